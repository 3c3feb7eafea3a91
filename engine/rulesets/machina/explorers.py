"""The explorer phase of Machina Arcana (rules digest §B.2 "Explorer phase", "Explorer
actions"; player aid ``seeds/004``).

The round hooks of the explorer phase (who may act, stamina reset, re-entering after an
exit) and what an explorer does with stamina: moving, closing doors, trading, sealing a
spawn space, leaving by an exit token, using items and the explorer card's abilities. The
list of legal actions and the dispatch from action to rule live in :mod:`.turn`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.engine.actions import Action
from questwright.engine.rulesets.machina import abilities, chapters, combat, spaces
from questwright.engine.rulesets.machina.actions import PlayAbility, Trade, UseItem
from questwright.engine.rulesets.machina.spaces import (
    COST_PARAMETER,
    Cell,
    cell_ref,
    chebyshev,
    parse_cell,
)

if TYPE_CHECKING:
    from questwright.engine.rulesets.machina.state import MachinaState


def explorer_order(state: MachinaState) -> list[int]:
    """The explorers in seat order; in the explorer phase they choose who goes next
    (B.2 "Explorer phase": turns in any order)."""
    return list(range(len(state.pos)))


def off_the_map(state: MachinaState, p: int) -> bool:
    """An explorer destroyed or exited takes no turn (B.2 "Explorer actions": exit map
    tile)."""
    return not state.on_map(p)


def explorer_phase(state: MachinaState) -> None:
    """Start of the explorer phase (B.2 "Explorer phase"): exited explorers come back
    (once no exit token waits), stamina resets to the card's, round-start triggers fire."""
    if not spaces.active_exits(state):
        for p in range(len(state.pos)):
            if state.exited[p] and not state.dead[p]:
                reenter(state, p)
    for p in range(len(state.pos)):
        state.stamina[p] = int(state.explorer_card(p)["stamina"]) if state.on_map(p) else 0
    chapters.fire(state, "round-start", str(state.round))


def reenter(state: MachinaState, p: int) -> None:
    """An exited explorer comes back on the free space nearest where it left (B.2
    "Chapters and exits"; where is a stand-in, docs/engine.md)."""
    left = state.pos[p]
    spot = spaces.free_space_near(state, left) if left is not None else None
    if spot is None:
        return
    state.exited[p] = False
    state.pos[p] = spot
    state.say("h{value} re-enters at {cell_ref}", value=p + 1, cell_ref=cell_ref(spot))


def item_uses(state: MachinaState, p: int, here: Cell) -> list[Action]:
    """The ``item`` and ``ability`` actions explorer ``p`` on ``here`` can take: each
    carried item with a ``use`` and each card ability it can pay for, on each target the
    effect has (B.2 "Play active ability"; docs/engine.md)."""
    out: list[Action] = []
    items = state.game.data.items
    for item in sorted(set(state.items[p])):
        ability = items[item].get("use")
        if not ability or not can_pay(state, p, ability):
            continue
        for target in ability_targets(state, p, here, ability):
            out.append(UseItem(p, item, target))
    for ability in state.explorer_card(p).get("abilities", ()):
        if "id" in ability and can_pay(state, p, ability):
            for target in ability_targets(state, p, here, ability):
                out.append(PlayAbility(p, ability["id"], target))
    return out


def can_pay(state: MachinaState, p: int, ability: dict[str, Any]) -> bool:
    """Whether explorer ``p`` has the stamina and essence an ability costs (B.2 "Explorer
    actions": play active ability, as printed)."""
    return state.stamina[p] >= int(ability["cost"]) and state.essence[p] >= int(
        ability.get("essence", 0)
    )


def class_ability(state: MachinaState, p: int, ability_id: str) -> dict[str, Any] | None:
    """The explorer card's ability with this id (B.2 "Play active ability")."""
    for ability in state.explorer_card(p).get("abilities", ()):
        if ability.get("id") == ability_id:
            return dict(ability)
    return None


def ability_targets(state: MachinaState, p: int, here: Cell, ability: dict[str, Any]) -> list[str]:
    """Targets an explorer's ability has from ``here``: monster uids, spaces or
    ``self`` (empty when it would do nothing) (B.3 targeting modes, forced movement, teleport,
    control monster)."""
    effect = ability["effect"]
    reach = int(ability.get("range", 1))
    if effect == "heal":
        return ["self"] if state.hp[p] < state.max_hp(p) else []
    if effect == "aura":
        return ["self"] if abilities.aura_victims(state, here, reach, of_explorers=False) else []
    if effect == "teleport":
        return [cell_ref(c) for c in abilities.teleport_spaces(state, here, reach)]
    if effect == "lever":
        return []  # explorers pull levers with ``use``
    if effect == "control" and not any(
        abilities.control_plan(state, uid, quick=True) for uid in state.monsters
    ):
        return []  # no monster has anything to be driven to (no sight tests)
    targeting = {
        "range": reach,
        "ignoreObstacles": ability.get("ignoreObstacles"),
        "targetsEthereal": ability.get("targetsEthereal"),
    }
    found = [t for t in spaces.targets_of(state, here, targeting) if t in state.monsters]
    if effect == "attack":
        return found
    if effect == "control":
        return [uid for uid in found if abilities.control_plan(state, uid) is not None]
    pull = effect == "pull"
    distance = int(ability.get("distance", 1))
    out = []
    for uid in found:
        at = state.monster_cell(uid)
        end, bump = abilities.forced_path(state, here, at, distance, pull)
        if end != at or bump is not None:
            out.append(uid)
    return out


