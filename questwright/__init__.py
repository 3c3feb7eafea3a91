"""Questwright: quest editor, validator and test-play engine for tile-based dungeon crawlers.

This root package is the application layer: the version, the command line
(:mod:`questwright.cli`, sub-commands in :mod:`questwright.commands`) and quest packs
(:mod:`questwright.packs`). The layers below it install as sub-packages from their own
folders: :mod:`questwright.schema` (file formats), :mod:`questwright.core` (the board core),
:mod:`questwright.validators` and :mod:`questwright.engine`; the editor is
:mod:`questwright.editor`. Imports go one way (DESIGN §2), checked by ``lint-imports``.
"""

from __future__ import annotations

__version__ = "0.1.0"
__all__ = ["__version__"]
