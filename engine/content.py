"""Stand-in content (dice, decks, monsters, hero classes) for a ruleset, loaded and checked.

The rules digest has no dice faces or card texts, so each bundled system ships its own
invented data in ``tilesets/<system>/content.json`` (``"format": "questwright-content"``),
labelled as a stand-in. The shapes are JSON Schemas in :mod:`.content_schema` and are
documented in ``docs/engine.md``. A game may point ``options["content"]`` at another file
with the same shape (your own cards).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from questwright.schema.catalog import bundled_tilesets_dir

__all__ = ["content_path", "load_content"]


def content_path(system: str) -> Path:
    """The bundled stand-in content file of ``system``."""
    return bundled_tilesets_dir() / system / "content.json"


@cache
def _load(path: str) -> dict[str, Any]:
    from jsonschema import Draft202012Validator
    from questwright.engine.content_schema import CONTENT_SCHEMAS

    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    if doc.get("format") != "questwright-content":
        raise ValueError(f"{path}: not a questwright-content file")
    schema = CONTENT_SCHEMAS.get(doc.get("system", ""))
    if schema is None:
        raise ValueError(f"{path}: no content schema for system {doc.get('system')!r}")
    errors = sorted(Draft202012Validator(schema).iter_errors(doc), key=lambda e: list(e.path))
    if errors:
        where = "/".join(str(p) for p in errors[0].path) or "(top)"
        raise ValueError(f"{path}: {where}: {errors[0].message}")
    return doc


def load_content(system: str, path: str | Path | None = None) -> dict[str, Any]:
    """Load (once per process) and schema-check the content file for ``system``."""
    return _load(str(path or content_path(system)))
