"""The search bot: legal, stronger where simulations say so, and blind to the future.

A bot that cannot see the future decides the same on two states that differ only in what
its player may not know (the order of the decks, face-down identities, the other side's
hand, every future roll). The tests draw such twins with ``resample_from_infostate`` and
compare decisions; a bot that plays on copies of the real state (it peeks) fails the same
test.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, ClassVar

import pytest
from questwright.engine.actions import EndTurn, Move
from questwright.engine.bots import GoalBot, bot_names, make_bot
from questwright.engine.core import Game
from questwright.engine.rng import Rng
from questwright.engine.search import PolicyBot, SearchBot
from questwright.engine.simulate import GameSpec, simulate
from questwright.schema.catalog import bundled_quests_dir

from tests.engine.boards import add_enemy
from tests.engine.test_md1_rules import CROSS, _state
from tests.engine.toy import relic_run

WARDEN = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
EMBERS = bundled_quests_dir() / "md2" / "embers-below.quest.json"


def _quick(seed: int) -> SearchBot:
    return SearchBot(seed, width=3, rounds=((2, 2), (3, 2)), horizon=2)


class PeekingBot(SearchBot):
    """A control that cheats: it simulates on copies of the real state."""

    def determinize(self, state: Any, player: int) -> Any:
        return state.clone()


def _states(game: Game, seed: int, every: int = 5, count: int = 6) -> list[Any]:
    """Positions of a goal-bot game, every few decisions, where there is a choice."""
    state = game.new_initial_state(seed)
    bot = make_bot("goal", seed)
    out = []
    step = 0
    while not state.is_terminal() and len(out) < count:
        if step % every == 0 and len(state.legal_actions()) > 2:
            out.append(state.clone())
        state.apply_action(bot.choose(state))
        step += 1
    return out


def test_the_search_bot_is_registered_and_named() -> None:
    assert {"goal", "random", "search", "search-deep", "search-quick"} <= set(bot_names())
    assert "MCTS with determinization" in make_bot("search").label
    # each budget is named by what it is registered as, with its own simulation count
    labels = {name: make_bot(name).label for name in ("search", "search-deep", "search-quick")}
    assert all(label.startswith(f"{name} (") for name, label in labels.items())
    assert "up to 8 simulations each (more where the game's rules ask)" in labels["search"]
    assert "once a turn" in labels["search"]
    assert "up to 40 simulations each" in labels["search-deep"]
    assert "once a turn" not in labels["search-deep"]
    balance = make_bot("search")
    assert balance.skip_alike and balance.rollout_steps == 400  # the issue #27 budget
    assert not make_bot("search-deep").skip_alike


@pytest.mark.parametrize("path", [WARDEN, EMBERS, None], ids=["md1", "md2", "toy"])
def test_the_search_bot_plays_legal_games(path: Any) -> None:
    game = relic_run() if path is None else Game(path, party=2)
    state = game.new_initial_state(3)
    bot = _quick(3)
    for _ in range(25):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        action = bot.choose(state)
        assert action in legal
        state.apply_action(action)


@pytest.mark.parametrize("path", [WARDEN, EMBERS, None], ids=["md1", "md2", "toy"])
def test_a_state_with_another_future_gets_the_same_decision(path: Any) -> None:
    game = relic_run() if path is None else Game(path, party=2)
    differed = peeked = 0
    for k, state in enumerate(_states(game, 11)):
        player = state.current_player()
        twin = state.resample_from_infostate(player, Rng(1000 + k))
        # the twin's future really is another one, and the player cannot tell
        assert twin.rng.state != state.rng.state
        assert twin.information_state_string(player) == state.information_state_string(player)
        differed += twin.to_json()["rules"] != state.to_json()["rules"]
        assert _quick(k).choose(state) == _quick(k).choose(twin)
        peek = PeekingBot(k, width=3, rounds=((2, 2), (3, 2)), horizon=2)
        other = PeekingBot(k, width=3, rounds=((2, 2), (3, 2)), horizon=2)
        peeked += str(peek.choose(state)) != str(other.choose(twin))
    assert differed  # hidden things changed, not only the dice
    if path is not None:
        assert peeked  # the same test catches a bot that looks at the real future


def test_simulate_with_the_search_bot_names_it() -> None:
    report = simulate(GameSpec(str(WARDEN), 2, "search-quick"), n=2, seed=4).to_json()
    assert report["bot"] == "search-quick" and "simulations" in report["bot_label"]
    assert report["games"] == 2


# ---------------------------------------------------------------------- the choice itself
class Coin:
    """A one-decision stand-in game (our own): the player names an action, then a hidden
    coin falls and scores it. ``odds[action]`` is the chance that action wins; ``goal`` is
    the goal policy's choice. Only the search logic is under test here."""

    def __init__(self, odds: dict[str, float], goal: str, seed: int = 0) -> None:
        self.odds, self.goal, self.round = odds, goal, 0
        self.rng = Rng(seed)
        self.result: float | None = None

    def legal_actions(self) -> list[str]:
        return [] if self.result is not None else sorted(self.odds)

    def current_player(self) -> int:
        return 0

    def pending_choice(self) -> None:
        return None

    def goal_action(self, player: int, rng: Rng) -> str | None:
        return None if self.result is not None else self.goal

    def resample_from_infostate(self, player: int, rng: Rng) -> Coin:
        return Coin(self.odds, self.goal, rng.next64())

    def clone(self) -> Coin:
        out = Coin(self.odds, self.goal)
        out.rng.state, out.result = self.rng.state, self.result  # the same coin falls
        return out

    def apply_action(self, action: str) -> None:
        self.result = 1.0 if self.rng.random() < self.odds[action] else -1.0

    def is_terminal(self) -> bool:
        return self.result is not None

    def returns(self) -> list[float]:
        return [self.result or 0.0]


