"""Crash-safe replacement of a pack folder in the library: a journal and recovery.

Installing pack ``p`` into the library ``root`` goes through these steps, each of which a
kill (power loss, ``kill -9``) may interrupt:

1. write the journal ``.p.journal`` (a temporary file renamed into place);
2. create ``.p.partial`` and write every member into it;
3. rename the installed ``p`` (if any) to ``.p.old``;
4. rename ``.p.partial`` to ``p``;
5. remove ``.p.old``;
6. remove the journal.

:func:`recover` reads what a killed run left and finishes or rolls back: while ``p`` is
missing and ``.p.old`` exists (killed between 3 and 4) the old pack is renamed back;
otherwise ``.p.old`` goes (the new pack is in place, or the old one never moved); a
``.p.partial`` always goes; then the journal. Every step of :func:`recover` is idempotent, so
a kill during recovery is recovered by the next run. Without a journal, only debris can be
left (a partial folder, a removed pack's folder, a journal's temporary file, the set-aside
folders of older Questwright versions), and it is removed the same way. So after a kill at
any point, and the next install or listing, the library holds either the old or the new
pack, and nothing else.

:data:`checkpoint` is called before every step that changes the file system; the tests
replace it to kill the process there (fault injection).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
from collections.abc import Callable
from pathlib import Path

__all__ = ["checkpoint", "recover", "replace_folder"]


def _no_fault(step: str) -> None:
    """Called before each step that changes the file system (the tests inject kills here)."""


checkpoint: Callable[[str], None] = _no_fault

_JOURNAL = ".journal"
#: set-aside folders of earlier versions: ``.<id>.<8 hex>.old`` / ``.partial`` / ``.removed``
_LEGACY = re.compile(r"^\.(?P<id>.+)\.(?P<tag>[0-9a-z_]{8})\.(?P<kind>old|partial|removed)$")


def _names(name: str) -> tuple[str, str, str]:
    return f".{name}{_JOURNAL}", f".{name}.partial", f".{name}.old"


def _remove_tree(path: Path) -> None:
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path)


def _sync_folder(folder: Path) -> None:
    """Make the renames in ``folder`` durable (where the platform allows it)."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_journal(root: Path, name: str) -> None:
    journal, partial, aside = _names(name)
    tmp = root / (journal + ".tmp")
    data = json.dumps({"target": name, "work": partial, "aside": aside}).encode("utf-8")
    with open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    checkpoint("journal")
    os.replace(tmp, root / journal)
    _sync_folder(root)


def replace_folder(root: Path, name: str, write: Callable[[Path], None]) -> None:
    """Put a new folder ``root/name`` in place, filled by ``write(folder)``, crash-safely.

    The old folder (if any) is kept until the new one is complete and in place; on an
    error the library is rolled back to the old folder before the error is raised.
    """
    recover(root, name)
    journal, partial, aside = _names(name)
    target, work, old = root / name, root / partial, root / aside
    checkpoint("begin")
    _write_journal(root, name)
    try:
        checkpoint("mkdir")
        os.mkdir(work, 0o755)
        write(work)
        os.chmod(work, 0o755)
        _sync_folder(work)
        if target.exists() or target.is_symlink():
            checkpoint("set-aside")
            os.rename(target, old)
        checkpoint("rename")
        os.rename(work, target)
        _sync_folder(root)
        checkpoint("drop-old")
        _remove_tree(old)
        checkpoint("drop-journal")
        (root / journal).unlink()
    except BaseException:
        recover(root, name)  # back to the old folder: the same steps as after a kill
        raise


def recover(root: Path, name: str | None = None) -> list[str]:
    """Finish or roll back killed installs in ``root`` (of ``name`` only, if given).

    Returns one line per repair, for logging. Never raises for a repair that fails (the
    next run tries again); an unreadable library is left alone.
    """
    done: list[str] = []
    try:
        entries = sorted(p.name for p in root.iterdir() if p.name.startswith("."))
    except OSError:
        return done
    for entry in entries:
        try:
            done += _recover_entry(root, entry, name)
        except OSError:
            continue
    return done


def _recover_entry(root: Path, entry: str, only: str | None) -> list[str]:
    path = root / entry
    if entry.endswith(_JOURNAL + ".tmp"):
        target = entry[1 : -len(_JOURNAL + ".tmp")]
        if only is None or target == only:
            checkpoint("recover-tmp")
            path.unlink(missing_ok=True)
            return [f"removed the unfinished journal of {target}"]
        return []
    if entry.endswith(_JOURNAL):
        target = entry[1 : -len(_JOURNAL)]
        if only is not None and target != only:
            return []
        return _roll(root, target)
    if entry.endswith((".partial", ".old", ".removed")):
        kind = entry.rsplit(".", 1)[1]
        target = entry[1 : -len(kind) - 1]
        if (root / f".{target}{_JOURNAL}").exists():
            return []  # its journal says what to do
        # without a journal, an old folder can only be an earlier version's ``.<id>.<tag>.old``
        legacy = _LEGACY.match(entry)
        if legacy:
            target = legacy.group("id")
        if only is not None and target != only:
            return []
        if kind == "old" and not (root / target).exists():
            checkpoint("recover-restore")
            os.rename(path, root / target)
            return [f"restored {target} from {entry}"]
        checkpoint("recover-drop")
        _remove_tree(path)
        return [f"removed {entry}"]
    return []


def _roll(root: Path, name: str) -> list[str]:
    journal, partial, aside = _names(name)
    target, work, old = root / name, root / partial, root / aside
    done = []
    if not (target.exists() or target.is_symlink()) and old.exists():
        checkpoint("recover-restore")
        os.rename(old, target)  # killed between setting aside and renaming in: roll back
        _sync_folder(root)
        done.append(f"restored the previous {name}")
    if old.exists():
        checkpoint("recover-drop-old")
        _remove_tree(old)
    if work.exists():
        checkpoint("recover-drop-partial")
        _remove_tree(work)
        done.append(f"removed an unfinished install of {name}")
    checkpoint("recover-drop-journal")
    (root / journal).unlink(missing_ok=True)
    return done
