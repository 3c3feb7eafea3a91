"""Objectives, triggers and loss conditions that are malformed or can never become true.

References are checked in :mod:`.references` and reachability in :mod:`.reachability`; this
module checks the logic: the kinds of the things named, counts, the ``after`` order, and
whether each trigger's event can ever happen given what the heroes can reach.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import networkx as nx
from questwright.core.text import say, say_n
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.progress import Step, explain
from questwright.validators.registry import (
    DOOR_STATES,
    QUEST_BY_ZONE,
    REFERENCES_BY_ZONE,
    TOKEN_ZONES,
    ZONE_USERS,
    rule,
)
from questwright.validators.rules.reachability import chain_hint

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: what each objective kind may target (token types are checked separately for kill/escape)
_OBJECTIVE_TARGETS = {
    "pickup": {"token"},
    "collect": {"token"},
    "kill": {"token"},
    "escape": {"token", "zone", "tile", "area"},
    "reach": {"token", "zone", "tile", "area"},
    "hold": {"token", "zone", "tile", "area"},
    "lure": {"token", "zone", "tile", "area"},
    "activate": {"token", "zone", "tile", "area", "door"},
    "destroy": {"token", "tile", "edge", "door"},
    "open": {"door"},
}
_EFFECT_TARGETS = {
    "open-door": {"door"},
    "close-door": {"door"},
    "unlock": {"door"},
    "remove-tile": {"tile"},
    "reveal": {"area", "token", "zone", "door", "tile"},
    "spawn": {"token", "zone", "area", "tile"},
}
_EVENT_TARGETS = {
    "pickup": {"token"},
    "item-gained": {"token"},
    "door-opened": {"door"},
    "cross-edge": {"door", "edge"},
    "objective-complete": {"objective"},
    "enter-zone": {"zone", "token", "tile", "area"},
    "enemy-killed": {"token"},
    "object-destroyed": {"token", "tile", "edge", "door"},
}


@rule(
    (
        "OBJECTIVE_ORDER_CYCLE",
        E,
        "Objectives wait for each other",
        """
        What: the `after` lists of some objectives form a loop (A after B, B after A).
        Why: none of them can ever be done first; the quest cannot be won.
        Game rule: ordered quest objectives (Massive Darkness digest §8.2 R7; every game's
        multi-step quests).
        """,
    ),
    needs=("objectives",),
)
def check_order_cycles(ctx: CheckContext) -> Iterator[Issue]:
    """Cycles in the objectives' ``after`` graph."""
    g = nx.DiGraph()
    ids = {o.id for o in ctx.quest.objectives}
    for obj in ctx.quest.objectives:
        g.add_node(obj.id)
        for after in obj.after:
            if after in ids and after != obj.id:
                g.add_edge(after, obj.id)
    order = {o.id: i for i, o in enumerate(ctx.quest.objectives)}
    cycles = []
    for found in nx.simple_cycles(g):
        # start each loop at its first objective in the file: simple_cycles picks its start
        # from set order, which changes between runs
        first = min(range(len(found)), key=lambda i: order[found[i]])
        cycles.append(found[first:] + found[:first])
    for cycle in sorted(cycles, key=lambda c: [order[o] for o in c]):
        loop = [*cycle, cycle[0]]
        yield ctx.issue(
            "OBJECTIVE_ORDER_CYCLE",
            say("objectives wait for each other: {loop}", loop=" → ".join(loop)),
            ctx.objective_path(cycle[0], "after"),
            cycle,
        )


