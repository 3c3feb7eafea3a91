"""The ``md1`` ruleset: Massive Darkness, faithful to the subset of rules digest §9.1.

Round: resurrection (Lifebringer) → Heroes' phase (clockwise from the First Player; three
actions each; counter-attacks after each activation) → Enemies' phase (every enemy runs the
four-step script, then Agents call reinforcements) → Experience (XP is only tracked) →
Event → End (the First Player token passes left). The current level rises at the end of an
action or phase when a hero stands on a higher-level tile, and before the Door card when a
door opens toward one. Opening a door into a closed chamber draws a Door card whose blocks
seed the first three rooms in walking order. Enemy targeting follows the most unspent XP,
then Light, then the start/exit wander, with Shadow hiding.

Where the rules leave a choice to the players (XP ties, equal paths, room order, patrol
zone) the state's generator settles it and the history records it (``chance tie …``), or
the players choose in a ``ties="ask"`` game. The order in which enemies activate, which
the players also choose, is fixed to spawn order. Simplifications are listed in
``docs/engine.md`` (no skills, stun, consumables or Story mode; auto-equipment).
"""

from __future__ import annotations

from typing import Any, ClassVar

from questwright.core.params import as_int
from questwright.core.text import Text, say
from questwright.engine.actions import (
    Action,
    Activate,
    Attack,
    EndTurn,
    Escape,
    Give,
    Move,
    OpenDoor,
    PickUp,
    Place,
    hero_name,
)
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, Turns
from questwright.engine.rulesets.md.data import KIND_BIT
from questwright.engine.rulesets.md.state import MdState
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
        self.decks["door"] = self.shuffled(list(data.doors))
        self.decks["event"] = self.shuffled(list(data.events))
        for level, cards in sorted(data.guard_decks.items()):
            self.decks[f"guard{level}"] = self.shuffled(cards)
        for level, cards in sorted(data.treasure_decks.items()):
            self.decks[f"treasure{level}"] = self.shuffled(cards)
        for tier, cards in sorted(data.monster_decks.items()):
            self.decks[tier] = self.shuffled(cards)
        self.decks["artifact"] = self.shuffled(data.artifact_cards)
        self.add_heroes()
        # tokens lying on the board; face-down slots get their pool token now
        pools = {k: self.shuffled(v) for k, v in sorted(data.pools.items())}
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
                enemy = self.spawn_guard(
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
        for bi, barrier in enumerate(topo.barrier_ids):
            spec = next((e for e in board.quest.edges if e.id == barrier), None)
            if spec is None or not topo.barrier_zones[bi]:
                continue
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
            self.enemies[pillars.uid] = pillars
        self.apply_scripts()
        self.round = 1
        self.say(f"quest {game.quest.title!r}: {len(self.heroes)} hero(es) at level {self.level}")
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
    ROUND = Round(
        [
            Step("start", "start_round"),
            Turns(
                "heroes",
                order="hero_order",
                skip="hero_gone",
                start_turn="start_hero_turn",
                after_turn="counter_attack_step",
            ),
            Step("enemies", "enemy_phase"),
            Step("events", "event_step"),
            Step("end", "end_phase"),
        ]
    )

    def start_round(self) -> None:
        """Resurrection, round-start triggers and objectives (then the Heroes' phase)."""
        self.phase = "start"
        for hero in self.heroes:
            if hero.dead and not hero.escaped:
                if self.lifebringer <= 0:
                    spec = next(
                        (s for s in self.game.logic.loss if s.kind == "lifebringer-empty"), None
                    )
                    reason = spec.text if spec else "no Lifebringer token left to revive a hero"
                    self.finish("loss", reason)
                    return
                self.lifebringer -= 1
                hero.dead = False
                hero.health = hero.max_health
                self.say(
                    f"{hero_name(hero.index)} is revived ({self.lifebringer} Lifebringer left)"
                )
        if not self.standing_heroes():
            self.finish("loss", "no hero is left in the dungeon")
            return
        self.fire("round-start", (str(self.round),))
        if "hero-round-start" in self.game.logic.triggers:
            for hero in self.heroes:
                if hero.active and self._outcome is None:
                    self.fire("hero-round-start", self.zone_refs(hero.zone), hero)
        self.check_objectives("round-start")

    def hero_order(self) -> list[int]:
        """Clockwise from the First Player."""
        n = len(self.heroes)
        return [(self.first_player + k) % n for k in range(n)]

    def start_hero_turn(self, player: int) -> None:
        super().start_hero_turn(player)
        self.heroes[player].attacked = []

    def end_turn(self) -> None:
        if self.mp:
            self.mp = 0
            self.end_movement_action()
        self.actions_left = 0
        self.finish_turn()

    def counter_attack_step(self, player: int) -> None:
        """After each activation the enemies the hero attacked strike back."""
        hero = self.heroes[player]
        self.counter_attacks(hero)
        hero.attacked = []

    def enemy_phase(self) -> None:
        self.check_enemy_losses("enemy-phase-start")
        if self._outcome is not None:
            return
        for uid in list(self.enemies):
            enemy = self.enemies.get(uid)
            if enemy is None or enemy.dormant or enemy.kind == "object":
                continue
            self.start_activation(enemy)
            self.activate(enemy)
            if self._outcome is not None:
                return
        if not self.data.flags.get("noReinforcements"):
            agents = [e for e in self.enemies.values() if e.kind == "agent" and not e.dormant]
            for agent in agents:
                tile = self.game.topology.zone_tile[agent.zone]
                zone = self.data.tile_level_zone[tile] if tile >= 0 else -1
                if zone >= 0 and not self.game.topology.zone_gone(self.key, zone):
                    self.spawn_guard(agent.level, zone)
        self.level_check()
        self.check_objectives()

    def event_step(self) -> None:
        if not self.data.flags.get("noEvents"):
            self.event_phase()

    def pass_first_player(self) -> None:
        """The First Player token passes left at the end of the round."""
        self.first_player = (self.first_player + 1) % len(self.heroes)

    # ------------------------------------------------------------------ hero actions
    def can_leave(self, hero: Hero) -> bool:
        return not self.has_enemy(hero.zone)

    def _apply_action(self, action: Action) -> None:
        kind = type(action)
        hero = self.heroes[action.hero]
        if action.hero != self.active:
            raise ValueError(f"it is not {hero_name(action.hero)}'s turn")
        topo = self.game.topology
        movement = kind in (Move, OpenDoor, PickUp, Escape, Place)
        if movement:
            self.spend_mp()
            if kind is Place:
                self.place_item(hero, action.item)  # type: ignore[attr-defined]
            elif kind is Move:
                self.move_hero(hero, topo.index[action.to])  # type: ignore[attr-defined]
            elif kind is OpenDoor:
                self.hero_open_door(hero, topo.door_index[action.door])  # type: ignore[attr-defined]
            elif kind is PickUp:
                self.pick_up(hero)
            else:
                hero.escaped = True
                self.say(f"{hero_name(hero.index)} escapes through the exit")
        elif kind is EndTurn:
            self.end_turn()
            return
        else:
            self.spend_action()
            if kind is Attack:
                self.hero_attack(hero, action.kind, action.target)  # type: ignore[attr-defined]
            elif kind is Give:
                self.give(hero, action.item, action.to)  # type: ignore[attr-defined]
            elif kind is Activate:
                self.work_lever(hero, action.target)  # type: ignore[attr-defined]
            else:
                raise ValueError(f"md1 has no action {action}")
        if self._outcome is not None:
            return
        if movement and self.mp == 0:
            self.end_movement_action()
        elif not movement:
            self.level_check()
        self.check_objectives()
        if self._outcome is not None:
            return
        if hero.escaped or not hero.active or (self.actions_left == 0 and self.mp == 0):
            self.end_turn()

    def end_movement_action(self) -> None:
        self.level_check()

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

    def place_item(self, hero: Hero, item: str) -> None:
        """Put a carried quest item in the hero's zone (its ``place`` MP; one is spent by
        the caller); it lies there as a token of its kind."""
        kind, _, token_id = item.partition(":")
        spec = self.game.logic.items[kind]
        for _ in range((spec.place or 1) - 1):
            self.spend_mp()
        hero.items.remove(item)
        self.tokens[token_id] = BoardToken(token_id, kind, hero.zone)
        self.say(f"{hero_name(hero.index)} places {item} in {self.zone_id(hero.zone)}")

    def end_phase(self) -> None:
        """Placed quest items with ``cleanup: round-end`` are discarded, then the End phase."""
        items = self.game.logic.items
        if items:
            gone = {k for k, spec in items.items() if spec.cleanup == "round-end"}
            for tid in [t for t, tok in self.tokens.items() if tok.kind in gone]:
                del self.tokens[tid]
        super().end_phase()

    # ------------------------------------------------------------------ quest effects
    def place_level(self, scope: str, place: str) -> int:
        topo = self.game.topology
        if scope == "tile":
            tile = topo.tile_index.get(place, -1)
        else:
            zone = topo.index.get(place, -1)
            tile = topo.zone_tile[zone] if zone >= 0 else -1
        return self.data.tile_level[tile] if tile >= 0 else 0

    EFFECTS: ClassVar[dict[str, str]] = {
        **MdState.EFFECTS,
        "set-level": "_effect_set_level",
        "refill-treasure": "_effect_refill",
    }

    def _effect_set_level(self, effect: Effect, hero: Hero | None = None) -> None:
        """``value`` an integer (the new level) or ``"+1"``/``"-1"`` (a change)."""
        value = effect.value
        if isinstance(value, str) and value[:1] in "+-":
            level = self.level + int(value)
        else:
            level = int(value or self.level)
        self.level = max(1, min(level, self.data.max_level))
        self.say(f"the level is now {self.level}")

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
        self.say(f"treasure refilled in {effect.target}")

    def _destroy_object(self, enemy: Enemy) -> None:
        if enemy.uid in self.enemies:
            self.enemy_dies(enemy, None)

    def level_check(self) -> None:
        """The level rises to the highest tile level a hero stands on (never falls)."""
        if self.data.flags.get("levelMode") == "script":
            return
        zone_tile, tile_level = self.game.topology.zone_tile, self.data.tile_level
        best = self.level
        for hero in self.heroes:
            if hero.active:
                tile = zone_tile[hero.zone]
                if tile >= 0 and tile_level[tile] > best:
                    best = tile_level[tile]
        if best > self.level:
            self.raise_level(best)

    def raise_level(self, level: int) -> None:
        self.level = min(level, self.data.max_level)
        self.say(f"the level rises to {self.level}")

    def pickable_here(self, zone: int) -> list[BoardToken]:
        """Tokens in ``zone`` whose quest type the system lets a hero pick up."""
        types, pickable = self.data.token_type, self.data.pickable
        return [
            t
            for t in self.tokens.values()
            if t.zone == zone and t.kind in self.PICKABLE and types.get(t.id, t.kind) in pickable
        ]

    def card_kinds(self, card: str) -> tuple[str, ...]:
        """An Artifact card counts as an ``artifact`` for ``carrying`` (digest §7.1)."""
        return (card, "artifact") if card in self.data.artifact_set else (card,)

    def pick_up(self, hero: Hero) -> None:
        for token in self.pickable_here(hero.zone):
            if token.kind == "treasure":
                del self.tokens[token.id]
                level = self.tile_level_of(token.zone)
                count = 1
                if token.value == "special":
                    if level >= self.data.max_level:
                        count = 2
                    level = min(level + 1, self.data.max_level)
                for _ in range(count):
                    card = self.draw_treasure(level)
                    if card:
                        hero.gear.append(card)
                        item = self.data.items[card]
                        self.say(f"{hero_name(hero.index)} finds {item['name']}")
                        self.fire("item-gained", (card, item["name"]), hero)
            else:
                self.take_objective_token(hero, token)
            if self._outcome is not None:
                return

    def tile_level_of(self, zone: int) -> int:
        tile = self.game.topology.zone_tile[zone]
        level = self.data.tile_level[tile] if tile >= 0 else 0
        return level or self.level

    # ------------------------------------------------------------------ doors, chambers
    def hero_open_door(self, hero: Hero, door: int) -> None:
        self.open_door(door, hero)

    def open_door(self, door: int, hero: Hero | None, by_effect: bool = False) -> None:
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
        top = max((self.tile_level_of_tile(z) for z in fars), default=0)
        if top > self.level and self.data.flags.get("levelMode") != "script":
            self.raise_level(top)
        self.key |= 1 << door
        self.say(f"{hero_name(hero.index) if hero else 'a trigger'} opens {topo.door_ids[door]}")
        chamber = topo.chamber_of(before)
        for far in fars:
            if chamber[far] >= 0 and far not in self.explored:
                self.reveal_chamber(far, before, hero, draw=not by_effect, door=door)
                if self._outcome is not None:
                    return
        self.fire("door-opened", (topo.door_ids[door],), hero)

    def tile_level_of_tile(self, zone: int) -> int:
        tile = self.game.topology.zone_tile[zone]
        return self.data.tile_level[tile] if tile >= 0 else 0

    def room_order(self, first: int, key: int, door: int = -1) -> list[int]:
        """Rooms 1, 2, 3… of the chamber behind a door, outward from the door.

        A door's ``roomOrder`` property (room zone ids) fixes the order; otherwise rooms go
        by walking distance from room 1 and the players choose between rooms at the same
        distance (the validators' ``MD_CHAMBER_AMBIGUOUS`` reports such doors).
        """
        topo = self.game.topology
        members = set(self.chamber_members(first, key))
        limit = min(self.data.door_rooms, len(members))
        order = [z for z in self.data.room_orders.get(door, []) if z in members]
        if not order or order[0] != first:
            order = [first] + [z for z in order if z != first]
        adj = topo.room_adjacency(key)
        dist = {first: 0}
        frontier = [first]
        while frontier:
            nxt = []
            for z in frontier:
                for w in adj[z]:
                    if w in members and w not in dist:
                        dist[w] = dist[z] + 1
                        nxt.append(w)
            frontier = nxt
        ids = topo.zone_ids
        rest = sorted((z for z in members if z not in order), key=lambda z: (dist.get(z, INF), z))
        while len(order) < limit and rest:
            d = dist.get(rest[0], INF)
            group = [z for z in rest if dist.get(z, INF) == d]
            pick = self.tie("room-order", group, [ids[z] for z in group])
            order.append(pick)
            rest.remove(pick)
        return order[:limit]

    def reveal_chamber(
        self, first: int, key: int, hero: Hero | None, draw: bool, door: int = -1
    ) -> None:
        topo = self.game.topology
        members = self.chamber_members(first, key)
        self.explored.update(members)
        specials = [s for z in members for s in self.data.specials.get(z, [])]
        if any(mode == "none" for _, _, mode in specials):
            draw = False
        if draw:
            card_id = self.draw_card("door")
            if card_id is not None:
                card = self.data.doors[card_id]
                rooms = self.room_order(first, key, door)
                self.say(f"door card {card_id}: rooms {', '.join(topo.zone_ids[r] for r in rooms)}")
                for room, block in zip(rooms, card["rooms"], strict=False):
                    self.resolve_block(room, block, hero)
                    if self._outcome is not None:
                        return
        for zone in members:
            for token_id, extra, _mode in self.data.specials.get(zone, []):
                for _ in range(extra):
                    self.spawn_guard(self.level, zone, token_id)
        for enemy in self.enemies.values():
            if enemy.dormant and enemy.zone in members:
                enemy.dormant = False
                self.say(f"{enemy.name} wakes up")
        if "chamber-revealed" in self.game.logic.triggers and self._outcome is None:
            names = tuple(n for z in members for n in self.zone_refs(z))
            self.fire("chamber-revealed", names, hero)

    def resolve_block(self, room: int, block: dict[str, Any], hero: Hero | None) -> None:
        spawn = block.get("spawn", "none")
        if spawn == "guard":
            self.spawn_guard(self.level, room)
        elif spawn == "ambush":
            self.spawn_guard(self.level, hero.zone if hero is not None else room)
        for kind, count in (("", block.get("treasure", 0)), ("special", block.get("special", 0))):
            for _ in range(count):
                token_id = f"tr{self.next_token}"
                self.next_token += 1
                self.tokens[token_id] = BoardToken(token_id, "treasure", room, kind)

    # ------------------------------------------------------------------ decks
    def draw_leveled(self, prefix: str, level: int) -> tuple[str, int] | None:
        """Levels 1-4 are not reshuffled (draw from the next level up); level 5 is."""
        top = self.data.max_level
        for lvl in range(max(1, level), top + 1):
            cards = self.decks.get(f"{prefix}{lvl}")
            reshuffled = False
            if not cards and lvl == top:
                discards = self.discards.get(f"{prefix}{lvl}")
                if discards:
                    cards = self.shuffled(discards)
                    self.decks[f"{prefix}{lvl}"] = cards
                    self.discards[f"{prefix}{lvl}"] = []
                    reshuffled = True
            if cards:
                card = cards.pop()
                self.discards.setdefault(f"{prefix}{lvl}", []).append(card)
                self.chance("draw", f"{prefix}{lvl}:{card}")
                if reshuffled:  # after the draw: the trigger's own effects may draw again
                    self.fire("deck-reshuffled", (f"{prefix}{lvl}", prefix))
                return card, lvl
        return None

    def draw_treasure(self, level: int) -> str | None:
        for _ in range(64):
            got = self.draw_leveled("treasure", level)
            if got is None:
                return None
            if not self.data.items[got[0]].get("trap"):
                return got[0]
        return None

    # ------------------------------------------------------------------ spawning
    def spawn_guard(
        self,
        level: int,
        zone: int,
        source: str = "",
        cls: str | None = None,
        name: str | None = None,
    ) -> Enemy | None:
        """Draw a Guard card of ``level`` and place its Mob or Agent in ``zone``; ``name``:
        that Guard card (by name or id) instead of a drawn one."""
        card = self.data.guard_named(name) if name else None
        for _ in range(0 if card is not None else 64):
            got = self.draw_leveled("guard", level)
            if got is None:
                return None
            card = self.data.guards[got[0]]
            if card.get("trap") or (cls is not None and card["class"] != cls):
                card = None
                continue
            level = got[1]
            break
        if card is None:
            return None
        n = self.data.party_size
        if card["class"] == "mob":
            enemy = self.enemy_from_card(card, "mob", level, zone, int(card["bossHealth"]))
            enemy.minions = int(card.get("minions", 1)) * n
            enemy.minion_health = int(card.get("minionHealth", 1))
        else:
            enemy = self.enemy_from_card(card, "agent", level, zone, int(card["health"]) * n)
        enemy.source = source
        self.equip_guardian(enemy, self.level)
        self.place(enemy)
        self.say(f"{enemy.name} ({enemy.kind}, level {level}) appears in {self.zone_id(zone)}")
        return enemy

    def spawn_monster(
        self, which: str, zone: int, source: str = "", gear_level: int = -1, dormant: bool = False
    ) -> Enemy | None:
        """Place a Roaming Monster: a name, ``random-lesser``/``random-greater``, or by level."""
        data = self.data
        card = None
        if which in ("lesser", "random-lesser", "greater", "random-greater", "", "level"):
            tier = which.replace("random-", "")
            if tier not in ("lesser", "greater"):
                tier = "lesser" if self.level <= 3 else "greater"
            card_id = self.draw_card(tier)
            card = data.monsters.get(card_id or "")
        else:
            card = next((c for c in data.monsters.values() if c["name"] == which), None)
            if card is None:
                card = data.monsters.get(which)
        if card is None:
            return None
        enemy = self.enemy_from_card(
            card, "roaming", self.level, zone, int(card["health"]) * data.party_size
        )
        enemy.source = source
        enemy.dormant = dormant
        self.equip_guardian(enemy, self.level if gear_level < 0 else gear_level)
        self.place(enemy)
        self.say(f"{enemy.name} (roaming monster) appears in {self.zone_id(zone)}")
        return enemy

    def equip_guardian(self, enemy: Enemy, level: int) -> None:
        """A Guardian gets a Treasure card; its dice add to categories it already has."""
        if level <= 0:
            return
        card = self.draw_treasure(level)
        if card is None:
            return
        item = self.data.items[card]
        enemy.gear = card
        attacks = {}
        for kind, dice in enemy.attacks.items():
            extra = item.get("attack", {}).get(kind, {})
            merged = dict(dice)
            for colour, count in extra.items():
                merged[colour] = merged.get(colour, 0) + count
            attacks[kind] = merged
        enemy.attacks = attacks
        if enemy.defence and item.get("defence"):
            defence = dict(enemy.defence)
            for colour, count in item["defence"].items():
                defence[colour] = defence.get(colour, 0) + count
            enemy.defence = defence

    def _effect_give_item(self, effect: Effect, hero: Hero) -> None:
        """A quest item (``items[]``, ``count`` of them), ``artifact`` (a random Artifact
        card), ``treasure:<level>`` or an item id."""
        if self.give_quest_item(effect, hero):
            self.fire("item-gained", (str(effect.value),), hero)
            return
        value = str(effect.value or "artifact")
        if value == "artifact":
            card = self.draw_card("artifact")
        elif value.startswith("treasure"):
            _, _, level = value.partition(":")
            card = self.draw_treasure(int(level) if level.isdigit() else self.level)
        else:
            card = value if value in self.data.items else None
        if card is None:
            return
        hero.gear.append(card)
        self.say(f"{hero_name(hero.index)} receives {self.data.items[card]['name']}")
        self.fire("item-gained", (card, self.data.items[card]["name"]), hero)

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
                enemy = self.spawn_guard(
                    level, zone, source, cls, mob if isinstance(mob, str) else None
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
        enemy = self.enemies[uid]
        data = self.data
        dice = data.attack_dice(hero.gear, kind) or {}
        trace: list[str] = []
        wounds = max(0, self.roll_versus(dice, enemy.defence, trace))
        self.chance("roll", f"{hero_name(hero.index)}>{uid} {' '.join(trace)} ={wounds}")
        if uid not in hero.attacked and enemy.kind != "object":
            hero.attacked.append(uid)
        self.say(f"{hero_name(hero.index)} {kind} attack on {enemy.name}: {wounds} wound(s)")
        self.wound_enemy(enemy, wounds, hero)

    def wound_enemy(self, enemy: Enemy, wounds: int, killer: Hero | None) -> None:
        """Mob: minions one at a time, the Boss shielded while any stand, overflow lost."""
        if wounds <= 0 or enemy.rules.get("invulnerable"):
            return
        if enemy.minions > 0:
            self.wound_minions(enemy, wounds, killer, self.data.xp["minion"])
            return  # wounds beyond the last minion are lost
        enemy.damage += wounds
        if enemy.damage >= enemy.health:
            self.enemy_dies(enemy, killer)

    def enemy_dies(self, enemy: Enemy, killer: Hero | None) -> None:
        self.remove_killed(enemy)
        if enemy.kind == "object":
            self.destroyed.add(enemy.source or enemy.uid)
            if enemy.script == "barrier":
                topo = self.game.topology
                self.key |= topo.barrier_bit(topo.barrier_index[enemy.source])
            self.say(f"{enemy.name} {enemy.source} is destroyed")
            self.fire("object-destroyed", (enemy.source, enemy.uid))
            return
        award = {"mob": "boss", "agent": "agent", "roaming": "roaming"}.get(enemy.kind)
        if award:
            for hero in self.heroes:
                self.gain_xp(hero, self.data.xp[award])
        if killer is not None and enemy.gear:
            killer.gear.append(enemy.gear)
        self.say(f"{enemy.name} is slain")
        self.fire("enemy-killed", (enemy.uid, enemy.source, enemy.name, enemy.kind), killer)

    def gain_xp(self, hero: Hero, amount: int) -> None:
        hero.xp = min(self.data.xp_cap, hero.xp + amount)

    def enemy_attack(self, enemy: Enemy, hero: Hero, kind: str) -> None:
        trace: list[str] = []
        defence = self.data.defence_dice(hero.gear)
        wounds = max(0, self.roll_versus(enemy.attacks[kind], defence, trace))
        self.chance("roll", f"{enemy.uid}>{hero_name(hero.index)} {' '.join(trace)} ={wounds}")
        self.say(f"{enemy.name} {kind} attack on {hero_name(hero.index)}: {wounds} wound(s)")
        if wounds:
            hero.health -= wounds
            if hero.health <= 0:
                self.kill_hero(hero, enemy.name)

    # ------------------------------------------------------------------ enemy AI
    def activate(self, enemy: Enemy, forced: Hero | None = None) -> None:
        """The four-step script: attack / move / attack / move (at most one attack)."""
        if enemy.script == "seek":
            if forced is None:
                self.seek(enemy)
            return
        attacked = self.try_attack(enemy, forced)
        if enemy.script == "to-exit":
            # digest §5.6 (Q2): it attacks if it can and then still moves one zone toward
            # the Exit; a counter-attack is the attack alone
            if forced is None and self._outcome is None:
                self.move_to_exit(enemy)
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
        """Steps 1 and 3: attack the hero in range with the most unspent XP, if any."""
        sight = self.game.topology.sight(self.key)[enemy.zone]
        candidates: list[tuple[Hero, list[str]]] = []
        for hero in self.heroes:
            if not hero.active or (forced is not None and hero is not forced):
                continue
            d = sight.get(hero.zone)
            if d is None:
                continue
            kinds = [k for k in enemy.attacks if self.in_range(k, d)]
            if kinds:
                candidates.append((hero, kinds))
        if forced is None and self.attack_decoy(enemy, sight):
            return True
        if not candidates:
            return False
        top = max(h.xp for h, _ in candidates)
        best = [c for c in candidates if c[0].xp == top]
        hero, kinds = self.tie("target", best, [hero_name(h.index) for h, _ in best])
        self.enemy_attack(enemy, hero, self.strongest_attack(enemy, kinds))
        return True

    def attack_decoy(self, enemy: Enemy, sight: Any) -> bool:
        """Objects with the ``decoy`` rule count as the top-XP hero in the Enemies' phase:
        an enemy that can reach one attacks it first, for a flat 1 wound."""
        decoys = [
            e
            for e in self.enemies.values()
            if e.kind == "object"
            and e.rules.get("decoy")
            and e.zone in sight
            and any(self.in_range(k, sight[e.zone]) for k in enemy.attacks)
        ]
        if not decoys:
            return False
        target = self.tie("target", decoys, [d.source or d.uid for d in decoys])
        self.say(f"{enemy.name} strikes {target.name} {target.source}: 1 wound")
        target.damage += 1
        if target.damage >= target.health:
            self.enemy_dies(target, None)
        return True

    def engaged(self, zone: int) -> bool:
        if self.has_hero(zone):
            return True
        return any(
            e.zone == zone and e.kind == "object" and e.rules.get("decoy")
            for e in self.enemies.values()
        )

    def seek(self, enemy: Enemy) -> None:
        """The ``seek`` script (a lured monster, digest §5.6): move ``steps`` (default 2)
        zones toward the nearest ``lure`` token in sight, else toward ``goal`` (``start``,
        ``exit`` or a zone ref; default start). With ``crush``: a hero in its zone is
        killed and the activation ends; other enemies there die (no XP) and it goes on; a
        lure token there is destroyed and the activation ends, then it acts again if
        another lure is in sight."""
        rules = enemy.rules
        steps = as_int(rules.get("steps"), 2, 0, 100)
        lure = rules.get("lure")
        topo = self.game.topology
        for _again in range(16):
            lured = False
            for _ in range(steps):
                goals: list[int] = []
                if lure:
                    sight = topo.sight(self.key)[enemy.zone]
                    goals = sorted(
                        {t.zone for t in self.tokens.values() if t.kind == lure and t.zone in sight}
                    )
                lured = bool(goals)
                if not goals:
                    goals = sorted(self.goal_zones(str(rules.get("goal", "start"))))
                if not goals or (enemy.zone in goals and not lured):
                    return
                if enemy.zone not in goals:
                    self.step_along(enemy, topo.distances(self.key, goals))
                if self._outcome is not None or enemy.uid not in self.enemies:
                    return
                if rules.get("crush") and self.crush(enemy, lure):
                    break
            else:
                return
            if self._outcome is not None or not lure:
                return
            sight = topo.sight(self.key)[enemy.zone]
            if not any(t.kind == lure and t.zone in sight for t in self.tokens.values()):
                return

    def crush(self, enemy: Enemy, lure: Any) -> bool:
        """What a crushing monster does in its zone; True when the activation ends."""
        zone = enemy.zone
        heroes = [h for h in self.heroes if h.active and h.zone == zone]
        if heroes:
            for hero in heroes:
                self.kill_hero(hero, enemy.name, "script")
            return True
        for other in [e for e in self.enemies.values() if e.zone == zone and e is not enemy]:
            if other.kind != "object":
                self.remove_killed(other)
                self.say(f"{enemy.name} crushes {other.name}")
        lures = [t for t in self.tokens.values() if t.zone == zone and lure and t.kind == lure]
        for token in lures:
            del self.tokens[token.id]
            self.say(f"{enemy.name} destroys {token.id}")
        return bool(lures)

    def goal_zones(self, ref: str) -> frozenset[int]:
        if ref == "start":
            return frozenset({self.data.start})
        if ref == "exit":
            return frozenset({self.data.exit}) if self.data.exit >= 0 else frozenset()
        return self.zones_of(ref)

    def enemy_step(self, enemy: Enemy, forced: Hero | None) -> None:
        """Steps 2 and 4: one zone along a shortest path toward the move target."""
        if self.engaged(enemy.zone) and not enemy.rules.get("slippery"):
            return
        dist = self.move_goal(enemy, forced)
        if dist is not None:
            self.step_along(enemy, dist)

    def move_goal(self, enemy: Enemy, forced: Hero | None) -> list[int] | None:
        """Distances toward the move target: hero in LoS → hero in Light → start/exit."""
        topo = self.game.topology
        if forced is not None:
            return self.hero_distances(enemy, forced.zone) if forced.active else None
        goal = enemy.rules.get("goal")
        if goal:  # every move heads for this token or zone (digest §7.1 Q9)
            zones = self.goal_zones(str(goal))
            return topo.distances(self.key, zones) if zones else None
        sight = topo.sight(self.key)[enemy.zone]
        standing = [h for h in self.heroes if h.active]
        seen = [h for h in standing if h.zone in sight]
        pool = seen or [h for h in standing if topo.light[h.zone]]
        if pool:
            top = max(h.xp for h in pool)
            best = [h for h in pool if h.xp == top]
            hero = self.tie("move-target", best, [hero_name(h.index) for h in best])
            return self.hero_distances(enemy, hero.zone)
        start, exit_ = self.data.start, self.data.exit
        for _ in range(2):
            target = start if enemy.wander == 0 or exit_ < 0 else exit_
            dist = topo.distances(self.key, (target,))
            if enemy.zone == target or dist[enemy.zone] >= INF:
                enemy.wander ^= 1
                continue
            return dist
        return None

    def hero_distances(self, enemy: Enemy, hero_zone: int) -> list[int]:
        """Distances to the zones from which ``enemy`` could attack a hero in ``hero_zone``."""
        topo = self.game.topology
        mask = 0
        for k in enemy.attacks:
            mask |= KIND_BIT[k]
        cache_key = (self.key, "hero", hero_zone, mask)
        dist = topo.cached_distances(cache_key)
        if dist is None:
            goals = []
            for z, d in topo.sight(self.key)[hero_zone].items():
                if (
                    (mask & 1 and d == 0)
                    or (mask & 2 and d >= self.data.ranged_min)
                    or (mask & 4 and self.data.magic_min <= d <= self.data.magic_max)
                ):
                    goals.append(z)
            dist = topo.distances(self.key, goals)
            topo.store_distances(cache_key, dist)
        return dist

    def move_to_exit(self, enemy: Enemy) -> None:
        """Scripted monster (digest §5.6): after its attack check it walks to the Exit."""
        exit_ = self.data.exit
        if exit_ < 0:
            return
        if enemy.zone == exit_:
            for spec in self.game.logic.loss:
                if spec.kind == "enemy-leaves" and (not spec.zones or exit_ in spec.zones):
                    self.finish("loss", spec.text)
                    return
            return
        if self.engaged(enemy.zone) and enemy.script != "to-exit":
            return
        topo = self.game.topology
        dist = topo.distances(self.key, (exit_,))
        here = dist[enemy.zone]
        if here >= INF:
            return
        steps = [n for n in topo.neighbours(self.key, False)[enemy.zone] if dist[n] == here - 1]
        if steps:
            old = enemy.zone
            enemy.zone = self.tie("path", steps, [topo.zone_ids[z] for z in steps])
            self.enemy_moved(enemy, old)

    def counter_attacks(self, hero: Hero) -> None:
        """Every enemy the hero attacked this activation strikes back, unless he hides."""
        topo = self.game.topology
        for uid in hero.attacked:
            enemy = self.enemies.get(uid)
            if enemy is None or enemy.dormant:
                continue
            if not hero.active or self._outcome is not None:
                return
            if not topo.light[hero.zone] and hero.zone not in topo.sight(self.key)[enemy.zone]:
                self.say(f"{hero_name(hero.index)} hides in the shadows from {enemy.name}")
                continue
            self.activate(enemy, forced=hero)

    # ------------------------------------------------------------------ events
    def event_phase(self) -> None:
        card_id = self.draw_card("event")
        if card_id is None:
            return
        card = self.data.events[card_id]
        kind = card["kind"]
        self.fire("event-drawn", (card_id, kind))
        if self._outcome is not None:
            return
        if kind == "patrol":
            zone = self.patrol_zone(self.level + int(card.get("offset", 0)))
            if zone >= 0:
                self.say(f"event {card_id}: a patrol arrives")
                self.spawn_guard(self.level, zone)
        elif kind == "roaming":
            zone = self.patrol_zone(self.level)
            if zone >= 0:
                self.say(f"event {card_id}: a roaming monster arrives")
                self.spawn_monster("level", zone)
        elif kind == "blessing":
            heal = int(card.get("heal", 1))
            for hero in self.heroes:
                if hero.active:
                    hero.health = min(hero.max_health, hero.health + heal)
            self.say(f"event {card_id}: the heroes catch their breath (+{heal} health)")
        else:
            self.say(f"event {card_id}: all is quiet")

    def patrol_zone(self, wanted: int) -> int:
        """A level-token zone of value ``wanted``; the declared fallback is the nearest value."""
        zones_by_value = self.data.level_zones
        if not zones_by_value:
            return self.data.exit if self.data.exit >= 0 else self.data.start
        values = sorted(zones_by_value, key=lambda v: (abs(v - wanted), v))
        topo = self.game.topology
        zones = [z for z in zones_by_value[values[0]] if not topo.zone_gone(self.key, z)]
        if not zones:
            return -1
        return self.tie("patrol-zone", zones, [topo.zone_ids[z] for z in zones])

    # ------------------------------------------------------------------ rendering
    def status_lines(self) -> list[Text]:
        """The dungeon level and the Lifebringer tokens left (Test Play's status line)."""
        return [
            say("Level {level}", level=self.level),
            say("Lifebringer {name}", name=self.lifebringer),
        ]

    def render(self) -> str:
        head = (
            f"round {self.round}  phase {self.phase}  level {self.level}  "
            f"lifebringer {self.lifebringer}"
        )
        heroes = []
        for h in self.heroes:
            state = "escaped" if h.escaped else "dead" if h.dead else f"{h.health}/{h.max_health}hp"
            turn = " *" if h.index == self.active else ""
            items = f" carrying {', '.join(h.items)}" if h.items else ""
            heroes.append(
                f"  {hero_name(h.index)} {h.cls} in {self.zone_id(h.zone)} {state} "
                f"xp {h.xp}{items}{turn}"
            )
        status = f"actions {self.actions_left}  mp {self.mp}" if self.active >= 0 else ""
        return "\n".join([head, *heroes, status, super().render()])
