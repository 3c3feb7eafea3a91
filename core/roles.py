"""Which token types play which part in a game system, and where enemies come from.

One answer for every reader: the validators' :class:`~questwright.validators.world.World`,
the quest-logic model (:mod:`questwright.core.questlogic`), the sight rules (a Shadow zone
no spawn point sees) and the coverage overlay of the editor and of ``questwright render``.

* **Token roles** (:class:`Roles`): a system's or quest's ``parameters`` name them
  (``startTokens``, ``exitTokens``, ``spawnTokens``, ``patrolTokens``, ``pickupTokens``,
  ``runeKeyTokens``, ``objectTokens``, and ``wakeOnReveal``); every bundled system declares
  its own in its ``system.json``, and the plain defaults below serve one that does not. Parameters are read through :mod:`questwright.core.params`, so any value
  is safe. How figures move (links, lethal terrain, who opens doors) is the movement
  model's (:mod:`questwright.core.movement`).
* **Spawn tokens** are the tokens of the spawn types; roaming monsters marked ``dormant``
  do not count.
* **Patrol tokens** are where wandering enemies appear on the board: Massive Darkness
  level tokens. For sight they are spawn points too.
* **Spawn features** are features printed on the tiles whose type names a spawn (ddd
  spawn rooms).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from questwright.core.board import Board
from questwright.core.geometry import Cell, edge_cells
from questwright.core.params import param_bool, param_names, param_str
from questwright.schema.model import Token

__all__ = [
    "OBJECT_DEFAULTS",
    "PATROL_DEFAULTS",
    "PICKUP_DEFAULTS",
    "SPAWN_DEFAULTS",
    "WAKE_ON_REVEAL_DEFAULT",
    "Roles",
    "SpawnPoint",
    "patrol_types",
    "spawn_points",
    "spawn_tokens",
    "spawn_types",
]

#: What a role parameter means when neither the system nor the quest names it. Each bundled
#: system declares its own roles in its ``system.json`` (``spawnTokens``, ``pickupTokens``,
#: ``objectTokens``, ``patrolTokens``, ``wakeOnReveal``…), so the rules read capabilities,
#: never a system id; these defaults serve a system written without them.
SPAWN_DEFAULTS: tuple[str, ...] = ("spawn",)
PATROL_DEFAULTS: tuple[str, ...] = ()
PICKUP_DEFAULTS: tuple[str, ...] = ()
OBJECT_DEFAULTS: tuple[str, ...] = ()
WAKE_ON_REVEAL_DEFAULT = False


class Roles:
    """Which token types play which part in a quest's game system."""

    def __init__(self, board: Board) -> None:
        self.board = board

    @property
    def system_id(self) -> str:
        return self.board.quest.system

    def types(self, parameter: str, default: Iterable[str]) -> tuple[str, ...]:
        """The token types a role parameter names, else ``default`` (any value is safe)."""
        return param_names(self.board, parameter, default)

    @cached_property
    def start_types(self) -> tuple[str, ...]:
        return self.types("startTokens", ("start",))

    @cached_property
    def exit_types(self) -> tuple[str, ...]:
        return self.types("exitTokens", ("exit",))

    @cached_property
    def spawn_types(self) -> tuple[str, ...]:
        return self.types("spawnTokens", SPAWN_DEFAULTS)

    @cached_property
    def patrol_types(self) -> tuple[str, ...]:
        """The token types where wandering enemies appear (MD1 level tokens)."""
        return self.types("patrolTokens", PATROL_DEFAULTS)

    @cached_property
    def pickup_types(self) -> tuple[str, ...]:
        return self.types("pickupTokens", PICKUP_DEFAULTS)

    @cached_property
    def rune_key_types(self) -> tuple[str, ...]:
        return self.types("runeKeyTokens", ("rune-key",))

    def rune_keys(self, color: object) -> tuple[str, ...]:
        """The rune-key tokens of ``color``: a rune lock of that colour opens once a hero
        has picked one of them up (the quest-logic model and the crawler rules alike)."""
        return tuple(token_id for token_id, c in self._rune_key_colors if c == color)

    @cached_property
    def _rune_key_colors(self) -> tuple[tuple[str, object], ...]:
        kinds = set(self.rune_key_types)
        return tuple(
            (t.id, t.properties.get("color")) for t in self.board.tokens.values() if t.type in kinds
        )

    @cached_property
    def object_types(self) -> tuple[str, ...]:
        return self.types("objectTokens", OBJECT_DEFAULTS)

    @cached_property
    def wake_on_reveal(self) -> bool:
        """Whether dormant enemies wake when their chamber is revealed (``wakeOnReveal``)."""
        return param_bool(self.board, "wakeOnReveal", WAKE_ON_REVEAL_DEFAULT)

    @cached_property
    def escape_heroes(self) -> str:
        """Who an escape objective needs when it does not say: ``any`` or ``all``
        (``escapeHeroes``; Machina Arcana's explorers all leave)."""
        value = param_str(self.board, "escapeHeroes", "any")
        return value if value in ("any", "all") else "any"

    @cached_property
    def escaped_heroes_return(self) -> bool:
        """Whether heroes who leave by the exit come back: Machina Arcana's chapters bring
        the exited explorers back when the chapter advances; elsewhere a hero who escapes
        has left the quest for good (md1, md2 and the generic rules take it off the board)."""
        return bool(self.board.quest.setup.get("chapters"))

    @cached_property
    def spawn_tokens(self) -> list[Token]:
        """Spawn tokens in quest order (dormant roaming monsters excepted)."""
        wanted = set(self.spawn_types)
        return [
            t
            for t in self.board.tokens.values()
            if t.type in wanted and t.properties.get("dormant") is not True
        ]

    @cached_property
    def token_kinds(self) -> frozenset[str]:
        """Token type names, and the kinds face-down slots may reveal (md1 pools)."""
        kinds = set(self.board.system.token_types) if self.board.system else set()
        for content in self.facedown_pools.values():
            kinds |= set(content)
        return frozenset(kinds)

    @cached_property
    def facedown_pools(self) -> dict[str, tuple[str, ...]]:
        pools = self.board.quest.setup.get("facedownPools")
        out: dict[str, tuple[str, ...]] = {}
        if isinstance(pools, dict):
            for name, content in pools.items():
                if isinstance(content, list):
                    out[str(name)] = tuple(str(k) for k in content)
        return out

    def kinds_of(self, token: Token) -> tuple[str, ...]:
        """The kinds a token may turn out to be: its type, or for an md1 face-down
        objective slot every kind its pool holds."""
        if token.type == "objective":
            pool = self.facedown_pools.get(str(token.properties.get("pool", "objectives")))
            if pool:
                return tuple(sorted(set(pool)))
        return (token.type,)

    def tokens_of_kind(self, kind: str) -> list[str]:
        """Tokens of type ``kind``, and face-down slots whose pool may reveal ``kind``."""
        return [
            t.id for t in self.board.tokens.values() if t.type == kind or kind in self.kinds_of(t)
        ]


