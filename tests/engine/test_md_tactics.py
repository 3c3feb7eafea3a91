"""The md goal bot's tactics beyond the plan (issue #28, ``engine/rulesets/md/tactics.py``):
muster before the big fight, race a deadline, guard against an enemy that can end the game.

Each test asks the goal planner for one decision on a hand-made board where the tactic and
the plain plan part ways, so each fails without its tactic.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Attack, EndTurn, Move, PickUp
from questwright.engine.rng import Rng
from questwright.engine.rulesets.md import tactics
from questwright.engine.rulesets.md.goal import MdGoalPlanner

from tests.engine.boards import add_enemy, make_game

NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}


def _ready(game: Any, places: dict[int, str]) -> Any:
    state = game.new_initial_state(0)
    state.enemies.clear()
    for i, zone in places.items():
        state.heroes[i].zone = state.game.topology.index[zone]
    return state


def _hero_turn(state: Any, hero: int) -> None:
    """Let ``hero`` act first (md2 has no begin choice here; md1's turn order starts at 0)."""
    if state.choosing_turn():
        state.apply_action(state.legal_actions()[0])
    assert state.active == hero


def _choose(state: Any, **knobs: Any) -> Any:
    return MdGoalPlanner(Rng(1), **knobs).choose(state)


def _sentry_game(**kw: Any) -> Any:
    """A gate whose crossing wakes the sentry the quest wants dead; treasure lies back west."""
    return make_game(
        ["ABCDEFG"],
        party=2,
        doors=(("gate", "t1:E", "t1:F"),),
        tokens=(("start", "start", "t1:C", {}), ("loot", "treasure", "t1:A", {})),
        objectives=[{"id": "obj-sentry", "kind": "kill", "targets": ["sentry"]}],
        triggers=[
            {
                "id": "wake",
                "on": {"event": "cross-edge", "target": "gate"},
                "effects": [
                    {
                        "kind": "spawn",
                        "target": "t1:G",
                        "value": {"roamingMonster": "High Troll", "id": "sentry"},
                    }
                ],
            }
        ],
        setup=NO_SPAWNS,
        **kw,
    )


def test_muster_takes_the_treasure_before_waking_the_sentry() -> None:
    state = _ready(_sentry_game(), {0: "t1:C", 1: "t1:C"})
    _hero_turn(state, 0)
    action = _choose(state, muster=True)  # the search bot's muster policy
    assert isinstance(action, Move) and action.to == "t1:B", action  # west, to the loot
    plain = _choose(state)  # the goal policy: straight at it
    assert isinstance(plain, Move) and plain.to == "t1:D", plain  # east, to the gate


def test_muster_stops_once_the_party_has_earned_enough() -> None:
    state = _ready(_sentry_game(), {0: "t1:C", 1: "t1:C"})
    _hero_turn(state, 0)
    for hero in state.heroes:
        hero.xp = 12
    action = _choose(state, muster=True)
    assert isinstance(action, Move) and action.to == "t1:D", action


def test_muster_gives_way_to_a_close_deadline() -> None:
    loss = [{"id": "late", "kind": "round-limit", "rounds": 4}]
    state = _ready(_sentry_game(loss=loss), {0: "t1:C", 1: "t1:C"})
    _hero_turn(state, 0)
    state.round = 3
    action = _choose(state, muster=True)
    assert isinstance(action, Move) and action.to == "t1:D", action


def _race_game(rounds: int) -> Any:
    return make_game(
        ["ABCDEFG"],
        party=2,
        tokens=(
            ("start", "start", "t1:A", {}),
            ("exit", "exit", "t1:G", {}),
            ("loot", "treasure", "t1:B", {}),
        ),
        objectives=[{"id": "out", "kind": "escape", "targets": ["exit"]}],
        loss=[{"id": "flood", "kind": "round-limit", "rounds": rounds}],
        setup=NO_SPAWNS,
    )


def test_race_leaves_the_treasure_when_the_deadline_is_close() -> None:
    state = _ready(_race_game(3), {0: "t1:B", 1: "t1:B"})
    _hero_turn(state, 0)
    state.round = 2
    action = _choose(state)
    assert isinstance(action, Move) and action.to == "t1:C", action
    # with time in hand the same hero stops for the treasure
    calm = _ready(_race_game(12), {0: "t1:B", 1: "t1:B"})
    _hero_turn(calm, 0)
    assert isinstance(_choose(calm), PickUp)


def _guard_game(enemy: str | None = None) -> Any:
    props = {"enemy": enemy} if enemy else {}
    return make_game(
        ["ABCDEFG"],
        party=2,
        tokens=(("start", "start", "t1:C", {}), ("relic", "artifact", "t1:A", {})),
        objectives=[{"id": "get", "kind": "pickup", "targets": ["relic"]}],
        loss=[{"id": "taken", "kind": "enemy-reaches", "target": "t1:G", "properties": props}],
        setup=NO_SPAWNS,
    )


def test_guard_goes_after_the_enemy_about_to_reach_the_losing_zone() -> None:
    state = _ready(_guard_game(), {0: "t1:C", 1: "t1:A"})
    _hero_turn(state, 0)
    add_enemy(state, "t1:F")
    action = _choose(state)
    assert isinstance(action, Move) and action.to == "t1:D", action  # toward the threat
    # far from the losing zone, the same enemy is no threat: the hero keeps to the plan
    state.enemies.clear()
    add_enemy(state, "t1:A")  # beside the relic: six zones from the losing zone
    state.heroes[1].zone = state.game.topology.index["t1:B"]
    plain = _choose(state)
    assert isinstance(plain, Move) and plain.to == "t1:B", plain


def test_guard_attacks_the_named_threat_before_an_easier_kill() -> None:
    state = _ready(_guard_game(enemy="Thief"), {0: "t1:F", 1: "t1:F"})
    _hero_turn(state, 0)
    thief = add_enemy(state, "t1:F", name="Thief", health=8)
    add_enemy(state, "t1:F", name="Rat", health=1)
    action = _choose(state)
    assert isinstance(action, Attack) and action.target == thief.uid, action


def test_balance_search_looks_six_rounds_ahead_only_where_no_deadline_ends_the_quest() -> None:
    """Issue #27: without a round limit the balance search's simulations stop
    ``SEARCH_HORIZON`` rounds on and are scored by the heuristic; with a deadline they play
    to the game's end (a win or a loss)."""
    from questwright.engine.bots import GoalBot, make_bot
    from questwright.engine.rulesets.md.state import SEARCH_HORIZON

    search = make_bot("search", 3)
    endless = make_game(  # the ghost never comes: nothing ends this game
        ["ABCDEFG"],
        party=2,
        tokens=(("start", "start", "t1:A", {}),),
        objectives=[{"id": "ghost", "kind": "kill", "targets": ["ghost"]}],
        setup=NO_SPAWNS,
    )
    calm = _ready(endless, {0: "t1:A", 1: "t1:A"})
    _hero_turn(calm, 0)
    assert calm.search_horizon() == SEARCH_HORIZON
    limit = search._limit(calm)
    assert limit == calm.round + SEARCH_HORIZON
    copy = calm.clone()
    value = search._play_out(copy, GoalBot(5), limit, 0)
    assert copy.round == calm.round + SEARCH_HORIZON and -1.0 < value < 1.0
    race = _ready(_race_game(3), {0: "t1:B", 1: "t1:B"})
    _hero_turn(race, 0)
    assert race.search_horizon() is None and search._limit(race) is None
    assert search._simulate(race, EndTurn(0), 5, 0) in (-1.0, 1.0)


# ------------------------------------------------------------------ pillars on an edge
def test_pillars_on_an_edge_are_sought_from_the_side_the_heroes_can_reach() -> None:
    """Q8's pillars: the warden sleeps in a room sealed by pillars on its doorway. The
    pillars' object stands in one of the two zones beside the edge, here the sealed room;
    the bot must still walk to the near side and break them, not give up on an unreachable
    zone (it once idled for 40 rounds)."""
    game = make_game(
        ["ABc"],
        party=1,
        rooms="c",
        openings=("Bc",),
        extra_edges=[
            {"id": "pillars", "kind": "barrier", "from": [2, 0], "to": [2, 1]},
        ],
        tokens=(
            ("start", "start", "t1:A", {}),
            ("warden", "roaming-start", "t1:c", {"monster": "High Troll", "dormant": True}),
        ),
        objectives=[{"id": "obj", "kind": "kill", "targets": ["warden"]}],
        triggers=[
            {
                "id": "wake",
                "on": {"event": "object-destroyed", "target": "pillars"},
                "effects": [{"kind": "wake", "target": "warden"}],
            }
        ],
        setup=NO_SPAWNS,
    )
    state = game.new_initial_state(0)
    z = state.game.topology.index
    (pillars,) = [e for e in state.enemies.values() if e.script == "barrier"]
    pillars.zone = z["t1:c"]  # recorded on the sealed side
    state.heroes[0].zone = z["t1:A"]
    _hero_turn(state, 0)
    action = _choose(state)
    assert isinstance(action, Move) and action.to == "t1:B", action


# ------------------------------------------------------------------ loot before the level rises
def _two_levels(loss: list[dict[str, Any]] | None = None) -> Any:
    """Tile t1 (level 1) holds the start and a treasure; the objective lies on t2 (level 2)."""
    game = make_game(
        [("t1", ["AB"], (0, 0)), ("t2", ["CD"], (2, 0))],
        party=1,
        tokens=(
            ("start", "start", "t1:B", {}),
            ("level-1", "level", "t1:B", {"value": 1}),
            ("level-2", "level", "t2:D", {"value": 2}),
            ("loot", "treasure", "t1:A", {}),
        ),
        objectives=[{"id": "obj", "kind": "reach", "targets": ["t2:D"]}],
        loss=loss,
        setup=NO_SPAWNS,
    )
    state = _ready(game, {0: "t1:B"})
    _hero_turn(state, 0)
    return state


def test_md1_heroes_take_the_loot_of_their_level_before_stepping_onto_a_higher_tile() -> None:
    action = _choose(_two_levels())
    assert isinstance(action, Move) and action.to == "t1:A", action


def test_against_a_clock_the_heroes_go_straight_on_to_the_higher_tile() -> None:
    clock = [{"id": "late", "kind": "round-limit", "rounds": 12}]
    action = _choose(_two_levels(loss=clock))
    assert isinstance(action, Move) and action.to == "t2:C", action


# ------------------------------------------------------------------ bleeding (wounds every round)
def _weak_and_watched(triggers: list[dict[str, Any]]) -> Any:
    """A weak hero on B, watched by an enemy on the corridor's far end; a Shadow nook ``a``
    beside B out of its sight; the objective is to reach F."""
    game = make_game(
        ["BCDEF", "a...."],
        party=1,
        tokens=(("start", "start", "t1:B", {}),),
        objectives=[{"id": "obj", "kind": "reach", "targets": ["t1:F"]}],
        triggers=triggers,
        setup=NO_SPAWNS,
    )
    state = _ready(game, {0: "t1:B"})
    _hero_turn(state, 0)
    add_enemy(state, "t1:F")
    hero = state.heroes[0]
    hero.health = 1
    return state


#: Q10's crushing darkness, our stand-in: every round the party takes a wound per hero
CRUSH = {
    "id": "crush",
    "on": {"event": "round-start"},
    "once": False,
    "if": [{"visited": "t1"}],
    "effects": [{"kind": "damage", "target": "party", "value": {"perHero": 1}}],
}


def test_a_weak_hero_hides_from_the_enemy_that_watches_it() -> None:
    action = _choose(_weak_and_watched([]))
    assert isinstance(action, Move) and action.to == "t1:a", action


def test_while_wounds_come_every_round_a_weak_hero_does_not_hide_but_presses_on() -> None:
    """Hiding heals nothing when the wounds come every round wherever the heroes stand (in
    Q10's stage 2 weak heroes once walked in and out of a Shadow room until all died)."""
    action = _choose(_weak_and_watched([CRUSH]))
    assert isinstance(action, Move) and action.to == "t1:C", action


def _stage_two(places: dict[int, str]) -> Any:
    """Stage 1 (t1) and stage 2 (t2): wounds every round once a hero has stood on t2; the
    objective lies at t2's far end."""
    crush = {**CRUSH, "if": [{"visited": "t2"}]}
    game = make_game(
        [("t1", ["ABC"], (0, 0)), ("t2", ["DE"], (3, 0))],
        party=2,
        tokens=(("start", "start", "t1:A", {}),),
        objectives=[{"id": "obj", "kind": "reach", "targets": ["t2:E"]}],
        triggers=[crush],
        setup=NO_SPAWNS,
    )
    state = _ready(game, places)
    _hero_turn(state, 0)
    return state


def test_the_party_gathers_before_the_step_that_sets_off_wounds_every_round() -> None:
    """In Q10 one hero stepped onto stage 2 while the others still looted stage 1: the
    party bled from then on, and met the stage's fight one by one."""
    action = _choose(_stage_two({0: "t1:C", 1: "t1:A"}))
    assert isinstance(action, EndTurn), action


def test_a_gathered_party_steps_on_into_the_wounding_stage() -> None:
    action = _choose(_stage_two({0: "t1:C", 1: "t1:B"}))
    assert isinstance(action, Move) and action.to == "t2:D", action


def test_a_wounded_party_rests_before_the_step_that_sets_off_wounds_every_round() -> None:
    """In Q10 the heroes went down to stage 2 as soon as stage 1's Emissary fell, still
    wounded from that fight; once there, nothing heals and every round costs a wound a
    hero. On stage 1 nothing wounds them, and the heroes heal by the events."""
    state = _stage_two({0: "t1:C", 1: "t1:B"})
    state.heroes[1].health = state.heroes[1].max_health - 1
    assert isinstance(_choose(state), EndTurn)
    action = _choose(state, rest=False)
    assert isinstance(action, Move) and action.to == "t2:D", action


def test_a_wounded_party_rests_only_so_long() -> None:
    state = _stage_two({0: "t1:C", 1: "t1:B"})
    state.heroes[1].health = state.heroes[1].max_health - 1
    state.round = tactics.REST_LAST_ROUND
    action = _choose(state)
    assert isinstance(action, Move) and action.to == "t2:D", action


# ------------------------------------------------------------------ guard: no shot that walks it onto the relic
def _relic_guard() -> Any:
    """An enemy loses the game by reaching B; the ranger (hero 2) stands on A, a melee
    enemy on D: shot from A, it counter-attacks by walking D → C → B."""
    game = make_game(
        ["ABCD"],
        party=2,
        tokens=(("start", "start", "t1:A", {}),),
        objectives=[{"id": "obj", "kind": "kill", "targets": ["all"]}],
        loss=[{"id": "relic", "kind": "enemy-reaches", "target": "t1:B"}],
        setup=NO_SPAWNS,
    )
    state = _ready(game, {0: "t1:A", 1: "t1:A"})
    _hero_turn(state, 0)
    state.active = 1  # the ranger
    add_enemy(state, "t1:D", attacks={"melee": {"yellow": 1}})
    return state


def test_guard_does_not_shoot_an_enemy_whose_counter_attack_crosses_the_losing_zone() -> None:
    """Q9: a guard shot from beside the relic walked onto it in the heroes' phase, and the
    Enemies' phase opened on it: lost at once. The hero walks into its zone instead."""
    state = _relic_guard()
    enemy = next(iter(state.enemies.values()))
    assert any(uid == enemy.uid for _, uid in state.attack_targets(state.heroes[1]))
    action = _choose(state)
    assert isinstance(action, Move) and action.to == "t1:B", action


# ------------------------------------------------------------------ agents first (md1 reinforcements)
def _agent_and_mob(flags: dict[str, Any]) -> tuple[Any, Any, Any]:
    """A hero on A with a weak mob (2 wounds left) and an Agent (5) in its zone; the tile has
    a level token, so the Agent draws a Guard card every Enemies' phase unless the quest
    waives reinforcements."""
    game = make_game(
        ["ABC"],
        party=1,
        tokens=(("start", "start", "t1:A", {}), ("level-1", "level", "t1:C", {"value": 1})),
        objectives=[{"id": "obj", "kind": "reach", "targets": ["t1:C"]}],
        setup={"flags": flags},
    )
    state = _ready(game, {0: "t1:A"})
    _hero_turn(state, 0)
    mob = add_enemy(state, "t1:A", kind="mob", health=2)
    agent = add_enemy(state, "t1:A", kind="agent", health=5)
    return state, mob, agent


def test_an_agent_that_calls_reinforcements_is_attacked_before_a_weaker_mob() -> None:
    state, _, agent = _agent_and_mob({"noEvents": True})
    action = _choose(state)
    assert isinstance(action, Attack) and action.target == agent.uid, action


def test_without_reinforcements_the_weaker_mob_is_attacked_first() -> None:
    state, mob, _ = _agent_and_mob({"noEvents": True, "noReinforcements": True})
    action = _choose(state)
    assert isinstance(action, Attack) and action.target == mob.uid, action


# ------------------------------------------------------------------ idle: loot, then guard
def _between_waves(treasure: str | None = None) -> Any:
    """Q9's lull: the quest wants a wave dead that has not come yet (nothing to plan for),
    and loses if an enemy reaches the relic on D."""
    tokens: list[tuple[str, str, str, dict[str, Any]]] = [("start", "start", "t1:A", {})]
    if treasure:
        tokens.append(("loot", "treasure", treasure, {}))
    game = make_game(
        ["ABCDEFG"],
        party=2,
        tokens=tuple(tokens),
        objectives=[{"id": "obj", "kind": "kill", "targets": ["wave"]}],
        triggers=[
            {
                "id": "trg-wave",
                "on": {"event": "round-start", "round": 5},
                "once": True,
                "effects": [{"kind": "spawn", "target": "t1:G", "value": {"id": "wave"}}],
            }
        ],
        loss=[{"id": "relic", "kind": "enemy-reaches", "target": "t1:D"}],
        setup=NO_SPAWNS,
    )
    return game


def test_between_waves_a_hero_goes_to_stand_guard_where_enemies_must_not_get() -> None:
    state = _ready(_between_waves(), {0: "t1:A", 1: "t1:A"})
    _hero_turn(state, 0)
    action = _choose(state)
    assert isinstance(action, Move) and action.to == "t1:B", action
    state.heroes[0].zone = state.game.topology.index["t1:D"]
    assert isinstance(_choose(state), EndTurn)  # there it holds


def test_between_waves_a_hero_takes_the_treasure_in_reach_first() -> None:
    state = _ready(_between_waves(treasure="t1:F"), {0: "t1:E", 1: "t1:A"})
    _hero_turn(state, 0)
    action = _choose(state)
    assert isinstance(action, Move) and action.to == "t1:F", action  # not back to the relic
    state.heroes[0].zone = state.game.topology.index["t1:F"]
    assert isinstance(_choose(state), PickUp)