@rule(
    (
        "OBJECTIVE_NO_TARGETS",
        E,
        "Objective without targets",
        """
        What: an objective names no target and no zone (an escape objective may omit its
        targets only when the quest has an exit token).
        Why: nothing tells the players or the engine when it is done.
        Game rule: every game's objectives are about concrete tokens, zones or enemies
        (Massive Darkness digest §7.3; Descent §5.8).
        """,
    ),
    (
        "OBJECTIVE_COUNT",
        E,
        "Objective asks for more than exists",
        """
        What: an objective's `count` is larger than the number of its targets.
        Why: it can never be met (collect 3 relics when 2 are placed).
        Game rule: Massive Darkness digest §8.5 T2/T3 (objective pools and references add up).
        """,
    ),
    (
        "OBJECTIVE_TARGET_KIND",
        E,
        "Objective target of the wrong kind",
        """
        What: an objective names a target of a kind it cannot be about — an `open` objective
        on a token, a `pickup` of a zone, a `kill` of a door.
        Why: the engine can never see it happen.
        Game rule: the objective kinds of docs/format.md (pickup/collect tokens, open doors,
        reach/hold/escape zones or tokens, kill enemies, destroy tokens, tiles or barriers).
        """,
    ),
    needs=REFERENCES_BY_ZONE,
)
def check_objective_shapes(ctx: CheckContext) -> Iterator[Issue]:
    """Objective targets fit the objective's kind; counts add up."""
    world = ctx.world
    for index, obj in enumerate(ctx.quest.objectives):
        path = ("objectives", index)
        if not obj.targets and obj.zone is None:
            if not (obj.kind == "escape" and world.exits):
                yield ctx.issue(
                    "OBJECTIVE_NO_TARGETS",
                    say(
                        "objective {id!r} ({kind}) names no target and no zone",
                        id=obj.id,
                        kind=obj.kind,
                    ),
                    path,
                    [obj.id],
                )
            continue
        resolved = [world.resolve(t) for t in obj.targets]
        allowed = _OBJECTIVE_TARGETS.get(obj.kind, set())
        for t_index, target in enumerate(resolved):
            if target.kind == "unknown" or target.kind in allowed:
                continue
            yield ctx.issue(
                "OBJECTIVE_TARGET_KIND",
                say(
                    "{kind} objective {id!r} targets {target_kind} {target!r}; it needs a {allowed}",
                    kind=obj.kind,
                    id=obj.id,
                    target_kind=target.kind,
                    target=target.id,
                    allowed=" or ".join(sorted(allowed)),
                ),
                (*path, "targets", t_index),
                [obj.id, target.id],
            )
        if obj.count is not None and obj.count > len(obj.targets):
            yield ctx.issue(
                "OBJECTIVE_COUNT",
                say_n(
                    "objective {id!r} needs {count} but names only {n_targets} target",
                    "objective {id!r} needs {count} but names only {n_targets} targets",
                    by="n_targets",
                    id=obj.id,
                    count=obj.count,
                    n_targets=len(obj.targets),
                ),
                (*path, "count"),
                [obj.id],
            )


@rule(
    (
        "OBJECTIVE_NONE",
        W,
        "Quest cannot be won",
        """
        What: the quest has no objective and no trigger with a `win` effect.
        Why: there is no way to win; the engine and the bots cannot end a game.
        Game rule: every quest of every game states a victory condition (Descent digest §6.4
        S5; Massive Darkness §7.3).
        """,
    ),
    needs=("objectives", "triggers"),
)
def check_has_goal(ctx: CheckContext) -> Iterator[Issue]:
    """At least one objective or win effect."""
    quest = ctx.quest
    if quest.objectives:
        return
    if any(e.kind == "win" for t in quest.triggers for e in t.effects):
        return
    yield ctx.issue(
        "OBJECTIVE_NONE",
        say("the quest has no objective and no trigger that wins it"),
        ("objectives",),
        [],
        hint=say("Add an objective (or a trigger with a win effect)."),
    )


