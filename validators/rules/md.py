"""Massive Darkness (md1) and Massive Darkness 2: Hellscape (md2) rules.

From the static validation section of the Massive Darkness digest (§8): one start and one
exit, level tokens (MD1 only), chambers and Door cards, rooms enclosed by walls, face-down
objective pools, and MD2's portals, bridges and rooms whose markers need a door.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import networkx as nx
from networkx.utils import UnionFind
from questwright.core.board import Board
from questwright.core.geometry import EdgeKey, edge_between, edge_cells, edge_ref
from questwright.core.movement import movement, pairs_beside
from questwright.core.params import param_int
from questwright.core.search import breadth_first, flood
from questwright.core.text import say, say_n
from questwright.engine.content import load_content
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import (
    DOOR_STATES,
    QUEST,
    QUEST_BY_ZONE,
    TOKEN_KINDS,
    TOKEN_ZONES,
    ZONE_EDGES,
    rule,
)

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
MD = ("md1", "md2")


# --------------------------------------------------------------------------- start and exit


@rule(
    (
        "MD_START_EXIT_COUNT",
        E,
        "Not exactly one start and one exit",
        """
        What: Massive Darkness needs exactly one Hero Starting Zone token and (MD1) exactly
        one Exit token; MD2 warns when the exit is missing or doubled.
        Why: the box holds one of each; MD1's enemies also wander between the start and the
        exit when every hero hides, so the exit is needed even when no objective names it.
        Game rule: Massive Darkness digest §1.6 and §8.2 R1–R2.
        """,
    ),
    (
        "MD_START_IS_EXIT",
        W,
        "Start and exit in one zone",
        """
        What: the start token and the exit token lie in the same zone.
        Why: MD1's hidden-hero wandering goes back and forth between the two; in one zone the
        enemies stand still, and escape objectives are trivial.
        Game rule: Massive Darkness digest §8.2 R3.
        """,
    ),
    systems=MD,
    needs=("tiles", TOKEN_ZONES, "objectives"),
)
def check_start_exit(ctx: CheckContext) -> Iterator[Issue]:
    """One start, one exit, in different zones."""
    world = ctx.world
    starts = world.tokens(world.start_types)
    exits = world.exits
    if len(starts) > 1:
        yield ctx.issue(
            "MD_START_EXIT_COUNT",
            say(
                "{starts_count} hero start tokens; the game has exactly one Starting Zone",
                starts_count=len(starts),
            ),
            ctx.token_path(starts[1].id),
            [t.id for t in starts],
        )
    md2 = ctx.quest.system == "md2"
    # no exit at all is START_MISSING's when the system requires an exit token (one message)
    exit_type = ctx.system.token_types.get("exit") if ctx.system else None
    missing = not exits and exit_type is not None and exit_type.required
    if len(exits) != 1 and not missing and not (md2 and not exits and not _needs_exit(ctx)):
        yield ctx.issue(
            "MD_START_EXIT_COUNT",
            say(
                "{exits_count} exit tokens; the quest needs exactly one Exit",
                exits_count=len(exits),
            ),
            ctx.token_path(exits[1].id) if len(exits) > 1 else ("tokens",),
            [t.id for t in exits],
            severity=W if md2 else None,
        )
    if len(starts) == 1 and len(exits) == 1:
        zs, ze = world.token_zones(starts[0]), world.token_zones(exits[0])
        if zs and zs == ze:
            yield ctx.issue(
                "MD_START_IS_EXIT",
                say(
                    "start {start!r} and exit {exit!r} are in the same zone",
                    start=starts[0].id,
                    exit=exits[0].id,
                ),
                ctx.token_path(exits[0].id),
                [starts[0].id, exits[0].id, *sorted(zs)],
            )


def _needs_exit(ctx: CheckContext) -> bool:
    return any(o.kind == "escape" for o in ctx.quest.objectives)


# --------------------------------------------------------------------------- levels (MD1)


def _levels(ctx: CheckContext) -> list[tuple[str, int, str | None]]:
    """(token id, value, tile instance) of every level token with a valid value."""
    out = []
    for token in ctx.world.tokens(("level",)):
        value = token.properties.get("value", 1)
        if isinstance(value, int) and not isinstance(value, bool):
            info = ctx.board.cells.get(token.cell) if token.cell else None
            out.append((token.id, value, info.tile if info else None))
    return out


@rule(
    (
        "MD_LEVEL_RANGE",
        E,
        "Level values not 1..N",
        """
        What: the level token values used do not form a contiguous range 1..N with N at most
        5 (a quest with levels 1, 2 and 4, or one without a level 1).
        Why: the game starts at level 1 and rises one tile value at a time; a gap means a
        level no tile carries, which patrols and Door cards then look for in vain.
        Game rule: Massive Darkness digest §1.5 and §8.3 L2.
        """,
    ),
    (
        "MD_LEVEL_START",
        E,
        "Start tile above level 1",
        """
        What: the tile holding the Hero Starting Zone carries a level token higher than 1,
        or the quest's `setup.startLevel` is not 1 (a quest that scripts its level —
        `levelMode: script` or `set-level` effects — may do either).
        Why: the level rises at the end of the very first action a hero takes there, skipping
        level 1 entirely; every game begins at level 1.
        Game rule: Massive Darkness digest §1.5 (the game starts at level 1; standing on a
        higher tile raises it) and §8.3 L1.
        """,
    ),
    (
        "MD_LEVEL_PER_TILE",
        W,
        "Several level values on one tile",
        """
        What: one tile carries level tokens of different values.
        Why: a level token's value applies to its whole tile; with two values "the tile's
        level" is ambiguous (Questwright takes the highest).
        Game rule: Massive Darkness digest §8.3 L3 (story-mode overflow excepted).
        """,
    ),
    (
        "MD_LEVEL_PATROL",
        W,
        "Patrols have no zone at some level",
        """
        What: for a level L that can become current, no level token of value L−1 or L+1
        exists (at level 1 the "−1" and at the top level the "+1" are undefined, so the other
        one must exist).
        Why: Patrols spawn in the zone holding the token for the current level ±1; without
        one they have nowhere to appear.
        Game rule: Massive Darkness digest §1.5 and §8.3 L6.
        """,
    ),
    (
        "MD_LEVEL_ORDER",
        W,
        "Levels fall along the way from the start",
        """
        What: on the shortest way from the start tile to a levelled tile, an earlier tile
        carries a higher level.
        Why: the level never falls; a high tile met early skips the ramp, and everything
        after it plays at the higher level.
        Game rule: Massive Darkness digest §8.3 L7 (design advice: levels non-decreasing
        along the shortest path from the start).
        """,
    ),
    (
        "MD_TREASURE_LEVEL",
        W,
        "Treasure on a tile without a level",
        """
        What: a treasure token lies on a tile with no level token, and the quest does not say
        to use the current level there (setup `treasureLevel: "current"`) nor script the level
        (setup flag `levelMode: "script"`, where a tile without a token draws at the current
        level by design).
        Why: a treasure token draws a card of its tile's level.
        Game rule: Massive Darkness digest §1.7 and §8.3 L4.
        """,
    ),
    systems=("md1",),
    needs=("tiles", ZONE_EDGES, "terrain", TOKEN_ZONES, "setup", "triggers"),
)
def check_levels(ctx: CheckContext) -> Iterator[Issue]:
    """MD1 level tokens: range, start tile, one value per tile, patrols, order, treasure.

    Only the order reads an edge: the tiles the heroes can cross between
    (:func:`_tile_graph`). After an edit of unit edges alone (:meth:`CheckContext.carried`)
    whose every zone pair beside them lies on one tile, that graph is the same and the
    issues are kept."""
    board = ctx.board
    zones, octile = board.zones, board.adjacency == "octile"

    def between_tiles(key: EdgeKey) -> bool:
        return not all(
            a in zones and b in zones and zones[a].tile == zones[b].tile
            for a, b in pairs_beside(board, [key], octile)
        )

    yield from ctx.kept_unless(_LEVELS_KEPT, between_tiles, lambda: _level_issues(ctx))


#: what :func:`check_levels` keeps for the next revision
_LEVELS_KEPT = "md.levels"


def _level_issues(ctx: CheckContext) -> Iterator[Issue]:
    levels = _levels(ctx)
    if not levels:
        return
    board = ctx.board
    values = sorted({v for _, v, _ in levels})
    top = param_int(board, "maxLevel", 5, lo=1, hi=100) or 5
    first = levels[0][0]
    # a quest that scripts the level (setup flag levelMode "script", or set-level effects)
    # may start above 1 and need no token of level 1 (issue #29: a printed quest did)
    by_script = _level_by_script(ctx)
    scripted = by_script or _sets_level(ctx)
    low = values[0] if scripted else 1
    if values[0] != low or values != list(range(low, values[-1] + 1)) or values[-1] > top:
        yield ctx.issue(
            "MD_LEVEL_RANGE",
            say(
                "level values {values} are not a range 1..N with N ≤ {top}",
                values=", ".join(map(str, values)),
                top=top,
            ),
            ctx.token_path(first),
            [t for t, _, _ in levels],
        )
    by_tile: dict[str | None, list[tuple[str, int]]] = {}
    for tid, value, tile in levels:
        by_tile.setdefault(tile, []).append((tid, value))
    start_level = ctx.quest.setup.get("startLevel")
    if not scripted and isinstance(start_level, int) and start_level != 1:
        yield ctx.issue(
            "MD_LEVEL_START",
            say(
                "the quest starts at level {level} (setup startLevel); the game starts at level 1",
                level=start_level,
            ),
            ("setup", "startLevel"),
            ["startLevel"],
            hint=say("Start at level 1, or let a trigger set the level (set-level)."),
        )
    start_tiles = {board.cells[c].tile for c in ctx.world.start_cells if c in board.cells}
    for tile in sorted(t for t in start_tiles if t and not scripted):
        high = [(t, v) for t, v in by_tile.get(tile, []) if v > 1]
        if high:
            yield ctx.issue(
                "MD_LEVEL_START",
                say(
                    "the start tile {tile} carries level {level} ({token}); the game starts at level 1",
                    tile=tile,
                    level=high[0][1],
                    token=high[0][0],
                ),
                ctx.token_path(high[0][0]),
                [high[0][0], tile],
            )
    for tile, entries in sorted(by_tile.items(), key=lambda kv: str(kv[0])):
        distinct = sorted({v for _, v in entries})
        if len(distinct) > 1:
            yield ctx.issue(
                "MD_LEVEL_PER_TILE",
                say(
                    "tile {tile} carries levels {distinct}",
                    tile=tile,
                    distinct=", ".join(map(str, distinct)),
                ),
                ctx.token_path(entries[1][0]),
                [t for t, _ in entries] + ([tile] if tile else []),
            )
    present = set(values)
    for level in range(1, max(values) + 1):
        if ((level - 1) in present and level > 1) or (level + 1) in present:
            continue
        yield ctx.issue(
            "MD_LEVEL_PATROL",
            say(
                "at level {level} no level token of value {below} or {above} exists, so patrols have no zone to spawn in",
                level=level,
                below=level - 1,
                above=level + 1,
            ),
            ctx.token_path(first),
            [t for t, _, _ in levels],
            hint=say(
                "Place tokens of neighbouring values, or declare the quest's patrol fallback."
            ),
        )
    if not by_script:  # scripted, the level never rises with the tiles
        yield from _level_order(ctx, levels)
    # a quest that scripts the level leaves a tile without a token on purpose, its treasure
    # drawn at the current level (the engine's rule; issue #29: Q9's centre tile)
    if ctx.quest.setup.get("treasureLevel") != "current" and not by_script:
        levelled = {tile for _, _, tile in levels}
        for token in ctx.world.tokens(("treasure",)):
            info = board.cells.get(token.cell) if token.cell else None
            if info and info.tile not in levelled:
                yield ctx.issue(
                    "MD_TREASURE_LEVEL",
                    say(
                        "treasure {token!r} lies on tile {tile}, which has no level token",
                        token=token.id,
                        tile=info.tile,
                    ),
                    ctx.token_path(token.id),
                    [token.id, info.tile],
                    hint=say(
                        'Add a level token to the tile, or set setup.treasureLevel to "current".'
                    ),
                )


def _level_by_script(ctx: CheckContext) -> bool:
    """The quest's setup says only its set-level effects change the level."""
    flags = ctx.quest.setup.get("flags") if isinstance(ctx.quest.setup, dict) else None
    return isinstance(flags, dict) and flags.get("levelMode") == "script"


