"""Tactics of the md goal bot beyond following the quest-logic plan (issue #28): muster
before the big fight, take the loot before the level rises, race a deadline, guard against
an enemy that can end the game.

* **Muster** (the search bot's *muster* policy; the goal bot does not, measured no better
  on its own). When the plan's next step sets off a trigger that spawns the enemy a kill
  objective wants dead (the sentry behind the door), and the clock allows, the party first
  gains strength where the rules reward it: treasure it can reach (gear) and enemies
  already about that no objective names (XP, which buys skills in md1 and levels in md2).
  It stops when the party has earned :data:`MUSTER_XP` XP a hero, when nothing is left to
  gain, or when the deadline comes near. (Unexplored rooms are left alone: opening them
  brings more enemies than strength, measured on sentrys-crossing.)
* **Loot before the level rises** (md1). Stepping onto a tile whose level token is above
  the current level raises the level for good: every later Door card, Guard and patrol
  comes from the higher deck. When every zone the plan heads for lies on such a tile, the
  heroes first take the treasure lying on tiles of the current level or lower (Treasure
  cards of those levels: gear before the harder fights), unless the quest runs against a
  clock (a round limit, an enemy heading for a zone, a counter). Measured on the md1 rulebook
  fixtures with four heroes (goal bot, 40 games): Q6 0 → 8 wins, Q1 7 → 10, Q3 7 → 9.
* **Race.** When a deadline (a ``round-limit`` loss) is close for what the plan still
  needs, heroes stop picking fights and treasure on the way and do not back off to hide.
* **Bleeding** (a clock of wounds). While a recurring round-start trigger wounds the
  heroes wherever they stand (Q10's crushing darkness: one wound a starting hero every
  round once the party stands on stage 2), hiding heals nothing and every round spent costs
  wounds: weak heroes do not back off into the shadows (which, with the wounds coming every
  round, left them walking in and out of a Shadow room for the rest of the game), and no
  detour is taken for loot. Before the first step that sets such a trigger going (onto the
  zone its ``visited`` condition names), a hero waits until the whole party stands within
  :data:`GATHER_DISTANCE` zones of it, so that all face the fight from the first wounded
  round (in Q10 one hero stepped onto stage 2 while the others were still looting stage 1).
  *Rest* (knob ``rest``): the party also waits until every standing hero is at full
  health (md1 heals by the events' blessings; nothing wounds on the safe side) or the
  round is :data:`REST_LAST_ROUND`. Measured (Q10, four heroes): the goal bot gets through
  stage 2 more often, the search bot no better (figures in docs/engine.md).
* **Guard.** An enemy that loses the game by reaching a zone (``enemy-reaches``) or
  moving on from one (``enemy-leaves``) is hunted first by the hero nearest it once it is
  within :data:`GUARD_DISTANCE` zones of that zone; standing in its zone holds it (md
  enemies do not leave a hero's zone) and the hero attacks it before anything else. An
  enemy no attack can hurt or one a lure baits is left to the plan.

* **Agents first** (md1). At the end of every Enemies' phase each Agent on the board
  draws a Guard card that spawns at its tile's level token (rulebook "Reinforcements"), so
  an Agent left standing adds an enemy every round. While the quest keeps reinforcements,
  an attack on such an Agent is preferred (:data:`AGENT_FIRST` is worth one and a half
  points of attack power in the choice of target). Measured on the md1 rulebook fixtures
  and the bundled md1 quests, goal bot, four heroes, 100 games: see docs/engine.md.

* **Idle.** A hero the plan has nothing for (no step, no open objective with a zone: Q9
  between its waves, before the enemies its kill objective names appear) takes the
  treasure it can reach, else stands guard in the zones an ``enemy-reaches`` loss names,
  instead of walking to the nearest closed door (whose Door card brings more Guards).
  Measured on Q9 with four heroes (search bot, seeds 0-599): 33 -> 44 wins; every other md
  quest the same games (docs/engine.md).

Everything here reads the game and the cached plan only; the planner in :mod:`.goal` asks.
"""

from __future__ import annotations

import weakref
from typing import Any

from questwright.core.questlogic import Action as Step
from questwright.engine.crawler.triggers import condition_holds
from questwright.engine.rulesets.md import skills
from questwright.engine.topology import INF

