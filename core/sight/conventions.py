"""The centre-line sight conventions C1–C10 (``rules/descent.md`` §2.7) as one typed value.

A system declares them in ``system.json`` under ``sightConventions`` (keys ``C1`` … ``C10``
and ``C2w``); a quest may override any of them in ``parameters.sightConventions``. Missing
keys take the digest's recommended defaults:

======  =============================================================  =========
key     question                                                       default
======  =============================================================  =========
C1      touching only the corner of a blocking cell blocks?             no
C2      a line squeezing between two diagonal blocking cells blocks?    no
C2w     a line through a pinch of walls / rock blocks?                  yes
C3      a large target's other spaces block lines to the space aimed?   yes
C4      an attacker's own spaces block its own lines?                   no
C5      adjacent spaces see each other across a wall or door edge?      no
C6      revealing an area: figures block?                               yes
C7      spawn check: other heroes block a hero's line?                  yes
C8      a large figure spawns hidden only if every space is hidden?     yes
C9      staircase sight needs ordinary sight to the near stair?         yes
C10     how far a figure in a pit sees: adjacent | none | all          adjacent
======  =============================================================  =========
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

__all__ = ["DEFAULT_CONVENTIONS", "PIT_SIGHT", "Conventions", "board_conventions"]

PIT_SIGHT = ("adjacent", "none", "all")


@dataclass(frozen=True)
class Conventions:
    """C1–C10; attribute ``c2w`` is the digest's C2w (a pinch of walls or rock)."""

    c1: bool = False
    c2: bool = False
    c2w: bool = True
    c3: bool = True
    c4: bool = False
    c5: bool = False
    c6: bool = True
    c7: bool = True
    c8: bool = True
    c9: bool = True
    c10: str = "adjacent"

    @classmethod
    def from_mapping(
        cls, data: Mapping[str, Any] | None, base: Conventions | None = None
    ) -> Conventions:
        """Read ``{"C1": false, …}`` (keys case-insensitive); unknown keys are ignored."""
        result = base or cls()
        if not data:
            return result
        names = {f.name for f in fields(cls)}
        changes: dict[str, Any] = {}
        for key, value in data.items():
            name = str(key).lower()
            if name not in names:
                continue
            if name == "c10":
                changes[name] = _pit_value(value)
            else:
                changes[name] = bool(value)
        return replace(result, **changes)

    def with_(self, **changes: Any) -> Conventions:
        """A copy with some conventions changed (``conv.with_(c1=True)``)."""
        if "c10" in changes:
            changes["c10"] = _pit_value(changes["c10"])
        return replace(self, **changes)

    def to_mapping(self) -> dict[str, Any]:
        """The ``sightConventions`` object of these conventions (``C2w`` spelt as in the digest)."""
        return {("C2w" if k == "c2w" else k.upper()): v for k, v in asdict(self).items()}


def _pit_value(value: Any) -> str:
    if value is True:
        return "adjacent"
    if value is False or value is None:
        return "none"
    text = str(value).lower()
    return text if text in PIT_SIGHT else "adjacent"


DEFAULT_CONVENTIONS = Conventions()


def board_conventions(board: Any) -> Conventions:
    """The conventions of a compiled board: system defaults, then the quest's overrides."""
    conv = DEFAULT_CONVENTIONS
    system = getattr(board, "system", None)
    if system is not None:
        conv = Conventions.from_mapping(system.sight_conventions, conv)
    quest = getattr(board, "quest", None)
    if quest is not None:
        override = quest.parameters.get("sightConventions")
        if isinstance(override, Mapping):
            conv = Conventions.from_mapping(override, conv)
    return conv
