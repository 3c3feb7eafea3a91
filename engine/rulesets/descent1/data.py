"""What a descent1 game reads but never changes: stand-in content and the quest's layout.

:func:`prepare` builds one :class:`GameData` per :class:`~questwright.engine.core.Game`
(``game.data``), shared by every state: dice faces, hero sheets, items, monster stats for
the game's band of player counts, the overlord deck, chest tables, and from the quest its
reveal areas with their contents, staircases, pits and hazards, start spaces and glyphs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from questwright.core.geometry import Cell
from questwright.core.params import as_int
from questwright.engine.rulesets.descent1.geometry import Footprint, Geometry, footprint_of
from questwright.schema.model import Effect, Token

__all__ = [
    "Card",
    "Face",
    "GameData",
    "HeroDef",
    "Item",
    "MonsterDef",
    "Stats",
    "prepare",
]


@dataclass(frozen=True)
class Face:
    """One die face."""

    damage: int = 0
    range: int = 0
    surge: int = 0
    enhance: int = 0
    miss: bool = False


@dataclass(frozen=True)
class Item:
    """A weapon or an armor card."""

    id: str
    name: str
    kind: str
    price: int
    attack: str = ""
    dice: tuple[str, ...] = ()
    hands: int = 1
    surges: tuple[tuple[int, str, int], ...] = ()
    abilities: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    armor: int = 0
    speed_cap: int = 0


@dataclass(frozen=True)
class HeroDef:
    id: str
    name: str
    wounds: int
    fatigue: int
    armor: int
    speed: int
    traits: dict[str, int] = field(hash=False, compare=False)
    conquest: int
    kit: tuple[str, ...]


@dataclass(frozen=True)
class Stats:
    """A monster's numbers (one type and rank, for the game's band of player counts)."""

    speed: int
    wounds: int
    armor: int
    dice: tuple[str, ...]
    abilities: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


@dataclass(frozen=True)
class MonsterDef:
    id: str
    label: str
    attack: str
    shape: str
    size: tuple[int, int]
    figures: dict[str, int] = field(hash=False, compare=False)
    stats: dict[str, Stats] = field(hash=False, compare=False)


@dataclass(frozen=True)
class Card:
    """One overlord card in the deck (copies have their own ids)."""

    id: str
    base: str
    name: str
    type: str
    cost: int
    discard: int
    trigger: str = ""
    spec: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


@dataclass
class GameData:
    """Everything a descent1 game shares between its states (see the module docstring)."""

    geo: Geometry
    dice: dict[str, tuple[Face, ...]]
    power_cap: int
    heroes: dict[str, HeroDef]
    items: dict[str, Item]
    monsters: dict[str, MonsterDef]
    band: str
    cards: dict[str, Card]
    deck: list[str]
    overlord: dict[str, Any]
    shop_items: list[str]
    potion_prices: dict[str, int]
    healing: int
    potion_limit: int
    chest_piles: dict[str, list[int]]
    chest_table: dict[str, dict[str, dict[str, Any]]]
    treasure: dict[str, list[Any]]
    # quest layout
    area_ids: list[str]
    area_of: dict[Cell, str]
    area_cells: dict[str, frozenset[Cell]]
    area_text: dict[str, str]
    area_tokens: dict[str, list[Token]]
    area_doors: dict[str, list[str]]
    #: per door an area lists, that area ("": on the board from the start)
    door_area: dict[str, str]
    start_area: str
    start_conquest: int
    start_spaces: list[Cell]
    pits: frozenset[Cell]
    hazards: frozenset[Cell]
    #: spaces where a monster may ever be spawned (passable, in an area, no pit or hazard)
    spawnable: frozenset[Cell]
    stairs: dict[Cell, tuple[Cell, ...]]
    zone_of: dict[Cell, int]
    cell_of: list[Cell]
    door_index: dict[str, int]
    door_locks: dict[str, str]
    door_closed: dict[str, bool]
    named: dict[str, dict[str, Any]]
    monsters_use_stairs: str
    glyph_conquest: int
    stair_cost: int
    glyph_cost: int
    shop_cost: int
    chest_cost: int
    door_cost: int
    pit_climb: int
    pit_jump: int
    pit_wounds: int
    money_coins: int
    master_coins: int
    starting_coins: int

    def best_price(self, item_ids: list[str]) -> int:
        """The shop price of the dearest of these items (0 for none or unknown ones): what a
        hero's best weapon or armour is worth."""
        return max((self.items[i].price for i in item_ids if i in self.items), default=0)


