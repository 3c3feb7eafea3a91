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
hero may spend fatigue on power dice and then chooses what its surges buy; the player causing a re-roll (an aiming hero, the
overlord's dodge card, a dodging hero) picks the dice to roll again. Every window opens only when its player has
something to play, so most steps ask nobody.

**Hidden information**: the overlord's hand (his draws are private chance records), the
deck order and the numbers on face-down chest markers (the overlord looks at them when he
places a chest; the heroes see only the tier). ``_resample_hidden`` deals them again.

This module holds the state's fields, the calls the core makes (set-up, legal actions,
apply, copies, JSON, views) and a few queries every rule needs. The rules themselves are
functions over the state, one module per phase or actor:

* :mod:`.setup` — the heroes at set-up;
* :mod:`.areas` — the map as play reveals it: areas, their markers and monsters, doors;
* :mod:`.heroes` — the hero turn: declarations, movement, movement actions, potions, town;
* :mod:`.windows` — decisions inside another player's turn, and the walk they interrupt;
* :mod:`.strikes` — hero attacks: the roll, power dice, blast, sweep, knockback;
* :mod:`.monsters` — monster stats, activation, movement and attacks, guards;
* :mod:`.overlord` — the overlord's turn: cards, threat, traps, spawning;
* :mod:`.effects` — chests, encounters and the quest effects descent1 adds;
* :mod:`.death` — wounds and kills of heroes and monsters;
* :mod:`.render` — the text views.

