"""Dark Darker Darkest benchmarks: games per second per core, clone cost, balance.

Run ``python benchmarks/bench_ddd.py`` (``--quick`` for fewer games, ``--json FILE`` to keep
the figures). The issue's target is ≥ 200 games/s per core with goal bots on the smaller
bundled house. Figures:

* games/s per core (CPU time of one process, ``time.process_time``, best of three after a
  warm-up) for every bundled ddd house, goal and random bots, two and four survivors, each
  also as a ratio to **md1 The Warden's Key with goal bots, measured in the same run** (the
  engine's reference game; the shared machine's load moves both alike);
* ``State.clone()`` of a ddd game in mid-play, in µs and as a ratio to an md1 clone;
* balance with four survivors on the same seeds: goal-bot and random-bot win rates with
  their 95 % intervals, mean rounds, and whether ``jobs=1`` and ``jobs=2`` give identical
  reports.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from questwright.engine.core import Game
from questwright.engine.rng import Rng
from questwright.engine.simulate import GameSpec, play_game, simulate
from questwright.schema.catalog import bundled_quests_dir

TIMING = ("jobs", "elapsed_s", "games_per_s")


def houses() -> list[Path]:
    return sorted((bundled_quests_dir() / "ddd").glob("*.quest.json"))


def per_core(path: Path, games: int, bot: str = "goal", heroes: int = 2) -> dict[str, Any]:
    """Games per second of CPU time, best of three runs after a warm-up."""
    game = Game(path, party=heroes)
    for seed in range(min(30, games)):  # warm the route and sight caches
        play_game(game, 10_000 + seed, bot)
    best = float("inf")
    rounds = 0
    for _ in range(3):
        cpu0 = time.process_time()
        rounds = sum(play_game(game, seed, bot).round for seed in range(games))
        best = min(best, time.process_time() - cpu0)
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "bot": bot,
        "heroes": heroes,
        "games": games,
        "mean_rounds": round(rounds / games, 2),
        "games_per_s_cpu": round(games / best, 1),
    }


def clone_us(path: Path, heroes: int = 2, steps: int = 40) -> float:
    """CPU µs of one ``clone()`` of a state ``steps`` random decisions into a game."""
    game = Game(path, party=heroes)
    state = game.new_initial_state(5)
    rng = Rng(5)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    best = float("inf")
    for _ in range(3):
        t0 = time.process_time()
        for _ in range(2000):
            state.clone()
        best = min(best, (time.process_time() - t0) / 2000 * 1e6)
    return round(best, 2)


def balance(path: Path, games: int, heroes: int = 4) -> dict[str, Any]:
    """Goal and random bots on the same seeds; jobs 1 and 2 give the same report."""
    goal = simulate(GameSpec(str(path), heroes, "goal"), n=games, seed=0, jobs=1)
    pooled = simulate(GameSpec(str(path), heroes, "goal"), n=games, seed=0, jobs=2)
    rand = simulate(GameSpec(str(path), heroes, "random"), n=games, seed=0, jobs=1)
    g, p, r = goal.to_json(), pooled.to_json(), rand.to_json()
    same = {k: v for k, v in g.items() if k not in TIMING} == {
        k: v for k, v in p.items() if k not in TIMING
    }
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "heroes": heroes,
        "games": games,
        "goal_win_rate": g["win_rate"],
        "goal_win_rate_ci95": g["win_rate_ci95"],
        "random_win_rate": r["win_rate"],
        "random_win_rate_ci95": r["win_rate_ci95"],
        "goal_losses": g["losses"],
        "jobs_1_equals_jobs_2": same,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games")
    parser.add_argument("--json", help="write the figures to FILE")
    parser.add_argument("--no-balance", action="store_true", help="skip the balance runs")
    args = parser.parse_args(argv)
    games = 60 if args.quick else 200
    out: dict[str, Any] = {"python": sys.version.split()[0], "load_before": os.getloadavg()}
    reference = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
    ref = per_core(reference, games)
    out["reference"] = ref
    print(f"reference {ref['quest']}: {ref['games_per_s_cpu']:.0f} games/s per core (goal, 2)")
    rows = []
    for path in houses():
        for bot in ("goal", "random"):
            for heroes in (2, 4):
                row = per_core(path, games, bot, heroes)
                row["ratio_to_reference"] = round(
                    row["games_per_s_cpu"] / ref["games_per_s_cpu"], 3
                )
                rows.append(row)
                print(
                    f"{row['quest']:28} {bot:6} {heroes} survivors: "
                    f"{row['games_per_s_cpu']:7.1f} games/s per core "
                    f"(×{row['ratio_to_reference']:.2f} of the reference), "
                    f"{row['mean_rounds']} rounds"
                )
    out["per_core"] = rows
    smaller = min(houses(), key=lambda p: len(Game(p, party=2).topology.zone_ids))
    md1_clone, ddd_clone = clone_us(reference), clone_us(smaller)
    out["clone"] = {
        "quest": f"{smaller.parent.name}/{smaller.stem}",
        "clone_us": ddd_clone,
        "md1_clone_us": md1_clone,
        "ratio": round(ddd_clone / md1_clone, 2),
    }
    print(f"clone(): {ddd_clone:.1f} µs (md1 {md1_clone:.1f} µs, ×{ddd_clone / md1_clone:.2f})")
    if not args.no_balance:
        out["balance"] = []
        for path in houses():
            b = balance(path, 100 if args.quick else 500)
            out["balance"].append(b)
            print(
                f"{b['quest']:28} {b['games']} games, 4 survivors: goal {b['goal_win_rate']:.1%} "
                f"random {b['random_win_rate']:.1%}; jobs 1 = jobs 2: {b['jobs_1_equals_jobs_2']}"
            )
    out["load_after"] = os.getloadavg()
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
