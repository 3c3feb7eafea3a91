"""Validators never crash: randomly damaged quests give issues, never INTERNAL_RULE_ERROR."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.files import read_json
from questwright.schema.model import Quest
from questwright.schema.validation import schema_problems
from questwright.validators.runner import validate_quest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
CATALOG = Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])
BASES = [read_json(p) for p in sorted(bundled_quests_dir().rglob("*.quest.json"))]


def _mutate(doc: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    for _ in range(rng.randint(1, 4)):
        section = rng.choice(["tokens", "edges", "objectives", "triggers", "tiles", "areas"])
        items = doc.get(section) or []
        if not items:
            continue
        item = rng.choice(items)
        action = rng.random()
        if action < 0.3:
            items.remove(item)
        elif action < 0.5 and "cell" in item:
            item["cell"] = [rng.randint(-2, 30), rng.randint(-2, 30)]
        elif action < 0.6 and "at" in item:
            item["at"] = [rng.randint(-3, 20), rng.randint(-3, 20)]
        elif action < 0.7 and "id" in item:
            item["id"] = rng.choice(["x", "start", "exit", "door-1", "t1", "obj-key"])
        elif action < 0.8 and section == "edges":
            item["state"] = rng.choice(["open", "closed", "locked"])
            if rng.random() < 0.5:
                item["lock"] = {
                    "kind": rng.choice(["key", "rune", "condition", "code-chip"]),
                    "keys": ["start"],
                    "requires": ["obj-x"],
                    "color": "red",
                }
        elif action < 0.9 and section == "objectives":
            item["after"] = [rng.choice([o["id"] for o in items])]
        else:
            items.append(copy.deepcopy(item))
    return doc


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=len(BASES) - 1), st.integers(0, 2**31))
def test_damaged_quests_never_crash(base: int, seed: int) -> None:
    doc = _mutate(BASES[base], random.Random(seed))
    if schema_problems("quest", doc):
        return  # the loader refuses it before the validators
    issues = validate_quest(serde.from_json(Quest, doc), CATALOG)
    crashes = [i for i in issues if i.code == "INTERNAL_RULE_ERROR"]
    assert not crashes, "\n".join(str(i) for i in crashes)


@pytest.mark.parametrize(
    "path", sorted(GOLDEN.glob("*/raises.quest.json"))[:400], ids=lambda p: p.parent.name
)
def test_fixtures_never_crash(path: Path) -> None:
    doc = read_json(path)
    issues = validate_quest(serde.from_json(Quest, doc), CATALOG)
    assert not [i for i in issues if i.code == "INTERNAL_RULE_ERROR"]
