"""What a printable quest sheet says: the text of each section, in the reader's language.

The sections follow the quest pages of the games themselves: title and byline, story, setup
(tiles used, starting zones, tokens per kind, the quest's setup values), objectives in the
order they are played, special rules (what the triggers do), victory and defeat, and a
legend of everything the map draws. An author's own texts (objective, trigger and loss
texts, the description) are printed as written; where there is none, a sentence is made from
the data, through Qt's translation system like every other string of the sheet.

Only QtCore is used here (for translation), so the content is testable without painting;
:mod:`questwright.editor.sheet` lays it out and draws it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from questwright.core.board import Board
from questwright.core.overlays import start_zones
from questwright.editor.i18n import PLURAL, QT_TRANSLATE_NOOP, data_label, translate
from questwright.schema.model import Effect, LossCondition, Objective, Trigger

__all__ = ["LegendEntry", "SheetContent", "describe_objective", "sheet_content"]

_C = "QuestSheet"


@dataclass(frozen=True)
class LegendEntry:
    """One key of the map's legend: what is drawn (``kind``) and what it is called."""

    kind: str  # "token", "door", "edge", "floor", "terrain", "start", "feature", "feature-edge"
    key: str  # token type, door state, edge kind, "room/light", terrain kind, feature type
    label: str
    count: int | None = None


@dataclass
class SheetContent:
    title: str
    byline: str
    story: str | None
    setup: list[tuple[str, str]] = field(default_factory=list)
    objectives: list[str] = field(default_factory=list)
    special_rules: list[str] = field(default_factory=list)
    victory: list[str] = field(default_factory=list)
    defeat: list[str] = field(default_factory=list)
    legend: list[LegendEntry] = field(default_factory=list)
    footer: str = ""
    #: objective number per token or door id it targets (the map marks them)
    target_numbers: dict[str, list[int]] = field(default_factory=dict)
    #: a letter per door or token the rules name that the map must show to be found (one
    #: of several of its kind, or a door): the map marks them with the letter
    marks: dict[str, str] = field(default_factory=dict)


