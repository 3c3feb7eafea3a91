"""md1's doors and chambers (rules digest massive-darkness.md §1.2, §4.1): opening a door into a
closed chamber draws a Door card whose blocks seed the rooms in walking order; Guards, treasure
and leveled decks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.engine.log import word
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.rulesets.md import decks, enemy_ai, hero_turn
from questwright.engine.topology import INF

if TYPE_CHECKING:
    from questwright.engine.rulesets.md1.state import MD1State


def hero_open_door(state: MD1State, hero: Hero, door: int) -> None:
    """A hero opens a door with movement points (digest §1.3, §4.1)."""
    state.open_door(door, hero)


def room_order(state: MD1State, first: int, key: int, door: int = -1) -> list[int]:
    """Rooms 1, 2, 3… of the chamber behind a door, outward from the door.

    A door's ``roomOrder`` property (room zone ids) fixes the order; otherwise rooms go
    by walking distance from room 1 and the players choose between rooms at the same
    distance (the validators' ``MD_CHAMBER_AMBIGUOUS`` reports such doors).
    (digest §1.2, §4.1)
    """
    topo = state.game.topology
    members = set(hero_turn.chamber_members(state, first, key))
    limit = min(state.data.door_rooms, len(members))
    order = [z for z in state.data.room_orders.get(door, []) if z in members]
    if not order or order[0] != first:
        order = [first] + [z for z in order if z != first]
    adj = topo.room_adjacency(key)
    dist = {first: 0}
    frontier = [first]
    while frontier:
        nxt = []
        for z in frontier:
            for w in adj[z]:
                if w in members and w not in dist:
                    dist[w] = dist[z] + 1
                    nxt.append(w)
        frontier = nxt
    ids = topo.zone_ids
    rest = sorted((z for z in members if z not in order), key=lambda z: (dist.get(z, INF), z))
    while len(order) < limit and rest:
        d = dist.get(rest[0], INF)
        group = [z for z in rest if dist.get(z, INF) == d]
        pick = state.tie("room-order", group, [ids[z] for z in group])
        order.append(pick)
        rest.remove(pick)
    return order[:limit]


def reveal_chamber(
    state: MD1State, first: int, key: int, hero: Hero | None, draw: bool, door: int = -1
) -> None:
    """The chamber behind an opened door: a Door card whose blocks seed its rooms in walking order
    (digest §4.1)."""
    topo = state.game.topology
    members = hero_turn.chamber_members(state, first, key)
    state.explored.update(members)
    specials = [s for z in members for s in state.data.specials.get(z, [])]
    if any(mode == "none" for _, _, mode in specials):
        draw = False
    if draw:
        card_id = decks.draw_card(state, "door")
        if card_id is not None:
            card = state.data.doors[card_id]
            rooms = room_order(state, first, key, door)
            state.say(
                "door card {card_id}: rooms {zone_ids}",
                card_id=card_id,
                zone_ids=", ".join(topo.zone_ids[r] for r in rooms),
            )
            for room, block in zip(rooms, card["rooms"], strict=False):
                resolve_block(state, room, block, hero)
                if state._outcome is not None:
                    return
    for zone in members:
        for token_id, extra, _mode in state.data.specials.get(zone, []):
            for _ in range(extra):
                spawn_guard(state, state.level, zone, token_id)
    for enemy in state.enemies.values():
        if enemy.dormant and enemy.zone in members:
            enemy.dormant = False
            state.say("{enemy} wakes up", enemy=enemy.name)
    if "chamber-revealed" in state.game.logic.triggers and state._outcome is None:
        names = tuple(n for z in members for n in hero_turn.zone_refs(state, z))
        state.fire("chamber-revealed", names, hero)


def resolve_block(state: MD1State, room: int, block: dict[str, Any], hero: Hero | None) -> None:
    """One block of a Door card in one room: Guards, treasure (digest §4.1)."""
    spawn = block.get("spawn", "none")
    if spawn == "guard":
        spawn_guard(state, state.level, room)
    elif spawn == "ambush":
        spawn_guard(state, state.level, hero.zone if hero is not None else room)
    for kind, count in (("", block.get("treasure", 0)), ("special", block.get("special", 0))):
        for _ in range(count):
            token_id = f"tr{state.next_token}"
            state.next_token += 1
            state.tokens[token_id] = BoardToken(token_id, "treasure", room, kind)


def draw_leveled(state: MD1State, prefix: str, level: int) -> tuple[str, int] | None:
    """Levels 1-4 are not reshuffled (draw from the next level up); level 5 is. (digest §4.1)"""
    top = state.data.max_level
    for lvl in range(max(1, level), top + 1):
        cards = state.decks.get(f"{prefix}{lvl}")
        reshuffled = False
        if not cards and lvl == top:
            discards = state.discards.get(f"{prefix}{lvl}")
            if discards:
                cards = decks.shuffled(state, discards)
                state.decks[f"{prefix}{lvl}"] = cards
                state.discards[f"{prefix}{lvl}"] = []
                reshuffled = True
        if cards:
            card = cards.pop()
            state.discards.setdefault(f"{prefix}{lvl}", []).append(card)
            state.chance("draw", f"{prefix}{lvl}:{card}")
            if reshuffled:  # after the draw: the trigger's own effects may draw again
                state.fire("deck-reshuffled", (f"{prefix}{lvl}", prefix))
            return card, lvl
    return None


def draw_treasure(state: MD1State, level: int) -> str | None:
    """A Treasure card of ``level``, drawing past trap cards (digest §4.1)."""
    for _ in range(64):
        got = draw_leveled(state, "treasure", level)
        if got is None:
            return None
        if not state.data.items[got[0]].get("trap"):
            return got[0]
    return None


def spawn_guard(
    state: MD1State,
    level: int,
    zone: int,
    source: str = "",
    cls: str | None = None,
    name: str | None = None,
) -> Enemy | None:
    """Draw a Guard card of ``level`` and place its Mob or Agent in ``zone``; ``name``:
    that Guard card (by name or id) instead of a drawn one. (digest §4.1)"""
    card = state.data.guard_named(name) if name else None
    for _ in range(0 if card is not None else 64):
        got = draw_leveled(state, "guard", level)
        if got is None:
            return None
        card = state.data.guards[got[0]]
        if card.get("trap") or (cls is not None and card["class"] != cls):
            card = None
            continue
        level = got[1]
        break
    if card is None:
        return None
    n = state.data.party_size
    if card["class"] == "mob":
        enemy = decks.enemy_from_card(state, card, "mob", level, zone, int(card["bossHealth"]))
        enemy.minions = int(card.get("minions", 1)) * n
        enemy.minion_health = int(card.get("minionHealth", 1))
    else:
        enemy = decks.enemy_from_card(state, card, "agent", level, zone, int(card["health"]) * n)
    enemy.source = source
    equip_guardian(state, enemy, state.level)
    enemy_ai.place(state, enemy)
    state.say(
        "{enemy} ({kind}, level {level}) appears in {zone}",
        enemy=enemy.name,
        kind=word(enemy.kind),
        level=level,
        zone=state.zone_id(zone),
    )
    return enemy


def equip_guardian(state: MD1State, enemy: Enemy, level: int) -> None:
    """A Guardian gets a Treasure card; its dice add to categories it already has.
    (digest §4.1, §6.1 Guardian loot)"""
    if level <= 0:
        return
    card = draw_treasure(state, level)
    if card is None:
        return
    item = state.data.items[card]
    enemy.gear = card
    attacks = {}
    for kind, dice in enemy.attacks.items():
        extra = item.get("attack", {}).get(kind, {})
        merged = dict(dice)
        for colour, count in extra.items():
            merged[colour] = merged.get(colour, 0) + count
        attacks[kind] = merged
    enemy.attacks = attacks
    if enemy.defence and item.get("defence"):
        defence = dict(enemy.defence)
        for colour, count in item["defence"].items():
            defence[colour] = defence.get(colour, 0) + count
        enemy.defence = defence
