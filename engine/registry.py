"""Rulesets register here by game-system id (like ``pyspiel.register_game``).

A ruleset is a class (see :class:`questwright.engine.core.Ruleset`) with a ``system`` id, a
``state_class`` and its vocabulary. The bundled rulesets live in
:mod:`questwright.engine.rulesets`, one package named after the system it plays
(``rulesets/md1/`` plays ``md1``), which calls :func:`register_ruleset` when imported: a new
ruleset adds its package and edits no list here (a package that registers nothing, like the
shared ``rulesets/md/``, is only imported). A plug-in may register its own.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

__all__ = ["get_ruleset", "register_ruleset", "registered_rulesets"]

_RULESETS: dict[str, Any] = {}
_PACKAGE = "questwright.engine.rulesets"
_scanned = False


def register_ruleset(system: str, ruleset: Any) -> Any:
    """Register ``ruleset`` for ``system`` (usable as a class decorator)."""
    _RULESETS[system] = ruleset
    return ruleset


def get_ruleset(system: str, catalog: Any = None) -> Any:
    """The ruleset registered for ``system``; a bundled one is imported on first use.

    A system the catalogue knows (``catalog``, else the default one: bundled systems,
    ``QUESTWRIGHT_TILESETS``, the library packs install into) without a ruleset of its own
    gets the generic crawler rules (:mod:`questwright.engine.rulesets.generic`).
    """
    if system not in _RULESETS and system.isidentifier() and system != "generic":
        try:
            importlib.import_module(f"{_PACKAGE}.{system}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{_PACKAGE}.{system}":
                raise
    found = _RULESETS.get(system)
    if found is not None:
        return found
    if catalog is None:
        from questwright.schema.catalog import default_catalog

        catalog = default_catalog()
    if system in catalog.systems:
        from questwright.engine.rulesets.generic import generic_ruleset

        return generic_ruleset(system)
    known = ", ".join(registered_rulesets()) or "none"
    raise KeyError(f"no ruleset for game system {system!r} (known: {known})")


def registered_rulesets() -> list[str]:
    """Every system with a ruleset (the bundled modules are imported to find them)."""
    global _scanned
    if not _scanned:
        package = importlib.import_module(_PACKAGE)
        for info in pkgutil.iter_modules(package.__path__):
            importlib.import_module(f"{_PACKAGE}.{info.name}")
        _scanned = True
    return sorted(_RULESETS)
