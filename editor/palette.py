"""The palette: the system's tile faces and token types, filterable, draggable.

Choosing a tile face (click, arrows, Enter) arms the place-tile tool; choosing a token type
arms the token tool; dragging either onto the canvas places it where it is dropped. Token
entries show how many are placed against the box's component count. Tile thumbnails are
drawn after the window is shown, so they never delay start-up.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)
from questwright.editor.i18n import data_label, translate
from questwright.editor.icons import draw_token_icon, glyph_for, short_labels
from questwright.editor.painting import token_style
from questwright.editor.view import PALETTE_MIME

if TYPE_CHECKING:
    from questwright.editor.document import Document
    from questwright.editor.tools.base import EditorContext

__all__ = ["PaletteList", "PalettePanel"]

ROLE = Qt.ItemDataRole.UserRole


class PaletteList(QListWidget):
    """A list whose items drag out as palette payloads."""

    def mimeData(self, items: list[QListWidgetItem]) -> QMimeData:
        data = QMimeData()
        if items:
            data.setData(PALETTE_MIME, str(items[0].data(ROLE)).encode("utf-8"))
        return data

    def mimeTypes(self) -> list[str]:
        return [PALETTE_MIME]


class PalettePanel(QWidget):
    """Tiles and tokens of the document's system."""

    #: "tile:<id>:<side>" or "token:<type>" was chosen with Enter/double-click
    chosen = Signal(str)

    def __init__(self, document: Document, ctx: EditorContext) -> None:
        super().__init__()
        self.doc = document
        self.ctx = ctx
        self.setObjectName("palette-panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(translate("PalettePanel", "Filter tiles and tokens…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        layout.addWidget(self.filter)
        layout.addWidget(QLabel(translate("PalettePanel", "Tiles")))
        self.tiles = PaletteList()
        self.tiles.setAccessibleName(translate("PalettePanel", "Tiles"))
        self.tiles.setIconSize(QSize(56, 56))
        self.tiles.setDragEnabled(True)
        layout.addWidget(self.tiles, 3)
        layout.addWidget(QLabel(translate("PalettePanel", "Tokens")))
        self.tokens = PaletteList()
        self.tokens.setAccessibleName(translate("PalettePanel", "Tokens"))
        self.tokens.setDragEnabled(True)
        layout.addWidget(self.tokens, 2)
        for lst in (self.tiles, self.tokens):
            lst.currentItemChanged.connect(lambda item, _prev: self._choose(item, activate=False))
            lst.itemActivated.connect(lambda item: self._choose(item, activate=True))
        self.filter.returnPressed.connect(self._first_visible)
        self._icons_done = False
        self.populate()
        # An edit and its undo (or a drag's many steps) in one turn of the event loop
        # count the tokens once.
        self._count_later = QTimer(self)
        self._count_later.setSingleShot(True)
        self._count_later.setInterval(0)
        self._count_later.timeout.connect(self.update_counts)
        document.changed.connect(
            lambda change: self._count_later.start() if "tokens" in change.fields else None
        )

    # ------------------------------------------------------------------ content
    def populate(self) -> None:
        self.tiles.clear()
        self.tokens.clear()
        system_id = self.doc.quest.system
        for tile in sorted(self.doc.catalog.tiles_of(system_id), key=lambda t: t.id):
            for side, face in sorted(tile.sides.items()):
                w, h = face.size
                label = f"{tile.id} {side}"
                if face.label:
                    label += f" ({face.label})"
                name = data_label(tile.name)
                item = QListWidgetItem(f"{label}\n{name} · {w}×{h}")
                item.setData(ROLE, f"tile:{tile.id}:{side}")
                item.setToolTip(
                    translate(
                        "PalettePanel", "{name}: side {side}, {w}×{h} cells, category {category}"
                    ).format(name=name, side=side, w=w, h=h, category=tile.category or "—")
                )
                self.tiles.addItem(item)
        system = self.doc.system
        if system is not None:
            labels = short_labels(system)
            for ttype, tdef in system.token_types.items():
                color, _short = token_style(ttype, tdef.color)
                item = QListWidgetItem(self._token_text(ttype))
                item.setData(ROLE, f"token:{ttype}")
                item.setIcon(QIcon(_disc(color, glyph_for(ttype, tdef.icon), labels[ttype])))
                tip = translate("PalettePanel", "{label} ({type}): anchored to a {anchor}").format(
                    label=data_label(tdef.label), type=ttype, anchor=tdef.anchor
                )
                if tdef.description:
                    tip += f"\n{data_label(tdef.description)}"
                item.setToolTip(tip)
                self.tokens.addItem(item)

    def _token_text(self, ttype: str, used: int | None = None) -> str:
        system = self.doc.system
        tdef = system.token_types[ttype] if system else None
        if used is None:
            used = sum(1 for t in self.doc.quest.tokens if t.type == ttype)
        limit = f"/{tdef.limit}" if tdef and tdef.limit is not None else ""
        req = " " + translate("PalettePanel", "(required)") if tdef and tdef.required else ""
        return f"{data_label(tdef.label) if tdef else ttype}  {used}{limit}{req}"

    def update_counts(self) -> None:
        counts = Counter(t.type for t in self.doc.quest.tokens)
        for row in range(self.tokens.count()):
            item = self.tokens.item(row)
            ttype = str(item.data(ROLE)).split(":", 1)[1]
            text = self._token_text(ttype, counts.get(ttype, 0))
            if item.text() != text:
                item.setText(text)

    def render_icons(self) -> None:
        """Draw tile thumbnails (called once the window is up)."""
        if self._icons_done:
            return
        self._icons_done = True
        from questwright.core.board import compile_board
        from questwright.editor.painting import BoardStyle, paint_board
        from questwright.schema.model import Quest, TilePlacement

        for row in range(self.tiles.count()):
            item = self.tiles.item(row)
            _kind, tile, side = str(item.data(ROLE)).split(":")
            quest = Quest(
                id="icon",
                system=self.doc.quest.system,
                title="icon",
                tiles=[TilePlacement(id="i", tile=tile, side=side)],
            )
            board = compile_board(quest, self.doc.catalog)
            x0, y0, x1, y1 = board.bounds()
            size = max(x1 - x0, y1 - y0, 1)
            cell = max(4, 52 // size)
            pixmap = QPixmap(56, 56)
            pixmap.fill(QColor(0, 0, 0, 0))
            painter = QPainter(pixmap)
            paint_board(painter, board, BoardStyle(cell=cell, margin=2, show_zone_lines=True))
            painter.end()
            item.setIcon(QIcon(pixmap))

    # ------------------------------------------------------------------ choosing
    def _choose(self, item: QListWidgetItem | None, activate: bool) -> None:
        if item is None:
            return
        payload = str(item.data(ROLE))
        kind, _, rest = payload.partition(":")
        if kind == "tile":
            tile, side = rest.split(":")
            self.ctx.choose_tile(tile, side)
        else:
            self.ctx.choose_token(rest)
        if activate:
            self.chosen.emit(payload)

    def select_payload(self, payload: str) -> bool:
        for lst in (self.tiles, self.tokens):
            for row in range(lst.count()):
                if lst.item(row).data(ROLE) == payload:
                    lst.setCurrentRow(row)
                    return True
        return False

    def _apply_filter(self, text: str) -> None:
        needle = text.strip().lower()
        for lst in (self.tiles, self.tokens):
            for row in range(lst.count()):
                item = lst.item(row)
                item.setHidden(
                    bool(needle) and needle not in (item.text() + str(item.data(ROLE))).lower()
                )

    def _first_visible(self) -> None:
        for lst in (self.tiles, self.tokens):
            for row in range(lst.count()):
                if not lst.item(row).isHidden():
                    lst.setCurrentRow(row)
                    lst.setFocus()
                    return


def _disc(color: QColor, glyph: str | None, label: str) -> QPixmap:
    pixmap = QPixmap(24, 24)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    draw_token_icon(painter, QRectF(0, 0, 24, 24), color, glyph, label)
    painter.end()
    return pixmap
