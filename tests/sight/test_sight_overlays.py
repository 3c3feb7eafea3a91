"""Sight and coverage overlay data (Qt-free) on small boards and the bundled quests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from questwright.core.board import compile_board
from questwright.core.graph import build_zone_graph
from questwright.core.sight.overlays import coverage_overlay, sight_overlay, spawn_cells
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.io import load_quest
from sightkit import board_from_documents, board_from_map, token

from questwright.commands.render import build_overlay_data

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "sight"

ZONES = [
    "+-+-+-+",
    "|a b|c|",
    "+ +-+-+",
    "|d e f|",
    "+-+-+-+",
]


def test_zone_sight_overlay_from_the_start_and_from_a_zone() -> None:
    board, names = board_from_map(ZONES, "zone-walk", tokens=[token("s", "start", (0, 0))])
    graph = build_zone_graph(board)
    data = sight_overlay(board, graph, None)
    # from a: b east (range 1), d south (range 1); nothing else
    assert data.zones == {names["a"]: 1.0, names["b"]: pytest.approx(0.85), names["d"]: 0.85}
    assert data.hatched == {names["c"], names["e"], names["f"]}
    assert sorted(d for _, d in data.arrows) == ["E", "S"]
    assert "hero start" in data.legend
    from_e = sight_overlay(board, graph, names["e"])
    assert set(from_e.zones) == {names["e"], names["d"], names["f"]}
    from_cell = sight_overlay(board, graph, "2,1")
    assert set(from_cell.zones) == {names["f"], names["e"], names["d"]}
    assert from_cell.zones[names["d"]] < from_cell.zones[names["e"]] < 1.0
    nowhere = sight_overlay(board, graph, "nowhere")
    assert not nowhere.zones and "unknown" in nowhere.legend


def test_cell_sight_overlay_shades_seen_cells_and_hatches_the_rest() -> None:
    board, names = board_from_map(
        ["+-+-+-+-+", "|a . #  |", "+ + + + +", "|. . . .|", "+-+-+-+-+"],
        tokens=[token("s", "start", (0, 0))],
    )
    graph = build_zone_graph(board)
    data = sight_overlay(board, graph, None)
    assert data.cells[names["a"]] == 1.0
    assert (2, 0) in data.cells  # the rubble cell is seen
    assert "cell:3,1" not in data.hatched and (3, 1) in data.cells
    assert data.hatched == set()  # (3,0) is no cell; everything else is seen
    other = sight_overlay(board, graph, "cell:3,1")
    # the 3:1 line to a only touches the rubble's corner; the 2:1 line to (1,0) enters it
    assert set(other.cells) == set(board.cells) - {(1, 0)}
    assert other.hatched == {"cell:1,0"}


def test_camera_coverage_uses_facing_default_and_flags_bad_facings() -> None:
    doc = json.loads((GOLDEN / "ddd-split-tile-branch.json").read_text())
    quest = dict(doc["quest"])
    quest["tokens"] = [
        {"id": "cam", "type": "camera", "cell": [0, 1], "properties": {"facing": "E"}},
        {"id": "cam2", "type": "camera", "cell": [5, 1]},
    ]
    board = board_from_documents("zone-walk", doc["tiles"], quest)
    data = coverage_overlay(board, build_zone_graph(board))
    assert data.arrows == [((0, 1), "E"), ((5, 1), "N")]  # cam2: the type's default facing
    assert data.zones == {"w:r": 1.0, "m:hall": 0.45, "m:store": 0.45, "e:r": 1.0}
    assert "cam2" in data.legend and "cam," not in data.legend


def test_spawn_coverage_on_a_centre_line_board_ignores_monsters() -> None:
    board, _ = board_from_map(
        ["+-+-+-+-+", "|. . M .|", "+ + + + +", "|. .|. .|", "+-+-+-+-+"],
        tokens=[token("sp", "spawn", (0, 0))],
    )
    assert spawn_cells(board) == [("sp", [(0, 0)])]
    data = coverage_overlay(board, build_zone_graph(board))
    assert data.cells[(0, 0)] == 1.0
    assert (3, 0) in data.cells  # seen past the monster: monsters are transparent here
    assert (2, 1) not in data.cells  # the 2:1 line crosses the wall v:2,1
    assert (3, 1) in data.cells  # the 3:1 line only grazes that wall's top end


def test_coverage_without_cameras_or_spawns_says_so() -> None:
    board, _ = board_from_map(ZONES, "zone-walk")
    assert "no cameras" in coverage_overlay(board, build_zone_graph(board)).legend


BUNDLED = sorted(bundled_quests_dir().glob("*/*.quest.json"))


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: f"{p.parent.name}/{p.stem}")
@pytest.mark.parametrize("kind", ["sight", "coverage"])
def test_render_overlay_data_for_bundled_quests(path: Path, kind: str) -> None:
    board = compile_board(load_quest(path))
    data = build_overlay_data(kind, board, build_zone_graph(board), None)
    assert data.legend
    if kind == "sight":
        assert data.zones or data.cells
        assert all(0.0 < level <= 1.0 for level in [*data.zones.values(), *data.cells.values()])
