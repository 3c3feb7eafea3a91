"""Enemy activation helpers shared by md1 and md2 (rules digest massive-darkness.md §5.1, §5.3,
§5.4): the start of an activation, minion losses, the strongest attack, stepping along a path,
placing enemies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.params import as_int
from questwright.core.text import say_n
from questwright.engine.actions import (
    hero_name,
)
from questwright.engine.crawler import effects
from questwright.engine.pieces import Enemy, Hero
from questwright.engine.rulesets.md import hero_turn
from questwright.engine.topology import INF

if TYPE_CHECKING:
    from questwright.engine.rulesets.md.state import MdState


def start_activation(state: MdState, enemy: Enemy) -> None:
    """Skills that act when an enemy's activation starts (docs/engine.md): it heals
    ``regenerate`` wounds, and every Mob in play gains ``reinforce`` minions."""
    rules = enemy.rules
    if not rules:
        return
    heal = as_int(rules.get("regenerate"), 0, 0, 1000)
    if heal > 0 and enemy.damage > 0:
        healed = min(heal, enemy.damage)
        enemy.damage -= healed
        state.say(
            say_n(
                "{enemy} regenerates {healed} wound",
                "{enemy} regenerates {healed} wounds",
                by="healed",
                enemy=enemy.name,
                healed=healed,
            )
        )
    extra = as_int(rules.get("reinforce"), 0, 0, 100)
    if extra > 0:
        for mob in state.enemies.values():
            if mob.kind == "mob":
                mob.minions += extra
                state.say(
                    say_n(
                        "{enemy} calls {extra} minion to {mob}",
                        "{enemy} calls {extra} minions to {mob}",
                        by="extra",
                        enemy=enemy.name,
                        extra=extra,
                        mob=mob.name,
                    )
                )


def wound_minions(state: MdState, enemy: Enemy, wounds: int, killer: Hero | None, xp: int) -> int:
    """Wounds kill a Mob's minions one after another (``xp`` to the killer for each);
    returns the wounds left when no minion stands. (digest §6.1, §6.2 Mob wounds)"""
    while wounds > 0 and enemy.minions > 0:
        need = enemy.minion_health - enemy.minion_damage
        if wounds >= need:
            wounds -= need
            enemy.minions -= 1
            enemy.minion_damage = 0
            if killer is not None:
                state.gain_xp(killer, xp)
        else:
            enemy.minion_damage += wounds
            wounds = 0
    return wounds


def strongest_attack(state: MdState, enemy: Enemy, kinds: list[str]) -> str:
    """Of the attack kinds ``enemy`` can use now, the one with the best expected hits.
    (digest §5.1)"""
    if len(kinds) == 1:
        return kinds[0]
    score, attacks = state.data.score, enemy.attacks
    return max(kinds, key=lambda k: score(attacks[k]))


def step_along(state: MdState, enemy: Enemy, dist: list[int]) -> None:
    """Move ``enemy`` one zone down the distance field ``dist`` (ties by the generator).
    (digest §5.1, §5.3)"""
    here = dist[enemy.zone]
    if here == 0 or here >= INF:
        return
    topo = state.game.topology
    step = here - 1
    steps = [n for n in topo.neighbours(state.key, False)[enemy.zone] if dist[n] == step]
    if steps:
        old = enemy.zone
        if len(steps) == 1:
            enemy.zone = steps[0]  # no tie (Core.tie asks nothing of one option)
        else:
            enemy.zone = state.tie("path", steps, [topo.zone_ids[z] for z in steps])
        enemy_moved(state, enemy, old)


def enemy_moved(state: MdState, enemy: Enemy, old: int) -> None:
    """After an enemy step: a ``drag`` monster takes the fallen heroes of its old zone
    along, ``enemy-enters-zone`` triggers fire, and enemy losses are checked. (digest §5.6)"""
    if enemy.rules.get("drag"):
        for hero in state.heroes:
            if hero.dead and not hero.escaped and hero.zone == old:
                hero.zone = enemy.zone
                state.say(
                    "{enemy} drags {hero} along", enemy=enemy.name, hero=hero_name(hero.index)
                )
    if "enemy-enters-zone" in state.game.logic.triggers:
        names = (*hero_turn.zone_refs(state, enemy.zone), enemy.uid, enemy.source, enemy.name)
        state.fire("enemy-enters-zone", names)
    if state.game.logic.loss_kinds and state._outcome is None:
        state.check_enemy_losses()
    if state.game.logic.lures and state._outcome is None:
        state.check_objectives()


def place(state: MdState, enemy: Enemy) -> None:
    """Put a new enemy on the board and apply the quest's enemy defaults (digest §4, §5.6)."""
    state.enemies[enemy.uid] = enemy
    if state.enemy_defaults:
        effects.apply_rules(state, enemy, state.enemy_defaults)
    state.count_spawn(enemy.level)
