"""Golden playthroughs: one seeded goal-bot game per ruleset, compared line by line.

Regenerate after an intended rules or content change with ``pytest --update-golden`` and
review the diff: every changed line is a changed die, card, decision or board.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from questwright.engine.core import Game
from questwright.engine.registry import registered_rulesets
from questwright.engine.transcript import playthrough
from questwright.schema.catalog import bundled_quests_dir

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "engine"
# A golden file is named after what it replays: <system>-<quest id>-seed<N>.txt (party of 2).
NAME = re.compile(r"^(?P<system>[a-z0-9]+)-(?P<quest>.+)-seed(?P<seed>\d+)\.txt$")
PARTY = 2


def _cases() -> list[tuple[str, str, int]]:
    cases = []
    for path in sorted(GOLDEN.glob("*.txt")):
        match = NAME.match(path.name)
        assert match, f"{path.name} is not named <system>-<quest>-seed<N>.txt"
        cases.append((match["system"], match["quest"], int(match["seed"])))
    return cases


CASES = _cases()


@pytest.mark.parametrize(
    ("system", "quest", "seed"), CASES, ids=[f"{c[0]}-{c[1]}-{c[2]}" for c in CASES]
)
def test_playthrough_matches_golden(
    system: str, quest: str, seed: int, update_golden: bool
) -> None:
    game = Game(bundled_quests_dir() / system / f"{quest}.quest.json", party=PARTY)
    text = playthrough(game, seed)
    path = GOLDEN / f"{system}-{quest}-seed{seed}.txt"
    if update_golden:
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text.splitlines() == expected.splitlines()


def test_every_ruleset_has_a_golden_playthrough() -> None:
    """A new ruleset gets a golden game too (its name alone makes it a case)."""
    covered = {system for system, _quest, _seed in CASES}
    with_quests = {
        system
        for system in registered_rulesets()
        if any((bundled_quests_dir() / system).glob("*.quest.json"))
    }
    missing = sorted(with_quests - covered)
    assert not missing, (
        f"no golden playthrough for {missing}: write one with "
        "tests/golden/engine/<system>-<quest>-seed<N>.txt and `pytest --update-golden`"
    )


def test_playthrough_is_reproducible() -> None:
    game = Game(bundled_quests_dir() / "md1" / "wardens-key.quest.json", party=2)
    assert playthrough(game, 9) == playthrough(game, 9)
