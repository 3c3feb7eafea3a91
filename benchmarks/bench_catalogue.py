"""Benchmark: build a catalogue of 50 packs and search it.

Makes N packs of one quest each (the bundled sample quests with new ids, in turn), then
times, in one process: ``build_catalogue`` without balance games or previews (every pack's
install checks, the index, the HTML pages), the same build again into the same site
(nothing changed: same bytes, files left alone), a build with the default balance games
(the goal bot, 10 games per party size), the same with ``--jobs 2``, the same site rebuilt with one pack more (only its
games are played), a build with quest-sheet previews when Qt is installed; then subscribes to the site through a loopback HTTP server and times ``search``
over the offline cache (the cached index is verified and parsed on every search).
Run: ``python benchmarks/bench_catalogue.py [--packs N] [--json FILE]``.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "packs"))

from catalogue_kit import serve
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.files import dumps

from questwright.packs.build import collect_files, plan_pack, write_pack
from questwright.packs.catalogue import store
from questwright.packs.catalogue.build import BUILD_GAMES, build_catalogue
from questwright.packs.catalogue.keys import generate_key, sign_site


def make_packs(folder: Path, count: int, start: int = 0) -> None:
    sources = sorted(bundled_quests_dir().rglob("*.quest.json"))
    quests = folder / "quests"
    quests.mkdir(parents=True, exist_ok=True)
    for index in range(start, start + count):
        doc = json.loads(sources[index % len(sources)].read_text(encoding="utf-8"))
        doc["id"] = f"{doc['id']}-{index:03d}"
        doc["title"] = f"{doc['title']} ({index + 1})"
        quest = quests / f"q{index:03d}.quest.json"
        quest.write_text(dumps(doc), encoding="utf-8")
        meta = {
            "id": f"pack-{index:03d}",
            "name": f"Pack {index + 1}",
            "version": "1.0.0",
            "description": f"Bench pack {index + 1} of {doc['system']}",
        }
        write_pack(
            plan_pack(collect_files([quest]), meta), folder / "packs" / f"p{index:03d}.qwpack"
        )


def timed(step: Any) -> float:
    start = time.perf_counter()
    step()
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--packs", type=int, default=50)
    parser.add_argument("--searches", type=int, default=20)
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args(argv)
    out: dict[str, Any] = {"packs": args.packs}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "packs").mkdir()
        make_packs(root, args.packs)
        site = root / "site"
        out["build_no_games_s"] = timed(lambda: build_catalogue(root / "packs", site, games=0))
        out["rebuild_unchanged_s"] = timed(lambda: build_catalogue(root / "packs", site, games=0))
        out["build_goal_games_s"] = timed(
            lambda: build_catalogue(root / "packs", root / "site-games", games=BUILD_GAMES)
        )
        out["games_per_party_size"] = BUILD_GAMES
        out["build_goal_games_jobs2_s"] = timed(
            lambda: build_catalogue(root / "packs", root / "site-jobs", games=BUILD_GAMES, jobs=2)
        )
        make_packs(root, 1, start=args.packs)  # one more pack: only its games are played
        out["rebuild_one_more_pack_goal_games_s"] = timed(
            lambda: build_catalogue(root / "packs", root / "site-games", games=BUILD_GAMES)
        )
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
        try:
            from questwright.commands.catalogue import sheet_preview

            preview = sheet_preview()
        except ImportError:
            preview = None
        if preview is not None:
            out["build_previews_s"] = timed(
                lambda: build_catalogue(
                    root / "packs", root / "site-previews", games=0, preview=preview
                )
            )
        key = generate_key(root / "k.pem")
        sign_site(site, root / "k.pem")
        out["index_bytes"] = (site / "catalogue.json").stat().st_size
        out["site_bytes"] = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
        store.subscriptions_file = lambda: root / "data" / "catalogues.json"  # type: ignore[assignment]
        store.cache_dir = lambda: root / "cache"  # type: ignore[assignment]
        with serve(site) as (url, _):
            out["add_s"] = timed(lambda: store.add_catalogue(url, key))
        found: list[int] = []
        texts = ["", "ember", "pack 4", "nothing-matches"]
        start = time.perf_counter()
        for index in range(args.searches):
            found.append(len(store.search(texts[index % len(texts)])))
        out["search_ms"] = (time.perf_counter() - start) / args.searches * 1000
        out["search_heroes_system_ms"] = timed(lambda: store.search("", "md1", 3)) * 1000
        out["found"] = found[: len(texts)]
    for key, value in out.items():
        print(f"{key:24s} {value:.3f}" if isinstance(value, float) else f"{key:24s} {value}")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
