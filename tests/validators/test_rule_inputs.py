"""The inputs rules declare (``needs``) are right: what re-validation may reuse stays valid.

A rule that declares ``edges`` but not ``door-states`` is reused by
:class:`~questwright.validators.incremental.Revalidator` after a door is opened, closed or
locked; here every such rule is run on every door state of every bundled quest and of every
issue fixture and must find exactly what it finds on the quest as written. Likewise a rule
that reads tokens by zone (``token-zones``) is run with tokens moved to other cells of
their zones, and one that reads them without their places (``token-kinds``) with tokens
moved anywhere.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from questwright.core.board import compile_board
from questwright.core.geometry import EdgeKey, edge_cells
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.schema.model import Quest
from questwright.validators.context import CheckContext
from questwright.validators.incremental import (
    Revalidator,
    _other_edges_kept,
    _plain_wall,
    _spared_by_moves,
    _walls_unseen_by_zones,
)
from questwright.validators.issues import Issue
from questwright.validators.progress import build_nav
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
from questwright.validators.runner import _load_rules, run_rule, validate_quest
from questwright.validators.world import World

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
CATALOG = Catalog([bundled_tilesets_dir(), GOLDEN / "_library"])
QUESTS = sorted(bundled_quests_dir().rglob("*.quest.json")) + sorted(GOLDEN.glob("*/*.quest.json"))
STATES = ("open", "closed", "locked")

_load_rules()


def _text(issues: list) -> list[str]:
    return [f"{i} {i.refs} {i.hint}" for i in issues]


def _with(quest: Quest, change: Callable[[dict], None]) -> Quest:
    doc = serde.to_json(quest)
    change(doc)
    return serde.from_json(Quest, doc)


def _door_state(quest: Quest, door: str, state: str) -> Quest:
    def change(doc: dict) -> None:
        for edge in doc["edges"]:
            if edge.get("id") == door:
                edge["state"] = state

    return _with(quest, change)


def _door_blind(rule: Rule) -> bool:
    """Declared to be reused after a door-state change."""
    inputs = set(rule.needs) - {"issues"}
    return bool(inputs) and DOOR_STATES not in inputs


def _run(rules: list[Rule], quest: Quest) -> dict[str, list[str]]:
    ctx = CheckContext(quest, CATALOG)  # a crashing rule gives an INTERNAL_RULE_ERROR issue
    return {f"{r.check.__module__}.{r.name}": _text(run_rule(r, ctx)) for r in rules}


def _door_state_changes(path: Path, rules: list[Rule]) -> set[str]:
    """Keys of ``rules`` whose issues change with some door state of the quest at ``path``."""
    quest = load_quest(path)
    mine = [r for r in rules if r.applies_to(quest.system, CATALOG.systems.get(quest.system))]
    base = _run(mine, quest)
    differ: set[str] = set()
    for door in [e.id for e in quest.edges if e.kind == "door" and e.id]:
        for state in STATES:
            got = _run(mine, _door_state(quest, door, state))
            differ |= {k for k in base if got[k] != base[k]}
    return differ


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_door_blind_rules_ignore_door_states(path: Path) -> None:
    blind = [r for r in RULES if _door_blind(r)]
    assert not _door_state_changes(path, blind)


def test_the_check_sees_rules_that_read_door_states() -> None:
    """The comparison above can fail: rules that do read door states (declared so) change
    their issues with a door on these quests."""
    readers = [r for r in RULES if DOOR_STATES in r.needs]
    seen: set[str] = set()
    for name in ("DOOR_SEALS_NOTHING", "SOFTLOCK_KEY_BEHIND_DOOR", "DESCENT_START_SEES_AREA"):
        for path in sorted((GOLDEN / name).glob("*.quest.json")):
            seen |= _door_state_changes(path, readers)
    assert {
        "questwright.validators.rules.doors.check_door_geometry",
        "questwright.validators.rules.softlock.check_softlocks",
    } <= seen


def test_geometry_only_rules_meet_doors() -> None:
    """Each door-blind rule that looks at the board runs on some quest with doors, and the
    geometry-only rules this file guards include the quest-logic and Machina join rules."""
    names = {r.name for r in RULES if _door_blind(r)}
    assert {
        "check_join_edges",
        "check_counters",
        "check_conditions",
        "check_effect_targets",
    } <= names
    with_doors: dict[str, int] = {}
    for path in QUESTS:
        quest = load_quest(path)
        if any(e.kind == "door" and e.id for e in quest.edges):
            for r in RULES:
                if r.name in names and r.applies_to(
                    quest.system, CATALOG.systems.get(quest.system)
                ):
                    with_doors[r.name] = with_doors.get(r.name, 0) + 1
    assert names <= set(with_doors)


def test_counters_are_an_input_of_reference_rules() -> None:
    """``world.resolve`` knows counter ids: removing the counters must rerun the reference
    rules (a stale reuse would keep a trigger target that no longer resolves)."""
    quest = load_quest(GOLDEN / "QL_COUNTER_UNKNOWN" / "clean.quest.json")
    reval = Revalidator(CATALOG)
    assert _text(reval.validate(quest)) == _text(validate_quest(quest, CATALOG))
    changed = _with(quest, lambda d: d.update(counters=[]))
    full = _text(validate_quest(changed, CATALOG))
    assert any("REF_TRIGGER_TARGET" in line for line in full)
    assert _text(reval.validate(changed)) == full
    assert reval.stats.board == "kept"


def test_door_toggles_reuse_issues_per_door_state() -> None:
    """Flipping a door back to a state seen before reruns no door-state rule, and the
    result is still that of a full run; any other change forgets those issues."""
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    door = next(e for e in quest.edges if e.kind == "door" and e.id and e.state != "open")
    opened = _door_state(quest, door.id or "", "open")
    reval = Revalidator(CATALOG)
    reval.validate(quest)
    reval.validate(opened)
    first_run = reval.stats.rules_run
    for revision in (quest, opened, quest):
        assert _text(reval.validate(revision)) == _text(validate_quest(revision, CATALOG))
        assert reval.stats.board == "patched"
        assert reval.stats.rules_run < first_run
    moved = _with(opened, lambda d: d["objectives"][1].pop("after"))
    assert _text(reval.validate(moved)) == _text(validate_quest(moved, CATALOG))
    back = _with(quest, lambda d: d["objectives"][1].pop("after"))
    assert _text(reval.validate(back)) == _text(validate_quest(back, CATALOG))
    assert reval.stats.rules_run >= first_run  # seen door state, but a new objective list


# ---------------------------------------------------------------- tokens moved
def _reads_only(rule: Rule, narrow: str) -> bool:
    """Declared to read tokens through ``narrow`` (token-zones, token-kinds) alone."""
    return narrow in rule.needs and "tokens" not in rule.needs


def _moves(quest: Quest, inside: bool) -> list[Quest]:
    """Some tokens of ``quest`` moved: to other cells of the zone they stand in (the edit
    the Revalidator spares ``token-zones`` for, checked with its own test), or anywhere
    (on the board, off it, onto another token)."""
    board = compile_board(quest, CATALOG)
    links = World(board).link_types
    rng = random.Random(quest.id)
    cells = sorted(board.cells)
    placed = [i for i, t in enumerate(quest.tokens) if t.cell is not None]
    rng.shuffle(placed)
    out: list[Quest] = []
    for index in placed[:4]:
        token = quest.tokens[index]
        zone = board.zone_of(token.cell) if token.cell else None
        if inside:
            if zone is None:
                continue
            others = {t.cell for t in quest.tokens if t.cell and board.zone_of(t.cell) == zone}
            pool = sorted(board.zones[zone].cells - {token.cell})
            targets = rng.sample(pool, min(2, len(pool))) + sorted(others - {token.cell})[:1]
        else:
            targets = [*rng.sample(cells, min(1, len(cells))), (-50, -50)]
            targets += [t.cell for t in quest.tokens[:1] if t.cell is not None]
        for cell in targets:
            moved = _with(quest, lambda d, i=index, c=cell: d["tokens"][i].update(cell=list(c)))
            spared = _spared_by_moves(board, board, quest.tokens, moved.tokens, links)
            if (TOKEN_ZONES if inside else TOKEN_KINDS) in spared:
                out.append(moved)
    return out


def _move_changes(path: Path, rules: list[Rule], inside: bool) -> set[str]:
    """Keys of ``rules`` whose issues change when tokens of the quest at ``path`` move."""
    quest = load_quest(path)
    mine = [r for r in rules if r.applies_to(quest.system, CATALOG.systems.get(quest.system))]
    if not mine:
        return set()
    base = _run(mine, quest)
    differ: set[str] = set()
    for moved in _moves(quest, inside):
        got = _run(mine, moved)
        differ |= {k for k in base if got[k] != base[k]}
    return differ


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_token_zone_rules_ignore_moves_inside_a_zone(path: Path) -> None:
    zoned = [r for r in RULES if _reads_only(r, TOKEN_ZONES)]
    assert not _move_changes(path, zoned, inside=True)


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_token_kind_rules_ignore_moves(path: Path) -> None:
    kinds = [r for r in RULES if _reads_only(r, TOKEN_KINDS)]
    assert not _move_changes(path, kinds, inside=False)


def _cells_reported(ctx: CheckContext) -> Iterator[Issue]:
    """A rule that reads token cells (for the check below, not registered)."""
    for token in ctx.quest.tokens:
        yield ctx.issue("TOKEN_OFF_BOARD", f"{token.id} at {token.cell}", (), [token.id])


def test_the_check_sees_rules_that_read_token_places() -> None:
    """The two comparisons above can fail: a rule that reads cells changes with a move
    inside a zone, and rules that read zones change with a move anywhere."""
    cells = Rule("cells", _cells_reported, ("TOKEN_OFF_BOARD",), (), (TOKEN_ZONES,))
    wardens = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
    assert _move_changes(wardens, [cells], inside=True)
    zones = [r for r in RULES if TOKEN_ZONES in r.needs]
    anywhere: set[str] = set()
    for path in sorted(GOLDEN.glob("TOKEN_*/*.quest.json")):
        anywhere |= _move_changes(path, zones, inside=False)
    assert "questwright.validators.rules.reachability.check_tokens_reachable" in anywhere


def test_a_token_moved_inside_its_zone_reruns_only_the_rules_that_read_cells() -> None:
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    reval = Revalidator(CATALOG)
    reval.validate(quest)
    moves = _moves(quest, inside=True)
    assert moves
    for moved in moves:
        assert _text(reval.validate(moved)) == _text(validate_quest(moved, CATALOG))
        assert TOKEN_ZONES not in reval.stats.changed
        assert reval.stats.rules_run < 12
    elsewhere = _moves(quest, inside=False)[0]
    assert _text(reval.validate(elsewhere)) == _text(validate_quest(elsewhere, CATALOG))
    assert {TOKEN_ZONES, TOKEN_KINDS} & reval.stats.changed == {TOKEN_ZONES}


# ---------------------------------------------------------------- walls inside zones
def _inside_walls(quest: Quest) -> list[Quest]:
    """``quest`` with plain walls laid on unit edges inside zones, one, then three more (the
    edit the Revalidator spares ``zone-edges`` for, checked with its own test)."""
    board = compile_board(quest, CATALOG)
    rng = random.Random(quest.id)
    inside = [key for key, a, b in board.iter_boundaries() if board.zone_of(a) == board.zone_of(b)]
    inside = [k for k in inside if board.zone_of(edge_cells(k)[0]) is not None]
    out: list[Quest] = []
    walls: list[dict] = []
    for key in rng.sample(inside, min(4, len(inside))):
        axis, x, y = key
        end = [x, y + 1] if axis == "v" else [x + 1, y]
        walls.append({"kind": "wall", "from": [x, y], "to": end})
        if len(walls) in (1, 4):
            walled = _with(quest, lambda d, w=list(walls): d["edges"].extend(w))
            units = {k for w in walls for k in _units(w)}
            after = compile_board(walled, CATALOG)
            if _walls_unseen_by_zones(board, after, units, quest.edges, walled.edges):
                out.append(walled)
    return out


def _between_walls(quest: Quest, keys: list[EdgeKey] | None = None) -> list[Quest]:
    """``quest`` with plain walls laid on open unit edges between two zones (``keys``, else
    a few at random, one at a time and then together) where the zones stay joined alike
    (the edit the Revalidator spares ``zone-edges`` for, checked with its own test; taking
    such a wall away again is the same comparison). The movement graph must be the same."""
    board = compile_board(quest, CATALOG)
    if keys is None:
        between = [
            key
            for key, a, b in board.iter_boundaries()
            if board.zone_of(a) != board.zone_of(b) and key not in board.edges
        ]
        keys = random.Random(quest.id).sample(between, min(6, len(between)))
    laid = [[key] for key in keys] + ([keys[:3]] if len(keys) > 1 else [])
    candidates: list[tuple[Quest, set[EdgeKey]]] = []
    for group in laid:
        walls = [_wall(key) for key in group]
        walled = _with(quest, lambda d, w=walls: d.setdefault("edges", []).extend(w))
        candidates.append((walled, set(group)))
    out: list[Quest] = []
    nav = build_nav(board)
    for walled, units in candidates:
        after = compile_board(walled, CATALOG)
        if _walls_unseen_by_zones(board, after, units, quest.edges, walled.edges):
            assert build_nav(after) == nav
            out.append(walled)
    return out


def _wall(key: EdgeKey) -> dict:
    axis, x, y = key
    end = [x, y + 1] if axis == "v" else [x + 1, y]
    return {"kind": "wall", "from": [x, y], "to": end}


def _units(wall: dict) -> list[EdgeKey]:
    (x, y), (x2, _) = wall["from"], wall["to"]
    return [("v", x, y)] if x == x2 else [("h", x, y)]


def _wall_changes(
    path: Path, rules: list[Rule], make: Callable[[Quest], list[Quest]] = _inside_walls
) -> set[str]:
    """Keys of ``rules`` whose issues change with the walls ``make`` lays in ``path`` (plain
    walls inside its zones, by default)."""
    quest = load_quest(path)
    mine = [r for r in rules if r.applies_to(quest.system, CATALOG.systems.get(quest.system))]
    if not mine:
        return set()
    variants = make(quest)
    if not variants:
        return set()
    base = _run(mine, quest)
    differ: set[str] = set()
    for walled in variants:
        got = _run(mine, walled)
        differ |= {k for k in base if got[k] != base[k]}
    return differ


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_zone_edge_rules_ignore_walls_inside_zones(path: Path) -> None:
    zoned = [r for r in RULES if ZONE_EDGES in r.needs and "edges" not in r.needs]
    assert not _wall_changes(path, zoned)


def _walls_counted(ctx: CheckContext) -> Iterator[Issue]:
    """A rule that reads every unit edge (for the check below, not registered)."""
    walls = sum(1 for e in ctx.board.edges.values() if e.kind == "wall")
    yield ctx.issue("EDGE_KIND_UNKNOWN", f"{walls} walls", (), [])


def test_the_check_sees_rules_that_read_walls_inside_zones() -> None:
    """The comparison above can fail: a rule that reads walls inside zones changes."""
    walls = Rule("walls", _walls_counted, ("EDGE_KIND_UNKNOWN",), (), (ZONE_EDGES,))
    for name in ("wardens-key", "house-ashgrove"):
        path = next(bundled_quests_dir().glob(f"*/{name}.quest.json"))
        assert _wall_changes(path, [walls])


def _walls_rerun_few_rules(name: str, walls: Callable[[Quest], list[Quest]]) -> None:
    """Each revision ``walls`` makes of bundled quest ``name`` (md1), then the quest
    again: the same issues as a full run, with only ``edges`` changed and fewer than 12
    rules rerun."""
    quest = load_quest(bundled_quests_dir() / "md1" / f"{name}.quest.json")
    reval = Revalidator(CATALOG)
    reval.validate(quest)
    walled = walls(quest)
    assert walled
    for revision in (*walled, quest):
        assert _text(reval.validate(revision)) == _text(validate_quest(revision, CATALOG))
        assert reval.stats.changed == {"edges"}
        assert reval.stats.rules_run < 12


def test_a_wall_inside_a_zone_reruns_only_the_rules_that_read_it() -> None:
    _walls_rerun_few_rules("wardens-key", _inside_walls)


# ---------------------------------------------------------------- walls between zones
@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_zone_edge_rules_ignore_walls_between_zones_joined_alike(path: Path) -> None:
    zoned = [r for r in RULES if ZONE_EDGES in r.needs and "edges" not in r.needs]
    assert not _wall_changes(path, zoned, _between_walls)


def test_walls_between_zones_joined_alike_are_met() -> None:
    """The comparison above runs on many quests, and a wall that cuts the last open edge of
    a side is not spared."""
    met = sum(bool(_between_walls(load_quest(path))) for path in QUESTS)
    assert met >= 50
    quest = load_quest(bundled_quests_dir() / "md2" / "embers-below.quest.json")
    board = compile_board(quest, CATALOG)
    key = next(
        k
        for k, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b) and k not in board.edges
    )
    assert not _between_walls(quest, [key])  # md2 zones are single spaces: the side is cut


def _first_floor_lines(ctx: CheckContext) -> Iterator[Issue]:
    """A rule that names the first open unit edge between each two zones (for the check
    below, not registered): which edge it is changes with a wall where others stay open."""
    board = ctx.board
    named: set[frozenset[str | None]] = set()
    for key, a, b in board.iter_boundaries():
        pair = frozenset((board.zone_of(a), board.zone_of(b)))
        if len(pair) == 2 and key not in board.edges and pair not in named:
            named.add(pair)
            yield ctx.issue("EDGE_KIND_UNKNOWN", f"first floor line {key}", (), [])


def test_the_check_sees_rules_that_read_walls_between_zones() -> None:
    """The comparison above can fail: a rule that counts walls and one that names the first
    open unit edge between two zones change."""
    walls = Rule("walls", _walls_counted, ("EDGE_KIND_UNKNOWN",), (), (ZONE_EDGES,))
    first = Rule("first", _first_floor_lines, ("EDGE_KIND_UNKNOWN",), (), (ZONE_EDGES,))
    twin = bundled_quests_dir() / "md1" / "twin-levers.quest.json"
    assert _wall_changes(twin, [walls], _between_walls)
    quest = load_quest(twin)
    board = compile_board(quest, CATALOG)
    firsts: dict[frozenset[str | None], EdgeKey] = {}
    for k, a, b in board.iter_boundaries():
        pair = frozenset((board.zone_of(a), board.zone_of(b)))
        if len(pair) == 2 and k not in board.edges:
            firsts.setdefault(pair, k)
    line = next(k for k in firsts.values() if _between_walls(quest, [k]))
    assert _wall_changes(twin, [first], lambda q: _between_walls(q, [line]))


def test_a_wall_between_zones_joined_alike_reruns_only_the_rules_that_read_it() -> None:
    _walls_rerun_few_rules("twin-levers", _between_walls)


# ---------------------------------------------------------------- plain walls anywhere
def _plain_walls(quest: Quest) -> list[Quest]:
    """``quest`` with plain walls laid on unit edges anywhere (inside zones, between zones,
    cutting the last step between two, on the rim), one at a time and three together, and
    with each of its own plain walls taken away where the other edges keep their places
    (the edits the Revalidator spares ``edge-refs`` for); the board's doors stay as they
    were."""
    board = compile_board(quest, CATALOG)
    rng = random.Random(quest.id)
    free = [key for key, _a, _b in board.iter_boundaries() if key not in board.edges]
    keys = rng.sample(free, min(6, len(free)))
    out: list[Quest] = []
    for group in [[key] for key in keys] + ([keys[:3]] if len(keys) > 2 else []):
        walls = [_wall(key) for key in group]
        out.append(_with(quest, lambda d, w=walls: d.setdefault("edges", []).extend(w)))
    plain = [i for i, e in enumerate(quest.edges) if _plain_wall(e)]
    for index in rng.sample(plain, min(3, len(plain))):
        out.append(_with(quest, lambda d, i=index: d["edges"].pop(i)))
    doors = board.doors
    return [
        q
        for q in out
        if _other_edges_kept(quest.edges, q.edges) and compile_board(q, CATALOG).doors == doors
    ]


def _edge_refs_only(rule: Rule) -> bool:
    return EDGE_REFS in rule.needs and not {ZONE_EDGES, "edges"} & set(rule.needs)


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_edge_ref_rules_ignore_plain_walls(path: Path) -> None:
    by_name = [r for r in RULES if _edge_refs_only(r)]
    assert not _wall_changes(path, by_name, _plain_walls)


def _zones_reached(ctx: CheckContext) -> Iterator[Issue]:
    """A rule that reads the fixpoint (for the check below, not registered)."""
    reached = len(ctx.progress.zones)
    yield ctx.issue("EDGE_KIND_UNKNOWN", f"{reached} zones reached", (), [])


def _zone_users(ctx: CheckContext) -> Iterator[Issue]:
    """A rule that reads the zones a zone is used from (for the check below)."""
    users = sorted(len(ctx.world.resolve(z).zones) for z in ctx.board.zones)
    yield ctx.issue("EDGE_KIND_UNKNOWN", f"users {users}", (), [])


def test_the_check_sees_rules_that_read_walls_anywhere() -> None:
    """The comparison above runs on many quests and can fail: rules that read the fixpoint
    or a zone's users change with plain walls (md2: every wall cuts a step)."""
    assert sum(bool(_plain_walls(load_quest(path))) for path in QUESTS) >= 100
    reached = Rule("reached", _zones_reached, ("EDGE_KIND_UNKNOWN",), (), (EDGE_REFS,))
    users = Rule("users", _zone_users, ("EDGE_KIND_UNKNOWN",), (), (EDGE_REFS,))
    changes: set[str] = set()
    for path in QUESTS:
        changes |= _wall_changes(path, [reached, users], _plain_walls)
    assert len(changes) == 2


