"""No user-visible string of the editor escapes the translators.

Two checks over the editor's source (no window needed):

* every text literal handed to a Qt text setter or widget constructor (``setText``,
  ``setToolTip``, ``QLabel(...)``, ``showMessage``, an undo command's text…) goes through
  ``translate()``/``tr()``; the few that must not are listed in :data:`ALLOWED`;
* every string marked for translation is in the catalogs as marked: ``pyside6-lupdate``
  silently skips some call shapes (a trailing comma, a string inside a plural's count), and
  a plural (``PLURAL``) must arrive with plural forms.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EDITOR = ROOT / "editor"
TS = EDITOR / "resources" / "translations" / "questwright_fr.ts"

#: methods and constructors whose text arguments the user reads
TEXT_SINKS = {
    # setters
    "setText", "setToolTip", "setStatusTip", "setWhatsThis", "setWindowTitle",
    "setPlaceholderText", "setTitle", "setLabelText", "setInformativeText", "setDetailedText",
    "setAccessibleName", "setAccessibleDescription", "setTabText", "setTabToolTip",
    "setItemText", "setSpecialValueText", "setSuffix", "setPrefix", "setHeaderLabels",
    "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "setFormat", "setEmptyLabel",
    "setButtonText", "setWindowIconText",
    # adders
    "showMessage", "addAction", "addMenu", "addTab", "insertTab", "addItem", "addItems",
    "addRow", "addButton",
    # widgets and items made with a text
    "QLabel", "QPushButton", "QToolButton", "QCheckBox", "QRadioButton", "QGroupBox",
    "QAction", "QMenu", "QDockWidget", "QToolBar", "QTableWidgetItem", "QListWidgetItem",
    "QTreeWidgetItem",
    # dialogs
    "information", "warning", "critical", "question", "about", "getText", "getInt",
    "getDouble", "getItem", "getOpenFileName", "getSaveFileName", "getExistingDirectory",
    # the editor's own: an undo command's text, the Test Play panel's status line
    "push", "_say",
}  # fmt: skip
#: calls whose strings are translated (or are the translation machinery)
TRANSLATORS = {"translate", "tr", "QT_TRANSLATE_NOOP", "data_label"}
#: receivers that are loggers, not widgets (``log.warning("…")``)
LOGGERS = {"log", "logger", "logging", "_log", "LOG"}
#: (module, literal) pairs that are shown untranslated on purpose
ALLOWED = {
    ("testplay.py", "game.json"),  # a file name suggested in the save dialog
    ("simreport.py", "heroes=1-6, round-limit=8-14, counter:ID=1-4, …"),  # the --vary syntax
}


def _words(text: str) -> bool:
    """Whether a literal reads as words (not markup, a code, a key or a file pattern)."""
    text = re.sub(r"<[^>]*>", " ", text)
    if re.fullmatch(r"[a-z0-9_.:\-/*]*", text.strip()):
        return False  # identifiers, object names, data keys
    return re.search(r"[A-Za-z]{2,}", text) is not None


def _literals(node: ast.AST) -> Iterator[str]:
    """The literal text a user could read in an argument (not inside a translator call)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        for value in node.values:
            yield from _literals(value)
    elif isinstance(node, ast.BinOp):
        yield from _literals(node.left)
        yield from _literals(node.right)
    elif isinstance(node, (ast.List, ast.Tuple)):
        for element in node.elts:
            yield from _literals(element)
    elif isinstance(node, ast.IfExp):
        yield from _literals(node.body)
        yield from _literals(node.orelse)
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("format", "join", "upper", "title", "capitalize")
    ):
        yield from _literals(node.func.value)


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _receiver(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return func.value.id
    return ""


def _sources() -> list[Path]:
    return sorted(
        p
        for p in EDITOR.rglob("*.py")
        if "resources" not in p.parts and p.name != "game_strings.py"
    )


def untranslated(source: str, name: str = "<string>") -> list[str]:
    """``line: sink: literal`` for each text literal that reaches a sink untranslated."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or _name(node) not in TEXT_SINKS:
            continue
        if _receiver(node) in LOGGERS:
            continue
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            for text in _literals(arg):
                if _words(text) and (name, text) not in ALLOWED:
                    found.append(f"{node.lineno}: {_name(node)}: {text!r}")
    return found


def test_the_scanner_finds_an_untranslated_label_and_spares_translated_ones() -> None:
    code = """
label = QLabel("Heroes")
self.button.setToolTip(f"Start a game with {n} heroes")
doc.push(edit, "Delete " + name)
self.status.setText("validating…" if busy else "")
ok = QLabel(translate("Panel", "Heroes"))
self.setObjectName("play-status")
combo.addItem(label, "md1")
self.summary.setText("<br>".join(lines))
log.warning("cannot read %s", path)
dialog.getSaveFileName(self, translate("X", "Save"), "game.json", "")
"""
    found = untranslated(code, "testplay.py")
    assert [line.split(":")[0] for line in found] == ["2", "3", "4", "5"]


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(EDITOR)))
def test_every_text_given_to_qt_is_translated(path: Path) -> None:
    found = untranslated(path.read_text(encoding="utf-8"), path.name)
    assert found == [], f"{path.relative_to(ROOT)}: wrap these in translate(): {found}"


# --------------------------------------------------------------------------- catalogs


def _catalog() -> dict[tuple[str, str], bool]:
    """``(context, source) → has plural forms`` of the French catalog."""
    found = {}
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message.get("numerus") == "yes"
    return found


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def marked(source: str) -> Iterator[tuple[int, str, str, ast.Call]]:
    """``(line, context, text, call)`` of every literal marked for translation."""
    tree = ast.parse(source)
    classes: dict[ast.AST, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for inner in ast.walk(node):
                classes.setdefault(inner, node.name) if inner is not node else None
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node)
        if name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) >= 2:
            context, text = _text(node.args[0]), _text(node.args[1])
            if context is not None and text is not None:
                yield node.lineno, context, text, node
        elif name == "tr" and _receiver(node) == "self" and node.args:
            text = _text(node.args[0])
            if text is not None and node in classes:
                yield node.lineno, classes[node], text, node


def _is_plural(call: ast.Call) -> bool:
    return (
        len(call.args) >= 4 and isinstance(call.args[3], ast.Name) and call.args[3].id == "PLURAL"
    )


def test_every_marked_string_reaches_the_catalog_as_marked() -> None:
    catalog = _catalog()
    problems = []
    for path in _sources():
        where = path.relative_to(ROOT)
        for line, context, text, call in marked(path.read_text(encoding="utf-8")):
            if (context, text) not in catalog:
                problems.append(f"{where}:{line}: [{context}] {text!r} is not in the catalog")
                continue
            plural = _is_plural(call)
            if plural and not (len(call.args) == 5 and isinstance(call.args[4], ast.Name)):
                problems.append(f"{where}:{line}: a plural's count must be a plain name")
            if plural != catalog[(context, text)]:
                problems.append(f"{where}:{line}: [{context}] {text!r}: plural forms differ")
            if "%n" in text and not plural and _name(call) == "translate":
                problems.append(f"{where}:{line}: {text!r} shows a count: pass PLURAL, n")
    assert problems == []
