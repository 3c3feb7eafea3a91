"""The registry of validator rules.

A rule is a small generator function ``check(ctx) -> Iterator[Issue]`` registered with
:func:`rule`: its stable code (or codes), default severity, the systems it applies to, a
title and its documentation (the function's docstring, or a per-code doc: what it checks,
why, and which rule of which game it enforces). ``questwright rules CODE`` prints that
documentation.

``needs`` names what a rule reads, for re-validation (:mod:`.incremental`): quest sections
(``tiles``, ``edges``, ``terrain``, ``tokens``, ``objectives``, ``triggers``, ``loss``,
``areas``, ``counters``, ``items``, ``setup``, ``party``, ``waivers``…) and ``door-states``
(door states and locks). ``edges`` alone stands for the geometry of the edges (where walls,
doors and their ids are): a rule that declares ``edges`` but not ``door-states`` promises
that opening, closing, locking or keying a door never changes its issues (nav, progress,
sight and camera views all follow door states, so a rule reading them needs
``door-states``). A rule whose inputs did not change keeps its issues; a rule that
declares nothing always runs. ``issues`` marks a rule that looks at the other rules'
findings: it runs last. :data:`GEOMETRY`, :data:`QUEST` and :data:`DOOR_STATES` name the
usual groups; ``world.resolve`` reads ``counters`` too.

``tokens`` likewise has two narrower forms, for the edit an author makes most (a token
dragged to another cell): ``token-zones`` (:data:`TOKEN_ZONES`) reads the tokens and the
zones each one occupies but never its cell, so a rule declaring it instead of ``tokens``
promises that moving a token inside its zone never changes its issues; ``token-kinds``
(:data:`TOKEN_KINDS`) reads the tokens but not where they are, so moving a token anywhere
leaves its issues alone. The movement model, the key/door fixpoint and zone-walk sight see
tokens by zone; cell-level sight, terrain under a token and footprints do not.
:data:`GEOMETRY_BY_ZONE` and :data:`QUEST_BY_ZONE` are the usual groups with
``token-zones`` for ``tokens`` and ``zone-edges`` for ``edges``.

``zone-edges`` (:data:`ZONE_EDGES`) is the same for ``edges``: the edges as zones see them.
A rule declaring it instead of ``edges`` promises that a plain wall laid or taken away
inside a zone (one zone on both sides), or between two zones that the unit edges of its
line still join by the same kinds of edge (walls left out), never changes its issues; on
boards of orthogonal steps and zone-walk sight the movement model, the fixpoint, sight and
the rooms' chambers all cross from zone to zone, never along an inside edge, and make of
two zones what the kinds of the edges between them allow (zone-walk sight per side), never
which edge it is or how many. A rule that names a unit edge or counts walls keeps
``edges``.

``edge-refs`` (:data:`EDGE_REFS`) is narrower still: the edges as names and paths only —
the ids, doors, kinds and properties of the edges that are more than a plain wall, and
their places in the list — never what walls make of the board (no movement, fixpoint,
sight, rooms, nor a zone's users: ``world.resolve(ref).zones`` reads walls, its ``kind``
does not). A rule declaring it instead of ``zone-edges`` promises that plain walls laid or
taken away anywhere, every other edge keeping its place, never change its issues: the
reference and id checks. :data:`REFERENCES_BY_ZONE` and :data:`QUEST_BY_REF` are the usual
groups.

``zone-users`` (:data:`ZONE_USERS`) sits between the two: the edges as the zones' users see
them — where a figure stands to use each zone (:meth:`World.use_zones
<questwright.validators.world.World.use_zones>`), and so the zones of every token, door and
target (``world.token_zones``, ``world.resolve(ref).zones``) — besides what ``edge-refs``
reads. It changes with the edges unless only plain walls were laid or taken away and every
zone's users asked on the last revision are the same on this one (the Revalidator's
``users_held``). A rule declaring it instead of ``zone-edges`` promises that it reads walls
only through those users: no movement, fixpoint, sight, rooms or chambers, no edge itself.
:data:`QUEST_BY_USERS` is the usual group.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from questwright.validators.issues import Issue, Severity

if TYPE_CHECKING:
    from questwright.validators.context import CheckContext

__all__ = [
    "CODES",
    "DOOR_STATES",
    "EDGE_REFS",
    "GEOMETRY",
    "GEOMETRY_BY_ZONE",
    "QUEST",
    "QUEST_BY_REF",
    "QUEST_BY_USERS",
    "QUEST_BY_ZONE",
    "RULES",
    "TOKEN_KINDS",
    "TOKEN_ZONES",
    "ZONE_EDGES",
    "ZONE_USERS",
    "Capability",
    "CodeInfo",
    "Rule",
    "declares",
    "rule",
]

Check = Callable[["CheckContext"], Iterator[Issue]]

#: door states and locks (not a quest section: the state part of ``edges``)
DOOR_STATES = "door-states"
#: what the compiled board is made of (edge geometry, not door states)
GEOMETRY: tuple[str, ...] = ("tiles", "edges", "terrain", "tokens")
#: every section a rule may read except the quest's metadata and waivers (no door states)
QUEST: tuple[str, ...] = (
    *GEOMETRY,
    "areas",
    "objectives",
    "triggers",
    "counters",
    "items",
    "loss",
    "setup",
    "party",
    "extras",
)
#: the tokens and the zones each occupies, not its cell (a move inside its zone is unseen)
TOKEN_ZONES = "token-zones"
#: the tokens without where they stand (a move anywhere is unseen)
TOKEN_KINDS = "token-kinds"
#: the edges between zones (a plain wall inside a zone is unseen)
ZONE_EDGES = "zone-edges"
#: the edges but plain walls, by name and path (a plain wall anywhere is unseen)
EDGE_REFS = "edge-refs"
_BY_ZONE = {"tokens": TOKEN_ZONES, "edges": ZONE_EDGES}
#: :data:`GEOMETRY` reading tokens and edges by zone only
GEOMETRY_BY_ZONE: tuple[str, ...] = tuple(_BY_ZONE.get(s, s) for s in GEOMETRY)
#: :data:`QUEST` reading tokens and edges by zone only
QUEST_BY_ZONE: tuple[str, ...] = tuple(_BY_ZONE.get(s, s) for s in QUEST)
#: :data:`QUEST_BY_ZONE` reading the edges by name only (no movement, sight or rooms)
QUEST_BY_REF: tuple[str, ...] = tuple(EDGE_REFS if s == ZONE_EDGES else s for s in QUEST_BY_ZONE)
#: the edges as the zones' users see them (a plain wall that leaves every zone's users as
#: they were is unseen): see the module docstring
ZONE_USERS = "zone-users"
#: :data:`QUEST_BY_ZONE` reading the edges through the zones' users only
QUEST_BY_USERS: tuple[str, ...] = tuple(ZONE_USERS if s == ZONE_EDGES else s for s in QUEST_BY_ZONE)
#: what the reference checks read: the ids a name may point at (tiles, zones, tokens by
#: zone, terrain, areas, edges by name) and the sections that name them (objectives,
#: triggers, counters); a target's kind, never the zones it is used from
REFERENCES_BY_ZONE: tuple[str, ...] = (
    "tiles",
    EDGE_REFS,
    "terrain",
    TOKEN_ZONES,
    "objectives",
    "triggers",
    "areas",
    "counters",
)


@dataclass(frozen=True)
class CodeInfo:
    """Documentation of one issue code."""

    code: str
    severity: Severity
    systems: tuple[str, ...]  # empty: every system
    title: str
    doc: str
    #: what a system declares for the rule to apply (``""``: decided by ``systems`` alone)
    requires: str = ""

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "systems": list(self.systems) or ["*"],
            **({"requires": self.requires} if self.requires else {}),
            "title": self.title,
            "doc": self.doc,
        }


@dataclass(frozen=True)
class Rule:
    name: str
    check: Check
    codes: tuple[str, ...]
    systems: tuple[str, ...]
    needs: tuple[str, ...]
    #: a capability: the rule applies to every system whose declaration satisfies it
    when: Capability | None = None

    def applies_to(self, system: str, declared: Any = None) -> bool:
        """Whether the rule runs for ``system``; ``declared`` is its :class:`System` (what
        its ``system.json`` declares), which a capability rule reads instead of the id."""
        if self.when is not None:
            return declared is not None and self.when.holds(declared)
        return not self.systems or system in self.systems


RULES: list[Rule] = []
CODES: dict[str, CodeInfo] = {}


@dataclass(frozen=True)
class Capability:
    """What a system declares that a rule needs: a test of its ``System`` and its wording
    for the rule's documentation (``declares cameraTokens``)."""

    text: str
    test: Callable[[Any], bool]

    def holds(self, system: Any) -> bool:
        try:
            return bool(self.test(system))
        except (AttributeError, TypeError, KeyError):
            return False


