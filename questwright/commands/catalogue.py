"""``questwright catalogue build | keygen | sign | add | list | remove | refresh`` and the
catalogue actions of ``pack``: ``pack search``, ``pack install ID``, ``pack update``.

The work is done by :mod:`questwright.packs.catalogue`; this module parses arguments, draws
the quest-sheet previews of ``catalogue build`` with the editor's sheet painter when Qt is
installed (and says so when it is not), shows progress bars and prints one line per
refusal. Exit codes: 0 done, 1 refused (signature, key, version, size, hash, a pack's own
checks), 2 bad usage or unreadable input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from questwright.i18n import ntr, tr

__all__ = ["register", "sheet_preview"]


def _err(command: str, message: object) -> None:
    print(f"questwright {command}: {message}", file=sys.stderr)


def sheet_preview(dpi: int = 40) -> Any:
    """A preview function for :func:`build_catalogue`: the first page of the quest's sheet
    as PNG bytes, or ``None`` when Qt is not installed."""
    from questwright.editor.app import gui_available

    if not gui_available():
        return None

    def draw(quest: Any, catalog: Any) -> bytes:
        import tempfile

        from questwright.core.board import compile_board
        from questwright.editor.render import ensure_gui_app
        from questwright.editor.sheet import write_sheet

        ensure_gui_app()
        with tempfile.TemporaryDirectory(prefix="questwright-sheet-") as work:
            pages = write_sheet(compile_board(quest, catalog), Path(work) / "sheet.png", "a4", dpi)
            return pages[0].read_bytes()

    return draw


class _PacksBar:
    """A progress bar over the packs of ``catalogue build`` (on standard error)."""

    def __init__(self) -> None:
        self.bar: Any = None

    def step(self, name: str, done: int, total: int) -> None:
        from tqdm import tqdm

        from questwright.schema.text import safe_text

        if self.bar is None:
            stream = getattr(sys.stderr, "wrapped", sys.stderr)
            self.bar = tqdm(total=total, unit="pack", leave=False, file=stream)
        # drawn on the unescaped stream: the name (from a file) is escaped here
        self.bar.set_postfix_str(safe_text(name[:40]), refresh=False)
        self.bar.n = done
        self.bar.refresh()

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(tr("a whole number ≥ 0"))
    return value


def cmd_build(args: argparse.Namespace) -> int:
    from questwright.packs.catalogue import CatalogueError
    from questwright.packs.catalogue.build import BUILD_GAMES, build_catalogue
    from questwright.packs.catalogue.format import SIGNATURE_NAME
    from questwright.packs.catalogue.keys import (
        load_secret_key,
        public_key_text,
        sign_site,
        site_signed_by,
    )

    preview = None if args.no_previews else sheet_preview()
    bar = _PacksBar()
    try:
        key = public_key_text(load_secret_key(args.key)) if args.key else None
        result = build_catalogue(
            args.packs,
            args.output,
            name=args.name,
            version=args.publication,
            games=BUILD_GAMES if args.games is None else args.games,
            reports=args.reports,
            preview=preview,
            url=args.url,
            key=key,
            progress=bar.step,
            jobs=args.jobs,
        )
        bar.close()
        if args.key:
            sign_site(args.output, args.key)
    except CatalogueError as exc:
        bar.close()
        _err("catalogue build", exc)
        return 1
    except OSError as exc:
        bar.close()
        _err("catalogue build", tr("cannot write: {exc}").format(exc=exc))
        return 2
    for note in result.notes:
        print(tr("note: {note}").format(note=note), file=sys.stderr)
    signed = args.key is not None
    if not signed and (Path(args.output) / SIGNATURE_NAME).exists():
        if site_signed_by(args.output) is None:
            (Path(args.output) / SIGNATURE_NAME).unlink()
            print(
                tr("note: the old signature no longer matched and was removed; run catalogue sign"),
                file=sys.stderr,
            )
        else:
            signed = True
    index = result.index
    packs, quests = len(index["packs"]), sum(len(p["quests"]) for p in index["packs"])
    print(
        tr("{site}: catalogue {name!r} version {version}: {packs}, {quests}{signed}").format(
            site=args.output,
            name=index["name"],
            version=index["version"],
            packs=ntr("{count} pack", "{count} packs", packs).format(count=packs),
            quests=ntr("{count} quest", "{count} quests", quests).format(count=quests),
            signed=tr(", signed") if signed else tr(", not signed"),
        )
    )
    return 0


def cmd_keygen(args: argparse.Namespace) -> int:
    from questwright.packs.catalogue import CatalogueError
    from questwright.packs.catalogue.keys import generate_key

    try:
        public = generate_key(args.secret)
    except CatalogueError as exc:
        _err("catalogue keygen", exc)
        return 1
    except OSError as exc:
        _err("catalogue keygen", exc)
        return 2
    print(
        tr("secret key: {secret} (keep it private)\npublic key ({secret}.pub): {public}").format(
            secret=args.secret, public=public
        )
    )
    return 0


def cmd_sign(args: argparse.Namespace) -> int:
    from questwright.packs.catalogue import CatalogueError
    from questwright.packs.catalogue.keys import sign_site

    try:
        public = sign_site(args.site, args.key)
    except CatalogueError as exc:
        _err("catalogue sign", exc)
        return 1
    print(tr("signed {site} with key {key}").format(site=args.site, key=public))
    return 0


def _timeouts(args: argparse.Namespace) -> dict[str, float]:
    return {"timeout": args.timeout}


def cmd_add(args: argparse.Namespace) -> int:
    from questwright.packs.catalogue import CatalogueError
    from questwright.packs.catalogue.store import add_catalogue

    try:
        sub, index = add_catalogue(args.url, args.key, **_timeouts(args))
    except CatalogueError as exc:
        _err("catalogue add", exc)
        _err("catalogue add", tr("refused; nothing was changed"))
        return 1
    print(
        ntr(
            "added {url}: {name!r} version {version}, {packs} pack",
            "added {url}: {name!r} version {version}, {packs} packs",
            len(index["packs"]),
        ).format(url=sub.url, name=_safe(sub.name), version=sub.version, packs=len(index["packs"]))
    )
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from questwright.packs.catalogue import CatalogueError
    from questwright.packs.catalogue.store import cached, load_subscriptions

    try:
        subs = load_subscriptions()
    except CatalogueError as exc:
        _err("catalogue list", exc)
        return 2
    if args.format == "json":
        doc = [{**s.to_json(), "packs": len((cached(s) or {}).get("packs", []))} for s in subs]
        sys.stdout.write(json.dumps({"catalogues": doc}, indent=2, ensure_ascii=False) + "\n")
        return 0
    if not subs:
        print(tr("no catalogues added (questwright catalogue add URL --key KEY)"))
    for sub in subs:
        index = cached(sub)
        count = len(index["packs"]) if index else 0
        print(
            ntr(
                "{url} — {name} (version {version}, {packs} pack) key {key}",
                "{url} — {name} (version {version}, {packs} packs) key {key}",
                count,
            ).format(
                url=sub.url, name=_safe(sub.name), version=sub.version, packs=count, key=sub.key
            )
        )
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    from questwright.packs.catalogue import CatalogueError
    from questwright.packs.catalogue.store import remove_catalogue

    try:
        sub = remove_catalogue(args.url)
    except CatalogueError as exc:
        _err("catalogue remove", exc)
        return 1
    print(tr("removed {url}").format(url=sub.url))
    return 0


def cmd_refresh(args: argparse.Namespace) -> int:
    from questwright.packs.catalogue import CatalogueError
    from questwright.packs.catalogue.store import refresh

    try:
        results = refresh(args.url, **_timeouts(args))
    except CatalogueError as exc:
        _err("catalogue refresh", exc)
        return 1
    code = 0
    for result in results:
        if result.error:
            _err(
                "catalogue refresh",
                tr("{error}; kept the last good copy").format(error=result.error),
            )
            code = 1
        else:
            print(
                ntr(
                    "{url}: version {version}, {packs} pack",
                    "{url}: version {version}, {packs} packs",
                    len(result.packs),
                ).format(
                    url=result.subscription.url,
                    version=result.subscription.version,
                    packs=len(result.packs),
                )
            )
    return code


def _safe(text: object) -> str:
    """File-provided text made safe for a terminal: issue 34's ``safe_text`` where it is
    installed, else every non-printable character replaced."""
    import importlib

    try:
        safe_text = importlib.import_module("questwright.schema.text").safe_text
    except (ImportError, AttributeError):
        return "".join(c if c.isprintable() else "\ufffd" for c in str(text))
    return str(safe_text(str(text)))


def cmd_search(args: argparse.Namespace) -> int:
    from questwright.packs.catalogue import CatalogueError
    from questwright.packs.catalogue.store import search

    try:
        found = search(" ".join(args.text), args.system, args.heroes)
    except CatalogueError as exc:
        _err("pack search", exc)
        return 2
    if args.format == "json":
        doc = [{"catalogue": x.catalogue.url, **x.pack} for x in found]
        sys.stdout.write(json.dumps({"packs": doc}, indent=2, ensure_ascii=False) + "\n")
        return 0
    if not found:
        print(tr("no pack found (catalogue refresh updates the offline copy)"))
        return 0
    for listing in found:
        span = listing.heroes
        heroes = "?" if span is None else f"{span[0]}–{span[1]}"
        print(
            ntr(
                "{id} {version} — {name} [{systems}] {heroes} heroes, {quests} quest",
                "{id} {version} — {name} [{systems}] {heroes} heroes, {quests} quests",
                len(listing.pack["quests"]),
            ).format(
                id=listing.id,
                version=_safe(listing.version),
                name=_safe(listing.pack["name"]),
                systems=", ".join(listing.pack["systems"]),
                heroes=heroes,
                quests=len(listing.pack["quests"]),
            )
        )
        if listing.pack.get("summary"):
            print(f"  {_safe(listing.pack['summary'])[:160]}")
    return 0


def _bar(label: str) -> tuple[Any, Any]:
    """A tqdm progress callback for downloads (on standard error) and its closer."""
    from tqdm import tqdm

    state: dict[str, Any] = {}

    def progress(done: int, total: int | None) -> None:
        bar = state.get("bar")
        if bar is None:
            # the bar's own control characters (\r, cursor moves) must reach the terminal:
            # the stream under a text-escaping wrapper (issue 34); the label is a pack id
            stream = getattr(sys.stderr, "wrapped", sys.stderr)
            bar = state["bar"] = tqdm(
                total=total, unit="B", unit_scale=True, desc=label, leave=False, file=stream
            )
        bar.update(done - bar.n)

    def close() -> None:
        if "bar" in state:
            state["bar"].close()

    return progress, close


def _limits(args: argparse.Namespace) -> Any:
    """The default pack limits, with ``pack install``'s ``--validation-budget`` applied."""
    from dataclasses import replace

    from questwright.packs.limits import DEFAULT_LIMITS

    budget = getattr(args, "validation_budget", None)
    return (
        DEFAULT_LIMITS if budget is None else replace(DEFAULT_LIMITS, validation_cpu_seconds=budget)
    )


