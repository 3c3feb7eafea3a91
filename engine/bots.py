"""Bots that play any player of any ruleset: random, goal-seeking, and (in :mod:`.search`)
a search bot that cannot see the future.

A bot has ``choose(state) -> action`` for whoever ``state.current_player()`` is (a hero, an
opponent, a player settling a tie or answering an interrupt window) and returns only legal
actions (the conformance tests check it). Bots are never asked at chance nodes.

* :class:`RandomBot` picks uniformly among ``legal_actions()``.
* :class:`GoalBot` asks the state for the ruleset's goal-seeking policy,
  ``state.goal_action(player, rng) -> action | None`` (md1 and md2: the zone-graph planner
  of :mod:`questwright.engine.rulesets.md.goal`; every ruleset provides one for each kind of
  player it has); without one, or when it returns ``None``, the first legal action.

Enemies that the rules move (md monsters, DDD zombies) are never bots: their scripts are
part of the ruleset.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol

from questwright.engine.protocol import GoalPolicy, offers
from questwright.engine.rng import Rng

__all__ = ["BOTS", "Bot", "GoalBot", "RandomBot", "bot_names", "make_bot", "register_bot"]


class Bot(Protocol):
    """What simulation and play need of a bot."""

    name: str

    def choose(self, state: Any) -> Any: ...


class RandomBot:
    """Uniform over the legal actions, from its own seeded generator; an action marked
    ``reckless`` (free, and only a cost to its own side) only when nothing else is legal."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5EED)

    def choose(self, state: Any) -> Any:
        actions = state.legal_actions()
        careful = [a for a in actions if not a.reckless]
        return self.rng.choice(careful or actions)


class GoalBot:
    """The ruleset's goal-seeking policy for whoever is to play (see the module docstring)."""

    name = "goal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x60A1)

    def choose(self, state: Any) -> Any:
        if offers(state, GoalPolicy):
            action = state.goal_action(state.current_player(), self.rng)
            if action is not None:
                return action
        return state.legal_actions()[0]


BOTS: dict[str, Callable[[int], Any]] = {"random": RandomBot, "goal": GoalBot}


def register_bot(name: str, factory: Callable[[int], Any]) -> None:
    """Make ``factory(seed)`` available as ``make_bot(name, seed)`` (and ``--bot name``)."""
    BOTS[name] = factory


def bot_names() -> list[str]:
    _load_search()
    return sorted(BOTS)


def make_bot(name: str, seed: int = 0) -> Any:
    """A bot by name (``random``, ``goal``, ``search``…)."""
    if name not in BOTS:
        _load_search()
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(bot_names())})") from None
    return factory(seed)


def _load_search() -> None:
    """The search bots register themselves when their module is imported."""
    importlib.import_module("questwright.engine.search")
