"""Reference checks for the quest-logic building blocks: counters, trigger conditions
(``if``), the newer effects (counter, damage, remove-zone, set-enemy, refill-treasure,
destroy, discard), their ``at`` places, enemy rules and quest items.

docs/format.md and docs/engine.md describe these fields; every id they carry must name
something the quest has, or the trigger silently never does what the author meant (the
engine ignores a counter it does not know, a zone that is not there, an enemy that is not
named so). The older fields (objective targets, trigger targets of the original effect
kinds, locks) are checked in :mod:`.references`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from questwright.core.questlogic.model import type_marked
from questwright.core.text import say
from questwright.schema.model import enemy_rule_problem
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import QUEST_BY_REF, QUEST_BY_USERS, rule

E, W = Severity.ERROR, Severity.WARNING

#: words an ``at`` or ``target`` may use instead of an id
_EVENT = "event"
#: give-item values that are md1 equipment cards: the engine deals ``count`` of them
#: (Q8's three level-4 Treasure cards), so a count on them is no quest-item mistake
_CARD_GIFT = re.compile(r"artifact|treasure(:[1-9][0-9]*)?")
_AT_WORDS = frozenset({_EVENT, "lowest-level"})
#: hero receivers of damage effects
_HEROES = frozenset({"all", "party", "picker", "hero"})
#: enemy-rule keys that name a place
_GOAL_WORDS = frozenset({"start", "exit"})


def _is_hero(ref: str, chosen: frozenset[str] = frozenset()) -> bool:
    """A hero reference: a word, ``h1``…``h12`` or a chosen hero's id."""
    if ref in _HEROES or ref in chosen:
        return True
    return ref[:1] == "h" and ref[1:].isdigit() and 1 <= int(ref[1:]) <= 12


def _known(ctx: CheckContext, ref: str) -> bool:
    return bool(ctx.world.resolve(ref).kind != "unknown")


def _not_destroyable(ctx: CheckContext, ref: str) -> str | None:
    """What ``ref`` is (its token type, or door, zone...) when a ``destroy`` effect can do
    nothing to it, else None. The engines destroy the tokens of the system's object types
    (``objectTokens``), barrier edges, and the tokens a ``destroy`` objective or a
    ``destroyed`` condition names (docs/engine.md, ``destroy``)."""
    target = ctx.world.resolve(ref)
    if target.kind == "edge":
        return None
    quest = ctx.quest
    if any(o.kind == "destroy" and ref in o.targets for o in quest.objectives):
        return None
    if any(ref in cond.destroyed for trig in quest.triggers for cond in trig.if_):
        return None
    token = target.token
    if token is not None:
        return None if token.type in ctx.world.roles.object_types else token.type
    return target.kind if target.kind != "unknown" else None


def _place_known(ctx: CheckContext, scope: str, ref: str) -> bool:
    """A counter place: a tile id (tile scope) or any zone ref (both scopes)."""
    if scope == "tile" and ref in ctx.board.tiles:
        return True
    target = ctx.world.resolve(ref)
    return target.kind != "unknown" and bool(target.zones)


