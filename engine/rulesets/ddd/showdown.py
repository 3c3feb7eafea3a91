"""The lab and the showdown in Dark Darker Darkest (rules digest §A.6 "Win path and
showdown", "Showdown loop").

When the last code token is gone the lab opens; the first survivor in it takes the antidote
and starts the showdown: chips and cameras go, every spawn token turns, a fire breaks out if
none burns, the nemesis rises in the lab, the tracks start again. Survivors act with the
rulebook's action markers (one per AP into the multitracker's left box); at every sixth
marker the boxes shift and the nemesis reacts (event, fire, zombification, the nemesis
toward the corners, zombies and the creature toward the survivors).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.pieces import Enemy
from questwright.engine.rulesets.ddd import decisions, fire, monsters, phases, skills, survivors

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState


def shift(state: DddState) -> None:
    """The multitracker shifts: the right box's markers go back to their survivors' hands, the
    centre's to the right, the left's to the centre, and the nemesis reacts. (§A.6 "Showdown
    loop".)"""
    for q, back in enumerate(state.box_right):
        if back and not state.away[q]:
            state.ap[q] += back
    state.box_right = state.box_centre
    state.box_centre = state.box_left
    state.box_left = [0] * len(state.heroes)
    state.markers = 0
    nemesis_reaction(state)
    if state._team and state._outcome is None:
        # there are no rounds in the showdown: after a reaction in the middle of the
        # survivors' turns, whoever had passed may act again with the markers in hand
        again = [
            q
            for q in state._acting
            if q not in state._team and not state.away[q] and state.ap[q] > 0
        ]
        state._team += sorted(again)


def drop_markers(state: DddState, p: int, count: int) -> None:
    """``p`` lost ``count`` AP of energy in the showdown: that many of its action markers leave the
    game (the greedy choice: those that would come back last, the left box's first, then the
    centre's, the right's, the hand's). (§A.6 "Showdown loop".)"""
    for box in (state.box_left, state.box_centre, state.box_right):
        take = min(count, box[p])
        box[p] -= take
        count -= take
        if box is state.box_left:
            state.markers -= take
    state.ap[p] = max(0, state.ap[p] - count)


def open_lab(state: DddState) -> None:
    """The last code token is gone: the lab's doors open; a survivor already in it
    starts the showdown (§A.4; §A.6 "Win path and showdown")."""
    state.lab_open = True
    topo = state.house.topology
    for d in state.house.lab_doors:
        state.key |= topo.door_bit(d)
    state.say("the last code token is gone: the lab opens")
    state.check_objectives()
    for h in state.survivors():
        if h.zone in state.house.lab_zones and not state.showdown:
            start_showdown(state, h.index)
            return


def start_showdown(state: DddState, p: int) -> None:
    """The first survivor in the opened lab takes the antidote (see the module docstring). (§A.6
    "Win path and showdown".)"""
    house = state.house
    topo = house.topology
    state.showdown = True
    state.antidote = p
    state.say("{hero} takes the antidote: the showdown begins", hero=state.hero_label(p))
    for i, chip in enumerate(house.chips):
        if state.chips_on >> i & 1:
            state.chips_on &= ~(1 << i)
            state.key |= topo.door_bit(chip.door)
    state.cameras = 0
    for z in sorted(state.hidden):
        monsters.convert(state, z)
    if state.fire_tile < 0:
        fire.outbreak(state, "the showdown")
    living = state.survivors()
    hp = sum(state.ap_of(h) for h in living) + len(living)
    token = next(
        (
            t
            for t in sorted(state.game.board.tokens.values(), key=lambda t: t.id)
            if t.type == "nemesis"
        ),
        None,
    )
    props = token.properties if token and isinstance(token.properties, dict) else {}
    wanted = str(props.get("board") or "")
    boards = {b["id"]: b for b in state.data.nemeses}
    if wanted not in boards:
        wanted = state.data.nemeses[state.rng.below(len(state.data.nemeses))]["id"]
        state.chance("draw", f"nemesis:{wanted}")
    spec = boards[wanted]
    uid = state.new_uid()
    here = state.heroes[p].zone
    lab = here if here in house.lab_zones else min(house.lab_zones, default=here)
    nem = Enemy(uid, wanted, spec["name"], "nemesis", 0, lab, max(hp, 1), {}, {})
    nem.source = token.id if token else "nemesis"
    state.enemies[uid] = nem
    state.say(
        "{name} rises in the lab with {health} hit points", name=spec["name"], health=nem.health
    )
    state.event = state.data.event_start
    state.darkness = state.data.darkness_start
    state.final_round = 0
    # every survivor takes action markers for the AP its energy gives: its hand
    state.markers = 0
    state.tried = 0
    n = len(state.heroes)
    state.box_left, state.box_centre, state.box_right = [0] * n, [0] * n, [0] * n
    for h in state.heroes:
        state.ap[h.index] = 0 if state.away[h.index] else skills.round_ap(state, h)
    state.round_reactions = state.reactions_run
    state.nemesis_goal = -1
    state.nemesis_ready = False
    # from now on the survivors act in any order: one team of everyone in the house,
    # those who have finished their turn this round too (they hold markers now)
    queued = [q for t in state._teams for q in t if not state.away[q] and q not in state._team]
    if state._team:  # in the middle of a team's turn: everyone joins it
        everyone = [h.index for h in state.survivors()]
        state._team = sorted({*state._team, *everyone})
        state._acting = sorted({*state._acting, *everyone})
        state._teams = []
    elif queued:  # between teams: the teams still to act become one
        state._teams = [sorted(set(queued))]
    state.check_objectives()


def nemesis_reaction(state: DddState) -> None:
    """Event, fire, zombification, then the nemesis, zombies and creature move. (§A.6 "Showdown
    loop".)"""
    if state._outcome is not None:
        return
    state.reactions_run += 1
    state.tried = 0
    state.phase = "nemesis"
    state.say("the nemesis reacts")
    for step in (phases.resolve_event, fire.spread_fire, survivors.zombification, nemesis_moves):
        step(state)
        if state._outcome is not None:
            return
    rooms = state.survivor_rooms()
    if rooms:
        for z in range(state.house.n):
            if state.zombies[z] and z not in rooms:
                monsters.move_horde(state, z, state.zombies[z], rooms)
                if state._outcome is not None:
                    return
        creature = state.creature()
        if creature is not None:
            monsters.creature_move(state, creature, state.survivor_rooms(), attack=True)
    monsters.release_entrapped(state)
    monsters.look_around(state)
    state.phase = "showdown"


def nemesis_moves(state: DddState) -> None:
    """The nemesis in the nemesis reaction (§A.6 "Showdown loop"): in a corner it wrecks
    it (3 energy to each survivor there); else it walks toward the nearest intact corner
    room and attacks survivors it meets."""
    nem = state.nemesis()
    if nem is None:
        return
    house = state.house
    spec = next(b for b in state.data.nemeses if b["id"] == nem.card)
    if state.nemesis_ready:
        tile = house.zone_tile[nem.zone]
        state.nemesis_ready = False
        state.say("{nem} wrecks {tile_name}", nem=nem.name, tile_name=house.tile_name(tile))
        for h in state.survivors_in(nem.zone):
            survivors.wound(state, h.index, 3, nem.name)
            if state._outcome is not None:
                return
        creature = state.creature()
        if creature is not None and creature.zone in house.tile_zones[tile]:
            monsters.hurt_monster(state, creature, 3, None, nem.name)
        for z in house.tile_zones[tile]:
            state.zombies[z] = 0
        nemesis_attack(state, nem)
        if state._outcome is not None:
            return
        fire.destroy_tile(state, tile, "nemesis")  # the corners-destroyed loss is checked there
        return
    steps = house.survivor_steps(state.key, state.gone_mask())
    dist = corner_distances(state)
    mp = int(spec.get("move", 2))
    while mp > 0 and dist[nem.zone] not in (0, monsters.INF):
        nxt = [z for z in steps[nem.zone] if dist[z] == dist[nem.zone] - 1]
        nem.zone = decisions.decide(state, "nemesis-step", nxt, [state.zone_id(z) for z in nxt])
        mp -= 1
        if state.survivors_in(nem.zone):
            nemesis_attack(state, nem)
            if state._outcome is not None:
                return
    if dist[nem.zone] == 0:
        state.nemesis_ready = True
        state.say("{nem} reaches {zone}", nem=nem.name, zone=state.zone_id(nem.zone))


def corner_distances(state: DddState, skip_tile: int = -1) -> list[int]:
    """Per room, the steps to the nearest intact corner room (not ``skip_tile``) over the
    survivors' step graph: the way the nemesis walks (``INF``: no corner left). The nemesis's
    move and the goal bot's forecasts of it share this. (§A.6 "Showdown loop".)"""
    house = state.house
    goals = {
        z
        for t in house.corner_tiles
        if t != skip_tile and not state.is_wrecked(t)
        for z in house.tile_zones[t]
    }
    steps = house.survivor_steps(state.key, state.gone_mask())
    return house.path_distances(steps, goals, set())


def nemesis_attack(state: DddState, nem: Enemy) -> None:
    """The nemesis attacks the survivors in its room with its own dice and power (§A.6
    "Showdown loop")."""
    spec = next(b for b in state.data.nemeses if b["id"] == nem.card)
    power = int((spec.get("power") or {}).get("damage", 1))
    monsters.resolve_attack(state, nem.zone, int(spec.get("attack", 2)), nem.name, power, 0, 0)
