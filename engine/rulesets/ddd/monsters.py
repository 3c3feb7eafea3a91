"""Zombies, the creature and the nemesis in Dark Darker Darkest (rules digest §A.2, §A.3, §A.6).

* **Spawn tokens** lie face down until a survivor has line of sight to their room, then turn
  into that many zombies (:func:`look_around`, after every move, unlock,
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

from typing import TYPE_CHECKING

from questwright.core.text import Joined, Text, say, say_n
from questwright.engine.log import word
from questwright.engine.rulesets.ddd import decisions, fire, survivors

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState

from typing import Any

from questwright.core.params import param_str
from questwright.engine.pieces import Enemy

INF = 1 << 20
#: the creature-die faces a defence success cancels first (worst first)
CANCEL_ORDER = ("heavy", "bite", "entrap", "damage", "reinforcement", "fear")


def creature_modifiers(board: dict[str, Any], damage: int) -> dict[str, int]:
    """Hit locations filled (in printed order, as the players place the cubes) by colour. (§A.6
    "Creatures": hit locations.)"""
    filled: dict[str, int] = {}
    need = 0
    for loc in board.get("locations", ()):
        need += int(loc["cubes"])
        if damage >= need:
            filled[loc["colour"]] = filled.get(loc["colour"], 0) + 1
    return filled


def add_zombies(state: DddState, zone: int, count: int) -> int:
    """Zombie figures into a room, as many as the box still has (``componentLimits``). (§A.6
    "Creatures".)"""
    room = max(0, state.data.zombie_cap - sum(state.zombies))
    got = min(count, room)
    state.zombies[zone] += got
    state.spawned["zombies"] = state.spawned.get("zombies", 0) + got
    return got


def draw_spawn(state: DddState) -> int | None:
    """A spawn token from the pile (face down: its value is private to nobody). (§A.6 "Upkeep (in
    order)": spawn tokens.)"""
    pile = state.spawn_pile
    if not pile:
        return None
    value = pile.pop(state.rng.below(len(pile), ()))
    state.chance("draw", f"spawn:{value}", ())
    return value


def seen_by_survivors(state: DddState) -> set[int]:
    """Every room a survivor in the house has line of sight to (§A.3)."""
    rows = state.house.sight(state.key)
    seen: set[int] = set()
    for z in state.survivor_rooms():
        seen.update(rows[z])
    return seen


def in_sight(state: DddState, zone: int) -> bool:
    """Whether a survivor has line of sight to ``zone`` (§A.3)."""
    rows = state.house.sight(state.key)
    return any(zone in rows[z] for z in state.survivor_rooms())


def look_around(state: DddState) -> None:
    """Survivors turn up the chips on their rooms' doorways and see spawn tokens. (§A.3; §A.4 chips
    turned face up.)"""
    house = state.house
    rooms = state.survivor_rooms()
    for z in rooms:
        for i in house.room_chips[z]:
            if state.chips_on >> i & 1 and not state.chips_seen >> i & 1:
                state.chips_seen |= 1 << i
                chip = house.chips[i]
                state.say(
                    "chip {chip} shows {colours}",
                    chip=chip.id,
                    colours=Joined(tuple(word(x) for x in state.chip_cols[i])),
                )
    if not state.hidden:
        return
    rows = house.sight(state.key)
    for z in sorted(state.hidden):
        if any(z in rows[r] for r in rooms):
            convert(state, z)


def convert(state: DddState, zone: int) -> None:
    """Face-down tokens in ``zone`` become zombies. (§A.3 spawn tokens.)"""
    values = state.hidden.pop(zone, ())
    count = sum(values)
    if not count:
        return
    state.chance("reveal", f"{state.zone_id(zone)}:{'+'.join(str(v) for v in values)}")
    got = add_zombies(state, zone, count)
    state.say(
        say_n(
            "{got} zombie rises in {zone}",
            "{got} zombies rise in {zone}",
            by="got",
            got=got,
            zone=state.zone_id(zone),
        )
    )


def place_token(state: DddState, zone: int, value: int) -> None:
    """A spawn token lands face down in ``zone``; in a survivor's sight it turns into
    zombies at once (§A.6 "Creatures"; spawn tokens, §A.3)."""
    state.hidden[zone] = (*state.hidden.get(zone, ()), value)
    if in_sight(state, zone):
        convert(state, zone)
    else:
        state.say("a spawn token lands in {zone}", zone=state.zone_id(zone))