class Counting(SearchBot):
    def __init__(self, seed: int = 0, **kw: Any) -> None:
        super().__init__(seed, **kw)
        self.runs = 0

    def _simulate(self, world: Any, action: Any, seed: int, player: int, *rest: Any) -> float:
        self.runs += 1
        return super()._simulate(world, action, seed, player, *rest)


def test_the_search_leaves_the_goal_choice_for_a_clearly_better_one() -> None:
    state = Coin({"a": 0.9, "b": 0.1, "c": 0.1, "d": 0.1}, goal="b")
    assert SearchBot(1).choose(state) == "a"
    assert SearchBot(1).choose(Coin({"a": 0.5, "b": 0.5}, goal="b")) == "b"


def test_no_difference_on_any_future_ends_the_search_after_the_first_round() -> None:
    """The adaptive budget: identical candidates cost one round, not all of them."""
    same = Counting(2)
    assert same.choose(Coin({"a": 0.0, "b": 0.0, "c": 0.0}, goal="b")) == "b"
    assert same.runs == 3 * same.rounds[0][0]
    fixed = Counting(2, adaptive=False, rounds=((4, 3), (12, 2)))  # 3 kept after the first
    fixed.choose(Coin({"a": 0.0, "b": 0.0, "c": 0.0}, goal="b"))
    assert fixed.runs == 3 * 4 + 3 * 12


def test_the_last_round_is_spent_only_on_a_close_race() -> None:
    clear = Counting(3)
    assert clear.choose(Coin({"a": 1.0, "b": 0.0}, goal="b")) == "a"
    assert clear.runs == 2 * 4 + 2 * 12  # a is clearly better after two rounds: no third
    bot = SearchBot(0)
    ahead_by_luck = [0.0] * 15 + [2.0]  # ahead, but by less than one standard error
    assert bot._undecided([[0.0] * 16, ahead_by_luck], [0, 1])
    assert not bot._undecided([[0.0] * 16, [2.0] * 16], [0, 1])  # clearly better
    assert not bot._undecided([[0.0] * 16, [-2.0] + [0.0] * 15], [0, 1])  # behind
    assert SearchBot(0, adaptive=False)._undecided([[0.0] * 16, [2.0] * 16], [0, 1])


# ---------------------------------------------------------------------- md: the hide plan
def _watched() -> Any:
    """A hero at full health in a Light zone (t1:H) that an enemy in t1:D sees, one step
    from a Shadow corner (t1:m) it does not."""
    state = _state(CROSS, {0: ("t1:H", 0), 1: ("t1:A", 0)})
    add_enemy(state, "t1:D", health=99, attacks={"melee": {"yellow": 1}})
    return state


