"""The position of a Dark Darker Darkest game: what the survivors carry, where the dead walk,
what burns, and the tracks (rules digest §A.4–§A.6).

:class:`DddData` holds what every state of one game shares (the :class:`~.ddd_house.House`,
the rule parameters of the system and quest, and the stand-in content of
``tilesets/ddd/content.json``). :class:`DddBase` is the state's bookkeeping: its fields,
clone and JSON, dice, the darkness track, wounds and the players' decisions.

**Player decisions** (digest §A.8: team order, damage allocation, targets, camera order,
spawn fallback room, knockback direction, card distribution…) all go through
:meth:`DddBase.decide`: the rules list the options with the deterministic greedy default
first; with ``ties="ask"`` the player chooses (a ``choose`` decision inside the action, so a
bot or a person answers it), otherwise the default is taken. The goal bot answers with the
default, the random bot at random.
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
from questwright.engine.actions import Choose, hero_name
from questwright.engine.crawler import CrawlerState
from questwright.engine.pieces import Enemy, Hero
from questwright.engine.rng import Rng
from questwright.engine.rulesets.ddd.house import House

if TYPE_CHECKING:
    from questwright.engine.core import Game

__all__ = ["DddBase", "DddData"]

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

    def card(self, instance: str) -> dict[str, Any]:
        """The card spec of a card instance (``torch.2`` → ``torch``)."""
        return self.cards[instance.rsplit(".", 1)[0]]

    def track(self, cls: str) -> list[int]:
        """A survivor's energy track (AP per wounds taken) on the side this party uses."""
        energy = self.classes[cls]["energy"]
        return list(energy.get(self.side) or next(iter(energy.values())))