__all__ = [
    "AGENT_FIRST",
    "GATHER_DISTANCE",
    "GUARD_DISTANCE",
    "MUSTER_XP",
    "REST_LAST_ROUND",
    "arming_zones",
    "bleeding",
    "calls_reinforcements",
    "deadline",
    "gathered",
    "guard_targets",
    "idle_goals",
    "loot_before_rising",
    "muster_goals",
    "racing",
    "rested",
    "rounds_needed",
    "wakes_enemy",
]

#: XP a hero (held or spent on skills) after which the party stops mustering
MUSTER_XP = 10
#: without a deadline, the party musters no later than this round
MUSTER_LAST_ROUND = 6
#: a threatening enemy this many zones (or fewer) from where it ends the game is hunted
GUARD_DISTANCE = 4
#: added to the score of an attack on an Agent that calls reinforcements (the goal planner
#: scores a target by ten times the attack's power, less the wounds the target has left)
AGENT_FIRST = 15
#: rounds kept in hand beyond the estimate before a deadline
SLACK = 2
#: zones a hero covers in a round when it only walks (three Movement actions of two points,
#: doors and pick-ups on the way)
ZONES_PER_ROUND = 4


def deadline(state: Any) -> int | None:
    """The round at whose end the quest is lost (the earliest ``round-limit``), if any."""
    rounds = [s.rounds for s in state.game.logic.loss if s.kind == "round-limit" and s.rounds]
    return min(rounds) if rounds else None


