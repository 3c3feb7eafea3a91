"""Load and save systems, tilesets and quests: the one loader, strict or lenient.

The loader sequence is always the same: read JSON strictly (:mod:`.files`) → check the
``format`` → refuse newer versions and migrate older ones (:mod:`.migrations`) → validate
against the schema (:mod:`.validation`) → build the typed model (:mod:`.model`).

:func:`read_model` runs it in one of two modes:

* **strict** (the default; :func:`load_quest`, :func:`load_any`…): the first problem raises
  :class:`LoadError` with every schema problem attached.
* **lenient** (the editor opening a file): never raises. A file that is unreadable, not
  JSON or of another format gives no model and one problem. A document with schema errors
  loses only the offending parts (a list item, a key of a free mapping, an unknown key; a
  required value is reset), each loss a ``LOAD_DROPPED`` problem; a newer version is read as
  far as this version understands it, with a ``FILE_NEWER`` problem. The result is then a
  *copy*, not to be saved over the original unless the author chooses to.

Saving writes the current version canonically and atomically, and only text that loads
back as the same model (:func:`canonical_text`).
"""

from __future__ import annotations

import copy
import dataclasses
import os
from dataclasses import dataclass, field
from typing import Any, get_origin, get_type_hints

from questwright.schema import serde
from questwright.schema.errors import FormatError, LoadError, SchemaProblem, json_path_str
from questwright.schema.files import atomic_write, dumps, loads, read_json
from questwright.schema.labels import take_localised
from questwright.schema.migrations import migrate
from questwright.schema.model import FORMAT_VERSION, Quest, System, Tileset

__all__ = [
    "FORMATS",
    "LoadProblem",
    "Opened",
    "canonical_text",
    "check_document",
    "document_of",
    "dumps_model",
    "load_any",
    "load_quest",
    "load_system",
    "load_tileset",
    "model_from_document",
    "open_quest",
    "read_model",
    "save_model",
]

Model = Quest | Tileset | System

#: format name -> (schema name, model class)
FORMATS: dict[str, tuple[str, type]] = {
    "questwright-quest": ("quest", Quest),
    "questwright-tileset": ("tileset", Tileset),
    "questwright-system": ("system", System),
}

ERROR, WARNING = "error", "warning"


def _format_of(document: Any, file: str, expected: str | None) -> str:
    if not isinstance(document, dict):
        raise FormatError(file, "not a Questwright file: the top level must be a JSON object")
    fmt = document.get("format")
    if not isinstance(fmt, str) or (fmt not in FORMATS and fmt != "questwright-pack"):
        known = ", ".join(sorted(FORMATS))
        shown = repr(fmt) if isinstance(fmt, str | None) else f"a JSON {type(fmt).__name__}"
        raise FormatError(
            file, f"unknown format {shown[:80]} (expected one of {known})", ("format",)
        )
    if expected is not None and fmt != expected:
        raise FormatError(file, f"expected a {expected} file, found {fmt}", ("format",))
    return fmt


def _schema_name(fmt: str) -> str:
    return FORMATS[fmt][0] if fmt in FORMATS else "pack"


def schema_problems(name: str, document: Any) -> list[SchemaProblem]:
    """:func:`questwright.schema.validation.schema_problems`, imported when a document is
    first checked (the schema validator is not needed to start the editor: its catalogue
    comes from a cache)."""
    from questwright.schema.validation import schema_problems as problems

    return problems(name, document)


def check_document(document: Any, file: str, expected: str | None = None) -> dict[str, Any]:
    """Format check, migration and schema validation; returns the current-version document.

    Raises :class:`LoadError` with every schema problem attached.
    """
    fmt = _format_of(document, file, expected)
    current = migrate(document, file)
    if fmt in ("questwright-system", "questwright-tileset") and isinstance(current, dict):
        current = take_localised(current)  # per-language labels (schema/labels.py)
    problems = schema_problems(_schema_name(fmt), current)
    if problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise LoadError(file, first.message + more, first.path, problems=problems)
    return current


def model_from_document(document: dict[str, Any]) -> Model:
    """Build the model object of a valid, current-version document."""
    cls = FORMATS[document["format"]][1]
    model: Model = serde.from_json(cls, document)
    return model


def document_of(model: Model) -> dict[str, Any]:
    """The JSON document of a model object."""
    return serde.to_json(model)


