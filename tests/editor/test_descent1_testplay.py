"""The editor's Test Play dock and simulation report on a descent1 quest (offscreen):
heroes, monsters and the overlord's turns on the canvas, the report with its heatmap."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from questwright.core import edits
from questwright.editor.mainwindow import MainWindow
from questwright.engine.play import is_decision
from questwright.engine.simulate import GameSpec, simulate

from tests.editor.driver import choose_bot, choose_in_box, settle, snapshot

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
    choose_bot(dialog, "goal")
    dialog.jobs.setValue(1)
    QTest.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=60000)
    got = {k: v for k, v in dialog.report_json.items() if k not in TIMING}
    assert list(got.pop("strength")) == ["goal", "random"]
    want = simulate(GameSpec(str(QUEST), 2), n=6, seed=3, jobs=1, precision=0.05).to_json()
    assert got == {k: v for k, v in want.items() if k not in TIMING}
    window.actions_["sim_heatmap"].trigger()
    assert dialog.heatmap is not None and dialog.heatmap.zones == set(want["zones"])
    dialog.close()


MD1 = ROOT / "quests" / "md1" / "wardens-key.quest.json"


def _choose_side(panel: Any, side: str) -> None:
    """Pick ``side`` in the "Play as" box with the keyboard, as a user would."""
    assert panel.side.isVisible()
    choose_in_box(panel.side, side, "Play as")


def _action_rows(panel: Any) -> list[str]:
    """The legal actions listed, without their numbers."""
    items = (panel.actions_list.item(i).text() for i in range(panel.actions_list.count()))
    return [text.split(". ", 1)[1] for text in items]


def _dock_text(panel: Any) -> str:
    """Everything the dock shows in words (both pages of the log/view tabs included)."""
    panel.pages.setCurrentWidget(panel.board_view)
    parts = [
        panel.status.text(),
        panel.status.toolTip(),
        panel.party.text(),
        panel.outcome.text(),
        panel.log.toPlainText(),
        panel.board_view.toPlainText(),
        *(panel.actions_list.item(i).text() for i in range(panel.actions_list.count())),
    ]
    return "\n".join(parts)


def test_playing_the_heroes_never_shows_the_overlords_hand(window: MainWindow) -> None:
    assert window.open_path(QUEST, ask=False)
    settle()
    window.actions_["test_play"].trigger()
    panel = window.play_panel
    _choose_side(panel, "heroes")
    assert panel.session is not None and panel.session.people == {0, 1}
    state = panel.session.state
    steps = 0
    while state.round < 3 and not state.is_terminal() and steps < 300:
        # the person steps with Enter on the highlighted action, or lets the bot decide
        if steps % 2:
            panel.actions_list.setFocus()
            QTest.keyClick(panel.actions_list, Qt.Key.Key_Return)
        else:
            window.actions_["play_bot"].trigger()
        state = panel.session.state
        steps += 1
        assert state.is_terminal() or state.current_player() != state.ov
        text = _dock_text(panel)
        assert "your hand" not in text and re.search(r"\d+ cards? in hand", text)
        for card in state.hand:
            assert card not in text, card
        assert not any(" ov " in f" {row}" for row in _action_rows(panel))
    # the bot moved the overlord: its turns are in the game, none of them the person's
    assert state.round >= 3 or state.is_terminal()
    assert any(str(a).startswith("ov ") for a in state.history())


def test_playing_the_overlord_lets_the_bot_move_the_heroes(window: MainWindow) -> None:
    assert window.open_path(QUEST, ask=False)
    settle()
    before = snapshot(window)
    window.actions_["test_play"].trigger()
    panel = window.play_panel
    _choose_side(panel, "overlord")
    session = panel.session
    assert session is not None
    state = session.state
    assert state.current_player() == state.ov  # the bot played the heroes' first turns
    assert any(str(a).startswith("h1 ") for a in state.history())
    rows = _action_rows(panel)
    assert rows and all(row.startswith("ov ") for row in rows)
    assert "your hand" in _dock_text(panel)
    heroes_moves = sum(1 for a in state.history() if str(a).startswith("h"))
    for _ in range(60):
        window.actions_["play_bot"].trigger()
        state = panel.session.state
        if state.is_terminal():
            break
        assert state.current_player() == state.ov
    assert sum(1 for a in state.history() if str(a).startswith("h")) > heroes_moves
    # undo gives the overlord's decision back to the person
    window.actions_["play_undo"].trigger()
    assert panel.session.state.current_player() == panel.session.state.ov
    assert snapshot(window) == before


def test_play_as_follows_the_open_quest_and_a_new_quest_starts_clean(window: MainWindow) -> None:
    """The dock after Open: no game, nothing of the old one shown, "Play as" offered only
    for a system with more than one side, the choice kept for the next descent1 quest."""
    assert window.open_path(QUEST, ask=False)
    settle()
    window.actions_["test_play"].trigger()
    panel = window.play_panel
    assert [panel.side.itemData(i) for i in range(panel.side.count())] == [
        "heroes",
        "overlord",
        "all",
    ]
    assert panel.side.currentData() == "all"  # as before: the person plays everyone
    _choose_side(panel, "overlord")
    for _ in range(3):
        window.actions_["play_bot"].trigger()
    assert panel.minimumSizeHint().width() < 400
    panel.pages.setCurrentWidget(panel.board_view)
    assert "your hand" in panel.board_view.toPlainText()
    first = window.current_tab
    assert window.open_path(MD1, ask=False)
    settle()
    assert panel.session is None and panel.layer is None
    assert "No game" in panel.status.text() and not panel.log.toPlainText()
    assert not panel.board_view.toPlainText() and panel.actions_list.count() == 0
    assert not panel.side.isVisible()
    window.actions_["test_play"].trigger()
    assert panel.session is not None and panel.session.people is None
    assert not panel.side.isVisible()
    # an edit of the quest in the other tab does not make this game stale
    first.doc.push(edits.SetValue(("title",), "Elsewhere"), "title")
    assert not panel.stale
    window.document.push(edits.SetValue(("title",), "Here"), "title")
    assert panel.stale
    assert window.open_path(ROOT / "quests" / "descent1" / "drowned-stair.quest.json", ask=False)
    settle()
    assert panel.side.isVisible() and panel.side.currentData() == "overlord"
    window.actions_["test_play"].trigger()
    state = panel.session.state
    assert state.current_player() == state.ov


def test_a_simulated_game_replays_in_the_dock_while_playing_one_side(window: MainWindow) -> None:
    from questwright.engine.simulate import play_game

    assert window.open_path(QUEST, ask=False)
    settle()
    window.actions_["test_play"].trigger()
    panel = window.play_panel
    _choose_side(panel, "overlord")
    game = GameSpec(str(QUEST), 2).build()
    recorded = play_game(game, 7, bot="random")
    decisions = [a for a in recorded.history() if is_decision(a)]
    window.replay_simulated(7, 2, decisions)
    window.actions_["play_run"].trigger()
    assert [str(e) for e in panel.session.state.history()] == [str(e) for e in recorded.history()]
