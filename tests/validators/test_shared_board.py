"""A revision is compiled once: the runner, the Revalidator and the engine's Game accept a
board compiled by the caller, use it as it is and never change it."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from questwright.core import board as board_module
from questwright.core.board import Board, compile_board
from questwright.engine import core as engine_core
from questwright.engine.core import Game
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.schema.model import Quest
from questwright.validators import context as context_module
from questwright.validators.incremental import Revalidator
from questwright.validators.runner import validate_quest

CATALOG = Catalog([bundled_tilesets_dir()])
WARDENS = bundled_quests_dir() / "md1" / "wardens-key.quest.json"


def _text(issues: list[Any]) -> list[str]:
    return [f"{i} {i.refs} {i.hint}" for i in issues]


def _no_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: Any, **_kw: Any) -> Board:
        raise AssertionError("compiled again")

    for module in (board_module, context_module, engine_core):
        monkeypatch.setattr(module, "compile_board", refuse)


def _doors(board: Board) -> list[tuple[str, str, Any]]:
    return [(d.id, d.state, d.lock) for d in board.doors.values()]


def _with_door(quest: Quest, door: str, state: str) -> Quest:
    doc = serde.to_json(quest)
    for edge in doc["edges"]:
        if edge.get("id") == door:
            edge["state"] = state
    return serde.from_json(Quest, doc)


def test_validate_quest_uses_the_board_it_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    quest = load_quest(WARDENS)
    expected = _text(validate_quest(quest, CATALOG))
    board = compile_board(quest, CATALOG)
    _no_compiling(monkeypatch)
    assert _text(validate_quest(quest, CATALOG, board=board)) == expected


@pytest.mark.parametrize(
    "path", [WARDENS, bundled_quests_dir() / "descent1" / "drowned-stair.quest.json"]
)
def test_revalidator_reads_given_boards_and_never_changes_them(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    quest = load_quest(path)
    door = next(e.id for e in quest.edges if e.kind == "door" and e.id)
    revisions = [quest, _with_door(quest, door, "open"), _with_door(quest, door, "locked")]
    revisions.append(_with(revisions[-1], lambda d: d.update(title="Renamed")))
    expected = [_text(validate_quest(q, CATALOG)) for q in revisions]
    boards = [compile_board(q, CATALOG) for q in revisions]
    before = [(copy.deepcopy(_doors(b)), b.quest) for b in boards]
    _no_compiling(monkeypatch)
    reval = Revalidator(CATALOG)
    found, modes = [], []
    for q, b in zip(revisions, boards, strict=True):
        found.append(_text(reval.validate(q, b)))
        modes.append((reval.stats.board, reval.stats.rules_reused))
    assert found == expected
    assert [(_doors(b), b.quest) for b in boards] == before
    assert modes[0] == ("compiled", 0)
    # later revisions change doors or logic only: rules whose inputs held keep their issues
    assert all(mode == "given" and reused > 0 for mode, reused in modes[1:])


def _with(quest: Quest, change: Any) -> Quest:
    doc = serde.to_json(quest)
    change(doc)
    return serde.from_json(Quest, doc)


def test_revalidator_follows_a_board_the_caller_updates_in_place() -> None:
    quest = load_quest(WARDENS)
    door = next(e.id for e in quest.edges if e.kind == "door" and e.id)
    board = compile_board(quest, CATALOG)
    reval = Revalidator(CATALOG)
    reval.validate(quest, board)
    changed = _with_door(quest, door, "open")
    board.doors[door].state = "open"  # what the caller's own patching does
    board.quest = changed
    assert _text(reval.validate(changed, board)) == _text(validate_quest(changed, CATALOG))
    assert reval.stats.board == "patched"


def test_game_plays_on_the_board_it_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    quest = load_quest(WARDENS)
    board = compile_board(quest, CATALOG)
    reference = Game(quest, catalog=CATALOG, party=2)
    _no_compiling(monkeypatch)
    game = Game(quest, catalog=CATALOG, party=2, board=board)
    assert game.board is board
    a, b = reference.new_initial_state(7), game.new_initial_state(7)
    for _ in range(30):
        if a.is_terminal():
            break
        action = a.legal_actions()[0]
        assert b.legal_actions()[0] == action
        a.apply_action(action)
        b.apply_action(action)
    assert a.history() == b.history()
    other = _with(quest, lambda d: d.update(id="another"))
    with pytest.raises(ValueError, match="compiled from quest"):
        Game(other, catalog=CATALOG, party=2, board=board)
