"""The goal-seeking survivor policy for Dark Darker Darkest (``questwright simulate --bot goal``).

Darkness is the clock, and the showdown starts it again: the policy spends it on the code
only in the turn a survivor can walk into the lab, and plans the code to spend least.

* **The code plan** (:func:`_plan`): the face-up chips on the doors that, with the chips in
  hand, remove the most code tokens less the darkness their unmatched icons cost (against
  the icons of all the survivors' cards, which can change hands); face-down chips are
  looked at while that plan leaves two tokens or more. Of the plans worth nearly as much,
  the one whose tour is shortest (:mod:`.tour`: from the acting survivor's room over the
  chips' doors, a corner terminal for each chip and the lab's door) wins: the darkness its
  rounds cost (an event space every few rounds) comes off its worth. An unlock's icons
  never take the darkness track onto its fire space while no fire burns (a fire breaks
  out there, and every room it burns down is a space more).
* **Goals** (:func:`_goals`): the opened lab; in the end game the next stop of its plan;
  else the nearest of a free terminal for the chips in hand, a chip of the plan and a
  face-down chip; the lab's door once the tokens left
  fit in the darkness left on arrival (:func:`_spare_on_arrival`), or once no chip can
  help any more; a fire the team can reach and put out this turn; unsearched rooms. A chip
  of the plan whose colours only the survivors' cards together show is fetched from the
  rooms of those outside the team who carry the missing colours first (each one waited
  at a door for the other's colour before). Routes cost a step, the fire, the
  monsters in and beside a room, the cameras that see it and the face-down spawn tokens
  in its sight (they turn into zombies once a survivor sees them).
* **The pack**: a team moves together (fewer teams, fewer reactions and fire spreads); the
  member in front hands the initiative to those behind; a member who has finished holds
  the others unless it stands safe and they have three AP to make headway; once the code is
  broken nobody waits: everyone heads for the lab.
* **The end game** (:func:`_end_plan`, :func:`.tour.finish`): once the chips in hand
  leave no more code tokens than the darkness can buy, the team follows the earliest way
  into the lab, worked out round by round with the event track's darkness: which chips
  to enter at which corner (one chip a corner a round), a wait of a round in the corner
  it just used when that beats the walk to a far one, or no more chips and the tokens
  bought at the lab's door. The team walks it as one: nobody runs ahead. When the team as
  one is too late (:func:`_split_plan`, :func:`.tour.split`), the two survivors go their
  own ways if that is in time: each enters its own chips at its own corners, and one walks
  into the lab once they are in — a survivor without chips goes to the lab's door alone
  only by a quiet way (:data:`LONE_RISK`).
* **The runner** (:func:`_runner`): only when the end game's plans find no way in time,
  once the chips in hand leave what the darkness can buy with a space spare, the
  healthiest survivor without a chip or two virus tokens walks ahead to the lab's door on
  its own.

One decision at a time for the acting survivor, in priority order:

0. XP buys the skill of the survivor's track worth most to the job at hand
   (:func:`best_skill`: a free step, more AP and a quiet unlock first while the code
   stands; more AP, energy and dice once it is broken), as soon as it can — unless a
   skill worth more is a point of XP away;
1. an entrapped survivor lets a roommate who can fight act first (an emptied room frees
   everyone in it, with the round's AP back); then it tries to break free, with the
   roommates who can still act pooling their dice (the most dice, the fewest helpers); a
   companion fights the monsters that hold them and helps only when it cannot fight;
2. one-shot cards when they help (antidote on two virus, first aid when badly hurt,
   ammunition for an empty gun);
3. **showdown** (:func:`.goal_showdown.showdown_action`): action markers go to hits on
   the nemesis. Who reaches it strikes; who cannot hands the initiative to a roommate who
   can; who can walk to a spot that reaches it and still strike before the boxes shift
   does so; the others wait, markers in hand, where they reach the corner it walks to next
   (:func:`.goal_showdown._ambush`: beside it with a ranged weapon, in it with a melee one
   if hale), instead of chasing it. A survivor of three energy or less leaves the corner it
   is about to wreck before placing the marker that sets the wreck off. The antidote
   holder strikes like the others while hale (never in the corner about to be wrecked);
   worn down to three energy or less (:func:`.goal_showdown._holder`), it keeps to the
   safest room within a step — no monsters, not the rooms the nemesis walks into or
   wrecks at its next reaction, no fire, fewest zombies within two steps, the lab on a
   tie — and from there fights what shares its room or shoots;
4. the opened lab one step away is entered; code tokens are bought with darkness, all at
   once, in the turn a survivor can walk into the lab by rooms free of monsters (chips in
   hand or not: the showdown starts the darkness again) — or at
   once, wherever the team stands, when the security board is full and buying them keeps
   the track's last space (the lab opens and everyone heads for it);
5. a survivor with monsters in the room fights (the weapon with most dice);
6. at a free terminal: the option that removes most code tokens (a member without a chip
   hands the initiative to one with a chip first, or takes the chip of a roommate who has
   no AP left to enter it), even on a burning tile;
7. fire: the fire token's tile and a tile about to burn down are extinguished; a burning
   tile is left; the corner functions that heal or cure are used when they help, never
   while a chip waits for that corner's terminal;
8. a chip of the plan is unlocked by the member in the room whose cards, with those it
   takes from the room, leave fewest icons unmatched (a pack member on its way with the
   missing colour comes first; a full hand takes a card when what it drops for it is not
   a colour the chip needs); an unlock that would cost darkness waits while the room
   can still be searched (an AP, and the card found may show the colour);
9. a weapon taken for its icons goes back to a roommate left with bare fists
   (:func:`_rearm`); a room on the way is searched while the code needs a colour no card
   shows (``Style.passing``); a step toward the team's goal;
10. waiting: cards to the key holder, a search while the code needs a colour no card
    shows, a shot at monsters in range, else a search of an unsearched room all the same (a
    card is a colour or a weapon for later: a turn no longer ends with AP and nothing done
    where a search was possible); else the turn ends.

Every search (8–10) waits for the pack (:func:`_searcher`): a survivor alone in its room
hands the initiative to a pack member walking up that can arrive this turn and has no
room of its own to search: a search rolls a die per survivor in the room, and a room
searched with success is done.

Decisions inside an action (team order, damage allocation, targets…) take the ruleset's
greedy default (:func:`.decisions.decide`).

**Ways to play** (:class:`Style`, :data:`STYLES`): the same priorities with other habits,
which the search bot weighs against the goal policy's (``DddState.search_policies``):
*cautious* pays no darkness for an unmatched chip icon (it keeps the track for the code
tokens bought at the lab's door); *rush* lets a chip cost two spaces while one is left
besides, even onto the track's fire space; *hoard* walks to rooms to search for cards before it walks to chips while the code
needs a colour no card shows; *straight* searches no room on its way; *solo* drops the pack: each survivor walks to its
own nearest goal (a free terminal for the chips it carries, a chip, a face-down chip)
without waiting for the others or calling them up, so a team covers two places at once (it
is attacked apart, so the search plays it only in the turns its simulations favour it).

**The search's yardstick** lives in :mod:`.value`: the ``search`` bot plays its
simulations two rounds deep and scores them there.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from questwright.core.search import cheapest
from questwright.engine.actions import Action, EndTurn, Give, Move, Switch
from questwright.engine.rulesets.ddd import goal_showdown, monsters, skills, survivors, tour, turn
from questwright.engine.rulesets.ddd.actions import (
    Apply,
    Bypass,
    DddAttack,
    Extinguish,
    Free,
    Learn,
    Search,
    Take,
    Terminal,
    Unlock,
    UseFunction,
)

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.state import DddState

__all__ = ["GOAL", "STYLES", "Style", "choose"]

INF = 1 << 20
#: route cost of a room per live camera that sees it (a camera check, maybe a terror die)
CAMERA_COST = 1
#: showdown: energy at or below which a survivor leaves a corner before its wreck (three
#: energy and the nemesis's attack) and the antidote holder keeps safe; above it, a
#: survivor stays and strikes (six sent the four-survivor team out of the corners it had
#: to hold, issue #28)
WRECK_HURT = 3
#: route cost of a room per face-down spawn token in sight of it
HIDDEN_COST = 4
#: AP a member needs to walk on without a finished one
SPLIT_AP = 3
#: a survivor alone in a room lets a pack member on its way there come before it searches
#: (:func:`_searcher`)
GATHER = True
#: code tokens the next darkness event would price out are bought at once
#: (:func:`_priced_out`)
LAST_CALL = True


@dataclass(frozen=True)
class Style:
    """A way to play the goal policy's priorities: the darkness one chip's unmatched icons
    may cost (``spare``) while ``keep`` spaces of the track stay free besides, whether
    rooms are searched for cards before the team walks to chips (``hoard``), whether the
    rooms on the way are (``passing``), whether an unlock's icons may take the darkness
    track onto its fire space (``wary``: not while no fire burns) and whether the team
    moves as a pack (``pack``)."""

    name: str = "goal"
    spare: int = 1
    keep: int = 2
    hoard: bool = False
    #: search each unsearched room on the way while the code needs a colour no card shows
    passing: bool = True
    #: no icon takes the darkness track onto its fire space while no fire burns
    wary: bool = True
    #: the team moves as a pack (:func:`_destination`); ``False``: each survivor walks to
    #: its own nearest goal, nobody waits for or calls up the others
    pack: bool = True


#: the goal policy's own habits
GOAL = Style()
#: the other ways to play, for the search bot (module docstring, "Ways to play")
STYLES: dict[str, Style] = {
    "cautious": Style("cautious", spare=0),
    "rush": Style("rush", spare=2, keep=1, wary=False),
    "hoard": Style("hoard", hoard=True),
    "straight": Style("straight", passing=False),
    "solo": Style("solo", pack=False),
}


class Context:
    """What one decision reads many times: fire and monsters per room, routes, icons (the
    tables that depend only on the house's state are shared through
    ``House.context_cache``: decisions in one turn mostly see the same)."""

    __slots__ = (
        "costs",
        "enters",
        "fire",
        "goal",
        "icons",
        "monsters",
        "state",
        "steps",
        "style",
        "threat",
        "walks",
        "watched",
    )

    def __init__(self, state: DddState, style: Style = GOAL) -> None:
        self.state = state
        self.style = style
        house = state.house
        # what the route costs read (fire, monsters, cameras, open doors) is the same for
        # every decision until one of them changes: shared through the house's cache
        env = (
            state.key,
            state.wrecked,
            tuple(state.burn),
            tuple(state.zombies),
            tuple(e.zone for e in state.enemies.values()),
            state.cameras,
            state.showdown,
            tuple(sorted((z, len(v)) for z, v in state.hidden.items())),
        )
        shared = house.context_cache.get(env)
        if shared is None:
            if len(house.context_cache) > 2048:
                house.context_cache.clear()
            shared = house.context_cache[env] = _shared(state)
        (self.fire, self.threat, self.monsters, self.watched, self.costs, self.enters,
         self.walks) = shared  # fmt: skip
        self.goal: dict[tuple[int, ...], tuple[set[int], list[int]] | None] = {}
        self.steps = house.survivor_steps(state.key, state.gone_mask())
        self.icons: dict[int, set[str]] = {}

    def icons_of(self, p: int) -> set[str]:
        """The icons on survivor ``p``'s cards, worked out once per decision."""
        found = self.icons.get(p)
        if found is None:
            found = self.icons[p] = self.state.icons(p)
        return found

    def unlock_cost(self, p: int, chip: int) -> int:
        """Darkness an unlock of ``chip`` costs ``p`` (:func:`.turn.unlock_cost`, with the
        cached icons)."""
        return turn.unlock_cost(self.state, p, chip, self.icons_of(p))

    def walk(self, goals: set[int] | frozenset[int]) -> list[int]:
        """Steps to the nearest of ``goals`` for a survivor (no costs; shared like the
        routes)."""
        key = frozenset(goals)
        found = self.walks.get(key)
        if found is None:
            found = self.walks[key] = self.state.house.path_distances(self.steps, set(key), set())
        return found

    def route(self, goals: set[int] | frozenset[int]) -> list[int]:
        """What it costs a survivor to reach ``goals`` from every room: a step into a room
        costs 1, plus 3 per burn marker there and the room's threat (monsters hold a
        survivor and attack after the team's turn) unless it is a goal."""
        key = frozenset(goals)
        found = self.costs.get(key)
        if found is not None:
            return found
        fire, threat, steps, watched = self.fire, self.threat, self.steps, self.watched
        n = len(fire)
        enter = [
            1
            + 3 * fire[z]
            + (2 + threat[z] if threat[z] and z not in key else 0)
            + (CAMERA_COST * watched[z] if z not in key else 0)
            for z in range(n)
        ]
        dist = [INF] * n
        # from the goals outward: a step from room y into the next room x costs entering y
        for z, cost in cheapest(key, lambda y: ((x, enter[y]) for x in steps[y])).items():
            dist[z] = cost
        self.costs[key] = dist
        self.enters[key] = enter
        return dist

    def via(self, goals: set[int] | frozenset[int], room: int) -> int:
        """What a step into ``room`` and on from there to ``goals`` costs."""
        dist = self.route(goals)
        return dist[room] + self.enters[frozenset(goals)][room]


