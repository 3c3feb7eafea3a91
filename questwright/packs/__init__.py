"""Quest packs: build, verify, install and list ``.qwpack`` archives safely.

A pack is a zip with a ``manifest.json`` (schema ``schema/pack.schema.json``), quests,
carried tilesets and notes. Building is deterministic; opening a pack from a stranger runs
every safety check before a byte is trusted and installs all or nothing. See
``docs/packs.md``.
"""

from __future__ import annotations

from questwright.packs.build import build_pack, collect_files, collect_folder, plan_pack, write_pack
from questwright.packs.check import PackReport, check_pack
from questwright.packs.install import InstallResult, install_conflicts, install_pack
from questwright.packs.library import InstalledPack, library_dir, list_installed
from questwright.packs.limits import DEFAULT_LIMITS, PackLimits
from questwright.packs.manifest import PACK_FORMAT_VERSION
from questwright.packs.problems import PackError, PackProblem

__all__ = [
    "DEFAULT_LIMITS",
    "PACK_FORMAT_VERSION",
    "InstallResult",
    "InstalledPack",
    "PackError",
    "PackLimits",
    "PackProblem",
    "PackReport",
    "build_pack",
    "check_pack",
    "collect_files",
    "collect_folder",
    "install_conflicts",
    "install_pack",
    "library_dir",
    "list_installed",
    "plan_pack",
    "write_pack",
]
