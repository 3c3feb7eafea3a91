"""The shape of Dark Darker Darkest stand-in content (``tilesets/ddd/content.json``).

Declared with the project's one field mechanism (:func:`questwright.schema.spec.prop`); the
JSON Schema the loader checks a content file against is generated from these classes
(:func:`questwright.engine.content_schema.content_schema` finds :class:`DddContent` through
the ruleset's ``content_model``). Every number is our own invention, labelled as such in the
file's ``standIn``: replace the file (``Game(options={"content": path})``) to play with your
own cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from questwright.engine.rulesets.ddd.skills import EFFECTS
from questwright.schema.spec import prop

__all__ = ["DddContent"]

_COUNT: dict[str, Any] = {"minimum": 0}
_COLOURS = ["red", "orange", "yellow", "green", "blue", "purple", "white"]
_SURVIVOR_FACES = ["success", "aim", "knockback", "retreat", "failure"]
_CREATURE_FACES = ["damage", "heavy", "reinforcement", "entrap", "bite", "fear"]
_TERROR_FACES = ["horde", "reaction", "creature", "fire"]


@dataclass
class DddDice:
    """The three custom dice, face by face (the d4 and d6 are plain)."""

    survivor: list[str] = prop(
        "Survivor die faces: attacks, searches, defence, camera checks and escapes.",
        required=True,
        minItems=2,
        items={"enum": _SURVIVOR_FACES},
    )
    creature: list[str] = prop(
        "Creature die faces: zombie, creature and nemesis attacks.",
        required=True,
        minItems=2,
        items={"enum": _CREATURE_FACES},
    )
    terror: list[str] = prop(
        "Terror die faces: what noise and cameras call up.",
        required=True,
        minItems=2,
        items={"enum": _TERROR_FACES},
    )


@dataclass
class DddEnergy:
    """A survivor's energy track: the AP each space gives, from full energy to the last
    space before the skull; one side for 2-3 players, the other for 4-5."""

    small: list[int] = prop(
        "The side with 4 starting AP.", required=True, minItems=1, items={"minimum": 1}
    )
    large: list[int] = prop(
        "The side with 3 starting AP.", required=True, minItems=1, items={"minimum": 1}
    )


_EFFECT = (
    "What the skill does (engine/rulesets/ddd/skills.py): extra-ap (+1 AP a round), "
    "free-move (a turn's first move costs no AP), search-die and attack-die (+1 die, at "
    "most the dice cap), steady (an odd failure cancels nothing in an attack), quiet-unlock "
    "(once a round, one unmatched chip icon costs no darkness), tough (+1 energy), "
    "escape-die (+1 die to rescue efforts)."
)


@dataclass
class DddStartingSkill:
    """A survivor's starting skill: active from the start, never lost (stand-in)."""

    id: str = prop("Skill id.", required=True)
    name: str = prop("Name (our own).", required=True)
    effect: str = prop(_EFFECT, required=True, enum=list(EFFECTS))


@dataclass
class DddSkill:
    """A skill of a survivor's skill track, bought with XP (stand-in)."""

    id: str = prop("Skill id (what `learn` names).", required=True)
    name: str = prop("Name (our own).", required=True)
    effect: str = prop(_EFFECT, required=True, enum=list(EFFECTS))
    cost: int = prop("XP it costs.", required=True, minimum=0)


@dataclass
class DddSurvivor:
    """A survivor board (stand-in: energy track, entrap rate, starting card, starting skill
    and skill track)."""

    id: str = prop("Survivor id used by --heroes.", required=True)
    name: str = prop("Name (our own).", required=True)
    energy: DddEnergy = prop("Energy track per board side.", required=True)
    entrap_rate: int = prop(
        "Dice the survivor adds to an escape from entrapment.",
        json="entrapRate",
        required=True,
        minimum=0,
        maximum=4,
    )
    starting: str = prop("Id of the starting equipment card.", required=True)
    skill: DddStartingSkill = prop("The starting skill (absent: none).")
    skills: list[DddSkill] = prop(
        "The skill track, left to right (the virus decay cube covers it from the right): "
        "up to four skills bought with XP in any order.",
        maxItems=4,
    )


@dataclass
class DddWeapon:
    """What an equipment card does in an attack."""

    dice: int = prop("Survivor dice rolled (at most the dice cap).", required=True, minimum=1)
    range: int = prop(
        "Rooms of reach beyond the survivor's own (aim faces add one each).", minimum=0
    )
    ammo: int = prop("Ammunition a fresh card holds (absent: no ammunition needed).", minimum=0)


@dataclass
class DddAmmo:
    """An ammunition card: the weapons it loads and how many rounds."""

    for_: list[str] = prop("Ids of the weapons it loads.", json="for", required=True)
    rounds: int = prop("Rounds it adds (up to the ammunition cap).", required=True, minimum=1)


