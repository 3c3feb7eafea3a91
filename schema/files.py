"""Reading and writing Questwright JSON files safely and canonically.

* :func:`read_json` refuses files that are too large, not UTF-8, not JSON, or nested too
  deeply, with the file, line and column in the message; it never hangs or overflows the
  stack on hostile input.
* :func:`dumps` is the canonical writer: keys in a stable order (a few identifying keys
  first, then alphabetical), 2-space indent, short scalar arrays on one line, a trailing
  newline. The same document always gives the same bytes, so files diff cleanly in git.
* :func:`atomic_write` writes a temporary file beside the target, flushes and fsyncs it and
  renames it over the target, keeping the previous version as ``<name>~``.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from questwright.schema.errors import LoadError

__all__ = [
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "atomic_write",
    "dumps",
    "loads",
    "read_json",
]

#: Largest file accepted (a 100×100 quest with thousands of tokens is about 2 MB).
MAX_FILE_BYTES = 20 * 1024 * 1024
#: Deepest nesting accepted; real files need fewer than 10 levels.
MAX_DEPTH = 64

_LEADING_KEYS = ("format", "formatVersion", "id", "type", "kind", "name", "title")
_INLINE_WIDTH = 88


def _nesting_depth(text: str) -> int:
    """Deepest bracket nesting outside strings, in one linear pass."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def loads(text: str, file: str = "<string>") -> Any:
    """Parse JSON text with the depth limit and located syntax errors."""
    if _nesting_depth(text) > MAX_DEPTH:
        raise LoadError(file, f"JSON is nested deeper than {MAX_DEPTH} levels")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoadError(
            file, f"invalid JSON: {exc.msg}", line=exc.lineno, column=exc.colno
        ) from None
    except (RecursionError, ValueError) as exc:
        raise LoadError(file, f"invalid JSON: {exc}") from None


def read_json(path: str | os.PathLike[str]) -> Any:
    """Read a JSON file with size, encoding, depth and syntax checks."""
    file = str(path)
    try:
        size = os.path.getsize(file)
        if size > MAX_FILE_BYTES:
            raise LoadError(file, f"file is {size:,} bytes; the limit is {MAX_FILE_BYTES:,}")
        with open(file, "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except LoadError:
        raise
    except IsADirectoryError:
        raise LoadError(file, "is a folder, not a file") from None
    except FileNotFoundError:
        raise LoadError(file, "no such file") from None
    except OSError as exc:
        raise LoadError(file, f"cannot read: {exc.strerror or exc}") from None
    if b"\x00" in data[:4096]:
        raise LoadError(file, "binary data, not a JSON text file")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise LoadError(file, "not UTF-8 text", line=line, column=column) from None
    return loads(text, file)


def _order_keys(mapping: dict[str, Any]) -> list[str]:
    leading = [key for key in _LEADING_KEYS if key in mapping]
    rest = sorted(key for key in mapping if key not in _LEADING_KEYS)
    return leading + rest


def _is_simple(value: Any) -> bool:
    """Scalars, and lists of scalars, may be written inline."""
    if isinstance(value, list):
        return all(not isinstance(item, (list, dict)) for item in value)
    return not isinstance(value, dict)


def _scalar(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _inline(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_inline(item) for item in value) + "]"
    if isinstance(value, dict):
        body = ", ".join(f"{_scalar(k)}: {_inline(value[k])}" for k in _order_keys(value))
        return "{" + body + "}"
    return _scalar(value)


def _emit(value: Any, indent: int, out: list[str]) -> None:
    pad = "  " * (indent + 1)
    if isinstance(value, dict):
        if not value:
            out.append("{}")
            return
        out.append("{\n")
        keys = _order_keys(value)
        for index, key in enumerate(keys):
            out.append(f"{pad}{_scalar(key)}: ")
            _emit(value[key], indent + 1, out)
            out.append(",\n" if index < len(keys) - 1 else "\n")
        out.append("  " * indent + "}")
    elif isinstance(value, list):
        if not value:
            out.append("[]")
            return
        # Coordinates and short lists of coordinates stay on one line: a file of cells
        # stays readable and diffs one cell per line only when a list is long.
        if all(_is_simple(item) for item in value):
            inline = _inline(value)
            if len(inline) + len(pad) <= _INLINE_WIDTH:
                out.append(inline)
                return
        out.append("[\n")
        if all(isinstance(item, list) and _is_simple(item) for item in value):
            # Long lists of coordinates: as many per line as fit, so that a 40-cell area
            # takes a few lines instead of forty.
            line = ""
            for index, item in enumerate(value):
                piece = _inline(item) + ("," if index < len(value) - 1 else "")
                if line and len(pad) + len(line) + 1 + len(piece) > _INLINE_WIDTH:
                    out.append(pad + line + "\n")
                    line = piece
                else:
                    line = f"{line} {piece}" if line else piece
            out.append(pad + line + "\n")
        else:
            for index, item in enumerate(value):
                out.append(pad)
                if isinstance(item, list) and _is_simple(item):
                    out.append(_inline(item))
                else:
                    _emit(item, indent + 1, out)
                out.append(",\n" if index < len(value) - 1 else "\n")
        out.append("  " * indent + "]")
    else:
        out.append(_scalar(value))


def dumps(document: Any) -> str:
    """Canonical text of a JSON document, ending with a newline.

    >>> print(dumps({"b": 1, "format": "x", "cells": [[0, 0], [1, 0]]}), end="")
    {
      "format": "x",
      "b": 1,
      "cells": [[0, 0], [1, 0]]
    }
    """
    out: list[str] = []
    _emit(document, 0, out)
    out.append("\n")
    return "".join(out)


def atomic_write(
    path: str | os.PathLike[str], text: str | bytes, *, keep_backup: bool = True
) -> None:
    """Replace ``path`` with ``text`` (UTF-8) or bytes atomically, keeping the previous
    file as ``path~``.

    The text goes to a temporary file in the same folder, is flushed and fsynced, and is
    then renamed over the target, so a crash leaves either the old or the new file, never a
    half-written one.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and target.exists():
            # Copy (not move) the old file aside, so the target never disappears.
            backup = target.with_name(target.name + "~")
            shutil.copyfile(target, tmp_name + ".bak")
            os.replace(tmp_name + ".bak", backup)
        os.replace(tmp_name, target)
    except BaseException:
        for leftover in (tmp_name, tmp_name + ".bak"):
            with contextlib.suppress(OSError):
                os.unlink(leftover)
        raise
