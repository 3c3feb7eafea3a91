"""``questwright render`` to PNG, SVG and PDF: the files open and hold the board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6")

from questwright.core.board import compile_board
from questwright.schema.io import load_quest

from questwright.cli import main

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def _widgets_app(qapp: Any) -> None:
    """A QApplication before any command makes its own QGuiApplication: later tests of the
    same process open windows, which a QGuiApplication cannot carry."""


QUEST = Path(__file__).resolve().parents[2] / "quests" / "md1" / "wardens-key.quest.json"


def test_render_pdf_is_one_vector_page_the_size_of_the_board(tmp_path: Path) -> None:
    pypdf = pytest.importorskip("pypdf")
    out = tmp_path / "board.pdf"
    assert main(["render", str(QUEST), "-o", str(out)]) == 0
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == 1
    board = compile_board(load_quest(QUEST))
    x0, y0, x1, y1 = board.bounds()
    box = reader.pages[0].mediabox
    # 40 points per cell and a 20-point margin each side (the PNG's pixels)
    assert (float(box.width), float(box.height)) == ((x1 - x0) * 40 + 40, (y1 - y0) * 40 + 40)
    assert reader.metadata.title == "The Warden's Key"
    text = reader.pages[0].extract_text()
    assert "EX" in text  # token labels are text, not pixels


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_render_png_and_svg(tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"board{suffix}"
    assert main(["render", str(QUEST), "-o", str(out)]) == 0
    head = out.read_bytes()[:200]
    assert head.startswith(b"\x89PNG") if suffix == ".png" else b"<svg" in out.read_bytes()


def test_render_zones_overlay_tints_every_zone(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    plain, zones = tmp_path / "plain.png", tmp_path / "zones.png"
    assert main(["render", str(QUEST), "-o", str(plain), "--no-mark-errors"]) == 0
    assert (
        main(["render", str(QUEST), "-o", str(zones), "--overlay", "zones", "--no-mark-errors"])
        == 0
    )
    a, b = QImage(str(plain)), QImage(str(zones))
    board = compile_board(load_quest(QUEST))
    x0, y0, _, _ = board.bounds()
    band = b.height() - a.height()  # the legend above the board
    changed = 0
    for zone in board.zones.values():
        x, y = sorted(zone.cells)[0]
        px, py = 20 + (x - x0) * 40 + 30, 20 + (y - y0) * 40 + 30
        changed += a.pixelColor(px, py) != b.pixelColor(px, py + band)
    assert changed == len(board.zones)
