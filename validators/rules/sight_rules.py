"""Line of sight and coverage: spawns in view of the start, camera facings and coverage,
zones nobody sees, and Massive Darkness hiding spots.

All checks use the one sight library (:mod:`questwright.core.sight`, DESIGN §4) so that the
editor, the engine and the validators never disagree: zone-walk for md1, md2 and ddd,
centre-line with the system's conventions for descent1.
"""

from __future__ import annotations

from collections.abc import Iterator

from questwright.core.geometry import DIRECTIONS, Cell, cell_ref
from questwright.core.roles import spawn_points
from questwright.core.text import say, say_n
from questwright.schema.model import Token
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import (
    DOOR_STATES,
    QUEST,
    QUEST_BY_ZONE,
    TOKEN_ZONES,
    ZONE_EDGES,
    Capability,
    declares,
    rule,
)

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
#: boards with more zones than this skip the all-zones sight statistics (info only)
MAX_ZONES_FOR_STATISTICS = 2000


@rule(
    (
        "SIGHT_SPAWN_VISIBLE",
        W,
        "Spawn point in sight of the hero start",
        """
        What: a designer-marked spawn point (spawn hint) can be seen from a hero start space
        (monsters transparent, doors as set up), lies in the start area, or lies on an
        obstacle or an activated glyph. For a large spawn hint, any covered space counts.
        Why: monsters may only be spawned out of every hero's sight and off obstacles and
        activated glyphs, so this spawn point is unusable at the start of the quest. Waive it
        (with a reason) for a deliberate ambush later on.
        Game rule: Descent digest §4.4 (spawning conditions) and §6.6 P1, with the engine's
        centre-line sight (conventions C1–C10).
        """,
    ),
    when=Capability(
        "systems with spawn-hint tokens", lambda system: "spawn-hint" in system.token_types
    ),
    needs=(*QUEST, DOOR_STATES),
)
def check_spawn_sight(ctx: CheckContext) -> Iterator[Issue]:
    """Spawn hints out of the start's sight, off the start area, obstacles and glyphs."""
    from questwright.core.sight.line import sight_regions
    from questwright.validators.rules.descent import has_stairs, hero_start_spaces

    board = ctx.board
    hints = ctx.world.tokens(("spawn-hint",))
    if not hints:
        return
    starts: list[Cell] = [c for c in ctx.world.start_cells if c in board.cells]
    if not any(t.type in ctx.world.start_types for t in board.tokens.values()):
        starts = hero_start_spaces(ctx) or starts
    if has_stairs(ctx):  # a staircase shows its partner's surroundings: test every hint
        yield from _spawn_sight(ctx, hints, starts, None)
        return
    # a line from a start stays in the regions it can see into; what it sees there depends
    # only on the doors touching them
    key, joined = sight_regions(board).scope(board, starts)
    yield from ctx.door_scoped(
        "sight.spawn-sight", key, lambda: _spawn_sight(ctx, hints, starts, joined)
    )


