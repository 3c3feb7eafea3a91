"""Figures on square spaces: 8-way steps and the corner rule, multi-space footprints,
movement budgets with costs, and figures that block the centre line."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from questwright.engine.figures import (
    can_see,
    figure_can_see,
    figures_block,
    footprint_steps,
    line_spaces,
    reachable,
    step_passes,
)

from tests.engine.boards import Bare, make_game

OPEN = ["AAAAAA", "AAAAAA", "AAAAAA", "AAAAAA", "AAAAAA", "AAAAAA"]


def _state(rows: list[str] = OPEN, **kw: Any) -> Any:
    game = make_game(rows, system="machina", ruleset=Bare, **kw)
    return game.new_initial_state(0)


def test_a_single_space_steps_eight_ways_and_not_off_the_board() -> None:
    state = _state()
    topo, key = state.topology, state.key
    assert len(footprint_steps(topo, key, ((2, 2),))) == 8
    assert sorted(footprint_steps(topo, key, ((0, 0),))) == [((0, 1),), ((1, 0),), ((1, 1),)]
    assert footprint_steps(topo, key, ((2, 2),), blocked={(3, 3)}).count(((3, 3),)) == 0


def test_walls_and_the_corner_rule() -> None:
    # a room B in the middle row is walled off from A; B's cells are (2,2) and (3,2)
    state = _state(["AAAAAA", "AAAAAA", "AABBAA", "AAAAAA"], rooms="B")
    topo, key = state.topology, state.key
    assert not step_passes(topo, key, (1, 2), (2, 2))  # a wall
    assert step_passes(topo, key, (2, 2), (3, 2))  # inside the room
    # diagonal out of the room: both routes round the corner cross a wall
    assert not step_passes(topo, key, (2, 2), (1, 1))
    # diagonal past the room's corner from outside: one route is open
    assert step_passes(topo, key, (1, 1), (2, 0))


def test_a_two_by_two_block_translates_and_fits() -> None:
    state = _state()
    topo, key = state.topology, state.key
    ogre = ((0, 0), (0, 1), (1, 0), (1, 1))
    steps = footprint_steps(topo, key, ogre, "block")
    assert sorted(steps) == sorted(
        [
            ((1, 0), (1, 1), (2, 0), (2, 1)),
            ((0, 1), (0, 2), (1, 1), (1, 2)),
            ((1, 1), (1, 2), (2, 1), (2, 2)),
        ]
    )
    # another figure on (2, 1) leaves only the southward step
    blocked = footprint_steps(topo, key, ogre, "block", blocked={(2, 1)})
    assert blocked == [((0, 1), (0, 2), (1, 1), (1, 2))]


def test_a_hound_slithers_and_sidesteps() -> None:
    state = _state()
    topo, key = state.topology, state.key
    hound = ((2, 2), (3, 2))
    steps = footprint_steps(topo, key, hound, "snake")
    # either end leads (3 orthogonal ways each), or the body steps diagonally (4)
    assert len(steps) == 10 and len(set(steps)) == 10
    assert ((1, 2), (2, 2)) in steps and ((3, 2), (4, 2)) in steps  # along its axis
    assert ((2, 1), (2, 2)) in steps  # a turn: the head goes north, the tail follows
    assert ((3, 3), (4, 3)) in steps  # a sidestep
    assert all(len(f) == 2 for f in steps)


def test_reachable_spends_the_budget_with_costs_and_friends() -> None:
    state = _state()
    topo, key = state.topology, state.key
    reach = reachable(topo, key, ((0, 0),), 2)
    assert reach[((2, 2),)] == 2 and ((3, 3),) not in reach
    pit = {(1, 1)}
    costly = reachable(topo, key, ((0, 0),), 2, cost=lambda c: 3 if c in pit else 1)
    assert ((1, 1),) not in costly and ((2, 2),) not in costly  # only round the pit
    assert costly[((2, 1),)] == 2
    friend = reachable(topo, key, ((0, 0),), 2, pass_through={(1, 0)})
    assert ((1, 0),) not in friend and friend[((2, 0),)] == 2  # passed, not stopped on
    enemy = reachable(topo, key, ((0, 0),), 2, blocked={(1, 0), (1, 1), (0, 1)})
    assert list(enemy) == [((0, 0),)]


def test_figures_block_the_centre_line_but_not_their_own() -> None:
    state = _state()
    topo, key = state.topology, state.key
    assert can_see(topo, key, (0, 0), (4, 0))
    assert not can_see(topo, key, (0, 0), (4, 0), blockers={(2, 0)})
    assert can_see(topo, key, (0, 0), (4, 0), blockers={(2, 1)})
    assert can_see(topo, key, (0, 0), (4, 0), blockers={(4, 0)})  # the target's space
    ogre = ((2, 2), (2, 3), (3, 2), (3, 3))
    # a big figure is seen at any of its spaces; its own spaces never hide it
    assert figure_can_see(topo, key, ((0, 2),), ogre, blockers=set(ogre))
    assert not figure_can_see(topo, key, ((0, 2),), ((5, 2),), blockers=set(ogre))


def test_the_squeeze_conventions_at_a_corner() -> None:
    spaces = line_spaces((0, 0), (2, 2))
    assert spaces[0] == ((1, 1), (1, 0), (0, 1))
    c1, c2, none = (
        SimpleNamespace(c1=True, c2=False),
        SimpleNamespace(c1=False, c2=True),
        SimpleNamespace(c1=False, c2=False),
    )
    both = {(1, 0), (0, 1)}
    assert figures_block((0, 0), (2, 2), both, (), c2)
    assert not figures_block((0, 0), (2, 2), both, (), none)
    assert figures_block((0, 0), (2, 2), {(1, 0)}, (), c1)
    assert not figures_block((0, 0), (2, 2), {(1, 0)}, (), c2)
