"""Tokens where they cannot be: on impassable terrain, in an abyss, stairs without a partner.

Basic anchoring (on the board, right anchor kind) is checked in :mod:`.basics`; these rules
look at the ground a token stands on and at tokens that only work in pairs.
"""

from __future__ import annotations

from collections.abc import Iterator

from questwright.core.geometry import Cell, cell_ref
from questwright.core.params import param_bool
from questwright.core.text import say
from questwright.schema.model import Token
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import DOOR_STATES, TOKEN_KINDS, TOKEN_ZONES, rule
from questwright.validators.rules.setup_rules import only_on_terrain, sealing_markers

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: token types that may sit on impassable ground (markers of the ground itself)
_GROUND_TYPES = {"fire", "burn", "searched", "compass", "function"}


@rule(
    (
        "TOKEN_ON_IMPASSABLE",
        E,
        "Token on impassable ground",
        """
        What: a token a figure must stand on or next to (start, exit, treasure, key,
        objective, spawn point, monster…) lies on impassable terrain (rubble, water) or in an
        abyss zone, or in a door space that is not open (Machina Arcana's door spaces: a
        closed door is no passable space, like a wall or rubble). For large figures, any
        covered space counts.
        Why: heroes cannot pick it up or stand there, and enemies cannot be placed there.
        Game rule: Massive Darkness 2 digest §8.1 G9 (no token in an abyss zone); Descent
        §6.2 D8 and §6.3 R4 (keys, chests and potions on passable, non-obstacle spaces), §6.5
        M2 (no monster on rubble or water); Machina B.6 MA-SPAWN-1 and the player aid's
        terrain table (closed doors are not passable; a spawn space sealed by two destroyed
        tokens is a destroyed map space, and sealing it destroys any unit on it — the
        destroyed-token type's `x-sealsTerrain` in system.json).
        """,
    ),
    # the door spaces' states: nothing stands in a closed one
    needs=("tiles", "terrain", "tokens", "edges", DOOR_STATES),
)
def check_token_ground(ctx: CheckContext) -> Iterator[Issue]:
    """Tokens stand on passable cells of passable zones."""
    board = ctx.board
    system = board.system
    yield from _starts_in_door_spaces(ctx)
    yield from _on_sealed_spaces(ctx)
    # markers of the space under them (x-onTerrain: a light token on a chapter space) may
    # lie on the impassable terrain they mark
    marks = only_on_terrain(system)
    for token in board.tokens.values():
        if token.cell is None or token.type in _GROUND_TYPES:
            continue
        ttype = system.token_types.get(token.type) if system else None
        if ttype is not None and ttype.anchor not in ("cell", "zone"):
            continue
        cells = board.token_cells(token) if ttype is None or ttype.footprint else [token.cell]
        bad: Cell | None
        if ttype is not None and ttype.anchor == "zone" and board.zoning == "tile":
            zone = board.zone_of(token.cell)
            i = ctx.nav.index.get(zone) if zone else None
            if i is None or ctx.nav.passable[i]:
                continue
            bad = token.cell
        else:
            marked = marks.get(token.type, frozenset())
            bad = next(
                (
                    c
                    for c in cells
                    if c in board.cells
                    and not board.cell_passable(c)
                    and board.cells[c].terrain not in marked
                ),
                None,
            )
            if bad is None:
                continue
        info = board.cells.get(bad)
        yield _impassable(ctx, token, info.terrain if info and info.terrain else "abyss", bad)


def _on_sealed_spaces(ctx: CheckContext) -> Iterator[Issue]:
    """Tokens on a cell that enough sealing markers (``x-sealsTerrain``) turn into a
    destroyed space: Machina's spawn space under two destroyed tokens."""
    board = ctx.board
    seals = sealing_markers(board.system)
    if not seals:
        return
    count: dict[tuple[str, Cell], int] = {}
    for token in board.tokens.values():
        kinds = seals.get(token.type)
        if not kinds or token.cell is None:
            continue
        here = (token.cell[0], token.cell[1])
        info = board.cells.get(here)
        if info is None or info.terrain not in kinds:
            continue
        key = (token.type, here)
        count[key] = count.get(key, 0) + 1
    sealed = {
        cell
        for (ttype, cell), n in count.items()
        if n >= seals[ttype][board.cells[cell].terrain or ""]
    }
    if not sealed:
        return
    marks = set(only_on_terrain(board.system)) | set(seals) | _GROUND_TYPES
    for token in sorted(board.tokens.values(), key=lambda t: t.id):
        if token.type in marks or token.cell is None:
            continue
        here = (token.cell[0], token.cell[1])
        if here not in sealed:
            continue
        yield _impassable(ctx, token, "destroyed", here)


def _impassable(ctx: CheckContext, token: Token, ground: str, cell: Cell) -> Issue:
    """``TOKEN_ON_IMPASSABLE`` for ``token`` lying on ``cell``, of ``ground``."""
    return ctx.issue(
        "TOKEN_ON_IMPASSABLE",
        say(
            "{type} {token!r} lies on {ground} at {where}, where nobody can stand",
            type=token.type,
            token=token.id,
            ground=ground,
            where=cell_ref(cell),
        ),
        ctx.token_path(token.id, "cell"),
        [token.id, cell_ref(cell)],
        hint=say("Move it to a passable space."),
    )


