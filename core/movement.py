"""The one movement and visibility model: who may cross which unit edge, corner or link, when.

A compiled :class:`~questwright.core.board.Board` says what lies on every unit edge (a kind,
perhaps a door). This module says what that means for each kind of *mover*:

* ``hero`` — a hero walking; ``enemy`` — an enemy walking; ``sight`` — a line of sight.

**Gates.** Every unit edge between two board cells is, for a mover, one *gate*
``(kind, id)``, whatever the doors' states are:

* ``("free", None)`` — always passes (``open``, ``opening``, a kind whose ``blocksMove`` /
  ``blocksSight`` flag is false, a door edge whose door is gone);
* ``("door", door id)`` — passes while that door is open;
* ``("barrier", barrier id or None)`` — a destructible barrier (MD pillars): passes once it
  is destroyed (a barrier printed on a tile has no id and is never destroyed in play). A
  quest barrier with ``properties.attackable: false`` is *sealed* (:attr:`Movement.sealed`):
  nobody attacks it, only a trigger's ``destroy`` effect removes it;
* ``("wall", None)`` — never passes (walls, windows, the board edge).

A *state* says which doors are open beyond those the board has open (``opened``; the
container :data:`EVERY` opens them all) and which barriers are destroyed (``destroyed``).

**Steps.** An orthogonal step passes when its edge does. A diagonal step (8-way systems) is
decided by :meth:`Movement.corner_open`, the one home of the corner rule: by default it
is refused only when *both* routes round the corner are walled (parameter
``diagonalCornerRule``); a route is walled by an edge that does not pass in the state, or
by a cell off the board.

**Zone pairs.** :meth:`Movement.pairs` lists every pair of zones a figure could step
between, in board order: zones that share unit edges (way ``edge``), else zones that touch
at a corner in an 8-way system (way ``corner``), else zones joined by a *link* — tokens of a
``linkTokens`` type with the same ``group`` (or ``color``), such as staircases (way
``link``; links never carry sight).

**Settings** (:class:`MovementRules`) are rule ``parameters`` of ``system.json`` that a quest
may override, declared by :class:`questwright.schema.movement_parameters.MovementParameters`:
``linkTokens``, ``enemiesUseLinks``, ``enemiesOpenDoors``, ``enemiesOpenLockedDoors``,
``diagonalCornerRule`` and ``lethalTerrain``.

Everything that asks "may this mover go there" reads this module: the networkx zone graph
(:mod:`questwright.core.graph`) is a view built from it, the validators' movement model
(``validators/progress.py``) and lookups (``validators/world.py``) and the engine's
topology (``engine/topology.py``) compile its answers into their own fast forms. The model
of a board is built once (:func:`movement`) and kept in ``board.derived``: it holds only
what door states do not change, and asks the board's doors for their states when a
question needs them.
"""

from __future__ import annotations

import weakref
from collections.abc import Container, Iterable, Iterator
from dataclasses import dataclass, fields
from functools import partial
from itertools import repeat
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from questwright.core.collector import without_gc
from questwright.core.geometry import Cell, EdgeKey, edge_between, edge_cells, segment_edges
from questwright.schema.movement_parameters import CORNER_RULES, MovementParameters
from questwright.schema.spec import field_choices

if TYPE_CHECKING:
    from questwright.core.board import Board, Door
    from questwright.schema.model import EdgeSpec

__all__ = [
    "BARRIER",
    "CORNER_RULES",
    "DOOR",
    "EVERY",
    "FREE",
    "MOVERS",
    "WALL",
    "Crossing",
    "Gate",
    "Movement",
    "MovementRules",
    "Mover",
    "ZonePair",
    "barrier_attackable",
    "carry_movement",
    "corner_blocks",
    "movement",
    "pairs_beside",
]

Mover = Literal["hero", "enemy", "sight"]
MOVERS: tuple[Mover, ...] = ("hero", "enemy", "sight")

FREE, DOOR, BARRIER, WALL = "free", "door", "barrier", "wall"
#: ``(kind, id)``: see the module docstring.
Gate = tuple[str, str | None]
#: the two unit edges of one route round a corner (see :meth:`Movement.corner_routes`)
Route = tuple[EdgeKey, EdgeKey]
_FREE: Gate = (FREE, None)
_WALL: Gate = (WALL, None)

