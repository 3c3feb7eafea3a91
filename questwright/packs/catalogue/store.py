"""The catalogues a user subscribed to, their offline cache, search, install and update.

Subscriptions (URL, the trusted key, the highest publication number accepted) are kept in
``<user data dir>/questwright/catalogues.json``; the last verified index and signature of
each catalogue in ``<user cache dir>/questwright/catalogues/<hash of URL>/``, so that search
works offline from the last refresh. A refresh accepts a new index only when its signature
is the trusted key's and its ``version`` is not lower than the one accepted before; the
cache is re-verified whenever it is read.

Installing from a catalogue downloads the pack to a temporary file, refuses it unless its
size and sha256 are the index's (the download stops as soon as it outgrows the size), and
then installs it through :func:`questwright.packs.install.install_pack`, with every check
and validation limit a pack file gets. Nothing is written to the library before all of
that passed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from questwright.packs.catalogue import fetch
from questwright.packs.catalogue.errors import CatalogueError
from questwright.packs.catalogue.format import (
    INDEX_NAME,
    MAX_INDEX_BYTES,
    SIGNATURE_NAME,
    parse_catalogue,
)
from questwright.packs.catalogue.keys import parse_public_key, public_key_text, verify_index
from questwright.packs.limits import DEFAULT_LIMITS, PackLimits
from questwright.packs.manifest import semver_key
from questwright.schema.errors import LoadError
from questwright.schema.files import atomic_write, decode_json_bytes, dumps, read_bytes

__all__ = [
    "Listing",
    "Subscription",
    "add_catalogue",
    "cache_dir",
    "cached",
    "catalogue_url",
    "find_pack",
    "install_from_catalogue",
    "load_subscriptions",
    "refresh",
    "remove_catalogue",
    "search",
    "subscriptions_file",
    "updates",
]

_FORMAT = "questwright-subscriptions"


def subscriptions_file() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("questwright")) / "catalogues.json"


def cache_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_cache_dir("questwright")) / "catalogues"


@dataclass
class Subscription:
    url: str
    key: str
    version: int = 0
    name: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"url": self.url, "key": self.key, "version": self.version, "name": self.name}


@dataclass
class Listing:
    """A pack as a catalogue lists it, with the catalogue's address."""

    catalogue: Subscription
    pack: dict[str, Any]
    base: str

    @property
    def id(self) -> str:
        return str(self.pack["id"])

    @property
    def version(self) -> str:
        return str(self.pack["version"])

    @property
    def file_url(self) -> str:
        return urllib.parse.urljoin(self.base, str(self.pack["file"]))

    def url_of(self, rel: str) -> str:
        return urllib.parse.urljoin(self.base, rel)

    @property
    def heroes(self) -> tuple[int, int] | None:
        parties = [q["party"] for q in self.pack["quests"] if q.get("party")]
        if not parties:
            return None
        return min(p["min"] for p in parties), max(p["max"] for p in parties)


@dataclass
class RefreshResult:
    subscription: Subscription
    index: dict[str, Any] | None = None
    error: str | None = None
    packs: list[str] = field(default_factory=list)


def catalogue_url(url: str) -> str:
    """The address of a catalogue's folder (ending in ``/``), from it or its index's."""
    fetch.check_url(url)
    parts = urllib.parse.urlsplit(url)
    path = parts.path
    if path.endswith("/" + INDEX_NAME):
        path = path[: -len(INDEX_NAME)]
    elif not path.endswith("/"):
        path += "/"
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, path, "", ""))


def load_subscriptions() -> list[Subscription]:
    path = subscriptions_file()
    if not path.exists():
        return []
    try:
        document = decode_json_bytes(read_bytes(path), str(path))
    except (OSError, LoadError) as exc:
        raise CatalogueError(f"cannot read {path}: {exc}") from None
    subs = []
    for item in document.get("catalogues", []) if isinstance(document, dict) else []:
        try:
            subs.append(
                Subscription(
                    str(item["url"]), str(item["key"]), int(item["version"]), str(item["name"])
                )
            )
        except (KeyError, TypeError, ValueError):
            continue
    return subs


def _save_subscriptions(subs: list[Subscription]) -> None:
    path = subscriptions_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    document = {"format": _FORMAT, "catalogues": [s.to_json() for s in subs]}
    atomic_write(path, dumps(document), keep_backup=False)


def _cache_folder(url: str) -> Path:
    return cache_dir() / hashlib.sha256(url.encode("utf-8")).hexdigest()[:24]


