"""What an md2 game needs besides the board (rules digest massive-darkness.md §1, §4):
read once per game and shared by every state.
"""

from __future__ import annotations

from typing import Any

from questwright.core.params import as_int
from questwright.engine.rulesets.md.data import MdData, open_chambers

__all__ = ["BANDS", "SCENERY", "MD2Data", "band_of"]

BANDS = ("1-2", "3-4", "5")
SCENERY = ("treasure", "objective", "chest", "fountain", "forge")


def band_of(level: int) -> int:
    """The band of a dungeon level: 0 for 1-2, 1 for 3-4, 2 for 5 (digest §4.2)."""
    return 0 if level <= 2 else 1 if level <= 4 else 2


class MD2Data(MdData):
    """What an md2 game needs besides the board: portals, markers, decks, tracks."""

    def __init__(self, game: Any, content: dict[str, Any]) -> None:
        super().__init__(game, content)
        board, topo = game.board, game.topology
        n = len(game.party)
        self.heroes = n
        self.scale = 2 if n == 1 else n
        self.solo_actions = int(board.parameter("soloActions", 4))
        if n == 1:
            self.actions = self.solo_actions
        by_heroes = list(board.parameter("lifebringersByHeroes", [1, 1, 2, 2, 3, 3]))
        self.lifebringers = int(
            self.setup.get("lifebringers", by_heroes[min(n, len(by_heroes)) - 1])
        )
        loot_by = list(board.parameter("lootMarkersByHeroes", [1, 1, 2, 2, 3, 3]))
        self.loot_count = loot_by[min(n, len(loot_by)) - 1]
        self.revive_health = int(board.parameter("reviveHealth", 3))
        self.reaction = int(board.parameter("reactionWoundsPerEnemy", 1))
        self.mob_actions = int(board.parameter("mobActions", 2))
        level_up = content.get("levelUp", {})
        self.level_xp = list(level_up.get("xp", board.parameter("levelUpXp", [5, 10, 12, 18])))
        self.level_health = list(level_up.get("health", [1, 1, 1, 1]))
        #: rarities a hero adds to the bag on reaching level 2, 3, … (its level token's)
        self.level_bag: list[list[str]] = [list(b) for b in level_up.get("bag", [])]
        self.xp = {"kill": 1, "leader": 2, "roaming": 4, **content.get("xp", {})}
        self.track_front = list(content["darknessTrack"]["front"])
        self.track_back = list(content["darknessTrack"]["back"])
        self.mobs = {c["id"]: c for band in content["mobs"].values() for c in band}
        self.mob_decks = [[c["id"] for c in content["mobs"].get(b, [])] for b in BANDS]
        self.mob_items = {c["id"]: c for band in content["mobItems"].values() for c in band}
        self.item_decks = [[c["id"] for c in content["mobItems"].get(b, [])] for b in BANDS]
        self.monsters = {c["id"]: c for band in content["roamingMonsters"].values() for c in band}
        self.monster_decks = [
            [c["id"] for c in content["roamingMonsters"].get(b, [])] for b in BANDS
        ]
        #: boss cards by name and by id (a boss token's ``name`` may give either)
        self.bosses = {c["name"]: c for c in content.get("bosses", [])}
        self.bosses.update({c["id"]: c for c in content.get("bosses", []) if "id" in c})
        for token in board.quest.tokens:
            name = token.properties.get("name", "boss") if token.type == "boss" else None
            if name is not None and str(name) not in self.bosses:
                # a fight without its card would have no dashboard (MD2_BOSS_CARD)
                raise ValueError(
                    f"boss token {token.id!r} is {name!r}, but the content has no boss card "
                    f"for it (bosses: {', '.join(sorted(c['name'] for c in content.get('bosses', [])))})"
                )
        self.door_cards = {c["id"]: c for c in content["doorCards"]}
        self.rarity_decks = {r: [c["id"] for c in cards] for r, cards in content["items"].items()}
        #: item card id -> its rarity (a ``carrying`` list may name either)
        self.rarity_of = {c: r for r, cards in self.rarity_decks.items() for c in cards}
        self.bonus = dict(content.get("lifebringerBonus", {}))
        enemy = content["dice"].get("enemy", {"faces": [{}]})["faces"]
        self.enemy_shields = [f.get("shields", 0) for f in enemy]
        self.enemy_wounds = [f.get("wound", 0) for f in enemy]
        self.enemy_specials = [f.get("special", 0) for f in enemy]
        # portals and markers
        self.portals: list[int] = []
        self.roaming_portals: list[int] = []
        for token in sorted(board.tokens_of_type("portal"), key=lambda t: t.id):
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is None or as_int(token.properties.get("minHeroes", 1), 1) > n:
                continue
            self.portals.append(zone)
            if token.properties.get("kind") == "roaming":
                self.roaming_portals.append(zone)
        arena = self.setup.get("bossArena", [])
        self.arena = [
            topo.index[z]
            for t in arena
            if t in board.tokens  # (an id that names no token seats nobody: MD2_BOSS_SETUP)
            for z in [board.token_zone(board.tokens[t])]
            if z in topo.index
        ]
        self.boss_room_tile = topo.tile_index.get(str(self.setup.get("bossRoom", "")), -1)
        chamber, open_marks = open_chambers(topo, self.start)
        self.open_rooms = frozenset(z for z, m in enumerate(chamber) if m < 0 or m in open_marks)
