"""A pack may carry a game system written as data (``tilesets/<id>/system.json`` with its
tiles and content): it is checked like a carried tileset, refused where it would shadow a
bundled or installed system, and once installed its quests validate and play."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from questwright.engine.core import Game
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.validators.runner import validate_quest

from questwright.packs.build import build_pack, collect_folder, plan_pack
from questwright.packs.check import check_pack
from questwright.packs.install import install_pack
from questwright.packs.problems import PackError

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data_system"


def source(tmp_path: Path, system_id: str = "qwcrawl") -> Path:
    """A pack folder: the test system, its tiles and content, and its quest."""
    folder = tmp_path / "src"
    shutil.copytree(DATA / "library" / "qwcrawl", folder / "tilesets" / system_id)
    (folder / "quests").mkdir()
    shutil.copy(DATA / "quests" / "treasure-run.quest.json", folder / "quests")
    (folder / "pack.json").write_text(json.dumps({"id": "crawl-pack", "name": "Crawl"}))
    return folder


def codes(problems) -> set[str]:
    return {p.code for p in problems}


def test_a_pack_carries_a_system_and_its_quest_plays_once_installed(tmp_path: Path) -> None:
    pack = tmp_path / "crawl.qwpack"
    plan = build_pack(source(tmp_path), pack)
    systems = plan.manifest["customSystems"]
    assert systems == [
        {
            "id": "qwcrawl",
            "name": "Questwright test crawler (a system written only as data)",
            "path": "tilesets/qwcrawl/system.json",
        }
    ]
    assert "tilesets/qwcrawl/content.json" in plan.manifest["files"]
    report = check_pack(pack)
    assert not report.errors, report.problems
    library = tmp_path / "library"
    install_pack(pack, library)
    catalog = Catalog(roots=[bundled_tilesets_dir(), library])
    assert "qwcrawl" in catalog.systems
    quest_path = next(library.rglob("treasure-run.quest.json"))
    issues = validate_quest(load_quest(quest_path), catalog)
    assert not [i for i in issues if i.severity.value == "error"]
    game = Game(quest_path, party=2, catalog=catalog)
    assert game.party == ("knight", "ranger")  # the carried content.json was read
    assert game.data.monster("goblin")["name"] == "Goblin"


def test_a_pack_may_not_carry_a_bundled_system(tmp_path: Path) -> None:
    folder = source(tmp_path, "md1")
    system = folder / "tilesets" / "md1" / "system.json"
    doc = json.loads(system.read_text())
    doc["id"] = "md1"
    system.write_text(json.dumps(doc))
    (folder / "tilesets" / "md1" / "content.json").unlink()
    plan = plan_pack(collect_folder(folder))
    assert "PACK_SYSTEM_CLASH" in codes(plan.problems)


def test_content_travels_only_beside_a_carried_system_and_in_its_shape(tmp_path: Path) -> None:
    folder = source(tmp_path)
    content = folder / "tilesets" / "qwcrawl" / "content.json"
    doc = json.loads(content.read_text())
    doc["heroClasses"][0]["health"] = -5
    content.write_text(json.dumps(doc))
    (folder / "stray").mkdir()
    (folder / "stray" / "content.json").write_text(json.dumps(doc))
    problems = [p for p in plan_pack(collect_folder(folder)).problems]
    invalid = [p for p in problems if p.code == "PACK_CONTENT_INVALID"]
    assert {p.member for p in invalid} == {
        "tilesets/qwcrawl/content.json",
        "stray/content.json",
    }
    assert any("heroClasses" in p.message for p in invalid)


def test_a_second_pack_may_not_replace_an_installed_system(tmp_path: Path) -> None:
    first = tmp_path / "first.qwpack"
    build_pack(source(tmp_path), first)
    library = tmp_path / "library"
    install_pack(first, library)
    other = tmp_path / "other"
    shutil.copytree(tmp_path / "src", other)
    (other / "pack.json").write_text(json.dumps({"id": "other-pack", "name": "Other"}))
    second = tmp_path / "second.qwpack"
    build_pack(other, second)
    with pytest.raises(PackError) as err:
        install_pack(second, library, force=True)
    assert "PACK_SYSTEM_TAKEN" in codes(err.value.problems)


def test_install_then_play_from_the_command_line(tmp_path: Path) -> None:
    pack = tmp_path / "crawl.qwpack"
    build_pack(source(tmp_path), pack)
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"))
    env.pop("QUESTWRIGHT_TILESETS", None)

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "questwright", *args],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=300,
        )

    installed = run("pack", "install", str(pack))
    assert installed.returncode == 0, installed.stderr
    quest = next((tmp_path / "data").rglob("treasure-run.quest.json"))
    assert run("validate", str(quest)).returncode == 0
    played = run("play", "--auto", "goal", str(quest))
    assert played.returncode == 0, played.stderr
    assert "game over" in played.stdout