def _fetch_verified(
    sub: Subscription, timeout: float, deadline: float
) -> tuple[dict[str, Any], bytes, bytes]:
    """Download, verify and parse ``sub``'s index; the index and its raw bytes."""
    index = fetch.download(
        sub.url + INDEX_NAME, max_bytes=MAX_INDEX_BYTES, timeout=timeout, deadline=deadline
    ).data
    signature = fetch.download(
        sub.url + SIGNATURE_NAME, max_bytes=4096, timeout=timeout, deadline=deadline
    ).data
    assert index is not None and signature is not None
    verify_index(index, signature, sub.key)
    document = parse_catalogue(index, sub.url + INDEX_NAME)
    if document["version"] < sub.version:
        raise CatalogueError(
            f"{sub.url}: catalogue version {document['version']} is older than version "
            f"{sub.version} accepted before (an old index replayed?); refused"
        )
    return document, index, signature


def _store(sub: Subscription, index: bytes, signature: bytes) -> None:
    folder = _cache_folder(sub.url)
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write(folder / INDEX_NAME, index, keep_backup=False)
    atomic_write(folder / SIGNATURE_NAME, signature, keep_backup=False)


def add_catalogue(
    url: str,
    key: str,
    *,
    timeout: float = fetch.DEFAULT_TIMEOUT,
    deadline: float = fetch.DEFAULT_DEADLINE,
) -> tuple[Subscription, dict[str, Any]]:
    """Subscribe to the catalogue at ``url`` signed by ``key`` (fetched and verified now)."""
    url = catalogue_url(url)
    key = public_key_text(parse_public_key(key))
    subs = load_subscriptions()
    known = next((s for s in subs if s.url == url), None)
    if known is not None and known.key != key:
        raise CatalogueError(
            f"{url} is already added with key {known.key}; a changed key is refused: "
            "remove the catalogue first if its maintainer really changed keys"
        )
    sub = known or Subscription(url, key)
    document, index, signature = _fetch_verified(sub, timeout, deadline)
    sub.version, sub.name = document["version"], document["name"]
    _store(sub, index, signature)
    if known is None:
        subs.append(sub)
    _save_subscriptions(subs)
    return sub, document


def remove_catalogue(url: str) -> Subscription:
    url = catalogue_url(url)
    subs = load_subscriptions()
    sub = next((s for s in subs if s.url == url), None)
    if sub is None:
        raise CatalogueError(f"no catalogue {url} was added")
    _save_subscriptions([s for s in subs if s.url != url])
    shutil.rmtree(_cache_folder(url), ignore_errors=True)
    return sub


def refresh(
    url: str | None = None,
    *,
    timeout: float = fetch.DEFAULT_TIMEOUT,
    deadline: float = fetch.DEFAULT_DEADLINE,
) -> list[RefreshResult]:
    """Fetch every subscribed catalogue (or the one at ``url``) again; a refused one keeps
    its cache and its error is in its result."""
    subs = load_subscriptions()
    chosen = subs if url is None else [s for s in subs if s.url == catalogue_url(url)]
    if url is not None and not chosen:
        raise CatalogueError(f"no catalogue {catalogue_url(url)} was added")
    results = []
    changed = False
    for sub in chosen:
        try:
            document, index, signature = _fetch_verified(sub, timeout, deadline)
        except CatalogueError as exc:
            results.append(RefreshResult(sub, error=str(exc)))
            continue
        _store(sub, index, signature)
        changed = changed or (sub.version, sub.name) != (document["version"], document["name"])
        sub.version, sub.name = document["version"], document["name"]
        results.append(RefreshResult(sub, document, packs=[p["id"] for p in document["packs"]]))
    if changed:  # a refused refresh changes nothing
        _save_subscriptions(subs)
    return results


def cached(sub: Subscription) -> dict[str, Any] | None:
    """The last verified index of ``sub`` (verified again), or ``None``."""
    folder = _cache_folder(sub.url)
    try:
        index = (folder / INDEX_NAME).read_bytes()
        signature = (folder / SIGNATURE_NAME).read_bytes()
        verify_index(index, signature, sub.key)
        return parse_catalogue(index, str(folder / INDEX_NAME))
    except (OSError, CatalogueError):
        return None


def listings() -> list[Listing]:
    """Every pack of every subscribed catalogue, from the cache."""
    out = []
    for sub in load_subscriptions():
        document = cached(sub)
        for pack in (document or {}).get("packs", []):
            out.append(Listing(sub, pack, sub.url))
    return out


