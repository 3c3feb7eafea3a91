"""The command line's edges: no GUI extra, a reader that closes the pipe, log levels."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

QUEST = Path(__file__).resolve().parents[2] / "quests" / "md1" / "wardens-key.quest.json"
# Run the CLI as an installation without PySide6 would: the import system finds no PySide6.
NO_QT = "import sys; sys.modules['PySide6'] = None; from questwright.{module} import main; "


def _run(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
    )


def test_edit_without_the_gui_extra_says_how_to_install_it() -> None:
    result = _run(NO_QT.format(module="cli") + "raise SystemExit(main(['edit']))")
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "pipx install 'questwright[gui]'" in lines[0]
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr


def test_editor_script_without_the_gui_extra_says_how_to_install_it() -> None:
    result = _run(NO_QT.format(module="editor.app") + f"raise SystemExit(main([{str(QUEST)!r}]))")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "questwright-editor: the editor needs the GUI extra: pipx install 'questwright[gui]' "
        "(or pip install 'questwright[gui]')"
    ]


def test_render_without_the_gui_extra_says_how_to_install_it(tmp_path: Path) -> None:
    out = tmp_path / "x.png"
    result = _run(
        NO_QT.format(module="cli") + f"raise SystemExit(main(['render', {str(QUEST)!r}, '-o', "
        f"{str(out)!r}]))"
    )
    assert result.returncode == 2
    assert "pipx install 'questwright[gui]'" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert not out.exists()


def test_a_reader_that_closes_the_pipe_ends_the_command_quietly() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "questwright", "rules", "--format", "json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # like `| head -0`: nobody reads
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=120) == 0
    assert stderr == ""


def test_log_level_debug_reports_work_and_the_default_stays_quiet() -> None:
    quiet = _run(
        "from questwright.cli import main; raise SystemExit(main())", "validate", str(QUEST)
    )
    assert quiet.returncode == 0 and quiet.stderr == ""
    loud = _run(
        "from questwright.cli import main; raise SystemExit(main())",
        "--log-level",
        "debug",
        "validate",
        str(QUEST),
    )
    assert loud.returncode == 0
    assert "questwright: DEBUG: validated" in loud.stderr and "wardens-key" in loud.stderr
