"""The distribution files agree with each other and with pyproject.toml."""

from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "org.questwright.Questwright"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / "linux" / f"{APP_ID}.mime.xml"


def _project() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]


def _desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_matches_the_programs_and_types() -> None:
    entry = _desktop()
    project = _project()
    assert entry["Exec"].split()[0] in project["gui-scripts"]
    assert entry["Icon"] == APP_ID
    mime_types = {t.get("type") for t in ET.parse(MIME).getroot()}
    assert set(filter(None, entry["MimeType"].split(";"))) == mime_types


def test_metainfo_matches_desktop_entry_and_scripts() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("project_license") == _project()["license"]
    binaries = {b.text for b in root.iter("binary")}
    project = _project()
    assert binaries == set(project["scripts"]) | set(project["gui-scripts"])
    releases = [r.get("version") for r in root.iter("release")]
    version = (ROOT / "questwright" / "__init__.py").read_text().split('__version__ = "')[1]
    assert version.split('"')[0] in releases


def test_icons_have_their_sizes() -> None:
    icons = sorted((PACKAGING / "icons" / "hicolor").glob(f"*/apps/{APP_ID}.png"))
    assert len(icons) >= 6
    for icon in icons:
        data = icon.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])
        assert f"{width}x{height}" == icon.parent.parent.name
    svg = ET.parse(PACKAGING / "icons" / f"{APP_ID}.svg").getroot()
    assert svg.get("viewBox") == "0 0 256 256"


def test_spec_names_the_programs() -> None:
    spec = (PACKAGING / "pyinstaller" / "questwright.spec").read_text()
    project = _project()
    for name in (*project["scripts"], *project["gui-scripts"]):
        assert f'name="{name}"' in spec
    assert "questwright.editor.app" in (PACKAGING / "pyinstaller" / "entry_editor.py").read_text()
    assert project["gui-scripts"]["questwright-editor"] == "questwright.editor.app:main"


@pytest.mark.parametrize("script", ["build.sh", "check_wheel.sh", "linux/install.sh"])
def test_scripts_parse(script: str) -> None:
    path = PACKAGING / script
    assert path.stat().st_mode & 0o111, f"{script} is not executable"
    shell = "sh" if script.endswith("install.sh") else "bash"
    subprocess.run([shell, "-n", str(path)], check=True)


@pytest.mark.parametrize(
    ("tool", "args", "path"),
    [
        ("desktop-file-validate", [], DESKTOP),
        ("appstreamcli", ["validate", "--no-net"], METAINFO),
    ],
)
def test_freedesktop_validators(tool: str, args: list[str], path: Path) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed")
    result = subprocess.run([tool, *args, str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
