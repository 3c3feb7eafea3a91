"""The shared state of a co-operative dungeon crawl: heroes, enemies, tokens and quest logic.

:class:`CrawlerState` sits between the rules-free :class:`~questwright.engine.core.State` and
a ruleset. It holds what every crawler has — heroes on zones, enemies, tokens lying on the
board, which doors are open, what was picked up, killed or destroyed — and it evaluates the
quest's objectives, triggers and loss conditions from that (docs/engine.md). A ruleset adds
its own rules (combat, spawning, enemy AI) and may override the effect hooks
``_effect_spawn`` and ``_effect_remove_tile``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

from questwright.core.geometry import edge_between
from questwright.engine.actions import hero_name
from questwright.engine.core import State
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.quest_logic import (
    ObjectiveSpec,
    TriggerSpec,
    counter_places,
    resolve_zones,
)
from questwright.schema.model import Condition, Effect, enemy_rule_problem

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
        self._load_rules(doc["ruleset"])

    def _clone_rules(self, other: CrawlerState) -> None:
        """Copy ruleset-specific fields (override)."""

    def _rules_json(self) -> dict[str, Any]:
        return {}

    def _load_rules(self, doc: dict[str, Any]) -> None:
        """Load ruleset-specific fields (override)."""

    # ------------------------------------------------------------------ queries
    def completed_objectives(self) -> list[str]:
        return list(self.done)

    def heuristic_value(self, player: int) -> float:
        """Objectives done and the heroes' health, from the heroes' side (search rollouts)."""
        heroes = self.heroes
        total = len(self.game.logic.objectives) or 1
        progress = len(self.done) / total
        health = sum(
            1.0 if h.escaped else 0.0 if h.dead else h.health / max(1, h.max_health) for h in heroes
        ) / max(1, len(heroes))
        value = 2.0 * (0.65 * progress + 0.35 * health) - 1.0
        return value if self.game.players[player].side == "heroes" else -value

    def statistics(self) -> dict[str, Any]:
        return {
            "deaths": self.hero_deaths,
            "visits": self.visits,
            "zoneDeaths": self.deaths,
            "spawned": self.spawned,
        }

    def zone_id(self, zone: int) -> str:
        return self.topology.zone_ids[zone]

    def standing_heroes(self) -> list[Hero]:
        return [h for h in self.heroes if not h.dead and not h.escaped]

    def enemies_in(self, zone: int) -> list[Enemy]:
        return [e for e in self.enemies.values() if e.zone == zone and e.kind != "object"]

    def has_enemy(self, zone: int) -> bool:
        for e in self.enemies.values():  # noqa: SIM110 (a plain loop is faster here)
            if e.zone == zone and e.kind != "object":
                return True
        return False

    def has_hero(self, zone: int) -> bool:
        for h in self.heroes:  # noqa: SIM110
            if h.zone == zone and not h.dead and not h.escaped:
                return True
        return False

    def door_open(self, door: int) -> bool:
        return bool(self.key & (1 << door))

    def door_openable(self, door: int) -> bool:
        """Closed, and not locked (or its lock is satisfied)."""
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
            if lock.kind == "condition":
                return all(r in self.done or r in self.fired for r in lock.requires)
            return False
        return spec.state != "locked"

    def zones_of(self, ref: str | None) -> frozenset[int]:
        """Zones a quest reference points at now (tokens that moved are followed)."""
        if ref and ref in self.tokens:
            return frozenset({self.tokens[ref].zone})
        return resolve_zones(self.game, ref)

    def item_kinds(self, heroes: list[Hero]) -> Counter[str]:
        return Counter(item.split(":", 1)[0] for h in heroes for item in h.items)

    # ------------------------------------------------------------------ heroes by ref
    def hero_of(self, ref: str | None) -> Hero | None:
        """The hero ``ref`` names: ``h1``…``h12`` or a chosen hero's id (once chosen)."""
        if not ref:
            return None
        if ref in self.chosen:
            index = self.chosen[ref]
        elif ref[:1] == "h" and ref[1:].isdigit():
            index = int(ref[1:]) - 1
        else:
            return None
        return self.heroes[index] if 0 <= index < len(self.heroes) else None

    def hero_refs(self, hero: Hero) -> tuple[str, ...]:
        """Every name of ``hero``: ``h1``… and the chosen-hero ids given to him."""
        return (
            hero_name(hero.index),
            *sorted(c for c, i in self.chosen.items() if i == hero.index),
        )

    def choose_heroes_at_setup(self) -> None:
        """Heroes the quest singles out before the first round (``chosen``, ``when: setup``):
        the one it names, else the players' choice (drawn at random by the engine)."""
        for spec in self.game.quest.chosen:
            if spec.when != "setup" or not self.heroes:
                continue
            hero = self.hero_of(spec.hero) if spec.hero and spec.hero[1:].isdigit() else None
            if hero is None:
                hero = self.heroes[self.rng.below(len(self.heroes))]
                self.chance("choose", f"{spec.id}:{hero_name(hero.index)}")
            self.chosen[spec.id] = hero.index
            self.say(f"{hero_name(hero.index)} is {spec.name or spec.id}")

    def _do_choose_hero(self, effect: Effect, hero: Hero | None) -> None:
        """``target``: a chosen hero's id; ``value``: who (the event's hero by default)."""
        if not effect.target:
            return
        value = effect.value if isinstance(effect.value, str) else None
        receivers = self._receivers(value, hero)
        if receivers:
            self.chosen[effect.target] = receivers[0].index
            self.say(f"{hero_name(receivers[0].index)} is now {effect.target}")

    # ------------------------------------------------------------------ events
    def fire(self, event: str, targets: tuple[str, ...] = (), hero: Hero | None = None) -> None:
        """Run the quest triggers listening to ``event`` about any of ``targets``; none once
        the game is decided (a won game's last step must not still spawn, lose or score)."""
        specs = self.game.logic.triggers.get(event)
        if not specs or self._outcome is not None:
            return
        for spec in specs:
            if spec.once and spec.id in self.fired:
                continue
            if spec.target is not None and spec.target not in targets:
                continue
            if spec.round is not None and spec.round != self.round:
                continue
            if spec.conditions and not all(self.condition_holds(c) for c in spec.conditions):
                continue
            self.fired.add(spec.id)
            outer = self.event_names
            self.event_names = targets
            try:
                self._run_trigger(spec, hero)
            finally:
                self.event_names = outer
            if self._outcome is not None:
                return
            self.open_ready_links()

    def open_ready_links(self) -> None:
        """Open for good the link groups (staircases) whose ``opensWhen`` objectives are
        done and triggers fired (their key bit; closed links are no passage)."""
        gates = self.topology.link_gates
        if not gates:
            return
        for bit, group, needs in gates:
            if not self.key & bit and all(r in self.done or r in self.fired for r in needs):
                self.key |= bit
                self.say(f"the links of {group} open")

    def condition_holds(self, cond: Condition) -> bool:
        """Whether a trigger condition (``if``) holds now (docs/engine.md)."""
        ok = self._condition(cond)
        return not ok if cond.not_ else ok

    def _condition(self, c: Condition) -> bool:
        if c.counter is not None:
            value = self.counter_value(c.counter, c.at)
            if c.min is not None and value < c.min:
                return False
            if c.max is not None and value > c.max:
                return False
        if any(t not in self.picked for t in c.picked):
            return False
        if any(t not in self.killed for t in c.killed):
            return False
        if any(t not in self.destroyed for t in c.destroyed):
            return False
        if any(t not in self.done for t in c.done):
            return False
        if any(t not in self.fired for t in c.fired):
            return False
        if c.visited is not None and not any(self.visits[z] for z in self.zones_of(c.visited)):
            return False
        if c.hero_in is not None:
            zones = self.zones_of(c.hero_in)
            who = self.hero_of(c.hero) if c.hero is not None else None
            if c.hero is not None and who is None:
                return False
            if not any(
                h.zone in zones and (who is None or h is who) for h in self.standing_heroes()
            ):
                return False
        if c.enemy_in is not None:
            zones = self.zones_of(c.enemy_in)
            if not any(
                e.zone in zones
                and e.kind != "object"
                and (c.enemy is None or c.enemy in (e.source, e.uid, e.name))
                for e in self.enemies.values()
            ):
                return False
        if c.round_min is not None:
            if self.round < c.round_min:
                return False
            if c.round_every and (self.round - c.round_min) % c.round_every:
                return False
        elif c.round_every and self.round % c.round_every:
            return False
        if c.round_max is not None and self.round > c.round_max:
            return False
        if c.party_min is not None and len(self.heroes) < c.party_min:
            return False
        return c.party_max is None or len(self.heroes) <= c.party_max

    # ------------------------------------------------------------------ counters
    def counter_places(self, counter: str, at: str | None) -> list[str]:
        """The places of ``counter`` that ``at`` names (``event``: the firing event's)."""
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
        """The level of a tile or zone (md1 tile level tokens; 0 elsewhere)."""
        return 0

    def counter_value(self, counter: str, at: str | None = None) -> int:
        values = self.counters.get(counter, {})
        places = self.counter_places(counter, at) if at else list(values)
        if not places:
            return 0
        if at is None and len(places) > 1:
            return sum(values.get(p, 0) for p in places)
        return values.get(places[0], 0)

    def change_counter(self, counter: str, at: str | None, delta: int, hero: Hero | None) -> None:
        spec = self.game.logic.counters.get(counter)
        if spec is None:
            return
        values = self.counters.setdefault(counter, {})
        for place in self.counter_places(counter, at):
            before = values.get(place, 0)
            values[place] = before + delta
            label = f"{counter}[{place}]" if place else counter
            self.say(f"counter {label}: {before} -> {values[place]}")
            if values[place] == spec.threshold and before != spec.threshold:
                names = (counter, place) if place else (counter,)
                self.fire("counter-reached", names, hero)
            if self._outcome is not None:
                return

    def _run_trigger(self, spec: TriggerSpec, hero: Hero | None) -> None:
        if spec.text:  # the author's words come first, then what the effects do
            self.say(spec.text)
        for effect in spec.effects:
            self.effect(effect, hero)
            if self._outcome is not None:
                return

    #: quest-logic effect kinds and the method that applies each, ``(effect, hero)``; a
    #: ruleset extends it (``EFFECTS = {**Base.EFFECTS, "set-level": "_do_set_level"}``)
    EFFECTS: ClassVar[dict[str, str]] = {
        "message": "_do_message",
        "give-xp": "_do_give_xp",
        "open-door": "_do_door",
        "close-door": "_do_door",
        "unlock": "_do_door",
        "reveal": "_do_reveal",
        "wake": "_do_wake",
        "win": "_do_end",
        "lose": "_do_end",
        "spawn": "_effect_spawn",
        "remove-tile": "_do_remove_tile",
        "give-item": "_do_give_item",
        "counter": "_do_counter",
        "damage": "_effect_damage",
        "remove-zone": "_do_remove_zone",
        "set-enemy": "_do_set_enemy",
        "discard": "_do_discard",
        "destroy": "_do_destroy",
        "choose-hero": "_do_choose_hero",
    }

    def effect(self, effect: Effect, hero: Hero | None = None) -> None:
        """Apply one trigger effect (docs/engine.md lists what each kind does)."""
        name = self.EFFECTS.get(effect.kind)
        if name is None:
            self.say(f"(effect {effect.kind!r} is not supported by this ruleset; ignored)")
            return
        getattr(self, name)(effect, hero)

    def _do_message(self, effect: Effect, hero: Hero | None) -> None:
        self.say(effect.text or "")

    def _do_give_xp(self, effect: Effect, hero: Hero | None) -> None:
        amount = int(effect.value or 0)
        for receiver in self._receivers(effect.target, hero):
            self.gain_xp(receiver, amount)

    def _do_door(self, effect: Effect, hero: Hero | None) -> None:
        topo = self.topology
        door = topo.door_index.get(effect.target or "")
        if door is None:
            return
        if effect.kind == "open-door":
            self.open_door(door, hero, by_effect=True)
        elif effect.kind == "close-door":
            self.key &= ~(1 << door)
        else:
            self.unlocked.add(topo.door_ids[door])

    def _do_reveal(self, effect: Effect, hero: Hero | None) -> None:
        token = self.tokens.get(effect.target or "")
        if token is not None and token.face_down:
            token.face_down = False
            self.revealed[token.id] = token.kind

    def _do_wake(self, effect: Effect, hero: Hero | None) -> None:
        for e in self.enemies.values():
            if effect.target in (None, e.source, e.uid, e.name):
                e.dormant = False

    def _do_end(self, effect: Effect, hero: Hero | None) -> None:
        if effect.kind == "win":
            self.finish("win", effect.text or "a trigger won the quest")
        else:
            self.finish("loss", effect.text or "a trigger lost the quest")

    def _do_remove_tile(self, effect: Effect, hero: Hero | None) -> None:
        self._effect_remove_tile(effect)

    def _do_give_item(self, effect: Effect, hero: Hero | None) -> None:
        for receiver in self._receivers(effect.target, hero):
            self._effect_give_item(effect, receiver)

    def _do_counter(self, effect: Effect, hero: Hero | None) -> None:
        delta = int(effect.value if effect.value is not None else 1)
        self.change_counter(effect.target or "", effect.at, delta, hero)

    def _do_remove_zone(self, effect: Effect, hero: Hero | None) -> None:
        self._effect_remove_zone(effect)

    def _do_set_enemy(self, effect: Effect, hero: Hero | None) -> None:
        self._effect_set_enemy(effect)

    def _do_discard(self, effect: Effect, hero: Hero | None) -> None:
        self._effect_discard(effect.target)

    def _do_destroy(self, effect: Effect, hero: Hero | None) -> None:
        for e in [e for e in self.enemies.values() if e.kind == "object"]:
            if effect.target in (e.source, e.uid):
                self._destroy_object(e)

    def _receivers(self, target: str | None, hero: Hero | None) -> list[Hero]:
        """Who an effect is for: ``picker`` (the hero of the event; default), ``all``, ``h2``."""
        who = target or ("picker" if hero is not None else "all")
        if who in ("picker", "hero"):
            return [hero] if hero is not None else []
        if who == "all":
            return list(self.heroes)
        named = self.hero_of(who)
        if named is not None or who in self.chosen or (who[:1] == "h" and who[1:].isdigit()):
            return [named] if named is not None else []
        if any(c.id == who for c in self.game.quest.chosen):
            return []  # a chosen hero not chosen yet
        return list(self.heroes)

    def _effect_give_item(self, effect: Effect, hero: Hero) -> None:
        self.say("(give-item effects need a ruleset)")

    def give_quest_item(self, effect: Effect, hero: Hero) -> bool:
        """``value`` names a quest item (``items[]``): the hero gets ``count`` of them."""
        item = str(effect.value or "")
        if item not in self.game.logic.items:
            return False
        for _ in range(effect.count or 1):
            self.next_item += 1
            hero.items.append(f"{item}:{item}{self.next_item}")
        self.say(f"{hero_name(hero.index)} receives {effect.count or 1} {item}")
        return True

    def _effect_discard(self, target: str | None) -> None:
        """A carried quest token is discarded: ``target`` its token id (default: the
        tokens the firing event names, e.g. the one just picked up)."""
        names = {target} if target and target != "event" else set(self.event_names)
        for h in self.heroes:
            kept = [i for i in h.items if i.partition(":")[2] not in names]
            if len(kept) != len(h.items):
                h.items = kept
                self.say(f"{hero_name(h.index)} discards {', '.join(sorted(names))}")

    def _effect_damage(self, effect: Effect, hero: Hero | None) -> None:
        """Wounds: ``target`` all (each), party (split), picker, h2 or a zone ref (each
        hero there); ``value`` an integer or ``{"base": b, "perHero": k}`` (k per starting
        hero)."""
        value = effect.value
        if isinstance(value, dict):
            amount = int(value.get("base", 0)) + int(value.get("perHero", 0)) * len(self.heroes)
        else:
            amount = int(value or 0)
        if amount <= 0:
            return
        target = effect.target or "all"
        if target == "party":
            for _ in range(amount):
                standing = self.standing_heroes()
                if not standing or self._outcome is not None:
                    return
                top = max(h.health for h in standing)
                best = [h for h in standing if h.health == top]
                victim = self.tie("wound", best, [hero_name(h.index) for h in best])
                self.wound_hero(victim, 1, "damage")
            return
        if target in ("all", "picker", "hero") or (target[0] == "h" and target[1:].isdigit()):
            victims = [h for h in self._receivers(target, hero) if h.active]
        else:
            zones = self.zones_of(target)
            victims = [h for h in self.standing_heroes() if h.zone in zones]
        for victim in victims:
            if self._outcome is None:
                self.wound_hero(victim, amount, "damage")

    def wound_hero(self, hero: Hero, wounds: int, cause: str) -> None:
        hero.health -= wounds
        self.say(f"{hero_name(hero.index)} takes {wounds} wound(s) ({cause})")
        if hero.health <= 0 and not hero.dead:
            self.kill_hero(hero, cause, cause)

    def _destroy_object(self, enemy: Enemy) -> None:
        self.say("(destroy effects need a ruleset)")

    def _effect_set_enemy(self, effect: Effect) -> None:
        """Behaviour rules for enemies named by ``target`` (source, uid, name, or ``all`` —
        then also every enemy spawned later): ``value`` keys ``script``, ``dormant``,
        ``invulnerable``, ``goal``, ``lure``, ``steps``, ``crush``, ``drag``, ``decoy``."""
        value = effect.value if isinstance(effect.value, dict) else {}
        target = effect.target or "all"
        if target == "all":
            self.enemy_defaults = {**self.enemy_defaults, **value}
        for e in self.enemies.values():
            if target in ("all", e.source, e.uid, e.name):
                self.apply_rules(e, value)

    def apply_rules(self, enemy: Enemy, value: dict[str, Any]) -> None:
        if not value:
            return
        rules = dict(enemy.rules)
        for k, v in value.items():
            if enemy_rule_problem(k, v) is not None:
                continue  # not an enemy rule, or the wrong type: ignored (QL_ENEMY_RULE)
            if k == "script":
                enemy.script = str(v or "")
            elif k == "dormant":
                enemy.dormant = bool(v)
            else:
                rules[k] = v
        enemy.rules = rules

    def _effect_remove_zone(self, effect: Effect) -> None:
        """The zones ``target`` names go (a bridge falls); actors there die (no XP)."""
        topo = self.topology
        ref = effect.target
        zones = set(self._event_zones() if ref == "event" else self.zones_of(ref))
        zones = {z for z in zones if not topo.zone_gone(self.key, z)}
        if not zones:
            return
        for z in zones:
            self.key |= topo.zone_bit(z)
        self._lose_zones(zones, "the floor gave way")
        self.say(f"zone(s) {', '.join(sorted(topo.zone_ids[z] for z in zones))} removed")

    def _event_zones(self) -> frozenset[int]:
        out: set[int] = set()
        for name in self.event_names:
            out |= resolve_zones(self.game, name)
        return frozenset(out)

    def _lose_zones(self, gone: set[int], cause: str) -> None:
        for uid in [u for u, e in self.enemies.items() if e.zone in gone]:
            enemy = self.enemies.pop(uid)
            self.killed.add(uid)
            if enemy.source:
                self.killed.add(enemy.source)
            if enemy.kind == "object":
                self.destroyed.add(enemy.source or uid)
        for tid in [t for t, tok in self.tokens.items() if tok.zone in gone]:
            del self.tokens[tid]
        for h in self.heroes:
            if h.zone in gone and h.active:
                self.kill_hero(h, cause, "removal")

    def _effect_spawn(self, effect: Effect, hero: Hero | None) -> None:
        self.say("(spawn effects need a ruleset)")

    def _effect_remove_tile(self, effect: Effect) -> None:
        topo = self.topology
        ref = effect.target or ""
        if ref == "event":  # the tile a counter-reached (or other) event is about
            ref = next((n for n in self.event_names if n in topo.tile_index), "")
        tile = topo.tile_index.get(ref)
        if tile is None or self.key & topo.tile_bit(tile):
            return
        self.key |= topo.tile_bit(tile)
        self._lose_zones(set(topo.tile_zones[tile]), "the floor fell away")
        self.say(f"tile {ref} is removed")

    def open_door(self, door: int, hero: Hero | None, by_effect: bool = False) -> None:
        """Open a door (rulesets extend this with exploration)."""
        self.key |= 1 << door
        self.fire("door-opened", (self.topology.door_ids[door],), hero)

    def gain_xp(self, hero: Hero, amount: int) -> None:
        hero.xp += amount

    def kill_hero(self, hero: Hero, cause: str, tag: str = "enemy") -> None:
        """``tag`` is what killed: ``enemy``, ``removal`` (a removed tile or zone),
        ``damage`` (a damage effect), ``script`` (a scripted monster); a ``hero-dies`` loss
        with ``properties.cause`` only counts that one."""
        hero.dead = True
        hero.health = 0
        self.hero_deaths += 1
        self.deaths[hero.zone] += 1
        self.say(f"{hero_name(hero.index)} is killed ({cause})")
        names = self.hero_refs(hero)
        for spec in self.game.logic.loss:
            if spec.props.get("cause", tag) != tag:
                continue
            if spec.kind == "hero-dies" and (spec.target is None or spec.target in names):
                self.finish("loss", spec.text)
                return
        self.fire("hero-killed", (*names, tag), hero)

    # ------------------------------------------------------------------ objectives
    #: objective kinds and the method deciding each, ``(objective, timing) -> bool``; a
    #: ruleset extends it like :attr:`EFFECTS`
    OBJECTIVES: ClassVar[dict[str, str]] = {
        "pickup": "_objective_pickup",
        "collect": "_objective_collect",
        "open": "_objective_open",
        "kill": "_objective_kill",
        "destroy": "_objective_destroy",
        "escape": "_objective_escape",
        "reach": "_objective_reach",
        "hold": "_objective_hold",
        "activate": "_objective_activate",
        "lure": "_objective_lure",
    }

    def objective_done(self, obj: ObjectiveSpec, timing: str) -> bool:
        """Whether ``obj`` is met now; ``timing`` is ``any``, ``round-start`` or ``round-end``."""
        name = self.OBJECTIVES.get(obj.kind)
        return name is not None and bool(getattr(self, name)(obj, timing))

    def _objective_pickup(self, obj: ObjectiveSpec, timing: str) -> bool:
        return all(t in self.picked for t in obj.targets)

    def _objective_collect(self, obj: ObjectiveSpec, timing: str) -> bool:
        wanted = obj.props.get("tokenType")
        got = 0
        for t in obj.targets:
            if t in self.picked and (wanted is None or self.revealed.get(t) == wanted):
                got += 1
        return got >= obj.count

    def _objective_open(self, obj: ObjectiveSpec, timing: str) -> bool:
        index = self.topology.door_index
        return all(t in index and self.door_open(index[t]) for t in obj.targets)

    def _objective_kill(self, obj: ObjectiveSpec, timing: str) -> bool:
        return all(self._killed_all(t) for t in obj.targets) if obj.targets else False

    def _objective_destroy(self, obj: ObjectiveSpec, timing: str) -> bool:
        return all(t in self.destroyed for t in obj.targets)

    def _objective_escape(self, obj: ObjectiveSpec, timing: str) -> bool:
        return self._escape_done(obj)

    def _objective_reach(self, obj: ObjectiveSpec, timing: str) -> bool:
        return any(h.zone in obj.zones for h in self.standing_heroes())

    def _objective_hold(self, obj: ObjectiveSpec, timing: str) -> bool:
        wanted = obj.props.get("timing", "round-end")
        if wanted != "any" and timing != wanted:
            return False
        return self._hold_done(obj)

    def _objective_activate(self, obj: ObjectiveSpec, timing: str) -> bool:
        props = obj.props
        needed = obj.count
        if len(self.heroes) == 1 and "soloCount" in props:
            needed = int(props["soloCount"])
        if props.get("rule", "action") == "occupy":
            if timing != props.get("timing", "round-start"):
                return False
            held = {h.zone for h in self.standing_heroes()}
            n = sum(1 for t in obj.targets if self.zones_of(t) & held)
            return n >= needed
        return sum(1 for t in obj.targets if t in self.activated) >= needed

    def _objective_lure(self, obj: ObjectiveSpec, timing: str) -> bool:
        """An enemy (``properties.enemy``: its source token id, uid or name) stands in a
        target zone."""
        return any(
            self.enemy_is(e, obj.props.get("enemy")) for e in self.enemies_in_zones(obj.zones)
        )

    def enemies_in_zones(self, zones: frozenset[int]) -> list[Enemy]:
        """The enemies (not objects) standing in ``zones``."""
        return [e for e in self.enemies.values() if e.zone in zones and e.kind != "object"]

    @staticmethod
    def enemy_is(enemy: Enemy, ref: object) -> bool:
        """Whether ``ref`` (absent: any enemy) names ``enemy``: source, uid or name."""
        return ref is None or ref in (enemy.source, enemy.uid, enemy.name)

    def _killed_all(self, target: str) -> bool:
        if target in ("all", "all-enemies"):
            return bool(self.killed) and not any(e.kind != "object" for e in self.enemies.values())
        if target not in self.killed:
            return False
        return not any(target in (e.source, e.uid) for e in self.enemies.values())

    def _escape_done(self, obj: ObjectiveSpec) -> bool:
        who = obj.props.get("heroes", "any")
        who = who if isinstance(who, str) else "any"
        escaped = [h for h in self.heroes if h.escaped]
        if not escaped:
            return False
        if who == "all" and len(escaped) < len(self.heroes):
            return False
        if who not in ("any", "all"):
            named = self.hero_of(who)
            if named is None or not named.escaped:
                return False
        carrying = obj.props.get("carrying") or []
        if carrying:
            need = Counter(carrying)
            have = self.item_kinds(escaped)
            return all(have[k] >= n for k, n in need.items())
        return True

    def _hold_done(self, obj: ObjectiveSpec) -> bool:
        zones = obj.zones
        present = [h for h in self.standing_heroes() if h.zone in zones]
        if not present:
            return False
        carrying = obj.props.get("carrying") or []
        if carrying:
            need = Counter(carrying)
            have = self.item_kinds(present)
            if not all(have[k] >= n for k, n in need.items()):
                return False
        if obj.props.get("noEnemies", True):
            scope = self.scope_zones(zones, obj.props.get("scope", "zone"))
            if any(e.zone in scope for e in self.enemies.values() if e.kind != "object"):
                return False
        return True

    def scope_zones(self, zones: frozenset[int], scope: str) -> set[int]:
        """``zone``: the zones; ``room``: their printed rooms (openings only); ``chamber``:
        room zones joined by openings or open doors."""
        if scope == "zone":
            return set(zones)
        topo = self.topology
        table = topo.chamber_of(
            0 if scope == "room" else self.key & ((1 << len(topo.door_ids)) - 1)
        )
        result = set(zones)
        marks = {table[z] for z in zones if table[z] >= 0}
        for z, mark in enumerate(table):
            if mark in marks:
                result.add(z)
        return result

    def objective_available(self, obj: ObjectiveSpec) -> bool:
        done = self.done
        return obj.id not in done and all(a in done for a in obj.after)

    def current_objectives(self) -> list[ObjectiveSpec]:
        """Objectives not yet done whose ``after`` objectives are all done."""
        return [o for o in self.game.logic.objectives if self.objective_available(o)]

    def check_objectives(self, timing: str = "any") -> None:
        """Mark newly met objectives (in order), fire their triggers, and win when all are."""
        if self._outcome is not None:
            return
        objectives = self.game.logic.objectives
        done = self.done
        if len(done) == len(objectives):
            if objectives:
                self.finish("win", "every objective is complete")
            return
        progress = True
        while progress and self._outcome is None:
            progress = False
            for obj in objectives:
                if obj.id in done:
                    continue
                ready = True
                for a in obj.after:
                    if a not in done:
                        ready = False
                        break
                if ready and self.objective_done(obj, timing):
                    done.append(obj.id)
                    self.say(f"objective complete: {obj.text}")
                    self.open_ready_links()
                    progress = True
                    self.fire("objective-complete", (obj.id,))
                    if self._outcome is not None:
                        return
        if objectives and len(done) == len(objectives):
            self.finish("win", "every objective is complete")

    def check_enemy_losses(self, timing: str = "move") -> None:
        """``enemy-reaches``: an enemy stands in the target zone (after any enemy move, or
        only when the Enemies' phase begins with ``properties.timing: enemy-phase-start``)."""
        for spec in self.game.logic.loss:
            if spec.kind == "enemy-reaches" and spec.props.get("timing", "move") == timing:
                who = spec.props.get("enemy")
                if any(
                    self.enemy_is(e, who) for e in self.enemies_in_zones(self.zones_of(spec.target))
                ):
                    self.finish("loss", spec.text)
                    return

    # ------------------------------------------------------------------ spawning helpers
    def new_uid(self) -> str:
        uid = f"e{self.next_uid}"
        self.next_uid += 1
        return uid

    def count_spawn(self, level: int) -> None:
        key = str(level)
        self.spawned[key] = self.spawned.get(key, 0) + 1

    # ------------------------------------------------------------------ rendering
    def map_key(self) -> str:
        """The key of :meth:`render`'s map (:class:`~questwright.engine.protocol.MapKey`)."""
        return (
            "map: digit hero, x killed hero, E enemy, * token, blank Light, ~ Shadow, # gone; "
            "| - wall, D door, L locked door, / open door, # pillars, : . zone line"
        )

    def render(self) -> str:
        """The board as text: a cell map, then zones with what stands in them."""
        topo = self.topology
        hero_zones: dict[int, list[str]] = {}
        for h in self.heroes:
            if h.escaped:
                continue
            hero_zones.setdefault(h.zone, []).append(
                hero_name(h.index) + ("(dead)" if h.dead else "")
            )
        enemy_zones: dict[int, list[str]] = {}
        for e in self.enemies.values():
            enemy_zones.setdefault(e.zone, []).append(self.describe_enemy(e))
        token_zones: dict[int, list[str]] = {}
        for t in self.tokens.values():
            label = "face-down" if t.face_down else t.kind
            token_zones.setdefault(t.zone, []).append(f"{t.id}[{label}]")
        lines = self._map(hero_zones, enemy_zones, token_zones)
        lines.append("")
        for z, zone_id in enumerate(topo.zone_ids):
            parts = hero_zones.get(z, []) + enemy_zones.get(z, []) + token_zones.get(z, [])
            if parts:
                light = "light" if topo.light[z] else "shadow"
                lines.append(f"  {zone_id} ({light}): {', '.join(parts)}")
        return "\n".join(lines)

    def _map(
        self,
        hero_zones: dict[int, list[str]],
        enemy_zones: dict[int, list[str]],
        token_zones: dict[int, list[str]],
    ) -> list[str]:
        """A character map: cells (hero digit, ``x`` a killed hero, ``E`` enemy, ``*`` token,
        blank Light, ``~`` Shadow, ``#`` gone) with the edges between them (``|``/``-``
        wall, ``D`` closed door, ``L`` locked, ``/`` open door, ``#`` barrier, ``:``/``.``
        zone line, blank inside a zone)."""
        board, topo = self.board, self.topology
        min_x, min_y, max_x, max_y = board.bounds()
        glyph: dict[tuple[int, int], str] = {}
        for z, zone_id in enumerate(topo.zone_ids):
            cells = sorted(board.zones[zone_id].cells, key=lambda c: (c[1], c[0]))
            if topo.zone_gone(self.key, z) or not topo.passable[z]:
                for c in cells:
                    glyph[c] = "#"
                continue
            marks = (
                ["x" if n.endswith("(dead)") else n[1:] for n in hero_zones.get(z, [])]
                + ["E"] * len(enemy_zones.get(z, []))
                + ["*"] * len(token_zones.get(z, []))
            )
            fill = " " if topo.light[z] else "~"
            for i, c in enumerate(cells):
                glyph[c] = marks[i] if i < len(marks) else fill

        def edge(a: tuple[int, int], b: tuple[int, int], vertical: bool) -> str:
            if a not in board.cells or b not in board.cells:
                if a in board.cells or b in board.cells:
                    return "|" if vertical else "-"
                return " "
            key = edge_between(a, b)
            kind = board.edge_kind(key)
            if kind == "door":
                door = board.door_at(key)
                index = topo.door_index.get(door.id) if door else None
                if index is not None and self.key & (1 << index):
                    return "/"
                return "L" if index is not None and not self.door_openable(index) else "D"
            if kind in ("wall", "window"):
                return "|" if vertical else "-"
            if kind == "barrier":
                return "#"
            if board.zone_of(a) != board.zone_of(b):
                return ":" if vertical else "."
            return " "

        def corner(x: int, y: int) -> str:
            around = ((x - 1, y), (x, y), (x - 1, y + 1), (x, y + 1))
            return "+" if any(c in board.cells for c in around) else " "

        lines = []
        for y in range(min_y - 1, max_y):
            if y >= min_y:
                row = [edge((min_x - 1, y), (min_x, y), True)]
                for x in range(min_x, max_x):
                    row.append(glyph.get((x, y), " "))
                    row.append(edge((x, y), (x + 1, y), True))
                lines.append("".join(row).rstrip())
            under = [corner(min_x, y)]
            for x in range(min_x, max_x):
                under.append(edge((x, y), (x, y + 1), False))
                under.append(corner(x + 1, y))
            lines.append("".join(under).rstrip())
        return lines

    def describe_enemy(self, e: Enemy) -> str:
        extra = f"+{e.minions}" if e.minions else ""
        state = " dormant" if e.dormant else ""
        return f"{e.uid}:{e.name}{extra} {e.remaining}hp{state}"
