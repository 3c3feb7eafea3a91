"""A tiny test ruleset, "Relic Run", that exercises every hook of the engine core.

It is the worked example of "Writing a ruleset" in docs/engine.md. Its rules and content
are our own. It plays on a Machina Arcana board (square spaces, 8-way steps, joins):

* **Players.** Two heroes, ``h1`` and ``h2``, on the heroes' side, and the Warden ``wd``, an
  opponent with a hidden hand of cards and a resource (threat). Returns are zero-sum.
* **Round** (``ROUND``): *upkeep* (a :class:`Step`: the Warden gains a threat and draws a
  card only the Warden sees), *heroes* (a :class:`TeamTurns` phase: both heroes act in any
  interleaving with 3 action points each, then the hound reacts), *warden* (a
  :class:`Turns` phase for the opponent), *end* (the round bound).
* **Actions** (its :class:`Vocabulary`): heroes ``move <space>`` (1 AP, 8-way, the corner
  rule, never into a figure), ``grab`` (the relic, on its space), ``hit`` (the hound, next
  to it and in sight: a d6, 4+ banishes it), ``explore <join>`` (2 AP, next to an open join:
  the top tile of a shuffled deck is attached there — the board grows), ``end``; the Warden
  ``wd spawn <card> <space>`` (1 threat: the two-space hound appears out of the heroes'
  sight, its tail east of its head), ``wd collapse <card> <tile>`` (an explored tile with
  nothing on it leaves the board), ``wd spring <card>``, ``wd pass``, ``wd end``.
* **The hound** covers two spaces and moves as a hound does (slither or sidestep), two steps
  toward the nearest hero after the heroes' phase, then bites a hero next to it (5+ on a
  d6). Figures block movement; the hound blocks sight.
* **Interrupt window.** When a hero enters a space the Warden may spring a trap card
  (:meth:`State.ask`) — inside the hero's move.
* **Hidden information.** The Warden's hand and the order of both decks: private chance
  records, observations that show the heroes only the hand size, and a resample that deals
  the hand again from the cards the heroes have not seen.
* **Win/loss.** A hero carrying the relic stands on the exit: the heroes win. Both heroes
  down, or the round bound: the Warden wins.

The board is a quest with two ``start`` tokens, an ``exit`` and a ``monster`` token (where
the relic lies): ``quests/machina/cold-foundry.quest.json``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from questwright.engine.actions import Action, EndTurn, Move, OpenDoor, Vocabulary
from questwright.engine.core import Game, Player, Ruleset, State
from questwright.engine.figures import figure_can_see, footprint_steps, step_passes
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, TeamTurns, Turns
from questwright.schema.catalog import bundled_quests_dir

QUEST = bundled_quests_dir() / "machina" / "cold-foundry.quest.json"
WARDEN = "wd"
CARDS = ("spawn-1", "spawn-2", "trap-1", "trap-2", "trap-3", "collapse-1", "collapse-2")
TILES = ("ma-03", "ma-04", "ma-05", "ma-06")
HEALTH, AP, HAND_LIMIT = 3, 3, 4

Cell = tuple[int, int]


def space(cell: Cell) -> str:
    return f"cell:{cell[0]},{cell[1]}"


def cell_of(zone_id: str) -> Cell:
    x, y = zone_id.removeprefix("cell:").split(",")
    return int(x), int(y)


def near(a: Cell, b: Cell) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


@dataclass(frozen=True, slots=True)
class Grab(Action):
    """Pick up the relic on the hero's space (1 AP)."""

    verb: ClassVar[str] = "grab"


@dataclass(frozen=True, slots=True)
class Hit(Action):
    """Attack the hound next to the hero (1 AP): a d6, 4+ banishes it."""

    verb: ClassVar[str] = "hit"


@dataclass(frozen=True, slots=True)
class Explore(Action):
    """Attach the explore deck's top tile at an open join next to the hero (2 AP)."""

    join: str
    verb: ClassVar[str] = "explore"


@dataclass(frozen=True, slots=True)
class Spawn(Action):
    """The Warden plays a spawn card (1 threat): the hound's head appears on ``at``."""

    card: str
    at: str
    verb: ClassVar[str] = "spawn"
    actor_name: ClassVar[str | None] = WARDEN


