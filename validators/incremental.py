"""Re-validation that reuses what did not change (the editor's live Problems panel).

:class:`Revalidator` remembers the last revision it validated — its compiled board, the
issues of every rule, the hero movement model (:class:`Nav`) and the world's lookups — and
on the next revision works out what changed and reruns only what depends on it:

* the board comes from the caller (:meth:`Revalidator.validate_board`: the editor's own
  board, kept up to date edit by edit by :mod:`questwright.core.recompile`, never compiled
  again here) or from a :class:`~questwright.core.recompile.Recompiler` of its own
  (:meth:`Revalidator.validate`, for a quest object edited in place between calls);
* the quest sections that changed are found by identity (a board's quest is a snapshot
  whose unchanged sections are the very objects of the previous one), the board's own
  changes by comparing the two boards (cells, zones, unit edges, doors, tokens);
* a rule whose declared inputs (the ``needs`` of
  :func:`questwright.validators.registry.rule`: quest sections, plus ``door-states``,
  ``token-zones``, ``token-kinds``, ``zone-edges``, ``zone-users`` and ``edge-refs``) did
  not change keeps
  its issues;
  rules that declare nothing always run. Edges that differ only in door states or locks count as
  ``door-states``, not as ``edges``; any change of a door on the board (a printed door of a
  moved tile, a ddd code chip's lock) counts as ``door-states`` too. Tokens that only moved
  change ``tokens`` but not ``token-kinds``, and tokens that only moved to another cell of
  the same zone (on a board whose sight goes zone by zone, not a staircase) not
  ``token-zones`` either (:func:`_spared_by_moves`); plain walls laid or taken away
  inside zones, or between two zones still joined by the same kinds of edge on the same
  side, on a board of orthogonal steps and zone-walk sight, change ``edges`` but neither
  ``zone-edges`` nor ``door-states`` (:func:`_walls_unseen_by_zones`); plain walls laid or
  taken away anywhere, every other edge keeping its place and the board's doors as they
  were, leave ``edge-refs`` alone (:func:`_other_edges_kept`: the reference checks), and
  ``zone-users`` too when every zone's users asked on the last revision are the same
  (:func:`_users_hold`: the checks that read walls only through where a zone is used
  from);
* derived data is carried while its inputs hold: the movement model (:class:`Nav`) while
  the cells, zones and link tokens (staircases) are the same — worked out again
  (:func:`~questwright.validators.progress.patch_nav`) only for the zone pairs beside the
  unit edges that changed (a wall, a door laid, moved, opened or locked) —, the world's
  zone and token lookups while the geometry is the same (across a wall or door edit,
  where a figure stands to use each zone that no changed unit edge comes next to), the door-blind memos while only
  doors changed, and the sight indexes (shared between boards by the recompiler) while
  the board sees the same. The recompiler itself carries the zone pairs of the movement
  model and the zone-walk sight neighbours across a wall or door edit
  (:func:`~questwright.core.movement.carry_movement`,
  :func:`~questwright.core.sight.zone.carry_adjacency`);
* a rule that reads door states is also reused when the doors come back to a state seen
  since the last change of anything else: its issues are kept per door-state fingerprint
  (the state and lock of every door), so flipping a door back and forth costs no rule runs.

The result is the list of issues a full :func:`validate_quest` gives: tests check this on
every bundled quest and fixture, and on random edit sequences (the full run is the oracle).
Boards are never changed here, so the editor may hand over its boards from another thread.
"""

from __future__ import annotations

import dataclasses
import hashlib
import operator
import pickle
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from questwright.core.board import Board
from questwright.core.geometry import EdgeKey, edge_between, edge_cells
from questwright.core.movement import movement
from questwright.core.recompile import Recompiler
from questwright.core.roles import Roles
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import EdgeSpec, Lock, Quest, Token
from questwright.validators.content import ContentWriter, content_loads, section_names
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue
from questwright.validators.limits import board_limit_issue
from questwright.validators.progress import patch_nav
from questwright.validators.registry import (
    DOOR_STATES,
    EDGE_REFS,
    RULES,
    TOKEN_KINDS,
    TOKEN_ZONES,
    ZONE_EDGES,
    ZONE_USERS,
    Rule,
)
from questwright.validators.runner import _load_rules, apply_waivers, gc_paused, run_rule
from questwright.validators.world import World

