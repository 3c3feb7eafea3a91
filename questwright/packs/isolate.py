"""Validating a pack's quests under hard limits, each quest in a process of its own.

A quest from a stranger may be legal and still slow or hungry to validate (a 7 KB quest
took 6 s, another 59 s or 1.27 GB before the quest-logic bounds). So ``pack verify``,
``pack install`` and the Import dialog never validate a pack's quests in their own process:

- one **checker** process is started (``spawn``, never ``fork`` from a caller's thread:
  the editor checks packs from a thread) and kept from pack to pack; it is given each
  pack's quests' and carried tilesets' bytes, and imports the validators and the bundled
  catalogue once;
- where the platform can fork (POSIX), the checker forks a **child per quest**; the child
  limits itself before it reads the quest: CPU time with ``RLIMIT_CPU`` (whole seconds, the
  kernel's hard stop) and a profiling timer (the exact fraction, a clean stop), memory
  with ``RLIMIT_AS`` (what it holds at the fork plus the limit); the checker waits for it
  with a wall-clock watchdog and kills it past that;
- where it cannot (Windows), the checker validates the quests itself, one by one, and the
  caller's watchdog kills it when a quest outlasts its wall-clock time; the quests left are
  then given to a fresh checker;
- the caller waits for the checker with a wall-clock deadline for the whole pack.

The limits are :class:`~questwright.packs.limits.PackLimits`: ``quest_cpu_seconds`` per
quest, ``validation_cpu_seconds`` for the pack (each quest gets at most what is left),
``quest_memory_bytes`` per quest. Every quest gets an :class:`Outcome`: its issues when it
was validated in full, else why not (over the CPU or memory limit, the pack's budget spent,
the worker killed or crashed). Nothing here decides what a pack may do with that; see
:mod:`.content` and :mod:`.install`.
"""

from __future__ import annotations

import contextlib
import math
import os
import pickle
import select
import signal
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from questwright.packs.limits import PackLimits
from questwright.validators.issues import Issue

__all__ = ["Outcome", "validate_isolated"]

#: wall-clock seconds a quest may take per CPU second it is allowed (a loaded machine
#: shares its cores), plus a constant for the process itself
WALL_PER_CPU = 3.0
WALL_SLACK = 2.0
#: seconds for a checker to start and import the validators and the bundled catalogue
CHECKER_START = 30.0


@dataclass
class Outcome:
    """How the validation of one quest ended."""

    member: str
    #: the quest's issues; ``None`` when it was not validated in full
    issues: list[Issue] | None = None
    #: why not, in a few words ("over the 4 s CPU limit", …); ``None`` when validated
    why: str | None = None
    cpu_seconds: float = 0.0
    #: peak resident memory of the quest's process (KiB; 0 where not measured)
    peak_kib: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def validated(self) -> bool:
        return self.issues is not None


def _mib(n: int) -> str:
    return f"{n / (1024 * 1024):,.0f} MiB"


# --- the child: one quest, limited ------------------------------------------------------


class _OverCpu(BaseException):
    """Raised by the profiling timer (a BaseException: no validator catches it)."""


def _limit_self(cpu: float, memory: int) -> None:
    """Limit this process: ``cpu`` seconds of CPU from now, ``memory`` bytes more than it
    holds now (address space)."""
    import resource

    used = resource.getrusage(resource.RUSAGE_SELF)
    spent = used.ru_utime + used.ru_stime
    hard = math.ceil(spent + cpu) + 1
    # the kernel's stop: SIGXCPU at the soft limit, SIGKILL at the hard one
    resource.setrlimit(resource.RLIMIT_CPU, (hard, hard + 1))

    def over(_signum: int, _frame: Any) -> None:
        raise _OverCpu

    signal.signal(signal.SIGPROF, over)
    signal.setitimer(signal.ITIMER_PROF, max(cpu, 0.001))
    if memory > 0 and hasattr(resource, "RLIMIT_AS"):
        held = _address_space()
        if held:
            limit = held + memory
            with contextlib.suppress(ValueError, OSError):  # macOS does not enforce it
                resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def _address_space() -> int:
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        return 0


def _validate_one(member: str, data: bytes, catalog: Any) -> list[Issue]:
    from questwright.packs.content import parse_member
    from questwright.validators.runner import validate_quest

    quest = parse_member(member, data, "questwright-quest")
    return list(validate_quest(quest, catalog))  # type: ignore[arg-type]


