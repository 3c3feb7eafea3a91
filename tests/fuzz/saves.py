"""Hostile saved games for ``play --replay``: real saves with hostile values.

The base saves are games of the bundled md1/md2 quests, played a few decisions by the goal
bot under two seeds and two party sizes. A mutant changes one to three things: any value
in the file (through the generic mutations of :mod:`.hostile`), or what a save from a
stranger gets wrong in particular — a history cut short, reordered, spliced from another
game or with an entry repeated; another seed, party, round bound, tie or chance mode; a
quest path that names another quest, a folder, a device or nothing.

The quest path is stored relative to the repository (``quests/md1/…``); the replay target
resolves it from the save's folder, so regression files do not depend on where the
repository is.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

Json = Any
ROOT = Path(__file__).resolve().parents[2]
#: games per base quest: (seed, party size, decisions played)
GAMES = ((1, 2, 6), (7, 3, 14))
QUEST_PATHS = [
    "/dev/zero",
    "/",
    "quests",
    "quests/md1",
    "quests/ddd/house-ashgrove.quest.json",
    "quests/md2/cinder-span.quest.json",
    "quests/md1/wardens-key.quest.json",
    "no/such.quest.json",
    "../../../../etc/hostname",
    "",
]
HERO_CLASSES = ["warrior", "ranger", "knight", "hunter", "pyromancer", "hero", "dragon", "h1", ""]


@cache
def base_saves() -> tuple[tuple[str, str], ...]:
    """``(name, text)`` of the base saves (played once per process)."""
    from questwright.engine.core import Game
    from questwright.engine.play import PlaySession

    out = []
    for system in ("md1", "md2"):
        for quest in sorted((ROOT / "quests" / system).glob("*.quest.json")):
            rel = str(quest.relative_to(ROOT))
            for seed, party, decisions in GAMES:
                session = PlaySession(Game(str(quest), party=party), seed)
                for _ in range(decisions):
                    if session.state.is_terminal():
                        break
                    session.apply(session.bot_action())
                doc = session.save_document()
                doc["quest"] = rel
                out.append((f"{rel}#seed{seed}x{party}", json.dumps(doc)))
    return tuple(out)


def _history_edit(draw: st.DrawFn, doc: dict[str, Json], other: dict[str, Json]) -> None:
    history = doc.get("history")
    if not isinstance(history, list) or not history:
        return
    how = draw(st.integers(0, 4))
    at = draw(st.integers(0, len(history) - 1))
    if how == 0:
        del history[at:]
    elif how == 1 and len(history) > 1:
        j = draw(st.integers(0, len(history) - 1))
        history[at], history[j] = history[j], history[at]
    elif how == 2:
        history.insert(at, history[at])
    elif how == 3 and other.get("history"):
        history[at:] = other["history"][at:]
    else:
        history.insert(at, draw(st.sampled_from(other.get("history") or ["h1 end"])))


def mutate_save(draw: st.DrawFn, doc: Json, other: dict[str, Json]) -> Json:
    """One hostile change to the save ``doc`` (``other`` is another base save)."""
    from tests.fuzz.hostile import HOSTILE_INTS, mutate_any

    if not isinstance(doc, dict):
        return doc
    how = draw(st.integers(0, 7))
    if how <= 2:
        _history_edit(draw, doc, other)
    elif how == 3:
        doc["seed"] = draw(
            st.one_of(
                st.integers(0, 2**63 - 1), st.sampled_from([*HOSTILE_INTS, other.get("seed")])
            )
        )
    elif how == 4:
        field = draw(st.sampled_from(["party", "maxRounds", "ties", "chance", "quest"]))
        doc[field] = draw(
            {
                "party": st.lists(st.sampled_from(HERO_CLASSES), max_size=13),
                "maxRounds": st.sampled_from([None, 1, 2, 10_000, 0]),
                "ties": st.sampled_from(["random", "ask"]),
                "chance": st.sampled_from(["internal", "explicit"]),
                "quest": st.sampled_from([*QUEST_PATHS, other.get("quest")]),
            }[field]
        )
    else:
        doc = mutate_any(draw, doc)
    return doc


@st.composite
def mutated_save(draw: st.DrawFn) -> tuple[str, Json]:
    """``(base name, mutated save document)``."""
    saves = base_saves()
    name, text = draw(st.sampled_from(saves))
    doc = json.loads(text)
    other = json.loads(draw(st.sampled_from(saves))[1])
    for _ in range(draw(st.integers(1, 3))):
        doc = mutate_save(draw, copy.deepcopy(doc), other)
    return name, doc
