"""The hero turn (rules digest §5.2–§5.4 and §3.2–§3.3; rulebook "Hero Player's Turn",
"Movement", p.9, "Movement Actions", p.16): the turn's start (orders, rest, stun), the declared
action, movement and its costs (fatigue, pits, slime, auras, grapple), the movement actions
(doors, chests, stairs, glyphs and town), potions and the shop, and what a hero finds where
he steps. :data:`HERO_HANDLERS` maps each hero action to the rule that carries it out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from questwright.core.geometry import Cell
from questwright.engine.actions import Action, EndTurn, Move, OpenDoor, hero_name
from questwright.engine.log import word
from questwright.engine.pieces import BoardToken
from questwright.engine.rulesets.descent1 import (
    areas,
    death,
    effects,
    overlord,
    strikes,
    windows,
)
from questwright.engine.rulesets.descent1.actions import (
    Act,
    AimedStrike,
    Buy,
    Climb,
    CloseDoor,
    Drink,
    FromTown,
    Jump,
    Loot,
    Order,
    Stairs,
    Strike,
    ToTown,
    cell_text,
    footprint_text,
    parse_cell,
)
from questwright.engine.rulesets.descent1.geometry import EIGHT, Footprint, chebyshev
from questwright.engine.rulesets.descent1.pieces import TOWN, DHero

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState

#: the orders a hero may place (rules digest §5.4)
ORDERS = ("aim", "dodge", "guard", "rest")
#: the actions a hero may declare at the start of his turn (rules digest §5.3)
ACTIONS = ("run", "battle", "advance", "ready")


def put_hero(state: DescentState, h: DHero, cell: Cell | None) -> None:
    """A hero stands on ``cell`` (``None``: in town, rules digest §5.6); his zone follows."""
    h.cell = cell
    h.zone = TOWN if cell is None else state.data.zone_of[cell]


def hero_armor(state: DescentState, h: DHero) -> int:
    """A hero's armor: his own plus his best armor item's (rules digest §5.3 "Equipping items")."""
    items = state.data.items
    return h.armor + max((items[a].armor for a in h.armors), default=0)


def hero_speed(state: DescentState, h: DHero) -> int:
    """A hero's speed, capped by heavy armor (rules digest §3.2 "Movement points")."""
    items = state.data.items
    caps = [items[a].speed_cap for a in h.armors if items[a].speed_cap]
    return min([h.speed, *caps])


def movement_budget(state: DescentState, h: DHero) -> int:
    """Movement points a hero may still spend: points left, then fatigue."""
    return h.mp + h.fatigue


def spend(state: DescentState, h: DHero, cost: int) -> None:
    """Movement points spent: first those of his action, then fatigue (rules digest §3.4
    "Spending fatigue": a point of fatigue buys a movement point)."""
    use = min(h.mp, cost)
    h.mp -= use
    h.fatigue -= cost - use


def hero_order(state: DescentState) -> list[int]:
    """The heroes' turn order: all of them, in an order they choose each round (rules digest
    §5.2; the ``Turns`` phase asks with ``begin``)."""
    return list(range(len(state.heroes)))


def start_hero_turn(state: DescentState, player: int) -> None:
    """The start of a hero's turn (rules digest §5.2, §5.4, §3.2 "Stun"): dodge and guard orders
    end, rest restores fatigue, a stun token is shed for a reduced turn (a move, an attack or
    an order)."""
    h = state.heroes[player]
    h.action = ""
    h.mp = 0
    h.attacks = 0
    h.can_order = False
    h.used = ""
    h.glyph_used = False
    h.shopped = False
    state.turn_over = False
    if h.order in ("dodge", "guard"):
        h.order = ""
    elif h.order == "rest":
        h.order = ""
        h.fatigue = h.max_fatigue
        state.say("{hero} rests: fatigue restored", hero=hero_name(player))
    if h.stun > 0:
        h.stun -= 1
        h.action = "stunned"
        h.mp = hero_speed(state, h)
        h.attacks = 1
        h.can_order = h.order == ""
        state.say("{hero} is stunned: a move, an attack or an order", hero=hero_name(player))


