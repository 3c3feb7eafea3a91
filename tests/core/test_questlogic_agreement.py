"""The quest-logic model and the engines agree (issue #29, item 5).

What the model calls winnable, the engine can complete: an Artifact a trigger gives is a
card (equipment) in the md engines, which a ``carrying`` list counts like an Artifact
token (issue #32), so the model carries it too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from questwright.core.board import compile_board
from questwright.core.questlogic import QuestLogic
from questwright.schema.catalog import Catalog, bundled_tilesets_dir, default_catalog
from questwright.schema.io import load_quest

FIXTURES = Path(__file__).resolve().parents[1] / "golden" / "issues" / "QL_OBJECTIVE_NEVER"


def _logic(name: str) -> QuestLogic:
    quest = load_quest(FIXTURES / f"{name}.quest.json")
    return QuestLogic.build(compile_board(quest, default_catalog()))


def test_an_artifact_given_as_a_card_is_carried() -> None:
    """Issue #32: an Artifact card a trigger gives counts for ``carrying: [artifact]`` in
    the engines, so the model carries it too."""
    logic = _logic("clean-artifact-card")
    assert logic.exploration.exhaustive
    assert logic.exploration.winnable() is True


def test_an_artifact_token_picked_up_is_carried() -> None:
    logic = _logic("clean-artifact-token")
    assert logic.exploration.winnable() is True


# --------------------------------------------------------------------------- property


ROOT = Path(__file__).resolve().parents[2]
#: systems written only as data (the generic rules)
DATA_LIBRARY = ROOT / "tests" / "data_system" / "library"


def _quests() -> list[Path]:
    found = sorted(ROOT.glob("quests/*/*.quest.json"))
    for path in sorted((ROOT / "tests" / "golden" / "issues").glob("QL_*/*.quest.json")):
        if '"system": "md' in path.read_text(encoding="utf-8")[:4000]:
            found.append(path)
    found += sorted((ROOT / "tests" / "data_system" / "quests").glob("*.quest.json"))
    return found


@pytest.mark.parametrize("path", _quests(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_what_the_engine_completes_the_model_can_do(path: Path) -> None:
    """Both ways: every objective a goal-bot game completes is one some order of the model
    completes, and a game the engine wins is one the model does not call unwinnable."""
    from questwright.engine.core import Game
    from questwright.engine.simulate import play_game

    catalog = Catalog([bundled_tilesets_dir(), path.parents[1] / "_library", DATA_LIBRARY])
    quest = load_quest(path)
    try:
        game = Game(quest, party=2, catalog=catalog, max_rounds=12)
    except (ValueError, KeyError) as exc:
        pytest.skip(f"no engine game: {exc}")
    logic = QuestLogic.build(compile_board(quest, catalog))
    ex = logic.exploration
    if not ex.exhaustive:
        pytest.skip("the model's walk is not exhaustive")
    facts = ex.facts_anywhere()
    doable = {o.id for o in logic.model.objectives if f"done:{o.id}" in facts}
    state = play_game(game, 0)
    assert set(state.done) <= doable, (state.done, doable)
    outcome = state.outcome() or {}
    if outcome.get("result") == "win":
        assert ex.winnable() is not False, outcome
    # the other way: each quest step the engine took (a trigger fired, a quest token picked
    # up) is one some order of the model takes too
    modelled_triggers = {t.id for t in logic.model.triggers}
    fired_in_model = {f.removeprefix("fired:") for f in facts if f.startswith("fired:")}
    fired = set(state.fired) & modelled_triggers
    assert fired <= fired_in_model, (fired - fired_in_model, fired_in_model)
    picked_in_model = {f.removeprefix("picked:") for f in facts if f.startswith("picked:")}
    picked = set(getattr(state, "picked", ())) & set(logic.model.pickups)
    assert picked <= picked_in_model, (picked - picked_in_model, picked_in_model)


# ------------------------------------------------------------ the other way: engine wins


#: the clean quests the engines play: bundled, the unseen test quests (their clean ones:
#: the variants, ``name--defect``, carry defects on purpose) and the data systems'
def _clean_quests() -> list[Path]:
    found = sorted(ROOT.glob("quests/*/*.quest.json"))
    found += sorted(
        p
        for p in (ROOT / "tests" / "golden" / "unseen").glob("*/*.quest.json")
        if "--" not in p.name
    )
    found += sorted((ROOT / "tests" / "data_system" / "quests").glob("*.quest.json"))
    return found


#: systems where a clean quest must be won in some of a few goal-bot games; in md1 and
#: ddd combat decides (heroes die, the darkness runs out): at least one objective there
MUST_WIN = {"md2", "descent1", "machina", "vaultrun", "qwcrawl"}
#: clean quests of those systems held to the weaker rule, and why (goal bots, seeds 0–9,
#: 2 and 4 heroes, measured when the test was written)
COMBAT_DECIDES = {
    # the warden wakes in the vault and the explorers fall to it: 1 and 2 of 10 won
    "engine-heart": "combat",
    # the KO pool runs dry on the burning span: 1 and 3 of 10 won
    "cinder-span": "combat",
}
#: clean quests the engine does not complete yet, and why (remove once fixed)
NOT_YET: dict[str, str] = {}
#: seeds and party sizes of the games each quest gets (stopping at the first that counts)
GAMES = [(party, seed) for seed in range(4) for party in (2, 4)]


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(
            p,
            marks=pytest.mark.xfail(reason=NOT_YET[p.name.split(".")[0]], strict=False)
            if p.name.split(".")[0] in NOT_YET
            else (),
        )
        for p in _clean_quests()
    ],
    ids=lambda p: f"{p.parent.name}/{p.stem}",
)
def test_what_the_model_calls_winnable_the_engine_completes(path: Path) -> None:
    """Issue #29 item 5, the other way: a clean quest the model calls winnable is won in
    some of a few goal-bot games (md1, ddd and the quests of ``COMBAT_DECIDES``: at least
    one objective completed). Found by the sweep of clean quests never won: Machina's
    endgame on a chapter space (the Furnace Descent), md1's key in the heroes' own region
    (the Drowned Chapter), Machina's reach chapters (the goal bot stopped next to them)."""
    from questwright.engine.core import Game
    from questwright.engine.simulate import play_game

    catalog = Catalog([bundled_tilesets_dir(), path.parents[1] / "_library", DATA_LIBRARY])
    quest = load_quest(path)
    logic = QuestLogic.build(compile_board(quest, catalog))
    assert logic.exploration.winnable() is not False
    must_win = quest.system in MUST_WIN and path.name.split(".")[0] not in COMBAT_DECIDES
    low = quest.party.min if quest.party else 1
    high = quest.party.max if quest.party else 6
    seen: list[tuple[int, int, str, int]] = []
    for party, seed in GAMES:
        size = max(low, min(high, party))
        state = play_game(Game(quest, party=size, catalog=catalog), seed)
        won = (state.outcome() or {}).get("result") == "win"
        if won or (not must_win and state.done):
            return
        seen.append((size, seed, (state.outcome() or {}).get("reason", ""), len(state.done)))
    pytest.fail(f"{'never won' if must_win else 'no objective completed'}: {seen}")
