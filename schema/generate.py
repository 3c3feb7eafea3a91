"""JSON Schemas generated from the annotated model.

:func:`document_schema` walks a dataclass declared with :func:`~questwright.schema.spec.prop`
fields and returns its draft 2020-12 schema: one ``$defs`` entry per nested dataclass and per
shared shape (:data:`~questwright.schema.spec.DEFS`), ``x-`` keys allowed on every object that
has an ``extras`` field, ``required`` from the fields marked so. The ``*.schema.json`` files
in this folder are its output, checked in so that other tools can read them::

    python -m questwright.schema.generate          # rewrite the files
    python -m questwright.schema.generate --check  # exit 1 if a file is stale

``tests/schema/test_generate.py`` fails when a checked-in file is stale.
"""

from __future__ import annotations

import argparse
import dataclasses
import inspect
import sys
import types
from pathlib import Path
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

from questwright.schema.catalogue import Catalogue
from questwright.schema.files import dumps
from questwright.schema.manifest import PackManifest
from questwright.schema.model import Quest, System, Tileset
from questwright.schema.spec import DEFS, LIST_LIMIT, X_KEYS, Def

__all__ = [
    "BASE",
    "DOCUMENTS",
    "class_description",
    "def_name",
    "document_schema",
    "main",
    "object_schema",
    "schema_texts",
    "write_all",
]

BASE = "https://questwright.invalid/schema"
_DRAFT = "https://json-schema.org/draft/2020-12/schema"


def def_name(cls: type) -> str:
    """The ``$defs`` name of a dataclass: its name in lower camel case."""
    return cls.__name__[0].lower() + cls.__name__[1:]


def class_description(cls: type) -> str:
    """The first paragraph of a model class's docstring, on one line."""
    doc = cls.__doc__ or ""
    if not doc or doc.startswith(cls.__name__ + "("):
        raise TypeError(f"{cls.__qualname__} needs a docstring: it is the schema description")
    return " ".join(doc.strip().split("\n\n")[0].split())


