"""The md1 rulebook quests re-created as fixtures (tests/engine/md1_rulebook/): each validates
without an error and, played by the goal bot with four heroes, is won in some games and lost
in others; and the Q8 kill reward they need (several Treasure cards from one effect)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from questwright.engine.core import Game
from questwright.engine.simulate import play_game
from questwright.schema import serde
from questwright.schema.files import read_json
from questwright.schema.model import Effect, Quest
from questwright.validators import validate_file
from questwright.validators.runner import validate_quest

from tests.engine.boards import make_game

HERE = Path(__file__).parent / "md1_rulebook"
QUESTS = sorted(HERE.glob("*.quest.json"))
#: seeds tried before giving up on seeing both outcomes
SEEDS = 60
#: quests the goal bot does not win reliably yet with four fresh heroes (issue #28;
#: notes/28-md1-rulebook.md): Q10 closes the rulebook's campaign, whose heroes carry their
#: levels and gear from quest to quest (10 wins in seeds 0-199 since its pillars cannot be
#: attacked, 6 before; none in 0-2);
#: strict over a few seeds (a lost game is long). Q9, also written for campaign heroes, is won
#: in 5 of seeds 0-59 (session 34: its round-8 Roaming Monster a Greater one, as the rulebook
#: draws it, 3; idle heroes loot, then guard the relic, 5).
NEVER_WON = {"hollow-heart": "Q10"}
NEVER_WON_SEEDS = 3


def _name(path: Path) -> str:
    return path.name.removesuffix(".quest.json")


@pytest.mark.parametrize("path", QUESTS, ids=_name)
def test_rulebook_quest_validates_without_an_error(path: Path) -> None:
    assert validate_file(path).errors == 0


@pytest.mark.parametrize("path", QUESTS, ids=_name)
def test_rulebook_quest_is_won_in_some_games_and_lost_in_others(
    path: Path, request: pytest.FixtureRequest
) -> None:
    never = _name(path) in NEVER_WON
    if never:
        reason = f"{NEVER_WON[_name(path)]}: not won yet with fresh heroes (issue #28)"
        request.applymarker(pytest.mark.xfail(strict=True, reason=reason))
    game = Game(path, party=4)
    seen: set[str] = set()
    for seed in range(NEVER_WON_SEEDS if never else SEEDS):
        seen.add(play_game(game, seed).outcome()["result"])
        if seen == {"win", "loss"}:
            break
    assert seen == {"win", "loss"}, f"{path.name}: only {seen}"


def test_the_folder_holds_the_rulebook_quests() -> None:
    assert len(QUESTS) >= 6
    assert "readme" in {p.name.lower().removesuffix(".md") for p in HERE.iterdir()}


# ------------------------------------------------------------------ Q8: three Treasure cards
def test_give_item_with_a_count_deals_that_many_md1_cards() -> None:
    state = make_game(["AB"], tokens=(("start", "start", "t1:A", {}),)).new_initial_state(0)
    hero = state.heroes[0]
    before = len(hero.gear)
    effect = serde.from_json(Effect, {"kind": "give-item", "value": "treasure:4", "count": 3})
    state._effect_give_item(effect, hero)
    assert len(hero.gear) == before + 3


def _with_gift(value: str) -> Any:
    data = read_json(HERE / "three-wardens.quest.json")
    data["triggers"][1]["effects"][0]["value"] = value
    return serde.from_json(Quest, data)


def test_a_count_on_md1_cards_is_no_quest_item_mistake_but_on_an_unknown_item_it_is() -> None:
    codes = {i.code for i in validate_quest(_with_gift("treasure:4"))}
    assert "QL_EFFECT_TARGET" not in codes
    codes = {i.code for i in validate_quest(_with_gift("flash-powder"))}
    assert "QL_EFFECT_TARGET" in codes


# ------------------------------------------------------------------ Q9: the waves' monsters
@pytest.mark.parametrize(("level", "tier"), [(3, "lesser"), (4, "greater")])
def test_q9_wave_roaming_monster_follows_the_current_level(level: int, tier: str) -> None:
    """The rulebook draws a Roaming Monster by the current level (Lesser at 1-3, Greater at
    4-5); Q9 names none, so its round-8 monster (level 4) is a Greater one."""
    game = Game(HERE / "shifting-maze.quest.json", party=4)
    state = game.new_initial_state(0)
    state.enemies.clear()
    state.level = level
    (spec,) = [t for t in game.logic.triggers["round-start"] if t.id == "trg-roamer"]
    for effect in spec.effects:
        state.effect(effect)
    (monster,) = state.enemies.values()
    assert monster.kind == "roaming"
    assert state.data.monsters[monster.card]["tier"] == tier
