"""Opening quest files leniently: keep whatever can be kept and say what was dropped.

:func:`open_quest` never raises. A file that is not JSON, not a quest, or too broken to
read gives no quest and one problem. A quest with schema errors loses only the offending
items (a token with a bad cell, an unknown top-level key…) and each loss becomes a
``LOAD_DROPPED`` problem. A quest from a newer Questwright is read as far as this version
understands it, with a ``FILE_NEWER`` problem. In both cases the result is a *copy*: it is
not saved over the original unless the author chooses to. Qt-free.
"""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass, field
from typing import Any

from questwright.schema.errors import LoadError, json_path_str
from questwright.schema.files import read_json
from questwright.schema.io import model_from_document
from questwright.schema.migrations import migrate
from questwright.schema.model import FORMAT_VERSION, Quest
from questwright.schema.schema_source import SCHEMAS
from questwright.schema.validation import schema_problems

__all__ = ["LoadProblem", "OpenResult", "open_quest"]

ERROR, WARNING = "error", "warning"


@dataclass(frozen=True)
class LoadProblem:
    """A problem found while opening a file; shaped like a validator ``Issue``.

    (The validators package is not imported here: it pulls in networkx, which the editor
    loads only after its window is shown.)
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


_LISTS = (
    "tiles",
    "edges",
    "terrain",
    "tokens",
    "areas",
    "objectives",
    "triggers",
    "loss",
    "waivers",
    "tilesets",
)
_DEFAULTS: dict[str, Any] = {
    "id": "recovered-quest",
    "system": "md1",
    "title": "Recovered quest",
    "tiles": [],
    "tokens": [],
}


@dataclass
class OpenResult:
    """What opening a file gave: a quest (or None), problems, and whether it is a copy."""

    quest: Quest | None
    problems: list[LoadProblem] = field(default_factory=list)
    copy: bool = False

    @property
    def message(self) -> str:
        return "; ".join(p.message for p in self.problems[:3])


def _issue(
    code: str, message: str, path: tuple[str | int, ...] = (), sev: str = ERROR
) -> LoadProblem:
    return LoadProblem(code, sev, message, path)


def open_quest(path: str | os.PathLike[str]) -> OpenResult:
    """Load a quest file, repairing what can be repaired (see the module docstring)."""
    file = str(path)
    try:
        raw = read_json(file)
    except LoadError as exc:
        where = f" (line {exc.line}, column {exc.column})" if exc.line is not None else ""
        return OpenResult(None, [_issue("FILE_UNREADABLE", f"{file}: {exc.message}{where}")])
    if not isinstance(raw, dict) or raw.get("format") != "questwright-quest":
        found = raw.get("format") if isinstance(raw, dict) else type(raw).__name__
        return OpenResult(
            None,
            [_issue("FILE_FORMAT", f"{file} is not a Questwright quest (format: {found!r})")],
        )
    problems: list[LoadProblem] = []
    doc = copy.deepcopy(raw)
    version = doc.get("formatVersion")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        problems.append(
            _issue(
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
            _issue(
                "LOAD_DROPPED", "formatVersion was missing or invalid; set to 1", ("formatVersion",)
            )
        )
        doc["formatVersion"] = FORMAT_VERSION
    try:
        doc = migrate(doc, file)
    except LoadError as exc:
        return OpenResult(None, [_issue("FILE_FORMAT", str(exc))])
    known = set(SCHEMAS["quest"]["properties"])
    for _round in range(100):
        found = schema_problems("quest", doc)
        if not found:
            break
        drop: dict[str, set[int]] = {}
        for problem in found:
            p = problem.path
            if len(p) >= 2 and p[0] in _LISTS and isinstance(p[1], int):
                drop.setdefault(str(p[0]), set()).add(p[1])
                item = doc[p[0]][p[1]] if p[1] < len(doc.get(p[0], [])) else None
                label = item.get("id") if isinstance(item, dict) else None
                what = f"{p[0]}[{p[1]}]" + (f" ({label})" if label else "")
                problems.append(
                    _issue("LOAD_DROPPED", f"dropped {what}: {problem.message}", tuple(p[:2]))
                )
            elif len(p) >= 1:
                key = str(p[0])
                if key in _DEFAULTS:
                    doc[key] = copy.deepcopy(_DEFAULTS[key])
                    problems.append(
                        _issue(
                            "LOAD_DROPPED", f"{json_path_str(p)}: {problem.message}; reset", (key,)
                        )
                    )
                else:
                    doc.pop(key, None)
                    problems.append(
                        _issue(
                            "LOAD_DROPPED", f"dropped {json_path_str(p)}: {problem.message}", (key,)
                        )
                    )
            else:
                for key, value in _DEFAULTS.items():
                    doc.setdefault(key, copy.deepcopy(value))
                for key in [k for k in doc if k not in known and not k.startswith("x-")]:
                    doc.pop(key)
                    problems.append(_issue("LOAD_DROPPED", f"dropped unknown key {key!r}", (key,)))
                if not isinstance(doc, dict):
                    return OpenResult(None, [_issue("FILE_FORMAT", problem.message)])
        for name, indices in drop.items():
            items = doc.get(name)
            if isinstance(items, list):
                for index in sorted(indices, reverse=True):
                    if index < len(items):
                        items.pop(index)
    else:
        return OpenResult(
            None, [*problems, _issue("FILE_FORMAT", "the file could not be repaired")]
        )
    try:
        quest = model_from_document(doc)
    except Exception as exc:  # a model the schema accepts must build; be safe anyway
        return OpenResult(
            None, [*problems, _issue("FILE_FORMAT", f"cannot build the quest: {exc}")]
        )
    assert isinstance(quest, Quest)
    return OpenResult(quest, problems, copy=bool(problems))
