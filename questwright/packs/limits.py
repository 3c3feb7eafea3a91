"""Limits applied to every pack before a byte of it is trusted.

The defaults are generous for real packs (a real quest is about 50 KB, the largest legal
file 2 MiB; a pack of 50 quests and a few tilesets is a few MB) and small enough that a hostile archive cannot fill
the memory or the disk. Tests and callers pass smaller :class:`PackLimits` to exercise them
without writing gigabytes.
"""

from __future__ import annotations

from dataclasses import dataclass

from questwright.schema.files import MAX_FILE_BYTES

__all__ = ["DEFAULT_LIMITS", "PackLimits"]

_MiB = 1024 * 1024


@dataclass(frozen=True)
class PackLimits:
    """Largest pack accepted, in every dimension that a zip can blow up."""

    #: Size of the .qwpack file itself.
    max_archive_bytes: int = 64 * _MiB
    #: Number of entries in the zip (files and folder entries).
    max_members: int = 1000
    #: Uncompressed size of one member (the same limit as any JSON file we read).
    max_member_bytes: int = MAX_FILE_BYTES
    #: Uncompressed size of all members together.
    max_total_bytes: int = 128 * _MiB
    #: Uncompressed / compressed size of one member; canonical JSON deflates about 10:1,
    #: a zip bomb 1000:1.
    max_ratio: float = 200.0
    #: Members smaller than this are not judged by their ratio (tiny files have odd ratios).
    ratio_floor_bytes: int = 64 * 1024
    #: Size of manifest.json.
    max_manifest_bytes: int = 1 * _MiB
    #: Depth of member paths (folders) and length of a member path.
    max_depth: int = 8
    max_path_length: int = 255
    #: CPU seconds (of the checking thread) spent validating the quests of one pack. Each
    #: quest alone is bounded (DESIGN §11: under 2 s at the file limits); this bounds their
    #: sum, so that 64 worst-case quests cannot hold ``verify`` or the Import dialog for a
    #: minute. A real quest validates in about 10 ms, so real packs never reach it; quests
    #: left when it is spent are reported ``PACK_NOT_VALIDATED`` (a warning), never skipped
    #: silently.
    validation_cpu_seconds: float = 1.5


DEFAULT_LIMITS = PackLimits()
