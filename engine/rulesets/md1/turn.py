"""An md1 hero's actions (rules digest massive-darkness.md §6.1, "Heroes' phase"; movement
§3.1): the dispatch tables from action type to the rule it runs, and the level check after
each action; the bookkeeping every md hero action shares is :func:`..md.hero_turn.apply_action`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.actions import (
    Action,
    Activate,
    Attack,
    Escape,
    Give,
    Move,
    OpenDoor,
    PickUp,
    Place,
    hero_name,
)
from questwright.engine.dispatch import Dispatch
from questwright.engine.rulesets.md import hero_turn
from questwright.engine.rulesets.md1 import chambers, levels

if TYPE_CHECKING:
    from questwright.engine.rulesets.md1.state import MD1State

__all__ = ["ACTIONS", "MOVEMENT", "apply_action"]

#: what a hero does with movement points (a Movement action), by action type
MOVEMENT: Dispatch[MD1State] = Dispatch()
#: what costs one of the hero's three actions, by action type
ACTIONS: Dispatch[MD1State] = Dispatch()


def apply_action(state: MD1State, action: Action) -> None:
    """Play one hero action (rules digest massive-darkness.md §6.1: three actions a turn, a
    Movement action gives movement points; the current level is checked after each)."""
    hero_turn.apply_action(state, action, MOVEMENT, ACTIONS, "md1", after=_after_action)


def _after_action(state: MD1State, moved: bool) -> None:
    """The current level is checked at the end of every action (digest §1.5): a Movement
    action ends when its points are spent."""
    if moved and state.mp == 0:
        state.end_movement_action()
    elif not moved:
        levels.level_check(state)


@MOVEMENT.handles(Place)
def _place(state: MD1State, action: Place) -> None:
    """Place a carried quest item (§7.4)."""
    levels.place_item(state, state.heroes[action.hero], action.item)


@MOVEMENT.handles(Move)
def _move(state: MD1State, action: Move) -> None:
    """Move one zone (§3.1)."""
    hero_turn.move_hero(state, state.heroes[action.hero], state.game.topology.index[action.to])


@MOVEMENT.handles(OpenDoor)
def _open_door(state: MD1State, action: OpenDoor) -> None:
    """Open a door (§1.3; the chamber behind it is revealed, §4.1)."""
    hero = state.heroes[action.hero]
    chambers.hero_open_door(state, hero, state.game.topology.door_index[action.door])


@MOVEMENT.handles(PickUp)
def _pick_up(state: MD1State, action: PickUp) -> None:
    """Take the treasure and objective tokens in the zone (§1.7)."""
    levels.pick_up(state, state.heroes[action.hero])


@MOVEMENT.handles(Escape)
def _escape(state: MD1State, action: Escape) -> None:
    """Leave through the exit (§1.6)."""
    state.heroes[action.hero].escaped = True
    state.say("{hero} escapes through the exit", hero=hero_name(action.hero))


@ACTIONS.handles(Attack)
def _attack(state: MD1State, action: Attack) -> None:
    """An attack action (§2.1, §6.1)."""
    state.hero_attack(state.heroes[action.hero], action.kind, action.target)


@ACTIONS.handles(Give)
def _give(state: MD1State, action: Give) -> None:
    """Hand a quest item to a hero in the zone (stand-in, docs/engine.md)."""
    hero_turn.give(state, state.heroes[action.hero], action.item, action.to)


@ACTIONS.handles(Activate)
def _activate(state: MD1State, action: Activate) -> None:
    """Work a lever or other quest object (§7.4)."""
    hero_turn.work_lever(state, state.heroes[action.hero], action.target)
