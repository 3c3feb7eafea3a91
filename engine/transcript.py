"""Golden playthrough transcripts (OpenSpiel style): a seeded bot game written as text.

The transcript names the quest, party, seed and bot, then lists every history entry — each
action as ``# Apply action "…"`` followed by the chance records it caused — and draws the
board at the start of every round; ``| …`` lines are the game log. ``tests/engine/test_golden.py`` regenerates it and
compares with ``tests/golden/engine/*.txt``; ``pytest --update-golden`` rewrites them.
"""

from __future__ import annotations

from questwright.engine.actions import Chance
from questwright.engine.bots import make_bot
from questwright.engine.core import Game

__all__ = ["playthrough"]


def playthrough(game: Game, seed: int, bot: str = "goal") -> str:
    """Play one game with ``bot`` and return its transcript."""
    state = game.new_initial_state(seed)
    player = make_bot(bot, seed)
    lines = [
        "# Questwright engine playthrough",
        f"quest: {game.quest.id} ({game.system})",
        f"party: {', '.join(game.party)}",
        f"seed: {seed}",
        f"bot: {bot}",
        f"max rounds: {game.max_rounds}",
        "",
    ]
    shown_round = 0
    for entry in state.history():  # chance records made during setup
        lines.append(f"  {entry}")
    seen = len(state.history())
    logged = len(state.log)
    while not state.is_terminal():
        if state.round != shown_round:
            shown_round = state.round
            lines += ["", f"== round {state.round}", state.render(), ""]
        action = player.choose(state)
        state.apply_action(action)
        for entry in state.history()[seen:]:
            if isinstance(entry, Chance):
                lines.append(f"  {entry}")
            else:
                lines.append(f'# Apply action "{entry}"')
        seen = len(state.history())
        for message in state.log[logged:]:
            lines.append(f"  | {message}")
        logged = len(state.log)
    outcome = state.outcome() or {}
    lines += [
        "",
        "== final",
        state.render(),
        "",
        f"result: {outcome.get('result')} ({outcome.get('reason')}) in round {outcome.get('round')}",
        f"objectives done: {', '.join(state.completed_objectives()) or '-'}",
        f"history entries: {len(state.history())}",
        "",
    ]
    return "\n".join(lines)