def _spawn_sight(
    ctx: CheckContext, hints: list[Token], starts: list[Cell], joined: set[Cell] | None
) -> Iterator[Issue]:
    """SIGHT_SPAWN_VISIBLE for ``hints``; ``joined``: the only cells the starts can see
    (None: unknown, test every hint cell)."""
    from questwright.core.sight import CentreLineSight
    from questwright.core.sight.line import chebyshev
    from questwright.validators.rules.descent import _area_of, _obstacle_kinds, _start_area

    board = ctx.board
    targets = {c for t in hints for c in board.token_cells(t) if c in board.cells}
    if joined is not None:
        # adjacent spaces may count as seen whatever lies between them (convention C5)
        near = {c for c in targets if any(chebyshev(c, s) <= 1 for s in starts)}
        targets = (targets & joined) | near
    candidates = sorted(targets)
    seen_from: dict[Cell, Cell] = {}
    if candidates:
        sight = CentreLineSight(board, token_blockers=False)
        for c in candidates:
            viewer = next((s for s in starts if sight.can_see(s, c)), None)
            if viewer is not None:
                seen_from[c] = viewer
    area_of = _area_of(ctx)
    start_area = _start_area(ctx)
    obstacles = _obstacle_kinds(ctx)
    glyphs = {g.cell for g in ctx.world.tokens(("glyph",)) if g.properties.get("active") is True}
    for token in sorted(hints, key=lambda t: t.id):
        cells = [c for c in board.token_cells(token) if c in board.cells]
        why = None
        refs = [token.id]
        for c in cells:
            if c in seen_from:
                why = say(
                    "is in sight of start space {where} (at {where2})",
                    where=cell_ref(seen_from[c]),
                    where2=cell_ref(c),
                )
                refs += [cell_ref(seen_from[c]), cell_ref(c)]
            elif start_area and area_of.get(c) == start_area:
                why = say("lies in the start area {start_area!r}", start_area=start_area)
                refs += [start_area, cell_ref(c)]
            elif board.cells[c].terrain in obstacles:
                why = say("lies on {terrain}", terrain=board.cells[c].terrain)
                refs.append(cell_ref(c))
            elif c in glyphs:
                why = say("lies on an activated glyph")
                refs.append(cell_ref(c))
            if why:
                break
        if why:
            yield ctx.issue(
                "SIGHT_SPAWN_VISIBLE",
                say(
                    "spawn hint {token!r} {why}; monsters cannot be spawned there at the start",
                    token=token.id,
                    why=why,
                ),
                ctx.token_path(token.id),
                refs,
                hint=say(
                    "Move it out of sight behind a wall, door or rubble, or waive with a reason."
                ),
            )


def _camera_zone(ctx: CheckContext, token: Token) -> str | None:
    return ctx.board.zone_of(token.cell) if token.cell is not None else None


