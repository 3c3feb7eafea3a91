"""Setting up a Dark Darker Darkest game (rules digest §A.4 security board, §A.6 set-up):
the quest's spawn tokens and creature, the lab code, and the code chips planted on the lock
symbols (per game by the rulebook's procedure unless the quest fixes them).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from questwright.core.params import as_int, param_int, param_int_map
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


def chip_pool(colours: list[str], limit: int) -> list[tuple[str, ...]]:
    """The box's code chips, a stand-in (our own; the real faces were in images): every pair
    of colours as a 2-icon chip, then 3-icon chips spread evenly over all colour triples, up
    to ``limit`` chips (componentLimits.codeChips). With the 7 colours and 41 chips: 21
    two-icon and 20 three-icon chips, a few more 2s as the rulebook advises for small teams."""
    pairs = list(combinations(colours, 2))
    triples = list(combinations(colours, 3))
    want = max(0, min(len(triples), limit - len(pairs)))
    return pairs + [triples[j * len(triples) // want] for j in range(want)]


def corner_chips(state: DddState) -> list[int]:
    """The chips on lock symbols of corner rooms (they take ``cornerLockChipIcons``-icon
    chips, §A.4); a chip whose lock symbol is not drawn counts if either side is a corner."""
    house = state.house
    return [
        i
        for i, chip in enumerate(house.chips)
        if any(house.category[t] == "corner" for t in chip.tiles)
    ]


def setup_code(state: DddState) -> None:
    """The security sequence and the chips' colours (§A.4 Security board and chip
    distribution).

    Unless the quest's setup says ``chipPlanting: fixed`` (then its sequence and chip colours
    stand, and chips it leaves blank are drawn), every game plants them by the rulebook:
    in dark and darker mode a 3-icon and two 2-icon chips are drawn and their icons are the
    code (darker adds one token from the rest of the pool); darkest draws the tokens blindly.
    The other lock symbols get chips drawn from the rest of the stand-in box
    (:func:`chip_pool`), corner rooms' symbols 3-icon ones, in the 2-icon/3-icon mix the
    party size asks (``codeChipMix``, :func:`_twos_wanted`), all shuffled face down."""
    setup = state.game.quest.setup if isinstance(state.game.quest.setup, dict) else {}
    board = state.game.board
    fixed = setup.get("chipPlanting") == "fixed"
    given = setup.get("securitySequence") if fixed else None
    sequence = [c for c in given if isinstance(c, str)][:20] if isinstance(given, list) else []
    colours = param_int_map(board, "codeTokenColours", 0, 20) or {"red": 3}
    tokens = [c for c, k in sorted(colours.items()) for _ in range(k)]
    mode = str(setup.get("difficulty", "dark"))
    size = param_int_map(board, "securitySlots", 1, 20).get(mode, 7)
    limit = param_int_map(board, "componentLimits").get("codeChips", 41)
    box = chip_pool(sorted(colours), limit)
    pool = list(box)
    cols = [c[:] for c in state.chip_cols] if fixed else [[] for _ in state.chip_cols]
    blank = [i for i, c in enumerate(cols) if not c]
    code_chips: list[tuple[str, ...]] = []
    if not sequence and mode != "darkest" and len(blank) >= 3:
        code_chips = _draw(state, pool, 3, 1) + _draw(state, pool, 2, 2)
        if len(code_chips) == 3:
            order = {c: k for k, c in enumerate(sorted(colours))}
            sequence = sorted((c for chip in code_chips for c in chip), key=order.__getitem__)
            for c in sequence:
                if c in tokens:
                    tokens.remove(c)
        else:  # the box has no such chips: back they go, the code is drawn blindly
            pool.extend(code_chips)
            code_chips = []
    if not fixed or not sequence:
        for _ in range(min(size - len(sequence), len(tokens))):
            sequence.append(tokens.pop(state.rng.below(len(tokens))))
        state.chance("draw", f"code:{','.join(sequence)}")
    state.sequence = sequence
    _plant(state, cols, blank, code_chips, pool, box)
    state.chip_cols = cols


def _draw(
    state: DddState, pool: list[tuple[str, ...]], icons: int, count: int
) -> list[tuple[str, ...]]:
    """``count`` chips of ``icons`` icons drawn face down from ``pool`` (fewer if it runs out)."""
    out: list[tuple[str, ...]] = []
    for _ in range(count):
        fits = [k for k, chip in enumerate(pool) if len(chip) == icons]
        if not fits:
            break
        out.append(pool.pop(fits[state.rng.below(len(fits), ())]))
    return out


def _twos_wanted(state: DddState, blank: list[int], corner_icons: int) -> int | None:
    """How many of the ``blank`` lock symbols' chips have 2 icons, by the party size's
    mix (``codeChipMix``: 2-icon less 3-icon chips, §A.4 chip distribution's balance
    advice: about as many of each with 4 or 5 survivors, a few more 2s with 2 or 3); the
    corner rooms' symbols keep their ``corner_icons``-icon chips. None: no mix for this
    party size (the chips are drawn as they come)."""
    mix = param_int_map(state.game.board, "codeChipMix", -100, 100).get(str(len(state.heroes)))
    if mix is None:
        return None
    symbols = len(blank)
    twos = (symbols + mix + 1) // 2
    corners = len(set(corner_chips(state)) & set(blank))
    if corner_icons == 2:
        return max(0, min(symbols, max(twos, corners)))
    return max(0, min(symbols - corners, twos))


def _plant(
    state: DddState,
    cols: list[list[str]],
    blank: list[int],
    code_chips: list[tuple[str, ...]],
    pool: list[tuple[str, ...]],
    box: list[tuple[str, ...]],
) -> None:
    """Chips for the ``blank`` lock symbols: the code's chips and as many more from ``pool``
    (the ``box`` less the code's chips), the corner rooms' symbols first with chips of their
    size; nobody sees which went where."""
    if not blank:
        return
    spare = list(pool)
    drawn = list(code_chips)
    want = param_int(state.game.board, "cornerLockChipIcons", 3, 0, 100)
    twos = _twos_wanted(state, blank, want)
    while len(drawn) < len(blank):
        if not spare:  # more lock symbols than chips in the box: a second box
            spare = list(box)
        if twos is not None:
            # the face-up sides let the players pick 2s or 3s to the mix the party size asks
            size = 2 if sum(1 for chip in drawn if len(chip) == 2) < twos else 3
            fits = [k for k, chip in enumerate(spare) if len(chip) == size]
            if fits:
                drawn.append(spare.pop(fits[state.rng.below(len(fits), ())]))
                continue
        drawn.append(spare.pop(state.rng.below(len(spare), ())))
    corners = [i for i in corner_chips(state) if i in blank]
    # the face-up numbers let the players swap drawn chips for corner-sized ones (not the code's)
    have = sum(1 for chip in drawn if len(chip) == want)
    for k in range(len(code_chips), len(drawn)):
        if have >= len(corners):
            break
        if len(drawn[k]) == want:
            continue
        fits = [j for j, chip in enumerate(spare) if len(chip) == want]
        if not fits:
            break
        swapped = spare.pop(fits[state.rng.below(len(fits), ())])
        spare.append(drawn[k])
        drawn[k] = swapped
        have += 1
    state.rng.shuffle(drawn)
    sized = [k for k, chip in enumerate(drawn) if len(chip) == want][: len(corners)]
    placed = [drawn[k] for k in sized]
    rest = [chip for k, chip in enumerate(drawn) if k not in sized]
    others = [i for i in blank if i not in corners[: len(placed)]]
    for i, chip in zip([*corners[: len(placed)], *others], [*placed, *rest], strict=True):
        cols[i] = list(chip)
        state.chance("draw", f"chip:{state.house.chips[i].id}", ())
