"""The printable quest sheet: content, PDF text layer, pages, PNG, the CLI and the menu."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pypdf")

import pypdf
from questwright.core.board import compile_board
from questwright.editor.render import ensure_gui_app
from questwright.editor.sheet import compose_sheet, write_sheet
from questwright.editor.sheet_content import played_order, sheet_content
from questwright.schema import serde
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.io import load_quest
from questwright.schema.model import ChosenHero, Effect, Objective, Trigger, TriggerEvent

from questwright.cli import main

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def _widgets_app(qapp: Any) -> None:
    """A QApplication before any command makes its own QGuiApplication: later tests of the
    same process open windows, which a QGuiApplication cannot carry."""


QUESTS = sorted(bundled_quests_dir().rglob("*.quest.json"))
WARDEN = bundled_quests_dir() / "md1" / "wardens-key.quest.json"


def _squeezed(text: str) -> str:
    """Text without white space (lines wrap anywhere) and with ligatures spelled out."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def _pdf_text(path: Path) -> list[str]:
    return [page.extract_text() for page in pypdf.PdfReader(path).pages]


def _body(pages: list[str]) -> str:
    """The pages' text without their footers (a paragraph may run on over a page break)."""
    return _squeezed(
        " ".join(
            re.sub(r"Questwright ·[^\n]*page \d+ of \d+", "", " ".join(p.split())) for p in pages
        )
    )


@pytest.mark.parametrize("quest_path", QUESTS, ids=lambda p: p.stem)
def test_every_bundled_quest_lays_out_with_every_section(quest_path: Path) -> None:
    ensure_gui_app()
    board = compile_board(load_quest(quest_path))
    layout = compose_sheet(board)
    assert layout.pages and all(layout.pages)
    content = sheet_content(board)
    assert content.objectives and content.victory and content.defeat and content.legend
    assert {e.key for e in content.legend if e.kind == "token"} == {
        t.type for t in board.tokens.values()
    }


# Reading a PDF's text back takes pypdf about two seconds: one quest per sight model.
PRINTED = [p for p in QUESTS if p.stem in ("wardens-key.quest", "stone-tusk.quest")]


@pytest.mark.parametrize("quest_path", PRINTED, ids=lambda p: p.stem)
def test_the_pdf_text_layer_holds_the_title_and_every_objective(
    quest_path: Path, tmp_path: Path
) -> None:
    out = tmp_path / "sheet.pdf"
    assert main(["sheet", str(quest_path), "-o", str(out), "--lang", "en"]) == 0
    quest = load_quest(quest_path)
    pages = _pdf_text(out)
    text = _squeezed(" ".join(pages))
    assert _squeezed(quest.title) in text
    ensure_gui_app()
    content = sheet_content(compile_board(quest))
    assert len(content.objectives) == len(quest.objectives)
    for objective in content.objectives:
        assert _squeezed(objective) in text, objective
    for objective in quest.objectives:
        if objective.text:
            assert _squeezed(objective.text) in text
    for label in ("SETUP", "OBJECTIVES", "VICTORY", "DEFEAT", "LEGEND"):
        assert label in text
    assert f"page1of{len(pages)}" in text
    assert _machine_ids(" ".join(pages), compile_board(quest)) == []


