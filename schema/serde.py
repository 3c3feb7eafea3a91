"""Generic conversion between JSON documents and the typed model's dataclasses.

A model field declares its JSON key with :func:`~questwright.schema.spec.prop` (``json=``)
when it differs from the attribute name; coordinates are tuples in the model and arrays in
JSON. Keys starting with ``x-`` are kept in the ``extras`` attribute of the object that had
them and written back in place, so author and tool annotations survive a round trip.
Absent optional values are left out of the JSON: ``None``, and an empty list or mapping
where absence means empty (the field's default is an empty list or dict). Required fields
(and fields marked ``keep``) are always written, so a saved file loads back as it was.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar, Union, cast, get_args, get_origin, get_type_hints

__all__ = ["from_json", "json_key", "to_json"]

T = TypeVar("T")
Reader = Callable[[Any], Any]


def json_key(f: dataclasses.Field[Any]) -> str:
    return str(f.metadata.get("json", f.name))


def _same(value: Any) -> Any:
    return value


def _maybe(read: Reader) -> Reader:
    """JSON ``null`` (or an absent value) stays ``None`` at every level."""
    if read is _same:
        return _same
    return lambda value: None if value is None else read(value)


@cache
def _reader(tp: Any) -> Reader:
    """The converter from JSON to the model type ``tp``, built once per type (loading a big
    quest calls it hundreds of thousands of times)."""
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        # str | int style unions keep the value as it is
        return _reader(args[0]) if len(args) == 1 else _same
    if origin is list or (origin is tuple and get_args(tp)[1:] == (Ellipsis,)):
        item = _maybe(_reader(get_args(tp)[0]))
        make = list if origin is list else tuple
        if item is _same:
            return lambda value: None if value is None else make(value)
        return lambda value: None if value is None else make([item(v) for v in value])
    if origin is tuple:
        items = [_maybe(_reader(a)) for a in get_args(tp)]
        return lambda value: (
            None if value is None else tuple(read(v) for read, v in zip(items, value, strict=False))
        )
    if origin is dict:
        item = _maybe(_reader(get_args(tp)[1]))
        if item is _same:
            return lambda value: None if value is None else dict(value)
        return lambda value: None if value is None else {k: item(v) for k, v in value.items()}
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _maybe(_class_reader(tp))
    return _same


@cache
def _class_reader(cls: type) -> Reader:
    hints = get_type_hints(cls)
    fields = [
        (f.name, json_key(f), _maybe(_reader(hints[f.name])))
        for f in dataclasses.fields(cls)
        if f.name != "extras"
    ]
    extensible = any(f.name == "extras" for f in dataclasses.fields(cls))

    def read(data: dict[str, Any]) -> Any:
        obj = cls(**{name: conv(data[key]) for name, key, conv in fields if key in data})
        if extensible:
            obj.extras = {k: v for k, v in data.items() if k.startswith("x-")}
        return obj

    return read


def from_json(cls: type[T], data: dict[str, Any]) -> T:
    """Build ``cls`` from a schema-valid JSON object."""
    return cast(T, _class_reader(cast(type, cls))(data))


@cache
def _class_writer(cls: type) -> list[tuple[str, str, bool, bool]]:
    """Per field: attribute, JSON key, kept when empty, and whether empty means absent."""
    return [
        (
            f.name,
            json_key(f),
            bool(f.metadata.get("keep", False)),
            f.default_factory in (list, dict),
        )
        for f in dataclasses.fields(cls)
    ]


def _convert_out(value: Any) -> Any:
    kind = type(value)
    if kind in (str, int, float, bool) or value is None:
        return value
    if kind is list or kind is tuple:
        return [_convert_out(v) for v in value]
    if kind is dict:
        return {k: _convert_out(v) for k, v in value.items()}
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
    kind: type = type(obj)
    for name, key, keep, empty_is_absent in _class_writer(kind):
        value = getattr(obj, name)
        if name == "extras":
            out.update(value)
            continue
        if not keep and (value is None or (empty_is_absent and not value)):
            continue
        out[key] = _convert_out(value)
    return out
