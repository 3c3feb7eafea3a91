"""Re-validation that reuses what did not change (the editor's live Problems panel).

:class:`Revalidator` remembers the last revision it validated: the quest's sections as
pickled snapshots (so a quest edited in place is compared with what it was), the compiled
board, the board's compile issues, the hero movement model (:class:`Nav`) and the issues of
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
reusing the other rules' issues. Rules that declare nothing always run. A rule that reads
door states is also reused when the doors come back to a state seen since the last change
of anything else: its issues are kept per door-state fingerprint (the state and lock of
every door on the kept board), so flipping a door back and forth costs no rule runs. The
result is the same list of issues a full :func:`validate_quest` gives (a test checks this on
every bundled quest and fixture).

The kept board is patched in place: contexts of earlier revisions handed out by this object
must not be used after the next call. A caller that compiles each revision itself (the
editor's document) hands the board in (``validate(quest, board)``) so that a revision is
compiled once; such a board is never changed here. When it is the board kept from the last
call (the caller updated it in place), everything is reused as above; when it is another
object, the derived data is built on it and the rules' issues are reused as above.
"""

from __future__ import annotations

import dataclasses
import hashlib
import pickle
from collections.abc import Iterable
from dataclasses import dataclass, field

from questwright.core.board import Board
from questwright.core.geometry import Cell, EdgeKey, edge_cells
from questwright.core.movement import movement
from questwright.core.params import param_names
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import EdgeSpec, Lock, Quest
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue
from questwright.validators.progress import Nav, pair_gate
from questwright.validators.registry import DOOR_STATES, RULES, Rule
from questwright.validators.runner import _load_rules, apply_waivers, gc_paused, run_rule
from questwright.validators.world import World

__all__ = ["Revalidator", "section_bytes", "section_hashes"]

#: sections whose change forces a new board (the others are quest logic)
GEOMETRY = frozenset({"tiles", "edges", "terrain", "tokens"})
REBUILD = frozenset({"system", "tilesets", "parameters", "format", "formatVersion"})
#: door-state fingerprints whose rule issues are kept (oldest dropped first)
MAX_DOOR_STATES = 32


def _section_names(quest: Quest) -> list[tuple[str, str]]:
    """``(attribute, section name)`` per top-level field of the quest."""
    return [
        (f.name, f.metadata.get("json", f.name) if f.metadata else f.name)
        for f in dataclasses.fields(quest)
    ]


def section_bytes(quest: Quest) -> dict[str, bytes]:
    """The pickled content of every top-level section (dataclass field) of the quest.

    Pickling is fast and deterministic for equal content built the same way (and, unlike
    ``==``, tells ``1`` from ``True``); two equal sections that pickle differently only cost
    a needless recomputation. Comparing the bytes themselves is cheaper than hashing them,
    and the previous edges can be unpickled to find which doors changed even when the
    caller edited the quest in place.
    """
    dumps = pickle.dumps
    return {name: dumps(getattr(quest, attr), 5) for attr, name in _section_names(quest)}


def section_hashes(quest: Quest) -> dict[str, str]:
    """A content hash per top-level section (dataclass field) of the quest."""
    return {
        name: hashlib.blake2b(data, digest_size=12).hexdigest()
        for name, data in section_bytes(quest).items()
    }


@dataclass
class _Revision:
    quest: Quest
    #: pickled sections (a snapshot: the caller may edit ``quest`` in place afterwards)
    sections: dict[str, bytes]
    ctx: CheckContext
    rule_issues: dict[str, list[Issue]] = field(default_factory=dict)
    issues: list[Issue] = field(default_factory=list)
    #: the issues of the board's compile problems (unchanged while the board is kept)
    board_issues: list[Issue] = field(default_factory=list)


@dataclass
class Stats:
    """What the last :meth:`Revalidator.validate` call reused (for tests and benchmarks)."""

    board: str = "compiled"  # compiled | kept | patched | given
    changed: frozenset[str] = frozenset()
    rules_run: int = 0
    rules_reused: int = 0