def _machine_ids(text: str, board: Any) -> list[str]:
    """Machine ids a player cannot read in ``text``: cell and area ids, rule keys such as
    ``conquest-zero``, the board's zone ids (``t1:c2``, ``r4c3:room``)."""
    found = re.findall(r"cell:\d+,\d+|\barea-\d+|\b[a-z]+-zero\b", text)
    found += [z for z in board.zones if ":" in z and z in text]
    # door and token ids such as door-4, level-2a, lock-1 (doors and tokens of which there
    # are several are named by the letter the map shows)
    ids = [i for i in (*board.doors, *board.tokens) if "-" in i and re.search(r"\d", i)]
    found += [i for i in ids if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", text)]
    return found


@pytest.mark.parametrize("quest_path", QUESTS, ids=lambda p: p.stem)
def test_the_sheet_names_places_as_players_read_them(quest_path: Path) -> None:
    """Issue #33: "Starting zones: cell:0,0 on ma-01 A", "Defeat: conquest-zero", "Start
    area: area-1", "r4c3:room on ddd-e1 A" are gone from every bundled quest's sheet."""
    ensure_gui_app()
    board = compile_board(load_quest(quest_path))
    content = sheet_content(board)
    said = [
        *(f"{k}: {v}" for k, v in content.setup),
        *content.objectives,
        *content.special_rules,
        *content.victory,
        *content.defeat,
    ]
    assert _machine_ids("\n".join(said), board) == []


def _long_quest() -> Any:
    quest = load_quest(WARDEN)
    quest.objectives = [
        Objective(
            id=f"obj-{i}",
            kind="reach",
            targets=["exit"],
            text=f"Objective number {i}: " + "walk through the long dark halls " * 6,
        )
        for i in range(1, 25)
    ]
    quest.triggers = [
        Trigger(
            id=f"trg-{i}",
            on=TriggerEvent(event="round-start", round=i),
            effects=[Effect(kind="message", text=f"Rule {i} says that " + "the dark deepens " * 5)],
        )
        for i in range(1, 11)
    ]
    return quest


def test_a_long_quest_flows_over_several_pages_and_loses_nothing(tmp_path: Path) -> None:
    quest = _long_quest()
    out = tmp_path / "long.pdf"
    ensure_gui_app()
    assert write_sheet(compile_board(quest), out, "letter") == [out]
    pages = _pdf_text(out)
    assert len(pages) >= 2
    box = pypdf.PdfReader(out).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)
    text = _squeezed(" ".join(pages))
    for i in range(1, 11):
        assert _squeezed(f"Rule {i} says that") in text
    for n, page in enumerate(pages, 1):
        assert f"page {n} of {len(pages)}" in " ".join(page.split())
    body = _body(pages)
    for objective in quest.objectives:
        assert _squeezed(objective.text) in body


