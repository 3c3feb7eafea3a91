"""Other ways for descent1's two sides to play, for the search bot's policy switching.

The goal bots (:mod:`.bots`) are one habit per side. The ``search`` bot (the balance
default, issue #28) weighs it once a turn against each policy here
(:class:`~questwright.engine.protocol.SearchPolicies`), each played for the rest of its
simulations by every player of the side; each is the goal bot with other knobs
(:class:`.bots.Style`):

Heroes:

* ``press`` — no waiting on guard for monsters to come: a ranged hero near monsters runs
  on instead of declaring Ready. It takes treasure on the way as the goal bot does: since
  the heroes go to town for better gear (``Style.outfit``), the coins are what the boss
  fight is won with (without treasure, 128 of 200 Stone Tusk games against 173).
* ``careful`` — heal at 60 % of the wounds, step back out of reach at 75 %, declare no
  battle at half or less.
* ``rush`` — straight for the objective: no glyph, treasure or town trip on the way and no
  waiting on guard. Scored by the blend before the value model (:mod:`.value`), which saw
  no worth in treasure, the search took it for a gain where it was not (Stone Tusk, 100
  games against the overlord AI: 84 wins without it, 70 with it); scored by the model, it
  is chosen where the race is worth more than the detour (Drowned Stair, 200 games: 178
  wins without it, 191 with it).

The overlord:

* ``onslaught`` — every monster closes in on the heroes (no door shut, no guard post). It
  springs traps as the overlord AI does: springing every trap that wounds (the
  ``eager_traps`` knob) spends the threat his spawns need, and as a whole game let two goal
  heroes win 61 of 100 Stone Tusk games (6 conquest, 18 wounds) against the overlord AI's
  44, while the search, seeing only 3 rounds, took it for a gain (59 against the search
  overlord; 46 without it).
* ``warden`` — the monsters guard what the heroes need from twice as far (6 steps) and
  shut the doors on their way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.actions import Action
from questwright.engine.rng import Rng
from questwright.engine.rulesets.descent1.bots import (
    GUARD_STEPS,
    Style,
    hero_action,
    overlord_action,
)

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState

__all__ = ["HERO_POLICIES", "OVERLORD_POLICIES", "policy_action", "policy_names"]

#: the heroes' ways to play besides the goal bot's
HERO_POLICIES: dict[str, Style] = {
    "press": Style(wait=False),
    "careful": Style(drink=0.6, retreat=0.75, faint=0.5),
    "rush": Style(glyphs=False, loot=False, outfit=False, wait=False),
}
#: the overlord's ways to play besides the overlord AI's
OVERLORD_POLICIES: dict[str, Style] = {
    "onslaught": Style(doors=False, guard=0),
    "warden": Style(guard=2 * GUARD_STEPS),
}


def policy_names(state: DescentState, player: int) -> list[str]:
    """The policies ``player``'s side may switch to."""
    return list(OVERLORD_POLICIES if player == state.ov else HERO_POLICIES)


def policy_action(state: DescentState, player: int, rng: Rng, name: str) -> Action | None:
    """What policy ``name`` plays now for ``player`` (``None`` while a choice inside an
    action is pending: the goal bot settles it)."""
    if state._choosing:
        return None
    if player == state.ov:
        return overlord_action(state, rng, OVERLORD_POLICIES[name])
    return hero_action(state, player, rng, HERO_POLICIES[name])
