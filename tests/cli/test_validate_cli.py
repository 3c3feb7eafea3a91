"""``questwright validate``, ``fmt`` and ``info`` from the outside: exit codes and messages."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from questwright.cli import main

ROOT = Path(__file__).resolve().parents[2]
QUEST_FILES = sorted((ROOT / "quests").rglob("*.quest.json"))


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "questwright", *args], capture_output=True, text=True, timeout=120
    )


def test_bundled_quests_validate_without_errors() -> None:
    result = run("validate", "--format", "json", str(ROOT / "quests"))
    report = json.loads(result.stdout)
    errors = [
        (f["path"], i["code"], i["message"])
        for f in report["files"]
        for i in f["issues"]
        if i["severity"] == "error" and not i["waived"]
    ]
    assert errors == []
    assert result.returncode == 0
    assert report["summary"]["files"] == len(QUEST_FILES)
    assert set(report["files"][0]) >= {"path", "system", "issues"}


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("malformed.quest.json", b'{"format": "questwright-quest", '),
        ("garbage.quest.json", bytes(range(256)) * 8),
        ("deep.quest.json", b"[" * 1000 + b"]" * 1000),
        (
            "newer.quest.json",
            json.dumps({"format": "questwright-quest", "formatVersion": 99}).encode(),
        ),
        ("other.quest.json", b'{"format": "tiled-map", "formatVersion": 1}'),
        ("list.quest.json", b"[1, 2, 3]"),
    ],
)
def test_unreadable_input_exits_2_with_one_line_and_no_traceback(tmp_path, name, content) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    result = run("validate", str(path))
    assert result.returncode == 2
    assert "Traceback" not in result.stdout + result.stderr
    problem_lines = [line for line in result.stdout.splitlines() if line.startswith("  error")]
    assert len(problem_lines) == 1


def test_oversized_file_exits_2(tmp_path) -> None:
    path = tmp_path / "huge.quest.json"
    with open(path, "wb") as handle:
        handle.seek(21 * 1024 * 1024)
        handle.write(b" ")
    result = run("validate", str(path))
    assert result.returncode == 2
    assert "limit" in result.stdout


def test_schema_errors_exit_1_with_json_path(tmp_path) -> None:
    quest = json.loads(QUEST_FILES[0].read_text())
    quest["tiles"][0]["rotation"] = 45
    quest["tokens"][0]["type"] = 7
    path = tmp_path / "typed.quest.json"
    path.write_text(json.dumps(quest))
    result = run("validate", "--format", "json", str(path))
    assert result.returncode == 1
    paths = {i["path"] for i in json.loads(result.stdout)["files"][0]["issues"]}
    assert "$.tiles[0].rotation" in paths and "$.tokens[0].type" in paths


def test_unknown_tile_and_duplicate_id_are_named(tmp_path) -> None:
    quest = json.loads(QUEST_FILES[0].read_text())
    quest["tiles"][0]["tile"] = "no-such-tile"
    quest["tokens"].append(dict(quest["tokens"][0]))
    path = tmp_path / "refs.quest.json"
    path.write_text(json.dumps(quest))
    result = run("validate", "--format", "json", str(path))
    codes = {i["code"] for i in json.loads(result.stdout)["files"][0]["issues"]}
    assert {"REF_UNKNOWN_TILE", "ID_DUPLICATE"} <= codes
    assert result.returncode == 1


def test_bad_usage_exits_2(capsys) -> None:
    with pytest.raises(SystemExit) as info:
        main(["validate", "--format", "yaml", "x"])
    assert info.value.code == 2
    assert main([]) == 2


def test_fmt_check_passes_on_the_whole_tree() -> None:
    result = run("fmt", "--check", str(ROOT / "quests"), str(ROOT / "tilesets"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_fmt_rewrites_and_then_checks_clean(tmp_path) -> None:
    source = QUEST_FILES[0]
    path = tmp_path / source.name
    path.write_text(json.dumps(json.loads(source.read_text())))  # one long line
    assert run("fmt", "--check", str(path)).returncode == 1
    assert run("fmt", str(path)).returncode == 0
    assert path.read_text() == source.read_text()
    assert run("fmt", "--check", str(path)).returncode == 0


def test_info_summarises_a_quest() -> None:
    result = run("info", "--format", "json", str(QUEST_FILES[0]))
    assert result.returncode == 0
    info = json.loads(result.stdout)
    assert info["cells"] > 0 and info["zones"] > 0 and info["graph"]["nodes"] == info["zones"]