@rule(
    (
        "QL_COUNTER_UNKNOWN",
        E,
        "Counter reference names no counter",
        """
        What: a `counter` effect, a condition's `counter`, or a `counter-reached` trigger's
        target names a counter id that the quest's `counters` list does not define.
        Why: the engine ignores a counter it does not know, so the countdown never moves
        and whatever hangs on it (a collapse, an alarm) never happens.
        Game rule: Massive Darkness digest §7.4 P-COLLAPSE (per-tile countdowns that tick
        on a round event) and quest-scripted tallies need a declared counter.
        """,
    ),
    (
        "QL_COUNTER_PLACE",
        E,
        "Counter place does not exist",
        """
        What: a per-tile or per-zone counter's `start` names a tile or zone that is not on
        the board, or an effect or condition's `at` names none of the counter's places (and
        is not `event` or `lowest-level`), or a counter effect on a per-tile or per-zone
        counter has no `at` at all.
        Why: the tile's countdown is never kept, so that tile never collapses; a tick `at` a
        missing place changes nothing.
        Game rule: Massive Darkness digest §7.1 Q4 (wound counters on each named tile; the
        lowest-level tile loses one when the First Player token passes).
        """,
    ),
    (
        "QL_COUNTER_DUPLICATE",
        E,
        "Two counters or quest items share an id",
        """
        What: two entries of `counters`, or two of `items`, have the same id.
        Why: effects and conditions that name the id cannot tell them apart; the engine keeps
        only the last one.
        Game rule: quest-logic ids are unique (Massive Darkness digest §8.5: every reference
        resolves to one thing).
        """,
    ),
    needs=QUEST_BY_USERS,
)
def check_counters(ctx: CheckContext) -> Iterator[Issue]:
    """Counter ids are unique and every counter reference names a declared counter."""
    quest = ctx.quest
    scopes: dict[str, str] = {}
    sections: tuple[tuple[str, list[str]], ...] = (
        ("counters", [c.id for c in quest.counters]),
        ("items", [i.id for i in quest.items]),
    )
    for section, ids in sections:
        seen: set[str] = set()
        for index, entry_id in enumerate(ids):
            if entry_id in seen:
                yield ctx.issue(
                    "QL_COUNTER_DUPLICATE",
                    say(
                        "{value} id {entry_id!r} is used twice",
                        value=section[:-1],
                        entry_id=entry_id,
                    ),
                    (section, index, "id"),
                    [entry_id],
                )
            seen.add(entry_id)
    for index, counter in enumerate(quest.counters):
        scope = counter.scope or "quest"
        scopes[counter.id] = scope
        if scope != "quest" and isinstance(counter.start, dict):
            for ref in counter.start:
                if not _place_known(ctx, scope, str(ref)):
                    yield ctx.issue(
                        "QL_COUNTER_PLACE",
                        say(
                            "counter {id!r} starts a value on {ref!r}, which is not a {scope} of the board",
                            id=counter.id,
                            ref=ref,
                            scope=scope,
                        ),
                        ("counters", index, "start", str(ref)),
                        [counter.id, str(ref)],
                    )

    def place_issue(
        counter: str, at: str | None, path: tuple[str | int, ...], owner: str
    ) -> Issue | None:
        scope = scopes.get(counter)
        if scope in (None, "quest") or at is None or at in _AT_WORDS:
            return None
        if _place_known(ctx, scope, at):
            return None
        return ctx.issue(
            "QL_COUNTER_PLACE",
            say(
                "{owner}: counter {counter!r} has no {scope} at {at!r}",
                owner=owner,
                counter=counter,
                scope=scope,
                at=at,
            ),
            path,
            [owner, at],
        )

    for t_index, trig in enumerate(quest.triggers):
        target = trig.on.target
        if trig.on.event == "counter-reached" and target is not None and target not in scopes:
            yield ctx.issue(
                "QL_COUNTER_UNKNOWN",
                say(
                    "trigger {id!r} waits for counter {target!r}, which the quest does not define",
                    id=trig.id,
                    target=target,
                ),
                ("triggers", t_index, "on", "target"),
                [trig.id, target],
            )
        for c_index, cond in enumerate(trig.if_):
            if cond.counter is None:
                continue
            path = ("triggers", t_index, "if", c_index)
            if cond.counter not in scopes:
                yield ctx.issue(
                    "QL_COUNTER_UNKNOWN",
                    say(
                        "trigger {id!r}: condition on counter {counter!r}, which the quest does not define",
                        id=trig.id,
                        counter=cond.counter,
                    ),
                    (*path, "counter"),
                    [trig.id, cond.counter],
                )
            else:
                issue = place_issue(cond.counter, cond.at, (*path, "at"), trig.id)
                if issue is not None:
                    yield issue
        for e_index, effect in enumerate(trig.effects):
            if effect.kind != "counter":
                continue
            path = ("triggers", t_index, "effects", e_index)
            if effect.target not in scopes:
                yield ctx.issue(
                    "QL_COUNTER_UNKNOWN",
                    say(
                        "trigger {id!r}: counter effect on {target!r}, which the quest does not define",
                        id=trig.id,
                        target=effect.target,
                    ),
                    (*path, "target"),
                    [trig.id, str(effect.target)],
                )
            elif effect.at is None and scopes[str(effect.target)] != "quest":
                yield ctx.issue(
                    "QL_COUNTER_PLACE",
                    say(
                        "trigger {id!r}: counter effect on per-{value} counter {target!r} names no place (at)",
                        id=trig.id,
                        value=scopes[str(effect.target)],
                        target=effect.target,
                    ),
                    (*path, "at"),
                    [trig.id, str(effect.target)],
                )
            else:
                issue = place_issue(str(effect.target), effect.at, (*path, "at"), trig.id)
                if issue is not None:
                    yield issue


