"""Machina Arcana digest rules not covered elsewhere (B.6; docs/dev/digest-rules.md).

Room around spawn spaces and spawn spaces next to the start (MA-SPAWN-2), a spawn space per
tile (MA-SPAWN-3), regions only a destroyed door opens (MA-REACH-2), sight between spawn
spaces and the start (MA-LOS-1), barrels next to spawn spaces or the start (MA-BARREL-1)
and the chapter list (MA-CHAP-1). Terrain helpers come from :mod:`.machina`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from questwright.core.geometry import Cell, cell_ref
from questwright.core.questlogic.model import CHAPTER_SPACE, EXIT_TYPE
from questwright.core.search import flood
from questwright.core.sight.line import CentreLineSight, reads_near
from questwright.core.text import say, say_n
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import DOOR_STATES, GEOMETRY, QUEST, rule
from questwright.validators.rules.machina import _terrain_cells

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
MA = ("machina",)


def _near(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]


def _spawn_cells(ctx: CheckContext) -> list[Cell]:
    kinds = set(ctx.world.types("spawnTerrain", ("spawn-space",)))
    return _terrain_cells(ctx, lambda kind, _t: kind in kinds)


@rule(
    (
        "MACHINA_SPAWN_ROOM",
        W,
        "Spawn space without room around it",
        """
        What: a spawn space has no passable free space around it for the monsters that
        overflow.
        Why: monsters that do not fit are placed around their spawn space; with no room
        they are not placed at all.
        Game rule: Machina Arcana digest B.5 (spawning) and B.6 MA-SPAWN-2.
        """,
    ),
    (
        "MACHINA_SPAWN_AMBUSH",
        INFO,
        "Spawn space next to a start",
        """
        What: a spawn space lies next to a start space.
        Why: monsters that appear there attack the explorers before they can move: an
        ambush on the first turn, fine if meant.
        Game rule: Machina Arcana digest B.6 MA-SPAWN-2 (report spawn spaces adjacent to
        the start).
        """,
    ),
    (
        "MACHINA_SPAWN_PER_TILE",
        W,
        "Tile without a spawn space",
        """
        What: a map tile has no spawn space of its own.
        Why: monsters spawn at the nearest spawn space, which then lies on another tile;
        the tile's encounters come from elsewhere.
        Game rule: Machina Arcana digest B.5 and B.6 MA-SPAWN-3.
        """,
    ),
    (
        "MACHINA_BARREL",
        W,
        "Barrel next to a spawn space or a start",
        """
        What: an exploding barrel lies next to a spawn space or a start space.
        Why: a barrel's blast hits every space around it, so it chains into the monsters
        that appear there or the explorers who start there.
        Game rule: Machina Arcana digest B.3 (barrels) and B.6 MA-BARREL-1.
        """,
    ),
    (
        "MACHINA_SPAWN_SIGHT",
        INFO,
        "Spawn spaces in sight of the start",
        """
        What: the spawn spaces a start space can see (centre-line sight, doors closed).
        Why: a design aid: monsters that appear in sight of the explorers act on them at
        once.
        Game rule: Machina Arcana digest B.3 (targeting) and B.6 MA-LOS-1.
        """,
    ),
    systems=MA,
    needs=(*GEOMETRY, DOOR_STATES),
)
def check_spawn_surroundings(ctx: CheckContext) -> Iterator[Issue]:
    """Room, tiles, barrels and sight around spawn spaces."""
    board, world = ctx.board, ctx.world
    spawns = _spawn_cells(ctx)
    spawn_set = set(spawns)
    starts = {t.cell: t.id for t in world.tokens(world.start_types) if t.cell is not None}
    occupied = {c for t in board.tokens.values() if t.cell for c in board.token_cells(t)}
    for cell in spawns:
        tile = board.cells[cell].tile
        path = ("tiles", board.tiles[tile].index) if tile in board.tiles else ()
        room = [
            c
            for c in _near(cell)
            if c in board.cells
            and board.cell_passable(c)
            and c not in spawn_set
            and c not in occupied
        ]
        if not room:
            yield ctx.issue(
                "MACHINA_SPAWN_ROOM",
                say(
                    "spawn space {cell_ref} has no free passable space around it",
                    cell_ref=cell_ref(cell),
                ),
                path,
                [cell_ref(cell), tile],
            )
        near_start = [starts[c] for c in _near(cell) if c in starts]
        if near_start:
            yield ctx.issue(
                "MACHINA_SPAWN_AMBUSH",
                say(
                    "spawn space {cell_ref} lies next to start {value!r}",
                    cell_ref=cell_ref(cell),
                    value=near_start[0],
                ),
                ctx.token_path(near_start[0]),
                [cell_ref(cell), near_start[0]],
            )
    with_spawn = {board.cells[c].tile for c in spawns}
    endgame = {t.id for t in board.tiles.values() if t.category in ("endgame", "terminal")}
    for placed in sorted(board.tiles.values(), key=lambda t: t.index):
        if placed.id not in with_spawn and placed.id not in endgame:
            yield ctx.issue(
                "MACHINA_SPAWN_PER_TILE",
                say(
                    "tile {id} has no spawn space; its monsters spawn on another tile", id=placed.id
                ),
                ("tiles", placed.index),
                [placed.id],
            )
    for barrel in world.tokens(("barrel",)):
        if barrel.cell is None:
            continue
        near = _near(barrel.cell)
        what = [cell_ref(c) for c in near if c in spawn_set] + [
            starts[c] for c in near if c in starts
        ]
        if what:
            yield ctx.issue(
                "MACHINA_BARREL",
                say("barrel {id!r} lies next to {names}", id=barrel.id, names=", ".join(what)),
                ctx.token_path(barrel.id),
                [barrel.id, *what],
            )
    if starts and spawns:
        seen = sorted({cell_ref(s) for _start, s in _spawns_in_sight(ctx, starts, spawns)})
        if seen:
            yield ctx.issue(
                "MACHINA_SPAWN_SIGHT",
                say_n(
                    "{count} of {total} spawn spaces is in sight of a start: {cells}",
                    "{count} of {total} spawn spaces are in sight of a start: {cells}",
                    count=len(seen),
                    total=len(spawns),
                    cells=", ".join(seen),
                ),
                ("tokens",),
                seen,
            )


#: the key of :func:`_spawns_in_sight`'s kept answers
_SPAWN_SIGHT = "machina.spawn-sight"


def _spawns_in_sight(
    ctx: CheckContext, starts: Iterable[Cell], spawns: list[Cell]
) -> list[tuple[Cell, Cell]]:
    """The (start, spawn space) pairs in sight. After an edit of unit edges alone
    (:meth:`CheckContext.carried`) a pair keeps last time's answer unless a changed unit
    edge can be read by its centre line (:func:`reads_near`); the others are asked one by
    one (the same relation as a start's row of visible cells)."""
    carried = ctx.carried_cells(_SPAWN_SIGHT)
    before: dict[tuple[Cell, Cell], bool] = {}
    touched: list[Cell] = []
    if carried is not None:
        before, touched = carried
    answers: dict[tuple[Cell, Cell], bool] = {}
    index: Any = None
    pairwise: Any = None
    for start in starts:
        for s in spawns:
            found = before.get((start, s))
            if found is None or reads_near(start, s, touched):
                if index is None:
                    index = ctx.sight
                    pairwise = getattr(index, "sight", None)
                    if not isinstance(pairwise, CentreLineSight):
                        pairwise = None
                if carried is not None and pairwise is not None:
                    found = pairwise.can_see(start, s)
                else:
                    found = s in index.visible_cells(start)
            answers[(start, s)] = found
    if index is None or pairwise is not None:  # another sight model: kept nothing
        ctx.keep(_SPAWN_SIGHT, answers)
    return [pair for pair, found in answers.items() if found]


@rule(
    (
        "MACHINA_DOOR_ONLY",
        INFO,
        "Zones opened only by destroying a door",
        """
        What: zones the explorers reach only by destroying a locked door (it costs stamina,
        `doorDestroyCost`).
        Why: fine, but a cost the quest puts on that part of the map: reported so the author
        sees it.
        Game rule: Machina Arcana digest B.1 (doors) and B.6 MA-REACH-2.
        """,
    ),
    systems=MA,
    needs=(*GEOMETRY, DOOR_STATES),
)
def check_destroyed_doors(ctx: CheckContext) -> Iterator[Issue]:
    """Zones behind locked doors only."""
    nav, world, board = ctx.nav, ctx.world, ctx.board
    locked = {d.id for d in board.doors.values() if d.state == "locked"}
    if not locked or not world.start_zones:
        return

    starts = [nav.index[z] for z in world.start_zones if z in nav.index]
    adj = nav.adj
    everywhere = flood(starts, lambda i: (j for j, _gate, _kind in adj[i]))
    unlocked = flood(
        starts, lambda i: (j for j, gate, _kind in adj[i] if gate is None or not gate <= locked)
    )
    behind = sorted(nav.zones[i] for i in everywhere - unlocked)
    if behind:
        yield ctx.issue(
            "MACHINA_DOOR_ONLY",
            say_n(
                "{count} zone opens only when a locked door is destroyed: {zones}",
                "{count} zones open only when a locked door is destroyed: {zones}",
                count=len(behind),
                zones=", ".join(behind[:6]) + (" …" if len(behind) > 6 else ""),
            ),
            ("edges",),
            sorted(locked),
        )


@rule(
    (
        "MACHINA_CHAPTERS",
        E,
        "Chapter list that does not end the scenario",
        """
        What: `setup.chapters` is empty, a chapter names an objective the quest does not
        have, two chapters name the same objective, a chapter's objective waits (its
        `after`, directly or through others) for the objective of a later chapter, a
        blocking chapter has no objective to advance it, or the last chapter is not a
        blocking one (the endgame). For a chapter that advances by activating a chapter
        space (an `activate` objective with `properties.terrain: chapter-space`): the
        chapter is a blocking one before the last, an exit token lies face up from the
        set-up (and no effect takes it off), or the objective's `properties.cell` is not a
        chapter space.
        Why: a scenario advances chapter by chapter and is won by its last; a blocking
        chapter without a condition never advances, and one whose objective waits for a
        later chapter's never advances either (the chapter order and the objectives' order
        must agree). A chapter space can only be activated while the current chapter is not
        a blocking one and no exit token is placed on a map tile (the player aid's action
        table), and only on a chapter space. An exit token a trigger reveals too early is
        the quest-logic model's finding (QL_OBJECTIVE_NEVER).
        Game rule: Machina Arcana digest B.2 (chapters) and B.6 MA-CHAP-1; player aid,
        explorer actions (activate a chapter space).
        """,
    ),
    systems=MA,
    needs=QUEST,
)
def check_chapters(ctx: CheckContext) -> Iterator[Issue]:
    """The chapter list advances and ends."""
    chapters = ctx.quest.setup.get("chapters")
    if chapters is None:
        return  # a single-chapter scenario: its objectives are the quest's
    objectives = {o.id for o in ctx.quest.objectives}
    if not isinstance(chapters, list) or not chapters:
        yield ctx.issue(
            "MACHINA_CHAPTERS", say("setup.chapters lists no chapter"), ("setup", "chapters"), []
        )
        return
    for index, chapter in enumerate(chapters):
        if not isinstance(chapter, dict):
            continue
        name = str(chapter.get("id", index))
        objective = chapter.get("objective")
        if objective is not None and objective not in objectives:
            yield ctx.issue(
                "MACHINA_CHAPTERS",
                say(
                    "chapter {name} advances on objective {objective!r}, which the quest does not have",
                    name=name,
                    objective=objective,
                ),
                ("setup", "chapters", index, "objective"),
                [name, str(objective)],
            )
        elif chapter.get("blocking") and objective is None:
            yield ctx.issue(
                "MACHINA_CHAPTERS",
                say("blocking chapter {name} has no objective to advance it", name=name),
                ("setup", "chapters", index),
                [name],
            )
    yield from _chapter_order(ctx, chapters)
    yield from _chapter_spaces(ctx, chapters)
    last = chapters[-1]
    if isinstance(last, dict) and not last.get("blocking"):
        yield ctx.issue(
            "MACHINA_CHAPTERS",
            say(
                "the last chapter ({value}) is not a blocking one: the scenario has no endgame",
                value=last.get("id", len(chapters) - 1),
            ),
            ("setup", "chapters", len(chapters) - 1, "blocking"),
            [str(last.get("id", ""))],
        )


#: effects after which a token is no longer on the board
_TAKES_OFF = ("destroy", "discard")


def _chapter_spaces(ctx: CheckContext, chapters: list[Any]) -> Iterator[Issue]:
    """Chapters that advance by activating a chapter space, against the player aid's
    condition on that action: the current chapter is not a blocking one, and no exit token
    is placed on a map tile; and the space the objective gives is a chapter space."""
    spaces = {
        o.id: o
        for o in ctx.quest.objectives
        if o.kind == "activate" and o.properties.get("terrain") == CHAPTER_SPACE
    }
    if not spaces:
        return
    taken_off = {
        str(e.target)
        for t in ctx.quest.triggers
        for e in t.effects
        if e.kind in _TAKES_OFF and e.target is not None
    }
    exits = [
        t.id
        for t in ctx.quest.tokens
        if t.type == EXIT_TYPE and not t.face_down and t.id not in taken_off
    ]
    board = ctx.board
    for index, chapter in enumerate(chapters):
        if not isinstance(chapter, dict) or chapter.get("objective") not in spaces:
            continue
        name, objective = str(chapter.get("id", index)), str(chapter["objective"])
        if chapter.get("blocking") and index < len(chapters) - 1:
            # the last chapter is the endgame (blocking by the rule above): its card may
            # name a chapter space as its victory condition, which the engine plays
            yield ctx.issue(
                "MACHINA_CHAPTERS",
                say(
                    "blocking chapter {name} advances on objective {objective!r}, the activation of a chapter space, which a blocking chapter does not allow: chapter {name} never advances",
                    name=name,
                    objective=objective,
                ),
                ("setup", "chapters", index, "blocking"),
                [name, objective],
                hint=say(
                    "Make the chapter a non-blocking one, or give it an objective of its own (an exit, a kill)."
                ),
            )
        if exits:
            yield ctx.issue(
                "MACHINA_CHAPTERS",
                say(
                    "chapter {name} advances on activating a chapter space ({objective!r}), but exit token {value!r} is on the board from the set-up and no chapter space can be activated while an exit token is placed",
                    name=name,
                    objective=objective,
                    value=exits[0],
                ),
                ctx.token_path(exits[0]),
                [name, objective, exits[0]],
                hint=say(
                    "Place the exit token face down and reveal it with a trigger when its chapter starts."
                ),
            )
        cell = spaces[objective].properties.get("cell")
        if (
            board is not None
            and isinstance(cell, list)
            and len(cell) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in cell)
        ):
            at = (cell[0], cell[1])
            info = board.cells.get(at)
            if info is None or info.terrain != CHAPTER_SPACE:
                yield ctx.issue(
                    "MACHINA_CHAPTERS",
                    say(
                        "objective {objective!r} (chapter {name}) activates the chapter space at {cell}, which is no chapter space: chapter {name} never advances",
                        objective=objective,
                        name=name,
                        cell=cell_ref(at),
                    ),
                    (
                        "objectives",
                        ctx.quest.objectives.index(spaces[objective]),
                        "properties",
                        "cell",
                    ),
                    [name, objective, cell_ref(at)],
                )
            else:
                used = _used_marker(ctx, at)
                if used is not None:
                    yield ctx.issue(
                        "MACHINA_CHAPTERS",
                        say(
                            "objective {objective!r} (chapter {name}) activates the chapter space at {cell}, which {token!r} marks as used from the set-up: chapter {name} never advances",
                            objective=objective,
                            name=name,
                            cell=cell_ref(at),
                            token=used,
                        ),
                        ctx.token_path(used),
                        [name, objective, used],
                        hint=say("Take the destroyed token off the chapter space."),
                    )


