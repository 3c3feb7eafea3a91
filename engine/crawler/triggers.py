"""Quest triggers, conditions and counters in a crawler game (docs/engine.md "Triggers"):
conditions, links that open, counters that change and fire, heroes named by reference.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.actions import hero_name
from questwright.engine.pieces import Hero
from questwright.engine.quest_logic import (
    TriggerSpec,
)
from questwright.schema.model import Condition

if TYPE_CHECKING:
    from questwright.engine.crawler.state import CrawlerState


def open_ready_links(state: CrawlerState) -> None:
    """Open for good the link groups (staircases) whose ``opensWhen`` objectives are
    done and triggers fired (their key bit; closed links are no passage).
    (docs/engine.md, Triggers)"""
    gates = state.topology.link_gates
    if not gates:
        return
    for bit, group, needs in gates:
        if not state.key & bit and all(r in state.done or r in state.fired for r in needs):
            state.key |= bit
            state.say("the links of {group} open", group=group)


def condition_holds(state: CrawlerState, cond: Condition) -> bool:
    """Whether a trigger condition (``if``) holds now (docs/engine.md)."""
    ok = _condition(state, cond)
    return not ok if cond.not_ else ok


def _condition(state: CrawlerState, c: Condition) -> bool:
    if c.counter is not None:
        value = counter_value(state, c.counter, c.at)
        if c.min is not None and value < c.min:
            return False
        if c.max is not None and value > c.max:
            return False
    if any(t not in state.picked for t in c.picked):
        return False
    if any(t not in state.killed for t in c.killed):
        return False
    if any(t not in state.destroyed for t in c.destroyed):
        return False
    if any(t not in state.done for t in c.done):
        return False
    if any(t not in state.fired for t in c.fired):
        return False
    if c.visited is not None and not any(state.visits[z] for z in state.zones_of(c.visited)):
        return False
    if c.hero_in is not None:
        zones = state.zones_of(c.hero_in)
        who = hero_of(state, c.hero) if c.hero is not None else None
        if c.hero is not None and who is None:
            return False
        if not any(h.zone in zones and (who is None or h is who) for h in state.standing_heroes()):
            return False
    if c.enemy_in is not None:
        zones = state.zones_of(c.enemy_in)
        if not any(
            e.zone in zones
            and e.kind != "object"
            and (c.enemy is None or c.enemy in (e.source, e.uid, e.name))
            for e in state.enemies.values()
        ):
            return False
    return round_and_party_hold(c, state.round, len(state.heroes))


def round_and_party_hold(c: Condition, round_no: int, party: int) -> bool:
    """The parts of a condition about time and the party: ``roundMin``/``roundEvery``/
    ``roundMax`` against round ``round_no``, ``partyMin``/``partyMax`` against ``party``
    heroes (every ruleset that reads conditions reads these the same way)."""
    if c.round_min is not None:
        if round_no < c.round_min:
            return False
        if c.round_every and (round_no - c.round_min) % c.round_every:
            return False
    elif c.round_every and round_no % c.round_every:
        return False
    if c.round_max is not None and round_no > c.round_max:
        return False
    if c.party_min is not None and party < c.party_min:
        return False
    return c.party_max is None or party <= c.party_max


def change_counter(
    state: CrawlerState, counter: str, at: str | None, delta: int, hero: Hero | None
) -> None:
    """Add ``delta`` to quest counter ``counter`` at the places ``at`` names; reaching its
    threshold fires ``counter-reached`` (docs/engine.md, Triggers: counters)."""
    spec = state.game.logic.counters.get(counter)
    if spec is None:
        return
    values = state.counters.setdefault(counter, {})
    for place in state.counter_places(counter, at):
        before = values.get(place, 0)
        values[place] = before + delta
        label = f"{counter}[{place}]" if place else counter
        state.say(
            "counter {label}: {before} -> {values}",
            label=label,
            before=before,
            values=values[place],
        )
        if values[place] == spec.threshold and before != spec.threshold:
            names = (counter, place) if place else (counter,)
            state.fire("counter-reached", names, hero)
        if state._outcome is not None:
            return


def _run_trigger(state: CrawlerState, spec: TriggerSpec, hero: Hero | None) -> None:
    if spec.text:  # the author's words come first, then what the effects do
        state.say("{text}", text=spec.text)
    for effect in spec.effects:
        state.effect(effect, hero)
        if state._outcome is not None:
            return


def counter_value(state: CrawlerState, counter: str, at: str | None = None) -> int:
    """The value of quest counter ``counter``: at the places ``at`` names, else over all its places
    (docs/engine.md, Triggers: counters)."""
    values = state.counters.get(counter, {})
    places = state.counter_places(counter, at) if at else list(values)
    if not places:
        return 0
    if at is None and len(places) > 1:
        return sum(values.get(p, 0) for p in places)
    return values.get(places[0], 0)


def hero_of(state: CrawlerState, ref: str | None) -> Hero | None:
    """The hero ``ref`` names: ``h1``…``h12`` or a chosen hero's id (once chosen).
    (docs/engine.md, Triggers)"""
    if not ref:
        return None
    if ref in state.chosen:
        index = state.chosen[ref]
    elif ref[:1] == "h" and ref[1:].isdigit():
        index = int(ref[1:]) - 1
    else:
        return None
    return state.heroes[index] if 0 <= index < len(state.heroes) else None


def hero_refs(state: CrawlerState, hero: Hero) -> tuple[str, ...]:
    """Every name of ``hero``: ``h1``… and the chosen-hero ids given to him.
    (docs/engine.md, Triggers)"""
    return (
        hero_name(hero.index),
        *sorted(c for c, i in state.chosen.items() if i == hero.index),
    )


def choose_heroes_at_setup(state: CrawlerState) -> None:
    """Heroes the quest singles out before the first round (``chosen``, ``when: setup``):
    the one it names, else the players' choice (drawn at random by the engine).
    (docs/engine.md, Triggers: ``choose-hero``)"""
    for spec in state.game.quest.chosen:
        if spec.when != "setup" or not state.heroes:
            continue
        hero = hero_of(state, spec.hero) if spec.hero and spec.hero[1:].isdigit() else None
        if hero is None:
            hero = state.heroes[state.rng.below(len(state.heroes))]
            state.chance("choose", f"{spec.id}:{hero_name(hero.index)}")
        state.chosen[spec.id] = hero.index
        state.say("{hero} is {spec}", hero=hero_name(hero.index), spec=spec.name or spec.id)
