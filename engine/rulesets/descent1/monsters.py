"""Monsters (rules digest §4.5, §3.2 and §1.8; rulebook "Monster Reference Cards", "Large
Monsters", p.15): their stats (type, rank, a named monster's own numbers, the overlord's
power cards), coming on the board, the overlord's activation of each, their movement,
doors, stairs and pits (falling in, climbing out, jumping over), their attacks, and the heroes' guard orders against them (§5.4).
:data:`MONSTER_HANDLERS` maps each monster action to its rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from questwright.core.geometry import Cell
from questwright.core.params import as_int
from questwright.engine.actions import Action
from questwright.engine.rulesets.descent1 import (
    areas,
    death,
    heroes,
    strikes,
    windows,
)
from questwright.engine.rulesets.descent1.actions import (
    Done,
    MAttack,
    MClimb,
    MClose,
    MJump,
    MOpen,
    MStairs,
    MStep,
    Strike,
    cell_text,
    footprint_text,
    parse_cell,
    parse_footprint,
)
from questwright.engine.rulesets.descent1.combat import monster_hit, tally
from questwright.engine.rulesets.descent1.data import Stats
from questwright.engine.rulesets.descent1.geometry import Footprint, chebyshev
from questwright.engine.rulesets.descent1.pieces import DHero, Monster
from questwright.engine.rulesets.descent1.schema import MONSTER_ABILITIES

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState

_ABILITY_WORDS = re.compile(
    r"\b(" + "|".join(MONSTER_ABILITIES) + r"|quick shot)\b(?:\s+(\d{1,3})\b)?", re.IGNORECASE
)
_ABILITY_NAMES = {name.lower(): name for name in MONSTER_ABILITIES} | {"quick shot": "quickShot"}


def named_abilities(text: object) -> dict[str, int | bool]:
    """The abilities a named monster's ``abilities`` text names, in any case and order
    ("Stand-in: Knockback; Pierce 2; cannot be stunned"): each known ability word, with the
    number after it where there is one (rules digest §3.5). Other words are the author's."""
    if not isinstance(text, str):
        return {}
    found: dict[str, int | bool] = {}
    for word, number in _ABILITY_WORDS.findall(text[:2000]):
        name = _ABILITY_NAMES[word.lower()]
        found[name] = int(number) if number else True
    return found


def powered_stats(state: DescentState, m: Monster) -> Stats:
    """A monster's stats with the overlord's power cards in play added (rules digest §4.2
    "Power"): speed and armor bonuses."""
    base = base_stats(state, m.mtype, m.rank, m.source)
    if not state.powers:
        return base
    cache = state.game.__dict__.setdefault("_descent_powered", {})
    key = (id(base), tuple(sorted(state.powers)))
    found = cache.get(key)
    if found is None:
        bonus = power_bonus(state)
        found = cache[key] = Stats(
            base.speed + bonus["speed"],
            base.wounds,
            base.armor + bonus["armor"],
            base.dice,
            base.abilities,
        )
    return found  # type: ignore[no-any-return]


def base_stats(state: DescentState, mtype: str, rank: str, source: str) -> Stats:
    """A monster's stats for its type and rank (rules digest §4.5, "Monster Reference Cards"); a
    named monster's own numbers and abilities over its type's master stats; a type the content
    lacks gets a plain stand-in brute. Cached per game."""
    cache = state.game.__dict__.setdefault("_descent_stats", {})
    key = (mtype, rank, source)
    found = cache.get(key)
    if found is not None:
        return found  # type: ignore[no-any-return]
    data = state.data
    mdef = data.monsters.get(mtype)
    if mdef is None:  # a type the content lacks: a plain stand-in brute
        base = Stats(4, 5, 1, ("red", "green"), {})
    else:
        base = mdef.stats["master" if rank in ("master", "named") else "normal"]
    props = data.named.get(source) if rank == "named" else None
    if props:
        dice = props.get("dice")
        abilities = dict(base.abilities)
        # the documented ``abilities`` text ("Stand-in: Knockback; Pierce 2"), and the
        # older undeclared ``specials`` ("pierce 2, reach") that quests may still carry
        for prop_name in ("abilities", "specials"):
            abilities.update(named_abilities(props.get(prop_name)))
        base = Stats(
            as_int(props.get("speed"), base.speed, 0, 100),
            as_int(props.get("wounds"), base.wounds, 1, 10_000),
            as_int(props.get("armor"), base.armor, 0, 100),
            tuple(d.strip() for d in str(dice).split(",") if d.strip())
            if isinstance(dice, str) and dice
            else base.dice,
            abilities,
        )
    cache[key] = base
    return base


