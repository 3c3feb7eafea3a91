"""Type checking: scripts/typecheck.sh (mypy through a link tree of the installed layout) passes.

mypy cannot follow the editable install's import hook, so the script builds a symlink tree
(scripts/linktree.py) that maps the package-dir folders under `questwright.`
and checks `-p questwright` against it. These tests also prove the check can fail, sees every
module and reports errors at the source paths.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("mypy")

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "typecheck.sh"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash"),
]


# generous: a cold mypy run takes ~100 s on a busy two-core machine, and the limit only
# guards against a hang
def _run(*args: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    mypy = Path(sys.executable).with_name("mypy")
    env = {**os.environ, "MYPY": str(mypy) if mypy.exists() else "mypy"}
    return subprocess.run(
        ["bash", str(SCRIPT), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def _python_files() -> int:
    folders = [ROOT / "questwright", *(ROOT / d for d in _mapped_folders())]
    return sum(
        1 for folder in folders for p in folder.rglob("*.py") if "__pycache__" not in p.parts
    )


def _mapped_folders() -> list[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    package_dir = config["tool"]["setuptools"]["package-dir"]
    return sorted(folder for name, folder in package_dir.items() if name != "questwright")


def test_typecheck_passes_and_checks_every_module() -> None:
    result = _run()
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    match = re.search(r"Success: no issues found in (\d+) source files", output)
    assert match, output
    # Namespace data folders (tilesets/ddd, ...) count as sources too, hence >=.
    assert int(match.group(1)) >= _python_files(), output


def test_typecheck_can_fail_and_reports_source_paths(tmp_path: Path) -> None:
    # A stricter flag than the configuration: errors must come back as a failure, at the
    # source paths (schema/..., questwright/...), not at the link tree's.
    result = _run("--disallow-any-expr", f"--cache-dir={tmp_path / 'cache'}")
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert ".mypy_cache/tree" not in output
    paths = {line.split(":", 1)[0] for line in output.splitlines() if ": error:" in line}
    assert any(p.startswith("schema/") for p in paths), output
    assert any(p.startswith("questwright/") for p in paths), output
    assert all((ROOT / p).is_file() for p in paths), sorted(
        p for p in paths if not (ROOT / p).is_file()
    )
