"""The hero turn shared by md1 and md2 (rules digest massive-darkness.md §6.1, §6.2;
movement §3; ranges §2): the party at setup, an action played by the ruleset's dispatch
tables, movement points, moving, taking objective tokens, trading quest items.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from questwright.engine.actions import (
    Action,
    Activate,
    Attack,
    EndTurn,
    Give,
    hero_name,
)
from questwright.engine.crawler import objectives, triggers
from questwright.engine.dispatch import Dispatch
from questwright.engine.log import word
from questwright.engine.pieces import BoardToken, Hero

if TYPE_CHECKING:
    from questwright.engine.rulesets.md.state import MdState


def add_heroes(state: MdState) -> None:
    """The party at the start zone with its classes' starting equipment.
    (digest §6.1, §6.2 hero stats)"""
    data = state.data
    for i, cls in enumerate(state.game.party):
        spec = data.classes[cls]
        hero = Hero(i, cls, data.start, starting_health(state, spec))
        hero.gear = list(spec["equipment"])
        state.heroes.append(hero)
    state.visits[data.start] += len(state.heroes)
    triggers.choose_heroes_at_setup(state)


def starting_health(state: MdState, spec: dict[str, Any]) -> int:
    """A hero's starting and maximum health (md1: the board may override it).
    (digest §6.1 hero stats)"""
    return int(spec["health"])


def apply_scripts(state: MdState) -> None:
    """Enemies placed at setup take the scripts the quest names for their tokens. (digest §5.6)"""
    scripts = state.data.scripts
    for enemy in state.enemies.values():
        script = scripts.get(enemy.source)
        if script:
            enemy.script = script


def hero_gone(state: MdState, player: int) -> bool:
    """Heroes killed or escaped skip their turn. (digest §6.1, §6.2)"""
    return not state.heroes[player].active


def work_lever(state: MdState, hero: Hero, target: str) -> None:
    """The Activate action: ``target`` counts as worked and ``activated`` fires. (digest §7.4)"""
    state.activated.add(target)
    state.say("{hero} works {target}", hero=hero_name(hero.index), target=target)
    state.fire("activated", (target,), hero)


def in_range(state: MdState, kind: str, distance: int) -> bool:
    """Whether an attack of ``kind`` reaches a target ``distance`` zones away (digest §2:
    melee in the zone, ranged and magic by distance bands)."""
    return kind in state.data.reaching(distance)


def escape_allowed(state: MdState, hero: Hero) -> bool:
    """Whether a hero may take the Escape action in its zone now (digest §1.6, §7.3)."""
    for obj in state.data.escape_objectives:
        if hero.zone in obj.zones and objectives.objective_available(state, obj):
            return True
    return False


def _action_actions(state: MdState, hero: Hero, out: list[Action]) -> None:
    i = hero.index
    for kind, uid in state.attack_targets(hero):
        out.append(Attack(i, kind, uid))
    for lever, zone in state.data.levers.items():
        if zone == hero.zone and lever not in state.activated:
            out.append(Activate(i, lever))
    if hero.items:
        for other in state.heroes:
            if other is not hero and other.zone == hero.zone and not other.escaped:
                for item in hero.items:
                    out.append(Give(i, item, other.index))


def apply_action(
    state: MdState,
    action: Action,
    movement: Dispatch[Any],
    actions: Dispatch[Any],
    who: str,
    after: Callable[[Any, bool], None] | None = None,
) -> None:
    """Play one hero action by the ruleset's dispatch tables (digest §6.1, §6.2: a Movement
    action gives movement points to spend on what ``movement`` lists; the rest costs one of
    the hero's actions): pay for it, run its rule, then ``after(state, moved)`` (md1's level
    check), objectives, and the end of the activation when nothing is left. ``who`` names
    the rules in the error for an action they do not have."""
    kind = type(action)
    hero = state.heroes[action.hero]
    if action.hero != state.active:
        raise ValueError(f"it is not {hero_name(action.hero)}'s turn")
    move = movement.get(kind)
    if move is not None:
        spend_mp(state)
        move(state, action)
    elif kind is EndTurn:
        state.end_turn()
        return
    else:
        act = actions.get(kind)
        if act is None:
            raise ValueError(f"{who} has no action {action}")
        spend_action(state)
        act(state, action)
    if state._outcome is not None:
        return
    if after is not None:
        after(state, move is not None)
    state.check_objectives()
    if state._outcome is not None:
        return
    if not hero.active or (state.actions_left <= 0 and state.mp == 0):
        state.end_turn()


def spend_mp(state: MdState) -> None:
    """Pay one movement point, starting a Movement action when none is left (digest §6.1,
    §6.2)."""
    if state.mp == 0:
        state.actions_left -= 1
        state.mp = state.data.movement_points
    state.mp -= 1


def spend_action(state: MdState) -> None:
    """Spend one of the hero's actions; an unfinished Movement action ends (digest §6.1, §6.2)."""
    if state.mp:
        state.mp = 0
        state.end_movement_action()
    state.actions_left -= 1


