"""The printable quest sheet: pages laid out like the games' own quest pages, to PDF or PNG.

Page one carries the title and byline, the story, the map (drawn by :func:`.painting.paint_board`,
the one board painter ``render`` uses too) and its legend; then the sections of :mod:`.sheet_content` — setup, objectives, special rules,
victory, defeat — flow in two columns, over as many pages as they need (a heading never
ends a column). The PDF is vector throughout with a real text layer (every word can be
searched and copied); PNG pages are the same drawing rasterised (``FILE.png``,
``FILE-2.png``…). Shared by ``questwright sheet`` and File ▸ Export Quest Sheet.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, QSizeF
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
    QTextCharFormat,
    QTextLayout,
    QTextOption,
)
from questwright.core.board import Board
from questwright.editor.i18n import translate
from questwright.editor.painting import BoardStyle, draw_key, paint_board
from questwright.editor.sheet_content import LegendEntry, SheetContent, sheet_content
from questwright.schema.files import atomic_write

__all__ = ["PAPERS", "SheetLayout", "compose_sheet", "write_sheet"]

#: paper sizes in points (portrait)
PAPERS = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
MARGIN = 40.0
GUTTER = 18.0
FOOTER = 18.0
INK = QColor("#1d1a16")
ACCENT = QColor("#7a1f1f")
MUTED = QColor("#5b544c")
#: units per cell the map is drawn at (``render``'s default) before it is scaled to the page
_MAP_CELL = 40.0

Op = Callable[[QPainter], None]


def _font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    # No ligatures: "fl" stays two letters in the PDF's text layer (search, copy, screen
    # readers), not one "ﬂ" glyph.
    tag = QFont.Tag.fromString("liga")
    if tag is not None:
        font.setFeature(tag, 0)
    return font


def _reference_device() -> QImage:
    """A 72-dpi image: one point is one unit, on it and on the PDF (text measures alike)."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    _set_dpi(image, 72)
    return image


@dataclass
class _Frame:
    page: int
    rect: QRectF
    y: float = 0.0  # used height


@dataclass
class SheetLayout:
    """The sheet as pages of drawing operations, in points."""

    paper: tuple[float, float]
    pages: list[list[Op]] = field(default_factory=list)

    def page(self, index: int) -> list[Op]:
        while len(self.pages) <= index:
            self.pages.append([])
        return self.pages[index]


