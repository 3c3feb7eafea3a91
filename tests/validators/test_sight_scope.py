"""Sight rules reuse their issues across door changes that cannot affect what the starts
see (regions and the doors touching them), and never skip what they must test."""

from __future__ import annotations

import json
from pathlib import Path

from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.schema.model import Quest
from questwright.validators.incremental import Revalidator
from questwright.validators.runner import validate_quest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
CATALOG = Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])


def _spawn_quest(c5: bool) -> Quest:
    """A start right next to a spawn hint, with a closed door between them."""
    doc = json.loads((GOLDEN / "SIGHT_SPAWN_VISIBLE" / "clean.quest.json").read_text())
    for token in doc["tokens"]:
        if token["id"] == "start-4":
            token["cell"] = [1, 3]
    doc["tokens"].append({"id": "hint-2", "type": "spawn-hint", "area": "area-2", "cell": [1, 4]})
    doc.setdefault("parameters", {})["sightConventions"] = {"c5": c5}
    return serde.from_json(Quest, doc)


def _seen_hints(quest: Quest) -> set[str]:
    return {
        i.refs[0]
        for i in validate_quest(quest, CATALOG)
        if i.code == "SIGHT_SPAWN_VISIBLE" and "in sight" in i.message
    }


def test_an_adjacent_hint_counts_as_seen_with_c5_even_behind_a_door() -> None:
    # the door is closed, so the hint's space is in no region the start can see into;
    # with C5 adjacency alone makes it seen, and the rule must still test it
    assert "hint-2" in _seen_hints(_spawn_quest(c5=True))
    assert "hint-2" not in _seen_hints(_spawn_quest(c5=False))


def test_far_door_changes_reuse_the_sight_issues(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A door that touches none of the regions the starts see into changes nothing they
    see: a door-only revision keeps the sight rules' issues; a door of the start area
    makes them look again. Every revision equals a full run."""
    import questwright.validators.rules.descent as descent
    import questwright.validators.rules.sight_rules as sight_rules

    looked: list[str] = []
    for module, name in ((descent, "_start_sight"), (sight_rules, "_spawn_sight")):
        original = getattr(module, name)

        def counting(*args, _original=original, _name=name):  # type: ignore[no-untyped-def]
            looked.append(_name)
            return _original(*args)

        monkeypatch.setattr(module, name, counting)
    quest = load_quest(bundled_quests_dir() / "descent1" / "stone-tusk.quest.json")

    def toggled(*doors: str) -> Quest:
        doc = serde.to_json(quest)
        for edge in doc["edges"]:
            if edge.get("id") in doors:
                edge["state"] = "open" if edge.get("state") != "open" else "closed"
        return serde.from_json(Quest, doc)

    reval = Revalidator(CATALOG)
    for revision, should_look in (
        (quest, True),  # first revision: everything runs
        (toggled("rune-door-red"), False),  # behind the closed start door: nothing seen
        (quest, False),  # back again
        (toggled("door-1"), True),  # the start area's door opens: look again
        (toggled("door-1", "rune-door-red"), True),  # now it touches what the start sees
    ):
        expected = [str(i) for i in validate_quest(revision, CATALOG)]
        looked.clear()
        assert [str(i) for i in reval.validate(revision)] == expected
        assert bool(looked) == should_look, (revision.edges, looked)


def _stairs_quest(far_end: list[int]) -> Quest:
    """The start room with a staircase next to start-2, linked to one at ``far_end``."""
    doc = json.loads((GOLDEN / "SIGHT_SPAWN_VISIBLE" / "clean.quest.json").read_text())
    doc["tokens"] = [t for t in doc["tokens"] if t["type"] != "spawn-hint"]
    doc["tokens"] += [
        {"id": "stair-a", "type": "staircase", "area": "area-1", "cell": [2, 1],
         "properties": {"color": "blue"}},
        {"id": "stair-b", "type": "staircase", "area": "area-2", "cell": far_end,
         "properties": {"color": "blue"}},
    ]  # fmt: skip
    return serde.from_json(Quest, doc)


def test_a_start_next_to_a_staircase_sees_the_far_end() -> None:
    """Sight passes between linked staircases (the far end and the spaces round it), so a
    start next to one sees the other area even with the door between them closed."""
    seen = [
        i
        for i in validate_quest(_stairs_quest([2, 8]), CATALOG)
        if i.code == "DESCENT_START_SEES_AREA"
    ]
    assert [i.refs[:2] for i in seen] == [("area-2", "cell:1,0")]
    # both ends in the start room: nothing of another area is seen
    near = _stairs_quest([3, 3])
    assert not [i for i in validate_quest(near, CATALOG) if i.code == "DESCENT_START_SEES_AREA"]
