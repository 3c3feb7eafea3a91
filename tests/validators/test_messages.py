"""Reports name what the author needs: the key, the door and the loop; the first closed door."""

from __future__ import annotations

from pathlib import Path

from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.validators.context import CheckContext
from questwright.validators.progress import Step, explain, would_be_path
from questwright.validators.runner import validate_quest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
CATALOG = Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])


def _issues(code: str, name: str = "raises") -> list:
    quest = load_quest(GOLDEN / code / f"{name}.quest.json")
    return validate_quest(quest, CATALOG)


def test_key_behind_own_door_names_key_door_and_loop() -> None:
    (issue,) = [i for i in _issues("SOFTLOCK_KEY_BEHIND_DOOR") if i.code.startswith("SOFTLOCK")]
    assert "'k1'" in issue.message and "'d1'" in issue.message
    assert "d1 → k1 → d1" in issue.message
    assert {"d1", "k1"} <= set(issue.refs)


def test_cycle_names_every_key_and_door() -> None:
    (issue,) = [i for i in _issues("SOFTLOCK_CYCLE") if i.code == "SOFTLOCK_CYCLE"]
    assert "dA → kB → dB → kA → dA" in issue.message


def test_order_deadlock_names_objectives_and_door() -> None:
    (issue,) = [i for i in _issues("SOFTLOCK_ORDER") if i.code == "SOFTLOCK_ORDER"]
    for name in ("d-vault", "obj-escape", "obj-gem"):
        assert name in issue.message


def test_unreachable_objective_names_first_closed_door() -> None:
    issues = _issues("REACH_OBJECTIVE", "behind-locked-door")
    (issue,) = [i for i in issues if i.code == "REACH_OBJECTIVE"]
    assert "'obj-gem'" in issue.message and "door 'd1'" in issue.message
    assert issue.hint and "obj-gem → d1 → k1 → d1" in issue.hint


def test_walled_objective_names_the_wall() -> None:
    issues = _issues("REACH_OBJECTIVE", "behind-walls")
    (issue,) = [i for i in issues if i.code == "REACH_OBJECTIVE"]
    assert "edge:v:2," in issue.message


def test_fixpoint_and_explain_directly() -> None:
    quest = load_quest(GOLDEN / "SOFTLOCK_CYCLE" / "raises.quest.json")
    ctx = CheckContext(quest, CATALOG)
    p = ctx.progress
    assert "t1:c00" in p.zones and "t1:c40" not in p.zones
    assert "dA" not in p.doors and "kA" not in p.tokens
    chain = explain(ctx.world, ctx.nav, p, Step("token", "kA"))
    assert chain.cycle is not None
    assert [s.id for s in chain.loop] == ["dA", "kB", "dB", "kA"] or chain.cycle == 0
    path, blocker = would_be_path(ctx.world, ctx.nav, p, {"t1:c44"})
    assert blocker == ("door", "dB") and path[-1] == "t1:c44"
