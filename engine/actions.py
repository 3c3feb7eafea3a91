"""Actions: small frozen dataclasses with a stable string form, and chance records.

Every decision a player makes is one of these. ``str(action)`` is stable across versions
(golden transcripts and saved games depend on it) and :func:`parse_action` reads it back.
Heroes are numbered from 0 internally and written ``h1``, ``h2``… Chance outcomes (dice,
card draws, tie choices the engine made for the players) are :class:`Chance` records in the
history; they are never applied, only compared on replay.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "Action",
    "Activate",
    "Attack",
    "Begin",
    "Chance",
    "Choose",
    "EndTurn",
    "Escape",
    "Give",
    "Interact",
    "Move",
    "OpenDoor",
    "PickUp",
    "Place",
    "Recover",
    "hero_name",
    "parse_action",
]


def hero_name(index: int) -> str:
    """``0`` → ``"h1"``."""
    return f"h{index + 1}"


@dataclass(frozen=True, slots=True)
class Action:
    """Base class: an action taken by hero ``hero`` (0-based)."""

    hero: int

    def sort_key(self) -> tuple[int, int, str]:
        return (self.hero, _ORDER.get(type(self).__name__, 99), str(self))


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Spend 1 MP to move to an adjacent zone."""

    to: str

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} move {self.to}"


@dataclass(frozen=True, slots=True)
class OpenDoor(Action):
    """Spend 1 MP to open a door on the border of the hero's zone."""

    door: str

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} open {self.door}"


@dataclass(frozen=True, slots=True)
class PickUp(Action):
    """Spend 1 MP to take every treasure and objective token in the zone."""

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} pickup"


@dataclass(frozen=True, slots=True)
class Interact(Action):
    """Spend 1 MP on a scenery token in the zone (md2 chests, fountains, forges)."""

    target: str

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} interact {self.target}"


@dataclass(frozen=True, slots=True)
class Escape(Action):
    """Spend 1 MP in the Exit zone to leave the dungeon."""

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} escape"


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """One action: a melee, ranged or magic attack on an enemy or object."""

    kind: str
    target: str

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} attack {self.kind} {self.target}"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """One action: hand a carried quest item to a hero in the same zone."""

    item: str
    to: int

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} give {self.item} {hero_name(self.to)}"


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """One action: work a switch or lever token in the zone."""

    target: str

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} activate {self.target}"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Movement points (the item's ``place`` cost): put a carried quest item in the zone."""

    item: str

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} place {self.item}"


@dataclass(frozen=True, slots=True)
class Recover(Action):
    """One action (md2): recover 2 health."""

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} recover"


@dataclass(frozen=True, slots=True)
class Begin(Action):
    """Choose this hero to activate next (md2: the players pick the order)."""

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} begin"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Do nothing more: end the hero's activation."""

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} end"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """The players settle a tie the rules leave to them (``ties="ask"`` games only)."""

    index: int
    label: str = ""

    def __str__(self) -> str:
        return f"{hero_name(self.hero)} choose {self.index} {self.label}".rstrip()


@dataclass(frozen=True, slots=True)
class Chance:
    """A recorded chance outcome: ``kind`` (``roll``, ``draw``, ``tie``…) and its value."""

    kind: str
    value: str

    def __str__(self) -> str:
        return f"chance {self.kind} {self.value}"


_ORDER = {
    name: i
    for i, name in enumerate(
        [
            "Begin",
            "Move",
            "OpenDoor",
            "PickUp",
            "Place",
            "Interact",
            "Escape",
            "Attack",
            "Activate",
            "Give",
            "Recover",
            "Choose",
            "EndTurn",
        ]
    )
}


def parse_action(text: str) -> Action | Chance:
    """Read back ``str(action)`` (or a chance record).

    >>> parse_action("h2 attack ranged e4")
    Attack(hero=1, kind='ranged', target='e4')
    >>> str(parse_action("chance roll red:2,0"))
    'chance roll red:2,0'
    """
    parts = text.split()
    if not parts:
        raise ValueError("empty action")
    if parts[0] == "chance":
        if len(parts) < 2:
            raise ValueError(f"bad chance record {text!r}")
        return Chance(parts[1], " ".join(parts[2:]))
    who = parts[0]
    if not (who.startswith("h") and who[1:].isdigit()) or len(parts) < 2:
        raise ValueError(f"not an action: {text!r}")
    hero = int(who[1:]) - 1
    verb, args = parts[1], parts[2:]
    try:
        if verb == "move":
            return Move(hero, args[0])
        if verb == "open":
            return OpenDoor(hero, args[0])
        if verb == "pickup":
            return PickUp(hero)
        if verb == "interact":
            return Interact(hero, args[0])
        if verb == "escape":
            return Escape(hero)
        if verb == "attack":
            return Attack(hero, args[0], args[1])
        if verb == "give":
            return Give(hero, args[0], int(args[1][1:]) - 1)
        if verb == "activate":
            return Activate(hero, args[0])
        if verb == "place":
            return Place(hero, args[0])
        if verb == "recover":
            return Recover(hero)
        if verb == "begin":
            return Begin(hero)
        if verb == "end":
            return EndTurn(hero)
        if verb == "choose":
            return Choose(hero, int(args[0]), " ".join(args[1:]))
    except (IndexError, ValueError) as exc:
        raise ValueError(f"bad action {text!r}") from exc
    raise ValueError(f"unknown action verb {verb!r} in {text!r}")
