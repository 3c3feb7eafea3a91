"""Pausing the cyclic garbage collector while a board or its models are built.

Compiling a board, its movement model, zone graph or navigation allocates hundreds of
thousands of small tuples and records; on a 100×100 board the collector's passes over them
(a full pass each time enough new objects pile up, over every object the board already
holds) cost more than the building itself. None of it builds cycles that need collecting
at once, so collection simply waits until the work is done.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


@contextmanager
def gc_paused() -> Iterator[None]:
    """The cyclic collector paused for the block (left alone when already paused)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def without_gc(fn: Callable[P, R]) -> Callable[P, R]:
    """``fn`` with the cyclic collector paused while it runs (see :func:`gc_paused`)."""

    @wraps(fn)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        with gc_paused():
            return fn(*args, **kwargs)

    return run
