"""Component limits: a quest can only use what is in the box.

Token limits come from the system's token types (`limit`, and the per-property
`x-limitsByProperty` and shared `x-sharedLimit` annotations the system data may carry); door
limits from the system's parameters; physical tiles from the tilesets (a double-sided tile is
one object, so its two faces cannot both be on the table).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from questwright.core.board import Door, PlacedTile
from questwright.core.params import as_int, param_bool, param_int, param_int_map
from questwright.core.text import say
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import TOKEN_KINDS, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


@rule(
    (
        "COMPONENT_TOKEN_LIMIT",
        E,
        "More tokens than the box holds",
        """
        What: the quest places more tokens of a type than the game's box contains — overall
        (`limit` in system.json), per kind (for example 30 normal and 4 special treasure
        tokens), or over a pool two types share (Massive Darkness 2 time and corruption
        tokens).
        Why: the quest cannot be set up with one copy of the game.
        Game rule: Massive Darkness digest §8.5 T1 and MD2's explicit component limit rule;
        Dark Darker Darkest A.7 DDD-COMP-1; Descent §6.7 T1 (a warning there: markers are
        recycled).
        """,
    ),
    needs=(TOKEN_KINDS,),
)
def check_token_limits(ctx: CheckContext) -> Iterator[Issue]:
    """Token counts within the box, overall, per property value and per shared pool."""
    system = ctx.system
    if system is None:
        return
    # limits the rules call soft (tokens "make change", figures recycle): a warning
    severity = W if param_bool(ctx.board, "softComponentLimits", False) else None
    tokens = list(ctx.board.tokens.values())
    counts = Counter(t.type for t in tokens)
    shared: dict[str, tuple[int, list[str]]] = {}
    limits_of: dict[str, int] = {}
    for name, ttype in sorted(system.token_types.items()):
        n = counts.get(name, 0)
        if n == 0:
            continue
        ids = [t.id for t in tokens if t.type == name]
        cap = as_int(ttype.limit, -1, lo=0) if ttype.limit is not None else -1
        if cap >= 0 and n > cap:
            yield ctx.issue(
                "COMPONENT_TOKEN_LIMIT",
                say(
                    "{n} {label} tokens placed; the box holds {cap}",
                    n=n,
                    label=ttype.label or name,
                    cap=cap,
                ),
                ctx.token_path(ids[cap]),
                ids[cap:],
                severity=severity,
            )
        # the x- annotations are free-form system data: entries of the wrong shape check nothing
        by_property = _int_maps(ttype.extras.get("x-limitsByProperty"))
        for prop, limits in sorted(by_property.items()):
            default = ttype.properties[prop].default if prop in ttype.properties else None
            values: Counter[Any] = Counter()
            members: dict[str, list[str]] = {}
            for t in tokens:
                if t.type != name:
                    continue
                value = t.properties.get(prop, default)
                key = str(value).lower() if isinstance(value, bool) else str(value)
                values[key] += 1
                members.setdefault(key, []).append(t.id)
            for value, limit in sorted(limits.items()):
                if values.get(value, 0) > limit:
                    extra = members[value][limit:]
                    yield ctx.issue(
                        "COMPONENT_TOKEN_LIMIT",
                        say(
                            "{n} {label} tokens with {prop} = {value}; the box holds {limit}",
                            n=values[value],
                            label=ttype.label or name,
                            prop=prop,
                            value=value,
                            limit=limit,
                        ),
                        ctx.token_path(extra[0]),
                        extra,
                        severity=severity,
                    )
        group = ttype.extras.get("x-sharedLimit")
        if isinstance(group, dict) and isinstance(group.get("group"), str):
            gname = group["group"]
            total, members_ = shared.get(gname, (0, []))
            shared[gname] = (total + n, members_ + ids)
            limits_of[gname] = as_int(group.get("limit", 0), -1, lo=-1)
    for gname, (total, ids) in sorted(shared.items()):
        limit = limits_of[gname]
        if 0 <= limit < total:
            yield ctx.issue(
                "COMPONENT_TOKEN_LIMIT",
                say(
                    "{total} {gname} tokens placed; the box holds {limit} in all",
                    total=total,
                    gname=gname,
                    limit=limit,
                ),
                ctx.token_path(ids[limit]),
                ids[limit:],
                severity=severity,
            )


def _int_maps(value: object) -> dict[str, dict[str, int]]:
    """``{property: {value: limit}}`` from free-form data, keeping well-formed entries only."""
    if not isinstance(value, dict):
        return {}
    out: dict[str, dict[str, int]] = {}
    for prop, limits in value.items():
        if isinstance(limits, dict):
            out[str(prop)] = {
                str(v): as_int(n, 0, lo=0) for v, n in limits.items() if as_int(n, -1, lo=-1) >= 0
            }
    return out


@rule(
    (
        "COMPONENT_DOOR_LIMIT",
        E,
        "More doors than the box holds",
        """
        What: the quest places more door tokens than the game provides (Massive Darkness and
        MD2: 15 — parameter `doorTokens`; Descent: 7 normal and 3 rune doors — parameters
        `doorLimit` and `runeDoorLimit`, a warning there).
        Why: the quest cannot be set up with one box.
        Game rule: Massive Darkness digest §8.4 D5; Descent §6.2 D5.
        """,
    ),
    needs=("edges", "door-states", "parameters"),
)
def check_door_limits(ctx: CheckContext) -> Iterator[Issue]:
    """Quest-placed doors within the door token supply.

    It reads the board's doors and the quest's parameters alone: after an edit of unit
    edges alone (:meth:`CheckContext.carried`: the same parameters) that leaves every door
    of the board as it was (a wall laid between zones), the last revision's issues hold."""
    doors = tuple(ctx.board.doors.values())
    carried = ctx.carried(_DOOR_LIMITS_KEPT)
    if carried is not None:
        before, found = carried[0]
        # the very doors (a board's doors never change) or equal ones, in the same order
        if len(before) == len(doors) and all(
            a is b or a == b for a, b in zip(before, doors, strict=True)
        ):
            ctx.keep(_DOOR_LIMITS_KEPT, (doors, found))
            yield from found
            return
    found = list(_door_limits(ctx))
    ctx.keep(_DOOR_LIMITS_KEPT, (doors, found))
    yield from found


