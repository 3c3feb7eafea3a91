"""The model of the quest over time (questwright.core.questlogic) on small hand-made boards.

Each test writes one quest-logic pattern of the Massive Darkness catalogue (digest §7.1,
§7.4) or one generic situation, and checks what the model derives: which states follow
which, what the shortest way to a win is, and what goes wrong in which order.
"""

from __future__ import annotations

import copy
import glob
from typing import Any

import pytest
from questwright.core.board import Board, compile_board
from questwright.core.questlogic import Bound, QuestLogic
from questwright.core.questlogic.explain import findings
from questwright.schema.catalog import default_catalog
from questwright.schema.io import load_quest

from tests.engine.boards import make_game

NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}
#: one tile, two rows: A B C D / e f G h (upper case light, lower case shadow)
ROWS = ["ABCD", "efGh"]


def board(rows: Any = ROWS, **kw: Any) -> Board:
    kw.setdefault("setup", NO_SPAWNS)
    kw.setdefault("objectives", [{"id": "never", "kind": "reach", "targets": ["nowhere"]}])
    return make_game(rows, **kw).board  # type: ignore[no-any-return]


def plan(logic: QuestLogic) -> list[str]:
    steps = logic.next_steps()
    assert steps is not None, "no way to win"
    return [str(e.action) for e in steps]


def kinds(logic: QuestLogic) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for f in findings(logic.exploration):
        out.setdefault(f.kind, []).append(f.message)
    return out


# --------------------------------------------------------------------------- bundled quests


@pytest.mark.parametrize("path", sorted(glob.glob("quests/*/*.quest.json")))
def test_every_bundled_quest_is_winnable_and_explored_to_the_end(path: str) -> None:
    logic = QuestLogic.build(compile_board(load_quest(path), default_catalog()))
    assert logic.exploration.exhaustive
    assert logic.exploration.winnable() is True
    assert not [f for f in findings(logic.exploration) if f.kind != "order-dependent"]


# --------------------------------------------------------------------------- Q4 patterns


def _sentry(**extra: Any) -> Board:
    """Q4: crossing the pillars' edge for the first time brings the sentry, who must die."""
    return board(
        [("t1", ["AB"], (0, 0)), ("t2", ["CD"], (2, 0))],
        tokens=(
            ("start", "start", "t1:A", {}),
            ("exit", "exit", "t2:D", {}),
            ("lv4", "level", "t2:D", {"value": 4}),
        ),
        extra_edges=[{"id": "pillars", "kind": "open", "from": [2, 0], "to": [2, 1]}],
        objectives=[
            {"id": "slay", "kind": "kill", "targets": ["sentry"]},
            {"id": "out", "kind": "escape", "targets": ["exit"], "after": ["slay"]},
        ],
        triggers=[
            {
                "id": "first-crossing",
                "on": {"event": "cross-edge", "target": "pillars"},
                "effects": [{"kind": "spawn", "target": "lv4", "value": {"id": "sentry", **extra}}],
            }
        ],
    )


def test_a_kill_target_that_a_crossing_spawns_is_planned_for_by_crossing_first() -> None:
    logic = QuestLogic.build(_sentry())
    assert plan(logic) == ["cross pillars", "kill sentry", "complete out"]
    assert logic.exploration.exhaustive and not kinds(logic)


def test_a_dormant_spawn_that_nothing_wakes_is_found() -> None:
    logic = QuestLogic.build(_sentry(dormant=True))
    assert "dormant-forever" in kinds(logic)
    assert kinds(logic)["dormant-forever"][0].startswith("dormant enemy 'sentry'")


def _collapse(start: dict[str, int], limit: int | None = None) -> Board:
    """Q4: per-tile countdowns; at each round end the lowest-level tile loses one and falls
    at zero; the relic lies on the first tile to fall."""
    return board(
        [("t1", ["AB"], (0, 0)), ("t2", ["CD"], (2, 0)), ("t3", ["EF"], (4, 0))],
        tokens=(
            ("start", "start", "t3:E", {}),
            ("exit", "exit", "t3:F", {}),
            ("relic", "artifact", "t1:A", {}),
            ("lv1", "level", "t1:A", {"value": 1}),
            ("lv2", "level", "t2:C", {"value": 2}),
            ("lv3", "level", "t3:F", {"value": 3}),
        ),
        objectives=[
            {"id": "get", "kind": "pickup", "targets": ["relic"]},
            {"id": "out", "kind": "escape", "targets": ["exit"], "after": ["get"]},
        ],
        extra={"counters": [{"id": "collapse", "scope": "tile", "start": start}]},
        triggers=[
            {
                "id": "tick",
                "on": {"event": "round-end"},
                "once": False,
                "effects": [
                    {"kind": "counter", "target": "collapse", "value": -1, "at": "lowest-level"}
                ],
            },
            {
                "id": "fall",
                "on": {"event": "counter-reached", "target": "collapse"},
                "once": False,
                "effects": [{"kind": "remove-zone", "target": "event"}],
            },
        ],
        loss=[{"id": "crushed", "kind": "hero-dies", "properties": {"cause": "removal"}}]
        + ([{"id": "time", "kind": "round-limit", "rounds": limit}] if limit else []),
    )


