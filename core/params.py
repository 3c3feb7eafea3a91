"""Typed, range-checked reads of a game system's rule parameters.

A quest may override any of its system's ``parameters`` and both come from files written by
strangers, so a number can arrive as a string, a list, a negative or a billion. Every reader
here is total: a value of the wrong type gives the caller's default, a number outside its
range is clamped into it (so a ``gridCols`` of 10⁹ costs no more than the largest sensible
house), and no reader ever raises. The schema refuses most such values before they get here;
these readers are the second line, so that every rule and every engine step stays total over
whatever the schema lets through.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any, Protocol

__all__ = [
    "MAX_COUNT",
    "ParameterSource",
    "as_int",
    "param_bool",
    "param_int",
    "param_int_list",
    "param_int_map",
    "param_names",
    "param_str",
]

#: the largest count any parameter may stand for (grid sizes, lengths, limits): far above
#: every real box, far below what would let a parameter allocate unbounded memory
MAX_COUNT = 10_000


class ParameterSource(Protocol):
    def parameter(self, name: str, default: Any = None) -> Any: ...


def as_int(value: object, default: int, lo: int = -MAX_COUNT, hi: int = MAX_COUNT) -> int:
    """``value`` as an integer in ``[lo, hi]``; ``default`` unless it is a finite number.

    Integral floats (``2.0``) count as integers; booleans do not (``True`` is no count).
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        return default
    if isinstance(value, float):
        if not math.isfinite(value) or value != int(value):
            return default
        value = int(value)
    return max(lo, min(hi, value))


def param_int(
    source: ParameterSource, name: str, default: int, lo: int = 0, hi: int = MAX_COUNT
) -> int:
    """An integer parameter clamped to ``[lo, hi]`` (``default`` if absent or not a number)."""
    return as_int(source.parameter(name, None), default, lo, hi)


def param_bool(source: ParameterSource, name: str, default: bool) -> bool:
    value = source.parameter(name, None)
    return value if isinstance(value, bool) else default


def param_str(source: ParameterSource, name: str, default: str) -> str:
    value = source.parameter(name, None)
    return value if isinstance(value, str) else default


def param_names(source: ParameterSource, name: str, default: Iterable[str]) -> tuple[str, ...]:
    """A list of names (token types, terrain kinds): its string members, else ``default``.

    A bare string counts as a list of one; members that are not strings are dropped.
    """
    value = source.parameter(name, None)
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list | tuple):
        return tuple(v for v in value if isinstance(v, str))
    return tuple(default)


def param_int_list(
    source: ParameterSource,
    name: str,
    default: Iterable[int],
    lo: int = 0,
    hi: int = MAX_COUNT,
    max_len: int = 64,
) -> list[int]:
    """A list of integers (per hero count, per level…): numbers clamped, others dropped."""
    value = source.parameter(name, None)
    if not isinstance(value, list | tuple):
        return list(default)
    out = [as_int(v, lo - 1, lo, hi) for v in value[:max_len] if _is_number(v)]
    return out or list(default)


def param_int_map(
    source: ParameterSource, name: str, lo: int = 0, hi: int = MAX_COUNT
) -> dict[str, int]:
    """A mapping name → integer (colours in the box, slots per mode): number entries only."""
    value = source.parameter(name, None)
    if not isinstance(value, Mapping):
        return {}
    return {str(k): as_int(v, lo, lo, hi) for k, v in value.items() if _is_number(v)}


def _is_number(value: object) -> bool:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return not isinstance(value, float) or (math.isfinite(value) and value == int(value))
