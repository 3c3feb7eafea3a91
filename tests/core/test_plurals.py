"""Counted messages have real plural forms (issue #33): no template says "(s)", and English,
French and German choose the right form for 0, 1 and 2, through the command line's gettext
catalogs, ``core.text`` and the game log alike."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from questwright.core.text import Text, plural_index, say, say_n
from questwright.engine.log import Line, decode, encode, load_log, said_json

from questwright.i18n import gettext_for, install_cli_language, ntr, said_translator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

#: the form each language says for 0, 1 and 2 (0 singular, 1 plural)
EXPECTED = {"en": [1, 0, 1], "de": [1, 0, 1], "fr": [0, 0, 1]}
ZOMBIES = {
    "en": ["0 zombies", "1 zombie", "2 zombies"],
    "de": ["0 Zombies", "1 Zombie", "2 Zombies"],
    "fr": ["0 zombie", "1 zombie", "2 zombies"],
}


def test_no_template_says_s_in_brackets() -> None:
    """Every template the Qt-free layers say and every string of the command line's
    catalog (validator messages, engine log and status lines, CLI output)."""
    import translations

    singulars = translations.said_templates()
    counted = [form for pair in translations.said_plurals() for form in pair]
    pot = (translations.LOCALE / "questwright.pot").read_text(encoding="utf-8")
    bracketed = re.compile(r"\w\((?:s|es|ies)\)")  # "error(s)", "hero(es)", "enemy(ies)"
    assert [t for t in singulars + counted if bracketed.search(t)] == []
    assert [line for line in pot.splitlines() if bracketed.search(line)] == []
    assert len(translations.said_plurals()) >= 45  # the counted messages are collected


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_each_language_has_its_plural_rule(language: str) -> None:
    assert [plural_index(language, n) for n in (0, 1, 2)] == EXPECTED[language]


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_catalogs_choose_the_form_by_the_language(language: str) -> None:
    catalog = gettext_for(language)
    zombies = say_n("{count} zombie", "{count} zombies", count=0)
    got = [
        Text(zombies.template, {"count": n}, zombies.plural, "count").text(
            None if language == "en" else catalog.gettext
        )
        for n in (0, 1, 2)
    ]
    assert got == ZOMBIES[language]
    verbs = [
        catalog.ngettext("{got} zombie rises in {zone}", "{got} zombies rise in {zone}", n)
        for n in (0, 1, 2)
    ]
    assert len(set(verbs)) == 2
    assert (verbs[0] == verbs[1]) is (language == "fr")  # French says 0 like 1
    assert verbs[1] != verbs[2]


def test_the_command_line_speaks_plurals() -> None:
    try:
        install_cli_language("fr")
        assert ntr("{count} file", "{count} files", 0).format(count=0) == "0 fichier"
        assert ntr("{count} file", "{count} files", 2).format(count=2) == "2 fichiers"
        translate = said_translator()
        text = say(
            "pool {pool!r} holds {tokens} for {slots}",
            pool="p",
            tokens=say_n("{count} token", "{count} tokens", count=1),
            slots=say_n("{count} face-down slot", "{count} face-down slots", count=2),
        )
        assert (
            text.text(translate)
            == "la réserve 'p' contient 1 jeton pour 2 emplacements face cachée"
        )
        install_cli_language("de")
        assert text.text(said_translator()) == "Vorrat 'p' enthält 1 Marker für 2 verdeckte Plätze"
    finally:
        install_cli_language("en")
    assert text.text() == "pool 'p' holds 1 token for 2 face-down slots"


def test_a_translator_without_plural_forms_gets_the_english_form() -> None:
    text = say_n("{count} zombie", "{count} zombies", count=2)
    assert text.text(lambda template: template) == "2 zombies"
    shout = {"{count} zombies": "{count} ZOMBIES"}
    assert text.text(lambda template: shout.get(template, template)) == "2 ZOMBIES"
    with pytest.raises(TypeError):
        say_n("{n} zombie", "{n} zombies", n=1)  # the count is named ``count`` unless told


def test_a_log_line_keeps_its_plural_through_json_and_copies() -> None:
    import copy
    import pickle

    said = say_n(
        "{got} zombie rises in {zone}", "{got} zombies rise in {zone}", by="got", got=1, zone="z1"
    )
    line = Line(3, said, {})
    assert line == "[r3] 1 zombie rises in z1"
    assert Line(3, Text(said.template, {"got": 2, "zone": "z1"}, said.plural, "got"), {}) == (
        "[r3] 2 zombies rise in z1"
    )
    assert line.shown(gettext_for("fr").gettext) == "[r3] 1 zombie se lève en z1"
    zero = Line(3, Text(said.template, {"got": 0, "zone": "z1"}, said.plural, "got"), {})
    assert zero.shown(gettext_for("fr").gettext) == "[r3] 0 zombie se lève en z1"
    assert zero.shown(gettext_for("de").gettext) == "[r3] 0 Zombies erheben sich in z1"
    doc = json.loads(json.dumps(said_json([line])))
    assert doc == [[3, said.template, {"got": 1, "zone": "z1"}, said.plural, "got"]]
    again = load_log([str(line)], doc)[0]
    assert again == line and again.said == line.said  # type: ignore[attr-defined]
    for other in (copy.deepcopy(line), pickle.loads(pickle.dumps(line))):
        assert other.said == line.said  # type: ignore[attr-defined]
    nested = say("{who} attack", who=said)
    assert decode(json.loads(json.dumps(encode(nested)))) == nested


def test_english_count_says_the_noun_in_its_form() -> None:
    from questwright.core.text import english_count

    assert [english_count(n, "quest") for n in (0, 1, 2)] == ["0 quests", "1 quest", "2 quests"]
    assert english_count(1, "more error", "more errors") == "1 more error"
    assert english_count(3, "enemy", "enemies") == "3 enemies"


def test_why_the_quest_logic_stopped_is_said_in_the_shown_language() -> None:
    """The quest-logic walk's reason for stopping (its bound of states) and what it did not
    explore are templates, not English put into a translated sentence."""
    from questwright.core.questlogic import Bound, QuestLogic
    from questwright.core.questlogic.explain import findings

    from tests.core.test_questlogic import eight_pickups

    logic = QuestLogic.build(eight_pickups(), bound=Bound(states=50, steps=400))
    text = next(f.text for f in findings(logic.exploration) if f.kind == "undecided")
    try:
        install_cli_language("fr")
        shown = text.text(said_translator())
    finally:
        install_cli_language("en")
    assert "plus de 50 états" in shown and "more than" not in shown
    assert "more than 50 states" in text.text()


#: ``say`` templates with a ``{count}`` that read right for any count (a label, a count of
#: what is left, an amount before a named thing) …
COUNT_AS_VALUE = {
    "zones: {count}, each in its own colour",
    "{hero} enters {chip}: removes {removed} ({count} left, chip {placed}/{max_chips})",
    "a {colour} code token is forced ({count} left)",
    "{enemy} rolls {count} special: {ability}",
    "tiles {tiles}; {count} to explore",
    "{hero} receives {count} {item}",
    "{section}.{key} asks for {count}; the box holds {limit}",
    "{count} icons",  # a ddd code chip has 2 or 3 icons
}
#: … and those a count of one can still reach, not yet given a singular (the sight
#: legends, two validator messages): this list may only shrink
NOT_YET_COUNTED = {
    "sight from {place}: {count} zones seen (green: the origin; amber, fainter farther: "
    "seen, max range {far}; hatched: unseen)",
    "sight from {place}: {count} cells seen (green: the origin; amber, fainter farther: "
    "seen; hatched: unseen; C1 {c1}, C2 {c2})",
    "seen from {spawns} spawn points: {count} zones (green: spawn zones; purple, darker the "
    "more see it)",
    "seen from {spawns} spawn points: {count} cells (green: spawn cells; purple, darker the "
    "more see it; monsters transparent)",
    "chamber of {count} rooms ({rooms}); a Door card serves {cap}",
    "the house has {count} tiles; it needs {need} filling a {rows}×{cols} grid{empty}",
}


def test_a_count_in_a_message_goes_through_say_n() -> None:
    """Every ``say`` template of the Qt-free layers that names a ``{count}`` is either one
    whose count reads right whatever it is or a known one left to do; anything new must use
    ``say_n`` ("1 monsters on the board", "1 états" otherwise)."""
    import ast

    found = set()
    for folder in ("core", "engine", "validators", "questwright"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                func = node.func
                name = getattr(func, "id", None) or getattr(func, "attr", None)
                first = node.args[0]
                if (
                    name == "say"
                    and isinstance(first, ast.Constant)
                    and isinstance(first.value, str)
                    and "{count}" in first.value
                ):
                    found.add(first.value)
    assert found - COUNT_AS_VALUE - NOT_YET_COUNTED == set()
    assert found >= NOT_YET_COUNTED  # a template given its singular leaves this list
