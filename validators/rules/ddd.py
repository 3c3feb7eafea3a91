"""Dark Darker Darkest rules — ddd: the house layout, locks and chips, and the lab code.

From the static validation table of the Dark Darker Darkest digest (A.7) and the security
board section (A.4): a 4×5 grid of room tiles with each category in its place, windows
facing outside, every doorway or passage meeting an opening on the neighbour, one entrance
and one lab, one code chip per lock symbol (3-icon chips in corner rooms), and a lab code
that can be broken with the chips on the board — with its minimum darkness cost.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice

from questwright.core.board import PlacedTile
from questwright.core.geometry import EdgeKey, cell_ref, edge_cells, edge_ref, side_of_edge
from questwright.core.params import param_int, param_int_map, param_str
from questwright.core.text import say, say_n
from questwright.schema.model import Token
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import TOKEN_ZONES, ZONE_EDGES, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
DDD = ("ddd",)
_OPEN_SIDES = {"opening", "door"}


def _grid(ctx: CheckContext) -> tuple[int, int, int, int, int]:
    board = ctx.board
    rows = param_int(board, "gridRows", 4, lo=1)
    cols = param_int(board, "gridCols", 5, lo=1)
    size = param_int(board, "tileCells", 3, lo=1)
    x0, y0, _x1, _y1 = board.bounds()
    return rows, cols, size, x0, y0


def _position(ctx: CheckContext, tile: PlacedTile) -> tuple[int, int] | None:
    """1-based (row, column) of a placed tile on the house grid, or None if off the grid."""
    rows, cols, size, x0, y0 = _grid(ctx)
    dx, dy = tile.at[0] - x0, tile.at[1] - y0
    if dx % size or dy % size or tile.size != (size, size):
        return None
    r, c = dy // size + 1, dx // size + 1
    if 1 <= r <= rows and 1 <= c <= cols:
        return r, c
    return None


def _expected_class(ctx: CheckContext, r: int, c: int) -> str:
    rows, cols, *_ = _grid(ctx)
    board = ctx.board
    if (r, c) == (
        param_int(board, "entranceRow", rows, lo=1) or rows,
        param_int(board, "entranceCol", (cols + 1) // 2, lo=1) or 3,
    ):
        return "entrance"
    edge_r, edge_c = r in (1, rows), c in (1, cols)
    if edge_r and edge_c:
        return "corner"
    if edge_r or edge_c:
        return "outer"
    return "inner"


@rule(
    (
        "DDD_GRID",
        E,
        "House is not a full 4×5 grid of room tiles",
        """
        What: the house must be exactly 20 room tiles (parameters `gridRows` × `gridCols`)
        of `tileCells`×`tileCells` cells, aligned on one grid with no holes.
        Why: the location roll (d4 row, d6 column), fire spread and the nemesis all address
        tiles by grid position.
        Game rule: Dark Darker Darkest digest A.1 (house geometry) and A.7 DDD-GRID-1.
        """,
    ),
    (
        "DDD_CATEGORY",
        E,
        "Tile category out of place",
        """
        What: a tile's category does not fit its grid cell: corners hold corner tiles (or the
        lab), the other perimeter cells outer tiles, the 2×3 centre inner tiles, and row 4
        column 3 the entrance hall.
        Why: categories are printed on the tile backs precisely so that the house is built
        this way (windows outside, functions in the corners).
        Game rule: Dark Darker Darkest digest A.1 (tile categories) and A.7 DDD-GRID-4.
        """,
    ),
    (
        "DDD_ENTRANCE",
        E,
        "Not exactly one entrance hall, in its place",
        """
        What: the house has no entrance hall, several, or one outside row 4 column 3
        (parameters `entranceRow`, `entranceCol`).
        Why: survivors enter through the entrance hall, and its printed direction key drives
        fire spread.
        Game rule: Dark Darker Darkest digest A.1 and A.7 DDD-GRID-2.
        """,
    ),
    (
        "DDD_LAB",
        E,
        "Not exactly one lab, in a corner, reachable",
        """
        What: the house has no lab or several; the lab has a code chip on one of its
        doorways; or it has no opening to another room. A lab outside a corner cell is a
        warning (parameter `labCellClass`: the nemesis targets the three corners outside the
        lab, so the lab most likely takes the fourth).
        Why: the lab opens through the security board, never through a chip, and the
        showdown starts when a survivor enters it.
        Game rule: Dark Darker Darkest digest A.1 (where the lab goes) and A.7 DDD-GRID-3,
        DDD-LAB-1.
        """,
    ),
    systems=DDD,
    needs=("tiles", ZONE_EDGES, TOKEN_ZONES),
)
def check_house_grid(ctx: CheckContext) -> Iterator[Issue]:
    """4×5 grid, categories in place, one entrance, one lab."""
    board = ctx.board
    rows, cols, size, *_ = _grid(ctx)
    tiles = sorted(board.tiles.values(), key=lambda t: t.index)
    taken: dict[tuple[int, int], PlacedTile] = {}
    for tile in tiles:
        pos = _position(ctx, tile)
        if pos is None:
            yield ctx.issue(
                "DDD_GRID",
                say(
                    "tile {tile} at {at} is not on the {rows}×{cols} house grid of {size}×{size} tiles",
                    tile=tile.id,
                    at=list(tile.at),
                    rows=rows,
                    cols=cols,
                    size=size,
                ),
                ("tiles", tile.index, "at"),
                [tile.id],
            )
            continue
        taken.setdefault(pos, tile)
    # the grid comes from the file: name a few holes without walking a huge grid
    holes = rows * cols - len(taken)
    missing = list(
        islice(
            ((r, c) for r in range(1, rows + 1) for c in range(1, cols + 1) if (r, c) not in taken),
            6 if holes else 0,
        )
    )
    if len(tiles) != rows * cols or missing:
        where = ", ".join(f"r{r}c{c}" for r, c in missing)
        yield ctx.issue(
            "DDD_GRID",
            say(
                "the house has {count} tiles; it needs {need} filling a {rows}×{cols} grid{empty}",
                count=len(tiles),
                need=rows * cols,
                rows=rows,
                cols=cols,
                empty=say(" (empty: {cells})", cells=where) if missing else "",
            ),
            ("tiles",),
            [],
        )
    entrances = [t for t in tiles if t.category == "entrance"]
    labs = [t for t in tiles if t.category == "lab"]
    lab_anywhere = param_str(board, "labCellClass", "corner") == "any"
    for (r, c), tile in sorted(taken.items()):
        want, have = _expected_class(ctx, r, c), tile.category
        if have == "lab":
            if want != "corner" and not lab_anywhere:
                yield ctx.issue(
                    "DDD_LAB",
                    say("the lab {tile} is at r{r}c{c}, not in a corner", tile=tile.id, r=r, c=c),
                    ("tiles", tile.index, "at"),
                    [tile.id],
                    severity=W,
                )
            continue
        if want == "entrance" or have == "entrance":
            continue  # DDD_ENTRANCE
        if have != want:
            yield ctx.issue(
                "DDD_CATEGORY",
                say(
                    "tile {tile} ({have}) is at r{r}c{c}, a cell for {want} tiles",
                    tile=tile.id,
                    have=have,
                    r=r,
                    c=c,
                    want=want,
                ),
                ("tiles", tile.index, "tile"),
                [tile.id],
            )
    entrance_pos = next(
        ((r, c) for (r, c) in taken if _expected_class(ctx, r, c) == "entrance"), None
    )
    if len(entrances) != 1:
        yield ctx.issue(
            "DDD_ENTRANCE",
            say(
                "the house has {entrances_count} entrance halls; it needs exactly one",
                entrances_count=len(entrances),
            ),
            ("tiles",),
            [t.id for t in entrances],
        )
    elif entrance_pos is not None and taken.get(entrance_pos) is not entrances[0]:
        tile = entrances[0]
        pos = _position(ctx, tile)
        yield ctx.issue(
            "DDD_ENTRANCE",
            say(
                "the entrance hall {tile} is at {pos}, not at r{row}c{col}",
                tile=tile.id,
                pos=f"r{pos[0]}c{pos[1]}" if pos else say("no grid cell"),
                row=entrance_pos[0],
                col=entrance_pos[1],
            ),
            ("tiles", tile.index, "at"),
            [tile.id],
        )
    if len(labs) != 1:
        yield ctx.issue(
            "DDD_LAB",
            say("the house has {labs_count} labs; it needs exactly one", labs_count=len(labs)),
            ("tiles",),
            [t.id for t in labs],
        )
    for lab in labs:
        yield from _lab_doors(ctx, lab)


def _lab_doors(ctx: CheckContext, lab: PlacedTile) -> Iterator[Issue]:
    board = ctx.board
    chips = set(ctx.world.types("lockingTokens", ("code-chip",)))
    openings = 0
    for key, sides in board.edge_sides.items():
        if lab.id not in sides:
            continue
        a, b = edge_cells(key)
        other = b if a in lab.cells else a
        if (
            other in board.cells
            and board.cells[other].tile != lab.id
            and board.edge_kind(key) in _OPEN_SIDES
        ):
            openings += 1
        for token in board.tokens.values():
            if token.type in chips and key in board.token_edges(token):
                yield ctx.issue(
                    "DDD_LAB",
                    say(
                        "code chip {token!r} sits on a doorway of the lab {lab}; the lab opens through the security board only",
                        token=token.id,
                        lab=lab.id,
                    ),
                    ctx.token_path(token.id),
                    [token.id, lab.id],
                )
    if openings == 0:
        yield ctx.issue(
            "DDD_LAB",
            say("the lab {lab} has no doorway or passage to another room", lab=lab.id),
            ("tiles", lab.index),
            [lab.id],
        )


@rule(
    (
        "DDD_WINDOW",
        E,
        "Window facing into the house",
        """
        What: a tile's window lies on an edge shared with another tile instead of on the
        outside of the house. (A passage or doorway leading out of the house is a warning.)
        Why: outer and corner tiles are placed with their windows facing outside.
        Game rule: Dark Darker Darkest digest A.1 (placement constraint 1) and A.7 DDD-GRID-5.
        """,
    ),
    (
        "DDD_DOORWAY_WALL",
        E,
        "Doorway facing a wall",
        """
        What: on an edge between two tiles, one tile has a passage or doorway and the other a
        wall or window there. The report names the cell and side.
        Why: an opening may never face a wall of the tile next to it; rotate or swap tiles.
        Game rule: Dark Darker Darkest digest A.1 (placement constraint 2) and A.7
        DDD-EDGE-1.
        """,
    ),
    systems=DDD,
    needs=("tiles",),
)
def check_tile_edges(ctx: CheckContext) -> Iterator[Issue]:
    """Windows outside; openings meet openings."""
    board = ctx.board
    reported: set[tuple[str, str]] = set()
    for key, sides in sorted(board.edge_sides.items()):
        a, b = edge_cells(key)
        on_board = [c for c in (a, b) if c in board.cells]
        if len(on_board) == 1:
            cell = on_board[0]
            tile = board.cells[cell].tile
            kind = sides.get(tile)
            if kind in _OPEN_SIDES:
                yield ctx.issue(
                    "DDD_WINDOW",
                    say(
                        "tile {tile} has a {opening} leading out of the house at {where} ({side} side)",
                        tile=tile,
                        opening=say("doorway") if kind == "door" else say("passage"),
                        where=cell_ref(cell),
                        side=side_of_edge(key, cell),
                    ),
                    ("tiles", board.tiles[tile].index, "rotation") if tile in board.tiles else (),
                    [tile, edge_ref(key)],
                    severity=W,
                )
            continue
        if len(on_board) != 2:
            continue
        ta, tb = board.cells[a].tile, board.cells[b].tile
        if ta == tb:
            continue
        ka, kb = sides.get(ta, "wall"), sides.get(tb, "wall")
        for tile, kind, cell in ((ta, ka, a), (tb, kb, b)):
            if kind == "window" and (tile, "window") not in reported:
                reported.add((tile, "window"))
                yield ctx.issue(
                    "DDD_WINDOW",
                    say(
                        "tile {tile} has a window facing into the house at {where} ({side} side)",
                        tile=tile,
                        where=cell_ref(cell),
                        side=side_of_edge(key, cell),
                    ),
                    ("tiles", board.tiles[tile].index, "rotation") if tile in board.tiles else (),
                    [tile, edge_ref(key)],
                    hint=say("Rotate the tile so that its windows face outside."),
                )
        if (ka in _OPEN_SIDES) != (kb in _OPEN_SIDES):
            opener, cell, wall_tile = (ta, a, tb) if ka in _OPEN_SIDES else (tb, b, ta)
            yield ctx.issue(
                "DDD_DOORWAY_WALL",
                say(
                    "the {opening} of tile {opener} at {where} ({side} side) faces a wall of tile {wall_tile}",
                    opening=say("doorway")
                    if (ka if opener == ta else kb) == "door"
                    else say("passage"),
                    opener=opener,
                    where=cell_ref(cell),
                    side=side_of_edge(key, cell),
                    wall_tile=wall_tile,
                ),
                ("tiles", board.tiles[opener].index, "rotation") if opener in board.tiles else (),
                [opener, wall_tile, edge_ref(key)],
                hint=say("Rotate or swap one of the tiles so that the openings meet."),
            )


def _lock_symbols(ctx: CheckContext) -> list[tuple[EdgeKey, str]]:
    """(unit edge, tile instance) of every printed lock symbol."""
    out = []
    for feature in ctx.board.features:
        if feature.type == "lock-symbol":
            for key in feature.edges:
                out.append((key, feature.tile))
    return out


def _chips(ctx: CheckContext) -> list[Token]:
    types = ctx.world.types("lockingTokens", ("code-chip",))
    return sorted(ctx.world.tokens(types), key=lambda t: t.id)


def _colours(token: Token) -> list[str]:
    raw = token.properties.get("colors", "")
    if isinstance(raw, list):
        return [str(c).strip() for c in raw if str(c).strip()]
    return [c.strip() for c in str(raw).split(",") if c.strip()]


@rule(
    (
        "DDD_LOCK_ON_PASSAGE",
        E,
        "Lock symbol or chip not on a doorway",
        """
        What: a lock symbol or a code chip lies on a passage or a wall instead of a doorway.
        Why: only doorways carry lock symbols; a passage can never be locked.
        Game rule: Dark Darker Darkest digest A.1 (openings) and A.7 DDD-LOCK-1.
        """,
    ),
    (
        "DDD_CHIP_COUNT",
        E,
        "Chips and lock symbols do not match",
        """
        What: the house has fewer than 3 lock symbols, or not exactly one code chip on each
        lock symbol (a symbol without a chip, two chips on one, a chip off every symbol).
        Why: at setup every lock symbol receives one face-down chip, and three of them are
        the planted code chips, so at least three symbols are needed.
        Game rule: Dark Darker Darkest digest A.4 (chip distribution) and A.7 DDD-LOCK-2,
        DDD-SEC-4, DDD-SEC-5.
        """,
    ),
    (
        "DDD_CORNER_CHIP",
        E,
        "Two-icon chip in a corner room",
        """
        What: a lock symbol printed in a corner room holds a chip with fewer than 3 icons.
        Why: corner-room locks must receive 3-icon chips (the face-down side shows the icon
        count, so this is always possible at setup).
        Game rule: Dark Darker Darkest digest A.4 step 5 and A.7 DDD-LOCK-3, DDD-SEC-6.
        """,
    ),
    systems=DDD,
    needs=("tiles", "edges", "tokens"),
)
def check_chips(ctx: CheckContext) -> Iterator[Issue]:
    """One chip per lock symbol on doorways; 3-icon chips in corners."""
    board = ctx.board
    symbols = _lock_symbols(ctx)
    symbol_edges = {key: tile for key, tile in symbols}
    chips = _chips(ctx)
    for key, tile in symbols:
        if board.edge_kind(key) not in ("door", "board"):
            yield ctx.issue(
                "DDD_LOCK_ON_PASSAGE",
                say(
                    "the lock symbol of tile {tile} at {where} is on a {edge_kind}, not a doorway",
                    tile=tile,
                    where=edge_ref(key),
                    edge_kind=board.edge_kind(key),
                ),
                ("tiles", board.tiles[tile].index) if tile in board.tiles else (),
                [tile, edge_ref(key)],
            )
    on_symbol: dict[EdgeKey, list[str]] = {}
    for chip in chips:
        keys = board.token_edges(chip)
        hit = [k for k in keys if k in symbol_edges]
        if not hit:
            kind = board.edge_kind(keys[0]) if keys else "nothing"
            code = "DDD_LOCK_ON_PASSAGE" if kind not in ("door",) else "DDD_CHIP_COUNT"
            yield ctx.issue(
                code,
                say(
                    "code chip {chip!r} is not on a lock symbol (it lies on a {kind})",
                    chip=chip.id,
                    kind=kind,
                ),
                ctx.token_path(chip.id, "edge"),
                [chip.id, *(edge_ref(k) for k in keys)],
            )
            continue
        on_symbol.setdefault(hit[0], []).append(chip.id)
        tile = symbol_edges[hit[0]]
        placed = board.tiles.get(tile)
        icons = chip.properties.get("icons", 2)
        if placed is not None and placed.category == "corner" and icons != 3:
            yield ctx.issue(
                "DDD_CORNER_CHIP",
                say(
                    "code chip {chip!r} has {icons} icons but locks a doorway of the corner room {tile}; corner locks take 3-icon chips",
                    chip=chip.id,
                    icons=icons,
                    tile=tile,
                ),
                ctx.token_path(chip.id, "properties", "icons"),
                [chip.id, tile],
            )
        colours = _colours(chip)
        if colours and len(colours) != icons:
            yield ctx.issue(
                "DDD_CHIP_COUNT",
                say(
                    "code chip {chip!r} shows {icons} icons but lists {colours_count} colours",
                    chip=chip.id,
                    icons=icons,
                    colours_count=len(colours),
                ),
                ctx.token_path(chip.id, "properties", "colors"),
                [chip.id],
            )
    if len(symbols) < 3:
        yield ctx.issue(
            "DDD_CHIP_COUNT",
            say_n(
                "the house has {symbols_count} lock symbol; at least 3 are needed for the code chips",
                "the house has {symbols_count} lock symbols; at least 3 are needed for the code chips",
                by="symbols_count",
                symbols_count=len(symbols),
            ),
            ("tiles",),
            [],
        )
    for key, tile in symbols:
        chips_here = on_symbol.get(key, [])
        if len(chips_here) != 1:
            yield ctx.issue(
                "DDD_CHIP_COUNT",
                say(
                    "the lock symbol of tile {tile} at {where} holds {chips_here_count} chips; it needs exactly one",
                    tile=tile,
                    where=edge_ref(key),
                    chips_here_count=len(chips_here),
                ),
                ("tokens",),
                [tile, edge_ref(key), *chips_here],
            )


#: work units (chip colours scored) the lab-code search may spend before it gives up and
#: reports DDD_CODE_UNDECIDED: about a fifth of a second; a real house needs a few hundred
LAB_CODE_BUDGET = 200_000


@dataclass(frozen=True)
class CodeCost:
    """The least darkness found to break the lab code, and whether the search was complete."""

    cost: int
    exact: bool  # False: the search hit LAB_CODE_BUDGET, ``cost`` is only an upper bound
    work: int


def min_darkness_cost(
    sequence: list[str], chips: list[list[str]], placed: int = 0, budget: int = LAB_CODE_BUDGET
) -> CodeCost:
    """Minimum darkness spent to clear the security sequence with these chips (A.4 SEC-9).

    At most ``3 - placed`` chips are placed; each either removes the tokens of its colours
    (one token per icon, while any remain) or any one token. The order of placing does not
    matter, so a choice of chips is scored directly: a colour ``c`` loses
    ``min(tokens of c, icons of c on the matching chips)`` tokens and every other chip one
    more token. The search runs over sets of matching chips, best gain first, pruned by the
    gains still possible (removal only shrinks them); identical chips (once cut down to the
    sequence's colours) are tried once per place. It is polynomial in the number of chips
    rather than exponential, and stops after ``budget`` work units.
    """
    limit = max(0, 3 - placed)
    wanted = Counter(sequence)
    total = len(sequence)
    # a chip only matters through the sequence colours it carries
    copies: Counter[tuple[str, ...]] = Counter(
        tuple(sorted((Counter(chip) & wanted).elements())) for chip in chips
    )
    items = sorted(key for key, n in copies.items() if key for _ in range(min(n, limit)))
    n_chips = len(chips)
    work = 0
    exhausted = False

    def score(matched: int, used: int) -> int:
        spare = max(0, min(limit - used, n_chips - used))  # chips placed to remove any token
        return min(total, matched + spare)

    def bound(matched: int, used: int, gains: list[int]) -> int:
        # removal only shrinks what is left, so no chip later gains more than it would now
        return max(score(matched + sum(gains[:e]), used + e) for e in range(limit - used + 1))

    best = score(0, 0)

    def search(
        candidates: list[tuple[str, ...]], used: int, matched: int, left: Counter[str]
    ) -> None:
        nonlocal best, work, exhausted
        best = max(best, score(matched, used))
        if used == limit or best == total:
            return
        work += sum(len(k) + 1 for k in candidates)
        if work > budget:
            exhausted = True
            return
        scored = sorted(
            ((sum(min(n, left[c]) for c, n in Counter(key).items()), key) for key in candidates),
            key=lambda pair: -pair[0],
        )
        scored = [(g, key) for g, key in scored if g > 0]  # a chip that matches nothing is spare
        gains = [g for g, _ in scored]
        tried: set[tuple[str, ...]] = set()
        for i, (gain, key) in enumerate(scored):
            if bound(matched, used, gains[i:]) <= best:
                return
            if key in tried:  # another copy of a chip tried here: the same sets again
                continue
            tried.add(key)
            rest = [k for _, k in scored[i + 1 :]]
            search(rest, used + 1, matched + gain, left - Counter(key))
            if exhausted or best == total:
                return

    search(items, 0, 0, wanted)
    return CodeCost(total - best, not exhausted, work)


@rule(
    (
        "DDD_CODE",
        E,
        "Lab code not solvable as the mode promises",
        """
        What: the security sequence (setup `securitySequence`) does not fit the mode (setup
        `difficulty`: 7 tokens in dark and darkest, 8 in darker; no colour used more often
        than the box holds), or — in dark mode — the chips on the board cannot clear it
        without darkness (a 3-icon chip and two 2-icon chips must match it exactly).
        Why: dark mode guarantees a perfectly matching set of three chips in the house.
        The chips' part only for a quest whose setup says `chipPlanting: fixed` (otherwise
        each game plants its chips by the rulebook's set-up, whatever the quest's say).
        Game rule: Dark Darker Darkest digest A.4 (modes, DDD-SEC-1, -2, -3) using the exact
        search of DDD-SEC-9.
        """,
    ),
    (
        "DDD_DARKNESS_COST",
        INFO,
        "Darkness cost of the lab code",
        """
        What: the minimum darkness the team must pay to break the lab code with the chips on
        the board (at most 3 chips placed; each may remove its matching colours or any one
        token; every other token costs 1 darkness, or the system's or quest's
        `darknessCosts.codeTokenBypassed`). A warning when it exceeds the darkness
        budget (track length minus the starting space).
        Why: the figure says how hard the house is; dark mode is 0, darker at least 1.
        Only for a quest whose setup says `chipPlanting: fixed` (otherwise each game plants
        its chips by the rulebook's set-up).
        Game rule: Dark Darker Darkest digest A.4 DDD-SEC-9 (exact search over chips and
        orders).
        """,
    ),
    (
        "DDD_CODE_UNDECIDED",
        W,
        "Lab code search gave up",
        """
        What: the search for the cheapest way to break the lab code (DDD_CODE,
        DDD_DARKNESS_COST) stopped at its bound of 200,000 steps before it could prove the
        best use of the chips; the cost it reports is what it found, a cheaper one may exist.
        Why: validation stays bounded on any file. The search is polynomial in the number of
        code chips; only hundreds of different chips that all share colours reach the bound,
        far more than the box holds (41).
        Game rule: Dark Darker Darkest digest A.4 DDD-SEC-9.
        """,
    ),
    systems=DDD,
    needs=("setup", "tokens"),
)
def check_lab_code(ctx: CheckContext) -> Iterator[Issue]:
    """The security sequence fits the mode; minimum darkness cost with the chips in play,
    only where the quest fixes its chips (setup ``chipPlanting: fixed``): otherwise every
    game plants them by the rulebook's set-up and the quest's chip colours are not played."""
    setup = ctx.quest.setup
    sequence = setup.get("securitySequence")
    if not isinstance(sequence, list):
        return
    sequence = [str(s) for s in sequence]
    mode = str(setup.get("difficulty", "dark"))
    want = param_int_map(ctx.board, "securitySlots").get(mode)
    if want is not None and len(sequence) != want:
        yield ctx.issue(
            "DDD_CODE",
            say(
                "the {mode} security sequence has {sequence_count} tokens; that side of the board has {want} slots",
                mode=mode,
                sequence_count=len(sequence),
                want=want,
            ),
            ("setup", "securitySequence"),
            [],
        )
    pool = param_int_map(ctx.board, "codeTokenColours")
    if pool:
        for colour, n in sorted(Counter(sequence).items()):
            if n > pool.get(colour, 0):
                yield ctx.issue(
                    "DDD_CODE",
                    say_n(
                        "the sequence uses {n} {colour} token; the box holds {limit}",
                        "the sequence uses {n} {colour} tokens; the box holds {limit}",
                        by="n",
                        n=n,
                        colour=colour,
                        limit=pool.get(colour, 0),
                    ),
                    ("setup", "securitySequence"),
                    [],
                )
    if setup.get("chipPlanting") != "fixed":
        return  # chips planted per game: the quest's chip colours are not played
    chips = [_colours(c) for c in _chips(ctx)]
    chips = [c for c in chips if c]
    if not chips:
        return
    found = min_darkness_cost(sequence, chips)
    cost = found.cost
    if not found.exact:
        yield ctx.issue(
            "DDD_CODE_UNDECIDED",
            say(
                "the lab-code search gave up after {work} steps over {chips_count} chips; the best use found costs {cost} darkness, a better one may exist",
                work=found.work,
                chips_count=len(chips),
                cost=cost,
            ),
            ("setup", "securitySequence"),
            [],
            hint=say("Remove code chips that are not on lock symbols, or shorten the sequence."),
        )
    if mode == "dark" and cost > 0:
        yield ctx.issue(
            "DDD_CODE",
            say(
                "dark mode promises a clean code, but the best use of the chips on the board still costs {cost} darkness",
                cost=cost,
            ),
            ("setup", "securitySequence"),
            [],
            hint=say("Plant a 3-icon chip and two 2-icon chips whose colours are the sequence."),
        )
    track = param_int(ctx.board, "darknessTrackLength", 5, lo=1) or 5
    start = param_int(ctx.board, "darknessStart", 1, lo=0) or 1
    budget = track - start
    # each token no chip removes costs darknessCosts.codeTokenBypassed (1 by the rulebook)
    cost *= param_int_map(ctx.board, "darknessCosts").get("codeTokenBypassed", 1)
    if cost > budget:
        yield ctx.issue(
            "DDD_DARKNESS_COST",
            say(
                "breaking the lab code costs at least {cost} darkness, more than the {budget} the track allows",
                cost=cost,
                budget=budget,
            ),
            ("setup", "securitySequence"),
            [],
            severity=W,
        )
    elif cost == 0:
        yield ctx.issue(
            "DDD_DARKNESS_COST",
            say(
                "the chips on the board break the lab code without darkness ({mode} mode, budget {budget})",
                mode=mode,
                budget=budget,
            ),
            ("setup", "securitySequence"),
            [],
        )
    else:
        yield ctx.issue(
            "DDD_DARKNESS_COST",
            say(
                "breaking the lab code costs at least {cost} darkness with the chips on the board ({mode} mode, budget {budget})",
                cost=cost,
                mode=mode,
                budget=budget,
            ),
            ("setup", "securitySequence"),
            [],
        )
