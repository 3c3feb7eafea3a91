"""The descent1 goal-seeking heroes (``DescentState.goal_action`` asks :func:`hero_action`;
it returns only legal actions).

**The heroes**: declare Battle when a monster is in reach and there is no reason to move,
Advance when one can be reached this turn, Run otherwise; attack the monster they can hurt
most (a kill first, wounds on the quest's quarry counted double), aimed when they hold an aim order; after an aimed attack roll again
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
from typing import TYPE_CHECKING, Any

from questwright.core.geometry import Cell
from questwright.engine.actions import Action, EndTurn, Move, OpenDoor
from questwright.engine.rng import Rng
from questwright.engine.rulesets.descent1.actions import (
    Act,
    AimedStrike,
    Buy,
    Climb,
    Drink,
    FromTown,
    Jump,
    Keep,
    Loot,
    Order,
    Pass,
    Power,
    Stairs,
    Strike,
    ToTown,
    cell_text,
    parse_cell,
)
from questwright.engine.rulesets.descent1.areas import active_glyph_cells, tokens_at
from questwright.engine.rulesets.descent1.bot_common import (
    GOAL,
    INF,
    Style,
    bfs,
    bot_cache,
    dice_pool,
    reroll_choice,
    stairs_bfs,
)
from questwright.engine.rulesets.descent1.combat import expected_wounds
from questwright.engine.rulesets.descent1.geometry import chebyshev
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
    power_bonus,
)
from questwright.engine.rulesets.descent1.strikes import strike_options, strike_result

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState


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
        dice_pool(state, stats.dice),
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
            best = _best_strike(state, h, options, style)
            return best[1] if best is not None and best[0] >= 0.8 else Pass(player)
        if kind == "reroll":
            return reroll_choice(state, options)
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
        best = _best_strike(state, h, strike_options(state, h, aim=False), style)
        if best is not None and best[0] > 0.2:
            if h.order == "aim":
                a = best[1]
                assert isinstance(a, Strike)
                return AimedStrike(player, a.weapon, a.target)
            return best[1]
    moving = may_move(state, h)
    if (
        moving
        and h.cell in active_glyph_cells(state)
        and not h.glyph_used
        and movement_budget(state, h) >= state.data.glyph_cost
        and _outfitting(state, h, style)
    ):
        # better gear waits in town: a stronger blow for the rest of the quest
        return ToTown(player)
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


def _quarry(state: DescentState) -> frozenset[str]:
    """What the open kill objectives name (monster token ids or uids)."""
    return frozenset(
        t for obj in state.current_objectives() if obj.kind == "kill" for t in obj.targets
    )


def _strike_value(
    state: DescentState,
    h: Any,
    action: Strike,
    style: Style = GOAL,
    at: dict[Cell, str] | None = None,
) -> float:
    """What a strike is worth to the heroes; ``at``: :meth:`~DescentState.monster_cells`
    when the caller weighs many strikes (else the target's monster is looked for)."""
    data = state.data
    item = data.items.get(action.weapon)
    target = parse_cell(action.target)
    uid = state.monster_at(target) if at is None else at.get(target)
    if item is None or uid is None or h.cell is None:
        return 0.0
    m = state.monster(uid)
    need = chebyshev(h.cell, target)
    trait = h.traits[{"melee": 0, "ranged": 1, "magic": 2}.get(item.attack, 0)]
    dice = list(item.dice) + ["black"] * min(trait, data.power_cap)
    ev, _ = expected_wounds(
        dice_pool(state, dice),
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
    if style.focus != 1.0 and (m.source or m.uid) and {m.source, m.uid} & _quarry(state):
        # the quest's quarry: wounds on it bring the win nearer, while the minions the
        # overlord keeps spawning only cost the heroes time and conquest
        value = value * style.focus + 0.5
    return value


def _best_strike(
    state: DescentState, h: Any, legal: Iterable[Action], style: Style = GOAL
) -> tuple[float, Action] | None:
    best: tuple[float, Action] | None = None
    at: dict[Cell, str] | None = None  # the monsters' spaces, once strikes are weighed
    for action in legal:
        if isinstance(action, Strike):
            if at is None:
                at = state.monster_cells()
            value = _strike_value(state, h, action, style, at)
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
        best = max(_strike_value(state, h, a, style) for a in strikes)
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
    cache = bot_cache(state)
    cells = tuple(sorted(c for m in state.monsters() for c in m.cells))
    key = ("mondist", state.key, cells)
    found = cache.get(key)
    if found is None:
        found = cache[key] = bfs(state.data.geo.steps(state.key), cells)
    return found  # type: ignore[no-any-return]


def _upgrade(state: DescentState, h: Any) -> str | None:
    """The shop's item the hero buys when in town: a weapon or armour dearer than the best of
    its kind he has (150 coins at least), with 50 coins to spare for potions."""
    data = state.data
    best_weapon = data.best_price(h.weapons)
    best_armor = data.best_price(h.armors)
    for item_id in data.shop_items:
        item = data.items.get(item_id)
        if item is None or item_id in h.weapons + h.armors:
            continue
        better = item.price > (best_weapon if item.kind == "weapon" else best_armor)
        if better and item.price >= 150 and h.coins - item.price >= 50:
            return item_id
    return None


def _outfitting(state: DescentState, h: Any, style: Style) -> bool:
    """Whether the hero heads for town now: the coins buy better gear (:func:`_upgrade`) and
    no monster stands within 3 spaces of him."""
    return (
        style.outfit
        and h.cell is not None
        and _upgrade(state, h) is not None
        and not _monsters_near(state, h, 3)
    )


def _town_choice(state: DescentState, h: Any, style: Style = GOAL) -> Action:
    p = h.index
    data = state.data
    buys = buy_options(state, h)
    if buys:
        upgrade = _upgrade(state, h)
        if upgrade in buys:
            return Buy(p, upgrade)
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
    shop: list[Cell] = []
    if h.cell is not None and _outfitting(state, h, style):
        shop = [c for c in active_glyph_cells(state) if chebyshev(c, h.cell) <= 8]
    for group in (near_glyph, shop, cells, keys, near_loot, hidden, inactive, loot):
        if group:
            return group
    return cells


def _hidden_cells(state: DescentState) -> list[Cell]:
    cache = bot_cache(state)
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
    cache = bot_cache(state)
    key = ("goaldist", state.key, tuple(sorted(goals)), tuple(sorted(state.runes)))
    found = cache.get(key)
    if found is None:
        data = state.data
        openable = state.key
        for door_id, i in data.door_index.items():
            lock = data.door_locks.get(door_id)
            if lock is None or lock in state.runes:
                openable |= 1 << i
        found = cache[key] = stairs_bfs(state, openable, goals)
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
    cache = bot_cache(state)
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
            self.weapons.append(
                (reach if melee else INF, melee, dice_pool(state, dice), item, pierce)
            )
        #: a space farther (in sight range) than this from every monster strikes nothing
        self.longest = max((w[0] for w in self.weapons), default=0)
        #: the best blow per (monster, range): the same few ranges come back space after space
        self.values: dict[tuple[int, int], float] = {}

    def __call__(self, c: Cell) -> float:
        geo, key = self.geo, self.state.key
        # the whole view from the space: hundreds of monster spaces are asked of each
        # space weighed, one numpy pass answers them all (range_to reads the same view)
        view = geo.visible(key, c)
        best = 0.0
        for i, (cells, _, _, _) in enumerate(self.monsters):
            d = None
            for x in cells:
                seen = view.get(x)
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
