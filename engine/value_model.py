"""A fitted value model: a ruleset's estimate of how likely its side is to reach a goal
from a position, for the ``search`` bot to score the simulations it stops early.

A ruleset whose games are too long to play to their end in every simulation scores the
position a simulation stops in (``heuristic_value``). Weights set by hand for that score
tell the search more about the author's guesses than about the game; a :class:`Logistic`
model instead holds weights fit, by ``benchmarks/fit_value.py``, to what became of
goal-bot games from positions like it (every round's start, features that everyone at the
table sees). The ruleset names the features and how to compute them; this module only
weighs them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["Logistic"]


@dataclass(frozen=True)
class Logistic:
    """A logistic model: ``chance = 1 / (1 + exp(-(bias + Σ weight × feature)))``.

    ``weights`` names every feature it reads, in the order the ruleset computes them."""

    weights: Mapping[str, float]
    bias: float

    @property
    def features(self) -> tuple[str, ...]:
        """The names of the features the model reads."""
        return tuple(self.weights)

    def chance(self, values: Mapping[str, float]) -> float:
        """The model's chance for these feature values (a missing feature is an error)."""
        z = self.bias + sum(w * values[name] for name, w in self.weights.items())
        if z >= 0:  # two forms, so that math.exp never overflows on a quest's extreme values
            return 1.0 / (1.0 + math.exp(-z))
        ez = math.exp(z)
        return ez / (1.0 + ez)