def _child(member: str, data: bytes, catalog: Any, cpu: float, memory: int, out: int) -> None:
    """In the forked child: limit, validate, write the pickled result, exit at once."""
    code = 0
    try:
        _limit_self(cpu, memory)
        started = time.process_time()
        try:
            result: tuple[str, Any] = ("ok", _validate_one(member, data, catalog))
            if time.process_time() - started > cpu:
                # the profiling timer fires on the kernel's ticks: a limit shorter than one
                # may pass unnoticed, so the time spent is compared with it too
                result = ("cpu", None)
        except _OverCpu:
            result = ("cpu", None)
        except MemoryError:
            result = ("memory", None)
        except RecursionError:
            result = ("error", "too deeply nested to validate")
        except Exception as exc:  # a validator's fault: reported, never raised on
            result = ("error", f"{type(exc).__name__}: {exc}"[:300])
        signal.setitimer(signal.ITIMER_PROF, 0)
        try:
            payload = pickle.dumps(result)
        except MemoryError:
            payload = pickle.dumps(("memory", None))
        view = memoryview(payload)
        while view:
            view = view[os.write(out, view) :]
    except BaseException:
        code = 3
    finally:
        os._exit(code)


def _read_all(fd: int, deadline: float) -> bytes | None:
    """Everything written to ``fd`` until it closes; ``None`` if ``deadline`` passes."""
    chunks: list[bytes] = []
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        ready, _, _ = select.select([fd], [], [], min(left, 0.5))
        if not ready:
            continue
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def _run_forked(member: str, data: bytes, catalog: Any, cpu: float, memory: int) -> Outcome:
    """Validate one quest in a forked child with its limits; the checker's watchdog."""
    outcome = Outcome(member)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child; its coverage is its result
        os.close(read)
        _child(member, data, catalog, cpu, memory, write)
    os.close(write)
    try:
        payload = _read_all(read, time.monotonic() + cpu * WALL_PER_CPU + WALL_SLACK)
    finally:
        os.close(read)
    if payload is None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    _pid, status, usage = os.wait4(pid, 0)
    outcome.cpu_seconds = usage.ru_utime + usage.ru_stime
    outcome.peak_kib = int(usage.ru_maxrss)
    if payload is None:
        outcome.why = f"took longer than {cpu * WALL_PER_CPU + WALL_SLACK:g} s of wall-clock time"
        return outcome
    kind: str
    value: Any
    try:
        kind, value = pickle.loads(payload) if payload else ("died", status)
    except Exception:
        kind, value = "died", status
    if kind == "ok":
        outcome.issues = value
    elif kind == "cpu":
        outcome.why = f"over the CPU-time limit ({cpu:g} s)"
    elif kind == "memory":
        outcome.why = f"over the memory limit ({_mib(memory)})"
    elif kind == "error":
        outcome.why = f"the validators failed: {value}"
    else:
        outcome.why = _died(status, cpu)
    return outcome


def _died(status: int, cpu: float) -> str:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        if sig in (getattr(signal, "SIGXCPU", -1), signal.SIGKILL):
            return f"over the CPU-time limit ({cpu:g} s)"
        return f"its process crashed ({signal.Signals(sig).name})"
    return f"its process ended with status {os.WEXITSTATUS(status)}"


def _warm_up(catalog: Any, quests: list[bytes], warmed: set[str]) -> None:
    """Validate a bundled quest of each game system the pack's quests use, unlimited, in
    the checker: the imports and caches the validators fill on first use are then inherited
    by every quest's child instead of being redone in each (about 0.2 s of CPU a quest)."""
    import json

    from questwright.schema.catalog import bundled_quests_dir
    from questwright.schema.io import load_quest
    from questwright.validators.runner import validate_quest

    systems = set()
    for data in quests:
        with contextlib.suppress(Exception):
            systems.add(json.loads(data).get("system"))
    for system in sorted(s for s in systems if isinstance(s, str) and s not in warmed):
        warmed.add(system)
        folder = bundled_quests_dir() / system
        sample = min(folder.glob("*.quest.json"), default=None) if folder.is_dir() else None
        if sample is not None:
            with contextlib.suppress(Exception):
                validate_quest(load_quest(sample), catalog)


def _run_inline(member: str, data: bytes, catalog: Any) -> Outcome:
    """Validate in the checker itself (no fork): the caller's watchdog is the limit."""
    started = time.process_time()
    outcome = Outcome(member)
    try:
        outcome.issues = _validate_one(member, data, catalog)
    except MemoryError:
        outcome.why = "over the memory available"
    except RecursionError:
        outcome.why = "too deeply nested to validate"
    except Exception as exc:
        outcome.why = f"the validators failed: {type(exc).__name__}: {exc}"[:300]
    outcome.cpu_seconds = time.process_time() - started
    return outcome


# --- the checker: one per pack ----------------------------------------------------------


