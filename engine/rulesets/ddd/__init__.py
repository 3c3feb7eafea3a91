"""The Dark Darker Darkest ruleset (``ddd``): rules digest §A on the engine core.

Importing this package registers the ruleset (``questwright.engine.registry``).
"""

from __future__ import annotations

from typing import Any

from questwright.engine.content import load_content
from questwright.engine.core import Game, Ruleset
from questwright.engine.registry import register_ruleset
from questwright.engine.rulesets.ddd.actions import DDD_VOCABULARY
from questwright.engine.rulesets.ddd.base import DddData
from questwright.engine.rulesets.ddd.content import DddContent
from questwright.engine.rulesets.ddd.state import DddState

__all__ = ["DddRuleset", "DddState"]


class DddRuleset(Ruleset):
    """Registry entry of Dark Darker Darkest."""

    system = "ddd"
    state_class = DddState
    default_max_rounds = 40
    vocabulary = DDD_VOCABULARY
    content_model = DddContent
    party_content = "survivors"
    party_noun = "survivor"

    @classmethod
    def load_content(cls, game: Game) -> dict[str, Any]:
        return load_content("ddd", game.options.get("content"))

    @classmethod
    def prepare(cls, game: Game) -> DddData:
        return DddData(game)


register_ruleset("ddd", DddRuleset)
