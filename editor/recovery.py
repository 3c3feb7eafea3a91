"""Autosave and crash recovery files (Qt-free).

While a quest has unsaved changes the editor writes it every few seconds to
``<state dir>/recovery/<session>.quest.json`` with a ``<session>.meta.json`` naming the
original file (an absolute path, so that it means the same file whatever the working folder
of the next start) and the editor's process id. Saving or discarding removes both. At
start-up, recovery files whose process is gone are offered back to the author; a meta file
that is not a regular JSON file of the expected shape is skipped.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from questwright.editor.settings import state_dir
from questwright.schema.errors import LoadError
from questwright.schema.files import atomic_write, process_alive, read_json

__all__ = ["Recovery", "RecoveryFile", "pending_recoveries"]


def _folder() -> Path:
    return Path(os.path.abspath(state_dir() / "recovery"))


def _absolute(path: str | None) -> str | None:
    return os.path.abspath(path) if path else None


@dataclass(frozen=True)
class RecoveryFile:
    quest: Path
    meta: Path
    original: str | None
    title: str
    saved: float

    def discard(self) -> None:
        for path in (self.quest, self.meta):
            with contextlib.suppress(OSError):
                path.unlink()


def pending_recoveries() -> list[RecoveryFile]:
    """Recovery files left by editors that are no longer running, newest first."""
    folder = _folder()
    if not folder.is_dir():
        return []
    found = []
    for meta in folder.glob("*.meta.json"):
        try:
            data: Any = read_json(meta)
        except LoadError:
            continue
        quest = meta.with_name(meta.name.replace(".meta.json", ".quest.json"))
        if not quest.is_file() or not isinstance(data, dict):
            continue
        pid, saved, original = data.get("pid"), data.get("saved"), data.get("original")
        if not isinstance(pid, int) or process_alive(pid) is not False:
            continue
        found.append(
            RecoveryFile(
                quest,
                meta,
                _absolute(original) if isinstance(original, str) else None,
                str(data.get("title", quest.stem)),
                float(saved) if isinstance(saved, int | float) else 0.0,
            )
        )
    return sorted(found, key=lambda r: r.saved, reverse=True)


class Recovery:
    """The recovery slot of one open document."""

    def __init__(self) -> None:
        # eight random hex digits, as uuid4().hex[:8] gave (uuid imports platform: start time)
        self.session = f"{os.getpid()}-{os.urandom(4).hex()}"
        self.written_revision: int | None = None

    @property
    def quest_path(self) -> Path:
        return _folder() / f"{self.session}.quest.json"

    @property
    def meta_path(self) -> Path:
        return _folder() / f"{self.session}.meta.json"

    def write(self, text: str, original: str | None, title: str, revision: int) -> None:
        """Write the quest text (never raises: autosave must not disturb editing)."""
        with contextlib.suppress(OSError):
            atomic_write(self.quest_path, text, keep_backup=False)
            meta = {
                "original": _absolute(original),
                "title": title,
                "saved": time.time(),
                "pid": os.getpid(),
            }
            atomic_write(self.meta_path, json.dumps(meta, indent=2) + "\n", keep_backup=False)
            self.written_revision = revision

    def clear(self) -> None:
        for path in (self.quest_path, self.meta_path):
            with contextlib.suppress(OSError):
                path.unlink()
        self.written_revision = None
