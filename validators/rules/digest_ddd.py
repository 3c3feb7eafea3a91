"""Dark Darker Darkest digest rules not covered elsewhere (A.4/A.7; docs/dev/digest-rules.md).

Two chips on one connection (DDD-EDGE-3), the entrance hall's way to a chipped door
(DDD-REACH-2), rooms behind locked doors only (DDD-REACH-3), terminals reachable once their
chips are gone (DDD-REACH-4), the chip balance for the party (DDD-LOCK-4), colours in a
Darkest sequence (DDD-SEC-8), the fire map (DDD-FIRE-1), burn markers and the fire on the
lab (DDD-FIRE-2), fire without a burn marker and rooms burnt past destruction, zombies and
spawn tokens in the locked lab, the darkness track and event cycle (DDD-TRACK-1) and
advanced-room icons that will be ignored (DDD-ADV-1). Chip helpers come from :mod:`.ddd`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from questwright.core.board import Board
from questwright.core.search import flood
from questwright.core.text import Text, say, say_n
from questwright.schema.model import Token
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import DOOR_STATES, GEOMETRY, GEOMETRY_BY_ZONE, rule
from questwright.validators.rules.ddd import _chips, _lock_symbols

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
DDD = ("ddd",)
#: advanced-room icons printed on tiles (digest A.6: gas leaks, defence rooms, lurking)
ADVANCED_FEATURES = ("gas-leak", "defense-room", "lurking-creature")
DIRECTIONS = frozenset({"N", "E", "S", "W"})
EVENT_CYCLE = ["zombie", "fire", "darkness"]
#: tokens that never start in the locked lab (only the nemesis waits there)
LAB_SEALED_TOKENS = ("zombie", "spawn", "creature")


@rule(
    (
        "DDD_DOUBLE_LOCK",
        W,
        "Two chips on one connection",
        """
        What: the facing doorways of two tiles both print a lock symbol, so one connection
        takes two chips.
        Why: legal but unusual: the survivors must clear both chips to pass, which the
        chip count does not show.
        Game rule: Dark Darker Darkest digest A.7 DDD-EDGE-3.
        """,
    ),
    systems=DDD,
    needs=GEOMETRY,
)
def check_double_locks(ctx: CheckContext) -> Iterator[Issue]:
    """Doorways where both facing tiles print a lock symbol."""
    board = ctx.board
    per_door: dict[str, set[str]] = {}
    for key, tile in _lock_symbols(ctx):
        door = board.door_at(key)
        if door is not None:
            per_door.setdefault(door.id, set()).add(tile)
    for door_id, tiles in sorted(per_door.items()):
        if len(tiles) > 1:
            yield ctx.issue(
                "DDD_DOUBLE_LOCK",
                say(
                    "doorway {door_id!r} carries the lock symbols of tiles {names}: two chips on one connection, both to be cleared",
                    door_id=door_id,
                    names=", ".join(sorted(tiles)),
                ),
                ctx.door_path(door_id),
                [door_id, *sorted(tiles)],
            )


def _unchipped_reach(ctx: CheckContext) -> set[str]:
    """Zones the survivors reach from the entrance without clearing any chip."""
    nav, world, board = ctx.nav, ctx.world, ctx.board
    locked = {
        d.id for d in board.doors.values() if d.lock is not None and d.lock.kind == "code-chip"
    }
    starts = [nav.index[z] for z in world.start_zones if z in nav.index]
    adj = nav.adj
    seen = flood(
        starts, lambda i: (j for j, gate, _kind in adj[i] if gate is None or not gate <= locked)
    )
    return {nav.zones[i] for i in seen}


@rule(
    (
        "DDD_ENTRANCE_REACH",
        W,
        "Entrance hall with no chipped door in reach",
        """
        What: from the entrance hall, without clearing a chip, the survivors reach no
        doorway that carries a chip (or the hall itself is locked in).
        Why: progress in the house comes from unlocking chipped doors; with none in reach
        the survivors are stuck with nothing to do.
        Game rule: Dark Darker Darkest digest A.7 DDD-REACH-2.
        """,
    ),
    (
        "DDD_ENWALLED",
        INFO,
        "Rooms behind locked doors only",
        """
        What: the number of rooms the survivors reach only through chipped (locked) doors.
        Why: a difficulty figure: third-party advice puts 0–2 such rooms at standard
        difficulty.
        Game rule: Dark Darker Darkest digest A.7 DDD-REACH-3.
        """,
    ),
    (
        "DDD_TERMINAL_REACH",
        E,
        "Corner terminal that cannot be reached",
        """
        What: a corner room with a function (a terminal for breaking the lab code) cannot be
        reached even once every chip is cleared.
        Why: code entry needs a terminal; a terminal out of reach may make the lab code
        unbreakable.
        Game rule: Dark Darker Darkest digest A.4 (breaking the lab code) and A.7
        DDD-REACH-4.
        """,
    ),
    systems=DDD,
    needs=(*GEOMETRY_BY_ZONE, DOOR_STATES, "objectives", "triggers"),
)
def check_house_reach(ctx: CheckContext) -> Iterator[Issue]:
    """The entrance's region, enwalled rooms, reachable terminals."""
    world, board = ctx.world, ctx.board
    if not world.start_zones:
        return
    free = _unchipped_reach(ctx)
    chipped = [
        d.id for d in board.doors.values() if d.lock is not None and d.lock.kind == "code-chip"
    ]
    if chipped and not any(world.door_zones(board.doors[d]) & free for d in chipped):
        start = world.tokens(world.start_types)
        yield ctx.issue(
            "DDD_ENTRANCE_REACH",
            say("from the entrance hall no chipped doorway is in reach without clearing a chip"),
            ctx.token_path(start[0].id) if start else (),
            [t.id for t in start],
        )
    progress = ctx.progress
    enwalled = sorted(
        z
        for z, zone in board.zones.items()
        if z in progress.zones and z not in free and zone.kind == "room"
    )
    if enwalled:
        yield ctx.issue(
            "DDD_ENWALLED",
            say_n(
                "{count} room can be reached only through chipped doors: {rooms}",
                "{count} rooms can be reached only through chipped doors: {rooms}",
                count=len(enwalled),
                rooms=", ".join(enwalled),
            ),
            ("tiles",),
            enwalled,
        )
    for zone, owner in sorted(_terminals(ctx).items()):
        if zone not in progress.zones:
            yield ctx.issue(
                "DDD_TERMINAL_REACH",
                say(
                    "the function room {zone} ({owner}) cannot be reached even with every chip cleared",
                    zone=zone,
                    owner=owner,
                ),
                ctx.path_of(owner) or ("tiles",),
                [zone, owner],
            )


