"""``questwright render QUEST -o FILE``: draw a board, optionally with an overlay."""

from __future__ import annotations

import argparse
import sys

from questwright.i18n import tr
from questwright.schema.errors import LoadError

__all__ = ["build_overlay_data", "register"]


def build_overlay_data(kind: str, board, graph, at: str | None):  # type: ignore[no-untyped-def]
    """Overlay data of ``kind`` (zones, reach, sight, coverage)."""
    from questwright.core import overlays

    if kind == "reach":
        return overlays.reach_overlay(board, graph)
    if kind in ("sight", "coverage"):
        from questwright.core.sight import overlays as sight_overlays

        if kind == "sight":
            return sight_overlays.sight_overlay(board, graph, at)
        return sight_overlays.coverage_overlay(board, graph)
    return overlays.zones_overlay(board)


def cmd_render(args: argparse.Namespace) -> int:
    from questwright.editor.app import GUI_HINT, gui_available

    if not gui_available():
        print(tr("questwright render: {GUI_HINT}").format(GUI_HINT=GUI_HINT), file=sys.stderr)
        return 2
    from questwright.core.board import compile_board
    from questwright.core.graph import build_zone_graph
    from questwright.editor.render import (
        mark_refs,
        overlay_from_data,
        render_board,
        zones_overlay,
    )
    from questwright.schema.io import load_quest

    try:
        quest = load_quest(args.quest)
    except LoadError as exc:
        print(tr("questwright render: {exc}").format(exc=exc), file=sys.stderr)
        return 2
    board = compile_board(quest)
    graph = build_zone_graph(board)
    overlay = None
    if args.overlay == "zones":
        overlay = zones_overlay(board)
    elif args.overlay:
        overlay = overlay_from_data(build_overlay_data(args.overlay, board, graph, args.at))
    if args.mark_errors:
        from questwright.editor.painting import Overlay
        from questwright.validators.issues import Severity
        from questwright.validators.runner import validate_quest

        overlay = overlay or Overlay()
        issues = validate_quest(quest, board=board)  # the board compiled above, once
        refs = [r for i in issues if i.severity is Severity.ERROR for r in i.refs]
        mark_refs(board, overlay, refs)
    try:
        out = render_board(board, args.output, overlay=overlay, cell=args.cell)
    except OSError as exc:
        print(tr("questwright render: {exc}").format(exc=exc), file=sys.stderr)
        return 2
    print(out)
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("render", help=tr("draw a quest board to PNG, SVG or PDF"))
    p.add_argument("quest", metavar="QUEST", help=tr("quest file (*.quest.json)"))
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="FILE",
        help=tr("the picture to write (.png, .svg, .pdf)"),
    )
    p.add_argument(
        "--overlay",
        choices=["zones", "reach", "sight", "coverage"],
        help=tr("draw an overlay over the board"),
    )
    p.add_argument(
        "--at", metavar="CELL_OR_ZONE", help=tr("sight overlay origin: 'x,y' or a zone id")
    )
    p.add_argument("--cell", type=int, default=40, help=tr("pixels per cell"))
    p.add_argument(
        "--no-mark-errors",
        dest="mark_errors",
        action="store_false",
        help=tr("do not outline the refs of errors"),
    )
    p.set_defaults(func=cmd_render)
