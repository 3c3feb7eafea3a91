"""The rough edges of daily use (issue 16): each test fails without its fix."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from questwright.editor.files import quest_id_for_title
from questwright.editor.mainwindow import MainWindow
from questwright.schema.catalog import bundled_quests_dir

from tests.editor.driver import choose, click_cell, key, settle, view_point

WARDEN = bundled_quests_dir() / "md1" / "wardens-key.quest.json"


def _right_click(win: MainWindow, cell: tuple[int, int]) -> None:
    pos = view_point(win, cell[0] + 0.5, cell[1] + 0.5)
    QTest.mouseMove(win.view.viewport(), pos)
    QTest.mouseClick(
        win.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos
    )
    settle()


def _menu_action(menu: Any, name: str) -> Any:
    return next(a for a in menu.actions() if a.objectName() == name)


def test_context_menu_acts_on_what_was_right_clicked(window: MainWindow) -> None:
    assert window.open_path(WARDEN)
    doc = window.document
    click_cell(window, (3, 4))  # plain floor of tile t1: selects the tile
    assert doc.selection == ["t1"]
    _right_click(window, (0, 2))  # the hero start, not selected
    assert doc.selection == ["start"]
    menu = window.canvas_menu(window.view.mapToGlobal(window.view.rect().center()))
    _menu_action(menu, "delete").trigger()
    menu.close()
    settle()
    assert [t.id for t in doc.quest.tiles] == ["t1", "t2"]
    assert "start" not in {t.id for t in doc.quest.tokens}


def test_right_click_on_the_selection_keeps_it(window: MainWindow) -> None:
    assert window.open_path(WARDEN)
    doc = window.document
    doc.set_selection(["start", "exit"])
    _right_click(window, (0, 2))
    assert doc.selection == ["start", "exit"]
    _right_click(window, (-3, -3))  # off the board: nothing to act on
    assert doc.selection == []


def test_clicking_the_current_palette_entry_arms_its_tool(window: MainWindow) -> None:
    choose(window, "tile:md1-01:A")
    assert window.tools.current.name == "tile"
    key(Qt.Key.Key_V, widget=window.view)
    assert window.tools.current.name == "select"
    lst = window.palette.tiles
    item = lst.currentItem()
    QTest.mouseClick(
        lst.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        lst.visualItemRect(item).center(),
    )
    settle()
    assert window.tools.current.name == "tile"
    key(Qt.Key.Key_V, widget=window.view)
    tokens = window.palette.tokens
    tokens.setCurrentRow(0)  # current, but chosen without focus: no tool change yet
    assert window.tools.current.name == "select"
    QTest.mouseClick(
        tokens.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        tokens.visualItemRect(tokens.item(0)).center(),
    )
    settle()
    assert window.tools.current.name == "token"


def test_the_quest_id_follows_the_title_until_set_by_hand(window: MainWindow) -> None:
    doc = window.document
    assert doc.quest.id == "untitled-quest"
    title = window.quest_panel.fields["title"]
    title.setFocus()
    title.selectAll()
    QTest.keyClicks(title, "The Warden's Key")
    assert doc.quest.id == "the-wardens-key"
    assert window.quest_panel.fields["id"].text() == "the-wardens-key"
    assert doc.undo_stack.count() == 1  # title and id are one step
    window.actions_["undo"].trigger()
    assert (doc.quest.title, doc.quest.id) == ("Untitled quest", "untitled-quest")
    window.actions_["redo"].trigger()
    ident = window.quest_panel.fields["id"]
    ident.setFocus()
    ident.selectAll()
    QTest.keyClicks(ident, "gardien")
    QTest.keyClick(ident, Qt.Key.Key_Return)
    assert doc.quest.id == "gardien"
    window.quest_panel.fields["title"].setFocus()
    QTest.keyClicks(window.quest_panel.fields["title"], " II")
    assert doc.quest.title == "The Warden's Key II" and doc.quest.id == "gardien"


@pytest.mark.parametrize(
    ("title", "ident"),
    [("La Clé du Gardien", "la-cle-du-gardien"), ("  ", "quest"), ("Ætherwerk: 2", "aetherwerk-2")],
)
def test_quest_id_for_title_folds_accents(title: str, ident: str) -> None:
    assert quest_id_for_title(title) == ident


def test_a_new_quest_takes_its_id_from_its_title(window: MainWindow) -> None:
    doc = window.new_document("ddd", title="House of Ash")
    assert doc.quest.id == "house-of-ash"


def test_only_a_save_over_a_file_announces_its_backup(
    window: MainWindow, answers: Any, tmp_path: Path
) -> None:
    out = tmp_path / "fresh.quest.json"
    answers.save_path = str(out)
    window.actions_["save_as"].trigger()
    first = window.statusBar().currentMessage()
    assert first == f"Saved {out}" and not Path(f"{out}~").exists()
    window.actions_["save"].trigger()
    second = window.statusBar().currentMessage()
    assert Path(f"{out}~").is_file() and "fresh.quest.json~" in second


def test_open_recent_tells_files_of_the_same_name_apart(window: MainWindow, tmp_path: Path) -> None:
    paths = []
    for folder in ("drafts", "final"):
        path = tmp_path / folder / "q1.quest.json"
        path.parent.mkdir()
        path.write_bytes(WARDEN.read_bytes())
        paths.append(path)
    for path in paths:
        assert window.open_path(path)
    window.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in window.recent_menu.actions() if a.text()]
    assert texts[:2] == ["&1 q1.quest.json — final", "&2 q1.quest.json — drafts"]
    window.recent_menu.actions()[1].trigger()
    settle()
    assert window.document.path == paths[0].resolve() or window.document.path == paths[0]


def test_find_action_searches_menu_paths(window: MainWindow, qtbot: Any) -> None:
    from questwright.editor.dialogs import CommandPalette

    paths = window.menu_paths()
    palette = CommandPalette(list(paths), window, paths)
    qtbot.addWidget(palette)
    palette.search.setText("overlay")
    shown = [palette.list.item(i).text().split("    ")[0] for i in range(palette.list.count())]
    overlays = [a for a, p in paths.items() if p.endswith("Overlays")]
    assert len(overlays) == 5 and len(shown) >= 5
    assert all("View ▸ Overlays" in text for text in shown[:5])
    palette.search.setText("graph zone")  # every word, in any order
    assert palette.list.count() == 1 and palette.list.item(0).text().startswith("Zone graph")
    palette.search.returnPressed.emit()
    assert window.actions_["overlay_graph"].isChecked()


def test_status_messages_never_overlap_the_status_widgets(qtbot: Any) -> None:
    from questwright.editor.settings import Settings
    from questwright.schema.catalog import default_catalog

    win = MainWindow(Settings(), default_catalog())
    qtbot.addWidget(win)
    assert win.open_path(WARDEN)  # its message is shown before the window is
    win.show()
    qtbot.waitExposed(win)
    settle()
    bar = win.statusBar()
    message = bar.currentMessage()
    assert message.startswith("Opened")
    right_of_message = bar.fontMetrics().horizontalAdvance(message) + 8
    shown = [w for w in bar.findChildren(QWidget) if w.isVisible() and w.parent() is bar]
    assert shown
    for widget in shown:
        assert widget.geometry().left() > right_of_message, widget
    win.document.undo_stack.setClean()
    win.runner.shutdown()


def test_the_objective_form_gets_the_room_of_its_tab(window: MainWindow) -> None:
    assert window.open_path(WARDEN)
    window.add_objective()
    settle()
    editor = window.quest_panel.objectives
    assert editor.form_area.isVisible()
    assert editor.form_area.height() > editor.list.height()
    assert editor.form_area.height() >= 140


def test_pack_export_says_what_it_wrote_and_dialogs_start_near_the_quest(
    window: MainWindow, answers: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog
    from questwright.editor import packs_dialog

    quest = tmp_path / "work" / "wk.quest.json"
    quest.parent.mkdir()
    quest.write_bytes(WARDEN.read_bytes())
    assert window.open_path(quest)
    window.after_show()
    starts: list[str] = []
    out = tmp_path / "out" / "mine.qwpack"
    out.parent.mkdir()

    def save_name(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        starts.append(start)
        return (str(out), "")

    def open_name(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        starts.append(start)
        return ("", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_name))

    def run_export(dialog: Any) -> int:
        dialog.name_edit.setText("Mine")
        dialog.refresh()
        dialog.export_button.click()
        return 1

    monkeypatch.setattr(packs_dialog.ExportPackDialog, "exec", run_export)
    window.actions_["pack_export"].trigger()
    assert out.is_file()
    assert Path(starts[0]).parent == quest.parent  # next to the quest, not the working dir
    assert any("Exported 1 quest to" in w and "mine.qwpack" in w for w in answers.warnings)
    assert "Exported 1 quest to" in window.statusBar().currentMessage()
    window.actions_["pack_import"].trigger()
    assert starts[1] == str(out.parent)  # the last pack folder is remembered
    assert window.settings.last_pack_folder == str(out.parent)


def test_the_properties_panel_is_rebuilt_only_when_what_it_shows_changed(
    window: MainWindow,
) -> None:
    """With nothing (or several objects) selected an edit leaves the panel's form as it
    is (rebuilding it cost more than a wall edit itself); the selected token's own form
    follows its edits, undo included."""
    from questwright.core import edits

    assert window.open_path(bundled_quests_dir() / "md1" / "wardens-key.quest.json", ask=False)
    settle()
    doc, panel = window.document, window.properties
    form = panel.widget()
    free = next(k for k, _a, _b in doc.board.iter_boundaries() if k not in doc.board.edges)
    doc.push(edits.paint_edges(doc.quest, doc.board, [free], "wall"), "wall")
    doc.push(edits.SetValue(("title",), "Another title"), "title")
    doc.undo_stack.undo()
    settle()
    assert panel.widget() is form
    index, token = next((i, t) for i, t in enumerate(doc.quest.tokens) if t.cell is not None)
    doc.set_selection([token.id])
    settle()
    assert panel.widget() is not form
    assert panel.fields["cell.x"].value() == token.cell[0]
    target = next(c for c in sorted(doc.board.cells) if c[0] != token.cell[0])
    doc.push(edits.SetValue(("tokens", index, "cell"), target), "move")
    settle()
    assert panel.fields["cell.x"].value() == target[0]
    doc.undo_stack.undo()
    settle()
    assert panel.fields["cell.x"].value() == doc.quest.tokens[index].cell[0]


def test_the_toolbars_stay_put_when_the_undo_step_changes(window: MainWindow) -> None:
    """Edit ▸ Undo names the step; the toolbar button keeps its short name, so no toolbar
    moves (or overflows into its » menu) at every edit."""
    from PySide6.QtWidgets import QToolBar
    from questwright.core import edits

    assert window.open_path(bundled_quests_dir() / "md1" / "wardens-key.quest.json", ask=False)
    settle()
    bars = window.findChildren(QToolBar)
    before = {bar.objectName(): bar.geometry() for bar in bars}
    undo = window.actions_["undo"]
    window.document.push(edits.SetValue(("title",), "A rather longer title"), "Set the title")
    settle()
    assert "Set the title" in undo.text()
    assert undo.iconText() == "Undo"
    assert {bar.objectName(): bar.geometry() for bar in bars} == before
    window.document.undo_stack.undo()
    settle()
    assert "Set the title" in window.actions_["redo"].text()
    assert window.actions_["redo"].iconText() == "Redo"
    assert {bar.objectName(): bar.geometry() for bar in bars} == before
