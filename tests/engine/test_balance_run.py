"""Balance runs that stop when they are precise enough, use every core and say how long
they have left (issue #27)."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from questwright.engine import bots
from questwright.engine.simulate import (
    MIN_GAMES,
    GameSpec,
    RunStatus,
    default_jobs,
    duration_text,
    games_for_precision,
    precise_enough,
    simulate,
    wilson_interval,
)
from questwright.schema.catalog import bundled_quests_dir

WARDEN = str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")


class SteadyBot(bots.GoalBot):
    """The goal bot, a fixed pause into every game: a stand-in slow bot whose games all
    cost the same, so that a time-left estimate can be checked against the clock."""

    name = "steady-stand-in"
    games_per_chunk = 2
    pause = 0.03

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.paused = False

    def choose(self, state: Any) -> Any:
        if not self.paused:
            self.paused = True
            time.sleep(self.pause)
        return super().choose(state)


@pytest.fixture(autouse=True)
def _steady_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(bots.BOTS, SteadyBot.name, SteadyBot)


def test_a_run_stops_once_its_interval_is_narrow_enough_and_not_before() -> None:
    spec = GameSpec(WARDEN, 2, "goal")
    report = simulate(spec, n=2000, seed=0, precision=0.05)
    doc = report.to_json()
    lo, hi = doc["win_rate_ci95"]
    assert MIN_GAMES <= report.n < 2000 and (hi - lo) / 2 <= 0.05
    assert doc["stopped_early"] is True and doc["precision"] == 0.05
    # the boundary before the stop was not precise enough yet
    shorter = report.games[:-100]
    wins = sum(1 for g in shorter if g["result"] == "win")
    assert not precise_enough(wins, len(shorter), 0.05)
    # without a precision every game is played
    assert simulate(spec, n=150, seed=0).n == 150


def test_an_early_stop_plays_the_same_games_whatever_the_executor() -> None:
    spec = GameSpec(WARDEN, 2, "goal")
    serial = simulate(spec, n=2000, seed=5, precision=0.06)
    with ThreadPoolExecutor(2) as pool:
        threaded = simulate(spec, n=2000, seed=5, jobs=2, executor=pool, precision=0.06)
    pooled = simulate(spec, n=2000, seed=5, jobs=2, precision=0.06)
    assert serial.games == threaded.games == pooled.games
    assert serial.visits == threaded.visits == pooled.visits


def test_precision_needs_enough_games() -> None:
    assert not precise_enough(0, MIN_GAMES - 1, 0.5)  # even a wide target waits for them
    assert precise_enough(0, MIN_GAMES, 0.05)  # nobody wins: ±3.6 points after 50
    assert not precise_enough(100, 200, 0.05)  # a coin flip needs about 385 games
    assert precise_enough(200, 400, 0.05)
    assert not precise_enough(200, 400, None)
    # the plan of a coin flip, of a sure thing, and a cap
    assert games_for_precision(0, 0, 0.05, 10_000) == 385
    assert games_for_precision(100, 100, 0.05, 10_000) == MIN_GAMES
    assert games_for_precision(0, 0, 0.05, 120) == 120
    lo, hi = wilson_interval(192, 385)
    assert (hi - lo) / 2 <= 0.05


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_first_time_left_is_within_half_of_the_real_time(jobs: int) -> None:
    """The stand-in bot's games cost the same; the first estimate comes once half a second
    of games is measured ("measuring…" until then) and must be within 50 % of the time
    the run then still took. The clock is the wall clock of a shared machine: a run may
    be disturbed by other work, so the best of three runs is judged."""
    spec = GameSpec(WARDEN, 2, SteadyBot.name)
    errors = []
    for _ in range(3):
        seen: list[tuple[float, RunStatus]] = []

        def note(status: RunStatus, seen: list[tuple[float, RunStatus]] = seen) -> None:
            seen.append((time.perf_counter(), status))

        report = simulate(spec, n=60, seed=0, jobs=jobs, status=note)
        end = time.perf_counter()
        first_at, first = next((t, s) for t, s in seen if s.eta_s is not None)
        real = end - first_at
        assert report.n == 60 and first.done < 30
        assert all(s.eta_text() == "measuring…" for _, s in seen if s.done < first.done)
        assert [s.done for _, s in seen] == sorted(s.done for _, s in seen)  # streamed
        assert seen[-1][1].done == 60 and seen[-1][1].eta_s == 0
        errors.append(abs(first.eta_s - real) / real)
        if errors[-1] <= 0.5:
            break
    assert min(errors) <= 0.5, errors


def test_a_precise_run_plans_for_a_coin_flip_until_it_knows_better() -> None:
    """The first plan of a run that stops at its precision assumes the worst case, so its
    time left is an upper bound and says it is unsure; the plan then follows the games."""
    spec = GameSpec(WARDEN, 2, SteadyBot.name)
    seen: list[RunStatus] = []
    report = simulate(spec, n=1000, seed=0, precision=0.1, status=seen.append)
    assert seen[0].done == 2 and seen[0].planned == 97  # the coin flip's games at ±10 points
    first = next(s for s in seen if s.eta_s is not None)
    last = seen[-1]
    assert not first.sure and "at most" in first.eta_text()
    assert report.n < 97 and last.planned == report.n and last.eta_s == 0


def test_status_lines_say_when_the_estimate_is_unsure() -> None:
    unsure = RunStatus(10, 5, 385, 1000, 4.0, 70.0, 400.0, False)
    assert unsure.eta_text() == "1 min 10 s, at most 6 min 40 s"
    sure = RunStatus(300, 150, 385, 1000, 40.0, 11.0, 90.0, True)
    assert sure.eta_text() == "about 11 s"
    assert RunStatus(0, 0, 385, 1000, 0.1, None, None, False).eta_text() == "measuring…"
    assert duration_text(3725) == "1 h 2 min" and duration_text(120) == "2 min"


def test_balance_runs_use_every_core_this_process_may_use() -> None:
    import os

    expected = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
    assert default_jobs() >= 1
    if expected is not None:
        assert default_jobs() == expected


def test_simulate_with_no_options_uses_every_core_and_stops_at_five_points(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The CLI's defaults: the cores this process may use, at most 1000 games, stop at
    ±5 points. The games are the goal bot's here (the default bot's speed is a benchmark's
    business, not a unit test's)."""
    from dataclasses import replace

    from questwright.engine import simulate as sim

    from questwright.cli import main

    calls: list[dict[str, Any]] = []
    real = sim.simulate

    def spy(spec: GameSpec, **kwargs: Any) -> Any:
        calls.append({"bot": spec.bot, **kwargs})
        return real(replace(spec, bot="goal"), **kwargs)

    monkeypatch.setattr(sim, "simulate", spy)
    assert main(["simulate", WARDEN, "--quiet", "--strength", "0"]) == 0
    (call,) = calls
    assert call["bot"] == "search" and call["jobs"] == default_jobs()
    assert call["n"] == 1000 and call["precision"] == 0.05
    out = capsys.readouterr().out
    assert "stopped at ±5 points" in out
    assert (
        main(["simulate", WARDEN, "--quiet", "--precision", "0", "-n", "30", "--bot", "goal"]) == 0
    )
    assert calls[1]["precision"] is None and calls[1]["n"] == 30  # then the strength runs
    assert main(["simulate", WARDEN, "--precision", "-1"]) == 2
