"""JSON Schema (draft 2020-12) of the descent1 stand-in content file.

``tilesets/descent1/content.json`` must validate against :data:`CONTENT_SCHEMA` (the
ruleset declares it as ``content_schema``, so :func:`questwright.engine.content.load_content`
checks every content file on load). Every property has a description: the schema doubles as
the documentation of the file (docs/engine.md, "Stand-in content files").
"""

from __future__ import annotations

from typing import Any

__all__ = ["CONTENT_SCHEMA", "EFFECT_KINDS", "MONSTER_ABILITIES", "SURGE_EFFECTS"]

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
)
#: what a hero may buy with power surges
SURGE_EFFECTS = ("damage", "range", "pierce", "stun", "knockback")
#: effect kinds of chest tables and encounters beyond the quest logic's own
EFFECT_KINDS = ("coins", "treasure", "conquest", "curse", "threat", "heal", "fatigue")


def _obj(description: str, props: dict[str, Any], required: list[str] | None = None) -> dict:
    return {
        "type": "object",
        "description": description,
        "properties": props,
        "required": required or [],
        "additionalProperties": False,
    }


def _int(description: str, minimum: int = 0) -> dict[str, Any]:
    return {"type": "integer", "minimum": minimum, "description": description}


def _str(description: str, **extra: Any) -> dict[str, Any]:
    return {"type": "string", "description": description, **extra}