@pytest.mark.parametrize(
    "name", ["md2/embers-below", "descent1/drowned-stair", "machina/cold-foundry"]
)
def test_plain_walls_between_zones_spare_the_reference_checks(name: str) -> None:
    """A plain wall between two zones that changes how they join (md2, descent1, machina):
    the reference checks keep their issues, and the result is a full run's."""
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    reval = Revalidator(CATALOG)
    reval.validate(quest)
    walled = _plain_walls(quest)
    assert walled
    for revision in (*walled, quest):
        assert _text(reval.validate(revision)) == _text(validate_quest(revision, CATALOG))
        assert EDGE_REFS not in reval.stats.changed
        assert "edges" in reval.stats.changed
    assert ZONE_EDGES in reval.stats.changed


def test_a_plain_wall_that_moves_another_edge_reruns_the_reference_checks() -> None:
    """A plain wall taken away before a wall that names an area moves that wall to another
    path, and one laid over a door takes the door off the board: the reference checks run
    again (their issues name the path, the door); a plain wall appended elsewhere moves
    nothing and spares them."""

    def reorder(doc: dict) -> None:
        door = next(e for e in doc["edges"] if e["kind"] == "door")
        walls = [e for e in doc["edges"] if e is not door]
        named = {**walls[0], "area": "nowhere"}
        doc["edges"] = [door, *walls, named]  # door, plain walls, a wall naming an area

    quest = _with(load_quest(GOLDEN / "LOCK_KIND_UNKNOWN" / "raises.quest.json"), reorder)
    board = compile_board(quest, CATALOG)
    key = next(k for k, _a, _b in board.iter_boundaries() if k not in board.edges)
    appended = _with(quest, lambda d: d["edges"].append(_wall(key)))
    shifted = _with(quest, lambda d: d["edges"].pop(1))
    door = next(iter(board.doors.values()))
    over = _with(quest, lambda d: d["edges"].append(_wall(door.edges[0])))  # no door there now
    assert not compile_board(over, CATALOG).doors
    reval = Revalidator(CATALOG)
    reval.validate(quest)
    paths = []
    steps = ((appended, True), (quest, True), (shifted, False), (quest, False), (over, False))
    for revision, spared in steps:
        found = reval.validate(revision)
        full = validate_quest(revision, CATALOG)
        assert [(i.code, i.path, str(i)) for i in found] == [(i.code, i.path, str(i)) for i in full]
        assert (EDGE_REFS not in reval.stats.changed) is spared
        paths.append({i.path for i in found if i.code == "REF_AREA"})
    assert paths[2] != paths[3]  # the wall naming an area moved


