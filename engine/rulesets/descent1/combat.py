"""Attack arithmetic for descent1: what a roll adds up to, and what an attack is worth.

An attack rolls coloured dice (rules digest §3.5): red, blue and white carry a *miss* face
that fails the attack outright; every face shows range numbers, damage icons and power
surges; black power dice add *enhancements* (+1 range or +1 damage each) or surges. A
melee attack ignores rolled range; a ranged or magic attack needs rolled range at least
the range to its target. Damage beyond the target's armor (less pierce) wounds it.

:func:`tally` sums rolled faces. :func:`settle` spends a hero's enhancements and surges:
range first while it is short (nothing else hits), then the weapon's other surge abilities
as the attacker chose (``spend``, rulebook "Surges", p.10: which abilities to buy is his
choice; :func:`surge_spends` lists the choices worth making) or, where no choice is given
(the bots weighing attacks before the roll), damage, pierce, stun, knockback in that
order; the rest of the enhancements on damage. :func:`distribution` and :func:`expected_wounds` give the exact
probability of each total for a pool of dice (convolution, cached per pool), which the
bots use to weigh attacks.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from questwright.engine.rulesets.descent1.data import Face

__all__ = [
    "SURGE_EFFECTS",
    "Pool",
    "Result",
    "Tally",
    "best_reroll",
    "distribution",
    "expected_wounds",
    "reroll_subsets",
    "reroll_value",
    "settle",
    "surge_spends",
    "tally",
]


class Pool(tuple):  # type: ignore[type-arg]
    """A pool of dice (the faces of each die) that hashes once: :func:`expected_wounds`
    is cached per pool, and a plain tuple of faces hashes every face on every call.
    Equal to the plain tuple of the same faces."""

    _hash: int

    def __new__(cls, dice: Iterable[tuple[Face, ...]]) -> Pool:
        pool = super().__new__(cls, dice)
        pool._hash = tuple.__hash__(pool)
        return pool

    def __hash__(self) -> int:
        return self._hash


@dataclass(frozen=True)
class Tally:
    """The sum of some rolled faces."""

    miss: bool
    range: int
    damage: int
    surges: int
    enhances: int


@dataclass(frozen=True)
class Result:
    """What an attack did after surges and enhancements are spent."""

    hit: bool
    damage: int
    pierce: int
    stun: bool
    knockback: bool


def tally(faces: Sequence[Face]) -> Tally:
    """The faces of a roll summed (rules digest §3.5 step 4): range, damage, surges,
    enhancements, and whether any face is a miss."""
    miss = False
    rng = dmg = surge = enh = 0
    for f in faces:
        miss |= f.miss
        rng += f.range
        dmg += f.damage
        surge += f.surge
        enh += f.enhance
    return Tally(miss, rng, dmg, surge, enh)


def settle(
    roll: Tally,
    need: int,
    melee: bool,
    surges: Sequence[tuple[int, str, int]] = (),
    *,
    bonus_damage: int = 0,
    pierce: int = 0,
    stun: bool = False,
    knockback: bool = False,
    fear: int = 0,
    spend: Sequence[str] | None = None,
) -> Result:
    """Spend a hero's enhancements and surges (see the module docstring). ``need`` is the
    range to the target; ``surges`` the weapon's ``(cost, effect, value)`` abilities;
    ``fear`` the target's Fear rank (rulebook "Fear": a surge per rank first, or a miss);
    ``spend`` the abilities the attacker buys after range, by effect, in order (each the
    weapon's first ability of that effect; one he cannot pay for is skipped)."""
    if roll.miss or roll.surges < fear:
        return Result(False, 0, 0, False, False)
    rng, dmg, left, enh = roll.range, roll.damage + bonus_damage, roll.surges - fear, roll.enhances
    if not melee:
        while rng < need and enh:
            rng += 1
            enh -= 1
        ranged = sorted((s for s in surges if s[1] == "range"), key=lambda s: s[0])
        while rng < need and ranged and left >= ranged[0][0]:
            left -= ranged[0][0]
            rng += ranged[0][2]
        if rng < need:
            return Result(False, 0, 0, False, False)
    if spend is not None:
        for effect in spend:
            found = next((s for s in surges if s[1] == effect), None)
            if found is None or left < found[0]:
                continue
            left -= found[0]
            if effect == "damage":
                dmg += found[2]
            elif effect == "pierce":
                pierce += found[2]
            elif effect == "stun":
                stun = True
            elif effect == "knockback":
                knockback = True
        return Result(True, dmg + enh, pierce, stun, knockback)
    order = {"damage": 0, "pierce": 1, "stun": 2, "knockback": 3, "range": 4}
    for cost, effect, value in sorted(surges, key=lambda s: (order.get(s[1], 9), s[0])):
        if effect in ("stun", "knockback"):
            if left >= cost and not (stun if effect == "stun" else knockback):
                left -= cost
                if effect == "stun":
                    stun = True
                else:
                    knockback = True
            continue
        while left >= cost:
            left -= cost
            if effect == "damage":
                dmg += value
            elif effect == "pierce":
                pierce += value
            else:
                break
    dmg += enh
    return Result(True, dmg, pierce, stun, knockback)


#: the surge effects an attacker chooses among (range is bought first, while it is short)
SURGE_EFFECTS = ("damage", "pierce", "stun", "knockback")


def surge_spends(
    roll: Tally,
    need: int,
    melee: bool,
    surges: Sequence[tuple[int, str, int]],
    **kwargs: int | bool,
) -> list[tuple[tuple[str, ...], Result]]:
    """The ways worth choosing to spend a hit's surges (rulebook "Surges", p.10: the
    attacker picks the abilities; Stun and Knockback once each, the others as often as he
    pays): every spend after range (:func:`settle`), one per different result, none whose
    result another beats (as much damage and pierce or more, the same stun and knockback).
    Each is ``(effects, result)``; most damage first. Empty on a miss; ``kwargs`` go to
    :func:`settle`."""
    first = settle(roll, need, melee, surges, spend=(), **kwargs)  # type: ignore[arg-type]
    if not first.hit:
        return []
    offered = [e for e in SURGE_EFFECTS if any(s[1] == e for s in surges)]
    found: dict[Result, tuple[str, ...]] = {}

    def walk(start: int, chosen: tuple[str, ...]) -> None:
        res = settle(roll, need, melee, surges, spend=chosen, **kwargs)  # type: ignore[arg-type]
        before = settle(roll, need, melee, surges, spend=chosen[:-1], **kwargs)  # type: ignore[arg-type]
        if chosen and res == before:
            return  # the last one could not be paid for (or changed nothing)
        if res not in found or len(chosen) < len(found[res]):
            found[res] = chosen
        for i in range(start, len(offered)):
            effect = offered[i]
            if effect in ("stun", "knockback") and effect in chosen:
                continue
            walk(i, (*chosen, effect))

    walk(0, ())
    results = list(found)
    best = [
        r
        for r in results
        if not any(
            o != r
            and o.stun == r.stun
            and o.knockback == r.knockback
            and o.damage >= r.damage
            and o.pierce >= r.pierce
            for o in results
        )
    ]
    best.sort(key=lambda r: (-r.damage, -r.pierce, not r.stun, not r.knockback))
    return [(found[r], r) for r in best]


def monster_hit(roll: Tally, melee: bool, need: int, sorcery: int = 0) -> int | None:
    """Whether a monster's roll hits and the damage its power enhancements and Sorcery add
    (rules digest §3.5 step 5; rulebook "Using Power Enhancements", p.10, and "Sorcery",
    p.23: each is +1 range or +1 damage, for the overlord as for heroes): ``None`` on a miss
    or when the range stays short after all of them went to range; else what is left for
    damage."""
    if roll.miss:
        return None
    bonus = roll.enhances + sorcery
    short = 0 if melee else max(0, need - roll.range)
    if short > bonus:
        return None
    return bonus - short


@lru_cache(maxsize=4096)
def distribution(
    pool: tuple[tuple[Face, ...], ...],
) -> tuple[tuple[Tally, float], ...]:
    """Every possible :class:`Tally` of rolling ``pool`` (the faces of each die) with its
    probability; outcomes with a miss are merged into one."""
    states: dict[tuple[bool, int, int, int, int], float] = {(False, 0, 0, 0, 0): 1.0}
    for faces in pool:
        n = len(faces)
        nxt: dict[tuple[bool, int, int, int, int], float] = {}
        for (miss, r, d, s, e), p in states.items():
            for f in faces:
                if miss or f.miss:
                    key: tuple[bool, int, int, int, int] = (True, 0, 0, 0, 0)
                else:
                    key = (False, r + f.range, d + f.damage, s + f.surge, e + f.enhance)
                nxt[key] = nxt.get(key, 0.0) + p / n
        states = nxt
    return tuple((Tally(*k), p) for k, p in sorted(states.items(), key=lambda kv: kv[0]))


@lru_cache(maxsize=16384)
def expected_wounds(
    pool: tuple[tuple[Face, ...], ...],
    need: int,
    melee: bool,
    armor: int,
    surges: tuple[tuple[int, str, int], ...] = (),
    bonus_damage: int = 0,
    pierce: int = 0,
    hero: bool = True,
    fear: int = 0,
) -> tuple[float, float]:
    """``(expected wounds, chance to wound at all)`` of an attack with ``pool`` on a target
    at range ``need`` with ``armor`` (and Fear ``fear``). A monster's (``hero=False``)
    surges buy nothing; its enhancements go to range, then damage."""
    ev = 0.0
    hit = 0.0
    for roll, p in distribution(pool):
        if hero:
            res = settle(
                roll, need, melee, surges, bonus_damage=bonus_damage, pierce=pierce, fear=fear
            )
            ok, dmg, prc = res.hit, res.damage, res.pierce
        else:
            extra = monster_hit(roll, melee, need)
            ok = extra is not None
            dmg, prc = roll.damage + (extra or 0) + bonus_damage, pierce
        if ok:
            wounds = max(0, dmg - max(0, armor - prc))
            ev += p * wounds
            if wounds:
                hit += p
    return ev, hit


def reroll_subsets(rolled: Sequence[Hashable], least: int = 0) -> list[tuple[int, ...]]:
    """The different choices of dice to roll again (rulebook "Re-rolls", p.17: any number of
    the attack's dice) for a roll whose dice read ``rolled`` (a die's colour and face: dice
    that read the same are alike): subsets of positions, one per multiset of readings
    (re-rolling one of two alike dice is one choice, not two), each as the lowest positions
    that make it; at least ``least`` dice. Smallest first."""
    groups: dict[Hashable, list[int]] = {}
    for i, die in enumerate(rolled):
        groups.setdefault(die, []).append(i)
    members = list(groups.values())
    out: list[tuple[int, ...]] = []
    for counts in product(*(range(len(g) + 1) for g in members)):
        chosen = tuple(sorted(i for g, k in zip(members, counts, strict=True) for i in g[:k]))
        if len(chosen) >= least:
            out.append(chosen)
    out.sort(key=lambda c: (len(c), c))
    return out


def reroll_value(kept: Tally, pool: Pool, value: Callable[[Tally], float]) -> float:
    """The expected ``value`` of a roll whose ``kept`` faces stay and whose ``pool`` of dice
    is rolled again (exact, over :func:`distribution`)."""
    if not pool:
        return value(kept)
    if kept.miss:
        return value(_MISS)
    total = 0.0
    for t, p in distribution(pool):
        if t.miss:
            total += p * value(_MISS)
        else:
            total += p * value(
                Tally(
                    False,
                    kept.range + t.range,
                    kept.damage + t.damage,
                    kept.surges + t.surges,
                    kept.enhances + t.enhances,
                )
            )
    return total


#: the tally of a roll with a miss (every miss is alike)
_MISS = Tally(True, 0, 0, 0, 0)


def best_reroll(
    dice: dict[str, tuple[Face, ...]],
    rolled: Sequence[tuple[str, int]],
    value: Callable[[Tally], float],
    least: int = 0,
    maximise: bool = True,
) -> tuple[int, ...]:
    """The dice to roll again that make the expected ``value`` of the roll highest (or
    lowest: ``maximise=False``, for the player who forces the re-roll on an opponent): each
    choice of :func:`reroll_subsets` weighed by :func:`reroll_value`; ties go to fewer
    dice, then the lower positions. ``()`` keeps the roll. Choices that keep the same sum
    and roll the same colours again are one computation (and ``value`` is asked once per
    tally): nine dice make some hundred choices, most of them alike."""
    sign = 1.0 if maximise else -1.0
    faces = [(c, dice[c][f]) for c, f in rolled]
    memo: dict[Tally, float] = {}

    def once(t: Tally) -> float:
        found = memo.get(t)
        if found is None:
            found = memo[t] = value(t)
        return found

    weighed: dict[tuple[Tally, tuple[str, ...]], float] = {}
    sums: dict[tuple[int, int, int, int], float] = {}
    best: tuple[float, tuple[int, ...]] | None = None
    for chosen in reroll_subsets(faces, least):
        kept = tally([face for i, (_, face) in enumerate(faces) if i not in chosen])
        colours = tuple(sorted(faces[i][0] for i in chosen))
        key = (kept, colours)
        v = weighed.get(key)
        if v is None:
            v = weighed[key] = sign * _expected(kept, Pool(dice[c] for c in colours), once, sums)
        if best is None or v > best[0] + 1e-9:
            best = (v, chosen)
    return () if best is None else best[1]


def _expected(
    kept: Tally,
    pool: Pool,
    value: Callable[[Tally], float],
    sums: dict[tuple[int, int, int, int], float],
) -> float:
    """:func:`reroll_value` for :func:`best_reroll`, with the values of the sums already
    weighed in ``sums`` (a tally is built only for a sum not seen yet)."""
    if kept.miss:
        return value(_MISS)
    total = 0.0
    miss = None
    for t, p in distribution(pool):
        if t.miss:
            if miss is None:
                miss = value(_MISS)
            total += p * miss
            continue
        key = (
            kept.range + t.range,
            kept.damage + t.damage,
            kept.surges + t.surges,
            kept.enhances + t.enhances,
        )
        v = sums.get(key)
        if v is None:
            v = sums[key] = value(Tally(False, *key))
        total += p * v
    return total
