"""The literal centre-line walk of ``rules/descent.md`` §2.5, with a reason when blocked.

This is the readable reference: crossing times of the segment with grid lines are exact
:class:`fractions.Fraction` values, cells and walls are looked up through callables. It is
about 20× slower than :class:`questwright.core.sight.grid.SightGrid` (which precomputes the same
tests as tables) and serves three purposes: explaining a blocked line to an author, the
rare queries where blockers change per call (large figures, C3/C4), and a second,
independently written implementation that the tests compare with the fast paths.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from questwright.core.geometry import Cell, cell_ref, edge_between, edge_ref
from questwright.core.sight.conventions import DEFAULT_CONVENTIONS, Conventions

__all__ = ["reference_walk"]

_INFINITY = Fraction(10**9)


def reference_walk(
    a: Cell,
    b: Cell,
    *,
    on_board: Callable[[Cell], bool],
    wall: Callable[[Cell, Cell], bool],
    blocks: Callable[[Cell], bool],
    conventions: Conventions = DEFAULT_CONVENTIONS,
) -> str | None:
    """``None`` when ``a`` sees ``b``, else a short reason naming the blocking ref.

    ``wall(c1, c2)`` tells whether the unit edge between two orthogonally adjacent *board*
    cells blocks sight; ``blocks(c)`` whether a board cell blocks (the endpoints are never
    asked). Off-board cells are rock: with C2w the board edge counts as a wall, without it
    rock counts as a blocking cell at vertices.
    """
    if a == b:
        return None if on_board(a) else f"{cell_ref(a)} is not on the board"
    conv = conventions

    def walled(c1: Cell, c2: Cell) -> bool:
        if not on_board(c1) or not on_board(c2):
            return conv.c2w
        return wall(c1, c2)

    def solid(c: Cell) -> bool:
        if not on_board(c):
            return not conv.c2w
        return blocks(c)

    ax2, ay2 = 2 * a[0] + 1, 2 * a[1] + 1  # doubled centre of a
    dx, dy = b[0] - a[0], b[1] - a[1]
    sx = 1 if dx > 0 else -1
    sy = 1 if dy > 0 else -1
    cx, cy = a
    while (cx, cy) != b:
        # parameter t in [0, 1] at which the segment meets the next vertical / horizontal line
        if dx:
            line_x = cx + 1 if dx > 0 else cx
            tx = Fraction(2 * line_x - ax2, 2 * dx)
        else:
            tx = _INFINITY
        if dy:
            line_y = cy + 1 if dy > 0 else cy
            ty = Fraction(2 * line_y - ay2, 2 * dy)
        else:
            ty = _INFINITY
        c1 = (cx, cy)
        if tx < ty:
            c2 = (cx + sx, cy)
            if not on_board(c2):
                return f"leaves the board at {cell_ref(c2)}"
            if wall(c1, c2):
                return f"crosses {edge_ref(edge_between(c1, c2))}"
        elif ty < tx:
            c2 = (cx, cy + sy)
            if not on_board(c2):
                return f"leaves the board at {cell_ref(c2)}"
            if wall(c1, c2):
                return f"crosses {edge_ref(edge_between(c1, c2))}"
        else:
            c2 = (cx + sx, cy + sy)
            s1, s2 = (cx + sx, cy), (cx, cy + sy)
            vertex = f"vertex {cx + (1 if sx > 0 else 0)},{cy + (1 if sy > 0 else 0)}"
            via1 = walled(c1, s1) or walled(s1, c2)
            via2 = walled(c1, s2) or walled(s2, c2)
            if via1 and via2:
                return f"crosses walls at {vertex}"
            if conv.c2 and (via1 or solid(s1)) and (via2 or solid(s2)):
                return f"squeezes between blockers at {vertex}"
            if conv.c1 and (solid(s1) or solid(s2)):
                hit = s1 if solid(s1) else s2
                return f"touches the corner of {cell_ref(hit)} at {vertex}"
            if not on_board(c2):
                return f"leaves the board at {cell_ref(c2)}"
        if c2 != b and blocks(c2):
            return f"blocked by {cell_ref(c2)}"
        cx, cy = c2
    return None
