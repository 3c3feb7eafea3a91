"""md2's rooms and scenery (rules digest massive-darkness.md §1.8, §6.2): revealing a room,
interacting with chests, fountains and forges, the loot bag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.params import as_int
from questwright.core.text import say
from questwright.engine.actions import (
    hero_name,
)
from questwright.engine.log import word
from questwright.engine.pieces import BoardToken, Hero
from questwright.engine.rulesets.md import decks, hero_turn
from questwright.engine.rulesets.md2 import bosses, spawning

if TYPE_CHECKING:
    from questwright.engine.rulesets.md2.state import MD2State


#: the scenery a hero picks up by interacting with it (``pickupTokens``; the objective
#: tokens are taken as md1's are: :func:`hero_turn.take_objective_token`). A loot marker is
#: never picked up: its room's reveal turns it into treasure tokens of their own
#: (:func:`open_loot`)
PICKED_UP = frozenset({"treasure", "chest", "fountain"})


def interact(state: MD2State, hero: Hero, token: BoardToken) -> None:
    """Interact with scenery in the zone: chest, fountain, forge, treasure (digest §1.8)."""
    kind = token.kind
    if kind == "treasure":
        del state.tokens[token.id]
        state.bagged.discard(token.id)
        state.bag[token.value] = state.bag.get(token.value, 0) + 1
        gain_item(state, hero, token.value)
    elif kind == "objective":
        hero_turn.take_objective_token(state, hero, token)
    elif kind == "chest":
        del state.tokens[token.id]
        table = state.data.content["chests"][token.value]
        count = 3 if token.value == "great" else 2
        rarity = table[state.rng.below(len(table))]
        state.chance("draw", f"{token.id}:{rarity}")
        for _ in range(count):
            gain_item(state, hero, rarity)
    elif kind == "fountain":
        del state.tokens[token.id]
        heal = state.data.content.get("fountains", [2])
        amount = heal[state.rng.below(len(heal))]
        state.chance("draw", f"{token.id}:{amount}")
        hero.health = min(hero.max_health, hero.health + amount)
        state.say(
            "{hero} drinks from {token} (+{amount})",
            hero=hero_name(hero.index),
            token=token.id,
            amount=amount,
        )
    elif kind == "forge":
        order = {"common": 0, "rare": 1, "epic": 2}
        fodder = sorted(
            forge_fodder(state, hero), key=lambda g: order[state.data.items[g]["rarity"]]
        )[:3]
        lowest = min(order[state.data.items[g]["rarity"]] for g in fodder)
        for g in fodder:
            hero.gear.remove(g)
        gain_item(state, hero, ["common", "rare", "epic"][min(2, lowest + 1)])
    if kind in PICKED_UP:
        hero_turn.picked_up(state, hero, token)


def gain_item(state: MD2State, hero: Hero, rarity: str) -> None:
    """A hero gains an item card (digest §6.2 loot)."""
    card = decks.draw_card(state, rarity)
    if card is None:
        return
    hero.gear.append(card)
    item = state.data.items[card]
    state.say("{hero} gains {name}", hero=hero_name(hero.index), name=item["name"])
    state.fire("item-gained", (card, item["name"]), hero)


def draw_bag(state: MD2State, private: tuple[int, ...] | None = None) -> str:
    """A treasure of a random rarity from the bag (``private=()``: it goes onto the board
    face-up but unread, so nobody knows its rarity yet). (digest §6.2 loot)"""
    drawn = draw_bags(state, 1, private)
    return drawn[0] if drawn else "common"


def draw_bags(state: MD2State, count: int, private: tuple[int, ...] | None = None) -> list[str]:
    """Up to ``count`` treasures drawn from the bag one after another, fewer if it runs
    out (see :func:`draw_bag`). The bag has one token fewer after each draw, so the sizes
    are known at once: with explicit chance the draws are asked as one batch."""
    total = sum(state.bag.values())
    if total <= 0 or count <= 0:
        return []
    picks = state.rng.draws(range(total, max(0, total - count), -1), private)
    out = []
    for pick in picks:
        for rarity in sorted(state.bag):
            if pick < state.bag[rarity]:
                state.bag[rarity] -= 1
                state.chance("draw", f"bag:{rarity}", private)
                out.append(rarity)
                break
            pick -= state.bag[rarity]
    return out


def open_loot(state: MD2State, token: BoardToken) -> None:
    """Treasure tokens laid in a room become loot (digest §6.2 loot)."""
    del state.tokens[token.id]
    for _ in range(as_int(token.value or 1, 1, 0, 100)):
        tid = f"tr{state.next_token}"
        state.next_token += 1
        state.tokens[tid] = BoardToken(tid, "treasure", token.zone, draw_bag(state, private=()))
        state.bagged.add(tid)


def reveal_room(state: MD2State, first: int, key: int, hero: Hero | None) -> None:
    """A room revealed by an opened door: its spawns and scenery (digest §4.2, §1.8)."""
    members = set(hero_turn.chamber_members(state, first, key))
    state.revealed_rooms |= members
    card_id = decks.draw_card(state, "door")
    if card_id is not None:
        kind = state.data.door_cards[card_id]["kind"]
        state.say("door card {card_id}: {kind}", card_id=card_id, kind=word(kind))
        if kind == "barracks":
            state.barracks += 1
        elif kind == "trapped-treasure":
            if hero is not None:
                state.wound_hero(hero, 1, say("a trapped treasure"))
            tid = f"tr{state.next_token}"
            state.next_token += 1
            state.tokens[tid] = BoardToken(tid, "treasure", first, "rare")
    for token in sorted(state.tokens.values(), key=lambda t: t.id):
        if token.zone in members and token.kind == "spawn":
            del state.tokens[token.id]
            spawning.spawn_mob(state, token.zone, token.id)
    for token in sorted(state.tokens.values(), key=lambda t: t.id):
        if token.zone in members and token.kind == "loot":
            open_loot(state, token)
    for enemy in list(state.enemies.values()):
        if enemy.kind == "boss" and enemy.dormant and enemy.zone in members:
            bosses.start_boss_fight(state, enemy)
        elif enemy.dormant and enemy.zone in members:
            enemy.dormant = False


def forge_fodder(state: MD2State, hero: Hero) -> list[str]:
    """The items a forge may melt (digest §1.8)."""
    return [g for g in hero.gear if state.data.items.get(g, {}).get("rarity")]
