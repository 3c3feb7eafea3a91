"""The search bot against the goal-seeking bot, and proof that it does not peek (a long run).

``python benchmarks/bench_search.py [-n 200] [--jobs 2] [--future-games 100] [--json FILE]``

For every bundled md1 and md2 quest (two heroes): ``n`` games with the goal-seeking bot and
the same ``n`` seeds with the search bot (``questwright simulate --bot search``), their win
rates with 95 % Wilson intervals and whether the intervals are apart; then
``--future-games`` games of a *blindfolded* search bot that is handed, at every decision,
not the real state but a twin with another future (every deck drawn again and a new
generator for the dice, ``resample_from_infostate``). A bot that looked at the future would
play differently once it is changed; this one must play the very same games (same results,
seed by seed). Figures go to stdout and, with ``--json``, to a file.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from questwright.engine.bots import make_bot, register_bot
from questwright.engine.rng import Rng
from questwright.engine.simulate import GameSpec, simulate
from questwright.schema.catalog import bundled_quests_dir


class BlindfoldedSearch:
    """The search bot, handed a twin of the state with another future at every decision."""

    name = "search-blindfolded"

    def __init__(self, seed: int = 0) -> None:
        self.inner = make_bot("search", seed)
        self.twins = Rng(seed ^ 0xB11D)
        self.label = self.inner.label + ", handed a changed future"

    def choose(self, state: Any) -> Any:
        if len(state.legal_actions()) == 1 or state.pending_choice() is not None:
            return self.inner.choose(state)
        twin = state.resample_from_infostate(state.current_player(), self.twins)
        picked = str(self.inner.choose(twin))
        return next(a for a in state.legal_actions() if str(a) == picked)


register_bot("search-blindfolded", BlindfoldedSearch)


def quests() -> list[Path]:
    root = bundled_quests_dir()
    return sorted(p for system in ("md1", "md2") for p in (root / system).glob("*.quest.json"))


def run(path: Path, bot: str, n: int, seed: int, jobs: int) -> dict[str, Any]:
    start = time.process_time()
    wall = time.perf_counter()
    report = simulate(GameSpec(str(path), 2, bot), n=n, seed=seed, jobs=jobs).to_json()
    return {
        "bot": bot,
        "label": report["bot_label"],
        "games": report["games"],
        "wins": report["wins"],
        "win_rate": report["win_rate"],
        "ci95": report["win_rate_ci95"],
        "results": [r["result"] for r in report["results"]],
        "cpu_s_parent": round(time.process_time() - start, 2),
        "wall_s": round(time.perf_counter() - wall, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=200, help="games per bot and quest")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--future-games", type=int, default=100)
    parser.add_argument("--quest", action="append", help="only these quests (stem)")
    parser.add_argument("--json", help="write the figures to FILE")
    args = parser.parse_args(argv)
    out: dict[str, Any] = {"games": args.n, "seed": args.seed, "quests": []}
    load0 = os.getloadavg()
    print(f"load average before: {load0[0]:.2f}")
    for path in quests():
        if args.quest and path.stem not in args.quest:
            continue
        name = f"{path.parent.name}/{path.stem}"
        goal = run(path, "goal", args.n, args.seed, args.jobs)
        search = run(path, "search", args.n, args.seed, args.jobs)
        apart = search["ci95"][0] > goal["ci95"][1]
        row: dict[str, Any] = {"quest": name, "goal": goal, "search": search, "apart": apart}
        print(
            f"{name:24} goal {goal['win_rate']:.3f} {goal['ci95']}  search "
            f"{search['win_rate']:.3f} {search['ci95']}  intervals apart: {apart}  "
            f"({search['wall_s']:.0f} s)",
            flush=True,
        )
        if args.future_games:
            k = min(args.future_games, args.n)
            blind = run(path, "search-blindfolded", k, args.seed, args.jobs)
            same = sum(a == b for a, b in zip(blind["results"], search["results"][:k], strict=True))
            row["changed_future"] = {**blind, "same_results": same}
            wins_seen = sum(r == "win" for r in search["results"][:k])
            print(
                f"{'':24} handed a changed future: {blind['wins']}/{k} wins "
                f"(with the real state {wins_seen}/{k}); same result in {same}/{k} games",
                flush=True,
            )
        out["quests"].append(row)
        if args.json:
            Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    load1 = os.getloadavg()
    out["load_average"] = {"before": load0, "after": load1}
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
