"""A data system's own per-language labels reach the editor (issue #30, item 5)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from questwright.editor.i18n import data_label, install_language, translate
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


def test_every_bundled_description_tile_name_and_blurb_is_translated() -> None:
    """Token and token property descriptions, tile names and the New Quest dialog's system
    names and blurbs of the bundled systems are in the French and German catalogs (issue
    #33)."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    import translations

    catalog = Catalog(roots=[bundled_tilesets_dir()])
    wanted: set[str] = set()
    for system in catalog.systems.values():
        wanted.update(d.description for d in system.token_types.values() if d.description)
        wanted.update(
            p.description
            for d in system.token_types.values()
            for p in (d.properties or {}).values()
            if p.description
        )
        wanted.update(tile.name for tile in catalog.tiles_of(system.id) if tile.name)
        wanted.update(text for text in (system.name, system.stand_in) if text)
    assert len(wanted) > 100
    for lang in ("fr", "de"):
        ts = translations.TS_DIR / f"questwright_{lang}.ts"
        done = {
            source
            for context, source, text, kind in translations.ts_messages(ts)
            if context == "GameData" and text and kind != "unfinished"
        }
        assert sorted(wanted - done) == [], lang


def test_the_new_quest_dialog_and_the_palette_speak_french(qapp: QApplication) -> None:
    from questwright.editor.dialogs import NewQuestDialog

    catalog = Catalog(roots=[bundled_tilesets_dir(), LIBRARY])
    try:
        install_language(qapp, "fr")
        dialog = NewQuestDialog(catalog, "md1")
        assert dialog.note.text().startswith("Données de remplacement propres à Questwright")
        assert dialog.system.currentText() == "Massive Darkness (compatible) (md1)"
        dialog.system.setCurrentIndex(dialog.system.findData("qwcrawl"))
        # a data-only system's own French blurb (``"standIn": {"en": …, "fr": …}``)
        assert dialog.note.text().startswith("Système de test seulement")
        assert data_label("Sprinkler control") == "Commande des extincteurs"
        assert data_label("Why this spot.") == "Pourquoi cet endroit."  # a property's
        assert translate("PropertiesPanel", "Default: {value}") == "Par défaut : {value}"
        install_language(qapp, "de")
        assert (
            data_label("A starting space for one explorer.") == "Ein Startfeld für einen Erkunder."
        )
        dialog.close()
    finally:
        install_language(qapp, "en")
    assert data_label("Sprinkler control") == "Sprinkler control"
