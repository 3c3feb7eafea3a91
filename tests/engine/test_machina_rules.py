"""One test per rule of the Machina Arcana digest (§B.1–§B.5) on small hand-made boards.

Dice are scripted (:class:`~tests.engine.machina_boards.Scripted`): ``below(10) == 9`` is a
10 on the game die; the stand-in white die has faces 0,0,1,1,1,2 and the black die
0,1,1,2,2,3 (a roll lists black dice first). Explorer 1 is the stand-in bruiser (health 6,
stamina 6, armour 4, essence 2, melee white+2 black for 2 stamina); the Rust scavenger has
health 2, stamina 3, armour 3, attacks with 2 black dice and is mindless; the Pipe crawler
has health 2, stamina 4, armour 4 and attacks with 2 black and a white die.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Begin, EndTurn, Move, OpenDoor
from questwright.engine.rulesets.machina import exploring, monsters, spawning
from questwright.engine.rulesets.machina.actions import (
    AttackMonster,
    CloseDoor,
    DestroyDoor,
    ExitTile,
    Explore,
    SealSpawn,
    Spend,
    UseSpace,
)
from questwright.engine.rulesets.machina.state import MachinaState

from tests.engine.machina_boards import Scripted, machina_game, tile_def

SCAVENGER = {"name": "Rust scavenger", "level": 1, "mindless": True}
CRAWLER = {"name": "Pipe crawler", "level": 1}


def start(game: Any, script: list[int] = (), seed: int = 0) -> MachinaState:  # type: ignore[assignment]
    state = game.new_initial_state(seed)
    state.rng = Scripted(list(script), seed)
    return state


def begin(state: MachinaState, p: int = 0) -> None:
    state.apply_action(Begin(p))


def moves(state: MachinaState) -> set[str]:
    return {a.to for a in state.legal_actions() if isinstance(a, Move)}


def rolls(state: MachinaState) -> list[str]:
    return [str(e) for e in state.history() if str(e).startswith("chance roll")]


# ---------------------------------------------------------------- B.2 round and explorers
def test_round_runs_explorers_spawn_horror_then_monsters() -> None:
    game = machina_game(["1....", ".....", "....S"], monsters=[])
    state = start(game, [0, 0])  # spawn roll 1 (lights nothing: no chapter space), horror 1
    begin(state)
    state.apply_action(EndTurn(0))
    assert state.round == 2 and state.phase == "explorers"
    assert [r.split()[2] for r in rolls(state)] == ["spawn", "horror"]
    assert state.spawn_rating == 7 and state.horror == 7  # both fell by one


def test_stamina_resets_each_phase_and_the_turn_ends_at_zero() -> None:
    game = machina_game(["1......."])
    state = start(game, [0, 0, 0, 0])
    begin(state)
    assert state.stamina[0] == 6
    for x in range(1, 7):
        state.apply_action(Move(0, f"{x},0"))
    assert state.round == 2 and state.stamina[0] == 6 and state.pos[0] == (6, 0)


def test_ending_the_turn_by_choice_leaves_no_stamina() -> None:
    game = machina_game(["12", "..", ".."], party=2)
    state = start(game)
    state.apply_action(Begin(1))
    state.apply_action(EndTurn(1))
    assert state.stamina[1] == 0 and state.stamina[0] == 6
    assert state.legal_actions() == [Begin(0)]  # explorers pick who goes next


def test_move_to_any_of_eight_free_passable_neighbours() -> None:
    game = machina_game(["#C.", ".1M", "_.^"], monsters=[CRAWLER])
    state = start(game)
    begin(state)
    # rubble and a chest are impassable, the monster occupies, a pit and a trap are passable
    assert moves(state) == {"2,0", "0,1", "0,2", "1,2", "2,2"}


def test_a_diagonal_is_refused_only_when_both_routes_round_the_corner_are_walled() -> None:
    wall_a = {"kind": "wall", "from": [1, 0], "to": [1, 1]}  # between (0,0) and (1,0)
    wall_b = {"kind": "wall", "from": [0, 1], "to": [1, 1]}  # between (0,0) and (0,1)
    one = start(machina_game(["1.", ".."], edges=[wall_a]))
    begin(one)
    assert "1,1" in moves(one)
    both = start(machina_game(["1.", ".."], edges=[wall_a, wall_b]))
    begin(both)
    assert "1,1" not in moves(both)


def test_moving_into_a_pit_destroys_the_explorer() -> None:
    state = start(machina_game(["1_."]))
    begin(state)
    state.apply_action(Move(0, "1,0"))
    assert state.dead[0] and state.outcome()["result"] == "loss"


# ---------------------------------------------------------------- B.1 doors
DOOR = {"id": "d", "kind": "door", "state": "closed", "from": [1, 0], "to": [1, 1]}


def test_doors_open_and_close_for_two_and_break_for_four() -> None:
    state = start(machina_game(["1.", ".."], edges=[DOOR]))
    begin(state)
    acts = set(map(str, state.legal_actions()))
    assert {"h1 open d", "h1 destroy d"} <= acts and "1,0" not in moves(state)
    state.apply_action(OpenDoor(0, "d"))
    assert state.stamina[0] == 4 and "1,0" in moves(state)
    state.apply_action(CloseDoor(0, "d"))
    assert state.stamina[0] == 2 and "1,0" not in moves(state)


def test_a_destroyed_door_stays_open_for_good() -> None:
    state = start(machina_game(["1.", ".."], edges=[DOOR]))
    begin(state)
    state.apply_action(DestroyDoor(0, "d"))
    assert state.stamina[0] == 2 and state.door_open("d") and "d" in state.broken
    assert not any(isinstance(a, CloseDoor) for a in state.legal_actions())
    assert "1,0" in moves(state)


# ---------------------------------------------------------------- B.3 attacks
def test_an_attack_sums_its_dice_against_armour() -> None:
    game = machina_game(["1M"], monsters=[SCAVENGER])
    # black 2 + black 1 + white 0 = 3 >= armour 3: a hit
    state = start(game, [3, 1, 0])
    begin(state)
    state.apply_action(AttackMonster(0, "m1"))
    assert state.monsters["m1"][3] == 1 and state.stamina[0] == 4
    # 0 + 0 + 1 = 1 < 3 with no essence left to add: a miss
    state.essence[0] = 0
    state.rng = Scripted([0, 0, 2])
    state.apply_action(AttackMonster(0, "m1"))
    assert state.monsters["m1"][3] == 1


def test_essence_is_added_after_the_roll() -> None:
    game = machina_game(["1M"], monsters=[SCAVENGER])
    state = start(game, [1, 1, 0])  # 1 + 1 + 0 = 2, one short of armour 3
    begin(state)
    state.apply_action(AttackMonster(0, "m1"))
    assert state.legal_actions() == [Spend(0, 1), Spend(0, 0)]
    state.apply_action(Spend(0, 1))
    assert state.essence[0] == 1 and state.monsters["m1"][3] == 1


def test_destroying_a_monster_on_your_turn_restores_essence() -> None:
    game = machina_game(["1M"], monsters=[{**SCAVENGER}])
    state = start(game, [5, 5, 5])
    begin(state)
    state.essence[0] = 0
    state.monsters["m1"] = (*state.monsters["m1"][:3], 1, state.monsters["m1"][4])
    state.apply_action(AttackMonster(0, "m1"))
    assert "m1" not in state.monsters and state.essence[0] == 1


def test_ranged_targeting_stops_at_obstacles_unless_it_ignores_them() -> None:
    rows = ["2.C.M", "1...."]
    gunner = start(machina_game(rows, party=["bruiser", "gunman"], monsters=[CRAWLER]))
    gunner.apply_action(Begin(1))
    assert not any(isinstance(a, AttackMonster) for a in gunner.legal_actions())
    mystic = start(machina_game(rows, party=["bruiser", "mystic"], monsters=[CRAWLER]))
    mystic.apply_action(Begin(1))
    # the mystic's range-3 arcane attack ignores obstacles but the monster is 4 away
    assert not any(isinstance(a, AttackMonster) for a in mystic.legal_actions())
    near = start(machina_game(["2.CM", "1..."], party=["bruiser", "mystic"], monsters=[CRAWLER]))
    near.apply_action(Begin(1))
    assert AttackMonster(1, "m1") in near.legal_actions()


def test_a_hit_barrel_attacks_every_adjacent_unit_with_one_roll() -> None:
    game = machina_game(["1o.", ".M."], monsters=[CRAWLER])
    # attack the barrel: 1 (black) + 0 + 0 >= 1; then the area roll of 3 black dice: 3+3+3
    state = start(game, [1, 0, 0, 5, 5, 5])
    begin(state)
    state.apply_action(AttackMonster(0, "barrel@1,0"))
    assert state.barrels == frozenset()
    assert state.hp[0] == 5 and state.monsters["m1"][3] == 1
    assert len([r for r in rolls(state) if " barrel " in r]) == 1


# ---------------------------------------------------------------- action spaces
def test_a_trap_lever_attacks_every_unit_on_its_tiles_trapped_spaces() -> None:
    game = machina_game(["1L.", "^^M", "..."], monsters=[CRAWLER])
    state = start(game, [5, 5, 5])  # 9 >= armour 4
    begin(state)
    state.monsters["m1"] = ("m1-crawler", 1, 1, 2, "monster-1")
    state.apply_action(UseSpace(0, "1,0"))
    assert state.stamina[0] == 3 and state.monsters["m1"][3] == 1
    assert (1, 0) in state.used and UseSpace(0, "1,0") not in state.legal_actions()


def test_a_recharge_station_rolls_the_recharge_die() -> None:
    state = start(machina_game(["1R"]), [0])  # face 0: health
    begin(state)
    state.hp[0] = 3
    state.apply_action(UseSpace(0, "1,0"))
    assert state.hp[0] == 4 and state.stamina[0] == 5 and (1, 0) in state.used


def test_a_chest_restores_essence_and_keeps_one_of_two_items() -> None:
    state = start(machina_game(["1C"]))
    begin(state)
    state.essence[0] = 0
    deck = list(state.item_deck)
    state.apply_action(UseSpace(0, "1,0"))
    assert state.essence[0] == 1 and len(state.items[0]) == 1
    assert state.items[0][0] in deck[-2:] and len(state.item_deck) == len(deck) - 2


def test_an_event_space_draws_an_explorer_event() -> None:
    state = start(machina_game(["1?"]))
    begin(state)
    top = state.event_deck[-1]
    state.apply_action(UseSpace(0, "1,0"))
    assert state.event_discard == [top] and state.stamina[0] == 3


def test_sealing_a_spawn_space_destroys_its_unit_and_lowers_the_threat() -> None:
    game = machina_game(["1S"], setup={"monsterThreat": 2})
    state = start(game)
    begin(state)
    spawning.add_monster(state, "m1-crawler", (1, 0), "")
    state.apply_action(SealSpawn(0, "1,0"))
    assert state.threat == 1 and (1, 0) in state.sealed and not state.monsters
    assert state.essence[0] == 1 and state.stamina[0] == 4


# ---------------------------------------------------------------- B.5 spawn and horror
def test_a_spawn_roll_at_the_rating_puts_a_monster_on_the_nearest_spawn_space() -> None:
    game = machina_game(["S....1..S"])
    state = start(game, [7, 0])  # spawn roll 8 >= 8; horror roll 1
    begin(state)
    state.apply_action(EndTurn(0))
    assert len(state.monsters) == 1
    assert any("appears at 8,0" in line for line in state.log)  # the nearer spawn space
    assert state.spawn_rating == 8  # reset after a spawn


def test_a_spawn_on_an_occupied_space_goes_to_the_nearest_free_one() -> None:
    game = machina_game(["1S.", "..."])
    state = start(game)
    spawning.add_monster(state, "m1-crawler", (1, 0), "")
    spawning.spawn_monster(state, (0, 0))
    cells = {state.monster_cell(u) for u in state.monsters}
    assert len(cells) == 2 and all(max(abs(x - 1), abs(y)) <= 1 for x, y in cells)


def test_exited_explorers_make_no_spawn_roll() -> None:
    game = machina_game(["1X.", "2.."], party=2)
    state = start(game)
    state.exited[0] = True
    spawning.spawn_phase(state)
    assert [r for r in rolls(state) if "spawn" in r] == [
        next(r for r in rolls(state) if "spawn h2" in r)
    ]


def test_horror_at_or_above_the_rating_resets_it_and_raises_the_threat() -> None:
    state = start(machina_game(["1."], setup={"horrorRating": 5}), [4])  # 5 >= 5
    deck = len(state.horror_deck)
    spawning.horror_phase(state)
    assert state.horror == 5 and state.threat == 2 and len(state.horror_deck) == deck - 1
    state.rng = Scripted([0])
    spawning.horror_phase(state)
    assert state.horror == 4 and state.threat == 2


def test_the_threat_track_overflows_into_the_next_monster_level() -> None:
    state = start(machina_game(["1."], setup={"monsterThreat": 3}))
    before = len(state.monster_deck)
    spawning.raise_threat(state)
    assert state.threat == 1 and state.level == 2
    assert len(state.monster_deck) == before + 2  # the two stand-in level-2 cards


# ---------------------------------------------------------------- B.4 monsters
def test_a_monster_steps_toward_the_nearest_explorer() -> None:
    game = machina_game(["1.....M..2"], party=2, monsters=[CRAWLER])
    state = start(game, [0, 0, 0])
    monsters.monster_turn(state, "m1")
    assert state.monster_cell("m1") == (8, 0)  # next to h2, then its attack missed (0 + 0)


def test_equally_near_explorers_tie_to_the_lowest_health() -> None:
    game = machina_game(["1...M...2"], party=2, monsters=[CRAWLER])
    state = start(game, [0, 0])
    state.hp[0] = 2
    assert monsters.nearest_explorer(state, "m1") == 0
    state.hp[0], state.hp[1] = 6, 1
    assert monsters.nearest_explorer(state, "m1") == 1


def test_a_monster_counts_through_a_closed_door_and_breaks_it() -> None:
    door = {"id": "d", "kind": "door", "state": "closed", "from": [2, 0], "to": [2, 1]}
    game = machina_game(["1.M.."], monsters=[{**CRAWLER}], edges=[door])
    state = start(game, [0, 0])
    monsters.monster_turn(state, "m1")  # stamina 4: break the door (4), no stamina to step
    assert "d" in state.broken and state.monster_cell("m1") == (2, 0)


def test_a_mindless_monster_never_walks_into_a_pit() -> None:
    game = machina_game(["1_M", "###"], monsters=[SCAVENGER])
    state = start(game)
    assert monsters.nearest_explorer(state, "m1") is None
    monsters.monster_turn(state, "m1")
    assert state.monster_cell("m1") == (2, 0)


def test_a_monster_attack_sums_its_dice_against_the_explorers_armour() -> None:
    game = machina_game(["1M"], monsters=[CRAWLER])
    state = start(game, [5, 5, 0])  # black 3 + 3 + white 0 = 6 >= armour 4
    monsters.monster_turn(state, "m1")
    assert state.hp[0] == 5
    state.rng = Scripted([2, 2, 2])  # 1 + 1 + 1 = 3 < 4
    monsters.monster_turn(state, "m1")
    assert state.hp[0] == 5


def test_monsters_act_in_queue_order() -> None:
    game = machina_game(["M1M"], monsters=[CRAWLER, SCAVENGER])
    state = start(game, [0, 0, 0, 0])
    monsters.monster_phase(state)
    attackers = [r.split()[2].split(">")[0] for r in rolls(state)]
    # each monster's whole turn (every attack its stamina pays for) before the next one's
    assert list(dict.fromkeys(attackers)) == state.queue == ["m1", "m2"]
    assert attackers == sorted(attackers, key=state.queue.index)


# ---------------------------------------------------------------- chapters and the end
CHAPTERS = [
    {"id": "I", "blocking": False, "objective": "obj-a"},
    {"id": "II", "blocking": True, "objective": "obj-x"},
]
OBJECTIVES = [
    {"id": "obj-a", "kind": "activate", "targets": ["t1"]},
    {"id": "obj-x", "kind": "escape", "after": ["obj-a"], "targets": ["exit-1"]},
]


def test_activating_the_chapter_space_advances_the_chapter() -> None:
    game = machina_game(["1A", ".."], chapters=CHAPTERS, objectives=OBJECTIVES)
    state = start(game)
    begin(state)
    state.apply_action(UseSpace(0, "1,0"))
    assert state.chapter == 1 and state.done == ["obj-a"]
    assert state.stamina[0] == 4 and state.essence[0] == 1  # unlit: 2 stamina + 1 essence


def test_a_blocking_chapter_or_an_exit_token_forbids_chapter_spaces() -> None:
    chapters = [{"id": "0", "blocking": True, "objective": "obj-k"}, *CHAPTERS]
    kill = {"id": "obj-k", "kind": "kill", "targets": ["nobody"]}
    blocked = start(machina_game(["1A", ".."], chapters=chapters, objectives=[kill, *OBJECTIVES]))
    begin(blocked)
    assert UseSpace(0, "1,0") not in blocked.legal_actions()
    exit_out = start(machina_game(["1A", "X."], chapters=CHAPTERS, objectives=OBJECTIVES))
    begin(exit_out)
    assert UseSpace(0, "1,0") not in exit_out.legal_actions()
    free = start(machina_game(["1A", ".."], chapters=CHAPTERS, objectives=OBJECTIVES))
    begin(free)
    assert UseSpace(0, "1,0") in free.legal_actions()


def test_the_endgame_may_end_on_the_chapter_space_it_names_and_only_that_one() -> None:
    seal = {"id": "obj-s", "kind": "activate", "properties": {"cell": [1, 0]}}
    endgame = [{"id": "II", "blocking": True, "objective": "obj-s"}]
    state = start(machina_game(["1AA"], chapters=endgame, objectives=[seal]))
    begin(state)
    legal = state.legal_actions()
    assert UseSpace(0, "1,0") in legal and UseSpace(0, "2,0") not in legal
    state.apply_action(UseSpace(0, "1,0"))
    assert state.outcome()["result"] == "win"
    # a blocking chapter before the last still never turns on a chapter space
    kill = {"id": "obj-k", "kind": "kill", "targets": ["nobody"]}
    first = [
        {"id": "I", "blocking": True, "objective": "obj-s"},
        {**endgame[0], "objective": "obj-k"},
    ]
    early = start(machina_game(["1AA"], chapters=first, objectives=[seal, kill]))
    begin(early)
    assert UseSpace(0, "1,0") not in early.legal_actions()


def test_every_explorer_must_exit_by_the_exit_token_to_finish_the_last_chapter() -> None:
    chapters = [{"id": "II", "blocking": True, "objective": "obj-x"}]
    game = machina_game(["1X", "2."], party=2, chapters=chapters, objectives=OBJECTIVES)
    state = start(game)
    begin(state)
    state.apply_action(ExitTile(0))
    assert state.exited[0] and state.outcome() is None
    state.apply_action(Begin(1))
    state.apply_action(ExitTile(1))
    assert state.outcome()["result"] == "win"


def test_a_destroyed_explorer_loses_the_game_and_the_round_bound_too() -> None:
    game = machina_game(["1M"], monsters=[CRAWLER])
    state = start(game, [5, 5])
    state.hp[0] = 1
    state.essence[0] = 0
    monsters.monster_turn(state, "m1")
    assert state.outcome()["result"] == "loss"
    bound = start(machina_game(["1."], max_rounds=1))
    begin(bound)
    bound.apply_action(EndTurn(0))
    assert bound.outcome() == {"result": "loss", "reason": "round bound reached", "round": 1}


def test_essence_is_paid_instead_of_the_last_health() -> None:
    game = machina_game(["1M"], monsters=[CRAWLER])
    state = start(game, [5, 5])
    state.hp[0] = 1
    monsters.monster_turn(state, "m1")
    assert state.hp[0] == 1 and state.essence[0] == 1 and state.outcome() is None


# ---------------------------------------------------------------- exploring and scrolling
NEXT = tile_def("test-next", ["...", "...", "..."], joins=[((0, 1), (0, 2), "W")])


def test_exploring_attaches_the_next_tile_at_the_join() -> None:
    game = machina_game(["..1"], joins=[((3, 0), (3, 1), "E")], deck=[NEXT])
    state = start(game)
    begin(state)
    (explore,) = [a for a in state.legal_actions() if isinstance(a, Explore)]
    state.apply_action(explore)
    assert len(state.board.tiles) == 2 and not state.map_deck and state.stamina[0] == 4
    new = next(t for t in state.board.tiles if t != "t1")
    assert (3, 0) in state.board.tiles[new].cells and "3,0" in moves(state)
    again = game.replay(0, state.history())
    assert sorted(again.board.tiles) == sorted(state.board.tiles)


def test_scrolling_takes_the_oldest_empty_tile_off_and_banishes_its_monsters() -> None:
    game = machina_game(
        ["M.1"],
        joins=[((3, 0), (3, 1), "E")],
        deck=[NEXT],
        monsters=[CRAWLER],
        options={"content": None},
    )
    state = start(game)
    begin(state)
    state.game.data.rules["tilesInPlay"] = 1
    try:
        state.apply_action(Move(0, "1,0"))
        state.apply_action(Move(0, "2,0"))
        explore = next(a for a in state.legal_actions() if isinstance(a, Explore))
        state.apply_action(explore)
    finally:
        state.game.data.rules["tilesInPlay"] = 4
    # the explorer still stands on t1, so t1 stays; the new tile is the one kept
    assert "t1" in state.board.tiles
    state2 = start(game)
    state2.game.data.rules["tilesInPlay"] = 1
    try:
        begin(state2)
        state2.pos[0] = (2, 0)
        state2.apply_action(next(a for a in state2.legal_actions() if isinstance(a, Explore)))
        new = next(t for t in state2.board.tiles if t != "t1")
        state2.apply_action(Move(0, "3,0"))
        exploring.scroll(state2, keep=new)
    finally:
        state2.game.data.rules["tilesInPlay"] = 4
    assert list(state2.board.tiles) == [new] and not state2.monsters
    assert (0, 0) not in state2.board.cells
    # the explorer at the new tile's edge sees no space where the old tile was
    assert state2.pos[0] == (3, 0) and "2,0" not in moves(state2)


# ---------------------------------------------------------------- content
def test_the_stand_in_content_is_checked_against_its_schema(tmp_path: Any) -> None:
    import json

    import pytest
    from questwright.engine.content import content_path, load_content
    from questwright.engine.content_schema import content_schema

    assert load_content("machina")["system"] == "machina"
    assert "explorers" in content_schema("machina")["properties"]
    doc = json.loads(content_path("machina").read_text(encoding="utf-8"))
    doc["dice"]["white"][0] = "two"
    bad = tmp_path / "content.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ValueError) as err:
        machina_game(["1."], options={"content": str(bad)})
    assert "$.dice.white[0]" in str(err.value) and "\n" not in str(err.value)


def test_a_quest_without_enough_start_spaces_is_refused_in_one_line() -> None:
    import pytest

    with pytest.raises(ValueError) as err:
        machina_game(["1#", ".."], party=2)
    assert "start space" in str(err.value) and "\n" not in str(err.value)


def test_a_door_may_start_destroyed_open_for_good() -> None:
    destroyed = {**DOOR, "state": "destroyed"}
    state = start(machina_game(["1.", ".."], edges=[destroyed]))
    begin(state)
    assert state.door_open("d") and "d" in state.broken and "1,0" in moves(state)
    assert not any(isinstance(a, (CloseDoor, DestroyDoor)) for a in state.legal_actions())


def test_the_barrel_token_type_is_an_obstacle_in_the_format() -> None:
    from questwright.schema.catalog import default_catalog

    types = default_catalog().system("machina").token_types
    assert types["barrel"].obstacle and not types["start"].obstacle
    assert "x-obstacle" not in types["barrel"].extras
