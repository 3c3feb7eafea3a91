"""A win-rate plot as SVG text (real labels), or as a PNG image (no plotting library).

``simulate --vary`` and ``--heroes A-B`` draw the win rate against the swept value with
its 95 % interval as bars; the editor's simulation report shows the same picture. The
project has no plotting dependency and Qt is for the editor only, so the chart is drawn
here: axes, grid, interval bars, the line and its points, and labels.
:func:`win_rate_svg` writes it as SVG with its labels as real text (``--plot FILE.svg``:
any browser shows it, its words can be searched and copied, it scales);
:func:`win_rate_chart` draws the same chart as pixels for a PNG (``--plot FILE.png``, the
default, and the editor's report), its labels in a small built-in 3×5 pixel font.
Both are deterministic: the same points give the same text or bytes.
"""

from __future__ import annotations

import itertools
import struct
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np

__all__ = ["render_png", "win_rate_chart", "win_rate_svg", "write_chart", "write_png"]

#: 3×5 glyphs, five rows of three pixels (``#`` ink)
_GLYPHS = {
    "0": "### #.# #.# #.# ###",
    "1": ".#. ##. .#. .#. ###",
    "2": "### ..# ### #.. ###",
    "3": "### ..# ### ..# ###",
    "4": "#.# #.# ### ..# ..#",
    "5": "### #.. ### ..# ###",
    "6": "### #.. ### #.# ###",
    "7": "### ..# ..# ..# ..#",
    "8": "### #.# ### #.# ###",
    "9": "### #.# ### ..# ###",
    "A": ".#. #.# ### #.# #.#",
    "B": "##. #.# ##. #.# ##.",
    "C": ".## #.. #.. #.. .##",
    "D": "##. #.# #.# #.# ##.",
    "E": "### #.. ##. #.. ###",
    "F": "### #.. ##. #.. #..",
    "G": ".## #.. #.# #.# .##",
    "H": "#.# #.# ### #.# #.#",
    "I": "### .#. .#. .#. ###",
    "J": "..# ..# ..# #.# .#.",
    "K": "#.# #.# ##. #.# #.#",
    "L": "#.. #.. #.. #.. ###",
    "M": "#.# ### ### #.# #.#",
    "N": "##. #.# #.# #.# #.#",
    "O": ".#. #.# #.# #.# .#.",
    "P": "##. #.# ##. #.. #..",
    "Q": ".#. #.# #.# ##. .##",
    "R": "##. #.# ##. #.# #.#",
    "S": ".## #.. .#. ..# ##.",
    "T": "### .#. .#. .#. .#.",
    "U": "#.# #.# #.# #.# ###",
    "V": "#.# #.# #.# #.# .#.",
    "W": "#.# #.# ### ### #.#",
    "X": "#.# #.# .#. #.# #.#",
    "Y": "#.# #.# .#. .#. .#.",
    "Z": "### ..# .#. #.. ###",
    "%": "#.# ..# .#. #.. #.#",
    "-": "... ... ### ... ...",
    ".": "... ... ... ... .#.",
    ",": "... ... ... .#. #..",
    ":": "... .#. ... .#. ...",
    "=": "... ### ... ### ...",
    "(": "..# .#. .#. .#. ..#",
    ")": "#.. .#. .#. .#. #..",
    "/": "..# ..# .#. #.. #..",
    "_": "... ... ... ... ###",
    " ": "... ... ... ... ...",
}
WHITE = (255, 255, 255)
INK = (40, 40, 40)
GRID = (225, 225, 225)
LINE = (31, 119, 180)
BAND = (160, 190, 220)


def _glyph(ch: str) -> np.ndarray:
    rows = _GLYPHS.get(ch, _GLYPHS[" "]).split()
    return np.array([[c == "#" for c in row] for row in rows])


