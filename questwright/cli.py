"""The ``questwright`` command line (DESIGN §9).

Sub-commands are contributed by modules listed in :data:`COMMAND_MODULES`; each has a
``register(subparsers)`` function that adds its parsers with ``func`` set. Exit codes are
part of the contract: 0 clean, 1 problems found, 2 bad usage or unreadable input. No input
ever prints a traceback: unexpected exceptions are reported in one line with exit code 2.
Diagnostics go through :mod:`logging` to standard error (``--log-level``, default warning); a
reader that closes the pipe early (``questwright rules | head``) ends the command quietly.
Everything a command prints goes through :func:`questwright.schema.text.safe_text`: control
and escape characters from files are shown as ``\\uXXXX``, never sent to the terminal.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from collections.abc import Sequence

from questwright import __version__
from questwright.i18n import install_cli_language, tr
from questwright.schema.text import SafeStream, safe_text

__all__ = ["COMMAND_MODULES", "main"]

#: Modules that contribute sub-commands, in the order of ``questwright --help``.
COMMAND_MODULES = [
    "questwright.commands.files",
    "questwright.commands.rules",
    "questwright.commands.render",
    "questwright.commands.sheet",
    "questwright.commands.play",
    "questwright.packs.commands",
    "questwright.commands.catalogue",
    "questwright.commands.edit",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="questwright",
        description=tr(
            "Quest editor, validator and test-play engine for tile-based dungeon crawlers."
        ),
    )
    parser.add_argument("--version", action="version", version=f"questwright {__version__}")
    parser.add_argument(
        "--lang",
        dest="top_lang",
        metavar="LANG",
        help=tr(
            "language of messages and sheets: en, fr, de (default: QUESTWRIGHT_LANG, else the system's)"
        ),
    )
    parser.add_argument(
        "--log-level",
        choices=["debug", "info", "warning", "error"],
        default="warning",
        help=tr("how much to log to standard error (default: warning)"),
    )
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


def _requested_language(argv: Sequence[str]) -> str | None:
    """``--lang`` before the parser exists (its help texts are in that language)."""
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    install_cli_language(_requested_language(args_list))
    parser = build_parser()
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    _configure_logging(args.log_level)
    streams = sys.stdout, sys.stderr
    # everything printed may quote a file (a title, a pack name, a message about a value):
    # escape sequences in it are shown, never sent to the terminal (issue #34)
    sys.stdout, sys.stderr = (s if isinstance(s, SafeStream) else SafeStream(s) for s in streams)
    try:
        status = int(args.func(args) or 0)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return status
    except KeyboardInterrupt:
        print(tr("interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return 0
    except Exception as exc:  # last line of defence: one line, never a traceback
        print(
            tr("questwright: internal error: {name}: {exc}").format(
                name=type(exc).__name__, exc=exc
            ),
            file=sys.stderr,
        )
        return 2
    finally:
        sys.stdout, sys.stderr = streams


class _SafeFormatter(logging.Formatter):
    """Log lines may quote files too; the handler keeps the stream it was made with."""

    def format(self, record: logging.LogRecord) -> str:
        return safe_text(super().format(record), keep="\n\t")


def _configure_logging(level: str) -> None:
    root = logging.getLogger("questwright")
    if not any(getattr(h, "questwright_cli", False) for h in root.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(_SafeFormatter("questwright: %(levelname)s: %(message)s"))
        handler.questwright_cli = True  # type: ignore[attr-defined]
        root.addHandler(handler)
    root.setLevel(level.upper())


def _silence_stdout() -> None:
    """The reader went away: point stdout at the null device so that the interpreter's last
    flush does not report a second broken pipe."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