# Sentences made from the data, by kind. Placeholders: {targets}, {count}, {zone}, {rounds},
# {target}, {value}, {text}, {round}.
_OBJECTIVE = {
    "pickup": QT_TRANSLATE_NOOP("QuestSheet", "Pick up {targets}."),
    "collect": QT_TRANSLATE_NOOP("QuestSheet", "Collect {count} of {targets}."),
    "escape": QT_TRANSLATE_NOOP("QuestSheet", "Escape through {targets}."),
    "hold": QT_TRANSLATE_NOOP("QuestSheet", "Hold {targets}."),
    "kill": QT_TRANSLATE_NOOP("QuestSheet", "Kill {targets}."),
    "destroy": QT_TRANSLATE_NOOP("QuestSheet", "Destroy {targets}."),
    "open": QT_TRANSLATE_NOOP("QuestSheet", "Open {targets}."),
    "activate": QT_TRANSLATE_NOOP("QuestSheet", "Activate {targets}."),
    "lure": QT_TRANSLATE_NOOP("QuestSheet", "Lure an enemy into {targets}."),
    "reach": QT_TRANSLATE_NOOP("QuestSheet", "Reach {targets}."),
}
_EVENT = {
    "pickup": QT_TRANSLATE_NOOP("QuestSheet", "When a hero picks up {target}"),
    "enter-zone": QT_TRANSLATE_NOOP("QuestSheet", "When a hero enters {target}"),
    "cross-edge": QT_TRANSLATE_NOOP("QuestSheet", "When a hero crosses {target}"),
    "door-opened": QT_TRANSLATE_NOOP("QuestSheet", "When {target} is opened"),
    "round-start": QT_TRANSLATE_NOOP("QuestSheet", "At the start of round {round}"),
    "round-end": QT_TRANSLATE_NOOP("QuestSheet", "At the end of round {round}"),
    "enemy-killed": QT_TRANSLATE_NOOP("QuestSheet", "When {target} is killed"),
    "item-gained": QT_TRANSLATE_NOOP("QuestSheet", "When a hero gains {target}"),
    "objective-complete": QT_TRANSLATE_NOOP("QuestSheet", "When {target} is complete"),
    "object-destroyed": QT_TRANSLATE_NOOP("QuestSheet", "When {target} is destroyed"),
    "hero-round-start": QT_TRANSLATE_NOOP("QuestSheet", "At the start of each hero's turn"),
    "counter-reached": QT_TRANSLATE_NOOP("QuestSheet", "When {target} reaches its threshold"),
    "chamber-revealed": QT_TRANSLATE_NOOP("QuestSheet", "When {target} is revealed"),
    "enemy-enters-zone": QT_TRANSLATE_NOOP("QuestSheet", "When an enemy enters {target}"),
    "activated": QT_TRANSLATE_NOOP("QuestSheet", "When a hero activates {target}"),
    "hero-killed": QT_TRANSLATE_NOOP("QuestSheet", "When a hero dies"),
    "event-drawn": QT_TRANSLATE_NOOP("QuestSheet", "When an Event card is drawn"),
    "deck-reshuffled": QT_TRANSLATE_NOOP("QuestSheet", "When a deck is reshuffled"),
}
_EFFECT = {
    "spawn": QT_TRANSLATE_NOOP("QuestSheet", "spawn enemies at {target}"),
    "give-xp": QT_TRANSLATE_NOOP("QuestSheet", "the hero gains {value} XP"),
    "reveal": QT_TRANSLATE_NOOP("QuestSheet", "reveal {target}"),
    "open-door": QT_TRANSLATE_NOOP("QuestSheet", "open {target}"),
    "close-door": QT_TRANSLATE_NOOP("QuestSheet", "close {target}"),
    "unlock": QT_TRANSLATE_NOOP("QuestSheet", "unlock {target}"),
    "remove-tile": QT_TRANSLATE_NOOP("QuestSheet", "remove {target}"),
    "win": QT_TRANSLATE_NOOP("QuestSheet", "the heroes win"),
    "lose": QT_TRANSLATE_NOOP("QuestSheet", "the heroes lose"),
    "message": QT_TRANSLATE_NOOP("QuestSheet", "read the message"),
    "wake": QT_TRANSLATE_NOOP("QuestSheet", "wake {target}"),
    "give-item": QT_TRANSLATE_NOOP("QuestSheet", "the hero gains {target}"),
    "counter": QT_TRANSLATE_NOOP("QuestSheet", "change {target} by {value}"),
    "damage": QT_TRANSLATE_NOOP("QuestSheet", "{value} damage to {target}"),
    "set-level": QT_TRANSLATE_NOOP("QuestSheet", "set the level to {value}"),
    "remove-zone": QT_TRANSLATE_NOOP("QuestSheet", "remove {target} from play"),
    "set-enemy": QT_TRANSLATE_NOOP("QuestSheet", "change {target}"),
    "refill-treasure": QT_TRANSLATE_NOOP("QuestSheet", "refill the treasure at {target}"),
    "destroy": QT_TRANSLATE_NOOP("QuestSheet", "destroy {target}"),
    "discard": QT_TRANSLATE_NOOP("QuestSheet", "discard {target}"),
    "choose-hero": QT_TRANSLATE_NOOP("QuestSheet", "the hero becomes {target}"),
}
_LOSS = {
    "lifebringer-empty": QT_TRANSLATE_NOOP(
        "QuestSheet", "A round begins with a dead hero and no Lifebringer token left."
    ),
    "hero-dies": QT_TRANSLATE_NOOP("QuestSheet", "A hero dies."),
    "all-heroes-dead": QT_TRANSLATE_NOOP("QuestSheet", "Every hero is dead."),
    "enemy-reaches": QT_TRANSLATE_NOOP("QuestSheet", "An enemy reaches {target}."),
    "enemy-leaves": QT_TRANSLATE_NOOP("QuestSheet", "An enemy leaves through {target}."),
    "round-limit": QT_TRANSLATE_NOOP("QuestSheet", "Round {rounds} ends before the quest is won."),
    "conquest-zero": QT_TRANSLATE_NOOP("QuestSheet", "The heroes have no conquest tokens left."),
    "darkness-end": QT_TRANSLATE_NOOP("QuestSheet", "The darkness track reaches its end."),
}
_FLOOR = {
    "room/light": QT_TRANSLATE_NOOP("QuestSheet", "Room (light)"),
    "room/shadow": QT_TRANSLATE_NOOP("QuestSheet", "Room (shadow)"),
    "corridor/light": QT_TRANSLATE_NOOP("QuestSheet", "Corridor (light)"),
    "corridor/shadow": QT_TRANSLATE_NOOP("QuestSheet", "Corridor (shadow)"),
    "space/light": QT_TRANSLATE_NOOP("QuestSheet", "Space"),
    "space/shadow": QT_TRANSLATE_NOOP("QuestSheet", "Space (shadow)"),
}
#: a zone without a name, by its kind: how the sheet calls it (the tile is added)
_PLACE = {
    "room": QT_TRANSLATE_NOOP("QuestSheet", "the room on tile {tile}"),
    "corridor": QT_TRANSLATE_NOOP("QuestSheet", "the corridor on tile {tile}"),
    "space": QT_TRANSLATE_NOOP("QuestSheet", "the space on tile {tile}"),
}
_DOOR = {
    "closed": QT_TRANSLATE_NOOP("QuestSheet", "Door (closed)"),
    "open": QT_TRANSLATE_NOOP("QuestSheet", "Door (open)"),
    "locked": QT_TRANSLATE_NOOP("QuestSheet", "Door (locked)"),
}


