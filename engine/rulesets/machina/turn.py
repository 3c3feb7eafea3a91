"""An explorer's action in Machina Arcana: the legal actions and the dispatch table
(rules digest §B.2 "Explorer actions"; player aid ``seeds/004``).

:func:`legal_actions` lists what the active explorer may do with its stamina;
:func:`apply_action` looks the action's type up in :data:`HANDLERS` and runs its rule
(:mod:`.explorers`, :mod:`.combat`, :mod:`.exploring`), then checks the chapter and ends the
turn when the explorer is out of stamina.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.actions import Action, EndTurn, Move, OpenDoor
from questwright.engine.dispatch import Dispatch
from questwright.engine.rulesets.machina import chapters, combat, explorers, exploring, spaces
from questwright.engine.rulesets.machina.actions import (
    AttackMonster,
    CloseDoor,
    DestroyDoor,
    ExitTile,
    Explore,
    PlayAbility,
    SealSpawn,
    Spend,
    Trade,
    UseItem,
    UseSpace,
)
from questwright.engine.rulesets.machina.spaces import (
    ACTION_TERRAIN,
    cell_ref,
    chebyshev,
    parse_cell,
)

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState

__all__ = ["HANDLERS", "apply_action", "legal_actions"]

#: the rule each explorer action runs, by action type (filled by :func:`_handles`)
HANDLERS: Dispatch[MachinaState] = Dispatch()
_handles = HANDLERS.handles


def legal_actions(state: MachinaState) -> list[Action]:
    """What the active explorer may do now (B.2 "Explorer actions": each action's stamina
    cost from the system parameters; after a missed attack, only how much essence to
    spend)."""
    p = state.active
    if p < 0:
        return []
    if state.spend is not None:
        need = state.spend[3]
        return [Spend(p, need), Spend(p, 0)]
    out: list[Action] = []
    here = state.pos[p]
    if here is None or not state.on_map(p):
        return [EndTurn(p)]
    st = state.stamina[p]
    params = state.params
    grid = state.grid
    z = grid.zone[here]
    around = grid.around(z)
    if st >= params["moveCost"]:
        steps = set(state.topology.neighbours(state.key)[z])
        occupied = state.unit_cells()
        floor = grid.floor
        for w, to, _ in around:
            if (
                w in steps
                and floor[w]
                and to not in occupied
                and to not in state.barrels
                and to not in state.sealed
            ):
                out.append(Move(p, cell_ref(to)))
    for door in grid.doors_at(z):
        if state.door_open(door):
            if st >= params["doorCloseCost"] and spaces.may_close(state, door):
                out.append(CloseDoor(p, door))
        else:
            # a door the quest locks is no door to open: it is destroyed or stays shut
            # (Movement.opens_itself; MACHINA_DOOR_ONLY tells the author)
            if st >= params["doorOpenCost"] and state.board.doors[door].state != "locked":
                out.append(OpenDoor(p, door))
            if st >= params["doorDestroyCost"]:
                out.append(DestroyDoor(p, door))
    spawn_terrain = state.game.data.spawn_terrain
    for w, cell, kind in around:
        if kind in ACTION_TERRAIN:
            if (
                cell not in state.used
                and explorers.can_use(state, p, cell, kind)
                and grid.sees_next(state.key, z, w)
            ):
                out.append(UseSpace(p, cell_ref(cell)))
        elif (
            kind in spawn_terrain
            and cell not in state.sealed
            and st >= explorers.seal_stamina(state)
            and state.essence[p] >= int(state.rules.get("sealSpawnEssence", 0))
            and grid.sees_next(state.key, z, w)
        ):
            out.append(SealSpawn(p, cell_ref(cell)))
    attack = state.explorer_card(p)["attack"]
    state._sight_memo = {}
    try:
        if st >= attack["cost"]:
            for target in spaces.targets_of(state, here, attack):
                out.append(AttackMonster(p, target))
        out += explorers.item_uses(state, p, here)
    finally:
        state._sight_memo = None
    out += explorers.trades(state, p, here)
    if st >= params["exploreCost"] and state.map_deck:
        for join, inside in grid.joins:
            if any(chebyshev(here, c) <= 1 for c in inside):
                out.append(Explore(p, join))
    if st >= params["exitTileCost"]:
        for _, cell in spaces.active_exits(state):
            if here == cell or spaces.adjacent_to(state, here, cell):
                out.append(ExitTile(p))
                break
    out.append(EndTurn(p))
    return out


def apply_action(state: MachinaState, action: Action) -> None:
    """Run the rule of explorer ``action`` (B.2), then check the chapter's objective and end
    the explorer's turn when it is out of stamina or off the map. Ending the turn and
    leaving by an exit end it themselves."""
    p = action.player
    if p != state.active:
        raise ValueError(f"it is not {action.actor()}'s turn")
    handler = HANDLERS.get(type(action))
    if handler is None:
        raise ValueError(f"Machina has no action {action}")
    handler(state, action)
    if isinstance(action, (EndTurn, ExitTile)):
        return
    chapters.check_chapter(state)
    if (
        state._outcome is None
        and state.spend is None
        and state.active == p
        and (state.stamina[p] <= 0 or not state.on_map(p))
    ):
        explorers.end_turn(state, p)


@_handles(EndTurn)
def _end_turn(state: MachinaState, action: EndTurn) -> None:
    """The explorer stops acting (B.2: it may stop with stamina left)."""
    explorers.end_turn(state, action.player)


@_handles(Spend)
def _spend(state: MachinaState, action: Spend) -> None:
    """Essence spent after a missed attack's roll (B.2 "Essence")."""
    combat.resolve_spend(state, action.player, action.essence)


