"""Descent: Journeys in the Dark (1st edition) rules — descent1.

From the static validation section of the Descent digest (§6): the activated glyph the heroes
start on, doors of two collinear unit edges that seal their opening, rune doors with exactly
one key, doors listed in the right area so that nothing is revealed early, areas that cover
the map, and monsters placed on legal spaces with their whole footprint.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from questwright.core.board import Board
from questwright.core.geometry import Cell, EdgeKey, cell_ref, edge_cells, edge_ref
from questwright.core.movement import movement
from questwright.core.params import as_int, param_names
from questwright.core.search import breadth_first
from questwright.core.text import say, say_n
from questwright.schema.model import Token
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import DOOR_STATES, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
D1 = ("descent1",)
_OBSTACLES = ("pit", "water", "rubble", "slime")


def _area_of(ctx: CheckContext) -> dict[Cell, str]:
    def compute() -> dict[Cell, str]:
        out: dict[Cell, str] = {}
        for area in ctx.quest.areas:
            for c in area.cells:
                out.setdefault(tuple(c), area.id)  # type: ignore[arg-type]
        return out

    return ctx.memo("descent.area_of", compute, door_blind=True)  # type: ignore[no-any-return]


def _start_area(ctx: CheckContext) -> str | None:
    start = ctx.quest.setup.get("startArea")
    return start if isinstance(start, str) else None


def _monster_size(spec: object) -> tuple[int, int] | None:
    """A monster type's ``size`` [w, h] from the system data, if it is one."""
    size = spec.get("size") if isinstance(spec, dict) else None
    if isinstance(size, list | tuple) and len(size) == 2:
        w, h = (as_int(v, 0, lo=0) for v in size)
        if w > 0 and h > 0:
            return w, h
    return None


def _obstacle_kinds(ctx: CheckContext) -> set[str]:
    return set(param_names(ctx.board, "spawnForbiddenTerrain", _OBSTACLES) or _OBSTACLES)


def active_glyphs(ctx: CheckContext) -> list[Token]:
    """Activated glyphs, in the start area if the quest names one."""
    start = _start_area(ctx)
    area_of = _area_of(ctx)
    out = []
    for glyph in ctx.world.tokens(("glyph",)):
        if glyph.properties.get("active") is not True or glyph.cell not in ctx.board.cells:
            continue
        area = glyph.area or area_of.get(glyph.cell)
        if start is None or area == start:
            out.append(glyph)
    return out


def _monster_cells(ctx: CheckContext) -> dict[Cell, str]:
    def compute() -> dict[Cell, str]:
        out: dict[Cell, str] = {}
        for token in ctx.world.tokens(("monster",)):
            for c in ctx.board.token_cells(token):
                out.setdefault(c, token.id)
        return out

    return ctx.memo("descent.monster_cells", compute, door_blind=True)  # type: ignore[no-any-return]


def _free_space(ctx: CheckContext, cell: Cell, obstacles: set[str]) -> bool:
    info = ctx.board.cells.get(cell)
    if info is None or not ctx.board.cell_passable(cell):
        return False
    return info.terrain not in obstacles


def hero_start_spaces(ctx: CheckContext) -> list[Cell] | None:
    """Free spaces on or next to an activated glyph of the start area (None: no glyph);
    computed once per revision (the start, spawn-sight and party rules all ask)."""
    return ctx.memo("descent.hero_start_spaces", lambda: _hero_start_spaces(ctx))  # type: ignore[no-any-return]


def _hero_start_spaces(ctx: CheckContext) -> list[Cell] | None:
    glyphs = active_glyphs(ctx)
    if not glyphs:
        return None
    nav = ctx.nav
    obstacles = _obstacle_kinds(ctx)
    monsters = _monster_cells(ctx)
    spaces: set[Cell] = set()
    for glyph in glyphs:
        zone = ctx.board.zone_of(glyph.cell) if glyph.cell is not None else None
        if zone is None or zone not in nav.index:
            continue
        candidates = [zone] + [
            nav.zones[j]
            for j, gate, kind in nav.adj[nav.index[zone]]
            if gate is None and kind != "link"
        ]
        for z in candidates:
            for c in ctx.board.zones[z].cells:
                if _free_space(ctx, c, obstacles) and c not in monsters:
                    spaces.add(c)
    return sorted(spaces, key=lambda c: (c[1], c[0]))


