"""Dark Darker Darkest: the goal bot plays whole games on a small hand-made house and
sometimes wins (the code, the lab, the showdown), sometimes loses; random bots do worse.

The house is the showdown tests' corridor with one chip on a corner's door, a five-token
code (the chip removes three; two are bought with darkness at the lab's door) and no zombie
figures in the box (``componentLimits``), so the games test the plan — the code, the lab's
door, the nemesis — in a few hundredths of a second each. The policy before the code plan
never won here.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from questwright.engine.actions import Switch
from questwright.engine.core import Game
from questwright.engine.rulesets.ddd import monsters
from questwright.engine.simulate import make_bot, play_game

from tests.engine.ddd_houses import LINE_LINKS, LINE_PLAN, house, put, quiet

PLAN, LINKS = LINE_PLAN, LINE_LINKS
LOSS = [
    {"id": "loss-darkness", "kind": "darkness-end", "text": "darkness"},
    {"id": "loss-antidote", "kind": "antidote-holder-dies", "text": "antidote"},
    {
        "id": "loss-corners",
        "kind": "corners-destroyed",
        "properties": {"count": 3},
        "text": "corners",
    },
]
SEEDS = range(60)


def _results(bot: str) -> Counter[str]:
    game = house(
        PLAN,
        links=LINKS,
        party=3,
        chips={"lock-1": ["red", "orange", "yellow"]},
        sequence=["red", "orange", "yellow", "blue", "white"],
        cameras=[("r2c3", "N")],
        loss=LOSS,
        parameters={"componentLimits": {"zombies": 0}},
    )
    return Counter((play_game(game, seed, bot).outcome() or {}).get("result") for seed in SEEDS)


def test_the_goal_bot_wins_some_games_and_loses_others() -> None:
    goal = _results("goal")
    assert goal["win"] >= 1, goal
    assert goal["loss"] >= 1, goal


def test_random_bots_win_less_often_than_the_goal_bot() -> None:
    assert _results("random")["win"] < _results("goal")["win"]


def test_the_member_whose_cards_match_unlocks_the_chip() -> None:
    """A survivor whose cards miss the chip's colours does not pay darkness while a
    roommate's cards show them all: it hands the initiative over (or takes the card)."""
    game = house(
        PLAN,
        links=LINKS,
        party=2,
        chips={"lock-1": ["red", "green"]},
        sequence=["red", "green", "white", "white", "orange"],  # too long to buy
        loss=LOSS,
        parameters={"componentLimits": {"zombies": 0}},
    )
    state = quiet(game.new_initial_state(0))
    for p in range(2):
        put(state, p, "r2c2")
    monsters.look_around(state)
    state.heroes[0].gear = ["scalpel.1"]  # white, blue
    state.heroes[1].gear = ["fire-axe.1"]  # red, green
    assert state.active == 0 and state.current_player() == 0
    action = state.goal_action(0, None)
    assert isinstance(action, Switch) and action.to == 1
    state.apply_action(action)
    unlock = state.goal_action(1, None)
    state.apply_action(unlock)
    assert state.darkness == state.data.darkness_start
    assert state.carried_chips(1) == ["chip-1"]


def test_the_bots_shared_route_tables_do_not_change_its_decisions() -> None:
    """The goal bot shares its fire, threat, camera and route tables between positions
    that read the same (``House.context_cache``): whole games played with the cache
    emptied before every decision are the same games."""
    quest = Path(__file__).resolve().parents[2] / "quests/ddd/house-ashgrove.quest.json"
    game = Game(quest, party=4)
    for seed in range(4):
        shared = play_game(game, seed, "goal")
        state = game.new_initial_state(seed)
        bot = make_bot("goal", seed)
        while state._outcome is None:
            state.house.context_cache.clear()
            state.apply_action(bot.choose(state))
        assert state.log == shared.log, seed