class _Composer:
    """Lays the content out: the head of page one, then two flowing columns."""

    def __init__(self, board: Board, content: SheetContent, paper: tuple[float, float]) -> None:
        self.board = board
        self.content = content
        self.layout = SheetLayout(paper)
        self.device = _reference_device()
        width, height = paper
        self.left, self.top = MARGIN, MARGIN
        self.width = width - 2 * MARGIN
        self.bottom = height - MARGIN - FOOTER
        self.column = (self.width - GUTTER) / 2
        self.frames: list[_Frame] = []

    # -------------------------------------------------------------- text
    def _text_layout(
        self, text: str, font: QFont, width: float, bold_prefix: int = 0
    ) -> tuple[QTextLayout, float]:
        layout = QTextLayout(text, font, self.device)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        if bold_prefix:
            bold = QTextCharFormat()
            bold.setFontWeight(QFont.Weight.Bold)
            rng = QTextLayout.FormatRange()
            rng.start, rng.length, rng.format = 0, bold_prefix, bold
            layout.setFormats([rng])
        layout.beginLayout()
        y = 0.0
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            line.setPosition(QPointF(0, y))
            y += line.height()
        layout.endLayout()
        return layout, y

    def _draw_lines(
        self, page: int, layout: QTextLayout, first: int, last: int, at: QPointF, color: QColor
    ) -> None:
        top = layout.lineAt(first).position().y()
        origin = QPointF(at.x(), at.y() - top)

        def op(painter: QPainter) -> None:
            painter.setPen(color)
            for i in range(first, last):
                layout.lineAt(i).draw(painter, origin)

        self.layout.page(page).append(op)

    # -------------------------------------------------------------- head of page one
    def compose(self) -> SheetLayout:
        content = self.content
        y = self.top
        title, h = self._text_layout(content.title, _font(20, bold=True), self.width)
        self._draw_lines(0, title, 0, title.lineCount(), QPointF(self.left, y), ACCENT)
        y += h + 2
        byline, h = self._text_layout(content.byline, _font(9), self.width)
        self._draw_lines(0, byline, 0, byline.lineCount(), QPointF(self.left, y), MUTED)
        y += h + 4
        self._rule(0, y, ACCENT, 1.2)
        y += 8
        if content.story:
            story, h = self._text_layout(content.story, _font(9.5, italic=True), self.width)
            self._draw_lines(0, story, 0, story.lineCount(), QPointF(self.left, y), INK)
            y += h + 10
        page, y = self._map(0, y)
        page, y = self._legend(page, y)
        self._columns(page, y + 6)
        self._footers()
        return self.layout

    def _columns(self, page: int, y: float) -> None:
        """Flow the sections; when they fit in the two columns of one page, balance them
        (the shortest column height that still holds everything, found by bisection)."""
        before = [list(ops) for ops in self.layout.pages]

        def run(limit: float | None) -> bool:
            self.layout.pages = [list(ops) for ops in before]
            self.frames = []
            self._start_columns(page, y, limit)
            self._sections()
            return len(self.frames) == 2

        if not run(None):
            return
        low, high = 0.0, self.frames[0].rect.height()
        for _ in range(12):
            middle = (low + high) / 2
            if run(middle):
                high = middle
            else:
                low = middle
        run(high)

    def _rule(
        self,
        page: int,
        y: float,
        color: QColor,
        width: float,
        x: float | None = None,
        length: float | None = None,
    ) -> None:
        x0 = self.left if x is None else x
        x1 = x0 + (self.width if length is None else length)

        def op(painter: QPainter) -> None:
            painter.setPen(QPen(color, width))
            painter.drawLine(QPointF(x0, y), QPointF(x1, y))

        self.layout.page(page).append(op)

    def _map(self, page: int, y: float) -> tuple[int, float]:
        if not self.board.cells:
            return page, y
        board = self.board
        x0, y0, x1, y1 = board.bounds()
        cols, rows = max(1, x1 - x0), max(1, y1 - y0)
        full = self.bottom - self.top
        s = min(self.width / cols, full * 0.52 / rows)  # points per cell
        if y + rows * s > self.bottom - 90:  # too little room left: the map opens the next page
            page, y = page + 1, self.top
            s = min(self.width / cols, (full - 120) / rows)
        w, h = cols * s, rows * s
        x = self.left + (self.width - w) / 2
        top = y
        badges = dict(self.content.marks)  # the letters the rules name things by
        for ident, numbers in self.content.target_numbers.items():
            badges[ident] = ",".join(
                [*(badges.get(ident, "").split(",") if ident in badges else []), *map(str, numbers)]
            )
        # The map is ``render``'s drawing (at its scale of _MAP_CELL units per cell) scaled to
        # the page: one painter, one look, in vector shapes.
        style = BoardStyle(
            cell=_MAP_CELL, margin=0, tile_labels=True, start_hatch=True, pictograms=True
        )

        def op(painter: QPainter) -> None:
            painter.save()
            painter.translate(x, top)
            painter.scale(s / _MAP_CELL, s / _MAP_CELL)
            paint_board(painter, board, style, badges=badges)
            painter.restore()

        self.layout.page(page).append(op)
        return page, y + h + 10

    def _legend(self, page: int, y: float) -> tuple[int, float]:
        entries = self.content.legend
        if not entries:
            return page, y
        columns = 4
        col_w = self.width / columns
        key = 11.0
        font = _font(7.5)
        labels = []
        for entry in entries:
            label = entry.label + (f" ×{entry.count}" if entry.count else "")
            labels.append(self._text_layout(label, font, col_w - key - 8))
        rows = [
            max(max(h, key) for _layout, h in labels[start : start + columns]) + 3
            for start in range(0, len(labels), columns)
        ]
        heading_h = 14.0
        if y + heading_h + sum(rows) > self.bottom:
            page, y = page + 1, self.top
        self._heading(page, QPointF(self.left, y), translate("QuestSheet", "Legend"), self.width)
        y += heading_h + 4
        board = self.board
        for index, (entry, (text, _h)) in enumerate(zip(entries, labels, strict=True)):
            row, col = index // columns, index % columns
            x = self.left + col * col_w
            top = y + sum(rows[:row])
            self._draw_lines(page, text, 0, text.lineCount(), QPointF(x + key + 4, top), INK)
            rect = QRectF(x, top, key, key)

            def op(painter: QPainter, rect: QRectF = rect, entry: LegendEntry = entry) -> None:
                draw_key(painter, rect, entry.kind, entry.key, board, pictograms=True)

            self.layout.page(page).append(op)
        return page, y + sum(rows)

    def _heading(self, page: int, at: QPointF, text: str, width: float) -> float:
        layout, h = self._text_layout(text.upper(), _font(9.5, bold=True), width)
        self._draw_lines(page, layout, 0, layout.lineCount(), at, ACCENT)
        self._rule(page, at.y() + h + 1, ACCENT, 0.6, at.x(), width)
        return h + 5

    # -------------------------------------------------------------- flowing columns
    def _start_columns(self, page: int, y: float, limit: float | None = None) -> None:
        if self.bottom - y < 60:
            page, y = page + 1, self.top
        height = self.bottom - y if limit is None else min(limit, self.bottom - y)
        for column in range(2):
            x = self.left + column * (self.column + GUTTER)
            self.frames.append(_Frame(page, QRectF(x, y, self.column, height)))
        self.current = 0

    def _frame(self) -> _Frame:
        while self.current >= len(self.frames):
            page = self.frames[-1].page + 1
            for column in range(2):
                x = self.left + column * (self.column + GUTTER)
                self.frames.append(
                    _Frame(page, QRectF(x, self.top, self.column, self.bottom - self.top))
                )
        return self.frames[self.current]

    def _section(self, title: str, paragraphs: list[tuple[str, str, int]]) -> None:
        """A heading and its paragraphs: ``(number or "", text, bold prefix length)``."""
        if not paragraphs:
            return
        font = _font(9)
        first_text = paragraphs[0]
        indent = 13.0 if first_text[0] else 0.0
        probe, _ = self._text_layout(first_text[1], font, self.column - indent, first_text[2])
        # what the first paragraph needs in this column: all of it when short, else two lines
        keep = probe.lineCount() if probe.lineCount() <= 3 else 2
        first_lines = sum(probe.lineAt(i).height() for i in range(keep))
        frame = self._frame()
        heading_h = 6.0 + 19.0  # the space above a heading, and the heading with its rule
        if frame.y and frame.y + heading_h + first_lines > frame.rect.height():
            self.current += 1  # keep the heading with its first line
            frame = self._frame()
        if frame.y:
            frame.y += 6
        frame.y += self._heading(
            frame.page, QPointF(frame.rect.x(), frame.rect.y() + frame.y), title, self.column
        )
        for number, text, bold in paragraphs:
            self._paragraph(number, text, bold, font)

    def _paragraph(self, number: str, text: str, bold: int, font: QFont) -> None:
        indent = 13.0 if number else 0.0
        layout, _h = self._text_layout(text, font, self.column - indent, bold)
        line = 0
        count = layout.lineCount()
        numbered = False
        while line < count:
            frame = self._frame()
            room = frame.rect.height() - frame.y
            fits = line
            used = 0.0
            while fits < count and used + layout.lineAt(fits).height() <= room:
                used += layout.lineAt(fits).height()
                fits += 1
            if line == 0 and fits < count and (count <= 3 or fits < 2):
                fits = 0  # a short paragraph stays whole; a long one leaves two lines or more
            elif fits < count and count - fits < 2:
                fits = max(line, count - 2)  # and carries two lines or more over
            used = sum(layout.lineAt(i).height() for i in range(line, fits))
            if fits == line:  # nothing fits here: next column
                if frame.y == 0:  # a column too short for one line: place it anyway
                    fits, used = line + 1, layout.lineAt(line).height()
                else:
                    self.current += 1
                    continue
            at = QPointF(frame.rect.x() + indent, frame.rect.y() + frame.y)
            if number and not numbered:  # first, so that the text layer reads "1. Find…"
                numbered = True
                num, _ = self._text_layout(number, _font(9, bold=True), indent)
                self._draw_lines(frame.page, num, 0, 1, QPointF(frame.rect.x(), at.y()), ACCENT)
            self._draw_lines(frame.page, layout, line, fits, at, INK)
            frame.y += used
            line = fits
        frame = self._frame()
        frame.y += 3

    def _sections(self) -> None:
        content = self.content
        setup = [("", f"{label}: {text}", len(label) + 1) for label, text in content.setup]
        self._section(translate("QuestSheet", "Setup"), setup)
        objectives = [(f"{i}.", text, 0) for i, text in enumerate(content.objectives, 1)]
        self._section(
            translate("QuestSheet", "Objectives"),
            objectives or [("", translate("QuestSheet", "None yet."), 0)],
        )
        if content.special_rules:
            self._section(
                translate("QuestSheet", "Special rules"),
                [("•", text, 0) for text in content.special_rules],
            )
        self._section(
            translate("QuestSheet", "Victory"), [("", text, 0) for text in content.victory]
        )
        self._section(
            translate("QuestSheet", "Defeat"),
            [("•" if len(content.defeat) > 1 else "", text, 0) for text in content.defeat],
        )

    def _footers(self) -> None:
        total = len(self.layout.pages)
        height = self.layout.paper[1]
        for index in range(total):
            text = f"{self.content.footer} · " + translate(
                "QuestSheet", "page {page} of {pages}"
            ).replace("{page}", str(index + 1)).replace("{pages}", str(total))
            layout, _ = self._text_layout(text, _font(7), self.width)
            self._rule(index, height - MARGIN - FOOTER + 6, MUTED, 0.4)
            self._draw_lines(
                index, layout, 0, 1, QPointF(self.left, height - MARGIN - FOOTER + 9), MUTED
            )


