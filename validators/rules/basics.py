"""Format, reference and geometry basics that apply to every game system.

These are the first rules an author meets: the quest's tiles exist, ids are unique,
segments sit on the lattice, tiles do not overlap, the board is one piece, tokens are of
known types and on the board, and the tokens the game requires (the hero start) are there.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from questwright.core.geometry import cell_ref
from questwright.core.text import say, say_n
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import TOKEN_KINDS, TOKEN_ZONES, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


@rule(
    (
        "REF_UNKNOWN_SYSTEM",
        E,
        "Unknown game system",
        """
        What: the quest names a game system that is not installed (bundled: md1, md2, ddd, descent1, machina).
        Why: nothing else can be checked, set up or played until the system is known.
        Game rule: none — a Questwright file-format rule (docs/format.md: a quest names its system).
        """,
    ),
    (
        "REF_UNKNOWN_TILE",
        E,
        "Unknown tile",
        """
        What: a placed tile refers to a tile id that no tileset of the quest's system defines.
        Why: the tile cannot be laid, so its zones, walls and printed features are missing from the board.
        Game rule: every game builds its board from the box's tiles or map pieces (Massive Darkness digest §8.1 G1: each tile face exists in the game's catalogue).
        """,
    ),
    (
        "REF_UNKNOWN_SIDE",
        E,
        "Unknown tile side",
        """
        What: a placed tile asks for a side (face) the tile does not have.
        Why: the tile cannot be laid as written.
        Game rule: double-sided tiles show one of their two printed faces (Massive Darkness digest §1.1, §8.1 G1).
        """,
    ),
    (
        "REF_UNKNOWN_TERRAIN",
        E,
        "Unknown terrain kind",
        """
        What: a terrain patch uses a kind the game system does not define.
        Why: movement and sight over it are undefined, so the engine and the other rules ignore it.
        Game rule: each system lists its terrain in system.json (Descent pits, rubble, water, slime; Massive Darkness 2 abyss).
        """,
    ),
    (
        "ID_DUPLICATE",
        E,
        "Duplicate id",
        """
        What: two objects of one kind share an id (tiles, doors, tokens, objectives, triggers, areas, loss conditions).
        Why: issues, triggers, objectives, waivers and saved games refer to objects by id; with a duplicate they may point at the wrong one.
        Game rule: none — a Questwright file-format rule (docs/format.md, DESIGN §3: every object has a stable id).
        """,
    ),
    (
        "GEOM_TILE_OVERLAP",
        E,
        "Overlapping tiles",
        """
        What: two placed tiles cover the same cell.
        Why: physical tiles cannot overlap; the second tile's cells are dropped from the board.
        Game rule: every game lays its tiles side by side (Massive Darkness digest §8.1 G3; Descent §6.1 G1).
        """,
    ),
    (
        "GEOM_OFF_LATTICE",
        E,
        "Segment off the lattice",
        """
        What: a wall, door or opening is not a horizontal or vertical segment between lattice points, so it lies on no cell edge.
        Why: it separates nothing and is ignored.
        Game rule: walls and doors lie on grid lines between spaces (DESIGN §3; Descent digest §6.1 G5).
        """,
    ),
    (
        "GEOM_DOOR_OVERLAP",
        E,
        "Two doors on one edge",
        """
        What: two doors of the quest lie on the same cell edge, so the later one silently
        replaces the earlier one there (usually a pasted or duplicated door).
        Why: triggers, locks and objectives that name the hidden door would act on nothing,
        and the author sees one door where the file holds two.
        Game rule: every game puts at most one door token in a doorway (Massive Darkness
        door tokens, Descent door markers, Dark Darker Darkest doorways).
        """,
    ),
    (
        "GEOM_OFF_BOARD",
        E,
        "Off the board",
        """
        What: something (a terrain patch, a door space) is placed on a cell no tile covers.
        Why: it has no effect, and it usually means a coordinate is off by a tile.
        Game rule: none — a Questwright geometry rule (DESIGN §3: the board is the set of tile cells).
        """,
    ),
    (
        "GEOM_ZONE_CELL_OFF_TILE",
        E,
        "Zone cell outside its tile",
        """
        What: a tile definition lists a zone cell outside the tile face.
        Why: the zone is not what the tile's artist drew; the cell is dropped.
        Game rule: none — a tileset error (docs/format.md: a face covers its size minus its void).
        """,
    ),
    (
        "GEOM_DOOR_SPACE_OFF_TILE",
        E,
        "Door space outside its tile",
        """
        What: a tile definition puts a door space on a cell outside the tile face.
        Why: the door is not on the tile; it is dropped.
        Game rule: none — a tileset error (docs/format.md: a face covers its size minus its void).
        """,
    ),
    (
        "GEOM_CELL_WITHOUT_ZONE",
        E,
        "Cell in no zone",
        """
        What: a tile definition leaves a cell outside every zone.
        Why: in tile-zoned games every space belongs to exactly one zone; the cell becomes a zone of its own.
        Game rule: Massive Darkness zones cover the tiles (digest §1.2); Dark Darker Darkest rooms cover the tiles (A.1).
        """,
    ),
    (
        "GEOM_BOARD_TOO_LARGE",
        E,
        "Board too large to check",
        """
        What: a board with centre-line sight (descent1, machina) has more cells than the
        format allows (docs/format.md, Limits: 2,500; real boards have a few hundred).
        Why: centre-line rules relate every cell to every other; on a larger board they
        would take minutes and gigabytes, so no other check runs on it.
        Game rule: none — a Questwright file-format limit (issue #17: bounded work).
        """,
    ),
    needs=("tiles", "edges", "doorSpaces", "terrain", "tokens"),
)
def check_compile(ctx: CheckContext) -> Iterator[Issue]:
    """Problems found while compiling the quest into a board."""
    for problem in ctx.board.problems:
        yield ctx.issue(problem.code, problem.text or problem.message, problem.path, problem.refs)


@rule(
    (
        "GEOM_ISLAND",
        E,
        "Board in several pieces",
        """
        What: the placed tiles form more than one connected piece and no staircase or other link joins them (pieces that only touch at a corner do not count).
        Why: figures can never cross between the pieces.
        Game rule: Massive Darkness digest §8.1 G3 (the board is connected unless staircases link parts); Descent §6.1 G1.
        """,
    ),
    needs=("tiles", TOKEN_ZONES),
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
            under = cells.get(cell)
            if under is not None and under.tile != tile.id:
                pieces.add_edge(tile.id, under.tile)
    world = ctx.world
    groups: dict[str, list[str]] = {}
    for token in world.tokens(world.link_types):
        group = token.properties.get("group", token.properties.get("color"))
        on = cells.get(token.cell) if token.cell is not None else None
        if group is not None and on is not None:
            groups.setdefault(f"{token.type}:{group}", []).append(on.tile)
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
            say_n(
                "tile {tiles} is cut off from the rest of the board",
                "tiles {tiles} are cut off from the rest of the board",
                by="tiles_count",
                tiles_count=len(tiles),
                tiles=", ".join(tiles),
            ),
            ("tiles", board.tiles[tiles[0]].index),
            tiles,
            hint=say(
                "Move them so that they share an edge with the board, or join the pieces with a pair of staircases."
            ),
        )


@rule(
    (
        "REF_UNKNOWN_TOKEN_TYPE",
        E,
        "Unknown token type",
        """
        What: a token's type is not one of the game system's token types.
        Why: the engine and the rules do not know what it is or does.
        Game rule: each system's components are listed in system.json (taken from the component lists of the rules digests).
        """,
    ),
    (
        "TOKEN_OFF_BOARD",
        E,
        "Token off the board",
        """
        What: a token is anchored to a cell no tile covers, an edge with no board cell on either side, or a tile instance that is not placed.
        Why: it can never be reached, picked up or seen.
        Game rule: tokens are placed on the map (Massive Darkness digest §1.7; Descent §1.7).
        """,
    ),
    (
        "TOKEN_BAD_ANCHOR",
        E,
        "Token anchored the wrong way",
        """
        What: a token is not anchored by exactly the one of cell, edge or tile its type requires (a code chip sits on a doorway edge, a level token in a zone, a burn marker on a tile).
        Why: the board cannot place it where the game puts it.
        Game rule: the anchors of each game's tokens (Dark Darker Darkest digest A.4 chips on lock symbols; Massive Darkness §1.7).
        """,
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
                say(
                    "token {token!r} has type {type!r}, which {system} does not define",
                    token=token.id,
                    type=token.type,
                    system=system.id,
                ),
                (*path, "type"),
                [token.id],
            )
            continue
        anchors = [a for a in ("cell", "edge", "tile") if getattr(token, a) is not None]
        wanted = "cell" if ttype.anchor in ("cell", "zone") else ttype.anchor
        if anchors != [wanted]:
            yield ctx.issue(
                "TOKEN_BAD_ANCHOR",
                say(
                    "token {token!r} ({type}) must be anchored by {wanted} only, not {anchors}",
                    token=token.id,
                    type=token.type,
                    wanted=wanted,
                    anchors=", ".join(anchors) or say("nothing"),
                ),
                path,
                [token.id],
            )
            continue
        if wanted == "cell":
            off = board.token_off_board(token)
            if off is not None:
                yield ctx.issue(
                    "TOKEN_OFF_BOARD",
                    say(
                        "token {token!r} ({type}) lies on cell {off}, which is not on the board",
                        token=token.id,
                        type=token.type,
                        off=list(off),
                    ),
                    (*path, "cell"),
                    [token.id, cell_ref(off)],
                )
        elif wanted == "edge":
            keys = board.token_edges(token)
            from questwright.core.geometry import edge_cells

            if not keys or not all(any(c in board.cells for c in edge_cells(k)) for k in keys):
                yield ctx.issue(
                    "TOKEN_OFF_BOARD",
                    say(
                        "token {token!r} ({type}) is not on an edge of the board",
                        token=token.id,
                        type=token.type,
                    ),
                    (*path, "edge"),
                    [token.id],
                )
        elif token.tile not in board.tiles:
            yield ctx.issue(
                "TOKEN_OFF_BOARD",
                say(
                    "token {token!r} ({type}) is anchored to tile {tile!r}, which is not placed",
                    token=token.id,
                    type=token.type,
                    tile=token.tile,
                ),
                (*path, "tile"),
                [token.id],
            )


@rule(
    (
        "START_MISSING",
        E,
        "Required token missing",
        """
        What: the quest has no token of a type the system marks as required — above all the hero start.
        Why: the game cannot be set up.
        Game rule: Massive Darkness digest §8.2 R1 (a Hero Starting Zone); Dark Darker Darkest A.1 (the entrance hall); Descent §6.4 S1 (an activated glyph); Machina B.6 (a start space).
        """,
    ),
    needs=(TOKEN_KINDS,),
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
                say(
                    "the quest has no {label} token; {system} needs one",
                    label=ttype.label or name,
                    system=system.id,
                ),
                ("tokens",),
                [],
                hint=say("Place one {label} token.", label=ttype.label or name),
            )
