"""The goal-seeking survivor policy in the showdown (rules digest §A.6 "Showdown loop"): the
third priority of :func:`.goal.choose`.

Action markers go to hits on the nemesis. Who reaches it strikes; who cannot hands the
initiative to a roommate who can; who can walk to a spot that reaches it and still strike
before the boxes shift does so; the others wait, markers in hand, where they reach the
corner it walks to next (:func:`_ambush`). A survivor of three energy or less leaves the
corner it is about to wreck before placing the marker that sets the wreck off. The antidote
holder strikes and waits like the others while it is hale (above ``WRECK_HURT`` energy) or
the last survivor who can act, never in the corner about to be wrecked; once worn down, it
keeps to the safest room within a step (:func:`_holder`) while someone else can act.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.actions import Action, Move, Switch
from questwright.engine.rulesets.ddd import goal, monsters, showdown, turn
from questwright.engine.rulesets.ddd.actions import DddAttack

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState

__all__ = ["showdown_action"]


def showdown_action(
    ctx: goal.Context, p: int, attacks: list[DddAttack], moves: list[Move], legal: list[Action]
) -> Action | None:
    """The team's markers go to hits on the nemesis (see :func:`_ambush` for where the
    strikers wait); the antidote holder, once worn down, keeps safe (:func:`_holder`)."""
    state = ctx.state
    nem = state.nemesis()
    zone = state.heroes[p].zone
    if nem is None:
        return goal.best_weapon(state, attacks) if attacks else None
    house = state.house
    wrecked = set(house.tile_zones[house.zone_tile[nem.zone]]) if state.nemesis_ready else set()
    shooting = [a for a in attacks if _reaches(state, p, a.weapon, nem.zone)]
    frail = state.heroes[p].health <= goal.WRECK_HURT
    if p == state.antidote:
        if frail and any(h.index != p and not state.entrapped[h.index] for h in state.survivors()):
            return _holder(ctx, p, attacks, moves, shooting, wrecked)
        # hale, or alone in the house: the holder strikes and lies in wait like the others
        # (its markers are half or a third of the team's: kept out of the fight, the
        # corners fall first), never in the corner the nemesis wrecks next
        frail = True
    # the marker this action places shifts the boxes: nobody frail stays in the corner the
    # nemesis wrecks at that reaction (3 energy, then its attack)
    shifting = state.markers + 1 >= state.data.showdown_actions
    if zone in wrecked and frail and shifting and moves:
        out = _step_out(ctx, p, moves, wrecked, nem.zone)
        if out is not None:
            return out
    if ctx.monsters[zone] and zone != nem.zone and attacks:
        return goal.best_weapon(state, attacks)  # a horde holds us (and takes a ranged shot)
    if shooting:
        return goal.best_weapon(state, shooting)
    # a roommate who can strike now goes first (its hits land before the nemesis walks on)
    for q in state._team:
        if (
            q != p
            and q != state.antidote
            and state.ap[q] > 0
            and not state.entrapped[q]
            and Switch(p, q) in legal
            and any(_reaches(state, q, w, nem.zone) for w in turn.usable_weapons(state, q))
        ):
            return Switch(p, q)
    if not moves:
        return None
    held = {z for z in range(house.n) if z != zone and state.holds(z)}
    per_ap = state.data.showdown_move
    before_shift = state.data.showdown_actions - state.markers
    # a spot that strikes it where it stands, with an AP left and before the boxes shift
    spots = _firing_spots(ctx, p, nem.zone) - (wrecked if frail else set())
    if spots:
        walk = house.path_distances(ctx.steps, spots, held)
        need = -(-walk[zone] // per_ap)
        if need < state.ap[p] and need < before_shift:
            return _toward_spots(ctx, zone, moves, spots)
    # else wait, markers in hand, where it comes next: beside the corner it heads for
    ambush = _ambush(ctx, p, held)
    if ambush and zone not in ambush:
        return _toward_spots(ctx, zone, moves, ambush)
    if ctx.fire[zone]:
        return goal.escape_fire(ctx, p, moves)
    return None


def _toward_spots(ctx: goal.Context, zone: int, moves: list[Move], spots: set[int]) -> Move | None:
    index = ctx.state.house.topology.index
    dist = ctx.route(spots)
    best = min(moves, key=lambda m: (ctx.via(spots, index[m.to]), m.to))
    if dist[index[best.to]] < dist[zone]:
        return best
    return None


def _step_out(
    ctx: goal.Context, p: int, moves: list[Move], wrecked: set[int], target: int
) -> Move | None:
    """Out of the corner about to be wrecked: to a calm room, one that still reaches the
    nemesis first."""
    state = ctx.state
    index = state.house.topology.index
    safe = [
        m
        for m in moves
        if index[m.to] not in wrecked
        and not ctx.fire[index[m.to]]
        and not ctx.monsters[index[m.to]]
    ]
    if not safe:
        return None
    spots = _firing_spots(ctx, p, target)
    return min(safe, key=lambda m: (index[m.to] not in spots, m.to))


def _nemesis_corner(ctx: goal.Context) -> int:
    """The corner room the nemesis walks to next (after the wreck it is about to do, the
    one after); -1: none."""
    state = ctx.state
    nem = state.nemesis()
    if nem is None:
        return -1
    house = state.house
    dist = showdown.corner_distances(
        state, house.zone_tile[nem.zone] if state.nemesis_ready else -1
    )
    steps = ctx.steps
    here = nem.zone
    while dist[here] not in (0, goal.INF):
        here = next(z for z in steps[here] if dist[z] == dist[here] - 1)
    return here if dist[here] == 0 else -1


def _ambush(ctx: goal.Context, p: int, held: set[int]) -> set[int]:
    """Where ``p`` waits with its markers for the nemesis: the rooms from which its weapon
    reaches the corner the nemesis walks to (beside it, not in it, unless ``p`` only has
    a melee weapon and is hale), never a burning room or one a horde holds."""
    state = ctx.state
    corner = _nemesis_corner(ctx)
    if corner < 0:
        return set()
    house = state.house
    spots = {z for z in _firing_spots(ctx, p, corner) if z not in held and not ctx.fire[z]}
    tile = set(house.tile_zones[house.zone_tile[corner]])
    beside = spots - tile
    if beside:
        return beside
    return spots if state.heroes[p].health > goal.WRECK_HURT else set(house.touching[corner]) - tile


def _holder(
    ctx: goal.Context,
    p: int,
    attacks: list[DddAttack],
    moves: list[Move],
    shooting: list[DddAttack],
    wrecked: set[int],
) -> Action | None:
    """The antidote holder (its death loses the game) keeps to the safest room within a
    step: no monsters, not the corner the nemesis wrecks next nor a room it walks into at
    its next reaction, no fire, fewest zombies within two steps (a horde moves two rooms
    and attacks, and a bite there starts a decay that runs at every reaction). There it
    fights what shares its room, else shoots the nemesis if it reaches it."""
    state = ctx.state
    index = state.house.topology.index
    zone = state.heroes[p].zone
    nem = state.nemesis()
    if ctx.monsters[zone] and (nem is None or zone != nem.zone) and attacks:
        return goal.best_weapon(state, attacks)
    path = _nemesis_path(state)
    near = _hordes_near(state)

    def danger(z: int) -> tuple[int, int, int, int, int]:
        return (
            1 if state.holds(z) or z in wrecked else 0,
            1 if z in path else 0,
            ctx.fire[z],
            near[z],
            0 if z in state.house.lab_zones else 1,
        )

    best = min(moves, key=lambda m: (danger(index[m.to]), m.to)) if moves else None
    if best is not None and danger(index[best.to]) < danger(zone):
        return best
    if shooting:
        return goal.best_weapon(state, shooting)
    if attacks:
        return goal.best_weapon(state, attacks)
    return None


def _nemesis_path(state: DddState) -> set[int]:
    """The rooms the nemesis walks into at its next reaction (it attacks there), or the
    corner it wrecks."""
    return _nemesis_stop(state)[1]


def _nemesis_stop(state: DddState) -> tuple[int, set[int]]:
    """Where the nemesis stands after its next reaction, and the rooms it walks into (or
    the corner it wrecks) on the way."""
    nem = state.nemesis()
    if nem is None:
        return -1, set()
    house = state.house
    if state.nemesis_ready:
        return nem.zone, set(house.tile_zones[house.zone_tile[nem.zone]])
    steps = house.survivor_steps(state.key, state.gone_mask())
    dist = showdown.corner_distances(state)
    spec = next(b for b in state.data.nemeses if b["id"] == nem.card)
    mp = int(spec.get("move", 2))
    here = nem.zone
    out: set[int] = set()
    while mp > 0 and dist[here] not in (0, goal.INF):
        nxt = [z for z in steps[here] if dist[z] == dist[here] - 1]
        if not nxt:
            break
        out.update(nxt)  # the players pick on a tie: every tied room is a risk
        here = nxt[0]
        mp -= 1
    return here, out


def _hordes_near(state: DddState) -> list[int]:
    """Per room: the zombies that can walk into it at the next reaction (two steps, never
    through fire)."""
    house = state.house
    steps = house.monster_steps(state.key)
    burning = monsters.burning_rooms(state)
    near = [0] * house.n
    for z, count in enumerate(state.zombies):
        if not count:
            continue
        dist = house.path_distances(steps, {z}, burning)
        for o, d in enumerate(dist):
            if d <= state.data.zombie_mp:
                near[o] += count
    return near


def _reaches(state: DddState, p: int, weapon: str, target: int) -> bool:
    """``weapon`` in ``p``'s hands reaches ``target`` from where ``p`` stands."""
    w = turn.weapon(state, weapon)
    return turn.in_reach(state, state.heroes[p].zone).get(target, goal.INF) <= int(
        w.get("range", 0)
    )


def _firing_spots(ctx: goal.Context, p: int, target: int) -> set[int]:
    """Rooms without fire or a horde (``p``'s own room aside) from which ``p``'s longest
    weapon reaches ``target`` along a line of sight; when the target stands where no one
    sees it (a destroyed room), the rooms beside it."""
    state = ctx.state
    house = state.house
    reach = 0
    for g in state.heroes[p].gear:
        w = state.data.card(g).get("weapon")
        if w and not (state.data.use_ammo and "ammo" in w and state.ammo.get(g, 0) <= 0):
            reach = max(reach, int(w.get("range", 0)))
    rows = house.sight(state.key)
    here = state.heroes[p].zone
    # a room a horde or the creature holds is no spot to walk into: nobody walks out of
    # it, and its attacks bite and entrap
    spots = {
        z
        for z in range(house.n)
        if (z == here or not ctx.fire[z])
        and (z == target or rows[z].get(target, goal.INF) <= reach)
        and (z == here or not state.holds(z))
    }
    if not spots:
        spots = {z for z in house.monster_steps(state.key)[target] if not ctx.fire[z]}
        spots |= {z for z in house.touching[target] if not ctx.fire[z]}
    return spots or {target}
