"""Rulesets register here by game-system id (like ``pyspiel.register_game``).

A ruleset is a class (see :class:`questwright.engine.core.Ruleset`) with a ``system`` id, a
``state_class`` and its vocabulary. The bundled rulesets live in
:mod:`questwright.engine.rulesets`, one package named after the system it plays
(``rulesets/md1/`` plays ``md1``), which calls :func:`register_ruleset` when imported: a new
ruleset adds its package and edits no list here (a package that registers nothing, like the
shared ``rulesets/md/``, is only imported). A plug-in may register its own.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import pkgutil
from pathlib import Path
from typing import Any

__all__ = [
    "get_ruleset",
    "has_ruleset",
    "known_rulesets",
    "register_ruleset",
    "registered_rulesets",
]

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
    refused = catalog.system_problem(system)
    if refused is not None:
        raise KeyError(f"game system {system!r}: its system.json was refused: {refused}")
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


def _bundled_names() -> list[str]:
    """The bundled ruleset packages that register a ruleset, found without importing them
    (a package whose ``__init__`` calls :func:`register_ruleset`)."""
    spec = importlib.util.find_spec(_PACKAGE)
    names: list[str] = []
    for folder in spec.submodule_search_locations or [] if spec else []:
        for info in pkgutil.iter_modules([folder]):
            init = Path(folder) / info.name / "__init__.py"
            try:
                text = init.read_text(encoding="utf-8")
            except OSError:
                continue
            if "register_ruleset(" in text:
                names.append(info.name)
    return names


def has_ruleset(system: str, catalog: Any = None) -> bool:
    """Whether :func:`get_ruleset` finds rules for ``system``, answered without importing a
    ruleset: one registered already, a bundled package named after the system, or a system
    the catalogue (``catalog``, else the default one) knows, which the generic rules play."""
    if system in _RULESETS:
        return True
    if system.isidentifier() and system != "generic":
        with contextlib.suppress(ImportError, ValueError):
            if importlib.util.find_spec(f"{_PACKAGE}.{system}") is not None:
                return True
    if catalog is None:
        from questwright.schema.catalog import default_catalog

        catalog = default_catalog()
    return system in catalog.systems


def known_rulesets() -> list[str]:
    """The systems :func:`registered_rulesets` lists, without importing the bundled rulesets
    (for messages; the registered ones and the bundled packages that register one)."""
    return sorted(set(_RULESETS) | set(_bundled_names()))
