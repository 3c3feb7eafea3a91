"""Reading and checking a catalogue index (``catalogue.json``).

The index is checked like any Questwright file: strict JSON, the format name, its version
(a newer one is refused with a clear message, older ones are migrated by
:func:`questwright.schema.migrations.migrate`), then the generated JSON Schema
``schema/catalogue.schema.json``, then what a schema cannot say (unique pack ids).
"""

from __future__ import annotations

from typing import Any

from questwright.packs.catalogue.errors import CatalogueError
from questwright.schema.catalogue import CATALOGUE_FORMAT, CATALOGUE_FORMAT_VERSION
from questwright.schema.errors import FormatError, LoadError
from questwright.schema.files import decode_json_bytes
from questwright.schema.migrations import migrate
from questwright.schema.validation import schema_problems

__all__ = ["INDEX_NAME", "MAX_INDEX_BYTES", "SIGNATURE_NAME", "parse_catalogue"]

INDEX_NAME = "catalogue.json"
SIGNATURE_NAME = "catalogue.json.sig"
#: Largest index accepted (2,000 packs of 50 quests stay under it).
MAX_INDEX_BYTES = 16 * 1024 * 1024


def parse_catalogue(data: bytes, source: str = INDEX_NAME) -> dict[str, Any]:
    """The checked index in ``data``; raises :class:`CatalogueError` with one line."""
    if len(data) > MAX_INDEX_BYTES:
        raise CatalogueError(f"{source}: larger than {MAX_INDEX_BYTES // 2**20} MiB")
    try:
        document = decode_json_bytes(data, source)
    except LoadError as exc:
        raise CatalogueError(str(exc)) from None
    if not isinstance(document, dict) or document.get("format") != CATALOGUE_FORMAT:
        raise CatalogueError(f"{source}: not a Questwright catalogue (format {CATALOGUE_FORMAT!r})")
    try:
        document = migrate(document, source, current=CATALOGUE_FORMAT_VERSION)
    except FormatError as exc:
        raise CatalogueError(str(exc)) from None
    problems = schema_problems("catalogue", document)
    if problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise CatalogueError(f"{source}: {first.json_path}: {first.message}{more}")
    ids = [p["id"] for p in document["packs"]]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise CatalogueError(f"{source}: pack {twice[0]!r} is listed twice")
    return document
