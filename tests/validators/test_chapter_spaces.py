"""Machina's chapter spaces against exit tokens, blocking chapters and their cells.

The player aid lets an explorer activate a chapter space only while the current chapter
is not a blocking one and no exit token is placed on a map tile. The static chapter rule
(``MACHINA_CHAPTERS``) sees what the set-up shows; the quest-logic model sees an exit a
trigger reveals too early. Both read a token's ``faceDown``, so the quest-time rule's reuse
of an earlier revision's issues must key on it too.
"""

from __future__ import annotations

import copy

from tests.validators.bundled import Json, bundled, loud


def foundry() -> Json:
    return bundled("machina", "cold-foundry")


def exit_token(doc: Json) -> Json:
    return next(t for t in doc["tokens"] if t["id"] == "exit")


def test_the_bundled_foundry_is_clean() -> None:
    assert not loud(foundry()) & {"MACHINA_CHAPTERS", "QL_OBJECTIVE_NEVER", "QL_UNWINNABLE"}


def test_an_exit_face_up_from_the_set_up_stops_the_chapter_space() -> None:
    doc = foundry()
    exit_token(doc)["faceDown"] = False
    found = loud(doc)
    assert "MACHINA_CHAPTERS" in found
    assert "QL_OBJECTIVE_NEVER" in found  # the model agrees: the chapter never advances


def test_the_quest_time_reuse_keys_on_face_down() -> None:
    """The same quest with the exit turned face up, right after the clean one: the reused
    issues of the first revision must not answer for the second."""
    clean = foundry()
    assert "QL_OBJECTIVE_NEVER" not in loud(clean)
    shown = copy.deepcopy(clean)
    exit_token(shown)["faceDown"] = False
    assert "QL_OBJECTIVE_NEVER" in loud(shown)
    assert "QL_OBJECTIVE_NEVER" not in loud(clean)


def test_an_exit_revealed_before_the_chapter_space_is_used() -> None:
    doc = foundry()
    trigger = next(t for t in doc["triggers"] if t["id"] == "trg-exit")
    trigger["on"] = {"event": "round-start", "round": 1}
    assert "QL_OBJECTIVE_NEVER" in loud(doc)
    assert "MACHINA_CHAPTERS" not in loud(doc)  # the set-up itself is right


def test_a_blocking_chapter_cannot_advance_by_a_chapter_space() -> None:
    doc = foundry()
    doc["setup"]["chapters"][0]["blocking"] = True
    assert "MACHINA_CHAPTERS" in loud(doc)


def test_the_objective_cell_must_be_a_chapter_space() -> None:
    doc = foundry()
    objective = next(o for o in doc["objectives"] if o["id"] == "obj-chapter")
    objective["properties"]["cell"] = [6, 4]
    assert "MACHINA_CHAPTERS" in loud(doc)
    objective["properties"]["cell"] = [6, 5]
    assert "MACHINA_CHAPTERS" not in loud(doc)
