"""Quest logic over time: checks on the model of which quest states can follow which.

The model (:mod:`questwright.core.questlogic`) tries every order of the heroes' actions,
ignoring dice and enemies, with the quest's triggers, effects, counters and loss conditions
as the engine plays them, within a bound. These rules report what it finds: an objective
whose target, route or exit an earlier effect removes or cuts off (in every order, or in
some), an objective no order completes, a kill target only a trigger creates when that
trigger never fires, a dormant enemy nothing wakes, triggers whose outcome depends on the
order they fire in, and the summary: can the quest be won at all. Each report names the
chain of actions that shows it. A walk cut short by its bound says so
(``QL_UNDECIDED``) instead of running on.

Where the static key/door fixpoint (:mod:`questwright.validators.progress`) already finds an
objective unreachable, its codes (``REACH_OBJECTIVE``, ``SOFTLOCK_*``) report it and these
rules stay quiet about that objective.
"""

from __future__ import annotations

import hashlib
import pickle
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator

from questwright.core.movement import BARRIER, DOOR, FREE, movement
from questwright.core.questlogic import QuestLogic
from questwright.core.questlogic.explain import Finding, findings
from questwright.core.questlogic.regions import Gate, Moves
from questwright.core.questlogic.search import Bound, Exploration, explore
from questwright.core.questlogic.timing import (
    Timing,
    reach_per_round,
    round_limit_of,
    timed_model,
    timed_win,
    timing_of,
)
from questwright.core.text import Text, say
from questwright.validators.content import content_bytes, section_contents
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import DOOR_STATES, QUEST_BY_ZONE, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: the bound of the validators' walk: enough for the rulebook quests many times over, and
#: small enough to keep a revalidation in the editor quick
BOUND = Bound(states=2000, steps=12_000, branches=32)

_HINTS = {
    "target-removed": say(
        "Let the trigger wait for the objective (an `if` with `done`), or move what it removes."
    ),
    "target-trap": say(
        "Give the trigger a condition (`if` with `done` or `picked`) so that it "
        "cannot fire too early, or say in the quest's text which order is safe."
    ),
    "objective-never": say(
        "Check the events and conditions of the triggers the objective waits for."
    ),
    "spawn-never": say("Check the event and the conditions of the spawning trigger."),
    "dormant-forever": say("Add a `wake` effect to a trigger that can fire, or drop `dormant`."),
    "order-dependent": say(
        "Add a condition (`fired`, `done`) so that only the intended order "
        "counts, or make the effects agree."
    ),
    "unwinnable": say(
        "The other quest-logic issues name the objective and the chain that block it."
    ),
    "undecided": say(
        "Fewer independent triggers (or conditions that tie them together) let the search finish."
    ),
}
_CODES = {
    "target-removed": "QL_TARGET_REMOVED",
    "target-trap": "QL_TARGET_TRAP",
    "objective-never": "QL_OBJECTIVE_NEVER",
    "spawn-never": "QL_SPAWN_NEVER",
    "dormant-forever": "QL_DORMANT_FOREVER",
    "order-dependent": "QL_ORDER_DEPENDENT",
    "unwinnable": "QL_UNWINNABLE",
    "undecided": "QL_UNDECIDED",
}


