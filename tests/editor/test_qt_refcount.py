"""Guard against the PySide6 6.12.0 + CPython 3.11 bug: void Qt methods leak a ref of None.

On that pair every call of a wrapped method returning ``void`` drops
``sys.getrefcount(None)`` by one, and the interpreter aborts after a few thousand calls
(``none_dealloc``). pyproject pins PySide6 below 6.12 on 3.11; this test fails if a broken
build sneaks in. (On CPython ≥ 3.12 ``None`` is immortal and the count never moves.)
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsRectItem


def test_void_qt_calls_leave_the_refcount_of_none_alone(qapp) -> None:  # type: ignore[no-untyped-def]
    item = QGraphicsRectItem(0, 0, 10, 10)
    pen = QPen()
    before = sys.getrefcount(None)
    for i in range(10_000):
        item.setPos(i, i)
        pen.setWidth(i % 5)
    after = sys.getrefcount(None)
    assert abs(after - before) < 200, f"refcount of None moved by {after - before}"
