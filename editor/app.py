"""Start the editor: ``questwright-editor [QUEST]``, ``questwright edit`` or ``python -m``.

Start-up is ordered for speed: the file-format and board modules (which pull in jsonschema)
are imported *before* PySide6, whose import hook slows every later import; networkx and the
validators are only imported after the window's first frame, in the validation worker (the
first validation waits for that frame). The catalogue comes from its cache
(:func:`questwright.schema.catalog.cached_catalog`) while no file of it changed.
``--quit-after-show`` prints the seconds from process start to the first shown frame and
exits (used by the start-up benchmark).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import logging
import logging.handlers
import os
import sys
import time
from collections.abc import Sequence

__all__ = ["GUI_HINT", "gui_available", "main"]

#: What to tell a user whose installation lacks Qt (one line; exit status 2).
GUI_HINT = (
    "the editor needs the GUI extra: pipx install 'questwright[gui]' "
    "(or pip install 'questwright[gui]')"
)
_LOG_FILE = "editor.log"
log = logging.getLogger(__name__)


def gui_available() -> bool:
    """Whether PySide6 can be imported (without importing it)."""
    try:
        return importlib.util.find_spec("PySide6") is not None
    except (ImportError, ValueError):
        return False


def _start_log() -> None:
    """Log to a rotating file in the platform's log folder; a folder we cannot write is no
    reason not to start."""
    from questwright.editor.settings import log_dir

    root = logging.getLogger("questwright")
    if any(getattr(h, "questwright_editor", False) for h in root.handlers):
        return  # started before in this process (tests open several windows)
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            folder / _LOG_FILE, maxBytes=1_000_000, backupCount=2, encoding="utf-8"
        )
    except OSError:
        return
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.questwright_editor = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    previous = sys.excepthook

    def _log_uncaught(kind, value, tb):  # type: ignore[no-untyped-def]
        log.critical("uncaught exception", exc_info=(kind, value, tb))
        previous(kind, value, tb)

    sys.excepthook = _log_uncaught


def _process_start() -> float:
    """Wall-clock time the process started (falls back to now).

    Linux: the process's start tick and ``/proc/uptime`` (10 ms steps). psutil's
    ``create_time`` is only the fallback: it adds the start tick to the boot time, which
    ``/proc/stat`` gives in whole seconds, so it can be up to a second early.
    """
    with contextlib.suppress(OSError, ValueError, IndexError):
        with open(f"/proc/{os.getpid()}/stat", encoding="ascii") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        ticks = int(fields[19])
        with open("/proc/uptime", encoding="ascii") as handle:
            uptime = float(handle.read().split()[0])
        return time.time() - uptime + ticks / os.sysconf("SC_CLK_TCK")
    try:
        import psutil  # type: ignore[import-not-found]

        return float(psutil.Process().create_time())
    except Exception:
        return time.time()


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="questwright-editor", description="Questwright quest editor"
    )
    parser.add_argument("quest", nargs="?", help="quest file to open")
    parser.add_argument("--new", metavar="SYSTEM", help="start a new quest for SYSTEM")
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help="language of the editor: en, fr, de (default: the preference, else the system's)",
    )
    parser.add_argument("--quit-after-show", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--no-recovery", action="store_true", help="do not offer to recover unsaved work"
    )
    return parser


def _release_clipboard() -> None:
    from PySide6.QtWidgets import QApplication

    clipboard = QApplication.clipboard()
    if clipboard is None:
        return
    data = clipboard.mimeData()
    ours = data is not None and any(
        f.startswith("application/x-questwright") for f in data.formats()
    )
    if ours:
        clipboard.clear()


def main(argv: Sequence[str] | None = None) -> int:
    args, qt_args = _parser().parse_known_args(list(sys.argv[1:] if argv is None else argv))
    if not gui_available():
        print(f"questwright-editor: {GUI_HINT}", file=sys.stderr)
        return 2
    # Heavy, Qt-free modules first (see the module docstring).
    from questwright.schema.catalog import default_catalog

    catalog = default_catalog()

    headless = (
        sys.platform.startswith("linux")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
        and not os.environ.get("QT_QPA_PLATFORM")
    )
    if headless:
        if not args.quit_after_show:
            print(
                "questwright-editor: no display (DISPLAY/WAYLAND_DISPLAY unset); "
                "set QT_QPA_PLATFORM=offscreen to run it headless",
                file=sys.stderr,
            )
            return 2
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    _start_log()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    # PySide6 crashes at interpreter exit when the clipboard still holds QMimeData this
    # process put there; drop data of our own mime type (plain text the user copied stays).
    app.aboutToQuit.connect(_release_clipboard)
    app.setApplicationName("Questwright")
    app.setOrganizationName("Questwright")
    app.setApplicationDisplayName("Questwright")

    from questwright.editor.i18n import install_language
    from questwright.editor.mainwindow import MainWindow
    from questwright.editor.settings import Settings

    settings = Settings.load()
    install_language(app, args.lang, settings.language)
    window = MainWindow(settings=settings, catalog=catalog, validate_after_paint=True)
    if args.quest:
        window.open_path(args.quest, ask=False)
    elif args.new:
        window.new_document(args.new)
    elif not args.quit_after_show:
        window.reopen_previous()
    window.show()
    if args.quit_after_show:
        app.processEvents()
        window.view.viewport().repaint()
        shown = time.time()
        print(f"shown {shown - _process_start():.3f}", flush=True)
        window.document.undo_stack.setClean()
        window.close()
        return 0
    if not args.no_recovery:
        QTimer.singleShot(0, window.after_show)
    else:
        QTimer.singleShot(0, window.release_validation)
        QTimer.singleShot(0, window.palette.render_icons)
    return int(app.exec())


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
