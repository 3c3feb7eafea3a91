"""The quest over time: which states of board and quest can follow which (DESIGN §5–§6).

From a quest's objectives, triggers, effects, counters and loss conditions, derive what can
happen in which order, ignoring dice and enemies: what exists, is open, removed, destroyed,
spawned or carried after each thing the heroes do. Shared by the validators (targets removed
before they are needed, triggers that cannot fire, enemies nothing wakes, order-dependent
triggers, "winnable ignoring enemies and dice") and the goal bot (what to do next to win).

Module map:

* :mod:`.refs` — what a quest reference names; which token types play which part;
* :mod:`.regions` — the board condensed into regions joined by gates (doors, barriers,
  links);
* :mod:`.model` — the quest logic compiled: objectives, triggers, counters, enemies and the
  actions that move the quest on;
* :mod:`.state` — states and how an action changes them (triggers, effects, settling);
* :mod:`.search` — bounded breadth-first exploration and the questions asked of it;
* :mod:`.explain` — chains and findings in words: traps, order-dependent triggers;
* :mod:`.snapshot` — a game in progress in the model's terms, to plan from.

Typical use::

    logic = QuestLogic.build(board)
    logic.exploration.winnable()             # True, False, or None (undecided)
    logic.next_steps()                       # the shortest chain of actions to a win
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from questwright.core.board import Board
from questwright.core.questlogic.model import Action, QuestModel, build_model
from questwright.core.questlogic.regions import Moves, moves_of
from questwright.core.questlogic.search import WORK, Bound, Budget, Edge, Exploration, explore
from questwright.core.questlogic.state import QState
from questwright.core.roles import Roles

__all__ = [
    "WORK",
    "Action",
    "Bound",
    "Budget",
    "Edge",
    "Exploration",
    "Moves",
    "QState",
    "QuestLogic",
    "QuestModel",
    "best_partial",
    "progress",
]


@dataclass
class QuestLogic:
    """A quest's model and its exploration."""

    model: QuestModel
    exploration: Exploration

    @classmethod
    def build(
        cls,
        board: Board,
        *,
        moves: Moves | None = None,
        use_zones: Callable[[str], frozenset[str]] | None = None,
        party: int | None = None,
        bound: Bound | None = None,
        budget: Budget | None = None,
    ) -> QuestLogic:
        """Model ``board``'s quest on its movement model and explore it within ``bound``.

        ``moves`` and ``use_zones`` may come from a caller that has them already (the
        validators); ``party`` fixes the hero count for party conditions; ``budget``: work
        shared with later plans (the goal bot's)."""
        moves = moves if moves is not None else moves_of(board)
        model = build_model(board, moves, party, Roles(board), use_zones)
        return cls(model, explore(model, bound, budget=budget))

    def plan_from(
        self,
        state: QState,
        bound: Bound | None = None,
        budget: Budget | None = None,
        *,
        partial: bool = False,
    ) -> list[Edge] | None:
        """A shortest chain of actions to a win from a state the exploration may not hold
        (a game in progress, see :func:`.snapshot.locate`); ``None`` if none is found (or
        ``budget`` ran out first). With ``partial``, a walk stopped by its bound before it
        found a win gives the chain to the furthest state it reached instead (see
        :func:`best_partial`): a bot keeps going the right way past its state limit."""
        ex = explore(
            self.model,
            bound or self.exploration.bound,
            roots=[state],
            budget=budget,
            settle_roots=True,
        )
        plans = [p for p in (ex.plan(i) for i in ex.starts) if p is not None]
        if plans:
            return min(plans, key=len)
        if partial and not ex.exhaustive:
            return best_partial(self.model, ex)
        return None

    def next_steps(self, state: int | None = None) -> list[Edge] | None:
        """A shortest chain of actions from ``state`` (default: the start) to a win."""
        ex = self.exploration
        if state is None:
            if not ex.starts:
                return None
            state = ex.starts[0]
        return ex.plan(state)


def progress(model: QuestModel, s: QState) -> tuple[int, int, int]:
    """How far a state is on the way to a win: objectives done, then quest tokens picked up
    and triggers fired, then doors and barriers opened (a lost state is nowhere)."""
    if s.outcome == "loss":
        return (-1, 0, 0)
    facts = s.facts
    done = sum(1 for o in model.objectives if f"done:{o.id}" in facts)
    steps = sum(1 for f in facts if f.startswith(("picked:", "fired:", "killed:", "activated:")))
    return (done, steps, len(s.gates))


def best_partial(model: QuestModel, ex: Exploration) -> list[Edge] | None:
    """The shortest chain to the furthest state a bounded walk reached (by
    :func:`progress`), if it is further than where the walk started; ``None`` otherwise.

    Where objectives or quest steps were gained, the shortest chain to any state that gains
    as much is taken: the doors a state has opened count only where nothing else was
    gained. Ranked by doors too, the chain took every door the walk had opened on the way
    (md1 Q10: a hero on the last stage walked back to stage 1 to open a door there)."""
    if not ex.starts:
        return None
    start = progress(model, ex.states[ex.starts[0]])
    best, best_i = start, -1
    for i, s in enumerate(ex.states):
        score = progress(model, s)
        if score > best:
            best, best_i = score, i
    if best_i < 0:
        return None
    if best[:2] > start[:2]:
        gained = [i for i, s in enumerate(ex.states) if progress(model, s)[:2] == best[:2]]
        best_i = min(gained, key=lambda i: len(ex.path(i)))
    path = ex.path(best_i)
    return path or None
