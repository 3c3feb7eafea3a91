"""The test-play engine: quests played by the rules of their game system (docs/engine.md).

Modules: :mod:`.core` (``Game``/``State`` API, chance and ties), :mod:`.actions`,
:mod:`.rng`, :mod:`.topology` (zones, passages, distance and sight caches),
:mod:`.quest_logic` and :mod:`.crawler` (objectives, triggers, loss conditions),
:mod:`.rulesets` (``md1``, ``md2``), :mod:`.content` (stand-in decks and dice),
:mod:`.bots`, :mod:`.simulate` (Monte Carlo runs), :mod:`.play` (terminal test play),
:mod:`.transcript` (golden playthroughs) and :mod:`.commands` (the CLI).

``from questwright.engine import Game`` works; the names are imported on first use so that
the command line starts quickly.
"""

from __future__ import annotations

from typing import Any

__all__ = ["TERMINAL", "Game", "State", "get_ruleset", "register_ruleset"]


def __getattr__(name: str) -> Any:
    if name in ("Game", "State", "TERMINAL"):
        from questwright.engine import core

        return getattr(core, name)
    if name in ("get_ruleset", "register_ruleset"):
        from questwright.engine import registry

        return getattr(registry, name)
    raise AttributeError(f"module 'questwright.engine' has no attribute {name!r}")
