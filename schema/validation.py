"""JSON Schema checks with located problems.

Valid documents (the common case, on every load and save) are checked with jsonschema-rs
when it is installed, which takes well under a millisecond for a typical quest; an invalid
document is then re-checked with the pure-Python ``jsonschema`` package to list every
problem with its JSON path and a readable message. Without jsonschema-rs, ``jsonschema``
does both.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from questwright.schema.errors import SchemaProblem

if TYPE_CHECKING:
    import jsonschema

__all__ = ["load_schema", "schema_problems"]

_FOLDER = Path(__file__).parent

try:  # optional fast path
    import jsonschema_rs
except ImportError:  # pragma: no cover - depends on the environment
    jsonschema_rs = None  # type: ignore[assignment]  # the optional module is absent


@cache
def load_schema(name: str) -> dict[str, Any]:
    """The schema dictionary of ``system``, ``tileset``, ``quest``, ``pack`` or ``catalogue``."""
    with open(_FOLDER / f"{name}.schema.json", encoding="utf-8") as handle:
        schema: dict[str, Any] = json.load(handle)
    return schema


@cache
def _python_validator(name: str) -> jsonschema.protocols.Validator:
    # Imported here: valid files (the common case) never need it when jsonschema-rs is
    # installed, and importing it costs about 0.1 s of the editor's start-up.
    import jsonschema

    schema = load_schema(name)
    cls = jsonschema.validators.validator_for(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


@cache
def _fast_validator(name: str) -> Any:
    if jsonschema_rs is None:
        return None
    return jsonschema_rs.validator_for(load_schema(name))


def _unknown_keys(error: jsonschema.ValidationError) -> list[str]:
    """The keys an ``additionalProperties: false`` error is about."""
    schema, instance = error.schema, error.instance
    if not isinstance(schema, dict) or not isinstance(instance, dict):
        return []
    known = schema.get("properties", {})
    patterns = list(schema.get("patternProperties", {}))
    return [k for k in instance if k not in known and not any(re.search(p, k) for p in patterns)]


def _message(error: jsonschema.ValidationError) -> str:
    if error.validator == "required":
        return str(error.message).replace("is a required property", "is missing")
    if error.validator == "enum":
        allowed = ", ".join(map(str, error.validator_value))
        return f"{error.instance!r} is not one of: {allowed}"
    if error.validator in ("maxItems", "maxProperties", "maxLength") and isinstance(
        error.instance, (list, dict, str)
    ):
        unit = {"maxItems": "items", "maxProperties": "keys", "maxLength": "characters"}
        return (
            f"{len(error.instance):,} {unit[str(error.validator)]}; at most "
            f"{error.validator_value:,} allowed (docs/format.md, Limits)"
        )
    if error.validator == "type":
        return f"expected {error.validator_value}, got {type(error.instance).__name__} {error.instance!r}"[
            :200
        ]
    return str(error.message)[:200]


#: Size limits (docs/format.md "Limits"): when a document breaks one, only these are reported.
_SIZE_KINDS = {"MaxItems": "items", "MaxProperties": "keys", "MaxLength": "characters"}


def _size_problems(fast: Any, document: Any) -> list[SchemaProblem]:
    """The size limits ``document`` breaks, found by the fast validator.

    A document over a size limit can be large (up to the file size limit); listing every
    other problem of it with the pure-Python validator would take seconds, so its size
    problems alone are reported: nothing else is checked on such a file.
    """
    problems = []
    for error in fast.iter_errors(document):
        kind = type(error.kind).__name__
        if kind in _SIZE_KINDS:
            value = error.kind.limit
            size = len(error.instance) if hasattr(error, "instance") else None
            have = f"{size:,} {_SIZE_KINDS[kind]}; " if isinstance(size, int) else ""
            problems.append(
                SchemaProblem(
                    tuple(error.instance_path),
                    f"{have}at most {value:,} allowed (docs/format.md, Limits)",
                    f"SCHEMA_{kind[0].lower()}{kind[1:]}",
                )
            )
    return problems


def schema_problems(name: str, document: Any) -> list[SchemaProblem]:
    """Every schema violation of ``document``, sorted by path; empty when valid."""
    fast = _fast_validator(name)
    if fast is not None:
        if fast.is_valid(document):
            return []
        sized = _size_problems(fast, document)
        if sized:
            unique = {(p.path, p.message): p for p in sized}
            return sorted(unique.values(), key=lambda p: [str(part) for part in p.path])
    import jsonschema

    problems: list[SchemaProblem] = []
    for error in _python_validator(name).iter_errors(document):
        # For oneOf/anyOf keep the most specific sub-error, as jsonschema's best_match does.
        best = jsonschema.exceptions.best_match([error]) or error
        path = tuple(best.absolute_path)
        unknown = _unknown_keys(best) if best.validator == "additionalProperties" else []
        if unknown and best.validator_value is False:
            # one problem per unknown key, located at the key itself
            problems.extend(
                SchemaProblem(
                    (*path, key), f"unknown key {key!r}"[:200], "SCHEMA_additionalProperties"
                )
                for key in unknown
            )
            continue
        problems.append(SchemaProblem(path, _message(best), f"SCHEMA_{best.validator}"))
    unique = {(p.path, p.message): p for p in problems}
    return sorted(unique.values(), key=lambda p: [str(part) for part in p.path])