@rule(
    (
        "CAMERA_FACING",
        E,
        "Camera not facing its best direction",
        """
        What: a camera faces a direction that sees fewer rooms than another (counted with
        every code chip in place and nothing destroyed; the camera's own room counts). The
        report lists the best facings.
        Why: cameras are set up facing the direction that sees the most rooms; ties are the
        players' choice. Any other facing makes the house easier than the rules allow.
        Game rule: Dark Darker Darkest digest A.2 (camera placement and orientation), A.7
        DDD-CAM-2, with the shared zone-walk sight.
        """,
    ),
    (
        "CAMERA_NO_ICON",
        E,
        "Camera off a camera icon",
        """
        What: a camera token stands in a room without a printed camera icon, or two cameras
        share one icon.
        Why: one camera goes on each camera icon of the house, and nowhere else.
        Game rule: Dark Darker Darkest digest A.2 and A.7 DDD-CAM-1.
        """,
    ),
    (
        "CAMERA_ICON_EMPTY",
        E,
        "Camera icon without a camera",
        """
        What: a room shows a printed camera icon but no camera token stands there.
        Why: every camera icon receives a camera at setup (the box holds 8).
        Game rule: Dark Darker Darkest digest A.2 and A.7 DDD-CAM-1.
        """,
    ),
    (
        "CAMERA_COVERAGE",
        INFO,
        "Camera coverage",
        """
        What: for each camera, the rooms it sees (own room plus its facing ray) and the rooms
        another camera also sees.
        Why: every room in view is checked at each upkeep, and a room two cameras see is
        checked twice; authors balance houses with these figures.
        Game rule: Dark Darker Darkest digest A.2 (camera check) and A.7 DDD-CAM-3.
        """,
    ),
    when=declares("cameraTokens"),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_cameras(ctx: CheckContext) -> Iterator[Issue]:
    """Cameras on icons, facing a best direction; coverage figures. Runs for every system
    that declares ``cameraTokens``; the icon checks where it declares camera icons (the
    ``camera-icon`` feature type)."""
    from questwright.core.sight import best_facings, camera_view

    board = ctx.board
    system = ctx.system
    has_icons = system is not None and "camera-icon" in system.feature_types
    icons: dict[str, list[str]] = {}
    for feature in board.features:
        if feature.type == "camera-icon" and feature.cell is not None:
            zone = board.zone_of(feature.cell)
            if zone:
                icons.setdefault(zone, []).append(feature.id)
    camera_types = ctx.world.roles.types("cameraTokens", ("camera",))
    cameras = sorted(ctx.world.tokens(camera_types), key=lambda t: t.id)
    on_icon: dict[str, list[str]] = {}
    views: dict[str, set[str]] = {}
    for cam in cameras:
        zone = _camera_zone(ctx, cam)
        if zone is None:
            continue
        path = ctx.token_path(cam.id)
        on_icon.setdefault(zone, []).append(cam.id)
        if has_icons and zone not in icons:
            yield ctx.issue(
                "CAMERA_NO_ICON",
                say(
                    "camera {cam!r} stands in {zone}, which has no camera icon",
                    cam=cam.id,
                    zone=zone,
                ),
                path,
                [cam.id, zone],
            )
        elif has_icons and len(on_icon[zone]) > len(icons[zone]):
            yield ctx.issue(
                "CAMERA_NO_ICON",
                say(
                    "camera {cam!r} is a second camera on the icon of {zone}", cam=cam.id, zone=zone
                ),
                path,
                [cam.id, *on_icon[zone]],
            )
        raw = cam.properties.get("facing", "N")
        facing = raw if isinstance(raw, str) else repr(raw)  # the schema may let a number by
        best = best_facings(board, zone)
        if facing not in best:
            counts = {d: len(camera_view(board, zone, d)) for d in DIRECTIONS}
            yield ctx.issue(
                "CAMERA_FACING",
                say_n(
                    "camera {cam!r} faces {facing} and sees {count} room; facing {best} sees {most}",
                    "camera {cam!r} faces {facing} and sees {count} rooms; facing {best} sees {most}",
                    cam=cam.id,
                    facing=facing,
                    count=counts.get(facing, 0),
                    best="/".join(d for d in DIRECTIONS if d in best),
                    most=max(counts.values()),
                ),
                ctx.token_path(cam.id, "properties", "facing"),
                [cam.id, zone],
                hint=say_n(
                    "Best facing: {best}",
                    "Best facings: {best}",
                    by="best_count",
                    best_count=len(best),
                    best=", ".join(d for d in DIRECTIONS if d in best),
                ),
            )
        views[cam.id] = camera_view(board, zone, facing if facing in DIRECTIONS else "N")
    for zone, ids in sorted(icons.items()):
        if zone not in on_icon:
            yield ctx.issue(
                "CAMERA_ICON_EMPTY",
                say("the camera icon in {zone} has no camera", zone=zone),
                ("tokens",),
                [zone, *ids],
                hint=say("Place a camera token in {zone}.", zone=zone),
            )
    for cam_id, seen in sorted(views.items()):
        shared = sorted(
            z for z in seen if any(z in other for o, other in views.items() if o != cam_id)
        )
        extra = (
            say("; also seen by another camera: {rooms}", rooms=", ".join(shared)) if shared else ""
        )
        yield ctx.issue(
            "CAMERA_COVERAGE",
            say_n(
                "camera {cam!r} sees {count} room: {rooms}{extra}",
                "camera {cam!r} sees {count} rooms: {rooms}{extra}",
                cam=cam_id,
                count=len(seen),
                rooms=", ".join(sorted(seen)),
                extra=extra,
            ),
            ctx.token_path(cam_id),
            [cam_id, *sorted(seen)],
        )


@rule(
    (
        "SIGHT_HIDDEN_ZONE",
        INFO,
        "Zones nobody can see into",
        """
        What: enterable zones that no other zone can see, even with every door open (only
        someone standing inside sees them).
        Why: tokens there are never seen from outside (Dark Darker Darkest spawn tokens stay
        face down, Massive Darkness heroes can never be shot at there), which is often an
        enclosed storeroom or a wall drawn one cell off.
        Game rule: zone-walk line of sight (DESIGN §4; Massive Darkness digest §2; Dark
        Darker Darkest A.3). Computed for zone-walk games.
        """,
    ),
    when=Capability("zone-walk sight systems", lambda system: system.geometry.sight == "zone-walk"),
    needs=("tiles", ZONE_EDGES, "terrain", TOKEN_ZONES),
)
def check_hidden_zones(ctx: CheckContext) -> Iterator[Issue]:
    """Zones outside every other zone's sight with all doors open."""
    from questwright.core.sight import sight_index
    from questwright.core.sight.index import ZoneWalkSightIndex

    board = ctx.board
    if len(board.zones) > MAX_ZONES_FOR_STATISTICS:
        return
    index = sight_index(board, open_doors=frozenset(board.doors))
    nav = ctx.nav
    if isinstance(index, ZoneWalkSightIndex):
        seen = index.seen_by_another()
    else:
        seen = {o for zone in board.zones for o in index.visible_zones(zone) if o != zone}
    hidden = sorted(
        z for z in board.zones if z not in seen and z in nav.index and nav.passable[nav.index[z]]
    )
    if hidden:
        yield ctx.issue(
            "SIGHT_HIDDEN_ZONE",
            say_n(
                "{count} zone no other zone can see into: {zones}{more}",
                "{count} zones no other zone can see into: {zones}{more}",
                count=len(hidden),
                zones=", ".join(hidden[:8]),
                more=" …" if len(hidden) > 8 else "",
            ),
            (),
            hidden,
        )


#: what :func:`_spawn_zones` keeps for the next revision
_SPAWN_ZONES = "sight.spawn-zones"


def _spawn_zones(ctx: CheckContext) -> frozenset[str]:
    """The zones of every spawn point (:func:`~questwright.core.roles.spawn_points`, the
    one definition), in ``ctx``'s revision. Spawn points read the tokens, their types, the
    printed features, the spaces and their zones, never an edge: the last revision's are
    carried across an edit of unit edges alone (:meth:`CheckContext.carried`)."""
    carried = ctx.carried(_SPAWN_ZONES)
    if carried is not None:
        zones: frozenset[str] = carried[0]
    else:
        board, world = ctx.board, ctx.world
        found: set[str] = set()
        for point in spawn_points(board):
            if point.token is not None:
                found |= world.token_zones(point.token)
            else:
                found |= {z for c in point.cells if (z := board.zone_of(c))}
        zones = frozenset(found)
    ctx.keep(_SPAWN_ZONES, zones)
    return zones


@rule(
    (
        "SIGHT_SAFE_SPOT",
        INFO,
        "Safe hiding spots",
        """
        What: Shadow zones the heroes can reach that no enemy spawn point can see (guard and
        roaming-monster zones, and level-token zones where patrols appear), with every door
        open.
        Why: a hero in Shadow and out of every enemy's sight is ignored by the enemies; such
        spots shape the balance of a Massive Darkness quest.
        Game rule: Massive Darkness digest §1.4 (Shadow Mode hiding) and §8.7 V1.
        """,
    ),
    systems=("md1",),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_safe_spots(ctx: CheckContext) -> Iterator[Issue]:
    """Shadow zones out of every spawn zone's sight."""
    from questwright.core.sight import sight_index

    board, world = ctx.board, ctx.world
    spawn_zones = _spawn_zones(ctx)
    if not spawn_zones or not world.start_zones:
        return
    index = sight_index(board, open_doors=frozenset(board.doors))
    watched = index.seen_from_any(spawn_zones)
    safe = sorted(
        z
        for z in ctx.progress.zones
        if z in board.zones and board.zones[z].light == "shadow" and z not in watched
    )
    if safe:
        yield ctx.issue(
            "SIGHT_SAFE_SPOT",
            say_n(
                "{count} Shadow zone out of every spawn point's sight: {zones}{more}",
                "{count} Shadow zones out of every spawn point's sight: {zones}{more}",
                count=len(safe),
                zones=", ".join(safe[:8]),
                more=" …" if len(safe) > 8 else "",
            ),
            (),
            safe,
        )
