"""The Machina Arcana search policy ``rush`` (engine/rulesets/machina/policies.py): it plays
otherwise than the goal bot on small hand-made boards, and the state offers it to the
search bot.

Explorer 1 is the bruiser (melee, stamina 6, health 6); the objective is the chapter space
``A`` of tile ``t1`` unless a test says otherwise. The Pipe crawler has 2 health.
"""

from __future__ import annotations

from typing import Any

import pytest
from questwright.engine.actions import Begin, Move, OpenDoor
from questwright.engine.protocol import SearchPolicies
from questwright.engine.rulesets.machina.actions import AttackMonster, UseSpace
from questwright.engine.rulesets.machina.goal import goal_action
from questwright.engine.rulesets.machina.policies import POLICIES, policy_action
from questwright.engine.rulesets.machina.state import MachinaState

from tests.engine.machina_boards import Scripted, machina_game

CRAWLER = {"name": "Pipe crawler", "level": 1}
CHAPTERS = [{"id": "I", "blocking": False, "objective": "obj-a"}]
OBJECTIVES = [{"id": "obj-a", "kind": "activate", "targets": ["t1"]}]


def ready(rows: list[str], **kw: Any) -> MachinaState:
    kw.setdefault("chapters", CHAPTERS)
    kw.setdefault("objectives", OBJECTIVES)
    state = machina_game(rows, **kw).new_initial_state(0)
    state.rng = Scripted([0] * 10)
    state.apply_action(Begin(0))
    return state


def test_the_state_offers_rush_to_the_search() -> None:
    state = ready(["1...A"])
    assert isinstance(state, SearchPolicies)
    assert state.search_policies(0) == list(POLICIES) == ["rush"]
    with pytest.raises(ValueError):
        policy_action(state, 0, "dawdle")


def test_the_balance_search_weighs_a_machina_turn_on_the_ruleset_s_rounds() -> None:
    """Four futures before the race and twelve more for a close one (``SEARCH_ROUNDS``):
    the balance default's one future hid that ``rush`` is the safer way (issue #28)."""
    from questwright.engine.bots import make_bot
    from questwright.engine.protocol import SearchBudget
    from questwright.engine.rulesets.machina.policies import SEARCH_ROUNDS
    from questwright.engine.search import BALANCE_ROUNDS

    state = ready(["1...A"])
    assert isinstance(state, SearchBudget)
    assert make_bot("search", 0)._rounds(state) == SEARCH_ROUNDS != BALANCE_ROUNDS


def test_rush_walks_past_a_monster_the_goal_bot_strikes() -> None:
    state = ready(["1M...A", "......"], monsters=[CRAWLER])
    assert goal_action(state, 0) == AttackMonster(0, "m1")
    assert policy_action(state, 0, "rush") == Move(0, "1,1")  # on toward the chapter space


def test_rush_leaves_a_chest_the_goal_bot_opens() -> None:
    state = ready(["1C...A", "......"])
    assert goal_action(state, 0) == UseSpace(0, "1,0")
    assert policy_action(state, 0, "rush") == Move(0, "1,1")


def test_rush_recharges_only_when_about_to_fall() -> None:
    state = ready(["1R...A", "......"])
    state.hp[0] = 4  # hurt: the goal bot uses the recharge station beside it
    assert goal_action(state, 0) == UseSpace(0, "1,0")
    assert policy_action(state, 0, "rush") == Move(0, "1,1")
    state.hp[0] = 2
    assert policy_action(state, 0, "rush") == UseSpace(0, "1,0")


def _quarry_behind_a_door() -> Any:
    # the crawler (the chapter's quarry) behind a door on the line x=2 between (1,1) and
    # (2,1), walls on the rest of the line; the explorer at (1,0) is diagonal to it, which
    # counts as next to it, with no strike at it
    edges = [
        {"kind": "wall", "from": [2, 0], "to": [2, 1]},
        {"id": "d", "kind": "door", "state": "closed", "from": [2, 1], "to": [2, 2]},
        {"kind": "wall", "from": [2, 2], "to": [2, 3]},
    ]
    state = ready(
        [".1..", "..M.", "...."],
        edges=edges,
        monsters=[CRAWLER],
        objectives=[{"id": "obj-k", "kind": "kill", "targets": ["monster-1"]}],
        chapters=[{"id": "I", "blocking": True, "objective": "obj-k"}],
    )
    assert state.pos[0] == (1, 0)
    return state


@pytest.mark.parametrize("bot", ["goal", "rush"])
def test_a_quarry_behind_a_door_is_got_at_not_waited_beside(bot: str) -> None:
    # before, the goal bot ended its turn there, turn after turn, until the round bound
    # (engine-heart's warden behind the vault door)
    state = _quarry_behind_a_door()

    def act() -> Any:
        return goal_action(state, 0) if bot == "goal" else policy_action(state, 0, "rush")

    assert act() == Move(0, "1,1")  # beside the door
    state.apply_action(Move(0, "1,1"))
    assert act() == OpenDoor(0, "d")
    state.apply_action(OpenDoor(0, "d"))
    assert act() == AttackMonster(0, "m1")


def test_rush_leaves_who_begins_to_the_goal_bot() -> None:
    state = machina_game(["1...A"], chapters=CHAPTERS, objectives=OBJECTIVES).new_initial_state(0)
    assert isinstance(state.legal_actions()[0], Begin)
    assert policy_action(state, 0, "rush") is None
