"""Massive Darkness digest rules not covered elsewhere (digest §8; docs/dev/digest-rules.md).

Doors that must lead into a room (G7) and doors inside one chamber (G8), a start shut inside
a chamber (R4), tiles where agents stand without a level token (L5), doors that raise the
level before their Door card (L8), chambers with several doors (D4), objectives held by a
stationary guard (T5), hold objectives without a declared scope (T7), an MD2 boss fight
without its room (A6) and defences no spawn point can reach (V2). Chamber helpers come from
:mod:`.md`.
"""

from __future__ import annotations

from collections.abc import Iterator

from questwright.core.search import flood
from questwright.core.text import Text, say
from questwright.engine.content import load_content
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import (
    DOOR_STATES,
    GEOMETRY_BY_ZONE,
    QUEST_BY_USERS,
    QUEST_BY_ZONE,
    TOKEN_KINDS,
    rule,
)
from questwright.validators.rules.md import (
    _kept_by_rooms,
    _kept_issues,
    _kept_with_doors,
    _levels,
    _room_chambers,
    _room_pairs,
)

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
MD = ("md1", "md2")


def _rooms(ctx: CheckContext) -> set[str]:
    return {z.id for z in ctx.board.zones.values() if z.kind == "room"}


@rule(
    (
        "MD_DOOR_NO_ROOM",
        E,
        "Door between two corridors",
        """
        What: a door lies on an edge between two zones neither of which is a room.
        Why: in Massive Darkness doors lead into rooms; a door between corridors opens no
        chamber and draws no Door card.
        Game rule: Massive Darkness digest §8.1 G7 (at least one side of a door is a room);
        MD2 §1.3 (doors lead into rooms).
        """,
    ),
    (
        "MD_DOOR_IN_CHAMBER",
        W,
        "Door between two rooms of one chamber",
        """
        What: a closed door joins two room zones that openings already join into one chamber.
        Why: opening it explores nothing: the chamber is revealed (and its Door card drawn)
        through its other door. Check that this is intended.
        Game rule: Massive Darkness digest §8.1 G8.
        """,
    ),
    systems=MD,
    needs=(*GEOMETRY_BY_ZONE, DOOR_STATES),
)
def check_door_rooms(ctx: CheckContext) -> Iterator[Issue]:
    """Doors lead into rooms, and not from a chamber into itself (reads only the rooms,
    their openings and the doors: kept from the last revision while they hold,
    :func:`~questwright.validators.rules.md._kept_by_rooms`)."""
    yield from _kept_issues(ctx, _DOOR_ROOMS_KEPT, _kept_by_rooms, _door_room_issues)


#: what :func:`check_door_rooms` keeps for the next revision
_DOOR_ROOMS_KEPT = "md.door-rooms"


def _door_room_issues(ctx: CheckContext) -> Iterator[Issue]:
    rooms = _rooms(ctx)
    world = ctx.world
    _all_rooms, joined, _doors = _room_pairs(ctx.board)
    by_openings: dict[str, int] = {}
    for index, chamber in enumerate(_chambers_by_openings(sorted(rooms), joined)):
        for zone in chamber:
            by_openings[zone] = index
    for door in sorted(ctx.board.doors.values(), key=lambda d: d.id):
        sides = sorted(world.door_zones(door))
        if len(sides) != 2:
            continue
        if not any(z in rooms for z in sides):
            yield ctx.issue(
                "MD_DOOR_NO_ROOM",
                say(
                    "door {id!r} lies between two corridors ({names}); doors lead into rooms",
                    id=door.id,
                    names=", ".join(sides),
                ),
                ctx.door_path(door.id),
                [door.id, *sides],
            )
        elif (
            not door.is_open
            and ctx.quest.system == "md1"
            and all(z in by_openings for z in sides)
            and by_openings[sides[0]] == by_openings[sides[1]]
        ):
            yield ctx.issue(
                "MD_DOOR_IN_CHAMBER",
                say(
                    "door {id!r} joins rooms {value} and {value2}, which openings already make one chamber",
                    id=door.id,
                    value=sides[0],
                    value2=sides[1],
                ),
                ctx.door_path(door.id),
                [door.id, *sides],
            )


