"""An md2 hero's actions (rules digest massive-darkness.md §6.2, "Heroes' phase"; movement
§3.2): the dispatch tables from action type to the rule it runs; the bookkeeping every md
hero action shares is :func:`..md.hero_turn.apply_action`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.actions import (
    Action,
    Activate,
    Attack,
    Escape,
    Give,
    Interact,
    Move,
    OpenDoor,
    Recover,
    hero_name,
)
from questwright.engine.dispatch import Dispatch
from questwright.engine.rulesets.md import hero_turn
from questwright.engine.rulesets.md2 import rooms

if TYPE_CHECKING:
    from questwright.engine.rulesets.md2.state import MD2State

__all__ = ["ACTIONS", "MOVEMENT", "apply_action"]

#: what a hero does with movement points (a Movement action), by action type
MOVEMENT: Dispatch[MD2State] = Dispatch()
#: what costs one of the hero's actions, by action type
ACTIONS: Dispatch[MD2State] = Dispatch()


def apply_action(state: MD2State, action: Action) -> None:
    """Play one hero action (rules digest massive-darkness.md §6.2: a Movement action gives
    movement points to spend on moving, doors and interacting)."""
    hero_turn.apply_action(state, action, MOVEMENT, ACTIONS, "md2")


@MOVEMENT.handles(Move)
def _move(state: MD2State, action: Move) -> None:
    """Move one zone (§3.2)."""
    hero_turn.move_hero(state, state.heroes[action.hero], state.game.topology.index[action.to])


@MOVEMENT.handles(OpenDoor)
def _open_door(state: MD2State, action: OpenDoor) -> None:
    """Open a door (§1.3; the room behind it is revealed, §4.2)."""
    state.open_door(state.game.topology.door_index[action.door], state.heroes[action.hero])


@MOVEMENT.handles(Interact)
def _interact(state: MD2State, action: Interact) -> None:
    """Open a chest, drink at a fountain, use a forge (§1.8)."""
    rooms.interact(state, state.heroes[action.hero], state.tokens[action.target])


@MOVEMENT.handles(Escape)
def _escape(state: MD2State, action: Escape) -> None:
    """Leave through the exit (§1.6); leaving the zone, the enemies there strike as at any
    departure."""
    hero = state.heroes[action.hero]
    state.on_leave(hero, hero.zone)
    if hero.active:
        hero.escaped = True
        state.say("{hero} escapes through the exit", hero=hero_name(hero.index))


@ACTIONS.handles(Attack)
def _attack(state: MD2State, action: Attack) -> None:
    """An attack action (§2.2, §6.2)."""
    state.hero_attack(state.heroes[action.hero], action.kind, action.target)


@ACTIONS.handles(Give)
def _give(state: MD2State, action: Give) -> None:
    """Hand a quest item to a hero in the zone (stand-in, docs/engine.md)."""
    hero_turn.give(state, state.heroes[action.hero], action.item, action.to)


@ACTIONS.handles(Activate)
def _activate(state: MD2State, action: Activate) -> None:
    """Work a quest object (§7.4): it counts as worked and ``activated`` fires."""
    hero_turn.work_lever(state, state.heroes[action.hero], action.target)


@ACTIONS.handles(Recover)
def _recover(state: MD2State, action: Recover) -> None:
    """Recover: heal 2 (§6.2)."""
    hero = state.heroes[action.hero]
    hero.health = min(hero.max_health, hero.health + 2)
    state.say("{hero} recovers", hero=hero_name(hero.index))
