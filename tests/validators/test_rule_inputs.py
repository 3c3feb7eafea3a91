"""The inputs rules declare (``needs``) are right: what re-validation may reuse stays valid.

A rule that declares ``edges`` but not ``door-states`` is reused by
:class:`~questwright.validators.incremental.Revalidator` after a door is opened, closed or
locked; here every such rule is run on every door state of every bundled quest and of every
issue fixture and must find exactly what it finds on the quest as written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.schema.model import Quest
from questwright.validators.context import CheckContext
from questwright.validators.incremental import Revalidator
from questwright.validators.registry import DOOR_STATES, RULES, Rule
from questwright.validators.runner import _load_rules, run_rule, validate_quest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
CATALOG = Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])
QUESTS = sorted(bundled_quests_dir().rglob("*.quest.json")) + sorted(GOLDEN.glob("*/*.quest.json"))
STATES = ("open", "closed", "locked")

_load_rules()


def _text(issues: list) -> list[str]:
    return [f"{i} {i.refs} {i.hint}" for i in issues]


def _with(quest: Quest, change: Callable[[dict], None]) -> Quest:
    doc = serde.to_json(quest)
    change(doc)
    return serde.from_json(Quest, doc)


def _door_state(quest: Quest, door: str, state: str) -> Quest:
    def change(doc: dict) -> None:
        for edge in doc["edges"]:
            if edge.get("id") == door:
                edge["state"] = state

    return _with(quest, change)


def _door_blind(rule: Rule) -> bool:
    """Declared to be reused after a door-state change."""
    inputs = set(rule.needs) - {"issues"}
    return bool(inputs) and DOOR_STATES not in inputs


def _run(rules: list[Rule], quest: Quest) -> dict[str, list[str]]:
    ctx = CheckContext(quest, CATALOG)  # a crashing rule gives an INTERNAL_RULE_ERROR issue
    return {f"{r.check.__module__}.{r.name}": _text(run_rule(r, ctx)) for r in rules}


def _door_state_changes(path: Path, rules: list[Rule]) -> set[str]:
    """Keys of ``rules`` whose issues change with some door state of the quest at ``path``."""
    quest = load_quest(path)
    mine = [r for r in rules if r.applies_to(quest.system, CATALOG.systems.get(quest.system))]
    base = _run(mine, quest)
    differ: set[str] = set()
    for door in [e.id for e in quest.edges if e.kind == "door" and e.id]:
        for state in STATES:
            got = _run(mine, _door_state(quest, door, state))
            differ |= {k for k in base if got[k] != base[k]}
    return differ


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_door_blind_rules_ignore_door_states(path: Path) -> None:
    blind = [r for r in RULES if _door_blind(r)]
    assert not _door_state_changes(path, blind)


def test_the_check_sees_rules_that_read_door_states() -> None:
    """The comparison above can fail: rules that do read door states (declared so) change
    their issues with a door on these quests."""
    readers = [r for r in RULES if DOOR_STATES in r.needs]
    seen: set[str] = set()
    for name in ("DOOR_SEALS_NOTHING", "SOFTLOCK_KEY_BEHIND_DOOR", "DESCENT_START_SEES_AREA"):
        for path in sorted((GOLDEN / name).glob("*.quest.json")):
            seen |= _door_state_changes(path, readers)
    assert {
        "questwright.validators.rules.doors.check_door_geometry",
        "questwright.validators.rules.softlock.check_softlocks",
    } <= seen


def test_geometry_only_rules_meet_doors() -> None:
    """Each door-blind rule that looks at the board runs on some quest with doors, and the
    geometry-only rules this file guards include the quest-logic and Machina join rules."""
    names = {r.name for r in RULES if _door_blind(r)}
    assert {
        "check_join_edges",
        "check_counters",
        "check_conditions",
        "check_effect_targets",
    } <= names
    with_doors: dict[str, int] = {}
    for path in QUESTS:
        quest = load_quest(path)
        if any(e.kind == "door" and e.id for e in quest.edges):
            for r in RULES:
                if r.name in names and r.applies_to(
                    quest.system, CATALOG.systems.get(quest.system)
                ):
                    with_doors[r.name] = with_doors.get(r.name, 0) + 1
    assert names <= set(with_doors)


def test_counters_are_an_input_of_reference_rules() -> None:
    """``world.resolve`` knows counter ids: removing the counters must rerun the reference
    rules (a stale reuse would keep a trigger target that no longer resolves)."""
    quest = load_quest(GOLDEN / "QL_COUNTER_UNKNOWN" / "clean.quest.json")
    reval = Revalidator(CATALOG)
    assert _text(reval.validate(quest)) == _text(validate_quest(quest, CATALOG))
    changed = _with(quest, lambda d: d.update(counters=[]))
    full = _text(validate_quest(changed, CATALOG))
    assert any("REF_TRIGGER_TARGET" in line for line in full)
    assert _text(reval.validate(changed)) == full
    assert reval.stats.board == "kept"


def test_door_toggles_reuse_issues_per_door_state() -> None:
    """Flipping a door back to a state seen before reruns no door-state rule, and the
    result is still that of a full run; any other change forgets those issues."""
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    door = next(e for e in quest.edges if e.kind == "door" and e.id and e.state != "open")
    opened = _door_state(quest, door.id or "", "open")
    reval = Revalidator(CATALOG)
    reval.validate(quest)
    reval.validate(opened)
    first_run = reval.stats.rules_run
    for revision in (quest, opened, quest):
        assert _text(reval.validate(revision)) == _text(validate_quest(revision, CATALOG))
        assert reval.stats.board == "patched"
        assert reval.stats.rules_run < first_run
    moved = _with(opened, lambda d: d["objectives"][1].pop("after"))
    assert _text(reval.validate(moved)) == _text(validate_quest(moved, CATALOG))
    back = _with(quest, lambda d: d["objectives"][1].pop("after"))
    assert _text(reval.validate(back)) == _text(validate_quest(back, CATALOG))
    assert reval.stats.rules_run >= first_run  # seen door state, but a new objective list
