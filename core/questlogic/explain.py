"""What an exploration of the quest tells an author, as findings with the chain that leads there.

Each :class:`Finding` names what goes wrong, the objective, enemy or triggers involved, and
the *chain*: the shortest order of actions from the start that shows it, with the triggers
each action fires (``pickup relic [trg-collapse]``). The validators turn findings into issues
(``validators/rules/quest_time.py``); the kinds are:

* ``target-removed`` — in every order, an earlier effect removes, destroys or cuts off what an
  objective needs (its target, the way there, the exit), so it can never be done;
* ``target-trap`` — some order does that (a hero's action springs it), other orders win;
* ``objective-never`` — an objective no order completes, for another reason (a trigger it
  waits for never fires, the items it needs never come together…);
* ``spawn-never`` — a kill or escort target only a trigger creates, and no order fires it;
* ``dormant-forever`` — a dormant enemy that nothing in any order wakes;
* ``order-dependent`` — two triggers whose outcome depends on which fires first;
* ``unwinnable`` — no order wins, ignoring enemies and dice (the summary);
* ``undecided`` — the walk hit its bound before it could tell.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations

from questwright.core.questlogic.model import Action, ObjectiveSpec, QuestModel
from questwright.core.questlogic.search import Edge, Exploration
from questwright.core.questlogic.state import QState, left_out
from questwright.core.text import Joined, Text, say, say_n

__all__ = ["PAIRS", "Finding", "chain_text", "findings"]

#: pairs of actions compared for order effects (issue #29: a state with thousands of
#: actions has millions of pairs); past it the rest is reported as not explored
PAIRS = 50_000
#: frontier states asked which actions they allow, to name what was not explored
_FRONTIER_ASKED = 64

#: facts that record what triggers did (compared when two orders are checked)
_LOGIC_FACTS = ("fired:", "done:", "killed:", "destroyed:", "lost:", "spawned:", "woken:")


@dataclass
class Finding:
    kind: str
    subject: str
    message: str
    refs: tuple[str, ...] = ()
    chain: tuple[str, ...] = ()
    #: the trigger or effect that does the damage, when there is one
    cause: str | None = None
    extra: dict[str, str] = field(default_factory=dict)
    #: the message as a translatable text (``message`` is its English)
    text: Text | None = None


def edge_text(edge: Edge) -> str:
    fired = edge.step.fired
    return f"{edge.action}" + (f" [{', '.join(fired)}]" if fired else "")


def chain_text(edges: list[Edge]) -> str:
    return " → ".join(edge_text(e) for e in edges) if edges else "at the start"


class _Analysis:
    def __init__(self, ex: Exploration) -> None:
        self.ex = ex
        self.model: QuestModel = ex.model
        self._doable: dict[str, set[int]] = {}
        #: per region: the enter-zone listeners a hero sets off on stepping into it
        self._arrival: dict[int, frozenset[str]] = {}
        #: order effects were compared for only some pairs (see :data:`PAIRS`)
        self.pairs_cut = False

    # ------------------------------------------------------------------ helpers
    def doable(self, obj: str) -> set[int]:
        """States from which some order completes ``obj``."""
        found = self._doable.get(obj)
        if found is None:
            fact = f"done:{obj}"
            found = self._doable[obj] = self.ex.can_reach(lambda s: fact in s.facts)
        return found

    def available(self, s: QState, obj: ObjectiveSpec) -> bool:
        return f"done:{obj.id}" not in s.facts and all(f"done:{a}" in s.facts for a in obj.after)

    def first_change(
        self, path: list[Edge], bad: Callable[[QState], bool]
    ) -> tuple[int, Edge] | None:
        """The first edge of ``path`` after which ``bad`` holds (and did not before)."""
        states = self.ex.states
        for index, edge in enumerate(path):
            if bad(states[edge.target]) and not bad(states[edge.source]):
                return index, edge
        return None

    # ------------------------------------------------------------------ why not
    def why_not(self, s: QState, obj: ObjectiveSpec) -> tuple[str, Text, Callable[[QState], bool]]:
        """(category, reason, predicate that became true when it went wrong) for an
        objective that cannot be done from ``s``. Categories: removed, cut-off, spawn,
        other."""
        model = self.model
        regions = model.regions
        removed = s.removed
        reach = s.reach
        stepper = self.ex.stepper
        if stepper.heroes_gone(s):
            gone = next(m[5:] for m in stepper.leaving if m in s.facts)
            return (
                "cut-off",
                say("every hero has left by the exit ({objective})", objective=gone),
                stepper.heroes_gone,
            )
        if obj.kind in ("pickup", "collect"):
            for t in obj.targets:
                if f"picked:{t}" in s.facts:
                    continue
                if f"lost:{t}" in s.facts:
                    return (
                        "removed",
                        say("token {token} is lost with the zone it lay in", token=t),
                        (lambda st, t=t: f"lost:{t}" in st.facts),
                    )
                where = obj.target_regions.get(t, frozenset())
                if where and not where & reach:
                    return (
                        "cut-off",
                        say("token {token} can no longer be reached", token=t),
                        (lambda st, w=where: not w & st.reach),
                    )
        if (
            obj.hidden
            and all(f"revealed:{t}" not in s.facts for t in obj.hidden)
            and all(t in obj.hidden for t in obj.targets)
        ):
            face_down = sorted(obj.hidden)
            return (
                "other",
                say(
                    "{tokens} lies face down and is never revealed",
                    tokens=", ".join(face_down),
                ),
                (lambda st, h=face_down: all(f"revealed:{t}" not in st.facts for t in h)),
            )
        if obj.kind in ("reach", "escape", "hold") or (obj.kind == "activate" and obj.positional):
            where = obj.regions
            label = self._label(obj)
            if where and where <= removed:
                return (
                    "removed",
                    say("{what} is removed", what=label),
                    (lambda st, w=where: w <= st.removed),
                )
            if where and not where & reach:
                return (
                    "cut-off",
                    say("{what} can no longer be reached", what=label),
                    (lambda st, w=where: not w & st.reach),
                )
            if (
                obj.kind in ("escape", "hold")
                and obj.props.get("heroes") == "all"
                and left_out(s, where)
            ):
                return (
                    "cut-off",
                    say("a hero is cut off from {what}", what=label),
                    (lambda st, w=where: left_out(st, w)),
                )
            carrying = [str(k) for k in obj.props.get("carrying") or []]
            if carrying:
                return (
                    "cut-off",
                    (
                        say(
                            "the {items} the heroes must carry cannot be brought to {what}",
                            items=", ".join(carrying),
                            what=label,
                        )
                    ),
                    (lambda st, o=obj, k=carrying: self._stranded(st, o, k)),
                )
        if obj.kind == "open":
            for t in obj.targets:
                sides = regions.sides.get(t, frozenset())
                if f"door:{t}" in s.gates:
                    continue
                if sides and sides <= removed:
                    return (
                        "removed",
                        say("door {door} is removed", door=t),
                        (lambda st, w=sides: w <= st.removed),
                    )
                unlockers = [
                    spec.id
                    for spec in model.triggers
                    if any(
                        e.kind in ("unlock", "open-door") and e.target == t for e in spec.effects
                    )
                ]
                fired = self.ex.fired_anywhere()
                if unlockers:
                    why = Joined(tuple(self.trigger_blocker(u, fired) for u in unlockers), "; ")
                    return (
                        "other",
                        say("door {door} is never unlocked ({why})", door=t, why=why),
                        (lambda st: False),
                    )
                return (
                    "other",
                    say("door {door} never opens: its lock is never satisfied", door=t),
                    (lambda st: False),
                )
        if obj.kind == "kill":
            for t in obj.targets:
                if f"killed:{t}" in s.facts:
                    continue
                foes = [f for f in s.foes if t in self.ex.stepper._aliases(f[0])]
                enemies = model.enemy_named(t)
                if not foes and enemies and not any(e.at_setup for e in enemies):
                    triggers = sorted({trig for e in enemies for trig in e.spawned_by})
                    return (
                        "spawn",
                        say(
                            "{enemy} is never spawned (by {triggers})",
                            enemy=t,
                            triggers=", ".join(triggers),
                        ),
                        (lambda st, t=t: False),
                    )
                for foe in foes:
                    if "i" in foe[2]:
                        return (
                            "other",
                            say("{enemy} cannot be harmed (invulnerable)", enemy=t),
                            (lambda st: False),
                        )
                    spec = model.enemies.get(foe[0])
                    if "d" in foe[2] and spec is not None and spec.inert_asleep:
                        return (
                            "other",
                            say(
                                "{enemy} sleeps until a door opens into its room, and none does",
                                enemy=t,
                            ),
                            (lambda st: False),
                        )
                    where = self.ex.stepper.foe_regions(s, foe)
                    if not where & reach:
                        return (
                            "cut-off",
                            say("{what} can no longer be reached", what=t),
                            (lambda st, f=foe: not self.ex.stepper.foe_regions(st, f) & st.reach),
                        )
        if obj.kind in ("destroy", "activate"):
            for t in obj.targets:
                where = obj.target_regions.get(t, frozenset())
                if where and where <= removed and f"destroyed:{t}" not in s.facts:
                    return (
                        "removed",
                        say("{what} is removed", what=t),
                        (lambda st, w=where: w <= st.removed),
                    )
                if where and not where & reach:
                    return (
                        "cut-off",
                        say("{what} can no longer be reached", what=t),
                        (lambda st, w=where: not w & st.reach),
                    )
        return (
            "other",
            say("no order of the heroes' actions completes it"),
            (lambda st: False),
        )

    def _stranded(self, s: QState, obj: ObjectiveSpec, kinds: list[str]) -> bool:
        """Every carried item of ``kinds`` exists, yet none can be brought to the target."""
        have = {k for _n, ks, _m in s.items for k in ks}
        if not all(k in have for k in kinds):
            return False
        return not self.ex.stepper._positional_ready(s, obj)

    def _label(self, obj: ObjectiveSpec) -> str | Text:
        if obj.kind == "escape":
            return say("the exit") if obj.targets else say("its zone")
        targets = [t for t in obj.targets if t]
        return f"{targets[0]}" if targets else say("its zone")

    # ------------------------------------------------------------------ findings
    def objectives(self) -> list[Finding]:
        """Objectives no order completes, and traps that make one impossible."""
        ex, model = self.ex, self.model
        out: list[Finding] = []
        if not ex.exhaustive and not ex.wins:
            return out
        if ex.wins:
            # some order wins (a trigger may win before every objective is done): only
            # traps can still go wrong
            return self.traps(set())
        never_done = []
        for obj in model.objectives:
            if not ex.starts or ex.starts[0] not in self.doable(obj.id):
                never_done.append(obj)
        for obj in never_done:
            # the earliest state in which the objective is available (or the start)
            states = [i for i, s in enumerate(ex.states) if self.available(s, obj)]
            if not states:
                continue  # an earlier objective never completes: reported for that one
            i = states[0]
            s = ex.states[i]
            category, reason, bad = self.why_not(s, obj)
            path = ex.path(i)
            change = self.first_change(path, bad)
            chain = path[: change[0] + 1] if change else path
            cause = None
            if change is not None:
                fired = change[1].step.fired
                cause = _culprit(change[1]) or (fired[-1] if fired else None)
            setup = ex.start_steps[0] if ex.start_steps else None
            at_start = (
                change is None
                and setup is not None
                and bool(setup.losses)
                and bad(ex.states[ex.starts[0]])
            )
            if category in ("removed", "cut-off") and (change is not None or at_start):
                kind = "target-removed"
                if change is not None:
                    when = say(
                        "once {action} (chain: {chain})",
                        action=_by(change[1]),
                        chain=chain_text(chain),
                    )
                else:
                    trig, effect, what = setup.losses[0]  # type: ignore[union-attr]
                    cause = trig
                    when = say(
                        "at the start (trigger {trigger!r}: {effect} {target})",
                        trigger=trig,
                        effect=effect,
                        target=what,
                    )
                text = say(
                    "objective {id!r} can never be done: {reason} {when}",
                    id=obj.id,
                    reason=reason,
                    when=when,
                )
            elif category == "spawn":
                continue  # reported as spawn-never
            else:
                kind = "objective-never"
                text = (
                    say(
                        "objective {id!r} can never be done in any order: {reason} (chain: "
                        "{chain})",
                        id=obj.id,
                        reason=reason,
                        chain=chain_text(chain),
                    )
                    if chain
                    else say(
                        "objective {id!r} can never be done in any order: {reason}",
                        id=obj.id,
                        reason=reason,
                    )
                )
            refs = (obj.id, *([cause] if cause else []), *obj.targets)
            out.append(
                Finding(
                    kind,
                    obj.id,
                    str(text),
                    refs,
                    tuple(edge_text(e) for e in chain),
                    cause,
                    text=text,
                )
            )
        return out

    def traps(self, skip: set[str]) -> list[Finding]:
        """Hero actions after which the quest can no longer be won, though it could before."""
        ex, model = self.ex, self.model
        if not ex.wins:
            return []
        alive = ex.can_reach(lambda s: s.outcome == "win")
        seen: set[tuple[str, str]] = set()
        out = []
        for edge in ex.edges:
            if not edge.action.by_hero or edge.source not in alive or edge.target in alive:
                continue
            target = ex.states[edge.target]
            if target.outcome:
                continue  # a loss written by the author (a lose effect, a collapse)
            for obj in model.objectives:
                if obj.id in skip or f"done:{obj.id}" in target.facts:
                    continue
                if edge.source not in self.doable(obj.id) or edge.target in self.doable(obj.id):
                    continue
                category, reason, _bad = self.why_not(target, obj)
                key = (obj.id, edge.step.fired[-1] if edge.step.fired else str(edge.action))
                if key in seen:
                    break
                seen.add(key)
                chain = [*ex.path(edge.source), edge]
                cause = _culprit(edge)
                what = reason if category != "other" else say("it can no longer be completed")
                text = say(
                    "objective {id!r} can be lost: {what} if the heroes {action} (chain: "
                    "{chain}); other orders still win",
                    id=obj.id,
                    what=what,
                    action=_by(edge),
                    chain=chain_text(chain),
                )
                out.append(
                    Finding(
                        "target-trap",
                        obj.id,
                        str(text),
                        (obj.id, *([cause] if cause else []), edge.action.subject),
                        tuple(edge_text(e) for e in chain),
                        cause,
                        text=text,
                    )
                )
                break
        return out

    def spawns(self) -> list[Finding]:
        """Kill targets that only triggers create, when no order fires them."""
        ex, model = self.ex, self.model
        if not ex.exhaustive:
            return []
        facts = ex.facts_anywhere()
        fired = ex.fired_anywhere()
        out = []
        for obj in model.objectives:
            if obj.kind != "kill":
                continue
            for t in obj.targets:
                enemies = model.enemy_named(t)
                if not enemies or any(e.at_setup for e in enemies):
                    continue
                if any(f"spawned:{e.name}" in facts for e in enemies):
                    continue
                triggers = sorted({trig for e in enemies for trig in e.spawned_by})
                reasons = [self.trigger_blocker(trig, fired) for trig in triggers]
                text = say(
                    "objective {id!r}: {enemy} appears only when {triggers} fires, and no "
                    "order of play fires it ({why})",
                    id=obj.id,
                    enemy=t,
                    triggers=Joined(
                        tuple(say("trigger {trigger!r}", trigger=x) for x in triggers),
                        " or ",
                    ),
                    why=Joined(tuple(reasons), "; "),
                )
                out.append(Finding("spawn-never", t, str(text), (obj.id, t, *triggers), text=text))
        return out

    def trigger_blocker(self, trigger_id: str, fired: set[str]) -> Text:
        """Why a trigger never fires, in a few words."""
        spec = self.model.trigger(trigger_id)
        if spec is None:
            return say("{trigger} does not exist", trigger=trigger_id)
        if trigger_id in fired:
            return say("{trigger} fires, but its spawn finds no place", trigger=trigger_id)
        event = (
            say("{event} of {target}", event=spec.event, target=spec.target)
            if spec.target
            else spec.event
        )
        listened = [a for a in self.model.actions if _hears(self.model, a, spec)]
        taken = {e.action.index for e in self.ex.edges}
        if (listened and any(a.index in taken for a in listened)) or spec.event in (
            "round-start",
            "round-end",
        ):
            return say(
                "{trigger}'s conditions never hold when {event} happens",
                trigger=trigger_id,
                event=event,
            )
        return say("{event} never happens", event=event)

    def dormant(self) -> list[Finding]:
        ex = self.ex
        if not ex.exhaustive:
            return []
        dormant: dict[str, bool] = {}
        for s in ex.states:
            for name, _home, flags in s.foes:
                if "d" in flags:
                    dormant.setdefault(name, False)
                else:
                    dormant[name] = True
        out = []
        for name, woken in sorted(dormant.items()):
            if woken or any(f"woken:{name}" in s.facts for s in ex.states):
                continue
            text = (
                say(
                    "dormant enemy {name!r} never wakes: no wake effect that can fire names "
                    "it, and no door is ever opened into its chamber",
                    name=name,
                )
                if self.model.roles.wake_on_reveal
                else say(
                    "dormant enemy {name!r} never wakes: no wake effect that can fire names it",
                    name=name,
                )
            )
            out.append(Finding("dormant-forever", name, str(text), (name,), text=text))
        return out

    def _authored(self, triggers: list[str], actions: tuple[Action, Action]) -> bool:
        """The author asked for an order: a trigger's condition names another one of the
        pair (``fired``) or what the other action is about (``picked``, ``done``…)."""
        ids = set(triggers) | {a.subject for a in actions}
        for trigger_id in triggers:
            spec = self.model.trigger(trigger_id)
            if spec is not None and _mentions(spec.conditions, ids - {trigger_id}):
                return True
        return False

    def _entered_first(self, enter: Action, other: Action, reach: frozenset[int]) -> bool:
        """Whether ``enter`` always comes before ``other``: the model lets the heroes take an
        ``enter`` step whenever its region is reachable, but in play a hero sets off, on
        first stepping into a region, every ``enter-zone`` listener that all its zones
        share (a tile's: Q10's stage spawns). When each region where ``other`` can be taken
        (of ``reach``, the regions the heroes can get to) sets off all that ``enter`` does,
        ``other`` cannot go first. A region the heroes start in sets off nothing."""
        if enter.kind != "enter":
            return False
        regions = other.regions & reach
        if not regions:
            return False
        wanted = self._heard(enter.subject)
        return bool(wanted) and all(wanted <= self._on_arrival(r) for r in regions)

    def _heard(self, zone: str) -> frozenset[str]:
        """The ``enter-zone`` listeners a hero stepping into ``zone`` sets off."""
        names = self.model.refs.zone_names.get(zone, (zone,))
        specs = self.model.listeners.get("enter-zone", [])
        return frozenset(s.id for s in specs if s.target is None or s.target in names)

    def _on_arrival(self, region: int) -> frozenset[str]:
        """The ``enter-zone`` listeners every zone of ``region`` sets off (cached)."""
        cache = self._arrival
        if region not in cache:
            if region in self.model.start:
                cache[region] = frozenset()
            else:
                zones = [z for z, r in self.model.regions.region_of.items() if r == region]
                heard = [self._heard(z) for z in zones]
                cache[region] = frozenset.intersection(*heard) if heard else frozenset()
        return cache[region]

    def order(self) -> list[Finding]:
        """Pairs of actions whose triggers end differently depending on which goes first."""
        ex = self.ex
        table: dict[tuple[int, int], list[Edge]] = {}
        for e in ex.edges:
            table.setdefault((e.source, e.action.index), []).append(e)
        seen: set[frozenset[str]] = set()
        out: list[Finding] = []
        sources: dict[int, list[int]] = {}
        for src, a in table:
            sources.setdefault(src, []).append(a)
        compared = 0
        for i, acts in sorted(sources.items()):
            if self.pairs_cut:
                break
            for a, b in combinations(sorted(acts), 2):
                compared += 1
                if compared > PAIRS:
                    self.pairs_cut = True
                    break
                ea, eb = table[(i, a)], table[(i, b)]
                if len(ea) != 1 or len(eb) != 1:
                    continue
                if not (ea[0].action.by_hero and eb[0].action.by_hero):
                    continue  # against the clock: when a round ends is the quest's design
                reach = ex.states[i].reach
                if self._entered_first(ea[0].action, eb[0].action, reach) or (
                    self._entered_first(eb[0].action, ea[0].action, reach)
                ):
                    continue
                eab = table.get((ea[0].target, b))
                eba = table.get((eb[0].target, a))
                if not eab or not eba or len(eab) != 1 or len(eba) != 1:
                    continue
                first = [*ea[0].step.fired, *eab[0].step.fired]
                second = [*eb[0].step.fired, *eba[0].step.fired]
                if not first and not second:
                    continue
                sab, sba = ex.states[eab[0].target], ex.states[eba[0].target]
                diff = _logic_diff(sab, sba)
                if not diff.parts:
                    continue
                involved = sorted(set(first) | set(second))
                if self._authored(involved, (ea[0].action, eb[0].action)):
                    continue
                key = frozenset(involved)
                if key in seen:
                    continue
                seen.add(key)
                path = ex.path(i)
                action_a, action_b = ea[0].action, eb[0].action
                values = {
                    "a": str(action_a),
                    "b": str(action_b),
                    "first": _order_text(first),
                    "second": _order_text(second),
                    "diff": diff,
                }
                text = (
                    say(
                        "the outcome depends on the order of {a} and {b}: {first} one way, "
                        "{second} the other; {diff} (after: {chain})",
                        chain=chain_text(path),
                        **values,
                    )
                    if path
                    else say(
                        "the outcome depends on the order of {a} and {b}: {first} one way, "
                        "{second} the other; {diff}",
                        **values,
                    )
                )
                out.append(
                    Finding(
                        "order-dependent",
                        involved[0] if involved else str(action_a),
                        str(text),
                        (*tuple(involved), action_a.subject, action_b.subject),
                        tuple(edge_text(e) for e in path),
                        text=text,
                    )
                )
        return out


def _mentions(conditions: tuple[object, ...], ids: set[str]) -> bool:
    for cond in conditions:
        for key in ("fired", "done", "picked", "killed", "destroyed"):
            if ids & set(getattr(cond, key, ()) or ()):
                return True
    return False


def _hears(model: QuestModel, action: Action, spec: object) -> bool:
    event = getattr(spec, "event", "")
    kinds = {
        "pickup": ("pickup", "item-gained"),
        "enter": ("enter-zone",),
        "cross": ("cross-edge",),
        "open": ("door-opened", "chamber-revealed"),
        "destroy": ("object-destroyed",),
        "kill": ("enemy-killed",),
        "activate": ("activated",),
        "complete": ("objective-complete",),
        "round": ("round-start", "round-end", "hero-round-start"),
        "enemy-enters": ("enemy-enters-zone",),
        "happen": (action.subject.partition("|")[0],),
    }
    return event in kinds.get(action.kind, ())


def _culprit(edge: Edge) -> str | None:
    losses = edge.step.losses
    return losses[0][0] if losses else None


def _by(edge: Edge) -> str | Text:
    losses = edge.step.losses
    if losses:
        trig, kind, target = losses[0]
        return say(
            "{action} (trigger {trigger!r}: {effect} {target})",
            action=str(edge.action),
            trigger=trig,
            effect=kind,
            target=target,
        )
    if edge.step.fired:
        return say(
            "{action} (fires {triggers})",
            action=str(edge.action),
            triggers=", ".join(edge.step.fired),
        )
    return str(edge.action)


def _order_text(fired: list[str]) -> Text:
    if fired:
        return say("fires {triggers}", triggers=", ".join(fired))
    return say("fires nothing")


def _logic_diff(a: QState, b: QState) -> Joined:
    """What differs between two states in what the quest's triggers did (empty: nothing)."""
    parts: list[Text] = []
    fa = {f for f in a.facts if f.startswith(_LOGIC_FACTS)}
    fb = {f for f in b.facts if f.startswith(_LOGIC_FACTS)}
    only_a, only_b = sorted(fa - fb), sorted(fb - fa)
    if only_a or only_b:
        nothing = say("nothing more")
        parts.append(
            say(
                "one way ends with {a}, the other with {b}",
                a=", ".join(only_a) or nothing,
                b=", ".join(only_b) or nothing,
            )
        )
    if a.gates != b.gates:
        parts.append(say("gates differ: {gates}", gates=", ".join(sorted(a.gates ^ b.gates))))
    if a.removed != b.removed:
        parts.append(say("different zones are removed"))
    if a.counters != b.counters:
        parts.append(say("counters end at different values"))
    if {(f[0], f[2]) for f in a.foes} != {(f[0], f[2]) for f in b.foes}:
        parts.append(say("enemies end in different states"))
    if a.outcome != b.outcome:
        goes_on = say("goes on")
        parts.append(
            say(
                "one way {a}, the other {b}",
                a=a.outcome or goes_on,
                b=b.outcome or goes_on,
            )
        )
    return Joined(tuple(parts), "; ")


