"""Monte Carlo balance runs: many seeded games, played by bots, in chunks over an executor.

``simulate(spec, n=…, seed=…, jobs=…)`` plays ``n`` games with seeds ``seed, seed+1, …``
(so any game can be replayed with ``questwright play QUEST --seed S``), in chunks of at
least 100 games (performance-anchors §3.2: per-task overhead eats the speed-up otherwise).
Each chunk runs :func:`run_chunk` in a worker and returns small aggregates, never game logs.

The executor is any :class:`concurrent.futures.Executor`: a local
:class:`~concurrent.futures.ProcessPoolExecutor` by default, or, for sweeps too big for one
machine, the executor of an existing Dask cluster (``dask.distributed.Client(address)
.get_executor()``; install ``questwright[distributed]`` on the client and the workers).
No home-made distribution layer: the same chunks go wherever the executor sends them.
Results do not depend on the executor, the number of jobs or the chunk size.
"""

from __future__ import annotations

import math
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import (
    FIRST_COMPLETED,
    BrokenExecutor,
    Executor,
    Future,
    ProcessPoolExecutor,
    wait,
)
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from questwright.core.text import english_count
from questwright.engine.bots import make_bot
from questwright.engine.core import CHANCE, Game, play_chance
from questwright.engine.rng import Rng

__all__ = [
    "BALANCE_BOT",
    "MIN_GAMES",
    "PRECISION",
    "STRENGTH_BOTS",
    "STRENGTH_GAMES",
    "GameSpec",
    "RunStatus",
    "SimulationReport",
    "WorkerLost",
    "balance_bot",
    "bot_strength",
    "dask_executor",
    "default_jobs",
    "duration_text",
    "games_for_precision",
    "games_per_chunk",
    "merge_chunks",
    "never_visited",
    "play_game",
    "precise_enough",
    "quest_balance_bot",
    "run_chunk",
    "simulate",
    "strength_games",
    "wilson_interval",
    "worker_context",
    "worker_lost",
]

#: smallest number of games shipped to a worker at once
MIN_CHUNK = 100
#: the half-width of the win rate's 95 % interval at which balance runs stop by default
#: (±5 points); ``simulate --precision``, the editor's report
PRECISION = 0.05
#: seconds of games measured before a run estimates its time left (a game or two is noise)
MEASURE_SECONDS = 0.5
#: games a run plays before it may stop for precision (a handful of lucky games must not
#: end it)
MIN_GAMES = 50
#: the bots a report's bot is set next to (its strength), and their games at most
STRENGTH_BOTS = ("random", "goal")
STRENGTH_GAMES = 200
#: the report's line in place of the bot-strength block of a one-game run (:func:`strength_games`)
STRENGTH_SKIPPED = (
    "bot strength: not played for one game (one game a bot cannot rank it; --strength N plays it)"
)

#: the bot balance runs use unless told otherwise (``simulate``, sweeps, the editor's report):
#: the search bot, which plays the quest better than the goal bot it searches on top of, so
#: a balance figure measures the quest more than the bot (issue #12; docs/engine.md). A
#: ruleset whose search games take minutes names another (``Ruleset.balance_bot``).
BALANCE_BOT = "search"


#: never-visited zones a report names before it counts the rest: a board of spaces
#: (descent1's, machina's) has hundreds, which the heatmap shows better than a list
NEVER_SHOWN = 12


def never_visited(doc: dict[str, Any], shown: int = NEVER_SHOWN) -> tuple[list[str], int]:
    """The zones no game of the report ``doc`` entered: the first ``shown`` of them, and
    how many more there are."""
    never = [z for z, info in doc["zones"].items() if info["visits"] == 0]
    return never[:shown], max(0, len(never) - shown)


def balance_bot(system: str) -> str:
    """The bot of ``system``'s balance runs when none is named: :data:`BALANCE_BOT`, or the
    one its ruleset declares (``balance_bot``; descent1: the goal bot)."""
    from questwright.engine.registry import get_ruleset

    try:
        ruleset = get_ruleset(system)
    except (KeyError, ValueError):
        return BALANCE_BOT
    return str(getattr(ruleset, "balance_bot", BALANCE_BOT))


@dataclass(frozen=True)
class GameSpec:
    """Everything a worker needs to rebuild the game (picklable, no board objects)."""

    quest: str
    party: tuple[str, ...] | int = 2
    bot: str = "goal"
    max_rounds: int | None = None
    options: tuple[tuple[str, Any], ...] = ()
    #: the bot of the players not on the heroes' side (default: ``bot``)
    opponent: str | None = None
    chance: str = "internal"
    #: quest parameters written into the quest before play (``engine/sweep.py``), e.g.
    #: ``(("round-limit", 12),)``
    overrides: tuple[tuple[str, int], ...] = ()

    def build(self) -> Game:
        party = list(self.party) if isinstance(self.party, tuple) else self.party
        quest: Any = self.quest
        if self.overrides:
            from questwright.engine.sweep import quest_with_override

            quest = quest_with_override(self.quest, self.overrides)
        return Game(
            quest,
            party=party,
            max_rounds=self.max_rounds,
            options=dict(self.options),
            chance=self.chance,
        )


_GAMES: dict[GameSpec, Game] = {}