@rule(
    (
        "QL_CONDITION_REF",
        E,
        "Trigger condition names a missing thing",
        """
        What: a trigger's `if` condition names a token (`picked`, `destroyed`), an enemy
        source (`killed`, `enemy`), an objective (`done`), a trigger (`fired`) or a zone ref
        (`visited`, `heroIn`, `enemyIn`) that the quest does not have.
        Why: a condition on something that never exists is never true (or, negated, always
        true), so the trigger never fires as meant.
        Game rule: Massive Darkness digest §7.4: conditional rules such as "when both pillars
        are gone" (Q5, Q8, Q10) or "once a hero reached the stage" (Q10) refer to existing
        pillars, zones and enemies.
        """,
    ),
    needs=QUEST_BY_USERS,
)
def check_conditions(ctx: CheckContext) -> Iterator[Issue]:
    """Every id in a trigger condition resolves."""
    quest = ctx.quest
    world = ctx.world
    objectives = {o.id for o in quest.objectives}
    triggers = {t.id for t in quest.triggers}
    for t_index, trig in enumerate(quest.triggers):
        for c_index, cond in enumerate(trig.if_):
            path = ("triggers", t_index, "if", c_index)
            bad: list[tuple[str, str]] = []
            for key, ids in (("picked", cond.picked), ("destroyed", cond.destroyed)):
                bad += [(key, i) for i in ids if not _known(ctx, i)]
            bad += [
                ("killed", i)
                for i in cond.killed
                if not _known(ctx, i) and i not in world.spawned_names
            ]
            bad += [("done", i) for i in cond.done if i not in objectives]
            bad += [("fired", i) for i in cond.fired if i not in triggers]
            for key, ref in (
                ("visited", cond.visited),
                ("heroIn", cond.hero_in),
                ("enemyIn", cond.enemy_in),
            ):
                if ref is not None and not world.resolve(ref).zones:
                    bad.append((key, ref))
            if (
                cond.enemy is not None
                and not _known(ctx, cond.enemy)
                and cond.enemy not in world.spawned_names
            ):
                bad.append(("enemy", cond.enemy))
            for key, ref in bad:
                yield ctx.issue(
                    "QL_CONDITION_REF",
                    say(
                        "trigger {id!r}: condition {key} names {ref!r}, which does not exist",
                        id=trig.id,
                        key=key,
                        ref=ref,
                    ),
                    (*path, key),
                    [trig.id, ref],
                )


#: the token-type annotation (system.json): its tokens, once picked up, are never lost
#: (Descent's rune keys: not items, they cannot be dropped or lost)
NEVER_LOST = "x-neverLost"


def _never_lost(ctx: CheckContext, token_id: str) -> str | None:
    """The type of the token ``token_id`` when its type is never lost once picked up."""
    board = ctx.board
    token = board.tokens.get(token_id)
    if token is None or board.system is None or not type_marked(board, token, NEVER_LOST):
        return None
    return str(board.system.token_types[token.type].label or token.type)


