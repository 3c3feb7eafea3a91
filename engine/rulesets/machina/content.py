"""The shape of Machina Arcana's stand-in content file (``tilesets/machina/content.json``).

Declared with the same field mechanism as the quest format (:func:`questwright.schema.spec.prop`);
the ruleset names :class:`MachinaContent` as its ``content_model``, so
:func:`questwright.engine.content_schema.content_schema` generates the JSON Schema from it and
:func:`questwright.engine.content.load_content` checks the file on load. Every number here is
our own stand-in, not the publisher's cards; ``rules`` holds the numbers the reference sheet
leaves out or garbles (each listed in docs/engine.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from questwright.schema.spec import prop

__all__ = [
    "ABILITY_EFFECTS",
    "Ability",
    "AttackSpec",
    "Card",
    "ExplorerClass",
    "Item",
    "MachinaContent",
    "MachinaRules",
    "MonsterCard",
]

_SMALL = {"type": "integer", "minimum": 0, "maximum": 100}
#: what an ability or a usable item does (docs/engine.md, "Abilities")
ABILITY_EFFECTS = (
    "attack",
    "aura",
    "push",
    "pull",
    "teleport",
    "lever",
    "door",
    "control",
    "heal",
)
_EFFECTS = ["heal", "essence", "wound", "ambush", "light", "frenzy", "quiet", "stamina"]


@dataclass
class AttackSpec:
    """An attack: its dice, kind (normal against armour, arcane against will), range and
    stamina cost."""

    dice: dict[str, int] = prop(
        "Attack dice by colour (keys of 'dice'): how many of each.",
        required=True,
        values=_SMALL,
    )
    kind: str = prop(
        "normal (against armour) or arcane (against will).",
        required=True,
        enum=["normal", "arcane"],
    )
    range: int = prop("1: melee (an adjacent unit); more: ranged.", required=True, minimum=1)
    cost: int = prop("Stamina per attack.", required=True, minimum=0, maximum=100)
    ignore_obstacles: bool = prop(
        "Ranged targeting that ignores obstacles (only walls, closed doors and rubble stop it).",
        json="ignoreObstacles",
    )


@dataclass
class Ability:
    """An active ability (stand-in): one a monster tries at each step of its activation, or
    what an item does when an explorer uses it. ``effect`` says what it does:

    * ``attack``: roll ``dice`` against a target's armour (``kind`` normal) or will (arcane);
    * ``aura``: one roll of ``dice`` against every opposing unit within ``range`` that the
      user sees (untargeted);
    * ``push`` / ``pull``: move a target within ``range`` ``distance`` spaces straight away
      from / toward the user (orthogonal when in line, else diagonal);
    * ``teleport``: the user jumps to a free passable space within ``range`` (walls,
      obstacles and closed doors ignored); a monster jumps next to its target;
    * ``lever``: (scheming) pull a trap lever next to the user while an explorer stands on
      a trapped space of the lever's tile;
    * ``door``: (scheming, monsters) ``action`` open, close or destroy a door next to the
      user (docs/engine.md: when each is used and how ties go);
    * ``control``: (explorers) drive a monster within ``range`` for one action, as a
      scheming monster: it walks into a pit next to it, else attacks another monster;
    * ``heal``: the user regains ``amount`` health.

    Targeted effects never target an ethereal monster unless ``targetsEthereal`` says so.
    """

    effect: str = prop("What it does (see above).", required=True, enum=list(ABILITY_EFFECTS))
    cost: int = prop("Stamina per use.", required=True, minimum=0, maximum=100)
    id: str = prop(
        "The word an explorer's ability is played by (hN ability ID TARGET).",
        pattern=r"^[a-z][a-z0-9-]*$",
    )
    name: str = prop("Name (our own).")
    essence: int = prop("Essence per use (explorers).", minimum=0, maximum=100)
    range: int = prop(
        "Targets within this many 8-way steps (1: adjacent); teleport: how far.",
        minimum=1,
        maximum=50,
    )
    ignore_obstacles: bool = prop(
        "Targeting that only walls, closed doors and rubble stop.", json="ignoreObstacles"
    )
    dice: dict[str, int] = prop("attack / aura: dice by colour (keys of 'dice').", values=_SMALL)
    kind: str = prop(
        "attack / aura: normal (against armour) or arcane (against will).",
        enum=["normal", "arcane"],
    )
    distance: int = prop("push / pull: spaces moved (default 1).", minimum=1, maximum=20)
    amount: int = prop("heal: health restored (default 1).", minimum=1, maximum=100)
    action: str = prop(
        "door: what the monster does to a door (open, close, destroy).",
        enum=["open", "close", "destroy"],
    )
    targets_ethereal: bool = prop("It may target ethereal monsters.", json="targetsEthereal")


@dataclass
class ExplorerClass:
    """An explorer card (stand-in)."""

    id: str = prop("Class id used by --heroes.", required=True)
    name: str = prop("Name (our own).", required=True)
    health: int = prop("Starting and maximum health.", required=True, minimum=1, maximum=100)
    stamina: int = prop("Stamina at the start of each explorer phase.", required=True, minimum=1)
    armour: int = prop("Armour: a normal attack hits on a total at least this.", required=True)
    will: int = prop("Will: an arcane attack hits on a total at least this.", required=True)
    essence: int = prop("Essence at the start.", required=True, minimum=0, maximum=100)
    attack: AttackSpec = prop("The explorer's attack.", required=True)
    abilities: list[Ability] = prop(
        "Active abilities the explorer plays with 'hN ability ID TARGET' (each needs an id).",
        maxItems=10,
    )


@dataclass
class MonsterCard:
    """A monster card (stand-in)."""

    id: str = prop("Card id.", required=True)
    name: str = prop("Name (our own).", required=True)
    level: int = prop("Monster level 1-4.", required=True, minimum=1, maximum=4)
    health: int = prop("Maximum health.", required=True, minimum=1, maximum=100)
    stamina: int = prop("Stamina per monster turn.", required=True, minimum=0, maximum=100)
    armour: int = prop("Armour.", required=True, minimum=0, maximum=100)
    will: int = prop("Will.", required=True, minimum=0, maximum=100)
    attack: AttackSpec = prop("Its attack ability (once per monster turn).", required=True)
    mindless: bool = prop("Never moves itself into a pit.")
    ethereal: bool = prop(
        "Moves through other units (and they through it); targeted only by effects that say "
        "so (player aid). Walls and closed doors stop it unless passesWalls says otherwise."
    )
    passes_walls: bool = prop(
        "It passes walls and closed doors (a card that says so).", json="passesWalls"
    )
    immobile: bool = prop(
        "Never moves: not pushed or pulled; other monsters count it as rubble (B.3, B.4)."
    )
    abilities: list[Ability] = prop(
        "Active abilities tried after its attack, in this order, at every step of its turn.",
        maxItems=10,
    )


@dataclass
class Card:
    """An event card (stand-in): one effect."""

    id: str = prop("Card id.", required=True)
    name: str = prop("Name (our own).", required=True)
    effect: str = prop(
        "heal / essence / wound / stamina: 1 to the explorer (horror events: to every "
        "explorer); ambush: a monster spawns near the explorer (horror: near the healthiest); "
        "light: a chapter space on the explorer's tile is lit; frenzy: monsters get +1 stamina "
        "this round; quiet: nothing.",
        required=True,
        enum=_EFFECTS,
    )


@dataclass
class Item:
    """An item card (stand-in): a bonus while carried."""

    id: str = prop("Item id.", required=True)
    name: str = prop("Name (our own).", required=True)
    attack: int = prop("Added to the carrier's attack totals.", minimum=0, maximum=100)
    armour: int = prop("Added to the carrier's armour and will.", minimum=0, maximum=100)
    health: int = prop("Health restored when taken.", minimum=0, maximum=100)
    value: int = prop("How much the keep policy prefers it (higher first).", minimum=0, maximum=100)
    use: Ability = prop("What using it does (the 'item' action); none: passive only.")
    one_shot: bool = prop("Discarded after one use.", json="oneShot")


@dataclass
class MachinaRules:
    """Numbers the reference sheet leaves out or garbles (stand-ins; docs/engine.md)."""

    seal_spawn_stamina: int = prop(
        "Stamina to seal a spawn space when the system's sealSpawnCost is null.",
        json="sealSpawnStamina",
        minimum=0,
        maximum=100,
    )
    seal_spawn_essence: int = prop(
        "Essence to seal a spawn space.", json="sealSpawnEssence", minimum=0, maximum=100
    )
    unlit_chapter_stamina: int = prop(
        "Stamina to activate an unlit chapter space when unlitChapterCost is null.",
        json="unlitChapterStamina",
        minimum=0,
        maximum=100,
    )
    unlit_chapter_essence: int = prop(
        "Essence to activate an unlit chapter space.",
        json="unlitChapterEssence",
        minimum=0,
        maximum=100,
    )
    threat_track: int = prop(
        "Positions on the monster threat track: passing the last resets it and raises the "
        "monster level.",
        json="threatTrack",
        minimum=1,
        maximum=20,
    )
    tiles_in_play: int = prop(
        "Most map tiles in play: exploring beyond it scrolls the oldest empty tile off.",
        json="tilesInPlay",
        minimum=2,
        maximum=50,
    )
    spawn_light_roll: int = prop(
        "A spawn roll of this value lights a chapter space on the explorer's tile (0: never).",
        json="spawnLightRoll",
        minimum=0,
        maximum=100,
    )


@dataclass
class MachinaContent:
    """Dice, explorers, monsters, decks and stand-in rule numbers for the machina ruleset."""

    format: str = prop("File format.", required=True, schema={"const": "questwright-content"})
    format_version: int = prop(
        "Format version.", json="formatVersion", required=True, schema={"const": 1}
    )
    id: str = prop("Content id.")
    system: str = prop("Game system id.", required=True, schema={"const": "machina"})
    name: str = prop("Display name.")
    stand_in: str = prop(
        "Says that this is invented stand-in data, not the publisher's.",
        json="standIn",
        required=True,
    )
    dice: dict[str, list[int]] = prop(
        "Attack dice by colour: the number on each face (summed in a roll).",
        required=True,
        values={"type": "array", "minItems": 1, "maxItems": 20, "items": _SMALL},
    )
    recharge_die: list[str] = prop(
        "Faces of the recharge die: health (1 back), stamina (back to full) or nothing.",
        json="rechargeDie",
        required=True,
        items={"enum": ["health", "stamina", "nothing"]},
        minItems=1,
        maxItems=20,
    )
    area_dice: str = prop(
        "The die colour of area attacks (trap levers, barrels): 'for N' rolls N of them.",
        json="areaDice",
        required=True,
    )
    explorers: list[ExplorerClass] = prop("Explorer cards.", required=True, minItems=1)
    monsters: list[MonsterCard] = prop("Monster cards, every level.", required=True, minItems=1)
    horror_events: list[Card] = prop("The horror event deck.", json="horrorEvents", required=True)
    explorer_events: list[Card] = prop(
        "The explorer event deck (event spaces).", json="explorerEvents", required=True
    )
    items: list[Item] = prop("The item deck (chests, workbenches).", required=True)
    rules: MachinaRules = prop("Stand-in rule numbers.", required=True)
