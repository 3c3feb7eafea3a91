"""Installing a checked pack into the library, all or nothing.

:func:`install_pack` runs every check of :func:`~questwright.packs.check.check_pack` first;
a pack with any error is refused before the file system is touched, so a refused pack leaves
the library exactly as it was (not even the library folder is created). The verified bytes
held in memory (never re-read from the archive) are written into a fresh hidden folder
beside the target, with exclusive, no-follow creation of every file, and that folder is
renamed into place only when everything is written, under a journal (:mod:`.journal`): a
kill at any step leaves the old or the new pack, and the next install or listing clears
what was left. An installed pack of another id, a newer installed version, or a folder that
is not a pack are replaced only with ``force``. Nothing from a pack is ever executed.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from questwright.core.text import english_count, english_form
from questwright.packs import journal
from questwright.packs import library as _library
from questwright.packs.check import PackReport, check_pack
from questwright.packs.content import parse_member
from questwright.packs.library import installed_pack
from questwright.packs.limits import DEFAULT_LIMITS, PackLimits
from questwright.packs.manifest import semver_key
from questwright.packs.paths import MANIFEST_NAME, UNVALIDATED_NAME, member_name_problem
from questwright.packs.problems import PackError, PackProblem, Severity
from questwright.schema.errors import LoadError
from questwright.schema.io import load_tileset
from questwright.schema.model import Tileset

__all__ = [
    "InstallResult",
    "install_conflicts",
    "install_pack",
    "unvalidated_record",
    "unvalidated_summary",
]


@dataclass
class InstallResult:
    target: Path
    manifest: dict[str, Any]
    report: PackReport
    replaced_version: str | None = None
    warnings: list[PackProblem] | None = None
    #: quests installed without a full validation (``allow_unvalidated``), by member
    unvalidated: list[str] = field(default_factory=list)


def install_conflicts(
    manifest: dict[str, Any],
    root: str | os.PathLike[str],
    carried_tiles: Mapping[str, set[str]] | None = None,
) -> list[PackProblem]:
    """What installing ``manifest`` into ``root`` would overwrite or take from another pack.

    Errors are conflicts that only ``force`` overrides, except ``PACK_TILESET_TAKEN`` (a
    carried tileset id, or with ``carried_tiles`` — tile ids by system — a tile id, that an
    installed pack already carries), which nothing overrides: it would change the other
    pack's quests.
    """
    root = Path(root)
    pack_id = manifest["id"]
    target = root / pack_id
    problems: list[PackProblem] = []
    if target.is_symlink():
        problems.append(
            PackProblem(
                "PACK_TARGET_NOT_PACK",
                f"{target} is a symbolic link; remove it by hand to install here",
            )
        )
        return problems
    if target.exists():
        installed = installed_pack(target) if target.is_dir() else None
        if installed is None or not installed.manifest.get("id"):
            problems.append(
                PackProblem(
                    "PACK_TARGET_NOT_PACK",
                    f"{target} exists and is not an installed pack; --force replaces it",
                )
            )
        elif installed.id != pack_id:
            problems.append(
                PackProblem(
                    "PACK_INSTALLED_OTHER_ID",
                    f"{target} holds pack {installed.id!r}, not {pack_id!r}; --force replaces it",
                )
            )
        elif semver_key(installed.version) > semver_key(manifest["version"]):
            problems.append(
                PackProblem(
                    "PACK_INSTALLED_NEWER",
                    f"version {installed.version} of {pack_id!r} is installed, newer than "
                    f"{manifest['version']}; --force replaces it",
                )
            )
    problems += _taken_tilesets(manifest, root, carried_tiles or {})
    problems += _taken_systems(manifest, root)
    return problems


def _taken_systems(manifest: dict[str, Any], root: Path) -> list[PackProblem]:
    """Game systems the pack carries that another installed pack, or a library folder of
    ``QUESTWRIGHT_TILESETS``, already has: the catalogue keeps the first system of an id it
    finds, so a second one would be ignored or would change the other's quests."""
    carried = {e.get("id") for e in manifest.get("customSystems", []) if isinstance(e, dict)}
    carried.discard(None)
    if not carried:
        return []
    problems = []
    if root.is_dir():
        from questwright.packs.library import list_installed

        for other in list_installed(root):
            if other.id == manifest["id"] or not other.manifest:
                continue
            theirs = {
                e.get("id") for e in other.manifest.get("customSystems", []) if isinstance(e, dict)
            }
            for system_id in sorted(carried & theirs):  # type: ignore[type-var]
                problems.append(
                    PackProblem(
                        "PACK_SYSTEM_TAKEN",
                        f"game system {system_id!r} is already carried by installed pack "
                        f"{other.id!r}; a pack may not replace it",
                    )
                )
    from questwright.schema.catalog import default_catalog

    installed_here = {p.resolve() for p in [root / manifest["id"]]}
    for system_id in sorted(str(s) for s in carried):
        folder = default_catalog().system_dirs.get(system_id)
        if folder is None or any(folder.resolve().is_relative_to(p) for p in installed_here):
            continue
        if root.is_dir() and folder.resolve().is_relative_to(root.resolve()):
            continue  # another installed pack: said above
        problems.append(
            PackProblem(
                "PACK_SYSTEM_TAKEN",
                f"game system {system_id!r} is already installed from {folder}; a pack may "
                "not replace it",
            )
        )
    return problems


