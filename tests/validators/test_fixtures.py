"""Golden fixtures: every issue code has a quest that raises it and one that does not.

Fixtures live in ``tests/golden/issues/<CODE>/<name>.quest.json`` with
``<name>.expected.json`` (``raises``, ``not``, ``also``); they are written by
``tests/golden/issues/build_fixtures.py``. Each fixture must report every code in
``raises``, none in ``not``, and — as errors or warnings — exactly ``raises`` plus ``also``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.validators.issues import Severity
from questwright.validators.registry import CODES
from questwright.validators.rules import load_all
from questwright.validators.runner import validate_quest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
FIXTURES = sorted(GOLDEN.glob("*/*.quest.json"))
FIXTURES = [f for f in FIXTURES if not f.parent.name.startswith("_")]


@cache
def catalog() -> Catalog:
    return Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])


def expected_of(path: Path) -> dict[str, list[str]]:
    return json.loads(
        path.with_name(path.name.replace(".quest.json", ".expected.json")).read_text()
    )


def test_fixtures_exist() -> None:
    assert len(FIXTURES) > 100


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture(path: Path) -> None:
    expected = expected_of(path)
    issues = validate_quest(load_quest(path), catalog())
    reported = {i.code for i in issues}
    loud = {i.code for i in issues if i.severity is not Severity.INFO and not i.waived}
    text = "\n".join(str(i) for i in issues)
    for code in expected["raises"]:
        assert code in reported, f"{code} not raised by {path.name}:\n{text}"
    for code in expected["not"]:
        assert code not in reported, f"{code} raised by {path.name}:\n{text}"
    assert loud == set(expected["raises"]) - _infos() | set(expected["also"]), text


def _infos() -> set[str]:
    load_all()
    return {c for c, info in CODES.items() if info.severity is Severity.INFO}


def test_every_code_has_fixtures() -> None:
    load_all()
    raising: dict[str, int] = {}
    clean: dict[str, int] = {}
    for path in FIXTURES:
        expected = expected_of(path)
        for code in expected["raises"]:
            raising[code] = raising.get(code, 0) + 1
        for code in expected["not"]:
            clean[code] = clean.get(code, 0) + 1
    missing_raise = sorted(c for c in CODES if c not in raising)
    missing_clean = sorted(c for c in CODES if c not in clean)
    assert not missing_raise, f"codes without a fixture that raises them: {missing_raise}"
    assert not missing_clean, f"codes without a fixture that does not: {missing_clean}"


def test_fixture_folders_are_codes() -> None:
    load_all()
    folders = {p.parent.name for p in FIXTURES}
    assert folders <= set(CODES), sorted(folders - set(CODES))


@pytest.mark.parametrize("builder", sorted(GOLDEN.glob("build_*.py")), ids=lambda path: path.stem)
def test_fixture_builders_reproduce_the_checked_in_fixtures(builder: Path) -> None:
    # The builders derive fixtures from the bundled quests; when those change, the builder
    # must still write exactly what is checked in, or the next regeneration silently
    # rewrites fixtures (and a builder that no longer runs cannot regenerate anything).
    import subprocess
    import sys

    root = GOLDEN.parents[2]
    result = subprocess.run(
        [sys.executable, str(builder), "--check"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,
    )
    changed = [line for line in result.stdout.splitlines() if "would" in line]
    assert result.returncode == 0 and not changed, (
        f"{builder.name} --check: exit {result.returncode}\n"
        + "\n".join(changed[:10])
        + result.stderr[-1500:]
    )
