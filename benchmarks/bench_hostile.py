"""Hostile-input benchmarks (a script, not a timed test): ``python benchmarks/bench_hostile.py``.

Each case validates one hostile variant of a bundled quest in a fresh process (so that its
peak memory is its own), with a CPU limit (``--cpu``, default 60 s) and an address-space
limit (``--memory``, default 3 GB); a case over either reports ``null`` and why. Figures:

- ``chips_N_s``: the Ashgrove house with N extra code chips (the lab-code search; issue #17
  measured 3.1 s for 10, 7.5 s for 20, 17.5 s for 30 and over 120 s for 60);
- ``gridcols_V_mb``: peak memory with ``parameters.gridCols = V`` (was linear in V: 450 MB
  at 10⁶, 24 GB at 10⁹);
- ``huge_tokens_s``: 20 tokens of size 1000×1000 (was 13 s);
- ``baseline_s`` / ``baseline_mb``: the unmodified house, for ratios on a noisy machine;
- ``softlock_undecided_s``, ``code_undecided_s``, ``ql_undecided_s``: the fixtures whose
  searches stop at their bound (SOFTLOCK_UNDECIDED, DDD_CODE_UNDECIDED, QL_UNDECIDED when the
  quest-logic checks are in the version measured), and ``ql_undecided_N_s`` with N more
  pick-ups (each doubles the states a search without a bound would visit);
- ``limits``: "validation of any file under the size limit in < 2 s and < 500 MB" checked
  where a user meets it: ``cli`` (``questwright validate FILE``), ``verify`` and ``install``
  (``questwright pack verify`` / ``pack install`` of a pack carrying the file) and
  ``editor`` (the editor's open, board and incremental validation, without a window), for
  each hostile case above, ``bench_load``'s large board, and quests of 1 MB and near the
  size limit (a bundled quest padded with tokens: over the token limit, so these measure
  the refusal). ``bench_limits.py`` measures the worst legal files. Each figure is ``[CPU seconds of the work after a warm-up on
  an md1 quest (imports), peak MB of the whole process]``; ``limits_over`` lists the figures over
  the bound.

- ``worst_pack``: the worst pack within the format limits (issue #34): as many copies of
  ``bench_load``'s large board (each a distinct legal quest of 0.3 MB that takes about 0.8 s
  to validate) as 128 MiB unpacked and 1,000 members allow, checked by ``questwright pack
  verify`` and ``pack install`` in a fresh process each: ``wall_s``, ``cpu_s`` (the command
  and every process it started: the checker, each quest's process), ``peak_mb`` (the
  largest of those processes), the quests validated and not, and the exit code; with the
  documented limits of the version measured (``PackLimits``) and whether each figure stays
  under its bound (``under_limits``): CPU at most the reading and validation budgets plus
  ``FIXED_CPU_S`` (start, imports, zip and hashes), wall at most three times those budgets
  plus ``FIXED_WALL_S``, peak memory at most the per-quest limit plus ``BASE_MB``. ``--worst-quests N`` caps the count.

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

from bench_load import large_quest

ROOT = Path(__file__).resolve().parents[1]
HOUSE = ROOT / "quests" / "ddd" / "house-ashgrove.quest.json"
WARDEN = ROOT / "quests" / "md1" / "wardens-key.quest.json"
GOLDEN = ROOT / "tests" / "golden" / "issues"
LIBRARY = GOLDEN / "_library"  # the fixtures' test system
#: schema.files.MAX_FILE_BYTES (the script imports no project code; was 20 MiB before the
#: format's limits)
MAX_FILE_BYTES = 2 * 1024 * 1024
#: the bound issue #17 sets for validating any file under the size limit
LIMIT_S, LIMIT_MB = 2.0, 500.0

_CHILD = r"""
import json, resource, sys, time
cpu, memory = float(sys.argv[2]), int(sys.argv[3])
resource.setrlimit(resource.RLIMIT_CPU, (int(cpu), int(cpu) + 1))
if memory:
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
from pathlib import Path
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.model import Quest
from questwright.validators.runner import validate_quest
catalog = Catalog([bundled_tilesets_dir(), *map(Path, sys.argv[5:])])
warm = serde.from_json(Quest, json.load(open(sys.argv[4])))
validate_quest(warm, catalog)  # warm-up on the plain quest: imports, catalogue; not measured
quest = serde.from_json(Quest, json.load(open(sys.argv[1])))
started = time.process_time()
validate_quest(quest, catalog)
seconds = time.process_time() - started
print(json.dumps({"s": seconds, "mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""

#: one user-facing path of a file, run in a fresh process after a warm-up on another file:
#: argv = mode, file, warm-up file, cpu, memory, folder for packs and libraries
_PATH_CHILD = r"""
import contextlib, io, json, os, resource, sys, time
mode, path, warm, cpu, memory, work = sys.argv[1:7]
resource.setrlimit(resource.RLIMIT_CPU, (int(float(cpu)), int(float(cpu)) + 1))
if int(memory):
    resource.setrlimit(resource.RLIMIT_AS, (int(memory), int(memory)))
os.environ["QT_QPA_PLATFORM"] = "offscreen"


def pack_of(quest, name):
    from questwright.packs.build import collect_files, pack_bytes, plan_pack
    plan = plan_pack(collect_files([quest]), {"id": name, "name": name}, validate=False)
    out = os.path.join(work, name + ".qwpack")
    with open(out, "wb") as handle:
        handle.write(pack_bytes(plan.manifest, plan.members))
    return out


if mode == "editor":
    from questwright.editor.render import ensure_gui_app  # only editor/ imports Qt
    app = ensure_gui_app()
    from questwright.editor.document import Document
    from questwright.schema.io import open_quest
    from questwright.validators.incremental import Revalidator

    def run(file):
        opened = open_quest(file)
        if opened.quest is not None:
            doc = Document(opened.quest)
            Revalidator(doc.catalog).validate_board(doc.board)
else:
    from questwright.cli import main
    packs = {}
    if mode in ("verify", "install"):
        packs = {warm: pack_of(warm, "warm-up"), path: pack_of(path, "measured")}

    def run(file):
        args = {
            "cli": ["validate", file],
            "verify": ["pack", "verify", packs.get(file, "")],
            "install": ["pack", "install", packs.get(file, ""), "--into",
                        os.path.join(work, "library-" + str(len(os.listdir(work))))],
        }[mode]
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            main(args)

run(warm)
started = time.process_time()
run(path)
seconds = time.process_time() - started
print(json.dumps({"s": seconds, "mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


#: what the bounds of ``worst_pack`` allow beyond the pack budget: a process's start, the
#: imports, reading the zip and hashing 128 MiB, the checker's start (seconds, MB)
FIXED_CPU_S, FIXED_WALL_S, BASE_MB = 10.0, 45.0, 400.0
#: the format's limits (questwright.packs.limits; the script imports no project code)
PACK_TOTAL_BYTES, PACK_MEMBERS = 128 * 1024 * 1024, 1000

_BUILD_WORST = r"""
import json, os, sys
from questwright.packs.build import collect_files, pack_bytes, plan_pack
folder, out = sys.argv[1], sys.argv[2]
paths = sorted(os.path.join(folder, n) for n in os.listdir(folder))
plan = plan_pack(collect_files(paths), {"id": "worst-pack", "name": "Worst pack"}, validate=False)
assert not plan.errors, plan.errors[:3]
data = pack_bytes(plan.manifest, plan.members)
open(out, "wb").write(data)
print(json.dumps({"bytes": len(data), "members": len(plan.members) + 1}))
"""

_LIMITS = r"""
import json
from questwright.packs.limits import DEFAULT_LIMITS as L
print(json.dumps({k: getattr(L, k, None) for k in (
    "validation_cpu_seconds", "read_cpu_seconds", "quest_cpu_seconds", "quest_memory_bytes",
    "max_total_bytes", "max_members")}))
"""


def _run_measured(args: list[str], timeout: float) -> dict[str, Any]:
    """Wall time, CPU time and peak memory of a command and every process it waited for."""
    import time

    started = time.perf_counter()
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
    # communicate reaped it: its rusage (and its reaped descendants') is in RUSAGE_CHILDREN
    wall = time.perf_counter() - started
    return {"wall_s": round(wall, 2), "code": process.returncode, "out": out, "err": err}


def worst_pack(args: argparse.Namespace) -> dict[str, Any]:
    """Build the worst pack within the format limits; verify and install it (see module)."""
    import resource

    limits = json.loads(
        subprocess.run(
            [args.python, "-c", _LIMITS], capture_output=True, text=True, check=True
        ).stdout
    )
    quest = large_quest()
    size = len(json.dumps(quest))
    room = min(PACK_MEMBERS - 1, (PACK_TOTAL_BYTES - 1024 * 1024) // (size + 4096))
    count = min(room, args.worst_quests) if args.worst_quests else room
    out: dict[str, Any] = {"quests": count, "quest_bytes": size, "limits": limits}
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work) / "src"
        folder.mkdir()
        for i in range(count):
            doc = dict(quest, id=f"worst-{i:04d}", title=f"Worst {i}")
            (folder / f"worst-{i:04d}.quest.json").write_text(json.dumps(doc), encoding="utf-8")
        pack = Path(work) / "worst.qwpack"
        built = subprocess.run(
            [args.python, "-c", _BUILD_WORST, str(folder), str(pack)],
            capture_output=True,
            text=True,
        )
        if built.returncode != 0:
            out["error"] = built.stderr[-600:]
            return out
        out.update(json.loads(built.stdout.strip().splitlines()[-1]))
        # reading and validating each have their budget (versions before issue #34: none)
        budget = float(limits.get("validation_cpu_seconds") or 0.0) + float(
            limits.get("read_cpu_seconds") or 0.0
        )
        memory_mb = (limits.get("quest_memory_bytes") or 0) / 1024**2
        for mode in ("verify", "install"):
            command = [args.python, "-m", "questwright", "pack", mode, str(pack)]
            if mode == "install":
                command += ["--into", str(Path(work) / "library")]
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            got = _run_measured(command, timeout=max(600.0, budget * 10))
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
            peak = after.ru_maxrss / 1024  # the largest process reaped so far (KiB on Linux)
            text = got["out"] + got["err"]
            figure = {
                "wall_s": got["wall_s"],
                "cpu_s": round(cpu, 2),
                "peak_mb": round(peak),
                "code": got["code"],
                "validated": text.count(": ok") + text.count(": errors"),
                "not_validated": text.count("NOT VALIDATED") or text.count("PACK_NOT_VALIDATED"),
                "not_read": text.count("PACK_NOT_READ"),
            }
            if budget:
                figure["under_limits"] = {
                    "cpu": cpu <= budget + FIXED_CPU_S,
                    "wall": got["wall_s"] <= 3 * budget + FIXED_WALL_S,
                    "memory": peak <= memory_mb + BASE_MB,
                }
            out[mode] = figure
    return out


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


def with_tokens(quest: Path, size_bytes: int) -> dict[str, Any]:
    """``quest`` padded with plain tokens on its own cells to about ``size_bytes``."""
    doc = json.loads(quest.read_text(encoding="utf-8"))
    cells = [t["cell"] for t in doc["tokens"] if "cell" in t]
    token = {"id": "fz-0000000", "type": "loot", "cell": [0, 0]}
    count = size_bytes // (len(json.dumps(token)) + 2)
    doc["tokens"] += [
        {"id": f"fz-{i:07d}", "type": "loot", "cell": cells[i % len(cells)]} for i in range(count)
    ]
    return doc


def with_pickups(fixture: Path, extra: int) -> dict[str, Any]:
    """The QL_UNDECIDED fixture with ``extra`` more pick-ups of the kind it already has."""
    doc = json.loads(fixture.read_text(encoding="utf-8"))
    model = next(t for t in doc["tokens"] if t["id"] == "r0")
    cells = [t["cell"] for t in doc["tokens"] if "cell" in t]
    for i in range(extra):
        doc["tokens"].append({**model, "id": f"fz-r{i}", "cell": cells[i % len(cells)]})
    return doc


def _child(args: list[str], cpu: float) -> dict[str, Any]:
    try:
        done = subprocess.run(args, capture_output=True, text=True, timeout=cpu * 4 + 120)
    except subprocess.TimeoutExpired:
        return {"s": None, "mb": None, "why": "over the time limit"}
    if done.returncode != 0:
        why = "over the CPU limit" if done.returncode in (-9, -24, 137, 152) else "failed"
        if "MemoryError" in done.stderr:
            why = "over the memory limit"
        return {"s": None, "mb": None, "why": why, "stderr": done.stderr[-400:]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure_path(
    mode: str, doc: dict[str, Any], python: str, cpu: float, memory: int
) -> dict[str, Any]:
    """One user-facing path (``cli``, ``verify``, ``install``, ``editor``) on ``doc``."""
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "case.quest.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        args = [python, "-c", _PATH_CHILD, mode, str(path), str(WARDEN), str(cpu), str(memory)]
        return _child([*args, work], cpu)


def measure(
    doc: dict[str, Any],
    python: str,
    cpu: float,
    memory: int,
    folders: tuple[Path, ...] = (),
) -> dict[str, Any]:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(doc, handle)
    try:
        done = subprocess.run(
            [python, "-c", _CHILD, handle.name, str(cpu), str(memory), str(HOUSE)]
            + [str(f) for f in folders],
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


def limit_cases() -> dict[str, dict[str, Any]]:
    """The hostile files the size-limit bound is checked on (all under the size limit)."""
    cases = {
        "plain": json.loads(HOUSE.read_text(encoding="utf-8")),
        "gridcols_billion": with_parameter("gridCols", 10**9),
        "chips_60": with_chips(60),
        "huge_tokens": with_huge_tokens(),
        "code_undecided": json.loads(
            (GOLDEN / "DDD_CODE_UNDECIDED" / "raises.quest.json").read_text(encoding="utf-8")
        ),
        "large_board": large_quest(),
        "tokens_1mb": with_tokens(WARDEN, 1024**2),
        "tokens_near_limit": with_tokens(WARDEN, MAX_FILE_BYTES - 64 * 1024),
    }
    for name, doc in cases.items():
        assert len(json.dumps(doc)) < MAX_FILE_BYTES, name
    return cases


def limits(args: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    """``{case: {path: [s, MB]}}`` and the figures over 2 s or 500 MB."""
    out: dict[str, Any] = {}
    over: list[str] = []
    modes = [m for m in args.limits.split(",") if m]
    chosen = [c for c in args.limit_cases.split(",") if c]
    for name, doc in limit_cases().items():
        if chosen and name not in chosen:
            continue
        row: dict[str, Any] = {}
        for mode in modes:
            got = measure_path(mode, doc, args.python, args.cpu, args.memory)
            if got["s"] is None:
                row[mode] = got["why"]
                over.append(f"{name}/{mode}: {got['why']}")
                continue
            row[mode] = [round(got["s"], 3), round(got["mb"])]
            if got["s"] >= LIMIT_S or got["mb"] >= LIMIT_MB:
                over.append(f"{name}/{mode}: {got['s']:.2f} s, {got['mb']:.0f} MB")
        out[name] = row
    return out, over


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--python", default=sys.executable, help="interpreter of the version to measure"
    )
    parser.add_argument("--cpu", type=float, default=60.0)
    parser.add_argument("--memory", type=int, default=3 * 1024**3)
    parser.add_argument("--chips", default="0,10,20,30,60")
    parser.add_argument("--gridcols", default="1000000,10000000,1000000000")
    parser.add_argument("--pickups", default="10,40")
    parser.add_argument(
        "--limits",
        default="cli,verify,install,editor",
        help="user-facing paths to check the < 2 s, < 500 MB bound on ('' for none)",
    )
    parser.add_argument("--limit-cases", default="", help="only these cases (default: all)")
    parser.add_argument(
        "--worst-quests",
        type=int,
        default=None,
        help="quests in the worst pack (default: as many as the format allows; 0: skip it)",
    )
    parser.add_argument(
        "--only-worst", action="store_true", help="measure only the worst pack (issue #34)"
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    figures: dict[str, Any] = {}
    if args.worst_quests != 0:
        figures["worst_pack"] = worst_pack(args)
    if args.only_worst:
        print(json.dumps(figures, indent=1))
        if args.json:
            args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
        return 0
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
    bounded = {
        "softlock_undecided": GOLDEN / "SOFTLOCK_UNDECIDED" / "raises.quest.json",
        "code_undecided": GOLDEN / "DDD_CODE_UNDECIDED" / "raises.quest.json",
        "ql_undecided": GOLDEN / "QL_UNDECIDED" / "raises.quest.json",
    }
    for name, fixture in bounded.items():
        if not fixture.is_file():
            figures[f"{name}_s"] = "not in this version"
            continue
        doc = json.loads(fixture.read_text(encoding="utf-8"))
        got = measure(doc, args.python, args.cpu, args.memory, (LIBRARY,))
        figures[f"{name}_s"] = got["s"] if got["s"] is not None else got["why"]
        figures[f"{name}_mb"] = got["mb"]
    if bounded["ql_undecided"].is_file():
        for extra in [int(x) for x in args.pickups.split(",") if x]:
            doc = with_pickups(bounded["ql_undecided"], extra)
            got = measure(doc, args.python, args.cpu, args.memory, (LIBRARY,))
            figures[f"ql_undecided_{extra}_s"] = got["s"] if got["s"] is not None else got["why"]
    if args.limits:
        figures["limits"], figures["limits_over"] = limits(args)
    print(json.dumps(figures, indent=1))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