def spawn_roll(state: DddState, why: str) -> None:
    """Upkeep step 4 and the event track's zombie space. (§A.6 "Upkeep (in order)", "Tracks".)"""
    house = state.house
    row, col = decisions.location_roll(state, "spawn")
    value = draw_spawn(state)
    if value is None:
        state.say("no spawn token is left")
        return
    tile = house.tile_at(row, col) if col <= house.cols else -1
    zone = roll_room(state, tile) if tile >= 0 else -1
    if zone < 0 or state.is_wrecked(tile) or house.locked(zone, state.key):
        spawn_fallback(state, value)
        return
    place_token(state, zone, value)


def roll_room(state: DddState, tile: int) -> int:
    """The room a location roll on ``tile`` names (a split tile: its spawn room, or the players'
    pick with ``splitTileSpawnPolicy: choose``). (§A.1 location rolls.)"""
    house = state.house
    zones = house.tile_zones[tile]
    if (
        len(zones) > 1
        and param_str(state.game.board, "splitTileSpawnPolicy", "spawn-room") == "choose"
    ):
        ranked = sorted(zones, key=lambda z: (in_sight(state, z), z))
        return decisions.decide(state, "split-room", ranked, [state.zone_id(z) for z in ranked])
    return house.room_of_tile(tile)


def spawn_fallback(state: DddState, value: int) -> None:
    """Zombies straight into a non-burning room beside a survivor and in sight. (§A.6 spawn roll
    off the house; the players' pick, §A.8.)"""
    rows = state.house.sight(state.key)
    rooms = state.survivor_rooms()
    near: set[int] = set()
    for s in rooms:
        near.update(z for z, r in rows[s].items() if r == 1)
    candidates = [z for z in sorted(near) if not state.room_fire(z)]
    if not candidates:
        candidates = [
            z
            for z in range(state.house.n)
            if not state.room_fire(z) and not state.house.topology.zone_gone(state.key, z)
        ]
    if not candidates:
        return
    gd = state.house.grid_dist

    def harm(z: int) -> tuple[int, int, int]:
        closest = min((gd[z][s] for s in rooms), default=0)
        return (len(state.survivors_in(z)), -closest, z)

    ranked = sorted(candidates, key=harm)
    zone = decisions.decide(state, "spawn-fallback", ranked, [state.zone_id(z) for z in ranked])
    got = add_zombies(state, zone, value)
    state.say(
        say_n(
            "{got} zombie bursts into {zone}",
            "{got} zombies burst into {zone}",
            by="got",
            got=got,
            zone=state.zone_id(zone),
        )
    )


def camera_view(state: DddState, camera: int) -> frozenset[int]:
    """The rooms camera ``camera`` sees now: its room and the ray in its facing. (§A.2 Cameras.)"""
    house = state.house
    cache = house.camera_cache
    key = (state.key, camera)
    found = cache.get(key)
    if found is None:
        from questwright.core.sight.zone import zone_sight

        topo = house.topology
        _cid, zone, facing = house.cameras[camera]
        if topo.zone_gone(state.key, zone):
            found = frozenset()
        else:
            opened = [d for i, d in enumerate(topo.door_ids) if state.key >> i & 1]
            gone = [topo.zone_ids[z] for z in sorted(topo.removed_zones(state.key))]
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


def camera_check(state: DddState) -> None:
    """Upkeep step 3: every (camera, room with survivors) pair, in the players' order. (§A.2
    Cameras; §A.6 "Upkeep (in order)".)"""
    if state.showdown or not state.cameras:
        return
    pairs = [
        (i, z)
        for i in range(len(state.house.cameras))
        if state.cameras >> i & 1
        for z in sorted(camera_view(state, i))
        if state.survivors_in(z)
    ]
    while pairs and state._outcome is None:
        labels = [f"{state.house.cameras[i][0]}>{state.zone_id(z)}" for i, z in pairs]
        cam, zone = decisions.decide(state, "camera-order", pairs, labels)
        pairs.remove((cam, zone))
        here = state.survivors_in(zone)
        if not here or not state.cameras >> cam & 1:
            continue
        dice = decisions.roll(state, "survivor", min(len(here), state.data.dice_cap), "camera")
        face = decisions.roll(state, "terror", 1, "camera")[0]
        if "failure" in dice:
            state.say(
                "camera {camera} spots survivors: {face}",
                camera=state.house.cameras[cam][0],
                face=word(face),
            )
            terror(state, face, zone, {zone})


