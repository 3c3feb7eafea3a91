"""Keep the translations in step with the code: ``python scripts/translations.py update|build|check``.

* ``update`` regenerates ``editor/game_strings.py`` (the names the game data shows: token
  types, edge kinds, terrain, features; token descriptions, tile names, the systems' names
  and New Quest blurbs; and every template the Qt-free layers ``say``:
  overlay legends, validator messages and hints, board problems), runs ``pyside6-lupdate`` over the editor into
  ``editor/resources/translations/questwright_<lang>.ts`` (the sources translators edit, e.g.
  in Qt Linguist) and extracts the command line's gettext strings into
  ``questwright/locale/questwright.pot`` and each ``<lang>/LC_MESSAGES/questwright.po``
  (Babel; the said templates go there too, for ``validate``). New strings arrive unfinished; strings gone from the code are dropped.
* ``build`` compiles the ``.qm`` (``pyside6-lrelease``) and ``.mo`` (Babel) files that the
  wheel and the frozen app ship.
* ``check`` fails when a catalog has an unfinished entry or a placeholder its source lacks,
  or when a compiled file differs from what ``build`` makes (the tests run it).

Needs PySide6 and Babel (``pip install -e '.[gui,test]'``).
"""

from __future__ import annotations

import argparse
import ast
import gettext
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
EDITOR = ROOT / "editor"
TS_DIR = EDITOR / "resources" / "translations"
LOCALE = ROOT / "questwright" / "locale"
GAME_STRINGS = EDITOR / "game_strings.py"
LANGUAGES = ("fr", "de")
#: the editor's catalog of English plural forms: ``"%n error(s)"`` said as "1 error" and
#: "2 errors" (Qt's way: ``lupdate -pluralonly``; the forms are made from the source's
#: ``word(s)`` by :func:`fill_english_plurals`, a form that cannot be made is left to fill)
ENGLISH = "en"
DOMAIN = "questwright"
#: the command line's sources (gettext); the editor's are every module of editor/
CLI_SOURCES = ["questwright/cli.py", "questwright/commands", "questwright/packs/commands.py"]
_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:![rsa])?(?::[^}]*)?\}|%n")


def _tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).with_name(name))
    if not Path(found).exists():
        sys.exit(f"translations: {name} not found (install the gui extra)")
    return found


# --------------------------------------------------------------------------- game data


#: where the Qt-free layers say things (``say(…)``, ``Text(…)``, ``Legend(…)``): overlay
#: legends, validator messages and hints, board compile problems, quest-logic explanations
SAY_SOURCES = ("core", "validators", "engine")
#: rulesets whose log is not templated yet (none since issue #33)
SAY_PENDING: tuple[str, ...] = ()


def said_templates() -> list[str]:
    """Every literal template given to ``say(…)``, ``Text(…)`` or ``Legend(…)`` in the
    Qt-free layers (:data:`SAY_SOURCES`; those with words in them). The editor translates
    them in the ``Messages`` context, the command line through its gettext catalog. Every
    word of ``engine/words.py`` is collected, one letter long or not. Counted messages
    (``say_n``) are :func:`said_plurals`."""
    return _said()[0]


def said_plurals() -> list[tuple[str, str]]:
    """``(singular, plural)`` of every ``say_n(…)`` in the Qt-free layers: a numerus message
    keyed by its singular in the editor's ``Messages`` context, a ``msgid_plural`` entry in
    the command line's catalog."""
    return _said()[1]


def _said() -> tuple[list[str], list[tuple[str, str]]]:
    found: set[str] = set()
    counted: set[tuple[str, str]] = set()
    for folder in SAY_SOURCES:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if any(path.is_relative_to(ROOT / pending) for pending in SAY_PENDING):
                continue
            # the rules' vocabulary is collected whole (a compass letter is a word there)
            vocabulary = path == ROOT / "engine" / "words.py"
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                first = node.args[0]
                if name == "say_n" and len(node.args) >= 2:
                    second = node.args[1]
                    if isinstance(first, ast.Constant) and isinstance(second, ast.Constant):
                        counted.add((str(first.value), str(second.value)))
                    continue
                if name in ("Legend", "say", "Text") and isinstance(first, ast.Constant):
                    text = str(first.value)
                    if vocabulary or re.search(r"[A-Za-z]{2,}", re.sub(r"\{[^}]*\}", "", text)):
                        found.add(text)
    return sorted(found), sorted(counted)


