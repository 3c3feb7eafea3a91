"""Set-up of a descent1 game (rules digest §5.1, rulebook "Game Setup"): each hero with
his class's wounds, fatigue, armor, speed, traits and starting kit (the kit paid from the
starting coins), placed on the start area's free spaces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.rulesets.descent1 import (
    heroes,
)
from questwright.engine.rulesets.descent1.pieces import DHero

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState


def new_hero(state: DescentState, index: int, cls: str) -> DHero:
    """A hero of class ``cls`` at set-up (rules digest §5.1): wounds, fatigue, armor, speed,
    conquest value and traits from his sheet, his kit paid from the starting coins."""
    data = state.data
    spec = data.heroes[cls]
    h = DHero(index, cls)
    h.health = h.max_health = spec.wounds
    h.fatigue = h.max_fatigue = spec.fatigue
    h.armor = spec.armor
    h.speed = spec.speed
    h.conquest = spec.conquest
    h.traits = (spec.traits["melee"], spec.traits["ranged"], spec.traits["magic"])
    spent = 0
    for item_id in spec.kit:
        item = data.items.get(item_id)
        if item is None:
            continue
        spent += item.price
        (h.weapons if item.kind == "weapon" else h.armors).append(item_id)
    h.coins = max(0, data.starting_coins - spent)
    return h


def deploy_heroes(state: DescentState) -> None:
    """The heroes on the start area's free spaces, in party order (rules digest §5.1); with too
    few, the nearest free spaces in reading order (a convention)."""
    taken = set(state.monster_cells())
    spaces = [c for c in state.data.start_spaces if c not in taken]
    for h in state.heroes:
        if not spaces:
            spaces = [c for c in state.data.geo.passable if c not in taken]
            spaces.sort(key=lambda c: (c[1], c[0]))
        cell = spaces.pop(0)
        taken.add(cell)
        heroes.put_hero(state, h, cell)
