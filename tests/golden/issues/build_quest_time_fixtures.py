"""Write the fixtures of the quest-over-time codes (validators/rules/quest_time.py).

Run from the project root::

    python tests/golden/issues/build_quest_time_fixtures.py          # write them
    python tests/golden/issues/build_quest_time_fixtures.py --check  # exit 1 if stale

Same layout and ``expected.json`` format as ``build_fixtures.py`` (whose test system,
``qwtest``, and builders these reuse): per code a quest that raises it and a near miss that
does not. The boards are the 5×5 test tile with a wall along x = 2 whose only gap is at
y = 2, so that removing cell (2, 2) cuts the east half off.
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_fixtures as bf  # noqa: E402

Json = dict[str, Any]
#: a wall along x = 2 with one gap, at (1,2)|(2,2)
GAP = [bf.wall((2, 0), (2, 2)), bf.wall((2, 3), (2, 5))]
CARRY_OUT = [
    {"id": "get", "kind": "pickup", "targets": ["relic"]},
    {
        "id": "out",
        "kind": "escape",
        "targets": ["exit"],
        "after": ["get"],
        "properties": {"carrying": ["relic"]},
    },
]


def _carry(qid: str, triggers: list[Json]) -> Json:
    """Fetch the relic from the east half and carry it out of the exit in the west."""
    doc = bf.toy(qid, edges=copy.deepcopy(GAP), tokens=[bf.tok("relic", "relic", (4, 0))])
    doc["tokens"][1]["cell"] = [0, 4]  # the exit, west of the wall
    doc["objectives"] = copy.deepcopy(CARRY_OUT)
    doc["triggers"] = triggers
    return doc


def _remove(target: str) -> Json:
    return {"kind": "remove-zone", "target": target}


def fixtures() -> list[tuple[str, str, Json, list[str], list[str]]]:
    out: list[tuple[str, str, Json, list[str], list[str]]] = []

    def pair(code: str, bad: Json, good: Json) -> None:
        out.append((code, "raises", bad, [code], []))
        out.append((code, "clean", good, [], [code]))

    # the relic's pick-up drops the only passage: its carrier can never get out
    collapse = {"id": "collapse", "on": {"event": "pickup", "target": "relic"}}
    pair(
        "QL_TARGET_REMOVED",
        _carry("ql-target-removed", [{**collapse, "effects": [_remove("cell:2,2")]}]),
        _carry("ql-target-kept", [{**collapse, "effects": [_remove("cell:3,3")]}]),
    )
    # stepping on (4,1) before the relic is out drops the passage; fetching it first wins
    snare = {"id": "snare", "on": {"event": "enter-zone", "target": "t1:c41"}}
    safe = copy.deepcopy(snare)
    safe["if"] = [{"done": ["out"]}]
    pair(
        "QL_TARGET_TRAP",
        _carry("ql-target-trap", [{**snare, "effects": [_remove("cell:2,2")]}]),
        _carry("ql-target-no-trap", [{**safe, "effects": [_remove("cell:2,2")]}]),
    )
    # every hero must escape; whoever takes the relic is cut off in the east half when it
    # drops the only passage (issue #29: a hero stranded by the trigger it fired). The near
    # miss drops it at the end of the round instead: the heroes can all be back west by then
    strand = _carry("ql-hero-stranded", [{**collapse, "effects": [_remove("cell:2,2")]}])
    strand["objectives"] = [
        {"id": "get", "kind": "pickup", "targets": ["relic"]},
        {
            "id": "out",
            "kind": "escape",
            "targets": ["exit"],
            "after": ["get"],
            "properties": {"heroes": "all"},
        },
    ]
    walk_back = copy.deepcopy(strand)
    walk_back["id"] = "ql-hero-walks-back"
    walk_back["triggers"] = [
        {
            "id": "collapse",
            "on": {"event": "round-end"},
            "if": [{"picked": ["relic"]}],
            "effects": [_remove("cell:2,2")],
        }
    ]
    out.append(("QL_TARGET_REMOVED", "raises-hero-stranded", strand, ["QL_TARGET_REMOVED"], []))
    out.append(("QL_TARGET_REMOVED", "clean-hero-walks-back", walk_back, [], ["QL_TARGET_REMOVED"]))
    # the vault door is unlocked only once the vault is open: never
    vault = bf.toy(
        "ql-objective-never",
        edges=bf.pocket((4, 2), "vault", state="locked"),
        tokens=[bf.tok("lever", "key", (0, 2))],
    )
    vault["objectives"] = [
        {"id": "obj-vault", "kind": "open", "targets": ["vault"]},
        {"id": "obj-escape", "kind": "escape", "targets": ["exit"], "after": ["obj-vault"]},
    ]
    vault["triggers"] = [
        {
            "id": "trg-unlock",
            "on": {"event": "pickup", "target": "lever"},
            "if": [{"done": ["obj-vault"]}],
            "effects": [{"kind": "unlock", "target": "vault"}],
        }
    ]
    open_vault = copy.deepcopy(vault)
    open_vault["id"] = "ql-objective-done"
    open_vault["triggers"][0]["if"] = [{"picked": ["lever"]}]
    pair("QL_OBJECTIVE_NEVER", vault, open_vault)
    # the ogre appears when the idol is taken, but only if it was not taken: never
    ogre = bf.toy("ql-spawn-never", tokens=[bf.tok("idol", "relic", (3, 3))])
    ogre["objectives"] = [{"id": "obj-ogre", "kind": "kill", "targets": ["ogre"]}]
    ogre["triggers"] = [
        {
            "id": "trg-ogre",
            "on": {"event": "pickup", "target": "idol"},
            "if": [{"not": True, "picked": ["idol"]}],
            "effects": [{"kind": "spawn", "target": "cell:3,3", "value": {"id": "ogre"}}],
        }
    ]
    ogre_ok = copy.deepcopy(ogre)
    ogre_ok["id"] = "ql-spawn-fires"
    ogre_ok["triggers"][0]["if"] = [{"picked": ["idol"]}]
    pair("QL_SPAWN_NEVER", ogre, ogre_ok)
    # a ghoul rises asleep; nothing ever wakes it (the near miss wakes it at the exit)
    ghoul = bf.toy("ql-dormant-forever", tokens=[bf.tok("urn", "relic", (3, 1))])
    ghoul["triggers"] = [
        {
            "id": "trg-ghoul",
            "on": {"event": "pickup", "target": "urn"},
            "effects": [
                {"kind": "spawn", "target": "cell:3,3", "value": {"id": "ghoul", "dormant": True}}
            ],
        }
    ]
    ghoul["objectives"].insert(0, {"id": "obj-urn", "kind": "pickup", "targets": ["urn"]})
    ghoul_woken = copy.deepcopy(ghoul)
    ghoul_woken["id"] = "ql-dormant-woken"
    ghoul_woken["triggers"].append(
        {
            "id": "trg-wake",
            "on": {"event": "enter-zone", "target": "t1:c33"},
            "if": [{"fired": ["trg-ghoul"]}],
            "effects": [{"kind": "wake", "target": "ghoul"}],
        }
    )
    pair("QL_DORMANT_FOREVER", ghoul, ghoul_woken)
    # one relic opens the locked gate, the other shuts it: whichever is taken last wins
    gate = bf.toy(
        "ql-order-dependent",
        edges=bf.pocket((4, 1), "gate", state="locked"),
        tokens=[bf.tok("amber", "relic", (1, 1)), bf.tok("jet", "relic", (3, 3))],
    )
    gate["objectives"] = [
        {"id": "obj-relics", "kind": "pickup", "targets": ["amber", "jet"]},
        {"id": "obj-escape", "kind": "escape", "targets": ["exit"], "after": ["obj-relics"]},
    ]
    gate["triggers"] = [
        {
            "id": "trg-amber",
            "on": {"event": "pickup", "target": "amber"},
            "effects": [{"kind": "open-door", "target": "gate"}],
        },
        {
            "id": "trg-jet",
            "on": {"event": "pickup", "target": "jet"},
            "effects": [{"kind": "close-door", "target": "gate"}],
        },
    ]
    gate_ok = copy.deepcopy(gate)
    gate_ok["id"] = "ql-order-free"
    gate_ok["triggers"][1]["effects"] = [{"kind": "open-door", "target": "gate"}]
    pair("QL_ORDER_DEPENDENT", gate, gate_ok)
    # every way out is lost with the relic's pick-up; the near miss keeps one
    lost = _carry("ql-unwinnable", [{**collapse, "effects": [_remove("cell:2,2")]}])
    kept = _carry("ql-winnable", [{**collapse, "effects": [_remove("cell:4,4")]}])
    pair("QL_UNWINNABLE", lost, kept)
    # sixteen relics each with its own trigger: more orders than the bound
    many = bf.toy(
        "ql-undecided",
        tokens=[bf.tok(f"r{i}", "treasure", (1 + i % 4, i // 4)) for i in range(16)],
    )
    many["triggers"] = [
        {
            "id": f"trg-r{i}",
            "on": {"event": "pickup", "target": f"r{i}"},
            "effects": [{"kind": "message", "text": f"Relic {i}."}],
        }
        for i in range(16)
    ]
    few = copy.deepcopy(many)
    few["id"] = "ql-decided"
    few["tokens"] = few["tokens"][:6]
    few["triggers"] = few["triggers"][:4]
    pair("QL_UNDECIDED", many, few)
    return out


def write(found: list[tuple[str, str, Json, list[str], list[str]]], check: bool) -> int:
    """Validate each fixture, write it with its ``expected.json`` (or, with ``check``, only
    say what would change); 1 if a fixture does not raise what it should, or is stale."""
    from questwright.schema.files import dumps

    problems = 0
    stale = 0
    for code, name, doc, raises, not_ in found:
        issues = bf.validate(doc)
        found_all = {i.code for i in issues}
        loud = {i.code for i in issues if i.severity.value != "info" and not i.waived}
        missing = [c for c in raises if c not in found_all]
        wrong = [c for c in not_ if c in found_all]
        if missing or wrong:
            problems += 1
            print(f"{code}/{name}: missing {missing} unexpected {wrong}", file=sys.stderr)
            for issue in issues:
                print(f"    {issue}", file=sys.stderr)
        expected = {
            "raises": sorted(raises),
            "not": sorted(not_),
            "also": sorted(loud - set(raises)),
        }
        for path, text in (
            (HERE / code / f"{name}.quest.json", dumps(doc)),
            (HERE / code / f"{name}.expected.json", dumps(expected)),
        ):
            if path.exists() and path.read_text(encoding="utf-8") == text:
                continue
            stale += 1
            if check:
                print(f"would change: {path.relative_to(bf.ROOT)}")
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    return 1 if problems or (check and stale) else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    sys.exit(write(fixtures(), parser.parse_args().check))