def _chambers_by_openings(rooms: list[str], joined: list[tuple[str, str]]) -> list[set[str]]:
    """Rooms joined by openings or floor lines alone (no door counted)."""
    adjacent: dict[str, set[str]] = {z: set() for z in rooms}
    for a, b in joined:
        adjacent[a].add(b)
        adjacent[b].add(a)
    seen: set[str] = set()
    out = []
    for room in rooms:
        if room in seen:
            continue
        part = flood([room], adjacent.__getitem__)
        seen |= part
        out.append(part)
    return out


@rule(
    (
        "MD_START_CLOSED",
        E,
        "Heroes start inside a closed chamber",
        """
        What: the Hero Starting Zone is a room of a chamber whose every way out is a closed
        door.
        Why: the heroes would open a door from inside an unexplored chamber; the rulebook
        keeps the start outside the chambers the Door cards reveal.
        Game rule: Massive Darkness digest §8.2 R4 (the start zone is not inside a chamber
        behind a closed door).
        """,
    ),
    systems=MD,
    needs=(*GEOMETRY_BY_ZONE, DOOR_STATES),
)
def check_start_chamber(ctx: CheckContext) -> Iterator[Issue]:
    """The start is not shut inside a chamber."""
    world, nav = ctx.world, ctx.nav
    rooms = _rooms(ctx)
    chamber_of = {z: c for c in _room_chambers(ctx) for z in c}
    for zone in world.start_zones:
        chamber = chamber_of.get(zone)
        if zone not in rooms or chamber is None or zone not in nav.index:
            continue
        free_way = False
        for member in chamber:
            i = nav.index.get(member)
            if i is None:
                continue
            for j, gate, kind in nav.adj[i]:
                if nav.zones[j] not in chamber and gate is None and kind != "barrier":
                    free_way = True
        if not free_way:
            start = next(t for t in world.tokens(world.start_types) if t.cell is not None)
            yield ctx.issue(
                "MD_START_CLOSED",
                say(
                    "the heroes start in room {zone}, inside a chamber ({names}) whose every way out is a closed door",
                    zone=zone,
                    names=", ".join(sorted(chamber)),
                ),
                ctx.token_path(start.id),
                [start.id, zone],
            )


@rule(
    (
        "MD_LEVEL_AGENT_TILE",
        W,
        "Tile where an Agent can stand without a level token",
        """
        What: a tile with a room (its chamber's Door card can place Guards there) or with a
        guard or roaming-monster token has no level token.
        Why: Agent reinforcements arrive in the level-token zone of the Agent's tile; without
        one the rules give them no place.
        Game rule: Massive Darkness digest §8.3 L5.
        """,
    ),
    (
        "MD_LEVEL_DOOR_RAISE",
        INFO,
        "Door that raises the level before its Door card",
        """
        What: a closed door leads from a tile of a lower level to a tile of a higher level.
        Why: the level rises as the door opens, before its Door card is drawn, so that
        chamber is filled at the higher level. Shown so the author knows which doors do it.
        Game rule: Massive Darkness digest §1.5 and §8.3 L8.
        """,
    ),
    systems=("md1",),
    needs=(*GEOMETRY_BY_ZONE, "setup", DOOR_STATES),
)
def check_level_tiles(ctx: CheckContext) -> Iterator[Issue]:
    """Level tokens where Agents stand; doors that raise the level (reads no edge but the
    doors: kept from the last revision while they are the same,
    :func:`~questwright.validators.rules.md._kept_with_doors`)."""
    yield from _kept_issues(ctx, _LEVEL_TILES_KEPT, _kept_with_doors, _level_tile_issues)


#: what :func:`check_level_tiles` keeps for the next revision
_LEVEL_TILES_KEPT = "md.level-tiles"


