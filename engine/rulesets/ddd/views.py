"""Text views of a Dark Darker Darkest game: the status lines and the house as text.

Public information only; nothing here changes the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.text import Joined, Text, say, say_n
from questwright.engine.log import spoken, word
from questwright.engine.rulesets.ddd import skills

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState


def status_lines(state: DddState) -> list[Text]:
    """The darkness marker's space (Test Play's status line). (Public information.)"""
    if not hasattr(state, "darkness"):  # the setup's first upkeep is still asking
        return []
    return [say("Darkness {darkness}", darkness=state.darkness)]


#: what :func:`render`'s house shows (``questwright play`` prints it)
#: what :func:`render`'s symbols mean (translated where it is shown)
MAP_KEY = say(
    "house: the tiles' spaces, rows r1 (top) down, columns c1 (left) across; digit survivor, "
    "Z zombie, E monster, ? face-down token, F the fire tile, # destroyed; | - wall, / open "
    "doorway, L doorway a code chip or the lab's seal keeps shut, : . room line; then the "
    "burn markers and each room with who is in it"
)


def render(state: DddState) -> str:
    """The public position: tracks, the security board, the house by tile, survivors. (Public
    information.)"""
    house, data = state.house, state.data
    if not hasattr(state, "darkness"):
        # a decision inside the setup and first upkeep (one atomic step) is pending: show
        # the house as the setup has laid it so far
        note = spoken(say("setting up the house: the first upkeep asks the players a question"))
        view = state.setup_view()
        if view is not None and hasattr(view, "darkness"):
            return note + "\n" + render(view)  # type: ignore[arg-type]
        return note
    cycle = data.event_cycle
    code = Joined(tuple(word(c) for c in state.sequence), " ") if state.sequence else None
    lines = [
        spoken(
            say(
                "round {round}  phase {phase}  darkness {darkness}/{last}{final}  event {event}",
                round=state.round,
                phase=word(state.phase),
                darkness=state.darkness,
                last=data.darkness_len,
                final=say(" (final round)") if state.final_round else "",
                event=word(cycle[state.event]),
            )
        ),
        spoken(
            say(
                "code: {code}  chips placed {placed}/{max_chips}{lab}{showdown}",
                code=code or say("broken"),
                placed=state.placed,
                max_chips=data.max_chips,
                lab=say("  lab open") if state.lab_open else "",
                showdown=say("  SHOWDOWN markers {markers}", markers=state.markers)
                if state.showdown
                else "",
            )
        ),
    ]
    fire = house.tile_name(state.fire_tile) if state.fire_tile >= 0 else say("none")
    lines.append(spoken(say("fire: {fire}", fire=fire)))
    lines += house_map(state)
    burning = [
        f"{house.tile_name(t)} {state.burn[t]}" for t in range(len(house.tile_ids)) if state.burn[t]
    ]
    if burning:
        lines.append(spoken(say("burn markers: {tiles}", tiles=", ".join(burning))))
    for z in range(house.n):
        parts = [state.hero_label(h.index) for h in state.survivors_in(z)]
        if state.zombies[z]:
            parts.append(spoken(say_n("{count} zombie", "{count} zombies", count=state.zombies[z])))
        if z in state.hidden:
            hidden = len(state.hidden[z])
            parts.append(
                spoken(say_n("{count} face-down token", "{count} face-down tokens", count=hidden))
            )
        parts += [
            spoken(say("{name} {hp}hp", name=e.name, hp=e.remaining))
            for e in state.enemies.values()
            if e.zone == z
        ]
        if parts:
            lines.append(f"  {state.zone_id(z)}: {', '.join(parts)}")
    for i, chip in enumerate(house.chips):
        if state.chips_on >> i & 1:
            shown = (
                Joined(tuple(word(c) for c in state.chip_cols[i]), ",")
                if state.chips_seen >> i & 1
                else say("{count} icons", count=len(state.chip_cols[i]))
            )
            door = house.topology.door_ids[chip.door]
            line = say("chip {chip} on {door}: {shown}", chip=chip.id, door=door, shown=shown)
            lines.append("  " + spoken(line))
    for h in state.heroes:
        p = h.index
        where = {0: "", 1: say(" (out until the regroup)"), 2: say(" (out)")}[state.away[p]]
        extra = Joined(
            (
                say(" entrapped") if state.entrapped[p] else "",
                say(" virus {virus}", virus=state.virus[p]) if state.virus[p] else "",
                say(" ANTIDOTE") if p == state.antidote else "",
            ),
            "",
        )
        gear = ", ".join(f"{g}({state.ammo[g]})" if g in state.ammo else g for g in h.gear)
        chips = ",".join(state.carried_chips(p))
        line = say(
            "{hero} {cls} in {zone} energy {energy} AP {ap} xp {xp}{extra}{where}: {gear}{chips}",
            hero=state.hero_label(p),
            cls=h.cls,
            zone=state.zone_id(h.zone),
            energy=h.health,
            ap=state.ap[p],
            xp=h.xp,
            extra=extra,
            where=where,
            gear=gear,
            chips=say("; chips {chips}", chips=chips) if chips else "",
        )
        lines.append("  " + spoken(line))
        known = skill_line(state, p)
        if known is not None:
            lines.append("    " + spoken(known))
    return "\n".join(lines)


def skill_line(state: DddState, p: int) -> Text | None:
    """Survivor ``p``'s skills: those it has (the starting one first) with their effects,
    and its track's others with their XP (``learn`` takes the id in brackets), or lost to
    the virus (:mod:`.skills`); None for a board without skills."""
    have = [f"{s['name']} ({s['effect']})" for s in skills.learned_skills(state, p)]
    rest: list[Text] = []
    for i, s in enumerate(skills.track(state, p)):
        if state.learned[p] >> i & 1:
            continue
        if i >= state.blocked[p]:
            rest.append(say("{name} [{id}] lost to the virus", name=s["name"], id=s["id"]))
        else:
            rest.append(
                say(
                    "{name} [{id}: {effect}] {cost} XP",
                    name=s["name"],
                    id=s["id"],
                    effect=s["effect"],
                    cost=s["cost"],
                )
            )
    if not have and not rest:
        return None
    return say(
        "skills: {have}; to learn: {rest}",
        have=", ".join(have) if have else say("none"),
        rest=Joined(tuple(rest), ", ") if rest else say("none"),
    )


def house_map(state: DddState) -> list[str]:
    """The house space by space with its walls and doorways (the crawler's
    :func:`~questwright.engine.crawler.views.cell_map`), a ruler of tile columns above and
    of tile rows at the left (the ``rNcM`` of the room names)."""
    from questwright.core.params import param_int
    from questwright.engine.crawler.views import cell_map

    house = state.house
    marks: dict[int, list[str]] = {}
    for z in range(house.n):
        shown = [str(h.index + 1) for h in state.survivors_in(z)]
        shown += ["Z"] * state.zombies[z]
        shown += ["E"] * sum(1 for e in state.enemies.values() if e.zone == z)
        if state.hidden.get(z):
            shown.append("?")
        marks[z] = shown

    def fill(z: int) -> str:
        tile = house.zone_tile[z]
        if state.is_wrecked(tile):
            return "#"
        return "F" if tile == state.fire_tile else " "

    rows = cell_map(state, marks, fill)
    size = param_int(house.board, "tileCells", 3, 1, 20)
    x0, y0, x1, _y1 = house.board.bounds()
    ruler = [" "] * (2 * (x1 - x0) + 1)
    for col in range(1, house.cols + 1):
        label = f"c{col}"
        at = 1 + 2 * ((col - 1) * size + size // 2) - len(label) // 2
        for i, ch in enumerate(label):
            if 0 <= at + i < len(ruler):
                ruler[at + i] = ch
    margin = len(f"r{house.rows}") + 1
    out = [" " * margin + "".join(ruler).rstrip()]
    for i, line in enumerate(rows):
        y = (i - 1) // 2 + y0  # line 0 is the top border; odd lines are spaces
        label = ""
        if i % 2 == 1 and (y - y0) % size == size // 2:
            label = f"r{(y - y0) // size + 1}"
        out.append(f"{label:<{margin}}{line}".rstrip())
    return out
