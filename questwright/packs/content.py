"""Checking what a pack carries: its tilesets and quests, parsed from bytes and validated.

Shared by ``pack build`` (before anything is written) and ``pack verify``/``install`` (after
the archive passed its structural checks and every hash matched). Quests are validated
against the *bundled* systems and tilesets plus the tilesets the pack carries, never against
whatever else happens to be installed, so a pack that passes here passes on any machine with
the same Questwright. A carried tileset may not replace a bundled tileset or tile.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from questwright.core.text import english_count, english_form
from questwright.packs.limits import PackLimits
from questwright.packs.problems import PackProblem, Severity
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.errors import LoadError
from questwright.schema.files import decode_json_bytes
from questwright.schema.io import check_document, model_from_document
from questwright.schema.model import Quest, System, Tileset
from questwright.validators.issues import Issue

__all__ = [
    "ContentResult",
    "QuestReport",
    "bundled_catalog",
    "check_content",
    "content_problem",
    "load_error_text",
    "parse_member",
    "reserved_ids",
    "validation_catalog",
]


@dataclass
class QuestReport:
    """The validation of one quest member."""

    member: str
    quest: Quest | None
    issues: list[Issue] = field(default_factory=list)
    #: False when the quest was parsed but not validated (validation off, or not in full
    #: under the pack's limits: then ``not_validated`` says why)
    validated: bool = False
    not_validated: str | None = None
    #: CPU seconds its validation took (under limits; 0 when not measured)
    cpu_seconds: float = 0.0

    @property
    def errors(self) -> int:
        return sum(1 for i in self.issues if i.severity is Severity.ERROR and not i.waived)

    @property
    def warnings(self) -> int:
        return sum(1 for i in self.issues if i.severity is Severity.WARNING and not i.waived)


@dataclass
class ContentResult:
    quests: list[QuestReport] = field(default_factory=list)
    tilesets: dict[str, Tileset] = field(default_factory=dict)  # by member path
    systems: dict[str, System] = field(default_factory=dict)  # by member path
    problems: list[PackProblem] = field(default_factory=list)


@cache
def bundled_catalog() -> Catalog:
    """The systems and tilesets shipped with Questwright (loaded once per process)."""
    return Catalog([bundled_tilesets_dir()])


@cache
def reserved_ids() -> dict[str, str]:
    """Ids a pack and its quests may not take, each with what holds it: the bundled game
    systems' and the bundled quests' (a pack ``md1`` or a quest ``wardens-key`` from a
    stranger would be taken for ours in listings, logs and ``--quest`` lookups)."""
    taken = {system: f"the bundled game system {system!r}" for system in bundled_catalog().systems}
    for quest_id in _bundled_quests():
        taken.setdefault(quest_id, f"the bundled quest {quest_id!r}")
    return taken


@cache
def _bundled_quests() -> dict[str, Any]:
    """The bundled quests' documents by id."""
    import json

    from questwright.schema.catalog import bundled_quests_dir

    out: dict[str, Any] = {}
    for path in sorted(bundled_quests_dir().rglob("*.quest.json")):
        try:
            document = json.loads(path.read_bytes())
        except (OSError, ValueError):
            continue
        if isinstance(document, dict) and isinstance(document.get("id"), str):
            out.setdefault(document["id"], document)
    return out


def _bundled_copy(quest_id: str, data: bytes) -> bool:
    """True when ``data`` is the bundled quest ``quest_id`` itself (a pack may carry it)."""
    import json

    try:
        return bool(json.loads(data) == _bundled_quests().get(quest_id))
    except ValueError:
        return False


def validation_catalog(tilesets: Sequence[Tileset], systems: Sequence[System] = ()) -> Catalog:
    """A fresh catalogue: the bundled one plus the carried ``systems`` and ``tilesets`` (the
    bundled one is not touched)."""
    base = bundled_catalog()
    catalog = Catalog()
    catalog.roots = list(base.roots)
    catalog.systems = dict(base.systems)
    catalog.system_dirs = dict(base.system_dirs)
    for system in systems:
        catalog.systems.setdefault(system.id, system)
    for tileset in base.tilesets.values():
        catalog.add_tileset(tileset)
    for tileset in tilesets:
        catalog.add_tileset(tileset)
    return catalog


def load_error_text(exc: LoadError) -> str:
    """A LoadError without its file name (the member is named separately)."""
    where = ""
    if exc.line is not None:
        where = f"line {exc.line}, column {exc.column or 0}: "
    elif exc.path:
        from questwright.schema.errors import json_path_str

        where = f"{json_path_str(exc.path)}: "
    return where + exc.message


def parse_member(member: str, data: bytes, expected: str) -> Quest | Tileset | System:
    """Decode, parse strictly, migrate and schema-check a JSON member; raises
    :class:`LoadError`."""
    document = check_document(decode_json_bytes(data, member), member, expected)
    return model_from_document(document)


