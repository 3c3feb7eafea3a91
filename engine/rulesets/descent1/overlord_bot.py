"""The descent1 overlord bot: it plays to win (``DescentState.goal_action`` asks
:func:`overlord_action`; it returns only legal actions).

**The overlord** (rules digest §7.2, sharpened):

* *Cards.* Discards down to the hand limit the cards it values least (a power already in
  play, then events, traps, powers, spawns); discards more to afford a spawn card it holds;
  plays the dearest spawn card it can afford when a legal space exists, then a power card
  if a trap's worth of threat is left; Blood Frenzy on a monster that can strike this
  turn, Dark Mending on a badly hurt one.
* *Spawning.* Each monster goes to the legal space nearest (walking, as monsters walk) to a
  hero — just out of sight, where it will hurt next turn.
* *Traps and events.* Springs the trap that hurts most when it can kill or wound badly, or
  when threat is left over after keeping enough for its best spawn card; prefers heroes
  with few wounds (a kill costs the heroes conquest). Plays a dodge event when the hero's
  roll would kill the monster or wound it for 3 or more, and makes him roll again the dice
  whose new faces lower his expected wounds most (:func:`.combat.best_reroll`).
* *Activations.* Monsters that can attack this turn go first, ranged before melee,
  masters and named monsters last. Each one plans once: every footprint it can reach with
  its movement points, every attack from there, and it takes the one with the most
  expected wounds, a kill counting extra (focus fire on the weakest hero); with no attack
  in reach it shuts an open door on the heroes' only short way to what the objectives ask
  of them (the relic to take, the monster to kill) when it stands on the far side, and
  never opens that door again; within :data:`GUARD_STEPS` of what they need it keeps
  guard there (steps toward the heroes only as far as the post allows); else it closes in
  on the nearest hero (opening doors on the way).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from questwright.core.geometry import Cell
from questwright.engine.actions import Action
from questwright.engine.rng import Rng
from questwright.engine.rulesets.descent1.actions import (
    Activate,
    Discard,
    Done,
    MAttack,
    MClose,
    MJump,
    MOpen,
    MStep,
    OvEnd,
    OvPass,
    Place,
    Play,
    Skip,
    cell_text,
    footprint_text,
)
from questwright.engine.rulesets.descent1.areas import door_present
from questwright.engine.rulesets.descent1.bot_common import (
    GOAL,
    GUARD_STEPS,
    INF,
    Style,
    bfs,
    bot_cache,
    dice_pool,
    reroll_choice,
    stairs_bfs,
)
from questwright.engine.rulesets.descent1.combat import expected_wounds
from questwright.engine.rulesets.descent1.geometry import Footprint, chebyshev
from questwright.engine.rulesets.descent1.heroes import (
    hero_armor,
    workable_doors,
)
from questwright.engine.rulesets.descent1.monsters import (
    attack_type,
    jump_landings,
    monster_destinations,
    monster_reach,
    power_bonus,
)
from questwright.engine.rulesets.descent1.overlord import affordable, spawn_places
from questwright.engine.rulesets.descent1.strikes import strike_result

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState

# ====================================================================== the overlord
_VALUE = {"spawn": 4.0, "power": 3.0, "trap": 2.0, "event": 1.5}


def overlord_action(state: DescentState, rng: Rng, style: Style = GOAL) -> Action:
    """The overlord AI's choice (the module docstring lists its priorities; rules digest §7.2
    "Overlord control"); ``style``: its knobs (:class:`Style`)."""
    ov = state.ov
    if state.frames:
        kind = state.frames[-1][0]
        options = state.legal_actions()  # a window: a handful of options
        if kind == "trap":
            return _trap_choice(state, options, style)
        if kind == "event":
            return _event_choice(state, options)
        if kind == "reroll":
            return reroll_choice(state, options)
        return options[-1]
    if state.spawning:
        return _place_choice(state)
    if state.acting:
        return _monster_choice(state, state.monster(state.acting), style)
    limit = int(state.data.overlord.get("handLimit", 8))
    if len(state.hand) > limit:
        return Discard(ov, _least_valued(state, state.hand))
    if state.ov_stage == "cards":
        choice = _card_choice(state)
        if choice is not None:
            return choice
    first = _next_activation(state)
    if first is not None:
        return Activate(ov, first)
    return OvEnd(ov)


def _card_value(state: DescentState, cid: str) -> float:
    card = state.card(cid)
    if card.type == "power" and any(state.card(p).base == card.base for p in state.powers):
        return 0.0
    return _VALUE.get(card.type, 1.0) + card.cost / 100.0


def _least_valued(state: DescentState, cards: Iterable[str]) -> str:
    return min(sorted(set(cards)), key=lambda c: (_card_value(state, c), c))


def _card_choice(state: DescentState) -> Action | None:
    """A card to play or discard before the first activation (``None``: none)."""
    ov = state.ov
    cards = state.data.cards
    hand = sorted(set(state.hand))
    spawns = sorted(
        (c for c in hand if cards[c].type == "spawn"), key=lambda c: (-cards[c].cost, c)
    )
    if not state.spawned_now:
        for cid in spawns:
            if affordable(state, cid):
                first = cards[cid].spec.get("monsters", [{}])[0].get("monster", "beastman")
                if spawn_places(state, str(first)):
                    return Play(ov, cid, "-")
        # discard what it values least to afford its best spawn card
        if spawns:
            best = spawns[0]
            others = [c for c in state.hand if c != best and cards[c].type != "spawn"]
            gain = sum(cards[c].discard for c in others)
            if state.threat < cards[best].cost <= state.threat + gain and len(others) >= 3:
                return Discard(ov, _least_valued(state, others))
    reserve = min((cards[c].cost for c in hand if cards[c].type == "trap"), default=0)
    if not state.power_now:
        in_play = {cards[p].base for p in state.powers}
        for cid in hand:
            card = cards[cid]
            if (
                card.type == "power"
                and card.base not in in_play
                and state.threat - card.cost >= reserve
            ):
                return Play(ov, cid, "-")
    for cid in hand:
        card = cards[cid]
        if card.type != "event" or card.trigger != "overlord-turn" or not affordable(state, cid):
            continue
        effect = card.spec.get("effect")
        for m in sorted(state.monsters(), key=lambda m: _uid_num(m.uid)):
            if effect == "heal" and m.damage >= 3:
                return Play(ov, cid, m.uid)
            if (
                effect == "extra-attack"
                and not m.activated
                and not m.frenzy
                and _near_hero(state, m, 2)
            ):
                return Play(ov, cid, m.uid)
    return None


def _near_hero(state: DescentState, m: Any, within: int) -> bool:
    for h in state.heroes:
        if h.cell is not None and any(chebyshev(c, h.cell) <= within for c in m.cells):
            return True
    return False


def _trap_choice(state: DescentState, legal: list[Action], style: Style = GOAL) -> Action:
    hero = state.heroes[int(state.frames[-1][2])]
    best: tuple[float, Action] | None = None
    for action in legal:
        if not isinstance(action, Play):
            continue
        spec = state.card(action.card).spec
        wounds = int(spec.get("wounds", 0))
        if not spec.get("ignoreArmor"):
            wounds = max(0, wounds - hero_armor(state, hero))
        ev = wounds * (0.5 if spec.get("avoidOnBlank") else 1.0) + (1.0 if spec.get("stun") else 0)
        if best is None or ev > best[0]:
            best = (ev, action)
    if best is None:
        return OvPass(state.ov)
    ev, action = best
    assert isinstance(action, Play)
    cost = state.card(action.card).cost
    cards = state.data.cards
    spawn_cost = max((cards[c].cost for c in state.hand if cards[c].type == "spawn"), default=0)
    lethal = hero.health <= ev + 1
    spare = state.threat - cost >= spawn_cost
    if ev > 0 and (style.eager_traps or lethal or spare or hero.health <= hero.max_health // 2):
        return action
    return OvPass(state.ov)


def _event_choice(state: DescentState, legal: list[Action]) -> Action:
    strike = state.strike
    plays = [a for a in legal if isinstance(a, Play)]
    if strike is None or not plays or strike["victim"] not in state.enemies:
        return OvPass(state.ov)
    m = state.monster(strike["victim"])
    res = strike_result(state, strike)
    wounds = max(0, res.damage - max(0, state.stats(m).armor - res.pierce)) if res.hit else 0
    if wounds >= m.remaining or wounds >= 3:
        return plays[0]
    return OvPass(state.ov)


def _place_choice(state: DescentState) -> Action:
    places = spawn_places(state, state.spawning[0][0])
    if not places:
        return Skip(state.ov)
    dist = _hero_distance(state)
    best = min(places, key=lambda f: (min(dist.get(c, INF) for c in f), f))
    return Place(state.ov, footprint_text(best))


def _hero_distance(state: DescentState, fly: bool = False) -> dict[Cell, int]:
    """Walking distance to the nearest hero, as a monster walks (doors it may open
    count as open); ``fly``: as a flyer goes, over obstacles (rules digest §3.2 "Fly")."""
    cache = bot_cache(state)
    heroes = tuple(sorted(h.cell for h in state.heroes if h.cell is not None))
    key = ("herodist", state.key, heroes, fly)
    found = cache.get(key)
    if found is None:
        geo = state.data.geo.flight if fly else state.data.geo
        found = cache[key] = bfs(geo.steps(_monster_key(state)), heroes)
    return found  # type: ignore[no-any-return]


def _monster_key(state: DescentState) -> int:
    """The door key with every door a monster may open (on the board, no rune lock) open;
    kept while the doors and the revealed areas stay as they are (a board may hold
    thousands of doors, and the heroes' distance is asked at every monster's step)."""
    revealed = state.revealed_areas
    kept = state.__dict__.get("_monster_key")
    if (
        kept is not None
        and kept[0] == state.key
        and kept[1] is revealed
        and kept[2] == len(revealed)
    ):
        return kept[3]  # type: ignore[no-any-return]
    openable = state.key
    for door_id, i in state.data.door_index.items():
        if door_id not in state.data.door_locks and door_present(state, door_id):
            openable |= 1 << i
    state.__dict__["_monster_key"] = (state.key, revealed, len(revealed), openable)
    return openable


def _activation_order(state: DescentState) -> list[str]:
    """The monsters still to activate, the first to go first."""
    return [r[4] for r in sorted(_ranking(state), key=_rank_key)]


def _next_activation(state: DescentState) -> str | None:
    """The first of :func:`_activation_order` (``None``: none left), without ordering the
    rest (ties go to the first listed, as in the stable sort)."""
    ranked = _ranking(state)
    return min(ranked, key=_rank_key)[4] if ranked else None


def _rank_key(r: tuple[int, int, int, float, str]) -> tuple[Any, ...]:
    return (*r[:4], _uid_num(r[4]))


def _ranking(state: DescentState) -> list[tuple[int, int, int, float, str]]:
    """Per monster still to activate, in the board's order: whether it can reach a hero to
    attack, is a master or named one, fights in melee, its distance and uid."""
    ranked = []
    # the heroes' distances, walking and flying, looked up once per ranking, not once
    # per monster (hundreds on a board; nothing moves while they are ranked)
    dists: dict[bool, tuple[dict[Cell, int], dict[Footprint, float]]] = {}
    heroes = tuple(sorted(h.cell for h in state.heroes if h.cell is not None))
    # speed, flight and attack type per type and rank (and source, which only a named
    # monster's stats and attack read): the same power cards are in play for every
    # monster ranked (a board holds hundreds of a few types)
    kinds: dict[tuple[str, str, str], tuple[int, bool, str]] = {}
    for m in state.monsters():
        if m.activated:
            continue
        tkey = (m.mtype, m.rank, m.source if m.rank == "named" else "")
        found = kinds.get(tkey)
        if found is None:
            stats = state.stats(m)
            found = kinds[tkey] = (
                stats.speed,
                bool(stats.abilities.get("fly")),
                attack_type(state, m),
            )
        speed, fly, kind = found
        kept = dists.get(fly)
        if kept is None:
            dist = _hero_distance(state, fly)
            # per footprint, the distance of its nearest space, kept with the distances: most
            # monsters stand still from one ranking to the next, large ones on many spaces
            cache = bot_cache(state)
            ckey = ("nearest", state.key, heroes, fly)
            kept = cache.get(ckey)
            if kept is None or kept[0] is not dist:
                kept = cache[ckey] = (dist, {})
            dists[fly] = kept
        dist, nearest = kept
        near = nearest.get(m.cells)
        if near is None:
            near = nearest[m.cells] = min((dist.get(c, INF) for c in m.cells), default=INF)
        can = near <= speed + 1 or (kind != "melee" and near <= speed + 6)
        late = m.rank in ("master", "named")
        ranked.append((0 if can else 1, 1 if late else 0, 0 if kind != "melee" else 1, near, m.uid))
    return ranked


@functools.lru_cache(maxsize=4096)
def _uid_num(uid: str) -> int:
    digits = uid.lstrip("e")
    return int(digits) if digits.isdigit() else 0


def _monster_choice(state: DescentState, m: Any, style: Style = GOAL) -> Action:
    """The plan's next action (built from the same lists the legal actions come from)."""
    plan = _monster_plan(state, m, style)
    ov = state.ov
    attack_now = plan.get("attack_now")
    if attack_now is not None:
        return MAttack(ov, m.uid, cell_text(attack_now))
    goal = plan.get("goal")
    if goal is not None:
        return MStep(ov, m.uid, footprint_text(goal))
    jump = plan.get("jump")
    if jump is not None:
        return MJump(ov, m.uid, cell_text(jump))
    opener = plan.get("open")
    if opener is not None:
        return MOpen(ov, m.uid, opener)
    shut = plan.get("close")
    if shut is not None:
        return MClose(ov, m.uid, shut)
    return Done(ov, m.uid)


