"""Opening a ``.qwpack`` from a stranger: every check before anything is trusted.

:func:`check_pack` reads the archive once into memory (it is size-limited first) and never
re-reads it, so what was checked is exactly what :mod:`~questwright.packs.install` writes.
In order:

1. the file: exists, is a regular file, not larger than the archive limit, is a zip;
2. every entry, from the central directory alone: no links or special files, a safe and
   portable name (no absolute paths, drive letters, backslashes, ``..``), no duplicates (also
   by letter case), not encrypted, stored or deflated only, not too large, not compressed at
   a bomb's ratio; the number of entries and their total size within the limits;
3. ``manifest.json``: present, small, JSON, this format, not a newer version, schema-valid;
4. members against the manifest: nothing unlisted, nothing missing, only quests, tilesets
   and notes; every member decompressed with a cap and its sha256 compared;
5. content: carried tilesets and quests parsed and schema-checked, the manifest's entries
   compared with the files, and every quest validated (DESIGN §6).

Problems are collected, never raised; each names its member. Nothing is executed, and nothing
is written anywhere.
"""

from __future__ import annotations

import hashlib
import io
import os
import stat
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from questwright.packs.content import QuestReport, check_content
from questwright.packs.limits import DEFAULT_LIMITS, PackLimits
from questwright.packs.manifest import manifest_problems, read_manifest_text
from questwright.packs.paths import (
    MANIFEST_NAME,
    fold_name,
    is_directory_entry,
    member_kind,
    member_name_problem,
    special_file_problem,
)
from questwright.packs.problems import PackProblem, Severity, count_severities
from questwright.schema.errors import LoadError

__all__ = ["STAGES", "PackReport", "Stage", "check_pack", "check_stages"]

#: zipfile raises many kinds of exception on damaged archives (BadZipFile, zlib.error,
#: EOFError, NotImplementedError for odd versions, struct.error, UnicodeDecodeError, …);
#: at the boundary with the zip library every one of them means "damaged".
_READ_ERRORS = (Exception,)


@dataclass
class PackReport:
    """Everything :func:`check_pack` found out about one pack."""

    source: str
    problems: list[PackProblem] = field(default_factory=list)
    manifest: dict[str, Any] | None = None
    manifest_bytes: bytes | None = None
    #: Verified member data by member path (manifest.json not included).
    members: dict[str, bytes] = field(default_factory=dict)
    quests: list[QuestReport] = field(default_factory=list)
    #: False when the file is not a pack at all (not a zip, no or unreadable manifest, a
    #: newer format): ``exit_code`` is then 2, as for an unreadable file in ``validate``.
    readable: bool = True
    archive_bytes: int = 0
    archive_sha256: str | None = None

    def add(self, code: str, message: str, member: str | None = None, **kw: Any) -> None:
        one_line = " ".join(message.splitlines())  # messages may quote zip library errors
        self.problems.append(PackProblem(code, one_line, member, **kw))

    @property
    def counts(self) -> dict[str, int]:
        counts = count_severities(self.problems)
        for quest in self.quests:
            for issue in quest.issues:
                if not issue.waived and issue.severity is Severity.WARNING:
                    counts["warning"] += 1
        return counts

    @property
    def errors(self) -> list[PackProblem]:
        return [p for p in self.problems if p.severity is Severity.ERROR]

    @property
    def unvalidated(self) -> list[str]:
        """Members of the quests not validated in full under the limits."""
        return [p.member or "" for p in self.problems if p.code == "PACK_NOT_VALIDATED"]

    @property
    def errors_besides_unvalidated(self) -> list[PackProblem]:
        """The errors that refuse the pack even when unvalidated quests are allowed."""
        return [p for p in self.errors if p.code != "PACK_NOT_VALIDATED"]

    @property
    def ok(self) -> bool:
        """True when the pack may be installed (warnings allowed)."""
        return self.readable and self.manifest is not None and not self.errors

    def exit_code(self, strict: bool = False) -> int:
        """0 clean, 1 problems found, 2 not a readable pack (as ``questwright validate``)."""
        if not self.readable:
            return 2
        if self.errors or (strict and self.counts["warning"]):
            return 1
        return 0

    @property
    def pack_id(self) -> str | None:
        return self.manifest.get("id") if isinstance(self.manifest, dict) else None


def _read_capped(zf: zipfile.ZipFile, info: zipfile.ZipInfo, cap: int) -> bytes:
    """Decompress one member, never more than ``cap`` + 1 bytes."""
    with zf.open(info) as handle:
        data = handle.read(cap + 1)
    return data