def _checker(conn: Any) -> None:
    """The checker process: for each job it receives, validate ``job["quests"]`` and send
    an :class:`Outcome` each, then ``("end", None)``; until the caller hangs up."""
    warmed: set[str] = set()
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        _check_job(conn, job, warmed)


def _check_job(conn: Any, job: dict[str, Any], warmed: set[str]) -> None:
    from questwright.packs.content import parse_member, validation_catalog
    from questwright.packs.paths import member_kind
    from questwright.schema.model import System, Tileset

    tilesets = []
    systems = []
    for member, data in job["tilesets"]:
        with contextlib.suppress(Exception):  # checked by the caller already
            if member_kind(member) == "system":
                system = parse_member(member, data, "questwright-system")
                if isinstance(system, System):
                    systems.append(system)
                continue
            tileset = parse_member(member, data, "questwright-tileset")
            if isinstance(tileset, Tileset):
                tilesets.append(tileset)
    catalog = validation_catalog(tilesets, systems)
    fork = hasattr(os, "fork") and job["fork"]
    if fork:
        _warm_up(catalog, [data for _member, data in job["quests"]], warmed)
    budget = float(job["pack_cpu"])
    label = float(job.get("budget_label", budget))  # the budget as the user set it
    spent = 0.0
    for member, data in job["quests"]:
        left = budget - spent
        if left <= 0:
            conn.send(Outcome(member, why=f"the pack's validation budget ({label:g} s) was spent"))
            continue
        cpu = min(float(job["quest_cpu"]), left)
        conn.send(("start", member))
        if fork:
            outcome = _run_forked(member, data, catalog, cpu, int(job["memory"]))
        else:
            outcome = _run_inline(member, data, catalog)
        spent += outcome.cpu_seconds
        if outcome.why and cpu < float(job["quest_cpu"]) and "CPU" in outcome.why:
            outcome.why = f"the pack's validation budget ({label:g} s) was spent on it"
        conn.send(outcome)
    conn.send(("end", None))


@contextlib.contextmanager
def _children_allowed() -> Iterator[None]:
    """Let a daemonic process (a ``multiprocessing.Pool`` worker, the fuzzer's workers)
    start the checker. multiprocessing forbids it because a daemonic process is ended
    without waiting for its children; the checker ends by itself when its caller's end of
    the pipe closes, so nothing is left behind. (``_config`` is multiprocessing's own.)"""
    import multiprocessing

    config = getattr(multiprocessing.current_process(), "_config", {})
    daemonic = config.get("daemon")
    if daemonic:
        config["daemon"] = False
    try:
        yield
    finally:
        if daemonic:
            config["daemon"] = daemonic


@contextlib.contextmanager
def _main_not_rerun() -> Iterator[None]:
    """Start a checker without running the caller's script again in it.

    A ``spawn`` or ``forkserver`` child first runs the parent's ``__main__`` file (unless it
    is a module's ``__main__``), so that a script calling :func:`check_pack` without an
    ``if __name__ == "__main__"`` guard would check the pack again in every checker, for
    ever. The checker needs nothing from the script: while it starts, the script is given
    the spec of a ``__main__`` module, which multiprocessing does not run again.
    """
    import importlib.machinery
    import sys

    main = sys.modules.get("__main__")
    if main is None or getattr(main, "__spec__", None) is not None:
        yield
        return
    main.__spec__ = importlib.machinery.ModuleSpec("__main__", None)
    try:
        yield
    finally:
        main.__spec__ = None


def _context() -> Any:
    """How the checker starts: the engine's worker start method (spawn)."""
    from questwright.engine.simulate import worker_context

    return worker_context()


#: the running checker of this process (reused from pack to pack: it has the validators
#: imported and warm), with the pid of the process that started it
_CHECKER: dict[str, Any] = {}
_CHECKER_LOCK = threading.Lock()


def _checker_connection() -> tuple[Any, Any]:
    """The checker process and the caller's end of its pipe, started if need be."""
    process = _CHECKER.get("process")
    if process is not None and _CHECKER.get("owner") == os.getpid() and process.is_alive():
        return process, _CHECKER["conn"]
    ctx = _context()
    conn, child = ctx.Pipe(duplex=True)
    process = ctx.Process(target=_checker, args=(child,), daemon=True, name="pack-checker")
    with _main_not_rerun(), _children_allowed():
        process.start()
    child.close()
    _CHECKER.update(process=process, conn=conn, owner=os.getpid())
    return process, conn


def _stop_checker() -> None:
    process, conn = _CHECKER.pop("process", None), _CHECKER.pop("conn", None)
    if conn is not None:
        with contextlib.suppress(OSError):
            conn.close()
    if process is not None and _CHECKER.pop("owner", None) == os.getpid():
        if process.is_alive():
            process.kill()
        process.join(5)


