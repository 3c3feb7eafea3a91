"""The long fuzz run (a script, not a test): ``python benchmarks/fuzz.py --minutes N``.

Runs the hostile-document strategies of ``tests/fuzz`` (quests, tilesets, systems, packs
built around them, saved games and pack manifests) and the legal quest-logic strategies
(``logic``: quests with up to 40 triggers and their effects; ``logic-pack``: packs of them,
verified and installed under the pack validation limits) through validate, info, fmt round trip,
render, simulate (md1/md2), pack verify and install, and ``play --replay``, in-process, in ``--jobs`` worker processes. Every case is limited to 5 s of CPU
(``--cpu``) and each worker to 1 GB more memory than it held after warming up (``--memory``,
as an address-space limit): a case over either is a ``hang`` or a ``memory`` finding. A
worker that dies is restarted and its case reported as a ``memory`` finding.

Every finding is printed once per signature and its input written to ``--save`` (default
``tests/fuzz/found/``), ready to become a regression file under
``tests/fuzz/regressions/`` (replayed by ``tests/fuzz/test_fuzz.py``). ``--json FILE``
writes the figures: cases, cases per second, findings by kind and signature.

Exit status: 0 when nothing was found, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import resource
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _worker(
    index: int,
    deadline: float,
    cpu: float,
    memory_mb: int,
    max_cases: int,
    out: Any,
    kinds: list[str],
) -> None:
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import strategies as st

    from tests.fuzz.hostile import mutated
    from tests.fuzz.targets import TARGETS_OF, run_case

    def case_strategy() -> st.SearchStrategy[tuple[str, str, str, Any]]:
        return st.sampled_from(kinds).flatmap(
            lambda kind: st.tuples(
                st.just(kind), st.sampled_from(TARGETS_OF[kind]), mutated(kind)
            ).map(lambda t: (t[0], t[1], t[2][0], t[2][1]))
        )

    # warm up every target once, then limit the address space to what it holds plus the budget
    from tests.fuzz.hostile import bases

    with tempfile.TemporaryDirectory() as tmp:
        import json as _json

        base = _json.loads(bases("quest")[0][1])
        for target in TARGETS_OF["quest"]:
            run_case(target, "quest", base, Path(tmp) / target, cpu_seconds=60)
    if memory_mb:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[0])
        held = pages * os.sysconf("SC_PAGE_SIZE")
        limit = held + memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    done = 0
    batch = 0
    while time.monotonic() < deadline and done < max_cases:
        batch += 1

        @settings(
            max_examples=200,
            database=None,
            deadline=None,
            phases=[Phase.generate],
            suppress_health_check=list(HealthCheck),
        )
        @given(case_strategy())
        def run(case: tuple[str, str, str, Any]) -> None:
            nonlocal done
            if time.monotonic() >= deadline or done >= max_cases:
                return
            kind, target, base_name, doc = case
            with tempfile.TemporaryDirectory() as tmp:
                finding = run_case(target, kind, doc, Path(tmp), cpu_seconds=cpu)
            done += 1
            if finding is not None:
                out.put(("finding", finding.to_json(), kind, base_name, doc))
            if done % 50 == 0:
                out.put(("progress", index, done))

        try:
            run()
        except Exception as exc:  # a fault of the fuzzer, not of Questwright
            # said apart from findings (the product never ran), and the run goes on
            out.put(("harness", index, f"{type(exc).__name__}: {str(exc).splitlines()[0]}"))
    out.put(("done", index, done))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=5.0)
    parser.add_argument("--cases", type=int, default=10**9, help="stop after this many cases")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--cpu", type=float, default=5.0, help="CPU seconds per case")
    parser.add_argument("--memory", type=int, default=1024, help="MB per case (0: no limit)")
    parser.add_argument("--kinds", default="quest,tileset,system,save,pack,logic,logic-pack")
    parser.add_argument("--save", type=Path, default=ROOT / "tests" / "fuzz" / "found")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    kinds = [k for k in args.kinds.split(",") if k]
    started = time.monotonic()
    deadline = started + args.minutes * 60
    ctx = mp.get_context("fork")
    queue: Any = ctx.Queue()
    per_worker = max(1, args.cases // args.jobs)

    def spawn(i: int) -> Any:
        p = ctx.Process(
            target=_worker,
            args=(i, deadline, args.cpu, args.memory, per_worker, queue, kinds),
            daemon=True,
        )
        p.start()
        return p

    workers = {i: spawn(i) for i in range(args.jobs)}
    counts: dict[int, int] = dict.fromkeys(workers, 0)
    # cases done by the earlier lives of a restarted worker (a new life counts from zero)
    carried: dict[int, int] = dict.fromkeys(workers, 0)
    harness: Counter[str] = Counter()
    finished: dict[int, int] = {}
    by_signature: Counter[tuple[str, str, str]] = Counter()
    crashed_workers = 0
    args.save.mkdir(parents=True, exist_ok=True)
    while len(finished) < len(workers):
        try:
            message = queue.get(timeout=5)
        except Exception:
            for i, p in list(workers.items()):
                if i not in finished and not p.is_alive():
                    # killed (out of memory beyond the limit, or a signal): count and restart
                    crashed_workers += 1
                    by_signature[("?", "memory", f"worker died (exit {p.exitcode})")] += 1
                    carried[i] = counts[i]
                    if time.monotonic() < deadline:
                        workers[i] = spawn(i)
                    else:
                        finished[i] = counts[i]
            continue
        if message[0] == "progress":
            counts[message[1]] = carried[message[1]] + message[2]
        elif message[0] == "done":
            counts[message[1]] = carried[message[1]] + message[2]
            finished[message[1]] = counts[message[1]]
        elif message[0] == "harness":
            harness[message[2]] += 1
            if harness[message[2]] == 1:
                print(f"FUZZER FAULT (not a finding): {message[2]}", file=sys.stderr, flush=True)
        else:
            _, finding, kind, base_name, doc = message
            key = (finding["target"], finding["kind"], finding["signature"])
            by_signature[key] += 1
            if by_signature[key] == 1:
                print(f"FOUND {key} from {base_name}", file=sys.stderr, flush=True)
                name = f"{len(list(args.save.glob('*.json'))):04d}.json"
                record = {"kind": kind, "base": base_name, "finding": finding, "document": doc}
                (args.save / name).write_text(
                    json.dumps(record, indent=1, allow_nan=True) + "\n", encoding="utf-8"
                )
    elapsed = time.monotonic() - started
    cases = sum(finished.values())
    kinds_found = Counter()
    for (_t, kind, _s), n in by_signature.items():
        kinds_found[kind] += n
    figures = {
        "cases": cases,
        "seconds": round(elapsed, 1),
        "cases_per_second": round(cases / elapsed, 2) if elapsed else 0.0,
        "jobs": args.jobs,
        "findings": sum(by_signature.values()),
        "crashes": kinds_found["crash"] + kinds_found["rule"] + kinds_found["roundtrip"],
        "hangs": kinds_found["hang"],
        "memory": kinds_found["memory"],
        "fuzzer_faults": dict(sorted(harness.items())),
        "signatures": [
            {"target": t, "kind": k, "signature": s, "count": n}
            for (t, k, s), n in sorted(by_signature.items())
        ],
    }
    print(json.dumps({k: v for k, v in figures.items() if k != "signatures"}))
    for sig in figures["signatures"]:
        print(f"  {sig['count']:6d}  {sig['target']:9s} {sig['kind']:9s} {sig['signature']}")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    return 1 if by_signature else 0


if __name__ == "__main__":
    raise SystemExit(main())
