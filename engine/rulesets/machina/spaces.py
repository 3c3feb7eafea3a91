"""Spaces, doors and sight in Machina Arcana (rules digest §B.1; player aid ``seeds/004``).

Cells are written ``x,y``; the queries here answer what a space is (standable, a closed door
space, an obstacle to ranged targeting), which doors stand next to a space, who may be
targeted from where, and open or destroy doors. Everything works on a
:class:`~questwright.engine.rulesets.machina.state.MachinaState`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.geometry import edge_between
from questwright.engine.figures import can_see, step_passes
from questwright.engine.rulesets.machina.grid import CLOCKWISE

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState

Cell = tuple[int, int]
#: the four orthogonal steps (doors on edges lie across them)
FOUR: tuple[Cell, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
#: the action spaces (B.1): targeting cannot pass them; an explorer next to one may use it
ACTION_TERRAIN = (
    "chest-space",
    "workbench",
    "event-space",
    "recharge-station",
    "trap-lever",
    "chapter-space",
)
#: the system parameter holding each action space's stamina cost (B.2)
COST_PARAMETER = {
    "chest-space": "chestCost",
    "workbench": "workbenchCost",
    "event-space": "eventSpaceCost",
    "recharge-station": "rechargeCost",
    "trap-lever": "trapLeverCost",
}


def cell_ref(cell: Cell) -> str:
    """A cell as actions and the log write it: ``x,y``."""
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str) -> Cell:
    """The cell ``x,y`` names (the inverse of :func:`cell_ref`)."""
    x, y = text.split(",")
    return int(x), int(y)


def chebyshev(a: Cell, b: Cell) -> int:
    """Range between two spaces counted in 8-way steps (B.3: ranges ignore walls)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def closed_door_space(state: MachinaState, cell: Cell) -> bool:
    """A door space whose door is closed (impassable, blocks sight: B.1 "Doors")."""
    grid = state.grid
    if not grid.door_space:
        return False
    door = grid.door_space.get(grid.zone.get(cell, -1))
    return door is not None and not state.door_open(door)


def door_space_cell(state: MachinaState, door: str) -> Cell | None:
    """The space door ``door`` occupies (``None``: a door on edges) (B.1 "Doors")."""
    found = state.board.doors.get(door)
    return None if found is None else found.cell


def door_steps(state: MachinaState, here: Cell) -> dict[str, list[Cell]]:
    """The doors next to ``here`` (as :meth:`Grid.doors_at`) with the neighbouring spaces
    each stands between ``here`` and: the space across a door on an edge, the door space
    itself; clockwise from north (B.1 "Doors")."""
    grid = state.grid
    zone = grid.zone
    here_z = zone.get(here)
    if here_z is None:
        return {}
    near = set(grid.doors_at(here_z))
    out: dict[str, list[Cell]] = {}
    for dx, dy in CLOCKWISE:
        to = (here[0] + dx, here[1] + dy)
        w = zone.get(to)
        if w is None:
            continue
        found = grid.door_space.get(w) if grid.door_space else None
        if found is None and (dx == 0 or dy == 0):
            door = state.board.door_at(edge_between(here, to))
            found = door.id if door is not None else None
        if found is not None and found in near:
            out.setdefault(found, []).append(to)
    return out


def may_close(state: MachinaState, door: str) -> bool:
    """An open door that is not destroyed, and no unit stands in its space (B.1
    "Doors": a destroyed door cannot be closed again)."""
    if door in state.broken or not state.door_open(door):
        return False
    cell = door_space_cell(state, door)
    return cell is None or cell not in state.unit_cells()


def tile_gone(state: MachinaState, cell: Cell) -> bool:
    """The space's tile has scrolled off the board (B.2 "Exploring")."""
    return cell not in state.board.cells


def obstacles(state: MachinaState) -> set[Cell]:
    """Spaces ordinary ranged targeting cannot pass: units, action spaces, barrels,
    destroyed spaces (B.1 table; B.3 "Targeting modes")."""
    out = state.unit_cells() | set(state.barrels) | set(state.sealed)
    out |= state.board.cells_with_terrain(ACTION_TERRAIN)
    out |= state.board.cells_with_terrain(("destroyed",))
    out |= state.game.data.static_obstacles
    return out


def doors_of(state: MachinaState, here: Cell) -> list[str]:
    """Doors on the four edges of space ``here`` (B.1 "Doors")."""
    out: list[str] = []
    for dx, dy in FOUR:
        door = state.board.door_at(edge_between(here, (here[0] + dx, here[1] + dy)))
        if door is not None and door.id in state.topology.door_index and door.id not in out:
            out.append(door.id)
    return sorted(out)


def neighbours8(state: MachinaState, cell: Cell) -> list[Cell]:
    """The eight spaces around ``cell`` (B.2 "Explorer actions": move to one of the 8
    neighbours)."""
    return [(cell[0] + dx, cell[1] + dy) for dx, dy in CLOCKWISE]


def adjacent_to(state: MachinaState, here: Cell, cell: Cell) -> bool:
    """Next to ``cell`` with nothing LOS-blocking between, walls and closed doors (B.3
    "Targeting modes": melee)."""
    if chebyshev(here, cell) != 1:
        return False
    zone = state.grid.zone
    return state.grid.sees_next(state.key, zone[here], zone[cell])