def _starts_in_door_spaces(ctx: CheckContext) -> Iterator[Issue]:
    """Heroes' start tokens, and the figures and tokens placed on the map (monsters,
    barrels, exits…), in a door space that is closed or locked at set-up."""
    board = ctx.board
    shut = {d.cell: d for d in board.doors.values() if d.cell is not None and not d.is_open}
    if not shut:
        return
    starts = {t.id for t in ctx.world.tokens(ctx.world.start_types)}
    for token in sorted(board.tokens.values(), key=lambda t: t.id):
        if token.type in _GROUND_TYPES:
            continue
        door = shut.get(token.cell) if token.cell is not None else None
        if door is None or door.cell is None:
            continue
        yield ctx.issue(
            "TOKEN_ON_IMPASSABLE",
            say(
                "{type} {token!r} lies in the {state} door space {door!r} at {where}, where "
                "nobody can stand until it opens",
                type=token.type,
                token=token.id,
                state=door.state,
                door=door.id,
                where=cell_ref(door.cell),
            ),
            ctx.token_path(token.id, "cell"),
            [token.id, door.id],
            hint=say("Move the start out of the door space, or start the door open.")
            if token.id in starts
            else say("Move it out of the door space, or start the door open."),
        )


@rule(
    (
        "LINK_UNPAIRED",
        E,
        "Staircase without a partner",
        """
        What: a staircase (or other link token) whose group or colour has no other end, has
        no group at all, or whose ends all lie in one zone.
        Why: a link joins two places; a lone end does nothing, and parts of the board reached
        only through it are cut off. (Descent: a warning, since a lone staircase is merely
        useless.)
        Game rule: Massive Darkness digest §8.1 G10 (each staircase pair has exactly 2
        endpoints in different zones); Descent §6.3 R5 (each staircase colour has at least
        two spaces).
        """,
    ),
    needs=("tiles", TOKEN_ZONES),
)
def check_links(ctx: CheckContext) -> Iterator[Issue]:
    """Link tokens come in groups of at least two ends in different zones."""
    world = ctx.world
    # where a lone end merely does nothing (Descent), a warning
    severity = W if not param_bool(ctx.board, "linkEndsRequired", True) else None
    groups: dict[str, list[Token]] = {}
    for token in world.tokens(world.link_types):
        group = token.properties.get("group", token.properties.get("color"))
        if group is None:
            yield ctx.issue(
                "LINK_UNPAIRED",
                say(
                    "{type} {token!r} has no group or colour, so it links to nothing",
                    type=token.type,
                    token=token.id,
                ),
                ctx.token_path(token.id, "properties"),
                [token.id],
                severity=severity,
            )
            continue
        groups.setdefault(f"{token.type}:{group}", []).append(token)
    for name, tokens in sorted(groups.items()):
        zones = {ctx.board.zone_of(t.cell) for t in tokens if t.cell is not None} - {None}
        if len(tokens) < 2:
            message = say(
                "{type} {token!r} ({group}) has no partner",
                type=tokens[0].type,
                token=tokens[0].id,
                group=name.split(":", 1)[1],
            )
        elif len(zones) < 2:
            message = say(
                "the ends of {link} all lie in one zone: {tokens}",
                link=name,
                tokens=", ".join(t.id for t in tokens),
            )
        else:
            continue
        yield ctx.issue(
            "LINK_UNPAIRED",
            message,
            ctx.token_path(tokens[0].id),
            [t.id for t in tokens],
            hint=say("Place the other end in another zone, with the same group or colour."),
            severity=severity,
        )


@rule(
    (
        "TOKEN_SIZE",
        E,
        "Size on a token that has no footprint",
        """
        What: a token carries a `size` although its type is not a footprint type (only large
        figures such as Descent's large monsters cover several spaces).
        Why: the size is ignored by the board, the engine and sight, so the author's picture
        and the game disagree.
        Game rule: Descent digest §1.8 (large monsters fill 2, 4 or 6 spaces); system.json
        `footprint` flag.
        """,
    ),
    needs=(TOKEN_KINDS,),
)
def check_sizes(ctx: CheckContext) -> Iterator[Issue]:
    """Only footprint token types carry a size."""
    system = ctx.system
    if system is None:
        return
    for token in ctx.board.tokens.values():
        ttype = system.token_types.get(token.type)
        if token.size is None or ttype is None or ttype.footprint:
            continue
        if tuple(token.size) == (1, 1):
            continue
        yield ctx.issue(
            "TOKEN_SIZE",
            say(
                "{type} {token!r} has size {size}, but {type} tokens cover one space",
                type=token.type,
                token=token.id,
                size=list(token.size),
            ),
            ctx.token_path(token.id, "size"),
            [token.id],
        )
