"""Quest logic as data: every objective kind, trigger events and effects, loss conditions."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Activate, EndTurn, Move, OpenDoor
from questwright.engine.rulesets.md import hero_turn

from tests.engine.boards import add_enemy, make_game

ROWS = ["ABCD", "efGh"]
NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}


def _state(objectives: list[dict[str, Any]] | None = None, **kw: Any) -> Any:
    tokens = kw.pop(
        "tokens",
        (
            ("start", "start", "t1:A", {}),
            ("exit", "exit", "t1:D", {}),
            ("gem", "artifact", "t1:B", {}),
            ("lever-1", "lair", "t1:C", {}),
            ("lever-2", "lair", "t1:h", {}),
        ),
    )
    game = make_game(
        kw.pop("rows", ROWS),
        tokens=tokens,
        objectives=objectives or [{"id": "never", "kind": "reach", "targets": ["t1:G"]}],
        setup=kw.pop("setup", NO_SPAWNS),
        **kw,
    )
    state = game.new_initial_state(0)
    for uid in [u for u, e in state.enemies.items() if e.kind != "object"]:
        del state.enemies[uid]
    return state


def _at(state: Any, hero: int, zone: str) -> None:
    state.heroes[hero].zone = state.game.topology.index[zone]


def _end_round(state: Any) -> None:
    start = state.round
    while state.round == start and not state.is_terminal():
        state.apply_action(EndTurn(state.current_player()))


def test_pickup_then_escape_in_order() -> None:
    state = _state(
        [
            {"id": "o1", "kind": "pickup", "targets": ["gem"]},
            {"id": "o2", "kind": "escape", "targets": ["exit"], "after": ["o1"]},
        ]
    )
    _at(state, 0, "t1:D")
    state.heroes[0].escaped = True  # escaping first does not count: o1 is not done
    state.check_objectives()
    assert state.done == []
    state.heroes[0].escaped = False
    _at(state, 0, "t1:B")
    hero_turn.take_objective_token(state, state.heroes[0], state.tokens["gem"])
    state.check_objectives()
    assert state.done == ["o1"] and not state.is_terminal()
    assert state.heroes[0].items == ["artifact:gem"]
    state.heroes[0].escaped = True
    state.check_objectives()
    assert state.outcome()["result"] == "win"


def test_escape_all_heroes_carrying_items() -> None:
    state = _state(
        [
            {
                "id": "o",
                "kind": "escape",
                "targets": ["exit"],
                "properties": {"heroes": "all", "carrying": ["artifact"]},
            }
        ]
    )
    state.heroes[0].escaped = True
    state.check_objectives()
    assert state.done == []
    state.heroes[1].escaped = True
    state.check_objectives()
    assert state.done == []  # nobody carries the artifact
    state.heroes[1].items.append("artifact:gem")
    state.check_objectives()
    assert state.done == ["o"]


def test_kill_destroy_open_reach() -> None:
    state = _state(
        [
            {"id": "k", "kind": "kill", "targets": ["boss-spawn"]},
            {"id": "d", "kind": "destroy", "targets": ["pillar-1"]},
            {"id": "o", "kind": "open", "targets": ["door-1"]},
            {"id": "r", "kind": "reach", "targets": ["t1:G"]},
        ],
        doors=(("door-1", "t1:B", "t1:C"),),
    )
    boss = add_enemy(state, "t1:C")
    boss.source = "boss-spawn"
    state.check_objectives()
    assert state.done == []
    state.enemy_dies(boss, state.heroes[0])
    state.destroyed.add("pillar-1")
    state.key |= 1 << state.game.topology.door_index["door-1"]
    _at(state, 1, "t1:G")
    state.check_objectives()
    assert state.done == ["k", "d", "o", "r"] and state.outcome()["result"] == "win"


def test_activate_by_action_and_by_occupying_at_round_start() -> None:
    state = _state([{"id": "a", "kind": "activate", "targets": ["lever-1", "lever-2"]}])
    _at(state, 0, "t1:C")
    assert Activate(0, "lever-1") in state.legal_actions()
    state.apply_action(Activate(0, "lever-1"))
    assert state.done == []
    state.activated.add("lever-2")
    state.check_objectives()
    assert state.done == ["a"]

    state = _state(
        [
            {
                "id": "a",
                "kind": "activate",
                "targets": ["lever-1", "lever-2"],
                "properties": {"rule": "occupy", "soloCount": 1},
            }
        ]
    )
    _at(state, 0, "t1:C")
    _at(state, 1, "t1:h")
    state.check_objectives()
    assert state.done == []  # only at the start of a round
    _end_round(state)
    assert state.done == ["a"]


def test_hold_scopes_zone_room_and_chamber() -> None:
    rows = ["Abbc"]
    for scope, blocked in (("zone", False), ("room", True), ("chamber", True)):
        state = _state(
            [
                {
                    "id": "h",
                    "kind": "hold",
                    "targets": ["t1:c"],
                    "properties": {"noEnemies": True, "scope": scope},
                }
            ],
            rows=rows,
            rooms="bc",
            openings=("bc",),
            tokens=(("start", "start", "t1:A", {}),),
        )
        _at(state, 0, "t1:c")
        add_enemy(state, "t1:b")
        state.end_phase()
        assert (state.done == []) is blocked, scope


def test_triggers_events_once_and_effects() -> None:
    triggers = [
        {
            "id": "t-enter",
            "on": {"event": "enter-zone", "target": "t1:B"},
            "once": True,
            "effects": [{"kind": "give-xp", "value": 2}, {"kind": "message", "text": "hello"}],
        },
        {
            "id": "t-round",
            "on": {"event": "round-start", "round": 2},
            "once": True,
            "effects": [{"kind": "give-xp", "target": "all", "value": 1}],
        },
        {
            "id": "t-door",
            "on": {"event": "door-opened", "target": "door-1"},
            "once": True,
            "effects": [{"kind": "spawn", "target": "t1:G", "value": {"guard": 1, "id": "wave"}}],
        },
        {
            "id": "t-kill",
            "on": {"event": "enemy-killed", "target": "wave"},
            "once": True,
            "effects": [{"kind": "unlock", "target": "door-2"}],
        },
        {
            "id": "t-item",
            "on": {"event": "item-gained", "target": "artifact"},
            "once": False,
            "effects": [{"kind": "give-xp", "value": 1}],
        },
        {
            "id": "t-done",
            "on": {"event": "objective-complete", "target": "o"},
            "once": True,
            "effects": [{"kind": "open-door", "target": "door-2"}],
        },
    ]
    state = _state(
        [
            {"id": "o", "kind": "pickup", "targets": ["gem"]},
            {"id": "z", "kind": "reach", "targets": ["t1:h"], "after": ["o"]},
        ],
        triggers=triggers,
        doors=(("door-1", "t1:C", "t1:D"),),
        extra_edges=[
            {"id": "door-2", "kind": "door", "from": [3, 1], "to": [3, 2], "state": "locked"}
        ],
    )
    hero = state.heroes[0]
    state.apply_action(Move(0, "t1:B"))
    assert hero.xp == 2 and "[r1] hello" in state.log
    state.apply_action(Move(0, "t1:A"))
    state.apply_action(Move(0, "t1:B"))
    assert hero.xp == 2  # once
    _at(state, 0, "t1:C")
    state.apply_action(OpenDoor(0, "door-1"))
    wave = [e for e in state.enemies.values() if e.source == "wave"]
    assert len(wave) == 1 and state.zone_id(wave[0].zone) == "t1:G"
    door2 = state.game.topology.door_index["door-2"]
    assert not state.door_openable(door2)
    state.enemy_dies(wave[0], hero)
    assert state.door_openable(door2)
    before = [h.xp for h in state.heroes]
    hero_turn.take_objective_token(state, hero, state.tokens["gem"])
    assert hero.xp == before[0] + 1  # item-gained fires for the picker
    hero_turn.give(state, hero, "artifact:gem", 1)
    assert state.heroes[1].xp == before[1] + 1 and state.heroes[1].items == ["artifact:gem"]
    state.check_objectives()
    assert state.door_open(door2)
    _end_round(state)
    assert state.round == 2 and all(h.xp >= 1 for h in state.heroes)


def test_trigger_win_lose_and_remove_tile() -> None:
    state = _state(
        triggers=[
            {
                "id": "w",
                "on": {"event": "enter-zone", "target": "t1:B"},
                "effects": [{"kind": "win", "text": "found it"}],
            }
        ]
    )
    state.apply_action(Move(0, "t1:B"))
    assert state.outcome() == {"result": "win", "reason": "found it", "round": 1}
    state = _state(
        rows=[("t1", ["AB"], (0, 0)), ("t2", ["CD"], (2, 0))],
        tokens=(("start", "start", "t1:A", {}),),
        triggers=[
            {
                "id": "gone",
                "on": {"event": "enter-zone", "target": "t1:B"},
                "effects": [{"kind": "remove-tile", "target": "t2"}],
            }
        ],
    )
    add_enemy(state, "t2:D")
    _at(state, 1, "t2:C")
    state.apply_action(Move(0, "t1:B"))
    assert not state.enemies and state.heroes[1].dead
    topo = state.game.topology
    assert topo.index["t2:C"] not in topo.neighbours(state.key)[topo.index["t1:B"]]


def test_loss_conditions() -> None:
    state = _state(loss=[{"id": "l", "kind": "hero-dies", "target": "h2"}])
    state.kill_hero(state.heroes[0], "test")
    assert not state.is_terminal()
    state.kill_hero(state.heroes[1], "test")
    assert state.outcome()["result"] == "loss"

    state = _state(loss=[{"id": "l", "kind": "enemy-reaches", "target": "t1:A"}])
    enemy = add_enemy(state, "t1:C", attacks={"magic": {"yellow": 1}})
    _at(state, 0, "t1:D")
    _at(state, 1, "t1:D")
    state.heroes[0].dead = True
    state.heroes[1].escaped = True
    state.activate(enemy)  # everyone gone: it wanders toward the start (A)
    assert state.is_terminal() and state.outcome()["result"] == "loss"

    state = _state(loss=[{"id": "l", "kind": "round-limit", "rounds": 2}])
    _end_round(state)
    assert not state.is_terminal()
    _end_round(state)
    assert state.outcome()["reason"] == "round-limit"


def test_scripted_monster_leaving_by_the_exit_loses_the_quest() -> None:
    state = _state(
        loss=[{"id": "l", "kind": "enemy-leaves", "target": "exit"}],
        setup={**NO_SPAWNS, "enemyScripts": {"spider": "to-exit"}},
    )
    spider = add_enemy(state, "t1:B", attacks={"melee": {"yellow": 1}})
    spider.source, spider.script = "spider", "to-exit"
    _at(state, 0, "t1:h")
    _at(state, 1, "t1:h")
    state.activate(spider)
    assert state.zone_id(spider.zone) == "t1:C"
    state.activate(spider)
    assert state.zone_id(spider.zone) == "t1:D" and not state.is_terminal()
    state.activate(spider)
    assert state.outcome()["result"] == "loss"


def test_edge_pillars_block_until_destroyed_and_fire_object_destroyed() -> None:
    state = _state(
        [{"id": "d", "kind": "destroy", "targets": ["pillars"]}],
        extra_edges=[
            {
                "id": "pillars",
                "kind": "barrier",
                "from": [2, 0],
                "to": [2, 1],
                "properties": {"health": 2},
            },
        ],
        triggers=[
            {
                "id": "t",
                "on": {"event": "object-destroyed", "target": "pillars"},
                "effects": [{"kind": "wake", "target": "beast"}],
            }
        ],
        setup={**NO_SPAWNS},
    )
    topo = state.game.topology
    z = topo.index
    assert z["t1:C"] not in topo.neighbours(state.key)[z["t1:B"]]
    beast = add_enemy(state, "t1:h")
    beast.source, beast.dormant = "beast", True
    _at(state, 0, "t1:B")
    (pillars,) = [e for e in state.enemies.values() if e.script == "barrier"]
    assert ("melee", pillars.uid) in state.attack_targets(state.heroes[0])
    state.wound_enemy(pillars, 2, state.heroes[0])
    assert z["t1:C"] in topo.neighbours(state.key)[z["t1:B"]]
    assert "pillars" in state.destroyed and not beast.dormant
    state.check_objectives()
    assert state.outcome()["result"] == "win"


def test_cross_edge_give_item_and_enemy_phase_timing() -> None:
    state = _state(
        extra_edges=[{"id": "line", "kind": "opening", "from": [1, 0], "to": [1, 1]}],
        triggers=[
            {
                "id": "t",
                "on": {"event": "cross-edge", "target": "line"},
                "effects": [{"kind": "give-item", "value": "artifact", "target": "all"}],
            }
        ],
        loss=[
            {
                "id": "l",
                "kind": "enemy-reaches",
                "target": "gem",
                "properties": {"timing": "enemy-phase-start"},
            }
        ],
    )
    gear = [len(h.gear) for h in state.heroes]
    state.apply_action(Move(0, "t1:B"))
    assert [len(h.gear) for h in state.heroes] == [g + 1 for g in gear]
    add_enemy(state, "t1:B", attacks={"magic": {"yellow": 1}})  # on the gem, harmless
    state.check_enemy_losses()
    assert not state.is_terminal()  # only checked when the Enemies' phase begins
    _at(state, 0, "t1:h")
    _at(state, 1, "t1:h")
    _end_round(state)
    assert state.outcome()["result"] == "loss"


def test_no_trigger_fires_once_the_game_has_ended() -> None:
    # Stepping from B into C wins by the enter-zone trigger; the crossing of the line that
    # the same step makes must not fire its own trigger (here a loss) afterwards.
    state = _state(
        extra_edges=[{"id": "line", "kind": "open", "from": [2, 0], "to": [2, 1]}],
        triggers=[
            {
                "id": "arrive",
                "on": {"event": "enter-zone", "target": "t1:C"},
                "effects": [{"kind": "win"}],
            },
            {
                "id": "crossed",
                "on": {"event": "cross-edge", "target": "line"},
                "effects": [{"kind": "lose"}],
            },
        ],
    )
    _at(state, 0, "t1:B")
    state.apply_action(Move(state.current_player(), "t1:C"))
    assert state.outcome()["result"] == "win"
    assert "arrive" in state.fired and "crossed" not in state.fired
