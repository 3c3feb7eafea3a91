"""Fit a ruleset's value model (:mod:`engine.value_model`) to what became of goal-bot games.

``python benchmarks/fit_value.py GAME [-n N] [--parties 2,3,4] [--seed 10000] [--json FILE]``

GAME is ``descent1`` (the heroes' chance to win) or ``ddd`` (the survivors' chance to
break the lab code, from the positions before the lab opens: a ddd game's win is too rare
to fit to, and once the lab is open the ruleset scores the showdown itself).

Goal bots play every bundled quest of the game, ``n`` games for each party size; at the
start of every round the features of the ruleset's value module are recorded with what
became of the game. A logistic regression (Newton's method, a small ridge penalty) is fit
on the games of even seeds and scored on the odd ones (mean log-loss), against the model
the ruleset holds now and against a constant (the rate alone); then it is fit again on every game and its weights printed, rounded, for the
ruleset's ``MODEL``.

The seeds start far above those the balance benchmark and the tests play, so that the
figures which judge the search bot are not played on the games its model was fit to.
Figures go to stdout and, with ``--json``, to a file.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from questwright.engine.core import CHANCE, Game
from questwright.engine.rng import Rng
from questwright.engine.rulesets.ddd import value as ddd_value
from questwright.engine.rulesets.descent1 import value as descent1_value
from questwright.engine.simulate import make_bot, play_chance
from questwright.engine.value_model import Logistic
from questwright.schema.catalog import bundled_quests_dir

RIDGE = 1e-3


@dataclass(frozen=True)
class Target:
    """What one game's model is fit to: the game won, or a position on the way that
    ``on_the_way`` says reached the goal (ddd: the lab opened)."""

    model: Logistic
    features: Callable[[Any], dict[str, float]]
    #: whether a position counts (ddd: only before the lab opens)
    counts: Callable[[Any], bool]
    on_the_way: Callable[[Any], bool]
    parties: str
    games: int


TARGETS = {
    "descent1": Target(
        descent1_value.MODEL,
        descent1_value.features,
        counts=lambda state: True,
        on_the_way=lambda state: False,
        parties="2,3,4",
        games=400,
    ),
    "ddd": Target(
        ddd_value.MODEL,
        ddd_value.features,
        counts=lambda state: not state.lab_open,
        on_the_way=lambda state: bool(state.lab_open),
        parties="2,4",
        games=2000,
    ),
}


def positions(game: Game, seed: int, target: Target) -> tuple[list[dict[str, float]], bool]:
    """The features at each counted round start of one goal-bot game, and whether the game
    reached the target's goal."""
    state = game.new_initial_state(seed)
    bot = make_bot("goal", seed)
    sampler = Rng(seed)
    rows: list[dict[str, float]] = []
    last = None
    seen = False
    while state._outcome is None:
        if state.round != last:
            last = state.round
            if target.counts(state):
                rows.append(target.features(state))
        seen = seen or target.on_the_way(state)
        pending = state._pending
        if pending is not None and pending.need.player == CHANCE:
            play_chance(state, sampler)
        else:
            state.apply_action(bot.choose(state))
    won = state.outcome()["result"] == "win"
    return rows, won or seen or target.on_the_way(state)


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Logistic regression weights (the bias last) by Newton's method with a ridge penalty."""
    xb = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros(xb.shape[1])
    penalty = RIDGE * np.eye(len(w))
    penalty[-1, -1] = 0.0
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-xb @ w))
        grad = xb.T @ (p - y) / len(y) + penalty @ w
        hess = (xb * (p * (1 - p))[:, None]).T @ xb / len(y) + penalty
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-10:
            break
    return w


def log_loss(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    """Mean negative log-likelihood of ``y`` under the weights ``w`` (bias last)."""
    p = 1.0 / (1.0 + np.exp(-(np.hstack([x, np.ones((len(x), 1))]) @ w)))
    p = np.clip(p, 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(TARGETS))
    parser.add_argument("-n", type=int, help="games per quest and party size")
    parser.add_argument("--parties", help="party sizes, comma-separated")
    parser.add_argument("--seed", type=int, default=10000, help="the first seed")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    args = parser.parse_args(argv)
    target = TARGETS[args.game]
    n = args.n or target.games
    names = target.model.features
    rows: list[list[float]] = []
    reached: list[float] = []
    parity: list[int] = []
    rates: dict[str, float] = {}
    clock = time.process_time()
    for path in sorted((bundled_quests_dir() / args.game).glob("*.quest.json")):
        for party in (int(p) for p in (args.parties or target.parties).split(",")):
            game = Game(path, party=party)
            hits = 0
            for seed in range(args.seed, args.seed + n):
                found, hit = positions(game, seed, target)
                rows += [[values[name] for name in names] for values in found]
                reached += [float(hit)] * len(found)
                parity += [seed % 2] * len(found)
                hits += hit
            rates[f"{path.name.split('.')[0]}/{party}"] = hits / n
    x, y, odd = np.array(rows), np.array(reached), np.array(parity) == 1
    rate = y[~odd].mean()
    constant = np.zeros(len(names) + 1)
    constant[-1] = np.log(rate / (1 - rate))
    now = np.array([target.model.weights[name] for name in names] + [target.model.bias])
    weights = fit(x, y)
    figures: dict[str, Any] = {
        "game": args.game,
        "positions": len(rows),
        "goal_bot_rate": rates,
        "held_out_log_loss": {
            "fit": log_loss(fit(x[~odd], y[~odd]), x[odd], y[odd]),
            "model_now": log_loss(now, x[odd], y[odd]),
            "constant": log_loss(constant, x[odd], y[odd]),
        },
        "weights": {name: round(float(w), 3) for name, w in zip(names, weights[:-1], strict=True)},
        "bias": round(float(weights[-1]), 3),
        "cpu_s": round(time.process_time() - clock, 1),
    }
    text = json.dumps(figures, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
