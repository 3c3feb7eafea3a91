"""Quest logic as data: objectives, triggers and loss conditions compiled for fast checks.

A quest's ``objectives``, ``triggers`` and ``loss`` (docs/format.md) are turned once per game
into small spec objects with their references resolved to zone numbers, so a state checks
them with set lookups. The meaning of each kind is documented in ``docs/engine.md``;
the evaluation itself lives in :class:`questwright.engine.crawler.CrawlerState`.

References (``targets``, ``target``) may name a zone id, a token id (its zone), a
``cell:x,y`` ref (its zone), a placed tile id (all its zones) or a door id (both sides).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from questwright.schema.model import Condition, Effect, QuestItem

if TYPE_CHECKING:
    from questwright.engine.core import Game

__all__ = [
    "CounterSpec",
    "LossSpec",
    "ObjectiveSpec",
    "QuestLogic",
    "TriggerSpec",
    "counter_places",
    "resolve_zones",
]


@dataclass
class ObjectiveSpec:
    id: str
    kind: str
    targets: tuple[str, ...]
    count: int
    after: tuple[str, ...]
    zones: frozenset[int]
    props: dict[str, Any]
    text: str


@dataclass
class TriggerSpec:
    id: str
    event: str
    target: str | None
    round: int | None
    once: bool
    effects: list[Effect] = field(default_factory=list)
    conditions: list[Condition] = field(default_factory=list)
    text: str = ""


@dataclass
class CounterSpec:
    """A counter: ``scope`` quest (one value, place ``""``), tile (tile ids) or zone (zone
    ids); ``start`` maps each place to its first value."""

    id: str
    scope: str
    start: dict[str, int]
    threshold: int


@dataclass
class LossSpec:
    id: str
    kind: str
    target: str | None
    rounds: int | None
    zones: frozenset[int]
    props: dict[str, Any]
    text: str


def counter_places(game: Game, scope: str, ref: str) -> list[str]:
    """The places (tile or zone ids) of a ``scope`` counter that ``ref`` names."""
    topo = game.topology
    if scope == "quest":
        return [""]
    if scope == "tile":
        if ref in topo.tile_index:
            return [ref]
        tiles = {topo.zone_tile[z] for z in resolve_zones(game, ref)}
        return sorted(topo.tile_ids[t] for t in tiles if t >= 0)
    return sorted(topo.zone_ids[z] for z in resolve_zones(game, ref))


def resolve_zones(game: Game, ref: str | None) -> frozenset[int]:
    """Zones a reference points at (see the module docstring); empty if unknown."""
    if not ref:
        return frozenset()
    topo, board = game.topology, game.board
    if ref in topo.index:
        return frozenset({topo.index[ref]})
    token = board.tokens.get(ref)
    if token is not None and token.cell is not None:
        zone = board.zone_of(token.cell)
        return frozenset({topo.index[zone]}) if zone in topo.index else frozenset()
    if ref.startswith("cell:"):
        try:
            x, y = (int(v) for v in ref[5:].split(","))
        except ValueError:
            return frozenset()
        zone = board.zone_of((x, y))
        return frozenset({topo.index[zone]}) if zone in topo.index else frozenset()
    if ref in topo.tile_index:
        return frozenset(topo.tile_zones[topo.tile_index[ref]])
    if ref in topo.door_index:
        return frozenset(z for pair in topo.door_zones[topo.door_index[ref]] for z in pair)
    return frozenset()


class QuestLogic:
    """The compiled objectives, triggers (indexed by event) and loss conditions of a game."""

    def __init__(self, game: Game) -> None:
        quest = game.quest
        self.objectives: list[ObjectiveSpec] = []
        for obj in quest.objectives:
            zones: set[int] = set()
            if obj.zone is not None:
                zone = game.board.zone_of(obj.zone)
                if zone in game.topology.index:
                    zones.add(game.topology.index[zone])
            if not zones and obj.kind in ("hold", "reach", "escape", "activate", "lure"):
                for target in obj.targets:
                    zones |= resolve_zones(game, target)
            self.objectives.append(
                ObjectiveSpec(
                    obj.id,
                    obj.kind,
                    tuple(obj.targets),
                    obj.count or len(obj.targets) or 1,
                    tuple(obj.after),
                    frozenset(zones),
                    dict(obj.properties),
                    obj.text or obj.id,
                )
            )
        self.by_id = {o.id: o for o in self.objectives}
        self.triggers: dict[str, list[TriggerSpec]] = {}
        for trg in quest.triggers:
            spec = TriggerSpec(
                trg.id,
                trg.on.event,
                trg.on.target,
                trg.on.round,
                trg.once,
                list(trg.effects),
                list(trg.if_),
                (trg.text or "").strip(),
            )
            self.triggers.setdefault(trg.on.event, []).append(spec)
        self.counters: dict[str, CounterSpec] = {}
        for counter in quest.counters:
            start: dict[str, int] = {}
            raw = counter.start
            if counter.scope == "quest" or counter.scope is None:
                start[""] = int(raw or 0) if not isinstance(raw, dict) else 0
            elif isinstance(raw, dict):
                for ref, value in raw.items():
                    for place in counter_places(game, counter.scope, ref):
                        start[place] = int(value)
            self.counters[counter.id] = CounterSpec(
                counter.id, counter.scope or "quest", start, int(counter.threshold or 0)
            )
        self.items: dict[str, QuestItem] = {item.id: item for item in quest.items}
        self.loss: list[LossSpec] = []
        self.round_limit: int | None = None
        for loss in quest.loss:
            props = dict(getattr(loss, "properties", {}) or {})
            self.loss.append(
                LossSpec(
                    loss.id,
                    loss.kind,
                    loss.target,
                    loss.rounds,
                    resolve_zones(game, loss.target),
                    props,
                    loss.text or loss.kind,
                )
            )
            if loss.kind == "round-limit" and loss.rounds:
                limit = loss.rounds
                self.round_limit = min(self.round_limit or limit, limit)
        self.loss_kinds = {spec.kind for spec in self.loss}
        #: objectives about where an enemy stands: checked after every enemy step too
        self.lures = any(o.kind == "lure" for o in self.objectives)
        #: every objective's targets, to tell objective tokens from decoration
        self.target_ids = {t for o in self.objectives for t in o.targets}

    def listens(self, event: str) -> bool:
        return event in self.triggers
