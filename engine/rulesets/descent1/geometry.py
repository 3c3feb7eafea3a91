"""Spaces, steps and sight for the descent1 ruleset, read from the board core.

Everything here is compiled once per game and cached per *door key* (the bit mask of doors
that are open or not yet on the board), and answers the questions the rules ask of figures
on square spaces:

* **Steps** — which of the 8 neighbours a figure may step to: the movement model
  (:func:`questwright.core.movement.movement`, ``step_passes``: walls, closed doors, the
  corner rule) on passable spaces (water and rubble are not). A flying figure (rules
  digest §3.2 "Fly") steps over obstacles: :attr:`Geometry.flight` is the same board
  whose steps cross every space (water, rubble and pits; walls, closed doors, the corner
  rule and the board's edge still stop it), while :attr:`Geometry.passable` still says
  where a figure may end. Knockback carries a figure over the same spaces.
* **Footprints** — a figure covers one space (``single``), a rigid rectangle that
  translates one step in any of the 8 directions (``block``: ogres, giants, and the dragon
  by the convention of rules digest §7.3), or two spaces that slither or sidestep
  (``snake``: the hell hound). :meth:`Geometry.footprint_steps` lists the footprints one
  step away; every space of the new footprint must be a passable space reached by a step
  the movement model allows. The shapes' rules are :mod:`questwright.engine.figures`'
  (this class answers its ``zone_of_cell`` and ``neighbours`` questions from a step table
  cached per door key, every space its own zone).
* **Sight** — :class:`questwright.core.sight.CentreLineSight` per door key (walls, closed
  doors, rubble, the wedge test, conventions C1–C10, staircases and pits) decides the
  centre line; figures are added per query (:meth:`Geometry.sees`, with
  :func:`questwright.engine.figures.figures_block`): the line is blocked by
  a blocking space it *enters* (never the two ends), and where it passes through a corner
  between two blocking spaces convention C2 blocks it (C1: one is enough).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any, TypeVar

from questwright.core.board import Board
from questwright.core.geometry import Cell, edge_cells
from questwright.core.movement import movement
from questwright.core.sight import CentreLineSight
from questwright.core.sight.conventions import board_conventions
from questwright.core.sight.line import chebyshev
from questwright.engine.figures import Footprint, figures_block, footprint_steps
from questwright.engine.figures import footprint as footprint_of

__all__ = ["EIGHT", "Footprint", "Geometry", "chebyshev", "footprint_of"]

EIGHT = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))


#: door keys whose step tables, sight and zone graph a geometry keeps (a game that opens
#: and closes many doors met a new key at each; each table covers every space)
PER_DOOR_KEY = 16
#: whole views from a space (every space it sees) kept
VIEWS = 256
#: steps of a space per state of the doors it touches kept (a board has at most a few
#: thousand spaces, each touching a few doors)
PASSES = 100_000

_V = TypeVar("_V")


def _keep(cache: dict[Any, _V], key: Any, value: _V, limit: int) -> _V:
    """Store ``value`` in ``cache``, emptied first when it holds ``limit`` entries (each
    is a function of its key: a dropped one is found again when asked)."""
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value
    return value


class Geometry:
    """The board's spaces, steps and sight for one game (see the module docstring)."""

    def __init__(
        self,
        board: Board,
        door_ids: list[str],
        *,
        flying: bool = False,
        doors_of: Geometry | None = None,
    ) -> None:
        """``doors_of``: a geometry of the same board and doors whose door tables serve."""
        self.board = board
        self.flying = flying
        self.model = movement(board)
        self.conventions = board_conventions(board)
        self.door_ids = door_ids
        #: spaces a figure may stand on or cross (water and rubble are not)
        self.passable: frozenset[Cell] = frozenset(c for c in board.cells if board.cell_passable(c))
        #: spaces a figure may cross: the passable ones, or every space for a flyer
        self.crossable: frozenset[Cell] = frozenset(board.cells) if flying else self.passable
        #: spaces no figure may end on (water, rubble)
        self.obstacles: frozenset[Cell] = frozenset(board.cells) - self.passable
        self._flight: Geometry | None = None
        self.cells: tuple[Cell, ...] = tuple(sorted(board.cells, key=lambda c: (c[1], c[0])))
        xs, ys = [c[0] for c in self.cells] or [0], [c[1] for c in self.cells] or [0]
        #: the smallest and largest column and row of the board
        self.bounds: tuple[int, int, int, int] = (min(xs), min(ys), max(xs), max(ys))
        self._steps: dict[int, dict[Cell, tuple[Cell, ...]]] = {}
        #: the step table last made (its door key and table): the next door key's table is
        #: this one with the spaces round the doors whose state differs worked out again
        self._last_steps: tuple[int, dict[Cell, tuple[Cell, ...]]] | None = None
        self._sight: dict[int, CentreLineSight] = {}
        #: the first sight made (the others are it with other doors open)
        self._first_sight: CentreLineSight | None = None
        self._visible: dict[tuple[int, Cell], dict[Cell, int]] = {}
        self._ranges: dict[tuple[int, Cell, Cell], int | None] = {}
        #: the one-space footprint of each space, made once (reach returns many of them)
        self._footprint_of: dict[Cell, Footprint] = {c: (c,) for c in self.cells}
        self._by_area: dict[tuple[int, Cell], dict[str, list[tuple[int, Cell]]]] = {}
        self._reach: dict[tuple[Any, ...], dict[Footprint, tuple[int, int, Footprint | None]]] = {}
        #: the reach last worked out per start (any budget), for :meth:`route`
        self._latest: dict[tuple[Any, ...], dict[Footprint, tuple[int, int, Footprint | None]]] = {}
        self._moves: dict[tuple[int, Footprint, str], tuple[Footprint, ...]] = {}
        self._spaces: tuple[Cell, ...] = tuple(c for c in self.cells if c in self.crossable)
        self._index: dict[Cell, int] = {c: i for i, c in enumerate(self._spaces)}
        self._neighbours: dict[int, list[frozenset[int]]] = {}
        # doors: the spaces touching the closed door line (where a figure works it) and
        # the spaces on each side of it; the same for the flyers' geometry of this board
        self.door_cells: dict[str, tuple[Cell, ...]]
        self.door_sides: dict[str, tuple[frozenset[Cell], frozenset[Cell]]]
        #: per space, the indices (in :attr:`door_ids`) of the doors it touches
        self._around: dict[Cell, tuple[int, ...]]
        if doors_of is not None:
            self.door_cells, self.door_sides = doors_of.door_cells, doors_of.door_sides
            self._around = doors_of._around
        else:
            self._door_tables(board, door_ids)
        #: (space, the states of the doors it touches) → the board's spaces one step away
        #: (any terrain: :meth:`steps` keeps the crossable ones)
        self._passes: dict[tuple[Cell, int], tuple[Cell, ...]] = {}

    def _door_tables(self, board: Board, door_ids: list[str]) -> None:
        """:attr:`door_cells`, :attr:`door_sides` and the doors round each space."""
        cells = board.cells
        self.door_cells = {}
        self.door_sides = {}
        for door_id, door in board.doors.items():
            near: set[Cell] = set()
            side_a: set[Cell] = set()
            side_b: set[Cell] = set()
            for key in door.edges:
                a, b = edge_cells(key)
                side_a.add(a)
                side_b.add(b)
                # the squares touching the unit edge, its ends included (:meth:`_touches`)
                axis, ex, ey = key
                if axis == "v":  # vertical line x = ex from ey to ey + 1
                    touching = (
                        (ex - 1, ey - 1),
                        (ex - 1, ey),
                        (ex - 1, ey + 1),
                        (ex, ey - 1),
                        (ex, ey),
                        (ex, ey + 1),
                    )
                else:
                    touching = (
                        (ex - 1, ey - 1),
                        (ex, ey - 1),
                        (ex + 1, ey - 1),
                        (ex - 1, ey),
                        (ex, ey),
                        (ex + 1, ey),
                    )
                for c in touching:
                    if c in cells:
                        near.add(c)
            self.door_cells[door_id] = tuple(sorted(near))
            self.door_sides[door_id] = (frozenset(side_a), frozenset(side_b))
        around: dict[Cell, list[int]] = {}
        for i, door_id in enumerate(door_ids):
            for c in self.door_cells.get(door_id, ()):
                around.setdefault(c, []).append(i)
        self._around = {c: tuple(indices) for c, indices in around.items()}

    @staticmethod
    def _touches(cell: Cell, edges: Iterable[Any]) -> bool:
        """Whether the square of ``cell`` touches any of the unit edges (ends included)."""
        x, y = cell
        for key in edges:
            axis, ex, ey = key
            if axis == "v":  # vertical line x = ex from ey to ey + 1
                if ex in (x, x + 1) and ey - 1 <= y <= ey + 1:
                    return True
            elif ey in (y, y + 1) and ex - 1 <= x <= ex + 1:
                return True
        return False

    # ------------------------------------------------------------------ doors
    def open_doors(self, key: int) -> list[str]:
        """The ids of the doors open in door key ``key`` (rules digest §1.3)."""
        doors = self.door_ids
        out = []
        rest = key & ((1 << len(doors)) - 1)
        while rest:  # the set bits, lowest first
            low = rest & -rest
            out.append(doors[low.bit_length() - 1])
            rest ^= low
        return out

    # ------------------------------------------------------------------ steps
    @property
    def flight(self) -> Geometry:
        """This board as a flying figure crosses it (rules digest §3.2 "Fly", rulebook
        "Fly"): its steps pass over water, rubble and pits (and, by the callers' choice,
        figures); walls, closed doors, the corner rule and the board's edge still stop
        them. Where a flyer may end is still :attr:`passable`. Knockback carries a
        figure over the same spaces (§3.2 "Knockback"). Made on first use."""
        if self.flying:
            return self
        found = self._flight
        if found is None:
            found = self._flight = Geometry(self.board, self.door_ids, flying=True, doors_of=self)
            found._passes = self._passes  # the same steps between the same spaces
        return found

    def steps(self, key: int) -> dict[Cell, tuple[Cell, ...]]:
        """Per crossable space (:attr:`crossable`: the passable ones, every space for
        :attr:`flight`), the crossable spaces one step away with this door key."""
        found = self._steps.get(key)
        if found is not None:
            return found
        opened = set(self.open_doors(key))
        passes = self.model.step_passes
        passable = self.crossable
        last = self._last_steps
        if self._steps:
            # the kept table with the fewest doors changed: a bot's key (every door it may
            # open counted open) and the board's may differ by every door there is
            near = min(self._steps.items(), key=lambda kt: (kt[0] ^ key).bit_count())
            if last is None or (near[0] ^ key).bit_count() < (last[0] ^ key).bit_count():
                last = near
        if last is None:
            table: dict[Cell, tuple[Cell, ...]] = {}
            todo: Iterable[Cell] = self.cells
        else:
            # a step from a space crosses only unit edges touching that space's square (the
            # corner rule's too): only the spaces touching a door that opened or closed
            # since that table can step otherwise (the rest is copied)
            changed = last[0] ^ key
            table = dict(last[1])
            todo = {
                c
                for i, d in enumerate(self.door_ids)
                if changed & (1 << i)
                for c in self.door_cells.get(d, ())
            }
        # a space's steps depend only on the doors its square touches: kept per space and
        # the states of those doors (every space of the board, passable or not, shared
        # with :attr:`flight`), so a key met again near a space is not worked out again
        around = self._around
        kept = self._passes
        if len(kept) > PASSES:
            kept.clear()
        on_board = self.board.cells
        flying = self.flying
        for c in todo:
            if c not in passable:
                continue
            local = 0
            for bit, i in enumerate(around.get(c, ())):
                if key >> i & 1:
                    local |= 1 << bit
            raw = kept.get((c, local))
            if raw is None:
                raw = kept[(c, local)] = tuple(
                    n
                    for dx, dy in EIGHT
                    if (n := (c[0] + dx, c[1] + dy)) in on_board and passes(c, n, "hero", opened)
                )
            table[c] = raw if flying else tuple(n for n in raw if n in passable)
        self._last_steps = (key, table)
        return _keep(self._steps, key, table, PER_DOOR_KEY)

    def step_ok(self, key: int, a: Cell, b: Cell) -> bool:
        """Whether a figure may step from ``a`` to ``b`` with door key ``key`` (rules digest
        §3.2, §2.5's corner rule)."""
        return b in self.steps(key).get(a, ())

    def footprint_steps(
        self, key: int, cells: Footprint, shape: str, blocked: Collection[Cell] = ()
    ) -> list[Footprint]:
        """Footprints one step from ``cells`` (see the module docstring), never entering a
        ``blocked`` space; in a stable order."""
        if len(cells) == 1:
            c = cells[0]
            return [(n,) for n in self.steps(key).get(c, ()) if n not in blocked]
        found = self._moves.get((key, cells, shape))
        if found is None:
            found = _keep(
                self._moves, (key, cells, shape), self._footprint_moves(key, cells, shape), 65_536
            )
        if not blocked:
            return list(found)
        own = set(cells)
        return [f for f in found if not any(c in blocked and c not in own for c in f)]

    def _footprint_moves(self, key: int, cells: Footprint, shape: str) -> tuple[Footprint, ...]:
        """The shapes' steps of :mod:`questwright.engine.figures`, on this geometry's step
        table (it answers ``zone_of_cell`` and ``neighbours`` with spaces as zones)."""
        if shape == "snake" and len(cells) != 2:
            shape = "block"
        if shape == "snake":
            return tuple(footprint_steps(self, key, cells, shape))
        # a single space or a block: every space steps the same way, each step one this
        # door key's table holds (what figures.step_passes asks of zones, one per space)
        steps = self.steps(key)
        out: list[Footprint] = []
        for dx, dy in EIGHT:
            moved = [(x + dx, y + dy) for x, y in cells]
            if all(b in steps.get(a, ()) for a, b in zip(cells, moved, strict=True)):
                out.append(footprint_of(moved))
        return tuple(out)

    # the two questions engine.figures asks of a topology, spaces standing for zones
    def zone_of_cell(self, cell: Cell) -> int:
        """The zone (one per space in descent1) of ``cell``; -1 off the board."""
        return self._index.get(cell, -1)

    def neighbours(self, key: int) -> list[frozenset[int]]:
        """Per zone, the zones one step away with door key ``key`` (the crawler's zone graph;
        rules digest §3.2)."""
        found = self._neighbours.get(key)
        if found is None:
            index = self._index
            steps = self.steps(key)
            found = _keep(
                self._neighbours,
                key,
                [frozenset(index[n] for n in steps.get(c, ())) for c in self._spaces],
                PER_DOOR_KEY,
            )
        return found

    def reach(
        self,
        key: int,
        start: Footprint,
        shape: str,
        budget: int,
        blocked: frozenset[Cell] = frozenset(),
        avoid: frozenset[Cell] = frozenset(),
        forbidden: frozenset[Cell] = frozenset(),
    ) -> dict[Footprint, tuple[int, int, Footprint | None]]:
        """Footprints reachable from ``start`` in at most ``budget`` steps → ``(steps,
        spaces of ``avoid`` entered, previous footprint)``: the fewest steps, then the
        fewest ``avoid`` spaces. ``blocked`` spaces are never entered (enemies);
        ``forbidden`` ones (pits) only as the last step (a figure falls in and stops);
        friends may be crossed (the caller drops footprints on them as destinations).
        Cached: it is a function of its arguments."""
        ckey = (key, start, shape, budget, blocked, avoid, forbidden)
        found = self._reach.get(ckey)
        if found is not None:
            return found
        if len(self._reach) > 4096:
            self._reach.clear()
            self._latest.clear()
        if len(start) == 1:
            found = self._reach[ckey] = self._reach_one(
                key, start[0], budget, blocked, avoid, forbidden
            )
            self._latest[(key, start, shape, blocked, avoid, forbidden)] = found
            return found
        best: dict[Footprint, tuple[int, int, Footprint | None]] = {start: (0, 0, None)}
        layer = [start]
        for step in range(1, budget + 1):
            nxt: dict[Footprint, tuple[int, Footprint]] = {}
            for f in layer:
                if f != start and forbidden and all(c in forbidden for c in f):
                    continue  # fallen in: the move ends here
                pen = best[f][1]
                for g in self.footprint_steps(key, f, shape, blocked):
                    if g in best:
                        continue
                    new = [c for c in g if c not in f] or list(g)
                    p = pen + sum(1 for c in new if c in avoid)
                    old = nxt.get(g)
                    if old is None or p < old[0]:
                        nxt[g] = (p, f)
            for g, (p, f) in nxt.items():
                best[g] = (step, p, f)
            layer = sorted(nxt)
            if not layer:
                break
        self._reach[ckey] = best
        self._latest[(key, start, shape, blocked, avoid, forbidden)] = best
        return best

    def route(
        self,
        key: int,
        start: Footprint,
        shape: str,
        budget: int,
        goal: Footprint,
        blocked: frozenset[Cell] = frozenset(),
        avoid: frozenset[Cell] = frozenset(),
        forbidden: frozenset[Cell] = frozenset(),
    ) -> list[Footprint] | None:
        """:meth:`path` to ``goal`` in :meth:`reach` of these arguments (``None``: not
        within ``budget``). The walk last worked out from the same start with another
        budget serves when it holds ``goal`` within this one: the first steps of a
        breadth-first walk never depend on how many more it may take (a bot weighs the
        near spaces, then the move it picks is carried out)."""
        latest = self._latest.get((key, start, shape, blocked, avoid, forbidden))
        if latest is not None:
            entry = latest.get(goal)
            if entry is not None and entry[0] <= budget:
                return self.path(latest, goal)
        found = self.reach(key, start, shape, budget, blocked, avoid, forbidden)
        return self.path(found, goal) if goal in found else None

    def _reach_one(
        self,
        key: int,
        start: Cell,
        budget: int,
        blocked: frozenset[Cell],
        avoid: frozenset[Cell],
        forbidden: frozenset[Cell],
    ) -> dict[Footprint, tuple[int, int, Footprint | None]]:
        """:meth:`reach` for a one-space figure, on spaces rather than footprints (the
        same result, in the same layer order; most figures cover one space)."""
        steps = self.steps(key)
        fp = self._footprint_of
        out: dict[Footprint, tuple[int, int, Footprint | None]] = {fp[start]: (0, 0, None)}
        pens: dict[Cell, int] = {start: 0}  # spaces reached → avoided spaces on the way
        layer = [start]
        for step in range(1, budget + 1):
            nxt: dict[Cell, tuple[int, Cell]] = {}
            for c in layer:
                if c in forbidden and c != start:
                    continue  # fallen in: the move ends here
                pen = pens[c]
                for n in steps.get(c, ()):
                    if n in pens or n in blocked:
                        continue
                    p = pen + 1 if n in avoid else pen
                    old = nxt.get(n)
                    if old is None or p < old[0]:
                        nxt[n] = (p, c)
            if not nxt:
                break
            for n, (p, c) in nxt.items():
                pens[n] = p
                out[fp[n]] = (step, p, fp[c])
            layer = sorted(nxt)
        return out

    @staticmethod
    def path(
        found: dict[Footprint, tuple[int, int, Footprint | None]], goal: Footprint
    ) -> list[Footprint]:
        """The footprints from the start (excluded) to ``goal`` (included)."""
        out = []
        f: Footprint | None = goal
        while f is not None and found[f][2] is not None:
            out.append(f)
            f = found[f][2]
        return out[::-1]

    # ------------------------------------------------------------------ sight
    def sight(self, key: int) -> CentreLineSight:
        """Centre-line sight without figures for this door key (cached)."""
        found = self._sight.get(key)
        if found is None:
            opened = self.open_doors(key)
            first = self._first_sight
            if first is None:
                made = self._first_sight = CentreLineSight(
                    self.board, open_doors=opened, token_blockers=False
                )
            else:
                # the same blockers, pits and stairs in every door key: only the grid differs
                made = first.with_open_doors(opened)
            found = _keep(self._sight, key, made, PER_DOOR_KEY)
        return found

    def visible(self, key: int, a: Cell) -> dict[Cell, int]:
        """Every space a figure on ``a`` sees when no figure stands anywhere → range."""
        found = self._visible.get((key, a))
        if found is None:
            sight = self.sight(key)
            stairs = sight.stair_table(a) if sight.specials and sight.stairs else None
            found = _keep(self._visible, (key, a), sight.distances_from(a, stairs), VIEWS)
        return found

    def range_to(self, key: int, a: Cell, b: Cell) -> int | None:
        """``visible(key, a).get(b)`` without building the whole view of ``a``: the bots
        ask a few spaces each of many spaces (a monster's ends, a hero's destinations)."""
        seen = self._visible.get((key, a))
        if seen is not None:
            return seen.get(b)
        pair = (key, a, b)
        if pair in self._ranges:
            return self._ranges[pair]
        if len(self._ranges) > 200_000:
            self._ranges.clear()
        d = self._ranges[pair] = self.sight(key).distance(a, b)  # None off the board too
        return d

    def visible_by_area(
        self, key: int, a: Cell, area_of: dict[Cell, str]
    ) -> dict[str, list[tuple[int, Cell]]]:
        """The spaces a figure on ``a`` sees (no figures anywhere), grouped by the area
        they belong to, nearest first."""
        found = self._by_area.get((key, a))
        if found is None:
            found = {}
            for b, d in self.visible(key, a).items():
                area = area_of.get(b)
                if area is not None:
                    found.setdefault(area, []).append((d, b))
            for lst in found.values():
                lst.sort()
            _keep(self._by_area, (key, a), found, VIEWS)
        return found

    def sees(
        self,
        key: int,
        a: Cell,
        b: Cell,
        blockers: Collection[Cell] = (),
        ignore: Collection[Cell] = (),
    ) -> int | None:
        """The range from ``a`` to ``b`` if a figure on ``a`` sees ``b`` with figures on
        ``blockers`` (those in ``ignore`` and the two ends never block), else ``None``."""
        d = self.range_to(key, a, b)
        if d is None or not blockers or d <= 1 or d != chebyshev(a, b):
            return d  # adjacent, or through a staircase: nothing stands in between
        return None if figures_block(a, b, blockers, ignore, self.conventions) else d