def _install_listing(command: str, listing: Any, args: argparse.Namespace) -> int:
    from questwright.packs.catalogue import CatalogueError
    from questwright.packs.catalogue.store import install_from_catalogue
    from questwright.packs.problems import PackError

    progress, close = _bar(listing.id)
    try:
        result = install_from_catalogue(
            listing,
            args.into,
            force=args.force,
            limits=_limits(args),
            progress=None if args.quiet else progress,
            timeout=args.timeout,
        )
    except CatalogueError as exc:
        close()
        _err(command, exc)
        _err(command, tr("refused {id}; nothing was changed").format(id=listing.id))
        return 1
    except PackError as exc:
        close()
        for problem in exc.problems:
            _err(command, f"{listing.id}: {problem}")
        _err(command, tr("refused {id}; nothing was changed").format(id=listing.id))
        return 1
    except OSError as exc:
        close()
        _err(command, tr("cannot write: {exc}").format(exc=exc))
        return 2
    close()
    replaced = f" (replaced {result.replaced_version})" if result.replaced_version else ""
    print(
        ntr(
            "installed {id} {version}{replaced}: {count} quest in {target}",
            "installed {id} {version}{replaced}: {count} quests in {target}",
            len(result.manifest["quests"]),
        ).format(
            id=listing.id,
            version=listing.version,
            replaced=replaced,
            count=len(result.manifest["quests"]),
            target=result.target,
        )
    )
    return 0