def terror(state: DddState, face: str, room: int, team_rooms: set[int]) -> None:
    """A terror die face (§A.6 "Terror die"): a horde nearby, a creature reaction (else
    two horde steps), the creature appearing (or healing), the fire spreading (or breaking
    out)."""
    if state._outcome is not None:
        return
    if face == "horde":
        terror_horde(state, team_rooms)
    elif face == "reaction":
        creature = state.creature()
        if creature is not None:
            creature_move(state, creature, {room}, attack=True)
        else:
            for _ in range(2):
                horde_step(state, team_rooms)
                if state._outcome is not None:
                    return
    elif face == "creature":
        creature = state.creature()
        if creature is not None:
            healed = min(3, creature.damage)
            creature.damage -= healed
            state.say("{creature} heals {healed}", creature=creature.name, healed=healed)
        else:
            creature_appears(state)
    elif face == "fire":
        if state.fire_tile >= 0:
            fire.spread_fire(state)
        else:
            fire.outbreak(state, "the terror die")
    look_around(state)


def terror_horde(state: DddState, team_rooms: set[int]) -> None:
    """ "Horde nearby" (§A.6 "Terror die"): zombies into a room beside the triggering
    survivors (not locked, not gone); the players' pick, greedy: out of sight, fewest
    survivors."""
    house = state.house
    near: set[int] = set()
    for r in team_rooms:
        near |= house.touching[r]
    near -= team_rooms
    candidates = [
        z
        for z in sorted(near)
        if not house.topology.zone_gone(state.key, z) and not house.locked(z, state.key)
    ]
    if not candidates:
        return
    ranked = sorted(candidates, key=lambda z: (in_sight(state, z), len(state.survivors_in(z)), z))
    zone = decisions.decide(state, "horde-room", ranked, [state.zone_id(z) for z in ranked])
    value = draw_spawn(state)
    if value is not None:
        place_token(state, zone, value)


def horde_step(state: DddState, team_rooms: set[int]) -> None:
    """A horde takes one step toward a survivor of the triggering team. (§A.6 "Terror die".)"""
    steps = state.house.monster_steps(state.key)
    blocked = burning_rooms(state)
    dist = state.house.path_distances(steps, team_rooms, blocked)
    movers: list[tuple[int, int]] = []
    for z in range(state.house.n):
        if not state.zombies[z] or z in team_rooms or state.survivors_in(z):
            continue
        here = _dist_from(state, z, dist, steps, blocked)
        nxt = [o for o in steps[z] if o not in blocked and dist[o] < here]
        if nxt:
            movers.append((z, min(nxt)))
    if not movers:
        return
    rooms = state.survivor_rooms()
    movers.sort(key=lambda m: (m[1] in rooms, -dist[m[1]], state.zombies[m[0]], m[0]))
    labels = [f"{state.zone_id(a)}>{state.zone_id(b)}" for a, b in movers]
    src, dst = decisions.decide(state, "reaction-horde", movers, labels)
    count = state.zombies[src]
    state.zombies[src] = 0
    state.zombies[dst] += count
    state.say(
        say_n(
            "{count} zombie shambles from {src} to {dst}",
            "{count} zombies shamble from {src} to {dst}",
            count=count,
            src=state.zone_id(src),
            dst=state.zone_id(dst),
        )
    )
    if state.survivors_in(dst):
        zombie_attack(state, dst, count)


def creature_location(state: DddState) -> int:
    """A location roll for a creature: again on a 6, off the house or a locked room. (§A.6
    "Creatures".)"""
    house = state.house
    for _ in range(200):
        row, col = decisions.location_roll(state, "creature")
        tile = house.tile_at(row, col) if col <= house.cols else -1
        if tile < 0:
            continue
        zone = house.room_of_tile(tile)
        if not house.locked(zone, state.key):
            return zone
    return -1