def moves_from_nav(ctx: CheckContext) -> Moves:
    """The quest-logic model's :class:`Moves` from the validators' :class:`Nav`, which the
    other rules have built already from the same movement model (so 10,000-zone boards pay
    for the corner rule once). Equal to :func:`moves_of` (a test keeps them so): door ids
    come back for doors open at setup that a ``close-door`` effect may shut, barrier ids
    and link groups from the movement model."""
    board, nav = ctx.board, ctx.nav
    model = movement(board)
    closable = {
        str(e.target) for t in ctx.quest.triggers for e in t.effects if e.kind == "close-door"
    }
    # a destroyed door is never closed again (DOOR_DESTROYED_CLOSED): no effect shuts it
    closable -= {d.id for d in board.doors.values() if d.state == "destroyed"}
    shut = [board.doors[d] for d in sorted(closable) if d in board.doors and board.doors[d].is_open]
    reopen = {frozenset(ctx.world.door_zones(door)) for door in shut if door.cell is None}
    # a door space (Machina) gates every step into its own space
    reopen_spaces = frozenset(
        z for door in shut if door.cell is not None for z in [board.zone_of(door.cell)] if z
    )
    link_gates: dict[str, frozenset[str]] = {}
    zones = nav.zones
    enemies_use_links = model.rules.enemies_use_links
    # A row of the graph reads its own steps, the links (tokens), the barriers and the
    # doors a trigger may shut: the last revision's steps of a row hold when only unit
    # edges changed since (ctx.carried), the doors a trigger may shut are as they were,
    # and the row is the very list patch_nav kept (a pair beside a changed edge gets a
    # new row on both its sides).
    context = (
        frozenset(closable),
        frozenset(reopen),
        reopen_spaces,
        enemies_use_links,
        len(nav.adj),
    )
    carried = ctx.carried(_MOVES_ROWS)
    before: list[tuple[object, list[tuple[int, int, Gate, bool]]]] = []
    if carried is not None and carried[0][0] == context:
        before = carried[0][1]
    rows: list[tuple[object, list[tuple[int, int, Gate, bool]]]] = []
    steps: list[tuple[int, int, Gate, bool]] = []
    for i, row in enumerate(nav.adj):
        if before and before[i][0] is row:
            rows.append(before[i])
            steps += before[i][1]
            continue
        start = len(steps)
        rows.append((row, []))  # its steps, once read
        for j, gate, kind in row:
            if j <= i:
                continue
            a, b = zones[i], zones[j]
            if kind == "door" and gate:
                steps.append((i, j, frozenset(f"door:{d}" for d in gate), True))
            elif kind == "link":
                group = model.link_name(a, b) or f"{min(a, b)}|{max(a, b)}"
                link = link_gates.get(group)
                if link is None:
                    link = link_gates[group] = frozenset({f"link:{group}"})
                steps.append((i, j, link, enemies_use_links))
            elif kind == "barrier" or (
                kind == "free"
                and (frozenset((a, b)) in reopen or a in reopen_spaces or b in reopen_spaces)
            ):
                # the movement model names the barrier, or the open door a trigger may shut
                pair = model.pair(a, b)
                gates = model.pair_gates(pair, "hero") if pair is not None else []
                if any(g == FREE for g, _ in gates):
                    steps.append((i, j, None, True))
                    continue
                named = {f"{g}:{ident}" for g, ident in gates if g in (DOOR, BARRIER) and ident}
                if named:
                    steps.append((i, j, frozenset(named), True))
            else:
                steps.append((i, j, None, True))
        rows[-1] = (row, steps[start:])
    ctx.keep(_MOVES_ROWS, (context, rows))
    return Moves(list(zones), list(nav.passable), steps)


#: what :func:`moves_from_nav` keeps for the next revision: its context and, per row of
#: the graph, the row and the steps read off it
_MOVES_ROWS = "questlogic.moves-rows"


def quest_logic(ctx: CheckContext) -> QuestLogic:
    """The quest's model and its bounded exploration, built once per revision."""
    return ctx.memo(  # type: ignore[no-any-return]
        "questlogic",
        lambda: QuestLogic.build(
            ctx.board, moves=_moves(ctx), use_zones=_recorded_use_zones(ctx), bound=BOUND
        ),
    )


def _moves(ctx: CheckContext) -> Moves:
    return ctx.memo("questlogic.moves", lambda: moves_from_nav(ctx))  # type: ignore[no-any-return]


