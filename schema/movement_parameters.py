"""The movement settings among a system's rule ``parameters``, apart from the others: the
board compiler (:mod:`questwright.core.movement`) needs only these, and the editor's start
does not build the two dozen other parameter and setup classes of
:mod:`questwright.schema.parameters` (which imports these from here)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from questwright.schema.spec import prop

__all__ = ["CORNER_RULES", "MovementParameters"]

#: Values of the ``diagonalCornerRule`` parameter.
CORNER_RULES = ("blocked-if-both-routes-walled", "blocked-if-either-route-walled")


@dataclass
class MovementParameters:
    """The movement settings among a system's ``parameters`` (a quest may override them).

    They declare, once, the name, type, default and meaning of the parameters that
    :mod:`questwright.core.movement` reads (it builds an instance for the defaults). The
    defaults are the behaviour of a system that does not set them.
    """

    __json_schema_defaults__: ClassVar[bool] = True

    link_tokens: list[str] = prop(
        "Token types that join the zones they stand in to every zone holding a token of the "
        "same type and group (property group, else color), such as staircases.",
        factory=lambda: ["staircase"],
        json="linkTokens",
        items={"maxLength": 128},
        maxItems=100,
    )
    enemies_use_links: bool = prop(
        "Enemies move through links (staircases) too.", False, json="enemiesUseLinks"
    )
    enemies_open_doors: bool = prop(
        "Enemies open closed, unlocked doors themselves; otherwise they pass only doors the "
        "heroes opened.",
        False,
        json="enemiesOpenDoors",
    )
    enemies_open_locked_doors: bool = prop(
        "Enemies pass locked doors (key, rune, code-chip or condition locks) as well.",
        False,
        json="enemiesOpenLockedDoors",
    )
    diagonal_corner_rule: str = prop(
        "8-way systems: when a diagonal step is refused. blocked-if-both-routes-walled: only "
        "when both routes round the corner are walled; blocked-if-either-route-walled: when "
        "either is. Closed doors and the board edge count as walls.",
        CORNER_RULES[0],
        json="diagonalCornerRule",
        enum=list(CORNER_RULES),
    )
    lethal_terrain: list[str] = prop(
        "Terrain kinds a figure may enter but dies in (pits): never a way through when the "
        "validators look for one.",
        factory=list,
        json="lethalTerrain",
        items={"maxLength": 128},
        maxItems=100,
    )
