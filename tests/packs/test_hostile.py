"""Hostile packs: each is refused with a specific message and changes nothing on disk."""

from __future__ import annotations

import json
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from packkit import CINDER_SPAN, Member, PackKit, quest_doc, snapshot
from questwright.schema.catalog import bundled_tilesets_dir
from questwright.schema.files import dumps

from questwright.packs import PackError, PackLimits, check_pack, install_pack

QUEST = "quests/md1/wardens-key.quest.json"


def _with_member(name: str, data: bytes | None = None, mode: int | None = None) -> Callable:
    """Add a member (listed in the manifest's hashes, as an attacker would)."""

    def mutate(manifest: dict, members: dict[str, bytes]) -> list[Member]:
        raw = [Member(n, d) for n, d in members.items()]
        extra = Member(name, data if data is not None else members[QUEST])
        if mode is not None:
            extra.mode = mode
        return [*raw, extra]

    return mutate


def _zip_slip(manifest: dict, members: dict[str, bytes]) -> list[Member]:
    return [Member("../../evil.quest.json", members[QUEST]), *_as_list(members)]


def _as_list(members: dict[str, bytes]) -> list[Member]:
    return [Member(n, d) for n, d in members.items()]


def _hash_mismatch(manifest: dict, members: dict[str, bytes]) -> list[Member]:
    # The manifest is hashed over the original; the member is changed afterwards.
    tampered = members[QUEST].replace(b"The Warden's Key", b"The Wardens' Key")
    return [Member(QUEST, tampered)]


def _missing_file(manifest: dict, members: dict[str, bytes]) -> list[Member]:
    manifest["files"]["quests/md1/ghost.quest.json"] = "0" * 64
    manifest["quests"].append(
        {"path": "quests/md1/ghost.quest.json", "id": "ghost", "title": "Ghost", "system": "md1"}
    )
    return _as_list(members)


def _quest_with_errors(manifest: dict, members: dict[str, bytes]) -> None:
    doc = quest_doc()
    doc["tiles"][0]["tile"] = "no-such-tile"
    members[QUEST] = dumps(doc).encode()


def _newer_format(manifest: dict, members: dict[str, bytes]) -> None:
    manifest["formatVersion"] = 2


def _newer_quest(manifest: dict, members: dict[str, bytes]) -> None:
    doc = quest_doc()
    doc["formatVersion"] = 99
    members[QUEST] = dumps(doc).encode()


def _duplicate(manifest: dict, members: dict[str, bytes]) -> list[Member]:
    return [*_as_list(members), Member(QUEST, members[QUEST])]


def _case_duplicate(manifest: dict, members: dict[str, bytes]) -> list[Member]:
    return [*_as_list(members), Member(QUEST.replace("wardens", "Wardens"), members[QUEST])]


def _zip_bomb(manifest: dict, members: dict[str, bytes]) -> list[Member]:
    return [*_as_list(members), Member("notes/README.md", b" " * (1024 * 1024))]


def _executable(manifest: dict, members: dict[str, bytes]) -> None:
    members["setup.py"] = b"import os; os.system('echo owned')\n"


def _system_file(manifest: dict, members: dict[str, bytes]) -> None:
    """A pack may carry a game system, but never one that would replace a bundled one."""
    members["tilesets/md1/system.json"] = (
        bundled_tilesets_dir() / "md1" / "system.json"
    ).read_bytes()
    manifest["customSystems"] = [{"path": "tilesets/md1/system.json", "id": "md1"}]


def _unlisted_system_file(manifest: dict, members: dict[str, bytes]) -> None:
    members["tilesets/other/system.json"] = (
        bundled_tilesets_dir() / "md1" / "system.json"
    ).read_bytes()


def _replaces_bundled_tileset(manifest: dict, members: dict[str, bytes]) -> None:
    data = (bundled_tilesets_dir() / "md1" / "core.tiles.json").read_bytes()
    members["tilesets/md1/core.tiles.json"] = data
    manifest["customTilesets"] = [
        {"path": "tilesets/md1/core.tiles.json", "id": "md1-core", "system": "md1"}
    ]


def _bad_manifest_id(manifest: dict, members: dict[str, bytes]) -> None:
    manifest["id"] = "../escape"


def _manifest_lies(manifest: dict, members: dict[str, bytes]) -> None:
    manifest["quests"][0]["title"] = "Something else entirely"