_COLOURS = {"enum": ["red", "blue", "white", "green", "yellow", "black"]}
_DICE = {
    "type": "array",
    "description": "Dice rolled, by colour (one entry per die).",
    "items": _COLOURS,
    "minItems": 1,
    "maxItems": 8,
}
_FACE = _obj(
    "One face of a die.",
    {
        "miss": {"type": "boolean", "description": "The miss face: the attack fails outright."},
        "damage": _int("Damage (heart) icons."),
        "range": _int("Range numbers."),
        "surge": _int("Power surges."),
        "enhance": _int("Power enhancements: +1 range or +1 damage each."),
    },
)
_DIE = _obj(
    "A die colour.",
    {
        "role": {
            "enum": ["attack", "extra", "power"],
            "description": "attack: red, blue, white (with a miss face); extra: green and "
            "yellow; power: the black power die.",
        },
        "faces": {"type": "array", "items": _FACE, "minItems": 2, "description": "Faces."},
    },
    ["role", "faces"],
)
_ABILITIES = {
    "type": "object",
    "description": "Abilities: pierce N (ignores N armor), blast N (every space within N "
    "that sees the target), sweep (every adjacent enemy), reach (melee at range 2), "
    "knockback (the target moves up to 3 spaces), stun, quickShot (two attacks), aura (1 "
    "wound to an enemy stepping next to it), grapple (an adjacent enemy may not move), fly "
    "(moves over figures and obstacles), undying (a surge on a power die cheats death).",
    "propertyNames": {"enum": list(MONSTER_ABILITIES)},
    "additionalProperties": {"type": ["integer", "boolean"]},
}
_SURGE = _obj(
    "A surge ability of a weapon: spend `cost` surges for the effect.",
    {
        "cost": _int("Surges spent.", 1),
        "effect": {"enum": list(SURGE_EFFECTS), "description": "What it buys."},
        "value": _int("How much (default 1).", 1),
    },
    ["cost", "effect"],
)
_ITEM = _obj(
    "An item card: a weapon or an armor.",
    {
        "id": _str("Item id."),
        "name": _str("Display name (our own)."),
        "kind": {"enum": ["weapon", "armor"], "description": "Weapon or armor."},
        "attack": {"enum": ["melee", "ranged", "magic"], "description": "Weapon: attack type."},
        "dice": _DICE,
        "hands": _int("Weapon: hand icons (0–2)."),
        "surges": {"type": "array", "items": _SURGE, "description": "Weapon: surge abilities."},
        "abilities": _ABILITIES,
        "armor": _int("Armor: armor it adds."),
        "speedCap": _int("Armor: the wearer's speed is at most this.", 1),
        "price": _int("Shop price in coins (sells for half, rounded down to 25)."),
    },
    ["id", "name", "kind", "price"],
)
_HERO = _obj(
    "A hero sheet (our own stand-in heroes; no skills).",
    {
        "id": _str("Hero id (used in --heroes)."),
        "name": _str("Display name."),
        "wounds": _int("Wounds (health).", 1),
        "fatigue": _int("Fatigue.", 0),
        "armor": _int("Base armor."),
        "speed": _int("Speed.", 1),
        "traits": _obj(
            "Power dice added to attacks of each type.",
            {
                "melee": _int("Melee trait."),
                "ranged": _int("Ranged trait."),
                "magic": _int("Magic trait."),
            },
            ["melee", "ranged", "magic"],
        ),
        "conquest": _int("Conquest tokens the heroes lose when this hero dies.", 1),
        "kit": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Item ids bought at setup (their price comes off the starting coins).",
        },
    },
    ["id", "name", "wounds", "fatigue", "armor", "speed", "traits", "conquest", "kit"],
)
_STATS = _obj(
    "One stat block.",
    {
        "speed": _int("Speed."),
        "wounds": _int("Wounds.", 1),
        "armor": _int("Armor."),
        "dice": _DICE,
        "abilities": _ABILITIES,
    },
    ["speed", "wounds", "armor", "dice"],
)
_BAND = _obj(
    "Normal (tan) and master (red) stats for one band of player counts.",
    {"normal": _STATS, "master": _STATS},
    ["normal", "master"],
)
_MONSTER = _obj(
    "A monster type (keyed by the system's monsterTypes id).",
    {
        "attack": {"enum": ["melee", "ranged", "magic"], "description": "Its one attack type."},
        "shape": {
            "enum": ["single", "block", "snake"],
            "description": "How it moves: single (one space), block (a rigid rectangle "
            "that translates in 8 directions), snake (a 1×2 figure that slithers or "
            "sidesteps). Default: single, or block for a footprint larger than one space.",
        },
        "figures": _obj(
            "Figures in the box (the spawn supply).",
            {"normal": _int("Tan figures."), "master": _int("Red figures.")},
            ["normal", "master"],
        ),
        "stats": _obj(
            "Stats per band of player counts (heroes plus the overlord).",
            {"2-3": _BAND, "4-5": _BAND},
            ["2-3", "4-5"],
        ),
    },
    ["attack", "figures", "stats"],
)
_PLACE = _obj(
    "Monsters a spawn card places.",
    {
        "monster": _str("Monster type id."),
        "rank": {"enum": ["normal", "master"], "description": "Figure colour."},
        "count": _int("How many.", 1),
    },
    ["monster", "rank", "count"],
)
_CARD = _obj(
    "An overlord card (our own names and numbers).",
    {
        "id": _str("Card id; copies are numbered id-1, id-2…"),
        "name": _str("Display name."),
        "type": {"enum": ["spawn", "trap", "event", "power"], "description": "Card type."},
        "cost": _int("Threat to play it."),
        "discard": _int("Threat gained by discarding it."),
        "count": _int("Copies in the deck.", 1),
        "trigger": {
            "enum": ["hero-enters", "chest-opened", "monster-attacked", "overlord-turn"],
            "description": "Trap and event cards: when they may be played.",
        },
        "monsters": {"type": "array", "items": _PLACE, "description": "Spawn: what appears."},
        "wounds": _int("Trap: wounds dealt."),
        "ignoreArmor": {"type": "boolean", "description": "Trap: armor does not reduce them."},
        "avoidOnBlank": {
            "type": "boolean",
            "description": "Trap: the hero rolls a power die and avoids it on a blank.",
        },
        "stun": {"type": "boolean", "description": "Trap: the hero is stunned too."},
        "effect": {
            "enum": ["reroll", "extra-attack", "heal", "damage", "armor", "speed"],
            "description": "Event: reroll (the attacker re-rolls every die), extra-attack "
            "(a monster may attack once more this turn), heal (a monster heals `value`); "
            "power: +`value` damage, armor or speed for every monster.",
        },
        "value": _int("How much the effect gives."),
    },
    ["id", "name", "type", "cost", "discard", "count"],
)
_EFFECT = _obj(
    "A chest or encounter effect.",
    {
        "kind": {
            "enum": [*EFFECT_KINDS, "damage", "message"],
            "description": "coins (each hero gains `value`), treasure (each hero draws a "
            "`value` treasure), conquest (± tokens), curse (`value` curses: threat equal to "
            "the heroes per curse), threat, heal, fatigue, damage, message.",
        },
        "value": {"type": ["integer", "string"], "description": "Amount or treasure tier."},
        "target": _str("Who: the hero (default for heal, fatigue, damage) or all."),
        "text": _str("Message text."),
    },
    ["kind"],
)
_ENTRY = _obj(
    "What one chest number holds.",
    {
        "text": _str("Read aloud (our own words)."),
        "effects": {"type": "array", "items": _EFFECT, "description": "What it does."},
    },
    ["effects"],
)
_TIER_TABLE = {
    "type": "object",
    "description": "Chest number → contents.",
    "propertyNames": {"pattern": "^[1-9][0-9]?$"},
    "additionalProperties": _ENTRY,
}
_TREASURE = {
    "type": "array",
    "description": "A treasure deck: item ids, {coins: N} or {potion: healing|vitality}.",
    "items": {
        "oneOf": [
            {"type": "string"},
            _obj("Coins.", {"coins": _int("Coins.", 1)}, ["coins"]),
            _obj("A potion.", {"potion": {"enum": ["healing", "vitality"]}}, ["potion"]),
        ]
    },
}

