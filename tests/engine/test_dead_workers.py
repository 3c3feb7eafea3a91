"""Balance runs survive their workers (issue #34, item 2): a worker killed with ``kill -9``,
out of memory or crashed ends the run with a message (which games, why) and a report of the
games that finished; ``simulate --jobs N`` exits 1 with it; a Dask ``KilledWorker`` ends the
run the same way. Workers are spawned, never forked."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import Any

import pytest
from questwright.engine import bots
from questwright.engine.simulate import GameSpec, simulate, worker_context

from questwright.cli import main

ROOT = Path(__file__).resolve().parents[2]
MD1 = str(ROOT / "quests" / "md1" / "wardens-key.quest.json")


class DyingBot:
    """Stand-in (tests only): the goal bot, except that the game of seed ``DIES_AT`` kills
    its own process with SIGKILL after a pause (as ``kill -9`` or the OOM killer would)."""

    name = "dying-stand-in"
    #: one game per chunk, so that every other game is its own task
    games_per_chunk = 1
    DIES_AT = 3

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.goal = bots.GoalBot(seed)

    def choose(self, state: Any) -> Any:
        if self.seed == self.DIES_AT:
            time.sleep(1.0)  # the games of the other worker end first
            os.kill(os.getpid(), signal.SIGKILL)
        return self.goal.choose(state)


class GreedyBot(DyingBot):
    """Stand-in (tests only): the game of seed ``DIES_AT`` raises MemoryError."""

    name = "greedy-stand-in"

    def choose(self, state: Any) -> Any:
        if self.seed == self.DIES_AT:
            raise MemoryError
        return self.goal.choose(state)


@pytest.fixture
def dying() -> Iterator[None]:
    bots.register_bot(DyingBot.name, DyingBot)
    bots.register_bot(GreedyBot.name, GreedyBot)
    yield
    bots.BOTS.pop(DyingBot.name, None)
    bots.BOTS.pop(GreedyBot.name, None)


def test_workers_are_never_forked() -> None:
    assert worker_context().get_start_method() in ("forkserver", "spawn")


def test_a_killed_worker_ends_the_run_and_keeps_what_finished(dying: None) -> None:
    report = simulate(GameSpec(MD1, 1, DyingBot.name), n=5, seed=0, jobs=2)
    assert report.stopped
    stopped = report.extra["stopped"]
    assert 3 in stopped["missing_seeds"]
    assert {g["seed"] for g in report.games} >= {0, 1, 2}
    assert "killed (SIGKILL" in stopped["message"] and "seed 3" in stopped["message"]
    assert "wardens-key" in stopped["message"]
    assert "STOPPED EARLY" in report.text()
    assert report.to_json()["stopped"]["missing_seeds"] == stopped["missing_seeds"]


def test_out_of_memory_in_a_worker_is_said(dying: None) -> None:
    report = simulate(GameSpec(MD1, 1, GreedyBot.name), n=5, seed=0, jobs=2)
    assert report.stopped and "out of memory" in report.extra["stopped"]["message"]
    assert {g["seed"] for g in report.games} >= {0, 1, 2}


def test_cli_simulate_jobs_reports_a_dead_worker(
    dying: None, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        ["simulate", MD1, "-n", "5", "--jobs", "2", "--bot", DyingBot.name, "--strength", "0"]
    )
    out, err = capsys.readouterr()
    assert code == 1
    assert "STOPPED EARLY" in out and "win rate" in out
    assert "stopped early" in err and "SIGKILL" in err and "Traceback" not in err


class _KilledWorker(Exception):
    """What dask.distributed raises when a task's workers died (named alike)."""


_KilledWorker.__name__ = "KilledWorker"


class _DaskLike(Executor):
    """A stand-in for Dask's executor: the chunk of seed 3 comes back KilledWorker."""

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        from questwright.engine.simulate import run_chunk

        future: Future[Any] = Future()
        spec, seeds = args
        if 3 in seeds:
            future.set_exception(_KilledWorker("('run_chunk-123', <WorkerState ...>)"))
        else:
            future.set_result(run_chunk(spec, seeds))
        return future


def test_the_dask_path_ends_on_a_killed_worker() -> None:
    report = simulate(GameSpec(MD1, 1, "goal"), n=6, seed=0, executor=_DaskLike(), min_chunk=1)
    assert report.stopped
    assert "Dask" in report.extra["stopped"]["message"]
    assert report.n >= 1 and 3 not in {g["seed"] for g in report.games}


def test_the_progress_bar_keeps_its_carriage_returns(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI shows file text's control characters as escapes; its own progress bar, which
    redraws itself with carriage returns, is drawn on the stream underneath."""
    import io
    import sys

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["simulate", MD1, "-n", "3", "--bot", "goal", "--strength", "0"]) == 0
    drawn = terminal.getvalue()
    assert "\r" in drawn and "\\u000d" not in drawn
