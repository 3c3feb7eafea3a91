"""Dice, attacks and wounds in Machina Arcana (rules digest §B.3 "Attack resolution",
"Exploding barrel"; §B.4 "Destroying and banishing").

Explorer attacks (and the essence spent after a roll), monster attacks, area attacks
(barrels, trap levers, auras), wounds and the destruction of explorers and monsters.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from questwright.core.text import say
from questwright.engine.log import word
from questwright.engine.rulesets.machina import chapters, spaces
from questwright.engine.rulesets.machina.spaces import Cell, cell_ref, parse_cell

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState


def attack_bonus(state: MachinaState, p: int) -> int:
    """What explorer ``p``'s carried items add to its attack rolls (B.3 "Attack
    resolution": bonuses; stand-in items, docs/engine.md)."""
    items = state.game.data.items
    return sum(items[i].get("attack", 0) for i in state.items[p])


def defence_bonus(state: MachinaState, p: int) -> int:
    """What explorer ``p``'s carried items add to its armour and will (B.3 "Attack
    resolution"; stand-in items, docs/engine.md)."""
    items = state.game.data.items
    return sum(items[i].get("armour", 0) for i in state.items[p])


def roll(state: MachinaState, dice: dict[str, int], label: str) -> int:
    """Roll ``dice`` (count by colour) and sum the faces (B.3 "Attack resolution": roll
    the listed dice and sum them); the roll is recorded as chance."""
    faces = state.game.data.dice
    tables = [faces[colour] for colour in sorted(dice) for _ in range(dice[colour])]
    # one batch: with explicit chance the dice are asked in a row, the action paused once
    picks = state.rng.draws([len(table) for table in tables])
    total = 0
    rolled = []
    for table, pick in zip(tables, picks, strict=True):
        face = table[pick]
        rolled.append(str(face))
        total += face
    state.chance("roll", f"{label} {','.join(rolled) or '-'} ={total}")
    return total


def explorer_attack(
    state: MachinaState, p: int, target: str, attack: dict[str, Any] | None = None
) -> None:
    """An attack by explorer ``p`` on a monster or a barrel: its card's, or an item's
    (``attack``) (B.3 "Attack resolution"; a barrel hit by 1 or more explodes). A roll short
    of the defence by no more than the explorer's essence waits for :func:`resolve_spend`."""
    if attack is None:
        attack = state.explorer_card(p)["attack"]
    state.stamina[p] -= int(attack["cost"])
    total = roll(state, attack.get("dice") or {}, f"h{p + 1}>{target}") + attack_bonus(state, p)
    if target.startswith("barrel@"):
        cell = parse_cell(target.removeprefix("barrel@"))
        if total >= 1:
            explode(state, cell)
        return
    need = defence_of_monster(state, target, attack["kind"])
    if total >= need:
        hurt_monster(state, target, p)
        return
    short = need - total
    if 0 < short <= state.essence[p]:
        state.spend = (p, target, total, short)  # essence adds after the roll (B.2)
    else:
        state.say(
            "h{value} misses {target} ({total} vs {need})",
            value=p + 1,
            target=target,
            total=total,
            need=need,
        )


def resolve_spend(state: MachinaState, p: int, essence: int) -> None:
    """Explorer ``p`` spends ``essence`` after a missed roll: enough turns the miss into a
    hit (B.2 "Essence": +1 per essence to an attack roll, spent after rolling)."""
    assert state.spend is not None
    _, target, total, short = state.spend
    state.spend = None
    if essence >= short and target in state.monsters:
        state.essence[p] -= essence
        state.say("h{value} spends {essence} essence", value=p + 1, essence=essence)
        hurt_monster(state, target, p)
    else:
        state.say("h{value} misses {target} ({total})", value=p + 1, target=target, total=total)


def defence_of_monster(state: MachinaState, uid: str, kind: str) -> int:
    """The monster's armour (normal attack) or will (arcane attack) (B.3 "Attack
    resolution")."""
    card = state.card(uid)
    return int(card["will"] if kind == "arcane" else card["armour"])


def hurt_monster(state: MachinaState, uid: str, by: int | None) -> None:
    """The monster loses 1 health; at 0 it is destroyed, and the explorer ``by`` who
    destroyed it on its own turn gains 1 essence (B.3 "Attack resolution"; B.2 "Essence")."""
    card, x, y, hp, source = state.monsters[uid]
    hp -= 1
    who = f"h{by + 1}" if by is not None else "an area attack"
    if hp > 0:
        state.monsters[uid] = (card, x, y, hp, source)
        state.say("{who} wounds {uid} ({hp} left)", who=who, uid=uid, hp=hp)
        return
    state.say(
        "{who} destroys {uid} {name}", who=who, uid=uid, name=state.game.data.cards[card]["name"]
    )
    remove_monster(state, uid, destroyed=True)
    if by is not None and state.active == by and state.phase == "explorers":
        state.essence[by] = min(int(state.params["essenceCap"]), state.essence[by] + 1)


