"""The editor in French (and German): complete catalogs, built as shipped, and a window that
speaks the language chosen."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from questwright.editor.dialogs import NewQuestDialog, PreferencesDialog
from questwright.editor.i18n import current_language, install_language, translations_dir
from questwright.editor.mainwindow import MainWindow
from questwright.editor.settings import Settings
from questwright.schema.catalog import default_catalog

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import translations

pytestmark = pytest.mark.gui


@pytest.fixture
def french(qapp: QApplication) -> Iterator[str]:
    yield install_language(qapp, "fr")
    install_language(qapp, "en")


def test_every_editor_catalog_is_complete_in_step_with_the_code_and_built() -> None:
    assert translations.qt_problems() == []
    for lang in ("fr", "de"):
        messages = translations.ts_messages(translations_dir() / f"questwright_{lang}.ts")
        assert len(messages) > 600
        assert not [m for m in messages if m[3] == "unfinished"]


def test_the_french_window(french: str, qtbot: Any, answers: Any) -> None:
    assert french == "fr" and current_language() == "fr"
    win = MainWindow(Settings(), default_catalog())
    qtbot.addWidget(win)
    titles = [a.text() for a in win.menuBar().actions()]
    assert titles == ["&Fichier", "É&dition", "&Affichage", "&Outils", "&Quête", "&Jouer", "Ai&de"]
    assert win.actions_["new"].text() == "&Nouvelle quête…"
    assert win.actions_["export_sheet"].statusTip().startswith("Une fiche de quête")
    assert win.document.quest.title == "Quête sans titre"
    assert win.document.quest.id == "quete-sans-titre"
    assert win.quest_dock.windowTitle() == "Quête"
    assert win.quest_panel.tabText(1) == "&Objectifs"
    assert "Tuiles" in [w.text() for w in win.palette.findChildren(type(win.tool_label))]
    preferences = PreferencesDialog(win.settings, win.catalog, win)
    qtbot.addWidget(preferences)
    assert preferences.windowTitle() == "Préférences"
    buttons = preferences.findChild(QDialogButtonBox)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Annuler"  # Qt's own strings too (qtbase_fr)
    new = NewQuestDialog(win.catalog, "md1", win)
    qtbot.addWidget(new)
    assert new.windowTitle() == "Nouvelle quête"
    assert new.values()[3] == "Quête sans titre"
    win.close()


def test_the_language_follows_the_preference_unless_given(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("QUESTWRIGHT_LANG")
    try:
        assert install_language(qapp, None, "de") == "de"
        assert install_language(qapp, "fr", "de") == "fr"
        assert install_language(qapp, "xx", "fr_CA") == "fr"  # unknown: the next choice
    finally:
        install_language(qapp, "en")
    assert current_language() == "en"


def test_preferences_keep_the_language(qtbot: Any, answers: Any) -> None:
    settings = Settings()
    dialog = PreferencesDialog(settings, default_catalog())
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.apply()
    assert Settings.load().language == "fr"
