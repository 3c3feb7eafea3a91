"""Subscribing, searching, installing and updating from a catalogue served by a real HTTP
server on 127.0.0.1 in a thread; every tampering is refused with nothing written to the
library (tests/packs/catalogue_kit.py serves and misbehaves)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from catalogue_kit import Behaviour, make_pack, make_site, serve
from packkit import snapshot

from questwright.packs.catalogue import CatalogueError, fetch, store
from questwright.packs.catalogue.keys import generate_key, sign_site
from questwright.packs.library import list_installed

#: seconds the tests wait for a stalled server
SHORT = 0.5


@pytest.fixture(autouse=True)
def _private_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Subscriptions and cache in the test's folder, never the user's."""
    monkeypatch.setattr(store, "subscriptions_file", lambda: tmp_path / "data" / "catalogues.json")
    monkeypatch.setattr(store, "cache_dir", lambda: tmp_path / "cache")


@pytest.fixture
def site(tmp_path: Path):
    return make_site(tmp_path)


@pytest.fixture
def library(tmp_path: Path) -> Path:
    return tmp_path / "library"


def _state(tmp_path: Path, library: Path) -> dict:
    return {
        "library": snapshot(library),
        "cache": snapshot(tmp_path / "cache"),
        "subs": snapshot(tmp_path / "data"),
    }


def test_add_search_install_update_and_offline_search(site, library: Path) -> None:
    with serve(site.folder) as (url, _behaviour):
        sub, index = store.add_catalogue(url, site.key)
        assert sub.version == 1 and len(index["packs"]) == 2
        assert [x.id for x in store.search("gears")] == ["foundry"]
        assert [x.id for x in store.search("", system="md1")] == ["crossing"]
        assert [x.id for x in store.search("", heroes=6)] == ["crossing"]
        assert store.search("", heroes=5, system="machina") == []
        seen: list[tuple[int, int | None]] = []
        result = store.install_from_catalogue(
            store.find_pack("crossing"), library, progress=lambda d, t: seen.append((d, t))
        )
        assert result.manifest["version"] == "1.0.0"
        assert [p.id for p in list_installed(library)] == ["crossing"]
        assert seen[-1][0] == seen[-1][1] == store.find_pack("crossing").pack["size"]
        assert store.updates(library) == []
        make_pack(site.packs, "crossing", "1.1.0", ["wardens", "sentry", "cinder"])
        (site.packs / "crossing-1.0.0.qwpack").unlink()
        site.rebuild()
        [result] = store.refresh()
        assert result.error is None and result.subscription.version == 2
        [(installed, listing)] = store.updates(library)
        assert (installed.version, listing.version) == ("1.0.0", "1.1.0")
        store.install_from_catalogue(listing, library)
        assert [p.version for p in list_installed(library)] == ["1.1.0"]
    # the server is gone: search still works from the cache
    assert [x.version for x in store.search("crossing")] == ["1.1.0"]
    [result] = store.refresh(url, timeout=SHORT)
    assert "cannot connect" in (result.error or "")
    assert [x.version for x in store.search("crossing")] == ["1.1.0"]


def test_remove_forgets_the_catalogue_and_its_cache(site, tmp_path: Path) -> None:
    with serve(site.folder) as (url, _):
        store.add_catalogue(url + "catalogue.json", site.key)  # the index's address works too
    assert [s.url for s in store.load_subscriptions()] == [url]
    store.remove_catalogue(url)
    assert store.load_subscriptions() == [] and store.search() == []
    assert not any((tmp_path / "cache").iterdir())
    with pytest.raises(CatalogueError, match="no catalogue"):
        store.remove_catalogue(url)


def _tamper_index(site) -> None:
    path = site.folder / "catalogue.json"
    text = path.read_text(encoding="utf-8")
    assert '"Test catalogue"' in text
    path.write_text(text.replace('"Test catalogue"', '"Evil catalogue"'), encoding="utf-8")


def test_an_edited_index_is_refused(site, tmp_path: Path, library: Path) -> None:
    _tamper_index(site)
    before = _state(tmp_path, library)
    with serve(site.folder) as (url, _), pytest.raises(CatalogueError, match="bad signature"):
        store.add_catalogue(url, site.key)
    assert _state(tmp_path, library) == before


