"""Flood, breadth-first and cheapest-path walks over the board's graphs: the one home of them.

Boards give rise to many small graphs -- zones and their passages, sight regions and the
doors between them, spaces and the steps a figure may take, rooms of a house, tiles -- and
every check, bot and rule that asks "what can be reached", "how many steps" or "what does
the cheapest way cost" walks one of them. The walks live here; each caller says what its
graph is by a ``neighbours`` function (what one node leads to), so a graph kept as lists of
integers, as dictionaries of cells or built on the fly fits alike.

* :func:`flood` -- every node reachable from the starts (order does not matter);
* :func:`breadth_first` -- steps from the nearest start in the order nodes are reached
  (starts first, then breadth-first in the order ``neighbours`` gives them), optionally
  with each node's parent, a step limit and a stop as soon as a wanted node is reached;
* :func:`dense_distances` -- the same steps on a graph of integers ``0..size-1``, as a list
  (the hot tables of bots and topologies);
* :func:`cheapest` -- Dijkstra's cheapest costs from the starts (ties: the smaller node
  first), optionally within a budget, in the order nodes are reached;
* :func:`cheapest_path` -- Dijkstra to the first goal reached, with the labelled steps of
  the path (ties: the node reached first).

The walks are plain loops (no graph objects): they run in the validators' and bots' inner
loops. Where a caller already has a :mod:`networkx` graph, networkx's own algorithms serve.
"""

from __future__ import annotations

import heapq
import itertools
from collections import deque
from collections.abc import Callable, Hashable, Iterable
from typing import Any, TypeVar

__all__ = [
    "breadth_first",
    "cheapest",
    "cheapest_path",
    "dense_distances",
    "flood",
]

N = TypeVar("N", bound=Hashable)
L = TypeVar("L")


def flood(starts: Iterable[N], neighbours: Callable[[N], Iterable[N]]) -> set[N]:
    """Every node reachable from ``starts`` (the starts included).

    >>> sorted(flood([0], lambda n: [n + 1] if n < 3 else []))
    [0, 1, 2, 3]
    """
    seen = set(starts)
    stack = list(seen)
    pop, push, add = stack.pop, stack.append, seen.add
    while stack:
        for other in neighbours(pop()):
            if other not in seen:
                add(other)
                push(other)
    return seen


def breadth_first(
    starts: Iterable[N],
    neighbours: Callable[[N], Iterable[N]],
    *,
    limit: int | None = None,
    until: Callable[[N], bool] | None = None,
    parents: dict[N, N] | None = None,
) -> dict[N, int]:
    """Steps from the nearest of ``starts`` to every node reached, in the order reached.

    Starts come first (each once, at 0, in the order given), then nodes breadth-first in the
    order ``neighbours`` lists them. Nodes ``limit`` steps away are not walked on from.
    ``until``: stop as soon as a node (not a start) for which it is true is reached; that
    node is the last one of the result. ``parents``, when given, gets each reached node's
    parent (the node it was first reached from; starts have none).

    >>> breadth_first(["a"], {"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": []}.__getitem__)
    {'a': 0, 'b': 1, 'c': 1, 'd': 2}
    """
    dist: dict[N, int] = {}
    for start in starts:
        if start not in dist:
            dist[start] = 0
    queue = deque(dist)
    pop, push = queue.popleft, queue.append
    while queue:
        node = pop()
        step = dist[node] + 1
        if limit is not None and step > limit:
            continue
        for other in neighbours(node):
            if other in dist:
                continue
            dist[other] = step
            if parents is not None:
                parents[other] = node
            if until is not None and until(other):
                return dist
            push(other)
    return dist


def dense_distances(
    size: int, starts: Iterable[int], neighbours: Callable[[int], Iterable[int]], inf: int
) -> list[int]:
    """Breadth-first steps from the nearest of ``starts`` on a graph of the integers
    ``0..size-1``: a list by node, ``inf`` where no start reaches.

    >>> dense_distances(4, [0], [[1], [2], [], [0]].__getitem__, 99)
    [0, 1, 2, 99]
    """
    dist = [inf] * size
    frontier: list[int] = []
    for start in starts:
        if dist[start] == inf:
            dist[start] = 0
            frontier.append(start)
    step = 0
    while frontier:
        step += 1
        following: list[int] = []
        push = following.append
        for node in frontier:
            for other in neighbours(node):
                if dist[other] == inf:
                    dist[other] = step
                    push(other)
        frontier = following
    return dist


def cheapest(
    starts: Iterable[N],
    steps: Callable[[N], Iterable[tuple[N, int]]],
    *,
    budget: int | None = None,
) -> dict[N, int]:
    """Dijkstra: the cheapest cost from the nearest of ``starts`` (each at 0) to every node
    reached over ``steps`` (what a node leads to, and what that step costs, never
    negative), in the order nodes are first reached. Nodes are taken cheapest first, ties
    by the smaller node (nodes must be ordered: integers, cells, tuples). ``budget``:
    nothing dearer is reached.

    >>> cheapest([0], lambda n: [(n + 1, 2), (n + 2, 3)] if n < 3 else [], budget=5)
    {0: 0, 1: 2, 2: 3, 3: 5}
    """
    best: dict[N, int] = {}
    heap: list[tuple[int, Any]] = []
    for start in starts:
        if start not in best:
            best[start] = 0
            heap.append((0, start))
    heapq.heapify(heap)
    pop, push = heapq.heappop, heapq.heappush
    over = None if budget is None else budget + 1
    while heap:
        spent, node = pop(heap)
        if spent > best[node]:
            continue
        for other, cost in steps(node):
            total = spent + cost
            known = best.get(other, over)
            if known is None or total < known:
                best[other] = total
                push(heap, (total, other))
    return best


def cheapest_path(
    starts: Iterable[N],
    steps: Callable[[N], Iterable[tuple[N, int, L]]],
    goal: Callable[[N], bool],
) -> tuple[list[N], list[L]] | None:
    """Dijkstra from ``starts`` to the first node for which ``goal`` is true: the nodes of
    a cheapest path (a start first) and the labels of its steps (one fewer), or ``None``
    when no goal is reached. ``steps`` gives what a node leads to, the step's cost (never
    negative) and a label the caller wants back (why the step costs what it does). Ties go
    to the node reached first.

    >>> cheapest_path([0], lambda n: [(n + 1, 1, f"{n}>{n + 1}")], lambda n: n == 2)
    ([0, 1, 2], ['0>1', '1>2'])
    """
    dist: dict[N, int] = {}
    prev: dict[N, tuple[N, L]] = {}
    heap: list[tuple[int, int, Any]] = []
    counter = itertools.count()
    for start in starts:
        dist[start] = 0
        heapq.heappush(heap, (0, next(counter), start))
    found = None
    while heap:
        spent, _, node = heapq.heappop(heap)
        if spent > dist[node]:
            continue
        if goal(node):
            found = node
            break
        for other, cost, label in steps(node):
            total = spent + cost
            known = dist.get(other)
            if known is None or total < known:
                dist[other] = total
                prev[other] = (node, label)
                heapq.heappush(heap, (total, next(counter), other))
    if found is None:
        return None
    path = [found]
    labels: list[L] = []
    node = found
    while node in prev:
        node, label = prev[node]
        path.append(node)
        labels.append(label)
    path.reverse()
    labels.reverse()
    return path, labels