__all__ = ["Revalidator", "section_bytes", "section_hashes"]

#: sections whose change makes every rule run again and nothing be carried
REBUILD = frozenset({"system", "tilesets", "parameters", "format", "formatVersion"})
#: door-state fingerprints whose rule issues are kept (oldest dropped first)
MAX_DOOR_STATES = 32
#: the inputs that are not quest sections (all change when nothing is known before)
_NOT_SECTIONS = frozenset(
    {DOOR_STATES, TOKEN_ZONES, TOKEN_KINDS, ZONE_EDGES, ZONE_USERS, EDGE_REFS}
)
#: where a rule's issues come from (:meth:`Revalidator._sources`; 0: it runs)
_EARLIER, _BY_DOORS = 1, 2
#: sets of changes whose sources are kept (cleared when full)
_MAX_SOURCES = 64
#: what a token's place is (the rest of it is its kind)
_PLACE = ("cell", "edge", "tile")


def section_bytes(quest: Quest) -> dict[str, bytes]:
    """The pickled content of every top-level section (dataclass field) of the quest.

    Pickling is fast and, unlike ``==``, tells ``1`` from ``True``. It is done without the
    pickler's memo (:func:`~questwright.validators.content.content_bytes`), so that equal content gives equal bytes however
    its objects are shared (a string read twice from JSON is two objects, written once by
    the editor it may be one); two equal sections that still pickle differently only cost
    a needless recomputation.
    """
    write = ContentWriter()
    return {name: write(getattr(quest, attr)) for attr, name in section_names(quest)}


def section_hashes(quest: Quest) -> dict[str, str]:
    """A content hash per top-level section (dataclass field) of the quest."""
    return {
        name: hashlib.blake2b(data, digest_size=12).hexdigest()
        for name, data in section_bytes(quest).items()
    }


@dataclass
class _Revision:
    board: Board
    ctx: CheckContext
    rule_issues: dict[str, list[Issue]] = field(default_factory=dict)
    issues: list[Issue] = field(default_factory=list)


@dataclass
class Stats:
    """What the last validation reused (for tests and benchmarks).

    ``board``: ``kept`` (the board is as it was), ``patched`` (only door states or locks
    changed), ``compiled`` (its geometry changed, or nothing was known before) or
    ``given`` (:meth:`Revalidator.validate` was handed a board of the caller's other than
    the last one; ``nav`` then says what was carried).
    """

    board: str = "compiled"
    changed: frozenset[str] = frozenset()
    rules_run: int = 0
    rules_reused: int = 0
    nav: str = "built"  # built | kept | patched


