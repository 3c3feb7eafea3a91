"""ed25519 keys and signatures of catalogue indexes (``cryptography``).

A maintainer makes a key pair once (``catalogue keygen``): the secret key is a PKCS#8 PEM
file readable by its owner only; the public key is one line, ``ed25519:`` and the 32 key
bytes in URL-safe base64, given to users with the catalogue's URL. ``catalogue sign``
writes ``catalogue.json.sig`` beside the index: a small canonical JSON document naming the
public key and holding the signature of the index's exact bytes. ed25519 signatures are
deterministic, so signing the same index twice gives the same bytes.
"""

from __future__ import annotations

import base64
import binascii
import os
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from questwright.packs.catalogue.errors import CatalogueError
from questwright.schema.errors import LoadError
from questwright.schema.files import decode_json_bytes, dumps

__all__ = [
    "KEY_PREFIX",
    "SIGNATURE_FORMAT",
    "generate_key",
    "load_secret_key",
    "parse_public_key",
    "public_key_text",
    "sign_index",
    "sign_site",
    "site_signed_by",
    "verify_index",
]

KEY_PREFIX = "ed25519:"
SIGNATURE_FORMAT = "questwright-catalogue-signature"
_MAX_SIGNATURE_BYTES = 4096


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def public_key_text(key: Ed25519PublicKey | Ed25519PrivateKey) -> str:
    """The one-line form of a public key (of a secret key's pair)."""
    public = key.public_key() if isinstance(key, Ed25519PrivateKey) else key
    raw = public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return KEY_PREFIX + _b64(raw)


def parse_public_key(text: str) -> Ed25519PublicKey:
    """The key of a one-line public key; :class:`CatalogueError` when it is not one."""
    text = text.strip()
    try:
        if not text.startswith(KEY_PREFIX):
            raise ValueError
        raw = _unb64(text[len(KEY_PREFIX) :])
        if len(raw) != 32:
            raise ValueError
        return Ed25519PublicKey.from_public_bytes(raw)
    except (ValueError, binascii.Error):
        raise CatalogueError(
            f"not a catalogue key: {text[:60]!r} (expected '{KEY_PREFIX}' and 43 characters)"
        ) from None


def generate_key(secret: str | os.PathLike[str]) -> str:
    """Write a new secret key to ``secret`` (never over an existing file, mode 0600) and its
    public key to ``secret.pub``; returns the public key text."""
    path = Path(secret)
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags, 0o600)
    except FileExistsError:
        raise CatalogueError(f"{path} exists; keygen never overwrites a key") from None
    with os.fdopen(fd, "wb") as handle:
        handle.write(pem)
    public = public_key_text(key)
    Path(f"{path}.pub").write_text(public + "\n", encoding="ascii")
    return public


def load_secret_key(secret: str | os.PathLike[str]) -> Ed25519PrivateKey:
    try:
        data = Path(secret).read_bytes()
        key = serialization.load_pem_private_key(data, password=None)
    except (OSError, ValueError, TypeError) as exc:
        raise CatalogueError(f"cannot read the secret key {secret}: {exc}") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise CatalogueError(f"{secret} is not an ed25519 secret key")
    return key


def sign_index(index: bytes, key: Ed25519PrivateKey) -> bytes:
    """The bytes of ``catalogue.json.sig`` for the index bytes ``index``."""
    document = {
        "format": SIGNATURE_FORMAT,
        "key": public_key_text(key),
        "signature": _b64(key.sign(index)),
    }
    return dumps(document).encode("utf-8")


def _signature_document(signature: bytes) -> dict[str, Any]:
    if len(signature) > _MAX_SIGNATURE_BYTES:
        raise CatalogueError("the catalogue signature file is too large to be one")
    try:
        document = decode_json_bytes(signature, "catalogue.json.sig")
    except LoadError:
        document = None
    if (
        not isinstance(document, dict)
        or document.get("format") != SIGNATURE_FORMAT
        or not isinstance(document.get("key"), str)
        or not isinstance(document.get("signature"), str)
    ):
        raise CatalogueError("the catalogue signature file is not a Questwright signature")
    return document


def verify_index(index: bytes, signature: bytes, trusted: str) -> None:
    """Check that ``signature`` is ``trusted``'s signature of ``index``; else raise
    :class:`CatalogueError` saying whether the key changed or the signature is bad."""
    document = _signature_document(signature)
    key = parse_public_key(trusted)
    if document["key"].strip() != public_key_text(key):
        raise CatalogueError(
            f"the catalogue is now signed with key {document['key'][:60]}, not with the key "
            f"{trusted} you added it with; if its maintainer changed keys, remove the "
            "catalogue and add it again with the new key"
        )
    try:
        key.verify(_unb64(document["signature"]), index)
    except (InvalidSignature, ValueError, binascii.Error):
        raise CatalogueError(
            "bad signature: catalogue.json was changed after it was signed, "
            "or signed with another key"
        ) from None


def sign_site(site: str | os.PathLike[str], secret: str | os.PathLike[str]) -> str:
    """Sign the ``catalogue.json`` of ``site`` with the key in ``secret`` (writes
    ``catalogue.json.sig``); returns the public key text."""
    from questwright.packs.catalogue.format import INDEX_NAME, SIGNATURE_NAME, parse_catalogue
    from questwright.schema.files import atomic_write

    key = load_secret_key(secret)
    folder = Path(site)
    try:
        index = (folder / INDEX_NAME).read_bytes()
    except OSError as exc:
        raise CatalogueError(f"cannot read {folder / INDEX_NAME}: {exc.strerror}") from None
    parse_catalogue(index, str(folder / INDEX_NAME))  # never sign what clients would refuse
    atomic_write(folder / SIGNATURE_NAME, sign_index(index, key), keep_backup=False)
    return public_key_text(key)


def site_signed_by(site: str | os.PathLike[str]) -> str | None:
    """The key whose valid signature ``site``'s index carries, or ``None``."""
    from questwright.packs.catalogue.format import INDEX_NAME, SIGNATURE_NAME

    folder = Path(site)
    try:
        index = (folder / INDEX_NAME).read_bytes()
        signature = (folder / SIGNATURE_NAME).read_bytes()
        claimed = _signature_document(signature)["key"]
        verify_index(index, signature, claimed)
    except (OSError, CatalogueError):
        return None
    return str(claimed)