@rule(
    (
        "DESCENT_GLYPH_ACTIVE",
        W,
        "Glyph activated at set-up outside the start area",
        """
        What: a glyph outside the quest's start area (setup `startArea`) is placed activated
        (`active: true`).
        Why: glyphs go on the map with their inactivated side up and are activated when a
        hero first moves through them (the heroes gain conquest for it); only the glyph the
        heroes start on is active from the start. An active far glyph lets heroes come back
        from town straight to it and gives away its conquest.
        Game rule: Descent rulebook, glyphs of transport (placed inactivated) and set-up
        (heroes start on or next to an activated glyph).
        """,
    ),
    systems=D1,
    needs=("tokens", "areas", "setup"),
)
def check_glyph_active(ctx: CheckContext) -> Iterator[Issue]:
    """Activated glyphs outside a start area the quest names."""
    start = _start_area(ctx)
    if start is None or start not in {a.id for a in ctx.quest.areas}:
        return
    area_of = _area_of(ctx)
    for glyph in ctx.world.tokens(("glyph",)):
        if glyph.properties.get("active") is not True or glyph.cell not in ctx.board.cells:
            continue
        area = glyph.area or area_of.get(glyph.cell)
        if area is None or area == start:
            continue
        yield ctx.issue(
            "DESCENT_GLYPH_ACTIVE",
            say(
                "glyph {glyph!r} in area {area!r} starts activated; only the start area "
                "{start!r} begins with an activated glyph",
                glyph=glyph.id,
                area=area,
                start=start,
            ),
            ctx.path_of(glyph.id) or ("tokens",),
            [glyph.id],
            hint=say('Place it inactivated ("active": false): a hero activates it.'),
        )


@rule(
    (
        "DESCENT_GLYPH_START",
        E,
        "No activated glyph to start on",
        """
        What: the start area (setup `startArea`, or the whole map) holds no glyph that begins
        activated.
        Why: heroes deploy on or next to an activated glyph; without one they have nowhere to
        start.
        Game rule: Descent digest §1.4.1 (hero start) and §6.4 S1.
        """,
    ),
    (
        "DESCENT_START_SPACES",
        E,
        "Start space not next to the activated glyph",
        """
        What: a hero start token is not on or next to an activated glyph, lies on an obstacle
        (pit, water, rubble, slime), shares its space with another start token, sits under
        a monster, or gives a seat another start token gives too.
        Why: heroes are placed one figure per space, each on an activated glyph or beside one, in
        seat order from the first hero: each seat deploys once.
        Game rule: Descent digest §1.4.1 and §6.4 S2/S4; rulebook set-up (heroes placed in
        seat order).
        """,
    ),
    systems=D1,
    needs=("tiles", "edges", "terrain", "tokens", "areas", "setup", DOOR_STATES),
)
def check_glyph_start(ctx: CheckContext) -> Iterator[Issue]:
    """An activated glyph in the start area; start tokens around it."""
    glyphs = active_glyphs(ctx)
    if not glyphs:
        start = _start_area(ctx)
        where = say("the start area {start!r}", start=start) if start else say("the map")
        yield ctx.issue(
            "DESCENT_GLYPH_START",
            say("{where} holds no activated glyph for the heroes to start on", where=where),
            ("tokens",),
            [],
            hint=say('Place a glyph with "active": true in the start area.'),
        )
        return
    spaces = set(hero_start_spaces(ctx) or [])
    glyph_cells = {g.cell for g in glyphs}
    near = set(spaces) | glyph_cells
    obstacles = _obstacle_kinds(ctx)
    monsters = _monster_cells(ctx)
    used: dict[Cell, str] = {}
    seats: dict[int, str] = {}
    for token in ctx.world.tokens(ctx.world.start_types):
        if token.cell is None or token.cell not in ctx.board.cells:
            continue
        cell = token.cell
        seat = token.properties.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool):
            seat = None
        why = None
        if seat is not None and seat in seats:
            why = say("gives seat {seat} as {other!r} does", seat=seat, other=seats[seat])
        elif cell in used:
            why = say("shares its space with {used!r}", used=used[cell])
        elif cell in monsters:
            why = say("lies under monster {monsters!r}", monsters=monsters[cell])
        elif not _free_space(ctx, cell, obstacles):
            why = say("lies on an obstacle")
        elif cell not in near:
            why = say("is not on or next to an activated glyph")
        used.setdefault(cell, token.id)
        if seat is not None:
            seats.setdefault(seat, token.id)
        if why:
            yield ctx.issue(
                "DESCENT_START_SPACES",
                say("start {token!r} {why}", token=token.id, why=why),
                ctx.token_path(token.id, "cell"),
                [token.id, cell_ref(cell)],
            )


