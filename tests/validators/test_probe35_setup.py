"""Set-up rules from the seventh issue #29 probe round (Dark Darker Darkest, Massive Darkness).

The fire token never lies on the lab and always has a burn marker under it; a room with as
many burn markers as destroy it is already destroyed; zombies, creatures and spawn tokens
never start in the locked lab; Massive Darkness's Lifebringer holds at most the box's 20
wound tokens (``x-setupLimits`` in system.json).
"""

from __future__ import annotations

import pytest

from tests.validators.bundled import Json, bundled, loud

LAB = "r4c1"  # house-blackwater's lab tile (cells x 0-2, y 9-11)
INNER = "r2c3"


def _house(*tokens: Json) -> Json:
    doc = bundled("ddd", "house-blackwater")
    doc["tokens"].extend(tokens)
    return doc


def _burns(tile: str, n: int) -> list[Json]:
    return [{"id": f"burn-{i}", "type": "burn", "tile": tile} for i in range(n)]


def test_the_fire_on_the_lab_is_reported() -> None:
    doc = _house({"id": "fire", "type": "fire", "tile": LAB})
    assert "DDD_BURN_LAB" in loud(doc)


def test_a_fire_with_no_burn_marker_is_reported_and_with_one_is_clean() -> None:
    fire = {"id": "fire", "type": "fire", "tile": INNER}
    assert "DDD_FIRE_STATE" in loud(_house(fire))
    assert loud(_house(fire, *_burns(INNER, 1))) == loud(bundled("ddd", "house-blackwater"))


@pytest.mark.parametrize(("burns", "reported"), [(2, False), (3, True)])
def test_a_room_burnt_past_destruction_is_reported(burns: int, reported: bool) -> None:
    doc = _house({"id": "fire", "type": "fire", "tile": INNER}, *_burns(INNER, burns))
    assert ("DDD_FIRE_STATE" in loud(doc)) is reported


@pytest.mark.parametrize(
    ("kind", "cell", "reported"),
    [("zombie", [1, 10], True), ("spawn", [1, 10], True), ("spawn", [7, 7], False)],
)
def test_zombies_and_spawn_tokens_never_start_in_the_lab(
    kind: str, cell: list[int], reported: bool
) -> None:
    doc = _house({"id": "z-1", "type": kind, "cell": cell})
    assert ("DDD_LAB_OCCUPIED" in loud(doc)) is reported


@pytest.mark.parametrize(("value", "reported"), [(20, False), (21, True)])
def test_the_lifebringer_holds_at_most_the_boxs_wound_tokens(value: int, reported: bool) -> None:
    doc = bundled("md1", "wardens-key")
    doc["setup"]["lifebringer"] = value
    assert ("SETUP_COMPONENT_COUNT" in loud(doc)) is reported
