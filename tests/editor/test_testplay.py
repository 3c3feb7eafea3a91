"""Test play and the simulation report in the editor (offscreen, through the widgets)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QInputDialog
from questwright.editor.mainwindow import MainWindow
from questwright.engine.actions import Chance
from questwright.engine.simulate import GameSpec, bot_strength, play_game, simulate

from tests.editor.conftest import Answers
from tests.editor.driver import choose_bot, settle, snapshot

ROOT = Path(__file__).resolve().parents[2]
MD1 = ROOT / "quests" / "md1" / "wardens-key.quest.json"
DDD = ROOT / "quests" / "ddd" / "house-ashgrove.quest.json"
#: keys of a report that describe how the run went, not what happened
TIMING = ("jobs", "elapsed_s", "games_per_s")


def _open(window: MainWindow, path: Path) -> None:
    assert window.open_path(path, ask=False)
    settle()


def _decisions(window: MainWindow) -> int:
    session = window.play_panel.session
    assert session is not None
    return sum(1 for e in session.state.history() if not isinstance(e, Chance))


def test_test_play_steps_without_touching_the_quest(window: MainWindow, qtbot: Any) -> None:
    _open(window, MD1)
    before = snapshot(window)
    stack = window.document.undo_stack
    window.actions_["test_play"].trigger()
    panel = window.play_panel
    assert panel.session is not None and window.play_dock.isVisible()
    assert "Round 1" in panel.status.text()
    # both heroes stand on the canvas, in the overlay layer (not the model)
    assert panel.layer is not None and panel.layer.scene() is window.scene
    assert sum(1 for f in panel.layer.figures if f[3] == "hero") == 2
    assert any(f[7] for f in panel.layer.figures)  # the current player is ringed
    legal = panel.session.legal()
    assert panel.actions_list.count() == len(legal) > 1
    assert panel.actions_list.item(0).text().startswith(" 1. ")
    # Enter on the second legal action applies it
    panel.actions_list.setFocus()
    panel.actions_list.setCurrentRow(1)
    QTest.keyClick(panel.actions_list, Qt.Key.Key_Return)
    settle()
    assert _decisions(window) == 1
    assert panel.session.state.history()[0] == legal[1]
    # Step (F10 in the menu) applies the highlighted action; Bot Move lets the bot decide
    window.actions_["play_step"].trigger()
    window.actions_["play_bot"].trigger()
    assert _decisions(window) == 3
    assert panel.log.toPlainText().strip()
    history = [str(e) for e in panel.session.state.history()]
    # Undo Step rebuilds the game from its history without the last decision
    window.actions_["play_undo"].trigger()
    assert _decisions(window) == 2
    after_undo = [str(e) for e in panel.session.state.history()]
    assert history[: len(after_undo)] == after_undo and len(after_undo) < len(history)
    # Run to End plays to an outcome
    window.actions_["play_run"].trigger()
    outcome = panel.session.state.outcome()
    assert outcome is not None and outcome["result"] in ("win", "loss")
    assert outcome["result"].upper() in panel.outcome.text()
    assert not window.actions_["play_bot"].isEnabled()
    # the quest model and its undo stack never moved
    assert snapshot(window) == before
    assert stack.count() == 0 and not window.document.dirty


def test_restart_with_seed_and_replay_file(
    window: MainWindow, answers: Answers, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _open(window, MD1)
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a, **k: (17, True)))
    window.actions_["play_restart"].trigger()
    panel = window.play_panel
    assert panel.session is not None and panel.session.seed == 17
    for _ in range(12):
        window.actions_["play_bot"].trigger()
    recorded = [str(e) for e in panel.session.state.history()]
    answers.save_path = str(tmp_path / "game.json")
    window.actions_["play_save_game"].trigger()
    saved = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    assert saved["format"] == "questwright-engine-save" and saved["seed"] == 17
    # a fresh start, then the replay: its decisions are queued and Step follows them
    panel.start(seed=3)
    answers.open_path = str(tmp_path / "game.json")
    window.actions_["play_load_replay"].trigger()
    assert panel.session.seed == 17 and panel.session.replay_total == 12
    assert "◀ replay" in panel.actions_list.currentItem().text()
    window.actions_["play_step"].trigger()
    assert len(panel.session.future) == 11
    for _ in range(11):
        window.actions_["play_step"].trigger()
    assert [str(e) for e in panel.session.state.history()] == recorded


def test_a_system_without_a_ruleset_test_plays_by_the_generic_rules(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from questwright.engine import registry

    registry.registered_rulesets()  # the bundled rulesets are found first, then one goes
    monkeypatch.delitem(registry._RULESETS, "ddd")
    _open(window, DDD)
    assert window.actions_["test_play"].isEnabled()
    assert window.actions_["simulate"].isEnabled()
    window.test_play()
    session = window.play_panel.session
    assert session is not None and getattr(session.game.ruleset, "generic", False)
    assert session.state.legal_actions()


def test_simulation_report_matches_the_engine(
    window: MainWindow, answers: Answers, qtbot: Any, tmp_path: Path
) -> None:
    _open(window, MD1)
    before = snapshot(window)
    window.actions_["simulate"].trigger()
    dialog = window.sim_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.games.setValue(20)
    dialog.heroes.setValue(2)
    choose_bot(dialog, "goal")  # fast, whatever the balance bot is
    dialog.seed.setValue(11)
    dialog.jobs.setValue(1)
    QTest.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.cancel_button.isEnabled() or dialog.report is not None
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=30000)
    got = {k: v for k, v in dialog.report_json.items() if k not in TIMING}
    # as the CLI: the games, then the bot's strength on the same first seeds
    spec = GameSpec(str(MD1), 2, "goal")
    report = simulate(spec, n=20, seed=11, jobs=1, precision=0.05)  # the dialog's default
    report.extra["strength"] = bot_strength(spec, report, 20, 11)
    direct = report.to_json()
    want = {k: v for k, v in direct.items() if k not in TIMING}
    assert got == want
    assert list(want["strength"]) == ["goal", "random"]
    assert dialog.progress.value() == dialog.progress.maximum() == 20
    lo, hi = want["win_rate_ci95"]
    summary = dialog.summary.text()
    assert (
        f"{want['win_rate']:.1%}" in summary and f"{lo:.1%}" in summary and f"{hi:.1%}" in summary
    )
    assert dialog.table.rowCount() == 20
    # the heatmap overlay covers every zone of the board, and the toggle removes it
    window.actions_["sim_heatmap"].trigger()
    assert dialog.heatmap is not None and dialog.heatmap.scene() is window.scene
    assert dialog.heatmap.zones == set(window.document.board.zones) == set(want["zones"])
    window.actions_["sim_heatmap"].trigger()
    assert dialog.heatmap is None
    # Replay this game: the chosen seed opens in the Test Play dock and ends the same way
    row = 5
    dialog.table.selectRow(row)
    QTest.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.replay_thread is None, timeout=30000)  # played off the UI
    panel = window.play_panel
    assert panel.session is not None and panel.session.seed == want["results"][row]["seed"]
    assert panel.session.replay_total > 0
    window.actions_["play_run"].trigger()
    state = panel.session.state
    assert state.outcome()["result"] == want["results"][row]["result"]
    assert state.round == want["results"][row]["rounds"]
    # Save report… writes the JSON shown
    answers.save_path = str(tmp_path / "report.json")
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert json.loads((tmp_path / "report.json").read_text(encoding="utf-8")) == dialog.report_json
    assert snapshot(window) == before and window.document.undo_stack.count() == 0
    dialog.close()


def test_simulation_can_be_cancelled(window: MainWindow, qtbot: Any) -> None:
    _open(window, MD1)
    window.simulate()
    dialog = window.sim_dialog
    choose_bot(dialog, "goal")
    dialog.games.setValue(200_000)
    dialog.run()
    assert dialog.thread is not None
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=20000)
    QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.thread is None, timeout=20000)
    assert dialog.report is None and "Cancelled" in dialog.summary.text()
    assert dialog.progress.value() < 200_000


def test_replay_of_a_simulated_game_equals_the_bot_game() -> None:
    """The dock's bot plays exactly as the simulation's (same seed, same bot)."""
    from questwright.engine.play import PlaySession
    from questwright.schema.io import load_quest

    session = PlaySession.build(load_quest(MD1), 2, 4)
    session.run_to_end()
    direct = play_game(GameSpec(str(MD1), 2).build(), 4)
    assert [str(e) for e in session.state.history()] == [str(e) for e in direct.history()]


def test_a_long_outcome_line_does_not_widen_the_dock(window: MainWindow) -> None:
    _open(window, MD1)
    window.actions_["test_play"].trigger()
    settle()
    panel, dock = window.play_panel, window.play_dock
    width = dock.width()
    assert panel.minimumSizeHint().width() < 400
    panel.session.state.finish("loss", "a very long reason for losing " * 12)
    panel.refresh()
    settle()
    assert "LOSS" in panel.outcome.text()
    assert panel.minimumSizeHint().width() < 400  # the line wraps instead of widening
    assert dock.width() <= max(width, 400)
    window.actions_["play_stop"].trigger()
    settle()
    assert dock.width() <= max(width, 400)


def test_stop_clears_what_the_dock_shows(window: MainWindow) -> None:
    _open(window, MD1)
    window.actions_["test_play"].trigger()
    for _ in range(6):
        window.actions_["play_bot"].trigger()
    panel = window.play_panel
    assert "Round" in panel.status.text() and panel.log.toPlainText().strip()
    window.actions_["play_stop"].trigger()
    settle()
    assert panel.session is None and panel.layer is None
    assert "Round" not in panel.status.text() and "No game" in panel.status.text()
    assert not panel.log.toPlainText().strip()
    assert panel.actions_list.count() == 0
    assert panel.party.text() == "" and panel.outcome.text() == ""
    assert not window.actions_["play_undo"].isEnabled()
    # a new game starts clean: its log is its own
    window.actions_["test_play"].trigger()
    assert panel.session is not None and panel.session.decisions == 0
    assert panel.log.toPlainText().count("[r1]") == len(panel.session.state.log)


def test_dark_darker_darkest_plays_in_the_dock_and_the_report(
    window: MainWindow, qtbot: Any
) -> None:
    """ddd: survivors and hordes on the canvas, AP and darkness in the status, a report
    with its heatmap; the quest stays untouched."""
    _open(window, DDD)
    before = snapshot(window)
    assert window.actions_["test_play"].isEnabled() and window.actions_["simulate"].isEnabled()
    window.actions_["test_play"].trigger()
    panel = window.play_panel
    assert panel.session is not None
    panel.heroes.setValue(2)
    panel.start(seed=5, heroes=2)
    for _ in range(40):
        if panel.session.state.is_terminal():
            break
        window.actions_["play_bot"].trigger()
    settle()
    state = panel.session.state
    status = panel.status.text()
    assert "Darkness" in status and ("AP)" in status or state.is_terminal())
    heroes = [f for f in panel.layer.figures if f[3] == "hero"]
    # every survivor is drawn; one out of the house until the next regroup shows a cross
    assert len(heroes) == len(state.heroes)
    assert sum(1 for f in heroes if f[5] == "✕") == sum(1 for h in state.heroes if h.dead)
    zombies = [f for f in panel.layer.figures if f[3] == "enemy" and f[5] == "Z"]
    assert sum(int(f[6]) for f in zombies) == sum(state.zombies)
    # the dock counts the hordes' zombies among the enemies on the board, as drawn
    assert f"{sum(state.zombies)} enem" in panel.party.text()
    window.actions_["simulate"].trigger()
    dialog = window.sim_dialog
    dialog.games.setValue(6)
    dialog.heroes.setValue(2)
    dialog.seed.setValue(3)
    choose_bot(dialog, "goal")
    dialog.jobs.setValue(1)
    dialog.run()
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=60000)
    direct = simulate(GameSpec(str(DDD), 2), n=6, seed=3, jobs=1, precision=0.05).to_json()
    got = {k: v for k, v in dialog.report_json.items() if k not in TIMING}
    assert list(got.pop("strength")) == ["goal", "random"]
    assert got == {k: v for k, v in direct.items() if k not in TIMING}
    window.actions_["sim_heatmap"].trigger()
    assert dialog.heatmap is not None and dialog.heatmap.zones == set(window.document.board.zones)
    assert snapshot(window) == before and window.document.undo_stack.count() == 0


def test_test_play_and_the_simulation_report_for_machina(window: MainWindow, qtbot: Any) -> None:
    """A ruleset that describes itself (``play_summary``): explorers and monsters on the
    canvas, its status, and the report's heatmap over the board's spaces."""
    quest = ROOT / "quests" / "machina" / "cold-foundry.quest.json"
    _open(window, quest)
    window.actions_["test_play"].trigger()
    panel = window.play_panel
    assert panel.session is not None and "Chapter I" in panel.status.text()
    kinds = [f[3] for f in panel.layer.figures]
    assert kinds.count("hero") == panel.heroes.value() and kinds.count("enemy") == 2
    assert "Rust scavenger" not in panel.party.text() and "health" in panel.party.text()
    window.actions_["play_run"].trigger()
    assert panel.session.state.outcome() is not None
    window.actions_["simulate"].trigger()
    dialog = window.sim_dialog
    dialog.games.setValue(10)
    choose_bot(dialog, "goal")
    dialog.jobs.setValue(1)
    QTest.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=60000)
    assert dialog.report_json["system"] == "machina" and dialog.table.rowCount() == 10
    window.actions_["sim_heatmap"].trigger()
    assert dialog.heatmap is not None and dialog.heatmap.zones == set(window.document.board.zones)
    window.actions_["sim_heatmap"].trigger()
    dialog.close()


def test_simulation_report_sweeps_a_parameter_and_shows_the_plot(
    window: MainWindow, answers: Answers, qtbot: Any, tmp_path: Path
) -> None:
    from questwright.engine.sweep import sweep

    _open(window, MD1)
    before = snapshot(window)
    window.actions_["simulate"].trigger()
    dialog = window.sim_dialog
    dialog.games.setValue(6)
    dialog.heroes.setValue(2)
    choose_bot(dialog, "goal")
    QTest.keyClicks(dialog.vary, "heroHealth=2,6")
    QTest.mouseClick(dialog.sweep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dialog.sweep_report is not None and dialog.thread is None, timeout=60000
    )
    direct = sweep(GameSpec(str(MD1), 2), vary=("heroHealth", [2, 6]), n=6, strength_games=6)
    got = dialog.sweep_report.to_json()
    assert got["points"] == direct.to_json()["points"]
    assert [dialog.sweep_table.item(r, 0).text() for r in range(2)] == ["2", "6"]
    assert dialog.sweep_table.item(0, 1).text() == f"{got['points'][0]['win_rate']:.1%}"
    pixmap = dialog.plot.pixmap()
    assert not pixmap.isNull() and pixmap.width() == 640
    strength = dialog.strength_table
    assert [strength.item(r, 0).text() for r in range(strength.rowCount())] == list(direct.strength)
    assert "heroHealth 2" in dialog.strength.text()
    answers.save_path = str(tmp_path / "plot.png")
    QTest.mouseClick(dialog.save_plot_button, Qt.MouseButton.LeftButton)
    assert (tmp_path / "plot.png").read_bytes() == dialog.sweep_png
    # a bad Vary is one line in the summary and runs nothing
    dialog.vary.setText("counter:nope=1-2")
    QTest.mouseClick(dialog.sweep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.thread is None, timeout=30000)
    assert "nope" in dialog.summary.text()
    dialog.vary.setText("heroes=9-2")
    dialog.run_sweep()
    assert dialog.thread is None and "Cannot sweep" in dialog.summary.text()
    assert snapshot(window) == before and window.document.undo_stack.count() == 0
    dialog.close()
