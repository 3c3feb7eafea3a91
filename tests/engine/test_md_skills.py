"""Hero progression in md1 and md2 (issue #28): skill lines kept as data, bought with XP in
md1's Experience phase and gained one per level in md2's Level-Up phase, working from the
level they belong to, and what they add to attack, defence and maximum health.

Hand-made boards with the real stand-in content (``tilesets/md*/content.json``); each test
fails when heroes do not progress (no Experience phase, no skill on level-up, skills that
add nothing or work too early).
"""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Begin
from questwright.engine.rulesets.md import skills
from questwright.engine.rulesets.md1 import levels
from questwright.engine.rulesets.md2 import phases

from tests.engine.boards import make_game

NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}
LINE = ["ABCDE"]


def _md1(classes: list[str]) -> Any:
    tokens = (("start", "start", "t1:A", {}), ("exit", "exit", "t1:E", {}))
    state = make_game(LINE, party=classes, tokens=tokens, setup=NO_SPAWNS).new_initial_state(0)
    state.enemies.clear()
    return state


def _md2(classes: list[str]) -> Any:
    tokens = (("start", "start", "t1:A", {}),)
    state = make_game(LINE, system="md2", party=classes, tokens=tokens).new_initial_state(0)
    state.enemies.clear()
    state.apply_action(Begin(0))
    return state


def _line(state: Any, hero: Any, line_id: str) -> int:
    return [line["id"] for line in skills.lines(state, hero)].index(line_id)


def test_every_bundled_class_has_skill_lines_whose_levels_never_fall() -> None:
    for state in (_md1(["warrior"]), _md2(["knight"])):
        for cls in state.data.classes.values():
            assert cls["skills"], cls["id"]
            for line in cls["skills"]:
                levels_ = [step["level"] for step in line["steps"]]
                assert levels_ == sorted(levels_), (cls["id"], line["id"])


def test_md1_experience_phase_buys_the_cheapest_step_that_works_now() -> None:
    state = _md1(["warrior"])
    hero = state.heroes[0]
    assert state.level == 1
    hero.xp = 4
    state.experience_phase()
    offence = _line(state, hero, "blade-drill")
    assert hero.skills[offence] == 1 and hero.xp == 0
    assert any("learns Drilled Cut" in str(line) for line in state.log)


def test_md1_keeps_xp_for_a_step_that_waits_for_a_level_unless_at_the_cap() -> None:
    state = _md1(["warrior"])
    hero = state.heroes[0]
    hero.skills = [1, 0, 0]  # the level-1 step is taken; the rest belong to levels 2+
    hero.xp = 9
    state.experience_phase()
    assert hero.skills == [1, 0, 0] and hero.xp == 9
    hero.xp = state.data.xp_cap
    state.experience_phase()
    assert sum(hero.skills) > 1 and hero.xp < state.data.xp_cap


def test_md1_skill_dice_join_the_attack_of_their_kind_only() -> None:
    state = _md1(["warrior"])
    hero = state.heroes[0]
    plain = skills.attack_dice(state, hero, "melee")
    assert plain == state.data.attack_dice(hero.gear, "melee")
    hero.skills[:] = [1]
    armed = skills.attack_dice(state, hero, "melee")
    assert armed is not None and plain is not None
    assert sum(armed.values()) == sum(plain.values()) + 1
    # a warrior has no bow: a skill never gives an attack the gear does not
    assert skills.attack_dice(state, hero, "ranged") is None


def test_md1_a_step_works_only_once_the_game_reaches_its_level() -> None:
    state = _md1(["warrior"])
    hero = state.heroes[0]
    guard = _line(state, hero, "shield-wall")
    hero.skills = [0, 0, 0]
    hero.skills[guard] = 1  # Braced: level 2, one green defence die
    plain = state.data.defence_dice(hero.gear)
    assert skills.defence_dice(state, hero) == plain  # level 1: not yet
    levels.raise_level(state, 2)
    boosted = skills.defence_dice(state, hero)
    assert boosted.get("green", 0) == plain.get("green", 0) + 1


def test_md1_a_health_step_raises_maximum_health_when_its_level_comes() -> None:
    state = _md1(["ranger"])
    hero = state.heroes[0]
    tough = _line(state, hero, "toughness")
    base = hero.max_health
    skills.learn(state, hero, tough)  # bought at level 1 for level 2
    assert hero.skills[tough] == 1 and hero.max_health == base
    levels.raise_level(state, 2)
    assert hero.max_health == base + 1 and hero.health == base + 1
    skills.learn(state, hero, tough)  # the level-4 step replaces it when level 4 comes
    levels.raise_level(state, 3)
    assert hero.max_health == base + 1
    levels.raise_level(state, 4)
    assert hero.max_health == base + 2 and hero.health == base + 2


def test_md1_skills_survive_clone_and_save() -> None:
    state = _md1(["warrior", "ranger"])
    state.heroes[1].skills = [1, 0, 1]
    twin = state.clone()
    assert twin.heroes[1].skills == [1, 0, 1]
    twin.heroes[1].skills[0] = 2
    assert state.heroes[1].skills == [1, 0, 1]
    again = type(state).from_json(state.game, state.to_json())
    assert again.heroes[1].skills == [1, 0, 1] and again.heroes[0].skills == []


def test_md2_each_level_up_gives_one_step_of_the_heros_level_or_lower() -> None:
    state = _md2(["knight", "hunter"])
    hero = state.heroes[0]
    hero.xp = state.data.level_xp[0]
    phases.level_up_phase(state)
    assert hero.level == 2
    assert sum(hero.skills) == 1
    taken = [
        step
        for line, n in zip(skills.lines(state, hero), hero.skills, strict=False)
        for step in line["steps"][:n]
    ]
    assert all(step["level"] <= hero.level for step in taken)
    melee = skills.attack_dice(state, hero, "melee")
    plain = state.data.attack_dice(hero.gear, "melee")
    assert melee is not None and plain is not None
    assert sum(melee.values()) == sum(plain.values()) + 1
    assert state.heroes[1].skills == []  # no XP, no level, no skill