def _not_explored(ex: Exploration) -> Text:
    """What a walk stopped by its work did not explore: the objectives no explored state
    completes, and actions found but never tried."""
    model = ex.model
    done = ex.facts_anywhere()
    open_objectives = [o.id for o in model.objectives if f"done:{o.id}" not in done]
    tried = {e.action.index for e in ex.edges}
    untried: dict[int, Action] = {}
    stepper = ex.stepper
    stepper.work_limit = None  # no limit: asking which actions a state allows fires no trigger
    for i in ex.frontier[:_FRONTIER_ASKED]:
        for action in stepper.enabled(ex.states[i]):
            if action.index not in tried:
                untried.setdefault(action.index, action)
    names = [str(a) for _i, a in sorted(untried.items())]
    shown = ", ".join(names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6 else "")
    if open_objectives and names:
        return say(
            "objectives {objectives} were not reached and actions {actions} were never tried",
            objectives=", ".join(open_objectives),
            actions=shown,
        )
    if open_objectives:
        return say(
            "objectives {objectives} were not reached", objectives=", ".join(open_objectives)
        )
    if names:
        return say("actions {actions} were never tried", actions=shown)
    return say_n(
        "{count} state was found but not followed",
        "{count} states were found but not followed",
        count=len(ex.frontier),
    )


