"""Legal quests with many triggers and effects, and packs around them (issue #34, item 5).

Where :mod:`.hostile` mutates documents into hostile shapes, these strategies build quests
that a careful author could write: a bundled md1 or md2 quest (its board, tokens, doors and
objectives) given up to four quest counters and up to 40 triggers, each fired by an event
about something the quest has (a token picked up, a door opened, an objective done, a
counter reaching its threshold, a round), guarded by conditions on counters, pick-ups,
objectives and earlier triggers, and doing one to six things (messages, counter steps,
doors opened, closed and unlocked, experience, an objective's win or a loss). Every id they
name exists, every number is within the format's limits, and the schema accepts every one
(a test checks that), so the quest-logic rules, the engine's quest logic and the pack checks
all run on them.

:func:`logic_pack` puts one to three such quests into a pack document (the shape of
:mod:`.packs`), which the ``pack`` target verifies and installs.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from hypothesis import strategies as st
from questwright.schema.catalog import bundled_quests_dir

Json = Any

#: the bases: quests whose games the ``simulate`` target can play (md1, md2)
BASES = (
    "md1/wardens-key.quest.json",
    "md1/twin-levers.quest.json",
    "md1/sentrys-crossing.quest.json",
    "md2/cinder-span.quest.json",
)


@cache
def bases() -> tuple[tuple[str, str], ...]:
    return tuple(
        (name, (bundled_quests_dir() / name).read_text(encoding="utf-8")) for name in BASES
    )


def _doors(doc: Json) -> list[str]:
    return [e["id"] for e in doc.get("edges", []) if e.get("kind") == "door" and "id" in e]


@st.composite
def _condition(draw: st.DrawFn, doc: Json, counters: list[str], earlier: list[str]) -> Json:
    tokens = [t["id"] for t in doc["tokens"]]
    objectives = [o["id"] for o in doc["objectives"]]
    choices = ["picked", "done", "round"]
    if counters:
        choices.append("counter")
    if earlier:
        choices.append("fired")
    kind = draw(st.sampled_from(choices))
    if kind == "counter":
        low = draw(st.integers(-5, 5))
        return {"counter": draw(st.sampled_from(counters)), "min": low}
    if kind == "picked":
        return {"picked": draw(st.lists(st.sampled_from(tokens), min_size=1, max_size=2))}
    if kind == "done":
        return {"done": draw(st.lists(st.sampled_from(objectives), min_size=1, max_size=2))}
    if kind == "fired":
        return {"fired": draw(st.lists(st.sampled_from(earlier), min_size=1, max_size=2))}
    return {"roundMin": draw(st.integers(1, 12))}


@st.composite
def _effect(draw: st.DrawFn, doc: Json, counters: list[str]) -> Json:
    doors = _doors(doc)
    choices = ["message", "give-xp"] + (["counter"] if counters else [])
    choices += ["open-door", "close-door", "unlock"] if doors else []
    kind = draw(st.sampled_from([*choices, *choices, "win", "lose"]))  # endings rarer
    if kind == "message":
        return {"kind": kind, "text": draw(st.sampled_from(["The floor shakes.", "A bell."]))}
    if kind == "give-xp":
        return {"kind": kind, "value": draw(st.integers(1, 5))}
    if kind == "counter":
        return {
            "kind": kind,
            "target": draw(st.sampled_from(counters)),
            "value": draw(st.integers(-3, 3).filter(bool)),
        }
    if kind in ("open-door", "close-door", "unlock"):
        return {"kind": kind, "target": draw(st.sampled_from(doors))}
    return {"kind": kind}


@st.composite
def _event(draw: st.DrawFn, doc: Json, counters: list[str]) -> Json:
    tokens = [t["id"] for t in doc["tokens"]]
    objectives = [o["id"] for o in doc["objectives"]]
    doors = _doors(doc)
    choices = ["round-start", "round-end", "pickup", "objective-complete"]
    choices += ["door-opened"] if doors else []
    choices += ["counter-reached"] if counters else []
    event = draw(st.sampled_from(choices))
    if event in ("round-start", "round-end"):
        when = draw(st.none() | st.integers(1, 15))
        return {"event": event} if when is None else {"event": event, "round": when}
    target = {
        "pickup": tokens,
        "objective-complete": objectives,
        "door-opened": doors,
        "counter-reached": counters,
    }[event]
    return {"event": event, "target": draw(st.sampled_from(target))}


@st.composite
def logic_quest(draw: st.DrawFn, max_triggers: int = 40) -> tuple[str, Json]:
    """``(base name, quest document)``: a bundled quest with counters and many triggers."""
    name, text = draw(st.sampled_from(bases()))
    doc = json.loads(text)
    counters = [f"fz-c{i}" for i in range(draw(st.integers(0, 4)))]
    doc["counters"] = [c for c in doc.get("counters", []) if c.get("id") not in counters]
    for counter in counters:
        doc["counters"].append(
            {
                "id": counter,
                "scope": "quest",
                "start": draw(st.integers(0, 6)),
                "threshold": draw(st.integers(0, 6)),
            }
        )
    triggers = list(doc.get("triggers", []))
    made: list[str] = []
    for i in range(draw(st.integers(1, max_triggers))):
        trigger: Json = {
            "id": f"fz-t{i}",
            "on": draw(_event(doc, counters)),
            "once": draw(st.booleans()),
            "effects": draw(st.lists(_effect(doc, counters), min_size=1, max_size=6)),
        }
        conditions = draw(st.lists(_condition(doc, counters, made), max_size=2))
        if conditions:
            trigger["if"] = conditions
        triggers.append(trigger)
        made.append(trigger["id"])
    doc["triggers"] = triggers
    return f"logic:{name}", doc


@st.composite
def logic_pack(draw: st.DrawFn) -> tuple[str, Json]:
    """``(name, pack document)``: one to three :func:`logic_quest` quests in a pack (the
    members inline, the manifest planned and hashed as ``pack build`` would)."""
    import tempfile
    from pathlib import Path

    from questwright.packs.build import collect_files, plan_pack
    from tests.fuzz.packs import _rehash

    docs = {}
    for k in range(draw(st.integers(1, 3))):
        _name, doc = draw(logic_quest(max_triggers=20))
        doc["id"] = f"fz-logic-{k}"
        doc["title"] = f"Fuzzed logic {k}"
        docs[f"fz-logic-{k}.quest.json"] = doc
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for file_name, doc in docs.items():
            path = Path(tmp) / file_name
            path.write_text(json.dumps(doc), encoding="utf-8")
            paths.append(path)
        meta = {"id": "fz-logic", "name": "Fuzzed logic", "version": "1.0.0"}
        plan = plan_pack(collect_files(paths), meta, validate=False)
    members = {name: docs[name.rsplit("/", 1)[-1]] for name in plan.members}
    pack = {"manifest": plan.manifest, "members": members}
    _rehash(pack)
    return "pack:logic", pack