def dumps_model(model: Model) -> str:
    """Canonical text of a model object."""
    return dumps(document_of(model))


def canonical_text(model: Model, file: str) -> str:
    """The canonical text of ``model``, refused unless it is valid and loads back as ``model``.

    This is what ``fmt`` and every save write, so a written file always opens again.
    """
    document = document_of(model)
    problems = schema_problems(FORMATS[document["format"]][0], document)
    if problems:
        first = problems[0]
        raise LoadError(file, "refusing to save: " + first.message, first.path, problems=problems)
    text = dumps(document)
    again = model_from_document(check_document(loads(text, file), file))
    if again != model:
        raise LoadError(file, "refusing to save: the text would not load back as it is")
    return text


# --------------------------------------------------------------------------- the loader


@dataclass(frozen=True)
class LoadProblem:
    """A problem found while opening a file leniently; shaped like a validator ``Issue``.

    (The validators are not imported here: the schema layer sits below them, and the editor
    loads them only after its window is shown.)
    """

    code: str
    severity: str
    message: str
    path: tuple[str | int, ...] = ()
    refs: tuple[str, ...] = ()
    hint: str | None = None
    waived: bool = False

    @property
    def json_path(self) -> str:
        return json_path_str(self.path)


@dataclass
class Opened:
    """What reading a file gave: a model (or None), the problems, and whether it is a copy."""

    model: Model | None
    problems: list[LoadProblem] = field(default_factory=list)
    copy: bool = False

    @property
    def quest(self) -> Quest | None:
        return self.model if isinstance(self.model, Quest) else None

    @property
    def message(self) -> str:
        return "; ".join(p.message for p in self.problems[:3])


def _problem(
    code: str, message: str, path: tuple[str | int, ...] = (), severity: str = ERROR
) -> LoadProblem:
    return LoadProblem(code, severity, message, path)


#: Values a lenient load puts back when a required top-level value is broken.
_RECOVERED: dict[str, dict[str, Any]] = {
    "questwright-quest": {
        "id": "recovered-quest",
        "system": "md1",
        "title": "Recovered quest",
        "tiles": [],
        "tokens": [],
    },
}
_REPAIR_ROUNDS = 100


def _container_fields(cls: type) -> tuple[set[str], set[str]]:
    """JSON keys of ``cls``'s list fields (items can be dropped) and mapping fields (keys can)."""
    hints = get_type_hints(cls)
    lists, mappings = set(), set()
    for f in dataclasses.fields(cls):
        key = str(f.metadata.get("json", f.name))
        origin = get_origin(hints[f.name])
        if origin is list:
            lists.add(key)
        elif origin is dict and f.name != "extras":
            mappings.add(key)
    return lists, mappings


def _repair(doc: dict[str, Any], fmt: str, problems: list[LoadProblem]) -> bool:
    """Drop or reset what the schema refuses until ``doc`` is valid; False if it cannot be."""
    cls = FORMATS[fmt][1]
    lists, mappings = _container_fields(cls)
    defaults = _RECOVERED.get(fmt, {})
    known = {str(f.metadata.get("json", f.name)) for f in dataclasses.fields(cls)}
    for _round in range(_REPAIR_ROUNDS):
        found = schema_problems(FORMATS[fmt][0], doc)
        if not found:
            return True
        drop_items: dict[str, set[int]] = {}
        for problem in found:
            p = problem.path
            head = str(p[0]) if p else ""
            items = doc.get(head)
            if len(p) >= 2 and head in lists and isinstance(p[1], int) and isinstance(items, list):
                drop_items.setdefault(head, set()).add(p[1])
                item = items[p[1]] if p[1] < len(items) else None
                label = item.get("id") if isinstance(item, dict) else None
                what = f"{head}[{p[1]}]" + (f" ({label})" if isinstance(label, str) else "")
                problems.append(
                    _problem("LOAD_DROPPED", f"dropped {what}: {problem.message}", tuple(p[:2]))
                )
            elif len(p) >= 2 and head in mappings and isinstance(items, dict):
                items.pop(p[1], None)
                problems.append(
                    _problem(
                        "LOAD_DROPPED",
                        f"dropped {json_path_str(p[:2])}: {problem.message}",
                        tuple(p[:2]),
                    )
                )
            elif p:
                if head in defaults:
                    doc[head] = copy.deepcopy(defaults[head])
                    problems.append(
                        _problem(
                            "LOAD_DROPPED", f"{json_path_str(p)}: {problem.message}; reset", (head,)
                        )
                    )
                else:
                    doc.pop(head, None)
                    problems.append(
                        _problem(
                            "LOAD_DROPPED",
                            f"dropped {json_path_str(p)}: {problem.message}",
                            (head,),
                        )
                    )
            else:  # a top-level problem: a missing required key or unknown keys
                for key, value in defaults.items():
                    doc.setdefault(key, copy.deepcopy(value))
                for key in [k for k in doc if k not in known and not k.startswith("x-")]:
                    doc.pop(key)
                    problems.append(
                        _problem("LOAD_DROPPED", f"dropped unknown key {key!r}", (key,))
                    )
        for name, indices in drop_items.items():
            items = doc.get(name)
            if isinstance(items, list):
                for index in sorted(indices, reverse=True):
                    if index < len(items):
                        items.pop(index)
    return False