#: Edge kinds that never stop anyone, whatever their flags say.
_ALWAYS_OPEN = frozenset({"open", "opening"})
#: Blocking kinds when the system does not declare a kind.
_BLOCKING_BY_DEFAULT = frozenset({"wall", "window", "barrier"})
_NOTHING: frozenset[str] = frozenset()


class _Every:
    """A container that holds every id: as ``opened``, it counts every door as open."""

    def __contains__(self, item: object) -> bool:
        return True

    def __repr__(self) -> str:
        return "EVERY"


EVERY: Container[str] = _Every()


# --------------------------------------------------------------------------- settings


@dataclass(frozen=True)
class MovementRules:
    """The per-system pathing settings of one board (system parameters, quest overrides).

    Names, defaults and meanings are declared once, by
    :class:`questwright.schema.movement_parameters.MovementParameters`.
    """

    link_tokens: tuple[str, ...]
    enemies_use_links: bool
    enemies_open_doors: bool
    enemies_open_locked_doors: bool
    diagonal_corner_rule: str
    lethal_terrain: tuple[str, ...]
    #: heroes may destroy a closed door (the system names a ``doorDestroyCost``: Machina
    #: Arcana), so a locked door without a lock of its own is no wall to them
    heroes_break_doors: bool = False

    @classmethod
    def of(cls, board: Board) -> MovementRules:
        """Read the settings: the quest's override, else the system's, else the default.

        A value of the wrong type (which the schema refuses in files) counts as missing.
        """
        defaults = MovementParameters()
        values: dict[str, Any] = {}
        for spec in fields(MovementParameters):
            default = getattr(defaults, spec.name)
            value = board.parameter(spec.metadata.get("json", spec.name), None)
            if isinstance(default, list):
                if not isinstance(value, list | tuple):
                    value = default
                value = tuple(str(v) for v in value)
            elif isinstance(default, bool):
                value = value if isinstance(value, bool) else default
            elif value not in field_choices(MovementParameters, spec.name):
                value = default
            values[spec.name] = value
        cost = board.parameter("doorDestroyCost", None)
        values["heroes_break_doors"] = isinstance(cost, int) and not isinstance(cost, bool)
        return cls(**values)


# --------------------------------------------------------------------------- zone pairs


class ZonePair(NamedTuple):
    """Two zones a figure could step between (``a < b``), and how they touch.

    ``way`` is ``edge`` (``edges``: the unit edges between them, in board order),
    ``corner`` (``corners``: the diagonal cell steps from a cell of ``a`` to one of ``b``) or
    ``link`` (joined by link tokens only).
    """

    a: str
    b: str
    way: str
    edges: tuple[EdgeKey, ...] = ()
    corners: tuple[tuple[Cell, Cell], ...] = ()
    #: every mover passes in every state, so no one needs to ask: a plain floor unit edge
    #: lies between them, or (``corner``) a route round a corner is plain floor (both
    #: routes, when the corner rule takes both)
    always: bool = False
    #: (``link``) the link groups joining them, in token order (see :meth:`Movement.link_gates`)
    groups: tuple[str, ...] = ()


class Crossing(NamedTuple):
    """What lies between two zones (see :meth:`Movement.crossing`)."""

    open: bool
    doors: frozenset[str] = frozenset()
    barrier: bool = False
    #: the barriers in the way when every one is sealed (only an effect destroys them)
    sealed: frozenset[str] = frozenset()


_OPEN_CROSSING = Crossing(True)


