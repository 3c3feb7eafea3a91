"""The Properties panel edits quest edges (barriers, walls, windows, openings) through the
real widgets: fields generated from the schema's typed edge properties for the edge's kind,
one undo step per change, the default removed from the file, the id renamed with its
references, and the live validation following."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLineEdit, QSpinBox
from questwright.editor.mainwindow import MainWindow

from tests.editor.conftest import Answers
from tests.editor.driver import click_edge, key, settle, wait_validated

ROOT = Path(__file__).resolve().parents[2]
HEART = ROOT / "tests" / "engine" / "md1_rulebook" / "hollow-heart.quest.json"


def _open(window: MainWindow, path: Path) -> None:
    assert window.open_path(str(path))
    settle()


def _heart(tmp_path: Path) -> Path:
    path = tmp_path / "heart.quest.json"
    shutil.copy(HEART, path)
    return path


def _edge(window: MainWindow, ident: str) -> Any:
    return next(e for e in window.document.quest.edges if e.id == ident)


def _select(window: MainWindow, ref: str) -> None:
    window.document.set_selection([ref])
    settle()


def test_a_barrier_form_sets_health_and_attackable_with_undo_redo_and_save(
    window: MainWindow, tmp_path: Path, answers: Answers
) -> None:
    data = json.loads(HEART.read_text(encoding="utf-8"))
    for spec in data["edges"]:
        if spec.get("id") == "seal-a":
            spec["properties"] = {}
    path = tmp_path / "heart.quest.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _open(window, path)
    doc = window.document
    # a click on the barrier's line selects it
    key(Qt.Key.Key_V, widget=window.view)
    click_edge(window, ("v", 4, 17), 0.5)
    assert doc.selection == ["seal-a"]
    fields = window.properties.fields
    assert {"id", "prop.attackable", "prop.health", "prop.defence"} <= set(fields)
    assert "prop.roomOrder" not in fields  # a door's property, not a barrier's
    health, attackable = fields["prop.health"], fields["prop.attackable"]
    assert isinstance(health, QSpinBox) and isinstance(attackable, QCheckBox)
    assert attackable.isChecked()  # absent: the default, attackable
    stack = doc.undo_stack
    start = stack.index()
    health.setFocus()
    health.selectAll()
    key("7", widget=health)
    settle()
    assert _edge(window, "seal-a").properties == {"health": 7}
    attackable.click()
    settle()
    assert _edge(window, "seal-a").properties == {"health": 7, "attackable": False}
    assert stack.index() == start + 2  # one step per field
    stack.undo()
    settle()
    assert _edge(window, "seal-a").properties == {"health": 7}
    assert window.properties.fields["prop.attackable"].isChecked()  # the form follows
    stack.redo()
    settle()
    assert _edge(window, "seal-a").properties == {"health": 7, "attackable": False}
    assert not window.properties.fields["prop.attackable"].isChecked()
    assert window.properties.fields["prop.health"].value() == 7
    # save, load: kept
    out = tmp_path / "saved.quest.json"
    answers.save_path = str(out)
    window.actions_["save_as"].trigger()
    saved = next(e for e in json.loads(out.read_text("utf-8"))["edges"] if e.get("id") == "seal-a")
    assert saved["properties"] == {"attackable": False, "health": 7}
    _open(window, out)
    assert _edge(window, "seal-a").properties == {"attackable": False, "health": 7}
    # back to the default: the key leaves the file rather than holding `true`
    _select(window, "seal-a")
    window.properties.fields["prop.attackable"].click()
    settle()
    assert _edge(window, "seal-a").properties == {"health": 7}


def test_an_edge_id_clash_is_refused_and_a_rename_updates_the_triggers(
    window: MainWindow, tmp_path: Path
) -> None:
    _open(window, _heart(tmp_path))
    _select(window, "seal-a")
    ident = window.properties.fields["id"]
    assert isinstance(ident, QLineEdit)
    ident.setFocus()
    ident.selectAll()
    key("seal-b", widget=ident)
    assert ident.property("invalid") and "'seal-b' is already used" in ident.toolTip()
    key(Qt.Key.Key_Return, widget=ident)
    assert [e.id for e in window.document.quest.edges[:2]] == ["seal-a", "seal-b"]
    ident = window.properties.fields["id"]
    ident.setFocus()
    ident.selectAll()
    key("west-seal", widget=ident)
    key(Qt.Key.Key_Return, widget=ident)
    settle()
    quest = window.document.quest
    assert _edge(window, "west-seal").kind == "barrier"
    assert window.document.selection == ["west-seal"]
    triggers = {t.id: t for t in quest.triggers}
    assert triggers["trg-switch-1"].effects[0].target == "west-seal"
    assert triggers["trg-unsealed"].if_[0].destroyed == ["west-seal", "seal-b"]
    window.document.undo_stack.undo()
    assert triggers["trg-unsealed"].if_[0].destroyed == ["seal-a", "seal-b"]


def test_a_wall_shows_its_form_without_barrier_properties(
    window: MainWindow, tmp_path: Path
) -> None:
    _open(window, _heart(tmp_path))
    doc = window.document
    key(Qt.Key.Key_V, widget=window.view)
    click_edge(window, ("h", 5, 9), 0.5)  # the quest's wall, which has no id
    assert doc.selection == ["edge:h:5,9"]
    fields = window.properties.fields
    assert set(fields) == {"id"}  # no barrier property on a wall
    assert "Kind" in _labels(window) and "wall" in _labels(window)
    ident = fields["id"]
    assert isinstance(ident, QLineEdit) and ident.text() == ""
    ident.setFocus()
    key("rubble-wall", widget=ident)
    key(Qt.Key.Key_Return, widget=ident)
    settle()
    wall = _edge(window, "rubble-wall")
    assert wall.kind == "wall" and tuple(wall.from_) == (5, 9)
    assert doc.selection == ["rubble-wall"]
    assert "id" in window.properties.fields


def _labels(window: MainWindow) -> set[str]:
    from PySide6.QtWidgets import QLabel

    return {w.text() for w in window.properties.widget().findChildren(QLabel)}


def test_a_barrier_made_unattackable_that_nothing_destroys_is_a_reach_problem(
    window: MainWindow, tmp_path: Path, qtbot: Any
) -> None:
    """Q10 without its switches, its seals attackable and an objective to reach the
    chamber behind them: sealing one leaves the other way; sealing both is REACH_OBJECTIVE."""
    data = json.loads(HEART.read_text(encoding="utf-8"))
    data["triggers"] = [t for t in data["triggers"] if "switch" not in t["id"]]
    for spec in data["edges"]:
        if spec.get("id") in ("seal-a", "seal-b"):
            spec["properties"] = {"health": 5}
    data["objectives"].append({"id": "obj-heart", "kind": "reach", "targets": ["t5:c1"]})
    path = tmp_path / "heart.quest.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _open(window, path)

    def codes() -> set[str]:
        return {i.code for i in wait_validated(qtbot, window)}

    assert "REACH_OBJECTIVE" not in codes()
    _select(window, "seal-a")
    window.properties.fields["prop.attackable"].click()
    settle()
    assert "REACH_OBJECTIVE" not in codes()
    _select(window, "seal-b")
    window.properties.fields["prop.attackable"].click()
    settle()
    assert _edge(window, "seal-b").properties == {"health": 5, "attackable": False}
    issues = wait_validated(qtbot, window)
    reach = [i for i in issues if i.code == "REACH_OBJECTIVE"]
    assert reach and "'seal-a'" in str(reach[0].message)
    qtbot.waitUntil(lambda: window.problems.item_for(reach[0]) is not None, timeout=5000)
    window.document.undo_stack.undo()
    assert "REACH_OBJECTIVE" not in codes()


def test_a_door_form_edits_its_room_order_and_emptying_it_removes_the_key(
    window: MainWindow, tmp_path: Path
) -> None:
    _open(window, _heart(tmp_path))
    _select(window, "door-1")
    fields = window.properties.fields
    assert "state" in fields and "prop.roomOrder" in fields
    assert "prop.health" not in fields  # a barrier's property, not a door's
    order = fields["prop.roomOrder"]
    assert isinstance(order, QLineEdit)
    order.setFocus()
    key("t1:r2, t1:r1", widget=order)
    assert _edge(window, "door-1").properties == {"roomOrder": ["t1:r2", "t1:r1"]}
    order.selectAll()
    key(Qt.Key.Key_Delete, widget=order)
    assert "roomOrder" not in _edge(window, "door-1").properties
    assert window.document.undo_stack.undoText().startswith("Set roomOrder")
