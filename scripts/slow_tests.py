"""Write tests/slow_tests.txt: the tests the fast loop leaves out, from measured runs.

    pytest -q -p no:cacheprovider --durations=400 > durations.txt
    pytest --collect-only -q > collected.txt
    python scripts/slow_tests.py durations.txt [more.txt …] --collected collected.txt

A test module's time is what the durations tables list for it (every call, setup and
teardown) plus, for its tests they do not list, the average time of an unlisted test. The
slowest modules are left out whole until what is left takes at most ``--keep`` of the run,
but every test package (``tests/<folder>``) keeps its quickest module, so the fast loop still
touches every package. ``pytest -m "not slow"`` is then the fast loop.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter, defaultdict
from pathlib import Path

LINE = re.compile(r"^\s*([0-9.]+)s\s+(call|setup|teardown)\s+(\S+)")
OUT = Path(__file__).resolve().parents[1] / "tests" / "slow_tests.txt"


def _package(module: str) -> str:
    parts = module.split("/")
    return "/".join(parts[:2]) if len(parts) > 2 else parts[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("durations", nargs="+", help="pytest --durations=N output(s)")
    parser.add_argument("--collected", required=True, help="pytest --collect-only -q output")
    parser.add_argument("--keep", type=float, default=0.2, help="share of the run to keep")
    args = parser.parse_args()
    text = "\n".join(Path(p).read_text(encoding="utf-8") for p in args.durations)
    # the runs' time from pytest's summary lines ("... passed in 812.3s")
    ran = sum(float(r) for r in re.findall(r"(?:passed|failed)[^\n]* in ([0-9.]+)s", text))
    listed_time: dict[str, float] = defaultdict(float)
    listed_tests: dict[str, set[str]] = defaultdict(set)
    for line in text.splitlines():
        match = LINE.match(line)
        if match:
            nodeid = match[3]
            module = nodeid.split("::")[0]
            listed_time[module] += float(match[1])
            listed_tests[module].add(nodeid)
    counts = Counter(
        line.split("::")[0]
        for line in Path(args.collected).read_text(encoding="utf-8").splitlines()
        if "::" in line
    )
    unlisted = sum(counts.values()) - sum(len(v) for v in listed_tests.values())
    average = max(0.0, ran - sum(listed_time.values())) / max(1, unlisted)
    time = {
        m: listed_time.get(m, 0.0) + average * max(0, n - len(listed_tests.get(m, ())))
        for m, n in counts.items()
    }
    total = sum(time.values())
    by_package: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for module, seconds in time.items():
        by_package[_package(module)].append((seconds, module))
    keep = {min(modules)[1] for modules in by_package.values()}
    left = total
    slow: list[str] = []
    for module, seconds in sorted(time.items(), key=lambda kv: -kv[1]):
        if left <= args.keep * total:
            break
        if module in keep:
            continue
        slow.append(module)
        left -= seconds
    header = [
        "# Test modules the fast loop (pytest -m 'not slow') leaves out; written by",
        "# scripts/slow_tests.py from measured runs: about "
        f"{total:.0f} s of test time there, {left:.0f} s left in the fast loop.",
    ]
    OUT.write_text("\n".join([*header, *sorted(slow)]) + "\n", encoding="utf-8")
    print(f"{len(slow)} of {len(time)} modules slow; fast loop ~{left:.0f} s of ~{total:.0f} s")


if __name__ == "__main__":
    main()
