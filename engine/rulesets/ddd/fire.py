"""Fire in Dark Darker Darkest (rules digest §A.5): one roaming fire, burn markers, destruction.

* **Outbreak** (darkness fire space, the terror die, the showdown): a location roll (the d6
  is rolled again on a 6; a roll naming the lab, a destroyed tile or no tile is made again)
  puts the fire token and one burn marker on a tile.
* **Spread** (the event track's fire space, after each team's reactions, the terror die, the
  nemesis reaction): the d4 picks a direction from the entrance hall's key (``fireDirMap``);
  the fire moves to the grid neighbour there — through walls and chips — and burns it; if it
  cannot move (outside, the lab, a destroyed tile) its own tile burns instead (never a
  destroyed one). The third burn marker destroys the tile.
* **Destruction**: the tile's rooms leave play for sight and monsters (zone bits of the
  topology key; survivors may still enter them), its cameras, lock chips (the doorway opens)
  and face-down spawn tokens are removed, and before the showdown darkness advances.
* **Damage** after every spread, on every burning and destroyed tile (``b`` burn markers, the
  destroy threshold for a destroyed tile): up to ``b`` zombies die (no XP), a creature that
  is not fire-resistant takes ``b`` damage, every survivor loses ``b`` energy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.text import say, say_n
from questwright.engine.log import word
from questwright.engine.rulesets.ddd import decisions, monsters, phases, survivors

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState


def topo_id(state: DddState, zone: int) -> str:
    """The topology id of room ``zone`` (as the log and actions write it)."""
    return state.house.topology.zone_ids[zone]


def fire_location(state: DddState, what: str) -> int:
    """A location roll for fire: the d6 again on a 6, again on the lab, a destroyed tile or a spot
    with no tile (bounded; -1 if nothing can burn). (§A.5 "Outbreak".)"""
    house = state.house
    candidates = [
        t
        for t in range(len(house.tile_ids))
        if t not in house.lab_tiles and not state.is_wrecked(t) and house.tile_pos[t]
    ]
    if not any(house.tile_pos[t][1] <= 5 and house.tile_pos[t][0] <= 4 for t in candidates):  # type: ignore[index]
        return -1
    for _ in range(200):
        row, col = (f + 1 for f in state.rng.draws((4, 6)))
        while col == 6:
            col = state.rng.below(6) + 1
        tile = house.tile_at(row, col)
        state.chance("roll", f"{what} location:{row},{col}")
        if tile >= 0 and tile not in house.lab_tiles and not state.is_wrecked(tile):
            return tile
    return -1


def outbreak(state: DddState, why: str) -> None:
    """A fire breaks out (only if none burns). (§A.5 "Outbreak".)"""
    if state.fire_tile >= 0:
        return
    tile = fire_location(state, "fire")
    if tile < 0:
        return
    state.fire_tile = tile
    state.say(
        "fire breaks out on {tile_name} ({why})",
        tile_name=state.house.tile_name(tile),
        why=word(why),
    )
    add_burn(state, tile)


def spread_fire(state: DddState) -> None:
    """The fire spreads (if there is one), then burns what stands in the flames. (§A.5 "Spread",
    "Damage".)"""
    if state.fire_tile < 0 or state._outcome is not None:
        return
    house = state.house
    face = int(decisions.roll(state, "d4", 1, "fire")[0])
    direction = state.data.fire_dirs[face - 1]
    here = state.fire_tile
    there = house.tile_step[here][direction]
    if there < 0 or there in house.lab_tiles or state.is_wrecked(there):
        if not state.is_wrecked(here):
            add_burn(state, here)
    else:
        state.fire_tile = there
        state.say(
            "fire spreads {direction} to {tile_name}",
            direction=word(direction),
            tile_name=house.tile_name(there),
        )
        add_burn(state, there)
    if state._outcome is None:
        fire_damage(state)


def add_burn(state: DddState, tile: int) -> None:
    """One burn marker on ``tile``; the third destroys it (§A.5 "Spread", burn markers)."""
    if state.is_wrecked(tile):
        return
    state.burn[tile] += 1
    if state.burn[tile] >= state.data.burn_to_destroy:
        destroy_tile(state, tile, "fire")


def destroy_tile(state: DddState, tile: int, cause: str) -> None:
    """The tile flips to its destroyed side (see the module docstring). (§A.5 "Destruction".)"""
    if state.is_wrecked(tile):
        return
    house = state.house
    topo = house.topology
    state.burn[tile] = 0
    state.wrecked |= 1 << tile
    zones = house.tile_zones[tile]
    for z in zones:
        state.destroy_zone(z)  # out of play for sight and monsters (the core's key bit)
        state.hidden.pop(z, None)
    for i, (_cid, zone, _facing) in enumerate(house.cameras):
        if house.zone_tile[zone] == tile:
            state.cameras &= ~(1 << i)
    for i, chip in enumerate(house.chips):
        if state.chips_on >> i & 1 and tile in chip.tiles:
            state.chips_on &= ~(1 << i)
            state.key |= topo.door_bit(chip.door)
    state.say(
        "{tile_name} is destroyed ({cause})", tile_name=house.tile_name(tile), cause=word(cause)
    )
    if tile in house.corner_tiles and (cause == "nemesis" or state.data.corners_by_fire):
        state.corners_down += 1
    if not state.showdown:
        phases.advance_darkness(state, state.data.costs["tileDestroyed"], "a room destroyed")
    monsters.look_around(state)
    if state.corners_down >= state.data.corner_loss and state._outcome is None:
        state.finish(
            "loss",
            state.loss_text(
                "corners-destroyed",
                say_n(
                    "{count} corner room has been destroyed",
                    "{count} corner rooms have been destroyed",
                    count=state.corners_down,
                ),
            ),
        )


def fire_damage(state: DddState) -> None:
    """Burning and destroyed tiles hurt what stands on them (no XP for zombies). (§A.5 "Damage".)"""
    house = state.house
    for tile in range(len(house.tile_ids)):
        b = state.fire_level(tile)
        if not b:
            continue
        left = b
        for z in house.tile_zones[tile]:
            gone = min(left, state.zombies[z])
            if gone:
                state.zombies[z] -= gone
                left -= gone
                state.say(
                    say_n(
                        "{gone} zombie burns in {zone}",
                        "{gone} zombies burn in {zone}",
                        by="gone",
                        gone=gone,
                        zone=topo_id(state, z),
                    )
                )
        creature = state.creature()
        if (
            creature is not None
            and creature.zone in house.tile_zones[tile]
            and not state.data.creatures[creature.card].get("fireResistant")
        ):
            monsters.hurt_monster(state, creature, b, None, say("fire"))  # type: ignore[attr-defined]
        for h in state.survivors():
            if house.zone_tile[h.zone] == tile:
                survivors.wound(state, h.index, b, say("fire"))  # type: ignore[attr-defined]
                if state._outcome is not None:
                    return


def extinguish(state: DddState, tile: int, all_markers: bool = False) -> None:
    """Burn markers off a tile (one, or all: the sprinkler); the fire token goes with the last one
    if it sat there. (§A.6 "Survivor actions": extinguish; the sprinkler.)"""
    if state.is_wrecked(tile) or not state.burn[tile]:
        return
    state.burn[tile] = 0 if all_markers else state.burn[tile] - 1
    state.say(
        "burn markers on {tile_name}: {burn}",
        tile_name=state.house.tile_name(tile),
        burn=state.burn[tile],
    )
    if state.burn[tile] == 0 and state.fire_tile == tile:
        state.fire_tile = -1
        state.say("the fire is out")
