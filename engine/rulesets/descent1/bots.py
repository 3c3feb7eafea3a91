"""The descent1 bots: an overlord that plays to win, and goal-seeking heroes.

Both are deterministic policies over the state (``DescentState.goal_action`` calls
:func:`overlord_action` or :func:`hero_action`); they return only legal actions.

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

**The heroes**: declare Battle when a monster is in reach and there is no reason to move,
Advance when one can be reached this turn, Run otherwise; attack the monster they can hurt
most (a kill first), aimed when they hold an aim order; after an aimed attack roll again
the dice that raise the expected wounds most (the miss die first of all), and when
dodging make the monster roll again the dice that lower them most (exact expected
values over the dice faces, :func:`.combat.best_reroll`); drink a healing potion when
weak; spend fatigue on power dice when a die could turn a miss into a hit or a wound into
a kill; guard when a monster will come to them. Between fights they head for, in order: an inactive glyph (+3 conquest), the
objective (its monster or token), a rune key they need, nearby treasure, the nearest
unrevealed area — opening doors on the way. From town they buy potions and better gear and
come out at the glyph nearest their goal.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from questwright.core.geometry import Cell
from questwright.core.search import breadth_first
from questwright.engine.actions import Action, EndTurn, Move, OpenDoor
from questwright.engine.rng import Rng
from questwright.engine.rulesets.descent1.actions import (
    Act,
    Activate,
    AimedStrike,
    Buy,
    Climb,
    Discard,
    Done,
    Drink,
    FromTown,
    Jump,
    Keep,
    Loot,
    MAttack,
    MClose,
    MJump,
    MOpen,
    MStep,
    Order,
    OvEnd,
    OvPass,
    Pass,
    Place,
    Play,
    Power,
    Skip,
    Stairs,
    Strike,
    ToTown,
    cell_text,
    footprint_text,
    parse_cell,
)
from questwright.engine.rulesets.descent1.areas import active_glyph_cells, door_present, tokens_at
from questwright.engine.rulesets.descent1.combat import Pool, Tally, best_reroll, expected_wounds
from questwright.engine.rulesets.descent1.geometry import Footprint, chebyshev
from questwright.engine.rulesets.descent1.heroes import (
    buy_options,
    climb_spaces,
    glyph_exits,
    hero_armor,
    hero_reach,
    hero_speed,
    jump_spaces,
    may_drink,
    may_move,
    movement_budget,
    workable_doors,
)
from questwright.engine.rulesets.descent1.monsters import (
    attack_type,
    jump_landings,
    monster_destinations,
    monster_reach,
    mroll_extra,
    power_bonus,
)
from questwright.engine.rulesets.descent1.overlord import affordable, spawn_places
from questwright.engine.rulesets.descent1.strikes import strike_options, strike_result

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState

__all__ = ["GOAL", "Style", "hero_action", "overlord_action"]

INF = 1 << 20

#: a monster with nothing to hit within this many steps (as monsters walk) of what the
#: heroes need keeps within them: it guards it (issue #28; our stand-in, the rulebook
#: gives the overlord no policy)
GUARD_STEPS = 3


@dataclass(frozen=True)
class Style:
    """The knobs of the descent1 bots: :data:`GOAL` is the goal bot; the search bot's
    other ways to play (:mod:`.policies`) turn them.

    Heroes: ``glyphs`` (an inactive glyph within 10 spaces before the objective), ``loot``
    (treasure within 5 spaces before the objective), ``wait`` (a ranged hero declares
    Ready and guards where monsters are coming), ``drink`` (a healing potion at this share of the wounds or less),
    ``retreat`` (step back out of the monsters' reach at this share or less), ``faint``
    (declare no battle at this share or less). Overlord: ``doors`` (shut a door on the
    heroes' way, :func:`_shut_plan`), ``guard`` (keep within this many steps of what the
    heroes need; 0: never guard), ``eager_traps`` (spring any trap that wounds)."""

    glyphs: bool = True
    loot: bool = True
    wait: bool = True
    drink: float = 0.4
    retreat: float = 0.5
    faint: float = 0.3
    doors: bool = True
    guard: int = GUARD_STEPS
    eager_traps: bool = False


#: the goal bot's knobs
GOAL = Style()


# ====================================================================== shared helpers
def bfs(steps: dict[Cell, tuple[Cell, ...]], goals: Iterable[Cell]) -> dict[Cell, int]:
    """Steps from every space to the nearest goal space (absent: cut off)."""
    return breadth_first((g for g in goals if g in steps), steps.__getitem__)


def _pool(state: DescentState, dice: Iterable[str]) -> Pool:
    """The dice of these colours as a :class:`Pool` (one per colour list and game)."""
    names = tuple(dice)
    cache = _cached(state)
    found = cache.get(("pool", names))
    if found is None:
        found = cache[("pool", names)] = Pool(state.data.dice[c] for c in names)
    return found  # type: ignore[no-any-return]


def _cached(state: DescentState) -> dict[Any, Any]:
    shared = state.game.__dict__
    cache: dict[Any, Any] | None = shared.get("_descent_bot_cache")
    if cache is None:
        cache = shared["_descent_bot_cache"] = {}
    elif len(cache) > 50_000:
        cache.clear()
    return cache


def _pick(legal: list[Action], *wanted: Action | None) -> Action | None:
    for w in wanted:
        if w is not None and w in legal:
            return w
    return None


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
            return _reroll_choice(state, options)
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
    order = _activation_order(state)
    if order:
        return Activate(ov, order[0])
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
    cache = _cached(state)
    heroes = tuple(sorted(h.cell for h in state.heroes if h.cell is not None))
    key = ("herodist", state.key, heroes, fly)
    found = cache.get(key)
    if found is None:
        geo = state.data.geo.flight if fly else state.data.geo
        openable = state.key
        for door_id, i in state.data.door_index.items():
            if door_id not in state.data.door_locks and door_present(state, door_id):
                openable |= 1 << i
        found = cache[key] = bfs(geo.steps(openable), heroes)
    return found  # type: ignore[no-any-return]


def _activation_order(state: DescentState) -> list[str]:
    ranked = []
    for m in state.monsters():
        if m.activated:
            continue
        stats = state.stats(m)
        dist = _hero_distance(state, bool(stats.abilities.get("fly")))
        near = min((dist.get(c, INF) for c in m.cells), default=INF)
        reach = stats.speed + 1
        kind = attack_type(state, m)
        can = near <= reach or (kind != "melee" and near <= stats.speed + 6)
        late = m.rank in ("master", "named")
        ranked.append((0 if can else 1, 1 if late else 0, 0 if kind != "melee" else 1, near, m.uid))
    ranked.sort(key=lambda r: (*r[:4], _uid_num(r[4])))
    return [r[4] for r in ranked]


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
    figures = frozenset(state.figure_cells() - set(start))
    pool = _pool(state, stats.dice)
    bonus = power_bonus(
        state,
    )["damage"]
    pierce = int(stats.abilities.get("pierce", 0) or 0)
    hero_cells = tuple(sorted(heroes))
    limit = reach if kind == "melee" else 99
    cache = _cached(state)
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
    cache = _cached(state)
    ckey = ("needed", key, needed)
    found = cache.get(ckey)
    if found is None:
        found = cache[ckey] = bfs(_with_stairs(state, key), needed) if needed else {}
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


# ====================================================================== the heroes
def _strike_roll_value(state: DescentState) -> Any:
    """What a tally of the hero's attack dice is worth to him: the wounds it deals the target
    (no more than it has left), a kill counting 2 more."""
    strike = state.strike
    assert strike is not None
    uid = strike["victim"]
    if uid not in state.enemies:
        return lambda t: 0.0
    m = state.monster(uid)
    armor, left = state.stats(m).armor, m.remaining

    def value(t: Tally) -> float:
        res = strike_result(state, strike, t)
        if not res.hit:
            return 0.0
        wounds = max(0, res.damage - max(0, armor - res.pierce))
        return min(wounds, left) + (2.0 if wounds >= left else 0.0)

    return value


def _monster_roll_value(state: DescentState, h: Any) -> Any:
    """What a tally of the monster's attack dice costs the dodging hero ``h``: the wounds it
    deals him (no more than he has left), a death counting 3 more."""
    mroll = state.mroll
    assert mroll is not None
    m = state.enemies.get(mroll["monster"])
    if m is None:
        return lambda t: 0.0
    stats = state.stats(m)  # type: ignore[arg-type]
    pierce = int(stats.abilities.get("pierce", 0) or 0)
    bonus = power_bonus(state)["damage"]
    armor, left = hero_armor(state, h), h.health

    def value(t: Tally) -> float:
        extra = mroll_extra(state, t)
        if extra is None:
            return 0.0
        wounds = max(0, t.damage + extra + bonus - max(0, armor - pierce))
        return min(wounds, left) + (3.0 if wounds >= left else 0.0)

    return value


def _reroll_choice(state: DescentState, legal: list[Action]) -> Action:
    """The dice to roll again in a re-roll window (:func:`.combat.best_reroll`): an aiming
    hero raises his expected wounds, the overlord's dodge card and a dodging hero lower
    the attacker's."""
    frame = state.frames[-1]
    kind, least = frame[2], int(frame[3])
    if kind == "dodge":
        roll = state.mroll
        value = _monster_roll_value(state, state.heroes[int(frame[1])])
    else:
        roll = state.strike
        value = _strike_roll_value(state)
    assert roll is not None
    chosen = best_reroll(
        state.data.dice,
        list(zip(roll["dice"], roll["faces"], strict=True)),
        value,
        least=least,
        maximise=kind == "aim",
    )
    text = ",".join(str(i + 1) for i in chosen)
    for a in legal:
        if getattr(a, "dice", None) == text:
            return a
    return legal[-1]  # keep (a choice of no dice)


def _surge_choice(state: DescentState, h: Any, legal: list[Action]) -> Action:
    """What the hit's surges buy (rulebook "Surges", p.10), by expected value: the wounds
    the target takes (no more than it has left, a kill counting 2 more); if it lives, a
    Stun is worth the wounds its next attack on this hero would deal (half for a master,
    which keeps half an activation; nothing for a named monster, which is immune) and a
    Knockback half of them for a one-space melee monster (it walks back before it strikes;
    a large one is not knocked back)."""
    strike = state.strike
    assert strike is not None
    uid = strike["victim"]
    if uid not in state.enemies or h.cell is None:
        return legal[0]
    m = state.monster(uid)
    stats = state.stats(m)
    armor, left = stats.armor, m.remaining
    threat, _ = expected_wounds(
        _pool(state, stats.dice),
        1,
        True,
        hero_armor(state, h),
        (),
        power_bonus(state)["damage"],
        int(stats.abilities.get("pierce", 0) or 0),
        False,
    )
    stun_worth = {"normal": threat, "master": threat / 2}.get(m.rank, 0.0)
    melee = attack_type(state, m) == "melee" and len(m.cells) == 1
    knock_worth = threat / 2 if melee else 0.0
    best: tuple[float, Action] | None = None
    for action in legal:
        spend = getattr(action, "spend", "-")
        res = strike_result(state, strike, spend=[] if spend == "-" else spend.split(","))
        wounds = max(0, res.damage - max(0, armor - res.pierce)) if res.hit else 0
        value = float(min(wounds, left))
        if wounds >= left:
            value += 2.0
        else:
            value += (stun_worth if res.stun else 0.0) + (knock_worth if res.knockback else 0.0)
        if best is None or value > best[0] + 1e-9:
            best = (value, action)
    assert best is not None
    return best[1]


def hero_action(state: DescentState, player: int, rng: Rng, style: Style = GOAL) -> Action:
    """The goal-seeking hero's choice for hero ``player`` (the module docstring lists its
    priorities); ``style``: its knobs (:class:`Style`)."""
    h = state.heroes[player]
    if state.frames:
        kind = state.frames[-1][0]
        options = state.legal_actions()  # a window: a handful of options
        if kind == "power":
            return _power_choice(state, h)
        if kind == "guard":
            best = _best_strike(state, h, options)
            return best[1] if best is not None and best[0] >= 0.8 else Pass(player)
        if kind == "reroll":
            return _reroll_choice(state, options)
        if kind == "surge":
            return _surge_choice(state, h, options)
        return options[-1]
    if not h.action:
        return _declare(state, h, style)
    if h.cell is None:
        return _town_choice(state, h, style)
    drinking = may_drink(state, h)
    if drinking and h.healing and h.health <= h.max_health * style.drink + 1e-9:
        return Drink(player, "healing")
    if drinking and h.vitality and h.fatigue * 2 < h.max_fatigue and h.health * 2 > h.max_health:
        return Drink(player, "vitality")
    if h.attacks > 0:
        # an aim order is spent on the best attack (the plain and the aimed option weigh
        # the same, so the plain ones are weighed and the aimed twin taken)
        best = _best_strike(state, h, strike_options(state, h, aim=False))
        if best is not None and best[0] > 0.2:
            if h.order == "aim":
                a = best[1]
                assert isinstance(a, Strike)
                return AimedStrike(player, a.weapon, a.target)
            return best[1]
    moving = may_move(state, h)
    if moving and not h.in_pit and movement_budget(state, h) >= state.data.chest_cost:
        for t in tokens_at(state, h.cell):
            if t.kind == "chest":
                return Loot(player, t.id)
    can_order = h.can_order and h.order == "" and not (h.action == "stunned" and h.used)
    if h.action == "ready" and can_order and (h.used or h.mp == 0 or _monsters_near(state, h, 4)):
        return Order(player, "guard" if _monsters_near(state, h, 8) else "rest")
    if moving and h.in_pit:
        if movement_budget(state, h) >= state.data.pit_climb:
            spaces = climb_spaces(state, h.cell)
            if spaces:
                dist = _goal_distance(state, _goal_cells(state, h, style))
                out = min(spaces, key=lambda c: (dist.get(c, INF), c[1], c[0]))
                return Climb(player, cell_text(out))
        return EndTurn(player)
    if moving:
        move = _move_choice(state, h, style)
        if move is not None:
            return move
    if h.action == "ready" and can_order:
        return Order(player, "guard")
    return EndTurn(player)


def _monsters_near(state: DescentState, h: Any, within: int) -> bool:
    if h.cell is None:
        return False
    return any(chebyshev(c, h.cell) <= within for m in state.monsters() for c in m.cells)


def _strike_value(state: DescentState, h: Any, action: Strike) -> float:
    data = state.data
    item = data.items.get(action.weapon)
    target = parse_cell(action.target)
    uid = state.monster_cells().get(target)
    if item is None or uid is None or h.cell is None:
        return 0.0
    m = state.monster(uid)
    need = chebyshev(h.cell, target)
    trait = h.traits[{"melee": 0, "ranged": 1, "magic": 2}.get(item.attack, 0)]
    dice = list(item.dice) + ["black"] * min(trait, data.power_cap)
    ev, _ = expected_wounds(
        _pool(state, dice),
        need,
        item.attack == "melee",
        state.stats(m).armor,
        item.surges,
        0,
        int(item.abilities.get("pierce", 0) or 0),
        True,
    )
    value = min(ev, m.remaining)
    if ev >= m.remaining:
        value += 2.0 + (4.0 if m.rank == "named" else 1.0 if m.rank == "master" else 0.0)
    if m.rank == "named":
        value += 1.0
    return value


def _best_strike(
    state: DescentState, h: Any, legal: Iterable[Action]
) -> tuple[float, Action] | None:
    best: tuple[float, Action] | None = None
    for action in legal:
        if isinstance(action, Strike):
            value = _strike_value(state, h, action)
            if best is None or value > best[0]:
                best = (value, action)
    return best


def _power_choice(state: DescentState, h: Any) -> Action:
    strike = state.strike
    if strike is None or h.fatigue <= 1:
        return Keep(h.index)
    res = strike_result(state, strike)
    uid = strike["victim"]
    if uid not in state.enemies:
        return Keep(h.index)
    m = state.monster(uid)
    wounds = max(0, res.damage - max(0, state.stats(m).armor - res.pierce)) if res.hit else 0
    if not res.hit or (wounds < m.remaining <= wounds + 2):
        return Power(h.index)
    return Keep(h.index)


def _declare(state: DescentState, h: Any, style: Style = GOAL) -> Action:
    p = h.index
    if h.cell is None:
        return Act(p, "run")
    strikes = [a for a in strike_options(state, h) if isinstance(a, Strike)]
    weak = h.health <= h.max_health * style.faint + 1e-9
    if strikes:
        best = max(_strike_value(state, h, a) for a in strikes)
        if best > 0.5 and not weak:
            return Act(p, "battle" if len({a.target for a in strikes}) >= 1 else "advance")
        return Act(p, "advance")
    dist = _hero_distance_to_monsters(state)
    near = dist.get(h.cell, INF)
    speed = hero_speed(state, h)
    if near <= speed + 1:
        return Act(p, "advance")
    if near <= speed + 3 and style.wait and _guardable(state, h):
        return Act(p, "ready")
    return Act(p, "run")


def _guardable(state: DescentState, h: Any) -> bool:
    """A ranged or magic hero who waits for monsters coming his way."""
    items = state.data.items
    return any(items[w].attack in ("ranged", "magic") for w in h.weapons if w in items)


def _hero_distance_to_monsters(state: DescentState) -> dict[Cell, int]:
    cache = _cached(state)
    cells = tuple(sorted(c for m in state.monsters() for c in m.cells))
    key = ("mondist", state.key, cells)
    found = cache.get(key)
    if found is None:
        found = cache[key] = bfs(state.data.geo.steps(state.key), cells)
    return found  # type: ignore[no-any-return]


def _town_choice(state: DescentState, h: Any, style: Style = GOAL) -> Action:
    p = h.index
    data = state.data
    buys = buy_options(state, h)
    if buys:
        best_weapon = max((data.items[w].price for w in h.weapons if w in data.items), default=0)
        best_armor = max((data.items[a].price for a in h.armors if a in data.items), default=0)
        for item_id in buys:
            item = data.items.get(item_id)
            if item is None:
                continue
            better = item.price > (best_weapon if item.kind == "weapon" else best_armor)
            if better and item.price >= 150 and h.coins - item.price >= 50:
                return Buy(p, item_id)
        if h.healing < 2 and "healing" in buys:
            return Buy(p, "healing")
    if may_move(state, h) and not h.glyph_used and movement_budget(state, h) >= data.glyph_cost:
        exits = glyph_exits(
            state,
        )
        if exits:
            dist = _goal_distance(state, _goal_cells(state, h, style))
            best = min(exits, key=lambda c: (dist.get(c, INF), c[1], c[0]))
            return FromTown(p, cell_text(best))
    return EndTurn(p)


def _goal_cells(state: DescentState, h: Any, style: Style = GOAL) -> list[Cell]:
    """Where the hero heads now (see the module docstring; ``style.glyphs`` and
    ``style.loot``: the glyph and treasure taken on the way)."""
    data = state.data
    cells: list[Cell] = []
    tokens = state.tokens
    # objectives: monsters and tokens the open objectives name
    targets: set[str] = set()
    for obj in state.current_objectives():
        targets.update(obj.targets)
    for m in state.monsters():
        if m.source in targets or m.uid in targets:
            for c in m.cells:
                cells.append(c)
    for tid in targets:
        t = tokens.get(tid)
        if t is not None:
            cells.append(data.cell_of[t.zone])
    inactive = [
        data.cell_of[tokens[t].zone] for t, on in state.glyphs.items() if not on and t in tokens
    ]
    needed = {lock for lock in data.door_locks.values() if lock not in state.runes}
    keys = [
        data.cell_of[t.zone] for t in tokens.values() if t.kind == "rune-key" and t.value in needed
    ]
    loot = [
        data.cell_of[t.zone]
        for t in tokens.values()
        if t.kind in ("chest", "money", "potion-healing", "potion-vitality", "relic")
    ]
    hidden = _hidden_cells(state)
    if h.cell is not None:
        here = h.cell
        near_loot = [c for c in loot if chebyshev(c, here) <= 5] if style.loot else []
        near_glyph = [c for c in inactive if chebyshev(c, here) <= 10] if style.glyphs else []
    else:
        near_loot, near_glyph = [], inactive
    for group in (near_glyph, cells, keys, near_loot, hidden, inactive, loot):
        if group:
            return group
    return cells


def _hidden_cells(state: DescentState) -> list[Cell]:
    cache = _cached(state)
    key = ("hidden", tuple(state.revealed_areas))
    found = cache.get(key)
    if found is None:
        data = state.data
        revealed = set(state.revealed_areas)
        found = cache[key] = sorted(
            c for c, a in data.area_of.items() if a not in revealed and c in data.geo.passable
        )
    return found  # type: ignore[no-any-return]


def _goal_distance(state: DescentState, goals: list[Cell]) -> dict[Cell, int]:
    """Walking distance to the goals, counting doors the heroes may open as open."""
    cache = _cached(state)
    key = ("goaldist", state.key, tuple(sorted(goals)), tuple(sorted(state.runes)))
    found = cache.get(key)
    if found is None:
        data = state.data
        openable = state.key
        for door_id, i in data.door_index.items():
            lock = data.door_locks.get(door_id)
            if lock is None or lock in state.runes:
                openable |= 1 << i
        found = cache[key] = bfs(_with_stairs(state, openable), goals)
    return found  # type: ignore[no-any-return]


def _with_stairs(state: DescentState, key: int) -> dict[Cell, tuple[Cell, ...]]:
    cache = _cached(state)
    found = cache.get(("stairsteps", key))
    if found is None:
        steps = dict(state.data.geo.steps(key))
        for c, partners in state.data.stairs.items():
            if c in steps:
                steps[c] = steps[c] + tuple(p for p in partners if p in steps)
        found = cache[("stairsteps", key)] = steps
    return found  # type: ignore[no-any-return]


class _Danger:
    """Roughly the wounds the monsters that could reach a space next turn might deal there
    (monsters within their speed and reach of it, ignoring walls), per space asked.

    One per placing of the monsters and the power cards in play (:func:`_danger`): the
    heroes' moves do not change it, so every hero's decisions of a turn share it."""

    def __init__(self, threats: list[tuple[tuple[Cell, ...], int, float]]) -> None:
        self.threats = threats
        self.known: dict[Cell, float] = {}

    def __call__(self, c: Cell) -> float:
        found = self.known.get(c)
        if found is None:
            total = 0.0
            cx, cy = c
            for cells, span, weight in self.threats:
                for x in cells:
                    if max(abs(x[0] - cx), abs(x[1] - cy)) <= span:
                        total += weight
                        break
            found = self.known[c] = total
        return found


def _danger(state: DescentState) -> _Danger:
    """The :class:`_Danger` of the monsters as they stand now. The cache is the game's,
    shared by all the games played with it: the key names each monster's type, rank and
    source, since an id and spaces alone may stand for another monster in another game."""
    cache = _cached(state)
    monsters = state.monsters()
    key = (
        "threats",
        tuple((m.uid, m.mtype, m.rank, m.source, m.cells) for m in monsters),
        tuple(state.powers),
    )
    found = cache.get(key)
    if found is None:
        threats = []
        for m in monsters:
            stats = state.stats(m)
            span = stats.speed + (1 if attack_type(state, m) == "melee" else 5)
            threats.append((m.cells, span, 2.0 + len(stats.dice) * 0.5))
        found = cache[key] = _Danger(threats)
    return found  # type: ignore[no-any-return]


class _StrikeFrom:
    """The best attack value of a hero if it stood on a space (one weapon, one monster).

    Prepared once per decision: the figures, the monsters' numbers and the hero's weapons
    do not change while the hero weighs where to step, so only sight and range are asked
    per space. The hero's own space never blocks (a line's two ends never do)."""

    def __init__(self, state: DescentState, h: Any) -> None:
        data = state.data
        self.state = state
        self.geo = data.geo
        self.figures = state.figure_cells() - {h.cell}
        self.monsters = [
            (m.cells, state.stats(m).armor, m.remaining, 1.0 if m.rank == "named" else 0.0)
            for m in state.monsters()
        ]
        self.weapons: list[tuple[int, bool, tuple[Any, ...], Any, int]] = []
        for wid in h.weapons or ["fists"]:
            item = data.items.get(wid)
            if item is None:
                continue
            melee = item.attack == "melee"
            trait = h.traits[{"melee": 0, "ranged": 1, "magic": 2}.get(item.attack, 0)]
            dice = list(item.dice) + ["black"] * min(trait, data.power_cap)
            pierce = int(item.abilities.get("pierce", 0) or 0)
            reach = 2 if item.abilities.get("reach") else 1
            self.weapons.append((reach if melee else INF, melee, _pool(state, dice), item, pierce))
        #: a space farther (in sight range) than this from every monster strikes nothing
        self.longest = max((w[0] for w in self.weapons), default=0)
        #: the best blow per (monster, range): the same few ranges come back space after space
        self.values: dict[tuple[int, int], float] = {}

    def __call__(self, c: Cell) -> float:
        geo, key = self.geo, self.state.key
        best = 0.0
        for i, (cells, _, _, _) in enumerate(self.monsters):
            d = None
            for x in cells:
                seen = geo.range_to(key, c, x)
                if seen is None or seen > self.longest or (d is not None and seen >= d):
                    continue  # figures only ever add to a range, never shorten it
                dd = geo.sees(key, c, x, self.figures, (c,))
                if dd is not None and (d is None or dd < d):
                    d = dd
            if d is None:
                continue
            value = self.values.get((i, d))
            if value is None:
                value = self.values[(i, d)] = self._value(i, d)
            best = max(best, value)
        return best

    def _value(self, i: int, d: int) -> float:
        """The best blow at monster ``i`` from range ``d`` (0: none reaches)."""
        _, armor, remaining, named = self.monsters[i]
        best = 0.0
        for reach, melee, pool, item, pierce in self.weapons:
            if melee and d > reach:
                continue
            ev, _ = expected_wounds(pool, d, melee, armor, item.surges, 0, pierce, True)
            value = min(ev, remaining) + (2.0 if ev >= remaining else 0.0) + named
            best = max(best, value)
        return best


def _move_choice(state: DescentState, h: Any, style: Style = GOAL) -> Action | None:
    p = h.index
    here = h.cell
    if here is None:
        return None
    striking = h.attacks > 0 and state.monsters() and h.action in ("advance", "ready", "stunned")
    spare = h.mp + (1 if striking and h.fatigue > 2 else 0)
    # every space weighed below costs at most ``spare``: the walk needs no farther
    dests: list[tuple[Cell, int]] = []
    if spare > 0:
        found = hero_reach(state, h, spare)
        taken = state.hero_cells()
        dests = [(f[0], found[f][0]) for f in found if f[0] != here and f[0] not in taken]
    danger = _danger(state)
    # an attack left and a monster in reach this turn: go where the blow is best
    if striking:
        best: tuple[float, int, Cell] | None = None
        strike_from = _StrikeFrom(state, h)
        for c, cost in dests:
            if cost > spare:
                continue
            value = strike_from(c)
            if value <= 0.3:
                continue
            rank = (value - 0.15 * danger(c), -cost, c)
            if best is None or rank[:2] > best[:2]:
                best = rank
        if best is not None:
            return Move(p, cell_text(best[2]))
    if h.mp <= 0:
        return None
    # fought this turn, or weak, with monsters about: step back to where it is safest
    weak = h.health <= h.max_health * style.retreat + 1e-9
    if (h.attacks == 0 and h.action in ("advance", "ready")) or weak:
        here_danger = danger(here)
        if here_danger > 0:
            safest = min(
                ((c, cost) for c, cost in dests if cost <= h.mp),
                key=lambda cc: (danger(cc[0]), cc[1], cc[0]),
                default=None,
            )
            if safest is not None and danger(safest[0]) < here_danger:
                return Move(p, cell_text(safest[0]))
            if (
                weak
                and here
                in active_glyph_cells(
                    state,
                )
                and not h.glyph_used
                and movement_budget(state, h) >= state.data.glyph_cost
            ):
                return ToTown(p)
            if weak or h.attacks == 0:
                return None
    goals = _goal_cells(state, h, style)
    if not goals:
        return None
    dist = _goal_distance(state, goals)
    now = dist.get(here, INF)
    if now == 0 or now >= INF:
        return None
    best_move: tuple[float, int, Cell] | None = None
    pits = state.data.pits
    for c, cost in dests:
        if cost > h.mp:
            continue
        d = dist.get(c, INF)
        if d >= now:
            continue
        rank = (d + 0.3 * danger(c) + (3 if c in pits else 0), cost, c)
        if best_move is None or rank < best_move:
            best_move = rank
    if best_move is not None:
        return Move(p, cell_text(best_move[2]))
    data = state.data
    budget = movement_budget(state, h)
    if here in data.stairs and budget >= data.stair_cost:
        occupied = state.figure_cells()
        for to in data.stairs[here]:
            if to not in occupied and dist.get(to, INF) < now:
                return Stairs(p, cell_text(to))
    jumps = [c for c in jump_spaces(state, here, min(budget, h.mp)) if dist.get(c, INF) < now]
    if jumps:
        return Jump(p, cell_text(min(jumps, key=lambda c: (dist[c], c))))
    if budget >= data.door_cost:
        for door_id in workable_doors(state, here, hero=True):
            if not state.door_is_open(door_id):
                return OpenDoor(p, door_id)
    return None


def _attack_spaces(state: DescentState, h: Any) -> list[Cell]:
    """Spaces from which the hero could attack some monster (adjacent ones for a melee
    hero; a ranged hero wants any space with a clear line)."""
    data = state.data
    melee = all(data.items[w].attack == "melee" for w in h.weapons if w in data.items)
    out: set[Cell] = set()
    passable = data.geo.passable
    for m in state.monsters():
        for c in m.cells:
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    n = (c[0] + dx, c[1] + dy)
                    if (dx or dy) and n in passable:
                        out.add(n)
            if not melee:
                out.update(
                    x for x, d in data.geo.visible(state.key, c).items() if d <= 4 and x in passable
                )
    taken = state.figure_cells() - ({h.cell} if h.cell else set())
    return sorted(c for c in out if c not in taken)