def _level_tile_issues(ctx: CheckContext) -> Iterator[Issue]:
    board = ctx.board
    levels = _levels(ctx)
    tile_level: dict[str, int] = {}
    for _tid, value, tile in levels:
        if tile:
            tile_level[tile] = max(value, tile_level.get(tile, 0))
    if not levels:
        return  # MD_LEVEL_* and MD_TREASURE_LEVEL speak about a quest without levels
    flags = ctx.quest.setup.get("flags") if isinstance(ctx.quest.setup, dict) else None
    # no reinforcements (setup flag): no Agent ever needs its tile's level token (issue #29)
    reinforced = not (isinstance(flags, dict) and flags.get("noReinforcements") is True)
    agents: dict[str, str] = {}
    for zone in board.zones.values():
        if zone.kind == "room" and zone.tile:
            agents.setdefault(zone.tile, f"room {zone.id}")
    for token in ctx.world.tokens(("guard", "roaming-start")):
        tile = board.cells[token.cell].tile if token.cell in board.cells else None
        if tile:
            agents[tile] = f"{token.type} {token.id}"
    for tile, why in sorted(agents.items()) if reinforced else ():
        if tile not in tile_level:
            yield ctx.issue(
                "MD_LEVEL_AGENT_TILE",
                say(
                    "tile {tile} has no level token, but an Agent can stand there ({why})",
                    tile=tile,
                    why=why,
                ),
                ("tiles", board.tiles[tile].index) if tile in board.tiles else (),
                [tile],
            )
    world = ctx.world
    for door in sorted(board.doors.values(), key=lambda d: d.id):
        if door.is_open:
            continue
        tiles = sorted(
            {board.zones[z].tile for z in world.door_zones(door) if board.zones[z].tile},
            key=lambda t: tile_level.get(t or "", 0),
        )
        if len(tiles) == 2 and tile_level.get(tiles[0] or "", 0) < tile_level.get(
            tiles[1] or "", 0
        ):
            low, high = tile_level.get(tiles[0] or "", 0), tile_level.get(tiles[1] or "", 0)
            yield ctx.issue(
                "MD_LEVEL_DOOR_RAISE",
                say(
                    "door {id!r} leads from level {low} (tile {value}) to level {high} (tile {value2}): the level rises before its Door card is drawn",
                    id=door.id,
                    low=low,
                    value=tiles[0],
                    high=high,
                    value2=tiles[1],
                ),
                ctx.door_path(door.id),
                [door.id, str(tiles[0]), str(tiles[1])],
            )


@rule(
    (
        "MD_CHAMBER_DOORS",
        INFO,
        "Chamber with several doors",
        """
        What: a chamber has more than one closed door leading into it.
        Why: only the first door opened draws the chamber's Door card, and its rooms are
        counted from that door; the chamber plays differently depending on where the heroes
        come from. Shown with the doors, so the author can check both orders.
        Game rule: Massive Darkness digest §8.4 D4.
        """,
    ),
    systems=("md1",),
    needs=(*GEOMETRY_BY_ZONE, DOOR_STATES),
)
def check_chamber_doors(ctx: CheckContext) -> Iterator[Issue]:
    """Chambers entered through several doors (reads only the chambers and the doors:
    kept from the last revision while they hold,
    :func:`~questwright.validators.rules.md._kept_by_rooms`)."""
    yield from _kept_issues(ctx, _CHAMBER_DOORS_KEPT, _kept_by_rooms, _chamber_door_issues)


#: what :func:`check_chamber_doors` keeps for the next revision
_CHAMBER_DOORS_KEPT = "md.chamber-doors"


def _chamber_door_issues(ctx: CheckContext) -> Iterator[Issue]:
    world = ctx.world
    chambers = _room_chambers(ctx)
    doors_into: dict[int, list[str]] = {}
    for door in sorted(ctx.board.doors.values(), key=lambda d: d.id):
        if door.is_open:
            continue
        sides = world.door_zones(door)
        for index, chamber in enumerate(chambers):
            inside = sides & chamber
            if inside and sides - chamber:
                doors_into.setdefault(index, []).append(door.id)
    for index, doors in sorted(doors_into.items()):
        if len(doors) < 2:
            continue
        rooms = sorted(chambers[index])
        yield ctx.issue(
            "MD_CHAMBER_DOORS",
            say(
                "chamber {names} has {n_doors} doors ({names2}); its Door card comes from whichever is opened first",
                names=", ".join(rooms),
                n_doors=len(doors),
                names2=", ".join(doors),
            ),
            ctx.door_path(doors[0]),
            [*doors, *rooms],
        )


