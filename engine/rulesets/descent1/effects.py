"""Chests, encounters and the quest effects descent1 adds (rules digest §1.5 "Treasure",
§1.4 "Encounters", §5.5 "Conquest tokens"): a chest's number looked up in the chest table,
the treasure decks, encounter texts, and :data:`EFFECT_HANDLERS`, the effect kinds
descent1 adds to the crawler's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from questwright.core.params import as_int
from questwright.engine.actions import hero_name
from questwright.engine.crawler import effects
from questwright.engine.log import word
from questwright.engine.pieces import BoardToken
from questwright.engine.rulesets.descent1 import (
    death,
    monsters,
    overlord,
    render,
)
from questwright.engine.rulesets.descent1.actions import (
    footprint_text,
)
from questwright.engine.rulesets.descent1.pieces import DHero
from questwright.schema.model import Effect

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState

#: an effect's rule: ``(state, effect, hero of the event or None)``
EffectHandler = Callable[["DescentState", Effect, Any], None]


def encounter(state: DescentState, h: DHero, t: BoardToken) -> None:
    """A hero meets an encounter marker at the end of his turn in its space (rules digest §1.4
    "Encounters"): its text is read and its effects (:func:`parse_encounter`) apply."""
    spec = state.game.board.tokens.get(t.id)
    props = spec.properties if spec is not None else {}
    del state.tokens[t.id]
    state.picked[t.id] = h.index
    text = str(props.get("text", "") or "")
    if text:
        state.say(
            "{hero} meets encounter {token}: {text}", hero=hero_name(h.index), token=t.id, text=text
        )
    else:
        state.say("{hero} meets encounter {token}", hero=hero_name(h.index), token=t.id)
    for effect in parse_encounter(str(props.get("effect", "") or "")):
        state.effect(effect, h)  # type: ignore[arg-type]
        if state._outcome is not None:
            return
    state.fire("encounter", (t.id,), h)  # type: ignore[arg-type]


def open_chest(state: DescentState, h: DHero, chest_id: str) -> None:
    """Open a chest: its number is looked up in the chest table; curses first, then
    the overlord's trap window, then the contents (rules digest §1.5)."""
    t = state.tokens.pop(chest_id)
    tier = t.value
    number = state.chest_numbers.pop(chest_id, 1)
    state.picked[chest_id] = h.index
    state.say(
        "{hero} opens {chest_id} ({tier}): number {number}",
        hero=hero_name(h.index),
        chest_id=chest_id,
        tier=word(tier),
        number=number,
    )
    entry = state.data.chest_table.get(tier, {}).get(str(number))
    if entry and entry.get("text"):
        state.say("  {text}", text=entry["text"])
    for effect in (entry or {}).get("effects") or []:
        if effect.kind == "curse":
            state.effect(effect, h)  # type: ignore[arg-type]
    state.fire("pickup", (chest_id, "chest"), h)  # type: ignore[arg-type]
    if state._outcome is None:
        state.fire("item-gained", ("chest", chest_id), h)  # type: ignore[arg-type]
    if state._outcome is not None:
        return
    if overlord.playable_traps(state, "chest-opened"):
        state.frames.append(["trap", state.ov, h.index, "chest-opened", tier, number])
        return
    chest_contents(state, h, tier, number)


def chest_contents(state: DescentState, h: DHero, tier: str, number: int) -> None:
    """What the chest's number gives (rules digest §1.5), curses excepted (they came first,
    :func:`open_chest`)."""
    entry = state.data.chest_table.get(tier, {}).get(str(number))
    for effect in (entry or {}).get("effects") or []:
        if effect.kind == "curse":
            continue
        state.effect(effect, h)  # type: ignore[arg-type]
        if state._outcome is not None:
            return


def _receivers_of(state: DescentState, effect: Effect, hero: Any, default: str) -> list[DHero]:
    return effects._receivers(state, effect.target or default, hero)  # type: ignore[return-value]


def effect_coins(state: DescentState, effect: Effect, hero: Any) -> None:
    """Effect ``coins``: every hero (or ``target``) gains ``value`` coins (rules digest §1.5
    "Money")."""
    coins = as_int(effect.value or 0, 0)
    for h in _receivers_of(state, effect, hero, "all"):
        h.coins += coins
    state.say("coins: +{coins}", coins=coins)


def effect_treasure(state: DescentState, effect: Effect, hero: Any) -> None:
    """Effect ``treasure``: each receiver draws from the tier's treasure deck (rules digest
    §1.5), a private chance record."""
    tier = str(effect.value or "copper")
    deck = state.treasure.get(tier, [])
    cards = state.data.treasure.get(tier, [])
    for h in _receivers_of(state, effect, hero, "all"):
        if not deck:
            state.say("the {tier} treasure deck is empty", tier=word(tier))
            return
        entry = cards[deck.pop()]
        state.chance("treasure", f"{hero_name(h.index)}:{tier}")
        gain_treasure(state, h, entry)


def gain_treasure(state: DescentState, h: DHero, entry: Any) -> None:
    """A treasure card's gain (rules digest §1.5): coins, a potion within the potion limit, or an
    item (an item the hero has already is sold for half its price, rounded down to 25 coins: a
    convention)."""
    data = state.data
    if isinstance(entry, dict) and "coins" in entry:
        h.coins += int(entry["coins"])
        state.say("{hero} finds {coins} coins", hero=hero_name(h.index), coins=entry["coins"])
    elif isinstance(entry, dict) and "potion" in entry:
        if h.healing + h.vitality < data.potion_limit:
            if entry["potion"] == "healing":
                h.healing += 1
            else:
                h.vitality += 1
        state.say(
            "{hero} finds a {potion} potion", hero=hero_name(h.index), potion=word(entry["potion"])
        )
    elif isinstance(entry, str) and entry in data.items:
        spec = data.items[entry]
        lst = h.weapons if spec.kind == "weapon" else h.armors
        if entry not in lst:
            lst.append(entry)
        else:
            h.coins += spec.price // 2 // 25 * 25
        state.say("{hero} finds {spec}", hero=hero_name(h.index), spec=spec.name)


