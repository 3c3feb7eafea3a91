"""The simulation runner: chunking, executors, determinism and the report."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from questwright.engine.core import Game
from questwright.engine.simulate import (
    BALANCE_BOT,
    GameSpec,
    balance_bot,
    chunks,
    games_per_chunk,
    play_game,
    quest_balance_bot,
    simulate,
    wilson_interval,
)
from questwright.schema.catalog import bundled_quests_dir

WARDEN = str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
DESIGN_KEYS = {
    "quest",
    "system",
    "heroes",
    "games",
    "seed",
    "wins",
    "win_rate",
    "win_rate_ci95",
    "rounds",
    "deaths",
    "objectives",
    "zones",
    "seeds",
}


def test_chunks_hold_at_least_a_hundred_games_and_cover_every_seed() -> None:
    seeds = list(range(1000))
    parts = chunks(seeds, jobs=2)
    assert [s for p in parts for s in p] == seeds and all(len(p) >= 100 for p in parts[:-1])
    assert chunks(list(range(30)), jobs=4) == [list(range(30))]


def test_a_slow_bot_plays_in_small_chunks_that_keep_every_job_busy() -> None:
    """A search game takes seconds: 20 games in chunks of 100 would leave the second job
    idle and the progress bar still until the end."""
    assert games_per_chunk(GameSpec(WARDEN, 2, "goal")) is None
    assert games_per_chunk(GameSpec(WARDEN, 2, "search")) == 2
    assert games_per_chunk(GameSpec(WARDEN, 2, "goal", opponent="search-quick")) == 2
    parts = chunks(list(range(20)), jobs=2, size=2)
    assert len(parts) == 10 and [s for p in parts for s in p] == list(range(20))
    ticks: list[int] = []
    spec = GameSpec(WARDEN, 1, "search-quick", max_rounds=3)
    serial = simulate(spec, n=4, seed=2)
    with ThreadPoolExecutor(2) as pool:
        threaded = simulate(spec, n=4, seed=2, jobs=2, executor=pool, progress=ticks.append)
    assert ticks == [2, 2] and serial.games == threaded.games


def test_balance_runs_default_to_the_search_bot_unless_the_game_names_another() -> None:
    assert BALANCE_BOT == "search"
    assert balance_bot("md1") == balance_bot("md2") == balance_bot("ddd") == "search"
    assert balance_bot("descent1") == "search"  # both sides (issue #28), a few s a game
    assert balance_bot("no-such-game") == BALANCE_BOT
    assert quest_balance_bot(GameSpec(WARDEN, 2, "")) == "search"
    descent = bundled_quests_dir() / "descent1"
    quest = str(sorted(descent.glob("*.quest.json"))[0])
    assert quest_balance_bot(GameSpec(quest, 2, "")) == "search"


def test_descent1_s_default_report_plays_both_sides_with_search_and_names_them() -> None:
    """Issue #28: the default descent1 report plays the heroes and the overlord with the
    search bot and names the bot of each side, in text and JSON."""
    quest = str(bundled_quests_dir() / "descent1" / "stone-tusk.quest.json")
    spec = GameSpec(quest, 2, "", max_rounds=2)
    spec = GameSpec(quest, 2, quest_balance_bot(spec), max_rounds=2)
    report = simulate(spec, n=1)
    sides = report.to_json()["sides"]
    assert [(s["side"], s["players"], s["bot"]) for s in sides] == [
        ("heroes", ["h1", "h2"], "search"),
        ("overlord", ["ov"], "search"),
    ]
    assert all("MCTS" in s["label"] for s in sides)
    assert "sides: heroes (h1, h2): search bot; overlord (ov): search bot" in report.text()


def test_wilson_interval() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lo, hi = wilson_interval(90, 100)
    assert lo < 0.9 < hi and hi - lo < 0.15


def test_results_do_not_depend_on_the_executor_or_jobs() -> None:
    spec = GameSpec(WARDEN, 2, "goal")
    serial = simulate(spec, n=240, seed=7)
    with ThreadPoolExecutor(2) as pool:
        threaded = simulate(spec, n=240, seed=7, jobs=2, executor=pool, min_chunk=50)
    pooled = simulate(spec, n=240, seed=7, jobs=2, min_chunk=50)
    assert serial.games == threaded.games == pooled.games


def test_report_has_the_design_keys_and_replayable_seeds() -> None:
    spec = GameSpec(WARDEN, 2, "goal")
    ticks: list[int] = []
    report = simulate(spec, n=60, seed=3, progress=ticks.append)
    doc = report.to_json()
    assert set(doc) >= DESIGN_KEYS
    assert doc["games"] == 60 == sum(ticks) and doc["seeds"] == list(range(3, 63))
    assert doc["wins"] == sum(1 for r in doc["results"] if r["result"] == "win")
    assert set(doc["objectives"]) == {"obj-key", "obj-escape"}
    assert sum(z["visits"] for z in doc["zones"].values()) > 0
    assert "win rate" in report.text()
    first = doc["results"][0]
    state = play_game(Game(WARDEN, party=2), first["seed"])
    assert state.outcome()["result"] == first["result"] and state.round == first["rounds"]


def test_the_report_names_the_bot_of_each_side() -> None:
    """Issue #28: text and JSON say who plays each side — the heroes' bot, the other
    players' bot, and the enemies the rules move by themselves."""
    from questwright.engine.simulate import GameSpec as Spec

    root = bundled_quests_dir()
    md = simulate(Spec(str(root / "md1" / "wardens-key.quest.json"), bot="random"), n=2)
    sides = md.to_json()["sides"]
    assert [(s["side"], s["bot"]) for s in sides] == [("heroes", "random"), ("enemies", "rules")]
    assert "sides: heroes (h1, h2): random bot; enemies:" in md.text()
    duel = simulate(
        Spec(str(root / "descent1" / "stone-tusk.quest.json"), bot="random", opponent="goal"),
        n=1,
    )
    sides = duel.to_json()["sides"]
    assert [(s["side"], s["players"], s["bot"]) for s in sides] == [
        ("heroes", ["h1", "h2"], "random"),
        ("overlord", ["ov"], "goal"),
    ]
