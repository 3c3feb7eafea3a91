"""The quest's rules applied to a state being worked on: triggers, conditions, effects.

:class:`Rules` fires the triggers listening to an event in quest order, checks their ``if``
conditions, and applies their effects as docs/engine.md describes them (doors, spawns,
removals, counters, items, enemy rules, win and loss), ignoring dice and enemies. Where the
outcome depends on what the model does not know — whether a hero stands in a zone at that
moment, whether a roaming enemy stood on a falling bridge, which of two tied tiles counts
down — it asks its :class:`~.state.Choices`, which replays every answer in turn.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from questwright.core.movement import movement
from questwright.core.questlogic.cascade import Cascade
from questwright.core.questlogic.model import (
    EVENT,
    Action,
    ObjectiveSpec,
    QuestModel,
    TriggerSpec,
)
from questwright.core.questlogic.state import Choices, Foe, QState, Step, Work
from questwright.schema.model import Condition, Effect

__all__ = ["OverBudget", "Rules"]

_MAYBE = None


#: the most zones :func:`_hit_by` chooses among (more: assumed enough heroes)
_HIT_ZONES = 12


def _hit_by(places: list[frozenset[str]], heroes: int) -> bool:
    """Whether ``heroes`` heroes, each in one zone, can stand in every one of ``places``
    (sets of zones) at once; with many zones to choose from, assumed so."""
    if heroes >= 1 and len(places) <= heroes:
        return True
    if heroes == 1:
        return bool(frozenset.intersection(*places))
    zones = sorted(frozenset().union(*places))
    if heroes < 1 or len(zones) > _HIT_ZONES:
        return heroes >= 1
    return any(all(p & set(pick) for p in places) for pick in combinations(zones, heroes))


class OverBudget(Exception):
    """The work of an exploration ran out in the middle of an action (see
    :class:`~.search.Bound`): the action's outcomes are unknown."""


def _done_marks(action: Action) -> tuple[str, ...]:
    """Facts or gates that mean a silent action needs no more thought."""
    subject = action.subject
    if action.kind == "pickup":
        return (f"picked:{subject}", f"lost:{subject}")
    if action.kind == "destroy":
        return (f"destroyed:{subject}", f"lost:{subject}")
    if action.kind == "open":
        return (f"door:{subject}",)
    if action.kind == "activate":
        return (f"activated:{subject}",)
    return ()


def leaving_marks(model: QuestModel) -> tuple[str, ...]:
    """The ``done:`` facts of the escape objectives that take every hero off the board for
    good (:attr:`.Roles.escaped_heroes_return` says whether they come back)."""
    if model.roles.escaped_heroes_return:
        return ()
    return tuple(
        f"done:{o.id}"
        for o in model.objectives
        if o.kind == "escape" and o.props.get("heroes") == "all"
    )


