"""The ``md2`` ruleset: Massive Darkness 2, on the same core as md1 (digest §6.2, §6.3).

Round: resurrection (a KO hero costs a Lifebringer and stands with 3 health; every token
spent gives the party a lasting bonus die) → Heroes' phase (the players pick who goes
next: :class:`~questwright.engine.actions.Begin`; three actions, four in solo) → Enemies'
phase (every Mob and Roaming Monster takes two actions: attack the nearest hero in range,
else step toward the nearest hero) → Level-Up (mandatory when XP allows; the Dungeon Level
is the highest hero level) → Darkness (the track spawns Mobs at every portal, a Roaming
Monster at its portal, or adds treasure to the bag).

Differences from md1 that are modelled: no engagement lock but one reaction wound per enemy
group when leaving its zone; rooms revealed by their first opened door (Door card event,
spawn markers, loot markers turned into bag treasure); traps on entering; chests, fountains
and forges; magic at range 0–1; the Shadow die when attacking from Shadow; enemy dice (one
per minion) that wound the hero whatever the side; Mob wounds overflow to the Leader; the
duplicate rule (a Mob already in play is upgraded and acts once); bosses (the fight starts
when the boss room is revealed: heroes move to the arena, heal, level up, every other tile
goes, and the boss acts after each hero). Roaming Monster condition scripts, skills, mana
and conditions are not modelled (docs/engine.md).
"""

from __future__ import annotations

from typing import Any

from questwright.core.params import as_int
from questwright.core.text import Text, say
from questwright.engine.actions import (
    Action,
    Activate,
    Attack,
    EndTurn,
    Escape,
    Give,
    Interact,
    Move,
    OpenDoor,
    Recover,
    hero_name,
)
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, Turns
from questwright.engine.rulesets.md.state import MdState
from questwright.engine.rulesets.md2.data import BANDS, SCENERY, MD2Data, band_of
from questwright.engine.topology import INF
from questwright.schema.model import Effect

__all__ = ["MD2State"]


