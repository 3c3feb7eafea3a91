"""Rulesets register here by game-system id (like ``pyspiel.register_game``).

A ruleset is a class with a ``system`` id, a ``state_class`` (a :class:`State` subclass) and
a ``content`` loader. Bundled rulesets register when :mod:`questwright.engine.rulesets` is
imported; a plug-in may call :func:`register_ruleset` with its own.
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["get_ruleset", "register_ruleset", "registered_rulesets"]

_RULESETS: dict[str, Any] = {}
_BUNDLED = {
    "md1": "questwright.engine.rulesets.md1",
    "md2": "questwright.engine.rulesets.md2",
}


def register_ruleset(system: str, ruleset: Any) -> Any:
    """Register ``ruleset`` for ``system`` (usable as a class decorator)."""
    _RULESETS[system] = ruleset
    return ruleset


def get_ruleset(system: str) -> Any:
    """The ruleset registered for ``system``; bundled ones are imported on first use."""
    if system not in _RULESETS and system in _BUNDLED:
        importlib.import_module(_BUNDLED[system])
    try:
        return _RULESETS[system]
    except KeyError:
        known = ", ".join(sorted(set(_RULESETS) | set(_BUNDLED))) or "none"
        raise KeyError(f"no ruleset for game system {system!r} (known: {known})") from None


def registered_rulesets() -> list[str]:
    return sorted(set(_RULESETS) | set(_BUNDLED))