def _recorded_use_zones(ctx: CheckContext) -> Callable[[str], frozenset[str]]:
    """``world.use_zones``, remembering what the model asked (a later revision reuses the
    model's findings only if the same questions get the same answers)."""
    asked: dict[str, frozenset[str]] = ctx.memo("questlogic.asked", dict)

    def use_zones(zone: str) -> frozenset[str]:
        found = asked.get(zone)
        if found is None:
            found = asked[zone] = ctx.world.use_zones(zone)
        return found

    return use_zones


# ------------------------------------------------------------------ reuse across revisions
#: the quest-time issues of recent revisions (issue #29, item 6: re-validating after an
#: edit that leaves the model's inputs as they were costs nothing here), by
#: :func:`_logic_key`, with the ``use_zones`` answers the model asked for
_REUSE: OrderedDict[bytes, tuple[dict[str, frozenset[str]], list[Issue]]] = OrderedDict()
_REUSE_SIZE = 8
_REUSE_LOCK = threading.Lock()
#: quest sections the model, the timing and the issues' paths read (tokens and edges are
#: keyed apart: a token moved inside its zone, a plain wall, change nothing)
_LOGIC_SECTIONS = (
    "system",
    "tilesets",
    "tiles",
    "door_spaces",
    "terrain",
    "chosen",
    "extras",
    "areas",
    "objectives",
    "triggers",
    "counters",
    "items",
    "loss",
    "setup",
    "party",
    "parameters",
)


def _logic_key(ctx: CheckContext, static: set[str]) -> bytes:
    """Everything the quest-time rule reads, as a digest: the movement model, the zones,
    the tokens by the zones they occupy, the edges other than plain walls, the doors as
    compiled, the quest-logic sections and the objectives the static check explains.

    All but the movement model and the objectives explained are the same after plain
    walls laid or taken away with every zone's users as they were
    (:attr:`CheckContext.users_held`): their bytes are carried from the last revision
    (two pickles one after the other read back as the two)."""
    board, quest, world = ctx.board, ctx.quest, ctx.world
    moves = _moves(ctx)
    try:
        before = ctx.carried(_KEY_REST) if ctx.users_held else None
        if before is not None and before[0][0] is board.system:
            rest: bytes = before[0][1]
        else:
            # face down or not: the model reads it (a face-down exit is out of play until
            # revealed; a face-up one stops chapter spaces)
            tokens = [
                (
                    t.id,
                    t.type,
                    t.properties,
                    t.face_down,
                    sorted(world.token_zones(board.tokens[t.id])),
                )
                for t in quest.tokens
                if t.id in board.tokens
            ]
            edges = [(i, e) for i, e in enumerate(quest.edges) if e.kind != "wall" or e.id]
            # by content: a revision that comes back (an edit undone) shares its strings
            # and tuples differently, and must still find its issues
            rest = content_bytes(
                [
                    id(board.system),
                    # as the Revalidator pickled them if it did (not pickled twice)
                    section_contents(quest, _LOGIC_SECTIONS, ctx.section_bytes),
                    [(z.id, z.kind, z.tile, z.name, z.tags) for z in board.zones.values()],
                    tokens,
                    edges,
                    [(d.id, d.state, d.lock) for d in board.doors.values()],
                ]
            )
        ctx.keep(_KEY_REST, (board.system, rest))
        raw = rest + content_bytes([(moves.zones, moves.passable, moves.steps), sorted(static)])
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
        return b""
    return hashlib.blake2b(raw, digest_size=20).digest()


#: what :func:`_logic_key` keeps for the next revision: the board's system and the bytes
#: of the parts that plain walls leave alone
_KEY_REST = "questlogic.key-rest"


def _reused(ctx: CheckContext, key: bytes) -> list[Issue] | None:
    if not key:
        return None
    with _REUSE_LOCK:
        entry = _REUSE.get(key)
        if entry is not None:
            _REUSE.move_to_end(key)
    if entry is None:
        return None
    asked, issues = entry
    world = ctx.world
    if any(world.use_zones(zone) != answer for zone, answer in asked.items()):
        return None
    return list(issues)