class _Canvas:
    def __init__(self, width: int, height: int) -> None:
        self.px = np.empty((height, width, 3), dtype=np.uint8)
        self.px[:] = WHITE
        self.h, self.w = height, width

    def rect(self, x0: int, y0: int, x1: int, y1: int, colour: tuple[int, int, int]) -> None:
        xa, xb = sorted((x0, x1))
        ya, yb = sorted((y0, y1))
        self.px[max(0, ya) : min(self.h, yb + 1), max(0, xa) : min(self.w, xb + 1)] = colour

    def line(
        self, x0: float, y0: float, x1: float, y1: float, colour: tuple[int, int, int], width: int
    ) -> None:
        steps = int(max(abs(x1 - x0), abs(y1 - y0))) + 1
        r = width // 2
        for t in np.linspace(0.0, 1.0, steps + 1):
            x = round(x0 + (x1 - x0) * t)
            y = round(y0 + (y1 - y0) * t)
            self.rect(x - r, y - r, x - r + width - 1, y - r + width - 1, colour)

    def text(self, x: int, y: int, text: str, scale: int = 2, anchor: str = "left") -> None:
        text = text.upper()
        width = len(text) * 4 * scale - scale
        if anchor == "centre":
            x -= width // 2
        elif anchor == "right":
            x -= width
        for i, ch in enumerate(text):
            glyph = _glyph(ch)
            gx = x + i * 4 * scale
            for r, c in zip(*np.nonzero(glyph), strict=True):
                self.rect(
                    gx + c * scale, y + r * scale, gx + c * scale + scale - 1,
                    y + r * scale + scale - 1, INK,
                )  # fmt: skip


