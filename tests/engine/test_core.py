"""The engine API: actions, the random generator, registry, Game/State bookkeeping."""

from __future__ import annotations

import copy
import json
import time

import pytest
from questwright.engine.actions import (
    Activate,
    Attack,
    Begin,
    Chance,
    Choose,
    EndTurn,
    Escape,
    Give,
    Interact,
    Move,
    OpenDoor,
    PickUp,
    Recover,
    parse_action,
)
from questwright.engine.core import TERMINAL, Game, StateError
from questwright.engine.registry import get_ruleset, registered_rulesets
from questwright.engine.rng import Rng
from questwright.schema.catalog import bundled_quests_dir

WARDEN = str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")

ACTIONS = [
    Move(0, "t1:c2"),
    OpenDoor(1, "door-3"),
    PickUp(2),
    Interact(0, "chest-1"),
    Escape(3),
    Attack(0, "ranged", "e12"),
    Give(1, "artifact:slot-1", 0),
    Activate(0, "lever-1"),
    Recover(4),
    Begin(5),
    EndTurn(0),
    Choose(0, 2),
]


@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_actions_have_stable_strings_that_parse_back(action: object) -> None:
    assert parse_action(str(action)) == action
    assert hash(action) == hash(parse_action(str(action)))


def test_action_strings_are_the_documented_ones() -> None:
    assert str(Move(0, "t1:c2")) == "h1 move t1:c2"
    assert str(Attack(1, "melee", "e3")) == "h2 attack melee e3"
    assert str(Give(0, "artifact:s1", 1)) == "h1 give artifact:s1 h2"
    assert str(Chance("roll", "h1>e3 red:1 vs blue:0 =1")) == "chance roll h1>e3 red:1 vs blue:0 =1"


@pytest.mark.parametrize("text", ["", "x1 move a", "h1 fly a", "h1 move", "h1 give a b"])
def test_bad_action_strings_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text)


def test_actions_sort_deterministically() -> None:
    shuffled = list(reversed(ACTIONS))
    assert sorted(shuffled, key=lambda a: a.sort_key()) == sorted(
        ACTIONS, key=lambda a: a.sort_key()
    )


def test_rng_is_deterministic_and_copies_cheaply() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.below(6) for _ in range(50)] == [b.below(6) for _ in range(50)]
    c = a.copy()
    assert a.many(6, 10) == c.many(6, 10)
    assert Rng(1).next64() != Rng(2).next64()
    counts = [0] * 6
    r = Rng(3)
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(900 < n < 1100 for n in counts)
    items = list(range(10))
    r.shuffle(items)
    assert sorted(items) == list(range(10))


def test_registry_knows_the_bundled_rulesets() -> None:
    assert {"md1", "md2"} <= set(registered_rulesets())
    assert get_ruleset("md1").system == "md1"
    with pytest.raises(KeyError, match="no ruleset"):
        get_ruleset("chess")


def test_game_party_and_errors() -> None:
    game = Game(WARDEN, party=3)
    assert game.num_players() == 3 and game.party == ("warrior", "ranger", "wizard")
    assert Game(WARDEN, party=["rogue"]).party == ("rogue",)
    with pytest.raises(ValueError, match="unknown hero class"):
        Game(WARDEN, party=["dragon"])
    with pytest.raises(ValueError):
        Game(WARDEN, party=0)
    with pytest.raises(ValueError):
        Game(WARDEN, ties="maybe")


@pytest.mark.parametrize(
    ("system", "quest", "party"),
    [
        ("md1", "wardens-key", 7),
        ("md1", "wardens-key", ["warrior"] * 7),
        ("ddd", "house-ashgrove", 1),
        ("ddd", "house-ashgrove", 6),
    ],
)
def test_a_party_outside_the_systems_range_is_refused(
    system: str, quest: str, party: object
) -> None:
    # beyond its range a ruleset used to repeat heroes a real game cannot field
    path = bundled_quests_dir() / system / f"{quest}.quest.json"
    with pytest.raises(ValueError, match=r"plays \d to \d heroes, not \d"):
        Game(path, party=party)  # type: ignore[arg-type]


