"""The generic crawler rules: how a game system written only as data is played.

A system with no ruleset of its own plays by these rules, driven by what its
``system.json`` declares (geometry, doors and locks, token roles) and by the content file it
may ship (:mod:`.content`):

* **Round.** Round-start triggers; each hero takes a turn of ``actionsPerActivation``
  actions (default 2) in hero order; then every awake monster activates; round-end
  triggers, objectives and round limits.
* **Hero actions.** A Movement action gives ``movementPoints`` (default 2, or 3 where every
  cell is its own zone) to spend one each on moving a zone, opening a door (locks as the
  quest declares them), picking up what lies there (the system's pick-up tokens, and
  whatever an objective or a lock asks for) and leaving by the exit; Attack (a monster in
  sight within the class's range: attack dice against its defence dice, each hit beyond
  the shields a wound); Activate (an activate objective's target in the zone); Give (a
  carried quest item to a hero in the zone).
* **Monsters** stand on the tokens of the system's spawn roles (``spawnTokens``; default
  ``spawn`` and ``monster``) and on any token a ``kill`` objective names, their stat block
  chosen by the token's ``kind`` or ``monster`` property, else by its type. A monster is
  asleep until a standing hero sees it; awake, it attacks a hero in range (the one with
  the least health), else it moves up to its ``move`` zones toward the nearest hero
  (``hunt``) and attacks if it then can; a ``guard`` monster never moves. A class rolls
  its one weapon, ranged or melee, at any distance its range allows.
* **Objects** (:mod:`.objects`): the tokens of the ``objectTokens`` role and those a
  ``destroy`` objective or a ``destroyed`` condition names, and every barrier on an edge
  (struck from either side; not one with ``attackable: false``), are attacked like
  monsters and never act; a destroyed barrier lets figures and sight through.
* **Trigger effects** the shared crawler applies, and ``spawn`` (monsters of a kind, named
  by the effect's ``id``), ``destroy`` (objects and barriers) and ``give-item`` (a quest
  item, else a card a ``carrying`` list counts) (:mod:`.objects`).
* **Win and loss** are the quest's objectives and losses; every hero down is a loss.

Simplifications (declared in docs/engine.md): sight is the zone walk of the topology, not
the system's exact sight convention; figures never block movement; no equipment, treasure
decks or experience.
"""

from __future__ import annotations

from typing import Any

from questwright.core.params import as_int
from questwright.core.roles import Roles
from questwright.core.text import say, say_n
from questwright.engine.actions import (
    Action,
    hero_name,
)
from questwright.engine.log import spoken, word
from questwright.engine.pieces import BoardToken, Enemy, Hero
from questwright.engine.rounds import Round, Step, Turns
from questwright.engine.rulesets.generic import objects, turn
from questwright.engine.rulesets.generic.content import md_shape, monster_stats
from questwright.engine.rulesets.md import decks, enemy_ai, hero_turn
from questwright.engine.rulesets.md.data import MdData
from questwright.engine.rulesets.md.state import MdState
from questwright.schema.model import Effect

__all__ = ["GenericData", "GenericState"]

#: token types that stand for monsters when the system names no spawn roles
MONSTER_TYPES = ("spawn", "monster")
#: token types a hero picks up when the system names no pick-up roles
PICKUP_TYPES = ("treasure", "chest", "item", "key", "objective", "relic", "artifact")


