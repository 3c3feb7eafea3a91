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
key existed loads with plain-string lines, shown in English. A line said with a count
(:func:`~questwright.core.text.say_n`) has its plural template and the name of its count
after the values: ``[round, singular, values, plural, count]``.
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
    """One line of the game log: its English text, its round, and the template and values
    it was said with (``said``)."""

    #: ``(round, template, values)``, one attribute: a game writes a line every few actions
    said_as: tuple[int, str, Mapping[str, object]]
    #: ``(plural template, name of the count)`` of a line said with :func:`say_n`
    plural_as: tuple[str, str] | None = None
    #: the line's JSON, made once (states are saved and compared often)
    _json: list[Any] | None = None

    def __new__(
        cls,
        round_: int,
        message: str | Text,
        values: Mapping[str, object],
        english: str | None = None,
    ) -> Line:
        plural: tuple[str, str] | None = None
        if isinstance(message, Text):
            values = message.values
            if message.plural:
                plural = (message.plural, message.count)
            message = message.template
        if english is None:
            # str.format shows a Text value by its str(), its English; a list of Texts
            # goes in as a Joined
            if plural is not None:
                body = Text(message, values, *plural).text()
            else:
                body = message.format_map(values) if values else message  # type: ignore[union-attr]
            english = f"[r{round_}] {body}"
        line = str.__new__(cls, english)
        line.said_as = (round_, message, values)  # type: ignore[assignment]
        if plural is not None:
            line.plural_as = plural
        return line

    @property
    def round(self) -> int:
        return self.said_as[0]

    @property
    def template(self) -> str:
        return self.said_as[1]

    @property
    def values(self) -> Mapping[str, object]:
        return self.said_as[2]

    @property
    def said(self) -> Text:
        """The line's template and values as a :class:`~questwright.core.text.Text`."""
        if self.plural_as is not None:
            return Text(self.said_as[1], self.said_as[2], *self.plural_as)
        return Text(self.said_as[1], self.said_as[2])

    def __reduce__(self) -> tuple[Any, ...]:
        # copies and pickles (deepcopy, worker processes) rebuild the line with its template
        return (_rebuild, (*self.said_as, str.__str__(self), self.plural_as))

    def shown(self, translate: Translate | None = None) -> str:
        """The line in the language of ``translate`` (English when ``None``)."""
        if translate is None:
            return str.__str__(self)
        plain = not self.values and self.plural_as is None
        body = translate(self.template) if plain else self.said.text(translate)
        return f"[r{self.round}] {body}"

    def to_json(self) -> list[Any]:
        """``[round, template, values]``, and ``plural, count`` after them for a line said
        with a count (:func:`~questwright.core.text.say_n`)."""
        if self._json is None:
            self._json = [self.round, self.template, encode(self.values)]
            if self.plural_as is not None:
                self._json.extend(self.plural_as)
        return self._json


def _rebuild(
    round_: int,
    template: str,
    values: Mapping[str, object],
    english: str,
    plural: tuple[str, str] | None = None,
) -> Line:
    """A copied or unpickled :class:`Line`."""
    if plural is None:
        return Line(round_, template, values, english)
    return Line(round_, Text(template, values, *plural), values, english)


def shown_line(line: str, translate: Translate | None = None) -> str:
    """A log line in the language of ``translate``; a plain string (a state saved before
    templates were kept) as it is."""
    return line.shown(translate) if isinstance(line, Line) else str(line)


def ending_reason(log: Sequence[str]) -> object | None:
    """The reason of the game's end as it was said (a Text or the quest's own words), from
    the line ``State.finish`` wrote; ``None`` if the log has none."""
    for line in reversed(log):
        if isinstance(line, Line) and line.template == ENDING:
            return line.values.get("reason")
    return None


# --------------------------------------------------------------------------- JSON


def encode(value: object) -> Any:
    """A said value as JSON: a Text as ``{"say": template, "with": {…}}``, a Joined as
    ``{"join": […], "sep": sep}``, lists as lists, numbers and strings as they are (anything
    else as its English text)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Text):
        if value.plural:
            return {
                "say": value.template,
                "plural": value.plural,
                "count": value.count,
                "with": encode(value.values),
            }
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
            plural = str(doc.get("plural", ""))
            count = str(doc.get("count", "")) if plural else ""
            return Text(str(doc["say"]), decode(doc.get("with", {})), plural, count)
        if "join" in doc:
            return Joined(tuple(decode(part) for part in doc["join"]), str(doc.get("sep", ", ")))
        return {key: decode(item) for key, item in doc.items()}
    if isinstance(doc, list):
        return [decode(item) for item in doc]
    return doc


def said_json(log: Sequence[str]) -> list[Any]:
    """The ``"said"`` list of a state's JSON: ``[round, template, values]`` or ``None`` per
    line of ``log``."""
    return [line.to_json() if isinstance(line, Line) else None for line in log]


def load_log(lines: Sequence[str], said: Sequence[Any] | None) -> list[str]:
    """The log saved as ``lines`` (English) and ``said`` (absent in older states)."""
    if not said or len(said) != len(lines):
        return list(lines)
    log: list[str] = []
    for text, entry in zip(lines, said, strict=True):
        if entry is None:
            log.append(text)
        else:
            round_, template, values, *plural = entry
            message: str | Text = str(template)
            if len(plural) == 2:
                message = Text(str(template), decode(values), str(plural[0]), str(plural[1]))
            log.append(Line(int(round_), message, decode(values), text))
    return log


def word(value: object) -> object:
    """A word of the rules' vocabulary given as a value (a die face, a cause, the kind of a
    token): a Text, shown translated, when :mod:`.words` lists it; anything else (a hero's
    label, a monster's name from the game data) as it is."""
    if isinstance(value, str):
        return _VOCABULARY.get(value, value)
    return value


#: one Text per word (Texts are frozen: a game says the same few words thousands of times)
_VOCABULARY: dict[str, Text] = {w.template: Text(w.template) for w in WORDS}


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
