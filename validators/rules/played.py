"""Quest logic the game's rules do not play: trigger events they never raise, effects they
ignore, objectives they cannot complete, loss conditions they never end a game by.

The format offers every event, effect and objective kind to every system, and the
quest-logic model reads them all; the engine's rules for a system play what that game has
(:mod:`questwright.engine.played`). Without this check a quest built on the rest validates
clean and then never fires, or is never won, in Test Play and ``simulate``.
"""

from __future__ import annotations

from collections.abc import Iterator

from questwright.core.text import Text, say
from questwright.engine.played import played_by
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import rule
from questwright.validators.rules.objectives import DDD_LOSSES

W = Severity.WARNING

_WHY = """
        Why: the validators' quest model reads every kind the format has, so the quest can
        be called winnable and still never be won in Test Play, `play` or `simulate`.
        Game rule: what each ruleset plays is listed in docs/engine.md, "What each ruleset
        plays"; a system written only as data plays by the generic rules.
"""


@rule(
    (
        "RULES_EVENT_UNPLAYED",
        W,
        "Trigger event the game's rules never raise",
        """
        What: a trigger waits for an event the rules of the quest's system never raise
        (a `pickup` in Machina Arcana, `chamber-revealed` outside md1, `hero-killed` in
        Dark Darker Darkest): the trigger never fires in play.
        """
        + _WHY,
    ),
    (
        "RULES_EFFECT_UNPLAYED",
        W,
        "Effect the game's rules ignore",
        """
        What: a trigger's effect is of a kind the rules of the quest's system do not play
        (`set-level` or `refill-treasure` outside md1, `open-door` in Machina Arcana): in
        play the effect is skipped and the log says so.
        """
        + _WHY,
    ),
    (
        "RULES_OBJECTIVE_UNPLAYED",
        W,
        "Objective the game's rules cannot complete",
        """
        What: an objective is of a kind the rules of the quest's system never complete (a
        `hold` or `pickup` objective in Machina Arcana, whose chapters end by kills,
        exits, reached spaces or an activated chapter space).
        """
        + _WHY,
    ),
    (
        "RULES_LOSS_UNPLAYED",
        W,
        "Loss condition the game's rules never end a game by",
        """
        What: a loss condition is of a kind the rules of the quest's system never end a
        game by (an `enemy-reaches` loss in Descent or Machina Arcana, whose monsters go
        for the heroes; `hero-dies` in Dark Darker Darkest, whose survivors are eliminated
        by the house's own rules; `all-heroes-dead` in Descent, whose heroes wake in town).
        Dark Darker Darkest's own losses in another system are LOSS_CONDITION_INVALID.
        """
        + _WHY,
    ),
    needs=("objectives", "triggers", "loss"),
)
def check_played(ctx: CheckContext) -> Iterator[Issue]:
    """Events, effects, objectives and losses outside what the system's rules play."""
    system = ctx.quest.system
    played = played_by(system, ctx.catalog) if system else None
    if played is None:
        return  # no rules play this system (REF_UNKNOWN_SYSTEM)
    hint = say(
        'docs/engine.md, "What each ruleset plays", lists what {system} plays.', system=system
    )
    #: (code, message, JSON path, the id the issue names), in file order
    found: list[tuple[str, Text, tuple[str | int, ...], str]] = []
    for index, trig in enumerate(ctx.quest.triggers):
        if trig.on.event not in played.events:
            message = say(
                "trigger {id!r} waits for {event}, which the {system} rules never raise: "
                "it never fires in play",
                id=trig.id,
                event=trig.on.event,
                system=system,
            )
            found.append(
                ("RULES_EVENT_UNPLAYED", message, ("triggers", index, "on", "event"), trig.id)
            )
        for e_index, effect in enumerate(trig.effects):
            if effect.kind not in played.effects:
                message = say(
                    "trigger {id!r}: the {system} rules do not play {effect} effects; "
                    "in play it does nothing",
                    id=trig.id,
                    effect=effect.kind,
                    system=system,
                )
                path = ("triggers", index, "effects", e_index, "kind")
                found.append(("RULES_EFFECT_UNPLAYED", message, path, trig.id))
    for index, obj in enumerate(ctx.quest.objectives):
        if obj.kind not in played.objectives:
            message = say(
                "objective {id!r}: the {system} rules never complete a {kind} objective, "
                "so play cannot win this quest",
                id=obj.id,
                kind=obj.kind,
                system=system,
            )
            found.append(
                ("RULES_OBJECTIVE_UNPLAYED", message, ("objectives", index, "kind"), obj.id)
            )
    for index, loss in enumerate(ctx.quest.loss):
        # ddd's own losses in another system's quest are LOSS_CONDITION_INVALID
        if loss.kind in played.losses or (loss.kind in DDD_LOSSES and system != "ddd"):
            continue
        message = say(
            "loss {id!r}: the {system} rules never end a game by {kind}, "
            "so this loss never comes in play",
            id=loss.id,
            kind=loss.kind,
            system=system,
        )
        found.append(("RULES_LOSS_UNPLAYED", message, ("loss", index, "kind"), loss.id))
    for code, message, where, ref in found:
        yield ctx.issue(code, message, where, [ref], hint=hint)
