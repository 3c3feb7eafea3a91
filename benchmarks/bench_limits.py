"""The worst legal files (a script, not a timed test): ``python benchmarks/bench_limits.py``.

Issue #17 asks that validating any file under the format's limits finishes in < 2 s and
< 500 MB, in the CLI, in pack verify / install and in the editor. This script BUILDS the
worst legal files from the limits the checked-in schemas declare (so it follows any change
of ``schema/spec.py``), each at its limits and shaped to be expensive, checks that they are
legal (schema-valid, under the file size limit), and measures each path in a fresh process:

- ``zones`` — md1 (tile zoning, zone-walk sight) on a custom tileset of the largest faces
  with one zone per cell: the most tiles, the most tokens (every kind of the system), the
  most door edges, the longest objective and trigger chains;
- ``cells`` — descent1 (cell zoning, centre-line sight): the largest faces, as many tiles
  as the centre-line cell limit allows, the most tokens (monsters and large spawn hints at the largest footprint), reveal areas, doors;
- ``machina`` — the same board for Machina Arcana's centre-line rules;
- ``ddd`` — the Ashgrove house with the most tokens it may carry (code chips included);
- ``pickups`` — the QL_UNDECIDED fixture with many more pick-ups (quest-logic model);
- ``logic_PxTxD`` — the bundled quest ``wardens-key`` with P pick-ups, T triggers on each
  (every other one listening to every pick-up, every other one asking where a hero
  stands) and D pillars every trigger destroys (issue #29: the quest-logic model's work
  inside an action, its loss records, the goal bot's plans), at several sizes up to the
  file and list limits (``--logic``), on the paths ``cli``, ``simulate`` (``simulate -n 1
  --bot goal --jobs 1``), ``play`` (``play --auto goal``) and ``editor``.

Figures (``--json FILE`` writes them): ``<case>.<path>`` = ``[CPU s, peak MB]`` for
``path`` in ``cli`` (``questwright validate``), ``verify`` / ``install`` (``questwright pack
verify`` / ``pack install`` of a pack carrying the quest and its tileset) and ``editor``
(open, compile and the editor's live validation, without a window); the CPU time is that of
the work after a warm-up on a bundled quest (imports). ``bundled.<path>``: the bundled
quest ``wardens-key`` on the same path, the same-run baseline; ``ratio`` divides every
figure by it. ``ql_pickups_N``: the QL_UNDECIDED fixture with N extra pick-ups: CPU s of
the quest-logic model (``model_s``), of model and bounded exploration (``build_s``), peak MB. ``over`` lists the figures over 2 s or 500 MB.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
WARDEN = ROOT / "quests" / "md1" / "wardens-key.quest.json"
HOUSE = ROOT / "quests" / "ddd" / "house-ashgrove.quest.json"
QL_FIXTURE = ROOT / "tests" / "golden" / "issues" / "QL_UNDECIDED" / "raises.quest.json"
LIBRARY = ROOT / "tests" / "golden" / "issues" / "_library"
LIMIT_S, LIMIT_MB = 2.0, 500.0


def limits() -> dict[str, int]:
    """The limits, as the checked-in schemas and the file reader declare them."""
    from questwright.schema.files import MAX_FILE_BYTES
    from questwright.schema.spec import CENTRE_LINE_CELLS_LIMIT
    from questwright.schema.validation import load_schema

    quest, tileset = load_schema("quest"), load_schema("tileset")
    props, defs = quest["properties"], quest["$defs"]
    face = tileset["$defs"]["tileFace"]["properties"]
    return {
        "file_bytes": MAX_FILE_BYTES,
        "centre_line_cells": CENTRE_LINE_CELLS_LIMIT,
        "tiles": props["tiles"]["maxItems"],
        "tokens": props["tokens"]["maxItems"],
        "edges": props["edges"]["maxItems"],
        "list": props["triggers"]["maxItems"],
        "coord": defs["cell"]["items"]["maximum"],
        "token_size": defs["tokenSize"]["items"]["maximum"],
        "cells": defs["cells"]["maxItems"],
        "face": tileset["$defs"]["size"]["items"]["maximum"],
        "face_zones": face["zones"]["maxItems"],
        "face_edges": face["edges"]["maxItems"],
        "tileset_tiles": tileset["properties"]["tiles"]["maxItems"],
    }


# ------------------------------------------------------------------------------ builders


def _face(lim: dict[str, int], zoned: bool) -> dict[str, Any]:
    """The largest face: one zone per cell (tile zoning), walls with gaps between rows."""
    n = lim["face"]
    face: dict[str, Any] = {"size": [n, n], "perimeter": "open"}
    if zoned:
        face["zones"] = [
            {
                "id": f"z{x}-{y}",
                "kind": "room",
                "light": "shadow" if (x + y) % 3 else "light",
                "cells": [[x, y]],
            }
            for y in range(n)
            for x in range(n)
        ][: lim["face_zones"]]
    edges = []
    for y in range(2, n, 2):  # a wall across every second row line, one gap each
        gap = (y * 5) % n
        for x in range(n):
            if x != gap:
                edges.append({"kind": "wall", "from": [x, y], "to": [x + 1, y]})
    face["edges"] = edges[: lim["face_edges"]]
    return face


def _tileset(system: str, lim: dict[str, int], zoned: bool, count: int = 4) -> dict[str, Any]:
    tiles = [
        {"id": f"worst-{system}-{i}", "name": f"Worst {i}", "sides": {"A": _face(lim, zoned)}}
        for i in range(min(count, lim["tileset_tiles"]))
    ]
    return {
        "format": "questwright-tileset",
        "formatVersion": 1,
        "id": f"worst-{system}",
        "system": system,
        "name": "Worst legal tiles (benchmark stand-in)",
        "tiles": tiles,
    }


def _grid(
    lim: dict[str, int], system: str, count: int | None = None
) -> tuple[list[dict[str, Any]], int, int]:
    """The most tiles, edge to edge, as square as they go: placements, width, height."""
    n = lim["face"]
    count = lim["tiles"] if count is None else count
    across = max(1, int(count**0.5))
    tiles = [
        {
            "id": f"t{i}",
            "tile": f"worst-{system}-{i % 4}",
            "side": "A",
            "at": [(i % across) * n, (i // across) * n],
            "rotation": (i * 90) % 360,
        }
        for i in range(count)
    ]
    rows = -(-count // across)
    return tiles, across * n, rows * n


def _doors(lim: dict[str, int], width: int, height: int, count: int) -> list[dict[str, Any]]:
    """``count`` doors on vertical lattice lines inside the board, spread evenly."""
    cells = [(x, y) for y in range(height) for x in range(1, width)]
    step = max(1, len(cells) // max(1, count))
    doors = []
    for i, (x, y) in enumerate(cells[::step][:count]):
        door: dict[str, Any] = {"id": f"d{i}", "kind": "door", "from": [x, y], "to": [x, y + 1]}
        if i % 3 == 1:
            door["state"] = "open"
        doors.append(door)
    return doors


def _spread(count: int, width: int, height: int) -> list[list[int]]:
    cells = width * height
    step = max(1, cells // max(1, count))
    return [[(i * step) % width, ((i * step) // width) % height] for i in range(count)]


def _chains(lim: dict[str, int], targets: list[str]) -> dict[str, Any]:
    """The most objectives and triggers, each depending on the one before."""
    count = lim["list"]
    objectives = [
        {
            "id": f"o{i}",
            "kind": "pickup",
            "targets": [targets[i % len(targets)]],
            **({"after": [f"o{i - 1}"]} if i else {}),
        }
        for i in range(count)
    ]
    triggers = [
        {
            "id": f"g{i}",
            "on": {"event": "objective-complete", "target": f"o{i}"},
            **({"if": [{"fired": [f"g{i - 1}"]}]} if i else {}),
            "effects": [{"kind": "message", "text": f"step {i}"}],
        }
        for i in range(count)
    ]
    return {"objectives": objectives, "triggers": triggers}


def _quest(
    system: str,
    qid: str,
    tiles: list[dict[str, Any]],
    tokens: list[dict[str, Any]],
    edges: list[dict[str, Any]],
    **rest: Any,
) -> dict[str, Any]:
    return {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": qid,
        "system": system,
        "title": "Worst legal file (benchmark)",
        "tilesets": [f"worst-{system}"],
        "tiles": tiles,
        "tokens": tokens,
        "edges": edges,
        **rest,
    }


def zones_case(lim: dict[str, int]) -> dict[str, Any]:
    """md1 on a board of one-cell zones, every list at its limit."""
    tiles, width, height = _grid(lim, "md1")
    kinds = ["treasure", "guard", "pillar", "roaming-start", "objective", "lair", "level"]
    cells = _spread(lim["tokens"] - 2, width, height)
    tokens = [
        {"id": "start", "type": "start", "cell": [0, 0]},
        {"id": "exit", "type": "exit", "cell": [width - 1, height - 1]},
    ]
    tokens += [
        {"id": f"k{i}", "type": kinds[i % len(kinds)], "cell": c} for i, c in enumerate(cells)
    ]
    edges = _doors(lim, width, height, lim["edges"])
    chains = _chains(lim, [t["id"] for t in tokens if t["type"] == "treasure"])
    return {
        "quest": _quest("md1", "worst-zones", tiles, tokens, edges, **chains),
        "tileset": _tileset("md1", lim, zoned=True),
    }


def _centre_line_case(
    system: str, lim: dict[str, int], kinds: list[tuple[str, dict[str, Any]]], large: set[str]
) -> dict[str, Any]:
    # the most tiles a centre-line board may hold (its cell limit)
    tiles, width, height = _grid(lim, system, lim["centre_line_cells"] // lim["face"] ** 2)
    cells = _spread(lim["tokens"] - 1, width, height)
    side = lim["token_size"]
    tokens: list[dict[str, Any]] = [{"id": "start", "type": "start", "cell": [0, 0]}]
    for i, cell in enumerate(cells):
        kind, props = kinds[i % len(kinds)]
        token: dict[str, Any] = {"id": f"k{i}", "type": kind, "cell": cell}
        if props:
            token["properties"] = props
        if kind in large:
            token["size"] = [side, side]
            token["cell"] = [min(cell[0], width - side), min(cell[1], height - side)]
        tokens.append(token)
    edges = _doors(lim, width, height, lim["edges"])
    rest: dict[str, Any] = _chains(lim, [tokens[1]["id"]])
    if system == "descent1":
        # reveal areas: one per tile, the rest of the list one cell each
        n = lim["face"]
        areas = [
            {
                "id": f"a{i}",
                "cells": [[t["at"][0] + x, t["at"][1] + y] for y in range(n) for x in range(n)],
            }
            for i, t in enumerate(tiles)
        ]
        areas += [
            {"id": f"a{len(areas) + i}", "cells": [c]}
            for i, c in enumerate(_spread(lim["list"] - len(areas), width, height))
        ]
        rest["areas"] = areas
    return {
        "quest": _quest(system, f"worst-{system}", tiles, tokens, edges, **rest),
        "tileset": _tileset(system, lim, zoned=False),
    }


def cells_case(lim: dict[str, int]) -> dict[str, Any]:
    kinds = [
        ("monster", {"monsterType": "giant", "rank": "master"}),
        ("spawn-hint", {"large": True}),
        ("chest", {"tier": "copper"}),
        ("glyph", {"active": True}),
        ("money", {}),
        ("staircase", {"color": "red"}),
    ]
    return _centre_line_case("descent1", lim, kinds, {"monster", "spawn-hint"})


def machina_case(lim: dict[str, int]) -> dict[str, Any]:
    from questwright.schema.catalog import bundled_tilesets_dir

    system = json.loads((bundled_tilesets_dir() / "machina" / "system.json").read_text("utf-8"))
    kinds = [(name, {}) for name in sorted(system["tokenTypes"]) if name != "start"]
    large = {name for name, t in system["tokenTypes"].items() if t.get("footprint")}
    return _centre_line_case("machina", lim, kinds, large)


def ddd_case(lim: dict[str, int]) -> dict[str, Any]:
    """The Ashgrove house with its token kinds repeated up to the token limit."""
    doc = json.loads(HOUSE.read_text(encoding="utf-8"))
    model = [t for t in doc["tokens"] if t["type"] != "start"]
    extra = lim["tokens"] - len(doc["tokens"])
    doc["tokens"] += [{**model[i % len(model)], "id": f"fz-{i}"} for i in range(extra)]
    return {"quest": doc, "tileset": None}


CASES = {"zones": zones_case, "cells": cells_case, "machina": machina_case, "ddd": ddd_case}


def fit(case: dict[str, Any], lim: dict[str, int]) -> dict[str, Any]:
    """Trim the longest lists until the quest is under the file size limit (compact JSON)."""
    quest = case["quest"]
    while len(json.dumps(quest, separators=(",", ":")).encode()) >= lim["file_bytes"]:
        name = max(
            ("tokens", "edges", "objectives", "triggers", "areas"),
            key=lambda k: len(json.dumps(quest.get(k, []))),
        )
        quest[name] = quest[name][: len(quest[name]) * 9 // 10]
    return case


def check_legal(case: dict[str, Any]) -> None:
    """Raise unless the quest and its tileset pass the schema."""
    from questwright.schema.io import check_document

    check_document(case["quest"], "quest")
    if case["tileset"] is not None:
        check_document(case["tileset"], "tileset")


# ------------------------------------------------------------------------------ measuring

#: one user-facing path of a quest, in a fresh process, after a warm-up on a bundled quest:
#: argv = mode, quest, tileset ('' for none), warm-up quest, cpu seconds, work folder
_CHILD = r"""
import contextlib, io, json, os, resource, sys, time
mode, path, tileset, warm, cpu, work = sys.argv[1:7]
resource.setrlimit(resource.RLIMIT_CPU, (int(float(cpu)), int(float(cpu)) + 1))
os.environ["QT_QPA_PLATFORM"] = "offscreen"
if tileset:
    os.environ["QUESTWRIGHT_TILESETS"] = os.path.dirname(tileset)


