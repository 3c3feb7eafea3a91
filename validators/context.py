"""What a rule sees: the quest, its compiled board and lazily built derived data.

The runner builds one :class:`CheckContext` per quest revision; the board, the zone graph,
the sight index, the :class:`World` lookups, the hero movement model (:class:`Nav`) and the
key/door fixpoint (:class:`Progress`) are computed at most once, and only if a rule asks for
them. A context may be seeded with derived data reused from an earlier revision (see
:mod:`questwright.validators.incremental`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from functools import cached_property
from typing import Any

import networkx as nx
from questwright.core.board import Board, compile_board
from questwright.core.geometry import Cell, EdgeKey, edge_cells
from questwright.core.graph import build_zone_graph
from questwright.core.text import Text
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Quest, System
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import CODES

__all__ = ["CheckContext"]


class CheckContext:
    """Derived data for one quest revision, shared by every rule."""

    def __init__(
        self,
        quest: Quest,
        catalog: Catalog | None = None,
        board: Board | None = None,
        graph: nx.Graph | None = None,
    ) -> None:
        self.quest = quest
        self.catalog = catalog or default_catalog()
        self._board = board
        self._graph = graph
        #: issues found by the other rules (filled in before the ``issues`` rules run)
        self.issues: list[Issue] = []
        self._memo: dict[str, Any] = {}
        #: memos that do not depend on door states or locks (kept by the Revalidator
        #: across revisions that only change doors)
        self.door_blind: dict[str, Any] = {}
        #: what rules keep for the next revision (:meth:`keep`, :meth:`carried`)
        self.kept: dict[str, Any] = {}
        #: set by the Revalidator when the only change since the last revision is in unit
        #: edges (walls or doors laid, moved, opened or locked on the same cells, zones
        #: and tokens, every other quest section the same): that revision's
        #: :attr:`kept` data and the unit edges whose kind, door or door state changed
        self.edge_carry: tuple[dict[str, Any], frozenset[EdgeKey]] | None = None
        #: set by the Revalidator along with :attr:`edge_carry` when only plain walls
        #: changed and every zone's users (:meth:`World.use_zones`) worked out on the last
        #: revision's board are the same on this one (so are its token zones): what the
        #: key/door fixpoint's rules read of the board besides the movement model
        self.users_held = False
        #: set by the Revalidator: the quest's sections as it pickled them to see what
        #: changed (:func:`~questwright.validators.incremental.section_bytes`, by section
        #: name), for rules that key on section contents and need not pickle them again
        self.section_bytes: dict[str, bytes] | None = None

    @cached_property
    def board(self) -> Board:
        return self._board or compile_board(self.quest, self.catalog)

    @property
    def system(self) -> System | None:
        return self.board.system

    @cached_property
    def graph(self) -> nx.Graph:
        return self._graph if self._graph is not None else build_zone_graph(self.board)

    @cached_property
    def sight(self) -> Any:
        from questwright.core.sight import sight_index

        return sight_index(self.board)

    @cached_property
    def world(self) -> Any:
        from questwright.validators.world import World

        return World(self.board)

    @cached_property
    def nav(self) -> Any:
        from questwright.validators.progress import build_nav

        return build_nav(self.board)

    @cached_property
    def progress_rules(self) -> Any:
        """What the key/door fixpoint reads of the quest and the board (the objectives'
        targets, the tokens' zones, the doors' sides…; door-blind): carried from the last
        revision when only plain walls changed and every zone's users hold."""
        from questwright.validators.progress import _Rules, carry_rules

        rules = self.door_blind.get("progress.rules")
        if rules is None:
            before = self.carried("progress") if self.users_held else None
            if before is not None:
                rules = carry_rules(before[0], self.world, self.nav)
            if rules is None:
                rules = _Rules(self.world, self.nav)
            self.door_blind["progress.rules"] = rules
        return rules

    @cached_property
    def progress(self) -> Any:
        """The key/door fixpoint from the hero start (DESIGN §5)."""
        from questwright.validators.progress import carry_fixpoint, fixpoint, share_explanations

        world, nav, rules = self.world, self.nav, self.progress_rules
        before = self.carried("progress") if self.users_held else None
        found = carry_fixpoint(before[0], world, nav) if before is not None else None
        memo = None
        if found is not None:
            # only plain walls changed, and none of them makes a difference to the flood
            p, paths = found
            if paths:  # nor to the explanations' would-be paths: keep their answers
                old_world, old_nav = before[0][0], before[0][1]  # type: ignore[index]
                kept = old_world.derived.get("explain-memo")
                if kept is not None and kept[0] is old_nav and kept[1] is p:
                    memo = kept[2]
        else:
            p = fixpoint(world, nav, rules=rules)
        share_explanations(world, nav, rules, p, memo)
        self.keep("progress", (world, nav, rules, p))
        return p

    def memo(self, key: str, compute: Callable[[], Any], *, door_blind: bool = False) -> Any:
        """Derived data shared by several rules of one revision, computed once.

        ``door_blind``: the data does not depend on any door's state or lock, so it stays
        valid for a later revision that changes only doors (the Revalidator carries it).
        """
        store = self.door_blind if door_blind else self._memo
        if key not in store:
            store[key] = compute()
        return store[key]

    def keep(self, name: str, value: Any) -> None:
        """Keep ``value`` for the next revision's :meth:`carried` (a rule's partial results,
        keyed by what they read)."""
        self.kept[name] = value

    def carried(self, name: str) -> tuple[Any, frozenset[EdgeKey]] | None:
        """What the last revision kept under ``name`` and the unit edges changed since, if
        nothing but unit edges changed (:attr:`edge_carry`) and a rule kept it then (a rule
        that did not run in the last revision kept nothing): a rule reuses the parts that
        read none of those unit edges."""
        if self.edge_carry is None:
            return None
        kept, units = self.edge_carry
        if name not in kept:
            return None
        return kept[name], units

    def kept_unless(
        self,
        name: str,
        reads: Callable[[EdgeKey], bool],
        find: Callable[[], Iterable[Issue]],
    ) -> list[Issue]:
        """A rule's issues: those kept under ``name`` when no changed unit edge is one the
        rule ``reads`` (:meth:`carried`), else what ``find`` finds; kept for the next
        revision either way."""
        carried = self.carried(name)
        if carried is not None and not any(reads(key) for key in carried[1]):
            found: list[Issue] = carried[0]
        else:
            found = list(find())
        self.keep(name, found)
        return found

    def carried_cells(self, name: str) -> tuple[Any, list[Cell]] | None:
        """:meth:`carried`, with the changed unit edges given as the spaces on their two
        sides (what :func:`~questwright.core.sight.line.reads_near` asks of a sight line)."""
        carried = self.carried(name)
        if carried is None:
            return None
        return carried[0], [c for key in carried[1] for c in edge_cells(key)]

    def door_scoped(
        self, name: str, key: Hashable | None, compute: Callable[[], Iterable[Issue]]
    ) -> list[Issue]:
        """A rule's issues, reused across door-only revisions while ``key`` is the same.

        ``key`` must hold everything door-dependent the issues depend on (for sight: the
        regions a figure can see into and the states of the doors touching them); the
        rest of the rule's inputs must be door-blind. ``None``: no key, always compute.
        """
        if key is None:
            return list(compute())
        cache: dict[Hashable, list[Issue]] = self.memo(f"{name}.by-doors", dict, door_blind=True)
        found = cache.get(key)
        if found is None:
            if len(cache) >= 64:
                cache.clear()
            found = cache[key] = list(compute())
        return found

    def issue(
        self,
        code: str,
        message: str | Text,
        path: tuple[str | int, ...] = (),
        refs: tuple[str, ...] | list[str] = (),
        hint: str | Text | None = None,
        severity: Severity | None = None,
    ) -> Issue:
        """An issue of a registered code, with the code's default severity.

        ``message`` is best a :class:`Text` (``say("door {door} …", door=d)``) so that it can
        be shown in the author's language; a plain string is its own template. ``hint``
        likewise.
        """
        info = CODES.get(code)
        sev = severity or (info.severity if info else Severity.ERROR)
        return Issue.make(code, sev, message, tuple(path), tuple(dict.fromkeys(refs)), hint)

    def token_path(self, token_id: str, *rest: str | int) -> tuple[str | int, ...]:
        return (*self.board.token_paths.get(token_id, ("tokens",)), *rest)

    def door_path(self, door_id: str) -> tuple[str | int, ...]:
        door = self.board.doors.get(door_id)
        return tuple(door.path) if door is not None else ("edges",)

    def objective_path(self, objective_id: str, *rest: str | int) -> tuple[str | int, ...]:
        for index, obj in enumerate(self.quest.objectives):
            if obj.id == objective_id:
                return ("objectives", index, *rest)
        return ("objectives",)

    def trigger_path(self, trigger_id: str, *rest: str | int) -> tuple[str | int, ...]:
        for index, trig in enumerate(self.quest.triggers):
            if trig.id == trigger_id:
                return ("triggers", index, *rest)
        return ("triggers",)

    def path_of(self, ref: str) -> tuple[str | int, ...]:
        """The JSON path of whatever object ``ref`` names (token, door, objective…)."""
        if ref in self.board.tokens:
            return self.token_path(ref)
        if ref in self.board.doors:
            return self.door_path(ref)
        if any(o.id == ref for o in self.quest.objectives):
            return self.objective_path(ref)
        if any(t.id == ref for t in self.quest.triggers):
            return self.trigger_path(ref)
        tile = self.board.tiles.get(ref)
        if tile is not None:
            return ("tiles", tile.index)
        return ()
