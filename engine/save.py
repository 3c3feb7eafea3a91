"""Saved games (``"format": "questwright-engine-save"``): the file, its schema, and loading.

A save holds what a game needs to be played again: the quest file, the party, the seed, the
tie and chance modes, the round bound and the history (actions, decisions and chance
records as strings). Loading replays the history, so a save is also a replay file
(``questwright play --replay``, the editor's Load Replay).

Saves come from anywhere, so :func:`read_save` trusts nothing: the file is read with the
project's size, encoding and nesting limits, checked against :data:`SAVE_SCHEMA` (JSON Schema
draft 2020-12, every number and length bounded), and replayed with every action checked for
legality. Whatever is wrong comes back as one :class:`~questwright.schema.errors.LoadError`
line naming the file and the JSON path or history entry — never a traceback.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from questwright.schema.errors import LoadError
from questwright.schema.files import read_json

if TYPE_CHECKING:
    from questwright.engine.core import Game, State

__all__ = [
    "MAX_HISTORY",
    "SAVE_FORMAT",
    "SAVE_SCHEMA",
    "load_save",
    "read_save",
    "save_document",
    "validate_save",
]

SAVE_FORMAT = "questwright-engine-save"
#: the longest history a save may hold (a long game has a few thousand entries)
MAX_HISTORY = 200_000

_NAME = r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"

#: The JSON Schema of a save file.
SAVE_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://questwright.invalid/schema/engine-save.schema.json",
    "title": "Questwright saved game",
    "description": "A game of a quest in the test-play engine, replayable from its history.",
    "type": "object",
    "required": ["format", "formatVersion", "quest", "party", "seed", "history"],
    "properties": {
        "format": {"const": SAVE_FORMAT},
        "formatVersion": {"const": 1, "description": "Version of this format."},
        "quest": {
            "type": ["string", "null"],
            "minLength": 1,
            "maxLength": 4096,
            "description": "Path of the quest file (relative paths: to the working folder, "
            "else to the save's folder); null for a quest never saved (the editor).",
        },
        "questId": {"type": "string", "maxLength": 200, "description": "The quest's id."},
        "system": {"type": "string", "pattern": _NAME, "description": "The quest's system."},
        "party": {
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {"type": "string", "pattern": _NAME},
            "description": "Hero class ids, in player order.",
        },
        "seed": {
            "type": "integer",
            "minimum": 0,
            "maximum": 2**63 - 1,
            "description": "Seed of the game's chance.",
        },
        "ties": {"enum": ["random", "ask"], "description": "Who settled ties."},
        "chance": {"enum": ["internal", "explicit"], "description": "Chance mode."},
        "maxRounds": {
            "type": ["integer", "null"],
            "minimum": 1,
            "maximum": 10_000,
            "description": "The round bound (null: the ruleset's).",
        },
        "history": {
            "type": "array",
            "maxItems": MAX_HISTORY,
            "items": {"type": "string", "minLength": 1, "maxLength": 400, "pattern": r"^\S"},
            "description": "Actions, decisions, chance outcomes and chance records, in order.",
        },
        "outcome": {
            "type": ["object", "null"],
            "description": "How the game ended when it was saved (informative).",
        },
    },
    "patternProperties": {"^x-": {}},
    "additionalProperties": False,
}


def save_document(game: Game, state: State, quest_path: str | None = None) -> dict[str, Any]:
    """A save/replay document for ``state``."""
    path = quest_path or game.quest_path
    if path is not None:
        path = str(Path(path).resolve())  # absolute: the save may be opened from elsewhere
    return {
        "format": SAVE_FORMAT,
        "formatVersion": 1,
        "quest": path,
        "questId": game.quest.id,
        "system": game.system,
        "party": list(game.party),
        "seed": state.seed,
        "ties": game.ties,
        "chance": game.chance,
        "maxRounds": game.max_rounds,
        "history": [str(x) for x in state.history()],
        "outcome": state.outcome(),
    }


def validate_save(doc: Any, file: str = "<save>") -> dict[str, Any]:
    """``doc`` if it is a save file; else a one-line :class:`LoadError` with its JSON path."""
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import best_match

    if not isinstance(doc, dict):
        raise LoadError(file, "not a saved Questwright game (not a JSON object)")
    if doc.get("format") != SAVE_FORMAT:
        raise LoadError(file, "not a saved Questwright game", path=("format",))
    error = best_match(Draft202012Validator(SAVE_SCHEMA).iter_errors(doc))
    if error is not None:
        message = error.message if len(error.message) <= 160 else error.message[:157] + "..."
        raise LoadError(file, message, path=tuple(error.absolute_path))
    return doc


def read_save(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and check a save file (size, encoding, nesting, schema)."""
    file = str(path)
    return validate_save(read_json(file), file)


def load_save(path: str | os.PathLike[str], game: Game | None = None) -> tuple[Game, State]:
    """Read a save, build its game (unless ``game`` is given) and replay the history with
    every action checked; problems are one-line :class:`LoadError` messages."""
    from questwright.engine.core import Game, StateError

    file = str(path)
    doc = read_save(path)
    if game is None:
        if not doc["quest"]:
            raise LoadError(file, "the save does not say which quest file it is for", ("quest",))
        quest_path = Path(doc["quest"])
        try:
            if not quest_path.is_absolute() and not quest_path.exists():
                quest_path = Path(file).parent / quest_path
        except OSError as exc:  # a name the file system refuses, such as one too long
            raise LoadError(
                file, f"its quest cannot be loaded: {exc.strerror or exc}", path=("quest",)
            ) from None
        try:
            game = Game(
                str(quest_path),
                party=list(doc["party"]),
                ties=doc.get("ties", "random"),
                chance=doc.get("chance", "internal"),
                max_rounds=doc.get("maxRounds"),
            )
        except LoadError as exc:
            raise LoadError(file, f"its quest cannot be loaded: {exc}", path=("quest",)) from None
        except (ValueError, KeyError) as exc:
            raise LoadError(file, _message(exc), path=("party",)) from None
    elif doc.get("questId", game.quest.id) != game.quest.id or list(game.party) != doc["party"]:
        raise LoadError(file, "the save is for another quest or party")
    try:
        state = game.replay(doc["seed"], doc["history"], check=True)
    except StateError as exc:
        raise LoadError(
            file, f"{exc} (does the save belong to this quest and seed?)", path=("history",)
        ) from None
    return game, state


def write_save(path: str | os.PathLike[str], doc: dict[str, Any]) -> None:
    """Write a save atomically."""
    from questwright.schema.files import atomic_write

    atomic_write(Path(path), json.dumps(doc, indent=2) + "\n")


def _message(exc: BaseException) -> str:
    return str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
