"""The sight table of a topology key, as the md enemies' phase reads it: rows taken from the
key before (the same rays) equal fresh ones, :meth:`SightRows.seen_from` reads as the
viewer's own row does, and md1's table of the objects in reach of each zone is every
object zone's row turned round.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from questwright.engine.core import Game
from questwright.engine.rulesets.md1 import activation
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.io import load_quest

ROOT = Path(__file__).resolve().parents[2]
QUESTS = [
    *sorted((bundled_quests_dir() / "md1").glob("*.quest.json")),
    *sorted((bundled_quests_dir() / "md2").glob("*.quest.json")),
    ROOT / "tests/engine/md1_rulebook/shifting-maze.quest.json",
]


def _keys(game: Game, seed: int) -> list[int]:
    """Keys of a game opening its doors one at a time, in a random order."""
    topo = game.topology
    bits = list(topo.door_bits)
    random.Random(seed).shuffle(bits)
    keys, key = [0], 0
    for bit in bits:
        key |= bit
        keys.append(key)
    return keys


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: p.stem)
def test_rows_taken_from_the_key_before_equal_fresh_rows(path: Path) -> None:
    quest = load_quest(path)
    game, fresh = Game(quest), Game(quest)  # two boards: two sets of door states
    n = len(game.topology.zone_ids)
    taken, last = 0, None
    for key in _keys(game, 1):
        rows = game.topology.sight(key)
        for zone in range(n):
            taken += last is not None and rows[zone] is last[zone] and bool(rows[zone])
            assert rows[zone] == fresh.topology.sight(key)[zone], (key, zone)
        last = rows
        # a fresh table for every key of the other game: nothing carried there
        fresh.topology._sight.clear()
        fresh.topology.sight(0)
    assert taken


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: p.stem)
def test_seen_from_reads_as_the_viewers_row(path: Path) -> None:
    game = Game(load_quest(path))
    n = len(game.topology.zone_ids)
    for key in _keys(game, 2)[::3]:
        rows = game.topology.sight(key)
        for viewer in range(n):
            for zone in range(n):
                assert rows.seen_from(viewer, zone) == rows[viewer].get(zone), (key, viewer, zone)


def test_objects_in_reach_are_the_object_rows_turned_round() -> None:
    game = Game(load_quest(QUESTS[-1]))
    state = game.new_initial_state(0)
    found = activation._found(state)  # type: ignore[arg-type]
    assert found[7], "the fixture has objects"
    for key in _keys(game, 3):
        state.key = key
        rows = game.topology.sight(key)
        reach = activation._reach(state, found, rows)  # type: ignore[arg-type]
        assert reach is not None
        for zone in range(len(game.topology.zone_ids)):
            if not rows.plain(zone):
                continue
            own = rows[zone]
            expected = [(z, own[z]) for z in found[7] if z in own]
            assert reach.get(zone, []) == expected, (key, zone)


def _pillar_game(counts_as_hero: bool, decoy_later: bool) -> Game:
    """A pillar on a small md1 board; a round-2 trigger may make every object a decoy
    (nested in a choice of effects, as an author may write it)."""
    from tests.engine.boards import make_game

    triggers = []
    if decoy_later:
        effect = {"kind": "set-enemy", "target": "all", "value": {"decoy": True}}
        triggers.append(
            {"id": "lure", "on": {"event": "round-start", "round": 2}, "effects": [effect]}
        )
    return make_game(
        ["ABCD", "efGh"],
        tokens=(
            ("start", "start", "t1:A", {}),
            ("pillar", "pillar", "t1:C", {"health": 3, "countsAsHero": counts_as_hero}),
        ),
        setup={"flags": {"noEvents": True, "noReinforcements": True}},
        objectives=[{"id": "never", "kind": "reach", "targets": ["nowhere"]}],
        triggers=triggers,
    )


def test_decoys_are_looked_for_only_when_the_quest_or_content_may_make_one() -> None:
    from tests.engine.boards import add_enemy

    assert not _pillar_game(False, False).data.decoys_possible
    assert _pillar_game(True, False).data.decoys_possible
    game = _pillar_game(False, True)
    assert game.data.decoys_possible
    state = game.new_initial_state(0)
    (pillar,) = [e for e in state.enemies.values() if e.kind == "object"]
    assert not pillar.rules.get("decoy")
    state.round = 2
    state.fire("round-start", ("2",))
    assert pillar.rules.get("decoy")  # the trigger made it one: enemies look for it now
    orc = add_enemy(state, "t1:C", attacks={"melee": {"red": 3}})
    for hero in state.heroes:
        hero.zone = game.topology.index["t1:h"]
    assert activation.attack_decoy(state, orc, game.topology.sight(state.key))
    assert pillar.damage == 1


@pytest.mark.parametrize(
    ("ties", "chance"), [("random", "internal"), ("ask", "internal"), ("random", "explicit")]
)
def test_the_enemies_phase_pauses_the_collector_only_when_nothing_is_asked_meanwhile(
    monkeypatch: pytest.MonkeyPatch, ties: str, chance: str
) -> None:
    """An action a player's answer can leave half-done (a tie asked, a die rolled by the
    caller) must not leave the collector paused; a phase that runs to its end may."""
    import gc

    from questwright.engine.rulesets.md1.state import MD1State
    from questwright.engine.simulate import play_game

    enabled: list[bool] = []
    activate = MD1State.activate

    def spy(self: MD1State, enemy: Any, forced: Any = None) -> None:
        if forced is None:  # the Enemies' phase (a counter-attack is the heroes')
            enabled.append(gc.isenabled())
        activate(self, enemy, forced)

    monkeypatch.setattr(MD1State, "activate", spy)
    game = Game(
        load_quest(bundled_quests_dir() / "md1/wardens-key.quest.json"), ties=ties, chance=chance
    )
    for seed in range(3):
        play_game(game, seed, "goal")
    assert enabled and gc.isenabled()
    assert set(enabled) == ({False} if (ties, chance) == ("random", "internal") else {True})
