"""How far the heroes get in a round, and whether the quest can be won in time.

The quest-logic model gives the heroes' actions no duration (:mod:`.stepper`): within a
round they may do anything they can reach. Here the system says how far one hero can get in
a round at best (``x-heroReachPerRound`` in its ``system.json``: the most zones or cells a
hero moves in a round, counting the best case its rules allow), and each hero action of the
model gets its *earliest round*: the walking distance from the start to the nearest zone
where it is done, every door open, divided by that reach (heroes act in parallel, so each
action is timed from the start on its own — a lower bound that never calls a quest late
that some party could win in time).

:func:`timed_win` then asks the exploration whether some order wins with every hero action
and every objective completion no earlier than its earliest round. The rounds in the
model's states must be the real rounds for that: they are when the quest has a round limit
(the model counts to it); otherwise :func:`needs_horizon` says how many rounds to count and
the caller explores again with ``QuestModel.round_horizon`` set.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from questwright.core.board import Board
from questwright.core.geometry import edge_cells
from questwright.core.questlogic.model import Action, QuestModel
from questwright.core.questlogic.search import Edge, Exploration
from questwright.core.search import breadth_first

__all__ = [
    "TimedResult",
    "Timing",
    "reach_per_round",
    "round_limit_of",
    "timed_model",
    "timed_win",
    "timing_of",
]

#: the system.json key (an annotation, free-form like ``x-limitsByProperty``): an integer,
#: or ``{"value": n, "why": "..."}``
REACH_KEY = "x-heroReachPerRound"


def reach_per_round(board: Board) -> int | None:
    """The most zones (cells, on a cell-zoned board) a hero moves in one round at best, as
    the system declares it; ``None`` when it declares nothing (no time is checked). A
    ``groupValue`` is the reach when the quest's party is never a lone hero (``party.min``
    of 2 or more: MD2's solo rule gives a lone hero a fourth action)."""
    system = board.system
    if system is None:
        return None
    raw: Any = getattr(system, "extras", {}).get(REACH_KEY)
    if isinstance(raw, dict):
        group = raw.get("groupValue")
        raw = raw.get("value")
        party = getattr(board.quest, "party", None)
        lone = getattr(party, "min", 1)
        if (
            isinstance(group, int)
            and not isinstance(group, bool)
            and group >= 1
            and isinstance(lone, int)
            and lone >= 2
        ):
            # a hero never plays alone: the solo rule's extra actions do not apply
            raw = group if not isinstance(raw, int) or isinstance(raw, bool) else min(raw, group)
    if isinstance(raw, bool) or not isinstance(raw, int) or raw < 1:
        return None
    return min(raw, 10_000)


