"""The descent1 bots' shared parts: the knobs (:class:`Style`, the goal bot's :data:`GOAL`),
walking distances and the expected values of a roll that both sides' bots weigh.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from questwright.core.geometry import Cell
from questwright.core.search import breadth_first
from questwright.engine.actions import Action
from questwright.engine.rulesets.descent1.combat import Pool, Tally, best_reroll
from questwright.engine.rulesets.descent1.heroes import (
    hero_armor,
)
from questwright.engine.rulesets.descent1.monsters import (
    mroll_extra,
    power_bonus,
)
from questwright.engine.rulesets.descent1.strikes import strike_result

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState


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
    (declare no battle at this share or less), ``focus`` (the weight of wounds on the
    monster a kill objective names, against the minions around it), ``outfit`` (walk to an
    activated glyph and go to town when the coins buy better gear). Overlord: ``doors`` (shut a door on the
    heroes' way, :func:`_shut_plan`), ``guard`` (keep within this many steps of what the
    heroes need; 0: never guard), ``eager_traps`` (spring any trap that wounds)."""

    glyphs: bool = True
    loot: bool = True
    wait: bool = True
    drink: float = 0.4
    retreat: float = 0.5
    faint: float = 0.3
    focus: float = 2.0
    outfit: bool = True
    doors: bool = True
    guard: int = GUARD_STEPS
    eager_traps: bool = False


#: the goal bot's knobs
GOAL = Style()


# ====================================================================== shared helpers
def bfs(steps: dict[Cell, tuple[Cell, ...]], goals: Iterable[Cell]) -> dict[Cell, int]:
    """Steps from every space to the nearest goal space (absent: cut off)."""
    return breadth_first((g for g in goals if g in steps), steps.__getitem__)


def dice_pool(state: DescentState, dice: Iterable[str]) -> Pool:
    """The dice of these colours as a :class:`Pool` (one per colour list and game)."""
    names = tuple(dice)
    cache = bot_cache(state)
    found = cache.get(("pool", names))
    if found is None:
        found = cache[("pool", names)] = Pool(state.data.dice[c] for c in names)
    return found  # type: ignore[no-any-return]


def bot_cache(state: DescentState) -> dict[Any, Any]:
    shared = state.game.__dict__
    cache: dict[Any, Any] | None = shared.get("_descent_bot_cache")
    if cache is None:
        cache = shared["_descent_bot_cache"] = {}
    elif len(cache) > 50_000:
        cache.clear()
    return cache


# ====================================================================== the heroes
def strike_roll_value(state: DescentState) -> Any:
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


def monster_roll_value(state: DescentState, h: Any) -> Any:
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


def reroll_choice(state: DescentState, legal: list[Action]) -> Action:
    """The dice to roll again in a re-roll window (:func:`.combat.best_reroll`): an aiming
    hero raises his expected wounds, the overlord's dodge card and a dodging hero lower
    the attacker's."""
    frame = state.frames[-1]
    kind, least = frame[2], int(frame[3])
    if kind == "dodge":
        roll = state.mroll
        value = monster_roll_value(state, state.heroes[int(frame[1])])
    else:
        roll = state.strike
        value = strike_roll_value(state)
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


def stairs_bfs(state: DescentState, key: int, goals: Iterable[Cell]) -> dict[Cell, int]:
    """:func:`bfs` with the doors of ``key`` open, a staircase's spaces one step from each
    other (rules digest §1.5). A staircase's steps are walked from the first of its spaces
    reached: from the others they only lead to spaces already reached (a board may hold
    hundreds of stairs in one group, k² steps)."""
    steps = state.data.geo.steps(key)
    stairs = state.data.stairs
    group = _stair_groups(state)
    walked: set[int] = set()

    def neighbours(c: Cell) -> tuple[Cell, ...]:
        out = steps[c]
        partners = stairs.get(c)
        if partners:
            g = group[c]
            if g not in walked:
                walked.add(g)
                out = out + tuple(p for p in partners if p in steps)
        return out

    return breadth_first((g for g in goals if g in steps), neighbours)


def _stair_groups(state: DescentState) -> dict[Cell, int]:
    """Per staircase space, a number shared by the spaces whose staircase spaces (itself and
    its partners) are the same."""
    cache = bot_cache(state)
    found = cache.get("stairgroups")
    if found is None:
        numbers: dict[frozenset[Cell], int] = {}
        found = cache["stairgroups"] = {
            c: numbers.setdefault(frozenset((c, *partners)), len(numbers))
            for c, partners in state.data.stairs.items()
        }
    return found  # type: ignore[no-any-return]