class Movement:
    """The movement and visibility model of one compiled board (see the module docstring)."""

    def __init__(self, board: Board, rules: MovementRules | None = None) -> None:
        """``rules``: the board's settings when already known (:func:`carry_movement`:
        those of an earlier board of the same system and quest parameters)."""
        # the board keeps its model (``board.derived``): a strong reference back would make
        # a cycle, and a board in a cycle is freed only by the cyclic collector, which the
        # validators pause (a full pass over a 100×100 board's objects when it resumes).
        # The containers the model reads are held strongly, so that the hot questions
        # still have answers if the caller let go of the board itself.
        self._board_ref = weakref.ref(board)
        self._cells, self._doors, self._edges = board.cells, board.doors, board.edges
        self._zones, self._tokens = board.zones, board.tokens
        self._octile = board.adjacency == "octile"
        self.rules = rules if rules is not None else MovementRules.of(board)
        system = board.system
        #: per edge kind: (blocks heroes and enemies, blocks sight)
        self._flags: dict[str, tuple[bool, bool]] = {}
        if system is not None:
            for kind, spec in system.edge_kinds.items():
                self._flags[kind] = (bool(spec.blocks_move), bool(spec.blocks_sight))
        self.barriers, self._barrier_at = _quest_barriers(board)
        #: the quest barriers nobody may attack (``properties.attackable: false``)
        self.sealed: frozenset[str] = _sealed_barriers(board)
        self._gates: dict[bool, dict[EdgeKey, Gate]] = {}
        self._geometric: list[ZonePair] | None = None
        #: where each zone pair ``(a, b)`` lies in ``_geometric`` (built by the first
        #: :func:`carry_movement` that asks, and carried with the pairs' order)
        self._positions: dict[tuple[str, str], list[int]] | None = None
        self._by_zones: dict[tuple[str, str], ZonePair] | None = None
        self._enterable: dict[bool, dict[str, bool]] = {}
        self._splits: dict[bool, tuple[frozenset[EdgeKey], dict[EdgeKey, Gate]]] = {}
        #: ``diagonalCornerRule``: a corner step takes both routes open (else one)
        self.corners_need_both = self.rules.diagonal_corner_rule == CORNER_RULES[1]
        self._links: tuple[Any, list[ZonePair]] | None = None
        self._link_names: tuple[Any, dict[tuple[str, str], str]] | None = None

    @property
    def board(self) -> Board:
        """The board this model is of."""
        board = self._board_ref()
        if board is None:
            raise ReferenceError("the board of this movement model is gone")
        return board

    # ------------------------------------------------------------------ edges
    def blocks(self, kind: str, mover: Mover = "hero") -> bool:
        """Whether edge ``kind`` stops ``mover`` when nothing on it can be opened."""
        if kind in _ALWAYS_OPEN:
            return False
        flags = self._flags.get(kind)
        if flags is None:
            return kind in _BLOCKING_BY_DEFAULT
        return flags[1] if mover == "sight" else flags[0]

    def edge_gate(self, key: EdgeKey, mover: Mover = "hero") -> Gate:
        """The gate of a unit edge for ``mover`` (``wall`` for the board edge)."""
        cells = self._cells
        a, b = edge_cells(key)
        if a not in cells or b not in cells:
            return _WALL
        return self.gates(mover).get(key, _FREE)

    def gates(self, mover: Mover = "hero") -> dict[EdgeKey, Gate]:
        """The gate of every non-``open`` unit edge of the board (others are free).

        Edges on the board edge are included as they are recorded (a printed door there);
        use :meth:`edge_gate` to ask about any edge.
        """
        sight = mover == "sight"
        found = self._gates.get(sight)
        if found is None:
            if self.sight_as_movement() and (not sight) in self._gates:
                found = self._gates[not sight]
            else:
                found = {
                    key: self._gate(info.kind, info.door, key, mover)
                    for key, info in self._edges.items()
                }
            self._gates[sight] = found
        return found

    def sight_as_movement(self) -> bool:
        """Whether every edge kind stops sight exactly when it stops movement (then the
        gates of both are one and the same table)."""
        return all(move == sight for move, sight in self._flags.values())

    def _gate(self, kind: str, door: str | None, key: EdgeKey, mover: Mover) -> Gate:
        if kind == "door":
            return (DOOR, door) if door is not None and door in self._doors else _FREE
        if not self.blocks(kind, mover):
            return _FREE
        if kind == "barrier":
            return (BARRIER, self._barrier_at.get(key))
        return _WALL

    def door_open(self, door_id: str, opened: Container[str] = _NOTHING) -> bool:
        """Whether a door is open on the board or in ``opened``."""
        if door_id in opened:
            return True
        door = self._doors.get(door_id)
        return door is None or door.is_open

    def gate_open(
        self, gate: Gate, opened: Container[str] = _NOTHING, destroyed: Container[str] = _NOTHING
    ) -> bool:
        """Whether ``gate`` passes in the state (``opened`` doors, ``destroyed`` barriers)."""
        kind, ident = gate
        if kind == WALL:
            return False
        if kind == FREE:
            return True
        if kind == DOOR:
            return self.door_open(ident or "", opened)
        # a barrier; one printed on a tile has no id: only EVERY destroys it
        return ident in destroyed if ident is not None else destroyed is EVERY

    def edge_passes(
        self,
        key: EdgeKey,
        mover: Mover = "hero",
        opened: Container[str] = _NOTHING,
        destroyed: Container[str] = _NOTHING,
    ) -> bool:
        """Whether ``mover`` crosses the unit edge ``key`` in the state."""
        return self.gate_open(self.edge_gate(key, mover), opened, destroyed)

    # ------------------------------------------------------------------ steps
    def corner_routes(self, a: Cell, b: Cell) -> tuple[Route | None, Route | None]:
        """The two routes round the corner of a diagonal step from cell ``a`` to cell ``b``.

        The first goes through ``(b.x, a.y)``, the second through ``(a.x, b.y)``; each is
        its two unit edges (``a`` to the middle cell, the middle cell to ``b``), or ``None``
        when its middle cell is off the board (walled for every mover in every state).
        Whether the step passes is :meth:`corner_open`; ``corners_need_both`` says whether
        it takes both routes open or one.
        """
        (ax, ay), (bx, by) = a, b
        x, y = (ax if ax > bx else bx), (ay if ay > by else by)
        cells = self._cells
        return (
            (("v", x, ay), ("h", bx, y)) if (bx, ay) in cells else None,
            (("h", ax, y), ("v", x, by)) if (ax, by) in cells else None,
        )

    def corner_open(
        self,
        a: Cell,
        b: Cell,
        mover: Mover = "hero",
        opened: Container[str] = _NOTHING,
        destroyed: Container[str] = _NOTHING,
    ) -> bool:
        """The corner rule: may ``mover`` step diagonally from cell ``a`` to cell ``b``?

        A route round the corner (:meth:`corner_routes`) is walled by a unit edge that does
        not pass in the state, or by its middle cell being off the board;
        ``diagonalCornerRule`` says whether one walled route refuses the step or it takes
        both.
        """
        walls, states = self._splits.get(mover == "sight") or self._split(mover)
        route1, route2 = self.corner_routes(a, b)
        # (this runs for every corner step the model is asked about: no helper per route)
        if route1 is None:
            via1 = True
        else:
            k1, k2 = route1
            via1 = (
                k1 in walls
                or k2 in walls
                or (
                    (k1 in states or k2 in states) and self._shut(k1, k2, states, opened, destroyed)
                )
            )
        strict = self.corners_need_both
        if via1 == strict:  # lenient: route 1 is open; strict: route 1 is walled
            return not strict
        if route2 is None:  # route 2 decides what is left
            return False
        k3, k4 = route2
        return not (
            k3 in walls
            or k4 in walls
            or ((k3 in states or k4 in states) and self._shut(k3, k4, states, opened, destroyed))
        )

    def _plain_corner(self, a: Cell, b: Cell) -> bool:
        """Whether a route round the corner from ``a`` to ``b`` is plain floor for every
        mover in every state (both routes, ``corners_need_both``), as
        :func:`questwright.core.touching.touching` decides it: its middle cell is on the
        board and neither of its unit edges is recorded."""
        edges = self._edges
        plain = [
            route is not None and route[0] not in edges and route[1] not in edges
            for route in self.corner_routes(a, b)
        ]
        return all(plain) if self.corners_need_both else any(plain)

    def _shut(
        self,
        k1: EdgeKey,
        k2: EdgeKey,
        states: dict[EdgeKey, Gate],
        opened: Container[str],
        destroyed: Container[str],
    ) -> bool:
        """Whether a door or barrier on ``k1`` or ``k2`` is closed in the state."""
        gate = states.get(k1)
        if gate is not None and not self.gate_open(gate, opened, destroyed):
            return True
        gate = states.get(k2)
        return gate is not None and not self.gate_open(gate, opened, destroyed)

    def _split(self, mover: Mover) -> tuple[frozenset[EdgeKey], dict[EdgeKey, Gate]]:
        """The unit edges that never let ``mover`` through, and the gates that depend on
        the state (doors, barriers); free ones are in neither."""
        sight = mover == "sight"
        found = self._splits.get(sight)
        if found is None:
            gates = self.gates(mover)
            walls = frozenset(k for k, g in gates.items() if g[0] == WALL)
            states = {k: g for k, g in gates.items() if g[0] in (DOOR, BARRIER)}
            found = self._splits[sight] = (walls, states)
        return found

    def step_passes(
        self,
        a: Cell,
        b: Cell,
        mover: Mover = "hero",
        opened: Container[str] = _NOTHING,
        destroyed: Container[str] = _NOTHING,
    ) -> bool:
        """Whether ``mover`` steps from cell ``a`` to neighbouring cell ``b`` in the state.

        Orthogonal neighbours need their edge to pass; diagonal ones (only in 8-way
        systems) the corner rule.
        """
        cells = self._cells
        if a not in cells or b not in cells:
            return False
        if a[0] == b[0] or a[1] == b[1]:
            return self.edge_passes(edge_between(a, b), mover, opened, destroyed)
        return self._octile and self.corner_open(a, b, mover, opened, destroyed)

    # ------------------------------------------------------------------ zones
    def zone_enterable(self, zone_id: str, *, lethal: bool = True) -> bool:
        """Whether a figure may stand in the zone: in ``tile`` zoning some cell of it is
        passable, in ``cell`` zoning all are; ``lethal=False`` also refuses cells of the
        ``lethalTerrain`` kinds (a figure may enter, but dies there)."""
        return self.enterable(lethal=lethal).get(zone_id, False)

    def enterable(self, *, lethal: bool = True) -> dict[str, bool]:
        """:meth:`zone_enterable` for every zone (computed once per board)."""
        found = self._enterable.get(lethal)
        if found is not None:
            return found
        board = self.board
        deadly = frozenset(() if lethal else self.rules.lethal_terrain)
        cells = board.cells
        cell_passable = board.cell_passable

        def standable(c: Cell) -> bool:
            if not cell_passable(c):
                return False
            info = cells.get(c)
            return not (deadly and info is not None and info.terrain in deadly)

        any_cell = board.zoning == "tile"
        found = self._enterable[lethal] = {
            zone.id: bool(zone.cells)
            and zone.passable
            and (any if any_cell else all)(map(standable, zone.cells))
            for zone in board.zones.values()
        }
        return found

    def pairs(self) -> list[ZonePair]:
        """Every pair of zones that touch or are linked (see the module docstring)."""
        geometric = self._geometric
        if geometric is None:
            geometric = self._geometric = self._geometric_pairs()
        return geometric + self._link_pairs(geometric)

    def pair(self, za: str, zb: str) -> ZonePair | None:
        """The pair of two zones that share an edge or a corner (links not included)."""
        if self._by_zones is None:
            self.pairs()
            self._by_zones = {(p.a, p.b): p for p in self._geometric or ()}
        return self._by_zones.get((za, zb) if za < zb else (zb, za))

    @without_gc
    def _geometric_pairs(self) -> list[ZonePair]:
        from questwright.core.touching import touching  # numpy: loaded when first asked

        zone_of = {c: info.zone for c, info in self._cells.items()}
        edge_pairs, corner_pairs = touching(
            zone_of, self._edges, corners=self._octile, corners_need_both=self.corners_need_both
        )
        # ZonePair(...) without its Python-level __new__: tens of thousands on cell boards
        make = partial(tuple.__new__, ZonePair)
        a, b, keys, plain = edge_pairs
        out = list(map(make, zip(a, b, repeat("edge"), keys, repeat(()), plain, repeat(()))))
        a, b, steps, plain = corner_pairs
        out += map(make, zip(a, b, repeat("corner"), repeat(()), steps, plain, repeat(())))
        return out

    def _link_pairs(self, geometric: list[ZonePair]) -> list[ZonePair]:
        # tokens may be re-indexed without recompiling (editor): key the cache on them
        tokens = self._board_tokens()
        if self._links is not None and self._links[0] is tokens:
            return self._links[1]
        groups = self.link_groups()
        joined = {(p.a, p.b) for p in geometric} if groups else set()
        linked: dict[tuple[str, str], list[str]] = {}
        board_cells = self._cells
        for name, cells in groups.items():
            zones = [board_cells[c].zone for c in cells]
            for i, za in enumerate(zones):
                for zb in zones[i + 1 :]:
                    if za == zb:
                        continue
                    pair = (za, zb) if za < zb else (zb, za)
                    if pair in joined:
                        continue
                    names = linked.get(pair)
                    if names is None:
                        linked[pair] = [name]
                    elif name not in names:
                        names.append(name)
        # ZonePair(...) without its Python-level __new__: a group of k links makes k² / 2
        make = partial(tuple.__new__, ZonePair)
        out = [
            make((a, b, "link", (), (), False, tuple(names))) for (a, b), names in linked.items()
        ]
        self._links = (tokens, out)
        return out

    def _link_tokens(self) -> Iterator[tuple[str, Any]]:
        """``(type:group, token)`` for every link token on the board with a group (else a
        colour), in token order."""
        wanted = set(self.rules.link_tokens)
        on_board = self._cells
        for token in self._board_tokens().values():
            if token.type not in wanted or token.cell not in on_board:
                continue
            group = token.properties.get("group", token.properties.get("color"))
            if group is not None:
                yield f"{token.type}:{group}", token

    def link_groups(self) -> dict[str, list[Cell]]:
        """Cells of link tokens on the board by ``type:group`` (group, else colour), in
        token order, each cell once."""
        groups: dict[str, list[Cell]] = {}
        seen: set[tuple[str, Cell]] = set()  # (a list's look was each group's square)
        for name, token in self._link_tokens():
            cells = groups.setdefault(name, [])
            if (name, token.cell) not in seen:
                seen.add((name, token.cell))
                cells.append(token.cell)
        return groups

    def link_gates(self) -> dict[str, tuple[str, ...]]:
        """Link groups that open on a condition → the objective and trigger ids that must
        all be done or fired first (a link token's ``opensWhen``; a group waits for every
        one of its tokens). Groups without one are open from the start.

        The static answers of this model (:meth:`pairs`, :meth:`pair_passes`, the zone
        graph) take every link as usable, as they take a door a key opens: what can be
        reached in the end. The quest-logic model and the engine hold a gated group shut
        until its condition holds."""
        gates: dict[str, set[str]] = {}
        for name, token in self._link_tokens():
            when = token.properties.get("opensWhen")
            if isinstance(when, str) and when:
                gates.setdefault(name, set()).add(when)
        return {name: tuple(sorted(ids)) for name, ids in sorted(gates.items())}

    def link_name(self, za: str, zb: str) -> str | None:
        """The group that names the link between two zones (the quest-logic gate
        ``link:NAME``): a group open from the start before a gated one, since the step is
        open while any group joining the zones is; else the first in token order."""
        tokens = self._board_tokens()
        if self._link_names is None or self._link_names[0] is not tokens:
            gated = self.link_gates()
            names = {
                (p.a, p.b): next((g for g in p.groups if g not in gated), p.groups[0])
                for p in self.pairs()
                if p.way == "link" and p.groups
            }
            self._link_names = (tokens, names)
        return self._link_names[1].get((za, zb) if za < zb else (zb, za))

    def _board_tokens(self) -> dict[str, Any]:
        # the editor may re-index a board's tokens without recompiling it
        board = self._board_ref()
        return self._tokens if board is None else board.tokens

    def pair_gates(self, pair: ZonePair, mover: Mover = "hero") -> list[Gate]:
        """The gates of the unit edges between the two zones of an ``edge`` pair."""
        gates = self.gates(mover)
        return [gates.get(key, _FREE) for key in pair.edges]

    def pair_passes(
        self,
        pair: ZonePair,
        mover: Mover = "hero",
        opened: Container[str] = _NOTHING,
        destroyed: Container[str] = _NOTHING,
    ) -> bool:
        """Whether ``mover`` goes from one zone of the pair to the other in the state.

        Zones a figure may not stand in are not asked about here (see
        :meth:`zone_enterable`); sight never follows links.
        """
        if pair.always:
            return True
        if pair.way == "link":
            return mover == "hero" or (mover == "enemy" and self.rules.enemies_use_links)
        if pair.way == "corner":
            corner_open, corners = self.corner_open, pair.corners
            if len(corners) == 1:  # always so on cell boards: spare the generator
                return corner_open(*corners[0], mover, opened, destroyed)
            return any(corner_open(a, b, mover, opened, destroyed) for a, b in corners)
        gate_open = self.gate_open
        return any(gate_open(g, opened, destroyed) for g in self.pair_gates(pair, mover))

    def crossing(self, pair: ZonePair, mover: Mover = "hero") -> Crossing:
        """What lies between the two zones of an ``edge`` pair as the board stands: whether
        something lets ``mover`` through now, the closed doors any of which would, and
        whether a barrier would once destroyed."""
        if pair.always:
            return _OPEN_CROSSING
        gates, doors = self.gates(mover), self._doors
        closed: set[str] = set()
        barrier = False
        barriers: set[str | None] = set()
        for key in pair.edges:
            gate = gates.get(key)
            if gate is None:
                return _OPEN_CROSSING
            kind, ident = gate
            if kind == DOOR:
                door = doors.get(ident or "")
                if door is None or door.is_open:
                    return _OPEN_CROSSING
                closed.add(door.id)
            elif kind == FREE:
                return _OPEN_CROSSING
            elif kind == BARRIER:
                barrier = True
                barriers.add(ident)
        sealed = self.sealed
        if barriers and sealed and all(b in sealed for b in barriers):
            ids = frozenset(b for b in barriers if b is not None)
            return Crossing(False, frozenset(closed), barrier, ids)
        return Crossing(False, frozenset(closed), barrier)

    # ------------------------------------------------------------------ doors
    def opens_itself(self, door: Door, mover: Mover) -> bool:
        """Whether ``mover`` opens this door on its own, with no key or condition.

        Heroes open closed doors, and destroy a locked one without a lock where the rules
        let them break doors (``doorDestroyCost``); enemies open doors when
        ``enemiesOpenDoors`` is on, and also locked ones when ``enemiesOpenLockedDoors`` is;
        sight never opens anything.
        """
        if door.is_open:
            return True
        plain = door.lock is None and door.state == "closed"
        if mover == "hero":
            return plain or (door.lock is None and self.rules.heroes_break_doors)
        if mover == "enemy":
            rules = self.rules
            return rules.enemies_open_locked_doors or (rules.enemies_open_doors and plain)
        return False

    def barrier_edges(self, barrier_ids: Iterable[str]) -> set[EdgeKey]:
        """The unit edges of the named barriers."""
        out: set[EdgeKey] = set()
        for bid in barrier_ids:
            out.update(self.barriers.get(bid, ()))
        return out


