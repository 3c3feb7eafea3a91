"""The catalogue site in a real browser: headless Chromium (from the system packages) opens
``index.html`` and a pack page from the folder and renders the packs, previews and balance
figures. It takes about 10 s, so it runs only when asked: ``QUESTWRIGHT_BROWSER_TESTS=1
pytest tests/packs/test_catalogue_browser.py`` with Chromium installed (``apt-get install
chromium``)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from catalogue_kit import fake_preview, make_pack

from questwright.packs.catalogue.build import build_catalogue

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("QUESTWRIGHT_BROWSER_TESTS") != "1",
        reason="browser test: set QUESTWRIGHT_BROWSER_TESTS=1 to run it",
    ),
    pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed"),
]

_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def _render(page: Path, tmp: Path) -> tuple[str, bytes]:
    """The DOM Chromium built from ``page`` and a screenshot of it."""
    assert CHROMIUM is not None
    shot = tmp / f"{page.stem}.png"
    dom = subprocess.run(
        [CHROMIUM, *_FLAGS, "--dump-dom", page.as_uri()],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    subprocess.run(
        [CHROMIUM, *_FLAGS, "--window-size=1000,1400", f"--screenshot={shot}", page.as_uri()],
        capture_output=True,
        timeout=60,
        check=True,
    )
    return dom, shot.read_bytes()


def test_index_and_pack_page_render_in_chromium(tmp_path: Path) -> None:
    packs = tmp_path / "packs"
    make_pack(packs, "crossing", "1.0.0", ["wardens"], description="Keys & wardens <b>")
    site = tmp_path / "site"
    build_catalogue(packs, site, games=2, preview=fake_preview)
    dom, shot = _render(site / "index.html", tmp_path)
    assert "Crossing" in dom and "By number of heroes" in dom and "<script" not in dom
    assert shot.startswith(b"\x89PNG") and len(shot) > 5000
    dom, shot = _render(site / "pack" / "crossing.html", tmp_path)
    assert "Win rate" in dom and "95 % interval" in dom and "goal bot" in dom
    assert 'src="../previews/crossing/md1-wardens-key.png"' in dom
    assert "Keys &amp; wardens &lt;b&gt;" in dom  # pack text is escaped, never markup
    assert shot.startswith(b"\x89PNG") and len(shot) > 5000