def trades(state: MachinaState, p: int, here: Cell) -> list[Action]:
    """Swaps with an explorer next to ``p`` (one item each way, or one given or taken)
    (B.2 "Explorer actions": trade)."""
    if state.stamina[p] < int(state.params["tradeCost"]) or not any(state.items):
        return []
    out: list[Action] = []
    for q, cell in enumerate(state.pos):
        if (
            q == p
            or cell is None
            or not state.on_map(q)
            or not spaces.adjacent_to(state, here, cell)
        ):
            continue
        mine = ["-", *sorted(set(state.items[p]))]
        theirs = ["-", *sorted(set(state.items[q]))]
        for give in mine:
            for take in theirs:
                if give != "-" or take != "-":
                    out.append(Trade(p, q, give, take))
    return out


def seal_stamina(state: MachinaState) -> int:
    """The stamina cost of sealing a spawn space (B.2 "Explorer actions": seal spawn
    space, cost garbled on the sheet: a stand-in parameter)."""
    cost = state.params.get("sealSpawnCost")
    return int(state.rules.get("sealSpawnStamina", 2) if cost is None else cost)


def chapter_costs(state: MachinaState, cell: Cell) -> tuple[int, int]:
    """Stamina and essence to activate the chapter space ``cell``: a lit one costs
    ``litChapterCost`` (B.2 "Explorer actions": activate lit / unlit chapter space)."""
    if cell in state.lit:
        return int(state.params.get("litChapterCost") or 0), 0
    cost = state.params.get("unlitChapterCost")
    stamina = int(state.rules.get("unlitChapterStamina", 2) if cost is None else cost)
    return stamina, int(state.rules.get("unlitChapterEssence", 0))


def can_use(state: MachinaState, p: int, cell: Cell, kind: str) -> bool:
    """Whether explorer ``p`` can pay for the action space ``cell`` of terrain ``kind``
    (and a chapter space is usable now) (B.2 "Explorer actions")."""
    if kind == "chapter-space":
        stamina, essence = chapter_costs(state, cell)
        return (
            state.stamina[p] >= stamina
            and state.essence[p] >= essence
            and chapter_space_usable(state, cell)
        )
    return state.stamina[p] >= int(state.params[COST_PARAMETER[kind]])


def chapter_space_usable(state: MachinaState, cell: Cell) -> bool:
    """The current chapter is not blocking, no exit token is out, and (when the
    chapter's objective names chapter spaces) this is one of them (B.2 "Chapters and exits").
    The endgame (the last chapter, a blocking one) may name a chapter space as its own
    victory condition: that space, and only that one, is usable then."""
    chapter_list = state.game.data.chapters
    if state.chapter >= len(chapter_list) or spaces.active_exits(state):
        return False
    chapter = chapter_list[state.chapter]
    objective = state.game.data.objectives.get(chapter["objective"])
    named = objective is not None and objective.kind == "activate"
    # the player aid's "not in a blocking chapter" keeps a chapter space from turning to
    # the next card; a blocking chapter says how it advances, and the endgame's card may
    # say "activate this space" (there is no next card to skip to)
    if chapter["blocking"] and not (named and state.chapter == len(chapter_list) - 1):
        return False
    return not named or cell in state.game.data.chapter_cells(objective, state.board)


def end_turn(state: MachinaState, p: int) -> None:
    """Explorer ``p``'s turn ends: its stamina becomes 0 (B.2 "Explorer phase")."""
    state.stamina[p] = 0
    state.finish_turn()


def move_explorer(state: MachinaState, p: int, to: Cell) -> None:
    """Explorer ``p`` steps to ``to`` for ``moveCost`` stamina (B.2 "Explorer actions":
    move)."""
    state.stamina[p] -= int(state.params["moveCost"])
    place_explorer(state, p, to)


def use_item(state: MachinaState, p: int, item: str, target: str) -> None:
    """Explorer ``p`` uses carried ``item`` on ``target``; a one-shot item is spent (B.2
    "Play active ability"; stand-in items, docs/engine.md)."""
    ability = state.game.data.items[item].get("use") if item in state.items[p] else None
    if ability is None:
        raise ValueError(f"h{p + 1} carries no usable item {item!r}")
    play_ability(state, p, ability, target, str(state.game.data.items[item]["name"]))
    if state.game.data.items[item].get("oneShot") and item in state.items[p]:
        state.items[p].remove(item)


