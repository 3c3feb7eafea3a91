"""The command line's rough edges of issue #33 (item 10), each driven through ``main``."""

from __future__ import annotations

import argparse
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from questwright.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[2]
WARDEN = str(ROOT / "quests" / "md1" / "wardens-key.quest.json")


def _parsers(
    parser: argparse.ArgumentParser, name: str = "questwright"
) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    yield name, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub, child in action.choices.items():
                yield from _parsers(child, f"{name} {sub}")


def test_every_option_and_argument_has_a_help_text() -> None:
    missing = [
        f"{name} {action.option_strings or action.dest}"
        for name, parser in _parsers(build_parser())
        for action in parser._actions
        if not isinstance(
            action, (argparse._HelpAction, argparse._VersionAction, argparse._SubParsersAction)
        )
        and not action.help
    ]
    assert missing == []


def test_no_help_shows_a_doubled_percent_sign(capsys: pytest.CaptureFixture[str]) -> None:
    doubled = [name for name, parser in _parsers(build_parser()) if "%%" in parser.format_help()]
    assert doubled == []
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    out = capsys.readouterr().out
    assert "(95% interval)" in out and "%%" not in out


def test_simulate_json_to_stdout_is_json_only(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", WARDEN, "--quiet", "-n", "4", "--precision", "0", "--bot", "goal"]
    assert main([*args, "--strength", "0", "--jobs", "1", "--json", "-"]) == 0
    captured = capsys.readouterr()
    report = json.loads(captured.out)  # nothing but the JSON document
    assert report["games"] == 4
    assert "win rate" in captured.err.lower()  # the text report went to stderr


def test_fmt_check_says_so_when_all_is_formatted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    quest = tmp_path / "q.quest.json"
    shutil.copy(WARDEN, quest)
    assert main(["fmt", "--check", str(quest)]) == 0
    assert capsys.readouterr().out.strip() == "1 file already formatted"


def test_verify_of_a_damaged_pack_names_no_question_marks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.qwpack"
    junk.write_bytes(b"PK\x03\x04 not really a zip")
    assert main(["pack", "verify", str(junk)]) == 2
    out = capsys.readouterr().out
    assert f"{junk}: REFUSED" in out and "?" not in out


def test_a_free_lab_code_is_not_said_to_cost_at_least_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = json.loads((ROOT / "quests" / "ddd" / "house-ashgrove.quest.json").read_text("utf-8"))
    doc["setup"]["chipPlanting"] = "fixed"  # (the code's cost is reported for fixed chips)
    quest = tmp_path / "ashgrove-fixed.quest.json"
    quest.write_text(json.dumps(doc), encoding="utf-8")
    main(["validate", "-v", str(quest)])
    out = capsys.readouterr().out
    assert "DDD_DARKNESS_COST" in out
    assert "at least 0 darkness" not in out
    assert "break the lab code without darkness" in out


def test_an_empty_md1_quest_reports_its_missing_exit_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    quest = tmp_path / "empty.quest.json"
    quest.write_text(
        json.dumps(
            {
                "format": "questwright-quest",
                "formatVersion": 1,
                "id": "empty",
                "system": "md1",
                "title": "Empty",
                "tiles": [],
                "tokens": [],
            }
        )
    )
    assert main(["validate", "-v", str(quest)]) == 1
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if "exit" in line.lower() and "error" in line]
    assert lines == [
        "  error: START_MISSING at $.tokens: the quest has no Exit token; md1 needs one"
    ]
    assert "Place one Exit token." in out and "Place a exit" not in out
