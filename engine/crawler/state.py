"""The shared state of a co-operative dungeon crawl: heroes, enemies, tokens and quest logic.

:class:`CrawlerState` sits between the rules-free :class:`~questwright.engine.core.State` and
a ruleset. It holds what every crawler has — heroes on zones, enemies, tokens lying on the
board, which doors are open, what was picked up, killed or destroyed — and it evaluates the
quest's objectives, triggers and loss conditions from that (docs/engine.md) with the
functions of :mod:`.objectives`, :mod:`.triggers` and :mod:`.effects` (its kind → function
tables :attr:`CrawlerState.EFFECTS` and :attr:`CrawlerState.OBJECTIVES` a ruleset extends).
A ruleset adds its own rules (combat, spawning, enemy AI) and may override the hooks
``_effect_spawn``, ``_effect_give_item``, ``_destroy_object``, ``open_door``,
``wound_hero``, ``kill_hero`` and ``gain_xp``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

from questwright.core.questlogic.cascade import Cascade
from questwright.core.text import Text, say, say_n
from questwright.engine.actions import hero_name
from questwright.engine.core import State
from questwright.engine.crawler import effects, objectives, triggers, views
from questwright.engine.log import spoken, word
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.quest_logic import (
    ObjectiveSpec,
    counter_places,
    resolve_zones,
)
from questwright.schema.model import Effect

__all__ = ["CrawlerState"]


class CrawlerState(State):
    """Heroes, enemies, tokens, doors and the quest's objectives, triggers and losses."""

    def _init_crawler(self) -> None:
        topo = self.topology
        self.heroes: list[Hero] = []
        self.enemies: dict[str, Enemy] = {}
        self.next_uid = 1
        self.tokens: dict[str, BoardToken] = {}
        self.key = topo.initial_key
        self.unlocked: set[str] = set()
        self.picked: dict[str, int] = {}
        self.revealed: dict[str, str] = {}
        self.killed: set[str] = set()
        self.destroyed: set[str] = set()
        self.activated: set[str] = set()
        self.done: list[str] = []
        self.fired: set[str] = set()
        n = len(topo.zone_ids)
        self.visits = [0] * n
        self.deaths = [0] * n
        self.spawned: dict[str, int] = {}
        self.hero_deaths = 0
        #: counter id -> place ("" for a quest counter, else a tile or zone id) -> value
        self.counters: dict[str, dict[str, int]] = {
            cid: dict(spec.start) for cid, spec in self.game.logic.counters.items()
        }
        #: behaviour rules every enemy gets, also those spawned later (set-enemy target all)
        self.enemy_defaults: dict[str, Any] = {}
        self.next_item = 0
        #: chosen hero id (the quest's ``chosen``) -> hero index, once chosen
        self.chosen: dict[str, int] = {}
        #: names carried by the event whose trigger is running (``at``/``target`` "event")
        self.event_names: tuple[str, ...] = ()
        #: the quest triggers running now and their cascade's firings (docs/engine.md)
        self.cascade = Cascade()

    # ------------------------------------------------------------------ clone / json
    def _clone_into(self, other: State) -> None:
        assert isinstance(other, CrawlerState)
        other.heroes = [h.copy() for h in self.heroes]
        other.enemies = {k: e.copy() for k, e in self.enemies.items()}
        other.next_uid = self.next_uid
        other.tokens = {k: t.copy() for k, t in self.tokens.items()}
        other.unlocked = set(self.unlocked)
        other.picked = dict(self.picked)
        other.revealed = dict(self.revealed)
        other.killed = set(self.killed)
        other.destroyed = set(self.destroyed)
        other.activated = set(self.activated)
        other.done = self.done[:]
        other.fired = set(self.fired)
        other.visits = self.visits[:]
        other.deaths = self.deaths[:]
        other.spawned = dict(self.spawned)
        other.hero_deaths = self.hero_deaths
        other.counters = {k: dict(v) for k, v in self.counters.items()}
        other.enemy_defaults = self.enemy_defaults
        other.next_item = self.next_item
        other.chosen = dict(self.chosen)
        other.event_names = ()
        other.cascade = Cascade()
        self._clone_rules(other)

    def _state_json(self) -> dict[str, Any]:
        zone_ids = self.topology.zone_ids
        return {
            "heroes": [h.to_json(zone_ids) for h in self.heroes],
            "enemies": [e.to_json(zone_ids) for e in self.enemies.values()],
            "nextUid": self.next_uid,
            "tokens": [t.to_json(zone_ids) for t in self.tokens.values()],
            "unlocked": sorted(self.unlocked),
            "picked": dict(sorted(self.picked.items())),
            "revealed": dict(sorted(self.revealed.items())),
            "killed": sorted(self.killed),
            "destroyed": sorted(self.destroyed),
            "activated": sorted(self.activated),
            "done": self.done,
            "fired": sorted(self.fired),
            "visits": self.visits,
            "deaths": self.deaths,
            "spawned": dict(sorted(self.spawned.items())),
            "heroDeaths": self.hero_deaths,
            "counters": {k: dict(sorted(v.items())) for k, v in sorted(self.counters.items())},
            "enemyDefaults": self.enemy_defaults,
            "nextItem": self.next_item,
            "chosen": dict(sorted(self.chosen.items())),
            "ruleset": self._rules_json(),
        }

    def _load_state(self, doc: dict[str, Any]) -> None:
        index_of = self.topology.index
        self.heroes = [Hero.from_json(i, h, index_of) for i, h in enumerate(doc["heroes"])]
        self.enemies = {}
        for e in doc["enemies"]:
            enemy = Enemy.from_json(e, index_of)
            self.enemies[enemy.uid] = enemy
        self.next_uid = doc["nextUid"]
        self.tokens = {}
        for t in doc["tokens"]:
            token = BoardToken.from_json(t, index_of)
            self.tokens[token.id] = token
        self.unlocked = set(doc["unlocked"])
        self.picked = dict(doc["picked"])
        self.revealed = dict(doc["revealed"])
        self.killed = set(doc["killed"])
        self.destroyed = set(doc["destroyed"])
        self.activated = set(doc["activated"])
        self.done = list(doc["done"])
        self.fired = set(doc["fired"])
        self.visits = list(doc["visits"])
        self.deaths = list(doc["deaths"])
        self.spawned = dict(doc["spawned"])
        self.hero_deaths = doc["heroDeaths"]
        self.counters = {k: dict(v) for k, v in doc.get("counters", {}).items()}
        self.enemy_defaults = dict(doc.get("enemyDefaults", {}))
        self.next_item = doc.get("nextItem", 0)
        self.chosen = {str(k): int(v) for k, v in doc.get("chosen", {}).items()}
        self.event_names = ()
        self.cascade = Cascade()
        self._load_rules(doc["ruleset"])

    def _clone_rules(self, other: CrawlerState) -> None:
        """Copy ruleset-specific fields (override)."""

    def _rules_json(self) -> dict[str, Any]:
        return {}

    def _load_rules(self, doc: dict[str, Any]) -> None:
        """Load ruleset-specific fields (override)."""

    # ------------------------------------------------------------------ queries
    def completed_objectives(self) -> list[str]:
        """The ids of the objectives done, in order (docs/engine.md, Objectives). A won game
        also counts the objectives met when it ended: a quest trigger may win on the very
        event that meets one (a boss's death), before the objectives are checked."""
        done = list(self.done)
        if self._outcome is not None and self._outcome["result"] == "win":
            for obj in objectives.newly_met(self, done, "any"):
                done.append(obj.id)
        return done

    def heuristic_value(self, player: int) -> float:
        """Objectives done and the heroes' health, from the heroes' side (search rollouts).
        (search bot, docs/engine.md)"""
        heroes = self.heroes
        total = len(self.game.logic.objectives) or 1
        progress = len(self.done) / total
        health = sum(
            1.0 if h.escaped else 0.0 if h.dead else h.health / max(1, h.max_health) for h in heroes
        ) / max(1, len(heroes))
        value = 2.0 * (0.65 * progress + 0.35 * health) - 1.0
        return value if self.game.players[player].side == "heroes" else -value

    def statistics(self) -> dict[str, Any]:
        """Counts for the balance report: hero deaths, zone visits, spawns (docs/engine.md,
        simulate)."""
        return {
            "deaths": self.hero_deaths,
            "visits": self.visits,
            "zoneDeaths": self.deaths,
            "spawned": self.spawned,
        }

    def zone_id(self, zone: int) -> str:
        """The id of zone ``zone`` (docs/engine.md, Geometry per system)."""
        return self.topology.zone_ids[zone]

    def standing_heroes(self) -> list[Hero]:
        """Heroes neither dead nor escaped (docs/engine.md, Loss conditions)."""
        return [h for h in self.heroes if not h.dead and not h.escaped]

    def enemies_in(self, zone: int) -> list[Enemy]:
        """The enemies standing in ``zone`` (docs/engine.md, Objectives)."""
        return [e for e in self.enemies.values() if e.zone == zone and e.kind != "object"]

    def has_enemy(self, zone: int) -> bool:
        """Whether an enemy (not an object) stands in ``zone`` (docs/engine.md, Objectives)."""
        for e in self.enemies.values():  # noqa: SIM110 (a plain loop is faster here)
            if e.zone == zone and e.kind != "object":
                return True
        return False

    def has_hero(self, zone: int) -> bool:
        """Whether a standing hero is in ``zone`` (docs/engine.md, Objectives)."""
        for h in self.heroes:  # noqa: SIM110
            if h.zone == zone and not h.dead and not h.escaped:
                return True
        return False

    def door_open(self, door: int) -> bool:
        """Whether door ``door`` is open (docs/engine.md, A board that changes in play)."""
        return bool(self.key & (1 << door))

    def door_openable(self, door: int) -> bool:
        """Closed, and not locked (or its lock is satisfied).
        (docs/engine.md, Quest logic as data)"""
        if self.key & (1 << door):
            return False
        door_id = self.topology.door_ids[door]
        spec = self.board.doors[door_id]
        if door_id in self.unlocked:
            return True
        lock = spec.lock
        if lock is not None:
            if lock.kind == "key":
                return any(k in self.picked for k in lock.keys)
            if lock.kind == "rune":
                return any(k in self.picked for k in self.layout.roles.rune_keys(lock.color))
            if lock.kind == "condition":
                return all(r in self.done or r in self.fired for r in lock.requires)
            return False
        return spec.state != "locked"

    def zones_of(self, ref: str | None) -> frozenset[int]:
        """Zones a quest reference points at now (tokens that moved are followed).
        (docs/engine.md, Quest logic as data)"""
        if ref and ref in self.tokens:
            return frozenset({self.tokens[ref].zone})
        return resolve_zones(self.game, ref)

    def item_kinds(self, heroes: list[Hero]) -> Counter[str]:
        """What the heroes carry for a ``carrying`` objective (docs/engine.md, Objectives)."""
        return Counter(item.split(":", 1)[0] for h in heroes for item in h.items)

    # ------------------------------------------------------------------ heroes by ref

    # ------------------------------------------------------------------ events
    def fire(self, event: str, targets: tuple[str, ...] = (), hero: Hero | None = None) -> None:
        """Run the quest triggers listening to ``event`` about any of ``targets``; none once
        the game is decided (a won game's last step must not still spawn, lose or score).
        (docs/engine.md, Triggers)"""
        specs = self.game.logic.triggers.get(event)
        if not specs or self._outcome is not None:
            return
        cascade = self.cascade
        if not cascade.event():
            return  # the cascade has weighed all the listeners it may
        for spec in specs:
            if spec.once and spec.id in self.fired:
                continue
            if spec.target is not None and spec.target not in targets:
                continue
            if spec.round is not None and spec.round != self.round:
                continue
            if not cascade.admit(spec.id):
                continue  # no trigger sets itself off, and cascades end
            if spec.conditions and not all(
                triggers.condition_holds(self, c) for c in spec.conditions
            ):
                continue
            self.fired.add(spec.id)
            outer = self.event_names
            self.event_names = targets
            running = cascade.enter(spec.id)
            try:
                triggers._run_trigger(self, spec, hero)
            finally:
                self.event_names = outer
                cascade.leave(running)
            if self._outcome is not None:
                return
            triggers.open_ready_links(self)

    # ------------------------------------------------------------------ counters
    def counter_places(self, counter: str, at: str | None) -> list[str]:
        """The places of ``counter`` that ``at`` names (``event``: the firing event's).
        (docs/engine.md, Triggers: counters)"""
        spec = self.game.logic.counters.get(counter)
        if spec is None:
            return []
        values = self.counters.get(counter, {})
        if spec.scope == "quest":
            return [""]
        if at in (None, "event"):
            names = self.event_names if at == "event" else ()
            return [n for n in names if n in values][:1]
        if at == "lowest-level":
            live = [p for p, v in values.items() if v != spec.threshold]
            if not live:
                return []
            level = {p: self.place_level(spec.scope, p) for p in live}
            low = min(level.values())
            best = sorted(p for p in live if level[p] == low)
            return [self.tie("counter-place", best, best)] if len(best) > 1 else best
        return [p for p in counter_places(self.game, spec.scope, at) if p in values]

    def place_level(self, scope: str, place: str) -> int:
        """The level of a tile or zone (md1 tile level tokens; 0 elsewhere).
        (digest massive-darkness.md §1.5)"""
        return 0

    #: quest-logic effect kinds and the function that applies each, ``(state, effect, hero)``
    #: (:data:`.effects.EFFECTS`); a ruleset extends it (``EFFECTS = {**Base.EFFECTS,
    #: "set-level": _effect_set_level}``)
    EFFECTS: ClassVar[dict[str, effects.EffectRule]] = effects.EFFECTS

    def effect(self, effect: Effect, hero: Hero | None = None) -> None:
        """Apply one trigger effect (docs/engine.md lists what each kind does)."""
        rule = self.EFFECTS.get(effect.kind)
        if rule is None:
            self.say(
                "(effect {kind!r} is not supported by this ruleset; ignored)", kind=effect.kind
            )
            return
        rule(self, effect, hero)

    def _effect_give_item(self, effect: Effect, hero: Hero) -> None:
        self.say("(give-item effects need a ruleset)")

    def wound_hero(self, hero: Hero, wounds: int, cause: str | Text) -> None:
        """A hero takes ``wounds`` (``cause`` is said); at 0 health it is killed (docs/engine.md,
        Triggers: ``damage``)."""
        hero.health -= wounds
        self.say(
            say_n(
                "{hero} takes {wounds} wound ({cause})",
                "{hero} takes {wounds} wounds ({cause})",
                by="wounds",
                hero=hero_name(hero.index),
                wounds=wounds,
                cause=word(cause),
            )
        )
        if hero.health <= 0 and not hero.dead:
            self.kill_hero(hero, cause, str(cause))

    def _destroy_object(self, enemy: Enemy) -> None:
        self.say("(destroy effects need a ruleset)")

    def _effect_spawn(self, effect: Effect, hero: Hero | None) -> None:
        self.say("(spawn effects need a ruleset)")

    def open_door(self, door: int, hero: Hero | None, by_effect: bool = False) -> None:
        """Open a door (rulesets extend this with exploration). (docs/engine.md, Triggers)"""
        self.key |= 1 << door
        self.fire("door-opened", (self.topology.door_ids[door],), hero)

    def gain_xp(self, hero: Hero, amount: int) -> None:
        """A hero gains XP; the base keeps none (docs/engine.md, Triggers: ``give-xp``)."""
        hero.xp += amount

    def kill_hero(self, hero: Hero, cause: str | Text, tag: str = "enemy") -> None:
        """``tag`` is what killed: ``enemy``, ``removal`` (a removed tile or zone),
        ``damage`` (a damage effect), ``script`` (a scripted monster); a ``hero-dies`` loss
        with ``properties.cause`` only counts that one. (docs/engine.md, Loss conditions)"""
        hero.dead = True
        hero.health = 0
        self.hero_deaths += 1
        self.deaths[hero.zone] += 1
        self.say("{hero} is killed ({cause})", hero=hero_name(hero.index), cause=word(cause))
        names = triggers.hero_refs(self, hero)
        for spec in self.game.logic.loss:
            if spec.props.get("cause", tag) != tag:
                continue
            if spec.kind == "hero-dies" and (spec.target is None or spec.target in names):
                self.finish("loss", spec.text)
                return
        self.fire("hero-killed", (*names, tag), hero)

    # ------------------------------------------------------------------ objectives
    #: objective kinds and the function deciding each, ``(state, objective, timing) -> bool``
    #: (:data:`.objectives.OBJECTIVES`); a ruleset extends it like :attr:`EFFECTS`
    OBJECTIVES: ClassVar[dict[str, objectives.ObjectiveRule]] = objectives.OBJECTIVES

    @staticmethod
    def enemy_is(enemy: Enemy, ref: object) -> bool:
        """Whether ``ref`` (absent: any enemy) names ``enemy``: source, uid or name.
        (docs/engine.md, Objectives)"""
        return ref is None or ref in (enemy.source, enemy.uid, enemy.name)

    def current_objectives(self) -> list[ObjectiveSpec]:
        """Objectives not yet done whose ``after`` objectives are all done.
        (docs/engine.md, Objectives)"""
        done = self.done
        kept = self.__dict__.get("_current_objectives")
        # asked at every bot decision, and a quest may list a thousand objectives: found
        # again only when the done list (appended to, never changed otherwise) grows
        if kept is None or kept[0] is not done or kept[1] != len(done):
            found = [
                o for o in self.game.logic.objectives if objectives.objective_available(self, o)
            ]
            kept = self.__dict__["_current_objectives"] = (done, len(done), found)
        return list(kept[2])

    def check_objectives(self, timing: str = "any") -> None:
        """Mark newly met objectives (in order), fire their triggers, and win when all are.
        (docs/engine.md, Objectives)"""
        if self._outcome is not None:
            return
        specs = self.game.logic.objectives
        done = self.done
        if len(done) == len(specs):
            if specs:
                self.finish("win", say("every objective is complete"))
            return
        for obj in objectives.newly_met(self, done, timing):
            done.append(obj.id)
            self.say("objective complete: {obj}", obj=obj.text)
            triggers.open_ready_links(self)
            self.fire("objective-complete", (obj.id,))
            if self._outcome is not None:
                return
        if specs and len(done) == len(specs):
            self.finish("win", say("every objective is complete"))

    def round_end_checks(self) -> bool:
        """The end of a round as every crawler ruleset plays it: ``round-end`` triggers
        fire, objectives checked at a round's end are looked at, and a ``round-limit``
        loss reached ends the game with the quest's text. Whether the game is over.
        (docs/engine.md, Triggers and Loss conditions)"""
        self.fire("round-end", (str(self.round),))
        if self._outcome is None:
            self.check_objectives("round-end")
        if self._outcome is not None:
            return True
        for spec in self.game.logic.loss:
            if spec.kind == "round-limit" and spec.rounds and self.round >= spec.rounds:
                self.finish("loss", spec.text)
                return True
        return False

    def check_enemy_losses(self, timing: str = "move") -> None:
        """``enemy-reaches``: an enemy stands in the target zone (after any enemy move, or
        only when the Enemies' phase begins with ``properties.timing: enemy-phase-start``).
        (docs/engine.md, Loss conditions)"""
        for spec in self.game.logic.loss:
            if spec.kind == "enemy-reaches" and spec.props.get("timing", "move") == timing:
                who = spec.props.get("enemy")
                if any(
                    self.enemy_is(e, who)
                    for e in objectives.enemies_in_zones(self, self.zones_of(spec.target))
                ):
                    self.finish("loss", spec.text)
                    return

    # ------------------------------------------------------------------ spawning helpers
    def new_uid(self) -> str:
        """A fresh enemy uid (stand-in, docs/engine.md)."""
        uid = f"e{self.next_uid}"
        self.next_uid += 1
        return uid

    def count_spawn(self, level: int) -> None:
        """Count an enemy of ``level`` spawned, for the statistics (docs/engine.md, simulate)."""
        key = str(level)
        self.spawned[key] = self.spawned.get(key, 0) + 1

    # ------------------------------------------------------------------ rendering
    def map_key(self) -> str | Text:
        """The key of :meth:`render`'s map (:class:`~questwright.engine.protocol.MapKey`).
        (stand-in, docs/engine.md)"""
        return say(
            "map: digit hero, x killed hero, E enemy, * token, blank Light, ~ Shadow, # gone; "
            "| - wall, D door, L locked door, / open door, # pillars, : . zone line"
        )

    def render(self) -> str:
        """The board as text: a cell map, then zones with what stands in them.
        (stand-in, docs/engine.md)"""
        topo = self.topology
        hero_zones: dict[int, list[str]] = {}
        for h in self.heroes:
            if h.escaped:
                continue
            hero_zones.setdefault(h.zone, []).append(
                hero_name(h.index) + (spoken(say("(dead)")) if h.dead else "")
            )
        enemy_zones: dict[int, list[str]] = {}
        for e in self.enemies.values():
            enemy_zones.setdefault(e.zone, []).append(self.describe_enemy(e))
        token_zones: dict[int, list[str]] = {}
        for t in self.tokens.values():
            label = spoken(say("face-down")) if t.face_down else spoken(word(t.kind))
            token_zones.setdefault(t.zone, []).append(f"{t.id}[{label}]")
        lines = views._map(self, hero_zones, enemy_zones, token_zones)
        lines.append("")
        for z, zone_id in enumerate(topo.zone_ids):
            parts = hero_zones.get(z, []) + enemy_zones.get(z, []) + token_zones.get(z, [])
            if parts:
                light = say("light") if topo.light[z] else say("shadow")
                line = say(
                    "{zone} ({light}): {parts}", zone=zone_id, light=light, parts=", ".join(parts)
                )
                lines.append("  " + spoken(line))
        return "\n".join(lines)

    def describe_enemy(self, e: Enemy) -> str:
        """One enemy as text for the board (stand-in, docs/engine.md)."""
        extra = f"+{e.minions}" if e.minions else ""
        state = say(" dormant") if e.dormant else ""
        if e.rules.get("sealed"):  # a barrier only an effect destroys
            state = say(" (cannot be attacked)")
        return spoken(
            say(
                "{uid}:{name}{extra} {hp}hp{state}",
                uid=e.uid,
                name=e.name,
                extra=extra,
                hp=e.remaining,
                state=state,
            )
        )