def barrier_attackable(spec: EdgeSpec) -> bool:
    """Whether figures may attack a quest barrier edge: ``properties.attackable`` (default
    true); a sealed one is removed only by a trigger's ``destroy`` effect."""
    return spec.properties.get("attackable") is not False


def _sealed_barriers(board: Board) -> frozenset[str]:
    """The ids of the quest barriers nobody may attack (each of its edges says so)."""
    sealed: dict[str, bool] = {}
    for index, spec in enumerate(board.quest.edges):
        if spec.kind == "barrier":
            bid = spec.id or f"barrier@{index}"
            sealed[bid] = sealed.get(bid, True) and not barrier_attackable(spec)
    return frozenset(b for b, yes in sealed.items() if yes)


def _quest_barriers(board: Board) -> tuple[dict[str, tuple[EdgeKey, ...]], dict[EdgeKey, str]]:
    """Barrier ids of the quest's barrier edges (``barrier@index`` without an id), in quest
    order, with their unit edges; and per unit edge, the barrier lying there last."""
    barriers: dict[str, tuple[EdgeKey, ...]] = {}
    at: dict[EdgeKey, str] = {}
    for index, spec in enumerate(board.quest.edges):
        if spec.kind != "barrier":
            continue
        bid = spec.id or f"barrier@{index}"
        try:
            units = tuple(segment_edges(spec.from_, spec.to))
        except ValueError:
            units = ()
        barriers[bid] = barriers.get(bid, ()) + units
        for unit in units:
            at[unit] = bid
    return barriers, at


