"""What goes wrong with a quest pack: one :class:`PackProblem` per finding.

A problem has a stable ``code`` (``PACK_…``), a severity (the validators' :class:`Severity`),
the ``member`` of the zip it is about (when there is one) and a one-line ``message``;
``str()`` gives the line people read: ``member 'quests/a.quest.json': hash mismatch …``.
:class:`PackError` carries problems out of the functions that refuse a pack.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from questwright.core.text import english_count
from questwright.validators.issues import Severity

__all__ = ["PackError", "PackProblem", "Severity", "count_severities", "first_error"]


@dataclass(frozen=True)
class PackProblem:
    """One finding about a pack, its member or its install target."""

    code: str
    message: str
    member: str | None = None
    severity: Severity = Severity.ERROR

    def __str__(self) -> str:
        where = f"member {self.member!r}: " if self.member else ""
        return f"{self.severity.value}: {self.code}: {where}{self.message}"

    @property
    def line(self) -> str:
        """The problem without its severity and code, for status lines."""
        where = f"member {self.member!r}: " if self.member else ""
        return where + self.message

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "member": self.member,
            "message": self.message,
        }


def count_severities(problems: Iterable[PackProblem]) -> dict[str, int]:
    counts = {"error": 0, "warning": 0, "info": 0}
    for problem in problems:
        counts[problem.severity.value] += 1
    return counts


def first_error(problems: Iterable[PackProblem]) -> PackProblem | None:
    return next((p for p in problems if p.severity is Severity.ERROR), None)


class PackError(Exception):
    """A pack was refused (or could not be built); ``problems`` says why, errors first."""

    def __init__(self, source: str, problems: list[PackProblem]) -> None:
        self.source = source
        self.problems = sorted(problems, key=lambda p: p.severity.rank)
        first = self.problems[0] if self.problems else None
        text = first.line if first else "refused"
        errors = sum(1 for p in self.problems if p.severity is Severity.ERROR)
        more = (
            f" (and {english_count(errors - 1, 'more error', 'more errors')})" if errors > 1 else ""
        )
        super().__init__(f"{source}: {text}{more}")
