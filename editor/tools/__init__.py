"""Authoring tools: select/move, place tile, edge painting, door, token, erase, pick."""

from __future__ import annotations

from questwright.editor.tools.base import CanvasEvent, EditorContext, Tool, ToolManager
from questwright.editor.tools.edge import DoorTool, EdgeTool
from questwright.editor.tools.select import SelectTool
from questwright.editor.tools.tile import TileTool
from questwright.editor.tools.token import EraseTool, PickTool, TokenTool

__all__ = [
    "CanvasEvent",
    "DoorTool",
    "EdgeTool",
    "EditorContext",
    "EraseTool",
    "PickTool",
    "SelectTool",
    "TileTool",
    "TokenTool",
    "Tool",
    "ToolManager",
    "make_tools",
]


def make_tools(ctx: EditorContext, edge_kinds: list[str]) -> ToolManager:
    """The standard tool set; ``edge_kinds`` are the paintable kinds the system uses."""
    manager = ToolManager(ctx)
    manager.add(SelectTool(ctx))
    manager.add(TileTool(ctx))
    for kind in ("wall", "opening", "window", "barrier"):
        if kind in edge_kinds:
            manager.add(EdgeTool(ctx, kind))
    manager.add(EdgeTool(ctx, "open"))
    manager.add(DoorTool(ctx))
    manager.add(TokenTool(ctx))
    manager.add(EraseTool(ctx))
    manager.add(PickTool(ctx))
    manager.set_tool("select")
    return manager