def _lenient(raw: Any, file: str, expected: str | None) -> Opened:
    try:
        fmt = _format_of(raw, file, expected)
    except LoadError as exc:
        return Opened(None, [_problem("FILE_FORMAT", str(exc))])
    if fmt not in FORMATS:
        return Opened(None, [_problem("FILE_FORMAT", f"{file}: a pack manifest, not a model")])
    problems: list[LoadProblem] = []
    doc = raw  # read for this call alone: repaired in place (a copy cost ~10 % of an open)
    version = doc.get("formatVersion")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        problems.append(
            _problem(
                "FILE_NEWER",
                f"the file is formatVersion {version}, newer than this Questwright "
                f"(up to {FORMAT_VERSION}); opened a copy with what this version understands",
                ("formatVersion",),
                WARNING,
            )
        )
        doc["formatVersion"] = FORMAT_VERSION
    elif not isinstance(version, int) or isinstance(version, bool) or version < 1:
        problems.append(
            _problem(
                "LOAD_DROPPED", "formatVersion was missing or invalid; set to 1", ("formatVersion",)
            )
        )
        doc["formatVersion"] = FORMAT_VERSION
    try:
        doc = migrate(doc, file)
    except LoadError as exc:
        return Opened(None, [_problem("FILE_FORMAT", str(exc))])
    if not _repair(doc, fmt, problems):
        return Opened(None, [*problems, _problem("FILE_FORMAT", "the file could not be repaired")])
    return Opened(model_from_document(doc), problems, copy=bool(problems))


def read_model(
    path: str | os.PathLike[str], expected: str | None = None, *, lenient: bool = False
) -> Opened:
    """Read a system, tileset or quest file (``expected``: its format, or any).

    Strict mode raises :class:`LoadError` on the first problem; lenient mode never raises
    and repairs what it can (see the module docstring).
    """
    file = str(path)
    if not lenient:
        return Opened(model_from_document(check_document(read_json(file), file, expected)))
    try:
        raw = read_json(file)
    except LoadError as exc:
        return Opened(None, [_problem("FILE_UNREADABLE", str(exc), exc.path)])
    return _lenient(raw, file, expected)


def open_quest(path: str | os.PathLike[str]) -> Opened:
    """Open a quest file leniently, as the editor does (never raises)."""
    return read_model(path, "questwright-quest", lenient=True)


def _strict(path: str | os.PathLike[str], expected: str | None) -> Any:
    return read_model(path, expected).model


def load_any(path: str | os.PathLike[str]) -> Model:
    """Load whichever Questwright file ``path`` is."""
    return _strict(path, None)  # type: ignore[no-any-return]


def load_quest(path: str | os.PathLike[str]) -> Quest:
    return _strict(path, "questwright-quest")  # type: ignore[no-any-return]


def load_tileset(path: str | os.PathLike[str]) -> Tileset:
    return _strict(path, "questwright-tileset")  # type: ignore[no-any-return]


def load_system(path: str | os.PathLike[str]) -> System:
    return _strict(path, "questwright-system")  # type: ignore[no-any-return]


def save_model(model: Model, path: str | os.PathLike[str]) -> None:
    """Write atomically; a model that is invalid, or whose text would not load back as the
    same model, is refused and nothing is written."""
    atomic_write(path, canonical_text(model, str(path)))