def test_png_pages_one_file_per_page_at_the_asked_resolution(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    ensure_gui_app()
    out = tmp_path / "long.png"
    written = write_sheet(compile_board(_long_quest()), out, "a4", dpi=72)
    assert written[0] == out and written[1] == tmp_path / "long-2.png"
    image = QImage(str(out))
    assert (image.width(), image.height()) == (595, 842)
    assert image.pixelColor(3, 3).name() == "#ffffff"  # paper, not transparency


def test_bad_output_and_bad_quest_write_nothing(tmp_path: Path, capsys: Any) -> None:
    assert main(["sheet", str(WARDEN), "-o", str(tmp_path / "x.svg")]) == 2
    assert "pdf or .png" in capsys.readouterr().err
    broken = tmp_path / "broken.quest.json"
    broken.write_text("{ not json", encoding="utf-8")
    assert main(["sheet", str(broken), "-o", str(tmp_path / "x.pdf")]) == 2
    err = capsys.readouterr().err
    assert "broken.quest.json" in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.quest.json"]


def test_objectives_in_played_order_and_texts_from_the_data() -> None:
    ensure_gui_app()
    quest = load_quest(WARDEN)
    quest.objectives = [
        Objective(id="b", kind="escape", targets=["exit"], after=["a"]),
        Objective(id="a", kind="pickup", targets=["key"]),
    ]
    assert [o.id for o in played_order(quest.objectives)] == ["a", "b"]
    quest.triggers = [
        Trigger(
            id="t1", on=TriggerEvent(event="pickup", target="key"), effects=[Effect(kind="win")]
        ),
        Trigger(
            id="t2",
            on=TriggerEvent(event="door-opened", target="door-1"),
            effects=[Effect(kind="spawn", target="exit")],
            text="The dead rise when the first door opens.",
        ),
    ]
    quest.chosen = [ChosenHero(id="bearer", name="The Bearer", text="carries the key out")]
    content = sheet_content(compile_board(quest))
    assert ("The Bearer", "chosen at setup — carries the key out") in content.setup
    assert content.objectives == [
        "Pick up Library.",  # the only Library token: its name is enough
        "Escape through Exit. (after 1)",
    ]
    assert content.special_rules == ["The dead rise when the first door opens."]
    assert content.victory == [
        "Complete both objectives.",
        "When a hero picks up Library: the heroes win.",
    ]
    assert content.target_numbers == {"key": [1], "exit": [2]}
    kinds = {(e.kind, e.key) for e in content.legend}
    assert {("token", "start"), ("door", "closed"), ("edge", "wall"), ("start", "start")} <= kinds


def test_file_export_quest_sheet(window: Any, answers: Any, tmp_path: Path) -> None:
    assert window.open_path(WARDEN)
    out = tmp_path / "wk-sheet.pdf"
    answers.save_path = str(out)
    window.actions_["export_sheet"].trigger()
    assert out.is_file()
    assert _squeezed("The Warden's Key") in _squeezed(" ".join(_pdf_text(out)))
    assert str(out) in window.statusBar().currentMessage()
    assert window.settings.last_sheet_folder == str(tmp_path)


def test_the_sheet_dialog_chooses_paper_and_language(
    window: Any, answers: Any, tmp_path: Path, qtbot: Any
) -> None:
    """Issue #33: the editor's sheet export asks for the paper and the language; the sheet is
    printed in that language on that paper, and the editor keeps its own language."""
    from questwright.editor.dialogs import SheetOptionsDialog
    from questwright.editor.i18n import current_language

    dialog = SheetOptionsDialog("a4", "en", window)
    qtbot.addWidget(dialog)
    assert [dialog.language.itemData(i) for i in range(dialog.language.count())] == [
        "en",
        "fr",
        "de",
    ]
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    assert dialog.values() == ("letter", "de")
    assert window.open_path(WARDEN)
    out = tmp_path / "wk-de.pdf"
    answers.save_path = str(out)
    answers.sheet = dialog.values()
    window.actions_["export_sheet"].trigger()
    text = " ".join(" ".join(p.split()) for p in _pdf_text(out))
    assert "ZIELE" in text and "SIEG" in text and "OBJECTIVES" not in text
    from pypdf import PdfReader

    box = PdfReader(str(out)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)  # US Letter
    assert current_language() == "en"  # the editor itself still speaks English
    assert window.settings.paper == "letter"


def test_sheet_of_a_quest_round_trips_unchanged(tmp_path: Path) -> None:
    """Printing reads the quest; it never changes it."""
    quest = load_quest(WARDEN)
    before = serde.to_json(quest)
    ensure_gui_app()
    write_sheet(compile_board(quest), tmp_path / "x.pdf")
    assert serde.to_json(quest) == before


def test_the_sheet_in_french(tmp_path: Path, qapp: Any) -> None:
    from questwright.editor.i18n import install_language

    out = tmp_path / "fr.pdf"
    try:
        assert main(["sheet", str(WARDEN), "-o", str(out), "--lang", "fr"]) == 0
        board = compile_board(load_quest(WARDEN))
        content = sheet_content(board)
    finally:
        install_language(qapp, "en")
    text = " ".join(" ".join(p.split()) for p in _pdf_text(out))
    for heading in ("MISE EN PLACE", "OBJECTIFS", "VICTOIRE", "DÉFAITE", "LÉGENDE"):
        assert heading in text
    assert "Départ des héros ×1" in text and "page 1 sur 1" in text
    assert content.victory == ["Accomplir les deux objectifs."]
    assert ("Tuiles", "md1-06 A · md1-08 B") in content.setup
    # the quest's setup values by their names in French, not spelled from their keys
    assert ("Niveau de départ", "1") in content.setup
    assert ("Jetons Porte-Vie", "2") in content.setup


def test_the_map_is_drawn_by_the_one_board_painter(tmp_path: Path, monkeypatch: Any) -> None:
    """The sheet's map is ``render``'s drawing (painting.paint_board) with the sheet's
    extras, and its legend keys come from painting.draw_key: no second painter."""
    import questwright.editor.sheet as sheet_module
    from questwright.editor import painting

    calls: list[tuple[Any, Any]] = []
    keys: list[tuple[str, str]] = []

    def board_painter(
        painter: Any, board: Any, style: Any = None, overlay: Any = None, badges: Any = None
    ) -> None:
        calls.append((style, badges))
        painting.paint_board(painter, board, style, overlay, badges)

    def key_painter(
        painter: Any, rect: Any, kind: str, key: str, board: Any, pictograms: bool = False
    ) -> None:
        keys.append((kind, key))
        painting.draw_key(painter, rect, kind, key, board, pictograms)

    monkeypatch.setattr(sheet_module, "paint_board", board_painter)
    monkeypatch.setattr(sheet_module, "draw_key", key_painter)
    ensure_gui_app()
    board = compile_board(load_quest(WARDEN))
    write_sheet(board, tmp_path / "sheet.pdf")
    assert len(calls) == 1
    style, badges = calls[0]
    assert style.tile_labels and style.start_hatch
    numbers = sheet_content(board).target_numbers
    assert numbers and badges == {k: ",".join(map(str, v)) for k, v in numbers.items()}
    legend = sheet_content(board).legend
    assert keys == [(entry.kind, entry.key) for entry in legend]


def test_printed_features_drawn_on_the_map_have_legend_keys() -> None:
    ensure_gui_app()
    board = next(
        b for b in (compile_board(load_quest(p)) for p in QUESTS) if any(f.cell for f in b.features)
    )
    legend = sheet_content(board).legend
    on_cells = {f.type for f in board.features if f.cell is not None}
    assert {e.key for e in legend if e.kind == "feature"} == on_cells
    on_edges = {f.type for f in board.features if f.edges}
    assert {e.key for e in legend if e.kind == "feature-edge"} == on_edges


def test_tile_labels_and_objective_numbers_are_in_the_map(tmp_path: Path) -> None:
    """paint_board's print extras: each tile's name and side, a target's objective number
    (text the PDF's text layer carries)."""
    from PySide6.QtCore import QMarginsF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter
    from questwright.editor.painting import BoardStyle, paint_board

    ensure_gui_app()
    board = compile_board(load_quest(WARDEN))
    target = next(t for t in board.tokens.values() if t.cell is not None)
    out = tmp_path / "map.pdf"
    writer = QPdfWriter(str(out))
    writer.setResolution(72)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QSizeF(2000, 2000), QPageSize.Unit.Point),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
    )
    painter = QPainter(writer)
    paint_board(painter, board, BoardStyle(tile_labels=True), badges={target.id: "97"})
    painter.end()
    del writer
    text = _squeezed(" ".join(_pdf_text(out)))
    for placed in board.tiles.values():
        assert _squeezed(f"{placed.tile} {placed.side}") in text
    assert "97" in text