def _game(spec: GameSpec) -> Game:
    key = replace(spec, bot="", opponent=None)  # the bots play the game, not build it
    game = _GAMES.get(key)
    if game is None:
        game = _GAMES[key] = spec.build()
    return game


def quest_balance_bot(spec: GameSpec) -> str:
    """:func:`balance_bot` of the game ``spec`` builds (its quest's system)."""
    return balance_bot(_game(spec).system)


def play_game(
    game: Game,
    seed: int,
    bot: str = "goal",
    opponent: str | None = None,
    moves: int | None = None,
) -> Any:
    """Play one game to the end with ``bot`` for the heroes' side and ``opponent`` (default
    ``bot``) for the other players; chance nodes (explicit chance) are sampled with
    ``Rng(seed)``, which plays the game internal chance plays. Returns the final state.
    ``moves``: stop after that many players' moves, the game unfinished (a warm-up)."""
    state = game.new_initial_state(seed)
    player = make_bot(bot, seed)
    choose, apply = player.choose, state.apply_action
    left = -1 if moves is None else moves
    if opponent is None and not state._explicit:
        while state._outcome is None and left:
            apply(choose(state))
            left -= 1
        return state
    other = player if opponent is None or opponent == bot else make_bot(opponent, seed)
    side = [p.side == "heroes" for p in game.players]
    sampler = Rng(seed)
    while state._outcome is None and left:
        pending = state._pending  # (is_chance_node, without a call per node)
        if pending is not None and pending.need.player == CHANCE:
            play_chance(state, sampler)  # a batch of draws in one call, not a call each
        else:
            apply((player if side[state.current_player()] else other).choose(state))
            left -= 1
    return state


def run_chunk(spec: GameSpec, seeds: list[int]) -> dict[str, Any]:
    """Play the games of ``seeds``; return per-game summaries and summed heatmaps."""
    game = _game(spec)
    clock = time.perf_counter()  # a worker's first chunk builds the game: not a game's cost
    n_zones = len(game.topology.zone_ids)
    visits = [0] * n_zones
    deaths = [0] * n_zones
    spawned: dict[str, int] = {}
    games = []
    for seed in seeds:
        state = play_game(game, seed, spec.bot, spec.opponent)
        outcome = state.outcome() or {}
        stats = state.statistics()
        games.append(
            {
                "seed": seed,
                "result": outcome.get("result", "loss"),
                "reason": outcome.get("reason", ""),
                "rounds": state.round,
                "deaths": stats.get("deaths", 0),
                "objectives": state.completed_objectives(),
            }
        )
        for z, v in enumerate(stats.get("visits") or ()):
            visits[z] += v
        for z, d in enumerate(stats.get("zoneDeaths") or ()):
            deaths[z] += d
        for level, count in (stats.get("spawned") or {}).items():
            spawned[level] = spawned.get(level, 0) + count
    seconds = time.perf_counter() - clock
    return {
        "games": games,
        "visits": visits,
        "deaths": deaths,
        "spawned": spawned,
        "seconds": seconds,
    }


def wilson_interval(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate.

    >>> wilson_interval(50, 100)
    (0.4038, 0.5962)
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def _quantiles(values: list[int]) -> dict[str, float | None]:
    if not values:
        return {"median": None, "p90": None, "mean": None}
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, math.ceil(0.9 * len(ordered)) - 1)]
    return {
        "median": float(statistics.median(ordered)),
        "p90": float(p90),
        "mean": round(statistics.fmean(ordered), 3),
    }


