"""A game of Machina Arcana in play (rules digest §B; reference sheet ``seeds/004``).

The round (``ROUND``) is the sheet's: the **explorer phase** (stamina reset; the explorers
take their turns in any order, each acting until out of stamina or choosing to stop), the
**spawn phase** (each explorer on the map rolls the d10 against the spawn rating), the
**horror phase** (one d10 against the horror rating; the monster threat track and level),
the **monster phase** (monsters in queue order: ability, then a step toward the nearest
targetable explorer, or breaking a door in the way). Spaces are cells (``x,y``); movement is
the core's 8-way model with the corner rule; targeting is exact centre-line sight with
units, action spaces, barrels and destroyed spaces as obstacles. Exploring attaches the
next map tile at an open join (the board grows) and scrolls the oldest empty tile off when
more than ``tilesInPlay`` are out (the board shrinks). The chapters of ``setup.chapters``
are the quest's goal. Everything the sheet leaves open is a named stand-in (docs/engine.md).

This class holds the fields, small queries and the core's hooks; the rules are functions
over it in the modules the package docstring lists (``turn``, ``explorers``, ``combat``…).
"""

from __future__ import annotations

from typing import Any

from questwright.core.text import Text
from questwright.engine.actions import Action
from questwright.engine.core import State
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, Turns
from questwright.engine.rulesets.machina import (
    chapters,
    explorers,
    monsters,
    spaces,
    spawning,
    turn,
    views,
)
from questwright.engine.rulesets.machina.grid import Grid, grid_of
from questwright.engine.rulesets.machina.spaces import Cell, cell_ref, parse_cell

__all__ = ["MachinaState", "cell_ref", "parse_cell"]


