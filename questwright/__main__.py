"""Allow ``python -m questwright``."""

from __future__ import annotations

from questwright.cli import main

raise SystemExit(main())