def _monster_plan(state: DescentState, m: Any, style: Style = GOAL) -> dict[str, Any]:
    """The monster's best move and attack now (see the module docstring)."""
    heroes = {h.cell: h for h in state.heroes if h.cell is not None}
    if not heroes:
        return {}
    stats = state.stats(m)
    kind = attack_type(state, m)
    reach = 2 if stats.abilities.get("reach") else 1
    start = m.cells
    can_move = m.half != "attack" and not m.in_pit and m.mp > 0
    can_attack = m.attacks > 0 and m.half != "move"
    fly = bool(stats.abilities.get("fly"))
    if can_move and not can_attack:
        dist = _hero_distance(state, fly)
        if min((dist.get(c, INF) for c in start), default=INF) <= 1:
            # beside a hero already: no end is nearer one (none covers a hero), so only
            # a door is left to try, and the walk need not be worked out
            return _door_plan(state, start, style)
    found = monster_reach(state, m) if can_move else {start: (0, 0, None)}
    # every end is ranked below by a key that tells any two apart: no need to sort them
    ends = [start, *(monster_destinations(state, m, found, ordered=False) if can_move else [])]
    figures: frozenset[Cell] | None = None  # the other figures' spaces, when a line is drawn
    pool = dice_pool(state, stats.dice)
    bonus = power_bonus(
        state,
    )["damage"]
    pierce = int(stats.abilities.get("pierce", 0) or 0)
    hero_cells = tuple(sorted(heroes))
    limit = reach if kind == "melee" else 99
    cache = bot_cache(state)
    best: tuple[float, int, Footprint, Cell] | None = None
    if can_attack:
        geo = state.data.geo
        # Whether a space has a hero in view and in range: the heroes stand still through
        # the overlord's turn, so every monster's plan asks the same spaces again.
        near_key = ("near", state.key, hero_cells, limit)
        near = cache.get(near_key)
        if near is None:
            near = cache[near_key] = {}
        key = state.key
        for f in ends:
            for c in f:
                seen = near.get(c)
                if seen is None:
                    seen = False
                    cx, cy = c
                    for hc in hero_cells:
                        if (
                            max(abs(cx - hc[0]), abs(cy - hc[1])) <= limit
                            and geo.range_to(key, c, hc) is not None
                        ):
                            seen = True
                            break
                    near[c] = seen
                if seen:
                    break
            else:
                continue
            if figures is None:
                figures = frozenset(state.figure_cells() - set(start))
            ckey = ("lines", state.key, f, figures, hero_cells, limit)
            lines = cache.get(ckey)
            if lines is None:
                lines = cache[ckey] = _lines_from(state, f, figures, hero_cells, limit)
            for hcell, d in lines:
                h = heroes[hcell]
                ev, _ = expected_wounds(
                    pool, d, kind == "melee", hero_armor(state, h), (), bonus, pierce, False
                )
                value = ev + (h.max_health - h.health) * 0.05
                if ev >= h.health:
                    value += 2.0 * h.conquest
                if stats.abilities.get("sweep"):
                    value += 0.5 * sum(
                        1 for o in heroes if o != hcell and any(chebyshev(c, o) == 1 for c in f)
                    )
                rank = (value, -found[f][0], f, hcell)
                if best is None or rank[:3] > best[:3]:
                    best = rank
    if best is not None and best[0] > 0.05:
        _, _, goal, target = best
        if goal == start:
            return {"attack_now": target}
        return {"goal": goal}
    if not can_move:
        return {}
    # nothing to hit: shut a door on the heroes' way to what they need, keep guard near
    # it, else close in on the nearest hero
    shut = _shut_plan(state, m, start) if style.doors else {}
    if shut:
        return shut
    post = _guard_ends(state, m, start, ends, style.guard) if style.guard > 0 else None
    if post is not None:
        ends = post
    dist = _hero_distance(state, fly)
    here = min((dist.get(c, INF) for c in start), default=INF)
    best_end = min(
        (
            dist.get(f[0], INF) if len(f) == 1 else min(dist.get(c, INF) for c in f),
            found[f][0],
            f,
        )
        for f in ends
    )[2]
    there = min((dist.get(c, INF) for c in best_end), default=INF)
    # a jump over a pit (rulebook "Pits", p.16) when it lands nearer a hero than any walk
    # that does not end in a pit (a fall is a wound and the end of the move)
    pits = state.data.pits
    walked = min(
        (dist.get(f[0], INF) for f in ends if len(f) == 1 and f[0] not in pits), default=INF
    )
    landing = min(((dist.get(c, INF), c) for c in jump_landings(state, m)), default=(INF, start[0]))
    if post is None and landing[0] < min(walked, here):
        return {"jump": landing[1]}
    if there < here:
        return {"goal": best_end}
    if post is not None:
        return {}  # on guard: it holds its post
    return _door_plan(state, start, style)


