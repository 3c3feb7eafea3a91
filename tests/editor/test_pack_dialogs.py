"""The pack dialogs and the library view, offscreen (modal dialogs monkeypatched)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")

# The pack test kit lives with the pack tests; these GUI tests live with the editor's.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "packs"))

from packkit import BUNDLED, WARDENS_KEY, Member, PackKit, quest_doc, snapshot
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox
from questwright.editor.library import PATH_ROLE, LibraryDialog
from questwright.editor.packs_dialog import ExportPackDialog, ImportPackDialog, add_pack_actions
from questwright.schema.files import dumps

from questwright.packs import check_pack, install_pack, list_installed
from questwright.packs.build import collect_files, pack_bytes, plan_pack

pytestmark = pytest.mark.gui


@pytest.fixture
def kit(tmp_path: Path) -> PackKit:
    return PackKit(tmp_path)


@pytest.fixture(autouse=True)
def _private_library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No test ever installs into the real user data folder."""
    from questwright.packs import library

    root = tmp_path / "default-library"
    monkeypatch.setattr(library, "library_dir", lambda: root)
    return root


QUESTS = sorted(BUNDLED.rglob("*.quest.json"))


def _export_dialog(qtbot: Any, quests: list[Path]) -> ExportPackDialog:
    dialog = ExportPackDialog(quests)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Sample quests")
    dialog.authors_edit.setText("Ann, Bob")
    dialog.refresh()
    return dialog


def test_export_writes_the_same_pack_as_the_library(qtbot: Any, tmp_path: Path) -> None:
    dialog = _export_dialog(qtbot, QUESTS)
    assert dialog.quest_paths() == [p.resolve() for p in QUESTS]
    assert dialog.meta()["id"] == "sample-quests"
    assert dialog.meta()["authors"] == ["Ann", "Bob"]
    assert "0 errors" in dialog.status.text()
    assert dialog.export_button.isEnabled()
    out = tmp_path / "samples.qwpack"
    assert dialog.export_to(out)
    plan = plan_pack(collect_files(QUESTS), dialog.meta())
    assert out.read_bytes() == pack_bytes(plan.manifest, plan.members)
    assert check_pack(out).ok


def test_export_unchecked_quests_are_left_out(qtbot: Any) -> None:
    dialog = _export_dialog(qtbot, QUESTS)
    dialog.quest_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    plan = dialog.refresh()
    assert len(plan.manifest["quests"]) == len(QUESTS) - 1


def test_export_shows_errors_and_needs_consent(qtbot: Any, tmp_path: Path) -> None:
    doc = quest_doc()
    doc["tiles"][0]["tile"] = "no-such-tile"
    broken = tmp_path / "broken.quest.json"
    broken.write_text(dumps(doc), encoding="utf-8")
    dialog = _export_dialog(qtbot, [broken])
    assert not dialog.export_button.isEnabled()
    assert not dialog.allow_errors.isHidden()
    top = dialog.problems.topLevelItem(0)
    assert top.text(1) == "quests/md1/broken.quest.json" and "validation error" in top.text(2)
    assert not dialog.export_to(tmp_path / "x.qwpack")
    dialog.allow_errors.setChecked(True)
    assert dialog.export_button.isEnabled()
    assert dialog.export_to(tmp_path / "x.qwpack")

    dialog.version_edit.setText("one")  # an invalid manifest is never exported
    dialog.refresh()
    assert dialog.allow_errors.isHidden() and not dialog.export_button.isEnabled()


