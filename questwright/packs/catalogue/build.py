"""``catalogue build``: a folder of ``.qwpack`` files becomes a static catalogue site.

Every pack goes through :func:`~questwright.packs.check.check_pack` (a pack that would be
refused on install is refused here, naming it). For each pack the site gets its file
(``packs/<id>-<version>.qwpack``, the original bytes), an entry in ``catalogue.json`` (its
manifest's id, name, version, authors, licence, summary and systems, its quests, file name,
size and sha256), a quest-sheet preview per quest (``previews/<pack>/<quest>.png``, drawn by
a ``preview`` function the caller passes: the sheet painter needs Qt, which this layer does
not import) and the balance figures of each quest: the win rate by party size of a
``simulate`` run, either played here (:data:`BUILD_BOT`, ``games`` per party size, seeds
0…games-1) or read from saved ``simulate --json`` reports. Then :mod:`.site` writes the
HTML pages.

Everything written depends only on the packs, the reports and the options: building the
same folder twice gives identical bytes. A rebuild into the same site reuses the balance
figures and previews of every pack whose bytes (sha256) are those the site's index lists
(they would come out the same), so adding one pack to a large catalogue plays only its
games. The index's ``version`` (publication number) is
kept when nothing changed since the index already in the site and raised by one otherwise.
"""

from __future__ import annotations

import hashlib
import os
import re
import statistics
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from questwright.packs.catalogue.errors import CatalogueError
from questwright.packs.catalogue.format import INDEX_NAME, parse_catalogue
from questwright.packs.check import check_pack
from questwright.packs.content import parse_member, validation_catalog
from questwright.schema.catalog import Catalog
from questwright.schema.catalogue import CATALOGUE_FORMAT, CATALOGUE_FORMAT_VERSION
from questwright.schema.errors import LoadError
from questwright.schema.files import atomic_write, decode_json_bytes, dumps, read_bytes
from questwright.schema.model import Quest, Tileset

__all__ = [
    "BUILD_BOT",
    "BUILD_GAMES",
    "CatalogueBuild",
    "PreviewFunction",
    "balance_from_reports",
    "build_catalogue",
    "play_balance",
    "site_name",
]

#: The bot whose games give a catalogue's balance figures when none are saved: the goal
#: bot (about 4 ms a game), so that a build stays fast; the search bot plays better but
#: takes a second or more a game.
BUILD_BOT = "goal"
#: Games per party size played at build time (0: none).
BUILD_GAMES = 10

#: Draws the sheet of a quest (with the tilesets of its pack): PNG bytes.
PreviewFunction = Callable[[Quest, Catalog], bytes]

_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]")


def site_name(text: str) -> str:
    """``text`` as one portable path component of the site."""
    cleaned = _UNSAFE.sub("_", text).lstrip(".") or "_"
    return cleaned[:100]


@dataclass
class CatalogueBuild:
    """What :func:`build_catalogue` wrote."""

    site: Path
    index: dict[str, Any]
    written: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _heroes_entry(
    heroes: int, games: int, wins: int, rounds: list[int] | float | None
) -> dict[str, Any]:
    from questwright.engine.simulate import wilson_interval

    if isinstance(rounds, list):
        median = float(statistics.median(rounds)) if rounds else None
    else:
        median = rounds
    return {
        "heroes": heroes,
        "games": games,
        "wins": wins,
        "winRate": round(wins / games, 4) if games else 0.0,
        "interval": list(wilson_interval(wins, games)),
        "medianRounds": median,
    }


def play_balance(
    quest: Quest, catalog: Catalog, games: int, bot: str = BUILD_BOT
) -> dict[str, Any] | None:
    """Win rates by party size over ``games`` seeded games each (seeds 0…games-1).

    ``None`` when the engine cannot play the quest (no ruleset for its system, a board it
    refuses).
    """
    from questwright.engine.core import Game
    from questwright.engine.simulate import play_game

    party = quest.party
    if party is None:
        system = catalog.systems.get(quest.system)
        party = system.party if system is not None else None
    low, high = (party.min, party.max) if party is not None else (1, 4)
    by_heroes = []
    for heroes in range(low, high + 1):
        try:
            game = Game(quest, party=heroes, catalog=catalog)
            wins, rounds = 0, []
            for seed in range(games):
                state = play_game(game, seed, bot)
                if (state.outcome() or {}).get("result") == "win":
                    wins += 1
                    rounds.append(state.round)
        except Exception:  # an engine refusal is the quest's, not the build's, problem
            return None
        by_heroes.append(_heroes_entry(heroes, games, wins, rounds))
    return {"bot": bot, "source": "build", "seed": 0, "byHeroes": by_heroes}


def _play_task(task: tuple[Quest, list[Tileset], int]) -> dict[str, Any] | None:
    """:func:`play_balance` of one quest with its pack's tilesets (in a worker process)."""
    quest, tilesets, games = task
    return play_balance(quest, validation_catalog(tilesets), games)