def declares(parameter: str) -> Capability:
    """The system's parameters name ``parameter`` with a value that is not empty or false."""
    return Capability(
        f"systems that declare {parameter}",
        lambda system: bool(system.parameters.get(parameter)),
    )


def rule(
    *codes: tuple[str, Severity, str] | tuple[str, Severity, str, str],
    systems: tuple[str, ...] = (),
    needs: tuple[str, ...] = (),
    when: Capability | None = None,
) -> Callable[[Check], Check]:
    """Register a check yielding issues of ``codes``.

    Each code is ``(CODE, severity, title)`` or ``(CODE, severity, title, doc)``; without a
    doc of its own a code is documented by the check's docstring. ``when`` keys the rule on
    what a system declares (:func:`declares`) instead of its id: it then runs for every
    system that declares it, a data-only one included.
    """

    def decorate(check: Check) -> Check:
        doc = inspect.cleandoc(check.__doc__ or "")
        for spec in codes:
            code, severity, title = spec[0], spec[1], spec[2]
            code_doc = inspect.cleandoc(spec[3]) if len(spec) > 3 else doc
            if code in CODES:
                raise ValueError(f"issue code {code} registered twice")
            requires = when.text if when is not None else ""
            CODES[code] = CodeInfo(code, severity, systems, title, code_doc, requires)
        RULES.append(Rule(check.__name__, check, tuple(c[0] for c in codes), systems, needs, when))
        return check

    return decorate
