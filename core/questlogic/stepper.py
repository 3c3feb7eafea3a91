"""How an action changes a state: the heroes' actions, rounds, and settling.

:class:`Stepper` lists the actions a state allows and applies one, returning every state it
may lead to: the action's event fires its triggers (:class:`~.rules.Rules`), then the state
is *settled*: silent actions are taken, objectives that are met complete (firing
``objective-complete``), until nothing changes. Each choice the rules meet is replayed
with every answer (bounded by ``max_branches``), so one action may have several outcomes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from questwright.core.questlogic.model import Action, ObjectiveSpec
from questwright.core.questlogic.rules import OverBudget, Rules
from questwright.core.questlogic.state import Choices, Outcome, QState, Step, Work, left_out

__all__ = ["OverBudget", "Stepper"]


#: hero actions done where the hero stands (a hero doing one is in that piece of the board)
_PLACED = frozenset({"pickup", "destroy", "open", "activate", "cross"})


#: the fact that counts the activations so far (``activations:N``), kept where the system
#: limits them (:data:`~.model.ACTIVATION_LIMIT`)
_USED = "activations:"


def _activations(facts: Any) -> int:
    """How many activations ``facts`` has counted (0 before the first)."""
    for fact in facts:
        if fact.startswith(_USED):
            return int(fact[len(_USED) :])
    return 0


class Stepper(Rules):
    """Applies actions to states (see the module docstring)."""

    def initial(self) -> list[Outcome]:
        model = self.model
        board = model.board
        gates = {f"door:{d.id}" for d in board.doors.values() if d.is_open}
        gates |= set(model.open_links)
        counters = [0] * sum(len(c.slots) for c in model.counters.values())
        for spec in model.counters.values():
            for slot, value in zip(spec.slots, spec.start, strict=True):
                counters[slot] = value
        foes = []
        for enemy in model.enemies.values():
            if enemy.at_setup and enemy.regions:
                foes.append((enemy.name, min(enemy.regions), enemy.flags))
        start = model.regions.flood(model.start, frozenset(gates))
        base = QState(
            1,
            frozenset(gates),
            frozenset(),
            frozenset(),
            (start,) if start else (),
            (),
            frozenset(),
            tuple(counters),
            tuple(sorted(foes)),
        )
        if not start:
            base = replace(base, outcome="loss", reason="the heroes have nowhere to start")
            return [Outcome(base, Step(Action(-1, "setup", "")))]
        return self._run(base, Action(-1, "setup", ""), self._setup)

    def _setup(self, w: Work, step: Step, ch: Choices) -> None:
        if self.model.rounds:
            w.at_start = True
            try:
                self._fire(w, step, ch, "round-start", ("1",))
            finally:
                w.at_start = False
            self._hero_round_start(w, step, ch)

    def enabled(self, s: QState) -> list[Action]:
        """Actions that can be taken in ``s`` (not the silent ones: settling took them)."""
        if s.outcome or self.heroes_gone(s):
            return []  # (the heroes who all left take no more actions)
        out = []
        for action in self.model.actions:
            if not action.silent and self._can(s, action):
                out.append(action)
        return out

    def _can(self, s: QState | Work, a: Action) -> bool:
        if self.leaving and a.by_hero and self.heroes_gone(s):
            return False
        reach = s.reach
        facts = s.facts
        kind, subject = a.kind, a.subject
        if kind == "pickup":
            return (
                f"picked:{subject}" not in facts
                and f"lost:{subject}" not in facts
                and not a.regions.isdisjoint(reach)
            )
        if kind == "destroy":
            return (
                f"destroyed:{subject}" not in facts
                and f"lost:{subject}" not in facts
                and not a.regions.isdisjoint(reach)
            )
        if kind == "open":
            return (
                f"door:{subject}" not in s.gates
                and not a.regions.isdisjoint(reach)
                and self._door_openable(s, subject)
            )
        if kind == "activate":
            return (
                (f"activated:{subject}" not in facts or subject in self.model.repeat_levers)
                and self._uses_left(facts, subject)
                and not a.regions.isdisjoint(reach)
                and not self._exit_out(facts, subject)
            )
        if kind == "enter":
            return not a.regions.isdisjoint(reach)
        if kind == "cross":
            sides = a.regions & reach
            return len(sides) >= 2 or (len(a.regions) == 1 and bool(sides))
        if kind == "kill":
            foe = self._foe(s, subject)
            if foe is None or "i" in foe[2]:
                return False
            if "d" in foe[2]:
                spec = self.model.enemies.get(subject)
                if spec is not None and spec.inert_asleep:
                    return False  # (md2's boss: no harm comes to it before its fight)
            return bool(self.foe_regions(s, foe) & reach)
        if kind == "complete":
            obj = self.model.objective(subject)
            return obj is not None and self._positional_ready(s, obj)
        if kind == "round":
            return True
        if kind == "happen":
            return True
        if kind == "enemy-enters":
            if self.model.wandering is not None and a.regions & reach:
                return True  # an enemy the quest does not place comes to the heroes
            return any(self.foe_regions(s, f) & a.regions for f in self._foes(s) if "d" not in f[2])
        return False

    def _door_openable(self, s: QState | Work, door_id: str) -> bool:
        door = self.model.board.doors.get(door_id)
        if door is None:
            return False
        if door_id in s.unlocked:
            return True
        lock = door.lock
        facts = s.facts
        if lock is None:
            # (a locked door the heroes may destroy is no wall: Movement.opens_itself)
            return door.state != "locked" or self.heroes_break_doors
        if lock.kind == "key":
            return any(f"picked:{k}" in facts for k in lock.keys)
        if lock.kind == "rune":
            return any(f"picked:{k}" in facts for k in self.model.roles.rune_keys(lock.color))
        if lock.kind == "code-chip":
            return True
        if lock.kind == "condition":
            return bool(lock.requires) and all(
                f"done:{r}" in facts or f"fired:{r}" in facts for r in lock.requires
            )
        return False

    def _uses_left(self, facts: Any, lever: str) -> bool:
        """Whether ``lever`` may be worked (again): a lever a repeating trigger counts is
        worked while the counted ones have been worked fewer times than the system allows
        in all (:data:`~.model.ACTIVATION_LIMIT`); any other lever once."""
        model = self.model
        return lever not in model.repeat_levers or _activations(facts) < model.activation_limit

    def _exit_out(self, facts: Any, lever: str) -> bool:
        """Whether an exit token is out, so that ``lever`` (a chapter space) cannot be
        activated: placed face up or revealed, and not yet left by its escape."""
        for exit_id, out, leaving in self._exit_blocks.get(lever, ()):
            if (out or f"revealed:{exit_id}" in facts) and not any(
                f"done:{o}" in facts for o in leaving
            ):
                return True
        return False

    def _positional_ready(self, s: QState | Work, obj: ObjectiveSpec) -> bool:
        facts = s.facts
        if f"done:{obj.id}" in facts or any(f"done:{a}" not in facts for a in obj.after):
            return False
        if self.leaving and self.heroes_gone(s):
            return False
        if obj.kind == "kill":
            return True  # kill "all": ignoring enemies, the heroes can
        if obj.kind == "lure":  # an enemy (the one named) can stand in a target zone
            wanted = obj.props.get("enemy")
            return any(
                (not isinstance(wanted, str) or wanted in self._aliases(foe[0]))
                and bool(self.foe_regions(s, foe) & obj.regions)
                for foe in self._foes(s)
            )
        if obj.kind == "activate":
            reach = s.reach
            held = sum(1 for t in obj.targets if obj.target_regions.get(t, frozenset()) & reach)
            party = self.model.party or 6
            return held >= obj.needed and obj.needed <= party
        if (
            s.stranded
            and obj.kind in ("escape", "hold")
            and obj.props.get("heroes") == "all"
            and left_out(s, obj.regions)
        ):
            return False  # every hero: each one left on its own must reach a target
        regions = obj.regions
        if obj.hidden:
            # a face-down target is out of play until a trigger reveals it
            usable = [t for t in obj.targets if t not in obj.hidden or f"revealed:{t}" in facts]
            if not usable:
                return False
            regions = frozenset().union(*(obj.target_regions.get(t, frozenset()) for t in usable))
        carrying = obj.props.get("carrying") or []
        for index, part in enumerate(s.parts):
            if regions.isdisjoint(part):
                continue
            if self._carried_in(s, index, carrying):
                return True
        return False

    def _carried_in(self, s: QState | Work, part: int, kinds: list[Any]) -> bool:
        """Whether heroes in part ``part`` may carry items of ``kinds`` (with repeats)."""
        if not kinds:
            return True
        bit = 1 << part
        pool = [item for item in s.items if item[2] & bit]
        need: dict[str, int] = {}
        for k in kinds:
            need[str(k)] = need.get(str(k), 0) + 1
        used: set[int] = set()
        for kind, n in need.items():
            for _ in range(n):
                found = next(
                    (i for i, item in enumerate(pool) if i not in used and kind in item[1]), None
                )
                if found is None:
                    return False
                used.add(found)
        return True

    def settled(self, s: QState) -> list[Outcome]:
        """``s`` with every silent action taken and every objective that is met completed
        (for a state that did not come from the model, such as a game in progress)."""
        return self._run(s, Action(-1, "settle", ""), lambda w, step, ch: None)

    def apply(self, s: QState, action: Action) -> list[Outcome]:
        """Every state ``action`` may lead to from ``s``."""
        return self._run(s, action, lambda w, step, ch: self._act(w, step, ch, action))

    def _run(self, s: QState, action: Action, body: Any) -> list[Outcome]:
        out: list[Outcome] = []
        seen: set[QState] = set()
        pending: list[list[int]] = [[]]
        runs = 0
        while pending:
            fixed = pending.pop()
            runs += 1
            self._charge(1)
            ch = Choices(fixed, 12)
            w = Work(s)
            step = Step(action)
            body(w, step, ch)
            self._settle(w, step, ch)
            state = w.freeze()
            if state not in seen:
                seen.add(state)
                out.append(Outcome(state, step))
            # the alternatives of each choice point met beyond the fixed prefix
            prefix = list(fixed)
            for arity in ch.open:
                for alt in range(1, arity):
                    if runs + len(pending) >= self.max_branches:
                        self.branches_cut = True
                        break
                    pending.append([*prefix, alt])
                prefix.append(0)
        return out

    def _act(self, w: Work, step: Step, ch: Choices, a: Action) -> None:
        kind, subject = a.kind, a.subject
        reach = w.reach
        here = sorted(a.regions & reach)
        w.hero_region = here[0] if here else None
        if here and len(w.parts) > 1 and kind in _PLACED:
            # the board is in pieces: a hero who acts where only one piece reaches is in it
            pieces = [i for i, part in enumerate(w.parts) if not part.isdisjoint(here)]
            if len(pieces) == 1:
                self._strand(w, here[0])
        if kind == "pickup":
            self._pickup(w, step, ch, subject)
        elif kind == "destroy":
            self._destroy(w, step, ch, subject)
        elif kind == "open":
            self._open(w, step, ch, subject)
        elif kind == "activate":
            w.facts.add(f"activated:{subject}")
            if subject in self.model.repeat_levers:
                # (the levers nothing counts are worked once, at no cost to the others:
                # the best case, as a ddd code may be bought with darkness instead)
                used = _activations(w.facts)
                w.facts.discard(f"{_USED}{used}")
                w.facts.add(f"{_USED}{used + 1}")
            self._fire(w, step, ch, "activated", (subject,))
        elif kind == "enter":
            zone = subject
            region = self.model.regions.region_of[zone]
            w.hero_region = region
            w.facts.add(f"visited:{region}")
            self._fire(w, step, ch, "enter-zone", self.model.refs.zone_names.get(zone, (zone,)))
        elif kind == "cross":
            self._fire(w, step, ch, "cross-edge", (subject,))
        elif kind == "kill":
            self._kill(w, step, ch, subject)
        elif kind == "complete":
            obj = self.model.objective(subject)
            if obj is not None:
                self._complete(w, step, ch, obj)
        elif kind == "round":
            self._round(w, step, ch)
        elif kind == "happen":
            w.hero_region = None
            event, _, target = subject.partition("|")
            self._fire(w, step, ch, event, (target,) if target else ())
        elif kind == "enemy-enters":
            w.hero_region = None
            zones = self.model.refs.zones(subject) if subject else frozenset()
            names: list[str] = []
            for zone in sorted(zones):
                names += self.model.refs.zone_names.get(zone, (zone,))
            self._fire(w, step, ch, "enemy-enters-zone", (*names, subject))

    def _pickup(self, w: Work, step: Step, ch: Choices, token: str) -> None:
        kinds = self._possible_kinds(w, token)
        kind = kinds[ch.pick(len(kinds))] if len(kinds) > 1 else kinds[0]
        w.facts.add(f"picked:{token}")
        if token in self.model.pool_of:
            w.facts.add(f"kind:{token}={kind}")
        w.facts.add(f"revealed:{token}")
        self._gain(w, (token, (kind,)), pinned=True)
        self._fire(w, step, ch, "pickup", (token, kind))
        if not w.outcome:
            self._fire(w, step, ch, "item-gained", (kind, token))

    def _possible_kinds(self, w: Work, token: str) -> tuple[str, ...]:
        """What a token may turn out to be; a face-down slot draws from what its pool has
        left after the slots already turned up."""
        _where, kinds = self.model.pickups[token]
        pool = self.model.pool_of.get(token)
        if pool is None:
            return kinds
        left = list(self.model.roles.facedown_pools.get(pool, kinds))
        for other, name in self.model.pool_of.items():
            if name != pool or other == token:
                continue
            for k in kinds:
                if f"kind:{other}={k}" in w.facts and k in left:
                    left.remove(k)
        return tuple(sorted(set(left))) or kinds

    def _turned_out(self, w: Work, token: str, kind: str) -> bool:
        """Whether a picked-up token turned out to be of ``kind``."""
        if token in self.model.pool_of:
            return f"kind:{token}={kind}" in w.facts
        return kind in self.model.pickups[token][1]

    def _kill(self, w: Work, step: Step, ch: Choices, name: str) -> None:
        foe = w.foes.pop(name, None)
        if foe is None:
            return
        spec = self.model.enemies.get(name)
        aliases = spec.aliases if spec else frozenset({name})
        for alias in aliases:
            w.facts.add(f"killed:{alias}")
        self._fire(w, step, ch, "enemy-killed", tuple(sorted(aliases)))

    def _round(self, w: Work, step: Step, ch: Choices) -> None:
        model = self.model
        self._fire(w, step, ch, "round-end", (str(w.round),))
        for obj in model.objectives:
            if obj.timing == "round-end" and not w.outcome:
                self._maybe_complete(w, step, ch, obj)
        if w.outcome:
            return
        w.round = self._next_round(w.round)
        if model.round_limit is not None and w.round > model.round_limit:
            w.outcome, w.reason = "loss", f"round {model.round_limit} ended"
            return
        self._fire(w, step, ch, "round-start", (str(w.round),))
        self._hero_round_start(w, step, ch)
        for obj in model.objectives:
            if obj.timing == "round-start" and not w.outcome:
                self._maybe_complete(w, step, ch, obj)

    def _hero_round_start(self, w: Work, step: Step, ch: Choices) -> None:
        """``hero-round-start`` after a round's ``round-start`` (the first round's too: the
        engine fires it for every standing hero as each round begins)."""
        model = self.model
        for spec in model.listeners.get("hero-round-start", []):
            if w.outcome:
                return
            if spec.round is not None and spec.round != w.round:
                continue
            zones = model.refs.zones(spec.target) if spec.target else None
            regions = model.regions.regions_of(zones) if zones is not None else None
            # with no place named it fires for whichever hero stands first: always; at a
            # place, only if a hero stands there (a choice)
            if regions is None or (regions & w.reach and ch.pick(2) == 0):
                names = (spec.target,) if spec.target else ()
                self._fire_one(w, step, ch, spec, names)

    def _next_round(self, r: int) -> int:
        model = self.model
        if model.round_limit is not None:
            return r + 1
        if model.round_horizon and model.round_period == 1:
            top = max(model.round_cap, model.round_horizon)
            return r + 1 if r < top else top
        if model.round_horizon:
            # a cycle of rounds (``roundEvery``) timed to a horizon: count on to the first
            # whole cycle wholly past the horizon, then repeat that cycle (its rounds keep
            # their phase, and none is earlier than the horizon)
            period = model.round_period
            top = model.round_cap
            while top - period + 1 < model.round_horizon:
                top += period
            return r + 1 if r < top else top - period + 1
        if r < model.round_cap:
            return r + 1
        if model.round_cap <= 1:
            return 1
        return model.round_base + (r + 1 - model.round_base) % model.round_period

    def _maybe_complete(self, w: Work, step: Step, ch: Choices, obj: ObjectiveSpec) -> None:
        """A timed positional objective at its round event: the heroes may be there (a
        choice only if something hangs on its completion)."""
        if self._positional_ready(w, obj) and (not obj.loud or ch.pick(2) == 0):
            if obj.kind == "activate" and obj.needed >= len(obj.targets):
                # every place is held: a hero stands in each while what it sets off happens
                reach = w.reach
                w.holders = tuple(
                    min(held)
                    for t in obj.targets
                    for held in [obj.target_regions.get(t, frozenset()) & reach]
                    if held
                )
            self._complete(w, step, ch, obj)
            w.holders = ()

    def _settle(self, w: Work, step: Step, ch: Choices) -> None:
        """Take every silent action and complete every objective that is met."""
        model = self.model
        for _ in range(10_000):
            if w.outcome:
                return
            if w.dirty:
                self._flood(w)
            changed = False
            facts, gates = w.facts, w.gates
            for action, marks in self._silent:
                if not (marks.isdisjoint(facts) and marks.isdisjoint(gates)):
                    continue
                if self._can(w, action):
                    w.hero_region = min(action.regions & w.reach, default=None)
                    self._act(w, step, ch, action)
                    changed = True
                    if w.outcome:
                        return
            for obj in model.objectives:
                facts = w.facts
                if f"done:{obj.id}" in facts or obj.positional:
                    continue
                if any(f"done:{a}" not in facts for a in obj.after):
                    continue
                if self._objective_met(w, obj):
                    w.hero_region = None
                    self._complete(w, step, ch, obj)
                    changed = True
                    if w.outcome:
                        return
            if model.gated_links and self._open_links(w):
                changed = True
            if not changed:
                self._check_win(w)
                return

    def _open_links(self, w: Work) -> bool:
        """Gated link groups whose objectives are done and triggers fired open for good."""
        opened = False
        facts = w.facts
        for gate, needs in self.model.gated_links.items():
            if gate in w.gates:
                continue
            if all(f"done:{r}" in facts or f"fired:{r}" in facts for r in needs):
                w.gates.add(gate)
                if w.fresh_gates is not None:
                    w.fresh_gates.add(gate)
                w.dirty = True
                opened = True
        return opened

    def _objective_met(self, w: Work, obj: ObjectiveSpec) -> bool:
        facts = w.facts
        kind = obj.kind
        if obj.free:
            return True
        if kind == "pickup":
            return all(f"picked:{t}" in facts for t in obj.targets)
        if kind == "collect":
            wanted = obj.props.get("tokenType")
            got = 0
            for t in obj.targets:
                if f"picked:{t}" not in facts:
                    continue
                if wanted is None or self._turned_out(w, t, str(wanted)):
                    got += 1
            return got >= obj.needed
        if kind == "open":
            return all(f"door:{t}" in w.gates for t in obj.targets)
        if kind == "kill":
            for t in obj.targets:
                if f"killed:{t}" not in facts:
                    return False
                if any(t in self._aliases(n) for n in w.foes):
                    return False
            return bool(obj.targets)
        if kind == "destroy":
            return all(f"destroyed:{t}" in facts for t in obj.targets)
        if kind == "activate":
            return sum(1 for t in obj.targets if f"activated:{t}" in facts) >= obj.needed
        return False
