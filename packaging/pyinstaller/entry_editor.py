"""Frozen-app entry point of ``questwright-editor``."""

from __future__ import annotations

import sys

from questwright.editor.app import main

raise SystemExit(main(sys.argv[1:]))
