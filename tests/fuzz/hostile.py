"""Hypothesis strategies for hostile Questwright files: valid shapes with hostile values.

A case starts from a real document (a bundled quest, a golden fixture, a bundled tileset or
system) and applies a few structure-aware mutations: a leaf replaced by a hostile value of
its own JSON type or of another, a list emptied, grown or given a duplicate item, an object
given a known key with a hostile value (``parameters``, token ``properties``, ``setup``,
sizes), a string turned into a lone surrogate, an integer into ``2.0`` or a billion. Most
mutants still pass the schema, so the rules, the engine and the packs see them.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from questwright.schema.catalog import bundled_quests_dir, bundled_tilesets_dir

Json = Any
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "issues"

HOSTILE_INTS = [0, -1, 1, 2, 3, 7, 1000, 10**6, 10**9, -(10**9), 2**31, 2**63, -(2**63)]
HOSTILE_FLOATS = [2.0, 0.5, -0.0, 90.0, 1e308, -1e308, 1e-300, float("inf"), float("nan")]
HOSTILE_STRINGS = [
    "",
    "x",
    " ",
    "\ud800",
    "con",
    "..",
    "../x",
    "a" * 300,
    "N",
    "E",
    "red",
    "start",
    "door-1",
    "é",
    "\u202e",
    "0",
    "-1",
    "true",
    "*",
]

hostile_scalar = st.one_of(
    st.sampled_from(HOSTILE_INTS),
    st.integers(min_value=-50, max_value=50),
    st.sampled_from(HOSTILE_FLOATS),
    st.sampled_from(HOSTILE_STRINGS),
    st.text(max_size=6),
    st.none(),
    st.booleans(),
)
hostile_value: st.SearchStrategy[Json] = st.recursive(
    hostile_scalar,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.sampled_from(["a", "x", "size", "dark", "red", "id"]), inner, max_size=3
        ),
    ),
    max_leaves=8,
)

#: names whose values the rules read: system parameters, setup fields, token properties
PARAMETER_NAMES = [
    "lockingTokens",
    "startTokens",
    "exitTokens",
    "spawnTokens",
    "linkTokens",
    "pickupTokens",
    "runeKeyTokens",
    "cameraTokens",
    "maxLevel",
    "startLevel",
    "xpCap",
    "levelUpXp",
    "lootMarkersByHeroes",
    "doorCardRooms",
    "tileCopies",
    "tileCells",
    "gridRows",
    "gridCols",
    "entranceRow",
    "entranceCol",
    "labCellClass",
    "securitySlots",
    "codeTokenColours",
    "darknessTrackLength",
    "darknessStart",
    "doorTokens",
    "doorLimit",
    "runeDoorLimit",
    "spawnForbiddenTerrain",
    "monsterTypes",
    "pitTerrain",
    "lethalTerrain",
    "trapLeverTerrain",
    "joinLength",
    "keysConsumed",
    "enemiesOpenDoors",
    "losSeesIntoDestroyed",
    "movementPoints",
    "sightConventions",
    "rechargeCost",
    "pillarHealth",
    "componentLimits",
]
SETUP_NAMES = [
    "securitySequence",
    "difficulty",
    "darknessTrack",
    "startArea",
    "startLevel",
    "levels",
    "doorCards",
    "x-anything",
]
PROPERTY_NAMES = [
    "facing",
    "colors",
    "icons",
    "level",
    "group",
    "monsterType",
    "active",
    "color",
    "scaled",
    "portal",
    "tier",
    "count",
]


@cache
def bases(kind: str) -> tuple[tuple[str, str], ...]:
    """``(name, text)`` of every base document of ``kind`` (quest, tileset, system)."""
    if kind == "quest":
        paths = sorted(bundled_quests_dir().rglob("*.quest.json"))
        paths += sorted(p for p in GOLDEN.glob("*/*.quest.json"))[::3]
    elif kind == "tileset":
        paths = sorted(bundled_tilesets_dir().rglob("*.tiles.json"))
    else:
        paths = sorted(bundled_tilesets_dir().rglob("system.json"))
    return tuple(
        (str(p.relative_to(ROOT)) if ROOT in p.parents else p.name, p.read_text()) for p in paths
    )


def _paths(
    doc: Json, prefix: tuple[Any, ...] = (), out: list[tuple[Any, ...]] | None = None
) -> list[tuple[Any, ...]]:
    out = [] if out is None else out
    out.append(prefix)
    if isinstance(doc, dict):
        for key in doc:
            _paths(doc[key], (*prefix, key), out)
    elif isinstance(doc, list):
        for i, item in enumerate(doc):
            _paths(item, (*prefix, i), out)
    return out


def _get(doc: Json, path: tuple[Any, ...]) -> Json:
    for part in path:
        doc = doc[part]
    return doc


def _set(doc: Json, path: tuple[Any, ...], value: Json) -> None:
    if not path:
        return
    _get(doc, path[:-1])[path[-1]] = value


def _like(draw: st.DrawFn, old: Json) -> Json:
    """A hostile value, usually of the old value's own JSON type (so the schema lets it by)."""
    if draw(st.integers(0, 3)) == 0:
        return draw(hostile_value)
    if isinstance(old, bool):
        return draw(st.sampled_from([not old, 0, 1, "true", None]))
    if isinstance(old, int):
        return draw(
            st.one_of(st.sampled_from(HOSTILE_INTS), st.sampled_from([float(old), old + 0.5]))
        )
    if isinstance(old, float):
        return draw(st.sampled_from(HOSTILE_FLOATS))
    if isinstance(old, str):
        return draw(
            st.one_of(
                st.sampled_from(HOSTILE_STRINGS), st.just(old + "\ud800"), st.just(old.upper())
            )
        )
    if isinstance(old, list):
        return draw(st.sampled_from([[], old * 2, old[:1], [old], [None, *old]]))
    if isinstance(old, dict):
        return draw(st.sampled_from([{}, {**old, "x-junk": None}]))
    return draw(hostile_value)


