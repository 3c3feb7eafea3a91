"""Finding game systems and tilesets: the bundled ones and any in extra folders.

A :class:`Catalog` indexes ``system.json`` and ``*.tiles.json`` files below its roots (the
bundled ``questwright.tilesets`` folder first, then the user's library and any folder
given), loads each lazily once, and resolves a tile id to its definition for a system.
Files that fail to load are remembered as problems instead of stopping the catalogue.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from questwright.schema.errors import LoadError
from questwright.schema.files import atomic_write
from questwright.schema.io import load_system, load_tileset
from questwright.schema.model import System, TileDef, Tileset

__all__ = [
    "Catalog",
    "bundled_quests_dir",
    "bundled_tilesets_dir",
    "cached_catalog",
    "default_catalog",
]


def bundled_tilesets_dir() -> Path:
    from questwright import tilesets

    return Path(tilesets.__file__).parent


def bundled_quests_dir() -> Path:
    from questwright import quests

    return Path(quests.__file__).parent


def _library_files(root: Path) -> tuple[list[Path], list[Path]]:
    """The ``system.json`` and ``*.tiles.json`` files below ``root``, each list sorted.

    Dot folders (a pack install in progress) are not part of the library and are not
    entered. ``os.walk`` skips a folder that vanishes or cannot be read mid-scan (another
    process installing or removing a pack) instead of raising. Folder links are followed,
    as a user may link a folder of tilesets into the library, but each real folder is
    entered once, so a link loop cannot hang the scan.
    """
    systems: list[Path] = []
    tilesets: list[Path] = []
    entered: set[str] = set()
    for folder, subfolders, files in os.walk(root, followlinks=True):
        real = os.path.realpath(folder)
        if real in entered:
            subfolders[:] = []
            continue
        entered.add(real)
        subfolders[:] = [name for name in subfolders if not name.startswith(".")]
        # A folder named like a library file is listed too, so that the loader reports it.
        for name in files + subfolders:
            if name == "system.json":
                systems.append(Path(folder, name))
            elif name.endswith(".tiles.json") and not name.startswith("."):
                tilesets.append(Path(folder, name))
    return sorted(systems), sorted(tilesets)


@dataclass
class Catalog:
    """Systems and tilesets found below ``roots``."""

    roots: list[Path] = field(default_factory=list)
    systems: dict[str, System] = field(default_factory=dict)
    tilesets: dict[str, Tileset] = field(default_factory=dict)
    problems: list[LoadError] = field(default_factory=list)
    #: the folder of each system's ``system.json`` (where a data system ships its content)
    system_dirs: dict[str, Path] = field(default_factory=dict)
    _tiles: dict[str, dict[str, TileDef]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for root in list(self.roots):
            self.add_root(root)

    def add_root(self, root: str | os.PathLike[str]) -> None:
        """Index every system and tileset below ``root`` (earlier roots win on id clashes)."""
        root = Path(root)
        if root not in self.roots:
            self.roots.append(root)
        if not root.is_dir():
            return
        systems, tilesets = _library_files(root)
        for path in systems:
            self._add(path, is_system=True)
        for path in tilesets:
            self._add(path, is_system=False)

    def _add(self, path: Path, *, is_system: bool) -> None:
        try:
            if is_system:
                system = load_system(path)
                self.systems.setdefault(system.id, system)
                self.system_dirs.setdefault(system.id, path.parent)
            else:
                tileset = load_tileset(path)
                if tileset.id not in self.tilesets:
                    self.tilesets[tileset.id] = tileset
                    index = self._tiles.setdefault(tileset.system, {})
                    for tile in tileset.tiles:
                        index.setdefault(tile.id, tile)
        except LoadError as exc:
            self.problems.append(exc)

    def add_tileset(self, tileset: Tileset) -> None:
        """Register a tileset object (e.g. one carried by a quest pack)."""
        self.tilesets[tileset.id] = tileset
        index = self._tiles.setdefault(tileset.system, {})
        for tile in tileset.tiles:
            index[tile.id] = tile

    def system(self, system_id: str) -> System | None:
        return self.systems.get(system_id)

    def system_problem(self, system_id: str) -> LoadError | None:
        """Why no system ``system_id`` is known although a ``system.json`` for it is in the
        library (its folder is named after it, as ``tilesets/<system>/system.json``): the
        error that file was refused with, else ``None``."""
        if system_id in self.systems:
            return None
        for problem in self.problems:
            path = Path(problem.file)
            if path.name == "system.json" and path.parent.name == system_id:
                return problem
        return None

    def tile(self, system_id: str, tile_id: str) -> TileDef | None:
        return self._tiles.get(system_id, {}).get(tile_id)

    def tiles_of(self, system_id: str) -> list[TileDef]:
        return list(self._tiles.get(system_id, {}).values())


@cache
def default_catalog() -> Catalog:
    """The bundled systems and tilesets plus the user's library (loaded once per process,
    from :func:`cached_catalog`'s copy while no file of it changed)."""
    roots = [bundled_tilesets_dir()]
    extra = os.environ.get("QUESTWRIGHT_TILESETS")
    if extra:
        roots += [Path(p) for p in extra.split(os.pathsep) if p]
    try:
        import platformdirs

        library = Path(platformdirs.user_data_dir("questwright")) / "packs"
        if library.is_dir():
            roots.append(library)
    except ImportError:  # pragma: no cover
        pass
    return cached_catalog(roots)