class GenericData(MdData):
    """Per-game data: the md-shaped dice and classes, token roles, pick-ups, monster kinds."""

    def __init__(self, game: Any, content: dict[str, Any]) -> None:
        self.roles = Roles(game.board)
        super().__init__(game, md_shape(content))
        self.generic = content
        self.ranges = {c["id"]: int(c.get("range", 0)) for c in content["heroClasses"]}
        board = game.board
        if board.parameter("movementPoints", None) is None:
            one_cell_zones = (
                getattr(getattr(board.system, "geometry", None), "zoning", "") == "cell"
            )
            self.movement_points = 3 if one_cell_zones else 2
        if board.parameter("actionsPerActivation", None) is None:
            self.actions = 2
        declared = set(board.system.parameters) if board.system else set()
        declared |= set(game.quest.parameters)
        # monsters stand on the spawn-role tokens; a system that names no roles has its
        # monsters on ``monster`` tokens as well
        spawn = set(self.roles.spawn_types)
        if "spawnTokens" not in declared:
            spawn |= set(MONSTER_TYPES)
        self.monster_types = frozenset(spawn)
        #: tokens a kill objective names stand for monsters whatever their type (a boss on
        #: a token of its own), as the quest-logic model reads them
        self.kill_targets = frozenset(
            t for obj in game.logic.objectives if obj.kind == "kill" for t in obj.targets
        )
        #: tokens the heroes destroy (:func:`.objects.object_targets`)
        self.object_targets = objects.object_targets(board, self.roles)
        pickup = set(self.roles.pickup_types) if "pickupTokens" in declared else set(PICKUP_TYPES)
        logic = game.logic
        for obj in logic.objectives:
            if obj.kind in ("pickup", "collect"):
                for target in obj.targets:
                    token = board.tokens.get(target)
                    pickup.add(token.type if token is not None else target)
        for door in board.doors.values():
            if door.lock is not None and door.lock.kind == "key":
                for key in door.lock.keys:
                    token = board.tokens.get(key)
                    if token is not None:
                        pickup.add(token.type)
        self.pickable = frozenset(pickup - self.monster_types - set(self.roles.start_types))
        self._monsters: dict[str, dict[str, Any]] = {}
        geometry = getattr(board.system, "geometry", None)
        #: one cell per zone where every cell is its own zone and sight is centre-line: sight
        #: is then the exact line between space centres (else the topology's zone walk)
        self.line_cells: list[tuple[int, int]] | None = None
        if getattr(geometry, "zoning", "") == "cell" and getattr(geometry, "sight", "") == (
            "centre-line"
        ):
            centres: list[tuple[int, int]] = [(0, 0)] * len(game.topology.zone_ids)
            for c, info in board.cells.items():
                z = game.topology.index.get(info.zone)
                if z is not None:
                    centres[z] = c
            self.line_cells = centres
        self.octile = getattr(geometry, "adjacency", "") == "octile"
        self._seen: dict[tuple[int, int, int], int | None] = {}

    def sight_range(self, topology: Any, key: int, a: int, b: int) -> int | None:
        """How far zone ``b`` is from zone ``a`` if it is in sight (``None``: not seen).
        (stand-in, docs/engine.md)"""
        if self.line_cells is None:
            return topology.sight(key)[a].get(b)
        memo = (key, a, b) if a <= b else (key, b, a)
        if memo in self._seen:
            return self._seen[memo]
        (ax, ay), (bx, by) = self.line_cells[a], self.line_cells[b]
        dx, dy = abs(ax - bx), abs(ay - by)
        far = max(dx, dy) if self.octile else dx + dy
        seen = far if a == b or topology.line_sight(key).can_see((ax, ay), (bx, by)) else None
        if len(self._seen) > 500_000:  # bounded: a long game sees many door states
            self._seen.clear()
        self._seen[memo] = seen
        return seen

    def monster(self, kind: str) -> dict[str, Any]:
        """The stat block of monster ``kind`` (cached). (stand-in, docs/engine.md)"""
        found = self._monsters.get(kind)
        if found is None:
            found = self._monsters[kind] = monster_stats(self.generic, kind)
        return found

    def _token_zone(self, game: Any, token_type: str) -> int:  # type: ignore[override]
        """The zone of the first token of the system's start (or exit) role; a quest with
        no start token starts in its ``startArea`` or on its first token."""
        roles = self.roles
        types = roles.start_types if token_type == "start" else roles.exit_types
        for wanted in types:
            found = MdData._token_zone(game, wanted)
            if found >= 0:
                return found
        if token_type != "start":
            return -1
        topo, board = game.topology, game.board
        area = game.quest.setup.get("startArea")
        for token in board.quest.tokens:
            if area and token.area != area:
                continue
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is not None and topo.passable[zone]:
                return zone
        return next((z for z, ok in enumerate(topo.passable) if ok), -1)


