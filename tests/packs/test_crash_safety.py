"""Fault injection: a kill at every step of install (and of the recovery after it) leaves
the old or the new pack installed and, after the next run, nothing else in the library."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from packkit import CINDER_SPAN, PackKit

from questwright.packs import install_pack, journal, list_installed
from questwright.packs.library import uninstall_pack

KILLED = 77
fork = multiprocessing.get_context("fork")


def _pack(kit: PackKit, version: str) -> Path:
    manifest, members = kit.good([CINDER_SPAN])
    manifest["version"] = version
    manifest["id"] = "test-pack"
    return kit.write(manifest, members, name=f"test-pack-{version}.qwpack")


def _run_killed_at(step: int, action: Callable[[], object]) -> int:
    """Run ``action`` in a child process killed (``os._exit``: no cleanup) at checkpoint ``step``."""

    def child() -> None:
        calls = 0

        def hook(name: str) -> None:
            nonlocal calls
            calls += 1
            if calls == step:
                os._exit(KILLED)

        journal.checkpoint = hook
        try:
            action()
        except BaseException:
            os._exit(1)
        os._exit(0)

    process = fork.Process(target=child)
    process.start()
    process.join(60)
    assert process.exitcode is not None
    return process.exitcode


def _count_steps(action: Callable[[], object], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    steps: list[str] = []
    monkeypatch.setattr(journal, "checkpoint", steps.append)
    action()
    monkeypatch.setattr(journal, "checkpoint", journal._no_fault)
    return steps


def _state(library: Path) -> tuple[list[str], list[str]]:
    """(versions installed, every entry in the library) after the next run's recovery."""
    versions = [p.version for p in list_installed(library)]
    return versions, sorted(p.name for p in library.iterdir())


@pytest.mark.parametrize(
    ("upgrade", "swap"),
    [(False, True), (True, True), (True, False)],
    ids=["first-install", "upgrade", "upgrade-two-renames"],
)
def test_kill_at_every_step_of_install(
    kit: PackKit, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, upgrade: bool, swap: bool
) -> None:
    if not swap:  # the path of platforms that cannot swap two folders in one step
        monkeypatch.setattr(journal, "exchange", lambda a, b: False)
    old, new = _pack(kit, "1.0.0"), _pack(kit, "2.0.0")
    probe = tmp_path / "probe"
    if upgrade:
        install_pack(old, probe)
    steps = _count_steps(lambda: install_pack(new, probe), monkeypatch)
    assert {"journal", "member", "drop-journal"} <= set(steps)
    if upgrade:
        assert ("exchange" in steps) and "drop-old" in steps
        assert ("set-aside" in steps) is not swap
    before = ["1.0.0"] if upgrade else []
    for k in range(1, len(steps) + 1):
        library = tmp_path / f"lib-{k}"
        if upgrade:
            install_pack(old, library)
        assert _run_killed_at(k, lambda lib=library: install_pack(new, lib)) == KILLED
        # a reader that does not run recovery sees the old or the new pack, never none
        # (issue #34: after a kill at the rename step the pack looked missing)
        unrecovered = [p.version for p in list_installed(library, recover=False)]
        assert unrecovered in (before, ["2.0.0"]), f"killed at {steps[k - 1]!r} (step {k})"
        versions, entries = _state(library)
        assert versions in (before, ["2.0.0"]), f"killed at {steps[k - 1]!r} (step {k})"
        assert entries == (["test-pack"] if versions else []), f"debris after step {k}: {entries}"


def test_a_listing_leaves_a_running_install_alone(kit: PackKit, tmp_path: Path) -> None:
    """A listing (which recovers killed installs) while another process installs."""
    library = tmp_path / "lib"
    install_pack(_pack(kit, "1.0.0"), library)
    new = _pack(kit, "2.0.0")
    paused, go = fork.Event(), fork.Event()

    def child() -> None:
        def hook(name: str) -> None:
            if name == "drop-journal" or (name == "member" and not paused.is_set()):
                paused.set()
                go.wait(60)

        journal.checkpoint = hook
        install_pack(new, library)
        os._exit(0)

    process = fork.Process(target=child)
    process.start()
    assert paused.wait(60)
    assert [p.version for p in list_installed(library)] == ["1.0.0"]  # recovery ran
    assert (library / ".test-pack.partial").is_dir()  # and left the live install alone
    go.set()
    process.join(60)
    assert process.exitcode == 0
    assert _state(library) == (["2.0.0"], ["test-pack"])


def test_kill_during_recovery(
    kit: PackKit, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed between its two renames, then killed again at every step of the recovery
    (the two-rename path of platforms that cannot swap two folders in one step)."""
    monkeypatch.setattr(journal, "exchange", lambda a, b: False)
    old, new = _pack(kit, "1.0.0"), _pack(kit, "2.0.0")
    probe = tmp_path / "probe"
    install_pack(old, probe)
    steps = _count_steps(lambda: install_pack(new, probe), monkeypatch)
    between = steps.index("rename") + 1  # killed with the old pack set aside, the new not in
    library = tmp_path / "lib"
    install_pack(old, library)
    assert _run_killed_at(between, lambda: install_pack(new, library)) == KILLED
    assert not (library / "test-pack").exists()  # the window the journal is for
    assert [p.version for p in list_installed(library, recover=False)] == ["1.0.0"]
    recovery = _count_steps(lambda: journal.recover(library), monkeypatch)
    assert "recover-restore" in recovery
    for j in range(1, len(recovery) + 1):
        copy = tmp_path / f"copy-{j}"
        install_pack(old, copy)
        assert _run_killed_at(between, lambda c=copy: install_pack(new, c)) == KILLED
        assert _run_killed_at(j, lambda c=copy: journal.recover(c)) == KILLED
        versions, entries = _state(copy)
        assert versions == ["1.0.0"] and entries == ["test-pack"], f"recovery step {j}: {entries}"


def test_kill_during_uninstall_leaves_no_debris(kit: PackKit, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    install_pack(_pack(kit, "1.0.0"), library)
    # what an uninstall killed after its rename leaves: the next run removes it
    os.rename(library / "test-pack", library / ".test-pack.removed")
    assert _state(library) == ([], [])
    install_pack(_pack(kit, "1.0.0"), library)
    uninstall_pack(library, "test-pack")
    assert _state(library) == ([], [])


def test_earlier_versions_set_aside_folders_are_recovered(kit: PackKit, tmp_path: Path) -> None:
    """Questwright before the journal left ``.<id>.<hex>.old`` when killed between renames."""
    library = tmp_path / "lib"
    install_pack(_pack(kit, "1.0.0"), library)
    os.rename(library / "test-pack", library / ".test-pack.1a2b3c4d.old")
    (library / ".test-pack.k3j_x9q0.partial").mkdir()
    assert _state(library) == (["1.0.0"], ["test-pack"])
