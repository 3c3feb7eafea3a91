"""Survivor skills of Dark Darker Darkest (rules digest §A.6 "XP", "Zombification and
death"; seeds/002 "Experience and skills track", "Zombification", "The Survivors").

Each survivor board (``survivors[]`` of ``tilesets/ddd/content.json``) has a **starting
skill** (``skill``: active from the start, never lost) and a **skill track** (``skills``:
up to four skills, slot 0 on the left, each with an XP ``cost``). A survivor buys any slot
of its track in any order (``h1 learn <skill>``: no AP, the slot's XP), at any point it may
act. XP stops at the cap (:meth:`~.state.DddState.gain_xp`): what comes beyond it is lost
until some is spent.

The **virus decay cube** moves along the four slots from the right
(:func:`.survivors.zombification`): the slot it lands on loses its skill, and no slot under
or right of it can be bought again (:attr:`~.state.DddState.blocked`; a zombified survivor's
cube reached the leftmost slot, so it never buys again). A survivor who comes back to the
house (zombified, or killed before the showdown) has lost every skill it bought; the
starting skill stays.

The printed skills are in the rulebook's images, so what a skill does is our own stand-in,
one of the :data:`EFFECTS` (each rule has its one home, named there); the bundled boards'
names, tracks and costs are ours too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from questwright.engine.pieces import Hero
    from questwright.engine.rulesets.ddd.state import DddState

__all__ = [
    "EFFECTS",
    "SLOTS",
    "attack_dice",
    "buyable",
    "decay",
    "effect_level",
    "forget",
    "learn",
    "learned_skills",
    "quiet_icons",
    "round_ap",
    "search_dice",
    "settle_energy",
    "track",
]

#: the skill track's slots (the decay cube's row)
SLOTS = 4

#: what a skill may do (content ``effect``), and where that rule lives
EFFECTS: dict[str, str] = {
    "extra-ap": "+1 AP at the start of each round and in the showdown's hand (round_ap)",
    "free-move": "the first move of each of the survivor's turns costs no AP (turn.action_cost)",
    "search-die": "+1 survivor die when searching, at most the dice cap (search_dice)",
    "attack-die": "+1 survivor die in each attack, at most the dice cap (attack_dice)",
    "steady": "an odd failure in an attack cancels none of the other faces "
    "(attacks.cancel_failures)",
    "quiet-unlock": "once a round, an unlock costs no darkness for one icon the survivor's "
    "cards do not show (turn.unlock_cost)",
    "tough": "+1 energy: a space at the start of the energy track (settle_energy)",
    "escape-die": "+1 die to every rescue effort it leads or joins (turn.entrap_rate)",
}


def track(state: DddState, p: int) -> list[dict[str, Any]]:
    """Survivor ``p``'s skill track, slot 0 first (empty: the board has none)."""
    return list(state.data.classes[state.heroes[p].cls].get("skills", ()))


def learned_skills(state: DddState, p: int) -> list[dict[str, Any]]:
    """The skills ``p`` has: the starting one, then the bought slots left to right."""
    cls = state.data.classes[state.heroes[p].cls]
    out = [cls["skill"]] if cls.get("skill") else []
    mask = state.learned[p]
    out += [s for i, s in enumerate(cls.get("skills", ())) if mask >> i & 1]
    return out


def _levels(state: DddState, p: int) -> dict[str, int]:
    """How many of ``p``'s skills have each effect (cached per board and bought slots: the
    bots ask at every decision)."""
    key = (state.heroes[p].cls, state.learned[p])
    cache = state.data.skill_levels
    found = cache.get(key)
    if found is None:
        found = {}
        for s in learned_skills(state, p):
            found[s["effect"]] = found.get(s["effect"], 0) + 1
        cache[key] = found
    return found


def effect_level(state: DddState, p: int, effect: str) -> int:
    """How many of survivor ``p``'s skills have ``effect`` (0: none)."""
    return _levels(state, p).get(effect, 0)


