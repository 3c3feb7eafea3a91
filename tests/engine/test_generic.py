"""The generic crawler ruleset: a game system written only as data plays end to end.

``tests/data_system/library/qwcrawl`` is our own test system (square spaces, walls, doors,
rubble, starts, an exit, monsters with a kind, treasure, a key lock; a content file with two
hero classes and two monster kinds). Each rule of :mod:`questwright.engine.rulesets.generic`
has a test on a small board of that system; the conformance invariants run on it and on
every bundled quest under the generic rules.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from questwright.engine.actions import Attack, EndTurn, Move, OpenDoor, PickUp
from questwright.engine.bots import make_bot
from questwright.engine.core import Game
from questwright.engine.registry import get_ruleset
from questwright.engine.rulesets.generic import GenericRuleset, generic_ruleset
from questwright.engine.simulate import GameSpec, simulate
from questwright.schema.catalog import (
    Catalog,
    bundled_quests_dir,
    bundled_tilesets_dir,
    default_catalog,
)
from questwright.schema.io import load_quest
from questwright.schema.model import Effect

from tests.engine.test_conformance import play_checked

HERE = Path(__file__).resolve().parent.parent / "data_system"
LIBRARY = HERE / "library"
QUEST = HERE / "quests" / "treasure-run.quest.json"
ROOT = Path(__file__).resolve().parents[2]


def catalog() -> Catalog:
    return Catalog(roots=[bundled_tilesets_dir(), LIBRARY])


def crawl_game(
    tmp_path: Path,
    tokens: list[dict[str, Any]],
    *,
    door: dict[str, Any] | None = None,
    objectives: list[dict[str, Any]] | None = None,
    party: int | list[str] = 1,
    content: dict[str, Any] | None = None,
    **kwargs: Any,
) -> Game:
    """The treasure run's room (x 0–3) and corridor (x 4–9, y 1–2) with other tokens."""
    doc = json.loads(QUEST.read_text())
    doc["tokens"] = [{"id": "start-1", "type": "start", "cell": [1, 1]}, *tokens]
    doc["edges"] = [door] if door else []
    doc["objectives"] = objectives or [
        {"id": "obj-out", "kind": "escape", "targets": ["exit-1"], "text": "Leave."}
    ]
    if not any(t["id"] == "exit-1" for t in doc["tokens"]):
        doc["tokens"].append({"id": "exit-1", "type": "exit", "cell": [9, 1]})
    path = tmp_path / "q.quest.json"
    path.write_text(json.dumps(doc))
    options = {}
    if content is not None:
        content_path = tmp_path / "content.json"
        content_path.write_text(json.dumps(content))
        options["content"] = str(content_path)
    return Game(path, party=party, catalog=catalog(), options=options, **kwargs)


def cell(x: int, y: int) -> str:
    return f"cell:{x},{y}"


def goal_results(game: Game, seeds: int = 6) -> list[str]:
    """How goal-bot games of seeds 0… end (``win``, ``loss``)."""
    results = []
    for seed in range(seeds):
        state, bot = game.new_initial_state(seed), make_bot("goal", seed)
        while not state.is_terminal():
            state.apply_action(bot.choose(state))
        results.append(state.outcome()["result"])
    return results


# ---------------------------------------------------------------------------- registry


def test_a_system_the_catalogue_knows_without_a_ruleset_plays_by_the_generic_rules() -> None:
    ruleset = get_ruleset("qwcrawl", catalog())
    assert issubclass(ruleset, GenericRuleset) and ruleset.system == "qwcrawl"
    assert ruleset is generic_ruleset("qwcrawl")
    assert not getattr(get_ruleset("md1"), "generic", False)
    with pytest.raises(KeyError, match="no ruleset for game system 'nosuch'"):
        get_ruleset("nosuch", catalog())


