"""The format's limits (docs/format.md "Limits"): a file at a limit loads, one just over it
is refused in one line naming the JSON path, and no list or map of any format is unbounded.

The files are built in memory from a bundled quest; the huge legal files are measured by
``benchmarks/bench_limits.py``, not validated here.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from questwright.schema import spec
from questwright.schema.errors import LoadError
from questwright.schema.files import MAX_FILE_BYTES, decode_json_bytes, read_bytes
from questwright.schema.io import check_document
from questwright.schema.validation import load_schema, schema_problems

ROOT = Path(__file__).resolve().parents[2]
QUEST = json.loads((ROOT / "quests" / "md1" / "wardens-key.quest.json").read_text("utf-8"))
TILESET = json.loads((ROOT / "tilesets" / "md1" / "core.tiles.json").read_text("utf-8"))

#: one schema-valid item of each limited quest list, by index
QUEST_ITEMS: dict[str, tuple[int, Callable[[int], Any]]] = {
    "tokens": (spec.TOKENS_LIMIT, lambda i: {"id": f"x{i}", "type": "treasure", "cell": [0, 0]}),
    "tiles": (
        spec.TILES_LIMIT,
        lambda i: {"id": f"x{i}", "tile": "md1-01", "side": "A", "at": [0, 0], "rotation": 0},
    ),
    "edges": (spec.EDGES_LIMIT, lambda i: {"kind": "wall", "from": [0, 0], "to": [1, 0]}),
    "objectives": (spec.LIST_LIMIT, lambda i: {"id": f"x{i}", "kind": "reach"}),
    "triggers": (
        spec.LIST_LIMIT,
        lambda i: {"id": f"x{i}", "on": {"event": "round-start"}, "effects": []},
    ),
    "areas": (spec.LIST_LIMIT, lambda i: {"id": f"x{i}", "cells": [[0, 0]]}),
}


def _with(name: str, count: int) -> dict[str, Any]:
    doc = copy.deepcopy(QUEST)
    make = QUEST_ITEMS[name][1]
    doc[name] = [make(i) for i in range(count)]
    return doc


def _refused(doc: dict[str, Any], expected: str | None = None) -> LoadError:
    with pytest.raises(LoadError) as info:
        check_document(doc, "case.quest.json", expected)
    assert "\n" not in str(info.value)
    return info.value


@pytest.mark.parametrize("name", sorted(QUEST_ITEMS))
def test_quest_list_at_its_limit_loads(name: str) -> None:
    limit = QUEST_ITEMS[name][0]
    assert load_schema("quest")["properties"][name]["maxItems"] == limit
    check_document(_with(name, limit), "case.quest.json")


@pytest.mark.parametrize("name", sorted(QUEST_ITEMS))
def test_quest_list_over_its_limit_is_refused_naming_its_path(name: str) -> None:
    limit = QUEST_ITEMS[name][0]
    error = _refused(_with(name, limit + 1))
    assert [p.path for p in error.problems] == [(name,)]
    assert f"{limit + 1:,} items; at most {limit:,} allowed" in str(error)
    assert f"$.{name}" in str(error)


@pytest.mark.parametrize(
    ("field", "limit"),
    [("at", spec.COORD_LIMIT), ("size", spec.TOKEN_SIZE_LIMIT)],
)
def test_coordinates_and_footprints(field: str, limit: int) -> None:
    doc = copy.deepcopy(QUEST)
    token = {"id": "probe", "type": "treasure", "cell": [0, 0]}
    doc["tokens"].append(token)
    where = (
        ("tiles", 0, "at", 0) if field == "at" else ("tokens", len(doc["tokens"]) - 1, "size", 0)
    )
    value = [limit, 1]
    if field == "at":
        doc["tiles"][0]["at"] = value
    else:
        token["size"] = value
    check_document(doc, "case.quest.json")
    value[0] = limit + 1
    error = _refused(doc)
    assert [p.path for p in error.problems] == [where]
    assert f"greater than the maximum of {limit}" in str(error)


def test_face_size_and_zones() -> None:
    doc = copy.deepcopy(TILESET)
    face = doc["tiles"][0]["sides"]["A"]
    side = spec.FACE_SIZE_LIMIT
    face["size"] = [side, side]
    face["zones"] = [
        {"id": f"z{x}-{y}", "cells": [[x, y]]} for y in range(side) for x in range(side)
    ]
    assert len(face["zones"]) == spec.FACE_ZONES_LIMIT
    check_document(doc, "case.tiles.json")
    face["zones"].append({"id": "one-more", "cells": [[0, 0]]})
    error = _refused(doc)
    assert [p.path for p in error.problems] == [("tiles", 0, "sides", "A", "zones")]
    del face["zones"][-1]
    face["size"] = [side + 1, side]
    error = _refused(doc)
    assert [p.path for p in error.problems] == [("tiles", 0, "sides", "A", "size", 0)]


def test_a_map_over_its_limit_is_refused() -> None:
    doc = copy.deepcopy(QUEST)
    doc["tokens"][0]["properties"] = {f"k{i}": i for i in range(spec.LIST_LIMIT + 1)}
    error = _refused(doc)
    assert [p.path for p in error.problems] == [("tokens", 0, "properties")]
    assert "keys; at most" in str(error)


def test_a_file_over_the_size_limit_is_refused(tmp_path: Any) -> None:
    path = tmp_path / "big.quest.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(LoadError) as info:
        read_bytes(path)
    assert "\n" not in str(info.value)
    path.write_bytes(b" " * MAX_FILE_BYTES)
    assert len(read_bytes(path)) == MAX_FILE_BYTES


def test_an_over_limit_file_is_refused_quickly_with_its_size_problem_only() -> None:
    # 30,000 tokens, most of them also of an unknown shape: only the size limit is reported
    # (the pure-Python listing of every problem of a 2 MiB file took over 10 s)
    doc = copy.deepcopy(QUEST)
    doc["tokens"] += [
        {"id": f"x{i}", "type": "treasure", "cell": [0, 0], "bad": 1} for i in range(30_000)
    ]
    text = json.dumps(doc).encode()
    assert len(text) < MAX_FILE_BYTES
    problems = schema_problems("quest", decode_json_bytes(text, "big.quest.json"))
    assert [(p.path, p.validator) for p in problems] == [(("tokens",), "SCHEMA_maxItems")]


def _arrays(node: Any, where: str) -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        kinds = node.get("type")
        kinds = kinds if isinstance(kinds, list) else [kinds]
        if "array" in kinds or "object" in kinds:
            yield where, node
        for key, value in node.items():
            yield from _arrays(value, f"{where}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _arrays(value, f"{where}/{index}")


@pytest.mark.parametrize("name", ["quest", "tileset", "system", "pack", "catalogue"])
def test_no_list_or_map_of_a_format_is_unbounded(name: str) -> None:
    unbounded = []
    for where, node in _arrays(load_schema(name), name):
        kinds = node["type"] if isinstance(node["type"], list) else [node["type"]]
        if "array" in kinds and "maxItems" not in node and node.get("items") is not False:
            unbounded.append(where)
        fixed = node.get("additionalProperties") is False and not node.get("patternProperties")
        x_only = node.get("additionalProperties") is False and set(
            node.get("patternProperties", {})
        ) <= {"^x-"}
        if "object" in kinds and not (fixed or x_only) and "maxProperties" not in node:
            unbounded.append(where)
    assert unbounded == []