def test_the_collapse_removes_the_lowest_tile_first_and_the_relic_with_it() -> None:
    logic = QuestLogic.build(_collapse({"t1": 1, "t2": 2}))
    ex = logic.exploration
    model = logic.model
    t1 = model.regions.regions_of(model.refs.tile_zones["t1"])
    t2 = model.regions.regions_of(model.refs.tile_zones["t2"])
    # the first round end takes t1 (level 1, count 1): the relic goes with it
    after_one = [
        ex.states[e.target]
        for e in ex.edges
        if e.action.kind == "round" and e.source == ex.starts[0]
    ]
    assert after_one and all(t1 <= s.removed and not t2 & s.removed for s in after_one)
    assert all("lost:relic" in s.facts for s in after_one)
    assert ex.winnable() is True
    assert plan(logic) == ["pickup relic", "complete out"]


def test_a_collapse_before_anything_can_be_done_makes_the_quest_unwinnable() -> None:
    # the relic's tile starts at zero: it is gone at the first round end, and the heroes
    # begin on t3 far away — but they may pick it up in round one, so it is winnable;
    # with the relic's tile already removed by a round-start trigger, it is not.
    b = _collapse({"t1": 1, "t2": 2})
    b.quest.triggers.append(copy.deepcopy(b.quest.triggers[1]))
    b.quest.triggers[-1].id = "early"
    b.quest.triggers[-1].on.event = "round-start"
    b.quest.triggers[-1].on.target = None
    b.quest.triggers[-1].effects[0].target = "t1"
    logic = QuestLogic.build(b)
    assert logic.exploration.winnable() is False
    found = kinds(logic)
    assert "unwinnable" in found and "target-removed" in found
    assert "token relic is lost" in found["target-removed"][0]
    assert "early" in found["target-removed"][0]


# --------------------------------------------------------------------------- Q5 the Immortal


def _immortal(bridge_zone: str = "t1:G") -> Board:
    return board(
        tokens=(
            ("start", "start", "t1:A", {}),
            ("exit", "exit", "t1:h", {}),
            ("troll", "roaming-start", "t1:D", {"monster": "High Troll"}),
            ("cache", "library", "t1:B", {}),
            ("bridge", "dark-bridge", bridge_zone, {}),
            ("p1", "pillar", "t1:e", {"health": 5}),
            ("p2", "pillar", "t1:f", {"health": 5}),
        ),
        objectives=[{"id": "fall", "kind": "kill", "targets": ["troll"]}],
        extra={"items": [{"id": "firework", "name": "Firework", "place": 1}]},
        triggers=[
            {
                "id": "immortal",
                "on": {"event": "round-start", "round": 1},
                "effects": [
                    {
                        "kind": "set-enemy",
                        "target": "troll",
                        "value": {"script": "seek", "invulnerable": True, "lure": "firework"},
                    }
                ],
            },
            {
                "id": "bridges-fall",
                "on": {"event": "object-destroyed"},
                "if": [{"destroyed": ["p1", "p2"]}],
                "effects": [{"kind": "remove-zone", "target": "bridge"}],
            },
        ],
    )


def test_the_invulnerable_immortal_dies_only_when_the_bridge_falls_under_it() -> None:
    logic = QuestLogic.build(_immortal())
    ex = logic.exploration
    assert ex.winnable() is True
    # never by attacking: the troll is invulnerable from round one
    assert not any(e.action.kind == "kill" for e in ex.edges)
    assert sorted(plan(logic)) == ["destroy p1", "destroy p2"]


def test_the_immortal_on_a_stationary_script_never_reaches_the_bridge() -> None:
    b = _immortal()
    b.quest.triggers[0].effects[0].value["script"] = "stationary"
    logic = QuestLogic.build(b)
    assert logic.exploration.winnable() is False
    assert "cannot be harmed" in kinds(logic)["objective-never"][0]


# --------------------------------------------------------------------------- generic