def test_a_system_whose_file_was_refused_is_named_with_the_reason(tmp_path: Path) -> None:
    import shutil

    from questwright.validators.runner import validate_quest

    folder = tmp_path / "library" / "qwcrawl"
    shutil.copytree(LIBRARY / "qwcrawl", folder)
    doc = json.loads((folder / "system.json").read_text())
    doc["party"]["max"] = 99  # over the format's limit: the catalogue refuses the file
    (folder / "system.json").write_text(json.dumps(doc))
    refused = Catalog(roots=[bundled_tilesets_dir(), tmp_path / "library"])
    (issue,) = validate_quest(load_quest(QUEST), refused)
    assert issue.code == "REF_UNKNOWN_SYSTEM"
    assert "system.json was refused" in issue.message and "$.party.max" in issue.message
    with pytest.raises(KeyError, match=r"system.json was refused: .*\$\.party\.max"):
        get_ruleset("qwcrawl", refused)


def test_the_content_the_system_ships_is_read_and_a_bad_one_is_one_line(tmp_path: Path) -> None:
    game = Game(QUEST, party=2, catalog=catalog())
    assert game.party == ("knight", "ranger")
    assert game.data.monster("goblin")["name"] == "Goblin"
    assert game.data.monster("troll")["health"] == 2  # no block: our default monster
    with pytest.raises(ValueError) as err:
        crawl_game(
            tmp_path,
            [],
            content={
                "format": "questwright-content",
                "system": "qwcrawl",
                "heroClasses": [{"id": "x", "health": -3}],
            },
        )
    assert "\n" not in str(err.value) and "heroClasses" in str(err.value)


def test_a_die_of_more_faces_than_a_roll_can_note_is_one_line(tmp_path: Path) -> None:
    # a roll notes each face by a digit of at most 64 (a die of 100 faces crashed the
    # first attack with an IndexError)
    dice = {"attack": {"faces": [{"hits": 1}] * 65}, "defence": {"faces": [{"shields": 0}] * 2}}
    content = {"format": "questwright-content", "system": "qwcrawl", "dice": dice}
    with pytest.raises(ValueError) as err:
        crawl_game(tmp_path, [], content=content)
    assert "\n" not in str(err.value) and "faces" in str(err.value)
    dice["attack"]["faces"] = [{"hits": 1}] * 64
    tokens = [{"id": "gob", "type": "monster", "cell": [2, 1], "properties": {"kind": "goblin"}}]
    state = crawl_game(tmp_path, tokens, content=content).new_initial_state(0)
    (goblin,) = state.enemies.values()
    state.apply_action(Move(0, cell(2, 1)))
    state.apply_action(Attack(0, "melee", goblin.uid))
    assert goblin.uid not in state.enemies or goblin.damage > 0


# ---------------------------------------------------------------------------- rules


def test_a_monster_sleeps_until_a_hero_sees_it_then_hunts_and_strikes(tmp_path: Path) -> None:
    door = {"id": "door-1", "kind": "door", "from": [4, 1], "state": "closed", "to": [4, 3]}
    tokens = [{"id": "gob", "type": "monster", "cell": [9, 2], "properties": {"kind": "goblin"}}]
    game = crawl_game(tmp_path, tokens, door=door)
    state = game.new_initial_state(1)
    goblin = next(iter(state.enemies.values()))
    assert goblin.dormant and goblin.name == "Goblin"
    state.apply_action(EndTurn(0))  # the hero waits behind the closed door: it sleeps on
    assert goblin.zone == game.topology.index[cell(9, 2)] and goblin.dormant
    state.apply_action(Move(0, cell(2, 1)))
    state.apply_action(Move(0, cell(3, 1)))
    state.apply_action(OpenDoor(0, "door-1"))
    goblin = next(iter(state.enemies.values()))
    assert not goblin.dormant  # seen down the corridor
    state.apply_action(EndTurn(0))
    # it moved its 3 spaces toward the hero at 3,1 (7 steps away at the start)
    moved = game.topology.zone_ids[goblin.zone]
    assert moved in (cell(7, 1), cell(6, 2)), moved


def test_a_guard_monster_only_strikes_what_comes_in_range(tmp_path: Path) -> None:
    tokens = [{"id": "ogre", "type": "monster", "cell": [5, 1], "properties": {"kind": "ogre"}}]
    game = crawl_game(tmp_path, tokens)
    state = game.new_initial_state(3)
    ogre = next(iter(state.enemies.values()))
    assert not ogre.dormant  # in sight through the open doorway from the start
    where = ogre.zone
    for _ in range(3):
        state.apply_action(EndTurn(0))
    assert ogre.zone == where and state.heroes[0].health == state.heroes[0].max_health