def _remember(ctx: CheckContext, key: bytes, issues: list[Issue]) -> None:
    if not key:
        return
    asked = dict(ctx.memo("questlogic.asked", dict))
    with _REUSE_LOCK:
        _REUSE[key] = (asked, list(issues))
        _REUSE.move_to_end(key)
        while len(_REUSE) > _REUSE_SIZE:
            _REUSE.popitem(last=False)


def _findings(ctx: CheckContext) -> list[Finding]:
    return ctx.memo("questlogic.findings", lambda: findings(quest_logic(ctx).exploration))  # type: ignore[no-any-return]


def _start_removed(ctx: CheckContext) -> Iterator[Issue]:
    """The start regions gone at setup, or after the first round with no hero action."""
    logic = quest_logic(ctx)
    ex, model = logic.exploration, logic.model
    start = model.start
    if not start or not ex.starts:
        return
    first = ex.states[ex.starts[0]]
    when: Text | None = None
    cause = ""
    if start & first.removed:
        step = ex.start_steps[0] if ex.start_steps else None
        when = say("at setup")
        cause = step.losses[0][0] if step and step.losses else ""
    else:
        for e in ex.out[ex.starts[0]]:
            edge = ex.edges[e]
            if edge.action.kind == "round" and start & ex.states[edge.target].removed:
                when = say("when the first round ends")
                cause = edge.step.losses[0][0] if edge.step.losses else ""
                break
    if when is None:
        return
    tokens = [t for t in ctx.world.tokens(ctx.world.start_types)]
    refs = [t.id for t in tokens] + ([cause] if cause else [])
    yield ctx.issue(
        "QL_START_REMOVED",
        say(
            "the heroes' start is removed {when} by trigger {cause!r}, before they can take "
            "an action",
            when=when,
            cause=cause,
        )
        if cause
        else say("the heroes' start is removed {when}, before they can take an action", when=when),
        ctx.trigger_path(cause) if cause else ctx.token_path(tokens[0].id) if tokens else (),
        refs,
        hint=say("Start the heroes on a tile that falls later, or let the removal wait."),
    )