def cmd_install_id(args: argparse.Namespace, file_install: Any) -> int:
    """``pack install FILE`` as before; ``pack install ID`` from the catalogues."""
    from questwright.packs.catalogue.store import find_pack

    target = Path(args.pack)
    if target.exists() or args.pack.endswith(".qwpack") or "/" in args.pack or "\\" in args.pack:
        return int(file_install(args))
    listing = find_pack(args.pack)
    if listing is None:
        _err(
            "pack install",
            tr("no file {name} and no pack of that id in the catalogues (pack search)").format(
                name=args.pack
            ),
        )
        return 2
    return _install_listing("pack install", listing, args)


def cmd_update(args: argparse.Namespace) -> int:
    from questwright.packs.catalogue.store import refresh, updates

    if not args.offline:
        for result in refresh(timeout=args.timeout):
            if result.error:
                _err(
                    "pack update", tr("{error}; kept the last good copy").format(error=result.error)
                )
    pending = updates(args.into)
    if args.id:
        pending = [(i, x) for i, x in pending if x.id in args.id]
    if not pending:
        print(tr("every installed pack is up to date"))
        return 0
    code = 0
    for installed, listing in pending:
        print(
            tr("{id}: {old} → {new}").format(
                id=listing.id, old=installed.version, new=listing.version
            )
        )
        if args.dry_run:
            continue
        code = max(code, _install_listing("pack update", listing, args))
    return code