def hero_actions(state: DescentState, h: DHero) -> list[Action]:
    """The acting hero's legal actions (rules digest §5.3, §3.2–§3.4): his declaration first,
    then moves, jumps, climbs, stairs, doors, chests, glyphs, town and shop, potions, attacks
    and orders while he may."""
    p = h.index
    if not h.action:
        return [Act(p, k) for k in ACTIONS]
    out: list[Action] = []
    data = state.data
    budget = movement_budget(state, h)
    moving_ok = may_move(state, h)
    if h.cell is None:  # in town
        if moving_ok and not h.glyph_used and budget >= data.glyph_cost:
            out += [FromTown(p, cell_text(c)) for c in glyph_exits(state)]
        out += [Buy(p, item) for item in buy_options(state, h)]
        out.append(EndTurn(p))
        return out
    here = h.cell
    heroes = state.hero_cells()
    mons = state.monster_cells()
    if moving_ok:
        if h.in_pit:
            if budget >= data.pit_climb:
                out += [Climb(p, cell_text(c)) for c in climb_spaces(state, here)]
        else:
            out += [Move(p, cell_text(c)) for c in hero_destinations(state, h)]
            out += [Jump(p, cell_text(c)) for c in jump_spaces(state, here, budget)]
            if here in data.stairs and budget >= data.stair_cost:
                for to in data.stairs[here]:
                    if to not in heroes and to not in mons and to in data.geo.passable:
                        out.append(Stairs(p, cell_text(to)))
            if budget >= data.door_cost:
                for door_id in workable_doors(state, here, hero=True):
                    cls = CloseDoor if state.door_is_open(door_id) else OpenDoor
                    out.append(cls(p, door_id))
            if budget >= data.chest_cost:
                for t in areas.tokens_at(state, here):
                    if t.kind == "chest":
                        out.append(Loot(p, t.id))
            if (
                here in areas.active_glyph_cells(state)
                and not h.glyph_used
                and budget >= data.glyph_cost
            ):
                out.append(ToTown(p))
    if may_drink(state, h):
        if h.healing and h.health < h.max_health:
            out.append(Drink(p, "healing"))
        if h.vitality and h.fatigue < h.max_fatigue:
            out.append(Drink(p, "vitality"))
    if h.attacks > 0:
        out += strikes.strike_options(state, h)
    if h.can_order and h.order == "" and not (h.action == "stunned" and h.used):
        out += [Order(p, k) for k in ORDERS]
    out.append(EndTurn(p))
    return out


def may_move(state: DescentState, h: DHero) -> bool:
    """Whether the hero may still spend movement points this turn: not after a Battle
    without fatigue, not after a Ready or stunned turn's attack (a Ready hero may still
    pay fatigue), not after a stunned hero's order, never while grappled."""
    if h.action == "battle" and h.fatigue <= 0:
        return False
    if (
        h.action in ("ready", "stunned")
        and h.used == "attack"
        and not (h.fatigue > 0 and h.action == "ready")
    ):
        return False
    if h.action == "stunned" and h.used == "order":
        return False
    return movement_budget(state, h) > 0 and not (h.cell is not None and grappled(state, h))


def may_drink(state: DescentState, h: DHero) -> bool:
    """Whether the hero may drink a potion now: 1 movement point (rules digest §3.3), not after a
    stunned hero's move or attack, never while grappled (no movement points at all, rulebook
    "Grapple", p.22)."""
    return (
        movement_budget(state, h) >= 1
        and not (h.action == "stunned" and h.used)
        and not (h.cell is not None and grappled(state, h))
    )


def hero_reach(
    state: DescentState, h: DHero, limit: int | None = None
) -> dict[Footprint, tuple[int, int, Footprint | None]]:
    """Where a hero may walk with the movement points and fatigue left: never into a
    monster or a pit (jumps and falls are their own actions), through other heroes,
    the fewest slime and aura spaces on the way. With ``limit``, only what lies at
    most that many steps away (the same entries: a walk's first steps do not depend
    on how far it may go on)."""
    assert h.cell is not None
    budget = movement_budget(state, h)
    if limit is not None:
        budget = min(budget, limit)
    mons, avoid = _hero_walk(state, h)
    return state.data.geo.reach(
        state.key, (h.cell,), "single", budget, mons, avoid, state.data.pits
    )


