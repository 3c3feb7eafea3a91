"""Machina Arcana rules — machina: action spaces, spawn spaces, join edges and pits.

From the map-tile validation table of the Machina Arcana sheet (digest B.6). Action spaces
(chests, workbenches, event, chapter and recharge spaces, trap levers) are impassable and
used from a neighbouring space; spawn spaces must be reachable; every tile but the endgame
tiles joins the next through a direction symbol; pits are passable but lethal, so they never
count as a way through (the movement model leaves them out: parameter `lethalTerrain`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from questwright.core.board import PlacedFeature
from questwright.core.geometry import Cell, cell_ref, edge_cells, edge_ref
from questwright.core.params import param_int
from questwright.core.text import say, say_n
from questwright.schema.model import TerrainDef
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import DOOR_STATES, GEOMETRY, QUEST, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
MA = ("machina",)


def _terrain_cells(ctx: CheckContext, predicate: Callable[[str, TerrainDef], bool]) -> list[Cell]:
    """Cells (in reading order) whose terrain kind and definition satisfy ``predicate``."""
    board = ctx.board
    if board.system is None:
        return []
    kinds = [kind for kind, terrain in board.system.terrain.items() if predicate(kind, terrain)]
    return sorted(board.cells_with_terrain(kinds), key=lambda c: (c[1], c[0]))


@rule(
    (
        "MACHINA_ACTION_ACCESS",
        E,
        "Action space nobody can use",
        """
        What: an action space (chest, workbench, event, chapter or recharge space, trap
        lever) has no passable neighbouring space — orthogonal or diagonal, not walled off,
        not a pit — that the explorers can reach from the start (doors may be opened).
        Why: action spaces are impassable and can only be activated from next to them; this
        one can never be used, and a chapter space that cannot be used stops the scenario.
        Game rule: Machina Arcana digest B.2 (activating action spaces needs adjacency) and
        B.6 MA-ACT-1.
        """,
    ),
    (
        "MACHINA_TRAP_LEVER",
        W,
        "Trap lever without trapped spaces",
        """
        What: a trap lever lies on a tile that has no trapped space.
        Why: a lever attacks every unit on the trapped spaces of its own tile; with none it
        does nothing.
        Game rule: Machina Arcana digest B.2 (trap lever) and B.6 MA-ACT-2.
        """,
    ),
    systems=MA,
    needs=(*QUEST, DOOR_STATES),
)
def check_action_spaces(ctx: CheckContext) -> Iterator[Issue]:
    """Action spaces are usable from a reachable neighbour; levers have traps."""
    board, world, p = ctx.board, ctx.world, ctx.progress
    lethal = set(world.lethal_terrain)
    for cell in _terrain_cells(ctx, lambda _kind, t: t.action):
        info = board.cells[cell]
        zone = info.zone
        tile = board.tiles.get(info.tile)
        path = ("tiles", tile.index) if tile else ()
        usable = {
            z
            for z in world.use_zones(zone)
            if not any(board.cells[c].terrain in lethal for c in board.zones[z].cells)
        }
        if not usable:
            yield ctx.issue(
                "MACHINA_ACTION_ACCESS",
                say(
                    "{terrain} at {where} has no open neighbouring space to be used from",
                    terrain=info.terrain,
                    where=cell_ref(cell),
                ),
                path,
                [cell_ref(cell), info.tile],
                hint=say("Open a neighbouring space (remove rubble or a wall)."),
            )
        elif world.start_zones and not usable & p.zones.keys():
            yield ctx.issue(
                "MACHINA_ACTION_ACCESS",
                say(
                    "{terrain} at {where} can only be used from spaces the explorers never reach",
                    terrain=info.terrain,
                    where=cell_ref(cell),
                ),
                path,
                [cell_ref(cell), info.tile, *sorted(usable)[:4]],
            )
        if info.terrain in _lever_kinds(ctx):
            trapped = [
                c
                for c in (tile.cells if tile else ())
                if board.cells.get(c) and board.cells[c].terrain in _trap_kinds(ctx)
            ]
            if not trapped:
                yield ctx.issue(
                    "MACHINA_TRAP_LEVER",
                    say(
                        "trap lever at {where} has no trapped space on its tile {tile}",
                        where=cell_ref(cell),
                        tile=info.tile,
                    ),
                    path,
                    [cell_ref(cell), info.tile],
                )


def _lever_kinds(ctx: CheckContext) -> tuple[str, ...]:
    return tuple(ctx.world.types("trapLeverTerrain", ("trap-lever",)))


def _trap_kinds(ctx: CheckContext) -> tuple[str, ...]:
    return tuple(ctx.world.types("trappedTerrain", ("floor-trapped",)))


@rule(
    (
        "MACHINA_SPAWN_REACH",
        E,
        "Spawn space unreachable or blocked",
        """
        What: a spawn space is not passable (a token or terrain blocks it) or cannot be
        reached from the start, opening closed doors as monsters do (pits excepted).
        Why: monsters are placed on the spawn space nearest to the rolling explorer and then
        hunt the explorers; one that cannot be reached never plays.
        Game rule: Machina Arcana digest B.5 (spawn monster) and B.6 MA-SPAWN-1.
        """,
    ),
    (
        "MACHINA_START_HAZARD",
        W,
        "Start on a pit, trap or spawn space, or under a unit",
        """
        What: an explorer start space is a pit, a trapped space or a spawn space, or a unit
        placed at set-up (a monster, the system's `spawnTokens`, or a token that blocks
        movement, a barrel) stands on it.
        Why: explorers would start on a lethal or trapped space, or under the first monster;
        a space holds one unit, so an explorer cannot be placed where a monster or barrel
        already stands.
        Game rule: Machina Arcana digest B.6 MA-PIT-2; player aid (units move to
        unoccupied spaces, a spawned monster takes the nearest unoccupied one).
        """,
    ),
    systems=MA,
    needs=(*QUEST, DOOR_STATES),
)
def check_spawn_spaces(ctx: CheckContext) -> Iterator[Issue]:
    """Spawn spaces are passable and reachable; starts are safe."""
    board, world, p = ctx.board, ctx.world, ctx.progress
    spawn_kinds = set(world.types("spawnTerrain", ("spawn-space",)))
    blockers: dict[Cell, list[str]] = {}
    for t in sorted(board.tokens.values(), key=lambda t: t.id):
        if board.system and (tt := board.system.token_types.get(t.type)) and tt.blocks_move:
            for c in board.token_cells(t):
                blockers.setdefault(c, []).append(t.id)
    for cell in _terrain_cells(ctx, lambda kind, _t: kind in spawn_kinds):
        info = board.cells[cell]
        tile = board.tiles.get(info.tile)
        path = ("tiles", tile.index) if tile else ()
        if cell in blockers:
            names = ", ".join(repr(t) for t in blockers[cell])
            yield ctx.issue(
                "MACHINA_SPAWN_REACH",
                say(
                    "spawn space {where} on tile {tile} is blocked by {names}",
                    where=cell_ref(cell),
                    tile=info.tile,
                    names=names,
                ),
                ctx.token_path(blockers[cell][0], "cell"),
                [*blockers[cell], cell_ref(cell), info.tile],
            )
        elif world.start_zones and info.zone not in p.zones:
            yield ctx.issue(
                "MACHINA_SPAWN_REACH",
                say(
                    "spawn space {where} on tile {tile} cannot be reached from the start",
                    where=cell_ref(cell),
                    tile=info.tile,
                ),
                path,
                [cell_ref(cell), info.tile],
            )
    hazards = set(world.lethal_terrain) | set(_trap_kinds(ctx)) | spawn_kinds
    units = {c: list(ids) for c, ids in blockers.items()}
    for t in world.tokens(world.spawn_types):
        for c in board.token_cells(t):
            if t.id not in units.setdefault(c, []):
                units[c].append(t.id)
    for token in world.tokens(world.start_types):
        on = board.cells.get(token.cell) if token.cell else None
        if token.cell is not None and on is not None and on.terrain in hazards:
            yield ctx.issue(
                "MACHINA_START_HAZARD",
                say("start {token!r} lies on {terrain}", token=token.id, terrain=on.terrain),
                ctx.token_path(token.id, "cell"),
                [token.id, cell_ref(token.cell)],
            )
        elif token.cell is not None and units.get((token.cell[0], token.cell[1])):
            taken = sorted(units[(token.cell[0], token.cell[1])])
            yield ctx.issue(
                "MACHINA_START_HAZARD",
                say(
                    "start {token!r} at {where} is taken by {names}: a space holds one unit, so no explorer can be placed there",
                    token=token.id,
                    where=cell_ref(token.cell),
                    names=", ".join(repr(n) for n in taken),
                ),
                ctx.token_path(token.id, "cell"),
                [token.id, *taken, cell_ref(token.cell)],
            )


@rule(
    (
        "MACHINA_JOIN_EDGE",
        E,
        "Tile without a usable join edge",
        """
        What: a map tile (not an endgame tile) has no edge with a direction symbol (a `join`
        feature), or one of its joins is walled on the tile's side, has no passable space
        along it, or is not `joinLength` (2) units long.
        Why: exploring attaches the next tile at a direction symbol; without a usable one
        the map cannot grow, and joins of different lengths cannot meet.
        Game rule: Machina Arcana digest B.2 (exploring) and B.6 MA-EDGE-1, MA-EDGE-2.
        """,
    ),
    systems=MA,
    needs=GEOMETRY,
)
def check_join_edges(ctx: CheckContext) -> Iterator[Issue]:
    """Every non-endgame tile has a usable direction-symbol edge."""
    board = ctx.board
    join_types = set(ctx.world.types("joinFeatures", ("join",)))
    length = param_int(board, "joinLength", 2, lo=1) or 2
    joins: dict[str, list[PlacedFeature]] = {}
    for feature in board.features:
        if feature.type in join_types and feature.edges:
            joins.setdefault(feature.tile, []).append(feature)
    for tile in sorted(board.tiles.values(), key=lambda t: t.index):
        path = ("tiles", tile.index)
        if tile.category == "endgame":
            continue
        mine = joins.get(tile.id, [])
        if not mine:
            yield ctx.issue(
                "MACHINA_JOIN_EDGE",
                say(
                    "tile {tile} ({piece}) has no edge with a direction symbol",
                    tile=tile.id,
                    piece=tile.tile,
                ),
                path,
                [tile.id],
            )
            continue
        for feature in mine:
            inside = [c for k in feature.edges for c in edge_cells(k) if c in tile.cells]
            sides = [board.edge_sides.get(k, {}).get(tile.id, "open") for k in feature.edges]
            why = None
            if len(feature.edges) != length:
                why = say_n(
                    "is {edges_count} unit long, not {length}",
                    "is {edges_count} units long, not {length}",
                    by="edges_count",
                    edges_count=len(feature.edges),
                    length=length,
                )
            elif all(s == "wall" for s in sides):
                why = say("is walled on the tile's side")
            elif not any(board.cell_passable(c) for c in inside):
                why = say("has no passable space along it")
            if why:
                yield ctx.issue(
                    "MACHINA_JOIN_EDGE",
                    say(
                        "the join of tile {tile} at {where} {why}",
                        tile=tile.id,
                        where=edge_ref(feature.edges[0]),
                        why=why,
                    ),
                    path,
                    [tile.id, *(edge_ref(k) for k in feature.edges)],
                )
