"""The ``md2`` ruleset: Massive Darkness 2, on the same core as md1 (digest §6.2, §6.3).

Round: resurrection (a KO hero costs a Lifebringer and stands with 3 health; every token
spent gives the party a lasting bonus die) → Heroes' phase (the players pick who goes
next: :class:`~questwright.engine.actions.Begin`; three actions, four in solo) → Enemies'
phase (every Mob and Roaming Monster takes two actions: attack the nearest hero in range,
else step toward the nearest hero) → Level-Up (mandatory when XP allows; the Dungeon Level
is the highest hero level) → Darkness (the track spawns Mobs at every portal, a Roaming
Monster at its portal, or adds treasure to the bag).

Differences from md1 that are modelled: no engagement lock but one reaction wound per enemy
group when leaving its zone; rooms revealed by their first opened door (Door card event,
spawn markers, loot markers turned into bag treasure); traps on entering; chests, fountains
and forges; magic at range 0–1; the Shadow die when attacking from Shadow; enemy dice (one
per minion) that wound the hero whatever the side; Mob wounds overflow to the Leader; the
duplicate rule (a Mob already in play is upgraded and acts once); bosses (the fight starts
when the boss room is revealed: heroes move to the arena, heal, level up, every other tile
goes, and the boss acts after each hero). Roaming Monster condition scripts, skills, mana
and conditions are not modelled (docs/engine.md).

Where the rules live: :mod:`.state` (``MD2State``: the fields, setup, the round's order in
``ROUND``, combat and the core's hooks), :mod:`.turn` (a hero's actions by dispatch table),
:mod:`.rooms` (revealing rooms, scenery, loot), :mod:`.spawning` (Mobs and Roaming Monsters
by band), :mod:`.bosses` (the boss track and fight), :mod:`.phases` (Level-Up and Darkness);
what md2 shares with md1 is in :mod:`..md` (docs/engine.md, "Where the rules live").
"""

from __future__ import annotations

from questwright.engine.played import PLAYED
from questwright.engine.registry import register_ruleset
from questwright.engine.rulesets.md import MdRuleset
from questwright.engine.rulesets.md2.data import MD2Data
from questwright.engine.rulesets.md2.state import MD2State

__all__ = ["MD2Data", "MD2Ruleset", "MD2State"]


class MD2Ruleset(MdRuleset):
    """Registry entry for ``md2``."""

    #: what its games play of a quest's logic (:mod:`questwright.engine.played`)
    played = PLAYED["md2"]

    system = "md2"
    state_class = MD2State
    data_class = MD2Data
    default_max_rounds = 30


register_ruleset("md2", MD2Ruleset)