@_handles(Move)
def _move(state: MachinaState, action: Move) -> None:
    """One step to an adjoining space (B.2 "Explorer actions": move)."""
    explorers.move_explorer(state, action.player, parse_cell(action.to))


@_handles(OpenDoor)
def _open_door(state: MachinaState, action: OpenDoor) -> None:
    """Open a closed door next to the explorer (B.1 "Doors", B.2)."""
    p = action.player
    state.stamina[p] -= int(state.params["doorOpenCost"])
    spaces.set_door(state, action.door, True)
    state.say("h{value} opens {door}", value=p + 1, door=action.door)


@_handles(CloseDoor)
def _close_door(state: MachinaState, action: CloseDoor) -> None:
    """Close an open door next to the explorer (B.1 "Doors", B.2)."""
    p = action.player
    state.stamina[p] -= int(state.params["doorCloseCost"])
    spaces.set_door(state, action.door, False)
    state.say("h{value} closes {door}", value=p + 1, door=action.door)


@_handles(DestroyDoor)
def _destroy_door(state: MachinaState, action: DestroyDoor) -> None:
    """Destroy a door next to the explorer: open for good (B.1 "Doors", B.2)."""
    p = action.player
    state.stamina[p] -= int(state.params["doorDestroyCost"])
    spaces.break_door(state, action.door)
    state.say("h{value} destroys {door}", value=p + 1, door=action.door)


@_handles(UseSpace)
def _use_space(state: MachinaState, action: UseSpace) -> None:
    """Use an adjoining action space (B.1 action spaces, B.2)."""
    exploring.use_space(state, action.player, parse_cell(action.at))


@_handles(SealSpawn)
def _seal_spawn(state: MachinaState, action: SealSpawn) -> None:
    """Seal an adjoining spawn space (B.1 "Sealed spawn space", B.2)."""
    explorers.seal(state, action.player, parse_cell(action.at))


@_handles(AttackMonster)
def _attack(state: MachinaState, action: AttackMonster) -> None:
    """The explorer card's attack on a monster or a barrel (B.3 "Attack resolution")."""
    combat.explorer_attack(state, action.player, action.target)


@_handles(UseItem)
def _use_item(state: MachinaState, action: UseItem) -> None:
    """Use a carried item's ability (B.2 inventory; stand-in items, docs/engine.md)."""
    explorers.use_item(state, action.player, action.item, action.target)


@_handles(PlayAbility)
def _play_ability(state: MachinaState, action: PlayAbility) -> None:
    """Play one of the explorer card's abilities (B.3 forced movement, teleport, control)."""
    p = action.player
    ability = explorers.class_ability(state, p, action.ability)
    if ability is None:
        raise ValueError(f"h{p + 1} has no ability {action.ability!r}")
    explorers.play_ability(state, p, ability, action.target, action.ability)


@_handles(Trade)
def _trade(state: MachinaState, action: Trade) -> None:
    """Swap items with an adjoining explorer (B.2)."""
    explorers.trade(state, action.player, action.other, action.give, action.take)


@_handles(Explore)
def _explore(state: MachinaState, action: Explore) -> None:
    """Lay the next map tile at an open join next to the explorer (B.2 "Exploring")."""
    state.stamina[action.player] -= int(state.params["exploreCost"])
    exploring.explore(state, action.player, action.join)


@_handles(ExitTile)
def _exit_tile(state: MachinaState, action: ExitTile) -> None:
    """Leave the map by an adjoining exit token (B.2 "Chapters and exits")."""
    explorers.exit_tile(state, action.player)