@dataclass
class SimulationReport:
    """The aggregated results of a run (see :meth:`to_json` for the documented keys)."""

    quest: str
    system: str
    party: tuple[str, ...]
    bot: str
    seed: int
    games: list[dict[str, Any]]
    zone_ids: list[str]
    objective_ids: list[str]
    visits: list[int]
    deaths: list[int]
    spawned: dict[str, int]
    jobs: int
    elapsed: float
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def n(self) -> int:
        return len(self.games)

    @property
    def stopped(self) -> bool:
        """True when a worker died and the report holds only the games that finished
        (``extra["stopped"]`` says why and which seeds are missing)."""
        return "stopped" in self.extra

    @property
    def wins(self) -> int:
        return sum(1 for g in self.games if g["result"] == "win")

    def to_json(self) -> dict[str, Any]:
        """DESIGN §9 keys plus more; every key is documented in docs/engine.md."""
        n = self.n
        wins = self.wins
        win_rounds = [g["rounds"] for g in self.games if g["result"] == "win"]
        loss_rounds = [g["rounds"] for g in self.games if g["result"] != "win"]
        hero_deaths = [g["deaths"] for g in self.games]
        reached = {o: 0 for o in self.objective_ids}
        in_order = {o: 0 for o in self.objective_ids}
        for g in self.games:
            for k, o in enumerate(g["objectives"]):
                reached[o] = reached.get(o, 0) + 1
                if k < len(self.objective_ids) and self.objective_ids[k] == o:
                    in_order[o] = in_order.get(o, 0) + 1
        losses: dict[str, int] = {}
        for g in self.games:
            if g["result"] != "win":
                losses[g["reason"]] = losses.get(g["reason"], 0) + 1
        return {
            "quest": self.quest,
            "system": self.system,
            "heroes": len(self.party),
            "party": list(self.party),
            "bot": self.bot,
            "games": n,
            "seed": self.seed,
            "wins": wins,
            "win_rate": round(wins / n, 4) if n else 0.0,
            "win_rate_ci95": list(wilson_interval(wins, n)),
            "rounds": {"win": _quantiles(win_rounds), "loss": _quantiles(loss_rounds)},
            "deaths": {
                "total": sum(hero_deaths),
                "per_game": round(sum(hero_deaths) / n, 4) if n else 0.0,
                "games_with_death": sum(1 for d in hero_deaths if d),
            },
            "objectives": {
                o: {
                    "reached": reached[o],
                    "rate": round(reached[o] / n, 4) if n else 0.0,
                    "in_order": in_order[o],
                }
                for o in self.objective_ids
            },
            "zones": {
                z: {"visits": v, "deaths": d}
                for z, v, d in zip(self.zone_ids, self.visits, self.deaths, strict=True)
            },
            "spawned_per_level": {
                level: round(count / n, 4) if n else 0.0
                for level, count in sorted(self.spawned.items(), key=lambda kv: _level_key(kv[0]))
            },
            "losses": dict(sorted(losses.items(), key=lambda kv: -kv[1])),
            "seeds": [g["seed"] for g in self.games],
            "results": [
                {k: g[k] for k in ("seed", "result", "rounds", "deaths")} for g in self.games
            ],
            "jobs": self.jobs,
            "elapsed_s": round(self.elapsed, 3),
            "games_per_s": round(n / self.elapsed, 1) if self.elapsed > 0 else None,
            **self.extra,
        }

    def text(self, top: int = 8) -> str:
        """A human summary for the terminal."""
        doc = self.to_json()
        lo, hi = doc["win_rate_ci95"]
        rw, rl = doc["rounds"]["win"], doc["rounds"]["loss"]
        lines = [
            f"{self.quest} ({self.system}) — {doc['games']} games, {doc['heroes']} "
            f"{'hero' if doc['heroes'] == 1 else 'heroes'} "
            f"[{', '.join(self.party)}], {self.extra.get('bot_label', self.bot)} bots"
            + (
                f" against {self.extra['opponent_bot_label']} bots for the other side, "
                if "opponent_bot" in self.extra
                else ", "
            )
            + f"seeds {self.seed}…{self.seed + self.n - 1}",
            *(
                [
                    "sides: "
                    + "; ".join(
                        f"{side['side']} ({', '.join(side['players'])}): {side['bot']} bot"
                        if side["players"]
                        else f"{side['side']}: {side['label']}"
                        for side in self.extra["sides"]
                    )
                ]
                if self.extra.get("sides")
                else []
            ),
            *(
                ["played by the generic crawler rules (the system has no ruleset of its own)"]
                if self.extra.get("rules") == "generic"
                else []
            ),
            *([f"STOPPED EARLY: {self.extra['stopped']['message']}"] if self.stopped else []),
            f"win rate {doc['win_rate']:.1%}  (95% CI {lo:.1%} – {hi:.1%})"
            + _precision_note(self.extra),
            f"rounds to win:  median {_fmt(rw['median'])}  p90 {_fmt(rw['p90'])}",
            f"rounds to loss: median {_fmt(rl['median'])}  p90 {_fmt(rl['p90'])}",
            f"hero deaths: {doc['deaths']['per_game']:.2f} per game "
            f"({doc['deaths']['games_with_death']} games with a death)",
            "objectives reached:",
        ]
        for o, info in doc["objectives"].items():
            lines.append(f"  {o}: {info['rate']:.1%} ({info['in_order']} in order)")
        if doc["losses"]:
            lines.append("losses:")
            for reason, count in list(doc["losses"].items())[:top]:
                lines.append(f"  {count:6d}  {reason}")
        spawned = ", ".join(
            f"{'L' if k.isdigit() else ''}{k}: {v:.2f}" for k, v in doc["spawned_per_level"].items()
        )
        lines.append(f"enemies spawned per game by level: {spawned or 'none'}")
        # a zone nobody entered belongs under "never visited", not among the most visited
        zones = sorted(
            ((z, i) for z, i in doc["zones"].items() if i["visits"]),
            key=lambda kv: -kv[1]["visits"],
        )
        lines.append("most visited zones (visits / deaths):")
        for z, info in zones[:top]:
            lines.append(f"  {z}: {info['visits']} / {info['deaths']}")
        never, more = never_visited(doc, max(top, NEVER_SHOWN))
        if never:
            rest = f" and {more} more (the heatmap shows every zone)" if more else ""
            lines.append(f"never visited: {', '.join(never)}{rest}")
        deadly = sorted(doc["zones"].items(), key=lambda kv: -kv[1]["deaths"])
        deadly = [(z, info) for z, info in deadly if info["deaths"]][:top]
        if deadly:
            lines.append("deadliest zones: " + ", ".join(f"{z} ({i['deaths']})" for z, i in deadly))
        if self.extra.get("strength"):
            lines.extend(strength_lines(self.extra["strength"]))
        elif self.n == 1 and not self.stopped:
            lines.append(STRENGTH_SKIPPED)
        if self.extra.get("dask_workers"):
            lines.append(f"Dask workers: {', '.join(self.extra['dask_workers'])}")
        jobs = f"{self.jobs} job" if self.jobs == 1 else f"{self.jobs} jobs"
        lines.append(f"{doc['games_per_s']} games/s over {jobs}")
        return "\n".join(lines)


