"""The index of a pack catalogue (``catalogue.json`` of a catalogue site), declared once.

A catalogue is a static site (docs/packs.md, "Publishing a catalogue"): this index, its
signature ``catalogue.json.sig``, the ``.qwpack`` files, a quest-sheet preview per quest and
HTML pages. The schema ``catalogue.schema.json`` is generated from these classes like the
other file formats (:mod:`.generate`); :mod:`questwright.packs.catalogue` reads and checks
catalogues against it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from questwright.schema.manifest import MEMBER_PATH, SEMVER
from questwright.schema.model import VERSION_DOC, Party
from questwright.schema.spec import Id, prop

__all__ = [
    "CATALOGUE_FORMAT",
    "CATALOGUE_FORMAT_VERSION",
    "Catalogue",
    "CatalogueBalance",
    "CatalogueHeroes",
    "CataloguePack",
    "CatalogueQuest",
]

CATALOGUE_FORMAT = "questwright-catalogue"
#: The catalogue format version this program writes (and the newest it reads).
CATALOGUE_FORMAT_VERSION = 1
#: Packs of one catalogue at most (a catalogue of 2,000 packs is about 10 MB).
PACKS_LIMIT = 2000
_SHA256 = "^[0-9a-f]{64}$"


@dataclass
class CatalogueHeroes:
    """Balance figures for one party size: games played by the bot, wins and the win rate."""

    heroes: int = prop("Number of heroes.", 1, required=True, minimum=1, maximum=12)
    games: int = prop("Games played.", 0, required=True, minimum=0, maximum=1_000_000)
    wins: int = prop("Games the heroes won.", 0, required=True, minimum=0, maximum=1_000_000)
    win_rate: float = prop(
        "wins / games, rounded to 4 places.",
        0.0,
        json="winRate",
        required=True,
        minimum=0,
        maximum=1,
    )
    interval: list[float] = prop(
        "95 % Wilson interval of the win rate [low, high].",
        factory=list,
        required=True,
        items={"type": "number", "minimum": 0, "maximum": 1},
        minItems=2,
        maxItems=2,
    )
    median_rounds: float | None = prop(
        "Median rounds of the games won (the quest's length for this party); null without a win.",
        None,
        json="medianRounds",
        keep=True,
        nullable=True,
        minimum=0,
    )


@dataclass
class CatalogueBalance:
    """Win rates by party size from a ``simulate`` run, with the bot that played."""

    bot: str = prop("The bot that played the heroes (simulate --bot).", "goal", required=True)
    source: str = prop(
        "'build': played by catalogue build; 'report': read from a saved simulate --json report.",
        "build",
        required=True,
        enum=["build", "report"],
    )
    seed: int = prop("First seed of the games.", 0, minimum=0)
    by_heroes: list[CatalogueHeroes] = prop(
        "One entry per party size, fewest heroes first.",
        factory=list,
        json="byHeroes",
        required=True,
        maxItems=12,
    )


@dataclass
class CatalogueQuest:
    """A quest of a catalogued pack, with its balance figures and sheet preview."""

    id: Id = prop("Quest id.", "", required=True)
    title: str = prop("Title.", "", required=True, maxLength=200)
    system: Id = prop("System id.", "", required=True)
    party: Party | None = prop("Hero counts.", None)
    preview: str | None = prop(
        "Site path of the quest-sheet preview (PNG); null when the build had no Qt.",
        None,
        keep=True,
        nullable=True,
        pattern=MEMBER_PATH,
    )
    balance: CatalogueBalance | None = prop(
        "Balance figures; null when none were made.", None, keep=True, nullable=True
    )


@dataclass
class CataloguePack:
    """A pack in the catalogue: what the pack's manifest says, its file, size and sha256."""

    id: str = prop(
        "Pack id (as in its manifest).", "", required=True, pattern="^[a-z0-9][a-z0-9_.-]{0,63}$"
    )
    name: str = prop("Display name.", "", required=True, minLength=1, maxLength=200)
    version: str = prop(
        "Pack version (semantic version).", "", required=True, pattern=SEMVER, maxLength=64
    )
    authors: list[str] = prop(
        "Authors.",
        factory=list,
        items={"description": "An author.", "minLength": 1, "maxLength": 200},
        maxItems=100,
    )
    license: str | None = prop("Licence of the content.", None, maxLength=200)
    summary: str | None = prop(
        "What the pack holds (the manifest's description).", None, maxLength=20000
    )
    systems: list[Id] = prop("Game systems the quests need (sorted).", factory=list)
    quests: list[CatalogueQuest] = prop("The pack's quests.", factory=list, required=True)
    file: str = prop(
        "Site path of the .qwpack file, relative to catalogue.json.",
        "",
        required=True,
        pattern=MEMBER_PATH,
    )
    size: int = prop(
        "Size of the .qwpack file in bytes.", 0, required=True, minimum=1, maximum=2**40
    )
    sha256: str = prop(
        "sha256 (lower-case hex) of the .qwpack file.", "", required=True, pattern=_SHA256
    )
    page: str | None = prop("Site path of the pack's HTML page.", None, pattern=MEMBER_PATH)


@dataclass
class Catalogue:
    """The index (catalogue.json) of a pack catalogue: a static site of signed quest packs."""

    format: str = prop(
        "Always 'questwright-catalogue'.",
        CATALOGUE_FORMAT,
        required=True,
        const=CATALOGUE_FORMAT,
    )
    format_version: int = prop(
        VERSION_DOC, CATALOGUE_FORMAT_VERSION, json="formatVersion", required=True, minimum=1
    )
    name: str = prop(
        "Display name of the catalogue.", "", required=True, minLength=1, maxLength=200
    )
    version: int = prop(
        "Publication number: it grows with every change, and a client refuses a catalogue "
        "whose version is lower than the one it last accepted (a replayed old index).",
        1,
        required=True,
        minimum=1,
        maximum=2**53,
    )
    packs: list[CataloguePack] = prop(
        "The packs, by id.", factory=list, required=True, maxItems=PACKS_LIMIT
    )
    extras: dict[str, Any] = field(default_factory=dict)
