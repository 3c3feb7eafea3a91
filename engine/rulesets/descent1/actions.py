"""The descent1 vocabulary: what heroes (``h1``…) and the overlord (``ov``) may do.

Spaces are written ``x,y``; a large monster's footprint as its spaces joined by ``+``
(``4,5+5,5``). Heroes: ``act run|battle|advance|ready`` (the turn's one action), ``move``,
``jump``, ``climb``, ``open``/``close`` a door, ``loot`` a chest, ``drink`` a potion,
``stairs``, ``town`` / ``glyph`` (to and from town), ``buy``, ``attack <weapon> <space>``,
``aim <weapon> <space>`` (an aimed attack, spending the aim order), ``order
aim|dodge|guard|rest``, ``power`` / ``keep`` (fatigue for power dice after a roll; ``keep``
also declines a re-roll), ``reroll <dice>`` (the dice of an aimed attack, or of a monster's
attack on a dodging hero, rolled again: their positions in the roll, ``1,3``), ``surge
<effects>`` (what a hit's surges buy: ``damage,knockback``, ``-`` for nothing), ``pass``
(let a guard window go), ``end``. Overlord: ``discard``, ``play <card>
<target>`` (``-`` for none), ``place <footprint>`` / ``skip`` (spawned monsters),
``activate``, ``step``, ``attack``, ``open``, ``close``, ``climb``, ``jump``, ``stairs``,
``done`` (a monster's activation), ``reroll <dice>`` (the hero's dice a dodge card makes
him roll again), ``pass`` (let a trap or event window go), ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from questwright.core.geometry import Cell
from questwright.engine.actions import Action, EndTurn, Move, OpenDoor, Vocabulary

__all__ = [
    "OV",
    "VOCABULARY",
    "Act",
    "Activate",
    "AimedStrike",
    "Buy",
    "Climb",
    "CloseDoor",
    "Discard",
    "Done",
    "Drink",
    "FromTown",
    "Jump",
    "Keep",
    "Loot",
    "MAttack",
    "MClimb",
    "MClose",
    "MJump",
    "MOpen",
    "MStairs",
    "MStep",
    "Order",
    "OvEnd",
    "OvPass",
    "OvReroll",
    "Pass",
    "Place",
    "Play",
    "Power",
    "Reroll",
    "Skip",
    "Stairs",
    "Strike",
    "Surge",
    "ToTown",
    "cell_text",
    "footprint_text",
    "parse_cell",
    "parse_footprint",
]

#: the overlord's actor name
OV = "ov"


def cell_text(cell: Cell) -> str:
    """A space as actions write it: ``x,y``."""
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str) -> Cell:
    """A space from its ``x,y`` text."""
    x, _, y = text.partition(",")
    return (int(x), int(y))


def footprint_text(cells: tuple[Cell, ...]) -> str:
    """A figure's spaces as actions write them: ``x,y+x,y``."""
    return "+".join(cell_text(c) for c in cells)


def parse_footprint(text: str) -> tuple[Cell, ...]:
    """A figure's spaces from their ``x,y+x,y`` text, sorted."""
    return tuple(sorted(parse_cell(p) for p in text.split("+")))


# ---------------------------------------------------------------------- heroes
@dataclass(frozen=True, slots=True)
class Act(Action):
    """Declare the turn's action: run, battle, advance or ready."""

    kind: str
    verb: ClassVar[str] = "act"
    order: ClassVar[int] = 0


@dataclass(frozen=True, slots=True)
class Jump(Action):
    """Jump over pit spaces in a straight line (3 MP per pit space)."""

    to: str
    verb: ClassVar[str] = "jump"
    order: ClassVar[int] = 2


@dataclass(frozen=True, slots=True)
class Climb(Action):
    """Climb out of a pit into a neighbouring space (2 MP)."""

    to: str
    verb: ClassVar[str] = "climb"
    order: ClassVar[int] = 2


@dataclass(frozen=True, slots=True)
class CloseDoor(Action):
    door: str
    verb: ClassVar[str] = "close"
    order: ClassVar[int] = 3


@dataclass(frozen=True, slots=True)
class Loot(Action):
    """Open the chest in the hero's space (2 MP)."""

    chest: str
    verb: ClassVar[str] = "loot"
    order: ClassVar[int] = 4


@dataclass(frozen=True, slots=True)
class Drink(Action):
    """Drink a potion: healing or vitality (1 MP)."""

    potion: str
    verb: ClassVar[str] = "drink"
    order: ClassVar[int] = 5


@dataclass(frozen=True, slots=True)
class Stairs(Action):
    """Take the staircase to the linked space (1 MP)."""

    to: str
    verb: ClassVar[str] = "stairs"
    order: ClassVar[int] = 6


@dataclass(frozen=True, slots=True)
class ToTown(Action):
    """From an activated glyph to town (1 MP, once per turn)."""

    verb: ClassVar[str] = "town"
    order: ClassVar[int] = 7