@rule(
    (
        "TRIGGER_TARGET_KIND",
        E,
        "Trigger event or effect on the wrong kind of thing",
        """
        What: a trigger listens to an event on something that cannot produce it (door-opened
        on a token, objective-complete on a door), or an effect acts on the wrong kind of
        thing (unlock a tile, remove-tile on a door).
        Why: the trigger never fires or its effect does nothing.
        Game rule: quest special rules (Massive Darkness digest §7.4, §8.5 T8; Descent §5.8).
        """,
    ),
    needs=REFERENCES_BY_ZONE,
)
def check_trigger_kinds(ctx: CheckContext) -> Iterator[Issue]:
    """Event and effect targets of the right kinds."""
    world = ctx.world
    for index, trig in enumerate(ctx.quest.triggers):
        target = trig.on.target
        allowed = _EVENT_TARGETS.get(trig.on.event)
        if target is not None and allowed:
            kind = world.resolve(target).kind
            if kind != "unknown" and kind not in allowed:
                yield ctx.issue(
                    "TRIGGER_TARGET_KIND",
                    say(
                        "trigger {id!r} listens to {event} of {kind} {target!r}; that event "
                        "concerns a {allowed}",
                        id=trig.id,
                        event=trig.on.event,
                        kind=kind,
                        target=target,
                        allowed=" or ".join(sorted(allowed)),
                    ),
                    ("triggers", index, "on", "target"),
                    [trig.id, target],
                )
        for e_index, effect in enumerate(trig.effects):
            allowed = _EFFECT_TARGETS.get(effect.kind)
            if effect.target is None or not allowed:
                if allowed and effect.kind != "spawn" and effect.target is None:
                    yield ctx.issue(
                        "TRIGGER_TARGET_KIND",
                        say(
                            "trigger {id!r}: the {kind} effect names no target",
                            id=trig.id,
                            kind=effect.kind,
                        ),
                        ("triggers", index, "effects", e_index),
                        [trig.id],
                    )
                continue
            kind = world.resolve(effect.target).kind
            if kind != "unknown" and kind not in allowed:
                yield ctx.issue(
                    "TRIGGER_TARGET_KIND",
                    say(
                        "trigger {id!r}: {effect} acts on {kind} {target!r}; it needs a {allowed}",
                        id=trig.id,
                        effect=effect.kind,
                        kind=kind,
                        target=effect.target,
                        allowed=" or ".join(sorted(allowed)),
                    ),
                    ("triggers", index, "effects", e_index, "target"),
                    [trig.id, effect.target],
                )