def pack_of(quest, name, tilesets):
    from questwright.packs.build import collect_files, pack_bytes, plan_pack
    plan = plan_pack(collect_files([quest], tilesets), {"id": name, "name": name}, validate=False)
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
        if opened.quest is None:
            raise SystemExit(f"not opened: {opened}")
        doc = Document(opened.quest)
        Revalidator(doc.catalog).validate_board(doc.board)
else:
    from questwright.cli import main
    packs = {}
    if mode in ("verify", "install"):
        if tileset:
            os.environ.pop("QUESTWRIGHT_TILESETS")
        packs = {warm: pack_of(warm, "warm-up", []),
                 path: pack_of(path, "measured", [tileset] if tileset else [])}

    def run(file):
        args = {
            "cli": ["validate", file],
            "verify": ["pack", "verify", packs.get(file, "")],
            "install": ["pack", "install", packs.get(file, ""), "--into",
                        os.path.join(work, "library-" + str(len(os.listdir(work))))],
            "simulate": ["simulate", file, "-n", "1", "--bot", "goal", "--jobs", "1"],
            "play": ["play", "--auto", "goal", file],
        }[mode]
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = main(args)
        # a game the rules cannot set up is refused in one line (exit 2): measured as is
        if mode not in ("cli", "play", "simulate") and code not in (0, 1):
            raise SystemExit(f"{mode} exit {code}: {out.getvalue()[-300:]}")

