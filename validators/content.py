"""Bytes that depend on a value's content only, for keys that must match across revisions.

``pickle.dumps`` writes a back-reference for an object it has met before, so two equal
values whose parts are shared differently (a string read twice from JSON is two objects,
written once by the editor it may be one) give different bytes. The re-validation's
section comparison and the quest-time rule's reuse key both need equal content to give
equal bytes: :func:`content_bytes` pickles without the memo, and :func:`content_loads` reads
its bytes back.

A list of plain dataclass instances of one class (the quest's tokens, edges, tiles…) is
written as rows: the class named once, then each instance's field values in field order.
The usual pickle names the class and every field again for each instance, and looks the
class up in its module each time; the rows are the same content in a third of the bytes
and time (a quest's sections are pickled on every re-validation).
"""

from __future__ import annotations

import dataclasses
import importlib
import io
import operator
import pickle
from collections.abc import Callable
from typing import Any

__all__ = [
    "ContentWriter",
    "content_bytes",
    "content_loads",
    "section_contents",
    "section_names",
]

#: values with no parts, and containers whose emptiness leaves nothing to share; ``bool``
#: is its own type here, so ``True`` and ``1`` still pickle apart
_ATOMS = frozenset({str, int, float, bool, bytes, type(None)})
_CONTAINERS = frozenset({list, dict, tuple, set, frozenset})


def content_bytes(value: object) -> bytes:
    """``value`` pickled without back-references: the bytes depend on its content, not on
    which of its parts are the same object (a structure with a cycle, which this cannot
    write, is pickled the usual way)."""
    return ContentWriter()(value)


class ContentWriter:
    """:func:`content_bytes` for one value after another, all with one pickler (making a
    pickler costs about what writing a small section does, and a quest has a score of
    sections); one per thread of work, never shared."""

    def __init__(self) -> None:
        self._buffer = io.BytesIO()
        self._pickler: pickle.Pickler | None = None

    def __call__(self, value: object) -> bytes:
        """The bytes of ``value``, the same as :func:`content_bytes` gives."""
        if type(value) in _ATOMS or (type(value) in _CONTAINERS and not value):
            # nothing in it can be shared: the plain pickler writes the same for equal
            # values (a quest has a score of such sections, each compared on every
            # re-validation)
            return pickle.dumps(value, 5)
        if type(value) is list:
            rows = _rows(value)
            if rows is not None:
                written = self._dump_fast(rows)
                if written is not None:
                    return _ROWS + written
        written = self._dump_fast(value)
        return written if written is not None else pickle.dumps(value, 5)

    def _dump_fast(self, value: object) -> bytes | None:
        """``value`` pickled without the memo; None for a structure with a cycle. Each
        dump is a whole pickle of its own (its PROTO opcode, its frames, STOP): the
        bytes are those of a new pickler."""
        buffer = self._buffer
        for _attempt in range(2):
            buffer.seek(0)
            buffer.truncate()
            fresh = self._pickler is None
            pickler = self._pickler
            if pickler is None:
                pickler = self._pickler = pickle.Pickler(buffer, 5)
                pickler.fast = True  # no memo: shared objects are written out each time
            try:
                pickler.dump(value)
            except (RecursionError, ValueError):
                self._pickler = None  # left mid-structure: a new one for the next value
                return None
            except KeyError:
                # CPython's fast mode counts each frozenset into its nesting depth and
                # never out again (3.11): about fifty, in one value or over the dumps of
                # one pickler, and it fails on a memo key it never set. A new pickler
                # writes the value if the value alone holds fewer.
                self._pickler = None
                if fresh:
                    return None
                continue
            return buffer.getvalue()
        return None


def content_loads(data: bytes) -> Any:
    """The value :func:`content_bytes` wrote as ``data`` (a new copy of it)."""
    if data[:1] != _ROWS:
        return pickle.loads(data)
    label, rows = pickle.loads(memoryview(data)[1:])
    cls, names = _class_of(label)
    new: Any = cls.__new__
    out = []
    for values in rows:
        # as pickle itself rebuilds a plain instance: __new__, then its attributes
        item = new(cls)
        item.__dict__.update(zip(names, values, strict=True))
        out.append(item)
    return out


