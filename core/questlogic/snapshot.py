"""A game in progress, in the quest-logic model's terms: where to plan from.

The goal bot knows a concrete game (heroes in zones, items in hands, doors open, counters,
enemies); the model knows abstract states. :class:`Snapshot` is what a player of any
ruleset can say about its game by ids alone, and :func:`locate` turns it into the
:class:`~.state.QState` the model plans from::

    state = locate(logic.model, Snapshot(heroes=("t1:c1",), picked={"key"}, ...))
    plan = logic.plan_from(state)        # the shortest chain of actions to a win

Facts the model keeps that a snapshot does not carry (a token lost with its zone) are
derived: a token neither picked nor on a zone still there is lost.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from questwright.core.questlogic.model import QuestModel
from questwright.core.questlogic.state import Foe, Item, QState

__all__ = ["EnemyAt", "Snapshot", "locate"]


@dataclass(frozen=True)
class EnemyAt:
    """An enemy the quest names: its source or name, its zone and its rules."""

    name: str
    zone: str
    dormant: bool = False
    stationary: bool = False
    invulnerable: bool = False


@dataclass(frozen=True)
class Snapshot:
    """What a game in progress knows, by quest ids (see the module docstring).

    ``items`` are ``(kind, token or item id, carrier's zone)``; ``counters`` map a counter
    to its places (``""`` for a quest counter) and values.
    """

    heroes: Sequence[str]
    round: int = 1
    open_doors: frozenset[str] = frozenset()
    unlocked: frozenset[str] = frozenset()
    destroyed: frozenset[str] = frozenset()
    removed_zones: frozenset[str] = frozenset()
    picked: frozenset[str] = frozenset()
    revealed: Mapping[str, str] = field(default_factory=dict)
    killed: frozenset[str] = frozenset()
    done: frozenset[str] = frozenset()
    fired: frozenset[str] = frozenset()
    activated: frozenset[str] = frozenset()
    visited: frozenset[str] = frozenset()
    counters: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    items: Sequence[tuple[str, str, str]] = ()
    enemies: Sequence[EnemyAt] = ()


def locate(model: QuestModel, snap: Snapshot) -> QState:
    """The model's state for a game in progress (not yet settled: explore from it)."""
    regions = model.regions
    region_of = regions.region_of
    gates = {f"door:{d}" for d in snap.open_doors}
    gates |= {f"barrier:{b}" for b in snap.destroyed}
    gates |= set(model.open_links)
    gates |= {
        gate
        for gate, needs in model.gated_links.items()
        if all(r in snap.done or r in snap.fired for r in needs)
    }
    removed = frozenset(
        r
        for r in regions.regions_of(snap.removed_zones)
        if all(z in snap.removed_zones for z in regions.members[r])
    )
    heroes = regions.regions_of(snap.heroes) - removed
    reach = regions.flood(heroes, frozenset(gates), removed)
    parts = regions.components(reach, frozenset(gates))
    facts: set[str] = set()
    facts |= {f"picked:{t}" for t in snap.picked}
    facts |= {f"revealed:{t}" for t in snap.revealed}
    facts |= {f"kind:{t}={k}" for t, k in snap.revealed.items() if t in model.pool_of}
    facts |= {f"destroyed:{t}" for t in snap.destroyed}
    facts |= {f"killed:{t}" for t in snap.killed}
    facts |= {f"done:{o}" for o in snap.done}
    facts |= {f"fired:{t}" for t in snap.fired}
    facts |= {f"activated:{a}" for a in snap.activated}
    facts |= {f"visited:{r}" for r in regions.regions_of(snap.visited)}
    for token, (where, _kinds) in model.pickups.items():
        if token not in snap.picked and where and where <= removed:
            facts.add(f"lost:{token}")
    counters = [0] * sum(len(c.slots) for c in model.counters.values())
    for spec in model.counters.values():
        values = snap.counters.get(spec.id, {})
        for place, slot, start in zip(spec.places, spec.slots, spec.start, strict=True):
            counters[slot] = max(spec.low, min(spec.high, int(values.get(place, start))))
    items: list[Item] = []
    for kind, name, zone in snap.items:
        region = region_of.get(zone)
        mask = 0
        for index, part in enumerate(parts):
            if region is not None and region in part:
                mask = 1 << index
        items.append((name, (kind,), mask or (1 << len(parts)) - 1))
    foes: list[Foe] = []
    for enemy in snap.enemies:
        specs = model.enemy_named(enemy.name)
        region = region_of.get(enemy.zone)
        if not specs or region is None:
            continue
        flags = "".join(
            flag
            for flag, on in (
                ("d", enemy.dormant),
                ("i", enemy.invulnerable),
                ("s", enemy.stationary),
            )
            if on
        )
        foes.append((specs[0].name, region, "".join(sorted(flags))))
    return QState(
        snap.round,
        frozenset(gates),
        frozenset(snap.unlocked),
        removed,
        tuple(parts),
        tuple(sorted(items)),
        frozenset(facts),
        tuple(counters),
        tuple(sorted(set(foes))),
        # heroes standing in parts the board no longer joins: each part holds one for sure
        stranded=tuple(1 << i for i, part in enumerate(parts) if part & heroes)
        if len(parts) > 1
        else (),
    )
