"""Benchmark: build and verify a 50-quest pack (target: under 5 s together).

Makes 50 quests by giving the bundled sample quests new ids, then times, in one process:
``plan_pack`` + ``write_pack`` (reading, validating every quest, zipping) and ``check_pack``
(every safety check, every hash, validating every quest again), and an install into a
temporary library. Run: ``python benchmarks/bench_packs.py [--quests N] [--repeat R]``;
prints one line per step and exits 1 when build + verify misses the target.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.files import dumps

from questwright.packs.build import collect_folder, plan_pack, write_pack
from questwright.packs.check import check_pack
from questwright.packs.install import install_pack
from questwright.packs.problems import PackError

TARGET_SECONDS = 5.0


def make_quests(folder: Path, count: int) -> None:
    sources = sorted(bundled_quests_dir().rglob("*.quest.json"))
    for index in range(count):
        source = sources[index % len(sources)]
        doc = json.loads(source.read_text(encoding="utf-8"))
        doc["id"] = f"{doc['id']}-{index:03d}"
        doc["title"] = f"{doc['title']} ({index + 1})"
        target = folder / doc["system"] / f"q{index:03d}.quest.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(dumps(doc), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quests", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=3, help="best of R runs")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        source = root / "src"
        make_quests(source, args.quests)
        meta = {"id": "bench", "name": "Benchmark", "version": "1.0.0"}
        best: dict[str, float] = {}
        size = 0
        refused = ""
        for run in range(args.repeat):
            pack = root / f"bench{run}.qwpack"
            t0 = time.perf_counter()
            plan = plan_pack(collect_folder(source), meta)  # errors reported, not refused
            write_pack(plan, pack)
            t1 = time.perf_counter()
            report = check_pack(pack)
            t2 = time.perf_counter()
            try:
                install_pack(pack, root / f"lib{run}")
            except PackError as exc:  # quests with errors: the timing is still of every check
                refused = str(exc)
            t3 = time.perf_counter()
            size = pack.stat().st_size
            quest_errors = sum(r.errors for r in report.quests)
            for key, value in (("build", t1 - t0), ("verify", t2 - t1), ("install", t3 - t2)):
                best[key] = min(best.get(key, value), value)
        total = best["build"] + best["verify"]
        print(f"quests: {args.quests}   pack: {size:,} bytes   quest errors: {quest_errors}")
        for key in ("build", "verify", "install"):
            print(f"{key:8s} {best[key] * 1000:8.1f} ms (best of {args.repeat})")
        if refused:
            print(f"install refused (as it should be): {refused[:160]}")
        print(f"build + verify: {total:.2f} s (target < {TARGET_SECONDS:.0f} s)")
        return 0 if total < TARGET_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())
