"""Generate ``docs/rules.md`` from the rule registry: ``python -m questwright.validators.docs``.

The page lists every issue code with its severity, the game systems it applies to, its
title and its documentation (what it checks, why, and which rule of which game it
enforces). ``tests/validators/test_docs.py`` fails when the checked-in page is stale;
``--check`` does the same from the command line.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from questwright.validators.registry import CODES, CodeInfo
from questwright.validators.rules import load_all

__all__ = ["rules_markdown", "write"]

_GROUPS = [
    (
        "Files, references and basic geometry",
        ("REF_", "ID_", "GEOM_", "TOKEN_", "START_", "LOCK_", "EDGE_", "WAIVER_", "LINK_"),
    ),
    ("Reachability and soft-locks", ("REACH_", "SOFTLOCK_", "DOOR_NEVER", "SPAWN_")),
    ("Objectives, triggers and loss conditions", ("OBJECTIVE_", "TRIGGER_", "LOSS_", "QL_")),
    ("Doors", ("DOOR_",)),
    ("Line of sight and coverage", ("SIGHT_", "CAMERA_")),
    ("Components and player count", ("COMPONENT_", "PARTY_")),
    ("Massive Darkness (md1, md2)", ("MD_", "MD2_")),
    ("Dark Darker Darkest (ddd)", ("DDD_",)),
    ("Descent, first edition (descent1)", ("DESCENT_",)),
    ("Machina Arcana (machina)", ("MACHINA_",)),
]


def _group(code: str) -> str:
    for title, prefixes in _GROUPS:
        if code.startswith(prefixes):
            return title
    return "Other"


def _systems(info: CodeInfo) -> str:
    if info.requires:
        return info.requires
    return ", ".join(info.systems) if info.systems else "all"


def rules_markdown() -> str:
    """The Markdown text of docs/rules.md."""
    load_all()
    infos = sorted(CODES.values(), key=lambda i: i.code)
    lines = [
        "# Validator rules",
        "",
        "Generated from the rule registry by `python -m questwright.validators.docs`; do not",
        "edit by hand. `questwright rules` lists the same codes and `questwright rules CODE`",
        "prints one entry. Severities: **error** (the quest cannot be played as written),",
        "**warning** (legal but probably unintended; may be waived in the quest with a",
        "reason), **info** (figures and design aids). Game rules are paraphrased from the",
        "rules digests; no rulebook text is quoted.",
        "",
        "`questwright validate --format json` reports these codes in the format described by",
        "`schema/report.schema.json` (files with path, quest, system and issues — code,",
        "severity, message, JSON path, refs, hint, waived — and a summary). A quest may waive a",
        'warning or info with `{"code", "ref", "reason"}` in its `waivers` (ref `*` for every',
        "ref); waived issues are still reported, marked `waived`, and never count. Schema",
        "problems are reported as `SCHEMA_<keyword>` (for example `SCHEMA_required`).",
        "",
        f"{len(infos)} codes.",
        "",
    ]
    order = [t for t, _ in _GROUPS] + ["Other"]
    by_group: dict[str, list[CodeInfo]] = {}
    for info in infos:
        by_group.setdefault(_group(info.code), []).append(info)
    lines += ["| Code | Severity | Systems | Title |", "| --- | --- | --- | --- |"]
    for group in order:
        for info in by_group.get(group, []):
            anchor = info.code.lower()
            lines.append(
                f"| [`{info.code}`](#{anchor}) | {info.severity.value} | {_systems(info)} "
                f"| {info.title} |"
            )
    for group in order:
        if group not in by_group:
            continue
        lines += ["", f"## {group}"]
        for info in by_group[group]:
            lines += [
                "",
                f"### {info.code}",
                "",
                f"**{info.title}** — {info.severity.value}; systems: {_systems(info)}.",
                "",
                info.doc.strip() or "(no documentation)",
            ]
    return "\n".join(lines) + "\n"


def write(path: Path) -> bool:
    """Write the page; return whether it changed."""
    text = rules_markdown()
    old = path.read_text(encoding="utf-8") if path.exists() else None
    if old == text:
        return False
    path.write_text(text, encoding="utf-8")
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", default="docs/rules.md")
    parser.add_argument("--check", action="store_true", help="exit 1 if the page is stale")
    args = parser.parse_args(argv)
    path = Path(args.path)
    if args.check:
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current != rules_markdown():
            print(f"{path} is stale; run python -m questwright.validators.docs", file=sys.stderr)
            return 1
        return 0
    print(f"{path}: {'written' if write(path) else 'up to date'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