def test_a_melee_class_strikes_only_its_own_space_a_ranged_one_from_afar(tmp_path: Path) -> None:
    tokens = [{"id": "gob", "type": "monster", "cell": [5, 1], "properties": {"kind": "goblin"}}]
    knight = crawl_game(tmp_path, tokens, party=["knight"]).new_initial_state(0)
    assert not [a for a in knight.legal_actions() if isinstance(a, Attack)]
    ranger = crawl_game(tmp_path, tokens, party=["ranger"]).new_initial_state(0)
    attacks = [a for a in ranger.legal_actions() if isinstance(a, Attack)]
    assert [a.kind for a in attacks] == ["ranged"]


def test_a_token_a_kill_objective_names_is_a_monster_whatever_its_type(tmp_path: Path) -> None:
    # the quest-logic model reads a kill objective's token as an enemy on the board from
    # the start (a boss on a token type of its own); the generic rules place it as one, so
    # that the objective the validators call winnable can be done
    tokens = [{"id": "idol", "type": "camera", "cell": [5, 1], "properties": {"facing": "E"}}]
    objectives = [{"id": "obj-idol", "kind": "kill", "targets": ["idol"], "text": "Smash it."}]
    game = crawl_game(tmp_path, tokens, objectives=objectives, party=["ranger"])
    state = game.new_initial_state(0)
    (idol,) = state.enemies.values()
    assert idol.source == "idol"
    assert [a.kind for a in state.legal_actions() if isinstance(a, Attack)] == ["ranged"]
    results = goal_results(game)
    assert "win" in results, results


def test_a_ranged_class_wounds_with_its_weapon(tmp_path: Path) -> None:
    # a ranged class's one weapon is filed under "ranged": its shots, and its blows in its
    # own space, roll that weapon's dice (they used to roll none and never wound)
    tokens = [{"id": "ogre", "type": "monster", "cell": [5, 1], "properties": {"kind": "ogre"}}]
    game = crawl_game(tmp_path, tokens, party=["ranger"])
    wounded = 0
    for seed in range(8):
        state = game.new_initial_state(seed)
        (ogre,) = state.enemies.values()
        state.apply_action(Attack(0, "ranged", ogre.uid))
        wounded += ogre.damage > 0
    assert wounded > 0


def test_a_key_lock_opens_once_a_hero_holds_its_key(tmp_path: Path) -> None:
    door = {
        "id": "door-1",
        "kind": "door",
        "from": [4, 1],
        "state": "closed",
        "to": [4, 3],
        "lock": {"kind": "key", "keys": ["k1"]},
    }
    tokens = [{"id": "k1", "type": "key", "cell": [3, 2]}]
    game = crawl_game(tmp_path, tokens, door=door)
    state = game.new_initial_state(0)
    state.apply_action(Move(0, cell(2, 1)))
    state.apply_action(Move(0, cell(3, 1)))
    assert OpenDoor(0, "door-1") not in state.legal_actions()
    state.apply_action(Move(0, cell(3, 2)))
    state.apply_action(PickUp(0))
    assert state.heroes[0].items == ["key:k1"]
    assert OpenDoor(0, "door-1") in state.legal_actions()


def test_every_hero_down_is_a_loss(tmp_path: Path) -> None:
    tokens = [
        {"id": f"g{k}", "type": "monster", "cell": [4 + k, 1], "properties": {"kind": "goblin"}}
        for k in range(5)
    ]
    game = crawl_game(tmp_path, tokens)
    state = game.new_initial_state(0)
    while not state.is_terminal():
        state.apply_action(EndTurn(0))
    assert state.outcome() == {"result": "loss", "reason": "every hero is down"} or (
        state.outcome()["result"] == "loss" and state.heroes[0].dead
    )
    assert state.heroes[0].dead


# ---------------------------------------------------------------------------- whole games


def test_the_goal_bot_beats_the_random_bot_and_both_win_some_lose_some() -> None:
    game = Game(QUEST, party=2, catalog=catalog(), max_rounds=30)
    wins = {"goal": 0, "random": 0}
    for bot_name in wins:
        for seed in range(20):
            bot = make_bot(bot_name, seed)
            state = game.new_initial_state(seed)
            while not state.is_terminal():
                state.apply_action(bot.choose(state))
            wins[bot_name] += state.outcome()["result"] == "win"
    assert wins["goal"] > wins["random"] > 0


