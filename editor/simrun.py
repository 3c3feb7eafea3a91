"""Running bot games for the editor's simulation report: slices sized by the clock.

A goal-bot game takes a few milliseconds, a search-bot game seconds. So that the progress
bar moves and Cancel answers within about a second whatever the bot, the games are played
in slices of consecutive seeds whose size comes from the measured speed:
:class:`SliceExecutor` is an :class:`~concurrent.futures.Executor` for the engine's
:func:`~questwright.engine.simulate.simulate` (and so for ``bot_strength`` and ``sweep``,
which take one). Each chunk the engine hands it, ``run_chunk(spec, seeds)``, it plays slice
by slice — one game per job first, then about :data:`SLICE_SECONDS` of play at the speed
measured on the previous slice of the same game spec — calling ``progress`` after each
slice and raising :class:`Cancelled` once ``cancel`` is set. The games run in ``jobs``
worker processes (one job: one worker), every slice spread over them, so Cancel does not
wait for the game being played: the workers are terminated (a search-bot game can take
many seconds); ``processes=False`` plays one job on the calling thread instead, and then
Cancel waits for the slice to end. A worker that dies (``kill -9``, the out-of-memory
killer, a crash, a ``MemoryError``) ends the run: the chunk's future fails with the
engine's :class:`~questwright.engine.simulate.WorkerLost`, carrying the slices that
finished, and ``simulate`` returns a report of the finished games marked ``stopped`` (why,
which seeds). The engine guarantees that results do not depend on the
chunking, so a sliced run equals a single ``simulate`` call.

:class:`RunClock` turns the games and seconds per bot into the time a planned run has left.
Qt-free; the dialog and its threads are in :mod:`questwright.editor.simreport`.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, wait
from typing import TYPE_CHECKING, Any

from questwright.engine.simulate import (
    STRENGTH_BOTS,
    WorkerLost,
    merge_chunks,
    worker_lost,
    worker_pool,
)

if TYPE_CHECKING:
    from questwright.engine.simulate import GameSpec, RunStatus, SimulationReport

__all__ = [
    "MAX_SLICE",
    "SLICE_SECONDS",
    "Cancelled",
    "RunClock",
    "SliceExecutor",
    "run_plan",
    "run_slices",
    "slice_size",
]

#: the wall time a slice aims at: progress moves about this often
SLICE_SECONDS = 1.0
#: how often a wait for the workers looks at the cancel event (seconds)
POLL_SECONDS = 0.05
#: games per slice and job at most
MAX_SLICE = 100
#: ``progress(bot, games, seconds)`` after each slice
Progress = Callable[[str, int, float], None]


class Cancelled(Exception):
    """The user cancelled the run."""


def slice_size(remaining: int, jobs: int, rate: float | None) -> int:
    """Games in the next slice: one per job before anything is measured, then about
    :data:`SLICE_SECONDS` at ``rate`` (games per second, wall clock), at least one game
    per job and at most :data:`MAX_SLICE` per job; never more than ``remaining``."""
    size = jobs if rate is None else int(rate * SLICE_SECONDS)
    size = max(jobs, min(size, MAX_SLICE * jobs))
    return max(1, min(size, remaining))


class SliceExecutor(Executor):
    """Plays each ``run_chunk(spec, seeds)`` it is given in clock-sized slices (module
    docstring); ``slices`` records every slice's size, ``rates`` the last measured speed
    (games per second) of each spec. :meth:`submit` returns when the chunk is done (the
    calling thread waits for the workers, watching ``cancel``)."""

    #: :meth:`submit` plays the chunk before it returns (the engine hands out one at a time)
    synchronous = True

    def __init__(
        self,
        jobs: int = 1,
        *,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
        processes: bool = True,
    ) -> None:
        self.jobs = max(1, jobs)
        self.progress = progress
        self.cancel = cancel
        self.processes = processes or self.jobs > 1
        self.slices: list[int] = []
        self.rates: dict[GameSpec, float] = {}
        self._pool: Any = None
        #: set when a worker died: every later chunk fails at once
        self.lost: WorkerLost | None = None

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        spec, seeds = args
        future: Future[Any] = Future()
        if self.lost is not None:  # a worker died: the run is over, nothing more is played
            future.set_exception(WorkerLost(self.lost.reason, list(seeds)))
            return future
        try:
            future.set_result(self._run(fn, spec, list(seeds)))
        except WorkerLost as exc:
            self.lost = exc
            future.set_exception(exc)
        return future

    def _run(self, fn: Callable[..., Any], spec: GameSpec, seeds: list[int]) -> dict[str, Any]:
        parts: list[dict[str, Any]] = []
        start = 0
        while start < len(seeds):
            if self.cancel is not None and self.cancel.is_set():
                raise Cancelled
            size = slice_size(len(seeds) - start, self.jobs, self.rates.get(spec))
            clock = time.perf_counter()
            try:
                parts.append(self._play(fn, spec, seeds[start : start + size]))
            except WorkerLost as exc:
                self._stop()
                finished = [*parts, *([exc.partial] if exc.partial else [])]
                exc.partial = (
                    merge_chunks(finished, len(finished[0]["visits"])) if finished else None
                )
                raise
            seconds = time.perf_counter() - clock
            self.rates[spec] = size / max(seconds, 1e-6)
            self.slices.append(size)
            start += size
            if self.progress is not None:
                self.progress(spec.bot, size, seconds)
        return merge_chunks(parts, len(parts[0]["visits"]))

    def _play(self, fn: Callable[..., Any], spec: GameSpec, seeds: list[int]) -> dict[str, Any]:
        if not self.processes:
            return dict(fn(spec, seeds))
        if self._pool is None:
            self._pool = worker_pool(self.jobs)
        step = -(-len(seeds) // self.jobs)
        waiting = [
            (self._pool.submit(fn, spec, seeds[i : i + step]), seeds[i : i + step])
            for i in range(0, len(seeds), step)
        ]
        processes = list((getattr(self._pool, "_processes", None) or {}).values())
        results = []
        for future, part in waiting:
            while not future.done():
                if self.cancel is not None and self.cancel.is_set():
                    self._stop()
                    raise Cancelled
                wait([future], POLL_SECONDS)
            try:
                results.append(future.result())
            except Exception as exc:
                # a dead worker fails the futures of the whole pool; keep those that ended
                lost = worker_lost(exc, part, processes)
                if lost is None:
                    raise
                kept = [f.result() for f, _ in waiting if _returned(f)]
                lost.partial = merge_chunks(kept, len(kept[0]["visits"])) if kept else None
                raise lost from exc
        return merge_chunks(results, len(results[0]["visits"]))

    def _stop(self) -> None:
        """End the workers now, whatever they are playing (a pool only waits for them)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            for process in list((getattr(pool, "_processes", None) or {}).values()):
                process.kill()
            pool.shutdown(wait=True, cancel_futures=True)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._stop()  # nothing is pending unless a slice failed


