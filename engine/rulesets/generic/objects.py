"""What the generic rules put on the board beyond monsters and pick-ups, and what the
quest's trigger effects make there: destructible objects (destroyed by
``MdState.object_destroyed``), spawned monsters, given items.

The quest-logic model (``core/questlogic``) reads a quest the same way for every system:
heroes destroy the tokens of the system's ``objectTokens`` role, the tokens a ``destroy``
objective or a ``destroyed`` condition names, and the barriers on edges (unless
``attackable: false``); a ``spawn`` effect makes the enemies it names; ``give-item`` hands
a quest item or a card the ``carrying`` lists may ask for. These functions make the
generic rules do the same, so that what the validators call winnable can be played
(issue #29 item 5). Numbers are our own stand-ins (docs/engine.md, "The generic crawler
rules").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.params import as_int
from questwright.engine.actions import hero_name
from questwright.engine.crawler import effects
from questwright.engine.pieces import Enemy, Hero
from questwright.schema.model import Effect

if TYPE_CHECKING:
    from questwright.engine.rulesets.generic.state import GenericState

__all__ = [
    "BARRIER_HEALTH",
    "OBJECT_HEALTH",
    "give_item",
    "object_targets",
    "place_objects",
    "spawn",
]

#: health of a destructible token and of a barrier that give none (``properties.health``);
#: the quest may set ``pillarHealth`` as md1 does
OBJECT_HEALTH, BARRIER_HEALTH = 3, 5


def object_targets(board: Any, roles: Any) -> frozenset[str]:
    """Token ids the heroes destroy: the ``objectTokens`` role's, a ``destroy`` objective's
    targets and the ids a ``destroyed`` condition names (as the quest-logic model reads
    them)."""
    wanted = set(roles.object_types)
    ids = {t.id for t in board.tokens.values() if t.type in wanted}
    for obj in board.quest.objectives:
        if obj.kind == "destroy":
            ids |= set(obj.targets)
    for trig in board.quest.triggers:
        for cond in trig.if_:
            ids |= set(cond.destroyed)
    return frozenset(i for i in ids if i in board.tokens)


def _object(
    state: GenericState, source: str, name: str, zone: int, props: dict[str, Any], health: int
) -> Enemy:
    obj = Enemy(
        state.new_uid(),
        "object",
        name,
        "object",
        0,
        zone,
        as_int(props.get("health"), health, 1, 1000),
        {},
        {"defence": as_int(props.get("defence"), 0, 0, 20)} if props.get("defence") else {},
    )
    obj.source = source
    state.enemies[obj.uid] = obj
    return obj


def place_objects(state: GenericState, monsters: set[str]) -> None:
    """The destructible tokens (not already monsters: ``monsters`` holds their ids) and the
    barriers on edges, as objects the heroes attack."""
    game, board = state.game, state.game.board
    topo = game.topology
    system = board.system
    targets = state.data.object_targets
    health = as_int(board.parameter("pillarHealth", OBJECT_HEALTH), OBJECT_HEALTH, 1)
    for token in board.quest.tokens:
        if token.id not in targets or token.id in monsters:
            continue
        zone = topo.index.get(board.token_zone(token) or "")
        if zone is None:
            continue
        ttype = system.token_types.get(token.type) if system else None
        name = (ttype.label if ttype is not None else "") or token.type
        _object(state, token.id, name, zone, token.properties, health)
    kind = system.edge_kinds.get("barrier") if system else None
    barrier_name = (kind.label if kind is not None else "") or "Barrier"
    for bi, spec in state.barrier_edges():
        barrier = topo.barrier_ids[bi]
        obj = _object(
            state,
            barrier,
            barrier_name,
            topo.barrier_zones[bi][0][0],
            spec.properties,
            BARRIER_HEALTH,
        )
        obj.script = "barrier"
        if barrier in topo.movement.sealed:
            obj.rules = {"sealed": True}  # only a trigger's destroy effect removes it


def spawn(state: GenericState, effect: Effect, hero: Hero | None) -> None:
    """A ``spawn`` effect: ``value`` a monster kind, or ``{"kind" (or "monster", "what"),
    "id", "count", "dormant"}``; the monsters appear awake (unless ``dormant``) in the
    first zone of ``target``, else the hero's zone, named by ``id`` (else the kind) as the
    quest-logic model names them."""
    value = effect.value
    spec: dict[str, Any] = value if isinstance(value, dict) else {"what": value}
    kind = next(
        (str(spec[k]) for k in ("kind", "monster", "what") if isinstance(spec.get(k), str)),
        "monster",
    )
    zones = sorted(state.zones_of(effect.target)) if effect.target else []
    zone = zones[0] if zones else (hero.zone if hero is not None else None)
    if zone is None:
        heroes = state.standing_heroes()
        if not heroes:
            return
        zone = heroes[0].zone
    source = str(spec.get("id") or spec.get("name") or kind)
    for _ in range(as_int(spec.get("count", 1), 1, 0, 100)):
        enemy = state.place_monster(source, kind, {}, zone)
        enemy.dormant = spec.get("dormant") is True
        state.say("{name} appears in {zone}", name=enemy.name, zone=state.zone_id(zone))


def give_item(state: GenericState, effect: Effect, hero: Hero | None) -> None:
    """A ``give-item`` effect: a quest item (``items[]``), else a card by that name that
    ``carrying`` lists count, carried like a quest item (the generic rules have no
    equipment decks)."""
    if hero is None:
        return
    if effects.give_quest_item(state, effect, hero):
        state.fire("item-gained", (str(effect.value),), hero)
        return
    card = str(effect.value or "")
    if not card:
        return
    for _ in range(effect.count or 1):
        state.next_item += 1
        hero.items.append(f"{card}:{card}{state.next_item}")
    state.say("{hero} receives {name}", hero=hero_name(hero.index), name=card)
    state.fire("item-gained", (card,), hero)