def _precision_note(extra: dict[str, Any]) -> str:
    """Why a run that may stop early played the games it did."""
    precision = extra.get("precision")
    if precision is None:
        return ""
    points = f"±{precision * 100:g} points"
    if extra.get("stopped_early"):
        return f", stopped at {points}"
    return f", not yet within {points}"


def _level_key(level: str) -> tuple[int, int, str]:
    """Spawn counts are keyed by enemy level (md1, md2) or by kind (ddd: zombies,
    creatures): levels in number order, then kinds by name."""
    return (0, int(level), "") if level.isdigit() else (1, 0, level)


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"


def chunks(
    seeds: list[int], jobs: int, min_chunk: int = MIN_CHUNK, size: int | None = None
) -> list[list[int]]:
    """Split ``seeds`` into chunks of at least ``min_chunk`` (a few per job for progress),
    or of exactly ``size`` games (a slow bot: every job busy, the progress bar moving)."""
    if not seeds:
        return []
    if size is None:
        size = max(min_chunk, math.ceil(len(seeds) / max(1, jobs * 4)))
    size = max(1, size)
    return [seeds[i : i + size] for i in range(0, len(seeds), size)]


def games_per_chunk(spec: GameSpec) -> int | None:
    """How many games a chunk holds for the bots of ``spec`` when they are slow (a bot's
    ``games_per_chunk``: a search game takes seconds, so a chunk of 100 would leave jobs
    idle and the progress bar still); ``None`` for fast bots (chunks of ``MIN_CHUNK``)."""
    sizes = [
        getattr(make_bot(name), "games_per_chunk", None)
        for name in (spec.bot, spec.opponent)
        if name is not None
    ]
    known = [s for s in sizes if s is not None]
    return min(known) if known else None


def default_jobs() -> int:
    """The cores this process may use (its CPU affinity where the platform tells it), the
    default number of worker processes of a balance run."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # pragma: no cover - macOS, Windows
        return max(1, os.cpu_count() or 1)


def games_for_precision(wins: int, games: int, precision: float, cap: int) -> int:
    """Games a run needs, at the win rate measured so far, for the half-width of its 95 %
    interval to come under ``precision`` (the normal approximation, at least
    :data:`MIN_GAMES`, at most ``cap``); before any game, the worst case (50 %)."""
    p = 0.5 if games == 0 else (wins + 1) / (games + 2)
    needed = math.ceil(1.959964**2 * p * (1 - p) / precision**2)
    return max(min(cap, MIN_GAMES), min(cap, needed))


def precise_enough(wins: int, games: int, precision: float | None) -> bool:
    """Whether ``games`` games (``wins`` won) are enough for a run that stops at
    ``precision``: at least :data:`MIN_GAMES`, and the 95 % interval no wider than
    ``±precision``."""
    if precision is None or games < MIN_GAMES:
        return False
    lo, hi = wilson_interval(wins, games)
    return (hi - lo) / 2 <= precision


@dataclass(frozen=True)
class RunStatus:
    """Where a balance run stands, after each finished chunk: the games done and won, the
    games it plans to play (``n``, or fewer when it will stop at its precision: estimated
    from the win rate so far), and the time left measured from the games' own cost.
    ``eta_s`` is the best estimate, ``eta_max_s`` the time to ``n`` games; ``sure`` says
    whether the estimate can be trusted (enough games measured and a plan that no longer
    moves much); ``None`` before any game has finished."""

    done: int
    wins: int
    planned: int
    n: int
    elapsed_s: float
    eta_s: float | None
    eta_max_s: float | None
    sure: bool

    def eta_text(self) -> str:
        """The time left in words, saying when it is unsure (``about 40 s``, ``1 min 10 s,
        at most 3 min``, ``measuring…``)."""
        if self.eta_s is None:
            return "measuring…"
        if self.sure or self.eta_max_s is None or self.eta_max_s <= self.eta_s * 1.25:
            return f"about {duration_text(self.eta_s)}"
        return f"{duration_text(self.eta_s)}, at most {duration_text(self.eta_max_s)}"


def duration_text(seconds: float) -> str:
    """``42 s``, ``3 min 5 s``, ``1 h 2 min``."""
    s = max(0, round(seconds))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60} s" if s % 60 else f"{s // 60} min"
    return f"{s // 3600} h {(s % 3600) // 60} min"


class _Clock:
    """The measured cost of a run's games: each chunk's own wall time in its worker (so the
    workers' start-up is not counted as a game's cost) spread over ``jobs`` workers; the
    run's wall time per game where chunks do not say."""

    def __init__(self, n: int, precision: float | None, jobs: int) -> None:
        self.n = n
        self.precision = precision
        self.jobs = max(1, jobs)
        self.start = time.perf_counter()
        self.seconds = 0.0
        self.timed = 0

    def add(self, result: dict[str, Any]) -> None:
        if "seconds" in result:
            self.seconds += float(result["seconds"])
            self.timed += len(result["games"])

    def status(self, done: int, wins: int, finished: int, chunks: int, stopped: bool) -> RunStatus:
        elapsed = time.perf_counter() - self.start
        planned = self.n
        if stopped:
            planned = done
        elif self.precision is not None:
            planned = max(done, games_for_precision(wins, done, self.precision, self.n))
        if self.timed:
            per_game = self.seconds / self.timed / self.jobs
        else:
            per_game = elapsed / done if done else 0.0
        measured = self.seconds if self.timed else elapsed
        early = finished < min(chunks, self.jobs) or measured < MEASURE_SECONDS
        if per_game <= 0 or (early and not stopped and done < planned):
            return RunStatus(done, wins, planned, self.n, elapsed, None, None, False)
        eta = (planned - done) * per_game
        eta_max = (self.n - done) * per_game if not stopped else 0.0
        # trust the estimate once every job has measured a chunk and the plan is settled
        settled = stopped or self.precision is None or planned >= self.n or done >= planned / 2
        sure = settled and finished >= min(chunks, 2 * self.jobs)
        return RunStatus(done, wins, planned, self.n, elapsed, eta, eta_max, sure)


