"""The simulation report stops at its precision and uses every core (issue #27): driven
through the dialog's widgets offscreen, asserted on the report it makes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from questwright.editor.mainwindow import MainWindow
from questwright.engine.simulate import GameSpec, default_jobs, simulate

from tests.editor.driver import choose_bot, open_simulation

ROOT = Path(__file__).resolve().parents[2]
MD1 = ROOT / "quests" / "md1" / "wardens-key.quest.json"


def _dialog(window: MainWindow) -> Any:
    return open_simulation(window, MD1)


def test_the_report_uses_every_core_and_stops_once_precise_enough(
    window: MainWindow, qtbot: Any
) -> None:
    dialog = _dialog(window)
    assert dialog.jobs.value() == min(64, default_jobs())
    assert dialog.games.value() == 1000 and dialog.precision.value() == 5.0
    dialog.games.setValue(3000)
    dialog.precision.setValue(6.0)
    dialog.jobs.setValue(1)
    choose_bot(dialog, "goal")
    maxima: list[int] = []
    bar = dialog.progress
    bar.valueChanged.connect(lambda v: maxima.append(bar.maximum()))
    QTest.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=60000)
    doc = dialog.report_json
    assert doc["stopped_early"] is True and doc["precision"] == 0.06
    assert doc["games"] < 3000 and max(maxima) == 3000 and min(maxima) < 3000  # replanned
    lo, hi = doc["win_rate_ci95"]
    assert (hi - lo) / 2 <= 0.06
    direct = simulate(GameSpec(str(MD1), 2, "goal"), n=3000, precision=0.06)
    assert [r["result"] for r in doc["results"]] == [g["result"] for g in direct.games]
    # zero: every game is played
    dialog.games.setValue(120)
    dialog.precision.setValue(0.0)
    assert dialog.precision.text() == dialog.precision.specialValueText()
    QTest.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dialog.thread is None and dialog.report_json["games"] == 120, timeout=60000
    )
    assert "precision" not in dialog.report_json
    dialog.close()
