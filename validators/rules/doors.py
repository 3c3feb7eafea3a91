"""Doors that do not do what a door is for: seal nothing, join a zone to itself, lead nowhere.

A door is worth placing when, closed, it separates two places that are otherwise apart.
These rules look at each door on the compiled board and the zone graph around it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from questwright.core.board import Board, Door
from questwright.core.geometry import Cell, EdgeKey, cell_ref, edge_cells, edge_ref
from questwright.core.search import breadth_first
from questwright.core.text import say, say_n
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import DOOR_STATES, GEOMETRY, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: in cell-zoned games, a way round a door longer than this does not count as "round it"
BYPASS_STEPS = 6


def _sides(door_edges: tuple[EdgeKey, ...]) -> tuple[set[Cell], set[Cell]]:
    """The cells on each side of a door (upper/left side first)."""
    a_side: set[Cell] = set()
    b_side: set[Cell] = set()
    for key in door_edges:
        a, b = edge_cells(key)
        a_side.add(a)
        b_side.add(b)
    return a_side, b_side


_Shape = tuple[str, set[str | None], set[str | None], list[EdgeKey]]


def _door_shape(board: Board, door: Door) -> _Shape:
    """``off-board``, ``partly-off``, ``impassable`` or ``between``, the zones on each side
    and the door's edges inside one zone. Geometry alone: kept per board and door (asked
    only for the doors whose issues are not carried)."""
    found: dict[str, _Shape] = board.derived.setdefault("doors.shapes", {})
    shape = found.get(door.id)
    if shape is not None:
        return shape
    a_side, b_side = _sides(door.edges)
    kind = "between"
    if all(c not in board.cells for c in a_side) or all(c not in board.cells for c in b_side):
        kind = "off-board"
    elif any(c not in board.cells for c in a_side | b_side):
        kind = "partly-off"
    elif all(not board.cell_passable(c) for c in a_side) or all(
        not board.cell_passable(c) for c in b_side
    ):
        kind = "impassable"
    za = {board.zone_of(c) for c in a_side}
    zb = {board.zone_of(c) for c in b_side}
    same = [k for k in door.edges if len({board.zone_of(c) for c in edge_cells(k)}) == 1]
    shape = found[door.id] = (kind, za, zb, same)
    return shape


@rule(
    (
        "DOOR_SEALS_NOTHING",
        W,
        "Door that seals nothing",
        """
        What: with this door closed, its two sides are still joined directly — an opening
        or floor line beside it on the same zone boundary, or (in square-grid games) a short
        way round its end (at most 6 steps).
        Why: the door blocks neither movement nor sight, so it has no effect on exploration
        (no Door card, no area reveal); usually a wall is missing.
        Game rule: Massive Darkness digest §8.1 G7 (a door sits where the zones would
        otherwise be separated); Descent §6.2 D2–D3 (a door seals its opening and is not
        pointless); Machina B.6 MA-DOOR-1.
        """,
    ),
    (
        "DOOR_SAME_ZONE",
        E,
        "Door inside one zone",
        """
        What: a door lies on a line between two cells of the same zone.
        Why: a zone is one place; a door inside it separates nothing the rules know about
        (movement and sight are zone to zone).
        Game rule: Massive Darkness digest §1.3 (doors lie on edges between zones); Dark
        Darker Darkest A.1 (openings lie between rooms).
        """,
    ),
    (
        "DOOR_LEADS_NOWHERE",
        E,
        "Door to outside the board or onto impassable ground",
        """
        What: one side of a door is off the board, or every cell on one side is impassable
        (abyss, water, rubble).
        Why: nobody can ever go through it.
        Game rule: Descent digest §6.2 D1 (all four flanking spaces on the board); Massive
        Darkness 2 §8.1 G9 (nothing opens onto an abyss); Machina B.6 MA-DOOR-1.
        """,
    ),
    needs=(*GEOMETRY, DOOR_STATES),
)
def check_door_geometry(ctx: CheckContext) -> Iterator[Issue]:
    """Doors separate two different, enterable places that are otherwise apart.

    After an edit of unit edges alone (:meth:`CheckContext.carried`) a door keeps its
    issues if it is the same door (state, lock, edges and place in the quest) and no row
    of the movement graph that its way-round search read changed: the shapes read the
    cells and zones, which are the same."""
    board = ctx.board
    nav = ctx.nav
    carried = ctx.carried(_GEOMETRY_KEPT)
    old_nav, before = carried[0] if carried is not None else (None, {})
    kept: dict[str, tuple[Door, list[Issue], frozenset[int]]] = {}
    for door in sorted(board.doors.values(), key=lambda d: d.id):
        last = before.get(door.id)
        if (
            last is not None
            and (last[0] is door or last[0] == door)  # (a dataclass == compares every field)
            and all(old_nav.adj[i] is nav.adj[i] or old_nav.adj[i] == nav.adj[i] for i in last[2])
        ):
            found = last[1]
        else:
            read: set[int] = set()
            found = list(_door_geometry(ctx, door, read))
            last = (door, found, frozenset(read))
        kept[door.id] = last
        yield from found
    ctx.keep(_GEOMETRY_KEPT, (nav, kept))


#: what :func:`check_door_geometry` keeps per door for the next revision
_GEOMETRY_KEPT = "doors.geometry"


def _door_geometry(ctx: CheckContext, door: Door, read: set[int]) -> Iterator[Issue]:
    """The issues of one door; ``read`` gets the rows of the movement graph searched."""
    board = ctx.board
    nav = ctx.nav
    cell_zoning = board.zoning == "cell"
    if door.cell is not None:
        yield from _door_space_geometry(ctx, door, read)
        return
    if not door.edges:
        return
    path = ctx.door_path(door.id)
    shape, za, zb, same = _door_shape(board, door)
    if shape == "partly-off":
        return  # partly off the board: DESCENT_DOOR_SHAPE and friends
    if shape in ("off-board", "impassable"):
        if shape == "off-board" and door.source == "tile" and door.is_open:
            return  # a printed doorway on the outside wall (ddd: DDD_WINDOW)
        yield ctx.issue(
            "DOOR_LEADS_NOWHERE",
            say("door {door!r} leads off the board", door=door.id)
            if shape == "off-board"
            else say("door {door!r} opens onto impassable ground", door=door.id),
            path,
            [door.id, *(edge_ref(k) for k in door.edges)],
        )
        return
    if same and not cell_zoning:
        yield ctx.issue(
            "DOOR_SAME_ZONE",
            say(
                "door {door!r} lies inside zone {zone}",
                door=door.id,
                zone=board.zone_of(edge_cells(same[0])[0]),
            ),
            path,
            [door.id, *(edge_ref(k) for k in same)],
            hint=say("Put the door on the line between two zones."),
        )
        return
    if door.is_open:
        return
    # free movement (no door, no barrier) from one side to the other
    starts = {nav.index[z] for z in za if z in nav.index}
    goals = {nav.index[z] for z in zb if z in nav.index}
    limit = BYPASS_STEPS if cell_zoning else 1
    seen = breadth_first(starts, _free_steps(ctx, read), limit=limit, until=goals.__contains__)
    joined = next(reversed(seen), None)  # the goal reached, if one was
    if joined is not None and joined in goals and joined not in starts:
        how = (
            say("an open boundary beside it")
            if seen[joined] <= 1
            else say_n(
                "a way round it of {seen} step",
                "a way round it of {seen} steps",
                by="seen",
                seen=seen[joined],
            )
        )
        yield ctx.issue(
            "DOOR_SEALS_NOTHING",
            say(
                "door {door!r} seals nothing: its two sides are joined by {how}",
                door=door.id,
                how=how,
            ),
            path,
            [door.id, *sorted(z for z in za | zb if z)],
            hint=say("Close the gap with a wall, or remove the door."),
        )


def _free_steps(ctx: CheckContext, read: set[int]) -> Callable[[int], Iterator[int]]:
    """Free movement between zones: no door, no barrier, no link (``read`` gets every
    zone whose steps are asked for)."""
    adj = ctx.nav.adj

    def steps(i: int) -> Iterator[int]:
        read.add(i)
        return (j for j, gate, kind in adj[i] if gate is None and kind not in ("link", "barrier"))

    return steps


def _door_space_geometry(ctx: CheckContext, door: Door, read: set[int]) -> Iterator[Issue]:
    """MA-DOOR-1 for a door space: it stands on passable ground, passable spaces lie beyond
    at least two of its sides, and closed it keeps some of them apart."""
    board, nav = ctx.board, ctx.nav
    cell = door.cell
    assert cell is not None
    path = ctx.door_path(door.id)
    refs = [door.id, cell_ref(cell)]
    if not board.cell_passable(cell):
        yield ctx.issue(
            "DOOR_LEADS_NOWHERE",
            say(
                "door space {door!r} lies on impassable ground at {where}",
                door=door.id,
                where=cell_ref(cell),
            ),
            path,
            refs,
        )
        return
    beyond = sorted(
        {c for k in door.edges for c in edge_cells(k) if c != cell and board.cell_passable(c)},
        key=lambda c: (c[1], c[0]),
    )
    if len(beyond) < 2:
        yield ctx.issue(
            "DOOR_LEADS_NOWHERE",
            say(
                "door space {door!r} at {where} has passable spaces beyond {beyond_count} of its sides (it must separate two)",
                door=door.id,
                where=cell_ref(cell),
                beyond_count=len(beyond),
            ),
            path,
            refs,
            hint=say(
                "Put the door space between two passable spaces, walls or impassable spaces on its other sides."
            ),
        )
        return
    if door.is_open:
        return
    # free movement (no door, no barrier) from one side to every other, not through it
    zones = [nav.index.get(board.zone_of(c) or "") for c in beyond]
    if any(z is None for z in zones):
        return
    first, rest = zones[0], set(zones[1:])
    seen = breadth_first([first], _free_steps(ctx, read), limit=BYPASS_STEPS)
    del seen[first]
    if rest <= seen.keys():
        yield ctx.issue(
            "DOOR_SEALS_NOTHING",
            say_n(
                "door space {door!r} at {where} seals nothing: the spaces beyond its sides are joined by a way round it of at most {BYPASS_STEPS} step",
                "door space {door!r} at {where} seals nothing: the spaces beyond its sides are joined by a way round it of at most {BYPASS_STEPS} steps",
                by="BYPASS_STEPS",
                door=door.id,
                where=cell_ref(cell),
                BYPASS_STEPS=BYPASS_STEPS,
            ),
            path,
            refs,
            hint=say("Close the gap with walls or impassable spaces, or remove the door."),
        )


@rule(
    (
        "DOOR_STATE_LOCK",
        W,
        "Open door with a lock",
        """
        What: a door starts open (or destroyed) but carries a lock.
        Why: an open door is never locked again by the rules (Massive Darkness doors never
        close; Descent rune doors begin locked), so the lock does nothing — usually the state
        should be `locked`.
        Game rule: Massive Darkness digest §1.3 (open doors never close); Descent §1.3
        (rune-locked doors begin locked).
        """,
    ),
    needs=("edges", "doorSpaces", "door-states"),
)
def check_door_states(ctx: CheckContext) -> Iterator[Issue]:
    """Open doors do not carry locks."""
    for index, space in enumerate(ctx.quest.door_spaces):
        if space.state in ("open", "destroyed") and space.lock is not None:
            yield ctx.issue(
                "DOOR_STATE_LOCK",
                say(
                    "door space {space} starts {state} but has a {kind} lock",
                    space=space.id,
                    state=space.state,
                    kind=space.lock.kind,
                ),
                ("doorSpaces", index, "state"),
                [space.id],
                hint=say('Set "state": "locked" (or drop the lock).'),
            )
    for index, spec in enumerate(ctx.quest.edges):
        if spec.kind == "door" and spec.state in ("open", "destroyed") and spec.lock is not None:
            yield ctx.issue(
                "DOOR_STATE_LOCK",
                say(
                    "door {door} starts {state} but has a {kind} lock",
                    door=spec.id or index,
                    state=spec.state,
                    kind=spec.lock.kind,
                ),
                ("edges", index, "state"),
                [spec.id] if spec.id else [],
                hint=say('Set "state": "locked" (or drop the lock).'),
            )


@rule(
    (
        "DOOR_DESTROYED_CLOSED",
        E,
        "Trigger closes a door that starts destroyed",
        """
        What: a trigger's `close-door` effect targets a door (edge door or door space) whose
        set-up state is `destroyed`.
        Why: a destroyed door is gone: its figure was replaced by a destroyed-door token and
        it can never be closed again, so the effect cannot be carried out.
        Game rule: Machina Arcana player aid (destroying a shut door swaps its piece for
        the destroyed-door marker, for good: nothing shuts it again).
        """,
    ),
    needs=("edges", "doorSpaces", "door-states", "triggers"),
)
def check_destroyed_closed(ctx: CheckContext) -> Iterator[Issue]:
    """No effect closes a door destroyed from the set-up."""
    destroyed = {s.id for s in ctx.quest.door_spaces if s.state == "destroyed"}
    destroyed |= {
        e.id for e in ctx.quest.edges if e.kind == "door" and e.state == "destroyed" and e.id
    }
    if not destroyed:
        return
    for trig in ctx.quest.triggers:
        for index, effect in enumerate(trig.effects):
            if effect.kind != "close-door" or str(effect.target) not in destroyed:
                continue
            yield ctx.issue(
                "DOOR_DESTROYED_CLOSED",
                say(
                    "trigger {trigger!r} closes door {door!r}, which starts destroyed; a "
                    "destroyed door can never be closed again",
                    trigger=trig.id,
                    door=str(effect.target),
                ),
                ctx.trigger_path(trig.id, "effects", index, "target"),
                [trig.id, str(effect.target)],
                hint=say("Start the door closed or open, or drop the effect."),
            )
