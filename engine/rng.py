"""A tiny seeded random generator that a game state owns (SplitMix64).

The engine never touches the global :mod:`random`. Each state carries one of these; its whole
state is a single 64-bit integer, so cloning a game state copies one int (the Mersenne Twister
of :class:`random.Random` costs ~19 µs to copy) and ``to_json`` stores it as a number. The
sequence is fixed by the algorithm, so a seed replays the same dice on every platform and
Python version.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

__all__ = ["Rng"]

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
T = TypeVar("T")


class Rng:
    """SplitMix64: fast, small state, good enough statistics for dice and shuffles.

    >>> a, b = Rng(7), Rng(7)
    >>> [a.below(6) for _ in range(8)] == [b.below(6) for _ in range(8)]
    True
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = (seed * 0x2545F4914F6CDD1D + 0x1234567) & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = s = (self.state + _GAMMA) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int, private: tuple[int, ...] | None = None) -> int:
        """A uniform integer in ``[0, n)`` (modulo bias under 2**-50 for the sizes used).

        ``private`` says who may see the result; it matters only where chance is explicit
        (:class:`questwright.engine.core.ExplicitChance` has the same signature)."""
        return self.next64() % n

    def draws(self, sizes: Sequence[int], private: tuple[int, ...] | None = None) -> list[int]:
        """One uniform integer in ``[0, n)`` per size, in order: the same numbers as a
        :meth:`below` per size (with explicit chance, one chance node each, asked in a row)."""
        return [self.next64() % n for n in sizes]

    def many(self, n: int, count: int) -> list[int]:
        """``count`` uniform integers in ``[0, n)`` (one call for a handful of dice)."""
        s = self.state
        out = []
        for _ in range(count):
            s = (s + _GAMMA) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            out.append((z ^ (z >> 31)) % n)
        self.state = s
        return out

    def choice(self, options: Sequence[T]) -> T:
        return options[self.next64() % len(options)]

    def shuffle(self, items: list[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        """A float in ``[0, 1)``."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def copy(self) -> Rng:
        clone = Rng.__new__(Rng)
        clone.state = self.state
        return clone
