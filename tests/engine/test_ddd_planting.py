"""ddd code chips planted per game by the rulebook's set-up (issue #28; digest §A.4 chip
distribution), unless the quest fixes them (setup ``chipPlanting: fixed``)."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations
from pathlib import Path

from questwright.engine.core import Game
from questwright.engine.rulesets.ddd.setup import chip_pool, corner_chips
from questwright.schema.catalog import bundled_quests_dir

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


def _mix(state: object) -> int:
    """2-icon less 3-icon chips on the house's lock symbols."""
    cols = state.chip_cols  # type: ignore[attr-defined]
    return sum(len(c) == 2 for c in cols) - sum(len(c) == 3 for c in cols)


def test_four_or_five_survivors_get_about_as_many_two_as_three_icon_chips() -> None:
    """The rulebook's set-up note: nearly as many of each with 4 or 5 players
    (``codeChipMix`` 0: Ashgrove's 9 lock symbols get five 2s and four 3s); with 2 or 3
    the system leaves the draw as it comes."""
    path = bundled_quests_dir() / "ddd" / "house-ashgrove.quest.json"
    for party in (4, 5):
        game = Game(path, party=party)
        for seed in range(12):
            state = game.new_initial_state(seed)
            assert len(state.chip_cols) == 9
            assert _mix(state) == 1, (party, seed)
            assert all(len(state.chip_cols[i]) == 3 for i in corner_chips(state))
    two = Game(path, party=2)
    assert len({_mix(two.new_initial_state(seed)) for seed in range(12)}) > 1


def test_a_quest_can_ask_a_few_more_two_icon_chips_for_a_small_party(tmp_path: Path) -> None:
    """``codeChipMix`` in the quest's parameters (the advice for 2 or 3 players, or a harder
    mix): the code's own chips and the corners' 3-icon chips stay."""
    doc = json.loads((bundled_quests_dir() / "ddd" / "house-ashgrove.quest.json").read_text())
    doc.setdefault("parameters", {})["codeChipMix"] = {"2": 2, "3": -3}
    path = tmp_path / "mix.quest.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    for party, want in ((2, 3), (3, -3)):
        game = Game(path, party=party)
        for seed in range(12):
            state = game.new_initial_state(seed)
            assert _mix(state) == want, (party, seed)
            assert all(len(state.chip_cols[i]) == 3 for i in corner_chips(state))
            code = Counter(state.sequence)
            cols = [tuple(c) for c in state.chip_cols]
            assert any(
                Counter(c for chip in trio for c in chip) == code for trio in combinations(cols, 3)
            )
