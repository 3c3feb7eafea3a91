"""Player count: the quest is checked for every hero count it claims to support.

A quest's ``party`` says which hero counts it supports; it must lie within the game's
(md1/md2 1–6, ddd 2–5 survivors, descent1 up to 4 heroes). Some setups scale with the heroes
— Massive Darkness 2 loot markers (1/2/3 per marked zone), portals used only from 3 or 5
heroes, Descent start spaces (one hero per space next to the glyph) — so each count is
checked on its own and the report says which counts fail.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from questwright.core.params import as_int, param_int_list
from questwright.core.text import Text, say, say_n
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.registry import DOOR_STATES, QUEST, ZONE_EDGES, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


def hero_counts(ctx: CheckContext) -> list[int]:
    """The hero counts to check: the quest's party, clamped to the system's."""
    system = ctx.system
    smin, smax = (system.party.min, system.party.max) if system else (1, 6)
    party = ctx.quest.party
    qmin, qmax = (party.min, party.max) if party else (smin, smax)
    lo, hi = max(qmin, smin), min(qmax, smax)
    return list(range(lo, hi + 1))


def _ranges(counts: list[int]) -> str:
    out: list[str] = []
    for n in counts:
        if out and out[-1].split("–")[-1] == str(n - 1):
            out[-1] = out[-1].split("–")[0] + f"–{n}"
        else:
            out.append(str(n))
    return ", ".join(out)


@rule(
    (
        "PARTY_OUT_OF_RANGE",
        E,
        "Party size the game does not support",
        """
        What: the quest's `party` claims hero counts outside the game's own range (Massive
        Darkness 1–6 heroes, Dark Darker Darkest 2–5 survivors, Descent up to 4 heroes), or
        its minimum exceeds its maximum.
        Why: players would set the quest up with a count the game has no rules for.
        Game rule: Dark Darker Darkest digest A.0 (2–5 survivors); Massive Darkness §8.5 T6
        (scaling for 1–6 heroes); Descent §6.4 S2 (at most 4 heroes).
        """,
    ),
    needs=("party",),
)
def check_party_range(ctx: CheckContext) -> Iterator[Issue]:
    """The quest's party lies within the system's."""
    system, party = ctx.system, ctx.quest.party
    if system is None or party is None:
        return
    if party.min > party.max:
        yield ctx.issue(
            "PARTY_OUT_OF_RANGE",
            say("the party minimum {min} is above its maximum {max}", min=party.min, max=party.max),
            ("party",),
            [],
        )
        return
    bad = [
        n for n in range(party.min, party.max + 1) if not system.party.min <= n <= system.party.max
    ]
    if bad:
        yield ctx.issue(
            "PARTY_OUT_OF_RANGE",
            say(
                "the quest claims parties of {ranges}; {system} supports {min}–{max} heroes",
                ranges=_ranges(bad),
                system=system.id,
                min=system.party.min,
                max=system.party.max,
            ),
            ("party",),
            [],
            hint=say(
                "Set party to within {min}–{max}.", min=system.party.min, max=system.party.max
            ),
        )


#: a scaling check for one hero count (None: that count is fine)
Scaled = Callable[[int], Text | None]


def _never(_n: int) -> Text | None:
    return None


def _md2_loot(ctx: CheckContext) -> Scaled:
    """Loot markers needed for ``n`` heroes against those the box holds."""
    by_heroes = param_int_list(ctx.board, "lootMarkersByHeroes", ())
    ttype = ctx.system.token_types.get("loot") if ctx.system else None
    limit = ttype.limit if ttype else None
    if not by_heroes or limit is None:
        return _never
    loot = ctx.world.tokens(("loot",))
    scaled = sum(1 for t in loot if t.properties.get("scaled", True))
    fixed = len(loot) - scaled  # one marker each, whatever the party

    def at(n: int) -> Text | None:
        per = by_heroes[min(n, len(by_heroes)) - 1]
        need = per * scaled + fixed
        if need > limit:
            return say(
                "{need} loot markers needed ({per} per marked zone), the box holds {limit}",
                need=need,
                per=per,
                limit=limit,
            )
        return None

    return at


def _md2_portals(ctx: CheckContext) -> Scaled:
    """A standard portal in use for ``n`` heroes when the quest has a darkness track."""
    if not ctx.quest.setup.get("darknessTrack"):
        return _never
    portals = ctx.world.tokens(("portal",))
    if not portals:
        return _never
    standard = [
        as_int(t.properties.get("minHeroes", 1), 1) or 1
        for t in portals
        if t.properties.get("kind", "standard") == "standard"
    ]
    roaming = [
        as_int(t.properties.get("minHeroes", 1), 1) or 1
        for t in portals
        if t.properties.get("kind") == "roaming"
    ]

    def at(n: int) -> Text | None:
        if not any(least <= n for least in standard):
            return say(
                "no standard portal is in use, so Mob icons of the Darkness track spawn nothing"
            )
        if roaming and not any(least <= n for least in roaming):
            # no roaming portal at all is MD2_PORTALS' finding
            return say(
                "no roaming-monster portal is in use, so Roaming-Monster icons of the "
                "Darkness track spawn nothing"
            )
        return None

    return at


def _start_spaces(ctx: CheckContext) -> Scaled:
    """One hero per start token (Descent seats, Machina start spaces), when tokens are used."""
    world = ctx.world
    system = ctx.system
    on_cells = [
        t
        for t in world.start_types
        if system is not None and t in system.token_types and system.token_types[t].anchor == "cell"
    ]
    if not on_cells:
        return _never  # start areas or zones, not one space a hero
    cells = {t.cell for t in world.tokens(tuple(on_cells)) if t.cell in ctx.board.cells}

    def at(n: int) -> Text | None:
        if cells and len(cells) < n:
            return say_n(
                "only {cells_count} start space for one hero each",
                "only {cells_count} start spaces for one hero each",
                by="cells_count",
                cells_count=len(cells),
            )
        return None

    return at


def _descent_start(ctx: CheckContext) -> Scaled:
    """Free start spaces on or next to an activated glyph where the quest has one, else one
    hero per start space on a cell."""
    from questwright.validators.rules.descent import hero_start_spaces

    spaces = hero_start_spaces(ctx)
    seats = _start_spaces(ctx)

    def at(n: int) -> Text | None:
        if spaces is not None and len(spaces) < n:
            return say_n(
                "only {spaces_count} free start space on or next to an activated glyph",
                "only {spaces_count} free start spaces on or next to an activated glyph",
                by="spaces_count",
                spaces_count=len(spaces),
            )
        return seats(n)

    return at


#: the scaling checks, each keyed on what the system or quest declares (loot markers per
#: hero count, a darkness track with portals, activated glyphs, start spaces on cells), so
#: every system gets the ones its data calls for; each reads the quest once and answers
#: per hero count
_SCALING: tuple[Callable[[CheckContext], Scaled], ...] = (
    _md2_loot,
    _md2_portals,
    _descent_start,
)


@rule(
    (
        "PARTY_COUNT_FAILS",
        E,
        "Setup fails for some hero counts",
        """
        What: for some of the hero counts the quest claims, the setup cannot be done: Massive
        Darkness 2 needs more loot markers than the box holds (1/2/3 per marked zone for
        1–2/3–4/5–6 heroes) or has no standard portal in use (portals marked 3+ or 5+);
        Descent has fewer free start spaces next to the activated glyph (or fewer start
        tokens) than heroes; Machina has fewer start spaces than explorers. The report lists
        the failing counts.
        Why: the quest works at one table size and not at another; authors rarely test all.
        Game rule: Massive Darkness digest §8.5 T6 and §8.6 A1; Descent §6.4 S2 (one hero per
        space on or next to the activated glyph); Machina B.6 (a start space per explorer).
        """,
    ),
    # start spaces are counted by cell (tokens), walls only matter between zones
    needs=(*(ZONE_EDGES if n == "edges" else n for n in QUEST), DOOR_STATES),
)
def check_party_scaling(ctx: CheckContext) -> Iterator[Issue]:
    """Each claimed hero count, each scaling check; failing counts grouped by reason.

    Only the descent start spaces beside an activated glyph read an edge (the heroes'
    steps from the glyph's zone): without such a glyph the issues are kept across an edit
    of unit edges alone (:meth:`CheckContext.carried`)."""
    from questwright.validators.rules.descent import hero_start_spaces

    kept = ctx.carried(_PARTY_KEPT)
    found = kept[0] if kept is not None else None
    if found is None:
        found = list(_party_issues(ctx))
    # asked last: its answer is memoized for the descent rules, which ask it anyway
    ctx.keep(_PARTY_KEPT, found if hero_start_spaces(ctx) is None else None)
    yield from found


#: what :func:`check_party_scaling` keeps for the next revision (``None``: nothing, it
#: read an edge)
_PARTY_KEPT = "party.scaling"


def _party_issues(ctx: CheckContext) -> Iterator[Issue]:
    counts = hero_counts(ctx)
    for prepare in _SCALING:
        check = prepare(ctx)
        failures: dict[str, tuple[Text, list[int]]] = {}
        for n in counts:
            why = check(n)
            if why:
                failures.setdefault(str(why), (why, []))[1].append(n)
        for why, failing in failures.values():
            yield ctx.issue(
                "PARTY_COUNT_FAILS",
                say("for parties of {ranges}: {why}", ranges=_ranges(failing), why=why),
                ("party",),
                [],
                hint=say("Narrow the party range, or change the setup for those counts."),
            )
