"""``questwright edit [QUEST]``: open the editor (without the GUI extra: a one-line hint, exit 2)."""

from __future__ import annotations

import argparse

from questwright.i18n import tr

__all__ = ["register"]


def cmd_edit(args: argparse.Namespace) -> int:
    from questwright.editor.app import main as editor_main

    argv = [args.quest] if args.quest else []
    lang = getattr(args, "top_lang", None)
    if lang:
        argv += ["--lang", lang]
    return editor_main(argv)


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("edit", help=tr("open the editor"))
    p.add_argument(
        "quest", nargs="?", metavar="QUEST", help=tr("quest file to open (default: a new quest)")
    )
    p.set_defaults(func=cmd_edit)
