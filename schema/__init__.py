"""The file formats: the typed model, the JSON Schemas generated from it, load/save,
migrations, catalogues.

Everything here is Qt-free and has no knowledge of boards or rules.
"""

from __future__ import annotations

from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.errors import FormatError, LoadError, SchemaProblem
from questwright.schema.files import atomic_write, decode_json_bytes, dumps, loads, read_json
from questwright.schema.io import (
    canonical_text,
    document_of,
    dumps_model,
    load_any,
    load_quest,
    load_system,
    load_tileset,
    open_quest,
    read_model,
    save_model,
)
from questwright.schema.model import FORMAT_VERSION, Quest, System, Tileset

__all__ = [
    "FORMAT_VERSION",
    "Catalog",
    "FormatError",
    "LoadError",
    "Quest",
    "SchemaProblem",
    "System",
    "Tileset",
    "atomic_write",
    "canonical_text",
    "decode_json_bytes",
    "default_catalog",
    "document_of",
    "dumps",
    "dumps_model",
    "load_any",
    "load_quest",
    "load_system",
    "load_tileset",
    "loads",
    "open_quest",
    "read_json",
    "read_model",
    "save_model",
]
