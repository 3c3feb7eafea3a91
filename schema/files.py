"""Reading and writing Questwright JSON files safely and canonically.

* :func:`read_json` refuses files that are not regular files (a FIFO, a device, a folder),
  too large, not UTF-8, not JSON, nested too deeply, or with duplicate keys, non-finite
  numbers or lone surrogates, with the file, JSON path, line and column in the message; it
  never hangs or overflows the stack on hostile input. :func:`loads` and
  :func:`decode_json_bytes` are the same strict parser for text and bytes from elsewhere
  (pack members).
* :func:`dumps` is the canonical writer: keys in a stable order (a few identifying keys
  first, then alphabetical), 2-space indent, short scalar arrays on one line, a trailing
  newline. The same document always gives the same bytes, so files diff cleanly in git.
* :func:`atomic_write` writes a temporary file beside the target, flushes and fsyncs it and
  renames it over the target, keeping the previous version as ``<name>~``, the file's
  permission bits and any symlink; a killed write's temporary file is removed by the next.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import math
import os
import re
import shutil
import stat
import sys
import time
from pathlib import Path
from typing import Any

from questwright.schema.errors import LoadError

__all__ = [
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "atomic_write",
    "clean_debris",
    "decode_json_bytes",
    "dumps",
    "loads",
    "process_alive",
    "read_bytes",
    "read_json",
    "read_text",
]

#: Largest file accepted. It bounds the work of parsing and checking any file (issue #17,
#: docs/format.md "Limits"): the largest real quests are about 50 KB, the generated 100×100
#: benchmark quest with 2,000 tokens about 0.2 MB and bench_load's large quest 0.6 MB.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: Deepest nesting accepted; real files need fewer than 10 levels.
MAX_DEPTH = 64

_LEADING_KEYS = ("format", "formatVersion", "id", "type", "kind", "name", "title")
_INLINE_WIDTH = 88


#: A JSON string (or an unterminated one, up to the end), and runs of non-bracket text.
_STRING_TEXT = re.compile(r'"(?:[^"\\]|\\.)*(?:"|\Z)', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _nesting_depth(text: str) -> int:
    """Deepest bracket nesting outside strings (regular expressions do the scanning)."""
    brackets = _NOT_BRACKETS.sub("", _STRING_TEXT.sub("", text))
    if not brackets:
        return 0
    return max(itertools.accumulate(map(_BRACKET_STEP.__getitem__, brackets)))


class _Refused(Exception):
    """Raised by the parser hooks; :func:`_locate` then finds where, for the message."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    document = dict(pairs)
    if len(document) != len(pairs):
        raise _Refused
    return document


def _refuse_constant(name: str) -> Any:
    raise _Refused


def _number(literal: str) -> float | int:
    """A JSON number with a fraction or exponent: finite, and whole numbers become ints.

    ``2.0`` and ``1e2`` are integers to JSON Schema, so they must be integers to the model
    too (a float rotation or coordinate would crash the rules that index or range over it).
    """
    value = float(literal)
    if not math.isfinite(value):
        raise _Refused
    if value.is_integer() and abs(value) <= _EXACT_INT:
        return int(value)
    return value


_EXACT_INT = 2**53
_SPACE = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _is_lone_surrogate_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


class _Problem(Exception):
    def __init__(self, message: str, path: tuple[str | int, ...], position: int) -> None:
        super().__init__(message)
        self.message, self.path, self.position = message, path, position


def _locate(text: str) -> None:
    """Walk valid JSON text in document order; raise :class:`_Problem` at the first thing
    Questwright refuses: a duplicate key, a non-finite number, a lone surrogate."""
    scanstring: Any = getattr(json.decoder, "scanstring")  # noqa: B009 - untyped in typeshed

    def space(pos: int) -> int:
        match = _SPACE.match(text, pos)
        return match.end() if match else pos

    def string(pos: int, path: tuple[str | int, ...]) -> tuple[str, int]:
        value, end = scanstring(text, pos + 1)
        if _is_lone_surrogate_text(value):
            raise _Problem("a string holds a lone surrogate escape (not Unicode text)", path, pos)
        return value, end

    def value(pos: int, path: tuple[str | int, ...]) -> int:
        pos = space(pos)
        ch = text[pos]
        if ch == "{":
            seen: set[str] = set()
            pos = space(pos + 1)
            if text[pos] == "}":
                return pos + 1
            while True:
                pos = space(pos)
                key, end = string(pos, path)
                if key in seen:
                    raise _Problem(f"duplicate key {key!r}", (*path, key), pos)
                seen.add(key)
                pos = value(space(end) + 1, (*path, key))
                pos = space(pos)
                if text[pos] == "}":
                    return pos + 1
                pos += 1  # ","
        if ch == "[":
            pos = space(pos + 1)
            if text[pos] == "]":
                return pos + 1
            index = 0
            while True:
                pos = space(value(pos, (*path, index)))
                if text[pos] == "]":
                    return pos + 1
                pos += 1
                index += 1
        if ch == '"':
            return string(pos, path)[1]
        for constant in ("NaN", "Infinity", "-Infinity"):
            if text.startswith(constant, pos):
                raise _Problem(f"{constant} is not a JSON number", path, pos)
        for literal in ("true", "false", "null"):
            if text.startswith(literal, pos):
                return pos + len(literal)
        match = _NUMBER.match(text, pos)
        if match is None:  # pragma: no cover - the text parsed
            raise _Problem("invalid JSON", path, pos)
        if not math.isfinite(float(match.group())):
            raise _Problem(f"the number {match.group()[:20]} is too large", path, pos)
        return match.end()

    value(0, ())


