"""The md1 special-rule patterns of digest §7.1/§7.4 written as quest data and played.

Each test builds a small board whose quest expresses one pattern with the generic building
blocks (counters, conditions, repeatable triggers, the newer events and effects, enemy
rules, quest items) and checks that the engine plays it as the digest describes.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Activate, EndTurn, Move, PickUp, Place
from questwright.engine.core import Game
from questwright.engine.crawler import effects, triggers
from questwright.engine.rulesets.md import enemy_ai, hero_turn
from questwright.engine.rulesets.md1 import activation
from questwright.schema.model import Effect

from tests.engine.boards import add_enemy, make_game

NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}
ROWS = ["ABCD", "efGh"]


def _game(**kw: Any) -> Game:
    kw.setdefault("setup", NO_SPAWNS)
    kw.setdefault("objectives", [{"id": "never", "kind": "reach", "targets": ["nowhere"]}])
    return make_game(kw.pop("rows", ROWS), **kw)


def _state(game: Game) -> Any:
    return game.new_initial_state(0)


def _at(state: Any, hero: int, zone: str) -> None:
    state.heroes[hero].zone = state.game.topology.index[zone]


def _end_round(state: Any) -> None:
    start = state.round
    while state.round == start and not state.is_terminal():
        state.apply_action(EndTurn(state.current_player()))


# --------------------------------------------------------------------------- Q4 collapse


def _collapse_game() -> Game:
    return make_game(
        [("t1", ["AB"], (0, 0)), ("t2", ["CD"], (2, 0)), ("t3", ["EF"], (4, 0))],
        tokens=(
            ("start", "start", "t3:E", {}),
            ("exit", "exit", "t3:F", {}),
            ("lv1", "level", "t1:A", {"value": 1}),
            ("lv2", "level", "t2:C", {"value": 2}),
            ("lv3", "level", "t3:F", {"value": 3}),
        ),
        objectives=[{"id": "never", "kind": "reach", "targets": ["nowhere"]}],
        setup={**NO_SPAWNS, "startLevel": 3},
        extra={"counters": [{"id": "collapse", "scope": "tile", "start": {"t1": 1, "t2": 2}}]},
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
        loss=[{"id": "crushed", "kind": "hero-dies", "properties": {"cause": "removal"}}],
    )


def test_collapse_counts_down_the_lowest_tile_removes_it_and_kills_who_stands_on_it() -> None:
    state = _state(_collapse_game())
    assert state.counters["collapse"] == {"t1": 1, "t2": 2}
    brute = add_enemy(state, "t1:B")
    brute.source, brute.script = "brute", "stationary"
    _at(state, 0, "t2:D")
    _at(state, 1, "t2:D")
    _end_round(state)
    topo = state.game.topology
    assert state.counters["collapse"] == {"t1": 0, "t2": 2}
    assert topo.zone_gone(state.key, topo.index["t1:A"])
    assert "brute" in state.killed and brute.uid not in state.enemies  # no XP for it
    assert all(h.xp == 0 for h in state.heroes) and not state.is_terminal()
    # t1 is gone, so the next tick goes to t2 (the lowest left): 2 -> 1 -> 0
    _end_round(state)
    assert state.counters["collapse"]["t2"] == 1 and not state.is_terminal()
    _end_round(state)
    assert topo.zone_gone(state.key, topo.index["t2:D"])
    assert state.outcome()["result"] == "loss" and state.heroes[0].dead


def test_a_hero_killed_by_an_enemy_is_not_a_collapse_loss() -> None:
    state = _state(_collapse_game())
    state.kill_hero(state.heroes[0], "an orc")
    assert not state.is_terminal()


# --------------------------------------------------------------------------- Q5 the Immortal


def _immortal_game() -> Game:
    return _game(
        tokens=(
            ("start", "start", "t1:A", {}),
            ("exit", "exit", "t1:h", {}),
            ("troll", "roaming-start", "t1:D", {"monster": "High Troll"}),
            ("cache", "library", "t1:B", {}),
            ("bridge", "dark-bridge", "t1:G", {}),
            ("p1", "pillar", "t1:e", {"health": 5}),
            ("p2", "pillar", "t1:f", {"health": 5}),
        ),
        objectives=[
            {"id": "fall", "kind": "kill", "targets": ["troll"]},
        ],
        extra={
            "items": [{"id": "firework", "name": "Firework", "place": 1, "cleanup": "round-end"}]
        },
        triggers=[
            {
                "id": "immortal",
                "on": {"event": "round-start", "round": 1},
                "effects": [
                    {
                        "kind": "set-enemy",
                        "target": "troll",
                        "value": {
                            "script": "seek",
                            "invulnerable": True,
                            "goal": "start",
                            "lure": "firework",
                            "steps": 2,
                            "crush": True,
                        },
                    }
                ],
            },
            {
                "id": "fireworks",
                "on": {"event": "pickup", "target": "library"},
                "once": False,
                "effects": [
                    {"kind": "discard"},
                    {"kind": "give-item", "value": "firework", "count": 3},
                ],
            },
            {
                "id": "bridges-fall",
                "on": {"event": "object-destroyed"},
                "if": [{"destroyed": ["p1", "p2"]}],
                "effects": [{"kind": "remove-zone", "target": "bridge"}],
            },
        ],
        loss=[{"id": "reached", "kind": "enemy-reaches", "target": "start"}],
    )


def test_the_immortal_cannot_be_attacked_or_wounded() -> None:
    state = _state(_immortal_game())
    (troll,) = [e for e in state.enemies.values() if e.source == "troll"]
    assert troll.rules["invulnerable"] and troll.script == "seek"
    _at(state, 0, "t1:D")
    assert not any(uid == troll.uid for _, uid in state.attack_targets(state.heroes[0]))
    state.wound_enemy(troll, 99, state.heroes[0])
    assert troll.uid in state.enemies and troll.damage == 0
    state.effect(Effect(kind="set-enemy", target="troll", value={"invulnerable": False}))
    assert any(uid == troll.uid for _, uid in state.attack_targets(state.heroes[0]))


def test_fireworks_lure_the_immortal_and_the_bridge_falls_under_it() -> None:
    state = _state(_immortal_game())
    (troll,) = [e for e in state.enemies.values() if e.source == "troll"]
    hero = state.heroes[0]
    state.apply_action(Move(0, "t1:B"))
    state.apply_action(PickUp(0))
    assert [i.split(":")[0] for i in hero.items] == ["firework"] * 3
    _at(state, 0, "t1:G")
    state.mp = 2
    place = [a for a in state.legal_actions() if isinstance(a, Place)]
    assert place
    state.apply_action(place[0])
    assert len(hero.items) == 2 and any(t.kind == "firework" for t in state.tokens.values())
    _at(state, 0, "t1:A")  # the hero steps back to the start zone (out of the troll's path)
    activation.seek(
        state, troll
    )  # D -> G in sight: one step to the firework, destroyed, activation ends
    assert state.zone_id(troll.zone) == "t1:G"
    assert not any(t.kind == "firework" for t in state.tokens.values())
    assert not state.is_terminal()
    for uid in [e.uid for e in state.enemies.values() if e.kind == "object"]:
        state.effect(Effect(kind="destroy", target=state.enemies[uid].source))
    assert "troll" in state.killed
    state.check_objectives()
    assert state.outcome()["result"] == "win"


def test_the_immortal_crushes_heroes_and_enemies_and_loses_at_the_start_zone() -> None:
    state = _state(_immortal_game())
    (troll,) = [e for e in state.enemies.values() if e.source == "troll"]
    goblin = add_enemy(state, "t1:C")
    _at(state, 0, "t1:B")
    _at(state, 1, "t1:h")
    activation.seek(state, troll)  # D -> C (goblin crushed, goes on) -> B (hero killed, ends)
    assert goblin.uid not in state.enemies and state.heroes[0].dead
    assert state.zone_id(troll.zone) == "t1:B"
    activation.seek(state, troll)
    assert state.outcome()["result"] == "loss"


def test_placed_fireworks_are_discarded_at_the_end_of_the_round() -> None:
    state = _state(_immortal_game())
    state.heroes[0].items.append("firework:fx")
    state.mp = 2
    state.apply_action(Place(0, "firework:fx"))
    assert "fx" in state.tokens
    (troll,) = [e for e in state.enemies.values() if e.source == "troll"]
    state.enemies.pop(troll.uid)
    _end_round(state)
    assert "fx" not in state.tokens


# --------------------------------------------------------------------------- Q2 the spider


def test_the_spider_drags_fallen_heroes_and_nests_give_everyone_xp() -> None:
    state = _state(
        _game(
            tokens=(
                ("start", "start", "t1:A", {}),
                ("exit", "exit", "t1:D", {}),
                ("nest-1", "lair", "t1:e", {}),
                ("nest-2", "lair", "t1:f", {}),
            ),
            triggers=[
                {
                    "id": "nests",
                    "on": {"event": "pickup", "target": "lair"},
                    "once": False,
                    "effects": [{"kind": "give-xp", "target": "all", "value": 5}],
                }
            ],
            loss=[{"id": "escaped", "kind": "enemy-leaves", "target": "exit"}],
        )
    )
    spider = add_enemy(state, "t1:B")
    spider.source, spider.script = "spider", "to-exit"
    state.effect(Effect(kind="set-enemy", target="spider", value={"drag": True}))
    victim = state.heroes[1]
    _at(state, 1, "t1:B")
    victim.dead = True
    _at(state, 0, "t1:e")
    hero_turn.take_objective_token(state, state.heroes[0], state.tokens["nest-1"])
    _at(state, 0, "t1:f")
    hero_turn.take_objective_token(state, state.heroes[0], state.tokens["nest-2"])
    assert [h.xp for h in state.heroes] == [10, 10]
    state.activate(spider)
    assert state.zone_id(spider.zone) == "t1:C" and state.zone_id(victim.zone) == "t1:C"
    state.activate(spider)
    assert state.zone_id(victim.zone) == "t1:D"
    state.activate(spider)
    assert state.outcome()["result"] == "loss"


# --------------------------------------------------------------------------- Q9 the maze


def _maze_game() -> Game:
    return _game(
        tokens=(
            ("start", "start", "t1:A", {}),
            ("relic", "artifact", "t1:h", {}),
            ("lv2", "level", "t1:e", {"value": 2}),
            ("pillar", "pillar", "t1:C", {"health": 3, "countsAsHero": True}),
        ),
        setup={"flags": {"noEvents": True, "noReinforcements": True, "levelMode": "script"}},
        triggers=[
            {
                "id": "heads-for-relic",
                "on": {"event": "round-start", "round": 1},
                "effects": [{"kind": "set-enemy", "target": "all", "value": {"goal": "relic"}}],
            },
            {
                "id": "guards",
                "on": {"event": "round-start"},
                "once": False,
                "if": [{"roundMin": 3, "roundEvery": 2}],
                "effects": [
                    {"kind": "set-level", "value": "+1"},
                    {"kind": "spawn", "target": "lv2", "value": {"guard": "current"}},
                    {"kind": "refill-treasure", "target": "t1:G", "value": 2},
                ],
            },
        ],
        loss=[
            {
                "id": "relic-lost",
                "kind": "enemy-reaches",
                "target": "relic",
                "properties": {"timing": "enemy-phase-start"},
            },
        ],
    )


def test_waves_raise_the_level_spawn_and_refill_treasure_on_schedule() -> None:
    state = _state(_maze_game())
    level = state.level
    _at(state, 0, "t1:A")
    _at(state, 1, "t1:A")
    _end_round(state)  # round 2: nothing
    assert state.level == level and not any(t.kind == "treasure" for t in state.tokens.values())
    for uid in [u for u, e in state.enemies.items() if e.kind != "object"]:
        del state.enemies[uid]
    _end_round(state)  # round 3: wave
    assert state.level == level + 1
    spawned = [e for e in state.enemies.values() if e.kind != "object"]
    assert spawned and all(e.rules.get("goal") == "relic" for e in spawned)
    g = state.game.topology.index["t1:G"]
    assert sum(1 for t in state.tokens.values() if t.zone == g and t.kind == "treasure") == 2


def test_enemies_head_for_the_relic_and_strike_pillars_that_count_as_heroes() -> None:
    state = _state(_maze_game())
    (pillar,) = [e for e in state.enemies.values() if e.kind == "object"]
    assert pillar.rules["decoy"]
    orc = add_enemy(state, "t1:B", attacks={"melee": {"red": 3}})
    effects.apply_rules(state, orc, state.enemy_defaults)
    orc2 = add_enemy(state, "t1:f")
    effects.apply_rules(state, orc2, state.enemy_defaults)
    _at(state, 0, "t1:A")
    _at(state, 1, "t1:A")
    state.activate(orc)  # steps toward the relic into the pillar's zone, then hits it
    assert state.zone_id(orc.zone) == "t1:C" and pillar.damage == 1
    state.activate(orc)  # engaged by the pillar: it stays and strikes again (flat 1)
    assert state.zone_id(orc.zone) == "t1:C" and pillar.damage == 2
    state.activate(orc2)  # f -> G (toward the relic; the pillar in C is out of melee)
    assert state.zone_id(orc2.zone) in ("t1:G", "t1:h")


# --------------------------------------------------------------------------- Q10


def test_crushing_darkness_wounds_the_party_at_round_start_once_a_stage_is_reached() -> None:
    state = _state(
        _game(
            tokens=(("start", "start", "t1:A", {}),),
            triggers=[
                {
                    "id": "darkness",
                    "on": {"event": "round-start"},
                    "once": False,
                    "if": [{"visited": "t1:h"}],
                    "effects": [{"kind": "damage", "target": "party", "value": {"perHero": 1}}],
                }
            ],
        )
    )
    full = [h.health for h in state.heroes]
    _end_round(state)
    assert [h.health for h in state.heroes] == full
    state.visits[state.game.topology.index["t1:h"]] += 1
    _end_round(state)
    assert sum(full) - sum(h.health for h in state.heroes) == len(state.heroes)


def _darkness_state(healths: list[int]) -> Any:
    """Four heroes with ``healths``, on a board whose darkness is already armed."""
    darkness = {
        "id": "darkness",
        "on": {"event": "round-start"},
        "once": False,
        "if": [{"visited": "t1:h"}],
        "effects": [{"kind": "damage", "target": "party", "value": {"perHero": 2}}],
    }
    state = _state(_game(party=4, tokens=(("start", "start", "t1:A", {}),), triggers=[darkness]))
    state.visits[state.game.topology.index["t1:h"]] += 1
    for hero, health in zip(state.heroes, healths, strict=True):
        hero.health = health
    return state


def test_crushing_darkness_that_must_kill_kills_one_hero_not_several() -> None:
    """The party divides the darkness's wounds as it wishes: when the standing heroes cannot
    all live through them, all go to the weakest hero, and the wounds past his last are lost.
    Shared out one at a time, the 8 wounds killed every hero at 3/2/2/1."""
    state = _darkness_state([3, 2, 2, 1])
    _end_round(state)
    assert [h.health for h in state.heroes] == [3, 2, 2, 0]
    assert [h.dead for h in state.heroes] == [False, False, False, True]
    assert state._outcome is None


def test_crushing_darkness_that_need_not_kill_goes_to_the_healthiest_first() -> None:
    state = _darkness_state([5, 4, 3, 3])
    _end_round(state)
    assert sorted(h.health for h in state.heroes) == [1, 2, 2, 2]
    assert not any(h.dead for h in state.heroes)


def test_switches_destroy_pillars_and_the_last_emissary_wakes_when_both_are_gone() -> None:
    state = _state(
        _game(
            tokens=(
                ("start", "start", "t1:A", {}),
                ("switch-1", "lair", "t1:A", {}),
                ("switch-2", "lair", "t1:B", {}),
                ("p1", "pillar", "t1:G", {}),
                ("p2", "pillar", "t1:h", {}),
            ),
            objectives=[
                {"id": "levers", "kind": "activate", "targets": ["switch-1", "switch-2"]},
                {"id": "boss", "kind": "kill", "targets": ["emissary"], "after": ["levers"]},
            ],
            triggers=[
                {
                    "id": "s1",
                    "on": {"event": "activated", "target": "switch-1"},
                    "effects": [{"kind": "destroy", "target": "p1"}],
                },
                {
                    "id": "s2",
                    "on": {"event": "activated", "target": "switch-2"},
                    "effects": [{"kind": "destroy", "target": "p2"}],
                },
                {
                    "id": "wake",
                    "on": {"event": "object-destroyed"},
                    "if": [{"destroyed": ["p1", "p2"]}],
                    "effects": [{"kind": "wake", "target": "emissary"}],
                },
            ],
        )
    )
    boss = add_enemy(state, "t1:D")
    boss.source, boss.dormant = "emissary", True
    state.apply_action(Activate(0, "switch-1"))
    assert "p1" in state.destroyed and boss.dormant
    state.heroes[0].zone = state.game.topology.index["t1:B"]
    state.apply_action(Activate(0, "switch-2"))
    assert "p2" in state.destroyed and not boss.dormant


# --------------------------------------------------------------------------- other events


def test_chamber_revealed_enemy_enters_zone_hero_round_start_and_counters() -> None:
    state = _state(
        make_game(
            ["ABCD", "efGh"],
            rooms="Gh",
            openings=("Gh",),
            doors=(("door", "t1:C", "t1:G"),),
            tokens=(
                ("start", "start", "t1:A", {}),
                ("vault", "special-location", "t1:h", {"extraGuards": 0}),
            ),
            objectives=[{"id": "never", "kind": "reach", "targets": ["nowhere"]}],
            setup=NO_SPAWNS,
            extra={"counters": [{"id": "alarm", "start": 0, "threshold": 2}]},
            triggers=[
                {
                    "id": "seen",
                    "on": {"event": "chamber-revealed", "target": "vault"},
                    "effects": [{"kind": "give-xp", "target": "all", "value": 1}],
                },
                {
                    "id": "tread",
                    "on": {"event": "enemy-enters-zone", "target": "t1:B"},
                    "once": False,
                    "effects": [{"kind": "counter", "target": "alarm", "value": 1}],
                },
                {
                    "id": "alarm",
                    "on": {"event": "counter-reached", "target": "alarm"},
                    "effects": [{"kind": "lose", "text": "the alarm sounds"}],
                },
                {
                    "id": "cold",
                    "on": {"event": "hero-round-start", "target": "t1:e"},
                    "once": False,
                    "effects": [{"kind": "damage", "target": "picker", "value": 1}],
                },
            ],
        )
    )
    topo = state.game.topology
    _at(state, 0, "t1:C")
    state.open_door(topo.door_index["door"], state.heroes[0])
    assert [h.xp for h in state.heroes] == [1, 1]
    _at(state, 0, "t1:e")
    _at(state, 1, "t1:A")
    full = state.heroes[0].health
    _end_round(state)
    assert (
        state.heroes[0].health == full - 1 and state.heroes[1].health == state.heroes[1].max_health
    )
    walker = add_enemy(state, "t1:C")
    walker.script = ""
    enemy_ai.step_along(state, walker, topo.distances(state.key, [topo.index["t1:B"]]))
    assert triggers.counter_value(state, "alarm") == 1 and not state.is_terminal()
    walker.zone = topo.index["t1:C"]
    enemy_ai.step_along(state, walker, topo.distances(state.key, [topo.index["t1:B"]]))
    assert state.outcome()["reason"] == "the alarm sounds"


def test_new_state_parts_survive_clone_and_json() -> None:
    game = _collapse_game()
    state = game.new_initial_state(3)
    _end_round(state)
    state.enemy_defaults = {"goal": "exit"}
    assert state.clone() == state
    assert game.state_from_json(state.to_json()) == state
    again = game.replay(3, state.history())
    assert again.counters == state.counters


def test_ember_reliquary_lair_gives_the_picker_five_xp() -> None:
    from pathlib import Path

    quest = Path(__file__).resolve().parents[2] / "quests/md1/ember-reliquary.quest.json"
    state = Game(quest, party=2).new_initial_state(1)
    (lair,) = [t for t in state.tokens.values() if t.kind == "lair"]
    hero = state.heroes[0]
    before = [h.xp for h in state.heroes]
    hero_turn.take_objective_token(state, hero, lair)
    assert [h.xp for h in state.heroes] == [before[0] + 5, before[1]]
    assert not any(i.endswith(":" + lair.id) for i in hero.items)  # discarded
    artifact = next(t for t in state.tokens.values() if t.kind == "artifact")
    hero_turn.take_objective_token(state, hero, artifact)
    assert hero.xp == before[0] + 5 and f"artifact:{artifact.id}" in hero.items


def test_decoys_are_found_again_whenever_an_enemy_comes_or_goes_or_its_rules_change() -> None:
    """md1 finds the objects that may be decoys once, not at every enemy step (a stalled
    game held over a thousand enemies); what it finds follows every arrival and departure
    and each object's rules as they are now."""
    state = _state(_maze_game())
    (pillar,) = [e for e in state.enemies.values() if e.kind == "object"]
    zone_c = state.game.topology.index["t1:C"]
    assert activation.engaged(state, zone_c)
    pillar.rules = {}  # a set-enemy effect took the decoy rule away
    assert not activation.engaged(state, zone_c)
    pillar.rules = {"decoy": True}
    orc = add_enemy(state, "t1:B")
    assert activation._objects(state) == [pillar]
    del state.enemies[pillar.uid]  # gone, and another object comes: the count is the same
    post = add_enemy(state, "t1:C", kind="object")
    post.rules = {"decoy": True}
    assert activation._objects(state) == [post] and activation.engaged(state, zone_c)
    del state.enemies[post.uid]
    assert activation._objects(state) == [] and not activation.engaged(state, zone_c)
    state.enemies = {orc.uid: orc, pillar.uid: pillar}  # another dict (a loaded state)
    assert activation._objects(state) == [pillar]
