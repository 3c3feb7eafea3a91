"""md2's bosses (rules digest massive-darkness.md §5.5, §6.2): the boss track, the fight that
starts when the boss room is revealed, and the boss acting after each hero.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.text import say
from questwright.engine.crawler import effects
from questwright.engine.log import word
from questwright.engine.pieces import Enemy
from questwright.engine.rulesets.md import decks, enemy_ai, hero_turn
from questwright.engine.rulesets.md2 import phases, spawning
from questwright.schema.model import Effect

if TYPE_CHECKING:
    from questwright.engine.rulesets.md2.state import MD2State


def boss_step(state: MD2State, player: int) -> None:
    """In the boss fight the boss acts after each hero's turn. (digest §5.5)"""
    if state.boss_fight:
        for enemy in list(state.enemies.values()):
            if enemy.kind == "boss" and not enemy.dormant:
                enemy_ai.start_activation(state, enemy)
                card = state.data.bosses.get(enemy.name, {})
                actions = int(card.get("actions", 1)) + state.boss_rage
                if card.get("activationDice"):
                    for _ in range(actions):
                        if state._outcome is not None or enemy.uid not in state.enemies:
                            return
                        boss_action(state, enemy, card)
                else:
                    state.activate(enemy, actions)
                if state._outcome is not None:
                    return


def boss_action(state: MD2State, enemy: Enemy, card: dict[str, Any]) -> None:
    """One boss action on its dashboard: roll the activation dice and resolve the
    ability printed for the exact count of special faces (wounds are ignored). (digest §5.5)"""
    specials = state.data.enemy_specials
    # one batch: with explicit chance the dice are asked in a row, the action paused once
    faces = state.rng.draws([len(specials)] * int(card["activationDice"]))
    count = sum(specials[f] for f in faces)
    state.chance("roll", f"{enemy.uid} activation {','.join(map(str, faces))} ={count}")
    ability = str(card.get("dashboard", {}).get(str(count), ""))
    state.say(
        "{enemy} rolls {count} special: {ability}",
        enemy=enemy.name,
        count=count,
        ability=word(ability) if ability else say("nothing"),
    )
    boss_ability(state, enemy, ability)


def boss_ability(state: MD2State, enemy: Enemy, ability: str) -> None:
    """A dashboard or boss-track effect (stand-in vocabulary, docs/engine.md):
    ``attack`` (attack the nearest hero in range, else step toward one), ``sweep``
    (attack every hero in range), ``move`` (two steps toward the nearest hero),
    ``heal:N``, ``summon`` (a Mob in its zone), ``rage`` (one more action after each
    hero's turn for the rest of the fight); anything else does nothing."""
    name, _, arg = ability.partition(":")
    if name == "attack":
        state.activate(enemy, 1)
    elif name == "sweep":
        sight = state.game.topology.sight(state.key)[enemy.zone]
        for hero in [h for h in state.heroes if h.active]:
            d = sight.get(hero.zone)
            kinds = [k for k in enemy.attacks if d is not None and hero_turn.in_range(state, k, d)]
            if kinds and hero.active and state._outcome is None:
                state.enemy_attack(enemy, hero, enemy_ai.strongest_attack(state, enemy, kinds))
    elif name == "move":
        for _ in range(2):
            if not state.standing_heroes() or state.has_hero(enemy.zone):
                break
            state.enemy_step(enemy)
    elif name == "heal":
        enemy.damage = max(0, enemy.damage - int(arg or 1))
    elif name == "summon":
        spawning.spawn_mob(state, enemy.zone)
    elif name == "rage":
        state.boss_rage += 1


def bosses_awake(state: MD2State) -> list[Enemy]:
    """The bosses in play and awake (digest §5.5)."""
    return [e for e in state.enemies.values() if e.kind == "boss" and not e.dormant]


def track_effect(effect: str) -> object:
    """A boss track space as the log says it: ``heal:2`` with its word translated."""
    if not effect:
        return say("nothing")
    name, _, amount = effect.partition(":")
    if name == "heal" and amount:
        return say("heal:{amount}", amount=amount)
    return word(effect)


def advance_boss_track(state: MD2State) -> None:
    """In the boss fight the Darkness phase moves the marker on the boss track (it
    stops on the last space) and the effect of the space it reaches fires. (digest §5.5)"""
    for boss in bosses_awake(state):
        track = state.data.bosses.get(boss.name, {}).get("track", [])
        if state.boss_track + 1 >= len(track):
            continue
        state.boss_track += 1
        effect = str(track[state.boss_track] or "")
        state.say(
            "boss track {boss_track}: {effect}",
            boss_track=state.boss_track,
            effect=track_effect(effect),
        )
        if effect:
            boss_ability(state, boss, effect)
        return


def start_boss_fight(state: MD2State, boss: Enemy) -> None:
    """Arena, full health, a Level-Up phase, every other tile removed, the boss awake.
    (digest §5.5)"""
    topo = state.game.topology
    state.boss_fight = True
    boss.dormant = False
    arena = state.data.arena or [boss.zone]
    k = 0
    for hero in state.heroes:
        if hero.escaped:
            continue
        hero.zone = arena[k % len(arena)]
        k += 1
        if not hero.dead:
            hero.health = hero.max_health
    phases.level_up_phase(state)
    keep = state.data.boss_room_tile
    if keep < 0:
        keep = topo.zone_tile[boss.zone]
    for tile, tile_id in enumerate(topo.tile_ids):
        if tile != keep:
            effects._effect_remove_tile(state, Effect(kind="remove-tile", target=tile_id))
    state.say("the boss fight against {boss} begins", boss=boss.name)


def spawn_boss(state: MD2State, source: str, name: str, zone: int) -> None:
    """Place the boss in its arena (digest §5.5)."""
    card = state.data.bosses[name]  # every boss token's card was checked at set-up
    enemy = decks.enemy_from_card(
        state, card, "boss", 3, zone, int(card["health"]) * state.data.scale
    )
    enemy.name = name
    enemy.source = source
    enemy.dormant = True
    enemy_ai.place(state, enemy)
