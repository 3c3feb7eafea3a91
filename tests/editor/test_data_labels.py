"""A data system's own per-language labels reach the editor (issue #30, item 5)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from questwright.editor.i18n import data_label, install_language
from questwright.schema.catalog import Catalog, bundled_tilesets_dir

pytestmark = pytest.mark.gui

LIBRARY = Path(__file__).resolve().parents[1] / "data_system" / "library"


def test_the_editor_shows_a_data_label_in_the_chosen_language(qapp: QApplication) -> None:
    Catalog(roots=[bundled_tilesets_dir(), LIBRARY])  # reads qwcrawl's labels
    try:
        install_language(qapp, "fr")
        assert data_label("Treasure") == "Trésor"  # the data file's own French
        assert data_label("Wall") != "Wall"  # a bundled label: the bundled translation
        assert data_label("Banner of nobody") == "Banner of nobody"  # English fallback
        install_language(qapp, "de")
        assert data_label("Door") == "Tür"
    finally:
        install_language(qapp, "en")
    assert data_label("Treasure") == "Treasure"
