"""Editing door spaces (doors that fill a space) through the core edits: placing, cycling,
moving and turning them with their tile, deleting them with it, printed ones overridden."""

from __future__ import annotations

import copy
from pathlib import Path

from questwright.core import edits
from questwright.core.board import compile_board
from questwright.core.edits import apply_edit
from questwright.schema.catalog import default_catalog
from questwright.schema.io import load_quest
from questwright.schema.model import Quest

ROOT = Path(__file__).resolve().parents[2]
FOUNDRY = ROOT / "quests" / "machina" / "cold-foundry.quest.json"
CATALOG = default_catalog()


def _quest() -> Quest:
    return copy.deepcopy(load_quest(FOUNDRY))


def _space(quest: Quest, ident: str) -> tuple[int, int]:
    return next(tuple(d.cell) for d in quest.door_spaces if d.id == ident)


def test_place_door_space_adds_one_and_replaces_one_on_the_same_space() -> None:
    quest = _quest()
    edit, ident = edits.place_door_space(quest, (5, 3))
    undo = apply_edit(quest, edit)
    board = compile_board(quest, CATALOG)
    assert board.doors[ident].cell == (5, 3) and board.doors[ident].state == "closed"
    edit, again = edits.place_door_space(quest, (5, 3), "open")
    apply_edit(quest, edit)
    assert [d.cell for d in quest.door_spaces if tuple(d.cell) == (5, 3)] == [(5, 3)]
    assert next(d for d in quest.door_spaces if d.id == again).state == "open"
    quest2 = _quest()
    apply_edit(quest2, edits.place_door_space(quest2, (5, 3))[0])
    apply_edit(quest2, undo)
    assert [d.id for d in quest2.door_spaces] == ["guard-door"]


def test_cycling_a_door_space_sets_its_state_and_adds_no_quest_edge() -> None:
    quest = _quest()
    board = compile_board(quest, CATALOG)
    n_edges = len(quest.edges)
    edit, ident = edits.cycle_door(quest, board, "guard-door")
    apply_edit(quest, edit)
    assert ident == "guard-door" and len(quest.edges) == n_edges
    assert quest.door_spaces[0].state == "open"
    assert compile_board(quest, CATALOG).doors["guard-door"].is_open


def test_a_printed_door_space_gets_a_quest_door_space_over_it() -> None:
    quest = _quest()
    board = compile_board(quest, CATALOG)
    door = board.doors["guard-door"]
    # pretend it is printed: the quest no longer has it, the board still does
    quest.door_spaces.clear()
    edit, ident = edits.cycle_door(quest, board, door.id)
    apply_edit(quest, edit)
    assert [(d.id, tuple(d.cell), d.state) for d in quest.door_spaces] == [
        (ident, door.cell, "open")
    ]


def test_door_spaces_move_and_turn_with_their_tile_and_go_with_it() -> None:
    quest = _quest()
    board = compile_board(quest, CATALOG)
    cell = _space(quest, "guard-door")
    tile = next(t.id for t in board.tiles.values() if cell in t.cells)
    apply_edit(quest, edits.move_objects(quest, board, [tile], 0, 7))
    assert _space(quest, "guard-door") == (cell[0], cell[1] + 7)
    board = compile_board(quest, CATALOG)
    assert board.doors["guard-door"].cell == (cell[0], cell[1] + 7)
    before = _space(quest, "guard-door")
    apply_edit(quest, edits.rotate_tiles(quest, board, [tile], 2))
    placed = compile_board(quest, CATALOG).tiles[tile]
    turned = _space(quest, "guard-door")
    assert turned != before and turned in placed.cells
    board = compile_board(quest, CATALOG)
    apply_edit(quest, edits.delete_objects(quest, board, [tile]))
    assert quest.door_spaces == []


def test_a_door_space_alone_moves_deletes_and_renames() -> None:
    quest = _quest()
    board = compile_board(quest, CATALOG)
    cell = _space(quest, "guard-door")
    apply_edit(quest, edits.move_objects(quest, board, ["guard-door"], 1, 0))
    assert _space(quest, "guard-door") == (cell[0] + 1, cell[1])
    apply_edit(quest, edits.rename_id(quest, "guard-door", "vault-door"))
    assert [d.id for d in quest.door_spaces] == ["vault-door"]
    assert edits.find(quest, "vault-door") is not None
    apply_edit(quest, edits.delete_objects(quest, board, ["vault-door"]))
    assert quest.door_spaces == []


def test_a_door_space_edit_is_a_geometry_change() -> None:
    quest = _quest()
    change = edits.Change()
    apply_edit(quest, edits.SetValue(("door_spaces", 0, "state"), "open"), change)
    assert change.geometry


def test_the_board_finds_the_door_space_filling_a_cell() -> None:
    board = compile_board(_quest(), CATALOG)
    cell = board.doors["guard-door"].cell
    assert cell is not None
    found = board.door_space_at(cell)
    assert found is not None and found.id == "guard-door"
    assert board.door_space_at((cell[0] + 1, cell[1] + 1)) is None


def test_copying_a_tile_copies_its_door_space_and_pasting_gives_it_a_new_id() -> None:
    quest = _quest()
    board = compile_board(quest, CATALOG)
    cell = _space(quest, "guard-door")
    tile = next(t.id for t in board.tiles.values() if cell in t.cells)
    clip = edits.copy_objects(quest, board, [tile])
    assert clip is not None and [d["id"] for d in clip["doorSpaces"]] == ["guard-door"]
    at = (clip["origin"][0], clip["origin"][1] + 10)
    edit, new_ids = edits.paste_objects(quest, clip, at)
    apply_edit(quest, edit)
    pasted = [d for d in quest.door_spaces if d.id != "guard-door"]
    assert len(pasted) == 1 and pasted[0].id in new_ids
    assert tuple(pasted[0].cell) == (cell[0], cell[1] + 10)
    assert compile_board(quest, CATALOG).doors[pasted[0].id].cell == (cell[0], cell[1] + 10)