@rule(
    (
        "DESCENT_DOOR_SHAPE",
        E,
        "Door not two spaces wide between four spaces",
        """
        What: a door is not exactly two collinear unit edges, or one of the four spaces it
        separates is not on the board.
        Why: a door marker spans two space-widths and separates exactly two spaces on each
        side; operating it needs a figure next to it on the board.
        Game rule: Descent digest §1.3 and §6.2 D1.
        """,
    ),
    (
        "DESCENT_DOOR_FLANK",
        W,
        "Door end not against a wall",
        """
        What: at one end of a door the lattice line continues without a wall (or the board
        edge), so figures and sight can step round the end of the door.
        Why: a door should close off a 2-wide opening with both ends against walls; otherwise
        it blocks nothing.
        Game rule: Descent digest §1.3 and §6.2 D2.
        """,
    ),
    systems=D1,
    needs=("tiles", "edges"),
)
def check_door_shapes(ctx: CheckContext) -> Iterator[Issue]:
    """Doors span two collinear unit edges, flanked by walls at both ends."""
    board = ctx.board
    for door in sorted(board.doors.values(), key=lambda d: d.id):
        path = ctx.door_path(door.id)
        edges = sorted(door.edges)
        axes = {k[0] for k in edges}
        collinear = len(axes) == 1 and len({k[1] if k[0] == "v" else k[2] for k in edges}) == 1
        if len(edges) != 2 or not collinear or _gap(edges):
            yield ctx.issue(
                "DESCENT_DOOR_SHAPE",
                say_n(
                    "door {door!r} spans {edges_count} unit edge; a door spans exactly two, side by side",
                    "door {door!r} spans {edges_count} unit edges; a door spans exactly two, side by side",
                    by="edges_count",
                    door=door.id,
                    edges_count=len(edges),
                ),
                path,
                [door.id, *(edge_ref(k) for k in edges)],
            )
            continue
        flanks = [c for k in edges for c in edge_cells(k)]
        off = [c for c in flanks if c not in board.cells]
        if off:
            yield ctx.issue(
                "DESCENT_DOOR_SHAPE",
                say(
                    "door {door!r} has space {where} off the board; all four spaces it separates must be on the board",
                    door=door.id,
                    where=cell_ref(off[0]),
                ),
                path,
                [door.id, cell_ref(off[0])],
            )
            continue
        for end in _end_edges(edges):
            if board.edge_blocks_move(end) and board.edge_blocks_sight(end):
                continue
            if board.edge_kind(end) == "door":
                continue
            yield ctx.issue(
                "DESCENT_DOOR_FLANK",
                say(
                    "door {door!r} does not end against a wall at {where}; figures and sight can get round it",
                    door=door.id,
                    where=edge_ref(end),
                ),
                path,
                [door.id, edge_ref(end)],
                hint=say("Put a wall there, or move the door into a 2-wide opening."),
            )


def _gap(edges: list[EdgeKey]) -> bool:
    axis = edges[0][0]
    positions = sorted(k[2] if axis == "v" else k[1] for k in edges)
    return any(b - a != 1 for a, b in itertools.pairwise(positions))


def _end_edges(edges: list[EdgeKey]) -> list[EdgeKey]:
    axis, x, y = edges[0]
    if axis == "v":
        ys = sorted(k[2] for k in edges)
        return [("v", x, ys[0] - 1), ("v", x, ys[-1] + 1)]
    xs = sorted(k[1] for k in edges)
    return [("h", xs[0] - 1, y), ("h", xs[-1] + 1, y)]