def _shared(state: DddState) -> tuple[Any, ...]:
    """Fire, threat and monsters per room, the live cameras that see each room, and empty
    route tables (see :class:`Context`)."""
    house = state.house
    n = house.n
    fire = [0] * n
    wrecked, burn, zone_tile = state.wrecked, state.burn, house.zone_tile
    full = state.data.burn_to_destroy
    for z in range(n):
        t = zone_tile[z]
        if t >= 0:
            fire[z] = full if wrecked >> t & 1 else burn[t]
    #: how dangerous each room is to walk into: zombies there, more for a creature
    threat = [4 * z + (6 if z else 0) for z in state.zombies]
    for e in state.enemies.values():
        threat[e.zone] += 8
    has_monsters = [t > 0 for t in threat]
    # hordes beside a room (sides or corners) close in on whoever ends a turn there
    threat = threat[:]
    if not state.showdown:
        touching = house.touching
        for z, count in enumerate(state.zombies):
            if count:
                for o in touching[z]:
                    threat[o] += count
    #: live cameras that see each room (each one is a camera check at the next upkeep)
    watched = [0] * n
    cameras = state.cameras
    if cameras and not state.showdown:
        for i in range(len(house.cameras)):
            if cameras >> i & 1:
                for z in monsters.camera_view(state, i):
                    watched[z] += 1
    # face-down spawn tokens turn into zombies once a survivor sees their room: a room
    # from which such a room is in sight is a horde waiting (a token's count is public)
    if state.hidden and not state.showdown:
        rows = house.sight(state.key)
        for z in range(n):
            row = rows[z]
            for h, values in state.hidden.items():
                if h in row:
                    threat[z] += HIDDEN_COST * len(values)
    costs: dict[frozenset[int], list[int]] = {}
    enters: dict[frozenset[int], list[int]] = {}
    walks: dict[frozenset[int], list[int]] = {}
    return fire, threat, has_monsters, watched, costs, enters, walks