def door_areas(area_doors: dict[str, list[str]]) -> dict[str, str]:
    """Per door, the first area whose list holds it (``GameData.door_area``)."""
    found: dict[str, str] = {}
    for area, doors in area_doors.items():
        for door_id in doors:
            found.setdefault(door_id, area)
    return found


def _face(doc: dict[str, Any]) -> Face:
    return Face(
        int(doc.get("damage", 0)),
        int(doc.get("range", 0)),
        int(doc.get("surge", 0)),
        int(doc.get("enhance", 0)),
        bool(doc.get("miss", False)),
    )


def _item(doc: dict[str, Any]) -> Item:
    return Item(
        id=doc["id"],
        name=doc["name"],
        kind=doc["kind"],
        price=int(doc["price"]),
        attack=doc.get("attack", ""),
        dice=tuple(doc.get("dice", ())),
        hands=int(doc.get("hands", 1)),
        surges=tuple(
            (int(s["cost"]), s["effect"], int(s.get("value", 1))) for s in doc.get("surges", ())
        ),
        abilities=dict(doc.get("abilities", {})),
        armor=int(doc.get("armor", 0)),
        speed_cap=int(doc.get("speedCap", 0)),
    )


def _stats(doc: dict[str, Any]) -> Stats:
    return Stats(
        int(doc["speed"]),
        int(doc["wounds"]),
        int(doc["armor"]),
        tuple(doc["dice"]),
        dict(doc.get("abilities", {})),
    )


def band_of(heroes: int) -> str:
    """The monster-card band for a party: players are the heroes plus the overlord."""
    return "2-3" if heroes + 1 <= 3 else "4-5"


def _effects(entry: Any) -> dict[str, Any]:
    if isinstance(entry, str):
        return {"text": entry, "effects": None}
    return {
        "text": entry.get("text", ""),
        "effects": [Effect(**_effect_fields(e)) for e in entry.get("effects", [])],
    }


def _effect_fields(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: doc[k] for k in ("kind", "target", "value", "text") if k in doc}