def compose_sheet(board: Board, paper: str = "a4") -> SheetLayout:
    """The laid-out pages of ``board``'s quest sheet, in the current language."""
    size = PAPERS.get(paper)
    if size is None:
        raise ValueError(f"unknown paper {paper!r} (a4 or letter)")
    return _Composer(board, sheet_content(board), size).compose()


def _paint_pages(
    layout: SheetLayout,
    device: QPaintDevice,
    next_page: Callable[[], object] | None,
    scale: float = 1.0,
    page: int | None = None,
) -> None:
    painter = QPainter(device)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.scale(scale, scale)
    indices = range(len(layout.pages)) if page is None else [page]
    for n, index in enumerate(indices):
        if n and next_page is not None:
            next_page()
        for op in layout.pages[index]:
            painter.save()
            op(painter)
            painter.restore()
    painter.end()


def write_sheet(
    board: Board, out: str | os.PathLike[str], paper: str = "a4", dpi: int = 150
) -> list[Path]:
    """Write the sheet to ``out`` (``.pdf``: one document; ``.png``: one image per page,
    ``name.png``, ``name-2.png``…); the files written. Each file is written whole or not at
    all (drawn in memory, then saved atomically)."""
    from questwright.editor.render import ensure_gui_app

    path = Path(out)
    suffix = path.suffix.lower()
    if suffix not in (".pdf", ".png"):
        raise ValueError(f"{path.name}: a quest sheet is written as .pdf or .png")
    if not 36 <= dpi <= 600:
        raise ValueError(f"--dpi {dpi}: choose 36 to 600")
    ensure_gui_app()
    layout = compose_sheet(board, paper)
    width, height = layout.paper
    if suffix == ".pdf":
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        writer = QPdfWriter(buffer)
        writer.setResolution(72)
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QSizeF(width, height), QPageSize.Unit.Point, paper.upper()),
                QPageLayout.Orientation.Portrait,
                QMarginsF(0, 0, 0, 0),
            )
        )
        writer.setTitle(board.quest.title or board.quest.id)
        writer.setCreator("Questwright")
        _paint_pages(layout, writer, writer.newPage)
        del writer  # finishes the document
        atomic_write(path, bytes(buffer.data().data()), keep_backup=False)
        return [path]
    written = []
    scale = dpi / 72
    for index in range(len(layout.pages)):
        image = QImage(round(width * scale), round(height * scale), QImage.Format.Format_RGB32)
        _set_dpi(image, 72)  # draw in points, as on the PDF
        image.fill(QColor("white"))
        _paint_pages(layout, image, None, scale, index)
        _set_dpi(image, dpi)  # and tell viewers the real resolution
        target = path if index == 0 else path.with_name(f"{path.stem}-{index + 1}{path.suffix}")
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs say bytes
            raise OSError(f"cannot encode {target.name}")
        atomic_write(target, bytes(buffer.data().data()), keep_backup=False)
        written.append(target)
    return written


def _set_dpi(image: QImage, dpi: float) -> None:
    dots = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots)
    image.setDotsPerMeterY(dots)
