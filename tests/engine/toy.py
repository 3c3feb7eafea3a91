"""A tiny test ruleset, "Relic Run", that exercises every hook of the engine core.

It is the worked example of "Writing a ruleset" in docs/engine.md. Its content is our own.

* **Players.** Two heroes, ``h1`` and ``h2``, on the heroes' side, and the Warden ``wd``, an
  opponent with a hidden hand of cards and a resource (threat). Returns are zero-sum.
* **Round** (``ROUND``): *upkeep* (a :class:`Step`: the Warden gains 1 threat and draws a
  card, which only the Warden sees), *heroes* (a :class:`TeamTurns` phase: both heroes act
  in any interleaving, 2 action points each; then the goblins react), *warden* (a
  :class:`Turns` phase for the opponent: play spawn cards, end), *end* (the round bound).
* **Actions** (its :class:`Vocabulary`): heroes ``move``, ``grab`` (the relic), ``hit`` (a
  goblin, a d6), ``end``; the Warden ``wd spawn <card> <zone>``, ``wd spring <card>``,
  ``wd pass``, ``wd end``.
* **Interrupt window.** When a hero enters a zone the Warden may spring a trap card from the
  hand (:meth:`State.ask`) — inside the hero's move.
* **Hidden information.** The Warden's hand and deck order: private chance records,
  observations that show the heroes only the hand size, and a resample that deals the hand
  again from the cards the heroes have not seen.
* **Win/loss.** A hero carrying the relic stands on the exit: the heroes win. Both heroes
  down, or the round bound: the Warden wins.

The board is any quest with a ``start``, an ``exit`` and a ``treasure`` token (the relic);
tests build one with :func:`tests.engine.boards.make_game`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from questwright.engine.actions import Action, EndTurn, Move, Vocabulary
from questwright.engine.core import Game, Player, Ruleset, State
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, TeamTurns, Turns
from questwright.engine.topology import INF

WARDEN = "wd"
DECK = ("spawn-1", "spawn-2", "spawn-3", "spawn-4", "trap-1", "trap-2", "trap-3", "trap-4")
HEALTH = 3
AP = 2
HAND_LIMIT = 4


@dataclass(frozen=True, slots=True)
class Grab(Action):
    """Pick up the relic in the hero's zone (1 AP)."""

    verb: ClassVar[str] = "grab"


@dataclass(frozen=True, slots=True)
class Hit(Action):
    """Attack a goblin in the hero's zone (1 AP): a d6, 4+ kills it."""

    target: str
    verb: ClassVar[str] = "hit"


