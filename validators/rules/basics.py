"""Format, reference and geometry basics that apply to every game system.

These are the first rules an author meets: the quest's tiles exist, ids are unique,
segments sit on the lattice, tiles do not overlap, the board is one piece, tokens are of
known types and on the board, and the tokens the game requires (the hero start) are there.
"""

from __future__ import annotations

from collections.abc import Iterator

import shapely
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import rule
from shapely.geometry import box

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
)
def check_islands(ctx: CheckContext) -> Iterator[Issue]:
    """The board is one connected piece (shapely union of the tile footprints)."""
    board = ctx.board
    if len(board.tiles) < 2:
        return
    footprints = [
        shapely.union_all([box(x, y, x + 1, y + 1) for (x, y) in tile.cells])
        for tile in board.tiles.values()
    ]
    union = shapely.union_all(footprints)
    parts = list(getattr(union, "geoms", [union]))
    if len(parts) < 2:
        return
    # Pieces joined by a link (staircase) are fine: check on the zone graph.
    graph = ctx.graph
    linked = {z for a, b, d in graph.edges(data=True) if d["link"] for z in (a, b)}
    tile_ids = list(board.tiles)
    piece_of: dict[str, int] = {}
    for index, part in enumerate(parts):
        for tile_id, footprint in zip(tile_ids, footprints, strict=True):
            if part.contains(footprint.representative_point()):
                piece_of[tile_id] = index
    import networkx as nx

    pieces = nx.Graph()
    pieces.add_nodes_from(range(len(parts)))
    for a, b, d in graph.edges(data=True):
        if d["link"]:
            ta, tb = graph.nodes[a]["tile"], graph.nodes[b]["tile"]
            if ta in piece_of and tb in piece_of:
                pieces.add_edge(piece_of[ta], piece_of[tb])
    if nx.is_connected(pieces):
        return
    components = sorted(
        nx.connected_components(pieces), key=lambda c: -sum(parts[i].area for i in c)
    )
    main = components[0]
    for comp in components[1:]:
        tiles = sorted(t for t, p in piece_of.items() if p in comp)
        yield ctx.issue(
            "GEOM_ISLAND",
            f"tile(s) {', '.join(tiles)} are cut off from the rest of the board",
            ("tiles", board.tiles[tiles[0]].index),
            tiles,
            hint="Move them so that they share an edge with the board, or join the pieces "
            "with a pair of staircases.",
        )
    _ = main, linked


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
