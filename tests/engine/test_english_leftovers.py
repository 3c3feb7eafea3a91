"""Words that stayed English in French and German (issue #33): ddd's fire directions,
descent1's re-roll and surge windows, and the kind words ID_AMBIGUOUS joins."""

from __future__ import annotations

import pytest
from questwright.core.text import say
from questwright.engine.log import word
from questwright.validators.rules import references

from questwright.i18n import gettext_for

FRENCH = {"N": "le nord", "E": "l'est", "S": "le sud", "W": "l'ouest"}
GERMAN = {"N": "Norden", "E": "Osten", "S": "Süden", "W": "Westen"}


@pytest.mark.parametrize("letter", ["N", "E", "S", "W"])
def test_the_fire_spreads_in_a_direction_said_in_the_language(letter: str) -> None:
    line = say("fire spreads {direction} to {tile_name}", direction=word(letter), tile_name="r2c4")
    assert line.text() == f"fire spreads {letter} to r2c4"  # the English log keeps the letter
    assert FRENCH[letter] in line.text(gettext_for("fr").gettext)
    assert GERMAN[letter] in line.text(gettext_for("de").gettext)


@pytest.mark.parametrize("kind", ["reroll", "surge"])
def test_descent1_windows_are_named_in_the_language(kind: str) -> None:
    waiting = say("waiting: {who} ({window} window)", who="h1", window=word(kind))
    assert waiting.text() == f"waiting: h1 ({kind} window)"
    for lang in ("fr", "de"):
        shown = waiting.text(gettext_for(lang).gettext)
        assert kind not in shown, (lang, shown)


def test_three_kinds_of_one_id_are_joined_in_the_language() -> None:
    kinds = references._kinds(["door", "tile", "token"])
    message = say("id {ident!r} names a {distinct}", ident="x", distinct=kinds)
    assert message.text() == "id 'x' names a door and a tile and a token"
    french = message.text(gettext_for("fr").gettext)
    german = message.text(gettext_for("de").gettext)
    assert " and " not in french and " and " not in german
    assert "porte" in french and "tuile" in french and "jeton" in french
