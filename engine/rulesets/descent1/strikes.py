"""Hero attacks (rules digest §3.5 and §3.1; rulebook "Attacking", p.9–11): the roll, the
re-roll of the dice the player causing it picks (an aimed attack, a dodge card; rulebook
"Aim", p.14, "Re-rolls", p.17), power dice bought with fatigue, what the surges buy (the
attacker's choice, "Surges", p.10), damage against armor and pierce, blast and sweep, stun
and knockback. A monster's damage to a hero goes through
:func:`damage_hero` too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.geometry import Cell
from questwright.core.search import breadth_first
from questwright.core.text import say_n
from questwright.engine.actions import Action, hero_name
from questwright.engine.rulesets.descent1 import (
    areas,
    death,
    heroes,
    monsters,
    overlord,
)
from questwright.engine.rulesets.descent1.actions import (
    AimedStrike,
    Strike,
    cell_text,
    parse_cell,
)
from questwright.engine.rulesets.descent1.combat import Tally, settle, surge_spends, tally
from questwright.engine.rulesets.descent1.geometry import chebyshev
from questwright.engine.rulesets.descent1.pieces import DHero, Monster

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState

#: the hero trait that gives power dice to each kind of attack (rules digest §3.1)
ATTACK_TRAIT = {"melee": 0, "ranged": 1, "magic": 2}


def strike_options(state: DescentState, h: DHero, aim: bool = True) -> list[Action]:
    """Attacks a hero may make now: each weapon against each monster in reach (at the
    space of it he sees nearest); with an aim order each also as an aimed attack
    (rulebook "Aim", p.14: he may declare it before the roll, or keep the order)."""
    if h.cell is None:
        return []
    data = state.data
    geo = data.geo
    blockers = state.figure_cells()
    out: list[Action] = []
    weapons = h.weapons or ["fists"]
    targets: dict[str, tuple[int, Cell]] = {}
    for m in state.monsters():
        best: tuple[int, Cell] | None = None
        for c in m.cells:
            d = geo.sees(state.key, h.cell, c, blockers, (h.cell,))
            if d is not None and (best is None or d < best[0]):
                best = (d, c)
        if best is not None:
            targets[m.uid] = best
    for wid in weapons:
        item = data.items.get(wid)
        if item is None:
            continue
        reach = 2 if item.abilities.get("reach") else 1
        for uid in sorted(targets):
            d, c = targets[uid]
            if item.attack == "melee" and d > reach:
                continue
            out.append(Strike(h.index, wid, cell_text(c)))
            if aim and h.order == "aim":
                out.append(AimedStrike(h.index, wid, cell_text(c)))
    return out


def begin_strike(state: DescentState, h: DHero, action: Strike, guard: bool) -> None:
    """A hero's attack (rules digest §3.5 steps 1–4): the weapon's dice and his trait's power
    dice (capped), range to the target space, the roll. An aimed attack (declared before the
    roll: :class:`.AimedStrike`) spends the aim order and opens the hero's re-roll window,
    where he picks any of the dice to roll again (rulebook "Aim", p.14); otherwise a hit on
    a monster opens the overlord's dodge-event window (an attack is re-rolled once at most,
    "Re-rolls", p.17)."""
    data = state.data
    item = data.items.get(action.weapon) or data.items["fists"]
    target = parse_cell(action.target)
    victim = state.monster_cells().get(target, "")
    assert h.cell is not None
    need = data.geo.sees(state.key, h.cell, target) or 1
    trait = h.traits[ATTACK_TRAIT.get(item.attack, 0)]
    dice = list(item.dice) + ["black"] * min(trait, data.power_cap)
    aimed = isinstance(action, AimedStrike)
    if aimed:
        h.order = ""
    strike = {
        "hero": h.index,
        "weapon": item.id,
        "target": list(target),
        "victim": victim,
        "need": need,
        "dice": dice,
        "faces": [],
        "aimed": aimed,
        "guard": guard,
    }
    state.strike = strike
    state.say(
        "{hero} attacks {target} with {item}",
        hero=hero_name(h.index),
        target=action.target,
        item=item.name,
    )
    roll_strike(state, strike)
    if aimed:
        state.frames.append(["reroll", h.index, "aim", 0])
        return
    if (
        victim
        and not aimed
        and strike_result(state, strike).hit
        and overlord.playable_events(state, "monster-attacked")
    ):
        state.frames.append(["event", state.ov])
        return
    strike_continue(state)


def roll_strike(state: DescentState, strike: dict[str, Any]) -> None:
    """The attack's dice are rolled, a chance record."""
    dice = state.data.dice
    strike["faces"] = state.rng.draws([len(dice[c]) for c in strike["dice"]])
    record_roll(state, strike)


