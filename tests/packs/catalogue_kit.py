"""Helpers for the catalogue tests: packs of bundled quests, a signed site and a real HTTP
server on 127.0.0.1 in a thread that can misbehave on request (redirect loops, stalls,
bodies larger than announced).

Imported by the test modules as ``catalogue_kit`` (pytest puts this folder on ``sys.path``).
"""

from __future__ import annotations

import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from questwright.schema.catalog import bundled_quests_dir

from questwright.packs.build import collect_files, plan_pack, write_pack
from questwright.packs.catalogue.build import build_catalogue
from questwright.packs.catalogue.keys import generate_key, sign_site

BUNDLED = bundled_quests_dir()
QUESTS = {
    "wardens": BUNDLED / "md1" / "wardens-key.quest.json",
    "sentry": BUNDLED / "md1" / "sentrys-crossing.quest.json",
    "cinder": BUNDLED / "md2" / "cinder-span.quest.json",
    "foundry": BUNDLED / "machina" / "cold-foundry.quest.json",
}


_PACKS: dict[str, bytes] = {}


def make_pack(folder: Path, pack_id: str, version: str, quests: list[str], **meta: object) -> Path:
    """A pack of bundled quests (built once per test session, then copied)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{pack_id}-{version}.qwpack"
    key = repr((pack_id, version, quests, sorted(meta.items())))
    if key not in _PACKS:
        info = {"id": pack_id, "name": meta.pop("name", pack_id.title()), "version": version}
        plan = plan_pack(collect_files([QUESTS[q] for q in quests]), {**info, **meta})
        assert not plan.errors, plan.errors
        write_pack(plan, path)
        _PACKS[key] = path.read_bytes()
    path.write_bytes(_PACKS[key])
    return path


def fake_preview(quest: object, catalog: object) -> bytes:
    """Stands in for the Qt sheet painter: a tiny valid PNG, the same for every quest."""
    import base64

    return base64.b64decode(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
    )


@dataclass
class Site:
    """A built, signed catalogue site and its key."""

    packs: Path
    folder: Path
    secret: Path
    key: str

    def rebuild(self, **kw: object) -> dict:
        kw.setdefault("games", 0)
        kw.setdefault("preview", fake_preview)
        result = build_catalogue(self.packs, self.folder, name="Test catalogue", **kw)
        sign_site(self.folder, self.secret)
        return result.index


_TEMPLATE: list[Path] = []


def make_site(tmp: Path) -> Site:
    """Two packs (crossing 1.0.0: two md1 quests; foundry 0.2.0: one machina quest), built
    and signed once per test session, then copied into ``tmp``."""
    if not _TEMPLATE:
        _TEMPLATE.append(Path(tempfile.mkdtemp(prefix="qw-catalogue-")))
        _make_site(_TEMPLATE[0])
    shutil.copytree(_TEMPLATE[0], tmp, dirs_exist_ok=True)
    secret = tmp / "maintainer.pem"
    return Site(
        tmp / "packs-src", tmp / "site", secret, (tmp / "maintainer.pem.pub").read_text().strip()
    )


def _make_site(tmp: Path) -> Site:
    packs = tmp / "packs-src"
    make_pack(packs, "crossing", "1.0.0", ["wardens", "sentry"], authors=["Ann"])
    make_pack(packs, "foundry", "0.2.0", ["foundry"], description="Steam and gears")
    secret = tmp / "maintainer.pem"
    key = generate_key(secret)
    site = Site(packs, tmp / "site", secret, key)
    site.rebuild()
    return site


@dataclass
class Behaviour:
    """How the server answers some paths instead of serving the file."""

    redirect: dict[str, str] = field(default_factory=dict)
    stall: set[str] = field(default_factory=set)
    extra_bytes: dict[str, int] = field(default_factory=dict)
    #: paths sent a few bytes at a time, slowly (for cancel mid-download)
    drip: set[str] = field(default_factory=set)
    hits: list[str] = field(default_factory=list)


class _Handler(SimpleHTTPRequestHandler):
    behaviour: Behaviour

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass

    def do_GET(self) -> None:
        path = self.path.split("?")[0]
        self.behaviour.hits.append(path)
        if path in self.behaviour.redirect:
            self.send_response(302)
            self.send_header("Location", self.behaviour.redirect[path])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if path in self.behaviour.stall:
            self.send_response(200)
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.wfile.write(b"PK")
            self.wfile.flush()
            time.sleep(3)  # longer than the tests' time-out
            return
        if path in self.behaviour.drip:
            data = Path(self.translate_path(path)).read_bytes()
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            try:
                for start in range(0, len(data), 64):
                    self.wfile.write(data[start : start + 64])
                    self.wfile.flush()
                    time.sleep(0.05)
            except OSError:  # the client hung up (cancelled)
                pass
            return
        if path in self.behaviour.extra_bytes:
            data = Path(self.translate_path(path)).read_bytes()
            data += b"\0" * self.behaviour.extra_bytes[path]
            self.send_response(200)  # no Content-Length: the client must count
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)
            return
        super().do_GET()


@contextmanager
def serve(folder: Path, behaviour: Behaviour | None = None) -> Iterator[tuple[str, Behaviour]]:
    """Serve ``folder`` on 127.0.0.1 (a free port) in a thread; yields its URL."""
    behaviour = behaviour or Behaviour()
    handler: Callable[..., _Handler] = partial(
        type("H", (_Handler,), {"behaviour": behaviour}), directory=str(folder)
    )
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    server.block_on_close = False  # a stalling handler must not hold the test
    # a short poll: shutdown() waits for the loop to notice (0.5 s by default)
    thread = threading.Thread(target=server.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", behaviour
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