@st.composite
def mutated(draw: st.DrawFn, kind: str) -> tuple[str, Json]:
    """``(base name, mutated document)`` for one of the base documents of ``kind``
    (``quest``, ``tileset``, ``system``, ``save`` or ``pack``)."""
    if kind == "save":
        from tests.fuzz.saves import mutated_save

        return draw(mutated_save())
    if kind == "pack":
        from tests.fuzz.packs import mutated_pack

        return draw(mutated_pack())
    if kind == "logic":
        from tests.fuzz.logic import logic_quest

        return draw(logic_quest())
    if kind == "logic-pack":
        from tests.fuzz.logic import logic_pack

        return draw(logic_pack())
    name, text = draw(st.sampled_from(bases(kind)))
    doc = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        doc = _mutate_once(draw, doc, kind)
    return name, doc


def _mutate_once(draw: st.DrawFn, doc: Json, kind: str) -> Json:
    doc = copy.deepcopy(doc) if draw(st.booleans()) else doc
    if not isinstance(doc, dict):
        return doc
    how = draw(st.integers(0, 9))
    if how <= 2 and kind in ("quest", "system"):
        params = doc.setdefault("parameters", {})
        if isinstance(params, dict):
            params[draw(st.sampled_from(PARAMETER_NAMES))] = draw(hostile_value)
        return doc
    if how == 3 and kind == "quest":
        setup = doc.setdefault("setup", {})
        if isinstance(setup, dict):
            setup[draw(st.sampled_from(SETUP_NAMES))] = draw(hostile_value)
        return doc
    # an earlier mutation may have made "tokens" anything: only a list is sampled from
    if how == 4 and kind == "quest" and isinstance(doc.get("tokens"), list) and doc["tokens"]:
        token = draw(st.sampled_from(doc["tokens"]))
        if isinstance(token, dict):
            field = draw(st.sampled_from(["properties", "size", "type", "cell", "id"]))
            if field == "properties":
                props = token.setdefault("properties", {})
                if isinstance(props, dict):
                    props[draw(st.sampled_from(PROPERTY_NAMES))] = draw(hostile_value)
            elif field == "size":
                token["size"] = draw(
                    st.sampled_from([[1000, 1000], [1, 1000], [2, 2], [0, 1], [3, 2]])
                )
            elif field == "type":
                token["type"] = draw(
                    st.sampled_from(
                        [
                            "start",
                            "exit",
                            "camera",
                            "code-chip",
                            "portal",
                            "monster",
                            "glyph",
                            "staircase",
                            "spawn",
                            "rune-key",
                            "door",
                            "x",
                        ]
                    )
                )
            elif field == "cell":
                token["cell"] = draw(
                    st.sampled_from([[0, 0], [-1, -1], [10**6, 0], [2.0, 0.0], [0, 999]])
                )
            else:
                token["id"] = draw(st.sampled_from(HOSTILE_STRINGS))
        return doc
    return mutate_any(draw, doc)


def mutate_any(draw: st.DrawFn, doc: Json) -> Json:
    """One structure-aware change anywhere in ``doc``: a leaf, a list or an object."""
    paths = _paths(doc)
    path = draw(st.sampled_from(paths))
    old = _get(doc, path)
    if draw(st.integers(0, 4)) <= 1 or not isinstance(old, list | dict):
        if not path:
            return doc
        _set(doc, path, _like(draw, old))
    elif isinstance(old, list):
        action = draw(st.integers(0, 2))
        if action == 0 and old:
            old.append(copy.deepcopy(draw(st.sampled_from(old))))
        elif action == 1 and old:
            del old[draw(st.integers(0, len(old) - 1))]
        else:
            old.append(draw(hostile_value))
    else:
        if old and draw(st.booleans()):
            del old[draw(st.sampled_from(sorted(old)))]
        else:
            old[
                draw(st.sampled_from(["x-a", "id", "size", "properties", "cells", "state", "lock"]))
            ] = draw(hostile_value)
    return doc
