"""File text is shown as plain text in the editor, never as rich text (issue #34, item 3):
what Qt would guess into markup (``<b>``, ``<img>``, ``<a href>``) is drawn as the
characters it is, in message boxes, tooltips and the editor's own rich labels."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtGui import Qt, QTextDocument
from questwright.editor.mainwindow import MainWindow
from questwright.editor.plain import escaped, plain

from tests.editor.conftest import Answers

HOSTILE = [
    "<b>bold</b> pack",
    "<img src='file:///etc/passwd'>",
    '<a href="https://example.invalid">click</a> & more',
    "two\nlines  spaced",
    "&lt;not an entity&gt;",
]


def _shown(rich: str) -> str:
    document = QTextDocument()
    document.setHtml(rich)
    return (
        document.toPlainText().replace("\xa0", " ").replace("\u2029", "\n").replace("\u2028", "\n")
    )


@pytest.mark.parametrize("text", HOSTILE)
def test_plain_draws_exactly_the_characters(qtbot: object, text: str) -> None:
    assert Qt.mightBeRichText(plain(text))  # no further guessing: it is rich text already
    # every character as given, except that runs of spaces show as one (so long lines wrap)
    assert _shown(plain(text)) == re.sub(" +", " ", text)
    assert _shown(f"<b>{escaped(text)}</b>") == text.replace("\n", " ").replace("  ", " ")


def test_an_open_error_quoting_the_file_is_plain(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    path = tmp_path / "<b>evil<b>.quest.json"
    path.write_text(json.dumps({"format": "<img src=x>"}), encoding="utf-8")
    assert not window.open_path(path, ask=False)
    (warning,) = answers.warnings
    text = warning.split(" ", 1)[1]  # the title, then the text
    shown = _shown(text) if Qt.mightBeRichText(text) else text  # what the box draws
    assert "<b>evil<b>.quest.json" in shown
