"""The overlay legend stays in the canvas's corner while the board scrolls under it.

A legend painted into the viewport is scrolled with the board (QGraphicsView moves the
pixels already painted and repaints only the strip that came into view), so it smeared
across the canvas. The legend is a widget over the viewport instead."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor
from questwright.editor.mainwindow import MainWindow
from questwright.schema.catalog import bundled_quests_dir


def test_the_legend_is_not_painted_into_the_scrolled_canvas(window: MainWindow, qtbot: Any) -> None:
    assert window.open_path(bundled_quests_dir() / "ddd" / "house-ashgrove.quest.json", ask=False)
    view = window.view
    view.resize(900, 600)
    view.set_zoom(2.0)
    qtbot.wait(10)
    bare = QColor(view.viewport().grab().toImage().pixel(14, 14))
    view.set_legend("7 cameras see 13 rooms")
    qtbot.wait(10)
    # the viewport's own pixels under the legend are the board's, not the legend box's
    assert QColor(view.viewport().grab().toImage().pixel(14, 14)) == bare
    label = view.legend_label
    assert label.isVisible() and "13 rooms" in label.text()
    assert label.parent() is view and label.parent() is not view.viewport()
    before = label.geometry()
    bar = view.horizontalScrollBar()
    bar.setValue(bar.value() + 120)
    view.verticalScrollBar().setValue(view.verticalScrollBar().value() + 80)
    qtbot.wait(10)
    assert label.geometry() == before  # it did not move with the board
    view.set_legend("")
    assert not label.isVisible()


def test_a_long_legend_is_elided_to_the_canvas(window: MainWindow, qtbot: Any) -> None:
    view = window.view
    view.resize(400, 300)
    view.set_legend("reach: " + "zone, " * 100)
    qtbot.wait(10)
    label = view.legend_label
    assert label.geometry().right() <= view.viewport().geometry().right()
    assert label.text().endswith("…") and label.toolTip().startswith("reach: zone")


def test_a_legend_longer_than_the_canvas_wraps_instead_of_being_cut(
    window: MainWindow, qtbot: Any
) -> None:
    """Issue #33, defect 8: the camera coverage legend was cut off at the canvas's width."""
    view = window.view
    view.resize(500, 400)
    legend = "7 cameras see 13 rooms · rooms seen twice: " + ", ".join(
        f"r{r}c{c}:room" for r in range(1, 4) for c in range(1, 4)
    )
    view.set_legend(legend)
    qtbot.wait(10)
    label = view.legend_label
    assert label.text() == legend  # whole, on several lines
    assert label.height() > label.fontMetrics().height() * 1.5
    assert label.geometry().right() <= view.viewport().geometry().right()
