"""md2 differences from md1 (rules digest §6.3) on hand-made boards."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Activate, Attack, Begin, EndTurn, Interact, Move, OpenDoor
from questwright.engine.rulesets.md2 import phases, spawning

from tests.engine.boards import add_enemy, make_game

ROWS = ["ABCDE", "fGhIj"]


def _game(rows: list[str] | None = None, party: int = 2, **kw: Any) -> Any:
    tokens = kw.pop("tokens", (("start", "start", "t1:A", {}),))
    return make_game(rows or ROWS, system="md2", party=party, tokens=tokens, **kw)


def _state(heroes: dict[int, str] | None = None, **kw: Any) -> Any:
    state = _game(**kw).new_initial_state(0)
    state.enemies.clear()
    for i, zone in (heroes or {}).items():
        state.heroes[i].zone = state.game.topology.index[zone]
    if state.choosing_order:
        state.apply_action(Begin(0))
    return state


def _record(state: Any) -> list[tuple[str, int, str]]:
    calls: list[tuple[str, int, str]] = []
    state.enemy_attack = lambda e, h, k: calls.append((e.uid, h.index, k))
    return calls


def test_players_choose_who_acts_next() -> None:
    state = _game().new_initial_state(0)
    assert state.choosing_order
    assert [str(a) for a in state.legal_actions()] == ["h1 begin", "h2 begin"]
    state.apply_action(Begin(1))
    assert state.active == 1 and state.current_player() == 1
    state.apply_action(EndTurn(1))
    assert [str(a) for a in state.legal_actions()] == ["h1 begin"]


def test_no_engagement_lock_but_reaction_wounds_per_enemy_group() -> None:
    state = _state({0: "t1:B"})
    add_enemy(state, "t1:B", kind="mob", minions=3)
    add_enemy(state, "t1:B", kind="roaming")
    hero = state.heroes[0]
    assert Move(0, "t1:C") in state.legal_actions()
    state.apply_action(Move(0, "t1:C"))
    assert hero.health == hero.max_health - 2  # the Mob counts once


def test_mob_wounds_overflow_onto_the_leader() -> None:
    state = _state()
    mob = add_enemy(state, "t1:B", kind="mob", health=3, minions=2, minion_health=1)
    state.wound_enemy(mob, 4, state.heroes[0])
    assert mob.minions == 0 and mob.damage == 2
    state.wound_enemy(mob, 1, state.heroes[0])
    assert mob.uid not in state.enemies
    # 1 XP per figure to the killer, +2 to every hero for the Leader
    assert state.heroes[0].xp == 3 + 2 and state.heroes[1].xp == 2


def test_enemies_target_the_nearest_hero_whatever_the_xp_and_act_twice() -> None:
    state = _state({0: "t1:B", 1: "t1:E"})
    state.heroes[1].xp = 20
    calls = _record(state)
    archers = add_enemy(state, "t1:C", kind="mob", attacks={"ranged": {"yellow": 1}})
    state.activate(archers, 2)
    assert calls == [(archers.uid, 0, "ranged"), (archers.uid, 0, "ranged")]


def test_enemies_move_toward_the_nearest_hero_when_they_cannot_attack() -> None:
    state = _state({0: "t1:A", 1: "t1:j"})
    calls = _record(state)
    brute = add_enemy(state, "t1:h", kind="mob", attacks={"melee": {"yellow": 1}})
    state.activate(brute, 2)
    assert state.zone_id(brute.zone) == "t1:j" and calls == []  # j is 2 steps away, A 4


def test_magic_reaches_range_zero_and_one_only() -> None:
    state = _state({0: "t1:B"})
    state.heroes[0].gear = ["se-focus"]
    near = add_enemy(state, "t1:B")
    one = add_enemy(state, "t1:C")
    two = add_enemy(state, "t1:D")
    targets = {uid for kind, uid in state.attack_targets(state.heroes[0]) if kind == "magic"}
    assert targets == {near.uid, one.uid}
    assert two.uid not in targets


def test_attacking_from_shadow_adds_the_shadow_die_and_enemy_dice_hurt_back() -> None:
    state = _state({0: "t1:f"})
    mob = add_enemy(state, "t1:f", kind="mob", health=50, minions=6)
    state.apply_action(Attack(0, "melee", mob.uid))
    roll = next(str(x) for x in reversed(state.history()) if str(x).startswith("chance roll"))
    assert "shadow:" in roll and "enemy:" in roll


def test_room_reveal_spawns_at_markers_and_turns_loot_into_treasure() -> None:
    state = _state(
        {0: "t1:A"},
        rooms="bc",
        rows=["Abc"],
        openings=("bc",),
        doors=(("d", "t1:A", "t1:b"),),
        tokens=(
            ("start", "start", "t1:A", {}),
            ("spawn-1", "spawn", "t1:c", {}),
            ("loot-1", "loot", "t1:b", {"scaled": True}),
        ),
    )
    assert not state.enemies and "loot-1" in state.tokens
    state.apply_action(OpenDoor(0, "d"))
    (mob,) = state.enemies.values()
    assert state.zone_id(mob.zone) == "t1:c" and mob.minions >= 2
    treasure = [t for t in state.tokens.values() if t.kind == "treasure"]
    assert len(treasure) >= 1 and "loot-1" not in state.tokens and "spawn-1" not in state.tokens


def test_darkness_track_spawns_at_every_portal_for_the_party_size() -> None:
    tokens = (
        ("start", "start", "t1:A", {}),
        ("p1", "portal", "t1:E", {"kind": "standard", "minHeroes": 1}),
        ("p2", "portal", "t1:j", {"kind": "standard", "minHeroes": 3}),
        ("rm", "portal", "t1:h", {"kind": "roaming", "minHeroes": 1}),
    )
    state = _state(tokens=tokens)
    state.data.track_front[:] = ["mob", "roaming"]
    phases.darkness_phase(state)
    zones = sorted(state.zone_id(e.zone) for e in state.enemies.values())
    assert zones == ["t1:E", "t1:h"]  # p2 needs three heroes; the roaming portal is a portal too
    phases.darkness_phase(state)
    assert any(e.kind == "roaming" for e in state.enemies.values())


def test_ko_heroes_stand_up_with_three_health_and_a_lifebringer_each() -> None:
    state = _state()
    assert state.lifebringers == 1
    state.kill_hero(state.heroes[1], "test")
    state.start_round()
    assert not state.heroes[1].dead and state.heroes[1].health == 3 and state.spent == 1
    state.kill_hero(state.heroes[1], "test")
    state.start_round()
    assert state.outcome()["result"] == "loss"


def test_spent_lifebringers_add_a_party_bonus_die() -> None:
    state = _state({0: "t1:B"})
    state.spent = 2
    enemy = add_enemy(state, "t1:B", health=99)
    state.apply_action(Attack(0, "melee", enemy.uid))
    roll = next(str(x) for x in reversed(state.history()) if str(x).startswith("chance roll"))
    yellow = roll.split("yellow:")[1].split()[0]
    assert len(yellow.split(",")) == 3  # 2 weapon dice + 2 bonus dice, capped at 3


def test_level_up_is_mandatory_and_spends_xp() -> None:
    state = _state()
    hero = state.heroes[0]
    hero.xp = 16
    health = hero.max_health
    phases.level_up_phase(state)
    assert hero.level == 3 and hero.xp == 1 and hero.max_health == health + 2
    assert phases.dungeon_level(state) == 3


def test_traps_fire_when_a_hero_enters() -> None:
    tokens = (
        ("start", "start", "t1:A", {}),
        ("spike", "trap", "t1:B", {"kind": "spike"}),
        ("bear", "trap", "t1:f", {"kind": "bear"}),
    )
    state = _state(tokens=tokens)
    state.apply_action(Move(0, "t1:f"))
    assert state.mp == 0 and state.actions_left == 1 and "bear" not in state.tokens
    assert "spike" in state.tokens


def test_chests_and_fountains_are_interactions() -> None:
    tokens = (
        ("start", "start", "t1:A", {}),
        ("chest", "chest", "t1:A", {"great": True}),
        ("fount", "fountain", "t1:A", {}),
    )
    state = _state(tokens=tokens)
    hero = state.heroes[0]
    gear = len(hero.gear)
    assert Interact(0, "chest") in state.legal_actions()
    state.apply_action(Interact(0, "chest"))
    assert len(hero.gear) == gear + 3 and "chest" not in state.tokens
    hero.health = 1
    state.apply_action(Interact(0, "fount"))
    assert hero.health > 1


def _counting_pickups(*targets: str) -> list[dict[str, Any]]:
    """Triggers giving each hero 1 XP per ``pickup`` of each of ``targets``."""
    return [
        {
            "id": f"got-{t}",
            "on": {"event": "pickup", "target": t},
            "once": False,
            "effects": [{"kind": "give-xp", "target": "picker", "value": 1}],
        }
        for t in targets
    ]


def test_chests_fountains_and_treasure_are_picked_up_for_the_quests_triggers() -> None:
    """The scenery md2 lists among its pick-ups (``pickupTokens``) fires ``pickup`` and
    counts as picked when a hero takes it, as the quest-logic model has it; a loot marker
    is not: its room's reveal turns it into treasure tokens of their own."""
    tokens = (
        ("start", "start", "t1:A", {}),
        ("chest", "chest", "t1:A", {}),
        ("fount", "fountain", "t1:A", {}),
        ("loot-1", "loot", "t1:b", {"scaled": False}),
    )
    state = _state(
        {0: "t1:A"},
        rows=["Abc"],
        rooms="bc",
        openings=("bc",),
        doors=(("d", "t1:A", "t1:b"),),
        tokens=tokens,
        triggers=_counting_pickups("chest", "fountain", "treasure", "loot-1"),
    )
    hero = state.heroes[0]
    state.apply_action(Interact(0, "chest"))
    state.apply_action(Interact(0, "fount"))
    assert hero.xp == 2 and {"chest", "fount"} <= set(state.picked)
    state.apply_action(OpenDoor(0, "d"))
    (laid,) = [t.id for t in state.tokens.values() if t.kind == "treasure"]
    hero.zone = state.game.topology.index["t1:b"]
    state.apply_action(Interact(0, laid))
    assert hero.xp == 3 and laid in state.picked and "loot-1" not in state.picked