#: markers that say a space was used: a destroyed token, a light token on its destroyed side
_DESTROYED_MARKER, _LIGHT = "destroyed-marker", "light"


def _used_marker(ctx: CheckContext, cell: Cell) -> str | None:
    """The id of a token that marks ``cell`` as used up at set-up (a chapter space is
    activated once: a destroyed token goes on it, or its light token flips)."""
    for token in sorted(ctx.quest.tokens, key=lambda t: t.id):
        if token.cell is None or (token.cell[0], token.cell[1]) != cell:
            continue
        if token.type == _DESTROYED_MARKER or (
            token.type == _LIGHT and token.properties.get("destroyed") is True
        ):
            return token.id
    return None


def _chapter_order(ctx: CheckContext, chapters: list[Any]) -> Iterator[Issue]:
    """The chapters' objectives in the chapters' order: none named twice, none waiting for
    the objective of a chapter that comes after its own (the player aid's chapter order)."""
    after = {o.id: tuple(o.after) for o in ctx.quest.objectives}
    position: dict[str, tuple[int, str]] = {}
    for index, chapter in enumerate(chapters):
        if not isinstance(chapter, dict) or not isinstance(chapter.get("objective"), str):
            continue
        objective, name = chapter["objective"], str(chapter.get("id", index))
        if objective in position:
            yield ctx.issue(
                "MACHINA_CHAPTERS",
                say(
                    "chapters {value} and {name} both advance on objective {objective!r}: the second never has one of its own",
                    value=position[objective][1],
                    name=name,
                    objective=objective,
                ),
                ("setup", "chapters", index, "objective"),
                [position[objective][1], name, objective],
            )
            continue
        position[objective] = (index, name)
    for objective, (index, name) in position.items():
        # every objective this one waits for, directly or through others
        waits = flood(after.get(objective, ()), lambda o: after.get(o, ())) - {objective}
        later = sorted(
            (position[o] for o in waits if o in position and position[o][0] > index),
        )
        if later:
            _where, later_name = later[0]
            later_objective = chapters[later[0][0]]["objective"]
            yield ctx.issue(
                "MACHINA_CHAPTERS",
                say(
                    "chapter {name}'s objective {objective!r} waits for {later_objective!r}, the objective of the later chapter {later_name}: chapter {name} never advances",
                    name=name,
                    objective=objective,
                    later_objective=later_objective,
                    later_name=later_name,
                ),
                ("setup", "chapters", index, "objective"),
                [name, objective, later_name, later_objective],
                hint=say(
                    "Order the chapters as their objectives follow each other, or drop the objective's 'after'."
                ),
            )


