"""``questwright sheet QUEST -o FILE.pdf|png``: the printable quest sheet.

Title, story, setup, objectives, special rules, victory and defeat, and the map with its
legend, laid out like the games' own quest pages (see :mod:`questwright.editor.sheet`), in
the language of ``--lang`` (else ``QUESTWRIGHT_LANG``, else the system's).
"""

from __future__ import annotations

import argparse
import sys

from questwright.i18n import LANGUAGES, cli_language, normalize, tr
from questwright.schema.errors import LoadError

__all__ = ["register"]


def _language(text: str) -> str:
    code = normalize(text)
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(
            tr("no translation for {lang!r} (choose {choices})").format(
                lang=text, choices=", ".join(sorted(LANGUAGES))
            )
        )
    return code


def cmd_sheet(args: argparse.Namespace) -> int:
    from questwright.editor.app import GUI_HINT, gui_available

    if not gui_available():
        print(tr("questwright sheet: {GUI_HINT}").format(GUI_HINT=GUI_HINT), file=sys.stderr)
        return 2
    from questwright.core.board import compile_board
    from questwright.editor.i18n import install_language
    from questwright.editor.render import ensure_gui_app
    from questwright.editor.sheet import write_sheet
    from questwright.schema.io import load_quest

    suffix = args.output.lower().rsplit(".", 1)[-1]
    if suffix not in ("pdf", "png"):
        print(
            "questwright sheet: "
            + tr("{file}: write the sheet as .pdf or .png").format(file=args.output),
            file=sys.stderr,
        )
        return 2
    try:
        quest = load_quest(args.quest)
    except LoadError as exc:
        print(tr("questwright sheet: {exc}").format(exc=exc), file=sys.stderr)
        return 2
    install_language(ensure_gui_app(), cli_language(args.lang or getattr(args, "top_lang", None)))
    try:
        written = write_sheet(compile_board(quest), args.output, args.paper, args.dpi)
    except (OSError, ValueError) as exc:
        print(tr("questwright sheet: {exc}").format(exc=exc), file=sys.stderr)
        return 2
    for path in written:
        print(path)
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "sheet",
        help=tr("print a quest sheet: story, setup, objectives, rules and the map (PDF or PNG)"),
        description=tr(
            "Lay a quest out as the games' quest pages do and write it as a vector PDF "
            "(one document) or PNG images (FILE.png, FILE-2.png… one per page)."
        ),
    )
    p.add_argument("quest", metavar="QUEST", help=tr("quest file (*.quest.json)"))
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="FILE.pdf|png",
        help=tr("the sheet to write: a PDF, or PNG pages"),
    )
    p.add_argument("--paper", choices=["a4", "letter"], default="a4", help=tr("paper size"))
    p.add_argument(
        "--lang",
        type=_language,
        metavar="LANG",
        help=tr("language of the sheet: {choices} (default: the system's)").format(
            choices=", ".join(sorted(LANGUAGES))
        ),
    )
    p.add_argument("--dpi", type=int, default=150, help=tr("PNG resolution (default 150)"))
    p.set_defaults(func=cmd_sheet)