class Revalidator:
    """Validate successive revisions of one quest, reusing unchanged work."""

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or default_catalog()
        self._last: _Revision | None = None
        self._plans: dict[
            tuple[str, int, int], tuple[list[tuple[str, Rule, frozenset[str]]], ...]
        ] = {}
        #: issues of the door-state rules per door-state fingerprint, valid while nothing
        #: but door states changes
        self._by_doors: dict[bytes, dict[str, list[Issue]]] = {}
        #: per plan (by id: plans are kept for good in ``_plans``) and set of changes,
        #: where each rule's issues come from (:meth:`_sources`)
        self._source_cache: dict[tuple[int, frozenset[str]], tuple[tuple[int, ...], ...]] = {}
        #: for :meth:`validate`: the last quest's pickled sections, snapshot and boards
        self._sections: dict[str, bytes] | None = None
        self._recompiler: Recompiler | None = None
        self._snapshot: tuple[Quest, dict[str, bytes]] | None = None
        self.stats = Stats()

    # ------------------------------------------------------------------ entry points
    def validate(self, quest: Quest, board: Board | None = None) -> list[Issue]:
        """The issues of this revision of ``quest`` (the same as a full
        :func:`validate_quest`). The caller may change ``quest`` in place afterwards.

        ``board``: this revision already compiled by the caller, so that it is compiled
        once; it is read, never changed. It may be the board handed in last time, brought
        up to date in place by the caller. Without it a board is made here (incrementally,
        from the last one).
        """
        with gc_paused():
            sections = section_bytes(quest)
            before, self._sections = self._sections, sections
            changed: frozenset[str] | None = None
            old_edges: list[EdgeSpec] | None = None
            if before is not None:
                changed = frozenset(
                    n for n in sections.keys() | before.keys() if sections.get(n) != before.get(n)
                )
                if "edges" in changed and "edges" in before:
                    old_edges = self._old_edges(before)  # as they were then
            if board is None:
                if self._recompiler is None:
                    self._recompiler = Recompiler(self.catalog)
                board = self._recompiler.update(self._take(quest, sections))
                return self._validate(board, board.quest, changed, old_edges, None, sections)
            return self._validate(board, quest, changed, old_edges, "given", sections)

    def validate_board(self, board: Board) -> list[Issue]:
        """The issues of the quest ``board`` was compiled from (``board.quest``), on that
        board. Boards and their quests must not change afterwards (the editor's do not):
        what changed since the last board is found by comparing the two."""
        with gc_paused():
            self._sections = None
            return self._validate(board, board.quest, None, None, None)

    def _old_edges(self, before: dict[str, bytes]) -> list[EdgeSpec]:
        """The edges of the last revision, as pickled in ``before``: those of the last
        snapshot when it was taken from these very sections (a snapshot is never changed:
        it is what the board and the rules read), else unpickled again."""
        last = self._snapshot
        if last is not None and last[1] is before:
            return last[0].edges
        edges: list[EdgeSpec] = content_loads(before["edges"])
        return edges

    def _take(self, quest: Quest, sections: dict[str, bytes]) -> Quest:
        """A snapshot of ``quest`` sharing the sections that did not change (by content)."""
        last = self._snapshot
        old, before = (last[0].__dict__, last[1]) if last is not None else ({}, {})
        fields: dict[str, Any] = {}
        for attr, name in section_names(quest):
            data = sections[name]
            fields[attr] = old[attr] if before.get(name) == data else content_loads(data)
        if type(quest) is Quest:
            # what dataclasses.replace makes (Quest's __init__ sets the fields and does
            # nothing else), without a call that sets every field once more
            snap: Quest = object.__new__(Quest)
            snap.__dict__.update(fields)
        else:
            snap = dataclasses.replace(quest, **fields)
        self._snapshot = (snap, sections)
        return snap

    # ------------------------------------------------------------------ validating
    def _validate(
        self,
        board: Board,
        quest: Quest,
        sections: frozenset[str] | None,
        old_edges: list[EdgeSpec] | None,
        label: str | None,
        contents: dict[str, bytes] | None = None,
    ) -> list[Issue]:
        """Validate ``quest`` on ``board``; ``sections``: the quest sections known to have
        changed (None: compare the boards' quests), ``old_edges``: the last revision's
        edges if they changed; ``label``: the board mode to report for a board of the
        caller's other than the last one; ``contents``: the sections of ``quest`` as
        pickled (:func:`section_bytes`), if known."""
        _load_rules()
        last = self._last
        ctx = CheckContext(quest, self.catalog, board=board)
        ctx.section_bytes = contents
        if last is None or last.board.system is not board.system:
            changed = frozenset(name for _attr, name in section_names(quest)) | _NOT_SECTIONS
            mode = "compiled"
            nav_mode = "built"
            last = None
        else:
            changed, mode, nav_mode, spared, units = self._carry(
                last, board, ctx, sections, old_edges
            )
            if units is not None:
                ctx.edge_carry = (last.ctx.kept, units)
            if "tokens" in changed:
                changed |= {TOKEN_ZONES, TOKEN_KINDS} - spared
            if "edges" in changed:
                changed |= {ZONE_EDGES, EDGE_REFS} - spared
                if not ctx.users_held:
                    # every zone's users asked on the last revision (and so on every
                    # revision since a rule reading them last ran: the users held on
                    # each, and the world carried them all) are the same: see _carry
                    changed |= {ZONE_USERS}
            if label is not None and board is not last.board:
                mode = label
        issues: list[Issue] = [
            ctx.issue(p.code, p.text or p.message, p.path, p.refs) for p in board.problems
        ]
        too_large = board_limit_issue(ctx, board)
        if too_large is not None:  # a board over its limit: no rule runs on it
            self._last = None
            self._by_doors.clear()
            self.stats = Stats("compiled", changed, 0, 0, "built")
            return sorted([*issues, too_large], key=Issue.sort_key)
        per_rule: dict[str, list[Issue]] = {}
        run = reused = 0
        earlier = last.rule_issues if last is not None else {}
        if last is None or changed - {DOOR_STATES}:
            self._by_doors.clear()  # kept issues were found on another board or quest
        # the quest's door states as written, and the board's as compiled (a ddd chip
        # locks a door the quest leaves open)
        fingerprint = pickle.dumps([(e.state, e.lock) for e in quest.edges], 5)
        fingerprint += _door_fingerprint(board)
        seen = self._by_doors.get(fingerprint, {})
        plan = self._plan(quest.system, ctx.catalog.systems.get(quest.system))
        for stage, (rules, sources) in enumerate(
            zip(plan, self._sources(plan, changed), strict=True)
        ):
            if stage:
                ctx.issues = list(issues)
            for (key, rule, _inputs), source in zip(rules, sources, strict=True):
                found = (
                    earlier.get(key) if source == _EARLIER else seen.get(key) if source else None
                )
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
        self._last = _Revision(board, ctx, per_rule, result)
        self.stats = Stats(mode, changed, run, reused, nav_mode)
        return result

    def _plan(
        self, system: str, declared: Any = None
    ) -> tuple[list[tuple[str, Rule, frozenset[str]]], ...]:
        """The rules of ``system`` in two stages (the ``issues`` rules last), each with its
        key (module and name: two packs may use the same function name) and the inputs
        that let it be reused (empty: it always runs); cached per system."""
        key = (system, len(RULES), id(declared))
        plan = self._plans.get(key)
        if plan is None:
            stages: tuple[list[tuple[str, Rule, frozenset[str]]], ...] = ([], [])
            for rule in RULES:
                if rule.applies_to(system, declared):
                    stages["issues" in rule.needs].append(
                        (f"{rule.check.__module__}.{rule.name}", rule, _inputs(rule))
                    )
            plan = self._plans[key] = stages
        return plan

    def _sources(
        self, plan: tuple[list[tuple[str, Rule, frozenset[str]]], ...], changed: frozenset[str]
    ) -> tuple[tuple[int, ...], ...]:
        """Per stage of ``plan`` and rule, where its issues may come from when ``changed``
        changed: the last revision (:data:`_EARLIER`: none of its inputs changed), those
        kept for the door states (:data:`_BY_DOORS`: only door states among them), or
        nowhere (0: it runs). Cached per plan and set of changes (an editor's edits make
        the same few sets over and over)."""
        key = (id(plan), changed)
        found = self._source_cache.get(key)
        if found is None:
            but_doors = changed - {DOOR_STATES}
            found = tuple(
                tuple(
                    _EARLIER
                    if inputs and inputs.isdisjoint(changed)
                    else _BY_DOORS
                    if DOOR_STATES in inputs and inputs.isdisjoint(but_doors)
                    else 0
                    for _key, _rule, inputs in rules
                )
                for rules in plan
            )
            if len(self._source_cache) >= _MAX_SOURCES:
                self._source_cache.clear()
            self._source_cache[key] = found
        return found

    # ------------------------------------------------------------------ reuse
    def _carry(
        self,
        last: _Revision,
        board: Board,
        ctx: CheckContext,
        sections: frozenset[str] | None,
        old_edges: list[EdgeSpec] | None,
    ) -> tuple[frozenset[str], str, str, frozenset[str], frozenset[EdgeKey] | None]:
        """What changed since ``last`` (sections and ``door-states``), the narrower token
        inputs that a change of ``tokens`` leaves alone (``token-zones``, ``token-kinds``),
        the unit edges that changed if nothing else did (for :meth:`CheckContext.carried`),
        and the derived data of ``last`` that still holds, moved into ``ctx``."""
        before = last.board
        old_quest, quest = last.ctx.quest, ctx.quest
        if sections is None:
            changed = {
                name
                for attr, name in section_names(quest)
                if getattr(old_quest, attr) is not getattr(quest, attr)
                and getattr(old_quest, attr) != getattr(quest, attr)
            }
            old_edges = old_quest.edges
        else:
            changed = set(sections)
        if changed & REBUILD:
            # a new system, tilesets or parameters: token roles, link types, lethal terrain…
            everything = frozenset(n for _a, n in section_names(quest)) | _NOT_SECTIONS
            return everything, "compiled", "built", frozenset(), None
        quest_doors = None
        if "edges" in changed and old_edges is not None:
            quest_doors = _door_changes(old_edges, quest.edges)
            if quest_doors is not None:
                changed.discard("edges")  # only door states or locks: not the edges' geometry
                changed.add(DOOR_STATES)
        if "doorSpaces" in changed:
            # door spaces lay doors on the edges round their spaces: their geometry too
            changed |= {"edges", DOOR_STATES}
        if board is before:
            # the caller's board, brought up to date in place: only the quest says what
            # changed on it
            if changed & {"tiles", "edges", "terrain", "tokens"}:
                return frozenset(changed | {DOOR_STATES}), "compiled", "built", frozenset(), None
            nav = last.ctx.__dict__.get("nav")
            nav_mode = "built"
            if nav is not None:
                if quest_doors:
                    nav = patch_nav(board, nav, _door_units(board, quest_doors))
                ctx.__dict__["nav"] = nav
                nav_mode = "patched" if quest_doors else "kept"
            old_world = last.ctx.__dict__.get("world")
            if not (changed - {DOOR_STATES}):  # only doors: every lookup and memo holds
                if old_world is not None:
                    world = World(board)
                    world.__dict__.update(
                        {k: v for k, v in old_world.__dict__.items() if k != "board"}
                    )
                    ctx.__dict__["world"] = world
                ctx.door_blind = last.ctx.door_blind
            elif old_world is not None:  # quest logic changed: keep the board lookups
                ctx.__dict__["world"] = World(
                    board,
                    _zone_tiles=old_world._zone_tiles,
                    _token_zones=old_world._token_zones,
                    _use_zones=old_world._use_zones,
                )
            mode = "patched" if quest_doors else "kept"
            return frozenset(changed), mode, nav_mode, frozenset(), None
        door_states: dict[str, tuple[str, Lock | None]] = {}
        moved_doors = False
        units: set[EdgeKey] = set()  # unit edges whose movement may have changed
        for door_id in before.doors.keys() | board.doors.keys():
            a, b = before.doors.get(door_id), board.doors.get(door_id)
            if a is b or a == b:
                continue
            for door in (a, b):
                if door is not None:
                    units.update(door.edges)
            if a is None or b is None or a.edges != b.edges:
                moved_doors = True
            elif (a.state, a.lock) != (b.state, b.lock):
                door_states[door_id] = (b.state, b.lock)
            elif a != b:
                moved_doors = True
        if door_states or moved_doors:
            changed.add(DOOR_STATES)
        tokens = _changed_tokens(before, board)
        spared: set[str] = set()
        if not _same_layout(before, board):
            return frozenset(changed | {DOOR_STATES}), "compiled", "built", frozenset(), None
        edges_moved = _changed_units(before, board)
        units |= edges_moved
        if "edges" in changed:
            # a barrier made (un)attackable crosses no other way: its edges' pairs again
            units |= _resealed_units(before, board)
        # only plain walls laid or taken away (asked once: the edges are new objects)
        walls_only = (
            "edges" in changed
            and not (moved_doors or door_states)
            and _other_edges_kept(old_quest.edges, quest.edges)
        )
        unseen = (
            bool(edges_moved)
            and walls_only
            and _walls_unseen_by_zones(
                before, board, edges_moved, old_quest.edges, quest.edges, kept=True
            )
        )
        if walls_only:
            # plain walls laid or taken away, anywhere: the reference checks read the other
            # edges by name and place alone
            spared.add(EDGE_REFS)
        if unseen:
            # plain walls inside zones, or between zones still joined alike on the same
            # sides: nothing that goes zone by zone sees them
            spared |= {ZONE_EDGES}
            mode = "compiled"
        elif edges_moved or moved_doors:
            # walls or doors laid, moved or taken away on the same cells and zones
            changed.add(DOOR_STATES)
            mode = "compiled"
        else:
            mode = "patched" if door_states else "kept"
        old_ctx = last.ctx
        old_world = old_ctx.__dict__.get("world")
        links_moved = False
        if "tokens" in changed:
            links = (old_world or World(before)).link_types
            spared |= _spared_by_moves(before, board, old_quest.tokens, quest.tokens, links)
        if old_world is not None:
            link_types = set(old_world.link_types)
            links_moved = any(
                (t := before.tokens.get(i) or board.tokens.get(i)) is not None
                and t.type in link_types
                for i in tokens
            )
        nav_mode = "built"
        nav = old_ctx.__dict__.get("nav")
        if nav is not None and not links_moved:
            if units:
                old_nav, nav = nav, patch_nav(board, nav, units)
                nav_mode = "patched"
                if unseen and nav != old_nav:  # cannot happen: the sides kept their kinds
                    spared.discard(ZONE_EDGES)
                    changed.add(DOOR_STATES)
            else:
                nav_mode = "kept"
            ctx.__dict__["nav"] = nav
        same_logic = not (changed - {DOOR_STATES}) and not tokens
        if old_world is not None:
            if edges_moved or moved_doors:
                # where a token's or an action space's users stand may be walled off now,
                # but not beside a zone that no changed unit edge comes next to
                use_zones = {} if tokens else _users_apart(board, old_world._use_zones, units)
                world = ctx.__dict__["world"] = World(
                    board, _zone_tiles=old_world._zone_tiles, _use_zones=use_zones
                )
                if not tokens and "setup" not in changed:
                    _carry_token_lookups(old_world, world)
                if walls_only and not tokens and _users_hold(world, old_world._use_zones):
                    # every zone's users asked then are the same now: so are the zones of
                    # every token (the cells, zones and tokens are the same)
                    world._token_zones = dict(old_world._token_zones)
                    ctx.users_held = True
            elif same_logic:
                # nothing but doors changed: every lookup and door-blind memo still holds
                world = World(board)
                world.__dict__.update({k: v for k, v in old_world.__dict__.items() if k != "board"})
                ctx.__dict__["world"] = world
                ctx.door_blind = old_ctx.door_blind
            else:  # geometry unchanged: keep the zone lookups and those of unmoved tokens
                token_zones = old_world._token_zones
                if tokens:
                    token_zones = {k: v for k, v in token_zones.items() if k not in tokens}
                ctx.__dict__["world"] = World(
                    board,
                    _zone_tiles=old_world._zone_tiles,
                    _token_zones=token_zones,
                    _use_zones=old_world._use_zones,
                )
        only_units = None
        if not tokens and not (changed - {"edges", DOOR_STATES}):
            # the same cells, zones, tokens and quest but for the unit edges in ``units``
            only_units = frozenset(units)
        return frozenset(changed), mode, nav_mode, frozenset(spared), only_units


