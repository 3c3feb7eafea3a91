"""docs/dev/digest-rules.md covers every validation rule of the rules digests.

The digests (``../shared/rules/``) number their validation rules; this test holds those
numbers, so that the table cannot lose a rule, and checks that every code the table names
is a registered rule code (or a schema keyword) and that a rule without a code says why it
cannot be checked from a quest file.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from questwright.validators.registry import CODES
from questwright.validators.rules import load_all

PAGE = Path(__file__).resolve().parents[2] / "docs" / "dev" / "digest-rules.md"


def _ids(prefix: str, counts: dict[str, int]) -> list[str]:
    return [f"{prefix}{group}{n}" for group, count in counts.items() for n in range(1, count + 1)]


EXPECTED = {
    "Massive Darkness": _ids("", {"G": 11, "R": 9, "L": 10, "D": 7, "T": 8, "A": 6, "V": 2}),
    "Descent": _ids("", {"G": 5, "D": 10, "R": 6, "S": 5, "M": 6, "P": 3, "T": 4}),
    "Dark Darker Darkest": _ids(
        "DDD-",
        {
            "GRID-": 5,
            "EDGE-": 3,
            "ROOM-": 1,
            "REACH-": 4,
            "LOCK-": 4,
            "LAB-": 1,
            "SEC-": 10,
            "CAM-": 3,
            "SPAWN-": 2,
            "FIRE-": 2,
            "TRACK-": 1,
            "ADV-": 1,
            "COMP-": 1,
        },
    ),
    "Machina Arcana": _ids(
        "MA-",
        {
            "GRID-": 2,
            "ACT-": 2,
            "SPAWN-": 3,
            "EDGE-": 2,
            "PIT-": 2,
            "REACH-": 2,
            "DOOR-": 1,
            "LOS-": 1,
            "BARREL-": 1,
            "CHAP-": 1,
        },
    ),
}


def _tables() -> dict[str, list[tuple[str, str, list[str], str]]]:
    """Per digest section: (id, severity, codes, how)."""
    out: dict[str, list[tuple[str, str, list[str], str]]] = {}
    section = ""
    for line in PAGE.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].split(" (")[0].split(",")[0].split(" —")[0].strip()
            out[section] = []
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("id", "---") or not section:
            continue
        codes = [c.strip() for c in cells[2].split(",") if c.strip() not in ("", "—")]
        out[section].append((cells[0], cells[1], codes, cells[3]))
    return out


def test_every_digest_rule_has_one_row() -> None:
    tables = _tables()
    for digest, ids in EXPECTED.items():
        found = [row[0] for row in tables.get(digest, [])]
        assert sorted(found) == sorted(ids), digest
        assert len(found) == len(set(found)), f"{digest}: a rule listed twice"


@pytest.mark.parametrize("digest", sorted(EXPECTED))
def test_codes_exist_and_unchecked_rules_say_why(digest: str) -> None:
    load_all()
    for rule_id, _sev, codes, how in _tables()[digest]:
        for code in codes:
            assert code in CODES or re.fullmatch(r"SCHEMA_\w+", code), (
                f"{digest} {rule_id}: {code} is no rule code"
            )
        if not codes:
            assert how.startswith("Not from a quest file"), f"{digest} {rule_id}: why not?"
        assert how, f"{digest} {rule_id}: the row says nothing"
