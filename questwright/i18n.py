"""Languages of Questwright, Qt-free: which one to use, and gettext for the command line.

The editor translates through Qt (:mod:`questwright.editor.i18n`), the command line through
gettext with the catalogs in ``questwright/locale/<lang>/LC_MESSAGES/questwright.mo``
(sources: the ``.po`` files beside them, kept up to date by ``scripts/translations.py``).
Both pick the language the same way (:func:`resolve`): an explicit choice (``--lang``,
``QUESTWRIGHT_LANG``, the editor's preference) first, then the system's languages; English
when nothing we have is asked for.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Iterable
from pathlib import Path

__all__ = [
    "LANGUAGES",
    "cli_language",
    "env_languages",
    "gettext_for",
    "install_cli_language",
    "normalize",
    "ntr",
    "resolve",
    "said_translator",
    "tr",
]

#: the languages Questwright speaks, by code, with their own names
LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch"}
DOMAIN = "questwright"

_translation: gettext.NullTranslations = gettext.NullTranslations()


def locale_dir() -> Path:
    return Path(__file__).parent / "locale"


def normalize(tag: str | None) -> str | None:
    """``fr_FR.UTF-8``, ``fr-CA`` or ``FR`` → ``fr``; None for an empty tag or ``C``/``POSIX``."""
    if not tag:
        return None
    code = tag.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return None if code in ("", "c", "posix") else code


def resolve(candidates: Iterable[str | None]) -> str:
    """The first candidate that names a language we speak (else English).

    A candidate may be a list in the ``LANGUAGE`` style (``fr:de``).
    """
    for candidate in candidates:
        for part in (candidate or "").split(":"):
            code = normalize(part)
            if code in LANGUAGES:
                return code
    return "en"


def env_languages() -> list[str]:
    """The languages the environment asks for, as gettext reads them."""
    found: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            found.append(value)
            if name != "LANGUAGE":
                break  # the first locale variable set decides, as in C
    return found


def cli_language(explicit: str | None = None) -> str:
    """The command line's language: ``--lang``, ``QUESTWRIGHT_LANG``, then the environment."""
    return resolve([explicit, os.environ.get("QUESTWRIGHT_LANG"), *env_languages()])


def gettext_for(language: str) -> gettext.NullTranslations:
    """The gettext catalog of ``language`` (a null one for English or a missing catalog)."""
    if language == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, locale_dir(), languages=[language], fallback=True)


def install_cli_language(explicit: str | None = None) -> str:
    """Make :func:`tr` speak the command line's language; the language chosen."""
    global _translation
    language = cli_language(explicit)
    _translation = gettext_for(language)
    return language


def said_translator() -> Callable[[str], str] | None:
    """What :class:`questwright.core.text.Text` needs to speak the command line's language
    (validator messages and hints: their templates are in the same catalog, plural forms
    by ``ngettext``); ``None`` in English."""
    return None if type(_translation) is gettext.NullTranslations else _said


class _Said:
    """:func:`tr` with gettext's ``ngettext`` beside it (``core.text.Translator``)."""

    def __call__(self, message: str) -> str:
        return tr(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return ntr(singular, plural, n)


_said = _Said()


def tr(message: str) -> str:
    """``message`` in the command line's language (the ``_`` of gettext)."""
    return _translation.gettext(message)


def ntr(singular: str, plural: str, n: int) -> str:
    """``singular`` or ``plural`` (``{count}`` templates) as ``n`` asks, in the command
    line's language (gettext's ``ngettext``: French says the singular for 0 and 1)."""
    return _translation.ngettext(singular, plural, n)
