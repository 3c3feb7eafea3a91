"""Set-up rules from the sixth issue #29 probe round: Descent glyphs start inactivated."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import pytest
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.model import Quest
from questwright.validators.issues import Issue
from questwright.validators.runner import validate_quest

Json = dict[str, Any]


@cache
def catalog() -> Catalog:
    return Catalog([bundled_tilesets_dir()])


def drowned_stair() -> Json:
    path = bundled_quests_dir() / "descent1" / "drowned-stair.quest.json"
    return json.loads(path.read_text(encoding="utf-8"))


def issues(doc: Json) -> list[Issue]:
    return validate_quest(serde.from_json(Quest, copy.deepcopy(doc)), catalog())


def glyph(doc: Json, tid: str) -> Json:
    return next(t for t in doc["tokens"] if t["id"] == tid)


def test_a_far_glyph_active_at_setup() -> None:
    doc = drowned_stair()
    glyph(doc, "glyph-cistern")["properties"]["active"] = True
    found = [i for i in issues(doc) if i.code == "DESCENT_GLYPH_ACTIVE"]
    assert [list(i.refs) for i in found] == [["glyph-cistern"]]


@pytest.mark.parametrize("start", ["area-1", None, "area-9"])
def test_glyphs_as_placed_or_no_start_area_to_tell(start: str | None) -> None:
    doc = drowned_stair()
    if start is None:
        doc["setup"].pop("startArea")
        glyph(doc, "glyph-cistern")["properties"]["active"] = True
    elif start == "area-9":  # names no area: REF_AREA's, not this rule's
        doc["setup"]["startArea"] = start
        glyph(doc, "glyph-cistern")["properties"]["active"] = True
    assert "DESCENT_GLYPH_ACTIVE" not in {i.code for i in issues(doc)}
