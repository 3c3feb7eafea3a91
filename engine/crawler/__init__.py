"""The shared state of a co-operative dungeon crawl (the base of the md1, md2, ddd, descent1
and generic rulesets' states): :class:`~.state.CrawlerState` holds heroes, enemies, tokens,
doors and what was picked up, killed or destroyed; the quest logic it evaluates lives in
modules of functions over it — :mod:`.objectives` (objective kinds), :mod:`.triggers`
(triggers, conditions, counters), :mod:`.effects` (what trigger effects do) — and its text
board in :mod:`.views` (docs/engine.md, "Quest logic as data").
"""

from __future__ import annotations

from questwright.engine.crawler.state import CrawlerState

__all__ = ["CrawlerState"]
