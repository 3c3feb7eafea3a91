"""Soft-locks: keys behind their own doors, key/door cycles and objective-order deadlocks.

Each failure of the key/door fixpoint is followed back (:func:`explain`): an objective waits
for a door, the door for its key, the key for another door… When the chain comes back to a
step it already visited, the quest is soft-locked, and the report prints the loop
(``key-1 → door-a → key-2 → door-b → key-1``). Where keys are used up, a state search finds
orders of opening doors that strand the heroes (performance anchors §2.2, model B).
"""

from __future__ import annotations

from collections.abc import Iterator

from questwright.core.text import Text, say
from questwright.validators.context import CheckContext
from questwright.validators.issues import Issue, Severity
from questwright.validators.progress import (
    AFTER_NOTE,
    Chain,
    Step,
    consumed_key_search,
    explain,
)
from questwright.validators.registry import DOOR_STATES, QUEST_BY_ZONE, rule

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

_DOC_TAIL = """
Game rule: Massive Darkness digest §8.2 R5/R7 (a special door is passable only once its
condition can be met without crossing it; lever zones must not lie behind the door they
unlock); Descent §6.2 D7 (every rune key reached without passing a door of its own colour, no
cycle where key A sits behind door B while key B sits behind door A); DESIGN §5.
"""


def _loops(ctx: CheckContext) -> list[Chain]:
    """Every distinct loop found by following the failures of the fixpoint."""
    world, nav, p = ctx.world, ctx.nav, ctx.progress
    if not world.start_zones:
        return []
    board = ctx.board
    starts: list[Step] = []
    starts += [Step("objective", o.id) for o in ctx.quest.objectives if o.id not in p.objectives]
    starts += [Step("door", d) for d in sorted(board.doors) if d not in p.doors]
    starts += [Step("token", t.id) for t in world.exits if t.id not in p.tokens]
    seen: set[frozenset[tuple[str, str]]] = set()
    loops = []
    for start in starts:
        chain = explain(world, nav, p, start)
        if chain.cycle is None:
            continue
        key = frozenset((s.kind, s.id) for s in chain.loop)
        if key in seen:
            continue
        seen.add(key)
        # rotate the loop so that it starts at a door (stable, readable)
        loop = chain.loop
        first = min(
            (i for i, s in enumerate(loop) if s.kind == "door"),
            key=lambda i: loop[i].id,
            default=0,
        )
        loop = loop[first:] + loop[:first]
        loops.append(Chain(loop, 0))
    return loops


def _classify(chain: Chain) -> str:
    kinds = [s.kind for s in chain.steps]
    doors = kinds.count("door")
    if doors == 0:
        return ""  # an objective-order cycle: OBJECTIVE_ORDER_CYCLE
    if any(s.note.startswith(AFTER_NOTE) for s in chain.steps):
        return "SOFTLOCK_ORDER"
    if doors == 1:
        return "SOFTLOCK_KEY_BEHIND_DOOR"
    return "SOFTLOCK_CYCLE"