def _too_late(ctx: CheckContext) -> Iterator[Issue]:
    """``QL_TOO_LATE``: what no order does in time (see :mod:`questwright.core.questlogic.timing`)."""
    reach = reach_per_round(ctx.board)
    if reach is None:
        return
    logic = quest_logic(ctx)
    if logic.exploration.winnable() is not True:
        return
    timing = timing_of(logic.model, reach)
    if timing.horizon <= 1:
        return  # everything is within a round's reach: the untimed win is in time
    timed = timed_model(logic.model, timing)
    if timed is None:
        return
    ex = logic.exploration if timed is logic.model else explore(timed, BOUND)
    if not ex.exhaustive:
        return
    result = timed_win(ex, timing)
    if result.winnable:
        return
    late = result.late or [o.id for o in logic.model.objectives]
    obj_id = next((o for o in late if o in timing.objective_round), late[0])
    zone, distance = timing.where.get(obj_id, ("", 0))
    rounds = timing.objective_round.get(obj_id)
    limit = round_limit_of(logic.model)
    deadline = (
        say("the quest is lost when round {limit} ends", limit=limit)
        if limit is not None
        else say("no order of play completes it before the quest's clock runs out")
    )
    unit = say("cells") if _cell_zoned(ctx) else say("zones")
    chain = _best_chain(ex, timing, obj_id)
    if timing.cut_block is None and chain is not None:
        # a removal the walk's deed lies beyond (found on the way, not at the removal)
        removals = sorted((st.round, sorted(st.removed)) for st in ex.states if st.removed)
        if removals:
            when, regions = removals[0]
            members = ex.model.regions.members
            gone = frozenset(z for r in regions for z in members[r])
            timing.back_in_time(obj_id, [chain[1]], gone, when)
    cut = timing.cut_block
    if cut is not None and (limit is None or chain is None or chain[0] <= limit):
        cut_obj, fact, there, far, onward, when, gone = cut
        removed = sorted(gone)
        if len(removed) > 4:
            removed = [*removed[:4], "…"]
        yield ctx.issue(
            "QL_TOO_LATE",
            say(
                "objective {objective!r} cannot be done in time: {removed} is gone by round "
                "{when}, and the hero who made {fact} so at {zone} ({distance} {unit} from the "
                "start) cannot be back on the objective's side by then ({onward} {unit} more, "
                "{reach} {unit} a round at best)",
                objective=cut_obj,
                removed=", ".join(removed),
                when=when,
                fact=fact,
                zone=there,
                distance=far,
                unit=unit,
                onward=onward,
                reach=reach,
            ),
            ctx.objective_path(cut_obj),
            [cut_obj, there],
            hint=say("Let the removal come later, or move what the hero fetches nearer."),
        )
        return
    if chain is not None and chain[0] > (rounds or 0):
        need, fact, there, far, onward = chain
        route = _shortened(timing.route(there))
        yield ctx.issue(
            "QL_TOO_LATE",
            say(
                "objective {objective!r} cannot be done in time: {fact} is made so at {zone}, "
                "{distance} {unit} from the start (route {route}), and the hero who does it "
                "must go on {onward} {unit} to the objective, so round {rounds} at the "
                "earliest ({reach} {unit} a round at best); {deadline}",
                objective=obj_id,
                fact=fact,
                zone=there,
                distance=far,
                unit=unit,
                route=" → ".join(route) if route else "—",
                onward=onward,
                rounds=need,
                reach=reach,
                deadline=deadline,
            ),
            ctx.objective_path(obj_id),
            [obj_id, there],
            hint=say("Give the heroes more rounds, or move the target nearer the start."),
        )
        return
    route = _shortened(timing.route(zone)) if zone else []
    yield ctx.issue(
        "QL_TOO_LATE",
        say(
            "objective {objective!r} cannot be done in time: {zone} is {distance} {unit} from "
            "the start (route {route}), so the heroes are there in round {rounds} at the "
            "earliest ({reach} {unit} a round at best); {deadline}",
            objective=obj_id,
            zone=zone or "its target",
            distance=distance,
            unit=unit,
            route=" → ".join(route) if route else "—",
            rounds=rounds if rounds is not None else "?",
            reach=reach,
            deadline=deadline,
        ),
        ctx.objective_path(obj_id),
        [obj_id, *([zone] if zone else [])],
        hint=say("Give the heroes more rounds, or move the target nearer the start."),
    )


def _best_chain(
    ex: Exploration, timing: Timing, obj_id: str
) -> tuple[int, str, str, int, int] | None:
    """The quickest walk (start, where a fact was made so, the objective) of the states
    where ``obj_id`` is next: what keeps its every hero or carrier from it longest in the
    best of them (``None``: no such walk holds it up)."""
    if obj_id not in timing.chained:
        return None
    spec = ex.model.objective(obj_id)
    after = tuple(f"done:{a}" for a in spec.after) if spec is not None else ()
    best: tuple[int, str, str, int, int] | None = None
    done = f"done:{obj_id}"
    for state in ex.states:
        facts = state.facts
        if done in facts or state.outcome or any(a not in facts for a in after):
            continue
        found = timing.chain(obj_id, facts)
        if found is None:
            return None  # some state waits for nothing: the chain does not explain it
        if best is None or found[0] < best[0]:
            best = found
    return best


def _cell_zoned(ctx: CheckContext) -> bool:
    system = ctx.board.system
    geometry = getattr(system, "geometry", None)
    return getattr(geometry, "zoning", "") == "cell"


def _static_failures(ctx: CheckContext) -> set[str]:
    """Objectives the static fixpoint already reports (its rules explain them)."""
    if not ctx.world.start_zones:
        return {o.id for o in ctx.quest.objectives}
    done = ctx.progress.objectives
    return {o.id for o in ctx.quest.objectives if o.id not in done}


