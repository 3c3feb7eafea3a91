"""Canvas geometry without Qt: cell size, where tokens sit, and what lies under a point.

Positions are in *cell units* (a float ``(x, y)`` where cell ``(i, j)`` spans
``[i, i+1] × [j, j+1]``); the scene multiplies by :data:`CELL`. Tools hit-test through these
functions against the compiled board, never against graphics items, so the model stays the
only source of truth.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from questwright.core.board import Board
from questwright.core.geometry import Cell, EdgeKey
from questwright.schema.model import Token

__all__ = [
    "CELL",
    "TokenLayout",
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
    return TokenLayout(board).spots


class TokenLayout:
    """Where every token is drawn, kept up to date token by token.

    Tokens sharing a cell are spread in quest order; tile tokens line up along their
    tile's top edge. :meth:`update` lays out again only the cells and tiles whose tokens
    changed, so a token edit costs the same on a board with ten tokens or ten thousand.
    """

    def __init__(self, board: Board) -> None:
        self.spots: dict[str, TokenSpot] = {}
        #: per spread token: its group (a cell, or ``tile:<id>``); the tokens of each group
        self._group: dict[str, Cell | str] = {}
        self._members: dict[Cell | str, list[str]] = {}
        self.update(board, None)

    def update(
        self,
        board: Board,
        tokens: set[str] | frozenset[str] | None,
        tiles: Iterable[str] = (),
    ) -> set[str]:
        """Follow ``board`` where the tokens ``tokens`` (None: all) and the tiles ``tiles``
        changed; the ids of the tokens whose spot changed, came or went."""
        if tokens is None:
            todo: set[str] = set(self.spots) | set(board.tokens)
            self._group, self._members = {}, {}
        else:
            todo = set(tokens)
            for tile in tiles:
                todo.update(self._members.get(f"tile:{tile}", ()))
        before = {ident: self.spots.pop(ident, None) for ident in todo}
        changed: set[str] = set()
        regroup: set[Cell | str] = set()
        for ident in todo:
            old_group = self._group.pop(ident, None)
            if old_group is not None:
                members = self._members[old_group]
                members.remove(ident)
                if not members:
                    del self._members[old_group]
                regroup.add(old_group)
            token = board.tokens.get(ident)
            if token is None:
                continue
            spot, group = _place(token)
            if group is None:
                self.spots[ident] = spot
            else:
                self._group[ident] = group
                self._members.setdefault(group, []).append(ident)
                regroup.add(group)
        paths = board.token_paths
        for group in regroup:
            spread = self._members.get(group)
            if not spread:
                continue
            spread.sort(key=lambda ident: paths[ident][1])
            for n, ident in enumerate(spread):
                spot = _spread(board, group, n, len(spread))
                if ident not in todo and self.spots.get(ident) != spot:
                    changed.add(ident)
                self.spots[ident] = spot
        changed.update(i for i in todo if before[i] != self.spots.get(i))
        return changed


def _place(token: Token) -> tuple[TokenSpot, Cell | str | None]:
    """A token's spot, or the group (cell or tile) it is spread in."""
    if token.cell is not None:
        w, h = token.size or (1, 1)
        if (w, h) != (1, 1):
            x, y = token.cell
            return TokenSpot(x + w / 2, y + h / 2, min(w, h) * 0.36, "cell"), None
        return _NOWHERE, (int(token.cell[0]), int(token.cell[1]))
    if token.edge is not None:
        (x0, y0), (x1, y1) = token.edge.from_, token.edge.to
        return TokenSpot((x0 + x1) / 2, (y0 + y1) / 2, 0.17, "edge"), None
    if token.tile is not None:
        return _NOWHERE, f"tile:{token.tile}"
    return _NOWHERE, None


def _spread(board: Board, group: Cell | str, n: int, count: int) -> TokenSpot:
    """The spot of the ``n``-th of ``count`` tokens of a cell or tile."""
    if isinstance(group, str):
        placed = board.tiles.get(group[5:])
        if placed is None:
            return _NOWHERE
        x, y = placed.at
        return TokenSpot(x + 0.3 + 0.45 * n, y + 0.3, 0.22, "tile")
    x, y = group
    r = 0.34 if count == 1 else 0.22 if count <= 4 else 0.15
    dx, dy = _stack_offset(n, count)
    return TokenSpot(x + 0.5 + dx, y + 0.5 + dy, r, "cell")


_NOWHERE = TokenSpot(0.0, 0.0, 0.0, "none")


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
