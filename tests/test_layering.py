"""Imports go one way and Qt stays in the editor (DESIGN §2), checked by import-linter.

The contracts live in pyproject.toml ([tool.importlinter]); scripts/lint_imports.py runs them
over a link tree of the installed layout. These tests prove the contracts hold on the tree as
it is, and that each arrow fails when a module breaks it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("importlinter")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import linktree  # noqa: E402
import lint_imports  # noqa: E402


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("linktree")
    linktree.build(path)
    return path


def test_link_tree_never_removes_a_folder_with_files_of_its_own(tmp_path: Path) -> None:
    """A mistyped tree path (the project, a home folder) is refused, not removed; a tree
    built before is rebuilt; ``--help`` prints help instead of building a tree named so."""
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me", encoding="utf-8")
    with pytest.raises(ValueError, match="not a link tree"):
        linktree.build(mine)
    assert (mine / "notes.txt").read_text(encoding="utf-8") == "keep me"
    assert linktree.main([str(mine)]) == 2
    built = tmp_path / "tree"
    linktree.build(built)
    assert linktree.build(built)  # its own tree: rebuilt
    with pytest.raises(SystemExit):
        linktree.main(["--help"])
    assert not Path("--help").exists()


def test_link_tree_holds_every_module_of_every_mapped_folder(tree: Path) -> None:
    for name, folder in linktree.package_dirs().items():
        for source in (ROOT / folder).rglob("*.py"):
            if "__pycache__" in source.parts:
                continue
            linked = tree.joinpath(*name.split("."), source.relative_to(ROOT / folder))
            assert linked.is_symlink() and linked.resolve() == source.resolve(), linked


def test_contracts_are_kept(tree: Path) -> None:
    result = lint_imports.run(tree, [], rebuild=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


# (module added to the tree, its import, the arrow it breaks)
BAD_IMPORTS = [
    ("core", "import questwright.engine.core", "questwright.core is not allowed to import"),
    ("core", "import questwright.validators.runner", "questwright.core is not allowed"),
    ("schema", "import questwright.core.board", "questwright.schema is not allowed"),
    ("engine", "import questwright.validators.runner", "questwright.engine is not allowed"),
    ("validators", "import questwright.packs.build", "questwright.validators is not allowed"),
    ("packs", "import questwright.cli", "questwright.packs is not allowed"),
    ("engine", "import PySide6.QtCore", "questwright.engine is not allowed to import PySide6"),
    ("core", "from PySide6 import QtGui", "questwright.core is not allowed to import PySide6"),
]


@pytest.mark.parametrize(("package", "line", "message"), BAD_IMPORTS)
def test_a_forbidden_import_breaks_a_contract(
    tmp_path: Path, package: str, line: str, message: str
) -> None:
    tree = tmp_path / "tree"
    linktree.build(tree)
    bad = tree / "questwright" / package / "_forbidden_example.py"
    bad.write_text(f'"""A module that breaks an arrow."""\n\n{line}\n', encoding="utf-8")
    result = lint_imports.run(tree, [], rebuild=False)
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert message in " ".join(output.split()), output
    assert f"questwright.{package}._forbidden_example" in output, output


def test_core_imports_without_qt() -> None:
    code = (
        "import sys; sys.modules['PySide6'] = None\n"
        "import questwright.core.board, questwright.core.graph, questwright.core.sight\n"
        "import questwright.cli, questwright.validators, questwright.engine.core\n"
        "from questwright.validators.runner import validate_quest\n"
        "print('ok')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert result.stdout.strip() == "ok", result.stderr
