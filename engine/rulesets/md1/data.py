"""What an md1 game needs besides the board (rules digest massive-darkness.md §1, §4):
read once per game and shared by every state.
"""

from __future__ import annotations

from typing import Any

from questwright.core.params import as_int, param_names
from questwright.engine.rulesets.md.data import MdData, open_chambers

__all__ = ["OBJECTIVE_TOKENS", "MD1Data"]

OBJECTIVE_TOKENS = ("artifact", "lair", "library")


class MD1Data(MdData):
    """What an md1 game needs besides the board: levels, chambers, decks, setup."""

    def __init__(self, game: Any, content: dict[str, Any]) -> None:
        super().__init__(game, content)
        board, topo = game.board, game.topology
        self.party_size = len(game.party)
        self.max_level = int(board.parameter("maxLevel", 5))
        self.start_level = int(self.setup.get("startLevel", board.parameter("startLevel", 1)))
        self.lifebringer = int(self.setup.get("lifebringer", board.parameter("lifebringer", 2)))
        #: setup ``treasureLevel: "current"``: every Treasure token draws at the current level
        #: instead of its tile's (digest §1.7; the quest's choice, as Q9's centre tile)
        self.treasure_at_current = self.setup.get("treasureLevel") == "current"
        self.door_rooms = int(board.parameter("doorCardRooms", 3))
        self.xp = {"minion": 1, "boss": 3, "agent": 4, "roaming": 5, "cap": 30}
        self.xp.update(content.get("xp", {}))
        self.xp_cap = int(board.parameter("xpCap", self.xp["cap"]))
        # levels
        self.tile_level = [0] * len(topo.tile_ids)
        self.tile_level_zone = [-1] * len(topo.tile_ids)
        self.level_zones: dict[int, list[int]] = {}
        for token in sorted(board.tokens_of_type("level"), key=lambda t: t.id):
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is None:
                continue
            value = as_int(token.properties.get("value", 1), 1, 0, 100)
            self.level_zones.setdefault(value, []).append(zone)
            tile = topo.zone_tile[zone]
            if tile >= 0 and value > self.tile_level[tile]:
                self.tile_level[tile] = value
                self.tile_level_zone[tile] = zone
        for zones in self.level_zones.values():
            zones.sort()
        # special locations
        self.specials: dict[int, list[tuple[str, int, str]]] = {}
        for token in board.tokens_of_type("special-location"):
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is not None:
                self.specials.setdefault(zone, []).append(
                    (
                        token.id,
                        as_int(token.properties.get("extraGuards", 1), 1, 0, 100),
                        str(token.properties.get("doorCard", "draw")),
                    )
                )
        # chambers already open at the start draw no Door card
        chamber, open_marks = open_chambers(topo, self.start)
        self.explored0 = frozenset(z for z, m in enumerate(chamber) if m in open_marks)
        # cards
        self.guards = {c["id"]: c for deck in content["guards"].values() for c in deck}
        self.guard_decks = {int(k): [c["id"] for c in v] for k, v in content["guards"].items()}
        self.treasure_decks = {int(k): [c["id"] for c in v] for k, v in content["treasure"].items()}
        rms = content["roamingMonsters"]
        self.monsters = {c["id"]: c for tier in rms.values() for c in tier}
        self.monster_decks = {tier: [c["id"] for c in cards] for tier, cards in rms.items()}
        self.doors = {c["id"]: c for c in content["doorCards"]}
        self.events = {c["id"]: c for c in content["events"]}
        self.artifact_cards = [c["id"] for c in content.get("artifacts", [])]
        self.artifact_set = frozenset(self.artifact_cards)
        #: token types a hero picks up (the system's ``pickupTokens``): a type left out
        #: stays on the board (a lever or switch worked with Activate; issue #32)
        self.pickable = frozenset(
            param_names(board, "pickupTokens", ("treasure", "objective", *OBJECTIVE_TOKENS))
        )
        self.token_type = {t.id: t.type for t in board.quest.tokens}
        self.pools = {k: list(v) for k, v in self.setup.get("facedownPools", {}).items()}
        #: face-down objective slot -> the pool its kind is drawn from
        self.slot_pool = {
            t.id: str(t.properties.get("pool", "objectives"))
            for t in board.quest.tokens
            if t.type == "objective"
        }
        #: door index -> room zones in the order the quest fixes (door property roomOrder)
        self.room_orders: dict[int, list[int]] = {}
        for spec in game.quest.edges:
            order = spec.properties.get("roomOrder")
            if spec.id in topo.door_index and isinstance(order, list):
                self.room_orders[topo.door_index[spec.id]] = [
                    topo.index[z] for z in order if z in topo.index
                ]

        #: whether an enemy may ever have the ``decoy`` rule in this game: a pillar token
        #: that counts as a hero, or the word in a trigger (a ``set-enemy`` effect, however
        #: nested) or in the content (a card's skills); if not, no activation looks for
        #: decoys (:func:`..activation.attack_decoy`)
        self.decoys_possible = (
            any(t.type == "pillar" and t.properties.get("countsAsHero") for t in board.quest.tokens)
            or any(_names_decoy(e.value) for t in game.quest.triggers for e in t.effects)
            or _names_decoy(content)
        )
        #: per topology key and the zones holding objects: per zone, the object zones
        #: that see it and at what range (:func:`..activation.attack_decoy`), shared by
        #: every state of the game
        self.object_reach: dict[tuple[int, tuple[int, ...]], dict[int, list[tuple[int, int]]]] = {}

    def guard_named(self, name: str) -> dict[str, Any] | None:
        """The Guard card with this name or id (a quest's fixed Mob), if the content has it.
        (digest §7.1)"""
        card = self.guards.get(name)
        if card is None:
            card = next((c for c in self.guards.values() if c["name"] == name), None)
        return card


def _names_decoy(value: Any) -> bool:
    """Whether ``value`` (an effect's value, the content), however nested, has a ``decoy``
    key: the only way an enemy gets the rule (a ``set-enemy`` effect, a card's skills)."""
    if isinstance(value, dict):
        return "decoy" in value or any(_names_decoy(v) for v in value.values())
    if isinstance(value, list):
        return any(_names_decoy(v) for v in value)
    return False
