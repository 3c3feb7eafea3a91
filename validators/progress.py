"""What the heroes can ever reach, in which order, and why not: the key/door fixpoint.

DESIGN §5: reachability follows the game. Closed doors can be opened; locked doors need their
key, rune key, code chip or quest condition; keys are collected in the regions reached;
objectives complete in their ``after`` order; triggers fire when their event can happen and
may unlock doors. All of that is one monotone fixpoint (persistent keys, performance anchors
§2.2 model A), computed by :func:`fixpoint` over :class:`Nav`, an integer-indexed copy of the
zone graph with a *gate* per edge (free, or the doors any of which opens it).

:func:`explain` turns a failure into a chain — objective → door → key → door … — and stops at
a repeat (a soft-lock cycle) or at a dead end (walls, a key that does not exist).

Where keys are used up (``keysConsumed`` parameter, or ``x-consumed`` on a lock: model B),
:func:`consumed_key_search` explores macro states (the set of consumable doors opened) and
finds states reachable from the start from which the goal can no longer be reached.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import networkx as nx
from questwright.core.board import Board, Door
from questwright.core.collector import without_gc
from questwright.core.geometry import EdgeKey, edge_ref
from questwright.core.movement import Movement, ZonePair, movement, pairs_beside
from questwright.core.search import cheapest_path, flood
from questwright.schema.model import Objective, Trigger
from questwright.validators.world import Target, World

__all__ = [
    "AFTER_NOTE",
    "ANY_KINDS",
    "BARRIER_GATE",
    "Chain",
    "ConsumedResult",
    "Nav",
    "Progress",
    "Step",
    "build_nav",
    "consumed_key_search",
    "explain",
    "fixpoint",
    "pair_gate",
    "patch_nav",
    "would_be_path",
]

#: note of a chain step that exists because of an objective's ``after`` order
AFTER_NOTE = "must be done before"
#: Objective kinds satisfied by any one of their targets (the others need every target).
ANY_KINDS = frozenset({"reach", "escape", "hold", "lure"})
_CLOSED = 1000
#: the gate of a sealed barrier (``properties.attackable: false``) is ``BARRIER_GATE + id``:
#: it opens when a trigger's ``destroy`` effect on the barrier fires (``Progress.doors``)
BARRIER_GATE = "barrier:"
_WALL = 1_000_000


@dataclass
class Nav:
    """Hero movement over zones: ``adj[i]`` holds ``(j, gate, kind)``.

    ``gate`` is ``None`` for a free step or a frozenset of door ids any of which opens it
    (and ``barrier:ID`` for a sealed barrier, opened by a ``destroy`` effect on it);
    ``kind`` is ``free``, ``door``, ``barrier``, ``link`` or ``diagonal``.
    """

    zones: list[str]
    index: dict[str, int]
    adj: list[list[tuple[int, frozenset[str] | None, str]]]
    passable: list[bool]
    door_edges: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    #: walled-off neighbours (for would-be paths): ``walls[i]`` holds ``(j, first edge)``
    walls: dict[int, list[tuple[int, EdgeKey]]] = field(default_factory=dict)
    #: the position of each zone pair ``(i, j)``, ``i < j``, in the movement model's pair
    #: order, once :func:`patch_nav` has needed it: handed on to the next patched graph,
    #: whose board has the same zones, cells, terrain and links and so the same pairs in
    #: the same order (what the graph is, not part of it: left out of ``==``)
    rank: dict[tuple[int, int], int] | None = field(default=None, compare=False, repr=False)

    def neighbours(self, zone: str) -> list[str]:
        return [self.zones[j] for j, _, _ in self.adj[self.index[zone]]]


@without_gc
def build_nav(board: Board) -> Nav:
    """Compile the board's zones into integer adjacency lists with door gates.

    The zone pairs of :mod:`questwright.core.movement` for heroes, with the validators'
    policy: a closed door is a gate any of whose doors opens it, a barrier can always be
    broken (a sealed one, ``attackable: false``, only by a trigger's ``destroy``), links (staircases) are taken; a corner step counts when the corner rule lets
    it through as the board stands (closed doors counting as walls); zones of the
    ``lethalTerrain`` kinds are no way at all. Built without networkx so that
    10,000-zone boards stay fast.
    """
    model = movement(board)
    zones = list(board.zones)
    index = {z: i for i, z in enumerate(zones)}
    enterable = model.enterable(lethal=False)
    passable = [enterable[z] for z in zones]
    adj: list[list[tuple[int, frozenset[str] | None, str]]] = [[] for _ in zones]
    door_edges: dict[str, list[tuple[int, int]]] = {}
    walls: dict[int, list[tuple[int, EdgeKey]]] = {}
    for pair in model.pairs():
        ia, ib = index[pair.a], index[pair.b]
        if ia > ib:
            ia, ib = ib, ia
        if not (passable[ia] and passable[ib]):
            continue
        step = _nav_step(model, pair)
        if isinstance(step[0], tuple):  # walled off
            first = step[0]
            walls.setdefault(ia, []).append((ib, first))
            walls.setdefault(ib, []).append((ia, first))
            continue
        doors, kind = step
        if not kind:  # a corner the corner rule shuts
            continue
        for d in doors or ():
            if not d.startswith(BARRIER_GATE):
                door_edges.setdefault(d, []).append((ia, ib))
        adj[ia].append((ib, doors, kind))
        adj[ib].append((ia, doors, kind))
    return Nav(zones, index, adj, passable, door_edges, walls)


def _nav_step(
    model: Movement, pair: ZonePair
) -> tuple[frozenset[str] | None, str] | tuple[EdgeKey, None]:
    """What :class:`Nav` makes of one pair of passable zones: ``(doors, kind)`` for a
    step (see :class:`Nav`), ``(first edge, None)`` for walls only, ``(None, "")`` for a
    corner the corner rule shuts."""
    if pair.always:  # nothing in the way (most pairs): no need to ask
        return None, "free" if pair.way == "edge" else "diagonal"
    if pair.way == "edge":
        gate = pair_gate(model, pair)
        if gate is None:
            return min(pair.edges), None
        return gate
    if pair.way == "corner":
        return (None, "diagonal") if model.pair_passes(pair) else (None, "")
    return None, "link"


def patch_nav(board: Board, nav: Nav, units: Iterable[EdgeKey]) -> Nav:
    """The :class:`Nav` of ``board``, made from ``nav`` (that of an earlier board with the
    same zones, cells, terrain and links, which is not changed) by working out again the
    zone pairs beside ``units``: unit edges whose kind, door, door state or lock changed.

    Steps, walls and door edges come in the order :func:`build_nav` gives them (the
    movement model's pair order), so the result equals a fresh build. The pairs' order is
    read once and carried from graph to graph (:attr:`Nav.rank`); only the lists of the
    zones beside a changed pair are sorted again.
    """
    model = movement(board)
    touched = pairs_beside(board, units, board.adjacency == "octile")
    if not touched:
        return nav
    index, passable = nav.index, nav.passable
    pairs = model.pairs()
    rank = nav.rank
    redone = {_pair_key(index[a], index[b]) for a, b in touched}
    if rank is None or not _rank_holds(rank, pairs, nav.zones, redone):
        # the first patch (or, which carrying the movement model's pairs rules out, pairs
        # in another order): read the order from the pairs
        rank = _pair_rank(pairs, index)
    steps: dict[tuple[int, int], tuple[frozenset[str] | None, str] | tuple[EdgeKey, None]] = {}
    for key in sorted((k for k in redone if k in rank), key=rank.__getitem__):
        # in pair order, as a fresh build meets them
        if passable[key[0]] and passable[key[1]]:
            steps[key] = _nav_step(model, pairs[rank[key]])
    adj = list(nav.adj)
    for zone in {i for key in redone for i in key}:
        kept = [e for e in adj[zone] if _pair_key(zone, e[0]) not in redone]
        for (ia, ib), step in steps.items():
            if zone in (ia, ib) and step[1]:
                doors, kind = step
                kept.append((ib if zone == ia else ia, doors, kind))
        kept.sort(key=lambda e: rank[_pair_key(zone, e[0])])
        adj[zone] = kept
    if any(e[1] for key in redone for e in nav.adj[key[0]] if e[0] == key[1]) or any(
        step[1] and step[0] for step in steps.values()
    ):
        # a door step among the pairs worked out again: the door edges in pair order anew
        door_steps = sorted(
            (rank[(i, j)], i, j, doors)
            for i, entries in enumerate(adj)
            for j, doors, _kind in entries
            if i < j and doors
        )
        door_edges: dict[str, list[tuple[int, int]]] = {}
        for _r, i, j, doors in door_steps:
            for d in doors:
                if not d.startswith(BARRIER_GATE):
                    door_edges.setdefault(d, []).append((i, j))
    else:
        door_edges = nav.door_edges  # no door step came or went: the same lists
    # the walled-off neighbours of the zones beside a changed pair, in pair order; every
    # other zone's list is the last graph's
    walls = dict(nav.walls)
    for zone in {i for key in redone for i in key}:
        entries = [
            (j, first) for j, first in nav.walls.get(zone, ()) if _pair_key(zone, j) not in redone
        ]
        for (ia, ib), step in steps.items():
            if zone in (ia, ib) and isinstance(step[0], tuple):
                entries.append((ib if zone == ia else ia, step[0]))
        if entries:
            entries.sort(key=lambda e: rank[_pair_key(zone, e[0])])
            walls[zone] = entries
        else:
            walls.pop(zone, None)
    return Nav(nav.zones, index, adj, passable, door_edges, walls, rank)


def _rank_holds(
    rank: dict[tuple[int, int], int],
    pairs: list[ZonePair],
    zones: list[str],
    redone: set[tuple[int, int]],
) -> bool:
    """Whether ``rank`` (carried from an earlier graph) still gives the positions in
    ``pairs``: as many pairs, and the pairs worked out again where it says."""
    if len(rank) != len(pairs):
        return False
    for i, j in redone:
        position = rank.get((i, j))
        if position is None:
            return False
        pair = pairs[position]
        if {pair.a, pair.b} != {zones[i], zones[j]}:
            return False
    return True


def _pair_rank(pairs: list[ZonePair], index: dict[str, int]) -> dict[tuple[int, int], int]:
    """The position of each zone pair ``(i, j)``, ``i < j``, in ``pairs``."""
    rank: dict[tuple[int, int], int] = {}
    for position, pair in enumerate(pairs):
        rank[_pair_key(index[pair.a], index[pair.b])] = position
    return rank


def _pair_key(i: int, j: int) -> tuple[int, int]:
    """A zone pair as :attr:`Nav.rank` and :func:`patch_nav` key it: lower index first."""
    return (i, j) if i < j else (j, i)


def pair_gate(model: Movement, pair: ZonePair) -> tuple[frozenset[str] | None, str] | None:
    """The Nav gate of an ``edge`` pair for heroes: ``(None, "free")``, ``(None,
    "barrier")`` (heroes can always break a barrier), ``(gates, "barrier")`` for sealed
    barriers (``barrier:ID``, and any closed doors beside them), ``(doors, "door")``, or
    ``None`` for walls only."""
    crossing = model.crossing(pair)
    if crossing.open:
        return None, "free"
    if crossing.sealed:
        return crossing.doors | {BARRIER_GATE + b for b in crossing.sealed}, "barrier"
    if crossing.barrier:
        return None, "barrier"
    if crossing.doors:
        return crossing.doors, "door"
    return None


# --------------------------------------------------------------------------- fixpoint


@dataclass
class Progress:
    """The outcome of the fixpoint: what becomes reachable or true, and in which round."""

    zones: dict[str, int] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)
    #: passable doors, and the sealed barriers' gates destroyed (``barrier:ID``)
    doors: dict[str, int] = field(default_factory=dict)
    objectives: dict[str, int] = field(default_factory=dict)
    triggers: dict[str, int] = field(default_factory=dict)
    unlocked: dict[str, str] = field(default_factory=dict)  # door -> trigger that unlocks it
    rounds: int = 0
    #: per zone index of the graph: how many zones were reached when the flood took it
    #: from its queue (0: never), for :func:`carry_fixpoint` (how it was found, not what)
    popped: list[int] = field(default_factory=list, compare=False, repr=False)


class _Rules:
    """The game semantics the fixpoint and the explanations share."""

    def __init__(self, world: World, nav: Nav) -> None:
        self.world = world
        self.board = world.board
        self.nav = nav
        quest = self.board.quest
        self.objectives = list(quest.objectives)
        self.triggers = list(quest.triggers)
        self.targets = {o.id: [world.resolve(t) for t in o.targets] for o in self.objectives}
        # door -> triggers with unlock/open-door effects on it
        self.unlockers: dict[str, list[str]] = {}
        #: object -> triggers with destroy effects on it (a sealed barrier's only way open)
        self.destroyers: dict[str, list[str]] = {}
        for trig in self.triggers:
            for eff in trig.effects:
                if eff.kind in ("unlock", "open-door") and eff.target:
                    self.unlockers.setdefault(eff.target, []).append(trig.id)
                elif eff.kind == "destroy" and eff.target:
                    self.destroyers.setdefault(eff.target, []).append(trig.id)
        self.rune_keys: dict[str, list[str]] = {}
        for token in world.tokens(world.rune_key_types):
            color = token.properties.get("color")
            if isinstance(color, str):
                self.rune_keys.setdefault(color, []).append(token.id)
        self.token_zone = {t.id: world.token_zones(t) for t in self.board.tokens.values()}
        #: the zones beside each door (geometry: the board's doors keep their edges)
        self.door_sides = {d.id: world.door_zones(d) for d in self.board.doors.values()}
        #: a locked door without a lock is destroyed, not opened, where the rules allow it
        self.breakable = movement(self.board).rules.heroes_break_doors
        self.round_limit = min(
            (
                loss.rounds
                for loss in quest.loss
                if loss.kind == "round-limit" and isinstance(loss.rounds, int)
            ),
            default=None,
        )

    # --- doors
    def door_structurally_openable(self, door: Door) -> bool:
        """Whether anything at all could open it (ignoring where things are)."""
        if door.is_open or door.id in self.unlockers:
            return True
        lock = door.lock
        if lock is None:
            return door.state != "locked" or self.breakable
        if lock.kind == "key":
            return any(k in self.board.tokens for k in lock.keys)
        if lock.kind == "rune":
            return bool(lock.color and self.rune_keys.get(lock.color))
        if lock.kind == "code-chip":
            return True
        if lock.kind == "condition":
            return bool(lock.requires)
        return False

    def door_ok(self, door: Door, p: Progress) -> bool:
        if door.is_open or door.id in p.unlocked:
            return True
        lock = door.lock
        if lock is None:
            return door.state != "locked" or self.breakable
        if lock.kind == "key":
            return any(k in p.tokens for k in lock.keys)
        if lock.kind == "rune":
            return any(k in p.tokens for k in self.rune_keys.get(lock.color or "", ()))
        if lock.kind == "code-chip":
            return True
        if lock.kind == "condition":
            return bool(lock.requires) and all(
                r in p.objectives or r in p.triggers for r in lock.requires
            )
        return False

    # --- objectives
    def needed(self, obj: Objective) -> int:
        n = len([t for t in self.targets[obj.id] if t.kind != "unknown"])
        if obj.count is not None:
            return min(obj.count, n) if n else obj.count
        if obj.kind in ANY_KINDS or obj.properties.get("mode") == "any":
            return 1 if n else 0
        return n

    def target_met(self, obj: Objective, target: Target, p: Progress) -> bool:
        if target.kind == "objective":
            return target.id in p.objectives
        if target.kind == "trigger":
            return target.id in p.triggers
        if target.kind == "door" and obj.kind == "open":
            return target.id in p.doors
        if target.kind == "token" and obj.kind in ("pickup", "collect"):
            return target.id in p.tokens
        return not p.zones.keys().isdisjoint(target.zones)

    def objective_done(self, obj: Objective, p: Progress) -> bool:
        if any(a not in p.objectives for a in obj.after):
            return False
        where = self.world.objective_zones(obj)
        if self.world.objective_zone(obj) is not None and not where & p.zones.keys():
            return False
        targets = [t for t in self.targets[obj.id] if t.kind != "unknown"]
        if not targets:
            # nothing on the board to reach (kill "all", names, broken refs reported
            # elsewhere): do not let the rest of the quest wait for it
            return True
        met = sum(1 for t in targets if self.target_met(obj, t, p))
        return met >= max(1, self.needed(obj))

    # --- triggers
    def trigger_fires(self, trig: Trigger, p: Progress) -> bool:
        event, target = trig.on.event, trig.on.target
        if event in ("round-start", "round-end"):
            return not (
                trig.on.round is not None
                and self.round_limit is not None
                and trig.on.round > self.round_limit
            )
        if target is None:
            return True
        if event == "objective-complete":
            return target in p.objectives
        if event == "door-opened":
            return target in p.doors
        if event in ("pickup", "item-gained") and target in self.board.tokens:
            return target in p.tokens
        if event == "pickup" and target in self.world.token_kinds:
            # a kind ("lair"): any token of that type, or a face-down slot that may hold it
            return any(t in p.tokens for t in self.world.tokens_of_kind(target))
        resolved = self.world.resolve(target)
        if resolved.kind == "objective":
            return target in p.objectives
        if resolved.kind == "trigger":
            return target in p.triggers
        if resolved.kind == "counter":
            return True  # counters move by triggers; assume the count can be reached
        if resolved.kind == "unknown":
            # an item card, an enemy or a round named by the event: assume it can happen
            return event in ("item-gained", "enemy-killed", "round-start", "round-end")
        return any(z in p.zones for z in resolved.zones)


def fixpoint(
    world: World,
    nav: Nav,
    *,
    forced: dict[str, bool] | None = None,
    rules: _Rules | None = None,
) -> Progress:
    """Flood from the hero start, collect keys, complete objectives, fire triggers; repeat.

    ``forced`` pins doors open (True) or shut (False) whatever their lock says (used by the
    consumed-key search).
    """
    rules = rules or _shared_rules(world, nav)
    board = world.board
    forced = forced or {}
    p = Progress()
    pending: dict[str, list[int]] = {}
    queue: deque[int] = deque()
    rnd = 0

    def door_pass(door_id: str) -> bool:
        if door_id in forced:
            return forced[door_id]
        door = board.doors.get(door_id)
        return door is not None and rules.door_ok(door, p)

    zone_ids, adj = nav.zones, nav.adj
    reached = bytearray(len(zone_ids))  # per zone index: in p.zones (faster than the ids)
    popped = p.popped = [0] * len(zone_ids)
    seen = p.zones

    def visit(i: int) -> None:
        if not reached[i]:
            reached[i] = 1
            p.zones[zone_ids[i]] = rnd
            queue.append(i)

    def flood() -> None:
        passed = p.doors
        while queue:
            i = queue.popleft()
            popped[i] = len(seen)
            for j, gate, _kind in adj[i]:
                if reached[j]:
                    continue
                if gate is None or not passed.keys().isdisjoint(gate):
                    reached[j] = 1
                    p.zones[zone_ids[j]] = rnd
                    queue.append(j)
                else:
                    for d in gate:
                        pending.setdefault(d, []).append(j)

    for zone in world.start_zones:
        i = nav.index.get(zone)
        if i is not None and nav.passable[i]:
            visit(i)
    # tokens and doors not reached yet, in board order (the order they are recorded in)
    waiting_tokens = [(t, tuple(rules.token_zone[t])) for t in board.tokens]
    waiting_doors = list(board.doors)
    while True:
        flood()
        changed = False
        still: list[tuple[str, tuple[str, ...]]] = []
        for token_id, zones in waiting_tokens:
            if not p.zones.keys().isdisjoint(zones):
                p.tokens[token_id] = rnd
                changed = True
            else:
                still.append((token_id, zones))
        waiting_tokens = still
        for obj in rules.objectives:
            if obj.id not in p.objectives and rules.objective_done(obj, p):
                p.objectives[obj.id] = rnd
                changed = True
        for trig in rules.triggers:
            if trig.id not in p.triggers and rules.trigger_fires(trig, p):
                p.triggers[trig.id] = rnd
                changed = True
                for eff in trig.effects:
                    if eff.kind in ("unlock", "open-door") and eff.target:
                        p.unlocked.setdefault(eff.target, trig.id)
                    elif eff.kind == "destroy" and eff.target:
                        gate = BARRIER_GATE + eff.target
                        if gate not in p.doors:
                            p.doors[gate] = rnd
                            for j in pending.pop(gate, ()):
                                visit(j)
        closed: list[str] = []
        for door_id in waiting_doors:
            if not p.zones.keys().isdisjoint(rules.door_sides[door_id]) and door_pass(door_id):
                p.doors[door_id] = rnd
                changed = True
                for j in pending.pop(door_id, ()):
                    visit(j)
            else:
                closed.append(door_id)
        waiting_doors = closed
        if not changed and not queue:
            break
        rnd += 1
    p.rounds = rnd
    return p


def carry_rules(
    before: tuple[World, Nav, _Rules, Progress], world: World, nav: Nav
) -> _Rules | None:
    """The fixpoint's rules of an earlier revision, ``before`` (its world, graph, rules and
    outcome), rebound to ``world`` and ``nav``; ``None`` when the board's doors are not the
    same ones on the same edges, in the same order.

    The caller vouches that the quest (every section but plain walls), the cells, zones
    and tokens are the same and that every zone's users (:meth:`World.use_zones`) asked
    on the earlier board are the same on this one: what the rules read of the board (the
    objectives' targets, the tokens' zones, the doors' sides) is then the same. Door
    states and locks are read when asked, never kept (the rules are door-blind).
    """
    old_world, _old_nav, rules, _p = before
    old_doors, doors = old_world.board.doors, world.board.doors
    if old_doors is not doors and [(d.id, d.edges) for d in old_doors.values()] != [
        (d.id, d.edges) for d in doors.values()
    ]:
        return None
    # what copy.copy makes of it (a new instance sharing the attributes), without its
    # trip through __reduce_ex__
    carried = object.__new__(type(rules))
    carried.__dict__.update(rules.__dict__)
    carried.world, carried.board, carried.nav = world, world.board, nav
    return carried


def carry_fixpoint(
    before: tuple[World, Nav, _Rules, Progress], world: World, nav: Nav
) -> tuple[Progress, bool] | None:
    """The fixpoint of an earlier revision, ``before`` (its world, graph, rules and
    outcome), reused for ``world`` and ``nav`` when it is the very outcome a fresh
    :func:`fixpoint` would find; ``None`` when that cannot be shown.

    The caller vouches for what :func:`carry_rules` asks. Then the flood is the same step
    for step if the doors are the same (in the same order, with the same states and
    locks) and every step of the graph that differs from the earlier one (``nav`` is
    :func:`patch_nav`'s: the same zones and passable zones) was a dead letter: when the
    flood took its zone from the queue, if ever, the zone it leads to was reached
    already, so the step did nothing, and the steps that did something come in the same
    order.

    Returns the outcome and whether the would-be paths of the explanations
    (:func:`would_be_path`) are the same too: every step or wall that differs joins two
    reached zones (the Dijkstra's sources, which no step ever improves on).
    """
    old_world, old_nav, _rules, p = before
    if not p.popped or len(p.popped) != len(nav.zones):
        return None
    zones = nav.zones
    if (zones is not old_nav.zones and zones != old_nav.zones) or (
        nav.passable is not old_nav.passable and nav.passable != old_nav.passable
    ):
        return None
    old_doors, doors = old_world.board.doors, world.board.doors
    if old_doors is not doors and list(old_doors.items()) != list(doors.items()):
        return None
    # the rows patch_nav made anew (it hands on every other row as the very list)
    old_adj, adj = old_nav.adj, nav.adj
    rows = [i for i, (a, b) in enumerate(zip(old_adj, adj, strict=True)) if a is not b]
    changed = _changed_steps(old_adj, adj, rows)
    if changed is None:
        return None
    order: dict[str, int] | None = None
    for i, ends in changed.items():
        when = p.popped[i]
        if not when:
            continue  # never flooded from: its steps were never read
        if order is None:
            order = {z: k for k, z in enumerate(p.zones)}
        if any(order.get(zones[j], when) >= when for j in ends):
            return None
    old_walls, walls = old_nav.walls, nav.walls
    walled = _changed_steps(
        old_walls,
        walls,
        [i for i in old_walls.keys() | walls.keys() if old_walls.get(i) is not walls.get(i)],
    )
    paths = walled is not None and all(
        zones[i] in p.zones and all(zones[j] in p.zones for j in ends)
        for steps in (changed, walled)
        for i, ends in steps.items()
    )
    return p, paths


def _changed_steps(old: Any, new: Any, rows: Iterable[int]) -> dict[int, set[int]] | None:
    """Per row of ``rows`` (zone indexes; ``old`` and ``new`` are lists or dicts of rows)
    whose entries differ: the zones its differing entries lead to (entries are tuples, the
    zone first); ``None`` when the entries that do not differ come in another order."""
    out: dict[int, set[int]] = {}
    for i in rows:
        a, b = _row(old, i), _row(new, i)
        if a is b or a == b:
            continue
        ends = {
            j
            for j in {e[0] for e in a} | {e[0] for e in b}
            if [e for e in a if e[0] == j] != [e for e in b if e[0] == j]
        }
        if [e for e in a if e[0] not in ends] != [e for e in b if e[0] not in ends]:
            return None
        out[i] = ends
    return out


def _row(rows: Any, i: int) -> Any:
    return rows[i] if isinstance(rows, list) else rows.get(i, ())


def share_explanations(
    world: World, nav: Nav, rules: _Rules, p: Progress, memo: dict[Any, Any] | None = None
) -> None:
    """Let :func:`explain` and :func:`would_be_path` on ``world``, ``nav`` and ``p`` use
    ``rules`` and remember their answers in ``memo`` (the answers of an earlier revision
    where :func:`carry_fixpoint` says they hold, else a new one)."""
    world.derived["explain-rules"] = (nav, rules)
    world.derived["explain-memo"] = (nav, p, {} if memo is None else memo)


def _memo(world: World, nav: Nav, p: Progress) -> dict[Any, Any]:
    """The explanations' answers remembered for ``nav`` and ``p`` on ``world``."""
    kept = world.derived.get("explain-memo")
    if kept is None or kept[0] is not nav or kept[1] is not p:
        kept = (nav, p, {})
        world.derived["explain-memo"] = kept
    memo: dict[Any, Any] = kept[2]
    return memo


# --------------------------------------------------------------------------- explanations


def would_be_path(
    world: World, nav: Nav, p: Progress, goal: Iterable[str]
) -> tuple[list[str], tuple[str, str | EdgeKey] | None]:
    """Shortest would-be path from the reached region to ``goal`` and its first closed boundary.

    Steps through closed doors cost much more than free ones, walls more still, so the path
    crosses as few closed boundaries as it can. Returns ``(zones, blocker)`` where
    ``blocker`` is ``("door", id)``, ``("wall", edge key)`` or ``None`` (nothing on the way
    is closed, or no path exists at all).
    """
    goals = {g for g in goal if g in nav.index}
    memo = _memo(world, nav, p)
    key = ("path", frozenset(goals))
    found = memo.get(key)
    if found is None:
        found = memo[key] = _would_be_path(nav, p, goals)
    return list(found[0]), found[1]


def _would_be_path(
    nav: Nav, p: Progress, goals: set[str]
) -> tuple[list[str], tuple[str, str | EdgeKey] | None]:
    sources = [nav.index[z] for z in p.zones if z in nav.index]
    if not goals or not sources:
        return [], None
    goal_idx = {nav.index[g] for g in goals}
    # weighted edges: nav adjacency (doors gated) plus walls between passable zones
    walls, adj, passed = nav.walls, nav.adj, p.doors.keys()
    reached = set(sources)

    def steps(i: int) -> list[tuple[int, int, tuple[str, str | EdgeKey] | None]]:
        # a step into the reached region is left out: its zones start at cost 0, which no
        # step improves on (the search takes the same path without it)
        out: list[tuple[int, int, tuple[str, str | EdgeKey] | None]] = []
        for j, gate, _kind in adj[i]:
            if j in reached:
                continue
            if gate is None or not passed.isdisjoint(gate):
                out.append((j, 1, None))
            else:
                out.append((j, _CLOSED, ("door", min(gate))))  # the first door by name
        for j, key in walls.get(i, ()):
            if j not in reached:
                out.append((j, _WALL, ("wall", key)))
        return out

    found = cheapest_path(sources, steps, goal_idx.__contains__)
    if found is None:
        return [], None
    path, blockers = found
    first = next((b for b in blockers if b is not None), None)
    return [nav.zones[i] for i in path], first


@dataclass(frozen=True)
class Step:
    """One link of a chain: ``kind`` is objective, door, barrier (a sealed one), token,
    trigger, zone or end."""

    kind: str
    id: str
    note: str = ""


@dataclass
class Chain:
    steps: list[Step]
    cycle: int | None = None  # index of the step the chain loops back to
    end: str = ""  # why the chain stops when there is no cycle

    @property
    def loop(self) -> list[Step]:
        return self.steps[self.cycle :] if self.cycle is not None else []

    def text(self, loop_only: bool = False) -> str:
        steps = self.loop if loop_only and self.cycle is not None else self.steps
        names = [s.id for s in steps]
        if self.cycle is not None:
            names.append(self.steps[self.cycle].id)
        return " → ".join(names)


def _shared_rules(world: World, nav: Nav) -> _Rules:
    """The explain rules of ``world`` and ``nav``, built once: the rules explain a chain
    from every door, objective and token, and building them costs O(tokens + doors)."""
    kept = world.derived.get("explain-rules")
    if kept is None or kept[0] is not nav:
        kept = (nav, _Rules(world, nav))
        world.derived["explain-rules"] = kept
    rules: _Rules = kept[1]
    return rules


def explain(
    world: World,
    nav: Nav,
    p: Progress,
    start: Step,
    rules: _Rules | None = None,
    limit: int = 40,
) -> Chain:
    """Follow what ``start`` waits for until the chain repeats itself or dead-ends."""
    if rules is not None:
        return _explain(world, nav, p, start, rules, limit)
    memo = _memo(world, nav, p)
    key = ("explain", start, limit)
    chain: Chain | None = memo.get(key)
    if chain is None:
        chain = memo[key] = _explain(world, nav, p, start, _shared_rules(world, nav), limit)
    return Chain(list(chain.steps), chain.cycle, chain.end)


def _explain(world: World, nav: Nav, p: Progress, start: Step, rules: _Rules, limit: int) -> Chain:
    board = world.board
    steps: list[Step] = []
    seen: dict[tuple[str, str], int] = {}
    current: Step | None = start
    end = ""
    while current is not None and len(steps) < limit:
        marker = (current.kind, current.id)
        if marker in seen:
            # the closing link describes how the loop re-enters its first step
            steps[seen[marker]] = current
            return Chain(steps, seen[marker])
        seen[marker] = len(steps)
        steps.append(current)
        nxt: Step | None = None
        if current.kind == "objective":
            obj = world.objectives.get(current.id)
            if obj is None:
                end = "it does not exist"
                break
            waiting = [a for a in obj.after if a not in p.objectives]
            if waiting:
                nxt = Step("objective", waiting[0], f"{AFTER_NOTE} {obj.id}")
            else:
                zones: set[str] = set()
                where = world.objective_zones(obj)
                home = world.objective_zone(obj)
                if home and not where & p.zones.keys():
                    zones |= set(where) or {home}
                for target in rules.targets[obj.id]:
                    if target.kind == "objective" and target.id not in p.objectives:
                        nxt = Step("objective", target.id)
                        break
                    if target.kind == "door" and obj.kind == "open" and target.id not in p.doors:
                        nxt = Step("door", target.id)
                        break
                    if not rules.target_met(obj, target, p):
                        zones |= set(target.zones) - set(p.zones)
                if nxt is None:
                    nxt, end = _blocked_by(world, nav, p, zones)
        elif current.kind in ("token", "zone"):
            if current.kind == "token":
                zones = set(rules.token_zone.get(current.id, ()))
            else:
                zones = {current.id}
            nxt, end = _blocked_by(world, nav, p, zones)
        elif current.kind == "door":
            door = board.doors.get(current.id)
            if door is None:
                end = "it does not exist"
                break
            if rules.door_ok(door, p) and door.id not in p.doors:
                # openable, but no side is reached
                nxt, end = _blocked_by(world, nav, p, set(world.door_zones(door)))
            else:
                nxt, end = _door_needs(world, rules, p, door)
        elif current.kind == "barrier":
            # sealed: nobody attacks it, only a trigger's destroy effect opens it
            destroyers = [t for t in rules.destroyers.get(current.id, ()) if t not in p.triggers]
            if not destroyers:
                end = "nothing destroys it (it cannot be attacked)"
                break
            nxt = Step("trigger", destroyers[0], f"{destroyers[0]} destroys {current.id}")
        elif current.kind == "trigger":
            trig = world.triggers.get(current.id)
            event_target = trig.on.target if trig is not None else None  # type: ignore[attr-defined]
            if trig is None or event_target is None:
                end = "its event never happens"
                break
            event = trig.on.event  # type: ignore[attr-defined]
            resolved = world.resolve(event_target)
            if event == "objective-complete" or resolved.kind == "objective":
                nxt = Step("objective", event_target)
            elif event == "door-opened" or resolved.kind == "door":
                nxt = Step("door", event_target)
            elif resolved.kind == "token":
                nxt = Step("token", event_target)
            elif resolved.kind == "trigger":
                nxt = Step("trigger", event_target)
            elif resolved.zones:
                nxt, end = _blocked_by(world, nav, p, set(resolved.zones))
            else:
                end = f"its event target {event_target!r} does not exist"
        current = nxt
    return Chain(steps, None, end)


def _blocked_by(world: World, nav: Nav, p: Progress, zones: set[str]) -> tuple[Step | None, str]:
    missing = {z for z in zones if z not in p.zones}
    if not missing:
        return None, "nothing blocks it"
    unpassable = [z for z in missing if z not in nav.index or not nav.passable[nav.index[z]]]
    if unpassable and len(unpassable) == len(missing):
        return None, f"zone {unpassable[0]} cannot be entered at all"
    _path, blocker = would_be_path(world, nav, p, missing)
    if blocker is None:
        return None, "no route leads there"
    if blocker[0] == "door":
        gate = str(blocker[1])
        if gate.startswith(BARRIER_GATE):
            return Step("barrier", gate.removeprefix(BARRIER_GATE)), ""
        return Step("door", gate), ""
    return None, f"walled off (first wall at {edge_ref(blocker[1])})"  # type: ignore[arg-type]


def _door_needs(world: World, rules: _Rules, p: Progress, door: Door) -> tuple[Step | None, str]:
    unlockers = [t for t in rules.unlockers.get(door.id, ()) if t not in p.triggers]
    lock = door.lock
    if lock is None:
        if unlockers:
            return Step("trigger", unlockers[0], f"{unlockers[0]} unlocks {door.id}"), ""
        return None, "nothing ever unlocks it"
    if lock.kind == "key":
        keys = [k for k in lock.keys if k in world.board.tokens]
        if keys:
            return Step("token", keys[0], f"{keys[0]} opens {door.id}"), ""
    elif lock.kind == "rune":
        keys = rules.rune_keys.get(lock.color or "", [])
        if keys:
            return Step("token", keys[0], f"{keys[0]} opens {door.id}"), ""
    elif lock.kind == "condition":
        for req in lock.requires:
            if req in world.objectives and req not in p.objectives:
                return Step("objective", req, f"{door.id} opens when {req} is done"), ""
            if req in world.triggers and req not in p.triggers:
                return Step("trigger", req, f"{door.id} opens when {req} fires"), ""
    if unlockers:
        return Step("trigger", unlockers[0], f"{unlockers[0]} unlocks {door.id}"), ""
    return None, "no key or condition for it exists"


# --------------------------------------------------------------------------- consumed keys


@dataclass
class ConsumedResult:
    doors: list[str]
    states: int
    goal_states: int
    dead: list[frozenset[str]]
    paths: dict[frozenset[str], list[str]]
    exhaustive: bool
    winnable: bool
    #: every objective is done with every consumable door open (keys not spent), yet no
    #: order of spending keys gets there: the keys are too few whatever the heroes do
    keys_short: bool = False


def consumable_doors(world: World) -> list[str]:
    everywhere = bool(world.board.parameter("keysConsumed", False))
    out = []
    for door in world.board.doors.values():
        lock = door.lock
        if lock is None or lock.kind != "key" or door.is_open:
            continue
        if everywhere or lock.extras.get("x-consumed") is True:
            out.append(door.id)
    return sorted(out)


def consumed_key_search(
    world: World, nav: Nav, max_doors: int = 14, max_states: int = 20000
) -> ConsumedResult | None:
    """Model B of performance anchors §2.2: keys are spent, one per door opened.

    A state is the set of consumable doors opened so far; a door may be opened next when it
    is on the edge of the reached region and the keys reached can be matched, one each, to
    every opened door (any key listed on a door fits it). A soft-locked state is reachable
    from the start but can no longer reach a state where every objective is done.
    """
    doors = consumable_doors(world)
    if not doors:
        return None
    board = world.board
    rules = _Rules(world, nav)
    exhaustive = len(doors) <= max_doors
    start: frozenset[str] = frozenset()
    progress: dict[frozenset[str], Progress] = {}
    succ: dict[frozenset[str], list[frozenset[str]]] = {}
    paths: dict[frozenset[str], list[str]] = {start: []}
    queue: deque[frozenset[str]] = deque([start])
    goal: set[frozenset[str]] = set()
    objectives = [o.id for o in board.quest.objectives]
    while queue and len(progress) < max_states:
        state = queue.popleft()
        forced = {d: d in state for d in doors}
        p = fixpoint(world, nav, forced=forced, rules=rules)
        progress[state] = p
        if objectives and all(o in p.objectives for o in objectives):
            goal.add(state)
        nexts = []
        for d in doors:
            if d in state:
                continue
            door = board.doors[d]
            if not any(z in p.zones for z in world.door_zones(door)):
                continue
            if not _keys_match(board, state | {d}, p):
                continue
            nxt = state | {d}
            nexts.append(nxt)
            if nxt not in paths:
                paths[nxt] = [*paths[state], d]
                queue.append(nxt)
        succ[state] = nexts
    if queue:
        exhaustive = False
    # backward search from the goal states
    back: dict[frozenset[str], list[frozenset[str]]] = {}
    for s, ns in succ.items():
        for n in ns:
            back.setdefault(n, []).append(s)
    alive = flood(goal, lambda s: back.get(s, ()))
    dead = sorted((s for s in progress if s not in alive), key=lambda s: (len(s), sorted(s)))
    keys_short = False
    if start not in alive and exhaustive and objectives:
        opened = fixpoint(world, nav, forced=dict.fromkeys(doors, True), rules=rules)
        keys_short = all(o in opened.objectives for o in objectives)
    return ConsumedResult(
        doors,
        len(progress),
        len(goal),
        dead if start in alive else [],
        paths,
        exhaustive,
        start in alive,
        keys_short,
    )


def _keys_match(board: Board, opened: frozenset[str], p: Progress) -> bool:
    """A distinct reached key for every opened door (bipartite matching)."""
    g = nx.Graph()
    left = [("door", d) for d in opened]
    g.add_nodes_from(left, bipartite=0)
    for d in opened:
        lock = board.doors[d].lock
        for k in lock.keys if lock else ():
            if k in p.tokens:
                g.add_edge(("door", d), ("key", k))
    if any(g.degree(n) == 0 for n in left):
        return False
    matching = nx.bipartite.maximum_matching(g, top_nodes=left)
    return sum(1 for n in left if n in matching) == len(left)
