"""Regression files: hostile inputs that once crashed, hung or blew up, replayed by a test.

A file in ``tests/fuzz/regressions/`` is JSON: ``target`` and ``kind`` (see
:mod:`.targets`), a ``note`` saying what went wrong, and the input, either whole
(``document``, as ``benchmarks/fuzz.py`` saves it) or as a ``base`` document (a path from
the repository root) with ``drop`` paths ``[path...]`` removed and then ``set`` edits
``[[path...], value]`` applied in order (small, readable files).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
FOLDER = Path(__file__).resolve().parent / "regressions"


def load(path: Path) -> tuple[str, str, Any]:
    """``(target, kind, document)`` of one regression file."""
    record = json.loads(path.read_text(encoding="utf-8"))
    if "document" in record:
        doc = record["document"]
    else:
        doc = json.loads((ROOT / record["base"]).read_text(encoding="utf-8"))
        for where in record.get("drop", []):
            _drop(doc, where)
        for where, value in record.get("set", []):
            doc = _set(doc, where, copy.deepcopy(value))
    return record["target"], record["kind"], doc


def _set(doc: Any, where: list[Any], value: Any) -> Any:
    if not where:
        return value
    parent = doc
    for part in where[:-1]:
        parent = parent.setdefault(part, {}) if isinstance(parent, dict) else parent[part]
    last = where[-1]
    if isinstance(parent, list) and last == "+":
        parent.append(value)
    else:
        parent[last] = value
    return doc


def _drop(doc: Any, where: list[Any]) -> None:
    parent = doc
    for part in where[:-1]:
        parent = parent[part]
    del parent[where[-1]]


def files() -> list[Path]:
    return sorted(FOLDER.glob("*.json"))
