"""Dark Darker Darkest survivor skills (digest §A.6 "XP", "Zombification and death";
``engine/rulesets/ddd/skills.py``): each stand-in effect, buying with XP at no AP, the XP
cap, the virus decay cube and zombification, the bots, the content's shape and the views."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from questwright.engine.actions import EndTurn, Move
from questwright.engine.content import content_path, load_content
from questwright.engine.core import Game, StateError
from questwright.engine.play import PlaySession, TerminalPlay
from questwright.engine.rulesets.ddd import attacks, phases, showdown, skills, survivors, turn
from questwright.engine.rulesets.ddd.actions import Learn
from questwright.schema.catalog import bundled_quests_dir

from tests.engine.ddd_houses import (
    LINE_LINKS,
    LINE_PLAN,
    SURVIVOR,
    TERROR,
    faces,
    house,
    put,
    quiet,
    script,
    zone,
)

#: a track of four skills (slot 0 on the left), each with an effect no test asks of it
TRACK = [
    {"id": "a", "name": "Skill A", "effect": "escape-die", "cost": 1},
    {"id": "b", "name": "Skill B", "effect": "steady", "cost": 2},
    {"id": "c", "name": "Skill C", "effect": "search-die", "cost": 3},
    {"id": "d", "name": "Skill D", "effect": "tough", "cost": 4},
]


def _state(party: int = 2, **kwargs: Any) -> Any:
    """The line house, quiet, every survivor in r2c3 and h1 acting; boards without skills."""
    game = house(LINE_PLAN, links=LINE_LINKS, party=party, skills=False, **kwargs)
    state = quiet(game.new_initial_state(0))
    state.active = 0
    for p in range(party):
        put(state, p, "r2c3")
    return state


def board(
    state: Any, p: int, start: str | None = None, track: list[dict[str, Any]] | None = None
) -> None:
    """Survivor ``p``'s board gets a starting skill of effect ``start`` and ``track``."""
    cls = state.heroes[p].cls
    spec = dict(state.data.classes[cls])
    if start is not None:
        spec["skill"] = {"id": "start", "name": "Start", "effect": start}
    if track is not None:
        spec["skills"] = track
    state.data.classes = {**state.data.classes, cls: spec}
    state.data.skill_levels.clear()
    skills.settle_energy(state, p)


def given(state: Any, p: int, effect: str) -> None:
    """Survivor ``p`` has a starting skill with ``effect``."""
    board(state, p, start=effect)


def act(state: Any, text: str) -> None:
    state.apply_action(state.game.parse_action(text), check=True)


# ------------------------------------------------------------------ the effects
def test_extra_ap_adds_an_ap_to_the_round_and_to_the_showdown_hand() -> None:
    state = _state()
    base = state.ap_of(state.heroes[0])
    given(state, 0, "extra-ap")
    phases.fix_round_ap(state)
    assert state.round_ap == [base + 1, base]
    phases.start_turn(state, 0)
    assert state.ap[0] == base + 1
    state.sequence = []
    showdown.open_lab(state)
    showdown.start_showdown(state, 0)
    assert state.ap[0] == base + 1 and state.ap[1] == base


def test_extra_ap_gives_nothing_at_the_skull() -> None:
    state = _state()
    given(state, 0, "extra-ap")
    state.heroes[0].health = 0
    assert skills.round_ap(state, state.heroes[0]) == 0


def test_free_move_makes_the_first_move_of_each_turn_free() -> None:
    state = _state()
    given(state, 0, "free-move")
    ap = state.ap[0]
    act(state, "h1 move r2c2:room")
    assert state.ap[0] == ap  # the first move: free
    act(state, "h1 move r2c3:room")
    assert state.ap[0] == ap - 1  # the second: an AP
    phases.start_turn(state, 0)  # a new turn: free again
    ap = state.ap[0]
    act(state, "h1 move r2c2:room")
    assert state.ap[0] == ap


def test_without_free_move_every_move_costs_an_ap() -> None:
    state = _state()
    ap = state.ap[0]
    act(state, "h1 move r2c2:room")
    assert state.ap[0] == ap - 1