def _spared_by_moves(
    before: Board,
    board: Board,
    old: list[Token],
    new: list[Token],
    link_types: Iterable[str],
) -> frozenset[str]:
    """The token inputs an edit of the ``tokens`` section leaves alone, on two boards of the
    same layout: ``token-kinds`` if every changed token only changed its place (cell, edge
    or tile), ``token-zones`` too if each only moved to another cell of the zone it was in.

    A move inside a zone is kept to boards whose sight goes zone by zone (line sight starts
    from and is blocked by cells), and to tokens that are neither staircases (their cells
    join the movement model) nor large (a footprint may reach another zone)."""
    if len(old) != len(new):
        return frozenset()
    spared = {TOKEN_KINDS, TOKEN_ZONES}
    system = board.system
    zone_sight = system is not None and system.geometry.sight == "zone-walk"
    links = set(link_types)
    for a, b in zip(old, new, strict=True):
        if a is b or a == b:
            continue
        if dataclasses.replace(a, **{k: getattr(b, k) for k in _PLACE}) != b:
            return frozenset()  # more than its place changed
        if TOKEN_ZONES in spared and not (
            zone_sight
            and a.edge == b.edge
            and a.tile == b.tile
            and a.size is None
            and a.type not in links
            and a.cell is not None
            and b.cell is not None
            and (zone := before.zone_of(a.cell)) is not None
            and zone == board.zone_of(b.cell)
        ):
            spared.discard(TOKEN_ZONES)
    return frozenset(spared)


