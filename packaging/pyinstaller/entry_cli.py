"""Frozen-app entry point of the ``questwright`` command line.

``freeze_support`` first: ``simulate --jobs N`` plays in worker processes, which a frozen
app started by "spawn" (Windows, macOS) must not turn into a second command.
"""

from __future__ import annotations

import multiprocessing

multiprocessing.freeze_support()

from questwright.cli import main  # noqa: E402 - after freeze_support

raise SystemExit(main())