# name -> (mutation, expected code, text in the message, member named, exit code)
CASES: dict[str, tuple[Callable[..., Any], str, str, str | None, int]] = {
    "zip-slip": (_zip_slip, "PACK_UNSAFE_PATH", "climbs out", "../../evil.quest.json", 1),
    "zip-slip-nested": (
        _with_member("quests/../../../etc/evil.quest.json"),
        "PACK_UNSAFE_PATH",
        "climbs out",
        "quests/../../../etc/evil.quest.json",
        1,
    ),
    "absolute": (
        _with_member("/tmp/evil.quest.json"),
        "PACK_UNSAFE_PATH",
        "absolute",
        "/tmp/evil.quest.json",
        1,
    ),
    "drive-letter": (
        _with_member("C:/evil.quest.json"),
        "PACK_UNSAFE_PATH",
        "drive letter",
        "C:/evil.quest.json",
        1,
    ),
    "backslash": (
        _with_member("..\\evil.quest.json"),
        "PACK_UNSAFE_PATH",
        "backslash",
        "..\\evil.quest.json",
        1,
    ),
    "windows-device": (
        _with_member("quests/con.quest.json"),
        "PACK_UNSAFE_PATH",
        "reserves",
        "quests/con.quest.json",
        1,
    ),
    "symlink": (
        _with_member("quests/link.quest.json", b"/etc/passwd", stat.S_IFLNK | 0o777),
        "PACK_LINK",
        "symbolic link",
        "quests/link.quest.json",
        1,
    ),
    "fifo": (
        _with_member("quests/pipe.quest.json", b"", stat.S_IFIFO | 0o644),
        "PACK_SPECIAL_FILE",
        "device, pipe or socket",
        "quests/pipe.quest.json",
        1,
    ),
    "zip-bomb": (_zip_bomb, "PACK_COMPRESSION_RATIO", "zip bomb", "notes/README.md", 1),
    "hash-mismatch": (_hash_mismatch, "PACK_HASH_MISMATCH", "sha256", QUEST, 1),
    "missing-file": (
        _missing_file,
        "PACK_MISSING_MEMBER",
        "missing from the pack",
        "quests/md1/ghost.quest.json",
        1,
    ),
    "quest-with-errors": (_quest_with_errors, "PACK_QUEST_ERRORS", "validation error", QUEST, 1),
    "newer-format": (
        _newer_format,
        "PACK_FORMAT_NEWER",
        "newer than this Questwright",
        "manifest.json",
        2,
    ),
    "newer-quest": (_newer_quest, "PACK_QUEST_INVALID", "newer than this Questwright", QUEST, 1),
    "duplicate": (_duplicate, "PACK_DUPLICATE", "more than once", QUEST, 1),
    "case-duplicate": (
        _case_duplicate,
        "PACK_DUPLICATE",
        "letter case",
        "quests/md1/Wardens-key.quest.json",
        1,
    ),
    "unlisted": (
        _with_member("quests/md1/extra.quest.json"),
        "PACK_UNLISTED_MEMBER",
        "not in the manifest",
        "quests/md1/extra.quest.json",
        1,
    ),
    "executable": (_executable, "PACK_UNSUPPORTED_MEMBER", "carry nothing else", "setup.py", 1),
    "system-file": (
        _system_file,
        "PACK_SYSTEM_CLASH",
        "bundled system",
        "tilesets/md1/system.json",
        1,
    ),
    "unlisted-system-file": (
        _unlisted_system_file,
        "PACK_MANIFEST_MISMATCH",
        "not described in customSystems",
        "tilesets/other/system.json",
        1,
    ),
    "replaces-bundled": (
        _replaces_bundled_tileset,
        "PACK_TILESET_CLASH",
        "bundled tileset",
        "tilesets/md1/core.tiles.json",
        1,
    ),
    "manifest-schema": (_bad_manifest_id, "PACK_MANIFEST_INVALID", "$.id", "manifest.json", 1),
    "manifest-lies": (_manifest_lies, "PACK_MANIFEST_MISMATCH", "title", QUEST, 1),
}


@pytest.fixture
def library(tmp_path: Path, kit: PackKit) -> Path:
    """A library that already holds one installed pack of the user's."""
    root = tmp_path / "library"
    other = kit.write(*_other_pack(kit), name="other.qwpack")
    install_pack(other, root)
    return root


def _other_pack(kit: PackKit) -> tuple[dict, dict]:
    manifest, members = kit.good([CINDER_SPAN])
    manifest["id"] = "users-own"
    return manifest, members


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_pack_is_refused(case: str, kit: PackKit, library: Path) -> None:
    mutate, code, text, member, exit_code = CASES[case]
    # Tampering cases keep the manifest's hashes of the original members.
    rehash = case not in ("hash-mismatch", "unlisted", "missing-file")
    path = kit.variant(mutate, rehash=rehash)
    report = check_pack(path)
    matching = [p for p in report.problems if p.code == code]
    assert matching, f"{case}: expected {code}, got {[str(p) for p in report.problems]}"
    problem = matching[0]
    assert text in problem.message, str(problem)
    assert problem.member == member
    assert member is None or repr(member) in str(problem)  # one line naming the member
    assert "\n" not in str(problem)
    assert not report.ok
    assert report.exit_code() == exit_code

    before = snapshot(library)
    with pytest.raises(PackError) as refused:
        install_pack(path, library)
    assert any(p.code == code for p in refused.value.problems)
    assert snapshot(library) == before

    fresh = kit.tmp / "fresh-library"
    with pytest.raises(PackError):
        install_pack(path, fresh)
    assert not fresh.exists()


