"""The editor shows counted messages (``say_n``: validator messages, the Test Play log) in
the plural form its language's rule chooses, from the Qt catalogs' numerus forms (issue
#33)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from questwright.core.text import Text, say_n
from questwright.editor.i18n import install_language, said

pytestmark = pytest.mark.gui

RISE = say_n("{got} zombie rises in {zone}", "{got} zombies rise in {zone}", by="got", got=0)
EXPECTED = {
    "en": ["0 zombies rise in z1", "1 zombie rises in z1", "2 zombies rise in z1"],
    "fr": ["0 zombie se lève en z1", "1 zombie se lève en z1", "2 zombies se lèvent en z1"],
    "de": [
        "0 Zombies erheben sich in z1",
        "1 Zombie erhebt sich in z1",
        "2 Zombies erheben sich in z1",
    ],
}


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_editor_chooses_the_plural_form(qapp: QApplication, language: str) -> None:
    try:
        install_language(qapp, language)
        got = [
            said(Text(RISE.template, {"got": n, "zone": "z1"}, RISE.plural, "got"))
            for n in (0, 1, 2)
        ]
    finally:
        install_language(qapp, "en")
    assert got == EXPECTED[language]


def test_an_untranslated_counted_message_falls_back_to_english(qapp: QApplication) -> None:
    text = say_n("{count} gizmo", "{count} gizmos", count=2)
    try:
        install_language(qapp, "fr")
        assert said(text) == "2 gizmos"
    finally:
        install_language(qapp, "en")
