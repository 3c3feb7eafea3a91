"""descent1 work the worst legal boards made long (issue #29 item 4) gives the answers of the
plain way: a walk over a board with many staircases of one colour, and the activated
glyphs' spaces while glyphs are laid out and activated. Small hand-made boards."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Begin, Move
from questwright.engine.rulesets.descent1.actions import Act
from questwright.engine.rulesets.descent1.areas import active_glyph_cells
from questwright.engine.rulesets.descent1.bot_common import bfs, stairs_bfs

from tests.engine.descent1_boards import descent_game, place_hero

ROWS = [
    "....#.....#....",
    "....#.....#....",
    "....#.....#....",
    "..........#....",
]


def _stair(i: int, cell: tuple[int, int], color: str) -> tuple[Any, ...]:
    return (f"st{i}", "staircase", cell, {"color": color})


def test_a_walk_with_many_staircases_of_one_colour_is_the_walk_over_every_stair_step() -> None:
    reds = [(0, 0), (3, 2), (6, 1), (12, 0), (14, 3), (8, 3)]
    blues = [(1, 3), (13, 1)]
    tokens = tuple(_stair(i, c, "red") for i, c in enumerate(reds)) + tuple(
        _stair(10 + i, c, "blue") for i, c in enumerate(blues)
    )
    state = descent_game(ROWS, tokens=tokens, party=1).new_initial_state(1)
    data = state.data
    assert len(data.stairs[(0, 0)]) == len(reds) - 1
    # the plain way: every staircase space one step from each of its partners
    steps = dict(data.geo.steps(state.key))
    for c, partners in data.stairs.items():
        if c in steps:
            steps[c] = steps[c] + tuple(p for p in partners if p in steps)
    for goals in ([(14, 0)], [(2, 1), (9, 0)], [(12, 0)], [(1, 3)], [(7, 2), (14, 3)]):
        got = stairs_bfs(state, state.key, goals)
        want = bfs(steps, goals)
        assert got == want
        assert list(got) == list(want)  # the same order reached


def test_the_activated_glyphs_spaces_follow_an_activation() -> None:
    glyphs = (
        ("glyph-1", "glyph", (1, 0), {"active": True}),
        ("glyph-2", "glyph", (3, 0), {"active": False}),
        ("glyph-3", "glyph", (5, 0), {"active": False}),
    )
    state = descent_game(["......."], tokens=glyphs, party=1).new_initial_state(1)
    assert active_glyph_cells(state) == [(1, 0)]
    place_hero(state, 0, (0, 0))
    state.apply_action(Begin(0))
    state.apply_action(Act(0, "run"))
    state.apply_action(Move(0, "4,0"))
    assert active_glyph_cells(state) == [(1, 0), (3, 0)]
    copy = state.clone()
    copy.apply_action(Move(0, "6,0"))
    assert active_glyph_cells(copy) == [(1, 0), (3, 0), (5, 0)]
    assert active_glyph_cells(state) == [(1, 0), (3, 0)]