def _hero_walk(state: DescentState, h: DHero) -> tuple[frozenset[Cell], frozenset[Cell]]:
    """What a hero's walk never enters (monsters) and avoids (slime, auras)."""
    data = state.data
    mons = frozenset(state.monster_cells())
    avoid = set(data.hazards)
    for m in state.monsters():
        if state.stats(m).abilities.get("aura"):
            for c in m.cells:
                avoid.update((c[0] + dx, c[1] + dy) for dx, dy in EIGHT)
    return mons, frozenset(avoid)


def hero_route(state: DescentState, h: DHero, goal: Cell) -> list[Footprint] | None:
    """The spaces of :meth:`hero_reach`'s walk to ``goal`` (``None``: out of reach)."""
    assert h.cell is not None
    mons, avoid = _hero_walk(state, h)
    return state.data.geo.route(
        state.key,
        (h.cell,),
        "single",
        movement_budget(state, h),
        (goal,),
        mons,
        avoid,
        state.data.pits,
    )


def hero_destinations(state: DescentState, h: DHero) -> list[Cell]:
    """The spaces a hero may end a move on (rules digest §3.2): in reach, and no other hero
    there."""
    heroes = state.hero_cells()
    return sorted(
        (f[0] for f in hero_reach(state, h) if f[0] not in heroes),
        key=lambda c: (c[1], c[0]),
    )


def grappled(state: DescentState, h: DHero, mons: dict[Cell, str] | None = None) -> bool:
    """Whether a monster with Grapple stands beside the hero: then he may spend no movement
    points (rules digest §3.2 "Grapple")."""
    if h.cell is None:
        return False
    for m in state.monsters():
        if state.stats(m).abilities.get("grapple") and any(
            chebyshev(c, h.cell) == 1 for c in m.cells
        ):
            return True
    return False


def glyph_exits(state: DescentState) -> list[Cell]:
    """Where a hero comes out of town: an activated glyph, or beside it when a figure
    stands on it (a convention: the rules do not say)."""
    taken = state.figure_cells()
    passable = state.data.geo.passable
    out: list[Cell] = []
    for g in areas.active_glyph_cells(state):
        if g not in taken:
            out.append(g)
            continue
        for dx, dy in EIGHT:
            c = (g[0] + dx, g[1] + dy)
            if c in passable and c not in taken and c not in out and c not in state.data.pits:
                out.append(c)
    return sorted(set(out), key=lambda c: (c[1], c[0]))


def buy_options(state: DescentState, h: DHero) -> list[str]:
    """What a hero in town may buy (rules digest §5.6, rulebook "The Town", p.18): potions within
    the potion limit and the shop's items he can pay for; the first purchase of a turn costs
    movement points."""
    data = state.data
    if not h.shopped and movement_budget(state, h) < data.shop_cost:
        return []
    out = []
    if h.healing + h.vitality < data.potion_limit:
        for potion, price in sorted(data.potion_prices.items()):
            if h.coins >= price:
                out.append(potion)
    for item_id in data.shop_items:
        item = data.items.get(item_id)
        if item and item.price <= h.coins and item_id not in h.weapons + h.armors:
            out.append(item_id)
    return out


def climb_spaces(state: DescentState, here: Cell) -> list[Cell]:
    """The free spaces beside a pit a figure may climb out to (rules digest §3.2 "Pits")."""
    taken = state.figure_cells()
    data = state.data
    return [
        n for n in data.geo.steps(state.key).get(here, ()) if n not in taken and n not in data.pits
    ]


def jump_spaces(state: DescentState, here: Cell, budget: int) -> list[Cell]:
    """Landing spaces beyond a straight run of pit spaces (3 MP per pit space)."""
    data = state.data
    if not data.pits:
        return []
    steps = data.geo.steps(state.key)
    taken = state.figure_cells()
    out = []
    for dx, dy in EIGHT:
        c, n = here, 0
        while True:
            nxt = (c[0] + dx, c[1] + dy)
            if nxt not in steps.get(c, ()):
                break
            c = nxt
            if c in data.pits:
                n += 1
                continue
            if n and n * data.pit_jump <= budget and c not in taken:
                out.append(c)
            break
    return out


