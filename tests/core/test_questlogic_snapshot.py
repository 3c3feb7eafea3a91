"""Planning from a game in progress: an engine state said as a Snapshot, located in the model.

This is what the goal bot does each turn: tell the model where the game stands, ask for the
shortest chain of actions to a win, and go for its first step.
"""

from __future__ import annotations

from questwright.core.questlogic import QuestLogic
from questwright.core.questlogic.snapshot import EnemyAt, Snapshot, locate
from questwright.engine.core import Game
from questwright.engine.rulesets.md.plan import snapshot

from tests.core.test_questlogic import _sentry


def test_the_start_of_a_game_plans_like_the_quest_itself() -> None:
    game = Game("quests/md1/wardens-key.quest.json", party=2)
    logic = QuestLogic.build(game.board)
    state = locate(logic.model, snapshot(game.new_initial_state(seed=3)))
    plan = logic.plan_from(state)
    start = logic.next_steps()
    assert plan is not None and start is not None
    assert [str(e.action) for e in plan] == [str(e.action) for e in start]


def test_a_game_with_the_key_taken_plans_only_the_escape() -> None:
    game = Game("quests/md1/wardens-key.quest.json", party=2)
    logic = QuestLogic.build(game.board)
    snap = snapshot(game.new_initial_state(seed=3))
    snap = Snapshot(
        heroes=snap.heroes,
        picked=frozenset({"key"}),
        done=frozenset({"obj-key"}),
        fired=frozenset({"trg-key"}),
        items=(("library", "key", "t2:r4"),),
    )
    plan = logic.plan_from(locate(logic.model, snap))
    assert plan is not None and [str(e.action) for e in plan] == ["complete obj-escape"]


def test_once_the_sentry_is_out_the_plan_is_to_kill_it() -> None:
    logic = QuestLogic.build(_sentry())
    before = logic.plan_from(locate(logic.model, Snapshot(heroes=("t1:A",))))
    assert before is not None and str(before[0].action) == "cross pillars"
    after = Snapshot(
        heroes=("t2:C",),
        fired=frozenset({"first-crossing"}),
        enemies=(EnemyAt("sentry", "t2:D"),),
    )
    plan = logic.plan_from(locate(logic.model, after))
    assert plan is not None and [str(e.action) for e in plan] == ["kill sentry", "complete out"]
