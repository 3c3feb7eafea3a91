"""The text views of a descent1 game: the board with its figures and markers, one line per
figure and marker, and the overlord's private view (his hand and the chest numbers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.geometry import Cell
from questwright.core.text import say, say_n
from questwright.engine.actions import hero_name
from questwright.engine.log import spoken, word
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
MAP_KEY = say(
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
    in_play = ", ".join(state.card(c).name for c in state.powers)
    overlord = say_n(
        "overlord: {hand} card in hand, deck {deck}, discards {discards}{in_play}",
        "overlord: {hand} cards in hand, deck {deck}, discards {discards}{in_play}",
        by="hand",
        hand=len(state.hand),
        deck=len(state.deck),
        discards=len(state.discards),
        in_play=say(", in play: {cards}", cards=in_play) if state.powers else "",
    )
    head = say(
        "round {round}  phase {phase}  conquest {conquest}  threat {threat}",
        round=state.round,
        phase=word(state.phase),
        conquest=state.conquest,
        threat=state.threat,
    )
    lines = [spoken(head), spoken(overlord)]
    lines += map_lines(state)
    for h in state.heroes:
        where = say("town") if h.cell is None else cell_text(h.cell)
        extra: list[object] = []
        if h.order:
            extra.append(say("order {order}", order=word(h.order)))
        if h.action:
            extra.append(
                say(
                    "{action} mp {mp} attacks {attacks}",
                    action=word(h.action),
                    mp=h.mp,
                    attacks=h.attacks,
                )
            )
        if h.stun:
            extra.append(say("stun {stun}", stun=h.stun))
        if h.in_pit:
            extra.append(say("in a pit"))
        line = say(
            "{hero} {cls} at {where}: {health}/{max_health} wounds, {fatigue}/{max_fatigue} "
            "fatigue, armor {armor}, {coins} coins, potions {healing}h {vitality}v, {weapons}",
            hero=hero_name(h.index),
            cls=data.heroes[h.cls].name,
            where=where,
            health=h.health,
            max_health=h.max_health,
            fatigue=h.fatigue,
            max_fatigue=h.max_fatigue,
            armor=heroes.hero_armor(state, h),
            coins=h.coins,
            healing=h.healing,
            vitality=h.vitality,
            weapons=" ".join(h.weapons),
        )
        more = "; " + "; ".join(spoken(x) for x in extra) if extra else ""
        lines.append("  " + spoken(line) + more)
    for m in sorted(state.monsters(), key=lambda m: uid_order(m.uid)):
        flags: object = say(" (done)") if m.activated else ""
        if state.acting == m.uid:
            flags = say(" (acting: mp {mp}, attacks {attacks})", mp=m.mp, attacks=m.attacks)
        line = say(
            "{uid} {monster} at {cells}: {remaining}/{wounds} wounds{flags}",
            uid=m.uid,
            monster=describe(m),
            cells=footprint_text(m.cells),
            remaining=m.remaining,
            wounds=m.wounds,
            flags=flags,
        )
        lines.append("  " + spoken(line))
    for t in sorted(state.tokens.values(), key=lambda t: t.id):
        label = spoken(word(t.kind)) + (f" {t.value}" if t.value else "")
        if t.kind == "glyph":
            label += spoken(say(" (active)") if state.glyphs.get(t.id) else say(" (inactive)"))
        at = cell_text(data.cell_of[t.zone])
        lines.append("  " + spoken(say("{token}: {label} at {at}", token=t.id, label=label, at=at)))
    if state.runes:
        lines.append("  " + spoken(say("rune keys: {keys}", keys=", ".join(state.runes))))
    revealed = ", ".join(state.revealed_areas) or "-"
    lines.append("  " + spoken(say("revealed: {areas}", areas=revealed)))
    if state.frames:
        frame = state.frames[-1]
        who = "ov" if int(frame[1]) == state.ov else hero_name(int(frame[1]))
        window = say("waiting: {who} ({window} window)", who=who, window=word(frame[0]))
        lines.append("  " + spoken(window))
    return "\n".join(lines)


def private_view(state: DescentState, player: int) -> str:
    """What only the overlord sees (rules digest §4.1, §1.5): his hand and the numbers of the
    chests on the board."""
    if player != state.ov:
        return ""
    hand = ", ".join(f"{c} ({state.card(c).name})" for c in sorted(state.hand))
    chests = ", ".join(f"{t}:{n}" for t, n in sorted(state.chest_numbers.items()))
    return "\n".join(
        [
            spoken(say("your hand: {cards}", cards=hand or "-")),
            spoken(say("chest numbers: {chests}", chests=chests or "-")),
        ]
    )
