"""Quests the validator has never seen: clean ones stay silent, broken ones report their defect.

``tests/golden/unseen/<system>/`` holds quests written for this test (see
``tests/golden/unseen/build_unseen.py``): for each, an ``.expected.json`` names, by hand,
the codes the one known defect must raise (``raises``) and the other errors or warnings
it rightly causes (``also``). A clean quest lists none. The validator must report exactly
those codes as errors or warnings (infos are free), and must not crash.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.validators.issues import Issue, Severity
from questwright.validators.runner import validate_quest

UNSEEN = Path(__file__).resolve().parents[1] / "golden" / "unseen"
QUESTS = sorted(UNSEEN.glob("*/*.quest.json"))
SYSTEMS = ("md1", "md2", "ddd", "descent1", "machina")


@cache
def catalog() -> Catalog:
    return Catalog([bundled_tilesets_dir()])


def expected_of(path: Path) -> dict[str, object]:
    text = path.with_name(path.name.replace(".quest.json", ".expected.json")).read_text()
    return json.loads(text)


@cache
def issues_of(path: Path) -> tuple[Issue, ...]:
    return tuple(validate_quest(load_quest(path), catalog()))


def test_every_system_has_clean_quests_and_defects() -> None:
    for system in SYSTEMS:
        names = [p.name for p in QUESTS if p.parent.name == system]
        clean = [n for n in names if "--" not in n]
        broken = [n for n in names if "--" in n]
        assert len(clean) >= 2, f"{system}: fewer than two clean unseen quests"
        assert len(broken) >= 2 * len(clean), f"{system}: too few defect variants"


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_unseen_quest(path: Path) -> None:
    expected = expected_of(path)
    raises = set(expected["raises"])  # type: ignore[arg-type]
    also = set(expected["also"])  # type: ignore[arg-type]
    issues = issues_of(path)
    text = "\n".join(str(i) for i in issues)
    loud = {i.code for i in issues if i.severity is not Severity.INFO and not i.waived}
    if "--" in path.name:
        assert raises, f"{path.name}: a defect variant must name its code"
    else:
        assert not raises and not also, f"{path.name}: a clean quest expects nothing"
    for code in sorted(raises):
        assert code in loud, f"{code} not reported for {path.name} ({expected['defect']}):\n{text}"
    assert loud == raises | also, f"{path.name} ({expected['defect']}):\n{text}"


def _one(path: str, code: str) -> Issue:
    found = [i for i in issues_of(UNSEEN / path) if i.code == code]
    assert len(found) == 1, found
    return found[0]


def test_spawn_in_sight_names_the_start_space_and_the_seen_space() -> None:
    issue = _one("descent1/sunless-cistern--spawn-hint-in-sight.quest.json", "SIGHT_SPAWN_VISIBLE")
    assert issue.refs[0] == "spawn-hint-1"
    start, seen = issue.refs[1:3]
    assert start in issue.message and seen in issue.message
    assert seen == "cell:2,7"
    assert issue.json_path == "$.tokens[12]"


def test_blocked_spawn_space_names_the_blocking_token() -> None:
    issue = _one("machina/pressure-vaults--barrel-on-spawn.quest.json", "MACHINA_SPAWN_REACH")
    assert "'barrel-1'" in issue.message
    assert {"barrel-1", "cell:9,7", "t3"} <= set(issue.refs)
    assert issue.json_path == "$.tokens[6].cell"


def test_defect_reports_point_at_what_was_changed() -> None:
    issue = _one("md1/bellfounder--key-behind-door.quest.json", "SOFTLOCK_KEY_BEHIND_DOOR")
    assert {"door-bell-west", "obj-ledger"} <= set(issue.refs)
    assert "door-bell-west → obj-ledger → door-bell-west" in issue.message
    issue = _one("md1/bellfounder--objective-missing-token.quest.json", "REF_OBJECTIVE_TARGET")
    assert issue.json_path == "$.objectives[0].targets[0]" and "ledgr" in issue.refs
    issue = _one("ddd/harrow--camera-faces-north.quest.json", "CAMERA_FACING")
    assert issue.refs[0] == "cam-4" and issue.json_path.endswith(".properties.facing")
    issue = _one("descent1/sunless-cistern--door-three-wide.quest.json", "DESCENT_DOOR_SHAPE")
    assert issue.refs[0] == "door-cistern" and issue.json_path == "$.edges[0]"


_REPORT = """
import json, sys
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.validators.runner import validate_quest
issues = validate_quest(load_quest(sys.argv[1]), Catalog([bundled_tilesets_dir()]))
print(json.dumps([[i.code, i.json_path, i.message, list(i.refs)] for i in issues]))
"""


@pytest.mark.parametrize(
    "path",
    [
        "md2/ashen-gallery--objectives-wait-for-each-other.quest.json",  # loop start
        "descent1/sunless-cistern--rune-door-no-key.quest.json",  # a giant's zones
    ],
)
def test_reports_do_not_change_between_runs(path: str) -> None:
    """Set iteration order changes with the hash seed; reports must not."""
    outputs = set()
    for seed in ("1", "2", "3", "4"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        run = subprocess.run(
            [sys.executable, "-c", _REPORT, str(UNSEEN / path)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.add(run.stdout)
    assert len(outputs) == 1, outputs
