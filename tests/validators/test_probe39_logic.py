"""Quest logic from the eleventh issue #29 probe round (Dark Darker Darkest's terminals).

- A corner terminal takes a chip again in a later round: a lever a repeating ``activated``
  trigger counts may be worked again, up to the activations the system allows in all
  (``x-activationLimit``: ddd's ``maxCodeChipsPlaced``, three chips over the game).
- A security-board objective needs only the terminals its code leaves once the darkness
  track has bought what it can (one in dark mode), not every corner it names.
"""

from __future__ import annotations

import pytest
from questwright.core.board import compile_board
from questwright.core.questlogic.model import _chips_needed
from questwright.schema import serde
from questwright.schema.model import Quest

from tests.validators.bundled import Json, bundled, catalog, loud

_SEALS = ("lab-seal-n", "lab-seal-e")


def _fed(threshold: int, terminal: str | None) -> Json:
    """Blackwater Clinic with its lab seals opened when ``threshold`` chips have been fed in
    (at ``terminal``, or at any corner), and no longer by the code."""
    doc = bundled("ddd", "house-blackwater")
    doc["counters"] = [{"id": "fed", "scope": "quest", "start": 0, "threshold": threshold}]
    on: Json = {"event": "activated"}
    if terminal:
        on["target"] = terminal
    doc["triggers"] += [
        {
            "id": "trg-feed",
            "on": on,
            "once": False,
            "effects": [{"kind": "counter", "target": "fed", "value": 1}],
        },
        {
            "id": "trg-fed",
            "on": {"event": "counter-reached", "target": "fed"},
            "effects": [{"kind": "message", "text": "The panel hums."}],
        },
    ]
    for edge in doc["edges"]:
        if edge["id"] in _SEALS:
            edge["lock"] = {"kind": "condition", "requires": ["trg-fed"]}
    opens = next(t for t in doc["triggers"] if t["id"] == "trg-lab-open")
    opens["effects"] = [e for e in opens["effects"] if e.get("target") not in _SEALS]
    return doc


@pytest.mark.parametrize(("threshold", "terminal"), [(2, "r4c5:room"), (3, "r4c5:room"), (3, None)])
def test_a_terminal_takes_chips_again_up_to_the_limit(threshold: int, terminal: str | None) -> None:
    assert not {"QL_UNWINNABLE", "QL_OBJECTIVE_NEVER", "QL_TARGET_TRAP"} & loud(
        _fed(threshold, terminal)
    )


@pytest.mark.parametrize("terminal", ["r4c5:room", None])
def test_a_fourth_chip_is_never_fed(terminal: str | None) -> None:
    assert "QL_UNWINNABLE" in loud(_fed(4, terminal))


def _needed(setup: Json, parameters: Json | None = None) -> int:
    doc = bundled("ddd", "house-blackwater")
    doc["setup"] = {**doc["setup"], **setup}
    if parameters:
        doc["parameters"] = parameters
    return _chips_needed(compile_board(serde.from_json(Quest, doc), catalog()))


def test_the_code_needs_the_chips_darkness_cannot_buy() -> None:
    seven = ["orange", "orange", "yellow", "yellow", "blue", "blue", "purple"]
    assert _needed({"securitySequence": seven}) == 1  # 7 codes, 4 bought: one 3-icon chip
    assert _needed({"securitySequence": [*seven, "red", "red"]}) == 2
    assert _needed({"securitySequence": seven}, {"darknessCosts": {"codeTokenBypassed": 2}}) == 2