def test_md_offers_the_search_a_step_back_into_shadow_the_goal_policy_skips() -> None:
    state = _watched()
    assert GoalBot(0).choose(state) == EndTurn(0)  # healthy: the goal policy stays
    assert state.search_candidates(0) == [Move(0, "t1:m")]
    bot = SearchBot(0, width=2, policies=False)
    assert bot._candidates(state, state.legal_actions(), EndTurn(0), 0) == [
        EndTurn(0),
        Move(0, "t1:m"),
    ]
    assert bot._planned == {1}
    hidden = _state(CROSS, {0: ("t1:m", 0), 1: ("t1:A", 0)})
    add_enemy(hidden, "t1:D", health=99)
    assert hidden.search_candidates(0) == []  # unseen in Shadow already


def test_the_hide_plan_ends_the_turn_in_the_shadow() -> None:
    state = _watched()
    state.apply_action(Move(0, "t1:m"))
    assert state.search_follow(0) == EndTurn(0)
    state.apply_action(EndTurn(0))
    assert state.search_follow(0) is None  # another hero's turn: the plan is over


def test_a_planned_candidate_is_simulated_with_its_follow_up(monkeypatch: Any) -> None:
    state = _watched()
    follow = type(state).search_follow
    asked: list[Any] = []

    def recording(self: Any, player: int) -> Any:
        step = follow(self, player)
        asked.append((self.game.topology.zone_ids[self.heroes[0].zone], step))
        return step

    monkeypatch.setattr(type(state), "search_follow", recording)
    bot = SearchBot(0, width=2)
    bot._simulate(state, EndTurn(0), 1, 0)
    assert asked == []  # the goal policy's choice: no plan
    bot._simulate(state, Move(0, "t1:m"), 1, 0, plan=True)
    assert asked == [("t1:m", EndTurn(0))]  # hidden in t1:m, the plan ends the turn


def test_one_action_of_each_kind_comes_before_a_second_of_any_kind() -> None:
    from questwright.engine.actions import Attack, OpenDoor

    moves = [Move(0, f"t1:z{k}") for k in range(8)]
    legal = [*moves, Attack(0, "melee", "e1"), OpenDoor(0, "door-1"), EndTurn(0)]
    for seed in range(10):
        picked = SearchBot(seed, width=5, hints=False)._candidates(None, legal, moves[0], 0)
        kinds = [type(a).__name__ for a in picked]
        assert kinds[:2] == ["Move", "EndTurn"]
        assert sorted(kinds[2:4]) == ["Attack", "OpenDoor"] and kinds[4] == "Move"


# ---------------------------------------------------------------------- policy switching
class Ridge:
    """A two-decision stand-in game (our own): the player says "bold" or "safe" twice,
    then a hidden coin falls. Bold twice wins nine times in ten, safe twice three in ten,
    a mix one in ten. The goal policy always says "safe"; the ruleset's one other policy,
    "brave", always "bold". A single bold step followed by the goal policy's habit looks
    worse than staying safe; only a policy kept to the end shows what bold play is worth."""

    ODDS: ClassVar[dict[tuple[str, ...], float]] = {("bold", "bold"): 0.9, ("safe", "safe"): 0.3}
    game = SimpleNamespace(players=[SimpleNamespace(side="heroes")])

    def __init__(self, seed: int = 0, said: tuple[str, ...] = ()) -> None:
        self.rng, self.said, self.round = Rng(seed), said, 0
        self.result: float | None = None

    def legal_actions(self) -> list[str]:
        return [] if self.result is not None else ["bold", "safe"]

    def current_player(self) -> int:
        return 0

    def pending_choice(self) -> None:
        return None

    def goal_action(self, player: int, rng: Rng) -> str:
        return "safe"

    def search_policies(self, player: int) -> list[str]:
        return ["brave"]

    def policy_action(self, player: int, rng: Rng, name: str) -> str:
        return "bold"

    def resample_from_infostate(self, player: int, rng: Rng) -> Ridge:
        return type(self)(rng.next64(), self.said)

    def clone(self) -> Ridge:
        out = type(self)(0, self.said)
        out.rng.state, out.result = self.rng.state, self.result  # the same coin falls
        return out

    def apply_action(self, action: str) -> None:
        self.said = (*self.said, action)
        if len(self.said) == 2:
            won = self.rng.random() < self.ODDS.get(self.said, 0.1)
            self.result = 1.0 if won else -1.0

    def is_terminal(self) -> bool:
        return self.result is not None

    def returns(self) -> list[float]:
        return [self.result or 0.0]


