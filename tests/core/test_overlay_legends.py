"""Overlay legends carry their template and values, so that a front end can translate them;
their English text is unchanged."""

from __future__ import annotations

import re

from questwright.core.board import compile_board
from questwright.core.graph import build_zone_graph
from questwright.core.overlays import Legend, reach_overlay, zones_overlay
from questwright.core.sight.overlays import coverage_overlay, sight_overlay
from questwright.schema.catalog import bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest


def _board(system: str, name: str):  # type: ignore[no-untyped-def]
    quest = load_quest(bundled_quests_dir() / system / name)
    return compile_board(quest, default_catalog())


def _shout(text: str) -> str:
    """A stand-in translation: every template in capitals (its placeholders kept)."""
    return re.sub(r"(\{[^}]*\})|([^{]+)", lambda m: m.group(1) or m.group(2).upper(), text)


def test_a_legend_translates_its_template_and_the_legends_in_its_values() -> None:
    on = Legend("on")
    legend = Legend("C1 {c1}, seen {count}", {"c1": on, "count": 3})
    assert legend.text() == "C1 on, seen 3"
    assert legend.text(_shout) == "C1 ON, SEEN 3"
    assert Legend("").text(_shout) == ""


def test_every_core_overlay_says_its_legend_through_a_template() -> None:
    md1 = _board("md1", "wardens-key.quest.json")
    descent = _board("descent1", "drowned-stair.quest.json")
    overlays = [
        reach_overlay(md1, build_zone_graph(md1)),
        zones_overlay(md1),
        zones_overlay(descent),
        sight_overlay(md1, build_zone_graph(md1)),
        sight_overlay(descent, build_zone_graph(descent)),
        sight_overlay(md1, build_zone_graph(md1), "nowhere"),
        coverage_overlay(md1, build_zone_graph(md1)),
        coverage_overlay(descent, build_zone_graph(descent)),
    ]
    for data in overlays:
        assert data.source is not None, data.legend
        assert data.source.text() == data.legend
        assert data.source.text(_shout) != data.legend
    cell_sight = overlays[4].source
    assert cell_sight is not None
    assert re.search(r"C1 (ON|OFF), C2 (ON|OFF)\)$", cell_sight.text(_shout))