def test_activate_fires_activated() -> None:
    """md2's Activate fires ``activated`` as md1's does (docs/engine.md: md2 raises it)."""
    state = _state(
        objectives=[{"id": "o", "kind": "activate", "targets": ["lever"]}],
        tokens=(("start", "start", "t1:A", {}), ("lever", "objective", "t1:B", {})),
        triggers=[
            {
                "id": "worked",
                "on": {"event": "activated", "target": "lever"},
                "effects": [{"kind": "give-xp", "target": "all", "value": 3}],
            }
        ],
    )
    state.heroes[0].zone = state.game.topology.index["t1:B"]
    state.apply_action(Activate(0, "lever"))
    assert "worked" in state.fired and [h.xp for h in state.heroes] == [3, 3]


def test_duplicate_mob_is_upgraded_and_acts_instead_of_a_new_one() -> None:
    state = _state({0: "t1:A", 1: "t1:A"})
    spawning.spawn_mob(state, state.game.topology.index["t1:E"], band=0)
    (first,) = state.enemies.values()
    family = state.data.mobs[first.card]["family"]
    newer = next(
        c for c in state.data.mobs.values() if c["family"] == family and c["band"] == "3-4"
    )
    calls = _record(state)
    spawning.upgrade(state, first, newer)
    assert first.card == newer["id"] and len(state.enemies) == 1
    assert calls or state.zone_id(first.zone) != "t1:E"  # it took one action


