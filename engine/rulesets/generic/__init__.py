"""The generic crawler ruleset: every game system without a ruleset of its own plays by it.

``get_ruleset(system)`` answers with :func:`generic_ruleset` for a system the catalogue
knows (bundled, ``QUESTWRIGHT_TILESETS``, installed from a pack) when no ruleset module is
registered for it: ``play``, ``simulate``, the editor's Test Play and the simulation report
work for a game written only as data. The rules are in :mod:`.state`, the content a system
may ship beside its ``system.json`` in :mod:`.content`. Reports say that the generic rules
were used (``Ruleset.generic``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, ClassVar

from questwright.engine.core import Game, Ruleset
from questwright.engine.played import PLAYED
from questwright.engine.rulesets.generic.content import (
    GenericContent,
    content_file,
    merged_content,
)
from questwright.engine.rulesets.generic.state import GenericData, GenericState

__all__ = ["GenericRuleset", "generic_ruleset"]


class GenericRuleset(Ruleset):
    """The generic crawler rules for one data-only system (see :func:`generic_ruleset`)."""

    system: ClassVar[str] = ""
    state_class = GenericState
    content_model: ClassVar[type] = GenericContent
    party_content = "heroClasses"
    default_max_rounds: ClassVar[int] = 30
    #: reports say the game was played by the generic rules, not the system's own
    generic: ClassVar[bool] = True
    #: what the generic rules play of a quest's logic (:mod:`questwright.engine.played`)
    played = PLAYED["generic"]
    #: no decks, hands or face-down tokens: only the dice are unknown
    information: ClassVar[str] = "perfect"

    @classmethod
    def load_content(cls, game: Game) -> dict[str, Any]:
        """The system's ``content.json`` (checked) with our defaults for what it leaves out.
        (stand-in, docs/engine.md)"""
        from questwright.engine.content import load_content

        path = game.options.get("content")
        folder = _system_dir(game.catalog, cls.system)
        if path is None and not _own_ruleset(cls.system) and not _bundled(folder):
            # a bundled system, or one with a ruleset of its own, ships content in the shape
            # of its own rules: the generic rules play it with their defaults
            path = content_file(folder)
        doc = load_content(cls.system, path, GenericContent) if path else None
        return merged_content(doc)

    @classmethod
    def prepare(cls, game: Game) -> GenericData:
        """The game's shared data (stand-in, docs/engine.md)."""
        return GenericData(game, game.content)


def _own_ruleset(system: str) -> bool:
    from questwright.engine.registry import get_ruleset

    try:
        return not getattr(get_ruleset(system), "generic", False)
    except KeyError:
        return False


def _bundled(folder: Path | None) -> bool:
    from questwright.schema.catalog import bundled_tilesets_dir

    return folder is not None and folder.resolve().is_relative_to(bundled_tilesets_dir().resolve())


def _system_dir(catalog: Any, system: str) -> Path | None:
    dirs = getattr(catalog, "system_dirs", {})
    return dirs.get(system)


@cache
def generic_ruleset(system: str) -> type[GenericRuleset]:
    """The generic ruleset class of ``system`` (one per system, so that it names it).
    (stand-in, docs/engine.md)"""
    name = "Generic_" + "".join(c if c.isalnum() else "_" for c in system)
    return type(name, (GenericRuleset,), {"system": system, "__module__": __name__})