def validate_isolated(
    quests: Sequence[tuple[str, bytes]],
    tilesets: Sequence[tuple[str, bytes]],
    limits: PackLimits,
    *,
    progress: Callable[[str], None] | None = None,
    fork: bool = True,
    budget_label: float | None = None,
) -> dict[str, Outcome]:
    """Validate every quest of ``quests`` (member, bytes) with the pack's carried
    ``tilesets`` under ``limits``; an :class:`Outcome` per member, in order.

    ``progress(member)`` is called as each quest starts. ``fork=False`` validates in the
    checker itself, as on platforms without fork (the tests use it). One checker serves
    the process from pack to pack; it is replaced when it dies or outlasts its watchdog.
    """
    with _CHECKER_LOCK:
        label = limits.validation_cpu_seconds if budget_label is None else budget_label
        return _validate_isolated(list(quests), list(tilesets), limits, progress, fork, label)


def _validate_isolated(
    quests: list[tuple[str, bytes]],
    tilesets: list[tuple[str, bytes]],
    limits: PackLimits,
    progress: Callable[[str], None] | None,
    fork: bool,
    budget_label: float,
) -> dict[str, Outcome]:
    outcomes: dict[str, Outcome] = {}
    todo = list(quests)
    per_quest_wall = limits.quest_cpu_seconds * WALL_PER_CPU + WALL_SLACK
    spent = 0.0
    # the whole pack: its CPU budget at the wall-clock rate of a quest, and a start
    pack_deadline = time.monotonic() + limits.validation_cpu_seconds * WALL_PER_CPU + CHECKER_START
    while todo:
        if time.monotonic() >= pack_deadline:
            for member, _data in todo:
                outcomes.setdefault(
                    member,
                    Outcome(member, why="the pack's validation time was spent before its turn"),
                )
            break
        job = {
            "quests": todo,
            "tilesets": tilesets,
            "quest_cpu": limits.quest_cpu_seconds,
            "pack_cpu": max(0.0, limits.validation_cpu_seconds - spent),
            "budget_label": budget_label,
            "memory": limits.quest_memory_bytes,
            "fork": fork,
        }
        fresh = _CHECKER.get("owner") != os.getpid() or not _CHECKER.get("process")
        process, conn = _checker_connection()
        current: str | None = None
        timed_out = ended = False
        deadline = time.monotonic() + (CHECKER_START if fresh else per_quest_wall + 1.0)
        try:
            conn.send(job)
            while True:
                left = min(deadline, pack_deadline) - time.monotonic()
                if left <= 0:
                    timed_out = True
                    break  # the watchdog: a quest, or the pack, outlasted its time
                if conn.poll(min(left, 0.25)):
                    message = conn.recv()
                elif process.is_alive() or conn.poll(0):
                    continue
                else:
                    break  # the checker died
                if isinstance(message, Outcome):
                    outcomes[message.member] = message
                    spent += message.cpu_seconds
                    current = None
                    deadline = time.monotonic() + per_quest_wall + 1.0
                elif message[0] == "start":
                    current = message[1]
                    deadline = time.monotonic() + per_quest_wall + 1.0
                    if progress is not None:
                        progress(current)
                else:  # "end"
                    ended = True
                    break
        except (EOFError, OSError, BrokenPipeError):
            pass
        died = process.exitcode  # None while it lives (stuck)
        if not ended:
            _stop_checker()  # dead, or stuck: the next job gets a fresh one
        remaining = [(m, d) for m, d in todo if m not in outcomes]
        if not remaining:
            break
        # the checker died or outlasted its watchdog: the quest it was on is marked, the
        # others get a fresh checker (a checker that never started marks them all)
        if current is None and not outcomes:
            why = (
                f"the validation worker did not start within {CHECKER_START:g} s"
                if timed_out
                else _checker_failure(died)
            )
            for member, _data in remaining:
                outcomes[member] = Outcome(member, why=why)
            break
        stuck = current or remaining[0][0]
        outcomes[stuck] = Outcome(
            stuck,
            why=f"took longer than {per_quest_wall:g} s of wall-clock time"
            if timed_out
            else _checker_failure(died),
        )
        todo = [(m, d) for m, d in remaining if m != stuck]
    return {member: outcomes[member] for member, _ in quests}


def _checker_failure(exitcode: int | None) -> str:
    from questwright.engine.simulate import describe_exit

    if exitcode is None:
        return "the validation worker did not answer"
    return f"the validation worker {describe_exit(exitcode)}"
