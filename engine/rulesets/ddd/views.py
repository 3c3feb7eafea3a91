"""Text views of a Dark Darker Darkest game: the status lines and the house as text.

Public information only; nothing here changes the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.text import Joined, Text, say
from questwright.engine.log import spoken, word

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
    "house: one box per tile, rows r1 (top) down, columns c1 (left) across; in a box: X "
    "destroyed or F fire tile, the number of burn markers, survivor digits, Z and the "
    "zombies, ? face-down tokens; then each room with who is in it"
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
    for row in range(1, house.rows + 1):
        cells = []
        for col in range(1, house.cols + 1):
            t = house.tile_at(row, col)
            if t < 0:
                cells.append(" " * 9)
                continue
            mark = "X" if state.is_wrecked(t) else ("F" if t == state.fire_tile else " ")
            burn = str(state.burn[t]) if state.burn[t] else " "
            z = sum(state.zombies[q] for q in house.tile_zones[t])
            hidden = sum(len(state.hidden.get(q, ())) for q in house.tile_zones[t])
            who = "".join(
                str(h.index + 1) for h in state.survivors() if house.zone_tile[h.zone] == t
            )
            cells.append(
                f"{mark}{burn}{who[:3]:<3}{('Z' + str(z)) if z else '':<3}{'?' if hidden else ' '}"
            )
        lines.append("|".join(cells))
    for z in range(house.n):
        parts = [state.hero_label(h.index) for h in state.survivors_in(z)]
        if state.zombies[z]:
            parts.append(spoken(say("{count} zombie(s)", count=state.zombies[z])))
        if z in state.hidden:
            parts.append(spoken(say("{count} face-down token(s)", count=len(state.hidden[z]))))
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
    return "\n".join(lines)
