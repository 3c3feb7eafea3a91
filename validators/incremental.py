"""Re-validation that reuses what did not change (the editor's live Problems panel).

:class:`Revalidator` remembers the last revision it validated: the quest's sections by
content hash, the compiled board, the hero movement model (:class:`Nav`) and the issues of
every rule. On the next revision it works out which sections changed and then:

* if only quest logic changed (objectives, triggers, loss, waivers, areas, setup, party…),
  it keeps the board and the movement model and swaps in the new quest;
* if, in addition, doors only changed their state or lock (same ids, same segments — a door
  opened, closed, locked or keyed in the editor), it patches those doors on the kept board
  and recomputes only the zone pairs and corner steps next to them;
* anything else (tiles, terrain, tokens, edge geometry, system, parameters) compiles the
  board again;

and in every case it reruns only the rules whose declared inputs (the ``needs`` of
:func:`questwright.validators.registry.rule`: quest sections, plus ``door-states``) changed,
reusing the other rules' issues. Rules that declare nothing always run. The result is the
same list of issues a full :func:`validate_quest` gives (a test checks this on every bundled
quest and fixture).

The kept board is patched in place: contexts of earlier revisions handed out by this object
must not be used after the next call.
"""

from __future__ import annotations

import dataclasses
import hashlib
import pickle
from dataclasses import dataclass, field
from typing import Any

from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Lock, Quest
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue
from questwright.validators.progress import Nav, _boundary_gate
from questwright.validators.registry import RULES, Rule
from questwright.validators.runner import _load_rules, apply_waivers, gc_paused, run_rule
from questwright.validators.world import World

from questwright.board import Board
from questwright.geometry import Cell, EdgeKey, edge_cells

__all__ = ["Revalidator", "section_hashes"]

#: sections whose change forces a new board (the others are quest logic)
GEOMETRY = frozenset({"tiles", "edges", "terrain", "tokens"})
REBUILD = frozenset({"system", "tilesets", "parameters", "format", "formatVersion"})


def section_hashes(quest: Quest) -> dict[str, str]:
    """A content hash per top-level section (dataclass field) of the quest.

    Sections are pickled, which is fast and deterministic for equal content built the same
    way; two equal sections that pickle differently only cost a needless recomputation.
    """
    out = {}
    for f in dataclasses.fields(quest):
        value = getattr(quest, f.name)
        name = f.metadata.get("json", f.name) if f.metadata else f.name
        data = pickle.dumps(value, protocol=5)
        out[name] = hashlib.blake2b(data, digest_size=12).hexdigest()
    return out


@dataclass
class _Revision:
    quest: Quest
    hashes: dict[str, str]
    ctx: CheckContext
    rule_issues: dict[str, list[Issue]] = field(default_factory=dict)
    issues: list[Issue] = field(default_factory=list)


@dataclass
class Stats:
    """What the last :meth:`Revalidator.validate` call reused (for tests and benchmarks)."""

    board: str = "compiled"  # compiled | kept | patched
    changed: frozenset[str] = frozenset()
    rules_run: int = 0
    rules_reused: int = 0


