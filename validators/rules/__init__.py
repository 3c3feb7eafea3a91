"""Rule packs: one module per area or game system, each registering its checks on import."""

from __future__ import annotations

import importlib
import pkgutil
import threading

__all__ = ["load_all"]

_loaded = False
_loading = threading.RLock()


def load_all() -> None:
    """Import every module of this package once, so that their rules are registered.

    Thread-safe: a second thread (the editor validates each open quest in a worker thread of
    its own) waits until every rule is registered instead of running a partial list (issue
    #33: a restored session showed no problems for one of two tabs)."""
    global _loaded
    if _loaded:
        return
    with _loading:
        if _loaded:
            return
        for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
            importlib.import_module(f"{__name__}.{info.name}")
        _loaded = True
