"""The lenient mode of the one loader (what the editor opens files with)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.errors import LoadError
from questwright.schema.io import load_quest, open_quest, read_model

WARDEN = bundled_quests_dir() / "md1" / "wardens-key.quest.json"


def _write(tmp_path: Path, doc: Any, name: str = "q.quest.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _good() -> dict[str, Any]:
    return json.loads(WARDEN.read_text(encoding="utf-8"))


def test_a_valid_file_opens_as_itself(tmp_path: Path) -> None:
    opened = open_quest(WARDEN)
    assert opened.problems == [] and not opened.copy
    assert opened.quest == load_quest(WARDEN)


def test_broken_items_are_dropped_and_reported(tmp_path: Path) -> None:
    doc = _good()
    doc["tokens"][0]["cell"] = "nowhere"
    doc["surprise"] = 1
    opened = open_quest(_write(tmp_path, doc))
    assert opened.quest is not None and opened.copy
    assert len(opened.quest.tokens) == len(doc["tokens"]) - 1
    assert [p.code for p in opened.problems] == ["LOAD_DROPPED", "LOAD_DROPPED"]
    with pytest.raises(LoadError):  # the strict mode of the same loader refuses it
        read_model(tmp_path / "q.quest.json", "questwright-quest")


def test_newer_version_opens_a_copy(tmp_path: Path) -> None:
    doc = _good()
    doc["formatVersion"] = 99
    opened = open_quest(_write(tmp_path, doc))
    assert opened.quest is not None and opened.copy
    assert [p.code for p in opened.problems] == ["FILE_NEWER"]


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"{not json", "FILE_UNREADABLE"),
        (b'{"a": 1, "a": 2}', "FILE_UNREADABLE"),
        (b"[]", "FILE_FORMAT"),
        (b'{"format": "questwright-tileset"}', "FILE_FORMAT"),
        (b'{"format": {}}', "FILE_FORMAT"),
    ],
)
def test_unopenable_files_give_one_problem(tmp_path: Path, content: bytes, code: str) -> None:
    path = tmp_path / "x.quest.json"
    path.write_bytes(content)
    opened = open_quest(path)
    assert opened.quest is None
    assert [p.code for p in opened.problems] == [code]
    assert "\n" not in opened.message


def test_broken_required_values_are_reset(tmp_path: Path) -> None:
    doc = _good()
    doc["id"] = "bad id with spaces"
    del doc["tiles"]
    opened = open_quest(_write(tmp_path, doc))
    assert opened.quest is not None
    assert opened.quest.id == "recovered-quest"
    assert opened.quest.tiles == []


def test_a_bad_parameter_or_setup_key_loses_only_that_key(tmp_path: Path) -> None:
    doc = _good()
    doc["parameters"] = {"movementPoints": 3, "gridCols": 5, "maxLevel": 10**9, "x-note": "kept"}
    doc["setup"] = {"startLevel": 2, "startLevl": 1}
    opened = open_quest(_write(tmp_path, doc))
    assert opened.quest is not None
    assert opened.quest.parameters == {"movementPoints": 3, "x-note": "kept"}
    assert opened.quest.setup == {"startLevel": 2}
    paths = sorted(p.path for p in opened.problems)
    assert paths == [("parameters", "gridCols"), ("parameters", "maxLevel"), ("setup", "startLevl")]
