"""Golden playthroughs: one seeded goal-bot game per ruleset, compared line by line.

Regenerate after an intended rules or content change with ``pytest --update-golden`` and
review the diff: every changed line is a changed die, card, decision or board.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from questwright.engine.core import Game
from questwright.engine.transcript import playthrough
from questwright.schema.catalog import bundled_quests_dir

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "engine"
CASES = [
    ("md1", "wardens-key", 3),
    ("md2", "embers-below", 4),
]


@pytest.mark.parametrize(("system", "quest", "seed"), CASES, ids=[c[1] for c in CASES])
def test_playthrough_matches_golden(
    system: str, quest: str, seed: int, update_golden: bool
) -> None:
    game = Game(bundled_quests_dir() / system / f"{quest}.quest.json", party=2)
    text = playthrough(game, seed)
    path = GOLDEN / f"{system}-{quest}-seed{seed}.txt"
    if update_golden or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if not update_golden:
            pytest.fail(f"golden file {path.name} was missing and has been written; review it")
    expected = path.read_text(encoding="utf-8")
    assert text.splitlines() == expected.splitlines()


def test_playthrough_is_reproducible() -> None:
    game = Game(bundled_quests_dir() / "md1" / "wardens-key.quest.json", party=2)
    assert playthrough(game, 9) == playthrough(game, 9)
