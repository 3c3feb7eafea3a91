"""Recovery files (Qt-free part): absolute paths, and meta files that are not what they seem."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from questwright.editor.recovery import Recovery, pending_recoveries


@pytest.fixture
def state(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv("QUESTWRIGHT_STATE_DIR", str(tmp_path / "state"))
    return tmp_path


def _crash(recovery: Recovery) -> None:
    """Pretend the writing editor died: its process id is one that cannot run."""
    meta = json.loads(recovery.meta_path.read_text(encoding="utf-8"))
    meta["pid"] = 2**22 + 4321
    recovery.meta_path.write_text(json.dumps(meta), encoding="utf-8")


def test_original_path_is_stored_absolute(state: Path, monkeypatch) -> None:
    """Regression (#17): a relative path meant another file once the working folder changed."""
    monkeypatch.chdir(state)
    (state / "quests").mkdir()
    recovery = Recovery()
    recovery.write("{}\n", "quests/mine.quest.json", "Mine", 1)
    _crash(recovery)
    monkeypatch.chdir("/")
    (found,) = pending_recoveries()
    assert found.original == str(state / "quests" / "mine.quest.json")
    assert found.quest.is_absolute()


def test_relative_state_folder_is_made_absolute(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("QUESTWRIGHT_STATE_DIR", "state")
    recovery = Recovery()
    assert recovery.quest_path.is_absolute()


@pytest.mark.parametrize(
    "meta",
    [{"pid": "abc"}, {"pid": 10**30}, {"pid": -1, "saved": "never"}, [], {"pid": None}],
    ids=["text-pid", "huge-pid", "negative", "list", "null"],
)
def test_odd_meta_files_never_crash(state: Path, meta) -> None:
    recovery = Recovery()
    recovery.write("{}\n", None, "T", 1)
    recovery.meta_path.write_text(json.dumps(meta), encoding="utf-8")
    for found in pending_recoveries():
        assert isinstance(found.saved, float)


@pytest.mark.skipif(os.name != "posix", reason="FIFOs are POSIX")
def test_a_fifo_meta_file_is_skipped(state: Path) -> None:
    folder = state / "state" / "recovery"
    folder.mkdir(parents=True)
    (folder / "x.quest.json").write_text("{}\n")
    os.mkfifo(folder / "x.meta.json")
    assert pending_recoveries() == []


@pytest.mark.skipif(os.name != "posix", reason="FIFOs are POSIX")
def test_a_fifo_settings_file_gives_defaults(tmp_path: Path, monkeypatch) -> None:
    from questwright.editor.settings import Settings

    monkeypatch.setenv("QUESTWRIGHT_CONFIG_DIR", str(tmp_path))
    os.mkfifo(Settings.file())
    assert Settings.load() == Settings()  # returns at once: a FIFO is never opened to read
