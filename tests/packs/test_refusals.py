"""Packs refused since issue #17: duplicate manifest keys, a manifest listing itself, data
glued in front of the zip, pack ids no platform can hold, and tilesets or tiles another
installed pack already carries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from packkit import CINDER_SPAN, PackKit, snapshot
from questwright.schema.catalog import bundled_tilesets_dir
from questwright.schema.files import dumps

from questwright.packs import PackError, check_pack, install_pack, list_installed
from questwright.packs.paths import pack_id_problem


def _codes(path: Path) -> set[str]:
    return {p.code for p in check_pack(path).problems}


@pytest.mark.parametrize("key", ["id", "files"])
def test_duplicate_manifest_keys_are_refused(kit: PackKit, key: str) -> None:
    manifest, members = kit.good()
    text = dumps(manifest)
    first = f'\n  "{key}": '
    twin = {"id": '"someone-else"', "files": "{}"}[key]
    text = text.replace(first, f"{first}{twin},{first}", 1)
    assert text.count(f'\n  "{key}": ') == 2
    report = check_pack(kit.write(text.encode(), members))
    [problem] = [p for p in report.problems if p.code == "PACK_MANIFEST_INVALID"]
    assert f"duplicate key '{key}'" in problem.message and "\n" not in str(problem)
    assert not report.ok


def test_manifest_listing_itself_is_refused(kit: PackKit) -> None:
    manifest, members = kit.good()
    manifest["files"]["manifest.json"] = "0" * 64
    path = kit.write(manifest, members, rehash=False)
    report = check_pack(path)
    assert "PACK_MANIFEST_INVALID" in {p.code for p in report.problems}
    assert any("own hash" in p.message for p in report.problems)


def test_data_before_the_first_member_is_refused(kit: PackKit, tmp_path: Path) -> None:
    good = kit.write(*kit.good())
    assert check_pack(good).ok
    glued = tmp_path / "glued.qwpack"
    glued.write_bytes(b"#!/bin/sh\necho owned\nexit 0\n" + good.read_bytes())
    report = check_pack(glued)
    [problem] = [p for p in report.problems if p.code == "PACK_PREPENDED_DATA"]
    assert "28 bytes before its first member" in problem.message
    library = tmp_path / "lib"
    with pytest.raises(PackError):
        install_pack(glued, library)
    assert not library.exists()


@pytest.mark.parametrize("pack_id", ["con", "aux", "nul.pack", "com1", "lpt9", "fz-good."])
def test_pack_ids_no_platform_can_hold_are_refused(
    kit: PackKit, pack_id: str, tmp_path: Path
) -> None:
    assert pack_id_problem(pack_id)
    manifest, members = kit.good()
    manifest["id"] = pack_id
    path = kit.write(manifest, members)
    assert "PACK_MANIFEST_INVALID" in _codes(path)
    with pytest.raises(PackError):
        install_pack(path, tmp_path / "lib")
    assert not (tmp_path / "lib").exists()


@pytest.mark.parametrize("pack_id", ["console", "my.pack", "auxiliary", "fz-good"])
def test_near_miss_pack_ids_are_fine(pack_id: str) -> None:
    assert pack_id_problem(pack_id) is None


def _with_tileset(kit: PackKit, pack_id: str, tileset_id: str, tile_prefix: str) -> Path:
    tileset = json.loads((bundled_tilesets_dir() / "md2" / "bridges.tiles.json").read_text())
    tileset["id"] = tileset_id
    for number, tile in enumerate(tileset["tiles"]):
        tile["id"] = f"{tile_prefix}-{number}"
    manifest, members = kit.good([CINDER_SPAN])
    manifest["id"] = pack_id
    members["tilesets/md2/extra.tiles.json"] = dumps(tileset).encode()
    manifest["customTilesets"] = [
        {"path": "tilesets/md2/extra.tiles.json", "id": tileset_id, "system": "md2"}
    ]
    return kit.write(manifest, members, name=f"{pack_id}.qwpack")


@pytest.mark.parametrize(
    ("tileset_id", "tile_prefix", "says"),
    [
        ("extra-bridges", "other-bridge", "tileset 'extra-bridges' is already carried"),
        ("other-bridges", "extra-bridge", "extra-bridge-0"),
    ],
    ids=["same-tileset-id", "same-tile-ids"],
)
def test_tileset_of_an_installed_pack_cannot_be_taken(
    kit: PackKit, tmp_path: Path, tileset_id: str, tile_prefix: str, says: str
) -> None:
    library = tmp_path / "lib"
    install_pack(_with_tileset(kit, "first", "extra-bridges", "extra-bridge"), library)
    before = snapshot(library)
    thief = _with_tileset(kit, "0-sorts-first", tileset_id, tile_prefix)
    for force in (False, True):  # it would change the other pack's quests: never forced
        with pytest.raises(PackError) as refused:
            install_pack(thief, library, force=force)
        [problem] = refused.value.problems
        assert problem.code == "PACK_TILESET_TAKEN" and says in problem.message
        assert snapshot(library) == before
    # the same pack may be reinstalled or upgraded with its own tileset
    install_pack(_with_tileset(kit, "first", "extra-bridges", "extra-bridge"), library, force=True)
    assert [p.id for p in list_installed(library)] == ["first"]


def test_own_tileset_with_fresh_ids_installs_beside(kit: PackKit, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    install_pack(_with_tileset(kit, "first", "extra-bridges", "extra-bridge"), library)
    result = install_pack(_with_tileset(kit, "second", "more-bridges", "more-bridge"), library)
    assert not result.warnings
    assert [p.id for p in list_installed(library)] == ["first", "second"]
