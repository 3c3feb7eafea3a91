"""Questwright engine package."""
