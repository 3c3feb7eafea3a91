"""Bounded exploration of the quest's states, and what it tells about the quest.

:func:`explore` walks every order of the actions of a :class:`~.model.QuestModel` (breadth
first, so the first way found to anything is a shortest one) until no new state appears or
the :class:`Bound` is reached; an :class:`Exploration` keeps the states, the edges between
them (with the triggers each action fired) and whether the walk was exhaustive. Questions the
validators and the goal bot ask of it:

* :meth:`Exploration.winnable` — can every objective be done in some order (``None``:
  undecided within the bound)?
* :meth:`Exploration.can_reach` — from which states a state with some fact stays reachable
  (backward search), hence *traps*: actions after which an objective can no longer be done;
* :meth:`Exploration.path` — the chain of actions from the start to a state;
* :meth:`Exploration.plan` — the shortest way from a state to a win.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from questwright.core.questlogic.model import Action, QuestModel
from questwright.core.questlogic.state import QState, Step
from questwright.core.questlogic.stepper import OverBudget, Stepper
from questwright.core.search import flood
from questwright.core.text import Text, say

__all__ = ["WORK", "Bound", "Budget", "Edge", "Exploration", "explore"]

#: the work one quest's model may do, shared by whoever explores it (the validators' walk,
#: or the goal bot's walk and every plan it asks for in a game): trigger firings, effects
#: applied and replays of an action, counted (issue #29: a few legal quests with many
#: pick-ups and many triggers on each fired a million triggers before)
WORK = 150_000


@dataclass(frozen=True)
class Bound:
    """How far an exploration may go: states kept, action applications tried, outcomes of
    one action, and work done inside the actions (trigger firings, effects, replays).

    Counts, not seconds, so that a result never depends on the machine's speed.
    """

    states: int = 4000
    steps: int = 40_000
    branches: int = 32
    work: int = WORK


class Budget:
    """Work left to share between several explorations of one model (the goal bot's walk
    and the plans it asks for during a game): each :func:`explore` given it spends from it,
    and one that finds it spent stops at once, "not fully explored"."""

    def __init__(self, work: int = WORK) -> None:
        self.total = work
        self.left = work

    @property
    def spent(self) -> bool:
        return self.left <= 0


@dataclass
class Edge:
    source: int
    action: Action
    target: int
    step: Step


@dataclass
class Exploration:
    model: QuestModel
    stepper: Stepper
    bound: Bound
    states: list[QState] = field(default_factory=list)
    index: dict[QState, int] = field(default_factory=dict)
    out: list[list[int]] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)
    #: first edge that reached each state (a shortest path tree), -1 for the start
    parent: list[int] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    start_steps: list[Step] = field(default_factory=list)
    expanded: int = 0
    exhaustive: bool = True
    #: why the walk stopped early ("" when exhaustive; a :class:`Text`, translated when shown)
    stopped: str | Text = ""
    #: the walk stopped because its work ran out (in the middle of an action)
    over_budget: bool = False

    # ---------------------------------------------------------------- basics
    def add(self, state: QState, parent: int) -> tuple[int, bool]:
        found = self.index.get(state)
        if found is not None:
            return found, False
        i = len(self.states)
        self.states.append(state)
        self.index[state] = i
        self.out.append([])
        self.parent.append(parent)
        return i, True

    @property
    def wins(self) -> list[int]:
        return [i for i, s in enumerate(self.states) if s.outcome == "win"]

    @property
    def frontier(self) -> list[int]:
        """States found but not expanded (the walk stopped first)."""
        return [i for i in range(self.expanded, len(self.states)) if not self.states[i].outcome]

    def successors(self, i: int) -> list[int]:
        return [self.edges[e].target for e in self.out[i]]

    # ---------------------------------------------------------------- questions
    def winnable(self) -> bool | None:
        """True if some order wins; False if none does; None if undecided within the bound."""
        if self.wins:
            return True
        return False if self.exhaustive else None

    def can_reach(self, goal: Callable[[QState], bool], unknown: bool = True) -> set[int]:
        """States from which a state satisfying ``goal`` is reachable. ``unknown``: count
        the unexpanded frontier as possibly reaching it (so nothing is called hopeless
        only because the bound cut the walk)."""
        back: list[list[int]] = [[] for _ in self.states]
        for edge in self.edges:
            back[edge.target].append(edge.source)
        seeds = [i for i, s in enumerate(self.states) if goal(s)]
        if unknown:
            seeds += self.frontier
        return flood(seeds, back.__getitem__)

    def path(self, i: int) -> list[Edge]:
        """The edges of a shortest chain of actions from the start to state ``i``."""
        out = []
        while self.parent[i] >= 0:
            edge = self.edges[self.parent[i]]
            out.append(edge)
            i = edge.source
        out.reverse()
        return out

    def plan(self, i: int, goal: Callable[[QState], bool] | None = None) -> list[Edge] | None:
        """A shortest chain of actions from state ``i`` to a win (or to ``goal``)."""
        goal = goal or (lambda s: s.outcome == "win")
        seen = {i: -1}
        queue = deque([i])
        while queue:
            j = queue.popleft()
            if goal(self.states[j]):
                chain = []
                while seen[j] >= 0:
                    edge = self.edges[seen[j]]
                    chain.append(edge)
                    j = edge.source
                chain.reverse()
                return chain
            for e in self.out[j]:
                k = self.edges[e].target
                if k not in seen:
                    seen[k] = e
                    queue.append(k)
        return None

    def locate(self, state: QState) -> int | None:
        return self.index.get(state)

    def fired_anywhere(self) -> set[str]:
        fired: set[str] = set()
        for step in self.start_steps:
            fired.update(step.fired)
        for edge in self.edges:
            fired.update(edge.step.fired)
        return fired

    def facts_anywhere(self) -> set[str]:
        facts: set[str] = set()
        for s in self.states:
            facts |= s.facts
        return facts


def explore(
    model: QuestModel,
    bound: Bound | None = None,
    roots: Iterable[QState] | None = None,
    budget: Budget | None = None,
    settle_roots: bool = False,
) -> Exploration:
    """Walk the model's states breadth first within ``bound`` (see the module docstring).

    ``roots``: start from these states instead of the quest's setup (the goal bot asks from
    the state a game is in; ``settle_roots``: settle them first, see
    :meth:`.stepper.Stepper.settled`). ``budget``: work shared with other explorations (at most
    ``bound.work`` of it is spent here).
    """
    bound = bound or Bound()
    stepper = Stepper(model, bound.branches)
    limit = bound.work if budget is None else min(bound.work, budget.left)
    stepper.work_limit = max(limit, 0)
    ex = Exploration(model, stepper, bound)
    try:
        _walk(ex, stepper, bound, roots, settle_roots)
    except OverBudget:
        ex.exhaustive = False
        ex.stopped = say(
            "more than {limit} trigger firings, listeners weighed and effects",
            limit=f"{stepper.work_limit:,}",
        )
        ex.over_budget = True
    if budget is not None:
        budget.left -= stepper.work
    if stepper.branches_cut and ex.exhaustive:
        ex.exhaustive = False
        ex.stopped = say("more than {limit} outcomes of one action", limit=bound.branches)
    return ex


def _walk(
    ex: Exploration,
    stepper: Stepper,
    bound: Bound,
    roots: Iterable[QState] | None,
    settle_roots: bool,
) -> None:
    if roots is None:
        outcomes = stepper.initial()
        ex.start_steps = [o.step for o in outcomes]
        start_states = [o.state for o in outcomes]
    elif settle_roots:
        start_states = [o.state for r in roots for o in stepper.settled(r)]
    else:
        start_states = list(roots)
    for state in start_states:
        i, _new = ex.add(state, -1)
        if i not in ex.starts:
            ex.starts.append(i)
    steps = 0
    while ex.expanded < len(ex.states):
        if len(ex.states) > bound.states:
            ex.exhaustive, ex.stopped = False, say("more than {limit} states", limit=bound.states)
            break
        i = ex.expanded
        state = ex.states[i]
        actions = stepper.enabled(state)
        if steps + len(actions) > bound.steps:
            ex.exhaustive = False
            ex.stopped = say("more than {limit} actions tried", limit=bound.steps)
            break
        for action in actions:
            steps += 1
            for outcome in stepper.apply(state, action):
                j, _new = ex.add(outcome.state, len(ex.edges))
                ex.out[i].append(len(ex.edges))
                ex.edges.append(Edge(i, action, j, outcome.step))
        ex.expanded += 1
