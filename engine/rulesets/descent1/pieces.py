"""The moving parts of a descent1 game: heroes and monsters, with cheap copies and JSON.

They carry the attributes the shared quest logic reads (:class:`~questwright.engine.crawler.
CrawlerState`: a hero's ``zone``, ``dead``, ``escaped``, ``items``; a monster's ``uid``,
``zone``, ``kind``, ``source``, ``name``, ``dormant``, ``rules``, ``script``) beside their
own: spaces, wounds, fatigue, orders and what is left of the current turn.
"""

from __future__ import annotations

from typing import Any

from questwright.core.geometry import Cell

__all__ = ["TOWN", "DHero", "Monster", "uid_order"]

#: ``zone`` of a hero in town (not on the board)
TOWN = -1

_HERO_FIELDS = (
    "cls",
    "zone",
    "health",
    "max_health",
    "fatigue",
    "max_fatigue",
    "armor",
    "speed",
    "conquest",
    "coins",
    "order",
    "action",
    "mp",
    "attacks",
    "can_order",
    "used",
    "glyph_used",
    "shopped",
    "stun",
    "in_pit",
    "healing",
    "vitality",
    "xp",
)


class DHero:
    """A hero (see the module docstring). ``cell`` is ``None`` in town."""

    __slots__ = (
        *_HERO_FIELDS,
        "index",
        "cell",
        "traits",
        "weapons",
        "armors",
        "items",
        "dead",
        "escaped",
        "gear",
        "attacked",
        "level",
        "activated",
    )

    def __init__(self, index: int, cls: str) -> None:
        self.index = index
        self.cls = cls
        self.cell: Cell | None = None
        self.zone = TOWN
        self.health = self.max_health = 0
        self.fatigue = self.max_fatigue = 0
        self.armor = 0
        self.speed = 0
        self.conquest = 0
        self.coins = 0
        self.traits: tuple[int, int, int] = (0, 0, 0)
        self.weapons: list[str] = []
        self.armors: list[str] = []
        #: the order token in play: "", aim, dodge, guard, rest
        self.order = ""
        #: the action declared this turn: "", run, battle, advance, ready, stunned
        self.action = ""
        self.mp = 0
        self.attacks = 0
        self.can_order = False
        #: ready/stunned: "" until the one allowed thing (move, attack, order) is used
        self.used = ""
        self.glyph_used = False
        self.shopped = False
        self.stun = 0
        self.in_pit = False
        self.healing = 0
        self.vitality = 0
        self.xp = 0
        self.items: list[str] = []
        self.dead = False
        self.escaped = False
        self.gear: list[str] = []
        self.attacked: list[str] = []
        self.level = 1
        self.activated = False

    @property
    def active(self) -> bool:
        """On the board (not in town)."""
        return self.cell is not None

    @property
    def on_board(self) -> bool:
        """Whether the hero stands on the board (not in town: rules digest §5.6)."""
        return self.cell is not None

    def copy(self) -> DHero:
        """An independent copy (for state clones)."""
        h = DHero.__new__(DHero)
        for name in _HERO_FIELDS:
            setattr(h, name, getattr(self, name))
        h.index = self.index
        h.cell = self.cell
        h.traits = self.traits
        h.weapons = self.weapons[:]
        h.armors = self.armors[:]
        h.items = self.items[:]
        h.dead = self.dead
        h.escaped = self.escaped
        h.gear = self.gear
        h.attacked = self.attacked
        h.level = self.level
        h.activated = self.activated
        return h

    def to_json(self, zone_ids: list[str] | None = None) -> dict[str, Any]:
        """The hero as plain JSON (saved games; field names are part of the save format)."""
        doc = {name: getattr(self, name) for name in _HERO_FIELDS}
        doc["cell"] = None if self.cell is None else list(self.cell)
        doc["traits"] = list(self.traits)
        doc["weapons"] = self.weapons
        doc["armors"] = self.armors
        doc["items"] = self.items
        return doc

    @classmethod
    def from_json(cls, index: int, doc: dict[str, Any]) -> DHero:
        """A hero saved with :meth:`to_json`."""
        h = DHero(index, doc["cls"])
        for name in _HERO_FIELDS:
            setattr(h, name, doc[name])
        h.cell = None if doc["cell"] is None else (doc["cell"][0], doc["cell"][1])
        h.traits = tuple(doc["traits"])  # type: ignore[assignment]
        h.weapons = list(doc["weapons"])
        h.armors = list(doc["armors"])
        h.items = list(doc["items"])
        return h


_MONSTER_FIELDS = (
    "uid",
    "mtype",
    "rank",
    "source",
    "name",
    "zone",
    "damage",
    "wounds",
    "stun",
    "activated",
    "mp",
    "attacks",
    "in_pit",
    "slimed",
    "half",
    "frenzy",
)


class Monster:
    """A monster figure on the board (see the module docstring)."""

    __slots__ = (*_MONSTER_FIELDS, "cells", "kind", "dormant", "rules", "script")

    def __init__(
        self, uid: str, mtype: str, rank: str, cells: tuple[Cell, ...], wounds: int
    ) -> None:
        self.uid = uid
        self.mtype = mtype
        self.rank = rank
        self.source = ""
        self.name = mtype
        self.cells = cells
        self.zone = 0
        self.damage = 0
        self.wounds = wounds
        self.stun = 0
        self.activated = False
        self.mp = 0
        self.attacks = 0
        self.in_pit = False
        self.slimed = False
        #: a stunned master: only a move or an attack this activation ("", "move", "attack")
        self.half = ""
        #: an extra attack this turn (Blood Frenzy)
        self.frenzy = False
        self.kind = "monster"
        self.dormant = False
        self.rules: dict[str, Any] = {}
        self.script = ""

    @property
    def remaining(self) -> int:
        """Wounds the monster may still take (rules digest §3.5)."""
        return self.wounds - self.damage

    def copy(self) -> Monster:
        """An independent copy (for state clones)."""
        m = Monster.__new__(Monster)
        for name in _MONSTER_FIELDS:
            setattr(m, name, getattr(self, name))
        m.cells = self.cells
        m.kind = self.kind
        m.dormant = self.dormant
        m.rules = self.rules
        m.script = self.script
        return m

    def to_json(self, zone_ids: list[str] | None = None) -> dict[str, Any]:
        """The monster as plain JSON (saved games; field names are part of the save format)."""
        doc = {name: getattr(self, name) for name in _MONSTER_FIELDS}
        doc["cells"] = [list(c) for c in self.cells]
        return doc

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> Monster:
        """A monster saved with :meth:`to_json`."""
        cells = tuple((c[0], c[1]) for c in doc["cells"])
        m = Monster(doc["uid"], doc["mtype"], doc["rank"], cells, doc["wounds"])
        for name in _MONSTER_FIELDS:
            setattr(m, name, doc[name])
        return m


def uid_order(uid: str) -> tuple[int, str]:
    """A sort key putting monster uids in the order they came on the board (``e2`` before
    ``e10``): the order the overlord's options and the board's lines list them in."""
    digits = uid.lstrip("e")
    return (int(digits) if digits.isdigit() else 0, uid)
