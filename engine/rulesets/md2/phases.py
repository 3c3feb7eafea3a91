"""md2's Level-up and Darkness phases (rules digest massive-darkness.md §6.2): the dungeon level
the heroes reached, the Darkness track and what it spawns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.text import Joined
from questwright.engine.actions import (
    hero_name,
)
from questwright.engine.log import word
from questwright.engine.rulesets.md import skills
from questwright.engine.rulesets.md2 import bosses, spawning

if TYPE_CHECKING:
    from questwright.engine.rulesets.md2.state import MD2State


def level_up_phase(state: MD2State) -> None:
    """The Level-Up phase: heroes level up whenever they can afford it; each level adds
    maximum health, the level token's treasure to the bag and one skill step (digest §6.2)."""
    costs, gains = state.data.level_xp, state.data.level_health
    for hero in state.heroes:
        while hero.level - 1 < len(costs) and hero.xp >= costs[hero.level - 1]:
            hero.xp -= costs[hero.level - 1]
            gain = gains[hero.level - 1] if hero.level - 1 < len(gains) else 0
            hero.level += 1
            hero.max_health += gain
            if not hero.dead:
                hero.health += gain
            step = hero.level - 2
            added = state.data.level_bag[step] if step < len(state.data.level_bag) else []
            for rarity in added:
                state.bag[rarity] = state.bag.get(rarity, 0) + 1
            if added:
                state.say(
                    "{hero} reaches level {level} (+{added} to the bag)",
                    hero=hero_name(hero.index),
                    level=hero.level,
                    added=Joined(tuple(word(x) for x in added)),
                )
            else:
                state.say(
                    "{hero} reaches level {level}", hero=hero_name(hero.index), level=hero.level
                )
            # one new skill of the hero's level or lower, by the stand-in policy (§6.2)
            pick = skills.choose(state, hero, hero.level, hero.level, None)
            if pick is not None:
                skills.learn(state, hero, pick[0])


def dungeon_level(state: MD2State) -> int:
    """The dungeon level: the highest hero level (digest §6.2)."""
    return max(h.level for h in state.heroes)


def darkness_phase(state: MD2State) -> None:
    """The Darkness phase: the marker moves and its icon spawns (digest §6.2, §4.2)."""
    state.phase = "darkness"
    if state.boss_fight and any(
        state.data.bosses.get(e.name, {}).get("track") for e in bosses.bosses_awake(state)
    ):
        bosses.advance_boss_track(state)
        return
    state.track += 1
    front, back = state.data.track_front, state.data.track_back
    if state.track < len(front):
        icon = front[state.track]
    else:
        icon = back[(state.track - len(front)) % len(back)] if back else "none"
    topo = state.game.topology
    if icon == "mob":
        for zone in state.data.portals:
            if not topo.zone_gone(state.key, zone):
                spawning.spawn_mob(state, zone)
    elif icon == "roaming":
        for zone in state.data.roaming_portals:
            if not topo.zone_gone(state.key, zone):
                state.spawn_monster(zone)
    elif icon.startswith("treasure:"):
        rarity = icon.split(":", 1)[1]
        state.bag[rarity] = state.bag.get(rarity, 0) + 1
    state.say("darkness track: {icon}", icon=word(icon))