def _check_systems(
    members: Sequence[tuple[str, bytes]],
    contents: Sequence[tuple[str, bytes]],
    result: ContentResult,
    base: Catalog,
) -> None:
    """Carried game systems: each a valid ``system.json`` in a folder of its own, with an
    id no bundled system has and no other member repeats; a ``content.json`` only beside a
    carried system, in the shape of the generic rules' content."""
    seen: dict[str, str] = {}
    for member, data in members:
        try:
            system = parse_member(member, data, "questwright-system")
        except LoadError as exc:
            result.problems.append(PackProblem("PACK_SYSTEM_INVALID", load_error_text(exc), member))
            continue
        assert isinstance(system, System)
        if system.id in base.systems:
            result.problems.append(
                PackProblem(
                    "PACK_SYSTEM_CLASH",
                    f"game system id {system.id!r} is a bundled system; a pack may not replace it",
                    member,
                )
            )
            continue
        if system.id in seen:
            result.problems.append(
                PackProblem(
                    "PACK_SYSTEM_CLASH",
                    f"game system id {system.id!r} is also carried by {seen[system.id]!r}",
                    member,
                )
            )
            continue
        seen[system.id] = member
        result.systems[member] = system
    folders = {m.rpartition("/")[0]: s for m, s in result.systems.items()}
    for member, data in contents:
        beside = folders.get(member.rpartition("/")[0])
        if beside is None:
            result.problems.append(
                PackProblem(
                    "PACK_CONTENT_INVALID",
                    "a content file travels only beside the system.json of a game system the "
                    "pack carries",
                    member,
                )
            )
            continue
        problem = content_problem(data, member, beside.id)
        if problem:
            result.problems.append(PackProblem("PACK_CONTENT_INVALID", problem, member))


def content_problem(data: bytes, member: str, system: str) -> str | None:
    """Why a carried ``content.json`` is not the generic rules' content of ``system``."""
    from jsonschema import Draft202012Validator

    from questwright.engine.content_schema import model_schema
    from questwright.engine.rulesets.generic.content import GenericContent
    from questwright.schema.errors import json_path_str

    try:
        document = decode_json_bytes(data, member)
    except LoadError as exc:
        return load_error_text(exc)
    if not isinstance(document, dict) or document.get("format") != "questwright-content":
        return "is not a questwright-content file"
    if document.get("system") != system:
        return f"names system {document.get('system')!r}, not {system!r} beside it"
    validator = Draft202012Validator(model_schema(GenericContent, system))
    error = next(iter(sorted(validator.iter_errors(document), key=lambda e: list(e.path))), None)
    if error is not None:
        return f"{json_path_str(tuple(error.absolute_path))}: {error.message}"[:300]
    return None


def _check_tilesets(
    members: Sequence[tuple[str, bytes]],
    result: ContentResult,
    base: Catalog,
    clock: _Clock | None = None,
) -> None:
    seen: dict[str, str] = {}
    for member, data in members:
        if clock is not None and clock.spent():
            result.problems.append(clock.problem(member, "tileset"))
            continue
        try:
            tileset = parse_member(member, data, "questwright-tileset")
        except LoadError as exc:
            result.problems.append(
                PackProblem("PACK_TILESET_INVALID", load_error_text(exc), member)
            )
            continue
        assert isinstance(tileset, Tileset)
        problems = []
        if tileset.id in base.tilesets:
            problems.append(
                f"tileset id {tileset.id!r} is a bundled tileset; a pack may not replace it"
            )
        if tileset.id in seen:
            problems.append(f"tileset id {tileset.id!r} is also carried by {seen[tileset.id]!r}")
        if tileset.system not in base.systems:
            result.problems.append(
                PackProblem(
                    "PACK_UNKNOWN_SYSTEM",
                    f"tileset is for game system {tileset.system!r}, which this Questwright "
                    "does not have",
                    member,
                )
            )
            continue
        clashes = [t.id for t in tileset.tiles if base.tile(tileset.system, t.id) is not None]
        if clashes:
            problems.append(
                f"redefines bundled {english_form('tile', 'tiles', len(clashes))} "
                f"{', '.join(clashes[:5])} of {tileset.system}; "
                "give carried tiles their own ids"
            )
        if problems:
            for text in problems:
                result.problems.append(PackProblem("PACK_TILESET_CLASH", text, member))
            continue
        seen[tileset.id] = member
        result.tilesets[member] = tileset


class _Clock:
    """The pack's CPU budget as spent by reading its members (this thread's CPU time)."""

    def __init__(self, budget: float) -> None:
        self.budget = budget
        self.started = time.thread_time()

    def used(self) -> float:
        return time.thread_time() - self.started

    def left(self) -> float:
        return max(0.0, self.budget - self.used())

    def spent(self) -> bool:
        return self.used() >= self.budget

    def problem(self, member: str, kind: str) -> PackProblem:
        return PackProblem(
            "PACK_NOT_READ",
            f"{kind} not read: the pack's check time ({self.budget:g} s of CPU) was spent "
            "reading the members before it; a pack is installed only when every member was "
            "read (raise PackLimits.read_cpu_seconds)",
            member,
        )


def _first_error(issues: Sequence[Issue]) -> Issue | None:
    return next((i for i in issues if i.severity is Severity.ERROR and not i.waived), None)


