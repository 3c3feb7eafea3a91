"""``newly_met`` (engine/crawler/objectives.py): the objectives met in one check, in quest
order with the passes the docs describe, and only the open ones looked at (issue #29 item 4:
a quest may list a thousand objectives, most waiting on others)."""

from __future__ import annotations

import random
from typing import Any

from questwright.engine.crawler import objectives
from questwright.engine.quest_logic import ObjectiveSpec


class _Objectives(list):  # type: ignore[type-arg]
    """A quest's objective list that counts the objectives read from it."""

    reads = 0

    def __iter__(self) -> Any:
        for obj in super().__iter__():
            _Objectives.reads += 1
            yield obj

    def __getitem__(self, i: Any) -> Any:
        _Objectives.reads += 1
        return super().__getitem__(i)


class _Logic:
    def __init__(self, specs: list[ObjectiveSpec]) -> None:
        self.objectives = _Objectives(specs)


class _Game:
    def __init__(self, logic: _Logic) -> None:
        self.logic = logic


class _State:
    """What ``newly_met`` reads of a crawler state: the game's objectives and their rules.
    An objective is met while its id is in ``met``; meeting one may meet others (a trigger
    of the caller's), listed in ``then``."""

    def __init__(self, specs: list[ObjectiveSpec]) -> None:
        self.game = _Game(_Logic(specs))
        self.met: set[str] = set()
        self.then: dict[str, set[str]] = {}
        self.OBJECTIVES = {"x": lambda state, obj, timing: obj.id in state.met}


def _spec(i: int, after: tuple[str, ...]) -> ObjectiveSpec:
    return ObjectiveSpec(f"o{i}", "x", (), 1, after, frozenset(), {}, f"o{i}")


def _reference(state: _State, done: list[str]) -> list[str]:
    """The documented order: passes over the whole list in quest order, each objective not
    done whose ``after`` objectives are done looked at as the pass reaches it, repeated while
    one is found."""
    out = []
    progress = True
    while progress:
        progress = False
        for obj in state.game.logic.objectives:
            if obj.id in done or not all(a in done for a in obj.after):
                continue
            if obj.id in state.met:
                progress = True
                done.append(obj.id)
                out.append(obj.id)
                state.met |= state.then.get(obj.id, set())
    return out


def _check(state: _State, done: list[str]) -> list[str]:
    out = []
    for obj in objectives.newly_met(state, done, "any"):  # type: ignore[arg-type]
        done.append(obj.id)
        out.append(obj.id)
        state.met |= state.then.get(obj.id, set())
    return out


def test_newly_met_follows_the_quest_order_on_random_objective_lists() -> None:
    for seed in range(200):
        rng = random.Random(seed)
        n = rng.randint(1, 14)
        specs = [
            _spec(
                i, tuple(f"o{j}" for j in rng.sample(range(n), min(n, rng.randint(0, 2))) if j != i)
            )
            for i in range(n)
        ]
        state, twin = _State(specs), _State(specs)
        done: list[str] = []
        twin_done: list[str] = []
        for _ in range(n):
            event = {f"o{i}" for i in range(n) if rng.random() < 0.3}
            then = {f"o{i}": {f"o{j}" for j in range(n) if rng.random() < 0.2} for i in range(n)}
            state.met |= event
            twin.met |= event
            state.then = twin.then = then
            assert _check(state, done) == _reference(twin, twin_done), seed


def test_a_check_of_a_long_chain_reads_only_its_open_objective() -> None:
    n = 1000
    specs = [_spec(i, (f"o{i - 1}",) if i else ()) for i in range(n)]
    state = _State(specs)
    done: list[str] = []
    assert _check(state, done) == []  # the first check finds the open ones
    _Objectives.reads = 0
    for i in range(50):
        assert _check(state, done) == []
        state.met.add(f"o{i}")
        assert _check(state, done) == [f"o{i}"]
    # 100 checks: a look at the one open objective per pass, not a walk over the thousand
    assert _Objectives.reads <= 100 * 3
