"""A quest's logic compiled for the model of the quest over time.

:class:`QuestModel` reads the objectives, triggers, effects, counters, quest items and loss
conditions of a quest (docs/format.md, docs/engine.md) once, resolves every reference to
regions of the condensed board (:mod:`.regions`), and lists the *actions* that can move the
quest on, ignoring dice and enemies: a hero picks up a token, enters a zone, crosses an edge,
opens a door, destroys an object, kills an enemy, works a lever or completes a positional
objective; a round passes; an enemy steps into a zone. The state semantics live in
:mod:`.state`, the bounded exploration in :mod:`.search`.

An action is *silent* when nothing in the quest listens to it or refers to it: then doing it
is never worse than not (it only opens, collects or completes), so the model does it at
once instead of exploring both. Everything else is a choice the exploration branches on.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from questwright.core.board import Board
from questwright.core.movement import movement
from questwright.core.params import param_int, param_int_map
from questwright.core.questlogic.refs import Refs
from questwright.core.questlogic.regions import Moves, Regions, build_regions
from questwright.core.roles import Roles
from questwright.schema.model import Condition, Effect

__all__ = [
    "POSITIONAL",
    "Action",
    "CounterSpec",
    "EnemySpec",
    "ObjectiveSpec",
    "QuestModel",
    "TriggerSpec",
    "type_marked",
]

#: objective kinds a hero completes by standing somewhere (or a party-wide kill of "all")
POSITIONAL = frozenset({"reach", "hold", "escape", "lure"})
#: names an effect uses for the event's own place or hero
EVENT = "event"
#: trigger events that come with the game, not by a hero's choice (dice and cards)
CHANCE_EVENTS = ("hero-killed", "event-drawn", "deck-reshuffled")
_HERO_WORDS = frozenset({"all", "party", "picker", "hero"})
#: how far a counter may run past the numbers the quest compares it with
_COUNTER_MARGIN = 1
#: the most rounds a cyclic round schedule is followed for (lcm of roundEvery values)
MAX_ROUND_PERIOD = 60


@dataclass(frozen=True)
class Action:
    """Something that moves the quest on (see the module docstring).

    ``kind``: pickup, enter, cross, open, destroy, kill, activate, complete, round,
    enemy-enters, happen. ``subject``: the token, zone, edge, door, object, enemy, lever or
    objective id (``""`` for a round; ``event|target`` for a game event that happens).
    ``regions``: where a hero stands to do it (empty: no hero).
    """

    index: int
    kind: str
    subject: str
    regions: frozenset[int] = frozenset()
    silent: bool = False

    @property
    def by_hero(self) -> bool:
        return self.kind not in ("round", "enemy-enters", "happen")

    def __str__(self) -> str:
        return f"{self.kind} {self.subject}".strip()


@dataclass
class ObjectiveSpec:
    id: str
    kind: str
    targets: tuple[str, ...]
    needed: int
    after: tuple[str, ...]
    #: regions a hero must stand in (reach, hold, escape, occupy); per target for occupy
    regions: frozenset[int]
    target_regions: dict[str, frozenset[int]]
    props: dict[str, Any]
    text: str
    #: positional: completed by a hero's choice of when to stand there
    positional: bool = False
    timing: str = "any"
    #: something listens to its completion or refers to it (completing it is a choice)
    loud: bool = False
    #: none of its targets can be used (a reference rule reports it): done when available
    free: bool = False
    #: targets placed face down (an exit token a trigger reveals): a hero uses one only once
    #: it is revealed (a ``revealed:`` fact), as the engines play them
    hidden: frozenset[str] = frozenset()
    #: exit tokens whose being out stops it, each with the escape objectives that take it
    #: off again (Machina: no chapter space is activated while an exit token is placed;
    #: the explorers leaving by it end that)
    blocked_by: tuple[tuple[str, bool, tuple[str, ...]], ...] = ()


@dataclass
class TriggerSpec:
    id: str
    index: int
    event: str
    target: str | None
    round: int | None
    once: bool
    conditions: tuple[Condition, ...]
    effects: tuple[Effect, ...]
    text: str = ""


@dataclass
class CounterSpec:
    id: str
    scope: str
    places: tuple[str, ...]
    slots: tuple[int, ...]
    start: tuple[int, ...]
    threshold: int
    low: int
    high: int


@dataclass
class EnemySpec:
    """An enemy the quest refers to: placed at setup (a spawn token) or spawned by effects."""

    name: str
    aliases: frozenset[str]
    regions: frozenset[int] = frozenset()
    dormant: bool = False
    stationary: bool = False
    at_setup: bool = False
    #: triggers with a spawn effect that creates it
    spawned_by: tuple[str, ...] = ()
    #: dormant by its type (:data:`DORMANT_TYPE`: md2's boss): nobody can harm it until
    #: it wakes
    inert_asleep: bool = False
    #: placed face down where its type is out of play so (:data:`ABSENT_FACE_DOWN`): it
    #: comes into play where its token lies when a trigger reveals it
    hidden: bool = False

    @property
    def flags(self) -> str:
        """Its flags as a foe of the model's states when it comes into play: ``d`` dormant,
        ``s`` stationary."""
        return ("d" if self.dormant else "") + ("s" if self.stationary else "")


@dataclass
class QuestModel:
    """The static part of the model: references resolved, actions listed."""

    board: Board
    moves: Moves
    roles: Roles
    refs: Refs
    regions: Regions
    party: int | None
    objectives: list[ObjectiveSpec] = field(default_factory=list)
    triggers: list[TriggerSpec] = field(default_factory=list)
    listeners: dict[str, list[TriggerSpec]] = field(default_factory=dict)
    counters: dict[str, CounterSpec] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    enemies: dict[str, EnemySpec] = field(default_factory=dict)
    start: frozenset[int] = frozenset()
    #: token id -> regions, kinds (for tokens heroes pick up)
    pickups: dict[str, tuple[frozenset[int], tuple[str, ...]]] = field(default_factory=dict)
    #: object id (pillar token, barrier edge) -> regions heroes attack it from
    objects: dict[str, frozenset[int]] = field(default_factory=dict)
    #: face-down token -> the pool its kind is drawn from (md1 ``facedownPools``)
    pool_of: dict[str, str] = field(default_factory=dict)
    tile_level: dict[str, int] = field(default_factory=dict)
    rounds: bool = False
    round_limit: int | None = None
    round_cap: int = 1
    round_base: int = 1
    round_period: int = 1
    #: count rounds up to this one even without a round limit (0: no), so that a state's
    #: round is the real one until then (the time check, :mod:`.timing`)
    round_horizon: int = 0
    #: facts some condition, lock or objective refers to (``picked:X``, ``visited:R``…)
    referenced: frozenset[str] = frozenset()
    loss_on_removal: bool = False
    items: frozenset[str] = frozenset()
    #: link groups that are open at setup (gated ones wait for a condition)
    open_links: frozenset[str] = frozenset()
    #: gated link groups (``link:GROUP``) → objective and trigger ids that open them
    gated_links: dict[str, tuple[str, ...]] = field(default_factory=dict)
    door_ids: tuple[str, ...] = ()
    #: the zones of the start tokens, in token order (where every hero stands as the first
    #: round starts; before the active glyphs a quest without start tokens starts from)
    start_zones: tuple[str, ...] = ()
    #: levers a hero may work again (a later round) while they have been worked fewer than
    #: :attr:`activation_limit` times together (:data:`ACTIVATION_LIMIT`): only those a
    #: repeating ``activated`` trigger counts
    repeat_levers: frozenset[str] = frozenset()
    activation_limit: int = 0
    #: the names enemies the quest does not place carry (``x-wanderingEnemies``: Door
    #: cards, events, spawn phases), or None when the system brings none
    wandering: frozenset[str] | None = None

    # ---------------------------------------------------------------- lookups
    def trigger(self, trigger_id: str) -> TriggerSpec | None:
        return next((t for t in self.triggers if t.id == trigger_id), None)

    def objective(self, objective_id: str) -> ObjectiveSpec | None:
        return next((o for o in self.objectives if o.id == objective_id), None)

    def zone_label(self, region: int) -> str:
        zones = self.regions.members[region]
        return zones[0] if len(zones) == 1 else f"{zones[0]} (+{len(zones) - 1})"

    def enemy_named(self, ref: str) -> list[EnemySpec]:
        """The enemies ``ref`` names (one of their aliases), in the model's order."""
        enemies = self.enemies
        index = self.__dict__.get("_aliases")
        # built once the model is (its enemies only come while it is built); asked for
        # every trigger and step, it was a scan of every enemy each time
        if index is None or index[0] != len(enemies):
            table: dict[str, list[EnemySpec]] = {}
            for spec in enemies.values():
                for alias in spec.aliases:
                    table.setdefault(alias, []).append(spec)
            index = self.__dict__["_aliases"] = (len(enemies), table)
        return list(index[1].get(ref, ()))

    def names_of(self, region: int) -> set[str]:
        """Every name an ``enter-zone`` event in ``region`` may carry."""
        names: set[str] = set()
        for zone in self.regions.members[region]:
            names.update(self.refs.zone_names.get(zone, (zone,)))
        return names


