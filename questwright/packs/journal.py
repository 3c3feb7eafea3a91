"""Crash-safe replacement of a pack folder in the library: a journal and recovery.

Installing pack ``p`` into the library ``root`` goes through these steps, each of which a
kill (power loss, ``kill -9``) may interrupt:

1. write the journal ``.p.journal`` (a temporary file renamed into place), locked for as
   long as the install runs;
2. create ``.p.partial`` and write every member into it;
3. where the platform can swap two folders in one step (Linux ``renameat2``, macOS
   ``renamex_np``), swap ``.p.partial`` and the installed ``p``, then remove
   ``.p.partial`` (now the old pack): ``p`` never goes missing, so a reader that does not
   run recovery always sees the old or the new pack; elsewhere, rename ``p`` (if any) to
   ``.p.old``, rename ``.p.partial`` to ``p`` and remove ``.p.old`` (between the two
   renames a reader finds the old pack as ``.p.old``: :func:`~.library.installed_pack`
   reads it there);
4. remove the journal.

A recovery leaves alone a journal whose lock is held: it belongs to an install still
running in another process (a listing while an install runs must not undo it).

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

__all__ = ["checkpoint", "exchange", "recover", "replace_folder"]


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


def _write_journal(root: Path, name: str) -> int | None:
    """Write the journal; returns the descriptor holding its lock (``None``: no locks)."""
    journal, partial, aside = _names(name)
    tmp = root / (journal + ".tmp")
    data = json.dumps({"target": name, "work": partial, "aside": aside}).encode("utf-8")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o644)
    os.write(fd, data)
    os.fsync(fd)
    # locked before it is the journal: another process's recovery never sees it unlocked
    # while this install lives (the lock goes with the process, so a killed one frees it)
    locked = _lock(fd)
    checkpoint("journal")
    os.replace(tmp, root / journal)
    _sync_folder(root)
    if locked:
        return fd
    os.close(fd)
    return None


def _lock(fd: int, wait: bool = True) -> bool:
    """An exclusive lock on ``fd`` (POSIX ``flock``); False where there are none or
    (``wait=False``) when another process holds it."""
    try:
        import fcntl
    except ImportError:  # Windows: no advisory locks here; a recovery runs only after kills
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except OSError:
        return False
    return True


def _live(path: Path) -> bool:
    """True when ``path`` (a journal) is locked by an install that is still running."""
    try:
        import fcntl
    except ImportError:
        return False
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)  # closing releases a lock it got
    return False


def _exchange_paths(a: Path, b: Path) -> bool:
    """Swap two folders in one atomic step (Linux ``renameat2(RENAME_EXCHANGE)``, macOS
    ``renamex_np(RENAME_SWAP)``); False where the platform cannot, nothing changed."""
    import ctypes
    import sys

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if sys.platform.startswith("linux") and hasattr(libc, "renameat2"):
            at_fdcwd, rename_exchange = -100, 2
            done = libc.renameat2(
                at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange
            )
        elif sys.platform == "darwin" and hasattr(libc, "renamex_np"):
            rename_swap = 2
            done = libc.renamex_np(os.fsencode(a), os.fsencode(b), rename_swap)
        else:
            return False
    except (OSError, AttributeError, TypeError):
        return False
    return bool(done == 0)


#: the atomic swap (the tests replace it to take the two-rename path of other platforms)
exchange: Callable[[Path, Path], bool] = _exchange_paths


def replace_folder(root: Path, name: str, write: Callable[[Path], None]) -> None:
    """Put a new folder ``root/name`` in place, filled by ``write(folder)``, crash-safely.

    The old folder (if any) is kept until the new one is complete and in place; on an
    error the library is rolled back to the old folder before the error is raised.
    """
    recover(root, name)
    journal, partial, aside = _names(name)
    target, work, old = root / name, root / partial, root / aside
    checkpoint("begin")
    lock = _write_journal(root, name)
    try:
        checkpoint("mkdir")
        os.mkdir(work, 0o755)
        write(work)
        os.chmod(work, 0o755)
        _sync_folder(work)
        replacing = target.exists() or target.is_symlink()
        checkpoint("exchange" if replacing else "rename")
        if replacing and exchange(work, target):
            # one atomic step: a reader sees the old pack, then the new, never none; the
            # work folder now holds the old one
            _sync_folder(root)
            checkpoint("drop-old")
            _remove_tree(work)
        else:
            if replacing:  # two renames: recovery (or a reader) covers the gap
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
        if lock is not None:
            os.close(lock)  # our own recovery must not take us for a live install
            lock = None
        recover(root, name)  # back to the old folder: the same steps as after a kill
        raise
    finally:
        if lock is not None:
            os.close(lock)


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
        if _live(path):
            return []  # an install in progress, in another process: not debris
        if only is None or target == only:
            checkpoint("recover-tmp")
            path.unlink(missing_ok=True)
            return [f"removed the unfinished journal of {target}"]
        return []
    if entry.endswith(_JOURNAL):
        target = entry[1 : -len(_JOURNAL)]
        if only is not None and target != only:
            return []
        if _live(path):
            return []  # an install in progress, in another process: left alone
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
