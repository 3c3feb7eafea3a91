"""Labels, names and descriptions a data file gives per language (schema/labels.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.io import load_system, load_tileset, save_model
from questwright.schema.labels import localised

LIBRARY = Path(__file__).resolve().parents[1] / "data_system" / "library" / "qwcrawl"


def test_a_per_language_label_reads_as_english_and_keeps_its_translations() -> None:
    system = load_system(LIBRARY / "system.json")
    assert system.token_types["treasure"].label == "Treasure"
    assert system.edge_kinds["door"].label == "Door"
    assert localised("Treasure", "fr") == "Trésor" and localised("Treasure", "de") == "Schatz"
    assert localised("Treasure", "fr-CA") == "Trésor"
    assert localised("Treasure", "it") is None
    assert system.extras["x-labels"]["Monster"]["fr"] == "Monstre"
    tileset = load_tileset(LIBRARY / "qwcrawl.tiles.json")
    assert tileset.tiles[0].name == "Room" and localised("Room", "de") == "Raum"


def test_saving_keeps_the_translations(tmp_path: Path) -> None:
    shutil.copy(LIBRARY / "system.json", tmp_path / "system.json")
    system = load_system(tmp_path / "system.json")
    save_model(system, tmp_path / "system.json")
    again = load_system(tmp_path / "system.json")
    assert again == system
    assert again.extras["x-labels"]["Door"] == {"de": "Tür", "fr": "Porte"}


def test_the_catalogue_loads_the_system() -> None:
    catalog = Catalog(roots=[bundled_tilesets_dir(), LIBRARY.parent])
    assert "qwcrawl" in catalog.systems and not catalog.problems
