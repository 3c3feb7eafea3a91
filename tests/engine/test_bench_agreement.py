"""The agreement benchmark (``benchmarks/bench_agreement.py``, issue #29 item 5) on small cases.

One bundled quest with one mutation kind and two games per party size: the JSON holds
every mutation's codes and wins and the counts per flag, and known cases are classified as
the tool documents (a quest whose exit trigger is gone is never won and the validators say
so; a potion moved off the board is reported and plays without a crash).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

from questwright.schema.catalog import bundled_quests_dir

ROOT = Path(__file__).resolve().parents[2]


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location(
        "bench_agreement", ROOT / "benchmarks/bench_agreement.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_json_structure_and_a_lost_exit() -> None:
    bench = _bench()
    quest = bundled_quests_dir() / "machina" / "cold-foundry.quest.json"
    doc, _cpu = bench.run([quest], ["del-trigger"], n=2, seed=0)
    assert doc["args"]["kinds"] == ["del-trigger"]
    (q,) = doc["quests"]
    assert q["quest"] == "machina/cold-foundry.quest.json"
    assert q["base"]["status"] == "ok" and q["base"]["errors"] == []
    rows = {m["label"]: m for m in q["mutations"]}
    assert len(rows) == len(json.loads(quest.read_text())["triggers"])
    for m in rows.values():
        assert m["kind"] == "del-trigger"
        assert set(m) >= {"errors", "warnings", "wins", "played", "status", "flag"}
        assert set(m["wins"]) == {"2", "4"}
        assert m["flag"] == bench.classify(m, bench.total_wins(q["base"]), q["games"])
    exit_gone = rows["del trigger trg-exit"]  # the exit is never revealed
    assert bench.total_wins(exit_gone) == 0
    assert "QL_OBJECTIVE_NEVER" in exit_gone["errors"] and exit_gone["flag"] is None
    figures = doc["figures"]
    assert figures["mutations"] == len(rows)
    for flag, key in (("FALSE-ALARM", "false_alarm"), ("MISS", "miss"), ("CRASH", "crash")):
        assert figures[key] == sum(m["flag"] == flag for m in rows.values())
    again, _ = bench.run([quest], ["del-trigger"], n=2, seed=0)
    assert again == doc  # deterministic


def test_token_off_the_board_and_schema_invalid() -> None:
    bench = _bench()
    doc = json.loads((bundled_quests_dir() / "descent1" / "drowned-stair.quest.json").read_text())
    for token in doc["tokens"]:
        if token["id"] == "potion-h-1":
            token["cell"] = [-1, token["cell"][1]]
    result = bench.evaluate(doc, 1, parties=(2,))
    assert "TOKEN_OFF_BOARD" in result["errors"]
    assert result["status"] == "ok" and bench.classify(result, 2, 2) is None  # not a crash
    crashed = dict(result, status="crash", crash="play: KeyError: (-1, 3)")
    assert bench.classify(crashed, 2, 2) == "CRASH"
    del doc["tokens"][0]["type"]
    broken = bench.evaluate(doc, 1, parties=(2,))
    assert broken["status"] == "schema-invalid" and bench.classify(broken, 2, 2) is None


def test_classify_and_legit_codes() -> None:
    bench = _bench()

    def res(errors: list[str], wins: int) -> dict[str, Any]:
        return {"status": "ok", "errors": errors, "wins": {"2": wins, "4": None}}

    assert bench.is_legit("REF_OBJECTIVE_TARGET") and bench.is_legit("CAMERA_ANY")
    assert not bench.is_legit("QL_OBJECTIVE_NEVER")
    assert bench.classify(res(["QL_TARGET_TRAP"], 3), 10, 20) == "FALSE-ALARM"
    assert bench.classify(res(["DOOR_NEVER_OPENS"], 3), 10, 20) is None
    assert bench.classify(res([], 0), 10, 20) == "MISS"
    assert bench.classify(res([], 0), 9, 20) is None
    assert bench.classify(res(["QL_OBJECTIVE_NEVER"], 0), 10, 20) is None
    assert bench.classify({"status": "crash", "errors": [], "wins": {}}, 10, 20) == "CRASH"
