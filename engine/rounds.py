"""The round of a game as declared data: phases and steps, and the driver that runs them.

A ruleset's state class declares ``ROUND = Round([...])``, a sequence of phases:

* :class:`Step` — something the rules do without asking anyone (the md1 Enemies' phase, the
  DDD upkeep, an event draw): ``run(state)``.
* :class:`Turns` — players take one turn each, in the order ``order(state)`` gives (or, with
  ``chosen=True``, the players pick who goes next with :class:`~.actions.Begin`). Hooks:
  ``start_turn(state, player)``, ``after_turn(state, player)`` (md1 counter-attacks, an md2
  boss acting after each hero) and ``skip(state, player)``. An opponent's turn (Descent's
  overlord) is a ``Turns`` whose order is that one player.
* :class:`TeamTurns` — teams act one after another (``teams(state)`` gives them in order);
  the members of a team act in any interleaving (the acting member may hand over with
  :class:`~.actions.Switch`; :class:`~.actions.EndTurn` finishes a member), then
  ``after_team(state, team)`` runs (DDD reactions after each team).

After the last phase ``Round.next_round`` runs (default: the round number goes up) and the
first phase starts again. Hooks are functions of the state (a rule module's function, or a
method of the state class named in its class body), typed per hook — :data:`Run`,
:data:`Order`, :data:`TeamOrder`, :data:`PlayerHook`, :data:`Skip`, :data:`TeamHook` — so mypy
rejects a hook with the wrong signature or for another state class; every hook may end the
game, draw chance or ask a player (see :meth:`questwright.engine.core.State.ask`).

The driver (:class:`RoundDriver`, mixed into :class:`~questwright.engine.core.State`) keeps
its place in the round in a few plain fields, which clones and JSON carry: ``phase`` (the
phase's name), ``active`` (the player whose turn it is, ``-1`` none), and the players or
teams still to act.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

__all__ = [
    "Order",
    "Phase",
    "PlayerHook",
    "Round",
    "RoundDriver",
    "Run",
    "Skip",
    "Step",
    "TeamHook",
    "TeamOrder",
    "TeamTurns",
    "Turns",
]

#: the state class a round is declared for
S = TypeVar("S", contravariant=True)
#: rules run for the whole table: ``run(state)``, ``begin(state)``, ``next_round(state)``
Run = Callable[[S], None]
#: the players to take a turn, in order: ``order(state)``
Order = Callable[[S], Iterable[int]]
#: the teams to act, in order: ``teams(state)``
TeamOrder = Callable[[S], Iterable[Iterable[int]]]
#: something done for one player: ``start_turn(state, player)``, ``after_turn(state, player)``
PlayerHook = Callable[[S, int], None]
#: whether a player sits this phase out: ``skip(state, player)``
Skip = Callable[[S, int], bool]
#: after a team acted: ``after_team(state, members)``
TeamHook = Callable[[S, list[int]], None]


@dataclass(frozen=True)
class Phase:
    """A part of the round. ``name`` is what ``state.phase`` shows while it runs (``None``:
    keep the previous name)."""

    name: str | None


@dataclass(frozen=True)
class Step(Phase, Generic[S]):
    """Rules that run without a player decision: ``run(state)``."""

    run: Run[S]


@dataclass(frozen=True)
class Turns(Phase, Generic[S]):
    """Players take one turn each (see the module docstring)."""

    order: Order[S]
    chosen: bool = False
    start_turn: PlayerHook[S] | None = None
    after_turn: PlayerHook[S] | None = None
    skip: Skip[S] | None = None
    #: runs when the phase starts, before the order is taken
    begin: Run[S] | None = None


@dataclass(frozen=True)
class TeamTurns(Phase, Generic[S]):
    """Teams act in turn; a team's members in any interleaving (see the module docstring)."""

    teams: TeamOrder[S]
    start_turn: PlayerHook[S] | None = None
    after_team: TeamHook[S] | None = None
    skip: Skip[S] | None = None
    begin: Run[S] | None = None


@dataclass(frozen=True)
class Round(Generic[S]):
    """The phases of a round, in order, and what happens between rounds."""

    phases: Sequence[Step[S] | Turns[S] | TeamTurns[S]] = field(default_factory=tuple)
    next_round: Run[S] | None = None

    def index(self, name: str) -> int:
        for i, phase in enumerate(self.phases):
            if phase.name == name:
                return i
        raise KeyError(name)


