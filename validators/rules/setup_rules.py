"""Set-up rules the rulebooks state about where things may be placed (issue #29, item 3).

Keyed on what each ``system.json`` declares, never on the system id: a token type's
``x-notOnTerrain`` annotation lists the terrain kinds its tokens may not be placed on (the
Descent rulebook: treasure, chests, glyphs and runekeys are not placed on pits or slime), and
``x-inRoom`` says they belong in a room (MD1 special locations, MD2 spawn markers), and
``x-placedFaceDown`` that they are always placed face down (MD2 fountains and chests; see
docs/dev/digest-rules.md for the set-up constraints a quest file cannot show).
"""

from __future__ import annotations

from collections.abc import Iterator

from questwright.core.text import say, say_n
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import (
    DOOR_STATES,
    TOKEN_KINDS,
    TOKEN_ZONES,
    ZONE_USERS,
    rule,
)

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: the token-type annotation: terrain kinds its tokens may not cover
NOT_ON = "x-notOnTerrain"
#: the token-type annotation: the only terrain kinds its tokens may lie on (a marker of the
#: space under it: Machina's light token on a chapter space)
ONLY_ON = "x-onTerrain"
#: the token-type annotation: the door states an edge token of its type marks (Machina's
#: destroyed-door token on an open or destroyed door)
ON_DOOR = "x-onDoorState"
#: the token-type annotation: its tokens are units, one a space (Machina monsters)
UNIT = "x-unit"
#: the token-type annotation: its tokens belong in a room zone (not a corridor)
IN_ROOM = "x-inRoom"
#: the token-type annotation: terrain kind -> how many of its tokens on one such cell make it
#: a destroyed, impassable space (Machina: two destroyed tokens seal a spawn space)
SEALS = "x-sealsTerrain"


@rule(
    (
        "SETUP_TOKEN_TERRAIN",
        E,
        "Token placed on terrain its kind may not be on",
        """
        What: a token covers a space whose terrain its token type may not be placed on (the
        type's `x-notOnTerrain` in system.json: in Descent, treasure, chests, glyphs and
        runekeys on a pit or slime; in Machina Arcana, monsters, barrels and the exit token
        on a pit) — or lies off the only terrain its type may mark (the type's `x-onTerrain`:
        in Machina Arcana, a light token off a chapter space, a destroyed token off an
        action or spawn space).
        Why: the set-up cannot be laid out as written: the marker cannot lie in a pit or
        under slime, and a hero could not take it without falling in or being hurt; a unit
        on a Machina pit is destroyed at once, so an explorer could never use an exit there.
        A light or destroyed token says something about the space under it (lit, used,
        sealed); on a plain floor space it means nothing.
        Game rule: Descent digest §1.5 and §4 (obstacles and what is placed on them); Machina
        reference sheet (a unit on a pit is destroyed; light tokens on chapter spaces,
        destroyed tokens on used action spaces and sealed spawn spaces); DESIGN
        §6 (set-up rules of the rulebooks).
        """,
    ),
    needs=("tiles", "terrain", "tokens"),
)
def check_token_terrain(ctx: CheckContext) -> Iterator[Issue]:
    """Tokens on terrain their type forbids."""
    board = ctx.board
    forbidden = kinds_by_type(board.system, NOT_ON)  # none without a system
    yield from _off_terrain(ctx)
    if not forbidden:
        return
    for token in ctx.world.tokens(tuple(forbidden)):
        kinds = forbidden[token.type]
        for cell in board.token_cells(token):
            info = board.cells.get(cell)
            if info is None or info.terrain not in kinds:
                continue
            yield ctx.issue(
                "SETUP_TOKEN_TERRAIN",
                say(
                    "{kind} {token!r} lies on {terrain} at {cell}; a {kind} may not be placed "
                    "on {forbidden}",
                    kind=token.type,
                    token=token.id,
                    terrain=info.terrain,
                    cell=f"[{cell[0]}, {cell[1]}]",
                    forbidden=", ".join(sorted(kinds)),
                ),
                ctx.token_path(token.id),
                [token.id],
            )
            break


def kinds_by_type(system: object, key: str) -> dict[str, frozenset[str]]:
    """Token type -> the strings of its ``key`` annotation (a list in ``system.json``),
    for the types that give at least one."""
    out: dict[str, frozenset[str]] = {}
    for name, ttype in getattr(system, "token_types", {}).items():
        raw = ttype.extras.get(key)
        if isinstance(raw, list):
            kinds = frozenset(k for k in raw if isinstance(k, str))
            if kinds:
                out[name] = kinds
    return out


