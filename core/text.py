"""Words the program says, kept as an English template and the values it names.

A front end shows a :class:`Text` in its own language: ``text.text()`` is the English,
``text.text(translate)`` another, where ``translate`` maps an English template to its
translation (a value that is a :class:`Text` itself is translated too). Overlay legends,
validator messages and the quest-logic model's explanations are all made this way, so a
message is translated when it is shown, never by matching finished English sentences.

Every template is a literal string at the place that says it (``say("zone {zone}",
zone=z)``): ``scripts/translations.py`` collects them for the translators.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

__all__ = ["Joined", "Text", "say", "shown"]


@dataclass(frozen=True)
class Text:
    """An English ``template`` with ``{named}`` fields and the ``values`` that fill them."""

    template: str
    values: Mapping[str, object] = field(default_factory=dict)

    def text(self, translate: Callable[[str], str] | None = None) -> str:
        """The text in the language of ``translate`` (English when ``None``)."""
        if not self.template:
            return ""
        values = {key: shown(value, translate) for key, value in self.values.items()}
        template = translate(self.template) if translate is not None else self.template
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # a translation that names a field its source does not: the English is safe
            return self.template.format(**values)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Joined:
    """Values shown one after the other with ``sep`` between them (Texts in the shown
    language): a list of clauses joined by "; " where ", " would mislead."""

    parts: tuple[object, ...]
    sep: str = ", "

    def __str__(self) -> str:
        return str(shown(self))


def say(template: str, **values: object) -> Text:
    """``Text(template, values)``: the short way to write a translatable message."""
    return Text(template, values)


def shown(value: object, translate: Callable[[str], str] | None = None) -> object:
    """``value`` as it is shown: a :class:`Text` in the language of ``translate``, a list or
    tuple of them joined with commas, anything else as it is."""
    if isinstance(value, Text):
        return value.text(translate)
    if isinstance(value, Joined):
        return value.sep.join(str(shown(part, translate)) for part in value.parts)
    if isinstance(value, (list, tuple)) and any(isinstance(v, Text) for v in value):
        return ", ".join(str(shown(v, translate)) for v in value)
    return value