@dataclass
class Timing:
    """Earliest rounds of the hero actions and objectives of one model."""

    reach: int
    #: zone -> walking distance from the nearest start zone (every door open)
    distance: dict[str, int]
    #: action index -> earliest round it can be taken (1 when near)
    action_round: dict[int, int] = field(default_factory=dict)
    #: objective id -> earliest round it can be completed
    objective_round: dict[str, int] = field(default_factory=dict)
    #: action index / objective id -> (zone reached, distance) behind its round
    where: dict[Any, tuple[str, int]] = field(default_factory=dict)
    #: zone -> the zone before it on a shortest walk from the start
    parent: dict[str, str] = field(default_factory=dict)
    #: zone -> the zones a step away (every door open)
    beside: dict[str, list[str]] = field(default_factory=dict)
    #: fact (``picked:``, ``activated:``, ``fired:``, ``done:``) -> groups of zones (a hero
    #: stood in one zone of each group to make it so), and whether it is made so at a
    #: round's start
    fact_zones: dict[str, tuple[tuple[frozenset[str], ...], bool]] = field(default_factory=dict)
    #: objective id -> (its target zones, the facts whose hero must come to them afterwards:
    #: ``None`` every fact (every hero must), else the candidate facts and how many count)
    chained: dict[str, tuple[frozenset[str], tuple[frozenset[str], int] | None]] = field(
        default_factory=dict
    )
    #: objectives completed at a round's start (timed on the round that starts)
    at_round_start: set[str] = field(default_factory=set)
    #: the first removal :meth:`back_in_time` found a hero on the wrong side of: (objective,
    #: fact, zone, its distance from the start, its distance to the target's side, round,
    #: zones removed)
    cut_block: tuple[str, str, str, int, int, int, frozenset[str]] | None = None
    _from: dict[str, dict[str, int]] = field(default_factory=dict)
    _sides: dict[tuple[str, frozenset[str]], tuple[frozenset[str], dict[str, int]]] = field(
        default_factory=dict
    )
    #: the zones of a tuple of regions (:func:`_action_zones`' fallback) and the nearest of
    #: a set of them, each found once: a large board's door and crossing actions share a
    #: few regions of thousands of zones, and walking them per action took seconds
    _region_zones: dict[tuple[Any, ...], frozenset[str]] = field(default_factory=dict)
    _nearest: dict[frozenset[str], tuple[int, str, int] | None] = field(default_factory=dict)

    def route(self, zone: str) -> list[str]:
        """A shortest walk from the start to ``zone`` (every door open)."""
        out = [zone]
        while out[-1] in self.parent and len(out) <= len(self.parent):
            out.append(self.parent[out[-1]])
        out.reverse()
        return out

    @property
    def horizon(self) -> int:
        """The latest earliest round: counting rounds beyond it tells nothing more."""
        chains = [self.chain_round(o, self.fact_zones)[0] for o in self.chained]
        return max([1, *self.action_round.values(), *self.objective_round.values(), *chains])

    def rounds_for(self, zones: Iterable[str]) -> tuple[int, str, int] | None:
        """The earliest round a hero stands in one of ``zones``, that zone (the nearest; of
        equally near ones the first by name, so that explanations do not depend on set
        order) and its distance; ``None`` when none is reached."""
        kept = zones if isinstance(zones, frozenset) else None
        if kept is not None and kept in self._nearest:
            return self._nearest[kept]
        best: tuple[int, str] | None = None
        for zone in zones:
            d = self.distance.get(zone)
            if d is not None and (best is None or (d, zone) < best):
                best = (d, zone)
        found = (
            None if best is None else (max(1, math.ceil(best[0] / self.reach)), best[1], best[0])
        )
        if kept is not None:
            self._nearest[kept] = found
        return found

    def _placed(
        self, spec: Any, facts: Iterable[str]
    ) -> Iterator[tuple[str, tuple[tuple[frozenset[str], ...], bool]]]:
        """Each of ``facts`` the chained objective ``spec`` waits for, with where a hero
        makes it so (:attr:`fact_zones`: zone groups, and whether it holds at the start)."""
        wanted = spec[1]
        for fact in facts:
            if wanted is not None and fact not in wanted[0]:
                continue
            found = self.fact_zones.get(fact)
            if found is not None:
                yield fact, found

    def walk_from(self, obj_id: str) -> dict[str, int]:
        """Walking distance of every zone to ``obj_id``'s target zones (every door open)."""
        known = self._from.get(obj_id)
        if known is None:
            targets = self.chained[obj_id][0]
            known = breadth_first(sorted(targets), lambda z: self.beside.get(z, ()))
            self._from[obj_id] = known
        return known

    def back_in_time(
        self, obj_id: str, facts: Iterable[str], gone: frozenset[str], when: int
    ) -> bool:
        """Whether, once the zones ``gone`` are removed in round ``when``, the hero behind
        each of ``facts`` that ``obj_id`` waits for can still reach its target: by a way
        round the removal, or by having crossed to the target's side by the end of that
        round (from the start to where the deed was done, then on to that side)."""
        spec = self.chained.get(obj_id)
        if spec is None or not gone:
            return True
        key = (obj_id, gone)
        known = self._sides.get(key)
        if known is None:
            targets = [z for z in sorted(spec[0]) if z not in gone]
            near = breadth_first(
                targets, lambda z: [n for n in self.beside.get(z, ()) if n not in gone]
            )
            to_side = breadth_first(sorted(near), lambda z: self.beside.get(z, ()))
            known = self._sides[key] = (frozenset(near), to_side)
        side, to_side = known
        for fact, (groups, _at_start) in self._placed(spec, facts):
            for zones in groups:
                ok = False
                nearest: tuple[int, str, int, int] | None = None
                for zone in sorted(zones):
                    if zone in side:
                        ok = True
                        break
                    there, on = self.distance.get(zone), to_side.get(zone)
                    if there is not None and on is not None:
                        if math.ceil((there + on) / self.reach) <= when:
                            ok = True
                            break
                        if nearest is None or there + on < nearest[0]:
                            nearest = (there + on, zone, there, on)
                if not ok:
                    if self.cut_block is None and nearest is not None:
                        self.cut_block = (
                            obj_id,
                            fact,
                            nearest[1],
                            nearest[2],
                            nearest[3],
                            when,
                            gone,
                        )
                    return False
        return True

    def chain_round(self, obj_id: str, facts: Iterable[str]) -> tuple[int, str | None]:
        """The earliest round ``obj_id`` can be completed in a state with ``facts``: the hero
        who made each fact so (picked, activated, fired where a hero stands, a place held)
        walks from the start to where that was done and on to the objective's target
        (heroes act in parallel, so a different hero's walk does not add up). Returns the
        round and the fact that sets it (``None``: nothing adds to the objective's own)."""
        found = self.chain(obj_id, facts)
        return (found[0], found[1]) if found is not None else (0, None)

    def chain(self, obj_id: str, facts: Iterable[str]) -> tuple[int, str, str, int, int] | None:
        """What :meth:`chain_round` finds, with where: ``(round, fact, zone where the fact
        was made so, its distance from the start, its distance on to the target)``."""
        spec = self.chained.get(obj_id)
        if spec is None:
            return None
        onward = self.walk_from(obj_id)
        wanted = spec[1]
        each: list[tuple[int, str, str, int, int]] = []
        for fact, (groups, at_start) in self._placed(spec, facts):
            worst: tuple[int, str, int, int] | None = None
            for zones in groups:  # a hero in each group: the slowest one's round
                best: tuple[int, str, int, int] | None = None
                for zone in sorted(zones):
                    there, on = self.distance.get(zone), onward.get(zone)
                    if there is None or on is None:
                        continue
                    if at_start and there > 0 and on > 0:
                        # held at a round's start: arrived the round before, leaves this one
                        rounds = math.ceil(there / self.reach) + math.ceil(on / self.reach)
                    else:
                        rounds = math.ceil((there + on) / self.reach)
                    if best is None or rounds < best[0]:
                        best = (rounds, zone, there, on)
                if best is not None and (worst is None or best[0] > worst[0]):
                    worst = best
            if worst is not None:
                each.append((max(1, worst[0]), fact, worst[1], worst[2], worst[3]))
        if not each:
            return None
        each.sort()
        if wanted is not None:
            # ``count`` of the candidates are carried: the count-th quickest bounds it
            k = min(wanted[1], len(each))
            return each[k - 1] if k >= 1 else None
        return each[-1]

    def window_ok(self, obj_id: str, facts: Iterable[str], made: dict[str, int], when: int) -> bool:
        """Whether the hero behind each fact ``obj_id`` waits for can walk on from where it
        was made to the objective's target between the round it was made (``made``: the
        earliest round some in-time order made it) and round ``when``: the walk on takes
        at least its length over the reach in rounds, counting the fact's own round. (A
        countdown that starts when a relic is taken leaves its carrier only so many rounds
        to bring it out, however early the walk from the start could begin.)"""
        spec = self.chained.get(obj_id)
        if spec is None or not made:
            return True
        onward = self.walk_from(obj_id)
        wanted = spec[1]
        fitting = present = 0
        for fact, (groups, _at_start) in self._placed(spec, facts):
            present += 1
            made_in = made.get(fact)
            fits = True
            if made_in is not None:
                rounds = max(1, when - made_in + 1)
                for zones in groups:
                    walks = [onward[z] for z in zones if z in onward]
                    if walks and min(walks) > rounds * self.reach:
                        fits = False
                        break
            if fits:
                fitting += 1
            elif wanted is None:
                return False
        if wanted is not None:
            return fitting >= min(wanted[1], present)
        return True


