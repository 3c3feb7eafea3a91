"""Installing: versions, other packs' folders, --force, and all-or-nothing writes."""

from __future__ import annotations

from pathlib import Path

import pytest
from packkit import CINDER_SPAN, PackKit, snapshot

from questwright.packs import PackError, install_pack, list_installed
from questwright.packs import install as install_module


def _pack(kit: PackKit, version: str, pack_id: str = "test-pack", quests=None) -> Path:
    manifest, members = kit.good(quests)
    manifest["version"] = version
    manifest["id"] = pack_id
    return kit.write(manifest, members)


def test_newer_replaces_older_and_older_is_refused(kit: PackKit, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    install_pack(_pack(kit, "1.0.0"), library)
    result = install_pack(_pack(kit, "1.2.0"), library)
    assert result.replaced_version == "1.0.0"
    before = snapshot(library)
    with pytest.raises(PackError) as refused:
        install_pack(_pack(kit, "1.1.9"), library)
    [problem] = refused.value.problems
    assert problem.code == "PACK_INSTALLED_NEWER" and "1.2.0" in problem.message
    assert snapshot(library) == before
    # A pre-release of the installed version is older too.
    with pytest.raises(PackError):
        install_pack(_pack(kit, "1.2.0-rc.1"), library)
    result = install_pack(_pack(kit, "1.1.9"), library, force=True)
    assert result.replaced_version == "1.2.0"
    [pack] = list_installed(library)
    assert pack.version == "1.1.9"
    assert sorted(p.name for p in library.iterdir()) == ["test-pack"]


def test_same_version_reinstalls(kit: PackKit, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    path = _pack(kit, "1.0.0")
    install_pack(path, library)
    (library / "test-pack" / "stray.txt").write_text("left by the user")
    install_pack(path, library)
    assert not (library / "test-pack" / "stray.txt").exists()


def test_folder_of_another_pack_is_not_overwritten(kit: PackKit, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    install_pack(_pack(kit, "1.0.0", "someone-else"), library)
    (library / "someone-else").rename(library / "test-pack")  # a folder named like our pack
    before = snapshot(library)
    with pytest.raises(PackError) as refused:
        install_pack(_pack(kit, "2.0.0"), library)
    assert refused.value.problems[0].code == "PACK_INSTALLED_OTHER_ID"
    assert "someone-else" in str(refused.value)
    assert snapshot(library) == before


def test_folder_that_is_not_a_pack(kit: PackKit, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    (library / "test-pack").mkdir(parents=True)
    (library / "test-pack" / "my-notes.txt").write_text("mine")
    before = snapshot(library)
    with pytest.raises(PackError) as refused:
        install_pack(_pack(kit, "1.0.0"), library)
    assert refused.value.problems[0].code == "PACK_TARGET_NOT_PACK"
    assert snapshot(library) == before
    install_pack(_pack(kit, "1.0.0"), library, force=True)
    assert not (library / "test-pack" / "my-notes.txt").exists()


def test_symlinked_target_is_never_followed(kit: PackKit, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    library.mkdir()
    (library / "test-pack").symlink_to(elsewhere, target_is_directory=True)
    for force in (False, True):
        with pytest.raises(PackError):
            install_pack(_pack(kit, "1.0.0"), library, force=force)
    assert list(elsewhere.iterdir()) == []


def test_failure_while_writing_leaves_library_unchanged(
    kit: PackKit, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = tmp_path / "lib"
    install_pack(_pack(kit, "1.0.0", quests=[CINDER_SPAN]), library)
    before = snapshot(library)
    real = install_module._write_member
    calls = []

    def failing(folder: Path, name: str, data: bytes) -> None:
        calls.append(name)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real(folder, name, data)

    monkeypatch.setattr(install_module, "_write_member", failing)
    with pytest.raises(OSError, match="No space"):
        install_pack(_pack(kit, "2.0.0"), library)
    assert snapshot(library) == before


def test_failure_of_the_final_rename_restores_the_old_version(
    kit: PackKit, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = tmp_path / "lib"
    install_pack(_pack(kit, "1.0.0"), library)
    before = snapshot(library)
    import os

    real_rename = os.rename

    def rename(src: object, dst: object) -> None:
        if str(src).endswith(".partial"):
            raise OSError(13, "Permission denied")
        real_rename(src, dst)

    monkeypatch.setattr(install_module.os, "rename", rename)
    # the one-step swap fails as well (or the platform has none): the two renames are tried
    from questwright.packs import journal

    monkeypatch.setattr(journal, "exchange", lambda a, b: False)
    with pytest.raises(OSError):
        install_pack(_pack(kit, "2.0.0"), library)
    assert snapshot(library) == before
