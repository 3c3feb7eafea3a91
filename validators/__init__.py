"""Quest validation: the Issue type, the rule registry, the runner and the rule packs."""

from __future__ import annotations

from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import CODES, RULES, rule
from questwright.validators.runner import FileReport, validate_file, validate_quest

__all__ = [
    "CODES",
    "RULES",
    "CheckContext",
    "FileReport",
    "Issue",
    "Severity",
    "rule",
    "validate_file",
    "validate_quest",
]