def prepare(game: Any) -> GameData:
    """The shared data of ``game`` (content loaded by the ruleset, the compiled board)."""
    content = game.content
    board = game.board
    topo = game.topology
    quest = board.quest
    door_ids = list(topo.door_ids)
    geo = Geometry(board, door_ids)
    band = band_of(len(game.party))
    types = board.parameter("monsterTypes", {}) or {}
    monsters: dict[str, MonsterDef] = {}
    for mid, doc in content["monsters"].items():
        spec = types.get(mid, {}) if isinstance(types, dict) else {}
        size = tuple(spec.get("size", (1, 1)))
        shape = doc.get("shape") or ("single" if size == (1, 1) else "block")
        monsters[mid] = MonsterDef(
            id=mid,
            label=str(spec.get("label", mid)),
            attack=doc["attack"],
            shape=shape,
            size=(int(size[0]), int(size[1])),
            figures=dict(doc["figures"]),
            stats={rank: _stats(s) for rank, s in doc["stats"][band].items()},
        )
    cards: dict[str, Card] = {}
    deck: list[str] = []
    for doc in content["overlord"]["deck"]:
        spec = {k: v for k, v in doc.items() if k not in ("id", "name", "type", "cost", "count")}
        for n in range(int(doc["count"])):
            cid = f"{doc['id']}-{n + 1}"
            cards[cid] = Card(
                cid,
                doc["id"],
                doc["name"],
                doc["type"],
                int(doc["cost"]),
                int(doc["discard"]),
                doc.get("trigger", ""),
                spec,
            )
            deck.append(cid)
    # chest table: the content's defaults, the quest's entries over them
    table: dict[str, dict[str, dict[str, Any]]] = {}
    for tier, entries in content["chests"]["table"].items():
        table[tier] = {n: _effects(e) for n, e in entries.items()}
    quest_table = quest.setup.get("chestTable")
    if isinstance(quest_table, dict):
        for tier, entries in quest_table.items():
            if not isinstance(entries, dict):
                continue
            for n, entry in entries.items():
                parsed = _effects(entry)
                default = table.get(tier, {}).get(str(n))
                if parsed["effects"] is None:  # text only: the stand-in effects apply
                    parsed["effects"] = default["effects"] if default else []
                table.setdefault(tier, {})[str(n)] = parsed
    # areas
    area_of: dict[Cell, str] = {}
    area_cells: dict[str, frozenset[Cell]] = {}
    area_text: dict[str, str] = {}
    for area in quest.areas:
        cells = frozenset(tuple(c) for c in area.cells if tuple(c) in board.cells)
        area_cells[area.id] = cells
        area_text[area.id] = area.text or ""
        for c in cells:
            area_of.setdefault(c, area.id)
    area_ids = [a.id for a in quest.areas]
    start_area = quest.setup.get("startArea")
    if not isinstance(start_area, str) or start_area not in area_cells:
        start_area = area_ids[0] if area_ids else ""
    area_tokens: dict[str, list[Token]] = {a: [] for a in area_ids}
    area_tokens.setdefault("", [])
    for token in sorted(board.tokens.values(), key=lambda t: t.id):
        if token.cell is None or tuple(token.cell) not in board.cells:
            continue  # (off the board: TOKEN_OFF_BOARD says so; nothing to lay out)
        area = token.area if token.area in area_cells else area_of.get(tuple(token.cell), "")
        area_tokens.setdefault(area, []).append(token)
    area_doors: dict[str, list[str]] = {a: [] for a in area_ids}
    area_doors.setdefault("", [])
    door_area = {e.id: e.area for e in quest.edges if e.id}
    for door_id in door_ids:
        area = door_area.get(door_id)
        if area not in area_cells:
            area = ""
        area_doors.setdefault(area or "", []).append(door_id)
    door_locks: dict[str, str] = {}
    door_closed: dict[str, bool] = {}
    for door_id, door in board.doors.items():
        lock = door.lock
        if lock is not None and lock.kind == "rune":
            door_locks[door_id] = str(lock.color or "")
        elif lock is not None or door.state == "locked":
            door_locks[door_id] = "?"  # a lock descent1 does not know: never opens
        door_closed[door_id] = not door.is_open
    # hero start spaces: start tokens by seat, else on and around an active start glyph
    starts = sorted(
        (t for t in area_tokens.get(start_area, []) if t.type in ("start",)),
        key=lambda t: (as_int(t.properties.get("seat", 99), 99), t.id),
    )
    start_spaces: list[Cell] = [(t.cell[0], t.cell[1]) for t in starts if t.cell is not None]
    glyphs: list[Cell] = [
        (t.cell[0], t.cell[1])
        for t in area_tokens.get(start_area, [])
        if t.type == "glyph" and t.properties.get("active") is True and t.cell is not None
    ]
    for g in glyphs:
        ring = [
            g,
            *sorted(
                ((g[0] + dx, g[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy),
                key=lambda c: (c[1], c[0]),
            ),
        ]
        start_spaces += [c for c in ring if c in geo.passable and c not in start_spaces]
    if not start_spaces:  # no glyph and no start marker: anywhere in the start area
        ordered = sorted(area_cells.get(start_area, geo.passable), key=lambda c: (c[1], c[0]))
        start_spaces = [c for c in ordered if c in geo.passable]
    pit_kinds = set(board.parameter("pitTerrain", ["pit"]) or ["pit"])
    pits = board.cells_with_terrain(pit_kinds)
    hazard_kinds = {
        k for k, t in (board.system.terrain.items() if board.system else []) if t.hazard
    } - pit_kinds
    hazards = board.cells_with_terrain(hazard_kinds)
    spawn_forbidden = set(board.parameter("spawnForbiddenTerrain", []) or [])
    stairs: dict[Cell, tuple[Cell, ...]] = {}
    for group in geo.model.link_groups().values():
        group = [c for c in group if c in board.cells]  # (one off the board leads nowhere)
        for c in group:
            stairs[c] = tuple(sorted(o for o in group if o != c))
    zone_of: dict[Cell, int] = {}
    cell_of: list[Cell] = [(0, 0)] * len(topo.zone_ids)
    for c, info in board.cells.items():
        z = topo.index[info.zone]
        zone_of[c] = z
        cell_of[z] = c
    named: dict[str, dict[str, Any]] = {}
    for token in board.tokens.values():
        if token.type == "monster" and token.properties.get("rank") == "named":
            named[token.id] = dict(token.properties)
    shop = content["shop"]
    return GameData(
        geo=geo,
        dice={c: tuple(_face(f) for f in d["faces"]) for c, d in content["dice"].items()},
        power_cap=int(content.get("powerDiceCap", 5)),
        heroes={
            h["id"]: HeroDef(
                h["id"],
                h["name"],
                int(h["wounds"]),
                int(h["fatigue"]),
                int(h["armor"]),
                int(h["speed"]),
                dict(h["traits"]),
                int(h["conquest"]),
                tuple(h["kit"]),
            )
            for h in content["heroes"]
        },
        items={i["id"]: _item(i) for i in content["items"]},
        monsters=monsters,
        band=band,
        cards=cards,
        deck=deck,
        overlord=dict(content["overlord"]),
        shop_items=list(shop["items"]),
        potion_prices=dict(shop["potions"]),
        healing=int(content["potions"]["healing"]),
        potion_limit=int(content["potions"]["equipped"]),
        chest_piles={k: list(v) for k, v in content["chests"]["piles"].items()},
        chest_table=table,
        treasure={k: list(v) for k, v in content["treasure"].items()},
        area_ids=area_ids,
        area_of=area_of,
        area_cells=area_cells,
        area_text=area_text,
        area_tokens=area_tokens,
        area_doors=area_doors,
        door_area=door_areas(area_doors),
        start_area=start_area,
        start_conquest=int(
            quest.setup.get("startConquest", board.parameter("startConquest", 5)) or 5
        ),
        start_spaces=start_spaces,
        pits=pits,
        hazards=hazards,
        spawnable=frozenset(
            c
            for c in geo.passable
            if c in area_of
            and c not in pits
            and c not in hazards
            and (board.cells[c].terrain or "") not in spawn_forbidden
        ),
        stairs=stairs,
        zone_of=zone_of,
        cell_of=cell_of,
        door_index={d: i for i, d in enumerate(door_ids)},
        door_locks=door_locks,
        door_closed=door_closed,
        named=named,
        monsters_use_stairs=str(board.parameter("monstersUseStairs", "single-space")),
        glyph_conquest=int(board.parameter("glyphConquest", 3)),
        stair_cost=int(board.parameter("staircaseCost", 1)),
        glyph_cost=int(board.parameter("glyphTransportCost", 1)),
        shop_cost=int(board.parameter("townShopCost", 3)),
        chest_cost=int(board.parameter("chestOpenCost", 2)),
        door_cost=int(board.parameter("doorOpenCost", 2)),
        pit_climb=int(board.parameter("pitClimbCost", 2)),
        pit_jump=int(board.parameter("pitJumpCostPerSpace", 3)),
        pit_wounds=int(board.parameter("pitWounds", 1)),
        money_coins=int(board.parameter("moneyPileCoins", 100)),
        master_coins=int(board.parameter("masterKillCoins", 50)),
        starting_coins=int(board.parameter("startingCoins", 300)),
    )


def token_footprint(board: Any, token: Token) -> Footprint:
    """The spaces a placed token covers (its ``size`` from its anchor cell)."""
    return footprint_of(tuple(c) for c in board.token_cells(token))
