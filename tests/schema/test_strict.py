"""Strict parsing (#17): every hostile file gives one clear line, or loads and saves back.

The regression files live in ``tests/schema/hostile/``: ``<name>.json`` with its expectation
in ``<name>.expected.json`` — either the refusal (message fragment, JSON path, line and
column for parse errors, ``"schema": true`` for schema problems, which ``validate`` reports
as issues) or ``"loads": true`` with parts of the canonical text it must save as. Files that cannot be
kept in git (FIFOs, devices, folders named like files) are made by the tests.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from questwright.schema.catalog import Catalog
from questwright.schema.errors import LoadError
from questwright.schema.files import loads, read_json
from questwright.schema.io import check_document, dumps_model, load_any, model_from_document

from questwright.cli import main

HOSTILE = Path(__file__).parent / "hostile"
CASES = sorted(p for p in HOSTILE.glob("*.json") if not p.name.endswith(".expected.json"))


def _expected(path: Path) -> dict[str, Any]:
    name = path.name.split(".")[0]
    return json.loads((HOSTILE / f"{name}.expected.json").read_text(encoding="utf-8"))


def _copy(path: Path, folder: Path) -> Path:
    out = folder / path.name
    out.write_bytes(path.read_bytes())
    return out


def test_every_regression_file_has_an_expectation() -> None:
    assert len(CASES) >= 8
    for path in CASES:
        assert _expected(path)


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.name)
def test_loader(path: Path) -> None:
    expected = _expected(path)
    if expected.get("loads"):
        model = load_any(path)
        document = json.loads(dumps_model(model))
        for key, value in expected["canonical"].items():
            assert document[key] == value
        return
    with pytest.raises(LoadError) as info:
        check_document(read_json(path), str(path))
    error = info.value
    text = str(error)
    assert "\n" not in text
    assert expected["message"] in error.message
    if "path" in expected:
        assert text.split(": ")[0].endswith(expected["path"])
    if "line" in expected:
        assert (error.line, error.column) == (expected["line"], expected["column"])
        assert text.startswith(f"{path}:{expected['line']}:{expected['column']}")


@pytest.mark.parametrize("command", ["validate", "fmt", "info"])
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.name)
def test_cli(path: Path, command: str, tmp_path: Path, capsys) -> None:
    """validate, fmt and info never end in an internal error; fmt writes only what loads."""
    path = _copy(path, tmp_path)
    expected = _expected(path)
    code = main([command, str(path)])
    out, err = capsys.readouterr()
    assert "internal error" not in out + err and "Traceback" not in out + err
    assert "INTERNAL_RULE_ERROR" not in out
    if not expected.get("loads"):
        # validate reports schema problems as issues (exit 1); unreadable files exit 2
        assert code == (1 if command == "validate" and expected.get("schema") else 2)
        lines = [line for line in (out + err).splitlines() if expected["message"] in line]
        assert lines, out + err
        return
    assert code in (0, 1)
    if command == "fmt":
        again = load_any(path)
        assert again == load_any(HOSTILE / path.name)
        assert main(["fmt", "--check", str(path)]) == 0


def test_whole_floats_are_integers_in_the_model() -> None:
    doc = loads('{"a": [2.0, 0.0], "b": 90.0, "c": 1e2, "d": 2.5, "e": -0.0}')
    assert doc == {"a": [2, 0], "b": 90, "c": 100, "d": 2.5, "e": 0}
    assert all(type(v) is int for v in (*doc["a"], doc["b"], doc["c"], doc["e"]))
    assert type(doc["d"]) is float


def test_paired_surrogates_are_text() -> None:
    assert loads('{"a": "\\ud83d\\ude00"}') == {"a": "\U0001f600"}
    assert loads('{"a": "\\\\ud800"}') == {"a": "\\ud800"}  # an escaped backslash


@pytest.mark.parametrize(
    ("text", "fragment", "path"),
    [
        ('{"a": {"b": 1, "b": 2}}', "duplicate key 'b'", ("a", "b")),
        ('[{"x": 1}, {"x": 1, "x": 1}]', "duplicate key 'x'", (1, "x")),
        ('{"a": Infinity}', "Infinity", ("a",)),
        ('{"a": [-Infinity]}', "-Infinity", ("a", 0)),
        ('{"a": ["ok", "\\udfff"]}', "lone surrogate", ("a", 1)),
    ],
)
def test_strict_parser_locates_what_it_refuses(text: str, fragment: str, path: tuple) -> None:
    with pytest.raises(LoadError) as info:
        loads(text, "mem")
    assert fragment in info.value.message
    assert info.value.path == path
    assert info.value.line == 1


# --------------------------------------------------------------------------- not regular files


@contextlib.contextmanager
def _deadline(seconds: int = 20) -> Iterator[None]:
    """Fail instead of hanging forever (a FIFO read blocks until a writer comes)."""

    def expire(*_: Any) -> None:
        raise TimeoutError("hung on a file that is not a regular file")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and devices are POSIX")


def _specials(folder: Path) -> dict[str, Path]:
    fifo = folder / "fifo.quest.json"
    os.mkfifo(fifo)
    device = folder / "device.quest.json"
    device.symlink_to("/dev/zero")
    dir_ = folder / "folder.quest.json"
    dir_.mkdir()
    return {"is not a regular file": fifo, "regular file": device, "is a folder": dir_}


@posix_only
def test_fifo_device_and_folder_are_refused_without_hanging(tmp_path: Path) -> None:
    with _deadline():
        for fragment, path in _specials(tmp_path).items():
            with pytest.raises(LoadError, match=fragment):
                read_json(path)


@posix_only
@pytest.mark.parametrize("command", ["validate", "fmt", "info"])
def test_cli_refuses_special_files_in_one_line(command: str, tmp_path: Path, capsys) -> None:
    with _deadline():
        for path in _specials(tmp_path).values():
            if path.is_dir():
                continue  # a folder argument is searched for files (below)
            assert main([command, str(path)]) == 2
            out, err = capsys.readouterr()
            assert str(path) in out + err and "internal error" not in out + err
            assert "Traceback" not in out + err


@posix_only
def test_validate_folder_with_special_files_does_not_hang(tmp_path: Path, capsys) -> None:
    _specials(tmp_path)
    with _deadline():
        assert main(["validate", str(tmp_path)]) == 2
        out = capsys.readouterr().out
        assert main(["fmt", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    for name in ("fifo", "device", "folder"):
        assert f"{name}.quest.json" in out and f"{name}.quest.json" in err


@posix_only
def test_catalogue_and_pack_library_skip_special_files(tmp_path: Path) -> None:
    from questwright.packs.library import list_installed

    pack = tmp_path / "packs" / "some-pack"
    (pack / "tilesets").mkdir(parents=True)
    os.mkfifo(pack / "tilesets" / "fifo.tiles.json")
    os.mkfifo(pack / "system.json")
    (pack / "tilesets" / "folder.tiles.json").mkdir()
    os.mkfifo(pack / "manifest.json")
    with _deadline():
        catalog = Catalog([tmp_path / "packs"])
        assert len(catalog.problems) == 3
        assert all("\n" not in str(p) for p in catalog.problems)
        list_installed(tmp_path / "packs")


def test_format_must_be_a_string() -> None:
    for value in ({}, [], 1, None, True):
        with pytest.raises(LoadError, match="unknown format"):
            check_document({"format": value, "formatVersion": 1}, "mem")


def test_loaded_quest_always_saves(tmp_path: Path) -> None:
    """A quest that loads (including every regression file that loads) can be saved."""
    from questwright.schema.io import save_model

    for path in CASES:
        if _expected(path).get("loads"):
            model = model_from_document(check_document(read_json(path), str(path)))
            save_model(model, tmp_path / path.name)
            assert load_any(tmp_path / path.name) == model
