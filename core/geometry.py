"""Lattice geometry: cells, unit edges, segments, rotations and compass directions.

Cells are ``(x, y)`` with y growing downward; cell ``(x, y)`` covers ``[x, x+1] × [y, y+1]``.
A unit edge is a key ``("h", x, y)`` (from vertex (x, y) to (x+1, y), between cells
``(x, y-1)`` and ``(x, y)``) or ``("v", x, y)`` (from (x, y) to (x, y+1), between cells
``(x-1, y)`` and ``(x, y)``). Rotations are clockwise in screen coordinates.
"""

from __future__ import annotations

from collections.abc import Iterator

__all__ = [
    "DIRECTIONS",
    "STEP",
    "Cell",
    "EdgeKey",
    "cell_ref",
    "edge_between",
    "edge_cells",
    "edge_ref",
    "parse_ref",
    "rotate_cell",
    "rotate_direction",
    "rotate_vertex",
    "rotated_size",
    "segment_edges",
    "side_of_edge",
]

Cell = tuple[int, int]
EdgeKey = tuple[str, int, int]

DIRECTIONS = ("N", "E", "S", "W")
STEP: dict[str, Cell] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def edge_between(a: Cell, b: Cell) -> EdgeKey:
    """The unit edge between two orthogonally adjacent cells.

    >>> edge_between((2, 3), (3, 3)), edge_between((2, 3), (2, 2))
    (('v', 3, 3), ('h', 2, 3))
    """
    (ax, ay), (bx, by) = a, b
    if ay == by and abs(ax - bx) == 1:
        return ("v", max(ax, bx), ay)
    if ax == bx and abs(ay - by) == 1:
        return ("h", ax, max(ay, by))
    raise ValueError(f"cells {a} and {b} are not orthogonal neighbours")


def edge_cells(key: EdgeKey) -> tuple[Cell, Cell]:
    """The two cells a unit edge separates (upper/left first)."""
    axis, x, y = key
    if axis == "h":
        return (x, y - 1), (x, y)
    return (x - 1, y), (x, y)


def side_of_edge(key: EdgeKey, cell: Cell) -> str:
    """The compass side of ``cell`` on which ``key`` lies.

    >>> side_of_edge(("v", 3, 0), (2, 0)), side_of_edge(("h", 0, 1), (0, 1))
    ('E', 'N')
    """
    first, _second = edge_cells(key)
    if key[0] == "h":
        return "S" if cell == first else "N"
    return "E" if cell == first else "W"


def segment_edges(start: tuple[int, int], end: tuple[int, int]) -> list[EdgeKey]:
    """Unit edges of an axis-aligned lattice segment; ``ValueError`` if diagonal or empty.

    >>> segment_edges((1, 2), (3, 2))
    [('h', 1, 2), ('h', 2, 2)]
    """
    (x0, y0), (x1, y1) = start, end
    if (x0, y0) == (x1, y1):
        raise ValueError("segment has zero length")
    if y0 == y1:
        return [("h", x, y0) for x in range(min(x0, x1), max(x0, x1))]
    if x0 == x1:
        return [("v", x0, y) for y in range(min(y0, y1), max(y0, y1))]
    raise ValueError("segment is not on a lattice line (neither horizontal nor vertical)")


def rotated_size(size: tuple[int, int], rotation: int) -> tuple[int, int]:
    w, h = size
    return (h, w) if rotation in (90, 270) else (w, h)


def rotate_vertex(v: tuple[int, int], size: tuple[int, int], rotation: int) -> tuple[int, int]:
    """Rotate a vertex of a ``size`` box clockwise about the box, keeping it at the origin."""
    x, y = v
    w, h = size
    if rotation == 0:
        return (x, y)
    if rotation == 90:
        return (h - y, x)
    if rotation == 180:
        return (w - x, h - y)
    if rotation == 270:
        return (y, w - x)
    raise ValueError(f"rotation must be 0, 90, 180 or 270, not {rotation}")


def rotate_cell(c: Cell, size: tuple[int, int], rotation: int) -> Cell:
    """Rotate a cell of a ``size`` box clockwise.

    >>> rotate_cell((0, 0), (3, 2), 90)
    (1, 0)
    """
    x, y = c
    w, h = size
    if rotation == 0:
        return (x, y)
    if rotation == 90:
        return (h - 1 - y, x)
    if rotation == 180:
        return (w - 1 - x, h - 1 - y)
    if rotation == 270:
        return (y, w - 1 - x)
    raise ValueError(f"rotation must be 0, 90, 180 or 270, not {rotation}")


def rotate_direction(direction: str, rotation: int) -> str:
    """Turn a compass direction clockwise; other values are returned unchanged."""
    if direction not in DIRECTIONS:
        return direction
    return DIRECTIONS[(DIRECTIONS.index(direction) + rotation // 90) % 4]


def cell_ref(c: Cell) -> str:
    return f"cell:{c[0]},{c[1]}"


def edge_ref(key: EdgeKey) -> str:
    return f"edge:{key[0]}:{key[1]},{key[2]}"


def parse_ref(ref: str) -> Cell | EdgeKey | None:
    """Parse ``cell:x,y`` or ``edge:h:x,y``; ``None`` for other refs."""
    try:
        if ref.startswith("cell:"):
            x, y = ref[5:].split(",")
            return (int(x), int(y))
        if ref.startswith("edge:"):
            axis, rest = ref[5:].split(":")
            x, y = rest.split(",")
            if axis in ("h", "v"):
                return (axis, int(x), int(y))
    except ValueError:
        return None
    return None


def neighbours4(c: Cell) -> Iterator[Cell]:
    x, y = c
    yield (x, y - 1)
    yield (x + 1, y)
    yield (x, y + 1)
    yield (x - 1, y)