class _Builder:
    """Collects ``$defs`` while turning types into schemas."""

    def __init__(self) -> None:
        self.defs: dict[str, dict[str, Any]] = {}
        self._classes: dict[str, type] = {}

    def ref(self, name: str) -> dict[str, Any]:
        return {"$ref": f"#/$defs/{name}"}

    def dataclass_ref(self, cls: type) -> dict[str, Any]:
        name = def_name(cls)
        known = self._classes.get(name)
        if known is None:
            self._classes[name] = cls
            self.defs[name] = {}  # placeholder against recursion
            self.defs[name] = self.object(cls)
        elif known is not cls:
            raise TypeError(f"two model classes named {name}: {known} and {cls}")
        return self.ref(name)

    def type_schema(self, tp: Any) -> dict[str, Any]:
        origin = get_origin(tp)
        if origin is Annotated:
            base, *marks = get_args(tp)
            for mark in marks:
                if isinstance(mark, Def):
                    self.defs.setdefault(mark.name, mark.resolve())
                    return self.ref(mark.name)
            return self.type_schema(base)
        if origin in (Union, types.UnionType):
            args = [a for a in get_args(tp) if a is not type(None)]
            if len(args) == 1:
                return self.type_schema(args[0])
            return {"anyOf": [self.type_schema(a) for a in args]}
        if origin is list or (origin is tuple and get_args(tp)[1:] == (Ellipsis,)):
            # every list is bounded; a field's own maxItems (tokens, tiles…) replaces this
            return {
                "type": "array",
                "items": self.type_schema(get_args(tp)[0]),
                "maxItems": LIST_LIMIT,
            }
        if origin is tuple:
            items = get_args(tp)
            return {
                "type": "array",
                "prefixItems": [self.type_schema(a) for a in items],
                "items": False,
                "minItems": len(items),
            }
        if origin is dict:
            _, value = get_args(tp)
            if value is Any:
                return {"type": "object", "maxProperties": LIST_LIMIT}
            return {
                "type": "object",
                "additionalProperties": self.type_schema(value),
                "maxProperties": LIST_LIMIT,
            }
        if tp is Any:
            return {}
        if dataclasses.is_dataclass(tp) and isinstance(tp, type):
            return self.dataclass_ref(tp)
        simple = {str: "string", bool: "boolean", int: "integer", float: "number"}
        if tp in simple:
            return {"type": simple[tp]}
        raise TypeError(f"no JSON Schema for the type {tp!r}")

    def register_refs(self, node: Any) -> None:
        """Add the shared shapes that a hand-written schema part refers to."""
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                name = ref.removeprefix("#/$defs/")
                if name in DEFS and name not in self.defs:
                    self.defs[name] = DEFS[name]
                    self.register_refs(DEFS[name])
            for value in node.values():
                self.register_refs(value)
        elif isinstance(node, list):
            for value in node:
                self.register_refs(value)

    def field_schema(self, f: dataclasses.Field[Any], tp: Any) -> dict[str, Any]:
        meta = f.metadata
        if "schema" in meta:
            schema = dict(meta["schema"])
        elif "shape" in meta:
            schema = self.dataclass_ref(meta["shape"]())
        elif "by" in meta:
            schema = {"type": "object", "maxProperties": LIST_LIMIT}
        else:
            schema = self.type_schema(tp)
        if "items" in meta:
            schema["items"] = {**schema.get("items", {}), **meta["items"]}
        if "values" in meta:
            schema["additionalProperties"] = {
                **schema.get("additionalProperties", {}),
                **meta["values"],
            }
        if "keys" in meta:
            schema["propertyNames"] = meta["keys"]
        schema.update(meta.get("constraints", {}))
        if meta.get("nullable"):
            if "type" in schema and "$ref" not in schema:
                schema["type"] = [schema["type"], "null"]
            else:
                schema = {"anyOf": [schema, {"type": "null"}]}
        schema = {**schema, "description": meta["description"]}
        self.register_refs(schema)
        return schema

    def variants(self, fields: dict[str, tuple[str, dict[str, type], type]]) -> list[Any]:
        """``allOf`` entries typing mappings by a sibling key (``if system is X then …``)."""
        entries: list[Any] = []
        discriminators = sorted({key for key, _, _ in fields.values()})
        for key in discriminators:
            mine = {name: spec for name, spec in fields.items() if spec[0] == key}
            values = sorted({value for _, table, _ in mine.values() for value in table})
            for value in values:
                then = {
                    name: {
                        **self.dataclass_ref(table[value]),
                        "description": class_description(table[value]),
                    }
                    for name, (_, table, _) in mine.items()
                    if value in table
                }
                entries.append(
                    {
                        "if": {"properties": {key: {"const": value}}, "required": [key]},
                        "then": {"properties": then},
                    }
                )
            others = {
                name: {**self.dataclass_ref(other), "description": class_description(other)}
                for name, (_, _, other) in mine.items()
            }
            entries.append(
                {
                    "if": {"properties": {key: {"not": {"enum": values}}}, "required": [key]},
                    "then": {"properties": others},
                }
            )
        return entries

    @staticmethod
    def documented_default(cls: type, f: dataclasses.Field[Any]) -> tuple[bool, Any]:
        """The field's default, if the class that declares it documents its defaults."""
        owner = next(c for c in cls.__mro__ if f.name in inspect.get_annotations(c))
        if not owner.__dict__.get("__json_schema_defaults__", False):
            return False, None
        if f.default is not dataclasses.MISSING:
            return True, f.default
        if f.default_factory is not dataclasses.MISSING:
            return True, f.default_factory()
        return False, None

    def object(self, cls: type) -> dict[str, Any]:
        hints = get_type_hints(cls, include_extras=True)
        properties: dict[str, Any] = {}
        required: list[str] = []
        by: dict[str, tuple[str, dict[str, type], type]] = {}
        extensible = False
        for f in dataclasses.fields(cls):
            if f.name == "extras":
                extensible = True
                continue
            if "description" not in f.metadata:
                raise TypeError(f"{cls.__qualname__}.{f.name} is not declared with prop()")
            key = str(f.metadata.get("json", f.name))
            properties[key] = self.field_schema(f, hints[f.name])
            documented, default = self.documented_default(cls, f)
            if documented:
                properties[key]["default"] = default
            if f.metadata.get("required"):
                required.append(key)
            if "by" in f.metadata:
                discriminator, tables = f.metadata["by"]
                by[key] = (discriminator, *tables())
        schema: dict[str, Any] = {
            "type": "object",
            "description": class_description(cls),
            "properties": properties,
            "additionalProperties": False,
        }
        if extensible:
            schema["patternProperties"] = X_KEYS
        if required:
            schema["required"] = required
        if by:
            schema["allOf"] = self.variants(by)
        extra = getattr(cls, "__json_schema_extra__", {})
        self.register_refs(extra)
        schema.update(extra)
        return schema


def object_schema(cls: type) -> dict[str, Any]:
    """The schema of one dataclass, with the ``$defs`` it uses."""
    builder = _Builder()
    schema = builder.object(cls)
    if builder.defs:
        schema["$defs"] = builder.defs
    return schema


