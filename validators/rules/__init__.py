"""Rule packs: one module per area or game system, each registering its checks on import."""

from __future__ import annotations

import importlib
import pkgutil

__all__ = ["load_all"]

_loaded = False


def load_all() -> None:
    """Import every module of this package once, so that their rules are registered."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        importlib.import_module(f"{__name__}.{info.name}")
