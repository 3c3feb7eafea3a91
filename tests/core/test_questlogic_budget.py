"""Bounded work of the quest-logic model (issue #29, item 4).

A legal quest with many pick-ups and many triggers on each pick-up, every trigger
destroying pillars again and again, made the model fire millions of triggers and keep a
loss record for every ``destroy`` of an already-gone pillar. The work inside the actions is
counted now (:data:`~questwright.core.questlogic.search.WORK`), shared between the goal bot's
plans, and a walk stopped by it is reported as "not fully explored".
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest
from questwright.core.board import Board, compile_board
from questwright.core.questlogic import QuestLogic
from questwright.core.questlogic.rules import Rules
from questwright.schema.catalog import default_catalog
from questwright.schema.model import Quest
from questwright.schema.serde import from_json
from questwright.validators.rules.quest_time import BOUND
from questwright.validators.runner import validate_quest

ROOT = Path(__file__).resolve().parents[2]


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location(
        "bench_limits", ROOT / "benchmarks/bench_limits.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _board(pickups: int, triggers: int, destroys: int) -> Board:
    doc = _bench().logic_quest(pickups, triggers, destroys)
    return compile_board(from_json(Quest, doc), default_catalog())


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Counts trigger firings and effects the model applies."""
    calls = {"fire": 0, "effect": 0}
    fire, effect = Rules._fire_one, Rules._effect

    def fire_one(self: Rules, *args: Any) -> None:
        calls["fire"] += 1
        fire(self, *args)

    def one_effect(self: Rules, *args: Any) -> None:
        calls["effect"] += 1
        effect(self, *args)

    monkeypatch.setattr(Rules, "_fire_one", fire_one)
    monkeypatch.setattr(Rules, "_effect", one_effect)
    return calls


def test_the_work_inside_actions_is_bounded(counted: dict[str, int]) -> None:
    # 4 pick-ups x 4 triggers x 4 pillars: 7 KB; before, about a million firings and effects
    logic = QuestLogic.build(_board(4, 4, 4), bound=BOUND)
    assert counted["fire"] + counted["effect"] <= 200_000
    ex = logic.exploration
    assert not ex.exhaustive and "trigger firings" in str(ex.stopped)


def test_a_destroy_of_what_is_gone_keeps_no_loss_record() -> None:
    logic = QuestLogic.build(_board(3, 2, 2), bound=BOUND)
    ex = logic.exploration
    for edge in ex.edges:
        before = ex.states[edge.source].facts
        targets = [t for _trig, kind, t in edge.step.losses if kind == "destroy"]
        assert len(targets) == len(set(targets)), edge.step.losses
        assert not [t for t in targets if f"destroyed:{t}" in before]


def test_a_quest_past_the_budget_is_reported_not_fully_explored() -> None:
    doc = _bench().logic_quest(4, 4, 4)
    issues = validate_quest(from_json(Quest, doc), default_catalog())
    undecided = [i for i in issues if i.code == "QL_UNDECIDED"]
    assert len(undecided) == 1
    assert "not fully explored" in undecided[0].message
    assert "not explored:" in undecided[0].message
    assert undecided[0].text is not None  # a translatable template


def test_the_goal_bots_plans_share_one_budget() -> None:
    from questwright.core.questlogic import Budget

    logic = QuestLogic.build(_board(4, 4, 4), bound=BOUND)
    start = logic.exploration.states[logic.exploration.starts[0]]
    budget = Budget(5_000)
    logic.plan_from(start, budget=budget)
    assert budget.spent
    # a spent budget plans nothing more, at once
    assert logic.plan_from(start, budget=budget) is None
