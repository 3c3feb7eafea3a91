"""Random authoring actions for property tests: the kinds of edit the editor makes."""

from __future__ import annotations

import random

from questwright.core import edits
from questwright.core.board import Board
from questwright.core.edits import Edit
from questwright.schema.catalog import Catalog
from questwright.schema.model import Quest, TerrainPatch

__all__ = ["KINDS", "random_edit"]

KINDS = (
    *("wall", "opening", "open", "erase", "door", "cycle", "token", "move-token", "tile"),
    *("move-tile", "rotate", "flip", "delete-tile", "terrain", "delete-token"),
)


def random_edit(rng: random.Random, quest: Quest, board: Board, catalog: Catalog) -> Edit:
    """One authoring action of the kinds the editor has, at a random place."""
    cells = sorted(board.cells)
    tiles = [t.id for t in quest.tiles]
    faces = [(t.id, s) for t in catalog.tiles_of(quest.system) for s in sorted(t.sides)]
    kind = rng.choice(KINDS)
    if not cells and kind not in ("tile",):
        kind = "tile"
    if kind in ("wall", "opening", "open", "erase", "door"):
        x, y = rng.choice(cells)
        length = rng.randint(1, 4)
        if rng.random() < 0.5:
            units = [("h", x + i, y) for i in range(length)]
        else:
            units = [("v", x, y + i) for i in range(length)]
        if kind == "erase":
            return edits.erase_edges(quest, units)
        if kind == "door":
            return edits.place_door(
                quest, units[: rng.randint(1, 2)], rng.choice(edits.DOOR_STATES)
            )[0]
        return edits.paint_edges(quest, board, units, kind)
    if kind == "cycle" and board.doors:
        return edits.cycle_door(quest, board, rng.choice(sorted(board.doors)))[0]
    if kind == "token" or (kind in ("move-token", "delete-token") and not quest.tokens):
        system = catalog.system(quest.system)
        types = sorted(system.token_types) if system else ["start"]
        token_type = rng.choice(types)
        anchor = system.token_types[token_type].anchor if system else "cell"
        if anchor == "edge":
            x, y = rng.choice(cells)
            return edits.place_token(quest, system, token_type, edge=((x, y), (x + 1, y)))[0]
        if anchor == "tile" and tiles:
            return edits.place_token(quest, system, token_type, tile=rng.choice(tiles))[0]
        return edits.place_token(quest, system, token_type, cell=rng.choice(cells))[0]
    if kind == "move-token":
        index = rng.randrange(len(quest.tokens))
        token = quest.tokens[index]
        if token.cell is not None:
            return edits.SetValue(("tokens", index, "cell"), rng.choice(cells))
        return edits.move_objects(quest, board, [token.id], rng.randint(-2, 2), 1)
    if kind == "delete-token":
        return edits.delete_objects(quest, board, [rng.choice(quest.tokens).id])
    if kind == "terrain":
        system = catalog.system(quest.system)
        kinds = sorted(system.terrain) if system and system.terrain else ["rubble"]
        patch = TerrainPatch(kind=rng.choice(kinds), cells=[rng.choice(cells) for _ in range(3)])
        if quest.terrain and rng.random() < 0.4:
            return edits.Remove(("terrain",), rng.randrange(len(quest.terrain)))
        return edits.Insert(("terrain",), len(quest.terrain), patch)
    if kind == "tile" or not tiles:
        tile, side = rng.choice(faces)
        if cells:
            x0, y0 = rng.choice(cells)
            at = (x0 + rng.randint(-3, 3), y0 + rng.randint(-3, 3))
        else:
            at = (0, 0)
        return edits.place_tile(quest, tile, side, at, rng.choice([0, 90, 180, 270]))[0]
    tid = rng.choice(tiles)
    if kind == "move-tile":
        return edits.move_objects(quest, board, [tid], rng.randint(-3, 3), rng.randint(-3, 3))
    if kind == "rotate":
        return edits.rotate_tiles(quest, board, [tid], rng.randint(1, 3))
    if kind == "flip":
        sides = {t.id: sorted(t.sides) for t in catalog.tiles_of(quest.system)}
        return edits.flip_tiles(quest, sides, [tid])
    return edits.delete_objects(quest, board, [tid])
