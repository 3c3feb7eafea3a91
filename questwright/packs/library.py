"""The user's library of installed packs: where it is and what is in it.

Each installed pack is a folder ``<library>/<pack id>/`` holding the pack's members and its
``manifest.json``. The default library is ``<platform user data dir>/questwright/packs``,
the folder :func:`questwright.schema.catalog.default_catalog` also searches for tilesets,
so a carried tileset becomes available to the editor once its pack is installed. Folders
whose names start with a dot are install work areas and are never listed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from questwright.packs.manifest import manifest_problems
from questwright.packs.paths import MANIFEST_NAME
from questwright.packs.problems import PackProblem, Severity
from questwright.schema.errors import LoadError
from questwright.schema.files import read_json

__all__ = [
    "InstalledPack",
    "InstalledQuest",
    "installed_pack",
    "library_dir",
    "list_installed",
    "uninstall_pack",
]


def library_dir() -> Path:
    """The default library folder (it may not exist yet)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("questwright")) / "packs"


@dataclass
class InstalledQuest:
    id: str
    title: str
    system: str
    path: Path
    party: tuple[int, int] | None = None


@dataclass
class InstalledPack:
    """An installed pack as its manifest describes it; ``problems`` if it is damaged."""

    folder: Path
    manifest: dict[str, Any] = field(default_factory=dict)
    quests: list[InstalledQuest] = field(default_factory=list)
    problems: list[PackProblem] = field(default_factory=list)

    @property
    def id(self) -> str:
        return str(self.manifest.get("id", self.folder.name))

    @property
    def name(self) -> str:
        return str(self.manifest.get("name", self.folder.name))

    @property
    def version(self) -> str:
        return str(self.manifest.get("version", "?"))

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "version": self.version,
            "folder": str(self.folder),
            "authors": list(self.manifest.get("authors", [])),
            "license": self.manifest.get("license"),
            "quests": [
                {
                    "id": q.id,
                    "title": q.title,
                    "system": q.system,
                    "path": str(q.path),
                    "party": list(q.party) if q.party else None,
                }
                for q in self.quests
            ],
            "problems": [p.to_json() for p in self.problems],
        }


def installed_pack(folder: str | os.PathLike[str]) -> InstalledPack | None:
    """The pack installed in ``folder``, or ``None`` when the folder holds no manifest."""
    folder = Path(folder)
    if not folder.exists() and not folder.is_symlink():
        aside = folder.with_name(f".{folder.name}.old")
        if (aside / MANIFEST_NAME).is_file() and not aside.is_symlink():
            # an install killed (or still running, where folders cannot be swapped in one
            # step) between its two renames: the previous pack, whole, is here until the
            # next recovery puts it back
            folder = aside
    manifest_path = folder / MANIFEST_NAME
    if folder.is_symlink() or not manifest_path.is_file():
        return None
    pack = InstalledPack(folder)
    try:
        document = read_json(manifest_path)
    except LoadError as exc:
        pack.problems.append(PackProblem("PACK_MANIFEST_INVALID", exc.message, MANIFEST_NAME))
        return pack
    problems, fatal = manifest_problems(document)
    pack.problems.extend(problems)
    if fatal or problems:
        if isinstance(document, dict):
            pack.manifest = {k: v for k, v in document.items() if isinstance(k, str)}
        return pack
    pack.manifest = document
    pack.problems.extend(_unvalidated(folder))
    for entry in document["quests"]:
        path = folder.joinpath(*entry["path"].split("/"))
        party = entry.get("party")
        pack.quests.append(
            InstalledQuest(
                entry["id"],
                entry["title"],
                entry["system"],
                path,
                (party["min"], party["max"]) if party else None,
            )
        )
        if not path.is_file():
            pack.problems.append(
                PackProblem("PACK_MISSING_MEMBER", "was removed after install", entry["path"])
            )
    return pack


def _unvalidated(folder: Path) -> list[PackProblem]:
    """The quests installed without a full validation (``install --allow-unvalidated``)."""
    from questwright.packs.paths import UNVALIDATED_NAME

    record = folder / UNVALIDATED_NAME
    if not record.is_file():
        return []
    try:
        why = read_json(record).get("notValidated", {})
    except (LoadError, AttributeError):
        why = {}
    if not isinstance(why, dict) or not why:
        why = {"?": "not validated"}
    return [
        PackProblem(
            "PACK_NOT_VALIDATED",
            f"installed without a full validation ({reason}); check it with "
            "`questwright validate` before you trust it",
            str(member),
            Severity.WARNING,
        )
        for member, reason in sorted(why.items())
    ]


def list_installed(
    root: str | os.PathLike[str] | None = None, *, recover: bool = True
) -> list[InstalledPack]:
    """Every pack installed below ``root`` (default: :func:`library_dir`), by id.

    ``recover`` first finishes or rolls back what killed installs left (never an install
    still running); without it (a reader that may not write) a pack whose install was
    killed between its two renames is read where it was set aside."""
    root = Path(root) if root is not None else library_dir()
    if not root.is_dir():
        return []
    if recover:
        from questwright.packs.journal import recover as recover_library

        recover_library(root)  # a killed install shows as the old or the new pack
    names = set()
    for child in root.iterdir():
        if not child.name.startswith("."):
            names.add(child.name)
        elif child.name.endswith(".old") and child.name.count(".") == 2:
            names.add(child.name[1:-4])  # ``.<id>.old``: read by installed_pack if <id> is gone
    packs = []
    for name in sorted(names):
        child = root / name
        if child.exists() and not child.is_dir():
            continue
        pack = installed_pack(child)
        if pack is not None:
            packs.append(pack)
    return packs


def uninstall_pack(root: str | os.PathLike[str], pack_id: str) -> Path:
    """Remove the installed pack ``pack_id`` from ``root``; returns the removed folder.

    Only a folder holding a manifest with that id is removed; it is first renamed to a
    hidden name, so a failure half-way never leaves a half-pack that looks installed.
    """
    import shutil

    from questwright.packs.paths import member_name_problem

    if "/" in pack_id or member_name_problem(pack_id):
        raise ValueError(f"not a pack id: {pack_id!r}")
    folder = Path(root) / pack_id
    pack = installed_pack(folder)
    if pack is None or pack.id != pack_id:
        raise FileNotFoundError(f"no pack {pack_id!r} is installed in {root}")
    aside = Path(root) / f".{pack_id}.removed"  # a kill here: the next run removes it
    os.rename(folder, aside)
    shutil.rmtree(aside, ignore_errors=True)
    return folder