def game_strings_source() -> str:
    """``editor/game_strings.py``: every label the bundled game data shows, and what the
    Qt-free layers say."""
    from questwright.schema.catalog import default_catalog
    from questwright.schema.parameters import edge_property_schemas

    catalog = default_catalog()
    labels: set[str] = set()
    for system in catalog.systems.values():
        for table in (system.token_types, system.edge_kinds, system.terrain, system.feature_types):
            labels.update(d.label for d in table.values() if d.label)
        # what the palette, the Properties panel and the New Quest dialog show of the
        # data besides names: token descriptions, tile names, the system's name and blurb
        labels.update(d.description for d in system.token_types.values() if d.description)
        labels.update(
            p.description
            for d in system.token_types.values()
            for p in (d.properties or {}).values()
            if p.description
        )
        labels.update(tile.name for tile in catalog.tiles_of(system.id) if tile.name)
        # the Properties panel's edge forms: the kind's rules text, the typed edge
        # properties' names and descriptions (schema/parameters.py EdgeProperties)
        labels.update(d.description for d in system.edge_kinds.values() if d.description)
        for kind in system.edge_kinds:
            for key, sub in edge_property_schemas(kind, system.id).items():
                labels.update((key, sub["description"]))
        labels.update(text for text in (system.name, system.stand_in) if text)
    lines = [
        '"""The names the bundled game data shows and what the Qt-free layers say, for the',
        "translators (generated by ``scripts/translations.py update``; do not edit). The editor",
        "translates the names with :func:`questwright.editor.i18n.data_label` in the",
        "``GameData`` context, the messages with :func:`questwright.editor.i18n.said` in",
        '``Messages``."""',
        "",
        "from __future__ import annotations",
        "",
        "from questwright.editor.i18n import PLURAL, QT_TRANSLATE_NOOP, translate",
        "",
        "# fmt: off",
        "LABELS = [",
        *(
            f'    QT_TRANSLATE_NOOP("GameData", {json.dumps(label, ensure_ascii=False)}),'
            for label in sorted(labels)
        ),
        "]",
        "# fmt: on",
        "",
        "#: what the Qt-free layers say (``questwright.core.text.Text`` templates: overlay",
        "#: legends, validator messages and hints), shown by",
        "#: :func:`questwright.editor.i18n.said` (one call a line: lupdate skips a call split",
        "#: over lines with a trailing comma)",
        "# fmt: off",
        "MESSAGES = [",
        *(
            f'    QT_TRANSLATE_NOOP("Messages", {json.dumps(text, ensure_ascii=False)}),'
            for text in said_templates()
        ),
        "]",
        "# fmt: on",
        "",
        "",
        "# fmt: off",
        "def _counted(n: int) -> list[str]:",
        '    """What the Qt-free layers say with a count (``say_n``): numerus messages keyed by',
        '    their singular, never called (lupdate reads the calls)."""',
        "    return [",
        *(
            f'        translate("Messages", {json.dumps(singular, ensure_ascii=False)}, "", PLURAL, n),'
            for singular, _plural in said_plurals()
        ),
        "    ]",
        "# fmt: on",
        "",
    ]
    return "\n".join(lines)


# --------------------------------------------------------------------------- Qt side


def editor_sources() -> list[Path]:
    return sorted(p for p in EDITOR.rglob("*.py") if "resources" not in p.parts)


def lupdate(targets: list[Path], plural_only: bool = False) -> None:
    """Update ``targets`` (``.ts`` files) from the editor's sources (only the messages with
    a count ``%n`` when ``plural_only``: the English catalog)."""
    files = [str(p.relative_to(ROOT)) for p in editor_sources()]
    for ts in targets:
        subprocess.run(
            [
                _tool("pyside6-lupdate"),
                "-silent",
                "-locations",
                "none",
                "-no-obsolete",
                *(["-pluralonly"] if plural_only else []),
                *files,
                "-ts",
                str(ts),
            ],
            cwd=ROOT,
            check=True,
        )
        drop_extracomments(ts)


