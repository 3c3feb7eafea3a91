"""Building a ``.qwpack``: collect, check, write deterministically.

A pack is built from a folder (``pack build DIR``) or from chosen files (the editor's Export
dialog). :func:`plan_pack` reads every file, validates every quest against the bundled
tilesets plus the ones the pack carries, and assembles the manifest, without writing
anything; :func:`write_pack` turns a plan into bytes. The bytes depend only on the files and
the metadata: members in a fixed order (``manifest.json`` first, then by path), fixed
timestamps (1980-01-01 00:00), fixed permissions (0644, regular file), deflate level 9, no
extra fields and no comment, so building twice gives identical bytes and the pack's sha256 is
a meaningful version stamp.

Folder layout: every ``*.quest.json`` and ``*.tiles.json`` below ``DIR`` (keeping their
relative paths), every ``system.json`` in a folder of its own and the ``content.json``
beside it (a game system written as data: ``tilesets/<id>/system.json``), the top-level ``*.md`` and ``*.txt`` notes, and an optional ``pack.json``
with the metadata (id, name, version, authors, license, description, language,
translations, ``x-…``); everything else is ignored, hidden files and links included.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import re
import stat
import tempfile
import zipfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from questwright.packs.content import QuestReport, bundled_catalog, check_content
from questwright.packs.manifest import (
    PACK_FORMAT,
    PACK_FORMAT_VERSION,
    manifest_problems,
    quest_entry,
    system_entry,
    tileset_entry,
)
from questwright.packs.paths import MANIFEST_NAME, member_kind, member_name_problem
from questwright.packs.problems import PackError, PackProblem, Severity
from questwright.schema.errors import LoadError
from questwright.schema.files import MAX_FILE_BYTES, dumps, read_json

__all__ = [
    "FIXED_DATE_TIME",
    "META_KEYS",
    "PackPlan",
    "PackSource",
    "build_pack",
    "collect_files",
    "collect_folder",
    "pack_bytes",
    "plan_pack",
    "slug",
    "write_pack",
]

#: The timestamp of every member: the earliest a zip can store.
FIXED_DATE_TIME = (1980, 1, 1, 0, 0, 0)
_FILE_ATTR = (stat.S_IFREG | 0o644) << 16
#: Keys an author may give in pack.json or the Export dialog; the rest is computed.
META_KEYS = (
    "id",
    "name",
    "version",
    "authors",
    "license",
    "description",
    "language",
    "translations",
)
META_FILE = "pack.json"


@dataclass
class PackSource:
    """What goes into a pack: member path -> file on disk, plus metadata."""

    files: dict[str, Path] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)
    problems: list[PackProblem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # skipped files, said once


@dataclass
class PackPlan:
    """A checked pack, ready to write (or not, see ``errors``)."""

    manifest: dict[str, Any]
    members: dict[str, bytes]
    problems: list[PackProblem]
    quests: list[QuestReport]

    @property
    def errors(self) -> list[PackProblem]:
        return [p for p in self.problems if p.severity is Severity.ERROR]

    @property
    def validation_errors_only(self) -> bool:
        """True when every error is a quest validation error (``--allow-errors`` may pass)."""
        return all(p.code == "PACK_QUEST_ERRORS" for p in self.errors)


def slug(text: str) -> str:
    """A pack id made from a name: ``'My Quests!'`` -> ``'my-quests'``."""
    out = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return out[:64].rstrip("-") or "pack"


def _skip(path: Path) -> bool:
    return any(part.startswith(".") or part == "__pycache__" for part in path.parts)


def collect_folder(folder: str | os.PathLike[str]) -> PackSource:
    """The quests, tilesets, notes and pack.json metadata of a folder."""
    root = Path(folder)
    source = PackSource()
    if not root.is_dir():
        source.problems.append(PackProblem("PACK_SOURCE", f"{root} is not a folder"))
        return source
    candidates = sorted(p for p in root.rglob("*") if not _skip(p.relative_to(root)))
    for path in candidates:
        rel = path.relative_to(root).as_posix()
        kind = member_kind(rel)
        if kind is None or (kind == "note" and "/" in rel):
            continue
        if path.is_symlink():
            source.notes.append(f"skipped {rel}: a symbolic link")
            continue
        if not path.is_file():
            continue
        source.files[rel] = path
    meta_path = root / META_FILE
    if meta_path.is_file():
        try:
            meta = read_json(meta_path)
        except LoadError as exc:
            source.problems.append(PackProblem("PACK_SOURCE", str(exc), META_FILE))
            meta = {}
        if not isinstance(meta, dict):
            source.problems.append(PackProblem("PACK_SOURCE", "must be a JSON object", META_FILE))
            meta = {}
        for key in meta:
            if key not in META_KEYS and not key.startswith("x-"):
                source.problems.append(
                    PackProblem(
                        "PACK_SOURCE",
                        f"key {key!r} is not pack metadata (allowed: {', '.join(META_KEYS)}, x-…)",
                        META_FILE,
                    )
                )
        source.meta = {k: v for k, v in meta.items() if k in META_KEYS or k.startswith("x-")}
    source.meta.setdefault("name", root.resolve().name or "Quest pack")
    return source


def collect_files(
    quests: Iterable[str | os.PathLike[str]],
    tilesets: Iterable[str | os.PathLike[str]] = (),
    notes: Iterable[str | os.PathLike[str]] = (),
) -> PackSource:
    """Chosen files laid out as ``quests/<system>/<name>`` and ``tilesets/<system>/<name>``."""
    source = PackSource()
    for folder, paths in (("quests", quests), ("tilesets", tilesets), ("", notes)):
        for raw in paths:
            path = Path(raw)
            system = ""
            if folder:
                try:
                    document = read_json(path)
                    system = str(document.get("system", "")) if isinstance(document, dict) else ""
                except LoadError:
                    system = ""
            parts = [p for p in (folder, slug(system) if system else "", path.name) if p]
            member = "/".join(parts)
            if member in source.files and source.files[member] != path:
                source.problems.append(
                    PackProblem(
                        "PACK_SOURCE",
                        f"{path} and {source.files[member]} would both be {member!r}; rename one",
                        member,
                    )
                )
                continue
            source.files[member] = path
    return source


def plan_pack(
    source: PackSource, meta: Mapping[str, Any] | None = None, *, validate: bool = True
) -> PackPlan:
    """Read and check everything; the manifest is assembled even when there are errors."""
    problems = list(source.problems)
    members: dict[str, bytes] = {}
    for member, path in sorted(source.files.items()):
        bad = member_name_problem(member)
        if bad:
            problems.append(PackProblem("PACK_UNSAFE_PATH", f"{bad}; rename the file", member))
            continue
        if member_kind(member) is None:
            problems.append(PackProblem("PACK_UNSUPPORTED_MEMBER", "cannot be carried", member))
            continue
        try:
            size = path.stat().st_size
            if size > MAX_FILE_BYTES:
                problems.append(
                    PackProblem(
                        "PACK_MEMBER_TOO_LARGE",
                        f"is {size:,} bytes; the limit is {MAX_FILE_BYTES:,}",
                        member,
                    )
                )
                continue
            members[member] = path.read_bytes()
        except OSError as exc:
            problems.append(PackProblem("PACK_SOURCE", f"cannot read {path}: {exc}", member))

    def of_kind(kind: str) -> list[tuple[str, bytes]]:
        return [(m, d) for m, d in members.items() if member_kind(m) == kind]

    quests = of_kind("quest")
    if not quests:
        problems.append(PackProblem("PACK_SOURCE", "no quests (*.quest.json) to pack"))
    content = check_content(
        quests,
        of_kind("tileset"),
        systems=of_kind("system"),
        contents=of_kind("content"),
        validate=validate,
    )
    problems.extend(content.problems)
    catalog = bundled_catalog()
    carried_systems = {s.id: s for s in content.systems.values()}
    entries = [
        quest_entry(
            r.member,
            r.quest,
            catalog.systems.get(r.quest.system) or carried_systems.get(r.quest.system),
        )
        for r in content.quests
        if r.quest is not None
    ]
    carried = [tileset_entry(m, t) for m, t in sorted(content.tilesets.items())]
    systems = [system_entry(m, s) for m, s in sorted(content.systems.items())]
    manifest: dict[str, Any] = {"format": PACK_FORMAT, "formatVersion": PACK_FORMAT_VERSION}
    manifest.update({k: v for k, v in source.meta.items() if v not in (None, "", [], {})})
    for key, value in (meta or {}).items():
        if value not in (None, "", [], {}):
            manifest[key] = value
        else:
            manifest.pop(key, None)
    manifest.setdefault("id", slug(str(manifest.get("name", "pack"))))
    manifest.setdefault("name", manifest["id"])
    manifest.setdefault("version", "1.0.0")
    quests_ok = [r.quest for r in content.quests if r.quest is not None]
    manifest["systems"] = sorted({q.system for q in quests_ok})
    manifest["tilesets"] = sorted({t for q in quests_ok for t in q.tilesets})
    manifest["quests"] = entries
    manifest["customTilesets"] = carried
    if systems:
        manifest["customSystems"] = systems
    manifest["files"] = {m: hashlib.sha256(d).hexdigest() for m, d in sorted(members.items())}
    schema, _fatal = manifest_problems(manifest)
    problems.extend(schema)
    return PackPlan(manifest, members, problems, content.quests)


def pack_bytes(manifest: Mapping[str, Any], members: Mapping[str, bytes]) -> bytes:
    """The deterministic zip of a manifest and its members."""
    buffer = io.BytesIO()
    items = [(MANIFEST_NAME, dumps(dict(manifest)).encode("utf-8"))]
    items += sorted((m, d) for m, d in members.items() if m != MANIFEST_NAME)
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in items:
            info = zipfile.ZipInfo(name, date_time=FIXED_DATE_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # Unix, so that the permission bits mean what they say
            info.external_attr = _FILE_ATTR
            archive.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return buffer.getvalue()


def _write_bytes_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_pack(plan: PackPlan, output: str | os.PathLike[str]) -> str:
    """Write the plan's pack atomically; returns its sha256."""
    data = pack_bytes(plan.manifest, plan.members)
    _write_bytes_atomic(Path(output), data)
    return hashlib.sha256(data).hexdigest()


def build_pack(
    folder: str | os.PathLike[str],
    output: str | os.PathLike[str],
    *,
    meta: Mapping[str, Any] | None = None,
    allow_errors: bool = False,
) -> PackPlan:
    """Build ``output`` from ``folder``; raises :class:`PackError` when refused.

    Quest validation errors refuse the build unless ``allow_errors``; anything else that is
    wrong (unreadable files, unsafe names, an invalid manifest) always does.
    """
    plan = plan_pack(collect_folder(folder), meta)
    if plan.errors and not (allow_errors and plan.validation_errors_only):
        raise PackError(str(folder), plan.problems)
    write_pack(plan, output)
    return plan
