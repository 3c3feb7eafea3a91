"""Write the tenth round of issue #29 probes: md1 quest logic, bundled quests with one change.

Run from the project root::

    python tests/golden/issues/build_probe38_fixtures.py           # write them
    python tests/golden/issues/build_probe38_fixtures.py --check   # exit 1 if stale
    python tests/golden/issues/build_probe38_fixtures.py --score   # found/total by game
    python tests/golden/issues/build_probe38_fixtures.py --score --open  # with the open ones

The slips an author makes in the quest logic of the md1 bundled quests: counters that
gate a door but cannot get there, one-shot steps, spawns and targets a trigger takes off
the board first, a loss that fires whatever the heroes do; and a near miss on the names
the engine gives a dealt card.
Same layout and scoring as ``build_probe_fixtures.py`` (``probe-<family>-<game>-<what>``).
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
#: probes no check finds yet (see docs/dev/digest-rules.md): scored with
#: ``--score --open``, never written as fixtures
OPEN: list[bp.Probe] = []

probe = bp.registrar(PROBES)


# =========================================================================== counters (L)
# warden's key: the vault door opens when a countdown of pick-ups reaches 0. Only the key
# (the Library token) is there once: treasure tokens come back with each Door card, so a
# count of any pick-ups is no defect


def _vault_countdown(start: int, once: bool, target: str | None) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        door = next(e for e in doc["edges"] if e.get("id") == "door-vault")
        door.pop("lock", None)
        door["state"] = "locked"
        doc["counters"] = [
            {"id": "seals", "scope": "quest", "start": start, "threshold": 0, "text": "Seals."}
        ]
        on: Json = {"event": "pickup", "target": target} if target else {"event": "pickup"}
        bp.add_trigger(
            doc,
            {
                "id": "trg-seal",
                "on": on,
                "once": once,
                "effects": [{"kind": "counter", "target": "seals", "value": -1}],
            },
        )
        bp.add_trigger(
            doc,
            {
                "id": "trg-vault",
                "on": {"event": "counter-reached", "target": "seals"},
                "effects": [{"kind": "unlock", "target": "door-vault"}],
            },
        )

    return change


probe("QL_OBJECTIVE_NEVER", "L", "wk", "vault-counts-two-pickups-of-the-one-key")(
    _vault_countdown(2, False, "library")
)
probe("QL_OBJECTIVE_NEVER", "L", "wk", "vault-counts-one-pickup-of-the-key", defect=False)(
    _vault_countdown(1, False, "library")
)
probe("QL_OBJECTIVE_NEVER", "L", "wk", "vault-countdown-steps-once")(
    _vault_countdown(2, True, None)
)
probe("QL_OBJECTIVE_NEVER", "L", "wk", "vault-countdown-one-step-once", defect=False)(
    _vault_countdown(1, True, None)
)
probe("QL_OBJECTIVE_NEVER", "L", "wk", "vault-counts-five-pickups-of-any", defect=False)(
    _vault_countdown(5, False, None)
)


# =========================================================================== removed first (L)


def _adds(tid: str, on: Json, effects: list[Json], **more: object) -> Callable[[Json], None]:
    """A change that adds trigger ``tid`` (``on``, ``effects``, and ``if`` etc. in ``more``)."""

    def change(doc: Json) -> None:
        bp.add_trigger(doc, {"id": tid, "on": on, **more, "effects": effects})

    return change


ROUND_1 = {"event": "round-start", "round": 1}

# the sentry appears at level-2a (t2:c3): that corridor falls at the first round's start
probe("QL_SPAWN_NEVER", "L", "sc", "sentry-room-dropped-before-it-wakes")(
    _adds("trg-fall", ROUND_1, [{"kind": "remove-zone", "target": "t2:c3"}])
)
probe("QL_SPAWN_NEVER", "L", "sc", "far-room-dropped-sentry-kept", defect=False)(
    _adds("trg-fall", ROUND_1, [{"kind": "remove-zone", "target": "t4:r5"}])
)


@probe("QL_EFFECT_TARGET", "L", "wk", "key-destroys-exit")
def _wk_exit_destroyed(doc: Json) -> None:
    bp.trigger(doc, "trg-key")["effects"].append({"kind": "destroy", "target": "exit"})


@probe("QL_EFFECT_TARGET", "L", "wk", "key-destroys-a-pillar", defect=False)
def _wk_pillar_destroyed(doc: Json) -> None:
    bp.add_token(doc, "pillar-1", "pillar", [3, 3])
    bp.trigger(doc, "trg-key")["effects"].append({"kind": "destroy", "target": "pillar-1"})


@probe("QL_OBJECTIVE_NEVER", "L", "er", "three-relics-of-two")
def _er_three(doc: Json) -> None:
    bp.objective(doc, "obj-relics")["count"] = 3


# =========================================================================== lost anyway (L)

probe("QL_UNWINNABLE", "L", "tl", "lost-at-the-first-round")(
    _adds("trg-doom", ROUND_1, [{"kind": "lose", "text": "The tunnels are already flooded."}])
)
probe("QL_UNWINNABLE", "L", "tl", "lost-at-round-14-unless-levers", defect=False)(
    _adds(
        "trg-doom",
        {"event": "round-start", "round": 14},
        [{"kind": "lose", "text": "The tunnels flood."}],
        **{"if": [{"done": ["obj-levers"], "not": True}]},
    )
)
# md1 fires hero-round-start for every standing hero from the first round on
probe("QL_UNWINNABLE", "L", "wn", "lost-as-any-hero-starts-a-round")(
    _adds("trg-doom", {"event": "hero-round-start"}, [{"kind": "lose", "text": "The web closes."}])
)
probe("QL_UNWINNABLE", "L", "wn", "lost-as-a-hero-starts-a-round-in-the-lair", defect=False)(
    _adds(
        "trg-doom",
        {"event": "hero-round-start", "target": "nest-3"},
        [{"kind": "lose", "text": "The web closes."}],
    )
)


# =========================================================================== the engine's names (L)


@probe("QL_UNWINNABLE", "L", "wk", "vault-opens-on-a-given-treasure-card", defect=False)
def _wk_treasure_card(doc: Json) -> None:
    # the key's finder is dealt a Treasure card; gaining a treasure opens the vault (md1
    # names a dealt card by its deck, as the quest-logic model does)
    doc["tokens"] = [t for t in doc["tokens"] if t["type"] != "treasure"]
    door = next(e for e in doc["edges"] if e.get("id") == "door-vault")
    door.pop("lock", None)
    door["state"] = "locked"
    bp.trigger(doc, "trg-key")["effects"].append({"kind": "give-item", "value": "treasure:2"})
    bp.add_trigger(
        doc,
        {
            "id": "trg-vault",
            "on": {"event": "item-gained", "target": "treasure"},
            "effects": [{"kind": "unlock", "target": "door-vault"}],
        },
    )


def _vault_on(on: Json) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        door = next(e for e in doc["edges"] if e.get("id") == "door-vault")
        door.pop("lock", None)
        door["state"] = "locked"
        bp.add_trigger(
            doc,
            {"id": "trg-vault", "on": on, "effects": [{"kind": "unlock", "target": "door-vault"}]},
        )

    return change


# the enemies Door cards bring (md1's x-wanderingEnemies): any enemy's death, a Mob's, an
# enemy stepping into the vault's corridor
probe("QL_UNWINNABLE", "L", "wk", "vault-opens-when-any-enemy-dies", defect=False)(
    _vault_on({"event": "enemy-killed"})
)
probe("QL_UNWINNABLE", "L", "wk", "vault-opens-when-a-mob-dies", defect=False)(
    _vault_on({"event": "enemy-killed", "target": "mob"})
)
probe("QL_UNWINNABLE", "L", "wk", "vault-opens-when-an-enemy-steps-near", defect=False)(
    _vault_on({"event": "enemy-enters-zone", "target": "t2:c2"})
)
probe("QL_UNWINNABLE", "L", "wk", "vault-opens-on-a-card-nobody-is-dealt")(
    _vault_on({"event": "item-gained", "target": "no-such-card"})
)


# =========================================================================== writing


def run(argv: list[str] | None = None) -> int:
    return bp.run_round(PROBES, OPEN, argv)


if __name__ == "__main__":
    raise SystemExit(run())
