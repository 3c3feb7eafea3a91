"""Machina Arcana plays the quest's triggers on its hand-made boards: an explorer entering
a space raises ``enter-zone`` (its zone, tile and tokens), a door that opens raises
``door-opened``, a destroyed explorer ``hero-killed``; ``open-door`` and ``close-door``
effects move doors, a door the quest locks included (engine/played.py; before, machina
raised only the round, kill and objective events and played five effects, so such
triggers never fired and their effects were skipped without a word)."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import EndTurn, Move, OpenDoor
from questwright.engine.rulesets.machina.actions import UseSpace

from tests.engine.machina_boards import machina_game
from tests.engine.test_machina_rules import begin, moves, start

DOOR = {"id": "d", "kind": "door", "state": "closed", "from": [1, 0], "to": [1, 1]}
LOCKED = {**DOOR, "state": "locked"}


def _say(trigger_id: str, event: str, target: str | None, text: str) -> dict[str, Any]:
    on: dict[str, Any] = {"event": event}
    if target is not None:
        on["target"] = target
    return {
        "id": trigger_id,
        "on": on,
        "once": True,
        "effects": [{"kind": "message", "text": text}],
    }


def _said(state: Any, text: str) -> bool:
    return any(line.endswith(text) for line in state.log)


def test_entering_a_space_fires_its_enter_zone_triggers() -> None:
    game = machina_game(
        ["1..", "..."],
        triggers=[
            _say("far", "enter-zone", "cell:2,0", "the far gauge hisses"),
            _say("near", "enter-zone", "cell:1,0", "the near gauge hisses"),
            _say("tile", "enter-zone", "t1", "the floor plates rattle"),
        ],
    )
    state = start(game)
    begin(state)
    state.apply_action(Move(0, "1,0"))
    assert _said(state, "the near gauge hisses") and _said(state, "the floor plates rattle")
    assert not _said(state, "the far gauge hisses")
    state.apply_action(Move(0, "2,0"))
    assert _said(state, "the far gauge hisses")


def test_a_door_an_explorer_opens_fires_door_opened() -> None:
    game = machina_game(
        ["1.", ".."], edges=[DOOR], triggers=[_say("creak", "door-opened", "d", "hinges creak")]
    )
    state = start(game)
    begin(state)
    assert not _said(state, "hinges creak")
    state.apply_action(OpenDoor(0, "d"))
    assert _said(state, "hinges creak")


def test_a_destroyed_explorer_fires_hero_killed() -> None:
    game = machina_game(
        ["1_.", "2.."],
        party=2,
        loss=[],  # the game goes on while one explorer is left
        triggers=[_say("fall", "hero-killed", "h1", "a scream from the pit")],
    )
    state = start(game)
    begin(state)
    state.apply_action(Move(0, "1,0"))
    assert state.dead[0] and _said(state, "a scream from the pit")


def test_an_open_door_effect_opens_a_locked_door_and_close_door_shuts_it() -> None:
    opening = {
        "id": "open",
        "on": {"event": "enter-zone", "target": "cell:0,1"},
        "once": True,
        "effects": [{"kind": "open-door", "target": "d"}],
    }
    closing = {
        "id": "shut",
        "on": {"event": "enter-zone", "target": "cell:1,1"},
        "once": True,
        "effects": [{"kind": "close-door", "target": "d"}],
    }
    game = machina_game(["1.", ".."], edges=[LOCKED], triggers=[opening, closing])
    state = start(game)
    begin(state)
    assert "1,0" not in moves(state) and not state.door_open("d")
    state.apply_action(Move(0, "0,1"))
    assert state.door_open("d") and _said(state, "d open")
    state.apply_action(Move(0, "1,1"))
    assert not state.door_open("d") and _said(state, "d closed")


def test_a_trigger_fires_only_while_its_conditions_hold() -> None:
    """``if`` conditions gate machina's triggers as they do the crawler rulesets' (before,
    machina fired a trigger whatever its conditions said)."""
    late = {
        **_say("late", "round-start", None, "the late siren"),
        "if": [{"roundMin": 2}],
    }
    near = {
        **_say("near", "enter-zone", None, "someone by the boiler"),
        "once": False,
        "if": [{"heroIn": "cell:2,0"}],
    }
    game = machina_game(["1..", "..."], triggers=[late, near])
    state = start(game, [0, 0, 0, 0])
    begin(state)
    assert not _said(state, "the late siren")
    state.apply_action(Move(0, "1,0"))
    assert not _said(state, "someone by the boiler")
    state.apply_action(Move(0, "2,0"))
    assert _said(state, "someone by the boiler")
    state.apply_action(EndTurn(0))
    assert state.round == 2 and _said(state, "the late siren")


def test_using_an_action_space_fires_activated_with_its_names_and_kind() -> None:
    game = machina_game(
        ["1C.", "..."],
        triggers=[
            _say("by-cell", "activated", "cell:1,0", "the chest lid groans"),
            _say("by-kind", "activated", "chest-space", "a chest is opened"),
            _say("other", "activated", "cell:2,0", "nothing here"),
        ],
    )
    state = start(game)
    begin(state)
    state.apply_action(UseSpace(0, "1,0"))
    assert _said(state, "the chest lid groans") and _said(state, "a chest is opened")
    assert not _said(state, "nothing here")


def test_a_hero_dies_loss_ends_the_game_with_the_quests_own_text() -> None:
    game = machina_game(
        ["1_."], loss=[{"id": "l", "kind": "hero-dies", "text": "the expedition is lost"}]
    )
    state = start(game)
    begin(state)
    state.apply_action(Move(0, "1,0"))
    assert state.outcome()["reason"] == "the expedition is lost"
    plain = start(machina_game(["1_."]))
    begin(plain)
    plain.apply_action(Move(0, "1,0"))
    assert plain.outcome()["reason"] == "h1 was destroyed"
