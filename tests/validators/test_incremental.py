"""Re-validation reuses unchanged work and gives exactly the issues of a full run."""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

import pytest
from questwright.core import edits
from questwright.core.board import compile_board
from questwright.core.edits import Change, apply_edit
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.schema.model import Quest, Token
from questwright.validators.content import section_names
from questwright.validators.context import CheckContext
from questwright.validators.incremental import Revalidator, section_bytes, section_hashes
from questwright.validators.rules import quest_time
from questwright.validators.runner import validate_quest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
CATALOG = Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])
QUESTS = sorted(bundled_quests_dir().rglob("*.quest.json")) + sorted(
    p
    for p in GOLDEN.glob("*/*.quest.json")
    if p.parent.name.startswith(
        ("SOFTLOCK", "REACH", "DOOR", "DESCENT", "SIGHT", "MD_", "MD2", "MACHINA", "DDD")
    )
)


def _text(issues: list) -> list[str]:
    return [f"{i} {i.refs} {i.hint}" for i in issues]


def _with(quest: Quest, change) -> Quest:
    doc = serde.to_json(quest)
    change(doc)
    return serde.from_json(Quest, doc)


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_door_changes_match_full_runs(path: Path) -> None:
    quest = load_quest(path)
    reval = Revalidator(CATALOG)
    assert _text(reval.validate(quest)) == _text(validate_quest(quest, CATALOG))
    doors = [e.id for e in quest.edges if e.kind == "door" and e.id]
    for door in doors:
        for state in ("open", "closed", "locked"):

            def change(doc: dict, door: str = door, state: str = state) -> None:
                for edge in doc["edges"]:
                    if edge.get("id") == door:
                        edge["state"] = state

            changed = _with(quest, change)
            assert _text(reval.validate(changed)) == _text(validate_quest(changed, CATALOG)), (
                door,
                state,
            )
            if changed.edges != quest.edges and not CATALOG.system(quest.system).parameters.get(
                "lockingTokens"
            ):
                assert reval.stats.board in ("patched", "kept")
        assert _text(reval.validate(quest)) == _text(validate_quest(quest, CATALOG))


def test_logic_changes_keep_the_board() -> None:
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    reval = Revalidator(CATALOG)
    reval.validate(quest)
    changed = _with(quest, lambda d: d["objectives"][1].pop("after"))
    assert _text(reval.validate(changed)) == _text(validate_quest(changed, CATALOG))
    assert reval.stats.board == "kept"
    assert reval.stats.rules_reused > 10
    moved = _with(quest, lambda d: d["tiles"][1].update(at=[6, 1]))
    assert _text(reval.validate(moved)) == _text(validate_quest(moved, CATALOG))
    assert reval.stats.board == "compiled"


def test_section_hashes_change_with_content() -> None:
    quest = load_quest(bundled_quests_dir() / "md2" / "embers-below.quest.json")
    a = section_hashes(quest)
    b = section_hashes(_with(quest, lambda d: d["edges"][0].update(state="open")))
    assert {k for k in a if a[k] != b.get(k)} == {"edges"}


def test_in_place_door_edits_are_seen() -> None:
    """An editor changes the quest object in place: the previous door states come from the
    revalidator's own snapshot, not from the (already changed) quest it was handed."""
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    reval = Revalidator(CATALOG)
    base = _text(reval.validate(quest))
    differed = False
    for edge in [e for e in quest.edges if e.kind == "door" and e.id]:
        before = edge.state
        for state in ("locked", "open", before):
            previous, edge.state = edge.state, state  # the same Quest object, edited in place
            expected = _text(validate_quest(_with(quest, lambda d: None), CATALOG))
            assert _text(reval.validate(quest)) == expected, (edge.id, state)
            assert reval.stats.board == ("kept" if state == previous else "patched")
            differed = differed or expected != base
    assert differed  # some door state changes the issues, so a stale board would show


def test_in_place_edits_with_boards_given_at_times_see_the_last_edges() -> None:
    """The last revision's edges come from the revalidator's snapshot only when that
    snapshot was taken of the last revision: after a board of the caller's was handed in
    (no snapshot taken), they are read from the pickled sections again."""
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    reval = Revalidator(CATALOG)
    doors = [e for e in quest.edges if e.kind == "door" and e.id]
    assert doors
    given = 0
    for round_ in range(3):
        for n, edge in enumerate(doors):
            for state in ("locked", "open", "closed"):
                edge.state = state  # the same Quest object, edited in place
                copied = _with(quest, lambda d: None)
                expected = _text(validate_quest(copied, CATALOG))
                if (n + round_) % 2:
                    got = reval.validate(quest, compile_board(copied, CATALOG))
                    given += 1
                else:
                    got = reval.validate(quest)
                assert _text(got) == expected, (round_, edge.id, state)
    assert given


