"""md1's Event phase (rules digest massive-darkness.md §6.1, Event phase): an event card each
round, wandering monsters and patrols.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.rulesets.md import decks
from questwright.engine.rulesets.md1 import chambers

if TYPE_CHECKING:
    from questwright.engine.rulesets.md1.state import MD1State


def event_step(state: MD1State) -> None:
    """The Event phase, unless the quest has no events (digest §6.1)."""
    if not state.data.flags.get("noEvents"):
        event_phase(state)


def event_phase(state: MD1State) -> None:
    """The First Player draws an Event card and resolves it (digest §6.1, §4.1)."""
    card_id = decks.draw_card(state, "event")
    if card_id is None:
        return
    card = state.data.events[card_id]
    kind = card["kind"]
    state.fire("event-drawn", (card_id, kind))
    if state._outcome is not None:
        return
    if kind == "patrol":
        zone = patrol_zone(state, state.level + int(card.get("offset", 0)))
        if zone >= 0:
            state.say("event {card_id}: a patrol arrives", card_id=card_id)
            chambers.spawn_guard(state, state.level, zone)
    elif kind == "roaming":
        zone = patrol_zone(state, state.level)
        if zone >= 0:
            state.say("event {card_id}: a roaming monster arrives", card_id=card_id)
            state.spawn_monster("level", zone)
    elif kind == "blessing":
        heal = int(card.get("heal", 1))
        for hero in state.heroes:
            if hero.active:
                hero.health = min(hero.max_health, hero.health + heal)
        state.say(
            "event {card_id}: the heroes catch their breath (+{heal} health)",
            card_id=card_id,
            heal=heal,
        )
    else:
        state.say("event {card_id}: all is quiet", card_id=card_id)


def patrol_zone(state: MD1State, wanted: int) -> int:
    """A level-token zone of value ``wanted``; the declared fallback is the nearest value.
    (digest §4.1)"""
    zones_by_value = state.data.level_zones
    if not zones_by_value:
        return state.data.exit if state.data.exit >= 0 else state.data.start
    values = sorted(zones_by_value, key=lambda v: (abs(v - wanted), v))
    topo = state.game.topology
    zones = [z for z in zones_by_value[values[0]] if not topo.zone_gone(state.key, z)]
    if not zones:
        return -1
    return state.tie("patrol-zone", zones, [topo.zone_ids[z] for z in zones])
