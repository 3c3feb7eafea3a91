"""How far the heroes get in a round, and whether the quest can be won in time.

The quest-logic model gives the heroes' actions no duration (:mod:`.stepper`): within a
round they may do anything they can reach. Here the system says how far one hero can get in
a round at best (``x-heroReachPerRound`` in its ``system.json``: the most zones or cells a
hero moves in a round, counting the best case its rules allow), and each hero action of the
model gets its *earliest round*: the walking distance from the start to the nearest zone
where it is done, every door open, divided by that reach (heroes act in parallel, so each
action is timed from the start on its own — a lower bound that never calls a quest late
that some party could win in time).

:func:`timed_win` then asks the exploration whether some order wins with every hero action
and every objective completion no earlier than its earliest round. The rounds in the
model's states must be the real rounds for that: they are when the quest has a round limit
(the model counts to it); otherwise :func:`needs_horizon` says how many rounds to count and
the caller explores again with ``QuestModel.round_horizon`` set.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from questwright.core.board import Board
from questwright.core.questlogic.model import Action, QuestModel
from questwright.core.questlogic.search import Edge, Exploration
from questwright.core.search import breadth_first

__all__ = [
    "TimedResult",
    "Timing",
    "reach_per_round",
    "round_limit_of",
    "timed_model",
    "timed_win",
    "timing_of",
]

#: the system.json key (an annotation, free-form like ``x-limitsByProperty``): an integer,
#: or ``{"value": n, "why": "..."}``
REACH_KEY = "x-heroReachPerRound"


def reach_per_round(board: Board) -> int | None:
    """The most zones (cells, on a cell-zoned board) a hero moves in one round at best, as
    the system declares it; ``None`` when it declares nothing (no time is checked)."""
    system = board.system
    if system is None:
        return None
    raw: Any = getattr(system, "extras", {}).get(REACH_KEY)
    if isinstance(raw, dict):
        raw = raw.get("value")
    if isinstance(raw, bool) or not isinstance(raw, int) or raw < 1:
        return None
    return min(raw, 10_000)


@dataclass
class Timing:
    """Earliest rounds of the hero actions and objectives of one model."""

    reach: int
    #: zone -> walking distance from the nearest start zone (every door open)
    distance: dict[str, int]
    #: action index -> earliest round it can be taken (1 when near)
    action_round: dict[int, int] = field(default_factory=dict)
    #: objective id -> earliest round it can be completed
    objective_round: dict[str, int] = field(default_factory=dict)
    #: action index / objective id -> (zone reached, distance) behind its round
    where: dict[Any, tuple[str, int]] = field(default_factory=dict)
    #: zone -> the zone before it on a shortest walk from the start
    parent: dict[str, str] = field(default_factory=dict)

    def route(self, zone: str) -> list[str]:
        """A shortest walk from the start to ``zone`` (every door open)."""
        out = [zone]
        while out[-1] in self.parent and len(out) <= len(self.parent):
            out.append(self.parent[out[-1]])
        out.reverse()
        return out

    @property
    def horizon(self) -> int:
        """The latest earliest round: counting rounds beyond it tells nothing more."""
        return max([1, *self.action_round.values(), *self.objective_round.values()])

    def rounds_for(self, zones: Iterable[str]) -> tuple[int, str, int] | None:
        best: tuple[int, str] | None = None
        for zone in zones:
            d = self.distance.get(zone)
            if d is not None and (best is None or d < best[0]):
                best = (d, zone)
        if best is None:
            return None
        return max(1, math.ceil(best[0] / self.reach)), best[1], best[0]


def _distances(model: QuestModel) -> tuple[dict[str, int], dict[str, str]]:
    """Walking distance of every zone from the start, every gate open (links cost 1)."""
    moves = model.moves
    zones = moves.zones
    beside: list[list[int]] = [[] for _ in zones]
    for i, j, _gate, _enemy in moves.steps:
        if moves.passable[i] and moves.passable[j]:
            beside[i].append(j)
            beside[j].append(i)
    index = {z: i for i, z in enumerate(zones)}
    start = [index[z] for r in model.start for z in model.regions.members[r] if z in index]
    # the start region may hold more than the start zones: walk from the start tokens
    tokens = [
        t for t in model.board.tokens.values() if t.type in model.roles.start_types and t.cell
    ]
    named = [
        index[z]
        for t in tokens
        for z in [model.board.zone_of(t.cell)]  # type: ignore[arg-type]
        if z in index
    ]
    start = named or start
    parents: dict[int, int] = {}
    dist = breadth_first(start, beside.__getitem__, parents=parents)
    parent = {zones[j]: zones[i] for j, i in parents.items()}
    return {zones[i]: dist[i] for i in sorted(dist)}, parent


def _action_zones(model: QuestModel, action: Action) -> set[str]:
    refs, board = model.refs, model.board
    kind, subject = action.kind, action.subject
    if kind == "pickup" and subject in board.tokens:
        return set(refs.token_zones(board.tokens[subject]))
    if kind in ("activate", "destroy") and subject in board.tokens:
        return set(refs.token_zones(board.tokens[subject]))
    if kind == "enter":
        return {subject}
    if kind == "complete":
        obj = model.objective(subject)
        if obj is not None:
            zones: set[str] = set()
            for target in obj.targets:
                zones |= set(refs.zones(target))
            return zones
    # doors, crossings, barriers: anywhere in the regions beside them (a lower bound)
    return {z for r in action.regions for z in model.regions.members[r]}


def timing_of(model: QuestModel, reach: int) -> Timing:
    """Earliest rounds of the model's hero actions and its objectives."""
    distance, parent = _distances(model)
    timing = Timing(reach, distance, parent=parent)
    for action in model.actions:
        if not action.by_hero or action.kind == "kill":
            continue  # enemies come to the heroes
        found = timing.rounds_for(_action_zones(model, action))
        if found is not None:
            timing.action_round[action.index] = found[0]
            timing.where[action.index] = (found[1], found[2])
    refs = model.refs
    for obj in model.objectives:
        if obj.kind in ("kill", "lure"):
            continue
        zones: set[str] = set()
        for target in obj.targets:
            token = model.board.tokens.get(target)
            zones |= set(refs.token_zones(token)) if token is not None else set(refs.zones(target))
        if obj.kind in ("pickup", "collect") and obj.needed > 1:
            # several heroes pick up in parallel: the needed-th nearest target
            each = sorted(
                found
                for t in obj.targets
                for found in [
                    timing.rounds_for(
                        refs.token_zones(model.board.tokens[t])
                        if t in model.board.tokens
                        else refs.zones(t)
                    )
                ]
                if found is not None
            )
            if len(each) >= obj.needed:
                r, zone, d = each[obj.needed - 1]
                timing.objective_round[obj.id] = r
                timing.where[obj.id] = (zone, d)
            continue
        found = timing.rounds_for(zones)
        if found is not None:
            timing.objective_round[obj.id] = found[0]
            timing.where[obj.id] = (found[1], found[2])
    return timing


