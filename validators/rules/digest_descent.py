"""Descent digest rules not covered elsewhere (digest §6; docs/dev/digest-rules.md).

Areas in one piece (G3), diagonal pinches that depend on a convention (G4), monsters shut in
behind doors into later areas (D10), the starting conquest (S5), the figure supply (M4),
named monsters' stats (M5) and known monster types (M6), hidden spaces per area (P2),
large-monster spawn hints (P3), chest tables (T2), the conquest budget (T3) and encounters
(T4). Area helpers come from :mod:`.descent`.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterator
from typing import Any

from questwright.core.geometry import Cell, EdgeKey, cell_ref, edge_between, edge_cells
from questwright.core.search import flood
from questwright.core.sight.line import CentreLineSight, reads_near
from questwright.core.text import say, say_n
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import DOOR_STATES, GEOMETRY, rule
from questwright.validators.rules.descent import _area_depths, _area_of

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
D1 = ("descent1",)
#: named-monster stats a quest must give (digest §4.5: named monsters' stats are in the
#: quest; speed and abilities may come from the monster type, the reward defaults to none)
NAMED_STATS = ("name", "wounds", "armor")
#: the numbers chest markers of a tier show, unless the system says otherwise
CHEST_NUMBERS = (1, 2, 3)


#: Most (space, door space) pairs DESCENT_HIDDEN_SHARE compares in one quest: bounded work
#: on any legal board (real areas: a few dozen spaces and door spaces each).
HIDDEN_SHARE_PAIRS = 12_000


def _walled(ctx: CheckContext, a: Cell, b: Cell) -> bool:
    """A wall (not a door) between two orthogonal neighbours."""
    kind = ctx.board.edge_kind(edge_between(a, b))
    return kind != "door" and ctx.board.edge_blocks_move(edge_between(a, b))


def _area_steps(ctx: CheckContext, cells: set[Cell], cell: Cell) -> list[Cell]:
    """The orthogonal neighbours of ``cell`` among ``cells`` with no wall between."""
    x, y = cell
    return [
        other
        for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
        if other in cells and not _walled(ctx, cell, other)
    ]


@rule(
    (
        "DESCENT_AREA_SPLIT",
        W,
        "Area in several pieces",
        """
        What: the spaces of one reveal area do not form one connected region (stepping
        between its own spaces, through doors but not walls).
        Why: an area is revealed as a unit when a hero first sees any of its spaces; a
        piece seen from elsewhere reveals the other piece too, which the author may not
        expect. Explain it in the quest, or split the area.
        Game rule: Descent digest §1.7 and §6.1 G3.
        """,
    ),
    (
        "DESCENT_PINCH",
        W,
        "Spaces that touch only at a corner between rock",
        """
        What: two board spaces touch only diagonally, and both spaces beside that corner are
        off the board (rock) or walled.
        Why: whether a figure or a line of sight passes such a pinch is a convention
        (digest §2.7 C2); players used to the other convention will disagree. Widen the
        gap or close it.
        Game rule: Descent digest §6.1 G4.
        """,
    ),
    systems=D1,
    needs=(*GEOMETRY, "areas"),
)
def check_area_shape(ctx: CheckContext) -> Iterator[Issue]:
    """Areas in one piece; no corner pinches.

    After an edit of unit edges alone (:meth:`CheckContext.carried`) an area keeps the
    last revision's answer unless a changed unit edge lies between two of its spaces (the
    flood reads no other edge) — or, if the area was in one piece, unless such an edge
    now stops a step (one opened only adds steps) and its two spaces have no way round
    it within the area (:func:`_joined`) —, and the pinches (which read no edge) are kept
    whole."""
    board = ctx.board
    carried = ctx.carried(_AREA_SHAPE)
    before: dict[frozenset[Cell], Cell | None] = {}
    units: frozenset[EdgeKey] = frozenset()
    if carried is not None:
        before, units = carried[0]["areas"], carried[1]
    touched = [edge_cells(key) for key in units]
    pieces: dict[frozenset[Cell], Cell | None] = {}
    for index, area in enumerate(ctx.quest.areas):
        cells: set[Cell] = {(c[0], c[1]) for c in area.cells if (c[0], c[1]) in board.cells}
        if len(cells) < 2:
            continue
        first = min(cells, key=lambda c: (c[1], c[0]))
        frozen = frozenset(cells)
        inner = [(a, b) for a, b in touched if a in cells and b in cells]
        if frozen in before and (
            not inner
            # connected, and every changed edge inside is open now or has a way round it:
            # still connected (any walk of the last board goes round the steps now cut)
            or (
                before[frozen] is None
                and all(_joined(ctx, cells, a, b) for a, b in inner if _walled(ctx, a, b))
            )
        ):
            apart = before[frozen]
        else:
            seen = flood([first], functools.partial(_area_steps, ctx, cells))
            apart = (
                min(cells - seen, key=lambda c: (c[1], c[0])) if len(seen) < len(cells) else None
            )
        pieces[frozen] = apart
        if apart is not None:
            yield ctx.issue(
                "DESCENT_AREA_SPLIT",
                say(
                    "area {id!r} is in pieces: {cell_ref} cannot be reached from {cell_ref2} within the area",
                    id=area.id,
                    cell_ref=cell_ref(apart),
                    cell_ref2=cell_ref(first),
                ),
                ("areas", index, "cells"),
                [area.id, cell_ref(apart)],
            )
    pinches = carried[0]["pinches"] if carried is not None else list(_pinches(ctx))
    ctx.keep(_AREA_SHAPE, {"areas": pieces, "pinches": pinches})
    yield from pinches


def _joined(ctx: CheckContext, cells: set[Cell], a: Cell, b: Cell) -> bool:
    """Whether ``b`` can be reached from ``a`` stepping between spaces of ``cells`` (a walk
    that stops as soon as it gets there)."""
    seen = {a}
    frontier = [a]
    while frontier:
        following: list[Cell] = []
        for cell in frontier:
            for other in _area_steps(ctx, cells, cell):
                if other == b:
                    return True
                if other not in seen:
                    seen.add(other)
                    following.append(other)
        frontier = following
    return False


#: the key of :func:`check_area_shape`'s kept results
_AREA_SHAPE = "descent.area-shape"


def _pinches(ctx: CheckContext) -> Iterator[Issue]:
    """DESCENT_PINCH: spaces that touch only at a corner between rock (reads no edge)."""
    board_cells = ctx.board.cells
    reported = set()
    for x, y in sorted(board_cells, key=lambda c: (c[1], c[0])):
        for dx in (1, -1):
            other = (x + dx, y + 1)
            if other not in board_cells:
                continue
            sides = ((x + dx, y), (x, y + 1))
            if all(s not in board_cells for s in sides):
                key = frozenset(((x, y), other))
                if key in reported:
                    continue
                reported.add(key)
                yield ctx.issue(
                    "DESCENT_PINCH",
                    say(
                        "spaces {cell_ref} and {cell_ref2} touch only at a corner between rock",
                        cell_ref=cell_ref((x, y)),
                        cell_ref2=cell_ref(other),
                    ),
                    ("tiles",),
                    [cell_ref((x, y)), cell_ref(other)],
                )


def _monster_area(ctx: CheckContext, token: Any) -> str | None:
    if token.area:
        return str(token.area)
    return _area_of(ctx).get(token.cell) if token.cell else None


@rule(
    (
        "DESCENT_MONSTER_SEALED",
        INFO,
        "Monsters shut in behind doors into later areas",
        """
        What: the monsters of an area whose every way out is a closed door into an area
        revealed later than it (in reveal order from the start area; staircases count).
        Why: monsters never open a door into an unrevealed area, so they wait there until
        the heroes reveal the next area or come to them. Shown so the author knows.
        Game rule: Descent digest §4.5 and §6.2 D10.
        """,
    ),
    systems=D1,
    needs=(*GEOMETRY, "areas", DOOR_STATES, "setup"),
)
def check_sealed_monsters(ctx: CheckContext) -> Iterator[Issue]:
    """Areas whose monsters can only leave through doors into later areas.

    The ways out read only the unit edges between two areas and the reveal order: after
    an edit of unit edges alone (:meth:`CheckContext.carried`) none of which lies between
    two areas, with the same reveal order, the last revision's are kept (the walk over
    every boundary of the board is not made again)."""
    area_of = _area_of(ctx)
    depth = _area_depths(ctx, area_of)
    if not depth:
        return
    carried = ctx.carried(_SEALED)
    ways: tuple[dict[str, int], dict[str, set[str]], set[str]] | None = None
    if carried is not None:
        ways, units = carried
        if ways[0] != depth or any(_between_areas(area_of, key) for key in units):
            ways = None
    if ways is None:
        ways = (depth, *_ways_out(ctx, area_of, depth))
    ctx.keep(_SEALED, ways)
    _depth, later, open_way = ways
    monsters: dict[str, list[str]] = {}
    for token in ctx.world.tokens(("monster",)):
        area = _monster_area(ctx, token)
        if area and depth.get(area, 0) > 0:
            monsters.setdefault(area, []).append(token.id)
    for area, ids in sorted(monsters.items()):
        if area in open_way or area not in later:
            continue
        yield ctx.issue(
            "DESCENT_MONSTER_SEALED",
            say(
                "the monsters of {area} ({names}) can leave only through doors into {names2}, which they never open before it is revealed",
                area=area,
                names=", ".join(sorted(ids)),
                names2=", ".join(sorted(later[area])),
            ),
            ("areas",),
            [area, *sorted(ids)],
        )


#: the key of :func:`check_sealed_monsters`' kept ways out (reveal order, doors into
#: later areas, areas with another way out)
_SEALED = "descent.sealed"


def _between_areas(area_of: dict[Cell, str], key: EdgeKey) -> bool:
    """Whether a unit edge lies between two different areas."""
    a, b = edge_cells(key)
    aa, ab = area_of.get(a), area_of.get(b)
    return aa is not None and ab is not None and aa != ab


def _ways_out(
    ctx: CheckContext, area_of: dict[Cell, str], depth: dict[str, int]
) -> tuple[dict[str, set[str]], set[str]]:
    """Per area, the later areas a closed door leads into, and the areas with another
    way out (an open unit edge or a door not into a later area)."""
    board = ctx.board
    later: dict[str, set[str]] = {}
    open_way: set[str] = set()
    for key, a, b in board.iter_boundaries():
        aa, ab = area_of.get(a), area_of.get(b)
        if aa is None or ab is None or aa == ab:
            continue
        door = board.door_at(key)
        for here, there in ((aa, ab), (ab, aa)):
            if door is not None and not door.is_open and depth.get(there, 0) > depth.get(here, 0):
                later.setdefault(here, set()).add(there)
            elif door is not None or not board.edge_blocks_move(key):
                open_way.add(here)
    return later, open_way


@rule(
    (
        "DESCENT_CONQUEST",
        E,
        "No starting conquest",
        """
        What: the quest's starting conquest (`setup.startConquest`, else the system's
        `startConquest`) is missing or below 1.
        Why: the heroes lose when conquest runs out; with none at the start they have lost
        before the first turn.
        Game rule: Descent digest §5.5 and §6.4 S5.
        """,
    ),
    (
        "DESCENT_CHEST_TABLE",
        E,
        "Chest tier without contents for every number",
        """
        What: the quest's chest table (`setup.chestTable`) has no entry for one of the
        numbers a chest marker of a tier used on the map can show (1–3, or the system's
        `chestNumbers`). A quest without a table of its own uses the quest guide's.
        Why: the chest drawn is random, so every number of every tier used needs its
        contents; the engine and the quest sheet have nothing to say for a missing one.
        Game rule: Descent digest §1.5 and §6.7 T2.
        """,
    ),
    (
        "DESCENT_ENCOUNTER",
        E,
        "Encounter marker without text or effect",
        """
        What: an encounter marker has neither a `text` nor an `effect` property.
        Why: a hero stepping on it triggers nothing the players can read or the engine can
        play.
        Game rule: Descent digest §1.4 (encounters) and §6.7 T4.
        """,
    ),
    (
        "DESCENT_CONQUEST_BUDGET",
        INFO,
        "Conquest the heroes can gain",
        """
        What: the conquest the heroes start with plus what they can gain: the system's
        `glyphConquest` per glyph not active at the start, and the conquest reward of every
        named monster. Chest contents are prose and not counted.
        Why: a design aid: set against what the overlord can take, it shows how much room
        for defeat the quest leaves.
        Game rule: Descent digest §5.5 and §6.7 T3.
        """,
    ),
    systems=D1,
    needs=(*GEOMETRY, "setup"),
)
def check_economy(ctx: CheckContext) -> Iterator[Issue]:
    """Starting conquest, chest tables, encounters and the conquest budget."""
    board, world = ctx.board, ctx.world
    setup = ctx.quest.setup
    start = setup.get("startConquest", board.parameter("startConquest", None))
    if not isinstance(start, int) or isinstance(start, bool) or start < 1:
        yield ctx.issue(
            "DESCENT_CONQUEST",
            say("the heroes start with {start!r} conquest; they need at least 1", start=start),
            ("setup", "startConquest"),
            ["setup"],
        )
    table = setup.get("chestTable")
    table = table if isinstance(table, dict) else None
    numbers = board.parameter("chestNumbers", list(CHEST_NUMBERS)) or list(CHEST_NUMBERS)
    tiers: dict[str, list[str]] = {}
    for chest in world.tokens(("chest",)):
        tier = chest.properties.get("tier")
        if isinstance(tier, str):
            tiers.setdefault(tier, []).append(chest.id)
    for tier, chests in sorted(tiers.items() if table is not None else ()):
        entries = table.get(tier) if table is not None else None
        entries = entries if isinstance(entries, dict) else {}
        missing = [str(n) for n in numbers if not entries.get(str(n))]
        if missing:
            yield ctx.issue(
                "DESCENT_CHEST_TABLE",
                say(
                    "{tier} chests ({names}) have no contents for {names2} in setup.chestTable",
                    tier=tier,
                    names=", ".join(chests),
                    names2=", ".join(missing),
                ),
                ("setup", "chestTable", tier),
                [chests[0], tier],
            )
    for token in world.tokens(("encounter",)):
        props = token.properties
        if not (str(props.get("text") or "").strip() or str(props.get("effect") or "").strip()):
            yield ctx.issue(
                "DESCENT_ENCOUNTER",
                say("encounter {id!r} has neither text nor an effect", id=token.id),
                ctx.token_path(token.id, "properties"),
                [token.id],
            )
    if isinstance(start, int) and not isinstance(start, bool) and start >= 1:
        per_glyph = board.parameter("glyphConquest", 3)
        per_glyph = per_glyph if isinstance(per_glyph, int) else 3
        glyphs = [g for g in world.tokens(("glyph",)) if g.properties.get("active") is not True]
        named = [
            m
            for m in world.tokens(("monster",))
            if m.properties.get("rank") == "named"
            and isinstance(m.properties.get("conquestReward"), int)
        ]
        rewards = sum(int(m.properties["conquestReward"]) for m in named)
        total = start + per_glyph * len(glyphs) + rewards
        yield ctx.issue(
            "DESCENT_CONQUEST_BUDGET",
            say_n(
                "conquest: {start} at the start + {per_glyph} × {n_glyphs} glyph + {rewards} from named monsters = {total} (chests not counted)",
                "conquest: {start} at the start + {per_glyph} × {n_glyphs} glyphs + {rewards} from named monsters = {total} (chests not counted)",
                by="n_glyphs",
                start=start,
                per_glyph=per_glyph,
                n_glyphs=len(glyphs),
                rewards=rewards,
                total=total,
            ),
            ("setup",),
            ["setup"],
        )


@rule(
    (
        "DESCENT_NAMED_MONSTER",
        E,
        "Named monster without its stats",
        """
        What: a monster of rank `named` lacks one of the stats the quest must give it:
        `name`, `wounds` or `armor` (its speed and abilities may come from its type, its
        `conquestReward` defaults to none).
        Why: a named monster's stats come from the quest, not from a reference card; without
        them the overlord (and the engine) cannot play it, and the heroes gain no conquest
        for it.
        Game rule: Descent digest §4.5 (named monsters) and §6.5 M5.
        """,
    ),
    (
        "DESCENT_MONSTER_TYPE",
        E,
        "Monster of an unknown type",
        """
        What: a monster's `monsterType` is missing or is not one of the system's
        `monsterTypes`.
        Why: its footprint, stats and figure supply come from its type; an unknown type has
        none of them.
        Game rule: Descent digest §4.5 (monster reference cards) and §6.5 M6.
        """,
    ),
    (
        "DESCENT_FIGURE_SUPPLY",
        W,
        "More monsters of a kind than the box has figures",
        """
        What: counting every area (the worst case: all revealed), a monster type and rank
        (normal or master; named monsters use a master figure) has more monsters than the
        figures the system lists for it (`monsterTypes[type].figures`).
        Why: the overlord may take a figure off the board to reuse it, so this is legal,
        but monsters then vanish from where the quest put them.
        Game rule: Descent digest §4.4 (figure supply) and §6.5 M4.
        """,
    ),
    systems=D1,
    needs=GEOMETRY,
)
def check_monster_data(ctx: CheckContext) -> Iterator[Issue]:
    """Named monsters' stats, known types, figure supply."""
    types = ctx.board.parameter("monsterTypes", {}) or {}
    types = types if isinstance(types, dict) else {}
    used: Counter[tuple[str, str]] = Counter()
    first: dict[tuple[str, str], str] = {}
    for token in sorted(ctx.world.tokens(("monster",)), key=lambda t: t.id):
        props = token.properties
        mtype = props.get("monsterType")
        rank = str(props.get("rank", "normal"))
        if not isinstance(mtype, str) or mtype not in types:
            yield ctx.issue(
                "DESCENT_MONSTER_TYPE",
                say(
                    "monster {id!r} is of type {type!r}, which the system does not list "
                    "(known: {known})",
                    id=token.id,
                    type=mtype,
                    known=", ".join(sorted(types)) or "-",
                ),
                ctx.token_path(token.id, "properties", "monsterType"),
                [token.id],
            )
        else:
            kind = (mtype, "master" if rank in ("master", "named") else "normal")
            used[kind] += 1
            first.setdefault(kind, token.id)
        if rank == "named":
            missing = [k for k in NAMED_STATS if props.get(k) in (None, "")]
            if missing:
                yield ctx.issue(
                    "DESCENT_NAMED_MONSTER",
                    say(
                        "named monster {id!r} lacks {names}", id=token.id, names=", ".join(missing)
                    ),
                    ctx.token_path(token.id, "properties"),
                    [token.id],
                )
    for (mtype, rank), n in sorted(used.items()):
        figures = types.get(mtype, {}).get("figures")
        supply = figures.get(rank) if isinstance(figures, dict) else None
        if isinstance(supply, int) and n > supply:
            yield ctx.issue(
                "DESCENT_FIGURE_SUPPLY",
                say(
                    "{n} {rank} {mtype} monsters are placed; the box has {supply} such figures",
                    n=n,
                    rank=rank,
                    mtype=mtype,
                    supply=supply,
                ),
                ctx.token_path(first[(mtype, rank)]),
                [first[(mtype, rank)], mtype],
            )


