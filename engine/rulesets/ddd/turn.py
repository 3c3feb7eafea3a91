"""A survivor's action in Dark Darker Darkest: the legal actions and the dispatch table
(rules digest §A.6 "AP", "Survivor actions", "Corner-room functions", "Inventory").

:func:`legal_actions` lists what the acting survivor may do with its AP (an entrapped one
only tries to escape); :func:`apply_action` pays the AP, looks the action's type up in
:data:`HANDLERS` and runs its rule, then turns up what the survivors now see, releases the
entrapped, checks the objectives and, in the showdown, places the action markers.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from questwright.core.text import Joined, say_n
from questwright.engine.actions import Action, EndTurn, Give, Move
from questwright.engine.dispatch import Dispatch
from questwright.engine.log import word
from questwright.engine.rulesets.ddd import (
    attacks,
    decisions,
    fire,
    monsters,
    phases,
    showdown,
    skills,
    survivors,
)
from questwright.engine.rulesets.ddd.actions import (
    Apply,
    Bypass,
    DddAttack,
    Extinguish,
    Free,
    Learn,
    Search,
    Shift,
    Take,
    Terminal,
    Unlock,
    UseFunction,
)

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState

__all__ = ["HANDLERS", "action_cost", "apply_action", "legal_actions"]

#: the rule each survivor action runs, by action type (filled by :func:`_handles`)
HANDLERS: Dispatch[DddState] = Dispatch()
_handles = HANDLERS.handles


#: the AP each survivor action costs (§A.6 "Survivor actions")
_COSTS: dict[type, int] = {
    Move: 1,
    Search: 1,
    DddAttack: 1,
    Unlock: 1,
    Give: 1,
    Take: 1,
    Extinguish: 2,
    UseFunction: 2,
    Terminal: 2,
    Free: 1,
}


def legal_actions(state: DddState) -> list[Action]:
    """What the acting survivor may do with its AP (§A.6 "AP", "Survivor actions",
    "Corner-room functions", "Inventory"): an entrapped survivor only tries to escape; free
    actions (one-shot cards, darkness for a code token, the showdown's shift) cost none."""
    p = state.active
    if p < 0 or p >= len(state.heroes) or state.away[p]:
        return [EndTurn(max(p, 0))]
    h = state.heroes[p]
    ap = state.ap[p]
    out: list[Action] = []
    if state.entrapped[p]:
        if ap > 0 and not state.tried >> p & 1:
            out += rescue_efforts(state, p)
        out += learn_actions(state, p)
        out.append(EndTurn(p))
        return out
    zone = h.zone
    data, house = state.data, state.house
    topo = house.topology
    engaged = state.holds(zone)
    if ap > 0:
        out += rescue_efforts(state, p)
        if not engaged:
            out += [Move(p, topo.zone_ids[z]) for z in move_targets(state, zone)]
        if can_search(state, zone):
            out.append(Search(p))
        out += [DddAttack(p, w) for w in usable_weapons(state, p)]
        if not state.showdown:
            for i in house.room_chips[zone]:
                if (
                    state.chips_on >> i & 1
                    and unlock_cost(state, p, i) + state.darkness <= data.darkness_len
                ):
                    out.append(Unlock(p, topo.door_ids[house.chips[i].door]))
        for q in state.survivors_in(zone):
            if q.index == p:
                continue
            for item in tradeable(state, p):
                out.append(Give(p, item, q.index))
            for item in tradeable(state, q.index):
                out.append(Take(p, item, q.index))
    if ap >= 2:
        tile = house.zone_tile[zone]
        if not state.showdown and tile >= 0 and state.burn[tile] and not state.is_wrecked(tile):
            out.append(Extinguish(p))
        if (
            zone in house.corner_rooms
            and not state.used_corners >> zone & 1
            and not (tile >= 0 and state.is_wrecked(tile))
        ):
            out += function_actions(state, p, zone)
    out += free_actions(state, p)
    out.append(EndTurn(p))
    return out


def entrap_rate(state: DddState, p: int) -> int:
    """The dice survivor ``p`` adds to a rescue effort: its board's entrap rate (at least
    one), plus one per ``escape-die`` skill (:mod:`.skills`). (§A.6 "Entrapment".)"""
    rate = max(int(state.data.classes[state.heroes[p].cls].get("entrapRate", 1)), 1)
    return rate + skills.effect_level(state, p, "escape-die")


def effort_dice(state: DddState, group: tuple[int, ...]) -> int:
    """The dice a rescue effort by ``group`` rolls: their entrap rates pooled, at most the
    dice cap (four). (§A.6 "Entrapment".)"""
    return min(sum(entrap_rate(state, q) for q in group), state.data.dice_cap)


def effort_helpers(state: DddState, p: int) -> list[int]:
    """Who may join ``p``'s rescue effort (§A.6 "Entrapment": "other survivors in the same
    room ... may support the rescue effort", 1 AP each): the acting team's members still
    to finish, in ``p``'s room, with AP left; an entrapped one only if it has not made its
    attempt (its 1 AP must go on an escape)."""
    zone = state.heroes[p].zone
    return [
        q
        for q in sorted(state._team)
        if q != p
        and not state.away[q]
        and state.heroes[q].zone == zone
        and state.ap[q] > 0
        and not (state.entrapped[q] and state.tried >> q & 1)
    ]


def rescue_efforts(state: DddState, p: int) -> list[Action]:
    """The rescue efforts ``p`` may lead in its room (§A.6 "Entrapment"): alone or with any
    group of :func:`effort_helpers` in which every helper adds a die under the cap. One
    effort frees every entrapped survivor in the room or none, so it names one of them:
    ``p`` itself when entrapped, else the first."""
    zone = state.heroes[p].zone
    trapped = [h.index for h in state.survivors_in(zone) if state.entrapped[h.index]]
    if not trapped:
        return []
    who = p if state.entrapped[p] else trapped[0]
    others = effort_helpers(state, p)
    cap = state.data.dice_cap
    out: list[Action] = []
    for k in range(len(others) + 1):
        for group in combinations(others, k):
            rates = [entrap_rate(state, q) for q in group]
            if rates and entrap_rate(state, p) + sum(rates) - min(rates) >= cap:
                continue  # a helper who would add no die
            out.append(Free(p, who, group))
    return out


def move_targets(state: DddState, zone: int) -> list[int]:
    """The rooms a move reaches from ``zone`` (§A.6 "Survivor actions": move); in the
    showdown a move covers two rooms, the first free of monsters."""
    steps = state.house.survivor_steps(state.key, state.gone_mask())
    first = steps[zone]
    if not state.showdown or state.data.showdown_move < 2:
        return list(first)
    reach = set(first)
    for z in first:
        if not state.monsters_in(z):
            reach.update(steps[z])
    reach.discard(zone)
    return sorted(reach)


def can_search(state: DddState, zone: int) -> bool:
    """Whether ``zone`` can be searched: not in the showdown, not searched yet, not on a
    destroyed tile, cards left (§A.6 "Survivor actions": search)."""
    tile = state.house.zone_tile[zone]
    return (
        not state.showdown
        and not state.searched >> zone & 1
        and not (tile >= 0 and state.is_wrecked(tile))
        and bool(state.deck)
    )


def in_reach(state: DddState, zone: int) -> dict[int, int]:
    """The rooms an attack from ``zone`` may target, with their distance: the rooms in sight, and
    always the attacker's own room (an attack reaches the monsters "in his room" with no line of
    sight asked, even in a destroyed room). (§A.6 "Combat"; sight, §A.3.)"""
    rows = state.house.sight(state.key)[zone]
    if zone in rows:
        return rows  # type: ignore[no-any-return]
    return {zone: 0, **rows}


def weapon(state: DddState, item: str) -> dict[str, Any]:
    """The weapon stats of carried card ``item`` (``fists``: one die, range 0) (§A.6
    "Combat")."""
    if item == "fists":
        return {"range": 0, "dice": 1}
    return state.data.card(item).get("weapon") or {}


def usable_weapons(state: DddState, p: int) -> list[str]:
    """Weapons that can attack something now (``fists`` when no carried weapon can). (§A.6
    "Combat".)"""
    h = state.heroes[p]
    rows = in_reach(state, h.zone)
    targets = [z for z, r in rows.items() if state.monsters_in(z)]
    if not targets:
        return []
    out: list[str] = []
    kinds: set[str] = set()
    for g in h.gear:
        w = state.data.card(g).get("weapon")
        if not w or g.rsplit(".", 1)[0] in kinds:
            continue
        if state.data.use_ammo and "ammo" in w and state.ammo.get(g, 0) <= 0:
            continue
        reach = int(w.get("range", 0))
        if reach > 0:
            reach += skills.attack_dice(state, p, w) - 1
        if any(rows[z] <= reach for z in targets):
            out.append(g)
            kinds.add(g.rsplit(".", 1)[0])
    if not out and h.zone in targets:
        out.append("fists")
    return out


def unlock_cost(state: DddState, p: int, chip: int, icons: set[str] | None = None) -> int:
    """Darkness an unlock costs ``p``: one per chip icon their cards (``icons``, if known)
    do not show, less those a ``quiet-unlock`` skill lets go this round (:mod:`.skills`).
    (§A.4 code chips; §A.6 "Survivor actions": unlock.)"""
    icons = state.icons(p) if icons is None else icons
    missing = sum(1 for c in state.chip_cols[chip] if c not in icons)
    if missing:
        missing = max(missing - skills.quiet_icons(state, p), 0)
    return missing * state.data.costs["unmatchedIcon"]


def tradeable(state: DddState, p: int) -> list[str]:
    """What survivor ``p`` can give or have taken: its cards and its code chips (§A.6
    "Survivor actions": give, take)."""
    return [*state.heroes[p].gear, *state.carried_chips(p)]


def function_actions(state: DddState, p: int, zone: int) -> list[Action]:
    """The corner-room functions survivor ``p`` can use in ``zone`` (§A.6 "Corner-room
    functions": sprinkler, virus cabinet, medic bay, ammunition reserve, terminal)."""
    out: list[Action] = []
    house, data = state.house, state.data
    function = house.function.get(zone, "terminal")
    h = state.heroes[p]
    if function == "sprinkler" and not state.showdown:
        for t, b in enumerate(state.burn):
            if b and not state.is_wrecked(t):
                out.append(UseFunction(p, "sprinkler", house.tile_name(t)))
    elif function == "virus-cabinet" and state.virus[p] >= 2:
        out.append(UseFunction(p, "virus-cabinet", "-"))
    elif function == "medic-bay" and h.health < h.max_health:
        out.append(UseFunction(p, "medic-bay", "-"))
    elif function == "ammo-reserve":
        for g in h.gear:
            w = data.card(g).get("weapon") or {}
            if "ammo" in w and state.ammo.get(g, 0) < data.ammo_cap:
                out.append(UseFunction(p, "ammo-reserve", g))
    if state.sequence and state.placed < data.max_chips and not state.showdown:
        for chip in state.carried_chips(p):
            i = house.chip_index[chip]
            if any(c in state.sequence for c in state.chip_cols[i]):
                out.append(Terminal(p, chip, "match"))
            for colour in sorted(set(state.sequence)):
                out.append(Terminal(p, chip, f"take:{colour}"))
    return out


def free_actions(state: DddState, p: int) -> list[Action]:
    """Actions that cost no AP: one-shot cards, darkness for a code token, the shift. (§A.6
    "Inventory"; §A.4 bypassing a code token; §A.6 "Showdown loop".)"""
    out: list[Action] = []
    data = state.data
    h = state.heroes[p]
    for g in h.gear:
        card = data.card(g)
        if not card.get("oneShot"):
            continue
        effect = card.get("effect")
        if (
            (effect == "antidote" and state.virus[p] >= 2)
            or (effect == "heal" and h.health < h.max_health)
            or (card.get("ammo") and reload_target(state, p, card))
        ):
            out.append(Apply(p, g))
    if (
        state.sequence
        and not state.showdown
        and not state.lab_open
        and state.darkness + data.costs["codeTokenBypassed"] <= data.darkness_len
    ):
        out += [Bypass(p, c) for c in sorted(set(state.sequence))]
    if state.showdown and (state.markers or any(state.box_centre) or any(state.box_right)):
        out.append(Shift(p))
    out += learn_actions(state, p)
    return out


def learn_actions(state: DddState, p: int) -> list[Action]:
    """The skills ``p`` can buy now, at no AP (:func:`.skills.buyable`; §A.6 "XP")."""
    if not state.learned:  # a state from before the set-up's survivors
        return []
    track = skills.track(state, p)
    return [Learn(p, track[i]["id"]) for i in skills.buyable(state, p)]


def action_cost(state: DddState, action: Action) -> int:
    """The AP ``action`` costs its survivor (:data:`_COSTS`; the first move of a turn is
    free with a ``free-move`` skill, :mod:`.skills`)."""
    p = action.player
    if (
        isinstance(action, Move)
        and not state.free_moved >> p & 1
        and skills.effect_level(state, p, "free-move")
    ):
        return 0
    return _COSTS.get(type(action), 0)


def reload_target(state: DddState, p: int, card: dict[str, Any]) -> str | None:
    """The carried weapon an ammunition card reloads: the emptiest one it fits (§A.6
    "Inventory"; the players' choice as a greedy default)."""
    kinds = set((card.get("ammo") or {}).get("for", ()))
    best = None
    for g in state.heroes[p].gear:
        if (
            g.rsplit(".", 1)[0] in kinds
            and state.ammo.get(g, 0) < state.data.ammo_cap
            and (best is None or state.ammo.get(g, 0) < state.ammo.get(best, 0))
        ):
            best = g
    return best


def apply_action(state: DddState, action: Action) -> None:
    """Run survivor ``action`` (§A.6 "AP", "Survivor actions"): pay its AP, run its rule
    from :data:`HANDLERS`, then turn up what the survivors see, release the entrapped and
    check the objectives; in the showdown each AP places an action marker (the sixth shifts
    the boxes, §A.6 "Showdown loop")."""
    p = action.player
    if p != state.active:
        raise ValueError(f"it is not {action.actor()}'s turn")
    if isinstance(action, EndTurn):
        state.finish_turn()
        return
    if state.away[p]:
        raise ValueError(f"{action.actor()} is not in the house")
    if type(action) not in HANDLERS:
        raise ValueError(f"Dark Darker Darkest has no action {action}")
    cost = action_cost(state, action)
    if cost > state.ap[p]:
        raise ValueError(f"{action} needs {cost} AP")
    state.ap[p] -= cost
    if isinstance(action, Move):
        state.free_moved |= 1 << p  # the turn's first move is made (free or not)
    HANDLERS[type(action)](state, action)
    if state._outcome is not None:
        return
    monsters.look_around(state)
    monsters.release_entrapped(state)
    state.check_objectives()
    if state._outcome is not None:
        return
    if state.showdown and cost:
        # one action marker per AP into the left box (a rescue effort's helpers place
        # theirs too); the sixth shifts the boxes
        helpers = action.helpers if isinstance(action, Free) else ()
        for q in [p] * cost + list(helpers):
            if state.away[q]:
                continue
            state.box_left[q] += 1
            state.markers += 1
            if state.markers >= state.data.showdown_actions:
                showdown.shift(state)
            if state._outcome is not None:
                return
    if state.active == p and (state.away[p] or state.ap[p] <= 0):
        state.finish_turn()


@_handles(Move)
def _do_move(state: DddState, action: Move) -> None:
    p = action.player
    topo = state.house.topology
    dest = topo.index.get(action.to)
    zone = state.heroes[p].zone
    steps = state.house.survivor_steps(state.key, state.gone_mask())
    if dest is None or dest not in move_targets(state, zone) or state.holds(zone):
        raise ValueError(f"{action.actor()} cannot move to {action.to}")
    if dest not in steps[zone]:  # a showdown double move: through the calmest room
        via = sorted(
            (z for z in steps[zone] if dest in steps[z] and not state.monsters_in(z)),
            key=lambda z: (state.room_fire(z), z),
        )[0]
        survivors.enter_room(state, p, via)
        if state.away[p] or state._outcome is not None or state.heroes[p].zone != via:
            return
        monsters.look_around(state)
    survivors.enter_room(state, p, dest)


@_handles(Search)
def _do_search(state: DddState, action: Search) -> None:
    p = action.player
    zone = state.heroes[p].zone
    if not can_search(state, zone):
        raise ValueError("this room cannot be searched")
    here = state.survivors_in(zone)
    count = skills.search_dice(state, p, min(len(here), state.data.dice_cap))
    dice = decisions.roll(state, "survivor", count, "search")
    face = decisions.roll(state, "terror", 1, "search")[0]
    found = [c for c in (survivors.draw_card(state) for _ in range(dice.count("success"))) if c]
    if found:
        state.searched |= 1 << zone
        share_cards(state, p, found, [h.index for h in here if h.index != p])
    counts = {f: dice.count(f) for f in set(dice) if f != "success"}
    if any(k >= 2 for k in counts.values()):
        state.say("the search makes noise: {face}", face=word(face))
        team = {state.heroes[q].zone for q in state._acting if not state.away[q]} or {zone}
        monsters.terror(state, face, zone, team)


def share_cards(state: DddState, p: int, cards: list[str], others: list[int]) -> None:
    """The searcher keeps one card and hands the others out, one per survivor there. (§A.6
    "Survivor actions": search; the players' choice as a greedy default.)"""
    value = state.data.card
    ranked = sorted(cards, key=lambda c: (-survivors.card_value(value(c)), c))
    keep = decisions.decide(state, "keep-card", ranked, ranked, player=p)
    cards = [c for c in cards if c != keep]
    state.say("{hero} finds {keep}", hero=state.hero_label(p), keep=keep)
    survivors.receive(state, p, keep)
    takers = list(others)
    for card in sorted(cards, key=lambda c: (-survivors.card_value(value(c)), c)):
        if not takers:
            break
        ranked_q = sorted(takers, key=lambda q: (state.items(q), q))
        to = decisions.decide(
            state, "give-card", ranked_q, [state.hero_label(q) for q in ranked_q], player=p
        )
        takers.remove(to)
        state.say("{hero} gets {card}", hero=state.hero_label(to), card=card)
        survivors.receive(state, to, card)


@_handles(DddAttack)
def _do_dddattack(state: DddState, action: DddAttack) -> None:
    attacks.survivor_attack(state, action.player, action.weapon)


@_handles(Unlock)
def _do_unlock(state: DddState, action: Unlock) -> None:
    p = action.player
    house = state.house
    door = house.topology.door_index.get(action.door, -1)
    chips = [i for i in house.room_chips[state.heroes[p].zone] if house.chips[i].door == door]
    chips = [i for i in chips if state.chips_on >> i & 1]
    if not chips:
        raise ValueError(f"no chip on {action.door} beside {action.actor()}")
    i = chips[0]
    cost = unlock_cost(state, p, i)
    if state.darkness + cost > state.data.darkness_len:
        raise ValueError("that would push darkness past its last space")
    if skills.quiet_icons(state, p) and any(c not in state.icons(p) for c in state.chip_cols[i]):
        state.quiet_used |= 1 << p  # the skill's icon for this round is spent
    chip = house.chips[i]
    state.chips_seen |= 1 << i
    state.chips_on &= ~(1 << i)
    state.key |= house.topology.door_bit(chip.door)
    state.heroes[p].items.append(f"chip:{chip.id}")
    state.gain_xp(state.heroes[p], state.data.xp_unlock)
    state.say(
        "{hero} unlocks {door} and takes {chip}",
        hero=state.hero_label(p),
        door=action.door,
        chip=chip.id,
    )
    state.fire("door-opened", (action.door,))
    if cost:
        phases.advance_darkness(state, cost, "icons without matching equipment")


@_handles(Give)
def _do_give(state: DddState, action: Give) -> None:
    hand_over(state, action.player, action.to, action.item)


@_handles(Take)
def _do_take(state: DddState, action: Take) -> None:
    hand_over(state, action.frm, action.player, action.item)


def hand_over(state: DddState, frm: int, to: int, item: str) -> None:
    """Survivor ``frm`` passes card or chip ``item`` to ``to`` in the same room (§A.6
    "Survivor actions": give, take)."""
    a, b = state.heroes[frm], state.heroes[to]
    if a.zone != b.zone or state.away[to] or state.away[frm]:
        raise ValueError("both survivors must be in the same room")
    if item in a.gear:
        a.gear.remove(item)
        ammo = state.ammo.pop(item, None)
        state.say(
            "{hero} passes {item} to {hero2}",
            hero=state.hero_label(frm),
            item=item,
            hero2=state.hero_label(to),
        )
        b.gear.append(item)
        if ammo is not None:
            state.ammo[item] = ammo
        survivors.check_inventory(state, to)
    elif f"chip:{item}" in a.items:
        a.items.remove(f"chip:{item}")
        b.items.append(f"chip:{item}")
        state.say(
            "{hero} passes chip {item} to {hero2}",
            hero=state.hero_label(frm),
            item=item,
            hero2=state.hero_label(to),
        )
    else:
        raise ValueError(f"{state.hero_label(frm)} does not carry {item}")


@_handles(Extinguish)
def _do_extinguish(state: DddState, action: Extinguish) -> None:
    tile = state.house.zone_tile[state.heroes[action.player].zone]
    fire.extinguish(state, tile)


@_handles(UseFunction)
def _do_usefunction(state: DddState, action: UseFunction) -> None:
    p = action.player
    zone = state.heroes[p].zone
    if action not in function_actions(state, p, zone):
        raise ValueError(f"{action} is not possible here")
    state.used_corners |= 1 << zone
    if action.function == "sprinkler":
        fire.extinguish(state, state.house.topology.tile_index[action.arg], all_markers=True)
    elif action.function == "virus-cabinet":
        survivors.cure(state, p)
    elif action.function == "medic-bay":
        survivors.heal(state, p, state.data.heal)
    elif action.function == "ammo-reserve":
        state.ammo[action.arg] = min(
            state.data.ammo_cap, state.ammo.get(action.arg, 0) + state.data.reload
        )
        state.say(
            "{hero} reloads {arg} ({ammo})",
            hero=state.hero_label(p),
            arg=action.arg,
            ammo=state.ammo[action.arg],
        )


@_handles(Terminal)
def _do_terminal(state: DddState, action: Terminal) -> None:
    p = action.player
    zone = state.heroes[p].zone
    if action not in function_actions(state, p, zone):
        raise ValueError(f"{action} is not possible here")
    state.used_corners |= 1 << zone
    state.heroes[p].items.remove(f"chip:{action.chip}")
    state.placed += 1
    i = state.house.chip_index[action.chip]
    if action.option == "match":
        removed = []
        for colour in state.chip_cols[i]:
            if colour in state.sequence:
                state.sequence.remove(colour)
                removed.append(colour)
    else:
        colour = action.option.split(":", 1)[1]
        state.sequence.remove(colour)
        removed = [colour]
    state.say(
        "{hero} enters {chip}: removes {removed} ({count} left, chip {placed}/{max_chips})",
        hero=state.hero_label(p),
        chip=action.chip,
        removed=Joined(tuple(word(x) for x in removed)),
        count=len(state.sequence),
        placed=state.placed,
        max_chips=state.data.max_chips,
    )
    state.fire("activated", (action.chip, state.house.topology.zone_ids[zone]))
    if not state.sequence:
        showdown.open_lab(state)


@_handles(Free)
def _do_free(state: DddState, action: Free) -> None:
    """A rescue effort (§A.6 "Entrapment"): the actor and each helper spend 1 AP (an
    entrapped one its attempt) and pool their entrap rates, at most four dice; one retreat
    face per survivor entrapped in the room frees them all, and they leave together to one
    adjacent accessible room with the round's AP less the one spent; on a failure they stay
    and the others may spend AP on another effort."""
    p, who, helpers = action.player, action.who, action.helpers
    zone = state.heroes[who].zone
    label = state.hero_label
    if not state.entrapped[who] or state.heroes[p].zone != zone:
        raise ValueError(f"{label(who)} is not entrapped here")
    if state.entrapped[p] and p != who:
        raise ValueError("an entrapped survivor can only try to free themselves")
    if state.entrapped[p] and state.tried >> p & 1:
        raise ValueError(f"{label(p)} has made its escape attempt this round")
    able = effort_helpers(state, p)
    if len(set(helpers)) != len(helpers) or any(q not in able for q in helpers):
        raise ValueError(f"not everyone named can help {label(who)} now")
    group = (p, *helpers)
    for q in helpers:
        state.ap[q] -= 1
    for q in group:
        if state.entrapped[q]:
            state.tried |= 1 << q
    count = effort_dice(state, group)
    if helpers:
        state.say(
            say_n(
                "{label} pool {count} die to break free",
                "{label} pool {count} dice to break free",
                label=", ".join(label(q) for q in group),
                count=count,
            )
        )
    dice = decisions.roll(state, "survivor", count, "escape")
    trapped = [h.index for h in state.survivors_in(zone) if state.entrapped[h.index]]
    if dice.count("retreat") < len(trapped):
        state.say("{label} stay entrapped", label=" and ".join(label(q) for q in trapped))
        return
    steps = state.house.survivor_steps(state.key, state.gone_mask())[zone]
    rooms = sorted(steps, key=lambda z: (state.monsters_in(z), state.room_fire(z), z))
    for q in trapped:
        state.entrapped[q] = False
    state.say("{label} break free", label=" and ".join(label(q) for q in trapped))
    if rooms:
        dest = decisions.decide(state, "escape-room", rooms, [state.zone_id(z) for z in rooms])
        for q in trapped:
            survivors.enter_room(state, q, dest)
    if state.showdown:
        return
    for q in trapped:
        if state.away[q] == 0:
            # the round's AP back, less the one its own attempt spent
            spent = 1 if state.tried >> q & 1 else 0
            state.ap[q] = max(state.ap[q], state.round_ap[q] - spent)


@_handles(Apply)
def _do_apply(state: DddState, action: Apply) -> None:
    p = action.player
    if action not in free_actions(state, p):
        raise ValueError(f"{action} is not possible now")
    card = state.data.card(action.card)
    state.heroes[p].gear.remove(action.card)
    effect = card.get("effect")
    if effect == "antidote":
        survivors.cure(state, p)
    elif effect == "heal":
        survivors.heal(state, p, int(card.get("heal", state.data.heal)))
    else:
        loaded = reload_target(state, p, card)
        if loaded is not None:
            rounds = int((card.get("ammo") or {}).get("rounds", state.data.reload))
            state.ammo[loaded] = min(state.data.ammo_cap, state.ammo.get(loaded, 0) + rounds)
            state.say(
                "{hero} loads {loaded} ({ammo})",
                hero=state.hero_label(p),
                loaded=loaded,
                ammo=state.ammo[loaded],
            )


@_handles(Bypass)
def _do_bypass(state: DddState, action: Bypass) -> None:
    if action not in free_actions(state, action.player):
        raise ValueError(f"{action} is not possible now")
    state.sequence.remove(action.colour)
    state.say(
        "a {colour} code token is forced ({count} left)",
        colour=action.colour,
        count=len(state.sequence),
    )
    phases.advance_darkness(
        state, state.data.costs["codeTokenBypassed"], "a code token removed without a chip"
    )
    if not state.sequence and state._outcome is None:
        showdown.open_lab(state)


@_handles(Learn)
def _do_learn(state: DddState, action: Learn) -> None:
    p = action.player
    track = skills.track(state, p)
    slots = [i for i in skills.buyable(state, p) if track[i]["id"] == action.skill]
    if not slots:
        raise ValueError(f"{action.actor()} cannot learn {action.skill} now")
    skills.learn(state, p, slots[0])


@_handles(Shift)
def _do_shift(state: DddState, action: Shift) -> None:
    if Shift(action.player) not in free_actions(state, action.player):
        raise ValueError("nothing to shift")
    showdown.shift(state)
