"""Test Play fits into the window as it is (issue #33, defect 4: starting it grew the main
window from 820 to 997 px tall and squeezed the Properties dock, and that squeezed layout
was saved, so Properties opened 60 px tall at the next start)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from questwright.editor.mainwindow import MainWindow
from questwright.editor.settings import Settings
from questwright.schema.catalog import bundled_quests_dir, default_catalog

from tests.editor.driver import settle

pytestmark = pytest.mark.gui

MD1 = bundled_quests_dir() / "md1" / "wardens-key.quest.json"


def _window(qtbot: Any, settings: Settings) -> MainWindow:
    win = MainWindow(settings, default_catalog())
    qtbot.addWidget(win)
    win.resize(1200, 820)
    win.show()
    qtbot.waitExposed(win)
    settle()
    return win


def test_test_play_neither_grows_the_window_nor_squeezes_properties(
    qapp: QApplication, qtbot: Any
) -> None:
    win = _window(qtbot, Settings())
    assert win.open_path(MD1, ask=False)
    settle()
    height, properties = win.height(), win.properties_dock.height()
    win.actions_["test_play"].trigger()
    settle()
    qtbot.wait(50)
    assert win.play_panel.session is not None and win.play_dock.isVisible()
    assert win.height() == height == 820
    assert win.properties_dock.height() >= properties - 2
    win.close()  # the layout is saved
    settle()
    again = _window(qtbot, Settings.load())
    assert again.properties_dock.height() >= properties - 2
    assert again.height() == 820
    again.close()


def test_the_event_log_and_your_view_show_ten_lines(qapp: QApplication, qtbot: Any) -> None:
    """Issue #33, defect 7: the event log and "Your view" were two or three lines tall and
    cut off; the panel now scrolls in its dock instead of squeezing them."""
    win = _window(qtbot, Settings())
    assert win.open_path(bundled_quests_dir() / "descent1" / "stone-tusk.quest.json", ask=False)
    settle()
    win.actions_["test_play"].trigger()
    settle()
    panel = win.play_panel
    lines = panel.log.fontMetrics().lineSpacing()
    assert panel.log.height() >= lines * 10
    panel.pages.setCurrentWidget(panel.board_view)
    settle()
    assert panel.board_view.height() >= lines * 10
    assert panel.actions_list.height() >= panel.actions_list.fontMetrics().lineSpacing() * 6
    assert win.height() == 820  # still no taller window
    win.close()


def test_health_tags_stay_off_the_neighbouring_figures() -> None:
    """#33 defect 7: with several enemies in a zone, a long health tag ("12+3") ran over
    the next figure. Every tag stays inside its own figure's spot."""
    from PySide6.QtCore import QRectF
    from questwright.editor.testplay import _layout, badge_box

    S = 100.0  # scene units per cell; the geometry scales with it
    for count in (2, 4, 9):
        spots = _layout([(0, 0)], count)
        for badge in ("3", "12", "12+3", "100+12"):
            for i, (x, y, r) in enumerate(spots):
                box, pixels = badge_box(x * S, y * S, r * S, badge)
                assert pixels >= 1
                for j, (ox, oy, orad) in enumerate(spots):
                    if i == j:
                        continue
                    other = QRectF((ox - orad) * S, (oy - orad) * S, 2 * orad * S, 2 * orad * S)
                    assert not box.intersects(other), (count, badge, i, j)