@rule(
    (
        "QL_EFFECT_TARGET",
        E,
        "Quest-logic effect targets a missing thing",
        """
        What: a `damage`, `remove-zone`, `refill-treasure`, `destroy`, `discard` or
        `set-enemy` effect names a target that does not exist (a zone ref, a pillar or
        barrier, a carried token, an enemy source), a `destroy` effect names something
        that is not an object the game destroys (an exit, a door, a zone: only the
        system's `objectTokens` types, barrier edges and the targets of `destroy`
        objectives are), or a `set-enemy` rule's `goal` names no
        place and its `lure` no quest item or token kind, or a `give-item`/`count` gives a
        placeable quest item the quest does not define; or a `discard` names a token whose
        type is never lost once picked up (`x-neverLost` in system.json: Descent's rune
        keys).
        Why: the engine skips an effect whose target it cannot find: the bridge does not
        fall, the Immortal stays vulnerable, the party is never wounded. A rune key is no
        item: it cannot be dropped or lost, so a quest that takes it away (to close its
        doors again) asks for what the rules do not allow, and the engine keeps it.
        Game rule: Massive Darkness digest §7.4 P-DESTRUCTIBLE, P-INVULNERABLE, P-AI-OVERRIDE,
        P-ROUND-DAMAGE and P-REFILL act on named zones, objects and enemies; Descent digest
        §1.3 (runekeys are not items and cannot be dropped or lost).
        """,
    ),
    needs=QUEST_BY_USERS,
)
def check_effect_targets(ctx: CheckContext) -> Iterator[Issue]:
    """Targets of the quest-logic effects and the refs inside set-enemy rules resolve."""
    quest = ctx.quest
    world = ctx.world
    items = {i.id for i in quest.items}
    names = set(world.spawned_names)
    chosen = frozenset(c.id for c in quest.chosen)
    for t_index, trig in enumerate(quest.triggers):
        for e_index, effect in enumerate(trig.effects):
            path = ("triggers", t_index, "effects", e_index)
            target = effect.target
            kind = effect.kind
            problem: str | None = None
            if target is None or target == _EVENT:
                pass
            elif kind == "damage":
                if not _is_hero(target, chosen) and not world.resolve(target).zones:
                    problem = target
            elif kind in ("remove-zone", "refill-treasure"):
                if not world.resolve(target).zones:
                    problem = target
            elif kind in ("destroy", "discard"):
                if not _known(ctx, target):
                    problem = target
            elif (
                kind == "set-enemy"
                and target != "all"
                and not _known(ctx, target)
                and target not in names
            ):
                problem = target
            if kind == "destroy" and problem is None and target not in (None, _EVENT):
                what = _not_destroyable(ctx, str(target))
                if what is not None:
                    yield ctx.issue(
                        "QL_EFFECT_TARGET",
                        say(
                            "trigger {id!r}: destroy effect targets {target!r} ({what}), which "
                            "nothing destroys (only the game's objects: {objects}, and barrier "
                            "edges)",
                            id=trig.id,
                            what=what,
                            target=target,
                            objects=", ".join(world.roles.object_types) or "-",
                        ),
                        (*path, "target"),
                        [trig.id, str(target)],
                        hint=say("To take it out of play, remove its zone or tile instead."),
                    )
            if problem is not None:
                yield ctx.issue(
                    "QL_EFFECT_TARGET",
                    say(
                        "trigger {id!r}: {kind} effect targets {problem!r}, which does not exist",
                        id=trig.id,
                        kind=kind,
                        problem=problem,
                    ),
                    (*path, "target"),
                    [trig.id, problem],
                )
            if kind == "discard" and problem is None and target not in (None, _EVENT):
                kept = _never_lost(ctx, target)
                if kept is not None:
                    yield ctx.issue(
                        "QL_EFFECT_TARGET",
                        say(
                            "trigger {id!r}: discard effect targets {target!r} ({kind}), which the rules never take from the heroes",
                            id=trig.id,
                            target=target,
                            kind=kept,
                        ),
                        (*path, "target"),
                        [trig.id, target],
                        hint=say(
                            "Once picked up it stays with the party for the rest of the game; drop the discard."
                        ),
                    )
            if kind == "set-enemy" and isinstance(effect.value, dict):
                goal = effect.value.get("goal")
                if isinstance(goal, str) and goal not in _GOAL_WORDS and not _known(ctx, goal):
                    yield ctx.issue(
                        "QL_EFFECT_TARGET",
                        say(
                            "trigger {id!r}: set-enemy goal {goal!r} names no place",
                            id=trig.id,
                            goal=goal,
                        ),
                        (*path, "value", "goal"),
                        [trig.id, goal],
                    )
                lure = effect.value.get("lure")
                if isinstance(lure, str) and lure not in items and lure not in world.token_kinds:
                    yield ctx.issue(
                        "QL_EFFECT_TARGET",
                        say(
                            "trigger {id!r}: set-enemy lure {lure!r} is neither a quest item nor a token kind",
                            id=trig.id,
                            lure=lure,
                        ),
                        (*path, "value", "lure"),
                        [trig.id, lure],
                    )
            if (
                kind == "give-item"
                and effect.count
                and str(effect.value) not in items
                and not _CARD_GIFT.fullmatch(str(effect.value or ""))
            ):
                yield ctx.issue(
                    "QL_EFFECT_TARGET",
                    say(
                        "trigger {id!r}: give-item with a count gives {value!r}, which is not one of the quest's items",
                        id=trig.id,
                        value=effect.value,
                    ),
                    (*path, "value"),
                    [trig.id, str(effect.value)],
                )


