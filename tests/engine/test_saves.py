"""Saved games: the schema, and ``play --replay`` on hostile saves (one line, exit 2)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from questwright.engine.core import Game
from questwright.engine.play import PlaySession
from questwright.engine.save import SAVE_SCHEMA, load_save, read_save
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.errors import LoadError

from questwright.cli import main

WARDEN = str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")


@pytest.fixture(scope="module")
def save_doc() -> dict[str, Any]:
    """A save of a game whose history attacks enemies the seed's cards spawned."""
    session = PlaySession(Game(WARDEN, party=2), 3)
    while not session.state.is_terminal() and not any(
        "attack" in str(e) for e in session.state.history()
    ):
        session.apply(session.bot_action())
    for _ in range(6):
        if not session.state.is_terminal():
            session.apply(session.bot_action())
    doc = session.save_document()
    Draft202012Validator(SAVE_SCHEMA).validate(doc)
    return doc


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    Draft202012Validator.check_schema(SAVE_SCHEMA)


def test_a_save_round_trips(tmp_path: Path, save_doc: dict[str, Any]) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(save_doc))
    _, state = load_save(path)
    assert [str(e) for e in state.history()] == save_doc["history"]
    assert read_save(path) == save_doc


def _bad(doc: dict[str, Any], where: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(doc)
    target = out
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    return out


CASES = [
    (("history",), "h1 move", "$.history"),
    (("history",), [12], "$.history[0]"),
    (("history",), [{"a": 1}], "$.history[0]"),
    (("history",), ["h1 fly t1:c2"], "history entry 1"),
    (("history",), ["h9 end"], "history entry 1"),
    (("party",), "warrior", "$.party"),
    (("party",), [], "$.party"),
    (("party",), ["dragon", "warrior"], "unknown hero class"),
    (("seed",), "7", "$.seed"),
    (("seed",), -1, "$.seed"),
    (("seed",), 2**80, "$.seed"),
    (("seed",), True, "$.seed"),
    (("quest",), 17, "$.quest"),
    (("quest",), "no/such.quest.json", "quest"),
    (("maxRounds",), 0, "$.maxRounds"),
    (("ties",), "sometimes", "$.ties"),
    (("formatVersion",), 9, "$.formatVersion"),
    (("surprise",), 1, "surprise"),
]


@pytest.mark.parametrize(("where", "value", "says"), CASES, ids=[c[2] for c in CASES])
def test_hostile_saves_give_one_line_and_exit_2(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    save_doc: dict[str, Any],
    where: tuple[Any, ...],
    value: Any,
    says: str,
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_bad(save_doc, where, value)))
    assert main(["play", "--replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert says in err and str(path) in err
    assert "\n" not in err and "internal error" not in err and "Traceback" not in err


def test_a_save_replayed_under_another_seed_names_the_entry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], save_doc: dict[str, Any]
) -> None:
    path = tmp_path / "seed.json"
    path.write_text(json.dumps(_bad(save_doc, ("seed",), save_doc["seed"] + 1)))
    assert main(["play", "--replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert "history entry" in err and "seed" in err and "\n" not in err


def test_deep_big_and_odd_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text('{"history": ' + "[" * 100_000 + "]" * 100_000 + "}")
    not_json = tmp_path / "text.json"
    not_json.write_text("this is not json")
    array = tmp_path / "array.json"
    array.write_text("[1, 2]")
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"format": "questwright-quest"}))
    for path, says in (
        (deep, "nested deeper"),
        (not_json, "invalid JSON"),
        (array, "not a saved"),
        (other, "not a saved"),
        (tmp_path, "folder"),
    ):
        assert main(["play", "--replay", str(path)]) == 2
        err = capsys.readouterr().err.strip()
        assert says in err and "\n" not in err, err


def test_a_too_long_history_is_refused_by_the_schema(save_doc: dict[str, Any]) -> None:
    doc = _bad(save_doc, ("history",), ["h1 end"] * 200_001)
    with pytest.raises(LoadError, match=r"\$\.history"):
        from questwright.engine.save import validate_save

        validate_save(doc, "long.json")
