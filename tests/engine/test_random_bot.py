"""The random bot is a fair baseline (issue #28): it leaves out a ``reckless`` action — free,
and only a cost to its own side, such as ddd's bypass (a code token for a darkness) — while
anything else is legal, and takes it when nothing else is."""

from __future__ import annotations

from questwright.engine.actions import EndTurn
from questwright.engine.bots import RandomBot
from questwright.engine.rulesets.ddd.actions import Bypass


class _Table:
    def __init__(self, actions: list[object]) -> None:
        self.actions = actions

    def legal_actions(self) -> list[object]:
        return self.actions


def test_the_random_bot_never_spends_a_reckless_action_while_it_has_another() -> None:
    bot = RandomBot(3)
    table = _Table([Bypass(0, "red"), Bypass(0, "blue"), EndTurn(0)])
    picks = {type(bot.choose(table)) for _ in range(200)}
    assert picks == {EndTurn}


def test_the_random_bot_takes_a_reckless_action_when_it_is_all_there_is() -> None:
    assert isinstance(RandomBot(3).choose(_Table([Bypass(0, "red")])), Bypass)
