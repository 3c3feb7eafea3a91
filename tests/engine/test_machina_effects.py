"""Ethereal and immobile monsters and the control effect (Machina Arcana player aid, digest
B.3, B.4) on
hand-made boards. Cards get the flags through :func:`tests.engine.test_machina_abilities.card`
(this game only); the Pipe crawler has stamina 4 and a melee attack of 2 black and a white
die for 2 stamina, the Rust scavenger health 2 and armour 3."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Begin
from questwright.engine.rulesets.machina import monsters, spaces
from questwright.engine.rulesets.machina.abilities import aura_victims, forced_path
from questwright.engine.rulesets.machina.actions import PlayAbility

from tests.engine.machina_boards import machina_game
from tests.engine.test_machina_abilities import card
from tests.engine.test_machina_rules import CRAWLER, SCAVENGER, start

WALL = {"kind": "wall", "from": [3, 0], "to": [3, 1]}  # between 2,0 and 3,0
PUPPET = {"id": "puppet", "name": "Puppet strings", "effect": "control", "cost": 2, "range": 3}


def _explorer_ability(game: Any, ability: dict[str, Any]) -> None:
    """Give this game's bruiser (explorer 1) one more card ability."""
    explorers = dict(game.data.explorers)
    bruiser = explorers["bruiser"]
    explorers["bruiser"] = {**bruiser, "abilities": [*bruiser.get("abilities", ()), ability]}
    game.data.explorers = explorers


# ---------------------------------------------------------------- ethereal
def test_an_ethereal_monster_is_stopped_by_walls_unless_its_card_says_so() -> None:
    """Player aid: ethereal is about units, not walls; walls and closed doors stop it
    unless a card says it passes them (``passesWalls``)."""
    game = machina_game(["1...M"], monsters=[{**CRAWLER}], edges=[WALL])
    card(game, "m1-crawler", ethereal=True)
    state = start(game)
    assert monsters.nearest_explorer(state, "m1") is None  # walled off, ethereal or not
    monsters.monster_turn(state, "m1")
    assert state.monster_cell("m1") == (4, 0)
    game = machina_game(["1...M"], monsters=[{**CRAWLER}], edges=[WALL])
    card(game, "m1-crawler", ethereal=True, passesWalls=True)
    state = start(game)
    monsters.monster_turn(state, "m1")  # three steps, through the wall, then 1 stamina: no attack
    assert state.monster_cell("m1") == (1, 0)


def test_an_ethereal_monster_moves_through_another_unit() -> None:
    rows = ["1.MM"]  # the scavenger (m1) stands between the crawler (m2) and the explorer
    solid = start(machina_game(rows, monsters=[{**SCAVENGER}, {**CRAWLER}]))
    monsters.monster_turn(solid, "m2")
    assert solid.monster_cell("m2") == (3, 0)  # a plain crawler cannot pass it
    game = machina_game(rows, monsters=[{**SCAVENGER}, {**CRAWLER}])
    card(game, "m1-crawler", ethereal=True)
    state = start(game)
    monsters.monster_turn(state, "m2")
    assert state.monster_cell("m2") == (1, 0)  # through the scavenger, beside the explorer


def test_an_ethereal_monster_is_targeted_only_by_effects_that_say_so() -> None:
    game = machina_game(["1M"], monsters=[{**CRAWLER}])
    card(game, "m1-crawler", ethereal=True)
    state = start(game)
    melee = {"range": 1}
    assert spaces.targets_of(state, (0, 0), melee) == []
    assert spaces.targets_of(state, (0, 0), {**melee, "targetsEthereal": True}) == ["m1"]
    # untargeted effects still reach it
    assert aura_victims(state, (0, 0), 1, of_explorers=False) == ["m1"]


# ---------------------------------------------------------------- immobile
def test_an_immobile_monster_never_moves_and_is_not_pushed() -> None:
    game = machina_game(["1..M.."], monsters=[{**CRAWLER}])
    card(game, "m1-crawler", immobile=True)
    state = start(game)
    monsters.monster_turn(state, "m1")
    assert state.monster_cell("m1") == (3, 0)
    assert forced_path(state, (2, 0), (3, 0), 2, pull=False) == ((3, 0), None)
    mobile = start(machina_game(["1..M.."], monsters=[{**CRAWLER}]))
    assert forced_path(mobile, (2, 0), (3, 0), 2, pull=False) == ((5, 0), None)


def test_other_monsters_count_an_immobile_monster_as_rubble() -> None:
    game = machina_game(["1.M.M"], monsters=[{**SCAVENGER}, {**CRAWLER}])
    card(game, "m1-scavenger", immobile=True)
    state = start(game)
    assert monsters.nearest_explorer(state, "m2") is None  # the corridor is blocked
    monsters.monster_turn(state, "m2")
    assert state.monster_cell("m2") == (4, 0)


# ---------------------------------------------------------------- control
def test_control_walks_a_monster_into_a_pit() -> None:
    game = machina_game(["1.M_"], monsters=[{**CRAWLER}])
    _explorer_ability(game, PUPPET)
    state = start(game)
    state.apply_action(Begin(0))
    essence = state.essence[0]
    state.apply_action(PlayAbility(0, "puppet", "m1"))
    assert "m1" not in state.monsters and state.stamina[0] == 4
    assert state.essence[0] == essence + 1  # destroyed on the explorer's turn


def test_control_makes_a_monster_strike_another() -> None:
    game = machina_game(["1.MM"], monsters=[{**CRAWLER}, {**SCAVENGER}])
    _explorer_ability(game, PUPPET)
    state = start(game, [5, 5, 5])  # the crawler rolls 3 + 3 + 2 against armour 3
    state.apply_action(Begin(0))
    state.apply_action(PlayAbility(0, "puppet", "m1"))
    assert state.monsters["m2"][3] == 1 and "m1" in state.monsters


def test_control_is_not_offered_when_the_monster_has_nothing_to_do() -> None:
    game = machina_game(["1.M."], monsters=[{**CRAWLER}])
    _explorer_ability(game, PUPPET)
    state = start(game)
    state.apply_action(Begin(0))
    assert not any(
        isinstance(a, PlayAbility) and a.ability == "puppet" for a in state.legal_actions()
    )


def test_a_monster_that_passes_walls_never_breaks_a_door() -> None:
    # the crawler's way is through a closed door onto a space another monster holds
    door = {"id": "d", "kind": "door", "state": "closed", "from": [3, 0], "to": [3, 1]}
    rows = ["1.MM"]
    solid = start(machina_game(rows, monsters=[{**SCAVENGER}, {**CRAWLER}], edges=[door]))
    monsters.monster_turn(solid, "m2")
    assert "d" in solid.broken  # a plain monster breaks it
    game = machina_game(rows, monsters=[{**SCAVENGER}, {**CRAWLER}], edges=[door])
    card(game, "m1-crawler", ethereal=True, passesWalls=True)
    state = start(game)
    monsters.monster_turn(state, "m2")
    assert "d" not in state.broken
