"""The goal bot's tour of the house for Dark Darker Darkest (issue #28): how many AP the
team needs to fetch a set of chips, enter each at a corner terminal and reach the lab's
door.

Darkness is the clock (an event space every few rounds), so a plan of chips is worth the
code tokens it removes less the darkness its icons cost *and* less the rounds its walk
takes. :func:`tour` finds the shortest order over the chips' doors (either room beside a
door unlocks it), the corner terminals (a chip each; a corner takes one chip a round, so
the tour spreads the chips over distinct corners while there are enough, and starts over
when there are not) and the lab's door at the end, from the team's room; the unlock costs
an AP and an entry at a terminal two. :func:`finish` plans the end game round by round
(the chips in hand, the corners a round, the darkness the event track takes by then).
Read only from the house's own topology (rooms, open doorways, corners, the lab); the
room-to-room steps are worked out once per key of open doors.
"""

from __future__ import annotations

from itertools import permutations, product
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from questwright.engine.rulesets.ddd.house import House

__all__ = ["distances", "finish", "split", "tour"]

INF = 1 << 20
#: AP an unlock costs, and an entry at a terminal
UNLOCK_AP, ENTRY_AP = 1, 2


def _cache(house: House) -> dict[Any, Any]:
    """The house's ``tour_cache``, cleared past 8,192 entries (a long run stays bounded)."""
    found = house.tour_cache
    if len(found) > 8192:
        found.clear()
    return found


def _to_lab(house: House, key: int, gone: int, lab: tuple[int, ...]) -> list[int]:
    """Steps from every room to the lab's rooms, its doors counted open (the walk in)."""
    lab_bits = 0
    for d in house.lab_doors:
        lab_bits |= house.topology.door_bit(d)
    return house.path_distances(house.survivor_steps(key | lab_bits, gone), set(lab), set())


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


def _advance(d: int, r: int, left: int, full: int) -> tuple[int, int]:
    """Where a walk of ``d`` AP from round ``r`` with ``left`` AP ends: (its round, the AP
    left then), ``full`` AP a round after this one."""
    while d > left:
        d -= left
        r, left = r + 1, full
    return r, left - d


def _left_after(cols: tuple[str, ...], seq: tuple[str, ...]) -> tuple[str, ...]:
    """The code tokens of ``seq`` a chip of colours ``cols`` leaves: its matching colours
    come off, or, matching none, one token of choice."""
    rest = list(seq)
    for c in cols:
        if c in rest:
            rest.remove(c)
    if len(rest) == len(seq) and rest:
        rest.pop()
    return tuple(rest)


#: how good a way into the lab is: (round, darkness short, AP left negated), least best
_Score = tuple[int, int, int]


def finish(
    house: House,
    key: int,
    gone: int,
    start: int,
    ap: int,
    full: int,
    used: int,
    corners: tuple[int, ...],
    lab: tuple[int, ...],
    chips: tuple[tuple[str, ...], ...],
    sequence: tuple[str, ...],
    room: tuple[int, ...],
) -> tuple[int, int, int] | None:
    """The end game's earliest way into the lab, round by round: which of the ``chips`` in
    hand (their colours) to enter at which of the ``corners`` in which order, then the walk
    into a ``lab`` room (its doorways open), the code tokens the chips leave bought on the
    threshold.

    The team walks as one from ``start`` with ``ap`` AP left this round and ``full`` a
    round; an entry costs :data:`ENTRY_AP` at a corner not ``used`` this round (a bit per
    room; a round later every corner is free again, so a wait in a used corner may beat a
    walk to a far one). ``room[r]`` is the darkness the track can still take ``r`` rounds
    from now (the event track's darkness spaces come off it): what the chips leave must
    fit it in the round of the walk in. The earliest round wins, then the most darkness to
    spare, then the most AP left.

    Returns (rounds from now, AP spent that round, the first stop: a corner room —
    ``start`` itself for a wait in its used corner — or -1 for the lab straight away);
    ``None``: no way in time."""
    cache = _cache(house)
    ck = ("f", key, gone, start, ap, full, used, corners, lab, chips, sequence, room)
    if ck in cache:
        return cache[ck]  # type: ignore[no-any-return]
    dist = distances(house, key, gone)
    to_lab = _to_lab(house, key, gone, lab)
    horizon = len(room)
    memo: dict[tuple[int, int, int, int, int, tuple[str, ...]], _Score] = {}
    after: dict[tuple[int, tuple[str, ...]], tuple[str, ...]] = {}

    def placed(i: int, seq: tuple[str, ...]) -> tuple[str, ...]:
        """What chip ``i`` leaves of ``seq`` (:func:`_left_after`), once per pair."""
        got = after.get((i, seq))
        if got is None:
            got = after[i, seq] = _left_after(chips[i], seq)
        return got

    def advance(d: int, r: int, left: int) -> tuple[int, int]:
        return _advance(d, r, left, full)

    def walk_in(pos: int, r: int, left: int, seq: tuple[str, ...]) -> _Score:
        """The walk into the lab from here: (round, darkness to spare negated, AP left
        negated); a round ``INF``: not in time."""
        if to_lab[pos] < INF:
            lr, ll = advance(to_lab[pos], r, left)
            if lr < horizon and len(seq) <= room[lr]:
                return (lr, len(seq) - room[lr], -ll)
        return (INF, 0, 0)

    def moves(
        pos: int, r: int, left: int, used: int, hand: int, seq: tuple[str, ...]
    ) -> list[tuple[int, int, int, int, int, tuple[str, ...]]]:
        out = []
        for i in range(len(chips)):
            if not hand >> i & 1:
                continue
            rest = placed(i, seq)
            for z in corners:
                if dist[pos][z] >= INF:
                    continue
                cr, cl = advance(dist[pos][z], r, left)
                u = used if cr == r else 0
                if u >> z & 1 or cl < ENTRY_AP:
                    # the terminal is taken this round (or no AP left for it): next round
                    cr, cl, u = cr + 1, full, 0
                if cr < horizon:
                    out.append((z, cr, cl - ENTRY_AP, u | 1 << z, hand & ~(1 << i), rest))
        return out

    def best_from(
        pos: int, r: int, left: int, used: int, hand: int, seq: tuple[str, ...]
    ) -> _Score:
        mk = (pos, r, left, used, hand, seq)
        got = memo.get(mk)
        if got is None:
            got = walk_in(pos, r, left, seq)
            for nxt in moves(pos, r, left, used, hand, seq):
                if nxt[1] <= got[0]:
                    got = min(got, best_from(*nxt))
            memo[mk] = got
        return got

    top = walk_in(start, 0, ap, sequence)
    found = None if top[0] >= INF else (top[0], full + top[2], -1)
    for nxt in moves(start, 0, ap, used, (1 << len(chips)) - 1, sequence):
        got = best_from(*nxt)
        if got < top:
            top = got
            found = (got[0], full + got[2], nxt[0])
    cache[ck] = found
    return found


