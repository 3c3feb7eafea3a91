"""Which quest triggers may fire while others run: one rule for the engine and the
quest-logic model (docs/engine.md, Triggers).

A trigger's effects may fire other triggers, whose effects may fire more: a *cascade*,
begun by an event of the game (a hero's action, a round's end). A trigger never fires
while it is already running (a door-opened trigger that opens its own door again would go
on for ever), no cascade goes deeper than :data:`TRIGGER_DEPTH` triggers (a legal chain of
a thousand triggers must not exhaust the stack), and one fires at most
:data:`TRIGGER_CASCADE` times (forty triggers on one door that each shut and open it again
would otherwise fire in every order). The triggers it sets off weigh at most
:data:`TRIGGER_CHECKS` listeners in all: a thousand triggers on one door that each open it
again fire at most a thousand times, but each firing made every other one be weighed (a
million checks an event, tens of seconds for a legal quest in the engine and the
validators), so past that budget the nested events of the cascade fire nothing. An event's
own listeners (no trigger running) are always weighed.
"""

from __future__ import annotations

__all__ = ["TRIGGER_CASCADE", "TRIGGER_CHECKS", "TRIGGER_DEPTH", "Cascade"]

#: how deep quest triggers may set each other off
TRIGGER_DEPTH = 32
#: trigger firings at most in one cascade: the format's most triggers, so that one event's
#: own listeners always all fire
TRIGGER_CASCADE = 1000
#: listeners weighed at most, in one cascade, for the events its triggers set off: twenty
#: times the format's most triggers, far beyond any quest's chain of triggers
TRIGGER_CHECKS = 20_000


class Cascade:
    """The quest triggers running now, outermost first, and the firings of the cascade
    they belong to. The caller asks :meth:`event` before an event fires its triggers,
    :meth:`admit` for each trigger listening, and wraps a trigger's run in
    :meth:`enter` / :meth:`leave`."""

    __slots__ = ("checks", "firings", "running")

    def __init__(self) -> None:
        self.running: tuple[str, ...] = ()
        self.firings = 0
        self.checks = 0

    def event(self) -> bool:
        """An event fires its triggers: one of the game's own (no trigger running) begins a
        new cascade. Whether its listeners are weighed at all: not for an event a trigger
        set off once the cascade has weighed :data:`TRIGGER_CHECKS` listeners."""
        if not self.running:
            self.firings = 0
            self.checks = 0
            return True
        return self.checks < TRIGGER_CHECKS

    def admit(self, trigger: str) -> bool:
        """Whether ``trigger`` may fire now (if so it counts as one of the cascade's
        firings): not while it runs itself, not deeper than :data:`TRIGGER_DEPTH`, not
        past :data:`TRIGGER_CASCADE` firings, and for an event a trigger set off not past
        :data:`TRIGGER_CHECKS` listeners weighed."""
        running = self.running
        if running:
            if self.checks >= TRIGGER_CHECKS:
                return False
            self.checks += 1
        if trigger in running or len(running) >= TRIGGER_DEPTH:
            return False
        if self.firings >= TRIGGER_CASCADE:
            return False
        self.firings += 1
        return True

    def enter(self, trigger: str) -> tuple[str, ...]:
        """``trigger`` runs; what ran before it, for :meth:`leave`."""
        outer = self.running
        self.running = (*outer, trigger)
        return outer

    def leave(self, outer: tuple[str, ...]) -> None:
        """The trigger :meth:`enter` began is done."""
        self.running = outer
