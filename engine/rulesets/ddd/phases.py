"""The round of Dark Darker Darkest (rules digest §A.6 "Upkeep", "Action phase",
"Reactions after each team"): the hooks of ``DddState.ROUND``.

*Upkeep* — the event track (zombie spawn, fire spread, darkness grows), regroup (survivors
sharing a room form a team; the players order the teams), the camera check, the zombie
spawn roll, zombification — then the *action* phase team by team, each team followed by the
reactions (attacks, zombie and creature movement, fire spread); *end*: the final round of
the darkness track.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.text import say
from questwright.engine.log import word
from questwright.engine.rulesets.ddd import decisions, fire, monsters, showdown, skills, survivors

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState


def upkeep(state: DddState) -> None:
    """The upkeep (§A.6 "Upkeep (in order)"): round-start triggers, the event track,
    regroup, the camera check, the zombie spawn roll, zombification, then the survivors
    look around and every survivor's AP for the round is fixed. None in the showdown."""
    if state.showdown:
        return
    state.phase = "upkeep"
    state.used_corners = 0
    state.tried = 0  # every entrapped survivor has a new escape attempt this round
    state.quiet_used = 0  # and its quiet unlock (skills)
    state.fire("round-start", (str(state.round),))
    steps = (resolve_event, regroup, monsters.camera_check, upkeep_spawn,
             survivors.zombification, monsters.look_around)  # fmt: skip
    for step in steps:
        if state._outcome is not None:
            return
        step(state)
    fix_round_ap(state)
    state.check_objectives("round-start")


def fix_round_ap(state: DddState) -> None:
    """Every survivor's AP for the round, fixed at its start from its energy (and skills,
    :func:`.skills.round_ap`) after the upkeep: wounds taken while another team acts do not
    change it (DDD action phase)."""
    for h in state.heroes:
        state.round_ap[h.index] = skills.round_ap(state, h)


def upkeep_spawn(state: DddState) -> None:
    """Upkeep step 4: the zombie spawn roll (§A.6 "Upkeep (in order)")."""
    monsters.spawn_roll(state, "upkeep")


def resolve_event(state: DddState) -> None:
    """The event marker moves on, then its space happens. (§A.6 "Tracks": the event track cycles
    zombie, fire, darkness grows.)"""
    cycle = state.data.event_cycle
    state.event = (state.event + 1) % len(cycle)
    kind = cycle[state.event]
    state.say("event: {kind}", kind=word(kind))
    if kind == "zombie":
        monsters.spawn_roll(state, "event")
    elif kind == "fire":
        fire.spread_fire(state)
    elif kind == "darkness":
        advance_darkness(state, state.data.costs["event"], "the darkness grows")
    monsters.look_around(state)


def regroup(state: DddState) -> None:
    """Zombified and fallen survivors come back; survivors sharing a room form a team; the players
    order the teams. (§A.6 "Upkeep (in order)", "Team section".)"""
    for h in state.heroes:
        if state.away[h.index] == 1:
            survivors.return_survivor(state, h.index)
            if state._outcome is not None:
                return
    groups: dict[int, list[int]] = {}
    for h in state.survivors():
        groups.setdefault(h.zone, []).append(h.index)
    left = [groups[z] for z in sorted(groups)]
    order: list[list[int]] = []
    while left:
        ranked = sorted(left, key=lambda team: team_rank(state, team))
        labels = ["+".join(state.hero_label(p) for p in t) for t in ranked]
        team = decisions.decide(state, "team-order", ranked, labels)
        left.remove(team)
        order.append(team)
    state.teams = order


def team_rank(state: DddState, team: list[int]) -> tuple[int, int, int]:
    """The greedy team order: teams with monsters in their room first (to fight or flee before the
    others draw the hordes), then bigger teams. (§A.6 "Team section"; a greedy default for the
    players' order, §A.8.)"""
    zone = state.heroes[team[0]].zone
    return (0 if state.monsters_in(zone) else 1, -len(team), team[0])


