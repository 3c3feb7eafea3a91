"""Pure edit operations: each returns its inverse, builders keep ids unique, Qt never needed."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from questwright.core import edits
from questwright.core.board import compile_board
from questwright.core.edits import Batch, Insert, Move, Remove, SetValue, apply_edit
from questwright.core.geometry import segment_edges
from questwright.schema import serde
from questwright.schema.model import Quest

from tests.helpers import make_catalog, make_quest, make_system, room_tile

SYSTEM = make_system()
CATALOG = make_catalog(SYSTEM, [room_tile("room", 3, 2), room_tile("square", 2, 2)])


def _quest() -> Quest:
    return make_quest(
        tiles=[
            {"id": "t1", "tile": "room", "side": "A", "at": [0, 0], "rotation": 0},
            {"id": "t2", "tile": "square", "side": "A", "at": [3, 0], "rotation": 0},
        ],
        tokens=[
            {"id": "start", "type": "start", "cell": [0, 0]},
            {"id": "cam", "type": "camera", "cell": [1, 1], "properties": {"facing": "E"}},
            {"id": "key-1", "type": "key", "cell": [4, 1]},
        ],
        edges=[
            {
                "id": "door-1",
                "kind": "door",
                "from": [3, 0],
                "to": [3, 1],
                "state": "locked",
                "lock": {"kind": "key", "keys": ["key-1"]},
            }
        ],
        objectives=[
            {"id": "o1", "kind": "pickup", "targets": ["key-1"]},
            {"id": "o2", "kind": "escape", "targets": ["start"], "after": ["o1"]},
        ],
    )


def _doc(quest: Quest) -> dict:
    return serde.to_json(quest)


def _board(quest: Quest):
    return compile_board(quest, CATALOG)


def _round_trip(quest: Quest, edit: edits.Edit) -> Quest:
    """Apply, check undo restores the document and redo gives the same result again."""
    before = _doc(quest)
    undo = apply_edit(quest, edit)
    after = _doc(quest)
    redo = apply_edit(quest, undo)
    assert _doc(quest) == before
    apply_edit(quest, redo)
    assert _doc(quest) == after
    return quest


def test_set_insert_remove_move_invert() -> None:
    quest = _quest()
    _round_trip(quest, SetValue(("title",), "New"))
    _round_trip(quest, SetValue(("tokens", 1, "properties", "facing"), "W"))
    _round_trip(quest, SetValue(("tokens", 1, "properties", "extra"), 3))
    _round_trip(quest, SetValue(("tokens", 1, "properties", "facing"), edits.MISSING))
    _round_trip(quest, Insert(("tokens",), 0, quest.tokens[2]))
    _round_trip(quest, Move(("objectives",), 0, 1))
    _round_trip(quest, Remove(("objectives",), 0))
    _round_trip(quest, Batch((SetValue(("title",), "A"), SetValue(("title",), "B"))))


def test_change_reports_fields_and_ids() -> None:
    quest = _quest()
    change = edits.Change()
    apply_edit(quest, edits.rename_id(quest, "key-1", "brass-key"), change)
    assert {"key-1", "brass-key"} <= change.ids
    assert {"tokens", "edges", "objectives"} <= change.fields  # the door lock names the key
    assert quest.edges[0].lock.keys == ["brass-key"]
    assert quest.objectives[0].targets == ["brass-key"]


def test_place_tile_and_token_get_unique_ids() -> None:
    quest = _quest()
    edit, tid = edits.place_tile(quest, "square", "A", (5, 0))
    apply_edit(quest, edit)
    _edit2, tid2 = edits.place_tile(quest, "square", "A", (7, 0))
    assert tid != tid2
    edit, kid = edits.place_token(quest, SYSTEM, "camera", cell=(5, 0))
    apply_edit(quest, edit)
    assert kid not in {"cam", "start"} and quest.tokens[-1].type == "camera"


def test_move_tile_takes_its_tokens_and_edges() -> None:
    quest = _quest()
    board = _board(quest)
    _round_trip(quest, edits.move_objects(quest, board, ["t2"], 2, 1))
    assert quest.tiles[1].at == (5, 1)
    assert quest.tokens[2].cell == (6, 2)  # the key stood on t2
    assert quest.tokens[0].cell == (0, 0)  # the start did not
    assert quest.edges[0].from_ == (5, 1)  # the door on t2's west side


def test_rotate_tile_turns_tokens_and_facing() -> None:
    quest = _quest()
    board = _board(quest)
    _round_trip(quest, edits.rotate_tiles(quest, board, ["t1"]))
    assert quest.tiles[0].rotation == 90
    # t1 is 3×2 at (0,0); turned it is 2×3; (1,1) -> (0,1); facing E -> S
    assert quest.tokens[1].cell == (0, 1)
    assert quest.tokens[1].properties["facing"] == "S"
    board = _board(quest)
    assert board.tiles["t1"].size == (2, 3)


def test_paint_walls_and_carve() -> None:
    quest = make_quest(tiles=[{"id": "t1", "tile": "room", "side": "A", "at": [0, 0]}])
    board = _board(quest)
    units = segment_edges((1, 0), (1, 2))
    _round_trip(quest, edits.paint_edges(quest, board, units, "wall"))
    assert [(e.kind, e.from_, e.to) for e in quest.edges] == [("wall", (1, 0), (1, 2))]
    board = _board(quest)
    assert board.edge_kind(("v", 1, 0)) == "wall"
    # painting again changes nothing
    assert not edits.paint_edges(quest, board, units, "wall")
    # an opening in the middle of nothing splits nothing; an open over one unit cuts the wall
    _round_trip(quest, edits.paint_edges(quest, board, [("v", 1, 1)], "open"))
    assert [(e.kind, e.from_, e.to) for e in quest.edges] == [("wall", (1, 0), (1, 1))]
    # board outline edges are skipped
    assert not edits.paint_edges(quest, _board(quest), [("h", 0, 0)], "wall")


def test_place_and_cycle_door() -> None:
    quest = make_quest(tiles=[{"id": "t1", "tile": "room", "side": "A", "at": [0, 0]}])
    board = _board(quest)
    apply_edit(quest, edits.paint_edges(quest, board, segment_edges((1, 0), (1, 2)), "wall"))
    edit, door = edits.place_door(quest, [("v", 1, 1)])
    _round_trip(quest, edit)
    kinds = sorted((e.kind, e.from_, e.to) for e in quest.edges)
    assert kinds == [("door", (1, 1), (1, 2)), ("wall", (1, 0), (1, 1))]
    board = _board(quest)
    assert board.doors[door].state == "closed"
    for state in ("open", "locked", "closed"):
        edit, _ = edits.cycle_door(quest, board, door)
        apply_edit(quest, edit)
        board = _board(quest)
        assert board.doors[door].state == state


def test_door_units_choose_side() -> None:
    assert edits.door_units(None, ("h", 3, 2), 2, 0.8) == [("h", 3, 2), ("h", 4, 2)]  # type: ignore[arg-type]
    assert edits.door_units(None, ("v", 3, 2), 2, 0.2) == [("v", 3, 1), ("v", 3, 2)]  # type: ignore[arg-type]


def test_delete_tile_takes_tokens_on_it() -> None:
    quest = _quest()
    _round_trip(quest, edits.delete_objects(quest, _board(quest), ["t2"]))
    assert [t.id for t in quest.tiles] == ["t1"]
    assert "key-1" not in {t.id for t in quest.tokens}


def test_copy_paste_keeps_ids_unique_and_remaps_refs() -> None:
    quest = _quest()
    board = _board(quest)
    clip = edits.copy_objects(quest, board, ["t2", "door-1"])
    assert clip is not None
    edit, new_ids = edits.paste_objects(quest, copy.deepcopy(clip), (10, 0))
    _round_trip(quest, edit)
    ids = [t.id for t in quest.tiles] + [t.id for t in quest.tokens] + [e.id for e in quest.edges]
    assert len(ids) == len(set(ids))
    assert set(new_ids) <= set(ids)
    pasted_door = next(e for e in quest.edges if e.id in new_ids)
    pasted_key = next(t for t in quest.tokens if t.id in new_ids)
    assert pasted_door.lock.keys == [pasted_key.id]
    # pasting twice still gives fresh ids
    edit, more = edits.paste_objects(quest, copy.deepcopy(clip), (20, 0))
    apply_edit(quest, edit)
    assert not set(more) & set(new_ids)


def test_move_item_reorders() -> None:
    quest = _quest()
    _round_trip(quest, edits.move_item(quest, "objectives", "o2", 0))
    assert [o.id for o in quest.objectives] == ["o2", "o1"]


def test_valid_and_unique_ids() -> None:
    assert edits.valid_id("door-1") and not edits.valid_id("-x") and not edits.valid_id("a b")
    taken = {"key-1"}
    assert edits.unique_id(taken, "key") == "key-2" and "key-2" in taken
    assert edits.unique_id(set(), "rune key!") == "rune-key-1"


_OPS = st.lists(
    st.tuples(
        st.sampled_from(["tile", "token", "wall", "move", "rotate", "delete", "paste"]),
        st.integers(0, 8),
        st.integers(0, 8),
    ),
    max_size=12,
)


@settings(max_examples=40, deadline=None)
@given(_OPS)
def test_random_edit_sequences_undo_to_the_start(ops: list[tuple[str, int, int]]) -> None:
    """Whatever is done, undoing everything in reverse order restores the exact document."""
    quest = _quest()
    start = _doc(quest)
    undo: list[edits.Edit] = []
    for op, x, y in ops:
        board = _board(quest)
        if op == "tile":
            edit, _ = edits.place_tile(quest, "square", "A", (x, y + 3))
        elif op == "token":
            edit, _ = edits.place_token(quest, SYSTEM, "key", cell=(x, y))
        elif op == "wall":
            edit = edits.paint_edges(quest, board, [("v", x % 5 + 1, y % 2)], "wall")
        elif op == "move":
            edit = edits.move_objects(quest, board, [t.id for t in quest.tiles[-1:]], 1, 0)
        elif op == "rotate":
            edit = edits.rotate_tiles(quest, board, [quest.tiles[x % len(quest.tiles)].id])
        elif op == "delete" and quest.tokens:
            edit = edits.delete_objects(quest, board, [quest.tokens[x % len(quest.tokens)].id])
        else:
            clip = edits.copy_objects(quest, board, [quest.tiles[0].id])
            edit, _ = edits.paste_objects(quest, clip or {}, (x + 10, y))
        undo.append(apply_edit(quest, edit))
    for inverse in reversed(undo):
        apply_edit(quest, inverse)
    assert _doc(quest) == start


@pytest.mark.parametrize("bad", [("nope",), ("tokens", 99)])
def test_bad_paths_raise(bad: tuple) -> None:
    with pytest.raises((AttributeError, IndexError)):
        apply_edit(_quest(), SetValue((*bad, "x"), 1))


def test_rename_updates_the_id_lists_of_trigger_conditions() -> None:
    """A barrier or pillar named in a trigger's ``destroyed`` list (md1 Q10's seals), and
    the other condition lists of ids, follow a rename like a ``destroy`` effect's target."""
    from questwright.schema.model import Condition, EdgeSpec, Effect, Trigger

    quest = _quest()
    quest.edges.append(EdgeSpec(kind="barrier", from_=(3, 0), to=(3, 1), id="seal"))
    quest.triggers.append(
        Trigger(
            id="unsealed",
            effects=[Effect(kind="destroy", target="seal")],
            if_=[Condition(destroyed=["seal", "other"], done=["seal"], fired=["seal"])],
        )
    )
    apply_edit(quest, edits.rename_id(quest, "seal", "west-seal"))
    trigger = quest.triggers[-1]
    assert trigger.effects[0].target == "west-seal"
    assert trigger.if_[0].destroyed == ["west-seal", "other"]
    assert trigger.if_[0].done == ["west-seal"] and trigger.if_[0].fired == ["west-seal"]
