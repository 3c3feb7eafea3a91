"""The JSON Schemas are generated from the annotated model, and the checked-in files are fresh."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from questwright.schema.generate import DOCUMENTS, document_schema, main, schema_texts
from questwright.schema.io import check_document, dumps_model, model_from_document
from questwright.schema.model import Objective, Quest
from questwright.schema.spec import field_choices, prop

SCHEMA_DIR = Path(__file__).resolve().parents[2] / "schema"


@pytest.mark.parametrize("name", sorted(schema_texts()))
def test_checked_in_schema_is_the_generated_one(name: str) -> None:
    """Fails when a model field changed and ``python -m questwright.schema.generate`` was not run."""
    assert (SCHEMA_DIR / name).read_text(encoding="utf-8") == schema_texts()[name], (
        f"schema/{name} is stale: run python -m questwright.schema.generate"
    )


def test_check_mode_reports_a_stale_file(monkeypatch, capsys) -> None:
    from questwright.schema import generate

    texts = schema_texts()
    texts["quest.schema.json"] += " "
    monkeypatch.setattr(generate, "schema_texts", lambda: texts)
    assert main(["--check"]) == 1
    assert "stale: schema/quest.schema.json" in capsys.readouterr().out


def _walk(schema: Any):
    """Every subschema, following the keywords that hold schemas."""
    if not isinstance(schema, dict):
        return
    yield schema
    for keyword in ("properties", "$defs", "patternProperties"):
        for sub in schema.get(keyword, {}).values():
            yield from _walk(sub)
    for keyword in ("items", "additionalProperties", "then"):  # not the conditions ("if")
        yield from _walk(schema.get(keyword))
    for keyword in ("allOf", "anyOf", "oneOf", "prefixItems"):
        for sub in schema.get(keyword, []):
            yield from _walk(sub)


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_every_property_has_a_description(name: str) -> None:
    schema = json.loads(schema_texts()[f"{name}.schema.json"])
    for node in _walk(schema):
        for key, sub in node.get("properties", {}).items():
            assert sub.get("description"), f"{name}: property {key} has no description"


def test_a_field_is_declared_once_for_model_schema_and_save() -> None:
    @dataclasses.dataclass
    class Probe:
        """A probe object."""

        size: int = prop("How big.", 1, required=True, minimum=1, maximum=9)
        tags: list[str] = prop("Free tags.", factory=list)
        cells: list[int] = prop("Cells.", factory=list, required=True)
        label: str = prop("Label.", "x", json="displayName", enum=["x", "y"])

    schema = document_schema(Probe, "probe")
    assert schema["required"] == ["size", "cells"]
    assert schema["properties"]["size"] == {
        "type": "integer",
        "minimum": 1,
        "maximum": 9,
        "description": "How big.",
    }
    assert schema["properties"]["displayName"]["enum"] == ["x", "y"]
    assert schema["additionalProperties"] is False
    assert "patternProperties" not in schema  # no extras field: not extensible
    assert field_choices(Probe, "label") == ["x", "y"]

    from questwright.schema import serde

    # a required list is written even when empty; an optional empty one is left out
    assert serde.to_json(Probe()) == {"size": 1, "cells": [], "displayName": "x"}


def test_a_class_without_docstring_cannot_be_a_schema_object() -> None:
    @dataclasses.dataclass
    class Bare:
        size: int = prop("How big.", 1)

    with pytest.raises(TypeError, match="docstring"):
        document_schema(Bare, "bare")


def test_editor_choices_come_from_the_model() -> None:
    kinds = field_choices(Objective, "kind")
    assert "pickup" in kinds and "reach" in kinds
    schema = json.loads(schema_texts()["quest.schema.json"])
    assert schema["$defs"]["objective"]["properties"]["kind"]["enum"] == kinds


def _quest(**extra: Any) -> dict[str, Any]:
    return {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": "q",
        "system": "descent1",
        "title": "T",
        "tiles": [],
        "tokens": [],
        **extra,
    }


@pytest.mark.parametrize(
    "extra",
    [
        {"areas": [{"id": "area-1", "cells": []}]},
        {"terrain": [{"kind": "pit", "cells": []}]},
    ],
    ids=["area", "terrain"],
)
def test_required_empty_lists_survive_a_save(extra: dict[str, Any]) -> None:
    """Regression (#17): fmt dropped an empty required ``cells`` list; the file no longer loaded."""
    quest = model_from_document(check_document(_quest(**extra), "mem"))
    text = dumps_model(quest)
    again = model_from_document(check_document(json.loads(text), "mem"))
    assert again == quest
    assert isinstance(quest, Quest)


def test_engine_content_schema_uses_the_same_mechanism() -> None:
    from questwright.engine.content_schema import CONTENT_MODELS, content_schema

    for system, model in CONTENT_MODELS.items():
        schema = content_schema(system)
        assert schema is not None
        assert schema == document_schema(model, f"{system} stand-in content")
        names = {f.metadata.get("json", f.name) for f in dataclasses.fields(model)}
        assert set(schema["properties"]) == names


def test_docs_tables_are_the_generated_ones() -> None:
    """docs/format.md's parameter, setup and limit tables come from the declarations."""
    from questwright.schema.generate import docs_text

    docs = SCHEMA_DIR.parent / "docs" / "format.md"
    current = docs.read_text(encoding="utf-8")
    assert docs_text(current) == current, "run python -m questwright.schema.generate"
    assert "`gridCols` | integer 1–20 |" in current
