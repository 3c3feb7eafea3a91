"""What the two Massive Darkness rulesets (md1 and md2) share: the hero turn, dice, decks,
enemy movement (:mod:`.state` and the rule modules beside it), the per-game data
(:mod:`.data`), the goal bot (:mod:`.goal`) and its quest-logic plan (:mod:`.plan`).

Both games share the hero turn (three actions; a Movement action gives movement points to
spend on moving, opening doors and taking things), zone-walk line of sight with ranges, dice
pools with a per-colour cap, equipment cards and decks; :mod:`..md1` and :mod:`..md2` add
their own phases, spawning, enemy AI and combat details (docs/engine.md, "Where the rules
live").
"""

from __future__ import annotations

from typing import Any, ClassVar

from questwright.core.collector import gc_paused
from questwright.engine.content import load_content
from questwright.engine.core import Ruleset
from questwright.engine.rulesets.md.data import ATTACK_KINDS, KIND_BIT, MdData, open_chambers
from questwright.engine.rulesets.md.state import MdState

__all__ = ["ATTACK_KINDS", "KIND_BIT", "MdData", "MdRuleset", "MdState", "open_chambers"]


class MdRuleset(Ruleset):
    """Registry entry shared by md1 and md2; a subclass names its system, classes and bound."""

    state_class: ClassVar[type[MdState]]  # type: ignore[misc]
    data_class: ClassVar[type[MdData]]
    party_content = "heroClasses"

    @classmethod
    def load_content(cls, game: Any) -> dict[str, Any]:
        """The stand-in content of the system (or the game's ``content`` option; stand-in,
        docs/engine.md)."""
        return load_content(cls.system, game.options.get("content"))

    @classmethod
    def prepare(cls, game: Any) -> MdData:
        """The game's shared, read-only data (:class:`.data.MdData`; digest §1, §4), built
        with the collector paused (tables per zone: see :mod:`questwright.core.collector`)."""
        with gc_paused():
            return cls.data_class(game, game.content)
