"""The manifest of a quest pack (``manifest.json`` inside a ``.qwpack`` zip), declared once.

The pack schema (``pack.schema.json``) is generated from these classes like the other file
formats (:mod:`.generate`); :mod:`questwright.packs` checks manifests against it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from questwright.schema.model import FORMAT_VERSION, VERSION_DOC, Party
from questwright.schema.spec import Id, prop

__all__ = [
    "LANGUAGE_TAG",
    "MEMBER_PATH",
    "SEMVER",
    "PackManifest",
    "PackQuestEntry",
    "PackSystem",
    "PackTileset",
    "PackTranslation",
]

#: A semantic version: MAJOR.MINOR.PATCH with an optional pre-release and build suffix.
SEMVER = (
    r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)"
    r"(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$"
)
#: A member path inside a pack: relative, '/'-separated, portable characters only.
MEMBER_PATH = r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}(/[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}){0,7}$"
LANGUAGE_TAG = r"^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"


@dataclass
class PackTranslation:
    """Translated texts."""

    name: str | None = prop("Translated name.", None, maxLength=200)
    description: str | None = prop("Translated description.", None, maxLength=20000)


@dataclass
class PackQuestEntry:
    """A quest entry; it repeats what the quest file says, for catalogues."""

    path: str = prop("Member path inside the zip.", "", required=True, pattern=MEMBER_PATH)
    id: Id = prop("Quest id.", "", required=True)
    title: str = prop("Title.", "", required=True)
    system: Id = prop("System id.", "", required=True)
    party: Party | None = prop("Hero counts.", None)
    language: str | None = prop("Language of the quest text.", None, pattern=LANGUAGE_TAG)
    tilesets: list[Id] = prop("Tilesets the quest uses.", factory=list)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class PackTileset:
    """A carried tileset."""

    path: str = prop("Member path inside the zip.", "", required=True, pattern=MEMBER_PATH)
    id: Id = prop("Tileset id.", "", required=True)
    system: Id = prop("System id.", "", required=True)
    name: str | None = prop("Display name.", None)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class PackSystem:
    """A carried game system (its ``system.json``), for a game written only as data."""

    path: str = prop(
        "Member path of its system.json inside the zip.", "", required=True, pattern=MEMBER_PATH
    )
    id: Id = prop("System id.", "", required=True)
    name: str | None = prop("Display name.", None)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class PackManifest:
    """The manifest (manifest.json) of a quest pack: a .qwpack zip of quests and tilesets."""

    id: str = prop(
        "Pack id; also the name of its folder in the library, so lower case letters, digits, "
        "'.', '_' and '-' only.",
        "",
        required=True,
        pattern="^[a-z0-9][a-z0-9_.-]{0,63}$",
    )
    name: str = prop("Display name.", "", required=True, minLength=1, maxLength=200)
    format: str = prop(
        "Always 'questwright-pack'.", "questwright-pack", required=True, const="questwright-pack"
    )
    format_version: int = prop(
        VERSION_DOC, FORMAT_VERSION, json="formatVersion", required=True, minimum=1
    )
    version: str = prop(
        "Pack version (semantic version, e.g. 1.2.0); a newer version may replace an "
        "installed older one.",
        "",
        required=True,
        pattern=SEMVER,
        maxLength=64,
    )
    authors: list[str] = prop(
        "Authors, as they want to be credited.",
        factory=list,
        items={"description": "An author.", "minLength": 1, "maxLength": 200},
        maxItems=100,
    )
    license: str | None = prop(
        "Licence of the content, preferably an SPDX id (CC-BY-4.0).", None, maxLength=200
    )
    description: str | None = prop("What the pack holds.", None, maxLength=20000)
    language: str | None = prop("Language of name and description.", None, pattern=LANGUAGE_TAG)
    translations: dict[str, PackTranslation] = prop(
        "Name and description in other languages, by language tag.",
        factory=dict,
        keys={"pattern": LANGUAGE_TAG},
    )
    systems: list[Id] = prop("Game systems the quests need (sorted).", factory=list)
    tilesets: list[Id] = prop(
        "Tileset ids the quests need, bundled or carried (sorted).", factory=list
    )
    quests: list[PackQuestEntry] = prop(
        "The quests in the pack, in member path order.", factory=list, required=True
    )
    custom_tilesets: list[PackTileset] = prop(
        "Tilesets carried by the pack (not bundled with Questwright).",
        factory=list,
        json="customTilesets",
    )
    custom_systems: list[PackSystem] = prop(
        "Game systems carried by the pack (written as data; not bundled with Questwright).",
        factory=list,
        json="customSystems",
        maxItems=100,
    )
    files: dict[str, str] = prop(
        "sha256 (lower-case hex) of every member except manifest.json, by member path.",
        factory=dict,
        required=True,
        keys={"pattern": MEMBER_PATH},
        values={"pattern": "^[0-9a-f]{64}$"},
    )
    extras: dict[str, Any] = field(default_factory=dict)
