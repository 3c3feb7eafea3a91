"""What a balance report costs, and what its bot is worth, on every bundled quest (issue #27).

``python benchmarks/bench_balance.py [-n 200] [--before 10] [--quest STEM] [--json FILE]``

For each bundled quest of every game, two heroes, one process:

* the **default bot** of balance runs (``engine.simulate.balance_bot`` of the quest's
  system), the **goal bot** and the **bot before issue #27** (the search bot deciding every
  action, ``SearchBot(rounds=((3, 3), (6, 2)))``, four candidates) play the same
  seeds; each game is timed in CPU seconds of this process (``time.process_time``), so that
  other work on a shared machine counts little;
* the default and goal bots play ``n`` games, the bot before ``--before`` games (it is the
  slow one): the speed ratio is taken on those first seeds, which all three played;
* win rates with 95 % Wilson intervals, and whether the default bot's interval overlaps the
  bot before's or lies above it, and lies above the goal bot's;
* where the quest's game has an opponent player (descent1's overlord), the heroes' bots
  are also compared against the same opponent (issue #28): the goal heroes against the
  default bot's overlord (``goal_vs_default``) and the default bot's heroes against the
  goal overlord (``default_vs_goal``). descent1 plays no bot before issue #27 (its search
  at every decision took about 300 s a game).

Figures go to stdout and, with ``--json``, to a file (named figures per quest). The load
average before and after is printed: the machine is shared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from questwright.engine.bots import register_bot
from questwright.engine.search import SearchBot
from questwright.engine.simulate import GameSpec, balance_bot, play_game, wilson_interval
from questwright.schema.catalog import bundled_quests_dir

BEFORE = "search-before-27"


def _before(seed: int) -> SearchBot:
    """The default balance bot as it was before issue #27: a search at every action."""
    return SearchBot(seed, rounds=((3, 3), (6, 2)), name=BEFORE)


register_bot(BEFORE, _before)


def quests() -> list[Path]:
    root = bundled_quests_dir()
    return sorted(root.glob("*/*.quest.json"), key=lambda p: (p.parent.name, p.name))


#: systems where the bot before issue #27 is not played (its games took minutes)
NO_BEFORE = ("descent1",)


def play(
    path: Path, bot: str, seeds: range, heroes: int, opponent: str | None = None
) -> dict[str, Any]:
    """Each game's result and CPU seconds (``opponent``: the other side's bot)."""
    game = GameSpec(str(path), heroes, bot).build()
    results, cpu = [], []
    for seed in seeds:
        start = time.process_time()
        state = play_game(game, seed, bot, opponent)
        cpu.append(time.process_time() - start)
        results.append(int((state.outcome() or {}).get("result") == "win"))
    return {"bot": bot, "results": results, "cpu": cpu}


def summary(run: dict[str, Any], k: int | None = None) -> dict[str, Any]:
    results = run["results"][:k]
    cpu = run["cpu"][:k]
    wins = sum(results)
    return {
        "bot": run["bot"],
        "games": len(results),
        "wins": wins,
        "win_rate": round(wins / len(results), 4) if results else 0.0,
        "ci95": list(wilson_interval(wins, len(results))),
        "cpu_s_per_game": round(statistics.fmean(cpu), 4) if cpu else None,
    }


def measure(path: Path, n: int, before: int, heroes: int) -> dict[str, Any]:
    system = path.parent.name
    default = balance_bot(system)
    runs = {
        "default": play(path, default, range(n), heroes),
        "goal": play(path, "goal", range(n), heroes),
    }
    game = GameSpec(str(path), heroes, default).build()
    if any(p.side != "heroes" for p in game.players) and default != "goal":
        runs["goal_vs_default"] = play(path, "goal", range(n), heroes, default)
        runs["default_vs_goal"] = play(path, default, range(n), heroes, "goal")
    before = before if system not in NO_BEFORE and default != "goal" else 0
    if before:
        runs["before"] = play(path, BEFORE, range(before), heroes)
    row: dict[str, Any] = {"quest": f"{system}/{path.stem}", "default_bot": default}
    for name, run in runs.items():
        row[name] = summary(run)
    if before:
        row["default_on_before_seeds"] = summary(runs["default"], before)
        row["goal_on_before_seeds"] = summary(runs["goal"], before)
        cost = row["default_on_before_seeds"]["cpu_s_per_game"]
        old = row["before"]["cpu_s_per_game"]
        row["speedup_vs_before"] = round(old / cost, 2) if cost else None
    d, g = row["default"]["ci95"], row["goal"]["ci95"]
    row["default_above_goal"] = row["default"]["win_rate"] > row["goal"]["win_rate"]
    row["default_apart_from_goal"] = d[0] > g[1]
    if "goal_vs_default" in row:  # the heroes' bots against the same overlord
        row["default_heroes_above_goal_heroes"] = {
            "default_overlord": row["default"]["win_rate"] > row["goal_vs_default"]["win_rate"],
            "goal_overlord": row["default_vs_goal"]["win_rate"] > row["goal"]["win_rate"],
        }
    if before:
        b = row["before"]["ci95"]
        row["default_overlaps_or_above_before"] = d[1] >= b[0]
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=200, help="games of the default and goal bots")
    parser.add_argument(
        "--before", type=int, default=10, help="games of the bot before issue #27 (0: none)"
    )
    parser.add_argument("--heroes", type=int, default=2)
    parser.add_argument("--quest", action="append", help="only these quests (stem)")
    parser.add_argument("--json", help="write the figures to FILE")
    args = parser.parse_args(argv)
    load0 = os.getloadavg()
    print(f"load average before: {load0[0]:.2f}", flush=True)
    out: dict[str, Any] = {"games": args.n, "before_games": args.before, "quests": []}
    for path in quests():
        if args.quest and path.name.removesuffix(".quest.json") not in args.quest:
            continue
        row = measure(path, args.n, args.before, args.heroes)
        out["quests"].append(row)
        d, g = row["default"], row["goal"]
        line = (
            f"{row['quest']:28} {row['default_bot']}: {d['win_rate']:.3f} {d['ci95']} "
            f"{d['cpu_s_per_game']:.3f} s/game | goal {g['win_rate']:.3f} {g['ci95']} "
            f"{g['cpu_s_per_game']:.4f} s/game"
        )
        if "goal_vs_default" in row:
            gd, dg = row["goal_vs_default"], row["default_vs_goal"]
            line += (
                f" | goal heroes v {row['default_bot']} overlord {gd['win_rate']:.3f} "
                f"{gd['ci95']} | {row['default_bot']} heroes v goal overlord "
                f"{dg['win_rate']:.3f} {dg['ci95']} {dg['cpu_s_per_game']:.3f} s/game"
            )
        if "before" in row:
            b = row["before"]
            line += (
                f" | before {b['win_rate']:.3f} on {b['games']} "
                f"{b['cpu_s_per_game']:.3f} s/game, speed-up {row['speedup_vs_before']}x"
            )
        print(line, flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    out["load_average"] = {"before": load0, "after": os.getloadavg()}
    print(f"load average after: {out['load_average']['after'][0]:.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
