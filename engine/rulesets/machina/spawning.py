"""The spawn and horror phases of Machina Arcana (rules digest §B.5), and events.

Spawn rolls per explorer, the horror roll, the monster threat track and level, drawing and
placing monsters, and resolving explorer and horror event cards (stand-in effects,
docs/engine.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.engine.rulesets.machina import combat, exploring, spaces
from questwright.engine.rulesets.machina.spaces import Cell, cell_ref, chebyshev

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState


def spawn_phase(state: MachinaState) -> None:
    """The spawn phase (B.5 "Spawn phase"): each explorer on the map rolls the game die
    against the spawn rating; a roll at or over it spawns a monster near that explorer, a
    ``spawnLightRoll`` lights a chapter space; the rating resets after a spawn, else drops."""
    die = int(state.params["gameDie"])
    light = int(state.rules.get("spawnLightRoll", 0))
    spawned = False
    for p in range(len(state.pos)):
        if not state.on_map(p) or state._outcome is not None:
            continue
        roll = state.rng.below(die) + 1
        state.chance("roll", f"spawn h{p + 1} d{die}={roll} vs {state.spawn_rating}")
        if light and roll == light:
            exploring.light_chapter_near(state, p)
        elif roll >= state.spawn_rating:
            spawned = True
            spawn_monster(state, state.pos[p])  # type: ignore[arg-type]
    if spawned:
        state.spawn_rating = int(state.params["spawnRatingStart"])
    else:
        state.spawn_rating = max(1, state.spawn_rating - 1)


def horror_phase(state: MachinaState) -> None:
    """The horror phase (B.5 "Horror phase"): one game-die roll against the horror
    rating; at or over it the rating resets, the threat rises and a horror event is drawn,
    else the rating drops."""
    die = int(state.params["gameDie"])
    roll = state.rng.below(die) + 1
    state.chance("roll", f"horror d{die}={roll} vs {state.horror}")
    if roll >= state.horror:
        state.horror = state.horror_start
        raise_threat(state)
        if not state.horror_deck:
            state.horror_deck, state.horror_discard = state.horror_discard, []
            state.rng.shuffle(state.horror_deck)
        if state.horror_deck:
            card = state.horror_deck.pop()
            state.chance("draw", f"horror:{card}")
            state.horror_discard.append(card)
            state.say("horror event {name}", name=state.game.data.events[card]["name"])
            resolve_event(state, card, None)
    else:
        state.horror = max(1, state.horror - 1)


def resolve_event(state: MachinaState, card: str, p: int | None) -> None:
    """An explorer event (``p``: who drew it) or a horror event (``None``: every
    explorer on the map) (B.2 event space; B.5 "Horror phase"; stand-in effects,
    docs/engine.md)."""
    effect = state.game.data.events[card]["effect"]
    who = [p] if p is not None else [q for q in range(len(state.pos)) if state.on_map(q)]
    if effect == "frenzy":
        state.frenzy += 1
    elif effect == "ambush":
        if p is None:
            alive = [q for q in who]
            if not alive:
                return
            p = max(alive, key=lambda q: (state.hp[q], -q))
        cell = state.pos[p]
        if cell is not None:
            spawn_monster(state, cell)
    elif effect == "light" and p is not None:
        exploring.light_chapter_near(state, p)
    else:
        for q in who:
            if state._outcome is not None:
                return
            if effect == "heal":
                state.hp[q] = min(state.max_hp(q), state.hp[q] + 1)
            elif effect == "essence":
                state.essence[q] = min(int(state.params["essenceCap"]), state.essence[q] + 1)
            elif effect == "stamina":
                state.stamina[q] = int(state.explorer_card(q)["stamina"])
            elif effect == "wound":
                combat.hurt_explorer(state, q, "event")


def raise_threat(state: MachinaState) -> None:
    """Monster threat +1; past the track's end it resets and the monster level rises,
    shuffling the new level's cards and the destroyed pile into the deck (B.5)."""
    state.threat += 1
    if state.threat <= int(state.rules.get("threatTrack", 3)):
        return
    state.threat = 1
    if state.level >= int(state.params["monsterLevelMax"]):
        return
    state.level += 1
    cards = state.game.data.cards
    state.monster_deck += [c for c in cards if cards[c]["level"] == state.level]
    state.monster_deck += state.destroyed_pile
    state.destroyed_pile = []
    state.rng.shuffle(state.monster_deck)
    state.say("the monster level rises to {level}", level=state.level)


def spawn_monster(state: MachinaState, near: Cell) -> None:
    """Draw a monster card and place it on the spawn space nearest ``near`` (B.5 "Spawn
    phase"); an empty deck takes the destroyed pile, else the threat rises."""
    if not state.monster_deck:
        state.monster_deck, state.destroyed_pile = state.destroyed_pile, []
        state.rng.shuffle(state.monster_deck)
    if not state.monster_deck:
        raise_threat(state)
        return
    spawn_spaces = [
        c
        for c in state.board.cells_with_terrain(state.game.data.spawn_terrain)
        if c not in state.sealed
    ]
    if not spawn_spaces:
        return
    best = min(chebyshev(near, c) for c in spawn_spaces)
    nearest = sorted(c for c in spawn_spaces if chebyshev(near, c) == best)
    space = state.tie("spawn-space", nearest, [cell_ref(c) for c in nearest])
    spot = space if space not in state.unit_cells() else spaces.free_space_near(state, space)
    if spot is None:
        return
    card = state.monster_deck.pop()
    state.chance("draw", f"monster:{card}")
    add_monster(state, card, spot, "")


def add_monster(state: MachinaState, card: str, cell: Cell, source: str) -> str:
    """Put a monster of ``card`` on ``cell`` at the end of the monster queue (B.4 "Order":
    new spawns join at the end); ``source`` is its quest token, if any."""
    uid = f"m{state.next_uid}"
    state.next_uid += 1
    info = state.game.data.cards[card]
    state.monsters[uid] = (card, cell[0], cell[1], int(info["health"]), source)
    state.queue.append(uid)
    level = str(info["level"])
    state.spawned[level] = state.spawned.get(level, 0) + 1
    state.say(
        "{uid} {name} appears at {cell_ref}", uid=uid, name=info["name"], cell_ref=cell_ref(cell)
    )
    return uid


def place_token_monster(state: MachinaState, token_id: str) -> None:
    """The quest's monster token ``token_id`` enters play on its space, or the
    nearest free one (the quest's set-up; docs/engine.md)."""
    token = state.board.tokens[token_id]
    if token.cell is None:
        return
    cell = (token.cell[0], token.cell[1])
    spot = cell if cell not in state.unit_cells() else spaces.free_space_near(state, cell)
    if spot is not None:
        add_monster(state, state.game.data.token_cards[token_id], spot, token_id)
