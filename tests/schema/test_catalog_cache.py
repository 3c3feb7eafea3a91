"""The catalogue the editor starts with is read from a cache while none of its files changed
(issue #33, start speed), and is the catalogue the files make."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from questwright.schema.catalog import (
    CACHE_ENV,
    CACHE_KEEP,
    Catalog,
    bundled_tilesets_dir,
    cached_catalog,
)


@pytest.fixture
def library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "library"
    shutil.copytree(bundled_tilesets_dir() / "md1", root / "md1")
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    return root


def _same(a: Catalog, b: Catalog) -> None:
    assert a.roots == b.roots
    assert a.systems == b.systems and a.tilesets == b.tilesets
    assert a._tiles == b._tiles and a.system_dirs == b.system_dirs


def test_a_second_start_reads_the_cached_catalogue(library: Path, tmp_path: Path) -> None:
    first = cached_catalog([library])
    files = list((tmp_path / "cache").glob("*.pickle"))
    assert len(files) == 1
    second = cached_catalog([library])
    assert second is not first  # read back from the file, not this process's object
    _same(second, first)
    _same(second, Catalog([library]))


def test_a_changed_file_is_read_again(library: Path, tmp_path: Path) -> None:
    cached_catalog([library])
    tileset = next(library.rglob("*.tiles.json"))
    doc = json.loads(tileset.read_text(encoding="utf-8"))
    doc["tiles"][0]["name"] = "Renamed tile"
    tileset.write_text(json.dumps(doc), encoding="utf-8")
    stat = tileset.stat()
    os.utime(tileset, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    again = cached_catalog([library])
    _same(again, Catalog([library]))
    assert "Renamed tile" in [t.name for ts in again.tilesets.values() for t in ts.tiles]
    assert len(list((tmp_path / "cache").glob("*.pickle"))) == 2  # the new one beside it


def test_the_cache_keeps_the_catalogues_used_last(
    library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "cache"
    cached_catalog([library])
    (mine,) = folder.glob("*.pickle")
    for n in range(CACHE_KEEP + 3):  # other installations' catalogues, used before
        other = folder / f"other{n}.pickle"
        other.write_bytes(b"x")
        os.utime(other, ns=(10**18 + n, 10**18 + n))
    os.utime(mine, ns=(1, 1))  # long unused ...
    cached_catalog([library])  # ... until now: a hit marks it used
    tileset = next(library.rglob("*.tiles.json"))
    os.utime(tileset, ns=(3 * 10**18, 3 * 10**18))  # a changed library: a new one is written
    cached_catalog([library])
    left = sorted(p.name for p in folder.glob("*.pickle"))
    assert len(left) == CACHE_KEEP and mine.name in left
    assert "other0.pickle" not in left  # the ones used longest ago went


def test_a_damaged_cache_or_none_wanted(
    library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cached_catalog([library])
    (file,) = (tmp_path / "cache").glob("*.pickle")
    file.write_bytes(b"not a pickle")
    _same(cached_catalog([library]), Catalog([library]))
    monkeypatch.setenv(CACHE_ENV, "")
    shutil.rmtree(tmp_path / "cache")
    _same(cached_catalog([library]), Catalog([library]))
    assert not (tmp_path / "cache").exists()


def test_a_catalogue_with_problems_is_not_cached(library: Path, tmp_path: Path) -> None:
    (library / "broken.tiles.json").write_text("{", encoding="utf-8")
    catalog = cached_catalog([library])
    assert catalog.problems
    assert not list((tmp_path / "cache").glob("*.pickle"))
