"""Quest clocks and party sizes from the sixth issue #29 probe round.

A countdown stepped every other round (``roundEvery``) on a quest with no round limit is
timed like any other clock; a hero's own round start (``hero-round-start``) listens to its
``round`` and, with no place named, always fires; a trigger the win needs that holds only
for some party sizes leaves the other sizes the quest allows with no way to win.
"""

from __future__ import annotations

import itertools

import pytest
from questwright.core.board import compile_board
from questwright.core.questlogic import QuestLogic
from questwright.core.questlogic.stepper import Stepper
from questwright.schema import serde
from questwright.schema.model import Quest

from tests.validators.bundled import Json, bundled, catalog, issues, loud


def trigger(doc: Json, tid: str) -> Json:
    return next(t for t in doc["triggers"] if t["id"] == tid)


def _countdown(doc: Json, unless: str, start: int, when: Json) -> Json:
    doc["counters"] = [{"id": "clock", "scope": "quest", "start": start, "text": "Clock."}]
    doc["triggers"] += [
        {
            "id": "trg-tick",
            "on": {"event": "round-end"},
            "once": False,
            "if": [when],
            "effects": [{"kind": "counter", "target": "clock", "value": -1}],
        },
        {
            "id": "trg-out",
            "on": {"event": "counter-reached", "target": "clock"},
            "if": [{"done": [unless], "not": True}],
            "effects": [{"kind": "lose", "text": "Out of time."}],
        },
    ]
    return doc


# the lantern of drowned-stair is 35 spaces out: round 3 at 16 spaces a round
@pytest.mark.parametrize(
    ("start", "late"),
    [(1, True), (2, False), (3, False)],  # stepped in rounds 1, 3, 5: out at 1, 3, 5
)
def test_every_other_round_countdown_without_a_round_limit(start: int, late: bool) -> None:
    doc = _countdown(
        bundled("descent1", "drowned-stair"),
        "obj-lantern",
        start,
        {"roundEvery": 2, "roundMin": 1},
    )
    assert ("QL_TOO_LATE" in loud(doc)) is late


def test_a_round_cycle_counted_past_the_horizon_keeps_its_phase() -> None:
    doc = _countdown(
        bundled("descent1", "drowned-stair"),
        "obj-lantern",
        2,
        {"roundEvery": 2, "roundMin": 1},
    )
    board = compile_board(serde.from_json(Quest, doc), catalog())
    model = QuestLogic.build(board).model
    assert model.round_period == 2
    model.round_horizon = 5
    step = Stepper(model)._next_round
    rounds = [1]
    for _ in range(12):
        rounds.append(step(rounds[-1]))
    # counted on to a whole cycle wholly past the horizon, then that cycle again
    assert min(rounds[6:]) >= 5
    assert all((b - a) % 2 == 1 for a, b in itertools.pairwise(rounds))


def _hero_round_start(doc: Json, rnd: int) -> Json:
    doc["triggers"].append(
        {
            "id": "trg-late",
            "on": {"event": "hero-round-start", "round": rnd},
            "if": [{"done": ["obj-out"], "not": True}],
            "effects": [{"kind": "lose", "text": "Flooded."}],
        }
    )
    return doc


# sentry-and-back: round 2 at the earliest
@pytest.mark.parametrize(("rnd", "late"), [(2, True), (3, False), (4, False)])
def test_hero_round_start_listens_to_its_round(rnd: int, late: bool) -> None:
    doc = _hero_round_start(bundled("md1", "sentrys-crossing"), rnd)
    assert ("QL_TOO_LATE" in loud(doc)) is late


def test_hero_round_start_at_a_place_no_hero_need_stand_stays_a_choice() -> None:
    # the lose trigger fires only for a hero standing in the far corner room: nobody must
    doc = _hero_round_start(bundled("md1", "sentrys-crossing"), 2)
    trigger(doc, "trg-late")["on"]["target"] = "t4:r1"
    assert not {"QL_TOO_LATE", "QL_UNWINNABLE"} & loud(doc)