#: the names of the setup values the bundled games use (others are spelled from their key)
_SETUP = {
    "bossRoom": QT_TRANSLATE_NOOP("QuestSheet", "Boss room"),
    "chestTableNote": QT_TRANSLATE_NOOP("QuestSheet", "Chest table"),
    "darknessTrack": QT_TRANSLATE_NOOP("QuestSheet", "Darkness track"),
    "difficulty": QT_TRANSLATE_NOOP("QuestSheet", "Difficulty"),
    "horrorRating": QT_TRANSLATE_NOOP("QuestSheet", "Horror rating"),
    "lifebringer": QT_TRANSLATE_NOOP("QuestSheet", "Lifebringer tokens"),
    "monsterLevel": QT_TRANSLATE_NOOP("QuestSheet", "Monster level"),
    "monsterThreat": QT_TRANSLATE_NOOP("QuestSheet", "Monster threat"),
    "startArea": QT_TRANSLATE_NOOP("QuestSheet", "Start area"),
    "startConquest": QT_TRANSLATE_NOOP("QuestSheet", "Conquest tokens at the start"),
    "startLevel": QT_TRANSLATE_NOOP("QuestSheet", "Start level"),
    "treasureLevel": QT_TRANSLATE_NOOP("QuestSheet", "Treasure level"),
}


def _setup_label(key: str) -> str:
    """A setup value's name in the sheet's language (spelled from its key when unknown)."""
    return _t(_SETUP[key]) if key in _SETUP else _humanize(key)


def _t(text: object) -> str:
    """``text`` (a literal or a ``QT_TRANSLATE_NOOP`` entry) in the sheet's language."""
    return translate(_C, str(text))


def _fill(template: str, **values: Any) -> str:
    """``template`` with its placeholders filled; unknown placeholders stay visible."""
    return re.sub(r"\{(\w+)\}", lambda m: str(values.get(m.group(1), m.group(0))), template)


def _humanize(key: str) -> str:
    """``startLevel`` → ``Start level``; ``hero-count`` → ``Hero count``."""
    words = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", key).replace("-", " ").replace("_", " ")
    return words[:1].upper() + words[1:].lower()


