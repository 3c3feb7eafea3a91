"""md2's spawning (rules digest massive-darkness.md §4.2): Mobs and Roaming Monsters by band, the
duplicate rule (a Mob already in play is upgraded), rewards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questwright.engine.pieces import Enemy
from questwright.engine.rulesets.md import decks, enemy_ai
from questwright.engine.rulesets.md2 import phases, rooms
from questwright.engine.rulesets.md2.data import BANDS, band_of

if TYPE_CHECKING:
    from questwright.engine.rulesets.md2.state import MD2State


def draw_banded(state: MD2State, prefix: str, band: int) -> tuple[str, int] | None:
    """Draw a card of ``band`` from a banded deck (digest §4.2)."""
    for b in range(band, len(BANDS)):
        card = decks.draw_card(state, f"{prefix}{b}")
        if card is not None:
            return card, b
    return None


def spawn_mob(state: MD2State, zone: int, source: str = "", band: int = -1, name: str = "") -> None:
    """Spawn a Mob in ``zone`` (digest §4.2; the duplicate rule upgrades one in play)."""
    data = state.data
    band = band_of(phases.dungeon_level(state)) if band < 0 else band
    got = None
    if name:
        card_id = next((c for c, m in data.mobs.items() if m["name"] == name), None)
        got = (card_id, band) if card_id else None
    if got is None:
        got = draw_banded(state, "mob", band)
    if got is None or got[0] is None:
        return
    card = data.mobs[got[0]]
    for enemy in state.enemies.values():
        other = data.mobs.get(enemy.card)
        if other is not None and other["family"] == card["family"]:
            upgrade(state, enemy, card)
            return
    level = BANDS.index(card["band"]) + 1
    enemy = decks.enemy_from_card(state, card, "mob", level, zone, int(card["leaderHealth"]), {})
    item = draw_banded(state, "mobitem", band)
    if item is not None:
        enemy.attacks = state.data.mob_items[item[0]]["attacks"]
        enemy.gear = item[0]
    else:
        enemy.attacks = {"melee": {"yellow": 1}}
    enemy.minions = data.scale + state.barracks
    state.barracks = 0
    enemy.minion_health = int(card["minionHealth"])
    enemy.source = source
    enemy_ai.place(state, enemy)
    draw_rewards(state, enemy, card)
    state.say(
        "{enemy} (mob of {value}) appears in {zone}",
        enemy=enemy.name,
        value=enemy.minions + 1,
        zone=state.zone_id(zone),
    )


def upgrade(state: MD2State, enemy: Enemy, card: dict[str, Any]) -> None:
    """The duplicate rule: a drawn Mob already in play is upgraded and acts once. (digest §4.2)"""
    table = state.data.mobs if enemy.kind == "mob" else state.data.monsters
    current = table.get(enemy.card, {})
    if BANDS.index(card["band"]) > BANDS.index(current.get("band", "1-2")):
        enemy.card = card["id"]
        enemy.level = BANDS.index(card["band"]) + 1
        enemy.defence = card["defence"]
        if enemy.kind == "mob":
            enemy.health = int(card["leaderHealth"])
            enemy.minion_health = int(card["minionHealth"])
        else:
            enemy.health = int(card["health"]) * state.data.scale
            enemy.attacks = card["attacks"]
        state.say("{enemy} grows stronger", enemy=enemy.name)
    state.activate(enemy, 1)


def draw_rewards(state: MD2State, enemy: Enemy, card: dict[str, Any]) -> None:
    """The card's reward: that many treasure tokens from the bag, laid on the card (an
    empty bag gives none). (digest §4.2, §6.2 loot)"""
    tokens = rooms.draw_bags(state, int(card.get("reward", 0)))
    if tokens:
        state.rewards[enemy.uid] = tokens
