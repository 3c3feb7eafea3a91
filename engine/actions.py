"""Actions: small frozen dataclasses with a stable string form; chance records and outcomes.

Every decision a player makes is an :class:`Action`. ``str(action)`` is stable across
versions (golden transcripts and saved games depend on it): ``<actor> <verb> <args…>``, where
the actor is ``h1``, ``h2``… for heroes (players are numbered from 0 internally) and a name
the ruleset declares for other players (``ov`` for an overlord).

**Vocabularies.** A verb is an action class with a ``verb`` class attribute; its arguments are
its dataclass fields after ``player`` (``int`` and ``str`` fields convert themselves, fields
marked ``player_ref()`` are written as an actor name). A ruleset owns a :class:`Vocabulary`:
the verbs its players may use. Adding a ruleset adds its own action classes and vocabulary;
nothing here changes. The classes below are the stock verbs of the dungeon crawlers (md1 and
md2 use them; other rulesets may reuse any of them).

**Chance.** A :class:`ChanceOutcome` is what is applied at a chance node (``chance outcome
3/6``: the fourth of six equally likely outcomes). A :class:`Chance` record says in words
what chance decided (``chance roll h1>e3 red:1,4 vs blue:2 =1``); records are never applied,
only compared on replay. Either may be *private* to some players (a face-down token's
identity, a card the overlord draws, the order of a shuffled deck): ``private`` lists who may
see it, ``()`` nobody; information-state strings leave out what a player may not see.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from questwright.core.text import english_count

__all__ = [
    "STOCK",
    "Action",
    "Activate",
    "Attack",
    "Begin",
    "Chance",
    "ChanceOutcome",
    "Choose",
    "EndTurn",
    "Escape",
    "Give",
    "HistoryEntry",
    "Interact",
    "Move",
    "OpenDoor",
    "PickUp",
    "Place",
    "Recover",
    "Switch",
    "Vocabulary",
    "hero_name",
    "parse_action",
    "player_ref",
]


def hero_name(index: int) -> str:
    """``0`` → ``"h1"``."""
    return f"h{index + 1}"


def player_ref(**kwargs: Any) -> Any:
    """A dataclass field holding a player id, written as the player's actor name."""
    return field(metadata={"player": True}, **kwargs)


_HERO = re.compile(r"h([1-9][0-9]{0,2})")


_FIELDS: dict[type, tuple[tuple[str, bool, bool], ...]] = {}


def _argument_fields(cls: type) -> tuple[tuple[str, bool, bool], ...]:
    """An action class's argument fields as ``(name, is a player, is an int)``, read once
    per class: histories are written and parsed often (saves, clones compared by JSON)."""
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = tuple(
            (f.name, bool(f.metadata.get("player")), f.type in ("int", int))
            for f in dataclasses.fields(cls)[1:]  # type: ignore[arg-type]
        )
    return found


@dataclass(frozen=True, slots=True)
class Action:
    """Base class: an action of player ``player`` (0-based; heroes come first).

    Subclasses set ``verb`` and may set ``actor_name`` (the fixed name of a non-hero player
    such as the overlord); ``args``/``from_args`` follow the dataclass fields.
    """

    player: int

    verb: ClassVar[str] = ""
    #: the actor written in front of the verb for a non-hero player (else ``h<n>``)
    actor_name: ClassVar[str | None] = None
    #: position among the verbs when actions are sorted
    order: ClassVar[int] = 50
    #: a free action that only costs the players (ddd's bypass: a code token for a
    #: darkness): the random bot leaves it out while it has anything else to do, so that
    #: it stays a fair baseline instead of throwing the game away (issue #28)
    reckless: ClassVar[bool] = False

    @property
    def hero(self) -> int:
        """The acting hero (same as ``player``; kept for the crawler rulesets)."""
        return self.player

    def actor(self) -> str:
        return self.actor_name or hero_name(self.player)

    def args(self) -> list[str]:
        return [
            hero_name(getattr(self, name)) if is_player else str(getattr(self, name))
            for name, is_player, _ in _argument_fields(type(self))
        ]

    @classmethod
    def from_args(cls, player: int, args: list[str], actors: Mapping[str, int]) -> Action:
        """Build from the words after the verb (the default follows the fields)."""
        fields = _argument_fields(cls)
        if len(args) != len(fields):
            raise ValueError(f"{cls.verb} takes {english_count(len(fields), 'argument')}")
        values: list[Any] = []
        for (_, is_player, is_int), word in zip(fields, args, strict=True):
            if is_player:
                if word not in actors:
                    raise ValueError(f"unknown player {word!r}")
                values.append(actors[word])
            elif is_int:
                values.append(int(word))
            else:
                values.append(word)
        return cls(player, *values)

    def __str__(self) -> str:
        return " ".join([self.actor(), self.verb, *self.args()])

    def sort_key(self) -> tuple[int, int, str]:
        return (self.player, self.order, str(self))


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Spend movement to step into an adjacent zone (or space)."""

    to: str
    verb: ClassVar[str] = "move"
    order: ClassVar[int] = 1


@dataclass(frozen=True, slots=True)
class OpenDoor(Action):
    """Spend movement to open a door on the border of the hero's zone."""

    door: str
    verb: ClassVar[str] = "open"
    order: ClassVar[int] = 2


