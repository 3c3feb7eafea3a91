"""The descent1 stand-in content file, declared with the format's one field mechanism.

``tilesets/descent1/content.json`` is described by the dataclasses below, declared with
:func:`questwright.schema.spec.prop` like the quest format and the md1/md2 content files;
:func:`questwright.engine.content_schema.content_schema` generates the JSON Schema (draft
2020-12) from :class:`Descent1Content` (the ruleset names it as its ``content_model``), and
:func:`questwright.engine.content.load_content` checks every content file on load. Every
field has a description, so the schema doubles as documentation (docs/engine.md, "Stand-in
content files"). The ruleset reads the checked document as plain JSON (:mod:`.data`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from questwright.schema.parameters import ChestEntry
from questwright.schema.spec import prop

__all__ = [
    "MONSTER_ABILITIES",
    "SURGE_EFFECTS",
    "Descent1Content",
]

#: monster and weapon abilities the ruleset plays (rules digest §3.5, §3.2)
MONSTER_ABILITIES = (
    "pierce",
    "blast",
    "sweep",
    "reach",
    "knockback",
    "stun",
    "quickShot",
    "aura",
    "grapple",
    "fly",
    "undying",
    "fear",
    "sorcery",
)
#: what a hero may buy with power surges
SURGE_EFFECTS = ("damage", "range", "pierce", "stun", "knockback")

_COLOURS = ["red", "blue", "white", "green", "yellow", "black"]
_TIERS = ["copper", "silver", "gold"]
_ATTACKS = ["melee", "ranged", "magic"]
_COUNT: dict[str, Any] = {"minimum": 0, "maximum": 1000}
_DICE_ITEMS: dict[str, Any] = {"enum": _COLOURS}
_ABILITIES: dict[str, Any] = {
    "type": "object",
    "propertyNames": {"enum": list(MONSTER_ABILITIES)},
    "additionalProperties": {"type": ["integer", "boolean"], "minimum": 0, "maximum": 100},
}
_ABILITIES_TEXT = (
    "Abilities: pierce N (ignores N armor), blast N (every space within N that sees the "
    "target), sweep (every adjacent enemy), reach (melee at range 2), knockback (the "
    "target is carried up to 3 spaces, over figures and obstacles but not walls or closed "
    "doors), stun, quickShot (two attacks), aura (1 wound to an enemy stepping next to "
    "it), grapple (an adjacent enemy may not move), fly (moves over figures and obstacles: "
    "water, rubble, pits; ends on no figure, water or rubble, on a pit unharmed), undying "
    "(a surge on a power die cheats death), fear N (an attacker spends N surges or misses), "
    "sorcery N (+N range or damage after the roll)."
)


# ----------------------------------------------------------------------------- dice


@dataclass
class DescentFace:
    """One face of a descent1 die: its icons (no key: a blank face)."""

    miss: bool = prop("The miss face: the attack fails outright.")
    damage: int = prop("Damage (heart) icons.", minimum=0, maximum=20)
    range: int = prop("Range numbers.", minimum=0, maximum=20)
    surge: int = prop("Power surges.", minimum=0, maximum=20)
    enhance: int = prop("Power enhancements: +1 range or +1 damage each.", minimum=0, maximum=20)


@dataclass
class DescentDie:
    """A die colour."""

    role: str = prop(
        "attack: red, blue, white (with a miss face); extra: green and yellow; power: the "
        "black power die.",
        required=True,
        enum=["attack", "extra", "power"],
    )
    faces: list[DescentFace] = prop("Faces.", required=True, minItems=2, maxItems=20)


# ----------------------------------------------------------------------------- heroes, items


@dataclass
class WeaponSurge:
    """A surge ability of a weapon: spend ``cost`` surges for the effect."""

    cost: int = prop("Surges spent.", required=True, minimum=1, maximum=10)
    effect: str = prop("What it buys.", required=True, enum=list(SURGE_EFFECTS))
    value: int = prop("How much (default 1).", minimum=1, maximum=20)


@dataclass
class DescentItem:
    """An item card: a weapon or an armor."""

    id: str = prop("Item id.", required=True)
    name: str = prop("Display name (our own).", required=True)
    kind: str = prop("Weapon or armor.", required=True, enum=["weapon", "armor"])
    attack: str = prop("Weapon: attack type.", enum=_ATTACKS)
    dice: list[str] = prop(
        "Weapon: dice rolled, by colour (one entry per die).", items=_DICE_ITEMS, maxItems=8
    )
    hands: int = prop("Weapon: hand icons (0–2).", minimum=0, maximum=2)
    surges: list[WeaponSurge] = prop("Weapon: surge abilities.", maxItems=10)
    abilities: dict[str, Any] = prop(_ABILITIES_TEXT, schema=_ABILITIES)
    armor: int = prop("Armor: armor it adds.", minimum=0, maximum=20)
    speed_cap: int = prop(
        "Armor: the wearer's speed is at most this.", json="speedCap", minimum=1, maximum=20
    )
    price: int = prop(
        "Shop price in coins (sells for half, rounded down to 25).",
        required=True,
        minimum=0,
        maximum=100_000,
    )


@dataclass
class HeroTraits:
    """Power dice added to attacks of each type."""

    melee: int = prop("Melee trait.", required=True, minimum=0, maximum=5)
    ranged: int = prop("Ranged trait.", required=True, minimum=0, maximum=5)
    magic: int = prop("Magic trait.", required=True, minimum=0, maximum=5)


@dataclass
class DescentHero:
    """A hero sheet (our own stand-in heroes; no skills)."""

    id: str = prop("Hero id (used in --heroes).", required=True)
    name: str = prop("Display name.", required=True)
    wounds: int = prop("Wounds (health).", required=True, minimum=1, maximum=100)
    fatigue: int = prop("Fatigue.", required=True, minimum=0, maximum=100)
    armor: int = prop("Base armor.", required=True, minimum=0, maximum=20)
    speed: int = prop("Speed.", required=True, minimum=1, maximum=20)
    traits: HeroTraits = prop("Power dice added to attacks of each type.", required=True)
    conquest: int = prop(
        "Conquest tokens the heroes lose when this hero dies.", required=True, minimum=1
    )
    kit: list[str] = prop(
        "Item ids bought at setup (their price comes off the starting coins).", required=True
    )


@dataclass
class ShopPotions:
    """Potion prices."""

    healing: int = prop("Healing potion.", required=True, minimum=0, maximum=100_000)
    vitality: int = prop("Vitality potion.", required=True, minimum=0, maximum=100_000)


@dataclass
class DescentShop:
    """What the town sells."""

    potions: ShopPotions = prop("Potion prices.", required=True)
    items: list[str] = prop("Item ids on sale.", required=True)


@dataclass
class DescentPotions:
    """Potions."""

    healing: int = prop("Wounds a healing potion restores.", required=True, minimum=1)
    equipped: int = prop("Potions a hero may carry.", required=True, minimum=1, maximum=20)


# ----------------------------------------------------------------------------- monsters


@dataclass
class MonsterStats:
    """One stat block."""

    speed: int = prop("Speed.", required=True, minimum=0, maximum=20)
    wounds: int = prop("Wounds.", required=True, minimum=1, maximum=200)
    armor: int = prop("Armor.", required=True, minimum=0, maximum=20)
    dice: list[str] = prop(
        "Dice rolled, by colour (one entry per die).",
        required=True,
        items=_DICE_ITEMS,
        minItems=1,
        maxItems=8,
    )
    abilities: dict[str, Any] = prop(_ABILITIES_TEXT, schema=_ABILITIES)


@dataclass
class MonsterBand:
    """Normal (tan) and master (red) stats for one band of player counts."""

    normal: MonsterStats = prop("Normal (tan) figures.", required=True)
    master: MonsterStats = prop("Master (red) figures.", required=True)


@dataclass
class MonsterBands:
    """Stats per band of player counts (heroes plus the overlord)."""

    two_three: MonsterBand = prop("Two or three players.", json="2-3", required=True)
    four_five: MonsterBand = prop("Four or five players.", json="4-5", required=True)


@dataclass
class MonsterSupply:
    """Figures in the box (the spawn supply)."""

    normal: int = prop("Tan figures.", required=True, **_COUNT)
    master: int = prop("Red figures.", required=True, **_COUNT)


@dataclass
class DescentMonster:
    """A monster type (keyed by the system's monsterTypes id)."""

    attack: str = prop("Its one attack type.", required=True, enum=_ATTACKS)
    shape: str = prop(
        "How it moves: single (one space), block (a rigid rectangle that translates in 8 "
        "directions), snake (a 1×2 figure that slithers or sidesteps). Default: single, or "
        "block for a footprint larger than one space.",
        enum=["single", "block", "snake"],
    )
    figures: MonsterSupply = prop("Figures in the box (the spawn supply).", required=True)
    stats: MonsterBands = prop(
        "Stats per band of player counts (heroes plus the overlord).", required=True
    )


# ----------------------------------------------------------------------------- overlord


@dataclass
class SpawnGroup:
    """Monsters a spawn card places."""

    monster: str = prop("Monster type id.", required=True)
    rank: str = prop("Figure colour.", required=True, enum=["normal", "master"])
    count: int = prop("How many.", required=True, minimum=1, maximum=20)


@dataclass
class OverlordCard:
    """An overlord card (our own names and numbers)."""

    id: str = prop("Card id; copies are numbered id-1, id-2…", required=True)
    name: str = prop("Display name.", required=True)
    type: str = prop("Card type.", required=True, enum=["spawn", "trap", "event", "power"])
    cost: int = prop("Threat to play it.", required=True, minimum=0, maximum=100)
    discard: int = prop("Threat gained by discarding it.", required=True, minimum=0, maximum=100)
    count: int = prop("Copies in the deck.", required=True, minimum=1, maximum=100)
    trigger: str = prop(
        "Trap and event cards: when they may be played.",
        enum=["hero-enters", "chest-opened", "monster-attacked", "overlord-turn"],
    )
    monsters: list[SpawnGroup] = prop("Spawn: what appears.", maxItems=20)
    wounds: int = prop("Trap: wounds dealt.", minimum=0, maximum=100)
    ignore_armor: bool = prop("Trap: armor does not reduce them.", json="ignoreArmor")
    avoid_on_blank: bool = prop(
        "Trap: the hero rolls a power die and avoids it on a blank.", json="avoidOnBlank"
    )
    stun: bool = prop("Trap: the hero is stunned too.")
    effect: str = prop(
        "Event: reroll (the attacker re-rolls every die), extra-attack (a monster may attack "
        "once more this turn), heal (a monster heals `value`); power: +`value` damage, armor "
        "or speed for every monster.",
        enum=["reroll", "extra-attack", "heal", "damage", "armor", "speed"],
    )
    value: int = prop("How much the effect gives.", minimum=0, maximum=100)


@dataclass
class DescentOverlord:
    """The overlord's economy and deck."""

    starting_threat: int = prop(
        "Threat at setup.", json="startingThreat", required=True, minimum=0, maximum=100
    )
    opening_hand: int = prop(
        "Cards drawn at setup.", json="openingHand", required=True, minimum=0, maximum=50
    )
    draw: int = prop("Cards drawn each turn.", required=True, minimum=1, maximum=50)
    hand_limit: int = prop(
        "Most cards kept after drawing.", json="handLimit", required=True, minimum=1, maximum=50
    )
    reshuffle_conquest: int = prop(
        "Conquest the heroes lose when the deck runs out.",
        json="reshuffleConquest",
        required=True,
        minimum=0,
        maximum=100,
    )
    surges_per_threat: int = prop(
        "Monster surges per threat token.", json="surgesPerThreat", minimum=1, maximum=10
    )
    deck: list[OverlordCard] = prop("Cards.", required=True, minItems=1, maxItems=500)


# ----------------------------------------------------------------------------- chests, treasure

_TREASURE_CARD: dict[str, Any] = {
    "oneOf": [
        {"type": "string", "description": "An item id."},
        {
            "type": "object",
            "description": "Coins.",
            "properties": {"coins": {"type": "integer", "minimum": 1, "maximum": 100_000}},
            "required": ["coins"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "description": "A potion.",
            "properties": {"potion": {"enum": ["healing", "vitality"]}},
            "required": ["potion"],
            "additionalProperties": False,
        },
    ]
}


@dataclass
class DescentChests:
    """Chest markers."""

    piles: dict[str, list[int]] = prop(
        "Per tier, the numbers on its markers (shuffled at setup).",
        required=True,
        keys={"enum": _TIERS},
        values={"items": {"minimum": 1, "maximum": 99}, "minItems": 1, "maxItems": 100},
    )
    table: dict[str, dict[str, ChestEntry]] = prop(
        "The default chest table, used where a quest gives no effects for a number.",
        required=True,
        keys={"enum": _TIERS},
        values={"propertyNames": {"pattern": "^[1-9][0-9]?$"}, "maxProperties": 99},
    )


# ----------------------------------------------------------------------------- the file


@dataclass
class Descent1Content:
    """Stand-in dice, heroes, items, monsters, overlord deck and chest tables for descent1."""

    format: str = prop("File format.", required=True, schema={"const": "questwright-content"})
    format_version: int = prop(
        "Format version.", json="formatVersion", required=True, schema={"const": 1}
    )
    id: str = prop("Content id.")
    system: str = prop("Game system id.", required=True, schema={"const": "descent1"})
    name: str = prop("Display name.")
    stand_in: str = prop(
        "Says that this is invented stand-in data, not the publisher's.",
        json="standIn",
        required=True,
    )
    dice: dict[str, DescentDie] = prop(
        "Dice by colour: red, blue, white, green, yellow, black.",
        required=True,
        keys={"enum": _COLOURS},
        minProperties=len(_COLOURS),  # with the six names allowed: every colour
    )
    power_dice_cap: int = prop(
        "Most power dice in one attack.", json="powerDiceCap", minimum=1, maximum=20
    )
    heroes: list[DescentHero] = prop("Heroes.", required=True, minItems=1, maxItems=100)
    items: list[DescentItem] = prop("Item cards.", required=True, maxItems=1000)
    shop: DescentShop = prop("What the town sells.", required=True)
    monsters: dict[str, DescentMonster] = prop(
        "Monster types by id.", required=True, maxProperties=200
    )
    overlord: DescentOverlord = prop("The overlord's economy and deck.", required=True)
    chests: DescentChests = prop("Chest markers.", required=True)
    treasure: dict[str, list[Any]] = prop(
        "Treasure decks by tier: item ids, {coins: N} or {potion: healing|vitality}.",
        required=True,
        keys={"enum": _TIERS},
        values={"items": _TREASURE_CARD, "maxItems": 1000},
    )
    potions: DescentPotions = prop("Potions.", required=True)