def creature_appears(state: DddState) -> None:
    """The creature appears on a location roll when none is in play (§A.6
    "Creatures", "Terror die")."""
    if state.creature() is not None or not state.creature_pile:
        return
    zone = creature_location(state)
    if zone < 0:
        return
    board_id = state.creature_pile.pop()
    state.chance("draw", f"creature:{board_id}")
    add_creature(state, board_id, zone)


def add_creature(state: DddState, board_id: str, zone: int, source: str = "") -> Enemy:
    """Creature ``board_id`` enters play in ``zone`` (fire hurts it unless
    fire-resistant) (§A.6 "Creatures")."""
    spec = state.data.creatures[board_id]
    hp = sum(int(loc["cubes"]) for loc in spec.get("locations", ())) or 1
    uid = state.new_uid()
    e = Enemy(uid, board_id, spec["name"], "creature", 0, zone, hp, {}, {})
    e.source = source or uid
    state.enemies[uid] = e
    state.spawned["creatures"] = state.spawned.get("creatures", 0) + 1
    state.say("{name} appears in {zone}", name=spec["name"], zone=state.zone_id(zone))
    b = state.room_fire(zone)
    if b and not spec.get("fireResistant"):
        hurt_monster(state, e, b, None, say("fire"))
    return e


def creature_mp(state: DddState, e: Enemy) -> int:
    """The creature's movement, less its filled blue hit locations (§A.6 "Creatures")."""
    spec = state.data.creatures[e.card]
    blue = creature_modifiers(spec, e.damage).get("blue", 0)
    return max(0, int(spec.get("move", 0)) - blue)


def creature_move(state: DddState, e: Enemy, targets: set[int], attack: bool) -> None:
    """Along a shortest open route to ``targets`` (fire only if fire-resistant), up to its
    movement; only if the route arrives; entering a survivor room attacks. (§A.6 "Creatures",
    "Reactions after each team".)"""
    if e.zone in targets or state.survivors_in(e.zone):
        return
    spec = state.data.creatures[e.card]
    resistant = bool(spec.get("fireResistant"))
    house = state.house
    if resistant:
        steps = house.survivor_steps(state.key, state.gone_mask())
        blocked: set[int] = set()
    else:
        steps = house.monster_steps(state.key)
        blocked = burning_rooms(state)
    dist = house.path_distances(steps, targets, blocked)
    here = _dist_from(state, e.zone, dist, steps, blocked)
    mp = creature_mp(state, e)
    moved = 0
    while moved < mp and here < INF and here > 0:
        nxt = [o for o in steps[e.zone] if o not in blocked and dist[o] == here - 1]
        if not nxt:
            break
        e.zone = decisions.decide(state, "creature-step", nxt, [state.zone_id(z) for z in nxt])
        here -= 1
        moved += 1
        b = state.room_fire(e.zone)
        if b and not resistant:
            hurt_monster(state, e, b, None, say("fire"))
            if e.uid not in state.enemies:
                return
        if state.survivors_in(e.zone):
            if attack:
                creature_attack(state, e)
            return


def creature_attack(state: DddState, e: Enemy) -> None:
    """The creature's attack: its dice less the filled red locations, its power
    attack's damage (§A.6 "Creatures", "Creature dice")."""
    spec = state.data.creatures[e.card]
    filled = creature_modifiers(spec, e.damage)
    dice = max(1, int(spec.get("attack", 1)) - filled.get("red", 0))
    power = int((spec.get("power") or {}).get("damage", 1))
    resolve_attack(
        state, e.zone, dice, e.name, power, filled.get("orange", 0), filled.get("white", 0)
    )


def hurt_monster(state: DddState, e: Enemy, amount: int, by: int | None, cause: str | Text) -> None:
    """Damage (hit cubes) on the creature or the nemesis; at full it is eliminated. (§A.6
    "Creatures"; the nemesis, "Showdown loop".)"""
    if amount <= 0 or e.uid not in state.enemies:
        return
    e.damage += amount
    state.say(
        "{enemy} takes {amount} ({cause}), {max} left",
        enemy=e.name,
        amount=amount,
        cause=cause,
        max=max(e.remaining, 0),
    )
    if e.damage < e.health:
        return
    del state.enemies[e.uid]
    state.killed.add(e.uid)
    state.killed.add(e.source)
    if e.kind == "creature":
        state.creature_pile.insert(0, e.card)
        state.say("{enemy} is eliminated", enemy=e.name)
        if by is not None:
            for h in state.survivors():
                state.gain_xp(h, state.data.xp_creature)
        state.fire("enemy-killed", (e.uid, e.source, e.name, e.kind))
        return
    state.say("{enemy} is destroyed", enemy=e.name)
    state.fire("enemy-killed", (e.uid, e.source, e.name, e.kind))
    state.check_objectives()
    state.finish("win", say("the nemesis is destroyed"))


