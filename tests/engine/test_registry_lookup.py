"""Whether a system can be played, and which rulesets exist, answered without importing the
bundled rulesets (the editor asks on every quest it opens)."""

from __future__ import annotations

import subprocess
import sys

from questwright.engine.registry import (
    get_ruleset,
    has_ruleset,
    known_rulesets,
    registered_rulesets,
)
from questwright.schema.catalog import Catalog, bundled_tilesets_dir

_CHECK = """
import sys
from questwright.engine.registry import has_ruleset, known_rulesets
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
catalog = Catalog([bundled_tilesets_dir()])
answers = [has_ruleset(s, catalog) for s in ("md1", "ddd", "no-such-game", "nosuchgame")]
print(answers, known_rulesets())
print(sorted(m for m in sys.modules if m.startswith("questwright.engine.rulesets.")))
"""


def test_the_answers_import_no_ruleset() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _CHECK], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    answers, imported = done.stdout.splitlines()
    assert answers == "[True, True, False, False] ['ddd', 'descent1', 'machina', 'md1', 'md2']"
    assert imported == "[]"


def test_has_ruleset_agrees_with_get_ruleset() -> None:
    catalog = Catalog([bundled_tilesets_dir()])
    systems = [*registered_rulesets(), *sorted(catalog.systems), "no-such-game", "nosuchgame"]
    for system in systems:
        try:
            get_ruleset(system, catalog)
            found = True
        except KeyError:
            found = False
        assert has_ruleset(system, catalog) is found, system


def test_known_rulesets_lists_the_registered_ones() -> None:
    assert known_rulesets() == registered_rulesets()
