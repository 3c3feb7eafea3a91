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
        "&New Quest…",
        "File",
        "new_quest",
        Std.New,
        "Start a quest for a game system",
        toolbar="File",
    ),
    ActionSpec(
        "open", "&Open…", "File", "open_dialog", Std.Open, "Open a quest file", toolbar="File"
    ),
    ActionSpec(
        "save",
        "&Save",
        "File",
        "save",
        Std.Save,
        "Save (the previous file is kept as name~)",
        toolbar="File",
    ),
    ActionSpec("save_as", "Save &As…", "File", "save_as", Std.SaveAs, "Save under a new name"),
    ActionSpec(
        "export_png",
        "&Export PNG…",
        "File",
        "export_png",
        "Ctrl+E",
        "Export a picture of the board",
    ),
    ActionSpec(
        "export_sheet",
        "Export Quest S&heet…",
        "File",
        "export_sheet",
        "Ctrl+Shift+E",
        "A printable quest sheet: story, setup, objectives, rules and the map (PDF or PNG)",
    ),
    ActionSpec(
        "revert", "Re&vert", "File", "revert", None, "Reload the file from disk, dropping changes"
    ),
    ActionSpec(
        "close_tab",
        "&Close Tab",
        "File",
        "close_current_tab",
        Std.Close,
        "Close the quest shown (asks to save it first)",
        extra_shortcuts=("Ctrl+W",),
    ),
    ActionSpec(
        "close_window",
        "&Quit",
        "File",
        "close",
        Std.Quit,
        "Close the editor",
        extra_shortcuts=("Ctrl+Q",),
    ),
    # Edit
    ActionSpec("undo", "&Undo", "Edit", "undo", Std.Undo, "Undo", toolbar="File"),
    ActionSpec(
        "redo",
        "&Redo",
        "Edit",
        "redo",
        Std.Redo,
        "Redo",
        toolbar="File",
        extra_shortcuts=("Ctrl+Y",),
    ),
    ActionSpec("cut", "Cu&t", "Edit", "cut", Std.Cut, "Cut the selected tiles and tokens"),
    ActionSpec("copy", "&Copy", "Edit", "copy", Std.Copy, "Copy the selected tiles and tokens"),
    ActionSpec(
        "paste", "&Paste", "Edit", "paste", Std.Paste, "Paste at the keyboard cursor (new ids)"
    ),
    ActionSpec(
        "delete",
        "&Delete",
        "Edit",
        "delete",
        Std.Delete,
        "Delete the selection",
        extra_shortcuts=("Backspace",),
    ),
    ActionSpec(
        "select_all",
        "Select &All",
        "Edit",
        "select_all",
        Std.SelectAll,
        "Select every tile and token",
    ),
    ActionSpec(
        "select_none", "Select &None", "Edit", "select_none", "Ctrl+Shift+A", "Clear the selection"
    ),
    ActionSpec(
        "rotate",
        "&Rotate",
        "Edit",
        "rotate",
        "R",
        "Rotate the tile in hand or the selected tiles 90° clockwise",
    ),
    ActionSpec(
        "flip",
        "&Flip Side",
        "Edit",
        "flip",
        "F",
        "Turn the tile in hand or the selected tiles over",
    ),
    ActionSpec(
        "properties",
        "Edit &Properties",
        "Edit",
        "focus_properties",
        "Alt+Return",
        "Edit the selection's properties",
    ),
    ActionSpec(
        "command_palette",
        "Find &Action…",
        "Edit",
        "command_palette",
        "Ctrl+Shift+P",
        "Search every command by name",
    ),
    ActionSpec(
        "preferences",
        "Pre&ferences…",
        "Edit",
        "preferences",
        "Ctrl+,",
        "Autosave, grid, default system",
    ),
    # View
    ActionSpec(
        "zoom_in",
        "Zoom &In",
        "View",
        "zoom_in",
        Std.ZoomIn,
        "Zoom in",
        toolbar="View",
        extra_shortcuts=("Ctrl+=",),
    ),
    ActionSpec(
        "zoom_out", "Zoom &Out", "View", "zoom_out", Std.ZoomOut, "Zoom out", toolbar="View"
    ),
    ActionSpec(
        "zoom_fit",
        "&Fit Board",
        "View",
        "zoom_fit",
        "Ctrl+0",
        "Fit the board in the window",
        toolbar="View",
    ),
    ActionSpec("zoom_actual", "&Actual Size", "View", "zoom_actual", "Ctrl+Shift+0", "100 % zoom"),
    ActionSpec(
        "show_grid",
        "Show &Grid",
        "View",
        "toggle_grid",
        "Ctrl+G",
        "Show cell lines",
        checkable=True,
    ),
    ActionSpec(
        "next_tab",
        "Ne&xt Tab",
        "View",
        "next_tab",
        "Ctrl+Tab",
        "Show the next open quest",
        extra_shortcuts=("Ctrl+PgDown",),
    ),
    ActionSpec(
        "previous_tab",
        "Pre&vious Tab",
        "View",
        "previous_tab",
        "Ctrl+Shift+Tab",
        "Show the previous open quest",
        extra_shortcuts=("Ctrl+PgUp",),
    ),
    ActionSpec(
        "focus_canvas",
        "Focus &Canvas",
        "View/Focus",
        "focus_canvas",
        "Alt+1",
        "Keyboard to the canvas",
    ),
    ActionSpec(
        "focus_palette",
        "Focus &Palette",
        "View/Focus",
        "focus_palette",
        "Alt+2",
        "Keyboard to the palette",
    ),
    ActionSpec(
        "focus_properties",
        "Focus P&roperties",
        "View/Focus",
        "focus_properties",
        "Alt+3",
        "Keyboard to the properties",
    ),
    ActionSpec(
        "focus_quest",
        "Focus &Quest",
        "View/Focus",
        "focus_quest",
        "Alt+4",
        "Keyboard to the quest panel",
    ),
    ActionSpec(
        "focus_problems",
        "Focus Pro&blems",
        "View/Focus",
        "focus_problems",
        "Alt+5",
        "Keyboard to the problems",
    ),
    ActionSpec(
        "focus_history",
        "Focus &History",
        "View/Focus",
        "focus_history",
        "Alt+6",
        "Keyboard to the undo history",
    ),
    # Tools
    ActionSpec(
        "tool_select",
        "&Select / Move",
        "Tools",
        "tool:select",
        "V",
        "Select and move",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_tile",
        "Place &Tile",
        "Tools",
        "tool:tile",
        "T",
        "Place the palette's tile (R rotate, F flip)",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_wall",
        "&Wall",
        "Tools",
        "tool:edge-wall",
        "W",
        "Paint walls along lattice lines",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_opening",
        "&Opening",
        "Tools",
        "tool:edge-opening",
        "O",
        "Paint openings",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_window",
        "W&indow",
        "Tools",
        "tool:edge-window",
        "Shift+W",
        "Paint windows",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_barrier",
        "&Barrier",
        "Tools",
        "tool:edge-barrier",
        "Shift+B",
        "Paint barriers",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_carve",
        "&Carve Open",
        "Tools",
        "tool:edge-open",
        "Shift+O",
        "Remove walls (also printed ones)",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_door",
        "&Door",
        "Tools",
        "tool:door",
        "D",
        "Place doors; click a door to cycle its state",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_token",
        "To&ken",
        "Tools",
        "tool:token",
        "K",
        "Place the palette's token type",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "tool_erase",
        "&Erase",
        "Tools",
        "tool:erase",
        "E",
        "Erase tokens, quest edges and tiles",
        True,
        "Tools",
        "tools",
    ),
    ActionSpec(
        "door_length",
        "Door &Length (cycle 1–3)",
        "Tools",
        "cycle_door_length",
        "Shift+D",
        "How many unit edges a new door spans",
    ),
    # Quest
    ActionSpec(
        "validate", "&Validate Now", "Quest", "validate_now", "F5", "Re-run every check now"
    ),
    ActionSpec(
        "next_problem", "&Next Problem", "Quest", "next_problem", "F8", "Activate the next problem"
    ),
    ActionSpec(
        "prev_problem",
        "&Previous Problem",
        "Quest",
        "previous_problem",
        "Shift+F8",
        "Activate the previous problem",
    ),
    ActionSpec(
        "add_objective",
        "Add &Objective",
        "Quest",
        "add_objective",
        "Ctrl+Shift+O",
        "Add an objective",
    ),
    # Play
    ActionSpec(
        "test_play",
        "&Test Play",
        "Play",
        "test_play",
        "F6",
        "Play the quest on the canvas, step by step (md1, md2)",
    ),
    ActionSpec(
        "play_step",
        "&Step",
        "Play",
        "play_step",
        "F10",
        "Apply the highlighted legal action (a loaded replay: its next move)",
    ),
    ActionSpec(
        "play_bot",
        "&Bot Move",
        "Play",
        "play_bot",
        "F9",
        "The goal-seeking bot decides for the current hero",
    ),
    ActionSpec(
        "play_run", "Run to &End", "Play", "play_run", "Ctrl+F9", "Let the bot play to the end"
    ),
    ActionSpec(
        "play_undo",
        "&Undo Step",
        "Play",
        "play_undo",
        "Shift+F10",
        "Take back the last decision of the test game",
    ),
    ActionSpec(
        "play_restart",
        "&Restart with Seed…",
        "Play",
        "play_restart_seed",
        "Ctrl+F6",
        "Start the test game again with a chosen seed",
    ),
    ActionSpec(
        "play_heroes", "&Heroes…", "Play", "play_heroes", None, "Restart with another party size"
    ),
    ActionSpec(
        "play_load_replay",
        "&Load Replay…",
        "Play",
        "play_load_replay",
        None,
        "Step through a game saved by questwright play (--replay format)",
    ),
    ActionSpec(
        "play_save_game",
        "Save &Game…",
        "Play",
        "play_save_game",
        None,
        "Save the test game as a replay file",
    ),
    ActionSpec(
        "play_stop",
        "Sto&p Test Play",
        "Play",
        "play_stop",
        "Shift+F6",
        "End the test game and remove its figures",
    ),
    ActionSpec(
        "simulate",
        "S&imulate…",
        "Play",
        "simulate",
        "F7",
        "Many bot games: win rate, rounds, deaths, objectives, heatmap",
    ),
    ActionSpec(
        "sim_heatmap",
        "Simulation &Heatmap",
        "Play",
        "toggle_heatmap",
        "Ctrl+6",
        "Visits and deaths per zone of the last simulation, over the canvas",
        checkable=True,
    ),
    # Help
    ActionSpec(
        "shortcuts", "&Keyboard Shortcuts", "Help", "show_shortcuts", "F1", "List every shortcut"
    ),
    ActionSpec("about", "&About Questwright", "Help", "about", None, "Version and licence"),
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


def build_actions(window: QMainWindow, specs: list[ActionSpec] | None = None) -> dict[str, QAction]:
    """QActions for ``specs`` (default: :data:`ACTIONS`), connected to ``window``."""
    actions: dict[str, QAction] = {}
    groups: dict[str, QActionGroup] = {}
    for spec in specs or ACTIONS:
        action = QAction(spec.text, window)
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
        action.setToolTip(f"{spec.tip} ({shown})" if shown else spec.tip)
        action.setStatusTip(spec.tip)
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
        "File": "&File",
        "Edit": "&Edit",
        "View": "&View",
        "Tools": "&Tools",
        "Quest": "&Quest",
        "Play": "&Play",
        "Help": "&Help",
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
                menus[key] = menu.addMenu("&" + path[1])
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
            bar = QToolBar(spec.toolbar, window)
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
