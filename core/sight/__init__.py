"""Line of sight: the one library that validators, engine and editor share (DESIGN §4).

Module map:

* :mod:`~questwright.core.sight.index` — :func:`sight_index`, one interface over both models
  (zone ids in, zone ids out); re-exported here;
* :mod:`~questwright.core.sight.zone` — ``zone-walk`` (md1, md2, ddd): orthogonal rays from zone
  to zone, ddd cameras and their best facings;
* :mod:`~questwright.core.sight.line` — ``centre-line`` (descent1, machina): exact
  centre-to-centre segments, sight regions, figure blockers;
* :mod:`~questwright.core.sight.grid` — per-board step tables the centre-line test reads;
* :mod:`~questwright.core.sight.allpairs` — numpy all-pairs visibility over a grid;
* :mod:`~questwright.core.sight.walk` — the exact Fraction-based reference walk (``explain``);
* :mod:`~questwright.core.sight.conventions` — conventions C1–C10 as parameters;
* :mod:`~questwright.core.sight.overlays` — sight and coverage overlay data.

An independent shapely oracle for property tests lives in ``tests/sight/oracle.py``.
"""

from __future__ import annotations

from questwright.core.sight.conventions import (
    DEFAULT_CONVENTIONS,
    Conventions,
    board_conventions,
)
from questwright.core.sight.index import (
    CentreLineSightIndex,
    SightIndex,
    ZoneWalkSightIndex,
    sight_index,
    sight_model,
)
from questwright.core.sight.line import CentreLineSight, figure_blockers
from questwright.core.sight.zone import best_facings, camera_view, zone_sight

__all__ = [
    "DEFAULT_CONVENTIONS",
    "CentreLineSight",
    "CentreLineSightIndex",
    "Conventions",
    "SightIndex",
    "ZoneWalkSightIndex",
    "best_facings",
    "board_conventions",
    "camera_view",
    "figure_blockers",
    "sight_index",
    "sight_model",
    "zone_sight",
]