@pytest.mark.parametrize("name", ["md1/wardens-key", "md2/embers-below", "md2/cinder-span"])
def test_a_wall_taken_away_after_a_given_board_is_not_mistaken_for_a_door_edit(
    name: str,
) -> None:
    """A wall laid on a board of the caller's, then taken away with a door edit on the
    quest alone: measured against the snapshot of two revisions ago (stale after the
    given board) the edges would differ only by the door, and the rules that read walls
    would keep the issues of the walled revision."""
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    board = compile_board(quest, CATALOG)
    door = next(e for e in quest.edges if e.kind == "door" and e.id)
    keys = [
        k
        for k, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b) and k not in board.edges
    ]
    differed = False
    for key in keys[:12]:
        reval = Revalidator(CATALOG)
        reval.validate(quest)
        walled = copy.deepcopy(quest)
        apply_edit(walled, edits.paint_edges(walled, board, [key], "wall"), Change())
        reval.validate(walled, compile_board(copy.deepcopy(walled), CATALOG))
        back = copy.deepcopy(quest)
        spec = next(e for e in back.edges if e.id == door.id)
        spec.state = "open" if spec.state != "open" else "closed"
        expected = _text(validate_quest(copy.deepcopy(back), CATALOG))
        assert _text(reval.validate(back)) == expected, key
        differed = differed or expected != _text(validate_quest(copy.deepcopy(walled), CATALOG))
    assert differed  # some wall changes the issues, so stale issues would show


@pytest.mark.parametrize("path", QUESTS[::7], ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_quest_time_key_reads_the_revalidators_section_bytes_as_its_own(path: Path) -> None:
    """The quest-time rule keys its reuse on the quest's sections as the Revalidator
    pickled them when it did: the same key as a full run's own pickling, and a changed
    section changes it."""
    quest = load_quest(path)
    board = compile_board(quest, CATALOG)
    own = CheckContext(quest, CATALOG, board=board)
    handed = CheckContext(quest, CATALOG, board=board)
    handed.section_bytes = section_bytes(quest)
    key = quest_time._logic_key(own, set())
    assert key and quest_time._logic_key(handed, set()) == key
    changed = _with(quest, lambda d: d.setdefault("parameters", {}).update(lives=7))
    other = CheckContext(changed, CATALOG, board=board)
    other.section_bytes = section_bytes(changed)
    assert quest_time._logic_key(other, set()) != key


def test_sections_tell_equal_values_of_other_types_apart() -> None:
    """Sections with nothing in them to share are pickled the plain way: still by type
    (``True`` is not ``1``, ``1.0`` is not ``1``, an empty list is not an empty dict)."""
    quest = load_quest(bundled_quests_dir() / "md2" / "embers-below.quest.json")
    seen = {
        section_hashes(dataclasses.replace(quest, parameters=v))["parameters"]
        for v in (1, True, 1.0, [], {}, (), None, "1", b"1")
    }
    assert len(seen) == 9


def _random_edit(doc: dict, original: dict, rng) -> str:  # type: ignore[no-untyped-def]
    """Apply one random edit an author might make to ``doc``; return what it was."""
    doors = [e for e in doc.get("edges", []) if e.get("kind") == "door" and e.get("id")]
    roll = rng.random()
    if doors and roll < 0.55:
        door = rng.choice(doors)
        door["state"] = rng.choice(("open", "closed", "locked"))
        return f"door {door['id']} {door['state']}"
    if roll < 0.65 and doc.get("objectives"):
        doc["objectives"].pop()
        return "objective dropped"
    if roll < 0.75 and doc.get("triggers"):
        doc["triggers"].pop()
        return "trigger dropped"
    if roll < 0.85 and doc.get("tokens"):
        token = rng.choice([t for t in doc["tokens"] if "cell" in t] or [None])
        if token is not None:
            token["cell"] = [token["cell"][0] + rng.choice((-1, 1)), token["cell"][1]]
            return f"token {token['id']} moved"
    doc.clear()
    doc.update(serde.to_json(serde.from_json(Quest, original)))
    return "back to the original"


@pytest.mark.parametrize(
    "path", sorted(bundled_quests_dir().rglob("*.quest.json")), ids=lambda p: p.stem
)
def test_random_edit_sequences_match_full_runs(path: Path) -> None:
    """Door-only revisions carry the door-blind memos and the world; quest-logic and
    geometry edits in between must drop them. Every step equals a full run."""
    import copy
    import random

    quest = load_quest(path)
    original = serde.to_json(quest)
    doc = copy.deepcopy(original)
    reval = Revalidator(CATALOG)
    rng = random.Random(path.name)
    modes = set()
    for step in range(40):
        what = _random_edit(doc, original, rng)
        current = serde.from_json(Quest, copy.deepcopy(doc))
        got = _text(reval.validate(current))
        assert got == _text(validate_quest(current, CATALOG)), (step, what)
        modes.add(reval.stats.board)
    assert "patched" in modes or "kept" in modes


@pytest.mark.parametrize("path", QUESTS[::9], ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_snapshot_is_the_quest_as_dataclasses_replace_copies_it(path: Path) -> None:
    """The Revalidator's snapshot of a quest (what the board and the rules read) has the
    attributes a ``dataclasses.replace`` copy has, in the same order and with the same
    content; after an edit it shares the sections that did not change with the last
    snapshot and has new copies of the others."""
    quest = load_quest(path)
    reval = Revalidator(CATALOG)
    snaps = []
    for _step in range(2):
        reval.validate(quest)
        assert reval._snapshot is not None
        snap = reval._snapshot[0]
        copied = dataclasses.replace(quest)
        assert type(snap) is type(copied)
        assert list(vars(snap)) == list(vars(copied))
        assert section_bytes(snap) == section_bytes(copied)
        snaps.append(snap)
        quest.tokens = [*quest.tokens, Token("probe-token", "probe", cell=(0, 0))]
    for attr, name in section_names(quest):
        assert (getattr(snaps[1], attr) is getattr(snaps[0], attr)) == (name != "tokens"), name