@dataclass(frozen=True)
class SpawnPoint:
    """A place enemies come from: a token or a printed feature, and the cells it covers."""

    id: str
    cells: tuple[Cell, ...]
    token: Token | None = None


def spawn_types(board: Board) -> tuple[str, ...]:
    """The token types that are spawn points on this board's system."""
    return Roles(board).spawn_types


def patrol_types(board: Board) -> tuple[str, ...]:
    """The token types where wandering enemies appear (MD1 level tokens)."""
    return Roles(board).patrol_types


def spawn_tokens(board: Board) -> list[Token]:
    """Spawn tokens in quest order (dormant roaming monsters excepted)."""
    return Roles(board).spawn_tokens


def _token_cells(board: Board, token: Token) -> tuple[Cell, ...]:
    if token.cell is not None:
        return tuple(c for c in board.token_cells(token) if c in board.cells)
    if token.edge is not None:
        cells = {c for key in board.token_edges(token) for c in edge_cells(key)}
        return tuple(sorted(c for c in cells if c in board.cells))
    tile = board.tiles.get(token.tile) if token.tile is not None else None
    return tuple(sorted(tile.cells)) if tile is not None else ()


def spawn_points(board: Board, roles: Roles | None = None) -> list[SpawnPoint]:
    """Every place enemies come from, for sight: spawn tokens, then patrol tokens, then
    printed spawn features (only those on the board)."""
    roles = roles if roles is not None else Roles(board)
    out: list[SpawnPoint] = []
    patrols = set(roles.patrol_types)
    tokens = list(roles.spawn_tokens)
    seen = {t.id for t in tokens}
    tokens += [t for t in board.tokens.values() if t.type in patrols and t.id not in seen]
    for token in tokens:
        cells = _token_cells(board, token)
        if cells:
            out.append(SpawnPoint(token.id, cells, token))
    for feature in board.features:
        if "spawn" in feature.type and feature.cell is not None and feature.cell in board.cells:
            out.append(SpawnPoint(feature.id, (feature.cell,)))
    return out
