"""Text views of a Machina Arcana game: the board as text and the editor's play summary.

Public information only; nothing here changes the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.text import say, say_n
from questwright.engine.log import spoken, word
from questwright.engine.rulers import ruler
from questwright.engine.rulesets.machina import chapters, spaces
from questwright.engine.rulesets.machina.spaces import cell_ref

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState


#: what :func:`render`'s map shows (``questwright play`` prints it)
#: what :func:`render`'s symbols mean (translated where it is shown)
MAP_KEY = say(
    "map (x across the top, y down the side): digit explorer, M monster, o barrel, X exit, "
    "x used or sealed space, * lit chapter space, D closed door; C chest, W workbench, "
    "? event space, R recharge station, L trap lever, A chapter space, # rubble, _ pit, "
    "^ trapped floor, S spawn space, . floor"
)


def render(state: MachinaState) -> str:
    """The board as text, then each explorer, monster and door, and the tiles in play
    (public information; ``questwright play`` and the golden transcripts show it)."""
    board = state.board
    if not hasattr(state, "pos"):
        return spoken(say("(setting up)"))
    explorers = state.explorer_cells()
    monsters = state.monster_cells()
    exits = {c for _, c in spaces.active_exits(state)}
    glyph = {
        "chest-space": "C",
        "workbench": "W",
        "event-space": "?",
        "recharge-station": "R",
        "trap-lever": "L",
        "chapter-space": "A",
        "rubble": "#",
        "pit": "_",
        "floor-trapped": "^",
        "spawn-space": "S",
        "destroyed": "x",
    }
    min_x, min_y, max_x, max_y = board.bounds()
    head = say(
        "round {round}  phase {phase}  chapter {chapter}  horror {horror}  spawn {spawn}  "
        "threat {threat}  level {level}",
        round=state.round,
        phase=word(state.phase),
        chapter=chapters.chapter_label(state),
        horror=state.horror,
        spawn=state.spawn_rating,
        threat=state.threat,
        level=state.level,
    )
    lines = [spoken(head)]
    lines += ruler(min_x, max_x, "  " + " " * 4)
    for y in range(min_y, max_y):
        row = [f"{y:>3} "]
        for x in range(min_x, max_x):
            c = (x, y)
            if c not in board.cells:
                row.append(" ")
            elif c in explorers:
                row.append(str(explorers[c] + 1))
            elif c in monsters:
                row.append("M")
            elif c in state.barrels:
                row.append("o")
            elif c in exits:
                row.append("X")
            elif c in state.used or c in state.sealed:
                row.append("x")
            elif c in state.lit:
                row.append("*")
            elif spaces.closed_door_space(state, c):
                row.append("D")
            else:
                row.append(glyph.get(str(state.terrain(c)), "."))
        lines.append("  " + "".join(row).rstrip())
    for p in range(len(state.pos)):
        status = say("destroyed") if state.dead[p] else say("exited") if state.exited[p] else ""
        at = state.pos[p]
        where = cell_ref(at) if at is not None else "-"
        items = ",".join(state.items[p])
        line = say(
            "h{number} {explorer} at {where} health {health} stamina {stamina} essence "
            "{essence} {items} {status}",
            number=p + 1,
            explorer=state.game.party[p],
            where=where,
            health=state.hp[p],
            stamina=state.stamina[p],
            essence=state.essence[p],
            items=items,
            status=status,
        )
        lines.append(("  " + spoken(line)).rstrip())
    for uid in state.queue:
        card, x, y, hp, _ = state.monsters[uid]
        name = state.game.data.cards[card]["name"]
        line = say("{uid} {name} at {x},{y} health {hp}", uid=uid, name=name, x=x, y=y, hp=hp)
        lines.append("  " + spoken(line))
    doors = []
    for door in sorted(state.topology.door_index):
        # one template per state: "open" alone is also the verb of an action
        shown = (
            say("{door} destroyed", door=door)
            if door in state.broken
            else say("{door} open", door=door)
            if state.door_open(door)
            else say("{door} closed", door=door)
        )
        doors.append(spoken(shown))
    if doors:
        lines.append("  " + spoken(say("doors: {doors}", doors=", ".join(doors))))
    tiles = say(
        "tiles {tiles}; {count} to explore",
        tiles=", ".join(sorted(board.tiles)),
        count=len(state.map_deck),
    )
    lines.append("  " + spoken(tiles))
    if state.spend is not None:
        spend = say(
            "h{number} may spend {essence} essence",
            number=state.spend[0] + 1,
            essence=state.spend[3],
        )
        lines.append("  " + spoken(spend))
    return "\n".join(lines)


def play_summary(state: MachinaState) -> dict[str, Any]:
    """What the editor's Test Play dock shows: status bits, one line per explorer and
    the figures by zone (public information only)."""
    status = [
        say("Chapter {chapter}", chapter=chapters.chapter_label(state)),
        say("Horror {horror}", horror=state.horror),
        say("Spawn {spawn}", spawn=state.spawn_rating),
        say("Threat {threat}", threat=state.threat),
        say("Monster level {level}", level=state.level),
    ]
    party = []
    figures: list[tuple[str, str, int, str, str, bool]] = []
    for p, cell in enumerate(state.pos):
        where: object = (
            say("destroyed") if state.dead[p] else say("exited") if state.exited[p] else ""
        )
        if not where and cell is not None:
            where = cell_ref(cell)
            figures.append(
                (f"cell:{cell[0]},{cell[1]}", "hero", p, str(p + 1), str(state.hp[p]), False)
            )
        line = say(
            "h{number} {explorer} {where} · {health}/{max} health · {stamina} stamina"
            " · {essence} essence",
            number=p + 1,
            explorer=state.game.party[p],
            where=where,
            health=state.hp[p],
            max=state.max_hp(p),
            stamina=state.stamina[p],
            essence=state.essence[p],
        )
        if state.items[p]:
            names = [str(state.game.data.items[i]["name"]) for i in state.items[p]]
            line = say("{explorer} · carries {items}", explorer=line, items=", ".join(names))
        party.append(line)
    for uid in state.queue:
        _, x, y, hp, _ = state.monsters[uid]
        figures.append((f"cell:{x},{y}", "enemy", -1, uid, str(hp), False))
    party.append(
        say_n(
            "{count} monster on the board",
            "{count} monsters on the board",
            count=len(state.monsters),
        )
    )
    return {"status": status, "party": party, "figures": figures}