def _refusal(text: str, file: str) -> LoadError:
    try:
        _locate(text)
    except _Problem as problem:
        line = text.count("\n", 0, problem.position) + 1
        column = problem.position - (text.rfind("\n", 0, problem.position) + 1) + 1
        return LoadError(file, problem.message, problem.path, line=line, column=column)
    return LoadError(file, "invalid JSON")  # pragma: no cover - a hook refused something


def loads(text: str, file: str = "<string>") -> Any:
    """Parse JSON text strictly, with located errors.

    Refused, each with the file, the JSON path, the line and the column: syntax errors,
    nesting deeper than :data:`MAX_DEPTH`, duplicate keys (a reader that keeps the first
    would see another document than one that keeps the last), ``NaN``/``Infinity`` and
    numbers too large for a float, and lone surrogate escapes such as ``"\\ud800"`` (not
    Unicode text; such a string could never be written back as UTF-8). Whole numbers
    written with a fraction or exponent (``2.0``) are read as integers.

    This is the one JSON reader of Questwright files, pack manifests included.
    """
    if _nesting_depth(text) > MAX_DEPTH:
        raise LoadError(file, f"JSON is nested deeper than {MAX_DEPTH} levels")
    try:
        document = json.loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_constant=_refuse_constant,
            parse_float=_number,
        )
    except json.JSONDecodeError as exc:
        raise LoadError(
            file, f"invalid JSON: {exc.msg}", line=exc.lineno, column=exc.colno
        ) from None
    except _Refused:
        raise _refusal(text, file) from None
    except (RecursionError, ValueError) as exc:
        raise LoadError(file, f"invalid JSON: {exc}") from None
    if _SURROGATE_ESCAPE.search(text) is not None and _is_lone_surrogate_text(
        json.dumps(document, ensure_ascii=False)
    ):
        raise _refusal(text, file)
    return document