@dataclass(frozen=True, slots=True)
class FromTown(Action):
    """From town onto an activated glyph (1 MP, once per turn)."""

    to: str
    verb: ClassVar[str] = "glyph"
    order: ClassVar[int] = 7


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy in town (the first purchase of a turn costs the shop's movement points)."""

    item: str
    verb: ClassVar[str] = "buy"
    order: ClassVar[int] = 8


@dataclass(frozen=True, slots=True)
class Strike(Action):
    """Attack the space ``target`` with ``weapon``."""

    weapon: str
    target: str
    verb: ClassVar[str] = "attack"
    order: ClassVar[int] = 9


@dataclass(frozen=True, slots=True)
class AimedStrike(Strike):
    """An aimed attack (rulebook "Aim", p.14): declared before the roll, it spends the
    hero's aim order and lets him roll any of the dice again once."""

    verb: ClassVar[str] = "aim"
    order: ClassVar[int] = 9


@dataclass(frozen=True, slots=True)
class Order(Action):
    """Place an order token: aim, dodge, guard or rest."""

    kind: str
    verb: ClassVar[str] = "order"
    order: ClassVar[int] = 10


@dataclass(frozen=True, slots=True)
class Power(Action):
    """After the roll: spend 1 fatigue for one more power die."""

    verb: ClassVar[str] = "power"
    order: ClassVar[int] = 11


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """After the roll: keep it and resolve the attack."""

    verb: ClassVar[str] = "keep"
    order: ClassVar[int] = 12


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """Roll these dice again (their positions in the roll, from 1: ``1,3``): the hero's own
    after an aimed attack, or a monster's attack on him while he dodges (rulebook
    "Re-rolls", p.17)."""

    dice: str
    verb: ClassVar[str] = "reroll"
    order: ClassVar[int] = 12


@dataclass(frozen=True, slots=True)
class Surge(Action):
    """What the hit's surges buy, after any range it needs (rulebook "Surges", p.10): the
    weapon's abilities by effect, in order (``damage,knockback``; ``-``: nothing)."""

    spend: str
    verb: ClassVar[str] = "surge"
    order: ClassVar[int] = 12


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Let a guard window go."""

    verb: ClassVar[str] = "pass"
    order: ClassVar[int] = 13


# ---------------------------------------------------------------------- overlord
@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard a card from the hand for its threat."""

    card: str
    verb: ClassVar[str] = "discard"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 1


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card from the hand (``target``: a hero, a monster, or ``-``)."""

    card: str
    target: str
    verb: ClassVar[str] = "play"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 2


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put the next spawned monster on ``at`` (its footprint)."""

    at: str
    verb: ClassVar[str] = "place"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 3


@dataclass(frozen=True, slots=True)
class Skip(Action):
    """Leave the next spawned monster in the box."""

    verb: ClassVar[str] = "skip"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 4


@dataclass(frozen=True, slots=True)
class Activate(Action):
    monster: str
    verb: ClassVar[str] = "activate"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 5


@dataclass(frozen=True, slots=True)
class MStep(Action):
    monster: str
    to: str
    verb: ClassVar[str] = "step"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 6


@dataclass(frozen=True, slots=True)
class MAttack(Action):
    monster: str
    target: str
    verb: ClassVar[str] = "attack"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 7


@dataclass(frozen=True, slots=True)
class MOpen(Action):
    monster: str
    door: str
    verb: ClassVar[str] = "open"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 8


@dataclass(frozen=True, slots=True)
class MClose(Action):
    monster: str
    door: str
    verb: ClassVar[str] = "close"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 8


@dataclass(frozen=True, slots=True)
class MClimb(Action):
    monster: str
    to: str
    verb: ClassVar[str] = "climb"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 9


@dataclass(frozen=True, slots=True)
class MJump(Action):
    """The acting monster jumps a straight run of pit spaces (3 MP per pit space)."""

    monster: str
    to: str
    verb: ClassVar[str] = "jump"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 9


@dataclass(frozen=True, slots=True)
class MStairs(Action):
    monster: str
    to: str
    verb: ClassVar[str] = "stairs"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 9


@dataclass(frozen=True, slots=True)
class Done(Action):
    """End the acting monster's activation."""

    monster: str
    verb: ClassVar[str] = "done"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 20


@dataclass(frozen=True, slots=True)
class OvPass(Action):
    """Let a trap or event window go."""

    verb: ClassVar[str] = "pass"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 30


@dataclass(frozen=True, slots=True)
class OvReroll(Action):
    """The hero's dice a dodge card makes him roll again (positions from 1: ``1,3``;
    rulebook "Re-rolls", p.17: the player causing the re-roll picks the dice)."""

    dice: str
    verb: ClassVar[str] = "reroll"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 31


@dataclass(frozen=True, slots=True)
class OvEnd(Action):
    """End the overlord's turn."""

    verb: ClassVar[str] = "end"
    actor_name: ClassVar[str | None] = OV
    order: ClassVar[int] = 99


VOCABULARY = Vocabulary(
    Act,
    Move,
    Jump,
    Climb,
    OpenDoor,
    CloseDoor,
    Loot,
    Drink,
    Stairs,
    ToTown,
    FromTown,
    Buy,
    Strike,
    AimedStrike,
    Order,
    Power,
    Keep,
    Reroll,
    Surge,
    Pass,
    EndTurn,
    Discard,
    Play,
    Place,
    Skip,
    Activate,
    MStep,
    MAttack,
    MOpen,
    MClose,
    MClimb,
    MJump,
    MStairs,
    Done,
    OvPass,
    OvReroll,
    OvEnd,
)
