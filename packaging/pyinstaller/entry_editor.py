"""Frozen-app entry point of ``questwright-editor``.

``freeze_support`` first: the simulation report plays its games in worker processes, which
a frozen app started by "spawn" (Windows, macOS) must not turn into a second editor.
"""

from __future__ import annotations

import multiprocessing
import sys

multiprocessing.freeze_support()

from questwright.editor.app import main  # noqa: E402 - after freeze_support

raise SystemExit(main(sys.argv[1:]))