#: the World lookups that read the board's tokens, cells and zones, the quest's set-up and
#: parameters and the system alone, never an edge (``roles``: which token types play which
#: part; the heroes' start, the exits, the spawn tokens)
_TOKEN_LOOKUPS = ("start_cells", "start_zones", "exits", "spawns")


def _carry_token_lookups(old: World, new: World) -> None:
    """Give ``new`` the token lookups ``old`` worked out (:data:`_TOKEN_LOOKUPS` and the
    roles, rebound to the new board), for a board of the same layout, tokens (the same
    objects), set-up, parameters and system: only edges (or doors) differ."""
    found = old.__dict__
    roles = found.get("roles")
    if roles is not None:
        carried = Roles(new.board)
        carried.__dict__.update({k: v for k, v in roles.__dict__.items() if k != "board"})
        new.__dict__["roles"] = carried
    for name in _TOKEN_LOOKUPS:
        if name in found:
            new.__dict__[name] = found[name]


def _users_apart(
    board: Board, found: dict[str, frozenset[str]], units: set[EdgeKey]
) -> dict[str, frozenset[str]]:
    """The zones' users (:meth:`World.use_zones`) that still hold on a board of the same
    layout and tokens whose ``units`` changed: those of zones with no space within one
    step (diagonals included) of a changed unit edge. A user stands next to a space of the
    zone, and a step there, diagonal or not, reads only unit edges between spaces of the
    two-by-two block round it."""
    near = {
        (x + dx, y + dy)
        for key in units
        for x, y in edge_cells(key)
        for dx in (-1, 0, 1)
        for dy in (-1, 0, 1)
    }
    zones = board.zones
    return {
        zone_id: users
        for zone_id, users in found.items()
        if (zone := zones.get(zone_id)) is not None and near.isdisjoint(zone.cells)
    }


