"""Monster skills as data (md1, md2): the set-enemy rules a card's ``skills`` give an enemy
from the start, and what ``slippery``, ``regenerate`` and ``reinforce`` do, on hand-made
boards (tests/engine/boards.py). Each test fails when its skill is ignored."""

from __future__ import annotations

import copy
from typing import Any

import jsonschema
import pytest
from questwright.engine.actions import Begin
from questwright.engine.content import load_content
from questwright.engine.content_schema import content_schema
from questwright.engine.crawler import effects
from questwright.engine.rulesets.md import decks
from questwright.schema.model import ENEMY_RULES, enemy_rule_problem

from tests.engine.boards import add_enemy, make_game

CROSS = ["ABCDe", "F.g.H", "IJKLm"]
QUIET = {"flags": {"noEvents": True, "noReinforcements": True}}


def _md1(heroes: dict[int, tuple[str, int]]) -> Any:
    game = make_game(CROSS, party=2, tokens=(("start", "start", "t1:A", {}),), setup=QUIET)
    state = game.new_initial_state(0)
    state.enemies.clear()
    for i, (zone, xp) in heroes.items():
        state.heroes[i].zone = state.game.topology.index[zone]
        state.heroes[i].xp = xp
    return state


def _md2(heroes: dict[int, str]) -> Any:
    game = make_game(["ABCDE", "fGhIj"], system="md2", tokens=(("start", "start", "t1:A", {}),))
    state = game.new_initial_state(0)
    state.enemies.clear()
    for i, zone in heroes.items():
        state.heroes[i].zone = state.game.topology.index[zone]
    if state.choosing_order:
        state.apply_action(Begin(0))
    return state


def _zone(state: Any, enemy: Any) -> str:
    return state.game.topology.zone_ids[enemy.zone]


def _no_attacks(state: Any) -> list[Any]:
    calls: list[Any] = []
    state.enemy_attack = lambda e, h, k: calls.append((e.uid, h.index, k))
    return calls


def test_a_slippery_enemy_leaves_a_zone_holding_a_hero() -> None:
    # the magic-only enemy cannot hit range 0; without the skill the engagement lock
    # holds it beside h1 (test_md1_rules), with it it heads for the top-XP hero in the Light
    for slippery, where in ((False, "t1:g"), (True, "t1:C")):
        state = _md1({0: ("t1:g", 0), 1: ("t1:A", 5)})
        _no_attacks(state)
        enemy = add_enemy(state, "t1:g", attacks={"magic": {"yellow": 1}})
        effects.apply_rules(state, enemy, {"slippery": slippery})
        state.activate(enemy)
        assert _zone(state, enemy) == where


def test_regenerate_heals_when_the_activation_starts_md1() -> None:
    state = _md1({0: ("t1:A", 0), 1: ("t1:A", 0)})
    _no_attacks(state)
    plain = add_enemy(state, "t1:m", health=6)
    healer = add_enemy(state, "t1:m", health=6)
    plain.damage = healer.damage = 3
    effects.apply_rules(state, healer, {"regenerate": 2})
    state.enemy_phase()
    assert (plain.damage, healer.damage) == (3, 1)
    state.enemy_phase()
    assert healer.damage == 0  # never below no wounds


def test_regenerate_heals_in_the_md2_enemy_phase() -> None:
    state = _md2({0: "t1:A", 1: "t1:A"})
    _no_attacks(state)
    enemy = add_enemy(state, "t1:j", health=6)
    enemy.damage = 4
    effects.apply_rules(state, enemy, {"regenerate": 1})
    state.enemy_phase()
    assert enemy.damage == 3


def test_reinforce_adds_minions_to_every_mob_in_play() -> None:
    state = _md1({0: ("t1:A", 0), 1: ("t1:A", 0)})
    _no_attacks(state)
    mob_a = add_enemy(state, "t1:m", kind="mob", health=3, minions=1)
    mob_b = add_enemy(state, "t1:e", kind="mob", health=3, minions=0)
    agent = add_enemy(state, "t1:H", health=4)
    caller = add_enemy(state, "t1:H", health=4)
    effects.apply_rules(state, caller, {"reinforce": 1})
    state.enemy_phase()
    assert (mob_a.minions, mob_b.minions, agent.minions) == (2, 1, 0)


def test_a_cards_skills_are_rules_its_enemy_has_from_the_start() -> None:
    state = _md1({0: ("t1:A", 0), 1: ("t1:A", 0)})
    card = {
        "id": "X1",
        "name": "Stand-in slime",
        "attacks": {"melee": {"yellow": 1}},
        "defence": {},
        "skills": {"regenerate": 1, "slippery": True, "script": "stationary"},
    }
    enemy = decks.enemy_from_card(state, card, "agent", 1, 0, 4)
    assert enemy.rules == {"regenerate": 1, "slippery": True}
    assert enemy.script == "stationary"
    copy = state.clone()
    copy.enemies[enemy.uid] = enemy.copy()
    assert copy.enemies[enemy.uid].rules == enemy.rules


@pytest.mark.parametrize("system", ["md1", "md2"])
def test_the_content_schema_takes_skills_and_refuses_unknown_ones(system: str) -> None:
    doc = copy.deepcopy(load_content(system, None))  # the loaded one is shared: copy
    card = next(iter(doc["roamingMonsters"].values()))[0]
    schema = content_schema(system)
    card["skills"] = {"regenerate": 1, "slippery": True}
    jsonschema.validate(doc, schema)
    card["skills"] = {"regenrate": 1}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, schema)


def test_every_enemy_rule_has_a_type_and_a_check() -> None:
    for key, (kind, _allowed, doc) in ENEMY_RULES.items():
        assert kind in ("string", "boolean", "integer") and doc
        wrong: Any = 1.5 if kind != "integer" else "many"
        assert enemy_rule_problem(key, wrong) is not None
    assert enemy_rule_problem("slippery", True) is None
    assert enemy_rule_problem("regenerate", -1) is not None
    assert enemy_rule_problem("script", "wander") is not None
    assert enemy_rule_problem("slipery", True) is not None


def test_rules_of_the_wrong_type_are_ignored_and_counts_are_bounded() -> None:
    state = _md1({0: ("t1:A", 0), 1: ("t1:A", 0)})
    _no_attacks(state)
    enemy = add_enemy(state, "t1:m")
    effects.apply_rules(
        state, enemy, {"script": "seek", "steps": "many", "lure": ["firework"], "slipery": True}
    )
    assert enemy.script == "seek" and enemy.rules == {}
    effects.apply_rules(state, enemy, {"steps": 10**12})
    state.enemy_phase()  # at most 100 zones: ends at once instead of looping for ever
    assert _zone(state, enemy) == "t1:A"
