"""The quest-over-time checks read the same movement as the core model.

The validators hand the quest-logic model a :class:`Moves` made from their own movement
lookups (so that large boards pay for the corner rule once); it must be the one the core
derives from the movement model itself, on every bundled quest and golden fixture.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from questwright.core.questlogic import QuestLogic
from questwright.core.questlogic.regions import Moves, moves_of
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.schema.model import Quest
from questwright.validators.context import CheckContext
from questwright.validators.incremental import Revalidator
from questwright.validators.rules import quest_time
from questwright.validators.rules.quest_time import moves_from_nav
from questwright.validators.runner import validate_quest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
QUESTS = sorted(bundled_quests_dir().glob("*/*.quest.json")) + sorted(
    p for p in GOLDEN.glob("*/*.quest.json") if not p.parent.name.startswith("_")
)


@cache
def catalog() -> Catalog:
    return Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])


def _steps(moves: Moves) -> set[tuple[str, str, frozenset[str] | None, bool]]:
    out = set()
    for i, j, gate, enemy in moves.steps:
        a, b = sorted((moves.zones[i], moves.zones[j]))
        out.add((a, b, gate, enemy))
    return out


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_validators_moves_are_the_core_moves(path: Path) -> None:
    ctx = CheckContext(load_quest(path), catalog())
    if ctx.board.system is None:
        return
    ours, core = moves_from_nav(ctx), moves_of(ctx.board)
    assert ours.zones == core.zones and ours.passable == core.passable
    assert _steps(ours) == _steps(core)


def _content(system: str) -> dict:
    import json

    return json.loads((bundled_tilesets_dir() / system / "content.json").read_text("utf-8"))


def _reach(system: str) -> int:
    board_system = catalog().system(system)
    raw = board_system.extras["x-heroReachPerRound"]
    return int(raw["value"] if isinstance(raw, dict) else raw)


def test_every_bundled_system_declares_how_far_a_hero_gets_in_a_round() -> None:
    """Issue #29, time: the check runs for all five games, never below what the rules give."""
    for system in ("md1", "md2", "ddd", "descent1", "machina"):
        assert _reach(system) >= 1, system
    # ddd: a room a point of energy, the fullest energy track, the AP and the free first move
    # a survivor's skills may add, and one room a fear may add
    survivors = _content("ddd")["survivors"]
    most_ap = max(max(t) for s in survivors for t in s["energy"].values())
    bonus = {"extra-ap": 1, "free-move": 1}
    most_skills = max(
        sum(bonus.get(k["effect"], 0) for k in [*s.get("skills", []), s.get("skill") or {}] if k)
        for s in survivors
    )
    assert most_skills >= 2  # the bundled boards have both
    assert _reach("ddd") >= most_ap + most_skills + 1
    # machina: a space a stamina point, the highest explorer stamina, refilled once
    most_stamina = max(int(e["stamina"]) for e in _content("machina")["explorers"])
    assert _reach("machina") >= 2 * most_stamina


def test_a_revision_that_comes_back_reuses_the_quest_logic_issues(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A wall laid between two zones and taken away again: the quest is as it was, though
    the movement graph worked out again around the wall shares its parts differently; the
    quest-time rule finds its issues by content and builds no model (issue #29, item 6)."""
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    doc = serde.to_json(quest)
    walled = json.loads(json.dumps(doc))
    walled["edges"].append({"kind": "wall", "from": [2, 4], "to": [2, 5]})
    quest = serde.from_json(Quest, doc)
    reval = Revalidator(catalog())
    quest_time._REUSE.clear()
    reval.validate(quest)
    reval.validate(serde.from_json(Quest, walled))
    full = validate_quest(quest, catalog())
    built: list[int] = []
    build = QuestLogic.build

    def counted(*args: Any, **kwargs: Any) -> QuestLogic:
        built.append(1)
        return build(*args, **kwargs)

    monkeypatch.setattr(QuestLogic, "build", counted)
    assert reval.validate(quest) == full
    assert not built
