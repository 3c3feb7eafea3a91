"""Survivors' attacks in Dark Darker Darkest (rules digest §A.6 "Survivor die", "Combat").

A weapon's dice against a room in reach: successes hit zombies, the creature or the nemesis
(the players' pick of the target, aims extending the reach), knockback pushes zombies a room
away, retreat moves the attacker out; failures cancel successes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.text import say
from questwright.engine.rulesets.ddd import decisions, monsters, skills, survivors, turn

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState


def survivor_attack(state: DddState, p: int, item: str) -> None:
    """Roll the weapon's dice; failures cancel faces; hits, knockbacks, retreats. (§A.6 "Survivor
    die", "Combat".)"""
    h = state.heroes[p]
    if item != "fists" and item not in h.gear:
        raise ValueError(f"{state.hero_label(p)} does not carry {item}")
    if item not in turn.usable_weapons(state, p):
        raise ValueError(f"{item} has nothing to attack")
    w = turn.weapon(state, item)
    if state.data.use_ammo and "ammo" in w:
        state.ammo[item] = state.ammo.get(item, 0) - 1
    reach = int(w.get("range", 0))
    faces = decisions.roll(state, "survivor", skills.attack_dice(state, p, w), "attack")
    faces = cancel_failures(state, faces, steady=skills.effect_level(state, p, "steady") > 0)
    aims = faces.count("aim") if reach > 0 else 0
    zone = h.zone
    for _ in range(faces.count("success")):
        target = pick_target(state, p, reach, aims)
        if target is None:
            break
        room, what, need = target
        aims -= need
        hit(state, p, room, what)
        if state._outcome is not None:
            return
    for _ in range(faces.count("knockback")):
        knockback(state, p, reach)
        if state._outcome is not None:
            return
    for _ in range(faces.count("retreat")):
        retreat(state, zone)
        if state._outcome is not None:
            return
    monsters.release_entrapped(state)


def cancel_failures(state: DddState, faces: list[str], steady: bool = False) -> list[str]:
    """Each failure cancels one other face (failures pair off first); what is left of the rest is
    the players' choice (greedy: the least useful face). (§A.6 "Survivor die".) ``steady``
    (a skill, :mod:`.skills`): the odd failure cancels nothing."""
    faces = list(faces)
    fails = faces.count("failure")
    faces = [f for f in faces if f != "failure"]
    fails = 0 if steady else fails % 2  # two failures cancel each other
    for _ in range(fails):
        if not faces:
            break
        order = ("retreat", "knockback", "aim", "success")
        kinds = sorted(set(faces), key=lambda f: order.index(f) if f in order else -1)
        faces.remove(decisions.decide(state, "cancel-own", kinds, kinds))
    return faces


def pick_target(state: DddState, p: int, reach: int, aims: int) -> tuple[int, str, int] | None:
    """Where a success lands: (room, ``zombie``/``creature``/``nemesis``, aims used). (§A.6
    "Combat": aims extend the reach.)"""
    zone = state.heroes[p].zone
    rows = turn.in_reach(state, zone)
    options: list[tuple[int, str, int]] = []
    for room, dist in rows.items():
        need = max(0, dist - reach)
        if need > aims:
            continue
        if state.zombies[room]:
            options.append((room, "zombie", need))
        for e in state.enemies.values():
            if e.zone == room:
                options.append((room, e.kind, need))
    if not options:
        return None
    rank = {"nemesis": 0, "zombie": 1, "creature": 2}
    options.sort(key=lambda o: (o[0] != zone, rank.get(o[1], 3), rows[o[0]], o[2], o[0]))
    labels = [f"{o[1]}@{state.zone_id(o[0])}" for o in options]
    return decisions.decide(state, "hit", options, labels)


