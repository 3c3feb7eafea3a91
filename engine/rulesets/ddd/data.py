"""What every state of one Dark Darker Darkest game shares (rules digest §A.4–§A.6).

:class:`DddData` holds the :class:`~.house.House`, the rule parameters of the system and
quest, and the stand-in content of ``tilesets/ddd/content.json``, read once per game. The
position itself is :class:`~.state.DddState`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from questwright.core.params import (
    as_int,
    param_bool,
    param_int,
    param_int_map,
    param_names,
    param_str,
)
from questwright.engine.rulesets.ddd.house import House

if TYPE_CHECKING:
    from questwright.engine.core import Game

__all__ = ["DddData"]

T = TypeVar("T")

#: what a survivor's energy track side is called in the content, by starting AP
_SIDES = {4: "small", 3: "large"}
_DEFAULT_COSTS = {
    "event": 1,
    "tileDestroyed": 1,
    "survivorEliminated": 1,
    "codeTokenBypassed": 1,
    "unmatchedIcon": 1,
}


class DddData:
    """Per-game data shared by every state (see the module docstring)."""

    def __init__(self, game: Game) -> None:
        content = game.content
        board = game.board
        self.house = House(game)
        self.darkness_len = param_int(board, "darknessTrackLength", 5, 1, 100)
        self.darkness_start = param_int(board, "darknessStart", 1, 1, self.darkness_len)
        self.fire_space = param_int(board, "darknessFireSpace", 3, 1, 100)
        self.burn_to_destroy = param_int(board, "burnToDestroy", 3, 1, 100)
        self.destroyed_cost = param_int(board, "destroyedEntryCost", 3, 0, 100)
        cycle = [
            e for e in param_names(board, "eventCycle", ()) if e in ("zombie", "fire", "darkness")
        ][:20] or ["zombie", "fire", "darkness"]
        self.event_cycle: list[str] = cycle
        start = param_str(board, "eventStart", "darkness")
        self.event_start = cycle.index(start) if start in cycle else len(cycle) - 1
        fire_dirs = board.parameter("fireDirMap", None)
        fire_dirs = fire_dirs if isinstance(fire_dirs, dict) else {}
        self.fire_dirs: list[str] = []
        for i in (1, 2, 3, 4):
            d = fire_dirs.get(str(i))
            self.fire_dirs.append(d if d in ("N", "E", "S", "W") else "NESW"[i - 1])
        self.zombie_mp = param_int(board, "zombieMovePoints", 2, 0, 100)
        self.showdown_move = param_int(board, "showdownMovePerAP", 2, 1, 100)
        self.max_chips = param_int(board, "maxCodeChipsPlaced", 3, 0, 100)
        #: the longest lab code the security board takes (its larger side)
        self.code_slots = max(param_int_map(board, "securitySlots", 1, 20).values(), default=7)
        self.corner_loss = param_int(board, "nemesisCornerLoss", 3, 1, 100)
        #: corners burnt down by fire count toward the corners-destroyed loss too
        self.corners_by_fire = False
        for spec in game.logic.loss:
            if spec.kind == "corners-destroyed":
                count = as_int(spec.props.get("count"), self.corner_loss, 1, 100)
                self.corner_loss = count
                self.corners_by_fire = spec.props.get("byFire") is True
        self.advanced = param_bool(board, "advancedRooms", False)
        self.use_ammo = param_bool(board, "useAmmo", True)
        self.extra_rounds = param_int(board, "darknessExtraRounds", 0, 0, 100)
        self.showdown_actions = param_int(board, "showdownShiftMarkers", 6, 1, 100)
        self.zombie_cap = param_int_map(board, "componentLimits").get("zombies", 32)
        costs = dict(_DEFAULT_COSTS)
        for k, v in param_int_map(board, "darknessCosts", 0, 100).items():
            if k in costs:
                costs[k] = v
        self.costs = costs
        n = len(game.party)
        start_ap = param_int_map(board, "startingAP", 1, 12).get(str(n), 4 if n <= 3 else 3)
        self.side = _SIDES.get(start_ap, "small" if start_ap >= 4 else "large")
        # ---- stand-in content
        dice = content["dice"]
        self.survivor_die: list[str] = list(dice["survivor"])
        self.creature_die: list[str] = list(dice["creature"])
        self.terror_die: list[str] = list(dice["terror"])
        self.classes: dict[str, dict[str, Any]] = {s["id"]: s for s in content["survivors"]}
        self.cards: dict[str, dict[str, Any]] = {}
        for card in content["startingEquipment"]:
            self.cards[card["id"]] = card
        self.deck: list[str] = []
        for card in content["equipment"]:
            self.cards[card["id"]] = card
            for copy in range(int(card.get("count", 1))):
                self.deck.append(f"{card['id']}.{copy + 1}")
        self.creatures: dict[str, dict[str, Any]] = {c["id"]: c for c in content["creatures"]}
        self.creature_ids: list[str] = [c["id"] for c in content["creatures"]]
        self.nemeses: list[dict[str, Any]] = list(content["nemeses"])
        self.spawn_pool: list[int] = [
            int(v) for v, k in sorted(content["spawnTokens"].items()) for _ in range(int(k))
        ]
        inv = content.get("inventory", {})
        self.item_limit = int(inv.get("items", 5))
        self.ammo_cap = int(inv.get("ammoCap", 8))
        self.dice_cap = int(inv.get("diceCap", 4))
        self.zombie_dice_cap = int(inv.get("zombieDiceCap", 6))
        self.reload = int(inv.get("reload", 4))
        self.heal = int(inv.get("heal", 2))
        xp = content.get("xp", {})
        self.xp_zombie = int(xp.get("zombie", 1))
        self.xp_unlock = int(xp.get("unlock", 2))
        self.xp_creature = int(xp.get("creature", 2))
        self.xp_cap = int(xp.get("cap", 10))
        #: what each survivor's skills add, by (board, slots bought) (:mod:`.skills`)
        self.skill_levels: dict[tuple[str, int], dict[str, int]] = {}

    def card(self, instance: str) -> dict[str, Any]:
        """The card spec of a card instance (``torch.2`` → ``torch``)."""
        return self.cards[instance.rsplit(".", 1)[0]]

    def track(self, cls: str) -> list[int]:
        """A survivor's energy track (AP per wounds taken) on the side this party uses."""
        energy = self.classes[cls]["energy"]
        return list(energy.get(self.side) or next(iter(energy.values())))