def _two_relics(close_second: bool) -> Board:
    """Two relics; the first one's trigger opens a locked gate, the second one's closes it
    (or opens it too)."""
    return board(
        tokens=(
            ("start", "start", "t1:A", {}),
            ("exit", "exit", "t1:h", {}),
            ("amber", "artifact", "t1:B", {}),
            ("jet", "artifact", "t1:C", {}),
        ),
        rooms="D",
        extra_edges=[
            {"id": "gate", "kind": "door", "state": "locked", "from": [3, 0], "to": [3, 1]}
        ],
        objectives=[
            {"id": "relics", "kind": "pickup", "targets": ["amber", "jet"]},
            {"id": "out", "kind": "escape", "targets": ["exit"], "after": ["relics"]},
        ],
        triggers=[
            {
                "id": "t-amber",
                "on": {"event": "pickup", "target": "amber"},
                "effects": [{"kind": "open-door", "target": "gate"}],
            },
            {
                "id": "t-jet",
                "on": {"event": "pickup", "target": "jet"},
                "effects": [
                    {"kind": "close-door" if close_second else "open-door", "target": "gate"}
                ],
            },
        ],
    )


def test_triggers_whose_effects_disagree_depend_on_the_order() -> None:
    found = kinds(QuestLogic.build(_two_relics(True)))
    assert "order-dependent" in found
    assert "t-amber" in found["order-dependent"][0] and "t-jet" in found["order-dependent"][0]


def test_triggers_that_agree_do_not_depend_on_the_order() -> None:
    assert "order-dependent" not in kinds(QuestLogic.build(_two_relics(False)))


def test_a_face_down_pool_deals_each_kind_no_more_often_than_it_holds() -> None:
    b = board(
        tokens=(
            ("start", "start", "t1:A", {}),
            ("exit", "exit", "t1:h", {}),
            ("s1", "objective", "t1:B", {"pool": "relics"}),
            ("s2", "objective", "t1:C", {"pool": "relics"}),
            ("s3", "objective", "t1:D", {"pool": "relics"}),
        ),
        setup={**NO_SPAWNS, "facedownPools": {"relics": ["artifact", "artifact", "lair"]}},
        objectives=[
            {
                "id": "relics",
                "kind": "collect",
                "targets": ["s1", "s2", "s3"],
                "count": 2,
                "properties": {"tokenType": "artifact"},
            }
        ],
        triggers=[
            {
                "id": "nest",
                "on": {"event": "pickup", "target": "lair"},
                "once": False,
                "effects": [{"kind": "discard"}],
            }
        ],
    )
    ex = QuestLogic.build(b).exploration
    assert ex.winnable() is True
    for state in ex.states:
        dealt = [f.split("=")[1] for f in state.facts if f.startswith("kind:")]
        assert dealt.count("artifact") <= 2 and dealt.count("lair") <= 1
    # every deal of the three slots appears: lair first, second or third
    full = {
        tuple(sorted(f for f in s.facts if f.startswith("kind:")))
        for s in ex.states
        if sum(f.startswith("kind:") for f in s.facts) == 3
    }
    assert len(full) == 3


def eight_pickups() -> Board:
    """Eight treasures, each with a trigger on its pick-up, and an objective to reach h:
    every set of pick-ups is a state of its own (2 × 2⁸ in all)."""
    return board(
        tokens=(
            ("start", "start", "t1:A", {}),
            *((f"r{i}", "treasure", "t1:" + "BCDefGh"[i % 7], {}) for i in range(8)),
        ),
        objectives=[{"id": "out", "kind": "reach", "targets": ["t1:h"]}],
        triggers=[
            {"id": f"t{i}", "on": {"event": "pickup", "target": f"r{i}"}, "effects": []}
            for i in range(8)
        ],
    )


def test_the_walk_stops_at_its_bound_and_says_so() -> None:
    b = eight_pickups()
    small = QuestLogic.build(b, bound=Bound(states=50, steps=400))
    assert not small.exploration.exhaustive
    assert "more than" in str(small.exploration.stopped)
    assert next(f.kind for f in findings(small.exploration)) == "undecided"
    full = QuestLogic.build(b)
    # every set of pick-ups, each also with the reach objective done (a win)
    assert full.exploration.exhaustive and len(full.exploration.states) == 2 * 2**8


# --------------------------------------------------------------------------- issue 12 item 7


def _dread(event: str, listens: bool = True) -> Board:
    """A door opens only once the dread counter reaches 2, moved by a game event."""
    return board(
        tokens=(("start", "start", "t1:A", {}), ("exit", "exit", "t1:D", {})),
        objectives=[{"id": "out", "kind": "reach", "targets": ["t1:D"]}],
        extra_edges=[
            {"id": "door", "kind": "door", "from": [2, 0], "to": [2, 1], "state": "locked"},
            {"kind": "wall", "from": [2, 1], "to": [2, 2]},
        ],
        extra={"counters": [{"id": "dread", "start": 0, "threshold": 2}]},
        triggers=[
            {
                "id": "count",
                "on": {"event": event if listens else "door-opened"},
                "once": False,
                "effects": [{"kind": "counter", "target": "dread"}],
            },
            {
                "id": "open",
                "on": {"event": "counter-reached", "target": "dread"},
                "effects": [{"kind": "unlock", "target": "door"}],
            },
        ],
    )


