"""Catalogue sites: the index format, ``catalogue build`` (deterministic bytes, publication
numbers, balance figures, previews) and the maintainer's keys and signatures."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from catalogue_kit import fake_preview, make_pack, make_site
from questwright.schema.files import dumps

from questwright.packs.catalogue import CatalogueError
from questwright.packs.catalogue.build import balance_from_reports, build_catalogue
from questwright.packs.catalogue.format import parse_catalogue
from questwright.packs.catalogue.keys import (
    generate_key,
    load_secret_key,
    parse_public_key,
    sign_index,
    sign_site,
    verify_index,
)


def _tree(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def test_build_writes_index_packs_previews_and_pages(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    index = parse_catalogue((site.folder / "catalogue.json").read_bytes())
    assert [p["id"] for p in index["packs"]] == ["crossing", "foundry"]
    crossing = index["packs"][0]
    data = (site.folder / crossing["file"]).read_bytes()
    assert crossing["size"] == len(data)
    assert crossing["sha256"] == hashlib.sha256(data).hexdigest()
    assert crossing["authors"] == ["Ann"] and crossing["systems"] == ["md1"]
    assert [q["id"] for q in crossing["quests"]] == ["md1-sentrys-crossing", "md1-wardens-key"]
    assert crossing["quests"][0]["party"] == {"min": 1, "max": 6}
    for quest in crossing["quests"]:
        assert (site.folder / quest["preview"]).read_bytes() == fake_preview(None, None)
    assert index["packs"][1]["summary"] == "Steam and gears"
    html = (site.folder / "index.html").read_text(encoding="utf-8")
    assert "Crossing" in html and "pack/crossing.html" in html
    page = (site.folder / "pack" / "crossing.html").read_text(encoding="utf-8")
    assert "questwright pack install crossing" in page
    assert "../previews/crossing/md1-wardens-key.png" in page


def test_building_twice_gives_identical_bytes(tmp_path: Path) -> None:
    packs = tmp_path / "packs"
    make_pack(packs, "crossing", "1.0.0", ["wardens"])
    first, second = tmp_path / "a", tmp_path / "b"
    for out in (first, second):
        build_catalogue(packs, out, name="Same", games=1, preview=fake_preview)
    assert _tree(first) == _tree(second)


def test_publication_number_kept_when_unchanged_and_raised_when_changed(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    assert site.rebuild()["version"] == 1
    assert site.rebuild()["version"] == 1
    make_pack(site.packs, "cinder", "1.0.0", ["cinder"])
    assert site.rebuild()["version"] == 2
    assert site.rebuild(version=7)["version"] == 7


def test_balance_figures_played_by_the_goal_bot(tmp_path: Path) -> None:
    packs = tmp_path / "packs"
    make_pack(packs, "crossing", "1.0.0", ["wardens"])
    index = build_catalogue(packs, tmp_path / "site", games=3).index
    quest = index["packs"][0]["quests"][0]
    balance = quest["balance"]
    assert balance["bot"] == "goal" and balance["source"] == "build"
    assert [r["heroes"] for r in balance["byHeroes"]] == [1, 2, 3, 4, 5, 6]
    row = balance["byHeroes"][1]
    assert row["games"] == 3 and 0 <= row["wins"] <= 3
    assert row["interval"][0] <= row["winRate"] <= row["interval"][1]
    assert quest["preview"] is None  # no painter given


def test_balance_figures_read_from_saved_reports(tmp_path: Path) -> None:
    packs = tmp_path / "packs"
    make_pack(packs, "crossing", "1.0.0", ["wardens"])
    reports = tmp_path / "reports"
    reports.mkdir()
    for heroes, wins in ((2, 150), (3, 120)):
        doc = {
            "quest": "md1-wardens-key",
            "heroes": heroes,
            "bot": "search",
            "games": 200,
            "wins": wins,
            "seed": 0,
            "rounds": {"win": {"median": 9.0}},
        }
        (reports / f"r{heroes}.json").write_text(json.dumps(doc), encoding="utf-8")
    index = build_catalogue(packs, tmp_path / "site", games=0, reports=reports).index
    balance = index["packs"][0]["quests"][0]["balance"]
    assert balance["source"] == "report" and balance["bot"] == "search"
    assert [(r["heroes"], r["winRate"], r["medianRounds"]) for r in balance["byHeroes"]] == [
        (2, 0.75, 9.0),
        (3, 0.6, 9.0),
    ]
    assert balance_from_reports([]) is None


def test_a_pack_that_install_would_refuse_refuses_the_build(tmp_path: Path) -> None:
    packs = tmp_path / "packs"
    make_pack(packs, "crossing", "1.0.0", ["wardens"])
    (packs / "broken.qwpack").write_bytes(b"not a zip")
    with pytest.raises(CatalogueError, match=r"broken\.qwpack: refused"):
        build_catalogue(packs, tmp_path / "site", games=0)
    assert not (tmp_path / "site").exists()


def test_two_packs_with_one_id_refuse_the_build(tmp_path: Path) -> None:
    packs = tmp_path / "packs"
    make_pack(packs, "crossing", "1.0.0", ["wardens"])
    make_pack(packs, "crossing", "1.1.0", ["sentry"])
    with pytest.raises(CatalogueError, match="also the id of"):
        build_catalogue(packs, tmp_path / "site", games=0)


def _index(**changes: object) -> dict:
    doc = {
        "format": "questwright-catalogue",
        "formatVersion": 1,
        "name": "C",
        "version": 1,
        "packs": [],
    }
    doc.update(changes)
    return doc


def test_index_format_checks() -> None:
    assert parse_catalogue(dumps(_index()).encode())["name"] == "C"
    with pytest.raises(CatalogueError, match="newer than this Questwright understands"):
        parse_catalogue(dumps(_index(formatVersion=9)).encode())
    with pytest.raises(CatalogueError, match="not a Questwright catalogue"):
        parse_catalogue(b'{"format": "questwright-pack"}')
    with pytest.raises(CatalogueError, match=r"\$.version"):
        parse_catalogue(dumps(_index(version=0)).encode())
    pack = {
        "id": "a",
        "name": "A",
        "version": "1.0.0",
        "quests": [],
        "file": "packs/a.qwpack",
        "size": 1,
        "sha256": "0" * 64,
    }
    with pytest.raises(CatalogueError, match="listed twice"):
        parse_catalogue(dumps(_index(packs=[pack, pack])).encode())


def test_signatures_and_keys(tmp_path: Path) -> None:
    key = generate_key(tmp_path / "k.pem")
    other = generate_key(tmp_path / "other.pem")
    assert (tmp_path / "k.pem.pub").read_text().strip() == key
    assert (tmp_path / "k.pem").stat().st_mode & 0o077 == 0
    with pytest.raises(CatalogueError, match="never overwrites"):
        generate_key(tmp_path / "k.pem")
    index = dumps(_index()).encode()
    signature = sign_index(index, load_secret_key(tmp_path / "k.pem"))
    assert signature == sign_index(index, load_secret_key(tmp_path / "k.pem"))  # deterministic
    verify_index(index, signature, key)
    with pytest.raises(CatalogueError, match="bad signature"):
        verify_index(index.replace(b'"C"', b'"D"'), signature, key)
    with pytest.raises(CatalogueError, match="now signed with key"):
        verify_index(index, signature, other)
    forged = json.loads(signature)
    forged["signature"] = json.loads(sign_index(index, load_secret_key(tmp_path / "other.pem")))[
        "signature"
    ]
    with pytest.raises(CatalogueError, match="bad signature"):
        verify_index(index, json.dumps(forged).encode(), key)
    with pytest.raises(CatalogueError, match="not a Questwright signature"):
        verify_index(index, b"garbage", key)
    with pytest.raises(CatalogueError, match="not a catalogue key"):
        parse_public_key("ed25519:short")


def test_sign_site_refuses_an_index_clients_would_refuse(tmp_path: Path) -> None:
    generate_key(tmp_path / "k.pem")
    (tmp_path / "catalogue.json").write_text("{}", encoding="utf-8")
    with pytest.raises(CatalogueError, match="not a Questwright catalogue"):
        sign_site(tmp_path, tmp_path / "k.pem")
    assert not (tmp_path / "catalogue.json.sig").exists()


def test_cli_keygen_build_sign(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from questwright.cli import main

    packs = tmp_path / "packs"
    make_pack(packs, "crossing", "1.0.0", ["wardens"])
    assert main(["catalogue", "keygen", str(tmp_path / "k.pem")]) == 0
    key = (tmp_path / "k.pem.pub").read_text().strip()
    site = tmp_path / "site"
    code = main(
        [
            "catalogue",
            "build",
            str(packs),
            "-o",
            str(site),
            "--games",
            "0",
            "--no-previews",
            "--key",
            str(tmp_path / "k.pem"),
            "--url",
            "https://x.invalid/c/",
        ]
    )
    out = capsys.readouterr()
    assert code == 0 and "1 pack, 1 quest, signed" in out.out
    assert "no quest-sheet previews" in out.err
    verify_index(
        (site / "catalogue.json").read_bytes(), (site / "catalogue.json.sig").read_bytes(), key
    )
    assert f"catalogue add https://x.invalid/c/ --key {key}" in (site / "index.html").read_text()
    make_pack(packs, "foundry", "1.0.0", ["foundry"])  # a rebuild without --key: stale signature
    assert (
        main(["catalogue", "build", str(packs), "-o", str(site), "--games", "0", "--no-previews"])
        == 0
    )
    assert not (site / "catalogue.json.sig").exists()
    assert "no longer matched" in capsys.readouterr().err
    assert main(["catalogue", "sign", str(site), "--key", str(tmp_path / "k.pem")]) == 0
    assert main(["catalogue", "build", str(tmp_path / "nowhere"), "-o", str(site)]) == 1


def test_a_rebuild_reuses_figures_and_previews_of_unchanged_packs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from questwright.packs.catalogue import build as build_module

    packs, site = tmp_path / "packs", tmp_path / "site"
    make_pack(packs, "crossing", "1.0.0", ["wardens"])
    drawn: list[str] = []

    def preview(quest, catalog) -> bytes:
        drawn.append(quest.id)
        return fake_preview(quest, catalog)

    first = build_catalogue(packs, site, games=1, preview=preview).index
    played: list[str] = []
    real = build_module.play_balance
    monkeypatch.setattr(
        build_module, "play_balance", lambda q, c, g: played.append(q.id) or real(q, c, g)
    )
    drawn.clear()
    assert build_catalogue(packs, site, games=1, preview=preview).index == first
    assert (drawn, played) == ([], [])
    make_pack(packs, "foundry", "1.0.0", ["foundry"])
    build_catalogue(packs, site, games=1, preview=preview)
    assert drawn == played == ["machina-cold-foundry"]
    build_catalogue(packs, site, games=2, preview=preview)  # other games: played again
    assert played.count("md1-wardens-key") == 1


def test_balance_games_in_worker_processes_give_the_same_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import concurrent.futures

    pools: list[int] = []
    real = concurrent.futures.ProcessPoolExecutor

    def counted(*args, **kw):
        pools.append(kw.get("max_workers", 0))
        return real(*args, **kw)

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", counted)
    packs = tmp_path / "packs"
    make_pack(packs, "crossing", "1.0.0", ["wardens", "sentry"])
    one = build_catalogue(packs, tmp_path / "a", games=2).index
    two = build_catalogue(packs, tmp_path / "b", games=2, jobs=2).index
    assert pools == [2] and one == two
    assert all(q["balance"]["byHeroes"] for q in two["packs"][0]["quests"])
