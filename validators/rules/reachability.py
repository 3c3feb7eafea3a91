"""Reachability on the zone graph with door semantics (DESIGN §5).

The heroes start in their start zones; closed doors can be opened; locked doors need their
key, rune key, code chip or quest condition; objectives complete in order; triggers fire and
may unlock doors (see :mod:`questwright.validators.progress`). Everything the quest needs —
objective targets, exits, keys, zones — must come out of that fixpoint reached. A report
names the thing, the first closed boundary on the shortest would-be path to it and, when
there is one, the chain of what waits for what.
"""

from __future__ import annotations

from collections.abc import Iterator

from questwright.core.geometry import edge_ref
from questwright.core.movement import movement
from questwright.core.search import breadth_first, flood
from questwright.core.text import Text, say, say_n
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.progress import (
    BARRIER_GATE,
    Chain,
    Step,
    explain,
    would_be_path,
)
from questwright.validators.registry import DOOR_STATES, QUEST_BY_ZONE, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


def _blocker_text(ctx: CheckContext, zones: set[str]) -> tuple[Text | str, list[str]]:
    """' — the first closed boundary … is door X' and the refs it names."""
    _path, blocker = would_be_path(ctx.world, ctx.nav, ctx.progress, zones)
    if blocker is None:
        return "", []
    if blocker[0] == "door":
        door = str(blocker[1])
        if door.startswith(BARRIER_GATE):
            barrier = door.removeprefix(BARRIER_GATE)
            return say(
                "; the first closed boundary on the shortest way there is barrier {barrier!r}, "
                "which cannot be attacked and which no effect that can happen destroys",
                barrier=barrier,
            ), [barrier]
        return say(
            "; the first closed boundary on the shortest way there is door {door!r}", door=door
        ), [door]
    ref = edge_ref(blocker[1])  # type: ignore[arg-type]
    return say("; walls close it off (first wall on the shortest way: {edge})", edge=ref), [ref]


def chain_hint(chain: Chain) -> Text | None:
    if len(chain.steps) < 2:
        return None
    text = chain.text()
    if chain.cycle is not None:
        return say("What waits for what: {text} (a loop).", text=text)
    if chain.end:
        return say("What waits for what: {text} — {end}.", text=text, end=chain.end)
    return say("What waits for what: {text}.", text=text)


