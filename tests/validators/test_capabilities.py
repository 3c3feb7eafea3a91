"""Rules read what a system declares, not which system it is (issue #30).

A system written only as data gets a rule when its ``system.json`` declares what the rule
is about: cameras (``cameraTokens``), zone-walk sight, spawn hints, soft component limits,
lone link ends, token roles and wake-on-reveal. Our test system ``qwcrawl``
(``tests/data_system``) declares several of them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from questwright.core.roles import Roles
from questwright.schema.catalog import Catalog, bundled_tilesets_dir, default_catalog
from questwright.schema.io import load_quest
from questwright.validators.context import CheckContext
from questwright.validators.registry import CODES
from questwright.validators.runner import validate_quest

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data_system"
QUEST = DATA / "quests" / "treasure-run.quest.json"
RULES = ROOT / "validators" / "rules"
#: rule modules for every system (the per-game modules md, ddd, descent, machina and the
#: digest tables are about one game by design)
SHARED_MODULES = (
    "basics",
    "components",
    "doors",
    "references",
    "reachability",
    "sight_rules",
    "tokens",
)


def catalog() -> Catalog:
    return Catalog(roots=[bundled_tilesets_dir(), DATA / "library"])


def quest_with(tmp_path: Path, **changes: Any) -> Any:
    doc = json.loads(QUEST.read_text())
    for key, value in changes.items():
        doc[key] = value
    path = tmp_path / "q.quest.json"
    path.write_text(json.dumps(doc))
    return load_quest(path)


@pytest.mark.parametrize("module", SHARED_MODULES)
def test_shared_rule_modules_never_test_a_system_id(module: str) -> None:
    text = (RULES / f"{module}.py").read_text()
    found = re.findall(r"system(?:\.id|_id)?\s*(?:==|!=|in)\s*[\"'({]", text)
    assert not found, f"{module}.py tests a system id: {found}"


def test_a_camera_facing_a_wall_is_reported_where_the_system_declares_cameras(
    tmp_path: Path,
) -> None:
    tokens = json.loads(QUEST.read_text())["tokens"]
    wall = {"id": "cam", "type": "camera", "cell": [3, 1], "properties": {"facing": "N"}}
    corridor = {**wall, "properties": {"facing": "E"}}
    # the doorway open: facing east sees down the corridor, north only the wall
    facing_wall = validate_quest(quest_with(tmp_path, tokens=[*tokens, wall], edges=[]), catalog())
    assert "CAMERA_FACING" in {i.code for i in facing_wall}
    assert "CAMERA_COVERAGE" in {i.code for i in facing_wall}
    # no camera icons are declared: no icon checks
    assert not {"CAMERA_NO_ICON", "CAMERA_ICON_EMPTY"} & {i.code for i in facing_wall}
    good = validate_quest(quest_with(tmp_path, tokens=[*tokens, corridor], edges=[]), catalog())
    assert "CAMERA_FACING" not in {i.code for i in good}


def test_rules_document_what_they_require() -> None:
    validate_quest(load_quest(QUEST), catalog())  # loads the rules
    assert CODES["CAMERA_FACING"].requires == "systems that declare cameraTokens"
    assert CODES["SIGHT_HIDDEN_ZONE"].requires == "zone-walk sight systems"


def test_token_roles_and_wake_on_reveal_come_from_the_system(tmp_path: Path) -> None:
    ctx = CheckContext(load_quest(QUEST), catalog())
    roles = Roles(ctx.board)
    assert roles.pickup_types == ("treasure", "key")
    assert roles.spawn_types == ("monster",)
    assert roles.wake_on_reveal
    bundled = default_catalog()
    md1 = Roles(CheckContext(load_quest(ROOT / "quests/md1/wardens-key.quest.json"), bundled).board)
    assert md1.spawn_types == ("guard", "roaming-start") and md1.object_types == ("pillar",)
    assert md1.patrol_types == ("level",) and md1.wake_on_reveal
    ddd = Roles(
        CheckContext(load_quest(ROOT / "quests/ddd/house-ashgrove.quest.json"), bundled).board
    )
    assert not ddd.wake_on_reveal and ddd.pickup_types == ()


def test_soft_limits_and_lone_link_ends_are_declared(tmp_path: Path) -> None:
    descent = json.loads((bundled_tilesets_dir() / "descent1" / "system.json").read_text())
    assert descent["parameters"]["softComponentLimits"] is True
    assert descent["parameters"]["linkEndsRequired"] is False
    for system in ("md1", "md2", "ddd", "machina"):
        params = json.loads((bundled_tilesets_dir() / system / "system.json").read_text())
        assert "softComponentLimits" not in params["parameters"]
