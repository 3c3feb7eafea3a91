"""The catalogue scan survives a changing library: vanishing folders, dot folders, link loops."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from questwright.schema import catalog as catalog_module
from questwright.schema.catalog import Catalog, bundled_tilesets_dir


def _library(tmp_path: Path) -> Path:
    root = tmp_path / "packs"
    shutil.copytree(bundled_tilesets_dir() / "md1", root / "one" / "md1")
    return root


def test_scan_finds_systems_and_tilesets_and_skips_dot_folders(tmp_path: Path) -> None:
    root = _library(tmp_path)
    shutil.copytree(root / "one", root / ".installing" / "one")
    catalog = Catalog([root])
    assert "md1" in catalog.systems
    assert catalog.tilesets
    assert not catalog.problems
    assert all(".installing" not in str(problem) for problem in catalog.problems)


def test_a_folder_that_vanishes_mid_scan_is_skipped(tmp_path: Path, monkeypatch) -> None:
    root = _library(tmp_path)
    doomed = root / "two"
    shutil.copytree(root / "one", doomed)
    real_scandir = os.scandir

    def scandir_that_loses_a_folder(path=".", *args, **kwargs):  # type: ignore[no-untyped-def]
        # Another process removes the pack just before the scan enters it.
        if isinstance(path, (str, Path)) and Path(path) == doomed and doomed.exists():
            shutil.rmtree(doomed)
        return real_scandir(path, *args, **kwargs)

    monkeypatch.setattr(os, "scandir", scandir_that_loses_a_folder)
    catalog = Catalog([root])
    assert "md1" in catalog.systems
    assert not doomed.exists()


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")
def test_a_folder_link_loop_does_not_hang_the_scan(tmp_path: Path) -> None:
    root = _library(tmp_path)
    try:
        (root / "one" / "loop").symlink_to(root, target_is_directory=True)
    except OSError:
        pytest.skip("symlinks not permitted here")
    systems, tilesets = catalog_module._library_files(root)
    assert [p.name for p in systems] == ["system.json"]
    assert tilesets
