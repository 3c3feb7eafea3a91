"""Build the installed layout of Questwright as a tree of symlinks, for tools that walk files.

setuptools maps each top-level folder (``core/``, ``schema/``, ``engine/`` …) under the import
root ``questwright.`` and the editable install resolves them with an import hook. Tools that
find modules by walking the package folder -- mypy, and import-linter's grimp -- see only
``questwright/`` itself. This script builds what setuptools' strict editable mode builds, a
tree with the installed layout, but of links to the source files, rebuilt on every run (new
files are seen at once, removed ones disappear) and without touching the virtual environment:

    TREE/questwright/cli.py            -> questwright/cli.py
    TREE/questwright/core/board.py     -> core/board.py        (and so on for every mapping)

Directories are real and files are links, because ``os.walk`` does not follow linked
directories. The mapping is read from ``[tool.setuptools.package-dir]`` in pyproject.toml,
so it is never written twice.

Usage: ``python scripts/linktree.py TREE`` prints the mapped folders, one per line.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_SKIP = {"__pycache__", ".mypy_cache", ".import_linter_cache"}


def package_dirs(root: Path = ROOT) -> dict[str, str]:
    """The ``package-dir`` mapping of pyproject.toml: import name -> folder."""
    with open(root / "pyproject.toml", "rb") as handle:
        config = tomllib.load(handle)
    mapping: dict[str, str] = config["tool"]["setuptools"]["package-dir"]
    return mapping


def _link_files(source: Path, target: Path, skip: set[Path]) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for entry in sorted(source.iterdir()):
        if entry.name in _SKIP or entry.resolve() in skip:
            continue
        if entry.is_dir():
            _link_files(entry, target / entry.name, skip)
        elif entry.is_file():
            (target / entry.name).symlink_to(entry.resolve())


def is_link_tree(tree: Path) -> bool:
    """Whether ``tree`` holds only folders and links (a tree :func:`build` made, or an empty
    folder): the only kind it may remove."""
    for _folder, _dirs, files in os.walk(tree):
        if any(not os.path.islink(os.path.join(_folder, name)) for name in files):
            return False
    return True


def build(tree: Path, root: Path = ROOT) -> list[str]:
    """Rebuild ``tree`` from scratch; return the mapped folders (all but the root package's).

    A ``tree`` that holds real files (a mistyped path: the project itself) is refused with a
    ``ValueError`` instead of being removed."""
    mapping = package_dirs(root)
    if tree.exists():
        if not tree.is_dir() or not is_link_tree(tree):
            raise ValueError(f"{tree} holds files of its own: not a link tree, left as it is")
        shutil.rmtree(tree)
    # Folders mapped elsewhere are skipped where they sit physically inside another one.
    folders = {name: (root / folder).resolve() for name, folder in mapping.items()}
    for name, folder in sorted(folders.items()):
        nested = {other for key, other in folders.items() if key != name and other != folder}
        _link_files(folder, tree.joinpath(*name.split(".")), nested)
    return sorted(folder for name, folder in mapping.items() if "." in name)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tree", type=Path, help="the folder to (re)build the link tree in")
    args = parser.parse_args(argv)
    try:
        folders = build(Path(os.path.abspath(args.tree)))
    except ValueError as exc:
        print(f"linktree: {exc}", file=sys.stderr)
        return 2
    for folder in folders:
        print(folder)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