def team_order(state: DddState) -> list[list[int]]:
    """The teams in the players' order for the action phase (§A.6 "Action phase": team
    boxes left to right); in the showdown every survivor acts in one team."""
    if state.showdown:
        return [[h.index for h in state.survivors()]]
    return [[p for p in t if not state.away[p]] for t in state.teams]


def sits_out(state: DddState, p: int) -> bool:
    """A survivor out of the house takes no turn (§A.6 "Zombification and death")."""
    return bool(state.away[p])


def start_turn(state: DddState, p: int) -> None:
    """A survivor's turn starts with the AP fixed at the round's start, one for an
    entrapped survivor (§A.6 "AP", "Entrapment"); in the showdown its hand of action
    markers carries on. Its first move of the turn is still to make (a ``free-move``
    skill's, :mod:`.skills`)."""
    state.free_moved &= ~(1 << p)
    if state.showdown:
        # the showdown has no AP by round: a survivor's hand of action markers carries on
        state.phase = "showdown"
        return
    state.phase = "action"
    ap = state.round_ap[p]  # fixed at the start of the round (upkeep)
    state.ap[p] = 1 if state.entrapped[p] else ap


def after_team(state: DddState, team: list[int]) -> None:
    """After each team: the reactions (§A.6 "Reactions after each team": attacks, the
    zombies, the creature, the fire); in the showdown the markers left shift on instead."""
    if state.showdown:
        # the markers left shift on; a round in which nobody acted still lets time pass
        if state.markers or state.reactions_run == state.round_reactions:
            showdown.shift(state)
        state.round_reactions = state.reactions_run
        return
    state.phase = "reactions"
    monsters.attack_rooms(state)
    if state._outcome is None:
        monsters.zombie_reaction(state, team)
    creature = state.creature()
    if state._outcome is None and creature is not None:
        targets = {state.heroes[p].zone for p in team if not state.away[p]}
        if targets:
            monsters.creature_move(state, creature, targets, attack=True)
    if state._outcome is None:
        fire.spread_fire(state)
    monsters.release_entrapped(state)
    monsters.look_around(state)
    state.check_objectives()


def round_end(state: DddState) -> None:
    """End of the round: round-end triggers and objectives; the game is lost when the
    round in which darkness reached its last space ends with nobody in the lab (plus
    ``darknessExtraRounds``) (§A.6 "Tracks", "Win path and showdown")."""
    state.phase = "end"
    state.fire("round-end", (str(state.round),))
    state.check_objectives("round-end")
    if state._outcome is not None:
        return
    if (
        not state.showdown
        and state.final_round
        and state.round >= state.final_round + state.data.extra_rounds
    ):
        state.finish(
            "loss", state.loss_text("darkness-end", say("darkness falls: nobody reached the lab"))
        )
        return
    for spec in state.game.logic.loss:
        if spec.kind == "round-limit" and spec.rounds and state.round >= spec.rounds:
            state.finish("loss", spec.text)
            return
    if state.round >= state.game.max_rounds:
        state.finish(
            "loss",
            say("round bound reached ({max_rounds} rounds)", max_rounds=state.game.max_rounds),
        )


def advance_darkness(state: DddState, steps: int, why: str) -> None:
    """Darkness moves on (never past its last space); landing on the fire space with no fire breaks
    one out; reaching the last space makes this round the final one. (§A.6 "Tracks": darkness
    track.)"""
    if steps <= 0 or state._outcome is not None:
        return
    last = state.data.darkness_len
    for _ in range(steps):
        if state.darkness >= last:
            break
        state.darkness += 1
        state.say(
            "darkness {darkness}/{last} ({why})", darkness=state.darkness, last=last, why=word(why)
        )
        if state.darkness >= last:
            if state.showdown:
                state.finish("loss", say("darkness falls before the nemesis is stopped"))
                return
            if not state.final_round:
                state.final_round = state.round
                state.say("the darkness track is full: this is the final round")
        if state.darkness == state.data.fire_space and state.fire_tile < 0:
            fire.outbreak(state, "the darkness track")  # type: ignore[attr-defined]
            if state._outcome is not None:
                return