def _taken_tilesets(
    manifest: dict[str, Any], root: Path, carried_tiles: Mapping[str, set[str]]
) -> list[PackProblem]:
    """Tilesets and tiles the pack carries that another installed pack already carries.

    The catalogue keeps the first tileset (and tile) of an id it finds, so a second one would
    either be ignored or, sorting first, silently change the other pack's quests.
    """
    carried = {e["id"]: e.get("system") for e in manifest.get("customTilesets", [])}
    if not carried or not root.is_dir():
        return []
    from questwright.packs.library import list_installed

    problems = []
    for other in list_installed(root):
        if other.id == manifest["id"] or not other.manifest:
            continue
        entries = [e for e in other.manifest.get("customTilesets", []) if isinstance(e, dict)]
        for tileset_id in sorted(carried.keys() & {e.get("id") for e in entries}):
            problems.append(
                PackProblem(
                    "PACK_TILESET_TAKEN",
                    f"tileset {tileset_id!r} is already carried by installed pack "
                    f"{other.id!r}; give the tileset an id of its own",
                )
            )
        for entry in entries:
            system, path = entry.get("system"), entry.get("path")
            mine = carried_tiles.get(system, set()) if isinstance(system, str) else set()
            if not mine or not isinstance(path, str) or member_name_problem(path):
                continue
            try:
                theirs = load_tileset(other.folder.joinpath(*path.split("/")))
            except LoadError:
                continue
            clash = sorted(mine & {t.id for t in theirs.tiles})
            if clash:
                problems.append(
                    PackProblem(
                        "PACK_TILESET_TAKEN",
                        f"{english_form('tile', 'tiles', len(clash))} {', '.join(clash[:5])} "
                        f"of {system} {english_form('is', 'are', len(clash))} already defined by "
                        f"installed pack {other.id!r}; give carried tiles ids of their own",
                    )
                )
    return problems


def _write_member(folder: Path, name: str, data: bytes) -> None:
    """Create one file below ``folder``; refuses anything that could leave it."""
    if member_name_problem(name):  # checked before; checked again where it matters
        raise PackError(name, [PackProblem("PACK_UNSAFE_PATH", "unsafe path", name)])
    target = folder.joinpath(*name.split("/"))
    base = folder.resolve()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not target.parent.resolve().is_relative_to(base):
        raise PackError(name, [PackProblem("PACK_UNSAFE_PATH", "resolves outside the pack", name)])
    _create(target, data)


