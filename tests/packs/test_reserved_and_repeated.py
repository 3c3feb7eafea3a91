"""Smaller points of issue #34: a pack may not take a bundled system's or bundled quest's
id; a quest named like a bundled quest is told how they coexist; a manifest entry repeated
1,000 times is reported once, and quickly."""

from __future__ import annotations

import time

import pytest
from packkit import PackKit, quest_doc
from questwright.schema.files import dumps

from questwright.packs import PackError, check_pack, install_pack

QUEST = "quests/md1/wardens-key.quest.json"


@pytest.mark.parametrize("pack_id", ["md1", "machina", "md1-wardens-key", "ddd-house-ashgrove"])
def test_a_pack_may_not_take_a_bundled_id(kit: PackKit, pack_id: str) -> None:
    def mutate(manifest: dict, members: dict[str, bytes]) -> None:
        manifest["id"] = pack_id

    pack = kit.variant(mutate)
    report = check_pack(pack)
    (problem,) = [p for p in report.problems if p.code == "PACK_RESERVED_ID"]
    assert "bundled" in problem.message and pack_id in problem.message
    with pytest.raises(PackError):
        install_pack(pack, kit.tmp / "lib")
    assert not (kit.tmp / "lib").exists()


def test_a_quest_named_like_a_bundled_one_is_told_how_they_coexist(kit: PackKit) -> None:
    plain = check_pack(kit.variant(lambda m, members: None))  # the bundled quest itself
    assert not [p for p in plain.problems if p.code == "PACK_QUEST_ID_BUNDLED"]

    def mutate(manifest: dict, members: dict[str, bytes]) -> None:
        doc = quest_doc()
        doc["title"] = "Not the Warden's Key"
        manifest["quests"][0]["title"] = doc["title"]
        members[QUEST] = dumps(doc).encode()

    report = check_pack(kit.variant(mutate))
    (problem,) = [p for p in report.problems if p.code == "PACK_QUEST_ID_BUNDLED"]
    assert problem.severity.value == "info" and "never replaces the bundled one" in problem.message
    assert report.ok


def test_a_repeated_manifest_entry_is_reported_once(kit: PackKit) -> None:
    def mutate(manifest: dict, members: dict[str, bytes]) -> None:
        manifest["quests"] = manifest["quests"] * 1000

    pack = kit.variant(mutate)
    started = time.process_time()
    report = check_pack(pack)
    assert time.process_time() - started < 1.5  # was 2.35 s
    repeated = [p for p in report.problems if "times in quests" in p.message]
    assert len(repeated) == 1 and "described 1000 times" in repeated[0].message
    assert len(report.problems) <= 3  # was 2,612 lines
    assert len(report.quests) == 1 and not report.ok
