"""The file formats: JSON Schemas, the typed model, load/save, migrations, catalogues.

Everything here is Qt-free and has no knowledge of boards or rules.
"""

from __future__ import annotations

from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.errors import FormatError, LoadError, SchemaProblem
from questwright.schema.files import atomic_write, dumps, read_json
from questwright.schema.io import (
    document_of,
    dumps_model,
    load_any,
    load_quest,
    load_system,
    load_tileset,
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
    "default_catalog",
    "document_of",
    "dumps",
    "dumps_model",
    "load_any",
    "load_quest",
    "load_system",
    "load_tileset",
    "read_json",
    "save_model",
]