def simulate(
    spec: GameSpec,
    n: int = 1000,
    seed: int = 0,
    jobs: int = 1,
    *,
    executor: Executor | None = None,
    progress: bool | Callable[[int], None] = False,
    min_chunk: int = MIN_CHUNK,
    precision: float | None = None,
    status: Callable[[RunStatus], None] | None = None,
) -> SimulationReport:
    """Play ``n`` games (seeds ``seed…seed+n-1``) and aggregate them.

    ``jobs > 1`` without an ``executor`` uses a local process pool; an ``executor`` given
    by the caller (Dask's, a thread pool in tests) is used as is and not shut down. A slow
    bot's games go in small chunks (:func:`games_per_chunk`). Chunks are handed out as
    workers free up and their results taken as they finish (``progress(k)`` after each,
    ``status(RunStatus)`` with the time left).

    With ``precision`` (a half-width, 0.05 for ±5 points) the run stops early, at the first
    chunk boundary where the games so far, in seed order, are at least :data:`MIN_GAMES`
    and their 95 % interval is that narrow; the chunks then are of a fixed size whatever
    ``jobs`` is, so the games played, and the report, do not depend on the executor.
    """
    game = _game(spec)
    seeds = list(range(seed, seed + n))
    size = games_per_chunk(spec)
    if precision is not None and size is None:
        size = min_chunk  # the same boundaries for every number of jobs
    parts = chunks(seeds, jobs, min_chunk, size)
    bar, tick = _progress(progress, n)
    stopped: dict[str, Any] | None = None
    clock = _Clock(n, precision, jobs)
    results: dict[int, dict[str, Any]] = {}
    taken: list[dict[str, Any]] = []  # the chunks of the seed-order prefix, in order
    # games and wins of the prefix, and of every finished chunk (the plan's estimate)
    prefix_games = prefix_wins = all_games = all_wins = 0

    def take(index: int, result: dict[str, Any]) -> bool:
        """Record a finished chunk; whether the run is precise enough to stop."""
        nonlocal prefix_games, prefix_wins, all_games, all_wins
        results[index] = result
        clock.add(result)
        won = sum(1 for g in result["games"] if g["result"] == "win")
        all_games += len(result["games"])
        all_wins += won
        stop = False
        while not stop and len(taken) in results:
            chunk = results.pop(len(taken))
            taken.append(chunk)
            prefix_games += len(chunk["games"])
            prefix_wins += sum(1 for g in chunk["games"] if g["result"] == "win")
            stop = precise_enough(prefix_wins, prefix_games, precision)
        tick(len(parts[index]))
        if status is not None or (bar is not None and precision is not None):
            done, wins = (prefix_games, prefix_wins) if stop else (all_games, all_wins)
            now = clock.status(done, wins, len(taken) + len(results), len(parts), stop)
            if status is not None:
                status(now)
            if bar is not None and precision is not None:
                _plan_bar(bar, now)
        return stop

    try:
        if executor is None and jobs <= 1:
            if len(parts) > 1:  # a later chunk's time-left estimate wants it; one does not
                _warm(spec)
            for index, part in enumerate(parts):
                if take(index, run_chunk(spec, part)):
                    break
        else:
            own = executor is None
            pool = executor or worker_pool(jobs, warm=spec)
            try:
                # a pool that runs each chunk as it is submitted (the editor's slices)
                # gets one at a time, so that an early stop plays nothing more
                in_flight = 1 if getattr(pool, "synchronous", False) else max(1, jobs) * 2
                lost = _run_pool(pool, spec, parts, in_flight, take)
                if lost is not None:
                    done = [*taken, *(results[i] for i in sorted(results))]
                    stopped = _stopped(lost, game.quest.id, done, parts)
                    taken[:] = sorted(
                        done, key=lambda c: c["games"][0]["seed"] if c["games"] else -1
                    )
            finally:
                if own:
                    pool.shutdown(cancel_futures=True)
    finally:
        if bar is not None:
            bar.close()
    elapsed = time.perf_counter() - clock.start
    topo = game.topology
    merged = merge_chunks(taken, len(topo.zone_ids))
    extra = _bot_labels(spec)
    extra["sides"] = bot_sides(game, spec, extra)
    if getattr(game.ruleset, "generic", False):
        # a system written only as data: say that its own rules were not what played
        extra["rules"] = "generic"
    if stopped is not None:
        extra["stopped"] = stopped
    if precision is not None:
        extra["precision"] = precision
        extra["stopped_early"] = stopped is None and len(merged["games"]) < n
    return SimulationReport(
        quest=game.quest.id,
        system=game.system,
        party=game.party,
        bot=spec.bot,
        extra=extra,
        seed=seed,
        games=merged["games"],
        zone_ids=list(topo.zone_ids),
        objective_ids=[o.id for o in game.logic.objectives],
        visits=merged["visits"],
        deaths=merged["deaths"],
        spawned=merged["spawned"],
        jobs=jobs,
        elapsed=elapsed,
    )