def _sets_level(ctx: CheckContext) -> bool:
    """Some trigger of the quest sets the level."""
    return any(e.kind == "set-level" for t in ctx.quest.triggers for e in t.effects)


def _silent_chambers(ctx: CheckContext) -> set[frozenset[str]]:
    """Chambers that draw no Door card: a special location in them says so (property
    ``doorCard: "none"``, as the engine reads it)."""
    chamber_of = {z: c for c in _room_chambers(ctx) for z in c}
    out: set[frozenset[str]] = set()
    for token in ctx.world.tokens(("special-location",)):
        if token.properties.get("doorCard") != "none":
            continue
        for zone in ctx.world.token_zones(token):
            if zone in chamber_of:
                out.add(chamber_of[zone])
    return out


def _tile_graph(ctx: CheckContext) -> nx.Graph:
    """Tiles joined where heroes can cross from one to the other (doors opened)."""
    g = nx.Graph()
    g.add_nodes_from(ctx.board.tiles)
    nav = ctx.nav
    zones = ctx.board.zones
    for i, neighbours in enumerate(nav.adj):
        ta = zones[nav.zones[i]].tile if nav.zones[i] in zones else None
        for j, _gate, _kind in neighbours:
            tb = zones[nav.zones[j]].tile if nav.zones[j] in zones else None
            if ta and tb and ta != tb:
                g.add_edge(ta, tb)
    return g