def _utf8(data: bytes, file: str) -> str:
    """UTF-8 text (an optional BOM dropped), or a located one-line error."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise LoadError(file, "not UTF-8 text", line=line, column=column) from None


def decode_json_bytes(data: bytes, file: str) -> Any:
    """Parse the bytes of a JSON file strictly: UTF-8 (an optional BOM), no binary data, then
    :func:`loads`. Use it for JSON that does not come from a file (a pack member)."""
    if b"\x00" in data[:4096]:
        raise LoadError(file, "binary data, not a JSON text file")
    return loads(_utf8(data, file), file)


def read_bytes(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (:data:`MAX_FILE_BYTES`).

    FIFOs, devices, sockets and folders are refused with one line and never block: the
    file is opened without waiting for a writer and checked before anything is read.
    """
    file = str(path)
    limit = MAX_FILE_BYTES if limit is None else limit
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(file, flags)
    except FileNotFoundError:
        raise LoadError(file, "no such file") from None
    except IsADirectoryError:
        raise LoadError(file, "is a folder, not a file") from None
    except OSError as exc:
        if os.path.isdir(file):
            raise LoadError(file, "is a folder, not a file") from None
        raise LoadError(file, f"cannot read: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise LoadError(file, "is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise LoadError(file, "is not a regular file (a pipe, device or socket)")
        if info.st_size > limit:
            raise LoadError(file, f"file is {info.st_size:,} bytes; the limit is {limit:,}")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise LoadError(file, f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise LoadError(file, f"file is over {limit:,} bytes")
    return data


def read_text(path: str | os.PathLike[str]) -> str:
    """The text of a regular UTF-8 file, with the checks of :func:`read_bytes`."""
    file = str(path)
    return _utf8(read_bytes(file), file)


def read_json(path: str | os.PathLike[str]) -> Any:
    """Read a JSON file strictly: a regular file, size, encoding, depth, syntax, duplicate
    keys (see :func:`read_bytes`, :func:`decode_json_bytes` and :func:`loads`)."""
    file = str(path)
    return decode_json_bytes(read_bytes(file), file)


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
    """What ``json.dumps(value, ensure_ascii=False)`` gives, several times faster (saving a
    big quest writes hundreds of thousands of scalars)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    kind = type(value)
    if kind is str:
        return str(_encode_string(value))
    if kind is int:
        return int.__repr__(value)
    if kind is float:
        return float.__repr__(value)
    return json.dumps(value, ensure_ascii=False)


_encode_string: Any = getattr(json.encoder, "encode_basestring")  # noqa: B009 - C-accelerated


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


#: Temporary files of :func:`atomic_write`: ``.<name>.<pid>-<random>.tmp`` (``.bak`` while the
#: previous version is copied aside).
_TEMP_NAME = re.compile(r"^\..+\.(?P<pid>[0-9]+)-[0-9a-f]{8}\.tmp(?:\.bak)?$")
#: Where a writer's process cannot be asked whether it runs (Windows), its temporary files
#: count as debris once they are this old.
_DEBRIS_AGE = 600.0


def process_alive(pid: int) -> bool | None:
    """Whether process ``pid`` runs on this machine (None: cannot tell)."""
    if not 0 < pid < 2**31:
        return False
    if pid == os.getpid():
        return True
    if os.name == "posix":
        try:
            os.kill(pid, 0)  # signal 0: nothing is sent, only the check is made
        except ProcessLookupError:
            return False
        except OSError:  # it exists but belongs to another user
            return True
        return True
    if sys.platform == "win32":  # os.kill would terminate it: ask for its exit code instead
        import ctypes

        kernel = ctypes.windll.kernel32
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        try:
            code = ctypes.c_ulong()
            if not kernel.GetExitCodeProcess(handle, ctypes.byref(code)):
                return None
            return code.value == 259  # STILL_ACTIVE
        finally:
            kernel.CloseHandle(handle)
    return None  # pragma: no cover - neither POSIX nor Windows


def _writer_gone(pid: int, path: Path) -> bool:
    alive = process_alive(pid)
    if alive is None:
        try:
            return time.time() - path.stat().st_mtime > _DEBRIS_AGE
        except OSError:
            return False
    return not alive


def clean_debris(folder: str | os.PathLike[str]) -> list[Path]:
    """Remove the temporary files that killed :func:`atomic_write` calls left in ``folder``.

    Only files named as :func:`atomic_write` names them, whose writing process is gone, are
    removed; returns them.
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP_NAME.match(entry.name)
        if match is None or not entry.is_file(follow_symlinks=False):
            continue
        path = Path(entry.path)
        if _writer_gone(int(match["pid"]), path):
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
    return removed


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); folders cannot be opened for this on Windows."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_through(target: Path, data: bytes, *, keep_backup: bool) -> None:
    """Rewrite a file that has other hard links in place, so that every name of it sees the
    new text (a rename would give this name a new file and leave the others the old one).

    As safe as an in-place write can be: the new text is first written and synced beside
    it (``.NAME.PID-XXXXXXXX.new``), the old one copied to ``NAME~`` (``keep_backup``),
    and only then is the file overwritten, truncated and synced; the ``.new`` copy is
    removed last, so a crash during the overwrite leaves the whole new text next to the
    file. The file keeps its inode, owner and permission bits.
    """
    folder = target.parent
    copy = folder / f".{target.name}.{os.getpid()}-{os.urandom(4).hex()}.new"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(copy, flags, 0o600)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    if keep_backup:
        backup = folder / f".{target.name}.{os.getpid()}-{os.urandom(4).hex()}.tmp.bak"
        shutil.copy2(target, backup)
        os.replace(backup, target.with_name(target.name + "~"))
    with open(target, "r+b") as handle:
        handle.write(data)
        handle.truncate()
        handle.flush()
        os.fsync(handle.fileno())
    os.unlink(copy)
    _fsync_folder(folder)


def atomic_write(
    path: str | os.PathLike[str], text: str | bytes, *, keep_backup: bool = True
) -> None:
    """Replace ``path`` with ``text`` (UTF-8) or bytes atomically, keeping the previous
    file as ``path~``.

    The text goes to a temporary file in the same folder, is flushed and fsynced, and is
    then renamed over the target, so a crash leaves either the old or the new file, never a
    half-written one. What the user had is kept: a symlink is written through (its target
    is replaced, the link stays), a file with other hard links is rewritten in place so that
    all its names see the new text (:func:`_write_through`: not atomic, but the whole new
    text is kept beside it until the write is done), the file keeps its permission bits (a
    new file gets the usual ones, after the umask), and temporary files left by a writer
    that was killed are removed by the next write in that folder (:func:`clean_debris`).
    """
    target = Path(os.path.realpath(path))
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    clean_debris(folder)
    try:
        info = os.stat(target)
        mode: int | None = stat.S_IMODE(info.st_mode)
        links = info.st_nlink if stat.S_ISREG(info.st_mode) else 1
    except OSError:
        mode, links = None, 1
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    if links > 1:
        _write_through(target, data, keep_backup=keep_backup)
        return
    temp = folder / f".{target.name}.{os.getpid()}-{os.urandom(4).hex()}.tmp"
    backup_temp = temp.with_name(temp.name + ".bak")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(temp, flags, 0o666)  # the umask applies, as for any new file
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if mode is not None:
                os.chmod(temp, mode)
            os.fsync(handle.fileno())
        if keep_backup and mode is not None:
            # Copy (not move) the old file aside, so the target never disappears.
            shutil.copyfile(target, backup_temp)
            os.chmod(backup_temp, mode)
            os.replace(backup_temp, target.with_name(target.name + "~"))
        os.replace(temp, target)
    except BaseException:
        for leftover in (temp, backup_temp):
            with contextlib.suppress(OSError):
                os.unlink(leftover)
        raise
    _fsync_folder(folder)
