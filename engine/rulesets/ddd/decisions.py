"""Dice and the players' decisions in Dark Darker Darkest (rules digest §A.6 dice; §A.8).

**Player decisions** (team order, damage allocation, targets, camera order, spawn fallback
room, knockback direction, card distribution…) all go through :func:`decide`: the rules
list the options with the deterministic greedy default first; with ``ties="ask"`` the player
chooses (a ``choose`` decision inside the action, so a bot or a person answers it),
otherwise the default is taken. The goal bot answers with the default, the random bot at
random.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from questwright.engine.actions import Choose

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState

T = TypeVar("T")


def decide(
    state: DddState,
    kind: str,
    options: list[T],
    labels: list[str],
    default: int = 0,
    player: int | None = None,
) -> T:
    """A decision the rules leave to the players (see the module docstring): the default is
    ``options[default]``; with ``ties="ask"`` the player picks. (§A.8.)"""
    if len(options) <= 1:
        return options[0]
    if state.game.ties != "ask":
        return options[default]
    order = [default, *(i for i in range(len(options)) if i != default)]
    who = decider(state) if player is None else player
    choices = [Choose(who, k, f"{kind}:{labels[i]}") for k, i in enumerate(order)]
    picked = state.ask(who, choices, kind)
    return options[order[picked.index]]  # type: ignore[attr-defined]


def decider(state: DddState) -> int:
    """Who speaks for the players outside a survivor's action: the acting survivor, else the first
    survivor in the house. (§A.8.)"""
    if 0 <= state.active < len(state.heroes) and not state.away[state.active]:
        return state.active
    for h in state.heroes:
        if not state.away[h.index]:
            return h.index
    return 0


def roll(state: DddState, die: str, count: int, what: str) -> list[str]:
    """Roll ``count`` dice of ``die`` (``survivor``, ``creature``, ``terror``, ``d4``, ``d6``),
    written as a chance record. (§A.6 "Survivor die", "Creature dice", "Terror die".)"""
    faces = {
        "survivor": state.data.survivor_die,
        "creature": state.data.creature_die,
        "terror": state.data.terror_die,
    }.get(die)
    if faces is None:
        sides = int(die[1:])
        got = [str(f + 1) for f in state.rng.draws([sides] * count)]
    else:
        got = [faces[f] for f in state.rng.draws([len(faces)] * count)]
    if count:
        state.chance("roll", f"{what} {die}:{','.join(got)}")
    return got


def location_roll(state: DddState, what: str) -> tuple[int, int]:
    """The d4 (row) and d6 (column) of a location roll. (§A.1 location rolls.)"""
    row, col = (f + 1 for f in state.rng.draws((4, 6)))
    state.chance("roll", f"{what} location:{row},{col}")
    return row, col