class Revalidator:
    """Validate successive revisions of one quest, reusing unchanged work."""

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or default_catalog()
        self._last: _Revision | None = None
        self._plans: dict[tuple[str, int], tuple[list[tuple[str, Rule, frozenset[str]]], ...]] = {}
        #: issues of the door-state rules per door-state fingerprint, valid while nothing
        #: but door states changes
        self._by_doors: dict[bytes, dict[str, list[Issue]]] = {}
        #: whether the kept board is the caller's (then it is never patched here)
        self._given = False
        self.stats = Stats()

    def validate(self, quest: Quest, board: Board | None = None) -> list[Issue]:
        """The issues of this revision (the same as a full :func:`validate_quest`).

        ``board``: this revision already compiled by the caller (the editor's document),
        so that it is compiled once. A board handed in is read, never changed: when it is
        not the board this object kept, derived data is rebuilt on it, and only the rules'
        issues are reused.
        """
        with gc_paused():
            return self._validate(quest, board)

    def _validate(self, quest: Quest, given: Board | None) -> list[Issue]:
        _load_rules()
        sections = section_bytes(quest)
        last = self._last
        changed = (
            frozenset(
                k
                for k in sections.keys() | last.sections.keys()
                if sections.get(k) != last.sections.get(k)
            )
            if last is not None
            else frozenset(sections)
        )
        ctx: CheckContext | None = None
        board_mode = "compiled"
        mode, doors = None, None
        if last is not None and not changed & REBUILD:
            # quest logic unchanged: everything but door states is as it was
            if not changed & GEOMETRY:
                mode = "kept"
            elif changed & GEOMETRY == {"edges"}:
                # the edges of the last revision as they were then (not ``last.quest.edges``,
                # which the caller may have changed in place)
                doors = _door_changes(pickle.loads(last.sections["edges"]), quest.edges)
                if doors is not None:
                    mode = "patched"
                    changed = (changed - {"edges"}) | {DOOR_STATES}
        if mode is not None and last is not None:
            kept = last.ctx.board
            if (given is None and not self._given) or given is kept:
                ctx = self._reuse(last, quest, doors, not changed - {DOOR_STATES})
                board_mode = mode
            else:
                # a board of the caller's: never patched here. Derived data is built on
                # this revision's board afresh; rules whose inputs did not change keep
                # their issues
                ctx, board_mode = CheckContext(quest, self.catalog, board=given), "given"
        if ctx is None or last is None:
            ctx = CheckContext(quest, self.catalog, board=given)
            last = None
            changed = frozenset(sections) | {DOOR_STATES}
        if board_mode in ("kept", "patched") and last is not None:
            board_issues = last.board_issues  # the kept board's compile problems
        else:
            board_issues = [
                ctx.issue(p.code, p.message, p.path, p.refs) for p in ctx.board.problems
            ]
        self._given = given is not None
        issues: list[Issue] = list(board_issues)
        per_rule: dict[str, list[Issue]] = {}
        run = reused = 0
        earlier = last.rule_issues if last is not None else {}
        if last is None or changed - {DOOR_STATES}:
            self._by_doors.clear()  # kept issues were found on another board or quest
        # the quest's edges differ only in door states and locks while this cache lives; the
        # board's doors add what the compiler derives (a ddd code chip locks its door)
        fingerprint = sections.get("edges", b"") + _door_fingerprint(ctx.board)
        seen = self._by_doors.get(fingerprint, {})
        for stage, rules in enumerate(self._plan(quest.system)):
            if stage:
                ctx.issues = list(issues)
            for key, rule, inputs in rules:
                found = None
                if inputs and not inputs & changed:
                    found = earlier.get(key)
                elif DOOR_STATES in inputs and not inputs & (changed - {DOOR_STATES}):
                    found = seen.get(key)
                if found is None:
                    found = run_rule(rule, ctx)
                    run += 1
                else:
                    reused += 1
                per_rule[key] = found
                issues.extend(found)
        self._by_doors.pop(fingerprint, None)
        if len(self._by_doors) >= MAX_DOOR_STATES:
            self._by_doors.pop(next(iter(self._by_doors)))
        self._by_doors[fingerprint] = per_rule
        unique = {(i.code, i.path, i.refs, i.message): i for i in issues}
        result = sorted(apply_waivers(quest, unique.values()), key=Issue.sort_key)
        self._last = _Revision(quest, sections, ctx, per_rule, result, board_issues)
        self.stats = Stats(board_mode, changed, run, reused)
        return result

    def _plan(self, system: str) -> tuple[list[tuple[str, Rule, frozenset[str]]], ...]:
        """The rules of ``system`` in two stages (the ``issues`` rules last), each with its
        key (module and name: two packs may use the same function name) and the inputs
        that let it be reused (empty: it always runs); cached per system."""
        key = (system, len(RULES))
        plan = self._plans.get(key)
        if plan is None:
            stages: tuple[list[tuple[str, Rule, frozenset[str]]], ...] = ([], [])
            for rule in RULES:
                if rule.applies_to(system):
                    stages["issues" in rule.needs].append(
                        (f"{rule.check.__module__}.{rule.name}", rule, _inputs(rule))
                    )
            plan = self._plans[key] = stages
        return plan

    # ------------------------------------------------------------------ reuse
    def _reuse(
        self,
        last: _Revision,
        quest: Quest,
        doors: dict[str, tuple[str, Lock | None]] | None,
        same_logic: bool,
    ) -> CheckContext:
        """A context on the kept board (``doors`` patched in). With ``same_logic`` (only
        door states changed, if anything) the world and every door-blind memo still hold;
        otherwise the world keeps only its geometry and token lookups."""
        board = last.ctx.board
        nav: Nav = last.ctx.nav
        if self._given:  # the caller's own board, which the caller has brought up to date
            if doors:
                _refresh_nav(board, nav, doors)
        else:
            board.quest = quest  # the kept board now describes the new revision
            if doors:
                _patch_doors(board, nav, doors)
        ctx = CheckContext(quest, self.catalog, board=board)
        ctx.__dict__["nav"] = nav
        old = last.ctx.__dict__.get("world")
        if same_logic:
            if old is not None:
                ctx.__dict__["world"] = old
            ctx.door_blind = last.ctx.door_blind
        elif old is not None:  # geometry and tokens are unchanged: keep the world's lookups
            ctx.__dict__["world"] = World(
                board,
                _zone_tiles=old._zone_tiles,
                _token_zones=old._token_zones,
                _use_zones=old._use_zones,
            )
        return ctx