def drop_extracomments(ts: Path) -> None:
    """lupdate files the ``#:`` comments above a line (our attribute docs) as notes for the
    translators of the next string found, often an unrelated one: they are dropped."""
    text = ts.read_text(encoding="utf-8")
    cleaned = re.sub(r"\n[ \t]*<extracomment>.*?</extracomment>", "", text, flags=re.DOTALL)
    if cleaned != text:
        ts.write_text(cleaned, encoding="utf-8")


#: a word whose plural adds "s" written ``word(s)`` in a source text
_ENGLISH_PLURAL = re.compile(r"(?<=\w)\(s\)")


def english_forms(source: str) -> tuple[str, str] | None:
    """The singular and plural of an English source ``"%n error(s)"`` (``"%n error"``,
    ``"%n errors"``); None when the source marks no plural we can make."""
    if not _ENGLISH_PLURAL.search(source):
        return None
    return _ENGLISH_PLURAL.sub("", source), _ENGLISH_PLURAL.sub("s", source)


#: contexts the English catalog leaves out: the said templates' plurals, which English
#: takes from ``say_n``'s own two templates (``core.text``), never from Qt
_NOT_ENGLISH = frozenset({"Messages"})


def english_lupdate(ts: Path, fill: bool = True) -> None:
    """Update the English catalog ``ts``: the editor's counted messages, with their forms
    (``fill``: derived from the sources' ``word(s)``, see :func:`fill_english_plurals`)."""
    lupdate([ts], plural_only=True)
    drop_contexts(ts, _NOT_ENGLISH)
    if fill and fill_english_plurals(ts):
        lupdate([ts], plural_only=True)  # written back in lupdate's own layout
        drop_contexts(ts, _NOT_ENGLISH)


def drop_contexts(ts: Path, names: frozenset[str]) -> None:
    """Remove the contexts called ``names`` from ``ts`` (lupdate's layout kept)."""
    text = ts.read_text(encoding="utf-8")
    kept = re.sub(
        r"<context>\s*<name>([^<]*)</name>.*?</context>\n?",
        lambda m: "" if m.group(1) in names else m.group(0),
        text,
        flags=re.DOTALL,
    )
    if kept != text:
        ts.write_text(kept, encoding="utf-8")


def fill_english_plurals(ts: Path) -> bool:
    """Give each unfinished message of the English catalog its two forms
    (:func:`english_forms`); a form filled by hand is kept. Whether anything was filled."""
    tree = ET.parse(ts)
    changed = False
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        forms = english_forms(message.findtext("source") or "")
        if translation is None or translation.get("type") != "unfinished" or forms is None:
            continue
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        del translation.attrib["type"]
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
        changed = True
    if changed:
        ET.indent(tree, space="    ")
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
            encoding="utf-8",
        )
    return changed


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [_tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        check=True,
    )


def ts_messages(ts: Path) -> list[tuple[str, str, str, str]]:
    """``(context, source, translation, type)`` of every message (plural forms joined)."""
    tree = ET.parse(ts)
    found = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            forms = translation.findall("numerusform") if translation is not None else []
            text = (
                "|".join(f.text or "" for f in forms)
                if forms
                else (translation.text or "")
                if translation is not None
                else ""
            )
            found.append((name, message.findtext("source") or "", text, kind))
    return found


# --------------------------------------------------------------------------- gettext side