def attack_type(state: DescentState, m: Monster) -> str:
    """A monster's attack type, melee, ranged or magic (rules digest §3.1): its type's, or a
    named monster's own."""
    props = state.data.named.get(m.source) if m.rank == "named" else None
    if props and props.get("attack") in ("melee", "ranged", "magic"):
        return str(props["attack"])
    mdef = state.data.monsters.get(m.mtype)
    return mdef.attack if mdef else "melee"


def shape(state: DescentState, m: Monster) -> str:
    """How a monster's footprint moves (rules digest §1.8 "Large monsters"): a single space, a
    snake (two spaces, the tail follows) or a block."""
    if len(m.cells) == 1:
        return "single"
    mdef = state.data.monsters.get(m.mtype)
    if mdef is not None and mdef.shape == "snake" and len(m.cells) == 2:
        return "snake"
    return "block"


def power_bonus(state: DescentState) -> dict[str, int]:
    """The bonuses of the overlord's power cards in play (rules digest §4.2): damage, armor and
    speed added to every monster."""
    out = {"damage": 0, "armor": 0, "speed": 0}
    cards = state.data.cards
    for cid in state.powers:
        spec = cards[cid].spec
        effect = spec.get("effect")
        if effect in out:
            out[effect] += int(spec.get("value", 1))
    return out


def new_monster(
    state: DescentState, mtype: str, rank: str, cells: Footprint, source: str = ""
) -> Monster:
    """A monster comes on the board on ``cells`` (rules digest §4.4–§4.5), unhurt, counted for
    the spawn statistics."""
    stats = base_stats(state, mtype, rank, source)
    uid = state.new_uid()
    m = Monster(uid, mtype, rank, cells, stats.wounds)
    m.source = source
    m.zone = state.data.zone_of[cells[0]]
    state.enemies[uid] = m  # type: ignore[assignment]
    state.count_spawn(0 if rank == "normal" else 1)
    return m


def free_footprint(
    state: DescentState,
    cells: Footprint,
    mtype: str,
    searched: dict[Any, tuple[int, int]] | None = None,
    taken: set[Cell] | None = None,
) -> Footprint | None:
    """``cells`` if empty, else the nearest empty placement of the same shape (rules
    digest §4.5: the rules are silent, the convention takes the nearest).

    ``searched``: for a caller placing figure after figure while no figure leaves (an
    area revealed), per anchor and shape the first ring, and the first place in it, that
    may still hold a placement: the places before it were full and only fill more; it is
    kept up to date here; a shape with no placement left anywhere on the board has none
    for any anchor either. ``taken``: that caller's :meth:`figure_cells`, kept up to date
    by it as its figures arrive."""
    if taken is None:
        taken = state.figure_cells()
    passable = state.data.geo.passable
    if all(c in passable and c not in taken for c in cells):
        return cells
    ax, ay = cells[0]
    offsets = tuple((c[0] - ax, c[1] - ay) for c in cells)
    single = offsets == ((0, 0),)
    memo = (cells[0], offsets)
    if searched is not None and (None, offsets) in searched:
        return None  # the board was full for this shape, and only fills more
    start, first = (0, 0) if searched is None else searched.get(memo, (0, 0))
    # ring by ring outward from the anchor, each ring in the board's (row, column) order:
    # the nearest placement, ties to the first space, without a look at every space of
    # the board for each figure placed (a revealed area may place hundreds)
    lo_x, lo_y, hi_x, hi_y = state.data.geo.bounds
    for d in range(start, max(ax - lo_x, hi_x - ax, ay - lo_y, hi_y - ay) + 1):
        ring = _ring(ax, ay, d)
        for i in range(first if d == start else 0, len(ring)):
            x, y = ring[i]
            if (x, y) not in passable or (x, y) in taken:
                continue  # (the anchor's own space is one of the footprint's)
            if single:
                moved: Footprint = ((x, y),)
            else:
                moved = tuple(sorted((x + dx, y + dy) for dx, dy in offsets))
                if not all(c in passable and c not in taken for c in moved):
                    continue
            if searched is not None:
                searched[memo] = (d, i)
            return moved
    if searched is not None:
        searched[(None, offsets)] = (1 << 30, 0)  # none anywhere: none later either
    return None


