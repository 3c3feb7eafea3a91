"""Setting up a Dark Darker Darkest game (rules digest §A.4 security board, §A.6 set-up):
the quest's spawn tokens, creature and chips on the board, and the lab code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from questwright.core.params import as_int, param_int_map
from questwright.engine.rulesets.ddd import monsters

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState


def place_quest_tokens(state: DddState) -> None:
    """Zombies, face-down spawn tokens, a creature, fire and burn markers, searched cubes the quest
    puts in the house. (The quest's set-up; §A.6.)"""
    board, house = state.game.board, state.house
    topo = house.topology
    for tok in sorted(board.tokens.values(), key=lambda t: t.id):
        props = tok.properties if isinstance(tok.properties, dict) else {}
        zone_id = board.token_zone(tok)
        zone = topo.index[zone_id] if zone_id is not None else -1
        tile = topo.tile_index.get(tok.tile or "", -1)
        if tok.type == "zombie" and zone >= 0:
            monsters.add_zombies(state, zone, as_int(props.get("count", 1), 1, 0, 100))
        elif tok.type == "spawn" and zone >= 0:
            value = as_int(props.get("zombies", 2), 2, 1, 6)
            if value in state.spawn_pile:
                state.spawn_pile.remove(value)
            state.hidden[zone] = (*state.hidden.get(zone, ()), value)
        elif tok.type == "creature" and zone >= 0 and state.creature() is None:
            board_id = str(props.get("board") or "")
            if board_id not in state.data.creatures and state.creature_pile:
                board_id = state.creature_pile[-1]
            if board_id in state.creature_pile:
                state.creature_pile.remove(board_id)
            if board_id in state.data.creatures:
                monsters.add_creature(state, board_id, zone, tok.id)
        elif tok.type == "fire" and tile >= 0:
            state.fire_tile = tile
        elif tok.type == "burn" and tile >= 0:
            state.burn[tile] += 1
        elif tok.type == "searched" and zone >= 0:
            state.searched |= 1 << zone
    if state.fire_tile >= 0 and not state.burn[state.fire_tile]:
        state.burn[state.fire_tile] = 1


def setup_code(state: DddState) -> None:
    """The security sequence: the quest's, else drawn blindly from the code tokens. (§A.4 Security
    board and code chips.)"""
    setup = state.game.quest.setup if isinstance(state.game.quest.setup, dict) else {}
    given = setup.get("securitySequence")
    sequence = [c for c in given if isinstance(c, str)][:20] if isinstance(given, list) else []
    board = state.game.board
    colours = param_int_map(board, "codeTokenColours", 0, 20) or {"red": 3}
    if not sequence:
        pool = [c for c, k in sorted(colours.items()) for _ in range(k)]
        slots = param_int_map(board, "securitySlots", 1, 20)
        size = slots.get(str(setup.get("difficulty", "dark")), 7)
        for _ in range(min(size, len(pool))):
            sequence.append(pool.pop(state.rng.below(len(pool))))
        state.chance("draw", f"code:{','.join(sequence)}")
    state.sequence = sequence
    # chips the quest left blank get random colours, unknown until turned
    names = sorted(colours)
    cols = [c[:] for c in state.chip_cols]
    for i, chip in enumerate(state.house.chips):
        if not cols[i]:
            cols[i] = [names[f] for f in state.rng.draws([len(names)] * 2, ())]
            state.chance("draw", f"chip:{chip.id}", ())
    state.chip_cols = cols
