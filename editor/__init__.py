"""Questwright editor package."""