class GenericState(MdState):
    """A game of a data-only system under the generic rules (see the module docstring)."""

    data: GenericData

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        """Heroes at the start, pick-ups and sleeping monsters on their tokens.
        (stand-in, docs/engine.md)"""
        self._init_crawler()
        data, board, topo = self.data, self.game.board, self.game.topology
        self.decks = {}
        self.discards = {}
        hero_turn.add_heroes(self)
        monsters: set[str] = set()
        for token in board.quest.tokens:
            zone = topo.index.get(board.token_zone(token) or "")
            if zone is None:
                continue
            if token.type in data.monster_types or token.id in data.kill_targets:
                self.place_monster(token.id, token.type, token.properties, zone)
                monsters.add(token.id)
            elif token.type in data.pickable and token.id not in data.object_targets:
                self.tokens[token.id] = BoardToken(token.id, token.type, zone)
        objects.place_objects(self, monsters)
        hero_turn.apply_scripts(self)
        self.round = 1
        self.say(
            say_n(
                "quest {quest!r}: {count} hero, generic rules",
                "quest {quest!r}: {count} heroes, generic rules",
                quest=self.game.quest.title,
                count=len(self.heroes),
            )
        )
        self.wake_seen()
        self.start_rounds()

    def place_monster(self, source: str, kind: str, props: dict[str, Any], zone: int) -> Enemy:
        """A sleeping monster of ``kind`` (else the token's ``kind`` or ``monster``
        property) in ``zone``. (stand-in, docs/engine.md)"""
        named = props.get("kind", props.get("monster"))
        kind = named if isinstance(named, str) and named else kind
        stats = self.data.monster(kind)
        reach = as_int(stats.get("range"), 0, 0, 50)
        attack = {"ranged" if reach else "melee": {"attack": as_int(stats.get("attack"), 2, 0, 20)}}
        enemy = Enemy(
            self.new_uid(),
            kind,
            str(stats.get("name") or kind),
            "roaming",
            1,
            zone,
            as_int(stats.get("health"), 2, 1, 1000),
            attack,
            {"defence": as_int(stats.get("defence"), 1, 0, 20)},
        )
        enemy.source = source
        enemy.dormant = True
        enemy.script = "guard" if stats.get("ai") == "guard" else ""
        enemy_ai.place(self, enemy)
        return enemy

    # ------------------------------------------------------------------ trigger effects
    def _effect_spawn(self, effect: Effect, hero: Hero | None) -> None:
        objects.spawn(self, effect, hero)

    def _effect_give_item(self, effect: Effect, hero: Hero) -> None:
        objects.give_item(self, effect, hero)

    def _destroy_object(self, enemy: Enemy) -> None:
        if enemy.uid in self.enemies:
            self.object_destroyed(enemy)

    # ------------------------------------------------------------------ clone / json
    def _clone_rules(self, other: Any) -> None:
        other.data = self.data
        other.decks = {}
        other.discards = {}

    def _load_rules(self, doc: dict[str, Any]) -> None:
        self.data = self.game.data
        self.decks = {}
        self.discards = {}

    # ------------------------------------------------------------------ round
    def start_round(self) -> None:
        """Every hero down is a loss; round-start triggers and objectives.
        (stand-in, docs/engine.md)"""
        self.phase = "start"
        if not self.standing_heroes():
            if any(h.dead for h in self.heroes) and not any(h.escaped for h in self.heroes):
                self.finish("loss", say("every hero is down"))
                return
            self.check_objectives("round-start")
            if self._outcome is None:
                self.finish("loss", say("no hero is left to play"))
            return
        self.fire("round-start", (str(self.round),))
        self.check_objectives("round-start")

    def end_turn(self) -> None:
        """The hero's turn ends (stand-in, docs/engine.md)."""
        self.mp = 0
        self.actions_left = 0
        self.finish_turn()

    # ------------------------------------------------------------------ hero actions
    def pickable_here(self, zone: int) -> list[BoardToken]:
        """Tokens in ``zone`` a hero may take (stand-in, docs/engine.md)."""
        return [t for t in self.tokens.values() if t.zone == zone]

    def attack_targets(self, hero: Hero) -> list[tuple[str, str]]:
        """Monsters in sight within the class's range: melee in the zone, ranged beyond.
        (stand-in, docs/engine.md)"""
        reach = self.data.ranges.get(hero.cls, 0)
        topo = self.game.topology
        out: list[tuple[str, str]] = []
        for enemy in self.enemies.values():
            if enemy.rules.get("sealed"):
                continue  # only a trigger's destroy effect removes it
            if enemy.script == "barrier":  # on an edge: struck from either side
                pairs = topo.barrier_zones[topo.barrier_index[enemy.source]]
                if any(hero.zone in pair for pair in pairs):
                    out.append(("melee", enemy.uid))
                continue
            d = self.sight_range(hero.zone, enemy.zone)
            if d is not None and d <= reach:
                out.append(("melee" if d == 0 else "ranged", enemy.uid))
        return out

    def _apply_action(self, action: Action) -> None:
        """A hero action, by the dispatch tables of :mod:`.turn`."""
        turn.apply_action(self, action)

    # ------------------------------------------------------------------ combat
    def hero_attack(self, hero: Hero, kind: str, uid: str) -> None:
        """The class's attack dice against the monster's defence dice: a class has one
        weapon, ranged or melee, and rolls it at any distance its range allows.
        (stand-in, docs/engine.md)"""
        enemy = self.enemies[uid]
        # a ranged class's weapon is filed under "ranged" (content.md_shape), and it also
        # strikes in its own space with it
        dice = (
            self.data.attack_dice(hero.gear, kind)
            or self.data.attack_dice(hero.gear, "ranged" if kind == "melee" else "melee")
            or {}
        )
        trace: list[str] = []
        wounds = max(0, decks.roll_versus(self, dice, enemy.defence, trace))
        self.chance("roll", f"{hero_name(hero.index)}>{uid} {' '.join(trace)} ={wounds}")
        self.say(
            say_n(
                "{hero} attacks {enemy}: {wounds} wound",
                "{hero} attacks {enemy}: {wounds} wounds",
                by="wounds",
                hero=hero_name(hero.index),
                enemy=enemy.name,
                wounds=wounds,
            )
        )
        if wounds <= 0:
            return
        enemy.damage += wounds
        enemy.dormant = False
        if enemy.damage >= enemy.health and enemy.kind == "object":
            self.object_destroyed(enemy)
        elif enemy.damage >= enemy.health:
            self.remove_killed(enemy)
            self.say("{enemy} is slain", enemy=enemy.name)
            self.fire("enemy-killed", (enemy.uid, enemy.source, enemy.name, enemy.kind), hero)

    def monster_attack(self, enemy: Enemy, hero: Hero) -> None:
        """The monster's attack dice against the hero's defence dice. (stand-in, docs/engine.md)"""
        trace: list[str] = []
        defence = self.data.defence_dice(hero.gear)
        attack = next(iter(enemy.attacks.values()), {})
        wounds = max(0, decks.roll_versus(self, attack, defence, trace))
        self.chance("roll", f"{enemy.uid}>{hero_name(hero.index)} {' '.join(trace)} ={wounds}")
        self.say(
            say_n(
                "{enemy} attacks {hero}: {wounds} wound",
                "{enemy} attacks {hero}: {wounds} wounds",
                by="wounds",
                enemy=enemy.name,
                hero=hero_name(hero.index),
                wounds=wounds,
            )
        )
        if wounds:
            hero.health -= wounds
            if hero.health <= 0:
                self.kill_hero(hero, enemy.name)

    # ------------------------------------------------------------------ monsters
    def wake_seen(self) -> None:
        """Sleeping monsters that a standing hero sees wake up. (stand-in, docs/engine.md)"""
        sleeping = [e for e in self.enemies.values() if e.dormant]
        if not sleeping:
            return
        heroes = self.standing_heroes()
        for enemy in sleeping:
            if any(self.sight_range(h.zone, enemy.zone) is not None for h in heroes):
                enemy.dormant = False

    def monster_phase(self) -> None:
        """Every awake monster attacks, or moves toward the nearest hero and attacks.
        (stand-in, docs/engine.md)"""
        self.phase = "monsters"
        self.check_enemy_losses("enemy-phase-start")
        if self._outcome is not None:
            return
        self.wake_seen()
        for uid in list(self.enemies):
            enemy = self.enemies.get(uid)
            if enemy is None or enemy.dormant or enemy.kind == "object":
                continue
            if not self.monster_strikes(enemy) and enemy.script != "guard":
                for _ in range(as_int(self.data.monster(enemy.card).get("move"), 2, 0, 50)):
                    if self._outcome is not None or self.target_in_range(enemy) is not None:
                        break
                    self.step_toward_heroes(enemy)
                if self._outcome is None:
                    self.monster_strikes(enemy)
            if self._outcome is not None:
                return
        self.check_objectives()

    def target_in_range(self, enemy: Enemy) -> Hero | None:
        """The hero a monster can attack now, if any (stand-in, docs/engine.md)."""
        reach = as_int(self.data.monster(enemy.card).get("range"), 0, 0, 50)
        targets = []
        for hero in self.standing_heroes():
            d = self.sight_range(enemy.zone, hero.zone)
            if d is not None and d <= reach:
                targets.append(hero)
        if not targets:
            return None
        least = min(h.health for h in targets)
        weakest = [h for h in targets if h.health == least]
        return self.tie("target", weakest, [hero_name(h.index) for h in weakest])

    def monster_strikes(self, enemy: Enemy) -> bool:
        """A monster attacks if it can; True when it did (stand-in, docs/engine.md)."""
        hero = self.target_in_range(enemy)
        if hero is None:
            return False
        self.monster_attack(enemy, hero)
        return True

    def step_toward_heroes(self, enemy: Enemy) -> None:
        """A monster steps toward the nearest hero (stand-in, docs/engine.md)."""
        zones = [h.zone for h in self.standing_heroes()]
        if zones:
            enemy_ai.step_along(self, enemy, self.game.topology.distances(self.key, zones))

    def sight_range(self, a: int, b: int) -> int | None:
        """How far zone ``b`` is from zone ``a`` when it is in sight now, else ``None``.
        (stand-in, docs/engine.md)"""
        return self.data.sight_range(self.game.topology, self.key, a, b)

    # ------------------------------------------------------------------ rendering
    def render(self) -> str:
        """The board as text (stand-in, docs/engine.md)."""
        head = spoken(
            say(
                "round {round}  phase {phase}  (generic rules)",
                round=self.round,
                phase=word(self.phase),
            )
        )
        heroes = [self.hero_line(h, xp=False) for h in self.heroes]
        status = (
            spoken(say("actions {actions}  mp {mp}", actions=self.actions_left, mp=self.mp))
            if self.active >= 0
            else ""
        )
        return "\n".join([head, *heroes, status, super().render()])

    # ------------------------------------------------------------------ the round
    #: the round (stand-in, docs/engine.md "The generic crawler rules"); its hooks are
    #: defined above or in the shared :class:`MdState` and :mod:`..md.hero_turn`
    ROUND: Round[GenericState] = Round(
        [
            Step("start", start_round),
            Turns(
                "heroes",
                order=MdState.hero_order,
                skip=hero_turn.hero_gone,
                start_turn=MdState.start_hero_turn,
            ),
            Step("monsters", monster_phase),
            Step("end", MdState.end_phase),
        ]
    )
