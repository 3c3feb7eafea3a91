"""JSON Schemas (draft 2020-12) of the stand-in content files, one per game system.

``tilesets/md1/content.json`` and ``tilesets/md2/content.json`` must validate against these;
:func:`questwright.engine.content.load_content` checks them on load and a test checks the
bundled files. Every property has a description, so the schema doubles as documentation.
"""

from __future__ import annotations

from typing import Any

__all__ = ["CONTENT_SCHEMAS", "MD1_CONTENT", "MD2_CONTENT"]


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


def _str(description: str) -> dict[str, Any]:
    return {"type": "string", "description": description}


_DICE = {
    "type": "object",
    "description": "Dice by colour: how many of each.",
    "additionalProperties": {"type": "integer", "minimum": 0},
}
_ATTACKS = {
    "type": "object",
    "description": "Dice per combat type (melee, ranged, magic).",
    "propertyNames": {"enum": ["melee", "ranged", "magic"]},
    "additionalProperties": _DICE,
}
_FACE = _obj(
    "One face of a die: its symbols.",
    {
        "hits": _int("Hit symbols."),
        "shields": _int("Shield symbols."),
        "bam": _int("Bam symbols (enchantment trigger)."),
        "diamond": _int("Diamond symbols (enchantment trigger)."),
        "wound": _int("md2 enemy die: unblockable wounds to the hero."),
        "special": _int("md2 enemy die: fires the enemy's special ability."),
        "mana": _int("md2: mana symbols (ignored by the engine)."),
    },
)
_DIE = _obj(
    "A die colour.",
    {
        "role": {
            "enum": ["attack", "defence", "shadow", "enemy"],
            "description": "Which pool it belongs to.",
        },
        "faces": {"type": "array", "items": _FACE, "minItems": 2, "description": "Faces."},
    },
    ["role", "faces"],
)
_HEADER = {
    "format": {"const": "questwright-content", "description": "File format."},
    "formatVersion": {"const": 1, "description": "Format version."},
    "id": _str("Content id."),
    "system": _str("Game system id."),
    "name": _str("Display name."),
    "standIn": _str("Says that this is invented stand-in data, not the publisher's."),
    "dice": {"type": "object", "additionalProperties": _DIE, "description": "Dice by colour."},
    "diceCap": _int("Most dice of one colour in a roll (extras are lost).", 1),
}
_ITEM = _obj(
    "An equipment card.",
    {
        "id": _str("Card id."),
        "name": _str("Name (our own)."),
        "level": _int("Treasure level."),
        "rarity": {"enum": ["common", "rare", "epic"], "description": "md2 item rarity."},
        "slot": {
            "enum": ["hand", "two-hand", "body", "none"],
            "description": "Where it is worn: one hand, both hands, body, or no slot.",
        },
        "attack": _ATTACKS,
        "defence": _DICE,
        "trap": {"type": "boolean", "description": "A trap card: discarded and redrawn."},
    },
    ["id", "name", "slot"],
)
_CLASS = _obj(
    "A hero class (stand-in: health and starting equipment only; no skills).",
    {
        "id": _str("Class id used by --heroes."),
        "name": _str("Name (our own)."),
        "health": _int("Starting and maximum health.", 1),
        "equipment": {"type": "array", "items": {"type": "string"}, "description": "Item ids."},
    },
    ["id", "name", "health", "equipment"],
)