class _Names:
    """How the sheet names the objects that texts refer to."""

    def __init__(self, board: Board, objective_numbers: dict[str, int] | None = None) -> None:
        self.board = board
        self.objectives = objective_numbers or {}
        system = board.system
        self.labels = {
            t: data_label(d.label or t) for t, d in (system.token_types if system else {}).items()
        }
        self.type_counts = Counter(t.type for t in board.tokens.values())
        #: letters for the doors and tokens the rules name (see SheetContent.marks)
        self.marks: dict[str, str] = {}
        #: reveal areas (descent1) by name, else numbered in the file's order ("area 2")
        self.areas = {
            area.id: area.name or _fill(translate("QuestSheet", "area {number}"), number=index + 1)
            for index, area in enumerate(board.quest.areas)
        }

    def of(self, ref: str | None) -> str:
        if not ref:
            return translate("QuestSheet", "it")
        board = self.board
        token = board.tokens.get(ref)
        if token is not None and self.type_counts[token.type] == 1:  # the only one: its name
            return self.labels.get(token.type, token.type)
        if token is not None and ref in self.marks:  # one of several: its letter on the map
            return _fill(
                translate("QuestSheet", "{label} {letter}"),
                label=self.labels.get(token.type, token.type),
                letter=self.marks[ref],
            )
        if ref in board.doors and ref in self.marks:
            return _fill(translate("QuestSheet", "door {letter}"), letter=self.marks[ref])
        if token is not None:
            return _fill(
                translate("QuestSheet", "{label} ({id})"),
                label=self.labels.get(token.type, token.type),
                id=ref,
            )
        if ref in self.objectives:
            return _fill(translate("QuestSheet", "objective {number}"), number=self.objectives[ref])
        if ref in board.doors:
            return _fill(translate("QuestSheet", "door {id}"), id=ref)
        if ref in board.zones:
            return self.zone(ref)
        if ref in self.areas:
            return self.areas[ref]
        if ref in board.tiles:  # as the map labels it: the tile and its side
            placed = board.tiles[ref]
            return _fill(translate("QuestSheet", "tile {id}"), id=f"{placed.tile} {placed.side}")
        return ref

    def zone(self, ident: str) -> str:
        """A zone in words a player finds on the map: its name and tile, else what it is
        (a room, a corridor, a space) on which tile — never its machine id."""
        zone = self.board.zones.get(ident)
        if zone is None:
            return ident
        placed = self.board.tiles.get(zone.tile or "")
        where = f"{placed.tile} {placed.side}" if placed else None
        if zone.name:
            return (
                _fill(translate("QuestSheet", "{zone} on {tile}"), zone=zone.name, tile=where)
                if where
                else zone.name
            )
        kind = zone.kind if zone.kind in _PLACE else "room"
        if where is None:
            return translate("QuestSheet", "the marked place")
        return _fill(_t(_PLACE[kind]), tile=where)

    def starts(self, zones: list[str]) -> list[str]:
        """The starting zones, single spaces counted per tile ("4 start spaces on tile
        ma-01 A"), other zones named."""
        per_tile: Counter[str] = Counter()
        named: list[str] = []
        for ident in zones:
            zone = self.board.zones.get(ident)
            placed = self.board.tiles.get(zone.tile or "") if zone is not None else None
            if zone is not None and zone.kind == "space" and not zone.name and placed:
                per_tile[f"{placed.tile} {placed.side}"] += 1
            else:
                named.append(self.zone(ident))
        spaces = [
            translate("QuestSheet", "%n start space(s) on tile {tile}", "", PLURAL, n).replace(
                "{tile}", tile
            )
            for tile, n in per_tile.items()
        ]
        return list(dict.fromkeys(spaces + named))

    def list(self, refs: Iterable[str]) -> str:
        names = [self.of(r) for r in refs]
        if not names:
            return translate("QuestSheet", "the marked place")
        if len(names) == 1:
            return names[0]
        return _fill(
            translate("QuestSheet", "{first} and {last}"),
            first=", ".join(names[:-1]),
            last=names[-1],
        )


def played_order(objectives: list[Objective]) -> list[Objective]:
    """Objectives in file order, except that each comes after those it names in ``after``."""
    placed: list[Objective] = []
    done: set[str] = set()
    waiting = list(objectives)
    while waiting:
        ready = next((o for o in waiting if set(o.after) <= done or not o.after), None)
        if ready is None:  # a cycle or an unknown id: keep the file's order for the rest
            placed.extend(waiting)
            break
        waiting.remove(ready)
        placed.append(ready)
        done.add(ready.id)
    return placed


def describe_objective(obj: Objective, names: _Names, numbers: dict[str, int]) -> str:
    """The objective's own text, or a sentence made from its kind and targets."""
    if obj.text:
        text = obj.text.strip()
    else:
        targets = names.list(obj.targets)
        if not obj.targets and obj.zone is not None:
            zone = names.board.zone_of((obj.zone[0], obj.zone[1]))
            targets = names.of(zone) if zone else translate("QuestSheet", "the marked place")
        template = _t(_OBJECTIVE.get(obj.kind, _OBJECTIVE["reach"]))
        text = _fill(template, targets=targets, count=obj.count or len(obj.targets) or 1)
    after = [numbers[a] for a in obj.after if a in numbers]
    if after:
        text += " " + _fill(
            translate("QuestSheet", "(after {objectives})"), objectives=", ".join(map(str, after))
        )
    return text


def _effect(effect: Effect, names: _Names) -> str:
    if effect.text:
        return effect.text.strip()
    template = _t(_EFFECT.get(effect.kind, "{kind}"))
    return _fill(template, target=names.of(effect.target), value=effect.value, kind=effect.kind)


