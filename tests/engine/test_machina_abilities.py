"""Monster abilities, usable items and trading in Machina Arcana (rules digest §B.3, §B.4),
one rule per test on small hand-made boards.

Dice are scripted as in ``test_machina_rules`` (black die faces 0,1,1,2,2,3: ``5`` is a 3,
``0`` a 0). The stand-in cards used: the Brass hound (stamina 5, melee 3 black for 2, pulls
an explorer within 3 two spaces for 1), the Soot wisp (stamina 3, arcane 2 black at range 3
for 2, teleports within 3 for 1), the Engine warden (stamina 4, melee for 2, a ranged volley
of 2 white for 1, pushes a neighbour two spaces for 1), the Pipe crawler (stamina 4, melee
for 2, no abilities: tests give it one through :func:`card`). Explorer 1 is the bruiser
(health 6, stamina 6, armour 4, will 3).
"""

from __future__ import annotations

from typing import Any

import pytest
from questwright.engine.actions import Begin
from questwright.engine.rulesets.machina import combat, monsters
from questwright.engine.rulesets.machina.abilities import forced_path
from questwright.engine.rulesets.machina.actions import PlayAbility, Trade, UseItem
from questwright.engine.rulesets.machina.goal import goal_action
from questwright.engine.rulesets.machina.state import MachinaState

from tests.engine.machina_boards import Scripted, machina_game

HOUND = {"name": "Brass hound", "level": 2}
WISP = {"name": "Soot wisp", "level": 1}
WARDEN = {"name": "Engine warden", "level": 3}
CRAWLER = {"name": "Pipe crawler", "level": 1}


def once(*args: Any, **kw: Any) -> Any:
    """A game whose monsters play each ability at most once a turn (``abilityUses`` 1), so a
    test of one ability's effect sees that ability once."""
    game = machina_game(*args, **kw)
    game.data.params = {**game.data.params, "abilityUses": 1}
    return game


def start(game: Any, script: list[int] = (), seed: int = 0) -> MachinaState:  # type: ignore[assignment]
    state = game.new_initial_state(seed)
    state.rng = Scripted(list(script), seed)
    return state


def card(game: Any, card_id: str, **fields: Any) -> None:
    """Give this game (only) a changed monster card."""
    cards = dict(game.data.cards)
    cards[card_id] = {**cards[card_id], **fields}
    game.data.cards = cards


def rolls(state: MachinaState) -> list[str]:
    return [str(e) for e in state.history() if str(e).startswith("chance roll")]


def items(state: MachinaState, p: int = 0) -> list[UseItem]:
    return [a for a in state.legal_actions() if isinstance(a, UseItem) and a.player == p]


# ---------------------------------------------------------------- monsters (B.4)
def test_a_monster_pulls_a_far_explorer_then_strikes() -> None:
    state = start(once(["1..M"], monsters=[HOUND]), [0, 0, 0])
    monsters.monster_turn(state, "m1")
    assert state.pos[0] == (2, 0)  # pulled two spaces toward the hound
    assert len(rolls(state)) == 1 and ">h1" in rolls(state)[0]  # then its melee attack
    assert state.monster_cell("m1") == (3, 0)


def test_a_pull_stops_before_a_wall() -> None:
    wall = [{"kind": "wall", "from": [2, 0], "to": [2, 1]}]  # between (1,0) and (2,0)
    game = machina_game(["1..M", "...."], edges=wall, monsters=[HOUND])
    state = start(game, [0, 0, 0])
    cell, bump = forced_path(state, (3, 0), (0, 0), 2, pull=True)
    assert (cell, bump) == ((1, 0), None)


def test_a_monster_teleports_next_to_its_target() -> None:
    state = start(machina_game(["1...M"], monsters=[WISP]), [0, 0])
    monsters.monster_turn(state, "m1")
    assert state.monster_cell("m1") == (1, 0)  # without the ability it walks to (3,0)
    assert len(rolls(state)) == 1  # then its attack (stamina 3 = 1 + 2)


