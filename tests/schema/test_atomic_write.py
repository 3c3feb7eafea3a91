"""Saves keep what the user had (#17): file mode, symlinks, no debris after a kill."""

from __future__ import annotations

import os
import signal
import stat
import sys
from pathlib import Path

import pytest
from questwright.schema import files
from questwright.schema.files import atomic_write, clean_debris

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX modes, links and signals")


@posix_only
def test_existing_file_keeps_its_mode(tmp_path: Path) -> None:
    path = tmp_path / "q.quest.json"
    path.write_text("old\n")
    path.chmod(0o640)
    atomic_write(path, "new\n")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert stat.S_IMODE((tmp_path / "q.quest.json~").stat().st_mode) == 0o640


@posix_only
def test_new_file_gets_the_usual_mode(tmp_path: Path) -> None:
    previous = os.umask(0o022)
    try:
        atomic_write(tmp_path / "new.quest.json", "x\n")
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "new.quest.json").stat().st_mode) == 0o644


@posix_only
def test_a_symlink_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "store" / "q.quest.json"
    real.parent.mkdir()
    real.write_text("old\n")
    link = tmp_path / "link.quest.json"
    link.symlink_to(real)
    atomic_write(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text() == "new\n"
    assert (real.parent / "q.quest.json~").read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.quest.json", "store"]


def test_debris_of_a_dead_writer_is_cleaned_by_the_next_write(tmp_path: Path) -> None:
    dead = 2**22 + 12345  # above the usual pid_max
    debris = tmp_path / f".q.quest.json.{dead}-0badcafe.tmp"
    debris.write_text("half")
    (tmp_path / f".q.quest.json.{dead}-0badcafe.tmp.bak").write_text("half")
    mine = tmp_path / f".other.json.{os.getpid()}-12345678.tmp"  # a live writer's: kept
    mine.write_text("writing")
    unrelated = tmp_path / ".hidden.tmp"
    unrelated.write_text("not ours")
    atomic_write(tmp_path / "q.quest.json", "new\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [mine.name, unrelated.name, "q.quest.json"]
    )


# --------------------------------------------------------------------------- fault injection

_STEPS = ("open", "write", "fsync", "chmod", "replace", "copyfile", "unlink", "close")


def _write_killed_at(path: Path, text: str, step: int, keep_backup: bool) -> bool:
    """Run atomic_write in a forked child that SIGKILLs itself before its ``step``-th call to
    a file system function; True if the write finished before that step."""
    pid = os.fork()
    if pid == 0:  # the child: count calls, die at the chosen one
        calls = [0]

        def counted(name: str, real):
            def call(*args, **kwargs):
                calls[0] += 1
                if calls[0] == step:
                    os.kill(os.getpid(), signal.SIGKILL)
                return real(*args, **kwargs)

            return call

        for name in _STEPS:
            module = files.shutil if name == "copyfile" else os
            setattr(module, name, counted(name, getattr(module, name)))
        try:
            atomic_write(path, text, keep_backup=keep_backup)
        finally:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status)


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "darwin", reason="needs fork")
@pytest.mark.parametrize("keep_backup", [True, False])
def test_a_kill_at_every_step_leaves_old_or_new_and_no_debris(
    tmp_path: Path, keep_backup: bool
) -> None:
    path = tmp_path / "q.quest.json"
    step = 0
    while True:
        step += 1
        assert step < 100
        path.write_text("old\n")
        finished = _write_killed_at(path, "new\n", step, keep_backup)
        assert path.read_text() in ("old\n", "new\n"), step
        # the next run (another save in the folder) leaves no debris
        atomic_write(tmp_path / "other.json", "x\n", keep_backup=False)
        names = sorted(p.name for p in tmp_path.iterdir())
        allowed = {"q.quest.json", "q.quest.json~", "other.json"}
        assert set(names) <= allowed, (step, names)
        for name in names:
            (tmp_path / name).unlink()
        if finished:
            break
    assert step > 5  # the kill really hit the steps in between


def test_clean_debris_on_a_missing_folder_is_quiet(tmp_path: Path) -> None:
    assert clean_debris(tmp_path / "nowhere") == []


@posix_only
def test_a_hard_linked_file_is_written_through(tmp_path: Path) -> None:
    # issue #34: fmt broke hard links (the other name kept the old text)
    first = tmp_path / "a" / "q.quest.json"
    first.parent.mkdir()
    first.write_text("old\n")
    os.chmod(first, 0o640)
    other = tmp_path / "b.quest.json"
    os.link(first, other)
    inode = first.stat().st_ino
    atomic_write(first, "new\n")
    assert other.read_text() == "new\n" and first.read_text() == "new\n"
    assert first.stat().st_ino == inode and first.stat().st_nlink == 2
    assert stat.S_IMODE(first.stat().st_mode) == 0o640
    assert (first.parent / "q.quest.json~").read_text() == "old\n"
    assert sorted(p.name for p in first.parent.iterdir()) == ["q.quest.json", "q.quest.json~"]


@posix_only
def test_fmt_keeps_hard_links(tmp_path: Path) -> None:
    from questwright.cli import main

    source = Path(__file__).resolve().parents[2] / "quests" / "md1" / "wardens-key.quest.json"
    first = tmp_path / "q.quest.json"
    first.write_text(source.read_text(encoding="utf-8").replace('"id"', ' "id"', 1))
    other = tmp_path / "linked.quest.json"
    os.link(first, other)
    assert main(["fmt", str(first)]) == 0
    assert other.read_text(encoding="utf-8") == source.read_text(encoding="utf-8")
    assert first.stat().st_ino == other.stat().st_ino
