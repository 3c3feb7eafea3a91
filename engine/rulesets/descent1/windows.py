"""Decisions inside another player's turn (the ``frames`` of
:class:`~.state.DescentState`): the overlord's trap and dodge-event windows (rules digest
§4.2), the hero's power-dice window after his roll (§3.4), a guard's window before a
monster's next step, door or attack (§5.4), the hero's surge window (what his hit's surges
buy; rulebook "Surges", p.10), the re-roll window where the player causing a
re-roll picks the dice (an aimed attack, a dodge card, a dodging hero; rulebook "Aim" and
"Dodge", p.14, "Re-rolls", p.17) — and the walk, one space at a time, that those windows
may interrupt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from questwright.engine.actions import Action, hero_name
from questwright.engine.rulesets.descent1 import (
    effects,
    heroes,
    monsters,
    overlord,
    strikes,
)
from questwright.engine.rulesets.descent1.actions import (
    Keep,
    OvPass,
    OvReroll,
    Pass,
    Play,
    Power,
    Reroll,
    Strike,
    Surge,
    parse_cell,
)
from questwright.engine.rulesets.descent1.combat import SURGE_EFFECTS, reroll_subsets
from questwright.engine.rulesets.descent1.pieces import DHero

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState


def window_options(state: DescentState) -> list[Action]:
    """The options of the innermost open window (the trap, event, power and guard windows of the
    module docstring)."""
    kind, player = state.frames[-1][0], int(state.frames[-1][1])
    if kind == "trap":
        trigger = state.frames[-1][3]
        hero = int(state.frames[-1][2])
        out: list[Action] = [
            Play(player, c, hero_name(hero)) for c in overlord.playable_traps(state, trigger)
        ]
        return [*out, OvPass(player)]
    if kind == "event":
        return [
            *(Play(player, c, "-") for c in overlord.playable_events(state, "monster-attacked")),
            OvPass(player),
        ]
    if kind == "power":
        return [Power(player), Keep(player)]
    if kind == "guard":
        h = state.heroes[player]
        return [*strikes.strike_options(state, h), Pass(player)]
    if kind == "reroll":
        return reroll_options(state, state.frames[-1])
    if kind == "surge":
        assert state.strike is not None
        return [
            Surge(player, ",".join(spend) or "-")
            for spend, _ in strikes.surge_options(state, state.strike)
        ]
    raise ValueError(f"unknown window {kind}")


def answer_surge(state: DescentState, frame: list[Any], action: Action) -> None:
    """The hero's choice of what his hit's surges buy (rulebook "Surges", p.10), then the
    attack resolves."""
    if not isinstance(action, Surge):
        raise ValueError(f"{action} does not answer a surge window")
    strike = state.strike
    assert strike is not None
    spend = [] if action.spend == "-" else action.spend.split(",")
    if any(e not in SURGE_EFFECTS for e in spend):
        raise ValueError(f"{action}: surges buy {', '.join(SURGE_EFFECTS)}")
    strike["spend"] = spend
    strikes.resolve_strike(state)


def reroll_roll(state: DescentState, frame: list[Any]) -> dict[str, Any]:
    """The roll a re-roll window is about: the hero's attack (``aim``, ``event``) or the
    monster's (``dodge``)."""
    roll = state.mroll if frame[2] == "dodge" else state.strike
    assert roll is not None
    return roll


def reroll_options(state: DescentState, frame: list[Any]) -> list[Action]:
    """The choices of a re-roll window (rulebook "Re-rolls", p.17: the player causing the
    re-roll picks one or more dice; an aiming or dodging hero may also pick none,
    ``keep``): each different choice of dice (:func:`.combat.reroll_subsets`), their
    positions from 1."""
    player, least = int(frame[1]), int(frame[3])
    roll = reroll_roll(state, frame)
    dice = state.data.dice
    # dice that read the same (colour and face: the power die's enhancement faces are
    # alike) make one choice
    rolled = [(c, dice[c][f]) for c, f in zip(roll["dice"], roll["faces"], strict=True)]
    cls = OvReroll if player == state.ov else Reroll
    out: list[Action] = [
        cls(player, ",".join(str(i + 1) for i in chosen))
        for chosen in reroll_subsets(rolled, max(1, least))
    ]
    if least == 0:
        out.append(Keep(player))
    return out


def answer_reroll(state: DescentState, frame: list[Any], action: Action) -> None:
    """The dice picked are rolled again and kept (``keep``: none), then the attack goes on:
    a hero's to his power dice (:func:`.strikes.strike_continue`), a monster's to its
    damage (:func:`.monsters.finish_monster_attack`)."""
    roll = reroll_roll(state, frame)
    if isinstance(action, Reroll | OvReroll):
        chosen = tuple(sorted({int(i) - 1 for i in action.dice.split(",")}))
        if not chosen or any(not 0 <= i < len(roll["dice"]) for i in chosen):
            raise ValueError(f"{action}: no such dice")
        strikes.reroll_dice(state, roll, chosen)
        if frame[2] == "dodge":
            text = ",".join(f"{c}:{f}" for c, f in zip(roll["dice"], roll["faces"], strict=True))
            state.chance("roll", f"{roll['monster']} dodged {text}")
        else:
            strikes.record_roll(state, roll)
    elif not isinstance(action, Keep):
        raise ValueError(f"{action} does not answer a re-roll window")
    if frame[2] == "dodge":
        monsters.finish_monster_attack(state)
    else:
        strikes.strike_continue(state)