def describe_trigger(trigger: Trigger, names: _Names) -> str:
    """The trigger's own text (``text``), else its event and effects in words."""
    if trigger.text and trigger.text.strip():
        return trigger.text.strip()
    on = trigger.on
    when = _fill(
        _t(_EVENT.get(on.event, "{event}")),
        target=names.of(on.target),
        round=on.round if on.round is not None else translate("QuestSheet", "each round"),
        event=on.event,
    )
    effects = "; ".join(_effect(e, names).rstrip(".") for e in trigger.effects)
    text = _fill(
        translate("QuestSheet", "{when}: {effects}."),
        when=when,
        effects=effects or translate("QuestSheet", "nothing happens"),
    )
    if not trigger.once:
        text += " " + translate("QuestSheet", "(every time)")
    return text


def describe_loss(loss: LossCondition, names: _Names) -> str:
    if loss.text:
        return loss.text.strip()
    template = _t(_LOSS.get(loss.kind, "{kind}"))
    return _fill(template, target=names.of(loss.target), rounds=loss.rounds or "?", kind=loss.kind)


def _legend(board: Board, names: _Names, starts: list[str]) -> list[LegendEntry]:
    entries: list[LegendEntry] = []
    counts = Counter(t.type for t in board.tokens.values())
    for ttype, count in sorted(counts.items(), key=lambda kv: names.labels.get(kv[0], kv[0])):
        entries.append(LegendEntry("token", ttype, names.labels.get(ttype, ttype), count))
    if starts:
        entries.append(LegendEntry("start", "start", translate("QuestSheet", "Starting zone")))
    floors = sorted({f"{z.kind}/{z.light}" for z in board.zones.values() if z.cells})
    entries += [LegendEntry("floor", f, _t(_FLOOR.get(f, f))) for f in floors]
    system = board.system
    terrains = sorted({i.terrain for i in board.cells.values() if i.terrain})
    for kind in terrains:
        tdef = system.terrain.get(kind) if system else None
        entries.append(LegendEntry("terrain", kind, data_label(tdef.label if tdef else kind)))
    entries.append(LegendEntry("edge", "wall", data_label("Wall")))
    kinds = {e.kind for e in board.edges.values() if e.kind not in ("wall", "door", "open")}
    kinds |= {k for sides in board.edge_sides.values() for k in sides.values() if k == "window"}
    for kind in sorted(kinds):
        edef = system.edge_kinds.get(kind) if system else None
        entries.append(
            LegendEntry("edge", kind, data_label(edef.label if edef and edef.label else kind))
        )
    for state in ("closed", "open", "locked"):
        if any(d.state == state for d in board.doors.values()):
            entries.append(LegendEntry("door", state, _t(_DOOR[state])))
    # printed features the map draws: a labelled box on a cell, a dot on an edge
    shown = {("feature", f.type) for f in board.features if f.cell is not None}
    shown |= {("feature-edge", f.type) for f in board.features if f.edges}
    for kind, ftype in sorted(shown, key=lambda kf: (kf[1], kf[0])):
        fdef = system.feature_types.get(ftype) if system else None
        entries.append(LegendEntry(kind, ftype, data_label(fdef.label if fdef else ftype)))
    return entries


def _marks(board: Board, quest: Any, names: _Names) -> dict[str, str]:
    """A letter (A, B…) for each door, and each token that is one of several of its type,
    that a trigger or a loss condition names, in the order they are named."""
    refs: list[str | None] = []
    for trigger in quest.triggers:
        refs.append(trigger.on.target)
        refs += [effect.target for effect in trigger.effects]
    refs += [loss.target for loss in quest.loss]
    for obj in quest.objectives:
        refs += list(obj.targets)
    marks: dict[str, str] = {}
    for ref in refs:
        if not ref or ref in marks or len(marks) >= 26:
            continue
        token = board.tokens.get(ref)
        several = token is not None and names.type_counts[token.type] > 1
        if ref in board.doors or several:
            marks[ref] = chr(ord("A") + len(marks))
    return marks


