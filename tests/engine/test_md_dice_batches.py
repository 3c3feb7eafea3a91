"""md dice drawn as one batch: with explicit chance a roll (attack, defence and md2's enemy
dice) and a run of bag draws pause the action once, and draw the numbers the internal
game draws one by one."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from questwright.engine.rng import Rng
from questwright.engine.rulesets.md import decks
from questwright.engine.rulesets.md2 import rooms


class Asked:
    """An explicit-chance stand-in: draws from ``Rng`` and notes each batch asked."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.batches: list[list[int]] = []

    def draws(self, sizes: Any, private: Any = None) -> list[int]:
        self.batches.append(list(sizes))
        return self.rng.draws(list(sizes))

    def below(self, n: int, private: Any = None) -> int:
        return self.draws([n], private)[0]


def _state(rng: Any) -> Any:
    data = SimpleNamespace(
        caps={"yellow": 3, "blue": 2},
        attack_faces={"yellow": [0, 1, 1, 2, 0, 1]},
        defence_faces={"blue": [0, 0, 1, 1, 0, 2]},
    )
    return SimpleNamespace(data=data, rng=rng)


def test_a_roll_and_the_dice_after_it_are_one_batch_with_the_internal_numbers() -> None:
    for seed in range(20):
        asked = Asked(seed)
        trace_e: list[str] = []
        got_e = decks.roll_versus_then(_state(asked), {"yellow": 4}, {"blue": 2}, trace_e, [6, 6])
        trace_i: list[str] = []
        got_i = decks.roll_versus_then(
            _state(Rng(seed)), {"yellow": 4}, {"blue": 2}, trace_i, [6, 6]
        )
        assert asked.batches == [[6, 6, 6, 6, 6, 6, 6]]  # 3 yellow (capped), 2 blue, 2 more
        assert got_e == got_i and trace_e == trace_i


def _bag(rng: Any) -> Any:
    said: list[str] = []
    state = SimpleNamespace(bag={"common": 3, "rare": 1, "epic": 1}, rng=rng, said=said)
    state.chance = lambda kind, text, private=None: said.append(text)
    return state


def test_bag_draws_are_one_batch_and_draw_what_one_by_one_draws_draw() -> None:
    for seed in range(20):
        asked = Asked(seed)
        batched = _bag(asked)
        got = rooms.draw_bags(batched, 7)  # more than the bag holds: it runs out
        one_by_one = _bag(Rng(seed))
        alone = [rooms.draw_bag(one_by_one) for _ in range(5)]
        assert asked.batches == [[5, 4, 3, 2, 1]]
        assert got == alone and batched.bag == one_by_one.bag == {"common": 0, "rare": 0, "epic": 0}
        assert batched.said == one_by_one.said
        assert rooms.draw_bag(batched) == "common" and asked.batches[-1] == [5, 4, 3, 2, 1]
