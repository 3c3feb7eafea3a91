"""Benchmark: the editor's edits, Problems panel, frames and start-up, against a baseline.

Run::

    python benchmarks/bench_editor.py --baseline ../other-worktree [--quick] [-o out.json]

``--baseline`` names a second checkout of the project with its own ``.venv`` (a worktree at
the commit to compare with). The measurements run in fresh processes, alternately with this
checkout's interpreter and the baseline's (the machine is shared and noisy: figures are
reported with the baseline measured in the same run, and as ratios). Without it only this
checkout is measured. The JSON printed (or written with ``-o``) holds every figure with its
value, the baseline's, the ratio and the target.

Figures (``ms``: CPU milliseconds of the editor's GUI thread unless said otherwise: validation runs in
another thread):

* ``edit_undo_ms[big/wall]`` — a wall painted and undone on the generated 100×100 quest
  (2,000 tokens), scene updated and repainted. Target 16.
* ``edit_undo_ms[QUEST/KIND]`` — each kind of edit (wall, door, opening, token moved,
  token placed, token property, tile placed, moved, turned, removed, quest title) plus its
  undo on each bundled quest, repainted; ``edit_undo_worst_ms[QUEST]`` is the worst kind.
  Target 16.
* ``problems_ms[QUEST]`` — wall-clock time from an edit (a token moved, then a wall) to the
  Problems panel showing that revision, worst of the two; ``problems_ms[big]`` on the
  100×100 quest. Targets 100 and 300.
* ``frame_ms[big]`` — one frame of the whole 100×100 board with 2,000 tokens in view
  (fitted, 1280×800): the first frame after fitting and, ``frame_again_ms[big]``, a
  repeated one. Target 16.
* ``shown_s`` — wall-clock seconds from launching ``questwright.editor.app`` (no quest) to
  its first painted frame, from the process's start (read from /proc);
  ``shown_s[stone-tusk]`` with a bundled quest given; ``bare_qt_s`` a bare PySide6 main window, for scale.
  Byte code is written by a discarded first run (as on an installation). Target 0.5.
* ``open_s[big]`` — wall-clock seconds from opening the 100×100 quest with 2,000 tokens in
  a shown editor (File ▸ Open) to its first painted frame, each in a fresh process. Target
  0.5.

``--only start,open`` measures just those groups (``start``, ``open``, ``big``, ``quests``).
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
TARGETS = {
    "edit_undo_ms": 16.0,
    "edit_undo_worst_ms": 16.0,
    "problems_ms[big]": 300.0,
    "problems_ms": 100.0,
    "frame_ms": 16.0,
    "frame_again_ms": 16.0,
    "shown_s": 0.5,
    "open_s": 0.5,
}


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


# ---------------------------------------------------------------------- measuring


def _settle(app: Any, rounds: int = 3) -> None:
    for _ in range(rounds):
        app.processEvents()


def _window(catalog: Any) -> Any:
    from questwright.editor.mainwindow import MainWindow
    from questwright.editor.settings import Settings

    win = MainWindow(Settings(), catalog)
    win.resize(1400, 900)
    win.show()
    return win


def _wait_validated(app: Any, win: Any, limit: float = 30.0) -> float:
    """Wall-clock seconds until the Problems panel shows the current revision."""
    t0 = time.perf_counter()
    while win.runner.revision != win.document.revision and time.perf_counter() - t0 < limit:
        app.processEvents()
        time.sleep(0.0005)
    return time.perf_counter() - t0


def _edit_undo(app: Any, win: Any, make: Any, reps: int) -> float:
    """Median CPU ms of pushing an edit, undoing it and repainting."""
    doc = win.document
    times = []
    for i in range(reps):
        edit = make(i)
        if edit is None:
            return float("nan")
        t0 = time.thread_time()
        doc.push(edit, "bench")
        doc.undo_stack.undo()
        app.processEvents()
        times.append(time.thread_time() - t0)
        _wait_validated(app, win)  # the next edit starts from a quiet editor
    return _median(times) * 1000


def _edit_kinds(win: Any) -> dict[str, Any]:
    """Builders of one edit of each kind, at places that exist on the open quest."""
    from questwright.core import edits

    doc = win.document
    board = doc.board
    quest = doc.quest
    free = [k for k, _a, _b in board.iter_boundaries() if k not in board.edges]
    cells = sorted(board.cells)
    system = doc.system
    tokens = [i for i, t in enumerate(quest.tokens) if t.cell is not None]
    prop = next(
        (
            (i, name)
            for i, t in enumerate(quest.tokens)
            for name, pdef in (
                system.token_types[t.type].properties.items()
                if system and t.type in system.token_types
                else ()
            )
            if pdef.type in ("integer", "boolean", "enum")
        ),
        None,
    )
    token_type = next(iter(sorted(system.token_types))) if system else "start"
    face = next(((t.id, sorted(t.sides)[0]) for t in doc.catalog.tiles_of(quest.system)), None)
    tile = quest.tiles[-1] if quest.tiles else None
    x1 = max(c[0] for c in cells) + 3 if cells else 0

    def pick(seq: list[Any], i: int) -> Any:
        return seq[(i * 7) % len(seq)] if seq else None

    def prop_edit(i: int) -> Any:
        if prop is None:
            return None
        index, name = prop
        token = quest.tokens[index]
        pdef = system.token_types[token.type].properties[name]
        value: Any = {"integer": i % 3, "boolean": bool(i % 2)}.get(pdef.type)
        if pdef.type == "enum":
            value = pdef.enum[i % len(pdef.enum)]
        return edits.SetValue(("tokens", index, "properties", name), value)

    return {
        "wall": lambda i: edits.paint_edges(quest, doc.board, [pick(free, i)], "wall"),
        "door": lambda i: edits.place_door(quest, [pick(free, i)])[0],
        "opening": lambda i: edits.paint_edges(quest, doc.board, [pick(free, i)], "opening"),
        "token-move": lambda i: (
            edits.SetValue(("tokens", pick(tokens, i), "cell"), pick(cells, i + 1))
            if tokens
            else None
        ),
        "token-place": lambda i: edits.place_token(quest, system, token_type, cell=pick(cells, i))[
            0
        ],
        "token-property": prop_edit,
        "tile-place": lambda i: (
            edits.place_tile(quest, face[0], face[1], (x1, i % 3))[0] if face else None
        ),
        "tile-move": lambda i: (
            edits.move_objects(quest, doc.board, [tile.id], 1 + i % 2, 0) if tile else None
        ),
        "tile-rotate": lambda i: edits.rotate_tiles(quest, doc.board, [tile.id]) if tile else None,
        "tile-remove": lambda i: (
            edits.delete_objects(quest, doc.board, [tile.id]) if tile else None
        ),
        "title": lambda i: edits.SetValue(("title",), f"Benchmark {i}"),
    }


def _latency(app: Any, win: Any, makes: list[Any], reps: int) -> float:
    """Worst over ``makes`` of the median wall-clock ms from an edit to the panel."""
    doc = win.document
    worst = 0.0
    for make in makes:
        lat = []
        for i in range(reps):
            _wait_validated(app, win)
            edit = make(i)
            if edit is None:
                break
            t0 = time.perf_counter()
            doc.push(edit, "bench")
            app.processEvents()
            _wait_validated(app, win)
            lat.append(time.perf_counter() - t0)
            doc.undo_stack.undo()
        if lat:
            worst = max(worst, _median(lat) * 1000)
    return worst


def measure_big(app: Any, reps: int) -> dict[str, float]:
    from _gen import write_fixture
    from questwright.core import edits
    from questwright.schema.catalog import Catalog, bundled_tilesets_dir

    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        quest = write_fixture(folder, tokens=2000)
        catalog = Catalog([bundled_tilesets_dir(), folder])
        win = _window(catalog)
        _settle(app)
        assert win.open_path(quest, ask=False)
        _settle(app)
        _wait_validated(app, win, 120)
        doc = win.document
        view = win.view
        view.resize(1280, 800)
        _settle(app)
        # edits
        out["edit_undo_ms[big/wall]"] = _edit_undo(
            app,
            win,
            lambda i: edits.paint_edges(doc.quest, doc.board, [("v", 5 + i % 4, 3 + i)], "wall"),
            reps,
        )
        out["edit_undo_ms[big/token-move]"] = _edit_undo(
            app, win, lambda i: edits.SetValue(("tokens", 5 + i, "cell"), (i, i)), reps
        )
        out["problems_ms[big]"] = _latency(
            app,
            win,
            [
                lambda i: edits.SetValue(("tokens", 5 + i, "cell"), (i + 1, i)),
                lambda i: edits.paint_edges(doc.quest, doc.board, [("v", 7, 3 + i)], "wall"),
            ],
            max(2, reps // 3),
        )
        # frames of the whole board
        view.fit()
        _settle(app)
        first, again = [], []
        for i in range(reps):
            view.set_zoom(view.zoom * (1.01 if i % 2 else 1 / 1.01))
            t0 = time.thread_time()
            view.viewport().grab()
            first.append(time.thread_time() - t0)
            t0 = time.thread_time()
            view.viewport().grab()
            again.append(time.thread_time() - t0)
        out["frame_ms[big]"] = _median(first) * 1000
        out["frame_again_ms[big]"] = _median(again) * 1000
        doc.undo_stack.setClean()
        win.runner.shutdown()
        win.close()
    return out


def measure_quests(app: Any, reps: int) -> dict[str, float]:
    from questwright.schema.catalog import bundled_quests_dir, default_catalog

    out: dict[str, float] = {}
    win = _window(default_catalog())
    _settle(app)
    for path in sorted(bundled_quests_dir().glob("*/*.quest.json")):
        name = f"{path.parent.name}/{path.name.replace('.quest.json', '')}"
        assert win.open_path(path, ask=False)
        _settle(app)
        _wait_validated(app, win)
        worst = 0.0
        kinds = _edit_kinds(win)
        for kind, make in kinds.items():
            value = _edit_undo(app, win, make, reps)
            if value == value:  # not NaN: the quest has something to edit this way
                out[f"edit_undo_ms[{name}/{kind}]"] = value
                worst = max(worst, value)
        out[f"edit_undo_worst_ms[{name}]"] = worst
        out[f"problems_ms[{name}]"] = _latency(
            app, win, [kinds["token-move"], kinds["wall"]], max(3, reps // 2)
        )
        win.document.undo_stack.setClean()
    win.runner.shutdown()
    win.close()
    return out


def _child_env(tmp: str) -> dict[str, str]:
    """The environment of a measured editor process: its own settings folders, and byte
    code written and read as on a user's installation (``PYTHONDONTWRITEBYTECODE`` would
    make every start compile the sources again)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["QUESTWRIGHT_CONFIG_DIR"] = str(Path(tmp) / "config")
    env["QUESTWRIGHT_STATE_DIR"] = str(Path(tmp) / "state")
    return env


