"""Write the fixtures of the quest-logic reference codes (validators/rules/quest_logic.py).

Run from the project root::

    python tests/golden/issues/build_quest_logic_fixtures.py          # write them
    python tests/golden/issues/build_quest_logic_fixtures.py --check  # exit 1 if stale

Same layout and ``expected.json`` format as ``build_fixtures.py`` (``raises``, ``not``,
``also``; ``also`` filled in from a validation run). Every fixture starts from the bundled
md1 quest The Warden's Key and adds the quest-logic fields: a clean one uses them all
correctly, a raising one breaks exactly one reference.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
Json = dict[str, Any]
CODES = (
    "QL_COUNTER_UNKNOWN",
    "QL_COUNTER_PLACE",
    "QL_COUNTER_DUPLICATE",
    "QL_CONDITION_REF",
    "QL_EFFECT_TARGET",
    "QL_ENEMY_RULE",
)


def _base() -> Json:
    doc = json.loads((ROOT / "quests/md1/wardens-key.quest.json").read_text(encoding="utf-8"))
    doc["id"] = "fixture-quest-logic"
    doc["counters"] = [{"id": "collapse", "scope": "tile", "start": {"t1": 2, "t2": 1}}]
    doc["items"] = [{"id": "firework", "name": "Firework", "place": 1, "cleanup": "round-end"}]
    doc["triggers"] = [
        *doc.get("triggers", []),
        {
            "id": "trg-tick",
            "on": {"event": "round-end"},
            "once": False,
            "if": [{"counter": "collapse", "at": "t2", "min": 1}, {"visited": "exit"}],
            "effects": [
                {"kind": "counter", "target": "collapse", "value": -1, "at": "lowest-level"}
            ],
        },
        {
            "id": "trg-fall",
            "on": {"event": "counter-reached", "target": "collapse"},
            "once": False,
            "effects": [{"kind": "remove-zone", "target": "event"}],
        },
        {
            "id": "trg-cache",
            "on": {"event": "pickup", "target": "key"},
            "if": [{"picked": ["key"], "done": ["obj-key"], "fired": ["trg-key"]}],
            "effects": [
                {"kind": "discard"},
                {"kind": "give-item", "value": "firework", "count": 2},
                {"kind": "damage", "target": "party", "value": {"perHero": 1}},
                {"kind": "refill-treasure", "target": "treasure-1", "value": 1},
                {
                    "kind": "set-enemy",
                    "target": "all",
                    "value": {"goal": "exit", "lure": "firework", "invulnerable": False},
                },
            ],
        },
    ]
    return doc


def _variants() -> dict[str, list[tuple[str, Json, list[str], list[str]]]]:
    """Per code: (fixture name, quest, raises, not)."""
    out: dict[str, list[tuple[str, Json, list[str], list[str]]]] = {}

    def edit(fn: Any) -> Json:
        doc = _base()
        fn(doc)
        return doc

    def trig(doc: Json, tid: str) -> Json:
        return next(t for t in doc["triggers"] if t["id"] == tid)

    for code in CODES:
        out[code] = [("clean", _base(), [], [code])]
    out["QL_COUNTER_UNKNOWN"].append(
        (
            "raises",
            edit(lambda d: trig(d, "trg-tick")["effects"][0].update(target="colapse")),
            ["QL_COUNTER_UNKNOWN"],
            [],
        )
    )
    out["QL_COUNTER_PLACE"].append(
        (
            "raises",
            edit(lambda d: d["counters"][0]["start"].update({"t9": 3})),
            ["QL_COUNTER_PLACE"],
            [],
        )
    )
    out["QL_COUNTER_DUPLICATE"].append(
        (
            "raises",
            edit(lambda d: d["items"].append({"id": "firework", "place": 2})),
            ["QL_COUNTER_DUPLICATE"],
            [],
        )
    )
    out["QL_CONDITION_REF"].append(
        (
            "raises",
            edit(lambda d: trig(d, "trg-cache")["if"][0].update(picked=["kee"])),
            ["QL_CONDITION_REF"],
            [],
        )
    )
    out["QL_EFFECT_TARGET"].append(
        (
            "raises",
            edit(lambda d: trig(d, "trg-cache")["effects"][3].update(target="vault")),
            ["QL_EFFECT_TARGET"],
            [],
        )
    )
    # the clean quest's set-enemy rules (goal, lure, invulnerable) are all known ones
    out["QL_ENEMY_RULE"].append(
        (
            "raises",
            edit(
                lambda d: trig(d, "trg-cache")["effects"][4]["value"].update(
                    slipery=True, regenerate="two"
                )
            ),
            ["QL_ENEMY_RULE"],
            [],
        )
    )
    return out


def _also(path: Path, raises: list[str]) -> list[str]:
    from questwright.schema.catalog import Catalog, bundled_tilesets_dir
    from questwright.schema.io import load_quest
    from questwright.validators.issues import Severity
    from questwright.validators.runner import validate_quest

    catalog = Catalog([bundled_tilesets_dir(), HERE / "_library"])
    issues = validate_quest(load_quest(path), catalog)
    loud = {i.code for i in issues if i.severity is not Severity.INFO and not i.waived}
    return sorted(loud - set(raises))


def build(check: bool) -> int:
    from questwright.schema.files import dumps

    stale = 0
    for code, fixtures in _variants().items():
        folder = HERE / code
        folder.mkdir(exist_ok=True)
        for name, doc, raises, not_ in fixtures:
            quest_path = folder / f"{name}.quest.json"
            text = dumps(doc)
            if check:
                stale += quest_path.read_text(encoding="utf-8") != text
            else:
                quest_path.write_text(text, encoding="utf-8")
            expected = {"raises": raises, "not": not_, "also": _also(quest_path, raises)}
            exp_path = folder / f"{name}.expected.json"
            exp_text = dumps(expected)
            if check:
                stale += exp_path.read_text(encoding="utf-8") != exp_text
            else:
                exp_path.write_text(exp_text, encoding="utf-8")
    return 1 if stale else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    sys.exit(build(parser.parse_args().check))