def _run_pool(
    pool: Executor,
    spec: GameSpec,
    parts: list[list[int]],
    in_flight: int,
    take: Callable[[int, dict[str, Any]], bool],
) -> WorkerLost | None:
    """Hand ``parts`` to ``pool`` as it frees up (at most ``in_flight`` at once, so that an
    early stop wastes little), and ``take`` each result as it finishes until ``take`` says
    stop; what is still pending then is cancelled. A worker that dies (:func:`worker_lost`)
    ends the run: the chunks that finished are taken, and the loss is returned."""
    pending: dict[Future[Any], int] = {}
    following = 0
    processes: dict[int, Any] = {}  # a local pool's, seen while alive (exit codes)
    try:
        while following < len(parts) or pending:
            while following < len(parts) and len(pending) < in_flight:
                pending[pool.submit(run_chunk, spec, parts[following])] = following
                following += 1
            processes.update((id(p), p) for p in _pool_processes(pool))
            done, _ = wait(list(pending), return_when=FIRST_COMPLETED)
            for future in sorted(done, key=pending.__getitem__):
                index = pending.pop(future)
                try:
                    result = future.result()
                except Exception as exc:
                    lost = worker_lost(exc, parts[index], list(processes.values()))
                    if lost is None:
                        raise
                    # the chunks already running on live workers still count; a broken
                    # pool fails them at once
                    for other in sorted(pending, key=pending.__getitem__):
                        if not other.cancelled() and other.exception() is None:
                            take(pending[other], other.result())
                    pending.clear()
                    return lost
                if take(index, result):
                    return None
        return None
    finally:
        for future in pending:
            future.cancel()


def _plan_bar(bar: Any, state: RunStatus) -> None:
    """A tqdm bar of a run that may stop early: its total is the planned games, and it
    shows the win rate so far and whether the time left is sure."""
    if state.planned != bar.total:
        bar.total = state.planned
    if state.done:
        rate = state.wins / state.done
        bar.set_postfix_str(f"win {rate:.0%}" + ("" if state.sure else ", estimating"))


def merge_chunks(parts: list[dict[str, Any]], zones: int) -> dict[str, Any]:
    """One :func:`run_chunk` result from those of consecutive seed ranges, in order (the
    games listed, the heatmaps of ``zones`` zones and the spawns summed)."""
    visits = [0] * zones
    deaths = [0] * zones
    spawned: dict[str, int] = {}
    games: list[dict[str, Any]] = []
    seconds = 0.0
    for chunk in parts:
        games.extend(chunk["games"])
        seconds += chunk.get("seconds", 0.0)
        for z, v in enumerate(chunk["visits"]):
            visits[z] += v
        for z, d in enumerate(chunk["deaths"]):
            deaths[z] += d
        for level, count in chunk["spawned"].items():
            spawned[level] = spawned.get(level, 0) + count
    return {
        "games": games,
        "visits": visits,
        "deaths": deaths,
        "spawned": spawned,
        "seconds": seconds,
    }


def strength_games(n: int) -> int:
    """Games the bot-strength block plays per other bot by default for an ``n``-game run:
    none for a one-game run. One game a bot cannot rank the bot: each win rate is 0 or 100 %
    with a 95 % interval of 0–79 % or 21–100 %, and any two of those overlap, whatever
    the games. (``--strength N`` plays the block all the same.)"""
    return min(n, STRENGTH_GAMES) if n > 1 else 0


def bot_strength(
    spec: GameSpec,
    report: SimulationReport,
    games: int,
    seed: int = 0,
    jobs: int = 1,
    executor: Executor | None = None,
    bots: tuple[str, ...] = STRENGTH_BOTS,
) -> dict[str, dict[str, Any]]:
    """How strong the bot of ``report`` is: its win rate next to those of ``bots`` on the
    same quest and party, first ``games`` seeds (bot name → label, games, win rate, 95 %
    interval). A balance figure measures the quest only as far as the bot plays well."""
    out = {spec.bot: _strength_entry(report)}
    for name in bots:
        if name not in out:
            other = replace(spec, bot=name, opponent=None)
            out[name] = _strength_entry(
                simulate(other, n=games, seed=seed, jobs=jobs, executor=executor)
            )
    return out


def _strength_entry(report: SimulationReport) -> dict[str, Any]:
    n, wins = report.n, report.wins
    return {
        "label": str(report.extra.get("bot_label", report.bot)),
        "games": n,
        "win_rate": round(wins / n, 4) if n else 0.0,
        "win_rate_ci95": list(wilson_interval(wins, n)),
    }