CONTENT_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "descent1 stand-in content",
    **_obj(
        "Stand-in dice, heroes, items, monsters, overlord deck and chest tables for descent1.",
        {
            "format": {"const": "questwright-content", "description": "File format."},
            "formatVersion": {"const": 1, "description": "Format version."},
            "id": _str("Content id."),
            "system": {"const": "descent1", "description": "Game system id."},
            "name": _str("Display name."),
            "standIn": _str("Says that this is invented stand-in data, not the publisher's."),
            "dice": {
                "type": "object",
                "description": "Dice by colour: red, blue, white, green, yellow, black.",
                "propertyNames": _COLOURS,
                "additionalProperties": _DIE,
                "required": ["red", "blue", "white", "green", "yellow", "black"],
            },
            "powerDiceCap": _int("Most power dice in one attack.", 1),
            "heroes": {"type": "array", "items": _HERO, "minItems": 1, "description": "Heroes."},
            "items": {"type": "array", "items": _ITEM, "description": "Item cards."},
            "shop": _obj(
                "What the town sells.",
                {
                    "potions": _obj(
                        "Potion prices.",
                        {"healing": _int("Healing potion."), "vitality": _int("Vitality potion.")},
                        ["healing", "vitality"],
                    ),
                    "items": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": "Item ids on sale.",
                    },
                },
                ["potions", "items"],
            ),
            "monsters": {
                "type": "object",
                "description": "Monster types by id.",
                "additionalProperties": _MONSTER,
            },
            "overlord": _obj(
                "The overlord's economy and deck.",
                {
                    "startingThreat": _int("Threat at setup."),
                    "openingHand": _int("Cards drawn at setup."),
                    "draw": _int("Cards drawn each turn.", 1),
                    "handLimit": _int("Most cards kept after drawing.", 1),
                    "reshuffleConquest": _int("Conquest the heroes lose when the deck runs out."),
                    "surgesPerThreat": _int("Monster surges per threat token.", 1),
                    "deck": {
                        "type": "array",
                        "items": _CARD,
                        "minItems": 1,
                        "description": "Cards.",
                    },
                },
                ["startingThreat", "openingHand", "draw", "handLimit", "reshuffleConquest", "deck"],
            ),
            "chests": _obj(
                "Chest markers.",
                {
                    "piles": {
                        "type": "object",
                        "description": "Per tier, the numbers on its markers (shuffled at setup).",
                        "propertyNames": {"enum": ["copper", "silver", "gold"]},
                        "additionalProperties": {
                            "type": "array",
                            "items": {"type": "integer", "minimum": 1},
                            "minItems": 1,
                        },
                    },
                    "table": {
                        "type": "object",
                        "description": "The default chest table, used where a quest gives "
                        "no effects for a number.",
                        "propertyNames": {"enum": ["copper", "silver", "gold"]},
                        "additionalProperties": _TIER_TABLE,
                    },
                },
                ["piles", "table"],
            ),
            "treasure": {
                "type": "object",
                "description": "Treasure decks by tier.",
                "propertyNames": {"enum": ["copper", "silver", "gold"]},
                "additionalProperties": _TREASURE,
            },
            "potions": _obj(
                "Potions.",
                {
                    "healing": _int("Wounds a healing potion restores.", 1),
                    "equipped": _int("Potions a hero may carry.", 1),
                },
                ["healing", "equipped"],
            ),
        },
        [
            "format",
            "formatVersion",
            "system",
            "standIn",
            "dice",
            "heroes",
            "items",
            "shop",
            "monsters",
            "overlord",
            "chests",
            "treasure",
            "potions",
        ],
    ),
}

#: the schema of a quest's ``setup.chestTable`` entries (one tier → number → entry; an entry
#: may also be plain text, which is read aloud while the stand-in effects apply)
CHEST_TABLE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "propertyNames": {"enum": ["copper", "silver", "gold"]},
    "additionalProperties": {
        "type": "object",
        "propertyNames": {"pattern": "^[1-9][0-9]?$"},
        "additionalProperties": {"oneOf": [{"type": "string"}, _ENTRY]},
    },
}
