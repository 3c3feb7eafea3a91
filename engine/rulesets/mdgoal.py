"""The goal-seeking hero policy of the Massive Darkness rulesets (md1 and md2).

It plans on the zone graph instead of listing moves, which keeps simulation fast: it walks
the shortest path to the current objective's zones (counting closed doors it may open as
passable, and opening them on the way), takes what lies in its zone, fights what stands in
its zone or close to its path, and slips back into an unseen Shadow zone when it is weak and
watched (md2: recovers instead when it cannot). The generic
:class:`~questwright.engine.bots.GoalBot` asks a state for ``goal_action``; md states answer
with this planner.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import (
    Action,
    Activate,
    Attack,
    Begin,
    EndTurn,
    Escape,
    Move,
    OpenDoor,
    PickUp,
    Recover,
)
from questwright.engine.rng import Rng
from questwright.engine.topology import INF

__all__ = ["MdGoalPlanner"]


class MdGoalPlanner:
    """Plans a hero's next action toward the open objectives (see the module docstring).

    ``rng`` is the bot's own generator (it breaks ties between equally short paths).
    """

    def __init__(self, rng: Rng, *, weak: float = 0.4, engage_range: int = 2) -> None:
        self.rng = rng
        self.weak = weak
        self.engage_range = engage_range

    # ------------------------------------------------------------------ main
    def choose(self, state: Any) -> Action:
        if state.choosing_turn():
            return self._begin(state)
        hero = state.heroes[state.active]
        i = hero.index
        topo = state.game.topology
        zone = hero.zone
        has_mp = state.mp > 0 or state.actions_left > 0
        has_action = state.actions_left > 0
        enemies_here = [e for e in state.enemies.values() if e.zone == zone and e.kind != "object"]
        targets = state.attack_targets(hero) if has_action and state.enemies else []
        # 1. fight what stands in the zone
        if enemies_here and has_action:
            attack = self._best_attack(state, hero, targets, only_zone=zone)
            if attack is not None:
                return attack
        if enemies_here and not state.can_leave(hero):
            if has_mp:
                for d in topo.zone_doors[zone]:
                    if state.door_openable(d) and self._door_wanted(state, hero, d):
                        return OpenDoor(i, topo.door_ids[d])
            return EndTurn(i)
        # 2. weak and watched: slip into an unseen Shadow zone
        if hero.health <= self.weak * hero.max_health:
            step = self._retreat(state, hero) if has_mp else None
            if step is not None:
                return step
            if has_action and not enemies_here and hasattr(state, "interactions"):
                return Recover(i)
        # 3. take things, leave, work levers
        if has_mp and not enemies_here and state.pickable_here(zone):
            return PickUp(i)
        if (
            has_mp
            and zone == state.data.exit
            and state.escape_allowed(hero)
            and state.can_leave(hero)
        ):
            return Escape(i)
        if has_action:
            for lever, lever_zone in state.data.levers.items():
                if lever_zone == zone and lever not in state.activated:
                    return Activate(i, lever)
        interact = self._interact(state, hero) if has_mp else None
        if interact is not None:
            return interact
        # 4. shoot what is close
        if has_action:
            attack = self._best_attack(state, hero, targets, near=self.engage_range)
            if attack is not None:
                return attack
        # 5. walk toward the goal (opening doors), or explore
        if has_mp:
            goals = self._goals(state, hero)
            if goals is not None and zone in goals:
                door = self._objective_door(state, hero)
                if door is not None:
                    return door
                if self._holding(state):
                    return EndTurn(i)  # hold the position (hold / occupy objectives)
                goals = goals - {zone}
            step = self._step_toward(state, hero, goals or set())
            if step is None:
                step = self._step_toward(state, hero, self._frontier(state))
            if step is not None:
                return step
        if has_action:
            attack = self._best_attack(state, hero, targets)
            if attack is not None:
                return attack
        return EndTurn(i)

    # ------------------------------------------------------------------ helpers
    def _begin(self, state: Any) -> Action:
        legal = state.legal_actions()
        begins = [a for a in legal if isinstance(a, Begin)]
        if begins:
            return max(begins, key=lambda a: (state.heroes[a.hero].health, -a.hero))
        return legal[0]

    def _best_attack(
        self,
        state: Any,
        hero: Any,
        targets: list[tuple[str, str]],
        only_zone: int | None = None,
        near: int | None = None,
    ) -> Action | None:
        if not targets:
            return None
        data = state.data
        best: tuple[float, Action] | None = None
        dist = None
        if near is not None:
            dist = state.game.topology.distances(state.key, (hero.zone,), True)
        for kind, uid in targets:
            enemy = state.enemies[uid]
            if only_zone is not None and enemy.zone != only_zone:
                continue
            if dist is not None and dist[enemy.zone] > near:
                continue
            if enemy.kind == "object" and not self._wanted_object(state, enemy):
                continue
            power = data.attack_power(hero.gear, kind)
            left = enemy.remaining + enemy.minions * enemy.minion_health
            score = power * 10 - left + (5 if enemy.zone == hero.zone else 0)
            if best is None or score > best[0]:
                best = (score, Attack(hero.index, kind, uid))
        return best[1] if best else None

    def _wanted_object(self, state: Any, enemy: Any) -> bool:
        for obj in state.current_objectives():
            if obj.kind == "destroy" and enemy.source in obj.targets:
                return True
        return False

    def _door_wanted(self, state: Any, hero: Any, door: int) -> bool:
        return False

    def _retreat(self, state: Any, hero: Any) -> Action | None:
        topo = state.game.topology
        sight = topo.sight(state.key)
        watchers = [e for e in state.enemies.values() if e.kind != "object" and not e.dormant]
        if not watchers:
            return None
        seen_zones = set()
        for e in watchers:
            seen_zones.update(sight[e.zone])
        if hero.zone not in seen_zones and not topo.light[hero.zone]:
            return None
        if hero.zone not in seen_zones and topo.light[hero.zone]:
            lit_danger = any(
                topo.distances(state.key, (hero.zone,), True)[e.zone] <= 2 for e in watchers
            )
            if not lit_danger:
                return None
        safe = [
            z
            for z in range(len(topo.zone_ids))
            if not topo.light[z] and z not in seen_zones and topo.passable[z]
        ]
        if not safe or not state.can_leave(hero):
            return None
        return self._step_toward(state, hero, set(safe), doors=False, max_dist=2)

    def _interact(self, state: Any, hero: Any) -> Action | None:
        options = getattr(state, "interactions", None)
        if options is None:
            return None
        found = [a for a in options(hero) if state.tokens[a.target].kind != "forge"]
        return found[0] if found else None

    def _goals(self, state: Any, hero: Any) -> set[int] | None:
        """Zones the hero should head for, from the objectives now open (None: none)."""
        goals: set[int] = set()
        for obj in state.current_objectives():
            kind = obj.kind
            if kind in ("pickup", "collect"):
                for t in obj.targets:
                    token = state.tokens.get(t)
                    if token is not None:
                        goals.add(token.zone)
            elif kind in ("escape", "reach", "hold"):
                goals |= obj.zones
            elif kind == "activate":
                targets = [t for t in obj.targets if t not in state.activated]
                if obj.props.get("rule", "action") == "occupy" and targets:
                    t = targets[hero.index % len(targets)]
                    goals |= state.zones_of(t)
                else:
                    for t in targets:
                        goals |= state.zones_of(t)
            elif kind in ("kill", "destroy"):
                for e in state.enemies.values():
                    if e.source in obj.targets or e.uid in obj.targets:
                        goals.add(e.zone)
                if not goals:
                    for t in obj.targets:
                        goals |= state.zones_of(t)
                if not goals:
                    goals |= self._spawn_trigger_zones(state, hero, set(obj.targets))
            elif kind == "open":
                index = state.game.topology.door_index
                for t in obj.targets:
                    d = index.get(t)
                    if d is not None and state.door_openable(d):
                        goals |= state.zones_of(t)
        return goals or None

    def _spawn_trigger_zones(self, state: Any, hero: Any, targets: set[str]) -> set[int]:
        """Where to set off a trigger that has not fired yet and spawns one of ``targets``
        (a kill target that only a trigger creates): the zones beyond its edge for
        ``cross-edge`` (the side the hero is not on, so that it crosses), its zone for
        ``enter-zone``, the token's zone for ``pickup``."""
        out: set[int] = set()
        topo = state.game.topology
        for specs in state.game.logic.triggers.values():
            for spec in specs:
                if spec.id in state.fired or spec.target is None:
                    continue
                spawns = any(
                    e.kind == "spawn"
                    and (
                        (isinstance(e.value, dict) and e.value.get("id") in targets)
                        or e.target in targets
                    )
                    for e in spec.effects
                )
                if not spawns:
                    continue
                if spec.event == "cross-edge":
                    for (a, b), names in topo.crossing.items():
                        if spec.target in names:
                            out |= {a, b} - {hero.zone}
                elif spec.event in ("enter-zone", "pickup"):
                    out |= set(state.zones_of(spec.target))
        return out

    def _objective_door(self, state: Any, hero: Any) -> Action | None:
        topo = state.game.topology
        for obj in state.current_objectives():
            if obj.kind != "open":
                continue
            for t in obj.targets:
                d = topo.door_index.get(t)
                if d is not None and d in topo.zone_doors[hero.zone] and state.door_openable(d):
                    return OpenDoor(hero.index, t)
        return None

    def _holding(self, state: Any) -> bool:
        return any(
            o.kind == "hold" or (o.kind == "activate" and o.props.get("rule") == "occupy")
            for o in state.current_objectives()
        )

    def _frontier(self, state: Any) -> set[int]:
        topo = state.game.topology
        out: set[int] = set()
        for d in range(len(topo.door_ids)):
            if state.door_openable(d):
                for a, b in topo.door_zones[d]:
                    out.add(a)
                    out.add(b)
        return out

    def _step_toward(
        self,
        state: Any,
        hero: Any,
        goals: set[int],
        doors: bool = True,
        max_dist: int = INF,
    ) -> Action | None:
        if not goals:
            return None
        topo = state.game.topology
        zone = hero.zone
        plan_key = state.key
        if doors:
            for d in range(len(topo.door_ids)):
                if state.door_openable(d):
                    plan_key |= 1 << d
        dist = topo.distances(plan_key, goals, True)
        here = dist[zone]
        if here == 0 or here >= INF or here > max_dist:
            return None
        steps = [n for n in topo.neighbours(plan_key)[zone] if dist[n] == here - 1]
        if not steps:
            return None
        nxt = steps[0] if len(steps) == 1 else self.rng.choice(steps)
        if nxt in topo.neighbours(state.key)[zone]:
            if not state.can_leave(hero):
                return None
            return Move(hero.index, topo.zone_ids[nxt])
        for d in topo.zone_doors[zone]:
            pairs = topo.door_zones[d]
            if ((zone, nxt) in pairs or (nxt, zone) in pairs) and state.door_openable(d):
                return OpenDoor(hero.index, topo.door_ids[d])
        return None
