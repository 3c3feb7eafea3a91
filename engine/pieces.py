"""The moving parts of a game state: heroes, enemies and tokens on the board.

Plain ``__slots__`` classes with hand-written ``copy()`` and JSON round trips; a state clone
copies these instead of deep-copying, which is what makes ``State.clone()`` cheap. Stat
blocks (attack and defence dice) are shared, never mutated, so copies share them.
"""

from __future__ import annotations

from typing import Any

__all__ = ["BoardToken", "Enemy", "Hero"]

Dice = dict[str, int]


class Hero:
    """A hero: where it is, its health, XP, what it carries and what it did this turn."""

    __slots__ = (
        "activated",
        "attacked",
        "cls",
        "dead",
        "escaped",
        "gear",
        "health",
        "index",
        "items",
        "level",
        "max_health",
        "skills",
        "xp",
        "zone",
    )

    def __init__(self, index: int, cls: str, zone: int, health: int) -> None:
        self.index = index
        self.cls = cls
        self.zone = zone
        self.health = health
        self.max_health = health
        self.xp = 0
        self.level = 1
        self.dead = False
        self.escaped = False
        self.activated = False
        #: quest items carried (``<type>:<token id>``), tradeable
        self.items: list[str] = []
        #: equipment card ids (content items)
        self.gear: list[str] = []
        #: enemy uids attacked during the current activation (for counter-attacks)
        self.attacked: list[str] = []
        #: steps bought on each of the class's skill lines, in the class's line order
        #: (md1/md2 skills, ``engine/rulesets/md/skills.py``); empty: none yet
        self.skills: list[int] = []

    @property
    def active(self) -> bool:
        """On the board and standing: neither killed nor escaped."""
        return not (self.dead or self.escaped)

    def copy(self) -> Hero:
        h = Hero.__new__(Hero)
        h.index = self.index
        h.cls = self.cls
        h.zone = self.zone
        h.health = self.health
        h.max_health = self.max_health
        h.xp = self.xp
        h.level = self.level
        h.dead = self.dead
        h.escaped = self.escaped
        h.activated = self.activated
        h.items = self.items[:]
        h.gear = self.gear[:]
        h.attacked = self.attacked[:]
        h.skills = self.skills[:]
        return h

    def to_json(self, zone_ids: list[str]) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "cls": self.cls,
            "zone": zone_ids[self.zone],
            "health": self.health,
            "maxHealth": self.max_health,
            "xp": self.xp,
            "level": self.level,
            "dead": self.dead,
            "escaped": self.escaped,
            "activated": self.activated,
            "items": self.items,
            "gear": self.gear,
            "attacked": self.attacked,
        }
        if self.skills:  # only heroes that learned something say so (older saves stay alike)
            doc["skills"] = self.skills
        return doc

    @classmethod
    def from_json(cls, index: int, doc: dict[str, Any], index_of: dict[str, int]) -> Hero:
        h = cls(index, doc["cls"], index_of[doc["zone"]], doc["maxHealth"])
        h.health = doc["health"]
        h.xp = doc["xp"]
        h.level = doc["level"]
        h.dead = doc["dead"]
        h.escaped = doc["escaped"]
        h.activated = doc["activated"]
        h.items = list(doc["items"])
        h.gear = list(doc["gear"])
        h.attacked = list(doc["attacked"])
        h.skills = [int(n) for n in doc.get("skills", [])]
        return h


