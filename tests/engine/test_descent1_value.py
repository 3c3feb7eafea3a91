"""The descent1 search bot's value model (engine/rulesets/descent1/value.py): what raises and
lowers the heroes' chance, on a small hand-made board."""

from __future__ import annotations

import pytest
from questwright.engine.rulesets.descent1.value import MODEL, features

from tests.engine.descent1_boards import descent_game, place_hero, place_monster

KILL = [{"id": "obj", "kind": "kill", "targets": ["e1"]}]


@pytest.fixture
def state():
    game = descent_game(["." * 8], objectives=KILL, party=1)
    state = game.new_initial_state(1)
    place_hero(state, 0, (0, 0))
    place_monster(state, "beastman", [(7, 0)])
    return state


def test_treasure_and_gear_raise_the_heroes_chance(state) -> None:
    hero = state.heroes[0]
    before = state.heuristic_value(0)
    hero.coins += 300
    assert state.heuristic_value(0) > before  # the blend before the model saw no coins
    hero.coins -= 300
    dearest = max(state.data.shop_items, key=lambda i: state.data.items[i].price)
    kind = state.data.items[dearest].kind
    (hero.weapons if kind == "weapon" else hero.armors).append(dearest)
    assert state.heuristic_value(0) > before


def test_potions_alone_raise_the_heroes_chance(state) -> None:
    before = state.heuristic_value(0)
    state.heroes[0].healing += 1
    assert state.heuristic_value(0) > before


def test_wounds_on_the_quarry_raise_it_and_lost_conquest_lowers_it(state) -> None:
    before = state.heuristic_value(0)
    state.monsters()[0].damage += 2
    hurt = state.heuristic_value(0)
    assert hurt > before
    state.conquest -= 3
    assert state.heuristic_value(0) < hurt


def test_a_hero_in_town_counts_no_health(state) -> None:
    assert features(state)["health"] == 1.0
    state.heroes[0].cell = None
    assert features(state)["health"] == 0.0


def test_the_overlord_sees_the_same_value_negated_and_extremes_stay_bounded(state) -> None:
    value = state.heuristic_value(0)
    assert state.heuristic_value(state.ov) == -value
    assert -1.0 < value < 1.0
    state.heroes[0].coins = 10**12  # a legal file may grant absurd coins: no overflow
    assert state.heuristic_value(0) == pytest.approx(1.0)
    state.heroes[0].coins = 0
    state.conquest = -(10**9)
    state.round = 10**9
    assert state.heuristic_value(0) == pytest.approx(-1.0)


def test_every_feature_has_a_weight_and_stays_near_the_unit_range(state) -> None:
    values = features(state)
    assert tuple(values) == MODEL.features
    assert all(-0.01 <= v <= 1.5 for v in values.values())