#: the first byte of rows (a pickle begins with its PROTO opcode, 0x80, so the two never
#: meet: different bytes always mean different content, as :func:`content_loads` shows)
_ROWS = b"R"

#: per class: its name for the rows and what reads an instance's fields (None: not a
#: plain dataclass, pickled the usual way)
_Layout = tuple[str, Callable[[dict[str, Any]], tuple[Any, ...]], int]
_LAYOUTS: dict[type, _Layout | None] = {}
#: per name written in rows: the class and its field names
_CLASSES: dict[str, tuple[type, tuple[str, ...]]] = {}


def _rows(items: list[Any]) -> tuple[str, list[tuple[Any, ...]]] | None:
    """``items`` as rows (the class's name, then each instance's field values), if they
    are all plain instances of one dataclass whose attributes are exactly its fields."""
    if not items:
        return None
    cls = type(items[0])
    if cls in _LAYOUTS:
        layout = _LAYOUTS[cls]
    else:
        layout = _LAYOUTS[cls] = _layout(cls)
    if layout is None:
        return None
    label, values, count = layout
    rows = []
    for item in items:
        if type(item) is not cls:
            return None
        attributes = item.__dict__
        if len(attributes) != count:
            return None  # an attribute deleted or added: not what the fields say
        try:
            rows.append(values(attributes))
        except KeyError:
            return None
    return label, rows


def _layout(cls: type) -> _Layout | None:
    """How rows write ``cls``: only a dataclass that pickle writes as its class and its
    ``__dict__`` (no slots, no pickling hooks of its own), found under its name, as
    pickle finds a class again."""
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        return None
    names = tuple(f.name for f in dataclasses.fields(cls))
    plain = (
        names
        and not any("__slots__" in vars(c) for c in cls.__mro__[:-1])
        and cls.__reduce_ex__ is object.__reduce_ex__
        and cls.__reduce__ is object.__reduce__
        and getattr(cls, "__getstate__", None) is getattr(object, "__getstate__", None)
        and not hasattr(cls, "__setstate__")
        and not hasattr(cls, "__getnewargs_ex__")
        and not hasattr(cls, "__getnewargs__")
    )
    label = f"{cls.__module__}:{cls.__qualname__}"
    if not plain or _find(label) is not cls:
        return None
    _CLASSES[label] = (cls, names)
    if len(names) == 1:
        (name,) = names
        return label, lambda attributes: (attributes[name],), 1
    return label, operator.itemgetter(*names), len(names)


def _find(label: str) -> Any:
    """The class named ``label`` (``module:qualname``), or None."""
    module_name, _, qualname = label.partition(":")
    try:
        found: Any = importlib.import_module(module_name)
        for part in qualname.split("."):
            found = getattr(found, part)
    except (ImportError, AttributeError):
        return None
    return found


def _class_of(label: str) -> tuple[type, tuple[str, ...]]:
    """The class and field names of rows written under ``label``."""
    known = _CLASSES.get(label)
    if known is None:
        cls = _find(label)
        if cls is None or _layout(cls) is None:
            raise pickle.UnpicklingError(f"no plain dataclass {label!r} to read rows of")
        known = _CLASSES[label]
    return known


def section_names(quest: Any) -> tuple[tuple[str, str], ...]:
    """``(attribute, section name)`` per top-level field (section) of a quest dataclass."""
    # asked several times per re-validation: the fields of a class never change, and
    # dataclasses.fields builds its list anew each time
    cls = type(quest)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(
            (f.name, f.metadata.get("json", f.name) if f.metadata else f.name)
            for f in dataclasses.fields(quest)
        )
    return names


_FIELDS: dict[type, tuple[tuple[str, str], ...]] = {}


def section_contents(
    quest: Any, attributes: tuple[str, ...], known: dict[str, bytes] | None
) -> list[bytes]:
    """:func:`content_bytes` of each of the quest's sections ``attributes``, taken from
    ``known`` (by section name: what the Revalidator pickled to see what changed, the
    same bytes) where it has them."""
    names = dict(section_names(quest))
    write = ContentWriter()
    out = []
    for attr in attributes:
        name = names.get(attr)
        found = known.get(name) if known is not None and name is not None else None
        out.append(found if found is not None else write(getattr(quest, attr, None)))
    return out