def sealing_markers(system: object) -> dict[str, dict[str, int]]:
    """Token type -> its ``x-sealsTerrain``: terrain kind -> how many of its tokens on one
    cell of that kind seal the cell."""
    out: dict[str, dict[str, int]] = {}
    for name, ttype in getattr(system, "token_types", {}).items():
        raw = ttype.extras.get(SEALS)
        if isinstance(raw, dict):
            seals = {
                k: v
                for k, v in raw.items()
                if isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and v > 0
            }
            if seals:
                out[name] = seals
    return out


def only_on_terrain(system: object) -> dict[str, frozenset[str]]:
    """Token type -> the terrain kinds its ``x-onTerrain`` says its tokens mark."""
    return kinds_by_type(system, ONLY_ON)


def _off_terrain(ctx: CheckContext) -> Iterator[Issue]:
    """Markers of a terrain kind (``x-onTerrain``) on a cell of another kind."""
    board = ctx.board
    only = only_on_terrain(board.system)
    if not only:
        return
    for token in ctx.world.tokens(tuple(only)):
        kinds = only[token.type]
        for cell in board.token_cells(token):
            info = board.cells.get(cell)
            if info is None or info.terrain in kinds:
                continue
            yield ctx.issue(
                "SETUP_TOKEN_TERRAIN",
                say(
                    "{kind} {token!r} lies on {terrain} at {cell}; a {kind} marks only {kinds}",
                    kind=token.type,
                    token=token.id,
                    terrain=info.terrain or say("plain floor"),
                    cell=f"[{cell[0]}, {cell[1]}]",
                    kinds=", ".join(sorted(kinds)),
                ),
                ctx.token_path(token.id),
                [token.id],
            )
            break


@rule(
    (
        "SETUP_TOKEN_DOOR",
        E,
        "Door marker on an edge without the door it marks",
        """
        What: an edge token of a type that marks a door in given states (the type's
        `x-onDoorState` in system.json: Machina's destroyed-door token on an open or
        destroyed door) lies on an edge with no door, or on a door in another state (a
        destroyed-door token on a closed or locked door).
        Why: the marker says what became of the door under it: a destroyed door is gone
        for good and can never be closed again, so the same door cannot also stand closed;
        on a plain edge there is no door to have been destroyed.
        Game rule: Machina Arcana player aid (destroying a shut door swaps its piece for
        the destroyed-door marker; a destroyed space cannot be passed).
        """,
    ),
    needs=("tiles", "edges", "tokens", DOOR_STATES),
)
def check_token_door(ctx: CheckContext) -> Iterator[Issue]:
    """Door markers on doors in the states they mark."""
    board = ctx.board
    states = kinds_by_type(board.system, ON_DOOR)  # none without a system
    if not states:
        return
    for token in sorted(ctx.world.tokens(tuple(states)), key=lambda t: t.id):
        keys = board.token_edges(token)
        if not keys:
            continue
        found = [board.door_at(k) for k in keys]
        ids = {d.id if d is not None else None for d in found}
        wanted = states[token.type]
        door = found[0] if len(ids) == 1 else None
        if door is not None and door.state in wanted:
            continue
        yield ctx.issue(
            "SETUP_TOKEN_DOOR",
            say(
                "{kind} {token!r} lies on door {door!r}, which is {state}; a {kind} marks "
                "only a door that is {states}",
                kind=token.type,
                token=token.id,
                door=door.id,
                state=door.state,
                states=", ".join(sorted(wanted)),
            )
            if door is not None
            else say(
                "{kind} {token!r} lies on no single door; a {kind} marks a door that is {states}",
                kind=token.type,
                token=token.id,
                states=", ".join(sorted(wanted)),
            ),
            ctx.token_path(token.id),
            [token.id, *([door.id] if door is not None else [])],
        )


@rule(
    (
        "SETUP_UNIT_STACKED",
        E,
        "Two units on one space",
        """
        What: two tokens of unit types (the type's `x-unit` in system.json: Machina
        monsters) are placed on the same space at set-up. A start under a unit is
        `MACHINA_START_HAZARD`.
        Why: a unit moves only to an unoccupied space and a new monster goes to the
        nearest unoccupied space: two figures never share one, so the set-up cannot be laid
        out as written.
        Game rule: Machina Arcana player aid (move to an adjacent unoccupied space; spawn on
        the nearest unoccupied space; units are obstacles).
        """,
    ),
    needs=("tiles", "tokens"),
)
def check_unit_stacked(ctx: CheckContext) -> Iterator[Issue]:
    """Units one a space."""
    board = ctx.board
    system = board.system
    if system is None:
        return
    units = [n for n, t in system.token_types.items() if t.extras.get(UNIT) is True]
    if not units:
        return
    seen: dict[tuple[int, int], str] = {}
    for token in sorted(ctx.world.tokens(units), key=lambda t: t.id):
        for cell in board.token_cells(token):
            other = seen.get(cell)
            if other is None:
                seen[cell] = token.id
                continue
            yield ctx.issue(
                "SETUP_UNIT_STACKED",
                say(
                    "{kind} {token!r} shares the space {cell} with {other!r}; one unit a space",
                    kind=token.type,
                    token=token.id,
                    cell=f"[{cell[0]}, {cell[1]}]",
                    other=other,
                ),
                ctx.token_path(token.id, "cell"),
                [token.id, other],
            )
            break


