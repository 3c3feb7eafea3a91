"""Pack validation under hard limits (issue #34, item 1): every quest is validated in a
process of its own with a CPU-time and a memory limit, the quests of a pack share a CPU
budget, and a quest not validated in full is never installed silently: ``verify`` exits 1,
``install`` refuses naming the quests unless ``--allow-unvalidated`` (then the library marks
them), and the limits are settable."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from packkit import BUNDLED, WARDENS_KEY, PackKit, quest_doc, snapshot
from questwright.schema.files import dumps

from questwright.cli import main
from questwright.packs import PackError, install_pack, list_installed
from questwright.packs.check import PackReport, check_pack
from questwright.packs.limits import DEFAULT_LIMITS

#: limits no real quest fits in: a millisecond of CPU
TINY_CPU = replace(DEFAULT_LIMITS, quest_cpu_seconds=0.001)
#: a pack budget spent on the first quest
SPENT = replace(DEFAULT_LIMITS, validation_cpu_seconds=0.001)


@pytest.fixture(scope="module")
def bundled_pack(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pack = tmp_path_factory.mktemp("budget") / "all.qwpack"
    assert main(["pack", "build", str(BUNDLED), "-o", str(pack), "--id", "all"]) == 0
    return pack


def _not_validated(report: PackReport) -> list[str]:
    return [p.member or "" for p in report.problems if p.code == "PACK_NOT_VALIDATED"]


def test_default_limits_validate_every_real_quest(bundled_pack: Path) -> None:
    report = check_pack(bundled_pack)
    assert len(report.quests) >= 10
    assert all(q.validated and q.not_validated is None for q in report.quests)
    assert not _not_validated(report) and report.ok
    assert all(0 < q.cpu_seconds < DEFAULT_LIMITS.quest_cpu_seconds for q in report.quests)


def test_a_quest_over_its_cpu_limit_is_an_error_naming_why(bundled_pack: Path) -> None:
    report = check_pack(bundled_pack, TINY_CPU)
    assert sorted(_not_validated(report)) == sorted(q.member for q in report.quests)
    assert not report.ok and report.exit_code() == 1
    assert not report.errors_besides_unvalidated
    problem = next(p for p in report.problems if p.code == "PACK_NOT_VALIDATED")
    assert "CPU-time limit (0.001 s)" in problem.message
    assert "--allow-unvalidated" in problem.message and "--quest-cpu" in problem.message
    assert all(q.quest is not None for q in report.quests)  # still parsed and schema-checked


def test_a_spent_budget_leaves_no_later_quest_unchecked(bundled_pack: Path) -> None:
    # the attack: a slow first quest spends the budget and every later quest got in
    report = check_pack(bundled_pack, SPENT)
    assert sorted(_not_validated(report)) == sorted(q.member for q in report.quests)
    reasons = [q.not_validated for q in report.quests]
    assert "spent on it" in reasons[0] and all("budget" in r for r in reasons[1:])


def _budget_bypass_pack(kit: PackKit) -> Path:
    """The reproducer's shape: a first quest, then one using a tileset no one carries
    (refused on its own: its tiles are unknown)."""
    other = quest_doc(WARDENS_KEY)
    other["id"] = "borrowed-tiles"
    other["title"] = "Borrowed tiles"
    other["tilesets"] = ["someone-elses-tiles"]
    other["tiles"][0]["tile"] = "their-tile"
    folder = kit.tmp / "bypass"
    folder.mkdir()
    (folder / "a.quest.json").write_bytes(WARDENS_KEY.read_bytes())
    (folder / "b.quest.json").write_text(dumps(other), encoding="utf-8")
    pack = kit.tmp / "bypass.qwpack"
    assert (
        main(["pack", "build", str(folder), "-o", str(pack), "--id", "bypass", "--allow-errors"])
        == 0
    )
    return pack


def test_the_budget_bypass_pack_is_refused(kit: PackKit) -> None:
    pack = _budget_bypass_pack(kit)
    library = kit.tmp / "lib"
    assert "PACK_QUEST_ERRORS" in {p.code for p in check_pack(pack).problems}
    with pytest.raises(PackError) as refused:
        install_pack(pack, library, limits=SPENT)
    assert snapshot(library) == {"<absent>": True}
    lines = [str(p) for p in refused.value.problems]
    assert any("b.quest.json" in line and "PACK_NOT_VALIDATED" in line for line in lines)
    assert any("2 quests were not validated in full" in line for line in lines)
    # validated within the default limits, the second quest's errors refuse it
    with pytest.raises(PackError) as refused:
        install_pack(pack, library, allow_unvalidated=True)
    assert "PACK_QUEST_ERRORS" in {p.code for p in refused.value.problems}
    assert snapshot(library) == {"<absent>": True}


def test_install_allow_unvalidated_installs_and_marks(
    bundled_pack: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = tmp_path / "lib"
    with pytest.raises(PackError):
        install_pack(bundled_pack, library, limits=SPENT)
    result = install_pack(bundled_pack, library, limits=SPENT, allow_unvalidated=True)
    assert sorted(result.unvalidated) == sorted(q.member for q in result.report.quests)
    (pack,) = list_installed(library)
    marked = [p for p in pack.problems if p.code == "PACK_NOT_VALIDATED"]
    assert len(marked) == len(result.unvalidated)
    assert all(p.severity.value == "warning" for p in marked)
    assert main(["pack", "list", "--library", str(library)]) == 0
    out = capsys.readouterr().out
    assert out.count("PACK_NOT_VALIDATED") == len(marked)
    assert "installed without a full validation" in out


def test_cli_verify_install_and_the_limit_options(
    bundled_pack: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["pack", "verify", str(bundled_pack), "--quest-cpu", "0.001"]) == 1
    out = capsys.readouterr().out
    assert out.count("NOT VALIDATED (over the CPU-time limit") >= 10
    library = tmp_path / "lib"
    code = main(
        [
            "pack",
            "install",
            str(bundled_pack),
            "--into",
            str(library),
            "--validation-budget",
            "0.001",
        ]
    )
    err = capsys.readouterr().err
    assert code == 1 and not library.exists()
    assert "were not validated in full" in err and "--allow-unvalidated" in err
    code = main(
        [
            "pack",
            "install",
            str(bundled_pack),
            "--into",
            str(library),
            "--validation-budget",
            "0.001",
            "--allow-unvalidated",
        ]
    )
    err = capsys.readouterr().err
    assert code == 0 and "installed without a full validation, as allowed" in err
    assert (
        main(["pack", "verify", str(bundled_pack), "--format", "json", "--quest-memory", "2048"])
        == 0
    )
    doc = json.loads(capsys.readouterr().out)
    assert all(q["validated"] and q["notValidated"] is None for q in doc["packs"][0]["quests"])


@pytest.mark.parametrize(
    ("option", "bad", "says"),
    [
        ("--validation-budget", "-1", "seconds from 0 to 86400"),
        ("--validation-budget", "nan", "seconds from 0 to 86400"),
        ("--quest-cpu", "soon", "seconds from 0 to 86400"),
        ("--quest-cpu", "1e9", "seconds from 0 to 86400"),
        ("--quest-memory", "1.5", "MiB from 16 to 1048576"),
        ("--quest-memory", "2", "MiB from 16 to 1048576"),
    ],
)
def test_cli_refuses_a_bad_limit(
    bundled_pack: Path, option: str, bad: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["pack", "verify", str(bundled_pack), option, bad])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert option in err[-1] and says in err[-1]
    assert "Traceback" not in "\n".join(err)
