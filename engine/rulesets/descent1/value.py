"""How a descent1 game stands for the heroes, as the search bot's simulations score it.

The ``search`` bot plays each candidate a few rounds ahead (``search_horizon``) and then
needs a number for the position it reached (``heuristic_value``). This module gives it:
the chance that the goal bots would win from here, a logistic model over what everyone
at the table sees (no hidden card, no deck order):

* ``progress`` — the quest's objectives done, a kill objective's target counted by the
  share of its wounds dealt (three quarters of an objective at most);
* ``conquest`` — the conquest tokens left, against the quest's start (none: the heroes
  lose);
* ``health`` — the heroes' health on the board (a hero in town counts none);
* ``wealth`` — the price of each hero's best weapon and best armour plus his coins: the
  coins buy the gear a boss fight is won with (``Style.outfit``);
* ``potions`` — the healing potions the heroes carry;
* ``deck`` — the share of the overlord's deck left before it runs out (and costs the
  heroes conquest);
* ``round`` — the round: the longer a quest runs, the more conquest the deck and the
  deaths take.

The weights are not set by hand: ``benchmarks/fit_value.py descent1`` plays goal bots on
both sides of every bundled descent1 quest with 2–4 heroes and fits them to who won, from
every round's start (docs/engine.md has the figures). The blend it replaced (objectives,
conquest and health in fixed shares) valued neither the treasure nor the potions, so a
search hero could not tell a turn spent looting or shopping from one wasted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.value_model import Logistic

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState

__all__ = ["MODEL", "features", "hero_win_chance"]

#: the model (refit it with ``benchmarks/fit_value.py descent1``: these are its weights,
#: rounded); its features in the order :func:`features` gives them
MODEL = Logistic(
    weights={
        "progress": 3.221,
        "conquest": 4.079,
        "health": 0.103,
        "wealth": 1.924,
        "potions": 1.435,
        "deck": 0.949,
        "round": -1.147,
    },
    bias=-2.911,
)

#: scales that bring each feature near [0, 1] on a usual quest
_WEALTH_SCALE = 500.0  # coins: a good weapon and armour cost a few hundred
_POTION_SCALE = 2.0  # the goal bot keeps two healing potions (``_town_choice``)
_ROUND_SCALE = 20.0  # a bundled quest is won in 12–17 rounds


def features(state: DescentState) -> dict[str, float]:
    """The model's inputs for ``state`` (see the module docstring), each scaled near [0, 1]."""
    data = state.data
    objectives = state.game.logic.objectives
    progress = float(len(state.done))
    for obj in state.current_objectives():
        if obj.kind != "kill":
            continue
        hurt = [
            m.damage / max(1, m.damage + m.remaining)
            for m in state.monsters()
            if m.source in obj.targets or m.uid in obj.targets
        ]
        progress += 0.75 * max(hurt, default=0.0)
    progress /= len(objectives) or 1
    start = max(1, data.start_conquest)
    left = max(0, state.conquest)
    heroes = state.heroes
    count = max(1, len(heroes))
    health = sum(0.0 if h.cell is None else h.health / max(1, h.max_health) for h in heroes)
    wealth = sum(h.coins + data.best_price(h.weapons) + data.best_price(h.armors) for h in heroes)
    return {
        "progress": progress,
        "conquest": left / (left + start),
        "health": health / count,
        "wealth": wealth / count / _WEALTH_SCALE,
        "potions": sum(h.healing for h in heroes) / count / _POTION_SCALE,
        "deck": len(state.deck) / max(1, len(data.deck)),
        "round": state.round / _ROUND_SCALE,
    }


def hero_win_chance(state: DescentState, model: Logistic = MODEL) -> float:
    """The model's chance that the heroes win from ``state``."""
    return model.chance(features(state))