def _level_order(ctx: CheckContext, levels: list[tuple[str, int, str | None]]) -> Iterator[Issue]:
    board = ctx.board
    start_tiles = sorted({board.cells[c].tile for c in ctx.world.start_cells if c in board.cells})
    if not start_tiles:
        return
    tile_level: dict[str, tuple[int, str]] = {}
    for tid, value, tile in levels:
        if tile and (tile not in tile_level or value > tile_level[tile][0]):
            tile_level[tile] = (value, tid)
    g = _tile_graph(ctx)
    parents: dict[str, str] = {}
    reached = breadth_first(start_tiles, lambda t: sorted(g.neighbors(t)), parents=parents)
    parent: dict[str, str | None] = {t: parents.get(t) for t in reached}
    for tile, (value, tid) in sorted(tile_level.items()):
        if tile not in parent:
            continue
        node = parent[tile]
        while node is not None:
            if node in tile_level and tile_level[node][0] > value:
                higher, hid = tile_level[node]
                yield ctx.issue(
                    "MD_LEVEL_ORDER",
                    say(
                        "tile {tile} (level {level}) lies on the shortest way from the start to tile {goal} (level {goal_level})",
                        tile=node,
                        level=higher,
                        goal=tile,
                        goal_level=value,
                    ),
                    ctx.token_path(hid),
                    [hid, tid, node, tile],
                )
                break
            node = parent[node]


# --------------------------------------------------------------------------- chambers (MD1)


def _room_pairs(
    board: Board,
) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str, str]]]:
    """Room zones, pairs joined by openings or floor lines, and ``(door, room, room)`` per
    door edge between two rooms: geometry alone, computed once per board."""
    found = board.derived.get("md.room-pairs")
    if found is not None:
        return found  # type: ignore[no-any-return]
    rooms = {z.id for z in board.zones.values() if z.kind == "room"}
    joined: list[tuple[str, str]] = []
    doors: list[tuple[str, str, str]] = []
    cells = board.cells
    for (x, y), info in cells.items():
        if info.zone not in rooms:
            continue
        for other in ((x + 1, y), (x, y + 1)):
            oinfo = cells.get(other)
            if oinfo is None or oinfo.zone == info.zone or oinfo.zone not in rooms:
                continue
            edge = board.edges.get(edge_between((x, y), other))
            kind = edge.kind if edge else "open"
            if kind in ("opening", "open"):
                joined.append((info.zone, oinfo.zone))
            elif kind == "door" and edge is not None and edge.door in board.doors:
                doors.append((edge.door, info.zone, oinfo.zone))
    found = board.derived["md.room-pairs"] = (sorted(rooms), joined, doors)
    return found