def _users_hold(world: World, found: dict[str, frozenset[str]]) -> bool:
    """Whether every zone's users in ``found`` (asked on an earlier board of the same
    layout and tokens) are the same on ``world``'s board: those carried to ``world``
    (:func:`_users_apart`) are; the others are worked out there again (and so kept)."""
    carried = world._use_zones
    return all(zone in carried or world.use_zones(zone) == users for zone, users in found.items())


#: what an edge spec holds besides its kind and place, and those of a plain wall
_REST = operator.attrgetter(
    *(f.name for f in dataclasses.fields(EdgeSpec) if f.name not in ("kind", "from_", "to"))
)
_PLAIN_REST = _REST(EdgeSpec("wall", (0, 0), (0, 1)))


def _plain_wall(spec: EdgeSpec) -> bool:
    """A wall and nothing more: no id a trigger or an objective could name, no properties
    (everything but its place as a new ``EdgeSpec("wall", …)`` has it)."""
    return spec.kind == "wall" and _REST(spec) == _PLAIN_REST


def _other_edges_kept(old: list[EdgeSpec], new: list[EdgeSpec]) -> bool:
    """Whether every edge but the plain walls is the same, at the same place in the list
    (its path), in ``old`` and ``new``: only plain walls were laid or taken away."""
    kept = [(i, e) for i, e in enumerate(old) if not _plain_wall(e)]
    return kept == [(i, e) for i, e in enumerate(new) if not _plain_wall(e)]


