"""The state the Massive Darkness rulesets share (``MdState``, the base of md1's and md2's
states and of the generic crawler rules): the hero turn's bookkeeping, legal actions, the
bots' hooks; the shared rules are functions over it in :mod:`.hero_turn`, :mod:`.decks` and
:mod:`.enemy_ai` (see :mod:`questwright.engine.rulesets.md`).

Equipment is handled automatically (digest §9.3 allows skipping Reorganize): for each attack
a hero uses the best weapons it owns for that combat type (one two-handed weapon or the two
best one-handed ones), and for defence its best body armour plus its best shield. Quest
items (Artifacts…) are carried and traded with :class:`~questwright.engine.actions.Give`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar, cast

from questwright.core.text import say
from questwright.engine.actions import (
    Action,
    EndTurn,
    Escape,
    Move,
    OpenDoor,
    PickUp,
    hero_name,
)
from questwright.engine.crawler import CrawlerState
from questwright.engine.log import spoken, word
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.rng import Rng
from questwright.engine.rulesets.md import hero_turn, tactics
from questwright.engine.rulesets.md.data import (
    MdData,
)
from questwright.schema.model import EdgeSpec

__all__ = ["MdState"]


#: rounds a ``search`` simulation plays in a quest without a deadline (:meth:`MdState.
#: search_horizon`; 5 and 6 measured level with playing to the end, 4 and under weaker
#: in issue #27's first measures)
SEARCH_HORIZON = 6


class MdState(CrawlerState):
    """Hero turns, movement points, doors, taking things and dice shared by md1 and md2."""

    #: token kinds a hero takes with Pick Up
    PICKABLE: frozenset[str] = frozenset()

    data: MdData
    decks: dict[str, list[str]]
    discards: dict[str, list[str]]
    #: ``None`` in a game being played; in a search's simulation (a state drawn by
    #: :meth:`resample_from_infostate`, and its copies) the turn of the played game it was
    #: drawn at, ``(round, active hero)``: the planner gives simulations a budget of their
    #: own per turn (:mod:`.plan`), so they never spend the played game's
    drawn_at: tuple[int, int | None] | None = None

    def __init__(self, game: Any, seed: int) -> None:
        super().__init__(game, seed)
        self.data = game.data
        #: actions and movement points left in the active hero's activation
        self.actions_left = 0
        self.mp = 0

    # ------------------------------------------------------------------ clone / json
    def _clone_into(self, other: Any) -> None:
        super()._clone_into(other)
        other.actions_left = self.actions_left
        other.mp = self.mp
        other.drawn_at = self.drawn_at

    def _state_json(self) -> dict[str, Any]:
        doc = super()._state_json()
        doc["actionsLeft"] = self.actions_left
        doc["mp"] = self.mp
        return doc

    def _load_state(self, doc: dict[str, Any]) -> None:
        super()._load_state(doc)
        self.actions_left = doc["actionsLeft"]
        self.mp = doc["mp"]

    def skill_level(self, hero: Hero) -> int:
        """The highest skill step level that works for ``hero`` now (``md/skills.py``):
        its own level (md2: it takes only steps of its level or lower); md1 overrides it
        with the game's current level."""
        return hero.level

    # ------------------------------------------------------------------ bots
    def goal_action(self, player: int, rng: Rng) -> Action | None:
        """The goal-seeking hero policy (:mod:`.goal`); ``None`` for a pending tie.
        (bot, docs/engine.md)"""
        if self._pending is not None:
            return None
        from questwright.engine.rulesets.md.goal import MdGoalPlanner

        return MdGoalPlanner(rng).choose(self)

    #: the search bot's other ways to play (policy switching, :mod:`questwright.engine.search`):
    #: knobs of the goal planner — *hide*: back into unseen Shadow whenever watched, at any
    #: health; *hold*: shoot only into the own zone; *bold*: never back off, shoot far;
    #: *muster*: gain strength (treasure, XP) before waking the big fight (:mod:`.tactics`).
    SEARCH_POLICIES: ClassVar[dict[str, dict[str, Any]]] = {
        "hide": {"weak": 1.0},
        "hold": {"engage_range": 0},
        "bold": {"weak": 0.0, "engage_range": 4},
        "muster": {"muster": True},
    }

    def search_policies(self, player: int) -> list[str]:
        """The names of :attr:`SEARCH_POLICIES`, for the search bot (never the goal bot).
        (bot, docs/engine.md)"""
        return list(self.SEARCH_POLICIES)

    def policy_action(self, player: int, rng: Rng, name: str) -> Action | None:
        """What policy ``name`` of :attr:`SEARCH_POLICIES` plays now; ``None`` for a
        pending tie (the goal policy settles it). (bot, docs/engine.md)"""
        if self._pending is not None:
            return None
        from questwright.engine.rulesets.md.goal import MdGoalPlanner

        return MdGoalPlanner(rng, **self.SEARCH_POLICIES[name]).choose(self)

    def search_horizon(self) -> int | None:
        """Rounds a ``search`` simulation plays before :meth:`heuristic_value` scores it:
        :data:`SEARCH_HORIZON` in a quest without a deadline, to the end in one with a
        round limit (issue #27). A quest lost only when the heroes fall runs its
        simulations up to thirty rounds, and what a turn's way of playing changes shows
        within a few rounds (ember-reliquary: 0.73 of the CPU, 115 wins of 200 against
        107 played to the end); a deadline's games are short and their end is what a
        race is decided by. (bot, docs/engine.md)"""
        return None if tactics.deadline(self) is not None else SEARCH_HORIZON

    def search_candidates(self, player: int) -> list[Action]:
        """The first step of the search bot's *hide* plan, to weigh against the goal
        policy's choice (the goal policy never asks this): step back toward a Shadow zone
        no enemy sees, at any health (the goal policy does so only when weak), then stay
        there to the end of the turn (:meth:`search_follow`). (bot, docs/engine.md)"""
        step = self._hide_step()
        return [step] if step is not None else []

    def search_follow(self, player: int) -> Action | None:
        """The next step of the hide plan: on toward unseen Shadow, else end the turn.
        (bot, docs/engine.md)"""
        if self._pending is not None or self.choosing_turn() or self.active != player:
            return None
        step = self._hide_step()
        return step if step is not None else EndTurn(player)

    def _hide_step(self) -> Action | None:
        if self._pending is not None or self.choosing_turn() or self.active is None:
            return None
        if self.mp <= 0 and self.actions_left <= 0:
            return None
        from questwright.engine.rulesets.md.goal import MdGoalPlanner

        hero = self.heroes[self.active]
        return MdGoalPlanner(Rng(self.round), weak=1.0)._retreat(self, hero)

    # ------------------------------------------------------------------ hidden information
    def resample_from_infostate(self, player: int, rng: Rng) -> MdState:
        """The core's determinization, marked as a simulation's (:attr:`drawn_at`)."""
        out = cast("MdState", super().resample_from_infostate(player, rng))
        out.drawn_at = self.drawn_at if self.drawn_at is not None else (self.round, self.active)
        return out

    def _resample_hidden(self, player: int, rng: Rng) -> None:
        """Every deck is shuffled again (its cards are known, their order is not): from
        sorted order, so the result depends on what the player knows and ``rng`` only."""
        for name in sorted(self.decks):
            self.decks[name].sort()
            rng.shuffle(self.decks[name])

    # ------------------------------------------------------------------ setup

    # ------------------------------------------------------------------ round end
    def end_phase(self) -> None:
        """Round-end triggers and objectives, round-limit losses; the First Player token
        passes (the round driver then starts the next round). (digest §6.1, §6.2)"""
        self.phase = "end"
        if self.round_end_checks():
            return
        if self.round >= self.game.max_rounds:
            self.finish(
                "loss",
                say("round bound reached ({max_rounds} rounds)", max_rounds=self.game.max_rounds),
            )
            return
        self.pass_first_player()

    def start_round(self) -> None:
        """The round's first step: resurrection and round-start triggers (per ruleset).
        (digest §6.1)"""
        raise NotImplementedError

    def pass_first_player(self) -> None:
        """Hook: the End phase passes the First Player token (md1). (digest §6.1)"""

    # ------------------------------------------------------------------ turn bookkeeping
    def hero_order(self) -> list[int]:
        """The heroes in turn order this round (md1 rotates from the First Player).
        (digest §6.1, §6.2)"""
        return list(range(len(self.heroes)))

    def start_hero_turn(self, player: int) -> None:
        """A hero's activation starts with its actions and no movement points.
        (digest §6.1, §6.2)"""
        self.actions_left = self.data.actions
        self.mp = 0

    def item_kinds(self, heroes: list[Hero]) -> Counter[str]:
        """What the heroes carry for a ``carrying`` objective: quest items by kind, and
        their equipment cards by id and by what the card is (an Artifact card is an
        ``artifact``; issue #32: escape and hold may require a card as well). (digest §7.3)"""
        counts = super().item_kinds(heroes)
        for hero in heroes:
            for card in hero.gear:
                for kind in self.card_kinds(card):
                    counts[kind] += 1
        return counts

    def card_kinds(self, card: str) -> tuple[str, ...]:
        """The names a ``carrying`` list may give an equipment card: its id, and what the
        ruleset's decks make it (md1: ``artifact``; md2: its rarity). (digest §7.3)"""
        return (card,)

    def can_leave(self, hero: Hero) -> bool:
        """Whether the hero may move out of its zone now (md1: engagement lock). (digest §3.1)"""
        return True

    def pickable_here(self, zone: int) -> list[BoardToken]:
        """Tokens in ``zone`` a hero may take with Pick Up (digest §1.7)."""
        return [t for t in self.tokens.values() if t.zone == zone and t.kind in self.PICKABLE]

    def attack_targets(self, hero: Hero) -> list[tuple[str, str]]:
        """``(kind, target uid)`` pairs the hero can attack now, in a stable order. (digest §2)"""
        data = self.data
        kinds = data.attack_kinds(hero.gear)
        if not kinds:
            return []
        topo = self.game.topology
        sight = topo.sight(self.key)[hero.zone]
        out: list[tuple[str, str]] = []
        for e in self.enemies.values():
            if e.script == "barrier":  # pillars on an edge: attacked from either side
                if e.rules.get("sealed"):
                    continue  # only an effect destroys it (properties.attackable: false)
                pairs = topo.barrier_zones[topo.barrier_index[e.source]]
                if any(hero.zone in pair for pair in pairs):
                    out.extend((k, e.uid) for k in kinds)
                continue
            d = sight.get(e.zone)
            if d is None or (e.dormant and e.kind == "boss") or e.rules.get("invulnerable"):
                continue
            reach = data.reaching(d)
            out.extend((k, e.uid) for k in kinds if k in reach)
        return out

    def _movement_actions(self, hero: Hero, out: list[Action]) -> None:
        topo = self.game.topology
        i = hero.index
        zone = hero.zone
        if self.can_leave(hero):
            ids = topo.zone_ids
            for n in topo.neighbours(self.key)[zone]:
                out.append(Move(i, ids[n]))
        for d in topo.zone_doors[zone]:
            if self.door_openable(d):
                out.append(OpenDoor(i, topo.door_ids[d]))
        if self.pickable_here(zone) and not self.has_enemy(zone):
            out.append(PickUp(i))
        # escaping is leaving the zone (digest §1.6): md1's engagement lock forbids it while
        # an enemy stands there; md2 lets the hero go at the price of the reaction wounds
        if zone == self.data.exit and hero_turn.escape_allowed(self, hero) and self.can_leave(hero):
            out.append(Escape(i))

    def _legal_actions(self) -> list[Action]:
        hero = self.heroes[self.active]
        out: list[Action] = []
        if self.mp > 0 or self.actions_left > 0:
            self._movement_actions(hero, out)
        if self.actions_left > 0:
            hero_turn._action_actions(self, hero, out)
        out.append(EndTurn(hero.index))
        return out

    # ------------------------------------------------------------------ applying

    def end_turn(self) -> None:
        """The active hero's activation ends (each ruleset says how; digest §6.1, §6.2)."""
        raise NotImplementedError

    def end_movement_action(self) -> None:
        """Hook: a Movement action ended (md1 checks the level here). (digest §1.5)"""

    def hero_line(
        self, h: Hero, *, dead: str = "dead", level: str = "", xp: bool = True, done: str = ""
    ) -> str:
        """One hero's line of the text board, as md1, md2 and the generic rules print it:
        class, ``level`` after it, zone, health (or escaped / ``dead``), xp, carried items,
        ``done`` and ``*`` for the acting hero. (stand-in, docs/engine.md)"""
        state = (
            say("escaped")
            if h.escaped
            else word(dead)
            if h.dead
            else say("{health}/{max}hp", health=h.health, max=h.max_health)
        )
        items = say(" carrying {items}", items=", ".join(h.items)) if h.items else ""
        acting = " *" if h.index == self.active else ""
        shown_xp = say(" xp {xp}", xp=h.xp) if xp else ""
        line = say(
            "{hero} {cls}{level} in {zone} {state}{xp}{items}{done}{acting}",
            hero=hero_name(h.index),
            cls=h.cls,
            level=level,
            zone=self.zone_id(h.zone),
            state=state,
            xp=shown_xp,
            items=items,
            done=done,
            acting=acting,
        )
        return "  " + spoken(line)

    def on_leave(self, hero: Hero, zone: int) -> None:
        """Hook: the hero leaves ``zone`` (md2 reaction damage). (digest §3.2)"""

    def on_enter(self, hero: Hero, zone: int) -> None:
        """Hook: the hero entered ``zone`` (md2 traps). (digest §1.8)"""

    # ------------------------------------------------------------------ dice

    # ------------------------------------------------------------------ decks

    # ------------------------------------------------------------------ enemy AI

    def remove_killed(self, enemy: Enemy) -> None:
        """Take a slain enemy off the board; it and its source token count as killed.
        (digest §6.1, §6.2)"""
        del self.enemies[enemy.uid]
        self.killed.add(enemy.uid)
        if enemy.source:
            self.killed.add(enemy.source)

    def barrier_edges(self) -> list[tuple[int, EdgeSpec]]:
        """The quest's barrier edges the topology lays between zones, with their index in
        ``topology.barrier_ids``: md1's pillars and the generic rules' barriers are
        attacked as objects. (One index of the edges, not a walk over them per barrier.)"""
        topo = self.game.topology
        by_id: dict[str, EdgeSpec] = {}
        for edge in self.game.board.quest.edges:
            if edge.id:
                by_id.setdefault(edge.id, edge)  # the first of a duplicated id, as before
        return [
            (bi, by_id[barrier])
            for bi, barrier in enumerate(topo.barrier_ids)
            if barrier in by_id and topo.barrier_zones[bi]
        ]

    def object_destroyed(self, obj: Enemy) -> None:
        """An object (pillars, a barrier on an edge, an idol) is destroyed, by attacks or a
        ``destroy`` effect: off the board, counted destroyed, a barrier letting figures and
        sight through from now on. (digest §7.4 P-DESTRUCTIBLE)"""
        self.remove_killed(obj)
        self.destroyed.add(obj.source or obj.uid)
        if obj.script == "barrier":
            topo = self.game.topology
            self.key |= topo.barrier_bit(topo.barrier_index[obj.source])
        self.say("{enemy} {source} is destroyed", enemy=obj.name, source=obj.source)
        self.fire("object-destroyed", (obj.source, obj.uid))
