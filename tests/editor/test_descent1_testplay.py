"""The editor's Test Play dock and simulation report on a descent1 quest (offscreen):
heroes, monsters and the overlord's turns on the canvas, the report with its heatmap."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from questwright.editor.mainwindow import MainWindow
from questwright.engine.simulate import GameSpec, simulate

from tests.editor.driver import settle, snapshot

ROOT = Path(__file__).resolve().parents[2]
QUEST = ROOT / "quests" / "descent1" / "stone-tusk.quest.json"
TIMING = ("jobs", "elapsed_s", "games_per_s")


def test_test_play_runs_a_descent_game_with_the_overlord(window: MainWindow) -> None:
    assert window.open_path(QUEST, ask=False)
    settle()
    before = snapshot(window)
    assert window.actions_["test_play"].isEnabled()
    window.actions_["test_play"].trigger()
    panel = window.play_panel
    assert panel.session is not None
    assert sum(1 for f in panel.layer.figures if f[3] == "hero") == 2
    # the bot plays on, through the overlord's turns, until the game ends
    for _ in range(400):
        window.actions_["play_bot"].trigger()
        if panel.session.state.current_player() == panel.session.state.ov:
            break
    state = panel.session.state
    assert state.current_player() == state.ov
    assert "overlord" in panel.status.text().lower()
    window.actions_["play_run"].trigger()
    assert panel.session.state.is_terminal()
    assert snapshot(window) == before


def test_simulation_report_and_heatmap_for_descent(window: MainWindow, qtbot: Any) -> None:
    assert window.open_path(QUEST, ask=False)
    settle()
    window.actions_["simulate"].trigger()
    dialog = window.sim_dialog
    assert dialog is not None
    dialog.games.setValue(6)
    dialog.heroes.setValue(2)
    dialog.seed.setValue(3)
    dialog.jobs.setValue(1)
    QTest.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=60000)
    got = {k: v for k, v in dialog.report_json.items() if k not in TIMING}
    want = simulate(GameSpec(str(QUEST), 2), n=6, seed=3, jobs=1).to_json()
    assert got == {k: v for k, v in want.items() if k not in TIMING}
    window.actions_["sim_heatmap"].trigger()
    assert dialog.heatmap is not None and dialog.heatmap.zones == set(want["zones"])
    dialog.close()
