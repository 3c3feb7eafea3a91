"""A search bot that cannot see the future: Monte Carlo tree search with determinization.

:class:`SearchBot` searches from the position of the player to move. Its tree is the root
and one child per candidate action; every simulation starts from a **determinization**,
``state.resample_from_infostate(player, rng)``: a state that player cannot tell from the
real one, with everything they may not know drawn again — deck orders, face-down
identities, the other side's hidden cards — and a fresh generator for every future roll.
The real state's generator, deck order and hidden cards are never read, so the bot's
choice depends only on what the player knows; the tests check that a state with another
future gives the very same decision.

1. **Candidates.** The ruleset's goal-seeking choice (``goal_action``); the ruleset's own
   plans (``search_candidates(player)``: a first step, then ``search_follow(player)``
   steps in the simulation while it gives one — md's *hide*: back into unseen Shadow and
   end the turn there); ending the turn; then one action of each other kind before a
   second of any kind, drawn at random; at most ``width``. Then **policy switching**: each
   of the ruleset's other ways to play (``search_policies(player)``, played by
   ``policy_action(player, rng, name)`` — md's *hide*, *hold* and *bold* planners) is a
   candidate of its own, its first action now and the same policy for the player's whole
   side in its simulations. A single action weighed against the goal policy's is judged
   by rollouts that repeat the goal policy's habits on the very next turn; a policy kept
   for the rest of the game shows what a different habit is worth, and the bot switches
   to whichever the simulations favour at each decision.
2. **Simulations.** One determinization is shared by every candidate still in the race
   (common random numbers: the same deck order and the same dice seed), each candidate is
   applied to its own copy and the game is played on by the goal-seeking policy for every
   player (a policy candidate: by that policy for the player's side) — to the end, or for
   ``horizon`` rounds after which the ruleset's ``heuristic_value`` scores it. Comparing
   candidates on the same futures removes most of the luck from their difference.
3. **Selection by sequential halving** (the root selection of Gumbel-MuZero-style MCTS):
   rounds of simulations, each keeping the better candidates; the goal policy's choice
   stays in every round as the reference. **Adaptive budget:** a round in which every
   candidate scored the same on every future ends the search (nothing to tell apart), and
   the last round is played only while a challenger leads the goal policy's choice by less
   than the margin; a ``sequential`` last round (the ``search`` bot) stops as soon as no
   challenger leads it at all. One future never makes a lead clear.
4. **A conservative choice.** The bot plays another action than the goal policy's only
   when its paired advantage over all the shared futures is positive by more than
   ``margin`` standard errors; otherwise it plays the goal policy's choice. So the search
   improves on the goal policy where the simulations show it clearly and follows it
   elsewhere.

5. **Once a turn** (``per_turn``, the balance bots): the search runs at a turn's first
   decision only, and the way of playing it chose — the goal policy, or one of the
   ruleset's policies — plays the rest of that turn without another search (a single
   action chosen instead is followed by a new search at the next decision). A turn is
   what everyone sees: the round, the player, the phase and the acting figure. The
   simulations of one decision already play each policy for the whole turn and beyond,
   so searching again at each of its steps mostly repeated them: this keeps the
   policy-switching search's strength at a fraction of its cost (docs/engine.md).
6. **Turns played alike** (``skip_alike``, the ``search`` bot): before the search, the
   goal policy and each of the ruleset's policies play the rest of the turn on one future;
   a policy that plays it with the same actions as one before it is not weighed, and when
   every policy plays it alike there is no search this turn (most of a quest's turns on the
   bundled md quests). The turns so played are the race's first simulations, played on to
   their end. Simulations stop after ``rollout_steps`` actions (scored by the ruleset's
   ``heuristic_value``).
7. **The ruleset's horizon** (``ruleset_horizon``, the ``search`` bot): a ruleset whose
   whole games cost too much to play one to the end per simulation names how many rounds
   a simulation plays (``search_horizon()``, descent1), then ``heuristic_value`` scores
   it; without a ``horizon`` of the bot's own, the ``search`` bot uses it. Likewise a
   ruleset whose games are cheap names how many futures the search plays
   (``search_rounds()``, machina: a policy safer on one game in five needs more than one
   future to show it).

Chance is always resolved inside the determinized copies (internal chance), so the bot
plays games of either chance mode, any player of any ruleset.
"""

