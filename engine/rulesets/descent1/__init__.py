"""The descent1 ruleset: Descent: Journeys in the Dark (1st edition), heroes against an
overlord (rules digest §7.1; simplifications in docs/engine.md).

Players: the heroes ``h1``… (side ``heroes``) and the overlord ``ov`` (side
``overlord``), who holds a hidden hand of cards and threat and decides inside the heroes'
turns (trap and event windows). The state is :mod:`.state`; the rules are functions over it,
one module per phase or actor (:mod:`.setup`, :mod:`.areas`, :mod:`.heroes`,
:mod:`.windows`, :mod:`.strikes`, :mod:`.monsters`, :mod:`.overlord`, :mod:`.effects`,
:mod:`.death`, :mod:`.render`; docs/engine.md, "Where the rules live"); content and the
quest's layout in :mod:`.data`; geometry in :mod:`.geometry`; attack arithmetic in
:mod:`.combat`; the bots in :mod:`.bots`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from questwright.engine.actions import Vocabulary, hero_name
from questwright.engine.content import load_content
from questwright.engine.core import Game, Player, Ruleset
from questwright.engine.played import PLAYED
from questwright.engine.registry import register_ruleset
from questwright.engine.rulesets.descent1.actions import OV, VOCABULARY
from questwright.engine.rulesets.descent1.data import prepare
from questwright.engine.rulesets.descent1.schema import Descent1Content
from questwright.engine.rulesets.descent1.state import DescentState

__all__ = ["Descent1", "DescentState"]


class Descent1(Ruleset):
    """The registry entry of descent1."""

    #: what its games play of a quest's logic (:mod:`questwright.engine.played`)
    played = PLAYED["descent1"]

    system = "descent1"
    state_class = DescentState
    default_max_rounds = 30
    vocabulary: ClassVar[Vocabulary] = VOCABULARY
    #: the declared shape of its stand-in content (engine/content_schema.py finds it here)
    content_model: ClassVar[type] = Descent1Content
    party_content = "heroes"
    party_noun = "hero"
    #: each hero figure exists once
    classes_repeat = False
    #: windows are decisions between actions (``DescentState.frames``), never
    #: ``State.ask`` inside one, so states need no snapshot per action
    interrupts = False
    #: the search bot, on both sides (issue #28): with the policies of :mod:`.policies` it
    #: searches once a turn, 3 rounds deep (``DescentState.search_horizon``), about 2–3
    #: CPU-s a game of the bundled quests (a search at every decision to the end took
    #: 299 s); declared here, as the game whose balance bot other systems' tests set apart
    balance_bot = "search"

    @classmethod
    def load_content(cls, game: Game) -> dict[str, Any]:
        """The stand-in content of descent1 (or the game's ``content`` option)."""
        return load_content(cls.system, game.options.get("content"))

    @classmethod
    def players(cls, game: Game) -> list[Player]:
        """The heroes ``h1``… then the overlord ``ov`` (rules digest §7.1)."""
        heroes = [Player(i, hero_name(i)) for i in range(len(game.party))]
        return [*heroes, Player(len(heroes), OV, "opponent", "overlord")]

    @classmethod
    def prepare(cls, game: Game) -> Any:
        """The game's shared, read-only data: content and the quest's layout
        (:func:`.data.prepare`)."""
        return prepare(game)


register_ruleset("descent1", Descent1)