@rule(
    (
        "QL_ENEMY_RULE",
        W,
        "Enemy rule the engine does not know",
        """
        What: a `set-enemy` effect's `value` holds a key that is not an enemy rule
        (docs/engine.md lists them: script, dormant, invulnerable, goal, drag, decoy,
        lure, steps, crush, slippery, regenerate, reinforce), or a rule's value has the
        wrong type (a word where a count belongs) or is not one of its words (`script`).
        Why: the engine ignores such a rule, so the monster plays without the behaviour
        the author wrote, usually because of a misspelt key.
        Game rule: Massive Darkness digest §7.4 P-AI-OVERRIDE and the monster skills of
        §3.1 are given to enemies through these rules.
        """,
    ),
    needs=QUEST_BY_REF,
)
def check_enemy_rules(ctx: CheckContext) -> Iterator[Issue]:
    """Every key of a set-enemy value is an enemy rule, with a value of its type."""
    for t_index, trig in enumerate(ctx.quest.triggers):
        for e_index, effect in enumerate(trig.effects):
            if effect.kind != "set-enemy" or not isinstance(effect.value, dict):
                continue
            path = ("triggers", t_index, "effects", e_index, "value")
            for key, value in effect.value.items():
                problem = enemy_rule_problem(key, value)
                if problem is not None:
                    yield ctx.issue(
                        "QL_ENEMY_RULE",
                        say("trigger {id!r}: set-enemy {problem}", id=trig.id, problem=problem),
                        (*path, key),
                        [trig.id, key],
                    )


@rule(
    (
        "QL_COUNTER_TIE",
        W,
        "Collapse order left to chance",
        """
        What: a counter effect works on the `lowest-level` place of a per-tile or per-zone
        counter, and two of the counter's places are at the same level.
        Why: when the lowest level is shared, the engine (like the table) picks one at
        random, so the quest falls apart in a different order each game. Give the places
        different levels, or name the place.
        Game rule: Massive Darkness digest §8.6 A5 (the lowest-level tile is well defined: no
        ties, or a declared tie-break) and §7.1 Q4.
        """,
    ),
    systems=("md1",),
    needs=QUEST_BY_USERS,
)
def check_counter_ties(ctx: CheckContext) -> Iterator[Issue]:
    """Places of a lowest-level counter with equal levels."""
    quest = ctx.quest
    board = ctx.board
    level: dict[str, int] = {}
    for token in board.tokens_of_type("level"):
        zone = board.token_zone(token)
        tile = board.zones[zone].tile if zone in board.zones else None
        value = token.properties.get("value", 1)
        if tile and isinstance(value, int):
            level[tile] = max(value, level.get(tile, 0))
    lowest = {
        str(e.target)
        for t in quest.triggers
        for e in t.effects
        if e.kind == "counter" and e.at == "lowest-level"
    }
    for index, counter in enumerate(quest.counters):
        if counter.id not in lowest or not isinstance(counter.start, dict):
            continue
        places: dict[int, list[str]] = {}
        for ref in counter.start:
            tiles = (
                [str(ref)]
                if str(ref) in board.tiles
                else sorted({board.zones[z].tile or "" for z in ctx.world.resolve(str(ref)).zones})
            )
            for tile in tiles:
                places.setdefault(level.get(tile, 0), []).append(str(ref))
        for value, tied in sorted(places.items()):
            if len(tied) > 1:
                yield ctx.issue(
                    "QL_COUNTER_TIE",
                    say(
                        "counter {id!r}: {names} share level {value}, so which one counts down first is left to chance",
                        id=counter.id,
                        names=", ".join(tied),
                        value=value,
                    ),
                    ("counters", index, "start"),
                    [counter.id, *tied],
                )


#: effect kinds whose ``target`` names heroes
_HERO_EFFECTS = frozenset({"give-xp", "give-item"})