def _wake_if(cond: Json, party_min: int | None = None) -> Json:
    doc = bundled("md1", "sentrys-crossing")
    trigger(doc, "trg-wake")["if"] = [cond]
    if party_min is not None:
        doc["party"]["min"] = party_min
    return doc


def test_a_trigger_the_win_needs_for_some_party_sizes_only() -> None:
    found = [i for i in issues(_wake_if({"partyMin": 3})) if i.code == "QL_UNWINNABLE"]
    assert len(found) == 1
    assert "1–2" in str(found[0].message)
    assert "trg-wake" in found[0].refs


def test_a_party_condition_at_the_top_sizes() -> None:
    found = [i for i in issues(_wake_if({"partyMax": 4})) if i.code == "QL_UNWINNABLE"]
    assert len(found) == 1
    assert "5–6" in str(found[0].message)


@pytest.mark.parametrize(
    ("cond", "party_min"),
    [({"partyMin": 3}, 3), ({"partyMax": 6}, None), ({"partyMin": 1}, None)],
)
def test_a_party_condition_every_allowed_size_meets(cond: Json, party_min: int | None) -> None:
    assert "QL_UNWINNABLE" not in loud(_wake_if(cond, party_min))


def _vault_needs_a_hero_in(zone: str, party_min: int = 1) -> Json:
    doc = bundled("md1", "wardens-key")
    door = next(e for e in doc["edges"] if e["id"] == "door-vault")
    door["lock"] = {"kind": "condition", "requires": ["trg-key"]}
    trigger(doc, "trg-key")["if"] = [{"heroIn": zone}]
    doc["party"]["min"] = party_min
    return doc


def test_a_lone_hero_cannot_stand_in_two_places() -> None:
    # the key (t2:r4) opens the vault only with a hero in the start corridor (t1:c1)
    found = [i for i in issues(_vault_needs_a_hero_in("t1:c1")) if i.code == "QL_UNWINNABLE"]
    assert len(found) == 1
    assert "parties of 1 " in str(found[0].message)


@pytest.mark.parametrize(("zone", "party_min"), [("t1:c1", 2), ("t2:r4", 1)])
def test_a_hero_in_condition_the_party_meets(zone: str, party_min: int) -> None:
    # a second hero stands there, or the lone hero takes the key where it names
    assert "QL_UNWINNABLE" not in loud(_vault_needs_a_hero_in(zone, party_min))


def _countdown_after(doc: Json, fact: Json, unless: str, start: int) -> Json:
    return _countdown(doc, unless, start, fact)


# cinder-span: shard 2 is 13 zones out, the exit 9 on from it (8 zones a round): from the
# start that is round 3, but a countdown that starts at the pickup leaves only its rounds
@pytest.mark.parametrize(("start", "late"), [(1, True), (2, False), (3, False)])
def test_a_countdown_from_a_pickup_leaves_its_carrier_so_many_rounds(
    start: int, late: bool
) -> None:
    doc = _countdown_after(
        bundled("md2", "cinder-span"), {"picked": ["shard-2"]}, "obj-escape", start
    )
    assert ("QL_TOO_LATE" in loud(doc)) is late


def test_the_walk_on_fits_in_the_round_of_the_deed() -> None:
    # sentrys-crossing: the hero who wakes the sentry (door-4) walks 4 zones back: one round
    doc = _countdown_after(
        bundled("md1", "sentrys-crossing"), {"fired": ["trg-wake"]}, "obj-out", 1
    )
    assert not {"QL_TOO_LATE", "QL_UNWINNABLE"} & loud(doc)


def test_the_party_sizes_explored_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    # the wake holds for 1-4 heroes: only the sizes past the first class (5-6) fail, and
    # with one class explored nothing past it is looked at
    from questwright.validators.rules import quest_time

    monkeypatch.setattr(quest_time, "PARTY_CLASSES", 1)
    assert "QL_UNWINNABLE" not in loud(_wake_if({"partyMax": 4}))
