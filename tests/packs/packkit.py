"""Helpers for the pack tests: raw zip writing (for hostile packs) and folder snapshots.

Imported by the test modules as ``packkit`` (pytest puts this folder on ``sys.path``).
"""

from __future__ import annotations

import copy
import hashlib
import json
import stat
import warnings
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.files import dumps

from questwright.packs.build import collect_files, plan_pack

BUNDLED = bundled_quests_dir()
WARDENS_KEY = BUNDLED / "md1" / "wardens-key.quest.json"
CINDER_SPAN = BUNDLED / "md2" / "cinder-span.quest.json"


@dataclass
class Member:
    """One raw zip entry, written exactly as described (no safety of our own)."""

    name: str
    data: bytes
    mode: int = stat.S_IFREG | 0o644
    compress: int = zipfile.ZIP_DEFLATED


def write_zip(path: Path, members: list[Member]) -> Path:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile warns about duplicate names
        with zipfile.ZipFile(path, "w") as archive:
            for member in members:
                info = zipfile.ZipInfo(member.name, date_time=(2020, 1, 1, 0, 0, 0))
                info.create_system = 3
                info.external_attr = member.mode << 16
                info.compress_type = member.compress
                archive.writestr(info, member.data)
    return path


def snapshot(folder: Path) -> dict[str, Any]:
    """Every path below ``folder`` with its type, bytes and mode (or that it is absent)."""
    if not folder.exists():
        return {"<absent>": True}
    out: dict[str, Any] = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        rel = path.relative_to(folder).as_posix()
        if path.is_symlink():
            out[rel] = ("link", str(path.readlink()))
        elif path.is_dir():
            out[rel] = ("dir", stat.S_IMODE(info.st_mode))
        else:
            out[rel] = ("file", path.read_bytes(), stat.S_IMODE(info.st_mode), info.st_mtime_ns)
    return out


class PackKit:
    """Builds valid packs and hostile variants of them in a temporary folder."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.count = 0

    def good(
        self, quests: list[Path] | None = None, tilesets: list[Path] = ()
    ) -> tuple[dict, dict]:
        """A valid manifest and its members (by member path)."""
        plan = plan_pack(
            collect_files(quests or [WARDENS_KEY], tilesets),
            {"id": "test-pack", "name": "Test pack", "version": "1.0.0"},
        )
        assert not plan.errors, plan.errors
        return copy.deepcopy(plan.manifest), dict(plan.members)

    def write(
        self,
        manifest: dict | bytes | None,
        members: dict[str, bytes] | list[Member],
        *,
        rehash: bool = True,
        name: str | None = None,
    ) -> Path:
        """Write a pack; ``rehash`` recomputes manifest['files'] from ``members``."""
        self.count += 1
        path = self.tmp / (name or f"pack{self.count}.qwpack")
        entries = (
            [Member(n, d) for n, d in members.items()] if isinstance(members, dict) else members
        )
        raw: list[Member] = []
        if manifest is not None:
            if isinstance(manifest, dict):
                if rehash:
                    manifest["files"] = {
                        m.name: hashlib.sha256(m.data).hexdigest()
                        for m in entries
                        if m.name != "manifest.json"
                    }
                manifest = dumps(manifest).encode()
            raw.append(Member("manifest.json", manifest))
        return write_zip(path, raw + entries)

    def variant(self, mutate: Callable[[dict, dict[str, bytes]], Any], **kw: Any) -> Path:
        manifest, members = self.good()
        result = mutate(manifest, members)
        if isinstance(result, list):  # the mutation built raw members itself
            return self.write(manifest, result, **kw)
        return self.write(manifest, members, **kw)


def quest_doc(path: Path = WARDENS_KEY) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))
