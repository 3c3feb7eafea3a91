"""Imports go one way and Qt stays in the editor (DESIGN §2)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# folder -> packages it must never import
FORBIDDEN = {
    "schema": ("questwright.validators", "questwright.engine", "questwright.editor", "PySide6"),
    "questwright": ("questwright.editor", "PySide6"),
    "validators": ("questwright.editor", "PySide6"),
    "engine": ("questwright.validators", "questwright.editor", "PySide6"),
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("folder", sorted(FORBIDDEN))
def test_no_forbidden_imports(folder: str) -> None:
    bad = []
    for path in sorted((ROOT / folder).rglob("*.py")):
        if folder == "questwright" and path.parent.name in ("commands", "packs"):
            continue  # the command line and quest packs are the application layer
        for name in _imports(path):
            if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[folder]):
                bad.append(f"{path.relative_to(ROOT)} imports {name}")
    assert bad == []


def test_core_imports_without_qt() -> None:
    code = (
        "import sys; sys.modules['PySide6'] = None\n"
        "import questwright.board, questwright.graph, questwright.cli, questwright.validators\n"
        "from questwright.validators.runner import validate_quest\n"
        "print('ok')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert result.stdout.strip() == "ok", result.stderr
