"""Dice and decks shared by md1 and md2 (rules digest massive-darkness.md §6.1 combat, §6.2;
§4 for the enemy cards drawn): rolling pools, shuffling, drawing, enemies from cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from questwright.core.text import Text, say_n
from questwright.engine.crawler import effects
from questwright.engine.log import word
from questwright.engine.pieces import Enemy
from questwright.engine.rng import Rng
from questwright.engine.rulesets.md.data import (
    _DIGITS,
    Dice,
)

if TYPE_CHECKING:
    from questwright.engine.rulesets.md.state import MdState


def roll(state: MdState, dice: Dice, faces: dict[str, list[int]], trace: list[str]) -> int:
    """Roll ``dice`` (each colour capped), sum the face values, note the faces in ``trace``.

    The generator is inlined here (SplitMix64, as :class:`~questwright.engine.rng.Rng`):
    combat rolls are the engine's hottest loop.
    (digest §6.1, §6.2 combat)
    """
    rng = state.rng
    caps = state.data.caps
    if type(rng) is not Rng:  # explicit chance: every die is a chance node
        return _roll_each(state, [(dice, faces)], trace)[0][0]
    s = rng.state
    total = 0
    for colour, n in dice.items():
        table = faces.get(colour)
        if n <= 0 or table is None:
            continue
        cap = caps.get(colour, 3)
        if n > cap:
            n = cap
        k = len(table)
        got = []
        for _ in range(n):
            s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            f = (z ^ (z >> 31)) % k
            got.append(_DIGITS[f])
            total += table[f]
        trace.append(colour + ":" + ",".join(got))
    rng.state = s
    return total


def _roll_each(
    state: MdState,
    pools: list[tuple[Dice, dict[str, list[int]]]],
    trace: list[str],
    then: Sequence[int] = (),
) -> tuple[list[int], list[int]]:
    """:meth:`roll` through ``rng.draws``, one die after another (same results) for each
    of ``pools`` in turn (an attack and its defence, with ``"vs"`` between them in
    ``trace``), then one draw per size of ``then``: with explicit chance every die is a
    chance node, and all the dice of one roll are a single batch of them. The totals, one
    per pool, and the draws of ``then``."""
    caps = state.data.caps
    rolled: list[list[tuple[str, list[int], int]]] = []
    for dice, faces in pools:
        pool = []
        for colour, n in dice.items():
            table = faces.get(colour)
            if n <= 0 or table is None:
                continue
            pool.append((colour, table, min(n, caps.get(colour, 3))))
        rolled.append(pool)
    sizes = [len(table) for pool in rolled for _, table, n in pool for _ in range(n)]
    drawn = state.rng.draws([*sizes, *then])
    got = iter(drawn)
    totals = []
    for index, pool in enumerate(rolled):
        if index:
            trace.append("vs")
        total = 0
        for colour, table, n in pool:
            shown = []
            for _ in range(n):
                f = next(got)
                shown.append(_DIGITS[f])
                total += table[f]
            trace.append(colour + ":" + ",".join(shown))
        totals.append(total)
    return totals, drawn[len(sizes) :]


def roll_versus(state: MdState, attack: Dice, defence: Dice, trace: list[str]) -> int:
    """Roll attack dice against defence dice (faces in ``trace``): hits minus shields,
    which may be negative. (digest §6.1, §6.2 combat)"""
    return roll_versus_then(state, attack, defence, trace, ())[0]


def roll_versus_then(
    state: MdState, attack: Dice, defence: Dice, trace: list[str], then: Sequence[int]
) -> tuple[int, list[int]]:
    """:func:`roll_versus`, then one draw per size of ``then`` (dice the rules roll right
    after it, such as md2's enemy dice): with explicit chance all of them are one batch of
    chance nodes, so the action pauses once for the whole roll. Hits minus shields, and
    the draws of ``then``."""
    data = state.data
    if type(state.rng) is not Rng:  # explicit chance: both rolls are one batch of nodes
        (hits, shields), more = _roll_each(
            state, [(attack, data.attack_faces), (defence, data.defence_faces)], trace, then
        )
        return hits - shields, more
    hits = roll(state, attack, data.attack_faces, trace)
    trace.append("vs")
    net = hits - roll(state, defence, data.defence_faces, trace)
    return net, (state.rng.draws(then) if then else [])


def shuffled(state: MdState, cards: list[str]) -> list[str]:
    """A shuffled copy of ``cards`` (digest §4: decks are shuffled at setup and when they
    run out)."""
    deck = list(cards)
    state.rng.shuffle(deck)
    return deck


def shuffled_all(state: MdState, named: list[tuple[str, list[str]]]) -> dict[str, list[str]]:
    """Shuffled copies of several decks by name, one after another: the same decks as
    :func:`shuffled` on each in turn (the same numbers, in the same order), drawn as one
    batch, so that with explicit chance a setup's shuffles do not stop it once per deck.
    (digest §4)"""
    out = {name: list(cards) for name, cards in named}
    sizes = [i + 1 for deck in out.values() for i in range(len(deck) - 1, 0, -1)]
    got = iter(state.rng.draws(sizes, ()))  # private: nobody sees a deck's order
    for deck in out.values():
        for i in range(len(deck) - 1, 0, -1):
            j = next(got)
            deck[i], deck[j] = deck[j], deck[i]
    return out


def draw_card(state: MdState, deck: str) -> str | None:
    """Draw from a reshuffling deck (door, event, monsters, artifacts). (digest §4)"""
    cards = state.decks.get(deck)
    reshuffled = False
    if not cards:
        discards = state.discards.get(deck)
        if not discards:
            return None
        cards = shuffled(state, discards)
        state.decks[deck] = cards
        state.discards[deck] = []
        reshuffled = True
    card = cards.pop()
    state.discards.setdefault(deck, []).append(card)
    state.chance("draw", f"{deck}:{card}")
    if reshuffled:  # after the draw: the trigger's own effects may draw again
        state.fire("deck-reshuffled", (deck,))
    return card


def enemy_from_card(
    state: MdState,
    card: dict[str, Any],
    kind: str,
    level: int,
    zone: int,
    health: int,
    attacks: dict[str, Dice] | None = None,
) -> Enemy:
    """A new enemy with the card's id, name, dice (``attacks`` replaces the card's) and
    skills (the card's ``skills``: set-enemy rules it always has). (digest §4)"""
    uid = state.new_uid()
    enemy = Enemy(
        uid,
        card["id"],
        card["name"],
        kind,
        level,
        zone,
        health,
        card["attacks"] if attacks is None else attacks,
        card["defence"],
    )
    skills = card.get("skills")
    if isinstance(skills, dict):
        effects.apply_rules(state, enemy, skills)
    return enemy


def hero_attack_line(hero: str, kind: str, enemy: str, wounds: int) -> Text:
    """The log line of a hero's attack roll on an enemy (md1 and md2 alike; digest §6.2)."""
    return say_n(
        "{hero} {kind} attack on {enemy}: {wounds} wound",
        "{hero} {kind} attack on {enemy}: {wounds} wounds",
        by="wounds",
        hero=hero,
        kind=word(kind),
        enemy=enemy,
        wounds=wounds,
    )


def enemy_attack_line(enemy: str, kind: str, hero: str, wounds: int) -> Text:
    """The log line of an enemy's attack roll on a hero (md1 and md2 alike; digest §6.2)."""
    return say_n(
        "{enemy} {kind} attack on {hero}: {wounds} wound",
        "{enemy} {kind} attack on {hero}: {wounds} wounds",
        by="wounds",
        enemy=enemy,
        kind=word(kind),
        hero=hero,
        wounds=wounds,
    )
