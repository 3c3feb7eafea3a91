"""Rule packs: one module per area or game system, each registering its checks."""