class Enemy:
    """An enemy on the board: a Mob (boss or leader plus minions), an Agent, a Roaming
    Monster, a boss, or a destructible object that is attacked like an enemy (a pillar)."""

    __slots__ = (
        "attacks",
        "card",
        "damage",
        "defence",
        "dormant",
        "gear",
        "health",
        "kind",
        "level",
        "minion_damage",
        "minion_health",
        "minions",
        "name",
        "rules",
        "script",
        "source",
        "uid",
        "wander",
        "zone",
    )

    def __init__(
        self,
        uid: str,
        card: str,
        name: str,
        kind: str,
        level: int,
        zone: int,
        health: int,
        attacks: dict[str, Dice],
        defence: Dice,
    ) -> None:
        self.uid = uid
        self.card = card
        self.name = name
        self.kind = kind
        self.level = level
        self.zone = zone
        self.health = health
        self.damage = 0
        self.attacks = attacks
        self.defence = defence
        self.minions = 0
        self.minion_health = 1
        self.minion_damage = 0
        self.dormant = False
        self.script = ""
        self.source = ""
        self.gear = ""
        #: MD1 wandering: 0 heads for the start zone, 1 for the exit zone
        self.wander = 0
        #: quest behaviour rules (set-enemy): invulnerable, goal, lure, steps, crush, drag,
        #: decoy; never mutated in place, so copies share it
        self.rules: dict[str, Any] = {}

    @property
    def remaining(self) -> int:
        return self.health - self.damage

    def copy(self) -> Enemy:
        e = Enemy.__new__(Enemy)
        e.uid = self.uid
        e.card = self.card
        e.name = self.name
        e.kind = self.kind
        e.level = self.level
        e.zone = self.zone
        e.health = self.health
        e.damage = self.damage
        e.attacks = self.attacks
        e.defence = self.defence
        e.minions = self.minions
        e.minion_health = self.minion_health
        e.minion_damage = self.minion_damage
        e.dormant = self.dormant
        e.script = self.script
        e.source = self.source
        e.gear = self.gear
        e.wander = self.wander
        e.rules = self.rules
        return e

    def to_json(self, zone_ids: list[str]) -> dict[str, Any]:
        return {
            "uid": self.uid,
            "card": self.card,
            "name": self.name,
            "kind": self.kind,
            "level": self.level,
            "zone": zone_ids[self.zone],
            "health": self.health,
            "damage": self.damage,
            "attacks": self.attacks,
            "defence": self.defence,
            "minions": self.minions,
            "minionHealth": self.minion_health,
            "minionDamage": self.minion_damage,
            "dormant": self.dormant,
            "script": self.script,
            "source": self.source,
            "gear": self.gear,
            "wander": self.wander,
            **({"rules": self.rules} if self.rules else {}),
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any], index_of: dict[str, int]) -> Enemy:
        e = cls(
            doc["uid"],
            doc["card"],
            doc["name"],
            doc["kind"],
            doc["level"],
            index_of[doc["zone"]],
            doc["health"],
            doc["attacks"],
            doc["defence"],
        )
        e.damage = doc["damage"]
        e.minions = doc["minions"]
        e.minion_health = doc["minionHealth"]
        e.minion_damage = doc["minionDamage"]
        e.dormant = doc["dormant"]
        e.script = doc["script"]
        e.source = doc["source"]
        e.gear = doc["gear"]
        e.wander = doc["wander"]
        e.rules = dict(doc.get("rules", {}))
        return e


class BoardToken:
    """A token lying on the board that a hero can take or use (treasure, objective, chest…).

    ``kind`` is what it is now (a face-down slot gets the kind drawn from its pool);
    ``value`` is kind-specific (``special`` treasure, a rarity, a trap kind…).
    """

    __slots__ = ("face_down", "id", "kind", "value", "zone")

    def __init__(self, id: str, kind: str, zone: int, value: str = "", face_down: bool = False):
        self.id = id
        self.kind = kind
        self.zone = zone
        self.value = value
        self.face_down = face_down

    def copy(self) -> BoardToken:
        return BoardToken(self.id, self.kind, self.zone, self.value, self.face_down)

    def to_json(self, zone_ids: list[str]) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "zone": zone_ids[self.zone],
            "value": self.value,
            "faceDown": self.face_down,
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any], index_of: dict[str, int]) -> BoardToken:
        return cls(doc["id"], doc["kind"], index_of[doc["zone"]], doc["value"], doc["faceDown"])
