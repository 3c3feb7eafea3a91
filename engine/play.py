"""Terminal test play: the board as text each turn, numbered legal actions, undo, save/load.

:class:`PlaySession` reads commands from any iterable of lines and writes to any text
stream, so ``questwright play`` and the tests drive the same code. Commands at the prompt:

``<n>`` take legal action number n · ``undo`` take back the last decision · ``bot`` let the
goal-seeking bot decide once · ``auto [N]`` let it play N decisions (all if no N) ·
``save FILE`` / ``load FILE`` · ``log [N]`` · ``board`` · ``help`` · ``quit``.

A saved game (``"format": "questwright-engine-save"``) holds the quest path, party, seed and
history; loading replays the history, so a save is also a replay file (``--replay``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TextIO

from questwright.engine.bots import GoalBot
from questwright.engine.core import Game, State
from questwright.schema.files import atomic_write

__all__ = ["SAVE_FORMAT", "PlaySession", "load_save", "save_document"]

SAVE_FORMAT = "questwright-engine-save"
HELP = (
    "commands: <n> take action n | undo | bot | auto [N] | save FILE | load FILE | "
    "log [N] | board | help | quit"
)
LEGEND = (
    "map: digit hero, x killed hero, E enemy, * token, blank Light, ~ Shadow, # gone; "
    "| - wall, D door, L locked door, / open door, # pillars, : . zone line"
)


def save_document(game: Game, state: State, quest_path: str | None) -> dict[str, Any]:
    """A save/replay file for ``state``."""
    return {
        "format": SAVE_FORMAT,
        "formatVersion": 1,
        "quest": quest_path or game.quest_path,
        "questId": game.quest.id,
        "system": game.system,
        "party": list(game.party),
        "seed": state.seed,
        "ties": game.ties,
        "maxRounds": game.max_rounds,
        "history": [str(x) for x in state.history()],
        "outcome": state.outcome(),
    }


def load_save(path: str | Path, game: Game | None = None) -> tuple[Game, State]:
    """Rebuild the game (unless given) and replay the saved history."""
    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    if doc.get("format") != SAVE_FORMAT:
        raise ValueError(f"{path}: not a saved Questwright game")
    if game is None:
        quest = doc.get("quest")
        if not quest:
            raise ValueError(f"{path}: the save does not say which quest file it is for")
        quest_path = Path(quest)
        if not quest_path.is_absolute() and not quest_path.exists():
            quest_path = Path(path).parent / quest_path
        game = Game(
            str(quest_path),
            party=list(doc["party"]),
            ties=doc.get("ties", "random"),
            max_rounds=doc.get("maxRounds"),
        )
    elif game.quest.id != doc.get("questId") or list(game.party) != doc.get("party"):
        raise ValueError(f"{path}: the save is for another quest or party")
    return game, game.replay(int(doc["seed"]), doc["history"])


class PlaySession:
    """An interactive game in a terminal (see the module docstring)."""

    def __init__(
        self, game: Game, state: State, out: TextIO, quest_path: str | None = None
    ) -> None:
        self.game = game
        self.state = state
        self.out = out
        self.quest_path = quest_path
        self.undo_stack: list[State] = []
        self.bot = GoalBot(state.seed)
        self.shown_log = 0

    def print(self, text: str = "") -> None:
        self.out.write(text + "\n")

    def show(self) -> None:
        state = self.state
        new = state.log[self.shown_log :]
        self.shown_log = len(state.log)
        for line in new[-40:]:
            self.print(line)
        self.print("")
        self.print(state.render())
        if state.is_terminal():
            outcome = state.outcome() or {}
            self.print(f"game over: {outcome.get('result')} — {outcome.get('reason')}")
            return
        pending = state.pending_choice()
        if pending:
            self.print(f"the players must settle a tie ({pending[0]}):")
        for i, action in enumerate(state.legal_actions(), 1):
            self.print(f"  {i:2d}. {action}")

    def apply(self, action: Any) -> None:
        self.undo_stack.append(self.state.clone())
        self.state.apply_action(action)

    def run(self, lines: Iterable[str], prompt: bool = True) -> int:
        """Read commands until the input ends or ``quit``; returns an exit code."""
        self.print(LEGEND)
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
            cmd, args = words[0].lower(), words[1:]
            try:
                if cmd in ("q", "quit", "exit"):
                    return 0
                if cmd in ("h", "help", "?"):
                    self.print(LEGEND)
                    self.print(HELP)
                    continue
                if cmd == "board":
                    self.print(self.state.render())
                    continue
                if cmd == "log":
                    count = int(args[0]) if args else 20
                    for entry in self.state.log[-count:]:
                        self.print(entry)
                    continue
                if cmd == "undo":
                    if not self.undo_stack:
                        self.print("nothing to undo")
                        continue
                    self.state = self.undo_stack.pop()
                    self.shown_log = len(self.state.log)
                    self.show()
                    continue
                if cmd == "save":
                    if not args:
                        self.print("usage: save FILE")
                        continue
                    doc = save_document(self.game, self.state, self.quest_path)
                    atomic_write(Path(args[0]), json.dumps(doc, indent=2) + "\n")
                    self.print(f"saved to {args[0]}")
                    continue
                if cmd == "load":
                    if not args:
                        self.print("usage: load FILE")
                        continue
                    _, state = load_save(args[0], self.game)
                    self.undo_stack.clear()
                    self.state = state
                    self.shown_log = max(0, len(state.log) - 10)
                    self.show()
                    continue
                if self.state.is_terminal():
                    self.print("the game is over (undo, load or quit)")
                    continue
                if cmd in ("b", "bot"):
                    self.apply(self.bot.choose(self.state))
                    self.show()
                    continue
                if cmd == "auto":
                    count = int(args[0]) if args else 1_000_000
                    while count > 0 and not self.state.is_terminal():
                        self.apply(self.bot.choose(self.state))
                        count -= 1
                    self.show()
                    continue
                if cmd.isdigit():
                    legal = self.state.legal_actions()
                    k = int(cmd)
                    if not 1 <= k <= len(legal):
                        self.print(f"choose 1–{len(legal)}")
                        continue
                    self.apply(legal[k - 1])
                    self.show()
                    continue
                self.print(f"unknown command {cmd!r}; {HELP}")
            except (ValueError, OSError) as exc:
                self.print(f"error: {exc}")