def check_content(
    quests: Sequence[tuple[str, bytes]],
    tilesets: Sequence[tuple[str, bytes]],
    *,
    systems: Sequence[tuple[str, bytes]] = (),
    contents: Sequence[tuple[str, bytes]] = (),
    validate: bool = True,
    limits: PackLimits | None = None,
    progress: Callable[[str], None] | None = None,
) -> ContentResult:
    """Parse and check carried systems (``system.json`` and the ``content.json`` beside
    one) and tilesets, then parse and validate every quest.

    With ``limits`` (a pack from a stranger: ``verify``, ``install``, the Import dialog) the
    quests are validated each in a process of its own under those limits
    (:mod:`.isolate`); a quest not validated in full gets a ``PACK_NOT_VALIDATED`` error
    saying why. Without (``pack build``: the author's own files) they are validated here.
    ``progress(member)`` is called as each quest's validation starts.
    """
    result = ContentResult()
    base = bundled_catalog()
    # reading (parsing, schema checks) is bounded too: 400 large quests take a minute
    clock = _Clock(limits.read_cpu_seconds) if limits is not None else None
    _check_systems(systems, contents, result, base)
    if result.systems:
        base = validation_catalog([], list(result.systems.values()))
    _check_tilesets(tilesets, result, base, clock)
    catalog = validation_catalog(list(result.tilesets.values()), list(result.systems.values()))
    ids: dict[str, str] = {}
    parsed: list[tuple[QuestReport, bytes]] = []
    for member, data in quests:
        if clock is not None and clock.spent():
            result.problems.append(clock.problem(member, "quest"))
            result.quests.append(QuestReport(member, None))
            continue
        try:
            quest = parse_member(member, data, "questwright-quest")
        except LoadError as exc:
            result.problems.append(PackProblem("PACK_QUEST_INVALID", load_error_text(exc), member))
            result.quests.append(QuestReport(member, None))
            continue
        assert isinstance(quest, Quest)
        if quest.id in ids:
            result.problems.append(
                PackProblem(
                    "PACK_DUPLICATE_QUEST",
                    f"quest id {quest.id!r} is also used by {ids[quest.id]!r}",
                    member,
                )
            )
        ids.setdefault(quest.id, member)
        if quest.id in reserved_ids() and not _bundled_copy(quest.id, data):
            # another quest named like a bundled one: they coexist (quests are addressed by
            # file, installed ones under their pack), and whoever checks the pack is told so
            result.problems.append(
                PackProblem(
                    "PACK_QUEST_ID_BUNDLED",
                    f"quest id {quest.id!r} is also the id of {reserved_ids()[quest.id]}; "
                    "installed, it is listed under its pack and opened by its file, and it "
                    "never replaces the bundled one",
                    member,
                    Severity.INFO,
                )
            )
        if quest.system not in catalog.systems:
            result.problems.append(
                PackProblem(
                    "PACK_UNKNOWN_SYSTEM",
                    f"quest is for game system {quest.system!r}, which this Questwright does "
                    "not have",
                    member,
                )
            )
        for tileset_id in quest.tilesets:
            if tileset_id not in catalog.tilesets:
                result.problems.append(
                    PackProblem(
                        "PACK_MISSING_TILESET",
                        f"quest names tileset {tileset_id!r}, which is neither bundled nor "
                        "carried by the pack",
                        member,
                        Severity.WARNING,
                    )
                )
        report = QuestReport(member, quest)
        result.quests.append(report)
        parsed.append((report, data))
    if not validate:
        return result
    if limits is None:
        from questwright.validators.runner import validate_quest

        for report, _data in parsed:
            if progress is not None:
                progress(report.member)
            assert report.quest is not None
            report.issues = validate_quest(report.quest, catalog)
            report.validated = True
    else:
        from questwright.packs.isolate import validate_isolated

        # the checker rebuilds the catalogue from the carried library files' bytes
        carried = [(m, d) for m, d in systems if m in result.systems]
        carried += [(m, d) for m, d in tilesets if m in result.tilesets]
        outcomes = validate_isolated(
            [(r.member, d) for r, d in parsed], carried, limits, progress=progress
        )
        for report, _data in parsed:
            outcome = outcomes[report.member]
            report.cpu_seconds = outcome.cpu_seconds
            if outcome.issues is None:
                report.not_validated = outcome.why or "not validated"
                result.problems.append(
                    PackProblem(
                        "PACK_NOT_VALIDATED",
                        f"not validated in full: {report.not_validated}; it is not "
                        "installed unless you allow it (--allow-unvalidated), or raise the "
                        "limits (--quest-cpu, --validation-budget, --quest-memory)",
                        report.member,
                    )
                )
                continue
            report.issues = outcome.issues
            report.validated = True
    for report, _data in parsed:
        first = _first_error(report.issues) if report.validated else None
        if first is not None:
            assert report.quest is not None
            result.problems.append(
                PackProblem(
                    "PACK_QUEST_ERRORS",
                    f"quest {report.quest.id!r} has "
                    f"{english_count(report.errors, 'validation error')}; "
                    f"first: {first.code}"
                    + (f" at {first.json_path}" if first.path else "")
                    + f": {first.message}",
                    report.member,
                )
            )
    return result
