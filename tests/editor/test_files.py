"""Files: open (also broken and newer files), save atomically with a backup, dirty marker
and close prompt, autosave and crash recovery, recent files, PNG export, preferences."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from questwright.core import edits
from questwright.editor.mainwindow import MainWindow
from questwright.editor.recovery import pending_recoveries
from questwright.editor.settings import Settings
from questwright.schema.catalog import bundled_quests_dir, default_catalog

from tests.editor.conftest import Answers
from tests.editor.driver import settle, wait_validated

WARDEN = bundled_quests_dir() / "md1" / "wardens-key.quest.json"


def _copy(tmp_path: Path, name: str = "quest.quest.json", mutate=None) -> Path:  # type: ignore[no-untyped-def]
    doc = json.loads(WARDEN.read_text(encoding="utf-8"))
    if mutate is not None:
        mutate(doc)
    path = tmp_path / name
    path.write_text(json.dumps(doc, indent=2), encoding="utf-8")
    return path


def _edit_title(win: MainWindow, title: str) -> None:
    win.document.push(edits.SetValue(("title",), title), "Set title")


def test_open_save_keeps_backup_and_marks_dirty(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    path = _copy(tmp_path)
    answers.open_path = str(path)
    window.actions_["open"].trigger()
    doc = window.document
    assert doc.path == path and not doc.dirty and not window.isWindowModified()
    original = path.read_text(encoding="utf-8")
    _edit_title(window, "Renamed")
    assert doc.dirty and window.isWindowModified() and "[*]" in window.windowTitle()
    window.actions_["save"].trigger()
    assert not doc.dirty and not window.isWindowModified()
    assert json.loads(path.read_text(encoding="utf-8"))["title"] == "Renamed"
    assert (tmp_path / (path.name + "~")).read_text(encoding="utf-8") == original
    assert not list(tmp_path.glob(".*.tmp"))  # no temporary file left behind
    # undo after saving makes it dirty again
    window.actions_["undo"].trigger()
    assert doc.dirty


def test_close_prompt_cancel_save_discard(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    path = _copy(tmp_path)
    assert window.open_path(path)
    _edit_title(window, "Unsaved")
    answers.question = QMessageBox.StandardButton.Cancel
    assert not window.close()
    assert window.isVisible() and answers.asked
    answers.question = QMessageBox.StandardButton.Save
    assert window.close()
    assert json.loads(path.read_text(encoding="utf-8"))["title"] == "Unsaved"


def test_opening_a_broken_file_keeps_what_it_can(window: MainWindow, qtbot, tmp_path: Path) -> None:
    def break_it(doc: dict) -> None:
        doc["tokens"][0]["cell"] = "nowhere"
        doc["surprise"] = 1

    path = _copy(tmp_path, "broken.quest.json", break_it)
    good = json.loads(WARDEN.read_text(encoding="utf-8"))
    assert window.open_path(path)
    doc = window.document
    assert len(doc.quest.tokens) == len(good["tokens"]) - 1
    assert len(doc.quest.tiles) == len(good["tiles"])
    assert doc.path is None and doc.dirty  # a repaired copy: never saved over the original
    codes = [p.code for p in doc.load_problems]
    assert codes.count("LOAD_DROPPED") == 2
    wait_validated(qtbot, window)
    shown = {i.code for i in window.problems.shown_issues()}
    assert "LOAD_DROPPED" in shown


def test_opening_a_newer_file_shows_the_problem(window: MainWindow, tmp_path: Path) -> None:
    path = _copy(tmp_path, "newer.quest.json", lambda d: d.update(formatVersion=99))
    assert window.open_path(path)
    assert [p.code for p in window.document.load_problems] == ["FILE_NEWER"]
    assert window.document.path is None


@pytest.mark.parametrize(
    "content", [b"{not json", b"\x00\x01binary", b'{"format": "questwright-tileset"}', b"[]"]
)
def test_unreadable_files_warn_and_keep_the_current_quest(
    window: MainWindow, answers: Answers, tmp_path: Path, content: bytes
) -> None:
    before = window.document
    path = tmp_path / "bad.quest.json"
    path.write_bytes(content)
    assert not window.open_path(path)
    assert window.document is before
    assert answers.warnings and str(path) in answers.warnings[-1]


def test_autosave_and_recovery_after_a_crash(qtbot, answers: Answers, tmp_path: Path) -> None:
    path = _copy(tmp_path)
    first = MainWindow(Settings(), default_catalog())
    qtbot.addWidget(first)
    assert first.open_path(path)
    _edit_title(first, "Work in progress")
    first.autosave_now()
    assert first.recovery.quest_path.is_file()
    # the editor "crashes": its recovery files stay, with a process id that is gone
    meta = json.loads(first.recovery.meta_path.read_text(encoding="utf-8"))
    meta["pid"] = 2**22 + 12345
    first.recovery.meta_path.write_text(json.dumps(meta), encoding="utf-8")
    first.recovery = type(first.recovery)()  # forget the files without deleting them
    first.document.undo_stack.setClean()
    first.document._forced_dirty = False
    first.close()
    found = pending_recoveries()
    assert [r.original for r in found] == [str(path)]
    second = MainWindow(Settings(), default_catalog())
    qtbot.addWidget(second)
    answers.question = QMessageBox.StandardButton.Yes
    second.offer_recovery()
    doc = second.document
    assert doc.quest.title == "Work in progress" and doc.dirty
    assert doc.path == path
    assert pending_recoveries() == []
    answers.question = QMessageBox.StandardButton.Discard


def test_saving_removes_the_recovery_file(window: MainWindow, tmp_path: Path) -> None:
    path = _copy(tmp_path)
    assert window.open_path(path)
    _edit_title(window, "x")
    window.autosave_now()
    assert window.recovery.quest_path.is_file()
    window.actions_["save"].trigger()
    assert not window.recovery.quest_path.exists()


def test_recent_files_and_preferences_are_remembered(qtbot, tmp_path: Path) -> None:
    path = _copy(tmp_path)
    win = MainWindow(Settings.load(), default_catalog())
    qtbot.addWidget(win)
    win.show()
    assert win.open_path(path)
    win.actions_["overlay_reach"].trigger()
    win.actions_["show_grid"].trigger()
    assert win.close()
    again = Settings.load()
    assert again.recent_files[0] == str(path.resolve())
    assert again.overlays == ["reach"] and again.show_grid is False
    assert again.geometry and again.window_state
    assert Settings.file().parent == Path(os.environ["QUESTWRIGHT_CONFIG_DIR"])
    win2 = MainWindow(Settings.load(), default_catalog())
    qtbot.addWidget(win2)
    assert win2.scene.overlays.active == {"reach"}
    win2._fill_recent()
    first = win2.recent_menu.actions()[0]
    first.trigger()
    assert win2.document.path == path


def test_export_png(window: MainWindow, answers: Answers, tmp_path: Path) -> None:
    assert window.open_path(WARDEN)
    out = tmp_path / "board.png"
    answers.save_path = str(out)
    window.actions_["export_png"].trigger()
    assert out.is_file() and out.stat().st_size > 1000


def test_new_quest_asks_system_and_party(window: MainWindow, answers: Answers) -> None:
    answers.new = ("md2", 2, 3, "Two or three")
    window.actions_["new"].trigger()
    quest = window.document.quest
    assert (quest.system, quest.party.min, quest.party.max, quest.title) == (
        "md2",
        2,
        3,
        "Two or three",
    )
    assert quest.tilesets == default_catalog().system("md2").tilesets
    answers.new = None  # cancelled: nothing changes
    window.actions_["new"].trigger()
    assert window.document.quest is quest
    settle()


def test_preferences_are_applied_and_saved(window: MainWindow, answers: Answers) -> None:
    from questwright.editor.dialogs import PreferencesDialog

    window.actions_["preferences"].trigger()
    assert "PreferencesDialog" in answers.asked  # opened (and cancelled by the stub)
    dialog = PreferencesDialog(window.settings, default_catalog(), window)
    dialog.autosave.setValue(90)
    dialog.grid.setChecked(False)
    dialog.system.setCurrentText("md2")
    window.apply_preferences(dialog)
    assert window.autosave.interval() == 90_000
    assert not window.actions_["show_grid"].isChecked()
    again = Settings.load()
    assert (again.autosave_seconds, again.show_grid, again.last_system) == (90, False, "md2")