def _distances(
    model: QuestModel,
) -> tuple[dict[str, int], dict[str, str], dict[str, list[str]]]:
    """Walking distance of every zone from the start, every gate open (links cost 1); each
    zone's parent on a shortest walk; the zones beside each."""
    moves = model.moves
    zones = moves.zones
    beside: list[list[int]] = [[] for _ in zones]
    for i, j, _gate, _enemy in moves.steps:
        if moves.passable[i] and moves.passable[j]:
            beside[i].append(j)
            beside[j].append(i)
    index = {z: i for i, z in enumerate(zones)}
    start = [index[z] for r in model.start for z in model.regions.members[r] if z in index]
    # the start region may hold more than the start zones: walk from the start tokens
    named = [index[z] for z in model.start_zones if z in index]
    start = named or start
    parents: dict[int, int] = {}
    dist = breadth_first(start, beside.__getitem__, parents=parents)
    parent = {zones[j]: zones[i] for j, i in parents.items()}
    near = {zones[i]: [zones[j] for j in beside[i]] for i in range(len(zones)) if beside[i]}
    return {zones[i]: dist[i] for i in sorted(dist)}, parent, near


def _door_sides(model: QuestModel, door_id: str) -> tuple[frozenset[str], ...]:
    """The zones on each side of a door: a hero crossing it stands on both."""
    board = model.board
    door = board.doors.get(door_id)
    if door is None:
        return ()
    if door.cell is not None:
        zone = board.zone_of(door.cell)
        return (frozenset([zone]),) if zone is not None else ()
    sides: tuple[set[str], set[str]] = (set(), set())
    for key in door.edges:
        for side, cell in zip(sides, edge_cells(key), strict=True):
            zone = board.zone_of(cell)
            if zone is not None:
                side.add(zone)
    return tuple(frozenset(side) for side in sides if side)


