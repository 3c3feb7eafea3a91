"""Run one hostile document through one Questwright entry point, in-process, and judge it.

Targets: ``validate`` (the file itself and, for a system or tileset, a bundled quest of that
system against the mutated catalogue), ``info``, ``fmt`` (the canonical text must load back
and format to itself), ``render`` (PNG through the editor's painter), ``simulate`` (md1/md2,
a few rounds with the goal bot), ``pack`` (a pack built around the document, then
``check_pack`` with validation; for a pack document of :mod:`.packs`, its zip verified,
installed twice and listed) and ``replay`` (a save of :mod:`.saves` replayed as
``play --replay`` does, a few decisions played on, and loaded as the editor's Load Replay
does). What counts as a finding:

- ``crash``: an exception escapes (the CLI would print "internal error"; for ``replay``,
  anything but the one-line ``LoadError``);
- ``rule``: a report carries ``INTERNAL_RULE_ERROR``;
- ``roundtrip``: ``fmt`` writes a file that does not load back identically;
- ``hang``: the case used more than its CPU seconds (``cpu_limit``);
- ``memory``: the case ran out of the memory its worker allows (``MemoryError``).

A refusal with a clear message (``LoadError``, ``PackError``, issues) is the right answer
to a hostile file, never a finding.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import signal
import traceback
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.errors import LoadError

ROOT = Path(__file__).resolve().parents[2]
GOLDEN_LIBRARY = ROOT / "tests" / "golden" / "issues" / "_library"
TARGETS = ("validate", "info", "fmt", "render", "simulate", "pack", "replay")
#: which targets take which kind of document
TARGETS_OF = {
    "quest": TARGETS[:6],
    "tileset": ("validate", "fmt", "pack"),
    "system": ("validate", "fmt"),
    "save": ("replay",),
    "pack": ("pack",),
    # legal quests with many triggers and effects (tests/fuzz/logic.py), and packs of them
    "logic": ("validate", "simulate", "pack"),
    "logic-pack": ("pack",),
}
#: the kind of document each kind of case is (its targets read it as that)
DOCUMENT_KIND = {"logic": "quest", "logic-pack": "pack"}
CPU_SECONDS = 5.0


@dataclass(frozen=True)
class Finding:
    target: str
    kind: str  # crash, rule, roundtrip, hang, memory
    signature: str  # stable across similar inputs: exception type and where it was raised
    detail: str

    def to_json(self) -> dict[str, str]:
        return {
            "target": self.target,
            "kind": self.kind,
            "signature": self.signature,
            "detail": self.detail,
        }


class CaseTimeout(BaseException):
    """Raised by the CPU timer; a BaseException so that no ``except Exception`` swallows it."""


def _on_timer(signum: int, frame: Any) -> None:
    raise CaseTimeout()


@contextlib.contextmanager
def cpu_limit(seconds: float = CPU_SECONDS) -> Iterator[None]:
    """Interrupt the case after ``seconds`` of CPU time (of this process)."""
    previous = signal.signal(signal.SIGPROF, _on_timer)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def encode(doc: Any) -> str:
    """The file text of a mutated document (NaN and lone surrogates as a hostile file has them)."""
    return json.dumps(doc, indent=1, allow_nan=True)


def _signature(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if "questwright" in f.filename or "/engine/" in f.filename]
    where = ours[-1] if ours else (frames[-1] if frames else None)
    place = f"{Path(where.filename).name}:{where.name}" if where else "?"
    return f"{type(exc).__name__} in {place}"


def _system_of(doc: Any) -> str:
    system = doc.get("system") if isinstance(doc, dict) else None
    if not isinstance(system, str) and isinstance(doc, dict):
        system = doc.get("id")
    return system if isinstance(system, str) else ""


@cache
def _bundled_systems() -> frozenset[str]:
    return frozenset(p.name for p in bundled_quests_dir().iterdir() if p.is_dir())


@cache
def _bundled_catalog() -> Catalog:
    return Catalog([bundled_tilesets_dir(), GOLDEN_LIBRARY])


def _catalog(kind: str, doc: Any, root: Path) -> Catalog:
    """The bundled catalogue with the mutated system or tileset first (first one wins)."""
    bundled = _bundled_catalog()
    if kind not in ("tileset", "system"):
        return bundled
    lib = root / "lib" / "x"
    lib.mkdir(parents=True, exist_ok=True)
    name = "system.json" if kind == "system" else "fuzz.tiles.json"
    (lib / name).write_text(encode(doc), encoding="utf-8")
    catalog = Catalog([root / "lib"])
    # the bundled files, loaded once, behind the mutated one
    for sid, system in bundled.systems.items():
        catalog.systems.setdefault(sid, system)
    for tid, tileset in bundled.tilesets.items():
        if tid not in catalog.tilesets:
            catalog.tilesets[tid] = tileset
            index = catalog._tiles.setdefault(tileset.system, {})
            for tile in tileset.tiles:
                index.setdefault(tile.id, tile)
    return catalog


def _document_file(kind: str, doc: Any, root: Path) -> Path:
    suffix = {"quest": "fuzz.quest.json", "tileset": "fuzz.tiles.json", "system": "system.json"}[
        kind
    ]
    path = root / "doc" / suffix
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(encode(doc), encoding="utf-8")
    return path


def run_case(
    target: str, kind: str, doc: Any, root: Path, cpu_seconds: float = CPU_SECONDS
) -> Finding | None:
    """Run ``doc`` (a document of ``kind``) through ``target`` in the empty folder ``root``."""
    kind = DOCUMENT_KIND.get(kind, kind)
    try:
        with cpu_limit(cpu_seconds):
            return _RUNNERS[target](kind, doc, root)
    except CaseTimeout:
        return Finding(target, "hang", f"over {cpu_seconds:g} s CPU", "")
    except MemoryError as exc:
        return Finding(target, "memory", _signature(exc), "out of the memory the case may use")
    except RecursionError as exc:
        return Finding(target, "crash", _signature(exc), "RecursionError")
    except Exception as exc:
        detail = "".join(traceback.format_exception(exc)[-6:])[-1500:]
        return Finding(target, "crash", _signature(exc), detail)


def _rule_findings(target: str, issues: Any) -> Finding | None:
    for issue in issues:
        if issue.code == "INTERNAL_RULE_ERROR":
            rule = issue.message.split(" failed:")[0]
            kind = issue.message.split(": ")[1] if ": " in issue.message else ""
            return Finding(target, "rule", f"{rule}: {kind}", issue.message[:500])
    return None


def _validate(kind: str, doc: Any, root: Path) -> Finding | None:
    from questwright.validators.runner import validate_file

    catalog = _catalog(kind, doc, root)
    path = _document_file(kind, doc, root)
    report = validate_file(path, catalog)
    found = _rule_findings("validate", report.issues)
    if found or kind == "quest":
        return found
    # the mutated system or tileset, seen through a bundled quest of its system
    # only a bundled system names a folder: a hostile id is no path to look under
    system = _system_of(doc)
    quests = (
        sorted((bundled_quests_dir() / system).glob("*.quest.json"))
        if system in _bundled_systems()
        else []
    )
    for quest in quests[:1]:
        found = _rule_findings("validate", validate_file(quest, catalog).issues)
        if found:
            return found
    return None


def _info(kind: str, doc: Any, root: Path) -> Finding | None:
    from questwright.commands.files import cmd_info

    path = _document_file(kind, doc, root)
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        cmd_info(argparse.Namespace(quest=str(path), format="json"))
    return None


def _fmt(kind: str, doc: Any, root: Path) -> Finding | None:
    from questwright.schema.files import read_json
    from questwright.schema.io import check_document, dumps_model, model_from_document

    path = _document_file(kind, doc, root)
    try:
        document = check_document(read_json(path), str(path))
    except LoadError:
        return None
    text = dumps_model(model_from_document(document))
    path.write_text(text, encoding="utf-8")
    try:
        again = dumps_model(model_from_document(check_document(read_json(path), str(path))))
    except LoadError as exc:
        return Finding("fmt", "roundtrip", "formatted file does not load", str(exc)[:500])
    if again != text:
        return Finding("fmt", "roundtrip", "formatted file formats differently", "")
    return None


def _render(kind: str, doc: Any, root: Path) -> Finding | None:
    from questwright.core.board import compile_board
    from questwright.editor.render import render_board
    from questwright.schema.io import load_quest

    path = _document_file(kind, doc, root)
    try:
        quest = load_quest(path)
    except LoadError:
        return None
    render_board(compile_board(quest), root / "out.png", cell=8)
    return None


def _simulate(kind: str, doc: Any, root: Path) -> Finding | None:
    from questwright.engine.core import Game
    from questwright.engine.simulate import play_game
    from questwright.schema.io import load_quest

    if _system_of(doc) not in ("md1", "md2"):
        return None
    path = _document_file(kind, doc, root)
    try:
        quest = load_quest(path)
    except LoadError:
        return None
    try:
        game = Game(quest, party=2, max_rounds=6)
    except (LoadError, ValueError) as exc:
        # the engine may refuse a quest it cannot play, with a message
        if str(exc):
            return None
        raise
    play_game(game, seed=1)
    return None


def _pack(kind: str, doc: Any, root: Path) -> Finding | None:
    from questwright.packs import PackError, check_pack
    from questwright.packs.build import collect_files, pack_bytes, plan_pack

    if kind == "pack":
        return _pack_document(doc, root)
    path = _document_file(kind, doc, root)
    quests = [path] if kind == "quest" else []
    tilesets = [path] if kind == "tileset" else []
    plan = plan_pack(collect_files(quests, tilesets), validate=False)
    pack = root / "fuzz.qwpack"
    pack.write_bytes(pack_bytes(plan.manifest, plan.members))
    try:
        report = check_pack(pack)
    except PackError:
        return None
    return _quest_findings(report)


def _quest_findings(report: Any) -> Finding | None:
    """A pack's quests, validated each in a process of its own: a rule error, or a
    validation that failed, crashed or went over a limit, is a finding."""
    for quest in report.quests:
        found = _rule_findings("pack", getattr(quest, "issues", ()))
        if found:
            return found
        why = getattr(quest, "not_validated", None) or ""
        if "failed" in why or "crashed" in why:
            return Finding("pack", "crash", why.split(":")[0][:120], why[:1500])
        if "CPU-time limit" in why or "wall-clock" in why:
            return Finding("pack", "hang", "validation over the pack limits", why)
        if "memory" in why:
            return Finding("pack", "memory", "validation over the pack limits", why)
    return None


@cache
def _neighbour_pack() -> bytes:
    """A valid pack that carries a tileset (``fz-bridges``), installed before each case."""
    from questwright.packs.build import pack_bytes
    from tests.fuzz.packs import base_packs, member_bytes

    doc = json.loads(dict(base_packs())["pack:carried-tileset"])
    manifest = {**doc["manifest"], "id": "neighbour"}
    return pack_bytes(manifest, {n: member_bytes(v) for n, v in doc["members"].items()})


def _pack_document(doc: Any, root: Path) -> Finding | None:
    """Verify the pack a pack document describes, install it (twice: over itself) into a
    library that holds another pack, and list the library."""
    import zipfile

    from questwright.packs import PackError, check_pack, install_pack, list_installed
    from tests.fuzz.packs import member_bytes

    pack = root / "fuzz.qwpack"
    members = doc.get("members") if isinstance(doc, dict) else None
    try:
        with warnings.catch_warnings(), zipfile.ZipFile(pack, "w", zipfile.ZIP_DEFLATED) as archive:
            warnings.simplefilter("ignore")  # duplicate names are part of the attack
            manifest = encode(doc.get("manifest") if isinstance(doc, dict) else doc)
            archive.writestr("manifest.json", manifest)
            for name, value in (members or {}).items():
                archive.writestr(name, member_bytes(value))
    except (ValueError, OSError, IndexError):
        return None  # a member name that not even a zip can carry: nothing to test
    found = _quest_findings(check_pack(pack))
    if found:
        return found
    library = root / "library"
    neighbour = root / "neighbour.qwpack"
    neighbour.write_bytes(_neighbour_pack())
    install_pack(neighbour, library)  # a pack already there, whose tileset ids it must keep
    for _ in range(2):
        try:
            install_pack(pack, library)
        except PackError:
            break
    list_installed(library)
    return None


def _replay(kind: str, doc: Any, root: Path) -> Finding | None:
    """``play --replay`` (load, replay checked, play on) and the editor's Load Replay."""
    from questwright.engine.play import PlaySession
    from questwright.engine.save import load_save, read_save

    save = root / "fuzz.save.json"
    save.write_text(encode(doc), encoding="utf-8")
    (root / "quests").symlink_to(ROOT / "quests")
    try:
        game, state = load_save(save)
    except LoadError:
        return None
    session = PlaySession(game, state=state)
    for _ in range(3):
        if session.state.is_terminal():
            break
        session.apply(session.bot_action())
    fresh = PlaySession(game, 0)
    try:
        fresh.load_replay(read_save(save), str(save))
    except LoadError:
        return Finding("replay", "crash", "Load Replay refuses what play --replay took", "")
    fresh.run_to_end(limit=3)
    return None


_RUNNERS = {
    "validate": _validate,
    "info": _info,
    "fmt": _fmt,
    "render": _render,
    "simulate": _simulate,
    "pack": _pack,
    "replay": _replay,
}
