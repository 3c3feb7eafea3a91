"""Action spaces and exploring in Machina Arcana (rules digest §B.2 "Explorer actions",
"Exploring"; §B.1 action spaces).

Using chests, workbenches, event spaces, recharge stations, trap levers and chapter spaces;
drawing items; laying the next map tile at an open join and scrolling the oldest tile off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.rulesets.machina import chapters, combat, explorers, spaces, spawning
from questwright.engine.rulesets.machina.spaces import COST_PARAMETER, Cell, cell_ref

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState


def use_space(state: MachinaState, p: int, cell: Cell) -> None:
    """Explorer ``p`` activates the action space ``cell`` (B.2 "Explorer actions":
    chapter space, chest, workbench, event space, recharge station, trap lever); the
    space is used up."""
    kind = state.terrain(cell)
    rules_cap = int(state.params["essenceCap"])
    if kind == "chapter-space":
        stamina, essence = explorers.chapter_costs(state, cell)
        state.stamina[p] -= stamina
        state.essence[p] -= essence
        state.used = state.used | {cell}
        state.say(
            "h{value} activates the chapter space at {cell_ref}",
            value=p + 1,
            cell_ref=cell_ref(cell),
        )
        _fire_activated(state, cell, str(kind))
        chapters.advance_chapter(state)
        return
    state.stamina[p] -= int(state.params[COST_PARAMETER[str(kind)]])
    state.used = state.used | {cell}
    _fire_activated(state, cell, str(kind))
    if kind == "chest-space":
        state.essence[p] = min(rules_cap, state.essence[p] + 1)
        take_items(state, p, 2, "chest")
    elif kind == "workbench":
        take_items(state, p, 3, "workbench")
    elif kind == "event-space":
        state.essence[p] = min(rules_cap, state.essence[p] + 1)
        if not state.event_deck:
            state.event_deck, state.event_discard = state.event_discard, []
            state.rng.shuffle(state.event_deck)
        if state.event_deck:
            card = state.event_deck.pop()
            state.chance("draw", f"event:{card}")
            state.event_discard.append(card)
            state.say(
                "h{value} draws {name}", value=p + 1, name=state.game.data.events[card]["name"]
            )
            spawning.resolve_event(state, card, p)
    elif kind == "recharge-station":
        faces = state.game.data.content["rechargeDie"]
        face = faces[state.rng.below(len(faces))]
        state.chance("roll", f"recharge h{p + 1} {face}")
        if face == "health":
            state.hp[p] = min(state.max_hp(p), state.hp[p] + 1)
        elif face == "stamina":
            state.stamina[p] = int(state.explorer_card(p)["stamina"])
    elif kind == "trap-lever":
        state.say(
            "h{value} pulls the trap lever at {cell_ref}", value=p + 1, cell_ref=cell_ref(cell)
        )
        pull_lever(state, cell)


def _fire_activated(state: MachinaState, cell: Cell, kind: str) -> None:
    """An explorer used an action space: ``activated`` triggers fire with the space's names
    and its kind (``chest-space``, ``chapter-space``…; docs/engine.md, "Triggers")."""
    if "activated" in state.game.logic.triggers:
        chapters.fire(state, "activated", *spaces.cell_names(state, cell), kind)


def trapped_spaces(state: MachinaState, lever: Cell) -> list[Cell]:
    """The trapped spaces of the trap lever's tile (B.2 "Activate trap lever")."""
    tile = state.tile_of(lever)
    return sorted(
        c
        for c in state.board.cells_with_terrain(state.game.data.trapped_terrain)
        if state.tile_of(c) == tile
    )


def pull_lever(state: MachinaState, cell: Cell) -> None:
    """The trap lever on ``cell`` fires: one area roll against every unit on the
    trapped spaces of its tile; the lever is used up (B.2 "Activate trap lever")."""
    state.used = state.used | {cell}
    combat.area_attack(state, trapped_spaces(state, cell), int(state.params["trapAttack"]), "trap")


def lever_worth_pulling(state: MachinaState, here: Cell) -> Cell | None:
    """An unused trap lever next to ``here`` while an explorer stands on one of its
    trapped spaces, in reading order (what a scheming monster pulls: B.4 "Scheming
    monsters")."""
    occupied = state.explorer_cells()
    levers = state.board.cells_with_terrain(state.game.data.lever_terrain)
    for cell in sorted(levers, key=lambda c: (c[1], c[0])):
        if cell in state.used or not spaces.adjacent_to(state, here, cell):
            continue
        if any(c in occupied for c in trapped_spaces(state, cell)):
            return cell
    return None


