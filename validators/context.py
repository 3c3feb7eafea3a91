"""What a rule sees: the quest, its compiled board and lazily built derived data.

The runner builds one :class:`CheckContext` per quest revision; the board, the zone graph
and the sight index are computed at most once, and only if a rule asks for them.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

import networkx as nx
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Quest, System
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import CODES

from questwright.board import Board, compile_board
from questwright.graph import build_zone_graph

__all__ = ["CheckContext"]


class CheckContext:
    """Derived data for one quest revision, shared by every rule."""

    def __init__(
        self, quest: Quest, catalog: Catalog | None = None, board: Board | None = None
    ) -> None:
        self.quest = quest
        self.catalog = catalog or default_catalog()
        self._board = board

    @cached_property
    def board(self) -> Board:
        return self._board or compile_board(self.quest, self.catalog)

    @property
    def system(self) -> System | None:
        return self.board.system

    @cached_property
    def graph(self) -> nx.Graph:
        return build_zone_graph(self.board)

    @cached_property
    def sight(self) -> Any:
        from questwright.sight import sight_index

        return sight_index(self.board)

    def issue(
        self,
        code: str,
        message: str,
        path: tuple[str | int, ...] = (),
        refs: tuple[str, ...] | list[str] = (),
        hint: str | None = None,
        severity: Severity | None = None,
    ) -> Issue:
        """An issue of a registered code, with the code's default severity."""
        info = CODES.get(code)
        sev = severity or (info.severity if info else Severity.ERROR)
        return Issue(code, sev, message, tuple(path), tuple(dict.fromkeys(refs)), hint)

    def token_path(self, token_id: str, *rest: str | int) -> tuple[str | int, ...]:
        return (*self.board.token_paths.get(token_id, ("tokens",)), *rest)
