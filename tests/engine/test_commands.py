"""``questwright play`` and ``questwright simulate`` from the command line."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from questwright.engine.core import Game
from questwright.engine.play import PlaySession, TerminalPlay, load_save
from questwright.schema.catalog import bundled_quests_dir

from questwright.cli import main

WARDEN = str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
EMBERS = str(bundled_quests_dir() / "md2" / "embers-below.quest.json")


def _session(lines: list[str], quest: str = WARDEN, ties: str = "ask") -> tuple[PlaySession, str]:
    game = Game(quest, party=2, ties=ties)
    out = io.StringIO()
    session = PlaySession(game, 4)
    TerminalPlay(session, out).run(lines, prompt=False)
    return session, out.getvalue()


def test_play_shows_the_board_numbered_actions_and_undo(tmp_path: Path) -> None:
    session, text = _session(["1", "undo", "2", "bot", "log 3", "help", "bogus", "99"])
    assert "round 1" in text and " 1. h1 move" in text
    assert "commands:" in text and "unknown command" in text and "choose 1–" in text
    assert len(session.state.history()) >= 2
    save = tmp_path / "game.json"
    session2, _ = _session(["3", f"save {save}", "quit"])
    assert save.exists()
    _, state = load_save(save)
    assert state.to_json() == session2.state.to_json()


def test_play_load_and_auto(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    _session(["1", "1", f"save {save}"])
    other, text = _session([f"load {save}", "auto"])
    assert "game over" in text and other.state.is_terminal()


def test_play_cli_with_auto_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", EMBERS, "--seed", "1", "--auto", "goal"]) == 0
    out = capsys.readouterr().out
    assert "# h1" in out and "game over" in out


def test_play_auto_settles_ties_by_chance_unless_asked(capsys: pytest.CaptureFixture[str]) -> None:
    # with a bot playing everyone, the ties the rules leave to the players go by chance as
    # in simulate; --ties ask still hands each to the bot as a decision of its own
    sentry = str(bundled_quests_dir() / "md1" / "sentrys-crossing.quest.json")
    assert main(["play", sentry, "--heroes", "4", "--auto", "goal"]) == 0
    by_chance = capsys.readouterr().out
    assert main(["play", sentry, "--heroes", "4", "--auto", "goal", "--ties", "ask"]) == 0
    asked = capsys.readouterr().out
    assert " choose " not in by_chance and "game over" in by_chance
    assert " choose " in asked


def test_play_cli_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    save = tmp_path / "g.json"
    _session(["1", "2", f"save {save}"])
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "--replay", str(save)]) == 0
    assert "replayed" in capsys.readouterr().out


def test_play_cli_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "nowhere.quest.json"]) == 2
    assert main(["play", WARDEN, "--heroes", "dragon"]) == 2
    assert main(["play"]) == 2


def test_simulate_cli_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sim.json"
    assert (
        main(
            [
                "simulate",
                WARDEN,
                "-n",
                "40",
                "--heroes",
                "warrior,wizard",
                "--seed",
                "5",
                "--bot",
                "goal",
                "--json",
                str(out),
                "--quiet",
            ]
        )
        == 0
    )
    text = capsys.readouterr().out
    assert "win rate" in text and "95% CI" in text
    doc = json.loads(out.read_text())
    assert doc["heroes"] == 2 and doc["party"] == ["warrior", "wizard"]
    assert doc["seeds"] == list(range(5, 45)) and 0 <= doc["win_rate"] <= 1


def test_simulate_cli_bad_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", WARDEN, "-n", "0"]) == 2
    assert main(["simulate", "missing.quest.json", "-n", "5"]) == 2