@rule(
    (
        "SOFTLOCK_KEY_BEHIND_DOOR",
        E,
        "Key behind its own door",
        """
        What: the only way to what opens a door (its key, rune key, or the objective its
        condition needs) leads through that same door. The report prints the loop, e.g.
        `door-vault → key-1 → door-vault`.
        Why: the door can never be opened and everything behind it is lost.
        """
        + _DOC_TAIL,
    ),
    (
        "SOFTLOCK_CYCLE",
        E,
        "Keys and doors that wait for each other",
        """
        What: key A lies behind door B while the key of door B lies behind door A (or a
        longer loop of the same kind). The report prints the loop key → door → key → door.
        Why: none of the doors in the loop can ever be opened.
        """
        + _DOC_TAIL,
    ),
    (
        "SOFTLOCK_ORDER",
        E,
        "Ordered objective needs what only a later one unlocks",
        """
        What: an objective can only be reached through a door that opens when a later
        objective (one that must come after it, or that depends on it) is done. The report
        prints the loop objective → door → objective.
        Why: the objectives deadlock; the quest cannot be won.
        """
        + _DOC_TAIL,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_softlocks(ctx: CheckContext) -> Iterator[Issue]:
    """Loops in the chain of what waits for what."""
    for chain in _loops(ctx):
        code = _classify(chain)
        if not code:
            continue
        loop = chain.steps
        text = chain.text()
        door = next(s.id for s in loop if s.kind == "door")
        refs = [s.id for s in loop]
        if code == "SOFTLOCK_KEY_BEHIND_DOOR":
            need = next((s for s in loop if s.kind != "door"), None)
            # a kind and an id are data, not words to translate
            what: str | Text = f"{need.kind} {need.id!r}" if need else say("what opens it")
            message = say(
                "soft-lock: {what} can only be reached through door {door!r}, which it opens "
                "({chain})",
                what=what,
                door=door,
                chain=text,
            )
        elif code == "SOFTLOCK_CYCLE":
            message = say(
                "soft-lock: keys and doors wait for each other in a loop ({chain})", chain=text
            )
        else:
            message = say(
                "soft-lock: objectives and doors wait for each other in a loop ({chain})",
                chain=text,
            )
        yield ctx.issue(
            code,
            message,
            ctx.door_path(door),
            refs,
            hint=say("Move a key (or lever) out of the loop, or open another way in."),
        )


#: zone visits (door sets searched × zones on the board) the consumed-key search may spend:
#: about a second and a hundred MB; a larger board gets fewer door sets
CONSUMED_KEY_WORK = 100_000


def _state_budget(ctx: CheckContext) -> int:
    return max(16, min(20_000, CONSUMED_KEY_WORK // (len(ctx.board.zones) + 1)))


@rule(
    (
        "SOFTLOCK_CONSUMED_KEYS",
        E,
        "Opening doors in some order strands the heroes",
        """
        What: where keys are used up (quest or system parameter `keysConsumed`, or
        `x-consumed` on a lock), some order of spending keys on doors leaves the heroes unable
        to complete every objective even though another order wins. The report gives one such
        order. Found by a search over the sets of doors opened (see SOFTLOCK_UNDECIDED for
        its bound).
        Why: players who open the doors in that order are stuck without knowing it.
        Game rule: generic keys that are spent (performance anchors §2.2 model B); Machina
        Arcana and house rules with single-use keys.
        """,
    ),
    (
        "SOFTLOCK_UNDECIDED",
        W,
        "Consumed-key search gave up",
        """
        What: the search for orders of spending keys that strand the heroes
        (SOFTLOCK_CONSUMED_KEYS) stopped at its bound before it saw every set of opened
        doors, so soft-locks may remain. The bound: at most 14 consumable doors, and at most
        100,000 zone visits (sets of opened doors times the board's zones, between 16 and
        20,000 sets), which keeps the search near a second and its memory small on any board.
        Why: validation must finish on every file; the number of door sets doubles with each
        consumable door.
        Game rule: generic keys that are spent (performance anchors §2.2 model B).
        """,
    ),
    needs=(*QUEST_BY_ZONE, DOOR_STATES),
)
def check_consumed_keys(ctx: CheckContext) -> Iterator[Issue]:
    """State search over opened consumable doors."""
    world = ctx.world
    if not world.start_zones:
        return
    result = consumed_key_search(world, ctx.nav, max_states=_state_budget(ctx))
    if result is None:
        return
    if result.dead:
        state = result.dead[0]
        order = result.paths.get(state, sorted(state))
        shown = " → ".join(order) if order else "(no door opened)"
        yield ctx.issue(
            "SOFTLOCK_CONSUMED_KEYS",
            say(
                "soft-lock: spending keys on {shown} leaves too few keys to finish the quest ({n_dead} of {states} reachable key states are dead ends)",
                shown=shown,
                n_dead=len(result.dead),
                states=result.states,
            ),
            ctx.door_path(order[-1] if order else result.doors[0]),
            [*order, *result.doors],
            hint=say("Add a key, or make the side doors open without one."),
        )
    elif result.keys_short:
        # no order wins: the same soft-lock from the first key spent (the doors the
        # objectives need want more keys than the heroes can find)
        yield ctx.issue(
            "SOFTLOCK_CONSUMED_KEYS",
            say(
                "soft-lock: no order of spending keys finishes the quest: the keys the heroes can find open too few of the doors {names} (none of {states} reachable key states completes every objective, which every door open would)",
                names=", ".join(result.doors),
                states=result.states,
            ),
            ctx.door_path(result.doors[0]),
            list(result.doors),
            hint=say("Add a key, or make the side doors open without one."),
        )
    elif not result.exhaustive:
        yield ctx.issue(
            "SOFTLOCK_UNDECIDED",
            say(
                "the consumed-key search stopped after {states} states ({n_doors} consumable doors); soft-locks may remain",
                states=result.states,
                n_doors=len(result.doors),
            ),
            ctx.door_path(result.doors[0]),
            list(result.doors),
        )
