"""Another way for a Machina Arcana explorer to play, for the search bot's policy switching.

The goal bot (:mod:`.goal`) is one habit: strike what is in reach, loot on the way when
fresh, then walk to the chapter's goal. The ``search`` bot (the balance default) weighs it
once a turn against each policy here (the protocol
:class:`~questwright.engine.protocol.SearchPolicies`), each played for the rest of the game
in its simulations:

* ``rush`` — the chapter's goal first: no chests, workbenches or event spaces, no recharge
  station and no healing unless down to 2 health, no strike, push or pull on a monster the
  chapter does not ask to destroy (the stamina goes into steps); otherwise the goal bot's
  choices. Beside the chapter's quarry with no strike at it — a closed door or a corner
  between, where the goal bot ends its turn, turn after turn (engine-heart's warden behind
  the vault door, until the round bound) — it gets at it: a step to a space its attack
  reaches the quarry from, else nearer, else it opens the door, or steps beside it.

Measured on the bundled chapters (200 games, docs/engine.md "## Bots"): offering ``fight``
(monsters first) as well cost ×1.8 CPU a game on engine-heart for no more wins; ``loot``
(items first) and ``careful`` (back off when hurt) were weaker than the goal bot as whole
games. None of them teleports (the goal bot's reason: it lowered its wins on engine-heart).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.engine.actions import Action, Begin, EndTurn, Move, OpenDoor
from questwright.engine.rulesets.machina import chapters, spaces
from questwright.engine.rulesets.machina.actions import (
    AttackMonster,
    DestroyDoor,
    Spend,
    UseSpace,
)
from questwright.engine.rulesets.machina.goal import _distances, _plays, goal_action

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
    obj = chapters.current_objective(state)
    if obj is None or obj.kind != "kill":
        return set()
    return {uid for uid, m in state.monsters.items() if m[4] in obj.targets or uid in obj.targets}


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
        return _get_at(state, player, here, kept, quarry) or choice
    return choice  # type: ignore[return-value]


def _get_at(
    state: MachinaState, player: int, here: Cell, legal: list[Action], targets: set[str]
) -> Action | None:
    """A step toward striking one of ``targets``: to a space its attack reaches one from
    (the weakest first), else nearer one, else — next to one it cannot strike — open the
    door between, or step to a space from which a door opens."""
    attack = state.explorer_card(player)["attack"]
    moves = [a for a in legal if isinstance(a, Move)]
    if state.stamina[player] >= 1 + int(attack["cost"]):
        best: tuple[Any, Action] | None = None
        for a in moves:
            reach = [t for t in spaces.targets_of(state, spaces.parse_cell(a.to), attack)]
            reach = [t for t in reach if t in targets]
            if reach:
                key = (min(state.monsters[t][3] for t in reach), a.to)
                if best is None or key < best[0]:
                    best = (key, a)
        if best is not None:
            return best[1]
    dist = _distances(state, {(state.monsters[u][1], state.monsters[u][2]) for u in targets})
    mine = dist.get(here)
    if mine is None:
        return None
    if mine:
        step = _closer(moves, dist, mine)
        if step is not None:
            return step
    doors = [a for a in legal if isinstance(a, (OpenDoor, DestroyDoor))]
    if doors:
        return min(doors, key=lambda a: isinstance(a, DestroyDoor))  # open before destroy
    for a in moves:
        d = dist.get(spaces.parse_cell(a.to))
        if d is None or d > mine:
            continue
        copy = state.clone()
        copy.apply_action(a)
        if not copy.is_terminal() and any(
            isinstance(b, (OpenDoor, DestroyDoor)) for b in copy.legal_actions()
        ):
            return a
    return None


def _closer(moves: list[Move], dist: Any, mine: int) -> Move | None:
    """The move that gets nearest by ``dist`` (strictly nearer than ``mine``)."""
    best: tuple[int, Move] | None = None
    for a in moves:
        d = dist.get(spaces.parse_cell(a.to))
        if d is not None and d < mine and (best is None or d < best[0]):
            best = (d, a)
    return None if best is None else best[1]
