"""md1's level tokens and the current level (rules digest massive-darkness.md §1.5, §6.1), and the
quest items heroes pick up and place (§1.7, §7.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.actions import (
    hero_name,
)
from questwright.engine.pieces import BoardToken, Hero
from questwright.engine.rulesets.md import hero_turn, skills
from questwright.engine.rulesets.md1 import chambers

if TYPE_CHECKING:
    from questwright.engine.rulesets.md1.state import MD1State


def level_check(state: MD1State) -> None:
    """The level rises to the highest tile level a hero stands on (never falls). (digest §1.5)"""
    if state.data.flags.get("levelMode") == "script":
        return
    zone_tile, tile_level = state.game.topology.zone_tile, state.data.tile_level
    best = state.level
    for hero in state.heroes:
        if hero.active:
            tile = zone_tile[hero.zone]
            if tile >= 0 and tile_level[tile] > best:
                best = tile_level[tile]
    if best > state.level:
        raise_level(state, best)


def raise_level(state: MD1State, level: int) -> None:
    """The current level rises to ``level`` (digest §1.5); skills bought for it start to
    work (a health step raises maximum health at once)."""
    old, state.level = state.level, min(level, state.data.max_level)
    state.say("the level rises to {level}", level=state.level)
    skills.follow_level(state, old, state.level)


def tile_level_of(state: MD1State, zone: int) -> int:
    """The level of the tile ``zone`` lies on (digest §1.5)."""
    tile = state.game.topology.zone_tile[zone]
    level = state.data.tile_level[tile] if tile >= 0 else 0
    return level or state.level


def tile_level_of_tile(state: MD1State, zone: int) -> int:
    """The level of the tile ``zone`` lies on, from the board (digest §1.5)."""
    tile = state.game.topology.zone_tile[zone]
    return state.data.tile_level[tile] if tile >= 0 else 0


def place_item(state: MD1State, hero: Hero, item: str) -> None:
    """Put a carried quest item in the hero's zone (its ``place`` MP; one is spent by
    the caller); it lies there as a token of its kind. (digest §7.4)"""
    kind, _, token_id = item.partition(":")
    spec = state.game.logic.items[kind]
    for _ in range((spec.place or 1) - 1):
        hero_turn.spend_mp(state)
    hero.items.remove(item)
    state.tokens[token_id] = BoardToken(token_id, kind, hero.zone)
    state.say(
        "{hero} places {item} in {zone}",
        hero=hero_name(hero.index),
        item=item,
        zone=state.zone_id(hero.zone),
    )


def pick_up(state: MD1State, hero: Hero) -> None:
    """Pick Up: the hero takes the treasure and objective tokens in its zone (digest §1.7,
    §6.1). A Treasure card comes from the level of the token's tile (the current level on a
    tile without a level token), or from the current level when the quest's setup says
    ``treasureLevel: "current"``."""
    for token in state.pickable_here(hero.zone):
        if token.kind == "treasure":
            del state.tokens[token.id]
            # picked up like any token (:func:`hero_turn.picked_up`, after its cards), and
            # already so while its cards are dealt
            state.picked[token.id] = hero.index
            level = (
                state.level if state.data.treasure_at_current else tile_level_of(state, token.zone)
            )
            count = 1
            if token.value == "special":
                if level >= state.data.max_level:
                    count = 2
                level = min(level + 1, state.data.max_level)
            for _ in range(count):
                card = chambers.draw_treasure(state, level)
                if card:
                    hero.gear.append(card)
                    item = state.data.items[card]
                    state.say("{hero} finds {name}", hero=hero_name(hero.index), name=item["name"])
                    # named as the quest-logic model names it too: the token and its kind
                    state.fire("item-gained", (card, item["name"], token.kind, token.id), hero)
            hero_turn.picked_up(state, hero, token)
        else:
            hero_turn.take_objective_token(state, hero, token)
        if state._outcome is not None:
            return
