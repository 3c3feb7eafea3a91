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
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: systems whose component limits the digests call soft (tokens "make change", figures recycle)
_SOFT_LIMITS = {"descent1"}


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
    needs=("tokens",),
)
def check_token_limits(ctx: CheckContext) -> Iterator[Issue]:
    """Token counts within the box, overall, per property value and per shared pool."""
    system = ctx.system
    if system is None:
        return
    severity = W if system.id in _SOFT_LIMITS else None
    tokens = list(ctx.board.tokens.values())
    counts = Counter(t.type for t in tokens)
    shared: dict[str, tuple[int, list[str]]] = {}
    for name, ttype in sorted(system.token_types.items()):
        n = counts.get(name, 0)
        if n == 0:
            continue
        ids = [t.id for t in tokens if t.type == name]
        if ttype.limit is not None and n > ttype.limit:
            yield ctx.issue(
                "COMPONENT_TOKEN_LIMIT",
                f"{n} {ttype.label or name} tokens placed; the box holds {ttype.limit}",
                ctx.token_path(ids[ttype.limit]),
                ids[ttype.limit :],
                severity=severity,
            )
        by_property = ttype.extras.get("x-limitsByProperty") or {}
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
                if values.get(value, 0) > int(limit):
                    extra = members[value][int(limit) :]
                    yield ctx.issue(
                        "COMPONENT_TOKEN_LIMIT",
                        f"{values[value]} {ttype.label or name} tokens with {prop} = {value}; "
                        f"the box holds {limit}",
                        ctx.token_path(extra[0]),
                        extra,
                        severity=severity,
                    )
        group = ttype.extras.get("x-sharedLimit")
        if isinstance(group, dict) and "group" in group:
            total, members_ = shared.get(group["group"], (0, []))
            shared[group["group"]] = (total + n, members_ + ids)
            shared[group["group"] + "#limit"] = (int(group.get("limit", 0)), [])
    for gname, (total, ids) in sorted(shared.items()):
        if gname.endswith("#limit"):
            continue
        limit = shared[gname + "#limit"][0]
        if total > limit:
            yield ctx.issue(
                "COMPONENT_TOKEN_LIMIT",
                f"{total} {gname} tokens placed; the box holds {limit} in all",
                ctx.token_path(ids[limit]),
                ids[limit:],
                severity=severity,
            )


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
    """Quest-placed doors within the door token supply."""
    board = ctx.board
    placed = sorted((d for d in board.doors.values() if d.source == "quest"), key=lambda d: d.path)
    runes = [d for d in placed if d.lock is not None and d.lock.kind == "rune"]
    normal = [d for d in placed if d not in runes]
    checks: list[tuple[str, list[Door], int, Severity | None]] = []
    total = board.parameter("doorTokens")
    if isinstance(total, int):
        checks.append(("door", placed, total, None))
    limit = board.parameter("doorLimit")
    if isinstance(limit, int):
        checks.append(("normal door", normal, limit, W))
    rune_limit = board.parameter("runeDoorLimit")
    if isinstance(rune_limit, int):
        checks.append(("rune door", runes, rune_limit, W))
    for label, doors, cap, severity in checks:
        if len(doors) > cap:
            extra = doors[cap:]
            yield ctx.issue(
                "COMPONENT_DOOR_LIMIT",
                f"{len(doors)} {label} tokens placed; the box holds {cap}",
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
    copies = board.parameter("tileCopies", {}) or {}
    used: dict[str, list[PlacedTile]] = {}
    for placed in sorted(board.tiles.values(), key=lambda t: t.index):
        used.setdefault(placed.tile, []).append(placed)
    for tile_id, placements in sorted(used.items()):
        tile = ctx.catalog.tile(ctx.quest.system, tile_id)
        if tile is None:
            continue
        allowed = copies.get(tile_id) if isinstance(copies, dict) else None
        if allowed is None:
            allowed = tile.extras.get("x-copies")
        if allowed is None:
            allowed = 1 if len(tile.sides) > 1 else None
        if allowed is None or len(placements) <= int(allowed):
            continue
        faces = sorted({p.side for p in placements})
        both = " (both faces)" if len(faces) > 1 else ""
        extra = placements[int(allowed) :]
        yield ctx.issue(
            "COMPONENT_TILE_TWICE",
            f"tile {tile_id} is placed {len(placements)} times{both}: "
            + ", ".join(p.id for p in placements)
            + f"; the box holds {allowed}",
            ("tiles", extra[0].index),
            [p.id for p in placements],
            hint="Use another tile, or declare extra copies in parameters.tileCopies.",
        )