# ---------------------------------------------------------------- the zones' users
def _users(quest: Quest) -> dict[str, frozenset[str]]:
    """Where a figure stands to use each zone, on a fresh board of ``quest``."""
    board = compile_board(quest, CATALOG)
    world = World(board)
    return {zone: world.use_zones(zone) for zone in board.zones}


def _plain_walls_users_kept(quest: Quest) -> list[Quest]:
    """:func:`_plain_walls` that leave every zone's users as they were (the edits the
    Revalidator spares ``zone-users`` for)."""
    users = _users(quest)
    return [q for q in _plain_walls(quest) if _users(q) == users]


def _zone_users_only(rule: Rule) -> bool:
    return ZONE_USERS in rule.needs and not {ZONE_EDGES, "edges"} & set(rule.needs)


def test_some_rules_read_the_edges_through_the_zones_users_only() -> None:
    names = {r.name for r in RULES if _zone_users_only(r)}
    assert {"check_token_room", "check_boss_setup", "check_effect_targets"} <= names


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_zone_user_rules_ignore_plain_walls_that_keep_the_users(path: Path) -> None:
    by_users = [r for r in RULES if _zone_users_only(r)]
    assert not _wall_changes(path, by_users, _plain_walls_users_kept)


def test_the_check_sees_rules_that_read_walls_past_the_users() -> None:
    """The comparison above can fail: a rule that reads the fixpoint changes with plain walls
    that leave every zone's users alone, and one that reads the users with walls that do
    not (machina: action spaces are used from the spaces round them)."""
    bundled = sorted(bundled_quests_dir().rglob("*.quest.json"))
    reached = Rule("reached", _zones_reached, ("EDGE_KIND_UNKNOWN",), (), (ZONE_USERS,))
    users = Rule("users", _zone_users, ("EDGE_KIND_UNKNOWN",), (), (ZONE_USERS,))
    assert any(_wall_changes(path, [reached], _plain_walls_users_kept) for path in bundled)
    assert not any(_wall_changes(path, [users], _plain_walls_users_kept) for path in bundled)
    machina = [p for p in bundled if p.parent.name == "machina"]
    assert any(_wall_changes(path, [users], _plain_walls) for path in machina)


