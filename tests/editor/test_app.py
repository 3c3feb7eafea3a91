"""Launching the editor: ``python -m questwright.editor.app QUEST`` opens a real window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from questwright.schema.catalog import bundled_quests_dir

QUEST = bundled_quests_dir() / "descent1" / "stone-tusk.quest.json"


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env.update(
        QUESTWRIGHT_CONFIG_DIR=str(tmp_path / "c"),
        QUESTWRIGHT_STATE_DIR=str(tmp_path / "s"),
        QUESTWRIGHT_LOG_DIR=str(tmp_path / "l"),
        **extra,
    )
    return env


def test_launch_opens_the_quest_and_shows_the_window(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "questwright.editor.app", str(QUEST), "--quit-after-show"],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(tmp_path, QT_QPA_PLATFORM="offscreen"),
    )
    assert result.returncode == 0, result.stderr
    seconds = float(result.stdout.split("shown", 1)[1].split()[0])
    assert 0 < seconds < 30  # the benchmark, not this test, holds the 1 s target


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="display detection is for Linux")
def test_without_a_display_it_says_so_instead_of_hanging(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "questwright.editor.app", str(QUEST)],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(tmp_path),
    )
    assert result.returncode == 2
    assert "no display" in result.stderr


def test_copy_then_quit_exits_cleanly(tmp_path: Path) -> None:
    """A QMimeData handed to the clipboard crashes PySide6 at exit; copies are plain text."""
    script = tmp_path / "copy_quit.py"
    script.write_text(
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from questwright.editor.mainwindow import MainWindow\n"
        "from questwright.editor.settings import Settings\n"
        "w = MainWindow(Settings())\n"
        "w.show()\n"
        f"w.open_path({str(QUEST)!r}, ask=False)\n"
        "w.select_all()\n"
        "assert w.copy()\n"
        "QTimer.singleShot(100, w.close)\n"
        "raise SystemExit(app.exec())\n",
        encoding="utf-8",
    )
    result = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(tmp_path, QT_QPA_PLATFORM="offscreen"),
    )
    assert result.returncode == 0, result.stderr[-2000:]


def test_the_window_shows_without_loading_the_game_engine(tmp_path: Path) -> None:
    """Start-up leaves the engine (Test Play's game, every ruleset) until it is used: they
    cost about a second before the window could show. The Play action still knows whether
    the quest's system can be played."""
    script = (
        "import sys\n"
        "from questwright.editor import app\n"
        f"assert app.main([{str(QUEST)!r}, '--quit-after-show']) == 0\n"
        "print('loaded', sorted(m for m in sys.modules if m.startswith("
        "('questwright.engine.play', 'questwright.engine.rulesets.'))))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(tmp_path, QT_QPA_PLATFORM="offscreen"),
    )
    assert result.returncode == 0, result.stderr
    assert "loaded []" in result.stdout, result.stdout


def test_which_systems_can_be_played_is_known_without_importing_them() -> None:
    from questwright.editor.testplay import has_ruleset
    from questwright.engine.registry import registered_rulesets

    for system in registered_rulesets():
        assert has_ruleset(system)
    assert not has_ruleset("no-such-game")
    assert not has_ruleset("nosuchgame")


def test_a_system_without_rules_is_answered_without_importing_the_rulesets() -> None:
    """A quest of a system nobody plays (a benchmark's, a third party's) used to import every
    ruleset (about a second) to word the Test Play tooltip."""
    script = (
        "import sys\n"
        "from questwright.editor.testplay import _known, has_ruleset\n"
        "print(has_ruleset('nosuchgame'), _known())\n"
        "print([m for m in sys.modules if m.startswith('questwright.engine.rulesets.')])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["False ddd, descent1, machina, md1, md2", "[]"]