def _ring(ax: int, ay: int, d: int) -> list[Cell]:
    """The spaces at Chebyshev distance ``d`` from ``(ax, ay)``, by row, then column."""
    if d == 0:
        return [(ax, ay)]
    out = [(x, ay - d) for x in range(ax - d, ax + d + 1)]
    for y in range(ay - d + 1, ay + d):
        out += [(ax - d, y), (ax + d, y)]
    out += [(x, ay + d) for x in range(ax - d, ax + d + 1)]
    return out


def monster_targets(state: DescentState, m: Monster) -> list[Cell]:
    """Hero spaces the monster may attack now (melee: adjacent; reach 2)."""
    geo = state.data.geo
    stats = state.stats(m)
    kind = attack_type(state, m)
    reach = 2 if stats.abilities.get("reach") else 1
    blockers = state.figure_cells()
    own = m.cells
    out = []
    for h in state.heroes:
        if h.cell is None:
            continue
        for c in own:
            d = geo.sees(state.key, c, h.cell, blockers, own)
            if d is not None and (kind != "melee" or d <= reach):
                out.append(h.cell)
                break
    return sorted(out, key=lambda c: (c[1], c[0]))


def monster_attack(state: DescentState, m: Monster, target: Cell) -> None:
    """A monster's attack on a hero's space (rules digest §3.5, §3.1): the roll and its
    victims (sweep and blast add heroes). When it hits a hero who holds a dodge order, that
    hero picks which of its dice the overlord must roll again (rulebook "Dodge", p.14, and
    "Re-rolls", p.17: once per attack; with several dodgers, the first in hero order
    decides, our seat order for "the first to the attacker's left"); then
    :func:`finish_monster_attack`."""
    data = state.data
    geo = data.geo
    stats = state.stats(m)
    blockers = state.figure_cells()
    need = min(
        (d for c in m.cells if (d := geo.sees(state.key, c, target, blockers, m.cells))),
        default=1,
    )
    dice = list(stats.dice)
    faces = state.rng.draws([len(data.dice[c]) for c in dice])
    state.chance(
        "roll", f"{m.uid} " + ",".join(f"{c}:{f}" for c, f in zip(dice, faces, strict=True))
    )
    victims: list[DHero] = [h for h in state.heroes if h.cell == target]
    if stats.abilities.get("sweep"):
        for h in state.heroes:
            if (
                h.cell is not None
                and h not in victims
                and any(chebyshev(c, h.cell) == 1 for c in m.cells)
            ):
                victims.append(h)
    blast = int(stats.abilities.get("blast", 0) or 0)
    if blast:
        for h in state.heroes:
            if (
                h.cell is not None
                and h not in victims
                and chebyshev(h.cell, target) <= blast
                and geo.sees(state.key, h.cell, target) is not None
            ):
                victims.append(h)
    state.mroll = {
        "monster": m.uid,
        "need": need,
        "dice": dice,
        "faces": faces,
        "victims": [h.index for h in victims],
    }
    dodgers = sorted(h.index for h in victims if h.order == "dodge")
    # a missed roll has nothing to dodge: the window opens only on a hit
    if dodgers and mroll_extra(state) is not None:
        state.frames.append(["reroll", dodgers[0], "dodge", 0])
        return
    finish_monster_attack(state)


