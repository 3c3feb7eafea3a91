"""Fixtures for the editor tests: an isolated config folder and dialogs that never block.

Every modal dialog the editor can open is replaced by a stub answering from
:class:`Answers` (tests set the answer first), so a test can never hang waiting for a
click. Settings and recovery files go to the test's temporary folder.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QInputDialog, QMessageBox
from questwright.editor.dialogs import NewQuestDialog, SheetOptionsDialog
from questwright.editor.i18n import install_language
from questwright.editor.mainwindow import MainWindow
from questwright.editor.settings import Settings
from questwright.schema.catalog import default_catalog


@pytest.fixture(scope="session", autouse=True)
def _english_catalog(qapp: QApplication) -> None:
    """The editor speaks English as the application does (``app.py`` installs the English
    catalog too: "1 error", "3 errors"); a test of another language installs its own and
    puts English back."""
    install_language(qapp, "en")


@dataclass
class Answers:
    """What the stubbed dialogs answer, and what they were asked."""

    question: QMessageBox.StandardButton = QMessageBox.StandardButton.Discard
    open_path: str = ""
    save_path: str = ""
    text: tuple[str, bool] = ("Intended by the author (test)", True)
    new: tuple[str, int, int, str] | None = None
    sheet: tuple[str, str] | None = None
    asked: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


@pytest.fixture(autouse=True)
def answers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Answers:
    monkeypatch.setenv("QUESTWRIGHT_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("QUESTWRIGHT_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("QUESTWRIGHT_LOG_DIR", str(tmp_path / "log"))
    got = Answers()

    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        got.asked.append(str(args[1:3]))
        return got.question

    def warning(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        got.warnings.append(" ".join(str(a) for a in args[1:3]))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(warning))
    monkeypatch.setattr(QMessageBox, "information", staticmethod(warning))
    monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda *a, **k: None))
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (got.open_path, ""))
    )
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (got.save_path, ""))
    )
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: got.text))
    monkeypatch.setattr(NewQuestDialog, "ask", staticmethod(lambda *a, **k: got.new))
    # the sheet's options: what the dialog proposes (paper, language), unless a test says
    monkeypatch.setattr(
        SheetOptionsDialog,
        "ask",
        staticmethod(lambda paper, language, parent: got.sheet or (paper, language)),
    )

    def no_modal(self: QDialog) -> int:
        got.asked.append(type(self).__name__)
        return int(QDialog.DialogCode.Rejected.value)

    monkeypatch.setattr(QDialog, "exec", no_modal)
    return got


@pytest.fixture
def window(qtbot: Any, answers: Answers) -> Iterator[MainWindow]:
    """A shown editor window with an empty md1 quest and the keyboard on the canvas."""
    win = MainWindow(Settings(), default_catalog())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    win.view.setFocus()
    yield win
    answers.question = QMessageBox.StandardButton.Discard
    if win.runner is not None:
        win.runner.shutdown()
    # Mime data left on the clipboard is destroyed after QApplication at interpreter exit,
    # which crashes the process (exit 139) once every test has passed.
    QApplication.clipboard().clear()
