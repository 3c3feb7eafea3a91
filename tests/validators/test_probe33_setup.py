"""Set-up rules from the fifth issue #29 probe round (Machina, Massive Darkness 2, Descent).

Machina's light token marks a chapter space and a destroyed token a used action space or a
sealed spawn space (``x-onTerrain`` in system.json): off those spaces they mean nothing, and
on them (impassable action spaces) they are no token on impassable ground. Machina monster
levels stop at 4. Descent heroes deploy in seat order, each seat once.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import pytest
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.model import Quest
from questwright.validators.issues import Issue, Severity
from questwright.validators.runner import validate_quest

Json = dict[str, Any]


@cache
def catalog() -> Catalog:
    return Catalog([bundled_tilesets_dir()])


def bundled(system: str, name: str) -> Json:
    path = bundled_quests_dir() / system / f"{name}.quest.json"
    return json.loads(path.read_text(encoding="utf-8"))


def issues(doc: Json) -> list[Issue]:
    return validate_quest(serde.from_json(Quest, copy.deepcopy(doc)), catalog())


def loud(doc: Json) -> set[str]:
    return {i.code for i in issues(doc) if i.severity is not Severity.INFO and not i.waived}


def token(doc: Json, tid: str) -> Json:
    return next(t for t in doc["tokens"] if t["id"] == tid)


def _foundry_with(kind: str, cell: list[int]) -> Json:
    doc = bundled("machina", "cold-foundry")
    doc["tokens"].append({"id": "marker-1", "type": kind, "cell": cell})
    return doc


@pytest.mark.parametrize(
    ("kind", "cell"),
    [
        ("light", [6, 5]),  # the chapter space
        ("destroyed-marker", [0, 4]),  # the chest space
        ("destroyed-marker", [4, 0]),  # the event space
        ("destroyed-marker", [5, 1]),  # a spawn space
    ],
)
def test_machina_marker_on_its_space_is_clean(kind: str, cell: list[int]) -> None:
    found = loud(_foundry_with(kind, cell))
    assert "TOKEN_ON_IMPASSABLE" not in found
    assert "SETUP_TOKEN_TERRAIN" not in found


@pytest.mark.parametrize(
    ("kind", "cell"),
    [("light", [2, 4]), ("light", [0, 4]), ("destroyed-marker", [3, 3])],
)
def test_machina_marker_off_its_space(kind: str, cell: list[int]) -> None:
    found = [i for i in issues(_foundry_with(kind, cell)) if i.code == "SETUP_TOKEN_TERRAIN"]
    assert len(found) == 1
    assert "marker-1" in found[0].message


def test_machina_monster_still_impassable_on_event_space() -> None:
    doc = bundled("machina", "cold-foundry")
    token(doc, "crawler")["cell"] = [4, 0]
    assert "TOKEN_ON_IMPASSABLE" in loud(doc)


@pytest.mark.parametrize(("level", "raised"), [(4, False), (5, True)])
def test_machina_monster_level(level: int, raised: bool) -> None:
    doc = bundled("machina", "engine-heart")
    doc["setup"]["monsterLevel"] = level
    assert ("MACHINA_MONSTER_LEVEL" in loud(doc)) is raised


def test_descent_seat_given_twice() -> None:
    doc = bundled("descent1", "stone-tusk")
    token(doc, "start-3")["properties"]["seat"] = 2
    found = [i for i in issues(doc) if i.code == "DESCENT_START_SPACES"]
    assert len(found) == 1
    assert "start-3" in found[0].message and "start-2" in found[0].message


def test_descent_seats_swapped_clean() -> None:
    doc = bundled("descent1", "stone-tusk")
    token(doc, "start-1")["properties"]["seat"] = 2
    token(doc, "start-2")["properties"]["seat"] = 1
    assert "DESCENT_START_SPACES" not in loud(doc)
