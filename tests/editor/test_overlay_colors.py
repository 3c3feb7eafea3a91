"""Overlays say what they show: legends name the colours painted, on the canvas and in
``questwright render``; the zones overlay renders; coverage finds the spawn points the
sight rules count."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage
from questwright.core.graph import build_zone_graph
from questwright.core.overlays import reach_overlay
from questwright.core.sight.overlays import coverage_overlay, sight_overlay
from questwright.editor.document import Document
from questwright.editor.render import ensure_gui_app, overlay_from_data
from questwright.editor.scene import BoardScene
from questwright.schema.catalog import bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest

from questwright.cli import main

QUESTS = sorted(bundled_quests_dir().glob("*/*.quest.json"))
#: colour words a legend may use, and the hues (degrees) they stand for
HUES = {"green": (90, 160), "purple": (265, 320), "amber": (30, 50), "red": (340, 380)}


def _names(color: QColor) -> set[str]:
    hue = color.hslHue()
    if hue < 0 or color.alpha() == 0:
        return set()
    return {
        name for name, (low, high) in HUES.items() if low <= hue <= high or low <= hue + 360 <= high
    }


def assert_legend_names_painted_colours(legend: str, colours: list[QColor]) -> None:
    """Every colour painted is one the legend names (the legend is the key to them)."""
    painted = set().union(*(_names(c) for c in colours)) if colours else set()
    assert painted <= {word for word in HUES if word in legend}, (legend, sorted(painted))


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: p.parent.name + "/" + p.stem)
def test_canvas_overlays_paint_what_their_legends_say(qtbot: Any, path: Path) -> None:
    doc = Document(load_quest(path), default_catalog())
    scene = BoardScene(doc)
    start = next((t.cell for t in doc.board.tokens.values() if t.cell is not None), None)
    for key in ("reach", "coverage", "sight"):
        scene.overlays.active = {key}
        if key == "sight" and start is not None:
            scene.overlays.hover = start
        scene.overlays.refresh()
        paint = scene.overlay_item.overlay_paint
        assert_legend_names_painted_colours(paint.legend, [color for color, _path in paint.fills])


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: p.parent.name + "/" + p.stem)
def test_rendered_overlays_paint_what_their_legends_say(path: Path) -> None:
    ensure_gui_app()
    doc = Document(load_quest(path), default_catalog())
    board, graph = doc.board, build_zone_graph(doc.board)
    for data in (reach_overlay(board, graph), coverage_overlay(board, graph)):
        overlay = overlay_from_data(data)
        colours = [*overlay.zone_colors.values(), *overlay.cell_colors.values()]
        assert_legend_names_painted_colours(data.legend, colours)
    data = sight_overlay(board, graph)
    overlay = overlay_from_data(data)
    assert_legend_names_painted_colours(
        data.legend, [*overlay.zone_colors.values(), *overlay.cell_colors.values()]
    )


def test_camera_rooms_are_green_as_the_legend_says(qtbot: Any) -> None:
    doc = Document(
        load_quest(bundled_quests_dir() / "ddd" / "house-ashgrove.quest.json"), default_catalog()
    )
    scene = BoardScene(doc)
    scene.overlays.set_active("coverage", True)
    paint = scene.overlay_item.overlay_paint
    assert "green" in paint.legend
    assert any("green" in _names(color) for color, _path in paint.fills)


def test_md1_coverage_counts_the_spawn_points_the_sight_rules_count() -> None:
    from questwright.core.roles import spawn_points

    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    doc = Document(quest, default_catalog())
    board = doc.board
    levels = [t.id for t in board.tokens.values() if t.type == "level"]
    assert levels and {p.id for p in spawn_points(board)} >= set(levels)
    data = coverage_overlay(board, build_zone_graph(board))
    assert "no spawn points" not in data.legend
    assert f"seen from {len(spawn_points(board))} spawn points" in data.legend
    assert data.zones  # the zones those spawn points see are shaded


def test_render_zones_overlay_outlines_and_labels_the_zones(tmp_path: Path, capsys: Any) -> None:
    """The rendered zones overlay shows the canvas's places: every zone outlined, tinted
    and labelled in a colour of its own (descent1: every area)."""
    from questwright.editor.render import zones_overlay

    for name in ("md1/wardens-key", "descent1/stone-tusk"):
        doc = Document(load_quest(bundled_quests_dir() / f"{name}.quest.json"), default_catalog())
        overlay = zones_overlay(doc.board)
        places = {label: cells for _color, cells, label, _filled in overlay.outlines}
        if doc.board.zoning == "cell":
            assert set(places) == {a.name or a.id for a in doc.quest.areas}
        else:
            assert set(places) == set(doc.board.zones)
            assert all(places[z] == doc.board.zones[z].cells for z in places)
        assert len({c.rgb() for c, *_rest in overlay.outlines}) == len(overlay.outlines)
    quest = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
    plain, zones = tmp_path / "plain.png", tmp_path / "zones.png"
    assert main(["render", str(quest), "-o", str(plain), "--no-mark-errors"]) == 0
    assert main(["render", str(quest), "-o", str(zones), "--overlay", "zones"]) == 0
    capsys.readouterr()
    assert QImage(str(zones)).height() > QImage(str(plain)).height()  # the legend
