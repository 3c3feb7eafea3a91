"""The goal-seeking bot of Machina Arcana (``--bot goal``).

For the explorer to act it picks, in order: spend essence when that turns a miss into a
hit; a chapter space that completes the current chapter; the exit when the chapter asks to
leave; then, items and the explorer card's abilities alike: healing when down to a third
of its health (or 1); an attack on a monster in reach (the weakest first), else an
attacking item or ability on it; pushing a monster next to it away when hurt; pulling a
monster into its melee reach when it has the stamina to strike after; a healing item
handed to a hurt neighbour who has none (it never teleports: tried, that lowered its wins
on engine-heart); a recharge station when hurt, or a chest or event space within reach on
the way; a step along the shortest path to the chapter's goal (closed doors count as
passable: it opens a door in the way, or destroys it when it cannot open it); beside the
chapter's quarry with no strike at it (a door or a wall's corner between), a step to a
space it strikes from, the door opened, or a step beside a door (:func:`get_at_quarry`);
exploring when the goal is not on the board; else it ends the turn.
In the chosen-order explorer phase it begins the turn of the explorer nearest its goal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.engine.actions import Action, Begin, EndTurn, Move, OpenDoor
from questwright.engine.rulesets.machina import chapters, explorers, monsters, spaces
from questwright.engine.rulesets.machina.actions import (
    AttackMonster,
    DestroyDoor,
    ExitTile,
    Explore,
    PlayAbility,
    Spend,
    Trade,
    UseItem,
    UseSpace,
)
from questwright.engine.rulesets.machina.grid import INF

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState

__all__ = ["get_at_quarry", "goal_action", "goal_cells", "quarry_of"]

Cell = tuple[int, int]


def goal_cells(state: MachinaState) -> set[Cell]:
    """Where the current chapter wants an explorer to stand next to (or on)."""
    from questwright.engine.rulesets.machina.spaces import ACTION_TERRAIN

    obj = chapters.current_objective(state)
    if obj is None:
        return set()
    data = state.game.data
    if obj.kind == "activate":
        cells = set(data.chapter_cells(obj, state.board)) - state.used
        return {c for c in cells if c in state.board.cells}
    if obj.kind == "escape":
        return {c for t, c in spaces.active_exits(state) if t in obj.targets}
    if obj.kind == "kill":
        return {
            (m[1], m[2])
            for m in state.monsters.values()
            if m[4] in obj.targets or any(uid in obj.targets for uid in state.monsters)
        }
    cells = set(data.target_cells(obj, state.board))
    return {c for c in cells if state.terrain(c) not in ACTION_TERRAIN}


def quarry_of(state: MachinaState, obj: Any) -> set[str]:
    """The monsters the current chapter's objective ``obj`` asks to destroy."""
    if obj is None or obj.kind != "kill":
        return set()
    return {uid for uid, m in state.monsters.items() if m[4] in obj.targets or uid in obj.targets}


def _distances(state: MachinaState, goals: set[Cell], on: bool = False) -> dict[Cell, int]:
    """Steps to stand on or next to a goal (``on``: on it only; 8-way, closed doors
    passable, pits avoided)."""
    grid = state.grid
    blocked = monsters.blocked_zones(state)
    memo_key = ("goal", state.key, frozenset(goals), blocked, on)
    found = grid.memo.get(memo_key)
    if found is not None:
        return found  # type: ignore[no-any-return]
    starts = []
    for g in goals:
        for c in [g, *spaces.neighbours8(state, g)]:
            z = grid.zone.get(c)
            if z is None or not state.standable(c) or grid.pit[z]:
                continue
            if c != g and (on or not spaces.adjacent_to(state, c, g)):
                continue
            starts.append(z)
    dist = grid.distances(grid.plan_key(state.key), starts, blocked, True)
    if len(grid.memo) > 10_000:
        grid.memo.clear()
    found = grid.memo[memo_key] = _Dist(grid, dist)
    return found


class _Dist(dict):  # type: ignore[type-arg]
    """Zone distances read by space."""

    def __init__(self, grid: Any, dist: list[int]) -> None:
        super().__init__()
        self.grid, self.dist = grid, dist

    def get(self, cell: Any, default: Any = None) -> Any:
        z = self.grid.zone.get(cell)
        if z is None or self.dist[z] >= INF:
            return default
        return self.dist[z]


