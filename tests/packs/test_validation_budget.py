"""The pack's validation budget: many heavy quests cannot hold ``verify`` or ``install``.

Each quest alone validates within the file limits' bound; ``PackLimits.validation_cpu_seconds``
bounds their sum. Quests whose turn comes after the budget is spent are parsed and
schema-checked but reported ``PACK_NOT_VALIDATED`` (a warning), never skipped silently.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from packkit import BUNDLED

from questwright.cli import main
from questwright.packs.check import PackReport, check_pack
from questwright.packs.limits import DEFAULT_LIMITS


@pytest.fixture(scope="module")
def bundled_pack(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pack = tmp_path_factory.mktemp("budget") / "all.qwpack"
    assert main(["pack", "build", str(BUNDLED), "-o", str(pack), "--id", "all"]) == 0
    return pack


def _not_validated(report: PackReport) -> list[str]:
    return [p.member or "" for p in report.problems if p.code == "PACK_NOT_VALIDATED"]


def test_default_budget_validates_every_real_quest(bundled_pack: Path) -> None:
    report = check_pack(bundled_pack)
    assert len(report.quests) >= 10
    assert all(q.validated for q in report.quests)
    assert not _not_validated(report)


def test_spent_budget_leaves_the_rest_reported_not_skipped(bundled_pack: Path) -> None:
    # a budget smaller than any validation: the first quest is validated, then it is spent
    report = check_pack(bundled_pack, replace(DEFAULT_LIMITS, validation_cpu_seconds=1e-9))
    validated = [q.member for q in report.quests if q.validated]
    assert validated == [report.quests[0].member]
    assert sorted(_not_validated(report)) == sorted(q.member for q in report.quests[1:])
    assert all(q.quest is not None for q in report.quests)  # still parsed and schema-checked
    assert report.ok  # a warning: the pack may still be installed
    problem = next(p for p in report.problems if p.code == "PACK_NOT_VALIDATED")
    assert "budget" in problem.message and "--validation-budget" in problem.message


def test_cli_budget_option(bundled_pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pack", "verify", str(bundled_pack), "--validation-budget", "0"]) == 0
    out = capsys.readouterr().out
    marked = [line for line in out.splitlines() if line.endswith(": not validated")]
    assert len(marked) == out.count("PACK_NOT_VALIDATED") >= 10
    assert main(["pack", "verify", str(bundled_pack), "--strict", "--validation-budget", "0"]) == 1
    capsys.readouterr()
    assert main(["pack", "verify", str(bundled_pack), "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert all(q["validated"] for q in doc["packs"][0]["quests"])


@pytest.mark.parametrize("bad", ["-1", "nan", "soon", "1e9"])
def test_cli_refuses_a_bad_budget(
    bundled_pack: Path, bad: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["pack", "verify", str(bundled_pack), "--validation-budget", bad])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert "--validation-budget" in err[-1] and "seconds from 0 to 86400" in err[-1]
    assert "Traceback" not in "\n".join(err)
