"""Engine benchmarks: games per second per core, parallel runs, speed-up, clone cost.

Run ``python benchmarks/bench_engine.py`` (``--quick`` for fewer games, ``--json FILE`` to
keep the figures). Targets from the engine issue and performance-anchors §3:

* games/s per core for every bundled md1/md2 quest with goal-seeking bots, two heroes
  (target ≥ 300 on a two-tile quest). "Per core" is measured in CPU time of one process
  (``time.process_time``), best of three runs after a warm-up, so that other work on a
  shared machine does not count against the engine; wall-clock figures are printed too;
* 1,000 games with ``jobs=2`` through the default process pool, wall clock, pool start-up
  included (target < 5 s), both through :func:`simulate` and as the whole
  ``questwright simulate … --jobs 2`` command in a fresh interpreter;
* the speed-up from one to two processes on the same 2,000 seeds (target ≥ 1.7×; best of
  three alternating runs each), and that both runs give identical per-game results;
* ``State.clone()`` against ``copy.deepcopy`` of the same state (the game it points to is
  shared, as a clone shares it), target ≥ 10×;
* with ``--baseline DIR`` (a worktree of an earlier commit with its own ``.venv``; or
  ``QW_BASELINE``): games/s per core on The Warden's Key and the cost of ``clone()``,
  measured in alternating fresh processes of both trees, as ratios (targets ≥ 500 games/s
  per core, ≤ 30 µs);
* explicit against internal chance (``--only chance``): CPU time a game of the same seeds
  with goal bots on every bundled quest of every game, both ways, and the ratio (target
  ≤ 1.5×: a decision inside an action must not cost a re-run of everything before it);
* attaching one tile at a join of a 20-tile Machina board (a board revision in play)
  against compiling that board and its topology whole (target ≤ 5 ms).

The machine's load average is printed before and after: wall-clock figures (the pool runs)
are only meaningful when the two cores are otherwise idle.
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
from questwright.engine.simulate import GameSpec, play_game, simulate
from questwright.schema.catalog import bundled_quests_dir


def quests() -> list[Path]:
    root = bundled_quests_dir()
    return sorted(p for system in ("md1", "md2") for p in (root / system).glob("*.quest.json"))


def per_core(path: Path, games: int, bot: str = "goal", heroes: int = 2) -> dict[str, Any]:
    game = Game(path, party=heroes)
    for seed in range(min(50, games)):  # warm the distance and sight caches
        play_game(game, 10_000 + seed, bot)
    best_cpu = best_wall = float("inf")
    rounds = 0
    for _ in range(3):
        cpu0, wall0 = time.process_time(), time.perf_counter()
        rounds = 0
        for seed in range(games):
            rounds += play_game(game, seed, bot).round
        best_cpu = min(best_cpu, time.process_time() - cpu0)
        best_wall = min(best_wall, time.perf_counter() - wall0)
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "tiles": len(game.board.tiles),
        "zones": len(game.topology.zone_ids),
        "bot": bot,
        "games": games,
        "mean_rounds": round(rounds / games, 2),
        "games_per_s_cpu": round(games / best_cpu, 1),
        "games_per_s_wall": round(games / best_wall, 1),
    }


def parallel(path: Path, games: int) -> dict[str, Any]:
    spec = GameSpec(str(path), 2, "goal")
    simulate(spec, n=50, seed=99_999)  # build the game (and warm caches) in this process
    start = time.perf_counter()
    report = simulate(spec, n=games, seed=0, jobs=2)
    wall = time.perf_counter() - start
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "games": games,
        "jobs": 2,
        "wall_s": round(wall, 3),
        "win_rate": report.to_json()["win_rate"],
    }


def cli_run(path: Path, games: int) -> dict[str, Any]:
    """The whole command, as a user runs it: interpreter start, imports, pool, report."""
    cmd = [sys.executable, "-m", "questwright", "simulate", str(path), "-n", str(games)]
    cmd += ["--jobs", "2", "--quiet"]
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    return {"command": " ".join(cmd[1:]), "wall_s": round(wall, 3), "exit": done.returncode}


def speedup(path: Path, games: int, repeats: int = 3) -> dict[str, Any]:
    """Serial against two processes on the same seeds, alternating, best of ``repeats``."""
    spec = GameSpec(str(path), 2, "goal")
    simulate(spec, n=50, seed=99_999)
    serial_best = pooled_best = float("inf")
    identical = True
    for _ in range(repeats):
        t0 = time.perf_counter()
        serial = simulate(spec, n=games, seed=0, jobs=1)
        t1 = time.perf_counter()
        pooled = simulate(spec, n=games, seed=0, jobs=2)
        t2 = time.perf_counter()
        serial_best = min(serial_best, t1 - t0)
        pooled_best = min(pooled_best, t2 - t1)
        identical = identical and serial.games == pooled.games
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "games": games,
        "serial_s": round(serial_best, 3),
        "two_jobs_s": round(pooled_best, 3),
        "speedup": round(serial_best / pooled_best, 2),
        "identical": identical,
    }


def all_quests() -> list[Path]:
    return sorted(bundled_quests_dir().glob("*/*.quest.json"))


def chance_cost(path: Path, games: int, rounds: int = 5) -> dict[str, Any]:
    """CPU seconds a game with internal and with explicit chance (the same games: explicit
    chance nodes are sampled as internal chance draws). The two modes play each seed in
    turn, ``rounds`` times, and each seed counts its fastest run in each mode: on a shared
    machine both modes then see the same load, which a block of games per mode does not."""
    built = {mode: Game(path, party=2, chance=mode) for mode in ("internal", "explicit")}
    for game in built.values():
        play_game(game, 10_000, "goal")  # warm the caches
    best = {mode: [float("inf")] * games for mode in built}
    for _ in range(rounds):
        for seed in range(games):
            for mode, game in built.items():
                cpu0 = time.process_time()
                play_game(game, seed, "goal")
                best[mode][seed] = min(best[mode][seed], time.process_time() - cpu0)
    internal, explicit = (sum(best[mode]) / games for mode in ("internal", "explicit"))
    return {
        "quest": f"{path.parent.name}/{path.stem.removesuffix('.quest')}",
        "games": games,
        "internal_ms": round(internal * 1000, 2),
        "explicit_ms": round(explicit * 1000, 2),
        "ratio": round(explicit / internal, 2),
    }


def clone_cost(path: Path) -> dict[str, Any]:
    game = Game(path, party=2)
    state = game.new_initial_state(5)
    r = Rng(5)
    for _ in range(40):
        if state.is_terminal():
            break
        state.apply_action(r.choice(state.legal_actions()))
    n = 2000
    t0 = time.perf_counter()
    for _ in range(n):
        state.clone()
    clone_us = (time.perf_counter() - t0) / n * 1e6
    m = 50
    t0 = time.perf_counter()
    for _ in range(m):
        copy.deepcopy(state, {id(game): game})
    deep_us = (time.perf_counter() - t0) / m * 1e6
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "clone_us": round(clone_us, 1),
        "deepcopy_us": round(deep_us, 1),
        "ratio": round(deep_us / clone_us, 1),
    }


# --------------------------------------------------------------------------- baseline probe
#: run by the current tree and by the baseline's interpreter alike (APIs both versions have)
PROBE = r"""
import json, sys, time
from questwright.engine.core import Game
from questwright.engine.bots import make_bot
from questwright.engine.rng import Rng
path, games = sys.argv[1], int(sys.argv[2])
game = Game(path, party=2)
def play(seed):
    state = game.new_initial_state(seed)
    bot = make_bot("goal", seed)
    while not state.is_terminal():
        state.apply_action(bot.choose(state))
