"""The fast loop, ``pytest -m "not slow"``: what it leaves out is listed, real, and leaves
every test package something to run (README: the two test commands and their times)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
LISTED = [
    line.strip()
    for line in (TESTS / "slow_tests.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
]


def test_every_listed_slow_test_exists() -> None:
    for entry in LISTED:
        assert (ROOT / entry.split("::")[0]).is_file(), entry


def test_every_test_package_keeps_a_module_in_the_fast_loop() -> None:
    slow_modules = {e for e in LISTED if "::" not in e}
    for package in sorted(p for p in TESTS.iterdir() if p.is_dir() and any(p.glob("test_*.py"))):
        modules = {f"tests/{package.name}/{m.name}" for m in package.glob("test_*.py")}
        assert modules - slow_modules, f"tests/{package.name} has nothing in the fast loop"


def test_listed_tests_are_marked_slow(request: pytest.FixtureRequest) -> None:
    marked = [i for i in request.session.items if i.get_closest_marker("slow")]
    if any(i.nodeid.startswith("tests/engine/test_simulate.py") for i in request.session.items):
        assert any(i.nodeid.startswith("tests/engine/test_simulate.py") for i in marked)
