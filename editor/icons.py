"""Token icons we draw ourselves: a white glyph on a disc in the token type's colour.

A glyph is picked from the type's ``icon`` name (or words of its id): start flag, exit
arrow, monster fangs, chest, key, camera, spawn burst, stairs, portal ring, potion, coins,
compass, objective target, trap spikes, pillar. Types without a glyph get a short label
that is unique within their system. Glyphs are ``QPainterPath`` objects in a unit box
(−1…1), so the canvas can batch every token's glyph into one path per frame.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QTransform,
)
from questwright.schema.model import System

__all__ = [
    "GLYPHS",
    "draw_token_icon",
    "glyph_for",
    "glyph_outline",
    "glyph_paths",
    "placed_glyph",
    "short_labels",
]

#: glyph name → words that select it (matched against the icon name and the type id)
GLYPHS: dict[str, tuple[str, ...]] = {
    "start": ("start", "hero"),
    "exit": ("exit", "escape"),
    "monster": ("monster", "mob", "guard", "boss", "enemy", "lair", "roaming"),
    "chest": ("chest", "treasure", "loot", "artifact", "relic", "item"),
    "key": ("key",),
    "camera": ("camera",),
    "spawn": ("spawn",),
    "stairs": ("stair", "staircase", "stairs"),
    "portal": ("portal", "glyph", "fountain", "forge"),
    "potion": ("potion",),
    "coins": ("coins", "money", "gold"),
    "compass": ("compass",),
    "objective": ("objective", "target", "library", "special"),
    "trap": ("trap", "corruption"),
    "pillar": ("pillar", "bridge"),
    "time": ("time", "clock"),
}


def glyph_for(token_type: str, icon: str | None = None) -> str | None:
    """The glyph name for a token type, or None (then a text label is drawn)."""
    words = [w for w in (icon or "").replace("_", "-").split("-") if w]
    words += [w for w in token_type.replace("_", "-").split("-") if w]
    for word in words:
        for name, keys in GLYPHS.items():
            if word in keys:
                return name
    return None


def _star(path: QPainterPath, points: int, outer: float, inner: float, rot: float = -90) -> None:
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rot + i * 180 / points)
        p = QPointF(r * math.cos(a), r * math.sin(a))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()


@cache
def glyph_paths(name: str) -> tuple[QPainterPath, QPainterPath]:
    """``(stroke, fill)`` paths of a glyph in the box −1…1 (y down)."""
    s, f = QPainterPath(), QPainterPath()
    if name == "start":  # a flag
        s.moveTo(-0.45, 0.7)
        s.lineTo(-0.45, -0.7)
        f.moveTo(-0.45, -0.7)
        f.lineTo(0.6, -0.4)
        f.lineTo(-0.45, -0.05)
        f.closeSubpath()
    elif name == "exit":  # an arrow out of a doorway
        s.moveTo(-0.2, -0.65)
        s.lineTo(-0.65, -0.65)
        s.lineTo(-0.65, 0.65)
        s.lineTo(-0.2, 0.65)
        s.moveTo(-0.3, 0)
        s.lineTo(0.55, 0)
        f.moveTo(0.75, 0)
        f.lineTo(0.3, -0.35)
        f.lineTo(0.3, 0.35)
        f.closeSubpath()
    elif name == "monster":  # horns and fangs
        f.moveTo(-0.7, -0.7)
        f.lineTo(-0.35, -0.1)
        f.lineTo(0.35, -0.1)
        f.lineTo(0.7, -0.7)
        f.lineTo(0.45, 0.35)
        f.lineTo(0.2, 0.05)
        f.lineTo(0.0, 0.45)
        f.lineTo(-0.2, 0.05)
        f.lineTo(-0.45, 0.35)
        f.closeSubpath()
    elif name == "chest":
        s.addRoundedRect(QRectF(-0.65, -0.45, 1.3, 1.0), 0.12, 0.12)
        s.moveTo(-0.65, -0.05)
        s.lineTo(0.65, -0.05)
        f.addRect(QRectF(-0.12, -0.18, 0.24, 0.3))
    elif name == "key":
        s.addEllipse(QPointF(-0.4, 0), 0.28, 0.28)
        s.moveTo(-0.12, 0)
        s.lineTo(0.7, 0)
        s.moveTo(0.45, 0)
        s.lineTo(0.45, 0.3)
        s.moveTo(0.65, 0)
        s.lineTo(0.65, 0.25)
    elif name == "camera":
        f.addRoundedRect(QRectF(-0.7, -0.4, 1.1, 0.8), 0.15, 0.15)
        f.moveTo(0.4, -0.15)
        f.lineTo(0.75, -0.4)
        f.lineTo(0.75, 0.4)
        f.lineTo(0.4, 0.15)
        f.closeSubpath()
    elif name == "spawn":
        _star(f, 8, 0.78, 0.32)
    elif name == "stairs":
        s.moveTo(-0.7, 0.6)
        s.lineTo(-0.7, 0.25)
        s.lineTo(-0.25, 0.25)
        s.lineTo(-0.25, -0.15)
        s.lineTo(0.2, -0.15)
        s.lineTo(0.2, -0.55)
        s.lineTo(0.65, -0.55)
    elif name == "portal":
        s.addEllipse(QPointF(0, 0), 0.65, 0.65)
        s.addEllipse(QPointF(0, 0), 0.3, 0.3)
    elif name == "potion":
        f.addEllipse(QPointF(0, 0.25), 0.5, 0.45)
        f.addRect(QRectF(-0.15, -0.65, 0.3, 0.5))
    elif name == "coins":
        s.addEllipse(QPointF(-0.2, 0.2), 0.42, 0.42)
        f.addEllipse(QPointF(0.22, -0.2), 0.42, 0.42)
    elif name == "compass":
        f.moveTo(0, -0.8)
        f.lineTo(0.3, 0.1)
        f.lineTo(-0.3, 0.1)
        f.closeSubpath()
        s.moveTo(0, 0.1)
        s.lineTo(0, 0.7)
    elif name == "objective":
        s.addEllipse(QPointF(0, 0), 0.62, 0.62)
        f.addEllipse(QPointF(0, 0), 0.25, 0.25)
    elif name == "trap":
        f.moveTo(-0.75, 0.5)
        for i in range(4):
            f.lineTo(-0.75 + 0.375 * i + 0.19, -0.55)
            f.lineTo(-0.75 + 0.375 * (i + 1), 0.5)
        f.closeSubpath()
    elif name == "pillar":
        f.addRect(QRectF(-0.3, -0.5, 0.6, 1.0))
        f.addRect(QRectF(-0.5, -0.7, 1.0, 0.2))
        f.addRect(QRectF(-0.5, 0.5, 1.0, 0.2))
    elif name == "time":
        s.addEllipse(QPointF(0, 0), 0.65, 0.65)
        s.moveTo(0, 0)
        s.lineTo(0, -0.45)
        s.moveTo(0, 0)
        s.lineTo(0.35, 0.1)
    return s, f


@cache
def glyph_outline(name: str) -> QPainterPath:
    """The glyph as one filled shape (its strokes outlined once), in the box −1…1.

    Filling a ready outline per frame is far cheaper than stroking the glyph every time.
    """
    stroke, fill = glyph_paths(name)
    stroker = QPainterPathStroker()
    stroker.setWidth(0.17)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    outline = stroker.createStroke(stroke) if not stroke.isEmpty() else QPainterPath()
    outline.addPath(fill)
    outline.setFillRule(Qt.FillRule.WindingFill)
    return outline


def placed_glyph(name: str, cx: float, cy: float, r: float) -> QPainterPath:
    """The glyph outline scaled into a disc of radius ``r`` at (cx, cy)."""
    return QTransform(r * 0.62, 0, 0, r * 0.62, cx, cy).map(glyph_outline(name))


def short_labels(system: System | None) -> dict[str, str]:
    """A label of one or two capital letters per token type, unique within the system."""
    if system is None:
        return {}
    used: set[str] = set()
    out: dict[str, str] = {}
    for ttype in system.token_types:
        words = [w for w in ttype.replace("_", "-").split("-") if w] or ["?"]
        first = words[0]
        candidates = []
        if len(words) > 1:
            candidates.append(first[0] + words[1][0])
        candidates.append(first[:2])
        candidates += [first[0] + ch for ch in first[1:] if ch not in "aeiou"]
        candidates += [first[0] + ch for ch in first[1:]]
        candidates += [first[0] + str(n) for n in range(2, 10)]
        label = next((c.upper() for c in candidates if c.upper() not in used), first[:2].upper())
        used.add(label)
        out[ttype] = label
    return out


def draw_token_icon(
    painter: QPainter, rect: QRectF, color: QColor, glyph: str | None, label: str
) -> None:
    """One token icon (palette entries, legends)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("white"), max(1.0, rect.width() * 0.06)))
    painter.setBrush(color)
    painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
    r = rect.width() / 2 - 1
    c = rect.center()
    if glyph is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        painter.drawPath(placed_glyph(glyph, c.x(), c.y(), r))
    else:
        font = QFont()
        font.setPixelSize(max(6, int(r * 0.95)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
    painter.restore()