def test_the_systems_extreme_party_sizes_are_accepted() -> None:
    assert len(Game(WARDEN, party=6).party) == 6
    ddd = bundled_quests_dir() / "ddd" / "house-ashgrove.quest.json"
    assert [len(Game(ddd, party=n).party) for n in (2, 5)] == [2, 5]


def _advance(state: object, steps: int, seed: int = 0) -> None:
    r = Rng(seed)
    for _ in range(steps):
        if state.is_terminal():  # type: ignore[attr-defined]
            return
        state.apply_action(r.choice(state.legal_actions()))  # type: ignore[attr-defined]


def test_state_api_clone_json_and_replay() -> None:
    game = Game(WARDEN, party=2)
    state = game.new_initial_state(11)
    assert state.current_player() == 0 and state.legal_actions()
    _advance(state, 25)
    clone = state.clone()
    assert clone == state and clone is not state
    clone.apply_action(clone.legal_actions()[-1])
    assert clone != state
    doc = json.loads(json.dumps(state.to_json()))
    assert game.state_from_json(doc) == state
    assert type(state).from_json(game, doc) == state
    assert game.replay(11, state.history()) == state
    assert game.replay(11, [str(x) for x in state.history()]) == state


def test_finished_games_refuse_actions() -> None:
    game = Game(WARDEN, party=1)
    state = game.new_initial_state(0)
    state.finish("loss", "test")
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.legal_actions() == [] and state.returns() == [-1.0]
    with pytest.raises(StateError):
        state.apply_action(EndTurn(0))


def test_checked_apply_refuses_illegal_actions() -> None:
    state = Game(WARDEN, party=1).new_initial_state(0)
    with pytest.raises(StateError):
        state.apply_action(Move(0, "t2:r4"), check=True)


def test_replay_detects_a_different_outcome() -> None:
    game = Game(WARDEN, party=2)
    state = game.new_initial_state(3)
    _advance(state, 30, seed=3)
    history = [str(x) for x in state.history()]
    tampered = [h if not h.startswith("chance roll") else h + "x" for h in history]
    if tampered != history:
        with pytest.raises(StateError, match="diverged"):
            game.replay(3, tampered)


def test_state_from_json_refuses_another_quest_or_party() -> None:
    game = Game(WARDEN, party=2)
    doc = game.new_initial_state(0).to_json()
    with pytest.raises(StateError):
        Game(WARDEN, party=3).state_from_json(doc)
    with pytest.raises(StateError):
        game.state_from_json({"format": "nope"})


def test_clone_is_at_least_ten_times_faster_than_deepcopy() -> None:
    game = Game(WARDEN, party=2)
    state = game.new_initial_state(5)
    _advance(state, 20, seed=5)
    memo = {id(game): game}  # deepcopy of the state alone, not the shared game
    start = time.perf_counter()
    for _ in range(20):
        copy.deepcopy(state, dict(memo))
    deep = (time.perf_counter() - start) / 20
    start = time.perf_counter()
    for _ in range(200):
        state.clone()
    fast = (time.perf_counter() - start) / 200
    assert deep / fast >= 10, (deep, fast)


def test_bundled_stand_in_content_matches_its_schema(tmp_path: object) -> None:
    from pathlib import Path

    from questwright.engine.content import content_path, load_content

    for system in ("md1", "md2"):
        doc = load_content(system)
        assert doc["system"] == system and "stand-in" in doc["standIn"].lower()
    bad = json.loads(content_path("md1").read_text())
    bad["doorCards"][0]["rooms"][0]["spawn"] = "dragon"
    path = Path(str(tmp_path)) / "content.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(ValueError, match="dragon"):
        load_content("md1", path)