def _room_links(ctx: CheckContext) -> nx.Graph:
    """Room zones joined by openings, floor lines or open doors (the chamber relation)."""
    found = _rooms(ctx)
    if found[1] is None:  # built when first asked (md1's chamber rules; kept with the rest)
        board = ctx.board
        rooms, joined, doors = _room_pairs(board)
        links = nx.Graph()
        links.add_nodes_from(rooms)
        links.add_edges_from(joined)
        links.add_edges_from((a, b) for (_d, a, b), o in zip(doors, found[0], strict=True) if o)
        found[1] = links
    return found[1]


def _room_chambers(ctx: CheckContext) -> list[frozenset[str]]:
    """MD1 chambers / MD2 rooms (same relation as :func:`questwright.core.graph.chambers`):
    the rooms joined by openings (per board), then merged across the open doors."""
    chambers: list[frozenset[str]] = _rooms(ctx)[2]
    return chambers


#: what :func:`_rooms` keeps for the next revision
_ROOMS_KEPT = "md.rooms"


def _rooms(ctx: CheckContext) -> list[Any]:
    """``[which doors between rooms are open, the chamber relation (built when asked:
    :func:`_room_links`) or None, the chambers]``, once per revision. After an edit of
    unit edges alone (:meth:`CheckContext.carried`) none of which lies between two rooms,
    the room pairs are the last board's (they read only those unit edges), and so is the
    rest if the same doors between rooms are open."""

    def compute() -> list[Any]:
        board = ctx.board
        carried = ctx.carried(_ROOMS_KEPT)
        found: list[Any] | None = None
        if carried is not None:
            (pairs, kept), units = carried
            room_set = set(pairs[0])
            if not any(_between_rooms(board, key, room_set) for key in units):
                board.derived.setdefault("md.room-pairs", pairs)
                now = [board.doors.get(door) for door, _a, _b in pairs[2]]
                if all(
                    d is not None and d.is_open == was for d, was in zip(now, kept[0], strict=True)
                ):
                    found = kept
                    ctx.memo(_ROOMS_CARRIED, lambda: True)
        pairs = _room_pairs(board)
        if found is None:
            rooms, joined, doors = pairs
            opened = tuple(board.doors[door].is_open for door, _a, _b in doors)
            union = UnionFind(rooms)
            for a, b in joined:
                union.union(a, b)
            for (_door, a, b), is_open in zip(doors, opened, strict=True):
                if is_open:
                    union.union(a, b)
            chambers = sorted((frozenset(c) for c in union.to_sets()), key=lambda c: sorted(c))
            found = [opened, None, chambers]
        ctx.keep(_ROOMS_KEPT, (pairs, found))
        return found

    return ctx.memo(_ROOMS_KEPT, compute)  # type: ignore[no-any-return]


#: set in a revision whose :func:`_rooms` are the last revision's, carried whole
_ROOMS_CARRIED = "md.rooms.carried"


def _kept_with_doors(ctx: CheckContext, name: str) -> Any | None:
    """What a rule that reads no edge but the doors kept under ``name`` in the last
    revision (:func:`_keep_with_doors`), when it still holds: nothing but unit edges
    changed (:meth:`CheckContext.carried`: the same cells, zones, tokens and quest
    sections but the edges) and every door is the same (id, edges, state, lock and path,
    in the same order); ``None`` otherwise."""
    carried = ctx.carried(name)
    if carried is None:
        return None
    (doors, value), _units = carried
    now = ctx.board.doors
    if doors is not now and list(doors.items()) != list(now.items()):
        return None
    return value


def _kept_by_rooms(ctx: CheckContext, name: str) -> Any | None:
    """:func:`_kept_with_doors` for a rule that also reads the rooms and their chambers:
    none of the changed unit edges lies between two rooms and the same doors between
    rooms are open (:func:`_rooms` carried whole). A wall between corridors, the
    benchmark's edit, changes none of that."""
    value = _kept_with_doors(ctx, name)
    if value is None:
        return None
    _rooms(ctx)  # once per revision: notes whether the rooms were carried whole
    return value if ctx.memo(_ROOMS_CARRIED, lambda: False) else None


def _keep_with_doors(ctx: CheckContext, name: str, value: Any) -> None:
    """Keep ``value`` under ``name`` for the next revision's :func:`_kept_with_doors` or
    :func:`_kept_by_rooms`."""
    ctx.keep(name, (ctx.board.doors, value))


def _kept_issues(
    ctx: CheckContext,
    name: str,
    kept: Callable[[CheckContext, str], Any | None],
    find: Callable[[CheckContext], Iterable[Issue]],
) -> list[Issue]:
    """A rule's issues: those kept under ``name`` while ``kept`` (:func:`_kept_with_doors`
    or :func:`_kept_by_rooms`) says they hold, else what ``find`` finds; kept again for
    the next revision."""
    found = kept(ctx, name)
    if found is None:
        found = list(find(ctx))
    _keep_with_doors(ctx, name, found)
    return found


