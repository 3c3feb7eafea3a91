"""The panels added after the first translation pass speak French too: Test Play, the
simulation report, the Problems panel, the overlays, the edit commands' undo texts, with
plural forms where a count is shown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from questwright.editor.i18n import PLURAL, install_language, said_translator, translate
from questwright.editor.mainwindow import MainWindow
from questwright.editor.settings import Settings
from questwright.engine.log import shown_line
from questwright.schema.catalog import default_catalog

from tests.editor.conftest import Answers
from tests.editor.driver import choose_bot, settle, wait_validated

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
MD1 = ROOT / "quests" / "md1" / "wardens-key.quest.json"


@pytest.fixture
def french_window(qapp: QApplication, qtbot: Any, answers: Answers) -> Iterator[MainWindow]:
    """The editor window built after French was chosen, with a bundled md1 quest open."""
    install_language(qapp, "fr")
    win = MainWindow(Settings(), default_catalog())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.open_path(MD1, ask=False)
    settle()
    try:
        yield win
    finally:
        if win.runner is not None:
            win.runner.shutdown()
        install_language(qapp, "en")


def test_plural_forms_follow_the_count(qapp: QApplication) -> None:
    install_language(qapp, "fr")
    try:
        one = translate("ProblemsPanel", "%n error(s)", "", PLURAL, 1)
        many = translate("ProblemsPanel", "%n error(s)", "", PLURAL, 3)
        none = translate("EditCommands", "Delete %n object(s)", "", PLURAL, 0)
        assert (one, many, none) == ("1 erreur", "3 erreurs", "Supprimer 0 objet")
        install_language(qapp, "de")
        one = translate("TestPlayPanel", "%n decision(s)", "", PLURAL, 1)
        many = translate("TestPlayPanel", "%n decision(s)", "", PLURAL, 0)
        assert (one, many) == ("1 Entscheidung", "0 Entscheidungen")
    finally:
        install_language(qapp, "en")
    english = [translate("ProblemsPanel", "%n error(s)", "", PLURAL, n) for n in (0, 1, 3)]
    assert english == ["0 errors", "1 error", "3 errors"]
    assert translate("TestPlayPanel", "%n enemy(ies) on the board", "", PLURAL, 2) == (
        "2 enemies on the board"
    )


def test_no_english_text_of_the_editor_says_s_in_brackets(qapp: QApplication) -> None:
    """Every counted text of the editor has its two English forms (the English catalog,
    ``scripts/translations.py``), and no other text of the editor writes a count with
    "(s)" (it would have no form to choose)."""
    import re
    import xml.etree.ElementTree as ET

    from questwright.editor.i18n import translations_dir

    catalog = ET.parse(translations_dir() / "questwright_en.ts").getroot()
    counted = [
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in catalog.iter("context")
        for message in context.iter("message")
    ]
    assert len(counted) >= 35
    said = {
        (context, source): [translate(context, source, "", PLURAL, n) for n in (1, 2)]
        for context, source in counted
    }
    assert {key: forms for key, forms in said.items() if "(s)" in "".join(forms)} == {}
    editor = Path(__file__).resolve().parents[2] / "editor"
    literal = re.compile(r"""["'][^"'\n]*\w\((?:s|es|ies|en|e|n)\)[^"'\n]*["']""")
    loose = [
        f"{path.name}:{number}"
        for path in sorted(editor.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if literal.search(line) and "PLURAL" not in line and not line.lstrip().startswith("#")
    ]
    assert loose == []


def test_the_test_play_dock_in_french(french_window: MainWindow, qtbot: Any) -> None:
    win = french_window
    assert win.play_dock.windowTitle() == "Partie test"
    panel = win.play_panel
    assert panel.status.text().startswith("Aucune partie.")
    win.actions_["test_play"].trigger()
    assert panel.session is not None
    assert panel.restart_button.text() == "&Recommencer"
    assert panel.run_button.text() == "Jouer jusqu’à la &fin"
    assert panel.log.placeholderText() == "Journal des événements"
    status = panel.status.text()
    assert "<b>Tour 1</b>" in status and "graine" in status and "0 décision" in status
    assert "joue (" in status and "action" in status
    assert "PV," in panel.party.text() and "sur le plateau" in panel.party.text()
    # the choices and "Your view" (the text board) speak French too (issue #33)
    rows = [panel.actions_list.item(i).text() for i in range(panel.actions_list.count())]
    assert rows and not any(" move " in row or " end" in row for row in rows)
    panel.pages.setCurrentWidget(panel.board_view)
    view = panel.board_view.toPlainText()
    assert view.startswith("manche 1  phase héros  niveau ") and "round " not in view
    panel.run_to_end()
    outcome = panel.outcome.text()
    assert ("VICTOIRE" in outcome or "DÉFAITE" in outcome) and " au tour " in outcome
    assert "WIN" not in outcome and "LOSS" not in outcome
    # the event log is the game's, said in French (issue #33)
    state = panel.session.state
    shown = panel.log.toPlainText().splitlines()
    assert shown == [shown_line(line, said_translator()) for line in state.log]
    assert sum(a != b for a, b in zip(shown, state.log, strict=True)) > len(shown) // 2
    assert not any(" attack on " in line or " appears in " in line for line in shown)


def test_the_test_play_dock_in_french_for_descent_and_machina(french_window: MainWindow) -> None:
    """Play as and Your view (descent1), and the status of a ruleset that describes itself
    (machina), in French."""
    win, panel = french_window, french_window.play_panel
    assert win.open_path(ROOT / "quests" / "descent1" / "stone-tusk.quest.json", ask=False)
    settle()
    win.actions_["test_play"].trigger()
    sides = [panel.side.itemText(i) for i in range(panel.side.count())]
    assert sides == ["Héros", "Seigneur du mal", "Tout le monde (toute la partie)"]
    assert panel.side_label.text() == "Jouer &en tant que"
    assert [panel.pages.tabText(i) for i in range(2)] == ["Journal des événements", "Votre vue"]
    assert win.open_path(ROOT / "quests" / "machina" / "cold-foundry.quest.json", ask=False)
    settle()
    win.actions_["test_play"].trigger()
    status = panel.status.text()
    assert "<b>Tour 1</b>" in status and "graine" in status and "0 décision" in status
    assert "joue" in status and "to play" not in status and "Round" not in status


def test_the_simulation_report_in_french(french_window: MainWindow, qtbot: Any) -> None:
    win = french_window
    win.actions_["simulate"].trigger()
    dialog = win.sim_dialog
    assert dialog is not None
    assert dialog.windowTitle() == "Rapport de simulation"
    assert dialog.summary.text() == "Pas encore lancée."
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(4)]
    assert headers == ["Graine", "Résultat", "Tours", "Morts"]
    dialog.games.setValue(4)
    choose_bot(dialog, "goal")
    dialog.jobs.setValue(1)
    dialog.run()
    qtbot.waitUntil(lambda: dialog.report_json is not None and dialog.thread is None, timeout=30000)
    summary = dialog.summary.text()
    assert "Taux de victoire" in summary and "Objectifs atteints" in summary
    assert "parties/s sur 1 processus" in summary
    results = {dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())}
    assert results and results <= {"victoire", "défaite"}
    assert "Bot : goal" in summary and dialog.strength.text().startswith("Force du bot")
    assert dialog.timing.text().startswith("Durée : ")
    goal = dialog.bot.findData("goal")
    assert dialog.bot.itemText(goal) == "goal — planifie vers les objectifs ; rapide"
    dialog.close()


