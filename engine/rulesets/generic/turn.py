"""A hero's actions under the generic crawler rules (stand-in, docs/engine.md "The generic
crawler rules"): the dispatch tables from action type to the rule it runs; the bookkeeping
around an action is md's (:func:`..md.hero_turn.apply_action`).
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
    hero_name,
)
from questwright.engine.dispatch import Dispatch
from questwright.engine.rulesets.md import hero_turn

if TYPE_CHECKING:
    from questwright.engine.rulesets.generic.state import GenericState

__all__ = ["ACTIONS", "MOVEMENT", "apply_action"]

#: what a hero does with movement points, by action type
MOVEMENT: Dispatch[GenericState] = Dispatch()
#: what costs one of the hero's actions, by action type
ACTIONS: Dispatch[GenericState] = Dispatch()


def apply_action(state: GenericState, action: Action) -> None:
    """Play one hero action (stand-in, docs/engine.md: the Massive Darkness hero turn,
    monsters waking when they see a hero)."""
    hero_turn.apply_action(state, action, MOVEMENT, ACTIONS, "the generic rules")


@MOVEMENT.handles(Move)
def _move(state: GenericState, action: Move) -> None:
    """Move one space or zone; monsters that now see a hero wake."""
    hero_turn.move_hero(state, state.heroes[action.hero], state.game.topology.index[action.to])
    state.wake_seen()


@MOVEMENT.handles(OpenDoor)
def _open_door(state: GenericState, action: OpenDoor) -> None:
    """Open a door; monsters that now see a hero wake."""
    state.open_door(state.game.topology.door_index[action.door], state.heroes[action.hero])
    state.wake_seen()


@MOVEMENT.handles(PickUp)
def _pick_up(state: GenericState, action: PickUp) -> None:
    """Take every token a hero may take in the zone, until the game ends."""
    hero = state.heroes[action.hero]
    for token in state.pickable_here(hero.zone):
        hero_turn.take_objective_token(state, hero, token)
        if state._outcome is not None:
            return


@MOVEMENT.handles(Escape)
def _escape(state: GenericState, action: Escape) -> None:
    """Leave through the exit."""
    state.heroes[action.hero].escaped = True
    state.say("{hero} escapes through the exit", hero=hero_name(action.hero))


@ACTIONS.handles(Attack)
def _attack(state: GenericState, action: Attack) -> None:
    """Attack a monster in range."""
    state.hero_attack(state.heroes[action.hero], action.kind, action.target)


@ACTIONS.handles(Give)
def _give(state: GenericState, action: Give) -> None:
    """Hand a quest item to a hero in the zone."""
    hero_turn.give(state, state.heroes[action.hero], action.item, action.to)


@ACTIONS.handles(Activate)
def _activate(state: GenericState, action: Activate) -> None:
    """Work a lever or other quest object."""
    hero_turn.work_lever(state, state.heroes[action.hero], action.target)