class Revalidator:
    """Validate successive revisions of one quest, reusing unchanged work."""

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or default_catalog()
        self._last: _Revision | None = None
        self.stats = Stats()

    def validate(self, quest: Quest) -> list[Issue]:
        """The issues of this revision (the same as a full :func:`validate_quest`)."""
        with gc_paused():
            return self._validate(quest)

    def _validate(self, quest: Quest) -> list[Issue]:
        _load_rules()
        hashes = section_hashes(quest)
        last = self._last
        changed = (
            frozenset(
                k for k in hashes.keys() | last.hashes.keys() if hashes.get(k) != last.hashes.get(k)
            )
            if last is not None
            else frozenset(hashes)
        )
        ctx: CheckContext | None = None
        board_mode = "compiled"
        if last is not None and not changed & REBUILD and last.quest.system == quest.system:
            if not changed & GEOMETRY:
                ctx = self._reuse(last, quest)
                board_mode = "kept"
            elif changed & GEOMETRY == {"edges"}:
                doors = _door_changes(last.quest, quest)
                if doors is not None:
                    ctx = self._reuse(last, quest, doors)
                    board_mode = "patched"
                    changed = (changed - {"edges"}) | {"door-states"}
        if ctx is None:
            ctx = CheckContext(quest, self.catalog)
            last = None
            changed = frozenset(hashes) | {"door-states"}
        issues: list[Issue] = [
            ctx.issue(p.code, p.message, p.path, p.refs) for p in ctx.board.problems
        ]
        per_rule: dict[str, list[Issue]] = {}
        run = reused = 0
        selected = [r for r in RULES if r.applies_to(quest.system)]
        for stage in (False, True):
            if stage:
                ctx.issues = list(issues)
            for rule in selected:
                if ("issues" in rule.needs) is not stage:
                    continue
                if last is not None and _reusable(rule, changed) and rule.name in last.rule_issues:
                    found = last.rule_issues[rule.name]
                    reused += 1
                else:
                    found = run_rule(rule, ctx)
                    run += 1
                per_rule[rule.name] = found
                issues.extend(found)
        unique = {(i.code, i.path, i.refs, i.message): i for i in issues}
        result = sorted(apply_waivers(quest, unique.values()), key=Issue.sort_key)
        self._last = _Revision(quest, hashes, ctx, per_rule, result)
        self.stats = Stats(board_mode, changed, run, reused)
        return result

    # ------------------------------------------------------------------ reuse
    def _reuse(
        self, last: _Revision, quest: Quest, doors: dict[str, tuple[str, Lock | None]] | None = None
    ) -> CheckContext:
        board = last.ctx.board
        board.quest = quest  # the kept board now describes the new revision
        nav: Nav = last.ctx.nav
        if doors:
            _patch_doors(board, nav, doors)
        ctx = CheckContext(quest, self.catalog, board=board)
        ctx.__dict__["nav"] = nav
        old = last.ctx.__dict__.get("world")
        if old is not None:  # geometry and tokens are unchanged: keep the world's lookups
            ctx.__dict__["world"] = World(
                board,
                _zone_tiles=old._zone_tiles,
                _token_zones=old._token_zones,
                _use_zones=old._use_zones,
            )
        return ctx


def _reusable(rule: Rule, changed: frozenset[str]) -> bool:
    inputs = set(rule.needs) - {"issues"}
    return bool(inputs) and not inputs & changed


def _door_changes(old: Quest, new: Quest) -> dict[str, tuple[str, Lock | None]] | None:
    """Doors whose state or lock changed, if that is all that changed in ``edges``."""
    if len(old.edges) != len(new.edges):
        return None
    out: dict[str, tuple[str, Lock | None]] = {}
    for index, (a, b) in enumerate(zip(old.edges, new.edges, strict=True)):
        if a == b:
            continue
        if a.kind != "door" or b.kind != "door":
            return None
        if (a.id, a.from_, a.to, a.area, a.properties, a.extras) != (
            b.id,
            b.from_,
            b.to,
            b.area,
            b.properties,
            b.extras,
        ):
            return None
        out[b.id or f"door@{index}"] = (b.state or "closed", b.lock)
    return out


def _patch_doors(board: Board, nav: Nav, doors: dict[str, tuple[str, Lock | None]]) -> None:
    """Apply door state/lock changes to the board and the movement model around them."""
    keys: list[EdgeKey] = []
    locking = set(board.parameter("lockingTokens", []) or [])
    for door_id, (state, lock) in doors.items():
        door = board.doors.get(door_id)
        if door is None:
            continue
        door.state = state
        door.lock = lock
        keys.extend(door.edges)
        if locking:
            # as the compiler does: a locking token (ddd code chip) on the door locks it
            for token in board.tokens.values():
                if token.type in locking and set(board.token_edges(token)) & set(door.edges):
                    door.state = "locked"
                    door.lock = door.lock or Lock(kind="code-chip", keys=[token.id])
                    break
    cells = board.cells
    index = nav.index
    # orthogonal zone pairs that have one of these edges on their boundary
    pairs: set[tuple[int, int]] = set()
    for key in keys:
        a, b = edge_cells(key)
        if a in cells and b in cells and cells[a].zone != cells[b].zone:
            ia, ib = index[cells[a].zone], index[cells[b].zone]
            pairs.add((min(ia, ib), max(ia, ib)))
    for ia, ib in pairs:
        _refresh_pair(board, nav, ia, ib)
    if board.adjacency == "octile":
        for key in keys:
            for block in _blocks(key):
                _refresh_diagonals(board, nav, block)


