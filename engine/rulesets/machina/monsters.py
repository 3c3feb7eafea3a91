"""The monster phase of Machina Arcana (rules digest §B.4 "Monster AI").

Monsters act in queue order: each step of a monster's turn plays its attack or the first
listed ability with a use now (:mod:`.abilities`), else moves one step toward the nearest
targetable explorer by its own step count, or breaks a closed door in the way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.geometry import edge_between
from questwright.engine.figures import can_see, step_passes
from questwright.engine.rulesets.machina import abilities, combat, spaces
from questwright.engine.rulesets.machina.grid import CLOCKWISE, INF
from questwright.engine.rulesets.machina.spaces import FOUR, Cell, cell_ref, chebyshev

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState


def monster_phase(state: MachinaState) -> None:
    """The monster phase: each monster in queue order takes its turn (B.4 "Order")."""
    for uid in list(state.queue):
        if state._outcome is not None:
            return
        if uid in state.monsters:
            monster_turn(state, uid)


def blocked_zones(state: MachinaState) -> frozenset[int]:
    """Barrels, sealed spawn spaces and immobile monsters (counted as rubble, B.4):
    impassable for every count."""
    zone = state.grid.zone
    cells = state.barrels | state.sealed
    immobile_cards = state.game.data.flagged("immobile")
    if immobile_cards:
        immobile = {(m[1], m[2]) for m in state.monsters.values() if m[0] in immobile_cards}
        if immobile:
            cells = cells | immobile
    return frozenset(zone[c] for c in cells if c in zone)


def monster_distances(
    state: MachinaState, goal: Cell, mindless: bool, ethereal: bool = False
) -> list[int]:
    """8-way steps to ``goal`` as a monster counts them: closed doors and units
    passable; walls, impassable spaces, barrels and destroyed spaces blocked; pits blocked
    for the mindless (B.4 "Nearest explorer"); a monster whose card says it passes walls
    passes walls and doors too (``ethereal`` here means that card text). Indexed by zone."""
    grid = state.grid
    if ethereal:
        return grid.free_distances([grid.zone[goal]], blocked_zones(state), mindless)
    return grid.distances(
        grid.plan_key(state.key), [grid.zone[goal]], blocked_zones(state), mindless
    )


def nearest_explorer(state: MachinaState, uid: str) -> int | None:
    """The nearest targetable explorer by the monster's step count; ties to the lowest
    health, then the players' choice (B.4 "Nearest explorer")."""
    here = state.monster_cell(uid)
    card = state.card(uid)
    dist = monster_distances(state, here, bool(card.get("mindless")), bool(card.get("passesWalls")))
    zone = state.grid.zone
    best: list[int] = []
    best_d = INF
    for p in range(len(state.pos)):
        cell = state.pos[p]
        if cell is None or not state.on_map(p):
            continue
        d = dist[zone[cell]]
        if d >= INF:
            continue
        if d < best_d:
            best, best_d = [p], d
        elif d == best_d:
            best.append(p)
    if not best:
        return None
    low = min(state.hp[p] for p in best)
    best = [p for p in best if state.hp[p] == low]
    return int(state.tie("monster-target", best, [f"h{p + 1}" for p in best]))


def monster_turn(state: MachinaState, uid: str) -> None:
    """One monster's turn (B.4 "Turn loop", player aid "Monster phase"): while it has
    stamina, play its attack or the first listed ability with a use now — again and again,
    as long as it can pay (no limit unless the system sets ``abilityUses``; a free ability
    once); else step toward the nearest explorer
    (through a unit when ethereal, through walls when its card says so), or break a closed
    door in the way."""
    card = state.card(uid)
    stamina = int(card["stamina"]) + state.frenzy
    mindless = bool(card.get("mindless"))
    # ethereal: through other units (player aid); through walls and doors only where
    # its card says so
    ethereal = bool(card.get("ethereal"))
    phasing = bool(card.get("passesWalls"))
    # its attack, then its listed abilities: the first with a use now is played (B.4)
    plays = [{"effect": "attack", **card["attack"]}, *card.get("abilities", ())]
    # the player aid sets no limit: after each ability or step the monster tries them all
    # again while it has stamina; `abilityUses` caps each ability where a system sets it.
    # A free ability (cost 0) plays once a turn, or the turn would never end.
    cap = int(state.params.get("abilityUses", 0) or 0)
    left = [cap if cap else (1 if int(ability["cost"]) <= 0 else stamina) for ability in plays]
    while stamina > 0 and uid in state.monsters and state._outcome is None:
        played = False
        for i, ability in enumerate(plays):
            cost = int(ability["cost"])
            if left[i] and stamina >= cost and abilities.monster_play(state, uid, ability):
                left[i] -= 1
                stamina -= cost
                played = True
                break
        if played:
            continue
        if card.get("immobile"):
            return  # it never moves (B.3)
        here = state.monster_cell(uid)
        target = nearest_explorer(state, uid)
        if target is None:
            return
        goal = state.pos[target]
        assert goal is not None
        dist = monster_distances(state, goal, mindless, phasing)
        zone = state.grid.zone
        mine = dist[zone[here]]
        if mine >= INF or mine <= 1:
            return
        occupied = state.unit_cells()
        step = None
        step_d = mine
        for dx, dy in CLOCKWISE:
            to = (here[0] + dx, here[1] + dy)
            z = zone.get(to)
            if z is None or dist[z] >= step_d:
                continue
            if phasing:
                # its card lets it through walls and doors, but it ends on a free space
                if to in occupied or not state.standable(to):
                    continue
            elif ethereal and to in occupied:
                # through another unit, to a free space beyond it in the same move
                if not (
                    stamina >= 2 * int(state.params["moveCost"])
                    and state.standable(to)
                    and step_passes(state.topology, state.key, here, to)
                    and _beyond(state, to, dist, dist[z], occupied) is not None
                ):
                    continue
            elif not spaces.can_step(state, here, to, occupied):
                continue
            step, step_d = to, dist[z]
        if step is None:
            if phasing:
                return  # doors never stand in its way
            door = door_in_the_way(state, here, dist, mine)
            if door is not None and stamina >= int(state.params["doorDestroyCost"]):
                stamina -= int(state.params["doorDestroyCost"])
                spaces.break_door(state, door)
                state.say("{uid} breaks {door}", uid=uid, door=door)
                continue
            return
        stamina -= int(state.params["moveCost"])
        if ethereal and step in occupied:
            beyond = _beyond(state, step, dist, step_d, occupied)
            assert beyond is not None
            stamina -= int(state.params["moveCost"])
            move_monster(state, uid, beyond)  # it passed through the unit on ``step``
            continue
        move_monster(state, uid, step)