@rule(
    (
        "DESCENT_SPAWN_LARGE",
        W,
        "Large-monster spawn hint without room for a large monster",
        """
        What: a spawn hint marked `large` has no 2×2 block of free board spaces (passable,
        not an obstacle, not split by walls) that includes it.
        Why: a large monster spawns with its whole footprint on legal spaces; where none
        fits, the hint is useless for it.
        Game rule: Descent digest §4.4 (large monsters) and §6.6 P3.
        """,
    ),
    (
        "DESCENT_HIDDEN_SHARE",
        INFO,
        "Spaces of an area hidden from its entrances",
        """
        What: per reveal area, the share of its spaces that no space next to one of its
        doors can see (centre-line sight, doors closed).
        Why: monsters spawn out of the heroes' sight; an area fully seen from its entrances
        can receive no spawns while heroes stand there. A design figure.
        Game rule: Descent digest §4.4 and §6.6 P2.
        """,
    ),
    systems=D1,
    needs=(*GEOMETRY, "areas", DOOR_STATES),
)
def check_spawn_room(ctx: CheckContext) -> Iterator[Issue]:
    """Room for large spawns; hidden spaces per area."""
    board = ctx.board
    obstacles = set(board.parameter("spawnForbiddenTerrain", ["pit", "water", "rubble", "slime"]))

    def free(c: Cell) -> bool:
        info = board.cells.get(c)
        return info is not None and board.cell_passable(c) and info.terrain not in obstacles

    for hint in ctx.world.tokens(("spawn-hint",)):
        if hint.properties.get("large") is not True or hint.cell is None:
            continue
        x, y = hint.cell
        fits = False
        for ox in (x - 1, x):
            for oy in (y - 1, y):
                block = [(ox, oy), (ox + 1, oy), (ox, oy + 1), (ox + 1, oy + 1)]
                if all(free(c) for c in block) and not any(
                    _walled(ctx, a, b)
                    for a in block
                    for b in block
                    if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1
                ):
                    fits = True
        if not fits:
            yield ctx.issue(
                "DESCENT_SPAWN_LARGE",
                say(
                    "large spawn hint {id!r} at {cell_ref} has no 2×2 block of free spaces around it",
                    id=hint.id,
                    cell_ref=cell_ref(hint.cell),
                ),
                ctx.token_path(hint.id),
                [hint.id],
            )
    area_of = _area_of(ctx)
    if not area_of:
        return
    # pairwise sight: an area asks about its own spaces only, never for whole rows
    pairwise: Any = None
    door_spaces = {
        c for door in board.doors.values() for key in door.edges for c in edge_cells(key)
    }
    # after an edit of unit edges alone, a space keeps which door space first saw it
    # unless a changed unit edge touches the box of a pair it read, grown by one space
    # (centre-line sight between two spaces reads only the walls between spaces of their
    # box; a stair on or next to one lends sight to a space next to its partner); doors
    # changed are among those unit edges
    carried = ctx.carried_cells(_HIDDEN_SHARE)
    before: dict[tuple[frozenset[Cell], tuple[Cell, ...]], dict[Cell, int | None]] = {}
    touched: list[Cell] = []
    if carried is not None:
        before, touched = carried
    firsts: dict[tuple[frozenset[Cell], tuple[Cell, ...]], dict[Cell, int | None]] = {}
    line_sight = True
    budget = HIDDEN_SHARE_PAIRS
    for area in ctx.quest.areas:
        cells = [tuple(c) for c in area.cells if tuple(c) in board.cells]
        if not cells:
            continue
        inside: set[Cell] = {(c[0], c[1]) for c in cells}
        entrances = sorted(door_spaces & inside)
        if not entrances:
            continue
        pairs = len(inside) * len(entrances)
        if pairs > budget:
            yield ctx.issue(
                "DESCENT_HIDDEN_SHARE",
                say(
                    "area {id}: {n_inside} spaces and {n_entrances} door spaces are more than this check measures (it compares at most {HIDDEN_SHARE_PAIRS:,} pairs of spaces per quest)",
                    id=area.id,
                    n_inside=len(inside),
                    n_entrances=len(entrances),
                    HIDDEN_SHARE_PAIRS=HIDDEN_SHARE_PAIRS,
                ),
                ("areas",),
                [area.id],
            )
            continue
        budget -= pairs
        key = (frozenset(inside), tuple(entrances))
        kept = before.get(key, {})
        xs, ys = [c[0] for c in inside], [c[1] for c in inside]
        near = [t for t in touched if reads_near((min(xs), min(ys)), (max(xs), max(ys)), [t])]
        first: dict[Cell, int | None] = {}
        if kept and not near:  # no pair of the area reads a changed edge
            first = kept
        for c in inside if first is not kept else ():
            if c in kept:
                k = kept[c]
                read = entrances if k is None else entrances[: k + 1]
                if not any(reads_near(e, c, near) for e in read):
                    first[c] = k
                    continue
            if pairwise is None:
                index = ctx.sight
                pairwise = getattr(index, "sight", index)
                line_sight = isinstance(pairwise, CentreLineSight)
            first[c] = next((i for i, e in enumerate(entrances) if pairwise.can_see(e, c)), None)
        firsts[key] = first
        hidden = sum(1 for k in first.values() if k is None)
        yield ctx.issue(
            "DESCENT_HIDDEN_SHARE",
            say(
                "area {id}: {hidden} of {n_inside} spaces ({round} %) are hidden from its door spaces",
                id=area.id,
                hidden=hidden,
                n_inside=len(inside),
                round=round(100 * hidden / len(inside)),
            ),
            ("areas",),
            [area.id],
        )
    if line_sight:  # another sight model may read more than the box: kept nothing
        ctx.keep(_HIDDEN_SHARE, firsts)


#: the key of :func:`check_spawn_room`'s kept sight of each space from its area's doors
_HIDDEN_SHARE = "descent.hidden-share"
