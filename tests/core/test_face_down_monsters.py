"""A Machina monster placed face down is out of play until a trigger reveals it (the
engine places only the face-up ones): the quest-logic model agrees (issue #29 item 5)."""

from __future__ import annotations

from typing import Any

from questwright.core.board import compile_board
from questwright.core.questlogic import QuestLogic
from questwright.schema import serde
from questwright.schema.catalog import bundled_quests_dir, default_catalog
from questwright.schema.files import read_json
from questwright.schema.model import Quest
from questwright.validators.runner import validate_quest

HEART = bundled_quests_dir() / "machina" / "engine-heart.quest.json"


def _heart(change: Any = None) -> Quest:
    data = read_json(HEART)
    if change is not None:
        change(data)
    return serde.from_json(Quest, data)


def _winnable(quest: Quest) -> bool | None:
    return QuestLogic.build(compile_board(quest, default_catalog())).exploration.winnable()


def _codes(quest: Quest) -> set[str]:
    return {i.code for i in validate_quest(quest, default_catalog())}


def _without_reveal(data: dict[str, Any]) -> None:
    data["triggers"] = [t for t in data["triggers"] if t["id"] != "trg-warden"]


def test_the_warden_revealed_by_its_chapter_can_be_killed() -> None:
    assert _winnable(_heart()) is True


def test_a_face_down_warden_nothing_reveals_never_comes_into_play() -> None:
    quest = _heart(_without_reveal)
    assert _winnable(quest) is False
    assert "QL_SPAWN_NEVER" in _codes(quest)


def test_a_face_up_warden_needs_no_reveal() -> None:
    def face_up(data: dict[str, Any]) -> None:
        _without_reveal(data)
        for token in data["tokens"]:
            if token["id"] == "warden":
                token.pop("faceDown", None)

    quest = _heart(face_up)
    assert _winnable(quest) is True
    assert "QL_SPAWN_NEVER" not in _codes(quest)
