"""Every menu command, toolbar button and shortcut of the editor, in one table.

Each :class:`ActionSpec` names the window method it runs; :func:`build_actions` turns the
table into ``QAction`` objects, and :func:`build_menus` / :func:`build_toolbars` lay them
out. Because every command is here with a shortcut or a menu entry, everything can be done
from the keyboard (and the command palette, Ctrl+Shift+P, lists them all).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar
from questwright.editor.i18n import QT_TRANSLATE_NOOP, translate
from questwright.editor.overlays import OVERLAYS

__all__ = ["ACTIONS", "ActionSpec", "build_actions", "build_menus", "build_toolbars"]

Std = QKeySequence.StandardKey


@dataclass(frozen=True)
class ActionSpec:
    name: str
    text: str
    menu: str  # "File", "Edit/Overlays" …
    slot: str  # window method; "tool:<name>" and "overlay:<key>" are routed specially
    shortcut: str | Std | None = None
    tip: str = ""
    checkable: bool = False
    toolbar: str | None = None
    group: str | None = None
    extra_shortcuts: tuple[str, ...] = ()


ACTIONS: list[ActionSpec] = [
    # File
    ActionSpec(
        "new",
        QT_TRANSLATE_NOOP("Actions", "&New Quest…"),
        "File",
        "new_quest",
        Std.New,
        QT_TRANSLATE_NOOP("Actions", "Start a quest for a game system"),
        toolbar="File",
    ),
    ActionSpec(
        "open",
        QT_TRANSLATE_NOOP("Actions", "&Open…"),
        "File",
        "open_dialog",
        Std.Open,
        QT_TRANSLATE_NOOP("Actions", "Open a quest file"),
        toolbar="File",
    ),
    ActionSpec(
        "save",
        QT_TRANSLATE_NOOP("Actions", "&Save"),
        "File",
        "save",
        Std.Save,
        QT_TRANSLATE_NOOP("Actions", "Save (the previous file is kept as name~)"),
        toolbar="File",
    ),
    ActionSpec(
        "save_as",
        QT_TRANSLATE_NOOP("Actions", "Save &As…"),
        "File",
        "save_as",
        Std.SaveAs,
        QT_TRANSLATE_NOOP("Actions", "Save under a new name"),
    ),
    ActionSpec(
        "export_png",
        QT_TRANSLATE_NOOP("Actions", "&Export PNG…"),
        "File",
        "export_png",
        "Ctrl+E",
        QT_TRANSLATE_NOOP("Actions", "Export a picture of the board"),
    ),
    ActionSpec(
        "export_sheet",
        QT_TRANSLATE_NOOP("Actions", "Export Quest S&heet…"),
        "File",
        "export_sheet",
        "Ctrl+Shift+E",
        QT_TRANSLATE_NOOP(
            "Actions",
            "A printable quest sheet: story, setup, objectives, rules and the map (PDF or PNG)",
        ),
    ),
    ActionSpec(
        "revert",
        QT_TRANSLATE_NOOP("Actions", "Re&vert"),
        "File",
        "revert",
        None,
        QT_TRANSLATE_NOOP("Actions", "Reload the file from disk, dropping changes"),
    ),
    ActionSpec(
        "close_tab",
        QT_TRANSLATE_NOOP("Actions", "&Close Tab"),
        "File",
        "close_current_tab",
        Std.Close,
        QT_TRANSLATE_NOOP("Actions", "Close the quest shown (asks to save it first)"),
        extra_shortcuts=("Ctrl+W",),
    ),
    ActionSpec(
        "close_window",
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        "File",
        "close",
        Std.Quit,
        QT_TRANSLATE_NOOP("Actions", "Close the editor"),
        extra_shortcuts=("Ctrl+Q",),
    ),
    # Edit
    ActionSpec(
        "undo",
        QT_TRANSLATE_NOOP("Actions", "&Undo"),
        "Edit",
        "undo",
        Std.Undo,
        QT_TRANSLATE_NOOP("Actions", "Undo"),
        toolbar="File",
    ),
    ActionSpec(
        "redo",
        QT_TRANSLATE_NOOP("Actions", "&Redo"),
        "Edit",
        "redo",
        Std.Redo,
        QT_TRANSLATE_NOOP("Actions", "Redo"),
        toolbar="File",
        extra_shortcuts=("Ctrl+Y",),
    ),
    ActionSpec(
        "cut",
        QT_TRANSLATE_NOOP("Actions", "Cu&t"),
        "Edit",
        "cut",
        Std.Cut,
        QT_TRANSLATE_NOOP("Actions", "Cut the selected tiles and tokens"),
    ),
    ActionSpec(
        "copy",
        QT_TRANSLATE_NOOP("Actions", "&Copy"),
        "Edit",
        "copy",
        Std.Copy,
        QT_TRANSLATE_NOOP("Actions", "Copy the selected tiles and tokens"),
    ),
    ActionSpec(
        "paste",
        QT_TRANSLATE_NOOP("Actions", "&Paste"),
        "Edit",
        "paste",
        Std.Paste,
        QT_TRANSLATE_NOOP("Actions", "Paste at the keyboard cursor (new ids)"),
    ),
    ActionSpec(
        "delete",
        QT_TRANSLATE_NOOP("Actions", "&Delete"),
        "Edit",
        "delete",
        Std.Delete,
        QT_TRANSLATE_NOOP("Actions", "Delete the selection"),
        extra_shortcuts=("Backspace",),
    ),
    ActionSpec(
        "select_all",
        QT_TRANSLATE_NOOP("Actions", "Select &All"),
        "Edit",
        "select_all",
        Std.SelectAll,
        QT_TRANSLATE_NOOP("Actions", "Select every tile and token"),
    ),
    ActionSpec(
        "select_none",
        QT_TRANSLATE_NOOP("Actions", "Select &None"),
        "Edit",
        "select_none",
        "Ctrl+Shift+A",
        QT_TRANSLATE_NOOP("Actions", "Clear the selection"),
    ),
    ActionSpec(
        "rotate",
        QT_TRANSLATE_NOOP("Actions", "&Rotate"),
        "Edit",
        "rotate",
        "R",
        QT_TRANSLATE_NOOP("Actions", "Rotate the tile in hand or the selected tiles 90° clockwise"),
    ),
    ActionSpec(
        "flip",
        QT_TRANSLATE_NOOP("Actions", "&Flip Side"),
        "Edit",
        "flip",
        "F",
        QT_TRANSLATE_NOOP("Actions", "Turn the tile in hand or the selected tiles over"),
    ),
    ActionSpec(
        "properties",
        QT_TRANSLATE_NOOP("Actions", "Edit &Properties"),
        "Edit",
        "focus_properties",
        "Alt+Return",
        QT_TRANSLATE_NOOP("Actions", "Edit the selection's properties"),
    ),
    ActionSpec(
        "command_palette",
        QT_TRANSLATE_NOOP("Actions", "Find &Action…"),
        "Edit",
        "command_palette",
        "Ctrl+Shift+P",
        QT_TRANSLATE_NOOP("Actions", "Search every command by name"),
    ),
    ActionSpec(
        "preferences",
        QT_TRANSLATE_NOOP("Actions", "Pre&ferences…"),
        "Edit",
        "preferences",
        "Ctrl+,",
        QT_TRANSLATE_NOOP("Actions", "Autosave, grid, default system"),
    ),
    # View
    ActionSpec(
        "zoom_in",
        QT_TRANSLATE_NOOP("Actions", "Zoom &In"),
        "View",
        "zoom_in",
        Std.ZoomIn,
        QT_TRANSLATE_NOOP("Actions", "Zoom in"),
        toolbar="View",
        extra_shortcuts=("Ctrl+=",),
    ),
    ActionSpec(
        "zoom_out",
        QT_TRANSLATE_NOOP("Actions", "Zoom &Out"),
        "View",
        "zoom_out",
        Std.ZoomOut,
        QT_TRANSLATE_NOOP("Actions", "Zoom out"),
        toolbar="View",
    ),
    ActionSpec(
        "zoom_fit",
        QT_TRANSLATE_NOOP("Actions", "&Fit Board"),
        "View",
        "zoom_fit",
        "Ctrl+0",
        QT_TRANSLATE_NOOP("Actions", "Fit the board in the window"),
        toolbar="View",
    ),
    ActionSpec(
        "zoom_actual",
        QT_TRANSLATE_NOOP("Actions", "&Actual Size"),
        "View",
        "zoom_actual",
        "Ctrl+Shift+0",
        QT_TRANSLATE_NOOP("Actions", "100 % zoom"),
    ),
    ActionSpec(
        "show_grid",
        QT_TRANSLATE_NOOP("Actions", "Show &Grid"),
        "View",
        "toggle_grid",
        "Ctrl+G",
        QT_TRANSLATE_NOOP("Actions", "Show cell lines"),
        checkable=True,
    ),
    ActionSpec(
        "next_tab",
        QT_TRANSLATE_NOOP("Actions", "Ne&xt Tab"),
        "View",
        "next_tab",
        "Ctrl+Tab",
        QT_TRANSLATE_NOOP("Actions", "Show the next open quest"),
        extra_shortcuts=("Ctrl+PgDown",),
    ),
    ActionSpec(
        "previous_tab",
        QT_TRANSLATE_NOOP("Actions", "Pre&vious Tab"),
        "View",
        "previous_tab",
        "Ctrl+Shift+Tab",
        QT_TRANSLATE_NOOP("Actions", "Show the previous open quest"),
        extra_shortcuts=("Ctrl+PgUp",),
    ),
    ActionSpec(
        "focus_canvas",
        QT_TRANSLATE_NOOP("Actions", "Focus &Canvas"),
        "View/Focus",
        "focus_canvas",
        "Alt+1",
        QT_TRANSLATE_NOOP("Actions", "Keyboard to the canvas"),
    ),
    ActionSpec(
        "focus_palette",
        QT_TRANSLATE_NOOP("Actions", "Focus &Palette"),
        "View/Focus",
        "focus_palette",
        "Alt+2",
        QT_TRANSLATE_NOOP("Actions", "Keyboard to the palette"),
    ),
    ActionSpec(
        "focus_properties",
        QT_TRANSLATE_NOOP("Actions", "Focus P&roperties"),
        "View/Focus",
        "focus_properties",
        "Alt+3",
        QT_TRANSLATE_NOOP("Actions", "Keyboard to the properties"),
    ),
    ActionSpec(
        "focus_quest",
        QT_TRANSLATE_NOOP("Actions", "Focus &Quest"),
        "View/Focus",
        "focus_quest",
        "Alt+4",
        QT_TRANSLATE_NOOP("Actions", "Keyboard to the quest panel"),
    ),
    ActionSpec(
        "focus_problems",
        QT_TRANSLATE_NOOP("Actions", "Focus Pro&blems"),
        "View/Focus",
        "focus_problems",
        "Alt+5",
        QT_TRANSLATE_NOOP("Actions", "Keyboard to the problems"),
    ),
    ActionSpec(
        "focus_history",
        QT_TRANSLATE_NOOP("Actions", "Focus &History"),
        "View/Focus",
        "focus_history",
        "Alt+6",
        QT_TRANSLATE_NOOP("Actions", "Keyboard to the undo history"),
    ),
    # Tools
    ActionSpec(
        "tool_select",
        QT_TRANSLATE_NOOP("Actions", "&Select / Move"),
        "Tools",
        "tool:select",
        "V",
        QT_TRANSLATE_NOOP("Actions", "Select and move"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_tile",
        QT_TRANSLATE_NOOP("Actions", "Place &Tile"),
        "Tools",
        "tool:tile",
        "T",
        QT_TRANSLATE_NOOP("Actions", "Place the palette's tile (R rotate, F flip)"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_wall",
        QT_TRANSLATE_NOOP("Actions", "&Wall"),
        "Tools",
        "tool:edge-wall",
        "W",
        QT_TRANSLATE_NOOP("Actions", "Paint walls along lattice lines"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_opening",
        QT_TRANSLATE_NOOP("Actions", "&Opening"),
        "Tools",
        "tool:edge-opening",
        "O",
        QT_TRANSLATE_NOOP("Actions", "Paint openings"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_window",
        QT_TRANSLATE_NOOP("Actions", "W&indow"),
        "Tools",
        "tool:edge-window",
        "Shift+W",
        QT_TRANSLATE_NOOP("Actions", "Paint windows"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_barrier",
        QT_TRANSLATE_NOOP("Actions", "&Barrier"),
        "Tools",
        "tool:edge-barrier",
        "Shift+B",
        QT_TRANSLATE_NOOP("Actions", "Paint barriers"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_carve",
        QT_TRANSLATE_NOOP("Actions", "&Carve Open"),
        "Tools",
        "tool:edge-open",
        "Shift+O",
        QT_TRANSLATE_NOOP("Actions", "Remove walls (also printed ones)"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_door",
        QT_TRANSLATE_NOOP("Actions", "&Door"),
        "Tools",
        "tool:door",
        "D",
        QT_TRANSLATE_NOOP("Actions", "Place doors; click a door to cycle its state"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_token",
        QT_TRANSLATE_NOOP("Actions", "To&ken"),
        "Tools",
        "tool:token",
        "K",
        QT_TRANSLATE_NOOP("Actions", "Place the palette's token type"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_erase",
        QT_TRANSLATE_NOOP("Actions", "&Erase"),
        "Tools",
        "tool:erase",
        "E",
        QT_TRANSLATE_NOOP("Actions", "Erase tokens, quest edges and tiles"),
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "door_length",
        QT_TRANSLATE_NOOP("Actions", "Door &Length (cycle 1–3)"),
        "Tools",
        "cycle_door_length",
        "Shift+D",
        QT_TRANSLATE_NOOP("Actions", "How many unit edges a new door spans"),
    ),
    # Quest
    ActionSpec(
        "validate",
        QT_TRANSLATE_NOOP("Actions", "&Validate Now"),
        "Quest",
        "validate_now",
        "F5",
        QT_TRANSLATE_NOOP("Actions", "Re-run every check now"),
    ),
    ActionSpec(
        "next_problem",
        QT_TRANSLATE_NOOP("Actions", "&Next Problem"),
        "Quest",
        "next_problem",
        "F8",
        QT_TRANSLATE_NOOP("Actions", "Activate the next problem"),
    ),
    ActionSpec(
        "prev_problem",
        QT_TRANSLATE_NOOP("Actions", "&Previous Problem"),
        "Quest",
        "previous_problem",
        "Shift+F8",
        QT_TRANSLATE_NOOP("Actions", "Activate the previous problem"),
    ),
    ActionSpec(
        "add_objective",
        QT_TRANSLATE_NOOP("Actions", "Add &Objective"),
        "Quest",
        "add_objective",
        "Ctrl+Shift+O",
        QT_TRANSLATE_NOOP("Actions", "Add an objective"),
    ),
    # Play
    ActionSpec(
        "test_play",
        QT_TRANSLATE_NOOP("Actions", "&Test Play"),
        "Play",
        "test_play",
        "F6",
        QT_TRANSLATE_NOOP("Actions", "Play the quest on the canvas, step by step (md1, md2)"),
    ),
    ActionSpec(
        "play_step",
        QT_TRANSLATE_NOOP("Actions", "&Step"),
        "Play",
        "play_step",
        "F10",
        QT_TRANSLATE_NOOP(
            "Actions", "Apply the highlighted legal action (a loaded replay: its next move)"
        ),
    ),
    ActionSpec(
        "play_bot",
        QT_TRANSLATE_NOOP("Actions", "&Bot Move"),
        "Play",
        "play_bot",
        "F9",
        QT_TRANSLATE_NOOP("Actions", "The goal-seeking bot decides for the player to move"),
    ),
    ActionSpec(
        "play_run",
        QT_TRANSLATE_NOOP("Actions", "Run to &End"),
        "Play",
        "play_run",
        "Ctrl+F9",
        QT_TRANSLATE_NOOP("Actions", "Let the bot play to the end"),
    ),
    ActionSpec(
        "play_undo",
        QT_TRANSLATE_NOOP("Actions", "&Undo Step"),
        "Play",
        "play_undo",
        "Shift+F10",
        QT_TRANSLATE_NOOP("Actions", "Take back the last decision of the test game"),
    ),
    ActionSpec(
        "play_restart",
        QT_TRANSLATE_NOOP("Actions", "&Restart with Seed…"),
        "Play",
        "play_restart_seed",
        "Ctrl+F6",
        QT_TRANSLATE_NOOP("Actions", "Start the test game again with a chosen seed"),
    ),
    ActionSpec(
        "play_heroes",
        QT_TRANSLATE_NOOP("Actions", "&Heroes…"),
        "Play",
        "play_heroes",
        None,
        QT_TRANSLATE_NOOP("Actions", "Restart with another party size"),
    ),
    ActionSpec(
        "play_load_replay",
        QT_TRANSLATE_NOOP("Actions", "&Load Replay…"),
        "Play",
        "play_load_replay",
        None,
        QT_TRANSLATE_NOOP(
            "Actions", "Step through a game saved by questwright play (--replay format)"
        ),
    ),
    ActionSpec(
        "play_save_game",
        QT_TRANSLATE_NOOP("Actions", "Save &Game…"),
        "Play",
        "play_save_game",
        None,
        QT_TRANSLATE_NOOP("Actions", "Save the test game as a replay file"),
    ),
    ActionSpec(
        "play_stop",
        QT_TRANSLATE_NOOP("Actions", "Sto&p Test Play"),
        "Play",
        "play_stop",
        "Shift+F6",
        QT_TRANSLATE_NOOP("Actions", "End the test game and remove its figures"),
    ),
    ActionSpec(
        "simulate",
        QT_TRANSLATE_NOOP("Actions", "S&imulate…"),
        "Play",
        "simulate",
        "F7",
        QT_TRANSLATE_NOOP(
            "Actions", "Many bot games: win rate, rounds, deaths, objectives, heatmap"
        ),
    ),
    ActionSpec(
        "sim_heatmap",
        QT_TRANSLATE_NOOP("Actions", "Simulation &Heatmap"),
        "Play",
        "toggle_heatmap",
        "Ctrl+6",
        QT_TRANSLATE_NOOP(
            "Actions", "Visits and deaths per zone of the last simulation, over the canvas"
        ),
        checkable=True,
    ),
    # Help
    ActionSpec(
        "shortcuts",
        QT_TRANSLATE_NOOP("Actions", "&Keyboard Shortcuts"),
        "Help",
        "show_shortcuts",
        "F1",
        QT_TRANSLATE_NOOP("Actions", "List every shortcut"),
    ),
    ActionSpec(
        "about",
        QT_TRANSLATE_NOOP("Actions", "&About Questwright"),
        "Help",
        "about",
        None,
        QT_TRANSLATE_NOOP("Actions", "Version and licence"),
    ),
]

for _key, _text, _shortcut, _tip in OVERLAYS:
    ACTIONS.append(
        ActionSpec(
            f"overlay_{_key}",
            _text,
            "View/Overlays",
            f"overlay:{_key}",
            _shortcut,
            _tip,
            True,
            "Overlays",
        )
    )


# Toolbar names (translated where the toolbars are made).
_TOOLBARS = [
    QT_TRANSLATE_NOOP("Menus", "File"),
    QT_TRANSLATE_NOOP("Menus", "View"),
    QT_TRANSLATE_NOOP("Menus", "Tools"),
    QT_TRANSLATE_NOOP("Menus", "Overlays"),
]


def build_actions(window: QMainWindow, specs: list[ActionSpec] | None = None) -> dict[str, QAction]:
    """QActions for ``specs`` (default: :data:`ACTIONS`), connected to ``window``."""
    actions: dict[str, QAction] = {}
    groups: dict[str, QActionGroup] = {}
    for spec in specs or ACTIONS:
        context = "Overlays" if spec.name.startswith("overlay_") else "Actions"
        text, tip = translate(context, spec.text), translate(context, spec.tip) if spec.tip else ""
        action = QAction(text, window)
        action.setObjectName(spec.name)
        keys: list[QKeySequence] = []
        if isinstance(spec.shortcut, Std):
            keys.extend(QKeySequence.keyBindings(spec.shortcut))
        elif spec.shortcut:
            keys.append(QKeySequence(spec.shortcut))
        keys.extend(QKeySequence(k) for k in spec.extra_shortcuts)
        keys = list({k.toString(): k for k in keys if not k.isEmpty()}.values())
        if keys:
            action.setShortcuts(keys)
        shown = keys[0].toString(QKeySequence.SequenceFormat.NativeText) if keys else ""
        action.setToolTip(f"{tip} ({shown})" if shown else tip)
        action.setStatusTip(tip)
        action.setCheckable(spec.checkable)
        if spec.group:
            group = groups.setdefault(spec.group, QActionGroup(window))
            group.addAction(action)
        action.triggered.connect(_handler(window, spec.slot))
        window.addAction(action)  # shortcuts work even when a menu is hidden
        actions[spec.name] = action
    return actions


def _handler(window: Any, slot: str) -> Any:
    if slot.startswith("tool:"):
        name = slot[5:]
        return lambda _checked=False: window.set_tool(name)
    if slot.startswith("overlay:"):
        key = slot[8:]
        return lambda checked=False: window.set_overlay(key, bool(checked))
    return lambda _checked=False: getattr(window, slot)()


def build_menus(
    window: QMainWindow, actions: dict[str, QAction], recent_menu: QMenu
) -> dict[str, QMenu]:
    bar = window.menuBar()
    menus: dict[str, QMenu] = {}
    titles = {
        "File": translate("Menus", "&File"),
        "Edit": translate("Menus", "&Edit"),
        "View": translate("Menus", "&View"),
        "Tools": translate("Menus", "&Tools"),
        "Quest": translate("Menus", "&Quest"),
        "Play": translate("Menus", "&Play"),
        "Help": translate("Menus", "&Help"),
    }
    submenus = {
        "Focus": translate("Menus", "&Focus"),
        "Overlays": translate("Menus", "&Overlays"),
    }
    for spec in ACTIONS:
        path = spec.menu.split("/")
        top = path[0]
        if top not in menus:
            menus[top] = bar.addMenu(titles.get(top, top))
        menu = menus[top]
        if len(path) > 1:
            key = spec.menu
            if key not in menus:
                menus[key] = menu.addMenu(submenus.get(path[1], "&" + path[1]))
            menu = menus[key]
        menu.addAction(actions[spec.name])
        if spec.name == "open":
            menu.addMenu(recent_menu)
        if spec.name in (
            "save_as",
            "revert",
            "paste",
            "select_none",
            "flip",
            "zoom_actual",
            "previous_tab",
            "tool_erase",
            "play_undo",
            "play_stop",
        ):
            menu.addSeparator()
    return menus


def build_toolbars(window: QMainWindow, actions: dict[str, QAction]) -> dict[str, QToolBar]:
    bars: dict[str, QToolBar] = {}
    for spec in ACTIONS:
        if not spec.toolbar:
            continue
        if spec.toolbar not in bars:
            bar = QToolBar(translate("Menus", spec.toolbar), window)
            bar.setObjectName(f"toolbar-{spec.toolbar.lower()}")
            area = (
                Qt.ToolBarArea.LeftToolBarArea
                if spec.toolbar == "Tools"
                else Qt.ToolBarArea.TopToolBarArea
            )
            window.addToolBar(area, bar)
            bars[spec.toolbar] = bar
        bars[spec.toolbar].addAction(actions[spec.name])
    return bars
