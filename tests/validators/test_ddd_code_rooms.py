"""Dark Darker Darkest's code and lab rooms, the showdown's moment, face-down chips, and
tokens in a closed Machina door space (issue #29, third probe round).

Chips are entered at the corner rooms' terminals; breaking the code opens the lab, where the
antidote is; the showdown (every chip drops, the nemesis appears) starts the instant a
survivor enters the lab; code chips go on the lock symbols face down. A Machina closed door
is no passable space: nothing is placed in it at set-up. The darkness marker starts on the
track's first space, and an MD1 game at level 1 (unless the quest scripts its level).
"""

from __future__ import annotations

import pytest

from tests.validators.bundled import Json, bundled, issues, loud


def objective(doc: Json, oid: str) -> Json:
    return next(o for o in doc["objectives"] if o["id"] == oid)


def trigger(doc: Json, tid: str) -> Json:
    return next(t for t in doc["triggers"] if t["id"] == tid)


def token(doc: Json, tid: str) -> Json:
    return next(t for t in doc["tokens"] if t["id"] == tid)


NEW = {"DDD_CODE_ROOMS", "DDD_SHOWDOWN_EARLY", "SETUP_FACE_DOWN", "TOKEN_ON_IMPASSABLE"}


@pytest.mark.parametrize(
    ("system", "name"),
    [("ddd", "house-ashgrove"), ("ddd", "house-blackwater"), ("machina", "cold-foundry")],
)
def test_the_bundled_quests_are_clean(system: str, name: str) -> None:
    assert not loud(bundled(system, name)) & NEW


def test_a_code_room_without_a_terminal_is_reported() -> None:
    doc = bundled("ddd", "house-ashgrove")
    objective(doc, "obj-code")["targets"] = ["r1c1:room", "r4c1:room", "r2c2:room"]
    found = [i for i in issues(doc) if i.code == "DDD_CODE_ROOMS"]
    assert len(found) == 1
    assert "r2c2:room" in found[0].refs
    assert found[0].path[-1] == 2  # the third target


def test_the_lab_is_no_terminal() -> None:
    doc = bundled("ddd", "house-ashgrove")
    objective(doc, "obj-code")["targets"] = ["r1c1:room", "r4c1:room", "r1c5:room"]
    assert "DDD_CODE_ROOMS" in loud(doc)


def test_two_terminals_of_the_three_are_enough() -> None:
    doc = bundled("ddd", "house-blackwater")
    objective(doc, "obj-code")["targets"] = ["r1c1:hall", "r4c5:room"]
    assert "DDD_CODE_ROOMS" not in loud(doc)


def test_the_objective_the_code_opens_leads_to_the_lab() -> None:
    doc = bundled("ddd", "house-ashgrove")
    objective(doc, "obj-lab")["targets"] = ["r1c4:room"]
    objective(doc, "obj-lab")["zone"] = [10, 1]
    found = [i for i in issues(doc) if i.code == "DDD_CODE_ROOMS"]
    assert [list(i.refs) for i in found] == [["obj-lab"]]


def test_the_showdown_at_the_code_is_too_early() -> None:
    doc = bundled("ddd", "house-ashgrove")
    trigger(doc, "trg-showdown")["on"] = {"event": "objective-complete", "target": "obj-code"}
    found = [i for i in issues(doc) if i.code == "DDD_SHOWDOWN_EARLY"]
    # nine chipped doorways unlocked and the nemesis revealed, each an effect of its own
    assert len(found) == 10
    assert {i.refs[1] for i in found} == {f"lock-{n}" for n in range(1, 10)} | {"nemesis"}


def test_showdown_effects_after_the_lab_are_fine() -> None:
    doc = bundled("ddd", "house-blackwater")
    trg = trigger(doc, "trg-showdown")
    trg["effects"] = [e for e in trg["effects"] if e["kind"] != "reveal"]
    doc["triggers"].append(
        {
            "id": "trg-late",
            "on": {"event": "objective-complete", "target": "obj-nemesis"},
            "effects": [{"kind": "reveal", "target": "nemesis"}],
        }
    )
    assert "DDD_SHOWDOWN_EARLY" not in loud(doc)


def test_a_round_timed_chip_drop_is_too_early() -> None:
    doc = bundled("ddd", "house-blackwater")
    doc["triggers"].append(
        {
            "id": "trg-drop",
            "on": {"event": "round-start", "round": 4},
            "effects": [{"kind": "unlock", "target": "lock-1"}],
        }
    )
    assert "DDD_SHOWDOWN_EARLY" in loud(doc)


def test_a_lab_seal_unlocked_by_the_code_is_no_showdown_effect() -> None:
    # the lab's own doors are condition locks, not chips: the code opens them
    doc = bundled("ddd", "house-ashgrove")
    assert any(e["kind"] == "unlock" for e in trigger(doc, "trg-lab-open")["effects"])
    assert "DDD_SHOWDOWN_EARLY" not in loud(doc)


def test_a_code_chip_face_up_is_reported() -> None:
    doc = bundled("ddd", "house-ashgrove")
    token(doc, "chip-4")["faceDown"] = False
    found = [i for i in issues(doc) if i.code == "SETUP_FACE_DOWN"]
    assert [list(i.refs) for i in found] == [["chip-4"]]


def test_a_monster_in_a_closed_machina_door_space_is_reported() -> None:
    doc = bundled("machina", "cold-foundry")
    token(doc, "scavenger")["cell"] = [3, 1]  # the guard door's space, closed
    found = [i for i in issues(doc) if i.code == "TOKEN_ON_IMPASSABLE"]
    assert [list(i.refs) for i in found] == [["scavenger", "guard-door"]]
    assert found[0].hint is not None and "the start" not in str(found[0].hint)


def test_a_monster_in_an_open_machina_door_space_is_fine() -> None:
    doc = bundled("machina", "cold-foundry")
    doc["doorSpaces"][0]["state"] = "open"
    token(doc, "scavenger")["cell"] = [3, 1]
    assert "TOKEN_ON_IMPASSABLE" not in loud(doc)


@pytest.mark.parametrize(("start", "reported"), [(3, True), (1, False)])
def test_the_darkness_marker_starts_on_the_first_space(start: int, reported: bool) -> None:
    doc = bundled("ddd", "house-blackwater")
    doc["parameters"] = {"darknessStart": start}
    found = [i for i in issues(doc) if i.code == "DDD_TRACK"]
    assert bool(found) is reported
    assert all("darkness marker" in i.message for i in found)


def test_an_md1_quest_starting_above_level_1_is_reported() -> None:
    doc = bundled("md1", "sentrys-crossing")
    doc["setup"]["startLevel"] = 3
    found = [i for i in issues(doc) if i.code == "MD_LEVEL_START"]
    assert [i.path for i in found] == [("setup", "startLevel")]


def test_an_md1_quest_that_sets_its_level_may_start_higher() -> None:
    doc = bundled("md1", "sentrys-crossing")
    doc["setup"]["startLevel"] = 2
    trigger(doc, "trg-wake")["effects"].append({"kind": "set-level", "value": 3})
    assert "MD_LEVEL_START" not in loud(doc)