def test_every_objective_is_numbered_on_the_map(monkeypatch: Any) -> None:
    """Issue #33: an objective on a place (a tile, a zone, a cell) has its number on the map
    too, not only one on a token."""
    from PySide6.QtGui import QImage, QPainter
    from questwright.editor import painting

    ensure_gui_app()
    drawn: list[str] = []
    real = painting._draw_badge
    monkeypatch.setattr(
        painting,
        "_draw_badge",
        lambda painter, centre, radius, text: (
            drawn.append(text),
            real(painter, centre, radius, text),
        ),
    )
    for name in ("machina/cold-foundry", "md1/twin-levers", "ddd/house-ashgrove"):
        board = compile_board(load_quest(bundled_quests_dir() / f"{name}.quest.json"))
        content = sheet_content(board)
        badges = {ident: ",".join(map(str, n)) for ident, n in content.target_numbers.items()}
        drawn.clear()
        image = QImage(800, 800, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painting.paint_board(painter, board, painting.BoardStyle(cell=20), badges=badges)
        painter.end()
        numbers = {n for text in drawn for n in text.split(",")}
        assert numbers == {str(i + 1) for i in range(len(content.objectives))}, name


def test_the_sheet_draws_the_editors_pictograms(tmp_path: Path, monkeypatch: Any) -> None:
    """Issue #33: the map and its legend show the pictograms the editor's canvas and palette
    show (a flag for the hero start, a chest for treasure), not two-letter codes; a token
    type without one keeps its letters."""
    from questwright.editor import painting

    ensure_gui_app()
    drawn: list[str] = []
    real = painting.placed_glyph
    monkeypatch.setattr(
        painting, "placed_glyph", lambda name, *a: (drawn.append(name), real(name, *a))[1]
    )
    labels: list[str] = []
    real_disc = painting._draw_disc
    monkeypatch.setattr(
        painting,
        "_draw_disc",
        lambda p, c, r, color, label, glyph=None: (
            labels.append(label if glyph is None else ""),
            real_disc(p, c, r, color, label, glyph),
        ),
    )
    write_sheet(compile_board(load_quest(WARDEN)), tmp_path / "wk.pdf")
    assert {"start", "exit", "chest", "objective"} <= set(drawn)
    assert {label for label in labels if label} == {"LE"}  # level tokens: no pictogram