def test_a_free_move_learned_after_the_first_move_waits_for_the_next_turn() -> None:
    state = _state()
    board(state, 0, track=[{"id": "run", "name": "Run", "effect": "free-move", "cost": 1}])
    state.heroes[0].xp = 1
    ap = state.ap[0]
    act(state, "h1 move r2c2:room")
    act(state, "h1 learn run")
    act(state, "h1 move r2c3:room")
    assert state.ap[0] == ap - 2


def test_search_die_adds_a_die_to_a_search_up_to_the_cap() -> None:
    state = _state()
    given(state, 0, "search-die")
    put(state, 1, "r2c2")
    state.deck = ["torch.1", "radio.1"]
    # alone in the room: one die, and one more for the skill
    dice = script(state, faces(SURVIVOR, "success", "aim"), faces(TERROR, "fire"))
    act(state, "h1 search")
    assert not dice.values
    assert skills.search_dice(state, 0, 4) == 4  # never over the dice cap


def test_attack_die_adds_a_die_to_an_attack_up_to_the_cap() -> None:
    state = _state()
    given(state, 0, "attack-die")
    state.zombies[zone(state, "r2c3")] = 3
    state.heroes[0].gear = []
    dice = script(state, faces(SURVIVOR, "success", "success"))  # fists: 1 + 1 dice
    attacks.survivor_attack(state, 0, "fists")
    assert not dice.values and state.zombies[zone(state, "r2c3")] == 1
    assert skills.attack_dice(state, 0, {"dice": 4}) == 4


def test_steady_lets_an_odd_failure_cancel_nothing() -> None:
    state = _state()
    given(state, 0, "steady")
    state.zombies[zone(state, "r2c3")] = 3
    state.heroes[0].gear = ["scalpel.1"]  # four dice
    script(state, faces(SURVIVOR, "success", "success", "success", "failure"))
    attacks.survivor_attack(state, 0, "scalpel.1")
    assert state.zombies[zone(state, "r2c3")] == 0  # three hits: the failure cancelled none


def test_without_steady_an_odd_failure_cancels_a_face() -> None:
    state = _state()
    state.zombies[zone(state, "r2c3")] = 3
    state.heroes[0].gear = ["scalpel.1"]
    script(state, faces(SURVIVOR, "success", "success", "success", "failure"))
    attacks.survivor_attack(state, 0, "scalpel.1")
    assert state.zombies[zone(state, "r2c3")] == 1


def _at_the_chip(state: Any) -> None:
    put(state, 0, "r2c2")
    state.heroes[0].gear = ["radio.1"]  # blue white: red is missing
    state.chip_cols = [["red", "blue"]]


def test_quiet_unlock_spares_one_unmatched_icon_once_a_round() -> None:
    state = _state()
    given(state, 0, "quiet-unlock")
    _at_the_chip(state)
    darkness = state.darkness
    assert turn.unlock_cost(state, 0, 0) == 0
    act(state, "h1 unlock lock-1")
    assert state.darkness == darkness
    assert turn.unlock_cost(state, 0, 0) == 1  # used for this round


def test_the_upkeep_gives_the_quiet_unlock_back() -> None:
    state = _state()
    given(state, 0, "quiet-unlock")
    state.quiet_used = 1
    script(state, *[0] * 40)
    phases.upkeep(state)
    assert not state.quiet_used & 1


def test_quiet_unlock_is_not_spent_on_an_unlock_that_matches() -> None:
    state = _state()
    given(state, 0, "quiet-unlock")
    _at_the_chip(state)
    state.heroes[0].gear = ["radio.1", "crowbar.1"]  # red purple: every icon shown
    act(state, "h1 unlock lock-1")
    assert not state.quiet_used & 1


def test_without_quiet_unlock_an_unmatched_icon_costs_darkness() -> None:
    state = _state()
    _at_the_chip(state)
    darkness = state.darkness
    act(state, "h1 unlock lock-1")
    assert state.darkness == darkness + 1


def test_tough_is_one_more_energy_at_the_start_of_the_track() -> None:
    state = _state()
    h = state.heroes[0]
    track = state.data.track(h.cls)
    given(state, 0, "tough")
    assert h.max_health == h.health == len(track) + 1
    assert state.ap_of(h) == track[0]
    h.health -= 1  # the extra space taken: still the first space's AP
    assert state.ap_of(h) == track[0]
    h.health = 1  # the last space before the skull
    assert state.ap_of(h) == track[-1]


