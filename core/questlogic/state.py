"""States of the quest over time, ignoring dice and enemies.

A :class:`QState` holds what the quest's logic can see: gates open (doors opened, barriers
destroyed, links usable), doors unlocked, regions removed, where the heroes may be (one or
more *parts* of the board, after a removal splits it), what they carry and in which part,
facts (``picked:``, ``lost:``, ``destroyed:``, ``done:``, ``fired:``, ``killed:``,
``activated:``, ``visited:``, ``woken:``, ``revealed:``, ``spawned:``, ``kind:``), counters,
the enemies the quest names (where they were placed and their rules), the round and the
outcome. :class:`Work` is its mutable copy while an action is applied (:mod:`.stepper`),
with the heroes' parts kept up to date as gates open and regions go.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from questwright.core.questlogic.model import Action

__all__ = ["Choices", "Foe", "Item", "Outcome", "QState", "Step", "Work", "left_out"]

#: an enemy in a state: (name, region placed in, flags) — flags: d dormant, s stationary,
#: i invulnerable
Foe = tuple[str, int, str]
#: a carried item: (name, kinds it may be, bitmask of the parts its carrier may be in)
Item = tuple[str, tuple[str, ...], int]


@dataclass(frozen=True)
class QState:
    round: int
    gates: frozenset[str]
    unlocked: frozenset[str]
    removed: frozenset[int]
    parts: tuple[frozenset[int], ...]
    items: tuple[Item, ...]
    facts: frozenset[str]
    counters: tuple[int, ...]
    foes: tuple[Foe, ...]
    outcome: str = ""
    reason: str = ""
    #: heroes left on their own by a removal or a closed door, each as a bitmask of the
    #: parts it may be in: the hero who acted when the board split stays where it stood
    #: (the others may have stood with it: best case). An objective for every hero needs
    #: each of them.
    stranded: tuple[int, ...] = ()
    #: every region some hero may be in (the union of ``parts``)
    reach: frozenset[int] = field(default=frozenset(), compare=False, hash=False)

    def __post_init__(self) -> None:
        if self.parts and not self.reach:
            object.__setattr__(self, "reach", frozenset().union(*self.parts))

    def has(self, fact: str) -> bool:
        return fact in self.facts


@dataclass
class Step:
    """What one action did: triggers fired (in order) and notable effects."""

    action: Action
    fired: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    #: effects that took something away: (trigger id, effect kind, target)
    losses: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass
class Outcome:
    state: QState
    step: Step


class _Foes(dict[str, Foe]):
    """Enemies by name, knowing which are dormant (flag ``d``) without a scan: opening a
    door asks for the dormant ones, and a board can hold thousands of enemies and doors."""

    def __init__(self, foes: Iterable[Foe]) -> None:
        super().__init__()
        self.dormant: set[str] = set()
        for foe in foes:
            self[foe[0]] = foe

    def __setitem__(self, name: str, foe: Foe) -> None:
        super().__setitem__(name, foe)
        (self.dormant.add if "d" in foe[2] else self.dormant.discard)(name)

    def __delitem__(self, name: str) -> None:
        super().__delitem__(name)
        self.dormant.discard(name)

    def pop(self, name: str, *default: Any) -> Any:
        self.dormant.discard(name)
        return super().pop(name, *default)


class Work:
    """A mutable copy of a state while an action is applied."""

    def __init__(self, s: QState) -> None:
        self.round = s.round
        self.gates = set(s.gates)
        self.unlocked = set(s.unlocked)
        self.removed = set(s.removed)
        self._parts = list(s.parts)
        self._reach: set[int] | None = set(s.reach)
        #: gates or removals changed since the heroes last walked
        self.dirty = False
        #: gates opened since the parts were last flooded (the parts of a state are closed
        #: under its other gates, so only these can let a part grow); ``None``: unknown,
        #: flood from every region of each part
        self.fresh_gates: set[str] | None = set()
        #: regions the last flood let the heroes into that no part held before
        self.gained: set[int] = set()
        self.items = list(s.items)
        self.facts = set(s.facts)
        self.counters = list(s.counters)
        self.foes = _Foes(s.foes)
        self.outcome = s.outcome
        self.reason = s.reason
        self.stranded = list(s.stranded)
        #: part index of the hero doing the action (pinned) and its region
        self.hero_region: int | None = None
        #: regions other heroes are known to stand in during this action (the holders of
        #: places held at once): a split leaves each on its own, as the acting hero
        self.holders: tuple[int, ...] = ()
        self.names: tuple[str, ...] = ()
        self.enemy_defaults: str = ""
        #: the first round's start, before anyone acts (every hero on a start space)
        self.at_start = False
        #: items gained during this action -> the region their carrier stood in
        self.pinned: dict[str, int] = {}

    def freeze(self) -> QState:
        return QState(
            self.round,
            frozenset(self.gates),
            frozenset(self.unlocked),
            frozenset(self.removed),
            tuple(self._parts),
            tuple(sorted(self.items)),
            frozenset(self.facts),
            tuple(self.counters),
            tuple(sorted(self.foes.values())),
            self.outcome,
            self.reason,
            tuple(sorted(set(self.stranded))),
        )

    @property
    def parts(self) -> list[frozenset[int]]:
        return self._parts

    @parts.setter
    def parts(self, value: list[frozenset[int]]) -> None:
        self._parts = value
        self._reach = None

    @property
    def reach(self) -> set[int]:
        if self._reach is None:
            self._reach = set().union(*self._parts) if self._parts else set()
        return self._reach


class Choices:
    """Replays a fixed sequence of choices, recording the choice points met after it."""

    def __init__(self, fixed: list[int], limit: int) -> None:
        self.fixed = fixed
        self.used = 0
        self.open: list[int] = []  # arity of each choice point met beyond ``fixed``
        self.limit = limit

    def pick(self, arity: int) -> int:
        if arity <= 1:
            return 0
        if self.used < len(self.fixed):
            value = self.fixed[self.used]
            self.used += 1
            return value
        self.used += 1
        if len(self.fixed) + len(self.open) < self.limit:
            self.open.append(arity)
        return 0


def left_out(s: QState | Work, where: frozenset[int]) -> bool:
    """Whether a hero the board split off on its own cannot reach ``where`` from any part it
    may be in (an objective for every hero then cannot be done)."""
    parts = s.parts
    return any(
        not any(mask >> i & 1 and not where.isdisjoint(p) for i, p in enumerate(parts))
        for mask in s.stranded
    )
