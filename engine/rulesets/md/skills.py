"""Hero skills of the Massive Darkness rulesets: class skill lines kept as data, bought with XP
in md1's Experience phase and gained one per level in md2's Level-Up phase (rules digest
massive-darkness.md §6.1 step 3, §6.2 step 3).

Each class of the content file lists its skill lines (``heroClasses[].skills``; our own
stand-ins, docs/engine.md): a line is a row of steps, each with the level it belongs to, its
XP cost (md1) and what it gives: dice added to the hero's attacks of a kind it can already
make, dice added to its defence, and maximum health. Steps are taken in a line's order and
each replaces the one before it in that line. A hero keeps how many steps of each line it
took (:attr:`~questwright.engine.pieces.Hero.skills`). md1 heroes use a step once the game's
current level reaches the step's level; md2 heroes take only steps of their own level or
lower, so every step they hold works at once.

Which step to take is the players' choice; the engine takes it by a fixed stand-in policy
(docs/engine.md, "Simplifications"): a step that works now before one that waits for a
level, the cheapest first, then the class's line order; md1 keeps XP for a step that
does not work yet unless the XP would otherwise reach the cap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.engine.actions import hero_name
from questwright.engine.pieces import Hero

if TYPE_CHECKING:
    from questwright.engine.rulesets.md.state import MdState

__all__ = [
    "Bonus",
    "attack_dice",
    "bonus",
    "defence_dice",
    "follow_level",
    "learn",
    "lines",
    "next_steps",
    "settle_health",
    "spent_xp",
]

Dice = dict[str, int]
#: what a hero's skills add: attack dice by kind, defence dice, maximum health
Bonus = tuple[dict[str, Dice], Dice, int]
_NONE: Bonus = ({}, {}, 0)


def lines(state: MdState, hero: Hero) -> list[dict[str, Any]]:
    """The skill lines of ``hero``'s class (none: the class has no skills)."""
    cls = state.data.classes.get(hero.cls)
    return list(cls.get("skills", ())) if cls else []


def bonus(state: MdState, hero: Hero, usable: int) -> Bonus:
    """What ``hero``'s skills add while steps of level ``usable`` and lower work: the
    last working step of each line (cached per class, steps taken and level)."""
    if not hero.skills:
        return _NONE
    key = (hero.cls, tuple(hero.skills), usable)
    cache = state.data.skill_bonus
    found = cache.get(key)
    if found is not None:
        return found
    attack: dict[str, Dice] = {}
    defence: Dice = {}
    health = 0
    for line, taken in zip(lines(state, hero), hero.skills, strict=False):
        working = [s for s in line["steps"][:taken] if s["level"] <= usable]
        if not working:
            continue
        step = working[-1]
        for kind, dice in step.get("attack", {}).items():
            into = attack.setdefault(kind, {})
            for colour, n in dice.items():
                into[colour] = into.get(colour, 0) + n
        for colour, n in step.get("defence", {}).items():
            defence[colour] = defence.get(colour, 0) + n
        health += int(step.get("health", 0))
    found = (attack, defence, health)
    cache[key] = found
    return found


def _plus(dice: Dice, extra: Dice | None) -> Dice:
    """``dice`` with ``extra`` added (``dice`` itself when there is nothing to add: the
    gear's dice are shared, never changed)."""
    if not extra:
        return dice
    out = dict(dice)
    for colour, n in extra.items():
        out[colour] = out.get(colour, 0) + n
    return out


def attack_dice(state: MdState, hero: Hero, kind: str) -> Dice | None:
    """The dice ``hero`` rolls for a ``kind`` attack: its best gear's, plus what its
    working skills add to that kind (None: it has no weapon of that kind)."""
    dice = state.data.attack_dice(hero.gear, kind)
    if dice is None or not hero.skills:
        return dice
    return _plus(dice, bonus(state, hero, state.skill_level(hero))[0].get(kind))


def defence_dice(state: MdState, hero: Hero) -> Dice:
    """The dice ``hero`` rolls in defence: its best armour's plus its working skills'."""
    dice = state.data.defence_dice(hero.gear)
    if not hero.skills:
        return dice
    return _plus(dice, bonus(state, hero, state.skill_level(hero))[1])


def settle_health(hero: Hero, before: int, after: int) -> None:
    """Maximum health follows the skills' health from ``before`` to ``after``; a rise
    heals as much (the new point of health comes full), a fall caps health."""
    if after == before:
        return
    hero.max_health += after - before
    if after > before:
        if not hero.dead:
            hero.health += after - before
    else:
        hero.health = min(hero.health, hero.max_health)


def follow_level(state: MdState, old: int, new: int) -> None:
    """md1's current level went from ``old`` to ``new``: health steps bought for the levels
    between start (or stop) working, and every hero's maximum health follows."""
    for hero in state.heroes:
        if hero.skills:
            settle_health(hero, bonus(state, hero, old)[2], bonus(state, hero, new)[2])


def spent_xp(state: MdState, hero: Hero) -> int:
    """The XP ``hero`` paid for the steps it took."""
    return sum(
        int(step.get("cost", 0))
        for line, taken in zip(lines(state, hero), hero.skills, strict=False)
        for step in line["steps"][:taken]
    )


def next_steps(state: MdState, hero: Hero, top_level: int) -> list[tuple[int, dict[str, Any]]]:
    """The next step of each of ``hero``'s lines whose level is at most ``top_level``,
    with its line's index."""
    out = []
    taken = hero.skills + [0] * (len(lines(state, hero)) - len(hero.skills))
    for i, line in enumerate(lines(state, hero)):
        steps = line["steps"]
        if taken[i] < len(steps) and steps[taken[i]]["level"] <= top_level:
            out.append((i, steps[taken[i]]))
    return out


def learn(state: MdState, hero: Hero, line: int) -> None:
    """``hero`` takes the next step of its ``line``-th skill line (its cost is the
    caller's to pay); maximum health follows and the log says so."""
    usable = state.skill_level(hero)
    before = bonus(state, hero, usable)[2]
    all_lines = lines(state, hero)
    if len(hero.skills) < len(all_lines):
        hero.skills = hero.skills + [0] * (len(all_lines) - len(hero.skills))
    step = all_lines[line]["steps"][hero.skills[line]]
    hero.skills[line] += 1
    settle_health(hero, before, bonus(state, hero, state.skill_level(hero))[2])
    state.say(
        "{hero} learns {skill} (level {level})",
        hero=hero_name(hero.index),
        skill=str(step.get("name") or all_lines[line].get("name", "")),
        level=int(step["level"]),
    )


def choose(
    state: MdState, hero: Hero, top_level: int, now: int, budget: int | None
) -> tuple[int, dict[str, Any]] | None:
    """The step the stand-in policy takes next among :func:`next_steps` up to
    ``top_level``: one working at level ``now`` before one that waits, the cheapest first,
    then line order; with a ``budget``, only steps it affords."""
    steps = [
        (i, s)
        for i, s in next_steps(state, hero, top_level)
        if budget is None or int(s.get("cost", 0)) <= budget
    ]
    if not steps:
        return None
    return min(steps, key=lambda p: (p[1]["level"] > now, int(p[1].get("cost", 0)), p[0]))
