"""The Dark Darker Darkest ruleset (``ddd``): rules digest §A on the engine core.

Where the rules live (modules of functions over the state, by phase or actor):

* :mod:`.state` — :class:`DddState`: the fields, small queries, the round (``ROUND``) and
  the core's hooks (legal actions, apply, clone, JSON, views);
* :mod:`.data` — :class:`DddData`, what every state of one game shares;
* :mod:`.phases` — the round: upkeep (event track, darkness, regroup), team turns and the
  reactions after each team, the round's end (§A.6);
* :mod:`.turn` — a survivor's legal actions and the dispatch table from action to rule;
* :mod:`.attacks` — survivors' attacks: targets, hits, knockback, retreat (§A.6 "Combat");
* :mod:`.survivors` — wounds, death, virus and zombification, rooms, inventory (§A.6);
* :mod:`.skills` — the survivors' starting skills and skill tracks bought with XP, their
  stand-in effects, the decay cube (§A.6 "XP");
* :mod:`.monsters` — spawn tokens, sight, cameras, the terror die, zombies, the creature,
  attacks on survivors (§A.2, §A.3, §A.6);
* :mod:`.fire` — outbreak, spread, burn markers, destroyed tiles (§A.5);
* :mod:`.showdown` — the lab, the showdown and the nemesis (§A.6 "Win path and showdown");
* :mod:`.setup` — the quest's tokens and the lab code at set-up (§A.4);
* :mod:`.decisions` — dice and the decisions the rules leave to the players (§A.8);
* :mod:`.house` — the house layout: grid, rooms, chips, cameras, adjacency (§A.1–§A.3);
* :mod:`.views` — status lines and the house as text;
* :mod:`.actions` — the survivors' verbs; :mod:`.content` — the stand-in content's shape;
* :mod:`.goal`, :mod:`.goal_showdown`, :mod:`.tour` — the goal-seeking bot.

Importing this package registers the ruleset (``questwright.engine.registry``).
"""

from __future__ import annotations

from typing import Any

from questwright.engine.content import load_content
from questwright.engine.core import Game, Ruleset
from questwright.engine.played import PLAYED
from questwright.engine.registry import register_ruleset
from questwright.engine.rulesets.ddd.actions import DDD_VOCABULARY
from questwright.engine.rulesets.ddd.content import DddContent
from questwright.engine.rulesets.ddd.data import DddData
from questwright.engine.rulesets.ddd.state import DddState

__all__ = ["DddRuleset", "DddState"]


class DddRuleset(Ruleset):
    """Registry entry of Dark Darker Darkest."""

    #: what its games play of a quest's logic (:mod:`questwright.engine.played`)
    played = PLAYED["ddd"]

    system = "ddd"
    state_class = DddState
    default_max_rounds = 40
    vocabulary = DDD_VOCABULARY
    content_model = DddContent
    party_content = "survivors"
    party_noun = "survivor"

    @classmethod
    def load_content(cls, game: Game) -> dict[str, Any]:
        """The stand-in content file (``tilesets/ddd/content.json``, or the game's
        ``content`` option)."""
        return load_content("ddd", game.options.get("content"))

    @classmethod
    def prepare(cls, game: Game) -> DddData:
        """The facts every state of the game shares (:class:`~.data.DddData`)."""
        return DddData(game)


register_ruleset("ddd", DddRuleset)