def test_pack_ten_times_the_limit(kit: PackKit, tmp_path: Path) -> None:
    manifest, members = kit.good()
    limit = 20_000
    members["notes/big.txt"] = bytes(range(256)) * (10 * limit // 256 + 1)
    path = kit.write(manifest, members)
    limits = PackLimits(max_total_bytes=limit, max_archive_bytes=10**9)
    report = check_pack(path, limits)
    [problem] = [p for p in report.problems if p.code == "PACK_TOO_LARGE"]
    assert "unpacks to" in problem.message and f"{limit:,}" in problem.message
    library = tmp_path / "lib"
    library.mkdir()
    with pytest.raises(PackError, match="limit"):
        install_pack(path, library, limits=limits)
    assert list(library.iterdir()) == []
    # The archive limit is checked before the zip is even opened.
    small = PackLimits(max_archive_bytes=path.stat().st_size // 10)
    [problem] = check_pack(path, small).problems
    assert problem.code == "PACK_TOO_LARGE" and "pack file is" in problem.message


def test_member_over_the_member_limit(kit: PackKit) -> None:
    manifest, members = kit.good()
    path = kit.write(manifest, members)
    report = check_pack(path, PackLimits(max_member_bytes=1000))
    assert [p.code for p in report.problems] == ["PACK_MEMBER_TOO_LARGE"]
    assert report.problems[0].member == QUEST


def test_too_many_members(kit: PackKit) -> None:
    manifest, members = kit.good()
    for i in range(30):
        members[f"notes/n{i}.txt"] = b"x"
    report = check_pack(kit.write(manifest, members), PackLimits(max_members=10))
    assert [p.code for p in report.problems] == ["PACK_TOO_MANY_MEMBERS"]


@pytest.mark.parametrize(
    ("content", "code", "exit_code"),
    [
        (b"this is not a zip", "PACK_NOT_ZIP", 2),
        (None, "PACK_UNREADABLE", 2),
    ],
)
def test_not_a_pack(tmp_path: Path, content: bytes | None, code: str, exit_code: int) -> None:
    path = tmp_path / "x.qwpack"
    if content is not None:
        path.write_bytes(content)
    report = check_pack(path)
    assert [p.code for p in report.problems] == [code]
    assert report.exit_code() == exit_code


def test_no_manifest(kit: PackKit) -> None:
    _, members = kit.good()
    report = check_pack(kit.write(None, members))
    assert [p.code for p in report.problems] == ["PACK_NO_MANIFEST"]
    assert report.exit_code() == 2


def test_manifest_not_json(kit: PackKit) -> None:
    _, members = kit.good()
    report = check_pack(kit.write(b'{"format": "questwright-pack",', members))
    [problem] = report.problems
    assert problem.code == "PACK_MANIFEST_INVALID" and "line 1" in problem.message


def test_encrypted_and_unknown_compression(kit: PackKit, tmp_path: Path) -> None:
    manifest, members = kit.good()
    path = kit.write(manifest, members)
    # Patch the flag bits and the method in the central directory, as a hostile tool would.
    data = bytearray(path.read_bytes())
    central = data.find(b"PK\x01\x02", data.find(QUEST.encode()) - 200)
    while central != -1:
        name_len = int.from_bytes(data[central + 28 : central + 30], "little")
        name = bytes(data[central + 46 : central + 46 + name_len]).decode()
        if name == QUEST:
            data[central + 8] |= 0x1
            data[central + 10 : central + 12] = (99).to_bytes(2, "little")
        central = data.find(b"PK\x01\x02", central + 4)
    path.write_bytes(bytes(data))
    codes = {p.code for p in check_pack(path).problems}
    assert codes & {"PACK_ENCRYPTED", "PACK_COMPRESSION"}


def test_tile_clash_with_bundled_tiles(kit: PackKit) -> None:
    tileset = json.loads((bundled_tilesets_dir() / "md1" / "core.tiles.json").read_text())
    tileset["id"] = "my-md1-tiles"
    manifest, members = kit.good()
    members["tilesets/md1/mine.tiles.json"] = dumps(tileset).encode()
    manifest["customTilesets"] = [
        {"path": "tilesets/md1/mine.tiles.json", "id": "my-md1-tiles", "system": "md1"}
    ]
    report = check_pack(kit.write(manifest, members))
    [problem] = [p for p in report.problems if p.code == "PACK_TILESET_CLASH"]
    assert "redefines bundled tile" in problem.message
