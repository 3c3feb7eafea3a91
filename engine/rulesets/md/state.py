"""Machinery shared by the two Massive Darkness rulesets (md1 and md2).

Both games share the hero turn (three actions; a Movement action gives movement points to
spend on moving, opening doors and taking things), zone-walk line of sight with ranges, dice
pools with a per-colour cap, equipment cards and decks. This module holds that common part;
:mod:`.md1` and :mod:`.md2` add their own phases, spawning, enemy AI and combat details.

Equipment is handled automatically (digest §9.3 allows skipping Reorganize): for each attack
a hero uses the best weapons it owns for that combat type (one two-handed weapon or the two
best one-handed ones), and for defence its best body armour plus its best shield. Quest
items (Artifacts…) are carried and traded with :class:`~questwright.engine.actions.Give`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

from questwright.core.params import as_int
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
    hero_name,
)
from questwright.engine.crawler import CrawlerState
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.rng import Rng
from questwright.engine.rulesets.md.data import (
    _DIGITS,
    ATTACK_KINDS,
    Dice,
    MdData,
)
from questwright.engine.topology import INF

__all__ = ["MdState"]


class MdState(CrawlerState):
    """Hero turns, movement points, doors, taking things and dice shared by md1 and md2."""

    #: token kinds a hero takes with Pick Up
    PICKABLE: frozenset[str] = frozenset()

    data: MdData
    decks: dict[str, list[str]]
    discards: dict[str, list[str]]

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

    def _state_json(self) -> dict[str, Any]:
        doc = super()._state_json()
        doc["actionsLeft"] = self.actions_left
        doc["mp"] = self.mp
        return doc

    def _load_state(self, doc: dict[str, Any]) -> None:
        super()._load_state(doc)
        self.actions_left = doc["actionsLeft"]
        self.mp = doc["mp"]

    # ------------------------------------------------------------------ bots
    def goal_action(self, player: int, rng: Rng) -> Action | None:
        """The goal-seeking hero policy (:mod:`.mdgoal`); ``None`` for a pending tie."""
        if self._pending is not None:
            return None
        from questwright.engine.rulesets.md.goal import MdGoalPlanner

        return MdGoalPlanner(rng).choose(self)

    #: the search bot's other ways to play (policy switching, :mod:`questwright.engine.search`):
    #: knobs of the goal planner — *hide*: back into unseen Shadow whenever watched, at any
    #: health; *hold*: shoot only into the own zone; *bold*: never back off, shoot far.
    SEARCH_POLICIES: ClassVar[dict[str, dict[str, Any]]] = {
        "hide": {"weak": 1.0},
        "hold": {"engage_range": 0},
        "bold": {"weak": 0.0, "engage_range": 4},
    }

    def search_policies(self, player: int) -> list[str]:
        """The names of :attr:`SEARCH_POLICIES`, for the search bot (never the goal bot)."""
        return list(self.SEARCH_POLICIES)

    def policy_action(self, player: int, rng: Rng, name: str) -> Action | None:
        """What policy ``name`` of :attr:`SEARCH_POLICIES` plays now; ``None`` for a
        pending tie (the goal policy settles it)."""
        if self._pending is not None:
            return None
        from questwright.engine.rulesets.md.goal import MdGoalPlanner

        return MdGoalPlanner(rng, **self.SEARCH_POLICIES[name]).choose(self)

    def search_candidates(self, player: int) -> list[Action]:
        """The first step of the search bot's *hide* plan, to weigh against the goal
        policy's choice (the goal policy never asks this): step back toward a Shadow zone
        no enemy sees, at any health (the goal policy does so only when weak), then stay
        there to the end of the turn (:meth:`search_follow`)."""
        step = self._hide_step()
        return [step] if step is not None else []

    def search_follow(self, player: int) -> Action | None:
        """The next step of the hide plan: on toward unseen Shadow, else end the turn."""
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
    def _resample_hidden(self, player: int, rng: Rng) -> None:
        """Every deck is shuffled again (its cards are known, their order is not): from
        sorted order, so the result depends on what the player knows and ``rng`` only."""
        for name in sorted(self.decks):
            self.decks[name].sort()
            rng.shuffle(self.decks[name])

    # ------------------------------------------------------------------ setup
    def add_heroes(self) -> None:
        """The party at the start zone with its classes' starting equipment."""
        data = self.data
        for i, cls in enumerate(self.game.party):
            spec = data.classes[cls]
            hero = Hero(i, cls, data.start, self.starting_health(spec))
            hero.gear = list(spec["equipment"])
            self.heroes.append(hero)
        self.visits[data.start] += len(self.heroes)
        self.choose_heroes_at_setup()

    def starting_health(self, spec: dict[str, Any]) -> int:
        """A hero's starting and maximum health (md1: the board may override it)."""
        return int(spec["health"])

    def apply_scripts(self) -> None:
        """Enemies placed at setup take the scripts the quest names for their tokens."""
        scripts = self.data.scripts
        for enemy in self.enemies.values():
            script = scripts.get(enemy.source)
            if script:
                enemy.script = script

    # ------------------------------------------------------------------ round end
    def end_phase(self) -> None:
        """Round-end triggers and objectives, round-limit losses; the First Player token
        passes (the round driver then starts the next round)."""
        self.phase = "end"
        self.fire("round-end", (str(self.round),))
        self.check_objectives("round-end")
        if self._outcome is not None:
            return
        for spec in self.game.logic.loss:
            if spec.kind == "round-limit" and spec.rounds and self.round >= spec.rounds:
                self.finish("loss", spec.text)
                return
        if self.round >= self.game.max_rounds:
            self.finish("loss", f"round bound reached ({self.game.max_rounds} rounds)")
            return
        self.pass_first_player()

    def start_round(self) -> None:
        """The round's first step: resurrection and round-start triggers (per ruleset)."""
        raise NotImplementedError

    def pass_first_player(self) -> None:
        """Hook: the End phase passes the First Player token (md1)."""

    # ------------------------------------------------------------------ turn bookkeeping
    def hero_order(self) -> list[int]:
        """The heroes in turn order this round (md1 rotates from the First Player)."""
        return list(range(len(self.heroes)))

    def start_hero_turn(self, player: int) -> None:
        """A hero's activation starts with its actions and no movement points."""
        self.actions_left = self.data.actions
        self.mp = 0

    def work_lever(self, hero: Hero, target: str) -> None:
        """The Activate action: ``target`` counts as worked and ``activated`` fires."""
        self.activated.add(target)
        self.say(f"{hero_name(hero.index)} works {target}")
        self.fire("activated", (target,), hero)

    def hero_gone(self, player: int) -> bool:
        """Heroes killed or escaped skip their turn."""
        return not self.heroes[player].active

    def item_kinds(self, heroes: list[Hero]) -> Counter[str]:
        """What the heroes carry for a ``carrying`` objective: quest items by kind, and
        their equipment cards by id and by what the card is (an Artifact card is an
        ``artifact``; issue #32: escape and hold may require a card as well)."""
        counts = super().item_kinds(heroes)
        for hero in heroes:
            for card in hero.gear:
                for kind in self.card_kinds(card):
                    counts[kind] += 1
        return counts

    def card_kinds(self, card: str) -> tuple[str, ...]:
        """The names a ``carrying`` list may give an equipment card: its id, and what the
        ruleset's decks make it (md1: ``artifact``; md2: its rarity)."""
        return (card,)

    def hero_kinds(self, hero: Hero) -> list[str]:
        return [k for k in ATTACK_KINDS if self.data.attack_dice(hero.gear, k)]

    def in_range(self, kind: str, distance: int) -> bool:
        if kind == "melee":
            return distance == 0
        if kind == "ranged":
            return distance >= self.data.ranged_min
        return self.data.magic_min <= distance <= self.data.magic_max

    def can_leave(self, hero: Hero) -> bool:
        """Whether the hero may move out of its zone now (md1: engagement lock)."""
        return True

    def escape_allowed(self, hero: Hero) -> bool:
        for obj in self.data.escape_objectives:
            if hero.zone in obj.zones and self.objective_available(obj):
                return True
        return False

    def pickable_here(self, zone: int) -> list[BoardToken]:
        return [t for t in self.tokens.values() if t.zone == zone and t.kind in self.PICKABLE]

    def attack_targets(self, hero: Hero) -> list[tuple[str, str]]:
        """``(kind, target uid)`` pairs the hero can attack now, in a stable order."""
        kinds = self.hero_kinds(hero)
        if not kinds:
            return []
        topo = self.game.topology
        sight = topo.sight(self.key)[hero.zone]
        out: list[tuple[str, str]] = []
        for e in self.enemies.values():
            if e.script == "barrier":  # pillars on an edge: attacked from either side
                pairs = topo.barrier_zones[topo.barrier_index[e.source]]
                if any(hero.zone in pair for pair in pairs):
                    out.extend((k, e.uid) for k in kinds)
                continue
            d = sight.get(e.zone)
            if d is None or (e.dormant and e.kind == "boss") or e.rules.get("invulnerable"):
                continue
            for k in kinds:
                if self.in_range(k, d):
                    out.append((k, e.uid))
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
        if zone == self.data.exit and self.escape_allowed(hero) and self.can_leave(hero):
            out.append(Escape(i))

    def _action_actions(self, hero: Hero, out: list[Action]) -> None:
        i = hero.index
        for kind, uid in self.attack_targets(hero):
            out.append(Attack(i, kind, uid))
        for lever, zone in self.data.levers.items():
            if zone == hero.zone and lever not in self.activated:
                out.append(Activate(i, lever))
        if hero.items:
            for other in self.heroes:
                if other is not hero and other.zone == hero.zone and not other.escaped:
                    for item in hero.items:
                        out.append(Give(i, item, other.index))

    def _legal_actions(self) -> list[Action]:
        hero = self.heroes[self.active]
        out: list[Action] = []
        if self.mp > 0 or self.actions_left > 0:
            self._movement_actions(hero, out)
        if self.actions_left > 0:
            self._action_actions(hero, out)
        out.append(EndTurn(hero.index))
        return out

    # ------------------------------------------------------------------ applying
    def spend_mp(self) -> None:
        if self.mp == 0:
            self.actions_left -= 1
            self.mp = self.data.movement_points
        self.mp -= 1

    def spend_action(self) -> None:
        if self.mp:
            self.mp = 0
            self.end_movement_action()
        self.actions_left -= 1

    def end_movement_action(self) -> None:
        """Hook: a Movement action ended (md1 checks the level here)."""

    def move_hero(self, hero: Hero, to: int) -> None:
        start = hero.zone
        self.on_leave(hero, start)
        if not hero.active:
            return
        hero.zone = to
        self.visits[to] += 1
        self.on_enter(hero, to)
        if self._outcome is None:
            self.fire("enter-zone", self.zone_refs(to), hero)
            self._fire_cross(hero, start, to)

    def zone_refs(self, zone: int) -> tuple[str, ...]:
        """Names a trigger may use for a zone: its id, its tile and tokens first placed in it."""
        return self.data.zone_refs[zone]

    def _fire_cross(self, hero: Hero, a: int, b: int) -> None:
        if "cross-edge" not in self.game.logic.triggers:
            return
        names = self.game.topology.crossing.get((min(a, b), max(a, b)))
        if names:
            self.fire("cross-edge", names, hero)

    def on_leave(self, hero: Hero, zone: int) -> None:
        """Hook: the hero leaves ``zone`` (md2 reaction damage)."""

    def on_enter(self, hero: Hero, zone: int) -> None:
        """Hook: the hero entered ``zone`` (md2 traps)."""

    def take_objective_token(self, hero: Hero, token: BoardToken) -> None:
        """A quest token becomes a carried item; fire ``pickup`` and ``item-gained``."""
        del self.tokens[token.id]
        kind = token.kind
        hero.items.append(f"{kind}:{token.id}")
        self.picked[token.id] = hero.index
        self.revealed[token.id] = kind
        self.say(f"{hero_name(hero.index)} picks up {token.id} ({kind})")
        self.fire("pickup", (token.id, kind), hero)
        if self._outcome is None:
            self.fire("item-gained", (kind, token.id), hero)

    def give(self, hero: Hero, item: str, to: int) -> None:
        other = self.heroes[to]
        hero.items.remove(item)
        other.items.append(item)
        kind, _, token = item.partition(":")
        self.say(f"{hero_name(hero.index)} gives {item} to {hero_name(to)}")
        self.fire("item-gained", (kind, token), other)

    def chamber_members(self, zone: int, key: int) -> list[int]:
        """The zones of ``zone``'s chamber with door key ``key``, in zone order."""
        table = self.game.topology.chamber_of(key)
        mark = table[zone]
        return [z for z, m in enumerate(table) if m == mark]

    # ------------------------------------------------------------------ dice
    def roll(self, dice: Dice, faces: dict[str, list[int]], trace: list[str]) -> int:
        """Roll ``dice`` (each colour capped), sum the face values, note the faces in ``trace``.

        The generator is inlined here (SplitMix64, as :class:`~questwright.engine.rng.Rng`):
        combat rolls are the engine's hottest loop.
        """
        rng = self.rng
        caps = self.data.caps
        if type(rng) is not Rng:  # explicit chance: every die is a chance node
            return self._roll_each(dice, faces, trace)
        s = rng.state
        total = 0
        for colour, n in dice.items():
            table = faces.get(colour)
            if n <= 0 or table is None:
                continue
            cap = caps.get(colour, 3)
            if n > cap:
                n = cap
            k = len(table)
            got = []
            for _ in range(n):
                s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
                f = (z ^ (z >> 31)) % k
                got.append(_DIGITS[f])
                total += table[f]
            trace.append(colour + ":" + ",".join(got))
        rng.state = s
        return total

    def _roll_each(self, dice: Dice, faces: dict[str, list[int]], trace: list[str]) -> int:
        """:meth:`roll` through ``rng.draws``, one die after another (same results): with
        explicit chance every die is a chance node, the roll one batch of them."""
        caps = self.data.caps
        rolled = []
        for colour, n in dice.items():
            table = faces.get(colour)
            if n <= 0 or table is None:
                continue
            rolled.append((colour, table, min(n, caps.get(colour, 3))))
        got = iter(self.rng.draws([len(table) for _, table, n in rolled for _ in range(n)]))
        total = 0
        for colour, table, n in rolled:
            shown = []
            for _ in range(n):
                f = next(got)
                shown.append(_DIGITS[f])
                total += table[f]
            trace.append(colour + ":" + ",".join(shown))
        return total

    def roll_versus(self, attack: Dice, defence: Dice, trace: list[str]) -> int:
        """Roll attack dice against defence dice (faces in ``trace``): hits minus shields,
        which may be negative."""
        data = self.data
        hits = self.roll(attack, data.attack_faces, trace)
        trace.append("vs")
        return hits - self.roll(defence, data.defence_faces, trace)

    # ------------------------------------------------------------------ decks
    def shuffled(self, cards: list[str]) -> list[str]:
        deck = list(cards)
        self.rng.shuffle(deck)
        return deck

    def draw_card(self, deck: str) -> str | None:
        """Draw from a reshuffling deck (door, event, monsters, artifacts)."""
        cards = self.decks.get(deck)
        reshuffled = False
        if not cards:
            discards = self.discards.get(deck)
            if not discards:
                return None
            cards = self.shuffled(discards)
            self.decks[deck] = cards
            self.discards[deck] = []
            reshuffled = True
        card = cards.pop()
        self.discards.setdefault(deck, []).append(card)
        self.chance("draw", f"{deck}:{card}")
        if reshuffled:  # after the draw: the trigger's own effects may draw again
            self.fire("deck-reshuffled", (deck,))
        return card

    def enemy_from_card(
        self,
        card: dict[str, Any],
        kind: str,
        level: int,
        zone: int,
        health: int,
        attacks: dict[str, Dice] | None = None,
    ) -> Enemy:
        """A new enemy with the card's id, name, dice (``attacks`` replaces the card's) and
        skills (the card's ``skills``: set-enemy rules it always has)."""
        uid = self.new_uid()
        enemy = Enemy(
            uid,
            card["id"],
            card["name"],
            kind,
            level,
            zone,
            health,
            card["attacks"] if attacks is None else attacks,
            card["defence"],
        )
        skills = card.get("skills")
        if isinstance(skills, dict):
            self.apply_rules(enemy, skills)
        return enemy

    def start_activation(self, enemy: Enemy) -> None:
        """Skills that act when an enemy's activation starts (docs/engine.md): it heals
        ``regenerate`` wounds, and every Mob in play gains ``reinforce`` minions."""
        rules = enemy.rules
        if not rules:
            return
        heal = as_int(rules.get("regenerate"), 0, 0, 1000)
        if heal > 0 and enemy.damage > 0:
            healed = min(heal, enemy.damage)
            enemy.damage -= healed
            self.say(f"{enemy.name} regenerates {healed} wound(s)")
        extra = as_int(rules.get("reinforce"), 0, 0, 100)
        if extra > 0:
            for mob in self.enemies.values():
                if mob.kind == "mob":
                    mob.minions += extra
                    self.say(f"{enemy.name} calls {extra} minion(s) to {mob.name}")

    def wound_minions(self, enemy: Enemy, wounds: int, killer: Hero | None, xp: int) -> int:
        """Wounds kill a Mob's minions one after another (``xp`` to the killer for each);
        returns the wounds left when no minion stands."""
        while wounds > 0 and enemy.minions > 0:
            need = enemy.minion_health - enemy.minion_damage
            if wounds >= need:
                wounds -= need
                enemy.minions -= 1
                enemy.minion_damage = 0
                if killer is not None:
                    self.gain_xp(killer, xp)
            else:
                enemy.minion_damage += wounds
                wounds = 0
        return wounds

    # ------------------------------------------------------------------ enemy AI
    def strongest_attack(self, enemy: Enemy, kinds: list[str]) -> str:
        """Of the attack kinds ``enemy`` can use now, the one with the best expected hits."""
        if len(kinds) == 1:
            return kinds[0]
        score, attacks = self.data.score, enemy.attacks
        return max(kinds, key=lambda k: score(attacks[k]))

    def step_along(self, enemy: Enemy, dist: list[int]) -> None:
        """Move ``enemy`` one zone down the distance field ``dist`` (ties by the generator)."""
        here = dist[enemy.zone]
        if here == 0 or here >= INF:
            return
        topo = self.game.topology
        steps = [n for n in topo.neighbours(self.key, False)[enemy.zone] if dist[n] == here - 1]
        if steps:
            old = enemy.zone
            enemy.zone = self.tie("path", steps, [topo.zone_ids[z] for z in steps])
            self.enemy_moved(enemy, old)

    def enemy_moved(self, enemy: Enemy, old: int) -> None:
        """After an enemy step: a ``drag`` monster takes the fallen heroes of its old zone
        along, ``enemy-enters-zone`` triggers fire, and enemy losses are checked."""
        if enemy.rules.get("drag"):
            for hero in self.heroes:
                if hero.dead and not hero.escaped and hero.zone == old:
                    hero.zone = enemy.zone
                    self.say(f"{enemy.name} drags {hero_name(hero.index)} along")
        if "enemy-enters-zone" in self.game.logic.triggers:
            names = (*self.zone_refs(enemy.zone), enemy.uid, enemy.source, enemy.name)
            self.fire("enemy-enters-zone", names)
        if self.game.logic.loss_kinds and self._outcome is None:
            self.check_enemy_losses()
        if self.game.logic.lures and self._outcome is None:
            self.check_objectives()

    def remove_killed(self, enemy: Enemy) -> None:
        """Take a slain enemy off the board; it and its source token count as killed."""
        del self.enemies[enemy.uid]
        self.killed.add(enemy.uid)
        if enemy.source:
            self.killed.add(enemy.source)

    def place(self, enemy: Enemy) -> None:
        self.enemies[enemy.uid] = enemy
        if self.enemy_defaults:
            self.apply_rules(enemy, self.enemy_defaults)
        self.count_spawn(enemy.level)