def test_a_policy_kept_to_the_end_beats_a_single_step_away_from_the_habit() -> None:
    assert SearchBot(1, policies=False).choose(Ridge()) == "safe"
    assert "policy switching" not in SearchBot(1, policies=False).label
    bot = SearchBot(1)
    assert "policy switching" in bot.label
    game = Ridge()
    while not game.is_terminal():
        game.apply_action(bot.choose(game))
    assert game.said == ("bold", "bold")


def test_md_offers_its_other_policies_and_plays_them_for_the_whole_side() -> None:
    state = _watched()
    assert state.search_policies(0) == ["hide", "hold", "bold", "muster"]
    assert GoalBot(0).choose(state) == EndTurn(0)  # healthy: the goal policy stays
    assert state.policy_action(0, Rng(0), "hide") == Move(0, "t1:m")
    bot = SearchBot(0, width=2)
    candidates = bot._candidates(state, state.legal_actions(), EndTurn(0), 0)
    assert [candidates[i] for i in sorted(bot._policy_of)] == [
        state.policy_action(0, Rng(0), name) for name in ("hide", "hold", "bold", "muster")
    ]
    player = PolicyBot(0, "hide", state, 0)
    assert player.ours == [True, True]  # both heroes play the policy in the rollouts
    assert player.choose(state) == Move(0, "t1:m")


# ---------------------------------------------------------------------- a search once a turn
def test_a_per_turn_search_decides_at_a_turn_s_first_decision_and_keeps_to_it() -> None:
    """The balance bot searches once a turn: the policy the simulations favour at the
    first decision plays the rest of that turn without another search."""
    bot = Counting(1, per_turn=True)
    game = Ridge()
    game.apply_action(bot.choose(game))
    searched = bot.runs
    assert searched > 0 and game.said == ("bold",)  # the "brave" policy won the search
    game.apply_action(bot.choose(game))
    assert bot.runs == searched and game.said == ("bold", "bold")  # kept, not searched
    every = Counting(1)
    again = Ridge()
    again.apply_action(every.choose(again))
    first = every.runs
    every.choose(again)
    assert every.runs > first  # without per_turn, every decision is searched


def test_a_new_turn_is_searched_again_and_the_goal_policy_is_kept_too() -> None:
    bot = Counting(1, per_turn=True)
    game = Ridge()
    game.apply_action(bot.choose(game))
    searched = bot.runs
    game.round = 1  # another turn: the choice is made again
    bot.choose(game)
    assert bot.runs > searched
    # where nothing beats the goal policy, the turn goes on with it, unsearched
    coin = Coin({"a": 0.5, "b": 0.5}, goal="b")
    keeper = Counting(1, per_turn=True)
    assert keeper.choose(coin) == "b"
    runs = keeper.runs
    assert keeper.choose(coin) == "b" and keeper.runs == runs


def test_a_game_without_policies_gets_the_search_at_every_decision() -> None:
    """Once a turn with only the goal policy to weigh would be the goal bot: a game that
    offers no policies (the stand-in coin here; every bundled ruleset has some since
    descent1's, issue #28) gets the search at every decision it had before, the very same
    choices; a ruleset with policies never asks for it."""
    from questwright.engine.search import NO_POLICY_ROUNDS

    bot = make_bot("search", 1)
    assert bot.without_policies is not None and "at every decision" in bot.label
    plain = SearchBot(1, rounds=NO_POLICY_ROUNDS)
    for odds in ({"a": 0.9, "b": 0.1, "c": 0.1}, {"a": 0.5, "b": 0.5}):
        assert bot.choose(Coin(odds, goal="b")) == plain.choose(Coin(odds, goal="b"))
    assert bot.without_policies.rng.state == plain.rng.state  # the same search, run once
    # md offers policies: the once-a-turn search plays, the fallback is never asked
    md = make_bot("search", 2)
    asked: list[Any] = []
    md.without_policies.choose = lambda s: asked.append(s)  # type: ignore[method-assign]
    md_game = Game(WARDEN, party=2, max_rounds=2)
    md_state = md_game.new_initial_state(2)
    for _ in range(6):
        if md_state.is_terminal():
            break
        md_state.apply_action(md.choose(md_state))
    assert asked == []


# ---------------------------------------------------------------------- turns played alike
class Timid(Ridge):
    """Ridge where the ruleset's policy plays as the goal policy does ("safe")."""

    def policy_action(self, player: int, rng: Rng, name: str) -> str:
        return "safe"