def rounds_needed(state: Any, hero: Any, steps: tuple[Step, ...], goals: set[int]) -> int:
    """A rough count of the rounds the plan still needs: walking to the next step's
    ``goals``, about a round for each hero step after it and two for each fight."""
    topo = state.game.topology
    walk = 0
    if goals:
        far = topo.distances(state.key, goals, True)[hero.zone]
        walk = 0 if far >= INF else far
    later = sum(1 for s in steps if s.by_hero) - 1
    fights = sum(1 for s in steps if s.kind in ("kill", "destroy"))
    return -(-walk // ZONES_PER_ROUND) + max(0, later) + 2 * fights


def racing(state: Any, hero: Any, steps: tuple[Step, ...], goals: set[int]) -> bool:
    """Is the deadline so close that the hero must not stop for fights or treasure?"""
    end = deadline(state)
    if end is None or not steps:
        return False
    return end - state.round + 1 <= rounds_needed(state, hero, steps, goals) + SLACK


def wakes_enemy(state: Any, step: Step) -> bool:
    """Does taking ``step`` set off a trigger not yet fired that spawns an enemy a kill
    objective wants dead (the big fight)? (the trigger's event target is the step's
    subject, or the objective the step completes)"""
    logic = state.game.logic
    wanted = {t for o in logic.objectives if o.kind == "kill" for t in o.targets}
    if not wanted:
        return False
    completes = {
        o.id
        for o in state.current_objectives()
        if step.subject in o.targets or o.id == step.subject
    }
    for specs in logic.triggers.values():
        for spec in specs:
            if spec.once and spec.id in state.fired:
                continue
            if not any(
                e.kind == "spawn" and isinstance(e.value, dict) and e.value.get("id") in wanted
                for e in spec.effects
            ):
                continue
            if spec.target is not None and (
                spec.target == step.subject
                or (spec.event == "objective-complete" and spec.target in completes)
            ):
                return True
    return False


def _earned(state: Any, hero: Any) -> int:
    return int(hero.xp) + skills.spent_xp(state, hero) + 5 * (int(hero.level) - 1)


def muster_goals(
    state: Any, hero: Any, steps: tuple[Step, ...], goals: set[int], openable: int
) -> set[int] | None:
    """Where the party gains strength before the step that wakes the big fight (see the
    module docstring); ``None``: go on with the plan. ``openable`` is the topology key with
    the doors the heroes may open opened."""
    step = next((s for s in steps if s.by_hero), None)
    if step is None or not wakes_enemy(state, step):
        return None
    standing = [h for h in state.heroes if h.active]
    if not standing or sum(_earned(state, h) for h in standing) >= MUSTER_XP * len(standing):
        return None
    end = deadline(state)
    if end is None:
        if state.round > MUSTER_LAST_ROUND:
            return None
    elif end - state.round + 1 <= rounds_needed(state, hero, steps, goals) + SLACK + 2:
        return None
    topo = state.game.topology
    avoid = set(goals)  # the waking step's own zones stay out of reach while mustering
    found: set[int] = set()
    for token in state.tokens.values():
        if token.kind == "treasure" and token.zone not in avoid:
            found.add(token.zone)
    named = {t for o in state.game.logic.objectives for t in o.targets}
    for enemy in state.enemies.values():
        if enemy.kind == "object" or enemy.dormant or enemy.zone in avoid:
            continue
        if enemy.source in named or enemy.uid in named or enemy.name in named:
            continue
        found.add(enemy.zone)
    if not found:
        return None
    dist = topo.distances(openable, found, True)
    return found if dist[hero.zone] < INF else None


def guard_targets(state: Any) -> list[tuple[Any, int]]:
    """Enemies that would end the game by reaching or leaving a zone, with how many zones
    they are from it, nearest first (only those within :data:`GUARD_DISTANCE`)."""
    out: list[tuple[Any, int]] = []
    specs = [s for s in state.game.logic.loss if s.kind in ("enemy-reaches", "enemy-leaves")]
    if not specs or not state.enemies:
        return out
    topo = state.game.topology
    for spec in specs:
        if spec.kind == "enemy-reaches":
            zones = set(state.zones_of(spec.target))
            who = spec.props.get("enemy")
            threats = [
                e
                for e in state.enemies.values()
                if e.kind != "object" and not e.dormant and state.enemy_is(e, who)
            ]
        else:  # enemy-leaves: a scripted monster walking out through the exit
            zones = set(spec.zones) or ({state.data.exit} if state.data.exit >= 0 else set())
            threats = [e for e in state.enemies.values() if e.script == "to-exit"]
        # an enemy no attack can hurt, or one the plan baits with a lure, is the plan's
        # business (Q5's Immortal): hunting it would only pin it where it stands
        threats = [e for e in threats if not (e.rules.get("invulnerable") or e.rules.get("lure"))]
        if not zones or not threats:
            continue
        dist = topo.distances(state.key, zones, False)
        for enemy in threats:
            d = dist[enemy.zone]
            if d <= GUARD_DISTANCE:
                out.append((enemy, d))
    out.sort(key=lambda p: (p[1], p[0].uid))
    return out


def losing_zones(state: Any, enemy: Any) -> set[int]:
    """Zones whose reaching by ``enemy`` loses the game (``enemy-reaches``)."""
    out: set[int] = set()
    for spec in state.game.logic.loss:
        if spec.kind == "enemy-reaches" and state.enemy_is(enemy, spec.props.get("enemy")):
            out |= set(state.zones_of(spec.target))
    return out


def provokes_loss(state: Any, hero: Any, enemy: Any) -> bool:
    """Would attacking ``enemy`` make it counter-attack ``hero`` across a zone whose
    reaching loses the game? (md1 Q9: a guard shot from beside the relic walked onto it in
    the heroes' phase, and the Enemies' phase opened on it: lost at once.)"""
    stops = getattr(state, "provoked_stops", None)
    if stops is None or enemy.zone == hero.zone or enemy.kind == "object":
        return False
    zones = losing_zones(state, enemy)
    return bool(zones) and bool(zones & stops(enemy, hero))


#: loss kinds that put the party against a clock: a detour for loot can lose the game
_CLOCKS = frozenset({"round-limit", "enemy-reaches", "enemy-leaves"})


def _clocked(state: Any) -> bool:
    """Does the quest run against a clock (a round limit, an enemy heading somewhere, a
    counter)? Then no detour is safe."""
    logic = state.game.logic
    return bool(logic.counters) or any(spec.kind in _CLOCKS for spec in logic.loss)


#: before setting off wounds every round, the party gathers within this many zones
GATHER_DISTANCE = 1
#: damage targets that wound heroes wherever they stand (a zone ref wounds only those in it)
_EVERYWHERE = frozenset({"party", "all"})


def bleeding(state: Any) -> bool:
    """Does a recurring round-start trigger wound the heroes now wherever they stand (its
    conditions hold)? Then only finishing what arms it stops the wounds (module docstring)."""
    return any(
        all(condition_holds(state, c) for c in spec.conditions) for spec in _bleeding_specs(state)
    )


#: per game's quest logic: its bleeding triggers (asked at every goal-bot move; a file may
#: hold thousands of round-start triggers, and they never change during a game)
_BLEEDING: weakref.WeakKeyDictionary[Any, list[Any]] = weakref.WeakKeyDictionary()


def _bleeding_specs(state: Any) -> list[Any]:
    """Recurring round-start triggers that wound the heroes wherever they stand."""
    logic = state.game.logic
    found = _BLEEDING.get(logic)
    if found is None:
        found = _BLEEDING[logic] = [
            spec
            for spec in logic.triggers.get("round-start", ())
            if not spec.once
            and spec.round is None
            and any(e.kind == "damage" and (e.target or "all") in _EVERYWHERE for e in spec.effects)
        ]
    return found


def arming_zones(state: Any) -> set[int]:
    """Zones whose first visit would set a bleeding trigger going: its one unmet condition
    is a ``visited`` of theirs (Q10's stage tiles)."""
    out: set[int] = set()
    for spec in _bleeding_specs(state):
        unmet = [c for c in spec.conditions if not condition_holds(state, c)]
        if len(unmet) != 1:
            continue
        (cond,) = unmet
        if cond.visited is None or cond.not_:
            continue
        out |= set(state.zones_of(cond.visited))
    return out


#: the party rests before setting off wounds every round no later than this round
REST_LAST_ROUND = 20


def rested(state: Any) -> bool:
    """Is the party fit to set off wounds every round: every standing hero at full health
    (or the round is :data:`REST_LAST_ROUND` or later, or wounds already come every round,
    so that waiting heals nothing)?"""
    if state.round >= REST_LAST_ROUND or bleeding(state):
        return True
    return all(h.health >= h.max_health for h in state.standing_heroes())


def gathered(state: Any, hero: Any) -> bool:
    """Does every standing hero stand within :data:`GATHER_DISTANCE` zones of ``hero``?"""
    dist = state.game.topology.distances(state.key, (hero.zone,), True)
    return all(dist[h.zone] <= GATHER_DISTANCE for h in state.standing_heroes())


def loot_before_rising(state: Any, goals: set[int]) -> set[int] | None:
    """md1: the zones of treasure on tiles no higher than the current level when every zone
    of ``goals`` lies on a tile above it (see the module docstring); ``None``: go on."""
    tile_level = getattr(state.data, "tile_level", None)
    if not goals or tile_level is None or _clocked(state) or bleeding(state):
        return None
    zone_tile = state.game.topology.zone_tile

    def level(zone: int) -> int:
        tile = zone_tile[zone]
        return tile_level[tile] if tile >= 0 else 0

    if any(level(z) <= state.level for z in goals):
        return None
    found = {
        t.zone
        for t in state.tokens.values()
        if t.kind == "treasure" and level(t.zone) <= state.level
    }
    return found or None


def idle_goals(state: Any) -> tuple[set[int], set[int]]:
    """Where a hero goes when the plan has nothing for him (no step, no open objective
    with a zone: between a quest's waves, before the enemies it must kill appear): the
    zones holding treasure (gear before the next fight), and the zones whose reaching by
    an enemy loses the game (``enemy-reaches``: held, an enemy walking in meets the
    heroes there instead of slipping past them while they explore)."""
    treasure = {t.zone for t in state.tokens.values() if t.kind == "treasure"}
    guarded: set[int] = set()
    for spec in state.game.logic.loss:
        if spec.kind == "enemy-reaches":
            guarded |= set(state.zones_of(spec.target))
    return treasure, guarded


def calls_reinforcements(state: Any, enemy: Any) -> bool:
    """md1: will ``enemy`` draw a Guard card at the end of the Enemies' phase (an awake Agent
    on a tile with a level token, in a quest that keeps reinforcements)?"""
    if enemy.kind != "agent" or enemy.dormant:
        return False
    level_zone = getattr(state.data, "tile_level_zone", None)
    if level_zone is None or state.data.flags.get("noReinforcements"):
        return False
    tile = state.game.topology.zone_tile[enemy.zone]
    return tile >= 0 and level_zone[tile] >= 0
