"""The search bot: legal, stronger where simulations say so, and blind to the future.

A bot that cannot see the future decides the same on two states that differ only in what
its player may not know (the order of the decks, face-down identities, the other side's
hand, every future roll). The tests draw such twins with ``resample_from_infostate`` and
compare decisions; a bot that plays on copies of the real state (it peeks) fails the same
test.
"""

from __future__ import annotations

from typing import Any

import pytest
from questwright.engine.bots import bot_names, make_bot
from questwright.engine.core import Game
from questwright.engine.rng import Rng
from questwright.engine.search import SearchBot
from questwright.engine.simulate import GameSpec, simulate
from questwright.schema.catalog import bundled_quests_dir

from tests.engine.toy import relic_run

WARDEN = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
EMBERS = bundled_quests_dir() / "md2" / "embers-below.quest.json"


def _quick(seed: int) -> SearchBot:
    return SearchBot(seed, width=3, rounds=((2, 2), (3, 2)), horizon=2)


class PeekingBot(SearchBot):
    """A control that cheats: it simulates on copies of the real state."""

    def determinize(self, state: Any, player: int) -> Any:
        return state.clone()


def _states(game: Game, seed: int, every: int = 5, count: int = 6) -> list[Any]:
    """Positions of a goal-bot game, every few decisions, where there is a choice."""
    state = game.new_initial_state(seed)
    bot = make_bot("goal", seed)
    out = []
    step = 0
    while not state.is_terminal() and len(out) < count:
        if step % every == 0 and len(state.legal_actions()) > 2:
            out.append(state.clone())
        state.apply_action(bot.choose(state))
        step += 1
    return out


def test_the_search_bot_is_registered_and_named() -> None:
    assert {"goal", "random", "search"} <= set(bot_names())
    assert "MCTS with determinization" in make_bot("search").label


@pytest.mark.parametrize("path", [WARDEN, EMBERS, None], ids=["md1", "md2", "toy"])
def test_the_search_bot_plays_legal_games(path: Any) -> None:
    game = relic_run() if path is None else Game(path, party=2)
    state = game.new_initial_state(3)
    bot = _quick(3)
    for _ in range(25):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        action = bot.choose(state)
        assert action in legal
        state.apply_action(action)


@pytest.mark.parametrize("path", [WARDEN, EMBERS, None], ids=["md1", "md2", "toy"])
def test_a_state_with_another_future_gets_the_same_decision(path: Any) -> None:
    game = relic_run() if path is None else Game(path, party=2)
    differed = peeked = 0
    for k, state in enumerate(_states(game, 11)):
        player = state.current_player()
        twin = state.resample_from_infostate(player, Rng(1000 + k))
        # the twin's future really is another one, and the player cannot tell
        assert twin.rng.state != state.rng.state
        assert twin.information_state_string(player) == state.information_state_string(player)
        differed += twin.to_json()["rules"] != state.to_json()["rules"]
        assert _quick(k).choose(state) == _quick(k).choose(twin)
        peek = PeekingBot(k, width=3, rounds=((2, 2), (3, 2)), horizon=2)
        other = PeekingBot(k, width=3, rounds=((2, 2), (3, 2)), horizon=2)
        peeked += str(peek.choose(state)) != str(other.choose(twin))
    assert differed  # hidden things changed, not only the dice
    if path is not None:
        assert peeked  # the same test catches a bot that looks at the real future


def test_simulate_with_the_search_bot_names_it() -> None:
    report = simulate(GameSpec(str(WARDEN), 2, "search-quick"), n=2, seed=4).to_json()
    assert report["bot"] == "search-quick" and "simulations" in report["bot_label"]
    assert report["games"] == 2
