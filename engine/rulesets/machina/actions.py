"""The explorers' verbs in Machina Arcana (their string forms are stable: saves use them).

Spaces are written ``x,y`` (board cells), doors and joins by id, monsters by uid (``m3``).
The stock :class:`~questwright.engine.actions.Move`, ``OpenDoor`` and ``EndTurn`` are reused;
the rest are Machina's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from questwright.engine.actions import Action, EndTurn, Move, OpenDoor, Vocabulary

__all__ = [
    "VOCABULARY",
    "AttackMonster",
    "CloseDoor",
    "DestroyDoor",
    "ExitTile",
    "Explore",
    "SealSpawn",
    "Spend",
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


VOCABULARY = Vocabulary(
    Move,
    OpenDoor,
    CloseDoor,
    DestroyDoor,
    UseSpace,
    SealSpawn,
    AttackMonster,
    Spend,
    Explore,
    ExitTile,
    EndTurn,
)
