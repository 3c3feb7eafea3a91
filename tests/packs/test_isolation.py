"""The mechanism under the pack validation limits (``questwright.packs.isolate``): a quest's
child process stops at its CPU-time limit, its memory limit, a crash and its wall-clock
watchdog, each said apart; the checker's watchdog covers platforms without fork; a script
without a main guard is not run again by the checker."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from packkit import WARDENS_KEY

from questwright.packs import isolate
from questwright.packs.limits import DEFAULT_LIMITS

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX limits")

QUEST = ("q.quest.json", WARDENS_KEY.read_bytes())


def _spin(*_args: Any) -> list:
    while True:
        pass


def _hog(*_args: Any) -> list:
    hoard = []
    while True:
        hoard.append(bytearray(16 * 1024 * 1024))


def _crash(*_args: Any) -> list:
    import faulthandler

    faulthandler.disable()  # pytest's, inherited: no traceback dump in the test output
    os.kill(os.getpid(), signal.SIGSEGV)
    return []


def _sleep(*_args: Any) -> list:
    time.sleep(60)
    return []


@pytest.mark.parametrize(
    ("work", "cpu", "memory", "why"),
    [
        (_spin, 0.3, 0, "over the CPU-time limit (0.3 s)"),
        (_hog, 5.0, 64 * 1024 * 1024, "over the memory limit (64 MiB)"),
        (_crash, 5.0, 0, "crashed (SIGSEGV)"),
    ],
)
def test_a_quest_child_stops_at_its_limit(
    monkeypatch: pytest.MonkeyPatch, work: Any, cpu: float, memory: int, why: str
) -> None:
    # the forked child runs the monkeypatched validation (fork copies this process)
    monkeypatch.setattr(isolate, "_validate_one", work)
    started = time.monotonic()
    outcome = isolate._run_forked(*QUEST, None, cpu, memory)
    assert outcome.issues is None and outcome.why is not None and why in outcome.why
    assert time.monotonic() - started < 20
    if work is _spin:
        assert cpu * 0.8 <= outcome.cpu_seconds <= cpu + 1.0
    if work is _hog:
        assert outcome.peak_kib < 4 * 1024 * 1024  # far from the 16 GB it asked for


def test_the_wall_clock_watchdog_kills_a_quest_that_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(isolate, "_validate_one", _sleep)
    monkeypatch.setattr(isolate, "WALL_SLACK", 0.5)
    started = time.monotonic()
    outcome = isolate._run_forked(*QUEST, None, 0.1, 0)
    assert outcome.why is not None and "wall-clock" in outcome.why
    assert time.monotonic() - started < 10


def test_the_callers_watchdog_stops_a_checker_that_does_not_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the caller's own watchdog (the only one where the checker cannot fork): a checker
    # that does not answer in time is killed and its quests are marked, never waited for
    isolate._stop_checker()  # a fresh checker: the one of earlier tests answers at once
    monkeypatch.setattr(isolate, "CHECKER_START", 0.01)
    quests = [("a.quest.json", QUEST[1]), ("b.quest.json", QUEST[1])]
    started = time.monotonic()
    outcomes = isolate.validate_isolated(quests, [], DEFAULT_LIMITS, fork=False)
    assert time.monotonic() - started < 30
    assert [o.why for o in outcomes.values()] == [
        "the validation worker did not start within 0.01 s"
    ] * 2


def test_without_fork_quests_are_validated_by_the_checker() -> None:
    outcomes = isolate.validate_isolated([QUEST], [], DEFAULT_LIMITS, fork=False)
    assert outcomes[QUEST[0]].validated


def test_a_script_without_a_main_guard_is_not_run_again(tmp_path: Path) -> None:
    script = tmp_path / "unguarded.py"
    marker = tmp_path / "runs.txt"
    script.write_text(
        "from questwright.packs.isolate import validate_isolated\n"
        "from questwright.packs.limits import DEFAULT_LIMITS\n"
        f"open({str(marker)!r}, 'a').write('run\\n')\n"
        f"data = open({str(WARDENS_KEY)!r}, 'rb').read()\n"
        "out = validate_isolated([('q.quest.json', data)], [], DEFAULT_LIMITS)\n"
        "print(out['q.quest.json'].validated)\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=300
    )
    assert done.stdout.strip() == "True", done.stderr[-2000:]
    assert marker.read_text().count("run") == 1


def test_one_checker_serves_pack_after_pack_and_a_dead_one_is_replaced() -> None:
    isolate.validate_isolated([QUEST], [], DEFAULT_LIMITS)
    first = isolate._CHECKER["process"]
    isolate.validate_isolated([QUEST], [], DEFAULT_LIMITS)
    assert isolate._CHECKER["process"] is first  # warm: imports and caches kept
    os.kill(first.pid, signal.SIGKILL)
    first.join(10)
    assert isolate.validate_isolated([QUEST], [], DEFAULT_LIMITS)[QUEST[0]].validated
    assert isolate._CHECKER["process"] is not first


def _in_a_daemon(out: Any) -> None:
    isolate._CHECKER.clear()  # the parent's checker is not this process's
    out.put(isolate.validate_isolated([QUEST], [], DEFAULT_LIMITS)[QUEST[0]].validated)


def test_a_daemonic_process_can_check_a_pack() -> None:
    import multiprocessing

    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    process = ctx.Process(target=_in_a_daemon, args=(out,), daemon=True)
    process.start()
    assert out.get(timeout=120) is True
    process.join(30)
