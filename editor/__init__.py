"""The PySide6 quest editor (the only package that imports Qt).

Entry point: :func:`questwright.editor.app.main` (``questwright-editor``, ``questwright
edit``). The model is changed only through pure edits (:mod:`questwright.core.edits`) wrapped in
one undo command (:mod:`.commands`) on a :class:`~.document.Document`; the canvas
(:mod:`.scene`, :mod:`.items`, :mod:`.view`), the tools (:mod:`.tools`) and the panels
(:mod:`.palette`, :mod:`.properties`, :mod:`.quest_panel`, :mod:`.problems`, :mod:`.minimap`)
are built from a document and redraw from its change events. See ``docs/editor.md``.
"""

from __future__ import annotations
