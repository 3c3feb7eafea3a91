"""The editor's languages: Qt translators for our strings and Qt's own, and the choice of one.

Every user-visible string of the editor goes through Qt's translation system: ``self.tr()``
in QObject classes, :func:`translate` (``QCoreApplication.translate``) elsewhere, and
``QT_TRANSLATE_NOOP`` for tables built at import time, translated where they are shown
(``translate(context, text, "", PLURAL, n)`` when the text shows a count ``%n``). The
sources are ``resources/translations/questwright_<lang>.ts`` (``scripts/translations.py``
updates them with ``pyside6-lupdate`` and compiles the ``.qm`` files shipped beside them).
Names from the game data (token types, edge and terrain kinds) are translated in the
``GameData`` context (:func:`data_label`).

The language is, in order: ``--lang``, ``QUESTWRIGHT_LANG``, the Preferences choice, the
system's languages (:func:`questwright.i18n.resolve`); English when none of them is
available.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from questwright.core.text import Text, english_form, plural_index
from questwright.schema.labels import localised

from questwright.i18n import LANGUAGES, resolve

__all__ = [
    "LANGUAGES",
    "PLURAL",
    "QT_TRANSLATE_NOOP",
    "current_language",
    "data_label",
    "install_language",
    "issue_hint",
    "issue_message",
    "said",
    "said_translator",
    "system_languages",
    "translate",
    "translations_dir",
]

#: the fourth argument of :func:`translate` for a text with a count ``%n`` in it
PLURAL = "plural"


def translate(
    context: str,
    text: str,
    disambiguation: str | None = None,
    plural: str | None = None,
    n: int = -1,
) -> str:
    """``QCoreApplication.translate``: ``text`` of ``context`` in the current language.

    A text showing a count is written ``translate(context, "%n game(s)", "", PLURAL, n)``:
    ``pyside6-lupdate`` only marks a message as having plural forms (``numerus``) when it sees
    Qt 4's five-argument call (whose fourth argument was an encoding). Keep such a call on
    one line with a plain name as the count: lupdate skips a call whose arguments end in a
    trailing comma, and hangs on a string literal inside the count (``int(d["n"])``).
    ``tests/editor/test_translation_coverage.py`` checks both.
    """
    del plural  # only there for lupdate to see
    return QCoreApplication.translate(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` where it is defined (a table built at
    import time); it is translated where it is shown, with ``translate(context, text)``.
    Typed: PySide6's own returns ``object``."""
    return text


_installed: list[QTranslator] = []
_current = "en"


def translations_dir() -> Path:
    return Path(__file__).parent / "resources" / "translations"


def said_translator() -> Callable[[str], str] | None:
    """What :class:`questwright.core.text.Text` needs to speak the current language: a
    template's translation in the ``Messages`` context (``None`` in English)."""
    if _current == "en":
        return None
    return _said


class _Said:
    """A template's translation in the ``Messages`` context; a counted one
    (:func:`questwright.core.text.say_n`) is a numerus message keyed by its singular, whose
    form Qt chooses by the language's plural rule (``core.text.Translator``)."""

    def __call__(self, template: str) -> str:
        return translate("Messages", template)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        found = translate("Messages", singular, "", PLURAL, n)
        if found == singular and plural_index(_current, n):
            # not translated (Qt gives the source back): the English plural
            return english_form(singular, plural, n)
        return found


_said = _Said()


def said(text: Any) -> str:
    """A :class:`~questwright.core.text.Text` (an overlay legend, a validator message…) in
    the current language; anything else as ``str``."""
    if isinstance(text, Text):
        return text.text(said_translator())
    return str(text)


def issue_message(issue: Any) -> str:
    """An issue's message in the current language (English when it has no template)."""
    message_in = getattr(issue, "message_in", None)
    return str(message_in(said_translator())) if message_in else str(issue.message)


def issue_hint(issue: Any) -> str | None:
    """An issue's hint in the current language (``None`` when it has none)."""
    hint_in = getattr(issue, "hint_in", None)
    return hint_in(said_translator()) if hint_in else getattr(issue, "hint", None)


def data_label(label: str) -> str:
    """A name from the game data (a token type's label…) in the current language: the
    data file's own text in that language (``{"en": …, "fr": …}``, schema/labels.py), else
    the bundled translation, else the English."""
    if not label:
        return label
    own = localised(label, _current)
    return own if own is not None else translate("GameData", label)


def system_languages() -> list[str]:
    """The user's preferred languages as the platform reports them (``fr-FR``, ``de``…)."""
    return [str(tag) for tag in QLocale.system().uiLanguages()]


def current_language() -> str:
    return _current


def install_language(app: QCoreApplication, wanted: str | None = None, preference: str = "") -> str:
    """Install the translators of the chosen language on ``app``; the language chosen.

    ``wanted`` (``--lang``) wins over ``preference`` (the Preferences setting, empty for
    "the system's"), which wins over the system's languages. Calling it again replaces the
    translators installed before (a language change at run time).
    """
    global _current
    language = resolve(
        [wanted, os.environ.get("QUESTWRIGHT_LANG"), preference, *system_languages()]
    )
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    # English has a catalog too: the singular and plural of each "%n error(s)" text
    ours = QTranslator(app)
    if ours.load(f"questwright_{language}", str(translations_dir())):
        app.installTranslator(ours)
        _installed.append(ours)
    if language != "en":
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name in ("qtbase",):
            theirs = QTranslator(app)
            if theirs.load(f"{name}_{language}", qt_dir):
                app.installTranslator(theirs)
                _installed.append(theirs)
    _current = language
    return language