# --------------------------------------------------------------------------- building


def _event_places(
    refs: Refs, trig: Any, counter_places: dict[str, tuple[str, ...]]
) -> list[frozenset[str]]:
    """Zone sets an ``event`` target of this trigger's effects may mean."""
    event, target = trig.on.event, trig.on.target
    out: list[frozenset[str]] = []
    if event == "counter-reached":
        ids = [target] if target else list(counter_places)
        for cid in ids:
            for place in counter_places.get(cid or "", ()):
                zones = refs.zones(place)
                if zones:
                    out.append(zones)
    elif event in ("enter-zone", "hero-round-start", "enemy-enters-zone", "chamber-revealed"):
        zones_named = refs.zones(target) if target else frozenset(refs.board.zones)
        for zone in sorted(zones_named):
            named: set[str] = set()
            for name in refs.zone_names.get(zone, (zone,)):
                named |= refs.zones(name)
            out.append(frozenset(named))
    elif target:
        zones = refs.zones(target)
        if zones:
            out.append(zones)
    return out


def _removal_units(
    board: Board, refs: Refs, counter_places: dict[str, tuple[str, ...]]
) -> list[frozenset[str]]:
    units: list[frozenset[str]] = []
    for trig in board.quest.triggers:
        for effect in trig.effects:
            if effect.kind not in ("remove-zone", "remove-tile"):
                continue
            if effect.target == EVENT:
                places = _event_places(refs, trig, counter_places)
                if effect.kind == "remove-tile":
                    places = [
                        frozenset(
                            z for t in _tiles_of(board, p) for z in refs.tile_zones.get(t, ())
                        )
                        for p in places
                    ]
                units += [p for p in places if p]
            elif effect.target:
                zones = refs.zones(effect.target)
                if zones:
                    units.append(zones)
    return list(dict.fromkeys(units))


