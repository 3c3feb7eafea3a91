"""Pack catalogues: static sites of signed quest packs that anyone can host and browse.

``catalogue build`` turns a folder of ``.qwpack`` files into a site (:mod:`.build`,
:mod:`.site`): the index ``catalogue.json`` (format :mod:`questwright.schema.catalogue`),
the packs, quest-sheet previews and HTML pages. Its maintainer signs the index with an
ed25519 key (:mod:`.keys`). Users subscribe by URL and key (:mod:`.store`); downloads go
through :mod:`.fetch` (HTTPS, limits, redirects) and every pack through the normal install
checks. See ``docs/packs.md``.
"""

from __future__ import annotations

from questwright.packs.catalogue.errors import CatalogueError

__all__ = ["CatalogueError"]