@rule(
    (
        "REACH_OBJECTIVE",
        E,
        "Objective can never be completed",
        """
        What: an objective's target (token, zone, door, exit…) is never reached from the hero
        start, even opening every door that can be opened, breaking every barrier heroes may
        attack (a barrier with `attackable: false` opens only when a trigger's `destroy` on
        it fires), collecting every key reachable and completing the earlier objectives. The report names the objective and the first
        closed boundary on the shortest would-be path, plus the chain of what waits for what.
        Why: the quest cannot be won.
        Game rule: Massive Darkness digest §8.2 R5 (objective zones reachable, special doors
        passable only once their condition can be met without crossing them); Descent §6.3
        R1–R2; Dark Darker Darkest A.7 DDD-REACH-1; Machina B.6 MA-REACH-1.
        """,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_objectives_reachable(ctx: CheckContext) -> Iterator[Issue]:
    """Each objective whose own targets are never reached (waiting objectives excepted)."""
    world, p = ctx.world, ctx.progress
    if not world.start_zones:
        return  # START_MISSING
    for obj in ctx.quest.objectives:
        if obj.id in p.objectives:
            continue
        targets = [world.resolve(t) for t in obj.targets]
        if obj.targets and all(t.kind == "unknown" for t in targets):
            continue  # REF_OBJECTIVE_TARGET
        if any(a not in p.objectives for a in obj.after):
            continue  # the earlier objective is reported
        zones: set[str] = set()
        zone = world.objective_zone(obj)
        where = world.objective_zones(obj)
        if zone is not None and not where & p.zones.keys():
            zones |= set(where) or {zone}
        missing = []
        for t in targets:
            if t.kind in ("unknown", "objective", "trigger"):
                continue
            if t.kind == "door" and obj.kind == "open":
                if t.id not in p.doors:
                    missing.append(t.id)
                    zones |= set(t.zones)
                continue
            if not any(z in p.zones for z in t.zones):
                missing.append(t.id)
                zones |= set(t.zones)
        if not zones and not missing:
            continue  # not a reachability problem (count, kind: objectives rules)
        chain = explain(world, ctx.nav, p, Step("objective", obj.id))
        blocker, refs = _blocker_text(ctx, {z for z in zones if z not in p.zones} or zones)
        what = ", ".join(repr(m) for m in missing) if missing else say("zone {zone}", zone=zone)
        yield ctx.issue(
            "REACH_OBJECTIVE",
            say(
                "objective {obj!r} can never be completed: {what} is never reached{blocker}",
                obj=obj.id,
                what=what,
                blocker=blocker,
            ),
            ctx.objective_path(obj.id),
            [obj.id, *missing, *refs, *sorted(zones)],
            hint=chain_hint(chain),
        )


@rule(
    (
        "REACH_EXIT",
        E,
        "Exit cannot be reached",
        """
        What: an exit token lies in a zone the heroes never reach.
        Why: escape objectives fail; in Massive Darkness the enemies also wander between the
        start and the exit when every hero hides, so the exit matters even when no objective
        names it.
        Game rule: Massive Darkness digest §1.6 and §8.2 R3/R5; Machina B.6 MA-REACH-1 (exit
        tokens reachable).
        """,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_exits(ctx: CheckContext) -> Iterator[Issue]:
    """Every exit token is reached."""
    world, p = ctx.world, ctx.progress
    if not world.start_zones:
        return
    for token in world.exits:
        zones = set(world.token_zones(token))
        if not zones or zones & set(p.zones):
            continue
        blocker, refs = _blocker_text(ctx, zones)
        chain = explain(world, ctx.nav, p, Step("token", token.id))
        yield ctx.issue(
            "REACH_EXIT",
            say(
                "exit {token!r} is never reached from the hero start{blocker}",
                token=token.id,
                blocker=blocker,
            ),
            ctx.token_path(token.id),
            [token.id, *refs, *sorted(zones)],
            hint=chain_hint(chain),
        )


@rule(
    (
        "REACH_ZONE",
        W,
        "Zones nobody can reach",
        """
        What: zones (or, in cell-zoned games, groups of spaces) that can be entered but are
        never reached from the hero start under the game's door rules. One report per
        connected group, naming the first closed boundary on the way.
        Why: whatever is placed there is dead content, and it often betrays a missing door
        or a wall drawn one cell off.
        Game rule: Massive Darkness digest §8.2 R6; Descent §6.3 R1; Dark Darker Darkest A.7
        DDD-REACH-1 (every room reachable once chips are removed).
        """,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_zones_reachable(ctx: CheckContext) -> Iterator[Issue]:
    """Group the unreached passable zones and report each group once."""
    world, nav, p = ctx.world, ctx.nav, ctx.progress
    if not world.start_zones:
        return
    owned = {info.zone for info in ctx.board.cells.values()}  # overlapped zones hold nothing
    left = {
        i for i, z in enumerate(nav.zones) if nav.passable[i] and z not in p.zones and z in owned
    }
    adj = nav.adj

    def among_left(i: int) -> Iterator[int]:
        return (j for j, _gate, _kind in adj[i] if j in left)

    while left:
        seed = min(left, key=lambda i: nav.zones[i])
        group = flood([seed], among_left)
        left -= group
        names = sorted(nav.zones[i] for i in group)
        blocker, refs = _blocker_text(ctx, set(names))
        shown: Text | str = ", ".join(names[:4])
        if len(names) > 4:
            shown = say("{zones} and {more} more", zones=shown, more=len(names) - 4)
        path: tuple[str | int, ...] = ()
        tile = ctx.board.zones[names[0]].tile if names[0] in ctx.board.zones else None
        if tile in ctx.board.tiles:
            path = ("tiles", ctx.board.tiles[tile].index)
        yield ctx.issue(
            "REACH_ZONE",
            say_n(
                "{count} zone can never be reached: {zones}{blocker}",
                "{count} zones can never be reached: {zones}{blocker}",
                count=len(names),
                zones=shown,
                blocker=blocker,
            ),
            path,
            [*refs, *names[:50]],
        )


@rule(
    (
        "REACH_TOKEN",
        W,
        "Token heroes can never get to",
        """
        What: a token heroes pick up or use (treasure, chest, potion, rune key, objective
        token…) lies where the heroes never get, and no objective already reports it.
        Why: it is dead content, or — for a key — the door it opens stays shut.
        Game rule: Descent digest §6.3 R4 (every chest, potion, relic, glyph and encounter on
        a reachable space); Massive Darkness §8.5 T4.
        """,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_tokens_reachable(ctx: CheckContext) -> Iterator[Issue]:
    """Pick-up tokens and keys are reached (objective targets and exits are reported elsewhere)."""
    world, p = ctx.world, ctx.progress
    if not world.start_zones:
        return
    covered = {t for o in ctx.quest.objectives for t in o.targets}
    covered |= {t.id for t in world.exits}
    keys = {k for d in ctx.board.doors.values() if d.lock for k in d.lock.keys}
    wanted = set(world.pickup_types) | set(world.rune_key_types)
    for token in ctx.board.tokens.values():
        if token.id in covered or token.id in p.tokens:
            continue
        if token.type not in wanted and token.id not in keys:
            continue
        zones = set(world.token_zones(token))
        if not zones:
            continue
        if not all(z in ctx.nav.index and ctx.nav.passable[ctx.nav.index[z]] for z in zones):
            continue  # TOKEN_ON_IMPASSABLE
        blocker, refs = _blocker_text(ctx, zones)
        yield ctx.issue(
            "REACH_TOKEN",
            say(
                "{type} {token!r} is never reached from the hero start{blocker}",
                type=token.type,
                token=token.id,
                blocker=blocker,
            ),
            ctx.token_path(token.id),
            [token.id, *refs],
        )


def _reported_by(code: str, ctx: CheckContext) -> bool:
    """Whether the rule of ``code`` runs for this quest's system (then it reports the case)."""
    from questwright.validators.registry import RULES

    declared = ctx.catalog.systems.get(ctx.quest.system)
    return any(code in r.codes and r.applies_to(ctx.quest.system, declared) for r in RULES)


@rule(
    (
        "DOOR_NEVER_OPENS",
        E,
        "Locked door nothing can open",
        """
        What: a locked door has no key placed, no condition, no rune key of its colour and no
        trigger that unlocks or opens it.
        Why: it is a wall with a door drawn on it; whatever lies behind it only for that door
        is lost.
        Game rule: Massive Darkness digest §8.4 D6 (a special door has a defined condition);
        Descent §6.2 D6 (every rune colour has its key).
        """,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_doors_openable(ctx: CheckContext) -> Iterator[Issue]:
    """Locked doors have some way to open."""
    rules = ctx.progress_rules  # the fixpoint's, built once per revision
    for door in ctx.board.doors.values():
        if door.is_open or rules.door_structurally_openable(door):
            continue
        if (
            door.lock is not None
            and door.lock.kind == "rune"
            and _reported_by("DESCENT_RUNE_KEY", ctx)
        ):
            continue  # that rule says it, in the system's own words
        lock = door.lock
        if lock is None:
            why = say("it is locked without a lock and no trigger unlocks it")
        elif lock.kind == "key":
            why = say("none of its keys is placed") if lock.keys else say("its key list is empty")
        elif lock.kind == "rune":
            why = say("no {value} rune key is placed", value=lock.color or "colourless")
        elif lock.kind == "condition":
            why = say("its condition lists nothing")
        else:
            why = say("nothing opens a {kind!r} lock", kind=lock.kind)
        yield ctx.issue(
            "DOOR_NEVER_OPENS",
            say("door {door!r} can never open: {why}", door=door.id, why=why),
            ctx.door_path(door.id),
            [door.id],
            hint=say("Place its key, give it a condition, or add a trigger with an unlock effect."),
        )


@rule(
    (
        "SPAWN_CANNOT_REACH",
        W,
        "Spawn point that can never reach the heroes",
        """
        What: an enemy spawn point (Massive Darkness guard and roaming-monster zones, MD2
        spawn markers, portals and mob symbols, Descent monsters and spawn hints, Dark Darker
        Darkest spawn tokens…) from which enemies can never walk to any zone the heroes can
        reach. Enemies use doors only once heroes open them (Massive Darkness) or open
        ordinary doors themselves (Descent, Machina); they never use staircases.
        Why: enemies spawned there stay stuck and the encounter never happens; usually a door
        or a wall is wrong. Mark deliberately stuck spawns with a waiver.
        Game rule: Massive Darkness digest §8.2 R8; Machina B.6 MA-SPAWN-1; Descent §4.4 (the
        overlord prefers reachable spaces).
        """,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_spawns_reach(ctx: CheckContext) -> Iterator[Issue]:
    """Enemy flood from each spawn meets the hero-reachable region."""
    world, nav, p = ctx.world, ctx.nav, ctx.progress
    if not world.start_zones:
        return
    board = ctx.board
    heroes = {nav.index[z] for z in p.zones if z in nav.index}
    model = movement(board)
    open_doors = set(p.doors) | {
        d.id for d in board.doors.values() if model.opens_itself(d, "enemy")
    }
    use_links = model.rules.enemies_use_links
    adj = nav.adj

    def steps(i: int) -> Iterator[int]:
        for j, gate, kind in adj[i]:
            if kind == "link" and not use_links:
                continue
            if gate is not None and not any(d in open_doors for d in gate):
                continue
            yield j

    memo: dict[int, bool] = {}
    for token in world.spawns:
        # sorted: a large figure's zones come from a set, and refs must not change between runs
        zones = sorted(z for z in world.token_zones(token) if z in nav.index)
        starts = [nav.index[z] for z in zones if nav.passable[nav.index[z]]]
        if not starts:
            continue
        key = min(starts)
        if key not in memo:
            ok = not heroes.isdisjoint(starts) or any(
                i in heroes for i in breadth_first(starts, steps, until=heroes.__contains__)
            )
            for s in starts:
                memo[s] = ok
        if memo[key]:
            continue
        yield ctx.issue(
            "SPAWN_CANNOT_REACH",
            say(
                "{type} {token!r} can never reach the heroes: no path for enemies leads from its zone to anywhere the heroes go",
                type=token.type,
                token=token.id,
            ),
            ctx.token_path(token.id),
            [token.id, *zones],
            hint=say(
                "Open a way (door, opening), move the spawn point, or waive this warning if the enemy is meant to stay put."
            ),
        )
