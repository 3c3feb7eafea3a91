"""Benchmark: quest-sheet export (PDF and PNG) of every bundled quest and the 100×100 quest.

Run::

    python benchmarks/bench_sheet.py [--baseline ../other-worktree] [--quick] [-o out.json]

``--baseline`` names a second checkout of the project with its own ``.venv``; the
measurements then run in fresh processes, alternately with this checkout's interpreter and
the baseline's (the machine is shared and noisy: compare the ratios, not the values). The
JSON printed (or written with ``-o``) holds every figure with its value and, with a
baseline, the baseline's value and the ratio.

Figures (CPU milliseconds of the exporting process, median over the repetitions; the
quest is compiled beforehand, as ``questwright sheet`` does before it draws):

* ``sheet_pdf_ms[SYSTEM/QUEST]`` and ``sheet_png_ms[SYSTEM/QUEST]`` — ``write_sheet`` of
  each bundled quest to a PDF, and to PNG pages at 150 dpi;
* ``sheet_pdf_ms[big]`` and ``sheet_png_ms[big]`` — the same for the generated 100×100
  quest with 2,000 tokens (``benchmarks/_gen.py``);
* ``sheet_pdf_kb[big]`` — the size of that PDF (vector output grows with what is drawn).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _export_ms(board: Any, out: Path, reps: int) -> float:
    from questwright.editor.sheet import write_sheet

    times = []
    for _ in range(reps):
        t0 = time.process_time()
        write_sheet(board, out)
        times.append(time.process_time() - t0)
    return statistics.median(times) * 1000


def measure(quick: bool) -> dict[str, float]:
    """Every figure, measured in this process (offscreen)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(HERE))
    from _gen import write_fixture
    from questwright.core.board import compile_board
    from questwright.editor.render import ensure_gui_app
    from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
    from questwright.schema.io import load_quest

    ensure_gui_app()
    reps = 3 if quick else 5
    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        paths = {
            f"{p.parent.name}/{p.name.replace('.quest.json', '')}": p
            for p in sorted(bundled_quests_dir().glob("*/*.quest.json"))
        }
        (folder / "gen").mkdir()
        paths["big"] = write_fixture(folder / "gen", tokens=2000)
        generated = Catalog([bundled_tilesets_dir(), folder / "gen"])
        for name, path in paths.items():
            board = compile_board(load_quest(path), generated if name == "big" else None)
            n = 1 if name == "big" and quick else (2 if name == "big" else reps)
            pdf = folder / "sheet.pdf"
            out[f"sheet_pdf_ms[{name}]"] = _export_ms(board, pdf, n)
            out[f"sheet_png_ms[{name}]"] = _export_ms(board, folder / "sheet.png", n)
            if name == "big":
                out["sheet_pdf_kb[big]"] = pdf.stat().st_size / 1024
    return out


def _run(python: Path, quick: bool) -> dict[str, float]:
    """Measure in a fresh process of ``python`` (whose venv decides which code runs)."""
    args = [str(python), str(Path(__file__).resolve()), "--measure"]
    if quick:
        args.append("--quick")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(args, capture_output=True, text=True, env=env, timeout=3600)
    if done.returncode != 0:
        raise SystemExit(f"bench_sheet: {python} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="a checkout (with .venv) to compare with")
    parser.add_argument("--rounds", type=int, default=2, help="alternating runs per side")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("-o", "--output", type=Path, help="write the JSON here")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.quick)))
        return
    base_python = args.baseline / ".venv" / "bin" / "python" if args.baseline else None
    mine: list[dict[str, float]] = []
    theirs: list[dict[str, float]] = []
    for _ in range(max(1, args.rounds)):
        mine.append(_run(Path(sys.executable), args.quick))
        if base_python is not None:
            theirs.append(_run(base_python, args.quick))
    figures: dict[str, dict[str, Any]] = {}
    for name in mine[0]:
        value = min(r[name] for r in mine if name in r)  # the least disturbed run
        entry: dict[str, Any] = {"value": round(value, 3)}
        base = [r[name] for r in theirs if name in r]
        if base:
            entry["baseline"] = round(min(base), 3)
            entry["ratio"] = round(value / min(base), 3) if min(base) else None
        figures[name] = entry
    report = {
        "benchmark": "sheet",
        "baseline": str(args.baseline) if args.baseline else None,
        "rounds": max(1, args.rounds),
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "figures": figures,
    }
    text = json.dumps(report, indent=1, sort_keys=True)
    if args.output:
        args.output.write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