def choose(state: DddState, p: int, style: Style = GOAL) -> Action | None:
    """The goal policy's action for survivor ``p`` (played with ``style``'s habits): the
    first of the numbered priorities of the module docstring that applies (the comments
    below carry the same numbers)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    by_kind: dict[type, list[Any]] = {}
    for a in legal:
        by_kind.setdefault(type(a), []).append(a)
    # 0. XP into the skill that helps most now (no AP; the showdown's too)
    learns = by_kind.get(Learn)
    if learns:
        learn = best_skill(state, p, learns)
        if learn is not None:
            return learn
    ctx = Context(state, style)
    h = state.heroes[p]
    zone = h.zone
    data = state.data
    attacks = by_kind.get(DddAttack, [])
    frees = by_kind.get(Free, [])
    # 1. entrapment: a roommate who can fight goes first (an emptied room frees everyone
    # in it, and a freed survivor has its round's AP again: the escape attempt is a die or
    # two at 1 AP)
    if frees and state.entrapped[p]:
        fighter = _fighter(state, p, legal)
        if fighter is not None:
            return Switch(p, fighter)
    if frees and (state.entrapped[p] or not attacks):
        # the most dice, with the fewest helpers' AP spent on them
        return max(frees, key=lambda a: (turn.effort_dice(state, (p, *a.helpers)), -len(a.helpers)))
    # 2. one-shot cards
    for a in by_kind.get(Apply, ()):
        if data.card(a.card).get("effect") != "heal" or h.health <= h.max_health // 2:
            return a
    moves = by_kind.get(Move, [])
    # 3. the showdown
    if state.showdown:
        return goal_showdown.showdown_action(ctx, p, attacks, moves, legal) or EndTurn(p)
    # 4. the opened lab one step away: in (the showdown starts; the darkness starts again)
    if state.lab_open:
        index = state.house.topology.index
        for m in moves:
            if index[m.to] in state.house.lab_zones:
                return m
    # 4. darkness for the code tokens left, all at once, in the turn a survivor can walk
    # into the lab (a fire breaking out on the track's fire space does not stop it)
    bypass = by_kind.get(Bypass, [])
    if bypass and _should_bypass(ctx):
        return bypass[0]
    # 5. fight what shares the room
    if ctx.monsters[zone]:
        return best_weapon(state, attacks) if attacks else EndTurn(p)
    # 6. terminal (a member who carries no chip hands the initiative to one who does; a
    # burning corner too: the chip first, then out of the flames)
    terminals = by_kind.get(Terminal, [])
    if not terminals and _terminal_here(state, zone):
        for q in state._team:
            if (
                q != p
                and state.heroes[q].zone == zone
                and state.ap[q] >= 2
                and state.carried_chips(q)
                and Switch(p, q) in legal
            ):
                return Switch(p, q)
        # nobody who carries one has the AP left to enter it: take a roommate's chip (an
        # AP) and enter it (two) rather than leave the corner's terminal unused this round
        if state.ap[p] >= 3:
            for a in by_kind.get(Take, ()):
                if a.item in state.carried_chips(a.frm):
                    return a
    if terminals:
        return max(
            terminals, key=lambda a: (_removal(state, a.chip, a.option), a.option == "match")
        )
    # 7. fire: put out the last marker under the fire token (that ends the fire), save a
    # tile about to burn down (its destruction costs darkness), else leave a burning tile
    tile = state.house.zone_tile[zone]
    if by_kind.get(Extinguish) and (
        state.burn[tile] >= data.burn_to_destroy - 1 or tile == state.fire_tile
    ):
        return by_kind[Extinguish][0]
    if ctx.fire[zone] and moves:
        escape = escape_fire(ctx, p, moves)
        if escape is not None:
            return escape
    # (a corner's function is once per round: not while a chip here waits for its terminal)
    saving = _terminal_here(state, zone) and any(
        state.carried_chips(h.index) for h in state.survivors_in(zone)
    )
    for a in () if saving else by_kind.get(UseFunction, ()):
        if a.function == "sprinkler":
            if state.burn[state.house.topology.tile_index[a.arg]] >= data.burn_to_destroy - 1:
                return a
        elif a.function == "virus-cabinet" or (
            a.function == "medic-bay" and h.health <= h.max_health - data.heal
        ):
            return a
    # 8. unlock (by the member whose cards match best, taking the cards it lacks from the
    # room first); cards to the key holder
    unlock = _unlock(ctx, p, legal)
    if unlock is not None:
        # an unlock that would cost darkness waits for a search of this room first (an
        # unmatched icon is a space of darkness; a search is an AP and may find the colour)
        chip = _chip_of(state, unlock.door) if isinstance(unlock, Unlock) else None
        if (
            chip is not None
            and by_kind.get(Search)
            and state.ap[p] >= 2
            and state.items(p) < data.item_limit
            and ctx.unlock_cost(p, chip) > 0
        ):
            return _searcher(ctx, p, legal, by_kind[Search][0])
        return unlock
    # 9. a weapon taken for its icons goes back to a roommate left with bare fists
    rearm = _rearm(state, p, by_kind.get(Give, []))
    if rearm is not None:
        return rearm
    # 9. a search on the way (hoard: rooms to search are its first goal), while the code
    # needs a colour no card shows
    if (
        (style.hoard or style.passing)
        and by_kind.get(Search)
        and state.items(p) < data.item_limit
        and _search_helps(state)
    ):
        return _searcher(ctx, p, legal, by_kind[Search][0])
    # 9. on to the team's destination
    dest = _destination(ctx, p)
    if dest is not None and dest != zone:
        behind = _laggard(ctx, p)
        if behind is not None and Switch(p, behind) in legal:
            return Switch(p, behind)
        step = _toward(ctx, p, moves, {dest})
        if step is not None:
            return step
    # 10. waiting for the pack (or nowhere to go): cards to the key holder, a search
    give = _give_icons(ctx, p, by_kind.get(Give, []))
    if give is not None:
        return give
    if by_kind.get(Search) and state.items(p) < data.item_limit and _search_helps(state):
        return _searcher(ctx, p, legal, by_kind[Search][0])
    if by_kind.get(Extinguish) and state.burn[tile]:
        return by_kind[Extinguish][0]
    # (10.) shoot what is in range
    if attacks:
        return best_weapon(state, attacks)
    # (10.) rather than end the turn with AP: a card found is a colour or a weapon later
    if by_kind.get(Search) and state.items(p) < data.item_limit and not state.lab_open:
        return _searcher(ctx, p, legal, by_kind[Search][0])
    return EndTurn(p)


# ------------------------------------------------------------------ helpers
#: what a skill's effect is worth to the survivors' job: before the code is broken (AP,
#: steps and darkness for the chips: a free step is an AP nearly every turn, as the pack
#: walks), and once it is (the walk to the lab and the nemesis)
SKILL_WORTH: dict[str, tuple[int, int]] = {
    "free-move": (11, 6),
    "extra-ap": (10, 10),
    "quiet-unlock": (7, 0),
    "tough": (6, 8),
    "search-die": (5, 0),
    "steady": (4, 5),
    "attack-die": (3, 7),
    "escape-die": (2, 2),
}
#: XP a survivor is short of a skill worth more than what it can buy now, and waits for
#: (the next zombie or unlock brings it) rather than spend on the lesser one
SAVE_FOR = 1


def best_skill(state: DddState, p: int, learns: list[Learn]) -> Learn | None:
    """The skill ``p`` buys now (priority 0: XP is worth nothing unspent, and at the cap
    the next XP is lost): the one worth most to the job at hand (:data:`SKILL_WORTH`);
    none if none is worth anything (an extra attack die with every weapon at the dice
    cap, a search die once the code is broken), or while a skill worth more is
    :data:`SAVE_FOR` XP away."""
    broken = 1 if state.lab_open or state.showdown else 0
    track = skills.track(state, p)

    def worth(skill: dict[str, Any]) -> int:
        effect = skill["effect"]
        value = SKILL_WORTH.get(effect, (1, 1))[broken]
        if effect == "attack-die":
            cap = state.data.dice_cap
            weapons = [w for g in state.heroes[p].gear if (w := turn.weapon(state, g))]
            if weapons and all(skills.attack_dice(state, p, w) >= cap for w in weapons):
                value = 0
        return value

    by_id = {s["id"]: s for s in track}
    best = max(learns, key=lambda a: (worth(by_id[a.skill]), int(by_id[a.skill]["cost"]), a.skill))
    value = worth(by_id[best.skill])
    xp = state.heroes[p].xp
    for i, s in enumerate(track):
        if (
            not state.learned[p] >> i & 1
            and i < state.blocked[p]
            and 0 < int(s["cost"]) - xp <= SAVE_FOR
            and int(s["cost"]) <= state.data.xp_cap  # (XP beyond the cap never comes)
            and worth(s) > value
        ):
            return None  # the next XP buys the better one
    return best if value > 0 else None


def _unlock(ctx: Context, p: int, legal: list[Action]) -> Action | None:
    """The unlock of a chip worth having, done by the survivor in the room whose cards
    leave the fewest icons unmatched once it has taken the roommates' cards that show the
    missing colours (a card taken is 1 AP, an unmatched icon a space of darkness): hand
    the initiative to that survivor, take a card, or unlock."""
    state = ctx.state
    zone = state.heroes[p].zone
    card = state.data.card
    limit = state.data.item_limit
    here = [h.index for h in state.survivors_in(zone)]
    best: tuple[int, int, int, int] | None = None
    plan: Action | None = None
    # every chip on this room's doors, not only ``p``'s own legal unlocks: the track may not
    # take what its cards leave unmatched while a roommate, with the cards it takes, unlocks
    # it for nothing
    doors = state.house.topology.door_ids
    unlocks = [
        Unlock(p, doors[state.house.chips[i].door])
        for i in state.house.room_chips[zone]
        if state.chips_on >> i & 1
    ]
    for a in unlocks:
        i = _chip_of(state, a.door)
        if i is None or not _chip_worth(state, i):
            continue
        cols = state.chip_cols[i]
        for q in here:
            if q != p and (state.ap[q] <= 0 or Switch(p, q) not in legal):
                continue
            own = ctx.icons_of(q)
            missing = [c for c in cols if c not in own]
            takes: list[Take] = []
            room = limit - state.items(q)
            for o in here:
                if o == q:
                    continue
                # plain cards first: a weapon taken leaves its owner a die short
                for g in sorted(state.heroes[o].gear, key=lambda g: bool(card(g).get("weapon"))):
                    if not missing or len(takes) >= limit:
                        break
                    shows = [c for c in card(g).get("icons", ()) if c in missing]
                    if shows:
                        takes.append(Take(q, g, o))
                        missing = [c for c in missing if c not in shows]
            if len(takes) > room:
                # a full hand drops its least worth card on a take (survivors.check_inventory):
                # the icons that are left after those drops are what the unlock sees
                kept = _after_drops(state, q, [t.item for t in takes])
                shown = {c for g in kept for c in card(g).get("icons", ())}
                missing = [c for c in cols if c not in shown]
            if len(takes) + 1 > state.ap[q]:
                takes, missing = [], [c for c in cols if c not in own]
            cost = len(missing) * state.data.costs["unmatchedIcon"]
            if cost > _spare(ctx):
                continue
            if q == p and not takes and a not in legal:
                continue
            rank = (cost, len(takes), 0 if q == p else 1, q)
            if best is None or rank < best:
                best = rank
                plan = Switch(p, q) if q != p else (takes[0] if takes else a)
        if best is not None and best[0] > 0:
            # a member of the pack on its way here shows a colour the room lacks: it
            # comes first (an unmatched icon is a space of darkness)
            come = _bring(ctx, p, cols, here, legal)
            if come is not None:
                return come
    return plan


def _searcher(ctx: Context, p: int, legal: list[Action], search: Search) -> Action:
    """``search``, unless ``p`` stands alone in its room while a member of its pack is on
    its way there and can arrive this turn: that member comes first. A search rolls a
    die per survivor in the room, each success a card (a colour for the chips), and a room
    searched with success is done: a lone survivor's search wastes the room. The member
    must be walking toward ``p``'s room and have no search of its own where it stands."""
    state = ctx.state
    zone = state.heroes[p].zone
    if not GATHER or not ctx.style.pack or len(state.survivors_in(zone)) > 1:
        return search
    dist = ctx.walk({zone})
    for q in _pack(state, p):
        z = state.heroes[q].zone
        if (
            z != zone
            and 0 < dist[z] <= state.ap[q]
            and not state.holds(z)
            and not turn.can_search(state, z)
            and Switch(p, q) in legal
        ):
            dest = _destination(ctx, q)
            if dest is not None and dest != z and dist[dest] < dist[z]:
                return Switch(p, q)
    return search


