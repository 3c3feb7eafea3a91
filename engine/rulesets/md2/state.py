"""The state of an md2 game (``MD2State``): its fields, setup, the round (``ROUND``),
combat and the engine's hooks; the other rules are functions over it in the modules beside
it (see :mod:`questwright.engine.rulesets.md2`).
"""

from __future__ import annotations

from typing import Any

from questwright.core.text import Text, say, say_n
from questwright.engine.actions import (
    Action,
    EndTurn,
    Interact,
    Recover,
    hero_name,
)
from questwright.engine.log import spoken, word
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, Turns
from questwright.engine.rulesets.md import decks, enemy_ai, hero_turn, skills
from questwright.engine.rulesets.md.state import MdState
from questwright.engine.rulesets.md2 import bosses, phases, rooms, spawning, turn
from questwright.engine.rulesets.md2.data import BANDS, SCENERY, MD2Data, band_of
from questwright.engine.topology import INF
from questwright.schema.model import Effect

__all__ = ["MD2State"]


class MD2State(MdState):
    """A Massive Darkness 2 game in progress (see the module docstring)."""

    data: MD2Data

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        """Heroes, tokens, enemies, bag and tracks for a new game (digest §6.2, §1.8)."""
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
        named = [(f"mob{b}", cards) for b, cards in enumerate(data.mob_decks)]
        named += [(f"mobitem{b}", cards) for b, cards in enumerate(data.item_decks)]
        named += [(f"roaming{b}", cards) for b, cards in enumerate(data.monster_decks)]
        named.append(("door", list(data.door_cards)))
        named += sorted(data.rarity_decks.items())
        self.decks.update(decks.shuffled_all(self, named))
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
        hero_turn.add_heroes(self)
        for token in board.quest.tokens:
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is None:
                continue
            props, kind = token.properties, token.type
            if kind == "treasure":
                rarity = str(props.get("rarity", "bag"))
                if rarity == "bag":
                    rarity = rooms.draw_bag(self, private=())
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
                rooms.open_loot(self, placed)
        self.round = 1
        for token in board.quest.tokens:
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is None:
                continue
            if token.type == "mob":
                spawning.spawn_mob(
                    self, zone, token.id, band=0, name=str(token.properties.get("name", ""))
                )
            elif token.type == "boss":
                bosses.spawn_boss(self, token.id, str(token.properties.get("name", "boss")), zone)
        hero_turn.apply_scripts(self)
        self.round = 1
        self.say(
            say_n(
                "quest {quest!r}: {count} hero",
                "quest {quest!r}: {count} heroes",
                quest=game.quest.title,
                count=len(self.heroes),
            )
        )
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
    @property
    def choosing_order(self) -> bool:
        """True while the players pick who acts next. (digest §6.2)"""
        return self._choosing

    def start_round(self) -> None:
        """Resurrection and round-start triggers (then the heroes pick who acts). (digest §6.2)"""
        self.phase = "start"
        for hero in self.heroes:
            if hero.dead and not hero.escaped:
                if self.lifebringers <= 0:
                    spec = next(
                        (s for s in self.game.logic.loss if s.kind == "lifebringer-empty"), None
                    )
                    self.finish("loss", spec.text if spec else say("no Lifebringer token left"))
                    return
                self.lifebringers -= 1
                self.spent += 1
                hero.dead = False
                hero.health = min(hero.max_health, self.data.revive_health)
                self.say(
                    "{hero} stands up ({lifebringers} Lifebringer left)",
                    hero=hero_name(hero.index),
                    lifebringers=self.lifebringers,
                )
        if not self.standing_heroes():
            self.finish("loss", say("no hero is left in the dungeon"))
            return
        for hero in self.heroes:
            hero.activated = False
        self.fire("round-start", (str(self.round),))
        self.check_objectives("round-start")

    def end_turn(self) -> None:
        """The hero's turn ends (digest §6.2)."""
        hero = self.heroes[self.active]
        self.mp = 0
        self.actions_left = 0
        hero.activated = True
        self.finish_turn()

    def enemy_phase(self) -> None:
        """The Enemies' phase: Mobs and Roaming Monsters activate (digest §5.3, §5.4)."""
        if self.standing_heroes():
            for uid in list(self.enemies):
                enemy = self.enemies.get(uid)
                if enemy is None or enemy.dormant or enemy.kind in ("object", "boss"):
                    continue
                enemy_ai.start_activation(self, enemy)
                self.activate(enemy, self.data.mob_actions)
                if self._outcome is not None:
                    return
        self.check_objectives()

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        hero = self.heroes[self.active]
        out: list[Action] = []
        if self.mp > 0 or self.actions_left > 0:
            self._movement_actions(hero, out)
            out.extend(self.interactions(hero))
        if self.actions_left > 0:
            hero_turn._action_actions(self, hero, out)
            if hero.health < hero.max_health:
                out.append(Recover(hero.index))
        out.append(EndTurn(hero.index))
        return out

    def interactions(self, hero: Hero) -> list[Action]:
        """The scenery a hero may interact with in ``zone`` (digest §1.8)."""
        if self.has_enemy(hero.zone):
            return []
        out: list[Action] = []
        for token in self.tokens.values():
            if token.zone != hero.zone or token.kind not in SCENERY:
                continue
            if token.kind == "forge" and len(rooms.forge_fodder(self, hero)) < 3:
                continue
            out.append(Interact(hero.index, token.id))
        return out

    # ------------------------------------------------------------------ applying
    def _apply_action(self, action: Action) -> None:
        """A hero action, by the dispatch tables of :mod:`.turn`."""
        turn.apply_action(self, action)

    def on_leave(self, hero: Hero, zone: int) -> None:
        """Leaving a zone, the enemies there strike (digest §3.2)."""
        groups = sum(
            1
            for e in self.enemies.values()
            if e.zone == zone and e.kind != "object" and not e.dormant
        )
        if groups:
            self.wound_hero(hero, groups * self.data.reaction, say("reaction"))

    def on_enter(self, hero: Hero, zone: int) -> None:
        """Entering a zone: traps and portals (digest §1.8)."""
        for token in [t for t in self.tokens.values() if t.zone == zone and t.kind == "trap"]:
            del self.tokens[token.id]
            if token.value == "bear":
                self.mp = 0
                self.actions_left = max(0, self.actions_left - 1)
                self.say("{hero} is caught in a bear trap", hero=hero_name(hero.index))
            else:
                faces = self.data.content.get("traps", {}).get("spike", [1])
                wounds = faces[self.rng.below(len(faces))]
                self.chance("roll", f"trap {token.id}={wounds}")
                self.say("{hero} springs a spike trap", hero=hero_name(hero.index))
                self.wound_hero(hero, wounds, say("a spike trap"))
            if not hero.active:
                return

    # ------------------------------------------------------------------ doors and rooms
    def open_door(self, door: int, hero: Hero | None, by_effect: bool = False) -> None:
        """Open a door; the room behind it is revealed (digest §1.3, §4.2)."""
        topo = self.game.topology
        if self.key & (1 << door):
            return
        before = self.key
        self.key |= 1 << door
        self.say(
            "{hero} opens {door}",
            hero=hero_name(hero.index) if hero else "a trigger",
            door=topo.door_ids[door],
        )
        chamber = topo.chamber_of(before)
        for a, b in topo.door_zones[door]:
            for far in (a, b):
                if chamber[far] >= 0 and far not in self.revealed_rooms:
                    rooms.reveal_room(self, far, before, hero)
                    if self._outcome is not None:
                        return
        self.fire("door-opened", (topo.door_ids[door],), hero)

    # ------------------------------------------------------------------ spawning

    def spawn_monster(self, zone: int, source: str = "", band: int = -1) -> None:
        """Place a Roaming Monster (digest §4.2)."""
        data = self.data
        band = band_of(phases.dungeon_level(self)) if band < 0 else band
        got = spawning.draw_banded(self, "roaming", band)
        if got is None:
            return
        card = data.monsters[got[0]]
        for enemy in self.enemies.values():
            if enemy.kind == "roaming" and enemy.name.split(" (")[0] == card["name"].split(" (")[0]:
                spawning.upgrade(self, enemy, card)
                return
        level = BANDS.index(card["band"]) + 1
        enemy = decks.enemy_from_card(
            self, card, "roaming", level, zone, int(card["health"]) * data.scale
        )
        enemy.source = source
        enemy_ai.place(self, enemy)
        spawning.draw_rewards(self, enemy, card)
        self.say(
            "{enemy} (roaming monster) appears in {zone}", enemy=enemy.name, zone=self.zone_id(zone)
        )

    def remove_killed(self, enemy: Enemy) -> None:
        """A removed enemy's reward tokens go back to the bag (the killer, if any, has
        already drawn its items). (digest §6.2 loot)"""
        super().remove_killed(enemy)
        for rarity in self.rewards.pop(enemy.uid, ()):
            self.bag[rarity] = self.bag.get(rarity, 0) + 1

    def card_kinds(self, card: str) -> tuple[str, ...]:
        """An item card counts by its id and its rarity for ``carrying``. (digest §7.3)"""
        rarity = self.data.rarity_of.get(card)
        return (card, rarity) if rarity else (card,)

    def _effect_give_item(self, effect: Effect, hero: Hero) -> None:
        """A rarity (``common``, ``rare``, ``epic``) or an item id."""
        value = str(effect.value or "rare")
        if value in self.data.rarity_decks:
            rooms.gain_item(self, hero, value)
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
                spawning.spawn_mob(self, zone, source)

    # ------------------------------------------------------------------ combat
    def hero_attack(self, hero: Hero, kind: str, uid: str) -> None:
        """A hero's attack (digest §6.2 combat)."""
        enemy = self.enemies[uid]
        data = self.data
        dice = dict(skills.attack_dice(self, hero, kind) or {})
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
        net, faces = decks.roll_versus_then(
            self, dice, enemy.defence, trace, self.enemy_dice_sizes(enemy.minions)
        )
        extra, hurt = self.enemy_dice(faces, trace)
        wounds = max(0, net - extra)
        self.chance("roll", f"{hero_name(hero.index)}>{uid} {' '.join(trace)} ={wounds}/{hurt}")
        self.say(decks.hero_attack_line(hero_name(hero.index), kind, enemy.name, wounds))
        self.wound_enemy(enemy, wounds, hero)
        if hurt:
            self.wound_hero(hero, hurt, say("{enemy}'s enemy dice", enemy=enemy.name))

    def enemy_dice_sizes(self, count: int) -> list[int]:
        """The enemy dice a Mob of ``count`` minions adds to a roll (one per minion,
        capped; digest §5.3), as draw sizes: they are rolled with the attack's dice."""
        n = min(count, self.data.caps.get("enemy", 6))
        return [len(self.data.enemy_shields)] * n if n > 0 else []

    def enemy_dice(self, faces: list[int], trace: list[str]) -> tuple[int, int]:
        """What rolled enemy dice show: shields for the Mob, wounds for the hero.
        (digest §5.3)"""
        if not faces:
            return 0, 0
        table_s, table_w = self.data.enemy_shields, self.data.enemy_wounds
        trace.append(f"enemy:{','.join(map(str, faces))}")
        return sum(table_s[f] for f in faces), sum(table_w[f] for f in faces)

    def wound_enemy(self, enemy: Enemy, wounds: int, killer: Hero | None) -> None:
        """Wounds kill minions one after another and overflow onto the Leader.
        (digest §6.2 Mob wounds)"""
        wounds = enemy_ai.wound_minions(self, enemy, wounds, killer, self.data.xp["kill"])
        if wounds <= 0:
            return
        enemy.damage += wounds
        if enemy.damage >= enemy.health:
            self.enemy_dies(enemy, killer)

    def enemy_dies(self, enemy: Enemy, killer: Hero | None) -> None:
        """An enemy is killed: XP and loot (digest §6.2)."""
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
                rooms.gain_item(self, killer, rarity)
        self.say("{enemy} is slain", enemy=enemy.name)
        self.fire("enemy-killed", (enemy.uid, enemy.source, enemy.name, enemy.kind), killer)

    def enemy_attack(self, enemy: Enemy, hero: Hero, kind: str) -> None:
        """An enemy attacks a hero (digest §5.3, §6.2)."""
        trace: list[str] = []
        defence = skills.defence_dice(self, hero)
        net, faces = decks.roll_versus_then(
            self, enemy.attacks[kind], defence, trace, self.enemy_dice_sizes(enemy.minions)
        )
        _, hurt = self.enemy_dice(faces, trace)
        wounds = max(0, net) + hurt
        self.chance("roll", f"{enemy.uid}>{hero_name(hero.index)} {' '.join(trace)} ={wounds}")
        self.say(decks.enemy_attack_line(enemy.name, kind, hero_name(hero.index), wounds))
        self.wound_hero(hero, wounds, enemy.name)

    def wound_hero(self, hero: Hero, wounds: int, cause: str | Text) -> None:
        """A hero takes wounds; at 0 it is KO (digest §6.2)."""
        if wounds <= 0 or not hero.active:
            return
        hero.health -= wounds
        if hero.health <= 0:
            self.kill_hero(hero, cause)

    # ------------------------------------------------------------------ enemy AI
    def activate(self, enemy: Enemy, actions: int) -> None:
        """Each action: attack the nearest hero in range, else move one zone toward the
        nearest hero (Mobs never open doors). (digest §5.3, §5.4)"""
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
        """Attack the nearest hero in range, if any (digest §5.3, §5.4)."""
        sight = self.game.topology.sight(self.key)[enemy.zone]
        best_d = INF
        best: list[tuple[Hero, list[str]]] = []
        for hero in self.heroes:
            if not hero.active:
                continue
            d = sight.get(hero.zone)
            if d is None:
                continue
            kinds = [k for k in enemy.attacks if hero_turn.in_range(self, k, d)]
            if not kinds:
                continue
            if d < best_d:
                best_d, best = d, [(hero, kinds)]
            elif d == best_d:
                best.append((hero, kinds))
        if not best:
            return False
        hero, kinds = self.tie("target", best, [hero_name(h.index) for h, _ in best])
        self.enemy_attack(enemy, hero, enemy_ai.strongest_attack(self, enemy, kinds))
        return True

    def enemy_step(self, enemy: Enemy) -> None:
        """Move one zone toward the nearest hero (digest §5.3, §5.4)."""
        topo = self.game.topology
        targets = tuple(sorted({h.zone for h in self.heroes if h.active}))
        if not targets:
            return
        enemy_ai.step_along(self, enemy, topo.distances(self.key, targets))

    # ------------------------------------------------------------------ rendering
    def status_lines(self) -> list[Text]:
        """The Lifebringer tokens left (Test Play's status line). (stand-in, docs/engine.md)"""
        return [say("Lifebringers {names}", names=self.lifebringers)]

    def render(self) -> str:
        """The board as text (stand-in, docs/engine.md)."""
        head = spoken(
            say(
                "round {round}  phase {phase}  dungeon level {level}  lifebringers {lifebringers}"
                "  darkness {darkness}{boss}",
                round=self.round,
                phase=word(self.phase),
                level=phases.dungeon_level(self),
                lifebringers=self.lifebringers,
                darkness=max(self.track, 0),
                boss=say("  BOSS FIGHT") if self.boss_fight else "",
            )
        )
        heroes = [
            self.hero_line(
                h,
                dead="KO",
                level=f" L{h.level}",
                done=spoken(say(" (done)")) if h.activated else "",
            )
            for h in self.heroes
        ]
        status = (
            spoken(say("actions {actions}  mp {mp}", actions=self.actions_left, mp=self.mp))
            if self.active >= 0
            else (spoken(say("choose who acts next")) if self.choosing_order else "")
        )
        return "\n".join([head, *heroes, status, super().render()])

    # ------------------------------------------------------------------ the round
    #: the round (rules digest massive-darkness.md §6.2); its hooks are defined above, in the
    #: shared :class:`MdState` or in the rule modules
    ROUND: Round[MD2State] = Round(
        [
            Step("start", start_round),
            Turns(
                "heroes",
                order=MdState.hero_order,
                chosen=True,
                skip=hero_turn.hero_gone,
                start_turn=MdState.start_hero_turn,
                after_turn=bosses.boss_step,
            ),
            Step("enemies", enemy_phase),
            Step(None, phases.level_up_phase),
            Step("darkness", phases.darkness_phase),
            Step("end", MdState.end_phase),
        ]
    )
