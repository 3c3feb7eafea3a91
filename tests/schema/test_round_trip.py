"""Every bundled file loads, and saves back byte for byte; x- fields survive; versions."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from questwright.schema import serde
from questwright.schema.errors import FormatError, LoadError
from questwright.schema.files import dumps
from questwright.schema.io import check_document, dumps_model, load_any, model_from_document
from questwright.schema.migrations import MIGRATIONS, migrate
from questwright.schema.model import Quest

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = sorted(
    p
    for folder in ("tilesets", "quests")
    for pattern in ("*.quest.json", "*.tiles.json", "system.json")
    for p in (ROOT / folder).rglob(pattern)
)


def test_bundled_files_exist() -> None:
    assert any(p.name == "system.json" for p in BUNDLED)
    assert any(p.name.endswith(".quest.json") for p in BUNDLED)


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: str(p.relative_to(ROOT)))
def test_bundled_file_round_trips_byte_for_byte(path: Path) -> None:
    model = load_any(path)
    assert dumps_model(model) == path.read_text(encoding="utf-8")


def _quest_doc() -> dict:
    return {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": "q",
        "system": "md1",
        "title": "T",
        "tiles": [
            {"id": "t1", "tile": "x", "side": "A", "at": [0, 0], "rotation": 0, "x-note": "keep"}
        ],
        "tokens": [{"id": "s", "type": "start", "cell": [0, 0], "x-color": {"r": 1}}],
        "x-editor": {"zoom": 2},
    }


def test_unknown_x_fields_survive_round_trip() -> None:
    doc = _quest_doc()
    model = model_from_document(check_document(doc, "mem"))
    assert model.extras == {"x-editor": {"zoom": 2}}
    assert json.loads(dumps_model(model)) == doc


def test_unknown_plain_fields_are_schema_errors_with_paths() -> None:
    doc = _quest_doc()
    doc["tokens"][0]["colour"] = "red"
    with pytest.raises(LoadError) as info:
        check_document(doc, "mem")
    assert info.value.path == ("tokens", 0, "colour")
    assert info.value.message == "unknown key 'colour'"


def test_all_schema_problems_are_listed() -> None:
    doc = _quest_doc()
    doc["tiles"][0]["rotation"] = 45
    doc["tokens"][0]["cell"] = [0]
    with pytest.raises(LoadError) as info:
        check_document(doc, "mem")
    paths = {p.path for p in info.value.problems}
    assert ("tiles", 0, "rotation") in paths
    assert ("tokens", 0, "cell") in paths


def test_newer_version_is_refused_clearly() -> None:
    doc = _quest_doc()
    doc["formatVersion"] = 99
    with pytest.raises(FormatError, match="newer than this Questwright"):
        check_document(doc, "mem")


def test_wrong_format_is_refused() -> None:
    with pytest.raises(FormatError, match="unknown format"):
        check_document({"format": "tiled-map"}, "mem")


def test_ordered_migrations_on_a_synthetic_old_version(monkeypatch) -> None:
    calls: list[int] = []

    def v1_to_v2(doc: dict) -> dict:
        calls.append(1)
        doc = dict(doc, formatVersion=2, name=doc.pop("title"))
        return doc

    def v2_to_v3(doc: dict) -> dict:
        calls.append(2)
        return dict(doc, formatVersion=3, title=doc.pop("name").upper())

    monkeypatch.setitem(MIGRATIONS, ("questwright-quest", 1), v1_to_v2)
    monkeypatch.setitem(MIGRATIONS, ("questwright-quest", 2), v2_to_v3)
    original = _quest_doc()
    before = copy.deepcopy(original)
    migrated = migrate(original, "mem", current=3)
    assert calls == [1, 2]
    assert migrated["title"] == "T"
    assert migrated["formatVersion"] == 3
    assert original == before  # the input is never modified


def test_missing_migration_step_is_reported() -> None:
    with pytest.raises(FormatError, match="no migration"):
        migrate(_quest_doc(), "mem", current=2)


def test_serde_omits_empty_optionals_but_keeps_required() -> None:
    quest = serde.from_json(Quest, _quest_doc())
    quest.extras = {}
    quest.tokens = []
    out = serde.to_json(quest)
    assert out["tokens"] == []
    assert "edges" not in out and "waivers" not in out


def test_canonical_text_is_idempotent() -> None:
    text = dumps(_quest_doc())
    assert dumps(json.loads(text)) == text