@rule(
    (
        "SETUP_TOKEN_ROOM",
        W,
        "Token outside a room that belongs in one",
        """
        What: a token of a type that belongs in a room (the type's `x-inRoom` in system.json:
        MD1 special locations, MD2 spawn markers) lies in a corridor zone.
        Why: its rule works through the room: a special location changes the Door card of
        its chamber, a spawn marker places its Mob when its room is revealed; in a corridor
        it never does anything.
        Game rule: Massive Darkness digest §1.2 (chambers, Door cards and special
        locations), MD2 §1.3 (spawn markers in rooms revealed by a door).
        """,
    ),
    needs=("tiles", ZONE_USERS, TOKEN_ZONES),
)
def check_token_room(ctx: CheckContext) -> Iterator[Issue]:
    """Tokens that belong in a room, in a corridor."""
    board = ctx.board
    system = board.system
    if system is None:
        return
    wanted = [n for n, t in system.token_types.items() if t.extras.get(IN_ROOM) is True]
    if not wanted:
        return
    for token in ctx.world.tokens(tuple(wanted)):
        zones = ctx.world.token_zones(token)
        kinds = {board.zones[z].kind for z in zones if z in board.zones}
        if not kinds or "room" in kinds:
            continue
        zone = sorted(zones)[0]
        yield ctx.issue(
            "SETUP_TOKEN_ROOM",
            say(
                "{kind} {token!r} lies in {zone}, which is not a room; a {kind} belongs in a room",
                kind=token.type,
                token=token.id,
                zone=zone,
            ),
            ctx.token_path(token.id),
            [token.id, zone],
        )


#: the token-type annotation: its tokens are always placed face down
FACE_DOWN = "x-placedFaceDown"


@rule(
    (
        "SETUP_FACE_DOWN",
        W,
        "Token placed face up that the rules always place face down",
        """
        What: a token of a type the rules always place face down (the type's
        `x-placedFaceDown` in system.json: Massive Darkness 2's fountains and chests, Dark
        Darker Darkest's code chips) is placed with `faceDown: false`. A token that leaves `faceDown` out is not reported.
        Why: its hidden face is what the heroes find when they interact with it (the
        fountain's healing, the chest's rarity, the chip's colours); laid face up, the set-up
        shows it from the start, which the rules never do.
        Game rule: Massive Darkness 2 rulebook, specific tokens (fountains and chests are
        always placed face down); Dark Darker Darkest set-up (code chips go on the lock
        symbols face down, the icon count showing); DESIGN §6 (set-up rules of the
        rulebooks).
        """,
    ),
    needs=("tokens",),
)
def check_token_face_down(ctx: CheckContext) -> Iterator[Issue]:
    """Tokens placed face up whose type the rules always place face down."""
    system = ctx.board.system
    if system is None:
        return
    wanted = {n for n, t in system.token_types.items() if t.extras.get(FACE_DOWN) is True}
    if not wanted:
        return
    for token in ctx.quest.tokens:
        if token.type in wanted and token.face_down is False:
            yield ctx.issue(
                "SETUP_FACE_DOWN",
                say(
                    "{kind} {token!r} is placed face up; a {kind} is always placed face down",
                    kind=token.type,
                    token=token.id,
                ),
                ctx.token_path(token.id, "faceDown"),
                [token.id],
                hint=say("Place it face down (faceDown: true)."),
            )


#: the system annotation: set-up counts a quest may give, capped by what the box holds
SETUP_LIMITS = "x-setupLimits"


