"""The stand-in content files (dice, decks, monsters, hero classes), declared once per system.

``tilesets/md1/content.json`` and ``tilesets/md2/content.json`` are described by the
dataclasses below, declared with the same field mechanism as the quest format
(:func:`questwright.schema.spec.prop`); their JSON Schemas (draft 2020-12) are generated from
them by :func:`questwright.schema.generate.document_schema`.
:func:`questwright.engine.content.load_content` checks a file on load, and a test checks the
bundled files. Every field has a description, so the schema doubles as documentation. The
engine reads the checked document as plain JSON; these classes only declare its shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any

from questwright.schema.generate import document_schema
from questwright.schema.model import enemy_rules_schema
from questwright.schema.spec import Def, prop

__all__ = [
    "CONTENT_MODELS",
    "Md1Content",
    "Md2Content",
    "content_model",
    "content_schema",
    "model_schema",
]

_DICE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "Dice by colour: how many of each.",
    "additionalProperties": {"type": "integer", "minimum": 0},
}
#: Dice by colour: how many of each.
Dice = Annotated[dict[str, int], Def("dice", _DICE_SCHEMA)]
#: Skills a monster card always has: rules of the set-enemy vocabulary (ENEMY_RULES).
Skills = Annotated[dict[str, Any], Def("skills", enemy_rules_schema())]
#: Dice per combat type.
Attacks = Annotated[
    dict[str, dict[str, int]],
    Def(
        "attacks",
        {
            "type": "object",
            "description": "Dice per combat type (melee, ranged, magic).",
            "propertyNames": {"enum": ["melee", "ranged", "magic"]},
            "additionalProperties": {"$ref": "#/$defs/dice"},
        },
    ),
]
_COUNT: dict[str, Any] = {"minimum": 0}
_BAND_NAMES = ["1-2", "3-4", "5"]
_RARITIES = ["common", "rare", "epic"]


# ----------------------------------------------------------------------------- shared parts


@dataclass
class DieFace:
    """One face of a die: its symbols."""

    hits: int = prop("Hit symbols.", minimum=0)
    shields: int = prop("Shield symbols.", minimum=0)
    bam: int = prop("Bam symbols (enchantment trigger).", minimum=0)
    diamond: int = prop("Diamond symbols (enchantment trigger).", minimum=0)
    wound: int = prop("md2 enemy die: unblockable wounds to the hero.", minimum=0)
    special: int = prop("md2 enemy die: fires the enemy's special ability.", minimum=0)
    mana: int = prop("md2: mana symbols (ignored by the engine).", minimum=0)


@dataclass
class Die:
    """A die colour."""

    role: str = prop(
        "Which pool it belongs to.",
        required=True,
        enum=["attack", "defence", "shadow", "enemy"],
    )
    # at most 64: a roll's trace notes each face by a digit of md/data.py's _DIGITS
    faces: list[DieFace] = prop("Faces.", required=True, minItems=2, maxItems=64)


@dataclass
class Item:
    """An equipment card."""

    id: str = prop("Card id.", required=True)
    name: str = prop("Name (our own).", required=True)
    level: int = prop("Treasure level.", minimum=0)
    rarity: str = prop("md2 item rarity.", enum=_RARITIES)
    slot: str = prop(
        "Where it is worn: one hand, both hands, body, or no slot.",
        required=True,
        enum=["hand", "two-hand", "body", "none"],
    )
    attack: Attacks = prop("Dice per combat type.")
    defence: Dice = prop("Defence dice.")
    trap: bool = prop("A trap card: discarded and redrawn.")


@dataclass
class SkillStep:
    """One step of a skill line: what a hero gains with it (it replaces the line's step
    before it)."""

    name: str = prop("Name (our own).", required=True)
    level: int = prop(
        "md1: the game level from which the step works; md2: the hero level it needs.",
        required=True,
        minimum=1,
        maximum=5,
    )
    cost: int = prop("XP it costs in md1's Experience phase (md2: one step per level).", minimum=0)
    attack: Attacks = prop("Dice added to the hero's attacks of each kind it can make.")
    defence: Dice = prop("Dice added to the hero's defence.")
    health: int = prop("Maximum health added while the step works.", minimum=0, maximum=10)


@dataclass
class SkillLine:
    """A skill line of a class: steps taken in order (stand-in skill tree)."""

    id: str = prop("Line id.", required=True)
    name: str = prop("Name (our own).", required=True)
    steps: list[SkillStep] = prop(
        "Steps in the order they are taken, their levels never falling.",
        required=True,
        minItems=1,
        maxItems=10,
    )


@dataclass
class HeroClass:
    """A hero class (stand-in): health, starting equipment and skill lines."""

    id: str = prop("Class id used by --heroes.", required=True)
    name: str = prop("Name (our own).", required=True)
    health: int = prop("Starting and maximum health.", required=True, minimum=1)
    equipment: list[str] = prop("Item ids.", required=True)
    skills: list[SkillLine] = prop(
        "Skill lines: md1 heroes buy their steps with XP, md2 heroes take one per level.",
        factory=list,
        maxItems=12,
    )


def _format() -> Any:
    return prop("File format.", required=True, schema={"const": "questwright-content"})


def _format_version() -> Any:
    return prop("Format version.", json="formatVersion", required=True, schema={"const": 1})


@dataclass
class ContentHeader:
    """The fields every content file starts with: format, ids and the dice."""

    format: str = _format()
    format_version: int = _format_version()
    id: str = prop("Content id.")
    system: str = prop("Game system id.", required=True)
    name: str = prop("Display name.")
    stand_in: str = prop(
        "Says that this is invented stand-in data, not the publisher's.",
        json="standIn",
        required=True,
    )
    dice: dict[str, Die] = prop("Dice by colour.", required=True)
    dice_cap: int = prop(
        "Most dice of one colour in a roll (extras are lost).", json="diceCap", minimum=1
    )


# ----------------------------------------------------------------------------- md1


@dataclass
class Md1Enchantments:
    """How Bam/Diamond symbols count (digest §9.3: a single configurable rule)."""

    attack: dict[str, int] = prop("Extra hits per symbol on attack dice.")
    defence: dict[str, int] = prop("Extra shields per symbol on defence dice.")


@dataclass
class Md1Guard:
    """A Guard card: a Mob (boss + minions) or an Agent."""

    id: str = prop("Card id.", required=True)
    name: str = prop("Name (our own).", required=True)
    class_: str = prop("Mob or Agent.", json="class", required=True, enum=["mob", "agent"])
    level: int = prop("Level.", required=True, minimum=1)
    minions: int = prop("Minions per starting hero (Mob).", minimum=0)
    minion_health: int = prop("Health of each minion.", json="minionHealth", minimum=1)
    boss_health: int = prop("Health of the Boss.", json="bossHealth", minimum=1)
    health: int = prop("Agent health per starting hero.", minimum=1)
    defence: Dice = prop("Defence dice.", required=True)
    attacks: Attacks = prop("Attack dice per combat type.", required=True)
    trap: bool = prop("Trap: redraw.")
    skills: Skills = prop(
        "Skills it always has (the set-enemy rules, docs/engine.md).", factory=dict
    )


@dataclass
class Md1RoamingMonster:
    """A Roaming Monster."""

    id: str = prop("Card id.", required=True)
    name: str = prop("Name.", required=True)
    class_: str = prop("Always roaming.", json="class", const="roaming")
    tier: str = prop("Tier.", required=True, enum=["lesser", "greater"])
    health: int = prop("Health per starting hero.", required=True, minimum=1)
    defence: Dice = prop("Defence dice.", required=True)
    attacks: Attacks = prop("Attack dice per combat type.", required=True)
    skills: Skills = prop(
        "Skills it always has (the set-enemy rules, docs/engine.md).", factory=dict
    )


@dataclass
class Md1RoamingMonsters:
    """Roaming Monster decks."""

    lesser: list[Md1RoamingMonster] = prop("Lesser Roaming Monsters.", required=True)
    greater: list[Md1RoamingMonster] = prop("Greater Roaming Monsters.", required=True)


@dataclass
class Md1RoomBlock:
    """A room block."""

    spawn: str = prop(
        "Spawn a Guard here, in the active hero's zone (ambush), or nothing.",
        enum=["none", "guard", "ambush"],
    )
    treasure: int = prop("Normal treasure tokens placed.", minimum=0)
    special: int = prop("Special treasure tokens placed.", minimum=0)


@dataclass
class Md1DoorCard:
    """A Door card."""

    id: str = prop("Card id.", required=True)
    rooms: list[Md1RoomBlock] = prop("Blocks for room 1, 2, 3.", required=True, minItems=1)


@dataclass
class Md1Event:
    """An Event card."""

    id: str = prop("Card id.", required=True)
    kind: str = prop(
        "Patrol (Guard at a level-token zone), Roaming Monster, blessing (heal), or nothing.",
        required=True,
        enum=["patrol", "roaming", "blessing", "quiet"],
    )
    offset: int = prop("Patrol: level token current + offset.", minimum=-1, maximum=1)
    heal: int = prop("Blessing: wounds healed on every hero.", minimum=0)


@dataclass
class Md1Xp:
    """XP awards."""

    minion: int = prop("To the killer of a minion.", minimum=0)
    boss: int = prop("To every hero when a Boss dies.", minimum=0)
    agent: int = prop("To every hero when an Agent dies.", minimum=0)
    roaming: int = prop("To every hero when a Roaming Monster dies.", minimum=0)
    cap: int = prop("Most XP a hero holds.", minimum=0)


@dataclass
class Md1Content(ContentHeader):
    """Dice, decks, monsters and hero classes for the md1 ruleset (stand-ins)."""

    enchantments: Md1Enchantments = prop("How Bam/Diamond symbols count.")
    hero_classes: list[HeroClass] = prop("Classes.", json="heroClasses", required=True)
    starting_equipment: list[Item] = prop("SE cards.", json="startingEquipment", required=True)
    treasure: dict[str, list[Item]] = prop("Treasure decks by level ('1'..'5').", required=True)
    artifacts: list[Item] = prop("Artifact cards.")
    guards: dict[str, list[Md1Guard]] = prop("Guard decks by level ('1'..'5').", required=True)
    roaming_monsters: Md1RoamingMonsters = prop(
        "Roaming Monster decks.", json="roamingMonsters", required=True
    )
    door_cards: list[Md1DoorCard] = prop(
        "Door cards: three blocks for rooms 1, 2 and 3 of a chamber.",
        json="doorCards",
        required=True,
    )
    events: list[Md1Event] = prop("Event cards.", required=True)
    xp: Md1Xp = prop("XP awards.")


# ----------------------------------------------------------------------------- md2


@dataclass
class Md2Mob:
    """A Mob card (one version of a family)."""

    id: str = prop("Card id.", required=True)
    family: str = prop("Family: versions of the same Mob share it.", required=True)
    name: str = prop("Name (our own).", required=True)
    band: str = prop("Band.", required=True, enum=_BAND_NAMES)
    leader_health: int = prop("Leader health.", json="leaderHealth", required=True, minimum=1)
    minion_health: int = prop(
        "Health of each minion.", json="minionHealth", required=True, minimum=1
    )
    defence: Dice = prop("Defence dice.")
    reward: int = prop("Treasure tokens on the card.", minimum=0)
    skills: Skills = prop(
        "Skills it always has (the set-enemy rules, docs/engine.md).", factory=dict
    )


@dataclass
class Md2MobItem:
    """A Mob Item card."""

    id: str = prop("Card id.", required=True)
    name: str = prop("Name.", required=True)
    attacks: Attacks = prop("Attack dice per combat type.", required=True)


@dataclass
class Md2RoamingMonster:
    """A Roaming Monster card."""

    id: str = prop("Card id.", required=True)
    name: str = prop("Name (our own).", required=True)
    band: str = prop("Band.", required=True, enum=_BAND_NAMES)
    health: int = prop("Health per hero.", required=True, minimum=1)
    defence: Dice = prop("Defence dice.", required=True)
    attacks: Attacks = prop("Attack dice per combat type.", required=True)
    reward: int = prop("Treasure tokens on the card.", minimum=0)
    skills: Skills = prop(
        "Skills it always has (the set-enemy rules, docs/engine.md).", factory=dict
    )


@dataclass
class Md2Boss:
    """A boss."""

    id: str = prop("Id.", required=True)
    name: str = prop("Name a quest's boss token refers to.", required=True)
    health: int = prop("Health per hero.", required=True, minimum=1)
    defence: Dice = prop("Defence dice.", required=True)
    attacks: Attacks = prop("Attack dice per combat type.", required=True)
    actions: int = prop("Actions after each hero's turn.", minimum=1)
    activation_dice: int = prop(
        "Enemy dice rolled for each boss action (0: no dashboard, the boss acts like a Mob).",
        0,
        json="activationDice",
        minimum=0,
        maximum=6,
    )
    dashboard: dict[str, str] = prop(
        "The dashboard: the ability for each exact count of special faces rolled (attack, "
        "sweep, move, heal:N, summon, rage).",
        factory=dict,
        keys={"pattern": "^[0-9]$"},
        values={"type": "string", "maxLength": 40},
    )
    track: list[str] = prop(
        "The boss track, which replaces the Darkness track in the boss fight: an effect per "
        "space ('' for none); the marker starts on the first space.",
        factory=list,
        items={"type": "string", "maxLength": 40},
        maxItems=20,
    )
    skills: Skills = prop(
        "Skills it always has (the set-enemy rules, docs/engine.md).", factory=dict
    )


@dataclass
class Md2DoorCard:
    """A Door card."""

    id: str = prop("Card id.", required=True)
    kind: str = prop(
        "Nothing; the next Mob gets +1 minion; the opener takes 1 wound and a rare treasure "
        "appears.",
        required=True,
        enum=["quiet", "barracks", "trapped-treasure"],
    )


_TRACK_ICONS = {"type": "string", "pattern": "^(none|mob|roaming|treasure:(common|rare|epic))$"}


@dataclass
class Md2DarknessTrack:
    """The Darkness track: icons per space."""

    front: list[str] = prop(
        "Icons of the front side: none, mob, roaming, treasure:<rarity>.",
        required=True,
        items=_TRACK_ICONS,
    )
    back: list[str] = prop(
        "Icons of the back side: none, mob, roaming, treasure:<rarity>.",
        required=True,
        items=_TRACK_ICONS,
    )


@dataclass
class Md2Traps:
    """Trap faces."""

    spike: list[int] = prop("Wounds printed on spike traps (one drawn at random).", items=_COUNT)


@dataclass
class Md2Chests:
    """Rarity printed on chests."""

    standard: list[str] = prop("Rarities of standard chests.", items={"enum": _RARITIES})
    great: list[str] = prop("Rarities of great chests.", items={"enum": _RARITIES})


@dataclass
class Md2LevelUp:
    """Level-Up Phase."""

    xp: list[int] = prop("Costs.")
    health: list[int] = prop("Max health gained per level.")
    bag: list[list[str]] = prop(
        "Treasure tokens (rarities) each hero adds to the bag on reaching each level after "
        "the first (level 2 first), from those set aside by the hero's level token.",
        factory=list,
        items={"type": "array", "items": {"enum": ["common", "rare", "epic"]}, "maxItems": 10},
        maxItems=10,
    )


@dataclass
class Md2Xp:
    """XP awards."""

    kill: int = prop("To the killer, per figure.", minimum=0)
    leader: int = prop("To every hero when a Leader dies.", minimum=0)
    roaming: int = prop("To every hero when a Roaming Monster dies.", minimum=0)


@dataclass
class Md2Content(ContentHeader):
    """Dice, decks, monsters, tracks and hero classes for the md2 ruleset (stand-ins)."""

    dice_caps: dict[str, int] = prop(
        "Most dice of each colour in a roll (yellow/orange 3, blue 5, shadow 1, enemy 6).",
        json="diceCaps",
        values=_COUNT,
    )
    enchantments: dict[str, dict[str, Any]] = prop("Extra hits/shields per symbol (see md1).")
    hero_classes: list[HeroClass] = prop("Classes.", json="heroClasses", required=True)
    starting_equipment: list[Item] = prop("Gear.", json="startingEquipment", required=True)
    items: dict[str, list[Item]] = prop(
        "Item decks by rarity.", required=True, keys={"enum": _RARITIES}
    )
    mobs: dict[str, list[Md2Mob]] = prop(
        "Mob decks by Dungeon Level band.", required=True, keys={"enum": _BAND_NAMES}
    )
    mob_items: dict[str, list[Md2MobItem]] = prop(
        "Mob Item decks by band: the Leader's attack.",
        json="mobItems",
        required=True,
        keys={"enum": _BAND_NAMES},
    )
    roaming_monsters: dict[str, list[Md2RoamingMonster]] = prop(
        "Roaming Monster decks by band (no condition scripts).",
        json="roamingMonsters",
        required=True,
        keys={"enum": _BAND_NAMES},
    )
    bosses: list[Md2Boss] = prop("Boss stat blocks (a stand-in for the boss dashboards).")
    door_cards: list[Md2DoorCard] = prop(
        "Door cards (room-reveal events).", json="doorCards", required=True
    )
    darkness_track: Md2DarknessTrack = prop(
        "The Darkness track: icons per space.", json="darknessTrack", required=True
    )
    traps: Md2Traps = prop("Trap faces.")
    fountains: list[int] = prop("Health printed on fountains.", items=_COUNT)
    chests: Md2Chests = prop("Rarity printed on chests.")
    bag: dict[str, int] = prop(
        "Treasure tokens in the box by rarity ('all' in a quest's treasureBag means this many).",
        values=_COUNT,
    )
    level_up: Md2LevelUp = prop("Level-Up Phase.", json="levelUp")
    lifebringer_bonus: Dice = prop("Dice added by a Lifebringer.", json="lifebringerBonus")
    xp: Md2Xp = prop("XP awards.")


#: The content model of each system that has stand-in content.
CONTENT_MODELS: dict[str, type] = {"md1": Md1Content, "md2": Md2Content}


def content_model(system: str) -> type | None:
    """The declared shape of ``system``'s content files: one of :data:`CONTENT_MODELS`, else
    the ``content_model`` its ruleset declares (a new ruleset adds its own, edits nothing
    here); None if it has none."""
    model = CONTENT_MODELS.get(system)
    if model is None and system.isidentifier():
        from questwright.engine.registry import get_ruleset

        try:
            model = getattr(get_ruleset(system), "content_model", None)
        except KeyError:
            return None
    return model


@cache
def content_schema(system: str) -> dict[str, Any] | None:
    """The JSON Schema of ``system``'s content files (None if it has none)."""
    model = content_model(system)
    if model is None:
        return None
    return model_schema(model, system)


@cache
def model_schema(model: type, system: str) -> dict[str, Any]:
    """The JSON Schema of a declared content shape."""
    return document_schema(model, f"{system} stand-in content")