def test_a_monster_pushes_an_explorer_two_spaces_after_its_attacks() -> None:
    state = start(once(["..1M"], monsters=[WARDEN]), [0] * 6)
    monsters.monster_turn(state, "m1")
    assert len(rolls(state)) == 2  # the melee attack, then the ranged volley
    assert state.pos[0] == (0, 0)


def test_a_diagonal_push_goes_diagonally() -> None:
    state = start(once(["...", ".1.", "..M"], monsters=[WARDEN]), [0] * 6)
    monsters.monster_turn(state, "m1")
    assert state.pos[0] == (0, 0)


def test_a_push_stops_before_rubble_and_units() -> None:
    state = start(once(["#.1M"], monsters=[WARDEN]), [0] * 6)
    monsters.monster_turn(state, "m1")
    assert state.pos[0] == (1, 0)
    state = start(once(["21.M", "...."], party=2, monsters=[WARDEN]), [0] * 6)
    assert forced_path(state, (2, 0), (1, 0), 2, pull=False) == ((1, 0), None)


def test_a_push_into_a_pit_destroys_the_explorer() -> None:
    state = start(once(["._1M"], monsters=[WARDEN]), [0] * 6)
    monsters.monster_turn(state, "m1")  # the first space of the push is the pit: it goes no farther
    assert state.dead[0] and state.pos[0] == (1, 0) and state.outcome()["result"] == "loss"


def test_a_push_into_a_barrel_explodes_it() -> None:
    state = start(once(["o.1M"], monsters=[WARDEN]), [0] * 6)
    monsters.monster_turn(state, "m1")
    assert state.pos[0] == (1, 0) and not state.barrels
    assert any("barrel" in r for r in rolls(state))


def test_a_push_into_a_trap_lever_pulls_it() -> None:
    state = start(once(["L.1M", "^^^."], monsters=[WARDEN]), [0] * 9)
    monsters.monster_turn(state, "m1")
    assert state.pos[0] == (1, 0) and (0, 0) in state.used  # used up (nobody was on ^)


def test_a_scheming_monster_pulls_a_lever_under_an_explorer() -> None:
    game = machina_game(["^^^^.", "....1", "LM..."], monsters=[CRAWLER])
    card(game, "m1-crawler", abilities=[{"effect": "lever", "cost": 1}])
    state = start(game, [5, 5, 5])  # the trap rolls 9 against armour 4
    state.pos[0] = (2, 0)
    monsters.monster_turn(state, "m1")
    assert (0, 2) in state.used and state.hp[0] == 5
    state = start(game, [5, 5, 5])  # nobody on a trapped space: no lever
    monsters.monster_turn(state, "m1")
    assert (0, 2) not in state.used


def test_an_aura_makes_one_roll_against_every_explorer_in_reach() -> None:
    game = once(["1.M.2"], party=2, monsters=[CRAWLER])
    aura = {"effect": "aura", "cost": 1, "range": 2, "dice": {"black": 2}, "kind": "arcane"}
    card(game, "m1-crawler", abilities=[aura])
    state = start(game, [5, 5])  # 6 against will 3: both hit
    monsters.monster_turn(state, "m1")
    assert [r for r in rolls(state) if "aura" in r] == ["chance roll m1 aura 3,3 =6"]
    assert state.hp == [5, 4]  # h2 (the stand-in gunman) is then missed (0 + 0 + 0)


def test_a_monster_plays_an_ability_again_while_its_stamina_pays() -> None:
    """Player aid, monster phase: after each ability or step the monster tries its
    abilities again; nothing limits an ability to once a turn but the stamina."""
    game = machina_game(["1.M.."], monsters=[CRAWLER])
    aura = {"effect": "aura", "cost": 1, "range": 2, "dice": {"black": 1}}
    card(game, "m1-crawler", stamina=3, abilities=[aura])
    state = start(game, [0] * 6)
    monsters.monster_turn(state, "m1")
    assert sum("aura" in r for r in rolls(state)) == 3  # three stamina, three auras


