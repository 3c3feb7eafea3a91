"""The canvas redraws only what an edit changed, and what it shows equals a fresh drawing.

After every random edit and undo on every bundled quest, each board chunk and token chunk
of the scene must equal what a scene built from nothing draws; and a wall edit must
rebuild one chunk, not the board."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from questwright.core import edits
from questwright.editor.canvas_geometry import TokenLayout, token_layout
from questwright.editor.document import Document
from questwright.editor.items import BoardItem, TokenLayerItem, build_chunks
from questwright.editor.scene import BoardScene
from questwright.schema.catalog import bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest

from tests.helpers import make_catalog, make_quest, make_system, room_tile
from tests.random_edits import random_edit

QUESTS = sorted(bundled_quests_dir().glob("*/*.quest.json"))


def _token_paint(item: TokenLayerItem) -> tuple[object, ...]:
    p = item._paint
    return (p.sprites, p.rects, [(c, a.toFillPolygons()) for c, a in p.arrows], p.bounds)


def assert_scene_matches(scene: BoardScene) -> None:
    board = scene.doc.board
    fresh = BoardScene(scene.doc)
    try:
        assert set(scene.board_items) == set(fresh.board_items)
        for key, (floor, lines) in fresh.board_items.items():
            assert scene.board_items[key][0].paths == floor.paths, key
            assert scene.board_items[key][1].paths == lines.paths, key
        assert scene.spots == token_layout(board)
        assert set(scene.token_items) == set(fresh.token_items)
        for key, item in scene.token_items.items():
            assert _token_paint(item) == _token_paint(fresh.token_items[key]), key
        assert scene.board_bounds == fresh.board_bounds
    finally:
        scene.doc.changed.disconnect(fresh._on_changed)
        fresh.deleteLater()


def edit_and_check(doc: Document, scene: BoardScene, rng: random.Random, steps: int) -> None:
    """Random edits and undos; after each the scene draws what a fresh one draws."""
    for _ in range(steps):
        if doc.undo_stack.canUndo() and rng.random() < 0.3:
            doc.undo_stack.undo()
        else:
            try:
                edit = random_edit(rng, doc.quest, doc.board, doc.catalog)
            except ValueError:
                continue  # a door that would not lie on one straight run
            doc.push(edit, "random")
        assert_scene_matches(scene)


def test_the_pieces_draw_what_the_whole_chunk_draws(qtbot: object) -> None:
    """Joining a chunk's pieces draws the same lines, floors and doors as building it."""
    for path in QUESTS:
        doc = Document(load_quest(path), default_catalog())
        _bounds, chunks = build_chunks(doc.board)
        scene = BoardScene(doc)
        assert set(chunks) == set(scene.board_items)
        for key, whole in chunks.items():
            joined = scene.board_items[key][0].paths
            for name in ("grid", "zone_lines", "tile_lines", "walls", "openings", "barriers"):
                a, b = getattr(whole, name), getattr(joined, name)
                assert abs(a.length() - b.length()) < 1e-6, (path.name, key, name)
                assert a.boundingRect() == b.boundingRect(), (path.name, key, name)

            def area(floors: list[tuple[object, list[QRectF]]]) -> float:
                return sum(r.width() * r.height() for _c, group in floors for r in group)

            assert area(whole.floors) == area(joined.floors)
            for state, door_path in whole.doors.items():
                assert door_path.boundingRect() == joined.doors[state].boundingRect()


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: p.parent.name + "/" + p.stem)
def test_random_edits_redraw_exactly_what_changed(qtbot: object, path: Path) -> None:
    catalog = default_catalog()
    doc = Document(load_quest(path), catalog)
    scene = BoardScene(doc)
    edit_and_check(doc, scene, random.Random(len(path.name)), 15)
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert_scene_matches(scene)


def test_a_wall_edit_rebuilds_one_chunk(qtbot: object) -> None:
    doc = Document(load_quest(QUESTS[0]), default_catalog())
    scene = BoardScene(doc)
    rebuilt: list[object] = []
    original = BoardItem.set_paths

    def spy(item: BoardItem, paths: object, changed: object = None) -> None:
        rebuilt.append(item)
        original(item, paths, changed)

    board = doc.board
    unit = next(k for k, _a, _b in board.iter_boundaries() if k not in board.edges)
    BoardItem.set_paths = spy  # type: ignore[method-assign]
    try:
        doc.push(edits.paint_edges(doc.quest, board, [unit], "wall"), "wall")
        assert doc.board.edge_kind(unit) == "wall"
        # the unit's chunk (and a neighbour's when the unit lies on a chunk line), two
        # items (floor, lines) each
        assert 2 <= len(rebuilt) <= 4
        rebuilt.clear()
        doc.undo_stack.undo()
        assert 2 <= len(rebuilt) <= 4
    finally:
        BoardItem.set_paths = original  # type: ignore[method-assign]
    assert_scene_matches(scene)


def test_token_layout_follows_edits_token_by_token() -> None:
    doc = Document(load_quest(QUESTS[2]), default_catalog())
    layout = TokenLayout(doc.board)
    rng = random.Random(7)
    for _ in range(40):
        token = rng.choice(doc.quest.tokens)
        index = doc.quest.tokens.index(token)
        if token.cell is not None:
            doc.push(
                edits.SetValue(("tokens", index, "cell"), rng.choice(sorted(doc.board.cells))), "m"
            )
        layout.update(doc.board, doc.delta.tokens, doc.delta.tiles)
        assert layout.spots == token_layout(doc.board)


def test_edits_on_chunk_lines_redraw_both_sides(qtbot: object) -> None:
    """Four chunks meet at cell (16, 16): the toy board straddles them."""
    system = make_system()
    catalog = make_catalog(system, [room_tile("room", 3, 2), room_tile("square", 2, 2)])
    tiles = [
        {"id": f"t{i}", "tile": "room" if i % 2 else "square", "side": "A", "at": [x, y]}
        for i, (x, y) in enumerate([(13, 14), (16, 14), (13, 16), (16, 16), (14, 18), (11, 15)])
    ]
    quest = make_quest(tiles=tiles, tokens=[{"id": "start", "type": "start", "cell": [15, 15]}])
    doc = Document(quest, catalog)
    scene = BoardScene(doc)
    edit_and_check(doc, scene, random.Random(3), 40)


def test_board_frames_make_no_new_pens(qtbot: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """A frame of a big board strokes hundreds of paths: the pens are made once, not per
    path and per frame (which cost a third of a frame of the 100×100 board)."""
    import questwright.editor.items as items
    from PySide6.QtGui import QImage, QPainter, QPen

    made: list[int] = []

    class CountingPen(QPen):
        def __init__(self, *args: object) -> None:
            made.append(1)
            super().__init__(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(items, "QPen", CountingPen)
    doc = Document(load_quest(QUESTS[0]), default_catalog())
    scene = BoardScene(doc)
    for item in scene.items():
        if not isinstance(item, BoardItem):
            item.setVisible(False)
    image = QImage(800, 600, QImage.Format.Format_ARGB32)
    for scale in (0.5, 0.5, 2.0, 2.0):
        made.clear()
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 800 * scale, 600 * scale))
        painter.end()
    assert not made  # the second frame at a scale made no pen