def reroll_dice(state: DescentState, roll: dict[str, Any], chosen: tuple[int, ...]) -> None:
    """The dice at positions ``chosen`` of a roll (a hero's ``strike`` or a monster's
    ``mroll``) are rolled again and their new faces kept (rulebook "Re-rolls", p.17)."""
    dice = state.data.dice
    faces = state.rng.draws([len(dice[roll["dice"][i]]) for i in chosen])
    for i, f in zip(chosen, faces, strict=True):
        roll["faces"][i] = f


def record_roll(state: DescentState, strike: dict[str, Any]) -> None:
    """The attack's faces as a chance record (the transcripts show them)."""
    text = ",".join(f"{c}:{f}" for c, f in zip(strike["dice"], strike["faces"], strict=True))
    state.chance("roll", f"{hero_name(strike['hero'])} {text}")


def strike_tally(state: DescentState, strike: dict[str, Any]) -> Any:
    """The attack's faces summed (rules digest §3.5 step 4: damage, range, surges, a miss)."""
    dice = state.data.dice
    return tally([dice[c][f] for c, f in zip(strike["dice"], strike["faces"], strict=True)])


def _settle_args(state: DescentState, strike: dict[str, Any]) -> dict[str, Any]:
    """What :func:`.combat.settle` needs besides the roll for this attack."""
    item = state.data.items[strike["weapon"]]
    victim = strike["victim"]
    fear = 0
    if victim and victim in state.enemies:
        fear = int(state.stats(state.monster(victim)).abilities.get("fear", 0) or 0)
    return {
        "need": strike["need"],
        "melee": item.attack == "melee",
        "surges": item.surges,
        "pierce": int(item.abilities.get("pierce", 0) or 0),
        "stun": bool(item.abilities.get("stun")),
        "knockback": bool(item.abilities.get("knockback")),
        "fear": fear,
    }


def strike_result(
    state: DescentState,
    strike: dict[str, Any],
    roll: Tally | None = None,
    spend: list[str] | None = None,
) -> Any:
    """Whether the attack hits and what it deals (rules digest §3.5 steps 5–6, §3.1): a miss face
    or short range (ranged and magic) misses; surges buy the weapon's effects the attacker
    chose (``strike["spend"]``, or ``spend``; before he has chosen: the most damage); the
    weapon's own Pierce, Stun and Knockback count without them. ``roll``: another tally of
    the attack's dice than the one on the table (the bots weigh re-rolls with it)."""
    chosen = spend if spend is not None else strike.get("spend")
    return settle(
        strike_tally(state, strike) if roll is None else roll,
        spend=chosen,
        **_settle_args(state, strike),
    )


def surge_options(state: DescentState, strike: dict[str, Any]) -> list[tuple[tuple[str, ...], Any]]:
    """The ways worth choosing to spend the attack's surges (:func:`.combat.surge_spends`)."""
    args = _settle_args(state, strike)
    return surge_spends(
        strike_tally(state, strike),
        args.pop("need"),
        args.pop("melee"),
        args.pop("surges"),
        **args,
    )


def strike_continue(state: DescentState) -> None:
    """After the roll (and any re-roll): the hero may buy power dice with fatigue."""
    strike = state.strike
    assert strike is not None
    h = state.heroes[strike["hero"]]
    powers = strike["dice"].count("black")
    if h.fatigue > 0 and powers < state.data.power_cap and not strike_tally(state, strike).miss:
        state.frames.append(["power", h.index])
        return
    strike_finish(state)


def strike_finish(state: DescentState) -> None:
    """The roll is final: the hero chooses what the surges buy (rulebook "Surges", p.10) in
    a surge window when there are two ways worth choosing or more
    (:func:`surge_options`), then the attack resolves."""
    strike = state.strike
    assert strike is not None
    options = surge_options(state, strike)
    if len(options) > 1:
        state.frames.append(["surge", strike["hero"]])
        return
    strike["spend"] = list(options[0][0]) if options else []
    resolve_strike(state)


