"""descent1 benchmarks: games per second per core, state copies, and the bots' balance.

Run ``python benchmarks/bench_descent.py`` (``--quick`` for fewer games, ``--json FILE`` to
keep the figures). Measured, for every bundled descent1 quest:

* games/s per core with goal heroes against the overlord AI (the issue's target: ≥ 50 on
  the smaller bundled quest), 2 and 4 heroes, in CPU time of one process
  (``time.process_time``), best of three runs after a warm-up that fills the per-game
  sight and reach caches; and, in the same run, the md1 reference quest (The Warden's Key,
  two goal heroes) so that the descent figure can be read as a ratio that does not depend
  on how loaded the shared machine is;
* ``clone()``, ``to_json()`` and ``state_from_json()`` of a state in the middle of a game
  (µs), with ``copy.deepcopy`` for comparison;
* the win rate of goal heroes against the overlord AI, of random heroes against it, and
  of goal heroes against a random overlord (same seeds), with 95 % intervals: the goal
  policies must beat the random ones on both sides;
* with ``--baseline DIR`` (a worktree of an earlier commit with its own ``.venv`` and the
  descent1 ruleset), games/s per core of both trees in alternating fresh processes, as a
  ratio.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from questwright.engine.core import Game
from questwright.engine.rng import Rng
from questwright.engine.simulate import GameSpec, play_game, simulate, wilson_interval
from questwright.schema.catalog import bundled_quests_dir

REFERENCE = bundled_quests_dir() / "md1" / "wardens-key.quest.json"


def quests() -> list[Path]:
    """The bundled descent1 quests, smallest board first."""
    found = sorted((bundled_quests_dir() / "descent1").glob("*.quest.json"))
    return sorted(found, key=lambda p: len(Game(p, party=2).board.cells))


def per_core(path: Path, games: int, heroes: int, warm: int) -> dict[str, Any]:
    game = Game(path, party=heroes)
    for seed in range(warm):  # fill the per-game sight, reach and spawn caches
        play_game(game, 10_000 + seed)
    best = float("inf")
    rounds = 0
    for _ in range(3):
        cpu0 = time.process_time()
        rounds = sum(play_game(game, seed).round for seed in range(games))
        best = min(best, time.process_time() - cpu0)
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "spaces": len(game.board.cells),
        "heroes": heroes,
        "games": games,
        "mean_rounds": round(rounds / games, 2),
        "games_per_s_cpu": round(games / best, 2),
    }


def state_costs(path: Path) -> dict[str, Any]:
    game = Game(path, party=4)
    state = game.new_initial_state(5)
    rng = Rng(5)
    for _ in range(300):  # the middle of a game: monsters out, a long history
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))

    def timed(fn: Any, n: int) -> float:
        best = float("inf")
        for _ in range(3):
            t0 = time.process_time()
            for _ in range(n):
                fn()
            best = min(best, (time.process_time() - t0) / n * 1e6)
        return round(best, 1)

    doc = state.to_json()
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "history": len(state.history()),
        "clone_us": timed(state.clone, 500),
        "to_json_us": timed(state.to_json, 100),
        "from_json_us": timed(lambda: game.state_from_json(doc), 50),
        "deepcopy_us": timed(lambda: copy.deepcopy(state, {id(game): game}), 10),
    }


def balance(path: Path, games: int, heroes: int) -> dict[str, Any]:
    out: dict[str, Any] = {"quest": f"{path.parent.name}/{path.stem}", "heroes": heroes}
    for name, bot, opponent in (
        ("goal_vs_ai", "goal", "goal"),
        ("random_vs_ai", "random", "goal"),
        ("goal_vs_random", "goal", "random"),
    ):
        report = simulate(GameSpec(str(path), heroes, bot, opponent=opponent), n=games, seed=500)
        lo, hi = wilson_interval(report.wins, games)
        out[name] = {
            "win_rate": round(report.wins / games, 3),
            "ci95": [round(lo, 3), round(hi, 3)],
        }
    return out


PROBE = r"""
import json, sys, time
from questwright.engine.core import Game
from questwright.engine.simulate import play_game
path, games, heroes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
game = Game(path, party=heroes)
for seed in range(10):
    play_game(game, 10_000 + seed)
best = float("inf")
for _ in range(3):
    t0 = time.process_time()
    for seed in range(games):
        play_game(game, seed)
    best = min(best, time.process_time() - t0)
print(json.dumps({"games_per_s_cpu": games / best}))
"""


def probe(python: str, cwd: Path, path: Path, games: int, heroes: int) -> float:
    done = subprocess.run(
        [python, "-c", PROBE, str(path), str(games), str(heroes)],
        capture_output=True,
        text=True,
        check=True,
        cwd=cwd,
    )
    return float(json.loads(done.stdout.strip().splitlines()[-1])["games_per_s_cpu"])


def against_baseline(base: Path, path: Path, games: int, rounds: int = 2) -> dict[str, Any]:
    python = str(base / ".venv" / "bin" / "python")
    here = Path(__file__).resolve().parents[1]
    mine, theirs = [], []
    for _ in range(rounds):  # alternate, so that a change in load hits both alike
        mine.append(probe(sys.executable, here, path, games, 4))
        theirs.append(probe(python, base, path, games, 4))
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "baseline": str(base),
        "games_per_s_cpu": round(max(mine), 2),
        "baseline_games_per_s_cpu": round(max(theirs), 2),
        "ratio": round(max(mine) / max(theirs), 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games")
    parser.add_argument("--json", metavar="FILE", help="write the figures as JSON")
    parser.add_argument("--baseline", metavar="DIR", default=os.environ.get("QW_BASELINE"))
    args = parser.parse_args(argv)
    games = 6 if args.quick else 20
    sims = 30 if args.quick else 200
    figures: dict[str, Any] = {
        "machine": platform.machine(),
        "python": platform.python_version(),
        "load_before": os.getloadavg()[0],
    }
    paths = quests()
    figures["games_per_s"] = [
        per_core(p, games, heroes, warm=10) for p in paths for heroes in (2, 4)
    ]
    md1 = per_core(REFERENCE, games * 10, 2, warm=50)
    figures["md1_reference"] = md1
    smaller = figures["games_per_s"][0]
    figures["descent_to_md1_ratio"] = round(smaller["games_per_s_cpu"] / md1["games_per_s_cpu"], 4)
    figures["state"] = [state_costs(p) for p in paths]
    figures["balance"] = [balance(p, sims, 4) for p in paths]
    if args.baseline:
        figures["baseline"] = against_baseline(Path(args.baseline), paths[0], games)
    figures["load_after"] = os.getloadavg()[0]
    text = json.dumps(figures, indent=1)
    print(text)
    if args.json:
        Path(args.json).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