@rule(
    (
        "DESCENT_RUNE_KEY",
        E,
        "Rune door without exactly one key",
        """
        What: a colour used by a rune door has no rune key of that colour, or more than one.
        (Whether the one key can be reached is checked by the reachability and soft-lock
        rules, which print the chain.)
        Why: a rune door opens only for heroes holding the key of its colour; the box has one
        key per colour.
        Game rule: Descent digest §1.3 (rune-locked doors) and §6.2 D6.
        """,
    ),
    systems=D1,
    needs=("edges", "door-states", "tokens"),
)
def check_rune_keys(ctx: CheckContext) -> Iterator[Issue]:
    """Each rune colour in use has exactly one key."""
    world = ctx.world
    keys: dict[str, list[str]] = {}
    for token in world.tokens(world.rune_key_types):
        color = token.properties.get("color")
        if isinstance(color, str):
            keys.setdefault(color, []).append(token.id)
    doors: dict[str, list[str]] = {}
    for door in ctx.board.doors.values():
        if door.lock is not None and door.lock.kind == "rune" and door.lock.color:
            doors.setdefault(door.lock.color, []).append(door.id)
    for color, door_ids in sorted(doors.items()):
        found = keys.get(color, [])
        if len(found) == 1:
            continue
        doors_text = ", ".join(sorted(door_ids))
        yield ctx.issue(
            "DESCENT_RUNE_KEY",
            say_n(
                "{count} {color} rune key for rune doors {doors}; exactly one is needed",
                "{count} {color} rune keys for rune doors {doors}; exactly one is needed",
                count=len(found),
                color=color,
                doors=doors_text,
            )
            if found
            else say_n(
                "no {color} rune key for rune door {doors}; exactly one is needed",
                "no {color} rune key for rune doors {doors}; exactly one is needed",
                by="doors_count",
                doors_count=len(door_ids),
                color=color,
                doors=doors_text,
            ),
            ctx.door_path(sorted(door_ids)[0]),
            [*sorted(door_ids), *found],
        )


def _area_depths(ctx: CheckContext, area_of: dict[Cell, str]) -> dict[str, int]:
    """Areas in reveal order: BFS over areas that touch across anything but a wall."""
    start = _start_area(ctx)
    if start is None:
        return {}
    links = {area: set(near) for area, near in _boundary_links(ctx, area_of).items()}
    for stairs in _stair_groups(ctx).values():
        linked = {area_of[c] for c in stairs if c in area_of}
        for x in linked:
            links.setdefault(x, set()).update(linked - {x})
    return breadth_first([start], lambda area: sorted(links.get(area, ())))


#: the key of :func:`_boundary_links`'s kept results
_AREA_LINKS = "descent.area-links"


def _boundary_links(ctx: CheckContext, area_of: dict[Cell, str]) -> dict[str, set[str]]:
    """Areas that touch across a unit edge that is not a wall (not to be changed).

    Computed once per revision and ``area_of``; after an edit of unit edges alone
    (:meth:`CheckContext.carried`) the last revision's links are kept unless a changed unit
    edge lies between two areas (no other edge is read)."""
    found: list[tuple[dict[Cell, str], dict[str, set[str]]]] = ctx.memo(_AREA_LINKS, list)
    for owner, links in found:
        if owner == area_of:
            return links
    carried = ctx.carried(_AREA_LINKS)
    if carried is not None:
        between = any(
            (aa := area_of.get(a)) and (ab := area_of.get(b)) and aa != ab
            for a, b in map(edge_cells, carried[1])
        )
        kept: list[dict[str, set[str]]] = [v for o, v in carried[0] if o == area_of]
        if kept and not between:
            found.append((dict(area_of), kept[0]))
            ctx.keep(_AREA_LINKS, found)
            return kept[0]
    board = ctx.board
    links = {}
    for key, a, b in board.iter_boundaries():
        aa, ab = area_of.get(a), area_of.get(b)
        if aa and ab and aa != ab:
            kind = board.edge_kind(key)
            if kind == "wall":
                continue
            links.setdefault(aa, set()).add(ab)
            links.setdefault(ab, set()).add(aa)
    found.append((dict(area_of), links))
    ctx.keep(_AREA_LINKS, found)
    return links


def _stair_groups(ctx: CheckContext) -> dict[str, list[Cell]]:
    groups: dict[str, list[Cell]] = {}
    for token in ctx.world.tokens(ctx.world.link_types):
        group = token.properties.get("color", token.properties.get("group"))
        if group is not None and token.cell is not None:
            groups.setdefault(str(group), []).append(token.cell)
    return groups