def _returned(future: Future[Any]) -> bool:
    return future.done() and not future.cancelled() and future.exception() is None


def run_plan(bot: str, games: int, strength_games: int, points: int = 1) -> dict[str, int]:
    """Games per bot of a run: ``games`` at each of ``points`` with ``bot``, then
    ``strength_games`` with each of the engine's ``STRENGTH_BOTS`` other than ``bot``."""
    plan = {bot: games * points}
    for other in STRENGTH_BOTS:
        if other != bot and strength_games:
            plan[other] = strength_games
    return plan


class RunClock:
    """Games and seconds played per bot, and the time a planned run has left."""

    def __init__(self, plan: dict[str, int]) -> None:
        self.plan = dict(plan)
        self.games: dict[str, int] = {}
        self.seconds: dict[str, float] = {}

    def replan(self, bot: str, games: int) -> None:
        """A run that stops at its precision now plans ``games`` for ``bot`` (the strength
        bots play no more than that either)."""
        for name in self.plan:
            self.plan[name] = games if name == bot else min(self.plan[name], games)

    def add(self, bot: str, games: int, seconds: float) -> None:
        self.games[bot] = self.games.get(bot, 0) + games
        self.seconds[bot] = self.seconds.get(bot, 0.0) + seconds

    @property
    def done(self) -> int:
        return sum(self.games.values())

    def left(self) -> float | None:
        """Seconds left: each bot's remaining games at its measured speed; ``None`` before
        the first slice ends. Bots not measured yet count as nothing (the strength bots,
        random and goal, play a game in milliseconds)."""
        if not self.games:
            return None
        total = 0.0
        for bot, planned in self.plan.items():
            done = self.games.get(bot, 0)
            if done == 0 or done >= planned:
                continue
            total += (planned - done) * self.seconds[bot] / done
        return total


def run_slices(
    spec: GameSpec,
    n: int,
    seed: int,
    jobs: int,
    *,
    strength_games: int = 0,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    processes: bool = True,
    precision: float | None = None,
    status: Callable[[RunStatus], None] | None = None,
) -> SimulationReport:
    """``simulate(spec, n, seed, jobs)`` in clock-sized slices with progress and cancel
    between them (``processes``: see :class:`SliceExecutor`), stopping early at
    ``precision`` (``status`` after each chunk: the games planned, the time left); with
    ``strength_games``, the report's ``extra["strength"]`` is the bot's strength as the
    CLI measures it (``bot_strength`` on the same executor, on at most the games played)."""
    from questwright.engine.simulate import bot_strength, simulate

    with SliceExecutor(jobs, progress=progress, cancel=cancel, processes=processes) as executor:
        report = simulate(
            spec, n, seed, jobs, executor=executor, precision=precision, status=status
        )
        strength = min(strength_games, report.n)
        if strength and not report.stopped:
            report.extra["strength"] = bot_strength(spec, report, strength, seed, jobs, executor)
    return report