def _launch(args: list[str], env: dict[str, str]) -> float:
    """The seconds from the process's start to its first painted frame, as the child
    prints them (``shown S``)."""
    done = subprocess.run(args, capture_output=True, text=True, env=env, timeout=120)
    line = [x for x in done.stdout.splitlines() if x.startswith("shown ")]
    if not line:
        raise SystemExit(f"bench_editor: nothing shown by {args}:\n{done.stderr[-2000:]}")
    return float(line[0].split()[1])


#: the editor started as ``python -m questwright.editor.app --quit-after-show [QUEST]``
#: would start it, with psutil hidden: the process's start is then read from /proc on both
#: sides of a comparison (psutil's boot time is whole seconds: up to 1 s off)
_EDITOR = """
import runpy, sys
sys.modules["psutil"] = None
sys.argv = ["questwright-editor", "--quit-after-show", *sys.argv[1:]]
runpy.run_module("questwright.editor.app", run_name="__main__")
"""

#: a bare Qt main window shown, for scale (what any PySide6 program pays)
_BARE_QT = """
import os, time
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
win = QMainWindow()
win.resize(1400, 900)
win.show()
app.processEvents()
win.repaint()
shown = time.time()
with open(f"/proc/{os.getpid()}/stat") as handle:
    ticks = int(handle.read().rsplit(")", 1)[1].split()[19])
with open("/proc/uptime") as handle:
    uptime = float(handle.read().split()[0])
print(f"shown {shown - (shown - uptime + ticks / os.sysconf('SC_CLK_TCK')):.3f}")
"""