def play_ability(
    state: MachinaState, p: int, ability: dict[str, Any], target: str, label: str
) -> None:
    """Explorer ``p`` plays ``ability`` (an item's use or its card's) on ``target``:
    attack, heal, aura, teleport, control or push / pull (B.2 "Play active ability"; B.3)."""
    here = state.pos[p]
    if here is None or not can_pay(state, p, ability):
        raise ValueError(f"h{p + 1} cannot pay for {label}")
    if target not in ability_targets(state, p, here, ability):
        raise ValueError(f"{label} cannot reach {target!r}")
    state.say("h{value} uses {ability}", value=p + 1, ability=ability.get("name") or label)
    state.essence[p] -= int(ability.get("essence", 0))
    effect = ability["effect"]
    if effect == "attack":
        combat.explorer_attack(state, p, target, {"kind": "normal", **ability})
        return
    state.stamina[p] -= int(ability["cost"])
    if effect == "heal":
        state.hp[p] = min(state.max_hp(p), state.hp[p] + int(ability.get("amount", 1)))
    elif effect == "aura":
        victims = abilities.aura_victims(
            state, here, int(ability.get("range", 1)), of_explorers=False
        )
        combat.aura_attack(state, victims, ability, f"h{p + 1}")
    elif effect == "teleport":
        to = parse_cell(target)
        state.say("h{value} teleports to {target}", value=p + 1, target=target)
        place_explorer(state, p, to)
    elif effect == "control":
        abilities.control(state, p, target)
    else:  # push / pull a monster
        distance = int(ability.get("distance", 1))
        abilities.move_unit(state, target, here, distance, effect == "pull")


def trade(state: MachinaState, p: int, q: int, give: str, take: str) -> None:
    """Explorer ``p`` and the adjacent ``q`` swap ``give`` for ``take`` (B.2 "Explorer
    actions": trade)."""
    if Trade(p, q, give, take) not in trades(state, p, state.pos[p]):  # type: ignore[arg-type]
        raise ValueError(f"h{p + 1} cannot trade {give} for {take} with h{q + 1}")
    state.stamina[p] -= int(state.params["tradeCost"])
    if give != "-":
        state.items[p].remove(give)
        state.items[q].append(give)
    if take != "-":
        state.items[q].remove(take)
        state.items[p].append(take)
    state.say(
        "h{value} trades {give} for {take} with h{value2}",
        value=p + 1,
        give=give,
        take=take,
        value2=q + 1,
    )


def place_explorer(state: MachinaState, p: int, to: Cell) -> None:
    """Put explorer ``p`` on ``to`` (a step, a push, a teleport); a pit destroys it
    (B.1 "Pit")."""
    state.pos[p] = to
    spaces.visit(state, to)
    if "enter-zone" in state.game.logic.triggers:
        chapters.fire(state, "enter-zone", *spaces.cell_names(state, to))
    if state.terrain(to) in state.game.data.pit_terrain:
        state.say("h{value} falls into the pit at {cell_ref}", value=p + 1, cell_ref=cell_ref(to))
        combat.kill_explorer(state, p, "pit")


def seal(state: MachinaState, p: int, cell: Cell) -> None:
    """Explorer ``p`` seals the spawn space ``cell``: threat -1, a unit on it is
    destroyed, and the space is impassable from now on (B.2 seal spawn space; B.1)."""
    state.stamina[p] -= seal_stamina(state)
    state.essence[p] -= int(state.rules.get("sealSpawnEssence", 0))
    state.threat = max(0, state.threat - 1)
    state.sealed = state.sealed | {cell}
    uid = state.monster_cells().get(cell)
    if uid is not None:
        state.say("{uid} is crushed by the seal", uid=uid)
        combat.remove_monster(state, uid, destroyed=True)
    state.say("h{value} seals the spawn space at {cell_ref}", value=p + 1, cell_ref=cell_ref(cell))


def exit_tile(state: MachinaState, p: int) -> None:
    """Explorer ``p`` leaves the map by an adjoining exit token and loses the rest of its
    turn (B.2 "Explorer actions": exit map tile; "Chapters and exits")."""
    here = state.pos[p]
    state.stamina[p] -= int(state.params["exitTileCost"])
    token = next(
        t
        for t, c in spaces.active_exits(state)
        if here == c or chebyshev(here, c) == 1  # type: ignore[arg-type]
    )
    state.exited[p] = True
    state.exits_used[p] = token
    state.say("h{value} exits the map by {token}", value=p + 1, token=token)
    chapters.check_chapter(state)
    if state._outcome is None:
        end_turn(state, p)
