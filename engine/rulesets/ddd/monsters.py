"""Zombies, the creature and the nemesis in Dark Darker Darkest (rules digest §A.2, §A.3, §A.6).

* **Spawn tokens** lie face down until a survivor has line of sight to their room, then turn
  into that many zombies (:meth:`DddMonsters.look_around`, after every move, unlock,
  destruction and spawn). A spawn roll (d4 row, d6 column) on a 6, off the house, on a locked
  or destroyed room puts the zombies straight into a non-burning room next to a survivor and
  in that survivor's sight (the players' pick; else any non-burning room).
* **Cameras** see their own room and the ray in their facing; each room they see with
  survivors rolls survivor dice (one per survivor, at most four) with the terror die, whose
  face strikes on any failure.
* **Terror die**: a horde token beside the triggering survivors (not in a locked room); the
  creature closing in (else two hordes one step each); the creature appearing (or healing
  three); the fire spreading (or breaking out).
* **Attacks** (creature dice: one per zombie, at most six; the creature's attack less its red
  locations; the nemesis its own): the defence roll cancels one die per success, then the
  faces are shared out among the survivors in the room by the players — damage, heavy
  damage (never split), entrap, bite, fear (one per survivor, to an open neighbour room) and
  reinforcement (a horde pulled from a neighbour room: orthogonal with sight, or diagonal
  when both see a room joining them, nothing burning; the creature's is its power attack).
* **Zombie movement** after a team: hordes in rooms touching a room of an acting-team
  survivor (sides or corners) take up to two steps toward the closest such survivor, only
  along a shortest open route on which every step brings them nearer on the grid, never into
  burning or destroyed rooms; entering a survivor's room ends the move with an attack.
* **The creature** moves from anywhere along a shortest open route to the acting team
  (through fire only if fire-resistant), up to its movement less its blue locations.
* **The nemesis** (showdown) heads for the nearest intact corner outside the lab, attacking
  every survivor room it enters, stops there and destroys that corner at its next reaction.
"""

from __future__ import annotations

from typing import Any

from questwright.core.params import param_str
from questwright.engine.pieces import Enemy
from questwright.engine.rulesets.ddd.survivors import DddSurvivors

__all__ = ["DddMonsters", "creature_modifiers"]

INF = 1 << 20
#: the creature-die faces a defence success cancels first (worst first)
CANCEL_ORDER = ("heavy", "bite", "entrap", "damage", "reinforcement", "fear")


def creature_modifiers(board: dict[str, Any], damage: int) -> dict[str, int]:
    """Hit locations filled (in printed order, as the players place the cubes) by colour."""
    filled: dict[str, int] = {}
    need = 0
    for loc in board.get("locations", ()):
        need += int(loc["cubes"])
        if damage >= need:
            filled[loc["colour"]] = filled.get(loc["colour"], 0) + 1
    return filled


