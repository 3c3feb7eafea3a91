"""OpenSpiel's random-playout conformance test, over every ruleset and bundled quest.

Every bundled quest of a system with a registered ruleset (found by globbing, so a new
ruleset's quests join by themselves) and the test ruleset of ``toy.py`` are played with the
random and goal-seeking bots. Along the way: legal actions are non-empty until the end and
every chosen action is legal; ``clone()`` and ``from_json(to_json())`` equal the original;
at chance nodes the outcomes are legal and their probabilities sum to 1; replaying
``history()`` from the seed reproduces the final state; the explicit-chance game sampled
with the seed is the internal-chance game; ``observation_string(p)`` and
``information_state_string(p)`` do not change when what ``p`` may not know is drawn again
(deck order, face-down tokens, the other side's hand, future rolls); returns have one value
per player.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from questwright.engine.bots import make_bot
from questwright.engine.core import CHANCE, TERMINAL, Game, sample_chance
from questwright.engine.registry import registered_rulesets
from questwright.engine.rng import Rng
from questwright.schema.catalog import bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest

from tests.engine.toy import relic_run

QUESTS = sorted(
    p
    for system in registered_rulesets()
    for p in (bundled_quests_dir() / system).glob("*.quest.json")
)
GAMES_PER_QUEST = 24


def toy_game(**kwargs: Any) -> Game:
    return relic_run(**kwargs)


def _games(path: Path | None, **kwargs: Any) -> dict[int, Game]:
    if path is None:
        return {2: toy_game(**kwargs)}
    # the smallest party the system allows, two, and four (or its largest, if smaller)
    party = default_catalog().systems[load_quest(path).system].party
    sizes = sorted({party.min, max(party.min, 2), min(party.max, 4)})
    return {n: Game(path, party=n, **kwargs) for n in sizes}


CASES = [*QUESTS, None]
IDS = [f"{p.parent.name}/{p.stem}" if p else "toy/relic-run" for p in CASES]


def test_every_ruleset_declares_its_game_info() -> None:
    """The six rulesets (the five games and the generic one) and the test ruleset."""
    from questwright.engine.rulesets.generic import generic_ruleset

    games = [toy_game()]
    for system in ("md1", "md2", "ddd", "descent1", "machina"):
        path = next(p for p in QUESTS if p.parent.name == system)
        games.append(Game(path, party=2))
    games.append(Game(QUESTS[0], ruleset=generic_ruleset(load_quest(QUESTS[0]).system), party=2))
    infos = [g.info() for g in games]
    assert {i.information for i in infos} == {"perfect", "imperfect"}
    for game, info in zip(games, infos, strict=True):
        assert info.num_players == game.num_players() >= 1
        assert info.max_rounds == game.max_rounds and info.max_game_length > game.max_rounds
        assert info.chance == "sampled"
    assert Game(QUESTS[0], party=2, chance="explicit").info().chance == "explicit"


def test_every_bundled_quest_of_a_ruleset_is_covered() -> None:
    assert len(QUESTS) >= 4
    assert {"md1", "md2"} <= {p.parent.name for p in QUESTS}


def _check_views(state: Any, rng: Rng) -> bool:
    """Observations and information states survive a resample; True if something hidden
    (beyond the generator) came out different."""
    changed = False
    for p in range(state.game.num_players()):
        other = state.resample_from_infostate(p, rng)
        assert other.observation_string(p) == state.observation_string(p)
        assert other.information_state_string(p) == state.information_state_string(p)
        changed |= other.to_json()["rules"] != state.to_json()["rules"]
    return changed


def play_checked(
    game: Game, seed: int, bot: Any, rng: Rng | None = None, check_views: bool = True
) -> bool:
    """Play one game with ``bot``, checking the invariants of the module docstring on the
    way; True if a resample changed something hidden."""
    rng = rng or Rng(99)
    hidden_changed = False
    state = game.new_initial_state(seed)
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, f"no legal action in a running game ({game.quest.id}, seed {seed})"
        assert state.current_player() not in (CHANCE, TERMINAL)
        if steps % 9 == 0:
            assert state.clone() == state
            doc = json.loads(json.dumps(state.to_json()))
            assert game.state_from_json(doc) == state
        if steps % 23 == 5 and check_views:
            hidden_changed |= _check_views(state, rng)
        action = bot.choose(state)
        assert action in legal, f"{bot.name} bot chose an illegal action {action}"
        state.apply_action(action)
        steps += 1
    assert state.legal_actions() == [] and state.current_player() == TERMINAL
    info = game.info()
    assert info.num_players == game.num_players() == len(state.returns())
    assert state.round <= game.max_rounds == info.max_rounds
    assert len(state.history()) <= info.max_game_length
    assert all(info.min_utility <= r <= info.max_utility for r in state.returns())
    assert state.outcome()["result"] in ("win", "loss")
    assert set(state.returns()) <= {1.0, -1.0}
    assert game.replay(seed, state.history()) == state
    assert game.state_from_json(json.loads(json.dumps(state.to_json()))) == state
    return hidden_changed


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_random_and_goal_games_keep_the_invariants(path: Path | None) -> None:
    games = _games(path)
    sizes = sorted(games)
    hidden_changed = False
    rng = Rng(99)
    for k in range(GAMES_PER_QUEST):
        game = games[sizes[k % len(sizes)]]
        seed = 1000 + k
        bot = make_bot("random" if k % 2 == 0 else "goal", seed)
        hidden_changed |= play_checked(game, seed, bot, rng, check_views=k < 6)
    assert hidden_changed, "resampling never changed anything hidden"


def _strip(doc: dict[str, Any]) -> dict[str, Any]:
    """A state's JSON without what differs between the chance modes."""
    doc = dict(doc)
    doc["history"] = [h for h in doc["history"] if not h.startswith("chance outcome")]
    for key in ("rng", "chance", "private"):
        doc.pop(key)
    return doc


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_explicit_chance_sampled_from_the_seed_plays_the_internal_game(path: Path | None) -> None:
    internal = _games(path)
    explicit = _games(path, chance="explicit")
    for n, game in explicit.items():
        seed = 7 + n
        bot = make_bot("goal", seed)
        state = game.new_initial_state(seed)
        assert state.is_chance_node()  # the setup shuffles
        sampler = Rng(seed)
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                assert state.current_player() == CHANCE
                outcomes = state.chance_outcomes()
                assert outcomes and abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
                assert [o for o, _ in outcomes] == state.legal_actions()
                state.apply_action(sample_chance(state, sampler))
            else:
                state.apply_action(bot.choose(state))
            steps += 1
            if steps % 37 == 0:
                assert state.clone() == state
                assert game.state_from_json(json.loads(json.dumps(state.to_json()))) == state
        reference = internal[n].new_initial_state(seed)
        bot = make_bot("goal", seed)
        while not reference.is_terminal():
            reference.apply_action(bot.choose(reference))
        assert _strip(state.to_json()) == _strip(reference.to_json())
        assert game.replay(seed, state.history()) == state


@pytest.mark.parametrize("path", [*QUESTS[:1], *QUESTS[-1:], None], ids=lambda p: str(p and p.stem))
def test_games_where_the_players_settle_ties_replay_exactly(path: Path | None) -> None:
    game = toy_game(ties="ask") if path is None else Game(path, party=3, ties="ask")
    for seed in range(4):
        state = game.new_initial_state(seed)
        bot = make_bot("goal", seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            action = bot.choose(state)
            assert action in legal
            state.apply_action(action)
        assert state.round <= game.max_rounds
        assert game.replay(seed, state.history()) == state