def document_schema(cls: type, title: str, schema_id: str | None = None) -> dict[str, Any]:
    """The complete schema of a file format whose top-level object is ``cls``."""
    builder = _Builder()
    root = builder.object(cls)
    document: dict[str, Any] = {"$schema": _DRAFT}
    if schema_id is not None:
        document["$id"] = schema_id
    document["title"] = title
    document.update(root)
    if builder.defs:
        document["$defs"] = builder.defs
    return document


#: The generated files of this folder: schema name -> model class of the whole file.
DOCUMENTS: dict[str, type] = {
    "system": System,
    "tileset": Tileset,
    "quest": Quest,
    "pack": PackManifest,
    "catalogue": Catalogue,
}


def schema_texts() -> dict[str, str]:
    """The canonical text of every generated schema file, by file name."""
    return {
        f"{name}.schema.json": dumps(document_schema(cls, name, f"{BASE}/{name}.schema.json"))
        for name, cls in DOCUMENTS.items()
    }


# --------------------------------------------------------------------------- docs tables

#: The generated part of ``docs/format.md`` sits between these two lines.
DOCS_BEGIN = "<!-- generated by python -m questwright.schema.generate: do not edit below -->"
DOCS_END = "<!-- end of generated part -->"
_DOCS = Path(__file__).resolve().parents[1] / "docs" / "format.md"


def _range(schema: dict[str, Any]) -> str:
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is not None and high is not None:
        return f" {low}–{high}"
    if low is not None:
        return f" ≥ {low}"
    if high is not None:
        return f" ≤ {high}"
    return ""


