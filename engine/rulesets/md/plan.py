"""The md goal bot's plan: the quest-logic model asked where a game in progress goes next.

A concrete md game (heroes in zones, doors open, triggers fired, enemies on the board) is
said by quest ids as a :class:`~questwright.core.questlogic.snapshot.Snapshot`, located in
the quest's model, and :meth:`QuestLogic.plan_from` gives the shortest chain of actions to
a win ignoring dice and enemies. The bot follows its first step that a hero takes.

Planning is cached per game (all simulated games of one quest share it) by a *quest-state
key*: what the model can tell apart — regions rather than zones, facts, counters, carried
items, the enemies the quest names — so that a bot asks the model again only when the
quest's state has changed, not at every action.
"""

from __future__ import annotations

import contextlib
import dataclasses
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from questwright.core.collector import without_gc
from questwright.core.questlogic import Action as Step
from questwright.core.questlogic import Bound, Budget, QuestLogic
from questwright.core.questlogic.snapshot import EnemyAt, Snapshot, locate
from questwright.core.questlogic.state import QState
from questwright.core.questlogic.stepper import OverBudget, Stepper

__all__ = ["Plan", "QuestPlanner", "planner_for", "snapshot"]

_B = TypeVar("_B")

#: planning from a game in progress: smaller than the validators' bound (a bot must not
#: stall), ample for a quest's remaining chain
PLAN_BOUND = Bound(states=600, steps=6000)
#: the model's work for one game played: every plan the game itself asks for shares it
#: (issue #29); the validators' walk has the same (``Bound.work``). Once it is spent the
#: bot plays that game on without a plan
GAME_WORK = 2 * Bound().work
#: the model's work for the simulations of one game's search (issue #28): their own, so
#: that they never spend the played game's. Sharing it, the search's simulations had spent
#: it by round 4-6 of the hardest md1 quests, and the party then played on without a plan.
#: A plan already cached (by the game or by a simulation) costs nothing
SEARCH_GAME_WORK = 4 * GAME_WORK
#: of which the simulations of one turn of the search spend at most this, so that the
#: first turns cannot spend the later turns' share
SEARCH_TURN_WORK = Bound().work // 2
#: games whose budgets are kept at once (games played side by side in one process: the
#: editor's Test Play beside a report); the oldest is dropped past it
GAMES_KEPT = 16
#: plans kept per game before the cache is cleared (a sweep over many games stays bounded)
CACHE_SIZE = 4096


def snapshot(state: Any) -> Snapshot:
    """What an md engine state knows, by quest ids."""
    topo = state.game.topology
    zone = topo.zone_ids
    return Snapshot(
        heroes=tuple(zone[h.zone] for h in state.heroes if h.active),
        round=state.round,
        open_doors=frozenset(d for i, d in enumerate(topo.door_ids) if state.door_open(i)),
        unlocked=frozenset(state.unlocked),
        destroyed=frozenset(state.destroyed),
        removed_zones=frozenset(zone[z] for z in topo.removed_zones(state.key)),
        picked=frozenset(state.picked),
        revealed=dict(state.revealed),
        killed=frozenset(state.killed),
        done=frozenset(state.done),
        fired=frozenset(state.fired),
        activated=frozenset(state.activated),
        visited=frozenset(zone[i] for i, n in enumerate(state.visits) if n),
        counters={k: dict(v) for k, v in state.counters.items()},
        items=tuple(
            (item.split(":", 1)[0], item.split(":", 1)[1], zone[h.zone])
            for h in state.heroes
            if h.active
            for item in h.items
        ),
        enemies=tuple(
            EnemyAt(
                e.source or e.uid,
                zone[e.zone],
                dormant=e.dormant,
                stationary=e.script == "stationary",
                invulnerable=bool(e.rules.get("invulnerable")),
            )
            for e in state.enemies.values()
        ),
    )


@dataclass(frozen=True)
class Plan:
    """The model's answer for one quest state: ``steps`` to a win (empty: none found), and
    the tokens the model picked up for granted on the way (silent pick-ups: a key)."""

    steps: tuple[Step, ...]
    granted: frozenset[str]

    def next_by_hero(self) -> Step | None:
        """The first step a hero takes (rounds and game events pass by themselves)."""
        for step in self.steps:
            if step.by_hero:
                return step
        return None


