"""md1's enemy activation (rules digest massive-darkness.md §5.1, §5.2, §5.6): targets by unspent
XP, Light and Shadow, decoys, seeking, crushing, moving toward the exit; counter-attacks after a
hero's activation (§6.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.params import as_int
from questwright.engine.actions import (
    hero_name,
)
from questwright.engine.pieces import Enemy, Hero
from questwright.engine.rulesets.md import enemy_ai, hero_turn
from questwright.engine.rulesets.md.data import KIND_BIT
from questwright.engine.topology import INF

if TYPE_CHECKING:
    from questwright.engine.rulesets.md1.state import MD1State
    from questwright.engine.topology import SightRows


def counter_attack_step(state: MD1State, player: int) -> None:
    """After each activation the enemies the hero attacked strike back. (digest §6.1)"""
    hero = state.heroes[player]
    counter_attacks(state, hero)
    hero.attacked = []


def counter_attacks(state: MD1State, hero: Hero) -> None:
    """Every enemy the hero attacked this activation strikes back, unless he hides.
    (digest §6.1)"""
    topo = state.game.topology
    for uid in hero.attacked:
        enemy = state.enemies.get(uid)
        if enemy is None or enemy.dormant:
            continue
        if not hero.active or state._outcome is not None:
            return
        if not topo.light[hero.zone] and hero.zone not in topo.sight(state.key)[enemy.zone]:
            state.say(
                "{hero} hides in the shadows from {enemy}",
                hero=hero_name(hero.index),
                enemy=enemy.name,
            )
            continue
        state.activate(enemy, forced=hero)


def _objects(state: MD1State) -> list[Enemy]:
    """The enemies of kind ``object`` (pillars, barriers), found again only when an enemy
    came or went: every enemy's step asks for decoys, and a scan of every enemy at every
    step grew with the square of their number (a stalled game held over a thousand)."""
    return _found(state)[3]


def _by_zone(state: MD1State) -> dict[int, list[Enemy]]:
    """:func:`_objects` by zone, each list in the enemies' order (found again with it: an
    object stays where it stands; whether it is a decoy is its rules' now, which an
    effect may change)."""
    return _found(state)[4]


def _found(
    state: MD1State,
) -> tuple[
    Any,
    int,
    Any,
    list[Enemy],
    dict[int, list[Enemy]],
    dict[Any, list[int]],
    dict[int, int],
    tuple[int, ...],
    dict[int, Any],
]:
    """:func:`_objects`, :func:`_by_zone` and the zones of objects in an enemy's reach
    (:func:`attack_decoy`), each object's place among them (by ``id``), the object zones
    and per key the objects in reach of each zone (:func:`_reach`); looked at again when
    an enemy came or went, and kept whole when the objects are the same."""
    enemies = state.enemies
    # uids only grow and an enemy keeps its kind: in the same dict, the count and the
    # newest uid change with every arrival and departure (the dict is kept, so that a
    # new one cannot take its id)
    count, newest = len(enemies), next(reversed(enemies), None)
    fields = state.__dict__
    seen = fields.get("_objects_seen")
    if seen is None or seen[0] is not enemies or seen[1] != count or seen[2] != newest:
        objects = [e for e in enemies.values() if e.kind == "object"]
        if (
            seen is not None
            and seen[0] is enemies
            and len(objects) == len(seen[3])
            and all(a is b for a, b in zip(objects, seen[3], strict=True))
        ):
            # only other enemies came or went (reinforcements, a kill): the objects, their
            # zones and the decoy zones in reach stand
            seen = (enemies, count, newest, *seen[3:])
        else:
            by_zone: dict[int, list[Enemy]] = {}
            for e in objects:
                by_zone.setdefault(e.zone, []).append(e)
            order = {id(e): n for n, e in enumerate(objects)}
            seen = (enemies, count, newest, objects, by_zone, {}, order, tuple(by_zone), {})
        fields["_objects_seen"] = seen
    return seen  # type: ignore[no-any-return]


def attack_decoy(state: MD1State, enemy: Enemy, rows: SightRows) -> bool:
    """Objects with the ``decoy`` rule count as the top-XP hero in the Enemies' phase:
    an enemy that can reach one attacks it first, for a flat 1 wound. (digest §5.6)"""
    if not state.data.decoys_possible:
        return False
    found = _found(state)
    by_zone = found[4]
    if not by_zone:
        return False
    attacks = enemy.attacks
    reach = _reach(state, found, rows) if rows.plain(enemy.zone) else None
    pairs = None
    if reach is not None:
        # the object zones that see this one (sight is symmetric between plain zones):
        # no row walked from each zone an enemy stands in
        pairs = reach.get(enemy.zone)
        if not pairs:
            return False
    # the zones holding an object that an enemy here strikes with these attacks, kept
    # until an object comes or goes (the door state is in the key: it changes the sight)
    key = (state.key, enemy.zone, tuple(attacks))
    zones = found[5].get(key)
    if zones is None:
        if pairs is not None:
            zones = [z for z, d in pairs if any(hero_turn.in_range(state, k, d) for k in attacks)]
        else:
            sight = rows[enemy.zone]
            near = [z for z in by_zone if z in sight] if len(by_zone) <= len(sight) else None
            if near is None:
                near = [z for z in sight if z in by_zone]
            zones = [
                z for z in near if any(hero_turn.in_range(state, k, sight[z]) for k in attacks)
            ]
        found[5][key] = zones
    # the decoys in the enemies' order, as the tie between them is offered
    decoys = [e for z in zones for e in by_zone[z] if e.rules.get("decoy")]
    if not decoys:
        return False
    if len(zones) > 1:
        order = found[6]
        decoys.sort(key=lambda e: order[id(e)])
    target = state.tie("target", decoys, [d.source or d.uid for d in decoys])
    state.say(
        "{enemy} strikes {target} {source}: 1 wound",
        enemy=enemy.name,
        target=target.name,
        source=target.source,
    )
    target.damage += 1
    if target.damage >= target.health:
        state.enemy_dies(target, None)
    return True


def _reach(state: MD1State, found: Any, rows: SightRows) -> dict[int, list[tuple[int, int]]] | None:
    """Per zone, the zones holding objects that see it, with the range, in the objects'
    order (:attr:`MD1Data.object_reach`, kept with the objects per key); None when an
    object stands in a zone without a row of its own (removed or impassable: sight from
    there is not symmetric)."""
    per_key = found[8]
    if state.key in per_key:
        return per_key[state.key]  # type: ignore[no-any-return]
    zones = found[7]
    reach: dict[int, list[tuple[int, int]]] | None = None
    if all(rows.plain(z) for z in zones):
        cache = state.data.object_reach
        cache_key = (state.key, zones)
        reach = cache.get(cache_key)
        if reach is None:
            if len(cache) >= 64:
                cache.clear()
            reach = cache[cache_key] = {}
            for z in zones:
                for seen, d in rows[z].items():
                    reach.setdefault(seen, []).append((z, d))
    per_key[state.key] = reach
    return reach


def engaged(state: MD1State, zone: int) -> bool:
    """Whether a hero, or a decoy object, stands in ``zone`` (digest §5.1, §5.6)."""
    if state.has_hero(zone):
        return True
    return state.data.decoys_possible and any(
        e.rules.get("decoy") for e in _by_zone(state).get(zone, ())
    )


def seek(state: MD1State, enemy: Enemy) -> None:
    """The ``seek`` script (a lured monster, digest §5.6): move ``steps`` (default 2)
    zones toward the nearest ``lure`` token in sight, else toward ``goal`` (``start``,
    ``exit`` or a zone ref; default start). With ``crush``: a hero in its zone is
    killed and the activation ends; other enemies there die (no XP) and it goes on; a
    lure token there is destroyed and the activation ends, then it acts again if
    another lure is in sight."""
    rules = enemy.rules
    steps = as_int(rules.get("steps"), 2, 0, 100)
    lure = rules.get("lure")
    topo = state.game.topology
    for _again in range(16):
        lured = False
        for _ in range(steps):
            goals: list[int] = []
            if lure:
                sight = topo.sight(state.key)[enemy.zone]
                goals = sorted(
                    {t.zone for t in state.tokens.values() if t.kind == lure and t.zone in sight}
                )
            lured = bool(goals)
            if not goals:
                goals = sorted(goal_zones(state, str(rules.get("goal", "start"))))
            if not goals or (enemy.zone in goals and not lured):
                return
            if enemy.zone not in goals:
                enemy_ai.step_along(state, enemy, topo.distances(state.key, goals))
            if state._outcome is not None or enemy.uid not in state.enemies:
                return
            if rules.get("crush") and crush(state, enemy, lure):
                break
        else:
            return
        if state._outcome is not None or not lure:
            return
        sight = topo.sight(state.key)[enemy.zone]
        if not any(t.kind == lure and t.zone in sight for t in state.tokens.values()):
            return


def crush(state: MD1State, enemy: Enemy, lure: Any) -> bool:
    """What a crushing monster does in its zone; True when the activation ends. (digest §5.6)"""
    zone = enemy.zone
    heroes = [h for h in state.heroes if h.active and h.zone == zone]
    if heroes:
        for hero in heroes:
            state.kill_hero(hero, enemy.name, "script")
        return True
    for other in [e for e in state.enemies.values() if e.zone == zone and e is not enemy]:
        if other.kind != "object":
            state.remove_killed(other)
            state.say("{enemy} crushes {other}", enemy=enemy.name, other=other.name)
    lures = [t for t in state.tokens.values() if t.zone == zone and lure and t.kind == lure]
    for token in lures:
        del state.tokens[token.id]
        state.say("{enemy} destroys {token}", enemy=enemy.name, token=token.id)
    return bool(lures)


def goal_zones(state: MD1State, ref: str) -> frozenset[int]:
    """The zones ``ref`` names: ``start``, ``exit`` or a quest reference (digest §5.1: the
    start/exit wander; §5.6)."""
    if ref == "start":
        return frozenset({state.data.start})
    if ref == "exit":
        return frozenset({state.data.exit}) if state.data.exit >= 0 else frozenset()
    return state.zones_of(ref)


def move_goal(state: MD1State, enemy: Enemy, forced: Hero | None) -> list[int] | None:
    """Distances toward the move target: hero in LoS → hero in Light → start/exit (digest
    §5.1)."""
    topo = state.game.topology
    if forced is not None:
        return hero_distances(state, enemy, forced.zone) if forced.active else None
    goal = enemy.rules.get("goal")
    if goal:  # every move heads for this token or zone (digest §7.1 Q9)
        zones = goal_zones(state, str(goal))
        return topo.distances(state.key, zones) if zones else None
    rows = topo.sight(state.key)
    here = enemy.zone
    # the standing heroes in sight, else those in Light
    pool = [
        h
        for h in state.heroes
        if not (h.dead or h.escaped) and rows.seen_from(here, h.zone) is not None
    ]
    if not pool:
        light = topo.light
        pool = [h for h in state.heroes if not (h.dead or h.escaped) and light[h.zone]]
    if pool:
        top = max(h.xp for h in pool)
        best = [h for h in pool if h.xp == top]
        # one hero is no tie (no labels to build: every enemy step asks this)
        hero = (
            best[0]
            if len(best) == 1
            else state.tie("move-target", best, [hero_name(h.index) for h in best])
        )
        return hero_distances(state, enemy, hero.zone)
    start, exit_ = state.data.start, state.data.exit
    for _ in range(2):
        target = start if enemy.wander == 0 or exit_ < 0 else exit_
        dist = topo.distances(state.key, (target,))
        if enemy.zone == target or dist[enemy.zone] >= INF:
            enemy.wander ^= 1
            continue
        return dist
    return None


def hero_distances(state: MD1State, enemy: Enemy, hero_zone: int) -> list[int]:
    """Distances to the zones from which ``enemy`` could attack a hero in ``hero_zone``.
    (digest §5.1)"""
    topo = state.game.topology
    mask = 0
    for k in enemy.attacks:
        mask |= KIND_BIT[k]
    cache_key = (state.key, "hero", hero_zone, mask)
    dist = topo._dist.get(cache_key)  # (Topology.cached_distances, without the call)
    if dist is None:
        goals = []
        for z, d in topo.sight(state.key)[hero_zone].items():
            if (
                (mask & 1 and d == 0)
                or (mask & 2 and d >= state.data.ranged_min)
                or (mask & 4 and state.data.magic_min <= d <= state.data.magic_max)
            ):
                goals.append(z)
        dist = topo.distances(state.key, goals)
        topo.store_distances(cache_key, dist)
    return dist


def move_to_exit(state: MD1State, enemy: Enemy) -> None:
    """Scripted monster (digest §5.6): after its attack check it walks to the Exit."""
    exit_ = state.data.exit
    if exit_ < 0:
        return
    if enemy.zone == exit_:
        for spec in state.game.logic.loss:
            if spec.kind == "enemy-leaves" and (not spec.zones or exit_ in spec.zones):
                state.finish("loss", spec.text)
                return
        return
    if engaged(state, enemy.zone) and enemy.script != "to-exit":
        return
    topo = state.game.topology
    dist = topo.distances(state.key, (exit_,))
    here = dist[enemy.zone]
    if here >= INF:
        return
    steps = [n for n in topo.neighbours(state.key, False)[enemy.zone] if dist[n] == here - 1]
    if steps:
        old = enemy.zone
        enemy.zone = state.tie("path", steps, [topo.zone_ids[z] for z in steps])
        enemy_ai.enemy_moved(state, enemy, old)