def workable_doors(state: DescentState, cell: Cell, hero: bool) -> list[str]:
    """Doors a figure on ``cell`` may open or close now (rune doors: heroes holding the
    colour; monsters: normal doors that lead into no unrevealed area)."""
    data = state.data
    out = []
    for door_id in sorted(data.door_index):
        if cell not in data.geo.door_cells[door_id] or not areas.door_present(state, door_id):
            continue
        lock = data.door_locks.get(door_id)
        is_open = state.door_is_open(door_id)
        if lock is not None and (not hero or lock not in state.runes):
            continue
        if not hero and not is_open:
            a, b = data.geo.door_sides[door_id]
            if any(areas.unrevealed(state, c) for c in a | b):
                continue
        if is_open and not _can_close(state, door_id):
            continue
        out.append(door_id)
    return out


def _can_close(state: DescentState, door_id: str) -> bool:
    """No large monster straddles the door line."""
    a, b = state.data.geo.door_sides[door_id]
    for m in state.monsters():
        cells = set(m.cells)
        if cells & a and cells & b:
            return False
    return True


# ------------------------------------------------------------------ hero actions
def declare(state: DescentState, h: DHero, action: Act) -> None:
    """The hero's one action of the turn (rules digest §5.3, rulebook "Take an Action"):
    Run (twice his speed, no attack), Battle (two attacks), Advance (speed and one attack)
    or Ready (speed or one attack, and an order)."""
    if h.action or action.kind not in ACTIONS:
        raise ValueError(f"{action} is not a declaration now")
    h.action = action.kind
    speed = hero_speed(state, h)
    h.mp, h.attacks = {
        "run": (2 * speed, 0),
        "battle": (0, 2),
        "advance": (speed, 1),
        "ready": (speed, 1),
    }[action.kind]
    h.can_order = action.kind == "ready"
    state.say("{hero} declares {kind}", hero=hero_name(h.index), kind=word(action.kind))


def end_turn(state: DescentState, h: DHero, action: EndTurn) -> None:
    """The end of a hero's turn: an encounter marker in his space is met then (rules
    digest §1.4 "Encounters")."""
    if h.cell is not None:
        for t in areas.tokens_at(state, h.cell):
            if t.kind == "encounter":
                effects.encounter(state, h, t)
                break
    state.turn_over = True


def place_order(state: DescentState, h: DHero, action: Order) -> None:
    """An order (rules digest §5.4, rulebook "Hero Orders", p.14): aim, dodge, guard or
    rest; a stunned hero's order is his whole turn."""
    h.order = action.kind
    h.can_order = False
    if h.action == "stunned":
        h.used = "order"
        h.mp = 0
        h.attacks = 0
    state.say("{hero} places a {kind} order", hero=hero_name(h.index), kind=word(action.kind))


def attack(state: DescentState, h: DHero, action: Strike) -> None:
    """One of the hero's attacks of the turn (rules digest §3.5; :mod:`.strikes`)."""
    record_use(state, h, "attack")
    h.attacks -= 1
    strikes.begin_strike(state, h, action, guard=False)


def drink(state: DescentState, h: DHero, action: Drink) -> None:
    """A potion for 1 movement point (rules digest §3.3, §1.5): healing restores wounds,
    vitality all fatigue."""
    spend(state, h, 1)
    if action.potion == "healing":
        h.healing -= 1
        h.health = min(h.max_health, h.health + state.data.healing)
    else:
        h.vitality -= 1
        h.fatigue = h.max_fatigue
    state.say(
        "{hero} drinks a {potion} potion", hero=hero_name(h.index), potion=word(action.potion)
    )


def shop(state: DescentState, h: DHero, action: Buy) -> None:
    """Buying in town (rules digest §5.6, rulebook "The Town", p.18): see :func:`buy`."""
    buy(state, h, action.item)


def leave_town(state: DescentState, h: DHero, action: FromTown) -> None:
    """Out of town through an activated glyph (rules digest §1.4.1, §3.3)."""
    record_use(state, h, "move")
    spend(state, h, state.data.glyph_cost)
    h.glyph_used = True
    state.say("{hero} steps out of town at {to}", hero=hero_name(h.index), to=action.to)
    enter(state, h, parse_cell(action.to))


def go_to_town(state: DescentState, h: DHero, action: ToTown) -> None:
    """Into town from an activated glyph the hero stands on (rules digest §1.4.1, §3.3)."""
    record_use(state, h, "move")
    spend(state, h, state.data.glyph_cost)
    h.glyph_used = True
    h.order = "" if h.order == "aim" else h.order
    put_hero(state, h, None)
    state.say("{hero} travels to town", hero=hero_name(h.index))


