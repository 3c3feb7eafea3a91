"""The Problems panel's re-validation against the oracle, on the editor's own boards.

Random authoring edits (walls, doors, openings, tiles placed, moved, turned and removed,
tokens placed, moved and removed, terrain) and undos on every bundled quest: after each,
the issues of :meth:`Revalidator.validate_board` on the incrementally updated board must
be those of a full :func:`validate_quest` of the same quest."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest
from questwright.core import edits
from questwright.core.edits import Change, Edit, Snapshots, apply_edit
from questwright.core.recompile import Recompiler
from questwright.schema.catalog import bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest
from questwright.validators.incremental import Revalidator
from questwright.validators.runner import validate_quest

from tests.random_edits import random_edit

QUESTS = sorted(bundled_quests_dir().glob("*/*.quest.json"))


def _text(issues: list) -> list[str]:
    return [f"{i} {i.refs} {i.hint}" for i in issues]


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: p.parent.name + "/" + p.stem)
def test_random_edits_match_full_runs(path: Path) -> None:
    catalog = default_catalog()
    quest = load_quest(path)
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    rng = random.Random(path.stem)
    undo: list[Edit] = []
    modes: set[str] = set()
    reused = 0
    for step in range(20):
        board = recompiler.update(snapshots.take(quest))
        got = _text(reval.validate_board(board))
        assert got == _text(validate_quest(copy.deepcopy(quest), catalog)), step
        modes.add(reval.stats.board)
        reused += reval.stats.rules_reused
        change = Change()
        if undo and rng.random() < 0.3:
            apply_edit(quest, undo.pop(), change)
        else:
            try:
                edit = random_edit(rng, quest, board, catalog)
            except ValueError:
                continue
            undo.append(apply_edit(quest, edit, change))
        snapshots.note(change)
    assert reused > 0  # rules whose inputs an edit left alone were not run again
    assert modes & {"kept", "patched"}


def test_a_token_move_keeps_the_movement_model_and_the_geometry_rules() -> None:
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    reval.validate_board(recompiler.update(snapshots.take(quest)))
    index = next(i for i, t in enumerate(quest.tokens) if t.type == "treasure")
    change = Change()
    apply_edit(quest, edits.SetValue(("tokens", index, "cell"), quest.tokens[0].cell), change)
    snapshots.note(change)
    issues = reval.validate_board(recompiler.update(snapshots.take(quest)))
    assert _text(issues) == _text(validate_quest(copy.deepcopy(quest), catalog))
    assert reval.stats.board == "kept" and reval.stats.nav == "kept"
    # moved into another zone: only its place changed, so the token-kinds rules keep theirs
    assert reval.stats.changed == {"tokens", "token-zones"}
    assert reval.stats.rules_reused >= 5  # the rules that do not read tokens


def test_a_wall_reruns_only_what_reads_edges() -> None:
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / "md2" / "embers-below.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    board = recompiler.update(snapshots.take(quest))
    reval.validate_board(board)
    unit = next(k for k, _a, _b in board.iter_boundaries() if k not in board.edges)
    change = Change()
    apply_edit(quest, edits.paint_edges(quest, board, [unit], "wall"), change)
    snapshots.note(change)
    issues = reval.validate_board(recompiler.update(snapshots.take(quest)))
    assert _text(issues) == _text(validate_quest(copy.deepcopy(quest), catalog))
    assert reval.stats.board == "compiled"  # the geometry changed…
    assert "tokens" not in reval.stats.changed
    assert reval.stats.rules_reused >= 3  # …but rules of objectives, party, tokens alone stay


def test_a_barrier_made_unattackable_is_seen_by_the_reach_rules() -> None:
    """Flipping a barrier's ``attackable`` moves no edge, yet it changes what crosses it:
    the carried movement model must not keep the old crossing (md1 Q10, switches gone)."""
    catalog = default_catalog()
    fixture = Path(__file__).parents[1] / "engine" / "md1_rulebook" / "hollow-heart.quest.json"
    quest = load_quest(fixture)
    quest.triggers = [t for t in quest.triggers if "switch" not in t.id]
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    for step, value in enumerate([True, False, True]):
        change = Change()
        for index, spec in enumerate(quest.edges):
            if spec.kind == "barrier":
                path = ("edges", index, "properties", "attackable")
                apply_edit(quest, edits.SetValue(path, value), change)
        snapshots.note(change)
        got = _text(reval.validate_board(recompiler.update(snapshots.take(quest))))
        assert got == _text(validate_quest(copy.deepcopy(quest), catalog)), step
        assert any("12 zones can never be reached" in t for t in got) is (not value)
