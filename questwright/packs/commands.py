"""``questwright pack build | verify | install | list`` (DESIGN §9).

Exit codes follow ``validate``: 0 clean, 1 problems found (or the pack refused), 2 bad usage
or input that is not a readable pack. Every refusal is one line naming the member.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from questwright.i18n import ntr, tr

__all__ = ["register"]


def _print_problems(problems: Any, indent: str = "  ") -> None:
    for problem in problems:
        print(f"{indent}{problem}")


def cmd_build(args: argparse.Namespace) -> int:
    from questwright.packs.build import collect_folder, plan_pack, write_pack

    meta: dict[str, Any] = {}
    for key in ("id", "name", "version", "license", "description", "language"):
        value = getattr(args, key)
        if value is not None:
            meta[key] = value
    if args.author:
        meta["authors"] = list(args.author)
    source = collect_folder(args.folder)
    for note in source.notes:
        print(tr("note: {note}").format(note=note), file=sys.stderr)
    plan = plan_pack(source, meta)
    for report in plan.quests:
        status = (
            "ok"
            if not report.issues
            else tr("{errors}, {warnings}").format(
                errors=ntr("{count} error", "{count} errors", report.errors).format(
                    count=report.errors
                ),
                warnings=ntr("{count} warning", "{count} warnings", report.warnings).format(
                    count=report.warnings
                ),
            )
        )
        print(f"{report.member}: {status}")
        for issue in report.issues:
            if issue.severity.value != "info" or args.verbose:
                print(f"  {issue}")
    errors = plan.errors
    if errors and not (args.allow_errors and plan.validation_errors_only):
        for problem in plan.problems:
            print(tr("questwright pack build: {problem}").format(problem=problem), file=sys.stderr)
        hint = " (use --allow-errors to pack it anyway)" if plan.validation_errors_only else ""
        print(
            ntr(
                "questwright pack build: refused: {count} error{hint}",
                "questwright pack build: refused: {count} errors{hint}",
                len(errors),
            ).format(count=len(errors), hint=hint),
            file=sys.stderr,
        )
        return 1 if plan.validation_errors_only else 2
    for problem in plan.problems:
        print(tr("questwright pack build: {problem}").format(problem=problem), file=sys.stderr)
    try:
        digest = write_pack(plan, args.output)
    except OSError as exc:
        print(
            tr("questwright pack build: cannot write {output}: {exc}").format(
                output=args.output, exc=exc
            ),
            file=sys.stderr,
        )
        return 2
    manifest = plan.manifest
    quests, tilesets = len(manifest["quests"]), len(manifest["customTilesets"])
    print(
        tr("{output}: {id} {version} — {quests}, {tilesets}, sha256 {digest}").format(
            output=args.output,
            id=manifest["id"],
            version=manifest["version"],
            quests=ntr("{count} quest", "{count} quests", quests).format(count=quests),
            tilesets=ntr("{count} tileset", "{count} tilesets", tilesets).format(count=tilesets),
            digest=digest,
        )
    )
    return 0


def _report_json(report: Any) -> dict[str, Any]:
    manifest = report.manifest or {}
    return {
        "path": report.source,
        "id": manifest.get("id"),
        "name": manifest.get("name"),
        "version": manifest.get("version"),
        "sha256": report.archive_sha256,
        "readable": report.readable,
        "problems": [p.to_json() for p in report.problems],
        "quests": [
            {
                "member": q.member,
                "id": q.quest.id if q.quest else None,
                "validated": q.validated,
                "notValidated": q.not_validated,
                "cpuSeconds": round(q.cpu_seconds, 3),
                "issues": [i.to_json() for i in q.issues],
            }
            for q in report.quests
        ],
    }


def _limits(args: argparse.Namespace) -> Any:
    """The default pack limits, with ``--validation-budget``, ``--quest-cpu`` and
    ``--quest-memory`` applied."""
    from dataclasses import replace

    from questwright.packs.limits import DEFAULT_LIMITS

    limits = DEFAULT_LIMITS
    if args.validation_budget is not None:
        limits = replace(limits, validation_cpu_seconds=args.validation_budget)
    if args.quest_cpu is not None:
        limits = replace(limits, quest_cpu_seconds=args.quest_cpu)
    if args.quest_memory is not None:
        limits = replace(limits, quest_memory_bytes=args.quest_memory * 1024 * 1024)
    return limits


def _budget(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 86_400.0:  # NaN fails both comparisons
        raise argparse.ArgumentTypeError(tr("a number of seconds from 0 to 86400"))
    return value


def _megabytes(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 16 <= value <= 1_048_576:
        raise argparse.ArgumentTypeError(tr("a whole number of MiB from 16 to 1048576"))
    return value


def _add_budget(parser: argparse.ArgumentParser) -> None:
    from questwright.packs.limits import DEFAULT_LIMITS as LIMITS

    parser.add_argument(
        "--validation-budget",
        type=_budget,
        metavar="SECONDS",
        help=tr(
            "CPU seconds for validating all the pack's quests (default {default:g}); quests "
            "past it are not validated"
        ).format(default=LIMITS.validation_cpu_seconds),
    )
    parser.add_argument(
        "--quest-cpu",
        type=_budget,
        metavar="SECONDS",
        help=tr("CPU seconds for validating one quest (default {default:g})").format(
            default=LIMITS.quest_cpu_seconds
        ),
    )
    parser.add_argument(
        "--quest-memory",
        type=_megabytes,
        metavar="MIB",
        help=tr("memory for validating one quest, in MiB (default {default})").format(
            default=LIMITS.quest_memory_bytes // (1024 * 1024)
        ),
    )


def cmd_verify(args: argparse.Namespace) -> int:
    from questwright.packs.check import check_pack

    limits = _limits(args)
    reports = [check_pack(path, limits) for path in args.packs]
    codes = [r.exit_code(args.strict) for r in reports]
    totals = {"error": 0, "warning": 0, "info": 0}
    for report in reports:
        for key, value in report.counts.items():
            totals[key] += value
    if args.format == "json":
        doc = {
            "packs": [_report_json(r) for r in reports],
            "summary": {
                "packs": len(reports),
                "errors": totals["error"],
                "warnings": totals["warning"],
                "infos": totals["info"],
            },
        }
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    else:
        for report in reports:
            manifest = report.manifest or {}
            status = "ok" if report.exit_code() == 0 else "REFUSED"
            if manifest.get("id") is None:  # no readable manifest: nothing to name it by
                print(f"{report.source}: {status}")
            else:
                head = f"{manifest['id']} {manifest.get('version', '?')}"
                print(f"{report.source}: {head}: {status}")
            _print_problems(report.problems)
            for quest in report.quests:
                shown = [i for i in quest.issues if i.severity.value != "info" or args.verbose]
                state = "errors" if quest.errors else "ok" if quest.validated else "not validated"
                if quest.not_validated:
                    state = f"NOT VALIDATED ({quest.not_validated})"
                print(f"  {quest.member}: {state}")
                for issue in shown:
                    print(f"    {issue}")
        print(
            tr("{packs}: {errors}, {warnings}").format(
                packs=ntr("{count} pack", "{count} packs", len(reports)).format(count=len(reports)),
                errors=ntr("{count} error", "{count} errors", totals["error"]).format(
                    count=totals["error"]
                ),
                warnings=ntr("{count} warning", "{count} warnings", totals["warning"]).format(
                    count=totals["warning"]
                ),
            )
        )
    return max(codes) if codes else 2


def cmd_install(args: argparse.Namespace) -> int:
    from questwright.packs.install import install_pack
    from questwright.packs.problems import PackError

    try:
        result = install_pack(
            args.pack,
            args.into,
            force=args.force,
            limits=_limits(args),
            allow_unvalidated=args.allow_unvalidated,
        )
    except PackError as exc:
        for problem in exc.problems:
            print(
                tr("questwright pack install: {source}: {problem}").format(
                    source=exc.source, problem=problem
                ),
                file=sys.stderr,
            )
        print(
            tr("questwright pack install: refused {source}; nothing was changed").format(
                source=exc.source
            ),
            file=sys.stderr,
        )
        readable = not any(
            p.code in {"PACK_UNREADABLE", "PACK_NOT_ZIP", "PACK_NO_MANIFEST", "PACK_FORMAT_NEWER"}
            for p in exc.problems
        )
        return 1 if readable else 2
    except OSError as exc:
        print(tr("questwright pack install: cannot write: {exc}").format(exc=exc), file=sys.stderr)
        return 2
    for warning in result.warnings or []:
        print(tr("questwright pack install: {warning}").format(warning=warning), file=sys.stderr)
    if result.unvalidated:
        print(
            tr(
                "questwright pack install: installed without a full validation, as allowed: "
                "{quests}; they are marked in the library"
            ).format(quests=", ".join(result.unvalidated)),
            file=sys.stderr,
        )
    manifest = result.manifest
    replaced = f" (replaced {result.replaced_version})" if result.replaced_version else ""
    print(
        ntr(
            "installed {id} {version}{replaced}: {count} quest in {target}",
            "installed {id} {version}{replaced}: {count} quests in {target}",
            len(manifest["quests"]),
        ).format(
            id=manifest["id"],
            version=manifest["version"],
            replaced=replaced,
            count=len(manifest["quests"]),
            target=result.target,
        )
    )
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from questwright.packs import library

    root = args.library or library.library_dir()
    packs = library.list_installed(root)
    if args.format == "json":
        doc = {"library": str(root), "packs": [p.to_json() for p in packs]}
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        return 0
    if not packs:
        print(tr("no packs installed in {root}").format(root=root))
        return 0
    for pack in packs:
        print(
            ntr(
                "{id} {version} — {name} ({count} quest) {folder}",
                "{id} {version} — {name} ({count} quests) {folder}",
                len(pack.quests),
            ).format(
                id=pack.id,
                version=pack.version,
                name=pack.name,
                count=len(pack.quests),
                folder=pack.folder,
            )
        )
        for quest in pack.quests:
            party = f" [{quest.party[0]}–{quest.party[1]} heroes]" if quest.party else ""
            print(f"  {quest.id}: {quest.title} ({quest.system}){party}")
        _print_problems(pack.problems)
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    pack = sub.add_parser("pack", help=tr("build, verify, install and list quest packs"))
    pack_sub = pack.add_subparsers(dest="pack_command", metavar="ACTION")
    pack.set_defaults(func=lambda _args: (pack.print_help(), 2)[1])

    p = pack_sub.add_parser("build", help=tr("pack the quests and tilesets of a folder"))
    p.add_argument(
        "folder", metavar="DIR", help=tr("the folder with the pack's quests and tilesets")
    )
    p.add_argument(
        "-o", "--output", required=True, metavar="FILE.qwpack", help=tr("the pack file to write")
    )
    p.add_argument("--allow-errors", action="store_true", help=tr("pack quests with errors anyway"))
    p.add_argument("--id", help=tr("pack id (default: pack.json, else from the name)"))
    p.add_argument("--name", help=tr("display name (default: pack.json, else the folder name)"))
    p.add_argument("--version", help=tr("semantic version (default: pack.json, else 1.0.0)"))
    p.add_argument("--author", action="append", help=tr("an author (repeat for several)"))
    p.add_argument("--license", help=tr("licence, e.g. CC-BY-4.0"))
    p.add_argument("--description", help=tr("what the pack holds"))
    p.add_argument("--language", help=tr("language of name and description, e.g. en"))
    p.add_argument("-v", "--verbose", action="store_true", help=tr("show infos too"))
    p.set_defaults(func=cmd_build)

    p = pack_sub.add_parser("verify", help=tr("check hashes, safety, schema and every quest"))
    p.add_argument("packs", nargs="+", metavar="FILE", help=tr("pack files (*.qwpack)"))
    p.add_argument(
        "--format",
        choices=["text", "json"],
        default="text",
        help=tr("text for people or json for programs (default text)"),
    )
    p.add_argument("--strict", action="store_true", help=tr("warnings count as errors"))
    p.add_argument("-v", "--verbose", action="store_true", help=tr("show infos too"))
    _add_budget(p)
    p.set_defaults(func=cmd_verify)

    p = pack_sub.add_parser("install", help=tr("check a pack and install it into the library"))
    p.add_argument("pack", metavar="FILE")
    p.add_argument("--into", metavar="DIR", help=tr("library folder (the pack goes to DIR/<id>)"))
    p.add_argument(
        "--force", action="store_true", help=tr("replace a newer version or another pack's folder")
    )
    p.add_argument(
        "--allow-unvalidated",
        action="store_true",
        help=tr("install even if some quests could not be validated in full within the limits"),
    )
    _add_budget(p)
    p.set_defaults(func=cmd_install)

    p = pack_sub.add_parser("list", help=tr("list installed packs and their quests"))
    p.add_argument("--library", metavar="DIR", help=tr("library folder (default: user data dir)"))
    p.add_argument(
        "--format",
        choices=["text", "json"],
        default="text",
        help=tr("text for people or json for programs (default text)"),
    )
    p.set_defaults(func=cmd_list)
