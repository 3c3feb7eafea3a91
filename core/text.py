"""Words the program says, kept as an English template and the values it names.

A front end shows a :class:`Text` in its own language: ``text.text()`` is the English,
``text.text(translate)`` another, where ``translate`` maps an English template to its
translation (a value that is a :class:`Text` itself is translated too). Overlay legends,
validator messages and the quest-logic model's explanations are all made this way, so a
message is translated when it is shown, never by matching finished English sentences.

Every template is a literal string at the place that says it (``say("zone {zone}",
zone=z)``): ``scripts/translations.py`` collects them for the translators.

A message with a count has a singular and a plural template, as gettext's ``ngettext``
(``say_n("{count} zombie rises", "{count} zombies rise", count=n)``): the language's plural
rule chooses the form (:data:`PLURAL_RULES`: English and German say the singular for 1 only,
French for 0 and 1). A ``translate`` callable that knows plural forms has an ``ngettext``
attribute (``translate.ngettext(singular, plural, n)``, :class:`Translator`), as has the
catalog of a bound ``GNUTranslations.gettext``; any other is given the English form that
``n`` chooses.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

__all__ = [
    "PLURAL_RULES",
    "Joined",
    "Text",
    "Translator",
    "english_form",
    "plural_index",
    "say",
    "say_n",
    "shown",
]

#: per language, the index of the plural form a count takes (gettext's ``plural=`` expression;
#: the catalogs' own headers say the same)
PLURAL_RULES: dict[str, Callable[[int], int]] = {
    "en": lambda n: int(n != 1),
    "de": lambda n: int(n != 1),
    "fr": lambda n: int(n > 1),
}


def plural_index(language: str, n: int) -> int:
    """Which form (0 singular, 1 plural) ``language`` uses for ``n`` (English's rule for a
    language not in :data:`PLURAL_RULES`)."""
    return PLURAL_RULES.get(language, PLURAL_RULES["en"])(abs(n))


def english_form(singular: str, plural: str, n: int) -> str:
    """The English template for the count ``n``: ``singular`` for 1, else ``plural``."""
    return plural if plural_index("en", n) else singular


def english_count(n: int, singular: str, plural: str | None = None) -> str:
    """``n`` and its noun in English, for a message that is English only (a pack problem's
    line, an exception): ``english_count(1, "quest")`` is "1 quest", ``(3, "quest")`` "3
    quests" (``plural`` when adding "s" is wrong)."""
    return f"{n} {english_form(singular, plural or singular + 's', n)}"


class Translator(Protocol):
    """A ``translate`` callable that also knows plural forms (gettext's ``ngettext``)."""

    def __call__(self, template: str, /) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...


@dataclass(frozen=True)
class Text:
    """An English ``template`` with ``{named}`` fields and the ``values`` that fill them.

    With a ``plural`` template the value named ``count`` chooses between ``template`` (the
    singular) and ``plural`` by the shown language's rule (:func:`say_n`)."""

    template: str
    values: Mapping[str, object] = field(default_factory=dict)
    plural: str = ""
    count: str = ""

    def chosen(self, translate: Callable[[str], str] | None = None) -> str:
        """The template to fill: the translation of ``template`` (or of the form the count
        chooses)."""
        if not self.plural:
            return translate(self.template) if translate is not None else self.template
        n = _count(self.values.get(self.count, 0))
        ngettext = getattr(translate, "ngettext", None)
        if ngettext is None:  # a bound ``gettext`` method: its catalog's ``ngettext``
            ngettext = getattr(getattr(translate, "__self__", None), "ngettext", None)
        if ngettext is not None:
            return str(ngettext(self.template, self.plural, n))
        english = english_form(self.template, self.plural, n)
        return translate(english) if translate is not None else english

    def text(self, translate: Callable[[str], str] | None = None) -> str:
        """The text in the language of ``translate`` (English when ``None``)."""
        if not self.template:
            return ""
        values = {key: shown(value, translate) for key, value in self.values.items()}
        template = self.chosen(translate)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # a translation that names a field its source does not: the English is safe
            return self.chosen(None).format(**values)

    def __str__(self) -> str:
        return self.text()


def _count(value: object) -> int:
    if isinstance(value, int):
        return value
    try:
        return int(str(value))
    except ValueError:
        return 0


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


def say_n(singular: str, plural: str, /, by: str = "count", **values: object) -> Text:
    """A message with a count: ``singular`` or ``plural`` as the value named ``by`` (an
    int, ``count`` unless told) asks in the shown language (``ngettext``). Both templates are
    literal strings at the call, the value is among ``values``::

        say_n("{count} zombie rises in {zone}", "{count} zombies rise in {zone}",
              count=n, zone=z)
    """
    if by not in values:
        raise TypeError(f"say_n: no value named {by!r}")
    return Text(singular, values, plural, by)


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