def _spot_zones(model: QuestModel, cell: Any) -> set[str]:
    """The zones a hero may use an action space at ``cell`` from: its own, or the spaces
    around it (an impassable action space, as a Machina chapter space)."""
    board = model.board
    try:
        x, y = int(cell[0]), int(cell[1])
    except (TypeError, ValueError, IndexError):
        return set()
    own = board.zone_of((x, y))
    if own is not None:
        # an action space is used from the neighbours not walled off from it: a hero on
        # the far side of a tile's wall (a chapter space beside it) cannot use it
        used = model.refs.use_zones(own)
        if used and used != {own}:
            return set(used)
    out: set[str] = set()
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            zone = board.zone_of((x + dx, y + dy))
            if zone is not None:
                out.add(zone)
    return out


def _action_zones(
    model: QuestModel, action: Action, timing: Timing | None = None
) -> frozenset[str] | set[str]:
    """The zones a hero stands in to take ``action`` (``timing`` keeps the regions'
    zones, shared by the actions beside the same regions)."""
    refs, board = model.refs, model.board
    kind, subject = action.kind, action.subject
    if kind == "cross":
        sides = _door_sides(model, subject)
        if sides:
            return set().union(*sides)
    if kind == "activate" and subject not in board.tokens:
        for quest_obj in board.quest.objectives:
            cell = quest_obj.properties.get("cell") if quest_obj.kind == "activate" else None
            if cell is not None and subject in quest_obj.targets:
                found = _spot_zones(model, cell)
                if found:
                    return found
    if kind == "pickup" and subject in board.tokens:
        return set(refs.token_zones(board.tokens[subject]))
    if kind in ("activate", "destroy") and subject in board.tokens:
        return set(refs.token_zones(board.tokens[subject]))
    if kind == "enter":
        return {subject}
    if kind == "complete":
        obj = model.objective(subject)
        if obj is not None:
            zones: set[str] = set()
            for target in obj.targets:
                zones |= set(refs.zones(target))
            return zones
    # doors, crossings, barriers: anywhere in the regions beside them (a lower bound)
    key = tuple(action.regions)
    known = timing._region_zones.get(key) if timing is not None else None
    if known is None:
        known = frozenset(z for r in key for z in model.regions.members[r])
        if timing is not None:
            timing._region_zones[key] = known
    return known


