"""Every package folder ships: each folder with __init__.py is listed in pyproject.toml."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _config() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["tool"]["setuptools"]


def test_every_package_folder_is_listed() -> None:
    config = _config()
    listed = set(config["packages"])
    found = set()
    for package, folder in config["package-dir"].items():
        base = ROOT / folder
        for init in base.rglob("__init__.py"):
            rel = init.parent.relative_to(base)
            if any(part.startswith((".", "__")) for part in rel.parts):
                continue
            found.add(".".join([package, *rel.parts]))
    missing = sorted(found - listed)
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {missing}"
    absent = sorted(p for p in listed if p not in found)
    assert not absent, f"listed but no folder with __init__.py: {absent}"


def test_every_top_level_folder_with_init_is_mapped() -> None:
    mapped = {Path(folder).parts[0] for folder in _config()["package-dir"].values()}
    for init in ROOT.glob("*/__init__.py"):
        folder = init.parent.name
        if folder in ("tests", "benchmarks", "packaging") or folder.startswith("."):
            continue
        assert folder in mapped, f"{folder}/ has __init__.py but no package-dir mapping"
