"""Checking what a pack carries: its tilesets and quests, parsed from bytes and validated.

Shared by ``pack build`` (before anything is written) and ``pack verify``/``install`` (after
the archive passed its structural checks and every hash matched). Quests are validated
against the *bundled* systems and tilesets plus the tilesets the pack carries, never against
whatever else happens to be installed, so a pack that passes here passes on any machine with
the same Questwright. A carried tileset may not replace a bundled tileset or tile.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from questwright.packs.problems import PackProblem, Severity
from questwright.schema.catalog import Catalog, bundled_tilesets_dir
from questwright.schema.errors import LoadError
from questwright.schema.files import decode_json_bytes
from questwright.schema.io import check_document, model_from_document
from questwright.schema.model import Quest, Tileset
from questwright.validators.issues import Issue

__all__ = [
    "ContentResult",
    "QuestReport",
    "bundled_catalog",
    "check_content",
    "load_error_text",
    "parse_member",
    "validation_catalog",
]


@dataclass
class QuestReport:
    """The validation of one quest member."""

    member: str
    quest: Quest | None
    issues: list[Issue] = field(default_factory=list)
    #: False when the quest was parsed but not validated (validation off, or the pack's
    #: validation budget was spent before its turn)
    validated: bool = False

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
    problems: list[PackProblem] = field(default_factory=list)


@cache
def bundled_catalog() -> Catalog:
    """The systems and tilesets shipped with Questwright (loaded once per process)."""
    return Catalog([bundled_tilesets_dir()])


def validation_catalog(tilesets: Sequence[Tileset]) -> Catalog:
    """A fresh catalogue: the bundled one plus ``tilesets`` (the bundled one is not touched)."""
    base = bundled_catalog()
    catalog = Catalog()
    catalog.roots = list(base.roots)
    catalog.systems = dict(base.systems)
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


def parse_member(member: str, data: bytes, expected: str) -> Quest | Tileset:
    """Decode, parse strictly, migrate and schema-check a JSON member; raises
    :class:`LoadError`."""
    document = check_document(decode_json_bytes(data, member), member, expected)
    return model_from_document(document)  # type: ignore[return-value]


def _check_tilesets(
    members: Sequence[tuple[str, bytes]], result: ContentResult, base: Catalog
) -> None:
    seen: dict[str, str] = {}
    for member, data in members:
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
                f"redefines bundled tile(s) {', '.join(clashes[:5])} of {tileset.system}; "
                "give carried tiles their own ids"
            )
        if problems:
            for text in problems:
                result.problems.append(PackProblem("PACK_TILESET_CLASH", text, member))
            continue
        seen[tileset.id] = member
        result.tilesets[member] = tileset


def _first_error(issues: Sequence[Issue]) -> Issue | None:
    return next((i for i in issues if i.severity is Severity.ERROR and not i.waived), None)


def check_content(
    quests: Sequence[tuple[str, bytes]],
    tilesets: Sequence[tuple[str, bytes]],
    *,
    validate: bool = True,
    budget_seconds: float | None = None,
) -> ContentResult:
    """Parse and check carried tilesets, then parse and validate every quest.

    ``budget_seconds`` bounds the CPU time of this thread spent validating (``None``: no
    bound); every quest is still parsed and schema-checked, and those whose turn comes after
    the budget is spent get a ``PACK_NOT_VALIDATED`` warning.
    """
    result = ContentResult()
    spent = 0.0
    skipped: list[str] = []
    base = bundled_catalog()
    _check_tilesets(tilesets, result, base)
    catalog = validation_catalog(list(result.tilesets.values()))
    ids: dict[str, str] = {}
    for member, data in quests:
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
        if validate and budget_seconds is not None and spent >= budget_seconds:
            skipped.append(member)
        elif validate:
            from questwright.validators.runner import validate_quest

            started = time.thread_time()
            report.issues = validate_quest(quest, catalog)
            spent += time.thread_time() - started
            report.validated = True
            first = _first_error(report.issues)
            if first is not None:
                result.problems.append(
                    PackProblem(
                        "PACK_QUEST_ERRORS",
                        f"quest {quest.id!r} has {report.errors} validation error(s); first: "
                        f"{first.code}"
                        + (f" at {first.json_path}" if first.path else "")
                        + f": {first.message}",
                        member,
                    )
                )
        result.quests.append(report)
    for member in skipped:
        result.problems.append(
            PackProblem(
                "PACK_NOT_VALIDATED",
                f"not validated: the pack's validation budget ({budget_seconds:g} s of CPU) "
                "was spent on the quests before it; validate it after installing "
                "(`questwright validate`) or raise the budget (`--validation-budget SECONDS`)",
                member,
                Severity.WARNING,
            )
        )
    return result
