"""What happens to Dark Darker Darkest survivors (rules digest §A.6): energy, death, virus,
zombification, entering rooms, and what they carry.

* **Energy** is the hero's health (spaces left before the skull); the AP of a round are the
  track value at the wounds taken (:meth:`~.state.DddState.ap_of`).
* **Elimination** before the showdown costs darkness; the survivor sits out until the next
  regroup and comes back in the entrance hall with the starting card, full energy, no
  virus and only its starting skill (code chips are kept; :func:`.skills.forget`). After the showdown starts it is for good; the antidote
  holder's death loses the game.
* **Virus**: at most two per survivor (a bite on a survivor who has two goes to another
  survivor in the room, or is lost); two start the decay: the cube goes on the rightmost of
  four skill slots at the next upkeep and one slot left at each upkeep after; on the
  leftmost slot the survivor is zombified (a zombie takes its place). A skill bought on a
  slot the cube lands on is lost, and no slot from there rightward can be bought again
  (:func:`.skills.decay`). An antidote or the
  virus cabinet removes the second token and pauses the decay where it is.
* **Entering** a burning or destroyed tile costs its burn markers (the destroy threshold for
  a destroyed tile) in energy; entering the opened lab starts the showdown.
* **Inventory**: five slots for cards and virus tokens; a survivor over the limit drops the
  card worth least (a player decision).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.text import Text, say
from questwright.engine.log import word
from questwright.engine.rulesets.ddd import decisions, monsters, phases, showdown, skills

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState

from typing import Any


def card_value(card: dict[str, Any]) -> int:
    """How much a card is worth keeping (the greedy default for drops and distribution). (§A.8
    greedy defaults.)"""
    weapon = card.get("weapon")
    if weapon:
        return 20 + 3 * int(weapon.get("dice", 1)) + 2 * int(weapon.get("range", 0))
    if card.get("effect") == "antidote":
        return 14
    if card.get("effect") == "heal":
        return 12
    if card.get("ammo"):
        return 8
    return 4 + len(card.get("icons", ()))


def draw_card(state: DddState) -> str | None:
    """The top equipment card, written as a chance record (§A.6 "Survivor actions":
    search)."""
    if not state.deck:
        return None
    card = state.deck.pop()
    state.chance("draw", f"equipment:{card}")
    return card


def wound(state: DddState, p: int, amount: int, cause: str | Text) -> None:
    """``p`` loses ``amount`` energy; at the skull the survivor is eliminated. (§A.6 "Zombification
    and death".)"""
    if amount <= 0 or state.away[p] or state._outcome is not None:
        return
    h = state.heroes[p]
    before = state.ap_of(h)
    h.health -= amount
    state.say(
        "{hero} loses {amount} energy ({cause}), {max} left",
        hero=state.hero_label(p),
        amount=amount,
        cause=cause,
        max=max(h.health, 0),
    )
    if h.health <= 0:
        eliminate(state, p, cause)
    elif state.showdown and state.ap_of(h) < before:
        showdown.drop_markers(state, p, before - state.ap_of(h))  # type: ignore[attr-defined]


def heal(state: DddState, p: int, amount: int) -> None:
    """Survivor ``p`` regains up to ``amount`` energy (§A.6 "Corner-room functions":
    medic bay; first aid); in the showdown each AP gained is a marker from the supply."""
    h = state.heroes[p]
    got = min(amount, h.max_health - h.health)
    if got > 0:
        before = state.ap_of(h)
        h.health += got
        state.say("{hero} heals {got}", hero=state.hero_label(p), got=got)
        if state.showdown:
            state.ap[p] += state.ap_of(h) - before  # a marker from the supply per AP gained


def eliminate(state: DddState, p: int, cause: str | Text, zombified: bool = False) -> None:
    """The survivor leaves the house (see the module docstring). (§A.6 "Zombification and death".)"""
    h = state.heroes[p]
    zone = h.zone
    h.health = 0
    state.hero_deaths += 1
    state.deaths[zone] += 1
    state.entrapped[p] = False
    state.ap[p] = 0
    if state.showdown:  # its action markers leave with it
        state.markers -= state.box_left[p]
        state.box_left[p] = state.box_centre[p] = state.box_right[p] = 0
    what = "is zombified" if zombified else "is eliminated"
    state.say("{hero} {what} ({cause})", hero=state.hero_label(p), what=word(what), cause=cause)
    if zombified:
        monsters.add_zombies(state, zone, 1)
    if state.showdown:
        state.away[p] = 2
        h.dead = True
        if p == state.antidote:
            state.finish(
                "loss", state.loss_text("antidote-holder-dies", say("the antidote holder is dead"))
            )
            return
        if not state.survivors():
            state.finish("loss", say("no survivor is left"))
            return
    else:
        state.away[p] = 1
        h.dead = True
        phases.advance_darkness(
            state, state.data.costs["survivorEliminated"], "a survivor eliminated"
        )
    leave_team(state, p)


def leave_team(state: DddState, p: int) -> None:
    """An eliminated survivor takes no further part in this round. (§A.6 "Zombification and
    death".)"""
    if p in state._team and p != state.active:
        state._team.remove(p)


def return_survivor(state: DddState, p: int) -> None:
    """Back through the entrance hall with the starting card, full energy, no virus. (§A.6
    "Zombification and death".)"""
    h = state.heroes[p]
    data = state.data
    h.dead = False
    h.health = 0
    skills.forget(state, p)  # the skills it bought are gone (the energy track with them)
    h.health = h.max_health
    start = data.classes[h.cls]["starting"]
    for g in h.gear:
        state.ammo.pop(g, None)
    h.gear = [f"{start}.1"]
    weapon = data.card(h.gear[0]).get("weapon") or {}
    if "ammo" in weapon:
        state.ammo[h.gear[0]] = int(weapon["ammo"])
    state.virus[p] = 0
    state.decay[p] = -1
    state.entrapped[p] = False
    state.away[p] = 0
    h.zone = state.house.start
    state.visits[h.zone] += 1
    state.say("{hero} re-enters through the entrance hall", hero=state.hero_label(p))
    enter_fire(state, p)


def bite(state: DddState, p: int, room: int) -> None:
    """One virus token to ``p``; over two, to another survivor in the room (the players' pick) or
    lost. (§A.6 "Creature dice": bite.)"""
    target = p
    if state.virus[p] >= 2:
        others = [h.index for h in state.survivors_in(room) if state.virus[h.index] < 2]
        if not others:
            state.say("a bite finds no one left to infect")
            return
        others.sort(key=lambda q: (state.virus[q], q))
        target = decisions.decide(
            state, "bite-overflow", others, [state.hero_label(q) for q in others]
        )
    state.virus[target] += 1
    state.say(
        "{hero} is bitten ({virus} virus)", hero=state.hero_label(target), virus=state.virus[target]
    )
    check_inventory(state, target)


def cure(state: DddState, p: int) -> None:
    """The second virus token goes; the decay pauses where it is. (§A.6 "Corner-room functions":
    virus cabinet; the antidote.)"""
    if state.virus[p] >= 2:
        state.virus[p] = 1
        state.say("{hero} halts the infection", hero=state.hero_label(p))


def zombification(state: DddState) -> None:
    """Upkeep step 5 (also in the nemesis reaction): decay advances for two-virus survivors; on the
    leftmost slot the survivor is zombified. (§A.6 "Zombification and death".)"""
    for h in state.heroes:
        p = h.index
        if state.away[p] or state.virus[p] < 2:
            continue
        state.decay[p] = skills.SLOTS - 1 if state.decay[p] < 0 else state.decay[p] - 1
        state.say("{hero} decays (slot {decay})", hero=state.hero_label(p), decay=state.decay[p])
        skills.decay(state, p, state.decay[p])
        if state.decay[p] <= 0:
            eliminate(state, p, say("the virus"), zombified=True)
            if state._outcome is not None:
                return


def enter_room(state: DddState, p: int, zone: int) -> None:
    """``p`` steps into ``zone``: fire costs energy; the opened lab starts the showdown. (§A.5
    "Damage"; §A.6 "Win path and showdown".)"""
    h = state.heroes[p]
    h.zone = zone
    state.visits[zone] += 1
    enter_fire(state, p)
    if state.away[p] or state._outcome is not None:
        return
    if zone in state.house.lab_zones and state.lab_open and not state.showdown:
        showdown.start_showdown(state, p)  # type: ignore[attr-defined]


def enter_fire(state: DddState, p: int) -> None:
    """A survivor in a burning room loses energy per burn marker (§A.5 "Damage")."""
    b = state.room_fire(state.heroes[p].zone)
    if b:
        wound(state, p, b, say("flames"))


def receive(state: DddState, p: int, card: str) -> None:
    """A card joins ``p``'s inventory (loaded weapons get their ammunition). (§A.6 "Inventory".)"""
    state.heroes[p].gear.append(card)
    weapon = state.data.card(card).get("weapon") or {}
    if "ammo" in weapon and card not in state.ammo:
        state.ammo[card] = int(weapon["ammo"])
    check_inventory(state, p)


def drop_order(state: DddState, cards: list[str]) -> list[str]:
    """``cards`` in the order a hand over the limit drops them: the least worth first (the
    greedy default of the drop decision; the goal bot foresees its drops by it)."""
    return sorted(cards, key=lambda g: (card_value(state.data.card(g)), g))


def check_inventory(state: DddState, p: int) -> None:
    """Over the limit, a card is dropped (removed from the game). (§A.6 "Inventory": the limit.)"""
    h = state.heroes[p]
    while state.items(p) > state.data.item_limit and h.gear:
        cards = drop_order(state, h.gear)
        drop = decisions.decide(state, "drop", cards, cards, player=p)
        h.gear.remove(drop)
        state.ammo.pop(drop, None)
        state.say("{hero} drops {drop}", hero=state.hero_label(p), drop=drop)
