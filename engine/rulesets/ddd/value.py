"""The ddd search bot's yardstick: how the game stands for the survivors when a simulation
stops (``SEARCH_HORIZON`` rounds on), from what everyone at the table sees.

Played to its end, nearly every ddd simulation is a loss, which tells the search's ways to
play apart no better than a coin; so a simulation stops after two rounds and
:func:`value` scores where it stands:

* **before the lab opens**, the survivors' chance to break the lab code, by a logistic
  model (:data:`MODEL`) over the code tokens the chips in hand and on the board leave
  (``code_left``), the darkness left after what the code still needs beyond the chips to
  come (``margin``, two tokens a chip at best, the rest bought) and the darkness left
  (``room``), the chips placed and carried, the survivors' health and virus, the skills
  they bought with XP (``skills``), and the round;
* **the open lab** above any position before it, **the showdown** above that, by the
  nemesis's wounds taken, the corners it wrecked and the darkness.

The model's weights are fit by ``benchmarks/fit_value.py ddd`` to which goal-bot games
broke the code, from every round's start before the lab opened (both bundled houses, two
and four survivors; docs/engine.md has the figures). The hand-set blend before it weighed
health a fifth of the code's progress where the fit weighs it about half: a survivor worn
down ends the game before the code is broken. Refit after the survivors got skills: the
code is broken about twice as often, so the weights fit before them undervalued every
position (held-out log-loss 0.469 against the refit's 0.404, docs/engine.md); the skills bought count as a
feature, the XP in hand and the round's AP did not improve the fit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.rulesets.ddd.goal import _carried, _code_left
from questwright.engine.value_model import Logistic

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState

__all__ = ["MODEL", "SEARCH_HORIZON", "code_chance", "features", "value"]

#: rounds a ``search`` simulation plays before :func:`value` scores it
SEARCH_HORIZON = 2

#: the survivors' chance to break the code before the lab opens (refit it with
#: ``benchmarks/fit_value.py ddd``: these are its weights, rounded)
MODEL = Logistic(
    weights={
        "code_left": -2.341,
        "margin": 2.217,
        "room": 2.593,
        "health": 1.763,
        "virus": -0.74,
        "carried": 0.516,
        "placed": 2.238,
        "skills": 0.991,
        "round": -0.971,
    },
    bias=-4.707,
)

#: the share of the [-1, 1] scale below the open lab that the code's chance spans
_BEFORE_THE_LAB = 0.45
_ROUND_SCALE = 10.0  # a ddd game ends in rounds 5–12
#: the most skills a survivor's track offers (content.json's schema)
_TRACK = 4


def features(state: DddState) -> dict[str, float]:
    """The model's inputs for ``state`` (see the module docstring), each scaled near [0, 1]."""
    data = state.data
    people = [h for h in state.heroes if state.away[h.index] != 2]
    count = max(1, len(state.heroes))
    room = data.darkness_len - state.darkness
    left = len(_code_left(state))
    size = max(1, data.code_slots, left)
    carried = _carried(state)
    slots = max(0, data.max_chips - state.placed - carried)
    # darkness the code still needs beyond what the chips to come can do (two each)
    short = max(0, left - 2 * slots)
    margin = room - short * data.costs["codeTokenBypassed"]
    return {
        "code_left": left / size,
        "margin": max(0.0, min(1.0, (margin + 1) / (data.darkness_len + 1))),
        "room": room / max(1, data.darkness_len),
        "health": sum(h.health / max(1, h.max_health) for h in people) / count,
        "virus": sum(state.virus[h.index] for h in people) / count,
        "carried": carried / 3,
        "placed": state.placed / 3,
        # bought skills only: every survivor has its starting one
        "skills": sum(state.learned[h.index].bit_count() for h in people) / count / _TRACK,
        "round": state.round / _ROUND_SCALE,
    }


def code_chance(state: DddState, model: Logistic = MODEL) -> float:
    """The model's chance that the survivors break the lab code from ``state``."""
    return model.chance(features(state))


def value(state: DddState) -> float:
    """How the game goes for the survivors, in [-1, 1] (see the module docstring)."""
    if not (state.showdown or state.lab_open):
        return 2.0 * _BEFORE_THE_LAB * code_chance(state) - 1.0
    data = state.data
    people = [h for h in state.heroes if state.away[h.index] != 2]
    health = sum(
        h.health / max(1, h.max_health) - 0.15 * state.virus[h.index] for h in people
    ) / max(1, len(state.heroes))
    if not state.showdown:
        return 2.0 * (0.5 + 0.05 * health) - 1.0
    nem = state.nemesis()
    hurt = 0.0 if nem is None else nem.damage / max(1, nem.damage + nem.remaining)
    corners = state.corners_down / max(1, data.corner_loss)
    room = data.darkness_len - state.darkness
    v = 0.6 + 0.3 * hurt - 0.1 * corners + 0.05 * room / data.darkness_len + 0.05 * health
    return max(-1.0, min(1.0, 2.0 * v - 1.0))