def strength_lines(strength: dict[str, dict[str, Any]]) -> list[str]:
    """The bot-strength block of a text report."""
    lines = ["bot strength (same quest, party and first seeds):"]
    for name, info in strength.items():
        lo, hi = info["win_rate_ci95"]
        lines.append(
            f"  {info.get('label', name)}: {info['win_rate']:.1%} "
            f"(95% CI {lo:.1%} – {hi:.1%}), {info['games']} games"
        )
    return lines


def bot_sides(game: Game, spec: GameSpec, labels: dict[str, Any]) -> list[dict[str, Any]]:
    """Who plays each side of ``game`` in a run of ``spec`` (issue #28: a report names the
    bot of each side): the heroes' bot, the other players' bot, and the enemies the rules
    themselves move when no player does (md1, md2, ddd, machina, the generic rules)."""
    sides: dict[str, list[str]] = {}
    for player in game.players:
        sides.setdefault(player.side, []).append(player.name)
    out = []
    for side, names in sides.items():
        if side == "heroes" or spec.opponent is None:  # the heroes' bot plays this side
            bot, label = spec.bot, labels["bot_label"]
        else:
            bot, label = spec.opponent, labels["opponent_bot_label"]
        out.append({"side": side, "players": names, "bot": bot, "label": label})
    if len(sides) == 1:
        out.append(
            {
                "side": "enemies",
                "players": [],
                "bot": "rules",
                "label": "the rules' own enemy activation (no player)",
            }
        )
    return out


def _bot_labels(spec: GameSpec) -> dict[str, Any]:
    """The bots and their strength as the report names them."""

    def label(name: str) -> str:
        return str(getattr(make_bot(name), "label", name))

    out: dict[str, Any] = {"bot_label": label(spec.bot)}
    if spec.opponent is not None:
        out["opponent_bot"] = spec.opponent
        out["opponent_bot_label"] = label(spec.opponent)
    return out


def worker_context() -> Any:
    """The start method of worker processes: ``spawn``, never ``fork``, which copies the
    locks of the caller's other threads (the editor runs games from a thread; a fork there
    can deadlock the worker). Not ``forkserver`` either: a worker it starts reports its
    exit status through the server, which now and then lost it (a worker killed with
    SIGKILL came back as "status 255"), and the run must say why a worker died; and a
    forked child cannot use its parent's server. A spawned worker imports the engine in
    about 0.5 s, once per pool."""
    import multiprocessing

    return multiprocessing.get_context("spawn")


def _init_worker(registered: dict[str, Callable[[int], Any]], warm: GameSpec | None = None) -> None:
    """A worker's start: the bots the caller registered (a fresh process has only the
    built-in ones); with ``warm``, that game built and one goal-bot game played (the
    ruleset's modules and the board's lazy tables loaded), so that the first chunk costs
    what the others do and the time-left estimate starts right."""
    from questwright.engine import bots

    for name, factory in registered.items():
        bots.BOTS.setdefault(name, factory)
    if warm is not None:
        _warm(warm)


#: players' moves of the warm-up game (a bundled quest's goal-bot game makes a few
#: hundred; a legal file can make one game cost seconds, and the warm-up is not a game
#: of the run)
WARM_MOVES = 200


def _warm(spec: GameSpec) -> None:
    """Build ``spec``'s game in this process and play the first :data:`WARM_MOVES` moves of
    a goal-bot game (a few milliseconds) so that its modules and lazy tables are loaded
    before any game is timed."""
    try:
        game = _game(spec)
        for name in {spec.bot, spec.opponent or spec.bot}:
            make_bot(name)
        play_game(game, -1, "goal", moves=WARM_MOVES)
    except Exception:  # the chunks will say what is wrong, with the game's seed
        pass


def worker_pool(jobs: int, warm: GameSpec | None = None) -> ProcessPoolExecutor:
    """A process pool for games: :func:`worker_context`, with the caller's bots; ``warm``:
    each worker builds that game when it starts (:func:`_init_worker`)."""
    import pickle

    from questwright.engine import bots

    registered = {}
    for name, factory in bots.BOTS.items():
        try:
            pickle.dumps(factory)
        except Exception:  # a lambda or local class cannot reach a worker: make_bot says so
            continue
        registered[name] = factory
    return ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=worker_context(),
        initializer=_init_worker,
        initargs=(registered, warm),
    )


