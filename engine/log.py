"""The game log: lines that keep the template they were said with (issue #33).

``state.say("{hero} opens {door}", hero="h1", door="d2")`` appends a :class:`Line`: a
``str`` holding the English line ``"[r3] h1 opens d2"`` (what the golden transcripts,
``play`` in English and the tests read) that also keeps its round and its
:class:`~questwright.core.text.Text`, so a front end shows it in its own language with
:func:`shown_line` and a ``translate`` callable, as it shows validator messages. The
engine never imports a translation machinery.

A message said without values is shown as it is (translated, never formatted): quest
authors' texts and any older caller's finished sentence may hold braces.

In a state's JSON (``State.to_json``) ``"log"`` stays the list of English lines and an
optional ``"said"`` list beside it holds, per line, ``[round, template, values]`` (values
encoded by :func:`encode`) or ``null`` for a line that has none. A state saved before the
key existed loads with plain-string lines, shown in English.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from questwright.core.text import Joined, Text, say, shown
from questwright.engine.words import WORDS

__all__ = [
    "ENDING",
    "Line",
    "decode",
    "encode",
    "ending_reason",
    "load_log",
    "result_word",
    "said_json",
    "shown_line",
    "speaking",
    "spoken",
    "word",
]

#: the template of the line ``State.finish`` says ("WIN: the nemesis is destroyed")
ENDING = "{result}: {reason}"
_RESULTS = {"win": say("WIN"), "loss": say("LOSS")}

Translate = Callable[[str], str]


def result_word(result: str) -> Text | str:
    """``WIN``/``LOSS`` as a translatable Text (another result upper-cased as it is)."""
    return _RESULTS.get(result, result.upper())


class Line(str):
    """One line of the game log: its English text, round and the Text it was said with."""

    round: int
    said: Text | None
    _json: list[Any] | None

    def __new__(cls, round_: int, said: Text | None, english: str | None = None) -> Line:
        if english is None:
            body = "" if said is None else said.text() if said.values else said.template
            english = f"[r{round_}] {body}"
        line = super().__new__(cls, english)
        line.round = round_
        line.said = said
        line._json = None
        return line

    def __reduce__(self) -> tuple[Any, ...]:
        # copies and pickles (deepcopy, worker processes) rebuild the line with its Text
        return (Line, (self.round, self.said, str.__str__(self)))

    def shown(self, translate: Translate | None = None) -> str:
        """The line in the language of ``translate`` (English when ``None``)."""
        said = self.said
        if translate is None or said is None:
            return str.__str__(self)
        body = said.text(translate) if said.values else translate(said.template)
        return f"[r{self.round}] {body}"

    def to_json(self) -> list[Any]:
        """``[round, template, values]`` (made once: states are saved and compared often)."""
        if self._json is None:
            said = self.said
            assert said is not None
            self._json = [self.round, said.template, encode(said.values)]
        return self._json


def shown_line(line: str, translate: Translate | None = None) -> str:
    """A log line in the language of ``translate``; a plain string (a state saved before
    templates were kept) as it is."""
    return line.shown(translate) if isinstance(line, Line) else str(line)


def ending_reason(log: Sequence[str]) -> object | None:
    """The reason of the game's end as it was said (a Text or the quest's own words), from
    the line ``State.finish`` wrote; ``None`` if the log has none."""
    for line in reversed(log):
        if isinstance(line, Line) and line.said is not None and line.said.template == ENDING:
            return line.said.values.get("reason")
    return None


# --------------------------------------------------------------------------- JSON


def encode(value: object) -> Any:
    """A said value as JSON: a Text as ``{"say": template, "with": {…}}``, a Joined as
    ``{"join": […], "sep": sep}``, lists as lists, numbers and strings as they are (anything
    else as its English text)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Text):
        return {"say": value.template, "with": encode(value.values)}
    if isinstance(value, Joined):
        return {"join": [encode(part) for part in value.parts], "sep": value.sep}
    if isinstance(value, Mapping):
        return {str(key): encode(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [encode(item) for item in value]
    return str(value)


def decode(doc: Any) -> Any:
    """The value :func:`encode` wrote."""
    if isinstance(doc, dict):
        if "say" in doc:
            return Text(str(doc["say"]), decode(doc.get("with", {})))
        if "join" in doc:
            return Joined(tuple(decode(part) for part in doc["join"]), str(doc.get("sep", ", ")))
        return {key: decode(item) for key, item in doc.items()}
    if isinstance(doc, list):
        return [decode(item) for item in doc]
    return doc


def said_json(log: Sequence[str]) -> list[Any]:
    """The ``"said"`` list of a state's JSON: ``[round, template, values]`` or ``None`` per
    line of ``log``."""
    return [line.to_json() if isinstance(line, Line) and line.said else None for line in log]


def load_log(lines: Sequence[str], said: Sequence[Any] | None) -> list[str]:
    """The log saved as ``lines`` (English) and ``said`` (absent in older states)."""
    if not said or len(said) != len(lines):
        return list(lines)
    log: list[str] = []
    for text, entry in zip(lines, said, strict=True):
        if entry is None:
            log.append(text)
        else:
            round_, template, values = entry
            log.append(Line(int(round_), Text(str(template), decode(values)), text))
    return log


def word(value: object) -> object:
    """A word of the rules' vocabulary given as a value (a die face, a cause, the kind of a
    token): a Text, shown translated, when :mod:`.words` lists it; anything else (a hero's
    label, a monster's name from the game data) as it is."""
    if isinstance(value, str) and value in _VOCABULARY:
        return Text(value)
    return value


_VOCABULARY = frozenset(w.template for w in WORDS)


# --------------------------------------------------------------------------- text boards

#: the language a front end asked the text board in (``None``: English)
_SPEAKING: ContextVar[Translate | None] = ContextVar("questwright_speaking", default=None)


@contextmanager
def speaking(translate: Translate | None) -> Iterator[None]:
    """Within the block, :func:`spoken` says things in the language of ``translate``: a
    front end draws a state's text board (``render``, ``observation_string``) in it
    without the rulesets' ``render`` taking a language."""
    token = _SPEAKING.set(translate)
    try:
        yield
    finally:
        _SPEAKING.reset(token)


def spoken(text: object) -> str:
    """``text`` (a Text, or a plain string as it is) in the language of the enclosing
    :func:`speaking` block, English outside one: how a text board says its words."""
    return str(shown(text, _SPEAKING.get()))