def goal_action(
    state: MachinaState, player: int, legal: list[Action] | None = None
) -> Action | None:
    """The goal bot's action for ``player`` (the order of the module docstring), among
    ``legal`` (default: every legal action; a search policy passes fewer)."""
    if legal is None:
        legal = state.legal_actions()
    if not legal:
        return None
    first = legal[0]
    if state.pending_choice() is not None:  # a tie the players settle: the first option
        return first
    if isinstance(first, Spend):
        return max((a for a in legal if isinstance(a, Spend)), key=lambda a: a.essence)
    goals = goal_cells(state)
    # a reach objective is met by an explorer on one of its cells, not next to one
    obj = chapters.current_objective(state)
    on = obj is not None and obj.kind == "reach"
    if isinstance(first, Begin):
        begins = [a for a in legal if isinstance(a, Begin)]
        if not goals:
            return begins[0]
        dist = _distances(state, goals, on)

        def far(a: Any) -> int:
            cell = state.pos[a.player]
            return dist.get(cell, 10**6) if cell is not None else 10**6

        return min(begins, key=lambda a: (far(a), a.player))
    here = state.pos[player]
    if here is None:
        return EndTurn(player)
    # it never teleports: drop those (a space as target) before the many passes below
    legal = [a for a in legal if type(a) not in _PLAYS or "," not in a.target]  # type: ignore[attr-defined]
    for a in legal:
        if isinstance(a, UseSpace) and state.terrain(_parse(a.at)) == "chapter-space":
            return a
    for a in legal:
        if isinstance(a, ExitTile):
            obj = chapters.current_objective(state)
            if obj is not None and obj.kind == "escape":
                return a
    plays = _plays(state, legal)
    used = next((a for a, ability in plays if ability.get("effect") == "heal"), None)
    if used is not None and state.hp[player] * 3 <= state.max_hp(player) + 1:
        return used
    attacks = [a for a in legal if isinstance(a, AttackMonster)]
    monster_attacks: list[Any] = [a for a in attacks if a.target in state.monsters]
    if not monster_attacks:
        monster_attacks = [
            a
            for a, ability in plays
            if ability.get("effect") == "attack" and a.target in state.monsters
        ]
    if monster_attacks:
        return min(monster_attacks, key=lambda a: (state.monsters[a.target][3], a.target))
    chosen = _forced_moves(state, player, plays)
    if chosen is not None:
        return chosen
    for a in legal:
        if isinstance(a, Trade) and a.take == "-" and a.give != "-":
            gift = state.game.data.items[a.give].get("use") or {}
            other = a.other
            has_heal = any(
                (state.game.data.items[i].get("use") or {}).get("effect") == "heal"
                for i in state.items[other]
            )
            if (
                gift.get("effect") == "heal"
                and not has_heal
                and state.hp[other] < state.max_hp(other) - 1
                and state.hp[other] < state.hp[player]
            ):
                return a
    hurt = state.hp[player] < state.max_hp(player)
    for a in legal:
        if isinstance(a, UseSpace):
            kind = state.terrain(_parse(a.at))
            if kind == "recharge-station" and hurt:
                return a
            if kind in ("chest-space", "workbench") and state.stamina[player] >= 5:
                return a
    if goals:
        dist = _distances(state, goals, on)
        mine = dist.get(here)
        if mine == 0:
            return _stuck(state, player, here, legal, obj)
        if mine is not None:
            best = None
            for a in legal:
                if isinstance(a, Move):
                    to = _parse(a.to)
                    d = dist.get(to)
                    if d is not None and d < mine and (best is None or d < best[0]):
                        best = (d, a)
            if best is not None:
                return best[1]
            for a in legal:
                if isinstance(a, (OpenDoor, DestroyDoor)):
                    return a
            return _stuck(state, player, here, legal, obj)
    for a in legal:
        if isinstance(a, Explore):
            return a
    if not goals:
        # the goal is off the board: walk toward the nearest open join to explore
        joins = [c for j in state.open_joins() for c in _join_cells(state, j)]
        if joins:
            dist = _distances(state, set(joins))
            mine = dist.get(here)
            for a in legal:
                if isinstance(a, Move) and mine is not None:
                    d = dist.get(_parse(a.to))
                    if d is not None and d < mine:
                        return a
    return EndTurn(player)


def _ability(state: MachinaState, action: Action) -> dict[str, Any]:
    """The ability an ``item`` or ``ability`` action plays (empty for other actions)."""
    if isinstance(action, UseItem):
        return dict(state.game.data.items[action.item].get("use") or {})
    if isinstance(action, PlayAbility):
        return explorers.class_ability(state, action.player, action.ability) or {}
    return {}


_PLAYS = (UseItem, PlayAbility)


def _plays(state: MachinaState, legal: list[Action]) -> list[tuple[Any, dict[str, Any]]]:
    """The ``item`` and ``ability`` actions with the ability each plays, teleports left out
    (the bot never teleports), each ability looked up once per source."""
    out: list[tuple[Any, dict[str, Any]]] = []
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for a in legal:
        key: tuple[str, str]
        if isinstance(a, UseItem):
            key = ("item", a.item)
        elif isinstance(a, PlayAbility):
            key = ("ability", a.ability)
        else:
            continue
        ability = seen.get(key)
        if ability is None:
            ability = seen[key] = _ability(state, a)
        if ability.get("effect") != "teleport":
            out.append((a, ability))
    return out


def _forced_moves(
    state: MachinaState, player: int, plays: list[tuple[Any, dict[str, Any]]]
) -> Action | None:
    """Push a neighbouring monster away when hurt; pull a monster into melee reach when the
    stamina left pays for the strike."""
    attack = state.explorer_card(player)["attack"]
    hurt = state.hp[player] * 2 <= state.max_hp(player)
    for a, ability in plays:
        if a.target not in state.monsters:
            continue
        effect = ability.get("effect")
        cost = int(ability["cost"])
        if effect == "push" and hurt:
            return a
        if (
            effect == "pull"
            and int(attack["range"]) == 1
            and state.stamina[player] >= cost + int(attack["cost"])
        ):
            return a
    return None


def _join_cells(state: MachinaState, join: Any) -> list[Cell]:
    from questwright.core.geometry import edge_cells

    return [c for k in join.edges for c in edge_cells(k) if c in state.board.cells]


def _parse(text: str) -> Cell:
    x, y = text.split(",")
    return int(x), int(y)


def _stuck(state: MachinaState, player: int, here: Cell, legal: list[Action], obj: Any) -> Action:
    """No step gets nearer the chapter's goal: beside a quarry it cannot strike (a closed
    door or a wall's corner between), get at it rather than end the turn, turn after turn;
    else end the turn (the quarry found only here, off the path of every other decision)."""
    quarry = quarry_of(state, obj)
    return (quarry and get_at_quarry(state, player, here, legal, quarry)) or EndTurn(player)


def get_at_quarry(
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
            at = spaces.parse_cell(a.to)
            reach = [t for t in spaces.targets_of(state, at, attack) if t in targets]
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
