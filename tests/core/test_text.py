"""Translatable texts: a template and its values, translated when shown."""

from questwright.core.text import Text, say
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity

from tests.helpers import make_quest

FRENCH = {
    "door {door!r} leads off the board": "la porte {door!r} mène hors du plateau",
    "zone {zone}": "zone {zone}",
    "{what} is lost": "{what} est perdu",
    "the key": "la clé",
}


def test_text_is_english_by_default_and_translated_on_demand() -> None:
    text = say("door {door!r} leads off the board", door="d1")
    assert str(text) == "door 'd1' leads off the board"
    assert text.text(FRENCH.get) == "la porte 'd1' mène hors du plateau"


def test_a_text_inside_a_text_is_translated_too() -> None:
    text = say("{what} is lost", what=say("the key"))
    assert text.text(lambda t: FRENCH.get(t, t)) == "la clé est perdu"


def test_a_translation_naming_an_unknown_field_falls_back_to_english() -> None:
    text = Text("zone {zone}", {"zone": "z1"})
    assert text.text(lambda _t: "zone {zonne}") == "zone z1"


def test_an_issue_keeps_its_template_and_shows_it_translated() -> None:
    ctx = CheckContext(make_quest())
    issue = ctx.issue("DOOR_LEADS_NOWHERE", say("door {door!r} leads off the board", door="d1"))
    assert issue.message == "door 'd1' leads off the board"
    assert issue.message_in(FRENCH.get) == "la porte 'd1' mène hors du plateau"
    assert issue.message_in() == issue.message
    plain = Issue("X", Severity.ERROR, "the key")
    assert plain.message_in(lambda t: FRENCH.get(t, t)) == "la clé"