def _placements(
    chips: tuple[tuple[str, ...], ...], corners: tuple[int, ...]
) -> list[tuple[tuple[int, int], ...]]:
    """Every order of every subset of ``chips`` (indices), each with a corner."""
    out: list[tuple[tuple[int, int], ...]] = [()]
    for k in range(1, len(chips) + 1):
        for order in permutations(range(len(chips)), k):
            for where in product(corners, repeat=k):
                out.append(tuple(zip(order, where, strict=True)))
    return out


def split(
    house: House,
    key: int,
    gone: int,
    walkers: tuple[tuple[int, int, tuple[tuple[str, ...], ...]], ...],
    full: int,
    used: int,
    corners: tuple[int, ...],
    lab: tuple[int, ...],
    sequence: tuple[str, ...],
    room: tuple[int, ...],
) -> tuple[int, tuple[int, ...]] | None:
    """The end game for two ``walkers`` (room, AP left, the colours of the chips each
    carries) going their own ways: each enters some of its chips at corners of its own
    (one chip a corner a round, across both), and one of them walks into the lab once both
    are done, the tokens left bought on the threshold (as :func:`finish`, which plans the
    team walking as one). Returns (the round from now, each walker's first stop: a corner,
    or -1 for the lab's door); ``None``: no way in time."""
    cache = _cache(house)
    ck = ("s", key, gone, walkers, full, used, corners, lab, sequence, room)
    if ck in cache:
        return cache[ck]  # type: ignore[no-any-return]
    dist = distances(house, key, gone)
    to_lab = _to_lab(house, key, gone, lab)
    horizon = len(room)

    def advance(d: int, r: int, left: int) -> tuple[int, int]:
        return _advance(d, r, left, full)

    # each walker's ways: (its entries (round, corner), chips entered, the round it could
    # be in the lab after them)
    ways: list[list[tuple[tuple[tuple[int, int], ...], tuple[int, ...], int, int]]] = []
    for start, ap, chips in walkers:
        mine = []
        for plan in _placements(chips, corners):
            pos, r, left = start, 0, ap
            times: list[tuple[int, int]] = []
            for _i, z in plan:
                if dist[pos][z] >= INF:
                    break
                r, left = advance(dist[pos][z], r, left)
                if (used if r == 0 else 0) >> z & 1 or (r, z) in times or left < ENTRY_AP:
                    r, left = r + 1, full
                times.append((r, z))
                left -= ENTRY_AP
                pos = z
            else:
                lr = INF if to_lab[pos] >= INF else advance(to_lab[pos], r, left)[0]
                first = plan[0][1] if plan else -1
                mine.append((tuple(times), tuple(i for i, _z in plan), lr, first))
        ways.append(mine)
    best: tuple[int, int, tuple[int, ...]] | None = None
    (a_chips, b_chips) = (walkers[0][2], walkers[1][2])
    for ta, ia, la, fa in ways[0]:
        for tb, ib, lb, fb in ways[1]:
            if set(ta) & set(tb):
                continue
            seq = sequence
            for cols in [a_chips[i] for i in ia] + [b_chips[i] for i in ib]:
                seq = _left_after(cols, seq)
            done = max([t[0] for t in ta + tb], default=0)
            r = max(min(la, lb), done)
            if r < horizon and len(seq) <= room[r]:
                got_score = (r, len(seq) - room[r], (fa, fb))
                if best is None or got_score[:2] < best[:2]:
                    best = got_score
    found = None if best is None else (best[0], best[2])
    cache[ck] = found
    return found
