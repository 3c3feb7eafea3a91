"""``questwright validate``, ``fmt`` and ``info``: checking, formatting and summarising files."""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from questwright.i18n import ntr, said_translator, tr
from questwright.schema.errors import LoadError
from questwright.schema.files import atomic_write, decode_json_bytes, read_bytes
from questwright.schema.io import canonical_text, check_document, load_quest, model_from_document

if TYPE_CHECKING:
    from questwright.validators.issues import Issue

__all__ = ["expand_paths", "issue_line", "register"]

log = logging.getLogger(__name__)

_PATTERNS = ("*.quest.json", "*.tiles.json", "system.json")


def expand_paths(paths: Iterable[str], patterns: Iterable[str] = _PATTERNS) -> list[Path]:
    """Files as given, and the Questwright files found below folders, in a stable order."""
    out: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = {p for pattern in patterns for p in path.rglob(pattern)}
            out.extend(sorted(found))
        else:
            out.append(path)
    return out


def cmd_validate(args: argparse.Namespace) -> int:
    from questwright.validators.issues import Severity
    from questwright.validators.runner import validate_file

    files = expand_paths(args.paths)
    if not files:
        print(tr("questwright validate: no Questwright files found"), file=sys.stderr)
        return 2
    reports = []
    for file in files:
        started = time.perf_counter()
        reports.append(validate_file(file))
        log.debug("validated %s in %.1f ms", file, (time.perf_counter() - started) * 1e3)
    counts = {"error": 0, "warning": 0, "info": 0}
    for report in reports:
        for issue in report.issues:
            if not issue.waived:
                counts[issue.severity.value] += 1
    if args.format == "json":
        doc = {
            "files": [
                {
                    "path": r.path,
                    "quest": r.quest,
                    "system": r.system,
                    "issues": [i.to_json() for i in r.issues],
                }
                for r in reports
            ],
            "summary": {
                "files": len(reports),
                "errors": counts["error"],
                "warnings": counts["warning"],
                "infos": counts["info"],
            },
        }
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    else:
        for report in reports:
            shown = [i for i in report.issues if args.verbose or i.severity is not Severity.INFO]
            status = (
                ntr("{count} issue", "{count} issues", len(report.issues)).format(
                    count=len(report.issues)
                )
                if report.issues
                else tr("ok")
            )
            print(f"{report.path}: {status}")
            for issue in shown:
                refs = f" [{', '.join(issue.refs)}]" if issue.refs else ""
                print(f"  {issue_line(issue)}{refs}")
                hint = issue.hint_in(said_translator())
                if hint and args.verbose:
                    print(tr("      hint: {hint}").format(hint=hint))
        print(
            tr("{files}: {errors}, {warnings}, {infos}").format(
                files=ntr("{count} file", "{count} files", len(reports)).format(count=len(reports)),
                errors=ntr("{count} error", "{count} errors", counts["error"]).format(
                    count=counts["error"]
                ),
                warnings=ntr("{count} warning", "{count} warnings", counts["warning"]).format(
                    count=counts["warning"]
                ),
                infos=ntr("{count} info", "{count} infos", counts["info"]).format(
                    count=counts["info"]
                ),
            )
        )
    if any(r.unreadable for r in reports):
        return 2
    if counts["error"] or (args.strict and counts["warning"]):
        return 1
    return 0


def issue_line(issue: Issue) -> str:
    """``error: CODE at $.path: message``, in the command line's language (the English is
    ``str(issue)``)."""
    said = said_translator()
    if said is None:
        return str(issue)
    severity = {"error": tr("error"), "warning": tr("warning"), "info": tr("info")}
    line = tr("{severity}: {code}: {message}").format(
        severity=severity.get(issue.severity.value, issue.severity.value),
        code=issue.code,
        message=issue.message_in(said),
    )
    if issue.path:
        line = tr("{severity}: {code} at {path}: {message}").format(
            severity=severity.get(issue.severity.value, issue.severity.value),
            code=issue.code,
            path=issue.json_path,
            message=issue.message_in(said),
        )
    return line + (tr(" (waived)") if issue.waived else "")


