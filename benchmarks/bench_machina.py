"""Machina Arcana benchmarks: games per second per core, and attaching a tile in play.

Run ``python benchmarks/bench_machina.py`` (``--quick`` for fewer games, ``--json FILE`` to
keep the figures). Targets from the machina issue:

* games/s per core with goal-seeking bots, three explorers, on every bundled machina chapter
  (target ≥ 150 on the smaller one). "Per core" is CPU time of one process
  (``time.process_time``), best of three runs after a warm-up. The machine is shared and
  noisy, so the same run also measures md1's The Warden's Key with two heroes (the engine's
  reference quest) and reports machina's figure as a ratio to it;
* the cost of exploring: one ``Explore`` action on a bundled chapter (draw, fit and attach
  the next map tile, then the legal actions on the new board), against compiling that grown
  board and its topology whole (target ≤ 5 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path
from typing import Any

from questwright.core.board import compile_board
from questwright.engine.core import Game
from questwright.engine.simulate import play_game
from questwright.engine.topology import Topology
from questwright.schema.catalog import bundled_quests_dir


def per_core(path: Path, games: int, heroes: int) -> dict[str, Any]:
    game = Game(path, party=heroes)
    for seed in range(min(50, games)):  # warm the distance and sight caches
        play_game(game, 10_000 + seed, "goal")
    best = float("inf")
    wins = rounds = 0
    for _ in range(3):
        cpu = time.process_time()
        wins = rounds = 0
        for seed in range(games):
            state = play_game(game, seed, "goal")
            rounds += state.round
            wins += state.outcome()["result"] == "win"
        best = min(best, time.process_time() - cpu)
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "tiles": len(game.board.tiles),
        "heroes": heroes,
        "games": games,
        "win_rate": round(wins / games, 3),
        "mean_rounds": round(rounds / games, 2),
        "games_per_s_cpu": round(games / best, 1),
    }


def explore_cost(path: Path, repeats: int) -> dict[str, Any]:
    """Exploring on a fresh game (no cached revision): finding the placements of the next
    map tile at a join (``tile_fits``), attaching it (``change_board``: the board revision
    and its topology) and the legal actions on the new board, against compiling the grown
    board and its topology whole."""
    times: dict[str, list[float]] = {"fit": [], "attach": [], "legal": [], "whole": []}
    for r in range(repeats):
        game = Game(path, party=1)
        state = game.new_initial_state(r)
        state.apply_action(state.legal_actions()[0])  # begin
        join = next(j for j in state.open_joins())
        definition = state.map_deck[-1]
        t0 = time.perf_counter()
        fits = state.tile_fits(join, definition)
        t1 = time.perf_counter()
        state.change_board(fits[0])
        t2 = time.perf_counter()
        state.legal_actions()
        t3 = time.perf_counter()
        board = compile_board(_grown_quest(state), game.catalog)
        Topology(board)
        t4 = time.perf_counter()
        for name, value in zip(times, (t1 - t0, t2 - t1, t3 - t2, t4 - t3), strict=True):
            times[name].append(value)
    med = {k: sorted(v)[len(v) // 2] * 1000 for k, v in times.items()}
    return {
        "quest": f"{path.parent.name}/{path.stem}",
        "fit_ms_median": round(med["fit"], 3),
        "attach_ms_median": round(med["attach"], 3),
        "legal_after_ms_median": round(med["legal"], 3),
        "compile_whole_ms_median": round(med["whole"], 3),
        "attach_ratio_to_whole": round(med["attach"] / med["whole"], 3),
    }


def _grown_quest(state: Any) -> Any:
    """The quest with the tiles play attached placed in it (what a whole compile builds)."""
    import dataclasses

    quest = state.game.quest
    placed = list(quest.tiles)
    for change in state.layout.changes:
        if change.op == "attach":
            placed.append(change.placement())
    return dataclasses.replace(quest, tiles=placed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    games = 60 if args.quick else 300
    load = os.getloadavg()
    quests = sorted((bundled_quests_dir() / "machina").glob("*.quest.json"))
    reference = per_core(bundled_quests_dir() / "md1" / "wardens-key.quest.json", games, 2)
    runs = [per_core(p, games, 3) for p in quests]
    for run in runs:
        run["ratio_to_md1_wardens_key"] = round(
            run["games_per_s_cpu"] / reference["games_per_s_cpu"], 3
        )
    explore = [explore_cost(p, 5 if args.quick else 20) for p in quests]
    doc = {
        "benchmark": "machina",
        "load_before": [round(x, 2) for x in load],
        "reference_md1": reference,
        "games": runs,
        "explore": explore,
        "load_after": [round(x, 2) for x in os.getloadavg()],
    }
    text = json.dumps(doc, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