def _kind(schema: dict[str, Any]) -> str:
    """A short human rendering of a field's schema: type, range, allowed values."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "enum" in schema:
        return " \\| ".join(f"`{v}`" for v in schema["enum"])
    kind = schema.get("type", "any")
    if isinstance(kind, list):
        kind = " or ".join(k for k in kind if k != "null") + (" or null" if "null" in kind else "")
    if kind == "array":
        items = schema.get("items", {})
        most = f", at most {schema['maxItems']}" if "maxItems" in schema else ""
        return f"list of {_kind(items) if isinstance(items, dict) else 'values'}{most}"
    if kind == "object":
        values = schema.get("additionalProperties")
        if isinstance(values, dict) and values:
            return f"map to {_kind(values)}"
        return "object"
    return f"{kind}{_range(schema)}"


def _table(cls: type) -> list[str]:
    schema = object_schema(cls)
    rows = ["| key | value | meaning |", "|---|---|---|"]
    for key, sub in sorted(schema["properties"].items()):
        rows.append(f"| `{key}` | {_kind(sub)} | {sub['description']} |")
    return rows


def _edge_table(cls: type) -> list[str]:
    """:func:`_table` with the edge kinds and systems each key applies to, and its default."""
    from questwright.schema.parameters import EDGE_KINDS_KEY, EDGE_SYSTEMS_KEY

    schema = object_schema(cls)
    rows = ["| key | on | value | default | meaning |", "|---|---|---|---|---|"]
    for key, sub in sorted(schema["properties"].items()):
        on = ", ".join(sub.get(EDGE_KINDS_KEY, ["any edge"]))
        if EDGE_SYSTEMS_KEY in sub:
            on += f" ({', '.join(sub[EDGE_SYSTEMS_KEY])})"
        default = f"`{dumps(sub['default']).strip()}`" if "default" in sub else "—"
        rows.append(f"| `{key}` | {on} | {_kind(sub)} | {default} | {sub['description']} |")
    return rows


def docs_section() -> str:
    """The generated part of ``docs/format.md``: limits, parameters and setup per system."""
    from questwright.schema import spec
    from questwright.schema.files import MAX_FILE_BYTES
    from questwright.schema.parameters import (
        PARAMETERS,
        SETUPS,
        CommonParameters,
        EdgeProperties,
        OtherSetup,
    )

    lines = [
        DOCS_BEGIN,
        "",
        "### Limits",
        "",
        "Every number a file can set has a range and every list a length, so that validating "
        "any legal file is bounded work. `benchmarks/bench_limits.py` builds the worst legal "
        "files from these limits (every list at its limit, shaped to be expensive) and "
        "measures them against the bound of 2 s and 500 MB: validating, packing, the editor's "
        "first validation and one game (`simulate -n 1 --bot goal`, `play --auto goal`; "
        "docs/engine.md, Performance, says where a game is still over). Real quests stay far "
        "inside them; a file "
        "over a limit gets a schema error naming the JSON path, with its line and column, and "
        "nothing else runs on it.",
        "",
        "| limit | value | why |",
        "|---|---|---|",
        f"| size of a JSON file (quest, tileset, system, pack member, save) | "
        f"{MAX_FILE_BYTES // 1024**2} MiB | parsing and checking stay fast; the largest "
        "benchmark quest is about 0.5 MiB |",
        f"| cell coordinates | ±{spec.COORD_LIMIT} (vertices ±{spec.COORD_LIMIT + 1}) | "
        "bounds the board's extent (bundled quests stay below 30) |",
        f"| tile face side | 1–{spec.FACE_SIZE_LIMIT} cells | the largest stand-in tile has 8 |",
        f"| zones of a tile face | {spec.FACE_ZONES_LIMIT} | one per cell |",
        f"| placed tiles of a quest | {spec.TILES_LIMIT} | with the face size, bounds the "
        f"board to {spec.TILES_LIMIT * spec.FACE_SIZE_LIMIT**2:,} cells; real quests place "
        "at most 20 |",
        f"| cells of a board with centre-line sight (descent1, machina) | "
        f"{spec.CENTRE_LINE_CELLS_LIMIT:,} | its rules relate every cell to every other; "
        "checked on the placed tiles (`GEOM_BOARD_TOO_LARGE`, and no other check runs); real "
        "boards have a few hundred |",
        f"| tokens of a quest | {spec.TOKENS_LIMIT:,} | real quests: a few hundred |",
        f"| edges (walls, doors…) a quest adds | {spec.EDGES_LIMIT:,} | real quests: a few dozen |",
        f"| token footprint side | 1–{spec.TOKEN_SIZE_LIMIT} cells | "
        "the largest figure covers 2 × 3 |",
        f"| items of any other list, keys of any map (objectives, triggers, effects of a "
        f"trigger, tiles of a tileset, edges of a face, token types…) | {spec.LIST_LIMIT:,} | "
        "real files use a few dozen |",
        f"| cells in one list, items in a count-like list, a count | {spec.COUNT_LIMIT:,} | "
        "a cell list may cover the whole board |",
        f"| round numbers and round limits | 1–{spec.ROUND_LIMIT} | "
        "real quests end within 30 rounds |",
        f"| numbers in free values (token properties, effect values, counters) | "
        f"±{spec.VALUE_LIMIT:,} | |",
        "",
        "### Parameters by system",
        "",
        "`parameters` in `system.json` and a quest's overrides take the keys of its system "
        "(and `x-…` keys); any other key is an error. A system this program has no rules for "
        f"takes the shared keys typed and others as free values. {class_description(CommonParameters)}",
        "",
        *_table(CommonParameters),
    ]
    common = set(object_schema(CommonParameters)["properties"])
    for system, cls in PARAMETERS.items():
        own = [row for row in _table(cls)[2:] if row.split("`")[1] not in common]
        lines += ["", f"**{system}** — {class_description(cls)}", "", *_table(cls)[:2], *own]
    lines += [
        "",
        "### Edge properties",
        "",
        f"{class_description(EdgeProperties)} A wrong type or range is a schema error "
        "(one line naming the JSON path).",
        "",
        *_edge_table(EdgeProperties),
    ]
    lines += [
        "",
        "### Setup by system",
        "",
        f"A quest's `setup` takes the keys of its system (and `x-…` keys). "
        f"{class_description(OtherSetup)}",
    ]
    for system, cls in SETUPS.items():
        lines += ["", f"**{system}** — {class_description(cls)}", "", *_table(cls)]
    lines += ["", DOCS_END]
    return "\n".join(lines) + "\n"


def docs_text(current: str) -> str:
    """``docs/format.md`` with its generated part replaced."""
    start, end = current.index(DOCS_BEGIN), current.index(DOCS_END) + len(DOCS_END) + 1
    return current[:start] + docs_section() + current[end:]


def write_all(folder: Path | None = None) -> list[Path]:
    """Write every generated schema file; return the paths written."""
    folder = folder or Path(__file__).parent
    written = []
    for name, text in schema_texts().items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    if _DOCS.is_file():  # a source tree (not an installed package)
        _DOCS.write_text(docs_text(_DOCS.read_text(encoding="utf-8")), encoding="utf-8")
        written.append(_DOCS)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m questwright.schema.generate")
    parser.add_argument("--check", action="store_true", help="exit 1 if a file is stale")
    args = parser.parse_args(argv)
    folder = Path(__file__).parent
    if args.check:
        stale = [
            name
            for name, text in schema_texts().items()
            if not (folder / name).is_file() or (folder / name).read_text(encoding="utf-8") != text
        ]
        for name in stale:
            print(f"stale: schema/{name} (run python -m questwright.schema.generate)")
        return 1 if stale else 0
    for path in write_all(folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