def timing_of(model: QuestModel, reach: int) -> Timing:
    """Earliest rounds of the model's hero actions and its objectives."""
    distance, parent, near = _distances(model)
    timing = Timing(reach, distance, parent=parent, beside=near)
    for action in model.actions:
        if not action.by_hero or action.kind == "kill":
            continue  # enemies come to the heroes
        found = timing.rounds_for(_action_zones(model, action, timing))
        if found is not None:
            timing.action_round[action.index] = found[0]
            timing.where[action.index] = (found[1], found[2])
    refs = model.refs
    for obj in model.objectives:
        if obj.kind in ("kill", "lure"):
            continue
        zones: set[str] = set()
        for target in obj.targets:
            token = model.board.tokens.get(target)
            zones |= set(refs.token_zones(token)) if token is not None else set(refs.zones(target))
        if obj.kind in ("pickup", "collect") and obj.needed > 1:
            # several heroes pick up in parallel: the needed-th nearest target
            each = sorted(
                found
                for t in obj.targets
                for found in [
                    timing.rounds_for(
                        refs.token_zones(model.board.tokens[t])
                        if t in model.board.tokens
                        else refs.zones(t)
                    )
                ]
                if found is not None
            )
            if len(each) >= obj.needed:
                r, zone, d = each[obj.needed - 1]
                timing.objective_round[obj.id] = r
                timing.where[obj.id] = (zone, d)
            continue
        found = timing.rounds_for(zones)
        if found is not None:
            rounds = found[0]
            if obj.positional and obj.timing == "round-start":
                timing.at_round_start.add(obj.id)
                if found[2] > 0:
                    rounds += 1  # there when a round starts: arrived in the round before
            timing.objective_round[obj.id] = rounds
            timing.where[obj.id] = (found[1], found[2])
    _chains(model, timing)
    return timing


#: action kinds whose fact says a hero stood where the action is done
_ACTION_FACTS = {"pickup": "picked", "activate": "activated", "destroy": "destroyed"}
#: trigger events a hero's step or deed fires, by the action kind that fires them
_HERO_EVENTS = {"enter-zone": "enter", "cross-edge": "cross", "pickup": "pickup"}


def _ref_zones(model: QuestModel, ref: str) -> frozenset[str]:
    token = model.board.tokens.get(ref)
    if token is not None:
        return frozenset(model.refs.token_zones(token))
    return frozenset(model.refs.zones(ref))


def _chains(model: QuestModel, timing: Timing) -> None:
    """What :meth:`Timing.chain_round` needs: which objectives the hero who made a fact so
    must come to afterwards (every hero must: escape or hold for ``heroes: all``; the
    carriers of what it asks to carry), and where each fact was made so. Silent actions
    (taken at once by settling, so in every state) count only when an objective names
    their subject: others are optional."""
    board = model.board
    wanted = {t for o in model.objectives for t in o.targets}
    cells = {o.id: o.zone for o in board.quest.objectives}
    for obj in model.objectives:
        if obj.kind not in ("escape", "hold"):
            continue
        cell = cells.get(obj.id)
        if cell is not None:
            zone = board.zone_of(cell)
            targets = frozenset([zone]) if zone is not None else frozenset()
        else:
            targets = frozenset(z for t in obj.targets for z in _ref_zones(model, t))
        if not targets:
            continue
        if obj.props.get("heroes") == "all":
            timing.chained[obj.id] = (targets, None)
            continue
        carrying = [str(k) for k in obj.props.get("carrying") or []]
        if not carrying:
            continue
        kinds = set(carrying)
        typed = {
            t
            for other in model.objectives
            if other.kind in ("pickup", "collect") and str(other.props.get("tokenType")) in kinds
            for t in other.targets
        }
        subjects = {
            t.id for t in board.tokens.values() if t.id in kinds or t.type in kinds or t.id in typed
        }
        if subjects:
            wanted |= subjects
            facts = frozenset(f"picked:{t}" for t in subjects)
            timing.chained[obj.id] = (targets, (facts, len(carrying)))
    if not timing.chained:
        return
    zones_of: dict[tuple[str, str], tuple[frozenset[str], ...]] = {}
    for action in model.actions:
        if not action.by_hero or action.kind == "kill":
            continue
        zones = frozenset(_action_zones(model, action, timing))
        if not zones:
            continue
        groups = _door_sides(model, action.subject) if action.kind == "cross" else ()
        zones_of[(action.kind, action.subject)] = groups or (zones,)
        fact = _ACTION_FACTS.get(action.kind)
        if fact is not None and (not action.silent or action.subject in wanted):
            timing.fact_zones[f"{fact}:{action.subject}"] = ((zones,), False)
    for trigger in model.triggers:
        kind = _HERO_EVENTS.get(trigger.event)
        if kind is None or trigger.target is None:
            continue
        found = zones_of.get((kind, trigger.target))
        if found is None and kind == "enter":
            found = (frozenset(model.refs.zones(trigger.target)),)
        if found and all(found):
            timing.fact_zones[f"fired:{trigger.id}"] = (found, False)
    for obj in model.objectives:
        if not obj.positional or obj.kind in ("kill", "lure"):
            continue
        at_start = obj.timing == "round-start"
        if obj.kind == "activate" and obj.needed >= len(obj.targets) > 1:
            # every target held at once: a hero at each
            groups = tuple(_ref_zones(model, t) for t in obj.targets)
        else:
            groups = (frozenset(z for t in obj.targets for z in _ref_zones(model, t)),)
        if all(groups):
            timing.fact_zones[f"done:{obj.id}"] = (groups, at_start)