def test_the_problems_panel_in_french(french_window: MainWindow, qtbot: Any) -> None:
    win = french_window
    wait_validated(qtbot, win)
    panel = win.problems
    texts = [b.text() for b in panel.filter_buttons.values()]
    assert texts == ["Erreurs", "Avertissements", "Infos", "Dérogés"]
    headers = [panel.tree.headerItem().text(c) for c in range(1, 4)]
    assert headers == ["Code", "Problème", "Où"]
    qtbot.waitUntil(lambda: " ms" in panel.status.text(), timeout=10000)
    status = panel.status.text()
    assert "erreur" in status and "avertissement" in status and "info" in status
    assert "error" not in status and "warning" not in status


def test_problem_messages_and_hints_in_french(french_window: MainWindow, qtbot: Any) -> None:
    """The Problems panel shows the validator's messages and hints in French."""
    win = french_window
    quest = ROOT / "tests" / "golden" / "issues" / "DOOR_NEVER_OPENS" / "raises.quest.json"
    assert win.open_path(quest, ask=False)
    settle()
    wait_validated(qtbot, win)
    tree = win.problems.tree
    qtbot.waitUntil(lambda: tree.topLevelItemCount() > 0, timeout=10000)
    rows = {
        tree.topLevelItem(r).text(1): tree.topLevelItem(r) for r in range(tree.topLevelItemCount())
    }
    row = rows["DOOR_NEVER_OPENS"]
    assert row.text(2).startswith("la porte 'd1' ne peut jamais s'ouvrir : elle est verrouillée")
    assert "Placez sa clé" in row.toolTip(2) and "Place its key" not in row.toolTip(2)
    assert rows["DOOR_LEADS_NOWHERE"].text(2) == "la porte 'd1' mène hors du plateau"
    tree.setCurrentItem(row)  # the issue itself keeps its English message
    assert win.problems.current_issue().message.startswith("door 'd1' can never open")


def test_the_overlay_menu_and_legend_in_french(french_window: MainWindow, qtbot: Any) -> None:
    win = french_window
    menu = win.menus["View/Overlays"]
    assert menu.title() == "&Calques"
    overlays = [a.text() for a in menu.actions() if a.text()]
    assert "&Graphe des zones" in overlays and "&Accessibilité" in overlays
    assert win.actions_["overlay_graph"].statusTip().startswith("Graphe des zones :")
    win.actions_["overlay_graph"].trigger()
    settle()
    qtbot.waitUntil(lambda: "graphe : " in win.view.legend, timeout=5000)
    assert "liens franchissables" in win.view.legend and "zones" in win.view.legend
    # the core's own legends too
    win.actions_["overlay_reach"].trigger()
    settle()
    qtbot.waitUntil(lambda: "portée depuis le départ des héros" in win.view.legend, timeout=5000)
    assert "reach from" not in win.view.legend


def test_edit_commands_name_their_undo_in_french(french_window: MainWindow) -> None:
    win = french_window
    doc = win.document
    tile = doc.quest.tiles[0].id
    doc.set_selection([tile])
    win.view.setFocus()
    win.delete()
    assert doc.undo_stack.undoText() == "Supprimer 1 objet"
    doc.undo_stack.undo()
    doc.set_selection([doc.quest.tiles[0].id, doc.quest.tiles[1].id])
    win.rotate()
    assert doc.undo_stack.undoText() == "Tourner 2 tuiles"