def test_ability_uses_caps_each_ability_where_a_system_sets_it() -> None:
    game = machina_game(["1.M.."], monsters=[CRAWLER])
    aura = {"effect": "aura", "cost": 1, "range": 2, "dice": {"black": 1}}
    card(game, "m1-crawler", stamina=3, abilities=[aura])
    game.data.params = {**game.data.params, "abilityUses": 1}
    state = start(game, [0] * 6)
    monsters.monster_turn(state, "m1")
    assert sum("aura" in r for r in rolls(state)) == 1  # then it steps
    game.data.params = {**game.data.params, "abilityUses": 2}
    state = start(game, [0] * 6)
    monsters.monster_turn(state, "m1")
    assert sum("aura" in r for r in rolls(state)) == 2


def test_a_free_ability_plays_once_a_turn_so_the_turn_ends() -> None:
    game = machina_game(["1.M.."], monsters=[CRAWLER])
    aura = {"effect": "aura", "cost": 0, "range": 2, "dice": {"black": 1}}
    card(game, "m1-crawler", stamina=3, abilities=[aura])
    state = start(game, [0] * 6)
    monsters.monster_turn(state, "m1")
    assert sum("aura" in r for r in rolls(state)) == 1


def test_the_system_sets_no_ability_cap_and_says_why() -> None:
    from questwright.schema.catalog import default_catalog

    system = default_catalog().system("machina")
    assert "abilityUses" not in system.parameters
    assert "no limit" in system.extras["x-parameterNotes"]["abilityUses"]


# ---------------------------------------------------------------- items and trading
def ready(rows: list[str], carried: list[str], **kw: Any) -> MachinaState:
    state = start(machina_game(rows, **kw), [0] * 10)
    state.apply_action(Begin(0))
    state.items[0] = list(carried)
    return state


def test_a_one_shot_flask_heals_and_is_spent() -> None:
    state = ready(["1."], ["i-flask"])
    assert items(state) == []  # unhurt: no use
    state.hp[0] = 3
    assert items(state) == [UseItem(0, "i-flask", "self")]
    state.apply_action(UseItem(0, "i-flask", "self"))
    assert state.hp[0] == 5 and state.items[0] == [] and state.stamina[0] == 5


def test_a_ram_pushes_a_neighbouring_monster_away() -> None:
    state = ready(["1M..."], ["i-ram"], monsters=[CRAWLER])
    state.apply_action(UseItem(0, "i-ram", "m1"))
    assert state.monster_cell("m1") == (3, 0) and state.items[0] == ["i-ram"]


def test_a_grapnel_pulls_a_monster_next_to_the_explorer() -> None:
    state = ready(["1..M."], ["i-hook"], monsters=[CRAWLER])
    assert UseItem(0, "i-hook", "m1") in items(state)
    state.apply_action(UseItem(0, "i-hook", "m1"))
    assert state.monster_cell("m1") == (1, 0)


def test_pushing_a_monster_into_a_pit_destroys_it() -> None:
    state = ready(["1M_."], ["i-ram"], monsters=[CRAWLER])
    state.apply_action(UseItem(0, "i-ram", "m1"))
    assert "m1" not in state.monsters and state.killed


def test_a_coil_teleports_through_rubble_within_its_range() -> None:
    state = ready(["1.#..", "..#.."], ["i-coil"])
    targets = {a.target for a in items(state)}
    assert "3,0" in targets and "4,0" not in targets and "2,0" not in targets
    state.apply_action(UseItem(0, "i-coil", "3,1"))
    assert state.pos[0] == (3, 1) and state.items[0] == []


def test_a_charge_attacks_a_monster_at_range() -> None:
    state = ready(["1..M"], ["i-charge"], monsters=[CRAWLER])
    state.rng = Scripted([5, 5, 5])  # 9 against armour 4
    state.apply_action(UseItem(0, "i-charge", "m1"))
    assert state.monsters["m1"][3] == 1 and state.items[0] == []