#: open the 100×100 quest with 2,000 tokens in an editor window that is already shown
#: (as File ▸ Open does after start), until its first frame is painted
_OPEN_BIG = """
import sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from _gen import write_fixture
from questwright.schema.catalog import Catalog, bundled_tilesets_dir, default_catalog
default_catalog()  # loaded at start by the editor
from PySide6.QtWidgets import QApplication
from questwright.editor.mainwindow import MainWindow
from questwright.editor.settings import Settings
folder = Path(sys.argv[2])
quest = write_fixture(folder, tokens=2000)
app = QApplication([])
win = MainWindow(Settings(), Catalog([bundled_tilesets_dir(), folder]))
win.resize(1400, 900)
win.show()
for _ in range(3):
    app.processEvents()
t0 = time.perf_counter()
win.open_path(quest, ask=False)
app.processEvents()
win.view.viewport().repaint()
print(f"open_s {time.perf_counter() - t0:.6f}", flush=True)
win.document.undo_stack.setClean()
win.runner.shutdown()
"""


def measure_startup(runs: int) -> dict[str, float]:
    """``shown_s`` (no quest), ``shown_s[stone-tusk]`` (a bundled quest given) and
    ``bare_qt_s``: median seconds from launch to the first painted frame."""
    from questwright.schema.catalog import bundled_quests_dir

    quest = bundled_quests_dir() / "descent1" / "stone-tusk.quest.json"
    editor = [sys.executable, "-c", _EDITOR]
    cases = {
        "shown_s": editor,
        "shown_s[stone-tusk]": [*editor, str(quest)],
        "bare_qt_s": [sys.executable, "-c", _BARE_QT],
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    with tempfile.TemporaryDirectory() as tmp:
        env = _child_env(tmp)
        for args in cases.values():  # warm up: byte code written, files in the page cache
            _launch(args, env)
        for _ in range(runs):
            for name, args in cases.items():
                times[name].append(_launch(args, env))
    return {name: _median(values) for name, values in times.items()}


def measure_open(runs: int) -> dict[str, float]:
    """``open_s[big]``: median seconds from File ▸ Open of the 100×100 quest with 2,000
    tokens to its first painted frame, each in a fresh editor process."""
    values = []
    with tempfile.TemporaryDirectory() as tmp:
        env = _child_env(tmp)
        for i in range(runs + 1):
            folder = Path(tmp) / f"big{i}"
            done = subprocess.run(
                [sys.executable, "-c", _OPEN_BIG, str(HERE), str(folder)],
                capture_output=True,
                text=True,
                env=env,
                timeout=300,
            )
            line = [x for x in done.stdout.splitlines() if x.startswith("open_s ")]
            if not line:
                raise SystemExit(f"bench_editor: open failed:\n{done.stderr[-2000:]}")
            if i:  # the first run writes the byte code
                values.append(float(line[0].split()[1]))
    return {"open_s[big]": _median(values)}


#: the groups of figures ``--only`` chooses from
GROUPS = ("start", "open", "big", "quests")


def measure(quick: bool, only: tuple[str, ...] = GROUPS) -> dict[str, float]:
    """Every figure of the groups ``only``, measured in this process (offscreen) and the
    processes it starts."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(HERE))
    reps = 5 if quick else 9
    results: dict[str, float] = {}
    if "start" in only:
        results.update(measure_startup(3 if quick else 5))
    if "open" in only:
        results.update(measure_open(3 if quick else 5))
    if "big" not in only and "quests" not in only:
        return results
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["QUESTWRIGHT_CONFIG_DIR"] = str(Path(tmp) / "config")
        os.environ["QUESTWRIGHT_STATE_DIR"] = str(Path(tmp) / "state")
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([])
        if "big" in only:
            results.update(measure_big(app, reps))
        if "quests" in only:
            results.update(measure_quests(app, reps))
    return results


# ---------------------------------------------------------------------- comparing


def _run(python: Path, quick: bool, only: tuple[str, ...]) -> dict[str, float]:
    """Measure in a fresh process of ``python`` (whose venv decides which code runs)."""
    args = [str(python), str(Path(__file__).resolve()), "--measure", "--only", ",".join(only)]
    if quick:
        args.append("--quick")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(args, capture_output=True, text=True, env=env, timeout=3600)
    if done.returncode != 0:
        raise SystemExit(f"bench_editor: {python} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _target(name: str) -> float | None:
    if name in TARGETS:
        return TARGETS[name]
    return TARGETS.get(name.split("[")[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="a checkout (with .venv) to compare with")
    parser.add_argument("--rounds", type=int, default=2, help="alternating runs per side")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("-o", "--output", type=Path, help="write the JSON here")
    parser.add_argument(
        "--only",
        default=",".join(GROUPS),
        help=f"comma-separated groups of figures (default all: {','.join(GROUPS)})",
    )
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    only = tuple(g for g in args.only.split(",") if g)
    unknown = set(only) - set(GROUPS)
    if unknown:
        parser.error(f"unknown group(s) {', '.join(sorted(unknown))}; choose from {GROUPS}")
    if args.measure:
        print(json.dumps(measure(args.quick, only)))
        return
    here = Path(sys.executable)
    base_python = args.baseline / ".venv" / "bin" / "python" if args.baseline else None
    mine: list[dict[str, float]] = []
    theirs: list[dict[str, float]] = []
    for _ in range(max(1, args.rounds)):
        mine.append(_run(here, args.quick, only))
        if base_python is not None:
            theirs.append(_run(base_python, args.quick, only))
    figures: dict[str, dict[str, Any]] = {}
    for name in mine[0]:
        value = min(r[name] for r in mine if name in r)  # the least disturbed run
        entry: dict[str, Any] = {"value": round(value, 3), "target": _target(name)}
        base = [r[name] for r in theirs if name in r and r[name] == r[name]]
        if base:
            entry["baseline"] = round(min(base), 3)
            entry["ratio"] = round(value / min(base), 3) if min(base) else None
        figures[name] = entry
    report = {
        "benchmark": "editor",
        "baseline": str(args.baseline) if args.baseline else None,
        "rounds": max(1, args.rounds),
        "figures": figures,
    }
    text = json.dumps(report, indent=1, sort_keys=True)
    if args.output:
        args.output.write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
