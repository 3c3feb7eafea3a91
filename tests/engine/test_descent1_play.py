"""descent1 everywhere: its content file's declared schema, ``play --as`` (a person takes the
heroes, the overlord or both and never sees the other side's hidden cards) and ``simulate
--opponent`` (the heroes' win rate against a named overlord policy)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from questwright.engine.actions import Begin, Chance, ChanceOutcome
from questwright.engine.content import content_path, load_content
from questwright.engine.content_schema import content_schema
from questwright.engine.core import Game
from questwright.engine.play import PlaySession, TerminalPlay
from questwright.engine.rulesets.descent1.actions import Act, Loot
from questwright.engine.rulesets.descent1.schema import Descent1Content
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.generate import document_schema

from questwright.cli import main
from tests.engine.descent1_boards import descent_game, place_hero

QUEST = bundled_quests_dir() / "descent1" / "stone-tusk.quest.json"


def test_the_content_schema_is_generated_from_the_declarations() -> None:
    schema = content_schema("descent1")
    assert schema == document_schema(Descent1Content, "descent1 stand-in content")
    doc = load_content("descent1")
    assert doc["system"] == "descent1" and "stand-in" in doc["standIn"].lower()


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["dice"].pop("black"), "dice"),
        (lambda d: d["overlord"]["deck"][0].update(type="miracle"), "miracle"),
        (lambda d: d["heroes"][0].update(speed=0), "speed"),
        (lambda d: d["monsters"]["beastman"]["stats"]["2-3"].pop("master"), "master"),
    ],
)
def test_a_broken_content_file_is_refused_in_one_line(
    tmp_path: Path, change: object, where: str
) -> None:
    doc = json.loads(content_path("descent1").read_text(encoding="utf-8"))
    change(doc)  # type: ignore[operator]
    path = tmp_path / "content.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ValueError) as info:
        load_content("descent1", path)
    message = str(info.value)
    assert "\n" not in message and str(path) in message and where in message


def _hand_words(state: object) -> list[str]:
    return [f"{c} (" for c in state.hand]  # type: ignore[attr-defined]


def test_a_person_playing_the_heroes_never_sees_the_overlords_hand() -> None:
    game = Game(QUEST, party=2)
    session = PlaySession(game, 3, people=PlaySession.side_players(game, "heroes"))
    out = io.StringIO()
    front = TerminalPlay(session, out)
    # the heroes play their first two rounds by typing the first legal action
    front.run(["1"] * 60 + ["board"], prompt=False)
    state = session.state
    assert state.round >= 2, "the overlord's turns were played by the bot"
    assert any(str(a).startswith("ov ") for a in state.history())
    assert state.current_player() != state.ov or state.is_terminal()
    text = out.getvalue()
    assert "your hand" not in text
    for words in _hand_words(state):
        assert words not in text


def test_a_person_playing_the_overlord_sees_the_hand_and_decides_only_for_it() -> None:
    game = Game(QUEST, party=2)
    session = PlaySession(game, 3, people=PlaySession.side_players(game, "overlord"))
    state = session.state
    assert state.current_player() == state.ov  # the bots played the heroes' first turns
    out = io.StringIO()
    TerminalPlay(session, out).run(["board"], prompt=False)
    assert "your hand" in out.getvalue()
    assert all(str(a).startswith("ov ") for a in state.legal_actions())
    # undo takes back the bots' moves too: the person is the one to decide again
    session.apply(state.legal_actions()[0])
    session.play_bots()
    assert session.undo()
    assert session.state.current_player() == session.state.ov


def test_play_as_an_unknown_side_is_bad_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", str(QUEST), "--as", "dragons"]) == 2
    err = capsys.readouterr().err
    assert "dragons" in err and "overlord" in err and "Traceback" not in err


def test_simulate_names_the_overlord_policy_and_it_matters(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rates = {}
    for opponent in ("random", "goal"):
        args = ["simulate", str(QUEST), "-n", "40", "--precision", "0", "--heroes", "2"]
        args += ["--bot", "goal", "--quiet"]
        assert main([*args, "--opponent", opponent, "--json", "-"]) == 0
        captured = capsys.readouterr()  # the JSON on stdout, the text report on stderr
        assert f"goal bots against {opponent} bots for the other side" in captured.err
        doc = json.loads(captured.out)
        rates[opponent] = doc["win_rate"]
    assert rates["random"] > rates["goal"]


def test_a_quests_chest_entry_with_effects_is_what_the_chest_does() -> None:
    chest = ("chest-1", "chest", (2, 0), {"tier": "copper"})
    table = {
        str(n): {
            "text": "A sealed purse and a warning.",
            "effects": [{"kind": "coins", "value": 7}, {"kind": "threat", "value": 2}],
        }
        for n in range(1, 10)
    }
    game = descent_game(["......"], tokens=(chest,), setup={"chestTable": {"copper": table}})
    state = game.new_initial_state(3)
    place_hero(state, 0, (2, 0))
    state.apply_action(Begin(0))
    state.apply_action(Act(0, "advance"))
    coins, threat = [h.coins for h in state.heroes], state.threat
    state.apply_action(Loot(0, "chest-1"))
    assert [h.coins for h in state.heroes] == [c + 7 for c in coins]
    assert state.threat == threat + 2
    assert any("A sealed purse" in line for line in state.log)


def test_a_chest_entry_with_an_unknown_effect_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = json.loads(QUEST.read_text(encoding="utf-8"))
    doc["setup"]["chestTable"]["copper"]["1"] = {"effects": [{"kind": "teleport"}]}
    path = tmp_path / "bad.quest.json"
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    assert main(["validate", str(path)]) != 0
    out = capsys.readouterr()
    text = out.out + out.err
    assert "chestTable" in text and "Traceback" not in text
    # the same entry with a kind the engine plays is a valid quest
    doc["setup"]["chestTable"]["copper"]["1"] = {"effects": [{"kind": "conquest", "value": 1}]}
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    assert main(["validate", str(path)]) == 0


def test_the_search_bot_decides_for_either_side() -> None:
    from questwright.engine.bots import make_bot

    game = Game(QUEST, party=2)
    session = PlaySession(game, 4, people=PlaySession.side_players(game, "overlord"))
    state = session.state
    assert state.current_player() == state.ov
    bot = make_bot("search-quick", 4)
    assert bot.choose(state) in state.legal_actions()
    hero_turn = game.new_initial_state(4)
    assert hero_turn.current_player() == 0
    assert bot.choose(hero_turn) in hero_turn.legal_actions()


def test_the_sides_a_ruleset_seats_are_known_without_a_game() -> None:
    from questwright.engine.registry import registered_rulesets

    assert PlaySession.sides("descent1") == ["heroes", "overlord"]
    for system in registered_rulesets():
        assert PlaySession.sides(system)[0] == "heroes", system
    assert PlaySession.sides("md1") == ["heroes"]
    with pytest.raises(KeyError):
        PlaySession.sides("chess")


def test_a_session_built_for_a_side_sees_only_that_sides_view() -> None:
    from questwright.schema.io import load_quest

    quest = load_quest(QUEST)
    heroes = PlaySession.build(quest, 2, 3, side="heroes")
    state = heroes.state
    assert heroes.people == frozenset({0, 1}) and heroes.viewer() in (0, 1)
    text = heroes.board_text()
    assert re.search(r"\d+ cards? in hand", text) and "your hand" not in text
    for words in _hand_words(state):
        assert words not in text
    overlord = PlaySession.build(quest, 2, 3, side="overlord")
    assert overlord.state.current_player() == overlord.state.ov  # the bots opened
    assert "your hand" in overlord.board_text()
    assert PlaySession.build(quest, 2, 3, side="all").people is None
    with pytest.raises(ValueError, match="overlord"):
        PlaySession.build(quest, 2, 3, side="dragons")


def test_a_replay_played_as_one_side_follows_the_recording_from_the_start() -> None:
    """The bots open the game for the other side only once the recording is queued: the
    heroes' first moves are the recorded ones (here a random bot's), not the goal bot's."""
    from questwright.engine.simulate import play_game

    game = Game(QUEST, party=2)
    recorded = play_game(game, 5, bot="random")
    decisions = [e for e in recorded.history() if not isinstance(e, (Chance, ChanceOutcome))]
    doc = PlaySession(game, 5).save_document()
    doc["history"] = [str(e) for e in recorded.history()]
    for session_side in ("overlord", "heroes"):
        session = PlaySession(game, 0, people=PlaySession.side_players(game, session_side))
        session.load_replay(doc)
        session.run_to_end()
        assert [str(e) for e in session.state.history()] == doc["history"], session_side
        watched = PlaySession(game, 5, people=PlaySession.side_players(game, session_side))
        watched.queue(decisions)
        watched.run_to_end()
        assert [str(e) for e in watched.state.history()] == doc["history"], session_side


