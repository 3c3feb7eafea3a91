"""Active abilities of Machina Arcana as data (rules digest §B.3, §B.4; stand-in content).

An ability is a mapping of the content's ``Ability`` shape (``engine/rulesets/machina/
content.py``): ``effect`` (attack, aura, push, pull, teleport, lever, door, heal), ``cost`` and the
numbers the effect reads. The same effects serve monsters (each step of a monster's turn
tries its attack, then its listed abilities, in order, again while it has stamina — each at
most ``abilityUses`` times a turn where the system sets it) and explorers (usable items, the ``item`` action). Everything here works on a
:class:`~questwright.engine.rulesets.machina.state.MachinaState`; the forced movement of
push and pull follows §B.3: straight orthogonally when the two spaces are in line, else
diagonally; it stops before a wall, a closed door, an impassable space, the board's edge or
a unit (the sheet's gap: "presumably stops"); moving into a barrel hits it (it explodes and
the unit stops), into an unused trap lever pulls the lever (the unit stops), into a pit
destroys the unit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.text import say
from questwright.engine.figures import can_see, step_passes
from questwright.engine.log import word
from questwright.engine.rulesets.machina import combat, explorers, exploring, monsters, spaces

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState

__all__ = [
    "aura_victims",
    "control",
    "control_plan",
    "forced_path",
    "monster_play",
    "move_unit",
    "scheming_door",
    "teleport_spaces",
]

Cell = tuple[int, int]
#: a unit: an explorer index or a monster uid
Unit = int | str


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


def _cheb(a: Cell, b: Cell) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def forced_path(
    state: MachinaState, source: Cell, target: Cell, distance: int, pull: bool
) -> tuple[Cell, str | None]:
    """Where a unit on ``target`` ends when ``source`` pushes (or pulls) it ``distance``
    spaces, and what stopped it on the way: ``"barrel"``, ``"lever"``, ``"pit"`` or None
    (module docstring). The space it bumps into is not entered."""
    dx, dy = _sign(target[0] - source[0]), _sign(target[1] - source[1])
    if pull:
        dx, dy = -dx, -dy
    unit = state.monster_cells().get(target)
    if unit is not None and state.card(unit).get("immobile"):
        return target, None  # immobile units cannot be pushed or pulled (B.3)
    occupied = state.unit_cells()
    here = target
    for _ in range(distance):
        to = (here[0] + dx, here[1] + dy)
        if to == source or to not in state.board.cells:
            return here, None
        lever = state.terrain(to) in state.game.data.lever_terrain and to not in state.used
        if (to in state.barrels or lever) and spaces.adjacent_to(state, here, to):
            return here, f"{'lever' if lever else 'barrel'}@{to[0]},{to[1]}"
        if (
            to in occupied
            or not state.standable(to)
            or not step_passes(state.topology, state.key, here, to)
        ):
            return here, None
        here = to
        if state.terrain(here) in state.game.data.pit_terrain:
            return here, "pit"
    return here, None


def move_unit(state: MachinaState, unit: Unit, source: Cell, distance: int, pull: bool) -> None:
    """Push or pull ``unit`` away from / toward ``source`` (see :func:`forced_path`)."""
    at = spaces.unit_cell(state, unit)
    if at is None:
        return
    end, bump = forced_path(state, source, at, distance, pull)
    name = f"h{unit + 1}" if isinstance(unit, int) else unit
    verb = "pulled" if pull else "pushed"
    if end != at:
        state.say(
            "{name} is {verb} to {end},{end2}", name=name, verb=word(verb), end=end[0], end2=end[1]
        )
        if isinstance(unit, int):
            explorers.place_explorer(state, unit, end)
        else:
            monsters.move_monster(state, unit, end)
    if bump is None or bump == "pit":
        return
    kind, _, where = bump.partition("@")
    x, y = where.split(",")
    cell = (int(x), int(y))
    if kind == "barrel":
        state.say(
            "{name} is {verb} into the barrel at {where}", name=name, verb=word(verb), where=where
        )
        combat.explode(state, cell)
    else:
        state.say(
            "{name} is {verb} into the trap lever at {where}",
            name=name,
            verb=word(verb),
            where=where,
        )
        exploring.pull_lever(state, cell)


def teleport_spaces(state: MachinaState, here: Cell, reach: int) -> list[Cell]:
    """Free spaces a unit on ``here`` may teleport to within ``reach`` (walls, obstacles,
    rubble and closed doors ignored; the space must be passable and unoccupied, so not a
    closed door space), reading order."""
    occupied = state.unit_cells()
    blocked = state.barrels | state.sealed
    grid = state.grid
    zone, floor = grid.zone, grid.floor
    out = []
    for y in range(here[1] - reach, here[1] + reach + 1):
        for x in range(here[0] - reach, here[0] + reach + 1):
            c = (x, y)
            z = zone.get(c)
            # ``floor`` is the board's passable terrain (``standable`` less the dynamic sets)
            if (
                z is not None
                and floor[z]
                and c not in occupied
                and c not in blocked
                and not (grid.door_space and spaces.closed_door_space(state, c))
            ):
                out.append(c)
    return out


def aura_victims(state: MachinaState, here: Cell, reach: int, of_explorers: bool) -> list[Unit]:
    """Units an aura on ``here`` reaches: opposing units within ``reach`` it sees (walls and
    closed doors block; units do not: the aura is untargeted)."""
    found: list[Unit] = []
    if of_explorers:
        for p, cell in enumerate(state.pos):
            if (
                cell is not None
                and state.on_map(p)
                and 0 < _cheb(here, cell) <= reach
                and can_see(state.topology, state.key, here, cell)
            ):
                found.append(p)
    else:
        for uid, m in state.monsters.items():
            cell = (m[1], m[2])
            if 0 < _cheb(here, cell) <= reach and can_see(state.topology, state.key, here, cell):
                found.append(uid)
    return found


def monster_play(state: MachinaState, uid: str, ability: dict[str, Any]) -> bool:
    """Play ``ability`` for monster ``uid`` if it has a use now; True when it was played."""
    effect = ability["effect"]
    here = state.monster_cell(uid)
    reach = int(ability.get("range", 1))
    if effect == "attack":
        victim = monsters.monster_victim(state, uid, here, ability)
        if victim is None:
            return False
        combat.monster_attack(state, uid, victim, ability)
        return True
    if effect in ("push", "pull"):
        pull = effect == "pull"
        victim = monsters.monster_victim(state, uid, here, ability, beyond=1 if pull else 0)
        if victim is None:
            return False
        cell = state.pos[victim]
        assert cell is not None
        end, bump = forced_path(state, here, cell, int(ability.get("distance", 1)), pull)
        if end == cell and bump is None:
            return False  # it would not move: not worth the stamina
        state.say(
            "{uid} uses {ability} on h{value}",
            uid=uid,
            ability=ability.get("name") or effect,
            value=victim + 1,
        )
        move_unit(state, victim, here, int(ability.get("distance", 1)), pull)
        return True
    if effect == "teleport":
        if state.card(uid).get("immobile"):
            return False
        target = monsters.nearest_explorer(state, uid)
        if target is None:
            return False
        goal = state.pos[target]
        assert goal is not None
        if _cheb(here, goal) <= 1:
            return False
        pits = state.game.data.pit_terrain
        spots = [
            c
            for c in teleport_spaces(state, here, reach)
            if _cheb(c, goal) == 1
            and state.terrain(c) not in pits
            and spaces.adjacent_to(state, c, goal)
        ]
        if not spots:
            return False
        spot = min(spots, key=lambda c: (_cheb(c, here), c[1], c[0]))
        state.say("{uid} teleports to {spot},{spot2}", uid=uid, spot=spot[0], spot2=spot[1])
        monsters.move_monster(state, uid, spot)
        return True
    if effect == "aura":
        victims = aura_victims(state, here, reach, of_explorers=True)
        if not victims:
            return False
        state.say("{uid} uses {ability}", uid=uid, ability=ability.get("name") or say("its aura"))
        combat.aura_attack(state, victims, ability, uid)
        return True
    if effect == "lever":
        lever = exploring.lever_worth_pulling(state, here)
        if lever is None:
            return False
        state.say(
            "{uid} pulls the trap lever at {lever},{lever2}",
            uid=uid,
            lever=lever[0],
            lever2=lever[1],
        )
        exploring.pull_lever(state, lever)
        return True
    if effect == "door":
        action = str(ability.get("action", "open"))
        door = scheming_door(state, uid, action)
        if door is None:
            return False
        if action == "destroy":
            spaces.break_door(state, door)
        else:
            spaces.set_door(state, door, action == "open")
        verb = {"open": "opens", "close": "closes", "destroy": "destroys"}[action]
        state.say("{uid} {verb} {door}", uid=uid, verb=word(verb), door=door)
        return True
    if effect == "heal":
        card, x, y, hp, source = state.monsters[uid]
        most = int(state.game.data.cards[card]["health"])
        if hp >= most:
            return False
        hp = min(most, hp + int(ability.get("amount", 1)))
        state.monsters[uid] = (card, x, y, hp, source)
        state.say("{uid} mends itself ({hp})", uid=uid, hp=hp)
        return True
    return False


def scheming_door(state: MachinaState, uid: str, action: str) -> str | None:
    """The door a scheming monster ``uid`` would ``open``, ``close`` or ``destroy`` now
    (``None``: none), by the stand-in policy of docs/engine.md (the sheet gives none):

    * open: no free step gets it nearer its target and a closed, unlocked door next to it
      leads to a space nearer (it opens the door instead of breaking it);
    * destroy: a door next to it that leads nearer its target and is closed with no free
      nearer step, or is open with an explorer next to it who could shut it;
    * close: an open door next to it (not destroyed, no unit in a door space) that does not
      lead nearer its target and that lengthens another explorer's way to it.

    Ties: open and destroy take the door whose space is nearest the target, close the door
    that lengthens a way most; then the first clockwise from north, then the door id.
    """
    from questwright.engine.rulesets.machina.grid import CLOCKWISE, INF

    here = state.monster_cell(uid)
    steps = spaces.door_steps(state, here)
    if action == "close":
        steps = {d: tos for d, tos in steps.items() if spaces.may_close(state, d)}
    elif action == "open":
        steps = {d: tos for d, tos in steps.items() if not state.door_open(d)}
    if not steps:
        return None  # (before the counts: most steps of a turn have no such door)
    target = monsters.nearest_explorer(state, uid)
    if target is None:
        return None
    goal = state.pos[target]
    assert goal is not None
    grid = state.grid
    zone = grid.zone
    order = {d: i for i, d in enumerate(CLOCKWISE)}

    def turn(cells: list[Cell]) -> int:
        return min(order[(c[0] - here[0], c[1] - here[1])] for c in cells)

    dist = monsters.monster_distances(state, goal, bool(state.card(uid).get("mindless")))
    mine = dist[zone[here]]
    if mine >= INF:
        return None
    if action == "close":
        blocked = monsters.blocked_zones(state)
        start = [zone[here]]
        now = grid.distances(state.key, start, blocked, True)
        topo = state.topology
        best: tuple[int, int, str] | None = None
        for door, tos in steps.items():
            if any(dist[zone[c]] < mine for c in tos):
                continue
            shut = state.key & ~topo.door_bit(topo.door_index[door])
            later = grid.distances(shut, start, blocked, True)
            gain = 0
            for p, cell in enumerate(state.pos):
                if p == target or cell is None or not state.on_map(p):
                    continue
                z = zone[cell]
                if now[z] < INF:
                    gain = max(gain, min(later[z], INF) - now[z])
            if gain > 0:
                key = (-gain, turn(tos), door)
                if best is None or key < best:
                    best = key
        return None if best is None else best[2]
    if mine <= 1:
        return None
    occupied = state.unit_cells()
    free_step = any(
        (w := zone.get(c)) is not None
        and dist[w] < mine
        and spaces.can_step(state, here, c, occupied)
        for c in spaces.neighbours8(state, here)
    )
    explorer_spaces = [c for p, c in enumerate(state.pos) if c is not None and state.on_map(p)]
    pick: tuple[int, int, str] | None = None
    for door, tos in steps.items():
        nearer = [c for c in tos if dist[zone[c]] < mine]
        if not nearer or door in state.broken:
            continue
        if state.door_open(door):
            if action != "destroy" or not _door_watched(state, door, explorer_spaces):
                continue
        elif free_step or (action == "open" and state.board.doors[door].lock is not None):
            continue
        key = (min(dist[zone[c]] for c in nearer), turn(nearer), door)
        if pick is None or key < pick:
            pick = key
    return None if pick is None else pick[2]


def _door_watched(state: MachinaState, door: str, explorer_spaces: list[Cell]) -> bool:
    """An explorer stands next to the door (beside one of its edges, or its space)."""
    found = state.board.doors[door]
    cells = {found.cell} if found.cell is not None else set()
    if not cells:
        from questwright.core.geometry import edge_cells

        cells = {c for k in found.edges for c in edge_cells(k)}
    return any(_cheb(e, c) <= 1 for e in explorer_spaces for c in cells)


def control_plan(
    state: MachinaState, uid: str, quick: bool = False
) -> tuple[str, Cell | str] | None:
    """What an explorer controlling monster ``uid`` makes it do (B.3 "control": the
    controller drives it as a scheming monster and may walk it into pits or make it attack
    other monsters; the players' choice, fixed here): ``("pit", space)`` a pit next to it
    it can step into (the first clockwise from north), else ``("attack", uid)`` the
    monster with the lowest health that its card's attack reaches, else ``None``. An
    immobile monster is never walked. ``quick``: a cheap first look (a pit next to it, or
    another monster within its attack's range): ``None`` means neither, anything else may
    still come to nothing."""
    from questwright.engine.rulesets.machina.grid import CLOCKWISE

    here = state.monster_cell(uid)
    card = state.card(uid)
    attack = card["attack"]
    if quick:
        reach = int(attack["range"])
        pits = state.game.data.pit_terrain
        if not card.get("immobile") and any(
            state.terrain((here[0] + dx, here[1] + dy)) in pits for dx, dy in CLOCKWISE
        ):
            return "pit", here
        near = any(
            other != uid and 0 < _cheb(here, (m[1], m[2])) <= reach
            for other, m in state.monsters.items()
        )
        return ("attack", uid) if near else None
    if not card.get("immobile"):
        occupied = state.unit_cells()
        pits = state.game.data.pit_terrain
        for dx, dy in CLOCKWISE:
            to = (here[0] + dx, here[1] + dy)
            if state.terrain(to) in pits and spaces.can_step(state, here, to, occupied):
                return "pit", to
    victims = [
        t for t in spaces.targets_of(state, here, attack) if t in state.monsters and t != uid
    ]
    if not victims:
        return None
    low = min(state.monsters[t][3] for t in victims)
    return "attack", min(t for t in victims if state.monsters[t][3] == low)


def control(state: MachinaState, p: int, uid: str) -> None:
    """Explorer ``p`` drives monster ``uid`` for one action (:func:`control_plan`); a
    monster destroyed on the explorer's turn gives it essence as any kill does."""
    plan = control_plan(state, uid)
    if plan is None:
        return
    kind, what = plan
    if kind == "pit":
        assert isinstance(what, tuple)
        state.say(
            "h{value} walks {uid} into the pit at {what},{what2}",
            value=p + 1,
            uid=uid,
            what=what[0],
            what2=what[1],
        )
        monsters.move_monster(state, uid, what)
        if uid not in state.monsters:
            cap = int(state.params["essenceCap"])
            state.essence[p] = min(cap, state.essence[p] + 1)
        return
    assert isinstance(what, str)
    attack = state.card(uid)["attack"]
    total = combat.roll(state, attack["dice"], f"{uid}>{what}")
    need = combat.defence_of_monster(state, what, str(attack.get("kind", "normal")))
    if total >= need:
        state.say(
            "h{value} makes {uid} strike {what} ({total} vs {need})",
            value=p + 1,
            uid=uid,
            what=word(what),
            total=total,
            need=need,
        )
        combat.hurt_monster(state, what, p)
    else:
        state.say(
            "h{value} makes {uid} miss {what} ({total} vs {need})",
            value=p + 1,
            uid=uid,
            what=word(what),
            total=total,
            need=need,
        )
