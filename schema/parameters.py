"""Rule parameters and quest setup, typed per game system.

``system.json`` ``parameters`` and a quest's ``parameters`` (its overrides) and ``setup`` are
mappings that the rules read by name (``board.parameter("gridCols")``). This module declares,
per system, which names exist, their types and their ranges, so that the schema refuses a
value no rule should see (``gridCols: 1000000000``, a negative count, a string where a
number belongs) before any rule runs. The quest and system schemas pick the declaration by
the system id (``if system is ddd then parameters is dddParameters``); a system the program
does not know gets :class:`OtherParameters` / :class:`OtherSetup` (the shared names typed,
any other name a bounded JSON value).

The classes only declare shapes (they are never instantiated), so their attribute names are
the JSON keys. The ranges are generous: real quests stay far inside them (see
``docs/format.md``). To add a parameter: declare it here, in the class of the system whose
rules read it (or :class:`CommonParameters` for shared code), then run
``python -m questwright.schema.generate``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar

from questwright.schema.movement_parameters import CORNER_RULES, MovementParameters
from questwright.schema.spec import COUNT_LIMIT, LIST_LIMIT, TOKEN_SIZE_LIMIT, Id, prop

__all__ = [
    "CHEST_EFFECT_KINDS",
    "CORNER_RULES",
    "EDGE_KINDS_KEY",
    "EDGE_SYSTEMS_KEY",
    "PARAMETERS",
    "SETUPS",
    "ChestEffect",
    "ChestEntry",
    "CommonParameters",
    "DddParameters",
    "DddSetup",
    "Descent1Parameters",
    "Descent1Setup",
    "EdgeProperties",
    "MachinaParameters",
    "MachinaSetup",
    "Md1Parameters",
    "Md1Setup",
    "Md2Parameters",
    "Md2Setup",
    "MovementParameters",
    "OtherParameters",
    "OtherSetup",
    "SightConventions",
    "edge_property_schemas",
]

# Costs, levels and small rule counts are single or double figures in every game: 0–100.
_SMALL: dict[str, Any] = {"minimum": 0, "maximum": 100}
_COUNT: dict[str, Any] = {"minimum": 0, "maximum": COUNT_LIMIT}


def _types(description: str) -> Any:
    return prop(description, items={"maxLength": 128}, maxItems=100)


def _ints(description: str, item: dict[str, Any], least: int = 0, most: int = 100) -> Any:
    return prop(description, items=item, minItems=least, maxItems=most)


@dataclass(kw_only=True)
class SightConventions:
    """The centre-line sight conventions C1–C10 (rules/descent.md §2.7); absent ones keep
    their defaults."""

    C1: bool = prop("Touching only the corner of a blocking cell blocks.")
    C2: bool = prop("A line squeezing between two diagonal blocking cells blocks.")
    C2w: bool = prop("A line through a pinch of walls or rock blocks.")
    C3: bool = prop("A large target's other spaces block lines to the space aimed at.")
    C4: bool = prop("An attacker's own spaces block its own lines.")
    C5: bool = prop("Adjacent spaces see each other across a wall or door edge.")
    C6: bool = prop("Revealing an area: figures block.")
    C7: bool = prop("Spawn check: other heroes block a hero's line.")
    C8: bool = prop("A large figure spawns hidden only if every space is hidden.")
    C9: bool = prop("Staircase sight needs ordinary sight to the near stair.")
    C10: str = prop("How far a figure in a pit sees.", enum=["adjacent", "none", "all"])


# --------------------------------------------------------------------------- parameters


@dataclass(kw_only=True)
class CommonParameters(MovementParameters):
    """Rule parameters the shared rules read, in any system (the movement settings first)."""

    startTokens: list[str] = _types("Token types that mark the heroes' start.")
    exitTokens: list[str] = _types("Token types that are exits.")
    spawnTokens: list[str] = _types("Token types that are enemy spawn points or enemies.")
    pickupTokens: list[str] = _types("Token types heroes pick up.")
    objectTokens: list[str] = _types("Token types that are objects heroes destroy (pillars).")
    patrolTokens: list[str] = _types(
        "Token types where wandering enemies appear (Massive Darkness level tokens)."
    )
    softComponentLimits: bool = prop(
        "Component limits are soft (tokens make change, figures recycle): over a limit is a "
        "warning, not an error."
    )
    linkEndsRequired: bool = prop(
        "A link token (staircase) without another end cuts the board (an error); false: it "
        "merely does nothing (a warning)."
    )
    wakeOnReveal: bool = prop(
        "Dormant enemies wake when their chamber or room is revealed (a door into it opens)."
    )
    escapeHeroes: str = prop(
        "Who an escape objective needs when it does not say (its `heroes` property): `any` "
        "hero (the default) or `all` heroes.",
        enum=["any", "all"],
    )
    runeKeyTokens: list[str] = _types("Token types that are rune keys.")
    lockingTokens: list[str] = _types("Token types that lock the doorway they lie on.")
    cameraTokens: list[str] = _types("Token types that are cameras (coverage, facing checks).")
    pitTerrain: list[str] = _types("Terrain kinds that are pits.")
    keysConsumed: bool = prop("A key is used up when it opens a door.")
    losSeesIntoDestroyed: bool = prop("A destroyed room is itself seen.")
    doorTokens: int = prop("Door tokens in the box.", minimum=0, maximum=COUNT_LIMIT)
    doorLimit: int = prop("Ordinary doors in the box.", minimum=0, maximum=COUNT_LIMIT)
    runeDoorLimit: int = prop("Rune doors in the box.", minimum=0, maximum=COUNT_LIMIT)
    tileCopies: dict[str, int] = prop(
        "Physical copies of a tile beyond one, by tile id.", values=_SMALL, maxProperties=1000
    )
    sightConventions: SightConventions = prop(
        "Overrides of the system's centre-line sight conventions (quests)."
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass(kw_only=True)
class MdParameters(CommonParameters):
    """Rule parameters shared by Massive Darkness 1 and 2."""

    actionsPerActivation: int = prop("Actions per hero activation.", minimum=1, maximum=100)
    movementPoints: int = prop("Movement points of a move action.", minimum=0, maximum=100)
    doorOpenCost: int = prop("Movement points to open a door.", minimum=0, maximum=100)
    magicRangeMin: int = prop("Shortest magic range in zones.", minimum=0, maximum=100)
    magicRangeMax: int = prop("Longest magic range in zones.", minimum=0, maximum=100)
    rangedRangeMin: int = prop("Shortest ranged attack range in zones.", minimum=0, maximum=100)
    maxLevel: int = prop("Highest dungeon level.", minimum=1, maximum=100)


@dataclass(kw_only=True)
class Md1Parameters(MdParameters):
    """Rule parameters of Massive Darkness (md1)."""

    doorCardRooms: int = prop("Rooms a Door card describes.", minimum=1, maximum=100)
    escapeCost: int = prop("Movement points to leave through the exit.", minimum=0, maximum=100)
    heroHealth: int = prop("Starting health of a hero.", minimum=1, maximum=1000)
    lifebringer: int = prop("Lifebringer tokens at the start.", minimum=0, maximum=100)
    maxDicePerColour: int = prop("Most dice of one colour in a roll.", minimum=1, maximum=100)
    pickUpCost: int = prop("Movement points to pick up a token.", minimum=0, maximum=100)
    pillarHealth: int = prop("Health of a pillar.", minimum=1, maximum=1000)
    startLevel: int = prop("Dungeon level at the start.", minimum=1, maximum=100)
    xpCap: int = prop("Most XP a hero holds.", minimum=0, maximum=COUNT_LIMIT)


@dataclass(kw_only=True)
class Md2Parameters(MdParameters):
    """Rule parameters of Massive Darkness 2 (md2)."""

    darknessTrackBack: int = prop(
        "Spaces on the back of the Darkness track.", minimum=0, maximum=100
    )
    darknessTrackFront: int = prop(
        "Spaces on the front of the Darkness track.", minimum=0, maximum=100
    )
    interactCost: int = prop("Movement points to interact with a token.", minimum=0, maximum=100)
    levelUpXp: list[int] = _ints("XP cost of each level-up.", _COUNT)
    lifebringersByHeroes: list[int] = _ints(
        "Lifebringers at the start, by party size (first: one hero).", _SMALL, 1, 12
    )
    lootMarkersByHeroes: list[int] = _ints(
        "Loot markers per chest, by party size (first: one hero).", _SMALL, 1, 12
    )
    mobActions: int = prop("Actions of a Mob in the enemy phase.", minimum=0, maximum=100)
    reactionWoundsPerEnemy: int = prop("Wounds a reacting enemy deals.", minimum=0, maximum=100)
    reviveHealth: int = prop("Health of a revived hero.", minimum=1, maximum=1000)
    soloActions: int = prop("Actions of a lone hero.", minimum=1, maximum=100)


@dataclass(kw_only=True)
class DddParameters(CommonParameters):
    """Rule parameters of Dark Darker Darkest (ddd)."""

    advancedRooms: bool = prop("Advanced-game room icons are used.")
    burnToDestroy: int = prop("Burn markers that destroy a tile.", minimum=1, maximum=100)
    cameraFacingRule: str = prop("How a camera's facing is chosen.", enum=["max-rooms"])
    codeChipMix: dict[str, int] = prop(
        "2-icon less 3-icon code chips on the house's lock symbols, by party size (a party "
        "size not listed: the chips are drawn as they come).",
        keys={"pattern": "^([1-9]|1[0-2])$"},
        values={"minimum": -100, "maximum": 100},
    )
    codeTokenColours: dict[str, int] = prop(
        "Code tokens in the box, by colour.", values=_SMALL, maxProperties=20
    )
    componentLimits: dict[str, int] = prop(
        "Components in the box, by kind.", values=_COUNT, maxProperties=100
    )
    cornerLockChipIcons: int = prop(
        "Icons on the chips of corner-room locks.", minimum=0, maximum=100
    )
    darknessCosts: dict[str, int] = prop(
        "Darkness each event costs: the event track's darkness space (event), a tile destroyed "
        "(tileDestroyed), a survivor eliminated or zombified (survivorEliminated), a code token "
        "removed without a chip (codeTokenBypassed), a chip icon unlocked without a matching "
        "card (unmatchedIcon).",
        keys={
            "enum": [
                "event",
                "tileDestroyed",
                "survivorEliminated",
                "codeTokenBypassed",
                "unmatchedIcon",
            ]
        },
        values=_SMALL,
    )
    darknessExtraRounds: int = prop(
        "Rounds played after the final round before darkness falls (the easing rule).",
        minimum=0,
        maximum=100,
    )
    darknessFireSpace: int = prop(
        "Darkness track space with the fire icon.", minimum=1, maximum=100
    )
    darknessStart: int = prop("Darkness track position at the start.", minimum=1, maximum=100)
    darknessTrackLength: int = prop("Positions on the Darkness track.", minimum=1, maximum=100)
    destroyedConnectsWhereNeighbourOpens: bool = prop(
        "A destroyed tile connects wherever its neighbour has a passage or doorway."
    )
    destroyedEntryCost: int = prop("Energy lost entering a destroyed tile.", minimum=0, maximum=100)
    destroyedTileRooms: int = prop("Rooms of a destroyed tile.", minimum=1, maximum=100)
    entranceCol: int = prop("Column of the entrance hall (1-based).", minimum=1, maximum=20)
    entranceRow: int = prop("Row of the entrance hall (1-based).", minimum=1, maximum=20)
    eventCycle: list[str] = prop(
        "Event track cycle.", items={"enum": ["zombie", "fire", "darkness"]}, maxItems=20
    )
    eventStart: str = prop("Starting event space.", enum=["zombie", "fire", "darkness"])
    fireDirMap: dict[str, str] = prop(
        "Fire spread direction by die result.",
        keys={"pattern": "^[1-9]$"},
        values={"enum": ["N", "E", "S", "W"]},
    )
    functionCorners: int = prop("Corner rooms with a function.", minimum=0, maximum=100)
    gridCols: int = prop("Columns of room tiles in the house.", minimum=1, maximum=20)
    gridRows: int = prop("Rows of room tiles in the house.", minimum=1, maximum=20)
    labCellClass: str = prop(
        "Where the lab may be: a corner cell, or anywhere (validators only warn).",
        enum=["corner", "any"],
    )
    maxCodeChipsPlaced: int = prop(
        "Most chips ever placed on the security board.", minimum=0, maximum=100
    )
    nemesisCornerLoss: int = prop("Corners the nemesis destroys to win.", minimum=1, maximum=100)
    securitySlots: dict[str, int] = prop(
        "Security board slots by difficulty.",
        keys={"enum": ["dark", "darker", "darkest"]},
        values=_SMALL,
    )
    showdownMovePerAP: int = prop("Rooms per AP during the showdown.", minimum=0, maximum=100)
    showdownShiftMarkers: int = prop(
        "Survivor actions that shift the showdown's markers (a nemesis reaction).",
        minimum=1,
        maximum=100,
    )
    splitTileSpawnPolicy: str = prop(
        "Where a spawn rolled on a split tile goes.", enum=["spawn-room", "choose"]
    )
    startingAP: dict[str, int] = prop(
        "AP by party size.", keys={"pattern": "^([1-9]|1[0-2])$"}, values=_SMALL
    )
    tileCells: int = prop("Cells along a side of a room tile.", minimum=1, maximum=20)
    useAmmo: bool = prop("Weapons with ammunition spend it (an optional rule).")
    zombieMovePoints: int = prop("Rooms a reacting horde may move.", minimum=0, maximum=100)
    zombieTriggerAdjacency: str = prop(
        "Which neighbours make a horde react.", enum=["orthogonal", "octile"]
    )


_MONSTER_SIZE: dict[str, Any] = {"minimum": 1, "maximum": TOKEN_SIZE_LIMIT}


@dataclass(kw_only=True)
class MonsterType:
    """A monster type (descent1): its footprint and how many figures the box has."""

    label: str = prop("Display name.")
    size: list[int] = prop(
        "Footprint width and height in spaces.",
        required=True,
        items=_MONSTER_SIZE,
        minItems=2,
        maxItems=2,
    )
    sizeSource: str = prop("Where the size comes from (rules, or assumed).")
    figures: dict[str, int] = prop(
        "Figures in the box by rank (normal, master), for the supply check.",
        keys={"enum": ["normal", "master"]},
        values=_SMALL,
    )


@dataclass(kw_only=True)
class Descent1Parameters(CommonParameters):
    """Rule parameters of Descent: Journeys in the Dark, first edition (descent1)."""

    chestOpenCost: int = prop("Movement points to open a chest.", minimum=0, maximum=100)
    doorCloseCost: int = prop("Movement points to close a door.", minimum=0, maximum=100)
    doorOpenCost: int = prop("Movement points to open a door.", minimum=0, maximum=100)
    equippedOtherItems: int = prop("Other items a hero may equip.", minimum=0, maximum=100)
    glyphConquest: int = prop("Conquest tokens for activating a glyph.", minimum=0, maximum=100)
    glyphTransportCost: int = prop("Movement points to travel by glyph.", minimum=0, maximum=100)
    heroStartNeedsActiveGlyph: bool = prop("Heroes start on an active glyph.")
    heroStartSpaces: int = prop("Start spaces around the start.", minimum=0, maximum=100)
    masterKillCoins: int = prop(
        "Coins for killing a master monster.", minimum=0, maximum=COUNT_LIMIT
    )
    moneyPileCoins: int = prop("Coins in a money pile.", minimum=0, maximum=COUNT_LIMIT)
    monsterTypes: dict[str, MonsterType] = prop("Monster types by name.", maxProperties=200)
    monstersEndOnActiveGlyph: bool = prop("Monsters may end a move on an active glyph.")
    monstersUseStairs: str = prop(
        "Which monsters use staircases.", enum=["none", "single-space", "all"]
    )
    obstacleLimit: int = prop("Obstacle tokens in the box.", minimum=0, maximum=COUNT_LIMIT)
    pitClimbCost: int = prop("Movement points to climb out of a pit.", minimum=0, maximum=100)
    pitFallNeedsWholeFootprint: bool = prop("A large figure falls only if all of it is over pits.")
    pitJumpCostPerSpace: int = prop(
        "Movement points per space jumped over a pit.", minimum=0, maximum=100
    )
    pitWounds: int = prop("Wounds of a fall into a pit.", minimum=0, maximum=100)
    revealNeedsSightOnly: bool = prop("An area is revealed by sight alone.")
    slimeWoundsPerMoveLarge: int = prop(
        "Wounds to a large figure moving through slime.", minimum=0, maximum=100
    )
    spawnForbiddenTerrain: list[str] = _types("Terrain kinds where monsters may not spawn.")
    spawnOnActiveGlyph: bool = prop("Monsters may spawn on an active glyph.")
    staircaseCost: int = prop("Movement points to use a staircase.", minimum=0, maximum=100)
    startConquest: int = prop("Conquest tokens at the start.", minimum=0, maximum=COUNT_LIMIT)
    startingCoins: int = prop("Coins of each hero at the start.", minimum=0, maximum=COUNT_LIMIT)
    townShopCost: int = prop("Movement points to shop in town.", minimum=0, maximum=100)
    vitalityPotionPrice: int = prop("Price of a vitality potion.", minimum=0, maximum=COUNT_LIMIT)


@dataclass(kw_only=True)
class MachinaParameters(CommonParameters):
    """Rule parameters of Machina Arcana (machina)."""

    abilityUses: int = prop(
        "Times a monster may play each of its abilities in one turn (absent: as often as its "
        "stamina pays, the player aid's loop).",
        minimum=1,
        maximum=10,
    )
    barrelAttack: int = prop("Attack of an exploding barrel.", minimum=0, maximum=100)
    chestCost: int = prop("Stamina to open a chest.", minimum=0, maximum=100)
    doorCloseCost: int = prop("Stamina to close a door.", minimum=0, maximum=100)
    doorDestroyCost: int = prop("Stamina to destroy a closed door.", minimum=0, maximum=100)
    doorOpenCost: int = prop("Stamina to open a door.", minimum=0, maximum=100)
    essenceCap: int = prop("Most essence a unit holds.", minimum=0, maximum=100)
    eventSpaceCost: int = prop("Stamina to use an event space.", minimum=0, maximum=100)
    exitTileCost: int = prop("Stamina to leave a map tile.", minimum=0, maximum=100)
    exploreCost: int = prop("Stamina to explore a new map tile.", minimum=0, maximum=100)
    gameDie: int = prop("Sides of the game die.", minimum=2, maximum=100)
    horrorRatingStart: int = prop("Horror rating at the start.", minimum=0, maximum=100)
    joinFeatures: list[str] = _types("Feature types that mark where map tiles join.")
    joinLength: int = prop("Length of a join edge in spaces.", minimum=1, maximum=50)
    litChapterCost: int = prop("Stamina to activate a lit chapter space.", minimum=0, maximum=100)
    monsterLevelMax: int = prop("Highest monster level.", minimum=1, maximum=100)
    monstersPathThroughClosedDoors: bool = prop(
        "Monsters count paths through closed doors when they seek the nearest explorer."
    )
    moveCost: int = prop("Stamina per space moved.", minimum=0, maximum=100)
    obstacleTokens: list[str] = _types("Token types that obstruct ordinary ranged targeting.")
    rangeMetric: str = prop("How range is counted.", enum=["chebyshev", "manhattan"])
    rechargeCost: int = prop("Stamina to use a recharge station.", minimum=0, maximum=100)
    sealSpawnCost: int | None = prop(
        "Stamina to seal a spawn space (null: unknown).", nullable=True, minimum=0, maximum=100
    )
    spawnRatingStart: int = prop("Spawn rating at the start.", minimum=0, maximum=100)
    spawnTerrain: list[str] = _types("Terrain kinds that are spawn spaces.")
    tileSize: int = prop("Spaces along a side of a map tile.", minimum=1, maximum=50)
    tradeCost: int = prop("Stamina to trade.", minimum=0, maximum=100)
    trapAttack: int = prop("Attack of a trap.", minimum=0, maximum=100)
    trapLeverCost: int = prop("Stamina to pull a trap lever.", minimum=0, maximum=100)
    trapLeverTerrain: list[str] = _types("Terrain kinds that are trap levers.")
    trappedTerrain: list[str] = _types("Terrain kinds that are trapped floor.")
    unlitChapterCost: int | None = prop(
        "Stamina to activate an unlit chapter space (null: unknown).",
        nullable=True,
        minimum=0,
        maximum=100,
    )
    useInventoryCost: int = prop("Stamina to use the inventory.", minimum=0, maximum=100)
    workbenchCost: int = prop("Stamina to use a workbench.", minimum=0, maximum=100)


@dataclass(kw_only=True)
class OtherParameters(CommonParameters):
    """Rule parameters of a system this program has no rules for: the shared names typed,
    any other name a bounded value."""

    __json_schema_extra__: ClassVar[dict[str, Any]] = {
        "additionalProperties": {"$ref": "#/$defs/value"},
        "maxProperties": LIST_LIMIT,
    }


# --------------------------------------------------------------------------- setup


#: Annotations of a typed edge property in the schema: the edge kinds it applies to and the
#: systems whose rules read it (the editor offers it only there).
EDGE_KINDS_KEY = "x-edgeKinds"
EDGE_SYSTEMS_KEY = "x-systems"


def _on(kinds: list[str], systems: list[str]) -> dict[str, Any]:
    return {EDGE_KINDS_KEY: kinds, EDGE_SYSTEMS_KEY: systems}


@dataclass(kw_only=True)
class EdgeProperties:
    """The keys of a quest edge's `properties` that the rules read, typed; any other key is a
    bounded value."""

    attackable: bool = prop(
        "Barrier (md1): false: nobody can attack it and only a trigger's `destroy` effect "
        "removes it (absent or true: heroes attack it like an enemy).",
        True,
        **_on(["barrier"], ["md1"]),
    )
    health: int = prop(
        "Barrier (md1): its health when attacked (default: the parameter pillarHealth).",
        minimum=1,
        maximum=1000,
        **_on(["barrier"], ["md1"]),
    )
    defence: int = prop(
        "Barrier (md1): blue defence dice it rolls.",
        0,
        minimum=0,
        maximum=100,
        **_on(["barrier"], ["md1"]),
    )
    roomOrder: list[Id] = prop(
        "Door (md1): the room zones it reveals, first to last, where they tie.",
        maxItems=LIST_LIMIT,
        **_on(["door"], ["md1"]),
    )
    extras: dict[str, Any] = field(default_factory=dict)

    __json_schema_defaults__: ClassVar[bool] = True
    __json_schema_extra__: ClassVar[dict[str, Any]] = {
        "additionalProperties": {"$ref": "#/$defs/value"},
        "maxProperties": LIST_LIMIT,
    }


def edge_property_schemas(kind: str, system: str | None) -> dict[str, dict[str, Any]]:
    """The schemas of the typed edge properties that apply to an edge of ``kind`` in a quest
    of ``system``, by key (declaration order): those whose ``x-edgeKinds`` name the kind and
    whose ``x-systems``, if any, name the system."""
    return {
        key: sub
        for key, sub in _edge_property_schemas().items()
        if kind in sub.get(EDGE_KINDS_KEY, [kind])
        and (EDGE_SYSTEMS_KEY not in sub or system in sub[EDGE_SYSTEMS_KEY])
    }


@cache
def _edge_property_schemas() -> dict[str, dict[str, Any]]:
    from questwright.schema.generate import object_schema

    properties: dict[str, dict[str, Any]] = object_schema(EdgeProperties)["properties"]
    return properties


@dataclass(kw_only=True)
class MdFlags:
    """Switches of the md engine for a quest."""

    noEvents: bool = prop("No Event cards are drawn.")
    noReinforcements: bool = prop("No reinforcements arrive.")
    levelMode: str = prop(
        "How the dungeon level rises: by the rules, or only by the quest's set-level effects.",
        enum=["rules", "script"],
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass(kw_only=True)
class MdSetup:
    """Quest setup shared by Massive Darkness 1 and 2."""

    flags: MdFlags = prop("Switches of the md engine for this quest.")
    enemyScripts: dict[str, str] = prop(
        "Script names of enemies placed at setup, by token id.",
        values={"maxLength": 128},
        maxProperties=1000,
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass(kw_only=True)
class Md1Setup(MdSetup):
    """Quest setup of Massive Darkness (md1)."""

    startLevel: int = prop("Dungeon level at the start.", minimum=1, maximum=100)
    lifebringer: int = prop("Lifebringer tokens at the start.", minimum=0, maximum=100)
    treasureLevel: str = prop(
        "Treasure is drawn from the level of its tile, or the current level.",
        enum=["tile", "current"],
    )
    facedownPools: dict[str, list[str]] = prop(
        "Pools of token types dealt face down, by pool name.",
        values={"items": {"maxLength": 128}, "maxItems": 100},
        maxProperties=100,
    )
    tokenEffects: dict[str, str] = prop(
        "What each face-down token type does when revealed (text for players).",
        maxProperties=100,
    )


@dataclass(kw_only=True)
class Md2Setup(MdSetup):
    """Quest setup of Massive Darkness 2 (md2)."""

    darknessTrack: bool = prop("The Darkness track is used.")
    bossArena: list[Id] = prop("Zone refs of the boss arena.", maxItems=100)
    bossRoom: Id = prop("Tile instance of the boss room.")
    lifebringers: int = prop(
        "Lifebringers at the start (instead of by party size).", minimum=0, maximum=100
    )
    treasureBag: dict[str, int | str] = prop(
        "Treasure tokens in the bag by rarity: a number, or 'all' of the box.",
        keys={"enum": ["common", "rare", "epic"]},
        values={"anyOf": [{"type": "integer", **_COUNT}, {"const": "all"}]},
    )


@dataclass(kw_only=True)
class DddSetup:
    """Quest setup of Dark Darker Darkest (ddd)."""

    chipPlanting: str = prop(
        "How the code chips and the security sequence are set: 'per-game' plants them anew in"
        " every game by the rulebook's procedure (the chips' colours and the sequence in the"
        " quest are ignored); 'fixed' keeps the quest's sequence and chip colours (blank chips"
        " are still drawn). Default: per-game.",
        enum=["per-game", "fixed"],
    )
    difficulty: str = prop("Difficulty mode.", enum=["dark", "darker", "darkest"])
    securitySequence: list[str] = prop(
        "Colours of the security sequence, in order (used with chipPlanting 'fixed').",
        items={"maxLength": 32},
        maxItems=64,
    )
    extras: dict[str, Any] = field(default_factory=dict)


#: what a descent1 chest can do (the engine's effect kinds of chest tables)
CHEST_EFFECT_KINDS = [
    "coins",
    "treasure",
    "conquest",
    "curse",
    "threat",
    "heal",
    "fatigue",
    "damage",
    "message",
]


@dataclass(kw_only=True)
class ChestEffect:
    """One effect of a descent1 chest entry."""

    kind: str = prop(
        "coins (each hero gains `value`), treasure (each hero draws a treasure of tier "
        "`value`), conquest (± tokens), curse (`value` curses: the overlord gains threat "
        "equal to the number of heroes per curse), threat (the overlord gains `value`), "
        "heal, fatigue, damage (the hero who opened it), message.",
        required=True,
        enum=CHEST_EFFECT_KINDS,
    )
    value: Any = prop(
        "Amount, or the treasure tier.",
        schema={
            "type": ["integer", "string"],
            "minimum": -1000,
            "maximum": 100_000,
            "maxLength": 64,
        },
    )
    target: str = prop(
        "Who: the hero who opened it (default for heal, fatigue and damage) or all heroes.",
        enum=["hero", "all"],
    )
    text: str = prop("Message text.", maxLength=2000)


@dataclass(kw_only=True)
class ChestEntry:
    """What one chest number holds: the text read aloud and what the engine does."""

    text: str = prop("Read aloud (our own words).", maxLength=2000)
    effects: list[ChestEffect] = prop("What it does, in order.", required=True, maxItems=20)


@dataclass(kw_only=True)
class Descent1Setup:
    """Quest setup of Descent: Journeys in the Dark, first edition (descent1)."""

    startArea: Id = prop("The reveal area the heroes start in.")
    startConquest: int = prop("Conquest tokens at the start.", minimum=0, maximum=COUNT_LIMIT)
    defeat: str = prop("How the heroes lose.", enum=["conquest-zero"])
    chestTable: dict[str, dict[str, str | ChestEntry]] = prop(
        "Chest contents by chest kind (copper, silver, gold) and number: text for the "
        "players (test play then applies the stand-in table's effects for that number) or "
        "an entry with its text and effects.",
        maxProperties=20,
        values={"propertyNames": {"pattern": "^[1-9][0-9]?$"}, "maxProperties": 99},
    )
    chestTableNote: str = prop("Where the chest table comes from.")
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass(kw_only=True)
class MachinaChapter:
    """A chapter of a machina quest."""

    id: Id = prop("Chapter id.", required=True)
    title: str = prop("Title.")
    blocking: bool = prop("The next chapter waits until this one is done.")
    objective: Id = prop("The objective that completes it.")
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass(kw_only=True)
class MachinaSetup:
    """Quest setup of Machina Arcana (machina)."""

    chapters: list[MachinaChapter] = prop("The chapters, in order.", maxItems=50)
    horrorRating: int = prop("Horror rating at the start.", minimum=0, maximum=100)
    monsterLevel: int = prop("Monster level at the start.", minimum=1, maximum=100)
    monsterThreat: int = prop("Monster threat at the start.", minimum=0, maximum=100)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass(kw_only=True)
class OtherSetup:
    """Quest setup of a system this program has no rules for: bounded values."""

    extras: dict[str, Any] = field(default_factory=dict)

    __json_schema_extra__: ClassVar[dict[str, Any]] = {
        "additionalProperties": {"$ref": "#/$defs/value"},
        "maxProperties": LIST_LIMIT,
    }


#: Parameter declarations by system id (others: :class:`OtherParameters`).
PARAMETERS: dict[str, type] = {
    "md1": Md1Parameters,
    "md2": Md2Parameters,
    "ddd": DddParameters,
    "descent1": Descent1Parameters,
    "machina": MachinaParameters,
}
#: Setup declarations by system id (others: :class:`OtherSetup`).
SETUPS: dict[str, type] = {
    "md1": Md1Setup,
    "md2": Md2Setup,
    "ddd": DddSetup,
    "descent1": Descent1Setup,
    "machina": MachinaSetup,
}