MD1_CONTENT: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "md1 stand-in content",
    **_obj(
        "Dice, decks, monsters and hero classes for the md1 ruleset (stand-ins).",
        {
            **_HEADER,
            "enchantments": _obj(
                "How Bam/Diamond symbols count (digest §9.3: a single configurable rule).",
                {
                    "attack": {
                        "type": "object",
                        "description": "Extra hits per symbol on attack dice.",
                        "additionalProperties": {"type": "integer"},
                    },
                    "defence": {
                        "type": "object",
                        "description": "Extra shields per symbol on defence dice.",
                        "additionalProperties": {"type": "integer"},
                    },
                },
            ),
            "heroClasses": {"type": "array", "items": _CLASS, "description": "Classes."},
            "startingEquipment": {"type": "array", "items": _ITEM, "description": "SE cards."},
            "treasure": {
                "type": "object",
                "description": "Treasure decks by level ('1'..'5').",
                "additionalProperties": {"type": "array", "items": _ITEM},
            },
            "artifacts": {"type": "array", "items": _ITEM, "description": "Artifact cards."},
            "guards": {
                "type": "object",
                "description": "Guard decks by level ('1'..'5').",
                "additionalProperties": {
                    "type": "array",
                    "items": _obj(
                        "A Guard card: a Mob (boss + minions) or an Agent.",
                        {
                            "id": _str("Card id."),
                            "name": _str("Name (our own)."),
                            "class": {"enum": ["mob", "agent"], "description": "Mob or Agent."},
                            "level": _int("Level.", 1),
                            "minions": _int("Minions per starting hero (Mob)."),
                            "minionHealth": _int("Health of each minion.", 1),
                            "bossHealth": _int("Health of the Boss.", 1),
                            "health": _int("Agent health per starting hero.", 1),
                            "defence": _DICE,
                            "attacks": _ATTACKS,
                            "trap": {"type": "boolean", "description": "Trap: redraw."},
                        },
                        ["id", "name", "class", "level", "defence", "attacks"],
                    ),
                },
            },
            "roamingMonsters": _obj(
                "Roaming Monster decks.",
                {
                    tier: {
                        "type": "array",
                        "description": f"{tier.title()} Roaming Monsters.",
                        "items": _obj(
                            "A Roaming Monster.",
                            {
                                "id": _str("Card id."),
                                "name": _str("Name."),
                                "class": {"const": "roaming", "description": "Always roaming."},
                                "tier": {"enum": ["lesser", "greater"], "description": "Tier."},
                                "health": _int("Health per starting hero.", 1),
                                "defence": _DICE,
                                "attacks": _ATTACKS,
                            },
                            ["id", "name", "tier", "health", "defence", "attacks"],
                        ),
                    }
                    for tier in ("lesser", "greater")
                },
                ["lesser", "greater"],
            ),
            "doorCards": {
                "type": "array",
                "description": "Door cards: three blocks for rooms 1, 2 and 3 of a chamber.",
                "items": _obj(
                    "A Door card.",
                    {
                        "id": _str("Card id."),
                        "rooms": {
                            "type": "array",
                            "minItems": 1,
                            "description": "Blocks for room 1, 2, 3.",
                            "items": _obj(
                                "A room block.",
                                {
                                    "spawn": {
                                        "enum": ["none", "guard", "ambush"],
                                        "description": "Spawn a Guard here, in the active "
                                        "hero's zone (ambush), or nothing.",
                                    },
                                    "treasure": _int("Normal treasure tokens placed."),
                                    "special": _int("Special treasure tokens placed."),
                                },
                            ),
                        },
                    },
                    ["id", "rooms"],
                ),
            },
            "events": {
                "type": "array",
                "description": "Event cards.",
                "items": _obj(
                    "An Event card.",
                    {
                        "id": _str("Card id."),
                        "kind": {
                            "enum": ["patrol", "roaming", "blessing", "quiet"],
                            "description": "Patrol (Guard at a level-token zone), Roaming "
                            "Monster, blessing (heal), or nothing.",
                        },
                        "offset": {
                            "type": "integer",
                            "minimum": -1,
                            "maximum": 1,
                            "description": "Patrol: level token current + offset.",
                        },
                        "heal": _int("Blessing: wounds healed on every hero."),
                    },
                    ["id", "kind"],
                ),
            },
            "xp": _obj(
                "XP awards.",
                {
                    "minion": _int("To the killer of a minion."),
                    "boss": _int("To every hero when a Boss dies."),
                    "agent": _int("To every hero when an Agent dies."),
                    "roaming": _int("To every hero when a Roaming Monster dies."),
                    "cap": _int("Most XP a hero holds."),
                },
            ),
        },
        [
            "format",
            "formatVersion",
            "system",
            "standIn",
            "dice",
            "heroClasses",
            "startingEquipment",
            "treasure",
            "guards",
            "roamingMonsters",
            "doorCards",
            "events",
        ],
    ),
}

