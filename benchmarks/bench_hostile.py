"""Hostile-input benchmarks (a script, not a timed test): ``python benchmarks/bench_hostile.py``.

Each case validates one hostile variant of a bundled quest in a fresh process (so that its
peak memory is its own), with a CPU limit (``--cpu``, default 60 s) and an address-space
limit (``--memory``, default 3 GB); a case over either reports ``null`` and why. Figures:

- ``chips_N_s``: the Ashgrove house with N extra code chips (the lab-code search; issue #17
  measured 3.1 s for 10, 7.5 s for 20, 17.5 s for 30 and over 120 s for 60);
- ``gridcols_V_mb``: peak memory with ``parameters.gridCols = V`` (was linear in V: 450 MB
  at 10⁶, 24 GB at 10⁹);
- ``huge_tokens_s``: 20 tokens of size 1000×1000 (was 13 s);
- ``baseline_s`` / ``baseline_mb``: the unmodified house, for ratios on a noisy machine.

Run it with another worktree's interpreter to measure that version (the script only imports
``questwright``). ``--json FILE`` writes the figures.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
HOUSE = ROOT / "quests" / "ddd" / "house-ashgrove.quest.json"

_CHILD = r"""
import json, resource, sys, time
cpu, memory = float(sys.argv[2]), int(sys.argv[3])
resource.setrlimit(resource.RLIMIT_CPU, (int(cpu), int(cpu) + 1))
if memory:
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
from questwright.schema import serde
from questwright.schema.model import Quest
from questwright.validators.runner import validate_quest
warm = serde.from_json(Quest, json.load(open(sys.argv[4])))
validate_quest(warm)  # warm-up on the plain quest: imports, catalogue; not measured
quest = serde.from_json(Quest, json.load(open(sys.argv[1])))
started = time.process_time()
validate_quest(quest)
seconds = time.process_time() - started
print(json.dumps({"s": seconds, "mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def with_chips(n: int) -> dict[str, Any]:
    doc = json.loads(HOUSE.read_text(encoding="utf-8"))
    chip = next(t for t in doc["tokens"] if t["type"] == "code-chip")
    rng = random.Random(1)
    colours = ["red", "orange", "yellow", "green", "blue", "white", "purple"]
    for i in range(n):
        extra = copy.deepcopy(chip)
        extra["id"] = f"extra-chip-{i}"
        extra["properties"]["colors"] = rng.sample(colours, 3)
        doc["tokens"].append(extra)
    return doc


def with_parameter(name: str, value: Any) -> dict[str, Any]:
    doc = json.loads(HOUSE.read_text(encoding="utf-8"))
    doc.setdefault("parameters", {})[name] = value
    return doc


def with_huge_tokens() -> dict[str, Any]:
    doc = json.loads(HOUSE.read_text(encoding="utf-8"))
    for i in range(20):
        doc["tokens"].append(
            {"id": f"huge-{i}", "type": "spawn", "cell": [1, 1], "size": [1000, 1000]}
        )
    return doc


def measure(doc: dict[str, Any], python: str, cpu: float, memory: int) -> dict[str, Any]:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(doc, handle)
    try:
        done = subprocess.run(
            [python, "-c", _CHILD, handle.name, str(cpu), str(memory), str(HOUSE)],
            capture_output=True,
            text=True,
            timeout=cpu * 4 + 60,
        )
    except subprocess.TimeoutExpired:
        return {"s": None, "mb": None, "why": "over the time limit"}
    finally:
        Path(handle.name).unlink()
    if done.returncode != 0:
        why = "over the CPU limit" if done.returncode in (-9, -24, 137, 152) else "failed"
        if "MemoryError" in done.stderr:
            why = "over the memory limit"
        return {"s": None, "mb": None, "why": why}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--python", default=sys.executable, help="interpreter of the version to measure"
    )
    parser.add_argument("--cpu", type=float, default=60.0)
    parser.add_argument("--memory", type=int, default=3 * 1024**3)
    parser.add_argument("--chips", default="0,10,20,30,60")
    parser.add_argument("--gridcols", default="1000000,10000000,1000000000")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    figures: dict[str, Any] = {}
    base = measure(with_chips(0), args.python, args.cpu, args.memory)
    figures["baseline_s"], figures["baseline_mb"] = base["s"], base["mb"]
    for n in [int(x) for x in args.chips.split(",") if x]:
        got = measure(with_chips(n), args.python, args.cpu, args.memory)
        figures[f"chips_{n}_s"] = got["s"] if got["s"] is not None else got["why"]
    for value in [int(x) for x in args.gridcols.split(",") if x]:
        got = measure(with_parameter("gridCols", value), args.python, args.cpu, args.memory)
        figures[f"gridcols_{value}_mb"] = got["mb"] if got["mb"] is not None else got["why"]
    got = measure(with_huge_tokens(), args.python, args.cpu, args.memory)
    figures["huge_tokens_s"] = got["s"] if got["s"] is not None else got["why"]
    print(json.dumps(figures, indent=1))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