def test_export_button_asks_for_a_file(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _export_dialog(qtbot, [WARDENS_KEY])
    target = tmp_path / "chosen"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    with qtbot.waitSignal(dialog.exported):
        dialog.export_button.click()
    assert (tmp_path / "chosen.qwpack").is_file()
    assert dialog.result() == QDialog.DialogCode.Accepted


def _good_pack(tmp_path: Path, version: str = "1.0.0") -> Path:
    kit = PackKit(tmp_path)
    manifest, members = kit.good()
    manifest["version"] = version
    manifest["description"] = "English text"
    manifest["translations"] = {"de": {"name": "Testpaket"}}
    return kit.write(manifest, members, name=f"good-{version}.qwpack")


def test_import_shows_manifest_checks_and_installs(qtbot: Any, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    dialog = ImportPackDialog(_good_pack(tmp_path), library)
    qtbot.addWidget(dialog)
    assert "Test pack" in dialog.header.text() and "1.0.0" in dialog.header.text()
    assert "English text" in dialog.details.text()
    assert dialog.quests.rowCount() == 1 and dialog.quests.item(0, 3).text() == "ok"
    statuses = [
        dialog.checks.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.checks.count())
    ]
    assert statuses and set(statuses) == {"passed"}
    assert dialog.install_button.isEnabled() and dialog.force.isHidden()
    with qtbot.waitSignal(dialog.installed) as signal:
        dialog.install_button.click()
    assert signal.args == [library / "test-pack"]
    assert [p.id for p in list_installed(library)] == ["test-pack"]


def test_import_refuses_hostile_pack(qtbot: Any, tmp_path: Path) -> None:
    kit = PackKit(tmp_path)
    manifest, members = kit.good()
    raw = [Member(n, d) for n, d in members.items()] + [Member("../../evil.quest.json", b"{}")]
    path = kit.write(manifest, raw, rehash=False)
    library = tmp_path / "lib"
    before = snapshot(library)
    dialog = ImportPackDialog(path, library)
    qtbot.addWidget(dialog)
    assert not dialog.install_button.isEnabled()
    assert not dialog.install()
    problem = dialog.problems.topLevelItem(0)
    assert problem.text(1) == "../../evil.quest.json" and "climbs out" in problem.text(2)
    failed = [
        dialog.checks.item(i).text()
        for i in range(dialog.checks.count())
        if dialog.checks.item(i).data(Qt.ItemDataRole.UserRole) == "failed"
    ]
    assert failed and "Member names" in failed[0]
    assert "refused" in dialog.target_label.text()
    assert snapshot(library) == before


def test_import_conflict_needs_force(qtbot: Any, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    install_pack(_good_pack(tmp_path, "2.0.0"), library)
    dialog = ImportPackDialog(_good_pack(tmp_path, "1.0.0"), library)
    qtbot.addWidget(dialog)
    assert not dialog.force.isHidden() and not dialog.install_button.isEnabled()
    assert "replacing test-pack 2.0.0" in dialog.target_label.text()
    assert any(
        "newer" in dialog.problems.topLevelItem(i).text(2)
        for i in range(dialog.problems.topLevelItemCount())
    )
    dialog.force.setChecked(True)
    assert dialog.install()
    assert list_installed(library)[0].version == "1.0.0"


def test_library_lists_opens_and_removes(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = tmp_path / "lib"
    install_pack(_good_pack(tmp_path), library)
    opened: list[Path] = []
    dialog = LibraryDialog(library, opened.append)
    qtbot.addWidget(dialog)
    assert dialog.tree.topLevelItemCount() == 1
    pack_item = dialog.tree.topLevelItem(0)
    assert pack_item.text(0) == "Test pack" and pack_item.childCount() == 1
    dialog.tree.setCurrentItem(pack_item)
    assert not dialog.open_button.isEnabled()
    quest_item = pack_item.child(0)
    dialog.tree.setCurrentItem(quest_item)
    assert dialog.open_button.isEnabled()
    dialog.open_button.click()
    assert opened == [library / "test-pack" / "quests" / "md1" / "wardens-key.quest.json"]
    assert Path(quest_item.data(0, PATH_ROLE)).read_bytes() == WARDENS_KEY.read_bytes()

    dialog = LibraryDialog(library, opened.append)
    qtbot.addWidget(dialog)
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.No)
    )
    assert not dialog.remove_selected()
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    assert dialog.remove_selected()
    assert list_installed(library) == [] and dialog.tree.topLevelItemCount() == 0
    assert "No packs installed" in dialog.location.text()


def test_add_pack_actions(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("&File")
    library = tmp_path / "lib"
    opened: list[Path] = []
    current = tmp_path / "current.quest.json"
    shutil.copy(WARDENS_KEY, current)
    actions = add_pack_actions(window, menu, opened.append, lambda: current, lambda: library)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts == ["E&xport Quest Pack…", "&Import Quest Pack…", "Quest &Library…"]

    seen: dict[str, Any] = {}

    def export_exec(self: ExportPackDialog) -> int:
        seen["export"] = self.quest_paths()
        return 0

    monkeypatch.setattr(ExportPackDialog, "exec", export_exec)
    actions.export.trigger()
    assert seen["export"] == [current.resolve()]

    pack = _good_pack(tmp_path)
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(pack), ""))
    )

    def import_exec(self: ImportPackDialog) -> int:
        seen["import"] = self.library
        return int(QDialog.DialogCode.Accepted) if self.install() else 0

    def library_exec(self: LibraryDialog) -> int:
        self.tree.setCurrentItem(self.tree.topLevelItem(0).child(0))
        self.open_selected()
        return 1

    monkeypatch.setattr(ImportPackDialog, "exec", import_exec)
    monkeypatch.setattr(LibraryDialog, "exec", library_exec)
    actions.import_.trigger()  # installs, then shows the library, which opens the quest
    assert seen["import"] == library
    assert opened == [library / "test-pack" / "quests" / "md1" / "wardens-key.quest.json"]


def test_import_shows_unvalidated_quests_and_asks_before_installing(
    qtbot: Any, tmp_path: Path
) -> None:
    from dataclasses import replace

    from questwright.packs.limits import DEFAULT_LIMITS

    # a pack validation budget spent on the first quest (issue #34: it was a warning, and the
    # quests after it were installed unchecked)
    spent = replace(DEFAULT_LIMITS, validation_cpu_seconds=0.001)
    library = tmp_path / "lib"
    dialog = ImportPackDialog(_good_pack(tmp_path), library, limits=spent)
    qtbot.addWidget(dialog)
    assert dialog.quests.item(0, 3).text().startswith("not validated: the pack's validation")
    assert not dialog.install_button.isEnabled()  # not without the user's word
    assert dialog.allow_unvalidated.isVisibleTo(dialog)
    assert "1 quest could not be validated in full" in dialog.allow_unvalidated.text()
    shown = [
        dialog.problems.topLevelItem(i).text(2) for i in range(dialog.problems.topLevelItemCount())
    ]
    assert any("not validated in full" in text for text in shown)
    dialog.allow_unvalidated.setChecked(True)
    assert dialog.install_button.isEnabled()
    assert dialog.install()
    (pack,) = list_installed(library)
    assert [p.code for p in pack.problems] == ["PACK_NOT_VALIDATED"]


def test_import_of_a_clean_pack_asks_nothing_more(qtbot: Any, tmp_path: Path) -> None:
    dialog = ImportPackDialog(_good_pack(tmp_path), tmp_path / "lib")
    qtbot.addWidget(dialog)
    assert not dialog.allow_unvalidated.isVisibleTo(dialog)
    assert dialog.install_button.isEnabled()
