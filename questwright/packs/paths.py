"""Member names a pack may use: relative, portable, and unable to leave their folder.

:func:`member_name_problem` explains, in a few words, why a zip member name is refused:
absolute paths, drive letters, backslashes, ``..`` or ``.`` components, control characters,
names Windows reserves, or characters outside the portable set. Every check is on the
string alone; nothing here touches the file system.
"""

from __future__ import annotations

import re
import stat
import zipfile

from questwright.packs.limits import DEFAULT_LIMITS, PackLimits

__all__ = [
    "MANIFEST_NAME",
    "MEMBER_RE",
    "UNVALIDATED_NAME",
    "fold_name",
    "is_directory_entry",
    "member_kind",
    "member_name_problem",
    "pack_id_problem",
    "special_file_problem",
]

MANIFEST_NAME = "manifest.json"
#: written by ``install --allow-unvalidated`` into the installed pack's folder: the quests
#: not validated in full and why (a dot name: no pack member can have it)
UNVALIDATED_NAME = ".not-validated.json"
_COMPONENT = r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}"
#: The portable member path, also written in schema/pack.schema.json.
MEMBER_RE = re.compile(rf"^{_COMPONENT}(/{_COMPONENT})*$")
_DRIVE = re.compile(r"^[A-Za-z]:")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_WINDOWS_RESERVED = {
    "con",
    "prn",
    "aux",
    "nul",
    *(f"com{i}" for i in range(1, 10)),
    *(f"lpt{i}" for i in range(1, 10)),
}

#: Member kinds by name ending; anything else is refused.
_KINDS = ((".quest.json", "quest"), (".tiles.json", "tileset"), (".md", "note"), (".txt", "note"))


def member_name_problem(name: str, limits: PackLimits = DEFAULT_LIMITS) -> str | None:
    """Why ``name`` may not be a member of a pack, or ``None`` when it is fine."""
    if not name:
        return "has an empty name"
    if _CONTROL.search(name):
        return "has control characters in its name"
    if "\\" in name:
        return "has a backslash in its name (paths inside a pack use '/')"
    if name.startswith("/"):
        return "is an absolute path"
    if _DRIVE.match(name):
        return "starts with a drive letter"
    parts = name.split("/")
    if ".." in parts:
        return "climbs out of the pack folder ('..' in its path)"
    if any(part in ("", ".") for part in parts):
        return "has an empty or '.' component in its path"
    if ":" in name:
        return "has ':' in its name (a drive or alternate stream on Windows)"
    if len(name) > limits.max_path_length or len(parts) > limits.max_depth:
        return f"has a path longer than {limits.max_path_length} characters or {limits.max_depth} levels"
    for part in parts:
        if part.split(".")[0].lower() in _WINDOWS_RESERVED:
            return f"uses {part!r}, a name Windows reserves for devices"
        if part.endswith((".", " ")):
            return "has a path component ending in a dot or space"
    if not MEMBER_RE.match(name):
        return "uses characters other than A–Z, a–z, 0–9, '_', '.', '-' and '/' in its path"
    return None


def pack_id_problem(pack_id: str) -> str | None:
    """Why ``pack_id`` cannot name a folder in the library on every platform, or ``None``.

    The id is the pack's folder name: it must not be a device name Windows reserves
    (``con``, ``aux``, ``nul``, ``com1``… also with an extension), end in a dot or a space
    (Windows drops them: ``pack.`` would be the folder of ``pack``), start with a dot (a
    hidden folder, where the library keeps its own work) or differ from another id only
    in case (ids are lower case).
    """
    if not pack_id:
        return "the pack id is empty"
    if pack_id.split(".")[0].lower() in _WINDOWS_RESERVED:
        return f"the pack id {pack_id!r} is a device name Windows reserves"
    if pack_id.endswith((".", " ")):
        return f"the pack id {pack_id!r} ends in a dot or a space (Windows drops them)"
    if pack_id.startswith("."):
        return f"the pack id {pack_id!r} starts with a dot (a hidden folder)"
    if pack_id != pack_id.lower():
        return f"the pack id {pack_id!r} has capitals (it would clash with its lower-case twin)"
    return None


def fold_name(name: str) -> str:
    """The name as case-insensitive file systems (Windows, macOS) see it."""
    return name.casefold()


#: Member kinds by file name: a carried game system and the stand-in content beside it.
_NAMED = {"system.json": "system", "content.json": "content"}


def member_kind(name: str) -> str | None:
    """``quest``, ``tileset``, ``system``, ``content`` or ``note`` by the name (a system is a
    ``system.json`` in a folder of its own, its content the ``content.json`` beside it);
    ``None`` for anything else."""
    lowered = name.lower()
    folder, _, base = lowered.rpartition("/")
    if base in _NAMED:
        return _NAMED[base] if folder else None
    for ending, kind in _KINDS:
        if lowered.endswith(ending):
            return kind
    return None


def _unix_mode(info: zipfile.ZipInfo) -> int:
    return (info.external_attr >> 16) & 0xFFFF


def is_directory_entry(info: zipfile.ZipInfo) -> bool:
    mode = _unix_mode(info)
    return (
        info.filename.endswith("/")
        or stat.S_ISDIR(mode)
        or (info.create_system == 0 and bool(info.external_attr & 0x10))
    )


def special_file_problem(info: zipfile.ZipInfo) -> str | None:
    """Why an entry is not a plain file or folder (links, devices, pipes), or ``None``."""
    mode = _unix_mode(info)
    if not mode:
        return None
    kind = stat.S_IFMT(mode)
    if stat.S_ISLNK(mode):
        return "is a symbolic link"
    if kind and kind not in (stat.S_IFREG, stat.S_IFDIR):
        return "is a device, pipe or socket, not a plain file"
    return None
