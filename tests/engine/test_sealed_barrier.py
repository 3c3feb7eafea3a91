"""Barriers nobody may attack (``properties.attackable: false``; md1 rulebook Q10's pillars):
the engine, the quest-logic model, the validators and the schema agree that only a trigger's
``destroy`` effect opens one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from questwright.core.questlogic import QuestLogic
from questwright.engine.actions import Activate, Attack
from questwright.validators.runner import validate_quest

from tests.engine.boards import make_game

ROWS = ["ABC"]  # the barrier stands between B and C: C has no other way in
NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}
LEVER = {
    "id": "pull",
    "on": {"event": "activated", "target": "lever"},
    "effects": [{"kind": "destroy", "target": "seal"}],
}
REACH_C = {"id": "in", "kind": "reach", "targets": ["t1:C"]}
HERE = Path(__file__).parent


def _game(*, attackable: bool | None = False, lever: bool = True) -> Any:
    props: dict[str, Any] = {"health": 2}
    if attackable is not None:
        props["attackable"] = attackable
    objectives: list[dict[str, Any]] = [REACH_C]
    if lever:
        objectives = [
            {"id": "levers", "kind": "activate", "targets": ["lever"]},
            {**REACH_C, "after": ["levers"]},
        ]
    return make_game(
        ROWS,
        tokens=(
            ("start", "start", "t1:A", {}),
            ("exit", "exit", "t1:A", {}),
            ("lever", "lair", "t1:B", {}),
        ),
        objectives=objectives,
        triggers=[LEVER] if lever else [],
        setup=NO_SPAWNS,
        extra_edges=[
            {"id": "seal", "kind": "barrier", "from": [2, 0], "to": [2, 1], "properties": props}
        ],
    )


def _state(game: Any) -> Any:
    state = game.new_initial_state(0)
    for uid in [u for u, e in state.enemies.items() if e.kind != "object"]:
        del state.enemies[uid]
    for hero in state.heroes:
        hero.zone = game.topology.index["t1:B"]
    return state


def _seal(state: Any) -> Any:
    (seal,) = [e for e in state.enemies.values() if e.script == "barrier"]
    return seal


def test_no_attack_on_a_sealed_barrier_and_wounds_do_nothing() -> None:
    state = _state(_game())
    seal = _seal(state)
    assert not any(uid == seal.uid for _kind, uid in state.attack_targets(state.heroes[0]))
    assert not any(isinstance(a, Attack) and a.target == seal.uid for a in state.legal_actions())
    state.wound_enemy(seal, 5, state.heroes[0])  # a stray wound (an area effect) is lost
    assert seal.uid in state.enemies and "seal" not in state.destroyed
    for attackable in (None, True):  # the default: attacked as before
        state = _state(_game(attackable=attackable))
        assert ("melee", _seal(state).uid) in state.attack_targets(state.heroes[0])


def test_the_effect_still_destroys_it_and_opens_the_way() -> None:
    state = _state(_game())
    topo, z = state.game.topology, state.game.topology.index
    assert z["t1:C"] not in topo.neighbours(state.key)[z["t1:B"]]
    assert "(cannot be attacked)" in state.render()
    state.apply_action(Activate(state.current_player(), "lever"))
    assert "seal" in state.destroyed
    assert z["t1:C"] in topo.neighbours(state.key)[z["t1:B"]]


def _destroys(logic: QuestLogic) -> list[Any]:
    return [a for a in logic.model.actions if a.kind == "destroy" and a.subject == "seal"]


def test_model_opens_it_only_through_the_effect() -> None:
    sealed = QuestLogic.build(_game().board)
    assert not _destroys(sealed)
    assert sealed.next_steps() is not None  # the lever's effect opens it
    # no lever: closed for good, the quest cannot be won; an attackable one is broken
    assert QuestLogic.build(_game(lever=False).board).next_steps() is None
    attackable = QuestLogic.build(_game(attackable=None, lever=False).board)
    assert _destroys(attackable) and attackable.next_steps() is not None


def _codes(game: Any) -> dict[str, str]:
    return {i.code: str(i.message) for i in validate_quest(game.quest, board=game.board)}


def test_validator_objective_behind_a_barrier_nothing_destroys() -> None:
    issues = _codes(_game(lever=False))
    assert "REACH_OBJECTIVE" in issues
    assert (
        "'seal'" in issues["REACH_OBJECTIVE"] and "cannot be attacked" in issues["REACH_OBJECTIVE"]
    )
    # heroes may break an attackable one, and the lever's effect destroys a sealed one
    assert "REACH_OBJECTIVE" not in _codes(_game(attackable=None, lever=False))
    assert "REACH_OBJECTIVE" not in _codes(_game())


def test_schema_refuses_a_value_that_is_not_a_boolean(tmp_path: Path) -> None:
    from questwright.cli import main

    data = json.loads((HERE / "md1_rulebook" / "hollow-heart.quest.json").read_text())
    data["edges"][0]["properties"]["attackable"] = "no"
    path = tmp_path / "bad.quest.json"
    path.write_text(json.dumps(data))
    assert main(["validate", str(path)]) != 0