def _walls_unseen_by_zones(
    before: Board,
    board: Board,
    units: set[EdgeKey],
    old: list[EdgeSpec],
    new: list[EdgeSpec],
    *,
    kept: bool | None = None,
) -> bool:
    """Whether an edit of the edges only laid or took away plain walls that nothing going
    zone by zone sees, on two boards of the same layout that go zone by zone (orthogonal
    steps, zone-walk sight): every other edge keeps its place in the list (its path), and
    every unit edge that changed has one zone on both sides, or lies between two zones
    that the unit edges of its line still join by the same kinds of edge, walls left out
    (:func:`_side_kinds`: another open edge still joins them there, so the zone on one
    side still looks into the other as it did).

    Steps, sight and the spaces an action space is used from all cross from one zone to
    another, and what they make of two zones depends only on the kinds of the unit edges
    between them (any of which lets a mover through), never on how many there are or
    which one it is; zone-walk sight reads them per side (a zone's east side toward its
    neighbour), hence one line of edges at a time. A diagonal step would pass the corner
    of an inside edge."""
    system = board.system
    if system is None or system.geometry.sight != "zone-walk" or board.adjacency != "orthogonal":
        return False
    if not (kept if kept is not None else _other_edges_kept(old, new)):
        return False
    lines: set[tuple[str, str, str]] = set()
    for key in units:
        a, b = edge_cells(key)  # west or north cell first
        zone_a, zone_b = board.zone_of(a), board.zone_of(b)
        if zone_a is None or zone_b is None:
            return False
        if zone_a != zone_b:
            lines.add((key[0], zone_a, zone_b))
    return all(_side_kinds(before, *line) == _side_kinds(board, *line) for line in lines)


