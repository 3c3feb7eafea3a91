"""A setup that waits for a decision shows the position it has reached: `play` and Test Play
draw the house before asking where the first zombies go (issue #33, defect 9)."""

from __future__ import annotations

import json

from questwright.engine.core import Game
from questwright.schema.catalog import bundled_quests_dir

ASHGROVE = bundled_quests_dir() / "ddd" / "house-ashgrove.quest.json"


def _paused_setup() -> tuple[Game, object]:
    game = Game(ASHGROVE, party=2, ties="ask")
    for seed in range(20):
        state = game.new_initial_state(seed)
        if state.pending_choice() is not None and state.setup_view() is not None:
            return game, state
    raise AssertionError("no seed asks a question during the setup")


def test_the_house_is_shown_while_the_setup_asks_a_question() -> None:
    _game, state = _paused_setup()
    text = state.render()  # type: ignore[attr-defined]
    assert text.startswith("setting up the house")
    assert "darkness 1/" in text and "h1 " in text  # the tracks and the survivors placed
    seen = state.observation_string(0)  # type: ignore[attr-defined]
    assert "darkness 1/" in seen


def test_the_view_is_for_display_only_and_the_game_goes_on_as_before() -> None:
    game, state = _paused_setup()
    before = state.to_json()  # type: ignore[attr-defined]
    assert before["rules"] is None  # the paused state is still the one before the setup
    copy = state.clone()  # type: ignore[attr-defined]
    assert copy.setup_view() is not None and copy == state
    again = game.state_from_json(json.loads(json.dumps(before)))
    assert again.setup_view() is not None and again == state
    while state.setup_view() is not None:  # type: ignore[attr-defined]
        state.apply_action(state.legal_actions()[0])  # type: ignore[attr-defined]
    assert state.to_json()["rules"] is not None  # type: ignore[attr-defined]
    assert not state.render().startswith("setting up")  # type: ignore[attr-defined]


def test_every_game_answers_an_observation_while_its_setup_waits() -> None:
    """An explicit-chance game is a chance node all through its setup: every ruleset answers
    observation_string at each of them (a ruleset that cannot draw a half-laid setup says
    "(setting up)")."""
    for path in sorted(bundled_quests_dir().glob("*/*.quest.json")):
        for kw in ({"chance": "explicit"}, {"chance": "explicit", "ties": "ask"}):
            game = Game(path, party=2, **kw)  # type: ignore[arg-type]
            state = game.new_initial_state(1)
            steps = 0
            while state.setup_view() is not None or (
                state.to_json()["rules"] is None and steps < 400
            ):
                for player in range(game.num_players()):
                    assert state.observation_string(player)
                    assert state.information_state_string(player)
                state.apply_action(state.legal_actions()[steps % len(state.legal_actions())])
                steps += 1
            assert steps, path
