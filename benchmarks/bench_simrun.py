"""The editor's sliced simulation runs (``editor/simrun.py``): their cost, and how fast Cancel acts.

``python benchmarks/bench_simrun.py [-n 1000] [--rounds 3] [--cancel-bot search]
[--cancel-after 3] [--json FILE]``

1. **Cost of the slices.** ``n`` goal-bot games of Warden's Key (two heroes, one job),
   alternating, ``rounds`` times: ``simulate`` called directly (the baseline, in this
   process), ``run_slices`` (clock-sized slices in one worker process, as the editor runs
   them) and ``run_slices(processes=False)`` (the same slices on this thread). Games per
   second and the ratio to the baseline of the same round.
2. **Cancel.** ``run_slices`` with ``--cancel-bot`` on a background thread, cancelled after
   ``--cancel-after`` seconds: the seconds from Cancel to the run's end, with the games in a
   worker process (ended at once) and on the calling thread (Cancel waits for the slice,
   at least the game being played); and the longest wait between two progress reports.

Figures go to stdout and, with ``--json``, to a file (no Qt needed).
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import statistics
import threading
import time
from pathlib import Path
from typing import Any

from questwright.editor.simrun import Cancelled, run_slices
from questwright.engine.simulate import GameSpec, simulate
from questwright.schema.catalog import bundled_quests_dir

QUEST = str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")


def _cost(n: int, rounds: int) -> dict[str, Any]:
    spec = GameSpec(QUEST, 2, "goal")
    simulate(spec, 20)  # warm-up: load the quest
    ways = {
        "direct": lambda: simulate(spec, n, 0),
        "sliced_worker": lambda: run_slices(spec, n, 0, 1),
        "sliced_thread": lambda: run_slices(spec, n, 0, 1, processes=False),
    }
    rates: dict[str, list[float]] = {k: [] for k in ways}
    ratios: dict[str, list[float]] = {k: [] for k in ways if k != "direct"}
    for _ in range(rounds):
        this: dict[str, float] = {}
        for name, run in ways.items():
            start = time.perf_counter()
            report = run()
            this[name] = report.n / (time.perf_counter() - start)
            rates[name].append(round(this[name], 1))
        for name in ratios:
            ratios[name].append(round(this[name] / this["direct"], 3))
    return {
        "games": n,
        "games_per_s": rates,
        "ratio_to_direct": ratios,
        "median_ratio": {k: statistics.median(v) for k, v in ratios.items()},
    }


def _cancel(bot: str, after: float, processes: bool) -> dict[str, Any]:
    cancel = threading.Event()
    reports: list[float] = []
    ended: list[float] = []

    def progress(_bot: str, _games: int, _seconds: float) -> None:
        reports.append(time.monotonic())

    def work() -> None:
        with contextlib.suppress(Cancelled):
            run_slices(
                GameSpec(QUEST, 2, bot),
                10_000,
                0,
                1,
                progress=progress,
                cancel=cancel,
                processes=processes,
            )
        ended.append(time.monotonic())

    start = time.monotonic()
    thread = threading.Thread(target=work)
    thread.start()
    time.sleep(after)
    cancel.set()
    cancelled = time.monotonic()
    thread.join()
    marks = [start, *[t for t in reports if t <= cancelled]]
    gaps = [b - a for a, b in itertools.pairwise(marks)]
    return {
        "bot": bot,
        "processes": processes,
        "cancel_to_end_s": round(ended[0] - cancelled, 3),
        "progress_reports_before_cancel": len(marks) - 1,
        "longest_wait_for_progress_s": round(max([*gaps, cancelled - marks[-1]]), 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cancel-bot", default="search")
    parser.add_argument("--cancel-after", type=float, default=3.0)
    parser.add_argument("--json", help="write the figures to FILE")
    args = parser.parse_args()
    out = {"quest": "wardens-key", "heroes": 2, "cost": _cost(args.n, args.rounds)}
    out["cancel"] = [
        _cancel(args.cancel_bot, args.cancel_after, processes) for processes in (True, False)
    ]
    print(json.dumps(out, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