def _read_archive(path: Path, report: PackReport, limits: PackLimits) -> bytes | None:
    try:
        st = os.stat(path)
    except FileNotFoundError:
        report.add("PACK_UNREADABLE", "no such file")
        return None
    except OSError as exc:
        report.add("PACK_UNREADABLE", f"cannot read: {exc.strerror or exc}")
        return None
    if not stat.S_ISREG(st.st_mode):
        report.add("PACK_UNREADABLE", "is not a regular file")
        return None
    if st.st_size > limits.max_archive_bytes:
        report.add(
            "PACK_TOO_LARGE",
            f"pack file is {st.st_size:,} bytes; the limit is {limits.max_archive_bytes:,}",
        )
        return None
    try:
        with open(path, "rb") as handle:
            data = handle.read(limits.max_archive_bytes + 1)
    except OSError as exc:
        report.add("PACK_UNREADABLE", f"cannot read: {exc.strerror or exc}")
        return None
    if len(data) > limits.max_archive_bytes:
        report.add("PACK_TOO_LARGE", f"pack file is larger than {limits.max_archive_bytes:,} bytes")
        return None
    return data


def _check_entries(
    infos: list[zipfile.ZipInfo], report: PackReport, limits: PackLimits
) -> dict[str, zipfile.ZipInfo]:
    """Structural checks of every entry; returns the plain files by name."""
    files: dict[str, zipfile.ZipInfo] = {}
    exact: set[str] = set()
    folded: dict[str, str] = {}
    total = 0
    for info in infos:
        name = info.orig_filename
        special = special_file_problem(info)
        if special:
            code = "PACK_LINK" if "link" in special else "PACK_SPECIAL_FILE"
            report.add(code, special, name)
            continue
        bad_name = member_name_problem(
            name.rstrip("/") if is_directory_entry(info) else name, limits
        )
        if bad_name:
            report.add("PACK_UNSAFE_PATH", bad_name, name)
            continue
        if name in exact:
            report.add("PACK_DUPLICATE", "appears more than once in the archive", name)
            continue
        exact.add(name)
        key = fold_name(name.rstrip("/"))
        if key in folded:
            report.add(
                "PACK_DUPLICATE",
                f"differs from {folded[key]!r} only in letter case (they clash on Windows and macOS)",
                name,
            )
            continue
        folded[key] = name
        if is_directory_entry(info):
            if info.file_size:
                report.add("PACK_SPECIAL_FILE", "is a folder entry with data", name)
            continue  # folders are created as needed; their entries carry nothing
        if info.flag_bits & 0x1:
            report.add("PACK_ENCRYPTED", "is encrypted", name)
            continue
        if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            report.add(
                "PACK_COMPRESSION",
                f"uses compression method {info.compress_type}; packs use stored or deflate",
                name,
            )
            continue
        if info.file_size > limits.max_member_bytes:
            report.add(
                "PACK_MEMBER_TOO_LARGE",
                f"unpacks to {info.file_size:,} bytes; the limit is {limits.max_member_bytes:,}",
                name,
            )
            continue
        if info.file_size > limits.ratio_floor_bytes:
            ratio = info.file_size / max(info.compress_size, 1)
            if ratio > limits.max_ratio:
                report.add(
                    "PACK_COMPRESSION_RATIO",
                    f"is compressed {ratio:,.0f}:1 (limit {limits.max_ratio:,.0f}:1), "
                    "like a zip bomb",
                    name,
                )
                continue
        total += info.file_size
        files[name] = info
    if total > limits.max_total_bytes:
        report.add(
            "PACK_TOO_LARGE",
            f"pack unpacks to {total:,} bytes; the limit is {limits.max_total_bytes:,}",
        )
    return files


def _check_prefix(infos: list[zipfile.ZipInfo], report: PackReport) -> None:
    """A pack starts with its first member: nothing glued in front (a script, another file)."""
    first = min((info.header_offset for info in infos), default=0)
    if first:
        report.add(
            "PACK_PREPENDED_DATA",
            f"has {first:,} bytes before its first member (something glued in front of the "
            "zip, such as a script); a pack is a plain zip",
        )