def _needed_cells(state: DescentState) -> tuple[Cell, ...]:
    """The spaces of what the open objectives ask the heroes for: the tokens they must
    take or reach and the monsters they must kill."""
    targets: set[str] = set()
    for obj in state.current_objectives():
        targets.update(obj.targets)
    cells = [
        c for m in state.monsters() if m.source in targets or m.uid in targets for c in m.cells
    ]
    for tid in targets:
        t = state.tokens.get(tid)
        if t is not None:
            cells.append(state.data.cell_of[t.zone])
    return tuple(sorted(set(cells)))


def _needed_distance(state: DescentState, key: int) -> dict[Cell, int]:
    """Walking distance to what the heroes need (:func:`_needed_cells`) with the doors of
    ``key`` open."""
    needed = _needed_cells(state)
    cache = bot_cache(state)
    ckey = ("needed", key, needed)
    found = cache.get(ckey)
    if found is None:
        found = cache[ckey] = stairs_bfs(state, key, needed) if needed else {}
    return found  # type: ignore[no-any-return]


def _shut_plan(state: DescentState, m: Any, start: Footprint) -> dict[str, Any]:
    """A one-space monster beside an open door it keeps shut (:func:`_keeps_shut`) shuts it:
    a door costs the heroes movement to open, and it blocks their sight."""
    if len(start) != 1 or m.mp < state.data.door_cost:
        return {}
    for door_id in workable_doors(state, start[0], hero=False):
        if state.door_is_open(door_id) and _keeps_shut(state, door_id, start):
            return {"close": door_id}
    return {}