def kill_zombies(state: DddState, zone: int, count: int, by: int | None) -> int:
    """Up to ``count`` zombies in ``zone`` die; survivor ``by`` gains XP for each (§A.6
    "XP")."""
    got = min(count, state.zombies[zone])
    if got:
        state.zombies[zone] -= got
        state.killed.add("zombie")
        if by is not None:
            state.gain_xp(state.heroes[by], got * state.data.xp_zombie)
    return got


def release_entrapped(state: DddState) -> None:
    """Entrapped survivors go free when no zombie or creature is left in their room; one
    whose team is still acting has the round's AP again, less the one its own attempt spent.
    (§A.6 "Entrapment": emptying the room is one of the ways the others free a survivor, and
    a freed survivor regains its AP for the round.)"""
    for h in state.heroes:
        p = h.index
        if state.entrapped[p] and not state.monsters_in(h.zone):
            state.entrapped[p] = False
            state.say("{hero} is no longer entrapped", hero=state.hero_label(p))
            # (the one AP of an entrapped survivor was the entrapment's; the showdown
            # has no AP by round, and a survivor whose turn is over has none to regain)
            if not state.showdown and state.phase == "action" and p in state._team:
                spent = 1 if state.tried >> p & 1 else 0
                state.ap[p] = max(state.ap[p], state.round_ap[p] - spent)


def burning_rooms(state: DddState) -> set[int]:
    """The rooms of the burning tiles (§A.5)."""
    house = state.house
    return {z for t, b in enumerate(state.burn) if b for z in house.tile_zones[t]}


def attack_rooms(state: DddState) -> None:
    """Reactions step 1: every room with survivors and zombies or the creature. (§A.6 "Reactions
    after each team".)"""
    creature = state.creature()
    rooms = [
        z
        for z in sorted(state.survivor_rooms())
        if state.zombies[z] or (creature is not None and creature.zone == z)
    ]
    while rooms and state._outcome is None:
        ranked = sorted(rooms, key=lambda z: (-state.zombies[z], z))
        zone = decisions.decide(state, "attack-order", ranked, [state.zone_id(z) for z in ranked])
        rooms.remove(zone)
        if state.zombies[zone] and state.survivors_in(zone):
            zombie_attack(state, zone, state.zombies[zone])
        creature = state.creature()
        if creature is not None and creature.zone == zone and state.survivors_in(zone):
            creature_attack(state, creature)


def zombie_attack(state: DddState, zone: int, count: int) -> None:
    """``count`` zombies attack the survivors in ``zone``: one creature die each, at most
    ``zombieDiceCap`` (§A.6 "Creature dice", "Reactions after each team")."""
    dice = min(count, state.data.zombie_dice_cap)
    who = say_n("{count} zombie", "{count} zombies", count=count)
    resolve_attack(state, zone, dice, who, 0, 0, 0)


def resolve_attack(
    state: DddState,
    zone: int,
    dice: int,
    who: str | Text,
    power: int,
    ignore_bites: int,
    ignore_reinf: int,
) -> None:
    """Creature dice, the defence roll, then the players share the faces out; ``power`` is the
    damage of a creature's (or the nemesis') power attack, 0 for zombies, whose reinforcement
    faces pull hordes instead. (§A.6 "Creature dice", "Defense roll".)"""
    if state._outcome is not None or not state.survivors_in(zone) or dice <= 0:
        return
    state._feared = set()
    faces = decisions.roll(state, "creature", dice, f"attack {state.zone_id(zone)}")
    here = state.survivors_in(zone)
    defence = (
        4
        if state.data.advanced and zone in state.house.defense_rooms
        else min(len(here), state.data.dice_cap)
    )
    saves = decisions.roll(state, "survivor", defence, "defence").count("success")
    for _ in range(saves):
        if not faces:
            break
        kinds = sorted(set(faces), key=lambda f: CANCEL_ORDER.index(f) if f in CANCEL_ORDER else 9)
        faces.remove(decisions.decide(state, "cancel", kinds, kinds))
    for _ in range(ignore_bites):
        if "bite" in faces:
            faces.remove("bite")
    for _ in range(ignore_reinf):
        if "reinforcement" in faces:
            faces.remove("reinforcement")
    state.say(
        "{who} attack in {zone}: {faces}",
        who=who,
        zone=state.zone_id(zone),
        faces=Joined(tuple(word(f) for f in faces)) if faces else say("nothing"),
    )
    for face in ("reinforcement", "heavy", "damage", "bite", "entrap", "fear"):
        for _ in range(faces.count(face)):
            if state._outcome is not None or not state.survivors_in(zone):
                return
            apply_face(state, face, zone, power, who)
    release_entrapped(state)