class DddMonsters(DddSurvivors):
    """Spawning, sight, cameras, the terror die, attacks and the monsters' moves."""

    # ------------------------------------------------------------------ sight
    def seen_by_survivors(self) -> set[int]:
        rows = self.house.sight(self.key)
        seen: set[int] = set()
        for z in self.survivor_rooms():
            seen.update(rows[z])
        return seen

    def in_sight(self, zone: int) -> bool:
        rows = self.house.sight(self.key)
        return any(zone in rows[z] for z in self.survivor_rooms())

    def room_changed(self) -> None:
        self.look_around()

    def look_around(self) -> None:
        """Survivors turn up the chips on their rooms' doorways and see spawn tokens."""
        house = self.house
        rooms = self.survivor_rooms()
        for z in rooms:
            for i in house.room_chips[z]:
                if self.chips_on >> i & 1 and not self.chips_seen >> i & 1:
                    self.chips_seen |= 1 << i
                    chip = house.chips[i]
                    self.say(f"chip {chip.id} shows {', '.join(self.chip_cols[i])}")
        if not self.hidden:
            return
        rows = house.sight(self.key)
        for z in sorted(self.hidden):
            if any(z in rows[r] for r in rooms):
                self.convert(z)

    def convert(self, zone: int) -> None:
        """Face-down tokens in ``zone`` become zombies."""
        values = self.hidden.pop(zone, ())
        count = sum(values)
        if not count:
            return
        self.chance("reveal", f"{self.zone_id(zone)}:{'+'.join(str(v) for v in values)}")
        got = self.add_zombies(zone, count)
        self.say(f"{got} zombie(s) rise in {self.zone_id(zone)}")

    # ------------------------------------------------------------------ spawning
    def place_token(self, zone: int, value: int) -> None:
        self.hidden[zone] = (*self.hidden.get(zone, ()), value)
        if self.in_sight(zone):
            self.convert(zone)
        else:
            self.say(f"a spawn token lands in {self.zone_id(zone)}")

    def spawn_roll(self, why: str) -> None:
        """Upkeep step 4 and the event track's zombie space."""
        house = self.house
        row, col = self.location_roll("spawn")
        value = self.draw_spawn()
        if value is None:
            self.say("no spawn token is left")
            return
        tile = house.tile_at(row, col) if col <= house.cols else -1
        zone = self.roll_room(tile) if tile >= 0 else -1
        if zone < 0 or self.is_wrecked(tile) or house.locked(zone, self.key):
            self.spawn_fallback(value)
            return
        self.place_token(zone, value)

    def roll_room(self, tile: int) -> int:
        """The room a location roll on ``tile`` names (a split tile: its spawn room, or the
        players' pick with ``splitTileSpawnPolicy: choose``)."""
        house = self.house
        zones = house.tile_zones[tile]
        if (
            len(zones) > 1
            and param_str(self.game.board, "splitTileSpawnPolicy", "spawn-room") == "choose"
        ):
            ranked = sorted(zones, key=lambda z: (self.in_sight(z), z))
            return self.decide("split-room", ranked, [self.zone_id(z) for z in ranked])
        return house.room_of_tile(tile)

    def spawn_fallback(self, value: int) -> None:
        """Zombies straight into a non-burning room beside a survivor and in sight."""
        rows = self.house.sight(self.key)
        rooms = self.survivor_rooms()
        near: set[int] = set()
        for s in rooms:
            near.update(z for z, r in rows[s].items() if r == 1)
        candidates = [z for z in sorted(near) if not self.room_fire(z)]
        if not candidates:
            candidates = [
                z
                for z in range(self.house.n)
                if not self.room_fire(z) and not self.house.topology.zone_gone(self.key, z)
            ]
        if not candidates:
            return
        gd = self.house.grid_dist

        def harm(z: int) -> tuple[int, int, int]:
            closest = min((gd[z][s] for s in rooms), default=0)
            return (len(self.survivors_in(z)), -closest, z)

        ranked = sorted(candidates, key=harm)
        zone = self.decide("spawn-fallback", ranked, [self.zone_id(z) for z in ranked])
        got = self.add_zombies(zone, value)
        self.say(f"{got} zombie(s) burst into {self.zone_id(zone)}")

    # ------------------------------------------------------------------ cameras
    def camera_view(self, camera: int) -> frozenset[int]:
        """The rooms camera ``camera`` sees now: its room and the ray in its facing."""
        house = self.house
        cache = house.camera_cache
        key = (self.key, camera)
        found = cache.get(key)
        if found is None:
            from questwright.core.sight.zone import zone_sight

            topo = house.topology
            _cid, zone, facing = house.cameras[camera]
            if topo.zone_gone(self.key, zone):
                found = frozenset()
            else:
                opened = [d for i, d in enumerate(topo.door_ids) if self.key >> i & 1]
                gone = [topo.zone_ids[z] for z in sorted(topo.removed_zones(self.key))]
                seen = zone_sight(
                    house.board,
                    topo.zone_ids[zone],
                    open_doors=opened,
                    blocked_zones=gone,
                    directions=facing,
                )
                found = frozenset(topo.index[z] for z in seen if z in topo.index)
            cache[key] = found
        return found

    def camera_check(self) -> None:
        """Upkeep step 3: every (camera, room with survivors) pair, in the players' order."""
        if self.showdown or not self.cameras:
            return
        pairs = [
            (i, z)
            for i in range(len(self.house.cameras))
            if self.cameras >> i & 1
            for z in sorted(self.camera_view(i))
            if self.survivors_in(z)
        ]
        while pairs and self._outcome is None:
            labels = [f"{self.house.cameras[i][0]}>{self.zone_id(z)}" for i, z in pairs]
            cam, zone = self.decide("camera-order", pairs, labels)
            pairs.remove((cam, zone))
            here = self.survivors_in(zone)
            if not here or not self.cameras >> cam & 1:
                continue
            dice = self.roll("survivor", min(len(here), self.data.dice_cap), "camera")
            face = self.roll("terror", 1, "camera")[0]
            if "failure" in dice:
                self.say(f"camera {self.house.cameras[cam][0]} spots survivors: {face}")
                self.terror(face, zone, {zone})

    # ------------------------------------------------------------------ the terror die
    def terror(self, face: str, room: int, team_rooms: set[int]) -> None:
        if self._outcome is not None:
            return
        if face == "horde":
            self.terror_horde(team_rooms)
        elif face == "reaction":
            creature = self.creature()
            if creature is not None:
                self.creature_move(creature, {room}, attack=True)
            else:
                for _ in range(2):
                    self.horde_step(team_rooms)
                    if self._outcome is not None:
                        return
        elif face == "creature":
            creature = self.creature()
            if creature is not None:
                healed = min(3, creature.damage)
                creature.damage -= healed
                self.say(f"{creature.name} heals {healed}")
            else:
                self.creature_appears()
        elif face == "fire":
            if self.fire_tile >= 0:
                self.spread_fire()
            else:
                self.outbreak("the terror die")
        self.look_around()

    def terror_horde(self, team_rooms: set[int]) -> None:
        house = self.house
        near: set[int] = set()
        for r in team_rooms:
            near |= house.touching[r]
        near -= team_rooms
        candidates = [
            z
            for z in sorted(near)
            if not house.topology.zone_gone(self.key, z) and not house.locked(z, self.key)
        ]
        if not candidates:
            return
        ranked = sorted(candidates, key=lambda z: (self.in_sight(z), len(self.survivors_in(z)), z))
        zone = self.decide("horde-room", ranked, [self.zone_id(z) for z in ranked])
        value = self.draw_spawn()
        if value is not None:
            self.place_token(zone, value)

    def horde_step(self, team_rooms: set[int]) -> None:
        """A horde takes one step toward a survivor of the triggering team."""
        steps = self.house.monster_steps(self.key)
        blocked = self.burning_rooms()
        dist = self.house.path_distances(steps, team_rooms, blocked)
        movers: list[tuple[int, int]] = []
        for z in range(self.house.n):
            if not self.zombies[z] or z in team_rooms or self.survivors_in(z):
                continue
            here = self._dist_from(z, dist, steps, blocked)
            nxt = [o for o in steps[z] if o not in blocked and dist[o] < here]
            if nxt:
                movers.append((z, min(nxt)))
        if not movers:
            return
        rooms = self.survivor_rooms()
        movers.sort(key=lambda m: (m[1] in rooms, -dist[m[1]], self.zombies[m[0]], m[0]))
        labels = [f"{self.zone_id(a)}>{self.zone_id(b)}" for a, b in movers]
        src, dst = self.decide("reaction-horde", movers, labels)
        count = self.zombies[src]
        self.zombies[src] = 0
        self.zombies[dst] += count
        self.say(f"{count} zombie(s) shamble from {self.zone_id(src)} to {self.zone_id(dst)}")
        if self.survivors_in(dst):
            self.zombie_attack(dst, count)

    # ------------------------------------------------------------------ the creature
    def creature_location(self) -> int:
        """A location roll for a creature: again on a 6, off the house or a locked room."""
        house = self.house
        for _ in range(200):
            row, col = self.location_roll("creature")
            tile = house.tile_at(row, col) if col <= house.cols else -1
            if tile < 0:
                continue
            zone = house.room_of_tile(tile)
            if not house.locked(zone, self.key):
                return zone
        return -1

    def creature_appears(self) -> None:
        if self.creature() is not None or not self.creature_pile:
            return
        zone = self.creature_location()
        if zone < 0:
            return
        board_id = self.creature_pile.pop()
        self.chance("draw", f"creature:{board_id}")
        self.add_creature(board_id, zone)

    def add_creature(self, board_id: str, zone: int, source: str = "") -> Enemy:
        spec = self.data.creatures[board_id]
        hp = sum(int(loc["cubes"]) for loc in spec.get("locations", ())) or 1
        uid = self.new_uid()
        e = Enemy(uid, board_id, spec["name"], "creature", 0, zone, hp, {}, {})
        e.source = source or uid
        self.enemies[uid] = e
        self.spawned["creatures"] = self.spawned.get("creatures", 0) + 1
        self.say(f"{spec['name']} appears in {self.zone_id(zone)}")
        b = self.room_fire(zone)
        if b and not spec.get("fireResistant"):
            self.hurt_monster(e, b, None, "fire")
        return e

    def creature_mp(self, e: Enemy) -> int:
        spec = self.data.creatures[e.card]
        blue = creature_modifiers(spec, e.damage).get("blue", 0)
        return max(0, int(spec.get("move", 0)) - blue)

    def creature_move(self, e: Enemy, targets: set[int], attack: bool) -> None:
        """Along a shortest open route to ``targets`` (fire only if fire-resistant), up to
        its movement; only if the route arrives; entering a survivor room attacks."""
        if e.zone in targets or self.survivors_in(e.zone):
            return
        spec = self.data.creatures[e.card]
        resistant = bool(spec.get("fireResistant"))
        house = self.house
        if resistant:
            steps = house.survivor_steps(self.key, self.gone_mask())
            blocked: set[int] = set()
        else:
            steps = house.monster_steps(self.key)
            blocked = self.burning_rooms()
        dist = house.path_distances(steps, targets, blocked)
        here = self._dist_from(e.zone, dist, steps, blocked)
        mp = self.creature_mp(e)
        moved = 0
        while moved < mp and here < INF and here > 0:
            nxt = [o for o in steps[e.zone] if o not in blocked and dist[o] == here - 1]
            if not nxt:
                break
            e.zone = self.decide("creature-step", nxt, [self.zone_id(z) for z in nxt])
            here -= 1
            moved += 1
            b = self.room_fire(e.zone)
            if b and not resistant:
                self.hurt_monster(e, b, None, "fire")
                if e.uid not in self.enemies:
                    return
            if self.survivors_in(e.zone):
                if attack:
                    self.creature_attack(e)
                return

    def creature_attack(self, e: Enemy) -> None:
        spec = self.data.creatures[e.card]
        filled = creature_modifiers(spec, e.damage)
        dice = max(1, int(spec.get("attack", 1)) - filled.get("red", 0))
        power = int((spec.get("power") or {}).get("damage", 1))
        self.resolve_attack(
            e.zone, dice, e.name, power, filled.get("orange", 0), filled.get("white", 0)
        )

    # ------------------------------------------------------------------ monsters hurt
    def hurt_monster(self, e: Enemy, amount: int, by: int | None, cause: str) -> None:
        """Damage (hit cubes) on the creature or the nemesis; at full it is eliminated."""
        if amount <= 0 or e.uid not in self.enemies:
            return
        e.damage += amount
        self.say(f"{e.name} takes {amount} ({cause}), {max(e.remaining, 0)} left")
        if e.damage < e.health:
            return
        del self.enemies[e.uid]
        self.killed.add(e.uid)
        self.killed.add(e.source)
        if e.kind == "creature":
            self.creature_pile.insert(0, e.card)
            self.say(f"{e.name} is eliminated")
            if by is not None:
                for h in self.survivors():
                    self.gain_xp(h, self.data.xp_creature)
            self.fire("enemy-killed", (e.uid, e.source, e.name, e.kind))
            return
        self.say(f"{e.name} is destroyed")
        self.fire("enemy-killed", (e.uid, e.source, e.name, e.kind))
        self.check_objectives()
        self.finish("win", "the nemesis is destroyed")

    def kill_zombies(self, zone: int, count: int, by: int | None) -> int:
        got = min(count, self.zombies[zone])
        if got:
            self.zombies[zone] -= got
            self.killed.add("zombie")
            if by is not None:
                self.gain_xp(self.heroes[by], got * self.data.xp_zombie)
        return got

    def release_entrapped(self) -> None:
        """Entrapped survivors go free when no zombie or creature is left in their room."""
        for h in self.heroes:
            p = h.index
            if self.entrapped[p] and not self.monsters_in(h.zone):
                self.entrapped[p] = False
                self.say(f"{self.hero_label(p)} is no longer entrapped")

    # ------------------------------------------------------------------ attacks on survivors
    def burning_rooms(self) -> set[int]:
        house = self.house
        return {z for t, b in enumerate(self.burn) if b for z in house.tile_zones[t]}

    def attack_rooms(self) -> None:
        """Reactions step 1: every room with survivors and zombies or the creature."""
        creature = self.creature()
        rooms = [
            z
            for z in sorted(self.survivor_rooms())
            if self.zombies[z] or (creature is not None and creature.zone == z)
        ]
        while rooms and self._outcome is None:
            ranked = sorted(rooms, key=lambda z: (-self.zombies[z], z))
            zone = self.decide("attack-order", ranked, [self.zone_id(z) for z in ranked])
            rooms.remove(zone)
            if self.zombies[zone] and self.survivors_in(zone):
                self.zombie_attack(zone, self.zombies[zone])
            creature = self.creature()
            if creature is not None and creature.zone == zone and self.survivors_in(zone):
                self.creature_attack(creature)

    def zombie_attack(self, zone: int, count: int) -> None:
        dice = min(count, self.data.zombie_dice_cap)
        self.resolve_attack(zone, dice, f"{count} zombie(s)", 0, 0, 0)

    def resolve_attack(
        self, zone: int, dice: int, who: str, power: int, ignore_bites: int, ignore_reinf: int
    ) -> None:
        """Creature dice, the defence roll, then the players share the faces out; ``power``
        is the damage of a creature's (or the nemesis') power attack, 0 for zombies, whose
        reinforcement faces pull hordes instead."""
        if self._outcome is not None or not self.survivors_in(zone) or dice <= 0:
            return
        self._feared = set()
        faces = self.roll("creature", dice, f"attack {self.zone_id(zone)}")
        here = self.survivors_in(zone)
        defence = (
            4
            if self.data.advanced and zone in self.house.defense_rooms
            else min(len(here), self.data.dice_cap)
        )
        saves = self.roll("survivor", defence, "defence").count("success")
        for _ in range(saves):
            if not faces:
                break
            kinds = sorted(
                set(faces), key=lambda f: CANCEL_ORDER.index(f) if f in CANCEL_ORDER else 9
            )
            faces.remove(self.decide("cancel", kinds, kinds))
        for _ in range(ignore_bites):
            if "bite" in faces:
                faces.remove("bite")
        for _ in range(ignore_reinf):
            if "reinforcement" in faces:
                faces.remove("reinforcement")
        self.say(f"{who} attack in {self.zone_id(zone)}: {', '.join(faces) or 'nothing'}")
        for face in ("reinforcement", "heavy", "damage", "bite", "entrap", "fear"):
            for _ in range(faces.count(face)):
                if self._outcome is not None or not self.survivors_in(zone):
                    return
                self.apply_face(face, zone, power, who)
        self.release_entrapped()

    def apply_face(self, face: str, zone: int, power: int, who: str) -> None:
        here = self.survivors_in(zone)
        label = self.hero_label
        if face == "reinforcement":
            if power:
                victim = self.pick_victim(here, "power", power)
                self.wound(victim, power, f"{who}'s power attack")
            else:
                self.pull_reinforcement(zone)
            return
        if face in ("damage", "heavy"):
            amount = 2 if face == "heavy" else 1
            victim = self.pick_victim(here, face, amount)
            self.wound(victim, amount, who)
        elif face == "bite":
            ranked = sorted(
                (h.index for h in here),
                key=lambda q: (self.virus[q] >= 1, q == self.antidote, -self.heroes[q].health, q),
            )
            self.bite(self.decide("bite", ranked, [label(q) for q in ranked]), zone)
        elif face == "entrap":
            free = [h.index for h in here if not self.entrapped[h.index]]
            if not free:
                return
            ranked = sorted(free, key=lambda q: (self.ap[q] > 0, -self.heroes[q].health, q))
            victim = self.decide("entrap", ranked, [label(q) for q in ranked])
            self.entrapped[victim] = True
            self.say(f"{label(victim)} is entrapped")
        elif face == "fear":
            self.fear(zone)

    def pick_victim(self, here: list[Any], kind: str, amount: int) -> int:
        """Who takes a damage face (the players' pick; greedy: the healthiest, sparing the
        antidote holder)."""
        ranked = sorted(
            (h.index for h in here),
            key=lambda q: (
                q == self.antidote,
                self.heroes[q].health <= amount,
                -self.heroes[q].health,
                q,
            ),
        )
        return self.decide(kind, ranked, [self.hero_label(q) for q in ranked])

    def fear(self, zone: int) -> None:
        """One survivor (not entrapped, not yet feared this attack) flees to an open
        neighbour room."""
        steps = self.house.survivor_steps(self.key, self.gone_mask())[zone]
        options = [
            (h.index, z)
            for h in self.survivors_in(zone)
            if not self.entrapped[h.index] and h.index not in self._feared
            for z in steps
        ]
        if not options:
            return
        options.sort(
            key=lambda o: (self.monsters_in(o[1]), self.room_fire(o[1]), -self.ap[o[0]], o)
        )
        labels = [f"{self.hero_label(p)}>{self.zone_id(z)}" for p, z in options]
        p, dest = self.decide("fear", options, labels)
        self._feared.add(p)
        self.say(f"{self.hero_label(p)} flees in fear to {self.zone_id(dest)}")
        self.enter_room(p, dest)

    #: survivors already moved by a fear face in the attack being resolved
    _feared: set[int]

    def pull_reinforcement(self, zone: int) -> None:
        """A reinforcement face of a zombie attack pulls a horde (or a face-down token,
        turned up) into the contested room."""
        house = self.house
        burning = self.burning_rooms()
        if zone in burning:
            return
        rows = house.sight(self.key)
        sources: list[int] = []
        for z in sorted(house.touching[zone]):
            if not (self.zombies[z] or z in self.hidden) or z in burning:
                continue
            if z in house.ortho[zone]:
                if zone in rows[z]:
                    sources.append(z)
            else:
                common = house.ortho[z] & house.ortho[zone]
                if any(c in rows[z] and c in rows[zone] for c in common):
                    sources.append(z)
        if not sources:
            return
        ranked = sorted(sources, key=lambda z: (self.zombies[z] + sum(self.hidden.get(z, ())), z))
        src = self.decide("reinforcement", ranked, [self.zone_id(z) for z in ranked])
        if src in self.hidden:
            self.convert(src)
        count = self.zombies[src]
        self.zombies[src] = 0
        self.zombies[zone] += count
        self.say(f"{count} zombie(s) pour in from {self.zone_id(src)}")

    # ------------------------------------------------------------------ zombie moves
    def _dist_from(
        self, z: int, dist: list[int], steps: list[tuple[int, ...]], blocked: set[int]
    ) -> int:
        if z not in blocked:
            return dist[z]
        best = min((dist[o] for o in steps[z] if o not in blocked), default=INF)
        return best + 1 if best < INF else INF

    def zombie_reaction(self, team: list[int]) -> None:
        """Reactions step 2 (see the module docstring)."""
        house = self.house
        targets = {self.heroes[p].zone for p in team if not self.away[p]}
        if not targets:
            return
        reacting = [
            (z, self.zombies[z])
            for z in range(house.n)
            if self.zombies[z]
            and z not in targets
            and house.touching[z] & targets
            and not self.survivors_in(z)
        ]
        for z, count in reacting:
            self.move_horde(z, count, targets)
            if self._outcome is not None:
                return

    def move_horde(self, zone: int, count: int, targets: set[int], mp: int | None = None) -> None:
        """Up to ``mp`` (two) steps toward the closest target room, never away from it on
        the grid, never into fire; a survivor room ends the move with an attack."""
        count = min(count, self.zombies[zone])
        if count <= 0:
            return
        house = self.house
        steps = house.monster_steps(self.key)
        blocked = self.burning_rooms()
        blocked_key = frozenset(blocked)
        best: list[tuple[int, int, int]] = []
        for t in sorted(targets):
            if t in blocked:
                continue
            dist, mono = self._route(t, steps, blocked, blocked_key)
            d = self._dist_from(zone, dist, steps, blocked)
            if d < INF:
                best.append((d, house.grid_dist[zone][t], t))
        if not best:
            return
        near = min(b[0] for b in best)
        ranked = sorted(b for b in best if b[0] == near)
        target = self.decide(
            "zombie-target", [b[2] for b in ranked], [self.zone_id(b[2]) for b in ranked]
        )
        dist, mono = self._route(target, steps, blocked, blocked_key)
        gd = house.grid_dist
        here = zone
        left = self.data.zombie_mp if mp is None else mp
        moved = False
        while left > 0 and here != target:
            nxt = [
                o
                for o in steps[here]
                if o not in blocked
                and dist[o] == self._dist_from(here, dist, steps, blocked) - 1
                and gd[o][target] < gd[here][target]
                and mono[o]
            ]
            if not nxt:
                break
            here = self.decide("zombie-step", nxt, [self.zone_id(z) for z in nxt])
            left -= 1
            moved = True
            if self.survivors_in(here):
                break
        if not moved:
            return
        self.zombies[zone] -= count
        self.zombies[here] += count
        self.say(f"{count} zombie(s) move from {self.zone_id(zone)} to {self.zone_id(here)}")
        if self.survivors_in(here):
            self.zombie_attack(here, count)

    def _route(
        self,
        target: int,
        steps: list[tuple[int, ...]],
        blocked: set[int],
        blocked_key: frozenset[int],
    ) -> tuple[list[int], list[bool]]:
        """Path distances to ``target`` avoiding ``blocked``, and whether a room has a
        shortest route on which every step brings it nearer on the grid (cached)."""
        cache = self.house.route_cache
        key = (self.key, blocked_key, target)
        found = cache.get(key)
        if found is not None:
            return found
        house = self.house
        dist = house.path_distances(steps, {target}, blocked)
        gd = house.grid_dist
        mono = [False] * house.n
        mono[target] = True
        order = sorted((d, z) for z, d in enumerate(dist) if 0 < d < INF)
        for d, z in order:
            for o in steps[z]:
                if dist[o] == d - 1 and mono[o] and gd[o][target] < gd[z][target]:
                    mono[z] = True
                    break
        # a horde standing in a burning room may still leave it
        for z in blocked:
            for o in steps[z]:
                if o not in blocked and mono[o] and gd[o][target] < gd[z][target]:
                    mono[z] = True
                    break
        if len(cache) > 50_000:
            cache.clear()
        found = cache[key] = (dist, mono)
        return found
