"""Bundled quests as JSON documents, validated in memory: the shared ground of the probe tests.

A test takes a bundled quest (``bundled``), makes the one change a probe is about, and asks
which codes the validators raise (``issues``; ``loud``: the errors and warnings no waiver
silences).
"""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.model import Quest
from questwright.validators.issues import Issue, Severity
from questwright.validators.runner import validate_quest

__all__ = ["Json", "bundled", "catalog", "issues", "loud"]

Json = dict[str, Any]


@cache
def catalog() -> Catalog:
    """The bundled systems and tilesets, loaded once for the whole test run."""
    return Catalog([bundled_tilesets_dir()])


def bundled(system: str, name: str) -> Json:
    """A fresh copy of the bundled quest ``quests/<system>/<name>.quest.json``."""
    path = bundled_quests_dir() / system / f"{name}.quest.json"
    return json.loads(path.read_text(encoding="utf-8"))


def issues(doc: Json) -> list[Issue]:
    """Every issue the validators report on ``doc`` (left unchanged)."""
    return validate_quest(serde.from_json(Quest, copy.deepcopy(doc)), catalog())


def loud(doc: Json) -> set[str]:
    """The codes of the errors and warnings on ``doc`` that no waiver silences."""
    return {i.code for i in issues(doc) if i.severity is not Severity.INFO and not i.waived}