def apply_face(state: DddState, face: str, zone: int, power: int, who: str | Text) -> None:
    """One creature-die face the defence did not cancel (§A.6 "Creature dice"): damage,
    heavy damage, reinforcement (a power attack's damage for the creature or nemesis),
    entrap, bite, fear."""
    here = state.survivors_in(zone)
    label = state.hero_label
    if face == "reinforcement":
        if power:
            victim = pick_victim(state, here, "power", power)
            survivors.wound(state, victim, power, say("{who}'s power attack", who=who))
        else:
            pull_reinforcement(state, zone)
        return
    if face in ("damage", "heavy"):
        amount = 2 if face == "heavy" else 1
        victim = pick_victim(state, here, face, amount)
        survivors.wound(state, victim, amount, who)
    elif face == "bite":
        ranked = sorted(
            (h.index for h in here),
            key=lambda q: (state.virus[q] >= 1, q == state.antidote, -state.heroes[q].health, q),
        )
        survivors.bite(
            state, decisions.decide(state, "bite", ranked, [label(q) for q in ranked]), zone
        )
    elif face == "entrap":
        free = [h.index for h in here if not state.entrapped[h.index]]
        if not free:
            return
        ranked = sorted(free, key=lambda q: (state.ap[q] > 0, -state.heroes[q].health, q))
        victim = decisions.decide(state, "entrap", ranked, [label(q) for q in ranked])
        state.entrapped[victim] = True
        state.say("{label} is entrapped", label=label(victim))
    elif face == "fear":
        fear(state, zone)


def pick_victim(state: DddState, here: list[Any], kind: str, amount: int) -> int:
    """Who takes a damage face (the players' pick; greedy: the healthiest, sparing the antidote
    holder). (§A.6 "Creature dice"; §A.8.)"""
    ranked = sorted(
        (h.index for h in here),
        key=lambda q: (
            q == state.antidote,
            state.heroes[q].health <= amount,
            -state.heroes[q].health,
            q,
        ),
    )
    return decisions.decide(state, kind, ranked, [state.hero_label(q) for q in ranked])


def fear(state: DddState, zone: int) -> None:
    """One survivor (not entrapped, not yet feared this attack) flees to an open neighbour room.
    (§A.6 "Creature dice": fear.)"""
    steps = state.house.survivor_steps(state.key, state.gone_mask())[zone]
    options = [
        (h.index, z)
        for h in state.survivors_in(zone)
        if not state.entrapped[h.index] and h.index not in state._feared
        for z in steps
    ]
    if not options:
        return
    options.sort(key=lambda o: (state.monsters_in(o[1]), state.room_fire(o[1]), -state.ap[o[0]], o))
    labels = [f"{state.hero_label(p)}>{state.zone_id(z)}" for p, z in options]
    p, dest = decisions.decide(state, "fear", options, labels)
    state._feared.add(p)
    state.say("{hero} flees in fear to {dest}", hero=state.hero_label(p), dest=state.zone_id(dest))
    survivors.enter_room(state, p, dest)