@rule(
    (
        "OBJECTIVE_GUARDED",
        W,
        "Objective token held by a stationary enemy",
        """
        What: a token an objective needs (pick-up, collect) lies in the zone of a stationary
        guard (the `stationary` property, or `enemyScripts` in setup).
        Why: Pick Up needs a zone without enemies, and a stationary guard never leaves: the
        heroes must kill it first. Fine if meant; the quest text should say so.
        Game rule: Massive Darkness digest §8.5 T5.
        """,
    ),
    (
        "OBJECTIVE_HOLD_SCOPE",
        W,
        "Hold objective without its scope",
        """
        What: a hold objective that asks for no enemies (`noEnemies`, the default) does not
        say where no enemy may be (`properties.scope`: `zone`, `room` or `chamber`).
        Why: the rulebook's "no enemies in the room" is read differently at every table;
        the engine's default is the zone alone.
        Game rule: Massive Darkness digest §8.5 T7.
        """,
    ),
    systems=("md1",),
    needs=QUEST_BY_USERS,
)
def check_objective_guards(ctx: CheckContext) -> Iterator[Issue]:
    """Stationary guards on objective tokens; hold objectives with a scope."""
    world = ctx.world
    scripts = ctx.quest.setup.get("enemyScripts")
    scripts = scripts if isinstance(scripts, dict) else {}
    guards: dict[str, str] = {}
    for token in world.tokens(("guard", "roaming-start")):
        if token.properties.get("stationary") is True or scripts.get(token.id) == "stationary":
            for zone in world.token_zones(token):
                guards.setdefault(zone, token.id)
    for index, obj in enumerate(ctx.quest.objectives):
        if obj.kind in ("pickup", "collect"):
            for target in obj.targets:
                token = ctx.board.tokens.get(target)
                if token is None:
                    continue
                held = sorted(z for z in world.token_zones(token) if z in guards)
                if held:
                    guard = guards[held[0]]
                    yield ctx.issue(
                        "OBJECTIVE_GUARDED",
                        say(
                            "objective {id!r}: {target} lies in zone {value}, held by stationary guard {guard}; the heroes must kill it to pick it up",
                            id=obj.id,
                            target=target,
                            value=held[0],
                            guard=guard,
                        ),
                        ("objectives", index, "targets"),
                        [obj.id, target, guard],
                    )
        if (
            obj.kind == "hold"
            and obj.properties.get("noEnemies", True) is not False
            and "scope" not in obj.properties
        ):
            yield ctx.issue(
                "OBJECTIVE_HOLD_SCOPE",
                say(
                    "hold objective {id!r} asks for no enemies but not where: set properties.scope to zone, room or chamber",
                    id=obj.id,
                ),
                ("objectives", index, "properties"),
                [obj.id],
            )


@rule(
    (
        "MD2_BOSS_SETUP",
        W,
        "Boss quest without its boss room or arena",
        """
        What: an MD2 quest with a boss (a `boss` token, or `setup.bossRoom`) lacks part of
        the fight: `setup.bossRoom` naming a placed tile, `boss-arena` tokens on that tile
        where the heroes stand for the fight (every one of them: one off the room is removed
        with the other tiles; every id `setup.bossArena` lists is such a token), and the
        boss on it.
        Why: when the fight starts every other tile is removed; heroes need the arena zones
        and the boss must be in the room.
        Game rule: Massive Darkness 2 digest §5.5 and §8.6 A6.
        """,
    ),
    systems=("md2",),
    needs=QUEST_BY_USERS,
)
def check_boss_setup(ctx: CheckContext) -> Iterator[Issue]:
    """The boss room, its arena and the boss agree."""
    board, world = ctx.board, ctx.world
    bosses = world.tokens(("boss",))
    room = ctx.quest.setup.get("bossRoom")
    if not bosses and room is None:
        return
    problems: list[tuple[Text, list[str]]] = []
    if not isinstance(room, str) or room not in board.tiles:
        problems.append((say("setup.bossRoom names no placed tile"), [str(room)] if room else []))
        room = None
    arenas = world.tokens(("boss-arena",))
    named = ctx.quest.setup.get("bossArena")
    if isinstance(named, list):
        # the engine seats the heroes on the tokens setup.bossArena lists
        arena_ids = {a.id for a in arenas}
        for ref in named:
            if ref not in arena_ids:
                problems.append(
                    (
                        say(
                            "setup.bossArena lists {ref}, which is no boss-arena token",
                            ref=str(ref),
                        ),
                        [str(ref)],
                    )
                )
    room_zones = set(world.tile_zones(room)) if room else set()
    if not arenas:
        problems.append((say("no boss-arena token marks where the heroes stand for the fight"), []))
    elif room and not any(world.token_zones(a) & room_zones for a in arenas):
        problems.append(
            (
                say("no boss-arena token lies on the boss room {room}", room=room),
                [a.id for a in arenas],
            )
        )
    elif room:
        # every other tile goes when the fight starts: an arena off the room goes with it
        for arena in arenas:
            if not world.token_zones(arena) & room_zones:
                problems.append(
                    (
                        say(
                            "boss-arena {arena} is not on the boss room {room}: it is removed "
                            "with the other tiles when the fight starts",
                            arena=arena.id,
                            room=room,
                        ),
                        [arena.id],
                    )
                )
    for boss in bosses:
        if room and not world.token_zones(boss) & room_zones:
            problems.append(
                (
                    say("boss {boss} is not on the boss room {room}", boss=boss.id, room=room),
                    [boss.id],
                )
            )
    for text, refs in problems:
        yield ctx.issue(
            "MD2_BOSS_SETUP",
            say("boss fight: {text}", text=text),
            ("setup",),
            [*(refs or [])] or ["setup"],
        )


