"""Ordered, explicit migrations of older file versions to the current one.

Each step is a pure function ``doc -> doc`` registered for one format and the version it
upgrades *from*; :func:`migrate` applies them in order until the document reaches
:data:`~questwright.schema.model.FORMAT_VERSION`. A newer version than this program knows
is refused with a clear message rather than guessed at. Version 1 is the first released
format, so no step is registered yet; the mechanism is exercised by the tests with a
synthetic step.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from questwright.schema.errors import FormatError
from questwright.schema.model import FORMAT_VERSION

__all__ = ["MIGRATIONS", "migrate", "register_migration"]

Migration = Callable[[dict[str, Any]], dict[str, Any]]

#: ``(format, from_version) -> step``; a step returns a document of ``from_version + 1``.
MIGRATIONS: dict[tuple[str, int], Migration] = {}


def register_migration(fmt: str, from_version: int) -> Callable[[Migration], Migration]:
    """Decorator registering the step that upgrades ``fmt`` from ``from_version``."""

    def decorate(step: Migration) -> Migration:
        MIGRATIONS[(fmt, from_version)] = step
        return step

    return decorate


def migrate(
    document: dict[str, Any], file: str, *, current: int = FORMAT_VERSION
) -> dict[str, Any]:
    """Bring ``document`` to version ``current``; the input is never modified."""
    fmt = str(document.get("format"))
    version = document.get("formatVersion")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise FormatError(file, "formatVersion must be a whole number ≥ 1", ("formatVersion",))
    if version > current:
        raise FormatError(
            file,
            f"{fmt} formatVersion {version} is newer than this Questwright understands "
            f"(up to {current}); update Questwright to open it",
            ("formatVersion",),
        )
    if version == current:
        return document
    doc = copy.deepcopy(document)
    while doc["formatVersion"] < current:
        step = MIGRATIONS.get((fmt, doc["formatVersion"]))
        if step is None:
            raise FormatError(
                file, f"no migration from {fmt} version {doc['formatVersion']}", ("formatVersion",)
            )
        before = doc["formatVersion"]
        doc = step(doc)
        if doc.get("formatVersion") != before + 1:
            raise AssertionError(f"migration of {fmt} v{before} did not produce v{before + 1}")
    return doc
