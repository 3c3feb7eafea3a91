"""Text from files never writes to the terminal (issue #34, item 3): a pack name, a quest
title and messages quoting them are printed with their control and escape characters shown
as ``\\uXXXX``, by ``pack list``, ``pack verify``, ``pack install``, ``info``, ``validate``
and the log; JSON output stays valid and equal."""

from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path

import pytest
from packkit import WARDENS_KEY, quest_doc
from questwright.schema.files import dumps
from questwright.schema.text import UNSAFE_CATEGORIES, safe_text

from questwright.cli import main

#: a window title, a cleared screen, red text, a C1 CSI, a right-to-left override, a bell
EVIL = "Evil\x1b]0;owned\x07\x1b[2J\x1b[31m red\x9b31m\u202e\r\x08done"
RAW = ("\x1b", "\x07", "\x9b", "\u202e", "\r", "\x08")


def _clean(text: str) -> None:
    for char in RAW:
        assert char not in text, f"{char!r} reached the terminal"


def test_safe_text_escapes_every_unsafe_character_and_keeps_the_rest() -> None:
    assert safe_text("Warden's Key — Clé") == "Warden's Key — Clé"
    assert safe_text(EVIL).startswith("Evil\\u001b]0;owned\\u0007\\u001b[2J")
    assert safe_text("a\nb\tc", keep="\n") == "a\nb\\u0009c"
    unsafe = [
        c for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) in UNSAFE_CATEGORIES
    ]
    text = "".join(chr(c) for c in unsafe)
    shown = safe_text(text)
    assert shown.isascii() and shown.isprintable()
    # the escapes mean the same inside JSON (lone surrogates apart: JSON pairs neighbours)
    plain = "".join(c for c in text if unicodedata.category(c) != "Cs")
    assert json.loads(f'"{safe_text(plain)}"') == plain


@pytest.fixture
def evil_quest(tmp_path: Path) -> Path:
    doc = quest_doc(WARDENS_KEY)
    doc["title"] = EVIL
    path = tmp_path / "src" / "evil.quest.json"
    path.parent.mkdir()
    path.write_text(dumps(doc), encoding="utf-8")
    return path


def test_pack_list_verify_install_and_info_show_escapes(
    evil_quest: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pack = tmp_path / "evil.qwpack"
    code = main(
        [
            "pack",
            "build",
            str(evil_quest.parent),
            "-o",
            str(pack),
            "--id",
            "evil",
            "--name",
            EVIL,
            "--allow-errors",
        ]
    )
    assert code in (0, 1)
    capsys.readouterr()
    library = tmp_path / "lib"
    main(["pack", "verify", str(pack)])
    main(["pack", "install", str(pack), "--into", str(library)])
    assert main(["pack", "list", "--library", str(library)]) == 0
    assert main(["info", str(evil_quest)]) == 0
    main(["validate", str(evil_quest)])
    out, err = capsys.readouterr()
    _clean(out + err)
    assert "Evil\\u001b]0;owned\\u0007" in out  # pack list: the name and the title
    assert out.count("Evil\\u001b]0;owned") >= 3
    assert main(["pack", "list", "--library", str(library), "--format", "json"]) == 0
    out = capsys.readouterr().out
    _clean(out)
    assert json.loads(out)["packs"][0]["name"] == EVIL  # still valid and equal
