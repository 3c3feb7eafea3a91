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
    "party",
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


def _variant(tmp_path: Path, parameters: dict[str, Any], token_types: dict[str, Any]) -> Catalog:
    """The test system with more parameters and token types, in a library of its own."""
    import shutil

    folder = tmp_path / "library" / "qwcrawl"
    shutil.copytree(DATA / "library" / "qwcrawl", folder)
    doc = json.loads((folder / "system.json").read_text())
    doc["parameters"].update(parameters)
    doc["tokenTypes"].update(token_types)
    (folder / "system.json").write_text(json.dumps(doc))
    return Catalog(roots=[bundled_tilesets_dir(), tmp_path / "library"])


def _severity_of(issues: list[Any], code: str) -> str | None:
    found = [i.severity.value for i in issues if i.code == code]
    return found[0] if found else None


@pytest.mark.parametrize(("soft", "severity"), [(False, "error"), (True, "warning")])
def test_soft_component_limits_are_what_the_system_declares(
    tmp_path: Path, soft: bool, severity: str
) -> None:
    tokens = json.loads(QUEST.read_text())["tokens"]
    two = [*tokens, {"id": "gold-2", "type": "treasure", "cell": [6, 2]}]
    limited = {"treasure": {"anchor": "cell", "label": "Treasure", "limit": 1}}
    params = {"softComponentLimits": True} if soft else {}
    issues = validate_quest(quest_with(tmp_path, tokens=two), _variant(tmp_path, params, limited))
    assert _severity_of(issues, "COMPONENT_TOKEN_LIMIT") == severity


@pytest.mark.parametrize(("required", "severity"), [(True, "error"), (False, "warning")])
def test_lone_link_ends_are_what_the_system_declares(
    tmp_path: Path, required: bool, severity: str
) -> None:
    tokens = json.loads(QUEST.read_text())["tokens"]
    lone = [*tokens, {"id": "st-1", "type": "stairs", "cell": [2, 2]}]
    stairs = {"stairs": {"anchor": "cell", "label": "Stairs"}}
    params: dict[str, Any] = {"linkTokens": ["stairs"], "linkEndsRequired": required}
    issues = validate_quest(quest_with(tmp_path, tokens=lone), _variant(tmp_path, params, stairs))
    assert _severity_of(issues, "LINK_UNPAIRED") == severity


def test_start_spaces_on_cells_must_seat_every_hero(tmp_path: Path) -> None:
    """PARTY_COUNT_FAILS keys on start spaces on cells, not on a system id."""
    tokens = [t for t in json.loads(QUEST.read_text())["tokens"] if t["id"] != "start-2"]
    issues = validate_quest(quest_with(tmp_path, tokens=tokens), catalog())
    assert "PARTY_COUNT_FAILS" in {i.code for i in issues}
    assert "PARTY_COUNT_FAILS" not in {i.code for i in validate_quest(load_quest(QUEST), catalog())}
