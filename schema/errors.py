"""Exceptions for file input and output.

Content problems inside a well-formed quest are reported as validator issues, not
exceptions. These exceptions are for files that cannot be read at all: unreadable, not JSON,
too big or too deep, of another format, newer than this program, or not matching the schema.
Each carries the file, the JSON path and, for syntax errors, the line and column, so that the
CLI and the editor print one clear line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["FormatError", "LoadError", "SchemaProblem", "json_path_str"]


def json_path_str(path: Sequence[str | int]) -> str:
    """Render a path as ``$.tiles[3].at``.

    >>> json_path_str(["tiles", 3, "at"])
    '$.tiles[3].at'
    """
    out = "$"
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part.replace("-", "_").replace("_", "a").isalnum():
            out += f".{part}"
        else:
            out += f"[{part!r}]"
    return out


@dataclass(frozen=True)
class SchemaProblem:
    """One schema violation: where in the document and what is wrong."""

    path: tuple[str | int, ...]
    message: str
    validator: str = "schema"

    @property
    def json_path(self) -> str:
        return json_path_str(self.path)


@dataclass
class LoadError(Exception):
    """A file that cannot be loaded; ``str()`` is one line for people."""

    file: str
    message: str
    path: tuple[str | int, ...] = ()
    line: int | None = None
    column: int | None = None
    problems: list[SchemaProblem] = field(default_factory=list)

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}:{self.column or 0}"
        if self.path:
            where += f" {json_path_str(self.path)}"
        return f"{where}: {self.message}"


class FormatError(LoadError):
    """The file is JSON but of another format or a newer version."""