def mroll_tally(state: DescentState, roll: dict[str, Any] | None = None) -> Any:
    """The faces of the monster's roll in progress summed."""
    mroll = state.mroll if roll is None else roll
    assert mroll is not None
    dice = state.data.dice
    return tally([dice[c][f] for c, f in zip(mroll["dice"], mroll["faces"], strict=True)])


def mroll_extra(state: DescentState, roll: Any = None) -> int | None:
    """Whether the monster's roll in progress (or ``roll``, a tally of its dice) hits, and
    the damage its enhancements and Sorcery add (:func:`.combat.monster_hit`)."""
    mroll = state.mroll
    assert mroll is not None
    m = state.enemies.get(mroll["monster"])
    stats = state.stats(m) if m is not None else None  # type: ignore[arg-type]
    kind = attack_type(state, m) if m is not None else "melee"  # type: ignore[arg-type]
    sorcery = int(stats.abilities.get("sorcery", 0) or 0) if stats else 0
    return monster_hit(
        mroll_tally(state) if roll is None else roll, kind == "melee", mroll["need"], sorcery
    )


def finish_monster_attack(state: DescentState) -> None:
    """The rest of a monster's attack after any dodge (rules digest §3.5, §4.1): its surges
    buy threat, then each victim takes the damage less his armor (after pierce)."""
    mroll = state.mroll
    assert mroll is not None
    state.mroll = None
    m = state.enemies.get(mroll["monster"])
    if m is None:
        return
    data = state.data
    stats = state.stats(m)  # type: ignore[arg-type]
    roll = mroll_tally(state, mroll)
    per = int(data.overlord.get("surgesPerThreat", 2) or 2)
    if not roll.miss and roll.surges >= per:
        state.threat += roll.surges // per
    kind = attack_type(state, m)  # type: ignore[arg-type]
    sorcery = int(stats.abilities.get("sorcery", 0) or 0)
    extra = monster_hit(roll, kind == "melee", mroll["need"], sorcery)
    if extra is None:
        state.say("{uid}'s attack misses", uid=m.uid)
        return
    damage = roll.damage + extra + power_bonus(state)["damage"]
    pierce = int(stats.abilities.get("pierce", 0) or 0)
    for i in mroll["victims"]:
        if m.uid not in state.enemies or state._outcome is not None:
            return
        strikes.damage_hero(
            state,
            state.heroes[i],
            damage,
            pierce,
            bool(stats.abilities.get("stun")),
            bool(stats.abilities.get("knockback")),
            m,  # type: ignore[arg-type]
        )


def monster_wounds(
    roll: Any, kind: str, need: int, armor: int, pierce: int, bonus: int, sorcery: int = 0
) -> int:
    """The wounds a monster's roll would deal (rules digest §3.5): none on a miss or short range,
    else damage, power enhancements, Sorcery and power bonus less armor (after pierce)."""
    extra = monster_hit(roll, kind == "melee", need, sorcery)
    if extra is None:
        return 0
    return max(0, roll.damage + extra + bonus - max(0, armor - pierce))