class DddBase(CrawlerState):
    """The fields and bookkeeping of a Dark Darker Darkest position."""

    data: DddData
    house: House

    def __init__(self, game: Any, seed: int) -> None:
        super().__init__(game, seed)
        self.data = game.data
        self.house = self.data.house

    # ------------------------------------------------------------------ fields
    def _init_ddd(self) -> None:
        data, house = self.data, self.house
        n, nt = house.n, len(house.tile_ids)
        self._init_crawler()
        self.zombies: list[int] = [0] * n
        #: face-down spawn tokens per room: their zombie counts (known to nobody)
        self.hidden: dict[int, tuple[int, ...]] = {}
        self.spawn_pile: list[int] = list(data.spawn_pool)
        self.deck: list[str] = list(data.deck)
        self.creature_pile: list[str] = list(data.creature_ids)
        self.fire_tile = -1
        self.burn: list[int] = [0] * nt
        #: bit per destroyed tile
        self.wrecked = 0
        self.darkness = data.darkness_start
        self.final_round = 0  # the round in which darkness reached its last space
        self.event = data.event_start
        self.sequence: list[str] = []
        self.placed = 0
        self.lab_open = False
        #: bit per chip of the house: still on its doorway / turned face up
        self.chips_on = (1 << len(house.chips)) - 1
        self.chips_seen = 0
        #: each chip's colours (the quest's; face-down ones are unknown to the players)
        self.chip_cols: list[list[str]] = [list(c.colours) for c in house.chips]
        #: bit per camera still in play; per room: searched; per corner room: used this round
        self.cameras = (1 << len(house.cameras)) - 1
        self.searched = 0
        self.used_corners = 0
        self.ap: list[int] = []
        self.round_ap: list[int] = []
        self.virus: list[int] = []
        self.decay: list[int] = []
        self.entrapped: list[bool] = []
        #: 0 in the house, 1 out until the next regroup (zombified, killed), 2 out for good
        self.away: list[int] = []
        self.ammo: dict[str, int] = {}
        self.teams: list[list[int]] = []
        self.showdown = False
        self.antidote = -1
        #: showdown action markers (the rulebook's multitracker): per survivor, in the left,
        #: centre and right boxes; a survivor's hand is its ``ap``
        self.box_left: list[int] = []
        self.box_centre: list[int] = []
        self.box_right: list[int] = []
        self.markers = 0  # markers in the left box
        #: showdown: bit per entrapped survivor who made its escape attempt since the last
        #: nemesis reaction (one a round, as outside the showdown)
        self.tried = 0
        self.nemesis_goal = -1
        self.nemesis_ready = False
        self.corners_down = 0
        self.reactions_run = 0
        #: nemesis reactions run before this showdown round
        self.round_reactions = 0

    _LISTS = ("chip_cols", "zombies", "spawn_pile", "deck", "creature_pile", "burn", "sequence", "ap",
              "round_ap", "virus", "decay", "entrapped", "away",
              "box_left", "box_centre", "box_right")  # fmt: skip
    _SCALARS = ("fire_tile", "wrecked", "darkness", "final_round", "event", "placed",
                "lab_open", "chips_on", "chips_seen", "cameras", "searched", "used_corners",
                "showdown", "antidote", "markers", "tried", "nemesis_goal", "nemesis_ready",
                "corners_down", "reactions_run", "round_reactions")  # fmt: skip

    def _clone_rules(self, other: Any) -> None:
        other.data = self.data
        other.house = self.house
        for name in self._LISTS:
            setattr(other, name, getattr(self, name)[:])
        other.chip_cols = self.chip_cols  # replaced, never changed in place
        for name in self._SCALARS:
            setattr(other, name, getattr(self, name))
        other.hidden = dict(self.hidden)
        other.ammo = dict(self.ammo)
        other.teams = [t[:] for t in self.teams]

    def _rules_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {name: getattr(self, name) for name in (*self._LISTS, *self._SCALARS)}
        doc["hidden"] = {str(z): list(v) for z, v in sorted(self.hidden.items())}
        doc["ammo"] = dict(sorted(self.ammo.items()))
        doc["teams"] = self.teams
        return doc

    def _load_rules(self, doc: dict[str, Any]) -> None:
        self.data = self.game.data
        self.house = self.data.house
        for name in self._LISTS:
            setattr(self, name, list(doc[name]))
        self.chip_cols = [list(c) for c in doc["chip_cols"]]
        for name in self._SCALARS:
            setattr(self, name, doc[name])
        self.hidden = {int(z): tuple(v) for z, v in doc["hidden"].items()}
        self.ammo = dict(doc["ammo"])
        self.teams = [list(t) for t in doc["teams"]]

    def loss_text(self, kind: str, default: str) -> str:
        """What a loss says: the text of the quest's loss condition of that kind, if any."""
        for spec in self.game.logic.loss:
            if spec.kind == kind and spec.text:
                return spec.text
        return default

    # ------------------------------------------------------------------ decisions
    def decide(
        self,
        kind: str,
        options: list[T],
        labels: list[str],
        default: int = 0,
        player: int | None = None,
    ) -> T:
        """A decision the rules leave to the players (see the module docstring): the
        default is ``options[default]``; with ``ties="ask"`` the player picks."""
        if len(options) <= 1:
            return options[0]
        if self.game.ties != "ask":
            return options[default]
        order = [default, *(i for i in range(len(options)) if i != default)]
        who = self.decider() if player is None else player
        choices = [Choose(who, k, f"{kind}:{labels[i]}") for k, i in enumerate(order)]
        picked = self.ask(who, choices, kind)
        return options[order[picked.index]]  # type: ignore[attr-defined]

    def decider(self) -> int:
        """Who speaks for the players outside a survivor's action: the acting survivor,
        else the first survivor in the house."""
        if 0 <= self.active < len(self.heroes) and not self.away[self.active]:
            return self.active
        for h in self.heroes:
            if not self.away[h.index]:
                return h.index
        return 0

    # ------------------------------------------------------------------ dice
    def roll(self, die: str, count: int, what: str) -> list[str]:
        """Roll ``count`` dice of ``die`` (``survivor``, ``creature``, ``terror``, ``d4``,
        ``d6``), written as a chance record."""
        faces = {
            "survivor": self.data.survivor_die,
            "creature": self.data.creature_die,
            "terror": self.data.terror_die,
        }.get(die)
        if faces is None:
            sides = int(die[1:])
            got = [str(self.rng.below(sides) + 1) for _ in range(count)]
        else:
            got = [faces[self.rng.below(len(faces))] for _ in range(count)]
        if count:
            self.chance("roll", f"{what} {die}:{','.join(got)}")
        return got

    def location_roll(self, what: str) -> tuple[int, int]:
        """The d4 (row) and d6 (column) of a location roll."""
        row = self.rng.below(4) + 1
        col = self.rng.below(6) + 1
        self.chance("roll", f"{what} location:{row},{col}")
        return row, col

    # ------------------------------------------------------------------ queries
    def in_house(self, p: int) -> bool:
        return not self.away[p]

    def survivors(self) -> list[Hero]:
        """Survivors standing in the house."""
        return [h for h in self.heroes if not self.away[h.index]]

    def survivor_rooms(self) -> set[int]:
        return {h.zone for h in self.heroes if not self.away[h.index]}

    def survivors_in(self, zone: int) -> list[Hero]:
        return [h for h in self.heroes if h.zone == zone and not self.away[h.index]]

    def gone_mask(self) -> int:
        return self.key & self.house.zone_mask

    def is_wrecked(self, tile: int) -> bool:
        return bool(self.wrecked >> tile & 1)

    def burning(self, tile: int) -> bool:
        return self.burn[tile] > 0

    def fire_level(self, tile: int) -> int:
        """Burn markers on a tile (``burnToDestroy`` for a destroyed tile); 0 if neither."""
        if self.wrecked >> tile & 1:
            return self.data.burn_to_destroy
        return self.burn[tile]

    def room_fire(self, zone: int) -> int:
        tile = self.house.zone_tile[zone]
        return self.fire_level(tile) if tile >= 0 else 0

    def monsters_in(self, zone: int) -> bool:
        """Zombies, a creature or the nemesis in the room."""
        if self.zombies[zone]:
            return True
        for e in self.enemies.values():  # noqa: SIM110
            if e.zone == zone:
                return True
        return False

    def holds(self, zone: int) -> bool:
        """Zombies or a creature in the room: no survivor walks out of it (a retreat face
        aside). The rulebook says so of rooms "containing creatures or zombies"; the
        nemesis holds nobody, it is fought or fled."""
        if self.zombies[zone]:
            return True
        for e in self.enemies.values():  # noqa: SIM110
            if e.zone == zone and e.kind != "nemesis":
                return True
        return False

    def creature(self) -> Enemy | None:
        for e in self.enemies.values():
            if e.kind == "creature":
                return e
        return None

    def nemesis(self) -> Enemy | None:
        for e in self.enemies.values():
            if e.kind == "nemesis":
                return e
        return None

    def ap_of(self, h: Hero) -> int:
        """The AP a survivor's energy gives (the track value at its wounds)."""
        track = self.data.track(h.cls)
        wounds = h.max_health - h.health
        return track[wounds] if 0 <= wounds < len(track) else 0

    def items(self, p: int) -> int:
        """Inventory slots in use: cards and virus tokens."""
        return len(self.heroes[p].gear) + self.virus[p]

    def icons(self, p: int) -> set[str]:
        card = self.data.card
        out: set[str] = set()
        for g in self.heroes[p].gear:
            out.update(card(g).get("icons", ()))
        return out

    def chip_colours(self, chip: int) -> list[str]:
        return self.chip_cols[chip]

    def carried_chips(self, p: int) -> list[str]:
        items = self.heroes[p].items
        if not items:
            return []
        return [i.split(":", 1)[1] for i in items if i.startswith("chip:")]

    # ------------------------------------------------------------------ tracks
    def advance_darkness(self, steps: int, why: str) -> None:
        """Darkness moves on (never past its last space); landing on the fire space with no
        fire breaks one out; reaching the last space makes this round the final one."""
        if steps <= 0 or self._outcome is not None:
            return
        last = self.data.darkness_len
        for _ in range(steps):
            if self.darkness >= last:
                break
            self.darkness += 1
            self.say(f"darkness {self.darkness}/{last} ({why})")
            if self.darkness >= last:
                if self.showdown:
                    self.finish("loss", "darkness falls before the nemesis is stopped")
                    return
                if not self.final_round:
                    self.final_round = self.round
                    self.say("the darkness track is full: this is the final round")
            if self.darkness == self.data.fire_space and self.fire_tile < 0:
                self.outbreak("the darkness track")  # type: ignore[attr-defined]
                if self._outcome is not None:
                    return

    def add_zombies(self, zone: int, count: int) -> int:
        """Zombie figures into a room, as many as the box still has (``componentLimits``)."""
        room = max(0, self.data.zombie_cap - sum(self.zombies))
        got = min(count, room)
        self.zombies[zone] += got
        self.spawned["zombies"] = self.spawned.get("zombies", 0) + got
        return got

    def gain_xp(self, hero: Hero, amount: int) -> None:
        hero.xp = min(self.data.xp_cap, hero.xp + amount)

    # ------------------------------------------------------------------ random draws
    def draw_spawn(self) -> int | None:
        """A spawn token from the pile (face down: its value is private to nobody)."""
        pile = self.spawn_pile
        if not pile:
            return None
        value = pile.pop(self.rng.below(len(pile), ()))
        self.chance("draw", f"spawn:{value}", ())
        return value

    def draw_card(self) -> str | None:
        if not self.deck:
            return None
        card = self.deck.pop()
        self.chance("draw", f"equipment:{card}")
        return card

    # ------------------------------------------------------------------ hidden information
    def _resample_hidden(self, player: int, rng: Rng) -> None:
        """Deck and pile orders, face-down spawn tokens and unturned chips are drawn again."""
        rng.shuffle(self.deck)
        rng.shuffle(self.creature_pile)
        zones = sorted(self.hidden)
        pool = [v for z in zones for v in self.hidden[z]] + self.spawn_pile
        rng.shuffle(pool)
        pos = 0
        hidden: dict[int, tuple[int, ...]] = {}
        for z in zones:
            k = len(self.hidden[z])
            hidden[z] = tuple(pool[pos : pos + k])
            pos += k
        self.hidden = hidden
        self.spawn_pile = pool[pos:]
        # chips still face down on their doorways: their colours among themselves
        chips = self.house.chips
        down = [
            i for i in range(len(chips)) if self.chips_on >> i & 1 and not self.chips_seen >> i & 1
        ]
        cols = [c[:] for c in self.chip_cols]
        for size in sorted({len(cols[i]) for i in down}):
            same = [i for i in down if len(cols[i]) == size]
            drawn = [cols[i] for i in same]
            rng.shuffle(drawn)
            for i, c in zip(same, drawn, strict=True):
                cols[i] = c
        self.chip_cols = cols

    def hero_label(self, p: int) -> str:
        return hero_name(p)