def _add_net(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--timeout",
        type=float,
        default=20.0,
        metavar="SECONDS",
        help=tr("seconds to wait for the server (default 20)"),
    )


def _subparsers(parser: argparse.ArgumentParser) -> Any:
    return next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    cat = sub.add_parser(
        "catalogue", help=tr("build, sign and subscribe to catalogues of quest packs")
    )
    cat_sub = cat.add_subparsers(dest="catalogue_command", metavar="ACTION")
    cat.set_defaults(func=lambda _args: (cat.print_help(), 2)[1])

    p = cat_sub.add_parser(
        "build", help=tr("make a static catalogue site from a folder of .qwpack files")
    )
    p.add_argument("packs", metavar="PACKS_DIR", help=tr("a folder of pack files"))
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="SITE",
        help=tr("the folder to write the catalogue site to"),
    )
    p.add_argument("--name", help=tr("catalogue name (default: the last one, else the folder's)"))
    p.add_argument(
        "--publication",
        type=_positive,
        metavar="N",
        help=tr("publication number (default: the last one, plus one if anything changed)"),
    )
    p.add_argument(
        "--games",
        type=_positive,
        default=None,
        metavar="N",
        help=tr("games per party size the goal bot plays for the balance figures (default 10)"),
    )
    p.add_argument(
        "--reports",
        metavar="DIR",
        help=tr("saved simulate --json reports to take the balance figures from"),
    )
    p.add_argument(
        "--jobs",
        type=_positive,
        default=1,
        metavar="J",
        help=tr("worker processes for the balance games (default 1)"),
    )
    p.add_argument("--no-previews", action="store_true", help=tr("no quest-sheet previews"))
    p.add_argument("--key", metavar="SECRET", help=tr("sign the index with this secret key"))
    p.add_argument("--url", help=tr("the site's address, shown in its subscribe command"))
    p.set_defaults(func=cmd_build)

    p = cat_sub.add_parser("keygen", help=tr("make a signing key pair"))
    p.add_argument(
        "secret", metavar="SECRET_FILE", help=tr("where to write the secret signing key")
    )
    p.set_defaults(func=cmd_keygen)

    p = cat_sub.add_parser("sign", help=tr("sign a catalogue site's index"))
    p.add_argument("site", metavar="SITE", help=tr("the catalogue site folder to sign"))
    p.add_argument("--key", required=True, metavar="SECRET", help=tr("the secret key file"))
    p.set_defaults(func=cmd_sign)

    p = cat_sub.add_parser("add", help=tr("subscribe to a catalogue by its address and key"))
    p.add_argument("url", metavar="URL", help=tr("the catalogue's address"))
    p.add_argument("--key", required=True, help=tr("the maintainer's public key (ed25519:…)"))
    _add_net(p)
    p.set_defaults(func=cmd_add)

    p = cat_sub.add_parser("list", help=tr("list the catalogues added"))
    p.add_argument(
        "--format",
        choices=["text", "json"],
        default="text",
        help=tr("text for people or json for programs (default text)"),
    )
    p.set_defaults(func=cmd_list)

    p = cat_sub.add_parser("remove", help=tr("unsubscribe from a catalogue"))
    p.add_argument("url", metavar="URL", help=tr("the catalogue's address"))
    p.set_defaults(func=cmd_remove)

    p = cat_sub.add_parser("refresh", help=tr("fetch the catalogues again"))
    p.add_argument(
        "url", nargs="?", metavar="URL", help=tr("one catalogue's address (default: all)")
    )
    _add_net(p)
    p.set_defaults(func=cmd_refresh)

    pack = sub.choices.get("pack")
    if pack is None:
        return
    pack_sub = _subparsers(pack)
    p = pack_sub.add_parser("search", help=tr("search the catalogues (works offline)"))
    p.add_argument(
        "text", nargs="*", metavar="TEXT", help=tr("words to look for (default: list every pack)")
    )
    p.add_argument("--system", metavar="S", help=tr("only packs for this game system"))
    p.add_argument("--heroes", type=int, metavar="N", help=tr("only packs playable by N heroes"))
    p.add_argument(
        "--format",
        choices=["text", "json"],
        default="text",
        help=tr("text for people or json for programs (default text)"),
    )
    p.set_defaults(func=cmd_search)

    install = pack_sub.choices["install"]
    file_install = install.get_default("func")
    for action in install._actions:
        if action.dest == "pack":
            action.metavar = "FILE|ID"
            action.help = tr("a .qwpack file, or the id of a pack in the catalogues")
    install.add_argument("-q", "--quiet", action="store_true", help=tr("no progress bar"))
    _add_net(install)
    install.set_defaults(func=lambda args: cmd_install_id(args, file_install))

    p = pack_sub.add_parser("update", help=tr("install newer versions of installed packs"))
    p.add_argument("id", nargs="*", metavar="ID", help=tr("only these packs"))
    p.add_argument("--into", metavar="DIR", help=tr("library folder"))
    p.add_argument("--offline", action="store_true", help=tr("do not refresh the catalogues"))
    p.add_argument("--dry-run", action="store_true", help=tr("only list the updates"))
    p.add_argument("--force", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("-q", "--quiet", action="store_true", help=tr("no progress bar"))
    _add_net(p)
    p.set_defaults(func=cmd_update)
