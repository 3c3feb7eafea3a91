"""The overlord's turn (rules digest §4.1–§4.4; rulebook "Overlord Player's Turn",
"Overlord Cards", p.11, "Spawning Monsters", p.12): threat and draws, discards, spawn,
power and event cards, traps sprung in the heroes' turn, where spawned monsters may be
placed, and the figure supply. :data:`OVERLORD_HANDLERS` maps each of his actions to its
rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from questwright.core.geometry import Cell
from questwright.engine.actions import Action, hero_name
from questwright.engine.rulesets.descent1 import (
    areas,
    death,
    heroes,
    monsters,
    render,
    windows,
)
from questwright.engine.rulesets.descent1.actions import (
    Activate,
    Discard,
    Done,
    MAttack,
    MClimb,
    MClose,
    MJump,
    MOpen,
    MStairs,
    MStep,
    OvEnd,
    Place,
    Play,
    Skip,
    footprint_text,
    parse_footprint,
)
from questwright.engine.rulesets.descent1.geometry import Footprint, chebyshev
from questwright.engine.rulesets.descent1.pieces import DHero, uid_order

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState


def overlord_order(state: DescentState) -> list[int]:
    """The overlord's turn comes after every hero's (rules digest §5.2)."""
    return [state.ov]


def start_overlord_turn(state: DescentState, player: int) -> None:
    """The start of the overlord's turn (rules digest §4.3, rulebook "Overlord Player's Turn"): a
    threat per hero, his draws, and every monster ready to be activated once."""
    data = state.data
    state.threat += len(state.heroes)
    for _ in range(int(data.overlord.get("draw", 2))):
        draw_card(state)
        if state._outcome is not None:
            return
    state.ov_stage = "cards"
    state.spawned_now = False
    state.power_now = False
    state.acting = ""
    for m in state.monsters():
        m.activated = False
        m.frenzy = False
        m.slimed = False


def draw_card(state: DescentState) -> None:
    """The overlord draws a card (rules digest §4.1), a private chance record; when the deck runs
    out the discards are shuffled into a new deck and the heroes lose conquest (§5.5)."""
    if not state.deck:
        return
    card = state.deck.pop()
    state.hand.append(card)
    state.chance("draw", f"ov:{card}", private=(state.ov,))
    if not state.deck:
        lose = int(state.data.overlord.get("reshuffleConquest", 3))
        state.deck_cycles += 1
        state.say("the overlord's deck runs out: the heroes lose {lose} conquest", lose=lose)
        state.deck = state.discards
        state.discards = []
        state.rng.shuffle(state.deck)
        state.change_conquest(-lose)


def affordable(state: DescentState, cid: str) -> bool:
    """Whether the overlord has the threat a card costs (rules digest §4.1)."""
    return state.card(cid).cost <= state.threat


def playable_traps(state: DescentState, trigger: str) -> list[str]:
    """The trap cards the overlord may play now on ``trigger`` (a hero enters a space, opens a
    chest: rules digest §4.2 "Trap")."""
    cards = state.data.cards
    return sorted(
        c
        for c in set(state.hand)
        if cards[c].type == "trap" and cards[c].trigger == trigger and affordable(state, c)
    )


def playable_events(state: DescentState, trigger: str) -> list[str]:
    """The event cards the overlord may play now on ``trigger`` (rules digest §4.2 "Event")."""
    cards = state.data.cards
    return sorted(
        c
        for c in set(state.hand)
        if cards[c].type == "event" and cards[c].trigger == trigger and affordable(state, c)
    )


def pay(state: DescentState, cid: str) -> None:
    """A card is paid for in threat and played (rules digest §4.1–§4.2): a power card stays in
    play, the others are discarded."""
    state.threat -= state.card(cid).cost
    state.hand.remove(cid)
    if state.card(cid).type == "power":
        state.powers.append(cid)
    else:
        state.discards.append(cid)


def spring_trap(state: DescentState, cid: str, h: DHero) -> None:
    """A trap card on a hero (rules digest §4.2 "Trap"): he may avoid it on a blank power die
    when the card says so; wounds (against armor unless the card ignores it) and a stun."""
    card = state.card(cid)
    pay(state, cid)
    state.say("the overlord springs {card} on {hero}", card=card.name, hero=hero_name(h.index))
    spec = card.spec
    if spec.get("avoidOnBlank"):
        black = state.data.dice["black"]
        face = black[state.rng.below(len(black))]
        blank = not (face.surge or face.enhance or face.damage or face.range)
        state.chance("roll", f"{hero_name(h.index)} avoids {'blank' if blank else 'no'}")
        if blank:
            state.say("{hero} avoids it", hero=hero_name(h.index))
            return
    wounds = int(spec.get("wounds", 0))
    if not spec.get("ignoreArmor"):
        wounds = max(0, wounds - heroes.hero_armor(state, h))
    if spec.get("stun"):
        h.stun += 1
    death.wound(state, h, wounds, card.name)


def overlord_actions(state: DescentState) -> list[Action]:
    """The overlord's legal actions (rules digest §4.3): placing the monsters of a spawn card,
    the acting monster's actions, discards (forced above the hand limit), spawn, power and
    overlord-turn event cards before his first activation, activations, and the end of his
    turn."""
    ov = state.ov
    cards = state.data.cards
    if state.spawning:
        mtype = state.spawning[0][0]
        return [
            *(Place(ov, footprint_text(f)) for f in spawn_places(state, mtype)),
            Skip(ov),
        ]
    if state.acting:
        return monsters.monster_actions(state, state.monster(state.acting))
    limit = int(state.data.overlord.get("handLimit", 8))
    hand = sorted(set(state.hand))
    if len(state.hand) > limit:
        return [Discard(ov, c) for c in hand]
    out: list[Action] = [Discard(ov, c) for c in hand]
    if state.ov_stage == "cards":
        for c in hand:
            card = cards[c]
            if not affordable(state, c):
                continue
            if card.type == "spawn" and not state.spawned_now:
                out.append(Play(ov, c, "-"))
            elif card.type == "power" and not state.power_now:
                if all(cards[p].base != card.base for p in state.powers):
                    out.append(Play(ov, c, "-"))
            elif card.type == "event" and card.trigger == "overlord-turn":
                for m in sorted(state.monsters(), key=lambda m: m.uid):
                    effect = card.spec.get("effect")
                    if effect == "heal" and m.damage == 0:
                        continue
                    if effect == "extra-attack" and (m.activated or m.frenzy):
                        continue
                    out.append(Play(ov, c, m.uid))
    for m in sorted(state.monsters(), key=lambda m: uid_order(m.uid)):
        if not m.activated:
            out.append(Activate(ov, m.uid))
    out.append(OvEnd(ov))
    return out


def spawn_places(state: DescentState, mtype: str) -> list[Footprint]:
    """Legal footprints for a spawned monster (rules digest §4.4): revealed, empty,
    no obstacle or activated glyph, and out of every hero's sight (monsters do not
    block it, heroes do: C7), every space of a large one (C8)."""
    data = state.data
    geo = data.geo
    mdef = data.monsters.get(mtype)
    w, hgt = mdef.size if mdef else (1, 1)
    taken = frozenset(state.figure_cells())
    glyphs = frozenset(areas.active_glyph_cells(state))
    hero_spaces = tuple(h.cell for h in state.heroes if h.cell is not None)
    cache = state.game.__dict__.setdefault("_descent_spawn", {})
    if len(cache) > 20_000:
        cache.clear()
    ckey = (state.key, taken, glyphs, hero_spaces, tuple(state.revealed_areas), w, hgt)
    found = cache.get(ckey)
    if found is not None:
        return found  # type: ignore[no-any-return]
    revealed = set(state.revealed_areas)
    area_of = data.area_of
    good = {
        c
        for c in _unseen_spawnable(state, hero_spaces)
        if c not in taken and c not in glyphs and area_of[c] in revealed
    }
    out: list[Footprint] = []
    shapes = sorted({(w, hgt), (hgt, w)})
    if shapes == [(1, 1)]:
        out = [(c,) for c in geo.cells if c in good]
        cache[ckey] = out
        return out
    for x, y in geo.cells:
        if (x, y) not in good:  # every footprint holds its top-left cell
            continue
        for sw, sh in shapes:
            if sw == sh == 1:
                out.append(((x, y),))
                continue
            cells = tuple(sorted((x + dx, y + dy) for dx in range(sw) for dy in range(sh)))
            if all(c in good for c in cells) and _whole(state, cells):
                out.append(cells)
    cache[ckey] = out
    return out


def _unseen_spawnable(state: DescentState, hero_spaces: tuple[Cell, ...]) -> frozenset[Cell]:
    """The spaces a monster may ever be spawned on that no hero on ``hero_spaces`` sees
    (heroes block the view, monsters do not: C7). Cached per door key and heroes'
    spaces: the monsters move and fall through a turn, the heroes' view stays."""
    cache = state.game.__dict__.setdefault("_descent_unseen", {})
    ckey = (state.key, hero_spaces)
    found = cache.get(ckey)
    if found is not None:
        return found  # type: ignore[no-any-return]
    if len(cache) > 20_000:
        cache.clear()
    geo = state.data.geo
    good = set(state.data.spawnable)
    for a in hero_spaces:
        others = [b for b in hero_spaces if b != a] if geo.conventions.c7 else []
        vis = geo.visible(state.key, a)
        if not others:
            good.difference_update(vis)
            continue
        for c in [c for c in good if c in vis]:
            if geo.sees(state.key, a, c, others, (a,)) is not None:
                good.discard(c)
    found = cache[ckey] = frozenset(good)
    return found


