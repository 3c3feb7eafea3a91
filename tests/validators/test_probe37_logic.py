"""Quest logic from the ninth issue #29 probe round (md2, descent1, machina).

- Places held at once: a trigger whose ``heroIn`` conditions name places that share no
  zone needs a hero in each; a party too small for them never fires it.
- The first round starts before anyone acts: every hero stands on a start space, so a
  ``heroIn`` condition of a round-1 ``round-start`` trigger is decided by the start spaces.
- An action space is used from the neighbours not walled off from it (a Machina chapter
  space beside a tile's wall): the walk to it is timed from there.
- A token whose type is never picked up itself (``x-notPickedUp``: MD2 loot markers, which
  become treasure tokens when their room is revealed) fires no pick-up trigger.
- A token whose type is never lost once picked up (``x-neverLost``: Descent's rune keys)
  cannot be the target of a ``discard`` effect.
"""

from __future__ import annotations

import pytest

from tests.validators.bundled import Json, bundled, issues, loud


def _trigger(doc: Json, tid: str) -> Json:
    return next(t for t in doc["triggers"] if t["id"] == tid)


def _span_braziers(places: list[str], party_min: int) -> Json:
    """Cinder Span with door-3 (the only way to the altar shard) unlocked at a round's end
    while a hero stands in each of ``places``."""
    doc = bundled("md2", "cinder-span")
    next(e for e in doc["edges"] if e["id"] == "door-3")["state"] = "locked"
    doc["triggers"].append(
        {
            "id": "trg-braziers",
            "on": {"event": "round-end"},
            "if": [{"heroIn": p} for p in places],
            "effects": [{"kind": "unlock", "target": "door-3"}],
        }
    )
    doc["party"]["min"] = party_min
    return doc


def _unwinnable_for(doc: Json) -> list[str]:
    return [i.message for i in issues(doc) if i.code == "QL_UNWINNABLE"]


def test_two_places_at_once_fail_a_lone_hero() -> None:
    found = _unwinnable_for(_span_braziers(["t3:n", "t1:se"], 1))
    assert found and "parties of 1" in found[0], found


@pytest.mark.parametrize(
    ("places", "party_min"),
    [
        (["t3:n", "t1:se"], 2),  # two heroes hold both
        (["t3:n", "t3:n"], 1),  # one place named twice: one hero does
        (["t3:n", "t1:se", "t2:c"], 3),
    ],
)
def test_places_the_smallest_party_can_hold_are_clean(places: list[str], party_min: int) -> None:
    assert "QL_UNWINNABLE" not in loud(_span_braziers(places, party_min))


def test_three_places_at_once_fail_a_pair() -> None:
    found = _unwinnable_for(_span_braziers(["t3:n", "t1:se", "t2:c"], 2))
    assert found and "parties of 2" in found[0], found


def _round_start_loss(system: str, name: str, place: str, rnd: int) -> Json:
    doc = bundled(system, name)
    doc["triggers"].append(
        {
            "id": "trg-caught",
            "on": {"event": "round-start", "round": rnd},
            "if": [{"heroIn": place}],
            "effects": [{"kind": "lose", "text": "Caught."}],
        }
    )
    return doc


@pytest.mark.parametrize(
    ("system", "name", "place"),
    [("machina", "engine-heart", "t1"), ("descent1", "stone-tusk", "area-1")],
)
def test_a_loss_at_round_1_start_where_every_hero_stands_is_unwinnable(
    system: str, name: str, place: str
) -> None:
    assert "QL_UNWINNABLE" in loud(_round_start_loss(system, name, place, 1))


@pytest.mark.parametrize(
    ("system", "name", "place", "rnd"),
    [
        ("machina", "engine-heart", "t1", 3),  # the explorers have left by round 3
        ("machina", "engine-heart", "t3", 1),  # nobody starts in the vault
        ("machina", "engine-heart", "cell:0,0", 1),  # one of four start spaces: maybe empty
        ("descent1", "stone-tusk", "area-1", 2),
    ],
)
def test_a_round_start_loss_the_heroes_can_avoid_is_clean(
    system: str, name: str, place: str, rnd: int
) -> None:
    assert "QL_UNWINNABLE" not in loud(_round_start_loss(system, name, place, rnd))


@pytest.mark.parametrize(("rounds", "late"), [(1, True), (2, False)])
def test_chapter_space_is_used_from_its_own_side_of_the_wall(rounds: int, late: bool) -> None:
    # cold-foundry's chapter space [6, 5] lies against the wall between the gatehouse and
    # the pressure hall: it is used from [6, 4], through the seam door, not from [5, 5]
    doc = bundled("machina", "cold-foundry")
    doc["loss"].append({"id": "loss-clock", "kind": "round-limit", "rounds": rounds})
    assert ("QL_TOO_LATE" in loud(doc)) is late


def test_discarding_a_rune_key_is_refused() -> None:
    doc = bundled("descent1", "stone-tusk")
    _trigger(doc, "trg-key")["effects"].append({"kind": "discard", "target": "rune-key-red"})
    found = [i for i in issues(doc) if i.code == "QL_EFFECT_TARGET"]
    assert [i.message for i in found if "rune-key-red" in i.message], found


def test_discarding_a_relic_is_allowed() -> None:
    doc = bundled("descent1", "drowned-stair")
    _trigger(doc, "trg-grell-dies")["effects"].append(
        {"kind": "discard", "target": "relic-lantern"}
    )
    assert "QL_EFFECT_TARGET" not in loud(doc)


@pytest.mark.parametrize(
    ("event", "target", "unwinnable"),
    [("pickup", "loot-1", True), ("door-opened", "door-1", False)],
)
def test_a_loot_marker_is_never_picked_up(event: str, target: str, unwinnable: bool) -> None:
    # MD2: a loot marker turns into a bag-drawn treasure token when its room is revealed
    # (x-notPickedUp): a trigger on picking the marker itself up never fires
    doc = bundled("md2", "cinder-span")
    next(e for e in doc["edges"] if e["id"] == "door-3")["state"] = "locked"
    doc["triggers"].append(
        {
            "id": "trg-search",
            "on": {"event": event, "target": target},
            "effects": [{"kind": "unlock", "target": "door-3"}],
        }
    )
    assert ("QL_UNWINNABLE" in loud(doc)) is unwinnable
