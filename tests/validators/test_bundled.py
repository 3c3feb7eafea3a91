"""Every bundled sample quest validates clean: no errors, every kept warning waived."""

from __future__ import annotations

from pathlib import Path

import pytest
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.io import load_quest
from questwright.validators.issues import Severity
from questwright.validators.runner import validate_quest

QUESTS = sorted(bundled_quests_dir().rglob("*.quest.json"))


def test_every_system_has_bundled_quests() -> None:
    systems = {p.parent.name for p in QUESTS}
    assert {"md1", "md2", "descent1"} <= systems


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_bundled_quest_is_clean(path: Path) -> None:
    quest = load_quest(path)
    issues = validate_quest(quest)
    loud = [i for i in issues if i.severity is not Severity.INFO and not i.waived]
    assert not loud, "\n".join(str(i) for i in loud)
    for issue in issues:
        if issue.waived:
            assert issue.waiver_reason and len(issue.waiver_reason) > 10
