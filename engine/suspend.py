"""Actions that stop for a decision and go on from where they stopped (greenlets).

An action that may need a decision (a chance outcome of an explicit-chance game, a tie the
players settle, an interrupt window) is played inside a greenlet of its own. Where the rules
ask (:func:`suspend`), the greenlet hands the question to whoever applied the action and
keeps its place; applying the answer switches back into it, and the action goes on instead
of being played again from its start with the answers recorded so far. Rule code stays
plain Python: nothing in it knows about greenlets.

A suspended action's frames refer to the state it plays on, and Python's cyclic garbage
collector cannot see through a greenlet's frames: a state dropped while one of its actions is
suspended would never be freed. So each thread keeps at most :data:`LIMIT` suspended actions
(:func:`remember`); beyond that the one paused longest ago is abandoned (:func:`abandon`),
and its state answers the way a copy of a paused state does: by playing the action again
from the position before it (see ``State._resolve``).
"""

from __future__ import annotations

import threading
from contextlib import suppress
from typing import Any

from greenlet import GreenletExit, getcurrent, greenlet

__all__ = [
    "LIMIT",
    "ActionLet",
    "Failed",
    "Suspended",
    "abandon",
    "forget",
    "release",
    "remember",
    "start",
    "suspend",
]

#: suspended actions kept per thread (each keeps its state alive until it goes on or is
#: abandoned); more is needed only by a caller that keeps many paused states at once
LIMIT = 16


class Abandoned(BaseException):
    """Thrown into a suspended action that will never go on (not an ``Exception``: rule
    code that catches errors must not catch it)."""


class ActionLet(greenlet):
    """The greenlet an action runs in; ``res`` is that action's record of decisions, so that
    a question asked by another game played inside it (a bot's look-ahead) is not taken for
    its own. It serves one action after another (:func:`_serve`): starting a greenlet costs
    about as much as a whole small action."""

    res: Any = None


class Failed:
    """What an action's greenlet hands back when the rules raised: the caller raises it."""

    __slots__ = ("error",)

    def __init__(self, error: BaseException) -> None:
        self.error = error


def _serve(job: tuple[Any, Any]) -> None:
    """A worker greenlet's life: play ``job`` (a function and its argument), hand back what
    it returned (or :class:`Failed`), wait for the next job."""
    me = getcurrent()  # (the same greenlet for every job it serves)
    assert isinstance(me, ActionLet)
    while True:
        play, arg = job
        try:
            out = play(arg)
        except (Abandoned, GreenletExit):
            raise  # never going on: the greenlet ends here
        except BaseException as exc:  # the caller raises it; this greenlet stays usable
            out = Failed(exc)
        del play, arg, job  # keep no state alive while idle
        me.res = None
        job = me.parent.switch(out)  # type: ignore[union-attr]  # (a worker has a parent)


def start(play: Any, arg: Any, res: Any) -> tuple[ActionLet, Any]:
    """Run ``play(arg)`` in an idle worker greenlet (a new one if none is idle) until it
    returns or asks a question (:func:`suspend`); the greenlet and what it handed back."""
    idle = _KEPT.idle
    let = idle.pop() if idle else ActionLet(_serve)
    let.res = res
    current = getcurrent()
    if let.parent is not current:  # (setting it checks for a cycle: only when it changes)
        let.parent = current
    return let, let.switch((play, arg))


def release(let: ActionLet) -> None:
    """``let`` finished its action: keep it for the next one (a few per thread)."""
    idle = _KEPT.idle
    if len(idle) < 4:
        idle.append(let)