def _read_manifest(
    zf: zipfile.ZipFile, files: dict[str, zipfile.ZipInfo], report: PackReport, limits: PackLimits
) -> None:
    info = files.get(MANIFEST_NAME)
    if info is None:
        report.add("PACK_NO_MANIFEST", "has no manifest.json at its top level; not a quest pack")
        report.readable = False
        return
    if info.file_size > limits.max_manifest_bytes:
        report.add(
            "PACK_MEMBER_TOO_LARGE",
            f"is {info.file_size:,} bytes; the limit is {limits.max_manifest_bytes:,}",
            MANIFEST_NAME,
        )
        report.readable = False
        return
    try:
        data = _read_capped(zf, info, limits.max_manifest_bytes)
    except _READ_ERRORS as exc:
        report.add("PACK_DAMAGED", f"cannot be unpacked: {exc}"[:300], MANIFEST_NAME)
        report.readable = False
        return
    if len(data) > info.file_size:
        report.add("PACK_SIZE_MISMATCH", "unpacks to more than its header says", MANIFEST_NAME)
        report.readable = False
        return
    try:
        document = read_manifest_text(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        report.add("PACK_MANIFEST_INVALID", "is not UTF-8 text", MANIFEST_NAME)
        report.readable = False
        return
    except LoadError as exc:
        where = f"line {exc.line}, column {exc.column}: " if exc.line is not None else ""
        report.add("PACK_MANIFEST_INVALID", where + exc.message, MANIFEST_NAME)
        report.readable = False
        return
    problems, fatal = manifest_problems(document)
    report.problems.extend(problems)
    if fatal:
        report.readable = False
        return
    report.manifest_bytes = data
    report.manifest = document


def _check_listing(files: dict[str, zipfile.ZipInfo], report: PackReport) -> None:
    """Members against the manifest: listed, present, of a carried kind, described."""
    manifest = report.manifest
    assert manifest is not None
    listed: dict[str, str] = manifest["files"]
    if MANIFEST_NAME in listed:
        report.add(
            "PACK_MANIFEST_INVALID",
            "lists manifest.json among the files; the manifest cannot carry its own hash",
            MANIFEST_NAME,
        )
    for name in files:
        if name == MANIFEST_NAME:
            continue
        if name not in listed:
            report.add("PACK_UNLISTED_MEMBER", "is in the archive but not in the manifest", name)
        elif member_kind(name) is None:
            report.add(
                "PACK_UNSUPPORTED_MEMBER",
                "is not a quest (*.quest.json), a tileset (*.tiles.json), a game system "
                "(<folder>/system.json and the content.json beside it) or a note (*.md, "
                "*.txt); packs carry nothing else",
                name,
            )
    for name in listed:
        if name not in files:
            report.add(
                "PACK_MISSING_MEMBER", "is listed in the manifest but missing from the pack", name
            )
    endings = {"quest": ".quest.json", "tileset": ".tiles.json", "system": "/system.json"}
    for section, kind in (
        ("quests", "quest"),
        ("customTilesets", "tileset"),
        ("customSystems", "system"),
    ):
        described: dict[str, int] = {}
        for entry in manifest.get(section, []):
            described[entry["path"]] = described.get(entry["path"], 0) + 1
        for path, times in described.items():
            if times > 1:  # once per path, however often it repeats (a pack listed one
                # quest 1,000 times: 2,612 lines)
                report.add(
                    "PACK_MANIFEST_MISMATCH", f"is described {times} times in {section}", path
                )
            if path not in listed:
                report.add("PACK_MISSING_MEMBER", f"is in {section} but has no hash in files", path)
            elif member_kind(path) != kind:
                report.add(
                    "PACK_MANIFEST_MISMATCH",
                    f"is in {section} but its name does not end in " + endings[kind],
                    path,
                )
        for name in listed:
            if member_kind(name) == kind and name not in described:
                report.add("PACK_MANIFEST_MISMATCH", f"is not described in {section}", name)


def _verify_hashes(
    zf: zipfile.ZipFile, files: dict[str, zipfile.ZipInfo], report: PackReport, limits: PackLimits
) -> None:
    manifest = report.manifest
    assert manifest is not None
    listed: dict[str, str] = manifest["files"]
    total = 0
    for name in sorted(files):
        if name == MANIFEST_NAME or name not in listed:
            continue
        info = files[name]
        try:
            data = _read_capped(zf, info, min(info.file_size, limits.max_member_bytes))
        except _READ_ERRORS as exc:
            report.add("PACK_DAMAGED", f"cannot be unpacked: {exc}"[:300], name)
            continue
        if len(data) > info.file_size:
            report.add("PACK_SIZE_MISMATCH", "unpacks to more than its header says", name)
            continue
        total += len(data)
        if total > limits.max_total_bytes:
            report.add(
                "PACK_TOO_LARGE", f"pack unpacks to more than {limits.max_total_bytes:,} bytes"
            )
            return
        digest = hashlib.sha256(data).hexdigest()
        if digest != listed[name]:
            report.add(
                "PACK_HASH_MISMATCH",
                f"sha256 is {digest[:12]}…, the manifest says {listed[name][:12]}…; the file was "
                "changed after the pack was built",
                name,
            )
            continue
        report.members[name] = data


def _compare_entries(report: PackReport, result_quests: list[QuestReport]) -> None:
    """The manifest's quest entries and requirement lists against the quest files."""
    manifest = report.manifest
    assert manifest is not None
    entries = {entry["path"]: entry for entry in manifest.get("quests", [])}
    systems: set[str] = set()
    tilesets: set[str] = set()
    for quest_report in result_quests:
        quest = quest_report.quest
        entry = entries.get(quest_report.member)
        if quest is None or entry is None:
            continue
        systems.add(quest.system)
        tilesets.update(quest.tilesets)
        for key, actual in (("id", quest.id), ("title", quest.title), ("system", quest.system)):
            if entry.get(key) != actual:
                report.add(
                    "PACK_MANIFEST_MISMATCH",
                    f"manifest says {key} {entry.get(key)!r}, the quest says {actual!r}",
                    quest_report.member,
                )
        if quest.party is not None and "party" in entry:
            said = (entry["party"]["min"], entry["party"]["max"])
            if said != (quest.party.min, quest.party.max):
                report.add(
                    "PACK_MANIFEST_MISMATCH",
                    f"manifest says party {said[0]}–{said[1]}, the quest says "
                    f"{quest.party.min}–{quest.party.max}",
                    quest_report.member,
                )
    for key, needed in (("systems", systems), ("tilesets", tilesets)):
        missing = sorted(needed - set(manifest.get(key, [])))
        if missing:
            report.add(
                "PACK_MANIFEST_MISMATCH",
                f"manifest {key} does not list {', '.join(missing)}, which the quests need",
                MANIFEST_NAME,
            )


def _compare_tilesets(report: PackReport, tilesets: dict[str, Any]) -> None:
    manifest = report.manifest
    assert manifest is not None
    for entry in manifest.get("customTilesets", []):
        tileset = tilesets.get(entry["path"])
        if tileset is None:
            continue
        for key, actual in (("id", tileset.id), ("system", tileset.system)):
            if entry.get(key) != actual:
                report.add(
                    "PACK_MANIFEST_MISMATCH",
                    f"manifest says {key} {entry.get(key)!r}, the tileset says {actual!r}",
                    entry["path"],
                )


def check_pack(
    source: str | os.PathLike[str],
    limits: PackLimits = DEFAULT_LIMITS,
    *,
    validate: bool = True,
    progress: Callable[[str], None] | None = None,
) -> PackReport:
    """Check a pack completely; see the module docstring for the order of the checks.
    ``progress(member)`` is called as each quest's validation starts."""
    report = PackReport(str(source))
    data = _read_archive(Path(source), report, limits)
    if data is None:
        report.readable = False
        return report
    report.archive_bytes = len(data)
    report.archive_sha256 = hashlib.sha256(data).hexdigest()
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
        infos = zf.infolist()
    except _READ_ERRORS as exc:
        report.add("PACK_NOT_ZIP", f"is not a zip archive ({type(exc).__name__}: {exc})"[:300])
        report.readable = False
        return report
    with zf:
        if len(infos) > limits.max_members:
            report.add(
                "PACK_TOO_MANY_MEMBERS",
                f"pack has {len(infos):,} entries; the limit is {limits.max_members:,}",
            )
            return report
        files = _check_entries(infos, report, limits)
        _check_prefix(infos, report)
        structural = bool(report.problems)
        if MANIFEST_NAME in files or not structural:
            _read_manifest(zf, files, report, limits)
        if structural or report.manifest is None or report.problems:
            return report  # nothing else is read from an archive that failed so far
        _check_listing(files, report)
        _verify_hashes(zf, files, report, limits)
    manifest = report.manifest
    # each member once, whatever the manifest repeats (reported once by _check_listing)
    quests = [
        (path, report.members[path])
        for path in dict.fromkeys(e["path"] for e in manifest["quests"])
        if path in report.members
    ]
    tilesets = [
        (path, report.members[path])
        for path in dict.fromkeys(e["path"] for e in manifest.get("customTilesets", []))
        if path in report.members
    ]
    systems = [
        (path, report.members[path])
        for path in dict.fromkeys(e["path"] for e in manifest.get("customSystems", []))
        if path in report.members
    ]
    contents = [(m, d) for m, d in report.members.items() if member_kind(m) == "content"]
    result = check_content(
        quests,
        tilesets,
        systems=systems,
        contents=contents,
        validate=validate,
        limits=limits,
        progress=progress,
    )
    report.problems.extend(result.problems)
    report.quests = result.quests
    _compare_entries(report, result.quests)
    _compare_tilesets(report, result.tilesets)
    _compare_systems(report, result.systems)
    return report


def _compare_systems(report: PackReport, systems: dict[str, Any]) -> None:
    manifest = report.manifest
    assert manifest is not None
    for entry in manifest.get("customSystems", []):
        system = systems.get(entry["path"])
        if system is not None and entry.get("id") != system.id:
            report.add(
                "PACK_MANIFEST_MISMATCH",
                f"manifest says id {entry.get('id')!r}, the system says {system.id!r}",
                entry["path"],
            )


#: The checks people see (the Import dialog, ``pack verify``), each with its problem codes.
STAGES: tuple[tuple[str, frozenset[str]], ...] = (
    (
        "Archive",
        frozenset(
            {
                "PACK_UNREADABLE",
                "PACK_NOT_ZIP",
                "PACK_TOO_LARGE",
                "PACK_TOO_MANY_MEMBERS",
                "PACK_PREPENDED_DATA",
            }
        ),
    ),
    (
        "Member names, links and types",
        frozenset(
            {
                "PACK_UNSAFE_PATH",
                "PACK_LINK",
                "PACK_SPECIAL_FILE",
                "PACK_DUPLICATE",
                "PACK_ENCRYPTED",
                "PACK_COMPRESSION",
                "PACK_UNSUPPORTED_MEMBER",
            }
        ),
    ),
    (
        "Sizes and compression ratios",
        frozenset({"PACK_MEMBER_TOO_LARGE", "PACK_COMPRESSION_RATIO", "PACK_SIZE_MISMATCH"}),
    ),
    (
        "Manifest",
        frozenset(
            {
                "PACK_NO_MANIFEST",
                "PACK_MANIFEST_INVALID",
                "PACK_RESERVED_ID",
                "PACK_FORMAT_NEWER",
                "PACK_MANIFEST_MISMATCH",
                "PACK_UNLISTED_MEMBER",
                "PACK_MISSING_MEMBER",
            }
        ),
    ),
    ("sha256 of every member", frozenset({"PACK_HASH_MISMATCH", "PACK_DAMAGED"})),
    (
        "Carried systems and tilesets",
        frozenset(
            {
                "PACK_SYSTEM_INVALID",
                "PACK_SYSTEM_CLASH",
                "PACK_CONTENT_INVALID",
                "PACK_TILESET_INVALID",
                "PACK_TILESET_CLASH",
                "PACK_UNKNOWN_SYSTEM",
            }
        ),
    ),
    (
        "Quests validated",
        frozenset(
            {
                "PACK_QUEST_INVALID",
                "PACK_QUEST_ERRORS",
                "PACK_NOT_VALIDATED",
                "PACK_NOT_READ",
                "PACK_QUEST_ID_BUNDLED",
                "PACK_DUPLICATE_QUEST",
                "PACK_MISSING_TILESET",
            }
        ),
    ),
)


@dataclass
class Stage:
    """One line of the checks list: passed, failed (with its problems) or not reached."""

    label: str
    status: str  # "passed", "warning", "failed" or "skipped"
    problems: list[PackProblem]


def check_stages(report: PackReport) -> list[Stage]:
    """The report as the ordered list of checks, for people; later checks that were not
    reached because an earlier one refused the pack are ``skipped``."""
    grouped = [[p for p in report.problems if p.code in codes] for _label, codes in STAGES]
    opened = report.archive_sha256 is not None and not grouped[0]
    early_errors = any(p.severity is Severity.ERROR for group in grouped[:3] for p in group)
    reached = [
        True,
        opened,
        opened,
        opened and (not early_errors or report.manifest is not None or bool(grouped[3])),
        bool(report.members) or bool(grouped[4]),
        bool(report.quests) or bool(grouped[5]),
        bool(report.quests),
    ]
    stages = []
    for (label, _codes), problems, was_reached in zip(STAGES, grouped, reached, strict=True):
        if any(p.severity is Severity.ERROR for p in problems):
            status = "failed"
        elif not was_reached:
            status = "skipped"
        else:
            status = "warning" if problems else "passed"
        stages.append(Stage(label, status, problems))
    return stages