def answer_trap(state: DescentState, frame: list[Any], action: Action) -> None:
    """The overlord springs a trap card on the hero who stepped into a space or opened a
    chest, or passes (rules digest §4.2 "Trap"); a chest's contents come after."""
    hero = state.heroes[int(frame[2])]
    if isinstance(action, Play):
        overlord.spring_trap(state, action.card, hero)
    elif not isinstance(action, OvPass):
        raise ValueError(f"{action} does not answer a trap window")
    if frame[4] and state._outcome is None:
        effects.chest_contents(state, hero, str(frame[4]), int(frame[5]))
    after_hero_event(state, hero)


def answer_event(state: DescentState, frame: list[Any], action: Action) -> None:
    """The overlord plays a dodge event on a hero's roll that would hit, then picks which of
    its dice the hero rolls again (a re-roll window, one die at least), or passes (rules
    digest §4.2 "Event", §3.5 "Re-rolls"; rulebook "Re-rolls", p.17)."""
    if isinstance(action, Play):
        overlord.pay(state, action.card)
        state.say("the overlord plays {card}: re-roll", card=state.card(action.card).name)
        state.frames.append(["reroll", state.ov, "event", 1])
        return
    if not isinstance(action, OvPass):
        raise ValueError(f"{action} does not answer an event window")
    strikes.strike_continue(state)


def answer_power(state: DescentState, frame: list[Any], action: Action) -> None:
    """After his roll a hero buys one more power die for 1 fatigue, or keeps the roll
    (rules digest §3.4 "Spending fatigue")."""
    strike = state.strike
    assert strike is not None
    h = state.heroes[strike["hero"]]
    if isinstance(action, Power):
        h.fatigue -= 1
        strike["dice"].append("black")
        strike["faces"].append(state.rng.below(len(state.data.dice["black"])))
        strikes.record_roll(state, strike)
        strikes.strike_continue(state)
    elif isinstance(action, Keep):
        strikes.strike_finish(state)
    else:
        raise ValueError(f"{action} does not answer the roll")


def answer_guard(state: DescentState, frame: list[Any], action: Action) -> None:
    """A hero on guard attacks the acting monster before its declared step or attack, or
    lets it be (rules digest §5.4 "Guard")."""
    h = state.heroes[int(frame[1])]
    if isinstance(action, Strike):
        h.order = ""
        state.say("{hero} interrupts from guard", hero=hero_name(h.index))
        strikes.begin_strike(state, h, action, guard=True)
    elif isinstance(action, Pass):
        monsters.run_declared(state)
    else:
        raise ValueError(f"{action} does not answer a guard window")


#: each kind of window and the rule that takes its answer: ``(state, frame, action)``
WINDOW_HANDLERS: dict[str, Callable[[DescentState, list[Any], Action], None]] = {
    "trap": answer_trap,
    "event": answer_event,
    "power": answer_power,
    "guard": answer_guard,
    "reroll": answer_reroll,
    "surge": answer_surge,
}


def answer_window(state: DescentState, action: Action) -> None:
    """The answer to the innermost open window (:data:`WINDOW_HANDLERS`)."""
    frame = state.frames.pop()
    WINDOW_HANDLERS[frame[0]](state, frame, action)


def after_hero_event(state: DescentState, h: DHero) -> None:
    """A hero's turn ends when he dies in it (he is in town now); else his move goes on."""
    if h.cell is None and state.active == h.index and state.phase == "heroes":
        state.turn_over = True
        state.path_left = []
    if state.path_left and not state.frames:
        walk(state)


def walk(state: DescentState) -> None:
    """Go on along the path of the current move, one space at a time: the overlord's
    windows and a hero's guard may interrupt between spaces; a reveal, a fall or a
    space taken in the meantime stops the move there (the mover decides again)."""
    while state.path_left and not state.frames and state._outcome is None:
        who = state.path_who
        if who.startswith("h"):
            h = state.heroes[int(who[1:]) - 1]
            nxt = parse_cell(state.path_left[0])
            if h.cell is None or h.in_pit or nxt in state.monster_cells():
                state.path_left = []
                return
            state.path_left.pop(0)
            heroes.spend(state, h, 1)
            revealed = len(state.revealed_areas)
            heroes.enter(state, h, nxt)
            if len(state.revealed_areas) != revealed or h.cell is None or h.in_pit:
                state.path_left = []
            continue
        m = state.enemies.get(who)
        if m is None or state.acting != who:
            state.path_left = []
            return
        if state.guarded:
            state.guarded = False
        elif any(h.order == "guard" for h in state.heroes):
            guards = monsters.guards_against(state, m)  # type: ignore[arg-type]
            if guards:
                state.declared = "walk"
                state.guards_left = guards
                monsters.run_declared(state)
                return
        monsters.step_monster(state, m)  # type: ignore[arg-type]
