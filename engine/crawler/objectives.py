"""Whether a crawler game's quest objectives are met (docs/engine.md "Objectives"): the kind →
function table :data:`OBJECTIVES` and the functions over the state it names, the objectives'
scopes and order.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from questwright.engine.crawler import triggers
from questwright.engine.pieces import Enemy
from questwright.engine.quest_logic import (
    ObjectiveSpec,
    QuestLogic,
)

if TYPE_CHECKING:
    from questwright.engine.crawler.state import CrawlerState


def objective_done(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    """Whether ``obj`` is met now; ``timing`` is ``any``, ``round-start`` or ``round-end``.
    (docs/engine.md, Objectives)"""
    rule = state.OBJECTIVES.get(obj.kind)
    return rule is not None and bool(rule(state, obj, timing))


def _objective_pickup(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    return all(t in state.picked for t in obj.targets)


def _objective_collect(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    wanted = obj.props.get("tokenType")
    got = 0
    for t in obj.targets:
        if t in state.picked and (wanted is None or state.revealed.get(t) == wanted):
            got += 1
    return got >= obj.count


def _objective_open(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    index = state.topology.door_index
    return all(t in index and state.door_open(index[t]) for t in obj.targets)


def _objective_kill(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    return all(_killed_all(state, t) for t in obj.targets) if obj.targets else False


def _objective_destroy(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    return all(t in state.destroyed for t in obj.targets)


def _objective_escape(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    return _escape_done(state, obj)


def _objective_reach(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    return any(h.zone in obj.zones for h in state.standing_heroes())


def _objective_hold(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    wanted = obj.props.get("timing", "round-end")
    if wanted != "any" and timing != wanted:
        return False
    return _hold_done(state, obj)


def _objective_activate(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    props = obj.props
    needed = obj.count
    if len(state.heroes) == 1 and "soloCount" in props:
        needed = int(props["soloCount"])
    if props.get("rule", "action") == "occupy":
        if timing != props.get("timing", "round-start"):
            return False
        held = {h.zone for h in state.standing_heroes()}
        n = sum(1 for t in obj.targets if state.zones_of(t) & held)
        return n >= needed
    return sum(1 for t in obj.targets if t in state.activated) >= needed


def _objective_lure(state: CrawlerState, obj: ObjectiveSpec, timing: str) -> bool:
    """An enemy (``properties.enemy``: its source token id, uid or name) stands in a
    target zone."""
    return any(
        state.enemy_is(e, obj.props.get("enemy")) for e in enemies_in_zones(state, obj.zones)
    )


def enemies_in_zones(state: CrawlerState, zones: frozenset[int]) -> list[Enemy]:
    """The enemies (not objects) standing in ``zones``. (docs/engine.md, Objectives)"""
    return [e for e in state.enemies.values() if e.zone in zones and e.kind != "object"]


def _killed_all(state: CrawlerState, target: str) -> bool:
    if target in ("all", "all-enemies"):
        return bool(state.killed) and not any(e.kind != "object" for e in state.enemies.values())
    if target not in state.killed:
        return False
    return not any(target in (e.source, e.uid) for e in state.enemies.values())


def _escape_done(state: CrawlerState, obj: ObjectiveSpec) -> bool:
    who = obj.props.get("heroes", "any")
    who = who if isinstance(who, str) else "any"
    escaped = [h for h in state.heroes if h.escaped]
    if not escaped:
        return False
    if who == "all" and len(escaped) < len(state.heroes):
        return False
    if who not in ("any", "all"):
        named = triggers.hero_of(state, who)
        if named is None or not named.escaped:
            return False
    carrying = obj.props.get("carrying") or []
    if carrying:
        need = Counter(carrying)
        have = state.item_kinds(escaped)
        return all(have[k] >= n for k, n in need.items())
    return True


def _hold_done(state: CrawlerState, obj: ObjectiveSpec) -> bool:
    zones = obj.zones
    present = [h for h in state.standing_heroes() if h.zone in zones]
    if not present:
        return False
    carrying = obj.props.get("carrying") or []
    if carrying:
        need = Counter(carrying)
        have = state.item_kinds(present)
        if not all(have[k] >= n for k, n in need.items()):
            return False
    if obj.props.get("noEnemies", True):
        scope = scope_zones(state, zones, obj.props.get("scope", "zone"))
        if any(e.zone in scope for e in state.enemies.values() if e.kind != "object"):
            return False
    return True


def scope_zones(state: CrawlerState, zones: frozenset[int], scope: str) -> set[int]:
    """``zone``: the zones; ``room``: their printed rooms (openings only); ``chamber``:
    room zones joined by openings or open doors. (docs/engine.md, Objectives)"""
    if scope == "zone":
        return set(zones)
    topo = state.topology
    table = topo.chamber_of(0 if scope == "room" else state.key & ((1 << len(topo.door_ids)) - 1))
    result = set(zones)
    marks = {table[z] for z in zones if table[z] >= 0}
    for z, mark in enumerate(table):
        if mark in marks:
            result.add(z)
    return result


#: per objective id, its places in the quest's list and those of the objectives after it
_Order = tuple[dict[str, tuple[int, ...]], dict[str, tuple[int, ...]]]


def _order(logic: QuestLogic) -> _Order:
    """Per quest logic: per objective id its places in the quest's list, and the places of
    the objectives waiting for it (``after``), built once per game's logic."""
    table = _ORDERS.get(logic)
    if table is None:
        place: dict[str, list[int]] = {}
        followers: dict[str, list[int]] = {}
        for i, obj in enumerate(logic.objectives):
            place.setdefault(obj.id, []).append(i)
            for a in dict.fromkeys(obj.after):
                followers.setdefault(a, []).append(i)
        table = _ORDERS[logic] = (
            {a: tuple(js) for a, js in place.items()},
            {a: tuple(js) for a, js in followers.items()},
        )
    return table


