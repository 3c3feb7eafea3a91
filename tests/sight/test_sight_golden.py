"""Golden sight cases: every ``tests/golden/sight/*.json`` file, every named case in it.

A file is either an ASCII ``map`` (see ``sightkit``) or a tiny JSON board (``tiles`` and
``quest`` in the file format), with ``model`` ``centre-line`` or ``zone-walk`` and a list
of ``cases``. The expectations were written by hand from the rules digests; a failing case
means the library and the written rule disagree.

Centre-line cases check :meth:`CentreLineSight.can_see`, the numpy all-pairs matrix and
the reference walk (:meth:`explain`) against each other as well as the expectation.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from questwright.core.sight import (
    CentreLineSight,
    best_facings,
    camera_view,
    sight_index,
    zone_sight,
)
from questwright.schema.model import Token
from sightkit import board_from_documents, board_from_map

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "sight"
FILES = sorted(GOLDEN.glob("*.json"))

#: named cases the project promises (DESIGN §4 and the foundation issue)
REQUIRED = {
    "door-midpoint",
    "convex-corner-graze",
    "diagonal-pinch",
    "rubble-corner",
    "large-target",
    "ddd-camera-ties",
    "ddd-split-tile",
    "md1-irregular-zones",
    "branching-rays",
}


def _load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _cases() -> list[Any]:
    params = []
    for path in FILES:
        doc = _load(path)
        for index, case in enumerate(doc["cases"]):
            params.append(
                pytest.param(path, index, id=f"{path.stem}[{index}] {case.get('name', '')}")
            )
    return params


_BOARDS: dict[Path, Any] = {}


def _board(path: Path, doc: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    if path not in _BOARDS:
        model = doc["model"]
        if "map" in doc:
            tokens = [
                Token(
                    id=t["id"],
                    type=t["type"],
                    cell=tuple(t["cell"]),
                    size=tuple(t["size"]) if "size" in t else None,
                    properties=t.get("properties", {}),
                )
                for t in doc.get("tokens", [])
            ]
            _BOARDS[path] = board_from_map(
                doc["map"],
                model,
                conventions=doc.get("conventions"),
                tokens=tokens,
                parameters=doc.get("parameters"),
            )
        else:
            board = board_from_documents(
                model, doc["tiles"], doc["quest"], conventions=doc.get("conventions")
            )
            _BOARDS[path] = (board, {})
    return _BOARDS[path]


def test_every_required_case_has_a_golden_file() -> None:
    names = {_load(path)["name"] for path in FILES}
    assert names >= REQUIRED, f"missing golden files: {sorted(REQUIRED - names)}"


def test_golden_names_match_file_names() -> None:
    for path in FILES:
        assert _load(path)["name"] == path.stem


@pytest.mark.parametrize(("path", "index"), _cases())
def test_golden_case(path: Path, index: int) -> None:
    doc = _load(path)
    case = doc["cases"][index]
    board, names = _board(path, doc)

    def cell(ref: Any) -> tuple[int, int]:
        if isinstance(ref, list):
            return (ref[0], ref[1])
        return names[ref]  # type: ignore[no-any-return]

    def zone(ref: str) -> str:
        return str(names.get(ref, ref))

    if doc["model"] == "centre-line":
        _check_centre_line(board, names, case, cell)
    else:
        _check_zone_walk(board, case, zone)


def _check_centre_line(board: Any, names: dict[str, Any], case: dict[str, Any], cell: Any) -> None:
    sight = CentreLineSight(
        board,
        conventions=case.get("conventions"),
        open_doors=[names.get(d, d) for d in case.get("open_doors", [])],
    )
    if "figure" in case:
        spec = case["figure"]
        attacker = [cell(c) for c in spec["attacker"]]
        target_ref = spec["target"]
        if isinstance(target_ref, str) and target_ref in board.tokens:
            target = board.token_cells(board.tokens[target_ref])
        else:
            target = [cell(c) for c in target_ref]
        assert sight.figure_can_see(attacker, target) is case["sees"]
        if "cells" in case:
            assert sight.figure_cells_seen(attacker, target) == {cell(c) for c in case["cells"]}
        return
    if "footprint" in case:
        footprint = [cell(c) for c in case["footprint"]]
        viewers = [cell(c) for c in case["viewers"]]
        assert sight.footprint_hidden(footprint, viewers) is case["hidden"]
        return
    a = cell(case["from"])
    if "to" not in case:
        seen = sight.visible_from(a)
        for ref in case.get("sees", []):
            assert cell(ref) in seen, ref
        for ref in case.get("hidden", []):
            assert cell(ref) not in seen, ref
        return
    b = cell(case["to"])
    if "range" in case:
        assert sight.distance(a, b) == case["range"]
        return
    expected = case["sees"]
    assert sight.can_see(a, b) is expected
    # the numpy all-pairs matrix, the per-cell rows and the reference walk must agree
    cells, matrix = sight.all_pairs()
    assert bool(matrix[cells.index(a), cells.index(b)]) is expected
    assert (b in sight.visible_from(a)) is expected
    assert (sight.explain(a, b) is None) is expected


def _check_zone_walk(board: Any, case: dict[str, Any], zone: Any) -> None:
    kw = {
        "open_doors": [zone(d) for d in case.get("open_doors", [])],
        "blocked_zones": [zone(z) for z in case.get("blocked_zones", [])],
    }
    if "camera" in case:
        origin = zone(case["camera"])
        if "best_facings" in case:
            assert best_facings(board, origin, **kw) == set(case["best_facings"])
        if "view" in case:
            view = camera_view(board, origin, case["facing"], **kw)
            assert view == {zone(z) for z in case["view"]}
        return
    origin = zone(case["zone"])
    expected = {zone(z): r for z, r in case["sight"].items()}
    directions = case.get("directions", "NESW")
    assert zone_sight(board, origin, directions=directions, **kw) == expected
    if directions == "NESW":
        index = sight_index(board, **kw)
        assert index.model == "zone-walk"
        assert index.visible_zones(origin) == expected
        for other in board.zones:
            assert index.can_see_zone(origin, other) is (other in expected)
