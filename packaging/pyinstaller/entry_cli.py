"""Frozen-app entry point of the ``questwright`` command line."""

from __future__ import annotations

from questwright.cli import main

raise SystemExit(main())