def _play_all(
    tasks: list[tuple[Quest, list[Tileset], int]], jobs: int
) -> list[dict[str, Any] | None]:
    """The balance figures of every task, in order; ``jobs`` > 1 plays them in worker
    processes (quests and tilesets travel pickled, the games are the same)."""
    if jobs <= 1 or len(tasks) <= 1:
        return [_play_task(task) for task in tasks]
    from concurrent.futures import ProcessPoolExecutor

    from questwright.engine.simulate import worker_context

    workers = min(jobs, len(tasks))
    with ProcessPoolExecutor(max_workers=workers, mp_context=worker_context()) as pool:
        return list(pool.map(_play_task, tasks))


def _read_reports(folder: Path) -> dict[str, list[dict[str, Any]]]:
    """Saved ``simulate --json`` reports below ``folder``, by quest id."""
    out: dict[str, list[dict[str, Any]]] = {}
    for path in sorted(folder.rglob("*.json")):
        try:
            doc = decode_json_bytes(read_bytes(path), str(path))
        except (LoadError, OSError):
            continue
        if not isinstance(doc, dict) or not {"quest", "heroes", "bot", "games", "wins"} <= set(doc):
            continue
        out.setdefault(str(doc["quest"]), []).append(doc)
    return out


def balance_from_reports(reports: Iterable[dict[str, Any]]) -> dict[str, Any] | None:
    """Balance figures of one quest from its saved reports (the first bot's, by party size;
    a later report of the same size replaces an earlier one)."""
    reports = list(reports)
    if not reports:
        return None
    bot = str(reports[0]["bot"])
    by_size: dict[int, dict[str, Any]] = {}
    for doc in reports:
        if doc["bot"] != bot:
            continue
        median = ((doc.get("rounds") or {}).get("win") or {}).get("median")
        heroes, games, wins = int(doc["heroes"]), int(doc["games"]), int(doc["wins"])
        by_size[heroes] = _heroes_entry(heroes, games, wins, median)
    seed = reports[0].get("seed", 0)
    return {
        "bot": bot,
        "source": "report",
        "seed": seed if isinstance(seed, int) and seed >= 0 else 0,
        "byHeroes": [by_size[k] for k in sorted(by_size)],
    }


def _carried(report: Any) -> list[Tileset]:
    tilesets = []
    for entry in (report.manifest or {}).get("customTilesets", []):
        data = report.members.get(entry.get("path", ""))
        if data is None:
            continue
        try:
            tileset = parse_member(entry["path"], data, "questwright-tileset")
        except LoadError:
            continue
        if isinstance(tileset, Tileset):
            tilesets.append(tileset)
    return tilesets


def _previous(site: Path) -> dict[str, Any] | None:
    try:
        return parse_catalogue(read_bytes(site / INDEX_NAME), str(site / INDEX_NAME))
    except (OSError, LoadError, CatalogueError):
        return None


def _reused_file(site: Path, rel: str) -> bytes | None:
    try:
        return site.joinpath(*rel.split("/")).read_bytes()
    except OSError:
        return None


def _same_run(balance: dict[str, Any] | None, games: int) -> bool:
    """Whether ``balance`` is what :func:`play_balance` would make again with ``games``."""
    return bool(
        balance
        and balance.get("source") == "build"
        and balance.get("bot") == BUILD_BOT
        and balance.get("seed") == 0
        and all(row["games"] == games for row in balance["byHeroes"])
    )


def _write(site: Path, rel: str, data: bytes, build: CatalogueBuild) -> None:
    path = site.joinpath(*rel.split("/"))
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        same = path.read_bytes() == data
    except OSError:
        same = False
    if not same:  # unchanged files keep their time stamps (static hosts cache by them)
        atomic_write(path, data, keep_backup=False)
    build.written.append(path)


