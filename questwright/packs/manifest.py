"""The pack manifest (``manifest.json``): its version, its schema check and its entries.

The manifest is the pack's table of contents: id, name, semantic version, authors, licence,
description (with translations), the game systems and tilesets the quests need, one entry per
quest (title, system, party range), the tilesets the pack carries, and the sha256 of every
other member. It is checked like any Questwright file: format, version (a newer pack format
is refused with a clear message), then the JSON Schema ``schema/pack.schema.json``.
"""

from __future__ import annotations

import re
from typing import Any

from questwright.packs.paths import MANIFEST_NAME, pack_id_problem
from questwright.packs.problems import PackProblem
from questwright.schema.files import loads
from questwright.schema.model import Quest, System, Tileset
from questwright.schema.validation import schema_problems

__all__ = [
    "PACK_FORMAT",
    "PACK_FORMAT_VERSION",
    "manifest_problems",
    "quest_entry",
    "read_manifest_text",
    "semver_key",
    "system_entry",
    "tileset_entry",
]

PACK_FORMAT = "questwright-pack"
#: The pack format version this program writes (and the newest it reads).
PACK_FORMAT_VERSION = 1

_SEMVER = re.compile(
    r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)"
    r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$"
)


def semver_key(version: str) -> tuple[Any, ...]:
    """A sort key with semantic-version precedence (1.0.0-rc.1 < 1.0.0 < 1.0.1; build ignored).

    >>> semver_key("1.0.0-rc.1") < semver_key("1.0.0") < semver_key("1.10.0")
    True
    """
    match = _SEMVER.match(version)
    if not match:
        return ((-1, -1, -1), ())
    core = (int(match[1]), int(match[2]), int(match[3]))
    if match[4] is None:
        return (core, (1,))  # a release sorts after all its pre-releases
    ids = tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in match[4].split("."))
    return (core, (0, ids))


def read_manifest_text(text: str) -> Any:
    """Parse a manifest, refusing duplicate keys (``LoadError`` with line and column).

    With two ``"id"`` or ``"files"`` keys, readers that keep the first and readers that keep
    the last would see two different packs, so such a manifest is no pack at all.
    """
    # the schema's strict reader: syntax errors and duplicate keys located, nesting bounded
    return loads(text, MANIFEST_NAME)


def manifest_problems(document: Any) -> tuple[list[PackProblem], bool]:
    """Problems of a parsed manifest and whether they are fatal (the pack cannot be read).

    Not an object, another format or a newer ``formatVersion`` is fatal; schema violations
    are errors that still let the other checks run where they can.
    """
    member = "manifest.json"
    if not isinstance(document, dict):
        return [PackProblem("PACK_MANIFEST_INVALID", "is not a JSON object", member)], True
    if document.get("format") != PACK_FORMAT:
        found = document.get("format")
        return [
            PackProblem(
                "PACK_MANIFEST_INVALID", f"format is {found!r}, expected {PACK_FORMAT!r}", member
            )
        ], True
    version = document.get("formatVersion")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return [
            PackProblem("PACK_MANIFEST_INVALID", "formatVersion must be a whole number ≥ 1", member)
        ], True
    if version > PACK_FORMAT_VERSION:
        return [
            PackProblem(
                "PACK_FORMAT_NEWER",
                f"pack formatVersion {version} is newer than this Questwright understands "
                f"(up to {PACK_FORMAT_VERSION}); update Questwright to open it",
                member,
            )
        ], True
    problems = [
        PackProblem("PACK_MANIFEST_INVALID", f"{p.json_path}: {p.message}", member)
        for p in schema_problems("pack", document)
    ]
    pack_id = document.get("id")
    bad_id = pack_id_problem(pack_id) if isinstance(pack_id, str) else None
    if bad_id and not problems:  # the schema's own message says it first
        problems.append(PackProblem("PACK_MANIFEST_INVALID", f"$.id: {bad_id}", member))
    if isinstance(pack_id, str) and not problems:
        from questwright.packs.content import reserved_ids

        holder = reserved_ids().get(pack_id)
        if holder is not None:
            problems.append(
                PackProblem(
                    "PACK_RESERVED_ID",
                    f"the pack id {pack_id!r} is the id of {holder}; give the pack an id of "
                    "its own",
                    member,
                )
            )
    return problems, False


def quest_entry(path: str, quest: Quest, system: System | None) -> dict[str, Any]:
    """The manifest entry of a quest (its party range falls back to the system's)."""
    entry: dict[str, Any] = {"path": path, "id": quest.id, "title": quest.title}
    entry["system"] = quest.system
    party = quest.party or (system.party if system else None)
    if party is not None:
        entry["party"] = {"min": party.min, "max": party.max}
    if quest.language:
        entry["language"] = quest.language
    if quest.tilesets:
        entry["tilesets"] = sorted(set(quest.tilesets))
    return entry


def system_entry(path: str, system: System) -> dict[str, Any]:
    """The manifest's entry for a carried game system."""
    entry: dict[str, Any] = {"path": path, "id": system.id}
    if system.name:
        entry["name"] = system.name
    return entry


def tileset_entry(path: str, tileset: Tileset) -> dict[str, Any]:
    entry: dict[str, Any] = {"path": path, "id": tileset.id, "system": tileset.system}
    if tileset.name:
        entry["name"] = tileset.name
    return entry