def move(state: DescentState, h: DHero, action: Move) -> None:
    """A move to a space in reach (rules digest §3.2), walked one space at a time
    (:func:`.windows.walk`): windows, reveals and falls may stop it on the way."""
    assert h.cell is not None
    record_use(state, h, "move")
    route = hero_route(state, h, parse_cell(action.to))
    if route is None:
        raise ValueError(f"{action}: no way there")
    state.path_who = hero_name(h.index)
    state.path_left = [footprint_text(f) for f in route]
    windows.walk(state)


def jump(state: DescentState, h: DHero, action: Jump) -> None:
    """A jump over a straight run of pit spaces, 3 movement points each (rules digest
    §3.2 "Pits")."""
    assert h.cell is not None
    to = parse_cell(action.to)
    record_use(state, h, "move")
    spend(state, h, state.data.pit_jump * max(1, chebyshev(h.cell, to) - 1))
    enter(state, h, to)


def climb(state: DescentState, h: DHero, action: Climb) -> None:
    """Out of a pit for 2 movement points, onto an empty space beside it (rules digest
    §3.2 "Pits")."""
    assert h.cell is not None
    record_use(state, h, "move")
    spend(state, h, state.data.pit_climb)
    h.in_pit = False
    enter(state, h, parse_cell(action.to))


def take_stairs(state: DescentState, h: DHero, action: Stairs) -> None:
    """From one end of a staircase to the other (rules digest §1.4.2, §3.3)."""
    assert h.cell is not None
    record_use(state, h, "move")
    spend(state, h, state.data.stair_cost)
    enter(state, h, parse_cell(action.to))


def open_or_close(state: DescentState, h: DHero, action: OpenDoor | CloseDoor) -> None:
    """Opening or closing a door beside the hero, a movement action (rules digest §1.3,
    §3.3)."""
    assert h.cell is not None
    spend(state, h, state.data.door_cost)
    record_use(state, h, "move")
    areas.work_door(state, action.door, isinstance(action, OpenDoor), hero_name(h.index))


def loot(state: DescentState, h: DHero, action: Loot) -> None:
    """Opening the chest in the hero's space, a movement action (rules digest §1.5,
    §3.3; :func:`.effects.open_chest`)."""
    assert h.cell is not None
    spend(state, h, state.data.chest_cost)
    record_use(state, h, "move")
    effects.open_chest(state, h, action.chest)


#: a hero action's rule: ``(state, the acting hero, the action)``
HeroHandler = Callable[["DescentState", DHero, Any], None]
A = TypeVar("A", bound=Action)


def _on(
    kind: type[A], rule: Callable[[DescentState, DHero, A], None]
) -> tuple[type[Action], HeroHandler]:
    """A table entry; mypy checks that ``rule`` takes the actions of type ``kind``."""
    return kind, rule


#: each hero action and the rule that carries it out
HERO_HANDLERS: dict[type[Action], HeroHandler] = dict(
    [
        _on(Act, declare),
        _on(EndTurn, end_turn),
        _on(Order, place_order),
        _on(Strike, attack),
        _on(AimedStrike, attack),
        _on(Drink, drink),
        _on(Buy, shop),
        _on(FromTown, leave_town),
        _on(ToTown, go_to_town),
        _on(Move, move),
        _on(Jump, jump),
        _on(Climb, climb),
        _on(Stairs, take_stairs),
        _on(OpenDoor, open_or_close),
        _on(CloseDoor, open_or_close),
        _on(Loot, loot),
    ]
)


def hero_apply(state: DescentState, h: DHero, action: Action) -> None:
    """Carry out the acting hero's action (:data:`HERO_HANDLERS`)."""
    rule = HERO_HANDLERS.get(type(action))
    if rule is None:
        raise ValueError(f"descent1 has no hero action {action}")
    rule(state, h, action)


def record_use(state: DescentState, h: DHero, what: str) -> None:
    """Ready and stunned turns allow a move *or* an attack (and an order)."""
    if what == "move" and h.order == "aim":
        h.order = ""
    if h.action == "ready":
        if what == "attack" and h.used != "attack":
            h.used = "attack"
            h.mp = 0
        elif what == "move" and not h.used:
            h.used = "move"
            h.attacks = 0
    elif h.action == "stunned" and not h.used:
        h.used = what
        if what == "attack":
            h.mp = 0
        else:
            h.attacks = 0
        h.can_order = False


