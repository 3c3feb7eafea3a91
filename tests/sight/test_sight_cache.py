"""Sight caches live and die with their board: validating many quests must not keep them.

The caches used to sit in module tables keyed by ``id(board)``; the cached index held its
board, so every board ever looked at stayed alive (a leak the long fuzz run found as memory
growing by about 0.5 MB per validation).
"""

from __future__ import annotations

import gc
import weakref

import pytest
from questwright.core.board import compile_board
from questwright.core.sight.index import sight_index, sight_model
from questwright.schema.catalog import bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest
from questwright.validators.runner import validate_file

QUESTS = {
    "zone-walk": bundled_quests_dir() / "md1" / "wardens-key.quest.json",
    "centre-line": bundled_quests_dir() / "descent1" / "drowned-stair.quest.json",
}


@pytest.mark.parametrize("model", sorted(QUESTS))
def test_a_board_with_sight_indexes_is_freed(model: str) -> None:
    board = compile_board(load_quest(QUESTS[model]), default_catalog())
    assert sight_model(board) == model
    index = sight_index(board)
    some_zone = next(iter(board.zones))
    index.visible_zones(some_zone)  # fills the per-door-state caches too
    assert sight_index(board) is index  # still cached while the board lives
    alive = weakref.ref(board)
    del board, index
    gc.collect()
    assert alive() is None


def test_validation_keeps_no_board_alive() -> None:
    def boards_alive() -> int:
        gc.collect()
        return sum(1 for o in gc.get_objects() if type(o).__name__ == "Board")

    before = boards_alive()
    for _ in range(5):
        for path in QUESTS.values():
            validate_file(path)
    assert boards_alive() == before