def move_hero(state: MdState, hero: Hero, to: int) -> None:
    """Move a hero to an adjacent zone; leaving and entering fire their triggers (digest §3)."""
    start = hero.zone
    state.on_leave(hero, start)
    if not hero.active:
        return
    hero.zone = to
    state.visits[to] += 1
    state.on_enter(hero, to)
    if state._outcome is None:
        state.fire("enter-zone", zone_refs(state, to), hero)
        _fire_cross(state, hero, start, to)


def zone_refs(state: MdState, zone: int) -> tuple[str, ...]:
    """Names a trigger may use for a zone: its id, its tile and tokens first placed in it.
    (stand-in, docs/engine.md triggers)"""
    return state.data.zone_refs[zone]


def _fire_cross(state: MdState, hero: Hero, a: int, b: int) -> None:
    if "cross-edge" not in state.game.logic.triggers:
        return
    names = state.game.topology.crossing.get((min(a, b), max(a, b)))
    if names:
        state.fire("cross-edge", names, hero)


def take_objective_token(state: MdState, hero: Hero, token: BoardToken) -> None:
    """A quest token becomes a carried item; fire ``pickup`` and ``item-gained``. (digest §7.3)"""
    del state.tokens[token.id]
    kind = token.kind
    hero.items.append(f"{kind}:{token.id}")
    state.revealed[token.id] = kind
    state.say(
        "{hero} picks up {token} ({kind})",
        hero=hero_name(hero.index),
        token=token.id,
        kind=word(kind),
    )
    picked_up(state, hero, token)
    if state._outcome is None:
        state.fire("item-gained", (kind, token.id), hero)


def picked_up(state: MdState, hero: Hero, token: BoardToken) -> None:
    """``token`` (off the board now) counts as picked up by ``hero`` — for ``picked``
    conditions, ``pickup`` objectives and key locks — and ``pickup`` fires with its id and
    kind, as the quest-logic model has every pick-up."""
    state.picked[token.id] = hero.index
    if state._outcome is None:
        state.fire("pickup", (token.id, token.kind), hero)


def give(state: MdState, hero: Hero, item: str, to: int) -> None:
    """Hand a carried quest item to a hero in the same zone (stand-in, docs/engine.md)."""
    other = state.heroes[to]
    hero.items.remove(item)
    other.items.append(item)
    kind, _, token = item.partition(":")
    state.say(
        "{hero} gives {item} to {hero2}", hero=hero_name(hero.index), item=item, hero2=hero_name(to)
    )
    state.fire("item-gained", (kind, token), other)


def chamber_members(state: MdState, zone: int, key: int) -> list[int]:
    """The zones of ``zone``'s chamber with door key ``key``, in zone order. (digest §1.2)"""
    table = state.game.topology.chamber_of(key)
    mark = table[zone]
    return [z for z, m in enumerate(table) if m == mark]