@pytest.mark.parametrize("event", ["hero-killed", "event-drawn", "deck-reshuffled"])
def test_counters_moved_by_game_events_may_move_at_any_time(event: str) -> None:
    logic = QuestLogic.build(_dread(event))
    assert logic.exploration.winnable() is True
    assert plan(logic)[:2] == [f"happen {event}|", f"happen {event}|"]


def test_a_locked_door_nothing_opens_stays_shut_without_the_game_event() -> None:
    logic = QuestLogic.build(_dread("hero-killed", listens=False))
    assert not any(a.kind == "happen" for a in logic.model.actions)
    assert logic.exploration.winnable() is False


def _lure(door: str) -> Board:
    return board(
        tokens=(
            ("start", "start", "t1:A", {}),
            ("troll", "roaming-start", "t1:D", {"monster": "High Troll"}),
        ),
        objectives=[
            {"id": "bait", "kind": "lure", "targets": ["t1:e"], "properties": {"enemy": "troll"}}
        ],
        extra_edges=[  # the troll's half and the bait's half: a closed door between
            {"id": "door", "kind": "door", "from": [2, 0], "to": [2, 1], "state": door},
            {"kind": "wall", "from": [2, 1], "to": [2, 2]},
        ],
    )


def test_an_enemy_that_can_walk_onto_the_zone_can_be_lured() -> None:
    logic = QuestLogic.build(_lure("closed"))
    assert logic.exploration.winnable() is True
    assert plan(logic) == ["complete bait"]  # the door is opened on the way (silent)


def test_an_enemy_behind_a_door_nothing_opens_is_never_lured() -> None:
    logic = QuestLogic.build(_lure("locked"))
    assert logic.exploration.winnable() is False


def test_a_plan_past_the_state_limit_keeps_the_furthest_partial_chain() -> None:
    """Issue #28: a walk stopped by its bound before a win gives the chain to the furthest
    state it reached (objectives done, quest steps taken), not nothing."""
    from questwright.core.questlogic import progress

    quest = load_quest("quests/md1/ember-reliquary.quest.json")  # 50 states, 3 steps to win
    logic = QuestLogic.build(compile_board(quest, default_catalog()))
    start = logic.exploration.states[logic.exploration.starts[0]]
    tight = Bound(states=3, steps=40)
    assert logic.plan_from(start, tight) is None
    chain = logic.plan_from(start, tight, partial=True)
    assert chain, "a partial chain"
    end = logic.exploration.stepper.apply(start, chain[0].action)[0].state if chain else start
    assert progress(logic.model, end) >= progress(logic.model, start)
    full = logic.plan_from(start)
    assert full is not None and len(full) > len(chain)


def _walk(states: list[tuple[frozenset[str], frozenset[str], int, str]]) -> Any:
    """A stand-in for a bounded walk: ``(facts, gates, parent, action)`` per state."""
    from types import SimpleNamespace

    made = [SimpleNamespace(outcome=None, facts=f, gates=g) for f, g, _, _ in states]

    def path(i: int) -> list[str]:
        out = []
        while states[i][2] >= 0:
            out.append(states[i][3])
            i = states[i][2]
        return out[::-1]

    return SimpleNamespace(starts=[0], states=made, path=path)


def test_a_partial_chain_takes_no_door_the_progress_it_makes_does_not_need() -> None:
    """Issue #28: ranked by doors opened too, the chain to the furthest state took every
    door the walk had opened on the way (md1 Q10: a hero on the last stage walked back to
    stage 1 to open a door there). Where a quest step is gained, the shortest chain to it
    is taken; where only doors were opened, a door is still progress."""
    from types import SimpleNamespace

    from questwright.core.questlogic import best_partial

    model = SimpleNamespace(objectives=[])
    none: frozenset[str] = frozenset()
    lever, door = frozenset({"activated:lever"}), frozenset({"door-x"})
    ex = _walk(
        [
            (none, none, -1, ""),
            (none, door, 0, "open door-x"),
            (lever, door, 1, "activate lever"),
            (lever, none, 0, "activate lever"),
        ]
    )
    assert best_partial(model, ex) == ["activate lever"]  # type: ignore[arg-type]
    doors_only = _walk([(none, none, -1, ""), (none, door, 0, "open door-x")])
    assert best_partial(model, doors_only) == ["open door-x"]  # type: ignore[arg-type]
