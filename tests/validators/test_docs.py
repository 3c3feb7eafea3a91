"""Every code is documented (what, why, which game rule) and docs/rules.md is current."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from questwright.validators.docs import rules_markdown
from questwright.validators.registry import CODES
from questwright.validators.rules import load_all

ROOT = Path(__file__).resolve().parents[2]


def test_rules_page_is_current() -> None:
    page = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert page == rules_markdown(), "run: python -m questwright.validators.docs"


def test_every_code_says_what_why_and_which_rule() -> None:
    load_all()
    assert len(CODES) >= 50
    for code, info in CODES.items():
        for marker in ("What:", "Why:", "Game rule:"):
            assert marker in info.doc, f"{code}: documentation lacks {marker!r}"
        assert info.title and info.title[0].isupper(), code


def test_rules_cli_explains_a_code() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "questwright", "rules", "SOFTLOCK_KEY_BEHIND_DOOR"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Game rule:" in out and "SOFTLOCK_KEY_BEHIND_DOOR" in out
    listed = json.loads(
        subprocess.run(
            [sys.executable, "-m", "questwright", "rules", "--format", "json"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    )
    assert {entry["code"] for entry in listed} == set(CODES)
    assert all({"code", "severity", "systems", "title", "doc"} <= set(e) for e in listed)
