"""The goal bot's tour of the house for Dark Darker Darkest (issue #28): how many AP the
team needs to fetch a set of chips, enter each at a corner terminal and reach the lab's
door.

Darkness is the clock (an event space every few rounds), so a plan of chips is worth the
code tokens it removes less the darkness its icons cost *and* less the rounds its walk
takes. :func:`tour` finds the shortest order over the chips' doors (either room beside a
door unlocks it), the corner terminals (a chip each; a corner takes one chip a round, so
the tour spreads the chips over distinct corners while there are enough, and starts over
when there are not) and the lab's door at the end, from the team's room; the unlock costs
an AP and an entry at a terminal two. Read only from the house's own topology (rooms,
open doorways, corners, the lab); the room-to-room steps are worked out once per key of
open doors.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.house import House

__all__ = ["distances", "tour"]

INF = 1 << 20
#: AP an unlock costs, and an entry at a terminal
UNLOCK_AP, ENTRY_AP = 1, 2


def _cache(house: House) -> dict[Any, Any]:
    """The house's ``tour_cache``, cleared past 8,192 entries (a long run stays bounded)."""
    found = house.tour_cache
    if len(found) > 8192:
        found.clear()
    return found


def distances(house: House, key: int, gone: int) -> list[list[int]]:
    """Steps between every two rooms through the doorways open under ``key``."""
    cache = _cache(house)
    found = cache.get(("d", key, gone))
    if found is None:
        steps = house.survivor_steps(key, gone)
        found = [house.path_distances(steps, {z}, set()) for z in range(house.n)]
        cache["d", key, gone] = found
    return found


def tour(
    house: House,
    key: int,
    gone: int,
    start: int,
    chips: tuple[tuple[int, ...], ...],
    carried: int,
    corners: tuple[int, ...],
    lab: tuple[int, ...],
) -> int:
    """The fewest AP from ``start`` to unlock ``chips`` (each: the rooms beside its door),
    enter them and the ``carried`` chips at ``corners`` (one per corner until all are used)
    and end at a room of ``lab`` (none: the tour ends with the last entry). ``INF``: out
    of reach."""
    cache = _cache(house)
    ck = ("t", key, gone, start, chips, carried, corners, lab)
    found = cache.get(ck)
    if found is not None:
        return found  # type: ignore[no-any-return]
    dist = distances(house, key, gone)
    k = len(chips)
    full = (1 << len(corners)) - 1
    memo: dict[tuple[int, int, int, int], int] = {}

    def rest(pos: int, left: int, hand: int, used: int) -> int:
        if not left and not hand:
            row = dist[pos]
            return min((row[z] for z in lab), default=0)
        state = (pos, left, hand, used)
        got = memo.get(state)
        if got is not None:
            return got
        best = INF
        row = dist[pos]
        for i in range(k):
            if left >> i & 1:
                for z in chips[i]:
                    d = row[z]
                    if d < best:
                        best = min(best, d + UNLOCK_AP + rest(z, left & ~(1 << i), hand + 1, used))
        if hand:
            free = used if used != full else 0  # every corner used: a new round
            for j, z in enumerate(corners):
                if not free >> j & 1:
                    d = row[z]
                    if d < best:
                        best = min(best, d + ENTRY_AP + rest(z, left, hand - 1, free | 1 << j))
        memo[state] = best
        return best

    total = rest(start, (1 << k) - 1, carried, 0)
    cache[ck] = total
    return total