def _beyond(
    state: MachinaState, cell: Cell, dist: list[int], d: int, occupied: set[Cell]
) -> Cell | None:
    """A free space next to ``cell`` one step nearer the target (an ethereal monster
    passing through the unit on ``cell`` ends there)."""
    zone = state.grid.zone
    for dx, dy in CLOCKWISE:
        to = (cell[0] + dx, cell[1] + dy)
        z = zone.get(to)
        if z is not None and dist[z] < d and spaces.can_step(state, cell, to, occupied):
            return to
    return None


def door_in_the_way(state: MachinaState, here: Cell, dist: list[int], mine: int) -> str | None:
    """A closed door between ``here`` and a space nearer the target: on an edge of
    ``here``, or a door space next to it, diagonals included (B.4 "Turn loop": destroy a
    door in the way)."""
    grid = state.grid
    zone = grid.zone
    for dx, dy in FOUR:
        to = (here[0] + dx, here[1] + dy)
        if to not in zone or dist[zone[to]] >= mine:
            continue
        door = state.board.door_at(edge_between(here, to))
        if (
            door is not None
            and door.id in state.topology.door_index
            and not state.door_open(door.id)
        ):
            return door.id
    if grid.door_space:
        for dx, dy in CLOCKWISE:
            w = zone.get((here[0] + dx, here[1] + dy))
            if w is None or dist[w] >= mine:
                continue
            found = grid.door_space.get(w)
            if (
                found is not None
                and not state.door_open(found)
                and found in grid.doors_at(zone[here])
            ):
                return found
    return None


def move_monster(state: MachinaState, uid: str, to: Cell) -> None:
    """Put monster ``uid`` on ``to`` (a step, a push, a teleport); a pit destroys it
    (B.1 "Pit")."""
    card, _, _, hp, source = state.monsters[uid]
    state.monsters[uid] = (card, to[0], to[1], hp, source)
    if state.terrain(to) in state.game.data.pit_terrain:
        state.say("{uid} falls into the pit at {cell_ref}", uid=uid, cell_ref=cell_ref(to))
        combat.remove_monster(state, uid, destroyed=True)


def monster_victim(
    state, uid: str, here: Cell, attack: dict[str, Any], beyond: int = 0
) -> int | None:
    """The explorer the monster's attack (or targeted ability) targets now: in range,
    farther than ``beyond`` and targetable, the lowest health first, then the players'
    choice (B.3 targeting modes; B.4 "Turn loop")."""
    reach = int(attack.get("range", 1))
    blockers: set[Cell] | None = None
    found = []
    for p, cell in enumerate(state.pos):
        if cell is None or not state.on_map(p):
            continue
        d = chebyshev(here, cell)
        if d > reach or d <= beyond:
            continue
        if d == 1 or attack.get("ignoreObstacles"):
            ok = can_see(state.topology, state.key, here, cell)
        else:
            if blockers is None:
                blockers = spaces.obstacles(state)
            ok = can_see(state.topology, state.key, here, cell, blockers)
        if ok:
            found.append(p)
    if not found:
        return None
    low = min(state.hp[p] for p in found)
    found = [p for p in found if state.hp[p] == low]
    return int(state.tie("monster-attack", found, [f"h{p + 1}" for p in found]))
