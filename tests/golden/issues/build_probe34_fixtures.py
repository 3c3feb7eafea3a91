"""Write the sixth round of issue #29 probes: bundled quests with one change each.

Run from the project root::

    python tests/golden/issues/build_probe34_fixtures.py           # write them
    python tests/golden/issues/build_probe34_fixtures.py --check   # exit 1 if stale
    python tests/golden/issues/build_probe34_fixtures.py --score   # found/total by game
    python tests/golden/issues/build_probe34_fixtures.py --score --open  # with the open ones

A sixth pass, written the way the hidden suite of issue #29 is (one change to a bundled
quest: a defect a rulebook states, or a clean near miss beside it), weighted by family over
the five games rather than by game: time kept by the quest's own clocks (counters stepped
every other round, counters counting up, tile counters, a hero's own round start), each hero
(triggers and doors that only some party sizes open, escape routes cut behind the hero who
fired the cut), and the engine's view (what the model calls winnable). Same layout and
scoring as ``build_probe_fixtures.py`` (``probe-<family>-<game>-<what>``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_probe_fixtures as bp  # noqa: E402
from build_probe_fixtures import (  # noqa: E402
    Json,
    add_trigger,
    objective,
    token,
    trigger,
)

PROBES: list[bp.Probe] = []
#: probes no check finds yet (see /work/notes and docs/dev/digest-rules.md): scored with
#: ``--score --open``, never written as fixtures
OPEN: list[bp.Probe] = []

probe = bp.registrar(PROBES)


def _countdown(
    unless: str,
    *,
    start: int,
    step: int = -1,
    threshold: int = 0,
    event: str = "round-end",
    when: Json | None = None,
) -> Callable[[Json], None]:
    """A quest counter stepped by ``step`` at each ``event`` (``when``: the round
    conditions), lost when it reaches ``threshold`` unless ``unless`` is done."""

    def change(doc: Json) -> None:
        doc["counters"] = [
            {
                "id": "clock",
                "scope": "quest",
                "start": start,
                "threshold": threshold,
                "text": "The clock.",
            }
        ]
        step_trg: Json = {
            "id": "trg-tick",
            "on": {"event": event},
            "once": False,
            "effects": [{"kind": "counter", "target": "clock", "value": step}],
        }
        if when:
            step_trg["if"] = [when]
        add_trigger(doc, step_trg)
        add_trigger(
            doc,
            {
                "id": "trg-out-of-time",
                "on": {"event": "counter-reached", "target": "clock"},
                "if": [{"done": [unless], "not": True}],
                "effects": [{"kind": "lose", "text": "Out of time."}],
            },
        )

    return change


# =========================================================================== time (T)
# sentry-and-back (sentrys-crossing): the hero who steps through door-4 (4 zones out) walks 4
# back to the exit: 8 zones, round 2 at 6 a round (earlier rounds: build_probe_fixtures.py)

# a countdown of 1 stepped every second round from round 1 (rounds 1, 3, 5 ...) runs out
# when round 1 ends; from round 2 (rounds 2, 4 ...) when round 2 ends: exactly long enough
probe("QL_TOO_LATE", "T", "sc", "countdown-every-2nd-round-from-1")(
    _countdown("obj-out", start=1, when={"roundEvery": 2, "roundMin": 1})
)
probe("QL_TOO_LATE", "T", "sc", "countdown-every-2nd-round-from-2", defect=False)(
    _countdown("obj-out", start=1, when={"roundEvery": 2, "roundMin": 2})
)
# a countdown that starts only from round 3 (roundMin) with 1 left: out at round 3's end
probe("QL_TOO_LATE", "T", "sc", "countdown-from-round-3", defect=False)(
    _countdown("obj-out", start=1, when={"roundMin": 3})
)
# a countdown stepped only until round 1 (roundMax) never runs out after: 2 left, one step
probe("QL_TOO_LATE", "T", "sc", "countdown-stops-after-round-1", defect=False)(
    _countdown("obj-out", start=2, when={"roundMax": 1})
)
# ... stepped until round 2: 2 steps, out when round 2 ends: exactly long enough
probe("QL_TOO_LATE", "T", "sc", "countdown-stops-after-round-2", defect=False)(
    _countdown("obj-out", start=2, when={"roundMax": 2})
)
# stepped by 2 from 3: 3 -> 1 -> -1 never equals 0: never runs out (a different defect:
# TRIGGER_NEVER); by 2 from 4: out when round 2 ends (exactly long enough); by 3 from 3: out
# when round 1 ends
probe("QL_TOO_LATE", "T", "sc", "countdown-by-two-from-4", defect=False)(
    _countdown("obj-out", start=4, step=-2)
)
probe("QL_TOO_LATE", "T", "sc", "countdown-by-three-from-3")(
    _countdown("obj-out", start=3, step=-3)
)

# a hero's own round start (md1's hero-round-start) in round 2 comes before anyone acts in
# round 2: the escape must be done in round 1
probe("QL_TOO_LATE", "T", "sc", "hero-round-start-2")(
    lambda doc: add_trigger(
        doc,
        {
            "id": "trg-late",
            "on": {"event": "hero-round-start", "round": 2},
            "if": [{"done": ["obj-out"], "not": True}],
            "effects": [{"kind": "lose", "text": "The crossing floods."}],
        },
    )
)
probe("QL_TOO_LATE", "T", "sc", "hero-round-start-3", defect=False)(
    lambda doc: add_trigger(
        doc,
        {
            "id": "trg-late",
            "on": {"event": "hero-round-start", "round": 3},
            "if": [{"done": ["obj-out"], "not": True}],
            "effects": [{"kind": "lose", "text": "The crossing floods."}],
        },
    )
)

# cinder-span: shard 2 is 13 zones out, its carrier 9 more to the exit: round 3 (8 a round)
# a heat counter counting up to 2 at each round's end is out when round 2 ends
probe("QL_TOO_LATE", "T", "cs", "heat-counts-up-to-2")(
    _countdown("obj-escape", start=0, step=1, threshold=2)
)
probe("QL_TOO_LATE", "T", "cs", "heat-counts-up-to-3", defect=False)(
    _countdown("obj-escape", start=0, step=1, threshold=3)
)
# counted at each round's start from 0 to 3: out when round 3 starts
probe("QL_TOO_LATE", "T", "cs", "heat-up-at-round-start-to-3")(
    _countdown("obj-escape", start=0, step=1, threshold=3, event="round-start")
)
probe("QL_TOO_LATE", "T", "cs", "heat-up-at-round-start-to-4", defect=False)(
    _countdown("obj-escape", start=0, step=1, threshold=4, event="round-start")
)


def _tile_fuse(start: int) -> Callable[[Json], None]:
    """A tile counter on the far tile t4 (shard 2), stepped down each round's end; the
    tile falls when it reaches 0."""

    def change(doc: Json) -> None:
        doc["counters"] = [
            {"id": "crumble", "scope": "tile", "start": {"t4": start}, "text": "Crumbling."}
        ]
        add_trigger(
            doc,
            {
                "id": "trg-crumble",
                "on": {"event": "round-end"},
                "once": False,
                "effects": [{"kind": "counter", "target": "crumble", "at": "t4", "value": -1}],
            },
        )
        add_trigger(
            doc,
            {
                "id": "trg-fall",
                "on": {"event": "counter-reached", "target": "crumble"},
                "effects": [{"kind": "remove-tile", "target": "t4"}],
            },
        )

    return change


# shard 2 (13 zones out) is picked in round 2 at the earliest: a tile falling when round 1
# ends takes it first
probe("QL_TOO_LATE", "T", "cs", "far-tile-crumbles-end-r1")(_tile_fuse(1))


# ddd (7 zones a round: 4 action points, an extra-AP skill, a free move, a fear move): the
# lab is 5 rooms from the entrance; a showdown deadline at round 1's start is before anyone
# moves, at round 2's start exactly long enough for the best case (every room in round 1)
def _ddd_lab_by(event: str, rnd: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_trigger(
            doc,
            {
                "id": "trg-late",
                "on": {"event": event, "round": rnd},
                "if": [{"done": ["obj-lab"], "not": True}],
                "effects": [{"kind": "lose", "text": "The house seals itself."}],
            },
        )

    return change


probe("QL_TOO_LATE", "T", "hb", "lab-by-round-start-2", defect=False)(_ddd_lab_by("round-start", 2))


# machina (12 spaces a round: stamina 6, again after a recharge): engine-heart's chapter
# space is 8 spaces out and the exit 7 back: the exit in round 2 at the earliest. Machina
# plays no counters: its clocks are timed triggers
def _eh_out_by(event: str, rnd: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_trigger(
            doc,
            {
                "id": "trg-late",
                "on": {"event": event, "round": rnd},
                "if": [{"done": ["obj-exit"], "not": True}],
                "effects": [{"kind": "lose", "text": "The engine blows."}],
            },
        )

    return change


probe("QL_TOO_LATE", "T", "eh", "out-by-round-start-2")(_eh_out_by("round-start", 2))
probe("QL_TOO_LATE", "T", "eh", "out-by-round-start-3", defect=False)(_eh_out_by("round-start", 3))


# descent1 (16 spaces a round): the lantern is 35 spaces out (round 3); a countdown every
# second round from 1 with 2 left runs out when round 3 ends (rounds 1, 3): exactly long
# enough; with 1 left at round 1's end
probe("QL_TOO_LATE", "T", "ds", "lantern-countdown-every-2nd-2-left", defect=False)(
    _countdown("obj-lantern", start=2, when={"roundEvery": 2, "roundMin": 1})
)
probe("QL_TOO_LATE", "T", "ds", "lantern-countdown-every-2nd-1-left")(
    _countdown("obj-lantern", start=1, when={"roundEvery": 2, "roundMin": 1})
)


def _visited_by(rnd: int, zone: str, unless: str | None = None) -> Callable[[Json], None]:
    """Lost when round ``rnd`` ends unless a hero has been in ``zone``."""

    def change(doc: Json) -> None:
        add_trigger(
            doc,
            {
                "id": "trg-late",
                "on": {"event": "round-end", "round": rnd},
                "if": [{"visited": zone, "not": True}],
                "effects": [{"kind": "lose", "text": "The far vault seals."}],
            },
        )

    return change


# ember-reliquary: the far treasure room t4:r4 (treasure-4, 6 zones out) is reached in round
# 1; the library t4:r2 (5 zones); the slot-1 room (4 zones)
probe("QL_TOO_LATE", "T", "er", "far-room-visited-by-end-r1", defect=False)(_visited_by(1, "t4:r4"))


# the sentry wakes only in round 12, the quest's last: the hero who crosses door-4 then (4
# zones out, waiting beside it) walks 4 back to the exit in the same round: exactly in time
@probe("QL_TOO_LATE", "T", "sc", "sentry-wakes-in-the-last-round", defect=False)
def _sc_wake_late(doc: Json) -> None:
    trigger(doc, "trg-wake")["if"] = [{"roundMin": 12}]


@probe("QL_SPAWN_NEVER", "T", "sc", "sentry-wakes-after-the-last-round")
def _sc_wake_too_late(doc: Json) -> None:
    trigger(doc, "trg-wake")["if"] = [{"roundMin": 13}]


# the sentry wakes only in round 1 (roundMax): door-4 is 4 zones out, crossed in round 1
@probe("QL_TOO_LATE", "T", "sc", "sentry-wakes-in-round-1-only", defect=False)
def _sc_wake_early(doc: Json) -> None:
    trigger(doc, "trg-wake")["if"] = [{"roundMax": 1}]


def _after(fact: Json, unless: str, start: int) -> Callable[[Json], None]:
    """A countdown of ``start`` rounds that runs only once ``fact`` holds (a condition):
    lost when it reaches 0 unless ``unless`` is done."""
    return _countdown(unless, start=start, when=fact)


# cinder-span's own words: once shard 2 is taken "count the rounds". Its carrier walks 9
# zones back to the exit (8 a round): with 1 round left after the pickup (the round it is
# taken in) that is too far however early the walk began; with 2, in time
probe("QL_TOO_LATE", "T", "cs", "span-burns-1-round-after-shard-2")(
    _after({"picked": ["shard-2"]}, "obj-escape", 1)
)
probe("QL_TOO_LATE", "T", "cs", "span-burns-2-rounds-after-shard-2", defect=False)(
    _after({"picked": ["shard-2"]}, "obj-escape", 2)
)
# sentrys-crossing: once the sentry wakes (door-4 crossed, 4 zones out) the crossing floods
# when the round ends: the hero who woke it walks 4 back, within a round if he waited at
# the door
probe("QL_TOO_LATE", "T", "sc", "flood-the-round-the-sentry-wakes", defect=False)(
    _after({"fired": ["trg-wake"]}, "obj-out", 1)
)
# twin-levers: once the levers are held (at a round's start, 4 zones out), the grate falls
# when that round ends: their holders walk 4 back to the exit in that round
probe("QL_TOO_LATE", "T", "tl", "grate-falls-the-round-the-levers-hold", defect=False)(
    _after({"done": ["obj-levers"]}, "obj-out", 1)
)


# =========================================================================== each hero (H)


@probe("QL_UNWINNABLE", "H", "sc", "sentry-wakes-for-three")
def _sc_wake_three(doc: Json) -> None:
    # the sentry (the quest's kill) wakes only for a party of three or more: a party of one
    # or two (the quest allows 1-6) never meets it
    trigger(doc, "trg-wake")["if"] = [{"partyMin": 3}]


@probe("QL_UNWINNABLE", "H", "sc", "sentry-wakes-for-three-party-three", defect=False)
def _sc_wake_three_ok(doc: Json) -> None:
    trigger(doc, "trg-wake")["if"] = [{"partyMin": 3}]
    doc["party"]["min"] = 3


@probe("QL_UNWINNABLE", "H", "sc", "sentry-wakes-up-to-six", defect=False)
def _sc_wake_six(doc: Json) -> None:
    trigger(doc, "trg-wake")["if"] = [{"partyMax": 6}]


@probe("QL_UNWINNABLE", "H", "wk", "key-opens-vault-for-two")
def _wk_vault_two(doc: Json) -> None:
    # the vault door opens only when a party of two or more holds the key
    door = next(e for e in doc["edges"] if e["id"] == "door-vault")
    door["lock"] = {"kind": "condition", "requires": ["trg-key"]}
    trigger(doc, "trg-key")["if"] = [{"partyMin": 2}]


@probe("QL_TARGET_REMOVED", "H", "cs", "shard-2-drops-exit-tile-every-hero")
def _cs_exit_gone(doc: Json) -> None:
    # every hero must escape; taking the far shard drops the exit's tile
    trigger(doc, "trg-shard-2")["effects"].append({"kind": "remove-tile", "target": "t2"})


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "tl", "levers-need-more-than-party")
def _tl_three_of_two(doc: Json) -> None:
    # three heroes must stand on the levers together, the quest allows 1-2
    objective(doc, "obj-levers")["properties"].pop("soloCount", None)
    doc["party"]["max"] = 2
    objective(doc, "obj-levers")["count"] = 3


@probe("QL_UNWINNABLE", "H", "wk", "key-needs-a-hero-at-the-start")
def _wk_two_places(doc: Json) -> None:
    # the vault opens only if, when the key is taken, another hero stands in the start corridor:
    # a lone hero (the quest allows 1-6) cannot be in both
    door = next(e for e in doc["edges"] if e["id"] == "door-vault")
    door["lock"] = {"kind": "condition", "requires": ["trg-key"]}
    trigger(doc, "trg-key")["if"] = [{"heroIn": "t1:c1"}]


@probe("QL_UNWINNABLE", "H", "wk", "key-needs-a-hero-in-its-room", defect=False)
def _wk_key_room(doc: Json) -> None:
    # ... with a hero in the key's own room: the one who takes it
    door = next(e for e in doc["edges"] if e["id"] == "door-vault")
    door["lock"] = {"kind": "condition", "requires": ["trg-key"]}
    trigger(doc, "trg-key")["if"] = [{"heroIn": "t2:r4"}]


# the party sizes each game allows: ddd 2-5 survivors, Descent 1-4 heroes, Machina 1-4


@probe("QL_UNWINNABLE", "H", "ha", "lab-opens-for-three-survivors")
def _ha_lab_three(doc: Json) -> None:
    # the lab doors open by the code trigger, which holds only for a team of three or
    # more: two survivors never get in
    for edge in doc["edges"]:
        if edge["id"] in ("lab-seal-s", "lab-seal-w"):
            edge["lock"] = {"kind": "condition", "requires": ["trg-lab-open"]}
    trigger(doc, "trg-lab-open")["if"] = [{"partyMin": 3}]


@probe("QL_UNWINNABLE", "H", "ha", "lab-opens-up-to-five-survivors", defect=False)
def _ha_lab_five(doc: Json) -> None:
    _ha_lab_three(doc)
    trigger(doc, "trg-lab-open")["if"] = [{"partyMax": 5}]


@probe("QL_UNWINNABLE", "H", "cf", "gate-shown-to-pairs-only")
def _cf_exit_pairs(doc: Json) -> None:
    # the exit shows only for two explorers or more: a lone explorer never gets out
    trigger(doc, "trg-exit")["if"] = [{"partyMin": 2}]


@probe("QL_UNWINNABLE", "H", "cf", "gate-shown-up-to-four", defect=False)
def _cf_exit_four(doc: Json) -> None:
    trigger(doc, "trg-exit")["if"] = [{"partyMax": 4}]


# =========================================================================== set-up (S)


@probe("DESCENT_GLYPH_ACTIVE", "S", "ds", "far-glyph-active-at-setup")
def _ds_far_glyph(doc: Json) -> None:
    # glyphs go on the map inactive (red side up); the heroes' start glyph is the active one
    token(doc, "glyph-cistern").setdefault("properties", {})["active"] = True


@probe("DESCENT_GLYPH_ACTIVE", "S", "ds", "start-glyph-moved-in-start-area", defect=False)
def _ds_start_glyph_moved(doc: Json) -> None:
    # the active glyph anywhere in the start area (the heroes deploy around it)
    token(doc, "glyph-start")["cell"] = [2, 2]


# =========================================================================== writing


def run(argv: list[str] | None = None) -> int:
    return bp.run_round(PROBES, OPEN, argv)


if __name__ == "__main__":
    raise SystemExit(run())
