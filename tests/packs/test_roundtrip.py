"""Pack the bundled quests, verify, install, validate the installed copies."""

from __future__ import annotations

import zipfile
from pathlib import Path

from packkit import BUNDLED
from questwright.validators.runner import validate_file

from questwright.packs import build_pack, check_pack, install_pack, list_installed
from questwright.packs.build import FIXED_DATE_TIME

META = {"id": "samples", "name": "Samples", "version": "1.0.0", "authors": ["Questwright"]}


def bundled_quest_files() -> dict[str, Path]:
    return {p.relative_to(BUNDLED).as_posix(): p for p in sorted(BUNDLED.rglob("*.quest.json"))}


def _counting(issues: list) -> list:
    return [i for i in issues if not i.waived and i.severity.value in ("error", "warning")]


def test_round_trip_bundled_quests(tmp_path: Path) -> None:
    sources = bundled_quest_files()
    assert len(sources) >= 4
    pack = tmp_path / "samples.qwpack"
    plan = build_pack(BUNDLED, pack, meta=META)
    assert not plan.problems
    assert [q["path"] for q in plan.manifest["quests"]] == sorted(sources)

    report = check_pack(pack)
    assert report.ok and report.exit_code() == 0, report.problems
    assert not report.problems
    assert all(q.errors == 0 and q.warnings == 0 for q in report.quests)

    library = tmp_path / "library"
    result = install_pack(pack, library)
    assert result.target == library / "samples"
    for member, source in sources.items():
        installed = result.target / member
        assert installed.read_bytes() == source.read_bytes(), member
        file_report = validate_file(installed)
        # No issues that count (unwaived errors or warnings; infos are notes), and exactly
        # the issues of the source file: the installed copy is the same quest.
        assert not _counting(file_report.issues), (member, file_report.issues)
        assert file_report.issues == validate_file(source).issues
    assert (result.target / "manifest.json").is_file()
    # Nothing else was written: no work folders, no strays.
    assert sorted(p.name for p in library.iterdir()) == ["samples"]

    [listed] = list_installed(library)
    assert listed.id == "samples" and listed.version == "1.0.0" and not listed.problems
    assert {q.path for q in listed.quests} == {result.target / m for m in sources}


def test_manifest_describes_quests(tmp_path: Path) -> None:
    plan = build_pack(BUNDLED, tmp_path / "p.qwpack", meta=META)
    manifest = plan.manifest
    assert manifest["format"] == "questwright-pack" and manifest["formatVersion"] == 1
    assert manifest["systems"] == sorted({q["system"] for q in manifest["quests"]})
    for entry in manifest["quests"]:
        assert entry["title"] and entry["party"]["min"] <= entry["party"]["max"]
    assert set(manifest["files"]) == {q["path"] for q in manifest["quests"]}


def test_pack_is_deterministic(tmp_path: Path) -> None:
    # allow_errors: the bytes must not depend on what the validators think of the quests.
    first, second = tmp_path / "a.qwpack", tmp_path / "b.qwpack"
    build_pack(BUNDLED, first, meta=META, allow_errors=True)
    # A copy of the folder with other timestamps and permissions packs to the same bytes.
    copy = tmp_path / "copy"
    for member, source in bundled_quest_files().items():
        target = copy / member
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(source.read_bytes())
        target.chmod(0o600)
    build_pack(copy, second, meta=META, allow_errors=True)
    assert first.read_bytes() == second.read_bytes()
    build_pack(BUNDLED, second, meta=META, allow_errors=True)
    assert first.read_bytes() == second.read_bytes()

    with zipfile.ZipFile(first) as archive:
        infos = archive.infolist()
    names = [i.filename for i in infos]
    assert names[0] == "manifest.json" and names[1:] == sorted(names[1:])
    for info in infos:
        assert info.date_time == FIXED_DATE_TIME
        assert info.external_attr >> 16 == 0o100644
        assert info.compress_type == zipfile.ZIP_DEFLATED
        assert info.extra == b"" and info.comment == b""


def test_metadata_changes_the_bytes(tmp_path: Path) -> None:
    a, b = tmp_path / "a.qwpack", tmp_path / "b.qwpack"
    build_pack(BUNDLED, a, meta=META, allow_errors=True)
    build_pack(BUNDLED, b, meta={**META, "version": "1.0.1"}, allow_errors=True)
    assert a.read_bytes() != b.read_bytes()