run(warm)
started = time.process_time()
run(path)
seconds = time.process_time() - started
print(json.dumps({"s": seconds, "mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""

#: the quest-logic model of a quest and its bounded exploration (argv: quest, catalogue folder)
_QL_CHILD = r"""
import json, resource, sys, time
from pathlib import Path
from questwright.core.board import compile_board
from questwright.core.questlogic import QuestLogic, build_model
from questwright.core.questlogic.regions import moves_of
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.io import open_quest
catalog = Catalog([bundled_tilesets_dir(), Path(sys.argv[2])])
board = compile_board(open_quest(sys.argv[1]).quest, catalog)
started = time.process_time()
build_model(board, moves_of(board))
model = time.process_time() - started
started = time.process_time()
QuestLogic.build(board)
total = time.process_time() - started
mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"s": total, "model_s": model, "mb": mb}))
"""


def _run(args: list[str], cpu: float) -> dict[str, Any]:
    try:
        done = subprocess.run(
            args,
            capture_output=True,
            text=True,
            timeout=cpu * 4 + 120,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        return {"s": None, "mb": None, "why": "over the time limit"}
    if done.returncode != 0:
        why = "over the CPU limit" if done.returncode in (-9, -24, 137, 152) else "failed"
        return {"s": None, "mb": None, "why": why, "stderr": done.stderr[-600:]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(case: dict[str, Any], mode: str, python: str, cpu: float) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work) / "files"
        folder.mkdir()
        quest = folder / "case.quest.json"
        quest.write_text(json.dumps(case["quest"], separators=(",", ":")), encoding="utf-8")
        tileset = ""
        if case.get("tileset") is not None:
            tiles_dir = folder / "tiles"
            tiles_dir.mkdir()
            path = tiles_dir / "worst.tiles.json"
            path.write_text(json.dumps(case["tileset"]), encoding="utf-8")
            tileset = str(path)
        runs = Path(work) / "runs"
        runs.mkdir()
        args = [python, "-c", _CHILD, mode, str(quest), tileset, str(WARDEN), str(cpu), str(runs)]
        return _run(args, cpu)


def with_pickups(extra: int) -> dict[str, Any]:
    """The QL_UNDECIDED fixture with ``extra`` more pick-ups of the kind it already has."""
    doc = json.loads(QL_FIXTURE.read_text(encoding="utf-8"))
    model = next(t for t in doc["tokens"] if t["id"] == "r0")
    cells = [t["cell"] for t in doc["tokens"] if "cell" in t]
    for i in range(extra):
        doc["tokens"].append({**model, "id": f"fz-r{i}", "cell": cells[i % len(cells)]})
    return doc


#: sizes of the generated quest-logic cases (pick-ups, triggers on each, pillars destroyed):
#: small, the issue's 46 KB kind, and near the file and trigger-list limits
LOGIC_SIZES = ((4, 4, 4), (10, 10, 10), (20, 10, 20), (40, 20, 30))


def logic_quest(pickups: int, triggers: int, destroys: int) -> dict[str, Any]:
    """``wardens-key`` with ``pickups`` treasures, ``triggers`` triggers on each pick-up
    (odd ones on that pick-up, even ones on every pick-up; odd ones with a ``heroIn``
    condition, a choice for the model) each destroying ``destroys`` pillars, every trigger
    firing again on every pick-up (``once: false``): legal, winnable, and, before issue
    #29, minutes of quest-logic work and gigabytes of loss records."""
    doc = json.loads(WARDEN.read_text(encoding="utf-8"))
    cells = [t["cell"] for t in doc["tokens"] if t["type"] == "treasure"]
    doc["id"] = f"logic-{pickups}x{triggers}x{destroys}"
    doc["tokens"] = [t for t in doc["tokens"] if t["type"] != "treasure"]
    for i in range(pickups):
        doc["tokens"].append({"id": f"gp{i}", "type": "treasure", "cell": cells[i % len(cells)]})
    for k in range(destroys):
        doc["tokens"].append({"id": f"gx{k}", "type": "pillar", "cell": cells[k % len(cells)]})
    for i in range(pickups):
        for j in range(triggers):
            on = {"event": "pickup", "target": f"gp{i}"} if i % 2 else {"event": "pickup"}
            doc["triggers"].append(
                {
                    "id": f"gt{i}-{j}",
                    "on": on,
                    "once": False,
                    "if": [{"heroIn": "exit"}] if j % 2 else [],
                    "effects": [
                        {"kind": "destroy", "target": f"gx{(i + j + k) % destroys}"}
                        for k in range(destroys)
                    ],
                }
            )
    return doc


def logic_case(size: tuple[int, int, int]) -> dict[str, Any]:
    return {"quest": logic_quest(*size), "tileset": None}


#: sizes of the generated reopening-door cases (triggers on the door)
REOPEN_SIZES = (40, 1000)


def reopen_quest(count: int) -> dict[str, Any]:
    """``wardens-key`` with ``count`` triggers in all: on ``door-1``'s opening, each shutting
    it and opening it again (``once: false``), and one that does the same at every round's
    start:
    legal, and, before the cascade's listener budget (core/questlogic/cascade.py), every
    firing weighed every other trigger (1,000 of them: 13 s to validate, 27 s for one
    goal-bot game)."""
    doc = json.loads(WARDEN.read_text(encoding="utf-8"))
    doc["id"] = f"reopen-{count}"
    shut_open = [
        {"kind": "close-door", "target": "door-1"},
        {"kind": "open-door", "target": "door-1"},
    ]
    doc["triggers"].append(
        {"id": "reopen-tick", "on": {"event": "round-start"}, "once": False, "effects": shut_open}
    )
    for i in range(count - len(doc["triggers"])):
        doc["triggers"].append(
            {
                "id": f"reopen-{i}",
                "on": {"event": "door-opened", "target": "door-1"},
                "once": False,
                "effects": shut_open,
            }
        )
    return doc


def measure_ql(extra: int, python: str, cpu: float) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "ql.quest.json"
        path.write_text(json.dumps(with_pickups(extra)), encoding="utf-8")
        return _run([python, "-c", _QL_CHILD, str(path), str(LIBRARY)], cpu)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--python",
        default=sys.executable,
        help="interpreter of the version to measure (its schema gives the limits)",
    )
    parser.add_argument("--cpu", type=float, default=60.0, help="CPU seconds per run")
    parser.add_argument("--cases", default=",".join(CASES), help="worst files to build")
    parser.add_argument("--paths", default="cli,verify,install,editor,simulate,play")
    parser.add_argument("--pickups", default="10,40", help="extra pick-ups for the QL figures")
    parser.add_argument(
        "--logic",
        default=";".join(",".join(map(str, s)) for s in LOGIC_SIZES),
        help="generated quest-logic cases: 'P,T,D;…' (pick-ups, triggers on each, pillars)",
    )
    parser.add_argument(
        "--reopen",
        default=",".join(map(str, REOPEN_SIZES)),
        help="generated reopening-door cases: triggers on one door, comma-separated",
    )
    parser.add_argument("--logic-paths", default="cli,simulate,play,editor")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--write", type=Path, help="write the worst files into this folder")
    args = parser.parse_args(argv)
    lim = limits()
    figures: dict[str, Any] = {"limits": lim}
    paths = [p for p in args.paths.split(",") if p]
    cases = {name: fit(CASES[name](lim), lim) for name in args.cases.split(",") if name}
    logic_paths = [p for p in args.logic_paths.split(",") if p]
    logic_cases = {}
    for text in [t for t in args.logic.split(";") if t]:
        size = tuple(int(x) for x in text.split(","))
        logic_cases["logic_" + "x".join(map(str, size))] = logic_case(size)  # type: ignore[arg-type]
    for count in [int(x) for x in args.reopen.split(",") if x]:
        logic_cases[f"reopen_{count}"] = {"quest": reopen_quest(count), "tileset": None}
    for name, case in logic_cases.items():
        check_legal(case)
        figures[f"{name}.bytes"] = len(json.dumps(case["quest"], separators=(",", ":")))
    for name, case in cases.items():
        check_legal(case)
        figures[f"{name}.bytes"] = len(json.dumps(case["quest"], separators=(",", ":")))
        if args.write:
            args.write.mkdir(parents=True, exist_ok=True)
            (args.write / f"{name}.quest.json").write_text(json.dumps(case["quest"]), "utf-8")
            if case["tileset"] is not None:
                (args.write / f"{name}.tiles.json").write_text(json.dumps(case["tileset"]), "utf-8")
    baseline = {"quest": json.loads(WARDEN.read_text(encoding="utf-8")), "tileset": None}
    over: list[str] = []
    for path in paths:  # interleaved: the baseline of a path is measured next to its cases
        for name, case in {"bundled": baseline, **cases}.items():
            got = measure(case, path, args.python, args.cpu)
            key = f"{name}.{path}"
            if got["s"] is None:
                figures[key] = got["why"]
                over.append(f"{key}: {got['why']} {got.get('stderr', '')[-200:]}")
                continue
            figures[key] = [round(got["s"], 3), round(got["mb"])]
            if got["s"] >= LIMIT_S or got["mb"] >= LIMIT_MB:
                over.append(f"{key}: {got['s']:.2f} s, {got['mb']:.0f} MB")
    for path in logic_paths:
        for name, case in {"bundled": baseline, **logic_cases}.items():
            key = f"{name}.{path}"
            if key in figures:
                continue
            got = measure(case, path, args.python, args.cpu)
            if got["s"] is None:
                figures[key] = got["why"]
                over.append(f"{key}: {got['why']} {got.get('stderr', '')[-200:]}")
                continue
            figures[key] = [round(got["s"], 3), round(got["mb"])]
            if got["s"] >= LIMIT_S or got["mb"] >= LIMIT_MB:
                over.append(f"{key}: {got['s']:.2f} s, {got['mb']:.0f} MB")
    ratio = {}
    for key, value in figures.items():
        if isinstance(value, list) and not key.startswith("bundled."):
            base = figures.get("bundled." + key.split(".", 1)[1])
            if isinstance(base, list) and base[0]:
                ratio[key] = [round(value[0] / base[0], 1), round(value[1] / base[1], 2)]
    figures["ratio"] = ratio
    for extra in [int(x) for x in args.pickups.split(",") if x]:
        got = measure_ql(extra, args.python, args.cpu)
        figures[f"ql_pickups_{extra}"] = (
            {
                "model_s": round(got["model_s"], 3),
                "build_s": round(got["s"], 3),
                "mb": round(got["mb"]),
            }
            if got["s"] is not None
            else got["why"]
        )
    figures["over"] = over
    print(json.dumps(figures, indent=1))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