def _after_drops(state: DddState, p: int, taken: list[str]) -> list[str]:
    """``p``'s cards once it has taken ``taken`` and dropped, card by card, what a full hand
    drops (:func:`.survivors.drop_order`, as :func:`.survivors.check_inventory`)."""
    gear = [*state.heroes[p].gear]
    for g in taken:
        gear.append(g)
        while len(gear) + state.virus[p] > state.data.item_limit and gear:
            gear.remove(survivors.drop_order(state, gear)[0])
    return gear


def _fighter(state: DddState, p: int, legal: list[Action]) -> int | None:
    """A member of ``p``'s team in its room, not entrapped, with AP and an attack (fists
    at least): it acts before the entrapped ``p`` tries to break free."""
    zone = state.heroes[p].zone
    for q in state._team:
        if (
            q != p
            and state.heroes[q].zone == zone
            and not state.entrapped[q]
            and state.ap[q] > 0
            and Switch(p, q) in legal
            and turn.usable_weapons(state, q)
        ):
            return q
    return None


def _bring(
    ctx: Context, p: int, cols: list[str], here: list[int], legal: list[Action]
) -> Action | None:
    """The initiative to a pack member not in ``p``'s room who can walk here this turn
    and carries a card showing one of ``cols`` that nobody here shows."""
    state = ctx.state
    zone = state.heroes[p].zone
    shown: set[str] = set()
    for q in here:
        shown |= ctx.icons_of(q)
    lacking = {c for c in cols if c not in shown}
    if not lacking:
        return None
    dist = state.house.path_distances(ctx.steps, {zone}, set())
    for q in _pack(state, p):
        z = state.heroes[q].zone
        if (
            z != zone
            and 0 < dist[z] <= state.ap[q] - 1
            and ctx.icons_of(q) & lacking
            and not ctx.monsters[z]
            and Switch(p, q) in legal
        ):
            return Switch(p, q)
    return None


def _rearm(state: DddState, p: int, gives: list[Give]) -> Give | None:
    """``p`` carries two weapons while a roommate carries none: the weaker one goes to
    that roommate (a weapon borrowed for its icons leaves its owner with bare fists)."""
    if not gives:
        return None
    # a chip carrier keeps its AP for the terminal (two) and the walk there
    if state.carried_chips(p) and state.sequence and state.ap[p] < 4:
        return None
    card = state.data.card
    mine = [g for g in state.heroes[p].gear if card(g).get("weapon")]
    if len(mine) < 2:
        return None
    spare = min(mine, key=lambda g: (-_weapon_rank(card(g)), g))
    for a in gives:
        if a.item != spare:
            continue
        q = state.heroes[a.to]
        if (
            not any(card(g).get("weapon") for g in q.gear)
            and state.items(a.to) < state.data.item_limit
        ):
            return a
    return None