def _whole(state: DescentState, cells: Footprint) -> bool:
    """A footprint no wall or closed door cuts through."""
    if len(cells) == 1:
        return True
    steps = state.data.geo.steps(state.key)
    inside = set(cells)
    for c in cells:
        for n in ((c[0] + 1, c[1]), (c[0], c[1] + 1)):
            if n in inside and n not in steps.get(c, ()):
                return False
    return True


def supply_left(state: DescentState, mtype: str, rank: str) -> int:
    """Figures of a monster type and rank not on the board (rules digest §1.9 "Component limits";
    a master's figures serve named monsters too)."""
    mdef = state.data.monsters.get(mtype)
    have = mdef.figures.get(rank, 0) if mdef else 0
    used = sum(
        1
        for m in state.monsters()
        if m.mtype == mtype and (m.rank == rank or (rank == "master" and m.rank == "named"))
    )
    return have - used


def _recycle(state: DescentState, mtype: str, rank: str) -> None:
    """No figure left: the one of that kind farthest from every hero is taken off the
    board and used again (the overlord's choice, settled by a fixed rule)."""
    hero_spaces = [h.cell for h in state.heroes if h.cell is not None]
    pool = [m for m in state.monsters() if m.mtype == mtype and m.rank == rank]
    if not pool:
        return
    far = max(
        pool,
        key=lambda m: (min((chebyshev(m.cells[0], c) for c in hero_spaces), default=0), m.uid),
    )
    del state.enemies[far.uid]
    state.say("{uid} is taken off the board to be used again", uid=far.uid)


