"""Wounds and death (rules digest §5.6, rulebook "Monster and Hero Death", p.16): a hero's
wounds and the orders they cancel, his death (to town, conquest and coins lost), a
monster's wounds, the undying roll and its death (master coins, a named monster's conquest
reward).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.core.text import Text, say_n
from questwright.engine.actions import hero_name
from questwright.engine.crawler import triggers
from questwright.engine.log import word
from questwright.engine.rulesets.descent1 import (
    areas,
    heroes,
    render,
)
from questwright.engine.rulesets.descent1.pieces import DHero, Monster

if TYPE_CHECKING:
    from questwright.engine.rulesets.descent1.state import DescentState


def wound(state: DescentState, h: DHero, n: int, cause: str | Text) -> None:
    """``n`` wounds to a hero (armor already counted); orders that wounds remove go."""
    if n <= 0 or h.cell is None:
        return
    h.health -= n
    if h.order in ("aim", "guard", "rest"):
        h.order = ""
    state.say(
        say_n(
            "{hero} suffers {count} wound ({cause})",
            "{hero} suffers {count} wounds ({cause})",
            hero=hero_name(h.index),
            count=n,
            cause=word(cause),
        )
    )
    if h.health <= 0:
        kill_hero(state, h, cause, "enemy")  # type: ignore[arg-type]


def hurt_monster(state: DescentState, m: Monster, n: int, killer: DHero | None) -> None:
    """``n`` wounds to a monster (armor already counted; rules digest §3.5): it dies at its
    wounds, unless an undying monster rolls a surge on a power die (§4.5): then it is healed
    and the wounds beyond its last are dealt again."""
    if n <= 0 or m.uid not in state.enemies:
        return
    m.damage += n
    if m.damage < m.wounds:
        return
    while state.stats(m).abilities.get("undying"):
        face = state.data.dice["black"][state.rng.below(len(state.data.dice["black"]))]
        state.chance("roll", f"{m.uid} undying {face.surge}")
        if not face.surge:
            break
        # restored to full health, then the killing blow's leftover damage is applied
        # (rulebook "Undying", p.23); leftover that kills again is another death to roll for
        m.damage -= m.wounds
        if m.damage < m.wounds:
            left = (
                say_n(
                    " and takes {count} leftover wound",
                    " and takes {count} leftover wounds",
                    count=m.damage,
                )
                if m.damage
                else ""
            )
            state.say("{uid} will not die{left}", uid=m.uid, left=left)
            return
    kill_monster(state, m, killer)


def kill_monster(state: DescentState, m: Monster, killer: DHero | None) -> None:
    """A monster dies (rules digest §5.6): off the board, a master's coins to the hero who killed
    it, a named monster's conquest reward, and the quest's ``enemy-killed`` triggers."""
    del state.enemies[m.uid]
    state.killed.add(m.uid)
    if m.source:
        state.killed.add(m.source)
    state.say("{uid} ({describe}) is killed", uid=m.uid, describe=render.describe(m))
    if killer is not None and m.rank == "master":
        killer.coins += state.data.master_coins
    if m.rank == "named":
        reward = int(state.data.named.get(m.source, {}).get("conquestReward", 0) or 0)
        if reward:
            state.change_conquest(reward)
    if state.acting == m.uid:
        state.acting = ""
    state.fire(
        "enemy-killed",
        (m.uid, m.source, m.name, m.mtype),
        killer,  # type: ignore[arg-type]
    )
    if state._outcome is None:
        areas.check_reveals(state)


def kill_hero(state: DescentState, hero: Any, cause: str | Text, tag: str = "enemy") -> None:
    """A hero dies (rules digest §5.6): to town at once, the heroes lose his conquest
    value, he loses half his coins (rounded down to 25), and is restored."""
    h: DHero = hero
    if h.cell is not None:
        state.deaths[h.zone] += 1
    state.hero_deaths += 1
    heroes.put_hero(state, h, None)
    h.health = h.max_health
    h.fatigue = h.max_fatigue
    h.stun = 0
    h.in_pit = False
    h.order = ""
    loss = (h.coins // 2) // 25 * 25
    h.coins -= loss
    state.say(
        "{hero} is killed ({cause}) and wakes in town", hero=hero_name(h.index), cause=word(cause)
    )
    for spec in state.game.logic.loss:
        if spec.props.get("cause", tag) != tag:
            continue
        if spec.kind == "hero-dies" and spec.target in (None, hero_name(h.index)):
            state.finish("loss", spec.text)
            return
    state.change_conquest(-h.conquest)
    # a quest may count the dead or answer a death (docs/engine.md, Triggers: hero-killed)
    state.fire("hero-killed", (*triggers.hero_refs(state, h), tag), h)  # type: ignore[arg-type]
    if h.index == state.active and state.phase == "heroes":
        state.turn_over = True
    if state._outcome is None:
        areas.check_reveals(state)
