"""Safe reading and canonical writing of JSON files."""

from __future__ import annotations

import os

import pytest
from questwright.schema.errors import LoadError
from questwright.schema.files import MAX_DEPTH, atomic_write, dumps, loads, read_json


def test_dumps_is_canonical_and_stable() -> None:
    doc = {
        "zeta": 1,
        "id": "q",
        "format": "f",
        "cells": [[0, 0], [1, 2]],
        "nested": {"b": 2, "a": 1},
    }
    text = dumps(doc)
    assert text.endswith("\n")
    assert (
        text.index('"format"') < text.index('"id"') < text.index('"cells"') < text.index('"zeta"')
    )
    assert '"cells": [[0, 0], [1, 2]]' in text
    assert dumps(loads(text)) == text


def test_long_coordinate_lists_fill_lines() -> None:
    cells = [[x, 0] for x in range(40)]
    text = dumps({"cells": cells})
    lines = text.splitlines()
    assert all(len(line) <= 88 for line in lines)
    assert 5 < len(lines) < 12  # several cells per line, not one per line
    assert loads(text) == {"cells": cells}


def test_long_lists_of_objects_wrap_one_item_per_line() -> None:
    items = [{"id": f"t{i}", "cell": [i, 0]} for i in range(5)]
    assert dumps({"tokens": items}).count('"id"') == 5
    assert loads(dumps({"tokens": items})) == {"tokens": items}


def test_syntax_error_has_line_and_column(tmp_path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{\n  "a": 1,\n  "b": ]\n}\n')
    with pytest.raises(LoadError) as info:
        read_json(path)
    assert info.value.line == 3
    assert info.value.column == 8
    assert str(info.value).startswith(f"{path}:3:8:")


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"\x00\x01\x02garbage\xff", "binary"),
        (b'{"a": "\xff\xfe"}', "UTF-8"),
        (("[" * (MAX_DEPTH + 10) + "]" * (MAX_DEPTH + 10)).encode(), "nested deeper"),
        (("[" * 1000 + "]" * 1000).encode(), "nested deeper"),
    ],
)
def test_hostile_files_are_refused_with_one_line(tmp_path, content: bytes, fragment: str) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(LoadError) as info:
        read_json(path)
    assert fragment in str(info.value)
    assert "\n" not in str(info.value)


def test_depth_counter_ignores_brackets_in_strings() -> None:
    assert loads('{"s": "' + "[" * 500 + '"}') == {"s": "[" * 500}


def test_oversized_file_is_refused(tmp_path, monkeypatch) -> None:
    from questwright.schema import files

    monkeypatch.setattr(files, "MAX_FILE_BYTES", 100)
    path = tmp_path / "big.json"
    path.write_text('{"a": "' + "x" * 200 + '"}')
    with pytest.raises(LoadError, match="limit"):
        files.read_json(path)


def test_atomic_write_keeps_backup_and_leaves_no_temp(tmp_path) -> None:
    path = tmp_path / "q.json"
    atomic_write(path, "one\n")
    atomic_write(path, "two\n")
    assert path.read_text() == "two\n"
    assert (tmp_path / "q.json~").read_text() == "one\n"
    assert sorted(os.listdir(tmp_path)) == ["q.json", "q.json~"]


def test_atomic_write_failure_leaves_old_file(tmp_path, monkeypatch) -> None:
    path = tmp_path / "q.json"
    atomic_write(path, "old\n")

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write(path, "new\n")
    monkeypatch.undo()
    assert path.read_text() == "old\n"
    assert sorted(os.listdir(tmp_path)) == ["q.json"]