def activate(state: DescentState, m: Monster) -> None:
    """The overlord activates a monster (rules digest §4.3, §4.5): speed in movement points, one
    attack (two with Quick Shot, one more after a frenzy event); a stunned normal monster does
    nothing, a stunned master gets half an activation (§3.2 "Stun")."""
    stats = state.stats(m)
    state.ov_stage = "activate"
    m.activated = True
    m.half = ""
    m.mp = stats.speed
    m.attacks = (2 if stats.abilities.get("quickShot") else 1) + (1 if m.frenzy else 0)
    if m.stun > 0 and m.rank != "named":
        m.stun -= 1
        if m.rank == "normal":
            state.say("{uid} is stunned and does nothing", uid=m.uid)
            return
        m.half = "stunned"
        state.say("{uid} is stunned: a move or an attack", uid=m.uid)
    state.acting = m.uid


def monster_actions(state: DescentState, m: Monster) -> list[Action]:
    """The acting monster's legal actions (rules digest §4.5, §3.2): moves, climbs, doors and
    stairs while it has movement points, attacks while it has attacks, and ``done``."""
    ov = state.ov
    data = state.data
    geo = data.geo
    out: list[Action] = []
    hero_spaces = state.hero_cells()
    mons = state.monster_cells()
    if m.half != "attack" and m.mp > 0:
        if m.in_pit:
            if m.mp >= data.pit_climb:
                for n in heroes.climb_spaces(state, m.cells[0]):
                    out.append(MClimb(ov, m.uid, cell_text(n)))
        else:
            out += [MStep(ov, m.uid, footprint_text(f)) for f in monster_destinations(state, m)]
            out += [MJump(ov, m.uid, cell_text(c)) for c in jump_landings(state, m)]
            if len(m.cells) == 1 and m.mp >= data.door_cost:
                for door_id in heroes.workable_doors(state, m.cells[0], hero=False):
                    cls = MClose if state.door_is_open(door_id) else MOpen
                    out.append(cls(ov, m.uid, door_id))
            if (
                len(m.cells) == 1
                and data.monsters_use_stairs in ("single-space", "true", "all")
                and m.cells[0] in data.stairs
                and m.mp >= data.stair_cost
            ):
                for to in data.stairs[m.cells[0]]:
                    if to not in hero_spaces and to not in mons and to in geo.passable:
                        out.append(MStairs(ov, m.uid, cell_text(to)))
    if m.attacks > 0 and m.half != "move":
        out += [MAttack(ov, m.uid, cell_text(c)) for c in monster_targets(state, m)]
    out.append(Done(ov, m.uid))
    return out


def jump_landings(state: DescentState, m: Monster) -> list[Cell]:
    """Where the acting monster may jump to (rulebook "Pits", p.16: a figure aware of a pit
    may jump it for 3 movement points a space crossed; every monster is taken to know
    the pits): a one-space walker out of a pit, over a straight run of pit spaces
    (:func:`.heroes.jump_spaces`, the heroes' jump), onto no figure and no activated
    glyph. A flyer needs no jump; a large monster walks over pits anyway."""
    data = state.data
    if len(m.cells) != 1 or m.in_pit or m.mp < data.pit_jump or state.stats(m).abilities.get("fly"):
        return []
    glyphs = areas.active_glyph_cells(state)
    return [c for c in heroes.jump_spaces(state, m.cells[0], m.mp) if c not in glyphs]


def monster_reach(
    state: DescentState, m: Monster
) -> dict[Footprint, tuple[int, int, Footprint | None]]:
    """Footprints the acting monster may move through with its movement points: never
    into a hero or, for a one-space monster, a pit (it falls in and stops). A flyer
    (rules digest §3.2 "Fly"; rulebook "Fly") moves through heroes and obstacles as if
    they were not there — water, rubble and pits —, on :attr:`.Geometry.flight`: only
    walls, closed doors and the board's edge stop it (where it may end is
    :func:`monster_destinations`)."""
    data = state.data
    fly = bool(state.stats(m).abilities.get("fly"))
    blocked = frozenset() if fly else frozenset(state.hero_cells())
    forbidden = data.pits if len(m.cells) == 1 and not fly else frozenset()
    geo = data.geo.flight if fly else data.geo
    return geo.reach(state.key, m.cells, shape(state, m), m.mp, blocked, data.hazards, forbidden)