def resolve_strike(state: DescentState) -> None:
    """The attack's damage (rules digest §3.5 step 6): the target, blast victims and sweep
    victims each take damage less armor (after pierce); stun and knockback on at least 1
    damage; a guard's attack then lets the declared monster action go on."""
    strike = state.strike
    assert strike is not None
    state.strike = None
    data = state.data
    h = state.heroes[strike["hero"]]
    item = data.items[strike["weapon"]]
    res = strike_result(state, strike)
    target = (strike["target"][0], strike["target"][1])
    if not res.hit:
        state.say("the attack misses")
    else:
        hit: list[Any] = []
        mons = state.monster_cells()
        if strike["victim"] and strike["victim"] in state.enemies:
            hit.append(state.monster(strike["victim"]))
        blast = int(item.abilities.get("blast", 0) or 0)
        if blast:
            hit += blast_victims(state, target, blast, hit)
        if item.abilities.get("sweep") and h.cell is not None:
            for c, uid in sorted(mons.items()):
                m = state.monster(uid)
                if m not in hit and chebyshev(c, h.cell) == 1:
                    hit.append(m)
        for victim in hit:
            if isinstance(victim, DHero):
                damage_hero(state, victim, res.damage, res.pierce, res.stun, False, None)
                continue
            if victim.uid not in state.enemies:
                continue
            armor = state.stats(victim).armor
            wounds = max(0, res.damage - max(0, armor - res.pierce))
            state.say(
                say_n(
                    "{uid} takes {wounds} wound ({damage} damage)",
                    "{uid} takes {wounds} wounds ({damage} damage)",
                    by="wounds",
                    uid=victim.uid,
                    wounds=wounds,
                    damage=res.damage,
                )
            )
            if res.damage >= 1 and res.stun and victim.rank != "named":
                victim.stun += 1
            if res.damage >= 1 and res.knockback and len(victim.cells) == 1 and h.cell:
                knock_back(state, victim, h.cell)
            death.hurt_monster(state, victim, wounds, h)
            if state._outcome is not None:
                return
    if strike["guard"]:
        monsters.run_declared(state)


def blast_victims(state: DescentState, target: Cell, radius: int, already: list[Any]) -> list[Any]:
    """Figures within ``radius`` of the target space that see it (friend and foe;
    walls, closed doors and rubble stop the spread, figures do not)."""
    geo = state.data.geo
    out: list[Any] = []
    for m in state.monsters():
        if m in already:
            continue
        if any(
            chebyshev(c, target) <= radius and geo.sees(state.key, c, target) is not None
            for c in m.cells
        ):
            out.append(m)
    for h in state.heroes:
        if (
            h.cell is not None
            and chebyshev(h.cell, target) <= radius
            and geo.sees(state.key, h.cell, target) is not None
            and h not in already
        ):
            out.append(h)
    return out


def knock_back(state: DescentState, figure: Any, source: Cell) -> None:
    """Knockback (rules digest §3.2 "Knockback"; rulebook "Knockback" and its example):
    the figure is carried up to 3 spaces, over the intervening figures and obstacles
    (water, rubble, pits: the steps of :attr:`.Geometry.flight`) but never through a
    wall or a closed door, and lands on a space with no figure and no obstacle that
    blocks movement; Aura counts only the space it lands on. The attacker's choice is a
    fixed rule: the farthest such space from the attacker, never a pit."""
    data = state.data
    start = figure.cells[0] if isinstance(figure, Monster) else figure.cell
    if start is None:
        return
    steps = data.geo.flight.steps(state.key)
    seen = breadth_first([start], lambda c: steps.get(c, ()), limit=3)
    taken = state.figure_cells()
    passable = data.geo.passable
    spots = [
        c for c in seen if c in passable and c not in taken and c not in data.pits and c != start
    ]
    if not spots:
        return
    spot = max(spots, key=lambda c: (chebyshev(c, source), -c[1], -c[0]))
    if chebyshev(spot, source) <= chebyshev(start, source):
        return
    if isinstance(figure, Monster):
        figure.cells = (spot,)
        figure.zone = data.zone_of[spot]
        state.say("{uid} is knocked back to {cell_text}", uid=figure.uid, cell_text=cell_text(spot))
        if state.path_who == figure.uid:
            state.path_left = []  # knocked out of its move (a guard's attack): it decides again
    else:
        state.say(
            "{hero} is knocked back to {cell_text}",
            hero=hero_name(figure.index),
            cell_text=cell_text(spot),
        )
        heroes.put_hero(state, figure, spot)
        figure.in_pit = False
        heroes.aura_wounds(state, figure)
        areas.check_reveals(state)


def damage_hero(
    state: DescentState,
    h: DHero,
    damage: int,
    pierce: int,
    stun: bool,
    knockback: bool,
    m: Monster | None,
) -> None:
    """Damage to a hero (rules digest §3.5): less his armor (after pierce) in wounds, a stun
    token and knockback when at least 1 damage is dealt."""
    if h.cell is None:
        return
    wounds = max(0, damage - max(0, heroes.hero_armor(state, h) - pierce))
    source = m.uid if m is not None else "a blast"
    if damage >= 1 and stun:
        h.stun += 1
    if damage >= 1 and knockback and m is not None:
        knock_back(state, h, m.cells[0])
    death.wound(state, h, wounds, source)
