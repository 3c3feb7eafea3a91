"""What the editor's start leaves until after the first frame (issue #33, start speed): the
first validation waits for the window's first painted frame, so that the validation worker
importing the validators does not share the interpreter with it."""

from __future__ import annotations

from typing import Any

import pytest
from questwright.editor.mainwindow import MainWindow
from questwright.editor.settings import Settings
from questwright.schema.catalog import bundled_quests_dir, default_catalog

pytestmark = pytest.mark.gui

QUEST = bundled_quests_dir() / "md1" / "wardens-key.quest.json"


def test_the_first_validation_waits_for_the_first_frame(qtbot: Any) -> None:
    win = MainWindow(Settings(), default_catalog(), validate_after_paint=True)
    qtbot.addWidget(win)
    win.open_path(QUEST, ask=False)
    runner = win.runner
    assert runner is not None
    qtbot.wait(400)  # longer than the first validation's delay
    assert runner.revision < 0 and not runner.busy  # nothing validated yet
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: runner.revision >= 0, timeout=30_000)
    assert runner.issues  # wardens-key has its infos
    runner.shutdown()


def test_a_window_validates_at_once_by_default(qtbot: Any) -> None:
    win = MainWindow(Settings(), default_catalog())
    qtbot.addWidget(win)
    win.open_path(QUEST, ask=False)
    runner = win.runner
    assert runner is not None
    qtbot.waitUntil(lambda: runner.revision >= 0, timeout=30_000)  # never shown
    runner.shutdown()


def test_after_show_starts_a_held_validation(qtbot: Any) -> None:
    win = MainWindow(Settings(), default_catalog(), validate_after_paint=True)
    qtbot.addWidget(win)
    runner = win.runner
    assert runner is not None
    win.after_show()  # the start's fallback when no frame was painted yet
    qtbot.waitUntil(lambda: runner.revision >= 0, timeout=30_000)
    runner.shutdown()