@rule(
    (
        "TRIGGER_NEVER",
        W,
        "Trigger that can never fire",
        """
        What: a trigger's event can never happen: the token it waits for is never picked up,
        the door never opens, the zone is never entered, the objective never completes, or
        the round lies beyond the quest's round limit.
        Why: its effects (an unlock, a spawn, the boss) never happen, which usually breaks the
        quest further along.
        Game rule: quest special rules must be able to occur (Massive Darkness digest §8.6
        A3: a dormant enemy has a wake condition that can occur; §8.5 T8).
        """,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_triggers_fire(ctx: CheckContext) -> Iterator[Issue]:
    """Triggers that the fixpoint never fires."""
    world, p = ctx.world, ctx.progress
    if not world.start_zones:
        return
    party = ctx.quest.party
    low, high = (party.min, party.max) if party is not None else (1, 12)
    for index, trig in enumerate(ctx.quest.triggers):
        never = _party_never(trig.if_, low, high)
        if never is not None:
            yield ctx.issue(
                "TRIGGER_NEVER",
                say(
                    "trigger {id!r} can never fire: its condition asks for {need} heroes and "
                    "the quest is for {low}–{high}",
                    id=trig.id,
                    need=never,
                    low=low,
                    high=high,
                ),
                ("triggers", index, "if"),
                [trig.id],
                hint=say("Match the condition's party size to the quest's `party`."),
            )
            continue
        if trig.id in p.triggers:
            continue
        target = trig.on.target
        if target is not None:
            kind = world.resolve(target).kind
            if kind == "unknown":
                continue  # REF_TRIGGER_TARGET
            allowed = _EVENT_TARGETS.get(trig.on.event)
            if allowed and kind not in allowed:
                continue  # TRIGGER_TARGET_KIND
        chain = explain(world, ctx.nav, p, Step("trigger", trig.id))
        if trig.on.event in ("round-start", "round-end"):
            why = say("round {round} comes after the round limit", round=trig.on.round)
        else:
            why = say("{event} of {target!r} never happens", event=trig.on.event, target=target)
        yield ctx.issue(
            "TRIGGER_NEVER",
            say("trigger {id!r} can never fire: {why}", id=trig.id, why=why),
            ("triggers", index, "on"),
            [trig.id, *([target] if target else [])],
            hint=chain_hint(chain),
        )


def _party_never(conditions: list[Any], low: int, high: int) -> str | None:
    """The party size a plain (not negated) condition asks for when no size from ``low`` to
    ``high`` has it (``"6–6"``), else ``None``."""
    if low > high:
        return None
    for cond in conditions:
        if cond.not_ or (cond.party_min is None and cond.party_max is None):
            continue
        lo = cond.party_min if cond.party_min is not None else 1
        hi = cond.party_max if cond.party_max is not None else 12
        if max(lo, low) > min(hi, high):
            return f"{lo}–{hi}"
    return None


#: loss kinds only a Dark Darker Darkest game has
DDD_LOSSES = ("darkness-end", "antidote-holder-dies", "corners-destroyed")


def _corner_rooms(ctx: CheckContext) -> int:
    """Corner tiles outside the lab (what the nemesis can destroy)."""
    return sum(1 for t in ctx.board.tiles.values() if t.category == "corner")


@rule(
    (
        "LOSS_CONDITION_INVALID",
        E,
        "Loss condition incomplete",
        """
        What: a round-limit loss without a number of rounds, or an enemy-reaches or
        enemy-leaves loss without a target, or whose target (a zone, token or cell) does not
        exist; a Dark Darker Darkest loss (darkness-end, antidote-holder-dies,
        corners-destroyed) in a quest of another system, or a corners-destroyed count that
        is not a whole number from 1 up to the corner rooms outside the lab.
        Why: the loss condition never triggers (or triggers on nothing).
        Game rule: quest loss conditions (Massive Darkness digest §6.1/§7.3 round limits and
        escaping enemies; Dark Darker Darkest digest §A.6: darkness clock, antidote holder,
        the nemesis destroying corners).
        """,
    ),
    needs=(*REFERENCES_BY_ZONE, "loss"),
)
def check_loss(ctx: CheckContext) -> Iterator[Issue]:
    """Loss conditions carry what they need."""
    world = ctx.world
    for index, loss in enumerate(ctx.quest.loss):
        if loss.kind == "round-limit" and not loss.rounds:
            yield ctx.issue(
                "LOSS_CONDITION_INVALID",
                say("loss {id!r} is a round limit without a number of rounds", id=loss.id),
                ("loss", index, "rounds"),
                [loss.id],
            )
        if loss.kind in ("enemy-reaches", "enemy-leaves") and loss.target is None:
            yield ctx.issue(
                "LOSS_CONDITION_INVALID",
                say("loss {id!r} ({kind}) names no target", id=loss.id, kind=loss.kind),
                ("loss", index),
                [loss.id],
            )
        if loss.kind in DDD_LOSSES and ctx.quest.system != "ddd":
            yield ctx.issue(
                "LOSS_CONDITION_INVALID",
                say(
                    "loss {id!r} ({kind}) is a Dark Darker Darkest rule; this quest is for {system!r}",
                    id=loss.id,
                    kind=loss.kind,
                    system=ctx.quest.system,
                ),
                ("loss", index, "kind"),
                [loss.id],
            )
        elif loss.kind == "corners-destroyed" and "count" in loss.properties:
            count, corners = loss.properties["count"], _corner_rooms(ctx)
            whole = isinstance(count, int) and not isinstance(count, bool)
            if not whole or not 1 <= count <= max(corners, 1):
                yield ctx.issue(
                    "LOSS_CONDITION_INVALID",
                    say_n(
                        "loss {id!r} needs {count!r} corners destroyed; the house has {corners} corner room outside the lab",
                        "loss {id!r} needs {count!r} corners destroyed; the house has {corners} corner rooms outside the lab",
                        by="corners",
                        id=loss.id,
                        count=count,
                        corners=corners,
                    ),
                    ("loss", index, "properties", "count"),
                    [loss.id],
                )
        zoned = loss.kind in ("enemy-reaches", "enemy-leaves")  # others may name heroes
        if zoned and loss.target is not None and world.resolve(loss.target).kind == "unknown":
            yield ctx.issue(
                "LOSS_CONDITION_INVALID",
                say(
                    "loss {id!r} targets {target!r}, which does not exist",
                    id=loss.id,
                    target=loss.target,
                ),
                ("loss", index, "target"),
                [loss.id, loss.target],
            )


@rule(
    (
        "OBJECTIVE_HELD_BY_PARTY",
        W,
        "Levers to hold at once, more than a party of some allowed size can",
        """
        What: an `activate` objective with `rule: occupy` asks for several targets held at
        the same time (its `count`, or `soloCount` for a lone hero), but for some party size
        the quest allows (`party.min`..`party.max`) the heroes cannot stand on that many at
        once: each hero stands in one zone, and covers only the targets in that zone. An
        error when no allowed party size can.
        Why: a lone hero would have to hold two levers in different rooms; the objective
        cannot be done by such a party. Give `soloCount` (or a smaller `count`), or raise
        `party.min`.
        Game rule: Massive Darkness digest §8.5 T3 (every objective can be met); DESIGN §6
        (each hero: actions that need several heroes at once against the party sizes).
        """,
    ),
    needs=("objectives", "party", "tiles", ZONE_USERS, TOKEN_ZONES, "areas"),
)
def check_held_by_party(ctx: CheckContext) -> Iterator[Issue]:
    """Occupy objectives against the party sizes the quest allows."""
    party = ctx.quest.party
    low = getattr(party, "min", None) or 1
    high = getattr(party, "max", None) or low
    system_party = getattr(ctx.board.system, "party", None)
    if system_party is not None:
        low = max(low, getattr(system_party, "min", None) or 1)
        high = min(high, getattr(system_party, "max", None) or high)
    if high < low:
        return
    world = ctx.world
    for index, obj in enumerate(ctx.quest.objectives):
        props = obj.properties or {}
        if obj.kind != "activate" or props.get("rule", "action") != "occupy":
            continue
        zones_of = [world.resolve(t).zones for t in obj.targets]
        zones_of = [z for z in zones_of if z]
        if not zones_of:
            continue
        count = obj.count if obj.count is not None else len(zones_of)
        per_zone: dict[str, int] = {}
        for zones in zones_of:
            for zone in zones:
                per_zone[zone] = per_zone.get(zone, 0) + 1
        best = sorted(per_zone.values(), reverse=True)
        short: list[tuple[int, int, int]] = []
        for size in range(low, min(high, 12) + 1):
            solo = props.get("soloCount")
            needed = int(solo) if size == 1 and isinstance(solo, int) else count
            # an upper bound: each hero on the zone that covers most targets
            can = min(len(zones_of), sum(best[:size]))
            if needed > can:
                short.append((size, needed, can))
        if not short:
            continue
        every = len(short) == high - low + 1
        sizes = ", ".join(str(s) for s, _n, _c in short)
        size, needed, can = short[0]
        yield ctx.issue(
            "OBJECTIVE_HELD_BY_PARTY",
            say(
                "objective {objective!r} needs {needed} targets held at once, but a party of "
                "{size} can hold at most {can} (party sizes that cannot: {sizes})",
                objective=obj.id,
                needed=needed,
                size=size,
                can=can,
                sizes=sizes,
            ),
            ("objectives", index),
            [obj.id, *obj.targets],
            hint=say("Give the objective a soloCount (or a smaller count), or raise party.min."),
            severity=E if every else None,
        )
