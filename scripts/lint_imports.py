"""Check the import contracts of pyproject.toml (DESIGN §2) with import-linter.

import-linter finds modules by walking the package folder, which the editable install's
mapped folders are not in; so this builds the installed layout as a link tree
(:mod:`linktree`) and runs ``lint-imports`` with that tree first on the import path.

Usage: ``python scripts/lint_imports.py [--tree DIR] [lint-imports options]``; the exit status
is lint-imports' own (0 kept, 1 broken).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from linktree import ROOT, build


def run(tree: Path, extra: list[str], *, rebuild: bool = True) -> subprocess.CompletedProcess[str]:
    """Run lint-imports over ``tree`` (rebuilt from the sources unless ``rebuild`` is false)."""
    if rebuild:
        build(tree)
    command = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or "lint-imports"
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(tree), os.environ.get("PYTHONPATH", "")]),
    }
    return subprocess.run(
        [command, "--config", str(ROOT / "pyproject.toml"), "--no-cache", *extra],
        # lint-imports puts its working folder first on the import path: make it the tree,
        # or the source checkout's questwright/ (without the mapped folders) wins.
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def main(argv: list[str]) -> int:
    tree = ROOT / ".linktree"
    if argv[:1] == ["--tree"] and len(argv) >= 2:
        tree, argv = Path(argv[1]).resolve(), argv[2:]
    result = run(tree, argv)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    return result.returncode


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
