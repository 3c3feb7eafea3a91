"""The survivors' actions in Dark Darker Darkest (rules digest §A.6 "Survivor actions").

Each is a frozen dataclass with a stable string, ``<survivor> <verb> <args>``:

==========================================  =====  ==========================================
action                                      AP     what it does
==========================================  =====  ==========================================
``h1 move r2c3:room``                       1      step into a room through an open connection
``h1 search``                               1      roll for equipment (and the terror die)
``h1 attack revolver.1``                    1      roll a weapon's dice (``fists``: one die)
``h1 unlock lock-3``                        1      take a doorway's code chip (darkness per
                                                   icon your cards do not show)
``h1 give torch.1 h2`` / ``h1 take …``      1      pass a card or a code chip in the room
``h1 extinguish``                           2      one burn marker off the survivor's tile
``h1 use medic-bay -``                      2      a corner room's function (once per corner
                                                   per round): ``sprinkler <tile>``,
                                                   ``virus-cabinet -``, ``medic-bay -``,
                                                   ``ammo-reserve <weapon>``
``h1 terminal chip-3 match``                2      a chip onto the security board: ``match``
                                                   (its colours) or ``take:<colour>``
``h1 free h2`` / ``h1 free h2 with h3``     1      a rescue effort for the room's entrapped
                                                   survivors (each helper named pays 1 AP
                                                   and adds its entrap-rate dice, at most
                                                   four dice in all)
``h1 apply antidote.1``                     0      use a one-shot card (antidote, first aid,
                                                   ammunition)
``h1 bypass red``                           0      remove a code token for one darkness
``h1 shift``                                0      showdown: shift the action markers now
``h1 learn calm-hands``                     0      buy a skill of the survivor's skill track
                                                   with XP (:mod:`.skills`)
``h1 end``                                  —      pass the rest of the turn
==========================================  =====  ==========================================
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from questwright.engine.actions import (
    Action,
    EndTurn,
    Give,
    Move,
    Vocabulary,
    hero_name,
    player_ref,
)

__all__ = [
    "DDD_VOCABULARY",
    "Apply",
    "Bypass",
    "DddAttack",
    "Extinguish",
    "Free",
    "Learn",
    "Search",
    "Shift",
    "Take",
    "Terminal",
    "Unlock",
    "UseFunction",
]


@dataclass(frozen=True, slots=True)
class Search(Action):
    """Roll for equipment in a room never searched successfully (1 AP)."""

    verb: ClassVar[str] = "search"
    order: ClassVar[int] = 3


@dataclass(frozen=True, slots=True)
class DddAttack(Action):
    """Attack with a carried weapon card instance, or ``fists`` (1 AP)."""

    weapon: str
    verb: ClassVar[str] = "attack"
    order: ClassVar[int] = 2


@dataclass(frozen=True, slots=True)
class Unlock(Action):
    """Take the code chip off a doorway of the survivor's room (1 AP)."""

    door: str
    verb: ClassVar[str] = "unlock"
    order: ClassVar[int] = 4


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take a card or code chip from a survivor in the same room (1 AP)."""

    item: str
    frm: int = player_ref()
    verb: ClassVar[str] = "take"
    order: ClassVar[int] = 10


@dataclass(frozen=True, slots=True)
class Extinguish(Action):
    """Remove one burn marker from the survivor's tile (2 AP)."""

    verb: ClassVar[str] = "extinguish"
    order: ClassVar[int] = 6


@dataclass(frozen=True, slots=True)
class UseFunction(Action):
    """Use the function of the corner room the survivor stands in (2 AP)."""

    function: str
    arg: str
    verb: ClassVar[str] = "use"
    order: ClassVar[int] = 7


@dataclass(frozen=True, slots=True)
class Terminal(Action):
    """Enter a carried code chip into the security board at a terminal (2 AP):
    ``match`` removes one code token per matching colour, ``take:<colour>`` one token of the
    team's choice."""

    chip: str
    option: str
    verb: ClassVar[str] = "terminal"
    order: ClassVar[int] = 5


@dataclass(frozen=True, slots=True)
class Free(Action):
    """A rescue effort for the entrapped survivors in the room: the actor's 1 AP and entrap
    rate, plus those of the ``helpers`` who join it (``h3 free h1 with h2 h4``: each spends
    1 AP; at most the dice cap in all)."""

    who: int = player_ref()
    helpers: tuple[int, ...] = ()
    verb: ClassVar[str] = "free"
    order: ClassVar[int] = 0

    def args(self) -> list[str]:
        words = [hero_name(self.who)]
        if self.helpers:
            words += ["with", *(hero_name(q) for q in self.helpers)]
        return words

    @classmethod
    def from_args(cls, player: int, args: list[str], actors: Mapping[str, int]) -> Action:
        if not args or (len(args) > 1 and (args[1] != "with" or len(args) < 3)):
            raise ValueError("free takes a survivor, then optionally 'with' and its helpers")
        names = [args[0], *args[2:]]
        if any(word not in actors for word in names):
            raise ValueError(f"unknown player in {' '.join(args)!r}")
        who, *helpers = (actors[word] for word in names)
        return cls(player, who, tuple(helpers))


@dataclass(frozen=True, slots=True)
class Apply(Action):
    """Use a one-shot card: antidote, first aid, ammunition (no AP)."""

    card: str
    verb: ClassVar[str] = "apply"
    order: ClassVar[int] = 11


@dataclass(frozen=True, slots=True)
class Bypass(Action):
    """Remove one code token of this colour from the security board for one darkness."""

    colour: str
    verb: ClassVar[str] = "bypass"
    order: ClassVar[int] = 12
    #: free at any time and a darkness each: the random bot would spend the whole track
    reckless: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Shift(Action):
    """Showdown: shift the action markers now (the nemesis reacts)."""

    verb: ClassVar[str] = "shift"
    order: ClassVar[int] = 13


@dataclass(frozen=True, slots=True)
class Learn(Action):
    """Buy a skill of the survivor's skill track with XP (no AP; :mod:`.skills`)."""

    skill: str
    verb: ClassVar[str] = "learn"
    order: ClassVar[int] = 14


#: every verb of the ddd ruleset (the core adds begin, switch and choose)
DDD_VOCABULARY = Vocabulary(
    Move,
    Search,
    DddAttack,
    Unlock,
    Give,
    Take,
    Extinguish,
    UseFunction,
    Terminal,
    Free,
    Apply,
    Bypass,
    Shift,
    Learn,
    EndTurn,
)
