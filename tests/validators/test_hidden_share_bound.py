"""DESCENT_HIDDEN_SHARE stops at its pair budget and says which area it did not measure."""

from __future__ import annotations

import pytest
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.io import load_quest
from questwright.validators.rules import digest_descent
from questwright.validators.runner import validate_quest

QUEST = bundled_quests_dir() / "descent1" / "stone-tusk.quest.json"


def _messages(budget: int, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    monkeypatch.setattr(digest_descent, "HIDDEN_SHARE_PAIRS", budget)
    issues = validate_quest(load_quest(QUEST), only=["DESCENT_HIDDEN_SHARE"])
    return [i.message for i in issues if i.code == "DESCENT_HIDDEN_SHARE"]


def test_every_area_is_measured_within_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    messages = _messages(digest_descent.HIDDEN_SHARE_PAIRS, monkeypatch)
    assert messages and all("are hidden from its door spaces" in m for m in messages)


def test_an_area_over_the_budget_is_named_not_measured(monkeypatch: pytest.MonkeyPatch) -> None:
    messages = _messages(1, monkeypatch)
    assert messages and all("more than this check measures" in m for m in messages)