def corner_blocks(key: EdgeKey) -> tuple[Cell, Cell]:
    """Top-left cells of the two 2×2 blocks whose corner steps can go round along ``key``
    (a route round a corner is two unit edges inside one block)."""
    axis, x, y = key
    if axis == "v":
        return (x - 1, y - 1), (x - 1, y)
    return (x - 1, y - 1), (x, y - 1)


def carry_movement(prev: Board, board: Board, units: Iterable[EdgeKey]) -> None:
    """Give ``board`` a movement model made from the one of ``prev``, for a board with the
    same cells, zones and terrain whose unit edges differ only on ``units`` (as
    :mod:`questwright.core.recompile` hands out after a wall, door or token edit).

    What depends on cells and zones alone is carried: the zone pairs (which zones touch,
    by which unit edges or corner steps, in board order) and where a figure may stand.
    Only each pair's ``always`` flag reads the unit edges: it is worked out again for the
    pairs beside ``units``. So are the settings (the same system and quest parameters)
    and the gate tables built so far, worked out again on ``units`` (:func:`_carry_gates`),
    and the link pairs and names while the board's tokens are the very ones they were
    found on. Everything door states decide is left to the new model (it reads the new
    board). Nothing is done if ``prev`` has no model with its pairs, or ``board`` has a
    model already.
    """
    units = tuple(units)
    old: Movement | None = prev.derived.get("movement")
    if old is None or old._geometric is None or "movement" in board.derived:
        return
    # the settings read the system and the quest's parameters alone (a board's quest is a
    # snapshot that never changes: the same parameters object is the same parameters)
    same = prev.system is board.system and prev.quest.parameters is board.quest.parameters
    model = board.derived["movement"] = Movement(board, old.rules if same else None)
    if (model.rules is not old.rules and model.rules != old.rules) or (
        model._octile != old._octile
    ):
        return
    _carry_gates(old, model, units)
    # the link pairs and names read the tokens (kept by identity: asked again if the
    # board's are others), the settings, the cells and which zones touch: all the same
    model._links, model._link_names = old._links, old._link_names
    model._enterable = dict(old._enterable)
    geometric = old._geometric
    positions = old._positions
    if positions is None:
        positions = {}
        for i, pair in enumerate(geometric):
            positions.setdefault((pair.a, pair.b), []).append(i)
    touched = pairs_beside(board, units, model._octile)
    if touched:
        edges = board.edges
        out: list[ZonePair] | None = None  # a copy once a pair changes (the last is shared)
        for zones in touched:
            for i in positions.get(zones, ()):
                pair = geometric[i]
                if pair.way == "edge":
                    always = any(key not in edges for key in pair.edges)
                else:
                    always = any(model._plain_corner(a, b) for a, b in pair.corners)
                if always != pair.always:
                    if out is None:
                        out = list(geometric)
                    out[i] = pair._replace(always=always)
        if out is not None:
            geometric = out
    # the same pairs in the same places: only an ``always`` flag may differ
    model._geometric, model._positions = geometric, positions


