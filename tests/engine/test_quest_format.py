"""What real quests need in the format: trigger text, counters moved by game events,
chosen heroes (issue 12, item 7), on small hand-made md1 boards."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Move
from questwright.engine.crawler import triggers
from questwright.engine.rulesets.md import decks, enemy_ai
from questwright.engine.rulesets.md1 import events

from tests.engine.boards import add_enemy, make_game
from tests.engine.test_quest_logic import NO_SPAWNS, ROWS, _at, _end_round, _state

CHOSEN = [{"id": "chosen-one", "name": "The Chosen One", "hero": "h2"}]


def test_trigger_text_is_said_when_it_fires_before_its_effects() -> None:
    triggers = [
        {
            "id": "t",
            "on": {"event": "enter-zone", "target": "t1:B"},
            "text": "The floor trembles.",
            "effects": [{"kind": "message", "text": "after"}],
        }
    ]
    state = _state(triggers=triggers)
    state.apply_action(Move(0, "t1:B"))
    lines = [line for line in state.log if "trembles" in line or "after" in line]
    assert lines == ["[r1] The floor trembles.", "[r1] after"]


def _dread(event: dict[str, Any], **kw: Any) -> Any:
    return _state(
        triggers=[
            {
                "id": "count",
                "on": event,
                "once": False,
                "effects": [{"kind": "counter", "target": "dread"}],
            }
        ],
        extra={"counters": [{"id": "dread", "start": 0, "threshold": 99}]},
        **kw,
    )


def test_a_hero_death_moves_a_counter_and_names_the_hero() -> None:
    state = _dread({"event": "hero-killed"})
    state.kill_hero(state.heroes[0], "test")
    assert triggers.counter_value(state, "dread") == 1
    state = _dread({"event": "hero-killed", "target": "h2"})
    state.kill_hero(state.heroes[0], "test")
    assert triggers.counter_value(state, "dread") == 0
    state.kill_hero(state.heroes[1], "test")
    assert triggers.counter_value(state, "dread") == 1


def test_event_cards_and_reshuffles_move_counters() -> None:
    state = _dread({"event": "event-drawn"}, setup={"flags": {"noReinforcements": True}})
    events.event_phase(state)
    events.event_phase(state)
    assert triggers.counter_value(state, "dread") == 2
    state = _dread({"event": "deck-reshuffled", "target": "event"})
    deck = state.decks["event"]
    state.discards["event"] = deck[:]
    state.decks["event"] = []
    assert decks.draw_card(state, "event") is not None
    assert triggers.counter_value(state, "dread") == 1
    assert decks.draw_card(state, "event") is not None
    assert triggers.counter_value(state, "dread") == 1  # only when the deck ran out


def test_a_chosen_hero_at_setup_is_the_one_losses_and_effects_mean() -> None:
    state = _state(
        extra={"chosen": CHOSEN},
        loss=[{"id": "l", "kind": "hero-dies", "target": "chosen-one"}],
        triggers=[
            {
                "id": "gift",
                "on": {"event": "enter-zone", "target": "t1:B"},
                "effects": [{"kind": "give-xp", "target": "chosen-one", "value": 3}],
            }
        ],
    )
    assert state.chosen == {"chosen-one": 1}
    assert state.clone().chosen == {"chosen-one": 1}
    state.apply_action(Move(0, "t1:B"))
    assert [h.xp for h in state.heroes] == [0, 3]
    state.kill_hero(state.heroes[0], "test")
    assert not state.is_terminal()
    state.kill_hero(state.heroes[1], "test")
    assert state.outcome()["result"] == "loss"


def test_a_chosen_hero_drawn_at_random_when_the_quest_names_none() -> None:
    game = make_game(
        ROWS,
        tokens=(("start", "start", "t1:A", {}),),
        setup=NO_SPAWNS,
        extra={"chosen": [{"id": "one"}]},
    )
    picks = {game.new_initial_state(seed).chosen["one"] for seed in range(12)}
    assert picks == {0, 1}


def test_choose_hero_during_play_and_an_escape_by_that_hero() -> None:
    state = _state(
        [
            {
                "id": "o",
                "kind": "escape",
                "targets": ["exit"],
                "properties": {"heroes": "holder"},
            }
        ],
        extra={"chosen": [{"id": "holder", "when": "play"}]},
        triggers=[
            {
                "id": "take",
                "on": {"event": "enter-zone", "target": "t1:B"},
                "effects": [{"kind": "choose-hero", "target": "holder"}],
            }
        ],
    )
    assert state.chosen == {}
    state.heroes[0].escaped = True
    state.check_objectives()
    assert not state.is_terminal()  # nobody holds it yet
    state.heroes[0].escaped = False
    state.active = 1
    _at(state, 1, "t1:A")
    state.fire("enter-zone", ("t1:B",), state.heroes[1])
    assert state.chosen == {"holder": 1}
    state.heroes[0].escaped = True
    state.check_objectives()
    assert not state.is_terminal()
    state.heroes[1].escaped = True
    state.check_objectives()
    assert state.outcome()["result"] == "win"


def test_a_condition_on_the_chosen_hero_standing_somewhere() -> None:
    triggers = [
        {
            "id": "t",
            "on": {"event": "round-end"},
            "if": [{"heroIn": "t1:B", "hero": "chosen-one"}],
            "effects": [{"kind": "win", "text": "the chosen one is there"}],
        }
    ]
    state = _state(extra={"chosen": CHOSEN}, triggers=triggers)
    _at(state, 0, "t1:B")
    _end_round(state)
    assert not state.is_terminal()
    _at(state, 1, "t1:B")
    _end_round(state)
    assert state.outcome()["result"] == "win"


def test_lure_objective_is_met_when_that_enemy_steps_onto_the_zone() -> None:
    state = _state(
        [{"id": "bait", "kind": "lure", "targets": ["t1:C"], "properties": {"enemy": "Troll"}}]
    )
    other = add_enemy(state, "t1:B", name="Goblin")
    troll = add_enemy(state, "t1:B", name="Troll")
    old = other.zone
    other.zone = state.game.topology.index["t1:C"]
    enemy_ai.enemy_moved(state, other, old)
    assert state.done == []  # another enemy does not count
    old = troll.zone
    troll.zone = state.game.topology.index["t1:C"]
    enemy_ai.enemy_moved(state, troll, old)
    assert state.done == ["bait"] and state.outcome()["result"] == "win"


def test_enemy_reaches_loss_only_for_the_named_enemy() -> None:
    state = _state(
        loss=[
            {
                "id": "l",
                "kind": "enemy-reaches",
                "target": "t1:C",
                "properties": {"enemy": "Spider"},
            }
        ]
    )
    goblin = add_enemy(state, "t1:C", name="Goblin")
    state.check_enemy_losses()
    assert not state.is_terminal()
    goblin.name = "Spider"
    state.check_enemy_losses()
    assert state.outcome()["result"] == "loss"


def test_a_guard_token_names_its_mob() -> None:
    game = make_game(
        ROWS,
        tokens=(
            ("start", "start", "t1:A", {}),
            ("archers", "guard", "t1:D", {"level": 4, "mob": "Goblin Slingers"}),
        ),
        setup=NO_SPAWNS,
    )
    for seed in range(4):
        state = game.new_initial_state(seed)
        placed = [e for e in state.enemies.values() if e.source == "archers"]
        assert [(e.name, e.level) for e in placed] == [("Goblin Slingers", 4)]


def test_an_escape_carrying_an_artifact_counts_an_artifact_card() -> None:
    """Issue #32: ``carrying: [artifact]`` counts an Artifact card in the escaped heroes'
    equipment (a trigger's ``give-item artifact``), not only an Artifact token."""
    state = _state(
        [
            {
                "id": "o",
                "kind": "escape",
                "targets": ["exit"],
                "properties": {"carrying": ["artifact"]},
            }
        ],
        tokens=(("start", "start", "t1:A", {}), ("exit", "exit", "t1:D", {})),
    )
    hero = state.heroes[0]
    hero.escaped = True
    state.check_objectives()
    assert not state.is_terminal()  # nothing carried yet
    hero.gear.append(state.game.data.artifact_cards[0])
    state.check_objectives()
    assert state.outcome()["result"] == "win"


def test_md1_leaves_a_token_type_outside_pickup_tokens_on_the_board_to_be_activated() -> None:
    """Issue #32: md1 honours the system's ``pickupTokens`` (here a quest leaves Lairs
    out: they stand for levers), and offers Activate where a trigger listens for it even
    though no objective names the lever."""
    from questwright.engine.actions import Activate, PickUp

    state = _state(
        [{"id": "o", "kind": "escape", "targets": ["exit"]}],
        extra={"parameters": {"pickupTokens": ["treasure", "artifact", "library", "objective"]}},
        triggers=[
            {
                "id": "pulled",
                "on": {"event": "activated", "target": "lever-1"},
                "effects": [{"kind": "message", "text": "A gate rises."}],
            }
        ],
    )
    _at(state, 0, "t1:C")  # lever-1 (a Lair token) lies here
    state.active = 0
    actions = state.legal_actions()
    assert not any(isinstance(a, PickUp) for a in actions)
    lever = [a for a in actions if isinstance(a, Activate)]
    assert [a.target for a in lever] == ["lever-1"]
    state.apply_action(lever[0])
    assert "pulled" in state.fired and "lever-1" in state.tokens
    _at(state, 0, "t1:B")  # the Artifact token (gem) is still picked up
    assert any(isinstance(a, PickUp) for a in state.legal_actions())
