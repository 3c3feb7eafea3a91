"""The state of a descent1 game: heroes against the overlord, round by round.

The round (rules digest §5.2): every hero takes a turn in an order the heroes choose
(``begin``), then the overlord takes his (collect threat and draw, spawn, activate every
monster). A hero's turn: orders expire or pay out (dodge and guard end, rest restores
fatigue, a stun shortens the turn), one declared action (``act run|battle|advance|ready``)
gives movement points and attacks, spent one step, movement action or attack at a time;
fatigue pays for extra movement points (automatically, once they run out) or extra power
dice (after the roll). The overlord plays spawn and power cards before his first
activation, discards for threat at any time of his turn, and activates each monster once:
a monster moves up to its speed and attacks once, at any point of its move.

**Windows inside another player's turn** are decisions the state waits for between
actions (``frames``): the overlord may spring a trap when a hero steps into a space or
opens a chest, or play a dodge event when a hero's roll against a monster would hit; a hero
with a guard order may attack before the acting monster's next step, door or attack
(which then resolves only if the monster is still there to make it); after his own roll a
hero may spend fatigue on power dice. Every window opens only when its player has
something to play, so most steps ask nobody.

**Hidden information**: the overlord's hand (his draws are private chance records), the
deck order and the numbers on face-down chest markers (the overlord looks at them when he
places a chest; the heroes see only the tier). ``_resample_hidden`` deals them again.

Geometry comes from :mod:`.geometry` (the core's movement model and centre-line sight);
content and the quest layout from :mod:`.data`; attack arithmetic from :mod:`.combat`.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from questwright.core.geometry import Cell
from questwright.core.params import as_int
from questwright.engine.actions import Action, EndTurn, Move, OpenDoor, hero_name
from questwright.engine.crawler import CrawlerState
from questwright.engine.pieces import BoardToken
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, Turns
from questwright.engine.rulesets.descent1.actions import (
    Act,
    Activate,
    Buy,
    Climb,
    CloseDoor,
    Discard,
    Done,
    Drink,
    FromTown,
    Jump,
    Keep,
    Loot,
    MAttack,
    MClimb,
    MClose,
    MOpen,
    MStairs,
    MStep,
    Order,
    OvEnd,
    OvPass,
    Pass,
    Place,
    Play,
    Power,
    Skip,
    Stairs,
    Strike,
    ToTown,
    cell_text,
    footprint_text,
    parse_cell,
    parse_footprint,
)
from questwright.engine.rulesets.descent1.combat import settle, tally
from questwright.engine.rulesets.descent1.data import Card, GameData, Stats
from questwright.engine.rulesets.descent1.geometry import EIGHT, Footprint, chebyshev
from questwright.engine.rulesets.descent1.pieces import TOWN, DHero, Monster
from questwright.engine.rulesets.descent1.schema import MONSTER_ABILITIES
from questwright.schema.model import Effect

__all__ = ["DescentState"]

ORDERS = ("aim", "dodge", "guard", "rest")
ACTIONS = ("run", "battle", "advance", "ready")
ATTACK_TRAIT = {"melee": 0, "ranged": 1, "magic": 2}


_ABILITY_WORDS = re.compile(
    r"\b(" + "|".join(MONSTER_ABILITIES) + r"|quick shot)\b(?:\s+(\d{1,3})\b)?", re.IGNORECASE
)
_ABILITY_NAMES = {name.lower(): name for name in MONSTER_ABILITIES} | {"quick shot": "quickShot"}


def named_abilities(text: object) -> dict[str, int | bool]:
    """The abilities a named monster's ``abilities`` text names, in any case and order
    ("Stand-in: Knockback; Pierce 2; cannot be stunned"): each known ability word, with the
    number after it where there is one (rules digest §3.5). Other words are the author's."""
    if not isinstance(text, str):
        return {}
    found: dict[str, int | bool] = {}
    for word, number in _ABILITY_WORDS.findall(text[:2000]):
        name = _ABILITY_NAMES[word.lower()]
        found[name] = int(number) if number else True
    return found