_BANDED = {"type": "object", "propertyNames": {"enum": ["1-2", "3-4", "5"]}}
MD2_CONTENT: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "md2 stand-in content",
    **_obj(
        "Dice, decks, monsters, tracks and hero classes for the md2 ruleset (stand-ins).",
        {
            **_HEADER,
            "diceCaps": {
                "type": "object",
                "description": "Most dice of each colour in a roll (yellow/orange 3, blue 5, "
                "shadow 1, enemy 6).",
                "additionalProperties": {"type": "integer", "minimum": 0},
            },
            "enchantments": {
                "type": "object",
                "description": "Extra hits/shields per symbol (see md1).",
                "additionalProperties": {"type": "object"},
            },
            "heroClasses": {"type": "array", "items": _CLASS, "description": "Classes."},
            "startingEquipment": {"type": "array", "items": _ITEM, "description": "Gear."},
            "items": {
                "type": "object",
                "description": "Item decks by rarity.",
                "propertyNames": {"enum": ["common", "rare", "epic"]},
                "additionalProperties": {"type": "array", "items": _ITEM},
            },
            "mobs": {
                **_BANDED,
                "description": "Mob decks by Dungeon Level band.",
                "additionalProperties": {
                    "type": "array",
                    "items": _obj(
                        "A Mob card (one version of a family).",
                        {
                            "id": _str("Card id."),
                            "family": _str("Family: versions of the same Mob share it."),
                            "name": _str("Name (our own)."),
                            "band": {"enum": ["1-2", "3-4", "5"], "description": "Band."},
                            "leaderHealth": _int("Leader health.", 1),
                            "minionHealth": _int("Health of each minion.", 1),
                            "defence": _DICE,
                            "reward": _int("Treasure tokens on the card."),
                        },
                        ["id", "family", "name", "band", "leaderHealth", "minionHealth"],
                    ),
                },
            },
            "mobItems": {
                **_BANDED,
                "description": "Mob Item decks by band: the Leader's attack.",
                "additionalProperties": {
                    "type": "array",
                    "items": _obj(
                        "A Mob Item card.",
                        {"id": _str("Card id."), "name": _str("Name."), "attacks": _ATTACKS},
                        ["id", "name", "attacks"],
                    ),
                },
            },
            "roamingMonsters": {
                **_BANDED,
                "description": "Roaming Monster decks by band (no condition scripts).",
                "additionalProperties": {
                    "type": "array",
                    "items": _obj(
                        "A Roaming Monster card.",
                        {
                            "id": _str("Card id."),
                            "name": _str("Name (our own)."),
                            "band": {"enum": ["1-2", "3-4", "5"], "description": "Band."},
                            "health": _int("Health per hero.", 1),
                            "defence": _DICE,
                            "attacks": _ATTACKS,
                            "reward": _int("Treasure tokens on the card."),
                        },
                        ["id", "name", "band", "health", "defence", "attacks"],
                    ),
                },
            },
            "bosses": {
                "type": "array",
                "description": "Boss stat blocks (a stand-in for the boss dashboards).",
                "items": _obj(
                    "A boss.",
                    {
                        "id": _str("Id."),
                        "name": _str("Name a quest's boss token refers to."),
                        "health": _int("Health per hero.", 1),
                        "defence": _DICE,
                        "attacks": _ATTACKS,
                        "actions": _int("Actions after each hero's turn.", 1),
                    },
                    ["id", "name", "health", "defence", "attacks"],
                ),
            },
            "doorCards": {
                "type": "array",
                "description": "Door cards (room-reveal events).",
                "items": _obj(
                    "A Door card.",
                    {
                        "id": _str("Card id."),
                        "kind": {
                            "enum": ["quiet", "barracks", "trapped-treasure"],
                            "description": "Nothing; the next Mob gets +1 minion; the opener "
                            "takes 1 wound and a rare treasure appears.",
                        },
                    },
                    ["id", "kind"],
                ),
            },
            "darknessTrack": _obj(
                "The Darkness track: icons per space.",
                {
                    side: {
                        "type": "array",
                        "description": f"Icons of the {side} side: none, mob, roaming, "
                        "treasure:<rarity>.",
                        "items": {
                            "type": "string",
                            "pattern": "^(none|mob|roaming|treasure:(common|rare|epic))$",
                        },
                    }
                    for side in ("front", "back")
                },
                ["front", "back"],
            ),
            "traps": _obj(
                "Trap faces.",
                {
                    "spike": {
                        "type": "array",
                        "items": {"type": "integer", "minimum": 0},
                        "description": "Wounds printed on spike traps (one drawn at random).",
                    }
                },
            ),
            "fountains": {
                "type": "array",
                "items": {"type": "integer", "minimum": 0},
                "description": "Health printed on fountains.",
            },
            "chests": _obj(
                "Rarity printed on chests.",
                {
                    size: {
                        "type": "array",
                        "items": {"enum": ["common", "rare", "epic"]},
                        "description": f"Rarities of {size} chests.",
                    }
                    for size in ("standard", "great")
                },
            ),
            "bag": {
                "type": "object",
                "description": "Treasure tokens in the box by rarity ('all' in a quest's "
                "treasureBag means this many).",
                "additionalProperties": {"type": "integer", "minimum": 0},
            },
            "levelUp": _obj(
                "Level-Up Phase.",
                {
                    "xp": {"type": "array", "items": {"type": "integer"}, "description": "Costs."},
                    "health": {
                        "type": "array",
                        "items": {"type": "integer"},
                        "description": "Max health gained per level.",
                    },
                },
            ),
            "lifebringerBonus": _DICE,
            "xp": _obj(
                "XP awards.",
                {
                    "kill": _int("To the killer, per figure."),
                    "leader": _int("To every hero when a Leader dies."),
                    "roaming": _int("To every hero when a Roaming Monster dies."),
                },
            ),
        },
        [
            "format",
            "formatVersion",
            "system",
            "standIn",
            "dice",
            "heroClasses",
            "startingEquipment",
            "items",
            "mobs",
            "mobItems",
            "roamingMonsters",
            "doorCards",
            "darknessTrack",
        ],
    ),
}

CONTENT_SCHEMAS: dict[str, dict[str, Any]] = {"md1": MD1_CONTENT, "md2": MD2_CONTENT}
