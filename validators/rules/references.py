"""References: every id a quest mentions names something that exists, of the right kind.

Objectives, triggers, locks, waivers, areas and typed token properties all refer to other
objects by id. A dangling id is the commonest authoring slip and makes the quest unplayable
in a way no other check can see, so these rules run first and the reachability rules treat
unresolved targets as already reported.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from questwright.core.geometry import cell_ref
from questwright.core.text import Text, say
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import CODES, EDGE_REFS, REFERENCES_BY_ZONE, TOKEN_ZONES, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: trigger events whose target may name an item card or an enemy instead of a board object
NAMED_EVENTS = frozenset({"item-gained", "enemy-killed", "round-start", "round-end"})
#: effect kinds that act on a board object named by ``target``
_TARGETED_EFFECTS = {"spawn", "reveal", "open-door", "close-door", "unlock", "remove-tile"}


@rule(
    (
        "REF_OBJECTIVE_TARGET",
        E,
        "Objective target does not exist",
        """
        What: an objective names a target id (token, door, zone, `cell:x,y`, tile, area or
        objective) that nothing in the quest or on the board carries, or its `zone` cell is
        off the board. Kill objectives may also name `all` or the name a spawn effect gives.
        Why: the objective can never be completed, so the quest cannot be won as written.
        Game rule: every game's quests are won by completing their objectives (Massive
        Darkness digest §8.5 T3: every objective reference resolves; Descent §6.3 R2).
        """,
    ),
    (
        "REF_OBJECTIVE_AFTER",
        E,
        "Objective ordering names a missing objective",
        """
        What: an objective's `after` list names an objective id that does not exist, or the
        objective itself.
        Why: an objective that waits for something that never happens can never be done.
        Game rule: ordered objectives (Massive Darkness §8.2 R7; quest-scripted orders in
        every game) only make sense between existing objectives.
        """,
    ),
    needs=REFERENCES_BY_ZONE,
)
def check_objective_refs(ctx: CheckContext) -> Iterator[Issue]:
    """Objective targets, `zone` cells and `after` lists resolve."""
    world = ctx.world
    ids = {o.id for o in ctx.quest.objectives}
    for index, obj in enumerate(ctx.quest.objectives):
        for t_index, target in enumerate(obj.targets):
            if obj.kind == "kill" and (target == "all" or target in world.spawned_names):
                continue  # every enemy, or enemies a trigger spawns under that name
            if world.resolve(target).kind == "unknown":
                yield ctx.issue(
                    "REF_OBJECTIVE_TARGET",
                    say(
                        "objective {obj!r} targets {target!r}, which does not exist",
                        obj=obj.id,
                        target=target,
                    ),
                    ("objectives", index, "targets", t_index),
                    [obj.id, target],
                    hint=say("Use the id of a token, door, zone, tile, area or objective."),
                )
        if obj.zone is not None and obj.zone not in ctx.board.cells:
            yield ctx.issue(
                "REF_OBJECTIVE_TARGET",
                say(
                    "objective {obj!r} names zone cell {zone}, which is not on the board",
                    obj=obj.id,
                    zone=list(obj.zone),
                ),
                ("objectives", index, "zone"),
                [obj.id, cell_ref(obj.zone)],
            )
        for a_index, after in enumerate(obj.after):
            if after not in ids or after == obj.id:
                why = (
                    say("itself")
                    if after == obj.id
                    else say("{after!r}, which does not exist", after=after)
                )
                yield ctx.issue(
                    "REF_OBJECTIVE_AFTER",
                    say("objective {obj!r} must come after {why}", obj=obj.id, why=why),
                    ("objectives", index, "after", a_index),
                    [obj.id],
                )


@rule(
    (
        "REF_TRIGGER_TARGET",
        E,
        "Trigger refers to something missing",
        """
        What: a trigger's event target (`on.target`) or the target of an effect that acts on
        the board (open-door, close-door, unlock, remove-tile, reveal, spawn) names an id that
        does not exist. Item-gained and enemy-killed events may name item cards or enemies,
        and give-xp, give-item and wake effects name heroes or enemies, so those are not
        checked here.
        Why: the trigger can never fire, or fires and does nothing, so scripted events such
        as unlocking a door or spawning the boss silently vanish.
        Game rule: quest special rules in every game hang off concrete map objects (Massive
        Darkness §8.5 T8: a trigger's subject exists).
        """,
    ),
    needs=REFERENCES_BY_ZONE,
)
def check_trigger_refs(ctx: CheckContext) -> Iterator[Issue]:
    """Trigger event targets and effect targets resolve."""
    world = ctx.world
    for index, trig in enumerate(ctx.quest.triggers):
        target = trig.on.target
        named = trig.on.event in NAMED_EVENTS  # item or enemy names need not be board ids
        if trig.on.event == "pickup" and target in world.token_kinds:
            named = True  # "lair": any token of that kind
        if target is not None and not named and world.resolve(target).kind == "unknown":
            yield ctx.issue(
                "REF_TRIGGER_TARGET",
                say(
                    "trigger {trig!r} listens to {event} of {target!r}, which does not exist",
                    trig=trig.id,
                    event=trig.on.event,
                    target=target,
                ),
                ("triggers", index, "on", "target"),
                [trig.id, target],
            )
        for e_index, effect in enumerate(trig.effects):
            if effect.target is None or effect.kind not in _TARGETED_EFFECTS:
                continue  # give-xp / give-item name heroes, wake names enemies
            if world.resolve(effect.target).kind == "unknown":
                yield ctx.issue(
                    "REF_TRIGGER_TARGET",
                    say(
                        "trigger {trig!r}: {kind} effect targets {target!r}, which does not exist",
                        trig=trig.id,
                        kind=effect.kind,
                        target=effect.target,
                    ),
                    ("triggers", index, "effects", e_index, "target"),
                    [trig.id, effect.target],
                )


@rule(
    (
        "REF_LOCK_KEY",
        E,
        "Lock names a missing key",
        """
        What: a key lock lists token ids that are not placed, or a rune lock has no colour.
        Why: the door can only open with a key that is not on the board.
        Game rule: locked doors open with their key (Massive Darkness §8.4 D6: a special door
        has a defined condition referring to existing tokens; Descent §6.2 D6: every rune
        door has a colour).
        """,
    ),
    (
        "REF_LOCK_CONDITION",
        E,
        "Lock condition names a missing objective",
        """
        What: a condition lock's `requires` names an objective or trigger that does not exist.
        Why: the condition can never be met and the door never opens.
        Game rule: Massive Darkness §8.4 D6 (special doors open on a quest condition that
        refers to existing things).
        """,
    ),
    (
        "LOCK_KIND_UNKNOWN",
        E,
        "Lock kind not used by the game",
        """
        What: a door's lock kind is not one of the lock kinds the game system declares
        (for example a rune lock in Massive Darkness).
        Why: the engine does not know how to open it.
        Game rule: each system lists its lock kinds in system.json (keys and conditions in
        Massive Darkness, runes in Descent, code chips in Dark Darker Darkest).
        """,
    ),
    needs=(EDGE_REFS, "door-states", TOKEN_ZONES, "objectives", "triggers"),
)
def check_locks(ctx: CheckContext) -> Iterator[Issue]:
    """Locks refer to existing keys and objectives and use the system's lock kinds."""
    board = ctx.board
    system = board.system
    objectives = {o.id for o in ctx.quest.objectives}
    triggers = {t.id for t in ctx.quest.triggers}
    for door in board.doors.values():
        lock = door.lock
        if lock is None:
            continue
        path = (*door.path, "lock") if door.source == "quest" else tuple(door.path)
        if system is not None and system.lock_kinds and lock.kind not in system.lock_kinds:
            yield ctx.issue(
                "LOCK_KIND_UNKNOWN",
                say(
                    "door {door!r} has a {kind!r} lock; {system} locks are {lock_kinds}",
                    door=door.id,
                    kind=lock.kind,
                    system=system.id,
                    lock_kinds=", ".join(sorted(system.lock_kinds)),
                ),
                (*path, "kind") if door.source == "quest" else path,
                [door.id],
            )
            continue
        if lock.kind == "key":
            for k_index, key in enumerate(lock.keys):
                if key not in board.tokens:
                    yield ctx.issue(
                        "REF_LOCK_KEY",
                        say(
                            "door {door!r} opens with key {key!r}, which is not placed",
                            door=door.id,
                            key=key,
                        ),
                        (*path, "keys", k_index),
                        [door.id, key],
                    )
        elif lock.kind == "rune" and not lock.color:
            yield ctx.issue(
                "REF_LOCK_KEY",
                say("rune door {door!r} has no colour, so no rune key fits it", door=door.id),
                path,
                [door.id],
            )
        elif lock.kind == "condition":
            for r_index, req in enumerate(lock.requires):
                if req not in objectives and req not in triggers:
                    yield ctx.issue(
                        "REF_LOCK_CONDITION",
                        say(
                            "door {door!r} waits for {req!r}, which is no objective or trigger",
                            door=door.id,
                            req=req,
                        ),
                        (*path, "requires", r_index),
                        [door.id, req],
                    )


@rule(
    (
        "REF_AREA",
        E,
        "Unknown reveal area",
        """
        What: a token, edge or the setup's `startArea` names an area id the quest does not
        define.
        Why: the thing never appears (it belongs to an area that is never revealed).
        Game rule: Descent quests place contents area by area as heroes first see them
        (Descent digest §1.7; §6.1 G2).
        """,
    ),
    needs=(TOKEN_ZONES, EDGE_REFS, "areas", "setup"),
)
def check_areas(ctx: CheckContext) -> Iterator[Issue]:
    """Area references resolve."""
    areas = {a.id for a in ctx.quest.areas}
    for index, token in enumerate(ctx.quest.tokens):
        if token.area is not None and token.area not in areas:
            yield ctx.issue(
                "REF_AREA",
                say(
                    "token {token!r} belongs to area {area!r}, which is not defined",
                    token=token.id,
                    area=token.area,
                ),
                ("tokens", index, "area"),
                [token.id],
            )
    for index, edge in enumerate(ctx.quest.edges):
        if edge.area is not None and edge.area not in areas:
            yield ctx.issue(
                "REF_AREA",
                say(
                    "edge {edge} belongs to area {area!r}, which is not defined",
                    edge=edge.id or index,
                    area=edge.area,
                ),
                ("edges", index, "area"),
                [edge.id] if edge.id else [],
            )
    start = ctx.quest.setup.get("startArea")
    if isinstance(start, str) and start not in areas:
        yield ctx.issue(
            "REF_AREA",
            say("the start area {start!r} is not defined", start=start),
            ("setup", "startArea"),
            [],
        )


#: what an object of each kind is called in a message (ID_AMBIGUOUS)
_KIND_NAMES = {
    "token": say("token"),
    "door": say("door"),
    "tile": say("tile"),
    "zone": say("zone"),
    "objective": say("objective"),
    "trigger": say("trigger"),
    "area": say("area"),
    "loss": say("loss"),
}


def _kinds(kinds: list[str]) -> Text:
    """Three kinds or more as one value: "token and a door and a tile" in English, each
    kind word and each joint translated."""
    if len(kinds) == 2:
        return say(
            "{first} and a {second}", first=_KIND_NAMES[kinds[0]], second=_KIND_NAMES[kinds[1]]
        )
    return say("{first} and a {second}", first=_KIND_NAMES[kinds[0]], second=_kinds(kinds[1:]))


#: what an object of each quest section is called in a message
_SECTION_NAMES = {
    "objectives": say("objective"),
    "triggers": say("trigger"),
    "areas": say("area"),
    "loss": say("loss condition"),
}


def _check_value(prop: Any, value: Any) -> Text | None:
    """Why ``value`` does not fit the property definition, or ``None``."""
    kind = prop.type
    if kind == "integer":
        if isinstance(value, bool) or not isinstance(value, int):
            return say("is not an integer")
    elif kind == "number":
        if isinstance(value, bool) or not isinstance(value, int | float):
            return say("is not a number")
    elif kind == "boolean":
        if not isinstance(value, bool):
            return say("is not true or false")
    elif kind in ("string", "ref"):
        if not isinstance(value, str):
            return say("is not a string")
    elif kind == "enum" and value not in prop.enum:
        return say("is not one of {enum}", enum=", ".join(map(str, prop.enum)))
    if kind in ("integer", "number") and isinstance(value, int | float):
        if prop.minimum is not None and value < prop.minimum:
            return say("is below the minimum {minimum:g}", minimum=prop.minimum)
        if prop.maximum is not None and value > prop.maximum:
            return say("is above the maximum {maximum:g}", maximum=prop.maximum)
    return None


@rule(
    (
        "TOKEN_PROPERTY_INVALID",
        E,
        "Token property of the wrong type or out of range",
        """
        What: a token property value does not match the type, enumeration or range its token
        type declares in system.json (a level token of value 7, a camera facing "up").
        Why: the engine and the other rules read these values; a wrong one is a wrong game.
        Game rule: the token definitions of each system (for example Massive Darkness level
        tokens are 1–5, digest §1.5; cameras face one of N, E, S, W, Dark Darker Darkest
        digest A.2).
        """,
    ),
    (
        "TOKEN_PROPERTY_UNKNOWN",
        W,
        "Token property the type does not define",
        """
        What: a token carries a property its type does not declare (often a typo such as
        `facng`).
        Why: the value is ignored, and the default is used instead of what the author meant.
        Game rule: token types and their properties are defined per system (system.json).
        Use an `x-` prefix for free annotations.
        """,
    ),
    (
        "REF_TOKEN_PROPERTY",
        E,
        "Token property refers to something missing",
        """
        What: a token property of type `ref` names an id that does not exist or is of a type
        the property does not accept.
        Why: the link (a guard to its zone, a key to its door…) leads nowhere.
        Game rule: typed token properties of the system (system.json `refTypes`).
        """,
    ),
    needs=REFERENCES_BY_ZONE,
)
def check_token_properties(ctx: CheckContext) -> Iterator[Issue]:
    """Token property values fit their declared types."""
    board = ctx.board
    system = board.system
    if system is None:
        return
    world = ctx.world
    for token in board.tokens.values():
        ttype = system.token_types.get(token.type)
        if ttype is None:
            continue
        for name, value in sorted(token.properties.items()):
            path = ctx.token_path(token.id, "properties", name)
            prop = ttype.properties.get(name)
            if prop is None:
                if not name.startswith("x-"):
                    yield ctx.issue(
                        "TOKEN_PROPERTY_UNKNOWN",
                        say(
                            "token {token!r} ({type}) has property {name!r}, which {type} does not define",
                            token=token.id,
                            type=token.type,
                            name=name,
                        ),
                        path,
                        [token.id],
                        hint=say(
                            "Known properties: {properties}",
                            properties=", ".join(sorted(ttype.properties)) or say("none"),
                        ),
                    )
                continue
            why = _check_value(prop, value)
            if why:
                yield ctx.issue(
                    "TOKEN_PROPERTY_INVALID",
                    say(
                        "token {token!r}: {name} = {value!r} {why}",
                        token=token.id,
                        name=name,
                        value=value,
                        why=why,
                    ),
                    path,
                    [token.id],
                )
                continue
            if prop.type == "ref" and isinstance(value, str):
                target = world.resolve(value)
                ok = target.kind != "unknown"
                if ok and prop.ref_types:
                    kinds = {target.kind}
                    if target.token is not None:
                        kinds.add(target.token.type)
                    ok = bool(kinds & set(prop.ref_types))
                if not ok:
                    yield ctx.issue(
                        "REF_TOKEN_PROPERTY",
                        say(
                            "token {token!r}: {name} refers to {value!r}, which is not a {value2}",
                            token=token.id,
                            name=name,
                            value=value,
                            value2=" or ".join(prop.ref_types) or say("known object"),
                        ),
                        path,
                        [token.id, value],
                    )


@rule(
    (
        "ID_AMBIGUOUS",
        W,
        "One id names objects of different kinds",
        """
        What: the same id is used by two objects of different kinds (a token and a door, an
        objective and a trigger, a tile instance and an area…).
        Why: objectives, triggers, waivers and issue refs name objects by id alone; with a
        clash they may point at the wrong one.
        Game rule: none — a Questwright file-format rule (docs/format.md: every object has
        its own stable id).
        """,
    ),
    needs=("tiles", EDGE_REFS, "terrain", TOKEN_ZONES, "objectives", "triggers", "areas", "loss"),
)
def check_id_clashes(ctx: CheckContext) -> Iterator[Issue]:
    """Ids are unique across object kinds; duplicates within objectives, triggers and areas."""
    quest = ctx.quest
    board = ctx.board
    owners: dict[str, list[str]] = {}
    for kind, ids in (
        ("token", board.tokens),
        ("door", board.doors),
        ("tile", board.tiles),
        ("zone", board.zones),
        ("objective", [o.id for o in quest.objectives]),
        ("trigger", [t.id for t in quest.triggers]),
        ("area", [a.id for a in quest.areas]),
        ("loss", [x.id for x in quest.loss]),
    ):
        for i in ids:
            owners.setdefault(i, []).append(kind)
    for ident, kinds in sorted(owners.items()):
        distinct = sorted(set(kinds))
        if len(distinct) > 1:
            message = (
                say(
                    "id {ident!r} names a {first} and a {second}",
                    ident=ident,
                    first=_KIND_NAMES[distinct[0]],
                    second=_KIND_NAMES[distinct[1]],
                )
                if len(distinct) == 2
                else say("id {ident!r} names a {distinct}", ident=ident, distinct=_kinds(distinct))
            )
            yield ctx.issue(
                "ID_AMBIGUOUS",
                message,
                ctx.path_of(ident),
                [ident],
                hint=say("Rename one of them."),
            )
    for section, ids in (
        ("objectives", [o.id for o in quest.objectives]),
        ("triggers", [t.id for t in quest.triggers]),
        ("areas", [a.id for a in quest.areas]),
        ("loss", [x.id for x in quest.loss]),
    ):
        seen: set[str] = set()
        for index, ident in enumerate(ids):
            if ident in seen:
                yield ctx.issue(
                    "ID_DUPLICATE",
                    say(
                        "{what} id {ident!r} is used twice",
                        what=_SECTION_NAMES[section],
                        ident=ident,
                    ),
                    (section, index, "id"),
                    [ident],
                )
            seen.add(ident)


@rule(
    (
        "EDGE_KIND_UNKNOWN",
        E,
        "Edge kind the game does not use",
        """
        What: a quest edge uses a kind (window, barrier, opening…) the game system does not
        list in its `edgeKinds`.
        Why: the game has no such thing; movement and sight across it are undefined.
        Game rule: each system's edge kinds (windows exist only in Dark Darker Darkest,
        pillar barriers only in Massive Darkness, digest §1.3 / A.1).
        """,
    ),
    needs=("edges",),
)
def check_edge_kinds(ctx: CheckContext) -> Iterator[Issue]:
    """Quest edges use the system's edge kinds."""
    system = ctx.system
    if system is None or not system.edge_kinds:
        return
    for index, edge in enumerate(ctx.quest.edges):
        if edge.kind != "open" and edge.kind not in system.edge_kinds:
            yield ctx.issue(
                "EDGE_KIND_UNKNOWN",
                say(
                    "edge {edge} is a {kind}, which {system} does not use",
                    edge=edge.id or index,
                    kind=edge.kind,
                    system=system.id,
                ),
                ("edges", index, "kind"),
                [edge.id] if edge.id else [],
                hint=say(
                    "Use one of {edge_kinds}", edge_kinds=", ".join(sorted(system.edge_kinds))
                ),
            )


@rule(
    (
        "REF_WAIVER",
        W,
        "Waiver for an unknown code or ref",
        """
        What: a waiver names an issue code Questwright does not have, or a ref that is no id
        of anything in the quest (use "*" to waive a code everywhere).
        Why: the waiver does nothing, and the warning it was meant for still shows.
        Game rule: none — Questwright's waiver mechanism (DESIGN §6).
        """,
    ),
    needs=(
        "tiles",
        "edges",
        "terrain",
        TOKEN_ZONES,
        "objectives",
        "triggers",
        "areas",
        "counters",
        "waivers",
    ),
)
def check_waiver_refs(ctx: CheckContext) -> Iterator[Issue]:
    """Waivers name known codes and existing refs."""
    from questwright.core.geometry import parse_ref

    world = ctx.world
    for index, waiver in enumerate(ctx.quest.waivers):
        if waiver.code not in CODES:
            yield ctx.issue(
                "REF_WAIVER",
                say(
                    "waiver {index} names code {code!r}, which does not exist",
                    index=index,
                    code=waiver.code,
                ),
                ("waivers", index, "code"),
                [],
                hint=say("`questwright rules` lists the codes."),
            )
            continue
        ref = waiver.ref
        if ref == "*" or parse_ref(ref) is not None:
            continue
        if world.resolve(ref).kind == "unknown":
            yield ctx.issue(
                "REF_WAIVER",
                say(
                    "waiver {index} ({code}) names ref {ref!r}, which does not exist",
                    index=index,
                    code=waiver.code,
                    ref=ref,
                ),
                ("waivers", index, "ref"),
                [],
            )


@rule(
    (
        "WAIVER_UNUSED",
        INFO,
        "Waiver that waives nothing",
        """
        What: a waiver matches no issue of this revision (the problem was fixed, or the
        code names an error — errors cannot be waived).
        Why: stale waivers hide nothing today but would silently hide a future warning.
        Game rule: none — Questwright's waiver mechanism (DESIGN §6).
        """,
    ),
    needs=("issues",),
)
def check_unused_waivers(ctx: CheckContext) -> Iterator[Issue]:
    """Waivers that match no warning or info of this revision."""
    used: set[tuple[str, str]] = set()
    for issue in ctx.issues:
        if issue.severity is Severity.ERROR:
            continue
        for ref in issue.refs or ("",):
            used.add((issue.code, ref))
        used.add((issue.code, "*"))
    for index, waiver in enumerate(ctx.quest.waivers):
        info = CODES.get(waiver.code)
        if info is None or (waiver.code, waiver.ref) in used:
            continue  # unknown codes: REF_WAIVER
        if info.severity is Severity.ERROR:
            yield ctx.issue(
                "WAIVER_UNUSED",
                say(
                    "waiver {index} names {code}, which is an error here; errors cannot be waived",
                    index=index,
                    code=waiver.code,
                ),
                ("waivers", index),
                [],
            )
        else:
            yield ctx.issue(
                "WAIVER_UNUSED",
                say(
                    "waiver {index} ({code} on {ref}) matches no issue",
                    index=index,
                    code=waiver.code,
                    ref=waiver.ref,
                ),
                ("waivers", index),
                [],
                hint=say("Remove it if the problem is gone."),
            )
