"""Chapters, quest triggers and the round's end in Machina Arcana (rules digest §B.2
"Chapters and exits"; the quest's ``setup.chapters``, objectives and triggers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.text import say
from questwright.engine.crawler import triggers
from questwright.engine.quest_logic import resolve_zones
from questwright.engine.rulesets.machina import spaces, spawning

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState


def round_end(state: MachinaState) -> None:
    """End of the round (B.2 "Round"): the frenzy of horror events ends, round-end
    triggers fire, and the game is lost at the round bound (stand-in, docs/engine.md)."""
    state.frenzy = 0
    fire(state, "round-end", str(state.round))
    if state._outcome is None and state.round >= state.game.max_rounds:
        state.finish("loss", say("round bound reached"))


def current_objective(state: MachinaState) -> Any:
    """The objective of the current chapter card (B.2 "Chapters and exits"; ``None``
    once the last chapter is over)."""
    chapters = state.game.data.chapters
    if state.chapter >= len(chapters):
        return None
    return state.game.data.objectives.get(chapters[state.chapter]["objective"])


def objective_met(state: MachinaState, obj: Any) -> bool:
    """Whether a chapter's objective is met (B.2 "Chapters and exits"): its monsters
    killed, every surviving explorer left by its exit tokens, or an explorer on its spaces;
    an ``activate`` objective is met only by activating its chapter space."""
    if obj is None or obj.id in state.done:
        return True
    if obj.kind == "kill":
        return all(t in state.killed for t in obj.targets)
    if obj.kind == "escape":
        alive = [p for p in range(len(state.pos)) if not state.dead[p]]
        return bool(alive) and all(
            state.exited[p] and state.exits_used[p] in obj.targets for p in alive
        )
    if obj.kind == "reach":
        cells = state.game.data.target_cells(obj, state.board)
        return any(c in cells for c in state.explorer_cells())
    return False  # activate: done by the activation itself


def advance_chapter(state: MachinaState) -> None:
    """The current chapter is over (its chapter space activated or its objective met):
    the next chapter card; after the last one the game is won (B.2 "Chapters and exits")."""
    obj = current_objective(state)
    state.chapter += 1
    if obj is not None and obj.id not in state.done:
        state.done.append(obj.id)
        state.say("objective {obj} complete", obj=obj.id)
        if obj.kind == "escape":  # the exit tokens did their job
            state.fired = state.fired | {t for t, _ in spaces.active_exits(state)}
        fire(state, "objective-complete", obj.id)
    if state._outcome is None and state.chapter >= len(state.game.data.chapters):
        state.finish("win", say("the last chapter is complete"))
    check_chapter(state)


def check_chapter(state: MachinaState) -> None:
    """Advance past every chapter whose objective is met now (B.2 "Chapters and
    exits": a blocking chapter states its own advance condition)."""
    while state._outcome is None and state.chapter < len(state.game.data.chapters):
        obj = current_objective(state)
        if obj is not None and obj.kind == "activate":
            return
        if not objective_met(state, obj):
            return
        advance_chapter(state)


def fire(state: MachinaState, event: str, *names: str) -> None:
    """Fire the quest's triggers of ``event`` (about any of ``names``) in quest order: each
    ``once`` trigger at most once (the quest's triggers, docs/format.md; the names each
    event carries are docs/engine.md's, "Triggers")."""
    for trg in state.game.logic.triggers.get(event, ()):
        if state._outcome is not None:
            return
        if trg.once and trg.id in state.fired:
            continue
        if trg.target and trg.target not in names:
            continue
        if trg.round is not None and trg.round != state.round:
            continue
        if trg.conditions and not all(condition_holds(state, c) for c in trg.conditions):
            continue
        state.fired = state.fired | {trg.id}
        for effect in trg.effects:
            apply_effect(state, effect)


def condition_holds(state: MachinaState, cond: Any) -> bool:
    """Whether a trigger condition (``if``) holds now, as the crawler rulesets read it
    (docs/engine.md, Triggers): objectives done, triggers fired, monsters killed, rounds,
    the party size, a zone visited, an explorer or a monster in a zone. Machina keeps no
    counter (a condition on one reads its start value), picks nothing up and destroys no
    quest object, so conditions on those hold only when they ask for nothing."""
    ok = _condition(state, cond)
    return not ok if cond.not_ else ok


def _condition(state: MachinaState, c: Any) -> bool:
    if c.counter is not None:
        spec = state.game.logic.counters.get(c.counter)
        value = spec.start if spec is not None else 0
        if (c.min is not None and value < c.min) or (c.max is not None and value > c.max):
            return False
    if c.picked or c.destroyed:
        return False
    if any(t not in state.killed for t in c.killed):
        return False
    if any(t not in state.done for t in c.done) or any(t not in state.fired for t in c.fired):
        return False
    if c.visited is not None and not any(
        state.visits[z] for z in resolve_zones(state.game, c.visited)
    ):
        return False
    index = state.game.topology.index
    if c.hero_in is not None:
        zones = resolve_zones(state.game, c.hero_in)
        wanted = c.hero if c.hero is not None else None
        if not any(
            cell is not None
            and not state.dead[p]
            and not state.exited[p]
            and index.get(f"cell:{cell[0]},{cell[1]}") in zones
            and (wanted is None or wanted == f"h{p + 1}")
            for p, cell in enumerate(state.pos)
        ):
            return False
    if c.enemy_in is not None:
        zones = resolve_zones(state.game, c.enemy_in)
        if not any(
            index.get(f"cell:{x},{y}") in zones
            and (c.enemy is None or c.enemy in (uid, source, card))
            for uid, (card, x, y, _health, source) in state.monsters.items()
        ):
            return False
    return triggers.round_and_party_hold(c, state.round, len(state.pos))


def apply_effect(state: MachinaState, effect: Any) -> None:
    """One effect of a quest trigger: a message, revealing a token (a face-down monster
    token enters play), spawning a monster (B.5 placement), opening or closing a door
    (a door the quest locks too: the quest opens it), or winning or losing; the rest are
    skipped with a line in the log (engine/played.py)."""
    kind, target = effect.kind, effect.target
    if kind in ("open-door", "close-door"):
        door, opening = str(target or ""), kind == "open-door"
        if (
            door in state.topology.door_index
            and state.door_open(door) != opening
            and (opening or spaces.may_close(state, door))
        ):
            spaces.set_door(state, door, opening)
            state.say("{door} open" if opening else "{door} closed", door=door)
    elif kind == "message":
        state.say("{text}", text=str(effect.text or ""))
    elif kind == "reveal" and target:
        if target in state.revealed:
            return
        state.revealed = state.revealed | {target}
        if target in state.game.data.token_cards:
            token = state.board.tokens.get(target)
            if (
                token is not None
                and token.cell is not None
                and (token.cell[0], token.cell[1]) in state.board.cells
            ):
                spawning.place_token_monster(state, target)
        state.say("{target} is revealed", target=target)
    elif kind == "spawn":
        token = state.board.tokens.get(str(target)) if target else None
        near = (token.cell[0], token.cell[1]) if token and token.cell else None
        if near is None:
            cells = [c for c in state.pos if c is not None]
            near = cells[0] if cells else None
        if near is not None:
            spawning.spawn_monster(state, near)
    elif kind == "win":
        state.finish("win", str(effect.text) if effect.text else say("the quest says so"))
    elif kind == "lose":
        state.finish("loss", str(effect.text) if effect.text else say("the quest says so"))
    else:  # the validators warn (RULES_EFFECT_UNPLAYED; engine/played.py)
        state.say("(effect {kind!r} is not supported by this ruleset; ignored)", kind=kind)


def chapter_label(state: MachinaState) -> str:
    """The current chapter card's id as the views show it (``done`` after the last)."""
    chapters = state.game.data.chapters
    if state.chapter >= len(chapters):
        return "done"
    return str(chapters[state.chapter]["id"])
