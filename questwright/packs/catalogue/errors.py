"""The one exception of catalogue work: a refusal with a one-line message."""

from __future__ import annotations

__all__ = ["CatalogueError"]


class CatalogueError(Exception):
    """A catalogue, signature, key or download was refused; ``str()`` is one line."""

    def __init__(self, message: str) -> None:
        super().__init__(" ".join(message.split()))