def test_the_data_system_keeps_the_conformance_invariants() -> None:
    game = Game(QUEST, party=2, catalog=catalog())
    for k in range(8):
        play_checked(game, 500 + k, make_bot("random" if k % 2 else "goal", k), check_views=False)


BUNDLED = sorted(bundled_quests_dir().glob("*/*.quest.json"))


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_bundled_quest_plays_to_an_end_under_the_generic_rules(path: Path) -> None:
    system = load_quest(path).system
    game = Game(path, ruleset=generic_ruleset(system), party=2)
    for seed in range(2):
        play_checked(game, seed, make_bot("goal" if seed else "random", seed), check_views=False)


@pytest.fixture
def data_library(monkeypatch: pytest.MonkeyPatch) -> Any:
    """The test system in the default catalogue, as ``QUESTWRIGHT_TILESETS`` puts it."""
    monkeypatch.setenv("QUESTWRIGHT_TILESETS", str(LIBRARY))
    default_catalog.cache_clear()
    yield
    monkeypatch.delenv("QUESTWRIGHT_TILESETS")
    default_catalog.cache_clear()


def test_the_simulation_report_says_the_generic_rules_played(data_library: Any) -> None:
    report = simulate(GameSpec(str(QUEST), party=2, bot="goal"), n=10, jobs=1)
    assert report.to_json()["rules"] == "generic"
    assert "generic crawler rules" in report.text()
    bundled = simulate(GameSpec(str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")), n=2)
    assert "rules" not in bundled.to_json()


def test_play_and_simulate_from_the_command_line() -> None:
    env = dict(os.environ, QUESTWRIGHT_TILESETS=str(LIBRARY))
    for args in (["play", "--auto", "goal", str(QUEST)], ["simulate", "-n", "20", str(QUEST)]):
        proc = subprocess.run(
            [sys.executable, "-m", "questwright", *args],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=300,
        )
        assert proc.returncode == 0, proc.stderr
    assert "generic crawler rules" in proc.stdout


def test_rulesets_declare_their_status_lines_for_test_play() -> None:
    """Test Play shows a ruleset's own status through the StatusLines hook (no editor
    code knows md1's level or ddd's darkness)."""
    from questwright.engine.protocol import StatusLines, offers

    md1 = Game(bundled_quests_dir() / "md1" / "wardens-key.quest.json", party=2)
    state = md1.new_initial_state(0)
    assert offers(state, StatusLines)
    assert [str(t) for t in state.status_lines()] == ["Level 1", "Lifebringer 2"]
    ddd = Game(bundled_quests_dir() / "ddd" / "house-ashgrove.quest.json", party=2)
    assert [t.template for t in ddd.new_initial_state(0).status_lines()] == ["Darkness {darkness}"]
    generic = Game(QUEST, party=2, catalog=catalog()).new_initial_state(0)
    assert not offers(generic, StatusLines)


def test_a_zone_nobody_entered_is_listed_only_as_never_visited() -> None:
    """The report's "most visited zones" holds zones with visits only (issue #33, item 10):
    a tiny board where the goal bots leave most zones unvisited."""
    report = simulate(GameSpec(str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")), n=1)
    text = report.text(top=500)
    most = text.split("most visited zones (visits / deaths):")[1].split("never visited")[0]
    never = text.split("never visited: ")[1].splitlines()[0].split(", ")
    assert never and not any(f"  {z}: 0 / 0" in most for z in never)


def test_a_board_of_spaces_counts_the_zones_never_visited_past_a_dozen() -> None:
    """descent1's zones are its spaces: the report names a dozen never visited and counts
    the rest instead of listing hundreds of ``cell:x,y``."""
    from questwright.engine.simulate import NEVER_SHOWN, never_visited

    path = bundled_quests_dir() / "descent1" / "drowned-stair.quest.json"
    report = simulate(GameSpec(str(path), bot="goal", opponent="goal"), n=1)
    doc = report.to_json()
    shown, more = never_visited(doc)
    assert len(shown) == NEVER_SHOWN and more > 50
    line = next(x for x in report.text().splitlines() if x.startswith("never visited: "))
    assert line.endswith(f"and {more} more (the heatmap shows every zone)")
    assert line.count("cell:") == NEVER_SHOWN
    assert never_visited({"zones": {"a": {"visits": 0}, "b": {"visits": 3}}}) == (["a"], 0)


# ---------------------------------------------------------------------------- a second system
# ``tests/data_system/library/vaultrun``: tile zones, zone-walk sight, eight-way steps, gates
# with a sigil lock, grates, rubble heaps (barriers), stairs, idols (``objectTokens``), a
# lair (``spawnTokens``), brutes on a token type no role names. What the quest-logic model
# reads in a quest, the generic rules play (issue #29 item 5).

DATA_QUESTS = sorted((HERE / "quests").glob("*.quest.json"))


def vault_game(name: str, party: int | list[str] = 2) -> Game:
    return Game(HERE / "quests" / f"{name}.quest.json", party=party, catalog=catalog())


def zone(game: Game, ref: str) -> int:
    return game.topology.index[ref]


def test_a_spawn_effect_places_the_monster_it_names_awake() -> None:
    game = vault_game("warden-seal")
    state = game.new_initial_state(0)
    state.effect(Effect(kind="spawn", target="c1:n", value={"kind": "brute", "id": "warden"}))
    (warden,) = [e for e in state.enemies.values() if e.source == "warden"]
    assert (warden.name, warden.zone, warden.dormant) == ("Brute", zone(game, "c1:n"), False)
    state.effect(Effect(kind="spawn", target="lair-1", value="rat"))
    assert any(e.source == "rat" and e.name == "Rat swarm" for e in state.enemies.values())


def test_a_barrier_is_struck_from_either_side_until_it_falls() -> None:
    game = vault_game("sealed-vault", party=["guard"])
    state = game.new_initial_state(0)
    (heap,) = [e for e in state.enemies.values() if e.source == "heap-1"]
    assert heap.health == 4  # the edge's properties.health
    hero = state.heroes[0]
    hero.zone = zone(game, "c1:s")
    assert zone(game, "h2:w") not in game.topology.neighbours(state.key)[hero.zone]
    for _ in range(20):
        if heap.uid not in state.enemies:
            break
        state.actions_left = 2
        state.apply_action(Attack(0, "melee", heap.uid))
    assert "heap-1" in state.destroyed
    assert zone(game, "h2:w") in game.topology.neighbours(state.key)[hero.zone]


def test_a_barrier_nobody_may_attack_falls_only_to_its_effect() -> None:
    game = vault_game("warden-seal")
    state = game.new_initial_state(0)
    (heap,) = [e for e in state.enemies.values() if e.source == "heap-1"]
    state.heroes[0].zone = zone(game, "c1:s")
    assert heap.uid not in {uid for _kind, uid in state.attack_targets(state.heroes[0])}
    state.effect(Effect(kind="destroy", target="heap-1"))
    assert "heap-1" in state.destroyed and heap.uid not in state.enemies
    assert zone(game, "h2:w") in game.topology.neighbours(state.key)[zone(game, "c1:s")]


def test_an_object_token_stands_as_an_object_to_destroy_not_a_pick_up() -> None:
    game = vault_game("warden-seal", party=["archer"])
    state = game.new_initial_state(0)
    (idol,) = [e for e in state.enemies.values() if e.source == "idol-1"]
    assert (idol.kind, idol.health) == ("object", 2)
    assert not [t for t in state.tokens.values() if t.id == "idol-1"]  # not a pick-up


def test_a_given_item_is_carried_for_an_escape_that_asks_for_it() -> None:
    game = vault_game("warden-seal")
    state = game.new_initial_state(0)
    hero = state.heroes[0]
    state.effect(Effect(kind="give-item", value="crown"), hero)
    assert state.item_kinds([hero])["crown"] == 1


@pytest.mark.parametrize("path", DATA_QUESTS, ids=lambda p: p.stem)
def test_every_data_system_quest_validates_clean_and_the_goal_bot_wins_it(path: Path) -> None:
    from questwright.validators.runner import validate_quest

    issues = validate_quest(load_quest(path), catalog())
    assert not [i for i in issues if i.severity.name == "ERROR"], issues
    game = Game(path, party=2, catalog=catalog())
    results = goal_results(game)
    assert results.count("win") >= 3, results