def _in_time(ex: Exploration, edge: Edge, timing: Timing) -> bool:
    """Whether ``edge`` can happen when its source state's round says."""
    source = ex.states[edge.source]
    now = source.round
    need = timing.action_round.get(edge.action.index) if edge.action.by_hero else None
    if need is not None and now < need:
        return False
    target = ex.states[edge.target]
    if target.facts is not source.facts:
        for fact in target.facts - source.facts:
            if fact.startswith("done:"):
                need = timing.objective_round.get(fact[5:])
                if need is not None and now < need:
                    return False
    return True


@dataclass
class TimedResult:
    """The answer of :func:`timed_win`."""

    #: True: some order wins in time; False: none does (the exploration was exhaustive)
    winnable: bool
    #: objective id -> the earliest round some in-time order completes it
    earliest: dict[str, int]
    #: objectives no in-time order completes (those an untimed order does)
    late: list[str]


def timed_win(ex: Exploration, timing: Timing) -> TimedResult:
    """Whether some order of the exploration wins with every hero action and objective no
    earlier than its earliest round (see the module docstring)."""
    seen = set(ex.starts)
    queue = deque(ex.starts)
    earliest: dict[str, int] = {}
    won = False
    while queue:
        i = queue.popleft()
        state = ex.states[i]
        if state.outcome == "win":
            won = True
        for fact in state.facts:
            if fact.startswith("done:"):
                obj = fact[5:]
                if obj not in earliest or state.round < earliest[obj]:
                    earliest[obj] = state.round
        for e in ex.out[i]:
            edge = ex.edges[e]
            if edge.target in seen or not _in_time(ex, edge, timing):
                continue
            seen.add(edge.target)
            queue.append(edge.target)
    untimed = {f[5:] for f in ex.facts_anywhere() if f.startswith("done:")}
    late = [o.id for o in ex.model.objectives if o.id in untimed and o.id not in earliest]
    return TimedResult(won, earliest, late)


def round_limit_of(model: QuestModel) -> int | None:
    """The quest's round limit (a ``round-limit`` loss): lost when that round ends."""
    limits = [
        loss.rounds
        for loss in model.board.quest.loss
        if loss.kind == "round-limit" and isinstance(loss.rounds, int) and loss.rounds > 0
    ]
    return min(limits) if limits else None


def timed_model(model: QuestModel, timing: Timing) -> QuestModel | None:
    """A copy of ``model`` whose states carry the real round up to what the time check
    needs: to the quest's round limit, or to the timing's horizon; ``None`` when time
    cannot matter (no round limit and nothing counts rounds) or rounds repeat in a cycle
    (``roundEvery``) that the states must keep."""
    limit = round_limit_of(model)
    if model.round_limit is not None:
        return model  # the model counts to its limit already
    if limit is None and (not model.rounds or model.round_period != 1):
        return None
    copy = replace(model, actions=list(model.actions))
    if not copy.rounds:
        copy.rounds = True
        copy.actions.append(Action(len(copy.actions), "round", "", frozenset(), False))
    if limit is not None and model.round_period == 1:
        copy.round_limit = limit
        copy.round_cap = limit
    elif limit is not None:
        return None
    else:
        copy.round_horizon = timing.horizon
    return copy