from __future__ import annotations

import math
from typing import Any

from questwright.engine.actions import EndTurn
from questwright.engine.bots import GoalBot, register_bot
from questwright.engine.protocol import (
    SearchBudget,
    SearchCandidates,
    SearchHorizon,
    SearchPolicies,
    offers,
)
from questwright.engine.rng import Rng

__all__ = [
    "BALANCE_ROLLOUT_STEPS",
    "BALANCE_ROUNDS",
    "BALANCE_WIDTH",
    "NO_POLICY_ROUNDS",
    "SearchBot",
]

#: the simulations of the ``search`` bot, the default for balance runs (issue #27): once a
#: turn (``per_turn``), the goal policy's choice and each of the ruleset's other policies
#: (``BALANCE_WIDTH`` = no single-action candidates besides the goal policy's), 1
#: simulation each (the turn the alike check played, played on), the best 2 kept, then up
#: to 7 more each, one at a time while a challenger leads without a clear margin
#: (``sequential``). Against ``((2, 2), (6, 2))`` played to the end: half the CPU time a
#: game with overlapping win rates on every bundled md1/md2 quest (docs/engine.md).
BALANCE_ROUNDS: tuple[tuple[int, int], ...] = ((1, 2), (7, 2))
BALANCE_WIDTH = 1
#: the ``search`` bot's simulations end after this many actions (then scored by the
#: ruleset's ``heuristic_value``): md's *hide* may stall a simulation to the round limit
#: (a typical md simulation plays 30–200 actions)
BALANCE_ROLLOUT_STEPS = 400
#: what ``search`` plays for a ruleset that offers the search no policies (ddd, descent1,
#: machina today): the search at every decision of the release before issue #27, 4
#: candidates, 3 simulations each, 6 more for the best 3 while the race is close. Once a
#: turn with only the goal policy to weigh it would be the goal bot, and on machina's
#: engine-heart that search wins where the goal bot does not (bench_balance.py).
NO_POLICY_ROUNDS: tuple[tuple[int, int], ...] = ((3, 3), (6, 2))