def test_explorers_next_to_each_other_trade_items() -> None:
    state = ready(["12", ".."], ["i-wrench"], party=2)
    state.items[1] = ["i-plate"]
    assert Trade(0, 1, "i-wrench", "i-plate") in state.legal_actions()
    assert Trade(0, 1, "-", "-") not in state.legal_actions()
    state.apply_action(Trade(0, 1, "i-wrench", "i-plate"))
    assert state.items == [["i-plate"], ["i-wrench"]] and state.stamina[0] == 4
    assert combat.attack_bonus(state, 1) == 1 and combat.defence_bonus(state, 0) == 1


def test_the_test_play_summary_lists_what_each_explorer_carries() -> None:
    state = ready(["12", ".."], ["i-wrench", "i-flask"], party=2)
    party = [str(line) for line in state.play_summary()["party"]]
    assert party[0].endswith(" · carries Heavy wrench, Mending flask")
    assert "carries" not in party[1]


def test_no_trade_through_a_wall_or_at_a_distance() -> None:
    wall = [{"kind": "wall", "from": [1, 0], "to": [1, 1]}]
    state = ready(["12"], ["i-wrench"], party=2, edges=wall)
    assert not [a for a in state.legal_actions() if isinstance(a, Trade)]
    state = ready(["1.2"], ["i-wrench"], party=2)
    assert not [a for a in state.legal_actions() if isinstance(a, Trade)]


def test_item_and_trade_words_round_trip() -> None:
    state = ready(["12", ".."], ["i-wrench"], party=2)
    for action in (UseItem(0, "i-coil", "3,1"), Trade(0, 1, "i-wrench", "-")):
        assert state.game.parse_action(str(action)) == action
    assert str(Trade(0, 1, "i-wrench", "-")) == "h1 trade h2 i-wrench -"


def test_an_item_the_explorer_does_not_carry_is_refused() -> None:
    state = ready(["1M"], [], monsters=[CRAWLER])
    with pytest.raises(ValueError):
        state.apply_action(UseItem(0, "i-ram", "m1"))


def test_an_explorer_card_ability_pushes_a_monster() -> None:
    state = ready(["1M.."], [], monsters=[CRAWLER])  # the bruiser's shove: 1 space for 1
    assert PlayAbility(0, "shove", "m1") in state.legal_actions()
    state.apply_action(PlayAbility(0, "shove", "m1"))
    assert state.monster_cell("m1") == (2, 0) and state.stamina[0] == 5


def test_an_ability_that_costs_essence_needs_it_and_spends_it() -> None:
    state = ready(["1.#.."], [], party=["mystic"])  # the mystic's step: 1 stamina, 1 essence
    assert PlayAbility(0, "step", "3,0") in state.legal_actions()
    state.apply_action(PlayAbility(0, "step", "3,0"))
    assert state.pos[0] == (3, 0) and state.essence == [2] and state.stamina[0] == 4
    state.essence[0] = 0
    assert not [a for a in state.legal_actions() if isinstance(a, PlayAbility)]
    assert str(PlayAbility(0, "step", "3,0")) == "h1 ability step 3,0"
    assert state.game.parse_action("h1 ability step 3,0") == PlayAbility(0, "step", "3,0")


# ---------------------------------------------------------------- the goal bot
def test_the_goal_bot_drinks_the_flask_when_badly_hurt() -> None:
    state = ready(["1....", ".....", "....A"], ["i-flask"])
    state.hp[0] = 2
    assert goal_action(state, 0) == UseItem(0, "i-flask", "self")


def test_the_goal_bot_hands_a_flask_to_a_hurt_neighbour() -> None:
    state = ready(["12", ".."], ["i-flask"], party=2)
    state.hp[1] = 2
    assert goal_action(state, 0) == Trade(0, 1, "i-flask", "-")


def test_the_goal_bot_pulls_a_monster_into_melee_reach() -> None:
    state = ready(["1..M."], ["i-hook"], monsters=[CRAWLER])
    assert goal_action(state, 0) == UseItem(0, "i-hook", "m1")
