"""Write the fixtures of the codes for quest logic the rules do not play
(validators/rules/played.py).

Run from the project root::

    python tests/golden/issues/build_played_fixtures.py          # write them
    python tests/golden/issues/build_played_fixtures.py --check  # exit 1 if stale

Same layout and ``expected.json`` format as ``build_fixtures.py``. The event and effect
pairs use its test system ``qwtest`` (a system written only as data: the generic rules,
which have no chambers and no dungeon level); the objective and loss pairs are the bundled
Machina Arcana chapter with one objective or loss changed.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_fixtures as bf  # noqa: E402
from build_quest_time_fixtures import write  # noqa: E402

Json = dict[str, Any]


def _on(event: str, effects: list[Json]) -> Json:
    return {"id": "trg", "on": {"event": event}, "once": True, "effects": effects}


def _machina(kind: str) -> Json:
    """The bundled cold-foundry chapter whose first objective, reaching the pressure hall's
    chapter space, is of ``kind`` (``reach`` is played, ``hold`` is not)."""
    path = bf.ROOT / "quests" / "machina" / "cold-foundry.quest.json"
    doc: Json = json.loads(path.read_text(encoding="utf-8"))
    doc["id"] = f"played-machina-{kind}"
    first = doc["objectives"][0]
    first["kind"] = kind
    first.pop("properties", None)
    return doc


def fixtures() -> list[tuple[str, str, Json, list[str], list[str]]]:
    out: list[tuple[str, str, Json, list[str], list[str]]] = []

    def pair(code: str, bad: Json, good: Json) -> None:
        out.append((code, "raises", bad, [code], []))
        out.append((code, "clean", good, [], [code]))

    say = [{"kind": "message", "text": "A bell tolls."}]
    # the generic rules reveal no chambers (md1's Door cards); rounds they do start
    pair(
        "RULES_EVENT_UNPLAYED",
        bf.toy("played-event-chamber", triggers=[_on("chamber-revealed", say)]),
        bf.toy("played-event-round", triggers=[_on("round-start", say)]),
    )
    # the generic rules keep no dungeon level; a counter they keep
    pair(
        "RULES_EFFECT_UNPLAYED",
        bf.toy(
            "played-effect-level",
            triggers=[_on("round-start", [{"kind": "set-level", "value": 2}])],
        ),
        bf.toy(
            "played-effect-counter",
            counters=[{"id": "bells", "scope": "quest", "start": 0, "threshold": 3}],
            triggers=[_on("round-start", [{"kind": "counter", "target": "bells"}])],
        ),
    )
    pair("RULES_OBJECTIVE_UNPLAYED", _machina("hold"), _machina("reach"))
    # machina's monsters go for the explorers: none ends a game by reaching a place
    reaches = _machina("reach")
    reaches["id"] = "played-machina-enemy-reaches"
    reaches["loss"] = [{"id": "l-gate", "kind": "enemy-reaches", "target": "exit"}]
    dies = _machina("reach")
    dies["id"] = "played-machina-hero-dies"
    dies["loss"] = [{"id": "l-dead", "kind": "hero-dies"}]
    pair("RULES_LOSS_UNPLAYED", reaches, dies)
    return copy.deepcopy(out)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    sys.exit(write(fixtures(), parser.parse_args().check))
