"""The md1 quests modelled on the rulebook's (quests/md1/): playable, neither always won nor
always lost, by the default bot with four heroes."""

from __future__ import annotations

import pytest
from questwright.engine.core import Game
from questwright.engine.simulate import play_game
from questwright.schema.catalog import bundled_quests_dir
from questwright.validators import validate_file

#: quest → the rulebook quest whose idea it takes (own words, own layout)
MODELLED = {
    "widows-nest": "Q2: a spider that crawls for the exit",
    "twin-levers": "Q7: two levers held at a round's start",
    "sentrys-crossing": "Q4: a sentry that a crossing wakes, then a timed escape",
}
#: seeds tried before giving up on seeing both outcomes
SEEDS = 80


@pytest.mark.parametrize("name", sorted(MODELLED))
def test_rulebook_style_quest_is_won_in_some_games_and_lost_in_others(name: str) -> None:
    path = bundled_quests_dir() / "md1" / f"{name}.quest.json"
    assert validate_file(path).errors == 0
    game = Game(path, party=4)
    seen: set[str] = set()
    for seed in range(SEEDS):
        seen.add(play_game(game, seed).outcome()["result"])
        if seen == {"win", "loss"}:
            break
    assert seen == {"win", "loss"}, f"{name}: only {seen} in {SEEDS} games"
