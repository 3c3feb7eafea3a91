"""Generic conversion between JSON documents and the typed model's dataclasses.

A model dataclass declares its JSON key with ``field(metadata={"json": "formatVersion"})``
when it differs from the attribute name; coordinates are tuples in the model and arrays in
JSON. Keys starting with ``x-`` are kept in the ``extras`` attribute of the object that had
them and written back in place, so author and tool annotations survive a round trip.
Absent optional values (``None``, empty lists and dicts) are left out of the JSON unless the
field is marked ``{"keep": True}``.
"""

from __future__ import annotations

import dataclasses
import types
from functools import cache
from typing import Any, TypeVar, Union, cast, get_args, get_origin, get_type_hints

__all__ = ["from_json", "json_key", "to_json"]

T = TypeVar("T")


def json_key(f: dataclasses.Field[Any]) -> str:
    return str(f.metadata.get("json", f.name))


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def _convert_in(tp: Any, value: Any) -> Any:
    if value is None:
        return None
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        if len(args) == 1:
            return _convert_in(args[0], value)
        for arg in args:  # str | int style unions: keep the value as it is
            if isinstance(arg, type) and isinstance(value, arg):
                return value
        return value
    if origin is list:
        (item,) = get_args(tp)
        return [_convert_in(item, v) for v in value]
    if origin is tuple:
        items = get_args(tp)
        if len(items) == 2 and items[1] is Ellipsis:
            return tuple(_convert_in(items[0], v) for v in value)
        return tuple(_convert_in(a, v) for a, v in zip(items, value, strict=False))
    if origin is dict:
        _, item = get_args(tp)
        return {k: _convert_in(item, v) for k, v in value.items()}
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return from_json(tp, value)
    return value


def from_json(cls: type[T], data: dict[str, Any]) -> T:
    """Build ``cls`` from a schema-valid JSON object."""
    hints = _hints(cast(type, cls))  # mypy does not see type[T] as Hashable (for @cache)
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if f.name == "extras":
            continue
        key = json_key(f)
        if key in data:
            kwargs[f.name] = _convert_in(hints[f.name], data[key])
    obj = cls(**kwargs)
    if any(f.name == "extras" for f in dataclasses.fields(cls)):  # type: ignore[arg-type]
        obj.extras = {k: v for k, v in data.items() if k.startswith("x-")}  # type: ignore[attr-defined]
    return obj


def _convert_out(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return to_json(value)
    if isinstance(value, (list, tuple)):
        return [_convert_out(v) for v in value]
    if isinstance(value, dict):
        return {k: _convert_out(v) for k, v in value.items()}
    return value


def to_json(obj: Any) -> dict[str, Any]:
    """The JSON object of a model dataclass (x- extras included)."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if f.name == "extras":
            out.update(value)
            continue
        keep = f.metadata.get("keep", False)
        if not keep and (value is None or (isinstance(value, (list, dict, tuple)) and not value)):
            continue
        out[json_key(f)] = _convert_out(value)
    return out
