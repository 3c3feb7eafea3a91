"""The simulation report's bot (issue 12, items 4 and 5): the Bot field, the bot-strength block
of a single run, and runs that stay responsive with slow bots (offscreen, through the
widgets; a slow stand-in bot, never a timing of the real bots)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from questwright.editor.mainwindow import MainWindow
from questwright.engine import bots
from questwright.engine import simulate as engine_simulate
from questwright.engine.core import Ruleset
from questwright.engine.simulate import GameSpec, bot_strength, simulate

from tests.editor.conftest import Answers
from tests.editor.driver import choose_bot, open_simulation, settle, snapshot
from tests.editor.standin_bots import PausingBot

ROOT = Path(__file__).resolve().parents[2]
MD1 = ROOT / "quests" / "md1" / "wardens-key.quest.json"
DESCENT = ROOT / "quests" / "descent1" / "drowned-stair.quest.json"
DESCENT2 = ROOT / "quests" / "descent1" / "stone-tusk.quest.json"
TIMING = ("jobs", "elapsed_s", "games_per_s")
SLOW = "slow-stand-in"
#: the stand-in's pause per game (seconds)
PAUSE = 0.25


class SlowStandIn(PausingBot):
    """A stand-in for a slow bot (tests only)."""

    name = SLOW
    pause = PAUSE


@pytest.fixture
def slow_bot() -> Iterator[str]:
    bots.register_bot(SLOW, SlowStandIn)
    yield SLOW
    bots.BOTS.pop(SLOW, None)


def _dialog(window: MainWindow) -> Any:
    return open_simulation(window, MD1)


def test_the_bot_field_offers_every_bot_and_starts_on_the_balance_bot(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the dialog asks the engine which bot balance runs play on the quest's system (as
    # ``questwright simulate`` without --bot): the constant, unless the ruleset names one
    monkeypatch.setattr(engine_simulate, "BALANCE_BOT", "search-quick")
    monkeypatch.delattr(Ruleset, "balance_bot")
    dialog = _dialog(window)
    box = dialog.bot
    names = [box.itemData(i) for i in range(box.count())]
    assert names == bots.bot_names() and {"goal", "random", "search", "search-quick"} <= set(names)
    assert box.currentData() == "search-quick"
    texts = {box.itemData(i): box.itemText(i) for i in range(box.count())}
    assert "plans toward the objectives" in texts["goal"]
    assert "cannot see the future" in texts["search"] and "default" in texts["search"]
    assert "two rounds deep" in texts["search-quick"]
    assert "at every decision" in texts["search-deep"] and "strongest" in texts["search-deep"]
    tip = box.itemData(names.index("search"), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("search (MCTS")
    # a quest of another system starts on that system's balance bot (descent1: search)
    assert window.open_path(DESCENT, ask=False)
    settle()
    window.actions_["simulate"].trigger()
    assert box.currentData() == engine_simulate.balance_bot("descent1") == "search"
    # a choice stays while the system does not change
    choose_bot(dialog, "random")
    assert window.open_path(DESCENT2, ask=False)
    settle()
    window.actions_["simulate"].trigger()
    assert box.currentData() == "random"
    dialog.close()


def test_the_chosen_bot_plays_and_the_report_states_its_strength(
    window: MainWindow, answers: Answers, qtbot: Any, tmp_path: Path
) -> None:
    dialog = _dialog(window)
    before = snapshot(window)
    dialog.games.setValue(3)
    dialog.heroes.setValue(1)
    dialog.seed.setValue(5)
    dialog.jobs.setValue(1)
    choose_bot(dialog, "search-quick")
    bar = dialog.progress
    shown: list[tuple[str, int, int]] = []
    bar.valueChanged.connect(lambda v: shown.append((bar.format(), v, bar.maximum())))
    QTest.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=60000)
    doc = dialog.report_json
    assert doc["bot"] == "search-quick" and doc["bot_label"].startswith("search-quick (MCTS")
    assert "Bot: search-quick (MCTS" in dialog.summary.text()
    # the same seeds give the same report as the CLI's run: games, then the strength block
    spec = GameSpec(str(MD1), 1, "search-quick")
    direct = simulate(spec, n=3, seed=5, precision=0.05)  # the dialog stops at ±5 points
    direct.extra["strength"] = bot_strength(spec, direct, 3, 5)
    want = direct.to_json()
    assert {k: v for k, v in doc.items() if k not in TIMING} == {
        k: v for k, v in want.items() if k not in TIMING
    }
    assert list(doc["strength"]) == ["search-quick", "random", "goal"]
    table = dialog.strength_table
    rows = [[table.item(r, c).text() for c in range(4)] for r in range(table.rowCount())]
    assert [row[0] for row in rows] == [
        doc["bot_label"],
        "random",
        "goal",
    ]
    for row, info in zip(rows, doc["strength"].values(), strict=True):
        lo, hi = info["win_rate_ci95"]
        assert row[1:] == [f"{info['win_rate']:.1%}", f"{lo:.1%} – {hi:.1%}", "3"]
    assert table.item(0, 0).font().bold() and not table.item(1, 0).font().bold()
    # the bar counts the bot's games, then the strength games, and ends on the bot's
    assert ("%v / %m games", 1, 3) in shown
    assert ("%v / %m bot-strength games", 6, 6) in shown
    assert (bar.format(), bar.value(), bar.maximum()) == ("%v / %m games", 3, 3)
    assert dialog.timing.text().startswith("Took 0:")
    # Save report… names the bot and carries the strength block
    answers.save_path = str(tmp_path / "report.json")
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    saved = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert saved["bot"] == "search-quick" and saved["strength"] == doc["strength"]
    # Sweep plays the chosen bot too
    choose_bot(dialog, "random")
    dialog.games.setValue(2)
    dialog.vary.setText("heroes=1-2")
    QTest.mouseClick(dialog.sweep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dialog.sweep_report is not None and dialog.thread is None, timeout=60000
    )
    assert dialog.sweep_report.bot == "random"
    assert list(dialog.sweep_report.strength) == ["random", "goal"]
    assert "Bot: random" in dialog.summary.text()
    assert table.rowCount() == 2 and table.item(1, 0).text() == "goal"
    assert snapshot(window) == before and window.document.undo_stack.count() == 0
    dialog.close()


def test_cancel_answers_within_a_slice_with_a_slow_bot(
    window: MainWindow, slow_bot: str, qtbot: Any
) -> None:
    dialog = _dialog(window)
    before = snapshot(window)
    choose_bot(dialog, slow_bot)
    dialog.games.setValue(10_000)
    dialog.heroes.setValue(1)
    dialog.jobs.setValue(1)
    steps: list[int] = []
    dialog.run()
    thread = dialog.thread
    assert thread is not None
    thread.progressed.connect(steps.append)
    qtbot.waitUntil(lambda: len(steps) >= 3, timeout=20000)
    # the first slice is one game, the next ones about a second of this bot's play
    assert steps[0] == 1
    sizes = [b - a for a, b in pairwise(steps)]
    assert max(sizes) <= int(1.0 / PAUSE) + 1
    assert "elapsed" in dialog.timing.text() and "left" in dialog.timing.text()
    QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    # a slice of this bot is about a second: old slices (100 games) took 25 s
    qtbot.waitUntil(lambda: dialog.thread is None, timeout=6000)
    assert dialog.report is None and "Cancelled" in dialog.summary.text()
    assert dialog.timing.text().startswith("Cancelled after 0:")
    assert dialog.run_button.isEnabled() and dialog.bot.isEnabled()
    assert snapshot(window) == before and window.document.undo_stack.count() == 0
    dialog.close()


def test_replay_plays_the_reports_game_after_a_sweep_changed_the_settings(
    window: MainWindow, qtbot: Any
) -> None:
    """Replay this game uses the report's snapshot, party and bot (not the last sweep's),
    and plays the game off the UI thread."""
    dialog = _dialog(window)
    choose_bot(dialog, "goal")
    dialog.games.setValue(3)
    dialog.heroes.setValue(1)
    dialog.seed.setValue(2)
    QTest.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=60000)
    want = dialog.report_json["results"][1]
    # a sweep with another bot and party size comes in between
    choose_bot(dialog, "random")
    dialog.heroes.setValue(2)
    dialog.games.setValue(2)
    dialog.vary.setText("heroes=2-3")
    QTest.mouseClick(dialog.sweep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dialog.sweep_report is not None and dialog.thread is None, timeout=60000
    )
    dialog.tabs.setCurrentIndex(0)
    dialog.table.selectRow(1)
    QTest.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert dialog.replay_thread is not None and not dialog.replay_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.replay_thread is None, timeout=30000)
    panel = window.play_panel
    assert panel.session is not None and panel.session.seed == want["seed"]
    window.actions_["play_run"].trigger()
    state = panel.session.state
    assert len(state.heroes) == 1
    assert state.outcome()["result"] == want["result"] and state.round == want["rounds"]
    dialog.close()
