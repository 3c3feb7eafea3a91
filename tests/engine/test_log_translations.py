"""Everything a bundled quest's game writes in its log is said in French and German (issue
#33): each line of a goal-bot game of every bundled quest, and of the data-only test
system, keeps its template (``state.say(template, **values)``), and that template, like
every template among its values (a die face, a cause), is translated in the command
line's gettext catalog and the editor's Qt catalog (context ``Messages``). The log's
English stays what it was; states saved before templates were kept still load."""

from __future__ import annotations

import io
import json
import re
import sys
from functools import cache
from pathlib import Path

import pytest
from questwright.core.text import Text, say
from questwright.engine.bots import make_bot
from questwright.engine.core import Game, State
from questwright.engine.log import Line, shown_line
from questwright.engine.play import PlaySession, TerminalPlay
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir

from questwright.i18n import gettext_for
from tests.validators.test_message_translations import LANGUAGES, templates, translated

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
DATA_SYSTEM = ROOT / "tests" / "data_system"
#: rulesets whose log is still plain English (none since issue #33)
PENDING: tuple[str, ...] = ()
QUESTS = [
    p for p in sorted(bundled_quests_dir().rglob("*.quest.json")) if p.parent.name not in PENDING
]
SEED = 1


def game_for(path: Path) -> Game:
    if path.is_relative_to(DATA_SYSTEM):
        library = DATA_SYSTEM / "library"
        return Game(path, party=2, catalog=Catalog(roots=[bundled_tilesets_dir(), library]))
    return Game(path, party=2)


def goal_game(path: Path, seed: int = SEED) -> State:
    state = game_for(path).new_initial_state(seed)
    bot = make_bot("goal", seed)
    while not state.is_terminal():
        state.apply_action(bot.choose(state))
    return state


def has_words(template: str) -> bool:
    """Whether a template says anything to translate ("{text}" or "h1" do not)."""
    return re.search(r"[A-Za-z]{2,}", re.sub(r"\{[^}]*\}", "", template)) is not None


def untranslated_lines(log: list[str]) -> list[str]:
    found = []
    for line in log:
        said = line.said if isinstance(line, Line) else None
        if said is None:
            found.append(f"no template: {line!r}")
            continue
        for template in templates(said):
            if not has_words(template):
                continue
            for lang, (gettext, qt) in translated().items():
                if template not in gettext or template not in qt:
                    found.append(f"{template!r} is not translated ({lang})")
    return sorted(set(found))


@cache
def played(path: Path) -> State:
    return goal_game(path)


CASES = [*QUESTS, *sorted((DATA_SYSTEM / "quests").glob("*.quest.json"))]


@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.name.split('.')[0]}")
def test_every_log_line_is_said_in_french_and_german(path: Path) -> None:
    state = played(path)
    assert state.log
    assert untranslated_lines(state.log) == []


def test_an_untranslated_line_is_caught() -> None:
    line = Line(3, say("{hero} meets {what}", hero="h1", what=Text("no such template")), {})
    assert untranslated_lines([line]) == sorted(
        f"{template!r} is not translated ({lang})"
        for template in ("{hero} meets {what}", "no such template")
        for lang in LANGUAGES
    )
    assert untranslated_lines(["[r1] plain English"]) == ["no template: '[r1] plain English'"]


def test_the_log_is_english_as_before_and_french_when_shown_so() -> None:
    state = played(QUESTS[0])
    line = next(x for x in state.log if isinstance(x, Line) and x.said and x.said.values)
    assert line == f"[r{line.round}] {line.said.text()}"  # type: ignore[union-attr]
    french = shown_line(line, gettext_for("fr").gettext)
    assert french.startswith(f"[r{line.round}] ") and french != line


def test_a_state_keeps_its_templates_through_json_and_loads_an_older_log() -> None:
    state = played(QUESTS[0])
    doc = json.loads(json.dumps(state.to_json()))
    assert doc["log"] == list(state.log) and len(doc["said"]) == len(doc["log"])
    again = state.game.state_from_json(doc)
    assert again.log == state.log
    assert [x.said for x in again.log] == [x.said for x in state.log]  # type: ignore[attr-defined]
    assert json.dumps(again.to_json()) == json.dumps(state.to_json())  # deterministic
    del doc["said"]  # a state saved before the log kept templates
    older = state.game.state_from_json(doc)
    assert older.log == state.log and not any(isinstance(x, Line) for x in older.log)
    assert shown_line(older.log[0], str.upper) == older.log[0]


def test_terminal_play_speaks_the_translated_log() -> None:
    session = PlaySession(game_for(QUESTS[0]), SEED)
    out = io.StringIO()
    front = TerminalPlay(session, out, gettext_for("fr").gettext)
    front.run(["bot", "bot", "auto", "log 5"], prompt=False)
    text = out.getvalue()
    assert "commandes : " in text
    assert "VICTOIRE" in text or "DÉFAITE" in text or "victoire" in text or "défaite" in text


def test_play_and_the_editor_say_the_same_words() -> None:
    """``questwright --lang fr play`` (gettext) and the editor's Test Play (Qt, context
    ``Messages``) translate every template alike."""
    import translations

    for lang in LANGUAGES:
        mo = translations.mo_messages(translations.LOCALE / lang / "LC_MESSAGES" / "questwright.mo")
        qt = {
            source: text
            for context, source, text, _kind in translations.ts_messages(
                translations.TS_DIR / f"questwright_{lang}.ts"
            )
            if context == "Messages"
        }
        assert len(qt) > 800
        assert {k: v for k, v in qt.items() if mo.get(k) != v} == {}, lang
