"""The ``md1`` ruleset: Massive Darkness, faithful to the subset of rules digest §9.1.

Round: resurrection (Lifebringer) → Heroes' phase (clockwise from the First Player; three
actions each; counter-attacks after each activation) → Enemies' phase (every enemy runs the
four-step script, then Agents call reinforcements) → Experience (XP is only tracked) →
Event → End (the First Player token passes left). The current level rises at the end of an
action or phase when a hero stands on a higher-level tile, and before the Door card when a
door opens toward one. Opening a door into a closed chamber draws a Door card whose blocks
seed the first three rooms in walking order. Enemy targeting follows the most unspent XP,
then Light, then the start/exit wander, with Shadow hiding.

Where the rules leave a choice to the players (XP ties, equal paths, room order, patrol
zone) the state's generator settles it and the history records it (``chance tie …``), or
the players choose in a ``ties="ask"`` game. The order in which enemies activate, which
the players also choose, is fixed to spawn order. Simplifications are listed in
``docs/engine.md`` (no skills, stun, consumables or Story mode; auto-equipment).

Where the rules live: :mod:`.state` (``MD1State``: the fields, setup, the round's order in
``ROUND``, combat and the core's hooks), :mod:`.turn` (a hero's actions by dispatch table),
:mod:`.levels` (level tokens, picking up and placing quest items), :mod:`.chambers` (doors,
Door cards, Guards, treasure), :mod:`.activation` (the enemy script's targeting and
movement, counter-attacks), :mod:`.events` (the Event phase); what md1 shares with md2 is
in :mod:`..md` (docs/engine.md, "Where the rules live").
"""

from __future__ import annotations

from questwright.engine.played import PLAYED
from questwright.engine.registry import register_ruleset
from questwright.engine.rulesets.md import MdRuleset
from questwright.engine.rulesets.md1.data import MD1Data
from questwright.engine.rulesets.md1.state import MD1State

__all__ = ["MD1Data", "MD1Ruleset", "MD1State"]


class MD1Ruleset(MdRuleset):
    """Registry entry for ``md1``."""

    #: what its games play of a quest's logic (:mod:`questwright.engine.played`)
    played = PLAYED["md1"]

    system = "md1"
    state_class = MD1State
    data_class = MD1Data
    default_max_rounds = 40


register_ruleset("md1", MD1Ruleset)
