"""What each ruleset plays of a quest's logic (engine/played.py) is what its games do.

The validators read the table without importing a ruleset (RULES_EVENT_UNPLAYED,
RULES_EFFECT_UNPLAYED, RULES_OBJECTIVE_UNPLAYED); these tests hold it to the rulesets:
each bundled ruleset points at its own row, no game raises an event its row leaves out,
and an effect a row leaves out is skipped in play, with a line in the log.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest
from questwright.engine.core import Game
from questwright.engine.crawler.state import CrawlerState
from questwright.engine.played import PLAYED, Played, played_by
from questwright.engine.registry import get_ruleset
from questwright.engine.rulesets.generic import generic_ruleset
from questwright.engine.rulesets.machina import chapters
from questwright.engine.simulate import play_game
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.schema.model import EFFECT_KINDS, LOSS_KINDS, TRIGGER_EVENTS, Quest
from questwright.validators.rules.objectives import DDD_LOSSES

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "tests" / "data_system" / "library"
BUNDLED = ["md1", "md2", "ddd", "descent1", "machina"]


def _catalog() -> Catalog:
    return Catalog([bundled_tilesets_dir(), LIBRARY])


@pytest.mark.parametrize("system", BUNDLED)
def test_each_bundled_ruleset_points_at_its_row(system: str) -> None:
    assert get_ruleset(system).played is PLAYED[system]
    assert played_by(system) is PLAYED[system]


def test_a_system_written_as_data_plays_the_generic_row() -> None:
    assert generic_ruleset("qwcrawl").played is PLAYED["generic"]
    assert played_by("qwcrawl", _catalog()) is PLAYED["generic"]
    assert played_by("no-such-system", _catalog()) is None


def test_only_md1_plays_every_kind() -> None:
    every = Played()
    md1 = PLAYED["md1"]
    assert (md1.events, md1.effects, md1.objectives) == (
        every.events,
        every.effects,
        every.objectives,
    )
    for system in ("md2", "ddd", "descent1", "machina", "generic"):
        assert not {"set-level", "refill-treasure"} & PLAYED[system].effects, system


def _quests() -> list[Path]:
    return sorted(ROOT.glob("quests/*/*.quest.json")) + sorted(
        (ROOT / "tests" / "data_system" / "quests").glob("*.quest.json")
    )


def test_no_game_raises_an_event_its_row_leaves_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every event a game raises (listened to or not), over goal and random games of every
    bundled and data-system quest, is in its ruleset's row."""
    raised: dict[str, set[str]] = defaultdict(set)
    crawler_fire = CrawlerState.fire
    machina_fire = chapters.fire
    system = [""]

    def record_crawler(self: CrawlerState, event: str, *args: object, **kw: object) -> None:
        raised[system[0]].add(event)
        crawler_fire(self, event, *args, **kw)  # type: ignore[arg-type]

    def record_machina(state: object, event: str, name: str) -> None:
        raised[system[0]].add(event)
        machina_fire(state, event, name)  # type: ignore[arg-type]

    monkeypatch.setattr(CrawlerState, "fire", record_crawler)
    monkeypatch.setattr(chapters, "fire", record_machina)
    catalog = _catalog()
    for path in _quests():
        quest = load_quest(path)
        system[0] = quest.system
        game = Game(quest, party=2, catalog=catalog, max_rounds=8)
        for bot in ("goal", "random"):
            play_game(game, 0, bot=bot)
    assert set(raised) >= {"md1", "md2", "ddd", "descent1", "machina", "qwcrawl"}
    for name, events in raised.items():
        row = played_by(name, catalog)
        assert row is not None
        # descent1 also raises events of its own no quest file can name (area-revealed)
        format_events = events & set(TRIGGER_EVENTS)
        assert format_events <= row.events, (name, sorted(format_events - row.events))
    # the round hooks the rows promise are really raised
    assert {"round-start", "round-end"} <= raised["descent1"]
    assert {"round-start", "round-end"} <= raised["machina"]


def _with_trigger(path: Path, effect: dict[str, object]) -> Quest:
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc.setdefault("triggers", []).append(
        {"id": "trg-unplayed", "on": {"event": "round-start", "round": 1}, "effects": [effect]}
    )
    return serde.from_json(Quest, doc)


@pytest.mark.parametrize(
    ("quest", "effect"),
    [
        ("quests/machina/cold-foundry.quest.json", {"kind": "counter", "target": "none"}),
        ("quests/md2/cinder-span.quest.json", {"kind": "set-level", "value": 3}),
        ("quests/descent1/stone-tusk.quest.json", {"kind": "refill-treasure", "value": 1}),
        ("tests/data_system/quests/treasure-run.quest.json", {"kind": "set-level", "value": 2}),
    ],
)
def test_an_effect_its_row_leaves_out_is_skipped_with_a_line(
    quest: str, effect: dict[str, object]
) -> None:
    doc = _with_trigger(ROOT / quest, effect)
    row = played_by(doc.system, _catalog())
    assert row is not None and effect["kind"] in EFFECT_KINDS
    assert effect["kind"] not in row.effects
    game = Game(doc, party=2, catalog=_catalog(), max_rounds=2)
    state = play_game(game, 0, bot="random")
    assert any(
        f"(effect {effect['kind']!r} is not supported by this ruleset; ignored)" in line
        for line in state.log
    ), state.log[:12]


def test_the_docs_table_says_what_each_row_leaves_out() -> None:
    """docs/engine.md, "What each ruleset plays": each row's effects left out (or, where
    the row plays fewer than half, the ones it plays) are listed on the system's line."""
    text = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    text = text.split("### What each ruleset plays", 1)[1].split("\n### ", 1)[0]
    lines = {
        line.split("|")[1].strip().split(" ")[0]: line
        for line in text.splitlines()
        if line.startswith("| ") and line.count("|") == 6
    }
    for system, row in PLAYED.items():
        line = lines[system]
        left_out = set(EFFECT_KINDS) - row.effects
        named = row.effects if len(left_out) > len(EFFECT_KINDS) / 2 else left_out
        for kind in named:
            assert f"`{kind}`" in line, (system, kind)
        # the losses column names every loss left out, or every one played ("all but");
        # ddd's own losses elsewhere are LOSS_CONDITION_INVALID's
        losses = line.split("|")[5]
        kinds = set(LOSS_KINDS) if system == "ddd" else set(LOSS_KINDS) - set(DDD_LOSSES)
        said = {kind for kind in kinds if f"`{kind}`" in losses}
        assert said in (kinds - row.losses, kinds & row.losses), (system, sorted(said))
