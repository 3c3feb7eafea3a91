"""Small editor defects of issue #33 (defect 8), each driven through the real widgets: the
simulation report's progress bar, the system New Quest proposes, the pack's proposed name."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from questwright.editor.dialogs import NewQuestDialog
from questwright.editor.mainwindow import MainWindow
from questwright.editor.packs_dialog import ExportPackDialog
from questwright.schema.catalog import bundled_quests_dir

from tests.editor.driver import choose_bot, key, open_simulation, settle

pytestmark = pytest.mark.gui

QUESTS = bundled_quests_dir()
WARDEN = QUESTS / "md1" / "wardens-key.quest.json"


def test_a_new_quests_report_shows_no_full_bar_beside_not_run_yet(
    window: MainWindow, qtbot: Any
) -> None:
    dialog = open_simulation(window, WARDEN)
    dialog.games.setValue(4)
    choose_bot(dialog, "goal")
    dialog.jobs.setValue(1)
    dialog.run()
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=60000)
    assert dialog.progress.text() == "4 / 4 games"
    assert window.open_path(QUESTS / "md1" / "twin-levers.quest.json", ask=False)
    settle()
    assert dialog.summary.text() == "Not run yet."
    assert dialog.progress.text() == ""  # before the fix: "4 / 4 games"


def test_new_quest_proposes_the_shown_quests_system_not_the_last_opened(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def ask(_catalog: Any, system: str, *_rest: Any, **_kw: Any) -> None:
        asked.append(system)
        return None

    monkeypatch.setattr(NewQuestDialog, "ask", staticmethod(ask))
    window.settings.last_system = "md2"  # Preferences ▸ New quests use
    assert window.open_path(QUESTS / "ddd" / "house-ashgrove.quest.json", ask=False)
    assert window.open_path(WARDEN, ask=False)
    window.tab_bar.setCurrentIndex(0)  # back to the ddd quest
    settle()
    key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, widget=window.view)
    assert asked == ["ddd"]  # before the fix: md1, the file opened last
    assert window.settings.last_system == "md2"  # opening files left the preference alone


def test_the_export_dialog_proposes_the_quests_title_not_its_systems_folder(
    qtbot: Any, tmp_path: Path
) -> None:
    dialog = ExportPackDialog([WARDEN])
    qtbot.addWidget(dialog)
    assert dialog.name_edit.text() == "The Warden's Key"  # before the fix: "Md1"
    several = ExportPackDialog(sorted((QUESTS / "md1").glob("*.quest.json")))
    qtbot.addWidget(several)
    assert several.name_edit.text() == "My quests"


def test_the_keyboard_cursor_stays_on_the_board_of_the_quest_shown(window: MainWindow) -> None:
    """Issue #33, defect 8: the keyboard cell cursor of one quest was drawn off the board of
    the next one shown."""
    assert window.open_path(QUESTS / "ddd" / "house-ashgrove.quest.json", ask=False)
    settle()
    board = window.document.board
    far = max(board.cells)  # the last column of the house
    window.view.setFocus()
    window.view.move_cursor(far)
    assert window.view.cursor_cell == far
    assert window.open_path(WARDEN, ask=False)
    settle()
    cells = window.document.board.cells
    assert far not in cells
    assert window.view.cursor_cell in cells
    assert window.scene.cursor.cell == window.view.cursor_cell


def test_restored_tabs_of_every_system_get_their_tile_thumbnails(
    qapp: Any, qtbot: Any, answers: Any
) -> None:
    """Issue #33, defect 5: quests reopened before the window was shown (a restored session)
    showed their palettes without tile thumbnails, except the one shown first."""
    from questwright.editor.settings import Settings
    from questwright.schema.catalog import default_catalog

    win = MainWindow(Settings(), default_catalog())
    qtbot.addWidget(win)
    for path in (QUESTS / "ddd" / "house-ashgrove.quest.json", WARDEN):
        assert win.open_path(path, ask=False)  # as reopen_previous does, before show()
    win.show()
    qtbot.waitExposed(win)
    win.after_show()
    win.tab_bar.setCurrentIndex(0)  # the ddd quest, built before the window was shown
    settle()
    qtbot.wait(50)
    for tab in win.tabs:
        tiles = tab.palette.tiles
        assert tiles.count() > 0
        assert all(not tiles.item(r).icon().isNull() for r in range(tiles.count())), (
            tab.doc.quest.system
        )
    for tab in win.tabs:
        tab.runner.shutdown()


def test_the_export_dialog_shows_its_translation_columns_whole(qtbot: Any) -> None:
    """Issue #33, defect 8: the translations table cut its "Description" heading."""
    dialog = ExportPackDialog([WARDEN])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    header = dialog.translations.horizontalHeader()
    for section in range(header.count()):
        assert header.sectionSize(section) >= header.sectionSizeHint(section), section