@rule(
    (
        "DESCENT_DOOR_AREA",
        W,
        "Door listed in the later area",
        """
        What: a door between two areas belongs to the area revealed later (counted from the
        start area), or to an area it does not touch.
        Why: a door is placed when its area is revealed. Listed in the later area, it does
        not exist while the earlier area is explored, so heroes see straight through the gap
        and reveal the later area early.
        Game rule: Descent digest §1.7 (doors gate the reveal) and §6.2 D4.
        """,
    ),
    (
        "DESCENT_AREA_CELLS",
        E,
        "Areas do not cover the map once",
        """
        What: a cell belongs to two areas, an area lists a cell that is not on the board, or
        (a warning) a board cell belongs to no area.
        Why: every space is revealed with exactly one area; a space in none is never revealed
        and one in two is revealed twice.
        Game rule: Descent digest §1.7 and §6.1 G2.
        """,
    ),
    (
        "DESCENT_TOKEN_AREA",
        W,
        "Token listed in another area than its space",
        """
        What: a token (monster, chest, key…) is listed in one area but stands on a space of
        another.
        Why: it appears when its own area is revealed — possibly before heroes can see the
        space, or long after they have walked over it.
        Game rule: Descent digest §1.7 and §6.5 M1.
        """,
    ),
    systems=D1,
    needs=("tiles", "edges", "terrain", "tokens", "areas", "setup"),
)
def check_areas(ctx: CheckContext) -> Iterator[Issue]:
    """Areas cover the map once; doors and tokens belong to the right area."""
    if not ctx.quest.areas:
        return
    board = ctx.board
    owner: dict[Cell, str] = {}
    for index, area in enumerate(ctx.quest.areas):
        for c_index, raw in enumerate(area.cells):
            c: Cell = (raw[0], raw[1])
            if c not in board.cells:
                yield ctx.issue(
                    "DESCENT_AREA_CELLS",
                    say(
                        "area {area!r} lists {where}, which is not on the board",
                        area=area.id,
                        where=cell_ref(c),
                    ),
                    ("areas", index, "cells", c_index),
                    [area.id, cell_ref(c)],
                )
            elif c in owner and owner[c] != area.id:
                yield ctx.issue(
                    "DESCENT_AREA_CELLS",
                    say(
                        "{where} belongs to areas {owner!r} and {area!r}",
                        where=cell_ref(c),
                        owner=owner[c],
                        area=area.id,
                    ),
                    ("areas", index, "cells", c_index),
                    [area.id, owner[c], cell_ref(c)],
                )
            owner.setdefault(c, area.id)
    missing = sorted((c for c in board.cells if c not in owner), key=lambda c: (c[1], c[0]))
    if missing:
        yield ctx.issue(
            "DESCENT_AREA_CELLS",
            say_n(
                "{missing_count} board space belongs to no area, starting at {where}",
                "{missing_count} board spaces belong to no area, starting at {where}",
                by="missing_count",
                missing_count=len(missing),
                where=cell_ref(missing[0]),
            ),
            ("areas",),
            [cell_ref(c) for c in missing[:20]],
            severity=W,
        )
    depth = _area_depths(ctx, owner)
    for door in sorted(board.doors.values(), key=lambda d: d.id):
        areas = sorted({owner[c] for k in door.edges for c in edge_cells(k) if c in owner})
        if len(areas) < 2 or door.area is None:
            continue
        if door.area not in areas:
            yield ctx.issue(
                "DESCENT_DOOR_AREA",
                say(
                    "door {door!r} is listed in area {area!r} but separates {areas}",
                    door=door.id,
                    area=door.area,
                    areas=" and ".join(repr(a) for a in areas),
                ),
                ctx.door_path(door.id),
                [door.id, door.area, *areas],
            )
            continue
        known = [a for a in areas if a in depth]
        if not known or door.area not in depth:
            continue
        earliest = min(known, key=lambda a: depth[a])
        if depth[door.area] > depth[earliest]:
            yield ctx.issue(
                "DESCENT_DOOR_AREA",
                say(
                    "door {door!r} belongs to area {area!r}, revealed after {earliest!r}; until then the gap is open and heroes see into {area!r}",
                    door=door.id,
                    area=door.area,
                    earliest=earliest,
                ),
                ctx.door_path(door.id),
                [door.id, door.area, earliest],
                hint=say("List the door in area {earliest!r}.", earliest=earliest),
            )
    for token in sorted(board.tokens.values(), key=lambda t: t.id):
        if token.area is None or token.cell is None:
            continue
        stands_in = {owner[c] for c in board.token_cells(token) if c in owner}
        if stands_in and token.area not in stands_in:
            yield ctx.issue(
                "DESCENT_TOKEN_AREA",
                say(
                    "{type} {token!r} is listed in area {area!r} but stands in {stands_in}",
                    type=token.type,
                    token=token.id,
                    area=token.area,
                    stands_in=", ".join(sorted(stands_in)),
                ),
                ctx.token_path(token.id, "area"),
                [token.id, token.area, *sorted(stands_in)],
            )