def test_boss_fight_starts_when_its_room_is_revealed() -> None:
    tiles = [("t1", ["AB"], (0, 0)), ("t2", ["cc"], (2, 0))]
    state = _game(
        rows=tiles,
        rooms="c",
        doors=(("throne", "t1:B", "t2:c"),),
        tokens=(
            ("start", "start", "t1:A", {}),
            ("boss", "boss", "t2:c", {"name": "Ashen Warden"}),
            ("arena", "boss-arena", "t2:c", {}),
        ),
        setup={"bossRoom": "t2", "bossArena": ["arena"]},
    ).new_initial_state(0)
    state.apply_action(Begin(0))
    boss = next(iter(state.enemies.values()))
    assert boss.dormant and not state.boss_fight
    state.heroes[0].zone = state.game.topology.index["t1:B"]
    state.apply_action(OpenDoor(0, "throne"))
    assert state.boss_fight and not boss.dormant
    assert all(state.zone_id(h.zone) == "t2:c" for h in state.heroes)
    assert state.game.topology.zone_gone(state.key, state.game.topology.index["t1:A"])


def test_an_arena_id_that_names_no_token_seats_nobody_and_does_not_stop_the_game() -> None:
    # setup.bossArena listing a token the quest does not have (MD2_BOSS_SETUP warns of it)
    # used to stop the game's set-up with a bare KeyError
    tiles = [("t1", ["AB"], (0, 0)), ("t2", ["cd"], (2, 0))]
    state = _game(
        rows=tiles,
        rooms="cd",
        doors=(("throne", "t1:B", "t2:c"),),
        tokens=(
            ("start", "start", "t1:A", {}),
            ("boss", "boss", "t2:c", {"name": "Ashen Warden"}),
            ("arena", "boss-arena", "t2:d", {}),
        ),
        setup={"bossRoom": "t2", "bossArena": ["gone", "arena"]},
    ).new_initial_state(0)
    state.apply_action(Begin(0))
    state.heroes[0].zone = state.game.topology.index["t1:B"]
    state.apply_action(OpenDoor(0, "throne"))
    assert state.boss_fight
    assert all(state.zone_id(h.zone) == "t2:d" for h in state.heroes)
