"""ddd code chips planted per game by the rulebook's set-up (issue #28; digest §A.4 chip
distribution), unless the quest fixes them (setup ``chipPlanting: fixed``)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from questwright.engine.core import Game
from questwright.engine.rulesets.ddd.setup import chip_pool, corner_chips

from tests.engine.ddd_houses import house

#: five chipped doorways, three of them into corner rooms (r1c1, r2c1, r2c4)
PLAN = ["C O O L", "C O E C"]
LINKS = [
    ("r1c1", "r1c2", "chip"),
    ("r1c2", "r1c3", "chip"),
    ("r1c2", "r2c2", "chip"),
    ("r2c1", "r2c2", "chip"),
    ("r2c2", "r2c3"),
    ("r1c3", "r2c3"),
    ("r2c3", "r2c4", "chip"),
    ("r1c3", "r1c4", "seal"),
]
#: the quest's own planting (used only when it says ``fixed``)
CHIPS = {f"lock-{k}": ["red", "blue", "green"] for k in range(1, 6)}
SEQUENCE = ["red", "red", "blue", "blue", "green", "green", "white"]


def _game(planting: str, difficulty: str = "dark") -> Game:
    game = house(PLAN, links=LINKS, chips=CHIPS, sequence=SEQUENCE, planting=planting)
    game.quest.setup["difficulty"] = difficulty
    return game


def test_two_seeds_plant_different_chips_and_codes() -> None:
    game = _game("per-game")
    plantings = set()
    for seed in range(6):
        state = game.new_initial_state(seed)
        plantings.add((tuple(state.sequence), tuple(tuple(c) for c in state.chip_cols)))
        assert state.chip_cols != [CHIPS[f"lock-{k}"] for k in range(1, 6)]
    assert len(plantings) > 1


def test_a_quest_can_fix_its_chips_and_code() -> None:
    game = _game("fixed")
    for seed in range(3):
        state = game.new_initial_state(seed)
        assert state.sequence == SEQUENCE
        assert state.chip_cols == [CHIPS[f"lock-{k}"] for k in range(1, 6)]


def test_dark_mode_code_is_three_planted_chips_and_corners_hold_three_icon_chips() -> None:
    """Dark: one 3-icon and two 2-icon chips in the house match the code exactly; every
    corner room's lock holds a 3-icon chip; the chips come from the stand-in box."""
    game = _game("per-game")
    box = Counter(chip_pool(["blue", "green", "orange", "purple", "red", "white", "yellow"], 41))
    for seed in range(20):
        state = game.new_initial_state(seed)
        cols = [tuple(c) for c in state.chip_cols]
        assert len(state.sequence) == 7
        corners = corner_chips(state)
        assert len(corners) == 3
        assert all(len(cols[i]) == 3 for i in corners)
        assert not Counter(cols) - box  # no chip the box does not hold, none twice too many
        code = Counter(state.sequence)
        assert any(
            Counter(c for chip in trio for c in chip) == code
            and sorted(len(chip) for chip in trio) == [2, 2, 3]
            for trio in combinations(cols, 3)
        ), seed


def test_darker_adds_one_token_and_darkest_draws_the_code_blindly() -> None:
    darker = _game("per-game", "darker").new_initial_state(3)
    assert len(darker.sequence) == 8
    cols = [tuple(c) for c in darker.chip_cols]
    assert any(
        not Counter(c for chip in trio for c in chip) - Counter(darker.sequence)
        and sum(len(chip) for chip in trio) == 7
        for trio in combinations(cols, 3)
    )
    darkest = _game("per-game", "darkest").new_initial_state(3)
    assert len(darkest.sequence) == 7
    assert all(len(c) in (2, 3) for c in darkest.chip_cols)


def test_the_stand_in_box_holds_every_pair_and_twenty_triples() -> None:
    box = chip_pool(["blue", "green", "orange", "purple", "red", "white", "yellow"], 41)
    assert len(box) == 41 and len(set(box)) == 41
    assert Counter(len(chip) for chip in box) == {2: 21, 3: 20}
