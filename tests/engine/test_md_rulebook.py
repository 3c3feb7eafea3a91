"""md1 and md2 rules where the engine once differed from the rulebook, on hand-made boards.

Each test fails on the engine before its fix: the scripted to-exit monster that still moves
after attacking, staircases that enemies take, no Escape out of an engaged Exit zone, md2
kill rewards laid on the enemy card when it appears, level-up tokens added to the bag and
the boss dashboard. The two md1 enemy-phase examples not covered by test_md1_rules.py (the
Ogre-Mage and the Abyssal Demon) are here too.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Begin, Escape
from questwright.engine.rng import Rng
from questwright.engine.rulesets.md2 import bosses, phases, spawning
from questwright.engine.simulate import GameSpec, play_game
from questwright.schema.catalog import default_catalog

from tests.engine.boards import add_enemy, make_game

NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}
LINE = ["ABCDE", "fGhIj"]


def _md1(rows: Any, heroes: dict[int, tuple[str, int]], party: int = 2, **kw: Any) -> Any:
    kw.setdefault("tokens", (("start", "start", "t1:A", {}), ("exit", "exit", "t1:E", {})))
    kw.setdefault("setup", NO_SPAWNS)
    state = make_game(rows, party=party, **kw).new_initial_state(0)
    state.enemies.clear()
    for i, (zone, xp) in heroes.items():
        state.heroes[i].zone = state.game.topology.index[zone]
        state.heroes[i].xp = xp
    return state


def _record(state: Any) -> list[tuple[str, int, str]]:
    calls: list[tuple[str, int, str]] = []
    state.enemy_attack = lambda e, h, k: calls.append((e.uid, h.index, k))
    return calls


# ---------------------------------------------------------------------- md1: to-exit script
def test_to_exit_monster_attacks_and_then_still_moves_one_zone_toward_the_exit() -> None:
    state = _md1(LINE, {0: ("t1:B", 0), 1: ("t1:A", 0)})
    calls = _record(state)
    spider = add_enemy(state, "t1:B")
    spider.script = "to-exit"
    state.activate(spider)
    assert calls == [(spider.uid, 0, "melee")]
    assert state.zone_id(spider.zone) == "t1:C"  # it left the hero's zone (Slippery)


def test_to_exit_monster_counter_attack_is_the_attack_alone() -> None:
    state = _md1(LINE, {0: ("t1:B", 0), 1: ("t1:A", 0)})
    calls = _record(state)
    spider = add_enemy(state, "t1:B")
    spider.script = "to-exit"
    state.activate(spider, forced=state.heroes[0])
    assert calls == [(spider.uid, 0, "melee")] and state.zone_id(spider.zone) == "t1:B"


# ---------------------------------------------------------------------- md1: staircases
def _stairs(rows_far: list[str]) -> Any:
    tiles = [("t1", ["AB"], (0, 0)), ("t2", rows_far, (6, 0))]
    return _md1(
        tiles,
        {0: ("t1:B", 1), 1: ("t1:B", 1)},
        tokens=(
            ("start", "start", "t1:A", {}),
            ("up", "staircase", "t1:A", {"group": "A"}),
            ("down", "staircase", "t2:c", {"group": "A"}),
        ),
    )


def test_md1_enemies_take_staircases_as_heroes_do() -> None:
    state = _stairs(["cD"])
    troll = add_enemy(state, "t2:D")
    state.activate(troll)  # D → c → (staircase) A, toward the hero in the Light
    assert state.zone_id(troll.zone) == "t1:A"


def test_links_for_enemies_are_a_per_system_setting_descent_monsters_never() -> None:
    catalog = default_catalog()
    assert catalog.system("md1").parameters.get("enemiesUseLinks") is True
    assert not catalog.system("descent1").parameters.get("enemiesUseLinks", False)


# ---------------------------------------------------------------------- escape
def test_md1_no_escape_while_an_enemy_stands_in_the_exit_zone() -> None:
    objectives = [{"id": "out", "kind": "escape", "targets": ["exit"]}]
    state = _md1(LINE, {0: ("t1:E", 0), 1: ("t1:A", 0)}, objectives=objectives)
    state.active = 0
    assert Escape(0) in state.legal_actions()
    add_enemy(state, "t1:E")
    assert Escape(0) not in state.legal_actions()
    assert state.goal_action(0, Rng(0)) != Escape(0)


def test_md2_escape_past_an_enemy_costs_the_reaction_wound() -> None:
    game = make_game(
        LINE,
        system="md2",
        tokens=(("start", "start", "t1:A", {}), ("exit", "exit", "t1:E", {})),
        objectives=[{"id": "out", "kind": "escape", "targets": ["exit"]}],
    )
    state = game.new_initial_state(0)
    state.enemies.clear()
    state.apply_action(Begin(0))
    hero = state.heroes[0]
    hero.zone = game.topology.index["t1:E"]
    add_enemy(state, "t1:E", kind="mob")
    state.apply_action(Escape(0))
    assert hero.escaped and hero.health == hero.max_health - 1


# ---------------------------------------------------------------------- md1 AI examples
def test_ai_ogre_mage_engages_the_higher_xp_hero_in_melee_over_a_stronger_magic_shot() -> None:
    state = _md1(LINE, {0: ("t1:C", 5), 1: ("t1:D", 1)})
    calls = _record(state)
    ogre = add_enemy(
        state, "t1:C", kind="roaming", attacks={"melee": {"yellow": 1}, "magic": {"red": 3}}
    )
    state.activate(ogre)
    assert calls == [(ogre.uid, 0, "melee")]


def test_ai_abyssal_demon_casts_at_the_only_hero_in_sight() -> None:
    state = _md1(LINE, {0: ("t1:D", 1), 1: ("t1:f", 9)})  # f: Shadow, out of its sight
    calls = _record(state)
    demon = add_enemy(
        state, "t1:B", kind="roaming", attacks={"melee": {"yellow": 1}, "magic": {"red": 2}}
    )
    state.activate(demon)
    assert calls == [(demon.uid, 0, "magic")] and state.zone_id(demon.zone) == "t1:B"


# ---------------------------------------------------------------------- md2 treasure bag
def _md2(**kw: Any) -> Any:
    kw.setdefault("tokens", (("start", "start", "t1:A", {}),))
    state = make_game(LINE, system="md2", **kw).new_initial_state(0)
    state.enemies.clear()
    state.apply_action(Begin(0))
    return state


def test_md2_kill_rewards_are_drawn_when_the_enemy_appears_and_go_back_when_taken() -> None:
    state = _md2()
    state.bag = {"common": 0, "epic": 0, "rare": 3}
    spawning.spawn_mob(state, state.game.topology.index["t1:C"], band=0)
    (mob,) = state.enemies.values()
    reward = int(state.data.mobs[mob.card]["reward"])
    assert reward >= 1
    assert state.rewards[mob.uid] == ["rare"] * reward
    assert state.bag["rare"] == 3 - reward  # out of the bag while the Mob stands
    killer = state.heroes[0]
    gear = len(killer.gear)
    state.enemy_dies(mob, killer)
    assert state.bag["rare"] == 3 and mob.uid not in state.rewards
    rare = set(state.data.rarity_decks["rare"])
    assert len(killer.gear) == gear + reward and all(g in rare for g in killer.gear[gear:])


def test_md2_level_up_adds_the_level_tokens_to_the_bag() -> None:
    state = _md2()
    steps = state.data.level_bag
    assert steps, "the stand-in content lists the tokens set aside per level"
    before = dict(state.bag)
    hero = state.heroes[0]
    hero.xp = state.data.level_xp[0]
    phases.level_up_phase(state)
    assert hero.level == 2
    for rarity in set(before) | set(steps[0]):
        assert state.bag.get(rarity, 0) == before.get(rarity, 0) + steps[0].count(rarity)


# ---------------------------------------------------------------------- md2 boss dashboard
class _Faces:
    """Dice that land on the given faces, in order."""

    def __init__(self, faces: list[int]) -> None:
        self.faces = faces

    def draws(self, sizes: Any, private: Any = None) -> list[int]:
        return [self.below(n, private) for n in sizes]

    def below(self, n: int, private: Any = None) -> int:
        return self.faces.pop(0)


def _boss_state() -> tuple[Any, Any]:
    state = _md2()
    boss = add_enemy(state, "t1:C", kind="boss", name="Ashen Warden", health=30)
    state.boss_fight = True
    state.heroes[0].zone = state.heroes[1].zone = state.game.topology.index["t1:C"]
    return state, boss


def test_boss_action_resolves_the_dashboard_ability_of_the_exact_special_count() -> None:
    state, boss = _boss_state()
    card = dict(state.data.bosses["Ashen Warden"])
    card["dashboard"] = {"0": "heal:2", "1": "attack", "2": "sweep"}
    special = state.data.enemy_specials.index(1)
    blank = state.data.enemy_specials.index(0)
    calls = _record(state)
    state.rng = _Faces([special, special])
    bosses.boss_action(state, boss, card)
    assert sorted(h for _, h, _ in calls) == [0, 1]  # two specials: it strikes everyone
    calls.clear()
    boss.damage = 5
    state.rng = _Faces([blank, blank])
    bosses.boss_action(state, boss, card)
    assert boss.damage == 3 and calls == []


def test_boss_track_replaces_the_darkness_track_in_the_fight() -> None:
    state, _boss = _boss_state()
    track = state.data.bosses["Ashen Warden"]["track"]
    rage = track.index("rage")
    for _ in range(rage):
        phases.darkness_phase(state)
    assert state.boss_track == rage and state.boss_rage == 1 and state.track == -1
    for _ in range(len(track) + 3):
        phases.darkness_phase(state)
    assert state.boss_track == len(track) - 1  # the marker stops on the last space


def test_the_bundled_boss_quest_can_be_won_and_lost() -> None:
    spec = GameSpec("quests/md2/embers-below.quest.json", party=4)
    game = spec.build()
    results = {play_game(game, seed).outcome()["result"] for seed in range(12)}
    assert results == {"win", "loss"}
