"""A game of Dark Darker Darkest in play (rules digest §A.8, the rulebook in seeds/002).

:class:`DddState` holds the fields, the small queries the rules ask of a position, the
round (``ROUND``, whose hooks are the functions of :mod:`.phases`) and the core's hooks
(legal actions, apply, clone, JSON, views); the rules are functions over it in the modules
the package docstring lists.

**Round** (``ROUND``): *upkeep* — the event track (zombie spawn, fire spread, darkness),
regroup (survivors sharing a room form a team; the players order the teams), the camera
check, the zombie spawn roll, zombification — then the *action* phase team by team
(:class:`~questwright.engine.rounds.TeamTurns`: a team's survivors act in any interleaving,
``h1 switch h2`` hands over), each team followed by the reactions (attacks, zombie and
creature movement, fire spread); *end*: the final round of the darkness track.

**Survivors' actions**: :mod:`.actions`. AP come from energy; an entrapped survivor has
one, for an escape attempt. The code chips a survivor unlocks feed the security board at the
corner terminals; when the last code token is gone the lab opens, and the first survivor in
it takes the antidote and starts the **showdown**: chips and cameras go, every spawn token
turns, a fire breaks out if none burns, the nemesis (hit points: the survivors' AP plus one
each) rises in the lab, the tracks start again; survivors act in any order (a move covers
two rooms) with the rulebook's action markers (one per AP into the multitracker's left box,
back to the hand only when shifted out of the right one; an entrapped survivor tries once
between reactions), and at every sixth marker the boxes shift and the nemesis reacts
(event, fire, zombification, the nemesis toward the corners, zombies and the creature
toward the survivors).

**End**: won when the nemesis is destroyed; lost at the end of the round in which darkness
reached its last space with nobody in the lab (``darknessExtraRounds`` more with the easing
rule), when darkness fills again during the showdown, when the antidote holder dies, when
the nemesis has destroyed three corners (``nemesisCornerLoss``), or by the quest's own loss
conditions.
"""

from __future__ import annotations

from typing import Any, ClassVar

from questwright.core.text import Text
from questwright.engine.actions import Action, hero_name
from questwright.engine.crawler import CrawlerState, objectives
from questwright.engine.pieces import Enemy, Hero
from questwright.engine.quest_logic import ObjectiveSpec
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, TeamTurns
from questwright.engine.rulesets.ddd import (
    monsters,
    phases,
    setup,
    skills,
    survivors,
    turn,
    views,
)
from questwright.engine.rulesets.ddd.data import DddData
from questwright.engine.rulesets.ddd.house import House

__all__ = ["DddState"]


