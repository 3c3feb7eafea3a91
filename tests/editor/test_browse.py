"""File ▸ Browse Quests…: filter, install, update and cancel against a catalogue served by
a real HTTP server on 127.0.0.1 (tests/packs/catalogue_kit.py)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "packs"))

from catalogue_kit import Behaviour, make_pack, make_site, serve
from questwright.editor.browse import BrowseDialog

from questwright.packs.catalogue import store
from questwright.packs.library import list_installed

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def _private_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "subscriptions_file", lambda: tmp_path / "data" / "catalogues.json")
    monkeypatch.setattr(store, "cache_dir", lambda: tmp_path / "cache")


@pytest.fixture
def served(tmp_path: Path):
    site = make_site(tmp_path)
    with serve(site.folder, Behaviour()) as (url, behaviour):
        store.add_catalogue(url, site.key)
        yield site, behaviour


def _dialog(qtbot: Any, library: Path, opened: list | None = None) -> BrowseDialog:
    dialog = BrowseDialog(
        library, (lambda: opened.append(True)) if opened is not None else None, timeout=2.0
    )
    qtbot.addWidget(dialog)
    return dialog


def _ids(dialog: BrowseDialog) -> list[str]:
    return [row.id for row in dialog.shown]


def _set_combo(combo: Any, data: Any) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_filters(served, qtbot, tmp_path: Path) -> None:
    dialog = _dialog(qtbot, tmp_path / "library")
    assert _ids(dialog) == ["crossing", "foundry"]
    _set_combo(dialog.system, "machina")
    assert _ids(dialog) == ["foundry"]
    _set_combo(dialog.system, None)
    dialog.heroes.setValue(6)
    assert _ids(dialog) == ["crossing"]
    dialog.heroes.setValue(0)
    dialog.text.setText("gears")
    assert _ids(dialog) == ["foundry"]
    dialog.text.setText("")
    _set_combo(dialog.state, "installed")
    assert _ids(dialog) == []
    _set_combo(dialog.state, "available")
    assert _ids(dialog) == ["crossing", "foundry"]
    assert dialog.previews.count() >= 1  # the selected pack's sheet previews
    qtbot.waitUntil(lambda: dialog.shown_previews() >= 1, timeout=5000)


def test_install_then_update_then_open_in_library(served, qtbot, tmp_path: Path) -> None:
    site, _ = served
    library = tmp_path / "library"
    opened: list = []
    dialog = _dialog(qtbot, library, opened)
    assert dialog.select("foundry")
    assert dialog.install_button.isEnabled() and not dialog.update_button.isEnabled()
    dialog.install_button.click()
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=10000)
    assert "Installed foundry 0.2.0" in dialog.last_message
    assert [(p.id, p.version) for p in list_installed(library)] == [("foundry", "0.2.0")]
    _set_combo(dialog.state, "installed")
    assert _ids(dialog) == ["foundry"]
    make_pack(site.packs, "foundry", "0.3.0", ["foundry"])
    (site.packs / "foundry-0.2.0.qwpack").unlink()
    site.rebuild()
    dialog.refresh_button.click()
    _set_combo(dialog.state, "updatable")
    assert _ids(dialog) == ["foundry"]
    assert dialog.update_button.isEnabled() and not dialog.install_button.isEnabled()
    dialog.update_button.click()
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=10000)
    assert [p.version for p in list_installed(library)] == ["0.3.0"]
    _set_combo(dialog.state, "all")
    dialog.select("foundry")
    dialog.library_button.click()
    assert opened == [True]


def test_cancel_mid_download_changes_nothing(served, qtbot, tmp_path: Path) -> None:
    _site, behaviour = served
    library = tmp_path / "library"
    dialog = _dialog(qtbot, library)
    dialog.select("crossing")
    behaviour.drip.add("/" + dialog.selected().listing.pack["file"])
    dialog.install_button.click()
    assert dialog.busy() and dialog.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=5000)
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=5000)
    assert "cancelled" in dialog.last_message
    assert not library.exists() or list_installed(library) == []
    assert dialog.install_button.isEnabled()


def test_a_refused_download_is_reported(served, qtbot, tmp_path: Path) -> None:
    site, _ = served
    library = tmp_path / "library"
    dialog = _dialog(qtbot, library)
    dialog.select("foundry")
    path = site.folder / dialog.selected().listing.pack["file"]
    data = bytearray(path.read_bytes())
    data[-30] ^= 0xFF
    path.write_bytes(bytes(data))
    dialog.install_button.click()
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=10000)
    assert dialog.last_message.startswith("Refused:") and "sha256" in dialog.last_message
    assert not library.exists()


def test_main_window_has_browse_quests(window) -> None:
    window._add_pack_actions()
    assert window.actions_["browse_quests"].objectName() == "actionBrowseQuests"


def test_pack_texts_show_no_invisible_or_bidi_characters() -> None:
    from questwright.editor.browse import _visible

    shown = _visible("Evil\u202e pack\x1b[31m")
    assert "\u202e" not in shown and "\x1b" not in shown and shown.startswith("Evil")