@rule(
    (
        "DDD_CHIP_BALANCE",
        W,
        "Chip balance off for the party size",
        """
        What: with 2–3 survivors there are more 3-icon than 2-icon chips, or with 4–5
        survivors the two kinds differ by more than a quarter of the chips.
        Why: extra 3-icon chips make unlocking harder, extra 2-icon chips easier; the
        rulebook's advice is about as many of each for 4–5 players and somewhat more
        2-icon chips for 2–3.
        Game rule: Dark Darker Darkest digest A.4 (chip distribution, step 6) and A.7
        DDD-LOCK-4.
        """,
    ),
    (
        "DDD_DARKEST_COLOURS",
        W,
        "Darkest sequence with a colour three times",
        """
        What: in Darkest mode, a colour appears more than twice in the security sequence.
        Why: the rulebook advises against it: nothing guarantees enough matching chips.
        Game rule: Dark Darker Darkest digest A.4 DDD-SEC-8.
        """,
    ),
    systems=DDD,
    needs=(*GEOMETRY, "setup", "party"),
)
def check_chip_mix(ctx: CheckContext) -> Iterator[Issue]:
    """Chip balance against the party; Darkest colours."""
    chips = _chips(ctx)
    threes = sum(1 for c in chips if c.properties.get("icons", 2) == 3)
    twos = len(chips) - threes
    party = ctx.quest.party
    low = party.min if party and party.min else 2
    high = party.max if party and party.max else 5
    if chips and high <= 3 and threes > twos:
        yield ctx.issue(
            "DDD_CHIP_BALANCE",
            say(
                "{threes} 3-icon against {twos} 2-icon chips for {low}–{high} survivors: the rulebook advises more 2-icon chips for small groups",
                threes=threes,
                twos=twos,
                low=low,
                high=high,
            ),
            ("tokens",),
            [c.id for c in chips[:1]],
        )
    elif chips and low >= 4 and abs(threes - twos) > max(1, len(chips) // 4):
        yield ctx.issue(
            "DDD_CHIP_BALANCE",
            say(
                "{threes} 3-icon against {twos} 2-icon chips for {low}–{high} survivors: the rulebook advises about as many of each",
                threes=threes,
                twos=twos,
                low=low,
                high=high,
            ),
            ("tokens",),
            [c.id for c in chips[:1]],
        )
    setup = ctx.quest.setup
    sequence = setup.get("securitySequence")
    if setup.get("difficulty") == "darkest" and isinstance(sequence, list):
        counts = Counter(str(c) for c in sequence)
        many = sorted(c for c, n in counts.items() if n > 2)
        if many:
            yield ctx.issue(
                "DDD_DARKEST_COLOURS",
                say(
                    "the Darkest sequence holds {names}; the rulebook advises no colour more than twice",
                    names=", ".join(f"{c} ×{counts[c]}" for c in many),
                ),
                ("setup", "securitySequence"),
                ["setup"],
            )


@rule(
    (
        "DDD_FIRE_MAP",
        E,
        "Fire direction key incomplete",
        """
        What: the `fireDirMap` parameter does not give four different directions (N, E, S,
        W) for the die results 1 to 4.
        Why: fire spreads by the entrance's direction key; a missing or repeated direction
        leaves a roll without a meaning, or a side of the house the fire never reaches.
        Game rule: Dark Darker Darkest digest A.5 and A.7 DDD-FIRE-1.
        """,
    ),
    (
        "DDD_TRACK",
        E,
        "Darkness track or event cycle off",
        """
        What: the darkness track does not have 5 spaces, its fire space is not on it, its
        marker does not start on the first space, or the event cycle is not zombie, fire,
        darkness, starting on darkness (`darknessTrackLength`, `darknessFireSpace`,
        `darknessStart`, `eventCycle`, `eventStart`).
        Why: the multitracker drives the game's clock; other values are a different game.
        Game rule: Dark Darker Darkest digest A.6 (multitracker) and A.7 DDD-TRACK-1.
        """,
    ),
    (
        "DDD_BURN_LAB",
        E,
        "Burn marker on the lab",
        """
        What: a burn marker or the fire token is placed on the lab tile at setup.
        Why: fire never enters the lab (a fire rolled into the lab is rolled again).
        Game rule: Dark Darker Darkest digest A.5 and A.7 DDD-FIRE-2.
        """,
    ),
    (
        "DDD_ADVANCED_ICONS",
        INFO,
        "Advanced-room icons that will be ignored",
        """
        What: tiles on the board print advanced-room icons (gas leak, defence room, lurking
        creature) while the `advancedRooms` parameter is off.
        Why: those rooms then play as plain rooms. Turn the advanced rules on if they are
        meant (reported as information: the icons are printed on the tiles).
        Game rule: Dark Darker Darkest digest A.6 (advanced rules) and A.7 DDD-ADV-1.
        """,
    ),
    (
        "DDD_FIRE_STATE",
        E,
        "Fire and burn markers no game reaches",
        """
        What: the fire token lies on a room with no burn marker, or a room holds as many
        burn markers as destroy it (`burnToDestroy`, 3) at setup.
        Why: the fire always puts a burn marker where it breaks out or lands, and a room's
        last burn marker turns it to its destroyed side (the markers are removed), so
        neither state can be set up.
        Game rule: Dark Darker Darkest fire (a fire breaks out with a burn marker; a third
        burn marker destroys the room).
        """,
    ),
    (
        "DDD_LAB_OCCUPIED",
        E,
        "Zombies or spawn tokens in the lab at setup",
        """
        What: a zombie, creature or zombie spawn token is placed in the lab at setup.
        Why: the lab is locked until the code is entered; zombies rolled into a locked room
        are placed beside the survivors instead, and only the nemesis waits in the lab.
        Game rule: Dark Darker Darkest zombie spawning (a locked or destroyed room) and
        the laboratory (the nemesis appears there when it opens).
        """,
    ),
    systems=DDD,
    needs=GEOMETRY_BY_ZONE,
)
def check_house_parameters(ctx: CheckContext) -> Iterator[Issue]:
    """Fire key, track and cycle; burn markers off the lab; advanced icons."""
    board = ctx.board
    fire = board.parameter("fireDirMap", {})
    fire = fire if isinstance(fire, dict) else {}
    given = [str(fire.get(str(n), fire.get(n, ""))) for n in (1, 2, 3, 4)]
    if set(given) != DIRECTIONS:
        yield ctx.issue(
            "DDD_FIRE_MAP",
            say(
                "fireDirMap gives {given}; it needs N, E, S and W once each",
                given=", ".join(
                    f"{n}: {d or '-'}" for n, d in zip(range(1, 5), given, strict=True)
                ),
            ),
            ("parameters", "fireDirMap"),
            ["fireDirMap"],
        )
    length = board.parameter("darknessTrackLength", 5)
    space = board.parameter("darknessFireSpace", 3)
    cycle = board.parameter("eventCycle", EVENT_CYCLE)
    start = board.parameter("eventStart", "darkness")
    problems: list[Text] = []
    if length != 5:
        problems.append(say("the track has {length!r} spaces, not 5", length=length))
    if not isinstance(space, int) or not isinstance(length, int) or not 1 <= space <= length:
        problems.append(say("the fire space {space!r} is not on the track", space=space))
    if list(cycle or []) != EVENT_CYCLE:
        problems.append(
            say("the event cycle is {cycle!r}, not zombie, fire, darkness", cycle=cycle)
        )
    if start != "darkness":
        problems.append(say("the cycle starts on {start!r}, not darkness", start=start))
    dark = board.parameter("darknessStart", 1)
    if dark != 1:
        problems.append(
            say("the darkness marker starts on space {dark!r}, not the first", dark=dark)
        )
    for text in problems:
        yield ctx.issue("DDD_TRACK", text, ("parameters",), ["parameters"])
    labs = {t.id for t in board.tiles.values() if t.category == "lab"}
    for token in ctx.world.tokens(("burn", "fire")):
        tile = _tile_of(board, token)
        if tile in labs:
            text = (
                say(
                    "the fire token {id!r} lies on the lab ({tile}); fire never enters it",
                    id=token.id,
                    tile=tile,
                )
                if token.type == "fire"
                else say(
                    "burn marker {id!r} lies on the lab ({tile}); fire never enters it",
                    id=token.id,
                    tile=tile,
                )
            )
            yield ctx.issue("DDD_BURN_LAB", text, ctx.token_path(token.id), [token.id, str(tile)])
    yield from _fire_state(ctx)
    for token in ctx.world.tokens(LAB_SEALED_TOKENS):
        tile = _tile_of(board, token)
        if tile in labs:
            yield ctx.issue(
                "DDD_LAB_OCCUPIED",
                say(
                    "{kind} token {id!r} lies in the lab ({tile}), which stays locked until "
                    "the code is entered",
                    kind=token.type,
                    id=token.id,
                    tile=tile,
                ),
                ctx.token_path(token.id),
                [token.id, str(tile)],
                hint=say("Place it in a room outside the lab."),
            )
    if not board.parameter("advancedRooms", False):
        icons = sorted({(f.tile, f.type) for f in board.features if f.type in ADVANCED_FEATURES})
        if icons:
            yield ctx.issue(
                "DDD_ADVANCED_ICONS",
                say(
                    "advancedRooms is off, so these printed icons play as plain rooms: {icons}",
                    icons=[say("{kind} on {tile}", kind=kind, tile=tile) for tile, kind in icons],
                ),
                ("parameters",),
                sorted({tile for tile, _kind in icons}),
            )


def _terminals(ctx: CheckContext) -> dict[str, str]:
    """The zones holding a corner room's function (its terminal) or a ``function`` token,
    each with what puts the terminal there (the corner tile, or the token)."""
    board, world = ctx.board, ctx.world
    terminals: dict[str, str] = {}
    for feature in board.features:
        if feature.type == "room-function" and feature.cell is not None:
            zone = board.zone_of(feature.cell)
            tile = board.tiles.get(feature.tile)
            if zone and tile is not None and tile.category == "corner":
                terminals.setdefault(zone, feature.tile)
    for token in world.tokens(("function",)):
        for zone in world.token_zones(token):
            terminals.setdefault(zone, token.id)
    return terminals


def _fire_state(ctx: CheckContext) -> Iterator[Issue]:
    """The fire token on a room with no burn marker; a room burnt past destruction."""
    board = ctx.board
    burns: dict[str, list[str]] = {}
    for token in ctx.world.tokens(("burn",)):
        tile = _tile_of(board, token)
        if tile is not None:
            burns.setdefault(tile, []).append(token.id)
    destroy = board.parameter("burnToDestroy", 3)
    if isinstance(destroy, int) and not isinstance(destroy, bool) and destroy > 0:
        for tile, ids in sorted(burns.items()):
            if len(ids) >= destroy:
                yield ctx.issue(
                    "DDD_FIRE_STATE",
                    say_n(
                        "room {tile} holds {count} burn marker; {limit} destroy it and are removed",
                        "room {tile} holds {count} burn markers; {limit} destroy it and are "
                        "removed",
                        tile=tile,
                        count=len(ids),
                        limit=destroy,
                    ),
                    ctx.token_path(ids[destroy - 1]),
                    [tile, *ids],
                    hint=say("Give it fewer burn markers."),
                )
    for token in ctx.world.tokens(("fire",)):
        tile = _tile_of(board, token)
        if tile is not None and tile not in burns:
            yield ctx.issue(
                "DDD_FIRE_STATE",
                say(
                    "the fire token {id!r} lies on {tile}, which holds no burn marker; a "
                    "fire always burns where it lies",
                    id=token.id,
                    tile=tile,
                ),
                ctx.token_path(token.id),
                [token.id, str(tile)],
                hint=say("Add a burn marker to that room."),
            )


def _tile_of(board: Board, token: Token) -> str | None:
    """The tile ``token`` lies on: its cell's, else the tile it is anchored to."""
    if token.cell is not None and token.cell in board.cells:
        return board.cells[token.cell].tile
    return token.tile


def _lab_zones(ctx: CheckContext) -> set[str]:
    """The zones of the lab tiles (tile category ``lab``)."""
    world = ctx.world
    return {
        z
        for tile in ctx.board.tiles.values()
        if tile.category == "lab"
        for z in world.tile_zones(tile.id)
    }


def _code_objectives(ctx: CheckContext) -> set[str]:
    """Ids of the objectives that read the security board (``properties.securityBoard``)."""
    return {o.id for o in ctx.quest.objectives if o.properties.get("securityBoard") is True}


def _lab_objectives(ctx: CheckContext, labs: set[str]) -> set[str]:
    """Ids of the ``reach`` objectives whose targets are in the lab."""
    world = ctx.world
    return {
        o.id
        for o in ctx.quest.objectives
        if o.kind == "reach" and any(world.resolve(t).zones & labs for t in o.targets)
    }


@rule(
    (
        "DDD_CODE_ROOMS",
        W,
        "Lab code or antidote objective in the wrong room",
        """
        What: an objective that reads the security board (`properties.securityBoard`) names
        a room with no terminal (the corner rooms' function rooms, the lab excluded) as a
        place to enter chips; or a `reach` objective that waits for the code (its `after`
        names the security-board objective) targets no room of the lab.
        Why: chips are entered only at the terminals of the corner rooms, and breaking the
        code opens the lab, where the antidote is: a quest that sends the survivors
        elsewhere describes a game the rules do not play (test play enters chips at the
        corners and starts the showdown in the lab whatever the objective says).
        Game rule: Dark Darker Darkest rulebook, corner room functions (terminals) and the
        laboratory; final showdown (the survivor who enters the lab takes the antidote).
        """,
    ),
    systems=DDD,
    needs=(*GEOMETRY_BY_ZONE, "objectives"),
)
def check_code_rooms(ctx: CheckContext) -> Iterator[Issue]:
    """Code objectives at terminals; the objective the code opens in the lab."""
    codes = _code_objectives(ctx)
    if not codes:
        return
    world = ctx.world
    terminals = set(_terminals(ctx))
    labs = _lab_zones(ctx)
    for obj in ctx.quest.objectives:
        if obj.id in codes and terminals:
            for i, ref in enumerate(obj.targets):
                zones = world.resolve(ref).zones
                if zones and not zones & terminals:
                    yield ctx.issue(
                        "DDD_CODE_ROOMS",
                        say(
                            "objective {objective!r} names {room} for the lab code, which has no terminal; chips are entered only in the corner rooms' terminals",
                            objective=obj.id,
                            room=ref,
                        ),
                        ctx.objective_path(obj.id, "targets", i),
                        [obj.id, ref],
                        hint=say("Name the corner rooms with a function (terminals)."),
                    )
        elif (
            obj.kind == "reach"
            and labs
            and codes & set(obj.after)
            and not any(world.resolve(t).zones & labs for t in obj.targets)
        ):
            yield ctx.issue(
                "DDD_CODE_ROOMS",
                say(
                    "objective {objective!r} waits for the lab code but leads to {rooms}, not the lab; the code opens the lab, where the antidote is",
                    objective=obj.id,
                    rooms=", ".join(obj.targets) or "-",
                ),
                ctx.objective_path(obj.id, "targets"),
                [obj.id],
                hint=say("Target the lab's room."),
            )


def _showdown_tokens(ctx: CheckContext) -> set[str]:
    """Ids of the tokens that appear at the showdown (property ``appears``, default from the
    type: ``showdown``)."""
    system = ctx.board.system
    if system is None:
        return set()
    out = set()
    for token in ctx.quest.tokens:
        kind = system.token_types.get(token.type)
        spec = kind.properties.get("appears") if kind is not None else None
        if spec is None:
            continue
        props = token.properties if isinstance(token.properties, dict) else {}
        if props.get("appears", spec.default) == "showdown":
            out.add(token.id)
    return out


@rule(
    (
        "DDD_SHOWDOWN_EARLY",
        W,
        "Showdown effect before anyone enters the lab",
        """
        What: a trigger reveals a token that appears at the showdown (the nemesis:
        `appears: showdown`) or unlocks a chipped doorway, and fires on something other than
        the completion of the objective that enters the lab (a `reach` objective in the lab)
        or of an objective done after it.
        Why: the showdown begins as soon as a survivor steps into the opened lab: only then do
        the chips drop from every doorway and the nemesis appear in the lab. Earlier, the
        house is still locked (breaking the code opens the lab's doors, nothing else).
        Game rule: Dark Darker Darkest rulebook, final showdown (what follows the first
        step into the lab).
        """,
    ),
    systems=DDD,
    needs=(*GEOMETRY_BY_ZONE, DOOR_STATES, "objectives", "triggers"),
)
def check_showdown_moment(ctx: CheckContext) -> Iterator[Issue]:
    """Showdown effects fired by the lab objective (or an objective after it) only."""
    labs = _lab_zones(ctx)
    entry = _lab_objectives(ctx, labs)
    if not entry:
        return
    after = {o.id: set(o.after) for o in ctx.quest.objectives}
    later = set(entry)
    grew = True
    while grew:  # objectives done only once the lab is entered
        grew = False
        for oid, needs in after.items():
            if oid not in later and needs & later:
                later.add(oid)
                grew = True
    shown = _showdown_tokens(ctx)
    chipped = {
        d.id for d in ctx.board.doors.values() if d.lock is not None and d.lock.kind == "code-chip"
    }
    for trg in ctx.quest.triggers:
        if trg.on.event == "objective-complete" and trg.on.target in later:
            continue
        for i, effect in enumerate(trg.effects):
            early = (effect.kind == "reveal" and effect.target in shown) or (
                effect.kind in ("unlock", "open-door") and effect.target in chipped
            )
            if early:
                yield ctx.issue(
                    "DDD_SHOWDOWN_EARLY",
                    say(
                        "trigger {trigger!r} ({kind} {target!r}) fires on {event}, before a survivor enters the lab; that happens only when the showdown starts",
                        trigger=trg.id,
                        kind=effect.kind,
                        target=effect.target,
                        event=trg.on.event + (f" {trg.on.target}" if trg.on.target else ""),
                    ),
                    ctx.trigger_path(trg.id, "effects", i),
                    [trg.id, str(effect.target)],
                    hint=say("Fire it when the objective that enters the lab is done."),
                )