def pull_reinforcement(state: DddState, zone: int) -> None:
    """A reinforcement face of a zombie attack pulls a horde (or a face-down token, turned up) into
    the contested room. (§A.6 "Creature dice": reinforcement.)"""
    house = state.house
    burning = burning_rooms(state)
    if zone in burning:
        return
    rows = house.sight(state.key)
    sources: list[int] = []
    for z in sorted(house.touching[zone]):
        if not (state.zombies[z] or z in state.hidden) or z in burning:
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
    ranked = sorted(sources, key=lambda z: (state.zombies[z] + sum(state.hidden.get(z, ())), z))
    src = decisions.decide(state, "reinforcement", ranked, [state.zone_id(z) for z in ranked])
    if src in state.hidden:
        convert(state, src)
    count = state.zombies[src]
    state.zombies[src] = 0
    state.zombies[zone] += count
    state.say(
        say_n(
            "{count} zombie pours in from {src}",
            "{count} zombies pour in from {src}",
            count=count,
            src=state.zone_id(src),
        )
    )


def _dist_from(
    state: DddState, z: int, dist: list[int], steps: list[tuple[int, ...]], blocked: set[int]
) -> int:
    if z not in blocked:
        return dist[z]
    best = min((dist[o] for o in steps[z] if o not in blocked), default=INF)
    return best + 1 if best < INF else INF


def zombie_reaction(state: DddState, team: list[int]) -> None:
    """Reactions step 2 (see the module docstring). (§A.6 "Reactions after each team".)"""
    house = state.house
    targets = {state.heroes[p].zone for p in team if not state.away[p]}
    if not targets:
        return
    reacting = [
        (z, state.zombies[z])
        for z in range(house.n)
        if state.zombies[z]
        and z not in targets
        and house.touching[z] & targets
        and not state.survivors_in(z)
    ]
    for z, count in reacting:
        move_horde(state, z, count, targets)
        if state._outcome is not None:
            return


def move_horde(
    state: DddState, zone: int, count: int, targets: set[int], mp: int | None = None
) -> None:
    """Up to ``mp`` (two) steps toward the closest target room, never away from it on the grid,
    never into fire; a survivor room ends the move with an attack. (§A.6 "Reactions after each
    team"; grid distance, §A.1.)"""
    count = min(count, state.zombies[zone])
    if count <= 0:
        return
    house = state.house
    steps = house.monster_steps(state.key)
    blocked = burning_rooms(state)
    blocked_key = frozenset(blocked)
    best: list[tuple[int, int, int]] = []
    for t in sorted(targets):
        if t in blocked:
            continue
        dist, mono = _route(state, t, steps, blocked, blocked_key)
        d = _dist_from(state, zone, dist, steps, blocked)
        if d < INF:
            best.append((d, house.grid_dist[zone][t], t))
    if not best:
        return
    near = min(b[0] for b in best)
    ranked = sorted(b for b in best if b[0] == near)
    target = decisions.decide(
        state, "zombie-target", [b[2] for b in ranked], [state.zone_id(b[2]) for b in ranked]
    )
    dist, mono = _route(state, target, steps, blocked, blocked_key)
    gd = house.grid_dist
    here = zone
    left = state.data.zombie_mp if mp is None else mp
    moved = False
    while left > 0 and here != target:
        nxt = [
            o
            for o in steps[here]
            if o not in blocked
            and dist[o] == _dist_from(state, here, dist, steps, blocked) - 1
            and gd[o][target] < gd[here][target]
            and mono[o]
        ]
        if not nxt:
            break
        here = decisions.decide(state, "zombie-step", nxt, [state.zone_id(z) for z in nxt])
        left -= 1
        moved = True
        if state.survivors_in(here):
            break
    if not moved:
        return
    state.zombies[zone] -= count
    state.zombies[here] += count
    state.say(
        say_n(
            "{count} zombie moves from {zone} to {here}",
            "{count} zombies move from {zone} to {here}",
            count=count,
            zone=state.zone_id(zone),
            here=state.zone_id(here),
        )
    )
    if state.survivors_in(here):
        zombie_attack(state, here, count)


def _route(
    state: DddState,
    target: int,
    steps: list[tuple[int, ...]],
    blocked: set[int],
    blocked_key: frozenset[int],
) -> tuple[list[int], list[bool]]:
    """Path distances to ``target`` avoiding ``blocked``, and whether a room has a
    shortest route on which every step brings it nearer on the grid (cached)."""
    cache = state.house.route_cache
    key = (state.key, blocked_key, target)
    found = cache.get(key)
    if found is not None:
        return found
    house = state.house
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