@rule(
    (
        "DESCENT_START_SEES_AREA",
        W,
        "Hero start sees into an unrevealed area",
        """
        What: from a hero start space, with only the start area's doors and figures in
        place, a space of another area is in line of sight (a start on or next to a
        staircase also sees the linked staircase and the spaces round it).
        Why: any hero sight of an unrevealed area reveals it at once, so that area is
        revealed on the first turn — usually a door is missing or listed in the wrong area.
        Game rule: Descent digest §1.7 (reveal trigger) and §6.4 S3, using the same
        centre-line sight as the engine.
        """,
    ),
    systems=D1,
    needs=("tiles", "edges", "terrain", "tokens", "areas", "setup", DOOR_STATES),
)
def check_start_sight(ctx: CheckContext) -> Iterator[Issue]:
    """No unrevealed area in sight of the hero start spaces."""
    start = _start_area(ctx)
    if start is None or not ctx.quest.areas:
        return
    area_of = _area_of(ctx)
    starts = [c for c in ctx.world.start_cells if area_of.get(c) == start]
    if not any(t.type in ctx.world.start_types for t in ctx.board.tokens.values()):
        starts = [c for c in hero_start_spaces(ctx) or [] if area_of.get(c) == start]
    if not starts:
        return
    from questwright.core.sight.line import sight_regions

    board = ctx.board
    # what the starts can see depends on the doors touching the regions they see into
    # (staircases show a partner's surroundings too: no reuse on boards with them)
    key, joined = sight_regions(board, [start]).scope(board, starts)
    yield from ctx.door_scoped(
        "descent.start-sight",
        None if has_stairs(ctx) else (start, key),
        lambda: _start_sight(ctx, start, starts, joined),
    )


def has_stairs(ctx: CheckContext) -> bool:
    """Whether a staircase (a link token) stands on the board."""
    return any(t.cell in ctx.board.cells for t in ctx.world.tokens(ctx.world.link_types))


def _start_sight(
    ctx: CheckContext, start: str, starts: list[Cell], joined: set[Cell]
) -> Iterator[Issue]:
    """The areas seen from the starts; ``joined``: the cells a line from them can reach
    (a centre line never crosses an edge that blocks sight: a cheap superset to test).
    A start on or next to a staircase also sees the far end and round it, wherever that
    lies, so those starts test every space of the other areas."""
    from questwright.core.sight import CentreLineSight
    from questwright.core.sight.line import chebyshev

    area_of = _area_of(ctx)
    everywhere = sorted(
        (c for c, a in area_of.items() if a != start and c in ctx.board.cells),
        key=lambda c: (c[1], c[0]),
    )
    others = [c for c in everywhere if c in joined]
    if not others and not has_stairs(ctx):
        return  # nothing of another area in reach of a sight line: no need to build one
    sight = CentreLineSight(ctx.board, revealed_areas=[start])
    seen: dict[str, tuple[Cell, Cell]] = {}
    for s in starts:
        # staircases and pits change what a figure sees only on or next to them
        in_pit = s in sight.pits
        by_stairs = any(chebyshev(s, t) <= 1 for t in sight.stairs)
        look = sight.can_see if in_pit or by_stairs else sight.geometric
        for c in everywhere if by_stairs else others:
            area = area_of[c]
            if area not in seen and look(s, c):
                seen[area] = (s, c)
    for area, (s, c) in sorted(seen.items()):
        yield ctx.issue(
            "DESCENT_START_SEES_AREA",
            say(
                "from start space {where} heroes see {where2} of area {area!r}, which is then revealed on the first turn",
                where=cell_ref(s),
                where2=cell_ref(c),
                area=area,
            ),
            ("areas",),
            [area, cell_ref(s), cell_ref(c)],
            hint=say("Close the view with a door listed in the start area."),
        )