def _text(listing: Listing) -> str:
    pack = listing.pack
    parts = [pack["id"], pack["name"], pack.get("summary") or "", *pack.get("authors", [])]
    parts += [q["title"] for q in pack["quests"]]
    return "\n".join(parts).casefold()


def search(text: str = "", system: str | None = None, heroes: int | None = None) -> list[Listing]:
    """Packs whose id, name, summary, authors or quest titles hold every word of ``text``,
    for ``system`` and playable by ``heroes`` when given; the newest version of an id."""
    words = text.casefold().split()
    found: dict[str, Listing] = {}
    for listing in listings():
        pack = listing.pack
        if system is not None and system not in pack["systems"]:
            continue
        if heroes is not None:
            span = listing.heroes
            if span is None or not span[0] <= heroes <= span[1]:
                continue
        haystack = _text(listing)
        if not all(word in haystack for word in words):
            continue
        best = found.get(listing.id)
        if best is None or semver_key(listing.version) > semver_key(best.version):
            found[listing.id] = listing
    return [found[k] for k in sorted(found)]


def find_pack(pack_id: str) -> Listing | None:
    """The newest version of ``pack_id`` in the subscribed catalogues (cache)."""
    return next((x for x in search() if x.id == pack_id), None)


def install_from_catalogue(
    listing: Listing,
    into: str | os.PathLike[str] | None = None,
    *,
    force: bool = False,
    limits: PackLimits = DEFAULT_LIMITS,
    progress: fetch.Progress | None = None,
    cancel: Callable[[], bool] | None = None,
    timeout: float = fetch.DEFAULT_TIMEOUT,
    deadline: float = fetch.DEFAULT_DEADLINE,
) -> Any:
    """Download ``listing``'s pack, check it against the index, then install it as a file
    (:func:`~questwright.packs.install.install_pack`); its ``InstallResult``.

    Raises :class:`CatalogueError` for a download refused (size, sha256, network) and
    :class:`~questwright.packs.problems.PackError` for a pack refused by its own checks.
    """
    from questwright.packs.install import install_pack

    size, expected = int(listing.pack["size"]), str(listing.pack["sha256"])
    if size > limits.max_archive_bytes:
        raise CatalogueError(
            f"{listing.id}: {size:,} bytes, more than a pack may have ({limits.max_archive_bytes:,})"
        )
    url = listing.file_url
    with tempfile.TemporaryDirectory(prefix="questwright-download-") as work:
        path = Path(work) / "download.qwpack"
        with open(path, "wb") as sink:
            got = fetch.download(
                url,
                max_bytes=size,
                sink=sink,
                progress=progress,
                cancel=cancel,
                timeout=timeout,
                deadline=deadline,
            )
        if got.size != size:
            raise CatalogueError(
                f"{url}: {got.size:,} bytes, not the {size:,} the catalogue lists; refused"
            )
        if got.sha256 != expected:
            raise CatalogueError(
                f"{url}: sha256 {got.sha256[:16]}… differs from the catalogue's "
                f"{expected[:16]}… (the file was replaced); refused"
            )
        manifest = _manifest_of(path)
        if manifest.get("id") != listing.id or manifest.get("version") != listing.version:
            raise CatalogueError(
                f"{url}: the pack is {manifest.get('id')!r} {manifest.get('version')!r}, not "
                f"{listing.id!r} {listing.version!r} as the catalogue says; refused"
            )
        return install_pack(path, into, force=force, limits=limits)


def _manifest_of(path: Path) -> dict[str, Any]:
    """The manifest of a downloaded pack, read cheaply (the full checks come at install)."""
    import zipfile

    from questwright.packs.manifest import read_manifest_text
    from questwright.packs.paths import MANIFEST_NAME

    try:
        with zipfile.ZipFile(path) as archive:
            info = archive.getinfo(MANIFEST_NAME)
            if info.file_size > DEFAULT_LIMITS.max_manifest_bytes:
                return {}
            document = read_manifest_text(archive.read(info).decode("utf-8"))
    except (OSError, KeyError, ValueError, zipfile.BadZipFile, LoadError):
        return {}
    return document if isinstance(document, dict) else {}


def updates(root: str | os.PathLike[str] | None = None) -> list[tuple[Any, Listing]]:
    """Installed packs (in ``root``) that a subscribed catalogue has a newer version of."""
    from questwright.packs.library import list_installed

    newest = {x.id: x for x in search()}
    out = []
    for installed in list_installed(root):
        listing = newest.get(installed.id)
        if listing is not None and semver_key(listing.version) > semver_key(installed.version):
            out.append((installed, listing))
    return out
