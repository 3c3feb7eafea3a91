"""INIT2"""

from __future__ import annotations

from questwright.engine.registry import register_ruleset
from questwright.engine.rulesets.md import MdRuleset
from questwright.engine.rulesets.md2.data import MD2Data
from questwright.engine.rulesets.md2.state import MD2State

__all__ = ["MD2Data", "MD2Ruleset", "MD2State"]


class MD2Ruleset(MdRuleset):
    """Registry entry for ``md2``."""

    system = "md2"
    state_class = MD2State
    data_class = MD2Data
    default_max_rounds = 30


register_ruleset("md2", MD2Ruleset)