def enter(state: DescentState, h: DHero, cell: Cell) -> None:
    """A hero arrives in a space: pits and hazards, glyphs, tokens, auras, reveals,
    then the overlord's trap window."""
    data = state.data
    put_hero(state, h, cell)
    state.visits[h.zone] += 1
    state.fire("enter-zone", (state.zone_id(h.zone),), h)  # type: ignore[arg-type]
    if state._outcome is not None:
        return
    if cell in data.pits and not h.in_pit:
        h.in_pit = True
        state.say("{hero} falls into a pit", hero=hero_name(h.index))
        death.wound(state, h, data.pit_wounds, "a pit")
    elif cell in data.hazards:
        death.wound(state, h, 1, "slime")
    if h.cell is None or state._outcome is not None:
        windows.after_hero_event(state, h)
        return
    for t in areas.tokens_at(state, cell):
        if t.kind == "glyph" and not state.glyphs.get(t.id):
            areas.activate_glyph(state, t.id)
            state.say("{hero} activates glyph {token}", hero=hero_name(h.index), token=t.id)
            state.change_conquest(data.glyph_conquest)
        elif t.kind in ("money", "potion-healing", "potion-vitality", "relic", "rune-key"):
            pick_up(state, h, t)
        if state._outcome is not None:
            return
    aura_wounds(state, h)
    if h.cell is None:
        windows.after_hero_event(state, h)
        return
    areas.check_reveals(state)
    if state._outcome is None and overlord.playable_traps(state, "hero-enters"):
        state.frames.append(["trap", state.ov, h.index, "hero-enters", "", 0])


def aura_wounds(state: DescentState, h: DHero) -> None:
    """Aura (rules digest §3.2): a hero who ends a step beside a monster with Aura takes 1 wound
    from each."""
    if h.cell is None:
        return
    for m in state.monsters():
        if state.stats(m).abilities.get("aura") and any(chebyshev(c, h.cell) == 1 for c in m.cells):
            death.wound(state, h, 1, f"{m.uid}'s aura")
            if h.cell is None:
                return


def pick_up(state: DescentState, h: DHero, t: BoardToken) -> None:
    """A hero picks up the marker in his space (rules digest §1.5, §3.3, 0 movement points): a
    potion within the potion limit, money for every hero, a rune key, a relic; the quest's
    ``pickup`` triggers fire."""
    data = state.data
    kind = t.kind
    if kind in ("potion-healing", "potion-vitality"):
        if h.healing + h.vitality >= data.potion_limit:
            return
        if kind == "potion-healing":
            h.healing += 1
        else:
            h.vitality += 1
    elif kind == "money":
        for o in state.heroes:
            o.coins += data.money_coins
    elif kind == "rune-key":
        if t.value not in state.runes:
            state.runes.append(t.value)
    elif kind == "relic":
        h.items.append(f"relic:{t.id}")
    del state.tokens[t.id]
    state.picked[t.id] = h.index
    state.say(
        "{hero} picks up {token} ({kind})", hero=hero_name(h.index), token=t.id, kind=word(kind)
    )
    state.fire("pickup", (t.id, kind), h)  # type: ignore[arg-type]
    if state._outcome is None:
        # what was picked up is gained, as md's quest tokens are (and the quest-logic model
        # has every pick-up): ``item-gained`` with its kind and id
        state.fire("item-gained", (kind, t.id), h)  # type: ignore[arg-type]


def buy(state: DescentState, h: DHero, item: str) -> None:
    """A purchase in town (rules digest §5.6 "The Town"): the first of the turn costs the shop's
    movement points; potions or an item, paid in coins."""
    data = state.data
    if not h.shopped:
        spend(state, h, data.shop_cost)
        h.shopped = True
    if item in data.potion_prices:
        h.coins -= data.potion_prices[item]
        if item == "healing":
            h.healing += 1
        else:
            h.vitality += 1
    else:
        spec = data.items[item]
        h.coins -= spec.price
        (h.weapons if spec.kind == "weapon" else h.armors).append(item)
    state.say("{hero} buys {item}", hero=hero_name(h.index), item=word(item))
