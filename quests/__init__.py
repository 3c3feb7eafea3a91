"""Bundled sample quests: one folder per game system."""