@dataclass(frozen=True, slots=True)
class Spawn(Action):
    """The Warden plays a spawn card (1 threat): a goblin appears in ``zone``."""

    card: str
    zone: str
    verb: ClassVar[str] = "spawn"
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

    ROUND = Round(
        [
            Step("upkeep", "upkeep"),
            TeamTurns(
                "heroes",
                teams="hero_teams",
                start_turn="start_hero_turn",
                after_team="goblins_react",
                skip="hero_down",
            ),
            Turns("warden", order="warden_order"),
            Step("end", "round_end"),
        ]
    )

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        game = self.game
        topo = game.topology
        board = game.board
        zone_of = {t.type: topo.index[board.token_zone(t)] for t in board.quest.tokens}
        self.start, self.exit = zone_of["start"], zone_of["exit"]
        self.warden = len(game.party)
        self.pos = [self.start] * len(game.party)
        self.health = [HEALTH] * len(game.party)
        self.ap = [0] * len(game.party)
        self.relic: int = zone_of["treasure"]  # a zone, or -1 - carrier - 1 while carried
        self.goblins: dict[str, int] = {}
        self.next_goblin = 1
        self.threat = 0
        self.deck = list(DECK)
        self.rng.shuffle(self.deck)
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

    def goblins_react(self, team: list[int]) -> None:
        """Goblins beside a hero strike (5+ on a d6); the others step toward a hero."""
        topo = self.game.topology
        for gid in sorted(self.goblins):
            zone = self.goblins[gid]
            here = [p for p in team if self.health[p] > 0 and self.pos[p] == zone]
            if here:
                roll = self.rng.below(6) + 1
                self.chance("roll", f"{gid}>h{here[0] + 1} {roll}")
                if roll >= 5:
                    self.wound(here[0])
                    if self._outcome is not None:
                        return
                continue
            goals = [self.pos[p] for p in range(len(self.pos)) if self.health[p] > 0]
            dist = topo.distances(0, goals)
            steps = [n for n in topo.neighbours(0, False)[zone] if dist[n] < dist[zone]]
            if steps:
                self.goblins[gid] = self.tie(
                    "goblin-step", steps, [topo.zone_ids[z] for z in steps]
                )

    def round_end(self) -> None:
        if self.round >= self.game.max_rounds:
            self.finish("loss", "the relic stays in the dungeon")

    # ------------------------------------------------------------------ actions
    def _legal_actions(self) -> list[Action]:
        p = self.active
        topo = self.game.topology
        if p == self.warden:
            out: list[Action] = []
            if self.threat >= 1:
                for card in sorted(c for c in self.hand if c.startswith("spawn")):
                    for z in self.spawn_zones():
                        out.append(Spawn(p, card, topo.zone_ids[z]))
            out.append(WardenEnd(p))
            return out
        out = []
        if self.ap[p] > 0:
            out += [Move(p, topo.zone_ids[n]) for n in topo.neighbours(0)[self.pos[p]]]
            if self.relic == self.pos[p]:
                out.append(Grab(p))
            out += [Hit(p, g) for g, z in sorted(self.goblins.items()) if z == self.pos[p]]
        out.append(EndTurn(p))
        return out

    def spawn_zones(self) -> list[int]:
        """Zones two or more steps from every hero."""
        topo = self.game.topology
        dist = topo.distances(0, [self.pos[p] for p in range(len(self.pos))])
        return [z for z in range(len(topo.zone_ids)) if 2 <= dist[z] < INF]

    def _apply_action(self, action: Action) -> None:
        p = action.player
        if p != self.active:
            raise ValueError(f"it is not {action.actor()}'s turn")
        topo = self.game.topology
        if isinstance(action, (EndTurn, WardenEnd)):
            self.finish_turn()
            return
        if isinstance(action, Spawn):
            self.hand.remove(action.card)
            self.discard.append(action.card)
            self.threat -= 1
            gid = f"g{self.next_goblin}"
            self.next_goblin += 1
            self.goblins[gid] = topo.index[action.zone]
            self.say(f"the Warden plays {action.card}: {gid} appears in {action.zone}")
            return
        self.ap[p] -= 1
        if isinstance(action, Move):
            self.pos[p] = topo.index[action.to]
            self.trap_window(p)
            if self.relic == -p - 2 and self.pos[p] == self.exit and self.health[p] > 0:
                self.finish("win", f"h{p + 1} carries the relic out")
        elif isinstance(action, Grab):
            self.relic = -p - 2
            self.say(f"h{p + 1} takes the relic")
        elif isinstance(action, Hit):
            roll = self.rng.below(6) + 1
            self.chance("roll", f"h{p + 1}>{action.target} {roll}")
            if roll >= 4:
                del self.goblins[action.target]
                self.say(f"h{p + 1} slays {action.target}")
        else:
            raise ValueError(f"Relic Run has no action {action}")
        if self._outcome is None and (self.ap[p] <= 0 or self.health[p] <= 0):
            self.finish_turn()

    def trap_window(self, hero: int) -> None:
        """The Warden may spring a trap on the hero who just moved (an interrupt)."""
        traps = sorted(c for c in self.hand if c.startswith("trap"))
        if not traps:
            return
        options: list[Action] = [Spring(self.warden, c) for c in traps] + [Pass(self.warden)]
        choice = self.ask(self.warden, options, "trap")
        if isinstance(choice, Spring):
            self.hand.remove(choice.card)
            self.discard.append(choice.card)
            self.say(f"the Warden springs {choice.card} on h{hero + 1}")
            self.wound(hero)

    def wound(self, hero: int) -> None:
        self.health[hero] -= 1
        if self.health[hero] <= 0:
            self.say(f"h{hero + 1} falls")
            if self.relic == -hero - 2:
                self.relic = self.pos[hero]
            if all(h <= 0 for h in self.health):
                self.finish("loss", "every hero has fallen")

    # ------------------------------------------------------------------ views
    def render(self) -> str:
        topo = self.game.topology
        lines = [f"round {self.round}  phase {self.phase}  threat {self.threat}"]
        for p, z in enumerate(self.pos):
            carry = " (relic)" if self.relic == -p - 2 else ""
            lines.append(f"  h{p + 1} in {topo.zone_ids[z]} {self.health[p]}hp{carry}")
        if self.relic >= 0:
            lines.append(f"  relic in {topo.zone_ids[self.relic]}")
        for gid, z in sorted(self.goblins.items()):
            lines.append(f"  {gid} in {topo.zone_ids[z]}")
        lines.append(f"  warden hand: {len(self.hand)} card(s), deck {len(self.deck)}")
        lines.append(f"  discards: {', '.join(self.discard) or '-'}")
        return "\n".join(lines)

    def _private_view(self, player: int) -> str:
        return f"your hand: {', '.join(sorted(self.hand))}" if player == self.warden else ""

    def _resample_hidden(self, player: int, rng: Rng) -> None:
        if player == self.warden:
            rng.shuffle(self.deck)
            return
        unseen = self.hand + self.deck
        rng.shuffle(unseen)
        self.hand, self.deck = unseen[: len(self.hand)], unseen[len(self.hand) :]

    # ------------------------------------------------------------------ bots
    def goal_action(self, player: int, rng: Rng) -> Action | None:
        pending = self.pending_choice()
        if pending is not None:  # the trap window: spring the first trap
            return self.legal_actions()[0]
        legal = self.legal_actions()
        if player == self.warden:
            return legal[0]
        topo = self.game.topology
        here = self.pos[player]
        for action in legal:
            if isinstance(action, (Grab, Hit)):
                return action
        goal = self.exit if self.relic == -player - 2 else self.relic
        if goal < 0:  # the other hero carries it: escort toward the exit
            goal = self.exit
        dist = topo.distances(0, [goal])
        moves = [a for a in legal if isinstance(a, Move) and dist[topo.index[a.to]] < dist[here]]
        return moves[0] if moves else legal[-1]

    # ------------------------------------------------------------------ clone / json
    def _clone_into(self, other: Any) -> None:
        for name in ("start", "exit", "warden", "relic", "next_goblin", "threat"):
            setattr(other, name, getattr(self, name))
        other.pos = self.pos[:]
        other.health = self.health[:]
        other.ap = self.ap[:]
        other.goblins = dict(self.goblins)
        other.deck = self.deck[:]
        other.hand = self.hand[:]
        other.discard = self.discard[:]

    def _state_json(self) -> dict[str, Any]:
        return {
            "start": self.start,
            "exit": self.exit,
            "warden": self.warden,
            "relic": self.relic,
            "nextGoblin": self.next_goblin,
            "threat": self.threat,
            "pos": self.pos,
            "health": self.health,
            "ap": self.ap,
            "goblins": dict(sorted(self.goblins.items())),
            "deck": self.deck,
            "hand": self.hand,
            "discard": self.discard,
        }

    def _load_state(self, doc: dict[str, Any]) -> None:
        self.start, self.exit, self.warden = doc["start"], doc["exit"], doc["warden"]
        self.relic, self.next_goblin, self.threat = doc["relic"], doc["nextGoblin"], doc["threat"]
        self.pos, self.health, self.ap = list(doc["pos"]), list(doc["health"]), list(doc["ap"])
        self.goblins = dict(doc["goblins"])
        self.deck, self.hand = list(doc["deck"]), list(doc["hand"])
        self.discard = list(doc["discard"])


class RelicRun(Ruleset):
    """The test ruleset's registry entry."""

    system = "relic-run"
    state_class = RelicRunState
    default_max_rounds = 8
    vocabulary = Vocabulary(Move, Grab, Hit, EndTurn, Spawn, Spring, Pass, WardenEnd)
    interrupts = True

    @classmethod
    def resolve_party(cls, game: Game, party: Any) -> list[str]:
        return ["delver", "delver"]

    @classmethod
    def players(cls, game: Game) -> list[Player]:
        heroes = [Player(i, f"h{i + 1}") for i in range(len(game.party))]
        return [*heroes, Player(len(heroes), WARDEN, "opponent", "warden")]