def _made_after(
    ex: Exploration, edge: Edge, timing: Timing, made: dict[str, int], tracked: frozenset[str]
) -> dict[str, int]:
    """The rounds the tracked facts of ``edge``'s target were made in: its source's, and
    the round of this step for those it makes (a round's start for a place held then)."""
    if not tracked:
        return made
    source, target = ex.states[edge.source], ex.states[edge.target]
    if target.facts is source.facts:
        return made
    new = [f for f in target.facts - source.facts if f in tracked]
    gone = [f for f in made if f not in target.facts]
    if not new and not gone:
        return made
    out = {f: r for f, r in made.items() if f in target.facts}
    for fact in new:
        at_start = fact.startswith("done:") and fact[5:] in timing.at_round_start
        out[fact] = target.round if at_start else source.round
    return out


def _in_time(ex: Exploration, edge: Edge, timing: Timing, made: dict[str, int]) -> bool:
    """Whether ``edge`` can happen when its source state's round says (``made``: the rounds
    its target's facts were made in, see :meth:`Timing.window_ok`)."""
    source = ex.states[edge.source]
    now = source.round
    need = timing.action_round.get(edge.action.index) if edge.action.by_hero else None
    if need is not None and now < need:
        return False
    target = ex.states[edge.target]
    if target.facts is not source.facts:
        for fact in target.facts - source.facts:
            if fact.startswith("done:"):
                obj = fact[5:]
                when = target.round if obj in timing.at_round_start else now
                need = timing.objective_round.get(obj)
                if need is not None and when < need:
                    return False
                if obj in timing.chained and (
                    when < timing.chain_round(obj, target.facts)[0]
                    or not timing.window_ok(obj, target.facts, made, when)
                ):
                    return False
    if target.removed != source.removed and timing.chained:
        # a removal in this step: every hero an objective still needs must be on the
        # target's side of it by now (they made their deeds beyond it in time to come back)
        gone = frozenset(z for r in target.removed for z in ex.model.regions.members[r])
        when = target.round
        if edge.action.kind == "round" and target.round > now:
            # the round's end or the next one's start: the end when only round-end
            # triggers newly fired here
            events = {
                spec.event
                for fact in target.facts - source.facts
                if fact.startswith("fired:")
                for spec in [ex.model.trigger(fact[6:])]
                if spec is not None
            }
            if events and events <= {"round-end"}:
                when = now
        for obj in timing.chained:
            if f"done:{obj}" not in target.facts and not timing.back_in_time(
                obj, target.facts, gone, when
            ):
                return False
    return True


@dataclass
class TimedResult:
    """The answer of :func:`timed_win`."""

    #: True: some order wins in time; False: none does (the exploration was exhaustive)
    winnable: bool
    #: objective id -> the earliest round some in-time order completes it
    earliest: dict[str, int]
    #: objectives no in-time order completes (those an untimed order does)
    late: list[str]


