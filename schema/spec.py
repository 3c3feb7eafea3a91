"""Declaring a format field once: its type, JSON key, description and limits.

Every field of the file formats is a dataclass field whose metadata comes from :func:`prop`;
:mod:`.generate` turns the dataclasses into the JSON Schemas and :mod:`.serde` reads and
writes them. One declaration thus gives the model attribute, the JSON key, the schema (type,
description, ``required``, ranges, enums) and the save rule, so they cannot drift apart.

>>> from collections.abc import Callable
from dataclasses import dataclass, field
>>> @dataclass
... class Door:
...     '''A door.'''
...     state: str = prop("Door state.", "closed", enum=["closed", "open"], required=True)
>>> from questwright.schema.generate import object_schema
>>> object_schema(Door)["properties"]["state"]["enum"]
['closed', 'open']

Shared value shapes (an id, a cell, a size…) are type aliases over :class:`Def`, so a model
attribute typed ``Cell`` is a ``tuple[int, int]`` to Python and ``#/$defs/cell`` to the
schema. Their limits are named constants below, documented in ``docs/format.md``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any

__all__ = [
    "CENTRE_LINE_CELLS_LIMIT",
    "COORD_LIMIT",
    "COUNT_LIMIT",
    "DEFS",
    "EDGES_LIMIT",
    "FACE_SIZE_LIMIT",
    "FACE_ZONES_LIMIT",
    "LIST_LIMIT",
    "ROUND_LIMIT",
    "TILES_LIMIT",
    "TOKENS_LIMIT",
    "TOKEN_SIZE_LIMIT",
    "VALUE_LIMIT",
    "X_KEYS",
    "Cell",
    "Cells",
    "Def",
    "Id",
    "Size",
    "TokenSize",
    "Value",
    "Vertex",
    "field_choices",
    "prop",
]

# The limits below bound the work of validating any legal file (issue #17: every file under
# the size limit validates in < 2 s and < 500 MB). The board is the expensive part: its cells
# are at most TILES_LIMIT × FACE_SIZE_LIMIT² (14,400), its extent 401 × 401; everything
# else is a count. Each limit is far above real quests and keeps the benchmark boards
# (bench_editor's 100 × 100 board of 100 tiles and 2,001 tokens) legal. docs/format.md lists
# them (generated from here) with their reasons.

#: Cell coordinates lie in ``[-COORD_LIMIT, COORD_LIMIT]`` (vertices one further): bundled
#: quests stay below 30, the largest benchmark board is 100 × 100.
COORD_LIMIT = 200
#: Largest tile face side in cells (the largest stand-in tile has 8, the benchmark tiles 10).
FACE_SIZE_LIMIT = 12
#: Most zones of one tile face: one zone per cell.
FACE_ZONES_LIMIT = FACE_SIZE_LIMIT * FACE_SIZE_LIMIT
#: Largest token footprint side in cells (the largest figure covers 2 × 3).
TOKEN_SIZE_LIMIT = 4
#: Most placed tiles of a quest (real quests place at most 20; the benchmark board 100).
TILES_LIMIT = 100
#: Most cells of a board with centre-line sight (descent1, machina), whose rules relate every
#: cell to every other: checked on the compiled board (validators/limits.py), not by the
#: schema. Real boards have a few hundred cells (the bundled ones about 150).
CENTRE_LINE_CELLS_LIMIT = 2_500
#: Most tokens of a quest (real quests: a few hundred; the benchmark board 2,001).
TOKENS_LIMIT = 5_000
#: Most edges (walls, doors…) a quest adds (real quests: a few dozen).
EDGES_LIMIT = 5_000
#: Most items of any other list and keys of any map of the formats (objectives, triggers,
#: the effects of a trigger, a tileset's tiles, a face's edges, a system's token types…);
#: real files use a few dozen.
LIST_LIMIT = 1_000
#: Most cells of a cell list, most items of a count-like list, largest count.
COUNT_LIMIT = 10_000
#: Largest round number, round limit or round interval (real quests end within 30 rounds).
ROUND_LIMIT = 1000
#: Bound of every number in a free value (token properties, effect values, counters):
#: ``[-VALUE_LIMIT, VALUE_LIMIT]``.
VALUE_LIMIT = 10_000

#: ``patternProperties`` of every extensible object: ``x-`` keys are free and kept on save.
X_KEYS: dict[str, Any] = {
    "^x-": {"description": "Free annotations for authors and tools; kept on save."}
}


@dataclass(frozen=True)
class Def:
    """Marks a type alias as the shared schema ``#/$defs/<name>``.

    The schema is ``DEFS[name]`` unless the alias gives its own (for shapes of another file
    format, such as the dice of the engine's content files).
    """

    name: str
    schema: dict[str, Any] | None = field(default=None, hash=False, compare=False)

    def resolve(self) -> dict[str, Any]:
        return self.schema if self.schema is not None else DEFS[self.name]


def _coordinate_pair(description: str, limit: int) -> dict[str, Any]:
    return {
        "type": "array",
        "description": description,
        "items": {"type": "integer", "minimum": -limit, "maximum": limit},
        "minItems": 2,
        "maxItems": 2,
    }


def _size(description: str, limit: int) -> dict[str, Any]:
    return {
        "type": "array",
        "description": description,
        "items": {"type": "integer", "minimum": 1, "maximum": limit},
        "minItems": 2,
        "maxItems": 2,
    }


#: The shared value shapes, by ``$defs`` name.
DEFS: dict[str, dict[str, Any]] = {
    "id": {
        "type": "string",
        "description": "A stable identifier or ref: letters, digits, '-', '_', '.', ':', '/' or ','.",
        "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:/,-]{0,127}$",
    },
    "cell": _coordinate_pair("A cell [x, y]; x grows right, y grows down.", COORD_LIMIT),
    "vertex": _coordinate_pair("A lattice point [x, y] at the corner of cells.", COORD_LIMIT + 1),
    "cells": {
        "type": "array",
        "description": "A list of cells.",
        "items": {"$ref": "#/$defs/cell"},
        "maxItems": COUNT_LIMIT,
    },
    "size": _size("Width and height in cells.", FACE_SIZE_LIMIT),
    "tokenSize": _size("Footprint width and height in cells.", TOKEN_SIZE_LIMIT),
    "value": {
        "type": ["null", "boolean", "integer", "number", "string", "array", "object"],
        "description": f"A free JSON value; numbers lie in [-{VALUE_LIMIT}, {VALUE_LIMIT}].",
        "minimum": -VALUE_LIMIT,
        "maximum": VALUE_LIMIT,
        "maxLength": 100_000,
        "items": {"$ref": "#/$defs/value"},
        "maxItems": COUNT_LIMIT,
        "additionalProperties": {"$ref": "#/$defs/value"},
        "maxProperties": COUNT_LIMIT,
    },
}

Id = Annotated[str, Def("id")]
Cell = Annotated[tuple[int, int], Def("cell")]
Vertex = Annotated[tuple[int, int], Def("vertex")]
Cells = Annotated[list[Cell], Def("cells")]
Size = Annotated[tuple[int, int], Def("size")]
TokenSize = Annotated[tuple[int, int], Def("tokenSize")]
#: Any JSON value, with bounded numbers, strings and lists (free properties, effect values).
Value = Annotated[Any, Def("value")]


def prop(
    description: str,
    default: Any = dataclasses.MISSING,
    *,
    factory: Any = dataclasses.MISSING,
    json: str | None = None,
    required: bool = False,
    keep: bool = False,
    nullable: bool = False,
    schema: dict[str, Any] | None = None,
    items: dict[str, Any] | None = None,
    values: dict[str, Any] | None = None,
    keys: dict[str, Any] | None = None,
    shape: Callable[[], type] | None = None,
    by: tuple[str, Callable[[], tuple[dict[str, type], type]]] | None = None,
    **constraints: Any,
) -> Any:
    """A dataclass field of the file format.

    ``description`` documents it in the schema. ``json`` is its JSON key when it differs from
    the attribute name. ``required`` puts it in the schema's ``required`` list and keeps it on
    save even when empty; ``keep`` only keeps it on save. ``nullable`` lets ``null`` stand for
    "none". ``constraints`` (``minimum``, ``maximum``, ``enum``, ``pattern``, ``maxItems``…)
    go into the field's schema; ``items``, ``values`` and ``keys`` constrain the items of a
    list, the values of a mapping and its keys (``propertyNames``). ``schema`` replaces the
    schema derived from the type, for values of several shapes; ``shape`` replaces it with
    the schema of a dataclass (the model keeps a plain mapping). ``by`` types a mapping by
    the value of a sibling key: ``("system", tables)`` where ``tables()`` gives
    ``({"ddd": DddParameters, …}, OtherParameters)``. Both are functions, so that the
    declarations they name are imported only when a schema is generated.
    """
    metadata: dict[str, Any] = {"description": description}
    if json is not None:
        metadata["json"] = json
    if required:
        metadata["required"] = True
    if keep or required:
        metadata["keep"] = True
    if nullable:
        metadata["nullable"] = True
    if schema is not None:
        metadata["schema"] = schema
    if items is not None:
        metadata["items"] = items
    if values is not None:
        metadata["values"] = values
    if keys is not None:
        metadata["keys"] = keys
    if shape is not None:
        metadata["shape"] = shape
    if by is not None:
        metadata["by"] = by
    if constraints:
        metadata["constraints"] = constraints
    return dataclasses.field(default=default, default_factory=factory, metadata=metadata)


def field_choices(cls: type, attribute: str) -> list[Any]:
    """The ``enum`` declared on a model field, e.g. the objective kinds."""
    for f in dataclasses.fields(cls):
        if f.name == attribute:
            return list(f.metadata.get("constraints", {}).get("enum", []))
    raise KeyError(f"{cls.__qualname__} has no field {attribute!r}")