Geometry comes from :mod:`.geometry` (the core's movement model and centre-line sight);
content and the quest layout from :mod:`.data`; attack arithmetic from :mod:`.combat`.
"""

from __future__ import annotations

from typing import Any

from questwright.core.geometry import Cell
from questwright.core.text import Text, say
from questwright.engine.actions import Action
from questwright.engine.crawler import CrawlerState
from questwright.engine.crawler import effects as crawler_effects
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, Turns
from questwright.engine.rulesets.descent1 import areas, death, effects, windows
from questwright.engine.rulesets.descent1.data import Card, GameData, Stats
from questwright.engine.rulesets.descent1.heroes import (
    hero_actions,
    hero_apply,
    hero_order,
    start_hero_turn,
)
from questwright.engine.rulesets.descent1.monsters import powered_stats
from questwright.engine.rulesets.descent1.overlord import (
    draw_card,
    overlord_actions,
    overlord_apply,
    overlord_order,
    start_overlord_turn,
)
from questwright.engine.rulesets.descent1.pieces import DHero, Monster
from questwright.engine.rulesets.descent1.render import (
    MAP_KEY,
    describe,
    private_view,
    render_board,
)
from questwright.engine.rulesets.descent1.setup import deploy_heroes, new_hero
from questwright.engine.rulesets.descent1.value import hero_win_chance
from questwright.schema.model import Effect

__all__ = ["DescentState", "end_round", "start_round"]


def start_round(state: DescentState) -> None:
    """The start of the round, before the heroes choose who goes first: the quest's
    ``round-start`` triggers fire and objectives checked at the start of a round (an
    ``occupy`` activation, a ``hold`` timed so) are looked at (docs/engine.md, Triggers)."""
    state.fire("round-start", (str(state.round),))
    if state._outcome is None:
        state.check_objectives("round-start")


def end_round(state: DescentState) -> None:
    """The end of the round: the quest's ``round-end`` triggers fire and objectives checked
    at the end of a round (``hold``) are looked at; then a ``round-limit`` loss condition
    reached ends the game with its own text, and so does the engine's declared bound on game
    length (docs/engine.md)."""
    if state.round_end_checks():
        return
    if state.round >= state.game.max_rounds:
        state.finish("loss", say("round bound reached"))


#: rounds a ``search`` simulation plays before the heuristic scores it
#: (:meth:`DescentState.search_horizon`)
SEARCH_HORIZON = 3


class DescentState(CrawlerState):
    """A game of Descent (see the module docstring)."""

    ROUND: Round[DescentState] = Round(
        [
            Turns(
                "heroes",
                order=hero_order,
                chosen=True,
                start_turn=start_hero_turn,
                begin=start_round,
            ),
            Turns(
                "overlord",
                order=overlord_order,
                start_turn=start_overlord_turn,
            ),
            Step("end", end_round),
        ]
    )

    data: GameData
    #: the heroes are descent heroes (the crawler's hero with fatigue, coins, potions…)
    heroes: list[DHero]  # type: ignore[assignment]

    # ================================================================== fields and set-up
    def setup(self) -> None:
        """Set-up (rules digest §5.1): the fields of a game, the shuffled decks and piles, the
        heroes, the overlord's opening hand, the doors, the start area and the heroes on it."""
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
        #: a monster's attack waiting on a dodging hero's re-roll window
        self.mroll: dict[str, Any] | None = None
        self.declared = ""
        self.guards_left: list[int] = []
        self.spawning: list[list[str]] = []
        self.acting = ""
        self.ov_stage = "cards"
        self.spawned_now = False
        self.power_now = False
        self.turn_over = False
        for i, cls in enumerate(game.party):
            self.heroes.append(new_hero(self, i, cls))  # type: ignore[arg-type]
        for _ in range(int(data.overlord.get("openingHand", 3))):
            draw_card(self)
        # the map: doors not yet on the board stand open; the start area is laid out
        self.key = 0
        for door_id, i in data.door_index.items():
            if not data.door_closed[door_id]:
                self.key |= 1 << i
        for area in data.area_ids:
            for door_id in data.area_doors.get(area, []):
                self.key |= 1 << data.door_index[door_id]
        areas.place_area(self, "")
        deploy_heroes(self)
        if data.start_area:
            areas.reveal_area(self, data.start_area)
        areas.check_reveals(self)
        self.round = 1
        self.start_rounds()

    # ================================================================== queries
    @property
    def overlord(self) -> int:
        """The overlord's player number (after the heroes)."""
        return self.ov

    def hero_cells(self) -> dict[Cell, int]:
        """The space of each hero on the board."""
        return {h.cell: h.index for h in self.heroes if h.cell is not None}

    def monster_cells(self) -> dict[Cell, str]:
        """The monster on each space (every space of a large one)."""
        out: dict[Cell, str] = {}
        for m in self.enemies.values():
            for c in m.cells:  # type: ignore[attr-defined]
                out[c] = m.uid
        return out

    def monster_at(self, cell: Cell) -> str | None:
        """``monster_cells().get(cell)`` without the table of every monster's spaces (the
        bots ask it of each strike they weigh): the last monster listed on ``cell``."""
        for m in reversed(self.enemies.values()):
            if cell in m.cells:  # type: ignore[attr-defined]
                return m.uid
        return None

    def figure_cells(self) -> set[Cell]:
        """Every space a figure stands on."""
        out = {h.cell for h in self.heroes if h.cell is not None}
        for m in self.enemies.values():
            out.update(m.cells)  # type: ignore[attr-defined]
        return out

    def monsters(self) -> list[Monster]:
        """The monsters on the board."""
        return list(self.enemies.values())  # type: ignore[arg-type]

    def monster(self, uid: str) -> Monster:
        """The monster with ``uid``."""
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
            found = cache[key] = powered_stats(self, m)
        return found  # type: ignore[no-any-return]

    def door_is_open(self, door_id: str) -> bool:
        """Whether the door is open (a bit of the door key)."""
        return bool(self.key & (1 << self.data.door_index[door_id]))

    def card(self, cid: str) -> Card:
        """An overlord card by id."""
        return self.data.cards[cid]

    def change_conquest(self, delta: int) -> None:
        """The heroes gain or lose conquest tokens (rules digest §5.5); none left loses the
        quest."""
        self.conquest += delta
        if self.conquest <= 0:
            self.finish("loss", say("the heroes have no conquest tokens left"))

    # ================================================================== the API hooks
    def _current_player(self) -> int:
        if self.frames:
            return int(self.frames[-1][1])
        return self.active if self.active >= 0 else 0

    def _legal_actions(self) -> list[Action]:
        if self.frames:
            return windows.window_options(self)
        if self.active == self.ov:
            return overlord_actions(self)
        return hero_actions(self, self.heroes[self.active])

    def _apply_action(self, action: Action) -> None:
        player = action.player
        if player != self.current_player():
            raise ValueError(f"it is not {action.actor()}'s decision")
        if self.frames:
            windows.answer_window(self, action)
        elif player == self.ov:
            overlord_apply(self, action)
        else:
            hero_apply(self, self.heroes[player], action)
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

    # ================================================================== the crawler's hooks
    def effect(self, effect: Effect, hero: Any = None) -> None:
        """Apply one trigger effect: the kinds descent1 adds (:data:`.effects.EFFECT_HANDLERS`),
        else the crawler's."""
        handler = effects.EFFECT_HANDLERS.get(effect.kind)
        if handler is None:
            super().effect(effect, hero)
            return
        handler(self, effect, hero)

    def open_door(self, door: int, hero: Any, by_effect: bool = False) -> None:
        """A quest effect opens a door: it may reveal what lies behind (rules digest §1.7)."""
        self.key |= 1 << door
        self.fire("door-opened", (self.game.topology.door_ids[door],), hero)
        areas.check_reveals(self)

    def wound_hero(self, hero: Any, wounds: int, cause: str | Text) -> None:
        """Wounds dealt by a quest effect (:func:`.death.wound`)."""
        death.wound(self, hero, wounds, cause)

    def kill_hero(self, hero: Any, cause: str | Text, tag: str = "enemy") -> None:
        """A hero dies (:func:`.death.kill_hero`)."""
        death.kill_hero(self, hero, cause, tag)

    def _effect_spawn(self, effect: Effect, hero: Any) -> None:
        effects.effect_spawn(self, effect, hero)

    def _effect_give_item(self, effect: Effect, hero: Any) -> None:
        """``give-item`` hands the hero a quest item (the quest's ``items``), which an
        ``escape`` or ``hold`` objective's ``carrying`` counts; descent1 has no equipment
        card a quest names, so any other value gives nothing (docs/engine.md, "What each
        ruleset plays")."""
        if crawler_effects.give_quest_item(self, effect, hero):
            self.fire("item-gained", (str(effect.value),), hero)

    # ================================================================== views
    def describe_enemy(self, e: Any) -> str:
        """A monster's uid, name and wounds left, as the crawler's views list enemies."""
        return f"{e.uid}:{describe(e)} {e.remaining}w"

    def map_key(self) -> Text:
        """The key of the board :meth:`render` draws."""
        return MAP_KEY

    def render(self) -> str:
        """The board and everything public (never the overlord's hand or chest numbers)."""
        return render_board(self)

    def _private_view(self, player: int) -> str:
        return private_view(self, player)

    def _resample_hidden(self, player: int, rng: Rng) -> None:
        if player != self.ov:
            unseen = self.hand + self.deck
            rng.shuffle(unseen)
            n = len(self.hand)
            self.hand, self.deck = unseen[:n], unseen[n:]
            for tier in sorted(self.piles):
                placed = sorted(t for t in self.chest_numbers if _tier_of(self, t) == tier)
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

    def search_policies(self, player: int) -> list[str]:
        """The other ways to play the search bot weighs for ``player``'s side
        (:mod:`.policies`: the heroes' *press* and *careful*, the overlord's *onslaught*
        and *warden*; never the goal bot)."""
        from questwright.engine.rulesets.descent1.policies import policy_names

        return policy_names(self, player)

    def policy_action(self, player: int, rng: Rng, name: str) -> Action | None:
        """What policy ``name`` plays now (:func:`.policies.policy_action`; ``None``: the
        goal bot's choice)."""
        from questwright.engine.rulesets.descent1.policies import policy_action

        return policy_action(self, player, rng, name)

    def search_horizon(self) -> int:
        """Rounds a ``search`` simulation plays before :meth:`heuristic_value` scores it
        (issue #27: a whole descent1 game of goal bots costs about 0.1 CPU-s, too dear to
        play to the end for each of a game's hundred searched turns)."""
        return SEARCH_HORIZON

    def heuristic_value(self, player: int) -> float:
        """How the game goes for ``player``'s side, in [-1, 1], from what everyone sees: the
        heroes' chance to win by :mod:`.value` (objectives, conquest, health, gear and
        coins, potions, the overlord's deck, the round), twice less one."""
        value = 2.0 * hero_win_chance(self) - 1.0
        return value if player != self.ov else -value

    # ================================================================== statistics
    def statistics(self) -> dict[str, Any]:
        """The crawler's figures plus the conquest left and how often the overlord's deck ran
        out."""
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
        other.mroll = None if self.mroll is None else _copy_strike(self.mroll)
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
            mroll=self.mroll,
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
        # saves from before the dodge window have no ``mroll``
        mroll = doc.get("mroll")
        self.mroll = None if mroll is None else _copy_strike(mroll)
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
    """A copy of a roll in progress (a hero's ``strike``, a monster's ``mroll``)."""
    out = dict(strike)
    for key in ("dice", "faces", "target", "victims", "spend"):
        if key in strike:
            out[key] = list(strike[key])
    return out


def _tier_of(state: DescentState, token_id: str) -> str:
    t = state.tokens.get(token_id)
    return t.value if t is not None else ""
