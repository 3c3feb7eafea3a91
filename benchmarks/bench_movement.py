"""Benchmark: compile, zone graph, navigation, validation and simulation against a baseline.

Run::

    python benchmarks/bench_movement.py --baseline ../movement-base [--quick] [--json out.json]

``--baseline`` names a second checkout of the project with its own ``.venv`` (for issue #10,
a worktree at the commit before the movement model). The same probe runs in fresh processes
of this tree's interpreter and the baseline's, alternating, several rounds; each figure is
the best CPU time (``time.process_time``) of its runs, and the ratio new / base is what to
read on a shared machine (below 1.00 is faster). Without ``--baseline`` only this tree is
measured.

Figures, per generated 100×100-cell board with 2,000 tokens (``_gen.write_fixture``: banded zones of
``tile`` zoning, 4-way; and one zone per cell, 8-way):

* ``load``: reading the quest; ``compile``: compiling the board;
* ``graph``: the networkx zone graph of a freshly compiled board;
* ``nav``: the validators' hero navigation (``build_nav``) of a freshly compiled board;
* ``validate``: a full validation (compile included);

and for the tree's bundled quests that both trees ship, ``bundled_validate`` (every one
validated once, summed), ``bundled_validate_same_rules`` (the same, by the rules whose
issue codes both trees know: rules added since the baseline left out), and ``md1_sim_game`` (CPU time per game of The Warden's Key with
two goal-seeking heroes).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).parent))

#: run by this tree's interpreter and by the baseline's alike (APIs both versions have)
PROBE = r"""
import gc, json, sys, time
from pathlib import Path
from questwright.core.board import compile_board
from questwright.core.graph import build_zone_graph
from questwright.schema.catalog import Catalog, bundled_quests_dir
from questwright.schema.io import load_quest
from questwright.validators.progress import build_nav
from questwright.validators.runner import validate_file, validate_quest

folder, runs, games = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
bundled = [bundled_quests_dir() / rel for rel in json.loads(sys.argv[4])]
codes = json.loads(sys.argv[5])

def cpu(fn, prepare=lambda: None):
    best = float("inf")
    for _ in range(runs + 1):  # the first is a warm-up
        arg = prepare()
        gc.collect()
        t0 = time.process_time()
        fn(arg)
        best = min(best, time.process_time() - t0)
    return best * 1000

out = {}
catalog = Catalog([folder])
for name in ("tile", "cell"):
    path = folder / f"{name}.quest.json"
    quest = load_quest(path)
    out[f"{name}/load"] = cpu(lambda _: load_quest(path))
    out[f"{name}/compile"] = cpu(lambda _: compile_board(quest, catalog))
    fresh = lambda: compile_board(quest, catalog)
    out[f"{name}/graph"] = cpu(build_zone_graph, fresh)
    out[f"{name}/nav"] = cpu(build_nav, fresh)
    out[f"{name}/validate"] = cpu(lambda _: validate_quest(quest, catalog))
out["bundled_validate"] = cpu(lambda _: [validate_file(p) for p in bundled])
quests = [load_quest(p) for p in bundled]
out["bundled_validate_same_rules"] = cpu(lambda _: [validate_quest(q, only=codes) for q in quests])
if games:
    from questwright.engine.bots import make_bot
    from questwright.engine.core import Game
    game = Game(str(bundled_quests_dir() / "md1" / "wardens-key.quest.json"), party=2)
    def play(_):
        for seed in range(games):
            state = game.new_initial_state(seed)
            bot = make_bot("goal", seed)
            while not state.is_terminal():
                state.apply_action(bot.choose(state))
    out["md1_sim_game"] = cpu(play) / games
print(json.dumps(out))
"""


def write_boards(folder: Path) -> None:
    """The two generated boards (``tile.quest.json``, ``cell.quest.json``) with their
    systems and tilesets, in ``folder``."""
    from _gen import write_fixture

    for name, system_id, zoning in (("tile", "bench", "tile"), ("cell", "benchcell", "cell")):
        write_fixture(folder, system_id, zoning, tokens=2000).rename(folder / f"{name}.quest.json")


def common_quests(trees: list[Path]) -> list[str]:
    """Bundled quests (relative to ``quests/``) that every tree ships, sorted."""
    found = [
        {p.relative_to(t / "quests").as_posix() for p in (t / "quests").rglob("*.quest.json")}
        for t in trees
    ]
    return sorted(set.intersection(*found))


#: every issue code the validators of a tree know
CODES = r"""
import json
from questwright.validators.registry import RULES
from questwright.validators.runner import _load_rules
_load_rules()
print(json.dumps(sorted({code for rule in RULES for code in rule.codes})))
"""


def python_of(tree: Path) -> Path:
    return Path(sys.executable) if tree == HERE else tree / ".venv" / "bin" / "python"


def common_codes(trees: list[Path]) -> list[str]:
    """Issue codes whose rules every tree has (validation by the same rules)."""
    found = []
    for tree in trees:
        done = subprocess.run(
            [str(python_of(tree)), "-c", CODES], capture_output=True, text=True, cwd=tree
        )
        found.append(set(json.loads(done.stdout.strip().splitlines()[-1])))
    return sorted(set.intersection(*found))


def probe(
    python: Path,
    cwd: Path,
    folder: Path,
    runs: int,
    games: int,
    quests: list[str],
    codes: list[str],
) -> Any:
    done = subprocess.run(
        [
            str(python),
            "-c",
            PROBE,
            str(folder),
            str(runs),
            str(games),
            json.dumps(quests),
            json.dumps(codes),
        ],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )
    if done.returncode:
        raise SystemExit(f"probe failed in {cwd}: {done.stderr.strip().splitlines()[-1:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--baseline", type=Path, help="a checkout (with .venv) to compare with")
    parser.add_argument("--quick", action="store_true", help="fewer runs and games")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    runs, games = (2, 10) if args.quick else (4, 40)
    trees = [HERE] + ([args.baseline.resolve()] if args.baseline else [])
    quests = common_quests(trees)
    codes = common_codes(trees)
    mine: list[dict[str, float]] = []
    theirs: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        write_boards(folder)
        for _ in range(1 if args.quick else args.rounds):
            if args.baseline:
                base = trees[1]
                theirs.append(probe(python_of(base), base, folder, runs, games, quests, codes))
            mine.append(probe(python_of(HERE), HERE, folder, runs, games, quests, codes))
    figures: dict[str, Any] = {}
    for name in mine[0]:
        entry: dict[str, Any] = {"ms_cpu": round(min(r[name] for r in mine), 3)}
        if theirs:
            base = min(r[name] for r in theirs)
            entry["baseline_ms_cpu"] = round(base, 3)
            entry["ratio"] = round(entry["ms_cpu"] / base, 3)
        figures[name] = entry
    report = {
        "baseline": str(args.baseline) if args.baseline else None,
        "bundled_quests": len(quests),
        "rule_codes_in_both": len(codes),
        "figures": figures,
    }
    text = json.dumps(report, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text + "\n")


if __name__ == "__main__":
    main()