def build_catalogue(
    packs_dir: str | os.PathLike[str],
    site: str | os.PathLike[str],
    *,
    name: str | None = None,
    version: int | None = None,
    games: int = BUILD_GAMES,
    reports: str | os.PathLike[str] | None = None,
    preview: PreviewFunction | None = None,
    progress: Callable[[str, int, int], None] | None = None,
    url: str | None = None,
    key: str | None = None,
    jobs: int = 1,
) -> CatalogueBuild:
    """Build the catalogue site of the ``*.qwpack`` files below ``packs_dir`` into ``site``.

    Raises :class:`CatalogueError` when a pack would be refused on install, or two packs
    share an id. ``progress(file name, packs done, packs)`` is called before each pack.
    ``version`` forces the publication number (see the module docstring);
    ``jobs`` worker processes play the balance games (the figures do not depend on it).
    ``url`` and ``key`` (the public key text), when known, are written into ``index.html``'s
    subscribe command.
    """
    from questwright.packs.catalogue.site import site_pages

    source = Path(packs_dir)
    out = Path(site)
    if not source.is_dir():
        raise CatalogueError(f"{source} is not a folder")
    files = sorted(p for p in source.rglob("*.qwpack") if p.is_file() and not p.is_symlink())
    files = [p for p in files if not p.resolve().is_relative_to(out.resolve())]
    if not files:
        raise CatalogueError(f"no .qwpack files below {source}")
    saved = _read_reports(Path(reports)) if reports is not None else {}
    build = CatalogueBuild(out, {})
    if preview is None:
        build.notes.append("no quest-sheet previews (drawing them needs Qt)")
    entries: dict[str, dict[str, Any]] = {}
    blobs: dict[str, bytes] = {}
    previous = _previous(out)
    before = {p["id"]: p for p in previous["packs"]} if previous else {}
    pending: list[tuple[dict[str, Any], str, Quest, list[Tileset]]] = []
    for done, path in enumerate(files):
        if progress is not None:
            progress(path.name, done, len(files))
        report = check_pack(path)
        if not report.ok or report.manifest is None:
            first = next(iter(report.errors), None) or "not a quest pack"
            raise CatalogueError(f"{path.name}: refused: {first}")
        manifest = report.manifest
        pack_id = manifest["id"]
        if pack_id in entries:
            raise CatalogueError(
                f"{path.name}: pack id {pack_id!r} is also the id of {entries[pack_id]['x-src']}"
            )
        data = path.read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        file_rel = f"packs/{site_name(pack_id)}-{site_name(manifest['version'])}.qwpack"
        blobs[file_rel] = data
        # the same pack bytes as in the site's index: its figures and previews are reused
        old = before.get(pack_id) if before.get(pack_id, {}).get("sha256") == digest else None
        old_quests = {q["id"]: q for q in (old or {}).get("quests", [])}
        carried = _carried(report)
        catalog = validation_catalog(carried)
        quests = []
        for quest_report in report.quests:
            quest = quest_report.quest
            if quest is None:
                continue
            entry: dict[str, Any] = {"id": quest.id, "title": quest.title, "system": quest.system}
            listed = next((q for q in manifest["quests"] if q["id"] == quest.id), None)
            if listed and listed.get("party"):
                entry["party"] = dict(listed["party"])
            entry["preview"] = None
            was = old_quests.get(quest.id, {})
            if preview is not None:
                rel = f"previews/{site_name(pack_id)}/{site_name(quest.id)}.png"
                kept = _reused_file(out, rel) if was.get("preview") == rel else None
                try:
                    blobs[rel] = kept if kept is not None else preview(quest, catalog)
                    entry["preview"] = rel
                except Exception as exc:  # a quest the painter cannot draw has no preview
                    build.notes.append(f"{path.name}: {quest.id}: no preview ({exc})")
            balance = balance_from_reports(saved.get(quest.id, []))
            if balance is None and games > 0 and _same_run(was.get("balance"), games):
                balance = was["balance"]
            elif balance is None and games > 0:  # played below, all quests at once
                pending.append((entry, f"{path.name}: {quest.id}", quest, carried))
            entry["balance"] = balance
            quests.append(entry)
        entries[pack_id] = {
            "id": pack_id,
            "name": manifest["name"],
            "version": manifest["version"],
            "authors": list(manifest.get("authors", [])),
            **({"license": manifest["license"]} if manifest.get("license") else {}),
            **({"summary": manifest["description"]} if manifest.get("description") else {}),
            "systems": list(manifest.get("systems", [])),
            "quests": quests,
            "file": file_rel,
            "size": len(data),
            "sha256": digest,
            "page": f"pack/{site_name(pack_id)}.html",
            "x-src": path.name,
        }
    tasks = [(quest, tilesets, games) for _e, _w, quest, tilesets in pending]
    for (entry, where, _q, _t), balance in zip(pending, _play_all(tasks, jobs), strict=True):
        entry["balance"] = balance
        if balance is None:
            build.notes.append(f"{where}: the engine cannot play it")
    packs = []
    for pack_id in sorted(entries):
        entry = dict(entries[pack_id])
        del entry["x-src"]
        packs.append(entry)
    if name is None:
        name = previous["name"] if previous else source.resolve().name or "Quest packs"
    if version is None:
        version = 1
        if previous is not None:
            same = previous["packs"] == packs and previous["name"] == name
            version = previous["version"] if same else previous["version"] + 1
    index = {
        "format": CATALOGUE_FORMAT,
        "formatVersion": CATALOGUE_FORMAT_VERSION,
        "name": name,
        "version": version,
        "packs": packs,
    }
    index_bytes = dumps(index).encode("utf-8")
    parse_catalogue(index_bytes)  # what we publish, we can read
    build.index = index
    for rel, data in sorted(blobs.items()):
        _write(out, rel, data, build)
    for rel, text in sorted(site_pages(index, url, key).items()):
        _write(out, rel, text.encode("utf-8"), build)
    _write(out, INDEX_NAME, index_bytes, build)
    return build
