"""The edit that places a token."""

from __future__ import annotations

import copy
from typing import Any

from questwright.core.edits.ids import all_ids, unique_id
from questwright.core.edits.model import Edit, Insert
from questwright.core.geometry import Cell
from questwright.schema.model import Quest, Segment, System, Token


def place_token(
    quest: Quest,
    system: System | None,
    token_type: str,
    *,
    cell: Cell | None = None,
    edge: tuple[Cell, Cell] | None = None,
    tile: str | None = None,
    properties: dict[str, Any] | None = None,
    ident: str | None = None,
) -> tuple[Edit, str]:
    """Add a token of ``token_type``; its typed properties start at their defaults."""
    props: dict[str, Any] = {}
    tdef = system.token_types.get(token_type) if system else None
    if tdef is not None:
        for name, pdef in tdef.properties.items():
            if pdef.default is not None:
                props[name] = copy.deepcopy(pdef.default)
    props.update(properties or {})
    ident = ident or unique_id(all_ids(quest), token_type)
    token = Token(
        id=ident,
        type=token_type,
        cell=tuple(cell) if cell is not None else None,  # type: ignore[arg-type]
        edge=Segment(tuple(edge[0]), tuple(edge[1])) if edge is not None else None,  # type: ignore[arg-type]
        tile=tile,
        properties=props,
    )
    return Insert(("tokens",), len(quest.tokens), token), ident
