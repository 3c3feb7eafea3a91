"""`questwright validate --format json` follows schema/report.schema.json."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "issues"
SCHEMA = json.loads((ROOT / "schema" / "report.schema.json").read_text(encoding="utf-8"))


def _validate_json(*paths: str | Path) -> tuple[int, dict]:
    env = dict(os.environ, QUESTWRIGHT_TILESETS=str(GOLDEN / "_library"))
    proc = subprocess.run(
        [sys.executable, "-m", "questwright", "validate", "--format", "json", *map(str, paths)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    return proc.returncode, json.loads(proc.stdout)


def test_schema_is_valid_draft_2020_12() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize(
    "paths",
    [
        ["quests"],
        [GOLDEN / "SOFTLOCK_CYCLE" / "raises.quest.json", GOLDEN / "WAIVER_UNUSED"],
        [GOLDEN / "REF_UNKNOWN_SYSTEM"],
    ],
    ids=["bundled", "softlock-and-waivers", "unknown-system"],
)
def test_report_matches_schema(paths: list) -> None:
    code, report = _validate_json(*paths)
    jsonschema.validate(report, SCHEMA)
    assert report["summary"]["files"] == len(report["files"])
    errors = sum(
        1
        for f in report["files"]
        for i in f["issues"]
        if i["severity"] == "error" and not i["waived"]
    )
    assert report["summary"]["errors"] == errors
    assert code == (1 if errors else 0)


def test_report_of_unreadable_file(tmp_path: Path) -> None:
    bad = tmp_path / "broken.quest.json"
    bad.write_text('{"format": "questwright-quest", ', encoding="utf-8")
    code, report = _validate_json(bad)
    jsonschema.validate(report, SCHEMA)
    assert code == 2
    assert report["files"][0]["issues"][0]["code"] == "FILE_UNREADABLE"