def _weapon_rank(card: dict[str, Any]) -> int:
    w = card.get("weapon") or {}
    return -(3 * int(w.get("dice", 1)) + int(w.get("range", 0)))


def best_weapon(state: DddState, attacks: list[DddAttack]) -> DddAttack:
    """The attack with the weapon of most dice, then longest range."""

    def dice(a: DddAttack) -> tuple[int, int, str]:
        w = turn.weapon(state, a.weapon)
        return (-int(w.get("dice", 1)), -int(w.get("range", 0)), a.weapon)

    return min(attacks, key=dice)


def _chip_of(state: DddState, door: str) -> int | None:
    house = state.house
    d = house.topology.door_index.get(door)
    for i, chip in enumerate(house.chips):
        if chip.door == d and state.chips_on >> i & 1:
            return i
    return None


def _carried(state: DddState) -> int:
    return sum(1 for h in state.heroes for i in h.items if i.startswith("chip:"))


def _spare_on_arrival(ctx: Context, team: list[int], door: set[int]) -> int:
    """The darkness spaces left (before the last) when the team stands at the lab's door:
    the track now, less the darkness spaces of the event track in the upkeeps of the walk
    (a step an AP, two AP per carried chip for its terminal)."""
    state = ctx.state
    data = state.data
    dist = ctx.walk(door)
    steps = min(dist[state.heroes[q].zone] for q in team)
    if steps >= INF:
        return -1
    steps += 2 * sum(len(state.carried_chips(q)) for q in team)
    ap_now = max((state.ap[q] for q in team), default=0)
    full = max(1, max((state.round_ap[q] for q in team), default=1))
    upkeeps = max(0, -(-(steps - ap_now) // full))
    cycle = data.event_cycle
    e = state.event
    coming = 0
    for _ in range(upkeeps):
        e = (e + 1) % len(cycle)
        coming += cycle[e] == "darkness"
    return data.darkness_len - state.darkness - coming * data.costs["event"]


def _search_helps(state: DddState) -> bool:
    """A search (noise: a double fires the terror die) is worth it only while the code
    still needs a colour no survivor's card shows (its chips would cost darkness)."""
    if state.lab_open or not _chips_wanted(state):
        return False
    icons = _pooled_icons(state)
    return any(c not in icons for c in _code_left(state))


def _pooled_icons(state: DddState) -> set[str]:
    """The colours on all the survivors' cards together (cards change hands: the code plan
    and the searches count what the team shows, not one survivor)."""
    icons: set[str] = set()
    for h in state.survivors():
        icons |= state.icons(h.index)
    return icons


def _terminal_here(state: DddState, zone: int) -> bool:
    """A corner terminal in ``zone`` that can take a chip this round."""
    house = state.house
    return (
        zone in house.corner_rooms
        and not state.used_corners >> zone & 1
        and not state.is_wrecked(house.zone_tile[zone])
        and bool(state.sequence)
        and state.placed < state.data.max_chips
    )


def _chips_wanted(state: DddState) -> bool:
    """More chips could still go on the security board."""
    return bool(state.sequence) and state.placed + _carried(state) < state.data.max_chips


def _code_left(state: DddState) -> list[str]:
    """The code tokens the chips the survivors carry will not remove."""
    seq = list(state.sequence)
    index = state.house.chip_index
    for h in state.heroes:
        for item in h.items:
            if item.startswith("chip:"):
                for c in state.chip_cols[index[item[5:]]]:
                    if c in seq:
                        seq.remove(c)
    return seq


def _spare(ctx: Context) -> int:
    """Darkness the team may spend on a chip's unmatched icons: the style's ``spare`` (the
    goal policy: one), while ``keep`` spaces of the track are left besides."""
    style, state = ctx.style, ctx.state
    spare = max(0, min(style.spare, state.data.darkness_len - style.keep - state.darkness))
    if style.wary and state.fire_tile < 0 and state.darkness < state.data.fire_space:
        # darkness on the track's fire space breaks a fire out (rooms burn down, each a
        # space more): an icon does not take the track there, the events will soon enough
        spare = min(spare, state.data.fire_space - 1 - state.darkness)
    return spare


def _chip_worth(state: DddState, chip: int) -> bool:
    """A chip is worth a slot on the security board when it belongs to a best code plan
    (:func:`_plan`); a face-down one while the plan leaves two tokens or more."""
    if not _chips_wanted(state):
        return False
    targets, explore = _plan(state)
    if not state.chips_seen >> chip & 1:
        return explore
    return chip in targets


def _plan(state: DddState) -> tuple[frozenset[int], bool]:
    """The chips face up on the doors that belong to a best plan for the rest of the
    code, and whether face-down chips are worth a look.

    A plan is a set of chips for the board's free slots (those not taken by carried
    chips); it is worth the code tokens it removes less the darkness its unmatched icons
    cost (against the icons of all the survivors' cards, which they can pass around). What
    it leaves costs darkness too (a token bought), so the best plan spends least darkness
    on the code. Face-down chips are worth a look while that plan leaves two tokens. Among
    the plans worth within :data:`TOUR_MARGIN` of the best, the walk decides
    (:func:`_by_tour`): the darkness the rounds of its tour cost comes off its worth."""
    house = state.house
    seq = _code_left(state)
    slots = state.data.max_chips - state.placed - _carried(state)
    seen_mask = state.chips_on & state.chips_seen
    icons = _pooled_icons(state)
    seen = [i for i in range(len(house.chips)) if seen_mask >> i & 1]
    # the chips' colours differ from game to game (planted per game), so they are in the key
    faces = tuple(tuple(state.chip_cols[i]) for i in seen)
    key = ("plans", tuple(sorted(seq)), slots, seen_mask, faces, frozenset(icons), state.chips_on)
    # (kept beside the decisions' shared tables: the plans worth weighing, and explore)
    cache = house.context_cache
    found = cache.get(key)
    if found is None:
        if len(cache) > 4096:
            cache.clear()
        found = cache[key] = _plans(state, seq, slots, seen, icons, seen_mask)
    cands, explore = found
    if len(cands) <= 1:
        return (frozenset(cands[0][1]) if cands else frozenset()), explore
    return _by_tour(state, cands), explore


#: plans worth this many tokens less than the best are still weighed by their walk
TOUR_MARGIN = 1


def _plans(
    state: DddState, seq: list[str], slots: int, seen: list[int], icons: set[str], seen_mask: int
) -> tuple[list[tuple[int, tuple[int, ...]]], bool]:
    """The plans worth weighing (worth, chips), best first, and whether face-down chips
    are worth a look (see :func:`_plan`)."""
    need: dict[str, int] = {}
    for c in seq:
        need[c] = need.get(c, 0) + 1
    price = state.data.costs["unmatchedIcon"]
    cost = {i: price * sum(1 for c in state.chip_cols[i] if c not in icons) for i in seen}
    seen = _plan_chips(state, seen, cost, need, slots)
    best, left = 0, len(seq)
    every: list[tuple[int, int, tuple[int, ...]]] = []
    for k in range(1, max(0, slots) + 1):
        for group in combinations(seen, k):
            got: dict[str, int] = {}
            for i in group:
                for c in state.chip_cols[i]:
                    got[c] = got.get(c, 0) + 1
            removed = sum(min(n, got.get(c, 0)) for c, n in need.items())
            value = removed - sum(cost[i] for i in group)
            if value <= 0:
                continue
            every.append((value, len(seq) - removed, group))
            if value > best:
                best, left = value, len(seq) - removed
            elif value == best:
                left = min(left, len(seq) - removed)
    explore = slots > 0 and left >= 2 and seen_mask != state.chips_on
    cands = [
        (value, group)
        for value, _left, group in every
        # while face-down chips may do better, only chips worth two tokens each count
        if value >= best - TOUR_MARGIN and (not explore or value >= 2 * len(group))
    ]
    cands.sort(key=lambda t: -t[0])
    return cands, explore


#: face-up chips a plan is made of at most: a house has a dozen lock symbols or so, but a
#: legal file may carry thousands of chips, and the plans are every group of up to three
#: (issue #29: bounded work; 5,000 tokens took 4 CPU-s a decision)
PLAN_CHIPS = 24


def _plan_chips(
    state: DddState, seen: list[int], cost: dict[int, int], need: dict[str, int], slots: int
) -> list[int]:
    """``seen`` (in order) when it holds at most :data:`PLAN_CHIPS` chips; else, of the
    chips alike to a plan (the same colours and darkness), the first ``slots``, and of
    those the :data:`PLAN_CHIPS` that remove most code tokens less their darkness."""
    if len(seen) <= PLAN_CHIPS:
        return seen
    taken: dict[tuple[tuple[str, ...], int], int] = {}
    kept: list[int] = []
    for i in seen:
        face = (tuple(sorted(state.chip_cols[i])), cost[i])
        if taken.get(face, 0) < max(1, slots):
            taken[face] = taken.get(face, 0) + 1
            kept.append(i)
    if len(kept) > PLAN_CHIPS:

        def worth(i: int) -> int:
            return sum(1 for c in set(state.chip_cols[i]) if c in need) - cost[i]

        kept = sorted(sorted(kept, key=lambda i: (-worth(i), i))[:PLAN_CHIPS])
    return kept


def _by_tour(state: DddState, cands: list[tuple[int, tuple[int, ...]]]) -> frozenset[int]:
    """The chips of the plans with most worth less the darkness of their tour's rounds
    (:func:`.tour.tour` from the acting survivor's room)."""
    house = state.house
    origin = state.heroes[state.active].zone
    key, gone = state.key, state.gone_mask()
    corners = _free_corners(state)
    lab = tuple(sorted(_lab_door(state)))
    carried = _carried(state)
    per_dark = _steps_per_darkness(state)
    best: float = -INF
    targets: set[int] = set()
    for value, group in cands:
        rooms = tuple(tuple(house.door_rooms[house.chips[i].door]) for i in group)
        # (the plan's doors open as the tour unlocks them)
        opened = key
        for i in group:
            opened |= house.topology.door_bit(house.chips[i].door)
        steps = tour.tour(house, opened, gone, origin, rooms, carried, corners, lab)
        if steps >= INF:
            continue
        score = value - steps / per_dark
        if score > best + 1e-9:
            best, targets = score, set(group)
        elif score > best - 1e-9:
            targets |= set(group)
    if not targets:
        return frozenset(cands[0][1])
    return frozenset(targets)


def _pooled_cost(ctx: Context, chip: int) -> int:
    """Darkness ``chip``'s unlock costs once the survivors have pooled their cards (the
    colours no survivor's card shows; the code plan counts a chip so, :func:`_plan`)."""
    state = ctx.state
    icons = _pooled_icons(state)
    return state.data.costs["unmatchedIcon"] * sum(
        1 for c in state.chip_cols[chip] if c not in icons
    )


def _holders(ctx: Context, team: list[int], chip: int) -> set[int]:
    """The rooms of the survivors outside ``team`` whose cards show a colour of ``chip`` that
    no member's cards show."""
    state = ctx.state
    shown: set[str] = set()
    for q in team:
        shown |= ctx.icons_of(q)
    lacking = [c for c in state.chip_cols[chip] if c not in shown]
    return {
        h.zone
        for h in state.survivors()
        if h.index not in team
        and not state.away[h.index]
        and any(c in ctx.icons_of(h.index) for c in lacking)
    }


def _free_corners(state: DddState) -> tuple[int, ...]:
    """The corner rooms whose terminal still works."""
    house = state.house
    return tuple(sorted(z for z in house.corner_rooms if not state.is_wrecked(house.zone_tile[z])))


def _steps_per_darkness(state: DddState) -> float:
    """AP a survivor has between two darkness spaces of the event track."""
    cycle = state.data.event_cycle
    rounds = len(cycle) / max(1, cycle.count("darkness"))
    ap = max((state.round_ap[h.index] for h in state.survivors()), default=4) or 4
    return rounds * ap


def _removal(state: DddState, chip: str, option: str) -> int:
    """Code tokens a terminal option removes now."""
    if option != "match":
        return 1
    seq = list(state.sequence)
    got = 0
    for c in state.chip_cols[state.house.chip_index[chip]]:
        if c in seq:
            seq.remove(c)
            got += 1
    return got


def _should_bypass(ctx: Context) -> bool:
    """Pay darkness for the code tokens left: at once when the security board is full
    (leaving the track's last space), or in the turn a survivor of the acting team can walk
    into the lab — with chips still in hand too: the showdown starts the darkness track
    again, so tokens bought on the lab's threshold cost nothing a chip would save, while a
    chip still needs a corner terminal and the next darkness event may come first."""
    state = ctx.state
    data = state.data
    left = len(state.sequence)
    room = data.darkness_len - state.darkness
    if left > room:
        return False
    # no chip can help any more (the security board is full): buy them now while the
    # track keeps its last space (the lab opens; everyone heads for it)
    price = data.costs["codeTokenBypassed"]
    if state.placed >= data.max_chips and state.darkness + price * left < data.darkness_len:
        return True
    if _priced_out(state, left):
        return True
    house = state.house
    lab_bits = 0
    for d in house.lab_doors:
        lab_bits |= house.topology.door_bit(d)
    steps = house.survivor_steps(state.key | lab_bits, state.gone_mask())
    # no way through a room with monsters (a survivor stops there), nor out of one
    held = {z for z in range(house.n) if ctx.monsters[z]}
    dist = house.path_distances(steps, set(house.lab_zones), held)
    team = state.team_members() or [state.active]
    return any(
        not state.away[q]
        and not state.entrapped[q]
        and state.heroes[q].zone not in held
        and dist[state.heroes[q].zone] <= state.ap[q]
        for q in team
    )


def _priced_out(state: DddState, left: int) -> bool:
    """The security board is full and the ``left`` code tokens can be bought now but never
    again: the next upkeep's event space is darkness, after which the track has no room
    for them. Bought now, the code is broken and the lab opens for this final round;
    waiting, the next round is the final one with the code still standing."""
    data = state.data
    if not LAST_CALL or state.placed < data.max_chips:
        return False
    cycle = data.event_cycle
    if cycle[(state.event + 1) % len(cycle)] != "darkness":
        return False
    price = data.costs["codeTokenBypassed"]
    return state.darkness + price * left + data.costs["event"] > data.darkness_len


def _give_icons(ctx: Context, p: int, gives: list[Give]) -> Give | None:
    """A card whose colours the room's key holder (most colours shown) lacks goes to it."""
    state = ctx.state
    if not gives or not state.chips_on or not _chips_wanted(state):
        return None
    here = [h.index for h in state.survivors_in(state.heroes[p].zone)]
    holder = max(here, key=lambda q: (len(ctx.icons_of(q)), -q))
    if holder == p or state.items(holder) >= state.data.item_limit:
        return None
    have = ctx.icons_of(holder)
    card = state.data.card
    for a in gives:
        if a.to != holder or a.item not in state.heroes[p].gear:
            continue
        spec = card(a.item)
        if not spec.get("weapon") and set(spec.get("icons", ())) - have:
            return a
    return None


def _goals(ctx: Context, team: list[int]) -> list[set[int]]:
    """The team's goal rooms, in priority order: the opened lab; a free terminal for the
    chips the team carries and the chips still worth unlocking, the nearer first (a
    terminal takes one chip per round, so a team that just used the one it stands in
    fetches the next chip meanwhile); a fire about to burn its tile down close by; rooms
    to search."""
    state = ctx.state
    house = state.house
    out: list[set[int]] = []
    if state.lab_open:
        out.append(set(house.lab_zones))
    # a fire close by is put out first (a tile it burns down costs darkness; the last burn
    # marker under the fire token ends the fire)
    fire = state.fire_tile
    if fire >= 0 and not state.is_wrecked(fire) and not state.showdown:
        burning = set(house.tile_zones[fire])
        walk = ctx.walk(burning)
        # only a fire the team can reach and put out (2 AP a marker) this turn
        if any(walk[state.heroes[q].zone] + 2 * state.burn[fire] <= state.ap[q] for q in team):
            out.append(burning)
    terminals: set[int] = set()
    if (
        any(state.carried_chips(q) for q in team)
        and state.sequence
        and state.placed < state.data.max_chips
    ):
        terminals = {
            z
            for z in house.corner_rooms
            if not state.used_corners >> z & 1 and not state.is_wrecked(house.zone_tile[z])
        }
    chips: set[int] = set()
    explore: set[int] = set()
    if _chips_wanted(state):
        targets, looking = _plan(state)
        for i, chip in enumerate(house.chips):
            if not state.chips_on >> i & 1:
                continue
            if not state.chips_seen >> i & 1:
                if looking:
                    explore.update(house.door_rooms[chip.door])
            elif i in targets and min(ctx.unlock_cost(q, i) for q in team) <= _spare(ctx):
                chips.update(house.door_rooms[chip.door])
            elif i in targets and _pooled_cost(ctx, i) <= _spare(ctx):
                # the survivors' cards together show the chip's colours (the plan counts
                # them so): the team fetches them from whoever holds them elsewhere first
                chips.update(_holders(ctx, team, i) or house.door_rooms[chip.door])
    # few enough tokens left to buy with darkness: wait at the lab's door instead (the
    # tokens are bought in the turn a survivor can walk in; see _should_bypass)
    approach: set[int] = set()
    if state.sequence and not state.lab_open:
        door = {z for d in house.lab_doors for z in house.door_rooms[d] if z not in house.lab_zones}
        if door and (
            len(_code_left(state)) <= _spare_on_arrival(ctx, team, door)
            or (not terminals and not _chips_wanted(state))
        ):
            # (also once no chip can help: the lab's door is the only place left to go)
            chips, explore = set(), set()
            approach = door
    # the chips in hand finish the code (what they leave the darkness can buy): the end
    # game's plan of entries, waits and the walk to the lab (:func:`_finish`) decides
    finish = _finish(ctx, team) if terminals and not state.lab_open else None
    if finish is not None:
        return [*out, finish]
    # the nearest first of: a free terminal for the chips in hand, a chip of the plan, a
    # face-down chip to turn (a terminal takes one chip a round: meanwhile the team fetches)
    zones = [state.heroes[q].zone for q in team]
    near = [
        (min(ctx.route(g)[z] for z in zones), rank, g)
        for rank, g in enumerate((terminals, chips, explore))
        if g
    ]
    if ctx.style.hoard and state.deck and _search_helps(state):
        out.append({z for z in range(house.n) if not state.searched >> z & 1 and not ctx.fire[z]})
    out += [g for _d, _r, g in sorted(near, key=lambda t: t[:2])]
    if approach:
        out.append(approach)
    if state.deck and any(state.items(q) < state.data.item_limit for q in team):
        out.append({z for z in range(house.n) if not state.searched >> z & 1 and not ctx.fire[z]})
    return out


def _finish(ctx: Context, team: list[int]) -> set[int] | None:
    """The carriers' goal in the end game (:func:`_end_plan`): the next corner of the plan
    (their own used corner: they wait there for the next round) or the lab's door;
    ``None``: not the end game yet, or no way in time (the usual goals then)."""
    stop = _end_plan(ctx.state)
    if stop is None:
        return None
    return _lab_door(ctx.state) if stop < 0 else {stop}


def _end_game(state: DddState) -> bool:
    """Whether the end game has come: the lab still shut, chips still to place, and the
    code tokens the chips left cannot cover no more than the darkness can buy."""
    data = state.data
    return not (
        state.lab_open
        or state.showdown
        or not state.sequence
        or state.placed >= data.max_chips
        or len(_code_left(state)) > data.darkness_len - state.darkness
    )


def _end_plan(state: DddState) -> int | None:
    """Once the chips the survivors carry leave no more code tokens than the darkness can
    buy: the first stop of the earliest way into the lab for the team as one
    (:func:`.tour.finish`: which chips to enter at which corner, a wait of a round in a
    corner whose terminal was used, or none and the tokens bought at the lab's door): a
    room, or -1 for the lab's door; ``None``: not yet, or no way in time."""
    if not _end_game(state):
        return None
    people = state.survivors()
    carriers = [
        h.index for h in people if state.carried_chips(h.index) and not state.entrapped[h.index]
    ]
    if not carriers:
        return None
    house = state.house
    index = house.chip_index
    lead = max(carriers, key=lambda q: (len(state.carried_chips(q)), state.ap[q], -q))
    chips = tuple(
        tuple(state.chip_cols[index[c]]) for q in carriers for c in state.carried_chips(q)
    )[: state.data.max_chips - state.placed]
    full = max(1, max(state.round_ap[q] for q in carriers))
    gone = state.gone_mask()
    lab = tuple(sorted(house.lab_zones))
    plan = tour.finish(
        house,
        state.key,
        gone,
        state.heroes[lead].zone,
        state.ap[lead],
        full,
        state.used_corners,
        _free_corners(state),
        lab,
        chips,
        tuple(state.sequence),
        _room_ahead(state),
    )
    return None if plan is None else plan[2]


def _split_plan(state: DddState) -> dict[int, int] | None:
    """When the team walking as one finds no way into the lab in time (:func:`_end_plan`),
    the end game for two survivors going their own ways (:func:`.tour.split`: each enters
    its own chips at its own corners, one walks into the lab): each one's first stop (a
    corner room, -1 for the lab's door); ``None``: no such way in time either, or not the
    end game."""
    if not _end_game(state):
        return None
    people = [
        h.index
        for h in state.survivors()
        if not state.entrapped[h.index] and not state.away[h.index]
    ]
    if len(people) != 2 or not any(state.carried_chips(q) for q in people):
        return None
    if _end_plan(state) is not None:
        return None
    house = state.house
    index = house.chip_index
    walkers = tuple(
        (
            state.heroes[q].zone,
            state.ap[q],
            tuple(tuple(state.chip_cols[index[c]]) for c in state.carried_chips(q)),
        )
        for q in people
    )
    plan = tour.split(
        house,
        state.key,
        state.gone_mask(),
        walkers,
        max(1, max(state.round_ap[q] for q in people)),
        state.used_corners,
        _free_corners(state),
        tuple(sorted(house.lab_zones)),
        tuple(state.sequence),
        _room_ahead(state),
    )
    if plan is None:
        return None
    stops = dict(zip(people, plan[1], strict=True))
    # a survivor without chips walks to the lab's door on its own only by a quiet way
    ctx = Context(state)
    door = _lab_door(state)
    for q, stop in stops.items():
        z = state.heroes[q].zone
        if (
            stop < 0
            and not state.carried_chips(q)
            and ctx.route(door)[z] > ctx.walk(door)[z] + LONE_RISK
        ):
            return None
    return stops


def _room_ahead(state: DddState) -> tuple[int, ...]:
    """The darkness the track can still take in each round from now (the event track's
    darkness spaces come off it), up to the round it is full."""
    data = state.data
    cycle = data.event_cycle
    room = [data.darkness_len - state.darkness]
    e = state.event
    while room[-1] > 0 and len(room) < FINISH_ROUNDS:
        e = (e + 1) % len(cycle)
        room.append(room[-1] - (data.costs["event"] if cycle[e] == "darkness" else 0))
    return tuple(r for r in room if r >= 0)


#: rounds ahead the end game's plan looks (the darkness track is shorter)
FINISH_ROUNDS = 8
#: what a survivor's route to the lab's door alone may cost over its steps (a camera or
#: two, a horde beside the way): a team of its own is attacked apart and entrapped alone
LONE_RISK = 4


def _pack(state: DddState, p: int) -> list[int]:
    """The members of ``p``'s team who still act this turn and can walk (the runner
    walks on its own)."""
    if _split_plan(state) is not None:
        return [p]
    runner = _runner(state)
    return [
        q
        for q in state._team
        if not state.away[q] and not state.entrapped[q] and (q != runner or q == p)
    ] or [p]


def _lab_door(state: DddState) -> set[int]:
    """The rooms outside the lab beside its doorways."""
    house = state.house
    return {z for d in house.lab_doors for z in house.door_rooms[d] if z not in house.lab_zones}


def _runner(state: DddState) -> int:
    """Once the chips in hand finish the code (what they leave the darkness can buy, a
    space spare), one survivor who carries no chip walks ahead to the lab's door, so that
    someone enters in the round the lab opens (the terminals are far corners): the
    healthiest one without two virus tokens; -1: none."""
    if state.lab_open or state.showdown or not state.sequence:
        return -1
    if _end_plan(state) is not None or _split_plan(state) is not None:
        # the end game's plan walks the team into the lab as one (a runner on its own is
        # a team of its own: attacked apart, entrapped alone), or splits it its own way
        return -1
    if not any(state.carried_chips(h.index) for h in state.survivors()):
        return -1
    left = len(_code_left(state))
    if left > state.data.darkness_len - state.darkness - 1:
        return -1
    free = [
        h
        for h in state.survivors()
        if not state.carried_chips(h.index) and state.virus[h.index] < 2
    ]
    if not free:
        return -1
    return max(free, key=lambda h: (h.health, -h.index)).index


def _team_goal(ctx: Context, p: int) -> tuple[set[int], list[int]] | None:
    """The team's first goal some member can reach, with the route costs to it."""
    state = ctx.state
    team = [q for q in state._acting if not state.away[q]] or [p]
    if not ctx.style.pack:
        team = [p]
    key = tuple(team)
    if key in ctx.goal:
        return ctx.goal[key]
    found: tuple[set[int], list[int]] | None = None
    for goals in _goals(ctx, team):
        if not goals:
            continue
        dist = ctx.route(goals)
        if any(dist[state.heroes[q].zone] < INF for q in team):
            found = (goals, dist)
            break
    ctx.goal[key] = found
    return found


def _destination(ctx: Context, p: int) -> int | None:
    """The room ``p`` heads for now. The team moves as a pack, one room at a time: a
    member behind the pack's front walks up to it; at the front, the next room on the
    cheapest route to the team's first goal (:func:`_laggard` hands the initiative back
    to those behind first). A finished member's room is where the pack meets; another
    team within reach is joined (one team, one round of reactions). Without the pack
    (``Style.pack``, *solo*): the next room toward ``p``'s own first goal."""
    state = ctx.state
    acting = state._acting
    here = state.heroes[p].zone
    if state.lab_open and not state.showdown:
        # the code is broken: everyone heads for the lab (nobody waits for the pack; in
        # the final round whoever gets in first saves the game)
        lab = set(state.house.lab_zones)
        walk = ctx.route(lab)
        if walk[here] < INF:
            return _follow(ctx, here, lab, walk, 1)
    split = _split_plan(state)
    if split is not None and p in split:
        goals = _lab_door(state) if split[p] < 0 else {split[p]}
        return here if here in goals else _follow(ctx, here, goals, ctx.route(goals), 1)
    runner = _runner(state)
    if runner >= 0:
        door = _lab_door(state)
        if p == runner:
            return here if here in door else _follow(ctx, here, door, ctx.route(door), 1)
    if p in acting and ctx.style.pack:
        done = [q for q in acting if q not in state._team and not state.away[q] and q != runner]
        if done:
            z = state.heroes[done[-1]].zone
            # a pack member who has finished holds the others back, unless it stands
            # where nothing threatens it and those with AP can make real headway
            if ctx.threat[z] or ctx.fire[z] or state.ap[p] < SPLIT_AP:
                return z
    others = {
        h.zone
        for h in state.survivors()
        if h.index not in acting and not ctx.monsters[h.zone] and h.index != runner
    }
    if others and ctx.style.pack:
        dist = ctx.route(others)
        if dist[here] <= state.ap[p]:
            return _follow(ctx, here, others, dist, INF)
    goal = _team_goal(ctx, p)
    if goal is None:
        return None
    goals, dist = goal
    pack = _pack(state, p) if ctx.style.pack else [p]
    front = min((dist[state.heroes[q].zone], state.heroes[q].zone) for q in pack)[1]
    if front != here and dist[front] < dist[here]:
        return front
    return _follow(ctx, here, goals, dist, 1)


def _laggard(ctx: Context, p: int) -> int | None:
    """At the pack's front: a member behind who can still walk up (its turn comes first)."""
    state = ctx.state
    if not ctx.style.pack:
        return None
    goal = _team_goal(ctx, p)
    if goal is None:
        return None
    dist = goal[1]
    here = state.heroes[p].zone
    for q in _pack(state, p):
        z = state.heroes[q].zone
        if (
            q != p
            and z != here
            and state.ap[q] > 0
            and not ctx.monsters[z]
            and dist[z] > dist[here]
        ):
            return q
    return None


def _follow(ctx: Context, here: int, goals: set[int], dist: list[int], limit: int) -> int:
    """The room ``limit`` steps along the cheapest route from ``here`` to ``goals``."""
    steps = ctx.steps
    z = here
    while z not in goals and limit > 0:
        z = min(steps[z], key=lambda o: (ctx.via(goals, o), o))
        limit -= 1
    return z


def escape_fire(ctx: Context, p: int, moves: list[Move]) -> Move | None:
    """A step out of a burning tile (fire burns whoever stands there after every spread):
    into a room without fire or monsters, the one nearest the team's destination."""
    state = ctx.state
    index = state.house.topology.index
    safe = [m for m in moves if not ctx.fire[index[m.to]] and not ctx.monsters[index[m.to]]]
    if not safe:
        return None
    dest = _destination(ctx, p)
    if dest is None:
        return safe[0]
    dist = ctx.route({dest})
    return min(safe, key=lambda m: (dist[index[m.to]], m.to))


def _toward(ctx: Context, p: int, moves: list[Move], goals: set[int]) -> Move | None:
    if not moves:
        return None
    index = ctx.state.house.topology.index
    dist = ctx.route(goals)
    here = ctx.state.heroes[p].zone
    ahead = [m for m in moves if dist[index[m.to]] < dist[here]]
    if not ahead:
        return None
    return min(ahead, key=lambda m: (ctx.via(goals, index[m.to]), m.to))