def _carry_gates(old: Movement, model: Movement, units: tuple[EdgeKey, ...]) -> None:
    """Give ``model`` the gate tables ``old`` built (:meth:`Movement.gates`), worked out
    again on ``units`` alone, for a board whose unit edges differ from ``old``'s only there.

    A gate reads the edge's kind and door, whether the board has that door, the edge
    kind's flags and the barrier lying there: so the tables carry when the two models
    have the same flags, door ids and barriers. They come out as a fresh build lays them
    out, in the order of the board's edges (a key order that differs is put right)."""
    if not old._gates:
        return
    if (
        model._flags != old._flags
        or model._barrier_at != old._barrier_at
        or (model._doors is not old._doors and model._doors.keys() != old._doors.keys())
    ):
        return
    edges = model._edges
    done: dict[int, dict[EdgeKey, Gate]] = {}  # a table sight and movement share, once
    for sight, table in old._gates.items():
        found = done.get(id(table))
        if found is None:
            mover: Mover = "sight" if sight else "hero"
            found = dict(table)
            for key in units:
                info = edges.get(key)
                if info is None:
                    found.pop(key, None)
                else:
                    found[key] = model._gate(info.kind, info.door, key, mover)
            if len(found) != len(edges) or list(found) != list(edges):
                found = {key: found[key] for key in edges}
            done[id(table)] = found
        model._gates[sight] = found


def pairs_beside(board: Board, units: Iterable[EdgeKey], octile: bool) -> set[tuple[str, str]]:
    """Zone pairs ``(a, b)``, ``a < b``, one of whose unit edges or corner routes is in
    ``units``."""
    cells = board.cells
    out: set[tuple[str, str]] = set()

    def add(a: Cell, b: Cell) -> None:
        ia, ib = cells.get(a), cells.get(b)
        if ia is not None and ib is not None and ia.zone != ib.zone:
            out.add((ia.zone, ib.zone) if ia.zone < ib.zone else (ib.zone, ia.zone))

    for key in units:
        add(*edge_cells(key))
        if octile:
            for bx, by in corner_blocks(key):
                add((bx, by), (bx + 1, by + 1))
                add((bx + 1, by), (bx, by + 1))
    return out


def movement(board: Board) -> Movement:
    """The movement model of ``board``, built on first use and kept with it."""
    found: Movement | None = board.derived.get("movement")
    if found is None:
        found = board.derived["movement"] = Movement(board)
    return found
