"""Stand-in slow bots for the simulation report's tests: the goal bot's moves after a pause
at the first decision of every game, so a test sees a slow bot without a real search."""

from __future__ import annotations

import time
from typing import Any

from questwright.engine import bots


class PausingBot:
    """The goal bot after ``pause`` seconds at each game's start (subclass to name it)."""

    name = "pausing-stand-in"
    pause = 0.2

    def __init__(self, seed: int = 0) -> None:
        self.goal = bots.GoalBot(seed)
        self.paused = False

    def choose(self, state: Any) -> Any:
        if not self.paused:
            self.paused = True
            time.sleep(self.pause)
        return self.goal.choose(state)
