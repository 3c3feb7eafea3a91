"""Small edits of the quest's own lists (objectives, waivers) and counting token types."""

from __future__ import annotations

from collections import Counter

from questwright.core.edits.ids import all_ids, unique_id
from questwright.core.edits.model import Batch, Edit, Insert, Remove
from questwright.schema.model import Objective, Quest, Waiver


def add_objective(quest: Quest, kind: str = "reach") -> tuple[Edit, str]:
    ident = unique_id(all_ids(quest), "obj")
    return Insert(("objectives",), len(quest.objectives), Objective(id=ident, kind=kind)), ident


def add_waiver(quest: Quest, code: str, ref: str, reason: str) -> Edit:
    return Insert(("waivers",), len(quest.waivers), Waiver(code=code, ref=ref, reason=reason))


def remove_waiver(quest: Quest, code: str, ref: str) -> Edit:
    edits = [
        Remove(("waivers",), i)
        for i in range(len(quest.waivers) - 1, -1, -1)
        if quest.waivers[i].code == code and quest.waivers[i].ref == ref
    ]
    return Batch(tuple(edits))


def count_types(quest: Quest) -> Counter[str]:
    return Counter(t.type for t in quest.tokens)
