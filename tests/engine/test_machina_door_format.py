"""Door spaces in the format: schema, compile, validators (MA-DOOR-1), editor recompiles, and
the stand-in builder reproducing the checked-in machina files."""

from __future__ import annotations

import copy
import dataclasses
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from questwright.core.board import compile_board
from questwright.core.recompile import Recompiler
from questwright.schema import serde
from questwright.schema.files import dumps
from questwright.schema.io import load_quest
from questwright.schema.model import Quest
from questwright.validators.runner import validate_quest

from tests.engine.machina_boards import machina_game

ROOT = Path(__file__).resolve().parents[2]
FOUNDRY = ROOT / "quests" / "machina" / "cold-foundry.quest.json"


def _foundry(*spaces: dict[str, Any]) -> Quest:
    doc = serde.to_json(load_quest(FOUNDRY))
    doc["doorSpaces"] = [*doc.get("doorSpaces", []), *spaces]
    return serde.from_json(Quest, doc)


def _codes(quest: Quest) -> list[tuple[str, str]]:
    return [(i.code, ".".join(map(str, i.path))) for i in validate_quest(quest)]


def test_a_door_space_round_trips_through_json() -> None:
    quest = load_quest(FOUNDRY)
    assert [d.id for d in quest.door_spaces] == ["guard-door"]
    doc = serde.to_json(quest)
    assert doc["doorSpaces"] == [{"id": "guard-door", "cell": [3, 1], "state": "closed"}]
    assert serde.from_json(Quest, doc) == quest
    assert dumps(doc) == FOUNDRY.read_text(encoding="utf-8")


def test_a_quest_door_space_lays_one_door_on_its_open_sides() -> None:
    board = compile_board(load_quest(FOUNDRY))
    door = board.doors["guard-door"]
    # west (the hall), north and east (the guard room); south is the tile's printed wall
    assert door.cell == (3, 1) and sorted(door.edges) == [("h", 3, 1), ("v", 3, 1), ("v", 4, 1)]
    assert "t1:d1" not in board.doors  # the printed door on its west side is replaced
    assert all(board.edges[k].door == "guard-door" for k in door.edges)


def test_the_bundled_chapter_with_a_door_space_is_clean() -> None:
    assert _codes(load_quest(FOUNDRY)) == []


@pytest.mark.parametrize(
    ("cell", "code", "path"),
    [
        ([40, 1], "GEOM_OFF_BOARD", "doorSpaces.1.cell"),
        ([1, 2], "DOOR_LEADS_NOWHERE", "doorSpaces.1"),  # on rubble
        ([2, 4], "DOOR_SEALS_NOTHING", "doorSpaces.1"),  # in open floor
    ],
)
def test_a_bad_door_space_gets_one_issue_at_its_json_path(
    cell: list[int], code: str, path: str
) -> None:
    assert _codes(_foundry({"id": "x", "cell": cell})) == [(code, path)]


def test_a_door_space_with_fewer_than_two_passable_sides_leads_nowhere() -> None:
    game = machina_game(["1..", "###", "..."], door_spaces=[{"id": "d", "cell": [1, 0]}])
    issues = [i for i in validate_quest(game.quest, game.catalog) if i.code.startswith("DOOR")]
    assert [i.code for i in issues] == []  # west and east: two passable sides
    walled = machina_game(["1.#", "###", "..."], door_spaces=[{"id": "d", "cell": [1, 0]}])
    issues = [
        i for i in validate_quest(walled.quest, walled.catalog) if i.code == "DOOR_LEADS_NOWHERE"
    ]
    assert len(issues) == 1 and "beyond 1 of its sides" in issues[0].message


def test_an_open_door_space_with_a_lock_is_reported() -> None:
    quest = _foundry()
    quest.door_spaces[0].state = "open"
    from questwright.schema.model import Lock

    quest.door_spaces[0].lock = Lock(kind="key", keys=["exit"])
    assert ("DOOR_STATE_LOCK", "doorSpaces.0.state") in _codes(quest)


def test_door_ids_of_door_spaces_resolve_in_effects() -> None:
    quest = _foundry()
    quest.triggers[0].effects[0].kind = "open-door"
    quest.triggers[0].effects[0].target = "guard-door"
    assert not [c for c, _ in _codes(quest) if c.startswith("REF")]
    quest.triggers[0].effects[0].target = "no-such-door"
    assert [c for c, _ in _codes(quest) if c.startswith("REF")]


def test_the_editor_recompiler_updates_door_spaces_as_a_compile_would() -> None:
    from tests.core.test_recompile import assert_delta_is_exact, assert_same_board

    recompiler = Recompiler()
    quest = load_quest(FOUNDRY)
    before = recompiler.update(quest)
    moved = copy.copy(quest)
    moved.door_spaces = [dataclasses.replace(quest.door_spaces[0], cell=(2, 1))]
    board = recompiler.update(moved)
    assert recompiler.mode == "updated" and board.doors["guard-door"].cell == (2, 1)
    assert_same_board(board, compile_board(moved))
    assert_delta_is_exact(before, board, recompiler.delta)
    gone = copy.copy(moved)
    gone.door_spaces = []
    after = recompiler.update(gone)
    assert recompiler.mode == "updated" and "guard-door" not in after.doors
    assert "t1:d1" in after.doors  # the tile's printed door is back
    assert_same_board(after, compile_board(gone))
    assert_delta_is_exact(board, after, recompiler.delta)


def test_the_machina_builder_reproduces_the_checked_in_files() -> None:
    tool = ROOT / "tilesets" / "machina" / "tools" / "build_machina.py"
    done = subprocess.run(
        [sys.executable, str(tool), "--check"], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
