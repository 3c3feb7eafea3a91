"""Set-up rules from the fifth issue #29 probe round (Machina, Massive Darkness 2, Descent).

Machina's light token marks a chapter space and a destroyed token a used action space or a
sealed spawn space (``x-onTerrain`` in system.json): off those spaces they mean nothing, and
on them (impassable action spaces) they are no token on impassable ground. Machina monster
levels stop at 4. Descent heroes deploy in seat order, each seat once.
"""

from __future__ import annotations

import pytest

from tests.validators.bundled import Json, bundled, issues, loud


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


def _destroyed_door(doc: Json, frm: list[int], to: list[int]) -> Json:
    doc["tokens"].append(
        {"id": "broken-1", "type": "destroyed-door", "edge": {"from": frm, "to": to}}
    )
    return doc


@pytest.mark.parametrize(
    ("state", "raised"), [("closed", True), ("open", False), ("destroyed", False)]
)
def test_machina_destroyed_door_token_on_door(state: str, raised: bool) -> None:
    doc = bundled("machina", "cold-foundry")
    next(e for e in doc["edges"] if e["id"] == "seam-door")["state"] = state
    found = loud(_destroyed_door(doc, [6, 2], [6, 4]))
    assert ("SETUP_TOKEN_DOOR" in found) is raised


def test_machina_destroyed_door_token_on_plain_edge() -> None:
    doc = _destroyed_door(bundled("machina", "engine-heart"), [2, 3], [3, 3])
    found = [i for i in issues(doc) if i.code == "SETUP_TOKEN_DOOR"]
    assert len(found) == 1 and "no single door" in found[0].message


@pytest.mark.parametrize(("cell", "raised"), [([9, 4], True), ([10, 4], False)])
def test_machina_units_one_a_space(cell: list[int], raised: bool) -> None:
    doc = bundled("machina", "cold-foundry")
    token(doc, "crawler")["cell"] = cell
    assert ("SETUP_UNIT_STACKED" in loud(doc)) is raised


@pytest.mark.parametrize(
    ("marker", "raised"),
    [
        ({"type": "destroyed-marker"}, True),
        ({"type": "light", "properties": {"destroyed": True}}, True),
        ({"type": "light"}, False),
    ],
)
def test_machina_chapter_space_used_at_setup(marker: Json, raised: bool) -> None:
    doc = bundled("machina", "engine-heart")
    doc["tokens"].append({"id": "marker-1", "cell": [8, 8], **marker})
    chapters = [i for i in issues(doc) if i.code == "MACHINA_CHAPTERS"]
    assert bool(chapters) is raised
    assert all("marker-1" in i.message for i in chapters)


@pytest.mark.parametrize(
    ("party_min", "rounds", "raised"), [(1, 3, False), (2, 3, True), (2, 4, False)]
)
def test_md2_solo_rule_reach(party_min: int, rounds: int, raised: bool) -> None:
    # 13 zones to the far shard and 9 back to the exit: 3 rounds of a lone hero's 8 zones,
    # 4 of a party's 6
    doc = bundled("md2", "cinder-span")
    doc["party"]["min"] = party_min
    next(loss for loss in doc["loss"] if loss["kind"] == "round-limit")["rounds"] = rounds
    assert ("QL_TOO_LATE" in loud(doc)) is raised


@pytest.mark.parametrize(("state", "raised"), [("destroyed", True), ("open", False)])
def test_machina_trigger_closes_destroyed_door(state: str, raised: bool) -> None:
    doc = bundled("machina", "cold-foundry")
    doc["doorSpaces"][0]["state"] = state
    trg = next(t for t in doc["triggers"] if t["id"] == "trg-exit")
    trg["effects"].append({"kind": "close-door", "target": "guard-door"})
    assert ("DOOR_DESTROYED_CLOSED" in loud(doc)) is raised


@pytest.mark.parametrize(
    ("rm_min", "party_min", "raised"), [(3, 1, True), (3, 3, False), (1, 1, False)]
)
def test_md2_roaming_portal_for_the_smallest_party(
    rm_min: int, party_min: int, raised: bool
) -> None:
    doc = bundled("md2", "embers-below")
    token(doc, "portal-rm")["properties"]["minHeroes"] = rm_min
    doc["party"]["min"] = party_min
    assert ("PARTY_COUNT_FAILS" in loud(doc)) is raised