@rule(
    (
        "MACHINA_MONSTER_LEVEL",
        E,
        "Starting monster level above the highest level",
        """
        What: `setup.monsterLevel` is above the system's highest monster level (the
        `monsterLevelMax` parameter: 4 in Machina Arcana).
        Why: monster cards come in levels 1 to 4; the horror phase raises the level and
        shuffles in the cards of that level, and there are no cards above the highest, so
        no monster could ever spawn.
        Game rule: Machina Arcana reference sheet (horror phase: increase the monster level;
        destroyed monsters of level 4); schema parameter `monsterLevelMax`.
        """,
    ),
    systems=MA,
    needs=QUEST,
)
def check_monster_level(ctx: CheckContext) -> Iterator[Issue]:
    """The starting monster level is one the monster cards have."""
    level = ctx.quest.setup.get("monsterLevel")
    top = ctx.board.parameter("monsterLevelMax")
    if isinstance(level, bool) or not isinstance(level, int):
        return
    if isinstance(top, bool) or not isinstance(top, int) or level <= top:
        return
    yield ctx.issue(
        "MACHINA_MONSTER_LEVEL",
        say(
            "setup.monsterLevel is {level}; monster levels go up to {top}",
            level=level,
            top=top,
        ),
        ("setup", "monsterLevel"),
        [],
        hint=say("Start at a monster level from 1 to {top}.", top=top),
    )
