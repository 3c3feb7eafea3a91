"""Installing a checked pack into the library, all or nothing.

:func:`install_pack` runs every check of :func:`~questwright.packs.check.check_pack` first;
a pack with any error is refused before the file system is touched, so a refused pack leaves
the library exactly as it was (not even the library folder is created). The verified bytes
held in memory (never re-read from the archive) are written into a fresh hidden folder
beside the target, with exclusive, no-follow creation of every file, and that folder is
renamed into place only when everything is written. An installed pack of another id, a
newer installed version, or a folder that is not a pack are replaced only with ``force``;
the replaced folder is set aside until the new one is in place and restored on failure.
Nothing from a pack is ever executed.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from questwright.packs import library as _library
from questwright.packs.check import PackReport, check_pack
from questwright.packs.library import installed_pack
from questwright.packs.limits import DEFAULT_LIMITS, PackLimits
from questwright.packs.manifest import semver_key
from questwright.packs.paths import MANIFEST_NAME, member_name_problem
from questwright.packs.problems import PackError, PackProblem, Severity

__all__ = ["InstallResult", "install_conflicts", "install_pack"]


@dataclass
class InstallResult:
    target: Path
    manifest: dict[str, Any]
    report: PackReport
    replaced_version: str | None = None
    warnings: list[PackProblem] | None = None


def install_conflicts(manifest: dict[str, Any], root: str | os.PathLike[str]) -> list[PackProblem]:
    """What installing ``manifest`` into ``root`` would overwrite or shadow.

    Errors are conflicts that only ``force`` overrides; warnings (a carried tileset id that
    another installed pack also carries) never block.
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
    carried = {e["id"] for e in manifest.get("customTilesets", [])}
    if carried and root.is_dir():
        from questwright.packs.library import list_installed

        for other in list_installed(root):
            if other.id == pack_id:
                continue
            shared = carried & {e.get("id") for e in other.manifest.get("customTilesets", [])}
            for tileset_id in sorted(shared):
                problems.append(
                    PackProblem(
                        "PACK_TILESET_SHADOWED",
                        f"tileset {tileset_id!r} is also carried by installed pack "
                        f"{other.id!r}; the editor uses the first it finds",
                        severity=Severity.WARNING,
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
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    flags |= getattr(os, "O_BINARY", 0)
    fd = os.open(target, flags, 0o644)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def install_pack(
    source: str | os.PathLike[str],
    into: str | os.PathLike[str] | None = None,
    *,
    force: bool = False,
    limits: PackLimits = DEFAULT_LIMITS,
) -> InstallResult:
    """Check and install ``source`` into ``<into>/<pack id>``; raises :class:`PackError`.

    ``into`` is the library folder (default :func:`library_dir`); the pack always gets a
    folder of its own inside it.
    """
    report = check_pack(source, limits)
    if not report.ok:
        problems = report.problems or [PackProblem("PACK_UNREADABLE", "not a quest pack")]
        raise PackError(str(source), problems)
    manifest = report.manifest
    assert manifest is not None and report.manifest_bytes is not None
    root = Path(into) if into is not None else _library.library_dir()
    conflicts = install_conflicts(manifest, root)
    blocking = [p for p in conflicts if p.severity is Severity.ERROR]
    if blocking and not force:
        raise PackError(str(source), blocking)
    if (root / manifest["id"]).is_symlink():
        raise PackError(str(source), blocking)
    target = root / manifest["id"]
    previous = installed_pack(target) if target.is_dir() else None
    root.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{manifest['id']}.", suffix=".partial", dir=root))
    aside: Path | None = None
    try:
        for name, data in sorted(report.members.items()):
            _write_member(work, name, data)
        _write_member(work, MANIFEST_NAME, report.manifest_bytes)
        os.chmod(work, 0o755)
        if target.exists():
            aside = root / f".{manifest['id']}.{secrets.token_hex(4)}.old"
            os.rename(target, aside)
        try:
            os.rename(work, target)
        except BaseException:
            if aside is not None:
                os.rename(aside, target)
                aside = None
            raise
    finally:
        if work.exists():
            shutil.rmtree(work, ignore_errors=True)
    if aside is not None:
        with contextlib.suppress(OSError):
            shutil.rmtree(aside)
    return InstallResult(
        target,
        manifest,
        report,
        previous.version if previous is not None and previous.manifest else None,
        [p for p in conflicts if p.severity is not Severity.ERROR],
    )