def hit(state: DddState, p: int, room: int, what: str) -> None:
    """A success lands on ``what`` in ``room``: a zombie dies (XP), or the creature or
    the nemesis takes a hit cube (§A.6 "Combat")."""
    if what == "zombie":
        if monsters.kill_zombies(state, room, 1, p):
            state.say(
                "{hero} kills a zombie in {room}",
                hero=state.hero_label(p),
                room=state.zone_id(room),
            )
        return
    for e in list(state.enemies.values()):
        if e.zone == room and e.kind == what:
            monsters.hurt_monster(state, e, 1, p, say("{hero}'s hit", hero=state.hero_label(p)))
            return


def knockback(state: DddState, p: int, reach: int) -> None:
    """Push one zombie (or the creature) a room further from the attacker. (§A.6 "Survivor die":
    knockback.)"""
    zone = state.heroes[p].zone
    rows = turn.in_reach(state, zone)
    options: list[tuple[int, str, int]] = []
    for room, dist in sorted(rows.items()):
        if dist > reach:
            continue
        direction = state.house.direction_to(rows, zone, room, state.key)
        if room == zone:
            dests = list(state.house.survivor_steps(state.key, state.gone_mask())[zone])
        elif direction is not None:
            dests = list(state.house.ray_next(state.key, room, direction))
        else:
            dests = []
        for dest in dests:
            if state.zombies[room]:
                options.append((room, "zombie", dest))
            creature = state.creature()
            if creature is not None and creature.zone == room:
                options.append((room, "creature", dest))
    if not options:
        return

    def rank(o: tuple[int, str, int]) -> tuple[int, ...]:
        room, what, dest = o
        deadly = 0 if state.room_fire(dest) else 1
        return (room != zone, deadly, len(state.survivors_in(dest)), what != "zombie", dest)

    options.sort(key=rank)
    labels = [f"{o[1]}@{state.zone_id(o[0])}>{state.zone_id(o[2])}" for o in options]
    labels.append("none")
    choice = decisions.decide(state, "knockback", [*options, None], labels)
    if choice is None:
        return
    room, what, dest = choice
    b = state.room_fire(dest)
    if what == "zombie":
        state.zombies[room] -= 1
        if b:
            state.gain_xp(state.heroes[p], state.data.xp_zombie)
            state.say("a zombie is knocked into the flames of {dest}", dest=state.zone_id(dest))
        else:
            state.zombies[dest] += 1
            state.say("a zombie is knocked back to {dest}", dest=state.zone_id(dest))
        return
    creature = state.creature()
    if creature is None:
        return
    creature.zone = dest
    state.say(
        "{creature} is knocked back to {dest}", creature=creature.name, dest=state.zone_id(dest)
    )
    if b and not state.data.creatures[creature.card].get("fireResistant"):
        monsters.hurt_monster(state, creature, b, p, say("flames"))


def retreat(state: DddState, zone: int) -> None:
    """A retreat face: one survivor in the room (not entrapped) may step out. (§A.6 "Survivor die":
    retreat.)"""
    steps = state.house.survivor_steps(state.key, state.gone_mask())[zone]
    options: list[tuple[int, int] | None] = [
        (h.index, z)
        for h in state.survivors_in(zone)
        if not state.entrapped[h.index]
        for z in steps
    ]
    if not options:
        return
    # the nemesis holds nobody: stepping out of its room only costs a step back
    engaged = state.holds(zone)

    def rank(o: tuple[int, int] | None) -> tuple[int, ...]:
        if o is None:
            return (0 if not engaged else 2,)
        q, z = o
        return (1, state.monsters_in(z), state.room_fire(z), q != state.active, z, q)

    options.append(None)
    options.sort(key=rank)
    labels = [
        "stay" if o is None else f"{state.hero_label(o[0])}>{state.zone_id(o[1])}" for o in options
    ]
    choice = decisions.decide(state, "retreat", options, labels)
    if choice is None:
        return
    q, dest = choice
    state.say("{hero} retreats to {dest}", hero=state.hero_label(q), dest=state.zone_id(dest))
    survivors.enter_room(state, q, dest)