class SearchBot:
    """MCTS with determinization at the root (see the module docstring).

    ``width`` candidates, ``rounds`` of ``(simulations per candidate, candidates kept)``,
    ``horizon`` rounds per rollout (``None``: to the end), ``margin`` standard errors;
    ``adaptive`` (the adaptive budget), ``hints`` (the ruleset's plans), ``policies`` (the
    ruleset's other policies as candidates), ``diverse`` (one of each kind first),
    ``per_turn`` (search at a turn's first decision and keep its choice for the turn),
    ``skip_alike`` (no search where the policies play the turn alike), ``rollout_steps``
    (a simulation's actions at most), ``ruleset_horizon`` (the ruleset's
    ``search_horizon()`` where the bot has no ``horizon``, and its ``search_rounds()``
    instead of ``rounds``).
    """

    name = "search"
    #: games in one chunk of a balance run: a search game takes seconds (engine.simulate)
    games_per_chunk = 2

    def __init__(
        self,
        seed: int = 0,
        *,
        width: int = 4,
        rounds: tuple[tuple[int, int], ...] = ((4, 3), (12, 2), (24, 2)),
        horizon: int | None = None,
        margin: float = 1.0,
        adaptive: bool = True,
        hints: bool = True,
        policies: bool = True,
        diverse: bool = True,
        name: str = "search",
        per_turn: bool = False,
        skip_alike: bool = False,
        rollout_steps: int = 100_000,
        ruleset_horizon: bool = False,
        sequential: bool = False,
    ) -> None:
        #: the registered name this budget goes by (``search``, ``search-deep``…)
        self.name = name
        self.seed = seed
        self.rng = Rng(seed ^ 0x5EA6C4)
        self.goal = GoalBot(seed)
        self.width = width
        self.rounds = rounds
        self.horizon = horizon
        self.margin = margin
        self.adaptive = adaptive
        self.hints = hints
        self.policies = policies
        self.diverse = diverse
        self.plan_steps = 8
        #: actions a simulation plays at most, then the ruleset's ``heuristic_value``
        #: scores it: a policy that stalls (md's *hide* until the round limit, the board
        #: filling with monsters) made a few simulations cost seconds each
        self.rollout_steps = rollout_steps
        self.ruleset_horizon = ruleset_horizon
        #: the last round stops as soon as no challenger leads the goal policy's choice
        self.sequential = sequential
        self._planned: set[int] = set()
        #: candidate index -> the ruleset policy that candidate stands for
        self._policy_of: dict[int, str] = {}
        self.per_turn = per_turn
        #: with ``per_turn``: no search where every policy plays the turn alike (see
        #: :meth:`_turn_alike`)
        self.skip_alike = skip_alike
        #: the policies that play this turn as another does (not weighed this turn)
        self._same_turn: set[str] = set()
        #: policy (``None``: the goal policy's) -> a simulation _turn_alike began, played
        #: to the turn's end: (the copy, its bot, its round limit)
        self._begun: dict[str | None, tuple[Any, Any, int | None]] = {}
        #: the search this bot plays for a ruleset without policies (``None``: itself)
        self.without_policies: SearchBot | None = None
        #: (the turn, the policy chosen for it: a name or ``None`` for the goal policy)
        self._kept: tuple[Any, str | None] | None = None

    @property
    def simulations(self) -> int:
        """Simulations per decision at most (without the ruleset's policy candidates)."""
        alive, total = self.width, 0
        for count, keep in self.rounds:
            total += count * alive
            alive = min(alive, keep)
        return total

    @property
    def label(self) -> str:
        """The bot and its strength, as reports name it."""
        reach = "to the end" if self.horizon is None else f"{self.horizon} rounds deep"
        if self.horizon is None and self.ruleset_horizon:
            reach += " (or as deep as the game's rules ask)"
        switching = ", policy switching" if self.policies else ""
        once = " once a turn" if self.per_turn else ""
        per_candidate = f"up to {sum(count for count, _ in self.rounds)} simulations each"
        if self.ruleset_horizon:
            per_candidate += " (more where the game's rules ask)"
        other = self.without_policies
        fallback = ""
        if other is not None:
            fallback = (
                f"; where the game has no policies, at every decision: {other.width} "
                f"candidates, up to {sum(count for count, _ in other.rounds)} simulations each"
            )
        return (
            f"{self.name} (MCTS with determinization{once}: {self.width} "
            f"candidate{'s' if self.width != 1 else ''}{switching}, {per_candidate} "
            f"{reach}{fallback})"
        )

    # ------------------------------------------------------------------ choosing
    def choose(self, state: Any) -> Any:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        player = state.current_player()
        default = self.goal.choose(state)
        if default not in legal:
            default = legal[0]
        if state.pending_choice() is not None:
            return default  # a decision inside an action: the goal policy's
        if self.without_policies is not None and not self._has_policies(state, player):
            return self.without_policies.choose(state)
        if self._kept is not None:
            turn, policy = self._kept
            if turn == _turn(state, player):
                return self._keep(state, legal, default, player, policy)
            self._kept = None
        self._same_turn, self._begun = set(), {}
        if self.per_turn and self.skip_alike and self._has_policies(state, player):
            self._same_turn = self._turn_alike(state, player)
            if self._same_turn == set(state.search_policies(player)):
                self._kept = (_turn(state, player), None)
                return default
        candidates = self._candidates(state, legal, default, player)
        policy_of = self._policy_of
        if len(candidates) == 1:
            return default
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        diffs: list[list[float]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        rounds = self._rounds(state)
        for r, (count, keep) in enumerate(rounds):
            last = 0 < r == len(rounds) - 1
            if last and not self._undecided(diffs, alive):
                break  # the last round is spent only where the race is close
            for k in range(count):
                if last and self.sequential and k and not self._ahead(diffs, alive):
                    break  # no challenger leads the goal policy's choice any more
                begun = self._begun if r == 0 and k == 0 else {}
                if all(policy_of.get(i) in begun for i in alive):
                    # the turns _turn_alike played, on one future for all: played on
                    future: _Future = (begun, None, 0)
                else:
                    future = ({}, self.determinize(state, player), self.rng.next64())
                self._begun = {}  # (played on at most once)
                # the goal policy's choice first: it may settle the search
                values = {0: self._value(future, 0, candidates[0], player)}
                if self._unbeaten(rounds, r, k, totals[0] + values[0], counts[0] + 1):
                    if self.per_turn:
                        self._kept = (_turn(state, player), None)
                    return default
                values.update(
                    {i: self._value(future, i, candidates[i], player) for i in alive if i}
                )
                for i in alive:
                    totals[i] += values[i]
                    counts[i] += 1
                    diffs[i].append(values[i] - values[0])
            if self.adaptive and not any(d for i in alive for d in diffs[i]):
                break  # every candidate played the same on every future: nothing to tell
            ranked = sorted(alive, key=lambda i: (-totals[i] / counts[i], i))
            alive = [0, *[i for i in ranked if i != 0][: max(0, keep - 1)]]
            if len(alive) == 1:
                break
        alive = [i for i in alive if diffs[i]]
        best = max(alive, key=lambda i: (sum(diffs[i]) / len(diffs[i]), -i))
        if best == 0 or not self._clearly_better(diffs[best]):
            best = 0
        if self.per_turn and (best == 0 or best in policy_of):
            self._kept = (_turn(state, player), policy_of.get(best))
        return default if best == 0 else candidates[best]

    def _turn_alike(self, state: Any, player: int) -> set[str]:
        """The ruleset's policies that play the rest of this turn with the same actions as
        the goal policy or as a policy before them, on one future drawn as a simulation's:
        the search need not weigh them (they part later, and the next turn's search weighs
        them again); when that is every policy, there is nothing to search this turn. A
        ruleset's own plan (``search_candidates``) that is a candidate counts as a
        difference: none is alike (with ``width`` 1, the balance bot's, no plan is one)."""
        if (
            self.width > 1
            and offers(state, SearchCandidates)
            and self.hints
            and state.search_candidates(player)
        ):
            return set()
        world = self.determinize(state, player)
        seed = self.rng.next64()
        turn = _turn(state, player)
        seen: list[list[str]] = []
        alike: set[str] = set()
        for policy in (None, *state.search_policies(player)):
            copy = world.clone()
            bot = self._rollout_bot(world, seed, player, policy)
            played: list[str] = []
            while not copy.is_terminal() and _turn(copy, player) == turn and len(played) < 64:
                action = bot.choose(copy)
                played.append(str(action))
                copy.apply_action(action)
            if played in seen:
                alike.add(policy)  # type: ignore[arg-type]  # (the goal policy is first)
            else:
                seen.append(played)
                self._begun[policy] = (copy, bot, self._limit(world))
        return alike

    def _has_policies(self, state: Any, player: int) -> bool:
        """Whether the ruleset offers the search other ways to play for ``player``."""
        return offers(state, SearchPolicies) and bool(state.search_policies(player))

    def _keep(
        self, state: Any, legal: list[Any], default: Any, player: int, policy: str | None
    ) -> Any:
        """The rest of a turn whose way of playing the search chose at its first decision:
        the goal policy's choice, or the chosen policy's (the goal policy's where it has
        none that is legal)."""
        if policy is None:
            return default
        action = state.policy_action(player, self.goal.rng, policy)
        return action if action is not None and action in legal else default

    def _value(self, future: _Future, i: int, candidate: Any, player: int) -> float:
        """What candidate ``i`` is worth on one future: a turn ``_turn_alike`` began
        played on, or a simulation of ``candidate`` from a drawn world."""
        begun, world, seed = future
        policy = self._policy_of.get(i)
        if begun:
            return self._play_out(*begun[policy], player)
        return self._simulate(world, candidate, seed, player, i in self._planned, policy)

    def _rounds(self, state: Any) -> tuple[tuple[int, int], ...]:
        """The search's rounds for a decision in ``state``: the ruleset's
        ``search_rounds()`` with ``ruleset_horizon``, else the bot's own."""
        if self.ruleset_horizon and offers(state, SearchBudget):
            return tuple(state.search_rounds())
        return self.rounds

    def _unbeaten(
        self, rounds: tuple[tuple[int, int], ...], r: int, k: int, total: float, count: int
    ) -> bool:
        """Whether the goal policy's choice is now sure to be played: it scored the best
        value a simulation can give (1) on every future so far, so no challenger can lead
        it, and this future is the last before the search decides (the end of the last
        round, or of the round before an adaptive last round, which is spent only where a
        challenger leads). The challengers' simulations of this future would change
        nothing: they are not played."""
        if k != rounds[r][0] - 1 or total < count:
            return False
        rest = len(rounds) - 1 - r
        return rest == 0 or (rest == 1 and self.adaptive)

    @staticmethod
    def _ahead(diffs: list[list[float]], alive: list[int]) -> bool:
        """Whether a challenger still in the race leads the goal policy's choice at all."""
        return any(i and diffs[i] and sum(diffs[i]) > 0 for i in alive)

    def _undecided(self, diffs: list[list[float]], alive: list[int]) -> bool:
        """Whether a challenger still in the race is ahead of the goal policy's choice
        but not yet by ``margin`` standard errors (the adaptive budget's extra round)."""
        if not self.adaptive:
            return True
        for i in alive:
            if i == 0 or not diffs[i]:
                continue
            n = len(diffs[i])
            mean = sum(diffs[i]) / n
            if mean > 0 and not self._clearly_better(diffs[i]):
                return True
        return False

    def determinize(self, state: Any, player: int) -> Any:
        """A state ``player`` cannot tell from ``state``, its unknowns drawn again."""
        return state.resample_from_infostate(player, self.rng)

    def _candidates(self, state: Any, legal: list[Any], default: Any, player: int) -> list[Any]:
        """The goal policy's choice, the ruleset's own alternatives (``search_candidates``:
        e.g. md's step back into shadow), ending the turn, then one action of each other
        kind (attack, move, door, …) before a second of any kind, drawn at random."""
        out = [default]
        self._planned = set()
        self._policy_of = {}
        if offers(state, SearchCandidates) and self.hints:
            for a in state.search_candidates(player):
                if a in legal and a not in out:
                    self._planned.add(len(out))
                    out.append(a)
        policies = self._policy_candidates(state, legal, player)
        others = [a for a in legal if a not in out]
        out += [a for a in others if isinstance(a, EndTurn)]
        rest = [a for a in others if not isinstance(a, EndTurn)]
        rest.sort(key=str)  # from a fixed order: the draw depends on the bot's seed only
        self.rng.shuffle(rest)
        if self.diverse:
            kinds: dict[str, list[Any]] = {}
            for a in rest:
                kinds.setdefault(type(a).__name__, []).append(a)
            seen = {type(a).__name__ for a in out}
            first = [group[0] for name, group in kinds.items() if name not in seen]
            rest = first + [a for a in rest if a not in first]
        out = [*out, *rest][: self.width]
        for name, action in policies:
            self._policy_of[len(out)] = name
            out.append(action)  # may repeat an action above: its rollouts differ
        return out

    def _policy_candidates(self, state: Any, legal: list[Any], player: int) -> list[Any]:
        """(name, first action) of each of the ruleset's other policies (``search_policies``)
        whose choice now is legal."""
        if not offers(state, SearchPolicies) or not self.policies:
            return []
        out = []
        for name in state.search_policies(player):
            if name in self._same_turn:
                continue
            action = state.policy_action(player, Rng(self.rng.next64()), name)
            if action is not None and action in legal:
                out.append((name, action))
        return out

    def _clearly_better(self, diffs: list[float]) -> bool:
        n = len(diffs)
        mean = sum(diffs) / n
        if mean <= 0 or n < 2:
            return False  # one future says nothing of the spread: never clear
        var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
        return mean > self.margin * math.sqrt(var / n)

    def _simulate(
        self,
        world: Any,
        action: Any,
        seed: int,
        player: int,
        plan: bool = False,
        policy: str | None = None,
    ) -> float:
        """Apply ``action`` to a copy of ``world`` and play on with the goal policy; a
        ruleset's ``plan`` goes on with its ``search_follow`` steps while they last; a
        ruleset ``policy`` plays the player's side to the end of the simulation."""
        copy = world.clone()
        copy.apply_action(action)
        if plan:
            for _ in range(self.plan_steps):
                if copy.is_terminal() or copy.current_player() != player:
                    break
                step = copy.search_follow(player)
                if step is None:
                    break
                copy.apply_action(step)
        bot = self._rollout_bot(world, seed, player, policy)
        return self._play_out(copy, bot, self._limit(world), player)

    def _rollout_bot(self, world: Any, seed: int, player: int, policy: str | None) -> Any:
        """Who plays a simulation: the goal policy for everyone, or ``policy`` for
        ``player``'s side (the goal policy for the others)."""
        return GoalBot(seed) if policy is None else PolicyBot(seed, policy, world, player)

    def _limit(self, world: Any) -> int | None:
        """The round a simulation from ``world`` stops at (``None``: to the end): the bot's
        ``horizon``, else with ``ruleset_horizon`` the ruleset's ``search_horizon()``."""
        if self.horizon is not None:
            return int(world.round + self.horizon)
        if self.ruleset_horizon and offers(world, SearchHorizon):
            rounds = world.search_horizon()
            return None if rounds is None else int(world.round + rounds)
        return None

    def _play_out(self, copy: Any, bot: Any, limit: int | None, player: int) -> float:
        """Play ``copy`` on with ``bot`` to the end (or to round ``limit``, scored by the
        ruleset's ``heuristic_value``): the simulation's value for ``player``."""
        steps = 0
        while not copy.is_terminal() and steps < self.rollout_steps:
            if limit is not None and copy.round >= limit:
                return max(-1.0, min(1.0, float(copy.heuristic_value(player))))
            copy.apply_action(bot.choose(copy))
            steps += 1
        if copy.is_terminal():
            return float(copy.returns()[player])
        return max(-1.0, min(1.0, float(copy.heuristic_value(player))))


#: one future of a search round: the turns ``_turn_alike`` began (by policy), else a
#: drawn world and the simulations' seed
_Future = tuple[dict[Any, tuple[Any, Any, "int | None"]], Any, int]


def _turn(state: Any, player: int) -> tuple[Any, ...]:
    """Which turn a decision belongs to: the round, the player, the phase and the acting
    figure (what everyone can see; a turn of ``per_turn`` search ends when one changes)."""
    return (state.round, player, getattr(state, "phase", None), getattr(state, "active", None))


class PolicyBot:
    """One of a ruleset's policies (``policy_action``) for every player on ``player``'s
    side, the goal-seeking policy for the others; the goal bot's generator, so a policy
    candidate meets the same futures as the goal policy's choice."""

    def __init__(self, seed: int, policy: str, state: Any, player: int) -> None:
        self.goal = GoalBot(seed)
        self.policy = policy
        players = state.game.players
        side = players[player].side
        self.ours = [p.side == side for p in players]

    def choose(self, state: Any) -> Any:
        player = state.current_player()
        if 0 <= player < len(self.ours) and self.ours[player]:
            action = state.policy_action(player, self.goal.rng, self.policy)
            if action is not None:
                return action
        return self.goal.choose(state)


def _search(seed: int) -> SearchBot:
    bot = SearchBot(
        seed,
        width=BALANCE_WIDTH,
        rounds=BALANCE_ROUNDS,
        per_turn=True,
        skip_alike=True,
        rollout_steps=BALANCE_ROLLOUT_STEPS,
        ruleset_horizon=True,
        sequential=True,
    )
    bot.without_policies = SearchBot(seed, rounds=NO_POLICY_ROUNDS)
    return bot


def _deep(seed: int) -> SearchBot:
    return SearchBot(seed, name="search-deep")


def _quick(seed: int) -> SearchBot:
    return SearchBot(seed, width=3, rounds=((2, 2), (6, 2)), horizon=2, name="search-quick")


register_bot("search", _search)
register_bot("search-deep", _deep)
register_bot("search-quick", _quick)
