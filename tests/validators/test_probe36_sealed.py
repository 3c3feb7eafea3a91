"""Set-up rules from the eighth issue #29 probe round: a sealed Machina spawn space.

Two destroyed tokens on a spawn space seal it (the destroyed-token type's ``x-sealsTerrain``
in system.json): it becomes a destroyed map space, and sealing destroys the unit on it, so
no figure or barrel stands there at set-up. One destroyed token, or none, seals nothing.
"""

from __future__ import annotations

import pytest

from tests.validators.bundled import Json, bundled, issues, loud

SPAWN = [5, 1]  # a spawn space of cold-foundry


def _foundry(markers: int, mover: str | None) -> Json:
    doc = bundled("machina", "cold-foundry")
    for i in range(markers):
        doc["tokens"].append({"id": f"seal-{i}", "type": "destroyed-marker", "cell": SPAWN})
    if mover is not None:
        next(t for t in doc["tokens"] if t["id"] == mover)["cell"] = SPAWN
    return doc


@pytest.mark.parametrize("mover", ["scavenger", "barrel-1"])
def test_token_on_sealed_spawn_space_raises(mover: str) -> None:
    found = [i for i in issues(_foundry(2, mover)) if i.code == "TOKEN_ON_IMPASSABLE"]
    assert [i.message for i in found if mover in i.message], found


@pytest.mark.parametrize(("markers", "mover"), [(2, None), (1, "scavenger"), (0, "scavenger")])
def test_unsealed_or_empty_spawn_space_is_clean(markers: int, mover: str | None) -> None:
    assert "TOKEN_ON_IMPASSABLE" not in loud(_foundry(markers, mover))
