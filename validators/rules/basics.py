"""Format, reference and geometry basics that apply to every game system.

These are the first rules an author meets: the quest's tiles exist, ids are unique,
segments sit on the lattice, tiles do not overlap, the board is one piece, tokens are of
known types and on the board, and the tokens the game requires (the hero start) are there.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import rule

from questwright.geometry import cell_ref

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


@rule(
    (
        "REF_UNKNOWN_SYSTEM",
        E,
        "Unknown game system",
        "The quest names a game system that is not installed. Nothing else can be checked "
        "until the system is known (bundled: md1, md2, ddd, descent1, machina).",
    ),
    (
        "REF_UNKNOWN_TILE",
        E,
        "Unknown tile",
        "A placed tile refers to a tile id that no tileset of the quest's system defines.",
    ),
    (
        "REF_UNKNOWN_SIDE",
        E,
        "Unknown tile side",
        "A placed tile asks for a side (face) the tile does not have.",
    ),
    (
        "REF_UNKNOWN_TERRAIN",
        E,
        "Unknown terrain kind",
        "A terrain patch uses a kind the game system does not define.",
    ),
    (
        "ID_DUPLICATE",
        E,
        "Duplicate id",
        "Two objects share an id. Every object needs its own stable id because issues, "
        "triggers, objectives and saved games refer to objects by id.",
    ),
    (
        "GEOM_TILE_OVERLAP",
        E,
        "Overlapping tiles",
        "Two placed tiles cover the same cell. Physical tiles cannot overlap (every game).",
    ),
    (
        "GEOM_OFF_LATTICE",
        E,
        "Segment off the lattice",
        "A wall, door or opening is not a horizontal or vertical segment between lattice "
        "points, so it lies on no cell edge.",
    ),
    ("GEOM_OFF_BOARD", E, "Off the board", "Something is placed on a cell that no tile covers."),
    (
        "GEOM_ZONE_CELL_OFF_TILE",
        E,
        "Zone cell outside its tile",
        "A tile definition lists a zone cell outside the tile face (a tileset error).",
    ),
    (
        "GEOM_CELL_WITHOUT_ZONE",
        E,
        "Cell in no zone",
        "A tile definition leaves a cell outside every zone; tile-zoned games (Massive "
        "Darkness, Dark Darker Darkest) need every cell in exactly one zone.",
    ),
    needs=("tiles", "edges", "terrain", "tokens"),
)
def check_compile(ctx: CheckContext) -> Iterator[Issue]:
    """Problems found while compiling the quest into a board."""
    for problem in ctx.board.problems:
        yield ctx.issue(problem.code, problem.message, problem.path, problem.refs)


@rule(
    (
        "GEOM_ISLAND",
        E,
        "Board in several pieces",
        "The placed tiles form more than one connected piece and no staircase or other link "
        "joins them. Tiles must form one board (DESIGN §3); pieces that only touch at a "
        "corner do not count as joined.",
    ),
    needs=("tiles", "tokens"),
)
def check_islands(ctx: CheckContext) -> Iterator[Issue]:
    """The board is one connected piece: tiles sharing an edge, or joined by a link."""
    import networkx as nx

    board = ctx.board
    if len(board.tiles) < 2:
        return
    pieces = nx.Graph()
    pieces.add_nodes_from(board.tiles)
    cells = board.cells
    for (x, y), info in cells.items():
        for other in ((x + 1, y), (x, y + 1)):
            oinfo = cells.get(other)
            if oinfo is not None and oinfo.tile != info.tile:
                pieces.add_edge(info.tile, oinfo.tile)
    for tile in board.tiles.values():  # overlapping tiles touch whatever they overlap
        for cell in tile.cells:
            info = cells.get(cell)
            if info is not None and info.tile != tile.id:
                pieces.add_edge(tile.id, info.tile)
    world = ctx.world
    groups: dict[str, list[str]] = {}
    for token in world.tokens(world.link_types):
        group = token.properties.get("group", token.properties.get("color"))
        info = cells.get(token.cell) if token.cell is not None else None
        if group is not None and info is not None:
            groups.setdefault(f"{token.type}:{group}", []).append(info.tile)
    for tiles in groups.values():
        for a, b in itertools.pairwise(tiles):
            pieces.add_edge(a, b)
    if nx.is_connected(pieces):
        return
    components = sorted(
        nx.connected_components(pieces),
        key=lambda c: (-sum(len(board.tiles[t].cells) for t in c), min(c)),
    )
    for comp in components[1:]:
        tiles = sorted(comp, key=lambda t: board.tiles[t].index)
        yield ctx.issue(
            "GEOM_ISLAND",
            f"tile(s) {', '.join(tiles)} are cut off from the rest of the board",
            ("tiles", board.tiles[tiles[0]].index),
            tiles,
            hint="Move them so that they share an edge with the board, or join the pieces "
            "with a pair of staircases.",
        )


@rule(
    (
        "REF_UNKNOWN_TOKEN_TYPE",
        E,
        "Unknown token type",
        "A token's type is not one of the game system's token types.",
    ),
    (
        "TOKEN_OFF_BOARD",
        E,
        "Token off the board",
        "A token is anchored to a cell no tile covers, an edge with no board cell on either "
        "side, or a tile instance that does not exist.",
    ),
    (
        "TOKEN_BAD_ANCHOR",
        E,
        "Token anchored the wrong way",
        "A token must be anchored by exactly one of cell, edge or tile, as its type requires "
        "(for example a code chip sits on a doorway edge, a level token in a zone).",
    ),
    needs=("tiles", "tokens"),
)
def check_tokens(ctx: CheckContext) -> Iterator[Issue]:
    """Token types exist; each token has the anchor its type wants and lies on the board."""
    board = ctx.board
    system = board.system
    if system is None:
        return
    for token in board.tokens.values():
        path = ctx.token_path(token.id)
        ttype = system.token_types.get(token.type)
        if ttype is None:
            yield ctx.issue(
                "REF_UNKNOWN_TOKEN_TYPE",
                f"token {token.id!r} has type {token.type!r}, which {system.id} does not define",
                (*path, "type"),
                [token.id],
            )
            continue
        anchors = [a for a in ("cell", "edge", "tile") if getattr(token, a) is not None]
        wanted = "cell" if ttype.anchor in ("cell", "zone") else ttype.anchor
        if anchors != [wanted]:
            yield ctx.issue(
                "TOKEN_BAD_ANCHOR",
                f"token {token.id!r} ({token.type}) must be anchored by {wanted} only, "
                f"not {', '.join(anchors) or 'nothing'}",
                path,
                [token.id],
            )
            continue
        if wanted == "cell":
            missing = [c for c in board.token_cells(token) if c not in board.cells]
            if missing:
                yield ctx.issue(
                    "TOKEN_OFF_BOARD",
                    f"token {token.id!r} ({token.type}) lies on cell {list(missing[0])}, which is not on the board",
                    (*path, "cell"),
                    [token.id, cell_ref(missing[0])],
                )
        elif wanted == "edge":
            keys = board.token_edges(token)
            from questwright.geometry import edge_cells

            if not keys or not all(any(c in board.cells for c in edge_cells(k)) for k in keys):
                yield ctx.issue(
                    "TOKEN_OFF_BOARD",
                    f"token {token.id!r} ({token.type}) is not on an edge of the board",
                    (*path, "edge"),
                    [token.id],
                )
        elif token.tile not in board.tiles:
            yield ctx.issue(
                "TOKEN_OFF_BOARD",
                f"token {token.id!r} ({token.type}) is anchored to tile {token.tile!r}, which is not placed",
                (*path, "tile"),
                [token.id],
            )


@rule(
    (
        "START_MISSING",
        E,
        "Required token missing",
        "The game cannot start without at least one token of each type the system marks as "
        "required — above all the hero start (Massive Darkness starting zone, Dark Darker "
        "Darkest entrance, Descent activated glyph, Machina Arcana start space).",
    ),
    needs=("tokens",),
)
def check_required_tokens(ctx: CheckContext) -> Iterator[Issue]:
    """Every token type marked ``required`` by the system is present."""
    system = ctx.board.system
    if system is None:
        return
    present = {t.type for t in ctx.board.tokens.values()}
    for name, ttype in sorted(system.token_types.items()):
        if ttype.required and name not in present:
            yield ctx.issue(
                "START_MISSING",
                f"the quest has no {ttype.label or name} token; {system.id} needs one",
                ("tokens",),
                [],
                hint=f"Place a {name} token.",
            )
