"""The Problems panel: live validation, activation selects and frames refs, waivers."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from questwright.editor.canvas_geometry import CELL
from questwright.editor.mainwindow import MainWindow
from questwright.schema.catalog import bundled_quests_dir

from tests.editor.conftest import Answers
from tests.editor.driver import choose, click_cell, click_edge, key, settle, wait_validated


def _codes(issues: list) -> set[str]:
    return {i.code for i in issues}


def test_removing_a_door_makes_a_reach_problem_and_activation_selects_the_zones(
    window: MainWindow, qtbot
) -> None:
    doc = window.new_document("descent1")
    choose(window, "tile:d1-room-4x4:A")
    click_cell(window, (0, 0))
    click_cell(window, (4, 0))
    choose(window, "token:start")
    click_cell(window, (1, 1))
    key(Qt.Key.Key_D, widget=window.view)
    click_edge(window, ("v", 4, 1), along=0.9)
    door = doc.board.door_at(("v", 4, 1))
    assert door is not None and len(door.edges) == window.ctx.door_length
    assert "REACH_ZONE" not in _codes(wait_validated(qtbot, window))

    key(Qt.Key.Key_E, widget=window.view)
    click_edge(window, ("v", 4, 1), along=0.5)
    assert doc.board.door_at(("v", 4, 1)) is None
    issues = wait_validated(qtbot, window)
    reach = [i for i in issues if i.code == "REACH_ZONE"]
    assert len(reach) == 1
    east = {f"cell:{x},{y}" for x in range(4, 8) for y in range(4)}
    assert east & set(reach[0].refs)

    panel = window.problems
    qtbot.waitUntil(lambda: panel.item_for(reach[0]) is not None, timeout=5000)
    item = panel.item_for(reach[0])
    panel.tree.setFocus()
    panel.tree.setCurrentItem(item)
    QTest.keyClick(panel.tree, Qt.Key.Key_Return)
    settle()
    zones = [r for r in doc.selection if r in doc.board.zones]
    assert zones and set(zones) <= east
    assert doc.marks == list(reach[0].refs)
    # the marked cells are framed in the view
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert visible.contains(4.5 * CELL, 1.5 * CELL)
    # undo brings the door back and the problem goes away
    window.actions_["undo"].trigger()
    assert "REACH_ZONE" not in _codes(wait_validated(qtbot, window))


def test_waiving_a_warning_is_stored_in_the_file(
    window: MainWindow, qtbot, answers: Answers, tmp_path: Path
) -> None:
    source = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
    copy = tmp_path / "wardens.quest.json"
    copy.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    assert window.open_path(copy)
    doc = window.document
    issues = wait_validated(qtbot, window)
    waivable = [i for i in issues if i.severity.value != "error" and not i.waived]
    assert waivable, "the bundled quest should have a warning or info to waive"
    target = waivable[0]
    panel = window.problems
    qtbot.waitUntil(lambda: panel.item_for(target) is not None, timeout=5000)
    panel.tree.setCurrentItem(panel.item_for(target))
    assert panel.waive_button.isEnabled()
    answers.text = ("The author wants this shadow hideout.", True)
    panel.waive_button.click()
    assert [(w.code, w.ref) for w in doc.quest.waivers] == [(target.code, target.refs[0])]
    issues = wait_validated(qtbot, window)
    assert any(i.code == target.code and i.waived for i in issues)
    window.actions_["save"].trigger()
    saved = json.loads(copy.read_text(encoding="utf-8"))
    assert saved["waivers"] == [
        {
            "code": target.code,
            "ref": target.refs[0],
            "reason": "The author wants this shadow hideout.",
        }
    ]
    # lifting the waiver is one undo away
    window.actions_["undo"].trigger()
    assert doc.quest.waivers == []


def test_errors_cannot_be_waived_and_counts_reach_the_status_bar(window: MainWindow, qtbot) -> None:
    window.new_document("md1")
    issues = wait_validated(qtbot, window)
    errors = [i for i in issues if i.severity.value == "error"]
    assert errors  # an empty quest has no start
    panel = window.problems
    panel.tree.setCurrentItem(panel.item_for(errors[0]))
    assert not panel.waive_button.isEnabled()
    assert f"✖ {len(errors)}" in window.problems_button.text()


def test_validation_runs_off_the_ui_thread_and_drops_stale_results(
    window: MainWindow, qtbot
) -> None:
    import threading

    seen: list[str] = []
    import questwright.editor.problems as problems

    original = problems._validate

    def spy(revalidator, board):  # type: ignore[no-untyped-def]
        seen.append(threading.current_thread().name)
        return original(revalidator, board)

    problems._validate = spy
    try:
        window.runner.run_now()
        wait_validated(qtbot, window)
    finally:
        problems._validate = original
    assert seen and all(name != threading.main_thread().name for name in seen)
    # a result for an old revision is ignored
    runner = window.runner
    before = list(runner.issues)
    runner._deliver([], runner.revision - 1, 0.0)
    assert runner.issues == before


def _rows(issues: list) -> list[tuple]:
    return sorted((i.code, tuple(i.refs), i.message, i.waived) for i in issues)


def test_after_every_kind_of_edit_the_panel_equals_the_full_validator(
    window: MainWindow, qtbot
) -> None:
    """The full validator is the oracle of the live panel: after each edit (and its undo)
    the panel lists exactly what ``validate_quest`` of a fresh compile finds; an undo that
    brings the same problems back keeps the rows (nothing rebuilt)."""
    import copy

    from questwright.core import edits
    from questwright.validators.runner import validate_quest

    assert window.open_path(bundled_quests_dir() / "md1" / "wardens-key.quest.json", ask=False)
    doc = window.document
    wait_validated(qtbot, window)
    panel = window.problems

    def check() -> None:
        wait_validated(qtbot, window)
        quest = copy.deepcopy(doc.quest)
        expected = [*doc.load_problems, *validate_quest(quest, doc.catalog)]
        assert _rows(panel.all_issues()) == _rows(expected)
        assert panel.tree.topLevelItemCount() == len(panel.shown_issues())

    board, quest = doc.board, doc.quest
    free = [k for k, _a, _b in board.iter_boundaries() if k not in board.edges]
    cells = sorted(board.cells)
    token = next(i for i, t in enumerate(quest.tokens) if t.cell is not None)
    tile = quest.tiles[-1].id
    makes = [
        lambda: edits.paint_edges(doc.quest, doc.board, free[:3], "wall"),
        lambda: edits.place_door(doc.quest, [free[5]])[0],
        lambda: edits.SetValue(("tokens", token, "cell"), cells[-1]),
        lambda: edits.delete_objects(doc.quest, doc.board, [doc.quest.tokens[token].id]),
        lambda: edits.rotate_tiles(doc.quest, doc.board, [tile]),
        lambda: edits.move_objects(doc.quest, doc.board, [tile], 2, 0),
        lambda: edits.delete_objects(doc.quest, doc.board, [tile]),
    ]
    for make in makes:
        check()
        doc.push(make(), "edit")
        check()
        doc.undo_stack.undo()
        check()
    # an edit that changes no problem leaves the rows as they are
    rows = [panel.tree.topLevelItem(i) for i in range(panel.tree.topLevelItemCount())]
    doc.push(edits.SetValue(("title",), "Another title"), "title")
    check()
    assert [panel.tree.topLevelItem(i) for i in range(panel.tree.topLevelItemCount())] == rows