def test_an_edited_index_is_refused_on_refresh_and_the_last_good_copy_kept(
    site, tmp_path: Path
) -> None:
    with serve(site.folder) as (url, _):
        store.add_catalogue(url, site.key)
        before = _state(tmp_path, tmp_path / "library")
        _tamper_index(site)
        [result] = store.refresh()
    assert "bad signature" in result.error
    assert _state(tmp_path, tmp_path / "library") == before
    assert [x.pack.get("summary") for x in store.search("foundry")] == ["Steam and gears"]


def test_a_signature_from_another_key_is_refused(site, tmp_path: Path) -> None:
    generate_key(tmp_path / "intruder.pem")
    sign_site(site.folder, tmp_path / "intruder.pem")
    with serve(site.folder) as (url, _), pytest.raises(CatalogueError, match="now signed with key"):
        store.add_catalogue(url, site.key)
    assert store.load_subscriptions() == []


def test_a_changed_key_on_add_is_refused(site, tmp_path: Path) -> None:
    other = generate_key(tmp_path / "other.pem")
    with serve(site.folder) as (url, _):
        store.add_catalogue(url, site.key)
        with pytest.raises(CatalogueError, match="changed key is refused"):
            store.add_catalogue(url, other)
    assert [s.key for s in store.load_subscriptions()] == [site.key]


def test_an_older_catalogue_version_is_refused(site, tmp_path: Path) -> None:
    old = {p.name: p.read_bytes() for p in site.folder.glob("catalogue.json*")}
    make_pack(site.packs, "cinder", "1.0.0", ["cinder"])
    assert site.rebuild()["version"] == 2
    with serve(site.folder) as (url, _):
        store.add_catalogue(url, site.key)
        for name, data in old.items():  # an attacker replays the signed version 1
            (site.folder / name).write_bytes(data)
        [result] = store.refresh()
    assert "older than version 2" in result.error
    assert [x.id for x in store.search("cinder")] == ["cinder"]


def test_a_replaced_pack_is_refused(site, tmp_path: Path, library: Path) -> None:
    with serve(site.folder) as (url, _):
        store.add_catalogue(url, site.key)
        listing = store.find_pack("foundry")
        path = site.folder / listing.pack["file"]
        data = bytearray(path.read_bytes())
        data[-30] ^= 0xFF  # same size, other bytes
        path.write_bytes(bytes(data))
        before = _state(tmp_path, library)
        with pytest.raises(CatalogueError, match=r"sha256 .* differs"):
            store.install_from_catalogue(listing, library)
    assert _state(tmp_path, library) == before


def test_a_pack_larger_than_the_index_says_is_refused(site, tmp_path: Path, library: Path) -> None:
    with serve(site.folder, Behaviour()) as (url, behaviour):
        store.add_catalogue(url, site.key)
        listing = store.find_pack("foundry")
        behaviour.extra_bytes["/" + listing.pack["file"]] = 10_000
        before = _state(tmp_path, library)
        with pytest.raises(CatalogueError, match=r"more than the .* bytes expected"):
            store.install_from_catalogue(listing, library)
        # announced too large: refused before the body is read
        (site.folder / listing.pack["file"]).write_bytes(b"x" * (listing.pack["size"] + 1))
        del behaviour.extra_bytes["/" + listing.pack["file"]]
        with pytest.raises(CatalogueError, match="bytes, more than the"):
            store.install_from_catalogue(listing, library)
    assert _state(tmp_path, library) == before


def test_a_pack_smaller_than_the_index_says_is_refused(site, tmp_path: Path, library: Path) -> None:
    with serve(site.folder) as (url, _):
        store.add_catalogue(url, site.key)
        listing = store.find_pack("foundry")
        path = site.folder / listing.pack["file"]
        path.write_bytes(path.read_bytes()[:-10])
        before = _state(tmp_path, library)
        with pytest.raises(CatalogueError, match=r"not the .* the catalogue lists"):
            store.install_from_catalogue(listing, library)
    assert _state(tmp_path, library) == before


