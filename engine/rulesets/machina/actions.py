"""The explorers' verbs in Machina Arcana (their string forms are stable: saves use them).

Spaces are written ``x,y`` (board cells), doors and joins by id, monsters by uid (``m3``).
The stock :class:`~questwright.engine.actions.Move`, ``OpenDoor`` and ``EndTurn`` are reused;
the rest are Machina's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from questwright.engine.actions import Action, EndTurn, Move, OpenDoor, Vocabulary, player_ref

__all__ = [
    "VOCABULARY",
    "AttackMonster",
    "CloseDoor",
    "DestroyDoor",
    "ExitTile",
    "Explore",
    "PlayAbility",
    "SealSpawn",
    "Spend",
    "Trade",
    "UseItem",
    "UseSpace",
]


@dataclass(frozen=True, slots=True)
class CloseDoor(Action):
    """Close an open (not destroyed) door on an edge of the explorer's space."""

    door: str
    verb: ClassVar[str] = "close"
    order: ClassVar[int] = 2


@dataclass(frozen=True, slots=True)
class DestroyDoor(Action):
    """Destroy a closed door on an edge of the explorer's space: open for good."""

    door: str
    verb: ClassVar[str] = "destroy"
    order: ClassVar[int] = 2


@dataclass(frozen=True, slots=True)
class UseSpace(Action):
    """Activate the action space ``at`` next to the explorer (chest, workbench, event space,
    recharge station, trap lever, chapter space)."""

    at: str
    verb: ClassVar[str] = "use"
    order: ClassVar[int] = 5


@dataclass(frozen=True, slots=True)
class SealSpawn(Action):
    """Seal the spawn space ``at`` next to the explorer (stamina and essence)."""

    at: str
    verb: ClassVar[str] = "seal"
    order: ClassVar[int] = 6


@dataclass(frozen=True, slots=True)
class AttackMonster(Action):
    """Attack monster ``target`` (melee next to it, ranged within range and sight)."""

    target: str
    verb: ClassVar[str] = "attack"
    order: ClassVar[int] = 7


@dataclass(frozen=True, slots=True)
class Spend(Action):
    """After an attack roll that fell short: spend ``essence`` to add it (0: keep the miss)."""

    essence: int
    verb: ClassVar[str] = "spend"
    order: ClassVar[int] = 0


@dataclass(frozen=True, slots=True)
class Explore(Action):
    """Reveal the next map tile and attach it at the open join ``join`` next to the explorer."""

    join: str
    verb: ClassVar[str] = "explore"
    order: ClassVar[int] = 8


@dataclass(frozen=True, slots=True)
class ExitTile(Action):
    """Leave the board by the exit token next to the explorer (the turn ends)."""

    verb: ClassVar[str] = "exit"
    order: ClassVar[int] = 9


@dataclass(frozen=True, slots=True)
class UseItem(Action):
    """Use carried item ``item`` on ``target``: a monster uid (attack, push, pull), a space
    ``x,y`` (teleport) or ``self`` (heal, aura). Its stamina cost and effect are data."""

    item: str
    target: str
    verb: ClassVar[str] = "item"
    order: ClassVar[int] = 4


@dataclass(frozen=True, slots=True)
class PlayAbility(Action):
    """Play the explorer card's active ability ``ability`` (its id) on ``target``: as
    :class:`UseItem`."""

    ability: str
    target: str
    verb: ClassVar[str] = "ability"
    order: ClassVar[int] = 4


@dataclass(frozen=True, slots=True)
class Trade(Action):
    """Swap item ``give`` (``-``: nothing) for item ``take`` (``-``: nothing) of the
    adjacent explorer ``other``."""

    other: int = player_ref()
    give: str = "-"
    take: str = "-"
    verb: ClassVar[str] = "trade"
    order: ClassVar[int] = 3


VOCABULARY = Vocabulary(
    Move,
    OpenDoor,
    CloseDoor,
    DestroyDoor,
    UseSpace,
    UseItem,
    PlayAbility,
    Trade,
    SealSpawn,
    AttackMonster,
    Spend,
    Explore,
    ExitTile,
    EndTurn,
)
