"""Dispatch tables: the rule function each action type runs (issue #31, "one home").

A ruleset's turn module keeps one :class:`Dispatch` for its players' actions and registers
each handler with the :meth:`Dispatch.handles` decorator; mypy checks that the decorated
function takes the action type it is registered for::

    HANDLERS: Dispatch[MachinaState] = Dispatch()

    @HANDLERS.handles(Trade)
    def _trade(state: MachinaState, action: Trade) -> None: ...

    HANDLERS[type(action)](state, action)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from questwright.engine.actions import Action

__all__ = ["Dispatch"]

S = TypeVar("S")
A = TypeVar("A", bound=Action)


class Dispatch(dict[type[Action], Callable[[S, Any], None]], Generic[S]):
    """Handlers by action type, for a state type ``S``."""

    def handles(self, kind: type[A]) -> Callable[[Callable[[S, A], None]], Callable[[S, A], None]]:
        """Register the decorated function as the handler of actions of type ``kind``."""

        def register(handler: Callable[[S, A], None]) -> Callable[[S, A], None]:
            self[kind] = handler
            return handler

        return register