def test_a_redirect_loop_is_refused(site, tmp_path: Path, library: Path) -> None:
    with serve(site.folder, Behaviour()) as (url, behaviour):
        store.add_catalogue(url, site.key)
        listing = store.find_pack("foundry")
        file = "/" + listing.pack["file"]
        behaviour.redirect[file] = "/loop-a"
        behaviour.redirect["/loop-a"] = "/loop-b"
        behaviour.redirect["/loop-b"] = "/loop-a"
        before = _state(tmp_path, library)
        with pytest.raises(CatalogueError, match="redirects"):
            store.install_from_catalogue(listing, library)
        assert len(behaviour.hits) < 20
        # a redirect onto plain http elsewhere is refused too
        behaviour.redirect[file] = "http://example.com/x.qwpack"
        with pytest.raises(CatalogueError, match="plain http is refused"):
            store.install_from_catalogue(listing, library)
    assert _state(tmp_path, library) == before


def test_a_stalled_server_is_refused_in_bounded_time(site, tmp_path: Path, library: Path) -> None:
    with serve(site.folder, Behaviour()) as (url, behaviour):
        store.add_catalogue(url, site.key)
        listing = store.find_pack("foundry")
        behaviour.stall.add("/" + listing.pack["file"])
        before = _state(tmp_path, library)
        start = time.monotonic()
        with pytest.raises(CatalogueError, match="stalled"):
            store.install_from_catalogue(listing, library, timeout=SHORT)
        assert time.monotonic() - start < 2.5
    assert _state(tmp_path, library) == before


def test_cancel_stops_a_download(site, library: Path) -> None:
    with serve(site.folder) as (url, _):
        store.add_catalogue(url, site.key)
        with pytest.raises(fetch.Cancelled):
            store.install_from_catalogue(store.find_pack("foundry"), library, cancel=lambda: True)
    assert not library.exists()


def test_only_https_or_loopback_http() -> None:
    assert fetch.check_url("https://example.com/c/")
    assert fetch.check_url("http://127.0.0.1:9/") and fetch.check_url("http://[::1]:9/")
    assert fetch.check_url("http://localhost/")
    for bad in ("http://example.com/", "ftp://127.0.0.1/", "file:///etc/passwd", "nonsense"):
        with pytest.raises(CatalogueError):
            fetch.check_url(bad)


def test_cli_add_search_install_update(site, library: Path, capsys) -> None:
    from questwright.cli import main

    with serve(site.folder) as (url, _):
        assert main(["catalogue", "add", url, "--key", site.key]) == 0
        assert main(["catalogue", "list"]) == 0
        assert "Test catalogue" in capsys.readouterr().out
        assert main(["pack", "search", "gears"]) == 0
        assert "foundry 0.2.0" in capsys.readouterr().out
        assert main(["pack", "search", "--format", "json", "--system", "md1"]) == 0
        assert [p["id"] for p in json.loads(capsys.readouterr().out)["packs"]] == ["crossing"]
        assert main(["pack", "install", "foundry", "--into", str(library), "-q"]) == 0
        assert "installed foundry 0.2.0" in capsys.readouterr().out
        assert main(["pack", "install", "no-such-pack", "--into", str(library)]) == 2
        assert main(["pack", "update", "--into", str(library), "-q"]) == 0
        assert "up to date" in capsys.readouterr().out
        make_pack(site.packs, "foundry", "0.3.0", ["foundry"])
        (site.packs / "foundry-0.2.0.qwpack").unlink()
        site.rebuild()
        assert main(["pack", "update", "--into", str(library), "-q"]) == 0
        assert "foundry: 0.2.0 → 0.3.0" in capsys.readouterr().out
        assert [p.version for p in list_installed(library)] == ["0.3.0"]
        assert main(["catalogue", "refresh"]) == 0
        _tamper_index(site)
        assert main(["catalogue", "refresh"]) == 1
        assert "bad signature" in capsys.readouterr().err
        assert main(["catalogue", "remove", url]) == 0


def test_cli_search_shows_control_characters_of_pack_texts_escaped(tmp_path: Path, capsys) -> None:
    from questwright.cli import main

    packs = tmp_path / "packs"
    make_pack(
        packs, "evil", "1.0.0", ["wardens"], name="Evil\x1b]0;owned\x07", description="\u202eboo"
    )
    site = tmp_path / "site"
    from questwright.packs.catalogue.build import build_catalogue

    build_catalogue(packs, site, games=0)
    generate_key(tmp_path / "k.pem")
    key = sign_site(site, tmp_path / "k.pem")
    with serve(site) as (url, _):
        store.add_catalogue(url, key)
    assert main(["pack", "search", "evil"]) == 0
    out = capsys.readouterr().out
    assert "evil 1.0.0" in out and "\x1b" not in out and "\x07" not in out and "\u202e" not in out
