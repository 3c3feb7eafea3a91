"""INIT1"""

from __future__ import annotations

from questwright.engine.registry import register_ruleset
from questwright.engine.rulesets.md import MdRuleset
from questwright.engine.rulesets.md1.data import MD1Data
from questwright.engine.rulesets.md1.state import MD1State

__all__ = ["MD1Data", "MD1Ruleset", "MD1State"]


class MD1Ruleset(MdRuleset):
    """Registry entry for ``md1``."""

    system = "md1"
    state_class = MD1State
    data_class = MD1Data
    default_max_rounds = 40


register_ruleset("md1", MD1Ruleset)