def _tiles_of(board: Board, zones: Iterable[str]) -> set[str]:
    return {board.zones[z].tile for z in zones if z in board.zones and board.zones[z].tile}  # type: ignore[misc]


def _counter_places(board: Board, refs: Refs) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for counter in board.quest.counters:
        scope = counter.scope or "quest"
        if scope == "quest":
            out[counter.id] = ("",)
            continue
        places: list[str] = []
        if isinstance(counter.start, dict):
            for ref in counter.start:
                ref = str(ref)
                if scope == "tile":
                    if ref in board.tiles:
                        places.append(ref)
                    else:
                        places += sorted(_tiles_of(board, refs.zones(ref)))
                else:
                    places += sorted(refs.zones(ref))
        out[counter.id] = tuple(dict.fromkeys(places))
    return out


def _spawn_names(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return {str(value[k]) for k in ("id", "name", "what") if k in value}
    return set()


def build_model(
    board: Board,
    moves: Moves,
    party: int | None = None,
    roles: Roles | None = None,
    use_zones: Callable[[str], frozenset[str]] | None = None,
) -> QuestModel:
    """Compile ``board``'s quest logic (see the module docstring).

    ``party`` fixes the hero count for ``partyMin``/``partyMax`` conditions (``None``: any).
    """
    quest = board.quest
    roles = roles or Roles(board)
    refs = Refs(board, use_zones)
    counter_places = _counter_places(board, refs)
    named_edges: dict[str, frozenset[frozenset[str]]] = {}
    crossing_names: set[str] = {
        t.on.target for t in quest.triggers if t.on.event == "cross-edge" and t.on.target
    }
    for name in crossing_names:
        zones = refs.zones(name)
        if len(zones) >= 2:
            named_edges[name] = frozenset({frozenset(zones)})
    regions = build_regions(board, moves, _removal_units(board, refs, counter_places), named_edges)
    model = QuestModel(board, moves, roles, refs, regions, party)
    model.door_ids = tuple(board.doors)
    model.items = frozenset(i.id for i in quest.items)
    start_zones = [
        zone
        for token in board.tokens.values()
        if token.type in roles.start_types and token.cell is not None
        for zone in [board.zone_of(token.cell)]
        if zone
    ]
    model.start_zones = tuple(start_zones)
    if not start_zones:
        for glyph in board.tokens_of_type("glyph"):
            if glyph.cell is not None and glyph.properties.get("active") is True:
                zone = board.zone_of(glyph.cell)
                if zone:
                    start_zones.append(zone)
    model.start = regions.regions_of(start_zones)
    for token in board.tokens_of_type("level"):
        zone = board.token_zone(token)
        tile = board.zones[zone].tile if zone in board.zones else None
        value = token.properties.get("value", 1)
        if tile and isinstance(value, int) and value > model.tile_level.get(tile, 0):
            model.tile_level[tile] = value
    _compile_counters(model, counter_places)
    _compile_triggers(model)
    _compile_objectives(model)
    _compile_enemies(model)
    _compile_rounds(model)
    _compile_references(model)
    _compile_actions(model)
    _check_targets(model)
    model.loss_on_removal = any(
        loss.kind == "hero-dies" and (loss.properties or {}).get("cause", "removal") == "removal"
        for loss in quest.loss
    )
    model.gated_links = {f"link:{g}": needs for g, needs in movement(board).link_gates().items()}
    model.open_links = frozenset(
        g
        for adj in regions.adj
        for gate in adj.values()
        if gate
        for g in gate
        if g.startswith("link:") and g not in model.gated_links
    )
    return model


def _compile_counters(model: QuestModel, counter_places: dict[str, tuple[str, ...]]) -> None:
    quest = model.board.quest
    compared: dict[str, list[int]] = {}
    for trig in quest.triggers:
        for cond in trig.if_:
            if cond.counter:
                compared.setdefault(cond.counter, []).extend(
                    v for v in (cond.min, cond.max) if v is not None
                )
    deltas: dict[str, int] = {}
    for trig in quest.triggers:
        for eff in trig.effects:
            if eff.kind == "counter" and eff.target:
                step = abs(int(eff.value)) if isinstance(eff.value, int) else 1
                deltas[eff.target] = max(deltas.get(eff.target, 0), step)
    slot = 0
    for counter in quest.counters:
        if counter.id in model.counters:
            continue
        scope = counter.scope or "quest"
        places = counter_places.get(counter.id, ())
        start: list[int] = []
        raw = counter.start
        for place in places:
            value = 0
            if scope == "quest":
                value = raw if isinstance(raw, int) and not isinstance(raw, bool) else 0
            elif isinstance(raw, dict):
                for ref, v in raw.items():
                    if not isinstance(v, int):
                        continue
                    named = {str(ref)}
                    if scope == "tile" and str(ref) not in model.board.tiles:
                        named = _tiles_of(model.board, model.refs.zones(str(ref)))
                    elif scope == "zone":
                        named = set(model.refs.zones(str(ref)))
                    if place in named:
                        value = v
            start.append(value)
        threshold = counter.threshold or 0
        numbers = [threshold, *start, *compared.get(counter.id, [])]
        margin = max(deltas.get(counter.id, 1), 1) * _COUNTER_MARGIN
        model.counters[counter.id] = CounterSpec(
            counter.id,
            scope,
            places,
            tuple(range(slot, slot + len(places))),
            tuple(start),
            threshold,
            min(numbers) - margin,
            max(numbers) + margin,
        )
        slot += len(places)


def _compile_triggers(model: QuestModel) -> None:
    for index, trig in enumerate(model.board.quest.triggers):
        text = getattr(trig, "text", None) or ""
        spec = TriggerSpec(
            trig.id,
            index,
            trig.on.event,
            trig.on.target,
            trig.on.round,
            trig.once,
            tuple(trig.if_),
            tuple(trig.effects),
            text,
        )
        model.triggers.append(spec)
        model.listeners.setdefault(spec.event, []).append(spec)


def _compile_objectives(model: QuestModel) -> None:
    refs, regions, board = model.refs, model.regions, model.board
    for obj in board.quest.objectives:
        props = dict(obj.properties)
        if obj.kind == "escape" and "heroes" not in props:
            props["heroes"] = model.roles.escape_heroes
        targets = tuple(obj.targets)
        per_target = {t: regions.regions_of(refs.zones(t)) for t in targets}
        where: frozenset[int] = frozenset()
        if obj.zone is not None:
            zone = board.zone_of(obj.zone)
            if zone is not None:
                where = regions.regions_of(refs.use_zones(zone))
        known = [t for t in targets if refs.resolve(t).kind != "unknown" or obj.kind == "kill"]
        if obj.count is not None:
            # more than it names is OBJECTIVE_COUNT's finding: ask for what exists
            needed = min(obj.count, len(known)) if known and obj.kind != "kill" else obj.count
        elif obj.kind in POSITIONAL or props.get("mode") == "any":
            needed = 1
        else:
            needed = len(known) or 1
        if obj.kind in POSITIONAL and not where:
            where = frozenset().union(*per_target.values()) if per_target else frozenset()
        positional = obj.kind in POSITIONAL
        timing = "any"
        if obj.kind == "hold":
            timing = str(props.get("timing", "round-end"))
        if obj.kind == "activate" and props.get("rule", "action") == "occupy":
            positional = True
            timing = str(props.get("timing", "round-start"))
            if model.party == 1 and "soloCount" in props:
                needed = int(props["soloCount"])
        if obj.kind == "kill" and any(t in ("all", "all-enemies") for t in targets):
            positional = True
        if obj.kind == "activate" and props.get("securityBoard") is True and obj.count is None:
            needed = min(needed, _chips_needed(board))
        model.objectives.append(
            ObjectiveSpec(
                obj.id,
                obj.kind,
                targets,
                needed,
                tuple(obj.after),
                where,
                per_target,
                props,
                obj.text or obj.id,
                positional,
                timing,
                hidden=frozenset(
                    t
                    for t in targets
                    if obj.kind in ("escape", "reach")
                    and obj.zone is None
                    and t in board.tokens
                    and board.tokens[t].face_down
                ),
                blocked_by=_exits_blocking(board, obj.kind, props),
            )
        )


#: the most icons a code chip has (a chip's icons remove as many code tokens)
_CHIP_ICONS = 3


def _chips_needed(board: Board) -> int:
    """The fewest terminals a security-board objective (``properties.securityBoard``) is
    worked at, at best: the code tokens of ``setup.securitySequence`` left once the
    darkness track has bought all it can (``darknessTrackLength`` less ``darknessStart``
    spaces, ``darknessCosts.codeTokenBypassed`` a token), each chip fed in removing up to
    three (seeds/002, the lab's security panel); at least one. A large number where the
    quest says nothing of its code (every target, as before)."""
    sequence = board.quest.setup.get("securitySequence")
    if not isinstance(sequence, list):
        return 1 << 30
    track = param_int(board, "darknessTrackLength", 5, 1, 100)
    start = param_int(board, "darknessStart", 1, 1, 100)
    costs = param_int_map(board, "darknessCosts", 0, 100)
    cost = costs.get("codeTokenBypassed", 1)
    bought = len(sequence) if cost == 0 else max(track - start, 0) // cost
    return max(1, -(-(len(sequence) - bought) // _CHIP_ICONS))


#: the terrain whose activation an exit token out on the board forbids (Machina's chapter
#: space, player aid "Activate chapter space"), and the token type that does it
CHAPTER_SPACE = "chapter-space"
EXIT_TYPE = "exit"


def _exits_blocking(
    board: Any, kind: str, props: dict[str, Any]
) -> tuple[tuple[str, bool, tuple[str, ...]], ...]:
    """For an objective that activates a chapter space (a terrain the system declares):
    every exit token, whether it is out from the set-up, and the escape objectives that
    take it off the board."""
    if kind != "activate" or props.get("terrain") != CHAPTER_SPACE:
        return ()
    system = board.system
    if system is None or CHAPTER_SPACE not in system.terrain:
        return ()
    out = []
    for token in board.tokens.values():
        if token.type != EXIT_TYPE:
            continue
        leaving = tuple(
            o.id for o in board.quest.objectives if o.kind == "escape" and token.id in o.targets
        )
        out.append((token.id, not token.face_down, leaving))
    return tuple(out)


def _check_targets(model: QuestModel) -> None:
    """Keep the targets an objective can use; one with none left is free.

    Targets that name nothing, or a thing of the wrong kind, are the reference rules'
    findings (``REF_OBJECTIVE_TARGET``, ``OBJECTIVE_TARGET_KIND``); like the static
    fixpoint, the model does not let the rest of the quest wait for them.
    """
    board = model.board
    for obj in model.objectives:
        kind = obj.kind
        valid: list[str] = []
        for t in obj.targets:
            if kind in ("pickup", "collect"):
                ok = t in model.pickups
            elif kind == "open":
                ok = t in board.doors
            elif kind == "kill":
                ok = t in ("all", "all-enemies") or bool(model.enemy_named(t))
            elif kind == "destroy":
                ok = t in model.objects
            else:
                ok = bool(obj.target_regions.get(t))
            if ok:
                valid.append(t)
        if len(valid) != len(obj.targets):
            obj.targets = tuple(valid)
            obj.needed = min(obj.needed, len(valid))
        obj.free = not valid
        if obj.free:
            obj.positional = False


#: the token-type annotation (system.json): its tokens start dormant, woken when their room
#: is revealed (md2's boss: its fight begins when the throne room's door opens)
DORMANT_TYPE = "x-dormant"


def type_marked(board: Board, token: Any, annotation: str) -> bool:
    """Whether ``token``'s type carries ``annotation`` (an ``x-`` field of system.json)."""
    ttype = board.system.token_types.get(token.type) if board.system else None
    return ttype is not None and ttype.extras.get(annotation) is True


#: the token-type annotation (system.json): its tokens are never picked up themselves (MD2's
#: loot markers: when their room is revealed each becomes a treasure token drawn from the
#: bag, and that is what a hero takes), so no pick-up of one happens
NOT_PICKED_UP = "x-notPickedUp"


#: the system annotation (system.json): ``{"parameter": NAME}``, the rule parameter that
#: says how many activations a quest sees in all; until then a lever may be worked again
#: in a later round (Dark Darker Darkest: a corner terminal takes one chip a round, and at
#: most ``maxCodeChipsPlaced`` chips are ever fed in). Without it a lever is worked once.
ACTIVATION_LIMIT = "x-activationLimit"


def activation_limit(board: Board) -> int:
    """The most activations a quest sees in all, by :data:`ACTIVATION_LIMIT` (0: none
    declared, every lever is worked once)."""
    system = board.system
    raw: Any = getattr(system, "extras", {}).get(ACTIVATION_LIMIT) if system else None
    if not isinstance(raw, dict) or not isinstance(raw.get("parameter"), str):
        return 0
    value = board.parameter(raw["parameter"])
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


#: the token-type annotation (system.json): a token of the type placed face down is out of
#: play until a trigger reveals it (Machina's monsters: the engine places only the face-up
#: ones at set-up)
ABSENT_FACE_DOWN = "x-faceDownAbsent"


def _placed_enemy(
    model: QuestModel, token: Any, names: set[str], stationary: bool = False
) -> EnemySpec:
    """The enemy a token places at set-up: dormant by its properties or its type, and out
    of play until revealed when it lies face down where its type is so."""
    board = model.board
    asleep = type_marked(board, token, DORMANT_TYPE)
    absent = token.face_down and type_marked(board, token, ABSENT_FACE_DOWN)
    return EnemySpec(
        token.id,
        frozenset(names),
        model.regions.regions_of(model.refs.token_zones(token)),
        dormant=token.properties.get("dormant") is True or asleep,
        inert_asleep=asleep,
        stationary=stationary,
        at_setup=not absent,
        # the triggers that reveal it bring it into play
        spawned_by=tuple(
            t.id
            for t in board.quest.triggers
            if any(e.kind == "reveal" and e.target == token.id for e in t.effects)
        )
        if absent
        else (),
        hidden=absent,
    )


def _compile_enemies(model: QuestModel) -> None:
    board, roles = model.board, model.roles
    scripts = board.quest.setup.get("enemyScripts")
    scripts = scripts if isinstance(scripts, dict) else {}
    for token in board.tokens.values():
        if token.type not in roles.spawn_types:
            continue
        props = token.properties
        names = {token.id}
        for key in ("monster", "name"):
            if isinstance(props.get(key), str) and props[key]:
                names.add(props[key])
        stationary = props.get("stationary") is True or scripts.get(token.id) == "stationary"
        model.enemies[token.id] = _placed_enemy(model, token, names, stationary)
    # a kill objective's token target is an enemy on the board from the start (a boss,
    # a nemesis), whatever its token type
    for obj in board.quest.objectives:
        if obj.kind != "kill":
            continue
        for target in obj.targets:
            boss = board.tokens.get(target)
            if boss is None or target in model.enemies:
                continue
            model.enemies[target] = _placed_enemy(model, boss, {target})
    for trig in board.quest.triggers:
        for effect in trig.effects:
            if effect.kind != "spawn":
                continue
            value = effect.value
            for name in sorted(_spawn_names(value)):
                spec = model.enemies.get(name)
                if spec is None:
                    spec = model.enemies[name] = EnemySpec(name, frozenset({name}))
                if trig.id not in spec.spawned_by:
                    spec.spawned_by = (*spec.spawned_by, trig.id)
                if isinstance(value, dict):
                    spec.dormant = spec.dormant or value.get("dormant") is True
                    spec.stationary = spec.stationary or value.get("script") == "stationary"


def _compile_rounds(model: QuestModel) -> None:
    quest = model.board.quest
    fixed: list[int] = []
    periods: list[int] = []
    listens = False
    for trig in quest.triggers:
        if trig.on.event in ("round-start", "round-end", "hero-round-start"):
            listens = True
        if trig.on.round is not None:
            fixed.append(trig.on.round)
        for cond in trig.if_:
            fixed += [v for v in (cond.round_min, cond.round_max) if v is not None]
            if cond.round_every:
                periods.append(cond.round_every)
    timed = any(o.timing != "any" for o in model.objectives)
    model.rounds = listens or bool(fixed) or bool(periods) or timed
    limits = [loss.rounds for loss in quest.loss if loss.kind == "round-limit" and loss.rounds]
    tracked = bool(fixed) or bool(periods)
    if tracked and limits:
        model.round_limit = min(limits)
        model.round_cap = model.round_limit
    elif tracked:
        period = 1
        for p in periods:
            period = min(math.lcm(period, max(1, p)), MAX_ROUND_PERIOD)
        model.round_base = max(fixed, default=1) + 1
        model.round_period = period
        model.round_cap = model.round_base + period - 1
    else:
        model.round_cap = 1


def _compile_references(model: QuestModel) -> None:
    """Facts some condition refers to: an action about them is never silent."""
    quest = model.board.quest
    regions, refs = model.regions, model.refs
    facts: set[str] = set()
    for trig in quest.triggers:
        for cond in trig.if_:
            facts |= {f"picked:{t}" for t in cond.picked}
            facts |= {f"killed:{t}" for t in cond.killed}
            facts |= {f"destroyed:{t}" for t in cond.destroyed}
            facts |= {f"done:{t}" for t in cond.done}
            if cond.visited:
                facts |= {f"visited:{r}" for r in regions.regions_of(refs.zones(cond.visited))}
    model.referenced = frozenset(facts)


#: per event: whether some trigger listens to it whatever it carries, and the targets
#: the others name (asked once per door, lever, enemy and pick-up, so not a scan)
_Heard = dict[str, tuple[bool, frozenset[str]]]


def _listener_index(model: QuestModel) -> _Heard:
    return {
        event: (
            any(s.target is None for s in specs),
            frozenset(s.target for s in specs if s.target is not None),
        )
        for event, specs in model.listeners.items()
        if specs
    }


#: the system.json annotation naming what enemies the quest file does not place carry
WANDERING_KEY = "x-wanderingEnemies"


def _wandering_names(board: Board) -> frozenset[str] | None:
    """The names (classes) of the enemies the system brings into play that the quest file
    does not place, as its ``x-wanderingEnemies`` declares them (``{"names": [...]}``);
    None when it declares none."""
    raw: Any = getattr(board.system, "extras", {}).get(WANDERING_KEY) if board.system else None
    if not isinstance(raw, dict):
        return None
    names = raw.get("names")
    if not isinstance(names, list):
        return frozenset()
    return frozenset(n for n in names if isinstance(n, str))


def _matches(heard: _Heard, event: str, names: Iterable[str]) -> bool:
    """Whether some trigger listens to ``event`` carrying any of ``names``."""
    found = heard.get(event)
    if found is None:
        return False
    anything, targets = found
    return anything or not targets.isdisjoint(names)


def _compile_actions(model: QuestModel) -> None:
    board, refs, regions, roles = model.board, model.refs, model.regions, model.roles
    quest = board.quest
    listening = _listener_index(model)
    actions: list[Action] = []
    referenced = model.referenced

    def add(kind: str, subject: str, where: frozenset[int], silent: bool) -> None:
        actions.append(Action(len(actions), kind, subject, where, silent))

    # Where effects can take things away (remove, close, destroy, discard), when a hero
    # takes what an objective or a door needs matters: those pick-ups are choices.
    fragile = any(
        e.kind in ("remove-zone", "remove-tile", "close-door", "destroy", "discard")
        for t in quest.triggers
        for e in t.effects
    )
    needed: set[str] = {t for o in quest.objectives for t in o.targets}
    for door in board.doors.values():
        if door.lock is not None:
            needed |= set(door.lock.keys)
    # pick-ups: pickup tokens, keys, objective targets
    wanted: set[str] = {
        t.id
        for t in board.tokens.values()
        if t.type in roles.pickup_types and not type_marked(board, t, NOT_PICKED_UP)
    }
    wanted |= {t.id for t in board.tokens.values() if t.type in roles.rune_key_types}
    for door in board.doors.values():
        if door.lock is not None and door.lock.kind == "key":
            wanted |= {k for k in door.lock.keys if k in board.tokens}
    for obj in quest.objectives:
        if obj.kind in ("pickup", "collect"):
            wanted |= {t for t in obj.targets if t in board.tokens}
    for tid in sorted(wanted, key=list(board.tokens).index):
        token = board.tokens[tid]
        where = regions.regions_of(refs.token_zones(token))
        kinds = roles.kinds_of(token)
        model.pickups[tid] = (where, kinds)
        if len(kinds) > 1:
            model.pool_of[tid] = str(token.properties.get("pool", "objectives"))
        loud = (
            _matches(listening, "pickup", (tid, *kinds))
            or _matches(listening, "item-gained", (tid, *kinds))
            or f"picked:{tid}" in referenced
            or (fragile and tid in needed)
        )
        add("pickup", tid, where, not loud)
    # objects heroes destroy
    object_ids: set[str] = {t.id for t in board.tokens.values() if t.type in roles.object_types}
    for obj in quest.objectives:
        if obj.kind == "destroy":
            object_ids |= set(obj.targets)
    object_ids |= {f.split(":", 1)[1] for f in referenced if f.startswith("destroyed:")}
    barrier_ids = {
        g[8:]
        for adj in regions.adj
        for gate in adj.values()
        if gate
        for g in gate
        if g.startswith("barrier:")
    }
    object_ids |= barrier_ids
    sealed = movement(board).sealed
    for oid in sorted(object_ids):
        if oid in barrier_ids:
            where = regions.sides.get(oid, frozenset())
        else:
            where = regions.regions_of(refs.zones(oid))
        if not where:
            continue
        model.objects[oid] = where
        if oid in sealed:
            continue  # nobody attacks it: only the effects that destroy it open it
        loud = _matches(listening, "object-destroyed", (oid,)) or f"destroyed:{oid}" in referenced
        add("destroy", oid, where, not loud)
    # doors
    wakes = roles.wake_on_reveal and any(e.dormant for e in model.enemies.values())
    for door in board.doors.values():
        where = regions.sides.get(door.id, frozenset())
        if not where:
            continue
        loud = (
            _matches(listening, "door-opened", (door.id,)) or "chamber-revealed" in model.listeners
        )
        if wakes:
            loud = True
        add("open", door.id, where, not loud)
    # levers
    levers: set[str] = set()
    for spec in model.objectives:
        if spec.kind == "activate" and not spec.positional:
            levers |= set(spec.targets)
    levers |= {s.target for s in model.listeners.get("activated", []) if s.target}
    limit = activation_limit(board)
    counting = [s for s in model.listeners.get("activated", []) if not s.once]
    repeat: set[str] = set()
    for lever in sorted(levers):
        where = regions.regions_of(refs.zones(lever))
        if where:
            add("activate", lever, where, not _matches(listening, "activated", (lever,)))
            if limit and any(s.target is None or s.target == lever for s in counting):
                repeat.add(lever)
    model.repeat_levers = frozenset(repeat)
    model.activation_limit = limit if repeat else 0
    # enemies heroes kill
    kill_targets = {t for o in model.objectives if o.kind == "kill" for t in o.targets}
    for enemy in model.enemies.values():
        loud = (
            _matches(listening, "enemy-killed", enemy.aliases)
            or any(f"killed:{a}" in referenced for a in enemy.aliases)
            or not enemy.aliases.isdisjoint(kill_targets)
        )
        if loud:
            add("kill", enemy.name, frozenset(), False)
    # zones entered and edges crossed
    entered: dict[tuple[int, frozenset[str]], list[str]] = {}
    enter_specs = model.listeners.get("enter-zone", [])
    visited = {int(f[8:]) for f in referenced if f.startswith("visited:")}
    for zone, r in regions.region_of.items() if enter_specs or visited else ():
        names = set(refs.zone_names.get(zone, (zone,)))
        heard = frozenset(s.id for s in enter_specs if s.target is None or s.target in names)
        if heard or r in visited:
            entered.setdefault((r, heard), []).append(zone)
    for (r, _heard), zones in sorted(entered.items(), key=lambda kv: kv[1][0]):
        add("enter", zones[0], frozenset({r}), False)
    for name in sorted(regions.crossings):
        if _matches(listening, "cross-edge", (name,)):
            add("cross", name, regions.crossings[name], False)
    # positional objectives: the heroes choose when to stand there (timed ones are
    # completed when their round event comes)
    for spec in model.objectives:
        spec.loud = (
            _matches(listening, "objective-complete", (spec.id,)) or f"done:{spec.id}" in referenced
        )
        if spec.positional and spec.timing == "any":
            add("complete", spec.id, spec.regions, False)
    if model.rounds:
        add("round", "", frozenset(), False)
    for listener in model.listeners.get("enemy-enters-zone", []):
        where = (
            regions.regions_of(refs.zones(listener.target))
            if listener.target
            else frozenset(range(len(regions.members)))
        )
        add("enemy-enters", listener.target or "", where, False)
    # game events the heroes do not choose (a hero dies, an event card is drawn, a deck is
    # reshuffled): each may come at any time, once per trigger target that listens
    for event in CHANCE_EVENTS:
        targets = sorted({s.target or "" for s in model.listeners.get(event, [])})
        for target in targets:
            add("happen", f"{event}|{target}", frozenset(), False)
    # an enemy the quest does not place (a Door card's, an event's) may be killed: a
    # trigger on any enemy's death, or on the class such enemies carry, may fire
    model.wandering = _wandering_names(board)
    if model.wandering is not None:
        targets = sorted(
            {
                s.target or ""
                for s in model.listeners.get("enemy-killed", [])
                if not s.target or s.target in model.wandering
            }
        )
        for target in targets:
            add("happen", f"enemy-killed|{target}", frozenset(), False)
    model.actions = actions