#: the cached catalogues' folder: ``QUESTWRIGHT_CACHE_DIR`` (empty: no cache), else the
#: platform's cache folder
CACHE_ENV = "QUESTWRIGHT_CACHE_DIR"


def _cache_file(roots: list[Path]) -> Path | None:
    """Where the catalogue of ``roots`` is cached as they are now: a name made of
    Questwright's version, Python's, and the path, size and modification time of every file
    the catalogue reads (another library file, an edited tileset: another name)."""
    folder = os.environ.get(CACHE_ENV)
    if folder is None:
        try:
            import platformdirs
        except ImportError:  # pragma: no cover
            return None
        folder = str(Path(platformdirs.user_cache_dir("questwright")) / "catalog")
    if not folder:
        return None
    from questwright import __version__

    key = hashlib.sha256(f"{__version__} {sys.version}".encode())
    for root in roots:
        key.update(f"\0root {root}".encode(errors="surrogateescape"))
        if not root.is_dir():
            continue
        systems, tilesets = _library_files(root)
        for path in (*systems, *tilesets):
            try:
                info = path.stat()
            except OSError:
                return None  # going or unreadable: the loader reports it, uncached
            key.update(
                f"\0{path} {info.st_size} {info.st_mtime_ns}".encode(errors="surrogateescape")
            )
    return Path(folder) / f"{key.hexdigest()[:32]}.pickle"


def cached_catalog(roots: list[Path]) -> Catalog:
    """``Catalog(roots)``, kept in the cache folder (:data:`CACHE_ENV`) so that the next
    start reads one file instead of parsing, schema-checking and building every system and
    tileset again (about a tenth of the editor's start). A catalogue that had problems is
    not cached; a cache that cannot be read or written is ignored."""
    file = _cache_file(roots)
    if file is not None and file.is_file():
        # a damaged or foreign cache file: build it again
        with contextlib.suppress(Exception):
            with open(file, "rb") as handle:
                found = pickle.load(handle)
            if isinstance(found, Catalog) and found.roots == roots:
                with contextlib.suppress(OSError):
                    os.utime(file)  # used now: kept by _prune
                return found
    catalog = Catalog(list(roots))
    if file is not None and not catalog.problems:
        with contextlib.suppress(OSError, pickle.PicklingError):
            file.parent.mkdir(parents=True, exist_ok=True)
            data = pickle.dumps(catalog, protocol=pickle.HIGHEST_PROTOCOL)
            atomic_write(file, data, keep_backup=False)
            _prune(file.parent)
    return catalog


#: how many catalogues the cache keeps (installations side by side, a library that changed)
CACHE_KEEP = 8


def _prune(folder: Path) -> None:
    """Drop all but the :data:`CACHE_KEEP` catalogues used last. Not only the newest: two
    installations (or checkouts) sharing the cache folder would otherwise throw each
    other's away at every start."""
    found = []
    for path in folder.glob("*.pickle"):
        with contextlib.suppress(OSError):
            found.append((path.stat().st_mtime_ns, path))
    for _time, path in sorted(found, reverse=True)[CACHE_KEEP:]:
        with contextlib.suppress(OSError):
            path.unlink()
