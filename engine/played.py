"""What each ruleset plays of a quest's logic: the trigger events its games raise, the
effect kinds they apply, the objective kinds they can complete and the loss conditions
they can end a game by.

The format offers every event, effect and objective to every system (docs/format.md), but
a ruleset plays what its game has: Machina Arcana's chapters raise no ``pickup``, md2 has
no dungeon level to set, Dark Darker Darkest's survivors leave the house without a
``hero-killed``. A quest that counts on the rest would be called winnable by the quest-logic
model and then never won in Test Play or ``simulate``; the validators read this table to say
so (``RULES_EVENT_UNPLAYED``, ``RULES_EFFECT_UNPLAYED``, ``RULES_OBJECTIVE_UNPLAYED``,
``RULES_LOSS_UNPLAYED``).

A ruleset declares what it plays as its ``played`` (:class:`Played`; everything the format
has when it says nothing). The bundled rulesets' declarations are kept here, in one table
the validators read without importing a ruleset (every validation asks, and a ruleset
package takes a tenth of a second to import); each bundled ruleset class points at its row,
and ``tests/engine/test_played.py`` checks both that they agree and, by playing games, that
no ruleset raises an event its row leaves out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from questwright.schema.model import EFFECT_KINDS, LOSS_KINDS, OBJECTIVE_KINDS, TRIGGER_EVENTS

__all__ = ["PLAYED", "Played", "played_by"]


@dataclass(frozen=True)
class Played:
    """The trigger events, effect kinds, objective kinds and loss conditions a ruleset
    plays."""

    events: frozenset[str] = frozenset(TRIGGER_EVENTS)
    effects: frozenset[str] = frozenset(EFFECT_KINDS)
    objectives: frozenset[str] = frozenset(OBJECTIVE_KINDS)
    losses: frozenset[str] = frozenset(LOSS_KINDS)


def _all_but(every: list[str], *left_out: str) -> frozenset[str]:
    unknown = set(left_out) - set(every)
    if unknown:  # a typo here would silently declare a kind played
        raise ValueError(f"not in the format: {sorted(unknown)}")
    return frozenset(every) - frozenset(left_out)


#: the events md1, md2 and the generic rules do not all raise: md1's own (the hero's round,
#: chambers and their Door cards, the Event deck)
_MD1_ONLY_EVENTS = ("hero-round-start", "chamber-revealed", "event-drawn")
#: effects only md1 plays: the dungeon level and the treasure of its tile levels
_MD1_ONLY_EFFECTS = ("set-level", "refill-treasure")

#: loss conditions only one game has: descent1's conquest and ddd's darkness, antidote
#: and corners (LOSS_CONDITION_INVALID reports ddd's in another system's quest)
_DESCENT1_LOSSES = ("conquest-zero",)
_DDD_LOSSES = ("darkness-end", "antidote-holder-dies", "corners-destroyed")
#: the loss conditions md1 alone ends a game by: a scripted monster leaving by the Exit
_MD1_ONLY_LOSSES = ("enemy-leaves",)

#: the bundled rulesets' rows, by system id; ``generic`` is the generic crawler rules that
#: play every system written only as data
PLAYED: dict[str, Played] = {
    "md1": Played(losses=_all_but(LOSS_KINDS, *_DESCENT1_LOSSES, *_DDD_LOSSES)),
    "md2": Played(
        events=_all_but(TRIGGER_EVENTS, *_MD1_ONLY_EVENTS),
        # md2 has no objects to destroy (no pillars or barriers of md1's kind)
        effects=_all_but(EFFECT_KINDS, *_MD1_ONLY_EFFECTS, "destroy"),
        losses=_all_but(LOSS_KINDS, *_DESCENT1_LOSSES, *_DDD_LOSSES, *_MD1_ONLY_LOSSES),
    ),
    "generic": Played(
        # no decks: nothing is ever reshuffled
        events=_all_but(TRIGGER_EVENTS, *_MD1_ONLY_EVENTS, "deck-reshuffled"),
        effects=_all_but(EFFECT_KINDS, *_MD1_ONLY_EFFECTS),
        # no Lifebringer tokens: a dead hero stays dead
        losses=_all_but(
            LOSS_KINDS, "lifebringer-empty", *_DESCENT1_LOSSES, *_DDD_LOSSES, *_MD1_ONLY_LOSSES
        ),
    ),
    "ddd": Played(
        events=frozenset(
            {
                "round-start",
                "round-end",
                "door-opened",
                "activated",
                "enemy-killed",
                "objective-complete",
                "counter-reached",
            }
        ),
        # spawning is the event track's; survivors carry cards, not quest items
        effects=_all_but(EFFECT_KINDS, *_MD1_ONLY_EFFECTS, "give-item", "destroy", "spawn"),
        # survivors are eliminated by the house's own rules; monsters reach no quest zone
        losses=frozenset({"all-heroes-dead", "round-limit", *_DDD_LOSSES}),
    ),
    "descent1": Played(
        events=frozenset(
            {
                "pickup",
                "enter-zone",
                "door-opened",
                "round-start",
                "round-end",
                "enemy-killed",
                "enemy-enters-zone",
                "objective-complete",
                "counter-reached",
                "hero-killed",
                "item-gained",
            }
        ),
        # give-item: a quest item (no equipment card a quest names); no objects to destroy
        effects=_all_but(EFFECT_KINDS, *_MD1_ONLY_EFFECTS, "destroy"),
        # a killed hero wakes in town: the heroes are never all dead
        losses=frozenset({"hero-dies", "round-limit", *_DESCENT1_LOSSES}),
    ),
    "machina": Played(
        events=frozenset(
            {
                "round-start",
                "round-end",
                "enter-zone",
                "door-opened",
                "activated",
                "enemy-killed",
                "hero-killed",
                "objective-complete",
            }
        ),
        effects=frozenset({"message", "reveal", "spawn", "open-door", "close-door", "win", "lose"}),
        # a chapter's objective: its monsters killed, its exits left by, its spaces reached
        # or its chapter space activated
        objectives=frozenset({"kill", "escape", "reach", "activate"}),
        losses=frozenset({"hero-dies", "all-heroes-dead", "round-limit"}),
    ),
}


def played_by(system: str, catalog: Any = None) -> Played | None:
    """What the rules of ``system`` play: a registered ruleset's own declaration, a bundled
    ruleset's row (without importing it), the generic rules' for a system the catalogue
    knows only as data; ``None`` when no rules play it."""
    from questwright.engine.registry import _RULESETS, has_ruleset

    registered = _RULESETS.get(system)
    if registered is not None:
        played: Played = registered.played  # every Ruleset has one (everything by default)
        return played
    if system in PLAYED:
        return PLAYED[system]
    if not system or not has_ruleset(system, catalog):
        return None
    return PLAYED["generic"]
