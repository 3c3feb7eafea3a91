"""``questwright play`` draws the ddd house space by space with its walls and doorways and
the rulers of its room names (issue #33 defect 9), like the other games' text boards."""

from __future__ import annotations

import pytest
from questwright.engine.play import PlaySession
from questwright.engine.rulesets.ddd.views import house_map
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.io import open_quest

QUESTS = sorted((bundled_quests_dir() / "ddd").glob("*.quest.json"))


def _session(path: object) -> PlaySession:
    quest = open_quest(path).model  # type: ignore[arg-type]
    session = PlaySession.build(quest, 2, 1, bot="goal")
    for _ in range(8):  # past the setup's questions, into the first turns
        session.step_auto()
    return session


@pytest.mark.parametrize("path", QUESTS, ids=[p.name.split(".")[0] for p in QUESTS])
def test_walls_and_doorways_are_drawn_where_the_board_has_them(path: object) -> None:
    state = _session(path).state
    board = state.house.board
    x0, y0, _x1, _y1 = board.bounds()
    lines = house_map(state)
    margin = len(f"r{state.house.rows}") + 1
    grid = [line[margin:] for line in lines[1:]]

    def at(row: int, col: int) -> str:
        line = grid[row] if row < len(grid) else ""
        return line[col] if col < len(line) else " "

    doors = walls = 0
    for key, edge in board.edges.items():
        axis, x, y = key
        if axis == "v":  # between (x-1, y) and (x, y): a column of cell rows
            row, col = 1 + 2 * (y - y0), 2 * (x - x0)
        else:  # between (x, y-1) and (x, y): a row of edges
            row, col = 2 * (y - y0), 1 + 2 * (x - x0)
        glyph = at(row, col)
        if edge.kind == "door":
            doors += 1
            assert glyph in "/LD", (key, glyph)
        elif edge.kind == "wall":
            walls += 1
            assert glyph == ("|" if axis == "v" else "-"), (key, glyph)
    assert doors and walls
    # the rulers name the tiles as the rooms are named (r1c1 at the top left)
    assert lines[0].split() == [f"c{c}" for c in range(1, state.house.cols + 1)]
    assert [line.split()[0] for line in lines if line.startswith("r")] == [
        f"r{r}" for r in range(1, state.house.rows + 1)
    ]


def test_survivors_are_drawn_in_their_room() -> None:
    state = _session(QUESTS[0]).state
    text = state.render()
    board = state.house.board
    for h in state.survivors():
        zone = state.house.topology.zone_ids[h.zone]
        first = min(board.zones[zone].cells, key=lambda c: (c[1], c[0]))
        _x0, y0, _x1, _y1 = board.bounds()
        row = house_map(state)[1 + 1 + 2 * (first[1] - y0)]
        assert str(h.index + 1) in row
    assert "+-+" in text
