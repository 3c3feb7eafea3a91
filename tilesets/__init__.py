"""Bundled game-system data: one folder per system (system.json, tiles, stand-in content)."""