def _side_kinds(board: Board, axis: str, west: str, east: str) -> frozenset[tuple[str, str | None]]:
    """The kinds (and doors) of the unit edges between zone ``west`` and zone ``east`` on
    ``west``'s east side (``axis`` ``v``) or south side (``h``), plain walls left out
    (``open`` for a unit edge with nothing on it)."""
    cells, edges = board.cells, board.edges
    out: set[tuple[str, str | None]] = set()
    for x, y in board.zones[west].cells:
        here = cells.get((x, y))
        other = (x + 1, y) if axis == "v" else (x, y + 1)
        there = cells.get(other)
        if here is None or there is None or here.zone != west or there.zone != east:
            continue
        edge = edges.get(edge_between((x, y), other))
        kind = ("open", None) if edge is None else (edge.kind, edge.door)
        if kind != ("wall", None):
            out.add(kind)
    return frozenset(out)


def _same_layout(a: Board, b: Board) -> bool:
    """The same cells, zones, tiles and features (unit edges aside)."""
    return (
        (a.cells is b.cells or a.cells == b.cells)
        and (a.zones is b.zones or a.zones == b.zones)
        and (a.tiles is b.tiles or a.tiles == b.tiles)
        and (a.features is b.features or a.features == b.features)
    )


def _changed_units(a: Board, b: Board) -> set[EdgeKey]:
    """Unit edges whose kind or door differ between two boards."""
    if a.edges is b.edges:
        return set()
    old, new = a.edges, b.edges
    return {
        k for k in old.keys() | new.keys() if (e := old.get(k)) is not (f := new.get(k)) and e != f
    }


def _changed_tokens(a: Board, b: Board) -> set[str]:
    if a.tokens is b.tokens:
        return set()
    return {t for t in a.tokens.keys() | b.tokens.keys() if a.tokens.get(t) is not b.tokens.get(t)}


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


def _resealed_units(before: Board, board: Board) -> set[EdgeKey]:
    """The unit edges of the quest barriers that became sealed (``attackable: false``) or
    stopped being so between the two boards."""
    old, new = movement(before), movement(board)
    out: set[EdgeKey] = set()
    for bid in old.sealed ^ new.sealed:
        out.update(old.barriers.get(bid, ()))
        out.update(new.barriers.get(bid, ()))
    return out


def _door_units(board: Board, doors: Iterable[str]) -> set[EdgeKey]:
    """The unit edges of the named doors of ``board``."""
    out: set[EdgeKey] = set()
    for door_id in doors:
        door = board.doors.get(door_id)
        if door is not None:
            out.update(door.edges)
    return out
