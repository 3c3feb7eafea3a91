"""Which tokens and printed features are enemy spawn points: one answer for every reader.

The sight rules (a Shadow zone no spawn point sees), the reachability rules (where enemies
come from) and the coverage overlay of the editor and of ``questwright render`` all ask
this module, so that a quest never has spawn points for one and none for another.

* **Spawn tokens** are the tokens of the system's ``spawnTokens`` types (a list in the
  system's or quest's parameters), else of the defaults below; roaming monsters marked
  ``dormant`` do not count.
* **Patrol tokens** are where wandering enemies appear on the board: Massive Darkness
  level tokens (``patrolTokens`` overrides). For sight they are spawn points too.
* **Spawn features** are features printed on the tiles whose type names a spawn (ddd
  spawn rooms).
"""

from __future__ import annotations

from dataclasses import dataclass

from questwright.core.board import Board
from questwright.core.geometry import Cell, edge_cells
from questwright.core.params import param_names
from questwright.schema.model import Token

__all__ = [
    "PATROL_DEFAULTS",
    "SPAWN_DEFAULTS",
    "SpawnPoint",
    "patrol_types",
    "spawn_points",
    "spawn_tokens",
    "spawn_types",
]

#: Token types whose zones are enemy spawn points, per system (``spawnTokens`` overrides).
SPAWN_DEFAULTS: dict[str, tuple[str, ...]] = {
    "md1": ("guard", "roaming-start"),
    "md2": ("spawn", "portal", "mob"),
    "ddd": ("spawn", "zombie", "creature"),
    "descent1": ("spawn-hint", "monster"),
    "machina": ("spawn", "spawn-space", "monster"),
}
#: Token types where wandering enemies appear, per system (``patrolTokens`` overrides).
PATROL_DEFAULTS: dict[str, tuple[str, ...]] = {"md1": ("level",)}


@dataclass(frozen=True)
class SpawnPoint:
    """A place enemies come from: a token or a printed feature, and the cells it covers."""

    id: str
    cells: tuple[Cell, ...]
    token: Token | None = None


def spawn_types(board: Board) -> tuple[str, ...]:
    """The token types that are spawn points on this board's system."""
    return param_names(board, "spawnTokens", SPAWN_DEFAULTS.get(board.quest.system, ("spawn",)))


def patrol_types(board: Board) -> tuple[str, ...]:
    """The token types where wandering enemies appear (MD1 level tokens)."""
    return param_names(board, "patrolTokens", PATROL_DEFAULTS.get(board.quest.system, ()))


def spawn_tokens(board: Board) -> list[Token]:
    """Spawn tokens in quest order (dormant roaming monsters excepted)."""
    wanted = set(spawn_types(board))
    return [
        t
        for t in board.tokens.values()
        if t.type in wanted and t.properties.get("dormant") is not True
    ]


def _token_cells(board: Board, token: Token) -> tuple[Cell, ...]:
    if token.cell is not None:
        return tuple(c for c in board.token_cells(token) if c in board.cells)
    if token.edge is not None:
        cells = {c for key in board.token_edges(token) for c in edge_cells(key)}
        return tuple(sorted(c for c in cells if c in board.cells))
    tile = board.tiles.get(token.tile) if token.tile is not None else None
    return tuple(sorted(tile.cells)) if tile is not None else ()


def spawn_points(board: Board) -> list[SpawnPoint]:
    """Every place enemies come from, for sight: spawn tokens, then patrol tokens, then
    printed spawn features (only those on the board)."""
    out: list[SpawnPoint] = []
    patrols = set(patrol_types(board))
    tokens = spawn_tokens(board)
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