# ------------------------------------------------------------------ the effects
def round_ap(state: DddState, h: Hero) -> int:
    """The AP survivor ``h`` starts a round (or the showdown's hand) with: its energy's,
    plus one per ``extra-ap`` skill (none at the skull)."""
    ap = state.ap_of(h)
    return ap + effect_level(state, h.index, "extra-ap") if ap > 0 else 0


def search_dice(state: DddState, p: int, base: int) -> int:
    """The survivor dice of ``p``'s search: ``base`` plus one per ``search-die`` skill, at
    most the dice cap."""
    return min(base + effect_level(state, p, "search-die"), state.data.dice_cap)


def attack_dice(state: DddState, p: int, weapon: dict[str, Any]) -> int:
    """The survivor dice ``p`` rolls with ``weapon`` (its stats): the weapon's plus one per
    ``attack-die`` skill, at most the dice cap."""
    base = int(weapon.get("dice", 1)) + effect_level(state, p, "attack-die")
    return min(base, state.data.dice_cap)


def quiet_icons(state: DddState, p: int) -> int:
    """Unmatched chip icons ``p``'s next unlock this round costs no darkness for: one per
    ``quiet-unlock`` skill, until it is used once this round."""
    if state.quiet_used >> p & 1:
        return 0
    return effect_level(state, p, "quiet-unlock")


def settle_energy(state: DddState, p: int) -> None:
    """Survivor ``p``'s energy follows its ``tough`` skills: each is one more space at the
    start of the track (:meth:`~.state.DddState.ap_of` reads the spaces beyond the track
    as such). A space gained comes full (a heal of one; in the showdown a marker if it
    gives an AP); a space lost takes only what is above the new top."""
    from questwright.engine.rulesets.ddd import survivors

    h = state.heroes[p]
    want = len(state.data.track(h.cls)) + effect_level(state, p, "tough")
    if want == h.max_health:
        return
    grow, full = want - h.max_health, h.health == h.max_health
    h.max_health = want
    if grow > 0 and full:
        h.health = want  # full stays full: the same AP, nothing to say
    elif grow > 0 and h.health > 0:
        survivors.heal(state, p, grow)
    h.health = min(h.health, want)


# ------------------------------------------------------------------ buying and losing
def buyable(state: DddState, p: int) -> list[int]:
    """The track slots ``p`` can buy now: not bought, left of the decay cube (never under
    or right of where it has been) and within its XP."""
    xp = state.heroes[p].xp
    mask, blocked = state.learned[p], state.blocked[p]
    return [
        i
        for i, s in enumerate(track(state, p))
        if i < blocked and not mask >> i & 1 and int(s.get("cost", 0)) <= xp
    ]


def learn(state: DddState, p: int, slot: int) -> None:
    """``p`` buys track slot ``slot`` (no AP; its XP cost)."""
    if slot not in buyable(state, p):
        raise ValueError(f"{state.hero_label(p)} cannot learn that skill now")
    skill = track(state, p)[slot]
    h = state.heroes[p]
    cost = int(skill.get("cost", 0))
    h.xp -= cost
    state.learned[p] |= 1 << slot
    state.say(
        "{hero} learns {skill} for {cost} XP ({xp} XP left)",
        hero=state.hero_label(p),
        skill=skill["name"],
        cost=cost,
        xp=h.xp,
    )
    settle_energy(state, p)


def decay(state: DddState, p: int, slot: int) -> None:
    """The decay cube lands on ``slot``: a skill bought there is lost, and no slot from
    there rightward can be bought again."""
    state.blocked[p] = min(state.blocked[p], max(slot, 0))
    if slot >= 0 and state.learned[p] >> slot & 1:
        state.learned[p] &= ~(1 << slot)
        state.say(
            "{hero} loses the skill {skill} to the virus",
            hero=state.hero_label(p),
            skill=track(state, p)[slot]["name"],
        )
        settle_energy(state, p)


def forget(state: DddState, p: int) -> None:
    """``p`` comes back to the house without the skills it bought (the starting skill
    stays)."""
    if state.learned[p]:
        state.learned[p] = 0
        state.say("{hero} has lost the skills it learned", hero=state.hero_label(p))
    settle_energy(state, p)