def extract_pot() -> bytes:
    """The command line's strings: every literal given to ``tr()``, and every template the
    Qt-free layers say (:func:`said_templates`: validator messages and hints)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_python
    from babel.messages.pofile import write_po

    catalog = Catalog(project="Questwright", domain=DOMAIN, charset="utf-8")
    for source in CLI_SOURCES:
        path = ROOT / source
        paths = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        for file in paths:
            with open(file, "rb") as handle:
                for lineno, _func, message, _comments in extract_python(
                    handle, keywords={"tr": None, "ntr": (1, 2)}, comment_tags=(), options={}
                ):
                    if isinstance(message, tuple):  # ntr(singular, plural, n)
                        message = message[:2] if all(message[:2]) else None
                    if message:
                        catalog.add(message, locations=[(str(file.relative_to(ROOT)), lineno)])
    for template in said_templates():
        if template not in catalog:
            catalog.add(template)
    for singular, plural in said_plurals():
        if singular not in catalog:
            catalog.add((singular, plural))
    out = io.BytesIO()
    write_po(out, catalog, omit_header=True, no_location=True, sort_output=True, width=100)
    return out.getvalue()


#: gettext's plural forms of our languages, as ``core.text.PLURAL_RULES`` and Qt choose them
#: (CLDR gives French a third form for round millions, which Qt and we do not use)
PLURAL_FORMS = {"fr": (2, "(n > 1)"), "de": (2, "(n != 1)")}


def _plural_forms(catalog: Any, language: str) -> Any:
    """``catalog`` with :data:`PLURAL_FORMS` (the ``.po`` files carry no header saying it)."""
    catalog._num_plurals, catalog._plural_expr = PLURAL_FORMS[language]
    return catalog


def read_catalog(po: Path) -> Any:
    """The ``.po`` file of ``<lang>/LC_MESSAGES`` as a Babel catalog of its language."""
    from babel.messages.pofile import read_po

    language = po.parent.parent.name
    with open(po, "rb") as handle:
        catalog = _plural_forms(read_po(handle, locale=language), language)
    forms = catalog.num_plurals
    for message in catalog:  # Babel pads the forms to CLDR's count as it reads
        if isinstance(message.string, tuple):
            message.string = message.string[:forms]
    return catalog


def update_po(pot: bytes, po: Path, language: str) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    template = read_po(io.BytesIO(pot))
    if po.exists():
        catalog = read_catalog(po)
    else:
        catalog = Catalog(locale=language, project="Questwright", domain=DOMAIN, charset="utf-8")
        _plural_forms(catalog, language)
    catalog.update(template, no_fuzzy_matching=True)
    catalog.obsolete.clear()
    out = io.BytesIO()
    write_po(out, catalog, omit_header=True, no_location=True, sort_output=True, width=100)
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_bytes(out.getvalue())


def compile_mo(po: Path) -> bytes:
    from babel.messages.mofile import write_mo

    # the language's plural rule goes into the header (the .po files carry none)
    catalog = read_catalog(po)
    # The .po files carry no header, so the catalog's dates would be "now": fixed instead, so
    # that building twice gives the same bytes.
    catalog.creation_date = catalog.revision_date = datetime(2000, 1, 1, tzinfo=UTC)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def mo_messages(mo: Path) -> dict[str, str]:
    """What a compiled catalog translates (the header left out), a counted message by its
    singular with its forms joined by ``|`` (as :func:`ts_messages` shows numerus ones)."""
    with open(mo, "rb") as handle:
        catalog = gettext.GNUTranslations(handle)
    found: dict[str, str] = {}
    forms: dict[str, dict[int, str]] = {}
    for key, value in catalog._catalog.items():  # type: ignore[attr-defined]
        if isinstance(key, tuple):
            forms.setdefault(str(key[0]), {})[int(key[1])] = str(value)
        elif key:
            found[str(key)] = str(value)
    for singular, by_index in forms.items():
        found[singular] = "|".join(by_index[i] for i in sorted(by_index))
    return found


def po_messages(po: Path) -> list[tuple[str, str, bool]]:
    """``(source, translation, fuzzy)`` of every entry; a counted one by its singular, its
    forms joined by ``|``."""
    catalog = read_catalog(po)
    found = []
    for m in catalog:
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            text = "|".join(str(f or "") for f in strings) if all(strings) else ""
            found.append((str(m.id[0]), text, m.fuzzy))
        else:
            found.append((str(m.id), str(m.string or ""), m.fuzzy))
    return found


# --------------------------------------------------------------------------- commands


def update() -> None:
    GAME_STRINGS.write_text(game_strings_source(), encoding="utf-8")
    TS_DIR.mkdir(parents=True, exist_ok=True)
    lupdate([TS_DIR / f"questwright_{lang}.ts" for lang in LANGUAGES])
    english_lupdate(TS_DIR / f"questwright_{ENGLISH}.ts")
    pot = extract_pot()
    (LOCALE / f"{DOMAIN}.pot").write_bytes(pot)
    for lang in LANGUAGES:
        update_po(pot, LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po", lang)


def build() -> None:
    lrelease(TS_DIR / f"questwright_{ENGLISH}.ts", TS_DIR / f"questwright_{ENGLISH}.qm")
    for lang in LANGUAGES:
        lrelease(TS_DIR / f"questwright_{lang}.ts", TS_DIR / f"questwright_{lang}.qm")
        po = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        po.with_suffix(".mo").write_bytes(compile_mo(po))


def problems() -> list[str]:
    """Everything ``check`` complains about, one line each."""
    return qt_problems() + gettext_problems()


def qt_problems() -> list[str]:
    """The editor's catalogs: complete, in step with the code, compiled."""
    found: list[str] = []
    if GAME_STRINGS.read_text(encoding="utf-8") != game_strings_source():
        found.append(f"{GAME_STRINGS.relative_to(ROOT)} is out of date (run update)")
    with tempfile.TemporaryDirectory() as tmp:
        for lang in (ENGLISH, *LANGUAGES):
            ts = TS_DIR / f"questwright_{lang}.ts"
            if not ts.exists():
                found.append(f"{ts.name} is missing (run update)")
                continue
            fresh = Path(tmp) / ts.name
            shutil.copy(ts, fresh)
            if lang == ENGLISH:
                english_lupdate(fresh, fill=False)
            else:
                lupdate([fresh])
            if {m[:2] for m in ts_messages(fresh)} != {m[:2] for m in ts_messages(ts)}:
                found.append(f"{ts.name}: the code has other strings (run update)")
            for context, source, text, kind in ts_messages(ts):
                where = f"{ts.name}: [{context}] {source!r}"
                if kind in ("unfinished", "vanished", "obsolete") or not text:
                    found.append(f"{where} is {kind or 'empty'}")
                elif set(_PLACEHOLDER.findall(source)) != set(_PLACEHOLDER.findall(text)):
                    found.append(f"{where}: placeholders differ in {text!r}")
                elif lang == ENGLISH and "(s)" in text:
                    found.append(f"{where}: the English forms still say (s): {text!r}")
                elif re.search(r"&[^&\s]", source) and not re.search(r"&[^&\s]", text):
                    found.append(f"{where}: the mnemonic (&) is lost in {text!r}")
            qm = Path(tmp) / f"questwright_{lang}.qm"
            lrelease(ts, qm)
            shipped = TS_DIR / qm.name
            if not shipped.exists() or shipped.read_bytes() != qm.read_bytes():
                found.append(f"{qm.name} is not built from {ts.name} (run build)")
    return found


def gettext_problems() -> list[str]:
    """The command line's catalogs: complete, in step with the code, compiled."""
    found: list[str] = []
    pot = extract_pot()
    if (LOCALE / f"{DOMAIN}.pot").read_bytes() != pot:
        found.append(f"{DOMAIN}.pot: the command line has other strings (run update)")
    for lang in LANGUAGES:
        po = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        for source, text, fuzzy in po_messages(po):
            where = f"{lang}/{po.name}: {source!r}"
            if not text or fuzzy:
                found.append(f"{where} is {'fuzzy' if fuzzy else 'untranslated'}")
            elif set(_PLACEHOLDER.findall(source)) != set(_PLACEHOLDER.findall(text)):
                found.append(f"{where}: placeholders differ in {text!r}")
        wanted = {source: text for source, text, _fuzzy in po_messages(po)}
        if mo_messages(po.with_suffix(".mo")) != wanted:
            found.append(f"{lang}/{DOMAIN}.mo is not built from its .po (run build)")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "build", "check"])
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
        return 0
    if args.command == "build":
        build()
        return 0
    found = problems()
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
