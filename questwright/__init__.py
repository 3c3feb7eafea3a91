"""Questwright: quest editor, validator and test-play engine for tile-based dungeon crawlers.

The root package holds the board core shared by validators, engine and editor: compiling a
quest into cells, edges and zones (:mod:`questwright.board`), the zone graph
(:mod:`questwright.graph`), line of sight (:mod:`questwright.sight`) and the command line
(:mod:`questwright.cli`). It depends only on :mod:`questwright.schema`.
"""

from __future__ import annotations

__version__ = "0.1.0"
__all__ = ["__version__"]