def _pair_gate(
    board: Board, nav: Nav, ia: int, ib: int
) -> tuple[frozenset[str] | None, str] | None:
    za, zb = nav.zones[ia], nav.zones[ib]
    gates = []
    for cell in board.zones[za].cells:
        x, y = cell
        for other, key in (
            ((x + 1, y), ("v", x + 1, y)),
            ((x - 1, y), ("v", x, y)),
            ((x, y + 1), ("h", x, y + 1)),
            ((x, y - 1), ("h", x, y)),
        ):
            info = board.cells.get(other)
            if info is None or info.zone != zb:
                continue
            e = board.edges.get(key)
            gates.append(_boundary_gate(board, e.kind, e.door) if e else ("free", None))
    kinds = {g for g, _ in gates}
    if "free" in kinds:
        return None, "free"
    if "door" in kinds:
        return frozenset(d for g, d in gates if g == "door" and d), "door"
    if "barrier" in kinds:
        return None, "barrier"
    return None


def _refresh_pair(board: Board, nav: Nav, ia: int, ib: int) -> None:
    for x, y in ((ia, ib), (ib, ia)):
        nav.adj[x] = [entry for entry in nav.adj[x] if not (entry[0] == y and entry[2] != "link")]
    for door, pairs in nav.door_edges.items():
        nav.door_edges[door] = [p for p in pairs if {p[0], p[1]} != {ia, ib}]
    if not (nav.passable[ia] and nav.passable[ib]):
        return
    gate = _pair_gate(board, nav, ia, ib)
    if gate is None:
        return
    doors, kind = gate
    nav.adj[ia].append((ib, doors, kind))
    nav.adj[ib].append((ia, doors, kind))
    for d in doors or ():
        nav.door_edges.setdefault(d, []).append((ia, ib))


def _blocks(key: EdgeKey) -> list[Cell]:
    """Top-left cells of the 2×2 blocks whose corner steps can run along ``key``."""
    axis, x, y = key
    if axis == "v":
        return [(x - 1, y - 1), (x - 1, y)]
    return [(x - 1, y - 1), (x, y - 1)]


def _refresh_diagonals(board: Board, nav: Nav, block: Cell) -> None:
    bx, by = block
    cells = board.cells

    def walled(c1: Cell, c2: Cell) -> bool:
        if c1 not in cells or c2 not in cells:
            return True
        (x1, y1), (x2, y2) = c1, c2
        key: Any = ("v", max(x1, x2), y1) if y1 == y2 else ("h", x1, max(y1, y2))
        return board.edge_blocks_move(key)

    for a, b in (((bx, by), (bx + 1, by + 1)), ((bx + 1, by), (bx, by + 1))):
        if a not in cells or b not in cells:
            continue
        za, zb = cells[a].zone, cells[b].zone
        if za == zb:
            continue
        ia, ib = nav.index[za], nav.index[zb]
        others = {e[0] for e in nav.adj[ia] if e[2] != "diagonal"}
        if ib in others or any(w[0] == ib for w in nav.walls.get(ia, ())):
            continue  # joined orthogonally: no corner step
        nav.adj[ia] = [e for e in nav.adj[ia] if not (e[0] == ib and e[2] == "diagonal")]
        nav.adj[ib] = [e for e in nav.adj[ib] if not (e[0] == ia and e[2] == "diagonal")]
        if not (nav.passable[ia] and nav.passable[ib]):
            continue
        s1, s2 = (b[0], a[1]), (a[0], b[1])
        if not ((walled(a, s1) or walled(s1, b)) and (walled(a, s2) or walled(s2, b))):
            nav.adj[ia].append((ib, None, "diagonal"))
            nav.adj[ib].append((ia, None, "diagonal"))