class Rules:
    """Triggers, conditions and effects over a :class:`~.state.Work` (see the module
    docstring)."""

    #: grow the heroes' parts from the gates just opened rather than flood them again
    #: (the same parts; a test compares both on every quest it has)
    incremental_flood = True

    def __init__(self, model: QuestModel, max_branches: int = 32) -> None:
        self.model = model
        self.max_branches = max_branches
        self.branches_cut = False
        #: work done (trigger firings, effects applied, replays of an action) and the most
        #: allowed (None: no limit); going over raises :class:`OverBudget`
        self.work = 0
        self.work_limit: int | None = None
        #: the triggers running now and their cascade's firings (the engine's rule)
        self.cascade = Cascade()
        regions = model.regions
        self._door_sides = {d: regions.sides.get(d, frozenset()) for d in model.door_ids}
        self._level_of_place: dict[str, int] = {}
        for spec in model.counters.values():
            for place in spec.places:
                self._level_of_place[place] = self._place_level(spec.scope, place)
        #: lever -> the exit tokens whose being out stops its activation (Machina's
        #: chapter spaces: :attr:`~.model.ObjectiveSpec.blocked_by`)
        self._exit_blocks: dict[str, tuple[tuple[str, bool, tuple[str, ...]], ...]] = {
            t: o.blocked_by for o in model.objectives if o.blocked_by for t in o.targets
        }
        #: doors enemies open themselves (movement model: ``enemiesOpenDoors``…)
        walker = movement(model.board)
        self.heroes_break_doors = walker.rules.heroes_break_doors
        self._enemy_doors = frozenset(
            f"door:{d.id}" for d in model.board.doors.values() if walker.opens_itself(d, "enemy")
        )
        #: trigger id -> whether the party has heroes enough for its places held at once
        self._enough: dict[str, bool] = {}
        #: the zones of the start spaces (start tokens), where every hero stands when the
        #: first round starts
        self._start_zones = frozenset(model.start_zones)
        #: silent actions with the facts (or gates) any of which means they are done
        silent = model.__dict__.get("_silent_marks")
        if silent is None:  # (the same for every walk of one model: a file may list 20,000)
            silent = model.__dict__["_silent_marks"] = [
                (a, frozenset(_done_marks(a))) for a in model.actions if a.silent
            ]
        self._silent: list[tuple[Action, frozenset[str]]] = silent
        self._all_done: frozenset[str] | None = None
        #: the ``done:`` facts of the escape objectives that take every hero off the board
        #: for good (:func:`leaving_marks`): once one holds and the quest is not won, no hero
        #: is left to act
        self.leaving = leaving_marks(model)
        self._listener_index: dict[
            str, tuple[list[TriggerSpec], list[int], dict[str, list[int]]]
        ] = {}
        self._tokens_in: dict[int, list[str]] = {}
        for tid, (where, _kinds) in model.pickups.items():
            for r in where:
                self._tokens_in.setdefault(r, []).append(tid)

    def heroes_gone(self, s: QState | Work) -> bool:
        """Every hero has left by the exit (an escape objective for all of them is done)."""
        return any(done in s.facts for done in self.leaving)

    def _place_level(self, scope: str, place: str) -> int:
        board = self.model.board
        if scope == "tile":
            return self.model.tile_level.get(place, 0)
        zone = board.zones.get(place)
        return self.model.tile_level.get(zone.tile or "", 0) if zone else 0

    def _foes(self, s: QState | Work) -> Iterable[Foe]:
        return s.foes.values() if isinstance(s, Work) else s.foes

    def _foe(self, s: QState | Work, name: str) -> Foe | None:
        if isinstance(s, Work):
            return s.foes.get(name)
        return next((f for f in s.foes if f[0] == name), None)

    def foe_regions(self, s: QState | Work, foe: Foe) -> frozenset[int]:
        """Where an enemy may be: its place, or (if it moves) wherever enemies can walk."""
        _name, home, flags = foe
        removed = frozenset(s.removed)
        if home in removed:
            return frozenset()
        if "d" in flags or "s" in flags:
            return frozenset({home})
        gates = frozenset(s.gates) | self._enemy_doors
        return self.model.regions.flood((home,), gates, removed, enemy=True)

    def _aliases(self, name: str) -> frozenset[str]:
        spec = self.model.enemies.get(name)
        return spec.aliases if spec else frozenset({name})

    def _gain(self, w: Work, item: tuple[str, tuple[str, ...]], pinned: bool) -> None:
        mask = 0
        if pinned and w.hero_region is not None:
            for index, part in enumerate(w.parts):
                if w.hero_region in part:
                    mask = 1 << index
        if not mask:
            mask = (1 << len(w.parts)) - 1
        elif w.hero_region is not None:
            w.pinned[item[0]] = w.hero_region
        w.items.append((item[0], item[1], mask))

    def _destroy(self, w: Work, step: Step, ch: Choices, oid: str) -> None:
        if f"destroyed:{oid}" in w.facts:
            return
        w.facts.add(f"destroyed:{oid}")
        w.gates.add(f"barrier:{oid}")
        if w.fresh_gates is not None:
            w.fresh_gates.add(f"barrier:{oid}")
        w.dirty = True
        self._fire(w, step, ch, "object-destroyed", (oid,))

    def _open(self, w: Work, step: Step, ch: Choices, door: str) -> None:
        gate = f"door:{door}"
        if gate in w.gates:
            return
        w.gates.add(gate)
        if w.fresh_gates is not None:
            w.fresh_gates.add(gate)
        w.dirty = True
        self._flood(w)
        new = w.gained
        if self.model.roles.wake_on_reveal and w.foes.dormant:
            sides = self._door_sides.get(door, frozenset())
            for name in sorted(w.foes.dormant):
                fname, home, flags = w.foes[name]
                if home in new or home in sides:
                    w.foes[name] = (fname, home, flags.replace("d", ""))
                    w.facts.add(f"woken:{name}")
        self._fire(w, step, ch, "door-opened", (door,))
        if new and "chamber-revealed" in self.model.listeners and not w.outcome:
            names: list[str] = []
            for r in sorted(new):
                names += sorted(self.model.names_of(r))
            self._fire(w, step, ch, "chamber-revealed", tuple(names))

    def _complete(self, w: Work, step: Step, ch: Choices, obj: ObjectiveSpec) -> None:
        if f"done:{obj.id}" in w.facts:
            return
        w.facts.add(f"done:{obj.id}")
        step.notes.append(f"objective {obj.id} done")
        self._fire(w, step, ch, "objective-complete", (obj.id,))
        self._check_win(w)

    def _check_win(self, w: Work) -> None:
        # A set comparison, not a loop over the objectives: it runs on every completion.
        done = self._all_done
        if done is None:
            done = self._all_done = frozenset(f"done:{o.id}" for o in self.model.objectives)
        if not w.outcome and done and done <= w.facts:
            w.outcome, w.reason = "win", "every objective is complete"

    def _listening(self, event: str, names: tuple[str, ...]) -> list[TriggerSpec]:
        """The triggers on ``event`` whose target is any of ``names`` or who have none, in
        the quest's order: found through an index, since a quest may hold a thousand
        triggers each waiting for one door."""
        index = self._listener_index.get(event)
        if index is None:
            specs = self.model.listeners.get(event, [])
            untargeted: list[int] = []
            by_target: dict[str, list[int]] = {}
            for position, spec in enumerate(specs):
                if spec.target is None:
                    untargeted.append(position)
                else:
                    by_target.setdefault(spec.target, []).append(position)
            index = self._listener_index[event] = (specs, untargeted, by_target)
        specs, untargeted, by_target = index
        if not by_target:
            return [specs[i] for i in untargeted]
        positions = set(untargeted)
        for name in names:
            positions.update(by_target.get(name, ()))
        return [specs[i] for i in sorted(positions)]

    def _fire(self, w: Work, step: Step, ch: Choices, event: str, names: tuple[str, ...]) -> None:
        if not self.cascade.event():
            return  # the cascade has weighed all the listeners it may
        for spec in self._listening(event, names):
            if w.outcome:
                return
            if spec.round is not None and spec.round != w.round:
                continue
            self._fire_one(w, step, ch, spec, names)

    def _fire_one(
        self, w: Work, step: Step, ch: Choices, spec: TriggerSpec, names: tuple[str, ...]
    ) -> None:
        fired = f"fired:{spec.id}"
        if spec.once and fired in w.facts:
            return
        cascade = self.cascade
        if cascade.running:
            # a listener weighed for an event a trigger set off is work too: a thousand
            # triggers on one door that each open it again weigh each other a million times
            self._charge(1)
        if not cascade.admit(spec.id):
            return
        self._charge(1)
        outer = w.names
        w.names = names
        running = cascade.enter(spec.id)
        try:
            if not self._enough_heroes(spec):
                return
            for cond in spec.conditions:
                held = self._condition(w, cond)
                if held is _MAYBE:
                    held = ch.pick(2) == 0
                if not held:
                    return
            w.facts.add(fired)
            step.fired.append(spec.id)
            self._charge(len(spec.effects))
            for effect in spec.effects:
                self._effect(w, step, ch, spec, effect)
                if w.outcome:
                    return
        finally:
            w.names = outer
            cascade.leave(running)

    def _enough_heroes(self, spec: TriggerSpec) -> bool:
        """Whether the model's party (when it is one size) has heroes enough to stand in
        every place the trigger's ``heroIn`` conditions name at once: a lone hero cannot be
        in two places that share no zone (any size: always)."""
        party = self.model.party
        if party is None:
            return True
        enough = self._enough.get(spec.id)
        if enough is None:
            places = [
                self.model.refs.zones(c.hero_in)
                for c in spec.conditions
                if c.hero_in is not None and not c.not_
            ]
            enough = self._enough[spec.id] = _hit_by(places, party) if places else True
        return enough

    def _charge(self, units: int) -> None:
        self.work += units
        if self.work_limit is not None and self.work > self.work_limit:
            raise OverBudget

    def _condition(self, w: Work, c: Condition) -> bool | None:
        held = self._condition_raw(w, c)
        if held is None:
            return None
        return not held if c.not_ else held

    def _condition_raw(self, w: Work, c: Condition) -> bool | None:
        facts = w.facts
        maybe = False
        if c.counter is not None:
            value = self._counter_value(w, c.counter, c.at)
            if value is None:
                maybe = True
            else:
                if c.min is not None and value < c.min:
                    return False
                if c.max is not None and value > c.max:
                    return False
        for prefix, ids in (
            ("picked", c.picked),
            ("killed", c.killed),
            ("destroyed", c.destroyed),
            ("done", c.done),
            ("fired", c.fired),
        ):
            if any(f"{prefix}:{i}" not in facts for i in ids):
                return False
        model = self.model
        if c.visited is not None:
            regions = model.regions.regions_of(model.refs.zones(c.visited))
            if not any(f"visited:{r}" in facts for r in regions):
                return False
        if c.hero_in is not None and w.at_start and self._start_zones:
            # the first round starts before anyone acts: every hero is on a start space
            here = model.refs.zones(c.hero_in)
            if not self._start_zones & here:
                return False
            if not self._start_zones <= here:
                maybe = True
        elif c.hero_in is not None:
            regions = model.regions.regions_of(model.refs.zones(c.hero_in))
            if not regions & w.reach:
                return False
            if not (w.hero_region is not None and w.hero_region in regions):
                if model.party == 1 and w.hero_region is not None:
                    return False  # the one hero stands where the event happens
                maybe = True
        if c.enemy_in is not None:
            regions = model.regions.regions_of(model.refs.zones(c.enemy_in))
            if not any(
                self.foe_regions(w, f) & regions
                for f in w.foes.values()
                if c.enemy is None or c.enemy in self._aliases(f[0])
            ):
                return False
            maybe = True
        if c.round_min is not None or c.round_max is not None or c.round_every:
            if not model.rounds or model.round_cap <= 1:
                maybe = True
            else:
                r = w.round
                if c.round_min is not None:
                    if r < c.round_min:
                        return False
                    if c.round_every and (r - c.round_min) % c.round_every:
                        return False
                elif c.round_every and r % c.round_every:
                    return False
                if c.round_max is not None and r > c.round_max:
                    return False
        if c.party_min is not None or c.party_max is not None:
            party = model.party
            if party is None:
                # any size the quest allows: never (no size in range), always, or maybe
                sizes = model.board.quest.party
                low, high = (sizes.min, sizes.max) if sizes is not None else (1, 12)
                lo = max(low, c.party_min if c.party_min is not None else low)
                hi = min(high, c.party_max if c.party_max is not None else high)
                if lo > hi and low <= high:
                    return False
                if lo > low or hi < high:
                    maybe = True
            elif (c.party_min is not None and party < c.party_min) or (
                c.party_max is not None and party > c.party_max
            ):
                return False
        return _MAYBE if maybe else True

    def _counter_slots(self, w: Work, counter: str, at: str | None) -> list[int] | None:
        spec = self.model.counters.get(counter)
        if spec is None:
            return []
        if spec.scope == "quest":
            return list(spec.slots)
        if at is None:
            return list(spec.slots)
        if at == EVENT:
            return [s for p, s in zip(spec.places, spec.slots, strict=True) if p in w.names][:1]
        if at == "lowest-level":
            live = [
                (p, s)
                for p, s in zip(spec.places, spec.slots, strict=True)
                if w.counters[s] != spec.threshold and not self._place_gone(w, spec.scope, p)
            ]
            if not live:
                return []
            low = min(self._level_of_place[p] for p, _s in live)
            best = [s for p, s in live if self._level_of_place[p] == low]
            return None if len(best) > 1 else best
        refs = self.model.refs
        named = {at}
        if spec.scope == "tile" and at not in self.model.board.tiles:
            named = {self.model.board.zones[z].tile or "" for z in refs.zones(at)}
        elif spec.scope == "zone":
            named = set(refs.zones(at))
        return [s for p, s in zip(spec.places, spec.slots, strict=True) if p in named]

    def _place_gone(self, w: Work, scope: str, place: str) -> bool:
        zones = self.model.refs.zones(place)
        regions = self.model.regions.regions_of(zones)
        return bool(regions) and regions <= w.removed

    def _counter_value(self, w: Work, counter: str, at: str | None) -> int | None:
        slots = self._counter_slots(w, counter, at)
        if slots is None:
            return None
        if not slots:
            return 0
        return sum(w.counters[s] for s in slots)

    def _change_counter(
        self, w: Work, step: Step, ch: Choices, counter: str, at: str | None, delta: int
    ) -> None:
        spec = self.model.counters.get(counter)
        if spec is None:
            return
        slots = self._counter_slots(w, counter, at)
        if slots is None:
            live = [
                (p, s)
                for p, s in zip(spec.places, spec.slots, strict=True)
                if w.counters[s] != spec.threshold and not self._place_gone(w, spec.scope, p)
            ]
            low = min(self._level_of_place[p] for p, _s in live)
            best = [s for p, s in live if self._level_of_place[p] == low]
            slots = [best[ch.pick(len(best))]]
        for slot in slots:
            before = w.counters[slot]
            after = max(spec.low, min(spec.high, before + delta))
            w.counters[slot] = after
            if after == spec.threshold and before != spec.threshold:
                place = spec.places[spec.slots.index(slot)]
                names = (counter, place) if place else (counter,)
                self._fire(w, step, ch, "counter-reached", names)
            if w.outcome:
                return

    def _effect(self, w: Work, step: Step, ch: Choices, spec: TriggerSpec, e: Effect) -> None:
        kind, target = e.kind, e.target
        model = self.model
        if kind in ("open-door", "close-door", "unlock"):
            if not target or target not in model.board.doors:
                return
            if kind == "open-door":
                self._open(w, step, ch, target)
            elif kind == "close-door":
                if f"door:{target}" in w.gates:
                    w.gates.discard(f"door:{target}")
                    step.losses.append((spec.id, kind, target))
                    self._split(w, step)
            else:
                w.unlocked.add(target)
        elif kind == "reveal" and target:
            w.facts.add(f"revealed:{target}")
            enemy = self.model.enemies.get(target)
            if enemy is not None and enemy.hidden and target not in w.foes and enemy.regions:
                # a face-down monster comes into play where its token lies
                w.foes[target] = (target, min(enemy.regions), enemy.flags)
                w.facts.add(f"spawned:{target}")
        elif kind == "wake":
            for name, (fname, home, flags) in list(w.foes.items()):
                if target in (None, *self._aliases(name)) and "d" in flags:
                    w.foes[name] = (fname, home, flags.replace("d", ""))
                    w.facts.add(f"woken:{name}")
        elif kind == "win":
            w.outcome, w.reason = "win", e.text or f"trigger {spec.id} won the quest"
        elif kind == "lose":
            w.outcome, w.reason = "loss", e.text or f"trigger {spec.id} lost the quest"
        elif kind == "spawn":
            self._spawn(w, step, spec, e)
        elif kind in ("remove-tile", "remove-zone"):
            self._remove(w, step, ch, spec, e)
        elif kind == "give-item":
            self._give(w, step, ch, e)
        elif kind == "counter":
            delta = e.value if isinstance(e.value, int) and not isinstance(e.value, bool) else 1
            self._change_counter(w, step, ch, target or "", e.at, delta)
        elif kind == "set-enemy":
            self._set_enemy(w, e)
        elif kind == "destroy" and target:
            if f"destroyed:{target}" in w.facts:
                return  # already gone: nothing is lost again (and no record is kept)
            self._destroy(w, step, ch, target)
            step.losses.append((spec.id, kind, target))
        elif kind == "discard":
            names = {target} if target and target != EVENT else set(w.names)
            kept = [i for i in w.items if i[0] not in names]
            if len(kept) != len(w.items):
                w.items = kept
                step.losses.append((spec.id, kind, ",".join(sorted(names))))

    def _spawn(self, w: Work, step: Step, spec: TriggerSpec, e: Effect) -> None:
        model = self.model
        value = e.value
        names: set[str] = set()
        if isinstance(value, str):
            names = {value}
        elif isinstance(value, dict):
            names = {str(value[k]) for k in ("id", "name", "what") if k in value}
        if not names:
            return
        if e.target and e.target != EVENT:
            where = sorted(model.regions.regions_of(model.refs.zones(e.target)))
        elif w.hero_region is not None:
            where = [w.hero_region]
        else:
            where = sorted(model.start)
        where = [r for r in where if r not in w.removed]
        if not where:
            step.notes.append(f"{spec.id}: spawn has no place left")
            return
        flags = ""
        if isinstance(value, dict):
            if value.get("dormant") is True:
                flags += "d"
            if value.get("script") == "stationary":
                flags += "s"
        if "i" in w.enemy_defaults:
            flags += "i"
        for name in sorted(names):
            if name in model.enemies and name not in w.foes:
                w.foes[name] = (name, where[0], "".join(sorted(set(flags))))
                w.facts.add(f"spawned:{name}")

    def _set_enemy(self, w: Work, e: Effect) -> None:
        value = e.value if isinstance(e.value, dict) else {}
        target = e.target or "all"

        def flags_for(flags: str) -> str:
            out = set(flags)
            if "invulnerable" in value:
                (out.add if value["invulnerable"] else out.discard)("i")
            if "dormant" in value:
                (out.add if value["dormant"] else out.discard)("d")
            if "script" in value:
                (out.add if value["script"] == "stationary" else out.discard)("s")
            return "".join(sorted(out))

        if target == "all":
            w.enemy_defaults = flags_for(w.enemy_defaults)
        for name, (fname, home, flags) in list(w.foes.items()):
            if target == "all" or target in self._aliases(name):
                w.foes[name] = (fname, home, flags_for(flags))

    def _give(self, w: Work, step: Step, ch: Choices, e: Effect) -> None:
        value = str(e.value or "")
        model = self.model
        if value in model.items:
            kinds: tuple[str, ...] = (value,)
        elif value == "artifact" or value.startswith("artifact"):
            # an Artifact card goes to the hero's equipment; the engines count it for a
            # ``carrying`` list that names ``artifact`` (issue #32)
            kinds = ("artifact",)
        elif value and not value.startswith("treasure"):
            kinds = (value,)  # an equipment card by its id
        else:
            # Treasure cards: nothing a quest can ask to be carried, but the engine's
            # ``item-gained`` names their deck (md1: ``treasure``)
            self._fire(w, step, ch, "item-gained", ("treasure", value))
            return
        pinned = e.target in (None, "picker", "hero")
        count = e.count or 1
        serial = sum(1 for i in w.items if i[1] == kinds)
        for n in range(count):
            self._gain(w, (f"{kinds[0]}#{serial + n + 1}", kinds), pinned)
        self._fire(w, step, ch, "item-gained", (kinds[0], value))

    def _remove(self, w: Work, step: Step, ch: Choices, spec: TriggerSpec, e: Effect) -> None:
        model = self.model
        regions = model.regions
        target = e.target
        if target == EVENT:
            zones: set[str] = set()
            for name in w.names:
                zones |= model.refs.zones(name)
            if e.kind == "remove-tile":
                tiles = {model.board.zones[z].tile for z in zones if z in model.board.zones}
                zones = {z for t in tiles if t for z in model.refs.tile_zones.get(t, ())}
        else:
            zones = set(model.refs.zones(target))
        gone = set(regions.regions_of(zones)) - w.removed
        if not gone:
            return
        w.removed |= gone
        w.dirty = True
        step.losses.append((spec.id, e.kind, target or ""))
        step.notes.append(
            f"{spec.id} removes {', '.join(model.zone_label(r) for r in sorted(gone))}"
        )
        for r in gone:
            for tid in self._tokens_in.get(r, ()):
                if f"picked:{tid}" not in w.facts:
                    w.facts.add(f"lost:{tid}")
            for oid, where in model.objects.items():
                if where <= w.removed and f"destroyed:{oid}" not in w.facts:
                    w.facts.add(f"destroyed:{oid}")
        for name, foe in list(w.foes.items()):
            if foe[1] in gone:
                certain = True
            else:
                # a moving enemy might have stood there (lured or walking to the heroes)
                was = self._foe_regions_before(w, foe, gone)
                if not was & gone:
                    continue
                certain = False
            if certain or (self._relevant_foe(name) and ch.pick(2) == 0):
                del w.foes[name]
                for alias in self._aliases(name):
                    w.facts.add(f"killed:{alias}")
                step.notes.append(f"{name} falls with the removed zones")
        if w.hero_region is not None and w.hero_region in gone and model.loss_on_removal:
            w.outcome, w.reason = "loss", "a hero stood on what was removed"
            return
        self._split(w, step)
        if not w.parts:
            w.outcome, w.reason = "loss", "nowhere is left for the heroes"

    def _foe_regions_before(self, w: Work, foe: Foe, gone: set[int]) -> frozenset[int]:
        _name, home, flags = foe
        if "d" in flags or "s" in flags:
            return frozenset({home})
        gates = frozenset(w.gates) | self._enemy_doors
        removed = frozenset(w.removed - gone)
        return self.model.regions.flood((home,), gates, removed, enemy=True)

    def _relevant_foe(self, name: str) -> bool:
        return any(a.kind == "kill" and a.subject == name for a in self.model.actions) or any(
            o.kind == "kill" and not self._aliases(name).isdisjoint(o.targets)
            for o in self.model.objectives
        )

    def _flood(self, w: Work) -> None:
        """Heroes walk through whatever is open now; parts that meet merge."""
        w.dirty = False
        regions = self.model.regions
        old = w.parts
        if not old:
            w.fresh_gates, w.gained = set(), set()
            return
        fresh, w.fresh_gates = w.fresh_gates, set()
        added: set[int] = set()
        if fresh is None or not self.incremental_flood:
            gates, removed = frozenset(w.gates), frozenset(w.removed)
            grown = [regions.flood(p, gates, removed) for p in old]
            for before, after in zip(old, grown, strict=True):
                added |= after - before
        else:
            # the live sets, not copies: on a board with thousands of doors a copy per door
            # opened costs more than the walk
            starts = frozenset().union(*(regions.beside(g) for g in fresh))
            grown = [regions.grow(p, starts, w.gates, w.removed, added) for p in old]
        # what no part held before (a region one part gains may be another's already)
        w.gained = {r for r in added if not any(r in p for p in old)} if len(old) > 1 else added
        merged: list[tuple[frozenset[int], list[int]]] = []
        for index, part in enumerate(grown):
            hits = [m for m in merged if not m[0].isdisjoint(part)]
            joined = part
            members = [index]
            for m in hits:
                joined |= m[0]
                members += m[1]
                merged.remove(m)
            merged.append((joined, members))
        merged.sort(key=lambda m: min(m[0]))
        self._remap(w, [(part, members) for part, members in merged])

    def _split(self, w: Work, step: Step) -> None:
        """After a removal or a closed door, each part breaks into what still hangs together."""
        regions = self.model.regions
        gates = frozenset(w.gates)
        pieces: list[tuple[frozenset[int], list[int]]] = []
        for index, part in enumerate(w.parts):
            left = frozenset(part - w.removed)
            for piece in regions.components(left, gates):
                pieces.append((piece, [index]))
        pieces.sort(key=lambda m: min(m[0]))
        self._remap(w, pieces)
        if len(w.parts) > 1 and w.hero_region is not None:
            self._strand(w, w.hero_region)
        if len(w.parts) > 1:
            for region in w.holders:
                self._strand(w, region)

    @staticmethod
    def _strand(w: Work, region: int) -> None:
        """The hero standing in ``region`` when the board split stays in that piece; a
        hero already left where that piece is may be this one (best case)."""
        mask = 0
        for index, part in enumerate(w.parts):
            if region in part:
                mask = 1 << index
        if not mask:
            return
        w.stranded = [m for m in w.stranded if mask & m != mask] + [mask]

    def _remap(self, w: Work, parts: list[tuple[frozenset[int], list[int]]]) -> None:
        """New parts from old ones; an item's carrier may be in any part its old ones became,
        except the item's carrier who did this action, who is where the action was."""
        old_to_new: dict[int, int] = {}
        for new, (_part, members) in enumerate(parts):
            for m in members:
                old_to_new[m] = old_to_new.get(m, 0) | (1 << new)
        if len(parts) == len(w.parts) and all(
            old_to_new.get(i) == 1 << i for i in range(len(parts))
        ):
            # each part only grew (a door opened inside it): every item, pinned or not,
            # keeps its mask; the common case, once per door opened, so it must not cost
            # items × parts
            w.parts = [part for part, _m in parts]
            return
        n_old = len(w.parts)

        def remapped(mask: int) -> int:
            """The new parts a figure in the old parts ``mask`` may be in."""
            out = 0
            for old in range(n_old):
                if mask >> old & 1:
                    out |= old_to_new.get(old, 0)
            return out

        stranded = [m for m in map(remapped, w.stranded) if m]
        w.stranded = stranded if len(parts) > 1 else []
        items = []
        for name, kinds, mask in w.items:
            new_mask = remapped(mask)
            where = w.pinned.get(name)
            if where is not None:
                new_mask = 0
                for new, (part, _m) in enumerate(parts):
                    if where in part:
                        new_mask = 1 << new
            items.append((name, kinds, new_mask))
        w.parts = [part for part, _m in parts]
        w.items = [i for i in items if i[2]]
