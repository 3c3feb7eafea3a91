"""Author a quest through the real widgets, undo every step back to empty, redo, save.

The model is checked after each step, then the whole history is undone (checking each
intermediate state) and redone, and the saved file is compared with a golden file
(``pytest --update-golden`` rewrites it).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox
from questwright.editor.mainwindow import MainWindow
from questwright.schema.catalog import default_catalog

from tests.editor.conftest import Answers
from tests.editor.driver import choose, click_cell, click_edge, drag_vertices, key, settle, snapshot

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "editor"


def _token_ids(win: MainWindow, ttype: str) -> list[str]:
    return [t.id for t in win.document.quest.tokens if t.type == ttype]


def test_build_undo_to_empty_redo_and_save_golden(
    window: MainWindow, answers: Answers, tmp_path: Path, update_golden: bool
) -> None:
    answers.new = ("md1", 1, 4, "Golden test quest")
    window.actions_["new"].trigger()
    doc = window.document
    assert doc.quest.system == "md1" and doc.quest.party.max == 4
    stack = doc.undo_stack
    states: dict[int, dict[str, Any]] = {stack.index(): snapshot(window)}
    empty = snapshot(window)

    def record() -> None:
        states[stack.index()] = snapshot(window)

    # 1. two tiles from the palette
    choose(window, "tile:md1-01:A")
    assert window.tools.current.name == "tile"
    click_cell(window, (0, 0))
    choose(window, "tile:md1-02:A")
    click_cell(window, (6, 0))
    assert [(t.tile, t.at) for t in doc.quest.tiles] == [("md1-01", (0, 0)), ("md1-02", (6, 0))]
    record()
    # 2. rotate the first one: select it, press R
    key(Qt.Key.Key_V, widget=window.view)
    click_cell(window, (1, 1))
    assert doc.selection == [doc.quest.tiles[0].id]
    key(Qt.Key.Key_R, widget=window.view)
    assert doc.quest.tiles[0].rotation == 90
    record()
    # 3. a wall along x = 2 from y 1 to 4
    key(Qt.Key.Key_W, widget=window.view)
    drag_vertices(window, (2, 1), (2, 4))
    board = doc.board
    assert [board.edge_kind(("v", 2, y)) for y in (1, 2, 3)] == ["wall"] * 3
    record()
    # 4. a door on the seam between the tiles
    key(Qt.Key.Key_D, widget=window.view)
    click_edge(window, ("v", 6, 2))
    door = doc.board.door_at(("v", 6, 2))
    assert door is not None and door.state == "closed"
    door_id = door.id
    record()
    # 5. every token type of md1, each from the palette onto its own cell
    system = doc.system
    assert system is not None
    for n, ttype in enumerate(system.token_types):
        choose(window, f"token:{ttype}")
        assert window.tools.current.name == "token"
        click_cell(window, (n % 12, 1 + 2 * (n // 12)))
        assert _token_ids(window, ttype), ttype
    assert {t.type for t in doc.quest.tokens} == set(system.token_types)
    record()
    # 6. lock the door with the artifact as its key, in the Properties panel
    key(Qt.Key.Key_V, widget=window.view)
    click_edge(window, ("v", 6, 2), 0.5)
    assert doc.selection == [door_id]
    lock = window.properties.fields["lock"]
    assert isinstance(lock, QComboBox)
    lock.setCurrentIndex(lock.findText("key"))
    settle()
    keys = window.properties.fields["keys"]
    assert isinstance(keys, QLineEdit)
    artifact = _token_ids(window, "artifact")[0]
    keys.setFocus()
    key(artifact, widget=keys)
    spec = next(e for e in doc.quest.edges if e.id == door_id)
    assert spec.state == "locked" and spec.lock is not None
    assert spec.lock.kind == "key" and spec.lock.keys == [artifact]
    record()
    # 7. edit a typed property: the guard's level
    guard = _token_ids(window, "guard")[0]
    doc.set_selection([guard])
    settle()
    level = window.properties.fields["prop.level"]
    assert isinstance(level, QSpinBox)
    level.setValue(3)
    assert next(t for t in doc.quest.tokens if t.id == guard).properties["level"] == 3
    record()
    # 8. two objectives, then move the second up
    objectives = window.quest_panel.objectives
    objectives.add_button.click()
    objectives.add_button.click()
    assert [o.id for o in doc.quest.objectives] == ["obj-1", "obj-2"]
    objectives.list.setCurrentRow(1)
    settle()
    objectives.up_button.click()
    assert [o.id for o in doc.quest.objectives] == ["obj-2", "obj-1"]
    record()
    final = snapshot(window)

    # undo every step back to the empty quest, checking the states on the way
    seen = 0
    while stack.canUndo():
        window.actions_["undo"].trigger()
        if stack.index() in states:
            assert snapshot(window) == states[stack.index()], f"after undo to {stack.index()}"
            seen += 1
    assert snapshot(window) == empty
    assert seen == len(states) - 1
    # and redo it all
    while stack.canRedo():
        window.actions_["redo"].trigger()
        if stack.index() in states:
            assert snapshot(window) == states[stack.index()], f"after redo to {stack.index()}"
    assert snapshot(window) == final

    # save and compare with the golden file
    out = tmp_path / "built.quest.json"
    answers.save_path = str(out)
    window.actions_["save_as"].trigger()
    assert out.is_file() and not doc.dirty
    golden = GOLDEN / "build-md1.quest.json"
    if update_golden:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(out.read_text(encoding="utf-8"), encoding="utf-8")
    assert out.read_text(encoding="utf-8") == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("system_id", sorted(default_catalog().systems))
def test_every_token_type_can_be_placed_and_undone(window: MainWindow, system_id: str) -> None:
    doc = window.new_document(system_id)
    tiles = sorted(
        doc.catalog.tiles_of(system_id),
        key=lambda t: -len(next(iter(t.sides.values())).zones or [1]),
    )
    big = max(
        tiles,
        key=lambda t: next(iter(t.sides.values())).size[0] * next(iter(t.sides.values())).size[1],
    )
    side = sorted(big.sides)[0]
    choose(window, f"tile:{big.id}:{side}")
    click_cell(window, (0, 0))
    cells = sorted(doc.board.cells, key=lambda c: (c[1], c[0]))
    assert cells
    system = doc.system
    assert system is not None
    for n, ttype in enumerate(system.token_types):
        choose(window, f"token:{ttype}")
        cell = cells[n % len(cells)]
        anchor = system.token_types[ttype].anchor
        if anchor == "edge":
            click_edge(window, ("v", cell[0] + 1, cell[1]))
        else:
            click_cell(window, cell)
        assert _token_ids(window, ttype), f"{ttype} ({anchor}) was not placed"
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.quest.tokens == [] and doc.quest.tiles == []