def effect_conquest(state: DescentState, effect: Effect, hero: Any) -> None:
    """Effect ``conquest``: the heroes gain or lose conquest tokens (rules digest §5.5); none
    left loses the quest."""
    delta = as_int(effect.value or 0, 0)
    state.say("conquest {delta:+d}", delta=delta)
    state.change_conquest(delta)


def effect_curse(state: DescentState, effect: Effect, hero: Any) -> None:
    """Effect ``curse`` (a chest's curse, rules digest §1.5): the overlord gains ``value`` threat
    per hero."""
    gain = as_int(effect.value or 1, 1) * len(state.heroes)
    state.threat += gain
    state.say("a curse: the overlord gains {gain} threat", gain=gain)


def effect_threat(state: DescentState, effect: Effect, hero: Any) -> None:
    """Effect ``threat``: the overlord gains (or loses) threat, never below 0 (rules digest
    §4.1)."""
    state.threat = max(0, state.threat + as_int(effect.value or 0, 0))


def effect_heal(state: DescentState, effect: Effect, hero: Any) -> None:
    """Effect ``heal``: the receivers recover ``value`` wounds, up to their maximum."""
    for h in _receivers_of(state, effect, hero, "picker"):
        h.health = min(h.max_health, h.health + as_int(effect.value or 0, 0))


def effect_fatigue(state: DescentState, effect: Effect, hero: Any) -> None:
    """Effect ``fatigue``: the receivers recover ``value`` fatigue (or lose it, when negative),
    within 0 and their maximum."""
    for h in _receivers_of(state, effect, hero, "picker"):
        h.fatigue = max(0, min(h.max_fatigue, h.fatigue + as_int(effect.value or 0, 0)))


def effect_fatigue_or_wound(state: DescentState, effect: Effect, hero: Any) -> None:
    """Effect ``fatigue-or-wound``: each receiver pays ``value`` fatigue, or takes that many
    wounds when he has not enough (an encounter's stand-in cost)."""
    n = as_int(effect.value or 1, 1, 0, 100)
    for h in _receivers_of(state, effect, hero, "picker"):
        if h.fatigue >= n:
            h.fatigue -= n
        else:
            death.wound(state, h, n, "an encounter")


def effect_spawn(state: DescentState, effect: Effect, hero: Any) -> None:
    """A quest trigger spawns monsters (``value`` a type or ``{monster, rank, count}``)
    at the nearest empty spaces to ``target`` (default: the hero of the event)."""
    value = effect.value
    if isinstance(value, dict):
        mtype = str(value.get("monster", "beastman"))
        rank = str(value.get("rank", "normal"))
        count = int(value.get("count", effect.count or 1))
    else:
        mtype, rank, count = str(value or "beastman"), "normal", int(effect.count or 1)
    zones = state.zones_of(effect.target) if effect.target else frozenset()
    if zones:
        at = state.data.cell_of[min(zones)]
    elif hero is not None and hero.cell is not None:
        at = hero.cell
    else:
        return
    size = state.data.monsters[mtype].size if mtype in state.data.monsters else (1, 1)
    for _ in range(count):
        cells = tuple(
            sorted((at[0] + dx, at[1] + dy) for dx in range(size[0]) for dy in range(size[1]))
        )
        placed = monsters.free_footprint(state, cells, mtype)
        if placed is None:
            return
        m = monsters.new_monster(state, mtype, rank, placed)
        state.say(
            "{uid} ({describe}) appears at {footprint_text}",
            uid=m.uid,
            describe=render.describe(m),
            footprint_text=footprint_text(placed),
        )


#: the effect kinds descent1 adds to the crawler's (``DescentState.effect`` looks here
#: first; docs/engine.md lists what each does)
EFFECT_HANDLERS: dict[str, EffectHandler] = {
    "coins": effect_coins,
    "treasure": effect_treasure,
    "conquest": effect_conquest,
    "curse": effect_curse,
    "threat": effect_threat,
    "heal": effect_heal,
    "fatigue": effect_fatigue,
    "fatigue-or-wound": effect_fatigue_or_wound,
}


def parse_encounter(text: str) -> list[Effect]:
    """Effects of an encounter's ``effect`` property: ``kind:value`` pairs joined by ``;``
    (``wound:1;coins:25``): wound (the hero, ignoring armor), heal, fatigue (the hero
    recovers N, or loses -N), fatigue-or-wound, coins (every hero), conquest (±N), threat."""
    out: list[Effect] = []
    for part in text.split(";"):
        kind, _, value = part.strip().partition(":")
        kind = kind.strip()
        if not kind:
            continue
        try:
            number = int(value.strip() or "1")
        except ValueError:
            continue
        if kind == "wound":
            out.append(Effect(kind="damage", target="picker", value=number))
        elif kind in ("heal", "fatigue", "fatigue-or-wound"):
            out.append(Effect(kind=kind, target="picker", value=number))
        elif kind in ("coins", "conquest", "threat"):
            out.append(Effect(kind=kind, value=number))
    return out
