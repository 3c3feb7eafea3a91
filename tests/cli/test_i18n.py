"""The command line's languages (gettext): choosing one, and messages in it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from questwright.cli import main
from questwright.i18n import cli_language, install_cli_language, normalize, resolve, tr

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))


@pytest.fixture(autouse=True)
def _back_to_english() -> None:
    yield
    install_cli_language("en")


@pytest.mark.parametrize(
    ("tag", "code"),
    [
        ("fr_FR.UTF-8", "fr"),
        ("de-AT", "de"),
        ("FR", "fr"),
        ("C", None),
        ("", None),
        ("pt_BR", "pt"),
    ],
)
def test_normalize(tag: str, code: str | None) -> None:
    assert normalize(tag) == code


def test_the_first_language_we_speak_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    assert resolve([None, "pt_BR", "de:fr"]) == "de"
    assert resolve(["xx", ""]) == "en"
    monkeypatch.delenv("QUESTWRIGHT_LANG")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fr_CA.UTF-8")
    assert cli_language() == "fr"
    monkeypatch.setenv("QUESTWRIGHT_LANG", "de")
    assert cli_language() == "de"
    assert cli_language("en") == "en"


def test_messages_follow_lang(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = str(tmp_path / "missing.quest.json")
    main(["--lang", "fr", "validate", missing])
    assert "1 fichier : 1 erreur, 0 avertissement, 0 info" in capsys.readouterr().out
    main(["--lang=de", "validate", missing])
    assert "1 Datei: 1 Fehler, 0 Warnungen, 0 Infos" in capsys.readouterr().out
    main(["validate", missing])  # QUESTWRIGHT_LANG=en in the tests
    assert "1 file: 1 error, 0 warnings, 0 infos" in capsys.readouterr().out
    install_cli_language("fr")
    assert tr("paper size") == "format du papier"


def test_help_follows_lang(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "validate", "--help"])
    assert "les avertissements comptent comme des erreurs" in capsys.readouterr().out


def test_every_command_line_catalog_is_complete_in_step_and_built() -> None:
    pytest.importorskip("babel")
    import translations

    assert translations.gettext_problems() == []


def test_fmt_and_validate_speak_the_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    source = Path(__file__).resolve().parents[2] / "quests" / "md1" / "wardens-key.quest.json"
    loose = tmp_path / "loose.quest.json"
    loose.write_text(json.dumps(json.loads(source.read_text(encoding="utf-8")), indent=7))
    assert main(["--lang", "fr", "fmt", "--check", str(loose)]) == 1
    assert f"à reformater : {loose}" in capsys.readouterr().out
    assert main(["--lang", "de", "fmt", "--check", str(loose)]) == 1
    assert f"würde neu formatiert: {loose}" in capsys.readouterr().out
    main(["--lang", "fr", "validate", str(tmp_path / "missing.quest.json")])
    assert "missing.quest.json: 1 problème" in capsys.readouterr().out


def test_validator_messages_and_hints_follow_lang(capsys: pytest.CaptureFixture[str]) -> None:
    """The messages are said in the chosen language; the JSON report stays English (its
    ``message`` is part of the machine-readable contract)."""
    import json

    fixture = Path(__file__).resolve().parents[2] / "tests" / "golden" / "issues"
    quest = str(fixture / "DOOR_NEVER_OPENS" / "raises.quest.json")
    main(["--lang", "fr", "validate", "-v", quest])
    out = capsys.readouterr().out
    assert "erreur : DOOR_NEVER_OPENS à $.edges[2] : la porte 'd1' ne peut jamais s'ouvrir" in out
    assert "conseil : Placez sa clé" in out
    assert "can never open" not in out and "Place its key" not in out
    main(["--lang", "de", "validate", "-v", quest])
    out = capsys.readouterr().out
    assert "Fehler: DOOR_NEVER_OPENS bei $.edges[2]: Tür 'd1' kann sich nie öffnen" in out
    main(["--lang", "fr", "validate", "--format", "json", quest])
    report = json.loads(capsys.readouterr().out)
    messages = [i["message"] for i in report["files"][0]["issues"]]
    assert "door 'd1' can never open: it is locked without a lock and no trigger unlocks it" in (
        messages
    )
    main(["validate", "-v", quest])
    out = capsys.readouterr().out
    assert "error: DOOR_NEVER_OPENS at $.edges[2]: door 'd1' can never open" in out
