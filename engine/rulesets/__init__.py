"""Rulesets: one module per game system, registered by system id."""