def cmd_fmt(args: argparse.Namespace) -> int:
    files = expand_paths(args.paths)
    changed, broken, broken_count = [], False, 0
    for path in files:
        try:
            data = read_bytes(path)
            document = check_document(decode_json_bytes(data, str(path)), str(path))
            # The canonical text is what the model saves (migrated files are written at the
            # current version), and it is written only if it loads back as the same model.
            text = canonical_text(model_from_document(document), str(path))
        except LoadError as exc:
            print(tr("questwright fmt: {exc}").format(exc=exc), file=sys.stderr)
            broken = True
            broken_count += 1
            continue
        if data != text.encode("utf-8"):
            changed.append(path)
            if not args.check:
                atomic_write(path, text, keep_backup=False)
    for path in changed:
        done = tr("would reformat {path}") if args.check else tr("reformatted {path}")
        print(done.format(path=path))
    unchanged = len(files) - len(changed) - broken_count
    if unchanged and not changed:
        print(
            ntr(
                "{count} file already formatted", "{count} files already formatted", unchanged
            ).format(count=unchanged)
        )
    if broken:
        return 2
    return 1 if (args.check and changed) else 0


def cmd_info(args: argparse.Namespace) -> int:
    from questwright.core.board import compile_board
    from questwright.core.graph import build_zone_graph

    try:
        quest = load_quest(args.quest)
    except LoadError as exc:
        print(tr("questwright info: {exc}").format(exc=exc), file=sys.stderr)
        return 2
    board = compile_board(quest)
    graph = build_zone_graph(board)
    kinds: dict[str, int] = {}
    for edge in board.edges.values():
        kinds[edge.kind] = kinds.get(edge.kind, 0) + 1
    token_types: dict[str, int] = {}
    for token in board.tokens.values():
        token_types[token.type] = token_types.get(token.type, 0) + 1
    x0, y0, x1, y1 = board.bounds()
    summary: dict[str, Any] = {
        "quest": quest.id,
        "title": quest.title,
        "system": quest.system,
        "tiles": len(board.tiles),
        "cells": len(board.cells),
        "bounds": [x0, y0, x1, y1],
        "zones": len(board.zones),
        "doors": len(board.doors),
        "edges": dict(sorted(kinds.items())),
        "tokens": dict(sorted(token_types.items())),
        "graph": {"nodes": graph.number_of_nodes(), "edges": graph.number_of_edges()},
        "objectives": len(quest.objectives),
        "problems": len(board.problems),
    }
    if args.format == "json":
        print(json.dumps(summary, indent=2))
        return 0
    print(f"{quest.title} ({quest.id}) — {quest.system}")
    print(
        tr("  tiles: {tiles}   cells: {cells}   bounds: {width}×{height}").format(
            tiles=summary["tiles"], cells=summary["cells"], width=x1 - x0, height=y1 - y0
        )
    )
    print(
        tr("  zones: {zones}   doors: {doors}").format(
            zones=summary["zones"], doors=summary["doors"]
        )
    )
    none = tr("none")
    edges = ", ".join(f"{k} {v}" for k, v in summary["edges"].items()) or none
    tokens = ", ".join(f"{k} {v}" for k, v in summary["tokens"].items()) or none
    print(tr("  edges: {edges}").format(edges=edges))
    print(tr("  tokens: {tokens}").format(tokens=tokens))
    print(
        tr("  zone graph: {nodes} nodes, {edges} edges").format(
            nodes=summary["graph"]["nodes"], edges=summary["graph"]["edges"]
        )
    )
    print(
        tr("  objectives: {objectives}   compile problems: {problems}").format(
            objectives=summary["objectives"], problems=summary["problems"]
        )
    )
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("validate", help=tr("check quests, tilesets and systems"))
    p.add_argument("paths", nargs="+", metavar="PATH", help=tr("files or folders"))
    p.add_argument(
        "--format",
        choices=["text", "json"],
        default="text",
        help=tr("text for people or json for programs (default text)"),
    )
    p.add_argument("--strict", action="store_true", help=tr("warnings count as errors"))
    p.add_argument("-v", "--verbose", action="store_true", help=tr("show infos and hints"))
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("fmt", help=tr("rewrite files canonically"))
    p.add_argument("paths", nargs="+", metavar="PATH", help=tr("files or folders"))
    p.add_argument("--check", action="store_true", help=tr("exit 1 if any file would change"))
    p.set_defaults(func=cmd_fmt)

    p = sub.add_parser("info", help=tr("summary of a quest"))
    p.add_argument("quest", metavar="QUEST", help=tr("quest file (*.quest.json)"))
    p.add_argument(
        "--format",
        choices=["text", "json"],
        default="text",
        help=tr("text for people or json for programs (default text)"),
    )
    p.set_defaults(func=cmd_info)
