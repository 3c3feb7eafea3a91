"""Fixtures of the pack tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from packkit import PackKit


@pytest.fixture
def kit(tmp_path: Path) -> PackKit:
    return PackKit(tmp_path)


@pytest.fixture(autouse=True)
def _private_library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No test ever installs into the real user data folder."""
    from questwright.packs import library

    root = tmp_path / "default-library"
    monkeypatch.setattr(library, "library_dir", lambda: root)
    return root
