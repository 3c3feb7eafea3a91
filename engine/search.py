"""A search bot that cannot see the future: information-set Monte Carlo tree search.

:class:`SearchBot` runs single-observer information-set MCTS (Cowling, Powley and
Whitehouse, 2012) from the position of the player to move:

1. **Determinize.** Each iteration starts from ``state.resample_from_infostate(player, rng)``:
   a state that player cannot tell from the real one, with everything they may not know
   drawn again — deck orders, face-down identities, the other side's hidden cards — and a
   fresh generator for every future roll. The real state's generator, deck order and hidden
   cards are never read, so the bot's choice depends only on what the player knows (the
   tests check that a state with another future gives the same decision).
2. **Select** down the tree by UCB1 over the actions *available* in this determinization
   (each child counts how often it could have been chosen), from the point of view of the
   player to move at each node (a team shares its returns; an opponent maximises its own).
   Progressive widening keeps the tree narrow: a node with ``n`` visits considers its first
   ``⌈√n⌉`` actions, ordered with the ruleset's goal policy's choice first.
3. **Expand** one action, then **roll out** with the goal-seeking policy (or random play)
   for at most ``horizon`` rounds; a finished game is worth its ``returns()``, an unfinished
   one the ruleset's ``heuristic_value(player)`` (0 by default).
4. **Back up** the values; after ``iterations`` iterations the most visited root action is
   played.

Chance is always resolved inside the determinized copies (internal chance), so the bot
works on games of either chance mode. It plays any player of any ruleset.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from questwright.engine.bots import GoalBot, RandomBot, register_bot
from questwright.engine.rng import Rng

__all__ = ["SearchBot"]


@dataclass(eq=False)
class _Node:
    """A node of the information-set tree: children by action string."""

    player: int = -1
    visits: int = 0
    children: dict[str, _Child] = field(default_factory=dict)
    #: action strings in the order progressive widening unlocks them
    order: list[str] = field(default_factory=list)
    known: set[str] = field(default_factory=set)


@dataclass(eq=False)
class _Child:
    action: Any
    node: _Node = field(default_factory=_Node)
    visits: int = 0
    available: int = 0
    total: float = 0.0


class SearchBot:
    """IS-MCTS with determinization (see the module docstring).

    ``iterations`` per decision, ``horizon`` rounds per rollout, ``exploration`` the UCB1
    constant, ``rollout`` ``"goal"`` or ``"random"``.
    """

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        *,
        iterations: int = 48,
        horizon: int = 3,
        exploration: float = 0.7,
        rollout: str = "goal",
    ) -> None:
        self.seed = seed
        self.rng = Rng(seed ^ 0x5EA6C4)
        self.iterations = iterations
        self.horizon = horizon
        self.exploration = exploration
        self.rollout = rollout
        self.goal = GoalBot(seed)

    @property
    def label(self) -> str:
        """The bot and its strength, as reports name it."""
        return f"search ({self.iterations} iterations, {self.horizon}-round rollouts)"

    # ------------------------------------------------------------------ choosing
    def choose(self, state: Any) -> Any:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        player = state.current_player()
        root = _Node(player)
        for _ in range(self.iterations):
            world = state.resample_from_infostate(player, self.rng)
            self._iterate(root, world)
        if not root.children:
            return self._default(state, legal)
        best = max(root.children.values(), key=lambda c: (c.visits, c.total))
        for action in legal:  # the real state's own action object
            if str(action) == str(best.action):
                return action
        return self._default(state, legal)

    def _default(self, state: Any, legal: list[Any]) -> Any:
        action = self.goal.choose(state)
        return action if action in legal else legal[0]

    def _iterate(self, root: _Node, world: Any) -> None:
        path: list[tuple[_Node, _Child]] = []
        node = root
        start_round = world.round
        while not world.is_terminal():
            legal = world.legal_actions()
            mover = world.current_player()
            node.player = mover
            if not node.order:
                node.order = self._ordered(world, legal)
            texts = {str(a): a for a in legal}
            if len(node.known) < len(node.order):
                node.known.update(node.order)
            for text in texts:  # actions this determinization offers for the first time
                if text not in node.known:
                    node.known.add(text)
                    node.order.append(text)
            for text, child in node.children.items():
                if text in texts:
                    child.available += 1
            allowed = max(1, math.ceil(math.sqrt(node.visits + 1)))
            candidates = [t for t in node.order if t in texts][:allowed]
            fresh = [t for t in candidates if t not in node.children]
            if fresh:
                text = fresh[0]
                child = node.children[text] = _Child(texts[text], available=1)
                path.append((node, child))
                world.apply_action(texts[text])
                break
            child = self._select(node, candidates)
            path.append((node, child))
            world.apply_action(texts[str(child.action)])
            node = child.node
        values = self._rollout(world, start_round)
        for parent, child in path:
            parent.visits += 1
            child.visits += 1
            child.total += values[parent.player] if parent.player >= 0 else 0.0

    def _ordered(self, world: Any, legal: list[Any]) -> list[str]:
        """The node's actions, the goal policy's choice first, the rest shuffled."""
        first = self.goal.choose(world)
        rest = [str(a) for a in legal if a != first]
        self.rng.shuffle(rest)
        return [str(first), *rest] if first in legal else rest

    def _select(self, node: _Node, candidates: list[str]) -> _Child:
        c = self.exploration
        best: _Child | None = None
        best_score = -math.inf
        for text in candidates:
            child = node.children[text]
            mean = child.total / child.visits if child.visits else 0.0
            score = mean + c * math.sqrt(math.log(max(child.available, 1)) / (child.visits or 1))
            if score > best_score:
                best, best_score = child, score
        assert best is not None
        return best

    def _rollout(self, world: Any, start_round: int) -> list[float]:
        bot = self.goal if self.rollout == "goal" else RandomBot(self.rng.next64())
        limit = start_round + self.horizon
        steps = 0
        while not world.is_terminal() and world.round < limit and steps < 10_000:
            world.apply_action(bot.choose(world))
            steps += 1
        if world.is_terminal():
            return list(world.returns())
        value = world.heuristic_value
        return [max(-1.0, min(1.0, float(value(p)))) for p in range(world.game.num_players())]


def _search(seed: int) -> SearchBot:
    return SearchBot(seed)


register_bot("search", _search)
