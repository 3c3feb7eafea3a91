"""Member names and versions, one rule at a time."""

from __future__ import annotations

import pytest

from questwright.packs.manifest import semver_key
from questwright.packs.paths import member_kind, member_name_problem


@pytest.mark.parametrize(
    "name",
    [
        "manifest.json",
        "quests/md1/wardens-key.quest.json",
        "tilesets/md2/my_tiles.tiles.json",
        "README.md",
        "a/b/c/d/e/f/g/h.txt",
    ],
)
def test_good_names(name: str) -> None:
    assert member_name_problem(name) is None


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("", "empty"),
        ("/etc/passwd", "absolute"),
        ("//server/share/x.md", "absolute"),
        ("C:/x.md", "drive letter"),
        ("c:x.md", "drive letter"),
        ("a\\b.md", "backslash"),
        ("../x.md", "'..'"),
        ("a/../../x.md", "'..'"),
        ("a/./x.md", "'.'"),
        ("a//x.md", "empty"),
        ("a/x.md\x00.txt", "control"),
        ("a/\nx.md", "control"),
        ("a/b:stream.md", "':'"),
        ("NUL.md", "Windows"),
        ("quests/Com1.quest.json", "Windows"),
        ("a/b./c.md", "dot or space"),
        (".hidden.md", "characters"),
        ("quests/é.quest.json", "characters"),
        ("a b.md", "characters"),
        ("a/b/c/d/e/f/g/h/i.md", "levels"),
        ("x" * 300 + ".md", "longer"),
    ],
)
def test_bad_names(name: str, why: str) -> None:
    problem = member_name_problem(name)
    assert problem is not None and why in problem, (name, problem)


def test_member_kinds() -> None:
    assert member_kind("a/b.quest.json") == "quest"
    assert member_kind("a/b.tiles.json") == "tileset"
    assert member_kind("README.md") == "note"
    assert member_kind("system.json") is None
    assert member_kind("run.py") is None


def test_semver_order() -> None:
    versions = [
        "0.9.0",
        "1.0.0-alpha",
        "1.0.0-alpha.1",
        "1.0.0-beta",
        "1.0.0-rc.1",
        "1.0.0",
        "1.0.1",
        "1.10.0",
        "2.0.0+build.7",
    ]
    assert sorted(versions, key=semver_key) == versions
    assert semver_key("1.0.0+a") == semver_key("1.0.0+b")