class RoundDriver:
    """Runs ``ROUND`` (mixed into the engine's State; see the module docstring)."""

    ROUND: Round[Any] = Round()
    _outcome: dict[str, Any] | None
    round: int

    def _init_driver(self) -> None:
        self.phase = "setup"
        self.active = -1
        self._phase_index = -1
        #: Turns: players still to take their turn this phase
        self._turn_queue: list[int] = []
        #: Turns(chosen=True): the players are picking who goes next
        self._choosing = False
        #: TeamTurns: teams still to act, and the members of the acting team not finished
        self._teams: list[list[int]] = []
        self._team: list[int] = []
        self._acting: list[int] = []
        #: a team hands over at most once between two actions (games stay finite)
        self._handed = False

    def _clone_driver(self, other: Any) -> None:
        other.phase = self.phase
        other.active = self.active
        other._phase_index = self._phase_index
        other._turn_queue = self._turn_queue[:]
        other._choosing = self._choosing
        other._teams = [t[:] for t in self._teams]
        other._team = self._team[:]
        other._acting = self._acting[:]
        other._handed = self._handed

    def _driver_json(self) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "phaseIndex": self._phase_index,
            "active": self.active,
            "queue": self._turn_queue,
            "choosing": self._choosing,
            "teams": self._teams,
            "team": self._team,
            "acting": self._acting,
            "handed": self._handed,
        }

    def _load_driver(self, doc: dict[str, Any]) -> None:
        self.phase = doc["phase"]
        self._phase_index = doc["phaseIndex"]
        self.active = doc["active"]
        self._turn_queue = list(doc["queue"])
        self._choosing = doc["choosing"]
        self._teams = [list(t) for t in doc["teams"]]
        self._team = list(doc["team"])
        self._acting = list(doc["acting"])
        self._handed = bool(doc["handed"])

    # ------------------------------------------------------------------ queries
    def current_phase(self) -> Step[Any] | Turns[Any] | TeamTurns[Any] | None:
        phases = self.ROUND.phases
        return phases[self._phase_index] if 0 <= self._phase_index < len(phases) else None

    def choosing_turn(self) -> bool:
        """True while the players pick who takes the next turn (``Turns(chosen=True)``)."""
        return self._choosing

    def waiting_players(self) -> list[int]:
        """Players who may still begin a turn in a ``chosen`` phase, in player order."""
        phase = self.current_phase()
        if not isinstance(phase, Turns):
            return []
        skip = phase.skip
        return sorted(p for p in self._turn_queue if skip is None or not skip(self, p))

    def team_members(self) -> list[int]:
        """Members of the acting team who have not finished (``TeamTurns``)."""
        return list(self._team)

    # ------------------------------------------------------------------ driving
    def start_rounds(self) -> None:
        """Begin the first round at its first phase (the end of a ruleset's setup)."""
        self._advance(0)

    def begin_turn(self, player: int) -> None:
        """A player picked to go next in a ``chosen`` phase starts the turn."""
        phase = self.current_phase()
        if not (isinstance(phase, Turns) and self._choosing):
            raise ValueError("nobody is being picked to go next")
        if player not in self.waiting_players():
            raise ValueError(f"player {player} cannot begin a turn now")
        self._choosing = False
        self._turn_queue.remove(player)
        self.active = player
        if phase.start_turn is not None:
            phase.start_turn(self, player)

    def can_switch(self) -> bool:
        """Whether the acting member may hand over now (once between two actions)."""
        return len(self._team) > 1 and not self._handed

    def switch_to(self, player: int) -> None:
        """Hand the initiative to another unfinished member of the acting team."""
        if player not in self._team or not isinstance(self.current_phase(), TeamTurns):
            raise ValueError(f"player {player} is not an acting team member")
        if self._handed:
            raise ValueError("the team has just handed over; someone must act first")
        self.active = player
        self._handed = True

    def finish_turn(self) -> None:
        """The active player's turn is over: the phase's hooks run and play moves on."""
        phase = self.current_phase()
        player = self.active
        if isinstance(phase, TeamTurns):
            if player in self._team:
                self._team.remove(player)
            if self._team:
                self.active = self._team[0]
                self._handed = False
                return
            if phase.after_team is not None:
                phase.after_team(self, self._acting[:])
        elif isinstance(phase, Turns) and phase.after_turn is not None:
            phase.after_turn(self, player)
        if self._outcome is not None:
            return
        if phase is not None and self._next_turn(phase):
            return
        self._advance(self._phase_index + 1)

    def _advance(self, index: int) -> None:
        """Run the round from phase ``index`` until a player must act or the game ends."""
        phases = self.ROUND.phases
        while self._outcome is None:
            if index >= len(phases):
                if self.ROUND.next_round is None:
                    self.round += 1
                else:
                    self.ROUND.next_round(self)
                if self._outcome is not None:
                    return
                index = 0
            phase = phases[index]
            self._phase_index = index
            if phase.name is not None:
                self.phase = phase.name
            if isinstance(phase, Step):
                phase.run(self)
                index += 1
                continue
            if phase.begin is not None:
                phase.begin(self)
            if self._outcome is not None:
                return
            if isinstance(phase, Turns):
                self._turn_queue = list(phase.order(self) or [])
            else:
                self._teams = [list(t) for t in phase.teams(self) or []]
            if self._next_turn(phase):
                return
            index += 1

    def _next_turn(self, phase: Step[Any] | Turns[Any] | TeamTurns[Any]) -> bool:
        """Give the turn to the next player of ``phase``; False when the phase is over."""
        if isinstance(phase, Turns):
            if phase.chosen:
                self.active = -1
                self._choosing = bool(self.waiting_players())
                return self._choosing
            while self._turn_queue and self._outcome is None:
                player = self._turn_queue.pop(0)
                if phase.skip is not None and phase.skip(self, player):
                    continue
                self.active = player
                if phase.start_turn is not None:
                    phase.start_turn(self, player)
                return True
            self.active = -1
            return False
        if isinstance(phase, TeamTurns):
            while self._teams and self._outcome is None:
                skip = phase.skip
                team = [p for p in self._teams.pop(0) if skip is None or not skip(self, p)]
                if not team:
                    continue
                self._acting = team[:]
                self._team = team
                self._handed = False
                if phase.start_turn is not None:
                    for player in team:
                        phase.start_turn(self, player)
                self.active = team[0]
                return True
            self.active = -1
            self._team = []
            return False
        return False