@dataclass(frozen=True, slots=True)
class Collapse(Action):
    """The Warden plays a collapse card: an explored, empty tile leaves the board."""

    card: str
    tile: str
    verb: ClassVar[str] = "collapse"
    actor_name: ClassVar[str | None] = WARDEN


@dataclass(frozen=True, slots=True)
class Spring(Action):
    """The Warden springs a trap card on the hero who just stepped in (1 wound)."""

    card: str
    verb: ClassVar[str] = "spring"
    actor_name: ClassVar[str | None] = WARDEN


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """The Warden lets the moment go."""

    verb: ClassVar[str] = "pass"
    actor_name: ClassVar[str | None] = WARDEN


@dataclass(frozen=True, slots=True)
class WardenEnd(Action):
    """The Warden ends the turn."""

    verb: ClassVar[str] = "end"
    actor_name: ClassVar[str | None] = WARDEN


class RelicRunState(State):
    """A game of Relic Run (see the module docstring)."""

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        board = self.board
        starts = [tuple(t.cell) for t in board.tokens_of_type("start") if t.cell]
        self.exit: Cell = next(tuple(t.cell) for t in board.tokens_of_type("exit") if t.cell)
        self.warden = len(self.game.party)
        self.pos: list[Cell] = [starts[i] for i in range(len(self.game.party))]
        self.health = [HEALTH] * len(self.pos)
        self.ap = [0] * len(self.pos)
        #: the relic's space, or None while a hero carries it (``carrier``)
        self.relic: Cell | None = next(
            tuple(t.cell) for t in board.tokens_of_type("monster") if t.cell
        )
        self.carrier = -1
        self.hound: tuple[Cell, ...] = ()
        self.threat = 0
        self.deck = list(CARDS)
        self.rng.shuffle(self.deck)
        self.tiles = list(TILES)
        self.rng.shuffle(self.tiles)
        self.hand: list[str] = []
        self.discard: list[str] = []
        for _ in range(2):
            self.draw()
        self.round = 1
        self.start_rounds()

    def draw(self) -> None:
        if self.deck and len(self.hand) < HAND_LIMIT:
            card = self.deck.pop()
            self.hand.append(card)
            self.chance("draw", f"warden:{card}", private=(self.warden,))

    # ------------------------------------------------------------------ round
    def upkeep(self) -> None:
        self.threat += 1
        self.draw()

    def hero_teams(self) -> list[list[int]]:
        return [list(range(len(self.pos)))]

    def hero_down(self, player: int) -> bool:
        return self.health[player] <= 0

    def start_hero_turn(self, player: int) -> None:
        self.ap[player] = AP

    def warden_order(self) -> list[int]:
        return [self.warden]

    def round_end(self) -> None:
        if self.round >= self.game.max_rounds:
            self.finish("loss", "the relic stays in the foundry")

    def hound_reacts(self, team: list[int]) -> None:
        """The hound takes two steps toward the nearest hero, then bites one next to it."""
        if not self.hound:
            return
        standing = [p for p in range(len(self.pos)) if self.health[p] > 0]
        for _ in range(2):
            if any(near(c, self.pos[p]) <= 1 for c in self.hound for p in standing):
                break
            steps = footprint_steps(
                self.topology, self.key, self.hound, "snake", blocked=set(self.hero_cells())
            )
            if not steps:
                break

            def gap(f: tuple[Cell, ...]) -> int:
                return min(near(c, self.pos[p]) for c in f for p in standing)

            best = min(gap(f) for f in steps)
            if best >= gap(self.hound):
                break
            closest = [f for f in steps if gap(f) == best]
            self.hound = self.tie("hound-step", closest, [str(f) for f in closest])
        bitten = [p for p in standing if any(near(c, self.pos[p]) <= 1 for c in self.hound)]
        if bitten:
            victim = self.tie("bite", bitten, [f"h{p + 1}" for p in bitten])
            roll = self.rng.below(6) + 1
            self.chance("roll", f"hound>h{victim + 1} {roll}")
            if roll >= 5:
                self.wound(victim)

    #: the round (hooks defined above)
    ROUND: Round[RelicRunState] = Round(
        [
            Step("upkeep", upkeep),
            TeamTurns(
                "heroes",
                teams=hero_teams,
                start_turn=start_hero_turn,
                after_team=hound_reacts,
                skip=hero_down,
            ),
            Turns("warden", order=warden_order),
            Step("end", round_end),
        ]
    )

    # ------------------------------------------------------------------ actions
    def hero_cells(self) -> list[Cell]:
        return [self.pos[p] for p in range(len(self.pos)) if self.health[p] > 0]

    def _legal_actions(self) -> list[Action]:
        p = self.active
        if p == self.warden:
            return self._warden_actions(p)
        out: list[Action] = []
        here = self.pos[p]
        if self.ap[p] > 0:
            taken = set(self.hound) | set(self.hero_cells())
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)):
                to = (here[0] + dx, here[1] + dy)
                if to not in taken and step_passes(self.topology, self.key, here, to):
                    out.append(Move(p, space(to)))
            for door in self.doors_near(here):
                out.append(OpenDoor(p, door))
            if self.relic == here:
                out.append(Grab(p))
            if self.hound and any(near(c, here) <= 1 for c in self.hound):
                out.append(Hit(p))
        if self.ap[p] >= 2 and self.tiles:
            for join in self.open_joins():
                if any(near(here, c) <= 1 for c in self._inside(join)):
                    out.append(Explore(p, join.id))
        out.append(EndTurn(p))
        return out

    def doors_near(self, here: Cell) -> list[str]:
        """Closed doors on an edge of the hero's space."""
        from questwright.core.geometry import edge_between

        topo, out = self.topology, []
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            door = self.board.door_at(edge_between(here, (here[0] + dx, here[1] + dy)))
            if door is None or door.id not in topo.door_index or door.id in out:
                continue
            if not self.key & topo.door_bit(topo.door_index[door.id]):
                out.append(door.id)
        return sorted(out)

    def _inside(self, join: Any) -> list[Cell]:
        from questwright.core.geometry import edge_cells

        return [c for key in join.edges for c in edge_cells(key) if c in self.board.cells]

    def _warden_actions(self, p: int) -> list[Action]:
        out: list[Action] = []
        if self.threat >= 1 and not self.hound:
            for card in sorted(c for c in self.hand if c.startswith("spawn")):
                out += [Spawn(p, card, space(c)) for c in self.spawn_spaces()]
                break
        for card in sorted(c for c in self.hand if c.startswith("collapse"))[:1]:
            out += [Collapse(p, card, t) for t in self.collapsible()]
        out.append(WardenEnd(p))
        return out

    def spawn_spaces(self) -> list[Cell]:
        """Head spaces where the hound (head, and tail east of it) may appear: free,
        standable, out of every hero's sight and at least three spaces from each."""
        topo, key = self.topology, self.key
        heroes = self.hero_cells()
        out = []
        for cell in sorted(self.board.cells):
            tail = (cell[0] + 1, cell[1])
            if not (self.board.cell_passable(cell) and self.board.cell_passable(tail)):
                continue
            if tail not in self.board.cells or not step_passes(topo, key, cell, tail):
                continue
            if any(near(c, h) < 3 for c in (cell, tail) for h in heroes):
                continue
            if any(figure_can_see(topo, key, (h,), (cell, tail)) for h in heroes):
                continue
            out.append(cell)
        return out

    def collapsible(self) -> list[str]:
        """Explored tiles with no figure and no relic on them."""
        busy = set(self.hero_cells()) | set(self.hound) | ({self.relic} if self.relic else set())
        return [
            c.tile
            for c in self.layout.changes
            if c.op == "attach"
            and c.tile in self.board.tiles
            and not (self.board.tiles[c.tile].cells & busy)
        ]

    def _apply_action(self, action: Action) -> None:
        p = action.player
        if p != self.active:
            raise ValueError(f"it is not {action.actor()}'s turn")
        if isinstance(action, (EndTurn, WardenEnd)):
            self.finish_turn()
            return
        if isinstance(action, Spawn):
            self.play(action.card)
            self.threat -= 1
            head = cell_of(action.at)
            self.hound = (head, (head[0] + 1, head[1]))
            self.say(f"the Warden plays {action.card}: the hound appears at {action.at}")
            return
        if isinstance(action, Collapse):
            self.play(action.card)
            self.remove_tile(action.tile)
            self.say(f"the Warden plays {action.card}: {action.tile} falls away")
            return
        if isinstance(action, Explore):
            self.ap[p] -= 2
            self.explore(p, action.join)
        elif isinstance(action, Move):
            self.ap[p] -= 1
            self.pos[p] = cell_of(action.to)
            if self.carrier == p and self.pos[p] == self.exit:
                self.finish("win", f"h{p + 1} carries the relic out")
                return
            self.trap_window(p)
        elif isinstance(action, OpenDoor):
            self.ap[p] -= 1
            self.key |= self.topology.door_bit(self.topology.door_index[action.door])
            self.say(f"h{p + 1} opens {action.door}")
        elif isinstance(action, Grab):
            self.ap[p] -= 1
            self.relic, self.carrier = None, p
            self.say(f"h{p + 1} takes the relic")
        elif isinstance(action, Hit):
            self.ap[p] -= 1
            sight = figure_can_see(self.topology, self.key, (self.pos[p],), self.hound)
            roll = self.rng.below(6) + 1
            self.chance("roll", f"h{p + 1}>hound {roll}")
            if sight and roll >= 4:
                self.hound = ()
                self.say(f"h{p + 1} drives the hound off")
        else:
            raise ValueError(f"Relic Run has no action {action}")
        if self._outcome is None and (self.ap[p] <= 0 or self.health[p] <= 0):
            self.finish_turn()

    def play(self, card: str) -> None:
        self.hand.remove(card)
        self.discard.append(card)

    def explore(self, hero: int, join_id: str) -> None:
        join = next(j for j in self.open_joins() if j.id == join_id)
        definition = self.tiles.pop()
        self.chance("draw", f"tile:{definition}")
        fits = self.tile_fits(join, definition)
        if not fits:
            self.say(f"h{hero + 1} finds {definition} does not fit")
            return
        self.change_board(fits[0])
        self.say(f"h{hero + 1} explores: {definition} joins at {join_id}")

    def trap_window(self, hero: int) -> None:
        """The Warden may spring a trap on the hero who just moved (an interrupt)."""
        traps = sorted(c for c in self.hand if c.startswith("trap"))
        if not traps:
            return
        options: list[Action] = [Spring(self.warden, c) for c in traps] + [Pass(self.warden)]
        choice = self.ask(self.warden, options, "trap")
        if isinstance(choice, Spring):
            self.play(choice.card)
            self.say(f"the Warden springs {choice.card} on h{hero + 1}")
            self.wound(hero)

    def wound(self, hero: int) -> None:
        self.health[hero] -= 1
        if self.health[hero] <= 0:
            self.say(f"h{hero + 1} falls")
            if self.carrier == hero:
                self.relic, self.carrier = self.pos[hero], -1
            if all(h <= 0 for h in self.health):
                self.finish("loss", "every hero has fallen")

    # ------------------------------------------------------------------ views
    def render(self) -> str:
        lines = [f"round {self.round}  phase {self.phase}  threat {self.threat}"]
        for p, c in enumerate(self.pos):
            carry = " (relic)" if self.carrier == p else ""
            lines.append(f"  h{p + 1} at {c} {self.health[p]}hp{carry}")
        if self.relic is not None:
            lines.append(f"  relic at {self.relic}")
        if self.hound:
            lines.append(f"  hound at {self.hound}")
        lines.append(f"  tiles {sorted(self.board.tiles)}; {len(self.tiles)} to explore")
        lines.append(f"  warden hand: {len(self.hand)} card(s), deck {len(self.deck)}")
        lines.append(f"  discards: {', '.join(self.discard) or '-'}")
        return "\n".join(lines)

    def _private_view(self, player: int) -> str:
        return f"your hand: {', '.join(sorted(self.hand))}" if player == self.warden else ""

    def _resample_hidden(self, player: int, rng: Rng) -> None:
        self.tiles.sort()
        rng.shuffle(self.tiles)
        if player == self.warden:
            self.deck.sort()
            rng.shuffle(self.deck)
            return
        unseen = sorted(self.hand + self.deck)
        rng.shuffle(unseen)
        self.hand, self.deck = unseen[: len(self.hand)], unseen[len(self.hand) :]

    def heuristic_value(self, player: int) -> float:
        value = 0.3 if self.carrier >= 0 else 0.0
        value -= 0.2 * sum(HEALTH - h for h in self.health) / HEALTH
        return value if player != self.warden else -value

    # ------------------------------------------------------------------ bots
    def goal_action(self, player: int, rng: Rng) -> Action | None:
        legal = self.legal_actions()
        if self.pending_choice() is not None:  # the trap window: spring the first trap
            return legal[0]
        if player == self.warden:
            return legal[0]
        for action in legal:
            if isinstance(action, (Grab, Hit)):
                return action
        end = EndTurn(player)
        goal = self.exit if self.carrier >= 0 else self.relic
        if goal is None:
            return end
        topo = self.topology
        plan = self.key  # closed doors on the way count as open
        for bit in topo.door_bits:
            plan |= bit
        dist = topo.distances(plan, [topo.zone_of_cell(goal)], True)
        here = dist[topo.zone_of_cell(self.pos[player])]
        for action in legal:
            if isinstance(action, OpenDoor):
                pairs = topo.door_zones[topo.door_index[action.door]]
                if min(dist[z] for pair in pairs for z in pair) < here:
                    return action
        for action in legal:
            if isinstance(action, Move) and dist[topo.zone_of_cell(cell_of(action.to))] < here:
                return action
        explore = [a for a in legal if isinstance(a, Explore)]
        return explore[0] if explore else end

    # ------------------------------------------------------------------ clone / json
    def _clone_into(self, other: Any) -> None:
        for name in ("exit", "warden", "relic", "carrier", "hound", "threat"):
            setattr(other, name, getattr(self, name))
        other.pos = self.pos[:]
        other.health = self.health[:]
        other.ap = self.ap[:]
        other.deck = self.deck[:]
        other.tiles = self.tiles[:]
        other.hand = self.hand[:]
        other.discard = self.discard[:]

    def _state_json(self) -> dict[str, Any]:
        return {
            "exit": list(self.exit),
            "warden": self.warden,
            "relic": None if self.relic is None else list(self.relic),
            "carrier": self.carrier,
            "hound": [list(c) for c in self.hound],
            "threat": self.threat,
            "pos": [list(c) for c in self.pos],
            "health": self.health,
            "ap": self.ap,
            "deck": self.deck,
            "tiles": self.tiles,
            "hand": self.hand,
            "discard": self.discard,
        }

    def _load_state(self, doc: dict[str, Any]) -> None:
        self.exit = (doc["exit"][0], doc["exit"][1])
        self.warden, self.carrier, self.threat = doc["warden"], doc["carrier"], doc["threat"]
        self.relic = None if doc["relic"] is None else (doc["relic"][0], doc["relic"][1])
        self.hound = tuple((c[0], c[1]) for c in doc["hound"])
        self.pos = [(c[0], c[1]) for c in doc["pos"]]
        self.health, self.ap = list(doc["health"]), list(doc["ap"])
        self.deck, self.tiles = list(doc["deck"]), list(doc["tiles"])
        self.hand, self.discard = list(doc["hand"]), list(doc["discard"])


class RelicRun(Ruleset):
    """The test ruleset's registry entry."""

    system = "relic-run"
    state_class = RelicRunState
    default_max_rounds = 10
    vocabulary = Vocabulary(
        Move, OpenDoor, Grab, Hit, Explore, EndTurn, Spawn, Collapse, Spring, Pass, WardenEnd
    )
    interrupts = True

    @classmethod
    def resolve_party(cls, game: Game, party: Any) -> list[str]:
        return ["delver", "delver"]

    @classmethod
    def players(cls, game: Game) -> list[Player]:
        heroes = [Player(i, f"h{i + 1}") for i in range(len(game.party))]
        return [*heroes, Player(len(heroes), WARDEN, "opponent", "warden")]


def relic_run(**kwargs: Any) -> Game:
    """A game of Relic Run on its board."""
    return Game(QUEST, RelicRun, **kwargs)