def take_items(state: MachinaState, p: int, count: int, source: str) -> None:
    """Draw ``count`` items; keep the one the fixed policy prefers (highest value)
    (B.2 chest and workbench; the choice is a fixed policy, docs/engine.md)."""
    drawn = []
    for _ in range(count):
        if state.item_deck:
            drawn.append(state.item_deck.pop())
    if not drawn:
        return
    state.chance("draw", f"{source}:{','.join(drawn)}")
    items = state.game.data.items
    keep = max(drawn, key=lambda i: (items[i].get("value", 0), i))
    state.items[p].append(keep)
    state.hp[p] = min(state.max_hp(p), state.hp[p] + int(items[keep].get("health", 0)))
    rest = [i for i in drawn if i != keep]
    if source == "workbench":  # the others go back on top of the deck
        state.item_deck.extend(reversed(rest))
    state.say("h{value} keeps {name}", value=p + 1, name=items[keep]["name"])


def light_chapter_near(state: MachinaState, p: int) -> None:
    """Light the first unlit, unused chapter space on explorer ``p``'s tile (B.2
    "Chapters and exits": light chapter)."""
    cell = state.pos[p]
    tile = state.tile_of(cell) if cell is not None else None
    for c in sorted(state.board.cells_with_terrain(("chapter-space",))):
        if state.tile_of(c) == tile and c not in state.lit and c not in state.used:
            state.lit = state.lit | {c}
            state.say("the chapter space at {cell_ref} is lit", cell_ref=cell_ref(c))
            return


def explore(state: MachinaState, p: int, join_id: str) -> None:
    """Lay the next map tile that fits at open join ``join_id`` (tiles that do not fit
    go to the bottom of the deck), then scroll (B.2 "Exploring"; the fit is a stand-in)."""
    join = next(j for j in state.open_joins() if j.id == join_id)
    for _ in range(len(state.map_deck)):
        definition = state.map_deck.pop()
        state.chance("draw", f"tile:{definition}")
        fits = state.tile_fits(join, definition)
        if fits:
            state.change_board(fits[0])
            state.say(
                "h{value} explores: {definition} joins at {join_id}",
                value=p + 1,
                definition=definition,
                join_id=join_id,
            )
            scroll(state, keep=fits[0].tile)
            return
        state.map_deck.insert(0, definition)  # does not fit here: to the bottom
    state.say("h{value} finds no tile that fits at {join_id}", value=p + 1, join_id=join_id)


def scroll(state: MachinaState, keep: str) -> None:
    """More tiles than ``tilesInPlay``: the oldest tile with no explorer, no open goal
    and no exit token on it leaves; its monsters are banished (B.2 "Exploring": map tile
    scrolling)."""
    limit = int(state.rules.get("tilesInPlay", 99))
    if len(state.board.tiles) <= limit:
        return
    busy = {state.tile_of(c) for c in state.explorer_cells()}
    busy |= {state.tile_of(c) for _, c in spaces.active_exits(state)}
    busy |= goal_tiles(state)
    busy.add(keep)
    for tile in sorted(state.board.tiles, key=lambda t: state.board.tiles[t].index):
        if tile in busy:
            continue
        cells = state.board.tiles[tile].cells
        for uid, m in list(state.monsters.items()):
            if (m[1], m[2]) in cells:
                state.say("{uid} is banished", uid=uid)
                combat.remove_monster(state, uid, destroyed=False)
        state.remove_tile(tile)
        state.barrels = frozenset(c for c in state.barrels if c not in cells)
        state.say("{tile} scrolls off the map", tile=tile)
        return


def goal_tiles(state: MachinaState) -> set[str | None]:
    """Tiles holding something an objective still needs (never scrolled off: B.2
    "Exploring")."""
    data = state.game.data
    out: set[str | None] = set()
    for obj in data.objectives.values():
        if obj.id in state.done:
            continue
        for cell in data.chapter_cells(obj, state.board):
            out.add(state.tile_of(cell))
        for target in obj.targets:
            if target in state.board.tiles:
                out.add(target)
            token = state.board.tokens.get(target)
            if token is not None and token.cell is not None:
                out.add(state.tile_of((token.cell[0], token.cell[1])))
    for m in state.monsters.values():
        if m[4] in data.objective_targets:
            out.add(state.tile_of((m[1], m[2])))
    return out