def monster_destinations(
    state: DescentState, m: Monster, reach: dict[Footprint, Any] | None = None, ordered: bool = True
) -> list[Footprint]:
    """Where the acting monster may end a move: no other figure and no activated glyph
    under it, and no obstacle that blocks movement (water, rubble: only a flyer's
    :func:`monster_reach` crosses them; it may end on a pit, without falling — rules
    digest §3.2 "Fly"). ``reach`` is :meth:`monster_reach` when the caller has it
    already; ``ordered=False`` leaves them in the walk's order (a caller that ranks them
    all by a key of its own need not sort them)."""
    taken = {h.cell for h in state.heroes}
    uid = m.uid
    taken.update(
        *[other.cells for other in state.enemies.values() if other.uid != uid],  # type: ignore[attr-defined]
        areas.active_glyph_cells(state),
    )
    geo = state.data.geo
    if state.stats(m).abilities.get("fly"):
        taken.update(geo.obstacles)
    found = monster_reach(state, m) if reach is None else reach
    start = m.cells
    if len(start) == 1:
        out = [f for f in found if f[0] not in taken and f != start]
    else:
        out = [f for f in found if f != start and not any(c in taken for c in f)]
    if ordered:
        out.sort()
    return out


def guards_against(state: DescentState, m: Monster) -> list[int]:
    """Heroes with a guard order who could attack the acting monster now."""
    out = []
    for h in state.heroes:
        if h.order != "guard" or h.cell is None:
            continue
        options = strikes.strike_options(state, h)
        if any(isinstance(a, Strike) and parse_cell(a.target) in m.cells for a in options):
            out.append(h.index)
    return out


def run_declared(state: DescentState) -> None:
    """Ask the next guard, or carry out the declared monster action if it still can
    be done (the monster lives, and the step or attack is still legal)."""
    if state._outcome is not None:
        state.declared = ""
        state.guards_left = []
        return
    while state.guards_left:
        hero = state.guards_left.pop(0)
        h = state.heroes[hero]
        if h.order == "guard" and h.cell is not None and strikes.strike_options(state, h):
            state.frames.append(["guard", hero])
            return
    text, state.declared = state.declared, ""
    if not text:
        return
    if text == "walk":  # the guards have had their chance before this step
        state.guarded = True
        windows.walk(state)
        return
    action = state.game.parse_action(text)
    uid = getattr(action, "monster", "")
    if uid not in state.enemies or state.acting != uid:
        return
    m = state.monster(uid)
    if action in monster_actions(state, m):
        monster_do(state, m, action)  # type: ignore[arg-type]


def monster_attack_action(state: DescentState, m: Monster, action: MAttack) -> None:
    """One of the acting monster's attacks (rules digest §3.5, §4.5); a stunned master
    monster's half activation becomes an attack (§3.2 "Stun")."""
    m.attacks -= 1
    if m.half == "stunned":
        m.half = "attack"
        m.mp = 0
    state.say("{uid} attacks {target}", uid=m.uid, target=action.target)
    monster_attack(state, m, parse_cell(action.target))


def _half_move(m: Monster) -> None:
    """A stunned master monster's half activation becomes a move (rules digest §3.2)."""
    if m.half == "stunned":
        m.half = "move"
        m.attacks = 0


def monster_climb(state: DescentState, m: Monster, action: MClimb) -> None:
    """Out of a pit for 2 movement points (rules digest §3.2 "Pits")."""
    _half_move(m)
    m.mp -= state.data.pit_climb
    m.in_pit = False
    move_monster(state, m, (parse_cell(action.to),))


