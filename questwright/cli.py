"""The ``questwright`` command line (DESIGN §9).

Sub-commands are contributed by modules listed in :data:`COMMAND_MODULES`; each has a
``register(subparsers)`` function that adds its parsers with ``func`` set. Exit codes are
part of the contract: 0 clean, 1 problems found, 2 bad usage or unreadable input. No input
ever prints a traceback: unexpected exceptions are reported in one line with exit code 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from questwright import __version__

__all__ = ["COMMAND_MODULES", "main"]

#: Modules that contribute sub-commands, in the order of ``questwright --help``.
COMMAND_MODULES = [
    "questwright.commands.files",
    "questwright.commands.rules",
    "questwright.commands.render",
    "questwright.commands.play",
    "questwright.packs.commands",
    "questwright.commands.edit",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="questwright",
        description="Quest editor, validator and test-play engine for tile-based dungeon crawlers.",
    )
    parser.add_argument("--version", action="version", version=f"questwright {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            # Optional parts (the editor without Qt) simply do not offer their commands.
            if exc.name and (
                exc.name == name or name.startswith(exc.name + ".") or "PySide6" in exc.name
            ):
                continue
            raise
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # last line of defence: one line, never a traceback
        print(f"questwright: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
