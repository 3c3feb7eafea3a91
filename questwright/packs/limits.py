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
    #: Validation of a pack's quests (:mod:`.isolate`): each quest in a process of its own,
    #: limited to ``quest_cpu_seconds`` of CPU and ``quest_memory_bytes`` of memory more
    #: than the process holds when it starts, and all the quests of a pack to
    #: ``validation_cpu_seconds`` together (a quest gets at most what is left). A real quest
    #: validates in about 10 ms (DESIGN §11: under 2 s at the file limits); a quest not
    #: validated in full is ``PACK_NOT_VALIDATED`` (an error that only ``install
    #: --allow-unvalidated`` passes). Each quest also has a wall-clock watchdog (3 s per CPU
    #: second, plus 2 s), where the platform has no CPU limit the only one.
    validation_cpu_seconds: float = 15.0
    #: CPU seconds for reading the pack's quests and tilesets (parsing, schema checks),
    #: before any is validated: a legal 0.3 MB quest takes 0.1 s, so 400 of them would hold
    #: a check for 40 s; members left when it is spent are ``PACK_NOT_READ`` (an error that
    #: nothing overrides: bytes never read are never installed).
    read_cpu_seconds: float = 15.0
    quest_cpu_seconds: float = 3.0
    quest_memory_bytes: int = 1024 * _MiB


DEFAULT_LIMITS = PackLimits()
