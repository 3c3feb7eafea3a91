"""A token placed off the board (``TOKEN_OFF_BOARD`` reports it) is left out of play: every
ruleset sets the game up and plays it to its end (issue #29: descent1's set-up looked the
cell up and stopped with a bare ``KeyError``, which ``simulate`` printed as "(-1, 3)")."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from questwright.engine.core import Game
from questwright.engine.simulate import play_game
from questwright.schema.catalog import bundled_quests_dir

QUESTS = sorted(bundled_quests_dir().glob("*/*.quest.json"))


def _moved_off(doc: dict, keep_starts: bool, only: str | None = None) -> dict:
    out = copy.deepcopy(doc)
    for token in out.get("tokens", []):
        if "cell" not in token or (keep_starts and token.get("type") == "start"):
            continue
        if only is None or token["id"] == only:
            token["cell"] = [-3, -3]
    return out


def _plays(doc: dict, tmp_path: Path, name: str) -> None:
    path = tmp_path / f"{name}.quest.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    state = play_game(Game(path, party=2), 0, "goal")
    assert state.outcome()["result"] in ("win", "loss")


@pytest.mark.parametrize("quest", QUESTS, ids=lambda p: p.stem.split(".")[0])
def test_every_token_but_the_starts_off_the_board_plays_to_an_end(
    quest: Path, tmp_path: Path
) -> None:
    _plays(_moved_off(json.loads(quest.read_text()), keep_starts=True), tmp_path, "off")


@pytest.mark.parametrize("quest", QUESTS, ids=lambda p: p.stem.split(".")[0])
def test_each_token_off_the_board_alone_plays_to_an_end(quest: Path, tmp_path: Path) -> None:
    doc = json.loads(quest.read_text())
    for token in doc.get("tokens", []):
        if "cell" in token and token.get("type") != "start":
            _plays(_moved_off(doc, keep_starts=True, only=token["id"]), tmp_path, token["id"])
