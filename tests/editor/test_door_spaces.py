"""Door spaces in the editor, through the real widgets: the Properties panel edits one,
the Door tool places one with Shift+click and cycles it, and a click on one of its sides
cycles the door space itself instead of laying a broken quest door over it."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from questwright.editor.mainwindow import MainWindow

from tests.editor.driver import click_cell, click_edge, key, settle

ROOT = Path(__file__).resolve().parents[2]
FOUNDRY = ROOT / "quests" / "machina" / "cold-foundry.quest.json"
SHIFT = Qt.KeyboardModifier.ShiftModifier


def _open(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "foundry.quest.json"
    shutil.copy(FOUNDRY, path)
    assert window.open_path(str(path))
    settle()


def test_properties_panel_edits_a_door_space_state_undoably(
    window: MainWindow, tmp_path: Path
) -> None:
    _open(window, tmp_path)
    doc = window.document
    assert doc.kind_of("guard-door") == "door"
    doc.set_selection(["guard-door"])
    settle()
    state = window.properties.fields["state"]
    assert isinstance(state, QComboBox)
    state.setCurrentIndex(state.findText("open"))
    settle()
    assert doc.quest.door_spaces[0].state == "open"
    assert doc.board.doors["guard-door"].is_open
    doc.undo_stack.undo()
    assert (doc.quest.door_spaces[0].state or "closed") == "closed"
    assert not doc.board.doors["guard-door"].is_open


def test_door_tool_shift_click_places_and_cycles_a_door_space(
    window: MainWindow, tmp_path: Path
) -> None:
    _open(window, tmp_path)
    doc = window.document
    cell = (5, 3)
    assert cell in doc.board.cells
    key(Qt.Key.Key_D, widget=window.view)
    assert window.tools.current.name == "door"
    click_cell(window, cell, mods=SHIFT)
    added = [d for d in doc.quest.door_spaces if tuple(d.cell) == cell]
    assert len(added) == 1 and (added[0].state or "closed") == "closed"
    assert doc.board.doors[added[0].id].cell == cell
    assert doc.selection == [added[0].id]
    click_cell(window, cell, mods=SHIFT)
    assert added[0].state == "open" and len(doc.quest.door_spaces) == 2
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert [d.id for d in doc.quest.door_spaces] == ["guard-door"]


def test_clicking_a_side_of_a_door_space_cycles_the_door_space(
    window: MainWindow, tmp_path: Path
) -> None:
    _open(window, tmp_path)
    doc = window.document
    door = doc.board.doors["guard-door"]
    edges_before = len(doc.quest.edges)
    key(Qt.Key.Key_D, widget=window.view)
    click_edge(window, door.edges[0])
    assert len(doc.quest.edges) == edges_before
    assert doc.quest.door_spaces[0].state == "open"


def test_select_tool_click_in_a_door_space_selects_it_and_shows_it(
    window: MainWindow, tmp_path: Path
) -> None:
    _open(window, tmp_path)
    doc = window.document
    cell = doc.board.doors["guard-door"].cell
    assert cell is not None
    key(Qt.Key.Key_V, widget=window.view)
    click_cell(window, cell)
    assert doc.selection == ["guard-door"]
    assert "state" in window.properties.fields
    click_cell(window, (cell[0] + 1, cell[1] + 1))  # a plain floor space: the tile
    assert doc.selection != ["guard-door"]