class DescentState(CrawlerState):
    """A game of Descent (see the module docstring)."""

    ROUND = Round(
        [
            Turns("heroes", order="hero_order", chosen=True, start_turn="start_hero_turn"),
            Turns("overlord", order="overlord_order", start_turn="start_overlord_turn"),
            Step("end", "end_round"),
        ]
    )

    EFFECTS: ClassVar[dict[str, str]] = {
        **CrawlerState.EFFECTS,
        "coins": "_do_coins",
        "treasure": "_do_treasure",
        "conquest": "_do_conquest",
        "curse": "_do_curse",
        "threat": "_do_threat",
        "heal": "_do_heal",
        "fatigue": "_do_fatigue",
        "fatigue-or-wound": "_do_fatigue_or_wound",
    }

    data: GameData
    #: the heroes are descent heroes (the crawler's hero with fatigue, coins, potions…)
    heroes: list[DHero]  # type: ignore[assignment]

    # ================================================================== setup
    def setup(self) -> None:
        game = self.game
        self.data = data = game.data
        self._init_crawler()
        self.ov = len(game.party)
        self.conquest = data.start_conquest
        self.threat = int(data.overlord.get("startingThreat", 0))
        self.deck: list[str] = list(data.deck)
        self.rng.shuffle(self.deck)
        self.hand: list[str] = []
        self.discards: list[str] = []
        self.powers: list[str] = []
        self.deck_cycles = 0
        self.runes: list[str] = []
        self.revealed_areas: list[str] = []
        self.glyphs: dict[str, bool] = {}
        self.chest_numbers: dict[str, int] = {}
        self.piles: dict[str, list[int]] = {}
        for tier in sorted(data.chest_piles):
            pile = list(data.chest_piles[tier])
            self.rng.shuffle(pile)
            self.piles[tier] = pile
        self.treasure: dict[str, list[int]] = {}
        for tier in sorted(data.treasure):
            order = list(range(len(data.treasure[tier])))
            self.rng.shuffle(order)
            self.treasure[tier] = order
        self.frames: list[list[Any]] = []
        #: the rest of the current move (footprints) and who makes it (``h1``, a monster uid)
        self.path_left: list[str] = []
        self.path_who = ""
        #: the guards have had their window before the next step of ``path_left``
        self.guarded = False
        self.strike: dict[str, Any] | None = None
        self.declared = ""
        self.guards_left: list[int] = []
        self.spawning: list[list[str]] = []
        self.acting = ""
        self.ov_stage = "cards"
        self.spawned_now = False
        self.power_now = False
        self.turn_over = False
        for i, cls in enumerate(game.party):
            self.heroes.append(self._new_hero(i, cls))  # type: ignore[arg-type]
        for _ in range(int(data.overlord.get("openingHand", 3))):
            self.draw_card()
        # the map: doors not yet on the board stand open; the start area is laid out
        self.key = 0
        for door_id, i in data.door_index.items():
            if not data.door_closed[door_id]:
                self.key |= 1 << i
        for area in data.area_ids:
            for door_id in data.area_doors.get(area, []):
                self.key |= 1 << data.door_index[door_id]
        self._place_area("")
        self._deploy_heroes()
        if data.start_area:
            self.reveal_area(data.start_area)
        self.check_reveals()
        self.round = 1
        self.start_rounds()

    def _new_hero(self, index: int, cls: str) -> DHero:
        data = self.data
        spec = data.heroes[cls]
        h = DHero(index, cls)
        h.health = h.max_health = spec.wounds
        h.fatigue = h.max_fatigue = spec.fatigue
        h.armor = spec.armor
        h.speed = spec.speed
        h.conquest = spec.conquest
        h.traits = (spec.traits["melee"], spec.traits["ranged"], spec.traits["magic"])
        spent = 0
        for item_id in spec.kit:
            item = data.items.get(item_id)
            if item is None:
                continue
            spent += item.price
            (h.weapons if item.kind == "weapon" else h.armors).append(item_id)
        h.coins = max(0, data.starting_coins - spent)
        return h

    def _deploy_heroes(self) -> None:
        taken = set(self.monster_cells())
        spaces = [c for c in self.data.start_spaces if c not in taken]
        for h in self.heroes:
            if not spaces:
                spaces = [c for c in self.data.geo.passable if c not in taken]
                spaces.sort(key=lambda c: (c[1], c[0]))
            cell = spaces.pop(0)
            taken.add(cell)
            self._put_hero(h, cell)

    def _put_hero(self, h: DHero, cell: Cell | None) -> None:
        h.cell = cell
        h.zone = TOWN if cell is None else self.data.zone_of[cell]

    # ================================================================== queries
    @property
    def overlord(self) -> int:
        return self.ov

    def hero_cells(self) -> dict[Cell, int]:
        return {h.cell: h.index for h in self.heroes if h.cell is not None}

    def monster_cells(self) -> dict[Cell, str]:
        out: dict[Cell, str] = {}
        for m in self.enemies.values():
            for c in m.cells:  # type: ignore[attr-defined]
                out[c] = m.uid
        return out

    def figure_cells(self) -> set[Cell]:
        out = {h.cell for h in self.heroes if h.cell is not None}
        for m in self.enemies.values():
            out.update(m.cells)  # type: ignore[attr-defined]
        return out

    def monsters(self) -> list[Monster]:
        return list(self.enemies.values())  # type: ignore[arg-type]

    def monster(self, uid: str) -> Monster:
        return self.enemies[uid]  # type: ignore[return-value]

    def stats(self, m: Monster) -> Stats:
        """A monster's stats (its type and rank for the party's band; a named monster's
        own numbers over its type's master stats), power cards added."""
        shared = self.game.__dict__
        cache = shared.get("_descent_monster_stats")
        if cache is None:
            cache = shared["_descent_monster_stats"] = {}
        powers = self.powers
        key = (m.mtype, m.rank, m.source, tuple(powers)) if powers else (m.mtype, m.rank, m.source)
        found = cache.get(key)
        if found is None:
            found = cache[key] = self._powered_stats(m)
        return found  # type: ignore[no-any-return]

    def _powered_stats(self, m: Monster) -> Stats:
        base = self._base_stats(m.mtype, m.rank, m.source)
        if not self.powers:
            return base
        cache = self.game.__dict__.setdefault("_descent_powered", {})
        key = (id(base), tuple(sorted(self.powers)))
        found = cache.get(key)
        if found is None:
            bonus = self.power_bonus()
            found = cache[key] = Stats(
                base.speed + bonus["speed"],
                base.wounds,
                base.armor + bonus["armor"],
                base.dice,
                base.abilities,
            )
        return found  # type: ignore[no-any-return]

    def _base_stats(self, mtype: str, rank: str, source: str) -> Stats:
        cache = self.game.__dict__.setdefault("_descent_stats", {})
        key = (mtype, rank, source)
        found = cache.get(key)
        if found is not None:
            return found  # type: ignore[no-any-return]
        data = self.data
        mdef = data.monsters.get(mtype)
        if mdef is None:  # a type the content lacks: a plain stand-in brute
            base = Stats(4, 5, 1, ("red", "green"), {})
        else:
            base = mdef.stats["master" if rank in ("master", "named") else "normal"]
        props = data.named.get(source) if rank == "named" else None
        if props:
            dice = props.get("dice")
            abilities = dict(base.abilities)
            # the documented ``abilities`` text ("Stand-in: Knockback; Pierce 2"), and the
            # older undeclared ``specials`` ("pierce 2, reach") that quests may still carry
            for prop_name in ("abilities", "specials"):
                abilities.update(named_abilities(props.get(prop_name)))
            base = Stats(
                as_int(props.get("speed"), base.speed, 0, 100),
                as_int(props.get("wounds"), base.wounds, 1, 10_000),
                as_int(props.get("armor"), base.armor, 0, 100),
                tuple(d.strip() for d in str(dice).split(",") if d.strip())
                if isinstance(dice, str) and dice
                else base.dice,
                abilities,
            )
        cache[key] = base
        return base

    def attack_type(self, m: Monster) -> str:
        props = self.data.named.get(m.source) if m.rank == "named" else None
        if props and props.get("attack") in ("melee", "ranged", "magic"):
            return str(props["attack"])
        mdef = self.data.monsters.get(m.mtype)
        return mdef.attack if mdef else "melee"

    def shape(self, m: Monster) -> str:
        if len(m.cells) == 1:
            return "single"
        mdef = self.data.monsters.get(m.mtype)
        if mdef is not None and mdef.shape == "snake" and len(m.cells) == 2:
            return "snake"
        return "block"

    def power_bonus(self) -> dict[str, int]:
        out = {"damage": 0, "armor": 0, "speed": 0}
        cards = self.data.cards
        for cid in self.powers:
            spec = cards[cid].spec
            effect = spec.get("effect")
            if effect in out:
                out[effect] += int(spec.get("value", 1))
        return out

    def hero_armor(self, h: DHero) -> int:
        items = self.data.items
        return h.armor + max((items[a].armor for a in h.armors), default=0)

    def hero_speed(self, h: DHero) -> int:
        items = self.data.items
        caps = [items[a].speed_cap for a in h.armors if items[a].speed_cap]
        return min([h.speed, *caps])

    def budget(self, h: DHero) -> int:
        """Movement points a hero may still spend: points left, then fatigue."""
        return h.mp + h.fatigue

    def spend(self, h: DHero, cost: int) -> None:
        use = min(h.mp, cost)
        h.mp -= use
        h.fatigue -= cost - use

    def door_present(self, door_id: str) -> bool:
        """A door is on the board once the area that lists it is revealed."""
        for area, doors in self.data.area_doors.items():
            if door_id in doors:
                return area == "" or area in self.revealed_areas
        return True

    def door_is_open(self, door_id: str) -> bool:
        return bool(self.key & (1 << self.data.door_index[door_id]))

    def active_glyph_cells(self) -> list[Cell]:
        out = []
        for tid, on in sorted(self.glyphs.items()):
            token = self.tokens.get(tid)
            if on and token is not None:
                out.append(self.data.cell_of[token.zone])
        return out

    def tokens_at(self, cell: Cell) -> list[BoardToken]:
        z = self.data.zone_of.get(cell, -1)
        return [t for t in self.tokens.values() if t.zone == z]

    def unrevealed(self, cell: Cell) -> bool:
        area = self.data.area_of.get(cell)
        return area is not None and area not in self.revealed_areas

    # ================================================================== the map
    def _place_area(self, area: str) -> None:
        """Lay out what ``area`` lists: markers, monsters (doors are handled by the key)."""
        data = self.data
        board = self.game.board
        for token in data.area_tokens.get(area, []):
            if token.cell is None:
                continue
            cell = (token.cell[0], token.cell[1])
            kind = token.type
            if kind == "monster":
                self._place_quest_monster(token)
            elif kind in (
                "chest",
                "money",
                "potion-healing",
                "potion-vitality",
                "relic",
                "rune-key",
                "encounter",
                "glyph",
                "staircase",
            ):
                value = ""
                if kind == "chest":
                    value = str(token.properties.get("tier", "copper"))
                elif kind == "rune-key":
                    value = str(token.properties.get("color", "red"))
                self.tokens[token.id] = BoardToken(token.id, kind, data.zone_of[cell], value)
                if kind == "glyph":
                    self.glyphs[token.id] = token.properties.get("active") is True
                elif kind == "chest":
                    self._draw_chest(token.id, value)
        del board  # (the board is read through data)

    def _draw_chest(self, token_id: str, tier: str) -> None:
        pile = self.piles.get(tier)
        if not pile:  # a pile used up: its markers are shuffled again
            pile = list(self.data.chest_piles.get(tier, [1]))
            self.rng.shuffle(pile)
            self.piles[tier] = pile
        number = pile.pop()
        self.chest_numbers[token_id] = number
        self.chance("chest", f"{token_id}:{number}", private=(self.ov,))

    def _place_quest_monster(self, token: Any) -> None:
        props = token.properties
        mtype = str(props.get("monsterType", "beastman"))
        rank = str(props.get("rank", "normal"))
        wanted = tuple(sorted((c[0], c[1]) for c in self.game.board.token_cells(token)))
        cells = self._free_footprint(wanted, mtype)
        if cells is None:
            self.say(f"{token.id} finds no room and stays out")
            return
        m = self._new_monster(mtype, rank, cells, token.id)
        if props.get("name"):
            m.name = str(props["name"])
        self.say(f"{m.uid} ({self.describe(m)}) appears at {footprint_text(cells)}")

    def _new_monster(self, mtype: str, rank: str, cells: Footprint, source: str = "") -> Monster:
        stats = self._base_stats(mtype, rank, source)
        uid = self.new_uid()
        m = Monster(uid, mtype, rank, cells, stats.wounds)
        m.source = source
        m.zone = self.data.zone_of[cells[0]]
        self.enemies[uid] = m  # type: ignore[assignment]
        self.count_spawn(0 if rank == "normal" else 1)
        return m

    def _free_footprint(self, cells: Footprint, mtype: str) -> Footprint | None:
        """``cells`` if empty, else the nearest empty placement of the same shape (rules
        digest §4.5: the rules are silent, the convention takes the nearest)."""
        taken = self.figure_cells()
        passable = self.data.geo.passable
        if all(c in passable and c not in taken for c in cells):
            return cells
        ax, ay = cells[0]
        offsets = [(c[0] - ax, c[1] - ay) for c in cells]
        best = None
        for x, y in self.data.geo.cells:
            moved = tuple(sorted((x + dx, y + dy) for dx, dy in offsets))
            if all(c in passable and c not in taken for c in moved):
                d = chebyshev((x, y), (ax, ay))
                if best is None or d < best[0]:
                    best = (d, moved)
        return None if best is None else best[1]

    def reveal_area(self, area: str) -> None:
        if area in self.revealed_areas:
            return
        data = self.data
        self.revealed_areas.append(area)
        for door_id in data.area_doors.get(area, []):
            if data.door_closed[door_id]:
                self.key &= ~(1 << data.door_index[door_id])
        self._place_area(area)
        text = data.area_text.get(area, "")
        self.say(f"area {area} is revealed" + (f": {text}" if text else ""))
        self.fire("area-revealed", (area,))

    def check_reveals(self) -> None:
        """Every hero on the board who sees a space of an unrevealed area reveals it, the
        nearest first (its doors may hide the next); figures block the view (C6)."""
        data = self.data
        geo = data.geo
        while self._outcome is None and len(self.revealed_areas) < len(data.area_ids):
            revealed = self.revealed_areas
            blockers: set[Cell] | None = None
            best: tuple[int, str] | None = None
            for h in self.heroes:
                a = h.cell
                if a is None:
                    continue
                for area, seen in geo.visible_by_area(self.key, a, data.area_of).items():
                    if area in revealed:
                        continue
                    for d, c in seen:
                        if best is not None and d >= best[0]:
                            break
                        if blockers is None:
                            blockers = self.figure_cells() if geo.conventions.c6 else set()
                        if geo.sees(self.key, a, c, blockers, (a,)) is not None:
                            best = (d, area)
                            break
            if best is None:
                return
            self.reveal_area(best[1])

    # ================================================================== overlord cards
    def draw_card(self) -> None:
        if not self.deck:
            return
        card = self.deck.pop()
        self.hand.append(card)
        self.chance("draw", f"ov:{card}", private=(self.ov,))
        if not self.deck:
            lose = int(self.data.overlord.get("reshuffleConquest", 3))
            self.deck_cycles += 1
            self.say(f"the overlord's deck runs out: the heroes lose {lose} conquest")
            self.deck = self.discards
            self.discards = []
            self.rng.shuffle(self.deck)
            self.change_conquest(-lose)

    def card(self, cid: str) -> Card:
        return self.data.cards[cid]

    def change_conquest(self, delta: int) -> None:
        self.conquest += delta
        if self.conquest <= 0:
            self.finish("loss", "the heroes have no conquest tokens left")

    # ================================================================== round
    def hero_order(self) -> list[int]:
        return list(range(len(self.heroes)))

    def overlord_order(self) -> list[int]:
        return [self.ov]

    def start_hero_turn(self, player: int) -> None:
        h = self.heroes[player]
        h.action = ""
        h.mp = 0
        h.attacks = 0
        h.can_order = False
        h.used = ""
        h.glyph_used = False
        h.shopped = False
        self.turn_over = False
        if h.order in ("dodge", "guard"):
            h.order = ""
        elif h.order == "rest":
            h.order = ""
            h.fatigue = h.max_fatigue
            self.say(f"{hero_name(player)} rests: fatigue restored")
        if h.stun > 0:
            h.stun -= 1
            h.action = "stunned"
            h.mp = self.hero_speed(h)
            h.attacks = 1
            h.can_order = h.order == ""
            self.say(f"{hero_name(player)} is stunned: a move, an attack or an order")

    def start_overlord_turn(self, player: int) -> None:
        data = self.data
        self.threat += len(self.heroes)
        for _ in range(int(data.overlord.get("draw", 2))):
            self.draw_card()
            if self._outcome is not None:
                return
        self.ov_stage = "cards"
        self.spawned_now = False
        self.power_now = False
        self.acting = ""
        for m in self.monsters():
            m.activated = False
            m.frenzy = False
            m.slimed = False

    def end_round(self) -> None:
        if self.round >= self.game.max_rounds:
            self.finish("loss", "round bound reached")

    # ================================================================== the API hooks
    def _current_player(self) -> int:
        if self.frames:
            return int(self.frames[-1][1])
        return self.active if self.active >= 0 else 0

    def _legal_actions(self) -> list[Action]:
        if self.frames:
            return self._frame_options()
        if self.active == self.ov:
            return self._overlord_actions()
        return self._hero_actions(self.heroes[self.active])

    def _apply_action(self, action: Action) -> None:
        player = action.player
        if player != self.current_player():
            raise ValueError(f"it is not {action.actor()}'s decision")
        if self.frames:
            self._answer_frame(action)
        elif player == self.ov:
            self._overlord_apply(action)
        else:
            self._hero_apply(self.heroes[player], action)
        self._settle()

    def _settle(self) -> None:
        """After every action: quest checks, and the end of a turn nobody waits on."""
        if self._outcome is None:
            self.check_objectives()
        if self._outcome is not None or self.frames:
            return
        if self.turn_over:
            self.turn_over = False
            self.finish_turn()

    # ================================================================== frames (windows)
    def _frame_options(self) -> list[Action]:
        kind, player = self.frames[-1][0], int(self.frames[-1][1])
        if kind == "trap":
            trigger = self.frames[-1][3]
            hero = int(self.frames[-1][2])
            out: list[Action] = [
                Play(player, c, hero_name(hero)) for c in self.playable_traps(trigger)
            ]
            return [*out, OvPass(player)]
        if kind == "event":
            return [
                *(Play(player, c, "-") for c in self.playable_events("monster-attacked")),
                OvPass(player),
            ]
        if kind == "power":
            return [Power(player), Keep(player)]
        if kind == "guard":
            h = self.heroes[player]
            return [*self.strike_options(h), Pass(player)]
        raise ValueError(f"unknown window {kind}")

    def _answer_frame(self, action: Action) -> None:
        frame = self.frames.pop()
        kind = frame[0]
        if kind == "trap":
            hero = self.heroes[int(frame[2])]
            if isinstance(action, Play):
                self._spring_trap(action.card, hero)
            elif not isinstance(action, OvPass):
                raise ValueError(f"{action} does not answer a trap window")
            if frame[4] and self._outcome is None:
                self._chest_contents(hero, str(frame[4]), int(frame[5]))
            self._after_hero_event(hero)
        elif kind == "event":
            if isinstance(action, Play):
                self._pay(action.card)
                self.say(f"the overlord plays {self.card(action.card).name}: re-roll")
                assert self.strike is not None
                self._roll_strike(self.strike, again=True)
            elif not isinstance(action, OvPass):
                raise ValueError(f"{action} does not answer an event window")
            self._strike_continue()
        elif kind == "power":
            strike = self.strike
            assert strike is not None
            h = self.heroes[strike["hero"]]
            if isinstance(action, Power):
                h.fatigue -= 1
                strike["dice"].append("black")
                strike["faces"].append(self.rng.below(len(self.data.dice["black"])))
                self._record_roll(strike)
                self._strike_continue()
            elif isinstance(action, Keep):
                self._resolve_strike()
            else:
                raise ValueError(f"{action} does not answer the roll")
        elif kind == "guard":
            h = self.heroes[int(frame[1])]
            if isinstance(action, Strike):
                h.order = ""
                self.say(f"{hero_name(h.index)} interrupts from guard")
                self._begin_strike(h, action, guard=True)
            elif isinstance(action, Pass):
                self._run_declared()
            else:
                raise ValueError(f"{action} does not answer a guard window")

    def _after_hero_event(self, h: DHero) -> None:
        """A hero's turn ends when he dies in it (he is in town now); else his move goes on."""
        if h.cell is None and self.active == h.index and self.phase == "heroes":
            self.turn_over = True
            self.path_left = []
        if self.path_left and not self.frames:
            self._walk()

    # ================================================================== heroes
    def _hero_actions(self, h: DHero) -> list[Action]:
        p = h.index
        if not h.action:
            return [Act(p, k) for k in ACTIONS]
        out: list[Action] = []
        data = self.data
        budget = self.budget(h)
        moving_ok = self.may_move(h)
        if h.cell is None:  # in town
            if moving_ok and not h.glyph_used and budget >= data.glyph_cost:
                out += [FromTown(p, cell_text(c)) for c in self.glyph_exits()]
            out += [Buy(p, item) for item in self.buy_options(h)]
            out.append(EndTurn(p))
            return out
        here = h.cell
        heroes = self.hero_cells()
        mons = self.monster_cells()
        if moving_ok:
            if h.in_pit:
                if budget >= data.pit_climb:
                    out += [Climb(p, cell_text(c)) for c in self.climb_spaces(here)]
            else:
                out += [Move(p, cell_text(c)) for c in self.hero_destinations(h)]
                out += [Jump(p, cell_text(c)) for c in self.jump_spaces(here, budget)]
                if here in data.stairs and budget >= data.stair_cost:
                    for to in data.stairs[here]:
                        if to not in heroes and to not in mons and to in data.geo.passable:
                            out.append(Stairs(p, cell_text(to)))
                if budget >= data.door_cost:
                    for door_id in self.workable_doors(here, hero=True):
                        cls = CloseDoor if self.door_is_open(door_id) else OpenDoor
                        out.append(cls(p, door_id))
                if budget >= data.chest_cost:
                    for t in self.tokens_at(here):
                        if t.kind == "chest":
                            out.append(Loot(p, t.id))
                if (
                    here in self.active_glyph_cells()
                    and not h.glyph_used
                    and budget >= data.glyph_cost
                ):
                    out.append(ToTown(p))
        if self.may_drink(h):
            if h.healing and h.health < h.max_health:
                out.append(Drink(p, "healing"))
            if h.vitality and h.fatigue < h.max_fatigue:
                out.append(Drink(p, "vitality"))
        if h.attacks > 0:
            out += self.strike_options(h)
        if h.can_order and h.order == "" and not (h.action == "stunned" and h.used):
            out += [Order(p, k) for k in ORDERS]
        out.append(EndTurn(p))
        return out

    def may_move(self, h: DHero) -> bool:
        """Whether the hero may still spend movement points this turn: not after a Battle
        without fatigue, not after a Ready or stunned turn's attack (a Ready hero may still
        pay fatigue), not after a stunned hero's order, never while grappled."""
        if h.action == "battle" and h.fatigue <= 0:
            return False
        if (
            h.action in ("ready", "stunned")
            and h.used == "attack"
            and not (h.fatigue > 0 and h.action == "ready")
        ):
            return False
        if h.action == "stunned" and h.used == "order":
            return False
        return self.budget(h) > 0 and not (h.cell is not None and self.grappled(h))

    def may_drink(self, h: DHero) -> bool:
        return self.budget(h) >= 1 and not (h.action == "stunned" and h.used)

    def hero_reach(
        self, h: DHero, limit: int | None = None
    ) -> dict[Footprint, tuple[int, int, Footprint | None]]:
        """Where a hero may walk with the movement points and fatigue left: never into a
        monster or a pit (jumps and falls are their own actions), through other heroes,
        the fewest slime and aura spaces on the way. With ``limit``, only what lies at
        most that many steps away (the same entries: a walk's first steps do not depend
        on how far it may go on)."""
        assert h.cell is not None
        budget = self.budget(h)
        if limit is not None:
            budget = min(budget, limit)
        mons, avoid = self._hero_walk(h)
        return self.data.geo.reach(
            self.key, (h.cell,), "single", budget, mons, avoid, self.data.pits
        )

    def _hero_walk(self, h: DHero) -> tuple[frozenset[Cell], frozenset[Cell]]:
        """What a hero's walk never enters (monsters) and avoids (slime, auras)."""
        data = self.data
        mons = frozenset(self.monster_cells())
        avoid = set(data.hazards)
        for m in self.monsters():
            if self.stats(m).abilities.get("aura"):
                for c in m.cells:
                    avoid.update((c[0] + dx, c[1] + dy) for dx, dy in EIGHT)
        return mons, frozenset(avoid)

    def hero_route(self, h: DHero, goal: Cell) -> list[Footprint] | None:
        """The spaces of :meth:`hero_reach`'s walk to ``goal`` (``None``: out of reach)."""
        assert h.cell is not None
        mons, avoid = self._hero_walk(h)
        return self.data.geo.route(
            self.key, (h.cell,), "single", self.budget(h), (goal,), mons, avoid, self.data.pits
        )

    def hero_destinations(self, h: DHero) -> list[Cell]:
        heroes = self.hero_cells()
        return sorted(
            (f[0] for f in self.hero_reach(h) if f[0] not in heroes),
            key=lambda c: (c[1], c[0]),
        )

    def grappled(self, h: DHero, mons: dict[Cell, str] | None = None) -> bool:
        if h.cell is None:
            return False
        for m in self.monsters():
            if self.stats(m).abilities.get("grapple") and any(
                chebyshev(c, h.cell) == 1 for c in m.cells
            ):
                return True
        return False

    def glyph_exits(self) -> list[Cell]:
        """Where a hero comes out of town: an activated glyph, or beside it when a figure
        stands on it (a convention: the rules do not say)."""
        taken = self.figure_cells()
        passable = self.data.geo.passable
        out: list[Cell] = []
        for g in self.active_glyph_cells():
            if g not in taken:
                out.append(g)
                continue
            for dx, dy in EIGHT:
                c = (g[0] + dx, g[1] + dy)
                if c in passable and c not in taken and c not in out and c not in self.data.pits:
                    out.append(c)
        return sorted(set(out), key=lambda c: (c[1], c[0]))

    def buy_options(self, h: DHero) -> list[str]:
        data = self.data
        if not h.shopped and self.budget(h) < data.shop_cost:
            return []
        out = []
        if h.healing + h.vitality < data.potion_limit:
            for potion, price in sorted(data.potion_prices.items()):
                if h.coins >= price:
                    out.append(potion)
        for item_id in data.shop_items:
            item = data.items.get(item_id)
            if item and item.price <= h.coins and item_id not in h.weapons + h.armors:
                out.append(item_id)
        return out

    def climb_spaces(self, here: Cell) -> list[Cell]:
        taken = self.figure_cells()
        data = self.data
        return [
            n
            for n in data.geo.steps(self.key).get(here, ())
            if n not in taken and n not in data.pits
        ]

    def jump_spaces(self, here: Cell, budget: int) -> list[Cell]:
        """Landing spaces beyond a straight run of pit spaces (3 MP per pit space)."""
        data = self.data
        if not data.pits:
            return []
        steps = data.geo.steps(self.key)
        taken = self.figure_cells()
        out = []
        for dx, dy in EIGHT:
            c, n = here, 0
            while True:
                nxt = (c[0] + dx, c[1] + dy)
                if nxt not in steps.get(c, ()):
                    break
                c = nxt
                if c in data.pits:
                    n += 1
                    continue
                if n and n * data.pit_jump <= budget and c not in taken:
                    out.append(c)
                break
        return out

    def workable_doors(self, cell: Cell, hero: bool) -> list[str]:
        """Doors a figure on ``cell`` may open or close now (rune doors: heroes holding the
        colour; monsters: normal doors that lead into no unrevealed area)."""
        data = self.data
        out = []
        for door_id in sorted(data.door_index):
            if cell not in data.geo.door_cells[door_id] or not self.door_present(door_id):
                continue
            lock = data.door_locks.get(door_id)
            is_open = self.door_is_open(door_id)
            if lock is not None and (not hero or lock not in self.runes):
                continue
            if not hero and not is_open:
                a, b = data.geo.door_sides[door_id]
                if any(self.unrevealed(c) for c in a | b):
                    continue
            if is_open and not self._can_close(door_id):
                continue
            out.append(door_id)
        return out

    def _can_close(self, door_id: str) -> bool:
        """No large monster straddles the door line."""
        a, b = self.data.geo.door_sides[door_id]
        for m in self.monsters():
            cells = set(m.cells)
            if cells & a and cells & b:
                return False
        return True

    def strike_options(self, h: DHero) -> list[Action]:
        """Attacks a hero may make now: each weapon against each monster in reach (at the
        space of it he sees nearest)."""
        if h.cell is None:
            return []
        data = self.data
        geo = data.geo
        blockers = self.figure_cells()
        out: list[Action] = []
        weapons = h.weapons or ["fists"]
        targets: dict[str, tuple[int, Cell]] = {}
        for m in self.monsters():
            best: tuple[int, Cell] | None = None
            for c in m.cells:
                d = geo.sees(self.key, h.cell, c, blockers, (h.cell,))
                if d is not None and (best is None or d < best[0]):
                    best = (d, c)
            if best is not None:
                targets[m.uid] = best
        for wid in weapons:
            item = data.items.get(wid)
            if item is None:
                continue
            reach = 2 if item.abilities.get("reach") else 1
            for uid in sorted(targets):
                d, c = targets[uid]
                if item.attack == "melee" and d > reach:
                    continue
                out.append(Strike(h.index, wid, cell_text(c)))
        return out

    # ------------------------------------------------------------------ hero actions
    def _hero_apply(self, h: DHero, action: Action) -> None:
        p = h.index
        data = self.data
        if isinstance(action, Act):
            if h.action or action.kind not in ACTIONS:
                raise ValueError(f"{action} is not a declaration now")
            h.action = action.kind
            speed = self.hero_speed(h)
            h.mp, h.attacks = {
                "run": (2 * speed, 0),
                "battle": (0, 2),
                "advance": (speed, 1),
                "ready": (speed, 1),
            }[action.kind]
            h.can_order = action.kind == "ready"
            self.say(f"{hero_name(p)} declares {action.kind}")
            return
        if isinstance(action, EndTurn):
            if h.cell is not None:
                for t in self.tokens_at(h.cell):
                    if t.kind == "encounter":
                        self._encounter(h, t)
                        break
            self.turn_over = True
            return
        if isinstance(action, Order):
            h.order = action.kind
            h.can_order = False
            if h.action == "stunned":
                h.used = "order"
                h.mp = 0
                h.attacks = 0
            self.say(f"{hero_name(p)} places a {action.kind} order")
            return
        if isinstance(action, Strike):
            self._use(h, "attack")
            h.attacks -= 1
            self._begin_strike(h, action, guard=False)
            return
        if isinstance(action, Drink):
            self.spend(h, 1)
            if action.potion == "healing":
                h.healing -= 1
                h.health = min(h.max_health, h.health + data.healing)
            else:
                h.vitality -= 1
                h.fatigue = h.max_fatigue
            self.say(f"{hero_name(p)} drinks a {action.potion} potion")
            return
        if isinstance(action, Buy):
            self._buy(h, action.item)
            return
        if isinstance(action, FromTown):
            self._use(h, "move")
            self.spend(h, data.glyph_cost)
            h.glyph_used = True
            self.say(f"{hero_name(p)} steps out of town at {action.to}")
            self._enter(h, parse_cell(action.to))
            return
        if isinstance(action, ToTown):
            self._use(h, "move")
            self.spend(h, data.glyph_cost)
            h.glyph_used = True
            h.order = "" if h.order == "aim" else h.order
            self._put_hero(h, None)
            self.say(f"{hero_name(p)} travels to town")
            return
        assert h.cell is not None
        if isinstance(action, Move):
            self._use(h, "move")
            route = self.hero_route(h, parse_cell(action.to))
            if route is None:
                raise ValueError(f"{action}: no way there")
            self.path_who = hero_name(p)
            self.path_left = [footprint_text(f) for f in route]
            self._walk()
        elif isinstance(action, Jump):
            to = parse_cell(action.to)
            self._use(h, "move")
            self.spend(h, data.pit_jump * max(1, chebyshev(h.cell, to) - 1))
            self._enter(h, to)
        elif isinstance(action, Climb):
            self._use(h, "move")
            self.spend(h, data.pit_climb)
            h.in_pit = False
            self._enter(h, parse_cell(action.to))
        elif isinstance(action, Stairs):
            self._use(h, "move")
            self.spend(h, data.stair_cost)
            self._enter(h, parse_cell(action.to))
        elif isinstance(action, (OpenDoor, CloseDoor)):
            self.spend(h, data.door_cost)
            self._use(h, "move")
            self._work_door(action.door, isinstance(action, OpenDoor), hero_name(p))
        elif isinstance(action, Loot):
            self.spend(h, data.chest_cost)
            self._use(h, "move")
            self._open_chest(h, action.chest)
        else:
            raise ValueError(f"descent1 has no hero action {action}")

    def _walk(self) -> None:
        """Go on along the path of the current move, one space at a time: the overlord's
        windows and a hero's guard may interrupt between spaces; a reveal, a fall or a
        space taken in the meantime stops the move there (the mover decides again)."""
        while self.path_left and not self.frames and self._outcome is None:
            who = self.path_who
            if who.startswith("h"):
                h = self.heroes[int(who[1:]) - 1]
                nxt = parse_cell(self.path_left[0])
                if h.cell is None or h.in_pit or nxt in self.monster_cells():
                    self.path_left = []
                    return
                self.path_left.pop(0)
                self.spend(h, 1)
                revealed = len(self.revealed_areas)
                self._enter(h, nxt)
                if len(self.revealed_areas) != revealed or h.cell is None or h.in_pit:
                    self.path_left = []
                continue
            m = self.enemies.get(who)
            if m is None or self.acting != who:
                self.path_left = []
                return
            if self.guarded:
                self.guarded = False
            elif any(h.order == "guard" for h in self.heroes):
                guards = self._guards_against(m)  # type: ignore[arg-type]
                if guards:
                    self.declared = "walk"
                    self.guards_left = guards
                    self._run_declared()
                    return
            self._step_monster(m)  # type: ignore[arg-type]

    def _step_monster(self, m: Monster) -> None:
        cells = parse_footprint(self.path_left.pop(0))
        taken = self.hero_cells()
        if not self.stats(m).abilities.get("fly") and any(c in taken for c in cells):
            self.path_left = []
            return
        m.mp -= 1
        self._move_monster(m, cells)
        if m.uid not in self.enemies or m.in_pit:
            self.path_left = []

    def _use(self, h: DHero, what: str) -> None:
        """Ready and stunned turns allow a move *or* an attack (and an order)."""
        if what == "move" and h.order == "aim":
            h.order = ""
        if h.action == "ready":
            if what == "attack" and h.used != "attack":
                h.used = "attack"
                h.mp = 0
            elif what == "move" and not h.used:
                h.used = "move"
                h.attacks = 0
        elif h.action == "stunned" and not h.used:
            h.used = what
            if what == "attack":
                h.mp = 0
            else:
                h.attacks = 0
            h.can_order = False

    def _enter(self, h: DHero, cell: Cell) -> None:
        """A hero arrives in a space: pits and hazards, glyphs, tokens, auras, reveals,
        then the overlord's trap window."""
        data = self.data
        self._put_hero(h, cell)
        self.visits[h.zone] += 1
        self.fire("enter-zone", (self.zone_id(h.zone),), h)  # type: ignore[arg-type]
        if self._outcome is not None:
            return
        if cell in data.pits and not h.in_pit:
            h.in_pit = True
            self.say(f"{hero_name(h.index)} falls into a pit")
            self.wound(h, data.pit_wounds, "a pit")
        elif cell in data.hazards:
            self.wound(h, 1, "slime")
        if h.cell is None or self._outcome is not None:
            self._after_hero_event(h)
            return
        for t in self.tokens_at(cell):
            if t.kind == "glyph" and not self.glyphs.get(t.id):
                self.glyphs[t.id] = True
                self.say(f"{hero_name(h.index)} activates glyph {t.id}")
                self.change_conquest(data.glyph_conquest)
            elif t.kind in ("money", "potion-healing", "potion-vitality", "relic", "rune-key"):
                self._pick_up(h, t)
            if self._outcome is not None:
                return
        self._auras(h)
        if h.cell is None:
            self._after_hero_event(h)
            return
        self.check_reveals()
        if self._outcome is None and self.playable_traps("hero-enters"):
            self.frames.append(["trap", self.ov, h.index, "hero-enters", "", 0])

    def _auras(self, h: DHero) -> None:
        if h.cell is None:
            return
        for m in self.monsters():
            if self.stats(m).abilities.get("aura") and any(
                chebyshev(c, h.cell) == 1 for c in m.cells
            ):
                self.wound(h, 1, f"{m.uid}'s aura")
                if h.cell is None:
                    return

    def _pick_up(self, h: DHero, t: BoardToken) -> None:
        data = self.data
        kind = t.kind
        if kind in ("potion-healing", "potion-vitality"):
            if h.healing + h.vitality >= data.potion_limit:
                return
            if kind == "potion-healing":
                h.healing += 1
            else:
                h.vitality += 1
        elif kind == "money":
            for o in self.heroes:
                o.coins += data.money_coins
        elif kind == "rune-key":
            if t.value not in self.runes:
                self.runes.append(t.value)
        elif kind == "relic":
            h.items.append(f"relic:{t.id}")
        del self.tokens[t.id]
        self.picked[t.id] = h.index
        self.say(f"{hero_name(h.index)} picks up {t.id} ({kind})")
        self.fire("pickup", (t.id, kind), h)  # type: ignore[arg-type]

    def _buy(self, h: DHero, item: str) -> None:
        data = self.data
        if not h.shopped:
            self.spend(h, data.shop_cost)
            h.shopped = True
        if item in data.potion_prices:
            h.coins -= data.potion_prices[item]
            if item == "healing":
                h.healing += 1
            else:
                h.vitality += 1
        else:
            spec = data.items[item]
            h.coins -= spec.price
            (h.weapons if spec.kind == "weapon" else h.armors).append(item)
        self.say(f"{hero_name(h.index)} buys {item}")

    def _work_door(self, door_id: str, opening: bool, who: str) -> None:
        bit = 1 << self.data.door_index[door_id]
        if opening:
            self.key |= bit
            self.say(f"{who} opens {door_id}")
            self.fire("door-opened", (door_id,))
            self.check_reveals()
        else:
            self.key &= ~bit
            self.say(f"{who} closes {door_id}")

    def open_door(self, door: int, hero: Any, by_effect: bool = False) -> None:
        self.key |= 1 << door
        self.fire("door-opened", (self.game.topology.door_ids[door],), hero)
        self.check_reveals()

    def _encounter(self, h: DHero, t: BoardToken) -> None:
        spec = self.game.board.tokens.get(t.id)
        props = spec.properties if spec is not None else {}
        del self.tokens[t.id]
        self.picked[t.id] = h.index
        text = str(props.get("text", "") or "")
        self.say(f"{hero_name(h.index)} meets encounter {t.id}" + (f": {text}" if text else ""))
        for effect in parse_encounter(str(props.get("effect", "") or "")):
            self.effect(effect, h)  # type: ignore[arg-type]
            if self._outcome is not None:
                return
        self.fire("encounter", (t.id,), h)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ chests
    def _open_chest(self, h: DHero, chest_id: str) -> None:
        """Open a chest: its number is looked up in the chest table; curses first, then
        the overlord's trap window, then the contents (rules digest §1.5)."""
        t = self.tokens.pop(chest_id)
        tier = t.value
        number = self.chest_numbers.pop(chest_id, 1)
        self.picked[chest_id] = h.index
        self.say(f"{hero_name(h.index)} opens {chest_id} ({tier}): number {number}")
        entry = self.data.chest_table.get(tier, {}).get(str(number))
        if entry and entry.get("text"):
            self.say(f"  {entry['text']}")
        for effect in (entry or {}).get("effects") or []:
            if effect.kind == "curse":
                self.effect(effect, h)  # type: ignore[arg-type]
        self.fire("pickup", (chest_id, "chest"), h)  # type: ignore[arg-type]
        if self._outcome is not None:
            return
        if self.playable_traps("chest-opened"):
            self.frames.append(["trap", self.ov, h.index, "chest-opened", tier, number])
            return
        self._chest_contents(h, tier, number)

    def _chest_contents(self, h: DHero, tier: str, number: int) -> None:
        entry = self.data.chest_table.get(tier, {}).get(str(number))
        for effect in (entry or {}).get("effects") or []:
            if effect.kind == "curse":
                continue
            self.effect(effect, h)  # type: ignore[arg-type]
            if self._outcome is not None:
                return

    # ------------------------------------------------------------------ effects
    def _receivers_of(self, effect: Effect, hero: Any, default: str) -> list[DHero]:
        return self._receivers(effect.target or default, hero)  # type: ignore[return-value]

    def _do_coins(self, effect: Effect, hero: Any) -> None:
        coins = as_int(effect.value or 0, 0)
        for h in self._receivers_of(effect, hero, "all"):
            h.coins += coins
        self.say(f"coins: +{coins}")

    def _do_treasure(self, effect: Effect, hero: Any) -> None:
        tier = str(effect.value or "copper")
        deck = self.treasure.get(tier, [])
        cards = self.data.treasure.get(tier, [])
        for h in self._receivers_of(effect, hero, "all"):
            if not deck:
                self.say(f"the {tier} treasure deck is empty")
                return
            entry = cards[deck.pop()]
            self.chance("treasure", f"{hero_name(h.index)}:{tier}")
            self._gain(h, entry)

    def _gain(self, h: DHero, entry: Any) -> None:
        data = self.data
        if isinstance(entry, dict) and "coins" in entry:
            h.coins += int(entry["coins"])
            self.say(f"{hero_name(h.index)} finds {entry['coins']} coins")
        elif isinstance(entry, dict) and "potion" in entry:
            if h.healing + h.vitality < data.potion_limit:
                if entry["potion"] == "healing":
                    h.healing += 1
                else:
                    h.vitality += 1
            self.say(f"{hero_name(h.index)} finds a {entry['potion']} potion")
        elif isinstance(entry, str) and entry in data.items:
            spec = data.items[entry]
            lst = h.weapons if spec.kind == "weapon" else h.armors
            if entry not in lst:
                lst.append(entry)
            else:
                h.coins += spec.price // 2 // 25 * 25
            self.say(f"{hero_name(h.index)} finds {spec.name}")

    def _do_conquest(self, effect: Effect, hero: Any) -> None:
        delta = as_int(effect.value or 0, 0)
        self.say(f"conquest {delta:+d}")
        self.change_conquest(delta)

    def _do_curse(self, effect: Effect, hero: Any) -> None:
        gain = as_int(effect.value or 1, 1) * len(self.heroes)
        self.threat += gain
        self.say(f"a curse: the overlord gains {gain} threat")

    def _do_threat(self, effect: Effect, hero: Any) -> None:
        self.threat = max(0, self.threat + as_int(effect.value or 0, 0))

    def _do_heal(self, effect: Effect, hero: Any) -> None:
        for h in self._receivers_of(effect, hero, "picker"):
            h.health = min(h.max_health, h.health + as_int(effect.value or 0, 0))

    def _do_fatigue(self, effect: Effect, hero: Any) -> None:
        for h in self._receivers_of(effect, hero, "picker"):
            h.fatigue = max(0, min(h.max_fatigue, h.fatigue + as_int(effect.value or 0, 0)))

    def _do_fatigue_or_wound(self, effect: Effect, hero: Any) -> None:
        n = as_int(effect.value or 1, 1, 0, 100)
        for h in self._receivers_of(effect, hero, "picker"):
            if h.fatigue >= n:
                h.fatigue -= n
            else:
                self.wound(h, n, "an encounter")

    def wound_hero(self, hero: Any, wounds: int, cause: str) -> None:
        self.wound(hero, wounds, cause)

    def _effect_spawn(self, effect: Effect, hero: Any) -> None:
        """A quest trigger spawns monsters (``value`` a type or ``{monster, rank, count}``)
        at the nearest empty spaces to ``target`` (default: the hero of the event)."""
        value = effect.value
        if isinstance(value, dict):
            mtype = str(value.get("monster", "beastman"))
            rank = str(value.get("rank", "normal"))
            count = int(value.get("count", effect.count or 1))
        else:
            mtype, rank, count = str(value or "beastman"), "normal", int(effect.count or 1)
        zones = self.zones_of(effect.target) if effect.target else frozenset()
        if zones:
            at = self.data.cell_of[min(zones)]
        elif hero is not None and hero.cell is not None:
            at = hero.cell
        else:
            return
        size = self.data.monsters[mtype].size if mtype in self.data.monsters else (1, 1)
        for _ in range(count):
            cells = tuple(
                sorted((at[0] + dx, at[1] + dy) for dx in range(size[0]) for dy in range(size[1]))
            )
            placed = self._free_footprint(cells, mtype)
            if placed is None:
                return
            m = self._new_monster(mtype, rank, placed)
            self.say(f"{m.uid} ({self.describe(m)}) appears at {footprint_text(placed)}")

    # ================================================================== wounds and death
    def wound(self, h: DHero, n: int, cause: str) -> None:
        """``n`` wounds to a hero (armor already counted); orders that wounds remove go."""
        if n <= 0 or h.cell is None:
            return
        h.health -= n
        if h.order in ("aim", "guard", "rest"):
            h.order = ""
        self.say(f"{hero_name(h.index)} suffers {n} wound(s) ({cause})")
        if h.health <= 0:
            self.kill_hero(h, cause, "enemy")  # type: ignore[arg-type]

    def kill_hero(self, hero: Any, cause: str, tag: str = "enemy") -> None:
        """A hero dies (rules digest §5.6): to town at once, the heroes lose his conquest
        value, he loses half his coins (rounded down to 25), and is restored."""
        h: DHero = hero
        if h.cell is not None:
            self.deaths[h.zone] += 1
        self.hero_deaths += 1
        self._put_hero(h, None)
        h.health = h.max_health
        h.fatigue = h.max_fatigue
        h.stun = 0
        h.in_pit = False
        h.order = ""
        loss = (h.coins // 2) // 25 * 25
        h.coins -= loss
        self.say(f"{hero_name(h.index)} is killed ({cause}) and wakes in town")
        for spec in self.game.logic.loss:
            if spec.props.get("cause", tag) != tag:
                continue
            if spec.kind == "hero-dies" and spec.target in (None, hero_name(h.index)):
                self.finish("loss", spec.text)
                return
        self.change_conquest(-h.conquest)
        if h.index == self.active and self.phase == "heroes":
            self.turn_over = True
        if self._outcome is None:
            self.check_reveals()

    def hurt_monster(self, m: Monster, n: int, killer: DHero | None) -> None:
        if n <= 0 or m.uid not in self.enemies:
            return
        m.damage += n
        if m.damage < m.wounds:
            return
        if self.stats(m).abilities.get("undying"):
            face = self.data.dice["black"][self.rng.below(len(self.data.dice["black"]))]
            self.chance("roll", f"{m.uid} undying {face.surge}")
            if face.surge:
                m.damage = 0
                self.say(f"{m.uid} will not die")
                return
        self.kill_monster(m, killer)

    def kill_monster(self, m: Monster, killer: DHero | None) -> None:
        del self.enemies[m.uid]
        self.killed.add(m.uid)
        if m.source:
            self.killed.add(m.source)
        self.say(f"{m.uid} ({self.describe(m)}) is killed")
        if killer is not None and m.rank == "master":
            killer.coins += self.data.master_coins
        if m.rank == "named":
            reward = int(self.data.named.get(m.source, {}).get("conquestReward", 0) or 0)
            if reward:
                self.change_conquest(reward)
        if self.acting == m.uid:
            self.acting = ""
        self.fire(
            "enemy-killed",
            (m.uid, m.source, m.name, m.mtype),
            killer,  # type: ignore[arg-type]
        )
        if self._outcome is None:
            self.check_reveals()

    # ================================================================== hero attacks
    def _begin_strike(self, h: DHero, action: Strike, guard: bool) -> None:
        data = self.data
        item = data.items.get(action.weapon) or data.items["fists"]
        target = parse_cell(action.target)
        victim = self.monster_cells().get(target, "")
        assert h.cell is not None
        need = data.geo.sees(self.key, h.cell, target) or 1
        trait = h.traits[ATTACK_TRAIT.get(item.attack, 0)]
        dice = list(item.dice) + ["black"] * min(trait, data.power_cap)
        aimed = h.order == "aim"
        if aimed:
            h.order = ""
        strike = {
            "hero": h.index,
            "weapon": item.id,
            "target": list(target),
            "victim": victim,
            "need": need,
            "dice": dice,
            "faces": [],
            "aimed": aimed,
            "guard": guard,
        }
        self.strike = strike
        self.say(f"{hero_name(h.index)} attacks {action.target} with {item.name}")
        self._roll_strike(strike)
        if aimed and not self._strike_result(strike).hit:
            self.say("an aimed attack: the roll is taken again")
            self._roll_strike(strike, again=True)
        if (
            victim
            and not aimed
            and self._strike_result(strike).hit
            and self.playable_events("monster-attacked")
        ):
            self.frames.append(["event", self.ov])
            return
        self._strike_continue()

    def _roll_strike(self, strike: dict[str, Any], again: bool = False) -> None:
        dice = self.data.dice
        strike["faces"] = [self.rng.below(len(dice[c])) for c in strike["dice"]]
        self._record_roll(strike)

    def _record_roll(self, strike: dict[str, Any]) -> None:
        text = ",".join(f"{c}:{f}" for c, f in zip(strike["dice"], strike["faces"], strict=True))
        self.chance("roll", f"{hero_name(strike['hero'])} {text}")

    def _strike_tally(self, strike: dict[str, Any]) -> Any:
        dice = self.data.dice
        return tally([dice[c][f] for c, f in zip(strike["dice"], strike["faces"], strict=True)])

    def _strike_result(self, strike: dict[str, Any]) -> Any:
        item = self.data.items[strike["weapon"]]
        return settle(
            self._strike_tally(strike),
            strike["need"],
            item.attack == "melee",
            item.surges,
            pierce=int(item.abilities.get("pierce", 0) or 0),
        )

    def _strike_continue(self) -> None:
        """After the roll (and any re-roll): the hero may buy power dice with fatigue."""
        strike = self.strike
        assert strike is not None
        h = self.heroes[strike["hero"]]
        powers = strike["dice"].count("black")
        if h.fatigue > 0 and powers < self.data.power_cap and not self._strike_tally(strike).miss:
            self.frames.append(["power", h.index])
            return
        self._resolve_strike()

    def _resolve_strike(self) -> None:
        strike = self.strike
        assert strike is not None
        self.strike = None
        data = self.data
        h = self.heroes[strike["hero"]]
        item = data.items[strike["weapon"]]
        res = self._strike_result(strike)
        target = (strike["target"][0], strike["target"][1])
        if not res.hit:
            self.say("the attack misses")
        else:
            hit: list[Any] = []
            mons = self.monster_cells()
            if strike["victim"] and strike["victim"] in self.enemies:
                hit.append(self.monster(strike["victim"]))
            blast = int(item.abilities.get("blast", 0) or 0)
            if blast:
                hit += self._blast_victims(target, blast, hit)
            if item.abilities.get("sweep") and h.cell is not None:
                for c, uid in sorted(mons.items()):
                    m = self.monster(uid)
                    if m not in hit and chebyshev(c, h.cell) == 1:
                        hit.append(m)
            for victim in hit:
                if isinstance(victim, DHero):
                    self._damage_hero(victim, res.damage, res.pierce, res.stun, False, None)
                    continue
                if victim.uid not in self.enemies:
                    continue
                armor = self.stats(victim).armor
                wounds = max(0, res.damage - max(0, armor - res.pierce))
                self.say(f"{victim.uid} takes {wounds} wound(s) ({res.damage} damage)")
                if res.damage >= 1 and res.stun and victim.rank != "named":
                    victim.stun += 1
                if res.damage >= 1 and res.knockback and len(victim.cells) == 1 and h.cell:
                    self._knock_back(victim, h.cell)
                self.hurt_monster(victim, wounds, h)
                if self._outcome is not None:
                    return
        if strike["guard"]:
            self._run_declared()

    def _blast_victims(self, target: Cell, radius: int, already: list[Any]) -> list[Any]:
        """Figures within ``radius`` of the target space that see it (friend and foe;
        walls, closed doors and rubble stop the spread, figures do not)."""
        geo = self.data.geo
        out: list[Any] = []
        for m in self.monsters():
            if m in already:
                continue
            if any(
                chebyshev(c, target) <= radius and geo.sees(self.key, c, target) is not None
                for c in m.cells
            ):
                out.append(m)
        for h in self.heroes:
            if (
                h.cell is not None
                and chebyshev(h.cell, target) <= radius
                and geo.sees(self.key, h.cell, target) is not None
                and h not in already
            ):
                out.append(h)
        return out

    def _knock_back(self, figure: Any, source: Cell) -> None:
        """Knockback (a fixed rule for the attacker's choice): the figure lands on the
        empty space up to 3 steps away (walls and closed doors stop it, figures and
        obstacles do not) farthest from the attacker."""
        data = self.data
        start = figure.cells[0] if isinstance(figure, Monster) else figure.cell
        if start is None:
            return
        steps = data.geo.steps(self.key)
        seen = {start}
        frontier = [start]
        for _ in range(3):
            nxt = []
            for c in frontier:
                for n in steps.get(c, ()):
                    if n not in seen:
                        seen.add(n)
                        nxt.append(n)
            frontier = nxt
        taken = self.figure_cells()
        spots = [c for c in seen if c not in taken and c not in data.pits and c != start]
        if not spots:
            return
        spot = max(spots, key=lambda c: (chebyshev(c, source), -c[1], -c[0]))
        if chebyshev(spot, source) <= chebyshev(start, source):
            return
        if isinstance(figure, Monster):
            figure.cells = (spot,)
            figure.zone = data.zone_of[spot]
            self.say(f"{figure.uid} is knocked back to {cell_text(spot)}")
        else:
            self.say(f"{hero_name(figure.index)} is knocked back to {cell_text(spot)}")
            self._put_hero(figure, spot)
            figure.in_pit = False
            self._auras(figure)
            self.check_reveals()

    # ================================================================== monster attacks
    def monster_targets(self, m: Monster) -> list[Cell]:
        """Hero spaces the monster may attack now (melee: adjacent; reach 2)."""
        geo = self.data.geo
        stats = self.stats(m)
        kind = self.attack_type(m)
        reach = 2 if stats.abilities.get("reach") else 1
        blockers = self.figure_cells()
        own = m.cells
        out = []
        for h in self.heroes:
            if h.cell is None:
                continue
            for c in own:
                d = geo.sees(self.key, c, h.cell, blockers, own)
                if d is not None and (kind != "melee" or d <= reach):
                    out.append(h.cell)
                    break
        return sorted(out, key=lambda c: (c[1], c[0]))

    def _monster_attack(self, m: Monster, target: Cell) -> None:
        data = self.data
        geo = data.geo
        stats = self.stats(m)
        kind = self.attack_type(m)
        blockers = self.figure_cells()
        need = min(
            (d for c in m.cells if (d := geo.sees(self.key, c, target, blockers, m.cells))),
            default=1,
        )
        dice = list(stats.dice)
        faces = [self.rng.below(len(data.dice[c])) for c in dice]
        self.chance(
            "roll", f"{m.uid} " + ",".join(f"{c}:{f}" for c, f in zip(dice, faces, strict=True))
        )
        victims: list[DHero] = [h for h in self.heroes if h.cell == target]
        if stats.abilities.get("sweep"):
            for h in self.heroes:
                if (
                    h.cell is not None
                    and h not in victims
                    and any(chebyshev(c, h.cell) == 1 for c in m.cells)
                ):
                    victims.append(h)
        blast = int(stats.abilities.get("blast", 0) or 0)
        if blast:
            for h in self.heroes:
                if (
                    h.cell is not None
                    and h not in victims
                    and chebyshev(h.cell, target) <= blast
                    and geo.sees(self.key, h.cell, target) is not None
                ):
                    victims.append(h)
        # the target's dodge order: the overlord re-rolls when the roll would wound (a
        # fixed rule for the hero's choice)
        first = victims[0] if victims else None
        roll = tally([data.dice[c][f] for c, f in zip(dice, faces, strict=True)])
        if first is not None and first.order == "dodge":
            armor = self.hero_armor(first)
            pierce = int(stats.abilities.get("pierce", 0) or 0)
            bonus = self.power_bonus()["damage"]
            if self._monster_wounds(roll, kind, need, armor, pierce, bonus) > 0:
                faces = [self.rng.below(len(data.dice[c])) for c in dice]
                self.chance(
                    "roll",
                    f"{m.uid} dodged "
                    + ",".join(f"{c}:{f}" for c, f in zip(dice, faces, strict=True)),
                )
                roll = tally([data.dice[c][f] for c, f in zip(dice, faces, strict=True)])
        per = int(data.overlord.get("surgesPerThreat", 2) or 2)
        if not roll.miss and roll.surges >= per:
            self.threat += roll.surges // per
        hit = not roll.miss and (kind == "melee" or roll.range >= need)
        if not hit:
            self.say(f"{m.uid}'s attack misses")
            return
        damage = roll.damage + self.power_bonus()["damage"]
        pierce = int(stats.abilities.get("pierce", 0) or 0)
        for h in victims:
            if m.uid not in self.enemies or self._outcome is not None:
                return
            self._damage_hero(
                h,
                damage,
                pierce,
                bool(stats.abilities.get("stun")),
                bool(stats.abilities.get("knockback")),
                m,
            )

    @staticmethod
    def _monster_wounds(
        roll: Any, kind: str, need: int, armor: int, pierce: int, bonus: int
    ) -> int:
        if roll.miss or (kind != "melee" and roll.range < need):
            return 0
        return max(0, roll.damage + bonus - max(0, armor - pierce))

    def _damage_hero(
        self, h: DHero, damage: int, pierce: int, stun: bool, knockback: bool, m: Monster | None
    ) -> None:
        if h.cell is None:
            return
        wounds = max(0, damage - max(0, self.hero_armor(h) - pierce))
        source = m.uid if m is not None else "a blast"
        if damage >= 1 and stun:
            h.stun += 1
        if damage >= 1 and knockback and m is not None:
            self._knock_back(h, m.cells[0])
        self.wound(h, wounds, source)

    # ================================================================== the overlord
    def affordable(self, cid: str) -> bool:
        return self.card(cid).cost <= self.threat

    def playable_traps(self, trigger: str) -> list[str]:
        cards = self.data.cards
        return sorted(
            c
            for c in set(self.hand)
            if cards[c].type == "trap" and cards[c].trigger == trigger and self.affordable(c)
        )

    def playable_events(self, trigger: str) -> list[str]:
        cards = self.data.cards
        return sorted(
            c
            for c in set(self.hand)
            if cards[c].type == "event" and cards[c].trigger == trigger and self.affordable(c)
        )

    def _pay(self, cid: str) -> None:
        self.threat -= self.card(cid).cost
        self.hand.remove(cid)
        if self.card(cid).type == "power":
            self.powers.append(cid)
        else:
            self.discards.append(cid)

    def _spring_trap(self, cid: str, h: DHero) -> None:
        card = self.card(cid)
        self._pay(cid)
        self.say(f"the overlord springs {card.name} on {hero_name(h.index)}")
        spec = card.spec
        if spec.get("avoidOnBlank"):
            black = self.data.dice["black"]
            face = black[self.rng.below(len(black))]
            blank = not (face.surge or face.enhance or face.damage or face.range)
            self.chance("roll", f"{hero_name(h.index)} avoids {'blank' if blank else 'no'}")
            if blank:
                self.say(f"{hero_name(h.index)} avoids it")
                return
        wounds = int(spec.get("wounds", 0))
        if not spec.get("ignoreArmor"):
            wounds = max(0, wounds - self.hero_armor(h))
        if spec.get("stun"):
            h.stun += 1
        self.wound(h, wounds, card.name)

    def _overlord_actions(self) -> list[Action]:
        ov = self.ov
        cards = self.data.cards
        if self.spawning:
            mtype = self.spawning[0][0]
            return [
                *(Place(ov, footprint_text(f)) for f in self.spawn_places(mtype)),
                Skip(ov),
            ]
        if self.acting:
            return self._monster_actions(self.monster(self.acting))
        limit = int(self.data.overlord.get("handLimit", 8))
        hand = sorted(set(self.hand))
        if len(self.hand) > limit:
            return [Discard(ov, c) for c in hand]
        out: list[Action] = [Discard(ov, c) for c in hand]
        if self.ov_stage == "cards":
            for c in hand:
                card = cards[c]
                if not self.affordable(c):
                    continue
                if card.type == "spawn" and not self.spawned_now:
                    out.append(Play(ov, c, "-"))
                elif card.type == "power" and not self.power_now:
                    if all(cards[p].base != card.base for p in self.powers):
                        out.append(Play(ov, c, "-"))
                elif card.type == "event" and card.trigger == "overlord-turn":
                    for m in sorted(self.monsters(), key=lambda m: m.uid):
                        effect = card.spec.get("effect")
                        if effect == "heal" and m.damage == 0:
                            continue
                        if effect == "extra-attack" and (m.activated or m.frenzy):
                            continue
                        out.append(Play(ov, c, m.uid))
        for m in sorted(self.monsters(), key=lambda m: _uid_key(m.uid)):
            if not m.activated:
                out.append(Activate(ov, m.uid))
        out.append(OvEnd(ov))
        return out

    def spawn_places(self, mtype: str) -> list[Footprint]:
        """Legal footprints for a spawned monster (rules digest §4.4): revealed, empty,
        no obstacle or activated glyph, and out of every hero's sight (monsters do not
        block it, heroes do: C7), every space of a large one (C8)."""
        data = self.data
        geo = data.geo
        mdef = data.monsters.get(mtype)
        w, hgt = mdef.size if mdef else (1, 1)
        taken = frozenset(self.figure_cells())
        glyphs = frozenset(self.active_glyph_cells())
        heroes = tuple(h.cell for h in self.heroes if h.cell is not None)
        cache = self.game.__dict__.setdefault("_descent_spawn", {})
        if len(cache) > 20_000:
            cache.clear()
        ckey = (self.key, taken, glyphs, heroes, tuple(self.revealed_areas), w, hgt)
        found = cache.get(ckey)
        if found is not None:
            return found  # type: ignore[no-any-return]
        revealed = set(self.revealed_areas)
        area_of = data.area_of
        good = {
            c
            for c in self._unseen_spawnable(heroes)
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
                if all(c in good for c in cells) and self._whole(cells):
                    out.append(cells)
        cache[ckey] = out
        return out

    def _unseen_spawnable(self, heroes: tuple[Cell, ...]) -> frozenset[Cell]:
        """The spaces a monster may ever be spawned on that no hero on ``heroes`` sees
        (heroes block the view, monsters do not: C7). Cached per door key and heroes'
        spaces: the monsters move and fall through a turn, the heroes' view stays."""
        cache = self.game.__dict__.setdefault("_descent_unseen", {})
        ckey = (self.key, heroes)
        found = cache.get(ckey)
        if found is not None:
            return found  # type: ignore[no-any-return]
        if len(cache) > 20_000:
            cache.clear()
        geo = self.data.geo
        good = set(self.data.spawnable)
        for a in heroes:
            others = [b for b in heroes if b != a] if geo.conventions.c7 else []
            vis = geo.visible(self.key, a)
            if not others:
                good.difference_update(vis)
                continue
            for c in [c for c in good if c in vis]:
                if geo.sees(self.key, a, c, others, (a,)) is not None:
                    good.discard(c)
        found = cache[ckey] = frozenset(good)
        return found

    def _whole(self, cells: Footprint) -> bool:
        """A footprint no wall or closed door cuts through."""
        if len(cells) == 1:
            return True
        steps = self.data.geo.steps(self.key)
        inside = set(cells)
        for c in cells:
            for n in ((c[0] + 1, c[1]), (c[0], c[1] + 1)):
                if n in inside and n not in steps.get(c, ()):
                    return False
        return True

    def supply_left(self, mtype: str, rank: str) -> int:
        mdef = self.data.monsters.get(mtype)
        have = mdef.figures.get(rank, 0) if mdef else 0
        used = sum(
            1
            for m in self.monsters()
            if m.mtype == mtype and (m.rank == rank or (rank == "master" and m.rank == "named"))
        )
        return have - used

    def _overlord_apply(self, action: Action) -> None:
        cards = self.data.cards
        if isinstance(action, Place):
            mtype, rank = self.spawning.pop(0)
            cells = parse_footprint(action.at)
            if self.supply_left(mtype, rank) <= 0:
                self._recycle(mtype, rank)
            m = self._new_monster(mtype, rank, cells)
            self.say(f"{m.uid} ({self.describe(m)}) is spawned at {action.at}")
            return
        if isinstance(action, Skip):
            self.spawning.pop(0)
            return
        if isinstance(action, Discard):
            card = cards[action.card]
            self.hand.remove(action.card)
            self.discards.append(action.card)
            self.threat += card.discard
            self.say(f"the overlord discards {card.name} for {card.discard} threat")
            return
        if isinstance(action, Play):
            self._play_card(action)
            return
        if isinstance(action, Activate):
            self._activate(self.monster(action.monster))
            return
        if isinstance(action, OvEnd):
            self.acting = ""
            self.turn_over = True
            return
        if isinstance(action, Done):
            self.acting = ""
            return
        if isinstance(action, MStep):
            m = self.monster(action.monster)
            goal = parse_footprint(action.to)
            found = self.monster_reach(m)
            if goal not in found:
                raise ValueError(f"{action}: no way there")
            if m.half == "stunned":
                m.half = "move"
                m.attacks = 0
            self.path_who = m.uid
            self.path_left = [footprint_text(f) for f in self.data.geo.path(found, goal)]
            self.guarded = False
            self._walk()
            return
        if isinstance(action, (MAttack, MOpen, MClose, MClimb, MStairs)):
            m = self.monster(action.monster)
            guards = self._guards_against(m)
            if guards:
                self.declared = str(action)
                self.guards_left = guards
                self._run_declared()
                return
            self._monster_do(m, action)
            return
        raise ValueError(f"descent1 has no overlord action {action}")

    def _recycle(self, mtype: str, rank: str) -> None:
        """No figure left: the one of that kind farthest from every hero is taken off the
        board and used again (the overlord's choice, settled by a fixed rule)."""
        heroes = [h.cell for h in self.heroes if h.cell is not None]
        pool = [m for m in self.monsters() if m.mtype == mtype and m.rank == rank]
        if not pool:
            return
        far = max(
            pool,
            key=lambda m: (min((chebyshev(m.cells[0], c) for c in heroes), default=0), m.uid),
        )
        del self.enemies[far.uid]
        self.say(f"{far.uid} is taken off the board to be used again")

    def _play_card(self, action: Play) -> None:
        card = self.card(action.card)
        self._pay(action.card)
        self.say(f"the overlord plays {card.name}")
        if card.type == "spawn":
            self.spawned_now = True
            for spec in card.spec.get("monsters", []):
                for _ in range(int(spec.get("count", 1))):
                    self.spawning.append([str(spec["monster"]), str(spec.get("rank", "normal"))])
        elif card.type == "power":
            self.power_now = True
        elif card.type == "event":
            m = self.enemies.get(action.target)
            effect = card.spec.get("effect")
            if m is None:
                return
            if effect == "heal":
                m.damage = max(0, m.damage - int(card.spec.get("value", 3)))  # type: ignore[attr-defined]
            elif effect == "extra-attack":
                m.frenzy = True  # type: ignore[attr-defined]

    def _activate(self, m: Monster) -> None:
        stats = self.stats(m)
        self.ov_stage = "activate"
        m.activated = True
        m.half = ""
        m.mp = stats.speed
        m.attacks = (2 if stats.abilities.get("quickShot") else 1) + (1 if m.frenzy else 0)
        if m.stun > 0 and m.rank != "named":
            m.stun -= 1
            if m.rank == "normal":
                self.say(f"{m.uid} is stunned and does nothing")
                return
            m.half = "stunned"
            self.say(f"{m.uid} is stunned: a move or an attack")
        self.acting = m.uid

    def _monster_actions(self, m: Monster) -> list[Action]:
        ov = self.ov
        data = self.data
        geo = data.geo
        out: list[Action] = []
        heroes = self.hero_cells()
        mons = self.monster_cells()
        if m.half != "attack" and m.mp > 0:
            if m.in_pit:
                if m.mp >= data.pit_climb:
                    for n in self.climb_spaces(m.cells[0]):
                        out.append(MClimb(ov, m.uid, cell_text(n)))
            else:
                out += [MStep(ov, m.uid, footprint_text(f)) for f in self.monster_destinations(m)]
                if len(m.cells) == 1 and m.mp >= data.door_cost:
                    for door_id in self.workable_doors(m.cells[0], hero=False):
                        cls = MClose if self.door_is_open(door_id) else MOpen
                        out.append(cls(ov, m.uid, door_id))
                if (
                    len(m.cells) == 1
                    and data.monsters_use_stairs in ("single-space", "true", "all")
                    and m.cells[0] in data.stairs
                    and m.mp >= data.stair_cost
                ):
                    for to in data.stairs[m.cells[0]]:
                        if to not in heroes and to not in mons and to in geo.passable:
                            out.append(MStairs(ov, m.uid, cell_text(to)))
        if m.attacks > 0 and m.half != "move":
            out += [MAttack(ov, m.uid, cell_text(c)) for c in self.monster_targets(m)]
        out.append(Done(ov, m.uid))
        return out

    def monster_reach(self, m: Monster) -> dict[Footprint, tuple[int, int, Footprint | None]]:
        """Footprints the acting monster may move through with its movement points: never
        into a hero (a flyer passes over them) or, for a one-space monster, a pit."""
        data = self.data
        fly = bool(self.stats(m).abilities.get("fly"))
        blocked = frozenset() if fly else frozenset(self.hero_cells())
        forbidden = data.pits if len(m.cells) == 1 and not fly else frozenset()
        return data.geo.reach(
            self.key, m.cells, self.shape(m), m.mp, blocked, data.hazards, forbidden
        )

    def monster_destinations(
        self, m: Monster, reach: dict[Footprint, Any] | None = None, ordered: bool = True
    ) -> list[Footprint]:
        """Where the acting monster may end a move: no other figure and no activated glyph
        under it. ``reach`` is :meth:`monster_reach` when the caller has it already;
        ``ordered=False`` leaves them in the walk's order (a caller that ranks them all
        by a key of its own need not sort them)."""
        taken = {h.cell for h in self.heroes}
        for other in self.enemies.values():
            if other.uid != m.uid:
                taken.update(other.cells)  # type: ignore[attr-defined]
        taken.update(self.active_glyph_cells())
        found = self.monster_reach(m) if reach is None else reach
        start = m.cells
        if len(start) == 1:
            out = [f for f in found if f[0] not in taken and f != start]
        else:
            out = [f for f in found if f != start and not any(c in taken for c in f)]
        if ordered:
            out.sort()
        return out

    def _guards_against(self, m: Monster) -> list[int]:
        """Heroes with a guard order who could attack the acting monster now."""
        out = []
        for h in self.heroes:
            if h.order != "guard" or h.cell is None:
                continue
            options = self.strike_options(h)
            if any(isinstance(a, Strike) and parse_cell(a.target) in m.cells for a in options):
                out.append(h.index)
        return out

    def _run_declared(self) -> None:
        """Ask the next guard, or carry out the declared monster action if it still can
        be done (the monster lives, and the step or attack is still legal)."""
        if self._outcome is not None:
            self.declared = ""
            self.guards_left = []
            return
        while self.guards_left:
            hero = self.guards_left.pop(0)
            h = self.heroes[hero]
            if h.order == "guard" and h.cell is not None and self.strike_options(h):
                self.frames.append(["guard", hero])
                return
        text, self.declared = self.declared, ""
        if not text:
            return
        if text == "walk":  # the guards have had their chance before this step
            self.guarded = True
            self._walk()
            return
        action = self.game.parse_action(text)
        uid = getattr(action, "monster", "")
        if uid not in self.enemies or self.acting != uid:
            return
        m = self.monster(uid)
        if action in self._monster_actions(m):
            self._monster_do(m, action)  # type: ignore[arg-type]

    def _monster_do(self, m: Monster, action: Action) -> None:
        data = self.data
        if isinstance(action, MAttack):
            m.attacks -= 1
            if m.half == "stunned":
                m.half = "attack"
                m.mp = 0
            self.say(f"{m.uid} attacks {action.target}")
            self._monster_attack(m, parse_cell(action.target))
            return
        if m.half == "stunned":
            m.half = "move"
            m.attacks = 0
        if isinstance(action, MClimb):
            m.mp -= data.pit_climb
            m.in_pit = False
            self._move_monster(m, (parse_cell(action.to),))
        elif isinstance(action, MStairs):
            m.mp -= data.stair_cost
            self._move_monster(m, (parse_cell(action.to),))
        elif isinstance(action, (MOpen, MClose)):
            m.mp -= data.door_cost
            self._work_door(action.door, isinstance(action, MOpen), m.uid)

    def _move_monster(self, m: Monster, cells: Footprint) -> None:
        data = self.data
        m.cells = cells
        m.zone = data.zone_of[cells[0]]
        fly = bool(self.stats(m).abilities.get("fly"))
        if not fly and all(c in data.pits for c in cells) and not m.in_pit:
            m.in_pit = True
            self.say(f"{m.uid} falls into a pit")
            self.hurt_monster(m, data.pit_wounds, None)
        elif not fly and any(c in data.hazards for c in cells) and not m.slimed:
            if len(cells) > 1:
                m.slimed = True  # a large monster: one slime wound per move
            self.hurt_monster(m, 1, None)
        self.fire("enemy-enters-zone", (self.zone_id(m.zone), m.uid, m.source, m.name))

    # ================================================================== views
    def describe(self, m: Monster) -> str:
        rank = "" if m.rank == "normal" else f"{m.rank} "
        name = m.name if m.rank == "named" and m.name != m.mtype else m.mtype
        return f"{rank}{name}"

    def describe_enemy(self, e: Any) -> str:
        return f"{e.uid}:{self.describe(e)} {e.remaining}w"

    def render(self) -> str:
        """The board and everything public (never the overlord's hand or chest numbers)."""
        data = self.data
        lines = [
            f"round {self.round}  phase {self.phase}  conquest {self.conquest}  "
            f"threat {self.threat}",
            f"overlord: {len(self.hand)} card(s) in hand, deck {len(self.deck)}, "
            f"discards {len(self.discards)}"
            + (
                f", in play: {', '.join(self.card(c).name for c in self.powers)}"
                if self.powers
                else ""
            ),
        ]
        lines += self._map_lines()
        for h in self.heroes:
            where = "town" if h.cell is None else cell_text(h.cell)
            extra = []
            if h.order:
                extra.append(f"order {h.order}")
            if h.action:
                extra.append(f"{h.action} mp {h.mp} attacks {h.attacks}")
            if h.stun:
                extra.append(f"stun {h.stun}")
            if h.in_pit:
                extra.append("in a pit")
            lines.append(
                f"  {hero_name(h.index)} {data.heroes[h.cls].name} at {where}: "
                f"{h.health}/{h.max_health} wounds, {h.fatigue}/{h.max_fatigue} fatigue, "
                f"armor {self.hero_armor(h)}, {h.coins} coins, potions {h.healing}h "
                f"{h.vitality}v, {' '.join(h.weapons)}" + (f"; {'; '.join(extra)}" if extra else "")
            )
        for m in sorted(self.monsters(), key=lambda m: _uid_key(m.uid)):
            flags = " (done)" if m.activated else ""
            if self.acting == m.uid:
                flags = f" (acting: mp {m.mp}, attacks {m.attacks})"
            lines.append(
                f"  {m.uid} {self.describe(m)} at {footprint_text(m.cells)}: "
                f"{m.remaining}/{m.wounds} wounds{flags}"
            )
        for t in sorted(self.tokens.values(), key=lambda t: t.id):
            label = t.kind + (f" {t.value}" if t.value else "")
            if t.kind == "glyph":
                label += " (active)" if self.glyphs.get(t.id) else " (inactive)"
            lines.append(f"  {t.id}: {label} at {cell_text(data.cell_of[t.zone])}")
        if self.runes:
            lines.append(f"  rune keys: {', '.join(self.runes)}")
        lines.append(f"  revealed: {', '.join(self.revealed_areas) or '-'}")
        if self.frames:
            frame = self.frames[-1]
            who = "ov" if int(frame[1]) == self.ov else hero_name(int(frame[1]))
            lines.append(f"  waiting: {who} ({frame[0]} window)")
        return "\n".join(lines)

    def _map_lines(self) -> list[str]:
        data = self.data
        board = self.game.board
        marks: dict[Cell, str] = {}
        for t in self.tokens.values():
            marks[data.cell_of[t.zone]] = {"glyph": "g", "chest": "c", "staircase": "s"}.get(
                t.kind, "*"
            )
        for m in self.monsters():
            letter = m.mtype[:1]
            for c in m.cells:
                marks[c] = letter.upper() if m.rank != "normal" else letter
        for h in self.heroes:
            if h.cell is not None:
                marks[h.cell] = str(h.index + 1)
        min_x, min_y, max_x, max_y = board.bounds()
        out = []
        for y in range(min_y, max_y):
            row = []
            for x in range(min_x, max_x):
                c = (x, y)
                if c not in board.cells:
                    row.append(" ")
                elif c in marks:
                    row.append(marks[c])
                elif not board.cell_passable(c):
                    row.append("#")
                elif c in data.pits:
                    row.append("o")
                elif self.unrevealed(c):
                    row.append("?")
                else:
                    row.append(".")
            out.append("  " + "".join(row).rstrip())
        return out

    def _private_view(self, player: int) -> str:
        if player != self.ov:
            return ""
        hand = ", ".join(f"{c} ({self.card(c).name})" for c in sorted(self.hand))
        chests = ", ".join(f"{t}:{n}" for t, n in sorted(self.chest_numbers.items()))
        return f"your hand: {hand or '-'}\nchest numbers: {chests or '-'}"

    def _resample_hidden(self, player: int, rng: Rng) -> None:
        if player != self.ov:
            unseen = self.hand + self.deck
            rng.shuffle(unseen)
            n = len(self.hand)
            self.hand, self.deck = unseen[:n], unseen[n:]
            for tier in sorted(self.piles):
                placed = sorted(t for t in self.chest_numbers if self._tier_of(t) == tier)
                pool = [self.chest_numbers[t] for t in placed] + self.piles[tier]
                rng.shuffle(pool)
                for t in placed:
                    self.chest_numbers[t] = pool.pop()
                self.piles[tier] = pool
        else:
            rng.shuffle(self.deck)
            for tier in sorted(self.piles):
                rng.shuffle(self.piles[tier])
        for tier in sorted(self.treasure):
            rng.shuffle(self.treasure[tier])

    def _tier_of(self, token_id: str) -> str:
        t = self.tokens.get(token_id)
        return t.value if t is not None else ""

    # ================================================================== bots
    def goal_action(self, player: int, rng: Rng) -> Action | None:
        """The ruleset's policy for any player: the overlord AI or a goal-seeking hero
        (:mod:`.bots`)."""
        from questwright.engine.rulesets.descent1.bots import hero_action, overlord_action

        if self._choosing:
            return None
        if player == self.ov:
            return overlord_action(self, rng)
        return hero_action(self, player, rng)

    # ================================================================== statistics
    def statistics(self) -> dict[str, Any]:
        out = super().statistics()
        out["conquest"] = self.conquest
        out["deckCycles"] = self.deck_cycles
        return out

    # ================================================================== copies
    _SCALARS = (
        "ov",
        "conquest",
        "threat",
        "deck_cycles",
        "declared",
        "acting",
        "ov_stage",
        "spawned_now",
        "power_now",
        "turn_over",
        "path_who",
        "guarded",
    )

    def _clone_rules(self, other: Any) -> None:
        other.data = self.data
        for name in self._SCALARS:
            setattr(other, name, getattr(self, name))
        other.deck = self.deck[:]
        other.hand = self.hand[:]
        other.discards = self.discards[:]
        other.powers = self.powers[:]
        other.runes = self.runes[:]
        other.revealed_areas = self.revealed_areas[:]
        other.glyphs = dict(self.glyphs)
        other.chest_numbers = dict(self.chest_numbers)
        other.piles = {k: v[:] for k, v in self.piles.items()}
        other.treasure = {k: v[:] for k, v in self.treasure.items()}
        other.frames = [f[:] for f in self.frames]
        other.strike = None if self.strike is None else _copy_strike(self.strike)
        other.guards_left = self.guards_left[:]
        other.path_left = self.path_left[:]
        other.spawning = [s[:] for s in self.spawning]

    def _rules_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {name: getattr(self, name) for name in self._SCALARS}
        doc.update(
            deck=self.deck,
            hand=self.hand,
            discards=self.discards,
            powers=self.powers,
            runes=self.runes,
            revealedAreas=self.revealed_areas,
            glyphs=dict(sorted(self.glyphs.items())),
            chestNumbers=dict(sorted(self.chest_numbers.items())),
            piles={k: self.piles[k] for k in sorted(self.piles)},
            treasure={k: self.treasure[k] for k in sorted(self.treasure)},
            frames=self.frames,
            strike=self.strike,
            guardsLeft=self.guards_left,
            pathLeft=self.path_left,
            spawning=self.spawning,
        )
        return doc

    def _load_rules(self, doc: dict[str, Any]) -> None:
        self.data = self.game.data
        for name in self._SCALARS:
            setattr(self, name, doc[name])
        self.deck = list(doc["deck"])
        self.hand = list(doc["hand"])
        self.discards = list(doc["discards"])
        self.powers = list(doc["powers"])
        self.runes = list(doc["runes"])
        self.revealed_areas = list(doc["revealedAreas"])
        self.glyphs = dict(doc["glyphs"])
        self.chest_numbers = dict(doc["chestNumbers"])
        self.piles = {k: list(v) for k, v in doc["piles"].items()}
        self.treasure = {k: list(v) for k, v in doc["treasure"].items()}
        self.frames = [list(f) for f in doc["frames"]]
        self.strike = None if doc["strike"] is None else _copy_strike(doc["strike"])
        self.guards_left = list(doc["guardsLeft"])
        self.path_left = list(doc["pathLeft"])
        self.spawning = [list(s) for s in doc["spawning"]]

    def _load_state(self, doc: dict[str, Any]) -> None:
        heroes = doc["heroes"]
        enemies = doc["enemies"]
        doc = dict(doc, heroes=[], enemies=[])
        super()._load_state(doc)
        self.heroes = [DHero.from_json(i, h) for i, h in enumerate(heroes)]  # type: ignore[misc]
        self.enemies = {}
        for e in enemies:
            m = Monster.from_json(e)
            self.enemies[m.uid] = m  # type: ignore[assignment]


def _copy_strike(strike: dict[str, Any]) -> dict[str, Any]:
    out = dict(strike)
    out["dice"] = list(strike["dice"])
    out["faces"] = list(strike["faces"])
    out["target"] = list(strike["target"])
    return out


def _uid_key(uid: str) -> tuple[int, str]:
    digits = uid.lstrip("e")
    return (int(digits) if digits.isdigit() else 0, uid)


def parse_encounter(text: str) -> list[Effect]:
    """Effects of an encounter's ``effect`` property: ``kind:value`` pairs joined by ``;``
    (``wound:1;coins:25``): wound (the hero, ignoring armor), heal, fatigue (the hero
    recovers N, or loses -N), fatigue-or-wound, coins (every hero), conquest (±N), threat."""
    out: list[Effect] = []
    for part in text.split(";"):
        kind, _, value = part.strip().partition(":")
        kind = kind.strip()
        if not kind:
            continue
        try:
            number = int(value.strip() or "1")
        except ValueError:
            continue
        if kind == "wound":
            out.append(Effect(kind="damage", target="picker", value=number))
        elif kind in ("heal", "fatigue", "fatigue-or-wound"):
            out.append(Effect(kind=kind, target="picker", value=number))
        elif kind in ("coins", "conquest", "threat"):
            out.append(Effect(kind=kind, value=number))
    return out