for seed in range(50):
    play(10_000 + seed)
best = float("inf")
for _ in range(3):
    t0 = time.process_time()
    for seed in range(games):
        play(seed)
    best = min(best, time.process_time() - t0)
state = game.new_initial_state(5)
r = Rng(5)
for _ in range(40):
    if state.is_terminal():
        break
    state.apply_action(r.choice(state.legal_actions()))
clone = float("inf")
for _ in range(3):
    t0 = time.process_time()
    for _ in range(3000):
        state.clone()
    clone = min(clone, (time.process_time() - t0) / 3000 * 1e6)
print(json.dumps({"games_per_s_cpu": games / best, "clone_us": clone}))
"""


def probe(python: str, cwd: Path, path: Path, games: int) -> dict[str, float]:
    done = subprocess.run(
        [python, "-c", PROBE, str(path), str(games)],
        capture_output=True,
        text=True,
        check=True,
        cwd=cwd,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def against_baseline(baseline: Path, path: Path, games: int, rounds: int = 3) -> dict[str, Any]:
    """Games/s and clone cost of this tree and of the baseline tree, in alternating fresh
    processes (the best of each); the ratios are what to read on a shared machine."""
    here = Path(__file__).resolve().parents[1]
    base_python = str(baseline / ".venv" / "bin" / "python")
    mine: list[dict[str, float]] = []
    theirs: list[dict[str, float]] = []
    for _ in range(rounds):
        theirs.append(probe(base_python, baseline, path, games))
        mine.append(probe(sys.executable, here, path, games))
    best_mine = max(r["games_per_s_cpu"] for r in mine)
    best_theirs = max(r["games_per_s_cpu"] for r in theirs)
    clone_mine = min(r["clone_us"] for r in mine)
    clone_theirs = min(r["clone_us"] for r in theirs)
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "baseline": str(baseline),
        "games": games,
        "games_per_s_cpu": round(best_mine, 1),
        "baseline_games_per_s_cpu": round(best_theirs, 1),
        "speed_ratio": round(best_mine / best_theirs, 3),
        "clone_us": round(clone_mine, 2),
        "baseline_clone_us": round(clone_theirs, 2),
        "clone_ratio": round(clone_mine / clone_theirs, 3),
    }


# --------------------------------------------------------------------------- board changes
def attach_cost(tiles: int = 20, samples: int = 24) -> dict[str, Any]:
    """Attaching one tile at a join of a ``tiles``-tile Machina board: the incremental
    revision (tile compiled alone or already kept) against compiling the whole board and
    its topology again (CPU time, medians)."""
    import dataclasses
    import statistics

    from questwright.core.board import compile_board
    from questwright.engine.layout import Layout
    from questwright.engine.topology import Topology

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.engine.boards import Bare  # a ruleset with nothing but the board

    game = Game(bundled_quests_dir() / "machina" / "cold-foundry.quest.json", Bare)
    state = game.new_initial_state(0)
    rng = Rng(1)
    definitions = ["ma-01", "ma-02", "ma-03", "ma-04", "ma-05", "ma-06"]
    while len(state.board.tiles) < tiles:
        joins = state.open_joins()
        options = state.tile_fits(joins[rng.below(len(joins))], rng.choice(definitions))
        if options:
            state.change_board(options[rng.below(len(options))])
    options = [
        change
        for join in state.open_joins()
        for definition in definitions
        for change in state.tile_fits(join, definition, tile="bench")
    ]
    options = options[:samples]
    state.topology.neighbours(state.key)  # a game in progress has moved on this board
    cold, warm, whole = [], [], []
    for change in options:
        game._fragments.clear()
        layout = Layout(state.board, state.topology, state.layout.changes)
        t0 = time.process_time()
        new = layout.apply(game, change)
        new.topology.neighbours(state.key)
        cold.append(time.process_time() - t0)
        t0 = time.process_time()
        new = layout.apply(game, change)
        new.topology.neighbours(state.key)
        warm.append(time.process_time() - t0)
    for change in options[:4]:
        placements = [*game.quest.tiles] + [c.placement() for c in state.layout.changes]
        quest = dataclasses.replace(game.quest, tiles=[*placements, change.placement()])
        t0 = time.process_time()
        board = compile_board(quest, game.catalog)
        Topology(board).neighbours(0)
        whole.append(time.process_time() - t0)
    cold_ms = statistics.median(cold) * 1000
    warm_ms = statistics.median(warm) * 1000
    whole_ms = statistics.median(whole) * 1000
    return {
        "tiles": len(state.board.tiles),
        "zones": len(state.topology.zone_ids),
        "samples": len(options),
        "attach_ms": round(cold_ms, 2),
        "attach_kept_tile_ms": round(warm_ms, 2),
        "whole_board_ms": round(whole_ms, 1),
        "speedup_vs_whole": round(whole_ms / cold_ms, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games")
    parser.add_argument("--json", help="write the figures to FILE")
    parser.add_argument(
        "--baseline",
        type=Path,
        default=os.environ.get("QW_BASELINE"),
        help="a worktree of the commit to compare with (its own .venv): games/s and clone "
        "cost are measured in both, alternating, and given as ratios",
    )
    parser.add_argument(
        "--only",
        choices=["baseline", "attach", "chance"],
        help="only the baseline ratios, the attach cost or explicit against internal chance",
    )
    args = parser.parse_args(argv)
    games = 100 if args.quick else 300
    load0 = os.getloadavg()
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    print(f"load average before: {load0[0]:.2f} {load0[1]:.2f} {load0[2]:.2f}")
    out: dict[str, Any] = {"per_core": [], "random_bots": []}
    two_tile = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
    if args.baseline is not None:
        base = against_baseline(Path(args.baseline), two_tile, 150 if args.quick else 400)
        out["baseline"] = base
        print(
            f"\nagainst {base['baseline']} ({base['quest']}, goal bots, CPU, best of 3 "
            f"alternating processes): {base['games_per_s_cpu']:.0f} vs "
            f"{base['baseline_games_per_s_cpu']:.0f} games/s = ×{base['speed_ratio']:.2f} "
            f"(target ≥ 500 games/s per core); clone {base['clone_us']:.1f} vs "
            f"{base['baseline_clone_us']:.1f} µs = ×{base['clone_ratio']:.2f} (target ≤ 30 µs)"
        )
    if args.only == "chance":
        print(
            "\nexplicit against internal chance (goal bots, 2 heroes; CPU ms a game, each seed's fastest of 5 turns)"
        )
        out["chance"] = []
        for path in all_quests():
            row = chance_cost(path, 6 if args.quick else 12)
            out["chance"].append(row)
            print(
                f"{row['quest']:28} internal {row['internal_ms']:8.2f}  explicit "
                f"{row['explicit_ms']:8.2f}  ×{row['ratio']:.2f} (target ≤ 1.5)"
            )
    elif args.only != "baseline":
        att = attach_cost()
        out["attach"] = att
        print(
            f"attach one tile to a {att['tiles']}-tile board ({att['zones']} zones): "
            f"{att['attach_ms']:.2f} ms ({att['attach_kept_tile_ms']:.2f} ms with the tile "
            f"already compiled) vs {att['whole_board_ms']:.0f} ms compiling the whole board "
            f"= ×{att['speedup_vs_whole']:.0f} (target ≤ 5 ms)"
        )
    if args.only is not None:
        if args.json:
            Path(args.json).write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
        return 0
    print("\ngames per second per core (goal-seeking bots, 2 heroes; CPU time, best of 3)")
    print(f"{'quest':28} {'tiles':>5} {'zones':>5} {'rounds':>7} {'cpu g/s':>9} {'wall g/s':>9}")
    for path in quests():
        row = per_core(path, games)
        out["per_core"].append(row)
        print(
            f"{row['quest']:28} {row['tiles']:5d} {row['zones']:5d} {row['mean_rounds']:7.2f} "
            f"{row['games_per_s_cpu']:9.1f} {row['games_per_s_wall']:9.1f}"
        )
    print("\nrandom bots (for comparison)")
    for path in quests():
        row = per_core(path, games, bot="random")
        out["random_bots"].append(row)
        print(f"{row['quest']:28} {row['games_per_s_cpu']:9.1f} cpu g/s")
    par = parallel(two_tile, 1000)
    out["parallel"] = par
    print(f"\n1,000 games, jobs=2 ({par['quest']}): {par['wall_s']:.2f} s wall (target < 5 s)")
    cli = cli_run(two_tile, 1000)
    out["cli"] = cli
    print(
        f"`questwright simulate … -n 1000 --jobs 2`: {cli['wall_s']:.2f} s wall, exit {cli['exit']}"
    )
    sp = speedup(two_tile, 1000 if args.quick else 2000)
    out["speedup"] = sp
    print(
        f"speed-up 1 → 2 processes on {sp['games']} games: {sp['serial_s']:.2f} s → "
        f"{sp['two_jobs_s']:.2f} s = {sp['speedup']:.2f}× (target ≥ 1.7×); "
        f"identical results: {sp['identical']}"
    )
    cl = clone_cost(two_tile)
    out["clone"] = cl
    print(
        f"clone {cl['clone_us']:.1f} µs vs deepcopy {cl['deepcopy_us']:.1f} µs = "
        f"{cl['ratio']:.0f}× (target ≥ 10×)"
    )
    load1 = os.getloadavg()
    out["load_average"] = {"before": load0, "after": load1}
    print(f"\nload average after: {load1[0]:.2f} {load1[1]:.2f} {load1[2]:.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
