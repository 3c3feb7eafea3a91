"""Editor preferences and window layout, kept as JSON in the platform's config folder.

``QUESTWRIGHT_CONFIG_DIR``, ``QUESTWRIGHT_STATE_DIR`` and ``QUESTWRIGHT_LOG_DIR`` override the
folders (tests point them at a temporary folder so that they never touch the user's files).
The state folder holds autosave/recovery files; the log folder the editor's log. Qt-free: the window stores its geometry as base64 text.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from questwright.schema.errors import LoadError
from questwright.schema.files import atomic_write, read_json

__all__ = ["MAX_RECENT", "Settings", "config_dir", "log_dir", "state_dir"]

MAX_RECENT = 10


def config_dir() -> Path:
    override = os.environ.get("QUESTWRIGHT_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("questwright", appauthor=False))


def state_dir() -> Path:
    override = os.environ.get("QUESTWRIGHT_STATE_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_state_dir("questwright", appauthor=False))


def log_dir() -> Path:
    override = os.environ.get("QUESTWRIGHT_LOG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_log_dir("questwright", appauthor=False))


@dataclass
class Settings:
    """Everything the editor remembers between runs."""

    recent_files: list[str] = field(default_factory=list)
    geometry: str = ""
    window_state: str = ""
    overlays: list[str] = field(default_factory=list)
    show_grid: bool = True
    autosave_seconds: int = 30
    last_folder: str = ""
    last_pack_folder: str = ""
    #: reopen the quests that were open when the editor was closed
    reopen_last: bool = True
    open_files: list[str] = field(default_factory=list)
    last_file: str = ""
    #: the editor's language ("" follows the system) and user shortcuts by action name
    language: str = ""
    shortcuts: dict[str, str] = field(default_factory=dict)
    last_sheet_folder: str = ""
    #: quest sheet paper: "a4", "letter", or "" for the locale's usual size
    paper: str = ""
    last_system: str = "md1"
    problems_filter: list[str] = field(default_factory=lambda: ["error", "warning", "info"])

    @classmethod
    def file(cls) -> Path:
        return config_dir() / "editor.json"

    @classmethod
    def load(cls) -> Settings:
        """The saved settings; defaults when the file is missing or unreadable."""
        try:
            data = read_json(cls.file())  # strict: a FIFO or a broken file gives defaults
        except LoadError:
            return cls()
        if not isinstance(data, dict):
            return cls()
        known = {f.name: f for f in dataclasses.fields(cls)}
        kwargs: dict[str, Any] = {}
        defaults = cls()
        for name, value in data.items():
            if name in known and type(value) is type(getattr(defaults, name)):
                kwargs[name] = value
        return cls(**kwargs)

    def save(self) -> None:
        with contextlib.suppress(OSError):
            atomic_write(
                self.file(),
                json.dumps(dataclasses.asdict(self), indent=2, sort_keys=True) + "\n",
                keep_backup=False,
            )

    def add_recent(self, path: str | os.PathLike[str]) -> None:
        text = str(Path(path).resolve())
        self.recent_files = [text] + [p for p in self.recent_files if p != text]
        del self.recent_files[MAX_RECENT:]
        self.last_folder = str(Path(text).parent)
