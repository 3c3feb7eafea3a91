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

from questwright.core.questlogic import Action as Step
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
    Place,
    Recover,
)
from questwright.engine.rng import Rng
from questwright.engine.rulesets.md import hero_turn, tactics
from questwright.engine.rulesets.md.plan import Plan, planner_for
from questwright.engine.topology import INF
from questwright.schema.model import Effect

__all__ = ["MdGoalPlanner"]


class MdGoalPlanner:
    """Plans a hero's next action toward the open objectives (see the module docstring).

    ``rng`` is the bot's own generator (it breaks ties between equally short paths).
    """

    def __init__(
        self,
        rng: Rng,
        *,
        weak: float = 0.4,
        engage_range: int = 2,
        muster: bool = False,
        agents_first: bool = True,
        rest: bool = True,
    ) -> None:
        self.rng = rng
        self.weak = weak
        self.engage_range = engage_range
        #: gain strength before the step that wakes the big fight (:mod:`.tactics`)
        self.muster = muster
        #: md1: prefer attacking an Agent that calls reinforcements (tactics)
        self.agents_first = agents_first
        #: md1: heal before setting off wounds every round (tactics)
        self.rest = rest
        #: the topology key with every openable door opened, for the decision being made
        self._open_key: int | None = None
        #: the quest-logic plan of the state being decided (:meth:`_plan`)
        self._plan_of: tuple[Any, Plan] | None = None

    # ------------------------------------------------------------------ main
    def choose(self, state: Any) -> Action:
        """The hero's next action toward the open objectives (bot, docs/engine.md)."""
        self._open_key = None  # worked out at most once per decision
        self._plan_of = None
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
        # 0. guard: an enemy about to end the game is hunted first (tactics)
        threats = tactics.guard_targets(state) if state.enemies else []
        if threats:
            hunt = self._hunt(state, hero, targets, threats, has_action, has_mp)
            if hunt is not None:
                return hunt
        race = self._racing(state, hero)
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
            # held in the zone by enemies it cannot strike (md1: a ranged or magic weapon
            # reaches other zones only): shoot what it can reach rather than stand idle
            attack = self._best_attack(state, hero, targets) if has_action else None
            return attack if attack is not None else EndTurn(i)
        # 2. weak and watched: slip into an unseen Shadow zone (not while racing a deadline,
        # nor while wounds come every round wherever the heroes stand: hiding heals nothing)
        if hero.health <= self.weak * hero.max_health and not race and not tactics.bleeding(state):
            step = self._retreat(state, hero) if has_mp else None
            if step is not None:
                return step
            if has_action and not enemies_here and hasattr(state, "interactions"):
                return Recover(i)
        # 3. bait a lured enemy onto what the next step removes; take things, leave, levers
        bait = self._bait(state, hero) if has_mp else None
        if bait is not None:
            return bait
        here = state.pickable_here(zone) if has_mp and not enemies_here else []
        # racing a deadline: only what the quest needs, not treasure
        if here and (not race or any(t.kind != "treasure" for t in here)):
            return PickUp(i)
        if (
            has_mp
            and zone == state.data.exit
            and hero_turn.escape_allowed(state, hero)
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
        # 4. shoot what is close (not while racing a deadline)
        if has_action and not race:
            attack = self._best_attack(state, hero, targets, near=self.engage_range)
            if attack is not None:
                return attack
        # 5. walk toward the goal (opening doors), or explore
        if has_mp:
            goals = self._goals(state, hero)
            loot = tactics.loot_before_rising(state, goals) if goals and not race else None
            if loot and self._reachable(state, hero, loot):
                goals = loot
            gather = self._muster(state, hero, goals) if self.muster and not race else None
            if gather:
                step = self._step_toward(state, hero, gather - {zone})
                if step is not None:
                    return step
            hold = False
            if goals is None:
                # nothing to pursue now (between a quest's waves): take the treasure in
                # reach, else stand guard where enemies must not get (tactics)
                goals, hold = self._idle(state, hero)
            if goals is not None and zone in goals:
                door = self._objective_door(state, hero)
                if door is not None:
                    return door
                if hold or self._holding(state):
                    return EndTurn(i)  # hold the position (hold / occupy objectives)
                goals = goals - {zone}
            step = self._step_toward(state, hero, goals or set())
            if step is None:
                step = self._step_toward(state, hero, self._frontier(state))
            if (
                isinstance(step, Move)
                and topo.index[step.to] in tactics.arming_zones(state)
                and not (tactics.gathered(state, hero) and (not self.rest or tactics.rested(state)))
            ):
                # the step sets off wounds every round: wait for the party, and for its
                # wounds to heal, first (tactics)
                return EndTurn(i)
            if step is not None:
                return step
        if has_action:
            attack = self._best_attack(state, hero, targets)
            if attack is not None:
                return attack
        return EndTurn(i)

    def _plan(self, state: Any) -> Plan:
        """The quest-logic plan of ``state`` (:mod:`.plan`), asked once per decision: the
        cache lookup builds a quest-state key, and several steps of a decision want it."""
        if self._plan_of is None or self._plan_of[0] is not state:
            self._plan_of = (state, planner_for(state.game).plan(state))
        return self._plan_of[1]

    # ------------------------------------------------------------------ tactics
    def _hunt(
        self,
        state: Any,
        hero: Any,
        targets: list[tuple[str, str]],
        threats: list[tuple[Any, int]],
        has_action: bool,
        has_mp: bool,
    ) -> Action | None:
        """Guard (:mod:`.tactics`): attack the nearest threatening enemy if it is in
        reach, else walk into its zone (an md enemy does not leave a hero's zone) when this
        hero is the nearest standing hero to it or no farther than two zones."""
        enemy = threats[0][0]
        if has_action:
            hits = [(k, u) for k, u in targets if u == enemy.uid]
            # a shot that makes it counter-attack across the losing zone loses at once: walk
            # into its zone instead, where it stays
            if hits and not tactics.provokes_loss(state, hero, enemy):
                power = state.data.attack_power
                kind, uid = max(hits, key=lambda t: power(hero.gear, t[0]))
                return Attack(hero.index, kind, uid)
        if not has_mp or hero.zone == enemy.zone or not state.can_leave(hero):
            return None
        topo = state.game.topology
        dist = topo.distances(self._openable_key(state), (enemy.zone,), True)
        mine = dist[hero.zone]
        nearest = min((dist[h.zone] for h in state.heroes if h.active), default=INF)
        if mine >= INF or (mine > nearest and mine > 2):
            return None
        return self._step_toward(state, hero, {enemy.zone})

    def _idle(self, state: Any, hero: Any) -> tuple[set[int] | None, bool]:
        """Where a hero the plan has nothing for goes (:func:`tactics.idle_goals`): the
        treasure it can reach, else the zones enemies must not reach, to hold there (the
        flag); ``None``: explore as before."""
        treasure, guarded = tactics.idle_goals(state)
        if treasure and self._reachable(state, hero, treasure):
            return treasure, False
        if guarded:
            return guarded, True
        return None, False

    def _racing(self, state: Any, hero: Any) -> bool:
        """Is a deadline close for what the plan still needs? (:mod:`.tactics`)"""
        if tactics.deadline(state) is None:
            return False
        plan = self._plan(state)
        step = plan.next_by_hero()
        goals = self._step_zones(state, hero, step) if step is not None else set()
        return tactics.racing(state, hero, plan.steps, goals)

    def _muster(self, state: Any, hero: Any, goals: set[int] | None) -> set[int] | None:
        """Where to gain strength before the plan's next step wakes a big fight
        (:mod:`.tactics`); ``None``: follow the plan."""
        plan = self._plan(state)
        return tactics.muster_goals(
            state, hero, plan.steps, goals or set(), self._openable_key(state)
        )

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
        guarded = any(s.kind == "enemy-reaches" for s in state.game.logic.loss)
        for kind, uid in targets:
            enemy = state.enemies[uid]
            if only_zone is not None and enemy.zone != only_zone:
                continue
            if dist is not None and dist[enemy.zone] > near:
                continue
            if enemy.kind == "object" and not self._wanted_object(state, enemy):
                continue
            if guarded and tactics.provokes_loss(state, hero, enemy):
                continue  # its counter-attack would walk it onto what it must not reach
            power = data.attack_power(hero.gear, kind)
            left = enemy.remaining + enemy.minions * enemy.minion_health
            score = power * 10 - left + (5 if enemy.zone == hero.zone else 0)
            if self.agents_first and tactics.calls_reinforcements(state, enemy):
                score += tactics.AGENT_FIRST  # each Enemies' phase it adds a Guard
            if best is None or score > best[0]:
                best = (score, Attack(hero.index, kind, uid))
        return best[1] if best else None

    def _wanted_object(self, state: Any, enemy: Any) -> bool:
        """Whether to attack an object: a destroy objective or the model's next step, unless
        destroying it now would waste the removal it sets off (:meth:`_lure_wait`)."""
        for obj in state.current_objectives():
            if obj.kind == "destroy" and enemy.source in obj.targets:
                return True
        step = self._plan(state).next_by_hero()
        if step is None or step.kind != "destroy" or step.subject != enemy.source:
            return False
        return self._lure_wait(state, step.subject) is None

    def _lure_wait(self, state: Any, subject: str) -> set[int] | None:
        """The zones to bait first if destroying ``subject`` now would remove zones (a
        bridge falls) without killing the lured enemy the model counts on standing there
        (Q5: the Immortal follows fireworks); ``None``: go ahead. Found by destroying it in
        a copy of the game, so any chain of triggers is judged as the engine plays it."""
        lured = [e for e in state.enemies.values() if e.rules.get("lure") and e.kind != "object"]
        if not lured:
            return None
        probe = state.clone()
        probe.effect(Effect(kind="destroy", target=subject))
        topo = state.game.topology
        gone = topo.removed_zones(probe.key) - topo.removed_zones(state.key)
        if not gone or any(e.uid not in probe.enemies for e in lured):
            return None
        return gone

    def _bait(self, state: Any, hero: Any) -> Action | None:
        """Put a carried lure (a placeable quest item a lured enemy follows) in the zones
        the next step will remove, or walk there with it, or fetch one."""
        if not state.game.logic.items or not any(
            e.rules.get("lure") for e in state.enemies.values()
        ):
            return None
        plan = self._plan(state)
        step = plan.next_by_hero()
        if step is None or step.kind != "destroy":
            return None
        gone = self._lure_wait(state, step.subject)
        if not gone:
            return None
        kinds = {e.rules["lure"] for e in state.enemies.values() if e.rules.get("lure")} & set(
            state.game.logic.items
        )
        if any(t.kind in kinds and t.zone in gone for t in state.tokens.values()):
            return None  # the bait is out: wait for the enemy to take it
        carried = [i for i in hero.items if i.split(":", 1)[0] in kinds]
        if not carried:
            return self._step_toward(state, hero, self._lure_sources(state, kinds))
        if hero.zone in gone:
            place = Place(hero.index, carried[0])
            return place if place in state.legal_actions() else None
        return self._step_toward(state, hero, gone)

    def _lure_sources(self, state: Any, kinds: set[str]) -> set[int]:
        """Zones of tokens whose pick-up gives a lure item (``give-item`` of one of
        ``kinds``), by token id or kind."""
        out: set[int] = set()
        for spec in state.game.logic.triggers.get("pickup", []):
            if not any(e.kind == "give-item" and e.value in kinds for e in spec.effects):
                continue
            for token in state.tokens.values():
                if spec.target is None or spec.target in (token.id, token.kind):
                    out.add(token.zone)
        return out

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
        """Zones the hero should head for (None: none): where the quest-logic model's next
        step is taken (:mod:`.plan`), else the zones of the objectives now open."""
        plan = self._plan(state)
        step = plan.next_by_hero()
        if step is not None:
            keys = self._keys_to_fetch(state, hero, step)
            if keys:
                return keys
            goals = self._step_zones(state, hero, step)
            if goals:
                if plan.granted and not self._reachable(state, hero, goals):
                    # the model took a pick-up for granted (a key): fetch it first
                    for token in plan.granted:
                        t = state.tokens.get(token)
                        if t is not None and token not in state.picked:
                            goals = goals | {t.zone}
                return goals
        open_zones: set[int] = set()
        for obj in state.current_objectives():
            open_zones |= self._objective_zones(state, hero, obj)
        if open_zones and step is None and not self._reachable(state, hero, open_zones):
            # no plan step: the model settled the rest of the quest in the heroes' region
            # (a key there, the door it opens, the objective behind it), so nothing is
            # left to plan; the heroes fetch the keys of the doors still locked first
            open_zones |= self._locked_door_keys(state)
        return open_zones or None

    def _locked_door_keys(self, state: Any) -> set[int]:
        """Where the keys lie, not yet picked up, of the key-locked doors still shut."""
        out: set[int] = set()
        for door_id in state.board.doors:
            lock = self._shut_lock(state, door_id)
            if lock is not None and lock.kind == "key":
                out |= self._missing_keys(state, lock)
        return out

    @staticmethod
    def _shut_lock(state: Any, door_id: str) -> Any:
        """The lock of ``door_id`` if the door is shut and the heroes cannot open it now."""
        door = state.game.topology.door_index.get(door_id)
        if door is None or state.door_open(door) or state.door_openable(door):
            return None
        return state.board.doors[door_id].lock

    @staticmethod
    def _missing_keys(state: Any, lock: Any) -> set[int]:
        """Where the keys of a key ``lock`` lie that no hero has picked up yet."""
        return {
            state.tokens[k].zone for k in lock.keys if k in state.tokens and k not in state.picked
        }

    def _keys_to_fetch(self, state: Any, hero: Any, step: Step) -> set[int]:
        """Where to go first when the model's next step opens a locked door the heroes
        cannot open yet: the keys no hero has picked up, or the zones of the objectives its
        condition waits for. The model takes a pick-up in the heroes' own region for granted
        (it settles it, and the objective it completes), so its plan opens the door next;
        the heroes would stand at the door and wait forever."""
        if step.kind != "open" or step.subject not in state.board.doors:
            return set()
        lock = self._shut_lock(state, step.subject)
        if lock is None:
            return set()
        if lock.kind == "key":
            return self._missing_keys(state, lock)
        if lock.kind == "condition":
            waited = set(lock.requires) - set(state.done) - set(state.fired)
            zones: set[int] = set()
            for obj in state.current_objectives():
                if obj.id in waited:
                    zones |= self._objective_zones(state, hero, obj)
            return zones
        return set()

    def _step_zones(self, state: Any, hero: Any, step: Step) -> set[int]:
        """Where a hero takes the model's ``step``: the token picked up, the zone entered,
        the far side of the edge crossed, the door, the object, the enemy, the lever, the
        objective's zones; an enemy lured in: the zone it must enter."""
        kind, subject = step.kind, step.subject
        topo = state.game.topology
        if kind == "pickup":
            token = state.tokens.get(subject)
            tokens = {token.zone} if token is not None else set()
            for obj in state.current_objectives():
                # any open target of the same objective does as well (the nearest wins)
                if obj.kind in ("pickup", "collect") and subject in obj.targets:
                    tokens |= self._objective_zones(state, hero, obj)
            return tokens
        if kind == "cross":
            out: set[int] = set()
            for (a, b), names in topo.crossing.items():
                if subject in names:
                    if hero.zone in (a, b):
                        out.add(b if hero.zone == a else a)
                    else:
                        out |= {a, b}
            return out
        if kind in ("kill", "destroy"):
            out = set()
            for e in state.enemies.values():
                if subject not in (e.source, e.uid, e.name):
                    continue
                if e.script == "barrier":
                    # pillars on an edge are attacked from either side, and their object
                    # stands in just one of them, maybe the sealed one (Q8's wardens)
                    for pair in topo.barrier_zones[topo.barrier_index[e.source]]:
                        out.update(pair)
                else:
                    out.add(e.zone)
            return out or set(state.zones_of(subject))
        if kind == "complete":
            for obj in state.current_objectives():
                if obj.id == subject:
                    return self._objective_zones(state, hero, obj)
            return set()
        if kind in ("enter", "open", "activate", "enemy-enters"):
            return set(state.zones_of(subject))
        return set()

    def _openable_key(self, state: Any) -> int:
        """The topology key with every door the heroes could open now opened (the state
        does not change while one decision is made, so it is worked out once)."""
        if self._open_key is None:
            plan_key = state.key
            for d in range(len(state.game.topology.door_ids)):
                if state.door_openable(d):
                    plan_key |= 1 << d
            self._open_key = plan_key
        return self._open_key

    def _reachable(self, state: Any, hero: Any, goals: set[int]) -> bool:
        topo = state.game.topology
        return bool(topo.distances(self._openable_key(state), goals, True)[hero.zone] < INF)

    def _objective_zones(self, state: Any, hero: Any, obj: Any) -> set[int]:
        """Zones where an open objective is worked on."""
        goals: set[int] = set()
        kind = obj.kind
        if kind in ("pickup", "collect"):
            for t in obj.targets:
                token = state.tokens.get(t)
                if token is not None:
                    goals.add(token.zone)
        elif kind in ("escape", "reach", "hold", "lure"):
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
        elif kind == "open":
            index = state.game.topology.door_index
            for t in obj.targets:
                d = index.get(t)
                if d is not None and state.door_openable(d):
                    goals |= state.zones_of(t)
        return goals

    def _objective_door(self, state: Any, hero: Any) -> Action | None:
        """Open the door an open objective or the model's next step names, if it is here."""
        topo = state.game.topology
        wanted: list[str] = []
        for obj in state.current_objectives():
            if obj.kind == "open":
                wanted += obj.targets
        step = self._plan(state).next_by_hero()
        if step is not None and step.kind == "open":
            wanted.append(step.subject)
        if wanted:
            for t in wanted:
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
        plan_key = self._openable_key(state) if doors else state.key
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