def test_no_search_where_every_policy_plays_the_turn_alike() -> None:
    bot = Counting(1, per_turn=True, skip_alike=True)
    game = Timid()
    assert bot.choose(game) == "safe" and bot.runs == 0  # nothing to weigh
    plain = Counting(1, per_turn=True)
    assert plain.choose(Timid()) == "safe" and plain.runs > 0


def test_policies_that_part_are_still_weighed_and_the_turns_played_start_the_race() -> None:
    """Where a policy plays the turn otherwise, the search runs as before; the turns the
    check played are its first simulations (one fewer each), and bold play still wins."""
    bot = Counting(1, per_turn=True, skip_alike=True)
    plain = Counting(1, per_turn=True)
    game = Ridge()
    assert bot.choose(game) == "bold" and plain.choose(Ridge()) == "bold"
    assert 0 < bot.runs < plain.runs
    game.apply_action("bold")
    assert bot.choose(game) == "bold"


# ---------------------------------------------------------------------- the ruleset's horizon
class Long(Coin):
    """The coin game, but the coin falls only after ten rounds of waiting; the ruleset
    names a horizon of 2 rounds, where its heuristic already says how the game goes."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.chosen: str | None = None

    def legal_actions(self) -> list[str]:
        if self.result is not None:
            return []
        return sorted(self.odds) if self.chosen is None else ["wait"]

    def goal_action(self, player: int, rng: Rng) -> str | None:
        return self.legal_actions()[0] if self.chosen is not None else self.goal

    def resample_from_infostate(self, player: int, rng: Rng) -> Long:
        out = Long(self.odds, self.goal, rng.next64())
        out.round, out.chosen = self.round, self.chosen
        return out

    def clone(self) -> Long:
        out = Long(self.odds, self.goal)
        out.rng.state, out.result = self.rng.state, self.result
        out.round, out.chosen = self.round, self.chosen
        return out

    def apply_action(self, action: str) -> None:
        if self.chosen is None:
            self.chosen = action
        self.round += 1
        if self.round >= 10:
            super().apply_action(self.chosen)

    def search_horizon(self) -> int:
        return 2

    def heuristic_value(self, player: int) -> float:
        return self.odds[self.chosen or self.goal] - 0.5


def test_a_ruleset_s_horizon_ends_the_simulations_of_the_search_bot_that_asks() -> None:
    state = Long({"a": 0.9, "b": 0.1}, goal="b")
    short = SearchBot(1, ruleset_horizon=True)
    assert short._limit(state) == 2 and SearchBot(1)._limit(state) is None
    assert SearchBot(1, horizon=5, ruleset_horizon=True)._limit(state) == 5  # its own first
    assert short._simulate(state, "a", 7, 0) == 0.9 - 0.5  # scored at round 2, no coin
    assert SearchBot(1)._simulate(state, "a", 7, 0) in (-1.0, 1.0)  # played to the end
    assert short.choose(Long({"a": 0.9, "b": 0.1}, goal="b")) == "a"
    assert "as deep as the game's rules ask" in make_bot("search").label


# ---------------------------------------------------------------------- the balance budget
class Scripted(Counting):
    """A search whose simulations score each action by a script (one value per run)."""

    def __init__(self, script: dict[str, list[float]], **kw: Any) -> None:
        super().__init__(0, **kw)
        self.script = {action: list(values) for action, values in script.items()}

    def _simulate(self, world: Any, action: Any, seed: int, player: int, *rest: Any) -> float:
        self.runs += 1
        return self.script[action].pop(0)


def test_a_sequential_last_round_stops_once_no_challenger_leads() -> None:
    """The last round (a close race) ends as soon as the goal policy's choice is no longer
    behind, instead of playing all its simulations; the choice is the same."""
    script = {"b": [0.0] * 14, "a": [1.0, 0.0, -1.0] + [0.0] * 11}  # ahead by luck, then not
    rounds = ((2, 2), (12, 2))
    full = Scripted(script, rounds=rounds)
    quick = Scripted(script, rounds=rounds, sequential=True)
    game = {"a": 0.5, "b": 0.5}
    assert full.choose(Coin(game, goal="b")) == quick.choose(Coin(game, goal="b")) == "b"
    assert full.runs == 2 * 2 + 2 * 12
    assert quick.runs == 2 * 2 + 2 * 1  # one more pair, and a trails no more
    lead = {"b": [0.0] * 14, "a": [1.0, 0.0] + [1.0] * 12}  # ahead all along: played out
    assert Scripted(lead, rounds=rounds, sequential=True).choose(Coin(game, goal="b")) == "a"


def test_a_goal_choice_that_wins_its_only_first_future_is_played_unchallenged() -> None:
    """A simulation is worth 1 at most: when the goal policy's choice wins the first
    round's one future, no challenger can lead it and the adaptive last round would not
    be played, so the challengers' simulations are skipped; the choice is the same."""
    game = {"a": 0.5, "b": 0.5}
    rounds = ((1, 2), (7, 2))
    won = {"b": [1.0] * 8, "a": [1.0] * 8}
    quick = Scripted(won, rounds=rounds, sequential=True)
    assert quick.choose(Coin(game, goal="b")) == "b" and quick.runs == 1
    lost = {"b": [-1.0] * 8, "a": [1.0] * 8}  # behind: the challenger is weighed
    weighed = Scripted(lost, rounds=rounds, sequential=True)
    assert weighed.choose(Coin(game, goal="b")) == "a" and weighed.runs > 2
    # not adaptive, the last round is always played: only its last future goes unchallenged
    eager = Scripted(won, rounds=rounds, adaptive=False)
    assert eager.choose(Coin(game, goal="b")) == "b" and eager.runs == 2 + 2 * 7 - 1


