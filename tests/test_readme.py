"""The README's two commands stay true: CI runs the test command verbatim."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text)


def test_readme_starts_with_the_two_commands() -> None:
    setup_and_edit, setup_and_test = _commands()[:2]
    assert "questwright-editor quests/" in setup_and_edit
    assert "pytest" in setup_and_test
    quest = setup_and_edit.rsplit(" ", 1)[-1]
    assert (ROOT / quest).is_file()


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert _commands()[1] in ci.splitlines()
