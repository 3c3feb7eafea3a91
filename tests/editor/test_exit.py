"""The editor process exits cleanly after copying to the clipboard (no crash at exit)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
from PySide6.QtCore import QMimeData, QTimer
from PySide6.QtWidgets import QApplication
from questwright.editor.app import _release_clipboard
app = QApplication([])
app.aboutToQuit.connect(_release_clipboard)
data = QMimeData()
data.setData("application/x-questwright", b"{}")
QApplication.clipboard().setMimeData(data)
QTimer.singleShot(0, app.quit)
app.exec()
print("clean")
"""


def test_process_with_clipboard_data_exits_cleanly() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60, env=env
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "clean"