class DddState(CrawlerState):
    """A game of Dark Darker Darkest (see the module docstring): the fields, small queries,
    the round and the core's hooks; the rules are functions over it (see the package)."""

    #: the house (the board) is drawn while a setup decision waits (views.render)
    SHOWS_SETUP = True

    ROUND: Round[DddState] = Round(
        [
            Step("upkeep", phases.upkeep),
            TeamTurns(
                "action",
                teams=phases.team_order,
                start_turn=phases.start_turn,
                after_team=phases.after_team,
                skip=phases.sits_out,
            ),
            Step("end", phases.round_end),
        ]
    )

    data: DddData
    house: House
    #: survivors moved by a fear face in the current attack (at most once each:
    #: :func:`.monsters.fear`)
    _feared: set[int]

    def __init__(self, game: Any, seed: int) -> None:
        super().__init__(game, seed)
        self.data = game.data
        self.house = self.data.house

    # ------------------------------------------------------------------ fields
    def _init_ddd(self) -> None:
        data, house = self.data, self.house
        n, nt = house.n, len(house.tile_ids)
        self._init_crawler()
        self.zombies: list[int] = [0] * n
        #: face-down spawn tokens per room: their zombie counts (known to nobody)
        self.hidden: dict[int, tuple[int, ...]] = {}
        self.spawn_pile: list[int] = list(data.spawn_pool)
        self.deck: list[str] = list(data.deck)
        self.creature_pile: list[str] = list(data.creature_ids)
        self.fire_tile = -1
        self.burn: list[int] = [0] * nt
        #: bit per destroyed tile
        self.wrecked = 0
        self.darkness = data.darkness_start
        self.final_round = 0  # the round in which darkness reached its last space
        self.event = data.event_start
        self.sequence: list[str] = []
        self.placed = 0
        self.lab_open = False
        #: bit per chip of the house: still on its doorway / turned face up
        self.chips_on = (1 << len(house.chips)) - 1
        self.chips_seen = 0
        #: each chip's colours (the quest's; face-down ones are unknown to the players)
        self.chip_cols: list[list[str]] = [list(c.colours) for c in house.chips]
        #: bit per camera still in play; per room: searched; per corner room: used this round
        self.cameras = (1 << len(house.cameras)) - 1
        self.searched = 0
        self.used_corners = 0
        self.ap: list[int] = []
        self.round_ap: list[int] = []
        self.virus: list[int] = []
        self.decay: list[int] = []
        self.entrapped: list[bool] = []
        #: 0 in the house, 1 out until the next regroup (zombified, killed), 2 out for good
        self.away: list[int] = []
        self.ammo: dict[str, int] = {}
        self.teams: list[list[int]] = []
        self.showdown = False
        self.antidote = -1
        #: showdown action markers (the rulebook's multitracker): per survivor, in the left,
        #: centre and right boxes; a survivor's hand is its ``ap``
        self.box_left: list[int] = []
        self.box_centre: list[int] = []
        self.box_right: list[int] = []
        self.markers = 0  # markers in the left box
        #: showdown: bit per entrapped survivor who made its escape attempt since the last
        #: nemesis reaction (one a round, as outside the showdown)
        self.tried = 0
        self.nemesis_goal = -1
        self.nemesis_ready = False
        self.corners_down = 0
        self.reactions_run = 0
        #: nemesis reactions run before this showdown round
        self.round_reactions = 0
        #: skills (:mod:`.skills`): per survivor, a bit per skill-track slot bought, and the
        #: leftmost slot the decay cube has covered (``SLOTS``: none; no buying from there)
        self.learned: list[int] = []
        self.blocked: list[int] = []
        #: a bit per survivor who took its free move this turn / its quiet unlock this round
        self.free_moved = 0
        self.quiet_used = 0

    _LISTS = ("chip_cols", "zombies", "spawn_pile", "deck", "creature_pile", "burn", "sequence", "ap",
              "round_ap", "virus", "decay", "entrapped", "away",
              "box_left", "box_centre", "box_right", "learned", "blocked")  # fmt: skip
    _SCALARS = ("fire_tile", "wrecked", "darkness", "final_round", "event", "placed",
                "lab_open", "chips_on", "chips_seen", "cameras", "searched", "used_corners",
                "showdown", "antidote", "markers", "tried", "nemesis_goal", "nemesis_ready",
                "corners_down", "reactions_run", "round_reactions", "free_moved",
                "quiet_used")  # fmt: skip

    def _clone_rules(self, other: Any) -> None:
        other.data = self.data
        other.house = self.house
        for name in self._LISTS:
            setattr(other, name, getattr(self, name)[:])
        other.chip_cols = self.chip_cols  # replaced, never changed in place
        for name in self._SCALARS:
            setattr(other, name, getattr(self, name))
        other.hidden = dict(self.hidden)
        other.ammo = dict(self.ammo)
        other.teams = [t[:] for t in self.teams]

    def _rules_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {name: getattr(self, name) for name in (*self._LISTS, *self._SCALARS)}
        doc["hidden"] = {str(z): list(v) for z, v in sorted(self.hidden.items())}
        doc["ammo"] = dict(sorted(self.ammo.items()))
        doc["teams"] = self.teams
        return doc

    def _load_rules(self, doc: dict[str, Any]) -> None:
        self.data = self.game.data
        self.house = self.data.house
        # a game saved before the skills: none bought, none lost, none used
        n = len(doc["ap"])
        since = {
            "learned": [0] * n,
            "blocked": [skills.SLOTS] * n,
            "free_moved": 0,
            "quiet_used": 0,
        }
        doc = {**since, **doc}
        for name in self._LISTS:
            setattr(self, name, list(doc[name]))
        self.chip_cols = [list(c) for c in doc["chip_cols"]]
        for name in self._SCALARS:
            setattr(self, name, doc[name])
        self.hidden = {int(z): tuple(v) for z, v in doc["hidden"].items()}
        self.ammo = dict(doc["ammo"])
        self.teams = [list(t) for t in doc["teams"]]

    def loss_text(self, kind: str, default: Text) -> str | Text:
        """What a loss says: the text of the quest's loss condition of that kind, if any."""
        for spec in self.game.logic.loss:
            if spec.kind == kind and spec.text:
                return spec.text
        return default

    # ------------------------------------------------------------------ queries
    def in_house(self, p: int) -> bool:
        """Survivor ``p`` stands in the house (not zombified, killed or out for good)."""
        return not self.away[p]

    def survivors(self) -> list[Hero]:
        """Survivors standing in the house."""
        return [h for h in self.heroes if not self.away[h.index]]

    def survivor_rooms(self) -> set[int]:
        """The rooms survivors in the house stand in."""
        return {h.zone for h in self.heroes if not self.away[h.index]}

    def survivors_in(self, zone: int) -> list[Hero]:
        """The survivors in the house standing in ``zone``."""
        return [h for h in self.heroes if h.zone == zone and not self.away[h.index]]

    def gone_mask(self) -> int:
        """The zone bits of the rooms of destroyed tiles in the topology key (§A.5
        "Destruction")."""
        return self.key & self.house.zone_mask

    def is_wrecked(self, tile: int) -> bool:
        """``tile`` is destroyed (§A.5 "Destruction")."""
        return bool(self.wrecked >> tile & 1)

    def burning(self, tile: int) -> bool:
        """``tile`` carries burn markers (§A.5)."""
        return self.burn[tile] > 0

    def fire_level(self, tile: int) -> int:
        """Burn markers on a tile (``burnToDestroy`` for a destroyed tile); 0 if neither."""
        if self.wrecked >> tile & 1:
            return self.data.burn_to_destroy
        return self.burn[tile]

    def room_fire(self, zone: int) -> int:
        """The burn markers on ``zone``'s tile: what a survivor there loses (§A.5 "Damage")."""
        tile = self.house.zone_tile[zone]
        return self.fire_level(tile) if tile >= 0 else 0

    def monsters_in(self, zone: int) -> bool:
        """Zombies, a creature or the nemesis in the room."""
        if self.zombies[zone]:
            return True
        for e in self.enemies.values():  # noqa: SIM110
            if e.zone == zone:
                return True
        return False

    def holds(self, zone: int) -> bool:
        """Zombies or a creature in the room: no survivor walks out of it (a retreat face
        aside). The rulebook says so of rooms "containing creatures or zombies"; the
        nemesis holds nobody, it is fought or fled."""
        if self.zombies[zone]:
            return True
        for e in self.enemies.values():  # noqa: SIM110
            if e.zone == zone and e.kind != "nemesis":
                return True
        return False

    def creature(self) -> Enemy | None:
        """The creature in play, if any (only one is ever in the house: §A.6 "Creatures")."""
        for e in self.enemies.values():
            if e.kind == "creature":
                return e
        return None

    def nemesis(self) -> Enemy | None:
        """The nemesis, once the showdown raised it (§A.6 "Win path and showdown")."""
        for e in self.enemies.values():
            if e.kind == "nemesis":
                return e
        return None

    def ap_of(self, h: Hero) -> int:
        """The AP a survivor's energy gives: the track's value that many spaces before the
        skull (energy beyond the track's spaces, from ``tough`` skills
        (:func:`.skills.settle_energy`), is spaces before its first one, with its AP)."""
        track = self.data.track(h.cls)
        space = len(track) - h.health
        return track[max(space, 0)] if space < len(track) else 0

    def items(self, p: int) -> int:
        """Inventory slots in use: cards and virus tokens."""
        return len(self.heroes[p].gear) + self.virus[p]

    def icons(self, p: int) -> set[str]:
        """The icons on survivor ``p``'s cards (§A.4: unlocking matches chip icons)."""
        card = self.data.card
        out: set[str] = set()
        for g in self.heroes[p].gear:
            out.update(card(g).get("icons", ()))
        return out

    def chip_colours(self, chip: int) -> list[str]:
        """The colours of code chip ``chip`` (§A.4)."""
        return self.chip_cols[chip]

    def carried_chips(self, p: int) -> list[str]:
        """The code chips survivor ``p`` carries (§A.4)."""
        items = self.heroes[p].items
        if not items:
            return []
        return [i.split(":", 1)[1] for i in items if i.startswith("chip:")]

    # ------------------------------------------------------------------ tracks
    def gain_xp(self, hero: Hero, amount: int) -> None:
        """Survivor XP, capped (§A.6 "XP")."""
        hero.xp = min(self.data.xp_cap, hero.xp + amount)

    # ------------------------------------------------------------------ hidden information
    def _resample_hidden(self, player: int, rng: Rng) -> None:
        """Deck and pile orders, face-down spawn tokens and unturned chips are drawn again."""
        rng.shuffle(self.deck)
        rng.shuffle(self.creature_pile)
        zones = sorted(self.hidden)
        pool = [v for z in zones for v in self.hidden[z]] + self.spawn_pile
        rng.shuffle(pool)
        pos = 0
        hidden: dict[int, tuple[int, ...]] = {}
        for z in zones:
            k = len(self.hidden[z])
            hidden[z] = tuple(pool[pos : pos + k])
            pos += k
        self.hidden = hidden
        self.spawn_pile = pool[pos:]
        # chips still face down on their doorways: their colours among themselves
        chips = self.house.chips
        down = [
            i for i in range(len(chips)) if self.chips_on >> i & 1 and not self.chips_seen >> i & 1
        ]
        cols = [c[:] for c in self.chip_cols]
        for size in sorted({len(cols[i]) for i in down}):
            same = [i for i in down if len(cols[i]) == size]
            drawn = [cols[i] for i in same]
            rng.shuffle(drawn)
            for i, c in zip(same, drawn, strict=True):
                cols[i] = c
        self.chip_cols = cols

    def hero_label(self, p: int) -> str:
        """How the log names survivor ``p``."""
        return hero_name(p)

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        """Set up the game: the survivors in the entrance hall with their starting cards and
        energy, the quest's tokens and the lab code (:mod:`.setup`), then the first round."""
        self._init_ddd()
        data, house = self.data, self.house
        game = self.game
        for i, cls in enumerate(game.party):
            track = data.track(cls)
            hero = Hero(i, cls, house.start, len(track))
            self.heroes.append(hero)
            self.ap.append(0)
            self.box_left.append(0)
            self.box_centre.append(0)
            self.box_right.append(0)
            self.round_ap.append(0)
            self.virus.append(0)
            self.decay.append(-1)
            self.entrapped.append(False)
            self.away.append(0)
            self.learned.append(0)
            self.blocked.append(skills.SLOTS)
            skills.settle_energy(self, i)  # a starting skill may add energy
            survivors.receive(self, i, f"{data.classes[cls]['starting']}.1")
        self.visits[house.start] += len(self.heroes)
        # the face-down piles (their order is nobody's to know)
        self.rng.shuffle(self.deck)
        self.rng.shuffle(self.creature_pile)
        setup.place_quest_tokens(self)
        setup.setup_code(self)
        self.round = 1
        monsters.look_around(self)
        self.start_rounds()

    # ------------------------------------------------------------------ the State API
    def _legal_actions(self) -> list[Action]:
        return turn.legal_actions(self)

    def _apply_action(self, action: Action) -> None:
        turn.apply_action(self, action)

    # ------------------------------------------------------------------ objectives
    def _objective_ddd_activate(self, obj: ObjectiveSpec, timing: str) -> bool:
        """``properties.securityBoard``: the lab code is broken."""
        if obj.props.get("securityBoard"):
            return self.lab_open
        return objectives._objective_activate(self, obj, timing)

    #: the crawler's objective kinds; ``activate`` also reads the security board
    OBJECTIVES: ClassVar[dict[str, objectives.ObjectiveRule]] = {
        **CrawlerState.OBJECTIVES,
        "activate": _objective_ddd_activate,
    }

    # ------------------------------------------------------------------ views
    def status_lines(self) -> list[Text]:
        """The tracks and the security board for the play views (:func:`.views.status_lines`)."""
        return views.status_lines(self)

    def map_key(self) -> Text:
        """The key of the house :meth:`render` draws."""
        return views.MAP_KEY

    def render(self) -> str:
        """The house as text (:func:`.views.render`)."""
        return views.render(self)

    def zone_id(self, zone: int) -> str:
        """The topology id of room ``zone``."""
        return self.house.topology.zone_ids[zone]

    # ------------------------------------------------------------------ bots
    def goal_action(self, player: int, rng: Rng) -> Action | None:
        """The goal-seeking policy (:mod:`.goal`); a pending decision takes its default
        (listed first)."""
        if self._pending is not None:
            return None
        from questwright.engine.rulesets.ddd.goal import choose

        return choose(self, player)

    def search_policies(self, player: int) -> list[str]:
        """The search bot's other ways to play (:data:`.goal.STYLES`: cautious, rush,
        hoard, straight, solo); never the goal bot's. (bot, docs/engine.md)"""
        from questwright.engine.rulesets.ddd.goal import STYLES

        return list(STYLES)

    def search_horizon(self) -> int:
        """Rounds a ``search`` simulation plays before :meth:`heuristic_value` scores it
        (:data:`.value.SEARCH_HORIZON`)."""
        from questwright.engine.rulesets.ddd.value import SEARCH_HORIZON

        return SEARCH_HORIZON

    def heuristic_value(self, player: int) -> float:
        """How the game goes for the survivors (:func:`.value.value`; every player is a
        survivor)."""
        from questwright.engine.rulesets.ddd.value import value

        return value(self)

    def policy_action(self, player: int, rng: Rng, name: str) -> Action | None:
        """What way to play ``name`` (:data:`.goal.STYLES`) plays now; ``None`` for a
        pending decision (the goal policy's default settles it)."""
        if self._pending is not None:
            return None
        from questwright.engine.rulesets.ddd.goal import STYLES, choose

        return choose(self, player, STYLES[name])