@dataclass
class DddCard:
    """An equipment card (simplified, rules digest §A.8: icons, hands, a weapon profile,
    one-shot effects; no special texts)."""

    id: str = prop("Card id.", required=True)
    name: str = prop("Name (our own).", required=True)
    count: int = prop("Copies in the deck.", minimum=1)
    hands: int = prop("Hand icons it takes in use.", minimum=0, maximum=2)
    icons: list[str] = prop(
        "Equipment icons it shows (they open code chips of these colours).",
        required=True,
        items={"enum": _COLOURS},
    )
    weapon: DddWeapon = prop("Its attack, if it is a weapon.")
    one_shot: bool = prop("Discarded when used.", json="oneShot")
    effect: str = prop(
        "A one-shot effect: cure the second virus token, or heal.", enum=["antidote", "heal"]
    )
    heal: int = prop("Energy a heal effect restores.", minimum=1)
    ammo: DddAmmo = prop("An ammunition card's load.")


@dataclass
class DddLocation:
    """A creature hit location: its colour (what filling it weakens) and its cubes."""

    colour: str = prop(
        "orange: ignore a bite; blue: -1 MP; red: -1 attack die; white: ignore a reinforcement.",
        required=True,
        enum=["orange", "blue", "red", "white"],
    )
    cubes: int = prop("Hits that fill it.", required=True, minimum=1)


@dataclass
class DddPower:
    """A creature's power attack (simplified to extra damage, rules digest §A.8)."""

    damage: int = prop("Energy the power attack takes from one survivor.", required=True, minimum=0)


@dataclass
class DddCreature:
    """A creature board."""

    id: str = prop("Board id.", required=True)
    name: str = prop("Name (our own).", required=True)
    attack: int = prop("Creature dice it rolls.", required=True, minimum=1)
    move: int = prop("Movement points.", required=True, minimum=0)
    fire_resistant: bool = prop("Ignores fire and may walk through it.", json="fireResistant")
    locations: list[DddLocation] = prop("Hit locations.", required=True, minItems=1)
    power: DddPower = prop("Its power attack (a reinforcement face in its attack).")


@dataclass
class DddNemesis:
    """A nemesis board (simplified: a pool of hit points, rules digest §A.8)."""

    id: str = prop("Board id.", required=True)
    name: str = prop("Name (our own).", required=True)
    attack: int = prop("Creature dice it rolls.", required=True, minimum=1)
    move: int = prop("Movement points toward the next corner.", required=True, minimum=0)


@dataclass
class DddInventory:
    """Carrying, ammunition and dice limits."""

    items: int = prop("Cards and virus tokens a survivor carries.", minimum=1)
    hands: int = prop("Hand icons in use.", minimum=1)
    ammo_cap: int = prop("Most ammunition on one weapon.", json="ammoCap", minimum=0)
    dice_cap: int = prop("Most survivor dice in one roll.", json="diceCap", minimum=1)
    zombie_dice_cap: int = prop(
        "Most creature dice a horde rolls.", json="zombieDiceCap", minimum=1
    )
    reload: int = prop("Ammunition the Ammo Reserve adds.", minimum=0)
    heal: int = prop("Energy the Medic Bay restores.", minimum=0)
    heals: int = prop("Hit cubes a creature loses when the terror die heals it.", minimum=0)


@dataclass
class DddXp:
    """Experience awards and cap."""

    zombie: int = prop("Per zombie killed.", minimum=0)
    unlock: int = prop("Per door unlocked.", minimum=0)
    creature: int = prop("To each survivor when a creature dies in combat.", minimum=0)
    cap: int = prop("Most XP held.", minimum=0)


@dataclass
class DddContent:
    """Dice, survivors, equipment, creatures and nemeses for the ddd ruleset (stand-ins)."""

    format: str = prop("File format.", required=True, schema={"const": "questwright-content"})
    format_version: int = prop(
        "Format version.", json="formatVersion", required=True, schema={"const": 1}
    )
    id: str = prop("Content id.")
    system: str = prop("Game system id.", required=True, schema={"const": "ddd"})
    name: str = prop("Display name.")
    stand_in: str = prop(
        "Says that this is invented stand-in data, not the publisher's.",
        json="standIn",
        required=True,
    )
    dice: DddDice = prop("The custom dice.", required=True)
    survivors: list[DddSurvivor] = prop("Survivor boards.", required=True, minItems=1)
    starting_equipment: list[DddCard] = prop(
        "Starting cards (each survivor names one).", json="startingEquipment", required=True
    )
    equipment: list[DddCard] = prop("The equipment deck.", required=True)
    creatures: list[DddCreature] = prop("Creature boards.", required=True, minItems=1)
    nemeses: list[DddNemesis] = prop("Nemesis boards.", required=True, minItems=1)
    spawn_tokens: dict[str, int] = prop(
        "Spawn tokens by the zombies on their back ('1'..'6'): how many of each.",
        json="spawnTokens",
        required=True,
        keys={"pattern": "^[1-9][0-9]?$"},
        values=_COUNT,
    )
    inventory: DddInventory = prop("Carrying and dice limits.")
    xp: DddXp = prop("Experience.")
