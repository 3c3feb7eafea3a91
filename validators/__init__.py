"""Questwright validators package."""
