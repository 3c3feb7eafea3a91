"""The ddd stand-in content file has a declared shape; a bad file is refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from questwright.engine.content import content_path, load_content
from questwright.engine.content_schema import content_schema


def test_the_bundled_content_validates_against_its_declared_schema() -> None:
    doc = load_content("ddd")
    schema = content_schema("ddd")
    assert schema is not None and schema["additionalProperties"] is False
    assert doc["standIn"]
    assert {s["starting"] for s in doc["survivors"]} <= {c["id"] for c in doc["startingEquipment"]}


def test_the_stand_in_spawn_pool_is_the_rulebooks_easing() -> None:
    """The 23 spawn tokens of the component limit, without the 5- and 6-zombie tokens (the
    rulebook's own easing, "Tweaking the challenge"; docs/engine.md "ddd balance") and no
    further: the 3s and 4s stay (issue #28)."""
    doc = load_content("ddd")
    pool = {int(k): v for k, v in doc["spawnTokens"].items()}
    assert sum(pool.values()) == 23
    assert max(pool) == 4 and all(pool.get(k, 0) > 0 for k in (1, 2, 3, 4))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["equipment"][0].update(icons=["mauve"]), "$.equipment[0].icons[0]"),
        (lambda d: d["dice"]["terror"].append("lightning"), "$.dice.terror"),
        (lambda d: d["creatures"][0].pop("attack"), "$.creatures[0]"),
        (lambda d: d.update(extra=1), "'extra' was unexpected"),
    ],
)
def test_a_bad_content_file_is_refused_with_its_json_path(
    tmp_path: Path, change: object, message: str
) -> None:
    doc = json.loads(content_path("ddd").read_text(encoding="utf-8"))
    change(doc)  # type: ignore[operator]
    path = tmp_path / "content.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ValueError) as err:
        load_content("ddd", path)
    assert message in str(err.value) and "\n" not in str(err.value)
