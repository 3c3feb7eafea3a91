"""Canvas interactions: drag and drop from the palette, rubber band, dragging with snapping,
selection restored by undo, typing merged into one undo step, validation as you type,
picking an objective's target, overlays on every system, and the incremental board."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton, QSpinBox
from questwright.core import edits
from questwright.core.board import compile_board
from questwright.editor.canvas_geometry import CELL
from questwright.editor.mainwindow import MainWindow
from questwright.editor.overlays import OVERLAYS
from questwright.editor.view import PALETTE_MIME
from questwright.schema.catalog import bundled_quests_dir, default_catalog

from tests.editor.driver import choose, click_cell, drag_vertices, key, settle, view_point

WARDEN = bundled_quests_dir() / "md1" / "wardens-key.quest.json"


def _drop(win: MainWindow, payload: str, cell: tuple[int, int]) -> None:
    data = QMimeData()
    data.setData(PALETTE_MIME, payload.encode("utf-8"))
    pos = view_point(win, cell[0] + 0.5, cell[1] + 0.5)
    event = QDropEvent(
        QPointF(pos),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    win.view.dropEvent(event)
    settle()


def test_drag_and_drop_from_the_palette(window: MainWindow) -> None:
    doc = window.document
    _drop(window, "tile:md1-03:B", (2, 1))
    assert [(t.tile, t.side, t.at) for t in doc.quest.tiles] == [("md1-03", "B", (2, 1))]
    _drop(window, "token:start", (4, 4))
    assert [(t.type, t.cell) for t in doc.quest.tokens] == [("start", (4, 4))]
    # a drop places once: the tool armed before stays (issue #33, defect 3: the Token tool
    # stayed armed, its ghost on the keyboard cursor)
    assert window.tools.current.name == "select"
    assert window.scene.ghost._parts == []  # no ghost left behind
    window.set_tool("edge-wall")
    _drop(window, "token:exit", (5, 4))
    assert window.tools.current.name == "edge-wall"


def test_tile_ghost_refuses_overlap(window: MainWindow) -> None:
    doc = window.document
    choose(window, "tile:md1-01:A")
    click_cell(window, (0, 0))
    click_cell(window, (3, 3))  # would overlap: refused
    assert len(doc.quest.tiles) == 1
    tool = window.tools.current
    cells, overlap = tool.footprint((3, 3))
    assert overlap and len(cells) == 36


def test_rubber_band_then_drag_moves_a_tile_with_its_tokens(window: MainWindow) -> None:
    assert window.open_path(WARDEN)
    doc = window.document
    key(Qt.Key.Key_V, widget=window.view)
    tile = doc.quest.tiles[0]
    placed = doc.board.tiles[tile.id]
    on_tile = {t.id for t in doc.quest.tokens if t.cell and tuple(t.cell) in placed.cells}
    assert on_tile
    # rubber band around a few cells of the first tile only selects what it touches
    x0, y0 = placed.at
    drag_vertices(window, (x0 - 1, y0 - 1), (x0 + 1, y0 + 1))
    assert tile.id in doc.selection
    doc.set_selection([tile.id])
    # drag from inside the tile by +12 cells: snaps to whole cells, one undo step
    start = (x0 + 2, y0 + 2)
    before = doc.undo_stack.count()
    drag_vertices(window, start, (start[0] + 12, start[1]))
    assert doc.quest.tiles[0].at == (x0 + 12, y0)
    for token in doc.quest.tokens:
        if token.id in on_tile:
            assert token.cell[0] >= x0 + 12
    assert doc.undo_stack.count() == before + 1
    window.actions_["undo"].trigger()
    assert doc.quest.tiles[0].at == (x0, y0)


def test_undo_restores_the_selection(window: MainWindow) -> None:
    doc = window.document
    choose(window, "tile:md1-01:A")
    click_cell(window, (0, 0))
    first = doc.selection[:]
    click_cell(window, (6, 0))
    assert doc.selection != first
    window.actions_["undo"].trigger()
    assert doc.selection == first
    window.actions_["redo"].trigger()
    assert len(doc.selection) == 1 and doc.selection != first


def test_typing_a_title_is_one_undo_step(window: MainWindow) -> None:
    doc = window.document
    title = window.quest_panel.fields["title"]
    title.setFocus()
    title.selectAll()
    QTest.keyClicks(title, "Crypt of Ash")
    assert doc.quest.title == "Crypt of Ash"
    assert doc.undo_stack.count() == 1
    window.actions_["undo"].trigger()
    assert doc.quest.title == "Untitled quest"


def test_language_and_licence_boxes_set_and_clear_their_fields(window: MainWindow) -> None:
    """Typing into the editable language box sets the field; an emptied box removes it;
    picking a licence from the list sets it. Edits of one field merge into one undo step."""
    doc = window.document
    before = doc.quest.language
    language = window.quest_panel.fields["language"]
    assert isinstance(language, QComboBox)
    line = language.lineEdit()
    assert line is not None
    line.setFocus()
    line.selectAll()
    QTest.keyClicks(line, "fr")
    assert doc.quest.language == "fr"
    line.selectAll()
    QTest.keyClick(line, Qt.Key.Key_Backspace)
    assert doc.quest.language is None
    licence = window.quest_panel.fields["license"]
    assert isinstance(licence, QComboBox)
    licence.setCurrentIndex(1)
    licence.activated.emit(1)
    assert doc.quest.license == licence.itemText(1) and doc.quest.license
    window.actions_["undo"].trigger()
    assert doc.quest.license is None
    assert doc.quest.language is None
    window.actions_["undo"].trigger()
    assert doc.quest.language == before != "fr"


def test_an_invalid_id_is_never_committed(window: MainWindow) -> None:
    assert window.open_path(WARDEN)
    doc = window.document
    token = doc.quest.tokens[0]
    other = doc.quest.tokens[1].id
    doc.set_selection([token.id])
    settle()
    field = window.properties.fields["id"]
    for bad in ("has space", other, ""):
        field.setFocus()
        field.selectAll()
        QTest.keyClicks(field, bad) if bad else QTest.keyClick(field, Qt.Key.Key_Backspace)
        assert field.property("invalid") is True, bad
        QTest.keyClick(field, Qt.Key.Key_Return)
        settle()
        assert doc.quest.tokens[0].id == token.id
        field = window.properties.fields["id"]
    # a good id renames the token and every reference to it
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, "brand-new-id")
    QTest.keyClick(field, Qt.Key.Key_Return)
    settle()
    assert doc.quest.tokens[0].id == "brand-new-id"
    assert doc.selection == ["brand-new-id"]


def test_pick_an_objective_target_on_the_canvas(window: MainWindow) -> None:
    assert window.open_path(WARDEN)
    doc = window.document
    panel = window.quest_panel
    panel.setCurrentWidget(panel.objectives)
    panel.objectives.list.setCurrentRow(0)
    settle()
    target = doc.quest.tokens[-1]
    buttons = [
        b
        for b in panel.objectives.form_area.widget().findChildren(type(panel.objectives.add_button))
        if "target" in b.text()
    ]
    assert buttons
    buttons[0].click()
    assert window.tools.current.name == "pick"
    spot = window.scene.spots[target.id]
    pos = view_point(window, spot.x, spot.y)
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )
    settle()
    assert target.id in doc.quest.objectives[0].targets
    assert window.tools.current.name != "pick"


@pytest.mark.parametrize("system_id", sorted(default_catalog().systems))
def test_every_overlay_draws_on_every_system(window: MainWindow, system_id: str) -> None:
    quests = sorted((bundled_quests_dir() / system_id).glob("*.quest.json"))
    assert quests, f"every system ships sample quests; none for {system_id}"
    assert window.open_path(quests[0])
    scene = window.scene
    for key_, *_rest in OVERLAYS:
        window.set_overlay(key_, True)
    cells = sorted(window.document.board.cells)
    for cell in cells[:: max(1, len(cells) // 5)]:
        scene.overlays.set_hover(cell)
    assert scene.overlays.errors == []
    assert scene.overlay_item.overlay_paint.fills or scene.overlay_item.overlay_paint.outlines
    window.view.viewport().grab()


def test_board_kept_across_token_edits_matches_a_fresh_compile(window: MainWindow) -> None:
    """The document re-indexes tokens instead of recompiling; the result must be the same."""
    assert window.open_path(WARDEN)
    doc = window.document
    rng = random.Random(7)
    system = doc.system
    for step in range(30):
        board = doc.board
        cells = sorted(board.cells)
        roll = rng.random()
        if roll < 0.4 or not doc.quest.tokens:
            edit, _ = edits.place_token(
                doc.quest, system, rng.choice(list(system.token_types)), cell=rng.choice(cells)
            )
        elif roll < 0.7:
            index = rng.randrange(len(doc.quest.tokens))
            edit = edits.SetValue(("tokens", index, "cell"), rng.choice(cells))
        elif roll < 0.85:
            index = rng.randrange(len(doc.quest.tokens))
            edit = edits.SetValue(("tokens", index, "id"), doc.quest.tokens[0].id)  # a duplicate
        else:
            edit = edits.delete_objects(doc.quest, board, [rng.choice(doc.quest.tokens).id])
        doc.push(edit, f"step {step}")
        fresh = compile_board(doc.quest, doc.catalog)
        kept = doc.board
        assert kept.tokens == fresh.tokens and kept.token_paths == fresh.token_paths
        assert sorted(map(repr, kept.problems)) == sorted(map(repr, fresh.problems))
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
        fresh = compile_board(doc.quest, doc.catalog)
        assert doc.board.tokens == fresh.tokens


def test_zoom_wheel_keeps_the_point_under_the_pointer(window: MainWindow) -> None:
    assert window.open_path(WARDEN)
    settle()
    view = window.view
    pos = view.viewport().rect().center() + view.viewport().rect().topLeft()
    before = view.mapToScene(pos)
    view.set_zoom(view.zoom * 2, QPointF(pos))
    after = view.mapToScene(pos)
    assert abs(before.x() - after.x()) < CELL / 2 and abs(before.y() - after.y()) < CELL / 2


def test_triggers_and_loss_forms_edit_the_quest(window: MainWindow) -> None:
    doc = window.document
    panel = window.quest_panel
    panel.setCurrentWidget(panel.triggers)
    panel.triggers.add_button.click()
    settle()
    assert [t.id for t in doc.quest.triggers] == ["trg-1"]
    form = panel.triggers.form_area.widget()
    combos = form.findChildren(QComboBox)
    event_box = next(c for c in combos if c.findText("enter-zone") >= 0)
    event_box.setCurrentIndex(event_box.findText("enter-zone"))
    settle()
    assert doc.quest.triggers[0].on.event == "enter-zone"
    text_box = next(
        e
        for e in panel.triggers.form_area.widget().findChildren(QLineEdit)
        if e.placeholderText() == "read to the players when it fires"
    )
    QTest.keyClicks(text_box, "The floor trembles.")
    settle()
    assert doc.quest.triggers[0].text == "The floor trembles."
    buttons = panel.triggers.form_area.widget().findChildren(QPushButton)
    add_effect = next(b for b in buttons if b.text() == "Add effect")
    add_effect.click()
    settle()
    assert len(doc.quest.triggers[0].effects) == 2
    panel.setCurrentWidget(panel.loss)
    panel.loss.add_button.click()
    settle()
    assert [(x.kind, x.rounds) for x in doc.quest.loss] == [("round-limit", 12)]
    spins = panel.loss.form_area.widget().findChildren(QSpinBox)
    spins[0].setValue(8)
    assert doc.quest.loss[0].rounds == 8
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    settle()
    assert doc.quest.triggers == [] and doc.quest.loss == []
    assert panel.triggers.list.count() == 0


def test_middle_drag_pans_the_view(window: MainWindow) -> None:
    assert window.open_path(WARDEN)
    settle()
    view = window.view
    view.set_zoom(2.0)
    settle()
    viewport = view.viewport()
    start = viewport.rect().center()
    before = view.mapToScene(start)
    QTest.mousePress(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, start)
    end = start + QPoint(60, 40)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier, end)
    after = view.mapToScene(start)
    assert after.x() < before.x() and after.y() < before.y()


def test_right_click_with_the_select_tool_offers_the_edit_commands(window: MainWindow) -> None:
    assert window.open_path(WARDEN)
    menu = window.canvas_menu(window.view.mapToGlobal(window.view.rect().center()))
    texts = [a.text().replace("&", "") for a in menu.actions() if a.text()]
    assert {"Cut", "Copy", "Paste", "Delete", "Rotate", "Flip Side"} <= {
        t.split(" ")[0] if t.startswith("Undo") else t for t in texts
    }
    menu.close()
    assert not window.windowIcon().isNull()


def test_board_chunks_are_cached_once_the_zoom_settles(window: MainWindow, qtbot: Any) -> None:
    """While the zoom changes chunks are stroked directly; once it stays put they are kept
    as pixmaps, and an edit redraws the chunk it touched (the picture follows the model)."""
    from PySide6.QtWidgets import QGraphicsItem

    window.open_path(bundled_quests_dir() / "md1" / "widows-nest.quest.json", ask=False)
    settle()
    scene, view = window.scene, window.view
    items = [item for pair in scene.board_items.values() for item in pair]
    assert items
    view.set_zoom(view.zoom * 1.25)
    assert all(i.cacheMode() == QGraphicsItem.CacheMode.NoCache for i in items)
    cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
    qtbot.waitUntil(lambda: all(i.cacheMode() == cached for i in items), timeout=3000)
    before = view.viewport().grab().toImage()
    doc = window.document
    free = next(k for k, _a, _b in doc.board.iter_boundaries() if k not in doc.board.edges)
    doc.push(edits.paint_edges(doc.quest, doc.board, [free], "wall"), "wall")
    settle()
    after = view.viewport().grab().toImage()
    assert after != before  # the cached chunk was drawn again with the wall
    current = [item for pair in scene.board_items.values() for item in pair]
    assert all(i.cacheMode() == cached for i in current)
    doc.undo_stack.undo()
    settle()
    assert view.viewport().grab().toImage() == before


def test_an_undone_title_shows_in_its_field_without_rebuilding_the_form(
    window: MainWindow,
) -> None:
    panel = window.quest_panel
    body = panel.meta.widget()
    old = window.document.quest.title
    window.document.push(edits.SetValue(("title",), "A new name"), "title")
    settle()
    assert panel.fields["title"].text() == "A new name"
    window.document.undo_stack.undo()
    settle()
    assert panel.fields["title"].text() == old
    assert panel.meta.widget() is body  # the same form, its field updated in place
    assert window.document.quest.title == old and window.document.undo_stack.index() == 0
    window.document.push(edits.SetValue(("license",), "CC0-1.0"), "licence")
    settle()
    assert panel.fields["license"].currentText() == "CC0-1.0"  # other fields: rebuilt


def test_cached_chunks_show_what_drawing_them_afresh_shows(window: MainWindow, qtbot: Any) -> None:
    """Edits redraw only the touched part of a cached chunk: after walls, doors and tile
    moves the picture is the one of chunks cached afresh."""
    from PySide6.QtWidgets import QGraphicsItem

    window.open_path(bundled_quests_dir() / "md1" / "wardens-key.quest.json", ask=False)
    settle()
    scene, view, doc = window.scene, window.view, window.document
    view.set_zoom(view.zoom * 1.1)
    cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
    qtbot.waitUntil(
        lambda: all(i.cacheMode() == cached for p in scene.board_items.values() for i in p),
        timeout=3000,
    )
    view.viewport().grab()  # the pixmaps are drawn
    free = [k for k, _a, _b in doc.board.iter_boundaries() if k not in doc.board.edges]
    tile = doc.quest.tiles[0].id
    doc.push(edits.paint_edges(doc.quest, doc.board, free[:4], "wall"), "walls")
    doc.push(edits.place_door(doc.quest, [free[9]])[0], "door")
    doc.push(edits.move_objects(doc.quest, doc.board, [tile], 1, 0), "move")
    doc.undo_stack.undo()
    settle()
    shown = view.viewport().grab().toImage()
    scene.set_chunk_cache("none")  # drops every pixmap: the next ones are drawn whole
    scene.set_chunk_cache("device")
    fresh = view.viewport().grab().toImage()
    assert fresh.size() == shown.size()
    # Where a redrawn part's border cuts an antialiased line, blending may round one unit
    # apart; anything stale (a wall left or missing) is a difference of tens.
    assert _pixels(fresh, shown) <= 2


def test_seen_from_far_each_chunk_is_one_picture_for_every_zoom(
    window: MainWindow, qtbot: Any
) -> None:
    """The level of detail of a board seen from far: a cell a few pixels wide, every chunk
    is a fixed-size picture scaled at each zoom step (no redraw while zooming); nearer,
    the pictures follow the view's scale again. An edit still shows when far."""
    from PySide6.QtWidgets import QGraphicsItem
    from questwright.editor.scene import FAR_CELL_PX

    window.open_path(bundled_quests_dir() / "md1" / "wardens-key.quest.json", ask=False)
    settle()
    scene, view, doc = window.scene, window.view, window.document

    def modes() -> set[Any]:
        return {i.cacheMode() for pair in scene.board_items.values() for i in pair}

    view.set_zoom((FAR_CELL_PX - 2) / CELL)
    assert modes() == {QGraphicsItem.CacheMode.ItemCoordinateCache}
    before = view.viewport().grab().toImage()
    view.set_zoom(view.zoom * 0.9)
    qtbot.wait(400)  # longer than the settling of a near zoom: far stays far
    assert modes() == {QGraphicsItem.CacheMode.ItemCoordinateCache}
    view.set_zoom(view.zoom / 0.9)
    free = [k for k, _a, _b in doc.board.iter_boundaries() if k not in doc.board.edges]
    doc.push(edits.paint_edges(doc.quest, doc.board, free[:6], "wall"), "walls")
    settle()
    assert view.viewport().grab().toImage() != before
    shown = view.viewport().grab().toImage()
    scene.set_chunk_cache("none")  # the far pictures drawn afresh show the same
    scene.set_chunk_cache("far")
    assert _pixels(view.viewport().grab().toImage(), shown) <= 2
    view.set_zoom(1.0)
    assert modes() == {QGraphicsItem.CacheMode.NoCache}
    qtbot.waitUntil(lambda: modes() == {QGraphicsItem.CacheMode.DeviceCoordinateCache})


def _pixels(a: Any, b: Any) -> int:
    """The largest difference of a colour channel between two pictures of one size."""
    import numpy as np
    from PySide6.QtGui import QImage

    def values(image: QImage) -> Any:
        image = image.convertToFormat(QImage.Format.Format_RGB32)
        data = np.frombuffer(image.constBits(), np.uint8, count=image.sizeInBytes())
        return data.reshape(image.height(), image.bytesPerLine()).astype(int)

    assert a.size() == b.size()
    return int(np.abs(values(a) - values(b)).max())