def _keeps_shut(state: DescentState, door_id: str, start: Footprint) -> bool:
    """Whether door ``door_id`` stands on the heroes' only short way to what they need
    (shut, the nearest hero's walk there is longer, every other door they may open counted
    open) and the monster on ``start`` on the far side from them (shut, its own walk there
    is no longer): a door the overlord shuts, and does not open again."""
    heroes = [h.cell for h in state.heroes if h.cell is not None]
    if not heroes or not _needed_cells(state):
        return False
    data = state.data
    openable = state.key
    for other, i in data.door_index.items():
        lock = data.door_locks.get(other)
        if (lock is None or lock in state.runes) and door_present(state, other):
            openable |= 1 << i
    bit = 1 << data.door_index[door_id]
    ways = _needed_distance(state, openable | bit)
    shut = _needed_distance(state, openable & ~bit)
    if min(shut.get(c, INF) for c in heroes) <= min(ways.get(c, INF) for c in heroes):
        return False
    return min(shut.get(c, INF) for c in start) <= min(ways.get(c, INF) for c in start)


def _guard_ends(
    state: DescentState, m: Any, start: Footprint, ends: list[Footprint], steps: int = GUARD_STEPS
) -> list[Footprint] | None:
    """The ends that keep a guard within ``steps`` (:data:`GUARD_STEPS`) of what the heroes
    need, when ``m`` stands that near it (``None``: not a guard; what the heroes must kill
    is not its own guard)."""
    targets: set[str] = set()
    for obj in state.current_objectives():
        targets.update(obj.targets)
    if m.source in targets or m.uid in targets:
        return None
    near = _needed_distance(state, state.key)
    if not near or min((near.get(c, INF) for c in start), default=INF) > steps:
        return None
    return [f for f in ends if min((near.get(c, INF) for c in f), default=INF) <= steps]


