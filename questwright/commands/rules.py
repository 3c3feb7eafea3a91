"""``questwright rules [CODE]``: list the issue codes or explain one."""

from __future__ import annotations

import argparse
import json
import sys

from questwright.i18n import tr

__all__ = ["register"]


def cmd_rules(args: argparse.Namespace) -> int:
    from questwright.validators.registry import CODES
    from questwright.validators.rules import load_all

    load_all()
    if args.code:
        info = CODES.get(args.code.upper())
        if info is None:
            print(
                tr("questwright rules: unknown code {code!r}").format(code=args.code),
                file=sys.stderr,
            )
            return 2
        if args.format == "json":
            print(json.dumps(info.to_json(), indent=2, ensure_ascii=False))
        else:
            systems = ", ".join(info.systems) or "all systems"
            print(f"{info.code} ({info.severity.value}; {systems})\n{info.title}\n\n{info.doc}")
        return 0
    infos = sorted(CODES.values(), key=lambda i: i.code)
    if args.format == "json":
        print(json.dumps([i.to_json() for i in infos], indent=2, ensure_ascii=False))
    else:
        for info in infos:
            systems = ",".join(info.systems) or "*"
            print(f"{info.code:32} {info.severity.value:8} {systems:22} {info.title}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("rules", help=tr("list rule codes or explain one"))
    p.add_argument(
        "code", nargs="?", metavar="CODE", help=tr("an issue code (default: list every code)")
    )
    p.add_argument(
        "--format",
        choices=["text", "json"],
        default="text",
        help=tr("text for people or json for programs (default text)"),
    )
    p.set_defaults(func=cmd_rules)
