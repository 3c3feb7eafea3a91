"""Another way for a Machina Arcana explorer to play, for the search bot's policy switching.

The goal bot (:mod:`.goal`) is one habit: strike what is in reach, loot on the way when
fresh, then walk to the chapter's goal. The ``search`` bot (the balance default) weighs it
once a turn against each policy here (the protocol
:class:`~questwright.engine.protocol.SearchPolicies`), each played for the rest of the game
in its simulations:

* ``rush`` — the chapter's goal first: no chests, workbenches or event spaces, no recharge
  station and no healing unless down to 2 health, no strike, push or pull on a monster the
  chapter does not ask to destroy (the stamina goes into steps); otherwise the goal bot's
  choices, which get at a quarry it cannot strike (a closed door or a corner between:
  engine-heart's warden behind the vault door) as the goal bot does
  (:func:`.goal.get_at_quarry`), and so wherever the goal bot would end its turn.

Measured on the bundled chapters (200 games, docs/engine.md "## Bots"): offering ``fight``
(monsters first) as well cost ×1.8 CPU a game on engine-heart for no more wins; ``loot``
(items first) and ``careful`` (back off when hurt) were weaker than the goal bot as whole
games. None of them teleports (the goal bot's reason: it lowered its wins on engine-heart).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.actions import Action, Begin, EndTurn
from questwright.engine.rulesets.machina import chapters, spaces
from questwright.engine.rulesets.machina.actions import (
    AttackMonster,
    Spend,
    UseSpace,
)
from questwright.engine.rulesets.machina.goal import (
    _plays,
    get_at_quarry,
    goal_action,
    quarry_of,
)

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState

__all__ = ["POLICIES", "SEARCH_ROUNDS", "policy_action"]

Cell = tuple[int, int]

#: the policies the search weighs against the goal bot
POLICIES = ("rush",)

#: the search's rounds, ``(simulations per candidate, candidates kept)``: four futures a
#: turn before the race, twelve more for a close one. The default (one, then seven) plays
#: the goal bot's choice on one future, which it wins four games in five on cold-foundry,
#: so the search hardly ever saw that ``rush`` (200 games of 200 as a whole game, against
#: the goal bot's 159) is the safer way: 177 wins of 200, and 192 with these rounds, at
#: 0.04 CPU-s a game (issue #28)
SEARCH_ROUNDS: tuple[tuple[int, int], ...] = ((4, 2), (12, 2))

#: action spaces ``rush`` leaves alone
_LOOT = ("chest-space", "workbench", "event-space")
#: ``rush`` heals (a recharge station, a flask, a patch) only at this health or less
_RUSH_HEAL = 2


def policy_action(state: MachinaState, player: int, name: str) -> Action | None:
    """What policy ``name`` plays now for ``player``; ``None``: the goal bot's choice (a
    pending tie, essence after a roll, the choice of who begins)."""
    if name not in POLICIES:
        raise ValueError(f"unknown machina policy {name!r}")
    if state.pending_choice() is not None:
        return None
    legal = state.legal_actions()
    if not legal or isinstance(legal[0], (Spend, Begin)):
        return None
    here = state.pos[player]
    if here is None:
        return None
    return _rush(state, player, here, legal)


def _quarry(state: MachinaState) -> set[str]:
    """The monsters the current chapter asks to destroy."""
    return quarry_of(state, chapters.current_objective(state))


def _rush(state: MachinaState, player: int, here: Cell, legal: list[Action]) -> Action:
    quarry = _quarry(state)
    low = state.hp[player] <= _RUSH_HEAL
    kept: list[Action] = []
    for a in legal:
        if isinstance(a, UseSpace):
            kind = state.terrain(spaces.parse_cell(a.at))
            if kind in _LOOT or (kind == "recharge-station" and not low):
                continue
        elif isinstance(a, AttackMonster) and a.target not in quarry:
            continue
        kept.append(a)
    plays = {id(a): ability for a, ability in _plays(state, kept)}
    for a in list(kept):
        effect = plays.get(id(a), {}).get("effect")
        if (effect == "heal" and not low) or (
            effect in ("attack", "push", "pull") and a.target not in quarry  # type: ignore[attr-defined]
        ):
            kept.remove(a)
    choice = goal_action(state, player, kept)
    if quarry and isinstance(choice, EndTurn):
        return get_at_quarry(state, player, here, kept, quarry) or choice
    return choice  # type: ignore[return-value]