def test_a_tough_starting_skill_is_there_at_the_setup() -> None:
    game = house(LINE_PLAN, links=LINE_LINKS, party=2)
    plain = house(LINE_PLAN, links=LINE_LINKS, party=2, skills=False)
    assert game.data.classes["nurse"]["skill"]["effect"] == "tough"  # the bundled nurse
    state, bare = game.new_initial_state(0), plain.new_initial_state(0)
    assert state.heroes[0].max_health == bare.heroes[0].max_health + 1


def test_escape_die_adds_a_die_to_rescue_efforts() -> None:
    state = _state()
    before = turn.entrap_rate(state, 0)
    given(state, 0, "escape-die")
    assert turn.entrap_rate(state, 0) == before + 1
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[0] = True
    state.ap[0] = 1
    dice = script(state, faces(SURVIVOR, *["failure"] * (before + 1)))
    act(state, "h1 free h1")
    assert not dice.values


# ------------------------------------------------------------------ buying
def test_learning_costs_the_xp_and_no_ap() -> None:
    state = _state()
    board(state, 0, track=TRACK)
    state.heroes[0].xp = 5
    ap = state.ap[0]
    legal = {str(a) for a in state.legal_actions() if isinstance(a, Learn)}
    assert legal == {"h1 learn a", "h1 learn b", "h1 learn c", "h1 learn d"}
    act(state, "h1 learn d")
    assert state.heroes[0].xp == 1 and state.ap[0] == ap and state.learned[0] == 0b1000
    assert {str(a) for a in state.legal_actions() if isinstance(a, Learn)} == {"h1 learn a"}
    assert "h1 learns Skill D for 4 XP (1 XP left)" in state.log[-1]


def test_a_skill_beyond_the_xp_is_not_offered_and_refused() -> None:
    state = _state()
    board(state, 0, track=TRACK)
    state.heroes[0].xp = 2
    assert {str(a) for a in state.legal_actions() if isinstance(a, Learn)} == {
        "h1 learn a",
        "h1 learn b",
    }
    with pytest.raises(StateError, match="illegal action h1 learn c"):
        act(state, "h1 learn c")
    with pytest.raises(ValueError, match="cannot learn c now"):
        turn.apply_action(state, Learn(0, "c"))  # unchecked: the rule refuses it too


def test_a_skill_is_learned_once() -> None:
    state = _state()
    board(state, 0, track=TRACK)
    state.heroes[0].xp = 5
    act(state, "h1 learn a")
    assert "h1 learn a" not in {str(a) for a in state.legal_actions()}


def test_an_entrapped_survivor_may_learn_and_in_the_showdown_too() -> None:
    state = _state()
    board(state, 0, track=TRACK)
    state.heroes[0].xp = 1
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[0] = True
    state.ap[0] = 1
    assert Learn(0, "a") in state.legal_actions()
    state.entrapped[0] = False
    state.zombies[zone(state, "r2c3")] = 0
    state.sequence = []
    showdown.open_lab(state)
    showdown.start_showdown(state, 0)
    markers = state.markers
    act(state, "h1 learn a")
    assert state.learned[0] == 1 and state.markers == markers  # no AP: no action marker


def test_xp_stops_at_the_cap_until_it_is_spent() -> None:
    state = _state()
    board(state, 0, track=TRACK)
    h = state.heroes[0]
    h.xp = 9
    state.gain_xp(h, 2)
    assert h.xp == 10
    state.gain_xp(h, 1)
    assert h.xp == 10  # the point beyond the cap is lost
    act(state, "h1 learn d")
    state.gain_xp(h, 2)
    assert h.xp == 8


def test_learning_tough_adds_a_full_space() -> None:
    state = _state()
    board(state, 0, track=TRACK)
    h = state.heroes[0]
    h.xp = 4
    top = h.max_health
    act(state, "h1 learn d")
    assert h.max_health == h.health == top + 1


# ------------------------------------------------------------------ virus and zombification
def _infected(state: Any) -> Any:
    board(state, 0, start="escape-die", track=TRACK)
    state.learned[0] = 0b1111
    skills.settle_energy(state, 0)
    state.virus[0] = 2
    return state


