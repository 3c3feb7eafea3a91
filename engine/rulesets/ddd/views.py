"""Text views of a Dark Darker Darkest game: the status lines and the house as text.

Public information only; nothing here changes the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.text import Text, say

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
        note = "setting up the house: the first upkeep asks the players a question"
        view = state.setup_view()
        if view is not None and hasattr(view, "darkness"):
            return note + "\n" + render(view)  # type: ignore[arg-type]
        return note
    cycle = data.event_cycle
    lines = [
        f"round {state.round}  phase {state.phase}  darkness {state.darkness}/{data.darkness_len}"
        f"{' (final round)' if state.final_round else ''}  event {cycle[state.event]}",
        f"code: {' '.join(state.sequence) or 'broken'}  chips placed {state.placed}/{data.max_chips}"
        f"{'  lab open' if state.lab_open else ''}"
        f"{'  SHOWDOWN markers ' + str(state.markers) if state.showdown else ''}",
    ]
    fire = house.tile_name(state.fire_tile) if state.fire_tile >= 0 else "none"
    lines.append(f"fire: {fire}")
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
            parts.append(f"{state.zombies[z]} zombie(s)")
        if z in state.hidden:
            parts.append(f"{len(state.hidden[z])} face-down token(s)")
        parts += [f"{e.name} {e.remaining}hp" for e in state.enemies.values() if e.zone == z]
        if parts:
            lines.append(f"  {state.zone_id(z)}: {', '.join(parts)}")
    for i, chip in enumerate(house.chips):
        if state.chips_on >> i & 1:
            shown = (
                ",".join(state.chip_cols[i])
                if state.chips_seen >> i & 1
                else f"{len(state.chip_cols[i])} icons"
            )
            lines.append(f"  chip {chip.id} on {house.topology.door_ids[chip.door]}: {shown}")
    for h in state.heroes:
        p = h.index
        where = {0: "", 1: " (out until the regroup)", 2: " (out)"}[state.away[p]]
        extra = " entrapped" if state.entrapped[p] else ""
        extra += f" virus {state.virus[p]}" if state.virus[p] else ""
        extra += " ANTIDOTE" if p == state.antidote else ""
        gear = ", ".join(f"{g}({state.ammo[g]})" if g in state.ammo else g for g in h.gear)
        chips = ",".join(state.carried_chips(p))
        lines.append(
            f"  {state.hero_label(p)} {h.cls} in {state.zone_id(h.zone)} energy {h.health} "
            f"AP {state.ap[p]} xp {h.xp}{extra}{where}: {gear}{'; chips ' + chips if chips else ''}"
        )
    return "\n".join(lines)
