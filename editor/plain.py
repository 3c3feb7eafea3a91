"""Text from files in the editor's widgets: shown as plain text, never as rich text.

Qt guesses: a label, a tooltip or a message box whose text starts like HTML (``<b>``,
``<img src=…>``, ``<a href=…>``) is drawn as rich text. A quest title, a tile name, a pack
name or an error message quoting them is a stranger's text, so it must never be guessed
into markup. Two tools, one for each way such text reaches a widget:

- :func:`plain` for a text shown on its own in a widget that guesses (message boxes,
  tooltips, labels left on auto): it becomes rich text that draws exactly the characters
  given (line breaks kept);
- :func:`escaped` for file text put inside the editor's own rich text (a bold heading, the
  simulation summary).

The command line's counterpart is :func:`questwright.schema.text.safe_text`.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtGui import Qt

__all__ = ["escaped", "plain"]


def plain(text: Any) -> str:
    """``text`` as rich text that shows exactly its characters (for widgets that guess)."""
    # normal white space: long messages wrap (the default, "pre", makes every space hard)
    return Qt.convertFromPlainText(str(text), Qt.WhiteSpaceMode.WhiteSpaceNormal)


def escaped(text: Any) -> str:
    """``text`` escaped for the inside of the editor's own rich text."""
    return html.escape(str(text), quote=False)
