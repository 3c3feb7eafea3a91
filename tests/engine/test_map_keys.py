"""`questwright play` prints each game's own map key, and boards of spaces have rulers
(issue #33, defect 9: every game printed Massive Darkness's key; descent1 offered dozens of
"move x,y" choices with no coordinates on the map)."""

from __future__ import annotations

from questwright.engine.core import Game
from questwright.engine.play import LEGEND, map_key
from questwright.engine.rulers import ruler
from questwright.schema.catalog import bundled_quests_dir


def _state(system: str, quest: str) -> object:
    game = Game(bundled_quests_dir() / system / f"{quest}.quest.json", party=2)
    return game.new_initial_state(0)


def test_rulers_give_the_units_and_the_tens_of_each_column() -> None:
    assert ruler(0, 5, "") == ["01234"]
    assert ruler(0, 12, "  ") == ["  0         1", "  012345678901"]
    assert ruler(8, 21, "") == ["  1         2", "8901234567890"]


def test_each_game_prints_its_own_map_key() -> None:
    md = map_key(_state("md1", "wardens-key"))  # type: ignore[arg-type]
    machina = map_key(_state("machina", "cold-foundry"))  # type: ignore[arg-type]
    assert "Shadow" in md and "Shadow" not in machina
    assert "explorer" in machina and "recharge station" in machina
    assert md != LEGEND
    ddd = map_key(_state("ddd", "house-ashgrove"))  # type: ignore[arg-type]
    assert "burn markers" in ddd and "Shadow" not in ddd
    descent = map_key(_state("descent1", "stone-tusk"))  # type: ignore[arg-type]
    assert "glyph" in descent and "Shadow" not in descent


def test_a_descent1_board_has_coordinate_rulers() -> None:
    lines = _state("descent1", "stone-tusk").render().splitlines()  # type: ignore[attr-defined]
    ruled = [i for i, line in enumerate(lines) if line.strip().startswith("0123456789")]
    assert ruled, lines[:6]
    assert lines[ruled[0] + 1].startswith("    0 ")


def test_a_machina_board_has_coordinate_rulers() -> None:
    state = _state("machina", "cold-foundry")
    lines = state.render().splitlines()  # type: ignore[attr-defined]
    assert lines[1].strip() == "0         1" and lines[2].strip() == "012345678901"
    assert lines[3].startswith("    0 ") and lines[4].startswith("    1 ")
