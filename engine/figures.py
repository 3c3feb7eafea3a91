"""Figures on a board of square spaces: footprints, steps, movement costs and blocking.

For the systems where every space is its own zone (descent1, machina) a figure stands on
one or more spaces. This module answers, for the board revision and topology key in play
(:class:`~questwright.engine.topology.Topology`), the questions their rulesets ask of
figures; the static part comes from the topology's cached tables (which steps and corners
pass, exact centre-line sight), and figures are added per query:

* **Shapes.** ``single`` (one space), ``block`` (a rigid rectangle such as a 2×2 ogre: it
  translates one step in any of the 8 directions; every space must fit after the step),
  ``snake`` (a 1×2 hound: a *slither*, one end steps orthogonally into a new space and the
  other half follows into the space it left, or a *sidestep*, the whole body one space
  diagonally). A big figure that cannot turn (Descent's dragon, by the convention of rules
  digest §7.3) is a ``block``.
* **Steps.** :func:`footprint_steps` lists the footprints one step away: each space's own
  step must pass the movement model (walls, closed doors, the corner rule) and no space
  may enter a *blocked* space (enemy figures, impassable terrain is already not in the
  topology). :func:`reachable` spends a movement budget over steps with per-space costs
  (``cost(space) -> int``, e.g. a pit) and friendly figures one may pass but not stop on.
* **Sight.** :func:`can_see` and :func:`figure_can_see` draw the exact centre line
  (:meth:`Topology.line_sight`) and then check the spaces the line passes through against
  the figures that block for this purpose (``questwright.core.sight.figure_blockers`` says
  which: every figure for an attack, C6 for reveals, C7 for spawns); a large figure's own
  spaces never block its own line, and a line may be traced from or to any of its spaces.
  Where two blocking spaces meet at a corner the line passes through, convention C2 (the
  squeeze) blocks it, and C1 blocks at any blocking side space.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator
from typing import Any

from questwright.core.geometry import Cell
from questwright.core.search import cheapest
from questwright.core.sight.grid import VERTEX, line_steps

__all__ = [
    "SHAPES",
    "Footprint",
    "can_see",
    "figure_can_see",
    "figures_block",
    "footprint_steps",
    "line_offsets",
    "line_spaces",
    "reachable",
    "step_passes",
]

Footprint = tuple[Cell, ...]
SHAPES = ("single", "block", "snake")
_EIGHT = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))
_FOUR = ((1, 0), (-1, 0), (0, 1), (0, -1))


def footprint(cells: Iterable[Cell]) -> Footprint:
    """A footprint in its canonical (sorted) order."""
    return tuple(sorted(cells))


def step_passes(topology: Any, key: int, a: Cell, b: Cell) -> bool:
    """Whether a figure may step from space ``a`` to the neighbouring space ``b`` (8-way
    systems: the corner rule; closed doors, walls and the board edge stop it)."""
    za, zb = topology.zone_of_cell(a), topology.zone_of_cell(b)
    if za < 0 or zb < 0:
        return False
    if za == zb:
        return True
    return zb in topology.neighbours(key)[za]


def footprint_steps(
    topology: Any,
    key: int,
    cells: Footprint,
    shape: str = "single",
    blocked: Collection[Cell] = frozenset(),
) -> list[Footprint]:
    """Footprints one step from ``cells`` (see the module docstring), in a stable order."""
    out: list[Footprint] = []
    if shape in ("single", "block"):
        own = set(cells)
        for dx, dy in _EIGHT:
            moved = [(x + dx, y + dy) for x, y in cells]
            if any(c in blocked and c not in own for c in moved):
                continue
            if all(step_passes(topology, key, a, b) for a, b in zip(cells, moved, strict=True)):
                out.append(footprint(moved))
        return out
    if shape == "snake":
        if len(cells) != 2:
            raise ValueError("a snake figure covers two spaces")
        for head, tail in (cells, cells[::-1]):
            for dx, dy in _FOUR:
                to = (head[0] + dx, head[1] + dy)
                if to == tail or to in blocked:
                    continue
                if step_passes(topology, key, head, to) and step_passes(topology, key, tail, head):
                    slither = footprint((to, head))
                    if slither not in out:
                        out.append(slither)
        for dx, dy in _EIGHT[4:]:  # sidestep: both halves one space diagonally
            moved = [(x + dx, y + dy) for x, y in cells]
            if any(c in blocked and c not in cells for c in moved):
                continue
            if all(step_passes(topology, key, a, b) for a, b in zip(cells, moved, strict=True)):
                step = footprint(moved)
                if step not in out:
                    out.append(step)
        return out
    raise ValueError(f"unknown figure shape {shape!r} (one of {', '.join(SHAPES)})")


def reachable(
    topology: Any,
    key: int,
    cells: Footprint,
    budget: int,
    *,
    shape: str = "single",
    blocked: Collection[Cell] = frozenset(),
    pass_through: Collection[Cell] = frozenset(),
    cost: Callable[[Cell], int] | None = None,
) -> dict[Footprint, int]:
    """Footprints reachable with ``budget`` movement points and their cheapest cost.

    ``blocked`` spaces are never entered (enemy figures); ``pass_through`` spaces may be
    crossed but not stopped on (friendly figures); ``cost(space)`` is what entering a space
    costs (default 1; the most expensive space of a big figure's new spaces counts).
    """
    start = footprint(cells)

    def steps(here: Footprint) -> Iterator[tuple[Footprint, int]]:
        for nxt in footprint_steps(topology, key, here, shape, blocked):
            if cost is None:
                yield nxt, 1
            else:
                entered = [c for c in nxt if c not in here] or list(nxt)
                yield nxt, max(cost(c) for c in entered)

    best = cheapest([start], steps, budget=budget)
    return {f: c for f, c in best.items() if f == start or not any(x in pass_through for x in f)}


#: the line's spaces by offset ``(dx, dy)`` (every figure's line of that shape is the same)
_LINES: dict[tuple[int, int], tuple[tuple[Cell, Cell | None, Cell | None], ...]] = {}


def line_offsets(dx: int, dy: int) -> tuple[tuple[Cell, Cell | None, Cell | None], ...]:
    """:func:`line_spaces` from ``(0, 0)`` to ``(dx, dy)`` (cached per offset): the offsets
    of the spaces the line enters, each with the two side spaces of the corner it passes
    through to get there (``None`` for a step across an edge)."""
    found = _LINES.get((dx, dy))
    if found is not None:
        return found
    sx, sy = (1 if dx >= 0 else -1), (1 if dy >= 0 else -1)
    out: list[tuple[Cell, Cell | None, Cell | None]] = []
    for x, y, kind in line_steps(dx, dy):
        if kind == VERTEX:
            out.append(((x + sx, y + sy), (x + sx, y), (x, y + sy)))
        elif kind == 0:  # horizontal step: across a vertical grid line
            out.append(((x + sx, y), None, None))
        else:
            out.append(((x, y + sy), None, None))
    if len(_LINES) > 100_000:
        _LINES.clear()
    found = _LINES[(dx, dy)] = tuple(out)
    return found


def line_spaces(a: Cell, b: Cell) -> list[tuple[Cell, Cell | None, Cell | None]]:
    """The spaces the centre line from ``a`` to ``b`` enters, each with the two side spaces
    of the corner it passes through to get there (``None`` for a step across an edge)."""
    ax, ay = a

    def at(c: Cell | None) -> Cell | None:
        return None if c is None else (ax + c[0], ay + c[1])

    return [
        ((ax + s[0], ay + s[1]), at(s1), at(s2)) for s, s1, s2 in line_offsets(b[0] - ax, b[1] - ay)
    ]


def figures_block(
    a: Cell, b: Cell, blockers: Collection[Cell], ignore: Collection[Cell], conventions: Any
) -> bool:
    """Whether figures on ``blockers`` (those in ``ignore`` never count) block the centre
    line from ``a`` to ``b``: a blocking space the line enters before ``b``, or a corner it
    passes through between two blocking spaces (C2; C1: one is enough)."""
    ax, ay = a
    c1, c2 = conventions.c1, conventions.c2
    for (ox, oy), s1, s2 in line_offsets(b[0] - ax, b[1] - ay):
        space = (ax + ox, ay + oy)
        if space == b:
            break
        if space in blockers and space not in ignore:
            return True
        if s1 is not None and s2 is not None and (c1 or c2):
            k1 = (ax + s1[0], ay + s1[1])
            k2 = (ax + s2[0], ay + s2[1])
            b1 = k1 in blockers and k1 not in ignore
            b2 = k2 in blockers and k2 not in ignore
            if (c1 and (b1 or b2)) or (c2 and b1 and b2):
                return True
    return False


def can_see(
    topology: Any, key: int, a: Cell, b: Cell, blockers: Collection[Cell] = frozenset()
) -> bool:
    """Exact centre-line sight from space ``a`` to space ``b`` with figures on
    ``blockers`` (the spaces at either end never block)."""
    sight = topology.line_sight(key)
    if not sight.can_see(a, b):
        return False
    return not blockers or not figures_block(a, b, blockers, (a, b), sight.conventions)


def figure_can_see(
    topology: Any,
    key: int,
    attacker: Footprint,
    target: Footprint,
    blockers: Collection[Cell] = frozenset(),
) -> bool:
    """A (large) figure sees a (large) figure when a line from one of its spaces reaches
    one of the other's; neither figure's own spaces block that line."""
    sight = topology.line_sight(key)
    ignore = set(attacker) | set(target)
    for b in target:
        for a in attacker:
            if (a == b or sight.can_see(a, b)) and not (
                blockers and figures_block(a, b, blockers, ignore, sight.conventions)
            ):
                return True
    return False
