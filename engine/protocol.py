"""What a ruleset declares beyond the core API: its game's facts and its optional hooks.

The core API (:class:`~questwright.engine.core.State`) is what every game has. A ruleset
may offer more — a goal-seeking policy, other ways to play for the search bot, status lines
and a figure summary for the editor's Test Play dock — and declares each as one of the
``Protocol`` classes below; bots, the search and the editor ask ``isinstance(state,
GoalPolicy)`` (never ``getattr`` probes), and mypy checks a ruleset that claims a protocol.

:class:`GameInfo` is the frozen description of a game (OpenSpiel's ``GameType`` and
``GameInfo`` together): how many players, whether information is hidden, how chance is
resolved, the bounds of the returns and of the game's length. ``Ruleset.game_info(game)``
gives it, and the conformance test checks every game's returns and lengths against it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

if TYPE_CHECKING:
    from questwright.core.text import Text
    from questwright.engine.actions import Action
    from questwright.engine.rng import Rng

__all__ = [
    "GameInfo",
    "GoalPolicy",
    "MapKey",
    "PlaySummary",
    "SearchBudget",
    "SearchCandidates",
    "SearchHorizon",
    "SearchPolicies",
    "StatusLines",
    "offers",
]


_OFFERS: dict[tuple[type, type], bool] = {}


def offers(state: object, protocol: type) -> bool:
    """``isinstance(state, protocol)`` for a runtime-checkable protocol, answered once per
    state class (bots ask at every decision; a protocol check walks every member)."""
    key = (type(state), protocol)
    found = _OFFERS.get(key)
    if found is None:
        found = _OFFERS[key] = isinstance(state, protocol)
    return found


@dataclass(frozen=True)
class GameInfo:
    """The declared facts of a game, checked by the conformance test."""

    #: players, heroes first (the game's ``players``)
    num_players: int
    #: ``perfect``: every player sees everything but the future (dice); ``imperfect``: some
    #: player may not know something that was drawn (deck order, a hand, face-down tokens)
    information: Literal["perfect", "imperfect"]
    #: ``explicit``: every draw is a chance node; ``sampled``: the state draws internally
    chance: Literal["explicit", "sampled"]
    #: the bounds of every player's return, and their sum when it is constant
    min_utility: float = -1.0
    max_utility: float = 1.0
    utility_sum: float | None = None
    #: the round bound (the game ends no later)
    max_rounds: int = 40
    #: a bound on the actions of a whole game, chance outcomes included
    max_game_length: int = 0


@runtime_checkable
class GoalPolicy(Protocol):
    """The ruleset's goal-seeking policy for any of its players (the ``goal`` bot)."""

    def goal_action(self, player: int, rng: Rng) -> Action | None:
        """What the policy plays now; ``None``: the first legal action."""
        ...


@runtime_checkable
class SearchPolicies(Protocol):
    """Other ways to play that the search bot weighs against the goal policy."""

    def search_policies(self, player: int) -> list[str]:
        """The names of the policies ``player`` may switch to."""
        ...

    def policy_action(self, player: int, rng: Rng, name: str) -> Action | None:
        """What policy ``name`` plays now; ``None``: the goal policy's choice."""
        ...


@runtime_checkable
class SearchHorizon(Protocol):
    """How deep the ``search`` bot's simulations go in a ruleset whose whole games are too
    dear to play to the end at every searched turn (descent1, ddd; md without a deadline)."""

    def search_horizon(self) -> int | None:
        """Rounds a simulation plays before ``heuristic_value`` scores it (``None``: to the
        end of the game, for this state)."""
        ...


@runtime_checkable
class SearchBudget(Protocol):
    """How many futures the ``search`` bot weighs a turn's ways to play on, in a ruleset
    whose games are cheap enough to afford more than the default (machina)."""

    def search_rounds(self) -> tuple[tuple[int, int], ...]:
        """``(simulations per candidate, candidates kept)`` for each round of the search."""
        ...


@runtime_checkable
class SearchCandidates(Protocol):
    """Plans of a few steps the search bot tries besides the policies' choices."""

    def search_candidates(self, player: int) -> list[Action]:
        """First steps of the ruleset's own plans."""
        ...

    def search_follow(self, player: int) -> Action | None:
        """The next step of the plan begun with a candidate (``None``: it is over)."""
        ...


@runtime_checkable
class StatusLines(Protocol):
    """The public status of a game in progress, for the editor's Test Play dock: short
    translatable :class:`~questwright.core.text.Text` items (``say("level {level}",
    level=2)``), shown after the round."""

    def status_lines(self) -> list[Text]: ...


@runtime_checkable
class MapKey(Protocol):
    """What the symbols of the state's text board mean (``questwright play`` prints it
    above the first board and with ``help``): each game draws its own board. A
    :class:`~questwright.core.text.Text` (``say("map: …")``) is shown translated."""

    def map_key(self) -> str | Text: ...


@runtime_checkable
class PlaySummary(Protocol):
    """Figures and status of a game whose state is not a crawler's, for Test Play:
    ``{"status": [...], "party": [...], "figures": [(zone id, "hero" or "enemy", player
    index or -1, text, badge, dead)]}``, public information only."""

    def play_summary(self) -> dict[str, Any]: ...
