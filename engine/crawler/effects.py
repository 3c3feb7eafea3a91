"""What a quest trigger's effects do in a crawler game (docs/engine.md "Triggers", the effect
kinds; stand-ins where the rulebooks leave it to the quest): the kind → function table
:data:`EFFECTS` and the functions over the state it names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from questwright.core.text import say, say_n
from questwright.engine.actions import hero_name
from questwright.engine.crawler import triggers
from questwright.engine.pieces import Enemy, Hero
from questwright.engine.quest_logic import (
    resolve_zones,
)
from questwright.schema.model import Effect, enemy_rule_problem

if TYPE_CHECKING:
    from questwright.engine.crawler.state import CrawlerState


def _do_message(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    state.say("{text}", text=effect.text or "")


def _do_give_xp(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    amount = int(effect.value or 0)
    for receiver in _receivers(state, effect.target, hero):
        state.gain_xp(receiver, amount)


def _do_door(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    topo = state.topology
    door = topo.door_index.get(effect.target or "")
    if door is None:
        return
    if effect.kind == "open-door":
        state.open_door(door, hero, by_effect=True)
    elif effect.kind == "close-door":
        state.key &= ~(1 << door)
    else:
        state.unlocked.add(topo.door_ids[door])


def _do_reveal(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    token = state.tokens.get(effect.target or "")
    if token is not None and token.face_down:
        token.face_down = False
        state.revealed[token.id] = token.kind


def _do_wake(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    for e in state.enemies.values():
        if effect.target in (None, e.source, e.uid, e.name):
            e.dormant = False


def _do_end(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    if effect.kind == "win":
        state.finish("win", effect.text or say("a trigger won the quest"))
    else:
        state.finish("loss", effect.text or say("a trigger lost the quest"))


def _do_remove_tile(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    _effect_remove_tile(state, effect)


def _do_give_item(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    for receiver in _receivers(state, effect.target, hero):
        state._effect_give_item(effect, receiver)


def _do_counter(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    delta = int(effect.value if effect.value is not None else 1)
    triggers.change_counter(state, effect.target or "", effect.at, delta, hero)


def _do_remove_zone(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    _effect_remove_zone(state, effect)


def _do_set_enemy(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    _effect_set_enemy(state, effect)


def _do_discard(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    _effect_discard(state, effect.target)


def _do_destroy(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    for e in [e for e in state.enemies.values() if e.kind == "object"]:
        if effect.target in (e.source, e.uid):
            state._destroy_object(e)


def _do_choose_hero(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    """``target``: a chosen hero's id; ``value``: who (the event's hero by default)."""
    if not effect.target:
        return
    value = effect.value if isinstance(effect.value, str) else None
    receivers = _receivers(state, value, hero)
    if receivers:
        state.chosen[effect.target] = receivers[0].index
        state.say(
            "{hero} is now {target}", hero=hero_name(receivers[0].index), target=effect.target
        )


def _receivers(state: CrawlerState, target: str | None, hero: Hero | None) -> list[Hero]:
    """Who an effect is for: ``picker`` (the hero of the event; default), ``all``, ``h2``."""
    who = target or ("picker" if hero is not None else "all")
    if who in ("picker", "hero"):
        return [hero] if hero is not None else []
    if who == "all":
        return list(state.heroes)
    named = triggers.hero_of(state, who)
    if named is not None or who in state.chosen or (who[:1] == "h" and who[1:].isdigit()):
        return [named] if named is not None else []
    if any(c.id == who for c in state.game.quest.chosen):
        return []  # a chosen hero not chosen yet
    return list(state.heroes)


def _effect_discard(state: CrawlerState, target: str | None) -> None:
    """A carried quest token is discarded: ``target`` its token id (default: the
    tokens the firing event names, e.g. the one just picked up)."""
    names = {target} if target and target != "event" else set(state.event_names)
    for h in state.heroes:
        kept = [i for i in h.items if i.partition(":")[2] not in names]
        if len(kept) != len(h.items):
            h.items = kept
            state.say(
                "{hero} discards {items}", hero=hero_name(h.index), items=", ".join(sorted(names))
            )


def _effect_damage(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    """Wounds: ``target`` all (each), party (split), picker, h2 or a zone ref (each
    hero there); ``value`` an integer or ``{"base": b, "perHero": k}`` (k per starting
    hero)."""
    value = effect.value
    if isinstance(value, dict):
        amount = int(value.get("base", 0)) + int(value.get("perHero", 0)) * len(state.heroes)
    else:
        amount = int(value or 0)
    if amount <= 0:
        return
    target = effect.target or "all"
    if target == "party":
        _party_wounds(state, amount)
        return
    if target in ("all", "picker", "hero") or (target[0] == "h" and target[1:].isdigit()):
        victims = [h for h in _receivers(state, target, hero) if h.active]
    else:
        zones = state.zones_of(target)
        victims = [h for h in state.standing_heroes() if h.zone in zones]
    for victim in victims:
        if state._outcome is None:
            state.wound_hero(victim, amount, "damage")


def _party_wounds(state: CrawlerState, amount: int) -> None:
    """``amount`` wounds the players share out as they wish, settled by a fixed policy.
    If the standing heroes can take them all and live, they go one at a time to the
    healthiest. If not, a death cannot be avoided and all of them go to one hero, the one
    with the least health: the wounds past his last are lost, so one hero dies, not
    several (shared out one at a time, 8 wounds on heroes at 2/2/2/2 killed all four)."""
    standing = state.standing_heroes()
    if not standing or state._outcome is not None:
        return
    if sum(h.health - 1 for h in standing) < amount:
        state.wound_hero(_wounded(state, standing, min), amount, "damage")
        return
    for _ in range(amount):
        standing = state.standing_heroes()
        if not standing or state._outcome is not None:
            return
        state.wound_hero(_wounded(state, standing, max), 1, "damage")


def _wounded(state: CrawlerState, standing: list[Hero], pick: Callable[..., int]) -> Hero:
    """The standing hero whose health is ``pick`` (min or max) of theirs (a tie: the
    players' choice)."""
    health = pick(h.health for h in standing)
    best = [h for h in standing if h.health == health]
    return state.tie("wound", best, [hero_name(h.index) for h in best])


def _effect_set_enemy(state: CrawlerState, effect: Effect) -> None:
    """Behaviour rules for enemies named by ``target`` (source, uid, name, or ``all`` —
    then also every enemy spawned later): ``value`` keys ``script``, ``dormant``,
    ``invulnerable``, ``goal``, ``lure``, ``steps``, ``crush``, ``drag``, ``decoy``."""
    value = effect.value if isinstance(effect.value, dict) else {}
    target = effect.target or "all"
    if target == "all":
        state.enemy_defaults = {**state.enemy_defaults, **value}
    for e in state.enemies.values():
        if target in ("all", e.source, e.uid, e.name):
            apply_rules(state, e, value)


def _effect_remove_zone(state: CrawlerState, effect: Effect) -> None:
    """The zones ``target`` names go (a bridge falls); actors there die (no XP)."""
    topo = state.topology
    ref = effect.target
    zones = set(_event_zones(state) if ref == "event" else state.zones_of(ref))
    zones = {z for z in zones if not topo.zone_gone(state.key, z)}
    if not zones:
        return
    for z in zones:
        state.key |= topo.zone_bit(z)
    _lose_zones(state, zones, "the floor gave way")
    state.say(
        say_n(
            "zone {zones} removed",
            "zones {zones} removed",
            by="zones_count",
            zones_count=len(zones),
            zones=", ".join(sorted(topo.zone_ids[z] for z in zones)),
        )
    )


def _event_zones(state: CrawlerState) -> frozenset[int]:
    out: set[int] = set()
    for name in state.event_names:
        out |= resolve_zones(state.game, name)
    return frozenset(out)


def _lose_zones(state: CrawlerState, gone: set[int], cause: str) -> None:
    for uid in [u for u, e in state.enemies.items() if e.zone in gone]:
        enemy = state.enemies.pop(uid)
        state.killed.add(uid)
        if enemy.source:
            state.killed.add(enemy.source)
        if enemy.kind == "object":
            state.destroyed.add(enemy.source or uid)
    for tid in [t for t, tok in state.tokens.items() if tok.zone in gone]:
        del state.tokens[tid]
    for h in state.heroes:
        if h.zone in gone and h.active:
            state.kill_hero(h, cause, "removal")


def _effect_remove_tile(state: CrawlerState, effect: Effect) -> None:
    topo = state.topology
    ref = effect.target or ""
    if ref == "event":  # the tile a counter-reached (or other) event is about
        ref = next((n for n in state.event_names if n in topo.tile_index), "")
    tile = topo.tile_index.get(ref)
    if tile is None or state.key & topo.tile_bit(tile):
        return
    state.key |= topo.tile_bit(tile)
    _lose_zones(state, set(topo.tile_zones[tile]), "the floor fell away")
    state.say("tile {ref} is removed", ref=ref)


def give_quest_item(state: CrawlerState, effect: Effect, hero: Hero) -> bool:
    """``value`` names a quest item (``items[]``): the hero gets ``count`` of them.
    (docs/engine.md, Triggers: ``give-item``)"""
    item = str(effect.value or "")
    if item not in state.game.logic.items:
        return False
    for _ in range(effect.count or 1):
        state.next_item += 1
        hero.items.append(f"{item}:{item}{state.next_item}")
    state.say(
        "{hero} receives {count} {item}",
        hero=hero_name(hero.index),
        count=effect.count or 1,
        item=item,
    )
    return True


def apply_rules(state: CrawlerState, enemy: Enemy, value: dict[str, Any]) -> None:
    """Give ``enemy`` the enemy rules ``value`` (skills, scripts), each checked (docs/engine.md,
    Triggers: ``set-enemy``)."""
    if not value:
        return
    rules = dict(enemy.rules)
    for k, v in value.items():
        if enemy_rule_problem(k, v) is not None:
            continue  # not an enemy rule, or the wrong type: ignored (QL_ENEMY_RULE)
        if k == "script":
            enemy.script = str(v or "")
        elif k == "dormant":
            enemy.dormant = bool(v)
        else:
            rules[k] = v
    enemy.rules = rules


def _spawn(state: CrawlerState, effect: Effect, hero: Hero | None) -> None:
    """``spawn``: the ruleset's own spawning (:meth:`CrawlerState._effect_spawn`)."""
    state._effect_spawn(effect, hero)


#: what applies an effect: ``rule(state, effect, hero)``
EffectRule = Callable[[Any, Effect, Any], None]

#: quest-logic effect kinds and the function that applies each (docs/engine.md, "Triggers")
EFFECTS: dict[str, EffectRule] = {
    "message": _do_message,
    "give-xp": _do_give_xp,
    "open-door": _do_door,
    "close-door": _do_door,
    "unlock": _do_door,
    "reveal": _do_reveal,
    "wake": _do_wake,
    "win": _do_end,
    "lose": _do_end,
    "spawn": _spawn,
    "remove-tile": _do_remove_tile,
    "give-item": _do_give_item,
    "counter": _do_counter,
    "damage": _effect_damage,
    "remove-zone": _do_remove_zone,
    "set-enemy": _do_set_enemy,
    "discard": _do_discard,
    "destroy": _do_destroy,
    "choose-hero": _do_choose_hero,
}
