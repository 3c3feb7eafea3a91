"""The state of an md1 game (``MD1State``): its fields, setup, the round (``ROUND``),
combat and the engine's hooks; the other rules are functions over it in the modules beside
it (see :mod:`questwright.engine.rulesets.md1`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from questwright.core.collector import gc_paused
from questwright.core.params import as_int
from questwright.core.text import Text, say, say_n
from questwright.engine.actions import (
    Action,
    Place,
    hero_name,
)
from questwright.engine.crawler import effects
from questwright.engine.crawler.effects import EffectRule
from questwright.engine.log import spoken, word
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, Turns
from questwright.engine.rulesets.md import decks, enemy_ai, hero_turn, skills
from questwright.engine.rulesets.md.state import MdState
from questwright.engine.rulesets.md1 import activation, chambers, events, levels, turn
from questwright.engine.rulesets.md1.data import OBJECTIVE_TOKENS, MD1Data
from questwright.engine.topology import INF
from questwright.schema.model import Effect

__all__ = ["MD1State"]


class MD1State(MdState):
    """A Massive Darkness game in progress (see the module docstring)."""

    PICKABLE = frozenset({"treasure", *OBJECTIVE_TOKENS})
    data: MD1Data

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        """Heroes, tokens, enemies and decks for a new game (digest §6.1, §7.1)."""
        self._init_crawler()
        data, game = self.data, self.game
        board, topo = game.board, game.topology
        self.level = data.start_level
        self.lifebringer = data.lifebringer
        self.explored: set[int] = set(data.explored0)
        self.first_player = 0
        self.next_token = 1
        self.decks: dict[str, list[str]] = {}
        self.discards: dict[str, list[str]] = {}
        named = [("door", list(data.doors)), ("event", list(data.events))]
        named += [(f"guard{level}", cards) for level, cards in sorted(data.guard_decks.items())]
        named += [
            (f"treasure{level}", cards) for level, cards in sorted(data.treasure_decks.items())
        ]
        named += sorted(data.monster_decks.items())
        named.append(("artifact", data.artifact_cards))
        self.decks.update(decks.shuffled_all(self, named))
        hero_turn.add_heroes(self)
        # tokens lying on the board; face-down slots get their pool token now
        pools = {k: decks.shuffled(self, v) for k, v in sorted(data.pools.items())}
        for token in board.quest.tokens:
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is None:
                continue
            if token.type == "treasure":
                special = "special" if token.properties.get("special") else ""
                self.tokens[token.id] = BoardToken(token.id, "treasure", zone, special)
            elif token.type in OBJECTIVE_TOKENS:
                self.tokens[token.id] = BoardToken(token.id, token.type, zone)
            elif token.type == "objective":
                pool = pools.get(str(token.properties.get("pool", "objectives")), [])
                kind = pool.pop() if pool else "lair"
                self.tokens[token.id] = BoardToken(token.id, kind, zone, "", True)
                self.chance("draw", f"{token.id}:{kind}", private=())
        # enemies placed at setup
        for token in board.quest.tokens:
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is None:
                continue
            props = token.properties
            if token.type == "guard":
                level = as_int(props.get("level", 0), 0, 0, 100) or self.level
                cls = str(props.get("enemyClass", "any"))
                mob = props.get("mob")
                enemy = chambers.spawn_guard(
                    self,
                    level,
                    zone,
                    token.id,
                    None if cls == "any" else cls,
                    mob if isinstance(mob, str) else None,
                )
                if enemy is not None and props.get("stationary"):
                    enemy.script = "stationary"
            elif token.type == "roaming-start":
                self.spawn_monster(
                    str(props.get("monster", "random-greater")),
                    zone,
                    token.id,
                    as_int(props.get("equipmentLevel", 0), 0, 0, 100),
                    dormant=bool(props.get("dormant", False)),
                )
            elif token.type == "pillar":
                pillar = Enemy(
                    self.new_uid(),
                    "pillar",
                    "Pillar",
                    "object",
                    0,
                    zone,
                    as_int(
                        props.get("health"), as_int(board.parameter("pillarHealth", 3), 3, 1), 1
                    ),
                    {},
                    {"blue": as_int(props.get("defence"), 0, 0, 100)}
                    if props.get("defence")
                    else {},
                )
                pillar.source = token.id
                if props.get("countsAsHero"):
                    pillar.rules = {"decoy": True}
                self.enemies[pillar.uid] = pillar
        for bi, spec in self.barrier_edges():
            barrier = topo.barrier_ids[bi]
            props = spec.properties
            pillars = Enemy(
                self.new_uid(),
                "barrier",
                "Pillars",
                "object",
                0,
                topo.barrier_zones[bi][0][0],
                as_int(props.get("health"), as_int(board.parameter("pillarHealth", 5), 5, 1), 1),
                {},
                {"blue": as_int(props["defence"], 0, 0, 100)} if props.get("defence") else {},
            )
            pillars.source = barrier
            pillars.script = "barrier"
            if barrier in topo.movement.sealed:
                # nobody attacks it: only a trigger's destroy effect removes it
                pillars.rules = {"sealed": True}
            self.enemies[pillars.uid] = pillars
        hero_turn.apply_scripts(self)
        self.round = 1
        self.say(
            say_n(
                "quest {quest!r}: {count} hero at level {level}",
                "quest {quest!r}: {count} heroes at level {level}",
                quest=game.quest.title,
                count=len(self.heroes),
                level=self.level,
            )
        )
        self.start_rounds()

    # ------------------------------------------------------------------ clone / json
    def _clone_rules(self, other: Any) -> None:
        other.data = self.data
        other.level = self.level
        other.lifebringer = self.lifebringer
        other.explored = set(self.explored)
        other.first_player = self.first_player
        other.next_token = self.next_token
        other.decks = {k: v[:] for k, v in self.decks.items()}
        other.discards = {k: v[:] for k, v in self.discards.items()}

    def _rules_json(self) -> dict[str, Any]:
        ids = self.game.topology.zone_ids
        return {
            "level": self.level,
            "lifebringer": self.lifebringer,
            "explored": sorted(ids[z] for z in self.explored),
            "firstPlayer": self.first_player,
            "nextToken": self.next_token,
            "decks": self.decks,
            "discards": self.discards,
        }

    def _load_rules(self, doc: dict[str, Any]) -> None:
        index = self.game.topology.index
        self.data = self.game.data
        self.level = doc["level"]
        self.lifebringer = doc["lifebringer"]
        self.explored = {index[z] for z in doc["explored"]}
        self.first_player = doc["firstPlayer"]
        self.next_token = doc["nextToken"]
        self.decks = {k: list(v) for k, v in doc["decks"].items()}
        self.discards = {k: list(v) for k, v in doc["discards"].items()}

    # ------------------------------------------------------------------ hidden information
    def _resample_hidden(self, player: int, rng: Rng) -> None:
        """Deck orders, and the kinds of the face-down objective slots not yet revealed:
        drawn again from what their pools still hold."""
        super()._resample_hidden(player, rng)
        pools = self.data.pools
        hidden: dict[str, list[str]] = {}
        known: dict[str, list[str]] = {}
        for token_id, pool in sorted(self.data.slot_pool.items()):
            token = self.tokens.get(token_id)
            if token is not None and token.face_down:
                hidden.setdefault(pool, []).append(token_id)
            elif token_id in self.revealed:
                known.setdefault(pool, []).append(self.revealed[token_id])
        for pool, slots in hidden.items():
            left = list(pools.get(pool, []))
            for kind in known.get(pool, []):
                if kind in left:
                    left.remove(kind)
            rng.shuffle(left)
            for token_id in slots:
                self.tokens[token_id].kind = left.pop() if left else "lair"

    # ------------------------------------------------------------------ round loop
    def start_round(self) -> None:
        """Resurrection, round-start triggers and objectives (then the Heroes' phase).
        (digest §6.1)"""
        self.phase = "start"
        for hero in self.heroes:
            if hero.dead and not hero.escaped:
                if self.lifebringer <= 0:
                    spec = next(
                        (s for s in self.game.logic.loss if s.kind == "lifebringer-empty"), None
                    )
                    reason = (
                        spec.text if spec else say("no Lifebringer token left to revive a hero")
                    )
                    self.finish("loss", reason)
                    return
                self.lifebringer -= 1
                hero.dead = False
                hero.health = hero.max_health
                self.say(
                    "{hero} is revived ({lifebringer} Lifebringer left)",
                    hero=hero_name(hero.index),
                    lifebringer=self.lifebringer,
                )
        if not self.standing_heroes():
            self.finish("loss", say("no hero is left in the dungeon"))
            return
        self.fire("round-start", (str(self.round),))
        if "hero-round-start" in self.game.logic.triggers:
            for hero in self.heroes:
                if hero.active and self._outcome is None:
                    self.fire("hero-round-start", hero_turn.zone_refs(self, hero.zone), hero)
        self.check_objectives("round-start")

    def hero_order(self) -> list[int]:
        """Clockwise from the First Player. (digest §6.1)"""
        n = len(self.heroes)
        return [(self.first_player + k) % n for k in range(n)]

    def start_hero_turn(self, player: int) -> None:
        """A hero's activation starts; it has attacked no one yet (digest §6.1)."""
        super().start_hero_turn(player)
        self.heroes[player].attacked = []

    def end_turn(self) -> None:
        """The activation ends; unspent movement points end the Movement action (digest §6.1)."""
        if self.mp:
            self.mp = 0
            self.end_movement_action()
        self.actions_left = 0
        self.finish_turn()

    def enemy_phase(self) -> None:
        """The Enemies' phase: every enemy runs its script, then Agents call reinforcements (digest
        §6.1, §5.1).

        With the collector paused when nothing can be asked of a player meanwhile (ties by
        chance, internal dice: the action is never left half-done, so the collector is
        always started again): thousands of activations add history and tables that would
        set off full passes over the board's tables (:mod:`questwright.core.collector`)."""
        if self._snapshots:
            self._enemy_phase()
            return
        with gc_paused():
            self._enemy_phase()

    def _enemy_phase(self) -> None:
        """:meth:`enemy_phase`."""
        self.check_enemy_losses("enemy-phase-start")
        if self._outcome is not None:
            return
        for uid in list(self.enemies):
            enemy = self.enemies.get(uid)
            if enemy is None or enemy.dormant or enemy.kind == "object":
                continue
            enemy_ai.start_activation(self, enemy)
            self.activate(enemy)
            if self._outcome is not None:
                return
        if not self.data.flags.get("noReinforcements"):
            agents = [e for e in self.enemies.values() if e.kind == "agent" and not e.dormant]
            for agent in agents:
                tile = self.game.topology.zone_tile[agent.zone]
                zone = self.data.tile_level_zone[tile] if tile >= 0 else -1
                if zone >= 0 and not self.game.topology.zone_gone(self.key, zone):
                    chambers.spawn_guard(self, agent.level, zone)
        levels.level_check(self)
        self.check_objectives()

    def pass_first_player(self) -> None:
        """The First Player token passes left at the end of the round. (digest §6.1)"""
        self.first_player = (self.first_player + 1) % len(self.heroes)

    # ------------------------------------------------------------------ hero actions
    def can_leave(self, hero: Hero) -> bool:
        """A hero may not leave a zone with an enemy in it (digest §3.1)."""
        return not self.has_enemy(hero.zone)

    def _apply_action(self, action: Action) -> None:
        """A hero action, by the dispatch tables of :mod:`.turn`."""
        turn.apply_action(self, action)

    def end_movement_action(self) -> None:
        """A Movement action ended: the level check (digest §1.5)."""
        levels.level_check(self)

    # ------------------------------------------------------------------ quest items
    def _movement_actions(self, hero: Hero, out: list[Action]) -> None:
        super()._movement_actions(hero, out)
        items = self.game.logic.items
        if items and hero.items:
            budget = self.mp + (self.data.movement_points if self.actions_left > 0 else 0)
            seen = set()
            for item in hero.items:
                kind = item.split(":", 1)[0]
                spec = items.get(kind)
                if spec is not None and spec.place and spec.place <= budget and kind not in seen:
                    seen.add(kind)
                    out.append(Place(hero.index, item))

    def end_phase(self) -> None:
        """Placed quest items with ``cleanup: round-end`` are discarded, then the End phase.
        (digest §6.1)"""
        items = self.game.logic.items
        if items:
            gone = {k for k, spec in items.items() if spec.cleanup == "round-end"}
            for tid in [t for t, tok in self.tokens.items() if tok.kind in gone]:
                del self.tokens[tid]
        super().end_phase()

    # ------------------------------------------------------------------ quest effects
    def place_level(self, scope: str, place: str) -> int:
        """The level of the tile (or the zone's tile) a trigger names (digest §1.5)."""
        topo = self.game.topology
        if scope == "tile":
            tile = topo.tile_index.get(place, -1)
        else:
            zone = topo.index.get(place, -1)
            tile = topo.zone_tile[zone] if zone >= 0 else -1
        return self.data.tile_level[tile] if tile >= 0 else 0

    def _effect_set_level(self, effect: Effect, hero: Hero | None = None) -> None:
        """``value`` an integer (the new level) or ``"+1"``/``"-1"`` (a change)."""
        value = effect.value
        if isinstance(value, str) and value[:1] in "+-":
            level = self.level + int(value)
        else:
            level = int(value or self.level)
        old, self.level = self.level, max(1, min(level, self.data.max_level))
        self.say("the level is now {level}", level=self.level)
        skills.follow_level(self, old, self.level)

    def _effect_refill(self, effect: Effect, hero: Hero | None = None) -> None:
        """Every zone ``target`` names gets treasure tokens up to ``value`` (default 1)."""
        want = as_int(effect.value or 1, 1, 0, 100)
        for zone in sorted(self.zones_of(effect.target)):
            if self.game.topology.zone_gone(self.key, zone):
                continue
            have = sum(1 for t in self.tokens.values() if t.zone == zone and t.kind == "treasure")
            for _ in range(want - have):
                token_id = f"tr{self.next_token}"
                self.next_token += 1
                self.tokens[token_id] = BoardToken(token_id, "treasure", zone)
        self.say("treasure refilled in {target}", target=effect.target)

    #: the crawler's effect kinds and md1's level and treasure effects
    EFFECTS: ClassVar[dict[str, EffectRule]] = {
        **MdState.EFFECTS,
        "set-level": _effect_set_level,
        "refill-treasure": _effect_refill,
    }

    def _destroy_object(self, enemy: Enemy) -> None:
        if enemy.uid in self.enemies:
            self.enemy_dies(enemy, None)

    def pickable_here(self, zone: int) -> list[BoardToken]:
        """Tokens in ``zone`` whose quest type the system lets a hero pick up. (digest §1.7)"""
        types, pickable = self.data.token_type, self.data.pickable
        return [
            t
            for t in self.tokens.values()
            if t.zone == zone and t.kind in self.PICKABLE and types.get(t.id, t.kind) in pickable
        ]

    def card_kinds(self, card: str) -> tuple[str, ...]:
        """An Artifact card counts as an ``artifact`` for ``carrying`` (digest §7.1)."""
        return (card, "artifact") if card in self.data.artifact_set else (card,)

    # ------------------------------------------------------------------ doors, chambers

    def open_door(self, door: int, hero: Hero | None, by_effect: bool = False) -> None:
        """Open a door; a closed chamber behind it is revealed (digest §1.3, §4.1)."""
        topo = self.game.topology
        if self.key & (1 << door):
            return
        before = self.key
        fars = []
        for a, b in topo.door_zones[door]:
            if hero is not None and hero.zone in (a, b):
                fars.append(b if hero.zone == a else a)
            else:
                fars.extend((a, b))
        # the level rises before the Door card when the door leads to a higher tile
        top = max((levels.tile_level_of_tile(self, z) for z in fars), default=0)
        if top > self.level and self.data.flags.get("levelMode") != "script":
            levels.raise_level(self, top)
        self.key |= 1 << door
        self.say(
            "{hero} opens {door}",
            hero=hero_name(hero.index) if hero else "a trigger",
            door=topo.door_ids[door],
        )
        chamber = topo.chamber_of(before)
        for far in fars:
            if chamber[far] >= 0 and far not in self.explored:
                chambers.reveal_chamber(self, far, before, hero, draw=not by_effect, door=door)
                if self._outcome is not None:
                    return
        self.fire("door-opened", (topo.door_ids[door],), hero)

    # ------------------------------------------------------------------ decks

    # ------------------------------------------------------------------ spawning

    def spawn_monster(
        self, which: str, zone: int, source: str = "", gear_level: int = -1, dormant: bool = False
    ) -> Enemy | None:
        """Place a Roaming Monster: a name, ``random-lesser``/``random-greater``, or by level.
        (digest §4.1)"""
        data = self.data
        card = None
        if which in ("lesser", "random-lesser", "greater", "random-greater", "", "level"):
            tier = which.replace("random-", "")
            if tier not in ("lesser", "greater"):
                tier = "lesser" if self.level <= 3 else "greater"
            card_id = decks.draw_card(self, tier)
            card = data.monsters.get(card_id or "")
        else:
            card = next((c for c in data.monsters.values() if c["name"] == which), None)
            if card is None:
                card = data.monsters.get(which)
        if card is None:
            return None
        enemy = decks.enemy_from_card(
            self, card, "roaming", self.level, zone, int(card["health"]) * data.party_size
        )
        enemy.source = source
        enemy.dormant = dormant
        chambers.equip_guardian(self, enemy, self.level if gear_level < 0 else gear_level)
        enemy_ai.place(self, enemy)
        self.say(
            "{enemy} (roaming monster) appears in {zone}", enemy=enemy.name, zone=self.zone_id(zone)
        )
        return enemy

    def _effect_give_item(self, effect: Effect, hero: Hero) -> None:
        """A quest item (``items[]``), ``artifact`` (a random Artifact card),
        ``treasure:<level>`` or an item id; ``count`` of them (Q8's three level-4 Treasure
        cards for the killer: one effect, as the docs' catalogue writes it)."""
        if effects.give_quest_item(self, effect, hero):
            self.fire("item-gained", (str(effect.value),), hero)
            return
        for _ in range(effect.count or 1):
            self._give_card(effect, hero)

    def _give_card(self, effect: Effect, hero: Hero) -> None:
        """One equipment card of ``give-item`` (see :meth:`_effect_give_item`)."""
        value = str(effect.value or "artifact")
        deck: tuple[str, ...] = ()  # the deck's word, as the quest-logic model names it
        if value == "artifact":
            card = decks.draw_card(self, "artifact")
            deck = ("artifact",)
        elif value.startswith("treasure"):
            _, _, level = value.partition(":")
            card = chambers.draw_treasure(self, int(level) if level.isdigit() else self.level)
            deck = ("treasure",)
        else:
            card = value if value in self.data.items else None
        if card is None:
            return
        hero.gear.append(card)
        self.say(
            "{hero} receives {name}", hero=hero_name(hero.index), name=self.data.items[card]["name"]
        )
        self.fire("item-gained", (card, self.data.items[card]["name"], *deck), hero)

    def _effect_spawn(self, effect: Effect, hero: Hero | None) -> None:
        value = effect.value
        spec: dict[str, Any] = value if isinstance(value, dict) else {"what": value or "guard"}
        zones = sorted(self.zones_of(effect.target)) if effect.target else []
        zone = zones[0] if zones else (hero.zone if hero is not None else self.data.start)
        source = str(spec.get("id", effect.target or ""))
        for _ in range(as_int(spec.get("count", 1), 1, 0, 100)):
            what = spec.get("roamingMonster", spec.get("what", "guard"))
            if "guard" in spec or what == "guard":
                level = spec.get("guard", 0)
                level = self.level if level in (0, "current", None) else int(level)
                cls = spec.get("class")
                mob = spec.get("mob")
                enemy = chambers.spawn_guard(
                    self, level, zone, source, cls, mob if isinstance(mob, str) else None
                )
            else:
                enemy = self.spawn_monster(
                    str(what), zone, source, as_int(spec.get("equipmentLevel", -1), -1, -1, 100)
                )
            if enemy is not None:
                enemy.dormant = bool(spec.get("dormant", False))
                if spec.get("script"):
                    enemy.script = str(spec["script"])

    # ------------------------------------------------------------------ combat
    def hero_attack(self, hero: Hero, kind: str, uid: str) -> None:
        """A hero's attack (digest §6.1 combat)."""
        enemy = self.enemies[uid]
        dice = skills.attack_dice(self, hero, kind) or {}
        trace: list[str] = []
        wounds = max(0, decks.roll_versus(self, dice, enemy.defence, trace))
        self.chance("roll", f"{hero_name(hero.index)}>{uid} {' '.join(trace)} ={wounds}")
        if uid not in hero.attacked and enemy.kind != "object":
            hero.attacked.append(uid)
        self.say(decks.hero_attack_line(hero_name(hero.index), kind, enemy.name, wounds))
        self.wound_enemy(enemy, wounds, hero)

    def wound_enemy(self, enemy: Enemy, wounds: int, killer: Hero | None) -> None:
        """Mob: minions one at a time, the Boss shielded while any stand, overflow lost.
        (digest §6.1)"""
        if wounds <= 0 or enemy.rules.get("invulnerable") or enemy.rules.get("sealed"):
            return
        if enemy.minions > 0:
            enemy_ai.wound_minions(self, enemy, wounds, killer, self.data.xp["minion"])
            return  # wounds beyond the last minion are lost
        enemy.damage += wounds
        if enemy.damage >= enemy.health:
            self.enemy_dies(enemy, killer)

    def enemy_dies(self, enemy: Enemy, killer: Hero | None) -> None:
        """An enemy is killed: XP, Guardian loot, triggers (digest §6.1)."""
        if enemy.kind == "object":
            self.object_destroyed(enemy)
            return
        self.remove_killed(enemy)
        award = {"mob": "boss", "agent": "agent", "roaming": "roaming"}.get(enemy.kind)
        if award:
            for hero in self.heroes:
                self.gain_xp(hero, self.data.xp[award])
        if killer is not None and enemy.gear:
            killer.gear.append(enemy.gear)
        self.say("{enemy} is slain", enemy=enemy.name)
        self.fire("enemy-killed", (enemy.uid, enemy.source, enemy.name, enemy.kind), killer)

    def gain_xp(self, hero: Hero, amount: int) -> None:
        """XP up to the cap (digest §6.1); it is spent in the Experience phase."""
        hero.xp = min(self.data.xp_cap, hero.xp + amount)

    def skill_level(self, hero: Hero) -> int:
        """Skills of the game's current level and lower work (digest §6.1 step 3)."""
        return self.level

    def experience_phase(self) -> None:
        """The Experience phase: each standing hero buys skill steps with its XP by the
        stand-in policy of :mod:`..md.skills` (digest §6.1 step 3)."""
        self.phase = "experience"
        cap = self.data.xp_cap
        for hero in self.heroes:
            if not hero.active:
                continue
            while True:
                step = skills.choose(self, hero, self.data.max_level, self.level, hero.xp)
                if step is None:
                    break
                line, spec = step
                # a step that waits for a level is bought only with XP the cap would waste
                if spec["level"] > self.level and hero.xp < cap:
                    break
                hero.xp -= int(spec.get("cost", 0))
                skills.learn(self, hero, line)

    def enemy_attack(self, enemy: Enemy, hero: Hero, kind: str) -> None:
        """An enemy attacks a hero (digest §5.1, §6.1 combat)."""
        trace: list[str] = []
        defence = skills.defence_dice(self, hero)
        wounds = max(0, decks.roll_versus(self, enemy.attacks[kind], defence, trace))
        self.chance("roll", f"{enemy.uid}>{hero_name(hero.index)} {' '.join(trace)} ={wounds}")
        self.say(decks.enemy_attack_line(enemy.name, kind, hero_name(hero.index), wounds))
        if wounds:
            hero.health -= wounds
            if hero.health <= 0:
                self.kill_hero(hero, enemy.name)

    # ------------------------------------------------------------------ enemy AI
    def activate(self, enemy: Enemy, forced: Hero | None = None) -> None:
        """The four-step script: attack / move / attack / move (at most one attack).
        (digest §5.1)"""
        if enemy.script == "seek":
            if forced is None:
                activation.seek(self, enemy)
            return
        attacked = self.try_attack(enemy, forced)
        if enemy.script == "to-exit":
            # digest §5.6 (Q2): it attacks if it can and then still moves one zone toward
            # the Exit; a counter-attack is the attack alone
            if forced is None and self._outcome is None:
                activation.move_to_exit(self, enemy)
            return
        if attacked or enemy.script == "stationary":
            return
        self.enemy_step(enemy, forced)
        if self._outcome is not None or enemy.uid not in self.enemies:
            return
        if self.try_attack(enemy, forced):
            return
        self.enemy_step(enemy, forced)

    def try_attack(self, enemy: Enemy, forced: Hero | None) -> bool:
        """Steps 1 and 3: attack the hero in range with the most unspent XP, if any.
        (digest §5.1)"""
        rows = self.game.topology.sight(self.key)
        candidates: list[tuple[Hero, list[str]]] = []
        for hero in self.heroes:
            if not hero.active or (forced is not None and hero is not forced):
                continue
            d = rows.seen_from(enemy.zone, hero.zone)
            if d is None:
                continue
            kinds = [k for k in enemy.attacks if hero_turn.in_range(self, k, d)]
            if kinds:
                candidates.append((hero, kinds))
        if forced is None and activation.attack_decoy(self, enemy, rows):
            return True
        if not candidates:
            return False
        top = max(h.xp for h, _ in candidates)
        best = [c for c in candidates if c[0].xp == top]
        hero, kinds = self.tie("target", best, [hero_name(h.index) for h, _ in best])
        self.enemy_attack(enemy, hero, enemy_ai.strongest_attack(self, enemy, kinds))
        return True

    def provoked_stops(self, enemy: Enemy, hero: Hero) -> set[int]:
        """Zones ``enemy`` may pass or stop in when it counter-attacks ``hero`` (the
        :meth:`activate` script forced on him, every path tie taken; no dice rolled)."""
        topo = self.game.topology
        sight = topo.sight(self.key)

        def strikes(zone: int) -> bool:
            d = sight[zone].get(hero.zone)
            return d is not None and any(hero_turn.in_range(self, k, d) for k in enemy.attacks)

        if enemy.script in ("seek", "to-exit", "stationary") or strikes(enemy.zone):
            return set()
        dist = activation.hero_distances(self, enemy, hero.zone)
        neighbours = topo.neighbours(self.key, False)
        out: set[int] = set()
        frontier = {enemy.zone}
        for _ in range(2):  # move, attack, move (digest §5.1)
            nxt: set[int] = set()
            for z in frontier:
                if (
                    dist[z] == 0
                    or dist[z] >= INF
                    or (activation.engaged(self, z) and not enemy.rules.get("slippery"))
                ):
                    continue
                nxt |= {n for n in neighbours[z] if dist[n] == dist[z] - 1}
            out |= nxt
            frontier = {z for z in nxt if not strikes(z)}
        return out

    def enemy_step(self, enemy: Enemy, forced: Hero | None) -> None:
        """Steps 2 and 4: one zone along a shortest path toward the move target. (digest §5.1)"""
        if activation.engaged(self, enemy.zone) and not enemy.rules.get("slippery"):
            return
        dist = activation.move_goal(self, enemy, forced)
        if dist is not None:
            enemy_ai.step_along(self, enemy, dist)

    # ------------------------------------------------------------------ events

    # ------------------------------------------------------------------ rendering
    def status_lines(self) -> list[Text]:
        """The dungeon level and the Lifebringer tokens left (Test Play's status line).
        (stand-in, docs/engine.md)"""
        return [
            say("Level {level}", level=self.level),
            say("Lifebringer {name}", name=self.lifebringer),
        ]

    def render(self) -> str:
        """The board as text (stand-in, docs/engine.md)."""
        head = spoken(
            say(
                "round {round}  phase {phase}  level {level}  lifebringer {lifebringer}",
                round=self.round,
                phase=word(self.phase),
                level=self.level,
                lifebringer=self.lifebringer,
            )
        )
        heroes = [self.hero_line(h) for h in self.heroes]
        status = (
            spoken(say("actions {actions}  mp {mp}", actions=self.actions_left, mp=self.mp))
            if self.active >= 0
            else ""
        )
        return "\n".join([head, *heroes, status, super().render()])

    # ------------------------------------------------------------------ the round
    #: the round (rules digest massive-darkness.md §6.1); its hooks are defined above or in
    #: the rule modules
    ROUND: Round[MD1State] = Round(
        [
            Step("start", start_round),
            Turns(
                "heroes",
                order=hero_order,
                skip=hero_turn.hero_gone,
                start_turn=start_hero_turn,
                after_turn=activation.counter_attack_step,
            ),
            Step("enemies", enemy_phase),
            Step("experience", experience_phase),
            Step("events", events.event_step),
            Step("end", end_phase),
        ]
    )
