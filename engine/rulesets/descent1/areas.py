"""The map as play reveals it (rules digest §1.7, rulebook "Exploring", p.13): the areas
and what each lists (markers, chests with their face-down numbers, quest monsters), the
doors an area brings (§1.3, "Doors", p.13), glyphs, and the reveal of an area as soon as a
hero sees one of its spaces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.geometry import Cell
from questwright.engine.pieces import BoardToken
from questwright.engine.rulesets.descent1 import (
    monsters,
    render,
)
from questwright.engine.rulesets.descent1.actions import (
    footprint_text,
)

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState


def door_present(state: DescentState, door_id: str) -> bool:
    """A door is on the board once the area that lists it is revealed."""
    area = state.data.door_area.get(door_id)
    return area is None or area == "" or area in state.revealed_areas


def active_glyph_cells(state: DescentState) -> list[Cell]:
    """The spaces of the activated glyphs (rules digest §1.4.1): a hero may travel to town from
    one, come out at one, and no monster ends a move or is spawned on one."""
    # asked at every monster's and hero's move: kept while the glyphs stay as they are (an
    # area laid adds glyphs, :func:`activate_glyph` changes one; a board may hold hundreds)
    glyphs = state.glyphs
    kept = state.__dict__.get("_glyph_cells")
    if kept is None or kept[0] is not glyphs or kept[1] != len(glyphs):
        out = []
        for tid, on in sorted(glyphs.items()):
            token = state.tokens.get(tid)
            if on and token is not None:
                out.append(state.data.cell_of[token.zone])
        kept = state.__dict__["_glyph_cells"] = (glyphs, len(glyphs), tuple(out))
    return list(kept[2])


def activate_glyph(state: DescentState, token_id: str) -> None:
    """A hero activates the glyph ``token_id`` (rules digest §1.4.1)."""
    state.glyphs[token_id] = True
    state.__dict__.pop("_glyph_cells", None)


def tokens_at(state: DescentState, cell: Cell) -> list[BoardToken]:
    """The markers on ``cell`` (treasure, glyphs, encounters, stairs: rules digest §1.4–§1.5)."""
    z = state.data.zone_of.get(cell, -1)
    return [t for t in state.tokens.values() if t.zone == z]


def unrevealed(state: DescentState, cell: Cell) -> bool:
    """Whether ``cell`` lies in an area no hero has revealed yet (rules digest §1.7)."""
    area = state.data.area_of.get(cell)
    return area is not None and area not in state.revealed_areas


def place_area(state: DescentState, area: str) -> None:
    """Lay out what ``area`` lists: markers, monsters (doors are handled by the key)."""
    data = state.data
    board = state.game.board
    # the rings already found full round each monster's space: the area's figures only
    # arrive while it is laid out (hundreds may crowd one spot)
    searched: dict[Any, tuple[int, int]] = {}
    taken: set[Cell] | None = None
    for token in data.area_tokens.get(area, []):
        if token.cell is None:
            continue
        cell = (token.cell[0], token.cell[1])
        kind = token.type
        if kind == "monster":
            if taken is None:
                taken = state.figure_cells()
            _place_quest_monster(state, token, searched, taken)
        elif kind in (
            "chest",
            "money",
            "potion-healing",
            "potion-vitality",
            "relic",
            "rune-key",
            "encounter",
            "glyph",
            "staircase",
        ):
            value = ""
            if kind == "chest":
                value = str(token.properties.get("tier", "copper"))
            elif kind == "rune-key":
                value = str(token.properties.get("color", "red"))
            state.tokens[token.id] = BoardToken(token.id, kind, data.zone_of[cell], value)
            if kind == "glyph":
                state.glyphs[token.id] = token.properties.get("active") is True
            elif kind == "chest":
                draw_chest(state, token.id, value)
    del board  # (the board is read through data)


def draw_chest(state: DescentState, token_id: str, tier: str) -> None:
    """A chest marker's face-down number drawn from its tier's pile, seen by the overlord only
    (rules digest §1.5 "Chest markers"); a used-up pile is shuffled again."""
    pile = state.piles.get(tier)
    if not pile:  # a pile used up: its markers are shuffled again
        pile = list(state.data.chest_piles.get(tier, [1]))
        state.rng.shuffle(pile)
        state.piles[tier] = pile
    number = pile.pop()
    state.chest_numbers[token_id] = number
    state.chance("chest", f"{token_id}:{number}", private=(state.ov,))


def _place_quest_monster(
    state: DescentState,
    token: Any,
    searched: dict[Any, tuple[int, int]] | None = None,
    taken: set[Cell] | None = None,
) -> None:
    """Place a quest monster on its spaces or the nearest free ones (``searched``,
    ``taken``: see :func:`.monsters.free_footprint`; ``taken`` gains its spaces)."""
    props = token.properties
    mtype = str(props.get("monsterType", "beastman"))
    rank = str(props.get("rank", "normal"))
    wanted = tuple(sorted((c[0], c[1]) for c in state.game.board.token_cells(token)))
    cells = monsters.free_footprint(state, wanted, mtype, searched, taken)
    if cells is None:
        state.say("{token} finds no room and stays out", token=token.id)
        return
    m = monsters.new_monster(state, mtype, rank, cells, token.id)
    if taken is not None:
        taken.update(cells)
    if props.get("name"):
        m.name = str(props["name"])
    state.say(
        "{uid} ({describe}) appears at {footprint_text}",
        uid=m.uid,
        describe=render.describe(m),
        footprint_text=footprint_text(cells),
    )


def reveal_area(state: DescentState, area: str) -> None:
    """An area is revealed (rules digest §1.7, rulebook "Exploring", p.13): its doors close on
    the board, its markers and monsters are placed, its text is read and the quest's ``area-
    revealed`` triggers fire."""
    if area in state.revealed_areas:
        return
    data = state.data
    state.revealed_areas.append(area)
    for door_id in data.area_doors.get(area, []):
        if data.door_closed[door_id]:
            state.key &= ~(1 << data.door_index[door_id])
    place_area(state, area)
    text = data.area_text.get(area, "")
    if text:
        state.say("area {area} is revealed: {text}", area=area, text=text)
    else:
        state.say("area {area} is revealed", area=area)
    state.fire("area-revealed", (area,))


def check_reveals(state: DescentState) -> None:
    """Every hero on the board who sees a space of an unrevealed area reveals it, the
    nearest first (its doors may hide the next); figures block the view (C6)."""
    data = state.data
    geo = data.geo
    while state._outcome is None and len(state.revealed_areas) < len(data.area_ids):
        revealed = state.revealed_areas
        blockers: set[Cell] | None = None
        best: tuple[int, str] | None = None
        for h in state.heroes:
            a = h.cell
            if a is None:
                continue
            for area, seen in geo.visible_by_area(state.key, a, data.area_of).items():
                if area in revealed:
                    continue
                for d, c in seen:
                    if best is not None and d >= best[0]:
                        break
                    if blockers is None:
                        blockers = state.figure_cells() if geo.conventions.c6 else set()
                    if geo.sees(state.key, a, c, blockers, (a,)) is not None:
                        best = (d, area)
                        break
        if best is None:
            return
        reveal_area(state, best[1])


def work_door(state: DescentState, door_id: str, opening: bool, who: str) -> None:
    """A figure opens or closes a door (rules digest §1.3, rulebook "Doors", p.13); an opened
    door may reveal what lies behind it."""
    bit = 1 << state.data.door_index[door_id]
    if opening:
        state.key |= bit
        state.say("{who} opens {door_id}", who=who, door_id=door_id)
        state.fire("door-opened", (door_id,))
        check_reveals(state)
    else:
        state.key &= ~bit
        state.say("{who} closes {door_id}", who=who, door_id=door_id)