# ------------------------------------------------------------------ his actions
def place_spawned(state: DescentState, action: Place) -> None:
    """The next monster of a spawn card on a legal footprint (rules digest §4.4); with no
    figure of its kind left, one is taken off the board first (:func:`_recycle`)."""
    mtype, rank = state.spawning.pop(0)
    cells = parse_footprint(action.at)
    if supply_left(state, mtype, rank) <= 0:
        _recycle(state, mtype, rank)
    m = monsters.new_monster(state, mtype, rank, cells)
    state.say(
        "{uid} ({describe}) is spawned at {at}",
        uid=m.uid,
        describe=render.describe(m),
        at=action.at,
    )


def skip_spawned(state: DescentState, action: Skip) -> None:
    """The next monster of a spawn card is not placed (no legal space, or his choice)."""
    state.spawning.pop(0)


def discard(state: DescentState, action: Discard) -> None:
    """A card discarded for its threat value, at any time of his turn (rules digest §4.1;
    over the hand limit he must)."""
    card = state.data.cards[action.card]
    state.hand.remove(action.card)
    state.discards.append(action.card)
    state.threat += card.discard
    state.say(
        "the overlord discards {card} for {discard} threat", card=card.name, discard=card.discard
    )


def activate(state: DescentState, action: Activate) -> None:
    """The overlord activates a monster (rules digest §4.3; :func:`.monsters.activate`)."""
    monsters.activate(state, state.monster(action.monster))