def findings(ex: Exploration) -> list[Finding]:
    """Every finding of an exploration (see the module docstring)."""
    analysis = _Analysis(ex)
    out: list[Finding] = []
    win = ex.winnable()
    if ex.over_budget:
        verdict = (
            say("it can be won in some order; traps and order effects beyond it are unknown")
            if win
            else say("whether it can be won is unknown")
        )
        text = say(
            "the quest logic was not fully explored ({stopped}): {verdict}; not explored: {what}",
            stopped=ex.stopped,
            verdict=verdict,
            what=_not_explored(ex),
        )
        out.append(Finding("undecided", "", str(text), text=text))
    elif not ex.exhaustive:
        verdict_text = (
            say(
                "it can be won in some order, but traps and order effects beyond the bound "
                "are undecided"
            )
            if win
            else say("whether it can be won is undecided within the bound")
        )
        text = say(
            "the quest logic was explored only in part ({stopped}): {verdict}",
            stopped=ex.stopped,
            verdict=verdict_text,
        )
        out.append(Finding("undecided", "", str(text), text=text))
    out += analysis.objectives()
    out += analysis.spawns()
    out += analysis.dormant()
    out += analysis.order()
    if analysis.pairs_cut:
        text = say(
            "the quest logic was not fully explored: order effects were compared for the "
            "first {pairs} pairs of actions only",
            pairs=f"{PAIRS:,}",
        )
        out.append(Finding("undecided", "", str(text), text=text))
    if win is False:
        why: str | Text = next(
            (
                f.text or f.message
                for f in out
                if f.kind in ("target-removed", "objective-never", "spawn-never")
            ),
            say("no order of the heroes' actions completes every objective"),
        )
        text = say(
            "the quest cannot be won in any order, even ignoring enemies and dice: {why}",
            why=why,
        )
        out.append(Finding("unwinnable", "", str(text), text=text))
    return out
