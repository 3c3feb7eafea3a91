"""The fitted value models the search bot scores its simulations with
(engine/value_model.py, and the ddd yardstick built on it)."""

from __future__ import annotations

import pytest
from questwright.engine.rulesets.ddd.value import MODEL, code_chance, features, value
from questwright.engine.value_model import Logistic

from tests.engine.test_ddd_code_plan import _state


def test_a_logistic_model_weighs_its_features() -> None:
    model = Logistic(weights={"a": 2.0, "b": -1.0}, bias=-1.0)
    assert model.features == ("a", "b")
    assert model.chance({"a": 0.5, "b": 0.0}) == pytest.approx(0.5)
    assert model.chance({"a": 1.0, "b": 0.0}) > 0.5 > model.chance({"a": 0.0, "b": 1.0})


def test_a_logistic_model_never_overflows_and_names_a_missing_feature() -> None:
    model = Logistic(weights={"a": 1.0}, bias=0.0)
    assert model.chance({"a": 1e6}) == 1.0
    assert model.chance({"a": -1e6}) == 0.0
    with pytest.raises(KeyError, match="a"):
        model.chance({})


def test_ddd_before_the_lab_opens_the_survivors_chance_rises_and_falls_as_the_fit_says() -> None:
    state = _state("r2c2", ["red", "green"])
    assert tuple(features(state)) == MODEL.features
    start = code_chance(state)
    assert value(state) == pytest.approx(2 * 0.45 * start - 1)
    state.heroes[0].health = 1  # worn down
    worn = code_chance(state)
    assert worn < start
    state.virus[0] += 2
    assert code_chance(state) < worn
    fresh = _state("r2c2", ["red", "green"])
    fresh.placed = 1
    placed = code_chance(fresh)
    assert placed > start
    fresh.darkness += 3
    assert code_chance(fresh) < placed
    assert -1.0 < value(fresh) < 0.0  # below any position with the lab open


def test_ddd_a_skill_bought_with_xp_raises_the_survivors_chance() -> None:
    # the refit after the survivors got skills: the skills bought are a feature of their own
    state = _state("r2c2", ["red", "green"])
    start = code_chance(state)
    state.learned[0] = 0b1
    one = code_chance(state)
    assert one > start
    state.learned[0] = 0b11
    assert code_chance(state) > one