@rule(
    (
        "QL_TARGET_REMOVED",
        E,
        "Objective's target removed or cut off before it is needed",
        """
        What: in every order of play, an effect of an earlier objective or trigger removes,
        destroys or cuts off what an objective needs — its target token or zone, the way
        there, the exit, or the way for the items it must carry — so the objective can
        never be done. The report names the chain: the shortest order of actions from the
        start, the triggers each fires, and the trigger and effect that do the damage.
        Why: the quest cannot be won as written; the static reachability check, which sees
        the board as it is at setup, cannot notice it.
        Game rule: Massive Darkness digest §7.4 P-COLLAPSE and P-DESTRUCTIBLE (tiles,
        zones and bridges removed by quest rules), §8.2 R5/R9 (objective zones and the
        exit reachable, before a collapse takes the way); DESIGN §6 (quest logic checked
        over time).
        """,
    ),
    (
        "QL_TARGET_TRAP",
        W,
        "An order of play removes what a later objective needs",
        """
        What: some order of the heroes' actions — not every one — sets off an effect that
        removes, destroys or cuts off what a later objective needs (its target, the way
        there, the exit, or the way for what it must be carried there); other orders still
        win. The report names the chain and the action that springs the trap.
        Why: players who happen to take that order are stuck with no way to win and no
        warning. Say it in the quest's text, or let the trigger wait for the objective.
        Game rule: Massive Darkness digest §8.2 R7 (no deadlock between ordered
        objectives) and R9 (the exit reachable after the last pick-up, before a collapse);
        §7.4 P-COLLAPSE, P-DESTRUCTIBLE.
        """,
    ),
    (
        "QL_OBJECTIVE_NEVER",
        E,
        "Objective that no order of play completes",
        """
        What: ignoring enemies and dice and trying every order of the heroes' actions, an
        objective is never completed although the static reachability check finds its
        target: the trigger it waits for never fires, a counter never gets there, the items
        it must be carried with never come together, or its target cannot be harmed. A boss
        or final objective is the usual case.
        Why: the quest cannot be won.
        Game rule: Massive Darkness digest §8.5 T3 (every objective can be met) and §8.6 A3;
        Descent digest §6.3 R2 (victory-critical targets reachable); DESIGN §6.
        """,
    ),
    (
        "QL_SPAWN_NEVER",
        E,
        "Kill target that only a trigger creates, and it never fires",
        """
        What: a kill (or escort) objective's target is not on the board at setup; only a
        trigger's spawn effect creates it, and in no order of play does that trigger fire
        (its event never happens, or its conditions never hold). The report names the
        trigger and why it stays silent.
        Why: the enemy never appears, so the objective can never be done.
        Game rule: Massive Darkness digest §8.5 T3 (enemies to kill have a setup spawn or a
        trigger) and T8 (a trigger's subject exists).
        """,
    ),
    (
        "QL_DORMANT_FOREVER",
        W,
        "Dormant enemy that nothing wakes",
        """
        What: an enemy placed or spawned dormant (a roaming-monster token with `dormant`, a
        spawn or set-enemy effect with `dormant`) stays dormant in every order of play: no
        wake effect that can fire names it and, in Massive Darkness, no door is ever opened
        into its chamber.
        Why: the enemy never takes part; usually a wake trigger is missing or names the
        wrong enemy.
        Game rule: Massive Darkness digest §8.6 A3 (a dormant enemy has a wake condition
        that can occur).
        """,
    ),
    (
        "QL_ORDER_DEPENDENT",
        W,
        "Triggers whose outcome depends on the order they fire in",
        """
        What: two actions the heroes can take in either order fire triggers that leave the
        quest differently depending on which comes first: one opens a door the other
        closes, one's condition is broken by the other, a counter reaches its threshold in
        one order only, an enemy ends with different rules.
        Why: players cannot see the difference, and the quest's text usually assumes one
        order. Add a condition (`fired`, `done`) so that only the intended order counts.
        Game rule: DESIGN §6 (order-dependent triggers); Massive Darkness digest §8.4 D4
        (which of several doors is opened first decides what happens).
        """,
    ),
    (
        "QL_UNWINNABLE",
        E,
        "Quest cannot be won in any order, ignoring enemies and dice",
        """
        What: the summary check of the quest logic over time: even with perfect dice and no
        enemies, no order of the heroes' actions completes every objective (and no trigger
        wins the quest). Reported when the static reachability checks see no problem; the
        other quest-logic codes name the objective and the chain that block it. Also
        reported, naming the sizes, when the quest can be won by some of the party sizes it
        allows but not by others: a trigger the win needs holds only for some sizes
        (`partyMin`/`partyMax` conditions, or `heroIn` a place other than where a lone
        hero acts).
        Why: the quest cannot be won (at that table size).
        Game rule: DESIGN §6 ("winnable ignoring enemies"); Massive Darkness digest §8.2 R5.
        """,
    ),
    (
        "QL_START_REMOVED",
        E,
        "The heroes' start is removed before they can leave it",
        """
        What: an effect removes the zones the heroes start in at setup or when the first
        round ends, before they have taken a single action (a collapse that takes the start
        tile first, a removal triggered at round start).
        Why: the heroes die where they stand, or start on nothing.
        Game rule: Massive Darkness digest §8.2 R4 (the start is not on a tile that
        collapses first) and §7.4 P-COLLAPSE.
        """,
    ),
    (
        "QL_TOO_LATE",
        E,
        "Objective that cannot be done in time",
        """
        What: counting how far a hero gets in a round (the system's `x-heroReachPerRound`,
        the best case its rules allow: MD1 3 actions of 2 Movement Points, MD2 a lone
        hero's 4, Descent a Run at the fastest speed with every fatigue point), no order of
        the heroes' actions completes an objective before the quest's round limit, a
        countdown or a timed trigger ends it, although an order that ignores time would. The
        report names the zone, its distance from the start (every door open) and the route,
        the earliest round the heroes can be there, and what ends the quest first.
        Why: the quest cannot be won in time; a round limit one round too short is the
        usual case. A limit exactly long enough is not reported.
        Game rule: Massive Darkness digest §8.2 R9 (outrun the clock), §3 (movement);
        Descent digest §3.2 (movement points); DESIGN §6.
        """,
    ),
    (
        "QL_UNDECIDED",
        INFO,
        "Quest logic undecided within the search bound",
        """
        What: the quest has more orders of play than the bound of the search allows (more
        states or actions to try than the validators explore); the other quest-logic codes
        report only what was found before the bound was reached.
        Why: an unbounded search could take minutes; it reports what it knows instead.
        Game rule: DESIGN §6 and §11 (every search has a bound and reports "undecided").
        """,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_quest_over_time(ctx: CheckContext) -> Iterator[Issue]:
    """Findings of the quest-logic model, as issues (those of an earlier revision when
    nothing the model reads has changed)."""
    if not ctx.quest.objectives:
        return
    static = _static_failures(ctx)
    key = _logic_key(ctx, static)
    issues = _reused(ctx, key)
    if issues is None:
        issues = list(_quest_over_time(ctx, static))
        _remember(ctx, key, issues)
    yield from issues


def _quest_over_time(ctx: CheckContext, static: set[str]) -> Iterator[Issue]:
    yield from _start_removed(ctx)
    found = _findings(ctx)
    if not static and not any(f.kind in ("unwinnable", "undecided") for f in found):
        yield from _too_late(ctx)
        yield from _party_unwinnable(ctx)
    for finding in found:
        code = _CODES[finding.kind]
        if finding.kind in ("target-removed", "objective-never", "target-trap"):
            if finding.subject in static:
                continue
            path = ctx.objective_path(finding.subject)
        elif finding.kind == "unwinnable":
            if static:
                continue
            path = ("objectives",)
        elif finding.kind == "spawn-never":
            objective = finding.refs[0] if finding.refs else ""
            if objective in static:
                continue
            path = ctx.objective_path(objective, "targets")
        elif finding.kind == "order-dependent":
            path = ctx.trigger_path(finding.subject)
        elif finding.kind == "dormant-forever":
            path = ctx.path_of(finding.subject) or ("triggers",)
        else:
            path = ()
        yield ctx.issue(
            code,
            finding.text or finding.message,
            path,
            list(finding.refs),
            hint=_HINTS.get(finding.kind),
        )


#: the most party sizes :func:`_party_unwinnable` builds a model for
PARTY_CLASSES = 6


def _party_conditions(ctx: CheckContext) -> tuple[list[str], set[int]]:
    """The triggers whose conditions name a party size (or a place a hero must stand in,
    which a lone hero fires only where he stands), and the sizes where an answer of theirs
    may change (each bound, and the one past it)."""
    names: list[str] = []
    cuts: set[int] = set()
    for trig in ctx.quest.triggers:
        for cond in trig.if_:
            bounds = [cond.party_min, None if cond.party_max is None else cond.party_max + 1]
            if cond.hero_in is not None:
                bounds.append(2)  # a lone hero stands only where the event happens
            if any(b is not None for b in bounds):
                names.append(trig.id)
                cuts.update(b for b in bounds if b is not None)
        # places held at once: as many heroes as places always do, fewer may not
        held = sum(1 for cond in trig.if_ if cond.hero_in is not None and not cond.not_)
        cuts.update(range(2, held + 1))
    return names, cuts


def _party_unwinnable(ctx: CheckContext) -> Iterator[Issue]:
    """``QL_UNWINNABLE`` for the party sizes the quest allows that no order wins with: a
    trigger the win needs that holds only for some party sizes (``partyMin``,
    ``partyMax``, or ``heroIn`` a place a lone hero does not act in). The model of any size
    wins (a condition on the size is a choice there); one model per size class, the
    :data:`PARTY_CLASSES` smallest, each explored within the same bound; a size whose search
    is cut short by the bound stops the check (nothing is reported)."""
    from questwright.validators.rules.party import _ranges, hero_counts

    names, cuts = _party_conditions(ctx)
    if not names:
        return
    counts = hero_counts(ctx)
    if len(counts) < 2:
        return
    # the sizes where a condition's answer may change, and the smallest size: one model each
    # (at most PARTY_CLASSES of them, the smallest: a bound on the work, as every search has)
    classes: list[int] = sorted({counts[0], *(c for c in cuts if counts[0] < c <= counts[-1])})
    failing: list[int] = []
    for i, n in enumerate(classes[:PARTY_CLASSES]):
        logic = QuestLogic.build(
            ctx.board,
            moves=_moves(ctx),
            use_zones=_recorded_use_zones(ctx),
            party=n,
            bound=BOUND,
        )
        if logic.exploration.exhaustive and logic.exploration.winnable() is False:
            top = classes[i + 1] - 1 if i + 1 < len(classes) else counts[-1]
            failing.extend(range(n, top + 1))
        elif not logic.exploration.exhaustive:
            return  # undecided for this size: say nothing rather than guess
    if not failing or len(failing) == len(counts):
        return  # none, or every size: the summary check reports an unwinnable quest
    yield ctx.issue(
        "QL_UNWINNABLE",
        say(
            "for parties of {ranges} no order of play wins: a condition of {triggers} on the "
            "party (its size, or a hero standing elsewhere) keeps what the win needs from "
            "happening; the quest allows {allowed}",
            ranges=_ranges(failing),
            triggers=", ".join(repr(n) for n in dict.fromkeys(names)),
            allowed=_ranges(counts),
        ),
        ("party",),
        list(dict.fromkeys(names)),
        hint=say("Narrow the party range, or let the trigger hold for every party size."),
    )


def _shortened(route: list[str]) -> list[str]:
    """A route as a message shows it: its first and last three zones past eight."""
    return [*route[:3], "…", *route[-3:]] if len(route) > 8 else route