def win_rate_chart(
    points: Sequence[tuple[float, float, float, float]],
    *,
    title: str = "",
    xlabel: str = "",
    width: int = 640,
    height: int = 400,
) -> np.ndarray:
    """An RGB image (height × width × 3, uint8) of ``(x, win rate, low, high)`` points:
    y from 0 to 100 %, the interval as a bar, the rates joined by a line."""
    c = _Canvas(width, height)
    left, right, top, bottom = 70, width - 24, 52, height - 60
    c.text(width // 2, 6, title[:70], anchor="centre")
    c.text((left + right) // 2, height - 22, xlabel[:70], anchor="centre")
    c.text(8, top - 22, "WIN RATE (95% CI)", scale=2)

    def ypix(rate: float) -> float:
        return bottom - (bottom - top) * min(1.0, max(0.0, rate))

    for pct in (0, 25, 50, 75, 100):
        y = round(ypix(pct / 100))
        c.rect(left, y, right, y, GRID)
        c.text(left - 8, y - 5, f"{pct}%", anchor="right")
    xs = [p[0] for p in points]
    lo_x, hi_x = (min(xs), max(xs)) if xs else (0.0, 1.0)
    if hi_x == lo_x:
        lo_x, hi_x = lo_x - 1, hi_x + 1

    def xpix(x: float) -> float:
        pad = 24
        return left + pad + (right - left - 2 * pad) * (x - lo_x) / (hi_x - lo_x)

    c.rect(left, top, left, bottom, INK)
    c.rect(left, bottom, right, bottom, INK)
    every = max(1, len(points) // 12 + (1 if len(points) % 12 else 0))
    for i, (x, _, _, _) in enumerate(points):
        px = round(xpix(x))
        c.rect(px, bottom, px, bottom + 4, INK)
        if i % every == 0:
            c.text(px, bottom + 10, f"{x:g}", anchor="centre")
    for x, _, lo, hi in points:
        px = round(xpix(x))
        c.rect(px - 1, round(ypix(hi)), px + 1, round(ypix(lo)), BAND)
        c.rect(px - 5, round(ypix(hi)), px + 5, round(ypix(hi)), BAND)
        c.rect(px - 5, round(ypix(lo)), px + 5, round(ypix(lo)), BAND)
    for (x0, r0, _, _), (x1, r1, _, _) in itertools.pairwise(points):
        c.line(xpix(x0), ypix(r0), xpix(x1), ypix(r1), LINE, 2)
    for x, rate, _, _ in points:
        px, py = round(xpix(x)), round(ypix(rate))
        c.rect(px - 3, py - 3, px + 3, py + 3, LINE)
    return c.px


def render_png(image: np.ndarray) -> bytes:
    """PNG bytes of an RGB uint8 image (no filter, deterministic zlib level 9)."""
    height, width, _ = image.shape
    raw = b"".join(b"\x00" + image[y].tobytes() for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def write_png(path: str | Path, image: np.ndarray) -> None:
    """Write the image atomically (a temporary file renamed into place)."""
    from questwright.schema.files import atomic_write

    atomic_write(path, render_png(image), keep_backup=False)


def _hex(colour: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def win_rate_svg(
    points: Sequence[tuple[float, float, float, float]],
    *,
    title: str = "",
    xlabel: str = "",
    width: int = 640,
    height: int = 400,
) -> str:
    """The chart of :func:`win_rate_chart` as SVG text, its labels as real text."""
    from xml.sax.saxutils import escape

    left, right, top, bottom = 70, width - 24, 52, height - 60
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="13">',
        f'<rect width="{width}" height="{height}" fill="{_hex(WHITE)}"/>',
        f'<text x="{width // 2}" y="24" text-anchor="middle" font-size="15">{escape(title)}</text>',
        f'<text x="{(left + right) // 2}" y="{height - 14}" text-anchor="middle">'
        f"{escape(xlabel)}</text>",
        f'<text x="8" y="{top - 12}">win rate (95 % interval)</text>',
    ]
    ink, grid, line, band = _hex(INK), _hex(GRID), _hex(LINE), _hex(BAND)

    def ypix(rate: float) -> float:
        return bottom - (bottom - top) * min(1.0, max(0.0, rate))

    for pct in (0, 25, 50, 75, 100):
        y = ypix(pct / 100)
        out.append(f'<line x1="{left}" y1="{y:g}" x2="{right}" y2="{y:g}" stroke="{grid}"/>')
        out.append(f'<text x="{left - 8}" y="{y + 4:g}" text-anchor="end">{pct} %</text>')
    xs = [p[0] for p in points]
    lo_x, hi_x = (min(xs), max(xs)) if xs else (0.0, 1.0)
    if hi_x == lo_x:
        lo_x, hi_x = lo_x - 1, hi_x + 1

    def xpix(x: float) -> float:
        pad = 24
        return left + pad + (right - left - 2 * pad) * (x - lo_x) / (hi_x - lo_x)

    out.append(f'<path d="M{left} {top}V{bottom}H{right}" fill="none" stroke="{ink}"/>')
    every = max(1, len(points) // 12 + (1 if len(points) % 12 else 0))
    for i, (x, _, _, _) in enumerate(points):
        px = xpix(x)
        out.append(
            f'<line x1="{px:g}" y1="{bottom}" x2="{px:g}" y2="{bottom + 4}" stroke="{ink}"/>'
        )
        if i % every == 0:
            out.append(f'<text x="{px:g}" y="{bottom + 20}" text-anchor="middle">{x:g}</text>')
    for x, _, lo, hi in points:
        px, y_hi, y_lo = xpix(x), ypix(hi), ypix(lo)
        out.append(
            f'<path d="M{px - 5:g} {y_hi:g}H{px + 5:g}M{px:g} {y_hi:g}V{y_lo:g}'
            f'M{px - 5:g} {y_lo:g}H{px + 5:g}" fill="none" stroke="{band}" stroke-width="2"/>'
        )
    if points:
        path = " ".join(f"{xpix(x):g},{ypix(r):g}" for x, r, _, _ in points)
        out.append(f'<polyline points="{path}" fill="none" stroke="{line}" stroke-width="2"/>')
    for x, rate, lo, hi in points:
        out.append(
            f'<circle cx="{xpix(x):g}" cy="{ypix(rate):g}" r="3.5" fill="{line}">'
            f"<title>{x:g}: {rate:.1%} ({lo:.1%} – {hi:.1%})</title></circle>"
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def write_chart(
    path: str | Path,
    points: Sequence[tuple[float, float, float, float]],
    *,
    title: str = "",
    xlabel: str = "",
) -> None:
    """Write the chart atomically: SVG text where ``path`` ends in .svg, else a PNG image."""
    from questwright.schema.files import atomic_write

    if str(path).lower().endswith(".svg"):
        svg = win_rate_svg(points, title=title, xlabel=xlabel)
        atomic_write(path, svg.encode("utf-8"), keep_backup=False)
    else:
        data = render_png(win_rate_chart(points, title=title, xlabel=xlabel))
        atomic_write(path, data, keep_backup=False)
