"""Write tests/slow_tests.txt: the tests the fast loop leaves out, from a measured run.

    pytest -q -p no:cacheprovider --durations=0 > durations.txt
    python scripts/slow_tests.py durations.txt [--keep 0.15]

Durations of a test function's calls (every parameter, setup and teardown included) are
added up; the slowest functions are listed until what is left takes at most ``--keep`` of
the whole run, but every test module keeps its quickest function (so the fast loop still
touches every package and module). ``pytest -m "not slow"`` is then the fast loop.
"""

from __future__ import annotations

import argparse
import re
from collections import defaultdict
from pathlib import Path

LINE = re.compile(r"^\s*([0-9.]+)s\s+(call|setup|teardown)\s+(\S+)")
OUT = Path(__file__).resolve().parents[1] / "tests" / "slow_tests.txt"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("durations", help="pytest --durations=0 output")
    parser.add_argument("--keep", type=float, default=0.15, help="share of the run to keep")
    args = parser.parse_args()
    text = Path(args.durations).read_text(encoding="utf-8")
    # the whole run's time from pytest's last line ("... passed in 812.3s"): the durations
    # table may list only the slowest calls
    ran = re.findall(r" in ([0-9.]+)s", text)
    by_function: dict[str, float] = defaultdict(float)
    for line in text.splitlines():
        match = LINE.match(line)
        if match:
            by_function[match[3].split("[")[0]] += float(match[1])
    total = max(sum(by_function.values()), float(ran[-1]) if ran else 0.0)
    by_module: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for function, seconds in by_function.items():
        by_module[function.split("::")[0]].append((seconds, function))
    keep_one = {min(tests)[1] for tests in by_module.values()}
    left = total
    slow: list[str] = []
    for function, seconds in sorted(by_function.items(), key=lambda kv: -kv[1]):
        if left <= args.keep * total:
            break
        if function in keep_one:
            continue
        slow.append(function)
        left -= seconds
    header = [
        "# Tests the fast loop (pytest -m 'not slow') leaves out; written by",
        "# scripts/slow_tests.py from a measured run: "
        f"{total:.0f} s of test time, {left:.0f} s left in the fast loop.",
    ]
    OUT.write_text("\n".join([*header, *sorted(slow)]) + "\n", encoding="utf-8")
    print(f"{len(slow)} slow test functions; fast loop {left:.0f} s of {total:.0f} s")


if __name__ == "__main__":
    main()
