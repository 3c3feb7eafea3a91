"""Text from files made safe to show: control and escape characters written visibly.

A quest title, a pack name, a tile label or a message quoting them comes from a file that a
stranger may have written. Printed as it is, an escape sequence in it reaches the terminal
(a window title, a cleared screen, colours, a hyperlink), a bidirectional override reverses
what follows it, and a carriage return overwrites the start of the line. :func:`safe_text`
is the one place that decides what is shown as an escape: C0 and C1 controls and DEL, Unicode
format characters (bidirectional overrides and isolates, zero-width characters, the byte
order mark, tags), line and paragraph separators and lone surrogates; each becomes a
``\\uXXXX`` escape (astral characters as their UTF-16 pair), which reads plainly in a
terminal and means the same character inside a JSON string, so JSON printed through it
stays valid and equal. The command line passes everything it prints through it
(:class:`SafeStream`); the editor shows such strings as plain text, never rich text.
"""

from __future__ import annotations

import re
from typing import Any, TextIO

__all__ = ["SafeStream", "safe_text"]

#: Unicode categories shown as escapes: controls, format characters, surrogates, line and
#: paragraph separators (printing them moves, hides or reorders what a person reads)
UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})

#: every code point of :data:`UNSAFE_CATEGORIES` (Unicode 15, and the Cf block ends
#: reserved for more), written out so that no table is built at start-up; a test checks it
#: against this Python's ``unicodedata``
_UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2"
    "\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ud800-\udfff\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3"
    "\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]"
)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code > 0xFFFF:  # as a UTF-16 pair, the form JSON reads
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def safe_text(text: Any, keep: str = "") -> str:
    """``text`` (made a string) with every control, escape and invisible format character
    written as a visible ``\\uXXXX`` escape; characters in ``keep`` (e.g. ``"\\n\\t"`` for
    whole outputs) are left alone.

    >>> safe_text("Evil\\x1b]0;owned\\x07 pack\\u202e")
    'Evil\\\\u001b]0;owned\\\\u0007 pack\\\\u202e'
    >>> safe_text("two\\nlines", keep="\\n")
    'two\\nlines'
    """
    text = str(text)
    if not keep:
        return _UNSAFE.sub(_escape, text)
    return _UNSAFE.sub(lambda m: m.group() if m.group() in keep else _escape(m), text)


class SafeStream:
    """A text stream that writes everything through :func:`safe_text`, keeping line
    breaks and tabs (the command line's own layout); every other attribute (``buffer`` for
    binary output, ``fileno``, ``isatty``, ``encoding``…) is the wrapped stream's."""

    def __init__(self, stream: TextIO) -> None:
        self.wrapped = stream

    def write(self, text: str) -> int:
        self.wrapped.write(safe_text(text, keep="\n\t"))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.wrapped, name)