#: what :func:`check_door_limits` keeps for the next revision: the board's doors and the
#: issues found with them
_DOOR_LIMITS_KEPT = "components.door-limits"


def _door_limits(ctx: CheckContext) -> Iterator[Issue]:
    board = ctx.board
    placed = sorted((d for d in board.doors.values() if d.source == "quest"), key=lambda d: d.path)
    runes = [d for d in placed if d.lock is not None and d.lock.kind == "rune"]
    normal = [d for d in placed if d not in runes]
    checks: list[tuple[str, list[Door], int, Severity | None]] = []
    # a limit that is not a count (absent, a string, negative…) checks nothing
    for name, label, doors, severity in (
        ("doorTokens", "door", placed, None),
        ("doorLimit", "normal door", normal, W),
        ("runeDoorLimit", "rune door", runes, W),
    ):
        cap = param_int(board, name, -1, lo=-1)
        if cap >= 0:
            checks.append((label, doors, cap, severity))
    for label, doors, cap, severity in checks:
        if len(doors) > cap:
            extra = doors[cap:]
            yield ctx.issue(
                "COMPONENT_DOOR_LIMIT",
                say(
                    "{doors_count} {label} tokens placed; the box holds {cap}",
                    doors_count=len(doors),
                    label=label,
                    cap=cap,
                ),
                extra[0].path,
                [d.id for d in extra],
                severity=severity,
            )


@rule(
    (
        "COMPONENT_TILE_TWICE",
        E,
        "Physical tile used more than once",
        """
        What: the quest places the same physical tile more than once — the same face twice,
        or both faces of a double-sided tile. Tiles with one face (Descent map pieces, of
        which the box holds several alike) are not limited unless the tileset or the quest
        (`tileCopies` parameter: tile id → copies) says so.
        Why: a double-sided tile shows one face at a time, and the box holds one of each.
        Game rule: Massive Darkness digest §8.1 G2 (a tile number appears at most once per
        quest); Dark Darker Darkest A.1 (27 distinct room tiles, a house uses a subset).
        """,
    ),
    needs=("tiles",),
)
def check_tiles_twice(ctx: CheckContext) -> Iterator[Issue]:
    """Each physical tile at most as often as there are copies."""
    board = ctx.board
    copies = param_int_map(board, "tileCopies")
    used: dict[str, list[PlacedTile]] = {}
    for placed in sorted(board.tiles.values(), key=lambda t: t.index):
        used.setdefault(placed.tile, []).append(placed)
    for tile_id, placements in sorted(used.items()):
        tile = ctx.catalog.tile(ctx.quest.system, tile_id)
        if tile is None:
            continue
        allowed: int | None = copies.get(tile_id)
        if allowed is None and "x-copies" in tile.extras:
            allowed = as_int(tile.extras.get("x-copies"), -1, lo=-1)
            allowed = None if allowed < 0 else allowed
        if allowed is None:
            allowed = 1 if len(tile.sides) > 1 else None
        if allowed is None or len(placements) <= allowed:
            continue
        faces = sorted({p.side for p in placements})
        both = say(" (both faces)") if len(faces) > 1 else ""
        extra = placements[allowed:]
        yield ctx.issue(
            "COMPONENT_TILE_TWICE",
            say(
                "tile {tile_id} is placed {placements_count} times{both}: {placements}; the box holds {allowed}",
                tile_id=tile_id,
                placements_count=len(placements),
                both=both,
                placements=", ".join(p.id for p in placements),
                allowed=allowed,
            ),
            ("tiles", extra[0].index),
            [p.id for p in placements],
            hint=say("Use another tile, or declare extra copies in parameters.tileCopies."),
        )
