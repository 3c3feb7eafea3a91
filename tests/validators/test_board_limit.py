"""A centre-line board over its cell limit gets GEOM_BOARD_TOO_LARGE and no rule runs on it
(docs/format.md, Limits); at the limit, or on a zone-walk board, validation is as usual."""

from __future__ import annotations

from pathlib import Path

import pytest
from questwright.core.board import compile_board
from questwright.schema.catalog import default_catalog
from questwright.schema.io import open_quest
from questwright.validators import limits
from questwright.validators.incremental import Revalidator
from questwright.validators.runner import validate_quest

QUESTS = Path(__file__).resolve().parents[2] / "quests"
DESCENT = QUESTS / "descent1" / "drowned-stair.quest.json"
MD1 = QUESTS / "md1" / "wardens-key.quest.json"


def _cells(path: Path) -> int:
    return len(compile_board(open_quest(path).quest, default_catalog()).cells)


def test_a_centre_line_board_over_the_limit_is_refused_and_nothing_else_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    quest = open_quest(DESCENT).quest
    monkeypatch.setattr(limits, "CENTRE_LINE_CELLS_LIMIT", _cells(DESCENT) - 1)
    issues = validate_quest(quest, default_catalog())
    assert [i.code for i in issues] == ["GEOM_BOARD_TOO_LARGE"]
    assert issues[0].path == ("tiles",)
    assert "at most" in issues[0].message and "\n" not in issues[0].message
    board = compile_board(quest, default_catalog())
    live = Revalidator(default_catalog()).validate_board(board)
    assert [i.code for i in live] == ["GEOM_BOARD_TOO_LARGE"]


def test_at_the_limit_the_rules_run(monkeypatch: pytest.MonkeyPatch) -> None:
    quest = open_quest(DESCENT).quest
    monkeypatch.setattr(limits, "CENTRE_LINE_CELLS_LIMIT", _cells(DESCENT))
    codes = {i.code for i in validate_quest(quest, default_catalog())}
    assert "GEOM_BOARD_TOO_LARGE" not in codes
    assert codes  # the bundled quest's usual infos (hidden shares, figures)


def test_a_zone_walk_board_has_no_such_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "CENTRE_LINE_CELLS_LIMIT", 1)
    codes = {i.code for i in validate_quest(open_quest(MD1).quest, default_catalog())}
    assert "GEOM_BOARD_TOO_LARGE" not in codes