@rule(
    (
        "DESCENT_MONSTER_SPACE",
        E,
        "Monster on a space it may not occupy",
        """
        What: a placed monster covers a pit, rubble, water or slime space, an activated
        glyph, a hero start space, or a space of another monster.
        Why: monsters may neither be placed nor end a move there.
        Game rule: Descent digest §4.4 (spawning), §1.4.1 (glyphs) and §6.5 M2.
        """,
    ),
    (
        "DESCENT_MONSTER_FOOTPRINT",
        E,
        "Large monster footprint wrong",
        """
        What: a monster's footprint does not match its type's size (parameter
        `monsterTypes`: hell hound 1×2, ogre and giant 2×2, dragon 2×3, in either
        orientation), does not lie wholly on the board, or is split by a wall or a door line
        (straddling a door also keeps that door from ever closing).
        Why: a large monster occupies every space under its base, all of them on the map.
        Game rule: Descent digest §1.8 and §6.5 M3, §6.2 D9.
        """,
    ),
    systems=D1,
    needs=("tiles", "edges", "terrain", "tokens"),
)
def check_monsters(ctx: CheckContext) -> Iterator[Issue]:
    """Monsters on legal spaces with whole footprints."""
    board = ctx.board
    types = board.parameter("monsterTypes", {}) or {}
    obstacles = _obstacle_kinds(ctx)
    glyphs = {g.cell for g in ctx.world.tokens(("glyph",)) if g.properties.get("active") is True}
    starts = {t.cell for t in ctx.world.tokens(ctx.world.start_types) if t.cell}
    taken: dict[Cell, str] = {}
    for token in sorted(ctx.world.tokens(("monster",)), key=lambda t: t.id):
        if token.cell is None:
            continue
        path = ctx.token_path(token.id)
        size = tuple(token.size or (1, 1))
        mtype = token.properties.get("monsterType")
        spec = types.get(mtype) if isinstance(types, dict) and isinstance(mtype, str) else None
        cells = board.token_cells(token)
        wanted = _monster_size(spec)
        if wanted is not None:
            w, h = wanted
            if size not in ((w, h), (h, w)):
                yield ctx.issue(
                    "DESCENT_MONSTER_FOOTPRINT",
                    say(
                        "monster {token!r} ({mtype}) covers {width}×{height} spaces; a {mtype} covers {w}×{h}",
                        token=token.id,
                        mtype=mtype,
                        width=size[0],
                        height=size[1],
                        w=w,
                        h=h,
                    ),
                    (*path, "size"),
                    [token.id],
                )
                continue
        off = board.token_off_board(token)
        if off is not None:
            yield ctx.issue(
                "DESCENT_MONSTER_FOOTPRINT",
                say(
                    "monster {token!r} sticks out of the board at {where}",
                    token=token.id,
                    where=cell_ref(off),
                ),
                (*path, "cell"),
                [token.id, cell_ref(off)],
            )
            continue
        inner = _inner_blocking(board, cells)
        if inner is not None:
            yield ctx.issue(
                "DESCENT_MONSTER_FOOTPRINT",
                say(
                    "monster {token!r} is split by a {edge_kind} at {where}",
                    token=token.id,
                    edge_kind=board.edge_kind(inner),
                    where=edge_ref(inner),
                ),
                (*path, "cell"),
                [token.id, edge_ref(inner)],
            )
        for c in cells:
            info = board.cells[c]
            why = None
            if info.terrain in obstacles:
                why = say("stands on {terrain}", terrain=info.terrain)
            elif c in glyphs:
                why = say("stands on an activated glyph")
            elif c in starts:
                why = say("stands on a hero start space")
            elif c in taken:
                why = say("overlaps monster {taken!r}", taken=taken[c])
            if why:
                yield ctx.issue(
                    "DESCENT_MONSTER_SPACE",
                    say(
                        "monster {token!r} {why} at {where}",
                        token=token.id,
                        why=why,
                        where=cell_ref(c),
                    ),
                    (*path, "cell"),
                    [token.id, cell_ref(c)],
                )
                break
        for c in cells:
            taken.setdefault(c, token.id)


def _inner_blocking(board: Board, cells: list[Cell]) -> EdgeKey | None:
    inside = set(cells)
    for c in cells:
        for other in ((c[0] + 1, c[1]), (c[0], c[1] + 1)):
            if other in inside:
                from questwright.core.geometry import edge_between

                key = edge_between(c, other)
                kind = board.edge_kind(key)
                if kind in ("wall", "door") or movement(board).blocks(kind):
                    return key
    return None