class MD2State(MdState):
    """A Massive Darkness 2 game in progress (see the module docstring)."""

    data: MD2Data

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        self._init_crawler()
        data, game = self.data, self.game
        board, topo = game.board, game.topology
        content = data.content
        self.lifebringers = data.lifebringers
        self.spent = 0
        self.track = -1
        self.boss_fight = False
        #: the boss dashboard: the marker's space on the boss track, extra boss actions
        self.boss_track = 0
        self.boss_rage = 0
        self.barracks = 0
        self.next_token = 1
        self.revealed_rooms: set[int] = set(data.open_rooms)
        self.decks = {}
        self.discards = {}
        for b, cards in enumerate(data.mob_decks):
            self.decks[f"mob{b}"] = self.shuffled(cards)
        for b, cards in enumerate(data.item_decks):
            self.decks[f"mobitem{b}"] = self.shuffled(cards)
        for b, cards in enumerate(data.monster_decks):
            self.decks[f"roaming{b}"] = self.shuffled(cards)
        self.decks["door"] = self.shuffled(list(data.door_cards))
        for rarity, cards in sorted(data.rarity_decks.items()):
            self.decks[rarity] = self.shuffled(cards)
        bag_spec = data.setup.get("treasureBag", {"common": "all", "rare": 5})
        box = content.get("bag", {})
        self.bag = {
            r: int(box.get(r, 0)) if v == "all" else int(v) for r, v in sorted(bag_spec.items())
        }
        #: treasure tokens on the board whose rarity came from the bag (nobody knows it yet)
        self.bagged: set[str] = set()
        #: treasure tokens on each enemy's card (uid → rarities), drawn from the bag when it
        #: appears; the killer draws an item per token and the tokens go back to the bag
        self.rewards: dict[str, list[str]] = {}
        self.add_heroes()
        for token in board.quest.tokens:
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is None:
                continue
            props, kind = token.properties, token.type
            if kind == "treasure":
                rarity = str(props.get("rarity", "bag"))
                if rarity == "bag":
                    rarity = self.draw_bag(private=())
                    self.bagged.add(token.id)
                self.tokens[token.id] = BoardToken(token.id, "treasure", zone, rarity)
            elif kind == "objective":
                self.tokens[token.id] = BoardToken(token.id, "objective", zone)
            elif kind == "trap":
                self.tokens[token.id] = BoardToken(
                    token.id, "trap", zone, str(props.get("kind", "spike")), True
                )
            elif kind == "chest":
                value = "great" if props.get("great") else "standard"
                self.tokens[token.id] = BoardToken(token.id, "chest", zone, value, True)
            elif kind in ("fountain", "forge"):
                self.tokens[token.id] = BoardToken(token.id, kind, zone, "", kind == "fountain")
            elif kind == "pillar":
                self.tokens[token.id] = BoardToken(token.id, "pillar", zone)
            elif kind == "loot":
                count = data.loot_count if props.get("scaled", True) else 1
                self.tokens[token.id] = BoardToken(token.id, "loot", zone, str(count), True)
            elif kind == "spawn":
                self.tokens[token.id] = BoardToken(token.id, "spawn", zone, "", True)
        for placed in list(self.tokens.values()):
            if placed.kind == "loot" and placed.zone in self.revealed_rooms:
                self.open_loot(placed)
        self.round = 1
        for token in board.quest.tokens:
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is None:
                continue
            if token.type == "mob":
                self.spawn_mob(zone, token.id, band=0, name=str(token.properties.get("name", "")))
            elif token.type == "boss":
                self.spawn_boss(token.id, str(token.properties.get("name", "boss")), zone)
        self.apply_scripts()
        self.round = 1
        self.say(f"quest {game.quest.title!r}: {len(self.heroes)} hero(es)")
        self.start_rounds()

    # ------------------------------------------------------------------ clone / json
    def _clone_rules(self, other: Any) -> None:
        other.data = self.data
        other.lifebringers = self.lifebringers
        other.spent = self.spent
        other.track = self.track
        other.boss_fight = self.boss_fight
        other.boss_track = self.boss_track
        other.boss_rage = self.boss_rage
        other.barracks = self.barracks
        other.next_token = self.next_token
        other.revealed_rooms = set(self.revealed_rooms)
        other.decks = {k: v[:] for k, v in self.decks.items()}
        other.discards = {k: v[:] for k, v in self.discards.items()}
        other.bag = dict(self.bag)
        other.bagged = set(self.bagged)
        other.rewards = {k: v[:] for k, v in self.rewards.items()}

    def _rules_json(self) -> dict[str, Any]:
        ids = self.game.topology.zone_ids
        return {
            "lifebringers": self.lifebringers,
            "spent": self.spent,
            "track": self.track,
            "bossFight": self.boss_fight,
            "bossTrack": self.boss_track,
            "bossRage": self.boss_rage,
            "barracks": self.barracks,
            "nextToken": self.next_token,
            "revealedRooms": sorted(ids[z] for z in self.revealed_rooms),
            "decks": self.decks,
            "discards": self.discards,
            "bag": self.bag,
            "bagged": sorted(self.bagged),
            "rewards": self.rewards,
        }

    def _load_rules(self, doc: dict[str, Any]) -> None:
        index = self.game.topology.index
        self.data = self.game.data
        self.lifebringers = doc["lifebringers"]
        self.spent = doc["spent"]
        self.track = doc["track"]
        self.boss_fight = doc["bossFight"]
        self.boss_track = doc.get("bossTrack", 0)
        self.boss_rage = doc.get("bossRage", 0)
        self.barracks = doc["barracks"]
        self.next_token = doc["nextToken"]
        self.revealed_rooms = {index[z] for z in doc["revealedRooms"]}
        self.decks = {k: list(v) for k, v in doc["decks"].items()}
        self.discards = {k: list(v) for k, v in doc["discards"].items()}
        self.bag = dict(doc["bag"])
        self.bagged = set(doc["bagged"])
        self.rewards = {k: list(v) for k, v in doc.get("rewards", {}).items()}

    # ------------------------------------------------------------------ hidden information
    def _resample_hidden(self, player: int, rng: Rng) -> None:
        """Deck orders; face-down traps and chests swap what they hide among themselves;
        bag treasure on the board is drawn again from everything the bag held."""
        super()._resample_hidden(player, rng)
        groups: dict[str, list[BoardToken]] = {}
        for token in sorted(self.tokens.values(), key=lambda t: t.id):
            if token.face_down:
                groups.setdefault(token.kind, []).append(token)
        for tokens in groups.values():
            values = sorted(t.value for t in tokens)
            rng.shuffle(values)
            for token, value in zip(tokens, values, strict=True):
                token.value = value
        on_board = sorted(t for t in self.bagged if t in self.tokens)
        if on_board:
            pool = [r for r, n in sorted(self.bag.items()) for _ in range(n)]
            pool = sorted(pool + [self.tokens[t].value for t in on_board])
            rng.shuffle(pool)
            for token_id in on_board:
                self.tokens[token_id].value = pool.pop()
            self.bag = {r: 0 for r in self.bag}
            for rarity in pool:
                self.bag[rarity] = self.bag.get(rarity, 0) + 1

    # ------------------------------------------------------------------ round loop
    ROUND = Round(
        [
            Step("start", "start_round"),
            Turns(
                "heroes",
                order="hero_order",
                chosen=True,
                skip="hero_gone",
                start_turn="start_hero_turn",
                after_turn="boss_step",
            ),
            Step("enemies", "enemy_phase"),
            Step(None, "level_up_phase"),
            Step("darkness", "darkness_phase"),
            Step("end", "end_phase"),
        ]
    )

    @property
    def choosing_order(self) -> bool:
        """True while the players pick who acts next."""
        return self._choosing

    def start_round(self) -> None:
        """Resurrection and round-start triggers (then the heroes pick who acts)."""
        self.phase = "start"
        for hero in self.heroes:
            if hero.dead and not hero.escaped:
                if self.lifebringers <= 0:
                    spec = next(
                        (s for s in self.game.logic.loss if s.kind == "lifebringer-empty"), None
                    )
                    self.finish("loss", spec.text if spec else "no Lifebringer token left")
                    return
                self.lifebringers -= 1
                self.spent += 1
                hero.dead = False
                hero.health = min(hero.max_health, self.data.revive_health)
                self.say(
                    f"{hero_name(hero.index)} stands up ({self.lifebringers} Lifebringer left)"
                )
        if not self.standing_heroes():
            self.finish("loss", "no hero is left in the dungeon")
            return
        for hero in self.heroes:
            hero.activated = False
        self.fire("round-start", (str(self.round),))
        self.check_objectives("round-start")

    def end_turn(self) -> None:
        hero = self.heroes[self.active]
        self.mp = 0
        self.actions_left = 0
        hero.activated = True
        self.finish_turn()

    def boss_step(self, player: int) -> None:
        """In the boss fight the boss acts after each hero's turn."""
        if self.boss_fight:
            for enemy in list(self.enemies.values()):
                if enemy.kind == "boss" and not enemy.dormant:
                    self.start_activation(enemy)
                    card = self.data.bosses.get(enemy.name, {})
                    actions = int(card.get("actions", 1)) + self.boss_rage
                    if card.get("activationDice"):
                        for _ in range(actions):
                            if self._outcome is not None or enemy.uid not in self.enemies:
                                return
                            self.boss_action(enemy, card)
                    else:
                        self.activate(enemy, actions)
                    if self._outcome is not None:
                        return

    def boss_action(self, enemy: Enemy, card: dict[str, Any]) -> None:
        """One boss action on its dashboard: roll the activation dice and resolve the
        ability printed for the exact count of special faces (wounds are ignored)."""
        faces = []
        count = 0
        specials = self.data.enemy_specials
        for _ in range(int(card["activationDice"])):
            f = self.rng.below(len(specials))
            faces.append(f)
            count += specials[f]
        self.chance("roll", f"{enemy.uid} activation {','.join(map(str, faces))} ={count}")
        ability = str(card.get("dashboard", {}).get(str(count), ""))
        self.say(f"{enemy.name} rolls {count} special: {ability or 'nothing'}")
        self.boss_ability(enemy, ability)

    def boss_ability(self, enemy: Enemy, ability: str) -> None:
        """A dashboard or boss-track effect (stand-in vocabulary, docs/engine.md):
        ``attack`` (attack the nearest hero in range, else step toward one), ``sweep``
        (attack every hero in range), ``move`` (two steps toward the nearest hero),
        ``heal:N``, ``summon`` (a Mob in its zone), ``rage`` (one more action after each
        hero's turn for the rest of the fight); anything else does nothing."""
        name, _, arg = ability.partition(":")
        if name == "attack":
            self.activate(enemy, 1)
        elif name == "sweep":
            sight = self.game.topology.sight(self.key)[enemy.zone]
            for hero in [h for h in self.heroes if h.active]:
                d = sight.get(hero.zone)
                kinds = [k for k in enemy.attacks if d is not None and self.in_range(k, d)]
                if kinds and hero.active and self._outcome is None:
                    self.enemy_attack(enemy, hero, self.strongest_attack(enemy, kinds))
        elif name == "move":
            for _ in range(2):
                if not self.standing_heroes() or self.has_hero(enemy.zone):
                    break
                self.enemy_step(enemy)
        elif name == "heal":
            enemy.damage = max(0, enemy.damage - int(arg or 1))
        elif name == "summon":
            self.spawn_mob(enemy.zone)
        elif name == "rage":
            self.boss_rage += 1

    def enemy_phase(self) -> None:
        if self.standing_heroes():
            for uid in list(self.enemies):
                enemy = self.enemies.get(uid)
                if enemy is None or enemy.dormant or enemy.kind in ("object", "boss"):
                    continue
                self.start_activation(enemy)
                self.activate(enemy, self.data.mob_actions)
                if self._outcome is not None:
                    return
        self.check_objectives()

    def level_up_phase(self) -> None:
        costs, gains = self.data.level_xp, self.data.level_health
        for hero in self.heroes:
            while hero.level - 1 < len(costs) and hero.xp >= costs[hero.level - 1]:
                hero.xp -= costs[hero.level - 1]
                gain = gains[hero.level - 1] if hero.level - 1 < len(gains) else 0
                hero.level += 1
                hero.max_health += gain
                if not hero.dead:
                    hero.health += gain
                step = hero.level - 2
                added = self.data.level_bag[step] if step < len(self.data.level_bag) else []
                for rarity in added:
                    self.bag[rarity] = self.bag.get(rarity, 0) + 1
                self.say(
                    f"{hero_name(hero.index)} reaches level {hero.level}"
                    + (f" (+{', '.join(added)} to the bag)" if added else "")
                )

    def dungeon_level(self) -> int:
        return max(h.level for h in self.heroes)

    def darkness_phase(self) -> None:
        self.phase = "darkness"
        if self.boss_fight and any(
            self.data.bosses.get(e.name, {}).get("track") for e in self.bosses_awake()
        ):
            self.advance_boss_track()
            return
        self.track += 1
        front, back = self.data.track_front, self.data.track_back
        if self.track < len(front):
            icon = front[self.track]
        else:
            icon = back[(self.track - len(front)) % len(back)] if back else "none"
        topo = self.game.topology
        if icon == "mob":
            for zone in self.data.portals:
                if not topo.zone_gone(self.key, zone):
                    self.spawn_mob(zone)
        elif icon == "roaming":
            for zone in self.data.roaming_portals:
                if not topo.zone_gone(self.key, zone):
                    self.spawn_monster(zone)
        elif icon.startswith("treasure:"):
            rarity = icon.split(":", 1)[1]
            self.bag[rarity] = self.bag.get(rarity, 0) + 1
        self.say(f"darkness track: {icon}")

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        hero = self.heroes[self.active]
        out: list[Action] = []
        if self.mp > 0 or self.actions_left > 0:
            self._movement_actions(hero, out)
            out.extend(self.interactions(hero))
        if self.actions_left > 0:
            self._action_actions(hero, out)
            if hero.health < hero.max_health:
                out.append(Recover(hero.index))
        out.append(EndTurn(hero.index))
        return out

    def interactions(self, hero: Hero) -> list[Action]:
        if self.has_enemy(hero.zone):
            return []
        out: list[Action] = []
        for token in self.tokens.values():
            if token.zone != hero.zone or token.kind not in SCENERY:
                continue
            if token.kind == "forge" and len(self.forge_fodder(hero)) < 3:
                continue
            out.append(Interact(hero.index, token.id))
        return out

    def forge_fodder(self, hero: Hero) -> list[str]:
        return [g for g in hero.gear if self.data.items.get(g, {}).get("rarity")]

    # ------------------------------------------------------------------ applying
    def _apply_action(self, action: Action) -> None:
        kind = type(action)
        topo = self.game.topology
        hero = self.heroes[action.hero]
        if action.hero != self.active:
            raise ValueError(f"it is not {hero_name(action.hero)}'s turn")
        movement = kind in (Move, OpenDoor, Interact, Escape)
        if movement:
            self.spend_mp()
            if kind is Move:
                self.move_hero(hero, topo.index[action.to])  # type: ignore[attr-defined]
            elif kind is OpenDoor:
                self.open_door(topo.door_index[action.door], hero)  # type: ignore[attr-defined]
            elif kind is Interact:
                self.interact(hero, self.tokens[action.target])  # type: ignore[attr-defined]
            else:
                # escaping leaves the zone: the enemies there strike as at any departure
                self.on_leave(hero, hero.zone)
                if hero.active:
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
                self.activated.add(action.target)  # type: ignore[attr-defined]
            elif kind is Recover:
                hero.health = min(hero.max_health, hero.health + 2)
                self.say(f"{hero_name(hero.index)} recovers")
            else:
                raise ValueError(f"md2 has no action {action}")
        if self._outcome is not None:
            return
        self.check_objectives()
        if self._outcome is not None:
            return
        if not hero.active or (self.actions_left <= 0 and self.mp == 0):
            self.end_turn()

    def on_leave(self, hero: Hero, zone: int) -> None:
        groups = sum(
            1
            for e in self.enemies.values()
            if e.zone == zone and e.kind != "object" and not e.dormant
        )
        if groups:
            self.wound_hero(hero, groups * self.data.reaction, "reaction")

    def on_enter(self, hero: Hero, zone: int) -> None:
        for token in [t for t in self.tokens.values() if t.zone == zone and t.kind == "trap"]:
            del self.tokens[token.id]
            if token.value == "bear":
                self.mp = 0
                self.actions_left = max(0, self.actions_left - 1)
                self.say(f"{hero_name(hero.index)} is caught in a bear trap")
            else:
                faces = self.data.content.get("traps", {}).get("spike", [1])
                wounds = faces[self.rng.below(len(faces))]
                self.chance("roll", f"trap {token.id}={wounds}")
                self.say(f"{hero_name(hero.index)} springs a spike trap")
                self.wound_hero(hero, wounds, "a spike trap")
            if not hero.active:
                return

    def interact(self, hero: Hero, token: BoardToken) -> None:
        kind = token.kind
        if kind == "treasure":
            del self.tokens[token.id]
            self.bagged.discard(token.id)
            self.bag[token.value] = self.bag.get(token.value, 0) + 1
            self.gain_item(hero, token.value)
        elif kind == "objective":
            self.take_objective_token(hero, token)
        elif kind == "chest":
            del self.tokens[token.id]
            table = self.data.content["chests"][token.value]
            count = 3 if token.value == "great" else 2
            rarity = table[self.rng.below(len(table))]
            self.chance("draw", f"{token.id}:{rarity}")
            for _ in range(count):
                self.gain_item(hero, rarity)
        elif kind == "fountain":
            del self.tokens[token.id]
            heal = self.data.content.get("fountains", [2])
            amount = heal[self.rng.below(len(heal))]
            self.chance("draw", f"{token.id}:{amount}")
            hero.health = min(hero.max_health, hero.health + amount)
            self.say(f"{hero_name(hero.index)} drinks from {token.id} (+{amount})")
        elif kind == "forge":
            order = {"common": 0, "rare": 1, "epic": 2}
            fodder = sorted(
                self.forge_fodder(hero), key=lambda g: order[self.data.items[g]["rarity"]]
            )[:3]
            lowest = min(order[self.data.items[g]["rarity"]] for g in fodder)
            for g in fodder:
                hero.gear.remove(g)
            self.gain_item(hero, ["common", "rare", "epic"][min(2, lowest + 1)])

    def gain_item(self, hero: Hero, rarity: str) -> None:
        card = self.draw_card(rarity)
        if card is None:
            return
        hero.gear.append(card)
        item = self.data.items[card]
        self.say(f"{hero_name(hero.index)} gains {item['name']}")
        self.fire("item-gained", (card, item["name"]), hero)

    def draw_bag(self, private: tuple[int, ...] | None = None) -> str:
        """A treasure of a random rarity from the bag (``private=()``: it goes onto the board
        face-up but unread, so nobody knows its rarity yet)."""
        total = sum(self.bag.values())
        if total <= 0:
            return "common"
        pick = self.rng.below(total, private)
        for rarity in sorted(self.bag):
            if pick < self.bag[rarity]:
                self.bag[rarity] -= 1
                self.chance("draw", f"bag:{rarity}", private)
                return rarity
            pick -= self.bag[rarity]
        return "common"

    def open_loot(self, token: BoardToken) -> None:
        del self.tokens[token.id]
        for _ in range(as_int(token.value or 1, 1, 0, 100)):
            tid = f"tr{self.next_token}"
            self.next_token += 1
            self.tokens[tid] = BoardToken(tid, "treasure", token.zone, self.draw_bag(private=()))
            self.bagged.add(tid)

    # ------------------------------------------------------------------ doors and rooms
    def open_door(self, door: int, hero: Hero | None, by_effect: bool = False) -> None:
        topo = self.game.topology
        if self.key & (1 << door):
            return
        before = self.key
        self.key |= 1 << door
        self.say(f"{hero_name(hero.index) if hero else 'a trigger'} opens {topo.door_ids[door]}")
        chamber = topo.chamber_of(before)
        for a, b in topo.door_zones[door]:
            for far in (a, b):
                if chamber[far] >= 0 and far not in self.revealed_rooms:
                    self.reveal_room(far, before, hero)
                    if self._outcome is not None:
                        return
        self.fire("door-opened", (topo.door_ids[door],), hero)

    def reveal_room(self, first: int, key: int, hero: Hero | None) -> None:
        members = set(self.chamber_members(first, key))
        self.revealed_rooms |= members
        card_id = self.draw_card("door")
        if card_id is not None:
            kind = self.data.door_cards[card_id]["kind"]
            self.say(f"door card {card_id}: {kind}")
            if kind == "barracks":
                self.barracks += 1
            elif kind == "trapped-treasure":
                if hero is not None:
                    self.wound_hero(hero, 1, "a trapped treasure")
                tid = f"tr{self.next_token}"
                self.next_token += 1
                self.tokens[tid] = BoardToken(tid, "treasure", first, "rare")
        for token in sorted(self.tokens.values(), key=lambda t: t.id):
            if token.zone in members and token.kind == "spawn":
                del self.tokens[token.id]
                self.spawn_mob(token.zone, token.id)
        for token in sorted(self.tokens.values(), key=lambda t: t.id):
            if token.zone in members and token.kind == "loot":
                self.open_loot(token)
        for enemy in list(self.enemies.values()):
            if enemy.kind == "boss" and enemy.dormant and enemy.zone in members:
                self.start_boss_fight(enemy)
            elif enemy.dormant and enemy.zone in members:
                enemy.dormant = False

    def bosses_awake(self) -> list[Enemy]:
        return [e for e in self.enemies.values() if e.kind == "boss" and not e.dormant]

    def advance_boss_track(self) -> None:
        """In the boss fight the Darkness phase moves the marker on the boss track (it
        stops on the last space) and the effect of the space it reaches fires."""
        for boss in self.bosses_awake():
            track = self.data.bosses.get(boss.name, {}).get("track", [])
            if self.boss_track + 1 >= len(track):
                continue
            self.boss_track += 1
            effect = str(track[self.boss_track] or "")
            self.say(f"boss track {self.boss_track}: {effect or 'nothing'}")
            if effect:
                self.boss_ability(boss, effect)
            return

    def start_boss_fight(self, boss: Enemy) -> None:
        """Arena, full health, a Level-Up phase, every other tile removed, the boss awake."""
        topo = self.game.topology
        self.boss_fight = True
        boss.dormant = False
        arena = self.data.arena or [boss.zone]
        k = 0
        for hero in self.heroes:
            if hero.escaped:
                continue
            hero.zone = arena[k % len(arena)]
            k += 1
            if not hero.dead:
                hero.health = hero.max_health
        self.level_up_phase()
        keep = self.data.boss_room_tile
        if keep < 0:
            keep = topo.zone_tile[boss.zone]
        for tile, tile_id in enumerate(topo.tile_ids):
            if tile != keep:
                self._effect_remove_tile(Effect(kind="remove-tile", target=tile_id))
        self.say(f"the boss fight against {boss.name} begins")

    # ------------------------------------------------------------------ spawning
    def draw_banded(self, prefix: str, band: int) -> tuple[str, int] | None:
        for b in range(band, len(BANDS)):
            card = self.draw_card(f"{prefix}{b}")
            if card is not None:
                return card, b
        return None

    def spawn_mob(self, zone: int, source: str = "", band: int = -1, name: str = "") -> None:
        data = self.data
        band = band_of(self.dungeon_level()) if band < 0 else band
        got = None
        if name:
            card_id = next((c for c, m in data.mobs.items() if m["name"] == name), None)
            got = (card_id, band) if card_id else None
        if got is None:
            got = self.draw_banded("mob", band)
        if got is None or got[0] is None:
            return
        card = data.mobs[got[0]]
        for enemy in self.enemies.values():
            other = data.mobs.get(enemy.card)
            if other is not None and other["family"] == card["family"]:
                self.upgrade(enemy, card)
                return
        level = BANDS.index(card["band"]) + 1
        enemy = self.enemy_from_card(card, "mob", level, zone, int(card["leaderHealth"]), {})
        item = self.draw_banded("mobitem", band)
        if item is not None:
            enemy.attacks = self.data.mob_items[item[0]]["attacks"]
            enemy.gear = item[0]
        else:
            enemy.attacks = {"melee": {"yellow": 1}}
        enemy.minions = data.scale + self.barracks
        self.barracks = 0
        enemy.minion_health = int(card["minionHealth"])
        enemy.source = source
        self.place(enemy)
        self.draw_rewards(enemy, card)
        self.say(f"{enemy.name} (mob of {enemy.minions + 1}) appears in {self.zone_id(zone)}")

    def upgrade(self, enemy: Enemy, card: dict[str, Any]) -> None:
        """The duplicate rule: a drawn Mob already in play is upgraded and acts once."""
        table = self.data.mobs if enemy.kind == "mob" else self.data.monsters
        current = table.get(enemy.card, {})
        if BANDS.index(card["band"]) > BANDS.index(current.get("band", "1-2")):
            enemy.card = card["id"]
            enemy.level = BANDS.index(card["band"]) + 1
            enemy.defence = card["defence"]
            if enemy.kind == "mob":
                enemy.health = int(card["leaderHealth"])
                enemy.minion_health = int(card["minionHealth"])
            else:
                enemy.health = int(card["health"]) * self.data.scale
                enemy.attacks = card["attacks"]
            self.say(f"{enemy.name} grows stronger")
        self.activate(enemy, 1)

    def spawn_monster(self, zone: int, source: str = "", band: int = -1) -> None:
        data = self.data
        band = band_of(self.dungeon_level()) if band < 0 else band
        got = self.draw_banded("roaming", band)
        if got is None:
            return
        card = data.monsters[got[0]]
        for enemy in self.enemies.values():
            if enemy.kind == "roaming" and enemy.name.split(" (")[0] == card["name"].split(" (")[0]:
                self.upgrade(enemy, card)
                return
        level = BANDS.index(card["band"]) + 1
        enemy = self.enemy_from_card(card, "roaming", level, zone, int(card["health"]) * data.scale)
        enemy.source = source
        self.place(enemy)
        self.draw_rewards(enemy, card)
        self.say(f"{enemy.name} (roaming monster) appears in {self.zone_id(zone)}")

    def draw_rewards(self, enemy: Enemy, card: dict[str, Any]) -> None:
        """The card's reward: that many treasure tokens from the bag, laid on the card (an
        empty bag gives none)."""
        tokens = []
        for _ in range(int(card.get("reward", 0))):
            if sum(self.bag.values()) <= 0:
                break
            tokens.append(self.draw_bag())
        if tokens:
            self.rewards[enemy.uid] = tokens

    def remove_killed(self, enemy: Enemy) -> None:
        """A removed enemy's reward tokens go back to the bag (the killer, if any, has
        already drawn its items)."""
        super().remove_killed(enemy)
        for rarity in self.rewards.pop(enemy.uid, ()):
            self.bag[rarity] = self.bag.get(rarity, 0) + 1

    def card_kinds(self, card: str) -> tuple[str, ...]:
        """An item card counts by its id and its rarity for ``carrying``."""
        rarity = self.data.rarity_of.get(card)
        return (card, rarity) if rarity else (card,)

    def spawn_boss(self, source: str, name: str, zone: int) -> None:
        card = self.data.bosses[name]  # every boss token's card was checked at set-up
        enemy = self.enemy_from_card(card, "boss", 3, zone, int(card["health"]) * self.data.scale)
        enemy.name = name
        enemy.source = source
        enemy.dormant = True
        self.place(enemy)

    def _effect_give_item(self, effect: Effect, hero: Hero) -> None:
        """A rarity (``common``, ``rare``, ``epic``) or an item id."""
        value = str(effect.value or "rare")
        if value in self.data.rarity_decks:
            self.gain_item(hero, value)
        elif value in self.data.items:
            hero.gear.append(value)
            self.fire("item-gained", (value, self.data.items[value]["name"]), hero)

    def _effect_spawn(self, effect: Effect, hero: Hero | None) -> None:
        value = effect.value
        spec: dict[str, Any] = value if isinstance(value, dict) else {"what": value or "mob"}
        zones = sorted(self.zones_of(effect.target)) if effect.target else []
        zone = zones[0] if zones else (hero.zone if hero is not None else self.data.start)
        source = str(spec.get("id", effect.target or ""))
        for _ in range(int(spec.get("count", 1))):
            if "roamingMonster" in spec or spec.get("what") == "roaming":
                self.spawn_monster(zone, source)
            else:
                self.spawn_mob(zone, source)

    # ------------------------------------------------------------------ combat
    def hero_attack(self, hero: Hero, kind: str, uid: str) -> None:
        enemy = self.enemies[uid]
        data = self.data
        dice = dict(data.attack_dice(hero.gear, kind) or {})
        for colour, n in data.bonus.items():
            dice[colour] = dice.get(colour, 0) + n * self.spent
        if kind != "melee" and any(
            t.kind == "pillar" and t.zone == enemy.zone for t in self.tokens.values()
        ):
            for colour in ("yellow", "orange"):
                if dice.get(colour):
                    dice[colour] -= 1
                    break
        if not self.game.topology.light[hero.zone]:
            dice["shadow"] = 1
        trace: list[str] = []
        net = self.roll_versus(dice, enemy.defence, trace)
        extra, hurt = self.roll_enemy_dice(enemy.minions, trace)
        wounds = max(0, net - extra)
        self.chance("roll", f"{hero_name(hero.index)}>{uid} {' '.join(trace)} ={wounds}/{hurt}")
        self.say(f"{hero_name(hero.index)} {kind} attack on {enemy.name}: {wounds} wound(s)")
        self.wound_enemy(enemy, wounds, hero)
        if hurt:
            self.wound_hero(hero, hurt, f"{enemy.name}'s enemy dice")

    def roll_enemy_dice(self, count: int, trace: list[str]) -> tuple[int, int]:
        """Enemy dice (one per minion, capped): shields for the Mob, wounds for the hero."""
        n = min(count, self.data.caps.get("enemy", 6))
        if n <= 0:
            return 0, 0
        shields = wounds = 0
        faces = []
        table_s, table_w = self.data.enemy_shields, self.data.enemy_wounds
        for _ in range(n):
            f = self.rng.below(len(table_s))
            faces.append(f)
            shields += table_s[f]
            wounds += table_w[f]
        trace.append(f"enemy:{','.join(map(str, faces))}")
        return shields, wounds

    def wound_enemy(self, enemy: Enemy, wounds: int, killer: Hero | None) -> None:
        """Wounds kill minions one after another and overflow onto the Leader."""
        wounds = self.wound_minions(enemy, wounds, killer, self.data.xp["kill"])
        if wounds <= 0:
            return
        enemy.damage += wounds
        if enemy.damage >= enemy.health:
            self.enemy_dies(enemy, killer)

    def enemy_dies(self, enemy: Enemy, killer: Hero | None) -> None:
        rewards = list(self.rewards.get(enemy.uid, ()))
        self.remove_killed(enemy)
        xp = self.data.xp
        if killer is not None:
            self.gain_xp(killer, xp["kill"])
        bonus = (
            xp["leader"] if enemy.kind == "mob" else xp["roaming"] if enemy.kind == "roaming" else 0
        )
        for hero in self.heroes:
            self.gain_xp(hero, bonus)
        if killer is not None:
            for rarity in rewards:
                self.gain_item(killer, rarity)
        self.say(f"{enemy.name} is slain")
        self.fire("enemy-killed", (enemy.uid, enemy.source, enemy.name, enemy.kind), killer)

    def enemy_attack(self, enemy: Enemy, hero: Hero, kind: str) -> None:
        trace: list[str] = []
        defence = self.data.defence_dice(hero.gear)
        net = self.roll_versus(enemy.attacks[kind], defence, trace)
        _, hurt = self.roll_enemy_dice(enemy.minions, trace)
        wounds = max(0, net) + hurt
        self.chance("roll", f"{enemy.uid}>{hero_name(hero.index)} {' '.join(trace)} ={wounds}")
        self.say(f"{enemy.name} {kind} attack on {hero_name(hero.index)}: {wounds} wound(s)")
        self.wound_hero(hero, wounds, enemy.name)

    def wound_hero(self, hero: Hero, wounds: int, cause: str) -> None:
        if wounds <= 0 or not hero.active:
            return
        hero.health -= wounds
        if hero.health <= 0:
            self.kill_hero(hero, cause)

    # ------------------------------------------------------------------ enemy AI
    def activate(self, enemy: Enemy, actions: int) -> None:
        """Each action: attack the nearest hero in range, else move one zone toward the
        nearest hero (Mobs never open doors)."""
        for _ in range(actions):
            if self._outcome is not None or enemy.uid not in self.enemies:
                return
            if not self.standing_heroes():
                return
            if self.try_attack(enemy):
                continue
            if enemy.script == "stationary":
                continue
            self.enemy_step(enemy)

    def try_attack(self, enemy: Enemy) -> bool:
        sight = self.game.topology.sight(self.key)[enemy.zone]
        best_d = INF
        best: list[tuple[Hero, list[str]]] = []
        for hero in self.heroes:
            if not hero.active:
                continue
            d = sight.get(hero.zone)
            if d is None:
                continue
            kinds = [k for k in enemy.attacks if self.in_range(k, d)]
            if not kinds:
                continue
            if d < best_d:
                best_d, best = d, [(hero, kinds)]
            elif d == best_d:
                best.append((hero, kinds))
        if not best:
            return False
        hero, kinds = self.tie("target", best, [hero_name(h.index) for h, _ in best])
        self.enemy_attack(enemy, hero, self.strongest_attack(enemy, kinds))
        return True

    def enemy_step(self, enemy: Enemy) -> None:
        topo = self.game.topology
        targets = tuple(sorted({h.zone for h in self.heroes if h.active}))
        if not targets:
            return
        self.step_along(enemy, topo.distances(self.key, targets))

    # ------------------------------------------------------------------ rendering
    def status_lines(self) -> list[Text]:
        """The Lifebringer tokens left (Test Play's status line)."""
        return [say("Lifebringers {names}", names=self.lifebringers)]

    def render(self) -> str:
        head = (
            f"round {self.round}  phase {self.phase}  dungeon level {self.dungeon_level()}  "
            f"lifebringers {self.lifebringers}  darkness {max(self.track, 0)}"
            + ("  BOSS FIGHT" if self.boss_fight else "")
        )
        heroes = []
        for h in self.heroes:
            state = "escaped" if h.escaped else "KO" if h.dead else f"{h.health}/{h.max_health}hp"
            turn = " *" if h.index == self.active else ""
            done = " (done)" if h.activated else ""
            items = f" carrying {', '.join(h.items)}" if h.items else ""
            heroes.append(
                f"  {hero_name(h.index)} {h.cls} L{h.level} in {self.zone_id(h.zone)} {state} "
                f"xp {h.xp}{items}{done}{turn}"
            )
        status = (
            f"actions {self.actions_left}  mp {self.mp}"
            if self.active >= 0
            else ("choose who acts next" if self.choosing_order else "")
        )
        return "\n".join([head, *heroes, status, super().render()])
