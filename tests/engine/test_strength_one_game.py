"""A one-game run's report leaves out the bot-strength block (issue #29 item 4): one game a
bot cannot rank the bot, since any two one-game intervals overlap (engine/simulate.py
``strength_games``); the report says so, and ``--strength N`` plays the block all the same."""

from __future__ import annotations

from typing import Any

from questwright.engine.simulate import STRENGTH_SKIPPED, strength_games, wilson_interval
from questwright.schema.catalog import bundled_quests_dir

WARDEN = str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")


def test_one_game_a_bot_cannot_rank_it() -> None:
    lost, won = wilson_interval(0, 1), wilson_interval(1, 1)
    assert lost[1] > won[0]  # the two intervals overlap: no result of one game ranks a bot
    assert strength_games(1) == 0
    assert strength_games(2) == 2 and strength_games(1000) == 200


def test_a_one_game_run_says_it_played_no_strength_games(capsys: Any) -> None:
    from questwright.cli import main

    args = ["simulate", WARDEN, "-n", "1", "--bot", "goal", "--jobs", "1"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert STRENGTH_SKIPPED in out and "bot strength (same quest" not in out
    assert main([*args, "--strength", "1"]) == 0
    out = capsys.readouterr().out
    assert STRENGTH_SKIPPED not in out and "bot strength (same quest" in out
    assert "random: " in out
