"""Keyboard-only building, shortcuts for every command, clipboard with unique ids."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication
from questwright.editor.canvas_geometry import CELL
from questwright.editor.mainwindow import MainWindow
from questwright.schema.catalog import bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest

from tests.editor.conftest import Answers
from tests.editor.driver import key, settle

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier


def _house_system() -> str:
    """ddd is the game of houses; until its data lands, md2's 3×3 tiles stand in."""
    return "ddd" if default_catalog().system("ddd") is not None else "md2"


def _arrows(dx: int, dy: int) -> None:
    for _ in range(abs(dx)):
        key(Qt.Key.Key_Right if dx > 0 else Qt.Key.Key_Left)
    for _ in range(abs(dy)):
        key(Qt.Key.Key_Down if dy > 0 else Qt.Key.Key_Up)


def test_build_a_house_of_20_tiles_with_the_keyboard_only(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    system = _house_system()
    answers.new = (system, 1, 4, "Keyboard house")
    key(Qt.Key.Key_N, CTRL)  # File ▸ New (the dialog is answered by the stub)
    doc = window.document
    assert doc.quest.system == system
    faces = sorted(
        (t.id, s, f.size) for t in doc.catalog.tiles_of(system) for s, f in t.sides.items()
    )
    width, height = max(f[2][0] for f in faces), max(f[2][1] for f in faces)
    key(Qt.Key.Key_1, ALT)  # keyboard to the canvas
    assert QApplication.focusWidget() is window.view
    cursor = window.view.cursor_cell
    placed = 0
    for row in range(4):
        for col in range(5):
            # choose a tile in the palette with the keyboard: Alt+2, Down, Enter
            key(Qt.Key.Key_2, ALT)
            assert QApplication.focusWidget() is window.palette.tiles
            key(Qt.Key.Key_Down)
            key(Qt.Key.Key_Return)
            assert QApplication.focusWidget() is window.view
            if (row + col) % 3 == 0:
                key(Qt.Key.Key_R)  # rotate the tile in hand
            target = (col * width, row * height)
            _arrows(target[0] - cursor[0], target[1] - cursor[1])
            cursor = window.view.cursor_cell
            assert cursor == target
            key(Qt.Key.Key_Return)
            placed += 1
            assert len(doc.quest.tiles) == placed, f"tile {placed} at {target} was not placed"
    assert len(doc.quest.tiles) == 20
    assert not [p for p in doc.board.problems if p.code == "GEOM_TILE_OVERLAP"]
    # a wall on the east side of the cursor cell, and a door south of it
    _arrows(1 - cursor[0], 1 - cursor[1])
    key(Qt.Key.Key_W)
    key(Qt.Key.Key_Right, SHIFT)
    assert doc.board.edge_kind(("v", 2, 1)) == "wall"
    key(Qt.Key.Key_D)
    key(Qt.Key.Key_Down, SHIFT)
    assert doc.board.door_at(("h", 1, 2)) is not None
    # the hero start from the token list: Alt+2, Tab to the tokens, type-ahead, Enter
    key(Qt.Key.Key_2, ALT)
    key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.palette.tokens
    tokens = window.palette.tokens
    start_row = next(
        r
        for r in range(tokens.count())
        if tokens.item(r).data(Qt.ItemDataRole.UserRole) == "token:start"
    )
    key(Qt.Key.Key_Home)
    for _ in range(start_row):
        key(Qt.Key.Key_Down)
    key(Qt.Key.Key_Return)
    key(Qt.Key.Key_Return)
    assert [t.type for t in doc.quest.tokens] == ["start"]
    # select it with the keyboard and nudge it one cell right
    key(Qt.Key.Key_V)
    key(Qt.Key.Key_Escape)  # clear the selection
    assert doc.selection == []
    key(Qt.Key.Key_Return)  # select what is under the cursor, topmost first
    assert doc.selection == [doc.quest.tokens[0].id]
    key(Qt.Key.Key_Return)  # Enter again cycles to what lies below: the tile
    assert doc.kind_of(doc.selection[0]) == "tile"
    key(Qt.Key.Key_Return)
    assert doc.selection == [doc.quest.tokens[0].id]
    key(Qt.Key.Key_Right, ALT)
    assert doc.quest.tokens[0].cell == (2, 1)
    # undo and redo from the keyboard
    key(Qt.Key.Key_Z, CTRL)
    assert doc.quest.tokens[0].cell == (1, 1)
    key(Qt.Key.Key_Z, CTRL | SHIFT)
    assert doc.quest.tokens[0].cell == (2, 1)
    # save with Ctrl+S (a new quest asks for a name: the stub answers)
    out = tmp_path / "house.quest.json"
    answers.save_path = str(out)
    key(Qt.Key.Key_S, CTRL)
    assert out.is_file()
    assert len(load_quest(out).tiles) == 20


def test_every_command_has_a_shortcut_or_a_menu_mnemonic(window: MainWindow) -> None:
    in_menus = set()
    for menu in window.menus.values():
        for action in menu.actions():
            in_menus.add(action)
    missing = [
        name
        for name, action in window.actions_.items()
        if action.shortcut().isEmpty() and not (action in in_menus and "&" in action.text())
    ]
    assert missing == []
    # and the menus themselves have mnemonics (Alt+letter opens them)
    assert all(
        "&" in menu.title()
        for menu in window.menuBar().findChildren(type(window.recent_menu))
        if menu.title()
    )


def test_shortcuts_are_unique(window: MainWindow) -> None:
    seen: dict[str, str] = {}
    clashes = []
    for name, action in window.actions_.items():
        for seq in action.shortcuts():
            text = seq.toString()
            if text in seen:
                clashes.append((text, seen[text], name))
            seen[text] = name
    assert clashes == []


def test_paste_keeps_ids_unique(window: MainWindow, tmp_path: Path) -> None:
    quest = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
    assert window.open_path(quest)
    doc = window.document
    before = len(doc.quest.tiles), len(doc.quest.tokens)
    window.view.setFocus()
    key(Qt.Key.Key_A, CTRL)
    key(Qt.Key.Key_C, CTRL)
    x1 = doc.board.bounds()[2]
    window.view.move_cursor((x1 + 1, 0))
    key(Qt.Key.Key_V, CTRL)
    key(Qt.Key.Key_V, CTRL)
    settle()
    quest = doc.quest
    assert (len(quest.tiles), len(quest.tokens)) == (before[0] * 3, before[1] * 3)
    ids = (
        [t.id for t in quest.tiles]
        + [t.id for t in quest.tokens]
        + [e.id for e in quest.edges if e.id]
    )
    assert len(ids) == len(set(ids))
    # the second paste landed on the first one: those tiles overlap, the first did not
    codes = {p.code for p in doc.board.problems}
    assert "ID_DUPLICATE" not in codes
    # doors that named pasted keys name the pasted copies
    token_ids = {t.id for t in quest.tokens}
    for edge in quest.edges:
        if edge.lock is not None:
            assert set(edge.lock.keys) <= token_ids
    # undo removes exactly the last paste
    key(Qt.Key.Key_Z, CTRL)
    assert (len(quest.tiles), len(quest.tokens)) == (before[0] * 2, before[1] * 2)


def test_the_editor_guide_names_every_command() -> None:
    """docs/editor.md lists every command of the action table (keeps the guide honest)."""
    from questwright.editor.actions import ACTIONS

    guide = (Path(__file__).resolve().parents[2] / "docs" / "editor.md").read_text(encoding="utf-8")
    missing = [
        spec.text.replace("&", "") for spec in ACTIONS if spec.text.replace("&", "") not in guide
    ]
    assert missing == []


def test_a_tile_placed_with_enter_is_brought_into_view_and_named_t1(
    window: MainWindow, answers: Answers
) -> None:
    """Issue #33, defect 6: a tile placed with Enter at the keyboard cursor at the view's
    bottom-right grew mostly off screen, and new tiles were named ``t-1``, ``t-2``."""
    answers.new = ("md1", 1, 4, "Keyboard tiles")
    key(Qt.Key.Key_N, CTRL)
    doc = window.document
    view = window.view
    key(Qt.Key.Key_1, ALT)
    key(Qt.Key.Key_2, ALT)
    key(Qt.Key.Key_Down)
    key(Qt.Key.Key_Return)  # a tile in hand, the keyboard back on the canvas
    assert QApplication.focusWidget() is view
    key(Qt.Key.Key_Return)  # the first tile at the cursor
    assert [t.id for t in doc.quest.tiles] == ["t1"]
    # the cursor to the last whole cell at the bottom right of the view, with the arrows
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    last = (int(shown.right() // CELL) - 1, int(shown.bottom() // CELL) - 1)
    far = (max(last[0], view.cursor_cell[0] + 7), max(last[1], view.cursor_cell[1] + 7))
    _arrows(far[0] - view.cursor_cell[0], far[1] - view.cursor_cell[1])
    key(Qt.Key.Key_Return)
    settle()
    assert [t.id for t in doc.quest.tiles] == ["t1", "t2"]
    placed = doc.board.tiles["t2"]
    xs = [c[0] for c in placed.cells]
    ys = [c[1] for c in placed.cells]
    rect = QRectF(
        min(xs) * CELL,
        min(ys) * CELL,
        (max(xs) - min(xs) + 1) * CELL,
        (max(ys) - min(ys) + 1) * CELL,
    )
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(rect), (shown, rect)  # the whole new tile is on screen