@rule(
    (
        "MD2_BOSS_CARD",
        E,
        "Boss with no card in the content",
        """
        What: a `boss` token names (property `name`) a boss that the system's content has
        no card for.
        Why: the boss fight plays from the boss's card and dashboard (health, attacks, the
        boss track); test-play would put another card's boss there, so the quest plays
        another fight. Use a boss the content has, or add its card.
        Game rule: Massive Darkness 2 digest §5.5 (the boss and its dashboard).
        """,
    ),
    systems=("md2",),
    needs=(TOKEN_KINDS,),
)
def check_boss_card(ctx: CheckContext) -> Iterator[Issue]:
    """Each boss token names a boss card of the content."""
    bosses = ctx.world.tokens(("boss",))
    if not bosses:
        return
    try:
        content = load_content("md2")
    except (OSError, ValueError, KeyError):
        return
    cards = content.get("bosses")
    if not isinstance(cards, list):
        return
    known = {str(c.get(k)) for c in cards if isinstance(c, dict) for k in ("id", "name")}
    for token in bosses:
        name = token.properties.get("name", "boss")
        if not isinstance(name, str) or name in known:
            continue
        yield ctx.issue(
            "MD2_BOSS_CARD",
            say(
                "boss {token!r} is {name!r}, but the content has no card for it (bosses: {known})",
                token=token.id,
                name=name,
                known=", ".join(sorted(str(c.get("name")) for c in cards if isinstance(c, dict))),
            ),
            ctx.token_path(token.id, "properties", "name"),
            [token.id],
        )


@rule(
    (
        "MD_DEFENCE_REACH",
        INFO,
        "Spawn points that cannot reach what enemies must not reach",
        """
        What: for an `enemy-reaches` loss (guard the Artifact, hold the start), the spawn
        points from which no enemy path leads to its target, counting doors as the heroes
        may open them.
        Why: a defence that enemies cannot reach is no defence; a quest of that kind is
        only as hard as the spawn points that can get there.
        Game rule: Massive Darkness digest §8.7 V2.
        """,
    ),
    systems=MD,
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_defence_reach(ctx: CheckContext) -> Iterator[Issue]:
    """Spawn points against the targets of enemy-reaches losses."""
    world, nav = ctx.world, ctx.nav
    losses = [
        (index, loss)
        for index, loss in enumerate(ctx.quest.loss)
        if loss.kind == "enemy-reaches" and loss.target
    ]
    if not losses or not world.start_zones:
        return
    opened = set(ctx.progress.doors)
    for index, loss in losses:
        goal = {nav.index[z] for z in world.resolve(str(loss.target)).zones if z in nav.index}
        if not goal:
            continue  # LOSS_CONDITION_INVALID
        # enemies walk back from the goal: every zone from which they can get there
        seen = flood(
            goal,
            lambda i: (
                j
                for j, gate, kind in nav.adj[i]
                if kind != "link" and (gate is None or any(d in opened for d in gate))
            ),
        )
        stuck = [
            t.id
            for t in world.spawns
            if not any(nav.index.get(z) in seen for z in world.token_zones(t))
        ]
        if stuck:
            yield ctx.issue(
                "MD_DEFENCE_REACH",
                say(
                    "loss {id!r}: {n_stuck} of {n_spawns} spawn points can never reach {target}: {names}",
                    id=loss.id,
                    n_stuck=len(stuck),
                    n_spawns=len(world.spawns),
                    target=loss.target,
                    names=", ".join(stuck),
                ),
                ("loss", index, "target"),
                [loss.id, str(loss.target), *stuck],
            )
