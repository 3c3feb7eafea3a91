"""A game of Machina Arcana in play (rules digest §B; reference sheet ``seeds/004``).

The round (``ROUND``) is the sheet's: the **explorer phase** (stamina reset; the explorers
take their turns in any order, each acting until out of stamina or choosing to stop), the
**spawn phase** (each explorer on the map rolls the d10 against the spawn rating), the
**horror phase** (one d10 against the horror rating; the monster threat track and level),
the **monster phase** (monsters in queue order: ability, then a step toward the nearest
targetable explorer, or breaking a door in the way). Spaces are cells (``x,y``); movement is
the core's 8-way model with the corner rule; targeting is exact centre-line sight with
units, action spaces, barrels and destroyed spaces as obstacles. Exploring attaches the
next map tile at an open join (the board grows) and scrolls the oldest empty tile off when
more than ``tilesInPlay`` are out (the board shrinks). The chapters of ``setup.chapters``
are the quest's goal. Everything the sheet leaves open is a named stand-in (docs/engine.md).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from questwright.core.geometry import edge_between
from questwright.engine.actions import Action, EndTurn, Move, OpenDoor
from questwright.engine.core import State
from questwright.engine.figures import can_see, step_passes
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, Turns
from questwright.engine.rulesets.machina.abilities import (
    aura_victims,
    control,
    control_plan,
    forced_path,
    monster_play,
    move_unit,
    teleport_spaces,
)
from questwright.engine.rulesets.machina.actions import (
    AttackMonster,
    CloseDoor,
    DestroyDoor,
    ExitTile,
    Explore,
    PlayAbility,
    SealSpawn,
    Spend,
    Trade,
    UseItem,
    UseSpace,
)
from questwright.engine.rulesets.machina.grid import CLOCKWISE, INF, Grid, grid_of

__all__ = ["MachinaState", "cell_ref", "parse_cell"]

Cell = tuple[int, int]
_FOUR: tuple[Cell, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
ACTION_TERRAIN = (
    "chest-space",
    "workbench",
    "event-space",
    "recharge-station",
    "trap-lever",
    "chapter-space",
)
COST_PARAMETER = {
    "chest-space": "chestCost",
    "workbench": "workbenchCost",
    "event-space": "eventSpaceCost",
    "recharge-station": "rechargeCost",
    "trap-lever": "trapLeverCost",
}


def cell_ref(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str) -> Cell:
    x, y = text.split(",")
    return int(x), int(y)


def chebyshev(a: Cell, b: Cell) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


class MachinaState(State):
    """A position of a Machina Arcana game (see the module docstring)."""

    ROUND = Round(
        [
            Turns(
                "explorers",
                order="explorer_order",
                chosen=True,
                skip="off_the_map",
                begin="explorer_phase",
            ),
            Step("spawn", "spawn_phase"),
            Step("horror", "horror_phase"),
            Step("monsters", "monster_phase"),
            Step("end", "round_end"),
        ]
    )

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        data = self.game.data
        board = self.board
        n = len(self.game.party)
        starts = data.starts
        self.pos: list[Cell | None] = [starts[i] for i in range(n)]
        self.hp = [data.explorers[c]["health"] for c in self.game.party]
        self.stamina = [0] * n
        self.essence = [data.explorers[c]["essence"] for c in self.game.party]
        self.dead = [False] * n
        self.exited = [False] * n
        self.items: list[list[str]] = [[] for _ in range(n)]
        #: monsters by uid: [card id, x, y, health, source token id]
        self.monsters: dict[str, tuple[str, int, int, int, str]] = {}
        self.queue: list[str] = []
        self.next_uid = 1
        self.barrels = frozenset(data.barrels)
        #: destroyed doors (open for good); a quest door may start destroyed
        self.broken: frozenset[str] = frozenset(
            d for d, door in board.doors.items() if door.state == "destroyed"
        )
        self.used: frozenset[Cell] = frozenset()  # action spaces with a destroyed token
        self.sealed: frozenset[Cell] = frozenset()  # sealed spawn spaces
        self.lit: frozenset[Cell] = frozenset()
        self.revealed: frozenset[str] = frozenset()
        self.exits_used: list[str] = [""] * n  # the exit token each explorer left by
        self.killed: frozenset[str] = frozenset()  # sources of destroyed monsters
        self.done: list[str] = []
        self.chapter = 0
        self.fired: frozenset[str] = frozenset()
        self.spend: tuple[int, str, int, int] | None = None
        self.frenzy = 0
        params = data.params
        setup = self.game.quest.setup or {}
        self.horror_start = int(setup.get("horrorRating", params["horrorRatingStart"]))
        self.horror = self.horror_start
        self.spawn_rating = params["spawnRatingStart"]
        self.threat = int(setup.get("monsterThreat", 1))
        self.level = int(setup.get("monsterLevel", 1))
        self.destroyed_pile: list[str] = []
        self.monster_deck = [c for c in data.cards if data.cards[c]["level"] <= self.level]
        self.rng.shuffle(self.monster_deck)
        self.horror_deck = [c["id"] for c in data.content["horrorEvents"]]
        self.rng.shuffle(self.horror_deck)
        self.horror_discard: list[str] = []
        self.event_deck = [c["id"] for c in data.content["explorerEvents"]]
        self.rng.shuffle(self.event_deck)
        self.event_discard: list[str] = []
        self.item_deck = [c["id"] for c in data.content["items"]]
        self.rng.shuffle(self.item_deck)
        self.map_deck = list(data.map_tiles)
        self.rng.shuffle(self.map_deck)
        #: heat-map figures, in the quest board's zone order
        zones = len(self.game.topology.zone_ids)
        self.visits = [0] * zones
        self.zone_deaths = [0] * zones
        self.hero_deaths = 0
        self.spawned: dict[str, int] = {}
        for token in data.monster_tokens:
            if not token.face_down:
                self.place_token_monster(token.id)
        for p in range(n):
            self.visit(self.pos[p])
        del board
        self.round = 1
        self.start_rounds()

    # ------------------------------------------------------------------ small queries
    @property
    def params(self) -> dict[str, Any]:
        return self.game.data.params

    @property
    def rules(self) -> dict[str, Any]:
        return self.game.data.rules

    def card(self, uid: str) -> dict[str, Any]:
        return self.game.data.cards[self.monsters[uid][0]]

    def monster_cell(self, uid: str) -> Cell:
        m = self.monsters[uid]
        return m[1], m[2]

    def on_map(self, p: int) -> bool:
        return not self.dead[p] and not self.exited[p]

    def explorer_cells(self) -> dict[Cell, int]:
        return {c: p for p, c in enumerate(self.pos) if c is not None and self.on_map(p)}

    def monster_cells(self) -> dict[Cell, str]:
        return {(m[1], m[2]): uid for uid, m in self.monsters.items()}

    def unit_cells(self) -> set[Cell]:
        return set(self.explorer_cells()) | set(self.monster_cells())

    def terrain(self, cell: Cell) -> str | None:
        info = self.board.cells.get(cell)
        return None if info is None else info.terrain

    def standable(self, cell: Cell) -> bool:
        """Passable for a unit: on the board, passable terrain, no barrel, not destroyed,
        not a closed door space."""
        return (
            self.board.cell_passable(cell)
            and cell not in self.barrels
            and cell not in self.sealed
            and not self.tile_gone(cell)
            and not self.closed_door_space(cell)
        )

    def closed_door_space(self, cell: Cell) -> bool:
        """A door space whose door is closed (impassable, blocks sight: B.1)."""
        grid = self.grid
        if not grid.door_space:
            return False
        door = grid.door_space.get(grid.zone.get(cell, -1))
        return door is not None and not self.door_open(door)

    def door_space_cell(self, door: str) -> Cell | None:
        """The space door ``door`` occupies (``None``: a door on edges)."""
        found = self.board.doors.get(door)
        return None if found is None else found.cell

    def door_steps(self, here: Cell) -> dict[str, list[Cell]]:
        """The doors next to ``here`` (as :meth:`Grid.doors_at`) with the neighbouring spaces
        each stands between ``here`` and: the space across a door on an edge, the door
        space itself; clockwise from north."""
        grid = self.grid
        zone = grid.zone
        here_z = zone.get(here)
        if here_z is None:
            return {}
        near = set(grid.doors_at(here_z))
        out: dict[str, list[Cell]] = {}
        for dx, dy in CLOCKWISE:
            to = (here[0] + dx, here[1] + dy)
            w = zone.get(to)
            if w is None:
                continue
            found = grid.door_space.get(w) if grid.door_space else None
            if found is None and (dx == 0 or dy == 0):
                door = self.board.door_at(edge_between(here, to))
                found = door.id if door is not None else None
            if found is not None and found in near:
                out.setdefault(found, []).append(to)
        return out

    def may_close(self, door: str) -> bool:
        """An open door that is not destroyed, and no unit stands in its space."""
        if door in self.broken or not self.door_open(door):
            return False
        cell = self.door_space_cell(door)
        return cell is None or cell not in self.unit_cells()

    def tile_gone(self, cell: Cell) -> bool:
        return cell not in self.board.cells

    def obstacles(self) -> set[Cell]:
        """Spaces ordinary ranged targeting cannot pass: units, action spaces, barrels,
        destroyed spaces (B.1)."""
        out = self.unit_cells() | set(self.barrels) | set(self.sealed)
        out |= self.board.cells_with_terrain(ACTION_TERRAIN)
        out |= self.board.cells_with_terrain(("destroyed",))
        out |= self.game.data.static_obstacles
        return out

    def door_open(self, door: str) -> bool:
        topo = self.topology
        return bool(self.key & topo.door_bit(topo.door_index[door]))

    def doors_of(self, here: Cell) -> list[str]:
        """Doors on the four edges of space ``here``."""
        out: list[str] = []
        for dx, dy in _FOUR:
            door = self.board.door_at(edge_between(here, (here[0] + dx, here[1] + dy)))
            if door is not None and door.id in self.topology.door_index and door.id not in out:
                out.append(door.id)
        return sorted(out)

    def neighbours8(self, cell: Cell) -> list[Cell]:
        return [(cell[0] + dx, cell[1] + dy) for dx, dy in CLOCKWISE]

    def adjacent_to(self, here: Cell, cell: Cell) -> bool:
        """Next to ``cell`` with nothing LOS-blocking between (walls, closed doors)."""
        if chebyshev(here, cell) != 1:
            return False
        zone = self.grid.zone
        return self.grid.sees_next(self.key, zone[here], zone[cell])

    def can_step(self, a: Cell, b: Cell, occupied: set[Cell]) -> bool:
        return (
            b not in occupied and self.standable(b) and step_passes(self.topology, self.key, a, b)
        )

    def tile_of(self, cell: Cell) -> str | None:
        info = self.board.cells.get(cell)
        return None if info is None else info.tile

    def active_exits(self) -> list[tuple[str, Cell]]:
        """Revealed exit tokens whose tile is still on the board."""
        out = []
        for token in self.game.data.exit_tokens:
            if (token.id in self.revealed or not token.face_down) and token.id not in self.fired:
                cell = tuple(token.cell)
                if cell in self.board.cells:
                    out.append((token.id, (cell[0], cell[1])))
        return out

    def attack_bonus(self, p: int) -> int:
        items = self.game.data.items
        return sum(items[i].get("attack", 0) for i in self.items[p])

    def defence_bonus(self, p: int) -> int:
        items = self.game.data.items
        return sum(items[i].get("armour", 0) for i in self.items[p])

    def max_hp(self, p: int) -> int:
        return int(self.game.data.explorers[self.game.party[p]]["health"])

    def explorer_card(self, p: int) -> dict[str, Any]:
        return self.game.data.explorers[self.game.party[p]]

    def visit(self, cell: Cell | None) -> None:
        if cell is None:
            return
        zone = self.game.topology.index.get(f"cell:{cell[0]},{cell[1]}")
        if zone is not None:
            self.visits[zone] += 1

    # ------------------------------------------------------------------ round hooks
    def explorer_order(self) -> list[int]:
        return list(range(len(self.pos)))

    def off_the_map(self, p: int) -> bool:
        return not self.on_map(p)

    def explorer_phase(self) -> None:
        """Exited explorers come back (once no exit token waits), stamina resets, round-start
        triggers fire."""
        if not self.active_exits():
            for p in range(len(self.pos)):
                if self.exited[p] and not self.dead[p]:
                    self.reenter(p)
        for p in range(len(self.pos)):
            self.stamina[p] = int(self.explorer_card(p)["stamina"]) if self.on_map(p) else 0
        self.fire("round-start", str(self.round))

    def reenter(self, p: int) -> None:
        """An exited explorer comes back on the free space nearest where it left (stand-in)."""
        left = self.pos[p]
        spot = self.free_space_near(left) if left is not None else None
        if spot is None:
            return
        self.exited[p] = False
        self.pos[p] = spot
        self.say(f"h{p + 1} re-enters at {cell_ref(spot)}")

    def spawn_phase(self) -> None:
        die = int(self.params["gameDie"])
        light = int(self.rules.get("spawnLightRoll", 0))
        spawned = False
        for p in range(len(self.pos)):
            if not self.on_map(p) or self._outcome is not None:
                continue
            roll = self.rng.below(die) + 1
            self.chance("roll", f"spawn h{p + 1} d{die}={roll} vs {self.spawn_rating}")
            if light and roll == light:
                self.light_chapter_near(p)
            elif roll >= self.spawn_rating:
                spawned = True
                self.spawn_monster(self.pos[p])  # type: ignore[arg-type]
        if spawned:
            self.spawn_rating = int(self.params["spawnRatingStart"])
        else:
            self.spawn_rating = max(1, self.spawn_rating - 1)

    def horror_phase(self) -> None:
        die = int(self.params["gameDie"])
        roll = self.rng.below(die) + 1
        self.chance("roll", f"horror d{die}={roll} vs {self.horror}")
        if roll >= self.horror:
            self.horror = self.horror_start
            self.raise_threat()
            if not self.horror_deck:
                self.horror_deck, self.horror_discard = self.horror_discard, []
                self.rng.shuffle(self.horror_deck)
            if self.horror_deck:
                card = self.horror_deck.pop()
                self.chance("draw", f"horror:{card}")
                self.horror_discard.append(card)
                self.say(f"horror event {self.game.data.events[card]['name']}")
                self.resolve_event(card, None)
        else:
            self.horror = max(1, self.horror - 1)

    def monster_phase(self) -> None:
        for uid in list(self.queue):
            if self._outcome is not None:
                return
            if uid in self.monsters:
                self.monster_turn(uid)

    def round_end(self) -> None:
        self.frenzy = 0
        self.fire("round-end", str(self.round))
        if self._outcome is None and self.round >= self.game.max_rounds:
            self.finish("loss", "round bound reached")

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        p = self.active
        if p < 0:
            return []
        if self.spend is not None:
            need = self.spend[3]
            return [Spend(p, need), Spend(p, 0)]
        out: list[Action] = []
        here = self.pos[p]
        if here is None or not self.on_map(p):
            return [EndTurn(p)]
        st = self.stamina[p]
        params = self.params
        grid = self.grid
        z = grid.zone[here]
        around = grid.around(z)
        if st >= params["moveCost"]:
            steps = set(self.topology.neighbours(self.key)[z])
            occupied = self.unit_cells()
            floor = grid.floor
            for w, to, _ in around:
                if (
                    w in steps
                    and floor[w]
                    and to not in occupied
                    and to not in self.barrels
                    and to not in self.sealed
                ):
                    out.append(Move(p, cell_ref(to)))
        for door in grid.doors_at(z):
            if self.door_open(door):
                if st >= params["doorCloseCost"] and self.may_close(door):
                    out.append(CloseDoor(p, door))
            else:
                if st >= params["doorOpenCost"]:
                    out.append(OpenDoor(p, door))
                if st >= params["doorDestroyCost"]:
                    out.append(DestroyDoor(p, door))
        spawn_terrain = self.game.data.spawn_terrain
        for w, cell, kind in around:
            if kind in ACTION_TERRAIN:
                if (
                    cell not in self.used
                    and self.can_use(p, cell, kind)
                    and grid.sees_next(self.key, z, w)
                ):
                    out.append(UseSpace(p, cell_ref(cell)))
            elif (
                kind in spawn_terrain
                and cell not in self.sealed
                and st >= self.seal_stamina()
                and self.essence[p] >= int(self.rules.get("sealSpawnEssence", 0))
                and grid.sees_next(self.key, z, w)
            ):
                out.append(SealSpawn(p, cell_ref(cell)))
        attack = self.explorer_card(p)["attack"]
        self._sight_memo: dict[tuple[Cell, Cell, bool], bool] | None = {}
        try:
            if st >= attack["cost"]:
                for target in self.targets_of(here, attack):
                    out.append(AttackMonster(p, target))
            out += self.item_uses(p, here)
        finally:
            self._sight_memo = None
        out += self.trades(p, here)
        if st >= params["exploreCost"] and self.map_deck:
            for join, inside in grid.joins:
                if any(chebyshev(here, c) <= 1 for c in inside):
                    out.append(Explore(p, join))
        if st >= params["exitTileCost"]:
            for _, cell in self.active_exits():
                if here == cell or self.adjacent_to(here, cell):
                    out.append(ExitTile(p))
                    break
        out.append(EndTurn(p))
        return out

    def item_uses(self, p: int, here: Cell) -> list[Action]:
        """The ``item`` actions explorer ``p`` on ``here`` can take: each carried item
        with a ``use`` it can pay for, on each target the effect has (docs/engine.md)."""
        out: list[Action] = []
        items = self.game.data.items
        for item in sorted(set(self.items[p])):
            ability = items[item].get("use")
            if not ability or not self.can_pay(p, ability):
                continue
            for target in self.ability_targets(p, here, ability):
                out.append(UseItem(p, item, target))
        for ability in self.explorer_card(p).get("abilities", ()):
            if "id" in ability and self.can_pay(p, ability):
                for target in self.ability_targets(p, here, ability):
                    out.append(PlayAbility(p, ability["id"], target))
        return out

    def can_pay(self, p: int, ability: dict[str, Any]) -> bool:
        return self.stamina[p] >= int(ability["cost"]) and self.essence[p] >= int(
            ability.get("essence", 0)
        )

    def class_ability(self, p: int, ability_id: str) -> dict[str, Any] | None:
        """The explorer card's ability with this id."""
        for ability in self.explorer_card(p).get("abilities", ()):
            if ability.get("id") == ability_id:
                return dict(ability)
        return None

    def ability_targets(self, p: int, here: Cell, ability: dict[str, Any]) -> list[str]:
        """Targets an explorer's ability has from ``here``: monster uids, spaces or
        ``self`` (empty when it would do nothing)."""
        effect = ability["effect"]
        reach = int(ability.get("range", 1))
        if effect == "heal":
            return ["self"] if self.hp[p] < self.max_hp(p) else []
        if effect == "aura":
            return ["self"] if aura_victims(self, here, reach, of_explorers=False) else []
        if effect == "teleport":
            return [cell_ref(c) for c in teleport_spaces(self, here, reach)]
        if effect == "lever":
            return []  # explorers pull levers with ``use``
        if effect == "control" and not any(
            control_plan(self, uid, quick=True) for uid in self.monsters
        ):
            return []  # no monster has anything to be driven to (no sight tests)
        targeting = {
            "range": reach,
            "ignoreObstacles": ability.get("ignoreObstacles"),
            "targetsEthereal": ability.get("targetsEthereal"),
        }
        found = [t for t in self.targets_of(here, targeting) if t in self.monsters]
        if effect == "attack":
            return found
        if effect == "control":
            return [uid for uid in found if control_plan(self, uid) is not None]
        pull = effect == "pull"
        distance = int(ability.get("distance", 1))
        out = []
        for uid in found:
            at = self.monster_cell(uid)
            end, bump = forced_path(self, here, at, distance, pull)
            if end != at or bump is not None:
                out.append(uid)
        return out

    def trades(self, p: int, here: Cell) -> list[Action]:
        """Swaps with an explorer next to ``p`` (one item each way, or one given or taken)."""
        if self.stamina[p] < int(self.params["tradeCost"]) or not any(self.items):
            return []
        out: list[Action] = []
        for q, cell in enumerate(self.pos):
            if q == p or cell is None or not self.on_map(q) or not self.adjacent_to(here, cell):
                continue
            mine = ["-", *sorted(set(self.items[p]))]
            theirs = ["-", *sorted(set(self.items[q]))]
            for give in mine:
                for take in theirs:
                    if give != "-" or take != "-":
                        out.append(Trade(p, q, give, take))
        return out

    def seal_stamina(self) -> int:
        cost = self.params.get("sealSpawnCost")
        return int(self.rules.get("sealSpawnStamina", 2) if cost is None else cost)

    def chapter_costs(self, cell: Cell) -> tuple[int, int]:
        """Stamina and essence to activate the chapter space ``cell``."""
        if cell in self.lit:
            return int(self.params.get("litChapterCost") or 0), 0
        cost = self.params.get("unlitChapterCost")
        stamina = int(self.rules.get("unlitChapterStamina", 2) if cost is None else cost)
        return stamina, int(self.rules.get("unlitChapterEssence", 0))

    def can_use(self, p: int, cell: Cell, kind: str) -> bool:
        if kind == "chapter-space":
            stamina, essence = self.chapter_costs(cell)
            return (
                self.stamina[p] >= stamina
                and self.essence[p] >= essence
                and self.chapter_space_usable(cell)
            )
        return self.stamina[p] >= int(self.params[COST_PARAMETER[kind]])

    def chapter_space_usable(self, cell: Cell) -> bool:
        """The current chapter is not blocking, no exit token is out, and (when the chapter's
        objective names chapter spaces) this is one of them (B.2)."""
        chapters = self.game.data.chapters
        if self.chapter >= len(chapters) or self.active_exits():
            return False
        chapter = chapters[self.chapter]
        if chapter["blocking"]:
            return False
        objective = self.game.data.objectives.get(chapter["objective"])
        if objective is not None and objective.kind == "activate":
            return cell in self.game.data.chapter_cells(objective, self.board)
        return True

    def targets_of(self, here: Cell, attack: dict[str, Any]) -> list[str]:
        """Monsters (uids) and barrels (``barrel@x,y``) the attack may target from ``here``."""
        reach = int(attack["range"])
        found: list[str] = []
        blockers: set[Cell] | None = None
        ethereal = () if attack.get("targetsEthereal") else self.game.data.flagged("ethereal")
        candidates = [
            (uid, (m[1], m[2])) for uid, m in self.monsters.items() if m[0] not in ethereal
        ]
        candidates += [(f"barrel@{cell_ref(c)}", c) for c in sorted(self.barrels)]
        # within one legal-actions call the attack and the abilities share the sight tests
        memo: dict[tuple[Cell, Cell, bool], bool] | None = self.__dict__.get("_sight_memo")
        for name, cell in candidates:
            d = chebyshev(here, cell)
            if d > reach or d == 0:
                continue
            plain = d == 1 or bool(attack.get("ignoreObstacles"))
            ok = None if memo is None else memo.get((here, cell, plain))
            if ok is None:
                if plain:
                    ok = can_see(self.topology, self.key, here, cell)
                else:
                    if blockers is None:
                        blockers = self.obstacles()
                    ok = can_see(self.topology, self.key, here, cell, blockers)
                if memo is not None:
                    memo[(here, cell, plain)] = ok
            if ok:
                found.append(name)
        return found

    # ------------------------------------------------------------------ applying
    def _apply_action(self, action: Action) -> None:
        p = action.player
        if p != self.active:
            raise ValueError(f"it is not {action.actor()}'s turn")
        if isinstance(action, EndTurn):
            self.end_turn(p)
            return
        if isinstance(action, Spend):
            self.resolve_spend(p, action.essence)
        elif isinstance(action, Move):
            self.move_explorer(p, parse_cell(action.to))
        elif isinstance(action, OpenDoor):
            self.stamina[p] -= int(self.params["doorOpenCost"])
            self.set_door(action.door, True)
            self.say(f"h{p + 1} opens {action.door}")
        elif isinstance(action, CloseDoor):
            self.stamina[p] -= int(self.params["doorCloseCost"])
            self.set_door(action.door, False)
            self.say(f"h{p + 1} closes {action.door}")
        elif isinstance(action, DestroyDoor):
            self.stamina[p] -= int(self.params["doorDestroyCost"])
            self.break_door(action.door)
            self.say(f"h{p + 1} destroys {action.door}")
        elif isinstance(action, UseSpace):
            self.use_space(p, parse_cell(action.at))
        elif isinstance(action, SealSpawn):
            self.seal(p, parse_cell(action.at))
        elif isinstance(action, AttackMonster):
            self.explorer_attack(p, action.target)
        elif isinstance(action, UseItem):
            self.use_item(p, action.item, action.target)
        elif isinstance(action, PlayAbility):
            ability = self.class_ability(p, action.ability)
            if ability is None:
                raise ValueError(f"h{p + 1} has no ability {action.ability!r}")
            self.play_ability(p, ability, action.target, action.ability)
        elif isinstance(action, Trade):
            self.trade(p, action.other, action.give, action.take)
        elif isinstance(action, Explore):
            self.stamina[p] -= int(self.params["exploreCost"])
            self.explore(p, action.join)
        elif isinstance(action, ExitTile):
            self.exit_tile(p)
            return
        else:
            raise ValueError(f"Machina has no action {action}")
        self.check_chapter()
        if (
            self._outcome is None
            and self.spend is None
            and self.active == p
            and (self.stamina[p] <= 0 or not self.on_map(p))
        ):
            self.end_turn(p)

    def end_turn(self, p: int) -> None:
        self.stamina[p] = 0
        self.finish_turn()

    def move_explorer(self, p: int, to: Cell) -> None:
        self.stamina[p] -= int(self.params["moveCost"])
        self.place_explorer(p, to)

    def set_door(self, door: str, open_: bool) -> None:
        bit = self.topology.door_bit(self.topology.door_index[door])
        self.key = (self.key | bit) if open_ else (self.key & ~bit)

    def break_door(self, door: str) -> None:
        self.set_door(door, True)
        self.broken = self.broken | {door}

    # ------------------------------------------------------------------ attacks
    def roll(self, dice: dict[str, int], label: str) -> int:
        faces = self.game.data.dice
        total = 0
        rolled = []
        for colour in sorted(dice):
            for _ in range(dice[colour]):
                face = faces[colour][self.rng.below(len(faces[colour]))]
                rolled.append(str(face))
                total += face
        self.chance("roll", f"{label} {','.join(rolled) or '-'} ={total}")
        return total

    def use_item(self, p: int, item: str, target: str) -> None:
        """Explorer ``p`` uses carried ``item`` on ``target`` (a one-shot item is spent)."""
        ability = self.game.data.items[item].get("use") if item in self.items[p] else None
        if ability is None:
            raise ValueError(f"h{p + 1} carries no usable item {item!r}")
        self.play_ability(p, ability, target, str(self.game.data.items[item]["name"]))
        if self.game.data.items[item].get("oneShot") and item in self.items[p]:
            self.items[p].remove(item)

    def play_ability(self, p: int, ability: dict[str, Any], target: str, label: str) -> None:
        """Explorer ``p`` plays ``ability`` (an item's use or its card's) on ``target``."""
        here = self.pos[p]
        if here is None or not self.can_pay(p, ability):
            raise ValueError(f"h{p + 1} cannot pay for {label}")
        if target not in self.ability_targets(p, here, ability):
            raise ValueError(f"{label} cannot reach {target!r}")
        self.say(f"h{p + 1} uses {ability.get('name') or label}")
        self.essence[p] -= int(ability.get("essence", 0))
        effect = ability["effect"]
        if effect == "attack":
            self.explorer_attack(p, target, {"kind": "normal", **ability})
            return
        self.stamina[p] -= int(ability["cost"])
        if effect == "heal":
            self.hp[p] = min(self.max_hp(p), self.hp[p] + int(ability.get("amount", 1)))
        elif effect == "aura":
            victims = aura_victims(self, here, int(ability.get("range", 1)), of_explorers=False)
            self.aura_attack(victims, ability, f"h{p + 1}")
        elif effect == "teleport":
            to = parse_cell(target)
            self.say(f"h{p + 1} teleports to {target}")
            self.place_explorer(p, to)
        elif effect == "control":
            control(self, p, target)
        else:  # push / pull a monster
            distance = int(ability.get("distance", 1))
            move_unit(self, target, here, distance, effect == "pull")

    def trade(self, p: int, q: int, give: str, take: str) -> None:
        """Explorer ``p`` and the adjacent ``q`` swap ``give`` for ``take`` (B.2)."""
        if Trade(p, q, give, take) not in self.trades(p, self.pos[p]):  # type: ignore[arg-type]
            raise ValueError(f"h{p + 1} cannot trade {give} for {take} with h{q + 1}")
        self.stamina[p] -= int(self.params["tradeCost"])
        if give != "-":
            self.items[p].remove(give)
            self.items[q].append(give)
        if take != "-":
            self.items[q].remove(take)
            self.items[p].append(take)
        self.say(f"h{p + 1} trades {give} for {take} with h{q + 1}")

    def explorer_attack(self, p: int, target: str, attack: dict[str, Any] | None = None) -> None:
        """An attack by explorer ``p``: its card's, or an item's (``attack``)."""
        if attack is None:
            attack = self.explorer_card(p)["attack"]
        self.stamina[p] -= int(attack["cost"])
        total = self.roll(attack.get("dice") or {}, f"h{p + 1}>{target}") + self.attack_bonus(p)
        if target.startswith("barrel@"):
            cell = parse_cell(target.removeprefix("barrel@"))
            if total >= 1:
                self.explode(cell)
            return
        need = self.defence_of_monster(target, attack["kind"])
        if total >= need:
            self.hurt_monster(target, p)
            return
        short = need - total
        if 0 < short <= self.essence[p]:
            self.spend = (p, target, total, short)  # essence adds after the roll (B.2)
        else:
            self.say(f"h{p + 1} misses {target} ({total} vs {need})")

    def resolve_spend(self, p: int, essence: int) -> None:
        assert self.spend is not None
        _, target, total, short = self.spend
        self.spend = None
        if essence >= short and target in self.monsters:
            self.essence[p] -= essence
            self.say(f"h{p + 1} spends {essence} essence")
            self.hurt_monster(target, p)
        else:
            self.say(f"h{p + 1} misses {target} ({total})")

    def defence_of_monster(self, uid: str, kind: str) -> int:
        card = self.card(uid)
        return int(card["will"] if kind == "arcane" else card["armour"])

    def hurt_monster(self, uid: str, by: int | None) -> None:
        card, x, y, hp, source = self.monsters[uid]
        hp -= 1
        who = f"h{by + 1}" if by is not None else "an area attack"
        if hp > 0:
            self.monsters[uid] = (card, x, y, hp, source)
            self.say(f"{who} wounds {uid} ({hp} left)")
            return
        self.say(f"{who} destroys {uid} {self.game.data.cards[card]['name']}")
        self.remove_monster(uid, destroyed=True)
        if by is not None and self.active == by and self.phase == "explorers":
            self.essence[by] = min(int(self.params["essenceCap"]), self.essence[by] + 1)

    def remove_monster(self, uid: str, destroyed: bool) -> None:
        """Destroyed (health 0, pit) or banished (its tile scrolled off): B.4."""
        card, _, _, _, source = self.monsters.pop(uid)
        self.queue.remove(uid)
        level = int(self.game.data.cards[card]["level"])
        if not source and not (level < self.level and level != 4):
            self.destroyed_pile.append(card)
        if destroyed:
            self.killed = self.killed | {source or uid}
            self.fire("enemy-killed", source or uid)

    def hurt_explorer(self, p: int, cause: str) -> None:
        """One health, or one essence instead when the wound would destroy the explorer
        (the fixed policy for the players' choice; docs/engine.md)."""
        if self.hp[p] <= 1 and self.essence[p] > 0:
            self.essence[p] -= 1
            self.say(f"h{p + 1} pays 1 essence instead of health")
            return
        self.hp[p] -= 1
        if self.hp[p] <= 0:
            self.kill_explorer(p, cause)

    def kill_explorer(self, p: int, cause: str) -> None:
        cell = self.pos[p]
        self.dead[p] = True
        self.hp[p] = 0
        self.hero_deaths += 1
        if cell is not None:
            zone = self.game.topology.index.get(f"cell:{cell[0]},{cell[1]}")
            if zone is not None:
                self.zone_deaths[zone] += 1
        self.say(f"h{p + 1} is destroyed ({cause})")
        for loss in self.game.logic.loss:
            if loss.kind == "hero-dies" and (not loss.target or loss.target == f"h{p + 1}"):
                self.finish("loss", f"h{p + 1} was destroyed")
                return
        if all(self.dead):
            self.finish("loss", "every explorer was destroyed")

    def area_attack(self, cells: Iterable[Cell], strength: int, label: str) -> None:
        """One roll of ``strength`` area dice against every unit on ``cells`` (B.3)."""
        cells = list(cells)
        explorers = self.explorer_cells()
        monsters = self.monster_cells()
        hit = [c for c in cells if c in explorers or c in monsters]
        if not hit:
            return
        total = self.roll({self.game.data.area_dice: strength}, label)
        for c in hit:
            if self._outcome is not None:
                return
            if c in explorers:
                p = explorers[c]
                if total >= int(self.explorer_card(p)["armour"]) + self.defence_bonus(p):
                    self.hurt_explorer(p, label)
            elif (
                c in monsters
                and monsters[c] in self.monsters
                and total >= self.defence_of_monster(monsters[c], "normal")
            ):
                self.hurt_monster(monsters[c], None)

    def explode(self, cell: Cell) -> None:
        self.barrels = self.barrels - {cell}
        self.say(f"the barrel at {cell_ref(cell)} explodes")
        self.area_attack(self.neighbours8(cell), int(self.params["barrelAttack"]), "barrel")

    # ------------------------------------------------------------------ action spaces
    def use_space(self, p: int, cell: Cell) -> None:
        kind = self.terrain(cell)
        rules_cap = int(self.params["essenceCap"])
        if kind == "chapter-space":
            stamina, essence = self.chapter_costs(cell)
            self.stamina[p] -= stamina
            self.essence[p] -= essence
            self.used = self.used | {cell}
            self.say(f"h{p + 1} activates the chapter space at {cell_ref(cell)}")
            self.advance_chapter()
            return
        self.stamina[p] -= int(self.params[COST_PARAMETER[str(kind)]])
        self.used = self.used | {cell}
        if kind == "chest-space":
            self.essence[p] = min(rules_cap, self.essence[p] + 1)
            self.take_items(p, 2, "chest")
        elif kind == "workbench":
            self.take_items(p, 3, "workbench")
        elif kind == "event-space":
            self.essence[p] = min(rules_cap, self.essence[p] + 1)
            if not self.event_deck:
                self.event_deck, self.event_discard = self.event_discard, []
                self.rng.shuffle(self.event_deck)
            if self.event_deck:
                card = self.event_deck.pop()
                self.chance("draw", f"event:{card}")
                self.event_discard.append(card)
                self.say(f"h{p + 1} draws {self.game.data.events[card]['name']}")
                self.resolve_event(card, p)
        elif kind == "recharge-station":
            faces = self.game.data.content["rechargeDie"]
            face = faces[self.rng.below(len(faces))]
            self.chance("roll", f"recharge h{p + 1} {face}")
            if face == "health":
                self.hp[p] = min(self.max_hp(p), self.hp[p] + 1)
            elif face == "stamina":
                self.stamina[p] = int(self.explorer_card(p)["stamina"])
        elif kind == "trap-lever":
            self.say(f"h{p + 1} pulls the trap lever at {cell_ref(cell)}")
            self.pull_lever(cell)

    def trapped_spaces(self, lever: Cell) -> list[Cell]:
        """The trapped spaces of the trap lever's tile."""
        tile = self.tile_of(lever)
        return sorted(
            c
            for c in self.board.cells_with_terrain(self.game.data.trapped_terrain)
            if self.tile_of(c) == tile
        )

    def pull_lever(self, cell: Cell) -> None:
        """The trap lever on ``cell`` fires: one area roll against every unit on the
        trapped spaces of its tile; the lever is used up (B.2)."""
        self.used = self.used | {cell}
        self.area_attack(self.trapped_spaces(cell), int(self.params["trapAttack"]), "trap")

    def lever_worth_pulling(self, here: Cell) -> Cell | None:
        """An unused trap lever next to ``here`` while an explorer stands on one of its
        trapped spaces (what a scheming monster pulls), reading order."""
        explorers = self.explorer_cells()
        levers = self.board.cells_with_terrain(self.game.data.lever_terrain)
        for cell in sorted(levers, key=lambda c: (c[1], c[0])):
            if cell in self.used or not self.adjacent_to(here, cell):
                continue
            if any(c in explorers for c in self.trapped_spaces(cell)):
                return cell
        return None

    def aura_attack(self, victims: list[Any], ability: dict[str, Any], by: str) -> None:
        """One roll of the ability's dice against each victim's armour or will."""
        total = self.roll(dict(ability.get("dice") or {}), f"{by} aura")
        arcane = ability.get("kind") == "arcane"
        for unit in victims:
            if self._outcome is not None:
                return
            if isinstance(unit, int):
                if not self.on_map(unit):
                    continue
                card = self.explorer_card(unit)
                need = int(card["will"] if arcane else card["armour"]) + self.defence_bonus(unit)
                if total >= need:
                    self.say(f"the aura hits h{unit + 1} ({total} vs {need})")
                    self.hurt_explorer(unit, "aura")
            elif unit in self.monsters and total >= self.defence_of_monster(
                unit, "arcane" if arcane else "normal"
            ):
                self.hurt_monster(unit, None)

    def unit_cell(self, unit: int | str) -> Cell | None:
        """The space of an explorer (index) or monster (uid) on the map."""
        if isinstance(unit, int):
            return self.pos[unit] if self.on_map(unit) else None
        return self.monster_cell(unit) if unit in self.monsters else None

    def place_explorer(self, p: int, to: Cell) -> None:
        """Put explorer ``p`` on ``to`` (a step, a push, a teleport); a pit destroys it."""
        self.pos[p] = to
        self.visit(to)
        if self.terrain(to) in self.game.data.pit_terrain:
            self.say(f"h{p + 1} falls into the pit at {cell_ref(to)}")
            self.kill_explorer(p, "pit")

    def take_items(self, p: int, count: int, source: str) -> None:
        """Draw ``count`` items; keep the one the fixed policy prefers (highest value)."""
        drawn = []
        for _ in range(count):
            if self.item_deck:
                drawn.append(self.item_deck.pop())
        if not drawn:
            return
        self.chance("draw", f"{source}:{','.join(drawn)}")
        items = self.game.data.items
        keep = max(drawn, key=lambda i: (items[i].get("value", 0), i))
        self.items[p].append(keep)
        self.hp[p] = min(self.max_hp(p), self.hp[p] + int(items[keep].get("health", 0)))
        rest = [i for i in drawn if i != keep]
        if source == "workbench":  # the others go back on top of the deck
            self.item_deck.extend(reversed(rest))
        self.say(f"h{p + 1} keeps {items[keep]['name']}")

    def resolve_event(self, card: str, p: int | None) -> None:
        """An explorer event (``p``: who drew it) or a horror event (``None``: every explorer
        on the map)."""
        effect = self.game.data.events[card]["effect"]
        who = [p] if p is not None else [q for q in range(len(self.pos)) if self.on_map(q)]
        if effect == "frenzy":
            self.frenzy += 1
        elif effect == "ambush":
            if p is None:
                alive = [q for q in who]
                if not alive:
                    return
                p = max(alive, key=lambda q: (self.hp[q], -q))
            cell = self.pos[p]
            if cell is not None:
                self.spawn_monster(cell)
        elif effect == "light" and p is not None:
            self.light_chapter_near(p)
        else:
            for q in who:
                if self._outcome is not None:
                    return
                if effect == "heal":
                    self.hp[q] = min(self.max_hp(q), self.hp[q] + 1)
                elif effect == "essence":
                    self.essence[q] = min(int(self.params["essenceCap"]), self.essence[q] + 1)
                elif effect == "stamina":
                    self.stamina[q] = int(self.explorer_card(q)["stamina"])
                elif effect == "wound":
                    self.hurt_explorer(q, "event")

    def light_chapter_near(self, p: int) -> None:
        cell = self.pos[p]
        tile = self.tile_of(cell) if cell is not None else None
        for c in sorted(self.board.cells_with_terrain(("chapter-space",))):
            if self.tile_of(c) == tile and c not in self.lit and c not in self.used:
                self.lit = self.lit | {c}
                self.say(f"the chapter space at {cell_ref(c)} is lit")
                return

    def seal(self, p: int, cell: Cell) -> None:
        self.stamina[p] -= self.seal_stamina()
        self.essence[p] -= int(self.rules.get("sealSpawnEssence", 0))
        self.threat = max(0, self.threat - 1)
        self.sealed = self.sealed | {cell}
        uid = self.monster_cells().get(cell)
        if uid is not None:
            self.say(f"{uid} is crushed by the seal")
            self.remove_monster(uid, destroyed=True)
        self.say(f"h{p + 1} seals the spawn space at {cell_ref(cell)}")

    # ------------------------------------------------------------------ exploring
    def explore(self, p: int, join_id: str) -> None:
        join = next(j for j in self.open_joins() if j.id == join_id)
        for _ in range(len(self.map_deck)):
            definition = self.map_deck.pop()
            self.chance("draw", f"tile:{definition}")
            fits = self.tile_fits(join, definition)
            if fits:
                self.change_board(fits[0])
                self.say(f"h{p + 1} explores: {definition} joins at {join_id}")
                self.scroll(keep=fits[0].tile)
                return
            self.map_deck.insert(0, definition)  # does not fit here: to the bottom
        self.say(f"h{p + 1} finds no tile that fits at {join_id}")

    def scroll(self, keep: str) -> None:
        """More tiles than ``tilesInPlay``: the oldest tile with no explorer, no open goal
        and no exit token on it leaves; its monsters are banished (B.2)."""
        limit = int(self.rules.get("tilesInPlay", 99))
        if len(self.board.tiles) <= limit:
            return
        busy = {self.tile_of(c) for c in self.explorer_cells()}
        busy |= {self.tile_of(c) for _, c in self.active_exits()}
        busy |= self.goal_tiles()
        busy.add(keep)
        for tile in sorted(self.board.tiles, key=lambda t: self.board.tiles[t].index):
            if tile in busy:
                continue
            cells = self.board.tiles[tile].cells
            for uid, m in list(self.monsters.items()):
                if (m[1], m[2]) in cells:
                    self.say(f"{uid} is banished")
                    self.remove_monster(uid, destroyed=False)
            self.remove_tile(tile)
            self.barrels = frozenset(c for c in self.barrels if c not in cells)
            self.say(f"{tile} scrolls off the map")
            return

    def goal_tiles(self) -> set[str | None]:
        """Tiles holding something an objective still needs."""
        data = self.game.data
        out: set[str | None] = set()
        for obj in data.objectives.values():
            if obj.id in self.done:
                continue
            for cell in data.chapter_cells(obj, self.board):
                out.add(self.tile_of(cell))
            for target in obj.targets:
                if target in self.board.tiles:
                    out.add(target)
                token = self.board.tokens.get(target)
                if token is not None and token.cell is not None:
                    out.add(self.tile_of((token.cell[0], token.cell[1])))
        for m in self.monsters.values():
            if m[4] in data.objective_targets:
                out.add(self.tile_of((m[1], m[2])))
        return out

    def exit_tile(self, p: int) -> None:
        here = self.pos[p]
        self.stamina[p] -= int(self.params["exitTileCost"])
        token = next(
            t
            for t, c in self.active_exits()
            if here == c or chebyshev(here, c) == 1  # type: ignore[arg-type]
        )
        self.exited[p] = True
        self.exits_used[p] = token
        self.say(f"h{p + 1} exits the map by {token}")
        self.check_chapter()
        if self._outcome is None:
            self.end_turn(p)

    # ------------------------------------------------------------------ spawning
    def raise_threat(self) -> None:
        """Monster threat +1; past the track's end it resets and the monster level rises,
        shuffling the new level's cards and the destroyed pile into the deck (B.5)."""
        self.threat += 1
        if self.threat <= int(self.rules.get("threatTrack", 3)):
            return
        self.threat = 1
        if self.level >= int(self.params["monsterLevelMax"]):
            return
        self.level += 1
        cards = self.game.data.cards
        self.monster_deck += [c for c in cards if cards[c]["level"] == self.level]
        self.monster_deck += self.destroyed_pile
        self.destroyed_pile = []
        self.rng.shuffle(self.monster_deck)
        self.say(f"the monster level rises to {self.level}")

    def spawn_monster(self, near: Cell) -> None:
        """Draw a monster card and place it on the spawn space nearest ``near`` (B.5)."""
        if not self.monster_deck:
            self.monster_deck, self.destroyed_pile = self.destroyed_pile, []
            self.rng.shuffle(self.monster_deck)
        if not self.monster_deck:
            self.raise_threat()
            return
        spaces = [
            c
            for c in self.board.cells_with_terrain(self.game.data.spawn_terrain)
            if c not in self.sealed
        ]
        if not spaces:
            return
        best = min(chebyshev(near, c) for c in spaces)
        nearest = sorted(c for c in spaces if chebyshev(near, c) == best)
        space = self.tie("spawn-space", nearest, [cell_ref(c) for c in nearest])
        spot = space if space not in self.unit_cells() else self.free_space_near(space)
        if spot is None:
            return
        card = self.monster_deck.pop()
        self.chance("draw", f"monster:{card}")
        self.add_monster(card, spot, "")

    def add_monster(self, card: str, cell: Cell, source: str) -> str:
        uid = f"m{self.next_uid}"
        self.next_uid += 1
        info = self.game.data.cards[card]
        self.monsters[uid] = (card, cell[0], cell[1], int(info["health"]), source)
        self.queue.append(uid)
        level = str(info["level"])
        self.spawned[level] = self.spawned.get(level, 0) + 1
        self.say(f"{uid} {info['name']} appears at {cell_ref(cell)}")
        return uid

    def place_token_monster(self, token_id: str) -> None:
        token = self.board.tokens[token_id]
        if token.cell is None:
            return
        cell = (token.cell[0], token.cell[1])
        spot = cell if cell not in self.unit_cells() else self.free_space_near(cell)
        if spot is not None:
            self.add_monster(self.game.data.token_cards[token_id], spot, token_id)

    def free_space_near(self, start: Cell) -> Cell | None:
        """The nearest unoccupied passable space (8-way steps ignoring doors), ``start``
        first; ties in reading order."""
        taken = self.unit_cells()
        seen = {start}
        frontier = [start]
        while frontier:
            good = sorted(
                (c for c in frontier if c not in taken and self.standable(c)),
                key=lambda c: (c[1], c[0]),
            )
            if good:
                return good[0]
            nxt = []
            for c in frontier:
                for n in self.neighbours8(c):
                    if n not in seen and n in self.board.cells:
                        seen.add(n)
                        nxt.append(n)
            frontier = nxt
        return None

    # ------------------------------------------------------------------ monsters (B.4)
    @property
    def grid(self) -> Grid:
        return grid_of(self.topology, self.game.data.pit_terrain)

    def blocked_zones(self) -> frozenset[int]:
        """Barrels, sealed spawn spaces and immobile monsters (counted as rubble, B.4):
        impassable for every count."""
        zone = self.grid.zone
        cells = self.barrels | self.sealed
        immobile_cards = self.game.data.flagged("immobile")
        if immobile_cards:
            immobile = {(m[1], m[2]) for m in self.monsters.values() if m[0] in immobile_cards}
            if immobile:
                cells = cells | immobile
        return frozenset(zone[c] for c in cells if c in zone)

    def monster_distances(self, goal: Cell, mindless: bool, ethereal: bool = False) -> list[int]:
        """8-way steps to ``goal`` as a monster counts them: closed doors and units
        passable; walls, impassable spaces, barrels and destroyed spaces blocked; pits blocked
        for the mindless (B.4); a monster whose card says it passes walls passes walls and
        doors too (``ethereal`` here means that card text). Indexed by zone."""
        grid = self.grid
        if ethereal:
            return grid.free_distances([grid.zone[goal]], self.blocked_zones(), mindless)
        return grid.distances(
            grid.plan_key(self.key), [grid.zone[goal]], self.blocked_zones(), mindless
        )

    def nearest_explorer(self, uid: str) -> int | None:
        """The nearest targetable explorer by the monster's step count; ties to the lowest
        health, then the players' choice (B.4)."""
        here = self.monster_cell(uid)
        card = self.card(uid)
        dist = self.monster_distances(
            here, bool(card.get("mindless")), bool(card.get("passesWalls"))
        )
        zone = self.grid.zone
        best: list[int] = []
        best_d = INF
        for p in range(len(self.pos)):
            cell = self.pos[p]
            if cell is None or not self.on_map(p):
                continue
            d = dist[zone[cell]]
            if d >= INF:
                continue
            if d < best_d:
                best, best_d = [p], d
            elif d == best_d:
                best.append(p)
        if not best:
            return None
        low = min(self.hp[p] for p in best)
        best = [p for p in best if self.hp[p] == low]
        return int(self.tie("monster-target", best, [f"h{p + 1}" for p in best]))

    def monster_turn(self, uid: str) -> None:
        card = self.card(uid)
        stamina = int(card["stamina"]) + self.frenzy
        mindless = bool(card.get("mindless"))
        # ethereal: through other units (player aid); through walls and doors only where
        # its card says so
        ethereal = bool(card.get("ethereal"))
        phasing = bool(card.get("passesWalls"))
        # its attack, then its listed abilities: the first with a use now is played (B.4)
        abilities = [{"effect": "attack", **card["attack"]}, *card.get("abilities", ())]
        left = [int(self.params.get("abilityUses", 1))] * len(abilities)
        while stamina > 0 and uid in self.monsters and self._outcome is None:
            played = False
            for i, ability in enumerate(abilities):
                cost = int(ability["cost"])
                if left[i] and stamina >= cost and monster_play(self, uid, ability):
                    left[i] -= 1
                    stamina -= cost
                    played = True
                    break
            if played:
                continue
            if card.get("immobile"):
                return  # it never moves (B.3)
            here = self.monster_cell(uid)
            target = self.nearest_explorer(uid)
            if target is None:
                return
            goal = self.pos[target]
            assert goal is not None
            dist = self.monster_distances(goal, mindless, phasing)
            zone = self.grid.zone
            mine = dist[zone[here]]
            if mine >= INF or mine <= 1:
                return
            occupied = self.unit_cells()
            step = None
            step_d = mine
            for dx, dy in CLOCKWISE:
                to = (here[0] + dx, here[1] + dy)
                z = zone.get(to)
                if z is None or dist[z] >= step_d:
                    continue
                if phasing:
                    # its card lets it through walls and doors, but it ends on a free space
                    if to in occupied or not self.standable(to):
                        continue
                elif ethereal and to in occupied:
                    # through another unit, to a free space beyond it in the same move
                    if not (
                        stamina >= 2 * int(self.params["moveCost"])
                        and self.standable(to)
                        and step_passes(self.topology, self.key, here, to)
                        and self._beyond(to, dist, dist[z], occupied) is not None
                    ):
                        continue
                elif not self.can_step(here, to, occupied):
                    continue
                step, step_d = to, dist[z]
            if step is None:
                if phasing:
                    return  # doors never stand in its way
                door = self.door_in_the_way(here, dist, mine)
                if door is not None and stamina >= int(self.params["doorDestroyCost"]):
                    stamina -= int(self.params["doorDestroyCost"])
                    self.break_door(door)
                    self.say(f"{uid} breaks {door}")
                    continue
                return
            stamina -= int(self.params["moveCost"])
            if ethereal and step in occupied:
                beyond = self._beyond(step, dist, step_d, occupied)
                assert beyond is not None
                stamina -= int(self.params["moveCost"])
                self.move_monster(uid, beyond)  # it passed through the unit on ``step``
                continue
            self.move_monster(uid, step)

    def _beyond(self, cell: Cell, dist: list[int], d: int, occupied: set[Cell]) -> Cell | None:
        """A free space next to ``cell`` one step nearer the target (an ethereal monster
        passing through the unit on ``cell`` ends there)."""
        zone = self.grid.zone
        for dx, dy in CLOCKWISE:
            to = (cell[0] + dx, cell[1] + dy)
            z = zone.get(to)
            if z is not None and dist[z] < d and self.can_step(cell, to, occupied):
                return to
        return None

    def door_in_the_way(self, here: Cell, dist: list[int], mine: int) -> str | None:
        """A closed door between ``here`` and a space nearer the target: on an edge of
        ``here``, or a door space next to it (diagonals included)."""
        grid = self.grid
        zone = grid.zone
        for dx, dy in _FOUR:
            to = (here[0] + dx, here[1] + dy)
            if to not in zone or dist[zone[to]] >= mine:
                continue
            door = self.board.door_at(edge_between(here, to))
            if (
                door is not None
                and door.id in self.topology.door_index
                and not self.door_open(door.id)
            ):
                return door.id
        if grid.door_space:
            for dx, dy in CLOCKWISE:
                w = zone.get((here[0] + dx, here[1] + dy))
                if w is None or dist[w] >= mine:
                    continue
                found = grid.door_space.get(w)
                if (
                    found is not None
                    and not self.door_open(found)
                    and found in grid.doors_at(zone[here])
                ):
                    return found
        return None

    def move_monster(self, uid: str, to: Cell) -> None:
        card, _, _, hp, source = self.monsters[uid]
        self.monsters[uid] = (card, to[0], to[1], hp, source)
        if self.terrain(to) in self.game.data.pit_terrain:
            self.say(f"{uid} falls into the pit at {cell_ref(to)}")
            self.remove_monster(uid, destroyed=True)

    def monster_victim(
        self, uid: str, here: Cell, attack: dict[str, Any], beyond: int = 0
    ) -> int | None:
        """The explorer the monster's attack (or targeted ability) targets now: in range,
        farther than ``beyond`` and targetable, the lowest health first, then the players'
        choice."""
        reach = int(attack.get("range", 1))
        blockers: set[Cell] | None = None
        found = []
        for p, cell in enumerate(self.pos):
            if cell is None or not self.on_map(p):
                continue
            d = chebyshev(here, cell)
            if d > reach or d <= beyond:
                continue
            if d == 1 or attack.get("ignoreObstacles"):
                ok = can_see(self.topology, self.key, here, cell)
            else:
                if blockers is None:
                    blockers = self.obstacles()
                ok = can_see(self.topology, self.key, here, cell, blockers)
            if ok:
                found.append(p)
        if not found:
            return None
        low = min(self.hp[p] for p in found)
        found = [p for p in found if self.hp[p] == low]
        return int(self.tie("monster-attack", found, [f"h{p + 1}" for p in found]))

    def monster_attack(self, uid: str, p: int, attack: dict[str, Any]) -> None:
        total = self.roll(attack["dice"], f"{uid}>h{p + 1}")
        card = self.explorer_card(p)
        need = int(card["will"] if attack.get("kind") == "arcane" else card["armour"])
        need += self.defence_bonus(p)
        if total >= need:
            self.say(f"{uid} hits h{p + 1} ({total} vs {need})")
            self.hurt_explorer(p, "monster")
        else:
            self.say(f"{uid} misses h{p + 1} ({total} vs {need})")

    # ------------------------------------------------------------------ chapters
    def current_objective(self) -> Any:
        chapters = self.game.data.chapters
        if self.chapter >= len(chapters):
            return None
        return self.game.data.objectives.get(chapters[self.chapter]["objective"])

    def objective_met(self, obj: Any) -> bool:
        if obj is None or obj.id in self.done:
            return True
        if obj.kind == "kill":
            return all(t in self.killed for t in obj.targets)
        if obj.kind == "escape":
            alive = [p for p in range(len(self.pos)) if not self.dead[p]]
            return bool(alive) and all(
                self.exited[p] and self.exits_used[p] in obj.targets for p in alive
            )
        if obj.kind == "reach":
            cells = self.game.data.target_cells(obj, self.board)
            return any(c in cells for c in self.explorer_cells())
        return False  # activate: done by the activation itself

    def advance_chapter(self) -> None:
        """The current chapter is over (its chapter space activated or its objective met)."""
        obj = self.current_objective()
        self.chapter += 1
        if obj is not None and obj.id not in self.done:
            self.done.append(obj.id)
            self.say(f"objective {obj.id} complete")
            if obj.kind == "escape":  # the exit tokens did their job
                self.fired = self.fired | {t for t, _ in self.active_exits()}
            self.fire("objective-complete", obj.id)
        if self._outcome is None and self.chapter >= len(self.game.data.chapters):
            self.finish("win", "the last chapter is complete")
        self.check_chapter()

    def check_chapter(self) -> None:
        while self._outcome is None and self.chapter < len(self.game.data.chapters):
            obj = self.current_objective()
            if obj is not None and obj.kind == "activate":
                return
            if not self.objective_met(obj):
                return
            self.advance_chapter()

    def completed_objectives(self) -> list[str]:
        return list(self.done)

    # ------------------------------------------------------------------ quest triggers
    def fire(self, event: str, name: str) -> None:
        for trg in self.game.logic.triggers.get(event, ()):
            if self._outcome is not None:
                return
            if trg.once and trg.id in self.fired:
                continue
            if trg.target and trg.target != name:
                continue
            if trg.round is not None and trg.round != self.round:
                continue
            self.fired = self.fired | {trg.id}
            for effect in trg.effects:
                self.effect(effect)

    def effect(self, effect: Any) -> None:
        kind, target = effect.kind, effect.target
        if kind == "message":
            self.say(str(effect.text or ""))
        elif kind == "reveal" and target:
            if target in self.revealed:
                return
            self.revealed = self.revealed | {target}
            if target in self.game.data.token_cards:
                token = self.board.tokens.get(target)
                if (
                    token is not None
                    and token.cell is not None
                    and (token.cell[0], token.cell[1]) in self.board.cells
                ):
                    self.place_token_monster(target)
            self.say(f"{target} is revealed")
        elif kind == "spawn":
            token = self.board.tokens.get(str(target)) if target else None
            near = (token.cell[0], token.cell[1]) if token and token.cell else None
            if near is None:
                cells = [c for c in self.pos if c is not None]
                near = cells[0] if cells else None
            if near is not None:
                self.spawn_monster(near)
        elif kind == "win":
            self.finish("win", str(effect.text or "the quest says so"))
        elif kind == "lose":
            self.finish("loss", str(effect.text or "the quest says so"))

    # ------------------------------------------------------------------ views
    def render(self) -> str:
        board = self.board
        if not hasattr(self, "pos"):
            return "(setting up)"
        explorers = self.explorer_cells()
        monsters = self.monster_cells()
        exits = {c for _, c in self.active_exits()}
        glyph = {
            "chest-space": "C",
            "workbench": "W",
            "event-space": "?",
            "recharge-station": "R",
            "trap-lever": "L",
            "chapter-space": "A",
            "rubble": "#",
            "pit": "_",
            "floor-trapped": "^",
            "spawn-space": "S",
            "destroyed": "x",
        }
        min_x, min_y, max_x, max_y = board.bounds()
        lines = [
            f"round {self.round}  phase {self.phase}  chapter {self.chapter_label()}  "
            f"horror {self.horror}  spawn {self.spawn_rating}  threat {self.threat}  "
            f"level {self.level}"
        ]
        for y in range(min_y, max_y):
            row = []
            for x in range(min_x, max_x):
                c = (x, y)
                if c not in board.cells:
                    row.append(" ")
                elif c in explorers:
                    row.append(str(explorers[c] + 1))
                elif c in monsters:
                    row.append("M")
                elif c in self.barrels:
                    row.append("o")
                elif c in exits:
                    row.append("X")
                elif c in self.used or c in self.sealed:
                    row.append("x")
                elif c in self.lit:
                    row.append("*")
                elif self.closed_door_space(c):
                    row.append("D")
                else:
                    row.append(glyph.get(str(self.terrain(c)), "."))
            lines.append("  " + "".join(row).rstrip())
        for p in range(len(self.pos)):
            state = "destroyed" if self.dead[p] else "exited" if self.exited[p] else ""
            at = self.pos[p]
            where = cell_ref(at) if at is not None else "-"
            items = ",".join(self.items[p])
            lines.append(
                f"  h{p + 1} {self.game.party[p]} at {where} health {self.hp[p]} stamina "
                f"{self.stamina[p]} essence {self.essence[p]} {items} {state}".rstrip()
            )
        for uid in self.queue:
            card, x, y, hp, _ = self.monsters[uid]
            lines.append(f"  {uid} {self.game.data.cards[card]['name']} at {x},{y} health {hp}")
        doors = []
        for door in sorted(self.topology.door_index):
            state = (
                "destroyed" if door in self.broken else "open" if self.door_open(door) else "closed"
            )
            doors.append(f"{door} {state}")
        if doors:
            lines.append("  doors: " + ", ".join(doors))
        lines.append(f"  tiles {', '.join(sorted(board.tiles))}; {len(self.map_deck)} to explore")
        if self.spend is not None:
            lines.append(f"  h{self.spend[0] + 1} may spend {self.spend[3]} essence")
        return "\n".join(lines)

    def play_summary(self) -> dict[str, Any]:
        """What the editor's Test Play dock shows: status bits, one line per explorer and
        the figures by zone (public information only)."""
        status = [
            f"Chapter {self.chapter_label()}",
            f"Horror {self.horror}",
            f"Spawn {self.spawn_rating}",
            f"Threat {self.threat}",
            f"Monster level {self.level}",
        ]
        party = []
        figures: list[tuple[str, str, int, str, str, bool]] = []
        for p, cell in enumerate(self.pos):
            where = "destroyed" if self.dead[p] else "exited" if self.exited[p] else ""
            if not where and cell is not None:
                where = cell_ref(cell)
                figures.append(
                    (f"cell:{cell[0]},{cell[1]}", "hero", p, str(p + 1), str(self.hp[p]), False)
                )
            line = (
                f"h{p + 1} {self.game.party[p]} {where} · {self.hp[p]}/{self.max_hp(p)} health"
                f" · {self.stamina[p]} stamina · {self.essence[p]} essence"
            )
            if self.items[p]:
                names = [str(self.game.data.items[i]["name"]) for i in self.items[p]]
                line += " · carries " + ", ".join(names)
            party.append(line)
        for uid in self.queue:
            _, x, y, hp, _ = self.monsters[uid]
            figures.append((f"cell:{x},{y}", "enemy", -1, uid, str(hp), False))
        party.append(f"{len(self.monsters)} monsters on the board")
        return {"status": status, "party": party, "figures": figures}

    def chapter_label(self) -> str:
        chapters = self.game.data.chapters
        if self.chapter >= len(chapters):
            return "done"
        return str(chapters[self.chapter]["id"])

    def _resample_hidden(self, player: int, rng: Rng) -> None:
        for deck in (
            self.monster_deck,
            self.horror_deck,
            self.event_deck,
            self.item_deck,
            self.map_deck,
        ):
            deck.sort()
            rng.shuffle(deck)

    def statistics(self) -> dict[str, Any]:
        return {
            "deaths": self.hero_deaths,
            "visits": self.visits,
            "zoneDeaths": self.zone_deaths,
            "spawned": self.spawned,
        }

    def heuristic_value(self, player: int) -> float:
        chapters = max(1, len(self.game.data.chapters))
        value = self.chapter / chapters
        value -= 0.1 * sum(1 for d in self.dead if d)
        return max(-1.0, min(1.0, value))

    # ------------------------------------------------------------------ bots
    def goal_action(self, player: int, rng: Rng) -> Action | None:
        from questwright.engine.rulesets.machina.goal import goal_action

        return goal_action(self, player)

    # ------------------------------------------------------------------ copies
    _LISTS = (
        "hp",
        "stamina",
        "essence",
        "dead",
        "exited",
        "exits_used",
        "done",
        "queue",
        "destroyed_pile",
        "monster_deck",
        "horror_deck",
        "horror_discard",
        "event_deck",
        "event_discard",
        "item_deck",
        "map_deck",
        "visits",
        "zone_deaths",
    )
    _PLAIN = (
        "next_uid",
        "barrels",
        "broken",
        "used",
        "sealed",
        "lit",
        "revealed",
        "killed",
        "chapter",
        "fired",
        "spend",
        "frenzy",
        "horror_start",
        "horror",
        "spawn_rating",
        "threat",
        "level",
        "hero_deaths",
    )

    def _clone_into(self, other: Any) -> None:
        for name in self._LISTS:
            setattr(other, name, getattr(self, name)[:])
        for name in self._PLAIN:
            setattr(other, name, getattr(self, name))
        other.pos = self.pos[:]
        other.items = [i[:] for i in self.items]
        other.monsters = dict(self.monsters)
        other.spawned = dict(self.spawned)

    def _state_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {name: list(getattr(self, name)) for name in self._LISTS}
        for name in ("next_uid", "chapter", "frenzy", "horror_start", "horror"):
            doc[name] = getattr(self, name)
        for name in ("spawn_rating", "threat", "level", "hero_deaths"):
            doc[name] = getattr(self, name)
        for name in ("barrels", "used", "sealed", "lit"):
            doc[name] = sorted([c[0], c[1]] for c in getattr(self, name))
        for name in ("broken", "revealed", "killed", "fired"):
            doc[name] = sorted(getattr(self, name))
        doc["spend"] = None if self.spend is None else list(self.spend)
        doc["pos"] = [None if c is None else [c[0], c[1]] for c in self.pos]
        doc["items"] = [list(i) for i in self.items]
        doc["monsters"] = {uid: list(m) for uid, m in self.monsters.items()}
        doc["spawned"] = dict(self.spawned)
        return doc

    def _load_state(self, doc: dict[str, Any]) -> None:
        for name in self._LISTS:
            setattr(self, name, list(doc[name]))
        for name in ("next_uid", "chapter", "frenzy", "horror_start", "horror"):
            setattr(self, name, doc[name])
        for name in ("spawn_rating", "threat", "level", "hero_deaths"):
            setattr(self, name, doc[name])
        for name in ("barrels", "used", "sealed", "lit"):
            setattr(self, name, frozenset((c[0], c[1]) for c in doc[name]))
        for name in ("broken", "revealed", "killed", "fired"):
            setattr(self, name, frozenset(doc[name]))
        spend = doc["spend"]
        self.spend = None if spend is None else (spend[0], spend[1], spend[2], spend[3])
        self.pos = [None if c is None else (c[0], c[1]) for c in doc["pos"]]
        self.items = [list(i) for i in doc["items"]]
        self.monsters = {uid: (m[0], m[1], m[2], m[3], m[4]) for uid, m in doc["monsters"].items()}
        self.spawned = dict(doc["spawned"])
