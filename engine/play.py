"""Test play: one :class:`PlaySession` for ``questwright play`` and the editor's Test Play dock.

:class:`PlaySession` is a game being played by a person: the game and its state, the bot
that moves on request ("bot", Bot Move, Run to End), undo, and the recorded decisions of a
loaded replay still to come (Step follows them; leaving the recorded line ends the
replay). It is Qt-free; the dock (``editor/testplay.py``) draws it, and
:class:`TerminalPlay` is its text front end:

``<n>`` take legal action number n · ``undo`` take back the last decision · ``bot`` let the
goal-seeking bot decide once · ``auto [N]`` let it play N decisions (all if no N) ·
``save FILE`` / ``load FILE`` · ``log [N]`` · ``board`` · ``help`` · ``quit``.

Saves are :mod:`questwright.engine.save` files; loading one replays it, checked.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator
from pathlib import Path
from typing import Any, TextIO, cast

from questwright.core.text import Text, say, shown
from questwright.engine.actions import Chance, ChanceOutcome, Choose
from questwright.engine.bots import make_bot
from questwright.engine.core import Game, State, sample_chance
from questwright.engine.log import ending_reason, shown_line, speaking, word
from questwright.engine.protocol import MapKey
from questwright.engine.rng import Rng
from questwright.engine.save import (
    SAVE_FORMAT,
    load_save,
    save_document,
    validate_save,
    write_save,
)
from questwright.schema.errors import LoadError

__all__ = ["RUN_LIMIT", "SAVE_FORMAT", "PlaySession", "TerminalPlay", "load_save"]

#: decisions "Run to End" makes at most (a game is bounded by its round limit anyway)
RUN_LIMIT = 20_000
#: clones kept for undo (older decisions are undone by replaying the history)
UNDO_CLONES = 200

HELP = say(
    "commands: <n> take action n | undo | bot | auto [N] | save FILE | load FILE | "
    "log [N] | board | help | quit"
)
#: the key of a board the ruleset does not describe (a zone board drawn by the crawler)
LEGEND = say("map: digit hero, E enemy, * token; | - wall, D door, L locked door, / open door")

Translate = Callable[[str], str]


def map_key(state: State, translate: Translate | None = None) -> str:
    """The key of ``state``'s text board: the ruleset's own (:class:`MapKey`), else the
    plain one (issue #33, defect 9: every game printed Massive Darkness's key); in the
    language of ``translate``."""
    key: str | Text = state.map_key() if isinstance(state, MapKey) else LEGEND
    return str(shown(key, translate))


def action_label(action: object, translate: Translate | None = None) -> str:
    """An action as a person picks it: its stable string (``h1 move z3``, what saves and
    transcripts hold) with the verb, and a decision's kind, in the language of
    ``translate``."""
    text = str(action)
    verb = getattr(action, "verb", "")
    if translate is None or not verb:
        return text
    parts = text.split(" ")
    if len(parts) >= 2 and parts[1] == verb:
        parts[1] = str(shown(word(verb), translate))
        if isinstance(action, Choose) and len(parts) >= 4:
            kind, colon, rest = parts[3].partition(":")
            parts[3] = f"{shown(word(kind), translate)}{colon}{rest}"
        else:  # an argument that is a word of the rules (an attack's kind), not an id
            parts[2:] = [str(shown(word(part), translate)) for part in parts[2:]]
    return " ".join(parts)


def game_over(state: State, translate: Translate | None = None) -> str:
    """``game over: win — the reason`` (the reason as the game said it, translated)."""
    outcome = state.outcome() or {}
    reason = ending_reason(state.log)
    return say(
        "game over: {result} — {reason}",
        result=word(str(outcome.get("result"))),
        reason=reason if reason is not None else outcome.get("reason"),
    ).text(translate)


def is_decision(entry: Any) -> bool:
    """A history entry a player chose (not a chance record or outcome)."""
    return not isinstance(entry, (Chance, ChanceOutcome))


class PlaySession:
    """A game played by a person, with a bot to hand, undo and replays (Qt-free)."""

    def __init__(
        self,
        game: Game,
        seed: int = 0,
        *,
        state: State | None = None,
        bot: str = "goal",
        people: Collection[int] | None = None,
    ) -> None:
        self.game = game
        self.state: State = state if state is not None else game.new_initial_state(seed)
        self.seed = self.state.seed
        self.bot_name = bot
        self.bot = make_bot(bot, self.seed)
        #: the players a person decides for; the bot plays the others at once (``None``:
        #: the person decides for everyone, the bot only when asked)
        self.people: frozenset[int] | None = None if people is None else frozenset(people)
        self._chance = Rng(self.seed)
        #: recorded decisions of a loaded replay, next first
        self.future: list[Any] = []
        self.replay_total = 0
        self._undo: list[State] = []
        self._settle_chance()
        self.play_bots()

    @staticmethod
    def side_players(game: Game, side: str) -> list[int]:
        """The players of ``side`` (a side such as ``heroes`` or ``overlord``, or a player's
        name such as ``h2``); ValueError naming the choices if there is none."""
        found = [p.id for p in game.players if side in (p.side, p.name)]
        if not found:
            choices = sorted({p.side for p in game.players} | {p.name for p in game.players})
            raise ValueError(f"no player or side {side!r} (one of {', '.join(choices)})")
        return found

    @classmethod
    def build(
        cls,
        quest: Any,
        heroes: int | list[str],
        seed: int,
        *,
        catalog: Any = None,
        max_rounds: int | None = None,
        quest_path: str | None = None,
        bot: str = "goal",
        side: str | None = None,
    ) -> PlaySession:
        """A session on an independent copy of a quest model (the editor's open quest);
        ``side`` is who the person plays (see :meth:`side_players`; ``None`` or ``all``:
        everyone), the bot plays the rest."""
        from questwright.schema import serde
        from questwright.schema.model import Quest

        copy = serde.from_json(Quest, serde.to_json(quest))
        game = Game(copy, party=heroes, catalog=catalog, max_rounds=max_rounds)
        game.quest_path = quest_path
        return cls(game, seed, bot=bot, people=cls._side_people(game, side))

    @classmethod
    def _side_people(cls, game: Game, side: str | None) -> frozenset[int] | None:
        return None if side in (None, "all") else frozenset(cls.side_players(game, side))

    def play_as(self, side: str | None) -> list[Any]:
        """From now on the person plays ``side`` (``None`` or ``all``: everyone); the bot
        plays the others at once. Returns the bot's decisions."""
        self.people = self._side_people(self.game, side)
        return self.play_bots()

    @staticmethod
    def sides(system: str) -> list[str]:
        """The sides of a ruleset's players in seat order (``["heroes", "overlord"]`` for
        descent1), asked of the ruleset for a party of one without building a game.
        KeyError if no ruleset plays ``system``."""
        from types import SimpleNamespace

        from questwright.engine.registry import get_ruleset

        stand_in = cast(Game, SimpleNamespace(party=["hero"]))
        found: list[str] = []
        for player in get_ruleset(system).players(stand_in):
            if player.side not in found:
                found.append(player.side)
        return found

    # ------------------------------------------------------------------ queries
    @property
    def decisions(self) -> int:
        return sum(1 for entry in self.state.history() if is_decision(entry))

    def legal(self) -> list[Any]:
        return self.state.legal_actions()

    def viewer(self) -> int | None:
        """Whose view a person sees: the player to move if a person plays it, else the
        first person's player; ``None`` when the person plays everyone (the whole board)."""
        if self.people is None:
            return None
        current = self.state.current_player()
        return current if current in self.people else min(self.people)

    def board_text(self, translate: Translate | None = None) -> str:
        """What the person sees of the game: the view of :meth:`viewer` (never another
        side's hidden cards), or the whole public board when the person plays everyone; in
        the language of ``translate``."""
        viewer = self.viewer()
        with speaking(translate):
            if viewer is None:
                return self.state.render()
            return self.state.observation_string(viewer)

    def persons_turn(self) -> bool:
        """Whether a person decides next (always, when the person plays everyone)."""
        return self.people is None or self.state.current_player() in self.people

    def view(self) -> dict[str, Any]:
        """The state as the engine saves it (round, log, the ruleset's pieces…)."""
        return self.state.to_json()

    def next_recorded(self) -> Any | None:
        return self.future[0] if self.future else None

    # ------------------------------------------------------------------ moves
    def apply(self, action: Any, undoable: bool = True) -> None:
        """Apply a legal action (leaving a replay's recorded line ends the replay).
        ``undoable=False``: keep no copy to undo it from (a game played to its end with
        nobody at the prompt; a copy of a board of thousands of enemies costs more than
        the action)."""
        if self.future and self.future[0] == action:
            self.future.pop(0)
        elif self.future:
            self.future.clear()
            self.replay_total = 0
        before = self.state.clone() if undoable else None
        self.state.apply_action(action, check=True)
        if before is None:
            self._undo.clear()  # a kept copy is one decision per copy: none may be skipped
        else:
            self._undo.append(before)
            del self._undo[:-UNDO_CLONES]
        self._settle_chance()

    def play_bots(self, limit: int = RUN_LIMIT) -> list[Any]:
        """The bot's decisions for the players no person plays, until a person's turn or
        the end; returns them (nothing when the person plays everyone)."""
        done: list[Any] = []
        while not self.persons_turn() and not self.state.is_terminal() and len(done) < limit:
            done.append(self.step_auto())
        return done

    def _settle_chance(self) -> None:
        """In an explicit-chance game, chance nodes are sampled from the seed."""
        state = self.state
        while state.is_chance_node():
            state.apply_action(sample_chance(state, self._chance))

    def bot_action(self) -> Any:
        return self.bot.choose(self.state)

    def step_auto(self) -> Any:
        """The replay's next decision, else the bot's; applied and returned."""
        action = self.next_recorded() or self.bot_action()
        self.apply(action)
        return action

    def run_to_end(self, limit: int = RUN_LIMIT) -> int:
        """Play on (the replay's decisions, then the bot's); returns the decisions made."""
        count = 0
        while not self.state.is_terminal() and count < limit:
            self.step_auto()
            count += 1
        return count

    def undo(self) -> bool:
        """Take back the last decision, and the bot's decisions since the person's last one
        when a person plays only some players."""
        if not self._undo_one():
            return False
        while not self.persons_turn() and self._undo_one():
            pass
        self.play_bots()  # back at the start: the bots open the game again
        return True

    def _undo_one(self) -> bool:
        """Take back one decision (from a kept copy, else by replaying the history)."""
        history = self.state.history()
        last = max((i for i, e in enumerate(history) if is_decision(e)), default=-1)
        if last < 0:
            return False
        undone = history[last]
        if self._undo:
            self.state = self._undo.pop()
        else:
            self.state = self.game.replay(self.seed, history[:last])
            self._settle_chance()
        if self.replay_total:
            self.future.insert(0, undone)
        return True

    # ------------------------------------------------------------------ files
    def save_document(self) -> dict[str, Any]:
        return save_document(self.game, self.state, self.game.quest_path)

    def save(self, path: str | Path) -> None:
        write_save(path, self.save_document())

    def load(self, path: str | Path) -> None:
        """Continue from a saved game of this quest and party (checked; LoadError)."""
        _, state = load_save(path, self.game)
        self._restart(state.seed, state)

    def load_replay(self, doc: dict[str, Any], file: str = "<save>") -> None:
        """Start over from a save's seed with its decisions queued for Step (checked)."""
        from questwright.engine.core import StateError

        validate_save(doc, file)
        seed = int(doc["seed"])
        entries = list(doc["history"])
        try:
            self.game.replay(seed, entries, check=True)
        except StateError as exc:
            raise LoadError(file, str(exc), path=("history",)) from None
        parsed = [self.game.parse_action(e) for e in entries]
        self._restart(
            seed, self.game.new_initial_state(seed), [a for a in parsed if is_decision(a)]
        )

    def queue(self, decisions: Iterable[Any]) -> None:
        """Start this seed over with ``decisions`` recorded for Step and Run to End (a
        simulated game to watch); the bots' decisions for the players no person plays
        follow the recording too."""
        self._restart(self.seed, self.game.new_initial_state(self.seed), list(decisions))

    def _restart(self, seed: int, state: State, future: list[Any] | None = None) -> None:
        """Continue from ``state`` with ``future`` queued; the bots open the game only
        after the recording is in place (their first moves follow it)."""
        self.seed = seed
        self.state = state
        self.bot = make_bot(self.bot_name, seed)
        self._chance = Rng(seed)
        self._undo.clear()
        self.future = list(future or [])
        self.replay_total = len(self.future)
        self._settle_chance()
        self.play_bots()


class TerminalPlay:
    """The text front end of a :class:`PlaySession` (``questwright play``)."""

    def __init__(
        self, session: PlaySession, out: TextIO, translate: Translate | None = None
    ) -> None:
        self.session = session
        self.out = out
        self.shown_log = 0
        #: the front end's language (a template's translation; ``None``: English)
        self.translate = translate

    @property
    def state(self) -> State:
        return self.session.state

    def print(self, text: str | Text = "") -> None:
        if isinstance(text, Text):
            text = text.text(self.translate)
        self.out.write(text + "\n")

    def show(self) -> None:
        state = self.state
        new = state.log[self.shown_log :]
        self.shown_log = len(state.log)
        for line in new[-40:]:
            self.print(shown_line(line, self.translate))
        self.print("")
        self.print(self.board())
        if state.is_terminal():
            self.print(game_over(state, self.translate))
            return
        pending = state.pending_choice()
        if pending:
            who = self.session.game.players[state.current_player()].name
            self.print(
                say("{player} must decide ({question}):", player=who, question=word(pending[0]))
            )
        for i, action in enumerate(state.legal_actions(), 1):
            self.print(f"  {i:2d}. {action_label(action, self.translate)}")

    def board(self) -> str:
        """The whole board, or the view of the person's player when a person plays only
        some players (never another side's hidden cards)."""
        return self.session.board_text(self.translate)

    def after_person(self) -> None:
        """The bot's moves for the other players, printed, then the board."""
        for action in self.session.play_bots():
            self.print(f"# {action_label(action, self.translate)}")
        self.show()

    def run(self, lines: Iterable[str], prompt: bool = True) -> int:
        """Read commands until the input ends or ``quit``; returns an exit code."""
        self.print(map_key(self.state, self.translate))
        self.print(HELP)
        self.show()
        source: Iterator[str] = iter(lines)
        while True:
            if prompt:
                self.out.write("> ")
                self.out.flush()
            try:
                line = next(source)
            except StopIteration:
                self.print("")
                return 0
            words = line.strip().split()
            if not words:
                continue
            if words[0].lower() in ("q", "quit", "exit"):
                return 0
            try:
                self.command(words[0].lower(), words[1:])
            except (ValueError, OSError, LoadError) as exc:
                self.print(say("error: {error}", error=str(exc)))

    def command(self, cmd: str, args: list[str]) -> None:
        session = self.session
        if cmd in ("h", "help", "?"):
            self.print(map_key(self.state, self.translate))
            self.print(HELP)
        elif cmd == "board":
            self.print(self.board())
        elif cmd == "log":
            count = int(args[0]) if args else 20
            for entry in self.state.log[-count:]:
                self.print(shown_line(entry, self.translate))
        elif cmd == "undo":
            if not session.undo():
                self.print(say("nothing to undo"))
                return
            self.shown_log = len(self.state.log)
            self.show()
        elif cmd == "save":
            if not args:
                self.print(say("usage: save FILE"))
                return
            session.save(args[0])
            self.print(say("saved to {file}", file=args[0]))
        elif cmd == "load":
            if not args:
                self.print(say("usage: load FILE"))
                return
            session.load(args[0])
            self.shown_log = max(0, len(self.state.log) - 10)
            self.show()
        elif self.state.is_terminal():
            self.print(say("the game is over (undo, load or quit)"))
        elif cmd in ("b", "bot"):
            session.apply(session.bot_action())
            self.after_person()
        elif cmd == "auto":
            count = int(args[0]) if args else RUN_LIMIT
            while count > 0 and not self.state.is_terminal():
                session.apply(session.bot_action())
                count -= 1
            self.after_person()
        elif cmd.isdigit():
            legal = self.state.legal_actions()
            k = int(cmd)
            if not 1 <= k <= len(legal):
                self.print(say("choose 1–{last}", last=len(legal)))
                return
            session.apply(legal[k - 1])
            self.after_person()
        else:
            self.print(say("unknown command {command}; {help}", command=repr(cmd), help=HELP))