def test_the_decay_cube_takes_the_skill_it_lands_on_and_blocks_the_slots_right_of_it() -> None:
    state = _infected(_state())
    h = state.heroes[0]
    top = h.max_health
    survivors.zombification(state)  # the cube onto the rightmost slot
    assert state.decay[0] == 3 and state.learned[0] == 0b0111
    assert h.max_health == top - 1  # slot 3 was tough
    assert "h1 loses the skill Skill D to the virus" in state.log[-1]
    survivors.zombification(state)  # one slot left
    assert state.learned[0] == 0b0011 and state.blocked[0] == 2
    state.virus[0] = 1  # an antidote: the decay pauses
    survivors.zombification(state)
    assert state.learned[0] == 0b0011
    h.xp = 10
    learnable = {a.skill for a in state.legal_actions() if isinstance(a, Learn)}
    assert learnable == set()  # c and d lie under and right of the cube; a and b are held
    state.learned[0] = 0b0001
    assert {a.skill for a in state.legal_actions() if isinstance(a, Learn)} == {"b"}


def test_a_zombified_survivor_comes_back_with_its_starting_skill_only() -> None:
    state = _infected(_state())
    for _ in range(4):
        survivors.zombification(state)
    assert state.away[0] == 1  # zombified
    survivors.return_survivor(state, 0)
    h = state.heroes[0]
    assert state.learned[0] == 0
    assert [s["effect"] for s in skills.learned_skills(state, 0)] == ["escape-die"]
    assert h.health == h.max_health == len(state.data.track(h.cls))  # tough gone
    h.xp = 10
    assert not [a for a in state.legal_actions() if isinstance(a, Learn)]  # never again


def test_a_killed_survivor_comes_back_without_its_bought_skills_but_may_buy_again() -> None:
    state = _state()
    board(state, 0, start="escape-die", track=TRACK)
    state.learned[0] = 0b0011
    survivors.wound(state, 0, state.heroes[0].health, "test")
    assert state.away[0] == 1
    survivors.return_survivor(state, 0)
    assert state.learned[0] == 0
    assert "h1 has lost the skills it learned" in " ".join(state.log)
    state.heroes[0].xp = 1
    assert Learn(0, "a") in state.legal_actions()


# ------------------------------------------------------------------ the bots
def test_the_goal_bot_buys_the_skill_worth_most_as_soon_as_it_can() -> None:
    state = _state()
    track = [
        {"id": "calm", "name": "Calm", "effect": "steady", "cost": 1},
        {"id": "run", "name": "Run", "effect": "free-move", "cost": 3},
        {"id": "more", "name": "More", "effect": "extra-ap", "cost": 4},
    ]
    board(state, 0, track=track)
    state.heroes[0].xp = 4
    assert state.goal_action(0, None) == Learn(0, "run")  # a free step: worth most now
    state.heroes[0].xp = 1
    assert state.goal_action(0, None) == Learn(0, "calm")
    state.heroes[0].xp = 0
    assert not isinstance(state.goal_action(0, None), Learn)
    state.sequence = []
    showdown.open_lab(state)  # the code broken: more AP is worth most
    state.heroes[0].xp = 4
    assert state.goal_action(0, None) == Learn(0, "more")


def test_the_goal_bot_keeps_its_xp_for_a_better_skill_one_point_away() -> None:
    state = _state()
    track = [
        {"id": "calm", "name": "Calm", "effect": "steady", "cost": 1},
        {"id": "run", "name": "Run", "effect": "free-move", "cost": 3},
    ]
    board(state, 0, track=track)
    state.heroes[0].xp = 2
    assert not isinstance(state.goal_action(0, None), Learn)
    state.learned[0] = 0b10  # the better one bought: the lesser is worth the XP now
    assert state.goal_action(0, None) == Learn(0, "calm")


def test_the_goal_bot_buys_no_attack_die_for_weapons_at_the_cap() -> None:
    state = _state()
    board(state, 0, track=[{"id": "hit", "name": "Hit", "effect": "attack-die", "cost": 1}])
    state.heroes[0].xp = 1
    assert state.heroes[0].gear == ["scalpel.1"]  # four dice already
    assert not isinstance(state.goal_action(0, None), Learn)
    state.heroes[0].gear = ["kitchen-knife.1"]  # two dice
    assert state.goal_action(0, None) == Learn(0, "hit")