@rule(
    (
        "QL_HERO_REF",
        E,
        "Hero reference names no hero",
        """
        What: a place that takes a hero names neither `h1`…`h12`, a word (`all`, `picker`,
        `hero`, `party`) nor one of the quest's `chosen` heroes: a condition's `hero`, a
        `hero-dies` loss's `target`, an escape objective's `properties.heroes`, a `give-xp`
        or `give-item` effect's `target`, a `choose-hero` effect's `value`; or a
        `choose-hero` effect's `target` is not a chosen hero; or a chosen hero of
        `when: play` that no `choose-hero` effect ever names.
        Why: the engine finds no such hero: the loss never comes, the objective never
        completes, the reward goes to nobody; a role chosen during play that nothing chooses
        stays empty for the whole game.
        Game rule: Massive Darkness digest §7.4 P-DESIGNATED-HERO (Q3: the Chosen One,
        chosen at the start; the game is lost if he dies; he must carry the artifact out).
        """,
    ),
    needs=QUEST_BY_REF,
)
def check_hero_refs(ctx: CheckContext) -> Iterator[Issue]:
    """Every hero a quest names exists, and every chosen hero is chosen."""
    quest = ctx.quest
    chosen = frozenset(c.id for c in quest.chosen)

    def bad(ref: object, words: frozenset[str] = _HEROES) -> bool:
        """A string naming no hero (``words``: the words allowed here besides ids)."""
        if not isinstance(ref, str) or ref in words:
            return False
        return ref in _HEROES or not _is_hero(ref, chosen)

    for t_index, trig in enumerate(quest.triggers):
        for c_index, cond in enumerate(trig.if_):
            if cond.hero is not None and bad(cond.hero, frozenset()):
                yield ctx.issue(
                    "QL_HERO_REF",
                    say(
                        "trigger {id!r}: condition hero {hero!r} is no hero",
                        id=trig.id,
                        hero=cond.hero,
                    ),
                    ("triggers", t_index, "if", c_index, "hero"),
                    [trig.id, cond.hero],
                )
        for e_index, effect in enumerate(trig.effects):
            path = ("triggers", t_index, "effects", e_index)
            if effect.kind in _HERO_EFFECTS and effect.target and bad(effect.target):
                yield ctx.issue(
                    "QL_HERO_REF",
                    say(
                        "trigger {id!r}: {kind} effect is for {target!r}, which is no hero",
                        id=trig.id,
                        kind=effect.kind,
                        target=effect.target,
                    ),
                    (*path, "target"),
                    [trig.id, effect.target],
                )
            if effect.kind != "choose-hero":
                continue
            if effect.target not in chosen:
                yield ctx.issue(
                    "QL_HERO_REF",
                    say(
                        "trigger {id!r}: choose-hero names {target!r}, which is not one of the quest's chosen heroes",
                        id=trig.id,
                        target=effect.target,
                    ),
                    (*path, "target"),
                    [trig.id, str(effect.target)],
                )
            if effect.value is not None and (
                not isinstance(effect.value, str) or bad(effect.value)
            ):
                yield ctx.issue(
                    "QL_HERO_REF",
                    say(
                        "trigger {id!r}: choose-hero picks {value!r}, which is no hero",
                        id=trig.id,
                        value=effect.value,
                    ),
                    (*path, "value"),
                    [trig.id],
                )
    for l_index, loss in enumerate(quest.loss):
        if loss.kind == "hero-dies" and loss.target is not None and bad(loss.target, frozenset()):
            yield ctx.issue(
                "QL_HERO_REF",
                say(
                    "loss {id!r}: hero-dies names {target!r}, which is no hero",
                    id=loss.id,
                    target=loss.target,
                ),
                ("loss", l_index, "target"),
                [loss.id, loss.target],
            )
    for o_index, obj in enumerate(quest.objectives):
        who = obj.properties.get("heroes")
        if obj.kind == "escape" and bad(who, frozenset({"any", "all"})):
            yield ctx.issue(
                "QL_HERO_REF",
                say("objective {id!r}: escape by {who!r}, which is no hero", id=obj.id, who=who),
                ("objectives", o_index, "properties", "heroes"),
                [obj.id, str(who)],
            )
    named = {e.target for t in quest.triggers for e in t.effects if e.kind == "choose-hero"}
    for c_index, spec in enumerate(quest.chosen):
        if spec.when == "play" and spec.id not in named:
            yield ctx.issue(
                "QL_HERO_REF",
                say(
                    "chosen hero {id!r} is chosen during play, but no choose-hero effect names it",
                    id=spec.id,
                ),
                ("chosen", c_index, "id"),
                [spec.id],
            )
        if spec.hero is not None and not (
            spec.hero[:1] == "h" and spec.hero[1:].isdigit() and 1 <= int(spec.hero[1:]) <= 12
        ):
            yield ctx.issue(
                "QL_HERO_REF",
                say(
                    "chosen hero {id!r} names {hero!r}; a hero at setup is h1…h12",
                    id=spec.id,
                    hero=spec.hero,
                ),
                ("chosen", c_index, "hero"),
                [spec.id],
            )