class Suspended:
    """An action stopped at a question: its greenlet, the state's fields as the action
    left them (``work``), where its part of the history starts (``n0``), the position
    before it (``before``: a state, ``None`` for the setup, or a lazy rebuild) and the
    thread it belongs to (a greenlet goes on only in its own thread)."""

    __slots__ = ("before", "kept", "let", "n0", "res", "shown", "thread", "thunk", "work")

    def __init__(self, let: ActionLet, res: Any, n0: int, before: Any, thunk: Any) -> None:
        self.let: ActionLet | None = let
        self.res = res
        self.n0 = n0
        self.before = before
        self.thunk = thunk
        #: the fields while it waits (``None`` while it runs), and what the state shows then
        self.work: dict[str, Any] | None = None
        self.shown: dict[str, Any] | None = None
        self.kept = False  # among the thread's suspended actions (see remember)
        self.thread = threading.get_ident()


def suspend(res: Any, need: Any) -> None:
    """Ask ``need`` of whoever applied the action whose decisions are ``res``; returns once
    the answer has been added to ``res``. Outside such an action's greenlet (a replay, a
    copy's re-run), ``need`` is raised (as itself, or as ``need.error()``)."""
    current = getcurrent()
    if type(current) is ActionLet and current.res is res:
        current.parent.switch(need)  # type: ignore[union-attr]  # (an action has a parent)
        return
    raise need if isinstance(need, BaseException) else need.error()


class _Kept(threading.local):
    def __init__(self) -> None:
        #: the suspended actions of this thread with the states they play on, oldest first,
        #: as they paused: an action that went on is only marked (``kept`` False) and
        #: dropped at the next sweep (:func:`_sweep`), which keeps a pause cheap
        self.actions: list[tuple[Suspended, Any]] = []
        #: the newest kept (an action asking one question after another stays the newest)
        self.newest: Suspended | None = None
        #: worker greenlets waiting for an action
        self.idle: list[ActionLet] = []


_KEPT = _Kept()


def remember(action: Suspended, owner: Any) -> None:
    """Keep ``action`` (suspended, playing on ``owner``) among this thread's newest; abandon
    the oldest beyond :data:`LIMIT`."""
    local = _KEPT
    if local.newest is action:
        return
    local.newest = action
    action.kept = True
    kept = local.actions
    kept.append((action, owner))
    if len(kept) > LIMIT:
        _sweep(kept)


def _sweep(kept: list[tuple[Suspended, Any]]) -> None:
    """Drop the actions that went on, keep each waiting one once (where it paused last)
    and abandon the oldest beyond :data:`LIMIT`: ``kept`` holds at most that many waiting
    actions after it, besides any still running (a game played inside one asked)."""
    seen: set[int] = set()
    newest_first: list[tuple[Suspended, Any]] = []
    waiting = 0
    for entry in reversed(kept[:]):  # (a copy: abandoning runs rule code)
        action = entry[0]
        if not action.kept or id(action) in seen:
            continue
        seen.add(id(action))
        if action.work is None:  # running: keep it
            newest_first.append(entry)
        elif waiting < LIMIT:
            waiting += 1
            newest_first.append(entry)
        else:
            action.kept = False
            abandon(action, entry[1])
    kept[:] = reversed(newest_first)


def forget(action: Suspended) -> None:
    """``action`` went on to its end (or failed): nothing to keep (it leaves the thread's
    list at the next sweep)."""
    # the view it showed while it waited names it (``_live``): without this cycle the
    # records of a finished action go with their last reference, not at a collection
    action.shown = None
    action.kept = False


def abandon(action: Suspended, owner: Any) -> None:
    """Unwind ``action``'s greenlet for good. Its frames run their ``finally`` clauses on the
    fields the action was working on, never on what ``owner`` shows now."""
    let = action.let
    action.let = None
    if let is None or let.dead or action.thread != threading.get_ident():
        return
    shown = owner.__dict__
    if action.work is not None:
        owner.__dict__ = action.work
    let.parent = getcurrent()
    try:
        with suppress(Abandoned):  # it unwinds to the greenlet's end and comes back here
            let.throw(Abandoned)
    finally:
        owner.__dict__ = shown
        action.work = None
