"""Write the ninth round of issue #29 probes: bundled quests with one change each.

Run from the project root::

    python tests/golden/issues/build_probe37_fixtures.py           # write them
    python tests/golden/issues/build_probe37_fixtures.py --check   # exit 1 if stale
    python tests/golden/issues/build_probe37_fixtures.py --score   # found/total by game
    python tests/golden/issues/build_probe37_fixtures.py --score --open  # with the open ones

A ninth pass, over the quest logic (family ``L``) of the md2 (French), descent1 and machina
quests rather than their set-up: counters that cannot reach their threshold, triggers on a
space nobody stands on, a kill target spawned into a tile the boss fight removed, losses
that come at the first round's start whatever the heroes do, two places held at once by a
lone hero, a rune key taken away, and a round limit one round short — each with a near
miss. Same layout and scoring as ``build_probe_fixtures.py``
(``probe-<family>-<game>-<what>``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_probe_fixtures as bp  # noqa: E402
from build_probe_fixtures import Json  # noqa: E402

PROBES: list[bp.Probe] = []
#: probes no check finds yet (see /work/notes and docs/dev/digest-rules.md): scored with
#: ``--score --open``, never written as fixtures
OPEN: list[bp.Probe] = []

probe = bp.registrar(PROBES)


def _edge(doc: Json, eid: str) -> Json:
    return next(e for e in doc["edges"] if e["id"] == eid)


# =========================================================================== md2 (L)
# Cinder Span: door-3 (shrine hall -> the second bridge) is the only way to the altar shard;
# door-1 (the start tile's side room) and door-2 (into the shrine hall) lie before it.


def _cs_locked_by(counter: Json | None, triggers: list[Json]) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        _edge(doc, "door-3")["state"] = "locked"
        if counter is not None:
            doc.setdefault("counters", []).append(counter)
        for trg in triggers:
            bp.add_trigger(doc, trg)

    return change


def _embers(threshold: int, event: str, sources: list[str]) -> Callable[[Json], None]:
    # one ember per door opened (or loot marker searched); the altar door unlocks when the
    # embers reach the count
    counted = [
        {
            "id": f"trg-ember-{i}",
            "on": {"event": event, "target": src},
            "effects": [{"kind": "counter", "target": "embers", "value": 1}],
        }
        for i, src in enumerate(sources, 1)
    ]
    return _cs_locked_by(
        {"id": "embers", "scope": "quest", "start": 0, "threshold": threshold, "text": "Embers"},
        [
            *counted,
            {
                "id": "trg-embers",
                "on": {"event": "counter-reached", "target": "embers"},
                "effects": [{"kind": "unlock", "target": "door-3"}],
            },
        ],
    )


_DOORS = ["door-1", "door-2", "door-4"]
# door-4 lies beyond door-3: only two embers can be had before it opens
probe("QL_UNWINNABLE", "L", "cs", "three-embers-two-doors-before-the-altar")(
    _embers(3, "door-opened", _DOORS)
)
probe("QL_UNWINNABLE", "L", "cs", "two-embers-two-doors-before-the-altar", defect=False)(
    _embers(2, "door-opened", _DOORS)
)
# MD2 loot markers are never picked up: when their room is revealed each becomes a treasure
# token drawn from the bag (the engine plays it so), so a pick-up of one never happens
probe("QL_UNWINNABLE", "L", "cs", "ember-for-searching-a-loot-marker")(
    _embers(1, "pickup", ["loot-1", "loot-2", "loot-3"])
)


def _steps(once: bool) -> Callable[[Json], None]:
    # the seal counts the steps into the east corridor; it breaks at two
    return _cs_locked_by(
        {"id": "seal", "scope": "quest", "start": 0, "threshold": 2, "text": "Seal"},
        [
            {
                "id": "trg-step",
                "on": {"event": "enter-zone", "target": "t2:c"},
                "once": once,
                "effects": [{"kind": "counter", "target": "seal", "value": 1}],
            },
            {
                "id": "trg-seal",
                "on": {"event": "counter-reached", "target": "seal"},
                "effects": [{"kind": "unlock", "target": "door-3"}],
            },
        ],
    )


probe("QL_UNWINNABLE", "L", "cs", "two-steps-on-a-one-shot-trigger")(_steps(True))
probe("QL_UNWINNABLE", "L", "cs", "two-steps-on-a-repeating-trigger", defect=False)(_steps(False))


def _lever_zone(zone: str) -> Callable[[Json], None]:
    return _cs_locked_by(
        None,
        [
            {
                "id": "trg-lever",
                "on": {"event": "enter-zone", "target": zone},
                "effects": [{"kind": "unlock", "target": "door-3"}],
            }
        ],
    )


# t3:sw is chasm (abyss): nobody stands there; t3:w beside it is floor
probe("TRIGGER_NEVER", "L", "cs", "door-opens-on-entering-the-chasm")(_lever_zone("t3:sw"))
probe("TRIGGER_NEVER", "L", "cs", "door-opens-on-entering-the-ledge", defect=False)(
    _lever_zone("t3:w")
)


def _braziers(party_min: int) -> Callable[[Json], None]:
    # two heroes stand at once in the shrine and by the start-tile chest when a round ends
    def change(doc: Json) -> None:
        _cs_locked_by(
            None,
            [
                {
                    "id": "trg-braziers",
                    "on": {"event": "round-end"},
                    "if": [{"heroIn": "t3:n"}, {"heroIn": "t1:se"}],
                    "effects": [{"kind": "unlock", "target": "door-3"}],
                }
            ],
        )(doc)
        doc["party"]["min"] = party_min

    return change


probe("QL_UNWINNABLE", "H", "cs", "two-places-at-once-solo-allowed")(_braziers(1))
probe("QL_UNWINNABLE", "H", "cs", "two-places-at-once-party-of-two", defect=False)(_braziers(2))


# Embers Below: opening the throne door starts the boss fight, which removes t1 and t2; a
# second kill target spawned when the door objective is done must appear in the throne room


def _ash_guard(at: str) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        doc["objectives"].append(
            {
                "id": "obj-guard",
                "kind": "kill",
                "after": ["obj-throne"],
                "targets": ["ash-guard"],
                "text": "Kill the ash guard that answers the warden's call.",
            }
        )
        bp.add_trigger(
            doc,
            {
                "id": "trg-guard",
                "on": {"event": "objective-complete", "target": "obj-throne"},
                "effects": [
                    {"kind": "spawn", "target": at, "value": {"id": "ash-guard", "class": "mob"}}
                ],
            },
        )

    return change


probe("QL_SPAWN_NEVER", "L", "eb", "guard-spawns-at-removed-portal")(_ash_guard("portal-rm"))
probe("QL_SPAWN_NEVER", "L", "eb", "guard-spawns-in-the-arena", defect=False)(_ash_guard("arena-2"))


def _mob_watch(zone: str) -> Callable[[Json], None]:
    # the quest is lost when the first round starts with a monster in the guard corridor
    def change(doc: Json) -> None:
        bp.add_trigger(
            doc,
            {
                "id": "trg-alarm",
                "on": {"event": "round-start", "round": 1},
                "if": [{"enemyIn": zone}],
                "effects": [{"kind": "lose", "text": "The alarm is raised."}],
            },
        )

    return change


# mob-1 is placed in t2:c: the first round starts with it there whatever the heroes do
# (open: the model does not place enemies by zone when the first round starts)
OPEN.append(
    (
        "QL_UNWINNABLE",
        "L",
        "eb",
        "lost-if-round-1-starts-with-the-mob-in-place",
        _mob_watch("t2:c"),
        True,
    )
)
probe("QL_UNWINNABLE", "L", "eb", "lost-if-round-1-starts-with-a-mob-elsewhere", defect=False)(
    _mob_watch("t2:n")
)


# =========================================================================== descent1 (L)
# Runekeys are no items and cannot be dropped or lost; once picked up, every hero opens
# doors of that colour (the engine keeps them whatever a discard says)


def _key_discard(event: Json) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        bp.trigger(doc, "trg-key")["on"] = event
        bp.trigger(doc, "trg-key")["effects"].append({"kind": "discard", "target": "rune-key-red"})

    return change


probe("QL_EFFECT_TARGET", "L", "st", "rune-key-discarded-on-pickup")(
    _key_discard({"event": "pickup", "target": "rune-key-red"})
)
probe("QL_EFFECT_TARGET", "L", "st", "rune-key-discarded-behind-its-door")(
    _key_discard({"event": "door-opened", "target": "rune-door-red"})
)


@probe("QL_EFFECT_TARGET", "L", "ds", "lantern-taken-when-grell-dies", defect=False)
def _ds_lantern_taken(doc: Json) -> None:
    # a relic is an item: the quest may take it back
    bp.trigger(doc, "trg-grell-dies")["effects"].append(
        {"kind": "discard", "target": "relic-lantern"}
    )


def _start_watch(rnd: int) -> Callable[[Json], None]:
    # "heroes still in the mustering hall when the round starts are caught": every hero
    # deploys there, so round 1 starts with all of them in it
    def change(doc: Json) -> None:
        bp.add_trigger(
            doc,
            {
                "id": "trg-caught",
                "on": {"event": "round-start", "round": rnd},
                "if": [{"heroIn": "area-1"}],
                "effects": [{"kind": "lose", "text": "The beastmen catch the laggards."}],
            },
        )

    return change


probe("QL_UNWINNABLE", "L", "st", "lost-if-a-hero-is-on-the-start-at-round-1")(_start_watch(1))
probe("QL_UNWINNABLE", "L", "st", "lost-if-a-hero-is-on-the-start-at-round-2", defect=False)(
    _start_watch(2)
)


def _ds_rubble(cell: str) -> Callable[[Json], None]:
    # the cistern's door only opens from the gallery's lever
    def change(doc: Json) -> None:
        _edge(doc, "door-2")["state"] = "locked"
        bp.add_trigger(
            doc,
            {
                "id": "trg-lever",
                "on": {"event": "enter-zone", "target": cell},
                "effects": [{"kind": "unlock", "target": "door-2"}],
            },
        )

    return change


probe("TRIGGER_NEVER", "L", "ds", "door-lever-on-rubble")(_ds_rubble("cell:15,1"))
probe("TRIGGER_NEVER", "L", "ds", "door-lever-beside-rubble", defect=False)(_ds_rubble("cell:14,1"))


# =========================================================================== machina (L)


def _cf_exit_on(cell: str) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        bp.trigger(doc, "trg-exit")["on"] = {"event": "enter-zone", "target": cell}
        bp.trigger(doc, "trg-exit")["if"] = [{"done": ["obj-chapter"]}]

    return change


# [8, 2] is a pit (lethal: no explorer ends a move there alive); [7, 2] is trapped floor
probe("QL_OBJECTIVE_NEVER", "L", "cf", "exit-revealed-by-stepping-into-the-pit")(
    _cf_exit_on("cell:8,2")
)
probe("QL_OBJECTIVE_NEVER", "L", "cf", "exit-revealed-by-stepping-beside-the-pit", defect=False)(
    _cf_exit_on("cell:7,2")
)


# the chapter space [6, 5] is an action space: used from beside it, never entered
probe("QL_OBJECTIVE_NEVER", "L", "cf", "exit-revealed-by-entering-the-chapter-space")(
    _cf_exit_on("cell:6,5")
)
probe(
    "QL_OBJECTIVE_NEVER",
    "L",
    "cf",
    "exit-revealed-by-stepping-beside-the-chapter-space",
    defect=False,
)(_cf_exit_on("cell:6,4"))


# the chapter space [6, 5] is used from the pressure hall only (the tiles' wall runs beside
# it): through the seam door and back out to the exit is more than a round's 12 spaces
# (its near miss, chapter-and-out-r2, is round 3's)
@probe("QL_TOO_LATE", "T", "cf", "foundry-chapter-and-out-r1")
def _cf_r1(doc: Json) -> None:
    bp.add_round_limit(doc, 1)


def _eh_gate(rnd: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        bp.add_trigger(
            doc,
            {
                "id": "trg-shutter",
                "on": {"event": "round-start", "round": rnd},
                "if": [{"heroIn": "t1"}],
                "effects": [{"kind": "lose", "text": "The shutter crushes the workshop."}],
            },
        )

    return change


probe("QL_UNWINNABLE", "L", "eh", "lost-if-an-explorer-is-in-the-workshop-at-round-1")(_eh_gate(1))
probe(
    "QL_UNWINNABLE", "L", "eh", "lost-if-an-explorer-is-in-the-workshop-at-round-3", defect=False
)(_eh_gate(3))


def _eh_warden_reveal(event: Json) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        bp.trigger(doc, "trg-warden")["on"] = event

    return change


# the warden is revealed only when it is killed: it never comes into play
probe("QL_SPAWN_NEVER", "L", "eh", "warden-revealed-when-killed")(
    _eh_warden_reveal({"event": "enemy-killed", "target": "warden"})
)
probe("QL_SPAWN_NEVER", "L", "eh", "warden-revealed-at-the-gate", defect=False)(
    _eh_warden_reveal({"event": "door-opened", "target": "gallery-gate"})
)


# =========================================================================== writing


def run(argv: list[str] | None = None) -> int:
    return bp.run_round(PROBES, OPEN, argv)


if __name__ == "__main__":
    raise SystemExit(run())