class WorkerLost(RuntimeError):
    """A worker ended before returning its games: killed (``kill -9``, the system's
    out-of-memory killer), out of memory, crashed. ``seeds`` are the games it did not
    return; ``partial`` (a :func:`run_chunk` result) what it finished before."""

    def __init__(
        self, reason: str, seeds: list[int] | None = None, partial: dict[str, Any] | None = None
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.seeds = list(seeds or [])
        self.partial = partial


def describe_exit(exitcode: int | None) -> str:
    """Why a worker process ended, from its exit code, in a few words."""
    import signal

    if exitcode is None or exitcode == 0:
        return "died"
    if exitcode > 0:
        return f"exited with status {exitcode}"
    try:
        name = signal.Signals(-exitcode).name
    except ValueError:
        name = f"signal {-exitcode}"
    if name == "SIGKILL":
        return "was killed (SIGKILL: kill -9, or the system ran out of memory)"
    if name in ("SIGSEGV", "SIGBUS", "SIGABRT", "SIGILL", "SIGFPE"):
        return f"crashed ({name})"
    return f"was stopped ({name})"


def _pool_processes(pool: Executor) -> list[Any]:
    """The processes of a local pool (to read a dead one's exit code); none for others.
    ``_processes`` is private to ProcessPoolExecutor; without it the reason is vaguer."""
    return list((getattr(pool, "_processes", None) or {}).values())


def worker_lost(
    exc: BaseException, seeds: list[int], processes: Sequence[Any] = ()
) -> WorkerLost | None:
    """``exc`` (raised by a chunk's future) as a :class:`WorkerLost`, or ``None`` when it
    is an error of the games themselves (raised on as it is)."""
    import signal

    if isinstance(exc, WorkerLost):
        return exc
    if isinstance(exc, MemoryError):
        return WorkerLost("a worker ran out of memory (MemoryError)", seeds)
    if isinstance(exc, BrokenExecutor):  # a local pool's process died
        codes = _exit_codes(processes)
        # the pool stops the others with SIGTERM once one dies: the dead one is the other;
        # a signal comes before an exit status (a worker whose pipe broke when the pool
        # did exits with 255 by itself, under load sometimes before the killed one is seen)
        dead = sorted((c for c in codes if c != -signal.SIGTERM), key=lambda c: c > 0) or codes
        return WorkerLost(f"a worker process {describe_exit(dead[0] if dead else None)}", seeds)
    if type(exc).__name__ == "KilledWorker":  # dask.distributed, not imported for this
        return WorkerLost("the Dask workers playing it died each time it was retried", seeds)
    return None


def _exit_codes(processes: Sequence[Any], wait: float = 2.0) -> list[int]:
    """The non-zero exit codes of ``processes``, waiting up to ``wait`` seconds for the
    pool's own thread, which reaps the dead one at the same moment, to record it."""
    import signal

    deadline = time.monotonic() + wait
    while True:
        codes = [p.exitcode for p in processes if p.exitcode not in (None, 0)]
        # the pool stops the others with SIGTERM once one dies; under load their codes can
        # be read before the dead one's: wait for a code that is not the pool's SIGTERM
        if any(c != -signal.SIGTERM for c in codes) or time.monotonic() >= deadline:
            return codes
        time.sleep(0.05)


def _stopped(
    lost: WorkerLost,
    quest: str,
    finished: list[dict[str, Any]],
    parts: list[list[int]],
) -> dict[str, Any]:
    """The report's ``extra["stopped"]`` of a run a dead worker ended: ``finished`` (the
    chunks that finished) gains the dead chunk's own finished games; the rest is named."""
    if lost.partial is not None:
        finished.append(lost.partial)
    done = {g["seed"] for r in finished for g in r["games"]}
    missing = [s for part in parts for s in part if s not in done]
    first = lost.seeds[0] if lost.seeds else (missing[0] if missing else None)
    last = lost.seeds[-1] if lost.seeds else first
    where = f"seeds {first}–{last}" if first != last else f"seed {first}"
    message = (
        f"{lost.reason} while playing {quest}, {where}; the figures cover the "
        f"{english_count(len(done), 'game')} that finished, {len(missing)} were not played"
    )
    return {"message": message, "reason": lost.reason, "missing_seeds": missing}


def _progress(
    progress: bool | Callable[[int], None], total: int
) -> tuple[Any, Callable[[int], None]]:
    if callable(progress):
        return None, progress
    if not progress:
        return None, lambda k: None
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover - tqdm is a dependency
        return None, lambda k: None
    # the bar redraws itself with carriage returns: drawn on the stream under the command
    # line's escaping of file text (questwright.schema.text.SafeStream), which would show them
    stream = getattr(sys.stderr, "wrapped", sys.stderr)
    bar = tqdm(total=total, unit="game", file=stream, leave=False, dynamic_ncols=True)
    return bar, bar.update


@contextmanager
def dask_executor(address: str | None) -> Iterator[tuple[Executor, list[str]]]:
    """The executor of a Dask cluster and the names of its workers (optional extra
    ``questwright[distributed]``). Without an address a local cluster of worker processes
    is started. The client (and a local cluster) is closed when the block ends."""
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError as exc:  # pragma: no cover - depends on the optional extra
        raise RuntimeError(
            "the Dask path needs the optional extra: pip install 'questwright[distributed]'"
        ) from exc
    cluster = None
    if address:
        try:
            client = Client(address, timeout=20)
        except OSError as exc:
            raise RuntimeError(f"no Dask scheduler answers at {address}: {exc}") from None
    else:
        cluster = LocalCluster(n_workers=os.cpu_count() or 1, processes=True, threads_per_worker=1)
        client = Client(cluster)
    try:
        yield client.get_executor(), dask_worker_names(client)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def dask_worker_names(client: Any) -> list[str]:
    """Each worker of the client's cluster by its name (its address when it has none)."""
    workers = client.scheduler_info().get("workers", {})
    return sorted(str(info.get("name", addr)) for addr, info in workers.items())