def _door_fingerprint(board: Board) -> bytes:
    """The state and lock of every door of the board (the board's doors keep their order
    while it is patched; a new board clears the per-fingerprint issues anyway)."""
    return pickle.dumps([(d.id, d.state, d.lock) for d in board.doors.values()], 5)


def _inputs(rule: Rule) -> frozenset[str]:
    """What a rule's issues depend on (empty: undeclared, so it always runs)."""
    return frozenset(rule.needs) - {"issues"}


def _door_changes(
    old: list[EdgeSpec], new: list[EdgeSpec]
) -> dict[str, tuple[str, Lock | None]] | None:
    """Doors whose state or lock changed, if that is all that changed in ``edges``."""
    if len(old) != len(new):
        return None
    out: dict[str, tuple[str, Lock | None]] = {}
    for index, (a, b) in enumerate(zip(old, new, strict=True)):
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
    locking = set(param_names(board, "lockingTokens", []))
    for door_id, (state, lock) in doors.items():
        door = board.doors.get(door_id)
        if door is None:
            continue
        door.state = state
        door.lock = lock
        if locking:
            # as the compiler does: a locking token (ddd code chip) on the door locks it
            for token in board.tokens.values():
                if token.type in locking and set(board.token_edges(token)) & set(door.edges):
                    door.state = "locked"
                    door.lock = door.lock or Lock(kind="code-chip", keys=[token.id])
                    break
    _refresh_nav(board, nav, doors)


def _refresh_nav(board: Board, nav: Nav, doors: Iterable[str]) -> None:
    """Recompute the zone pairs and corner steps next to ``doors`` (already up to date on
    the board)."""
    keys: list[EdgeKey] = []
    for door_id in doors:
        door = board.doors.get(door_id)
        if door is not None:
            keys.extend(door.edges)
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
        # a 2×2 block is refreshed once even when two of the door's edges lie in it
        for block in dict.fromkeys(b for key in keys for b in _blocks(key)):
            _refresh_diagonals(board, nav, block)


def _refresh_pair(board: Board, nav: Nav, ia: int, ib: int) -> None:
    for x, y in ((ia, ib), (ib, ia)):
        nav.adj[x] = [entry for entry in nav.adj[x] if not (entry[0] == y and entry[2] != "link")]
    for door, pairs in nav.door_edges.items():
        nav.door_edges[door] = [p for p in pairs if {p[0], p[1]} != {ia, ib}]
    if not (nav.passable[ia] and nav.passable[ib]):
        return
    pair = movement(board).pair(nav.zones[ia], nav.zones[ib])
    gate = pair_gate(movement(board), pair) if pair is not None and pair.way == "edge" else None
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
    model = movement(board)
    walled = model.walls("hero")
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
        if model.corner_open(a, b, walled):
            nav.adj[ia].append((ib, None, "diagonal"))
            nav.adj[ib].append((ia, None, "diagonal"))
