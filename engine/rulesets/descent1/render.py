"""The text views of a descent1 game: the board with its figures and markers, one line per
figure and marker, and the overlord's private view (his hand and the chest numbers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.geometry import Cell
from questwright.engine.actions import hero_name
from questwright.engine.rulers import ruler
from questwright.engine.rulesets.descent1 import (
    areas,
    heroes,
)
from questwright.engine.rulesets.descent1.actions import (
    cell_text,
    footprint_text,
)
from questwright.engine.rulesets.descent1.pieces import Monster, uid_order

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState


def describe(m: Monster) -> str:
    """A monster as the log and the board name it: rank and type, or a named monster's name."""
    rank = "" if m.rank == "normal" else f"{m.rank} "
    name = m.name if m.rank == "named" and m.name != m.mtype else m.mtype
    return f"{rank}{name}"


#: what :func:`map_lines` shows (``questwright play`` prints it)
MAP_KEY = (
    "map (x across the top, y down the side): digit hero, letter monster (its type's first "
    "letter; capital: master or named), g glyph, c chest, s staircase, * other marker, "
    "# wall or rock, o pit, ? not yet revealed, . floor"
)


def map_lines(state: DescentState) -> list[str]:
    """The board as text: heroes as their numbers, monsters as their type's first letter
    (capital: master or named), markers, walls ``#``, pits ``o``, unrevealed spaces ``?``."""
    data = state.data
    board = state.game.board
    marks: dict[Cell, str] = {}
    for t in state.tokens.values():
        marks[data.cell_of[t.zone]] = {"glyph": "g", "chest": "c", "staircase": "s"}.get(
            t.kind, "*"
        )
    for m in state.monsters():
        letter = m.mtype[:1]
        for c in m.cells:
            marks[c] = letter.upper() if m.rank != "normal" else letter
    for h in state.heroes:
        if h.cell is not None:
            marks[h.cell] = str(h.index + 1)
    min_x, min_y, max_x, max_y = board.bounds()
    out = ruler(min_x, max_x, "  " + " " * 4)
    for y in range(min_y, max_y):
        row = [f"{y:>3} "]
        for x in range(min_x, max_x):
            c = (x, y)
            if c not in board.cells:
                row.append(" ")
            elif c in marks:
                row.append(marks[c])
            elif not board.cell_passable(c):
                row.append("#")
            elif c in data.pits:
                row.append("o")
            elif areas.unrevealed(state, c):
                row.append("?")
            else:
                row.append(".")
        out.append("  " + "".join(row).rstrip())
    return out


def render_board(state: DescentState) -> str:
    """The board and everything public (never the overlord's hand or chest numbers)."""
    data = state.data
    lines = [
        f"round {state.round}  phase {state.phase}  conquest {state.conquest}  "
        f"threat {state.threat}",
        f"overlord: {len(state.hand)} card(s) in hand, deck {len(state.deck)}, "
        f"discards {len(state.discards)}"
        + (
            f", in play: {', '.join(state.card(c).name for c in state.powers)}"
            if state.powers
            else ""
        ),
    ]
    lines += map_lines(state)
    for h in state.heroes:
        where = "town" if h.cell is None else cell_text(h.cell)
        extra = []
        if h.order:
            extra.append(f"order {h.order}")
        if h.action:
            extra.append(f"{h.action} mp {h.mp} attacks {h.attacks}")
        if h.stun:
            extra.append(f"stun {h.stun}")
        if h.in_pit:
            extra.append("in a pit")
        lines.append(
            f"  {hero_name(h.index)} {data.heroes[h.cls].name} at {where}: "
            f"{h.health}/{h.max_health} wounds, {h.fatigue}/{h.max_fatigue} fatigue, "
            f"armor {heroes.hero_armor(state, h)}, {h.coins} coins, potions {h.healing}h "
            f"{h.vitality}v, {' '.join(h.weapons)}" + (f"; {'; '.join(extra)}" if extra else "")
        )
    for m in sorted(state.monsters(), key=lambda m: uid_order(m.uid)):
        flags = " (done)" if m.activated else ""
        if state.acting == m.uid:
            flags = f" (acting: mp {m.mp}, attacks {m.attacks})"
        lines.append(
            f"  {m.uid} {describe(m)} at {footprint_text(m.cells)}: "
            f"{m.remaining}/{m.wounds} wounds{flags}"
        )
    for t in sorted(state.tokens.values(), key=lambda t: t.id):
        label = t.kind + (f" {t.value}" if t.value else "")
        if t.kind == "glyph":
            label += " (active)" if state.glyphs.get(t.id) else " (inactive)"
        lines.append(f"  {t.id}: {label} at {cell_text(data.cell_of[t.zone])}")
    if state.runes:
        lines.append(f"  rune keys: {', '.join(state.runes)}")
    lines.append(f"  revealed: {', '.join(state.revealed_areas) or '-'}")
    if state.frames:
        frame = state.frames[-1]
        who = "ov" if int(frame[1]) == state.ov else hero_name(int(frame[1]))
        lines.append(f"  waiting: {who} ({frame[0]} window)")
    return "\n".join(lines)


def private_view(state: DescentState, player: int) -> str:
    """What only the overlord sees (rules digest §4.1, §1.5): his hand and the numbers of the
    chests on the board."""
    if player != state.ov:
        return ""
    hand = ", ".join(f"{c} ({state.card(c).name})" for c in sorted(state.hand))
    chests = ", ".join(f"{t}:{n}" for t, n in sorted(state.chest_numbers.items()))
    return f"your hand: {hand or '-'}\nchest numbers: {chests or '-'}"
