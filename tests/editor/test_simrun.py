"""Clock-sized slices of the simulation report (``editor/simrun.py``, Qt-free): slice sizes,
results that do not depend on the slicing, cancel between slices, the time left."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from questwright.editor.simrun import (
    MAX_SLICE,
    Cancelled,
    RunClock,
    SliceExecutor,
    run_plan,
    run_slices,
    slice_size,
)
from questwright.engine import bots
from questwright.engine.simulate import GameSpec, bot_strength, simulate

from tests.editor.standin_bots import PausingBot

ROOT = Path(__file__).resolve().parents[2]
MD1 = str(ROOT / "quests" / "md1" / "wardens-key.quest.json")
TIMING = ("jobs", "elapsed_s", "games_per_s")
PAUSE = 0.2


class _Pausing(PausingBot):
    """Stand-in slow bot (tests only): the goal bot after a pause at each game's start."""

    pause = PAUSE


class _Stuck(_Pausing):
    """Stand-in for a search game that lasts (tests only)."""

    name = "stuck-stand-in"

    def choose(self, state: Any) -> Any:
        time.sleep(60)
        return self.goal.choose(state)


@pytest.fixture
def pausing() -> Iterator[str]:
    bots.register_bot(_Pausing.name, _Pausing)
    bots.register_bot(_Stuck.name, _Stuck)
    yield _Pausing.name
    bots.BOTS.pop(_Pausing.name, None)
    bots.BOTS.pop(_Stuck.name, None)


def _same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return {k: v for k, v in a.items() if k not in TIMING} == {
        k: v for k, v in b.items() if k not in TIMING
    }


def test_slice_size_follows_the_measured_speed() -> None:
    assert slice_size(500, 1, None) == 1  # nothing measured: one game
    assert slice_size(500, 3, None) == 3  # one per job
    assert slice_size(500, 1, 0.2) == 1  # five seconds a game: still one game
    assert slice_size(500, 2, 0.2) == 2  # at least one game per job
    assert slice_size(500, 1, 12.5) == 12  # about a second's worth
    assert slice_size(500, 1, 5000.0) == MAX_SLICE
    assert slice_size(500, 2, 5000.0) == 2 * MAX_SLICE
    assert slice_size(7, 1, 5000.0) == 7  # never more than is left


def test_slices_adapt_and_the_report_does_not_depend_on_them(pausing: str) -> None:
    slow = GameSpec(MD1, 1, pausing)
    seen: list[tuple[str, int]] = []
    with SliceExecutor(progress=lambda bot, games, s: seen.append((bot, games))) as ex:
        report = simulate(slow, 8, 3, executor=ex)
        slow_slices = list(ex.slices)
        fast = GameSpec(MD1, 1, "goal")
        fast_report = simulate(fast, 150, 3, executor=ex)
    # a slow bot: one game, then about a second's worth (the pause makes it at most 5)
    assert slow_slices[0] == 1 and max(slow_slices) <= int(1 / PAUSE) and sum(slow_slices) == 8
    assert len(slow_slices) >= 3
    # a fast bot grows its slices from one game
    fast_slices = ex.slices[len(slow_slices) :]
    assert fast_slices[0] == 1 and max(fast_slices) > 10 and sum(fast_slices) == 150
    assert [g for b, g in seen if b == pausing] == slow_slices
    # same seeds, same report, whatever the slicing
    assert _same(report.to_json(), simulate(slow, 8, 3).to_json())
    assert _same(fast_report.to_json(), simulate(fast, 150, 3).to_json())


def test_two_jobs_spread_every_slice_and_give_the_same_report() -> None:
    spec = GameSpec(MD1, 2, "goal")
    with SliceExecutor(2) as ex:
        report = simulate(spec, 40, 8, 2, executor=ex)
    assert ex.slices[0] == 2
    assert _same(report.to_json(), simulate(spec, 40, 8).to_json())


def test_run_slices_adds_the_strength_block_as_the_cli() -> None:
    spec = GameSpec(MD1, 1, "random")
    report = run_slices(spec, 6, 2, 1, strength_games=6)
    direct = simulate(spec, 6, 2)
    direct.extra["strength"] = bot_strength(spec, direct, 6, 2)
    assert _same(report.to_json(), direct.to_json())
    assert list(report.extra["strength"]) == ["random", "goal"]


def test_cancel_acts_before_the_next_slice(pausing: str) -> None:
    cancel = threading.Event()
    played: list[int] = []

    def progress(bot: str, games: int, seconds: float) -> None:
        played.append(games)
        if len(played) == 2:
            cancel.set()

    with pytest.raises(Cancelled):
        run_slices(GameSpec(MD1, 1, pausing), 1000, 0, 1, progress=progress, cancel=cancel)
    assert len(played) == 2 and sum(played) <= 1 + int(1 / PAUSE)


def test_cancel_ends_the_game_being_played(pausing: str) -> None:
    """The worker playing a long game is ended: Cancel does not wait for the game."""
    cancel = threading.Event()
    timer = threading.Timer(0.5, cancel.set)
    timer.start()
    start = time.monotonic()
    with pytest.raises(Cancelled):
        run_slices(GameSpec(MD1, 1, _Stuck.name), 3, 0, 1, cancel=cancel)
    assert time.monotonic() - start < 30  # the stand-in's game lasts 60 s


def test_one_job_on_the_calling_thread_gives_the_same_report() -> None:
    spec = GameSpec(MD1, 1, "goal")
    with SliceExecutor(processes=False) as ex:
        report = simulate(spec, 30, 4, executor=ex)
    assert ex.slices[0] == 1
    assert _same(report.to_json(), simulate(spec, 30, 4).to_json())


def test_the_clock_estimates_the_time_left() -> None:
    plan = run_plan("search", 100, 100)
    assert plan == {"search": 100, "random": 100, "goal": 100}
    assert run_plan("goal", 10, 10, points=3) == {"goal": 30, "random": 10}
    assert run_plan("goal", 10, 0) == {"goal": 10}
    clock = RunClock(plan)
    assert clock.left() is None
    clock.add("search", 10, 20.0)  # two seconds a game: 90 left
    assert clock.left() == pytest.approx(180.0)
    clock.add("search", 90, 170.0)
    clock.add("random", 50, 0.5)
    assert clock.done == 150 and clock.left() == pytest.approx(0.5)
