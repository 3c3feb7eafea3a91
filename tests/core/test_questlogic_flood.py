"""Growing the heroes' parts from the gates just opened gives the same exploration as
flooding every part again, on every bundled quest and every quest-logic fixture."""

from __future__ import annotations

from pathlib import Path

import pytest
from questwright.core.board import compile_board
from questwright.core.questlogic import QuestLogic
from questwright.core.questlogic.rules import Rules
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.errors import LoadError
from questwright.schema.io import load_quest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
QUESTS = sorted(bundled_quests_dir().glob("*/*.quest.json")) + sorted(
    p
    for p in GOLDEN.glob("*/*.quest.json")
    if p.parent.name.startswith(("QL_", "SOFTLOCK", "OBJECTIVE", "TRIGGER"))
)


def _exploration(path: Path, incremental: bool, monkeypatch: pytest.MonkeyPatch) -> object:
    monkeypatch.setattr(Rules, "incremental_flood", incremental)
    catalog = Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])
    logic = QuestLogic.build(compile_board(load_quest(path), catalog))
    ex = logic.exploration
    return (
        ex.states,
        [(e.source, str(e.action), e.target) for e in ex.edges],
        ex.exhaustive,
    )


def test_there_are_quests_to_compare() -> None:
    assert len(QUESTS) > 20


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_incremental_flood_explores_the_same_states(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        full = _exploration(path, False, monkeypatch)
    except LoadError:
        pytest.skip("not a loadable quest")
    assert _exploration(path, True, monkeypatch) == full
