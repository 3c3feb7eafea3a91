"""The one Issue type for every problem Questwright reports.

Schema errors, compile problems, graph and sight checks all become :class:`Issue` objects
with a stable ``code``, a ``severity``, a one-sentence ``message``, the JSON ``path`` in the
quest, the ``refs`` (ids of cells, edges, zones, tokens, tiles) involved and an optional
``hint``. ``waived`` is set when the quest carries a waiver for that code and ref.

``message`` is the English sentence; ``text``, when the rule gave one, is the same sentence
as a template and its values (:class:`questwright.core.text.Text`), so a front end can show
it in another language (:meth:`Issue.message_in`); ``hint_text`` likewise for the ``hint``
(:meth:`Issue.hint_in`). The JSON form (:meth:`Issue.to_json`) is always English.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from questwright.core.text import Text
from questwright.schema.errors import json_path_str

__all__ = ["Issue", "Severity"]


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return {"error": 0, "warning": 1, "info": 2}[self.value]


@dataclass(frozen=True)
class Issue:
    code: str
    severity: Severity
    message: str
    path: tuple[str | int, ...] = ()
    refs: tuple[str, ...] = ()
    hint: str | None = None
    waived: bool = False
    waiver_reason: str | None = field(default=None, compare=False)
    #: the message as a template and its values (``None``: ``message`` is its own template)
    text: Text | None = field(default=None, compare=False, repr=False)
    #: the hint as a template and its values (``None``: ``hint`` is its own template)
    hint_text: Text | None = field(default=None, compare=False, repr=False)

    @classmethod
    def make(
        cls,
        code: str,
        severity: Severity,
        message: str | Text,
        path: tuple[str | int, ...] = (),
        refs: tuple[str, ...] = (),
        hint: str | Text | None = None,
    ) -> Issue:
        """An issue whose ``message`` and ``hint`` may be :class:`Text` s (kept for
        :meth:`message_in` and :meth:`hint_in`, their English in ``message`` and ``hint``)."""
        return cls(
            code,
            severity,
            str(message),
            path,
            refs,
            None if hint is None else str(hint),
            text=message if isinstance(message, Text) else None,
            hint_text=hint if isinstance(hint, Text) else None,
        )

    def message_in(self, translate: Callable[[str], str] | None = None) -> str:
        """The message in the language of ``translate`` (which maps an English template to
        its translation); the English ``message`` when ``translate`` is ``None``."""
        if translate is None:
            return self.message
        if self.text is not None:
            return self.text.text(translate)
        return translate(self.message)

    def hint_in(self, translate: Callable[[str], str] | None = None) -> str | None:
        """The hint in the language of ``translate`` (``None``: the English ``hint``)."""
        if translate is None or self.hint is None:
            return self.hint
        if self.hint_text is not None:
            return self.hint_text.text(translate)
        return translate(self.hint)

    @property
    def json_path(self) -> str:
        return json_path_str(self.path)

    def sort_key(self) -> tuple[Any, ...]:
        return (self.severity.rank, [str(p) for p in self.path], self.code, self.refs, self.message)

    def with_waiver(self, reason: str) -> Issue:
        return replace(self, waived=True, waiver_reason=reason)

    def to_json(self) -> dict[str, Any]:
        """The machine-readable form of DESIGN §9 (keys are part of the contract)."""
        out: dict[str, Any] = {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message,
            "path": self.json_path,
            "refs": list(self.refs),
            "hint": self.hint,
            "waived": self.waived,
        }
        if self.waiver_reason:
            out["waiverReason"] = self.waiver_reason
        return out

    def __str__(self) -> str:
        where = f" at {self.json_path}" if self.path else ""
        waived = " (waived)" if self.waived else ""
        return f"{self.severity.value}: {self.code}{where}: {self.message}{waived}"
