"""A restored session validates every tab: the first validations of several tabs run in
worker threads at once, and each must see every rule (issue #33, defect 1: the second of two
tabs of the same quest showed "0 infos" until F5, because the rule modules were still being
imported by the first tab's worker)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
MD1 = ROOT / "quests" / "md1" / "wardens-key.quest.json"

#: a fresh editor process (no rule imported yet) that reopens the last session
CHILD = textwrap.dedent(
    """
    import json, sys, time
    from PySide6.QtWidgets import QApplication
    from questwright.editor.mainwindow import MainWindow
    from questwright.editor.settings import Settings
    from questwright.schema.catalog import default_catalog

    app = QApplication([])
    from questwright.editor.i18n import install_language
    install_language(app, "en")  # as app.py does
    settings = Settings()
    settings.reopen_last = True
    settings.open_files = sys.argv[1:]
    settings.last_file = sys.argv[-1]
    win = MainWindow(settings, default_catalog())
    win.show()
    opened = win.reopen_previous()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not all(
        t.runner.revision == t.doc.revision and t.counts is not None for t in win.tabs
    ):
        app.processEvents()
        time.sleep(0.01)
    for _ in range(5):
        app.processEvents()
    shown = [
        {
            "counts": list(t.counts or ()),
            "rows": t.problems.tree.topLevelItemCount(),
            "status": t.problems.status.text(),
        }
        for t in win.tabs
    ]
    for t in win.tabs:
        t.runner.shutdown()
    print(json.dumps({"opened": opened, "tabs": shown}))
    """
)


def test_a_restored_session_shows_every_tabs_problems(tmp_path: Path) -> None:
    copies = []
    for name in ("quests", "installed"):  # the bundled quest and an installed copy of it
        copy = tmp_path / name / MD1.name
        copy.parent.mkdir()
        shutil.copy(MD1, copy)
        copies.append(str(copy))
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QUESTWRIGHT_CONFIG_DIR=str(tmp_path / "config"),
        QUESTWRIGHT_STATE_DIR=str(tmp_path / "state"),
        QUESTWRIGHT_LOG_DIR=str(tmp_path / "log"),
        QUESTWRIGHT_LANG="en",
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *copies],
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["opened"] == 2
    for tab in report["tabs"]:  # wardens-key has three infos
        assert tab["counts"] == [0, 0, 3], tab
        assert tab["rows"] == 3 and "3 infos" in tab["status"], tab