def _between_rooms(board: Board, key: EdgeKey, rooms: set[str]) -> bool:
    """Whether a unit edge lies between two different room zones (what the room pairs
    read)."""
    a, b = edge_cells(key)
    za, zb = board.zone_of(a), board.zone_of(b)
    return za != zb and za in rooms and zb in rooms


def _door_rooms(ctx: CheckContext) -> list[tuple[str, str, frozenset[str]]]:
    """(door id, room zone it opens into, that room's chamber) for every closed door."""
    board = ctx.board
    world = ctx.world
    chamber_of = {z: c for c in _room_chambers(ctx) for z in c}
    out = []
    for door in sorted(board.doors.values(), key=lambda d: d.id):
        if door.is_open:
            continue
        sides = sorted(world.door_zones(door))
        for zone in sides:
            if zone in chamber_of:
                others = [z for z in sides if z != zone]
                if others and all(o in chamber_of[zone] for o in others):
                    continue  # both sides in one chamber
                out.append((door.id, zone, chamber_of[zone]))
    return out


@rule(
    (
        "MD_CHAMBER_ROOMS",
        W,
        "Chamber with more rooms than a Door card serves",
        """
        What: a chamber (room zones joined by openings or open doors) has more than 3 rooms
        (parameter `doorCardRooms`).
        Why: a Door card fills the 1st, 2nd and 3rd room from the door; rooms beyond get
        nothing unless the quest places tokens there or adds a rule.
        Game rule: Massive Darkness digest §1.2 and §8.4 D2.
        """,
    ),
    (
        "MD_CHAMBER_AMBIGUOUS",
        W,
        "Room order from a door is ambiguous",
        """
        What: counting rooms outward from a door into its chamber, two rooms tie for one of
        the first positions the Door card fills.
        Why: the players must choose which room is "first" or "second", so the same quest
        plays differently at different tables. Fix the order with the door property
        `roomOrder` (room zone ids, first to last), or reshape.
        Game rule: Massive Darkness digest §8.4 D3.
        """,
    ),
    (
        "MD_CHAMBER_OPEN",
        W,
        "Door into a chamber that is already open",
        """
        What: a closed door leads into a chamber the heroes can already walk into from the
        start without opening any door.
        Why: a chamber reachable through openings at the start never draws a Door card, so
        opening this door reveals nothing; authors usually expect a card.
        Game rule: Massive Darkness digest §8.4 D1.
        """,
    ),
    systems=("md1",),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_chambers(ctx: CheckContext) -> Iterator[Issue]:
    """MD1 chambers: room counts, order ambiguity, doors into open chambers.

    All but the free reach from the start reads only the rooms, their chambers, the doors
    and the doors' ``roomOrder``: kept from the last revision while that holds
    (:func:`_kept_by_rooms`)."""
    cap = param_int(ctx.board, "doorCardRooms", 3, lo=1) or 3
    orders = {
        spec.id: spec.properties.get("roomOrder") or []
        for spec in ctx.quest.edges
        if spec.id and isinstance(spec.properties.get("roomOrder"), list)
    }
    kept = _kept_by_rooms(ctx, _CHAMBERS_KEPT)
    if kept is None or kept[0] != (cap, orders):
        kept = ((cap, orders), *_chamber_issues(ctx, cap, orders))
    _keep_with_doors(ctx, _CHAMBERS_KEPT, kept)
    _key, crowded, doors = kept
    yield from crowded
    # free reach from the start (no door opened)
    world, nav = ctx.world, ctx.nav
    adj = nav.adj
    free = {
        nav.zones[i]
        for i in flood(
            (nav.index[z] for z in world.start_zones if z in nav.index),
            lambda i: (j for j, gate, kind in adj[i] if gate is None and kind != "barrier"),
        )
    }
    reported: set[str] = set()
    for door_id, chamber, tie in doors:
        if chamber & free:
            yield ctx.issue(
                "MD_CHAMBER_OPEN",
                say(
                    "door {door!r} leads into a chamber the heroes can already enter from the start through openings; it draws no Door card",
                    door=door_id,
                ),
                ctx.door_path(door_id),
                [door_id, *sorted(chamber)],
            )
        elif tie is not None and tie[0] not in reported:
            reported.add(tie[0])
            yield tie[1]


#: what :func:`check_chambers` keeps for the next revision
_CHAMBERS_KEPT = "md.chambers"


def _chamber_issues(
    ctx: CheckContext, cap: int, orders: dict[str, list[Any]]
) -> tuple[list[Issue], list[tuple[str, frozenset[str], tuple[str, Issue] | None]]]:
    """:func:`check_chambers`' issues that read no way from the start: the chambers of
    more rooms than a Door card serves, and per closed door into a room (door, the room's
    chamber, and the room order it leaves tied from that door: the report's key and the
    issue, ``None`` for none or for a chamber that draws no Door card)."""
    links = _room_links(ctx)
    silent = _silent_chambers(ctx)  # no Door card: no rooms served, no order
    crowded: list[Issue] = []
    for chamber in _room_chambers(ctx):
        if len(chamber) > cap and chamber not in silent:
            names = sorted(chamber)
            tile = ctx.board.tiles.get(ctx.board.zones[names[0]].tile or "")
            crowded.append(
                ctx.issue(
                    "MD_CHAMBER_ROOMS",
                    say(
                        "chamber of {count} rooms ({rooms}); a Door card serves {cap}",
                        count=len(chamber),
                        rooms=", ".join(names),
                        cap=cap,
                    ),
                    ("tiles", tile.index) if tile is not None else (),
                    names,
                )
            )
    doors: list[tuple[str, frozenset[str], tuple[str, Issue] | None]] = []
    for door_id, room, chamber in _door_rooms(ctx):
        tie = None if chamber in silent else _tie(ctx, links, door_id, room, cap, orders)
        doors.append((door_id, chamber, tie))
    return crowded, doors


def _tie(
    ctx: CheckContext,
    links: nx.Graph,
    door_id: str,
    room: str,
    cap: int,
    orders: dict[str, list[Any]],
) -> tuple[str, Issue] | None:
    """The first position of the Door card that two rooms tie for, counting outward from
    ``door_id`` into ``room``'s chamber (the report's key and the issue), unless the door's
    ``roomOrder`` fixes it; ``None`` when no room ties."""
    dist = nx.single_source_shortest_path_length(links, room)  # stays in the chamber
    by_distance = Counter(dist.values())
    position = 0
    for d in sorted(by_distance):
        n = by_distance[d]
        if position >= cap:
            break
        if n > 1:
            tied_rooms = {z for z, dd in dist.items() if dd == d}
            if tied_rooms <= set(orders.get(door_id, ())):
                return None  # the quest fixes the order (door property roomOrder)
            tied = sorted(tied_rooms)
            return f"{door_id}:{d}", ctx.issue(
                "MD_CHAMBER_AMBIGUOUS",
                say(
                    "from door {door!r}, rooms {tied} tie for position {position} of the Door card",
                    door=door_id,
                    tied=", ".join(tied),
                    position=position + 1,
                ),
                ctx.door_path(door_id),
                [door_id, *tied],
                hint=say(
                    'Give the door a "roomOrder" property (room zone ids, first to last), or change the layout.'
                ),
            )
        position += n
    return None


# --------------------------------------------------------------------------- rooms


def _reading_order(key: EdgeKey) -> tuple[int, int, int]:
    """Where a unit edge comes when the cells are read row by row, each cell's east edge
    before its south one."""
    axis, x, y = key
    return (y, x - 1, 0) if axis == "v" else (y - 1, x, 1)


@rule(
    (
        "MD_ROOM_ENCLOSED",
        E,
        "Room zone open to a corridor",
        """
        What: a room zone shares a plain floor line (no wall, opening or door) with a
        corridor zone.
        Why: a room zone is by definition enclosed by walls; its only ways out are openings
        to rooms of its chamber (or gaps in its walls) and doors. A floor line to a corridor
        makes it part of the corridor and breaks chambers and Door cards.
        Game rule: Massive Darkness digest §1.2 and §8.1 G5; Massive Darkness 2 rooms are
        groups of zones completely surrounded by walls.
        """,
    ),
    systems=MD,
    needs=("tiles", "edges"),
)
def check_rooms_enclosed(ctx: CheckContext) -> Iterator[Issue]:
    """Room zones meet corridor zones only across walls, openings or doors.

    Reads only the unit edges between a room and a corridor: kept across an edit of unit
    edges alone (:meth:`CheckContext.carried`) none of which lies there."""
    board = ctx.board
    yield from ctx.kept_unless(
        _ENCLOSED_KEPT, lambda key: _room_to_corridor(board, key), lambda: _enclosed_issues(ctx)
    )


#: what :func:`check_rooms_enclosed` keeps for the next revision
_ENCLOSED_KEPT = "md.rooms-enclosed"


def _room_to_corridor(board: Board, key: EdgeKey) -> bool:
    """Whether a unit edge lies between a room zone and a corridor zone."""
    a, b = edge_cells(key)
    za, zb = board.zone_of(a), board.zone_of(b)
    if za is None or zb is None or za == zb or za not in board.zones or zb not in board.zones:
        return False
    return {board.zones[za].kind, board.zones[zb].kind} == {"room", "corridor"}


def _enclosed_issues(ctx: CheckContext) -> Iterator[Issue]:
    board = ctx.board
    zones, edges = board.zones, board.edges
    # the movement model's zone pairs: ``always`` when some unit edge between the two
    # zones is plain floor (no wall, opening or door recorded there)
    for pair in movement(board).pairs():
        if pair.way != "edge" or not pair.always:
            continue
        za, zb = pair.a, pair.b
        if {zones[za].kind, zones[zb].kind} != {"room", "corridor"}:
            continue
        # the first such line in reading order (the upper, else the left, cell first)
        key = min((k for k in pair.edges if k not in edges), key=_reading_order)
        room, corridor = (za, zb) if zones[za].kind == "room" else (zb, za)
        tile = zones[room].tile
        yield ctx.issue(
            "MD_ROOM_ENCLOSED",
            say(
                "room zone {room} meets corridor zone {corridor} across a plain floor line at {where}",
                room=room,
                corridor=corridor,
                where=edge_ref(key),
            ),
            ("tiles", board.tiles[tile].index) if tile in board.tiles else (),
            [room, corridor, edge_ref(key)],
            hint=say("Put a wall, an opening or a door there (or make the zone a corridor)."),
        )


@rule(
    (
        "MD_FACEDOWN_POOL",
        E,
        "Face-down slots and their pool do not match",
        """
        What: the number of face-down objective slots drawing from a pool differs from the
        size of that pool (setup `facedownPools`), a slot names a pool that does not exist,
        or the pool asks for more tokens of a type than the box holds.
        Why: at setup one random token of the pool goes face down on each slot; the counts
        must add up.
        Game rule: Massive Darkness digest §8.5 T2.
        """,
    ),
    systems=("md1",),
    needs=(TOKEN_KINDS, "setup"),
)
def check_facedown_pools(ctx: CheckContext) -> Iterator[Issue]:
    """Face-down slots equal their pool; pool tokens within limits."""
    pools = ctx.quest.setup.get("facedownPools") or {}
    slots: dict[str, list[str]] = {}
    for token in ctx.world.tokens(("objective",)):
        pool = token.properties.get("pool", "objectives")
        slots.setdefault(str(pool), []).append(token.id)
    system = ctx.system
    for pool, ids in sorted(slots.items()):
        content = pools.get(pool) if isinstance(pools, dict) else None
        if not isinstance(content, list):
            yield ctx.issue(
                "MD_FACEDOWN_POOL",
                say_n(
                    "{ids_count} face-down slot draws from pool {pool!r}, which setup.facedownPools does not define",
                    "{ids_count} face-down slots draw from pool {pool!r}, which setup.facedownPools does not define",
                    by="ids_count",
                    ids_count=len(ids),
                    pool=pool,
                ),
                ctx.token_path(ids[0], "properties", "pool"),
                ids,
            )
            continue
        if len(content) != len(ids):
            yield ctx.issue(
                "MD_FACEDOWN_POOL",
                say(
                    "pool {pool!r} holds {tokens} for {slots}",
                    pool=pool,
                    tokens=say_n("{count} token", "{count} tokens", count=len(content)),
                    slots=say_n(
                        "{count} face-down slot", "{count} face-down slots", count=len(ids)
                    ),
                ),
                ("setup", "facedownPools", pool),
                ids,
            )
        if system is not None:
            placed = Counter(t.type for t in ctx.board.tokens.values())
            for ttype, n in sorted(Counter(content).items()):
                definition = system.token_types.get(str(ttype))
                if definition is None or definition.limit is None:
                    continue
                if n + placed.get(str(ttype), 0) > definition.limit:
                    yield ctx.issue(
                        "MD_FACEDOWN_POOL",
                        say_n(
                            "pool {pool!r} needs {n} {ttype} token besides the {placed} placed; the box holds {limit}",
                            "pool {pool!r} needs {n} {ttype} tokens besides the {placed} placed; the box holds {limit}",
                            by="n",
                            pool=pool,
                            n=n,
                            ttype=ttype,
                            placed=placed.get(str(ttype), 0),
                            limit=definition.limit,
                        ),
                        ("setup", "facedownPools", pool),
                        ids,
                    )


# --------------------------------------------------------------------------- MD2


@rule(
    (
        "MD2_PORTALS",
        E,
        "Portals do not fit the Darkness track",
        """
        What: with the Darkness track in use (setup `darknessTrack`), the quest needs exactly
        one Roaming-Monster portal and at least one standard portal; the box holds 3
        standard portals and 1 roaming one.
        Why: Mob icons spawn at every portal and Roaming-Monster icons at the roaming portal;
        without them the track does nothing.
        Game rule: Massive Darkness 2 digest §1.8 (portals) and §8.6 A1.
        """,
    ),
    systems=("md2",),
    needs=(TOKEN_KINDS, "setup"),
)
def check_portals(ctx: CheckContext) -> Iterator[Issue]:
    """One roaming portal and some standard portal when the darkness track runs."""
    if not ctx.quest.setup.get("darknessTrack"):
        return
    portals = ctx.world.tokens(("portal",))
    roaming = [t for t in portals if t.properties.get("kind") == "roaming"]
    standard = [t for t in portals if t.properties.get("kind", "standard") == "standard"]
    if len(roaming) != 1:
        yield ctx.issue(
            "MD2_PORTALS",
            say_n(
                "{roaming_count} roaming-monster portal; the Darkness track needs exactly one",
                "{roaming_count} roaming-monster portals; the Darkness track needs exactly one",
                by="roaming_count",
                roaming_count=len(roaming),
            ),
            ctx.token_path(roaming[1].id) if len(roaming) > 1 else ("tokens",),
            [t.id for t in roaming],
        )
    if not standard:
        yield ctx.issue(
            "MD2_PORTALS",
            say("no standard portal; Mob icons of the Darkness track spawn at standard portals"),
            ("tokens",),
            [],
        )


@rule(
    (
        "MD2_BRIDGE",
        E,
        "Bridge that does not bridge",
        """
        What: a bridge zone (zone tag `bridge`) that is not a Shadow zone, or that does not
        join at least two enterable (non-abyss) zones.
        Why: a bridge is an extra zone laid between tile zones; it is always in Shadow and
        counts as its own tile. One attached to nothing, or only to an abyss, leads nowhere.
        Game rule: Massive Darkness 2 digest §1.8 (bridges) and §8.1 G9/G11.
        """,
    ),
    systems=("md2",),
    needs=("tiles", "edges", "terrain", "tokens"),
)
def check_bridges(ctx: CheckContext) -> Iterator[Issue]:
    """Bridge zones are shadow and join two enterable zones."""
    board, nav = ctx.board, ctx.nav
    for zone in sorted(board.zones.values(), key=lambda z: z.id):
        if "bridge" not in zone.tags:
            continue
        path = ("tiles", board.tiles[zone.tile].index) if zone.tile in board.tiles else ()
        if zone.light != "shadow":
            yield ctx.issue(
                "MD2_BRIDGE",
                say("bridge zone {zone} is lit; bridges are always Shadow zones", zone=zone.id),
                path,
                [zone.id],
            )
        i = nav.index.get(zone.id)
        ends = sorted(
            {nav.zones[j] for j, _gate, kind in nav.adj[i] if kind != "link"}
            if i is not None
            else set()
        )
        if len(ends) < 2:
            yield ctx.issue(
                "MD2_BRIDGE",
                say_n(
                    "bridge zone {zone} joins {ends_count} enterable zone; a bridge spans between two",
                    "bridge zone {zone} joins {ends_count} enterable zones; a bridge spans between two",
                    by="ends_count",
                    zone=zone.id,
                    ends_count=len(ends),
                ),
                path,
                [zone.id, *ends],
                hint=say("Place it between two tiles, across the abyss."),
            )


@rule(
    (
        "MD2_ROOM_NO_DOOR",
        W,
        "Room with markers but no door",
        """
        What: a room holding enemy-spawn or loot markers has no closed door, so it is never
        "revealed".
        Why: MD2 markers fire when a hero first opens one of the room's doors; in a room open
        from the start they never become Mobs or treasure.
        Game rule: Massive Darkness 2 digest §4.2 (reveal) and §8.4 D7.
        """,
    ),
    systems=("md2",),
    needs=(*QUEST, DOOR_STATES),
)
def check_md2_rooms(ctx: CheckContext) -> Iterator[Issue]:
    """Rooms with spawn/loot markers have a door (reads only the rooms, the markers and
    the doors: kept from the last revision while they hold, :func:`_kept_by_rooms`)."""
    yield from _kept_issues(ctx, _MD2_ROOMS_KEPT, _kept_by_rooms, _md2_room_issues)


#: what :func:`check_md2_rooms` keeps for the next revision
_MD2_ROOMS_KEPT = "md.md2-rooms"


def _md2_room_issues(ctx: CheckContext) -> Iterator[Issue]:
    board, world = ctx.board, ctx.world
    markers: dict[str, list[str]] = {}
    for token in world.tokens(("spawn", "loot")):
        zone = world.cell_zone(token.cell)
        if zone:
            markers.setdefault(zone, []).append(token.id)
    door_zones: set[str] = set()
    for door in board.doors.values():
        if not door.is_open:
            door_zones |= world.door_zones(door)
    for room in _room_chambers(ctx):
        inside = sorted(t for z in room for t in markers.get(z, []))
        if not inside or room & door_zones:
            continue
        yield ctx.issue(
            "MD2_ROOM_NO_DOOR",
            say(
                "room {room} holds markers ({inside}) but has no door, so it is never revealed",
                room=", ".join(sorted(room)),
                inside=", ".join(inside),
            ),
            ctx.token_path(inside[0]),
            [*inside, *sorted(room)],
            hint=say("Place a door token on one of its doorways."),
        )


#: ``monster`` words of a roaming-start token that draw a card instead of naming one
_MONSTER_DRAWS = frozenset({"lesser", "greater", "random-lesser", "random-greater", "level", ""})


@rule(
    (
        "MD_ENEMY_NAME",
        W,
        "Named enemy the cards do not have",
        """
        What: a `guard` token's `mob` or a `roaming-start` token's `monster` names a Guard
        card or Roaming Monster (by name or id) that the md1 cards of test-play (our
        stand-in content) do not have.
        Why: test-play places a drawn Guard card instead of the named Mob, and no Roaming
        Monster at all; balance figures then measure another quest. Use the stand-in names,
        or accept the warning for a quest meant for the real cards.
        Game rule: Massive Darkness digest §7.4 P-SETUP-SPAWN (named Roaming Monsters and
        Mobs of a fixed level placed at setup: Q2, Q5, Q6, Q8, Q9, Q10).
        """,
    ),
    systems=("md1",),
    needs=(TOKEN_KINDS,),
)
def check_enemy_names(ctx: CheckContext) -> Iterator[Issue]:
    """Named Mobs and Roaming Monsters exist among the md1 stand-in cards."""
    try:
        content = load_content("md1")
    except (OSError, ValueError):
        return
    guards = {
        str(c.get(k)) for deck in content["guards"].values() for c in deck for k in ("id", "name")
    }
    monsters = {
        str(c.get(k))
        for tier in content["roamingMonsters"].values()
        for c in tier
        for k in ("id", "name")
    }
    for token in ctx.world.tokens(("guard", "roaming-start")):
        key, known = ("mob", guards) if token.type == "guard" else ("monster", monsters)
        name = token.properties.get(key)
        if (
            not isinstance(name, str)
            or name in known
            or (key == "monster" and name in _MONSTER_DRAWS)
        ):
            continue
        yield ctx.issue(
            "MD_ENEMY_NAME",
            say(
                "{type} {token!r}: {key} {name!r} is not one of the md1 cards test-play uses",
                type=token.type,
                token=token.id,
                key=key,
                name=name,
            ),
            ctx.token_path(token.id, "properties", key),
            [token.id],
        )
