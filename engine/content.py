"""Stand-in content (dice, decks, monsters, hero classes) for a ruleset, loaded and checked.

The rules digest has no dice faces or card texts, so each bundled system ships its own
invented data in ``tilesets/<system>/content.json`` (``"format": "questwright-content"``),
labelled as a stand-in. The shapes are declared in :mod:`.content_schema` (JSON Schemas
generated from the declarations) and are documented in ``docs/engine.md``. A game may point ``options["content"]`` at another file
with the same shape (your own cards).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from questwright.schema.catalog import bundled_tilesets_dir
from questwright.schema.errors import LoadError, json_path_str
from questwright.schema.files import read_json

__all__ = ["content_path", "load_content"]


def content_path(system: str) -> Path:
    """The bundled stand-in content file of ``system``."""
    return bundled_tilesets_dir() / system / "content.json"


@cache
def _load(path: str, model: type | None = None) -> dict[str, Any]:
    """The checked document; a bad file raises ValueError with one line (file, JSON path).
    ``model``: the declared shape to check it against (default: its system's)."""
    from jsonschema import Draft202012Validator
    from questwright.engine.content_schema import content_schema, model_schema

    try:
        doc = read_json(path)
    except LoadError as exc:
        raise ValueError(str(exc)) from None
    if not isinstance(doc, dict) or doc.get("format") != "questwright-content":
        raise ValueError(f"{path}: not a questwright-content file")
    system = doc.get("system")
    schema: dict[str, Any] | None
    if model is not None:
        schema = model_schema(model, str(system))
    else:
        schema = content_schema(system) if isinstance(system, str) else None
    if schema is None:
        raise ValueError(f"{path}: no content schema for system {system!r}")
    errors = sorted(Draft202012Validator(schema).iter_errors(doc), key=lambda e: list(e.path))
    if errors:
        where = json_path_str(tuple(errors[0].absolute_path))
        raise ValueError(f"{path} {where}: {errors[0].message}"[:300])
    return doc


def load_content(
    system: str, path: str | Path | None = None, model: type | None = None
) -> dict[str, Any]:
    """Load (once per process) and schema-check the content file for ``system`` (against
    ``model``, a declared content shape, when given)."""
    return _load(str(path or content_path(system)), model)
