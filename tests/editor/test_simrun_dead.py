"""The editor's simulation runs survive their workers (issue #34, item 2): a worker killed
with SIGKILL mid-run ends the sliced run and the dialog's run with a message naming the
quest, the seeds and why, and the games that finished stay in the report."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from questwright.editor.mainwindow import MainWindow
from questwright.editor.simrun import run_slices
from questwright.engine import bots
from questwright.engine.simulate import GameSpec

from tests.editor.driver import choose_bot, settle
from tests.engine.test_dead_workers import DyingBot

ROOT = Path(__file__).resolve().parents[2]
MD1 = ROOT / "quests" / "md1" / "wardens-key.quest.json"


@pytest.fixture
def dying() -> Iterator[str]:
    bots.register_bot(DyingBot.name, DyingBot)
    yield DyingBot.name
    bots.BOTS.pop(DyingBot.name, None)


def test_a_killed_worker_ends_the_sliced_run(dying: str) -> None:
    report = run_slices(GameSpec(str(MD1), 1, dying), 6, 0, 1, strength_games=5)
    assert report.stopped
    message = report.extra["stopped"]["message"]
    assert "SIGKILL" in message and "wardens-key" in message
    seeds = [g["seed"] for g in report.games]
    assert seeds and 3 not in seeds  # the first slice (seed 0) finished and is kept
    assert 3 in report.extra["stopped"]["missing_seeds"]
    assert "strength" not in report.extra  # nothing more is played after a death


def test_the_dialog_ends_a_run_whose_worker_died(
    window: MainWindow, dying: str, qtbot: Any
) -> None:
    assert window.open_path(MD1, ask=False)
    settle()
    window.actions_["simulate"].trigger()
    dialog = window.sim_dialog
    dialog.games.setValue(6)
    dialog.heroes.setValue(1)
    dialog.seed.setValue(0)
    dialog.jobs.setValue(1)
    choose_bot(dialog, dying)
    QTest.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.thread is None, timeout=60000)
    text = dialog.summary.text()
    assert "The run stopped early" in text and "SIGKILL" in text and "seed" in text
    assert dialog.report_json is not None and 0 < dialog.report_json["games"] < 6
    assert dialog.run_button.isEnabled()
    dialog.close()