def sheet_content(board: Board) -> SheetContent:
    """Everything the sheet of ``board``'s quest says, in the current language."""
    quest = board.quest
    system = board.system
    ordered = played_order(quest.objectives)
    numbers = {o.id: i + 1 for i, o in enumerate(ordered)}
    names = _Names(board, numbers)
    names.marks = _marks(board, quest, names)
    party = quest.party or (system.party if system else None)
    parts = [system.name if system and system.name else quest.system]
    if party is not None:
        heroes = (
            _fill(translate("QuestSheet", "{low} heroes"), low=party.min)
            if party.min == party.max
            else _fill(
                translate("QuestSheet", "{low}–{high} heroes"), low=party.min, high=party.max
            )
        )
        parts.append(heroes)
    if quest.author:
        parts.append(_fill(translate("QuestSheet", "by {author}"), author=quest.author))
    content = SheetContent(
        title=quest.title or quest.id, byline=" · ".join(parts), story=quest.description
    )

    # setup
    used = Counter(f"{t.tile} {t.side}" for t in quest.tiles)  # in the order first placed
    tiles = [name if n == 1 else f"{name} ×{n}" for name, n in used.items()]
    if tiles:
        content.setup.append((translate("QuestSheet", "Tiles"), " · ".join(tiles)))
    starts = start_zones(board)
    if starts:
        content.setup.append(
            (translate("QuestSheet", "Starting zones"), ", ".join(names.starts(starts)))
        )
    counts = Counter(t.type for t in quest.tokens)
    if counts:
        tokens = sorted((names.labels.get(k, k), n) for k, n in counts.items())
        content.setup.append(
            (translate("QuestSheet", "Tokens"), " · ".join(f"{label} ×{n}" for label, n in tokens))
        )
    if party is not None:
        content.setup.append(
            (
                translate("QuestSheet", "Heroes"),
                f"{party.min}–{party.max}" if party.min != party.max else str(party.min),
            )
        )
    for chosen in quest.chosen:  # heroes the quest singles out ("the Chosen One")
        when = (
            translate("QuestSheet", "chosen at setup")
            if chosen.when == "setup"
            else translate("QuestSheet", "chosen during play")
        )
        about = f" — {chosen.text.strip()}" if chosen.text and chosen.text.strip() else ""
        content.setup.append((chosen.name or chosen.id, f"{when}{about}"))
    for key, value in sorted(quest.setup.items()):
        if isinstance(value, bool):
            shown = translate("QuestSheet", "yes") if value else translate("QuestSheet", "no")
            content.setup.append((_setup_label(key), shown))
        elif key == "defeat" and isinstance(value, str) and value in _LOSS:
            content.setup.append((translate("QuestSheet", "Defeat"), _t(_LOSS[value])))
        elif isinstance(value, str) and (
            value in names.areas or value in board.zones or value in board.tiles
        ):
            content.setup.append((_setup_label(key), names.of(value)))
        elif isinstance(value, str | int | float):
            content.setup.append((_setup_label(key), str(value)))

    # objectives, in the order they are played
    content.objectives = [describe_objective(o, names, numbers) for o in ordered]
    for obj in ordered:
        refs = list(obj.targets)
        if not refs and obj.zone is not None:  # an objective on a cell: its zone is numbered
            zone = board.zone_of((obj.zone[0], obj.zone[1]))
            refs = [zone] if zone else []
        for ref in refs:
            content.target_numbers.setdefault(ref, []).append(numbers[obj.id])

    # special rules, victory, defeat
    winning: list[str] = []
    losing: list[str] = []
    for trigger in quest.triggers:
        text = describe_trigger(trigger, names)
        kinds = {e.kind for e in trigger.effects}
        if "win" in kinds:
            winning.append(text)
        elif "lose" in kinds:
            losing.append(text)
        else:
            content.special_rules.append(text)
    if ordered:
        content.victory.append(
            translate("QuestSheet", "Complete the objective.")
            if len(ordered) == 1
            else translate("QuestSheet", "Complete both objectives.")
            if len(ordered) == 2
            else _fill(
                translate("QuestSheet", "Complete all {count} objectives."), count=len(ordered)
            )
        )
    content.victory += winning
    if not content.victory:
        content.victory.append(translate("QuestSheet", "This quest has no objective yet."))
    content.defeat = [describe_loss(loss, names) for loss in quest.loss] + losing
    if not content.defeat:
        content.defeat.append(
            translate("QuestSheet", "Only the game's own rules end the quest in defeat.")
        )

    content.marks = dict(names.marks)
    content.legend = _legend(board, names, starts)
    foot = [f"Questwright · {quest.id}"]
    if quest.license:
        foot.append(quest.license)
    if system and system.stand_in:
        foot.append(translate("QuestSheet", "tiles are Questwright's own stand-ins"))
    content.footer = " · ".join(foot)
    return content