#: :func:`_order`'s tables, kept while their game's logic lives (bounded by the live games)
_ORDERS: WeakKeyDictionary[QuestLogic, _Order] = WeakKeyDictionary()


class _Open:
    """The objectives of one ``done`` list open to a look (not done, their ``after`` done): their
    places in quest order, followed as ids are appended to the list (only ever appended to: a
    new list, a loaded or copied game's, or a shorter one starts afresh)."""

    __slots__ = ("count", "done", "finished", "order", "places")

    def __init__(self, logic: QuestLogic, done: list[str]) -> None:
        self.done = done
        self.count = len(done)
        self.finished = finished = set(done)
        self.order = _order(logic)
        self.places = [
            i
            for i, obj in enumerate(logic.objectives)
            if obj.id not in finished and all(a in finished for a in obj.after)
        ]

    def sync(self, objectives: list[ObjectiveSpec]) -> None:
        """Follow the ids appended to ``done`` since the last look."""
        done, finished, places = self.done, self.finished, self.places
        place, followers = self.order
        for name in done[self.count :]:
            if name in finished:
                continue
            finished.add(name)
            for i in place.get(name, ()):
                k = bisect_left(places, i)
                if k < len(places) and places[k] == i:
                    del places[k]
            for j in followers.get(name, ()):
                obj = objectives[j]
                if obj.id in finished or not all(a in finished for a in obj.after):
                    continue
                k = bisect_left(places, j)
                if k == len(places) or places[k] != j:
                    places.insert(k, j)
        self.count = len(done)


def newly_met(state: CrawlerState, done: list[str], timing: str) -> Iterator[ObjectiveSpec]:
    """The objectives not in ``done`` whose ``after`` objectives are, met now, in quest
    order, passes over the list repeated while one is found: the caller adds each one to
    ``done`` before asking for the next, so that one waiting for it is met in the same
    call (docs/engine.md, Objectives)."""
    # only the objectives open to a look are walked, kept per ``done`` list and followed as
    # it grows (a quest may list a thousand objectives, most waiting on others: a walk over
    # them all at every check was most of a long game's objective work)
    logic = state.game.logic
    objectives = logic.objectives
    kept = state.__dict__.get("_open_objectives")
    if kept is None or kept.done is not done or kept.count > len(done):
        kept = state.__dict__["_open_objectives"] = _Open(logic, done)
    places = kept.places
    progress = True
    while progress:
        progress = False
        kept.sync(objectives)
        last = -1
        while True:
            # the next open objective after the last one looked at: one that opened
            # meanwhile (its ``after`` met in this pass) is looked at in the same pass when
            # it comes later in the quest's list, in the next pass otherwise
            k = bisect_right(places, last)
            if k == len(places):
                break
            last = places[k]
            obj = objectives[last]
            if objective_done(state, obj, timing):
                progress = True
                yield obj
                kept.sync(objectives)


def objective_available(state: CrawlerState, obj: ObjectiveSpec) -> bool:
    """Whether ``obj`` may be worked on now: not done and its ``after`` objectives done
    (docs/engine.md, Objectives)."""
    done = state.done
    return obj.id not in done and all(a in done for a in obj.after)


#: what decides an objective: ``rule(state, objective, timing) -> bool``
ObjectiveRule = Callable[[Any, ObjectiveSpec, str], bool]

#: objective kinds and the function deciding each (docs/engine.md, "Objectives")
OBJECTIVES: dict[str, ObjectiveRule] = {
    "pickup": _objective_pickup,
    "collect": _objective_collect,
    "open": _objective_open,
    "kill": _objective_kill,
    "destroy": _objective_destroy,
    "escape": _objective_escape,
    "reach": _objective_reach,
    "hold": _objective_hold,
    "activate": _objective_activate,
    "lure": _objective_lure,
}