def remove_monster(state: MachinaState, uid: str, destroyed: bool) -> None:
    """Destroyed (health 0, pit) or banished (its tile scrolled off): B.4 "Destroying
    and banishing"; a drawn card of a level still in play goes to the destroyed pile."""
    card, _, _, _, source = state.monsters.pop(uid)
    state.queue.remove(uid)
    level = int(state.game.data.cards[card]["level"])
    if not source and not (level < state.level and level != 4):
        state.destroyed_pile.append(card)
    if destroyed:
        state.killed = state.killed | {source or uid}
        chapters.fire(state, "enemy-killed", source or uid)


def hurt_explorer(state: MachinaState, p: int, cause: str) -> None:
    """One health, or one essence instead when the wound would destroy the explorer
    (B.2 "Essence": the fixed policy for the players' choice; docs/engine.md)."""
    if state.hp[p] <= 1 and state.essence[p] > 0:
        state.essence[p] -= 1
        state.say("h{value} pays 1 essence instead of health", value=p + 1)
        return
    state.hp[p] -= 1
    if state.hp[p] <= 0:
        kill_explorer(state, p, cause)


def kill_explorer(state: MachinaState, p: int, cause: str) -> None:
    """Explorer ``p`` is destroyed; the quest's ``hero-dies`` loss, or every explorer
    destroyed, ends the game (the quest's loss conditions; docs/engine.md)."""
    cell = state.pos[p]
    state.dead[p] = True
    state.hp[p] = 0
    state.hero_deaths += 1
    if cell is not None:
        zone = state.game.topology.index.get(f"cell:{cell[0]},{cell[1]}")
        if zone is not None:
            state.zone_deaths[zone] += 1
    state.say("h{value} is destroyed ({cause})", value=p + 1, cause=word(cause))
    for loss in state.game.logic.loss:
        if loss.kind == "hero-dies" and (not loss.target or loss.target == f"h{p + 1}"):
            # the quest's own words when it gives them (a loss without text is named by kind)
            given = loss.text if loss.text != loss.kind else None
            state.finish("loss", given or say("h{value} was destroyed", value=p + 1))
            return
    if all(state.dead):
        state.finish("loss", say("every explorer was destroyed"))
        return
    chapters.fire(state, "hero-killed", f"h{p + 1}", cause)


def area_attack(state: MachinaState, cells: Iterable[Cell], strength: int, label: str) -> None:
    """One roll of ``strength`` area dice against every unit on ``cells`` (B.3 "Attack
    resolution": area effects make one roll for every affected unit)."""
    cells = list(cells)
    explorers = state.explorer_cells()
    monsters = state.monster_cells()
    hit = [c for c in cells if c in explorers or c in monsters]
    if not hit:
        return
    total = roll(state, {state.game.data.area_dice: strength}, label)
    for c in hit:
        if state._outcome is not None:
            return
        if c in explorers:
            p = explorers[c]
            if total >= int(state.explorer_card(p)["armour"]) + defence_bonus(state, p):
                hurt_explorer(state, p, label)
        elif (
            c in monsters
            and monsters[c] in state.monsters
            and total >= defence_of_monster(state, monsters[c], "normal")
        ):
            hurt_monster(state, monsters[c], None)


def explode(state: MachinaState, cell: Cell) -> None:
    """The barrel on ``cell`` explodes: every unit next to it is attacked for
    ``barrelAttack`` (B.3 "Exploding barrel")."""
    state.barrels = state.barrels - {cell}
    state.say("the barrel at {cell_ref} explodes", cell_ref=cell_ref(cell))
    area_attack(state, spaces.neighbours8(state, cell), int(state.params["barrelAttack"]), "barrel")


def aura_attack(state: MachinaState, victims: list[Any], ability: dict[str, Any], by: str) -> None:
    """One roll of the ability's dice against each victim's armour or will (B.3 "Attack
    resolution"; aura abilities, stand-in content)."""
    total = roll(state, dict(ability.get("dice") or {}), f"{by} aura")
    arcane = ability.get("kind") == "arcane"
    for unit in victims:
        if state._outcome is not None:
            return
        if isinstance(unit, int):
            if not state.on_map(unit):
                continue
            card = state.explorer_card(unit)
            need = int(card["will"] if arcane else card["armour"]) + defence_bonus(state, unit)
            if total >= need:
                state.say(
                    "the aura hits h{value} ({total} vs {need})",
                    value=unit + 1,
                    total=total,
                    need=need,
                )
                hurt_explorer(state, unit, "aura")
        elif unit in state.monsters and total >= defence_of_monster(
            state, unit, "arcane" if arcane else "normal"
        ):
            hurt_monster(state, unit, None)


def monster_attack(state: MachinaState, uid: str, p: int, attack: dict[str, Any]) -> None:
    """The monster's attack on explorer ``p``: its dice against the explorer's armour or
    will plus its items (B.3 "Attack resolution"; B.4 "Turn loop")."""
    total = roll(state, attack["dice"], f"{uid}>h{p + 1}")
    card = state.explorer_card(p)
    need = int(card["will"] if attack.get("kind") == "arcane" else card["armour"])
    need += defence_bonus(state, p)
    if total >= need:
        state.say(
            "{uid} hits h{value} ({total} vs {need})", uid=uid, value=p + 1, total=total, need=need
        )
        hurt_explorer(state, p, "monster")
    else:
        state.say(
            "{uid} misses h{value} ({total} vs {need})",
            uid=uid,
            value=p + 1,
            total=total,
            need=need,
        )