def end_overlord_turn(state: DescentState, action: OvEnd) -> None:
    """The end of the overlord's turn (rules digest §4.3)."""
    state.acting = ""
    state.turn_over = True


def monster_done(state: DescentState, action: Done) -> None:
    """The acting monster's activation ends (what it has not spent is lost)."""
    state.acting = ""


def monster_move(state: DescentState, action: MStep) -> None:
    """The acting monster moves to a footprint in reach (rules digest §3.2, §1.8), walked
    one step at a time (:func:`.windows.walk`: guards may interrupt). A stunned master
    monster's half activation becomes a move."""
    m = state.monster(action.monster)
    goal = parse_footprint(action.to)
    found = monsters.monster_reach(state, m)
    if goal not in found or not all(c in state.data.geo.passable for c in goal):
        raise ValueError(f"{action}: no way there")
    if m.half == "stunned":
        m.half = "move"
        m.attacks = 0
    state.path_who = m.uid
    state.path_left = [footprint_text(f) for f in state.data.geo.path(found, goal)]
    state.guarded = False
    windows.walk(state)


def monster_declares(state: DescentState, action: Action) -> None:
    """An attack, door, climb, jump or stairs of the acting monster: heroes on guard may attack
    first (rules digest §5.4 "Guard"), then it happens if it still can
    (:func:`.monsters.run_declared`, :data:`.monsters.MONSTER_HANDLERS`)."""
    m = state.monster(action.monster)  # type: ignore[attr-defined]
    guards = monsters.guards_against(state, m)
    if guards:
        state.declared = str(action)
        state.guards_left = guards
        monsters.run_declared(state)
        return
    monsters.monster_do(state, m, action)


def play_card(state: DescentState, action: Play) -> None:
    """The overlord plays a card in his turn (rules digest §4.2): a spawn card lists the monsters
    to place, a power card stays in play, an event heals or frenzies a monster."""
    card = state.card(action.card)
    pay(state, action.card)
    state.say("the overlord plays {card}", card=card.name)
    if card.type == "spawn":
        state.spawned_now = True
        for spec in card.spec.get("monsters", []):
            for _ in range(int(spec.get("count", 1))):
                state.spawning.append([str(spec["monster"]), str(spec.get("rank", "normal"))])
    elif card.type == "power":
        state.power_now = True
    elif card.type == "event":
        m = state.enemies.get(action.target)
        effect = card.spec.get("effect")
        if m is None:
            return
        if effect == "heal":
            m.damage = max(0, m.damage - int(card.spec.get("value", 3)))  # type: ignore[attr-defined]
        elif effect == "extra-attack":
            m.frenzy = True  # type: ignore[attr-defined]


#: an overlord action's rule: ``(state, the action)``
OverlordHandler = Callable[["DescentState", Any], None]
A = TypeVar("A", bound=Action)


def _on(
    kind: type[A], rule: Callable[[DescentState, A], None]
) -> tuple[type[Action], OverlordHandler]:
    """A table entry; mypy checks that ``rule`` takes the actions of type ``kind``."""
    return kind, rule


#: each overlord action and the rule that carries it out
OVERLORD_HANDLERS: dict[type[Action], OverlordHandler] = dict(
    [
        _on(Place, place_spawned),
        _on(Skip, skip_spawned),
        _on(Discard, discard),
        _on(Play, play_card),
        _on(Activate, activate),
        _on(OvEnd, end_overlord_turn),
        _on(Done, monster_done),
        _on(MStep, monster_move),
        _on(MAttack, monster_declares),
        _on(MOpen, monster_declares),
        _on(MClose, monster_declares),
        _on(MClimb, monster_declares),
        _on(MJump, monster_declares),
        _on(MStairs, monster_declares),
    ]
)


def overlord_apply(state: DescentState, action: Action) -> None:
    """Carry out the overlord's action (:data:`OVERLORD_HANDLERS`)."""
    rule = OVERLORD_HANDLERS.get(type(action))
    if rule is None:
        raise ValueError(f"descent1 has no overlord action {action}")
    rule(state, action)
