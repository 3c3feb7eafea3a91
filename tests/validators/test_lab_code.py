"""The lab-code search of DDD_CODE / DDD_DARKNESS_COST: exact, polynomial and bounded."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations, product
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from questwright.schema import serde
from questwright.schema.catalog import default_catalog
from questwright.schema.model import Quest
from questwright.validators.rules.ddd import min_darkness_cost
from questwright.validators.runner import validate_quest

COLOURS = ["red", "blue", "green", "white", "black"]


def brute_force(sequence: list[str], chips: list[list[str]], limit: int = 3) -> int:
    """Every choice of up to ``limit`` chips, each matching or removing any one token."""
    best = 0
    for n in range(min(limit, len(chips)) + 1):
        for chosen in combinations(range(len(chips)), n):
            for modes in product((True, False), repeat=n):
                left = Counter(sequence)
                removed = 0
                for i, match in zip(chosen, modes, strict=True):
                    for c in chips[i] if match else ():
                        if left[c] > 0:
                            left[c] -= 1
                            removed += 1
                # a chip removing any one token is best spent after the matching ones
                removed += min(modes.count(False), sum(left.values()))
                best = max(best, removed)
    return len(sequence) - best


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.sampled_from(COLOURS), max_size=8),
    st.lists(st.lists(st.sampled_from(COLOURS), min_size=1, max_size=3), max_size=6),
)
def test_matches_brute_force(sequence: list[str], chips: list[list[str]]) -> None:
    found = min_darkness_cost(sequence, chips)
    assert found.exact
    assert found.cost == brute_force(sequence, chips)


def test_many_chips_stay_cheap() -> None:
    """Hundreds of extra chips no longer make the search exponential (issue #17)."""
    sequence = ["red", "orange", "yellow", "green", "green", "blue", "white"]
    colours = [*sequence, "purple"]
    chips = [list(c) for c in combinations(colours, 3)] * 8  # 448 chips
    found = min_darkness_cost(sequence, chips)
    assert found.exact and found.cost == 0
    assert found.work < 5_000


def test_star_of_chips_is_undecided_within_the_bound() -> None:
    """Chips that all share one colour defeat the pruning: the search stops at its bound."""
    others = [f"c{i}" for i in range(25)]
    sequence = ["hub", *others]
    chips = [["hub", a, b] for a, b in combinations(others, 2)]
    found = min_darkness_cost(sequence, chips, budget=5_000)
    assert not found.exact
    assert found.work < 5_000 + 4 * len(chips)  # one more node at most
    assert found.cost == len(sequence) - 7  # the best found is already optimal here
    assert min_darkness_cost(sequence, chips, budget=1_000_000).cost == found.cost


def test_the_darkness_cost_follows_the_price_of_a_code_token() -> None:
    """Blackwater's code with an eighth token (darker mode) costs one token without a chip:
    one darkness by the rulebook, two when the quest prices a bought token at two
    (parameters.darknessCosts)."""
    path = Path(__file__).resolve().parents[2] / "quests" / "ddd" / "house-blackwater.quest.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["setup"] = {
        "difficulty": "darker",
        "chipPlanting": "fixed",
        "securitySequence": [*doc["setup"]["securitySequence"], "white"],
    }

    def cost_message(doc: dict[str, Any]) -> str:
        issues = validate_quest(serde.from_json(Quest, doc), default_catalog())
        return next(i.message for i in issues if i.code == "DDD_DARKNESS_COST")

    assert "costs at least 1 darkness" in cost_message(doc)
    doc["parameters"] = {"darknessCosts": {"codeTokenBypassed": 2}}
    assert "costs at least 2 darkness" in cost_message(doc)


def test_chips_planted_per_game_get_no_code_cost_from_the_quests_colours() -> None:
    """Without ``chipPlanting: fixed`` every game plants its own chips by the rulebook's
    set-up: the quest's chip colours are not played, so neither DDD_DARKNESS_COST nor the
    chips' part of DDD_CODE reads them (an unsolvable fixed code, planted, raises neither);
    a malformed sequence is still reported."""
    path = Path(__file__).resolve().parents[2] / "quests" / "ddd" / "house-blackwater.quest.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["setup"] = {
        "difficulty": "dark",
        "securitySequence": ["white"] * 3 + ["purple"] * 3 + ["red"],
    }

    def codes(doc: dict[str, Any]) -> set[str]:
        return {i.code for i in validate_quest(serde.from_json(Quest, doc), default_catalog())}

    assert not {"DDD_CODE", "DDD_DARKNESS_COST"} & codes(doc)
    doc["setup"]["chipPlanting"] = "fixed"
    assert {"DDD_CODE", "DDD_DARKNESS_COST"} <= codes(doc)
    doc["setup"] = {"difficulty": "dark", "securitySequence": ["red"] * 8}
    assert "DDD_CODE" in codes(doc)  # eight tokens on the seven-slot side, four reds