def test_one_future_never_makes_a_challenger_clearly_better() -> None:
    """With one simulation each (the balance bot's first round), a challenger ahead on that
    future goes on to the last round instead of being chosen on one draw."""
    bot = SearchBot(0)
    assert not bot._clearly_better([2.0])
    assert bot._undecided([[0.0], [2.0]], [0, 1])
    assert bot._clearly_better([2.0, 2.0])


class Planned(Timid):
    """Timid (every policy plays the turn as the goal policy) with a plan of the ruleset's
    own on offer (md's step back into shadow)."""

    def search_candidates(self, player: int) -> list[str]:
        return ["bold"]

    def search_follow(self, player: int) -> None:
        return None


def test_the_balance_bot_skips_alike_turns_even_where_the_ruleset_has_a_plan() -> None:
    """The balance bot weighs one candidate besides the policies (``width`` 1), so a
    ruleset's plan is never among its candidates and cannot stop the check for turns
    played alike; a wider search still weighs the plan."""
    balance = Counting(1, width=1, per_turn=True, skip_alike=True)
    assert balance.choose(Planned()) == "safe" and balance.runs == 0
    wide = Counting(1, per_turn=True, skip_alike=True)
    wide.choose(Planned())
    assert wide.runs > 0


class Budgeted(Coin):
    """A Coin whose ruleset names the search's rounds (``search_rounds``, as machina)."""

    def search_rounds(self) -> tuple[tuple[int, int], ...]:
        return ((4, 2), (12, 2))

    def resample_from_infostate(self, player: int, rng: Rng) -> Budgeted:
        return Budgeted(self.odds, self.goal, rng.next64())

    def clone(self) -> Budgeted:
        out = Budgeted(self.odds, self.goal)
        out.rng.state, out.result = self.rng.state, self.result
        return out


def test_a_ruleset_s_rounds_let_the_search_see_a_choice_safer_one_game_in_five() -> None:
    """The goal policy's choice wins four futures in five and the challenger every one: on
    the balance rounds' single first future the search mostly keeps the goal choice; the
    ruleset's rounds (``search_rounds``, asked with ``ruleset_horizon``) show the
    challenger far more often."""
    odds = {"a": 1.0, "b": 0.8}
    kw: dict[str, Any] = {"width": 2, "rounds": ((1, 2), (7, 2)), "sequential": True}
    plain = sum(SearchBot(s, **kw).choose(Coin(odds, goal="b", seed=s)) == "a" for s in range(60))
    asked = sum(
        SearchBot(s, ruleset_horizon=True, **kw).choose(Budgeted(odds, goal="b", seed=s)) == "a"
        for s in range(60)
    )
    assert asked >= 2 * plain and asked >= 30, (plain, asked)
    assert SearchBot(0, **kw)._rounds(Budgeted(odds, goal="b")) == ((1, 2), (7, 2))  # not asked
