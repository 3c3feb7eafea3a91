"""The game API (DESIGN §7, OpenSpiel style): an immutable :class:`Game` and its :class:`State`.

``Game(quest, ruleset, party)`` compiles the quest once (board, zone graph, distance and
sight caches, quest logic, stand-in content) and is shared by every state it creates.
``State`` follows a template method: the base class records the history, owns the seeded
random generator, settles ties and does the JSON and clone bookkeeping; a ruleset
implements ``_legal_actions`` and ``_apply_action``.

Chance happens inside ``apply_action``: dice, card draws and the ties the rules leave to the
players are drawn from the state's own :class:`~questwright.engine.rng.Rng` and written to
the history as :class:`~questwright.engine.actions.Chance` records. So ``(quest, seed,
history)`` replays exactly (:meth:`Game.replay`). With ``ties="ask"`` a tie instead pauses
the state: ``legal_actions()`` then offers :class:`~questwright.engine.actions.Choose`
options and the interrupted action is re-run from a snapshot with the choices made.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from questwright.core.board import Board, compile_board
from questwright.engine.actions import Action, Chance, Choose, parse_action
from questwright.engine.quest_logic import QuestLogic
from questwright.engine.registry import get_ruleset
from questwright.engine.rng import Rng
from questwright.engine.topology import Topology
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.io import load_quest
from questwright.schema.model import Quest

__all__ = ["TERMINAL", "Game", "NeedChoice", "State", "StateError"]

#: ``current_player()`` of a finished game.
TERMINAL = -4
#: JSON format name of a saved state.
STATE_FORMAT = "questwright-engine-state"


class StateError(ValueError):
    """An illegal action or an inconsistent saved state."""


class NeedChoice(Exception):
    """Raised inside ``apply_action`` when a tie must be settled by the players."""

    def __init__(self, kind: str, options: list[str]) -> None:
        super().__init__(kind)
        self.kind = kind
        self.options = options


class Game:
    """A quest ready to play under a ruleset with a party of heroes (immutable factory).

    ``quest`` is a :class:`Quest` or a path; ``ruleset`` a system id (default: the quest's
    system) or a ruleset class; ``party`` a hero count or a list of hero class ids.
    ``ties`` is ``"random"`` (the state's generator settles ties, recorded as chance) or
    ``"ask"`` (pause and let the players choose). ``max_rounds`` is the declared bound on
    game length: a game still running when that round ends is a loss.
    """

    def __init__(
        self,
        quest: Quest | str | os.PathLike[str],
        ruleset: Any = None,
        party: int | Sequence[str] | None = None,
        *,
        catalog: Catalog | None = None,
        ties: str = "random",
        max_rounds: int | None = None,
        options: dict[str, Any] | None = None,
    ) -> None:
        if not isinstance(quest, Quest):
            self.quest_path: str | None = str(quest)
            quest = load_quest(Path(quest))
        else:
            self.quest_path = None
        self.quest: Quest = quest
        if ruleset is None or isinstance(ruleset, str):
            ruleset = get_ruleset(ruleset or quest.system)
        self.ruleset = ruleset
        if ties not in ("random", "ask"):
            raise ValueError(f"ties must be 'random' or 'ask', not {ties!r}")
        self.ties = ties
        self.options: dict[str, Any] = dict(options or {})
        self.catalog = catalog or default_catalog()
        self.board: Board = compile_board(quest, self.catalog)
        if self.board.problems:
            first = self.board.problems[0]
            raise ValueError(f"quest {quest.id!r} does not compile: {first.message}")
        self.topology = Topology(self.board)
        self.content = ruleset.load_content(self)
        self.party: tuple[str, ...] = tuple(ruleset.resolve_party(self, party))
        if not self.party:
            raise ValueError("a party needs at least one hero")
        self.logic = QuestLogic(self)
        self.max_rounds: int = max_rounds or self.logic.round_limit or ruleset.default_max_rounds
        self.data: Any = ruleset.prepare(self)

    @property
    def num_players(self) -> int:
        return len(self.party)

    @property
    def system(self) -> str:
        return self.quest.system

    def new_initial_state(self, seed: int = 0) -> State:
        """A fresh game, set up with the random generator seeded by ``seed``."""
        state: State = self.ruleset.state_class(self, seed)
        state.setup()
        return state

    def state_from_json(self, doc: dict[str, Any]) -> State:
        """Rebuild a state saved with :meth:`State.to_json` for this game."""
        if doc.get("format") != STATE_FORMAT:
            raise StateError("not a saved game state")
        if doc.get("quest") != self.quest.id or doc.get("system") != self.system:
            raise StateError(
                f"saved state is for quest {doc.get('quest')!r}, not {self.quest.id!r}"
            )
        if tuple(doc.get("party", ())) != self.party:
            raise StateError("saved state has a different party")
        state: State = self.ruleset.state_class.__new__(self.ruleset.state_class)
        state.game = self
        state._load(doc)
        return state

    def replay(self, seed: int, history: Iterable[Action | Chance | str]) -> State:
        """Play ``history`` again from ``seed``; chance records must come out the same."""
        entries = list(history)
        state = self.new_initial_state(seed)
        for entry in entries:
            item = parse_action(entry) if isinstance(entry, str) else entry
            if isinstance(item, Chance):
                continue
            state.apply_action(item)
        if [str(x) for x in state.history()] != [
            str(x) if not isinstance(x, str) else x for x in entries
        ]:
            raise StateError("replay diverged from the recorded history")
        return state


class State:
    """A position in a game. Subclasses implement the rules (see the module docstring)."""

    game: Game

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed)
        self._history: list[Action | Chance] = []
        self._pending: tuple[State, Action, list[int], NeedChoice] | None = None
        self._choices: list[int] = []
        self._outcome: dict[str, Any] | None = None
        self.round = 0
        self.log: list[str] = []

    # ------------------------------------------------------------------ API
    def setup(self) -> None:
        """Build the starting position (called once by :meth:`Game.new_initial_state`)."""
        raise NotImplementedError

    def current_player(self) -> int:
        """The hero (0-based) whose decision it is, or :data:`TERMINAL`."""
        if self._outcome is not None:
            return TERMINAL
        return self._current_player()

    def legal_actions(self) -> list[Action]:
        """Every legal action now, in a deterministic order (empty only when terminal)."""
        if self._outcome is not None:
            return []
        if self._pending is not None:
            player = self._current_player()
            return [Choose(player, i, opt) for i, opt in enumerate(self._pending[3].options)]
        return self._legal_actions()

    def apply_action(self, action: Action, *, check: bool = False) -> None:
        """Apply ``action``; with ``check=True`` refuse one not in :meth:`legal_actions`."""
        if self._outcome is not None:
            raise StateError("the game is over")
        if check and action not in self.legal_actions():
            raise StateError(f"illegal action {action}")
        if self._pending is not None:
            if not isinstance(action, Choose):
                raise StateError("a tie must be settled first (choose an option)")
            snapshot, original, choices, need = self._pending
            if not 0 <= action.index < len(need.options):
                raise StateError(f"no option {action.index}")
            self._run(snapshot, original, [*choices, action.index])
            return
        if isinstance(action, Choose):
            raise StateError("there is no tie to settle")
        if self.game.ties == "ask":
            self._run(self.clone(), action, [])
            return
        self._history.append(action)
        self._apply_action(action)

    def _run(self, snapshot: State, action: Action, choices: list[int]) -> None:
        """Apply ``action`` from ``snapshot`` with the tie ``choices`` made so far."""
        base = snapshot.clone()
        self._restore(base)
        self._history.append(action)
        for i in choices:
            self._history.append(Choose(action.hero, i))
        self._choices = list(choices)
        try:
            self._apply_action(action)
        except NeedChoice as need:
            self._restore(snapshot.clone())
            self._pending = (snapshot, action, choices, need)
            return
        finally:
            self._choices = []
        self._pending = None

    def _restore(self, other: State) -> None:
        self.__dict__.clear()
        self.__dict__.update(other.__dict__)

    def is_terminal(self) -> bool:
        return self._outcome is not None

    def completed_objectives(self) -> list[str]:
        """Ids of the quest objectives completed so far, in order (none by default)."""
        return []

    def outcome(self) -> dict[str, Any] | None:
        """``None`` while playing, else ``{"result": "win"|"loss", "reason", "round"}``."""
        return self._outcome

    def returns(self) -> list[float]:
        """OpenSpiel-style returns: +1 for every hero on a win, -1 on a loss, else 0."""
        if self._outcome is None:
            return [0.0] * self.game.num_players
        value = 1.0 if self._outcome["result"] == "win" else -1.0
        return [value] * self.game.num_players

    def history(self) -> list[Action | Chance]:
        """Player actions and chance records, in order."""
        return list(self._history)

    def pending_choice(self) -> tuple[str, list[str]] | None:
        """The tie waiting for the players (``ties="ask"`` games), as (kind, options)."""
        if self._pending is None:
            return None
        return self._pending[3].kind, list(self._pending[3].options)

    def action_to_string(self, action: Action) -> str:
        return str(action)

    def clone(self) -> State:
        """An independent copy (hand-written: much cheaper than ``copy.deepcopy``)."""
        other = self.__class__.__new__(self.__class__)
        other.game = self.game
        other.seed = self.seed
        other.rng = self.rng.copy()
        other._history = self._history[:]
        other._pending = self._pending
        other._choices = self._choices[:]
        other._outcome = None if self._outcome is None else dict(self._outcome)
        other.round = self.round
        other.log = self.log[:]
        self._clone_into(other)
        return other

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON (history as action strings)."""
        if self._pending is not None:
            raise StateError("settle the pending tie before saving")
        game = self.game
        return {
            "format": STATE_FORMAT,
            "formatVersion": 1,
            "quest": game.quest.id,
            "system": game.system,
            "party": list(game.party),
            "seed": self.seed,
            "rng": self.rng.state,
            "round": self.round,
            "outcome": self._outcome,
            "log": self.log,
            "history": [str(x) for x in self._history],
            "rules": self._state_json(),
        }

    @classmethod
    def from_json(cls, game: Game, doc: dict[str, Any]) -> State:
        """Rebuild a state saved with :meth:`to_json` (same as ``game.state_from_json``)."""
        return game.state_from_json(doc)

    def _load(self, doc: dict[str, Any]) -> None:
        self.seed = doc["seed"]
        self.rng = Rng(0)
        self.rng.state = doc["rng"]
        self._history = [parse_action(x) for x in doc["history"]]
        self._pending = None
        self._choices = []
        self._outcome = doc["outcome"]
        self.round = doc["round"]
        self.log = list(doc["log"])
        self._load_state(doc["rules"])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State) or other.game is not self.game:
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return self.render()

    # ------------------------------------------------------------------ chance helpers
    def chance(self, kind: str, value: str) -> None:
        """Record a chance outcome in the history."""
        self._history.append(Chance(kind, value))

    def tie(self, kind: str, options: list[Any], labels: list[str] | None = None) -> Any:
        """Settle a tie the rules leave to the players; recorded in the history."""
        if len(options) == 1:
            return options[0]
        labels = labels or [str(o) for o in options]
        if self.game.ties == "ask":
            if self._choices:
                index = self._choices.pop(0)
            else:
                raise NeedChoice(kind, labels)
        else:
            index = self.rng.below(len(options))
        self._history.append(Chance("tie", f"{kind}:{labels[index]}"))
        return options[index]

    def finish(self, result: str, reason: str) -> None:
        """End the game (first call wins)."""
        if self._outcome is None:
            self._outcome = {"result": result, "reason": reason, "round": self.round}
            self.say(f"{result.upper()}: {reason}")

    def say(self, message: str) -> None:
        """Append a line to the game log (shown by ``play``)."""
        self.log.append(f"[r{self.round}] {message}")

    # ------------------------------------------------------------------ hooks
    def _current_player(self) -> int:
        raise NotImplementedError

    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply_action(self, action: Action) -> None:
        raise NotImplementedError

    def _clone_into(self, other: State) -> None:
        raise NotImplementedError

    def _state_json(self) -> dict[str, Any]:
        raise NotImplementedError

    def _load_state(self, doc: dict[str, Any]) -> None:
        raise NotImplementedError

    def render(self) -> str:
        return f"{type(self).__name__} round {self.round}"