def monster_jump(state: DescentState, m: Monster, action: MJump) -> None:
    """Over a straight run of pit spaces, 3 movement points each (rulebook "Pits", p.16);
    the monster lands beyond them."""
    _half_move(m)
    to = parse_cell(action.to)
    m.mp -= state.data.pit_jump * max(1, chebyshev(m.cells[0], to) - 1)
    state.say("{uid} jumps the pit to {to}", uid=m.uid, to=action.to)
    move_monster(state, m, (to,))


def monster_stairs(state: DescentState, m: Monster, action: MStairs) -> None:
    """A one-space monster takes a staircase (rules digest §1.4.2; the quest says which
    monsters may)."""
    _half_move(m)
    m.mp -= state.data.stair_cost
    move_monster(state, m, (parse_cell(action.to),))


def monster_door(state: DescentState, m: Monster, action: MOpen | MClose) -> None:
    """A one-space monster opens or closes a normal door (rules digest §1.3)."""
    _half_move(m)
    m.mp -= state.data.door_cost
    areas.work_door(state, action.door, isinstance(action, MOpen), m.uid)


#: a monster action's rule: ``(state, the acting monster, the action)``
MonsterHandler = Callable[["DescentState", Monster, Any], None]
A = TypeVar("A", bound=Action)


def _on(
    kind: type[A], rule: Callable[[DescentState, Monster, A], None]
) -> tuple[type[Action], MonsterHandler]:
    """A table entry; mypy checks that ``rule`` takes the actions of type ``kind``."""
    return kind, rule


#: the monster actions guards may interrupt, and the rule that carries each out (moves
#: are walked step by step instead: :func:`.overlord.monster_move`)
MONSTER_HANDLERS: dict[type[Action], MonsterHandler] = dict(
    [
        _on(MAttack, monster_attack_action),
        _on(MClimb, monster_climb),
        _on(MJump, monster_jump),
        _on(MStairs, monster_stairs),
        _on(MOpen, monster_door),
        _on(MClose, monster_door),
    ]
)


def monster_do(state: DescentState, m: Monster, action: Action) -> None:
    """Carry out a declared monster action (:data:`MONSTER_HANDLERS`)."""
    MONSTER_HANDLERS[type(action)](state, m, action)


def move_monster(state: DescentState, m: Monster, cells: Footprint) -> None:
    """A monster arrives on ``cells`` (rules digest §3.2): a pit under every space makes it fall
    (1 wound), slime wounds it (a large one once a move); flyers ignore both; the quest's
    ``enemy-enters-zone`` triggers fire; an area a hero now sees into is revealed (§1.7)."""
    data = state.data
    m.cells = cells
    m.zone = data.zone_of[cells[0]]
    fly = bool(state.stats(m).abilities.get("fly"))
    if not fly and all(c in data.pits for c in cells) and not m.in_pit:
        m.in_pit = True
        state.say("{uid} falls into a pit", uid=m.uid)
        death.hurt_monster(state, m, data.pit_wounds, None)
    elif not fly and any(c in data.hazards for c in cells) and not m.slimed:
        if len(cells) > 1:
            m.slimed = True  # a large monster: one slime wound per move
        death.hurt_monster(state, m, 1, None)
    state.fire("enemy-enters-zone", (state.zone_id(m.zone), m.uid, m.source, m.name))
    # figures block the view (C6): a monster that moves out of a hero's sight line may let
    # the hero see into an unrevealed area, which is revealed at once (§1.7)
    areas.check_reveals(state)


def step_monster(state: DescentState, m: Monster) -> None:
    """One step of the acting monster's move along its path (rules digest §3.2): it stops when a
    hero now stands in the way (flyers pass over heroes), when it dies or falls."""
    cells = parse_footprint(state.path_left.pop(0))
    taken = state.hero_cells()
    if not state.stats(m).abilities.get("fly") and any(c in taken for c in cells):
        state.path_left = []
        return
    m.mp -= 1
    move_monster(state, m, cells)
    if m.uid not in state.enemies or m.in_pit:
        state.path_left = []