class MachinaState(State):
    """A position of a Machina Arcana game (see the module docstring)."""

    ROUND: Round[MachinaState] = Round(
        [
            Turns(
                "explorers",
                order=explorers.explorer_order,
                chosen=True,
                skip=explorers.off_the_map,
                begin=explorers.explorer_phase,
            ),
            Step("spawn", spawning.spawn_phase),
            Step("horror", spawning.horror_phase),
            Step("monsters", monsters.monster_phase),
            Step("end", chapters.round_end),
        ]
    )

    #: within one legal-actions call the attack and the abilities share their sight tests
    #: (:func:`.spaces.targets_of`); set only while :func:`.turn.legal_actions` runs
    _sight_memo: dict[tuple[Cell, Cell, bool], bool] | None

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        """Set up the game (B.2 "Round"; the quest's set-up): explorers on the start spaces
        with their card's health and essence, the decks shuffled, the quest's face-up monster
        tokens in play, the horror and spawn ratings, threat and level from the quest or the
        system's parameters; then the first round starts."""
        data = self.game.data
        board = self.board
        n = len(self.game.party)
        starts = data.starts
        self.pos: list[Cell | None] = [starts[i] for i in range(n)]
        self.hp = [data.explorers[c]["health"] for c in self.game.party]
        self.stamina = [0] * n
        self.essence = [data.explorers[c]["essence"] for c in self.game.party]
        self.dead = [False] * n
        self.exited = [False] * n
        self.items: list[list[str]] = [[] for _ in range(n)]
        #: monsters by uid: [card id, x, y, health, source token id]
        self.monsters: dict[str, tuple[str, int, int, int, str]] = {}
        self.queue: list[str] = []
        self.next_uid = 1
        self.barrels = frozenset(data.barrels)
        #: destroyed doors (open for good); a quest door may start destroyed
        self.broken: frozenset[str] = frozenset(
            d for d, door in board.doors.items() if door.state == "destroyed"
        )
        self.used: frozenset[Cell] = frozenset()  # action spaces with a destroyed token
        self.sealed: frozenset[Cell] = frozenset()  # sealed spawn spaces
        self.lit: frozenset[Cell] = frozenset()
        self.revealed: frozenset[str] = frozenset()
        self.exits_used: list[str] = [""] * n  # the exit token each explorer left by
        self.killed: frozenset[str] = frozenset()  # sources of destroyed monsters
        self.done: list[str] = []
        self.chapter = 0
        self.fired: frozenset[str] = frozenset()
        self.spend: tuple[int, str, int, int] | None = None
        self.frenzy = 0
        params = data.params
        setup = self.game.quest.setup or {}
        self.horror_start = int(setup.get("horrorRating", params["horrorRatingStart"]))
        self.horror = self.horror_start
        self.spawn_rating = params["spawnRatingStart"]
        self.threat = int(setup.get("monsterThreat", 1))
        self.level = int(setup.get("monsterLevel", 1))
        self.destroyed_pile: list[str] = []
        self.monster_deck = [c for c in data.cards if data.cards[c]["level"] <= self.level]
        self.rng.shuffle(self.monster_deck)
        self.horror_deck = [c["id"] for c in data.content["horrorEvents"]]
        self.rng.shuffle(self.horror_deck)
        self.horror_discard: list[str] = []
        self.event_deck = [c["id"] for c in data.content["explorerEvents"]]
        self.rng.shuffle(self.event_deck)
        self.event_discard: list[str] = []
        self.item_deck = [c["id"] for c in data.content["items"]]
        self.rng.shuffle(self.item_deck)
        self.map_deck = list(data.map_tiles)
        self.rng.shuffle(self.map_deck)
        #: heat-map figures, in the quest board's zone order
        zones = len(self.game.topology.zone_ids)
        self.visits = [0] * zones
        self.zone_deaths = [0] * zones
        self.hero_deaths = 0
        self.spawned: dict[str, int] = {}
        for token in data.monster_tokens:
            if not token.face_down:
                spawning.place_token_monster(self, token.id)
        for p in range(n):
            spaces.visit(self, self.pos[p])
        del board
        self.round = 1
        self.start_rounds()

    # ------------------------------------------------------------------ small queries
    @property
    def params(self) -> dict[str, Any]:
        """The system's parameters with the quest's overrides (costs, ratings, dice)."""
        return self.game.data.params

    @property
    def rules(self) -> dict[str, Any]:
        """The content's rule numbers (stand-ins for the sheet's garbled values)."""
        return self.game.data.rules

    def card(self, uid: str) -> dict[str, Any]:
        """The monster card of monster ``uid``."""
        return self.game.data.cards[self.monsters[uid][0]]

    def monster_cell(self, uid: str) -> Cell:
        """The space monster ``uid`` stands on."""
        m = self.monsters[uid]
        return m[1], m[2]

    def on_map(self, p: int) -> bool:
        """Explorer ``p`` is neither destroyed nor exited."""
        return not self.dead[p] and not self.exited[p]

    def explorer_cells(self) -> dict[Cell, int]:
        """The spaces of the explorers on the map, with their index."""
        return {c: p for p, c in enumerate(self.pos) if c is not None and self.on_map(p)}

    def monster_cells(self) -> dict[Cell, str]:
        """The spaces of the monsters, with their uid."""
        return {(m[1], m[2]): uid for uid, m in self.monsters.items()}

    def unit_cells(self) -> set[Cell]:
        """Every space a unit stands on (B.1: units are impassable)."""
        return set(self.explorer_cells()) | set(self.monster_cells())

    def terrain(self, cell: Cell) -> str | None:
        """The terrain of ``cell`` (``None``: not on the board)."""
        info = self.board.cells.get(cell)
        return None if info is None else info.terrain

    def standable(self, cell: Cell) -> bool:
        """Passable for a unit: on the board, passable terrain, no barrel, not destroyed,
        not a closed door space."""
        return (
            self.board.cell_passable(cell)
            and cell not in self.barrels
            and cell not in self.sealed
            and not spaces.tile_gone(self, cell)
            and not spaces.closed_door_space(self, cell)
        )

    def door_open(self, door: str) -> bool:
        """Whether ``door`` is open (or destroyed) in the current layout (B.1 "Doors")."""
        topo = self.topology
        return bool(self.key & topo.door_bit(topo.door_index[door]))

    def tile_of(self, cell: Cell) -> str | None:
        """The tile ``cell`` belongs to (``None``: not on the board)."""
        info = self.board.cells.get(cell)
        return None if info is None else info.tile

    def max_hp(self, p: int) -> int:
        """Explorer ``p``'s card health."""
        return int(self.game.data.explorers[self.game.party[p]]["health"])

    def explorer_card(self, p: int) -> dict[str, Any]:
        """Explorer ``p``'s class card (content ``explorers``)."""
        return self.game.data.explorers[self.game.party[p]]

    @property
    def grid(self) -> Grid:
        """The board's integer space graph for the current layout (:mod:`.grid`)."""
        return grid_of(self.topology, self.game.data.pit_terrain)

    # ------------------------------------------------------------------ the State API
    def _legal_actions(self) -> list[Action]:
        return turn.legal_actions(self)

    def _apply_action(self, action: Action) -> None:
        turn.apply_action(self, action)

    def completed_objectives(self) -> list[str]:
        """The objectives of the chapters completed so far, in order."""
        return list(self.done)

    # ------------------------------------------------------------------ views
    def map_key(self) -> Text:
        """The key of :meth:`render`'s map (its symbols are :func:`views.render`'s)."""
        return views.MAP_KEY

    def render(self) -> str:
        """The board as text (:func:`.views.render`)."""
        return views.render(self)

    def play_summary(self) -> dict[str, Any]:
        """What the editor's Test Play dock shows (:func:`.views.play_summary`)."""
        return views.play_summary(self)

    def _resample_hidden(self, player: int, rng: Rng) -> None:
        for deck in (
            self.monster_deck,
            self.horror_deck,
            self.event_deck,
            self.item_deck,
            self.map_deck,
        ):
            deck.sort()
            rng.shuffle(deck)

    def statistics(self) -> dict[str, Any]:
        """Figures for ``simulate``: explorer deaths, visits and deaths by zone, monsters
        spawned by level."""
        return {
            "deaths": self.hero_deaths,
            "visits": self.visits,
            "zoneDeaths": self.zone_deaths,
            "spawned": self.spawned,
        }

    def heuristic_value(self, player: int) -> float:
        """The share of chapters done, less 0.1 a destroyed explorer (search bots)."""
        count = max(1, len(self.game.data.chapters))
        value = self.chapter / count
        value -= 0.1 * sum(1 for d in self.dead if d)
        return max(-1.0, min(1.0, value))

    # ------------------------------------------------------------------ bots
    def goal_action(self, player: int, rng: Rng) -> Action | None:
        """The goal-seeking bot's choice (:func:`.goal.goal_action`)."""
        from questwright.engine.rulesets.machina.goal import goal_action

        return goal_action(self, player)

    def search_policies(self, player: int) -> list[str]:
        """The other ways to play the search bot weighs (:mod:`.policies`; never the goal
        bot)."""
        from questwright.engine.rulesets.machina.policies import POLICIES

        return list(POLICIES)

    def policy_action(self, player: int, rng: Rng, name: str) -> Action | None:
        """What policy ``name`` plays now (:func:`.policies.policy_action`; ``None``: the
        goal bot's choice)."""
        from questwright.engine.rulesets.machina.policies import policy_action

        return policy_action(self, player, name)

    def search_rounds(self) -> tuple[tuple[int, int], ...]:
        """The futures the ``search`` bot weighs a turn on (:data:`.policies.SEARCH_ROUNDS`:
        more than the default, a machina game being cheap)."""
        from questwright.engine.rulesets.machina.policies import SEARCH_ROUNDS

        return SEARCH_ROUNDS

    # ------------------------------------------------------------------ copies
    _LISTS = (
        "hp",
        "stamina",
        "essence",
        "dead",
        "exited",
        "exits_used",
        "done",
        "queue",
        "destroyed_pile",
        "monster_deck",
        "horror_deck",
        "horror_discard",
        "event_deck",
        "event_discard",
        "item_deck",
        "map_deck",
        "visits",
        "zone_deaths",
    )
    _PLAIN = (
        "next_uid",
        "barrels",
        "broken",
        "used",
        "sealed",
        "lit",
        "revealed",
        "killed",
        "chapter",
        "fired",
        "spend",
        "frenzy",
        "horror_start",
        "horror",
        "spawn_rating",
        "threat",
        "level",
        "hero_deaths",
    )

    def _clone_into(self, other: Any) -> None:
        for name in self._LISTS:
            setattr(other, name, getattr(self, name)[:])
        for name in self._PLAIN:
            setattr(other, name, getattr(self, name))
        other.pos = self.pos[:]
        other.items = [i[:] for i in self.items]
        other.monsters = dict(self.monsters)
        other.spawned = dict(self.spawned)

    def _state_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {name: list(getattr(self, name)) for name in self._LISTS}
        for name in ("next_uid", "chapter", "frenzy", "horror_start", "horror"):
            doc[name] = getattr(self, name)
        for name in ("spawn_rating", "threat", "level", "hero_deaths"):
            doc[name] = getattr(self, name)
        for name in ("barrels", "used", "sealed", "lit"):
            doc[name] = sorted([c[0], c[1]] for c in getattr(self, name))
        for name in ("broken", "revealed", "killed", "fired"):
            doc[name] = sorted(getattr(self, name))
        doc["spend"] = None if self.spend is None else list(self.spend)
        doc["pos"] = [None if c is None else [c[0], c[1]] for c in self.pos]
        doc["items"] = [list(i) for i in self.items]
        doc["monsters"] = {uid: list(m) for uid, m in self.monsters.items()}
        doc["spawned"] = dict(self.spawned)
        return doc

    def _load_state(self, doc: dict[str, Any]) -> None:
        for name in self._LISTS:
            setattr(self, name, list(doc[name]))
        for name in ("next_uid", "chapter", "frenzy", "horror_start", "horror"):
            setattr(self, name, doc[name])
        for name in ("spawn_rating", "threat", "level", "hero_deaths"):
            setattr(self, name, doc[name])
        for name in ("barrels", "used", "sealed", "lit"):
            setattr(self, name, frozenset((c[0], c[1]) for c in doc[name]))
        for name in ("broken", "revealed", "killed", "fired"):
            setattr(self, name, frozenset(doc[name]))
        spend = doc["spend"]
        self.spend = None if spend is None else (spend[0], spend[1], spend[2], spend[3])
        self.pos = [None if c is None else (c[0], c[1]) for c in doc["pos"]]
        self.items = [list(i) for i in doc["items"]]
        self.monsters = {uid: (m[0], m[1], m[2], m[3], m[4]) for uid, m in doc["monsters"].items()}
        self.spawned = dict(doc["spawned"])
