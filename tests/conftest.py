"""Test setup shared by every test: Qt runs offscreen, goldens can be regenerated.

``pytest --update-golden`` rewrites golden files instead of comparing with them; review the
diff before committing.

Property tests (hypothesis) draw the same examples on every run, so that a clean clone's
suite passes or fails the same way every time; ``HYPOTHESIS_PROFILE=explore`` draws new ones
(and keeps what fails in the example database) when you go looking for bugs.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("default", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden", action="store_true", default=False, help="rewrite golden files"
    )
    parser.addoption(
        "--fuzz-examples",
        type=int,
        default=0,
        help="examples per document kind for tests/fuzz (random; also runs the `fuzz` tests)",
    )


#: the tests the fast loop (``pytest -m "not slow"``) leaves out, written by
#: ``scripts/slow_tests.py`` from a measured run: a test function (all its parameters), a
#: node id, or a whole module
SLOW_TESTS = Path(__file__).with_name("slow_tests.txt")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the tests of :data:`SLOW_TESTS` ``slow``."""
    if not SLOW_TESTS.is_file():
        return
    listed = {
        line.strip()
        for line in SLOW_TESTS.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }
    for item in items:
        nodeid = item.nodeid
        if nodeid in listed or nodeid.split("[")[0] in listed or nodeid.split("::")[0] in listed:
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture(autouse=True)
def _english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests read English output whatever the machine's language (a test of another language
    asks for it with --lang)."""
    monkeypatch.setenv("QUESTWRIGHT_LANG", "en")