def test_a_person_may_change_sides_during_a_game() -> None:
    game = Game(QUEST, party=2)
    session = PlaySession(game, 3)
    assert session.state.current_player() == 0 and session.people is None
    played = session.play_as("overlord")
    assert played and all(not str(a).startswith("ov ") for a in played)
    assert session.state.current_player() == session.state.ov
    assert "your hand" in session.board_text()
    assert session.play_as("all") == [] and session.people is None
    assert "your hand" not in session.board_text()


def test_a_games_decisions_do_not_depend_on_the_games_played_before() -> None:
    """simulate plays many games with one Game (its caches shared): each must equal the
    same seed played on a fresh Game. Seed 126 after 100–125 once reused another game's
    danger of a monster with the same id and spaces."""
    from questwright.engine.simulate import play_game

    shared = Game(QUEST, party=2)
    for seed in range(100, 127):
        state = play_game(shared, seed)
    fresh = play_game(Game(QUEST, party=2), 126)
    assert state.history() == fresh.history()


def test_re_roll_windows_pause_and_resume_under_explicit_chance() -> None:
    """Random games of the Drowned Stair with every draw a chance node reach the overlord's
    and a dodging hero's re-roll windows (decisions between actions whose answer draws
    dice again); the games replay from their histories and survive JSON."""
    import random

    from questwright.engine.core import sample_chance
    from questwright.engine.rng import Rng

    quest = bundled_quests_dir() / "descent1" / "drowned-stair.quest.json"
    game = Game(quest, party=2, chance="explicit")
    seen: set[str] = set()
    for seed in range(40):
        state = game.new_initial_state(seed)
        pick, rng = random.Random(seed), Rng(seed)
        found = False
        for _ in range(1000):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            frames = state.frames if state.pending_choice() is None else []
            if frames and frames[-1][0] == "reroll":
                seen.add(frames[-1][2])
                found = True
            state.apply_action(pick.choice(state.legal_actions()), check=True)
        if found:
            assert game.replay(seed, state.history()) == state
            assert game.state_from_json(json.loads(json.dumps(state.to_json()))) == state
        if {"event", "dodge"} <= seen:
            break
    assert {"event", "dodge"} <= seen