def test_the_goal_bot_spends_xp_in_the_showdown() -> None:
    state = _state()
    board(state, 0, track=TRACK)
    state.sequence = []
    showdown.open_lab(state)
    showdown.start_showdown(state, 0)
    state.heroes[0].xp = 4
    assert state.goal_action(0, None) == Learn(0, "d")  # tough: worth most once it is broken


def test_every_search_style_buys_too() -> None:
    state = _state()
    board(state, 0, track=TRACK)
    state.heroes[0].xp = 4
    for name in state.search_policies(0):
        assert state.policy_action(0, None, name) == Learn(0, "d")  # tough: worth most


# ------------------------------------------------------------------ content, views, saves
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s["skills"][0].update(effect="fly"), "$.survivors[0].skills[0].effect"),
        (lambda s: s["skills"][1].update(cost=-1), "$.survivors[0].skills[1].cost"),
        (lambda s: s["skill"].update(effect="fly"), "$.survivors[0].skill.effect"),
        (lambda s: s["skills"].append(dict(s["skills"][0])), "$.survivors[0].skills"),
    ],
)
def test_a_bad_skill_is_refused_in_one_line(tmp_path: Path, change: Any, message: str) -> None:
    doc = json.loads(content_path("ddd").read_text(encoding="utf-8"))
    change(doc["survivors"][0])
    path = tmp_path / "content.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ValueError) as err:
        load_content("ddd", path)
    assert message in str(err.value) and "\n" not in str(err.value)


def test_every_bundled_survivor_has_a_starting_skill_and_a_track_of_four_rising_costs() -> None:
    for board_ in load_content("ddd")["survivors"]:
        assert board_["skill"]["effect"] in skills.EFFECTS
        costs = [s["cost"] for s in board_["skills"]]
        assert len(costs) == 4 and costs == sorted(costs) and costs[0] >= 1
        assert board_["skills"][-1]["effect"] == "extra-ap"  # the strongest costs most


def test_the_house_view_shows_skills_and_what_they_cost() -> None:
    state = _state()
    board(state, 0, start="tough", track=TRACK)
    state.learned[0] = 0b0001
    state.blocked[0] = 3
    text = state.render()
    assert (
        "skills: Start (tough), Skill A (escape-die); to learn: Skill B [b: steady] 2 XP, "
        "Skill C [c: search-die] 3 XP, Skill D [d] lost to the virus"
    ) in text


def test_skills_survive_a_save_and_an_older_save_has_none() -> None:
    state = _state()
    board(state, 0, track=TRACK)
    state.heroes[0].xp = 1
    act(state, "h1 learn a")
    doc = state.to_json()
    again = state.game.state_from_json(doc)
    assert again.learned == state.learned and again.blocked == state.blocked
    old = json.loads(json.dumps(doc))
    for name in ("learned", "blocked", "free_moved", "quiet_used"):
        old["rules"]["ruleset"].pop(name)
    older = state.game.state_from_json(old)
    assert older.learned == [0, 0] and older.blocked == [skills.SLOTS] * 2


def test_the_turn_ends_by_itself_only_without_ap() -> None:
    """A learn costs no AP, so it never ends the turn (the survivor acts on)."""
    state = _state()
    board(state, 0, track=TRACK)
    state.heroes[0].xp = 1
    act(state, "h1 learn a")
    assert state.active == 0 and EndTurn(0) in state.legal_actions()
    assert any(isinstance(a, Move) for a in state.legal_actions())


def test_a_person_at_play_sees_the_skills_and_buys_one_by_its_number() -> None:
    game = Game(bundled_quests_dir() / "ddd" / "house-ashgrove.quest.json", party=2)
    session = PlaySession(game, 0)
    state = session.state
    assert state.active == 0
    state.heroes[0].xp = 1
    out = io.StringIO()
    TerminalPlay(session, out).run(["board"], prompt=False)
    legal = [str(a) for a in state.legal_actions()]
    number = legal.index("h1 learn calm-hands") + 1
    assert f"{number:>4}. h1 learn calm-hands" in out.getvalue()  # offered by its number
    assert "to learn: Calm hands [calm-hands: steady] 1 XP" in out.getvalue()
    TerminalPlay(session, out).run([str(number)], prompt=False)
    assert session.state.learned[0] == 1 and session.state.heroes[0].xp == 0
    assert "skills: Night-shift stamina (tough), Calm hands (steady)" in out.getvalue()
