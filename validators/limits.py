"""Limits on the compiled board that the schema cannot state (docs/format.md "Limits").

The schema bounds a board to 100 tiles of at most 12 × 12 cells. Centre-line sight
(descent1, machina) relates every cell to every other, so its rules cost the square of
the board's cells: such a board may have at most :data:`CENTRE_LINE_CELLS_LIMIT` cells.
Over it, validation reports ``GEOM_BOARD_TOO_LARGE`` and runs no rule (like a schema error).
"""

from __future__ import annotations

from questwright.core.board import Board
from questwright.core.sight import sight_model
from questwright.core.text import say
from questwright.schema.spec import CENTRE_LINE_CELLS_LIMIT
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue

__all__ = ["CENTRE_LINE_CELLS_LIMIT", "board_limit_issue"]


def board_limit_issue(ctx: CheckContext, board: Board | None = None) -> Issue | None:
    """``GEOM_BOARD_TOO_LARGE`` if the board is over its limit, else None."""
    board = board if board is not None else ctx.board
    if board.system is None or sight_model(board) != "centre-line":
        return None
    cells = len(board.cells)
    if cells <= CENTRE_LINE_CELLS_LIMIT:
        return None
    return ctx.issue(
        "GEOM_BOARD_TOO_LARGE",
        say(
            "the board has {cells:,} cells; a board with centre-line sight may have at most {limit:,} (docs/format.md, Limits), so no other check ran",
            cells=cells,
            limit=CENTRE_LINE_CELLS_LIMIT,
        ),
        ("tiles",),
    )