@dataclass(frozen=True, slots=True)
class PickUp(Action):
    """Spend movement to take every treasure and objective token in the zone."""

    verb: ClassVar[str] = "pickup"
    order: ClassVar[int] = 3


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Movement points (the item's ``place`` cost): put a carried quest item in the zone."""

    item: str
    verb: ClassVar[str] = "place"
    order: ClassVar[int] = 4


@dataclass(frozen=True, slots=True)
class Interact(Action):
    """Spend movement on a scenery token in the zone (md2 chests, fountains, forges)."""

    target: str
    verb: ClassVar[str] = "interact"
    order: ClassVar[int] = 5


@dataclass(frozen=True, slots=True)
class Escape(Action):
    """Spend movement in the Exit zone to leave the dungeon."""

    verb: ClassVar[str] = "escape"
    order: ClassVar[int] = 6


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """One action: a melee, ranged or magic attack on an enemy or object."""

    kind: str
    target: str
    verb: ClassVar[str] = "attack"
    order: ClassVar[int] = 7


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """One action: work a switch or lever token in the zone."""

    target: str
    verb: ClassVar[str] = "activate"
    order: ClassVar[int] = 8


@dataclass(frozen=True, slots=True)
class Give(Action):
    """One action: hand a carried quest item to a hero in the same zone."""

    item: str
    to: int = player_ref()
    verb: ClassVar[str] = "give"
    order: ClassVar[int] = 9


@dataclass(frozen=True, slots=True)
class Recover(Action):
    """One action (md2): recover 2 health."""

    verb: ClassVar[str] = "recover"
    order: ClassVar[int] = 10


@dataclass(frozen=True, slots=True)
class Begin(Action):
    """Choose this player to take the next turn (the players pick the order)."""

    verb: ClassVar[str] = "begin"
    order: ClassVar[int] = 0


@dataclass(frozen=True, slots=True)
class Switch(Action):
    """Hand the initiative to another member of the acting team (team turns)."""

    to: int = player_ref()
    verb: ClassVar[str] = "switch"
    order: ClassVar[int] = 48


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """The players settle a tie the rules leave to them (``ties="ask"`` games only).

    Two choices are equal when player and index are; the label only explains the option.
    """

    index: int
    label: str = field(default="", compare=False)
    verb: ClassVar[str] = "choose"
    order: ClassVar[int] = 49

    def args(self) -> list[str]:
        return [str(self.index), self.label] if self.label else [str(self.index)]

    @classmethod
    def from_args(cls, player: int, args: list[str], actors: Mapping[str, int]) -> Action:
        if not args:
            raise ValueError("choose takes an option number")
        return cls(player, int(args[0]), " ".join(args[1:]))


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Do nothing more: end the player's turn."""

    verb: ClassVar[str] = "end"
    order: ClassVar[int] = 99


@dataclass(frozen=True, slots=True)
class Chance:
    """A recorded chance result in words: ``kind`` (``roll``, ``draw``, ``tie``…) and value.

    ``private``: the players who may see it (``None`` everyone, ``()`` nobody yet).
    """

    kind: str
    value: str
    private: tuple[int, ...] | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return f"chance {self.kind} {self.value}"

    def visible_to(self, player: int) -> bool:
        return self.private is None or player in self.private


@dataclass(frozen=True, slots=True)
class ChanceOutcome:
    """The outcome applied at a chance node: ``index`` of ``of`` equally likely ones."""

    index: int
    of: int
    private: tuple[int, ...] | None = field(default=None, compare=False)

    #: chance outcomes belong to no player (OpenSpiel's chance player id)
    player: ClassVar[int] = -1

    def __str__(self) -> str:
        return f"chance outcome {self.index}/{self.of}"

    def visible_to(self, player: int) -> bool:
        return self.private is None or player in self.private


HistoryEntry = Action | Chance | ChanceOutcome

_OUTCOME = re.compile(r"([0-9]{1,9})/([0-9]{1,9})")


class Vocabulary:
    """The verbs of a ruleset: ``parse`` reads ``str(action)`` back.

    Verbs are looked up per actor: heroes (``h1``…) use the classes without an
    ``actor_name``, another player (``ov``) the classes whose ``actor_name`` is that name, so
    two players may each have their own ``end``.

    >>> vocab = Vocabulary(Move, Attack, EndTurn)
    >>> vocab.parse("h2 attack ranged e4")
    Attack(player=1, kind='ranged', target='e4')
    >>> str(vocab.parse("chance roll red:2,0"))
    'chance roll red:2,0'
    """

    def __init__(self, *actions: type[Action], parent: Vocabulary | None = None) -> None:
        self.tables: dict[str | None, dict[str, type[Action]]] = (
            {k: dict(v) for k, v in parent.tables.items()} if parent else {None: {}}
        )
        mine: set[tuple[str | None, str]] = set()
        for cls in actions:  # a ruleset may replace a parent's verb, not name one twice
            if not cls.verb:
                raise ValueError(f"{cls.__name__} has no verb")
            key = (cls.actor_name, cls.verb)
            table = self.tables.setdefault(cls.actor_name, {})
            if key in mine and table[cls.verb] is not cls:
                other = table[cls.verb].__name__
                raise ValueError(f"verb {cls.verb!r} is both {other} and {cls.__name__}")
            mine.add(key)
            table[cls.verb] = cls

    @property
    def verbs(self) -> dict[str, type[Action]]:
        """The heroes' verbs."""
        return self.tables[None]

    def __contains__(self, verb: str) -> bool:
        return any(verb in table for table in self.tables.values())

    def actions(self) -> list[type[Action]]:
        return [cls for table in self.tables.values() for cls in table.values()]

    def parse(self, text: str, actors: Mapping[str, int] | None = None) -> HistoryEntry:
        """An action, a chance record or a chance outcome from its string.

        ``actors`` maps actor names to player ids; without it ``h<n>`` is hero ``n-1``.
        """
        if not isinstance(text, str):
            raise ValueError(f"an action is a string, not {type(text).__name__}")
        parts = text.split()
        if not parts:
            raise ValueError("empty action")
        if parts[0] == "chance":
            if len(parts) < 2:
                raise ValueError(f"bad chance record {text!r}")
            if parts[1] == "outcome":
                match = _OUTCOME.fullmatch(parts[2]) if len(parts) == 3 else None
                if match is None:
                    raise ValueError(f"bad chance outcome {text!r}")
                index, of = int(match[1]), int(match[2])
                if not 0 <= index < of:
                    raise ValueError(f"bad chance outcome {text!r}")
                return ChanceOutcome(index, of)
            return Chance(parts[1], " ".join(parts[2:]))
        who = parts[0]
        names: Mapping[str, int] = actors if actors is not None else _HeroNames()
        player = names.get(who)
        if player is None or len(parts) < 2:
            raise ValueError(f"not an action: {text!r}")
        table = self.tables.get(who) if who in self.tables else self.tables[None]
        if table is None or (who not in self.tables and _HERO.fullmatch(who) is None):
            raise ValueError(f"{who} has no actions in {text!r}")
        verb, args = parts[1], parts[2:]
        cls = table.get(verb)
        if cls is None:
            raise ValueError(f"unknown action verb {verb!r} in {text!r}")
        try:
            return cls.from_args(player, args, names)
        except (IndexError, ValueError, TypeError) as exc:
            raise ValueError(f"bad action {text!r}: {exc}") from None


class _HeroNames(Mapping[str, int]):
    """``h1`` → 0, ``h2`` → 1… (actor names when no game is at hand)."""

    def __getitem__(self, key: str) -> int:
        match = _HERO.fullmatch(key)
        if match is None:
            raise KeyError(key)
        return int(match[1]) - 1

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        match = _HERO.fullmatch(key)
        return int(match[1]) - 1 if match else default

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and _HERO.fullmatch(key) is not None

    def __iter__(self) -> Any:
        return iter(())

    def __len__(self) -> int:
        return 0


#: the stock verbs of the dungeon crawlers (md1 and md2 use these)
STOCK = Vocabulary(
    Move,
    OpenDoor,
    PickUp,
    Place,
    Interact,
    Escape,
    Attack,
    Activate,
    Give,
    Recover,
    Begin,
    Switch,
    Choose,
    EndTurn,
)


def parse_action(text: str, vocabulary: Vocabulary | None = None) -> HistoryEntry:
    """Read back ``str(action)`` with ``vocabulary`` (default: the stock verbs).

    >>> parse_action("h2 attack ranged e4")
    Attack(player=1, kind='ranged', target='e4')
    >>> str(parse_action("chance roll red:2,0"))
    'chance roll red:2,0'
    """
    return (vocabulary or STOCK).parse(text)
