"""Staircases that open on a condition (a link token's ``opensWhen``), in every layer.

The rulebook's last md1 quest lets the heroes go down a staircase only once the stage's
guardian is dead. A link group whose tokens name an objective (done) or a trigger (fired)
is no passage until then, for heroes and enemies alike, in the engine and in the quest-logic
model; the static answers (zone graph, reachability) take it as usable in the end, as they
take a door a key opens.
"""

from __future__ import annotations

from typing import Any

import pytest
from questwright.core.movement import movement
from questwright.core.questlogic import QuestLogic

from tests.engine.boards import add_enemy, make_game

NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}
# two tiles far apart: only the staircase joins t1:A and t2:c
TILES = [("t1", ["AB"], (0, 0)), ("t2", ["cD"], (6, 0))]
GUARDIAN = {"id": "obj-guard", "kind": "pickup", "targets": ["sigil"], "text": "Take the sigil."}
BELOW = {"id": "obj-below", "kind": "pickup", "targets": ["relic"], "text": "Take the relic."}


def _game(opens_when: str | None, objectives: list[dict[str, Any]] | None = None) -> Any:
    gate = {"opensWhen": opens_when} if opens_when else {}
    return make_game(
        TILES,
        tokens=(
            ("start", "start", "t1:A", {}),
            ("sigil", "objective", "t1:B", {}),
            ("relic", "objective", "t2:D", {}),
            ("up", "staircase", "t1:A", {"group": "A", **gate}),
            ("down", "staircase", "t2:c", {"group": "A"}),
        ),
        objectives=objectives if objectives is not None else [GUARDIAN, BELOW],
        setup=NO_SPAWNS,
    )


def _linked(state: Any, hero: bool = True) -> bool:
    topo = state.game.topology
    a, c = topo.index["t1:A"], topo.index["t2:c"]
    return c in topo.neighbours(state.key, hero)[a]


def test_the_movement_model_names_the_gate_of_a_group() -> None:
    board = _game("obj-guard").board
    model = movement(board)
    assert model.link_gates() == {"staircase:A": ("obj-guard",)}
    link = next(p for p in model.pairs() if p.way == "link")
    assert link.groups == ("staircase:A",)
    # the static view still counts it as a way through (what can be reached in the end)
    assert model.pair_passes(link, "hero")
    assert movement(_game(None).board).link_gates() == {}


def test_a_gated_staircase_opens_when_its_objective_is_done() -> None:
    state = _game("obj-guard").new_initial_state(0)
    state.enemies.clear()
    assert not _linked(state) and not _linked(state, hero=False)
    state.picked["sigil"] = 0
    state.check_objectives()
    assert state.done == ["obj-guard"]
    assert _linked(state) and _linked(state, hero=False)
    # and it stays open: the key bit travels with clones and saves
    assert _linked(state.clone())


def test_an_ungated_staircase_is_open_from_the_start() -> None:
    state = _game(None).new_initial_state(0)
    assert _linked(state)


def test_enemies_wait_behind_a_closed_staircase() -> None:
    state = _game("obj-guard").new_initial_state(0)
    state.enemies.clear()
    for hero in state.heroes:
        hero.zone = state.game.topology.index["t1:A"]
    troll = add_enemy(state, "t2:D")
    state.activate(troll)
    assert state.zone_id(troll.zone).startswith("t2:")  # no way up the closed stairs
    state.picked["sigil"] = 0
    state.check_objectives()
    state.activate(troll)
    assert state.zone_id(troll.zone) == "t1:A"


def test_a_trigger_can_open_it() -> None:
    game = make_game(
        TILES,
        tokens=(
            ("start", "start", "t1:A", {}),
            ("relic", "objective", "t2:D", {}),
            ("up", "staircase", "t1:A", {"group": "A", "opensWhen": "trg-round"}),
            ("down", "staircase", "t2:c", {"group": "A"}),
        ),
        objectives=[BELOW],
        triggers=[
            {
                "id": "trg-round",
                "on": {"event": "round-start", "round": 2},
                "effects": [{"kind": "message", "text": "The stairs clear."}],
            }
        ],
        setup=NO_SPAWNS,
    )
    state = game.new_initial_state(0)
    assert not _linked(state)
    state.round = 2
    state.fire("round-start")
    assert _linked(state)


@pytest.mark.parametrize(
    ("opens_when", "winnable"),
    [("obj-guard", True), ("obj-below", False), (None, True)],
    ids=["after-the-guardian", "after-what-lies-below", "open"],
)
def test_quest_logic_holds_the_staircase_shut_until_its_condition(
    opens_when: str | None, winnable: bool
) -> None:
    # the relic below can only be reached down the stairs: gated by itself, never
    objectives = [GUARDIAN, {**BELOW, "after": []}]
    logic = QuestLogic.build(_game(opens_when, objectives).board)
    assert logic.exploration.winnable() is winnable


@pytest.mark.parametrize(
    ("opens_when", "expected", "absent"),
    [
        ("obj-below", {"QL_UNWINNABLE", "QL_OBJECTIVE_NEVER"}, {"REF_TOKEN_PROPERTY"}),
        ("obj-guard", set(), {"QL_UNWINNABLE", "QL_OBJECTIVE_NEVER", "REF_TOKEN_PROPERTY"}),
        ("no-such-objective", {"REF_TOKEN_PROPERTY"}, {"TOKEN_PROPERTY_UNKNOWN"}),
    ],
    ids=["self-gated", "near-miss", "unknown-ref"],
)
def test_validators_judge_the_gate(opens_when: str, expected: set[str], absent: set[str]) -> None:
    from questwright.validators.runner import validate_quest

    game = _game(opens_when, [GUARDIAN, {**BELOW, "after": []}])
    codes = {issue.code for issue in validate_quest(game.board.quest, game.catalog)}
    assert expected <= codes and not (absent & codes), sorted(codes)
