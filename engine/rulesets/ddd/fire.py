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

from questwright.engine.rulesets.ddd.base import DddBase

__all__ = ["DddFire"]


class DddFire(DddBase):
    """Outbreak, spread, burn markers, destruction and fire damage."""

    def fire_location(self, what: str) -> int:
        """A location roll for fire: the d6 again on a 6, again on the lab, a destroyed tile
        or a spot with no tile (bounded; -1 if nothing can burn)."""
        house = self.house
        candidates = [
            t
            for t in range(len(house.tile_ids))
            if t not in house.lab_tiles and not self.is_wrecked(t) and house.tile_pos[t]
        ]
        if not any(house.tile_pos[t][1] <= 5 and house.tile_pos[t][0] <= 4 for t in candidates):  # type: ignore[index]
            return -1
        for _ in range(200):
            row = self.rng.below(4) + 1
            col = self.rng.below(6) + 1
            while col == 6:
                col = self.rng.below(6) + 1
            tile = house.tile_at(row, col)
            self.chance("roll", f"{what} location:{row},{col}")
            if tile >= 0 and tile not in house.lab_tiles and not self.is_wrecked(tile):
                return tile
        return -1

    def outbreak(self, why: str) -> None:
        """A fire breaks out (only if none burns)."""
        if self.fire_tile >= 0:
            return
        tile = self.fire_location("fire")
        if tile < 0:
            return
        self.fire_tile = tile
        self.say(f"fire breaks out on {self.house.tile_name(tile)} ({why})")
        self.add_burn(tile)

    def spread_fire(self) -> None:
        """The fire spreads (if there is one), then burns what stands in the flames."""
        if self.fire_tile < 0 or self._outcome is not None:
            return
        house = self.house
        face = int(self.roll("d4", 1, "fire")[0])
        direction = self.data.fire_dirs[face - 1]
        here = self.fire_tile
        there = house.tile_step[here][direction]
        if there < 0 or there in house.lab_tiles or self.is_wrecked(there):
            if not self.is_wrecked(here):
                self.add_burn(here)
        else:
            self.fire_tile = there
            self.say(f"fire spreads {direction} to {house.tile_name(there)}")
            self.add_burn(there)
        if self._outcome is None:
            self.fire_damage()

    def add_burn(self, tile: int) -> None:
        if self.is_wrecked(tile):
            return
        self.burn[tile] += 1
        if self.burn[tile] >= self.data.burn_to_destroy:
            self.destroy_tile(tile, "fire")

    def destroy_tile(self, tile: int, cause: str) -> None:
        """The tile flips to its destroyed side (see the module docstring)."""
        if self.is_wrecked(tile):
            return
        house = self.house
        topo = house.topology
        self.burn[tile] = 0
        self.wrecked |= 1 << tile
        zones = house.tile_zones[tile]
        for z in zones:
            self.destroy_zone(z)  # out of play for sight and monsters (the core's key bit)
            self.hidden.pop(z, None)
        for i, (_cid, zone, _facing) in enumerate(house.cameras):
            if house.zone_tile[zone] == tile:
                self.cameras &= ~(1 << i)
        for i, chip in enumerate(house.chips):
            if self.chips_on >> i & 1 and tile in chip.tiles:
                self.chips_on &= ~(1 << i)
                self.key |= topo.door_bit(chip.door)
        self.say(f"{house.tile_name(tile)} is destroyed ({cause})")
        if tile in house.corner_tiles and (cause == "nemesis" or self.data.corners_by_fire):
            self.corners_down += 1
        if not self.showdown:
            self.advance_darkness(self.data.costs["tileDestroyed"], "a room destroyed")
        self.room_changed()
        if self.corners_down >= self.data.corner_loss and self._outcome is None:
            self.finish(
                "loss",
                self.loss_text(
                    "corners-destroyed", f"{self.corners_down} corner rooms have been destroyed"
                ),
            )

    def fire_damage(self) -> None:
        """Burning and destroyed tiles hurt what stands on them (no XP for zombies)."""
        house = self.house
        for tile in range(len(house.tile_ids)):
            b = self.fire_level(tile)
            if not b:
                continue
            left = b
            for z in house.tile_zones[tile]:
                gone = min(left, self.zombies[z])
                if gone:
                    self.zombies[z] -= gone
                    left -= gone
                    self.say(f"{gone} zombie(s) burn in {topo_id(self, z)}")
            creature = self.creature()
            if (
                creature is not None
                and creature.zone in house.tile_zones[tile]
                and not self.data.creatures[creature.card].get("fireResistant")
            ):
                self.hurt_monster(creature, b, None, "fire")  # type: ignore[attr-defined]
            for h in self.survivors():
                if house.zone_tile[h.zone] == tile:
                    self.wound(h.index, b, "fire")  # type: ignore[attr-defined]
                    if self._outcome is not None:
                        return

    def extinguish(self, tile: int, all_markers: bool = False) -> None:
        """Burn markers off a tile (one, or all: the sprinkler); the fire token goes with the
        last one if it sat there."""
        if self.is_wrecked(tile) or not self.burn[tile]:
            return
        self.burn[tile] = 0 if all_markers else self.burn[tile] - 1
        self.say(f"burn markers on {self.house.tile_name(tile)}: {self.burn[tile]}")
        if self.burn[tile] == 0 and self.fire_tile == tile:
            self.fire_tile = -1
            self.say("the fire is out")

    def room_changed(self) -> None:
        """Hook: the house changed (a room destroyed, a chip taken): spawn tokens now in a
        survivor's sight turn into zombies."""


def topo_id(state: DddBase, zone: int) -> str:
    return state.house.topology.zone_ids[zone]
