"""Coordinate rulers for the text boards of games played on spaces (descent1, machina).

``questwright play`` names spaces ``x,y`` ("h1 move 4,7"); a board printed with the x
digits across the top and y down the side lets a player find them without counting.
"""

from __future__ import annotations

__all__ = ["ruler"]


def ruler(min_x: int, max_x: int, indent: str) -> list[str]:
    """The lines to print above a map of columns ``min_x``…``max_x - 1``: the tens at each
    multiple of ten (when the board reaches that far), then the units of every column."""
    xs = range(min_x, max_x)
    units = "".join(str(abs(x) % 10) for x in xs)
    if max(abs(min_x), abs(max_x - 1)) < 10:
        return [indent + units]
    tens = "".join(str(abs(x) // 10 % 10) if x % 10 == 0 else " " for x in xs)
    return [(indent + tens).rstrip(), indent + units]
