"""Canvas geometry without Qt: cell size, where tokens sit, and what lies under a point.

Positions are in *cell units* (a float ``(x, y)`` where cell ``(i, j)`` spans
``[i, i+1] × [j, j+1]``); the scene multiplies by :data:`CELL`. Tools hit-test through these
functions against the compiled board, never against graphics items, so the model stays the
only source of truth.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from questwright.core.board import Board
from questwright.core.geometry import Cell, EdgeKey

__all__ = [
    "CELL",
    "TokenSpot",
    "edge_near",
    "side_edge",
    "token_layout",
    "tokens_at",
]

#: Scene pixels per cell at 100 % zoom.
CELL = 48.0


@dataclass(frozen=True)
class TokenSpot:
    """Where a token is drawn: centre and radius in cell units, and its kind of anchor."""

    x: float
    y: float
    r: float
    anchor: str  # "cell", "edge", "tile" or "none"


def _stack_offset(n: int, count: int) -> tuple[float, float]:
    """Offsets that keep up to 9 tokens on one cell apart (a 3×3 pattern)."""
    if count <= 1:
        return (0.0, 0.0)
    cols = 2 if count <= 4 else 3
    step = 0.5 if cols == 2 else 0.32
    col, row = n % cols, n // cols
    rows = math.ceil(count / cols)
    return ((col - (cols - 1) / 2) * step, (row - (rows - 1) / 2) * step)


def token_layout(board: Board) -> dict[str, TokenSpot]:
    """Centre and radius of every token, spreading tokens that share a cell."""
    spots: dict[str, TokenSpot] = {}
    per_cell: dict[Cell, list[str]] = {}
    per_tile: dict[str, int] = {}
    for token in board.tokens.values():
        if token.cell is not None:
            w, h = token.size or (1, 1)
            if (w, h) != (1, 1):
                x, y = token.cell
                spots[token.id] = TokenSpot(x + w / 2, y + h / 2, min(w, h) * 0.36, "cell")
            else:
                per_cell.setdefault(tuple(token.cell), []).append(token.id)  # type: ignore[arg-type]
        elif token.edge is not None:
            (x0, y0), (x1, y1) = token.edge.from_, token.edge.to
            spots[token.id] = TokenSpot((x0 + x1) / 2, (y0 + y1) / 2, 0.17, "edge")
        elif token.tile is not None:
            placed = board.tiles.get(token.tile)
            n = per_tile.get(token.tile, 0)
            per_tile[token.tile] = n + 1
            if placed is not None:
                x, y = placed.at
                spots[token.id] = TokenSpot(x + 0.3 + 0.45 * n, y + 0.3, 0.22, "tile")
            else:
                spots[token.id] = TokenSpot(0.0, 0.0, 0.0, "none")
        else:
            spots[token.id] = TokenSpot(0.0, 0.0, 0.0, "none")
    for (x, y), ids in per_cell.items():
        count = len(ids)
        r = 0.34 if count == 1 else 0.22 if count <= 4 else 0.15
        for n, ident in enumerate(ids):
            dx, dy = _stack_offset(n, count)
            spots[ident] = TokenSpot(x + 0.5 + dx, y + 0.5 + dy, r, "cell")
    return spots


def tokens_at(spots: dict[str, TokenSpot], x: float, y: float, slack: float = 0.05) -> list[str]:
    """Ids of tokens whose disc contains the point, topmost (last drawn) first."""
    hits = [
        ident
        for ident, s in spots.items()
        if s.r > 0 and (s.x - x) ** 2 + (s.y - y) ** 2 <= (s.r + slack) ** 2
    ]
    return list(reversed(hits))


def edge_near(x: float, y: float) -> tuple[EdgeKey, float, float]:
    """The unit edge nearest to a point: ``(key, distance, fraction along it)``.

    >>> edge_near(2.5, 3.1)[0], edge_near(2.95, 3.5)[0]
    (('h', 2, 3), ('v', 3, 3))
    """
    cx, cy = math.floor(x), math.floor(y)
    fx, fy = x - cx, y - cy
    candidates = [
        (fy, ("h", cx, cy), fx),
        (1 - fy, ("h", cx, cy + 1), fx),
        (fx, ("v", cx, cy), fy),
        (1 - fx, ("v", cx + 1, cy), fy),
    ]
    dist, key, frac = min(candidates, key=lambda c: c[0])
    return key, dist, frac  # type: ignore[return-value]


def side_edge(cell: Cell, side: str) -> EdgeKey:
    """The unit edge on side ``N``/``E``/``S``/``W`` of a cell."""
    x, y = cell
    return {
        "N": ("h", x, y),
        "S": ("h", x, y + 1),
        "W": ("v", x, y),
        "E": ("v", x + 1, y),
    }[side]