def _door_plan(state: DescentState, start: Footprint, style: Style = GOAL) -> dict[str, Any]:
    """A one-space monster with nowhere nearer a hero to go opens a closed door it works
    (not one it keeps shut, :func:`_keeps_shut`, when its ``style`` shuts doors)."""
    if len(start) == 1:
        for door_id in workable_doors(state, start[0], hero=False):
            if not state.door_is_open(door_id) and not (
                style.doors and _keeps_shut(state, door_id, start)
            ):
                return {"open": door_id}
    return {}


def _lines_from(
    state: DescentState,
    f: Footprint,
    figures: frozenset[Cell],
    heroes: tuple[Cell, ...],
    limit: int,
) -> list[tuple[Cell, int]]:
    """Hero spaces a figure on footprint ``f`` sees (other figures on ``figures``) within
    ``limit``, with the range."""
    geo = state.data.geo
    blockers = figures | set(f)
    out = []
    for hcell in heroes:
        d = None
        for c in f:
            if chebyshev(c, hcell) > limit or geo.range_to(state.key, c, hcell) is None:
                continue
            dd = geo.sees(state.key, c, hcell, blockers, f)
            if dd is not None and (d is None or dd < d):
                d = dd
        if d is not None and d <= limit:
            out.append((hcell, d))
    return out
