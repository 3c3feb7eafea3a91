"""The descent1 bots: an overlord that plays to win (:mod:`.overlord_bot`), goal-seeking
heroes (:mod:`.hero_bot`) and the knobs they share (:mod:`.bot_common`). Both are
deterministic policies over the state (``DescentState.goal_action`` calls
:func:`overlord_action` or :func:`hero_action`); they return only legal actions.
"""

from __future__ import annotations

from questwright.engine.rulesets.descent1.bot_common import GOAL, GUARD_STEPS, Style
from questwright.engine.rulesets.descent1.hero_bot import hero_action
from questwright.engine.rulesets.descent1.overlord_bot import overlord_action

__all__ = ["GOAL", "GUARD_STEPS", "Style", "hero_action", "overlord_action"]