@rule(
    (
        "SETUP_COMPONENT_COUNT",
        E,
        "Set-up count over what the box holds",
        """
        What: a set-up value or rule parameter that counts components (Massive Darkness 2's
        Lifebringer tokens: `setup.lifebringers`, or an entry of `lifebringersByHeroes`;
        Massive Darkness's Lifebringer, loaded with wound tokens: `setup.lifebringer`)
        asks for more than the box holds, as the system's `x-setupLimits` in system.json
        says; or a quest places more tokens of a type than one game uses (the type's
        `x-perQuest`: Dark Darker Darkest's one nemesis), though the box holds more.
        Why: the quest cannot be set up with one copy of the game; the rulebook's own
        easing stays within the box. A game draws one nemesis of the box's and places it
        in the lab; a second has no board and no place in the showdown.
        Game rule: Massive Darkness 2 set-up (Lifebringer tokens by the number of heroes,
        three in the box); Massive Darkness set-up (the Lifebringer's wound tokens, 20 in
        the box); Dark Darker Darkest final showdown (one random nemesis board);
        DESIGN §6 (set-up rules of the rulebooks).
        """,
    ),
    needs=("setup", "parameters", TOKEN_KINDS),  # and the system, which reruns every rule
)
def check_setup_counts(ctx: CheckContext) -> Iterator[Issue]:
    """Counts in the quest's set-up and parameters within the system's box."""
    system = ctx.board.system
    yield from _per_quest_counts(ctx)
    limits = getattr(system, "extras", {}).get(SETUP_LIMITS) if system is not None else None
    if not isinstance(limits, dict):
        return
    quest = ctx.quest
    for key, spec in sorted(limits.items()):
        limit = spec.get("limit") if isinstance(spec, dict) else spec
        if isinstance(limit, bool) or not isinstance(limit, int):
            continue
        for section, values in (("setup", quest.setup), ("parameters", quest.parameters)):
            value = values.get(key) if isinstance(values, dict) else None
            counts = value if isinstance(value, list) else [value]
            over = [
                n for n in counts if isinstance(n, int) and not isinstance(n, bool) and n > limit
            ]
            if over:
                yield ctx.issue(
                    "SETUP_COMPONENT_COUNT",
                    say(
                        "{section}.{key} asks for {count}; the box holds {limit}",
                        section=section,
                        key=key,
                        count=max(over),
                        limit=limit,
                    ),
                    (section, key),
                    [key],
                    hint=say("Give at most {limit}.", limit=limit),
                )


#: the token-type annotation: how many of its tokens one game uses (fewer than the box's)
PER_QUEST = "x-perQuest"


def _per_quest_counts(ctx: CheckContext) -> Iterator[Issue]:
    """Token types placed more often than one game uses them."""
    system = ctx.board.system
    if system is None:
        return
    for name, ttype in sorted(system.token_types.items()):
        limit = ttype.extras.get(PER_QUEST)
        if isinstance(limit, bool) or not isinstance(limit, int):
            continue
        placed = [t.id for t in ctx.quest.tokens if t.type == name]
        if len(placed) > limit:
            yield ctx.issue(
                "SETUP_COMPONENT_COUNT",
                say_n(
                    "{count} {kind} token is placed ({names}); a game uses {limit}",
                    "{count} {kind} tokens are placed ({names}); a game uses {limit}",
                    count=len(placed),
                    kind=name,
                    names=", ".join(placed),
                    limit=limit,
                ),
                ctx.token_path(placed[limit]),
                placed,
                hint=say("Give at most {limit}.", limit=limit),
            )


#: the token-type annotation: the tile categories its tokens are placed on at set-up
ON_TILE = "x-onTileCategory"


@rule(
    (
        "SETUP_TOKEN_TILE",
        E,
        "Token on a tile its kind is not set up on",
        """
        What: a token lies on a tile whose category its token type is not set up on (the
        type's `x-onTileCategory` in system.json: in Dark Darker Darkest the survivors start
        in the entrance hall and the nemesis is placed in the lab).
        Why: the set-up cannot be laid out as written, and the engine plays the rulebook's
        places: the survivors walk in through the entrance hall, the nemesis comes out of
        the lab when the showdown starts.
        Game rule: Dark Darker Darkest set-up (survivors in the entrance hall) and final
        showdown (the nemesis revealed inside the lab); DESIGN §6.
        """,
    ),
    needs=("tiles", TOKEN_ZONES),
)
def check_token_tile(ctx: CheckContext) -> Iterator[Issue]:
    """Tokens on tiles of a category their type is not set up on."""
    board = ctx.board
    wanted = kinds_by_type(board.system, ON_TILE)  # none without a system
    if not wanted:
        return
    for token in ctx.world.tokens(tuple(wanted)):
        zones = ctx.world.token_zones(token)
        tiles = {board.zones[z].tile for z in zones if z in board.zones}
        placed = [board.tiles[t] for t in sorted(t for t in tiles if t in board.tiles)]
        if not placed or any(p.category in wanted[token.type] for p in placed):
            continue
        yield ctx.issue(
            "SETUP_TOKEN_TILE",
            say(
                "{kind} {token!r} lies on tile {tile} ({category}); a {kind} is set up on "
                "a tile of category {wanted}",
                kind=token.type,
                token=token.id,
                tile=placed[0].id,
                category=placed[0].category or "-",
                wanted=", ".join(sorted(wanted[token.type])),
            ),
            ctx.token_path(token.id),
            [token.id, placed[0].id],
        )