def _action_users(ctx: CheckContext) -> Iterator[Issue]:
    """A rule that reads where the action spaces are used from, and nothing else of the
    edges (registered for the test below only)."""
    world = ctx.world
    for zone in sorted(ctx.board.zones):
        if world.is_action_zone(zone):
            used = sorted(world.resolve(zone).zones)
            yield ctx.issue("EDGE_KIND_UNKNOWN", f"{zone} used from {used}", (), [zone])


@pytest.mark.parametrize("name", ["machina/cold-foundry", "machina/engine-heart"])
def test_walls_round_action_spaces_rerun_the_rules_that_read_the_users(name: str) -> None:
    """Plain walls laid and taken away one by one round the action spaces and elsewhere:
    a rule that reads the users (declaring ``zone-users``) finds on every revision what a
    full run finds, though the users it read were asked revisions ago; ``zone-users`` is
    spared on some walls and not on others."""
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    board = compile_board(quest, CATALOG)
    world = World(board)
    near = {
        key
        for zone in board.zones
        if world.is_action_zone(zone)
        for x, y in board.zones[zone].cells
        for key in (("v", x, y), ("v", x + 1, y), ("h", x, y), ("h", x, y + 1))
        if key not in board.edges
    }
    far = [k for k, _a, _b in board.iter_boundaries() if k not in board.edges and k not in near]
    rng = random.Random(name)
    keys = sorted(near) + rng.sample(far, min(8, len(far)))
    probe = Rule("action-users", _action_users, ("EDGE_KIND_UNKNOWN",), (), (ZONE_USERS,))
    RULES.append(probe)
    try:
        reval = Revalidator(CATALOG)
        reval.validate(quest)
        laid: list[EdgeKey] = []
        spared = rerun = 0
        for _step in range(40):
            if laid and (rng.random() < 0.4 or len(laid) > 6):
                laid.remove(rng.choice(laid))
            else:
                laid.append(rng.choice([k for k in keys if k not in laid]))
            revision = _with(quest, lambda d: d.setdefault("edges", []).extend(map(_wall, laid)))
            found = reval.validate(revision)
            assert _text(found) == _text(validate_quest(revision, CATALOG))
            if "edges" in reval.stats.changed:
                if ZONE_USERS in reval.stats.changed:
                    rerun += 1
                else:
                    spared += 1
        assert spared >= 5 and rerun >= 5
    finally:
        RULES.remove(probe)
