"""Every message a bundled quest or a rule fixture makes the validator say is said in French
and German: each message and hint is a template (``say(…)``) whose translation is in both
the command line's gettext catalog and the editor's Qt catalog (context ``Messages``), and so
is every template given as a value to it ("… can never open: {why}")."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from questwright.core.text import Joined, Text
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import CODES, RULES
from questwright.validators.rules import load_all
from questwright.validators.runner import validate_quest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
GOLDEN = ROOT / "tests" / "golden" / "issues"
QUESTS = sorted((ROOT / "quests").rglob("*.quest.json"))
FIXTURES = [f for f in sorted(GOLDEN.glob("*/*.quest.json")) if not f.parent.name.startswith("_")]
LANGUAGES = ("fr", "de")

#: rule modules whose messages are still plain English (issue #29 converts them to ``say``);
#: a message of theirs that is a template is checked like any other
PENDING: tuple[str, ...] = ()
#: codes made outside the rules by modules still pending (validators/limits.py)
PENDING_CODES: set[str] = set()


@cache
def catalog() -> Catalog:
    return Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])


@cache
def pending_codes() -> frozenset[str]:
    load_all()
    found = set(PENDING_CODES)
    for rule in RULES:
        module = rule.check.__module__.rsplit(".", 1)[-1]
        if module.startswith(PENDING):
            found.update(rule.codes)
    return frozenset(found)


@cache
def translated() -> dict[str, tuple[set[str], set[str]]]:
    """Per language, the templates the gettext catalog and the Qt catalog translate."""
    import translations

    out = {}
    for lang in LANGUAGES:
        mo = translations.LOCALE / lang / "LC_MESSAGES" / "questwright.mo"
        ts = translations.TS_DIR / f"questwright_{lang}.ts"
        qt = {
            source
            for context, source, text, kind in translations.ts_messages(ts)
            if context == "Messages" and text and kind not in ("unfinished", "vanished")
        }
        out[lang] = (set(translations.mo_messages(mo)), qt)
    return out


def templates(text: Text) -> Iterator[str]:
    """``text``'s template and those of the Texts among its values."""
    yield text.template
    for value in text.values.values():
        items = value.parts if isinstance(value, Joined) else value
        for item in items if isinstance(items, (list, tuple)) else [items]:
            if isinstance(item, Text):
                yield from templates(item)


def untranslated(issue: Issue) -> list[str]:
    found = []
    for text, english in ((issue.text, issue.message), (issue.hint_text, issue.hint)):
        if english is None:
            continue
        if text is None:
            if issue.code in CODES and issue.code not in pending_codes():
                found.append(f"{issue.code}: no template for {english!r}")
            continue
        for template in templates(text):
            for lang, (gettext, qt) in translated().items():
                if template not in gettext or template not in qt:
                    found.append(f"{issue.code}: {template!r} is not translated ({lang})")
    return found


@pytest.mark.parametrize(
    "path", QUESTS + FIXTURES, ids=lambda p: f"{p.parent.name}/{p.name.split('.')[0]}"
)
def test_every_message_is_said_in_french_and_german(path: Path) -> None:
    issues = validate_quest(load_quest(path), catalog())
    found = sorted({line for issue in issues for line in untranslated(issue)})
    assert found == []


def test_a_message_without_a_translation_is_caught() -> None:
    why = Text("no such template")
    text = Text("door {door!r} can never open: {why}", {"door": "d1", "why": why})
    issue = Issue.make("DOOR_NEVER_OPENS", Severity.ERROR, text)
    assert untranslated(issue) == [
        f"DOOR_NEVER_OPENS: 'no such template' is not translated ({lang})" for lang in LANGUAGES
    ]
    plain = Issue.make("DOOR_NEVER_OPENS", Severity.ERROR, "plain English")
    assert untranslated(plain) == ["DOOR_NEVER_OPENS: no template for 'plain English'"]