def timed_win(ex: Exploration, timing: Timing) -> TimedResult:
    """Whether some order of the exploration wins with every hero action and objective no
    earlier than its earliest round (see the module docstring)."""
    # the earliest round each fact a chained objective waits for was made, per state (the
    # least over the in-time orders reaching it: a state reached again with an earlier
    # round is walked on again)
    tracked = frozenset(timing.fact_zones) if timing.chained else frozenset()
    made: dict[int, dict[str, int]] = {i: {} for i in ex.starts}
    queue = deque(ex.starts)
    queued = set(ex.starts)
    earliest: dict[str, int] = {}
    won = False
    while queue:
        i = queue.popleft()
        queued.discard(i)
        state = ex.states[i]
        if state.outcome == "win":
            won = True
        for fact in state.facts:
            if fact.startswith("done:"):
                obj = fact[5:]
                if obj not in earliest or state.round < earliest[obj]:
                    earliest[obj] = state.round
        for e in ex.out[i]:
            edge = ex.edges[e]
            after = _made_after(ex, edge, timing, made[i], tracked)
            if not _in_time(ex, edge, timing, after):
                continue
            known = made.get(edge.target)
            if known is not None:
                lower = {f: min(r, known.get(f, r)) for f, r in after.items()}
                if lower == known:
                    continue
                after = lower
            made[edge.target] = after
            if edge.target not in queued:
                queued.add(edge.target)
                queue.append(edge.target)
    untimed = {f[5:] for f in ex.facts_anywhere() if f.startswith("done:")}
    late = [o.id for o in ex.model.objectives if o.id in untimed and o.id not in earliest]
    return TimedResult(won, earliest, late)


def round_limit_of(model: QuestModel) -> int | None:
    """The quest's round limit (a ``round-limit`` loss): lost when that round ends."""
    limits = [
        loss.rounds
        for loss in model.board.quest.loss
        if loss.kind == "round-limit" and isinstance(loss.rounds, int) and loss.rounds > 0
    ]
    return min(limits) if limits else None


def _timed_silent(model: QuestModel, timing: Timing) -> set[int]:
    """Silent actions (settling takes them at once, see :mod:`.stepper`) that take the
    heroes more than a round and that an objective waits for: the timed walk must see when
    they are taken."""
    wanted = {t for o in model.objectives for t in o.targets}
    # the deeds a chained objective's hero must walk on from: when that walk takes more
    # than a round, settling them at once would complete the objective in round 1 with no
    # state in which the heroes are still on their way, and the timed walk would find no
    # order in time (a false QL_TOO_LATE on a quest with no clock)
    walked_on: set[str] = set()
    for obj_id, (_targets, candidates) in timing.chained.items():
        facts = candidates[0] if candidates is not None else frozenset(timing.fact_zones)
        subjects = {f.split(":", 1)[1] for f in facts}
        if candidates is not None:
            wanted |= subjects
        if timing.chain_round(obj_id, facts)[0] > 1:
            walked_on |= subjects
    loud_subjects = wanted | walked_on
    return {
        a.index
        for a in model.actions
        if a.silent
        and a.subject in loud_subjects
        and (timing.action_round.get(a.index, 1) > 1 or a.subject in walked_on)
    }


def timed_model(model: QuestModel, timing: Timing) -> QuestModel | None:
    """A copy of ``model`` whose states carry the real round up to what the time check
    needs: to the quest's round limit, or to the timing's horizon; ``None`` when time
    cannot matter (no round limit and nothing counts rounds). Rounds that repeat in a cycle
    (``roundEvery``) are counted to the first whole cycle past the horizon, then cycle."""
    limit = round_limit_of(model)
    loud = _timed_silent(model, timing)
    if model.round_limit is not None and not loud:
        return model  # the model counts to its limit already
    if limit is None and not model.rounds:
        return None
    copy = replace(
        model, actions=[replace(a, silent=False) if a.index in loud else a for a in model.actions]
    )
    if model.round_limit is not None:
        return copy
    if not copy.rounds:
        copy.rounds = True
        copy.actions.append(Action(len(copy.actions), "round", "", frozenset(), False))
    if limit is not None and model.round_period == 1:
        copy.round_limit = limit
        copy.round_cap = limit
    elif limit is not None:
        return None
    else:
        copy.round_horizon = timing.horizon
    return copy