def _create(target: Path, data: bytes) -> None:
    """Write a new file: exclusive, no-follow creation, synced."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    flags |= getattr(os, "O_BINARY", 0)
    fd = os.open(target, flags, 0o644)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


#: conflicts that ``force`` does not override
NEVER_FORCED = frozenset({"PACK_TILESET_TAKEN", "PACK_SYSTEM_TAKEN"})


def _carried_tiles(report: PackReport) -> dict[str, set[str]]:
    """Tile ids by system of the tilesets a checked pack carries."""
    out: dict[str, set[str]] = {}
    for entry in (report.manifest or {}).get("customTilesets", []):
        data = report.members.get(entry.get("path", ""))
        if data is None:
            continue
        try:
            tileset = parse_member(entry["path"], data, "questwright-tileset")
        except LoadError:
            continue
        if isinstance(tileset, Tileset):
            out.setdefault(tileset.system, set()).update(t.id for t in tileset.tiles)
    return out


def install_pack(
    source: str | os.PathLike[str],
    into: str | os.PathLike[str] | None = None,
    *,
    force: bool = False,
    limits: PackLimits = DEFAULT_LIMITS,
    allow_unvalidated: bool = False,
    progress: Callable[[str], None] | None = None,
) -> InstallResult:
    """Check and install ``source`` into ``<into>/<pack id>``; raises :class:`PackError`.

    ``into`` is the library folder (default :func:`library_dir`); the pack always gets a
    folder of its own inside it. A quest not validated in full under ``limits``
    (``PACK_NOT_VALIDATED``) refuses the pack unless ``allow_unvalidated``; then it is
    installed and the library marks those quests (:data:`UNVALIDATED_NAME`).
    """
    report = check_pack(source, limits, progress=progress)
    unvalidated = report.unvalidated
    refused = report.errors if not allow_unvalidated else report.errors_besides_unvalidated
    if not report.readable or report.manifest is None or refused:
        problems = report.problems or [PackProblem("PACK_UNREADABLE", "not a quest pack")]
        if unvalidated and not report.errors_besides_unvalidated:
            problems = [*problems, unvalidated_summary(unvalidated)]
        raise PackError(str(source), problems)
    manifest = report.manifest
    assert manifest is not None and report.manifest_bytes is not None
    root = Path(into) if into is not None else _library.library_dir()
    journal.recover(root)  # finish or roll back what a killed run left
    conflicts = install_conflicts(manifest, root, _carried_tiles(report))
    blocking = [p for p in conflicts if p.severity is Severity.ERROR]
    never = [p for p in blocking if p.code in NEVER_FORCED]
    if never or (blocking and not force):
        raise PackError(str(source), never or blocking)
    if (root / manifest["id"]).is_symlink():
        raise PackError(str(source), blocking)
    target = root / manifest["id"]
    previous = installed_pack(target) if target.is_dir() else None
    root.mkdir(parents=True, exist_ok=True)

    def write(work: Path) -> None:
        for name, data in sorted(report.members.items()):
            journal.checkpoint("member")
            _write_member(work, name, data)
        if unvalidated:  # installed on the user's word: the library keeps saying so
            journal.checkpoint("member")
            _create(work / UNVALIDATED_NAME, unvalidated_record(report))
        journal.checkpoint("member")
        _write_member(work, MANIFEST_NAME, report.manifest_bytes or b"")

    journal.replace_folder(root, manifest["id"], write)
    return InstallResult(
        target,
        manifest,
        report,
        previous.version if previous is not None and previous.manifest else None,
        [p for p in conflicts if p.severity is not Severity.ERROR],
        unvalidated,
    )


def unvalidated_summary(members: list[str]) -> PackProblem:
    """The line that ends a refusal for quests not validated in full."""
    shown = ", ".join(members[:10]) + (
        f" and {len(members) - 10} more" if len(members) > 10 else ""
    )
    return PackProblem(
        "PACK_NOT_VALIDATED",
        f"{english_count(len(members), 'quest')} "
        f"{english_form('was', 'were', len(members))} not validated in full: {shown}; "
        "nothing was installed "
        "(--allow-unvalidated installs the pack anyway, its quests marked as not validated)",
    )


def unvalidated_record(report: PackReport) -> bytes:
    """The installed pack's record of its quests not validated in full (member → why)."""
    import json

    why = {q.member: q.not_validated or "not validated" for q in report.quests if q.not_validated}
    return (json.dumps({"notValidated": why}, indent=1, sort_keys=True) + "\n").encode("utf-8")
