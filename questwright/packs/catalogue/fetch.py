"""Downloads for catalogues: HTTPS only (plain HTTP to loopback addresses, for tests), with
time-outs, a size limit, a bounded number of redirects, progress and cancel.

The standard library's ``urllib`` does the HTTP; this module adds the policy:

- :func:`check_url` refuses every scheme but ``https``, and ``http`` to any host but a
  loopback address (``127.0.0.0/8``, ``::1``, ``localhost``); every redirect target is
  checked the same way, so a server cannot bounce a download onto plain HTTP;
- at most :data:`MAX_REDIRECTS` redirects (a loop ends there too);
- ``timeout`` bounds the connection and every wait for data (a server that stalls), and
  ``deadline`` the whole download (a server that drips a byte at a time);
- a body larger than ``max_bytes`` is refused as soon as its ``Content-Length`` or its
  bytes say so, before it is all read;
- ``progress(done, total)`` after every chunk, and ``cancel()`` checked as often.

Every failure is a :class:`~questwright.packs.catalogue.errors.CatalogueError` with one line.
"""

from __future__ import annotations

import hashlib
import http.client
import ipaddress
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, Any

from questwright import __version__
from questwright.packs.catalogue.errors import CatalogueError

__all__ = [
    "DEFAULT_DEADLINE",
    "DEFAULT_TIMEOUT",
    "MAX_REDIRECTS",
    "Cancelled",
    "Download",
    "Progress",
    "check_url",
    "download",
    "is_loopback",
]

#: Seconds to wait for a connection or for the next bytes.
DEFAULT_TIMEOUT = 20.0
#: Seconds a whole download may take.
DEFAULT_DEADLINE = 600.0
MAX_REDIRECTS = 5
_CHUNK = 64 * 1024

Progress = Callable[[int, int | None], None]


class Cancelled(CatalogueError):
    """The caller's ``cancel()`` said stop."""


@dataclass
class Download:
    url: str
    size: int
    sha256: str
    data: bytes | None = None


def is_loopback(host: str) -> bool:
    host = host.strip("[]").lower()
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_url(url: str) -> str:
    """``url`` if it may be fetched (see the module docstring); else :class:`CatalogueError`."""
    try:
        parts = urllib.parse.urlsplit(url)
        host = parts.hostname or ""
    except ValueError:
        raise CatalogueError(f"not a web address: {url!r}") from None
    if parts.scheme == "https" and host:
        return url
    if parts.scheme == "http" and host:
        if is_loopback(host):
            return url
        raise CatalogueError(
            f"{url}: plain http is refused (only loopback addresses, for testing); use https://"
        )
    raise CatalogueError(f"{url!r}: only https:// addresses are supported")


class _Redirects(urllib.request.HTTPRedirectHandler):
    max_redirections = MAX_REDIRECTS
    max_repeats = MAX_REDIRECTS

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # type: ignore[no-untyped-def]
        check_url(urllib.parse.urljoin(req.full_url, newurl))
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def _opener(url: str) -> urllib.request.OpenerDirector:
    handlers: list[Any] = [_Redirects()]
    if is_loopback(urllib.parse.urlsplit(url).hostname or ""):
        handlers.append(urllib.request.ProxyHandler({}))  # never send loopback to a proxy
    return urllib.request.build_opener(*handlers)


def download(
    url: str,
    *,
    max_bytes: int,
    sink: IO[bytes] | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    deadline: float = DEFAULT_DEADLINE,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Download:
    """Fetch ``url``; the body goes to ``sink`` or, without one, into ``Download.data``."""
    check_url(url)
    request = urllib.request.Request(url, headers={"User-Agent": f"questwright/{__version__}"})
    start = time.monotonic()
    digest = hashlib.sha256()
    kept: list[bytes] = []
    done = 0
    try:
        with _opener(url).open(request, timeout=timeout) as response:
            length = response.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else None
            if total is not None and total > max_bytes:
                raise CatalogueError(
                    f"{url}: {total:,} bytes, more than the {max_bytes:,} expected"
                )
            if progress is not None:
                progress(0, total)
            while True:
                if cancel is not None and cancel():
                    raise Cancelled(f"{url}: cancelled")
                if time.monotonic() - start > deadline:
                    raise CatalogueError(f"{url}: the download took longer than {deadline:g} s")
                chunk = (
                    response.read1(_CHUNK) if hasattr(response, "read1") else response.read(_CHUNK)
                )
                if not chunk:
                    break
                done += len(chunk)
                if done > max_bytes:
                    raise CatalogueError(f"{url}: more than the {max_bytes:,} bytes expected")
                digest.update(chunk)
                if sink is not None:
                    sink.write(chunk)
                else:
                    kept.append(chunk)
                if progress is not None:
                    progress(done, total)
            if total is not None and done < total:
                raise CatalogueError(f"{url}: the server sent {done:,} of {total:,} bytes")
    except urllib.error.HTTPError as exc:
        if 300 <= exc.code < 400:
            raise CatalogueError(
                f"{url}: more than {MAX_REDIRECTS} redirects (a redirect loop?)"
            ) from None
        raise CatalogueError(f"{url}: HTTP {exc.code} {exc.reason}") from None
    except TimeoutError:
        raise CatalogueError(f"{url}: no answer for {timeout:g} s (the server stalled)") from None
    except urllib.error.URLError as exc:
        reason = exc.reason
        if isinstance(reason, TimeoutError | socket.timeout):
            raise CatalogueError(
                f"{url}: no answer for {timeout:g} s (the server stalled)"
            ) from None
        raise CatalogueError(f"{url}: cannot connect: {reason}") from None
    except (OSError, ValueError, http.client.HTTPException) as exc:  # reset, bad status…
        raise CatalogueError(f"{url}: download failed: {exc}") from None
    return Download(url, done, digest.hexdigest(), b"".join(kept) if sink is None else None)
