"""Run every applicable rule over a quest and return sorted, de-duplicated issues.

The runner never stops at the first problem and never lets one faulty rule hide the others:
an exception inside a rule becomes an ``INTERNAL_RULE_ERROR`` issue naming the rule.
Waivers stored in the quest mark matching warnings (and infos) as waived; errors cannot be
waived.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass

from questwright.core.board import Board
from questwright.core.collector import gc_paused
from questwright.core.text import say
from questwright.schema.catalog import Catalog
from questwright.schema.errors import LoadError
from questwright.schema.files import read_json
from questwright.schema.io import check_document, model_from_document
from questwright.schema.model import Quest
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.limits import board_limit_issue
from questwright.validators.registry import RULES, Rule

__all__ = [
    "FileReport",
    "apply_waivers",
    "gc_paused",
    "run_rule",
    "validate_file",
    "validate_quest",
]


def _load_rules() -> None:
    # Importing the rule packs registers their checks.
    from questwright.validators import rules  # noqa: F401
    from questwright.validators.rules import load_all

    load_all()


def apply_waivers(quest: Quest, issues: Iterable[Issue]) -> list[Issue]:
    if not quest.waivers:
        return list(issues)  # nothing to waive (most quests)
    waivers = {(w.code, w.ref): w.reason for w in quest.waivers}
    out = []
    for issue in issues:
        if issue.severity is not Severity.ERROR:
            for ref in issue.refs or ("",):
                reason = waivers.get((issue.code, ref)) or waivers.get((issue.code, "*"))
                if reason:
                    issue = issue.with_waiver(reason)
                    break
        out.append(issue)
    return out


def validate_quest(
    quest: Quest,
    catalog: Catalog | None = None,
    *,
    context: CheckContext | None = None,
    only: Iterable[str] | None = None,
    board: Board | None = None,
) -> list[Issue]:
    """Every issue of ``quest``, sorted by severity then path; waivers applied.

    ``board``: the quest already compiled (by the editor, the CLI or an engine
    :class:`~questwright.engine.core.Game`), so that a revision is compiled once; it is
    read, never changed.
    """
    if context is None and board is not None:
        context = CheckContext(quest, catalog, board=board)
    with gc_paused():
        return _validate(quest, catalog, context, only)


def _validate(
    quest: Quest,
    catalog: Catalog | None,
    context: CheckContext | None,
    only: Iterable[str] | None,
) -> list[Issue]:
    _load_rules()
    ctx = context or CheckContext(quest, catalog)
    wanted = set(only) if only is not None else None
    issues: list[Issue] = []
    for problem in ctx.board.problems:
        issues.append(
            ctx.issue(problem.code, problem.text or problem.message, problem.path, problem.refs)
        )
    too_large = board_limit_issue(ctx)
    if too_large is not None:  # a board over its limit: no rule runs on it
        return sorted([*issues, too_large], key=Issue.sort_key)
    selected = [
        r
        for r in RULES
        if r.applies_to(quest.system, ctx.catalog.systems.get(quest.system))
        and (wanted is None or wanted.intersection(r.codes))
    ]
    # rules that look at the other rules' findings (waivers) run last
    for stage in (False, True):
        if stage:
            ctx.issues = list(issues)
        for rule in selected:
            if ("issues" in rule.needs) is stage:
                issues.extend(run_rule(rule, ctx))
    unique = {(i.code, i.path, i.refs, i.message): i for i in issues}
    return sorted(apply_waivers(quest, unique.values()), key=Issue.sort_key)


def run_rule(rule: Rule, ctx: CheckContext) -> list[Issue]:
    """The issues of one rule; a crash becomes one ``INTERNAL_RULE_ERROR`` issue."""
    try:
        return list(rule.check(ctx))
    except Exception as exc:  # a faulty rule must not hide the others
        return [
            Issue.make(
                "INTERNAL_RULE_ERROR",
                Severity.ERROR,
                say(
                    "rule {rule} failed: {kind}: {error}",
                    rule=rule.name,
                    kind=type(exc).__name__,
                    error=exc,
                ),
                hint=say("This is a bug in Questwright; please report it with the quest file."),
            )
        ]


@dataclass
class FileReport:
    path: str
    system: str | None
    issues: list[Issue]
    unreadable: bool = False
    quest: str | None = None

    @property
    def errors(self) -> int:
        return sum(1 for i in self.issues if i.severity is Severity.ERROR and not i.waived)


def validate_file(path: str | os.PathLike[str], catalog: Catalog | None = None) -> FileReport:
    """Validate one file of any Questwright format; unreadable files give one issue."""
    file = str(path)
    try:
        raw = read_json(file)
    except LoadError as exc:
        return FileReport(file, None, [_load_issue("FILE_UNREADABLE", exc)], unreadable=True)
    system = raw.get("system") if isinstance(raw, dict) else None
    try:
        document = check_document(raw, file)
    except LoadError as exc:
        if exc.problems:
            issues = [Issue(p.validator, Severity.ERROR, p.message, p.path) for p in exc.problems]
            return FileReport(file, system if isinstance(system, str) else None, issues)
        return FileReport(file, None, [_load_issue("FILE_FORMAT", exc)], unreadable=True)
    model = model_from_document(document)
    if isinstance(model, Quest):
        return FileReport(file, model.system, validate_quest(model, catalog), quest=model.id)
    return FileReport(file, getattr(model, "system", None) or getattr(model, "id", None), [])


def _load_issue(code: str, exc: LoadError) -> Issue:
    if exc.line is None:
        return Issue(code, Severity.ERROR, exc.message, exc.path)
    # the reader's own message stays English; where it is is said in the author's language
    message = say(
        "{message} (line {line}, column {column})",
        message=exc.message,
        line=exc.line,
        column=exc.column,
    )
    return Issue.make(code, Severity.ERROR, message, exc.path)
