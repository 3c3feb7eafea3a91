"""Load and save systems, tilesets and quests: read, migrate, validate, build the model.

The loader sequence is always the same: read JSON safely (:mod:`.files`) → check the
``format`` → refuse newer versions and migrate older ones (:mod:`.migrations`) → validate
against the schema (:mod:`.validation`) → build the typed model (:mod:`.model`). Saving
writes the current version canonically and atomically.
"""

from __future__ import annotations

import os
from typing import Any, TypeVar

from questwright.schema import serde
from questwright.schema.errors import FormatError, LoadError
from questwright.schema.files import atomic_write, dumps, read_json
from questwright.schema.migrations import migrate
from questwright.schema.model import Quest, System, Tileset
from questwright.schema.validation import schema_problems

__all__ = [
    "FORMATS",
    "check_document",
    "document_of",
    "dumps_model",
    "load_any",
    "load_quest",
    "load_system",
    "load_tileset",
    "model_from_document",
    "save_model",
]

#: format name -> (schema name, model class)
FORMATS: dict[str, tuple[str, type]] = {
    "questwright-quest": ("quest", Quest),
    "questwright-tileset": ("tileset", Tileset),
    "questwright-system": ("system", System),
}

T = TypeVar("T")


def check_document(document: Any, file: str, expected: str | None = None) -> dict[str, Any]:
    """Format check, migration and schema validation; returns the current-version document.

    Raises :class:`LoadError` with every schema problem attached.
    """
    if not isinstance(document, dict):
        raise FormatError(file, "not a Questwright file: the top level must be a JSON object")
    fmt = document.get("format")
    if fmt not in FORMATS and fmt != "questwright-pack":
        known = ", ".join(sorted(FORMATS))
        raise FormatError(file, f"unknown format {fmt!r} (expected one of {known})", ("format",))
    if expected is not None and fmt != expected:
        raise FormatError(file, f"expected a {expected} file, found {fmt}", ("format",))
    current = migrate(document, file)
    schema_name = FORMATS[fmt][0] if fmt in FORMATS else "pack"
    problems = schema_problems(schema_name, current)
    if problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise LoadError(file, first.message + more, first.path, problems=problems)
    return current


def model_from_document(document: dict[str, Any]) -> Quest | Tileset | System:
    """Build the model object of a valid, current-version document."""
    cls = FORMATS[document["format"]][1]
    return serde.from_json(cls, document)


def document_of(model: Quest | Tileset | System) -> dict[str, Any]:
    """The JSON document of a model object."""
    return serde.to_json(model)


def dumps_model(model: Quest | Tileset | System) -> str:
    """Canonical text of a model object."""
    return dumps(document_of(model))


def _load(path: str | os.PathLike[str], expected: str | None) -> Any:
    file = str(path)
    document = check_document(read_json(file), file, expected)
    return model_from_document(document)


def load_any(path: str | os.PathLike[str]) -> Quest | Tileset | System:
    """Load whichever Questwright file ``path`` is."""
    return _load(path, None)  # type: ignore[no-any-return]


def load_quest(path: str | os.PathLike[str]) -> Quest:
    return _load(path, "questwright-quest")  # type: ignore[no-any-return]


def load_tileset(path: str | os.PathLike[str]) -> Tileset:
    return _load(path, "questwright-tileset")  # type: ignore[no-any-return]


def load_system(path: str | os.PathLike[str]) -> System:
    return _load(path, "questwright-system")  # type: ignore[no-any-return]


def save_model(model: Quest | Tileset | System, path: str | os.PathLike[str]) -> None:
    """Validate and write atomically; an invalid model is refused and nothing is written."""
    document = document_of(model)
    problems = schema_problems(FORMATS[document["format"]][0], document)
    if problems:
        first = problems[0]
        raise LoadError(
            str(path), "refusing to save: " + first.message, first.path, problems=problems
        )
    atomic_write(path, dumps(document))