def can_step(state: MachinaState, a: Cell, b: Cell, occupied: set[Cell]) -> bool:
    """A unit on ``a`` may step to ``b``: free, standable, and the corner rule lets the
    step pass (B.2 "Explorer actions": move)."""
    return b not in occupied and state.standable(b) and step_passes(state.topology, state.key, a, b)


def active_exits(state: MachinaState) -> list[tuple[str, Cell]]:
    """Revealed exit tokens whose tile is still on the board (B.2 "Chapters and exits")."""
    out = []
    for token in state.game.data.exit_tokens:
        if (token.id in state.revealed or not token.face_down) and token.id not in state.fired:
            cell = tuple(token.cell)
            if cell in state.board.cells:
                out.append((token.id, (cell[0], cell[1])))
    return out


def visit(state: MachinaState, cell: Cell | None) -> None:
    """Count a visit of ``cell`` in the heat map (simulate's figures; no rule)."""
    if cell is None:
        return
    zone = state.game.topology.index.get(f"cell:{cell[0]},{cell[1]}")
    if zone is not None:
        state.visits[zone] += 1


def targets_of(state: MachinaState, here: Cell, attack: dict[str, Any]) -> list[str]:
    """Monsters (uids) and barrels (``barrel@x,y``) the attack may target from
    ``here`` (B.3 "Targeting modes": melee, ranged blocked by obstacles or ignoring them;
    ethereal monsters only by attacks that target them)."""
    reach = int(attack["range"])
    found: list[str] = []
    blockers: set[Cell] | None = None
    ethereal = () if attack.get("targetsEthereal") else state.game.data.flagged("ethereal")
    candidates = [(uid, (m[1], m[2])) for uid, m in state.monsters.items() if m[0] not in ethereal]
    candidates += [(f"barrel@{cell_ref(c)}", c) for c in sorted(state.barrels)]
    # within one legal-actions call the attack and the abilities share the sight tests
    memo: dict[tuple[Cell, Cell, bool], bool] | None = state.__dict__.get("_sight_memo")
    for name, cell in candidates:
        d = chebyshev(here, cell)
        if d > reach or d == 0:
            continue
        plain = d == 1 or bool(attack.get("ignoreObstacles"))
        ok = None if memo is None else memo.get((here, cell, plain))
        if ok is None:
            if plain:
                ok = can_see(state.topology, state.key, here, cell)
            else:
                if blockers is None:
                    blockers = obstacles(state)
                ok = can_see(state.topology, state.key, here, cell, blockers)
            if memo is not None:
                memo[(here, cell, plain)] = ok
        if ok:
            found.append(name)
    return found


def cell_names(state: MachinaState, cell: Cell) -> tuple[str, ...]:
    """The names a trigger may give a space: its zone id (``cell:x,y``), the placed tile
    it lies on and the quest tokens on it (docs/engine.md, "Triggers": ``enter-zone``)."""
    names = [f"cell:{cell[0]},{cell[1]}"]
    info = state.board.cells.get(cell)
    if info is not None:
        names.append(info.tile)
    names.extend(
        t.id
        for t in state.board.tokens.values()
        if t.cell is not None and (t.cell[0], t.cell[1]) == cell
    )
    return tuple(names)


def set_door(state: MachinaState, door: str, open_: bool) -> None:
    """Open or close ``door`` (B.1 "Doors": open, closed); a door that opens (by an
    explorer, a monster, an ability or the quest) raises ``door-opened``."""
    bit = state.topology.door_bit(state.topology.door_index[door])
    was_open = bool(state.key & bit)
    state.key = (state.key | bit) if open_ else (state.key & ~bit)
    if open_ and not was_open:
        # chapters imports this module: imported here to fire without a cycle
        from questwright.engine.rulesets.machina import chapters

        chapters.fire(state, "door-opened", door)


def break_door(state: MachinaState, door: str) -> None:
    """Destroy ``door``: open for good (B.1 "Doors": destroyed)."""
    set_door(state, door, True)
    state.broken = state.broken | {door}


def unit_cell(state: MachinaState, unit: int | str) -> Cell | None:
    """The space of an explorer (index) or monster (uid) on the map (``None``: off it)."""
    if isinstance(unit, int):
        return state.pos[unit] if state.on_map(unit) else None
    return state.monster_cell(unit) if unit in state.monsters else None


def free_space_near(state: MachinaState, start: Cell) -> Cell | None:
    """The nearest unoccupied passable space (8-way steps ignoring doors), ``start``
    first; ties in reading order (B.5 placement on an occupied spawn space; a stand-in,
    docs/engine.md)."""
    taken = state.unit_cells()
    seen = {start}
    frontier = [start]
    while frontier:
        good = sorted(
            (c for c in frontier if c not in taken and state.standable(c)),
            key=lambda c: (c[1], c[0]),
        )
        if good:
            return good[0]
        nxt = []
        for c in frontier:
            for n in neighbours8(state, c):
                if n not in seen and n in state.board.cells:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    return None
