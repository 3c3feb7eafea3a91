"""``questwright pack …`` from the command line: outputs and exit codes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from packkit import BUNDLED, WARDENS_KEY, quest_doc
from questwright.schema.files import dumps

from questwright.cli import main
from questwright.packs import library as library_module


def _folder_with_error(tmp_path: Path) -> Path:
    folder = tmp_path / "src"
    (folder / "md1").mkdir(parents=True)
    shutil.copy(WARDENS_KEY, folder / "md1" / "good.quest.json")
    doc = quest_doc()
    doc["id"] = "broken"
    doc["tiles"][0]["tile"] = "no-such-tile"
    (folder / "md1" / "broken.quest.json").write_text(dumps(doc), encoding="utf-8")
    (folder / "pack.json").write_text(
        dumps({"id": "mixed", "name": "Mixed", "version": "0.1.0", "authors": ["Tester"]})
    )
    return folder


def test_build_verify_install_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    pack = tmp_path / "s.qwpack"
    assert main(["pack", "build", str(BUNDLED), "-o", str(pack), "--id", "samples"]) == 0
    out = capsys.readouterr().out
    assert "samples 1.0.0" in out and "sha256" in out

    assert main(["pack", "verify", str(pack), "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["summary"]["errors"] == 0 and doc["packs"][0]["id"] == "samples"
    assert {"path", "problems", "quests", "sha256"} <= set(doc["packs"][0])

    monkeypatch.setattr(library_module, "library_dir", lambda: tmp_path / "default-lib")
    assert main(["pack", "install", str(pack)]) == 0
    assert (tmp_path / "default-lib" / "samples" / "manifest.json").is_file()
    capsys.readouterr()
    assert main(["pack", "list", "--format", "json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [p["id"] for p in listed["packs"]] == ["samples"]
    assert main(["pack", "list"]) == 0
    assert "samples 1.0.0" in capsys.readouterr().out


def test_build_refuses_errors_unless_allowed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _folder_with_error(tmp_path)
    pack = tmp_path / "m.qwpack"
    assert main(["pack", "build", str(folder), "-o", str(pack)]) == 1
    err = capsys.readouterr().err
    assert "md1/broken.quest.json" in err and "--allow-errors" in err
    assert not pack.exists()

    assert main(["pack", "build", str(folder), "-o", str(pack), "--allow-errors"]) == 0
    assert pack.exists()
    capsys.readouterr()
    assert main(["pack", "verify", str(pack)]) == 1
    out = capsys.readouterr().out
    assert "PACK_QUEST_ERRORS" in out and "REF_UNKNOWN_TILE" in out

    library = tmp_path / "lib"
    assert main(["pack", "install", str(pack), "--into", str(library)]) == 1
    assert "nothing was changed" in capsys.readouterr().err
    assert not library.exists()


def test_build_refuses_unsafe_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "src"
    folder.mkdir()
    shutil.copy(WARDENS_KEY, folder / "My Quest.quest.json")
    assert main(["pack", "build", str(folder), "-o", str(tmp_path / "x.qwpack")]) == 2
    assert "'My Quest.quest.json'" in capsys.readouterr().err


def test_verify_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    junk = tmp_path / "junk.qwpack"
    junk.write_text("nope")
    assert main(["pack", "verify", str(junk)]) == 2
    assert main(["pack", "verify", str(tmp_path / "missing.qwpack")]) == 2
    assert main(["pack", "install", str(junk), "--into", str(tmp_path / "lib")]) == 2
    assert "PACK_NOT_ZIP" in capsys.readouterr().err
    assert main(["pack"]) == 2


def test_build_with_pack_json_and_bad_metadata(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _folder_with_error(tmp_path)
    (folder / "md1" / "broken.quest.json").unlink()
    (folder / "pack.json").write_text(dumps({"id": "Bad Id", "name": "x", "version": "1"}))
    assert main(["pack", "build", str(folder), "-o", str(tmp_path / "x.qwpack")]) == 2
    err = capsys.readouterr().err
    assert "manifest.json" in err and "$.id" in err
    (folder / "pack.json").write_text(dumps({"id": "ok", "version": "1.0.0", "files": {}}))
    assert main(["pack", "build", str(folder), "-o", str(tmp_path / "x.qwpack")]) == 2
    assert "'files' is not pack metadata" in capsys.readouterr().err