class QuestPlanner:
    """A quest's model built once per game, with its plans cached by quest-state key.

    The model's work is bounded per game played (:data:`GAME_WORK`, by the game's seed,
    which its copies share), not per :class:`Game`: a report plays hundreds of games with
    one, and a budget they all shared ran out after about a hundred md games on a quest with
    costly plans, leaving the games after it without any plan. The simulations of a game's
    search (states drawn by ``resample_from_infostate``: ``drawn_at``) plan on a budget of
    their own (:data:`SEARCH_GAME_WORK`, at most :data:`SEARCH_TURN_WORK` a turn), so the
    played game keeps its plan to its end. A plan cut short by a spent budget is not cached
    (another game, or the played game, has work left); a finished one serves every game."""

    @without_gc  # the model of a large quest: see questwright.core.collector
    def __init__(self, game: Any) -> None:
        # the model only: plans walk from the game's own states (see :meth:`_plan`)
        self.logic = QuestLogic.build(
            game.board, party=len(game.party), bound=Bound(states=0, steps=0)
        )
        #: the budget of each game being played, by its seed (at most GAMES_KEPT)
        self.budgets: dict[int, Budget] = {}
        #: the simulations' budget of each game being searched, by its seed (at most
        #: GAMES_KEPT)
        self.search_budgets: dict[int, _SearchWork] = {}
        model = self.logic.model
        self.region_of = model.regions.region_of
        topo = game.topology
        #: engine zone number -> region (-1: no region)
        self.zone_region = [self.region_of.get(z, -1) for z in topo.zone_ids]
        self.named = frozenset(a for e in model.enemies.values() for a in e.aliases)
        #: the kills the model can tell apart: its enemies' names and the kills a condition
        #: asks for; any other (a mob's engine id) would only split one quest state in many
        self.kills = self.named | {f[7:] for f in model.referenced if f.startswith("killed:")}
        self.rounds = model.rounds
        self.counters = bool(model.counters)
        self.items = bool(model.items)
        self.cache: dict[tuple[Any, ...], Plan] = {}
        self.by_state: dict[QState, Plan] = {}

    def key(self, state: Any) -> tuple[Any, ...]:
        """What the model can tell apart in ``state`` (see the module docstring); parts the
        quest has no use for (counters, quest items, named enemies) are left out."""
        region = self.zone_region
        key: tuple[Any, ...] = (
            state.round if self.rounds else 0,
            state.key,
            frozenset([region[h.zone] for h in state.heroes if h.active]),
            frozenset(state.fired),
            frozenset(state.done),
            frozenset(state.picked),
            self.kills.intersection(state.killed),
            frozenset(state.destroyed),
            frozenset(state.activated),
            frozenset(state.unlocked),
        )
        if self.counters:
            key += (tuple([(k, tuple(v.items())) for k, v in state.counters.items()]),)
        if self.items:
            key += (
                tuple(
                    sorted([(i, region[h.zone]) for h in state.heroes if h.active for i in h.items])
                ),
            )
        if self.named:
            named = self.named
            key += (
                tuple(
                    sorted(
                        [
                            (e.source or e.uid, region[e.zone], e.dormant)
                            for e in state.enemies.values()
                            if e.source in named or e.uid in named
                        ]
                    )
                ),
            )
        return key

    def budget(self, state: Any) -> Budget:
        """The model's work left for the game ``state`` belongs to (see the class), or for
        the simulations of the turn of that game's search it was drawn at."""
        seed = int(getattr(state, "seed", 0))
        drawn = getattr(state, "drawn_at", None)
        if drawn is not None:
            work = _kept(self.search_budgets, seed, _SearchWork)
            return work.turn(drawn)
        return _kept(self.budgets, seed, lambda: Budget(GAME_WORK))

    def plan(self, state: Any) -> Plan:
        """The model's plan from ``state`` (cached by quest-state key, then by the model's
        own state: many game states are one quest state)."""
        key = self.key(state)
        found = self.cache.get(key)
        if found is None:
            if len(self.cache) >= CACHE_SIZE:
                self.cache.clear()
                self.by_state.clear()
            seen = snapshot(state)
            seen = dataclasses.replace(seen, killed=seen.killed & self.kills)
            here = locate(self.logic.model, seen)
            found = self.by_state.get(here)
            if found is None:
                budget = self.budget(state)
                found = self._plan(here, budget)
                if budget.spent:
                    return found  # cut short: not this quest state's plan for other games
                self.by_state[here] = found
            self.cache[key] = found
        return found

    @without_gc  # a plan over a large model (once per quest state: cached)
    def _plan(self, here: QState, budget: Budget) -> Plan:
        if budget.spent:
            return Plan((), frozenset())
        edges = self.logic.plan_from(here, PLAN_BOUND, budget, partial=True)
        if not edges:
            return Plan((), frozenset())
        granted = frozenset(
            f[7:]
            for f in self._settled_facts(here, budget)
            if f.startswith("picked:") and f not in here.facts
        )
        return Plan(tuple(e.action for e in edges), granted)

    def _settled_facts(self, here: Any, budget: Budget) -> frozenset[str]:
        """Facts the model takes for granted from ``here`` (silent actions, settling)."""
        facts: set[str] = set()
        stepper = Stepper(self.logic.model)
        stepper.work_limit = max(budget.left, 0)
        # past the budget, the facts settled so far are what the plan may take for granted
        with contextlib.suppress(OverBudget):
            for outcome in stepper.settled(here):
                facts |= outcome.state.facts
        budget.left -= stepper.work
        return frozenset(facts)


class _SearchWork:
    """The simulations' work left for one game's search: :data:`SEARCH_GAME_WORK` in all,
    at most :data:`SEARCH_TURN_WORK` of it in the turn they were drawn at."""

    def __init__(self) -> None:
        self.left = SEARCH_GAME_WORK
        self.drawn: Any = None
        self.budget = Budget(0)

    def turn(self, drawn: Any) -> Budget:
        """The budget of the simulations drawn at turn ``drawn`` of the game."""
        if drawn != self.drawn:
            self.left -= self.budget.total - self.budget.left  # the last turn's spending
            self.drawn = drawn
            self.budget = Budget(max(0, min(SEARCH_TURN_WORK, self.left)))
        return self.budget


def _kept(budgets: dict[int, _B], seed: int, new: Callable[[], _B]) -> _B:
    """The budget of game ``seed`` in ``budgets``, a ``new`` one for a game not met yet (the
    oldest game's dropped past :data:`GAMES_KEPT`)."""
    found = budgets.get(seed)
    if found is None:
        if len(budgets) >= GAMES_KEPT:
            del budgets[next(iter(budgets))]
        found = budgets[seed] = new()
    return found


_PLANNERS: weakref.WeakKeyDictionary[Any, QuestPlanner] = weakref.WeakKeyDictionary()


def planner_for(game: Any) -> QuestPlanner:
    """The planner of ``game`` (built on first use, then shared by all its states)."""
    found = _PLANNERS.get(game)
    if found is None:
        found = _PLANNERS[game] = QuestPlanner(game)
    return found
